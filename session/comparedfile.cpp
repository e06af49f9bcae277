// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparedfile.h"

#include "scenarioloader.h"
#include "sessionfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace inflight {

std::optional<SessionComparison> loadComparedFile(const QString &path, QString *error)
{
    SessionComparison comparison;
    comparison.kind = SessionComparison::Kind::File;
    comparison.name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("Session", "%1: cannot be read: %2")
                         .arg(path, file.errorString());
        return std::nullopt;
    }
    const QByteArray text = file.readAll();
    // A session is an SQLite database whatever its name; anything else is read as a scenario.
    if (!text.startsWith(QByteArrayLiteral("SQLite format 3\0"))) {
        const ScenarioLoad load = loadScenarioText(text.toStdString(), path.toStdString());
        if (!load.ok()) {
            if (error)
                *error = QString::fromStdString(load.report()).trimmed();
            return std::nullopt;
        }
        comparison.scenarioText = text;
        return comparison;
    }
    file.close();
    const SessionLoad load = loadSession(path);
    if (!load.ok()) {
        if (error)
            *error = load.error;
        return std::nullopt;
    }
    const Session &session = *load.session;
    if (session.source == Session::Source::Lesson)
        comparison.lessonId = session.lessonId;
    else
        comparison.scenarioText = session.scenarioText;
    comparison.edits.assign(session.edits.begin(), session.edits.begin() + session.editsApplied);
    if (!comparedScenario(comparison, error))
        return std::nullopt;
    return comparison;
}

} // namespace inflight
