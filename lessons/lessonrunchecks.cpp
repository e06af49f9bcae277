// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonrunchecks.h"

#include "runcomparison.h"
#include "runtimeline.h"
#include "suggest.h"

#include <algorithm>
#include <cmath>

namespace inflight::content {

namespace {

std::string timeText(TimeMs time)
{
    return "t=" + formatSeconds(time);
}

/// Why a pinned event is not in the run, and the events of its kind (and message, when it names
/// one) that the run does have.
std::string eventsLike(const Run &run, const EventPin &pin)
{
    EventPin like;
    like.kind = pin.kind;
    like.message = pin.message;
    like.action = pin.action;
    std::string list;
    int shown = 0;
    std::uint64_t total = 0;
    for (std::uint64_t i = 0; i < run.log().size(); ++i) {
        if (!eventMatches(run, i, like))
            continue;
        ++total;
        if (shown == 5)
            continue;
        const Event &e = run.log()[i];
        std::string item;
        if (e.message != noMessage && pin.message.empty())
            item += messageLabel(e.message) + " ";
        item += "by " + run.log().actorName(e.actor) + " at " + timeText(e.time);
        list += (shown ? ", " : "") + item;
        ++shown;
    }
    // Appended piece by piece: GCC 12 at -O3 reports a false -Wrestrict inside operator+ for a
    // literal plus a temporary string.
    std::string what(eventKindName(pin.kind));
    if (pin.action)
        what.append(" ").append(actionName(*pin.action));
    if (!pin.message.empty())
        what.append(" of ").append(pin.message);
    if (total == 0)
        return "the run has no " + what + " at all";
    return "the run has no " + describePin(pin) + " (" + what + " in the run: " + list +
           (total > 5 ? ", ..." : "") + ")";
}

RunNames runNames(const Run &run)
{
    RunNames names;
    for (MessageNumber n = 1; n <= run.engine->messageCount(); ++n)
        names.messages.push_back(messageLabel(n));
    const RunTimeline timeline(run);
    for (const WorkerTrack &w : timeline.workers())
        names.workers.push_back(w.name);
    for (std::uint32_t k = 0; k < run.ledger.keyCount(); ++k)
        names.keys.push_back(run.ledger.key(k));
    for (const QueueSpec &q : run.scenario.queues)
        names.queues.push_back(q.name);
    return names;
}

std::optional<Highlight::Kind> highlightKind(const RunNames &names, const std::string &name)
{
    auto has = [&](const std::vector<std::string> &list) {
        return std::find(list.begin(), list.end(), name) != list.end();
    };
    if (has(names.messages))
        return Highlight::Kind::Message;
    if (has(names.workers))
        return Highlight::Kind::Worker;
    if (has(names.lanes))
        return Highlight::Kind::Lane;
    if (has(names.keys))
        return Highlight::Kind::Key;
    if (has(names.queues))
        return Highlight::Kind::Queue;
    return std::nullopt;
}

std::string rangeOf(const std::vector<std::string> &list)
{
    if (list.empty())
        return "none";
    if (list.size() <= 3)
        return commaList(list);
    return list.front() + " to " + list.back();
}

} // namespace

LessonRunChecks::LessonRunChecks(const Run &run, Problems &problems)
    : m_run(run), m_problems(problems), m_names(runNames(run))
{
}

void LessonRunChecks::checkSteps(std::vector<std::optional<LessonStep>> &steps,
                                 const std::vector<StepSource> &sources)
{
    // The last step placed on the run's time, and its index.
    TimeMs previous = 0;
    std::size_t previousIndex = 0;
    bool havePrevious = false;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const StepSource &source = sources[i];
        if (!steps[i] || !source.ok)
            continue;
        LessonStep &step = *steps[i];
        if (placeStep(step, source)) {
            if (havePrevious && step.timeMs < previous)
                m_problems.add(*source.node, source.path,
                               "at " + timeText(step.timeMs) + ", before steps[" +
                                   std::to_string(previousIndex) + "] (" + timeText(previous) +
                                   "): steps go forward in time");
            previous = step.timeMs;
            previousIndex = i;
            havePrevious = true;
        }
        resolveHighlights(step, source);
        checkAnswer(step, source);
        checkComparison(step, source);
    }
}

/// A step's comparison can be made on the lesson's scenario, runs, and shows a run that differs
/// from the lesson's own (a comparison of two equal runs teaches nothing).
void LessonRunChecks::checkComparison(const LessonStep &step, const StepSource &source)
{
    if (step.compare.empty() || !source.compare)
        return;
    Scenario edited = m_run.scenario;
    if (auto reason = applyParameters(edited, step.compare)) {
        m_problems.add(*source.compare, source.comparePath, *reason);
        return;
    }
    const Run compared = simulate(edited);
    if (!compared.problems.empty()) {
        m_problems.add(*source.compare, source.comparePath,
                       "the compared run cannot start: " + compared.problems.front());
        return;
    }
    if (!firstDivergence(m_run, compared))
        m_problems.add(*source.compare, source.comparePath,
                       "the compared run does the same things at the same moments as the "
                       "lesson's: there is nothing to compare");
}

