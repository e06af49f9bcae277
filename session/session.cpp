// SPDX-License-Identifier: GPL-3.0-or-later
#include "session.h"

#include "lessonloader.h"
#include "scenarioloader.h"
#include "scenariotranslation.h"
#include "whatiftexts.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>

namespace inflight {

namespace {

/// A sentence of the engine's table in the reader's language, as the views translate them
/// (views/common/sentencetext.h, which this library does not link).
QString translatedSentence(const Sentence &sentence)
{
    const Translator reader(
        [](const char *context, const char *source, int count) {
            return QCoreApplication::translate(context, source, nullptr, count).toStdString();
        },
        QLocale().decimalPoint().toStdString());
    return QString::fromStdString(fillSentence(sentence, reader));
}

/// The session's sentences, in the "Session" context of the session files' sentences.
struct SessionText {
    Q_DECLARE_TR_FUNCTIONS(Session)
};

} // namespace

QString installedLessonPath(const QString &idOrNumber)
{
    // The lesson in the reader's language: a session keeps the lesson's id, not its language.
    const std::string directory = defaultLessonDirectory();
    for (const LessonEntry &entry : listLessons(directory, uiLessonLanguage(directory))) {
        if (QString::fromStdString(entry.id) == idOrNumber ||
            QString::number(entry.number) == idOrNumber)
            return QString::fromStdString(entry.path);
    }
    return {};
}

std::optional<SessionSource> sessionSource(const Session &session, QString *error)
{
    SessionSource source;
    if (session.source == Session::Source::Lesson) {
        source.lessonPath = installedLessonPath(session.lessonId);
        if (source.lessonPath.isEmpty()) {
            if (error)
                *error = SessionText::tr(
                             "The session is of the lesson \"%1\", which is not installed here.")
                             .arg(session.lessonId);
            return std::nullopt;
        }
        const LessonLoad load = loadLessonFile(source.lessonPath.toStdString());
        if (!load.ok()) {
            if (error)
                *error = QString::fromStdString(load.report()).trimmed();
            return std::nullopt;
        }
        source.scenario = load.lesson->scenario;
        source.lessonVersion = load.lesson->version;
        source.title = QString::fromStdString(load.lesson->title);
        return source;
    }
    if (session.source == Session::Source::Recording) {
        // Replayed when the session is applied; a recording has no scenario of its own.
        source.title = SessionText::tr("Live SQS clients");
        return source;
    }
    // The scenario's own name for its problems: where it was opened from, said to be the
    // session's copy.
    const QString name =
        session.scenarioPath.isEmpty()
            ? SessionText::tr("the session's scenario")
            : SessionText::tr("the session's copy of %1").arg(session.scenarioPath);
    const ScenarioLoad load =
        loadScenarioText(session.scenarioText.toStdString(), name.toStdString());
    if (!load.ok()) {
        if (error)
            *error = QString::fromStdString(load.report()).trimmed();
        return std::nullopt;
    }
    source.scenario = *load.scenario;
    // The session keeps the English file's text; its texts in the reader's language come from the
    // translation beside the file it was opened from, when there is one. A translation with a
    // problem leaves them English (the window says why when it opens the file).
    if (!session.scenarioPath.isEmpty()) {
        const std::string path = session.scenarioPath.toStdString();
        translateScenarioFile(source.scenario, path, uiScenarioLanguage(path));
    }
    source.title = QString::fromStdString(source.scenario.title.empty() ? source.scenario.name
                                                                        : source.scenario.title);
    return source;
}

Scenario editedScenario(Scenario scenario, const std::vector<SessionEdit> &edits, int applied,
                        QString *error)
{
    const auto count = static_cast<std::size_t>(std::clamp<int>(applied, 0, int(edits.size())));
    for (std::size_t i = 0; i < count; ++i) {
        if (auto refusal = whatIfRefusal(scenario, edits[i].parameter, edits[i].value)) {
            if (error)
                *error = QCoreApplication::translate("Session", "Edit %1 (%2) cannot be made: %3")
                             .arg(i + 1)
                             .arg(translatedSentence(whatIfLabelSentence(edits[i].parameter)),
                                  translatedSentence(*refusal));
            break;
        }
        setWhatIf(scenario, edits[i].parameter, edits[i].value);
    }
    return scenario;
}

std::optional<Scenario> comparedScenario(const SessionComparison &comparison, QString *error)
{
    Session session;
    session.source =
        comparison.lessonId.isEmpty() ? Session::Source::Scenario : Session::Source::Lesson;
    session.lessonId = comparison.lessonId;
    session.scenarioText = comparison.scenarioText;
    session.scenarioPath = comparison.name;
    const std::optional<SessionSource> source = sessionSource(session, error);
    if (!source)
        return std::nullopt;
    QString problem;
    Scenario scenario = editedScenario(source->scenario, comparison.edits,
                                       static_cast<int>(comparison.edits.size()), &problem);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    return scenario;
}

} // namespace inflight
