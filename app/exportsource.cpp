// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportsource.h"

#include "commandstreams.h"
#include "common/sentencetext.h"
#include "lessonloader.h"
#include "scenarioloader.h"
#include "scenariotranslation.h"
#include "session.h"
#include "sessionfile.h"
#include "whatif.h"
#include "whatiftexts.h"

#include <QCommandLineParser>
#include <QFileInfo>

#include <algorithm>

namespace inflight {

namespace {

QTextStream &err()
{
    return commandErr();
}

/// "the scenario as written": a name for the source's run in a comparison.
QString sourceName(const ExportSource &source, const Scenario &scenario)
{
    if (!source.file.isEmpty())
        return QFileInfo(source.file).fileName();
    return QString::fromStdString(scenario.name);
}

} // namespace

QString stepTitle(const QString &lessonTitle, int step, const LessonStep &chosen)
{
    return CommandText::tr("%1, step %2: %3")
        .arg(lessonTitle)
        .arg(step)
        .arg(QString::fromStdString(chosen.title.empty() ? chosen.id : chosen.title));
}

int readLesson(const QString &id, std::optional<Lesson> &lesson)
{
    std::string path;
    std::vector<std::string> known;
    // A handout or a picture's title in the reader's language (the lesson's translation).
    const std::string directory = defaultLessonDirectory();
    for (const LessonEntry &entry : listLessons(directory, uiLessonLanguage(directory))) {
        known.push_back(entry.id);
        if (QString::fromStdString(entry.id) == id || QString::number(entry.number) == id)
            path = entry.path;
    }
    if (path.empty()) {
        std::string all;
        for (const std::string &k : known)
            all += (all.empty() ? "" : ", ") + k;
        err() << CommandText::tr("inflight export: no lesson '%1'; the lessons are: %2")
                     .arg(id, QString::fromStdString(all))
              << '\n';
        return 1;
    }
    const LessonLoad lessonLoad = loadLessonFile(path);
    if (!lessonLoad.ok()) {
        err() << QString::fromStdString(lessonLoad.report());
        return 1;
    }
    lesson = *lessonLoad.lesson;
    return 0;
}
int readLessonSource(const QCommandLineParser &parser, TimelineExportOptions &options,
                     ExportSource &source)
{
    std::optional<Lesson> loaded;
    if (const int code = readLesson(parser.value(QStringLiteral("lesson")), loaded))
        return code;
    const Lesson &lesson = *loaded;
    source.scenario = lesson.scenario;
    if (!parser.isSet(QStringLiteral("step"))) {
        if (options.title.isEmpty())
            options.title = QString::fromStdString(lesson.title);
        return 0;
    }
    bool ok = false;
    const int step = parser.value(QStringLiteral("step")).toInt(&ok);
    if (!ok || step < 1 || step > static_cast<int>(lesson.steps.size())) {
        err() << CommandText::tr("inflight export: --step takes a step of the lesson, 1 to %1, "
                                 "not '%2'")
                     .arg(lesson.steps.size())
                     .arg(parser.value(QStringLiteral("step")))
              << '\n';
        return 2;
    }
    const LessonStep &chosen = lesson.steps[static_cast<std::size_t>(step - 1)];
    options.playheadMs = chosen.timeMs;
    options.highlights = chosen.highlights;
    // A step that shows its fix: the lesson's run above, the fixed run below.
    if (!chosen.compare.empty()) {
        Scenario fixed = lesson.scenario;
        if (const auto problem = applyParameters(fixed, chosen.compare)) {
            err() << CommandText::tr("inflight export: %1").arg(QString::fromStdString(*problem))
                  << '\n';
            return 1;
        }
        source.before = lesson.scenario;
        source.beforeName = CommandText::tr("the lesson's run");
        source.scenario = fixed;
        source.afterName = translated(describeWhatIfEdits(chosen.compare));
    }
    if (options.title.isEmpty())
        options.title = stepTitle(QString::fromStdString(lesson.title), step, chosen);
    return 0;
}

int readSessionSource(const QCommandLineParser &parser, TimelineExportOptions &options,
                      ExportSource &source)
{
    const QString file = parser.value(QStringLiteral("session"));
    const SessionLoad load = loadSession(file);
    if (!load.ok()) {
        err() << CommandText::tr("inflight export: %1").arg(load.error) << '\n';
        return 1;
    }
    const Session &session = *load.session;
    QString problem;
    const std::optional<SessionSource> start = sessionSource(session, &problem);
    if (!start) {
        err() << CommandText::tr("inflight export: %1: %2").arg(file, problem) << '\n';
        return 1;
    }
    problem.clear();
    source.scenario =
        editedScenario(start->scenario, session.edits, session.editsApplied, &problem);
    if (!problem.isEmpty())
        err() << CommandText::tr("inflight export: warning: %1: %2").arg(file, problem) << '\n';
    options.playheadMs = session.playheadMs;
    options.annotations = session.annotations;
    if (!parser.isSet(QStringLiteral("from")) && !parser.isSet(QStringLiteral("to")) &&
        session.viewToMs > session.viewFromMs) {
        options.fromSeconds = session.viewFromMs / 1000.0;
        options.toSeconds = session.viewToMs / 1000.0;
    }
    QString title = start->title;
    if (session.source == Session::Source::Lesson) {
        const LessonLoad lessonLoad = loadLessonFile(start->lessonPath.toStdString());
        const int step = session.lesson.position;
        if (lessonLoad.ok() && step >= 0 &&
            step < static_cast<int>(lessonLoad.lesson->steps.size())) {
            const LessonStep &chosen = lessonLoad.lesson->steps[static_cast<std::size_t>(step)];
            options.highlights = chosen.highlights;
            title = stepTitle(title, step + 1, chosen);
        }
    }
    if (options.title.isEmpty())
        options.title = title;
    source.file = file;
    source.sessionDigest = session.runDigest;
    source.sessionVersion = session.engineVersion;
    return 0;
}

int readScenarioSource(const QString &path, ExportSource &source)
{
    ScenarioLoad load = loadScenarioFile(path.toStdString());
    if (!load.ok()) {
        err() << QString::fromStdString(load.report());
        return 1;
    }
    // In the export's language (--lang, else the reader's) when the file has a translation.
    const std::vector<LessonProblem> translation = translateScenarioFile(
        *load.scenario, path.toStdString(), uiScenarioLanguage(path.toStdString()));
    if (!translation.empty()) {
        err() << QString::fromStdString(reportProblems(translation));
        return 1;
    }
    source.scenario = *load.scenario;
    source.file = path;
    return 0;
}

int readComparison(const QCommandLineParser &parser, ExportSource &source)
{
    const bool otherFile = parser.isSet(QStringLiteral("compare"));
    const QStringList edits = parser.values(QStringLiteral("compare-edit"));
    if (!otherFile && edits.isEmpty())
        return 0;
    if (source.before) {
        err() << CommandText::tr("inflight export: this lesson step shows its own comparison; "
                                 "leave out --compare and --compare-edit")
              << '\n';
        return 2;
    }
    if (otherFile && !edits.isEmpty()) {
        err() << CommandText::tr("inflight export: give --compare FILE or --compare-edit "
                                 "KEY=VALUE, not both")
              << '\n';
        return 2;
    }
    source.before = source.scenario;
    source.beforeName = sourceName(source, source.scenario);
    if (otherFile) {
        ExportSource other;
        if (const int code = readScenarioSource(parser.value(QStringLiteral("compare")), other))
            return code;
        source.scenario = other.scenario;
        source.afterName = sourceName(other, other.scenario);
        return 0;
    }
    std::vector<std::pair<WhatIf, double>> described;
    for (const QString &edit : edits) {
        const qsizetype equals = edit.indexOf(QLatin1Char('='));
        const std::optional<WhatIf> parameter =
            whatIfFromName(edit.left(std::max<qsizetype>(equals, 0)).toStdString());
        bool ok = false;
        const double value = equals > 0 ? edit.mid(equals + 1).toDouble(&ok) : 0;
        if (!parameter || !ok) {
            QStringList names;
            for (int i = 0; i < whatIfCount; ++i)
                names << QString::fromLatin1(whatIfName(static_cast<WhatIf>(i)));
            err() << CommandText::tr("inflight export: --compare-edit takes KEY=VALUE with a "
                                     "number, not '%1'; the keys are: %2")
                         .arg(edit, names.join(QStringLiteral(", ")))
                  << '\n';
            return 2;
        }
        if (const auto problem = setWhatIf(source.scenario, *parameter, value)) {
            err() << CommandText::tr("inflight export: --compare-edit %1: %2")
                         .arg(edit, QString::fromStdString(*problem))
                  << '\n';
            return 2;
        }
        described.emplace_back(*parameter, value);
    }
    source.afterName = translated(describeWhatIfEdits(described));
    return 0;
}

bool checkExportRun(const ExportSource &source, const Run &run,
                    const std::optional<std::uint64_t> &seed)
{
    if (!run.problems.empty()) {
        if (!source.file.isEmpty())
            err() << CommandText::tr("inflight export: %1:").arg(source.file) << '\n';
        err() << QString::fromStdString(run.summary());
        return false;
    }
    if (!source.sessionDigest.isEmpty() && !seed && !source.before && run.engine &&
        QString::fromStdString(run.engine->digest()) != source.sessionDigest)
        err() << (source.sessionVersion.isEmpty()
                      ? CommandText::tr("inflight export: warning: the session was saved by "
                                        "Inflight (unknown version), whose run of it was "
                                        "different; this is this version's run")
                      : CommandText::tr("inflight export: warning: the session was saved by "
                                        "Inflight %1, whose run of it was different; this is "
                                        "this version's run")
                            .arg(source.sessionVersion))
              << '\n';
    return true;
}

} // namespace inflight
