// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson.h"

#include "contentreader.h"
#include "events.h"

#include <array>
#include <cmath>

namespace inflight {

namespace {

// What lessons say about a run (pins, queries, challenge conditions), marked in the
// translation context "LessonText".
Sentence say(const char *source, std::vector<Sentence> args = {})
{
    return Sentence::say("LessonText", source, std::move(args));
}

Sentence text(std::string_view literal)
{
    return Sentence::text(std::string(literal));
}

/// "2nd": which of the pinned events.
Sentence ordinal(int n)
{
    const Sentence digits = text(std::to_string(n));
    const int lastTwo = n % 100;
    if (lastTwo >= 11 && lastTwo <= 13)
        return say(QT_TRANSLATE_NOOP("LessonText", "%1th"), {digits});
    switch (n % 10) {
    case 1:
        return say(QT_TRANSLATE_NOOP("LessonText", "%1st"), {digits});
    case 2:
        return say(QT_TRANSLATE_NOOP("LessonText", "%1nd"), {digits});
    case 3:
        return say(QT_TRANSLATE_NOOP("LessonText", "%1rd"), {digits});
    default:
        return say(QT_TRANSLATE_NOOP("LessonText", "%1th"), {digits});
    }
}

std::string seconds(double value)
{
    return content::numberText(value);
}

/// "m12" as a message number, or noMessage.
MessageNumber parseLabel(const std::string &label)
{
    if (label.size() < 2 || label[0] != 'm')
        return noMessage;
    std::uint64_t n = 0;
    for (std::size_t i = 1; i < label.size(); ++i) {
        if (label[i] < '0' || label[i] > '9' || n > 100000000)
            return noMessage;
        n = n * 10 + static_cast<std::uint64_t>(label[i] - '0');
    }
    return static_cast<MessageNumber>(n);
}

/// "MessageReceived of m1 by worker-2": the event kind (and API action), then each property the
/// pin gives, one phrase around the last.
Sentence pinText(const EventPin &pin)
{
    Sentence s = text(eventKindName(pin.kind));
    if (pin.action)
        s = say(QT_TRANSLATE_NOOP("LessonText", "%1 %2"), {s, text(actionName(*pin.action))});
    if (pin.error)
        s = *pin.error == ErrorCode::None
                ? say(QT_TRANSLATE_NOOP("LessonText", "%1 that succeeded"), {s})
                : say(QT_TRANSLATE_NOOP("LessonText", "%1 answered %2"),
                      {s, text(codeName(*pin.error))});
    if (!pin.message.empty())
        s = say(QT_TRANSLATE_NOOP("LessonText", "%1 of %2"), {s, text(pin.message)});
    if (!pin.handle.empty())
        s = say(QT_TRANSLATE_NOOP("LessonText", "%1 with %2"), {s, text(pin.handle)});
    if (!pin.actor.empty())
        s = say(QT_TRANSLATE_NOOP("LessonText", "%1 by %2"), {s, text(pin.actor)});
    if (!pin.queue.empty())
        s = say(QT_TRANSLATE_NOOP("LessonText", "%1 on %2"), {s, text(pin.queue)});
    return s;
}

/// A count of the run's metrics, as a metric's value.
template<std::uint64_t RunMetrics::*field> double countOf(const Run &run)
{
    return static_cast<double>(run.metrics.*field);
}

/// A percentile of the time from a key's send to its first effect, in seconds.
template<TimeMs LatencyPercentiles::*field> double sendToEffect(const Run &run)
{
    return static_cast<double>(run.metrics.sendToEffect.*field) / 1000.0;
}

/// Deletes that answered 200 and deleted nothing because the handle was not the latest.
double staleDeletes(const Run &run)
{
    std::uint64_t count = 0;
    for (std::uint64_t i = 0; i < run.log().size(); ++i) {
        const Event &e = run.log()[i];
        count += e.kind == EventKind::DeleteIgnored && isStaleDelete(e);
    }
    return static_cast<double>(count);
}

double runEnd(const Run &run)
{
    return static_cast<double>(run.endMs) / 1000.0;
}

/// A metric a query or a challenge condition may name, and how to read it off a run (times in
/// seconds): most are the run's metrics; staleDeletes and runEnd are read off its log and its end.
struct Metric {
    const char *name;
    double (*value)(const Run &run);
};

// The one list of metrics: metricNames() and the lookup both come from it.
constexpr std::array metrics = {
    Metric{"messagesSent", countOf<&RunMetrics::messagesSent>},
    Metric{"keys", countOf<&RunMetrics::keys>},
    Metric{"keysEffected", countOf<&RunMetrics::keysEffected>},
    Metric{"effects", countOf<&RunMetrics::effects>},
    Metric{"duplicateEffects", countOf<&RunMetrics::duplicateEffects>},
    Metric{"keysEffectedMoreThanOnce", countOf<&RunMetrics::keysEffectedMoreThanOnce>},
    Metric{"lost", countOf<&RunMetrics::lost>},
    Metric{"deadLetterArrivals", countOf<&RunMetrics::deadLetterArrivals>},
    Metric{"receives", countOf<&RunMetrics::receives>},
    Metric{"emptyReceives", countOf<&RunMetrics::emptyReceives>},
    Metric{"apiCalls", countOf<&RunMetrics::apiCalls>},
    Metric{"billedRequests", countOf<&RunMetrics::billedRequests>},
    Metric{"sendToEffectP50", sendToEffect<&LatencyPercentiles::p50>},
    Metric{"sendToEffectP90", sendToEffect<&LatencyPercentiles::p90>},
    Metric{"sendToEffectP99", sendToEffect<&LatencyPercentiles::p99>},
    Metric{"sendToEffectMax", sendToEffect<&LatencyPercentiles::max>},
    Metric{"staleDeletes", staleDeletes},
    Metric{"runEnd", runEnd},
};

} // namespace

std::optional<double> metricValue(const Run &run, const std::string &name)
{
    for (const Metric &metric : metrics) {
        if (name == metric.name)
            return metric.value(run);
    }
    return std::nullopt;
}

namespace {

/// What a condition wants: "0", "at most 30", "at least runEnd, which is 90".
Sentence wantedText(const ChallengeCondition &c, Sentence value)
{
    switch (c.compare) {
    case ChallengeCondition::Compare::Equals:
        break;
    case ChallengeCondition::Compare::AtMost:
        return say(QT_TRANSLATE_NOOP("LessonText", "at most %1"), {std::move(value)});
    case ChallengeCondition::Compare::AtLeast:
        return say(QT_TRANSLATE_NOOP("LessonText", "at least %1"), {std::move(value)});
    }
    return value;
}

/// A condition's result for people: "every order charged once: duplicateEffects is 2 (wanted
/// 0)", without the terminal's "[ok]" or "[fail]".
Sentence conditionSentence(const ChallengeCondition &c, const ConditionResult &r,
                           const QueryResult &actual, Sentence wanted)
{
    Sentence value = r.actual
                         ? text(seconds(*r.actual))
                         : say(QT_TRANSLATE_NOOP("LessonText", "unknown (%1)"), {actual.reason});
    if (c.label.empty())
        return say(QT_TRANSLATE_NOOP("LessonText", "%1 is %2 (wanted %3)"),
                   {querySentence(c.query), std::move(value), wantedText(c, std::move(wanted))});
    return say(QT_TRANSLATE_NOOP("LessonText", "%1: %2 is %3 (wanted %4)"),
               {text(c.label), querySentence(c.query), std::move(value),
                wantedText(c, std::move(wanted))});
}

/// A line of the terminal's challenge report, marked as it reads in a column.
Sentence okLine(Sentence line)
{
    return say(QT_TRANSLATE_NOOP("LessonText", "[ok]   %1"), {std::move(line)});
}

Sentence failLine(Sentence line)
{
    return say(QT_TRANSLATE_NOOP("LessonText", "[fail] %1"), {std::move(line)});
}

/// A source's title as Markdown link text: the characters Markdown would read as markup are
/// escaped, so that a title such as "[Lambda] retries" stays text.
std::string markdownText(const std::string &text)
{
    std::string out;
    for (const char c : text) {
        if (c == '[' || c == ']' || c == '\\' || c == '*' || c == '_' || c == '`')
            out += '\\';
        out += c;
    }
    return out;
}

/// A URL as a Markdown link destination: parentheses would end it early.
std::string markdownUrl(const std::string &url)
{
    std::string out;
    for (const char c : url) {
        if (c == '(')
            out += "%28";
        else if (c == ')')
            out += "%29";
        else
            out += c;
    }
    return out;
}

} // namespace

const char *levelName(LessonLevel level)
{
    switch (level) {
    case LessonLevel::Beginner:
        return "beginner";
    case LessonLevel::Intermediate:
        return "intermediate";
    case LessonLevel::Advanced:
        return "advanced";
    }
    return "";
}

std::string sourcesMarkdown(const std::vector<LessonSource> &sources,
                            const std::vector<LessonStep> &steps, Translator translate)
{
    if (sources.empty())
        return {};
    std::string out =
        fillSentence(say(QT_TRANSLATE_NOOP("LessonText", "### Sources")), translate) + "\n";
    for (const LessonSource &source : sources) {
        out += "\n- [" + markdownText(source.title) + "](" + markdownUrl(source.url) + ")";
        // The player numbers its steps from 1; a source names the steps it backs the same way.
        std::vector<std::string> numbers;
        for (const std::string &id : source.steps) {
            for (std::size_t i = 0; i < steps.size(); ++i) {
                if (steps[i].id == id)
                    numbers.push_back(std::to_string(i + 1));
            }
        }
        if (numbers.size() == 1)
            out += fillSentence(
                say(QT_TRANSLATE_NOOP("LessonText", " (step %1)"), {text(numbers.front())}),
                translate);
        else if (!numbers.empty())
            out += fillSentence(say(QT_TRANSLATE_NOOP("LessonText", " (steps %1)"),
                                    {text(content::commaList(numbers))}),
                                translate);
    }
    return out;
}

const std::vector<std::string> &metricNames()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out;
        for (const Metric &metric : metrics)
            out.emplace_back(metric.name);
        return out;
    }();
    return names;
}

