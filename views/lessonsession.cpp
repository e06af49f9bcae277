// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonsession.h"

#include "common/sentencetext.h"
#include "lessonloader.h"
#include "lessonprogress.h"
#include "scenariodocument.h"
#include "whatiftexts.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace inflight {

LessonSession::LessonSession(ScenarioDocument *document, LessonProgressStore *progress,
                             QObject *parent)
    : QObject(parent), m_document(document), m_progress(progress)
{
}

LessonSession::~LessonSession() = default;

bool LessonSession::openLesson(const QString &path, QString *error)
{
    LessonLoad load = loadLessonFile(path.toStdString());
    if (!load.ok()) {
        if (error)
            *error = QString::fromStdString(load.report(readerTranslator())).trimmed();
        return false;
    }
    m_lesson = std::make_unique<Lesson>(std::move(*load.lesson));
    m_state = {};
    const LessonProgress progress =
        m_progress ? m_progress->progress(m_lesson->id) : LessonProgress{};
    m_state.furthest = std::min(progress.furthest, lastPosition());
    m_state.solved = progress.solved;
    m_document->setScenario(m_lesson->scenario, path);
    emit lessonChanged();
    enter(-1);
    return true;
}

void LessonSession::closeLesson()
{
    m_lesson.reset();
    m_state = {};
    emit lessonChanged();
    askForComparison({});
}

int LessonSession::stepCount() const
{
    return m_lesson ? static_cast<int>(m_lesson->steps.size()) : 0;
}

int LessonSession::lastPosition() const
{
    if (!m_lesson)
        return -1;
    return m_lesson->challenge ? stepCount() : stepCount() - 1;
}

const LessonStep *LessonSession::currentStep() const
{
    if (!m_lesson || m_state.position < 0 || m_state.position >= stepCount())
        return nullptr;
    return &m_lesson->steps[static_cast<std::size_t>(m_state.position)];
}

bool LessonSession::isAnswered(int step) const
{
    return std::any_of(m_state.answers.begin(), m_state.answers.end(),
                       [step](const LessonAnswer &answer) { return answer.step == step; });
}

const LessonAnswer *LessonSession::lastAnswer(int step) const
{
    const auto given =
        std::find_if(m_state.answers.rbegin(), m_state.answers.rend(),
                     [step](const LessonAnswer &answer) { return answer.step == step; });
    return given == m_state.answers.rend() ? nullptr : &*given;
}

bool LessonSession::canGoOn() const
{
    const LessonStep *step = currentStep();
    return !step || !step->question || isAnswered(m_state.position);
}

bool LessonSession::isReachable(int position) const
{
    return m_lesson && (!m_lesson->lockSteps || position <= m_state.furthest + 1);
}

void LessonSession::next()
{
    if (!m_lesson || !canGoOn() || m_state.position >= lastPosition())
        return;
    enter(m_state.position + 1);
}

void LessonSession::back()
{
    if (!m_lesson || m_state.position <= -1)
        return;
    enter(m_state.position - 1);
}

void LessonSession::goTo(int position)
{
    if (!m_lesson)
        return;
    position = std::clamp(position, -1, lastPosition());
    // A locked lesson is seen in order: no step past the furthest one reached.
    if (m_lesson->lockSteps && position > m_state.furthest + (canGoOn() ? 1 : 0))
        return;
    enter(position);
}

void LessonSession::enter(int position)
{
    m_state.position = position;
    m_state.furthest = std::max(m_state.furthest, position);
    emit positionChanged(position);
    askForComparison(comparisonAt(position));
    saveProgress();
}

std::vector<std::pair<WhatIf, double>> LessonSession::comparisonAt(int position) const
{
    if (!m_lesson || position < 0 || position >= stepCount())
        return {};
    return m_lesson->steps[static_cast<std::size_t>(position)].compare;
}

void LessonSession::askForComparison(const std::vector<std::pair<WhatIf, double>> &edits)
{
    if (edits == m_comparing)
        return;
    m_comparing = edits;
    emit stepComparisonChanged(edits);
}