/// Sets the step's time from its pinned time or event; false when the run has no such moment.
bool LessonRunChecks::placeStep(LessonStep &step, const StepSource &source)
{
    const TimeMs end = m_run.endMs;
    if (step.atMs) {
        step.timeMs = *step.atMs;
        if (*step.atMs <= end)
            return true;
        m_problems.add(*source.at, source.path + ".at",
                       timeText(*step.atMs) + " is past the end of the run (" + timeText(end) +
                           ")");
        return false;
    }
    if (const auto sequence = findEvent(m_run, *step.event)) {
        step.timeMs = m_run.log()[*sequence].time;
        return true;
    }
    m_problems.add(*source.event, source.path + ".event", eventsLike(m_run, *step.event));
    return false;
}

void LessonRunChecks::resolveHighlights(LessonStep &step, const StepSource &source)
{
    const TimeMs end = m_run.endMs;
    for (const StepSource::Mark &mark : source.marks) {
        Highlight highlight;
        if (mark.span) {
            highlight.kind = Highlight::Kind::Span;
            highlight.fromMs = mark.span->first;
            highlight.toMs = mark.span->second;
            if (highlight.toMs > end)
                m_problems.add(*mark.node, mark.path,
                               "the span ends at " + timeText(highlight.toMs) +
                                   ", after the end of the run (" + timeText(end) + ")");
        } else if (const auto kind = highlightKind(m_names, mark.name)) {
            highlight.kind = *kind;
            highlight.name = mark.name;
        } else {
            std::vector<std::string> all = m_names.messages;
            for (const auto *list :
                 {&m_names.workers, &m_names.lanes, &m_names.keys, &m_names.queues})
                all.insert(all.end(), list->begin(), list->end());
            const std::string suggestion = closestName(mark.name, all);
            m_problems.add(
                *mark.node, mark.path,
                "\"" + mark.name + "\" names nothing in the run" +
                    (suggestion.empty() ? "" : " (did you mean \"" + suggestion + "\"?)") +
                    ": messages " + rangeOf(m_names.messages) + "; workers " +
                    rangeOf(m_names.workers) + "; keys " + rangeOf(m_names.keys) + "; queues " +
                    rangeOf(m_names.queues) + "; lanes effects");
            continue;
        }
        step.highlights.push_back(std::move(highlight));
    }
}

/// A numeric question's answer is what its query computes on the run.
void LessonRunChecks::checkAnswer(const LessonStep &step, const StepSource &source)
{
    if (!step.question || step.question->kind != Question::Kind::Number)
        return;
    const QueryResult result = evaluateQuery(m_run, step.question->query);
    if (!result.value) {
        m_problems.add(*source.query, source.questionPath + ".query", result.error);
    } else if (std::fabs(*result.value - step.question->answer) > 1e-9) {
        m_problems.add(*source.answer, source.questionPath + ".answer",
                       numberText(step.question->answer) +
                           " disagrees with the run: " + describeQuery(step.question->query) +
                           " is " + numberText(*result.value));
    }
}

void LessonRunChecks::checkChallenge(const Challenge &challenge, const ChallengeSource &source,
                                     const Scenario &scenario)
{
    if (!challengeApplies(challenge, source, scenario))
        return;
    // The challenge must fail as given and pass with its reference solution.
    const ChallengeReport start = evaluateChallenge(challenge, m_run);
    if (start.passed)
        m_problems.add(*source.node, "challenge",
                       "already passes in its starting state (every condition holds): there is "
                       "nothing for the student to fix");
    checkSolution(challenge, source, scenario);
}

/// Every condition's query can be answered on this run and every parameter applies to this
/// scenario.
bool LessonRunChecks::challengeApplies(const Challenge &challenge, const ChallengeSource &source,
                                       const Scenario &scenario)
{
    bool applies = true;
    for (std::size_t i = 0; i < challenge.success.size(); ++i) {
        const QueryResult result = evaluateQuery(m_run, challenge.success[i].query);
        if (!result.value) {
            m_problems.add(*source.conditions[i], "challenge.success[" + std::to_string(i) + "]",
                           result.error);
            applies = false;
        }
    }
    for (const WhatIf parameter : challenge.parameters) {
        if (!whatIfApplies(scenario, parameter)) {
            m_problems.add(*source.node->find("parameters"), "challenge.parameters",
                           std::string(whatIfName(parameter)) +
                               " does not apply to this scenario (" + whatIfLabel(parameter) + ")");
            applies = false;
        }
    }
    return applies;
}

/// The scenario with the reference solution's values runs and passes every condition.
void LessonRunChecks::checkSolution(const Challenge &challenge, const ChallengeSource &source,
                                    const Scenario &scenario)
{
    Scenario solved = scenario;
    if (auto reason = applyParameters(solved, challenge.solution)) {
        m_problems.add(*source.solution, "challenge.solution", *reason);
        return;
    }
    const Run solvedRun = simulate(solved);
    const ChallengeReport report = evaluateChallenge(challenge, solvedRun);
    if (report.passed)
        return;
    std::string failed;
    for (const std::string &p : report.runProblems)
        failed += (failed.empty() ? "" : "; ") + ("the run cannot start: " + p);
    for (const ConditionResult &c : report.conditions) {
        if (!c.passed)
            failed += (failed.empty() ? "" : "; ") + c.text.substr(7);
    }
    m_problems.add(*source.solution, "challenge.solution",
                   "the reference solution does not pass: " + failed);
}

} // namespace inflight::content
