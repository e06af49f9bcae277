// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonrunchecks.h"

#include "runcomparison.h"
#include "runtimeline.h"
#include "suggest.h"

#include <algorithm>
#include <cmath>

namespace inflight::content {

namespace {

/// "t=12.5": a moment as the timeline writes it.
Sentence timeText(TimeMs time)
{
    return Sentence::decimalNumber("t=" + formatSeconds(time));
}

/// Why a pinned event is not in the run, and the events of its kind (and message, when it names
/// one) that the run does have.
Sentence eventsLike(const Run &run, const EventPin &pin)
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
        const Sentence by = text(run.log().actorName(e.actor));
        const Sentence item =
            e.message != noMessage && pin.message.empty()
                ? say(QT_TRANSLATE_NOOP("LoaderText", "%1 by %2 at %3"),
                      {text(messageLabel(e.message)), by, timeText(e.time)})
                : say(QT_TRANSLATE_NOOP("LoaderText", "by %1 at %2"), {by, timeText(e.time)});
        // The list is names and times; only its separator is code.
        if (shown)
            list += ", ";
        list += fillSentence(item);
        ++shown;
    }
    Sentence what = text(eventKindName(pin.kind));
    if (pin.action)
        what = say(QT_TRANSLATE_NOOP("LoaderText", "%1 %2"), {what, text(actionName(*pin.action))});
    if (!pin.message.empty())
        what = say(QT_TRANSLATE_NOOP("LoaderText", "%1 of %2"), {what, text(pin.message)});
    if (total == 0)
        return say(QT_TRANSLATE_NOOP("LoaderText", "the run has no %1 at all"), {what});
    return say(QT_TRANSLATE_NOOP("LoaderText", "the run has no %1 (%2 in the run: %3)"),
               {pinSentence(pin), what, text(total > 5 ? list + ", ..." : list)});
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

/// The names a highlight may use, briefly: "m1 to m12", "a, b", "none".
Sentence rangeOf(const std::vector<std::string> &list)
{
    if (list.empty())
        return say(QT_TRANSLATE_NOOP("LoaderText", "none"));
    if (list.size() <= 3)
        return text(commaList(list));
    return say(QT_TRANSLATE_NOOP("LoaderText", "%1 to %2"),
               {text(list.front()), text(list.back())});
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
                m_problems.add(
                    *source.node, source.path,
                    say(QT_TRANSLATE_NOOP("LoaderText", "at %1, before steps[%2] (%3): steps go "
                                                        "forward in time"),
                        {timeText(step.timeMs), text(std::to_string(previousIndex)),
                         timeText(previous)}));
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
        m_problems.add(*source.compare, source.comparePath, text(*reason));
        return;
    }
    const Run compared = simulate(edited);
    if (!compared.problems.empty()) {
        m_problems.add(*source.compare, source.comparePath,
                       say(QT_TRANSLATE_NOOP("LoaderText", "the compared run cannot start: %1"),
                           {text(compared.problems.front())}));
        return;
    }
    if (!firstDivergence(m_run, compared))
        m_problems.add(
            *source.compare, source.comparePath,
            say(QT_TRANSLATE_NOOP(
                "LoaderText", "the compared run does the same things at the same moments as the "
                              "lesson's: there is nothing to compare")));
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
                       say(QT_TRANSLATE_NOOP("LoaderText", "%1 is past the end of the run (%2)"),
                           {timeText(*step.atMs), timeText(end)}));
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
                m_problems.add(
                    *mark.node, mark.path,
                    say(QT_TRANSLATE_NOOP("LoaderText", "the span ends at %1, after the end of the "
                                                        "run (%2)"),
                        {timeText(highlight.toMs), timeText(end)}));
        } else if (const auto kind = highlightKind(m_names, mark.name)) {
            highlight.kind = *kind;
            highlight.name = mark.name;
        } else {
            std::vector<std::string> all = m_names.messages;
            for (const auto *list :
                 {&m_names.workers, &m_names.lanes, &m_names.keys, &m_names.queues})
                all.insert(all.end(), list->begin(), list->end());
            const std::string suggestion = closestName(mark.name, all);
            const std::vector<Sentence> names = {
                text(mark.name),       rangeOf(m_names.messages), rangeOf(m_names.workers),
                rangeOf(m_names.keys), rangeOf(m_names.queues),   text(suggestion)};
            m_problems.add(*mark.node, mark.path,
                           suggestion.empty()
                               ? say(QT_TRANSLATE_NOOP("LoaderText",
                                                       "\"%1\" names nothing in the run: "
                                                       "messages %2; workers %3; keys %4; queues "
                                                       "%5; lanes effects"),
                                     names)
                               : say(QT_TRANSLATE_NOOP("LoaderText",
                                                       "\"%1\" names nothing in the run (did you "
                                                       "mean \"%6\"?): messages %2; workers %3; "
                                                       "keys %4; queues %5; lanes effects"),
                                     names));
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
        m_problems.add(*source.query, source.questionPath + ".query", result.reason);
    } else if (std::fabs(*result.value - step.question->answer) > 1e-9) {
        m_problems.add(*source.answer, source.questionPath + ".answer",
                       say(QT_TRANSLATE_NOOP("LoaderText", "%1 disagrees with the run: %2 is %3"),
                           {number(step.question->answer), querySentence(step.question->query),
                            number(*result.value)}));
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
                       say(QT_TRANSLATE_NOOP(
                           "LoaderText",
                           "already passes in its starting state (every condition holds): there is "
                           "nothing for the student to fix")));
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
                           result.reason);
            applies = false;
        }
    }
    for (const WhatIf parameter : challenge.parameters) {
        if (!whatIfApplies(scenario, parameter)) {
            m_problems.add(
                *source.node->find("parameters"), "challenge.parameters",
                say(QT_TRANSLATE_NOOP("LoaderText", "%1 does not apply to this scenario (%2)"),
                    {text(whatIfName(parameter)), text(whatIfLabel(parameter))}));
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
        m_problems.add(*source.solution, "challenge.solution", text(*reason));
        return;
    }
    const Run solvedRun = simulate(solved);
    const ChallengeReport report = evaluateChallenge(challenge, solvedRun);
    if (report.passed)
        return;
    // What fails, each part in its own words, joined as one list.
    std::vector<Sentence> failed;
    for (const std::string &p : report.runProblems)
        failed.push_back(runCannotStart(p));
    for (const ConditionResult &c : report.conditions) {
        if (!c.passed)
            failed.push_back(c.sentence);
    }
    Sentence list = failed.empty() ? text("") : failed.front();
    for (std::size_t i = 1; i < failed.size(); ++i)
        list = say(QT_TRANSLATE_NOOP("LoaderText", "%1; %2"), {list, failed[i]});
    m_problems.add(
        *source.solution, "challenge.solution",
        say(QT_TRANSLATE_NOOP("LoaderText", "the reference solution does not pass: %1"), {list}));
}

} // namespace inflight::content