Sentence pinSentence(const EventPin &pin)
{
    if (pin.nth <= 1)
        return pinText(pin);
    return say(QT_TRANSLATE_NOOP("LessonText", "%1 %2"), {ordinal(pin.nth), pinText(pin)});
}

std::string describePin(const EventPin &pin)
{
    return fillSentence(pinSentence(pin));
}

Sentence querySentence(const RunQuery &query)
{
    switch (query.kind) {
    case RunQuery::Kind::Metric:
        break;
    case RunQuery::Kind::EffectsOf:
        return say(QT_TRANSLATE_NOOP("LessonText", "effects of %1"), {text(query.name)});
    case RunQuery::Kind::ReceivesOf:
        return say(QT_TRANSLATE_NOOP("LessonText", "receives of %1"), {text(query.name)});
    case RunQuery::Kind::Count:
        return say(QT_TRANSLATE_NOOP("LessonText", "number of %1 events"), {pinText(query.event)});
    case RunQuery::Kind::TimeOf:
        return say(QT_TRANSLATE_NOOP("LessonText", "time of %1"), {pinSentence(query.event)});
    case RunQuery::Kind::DeadlineOf:
        return say(QT_TRANSLATE_NOOP("LessonText", "deadline set by %1"),
                   {pinSentence(query.event)});
    }
    return text(query.name);
}