std::optional<AnswerCheck> LessonSession::answer(const QString &given)
{
    const LessonStep *step = currentStep();
    if (!step || !step->question || isAnswered(m_state.position))
        return std::nullopt;
    const Question &question = *step->question;
    AnswerCheck result;
    QString kept;
    if (question.kind == Question::Kind::Number) {
        bool ok = false;
        const double value = QLocale().toDouble(given, &ok);
        const double number = ok ? value : given.toDouble(&ok);
        if (!ok)
            return std::nullopt;
        result = checkNumber(question, number);
        kept = given.trimmed();
    } else {
        bool ok = false;
        const int choice = given.trimmed().toInt(&ok);
        if (!ok || choice < 1 || choice > static_cast<int>(question.choices.size()))
            return std::nullopt;
        result = checkChoice(question, static_cast<std::size_t>(choice - 1));
        kept = QString::number(choice);
    }
    m_state.answers.push_back({m_state.position, kept, result.right});
    emit answered(m_state.position, result);
    emit stateChanged();
    return result;
}

std::optional<ChallengeReport> LessonSession::check()
{
    if (!m_lesson || !m_lesson->challenge || !m_document->run())
        return std::nullopt;
    const Challenge &challenge = *m_lesson->challenge;
    const ChallengeReport report = evaluateChallenge(challenge, *m_document->run());
    // The parameters as the student set them, for people ("Visibility timeout: 120 s").
    QStringList parameters;
    for (WhatIf parameter : challenge.parameters) {
        if (whatIfApplies(m_document->scenario(), parameter))
            parameters << tr("%1: %2").arg(
                translated(whatIfLabelSentence(parameter)),
                translated(
                    describeWhatIf(parameter, whatIfValue(m_document->scenario(), parameter))));
    }
    QStringList lines;
    for (const ConditionResult &condition : report.conditions)
        lines << QString::fromStdString(condition.text);
    m_state.attempts.push_back(
        {parameters.join(QStringLiteral("; ")), report.passed, lines.join(QLatin1Char('\n'))});
    if (report.passed && !m_state.solved) {
        m_state.solved = true;
        saveProgress();
    }
    emit checked(report);
    emit stateChanged();
    return report;
}

void LessonSession::showHint()
{
    if (!m_lesson || !m_lesson->challenge)
        return;
    if (m_state.hintsShown >= static_cast<int>(m_lesson->challenge->hints.size()))
        return;
    ++m_state.hintsShown;
    emit stateChanged();
    emit hintShown(m_state.hintsShown);
}

void LessonSession::showSolution()
{
    if (!m_lesson || !m_lesson->challenge)
        return;
    for (const auto &[parameter, value] : m_lesson->challenge->solution)
        m_document->setWhatIf(parameter, value);
    check();
}

LessonState LessonSession::state() const
{
    return m_lesson ? m_state : LessonState{};
}

void LessonSession::restoreState(const LessonState &state)
{
    if (!m_lesson)
        return;
    m_state.answers.clear();
    for (const LessonAnswer &answer : state.answers) {
        // Answers to steps the lesson no longer has (a newer version) are dropped.
        if (answer.step >= 0 && answer.step < stepCount())
            m_state.answers.push_back(answer);
    }
    m_state.attempts = state.attempts;
    m_state.furthest = std::max(m_state.furthest, std::min(state.furthest, lastPosition()));
    const int hints = m_lesson->challenge ? static_cast<int>(m_lesson->challenge->hints.size()) : 0;
    m_state.hintsShown = std::clamp(state.hintsShown, 0, hints);
    m_state.solved = m_state.solved || state.solved;
    m_state.position = std::clamp(state.position, -1, lastPosition());
    m_state.furthest = std::max(m_state.furthest, m_state.position);
    emit restored();
    askForComparison(comparisonAt(m_state.position));
    saveProgress();
}

void LessonSession::saveProgress() const
{
    if (m_lesson && m_progress)
        m_progress->record(m_lesson->id, {m_state.furthest, lastPosition() + 1, m_state.solved});
}

} // namespace inflight
