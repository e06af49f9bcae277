// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonprogress.h"

#include "settingskeys.h"

#include <QSettings>

#include <algorithm>

namespace inflight {

namespace {

QString key(const std::string &id, QLatin1String what)
{
    return settingskeys::lessonKey(QString::fromStdString(id), what);
}

} // namespace

LessonProgress SettingsLessonProgressStore::progress(const std::string &id) const
{
    const QSettings settings;
    LessonProgress progress;
    progress.furthest = settings.value(key(id, settingskeys::lessonFurthest), -1).toInt();
    progress.steps = settings.value(key(id, settingskeys::lessonSteps), 0).toInt();
    progress.solved = settings.value(key(id, settingskeys::lessonSolved), false).toBool();
    return progress;
}

void SettingsLessonProgressStore::record(const std::string &id, const LessonProgress &progress)
{
    QSettings settings;
    const int stored = settings.value(key(id, settingskeys::lessonFurthest), -1).toInt();
    settings.setValue(key(id, settingskeys::lessonFurthest), std::max(stored, progress.furthest));
    settings.setValue(key(id, settingskeys::lessonSteps), progress.steps);
    if (progress.solved)
        settings.setValue(key(id, settingskeys::lessonSolved), true);
}

} // namespace inflight