std::string describeQuery(const RunQuery &query)
{
    return fillSentence(querySentence(query));
}

bool eventMatches(const Run &run, std::uint64_t sequence, const EventPin &pin)
{
    const EventLog &log = run.log();
    const Event &e = log[sequence];
    if (e.kind != pin.kind)
        return false;
    if (pin.action && (e.kind != EventKind::ApiCall || callAction(e) != *pin.action))
        return false;
    if (pin.error && (e.kind != EventKind::ApiCall || callError(e) != *pin.error))
        return false;
    if (!pin.message.empty() && (e.message == noMessage || messageLabel(e.message) != pin.message))
        return false;
    if (!pin.handle.empty() &&
        (e.receipt == 0 || ReceiptHandle{e.message, e.receipt}.toString() != pin.handle))
        return false;
    if (!pin.actor.empty() && log.actorName(e.actor) != pin.actor)
        return false;
    if (!pin.queue.empty() && (e.queue == noQueue || log.queueName(e.queue) != pin.queue))
        return false;
    return true;
}

std::optional<std::uint64_t> findEvent(const Run &run, const EventPin &pin)
{
    if (!run.engine)
        return std::nullopt;
    int seen = 0;
    for (std::uint64_t i = 0; i < run.log().size(); ++i) {
        if (eventMatches(run, i, pin) && ++seen == pin.nth)
            return i;
    }
    return std::nullopt;
}

