// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson.h"

#include "contentreader.h"
#include "events.h"

#include <cmath>

namespace inflight {

namespace {

std::string ordinal(int n)
{
    const int lastTwo = n % 100;
    const char *suffix = (lastTwo >= 11 && lastTwo <= 13) ? "th"
                         : n % 10 == 1                    ? "st"
                         : n % 10 == 2                    ? "nd"
                         : n % 10 == 3                    ? "rd"
                                                          : "th";
    return std::to_string(n) + suffix;
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

std::string pinText(const EventPin &pin)
{
    std::string text(eventKindName(pin.kind));
    if (pin.action)
        text += " " + std::string(actionName(*pin.action));
    if (pin.error)
        text += *pin.error == ErrorCode::None ? std::string(" that succeeded")
                                              : std::string(" answered ") + codeName(*pin.error);
    if (!pin.message.empty())
        text += " of " + pin.message;
    if (!pin.handle.empty())
        text += " with " + pin.handle;
    if (!pin.actor.empty())
        text += " by " + pin.actor;
    if (!pin.queue.empty())
        text += " on " + pin.queue;
    return text;
}

std::optional<double> metricValue(const Run &run, const std::string &name)
{
    const RunMetrics &m = run.metrics;
    auto number = [](std::uint64_t v) {
        return static_cast<double>(v);
    };
    auto time = [](TimeMs v) {
        return static_cast<double>(v) / 1000.0;
    };
    if (name == "messagesSent")
        return number(m.messagesSent);
    if (name == "keys")
        return number(m.keys);
    if (name == "keysEffected")
        return number(m.keysEffected);
    if (name == "effects")
        return number(m.effects);
    if (name == "duplicateEffects")
        return number(m.duplicateEffects);
    if (name == "keysEffectedMoreThanOnce")
        return number(m.keysEffectedMoreThanOnce);
    if (name == "lost")
        return number(m.lost);
    if (name == "deadLetterArrivals")
        return number(m.deadLetterArrivals);
    if (name == "receives")
        return number(m.receives);
    if (name == "emptyReceives")
        return number(m.emptyReceives);
    if (name == "apiCalls")
        return number(m.apiCalls);
    if (name == "billedRequests")
        return number(m.billedRequests);
    if (name == "sendToEffectP50")
        return time(m.sendToEffect.p50);
    if (name == "sendToEffectP90")
        return time(m.sendToEffect.p90);
    if (name == "sendToEffectP99")
        return time(m.sendToEffect.p99);
    if (name == "sendToEffectMax")
        return time(m.sendToEffect.max);
    if (name == "staleDeletes") {
        // Deletes that answered 200 and deleted nothing because the handle was not the latest.
        std::uint64_t count = 0;
        for (std::uint64_t i = 0; i < run.log().size(); ++i) {
            const Event &e = run.log()[i];
            count += e.kind == EventKind::DeleteIgnored && isStaleDelete(e);
        }
        return number(count);
    }
    if (name == "runEnd")
        return time(run.endMs);
    return std::nullopt;
}

std::string compareText(const ChallengeCondition &c)
{
    switch (c.compare) {
    case ChallengeCondition::Compare::Equals:
        return "";
    case ChallengeCondition::Compare::AtMost:
        return "at most ";
    case ChallengeCondition::Compare::AtLeast:
        return "at least ";
    }
    return "";
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
                            const std::vector<LessonStep> &steps)
{
    if (sources.empty())
        return {};
    std::string text = "### Sources\n";
    for (const LessonSource &source : sources) {
        text += "\n- [" + markdownText(source.title) + "](" + markdownUrl(source.url) + ")";
        // The player numbers its steps from 1; a source names the steps it backs the same way.
        std::vector<std::string> numbers;
        for (const std::string &id : source.steps) {
            for (std::size_t i = 0; i < steps.size(); ++i) {
                if (steps[i].id == id)
                    numbers.push_back(std::to_string(i + 1));
            }
        }
        if (!numbers.empty())
            text +=
                (numbers.size() == 1 ? " (step " : " (steps ") + content::commaList(numbers) + ")";
    }
    return text;
}

const std::vector<std::string> &metricNames()
{
    static const std::vector<std::string> names = {
        "messagesSent",
        "keys",
        "keysEffected",
        "effects",
        "duplicateEffects",
        "keysEffectedMoreThanOnce",
        "lost",
        "deadLetterArrivals",
        "receives",
        "emptyReceives",
        "apiCalls",
        "billedRequests",
        "sendToEffectP50",
        "sendToEffectP90",
        "sendToEffectP99",
        "sendToEffectMax",
        "staleDeletes",
        "runEnd",
    };
    return names;
}

std::string describePin(const EventPin &pin)
{
    return (pin.nth > 1 ? ordinal(pin.nth) + " " : std::string()) + pinText(pin);
}

std::string describeQuery(const RunQuery &query)
{
    switch (query.kind) {
    case RunQuery::Kind::Metric:
        return query.name;
    case RunQuery::Kind::EffectsOf:
        return "effects of " + query.name;
    case RunQuery::Kind::ReceivesOf:
        return "receives of " + query.name;
    case RunQuery::Kind::Count:
        return "number of " + pinText(query.event) + " events";
    case RunQuery::Kind::TimeOf:
        return "time of " + describePin(query.event);
    case RunQuery::Kind::DeadlineOf:
        return "deadline set by " + describePin(query.event);
    }
    return {};
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

QueryResult evaluateQuery(const Run &run, const RunQuery &query)
{
    QueryResult result;
    if (!run.engine) {
        result.error = "the run did not happen";
        return result;
    }
    switch (query.kind) {
    case RunQuery::Kind::Metric:
        result.value = metricValue(run, query.name);
        if (!result.value)
            result.error = "no metric named \"" + query.name + "\"";
        return result;
    case RunQuery::Kind::EffectsOf: {
        const auto key = run.ledger.findKey(query.name);
        if (!key) {
            result.error = "no business key \"" + query.name + "\" in the run";
            return result;
        }
        result.value = static_cast<double>(run.ledger.effectCount(*key));
        return result;
    }
    case RunQuery::Kind::ReceivesOf: {
        const MessageNumber message = parseLabel(query.name);
        if (message == noMessage || message > run.engine->messageCount()) {
            result.error = "no message \"" + query.name + "\" in the run";
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
            result.error = "the run has no " + describePin(query.event);
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
            result.error = std::string(eventKindName(e.kind)) + " sets no visibility deadline";
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
        out += "[fail] the run cannot start: " + problem + "\n";
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
        std::string wanted;
        if (c.otherMetric) {
            RunQuery other;
            other.name = *c.otherMetric;
            r.expected = evaluateQuery(run, other).value;
            wanted = *c.otherMetric + (r.expected ? ", which is " + seconds(*r.expected) : "");
        } else {
            r.expected = c.value;
            wanted = seconds(c.value);
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
        const std::string name = describeQuery(c.query);
        r.text = std::string(r.passed ? "[ok]   " : "[fail] ") +
                 (c.label.empty() ? "" : c.label + ": ") + name + " is " +
                 (r.actual ? seconds(*r.actual) : "unknown (" + actual.error + ")") + " (wanted " +
                 compareText(c) + wanted + ")";
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
            return std::string(whatIfName(parameter)) + ": " + *reason;
    }
    return std::nullopt;
}

ChallengeReport tryChallenge(const Lesson &lesson,
                             const std::vector<std::pair<WhatIf, double>> &values)
{
    ChallengeReport report;
    if (!lesson.challenge) {
        report.runProblems.push_back("the lesson has no challenge");
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