std::uint64_t countEvents(const Run &run, const EventPin &pin)
{
    if (!run.engine)
        return 0;
    std::uint64_t count = 0;
    for (std::uint64_t i = 0; i < run.log().size(); ++i)
        count += eventMatches(run, i, pin);
    return count;
}

void QueryResult::fail(Sentence why)
{
    error = fillSentence(why);
    reason = std::move(why);
}

QueryResult evaluateQuery(const Run &run, const RunQuery &query)
{
    QueryResult result;
    if (!run.engine) {
        result.fail(say(QT_TRANSLATE_NOOP("LessonText", "the run did not happen")));
        return result;
    }
    switch (query.kind) {
    case RunQuery::Kind::Metric:
        result.value = metricValue(run, query.name);
        if (!result.value)
            result.fail(
                say(QT_TRANSLATE_NOOP("LessonText", "no metric named \"%1\""), {text(query.name)}));
        return result;
    case RunQuery::Kind::EffectsOf: {
        const auto key = run.ledger.findKey(query.name);
        if (!key) {
            result.fail(say(QT_TRANSLATE_NOOP("LessonText", "no business key \"%1\" in the run"),
                            {text(query.name)}));
            return result;
        }
        result.value = static_cast<double>(run.ledger.effectCount(*key));
        return result;
    }
    case RunQuery::Kind::ReceivesOf: {
        const MessageNumber message = parseLabel(query.name);
        if (message == noMessage || message > run.engine->messageCount()) {
            result.fail(say(QT_TRANSLATE_NOOP("LessonText", "no message \"%1\" in the run"),
                            {text(query.name)}));
            return result;
        }
        std::uint64_t count = 0;
        for (std::uint64_t i = 0; i < run.log().size(); ++i) {
            const Event &e = run.log()[i];
            count += e.message == message && (e.kind == EventKind::MessageReceived ||
                                              e.kind == EventKind::DuplicateDelivered);
        }
        result.value = static_cast<double>(count);
        return result;
    }
    case RunQuery::Kind::Count:
        result.value = static_cast<double>(countEvents(run, query.event));
        return result;
    case RunQuery::Kind::TimeOf:
    case RunQuery::Kind::DeadlineOf: {
        const auto sequence = findEvent(run, query.event);
        if (!sequence) {
            result.fail(say(QT_TRANSLATE_NOOP("LessonText", "the run has no %1"),
                            {pinSentence(query.event)}));
            return result;
        }
        const Event &e = run.log()[*sequence];
        if (query.kind == RunQuery::Kind::TimeOf) {
            result.value = static_cast<double>(e.time) / 1000.0;
        } else if (e.kind == EventKind::MessageReceived ||
                   e.kind == EventKind::DuplicateDelivered ||
                   e.kind == EventKind::VisibilityChanged) {
            result.value = static_cast<double>(hiddenUntil(e)) / 1000.0;
        } else {
            result.fail(say(QT_TRANSLATE_NOOP("LessonText", "%1 sets no visibility deadline"),
                            {text(eventKindName(e.kind))}));
        }
        return result;
    }
    }
    return result;
}

std::optional<StepPosition> resolveStep(const LessonStep &step, const Run &run)
{
    if (step.atMs)
        return StepPosition{*step.atMs, std::nullopt};
    if (!step.event)
        return std::nullopt;
    const auto sequence = findEvent(run, *step.event);
    if (!sequence)
        return std::nullopt;
    return StepPosition{run.log()[*sequence].time, sequence};
}

AnswerCheck checkChoice(const Question &question, std::size_t choice)
{
    AnswerCheck check;
    for (const Choice &c : question.choices) {
        if (c.right)
            check.rightAnswer = c.text;
    }
    if (choice < question.choices.size()) {
        check.right = question.choices[choice].right;
        check.explanation = question.choices[choice].explanation;
    }
    return check;
}

AnswerCheck checkNumber(const Question &question, double value)
{
    AnswerCheck check;
    // A little slack beyond the tolerance, so that 0.1 + 0.2 typed as 0.3 still counts.
    check.right =
        std::isfinite(value) && std::fabs(value - question.answer) <= question.tolerance + 1e-9;
    check.explanation = question.explanation;
    check.rightAnswer =
        seconds(question.answer) + (question.unit.empty() ? "" : " " + question.unit);
    return check;
}

std::string ChallengeReport::text() const
{
    std::string out;
    for (const std::string &problem : runProblems)
        out += fillSentence(failLine(content::runCannotStart(problem))) + "\n";
    for (const ConditionResult &c : conditions)
        out += c.text + "\n";
    return out;
}

ChallengeReport evaluateChallenge(const Challenge &challenge, const Run &run)
{
    ChallengeReport report;
    report.runProblems = run.problems;
    report.passed = run.problems.empty();
    if (!report.passed)
        return report;
    for (const ChallengeCondition &c : challenge.success) {
        ConditionResult r;
        r.index = report.conditions.size();
        const QueryResult actual = evaluateQuery(run, c.query);
        r.actual = actual.value;
        Sentence wanted;
        if (c.otherMetric) {
            RunQuery other;
            other.name = *c.otherMetric;
            r.expected = evaluateQuery(run, other).value;
            wanted = r.expected ? say(QT_TRANSLATE_NOOP("LessonText", "%1, which is %2"),
                                      {text(*c.otherMetric), text(seconds(*r.expected))})
                                : text(*c.otherMetric);
        } else {
            r.expected = c.value;
            wanted = text(seconds(c.value));
        }
        if (r.actual && r.expected) {
            const double a = *r.actual;
            const double b = *r.expected;
            switch (c.compare) {
            case ChallengeCondition::Compare::Equals:
                r.passed = std::fabs(a - b) < 1e-9;
                break;
            case ChallengeCondition::Compare::AtMost:
                r.passed = a <= b + 1e-9;
                break;
            case ChallengeCondition::Compare::AtLeast:
                r.passed = a >= b - 1e-9;
                break;
            }
        }
        r.sentence = conditionSentence(c, r, actual, std::move(wanted));
        r.text = fillSentence(r.passed ? okLine(r.sentence) : failLine(r.sentence));
        report.passed = report.passed && r.passed;
        report.conditions.push_back(std::move(r));
    }
    return report;
}

std::optional<std::string> applyParameters(Scenario &scenario,
                                           const std::vector<std::pair<WhatIf, double>> &values)
{
    for (const auto &[parameter, value] : values) {
        if (auto reason = setWhatIf(scenario, parameter, value))
            return fillSentence(say(QT_TRANSLATE_NOOP("LessonText", "%1: %2"),
                                    {text(whatIfName(parameter)), text(*reason)}));
    }
    return std::nullopt;
}

ChallengeReport tryChallenge(const Lesson &lesson,
                             const std::vector<std::pair<WhatIf, double>> &values)
{
    ChallengeReport report;
    if (!lesson.challenge) {
        report.runProblems.push_back(
            fillSentence(say(QT_TRANSLATE_NOOP("LessonText", "the lesson has no challenge"))));
        return report;
    }
    Scenario edited = lesson.scenario;
    if (auto reason = applyParameters(edited, values)) {
        report.runProblems.push_back(*reason);
        return report;
    }
    const Run run = simulate(edited);
    return evaluateChallenge(*lesson.challenge, run);
}

} // namespace inflight
