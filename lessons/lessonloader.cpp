// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonloader.h"

#include "contentreader.h"
#include "runtimeline.h"
#include "scenarioloader.h"
#include "suggest.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace inflight {

namespace {

using namespace content;

std::string timeText(TimeMs time)
{
    return "t=" + formatSeconds(time);
}

SourcePosition positionOf(const JsonNode &node)
{
    return {node.line, node.column};
}

std::string fileName(const std::string &path)
{
    return QFileInfo(QString::fromStdString(path)).fileName().toStdString();
}

std::string quotedList(const std::vector<std::string> &names)
{
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i)
        text += (i ? ", " : "") + names[i];
    return text;
}

/// "unknown X "y" (did you mean "z"?)" or "(one of a, b, c)".
std::string unknownName(const std::string &what, const std::string &name,
                        const std::vector<std::string> &valid)
{
    const std::string suggestion = closestName(name, valid);
    return "unknown " + what + " \"" + name + "\"" +
           (suggestion.empty() ? " (one of " + quotedList(valid) + ")"
                               : " (did you mean \"" + suggestion + "\"?)");
}

const std::vector<std::string> &eventKindNames()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> list;
        for (int i = 0; i < eventKindCount; ++i)
            list.emplace_back(eventKindName(static_cast<EventKind>(i)));
        return list;
    }();
    return names;
}

const std::vector<std::string> &actionNames()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> list;
        for (int i = 0; i < actionCount; ++i)
            list.emplace_back(actionName(static_cast<Action>(i)));
        return list;
    }();
    return names;
}

/// AWS's error codes by their short name ("NonExistentQueue" for
/// "AWS.SimpleQueueService.NonExistentQueue"); "None" for a call that succeeded.
const std::vector<std::pair<std::string, ErrorCode>> &errorCodes()
{
    static const std::vector<std::pair<std::string, ErrorCode>> codes = [] {
        std::vector<std::pair<std::string, ErrorCode>> list{{"None", ErrorCode::None}};
        for (int i = 1; i <= static_cast<int>(ErrorCode::UnsupportedOperation); ++i) {
            const std::string name = codeName(static_cast<ErrorCode>(i));
            list.emplace_back(name.substr(name.rfind('.') + 1), static_cast<ErrorCode>(i));
        }
        return list;
    }();
    return codes;
}

const std::vector<std::string> &whatIfNames()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> list;
        for (int i = 0; i < whatIfCount; ++i)
            list.emplace_back(whatIfName(static_cast<WhatIf>(i)));
        return list;
    }();
    return names;
}

const std::vector<std::string> queryKeys = {"metric", "effectsOf", "receivesOf",
                                            "count",  "timeOf",    "deadlineOf"};

// --- Reading the structure ------------------------------------------------------------------

std::optional<EventPin> readPin(Problems &problems, const JsonNode &node, const std::string &path,
                                bool withNth)
{
    std::vector<std::string> keys = {"kind",  "message", "actor", "handle",
                                     "queue", "action",  "error"};
    if (withNth)
        keys.push_back("nth");
    ObjectReader r(problems, node, path, keys);
    if (!r.isObject())
        return std::nullopt;
    EventPin pin;
    bool ok = true;
    const auto kind = r.string("kind", true);
    if (!kind) {
        ok = false;
    } else {
        const auto &names = eventKindNames();
        const auto it = std::find(names.begin(), names.end(), *kind);
        if (it == names.end()) {
            problems.add(*r.get("kind"), r.where("kind"), unknownName("event kind", *kind, names));
            ok = false;
        } else {
            pin.kind = static_cast<EventKind>(it - names.begin());
        }
    }
    pin.message = r.string("message").value_or("");
    pin.actor = r.string("actor").value_or("");
    pin.handle = r.string("handle").value_or("");
    pin.queue = r.string("queue").value_or("");
    if (const auto action = r.string("action")) {
        if (const auto parsed = actionFromName(*action)) {
            pin.action = parsed;
        } else {
            problems.add(*r.get("action"), r.where("action"),
                         unknownName("action", *action, actionNames()));
            ok = false;
        }
    }
    if (const auto error = r.string("error")) {
        std::vector<std::string> names;
        for (const auto &[name, code] : errorCodes()) {
            names.push_back(name);
            if (name == *error || codeName(code) == *error)
                pin.error = code;
        }
        if (!pin.error) {
            problems.add(*r.get("error"), r.where("error"),
                         unknownName("error code", *error, names));
            ok = false;
        }
    }
    if ((pin.action || pin.error) && ok && pin.kind != EventKind::ApiCall) {
        const char *key = pin.action ? "action" : "error";
        problems.add(*r.get(key), r.where(key),
                     std::string("only an ApiCall event has an \"") + key + "\"");
        ok = false;
    }
    if (withNth)
        pin.nth = static_cast<int>(r.integer("nth", 1, 1000000).value_or(1));
    if (!ok)
        return std::nullopt;
    return pin;
}

/// Reads the query keys of an object (a question's "query", or a challenge condition, which
/// holds its query inline). Exactly one must be given.
std::optional<RunQuery> readQuery(ObjectReader &r, Problems &problems)
{
    std::vector<std::string> given;
    for (const std::string &k : queryKeys) {
        if (r.get(k.c_str()))
            given.push_back(k);
    }
    if (given.size() != 1) {
        problems.add(r.node(), r.path(),
                     std::string(given.empty() ? "needs" : "takes only one of") +
                         " a query: \"metric\", \"effectsOf\", \"receivesOf\", \"count\", "
                         "\"timeOf\" or \"deadlineOf\"");
        return std::nullopt;
    }
    RunQuery query;
    const std::string &key = given.front();
    if (key == "metric" || key == "effectsOf" || key == "receivesOf") {
        const auto name = r.string(key.c_str());
        if (!name)
            return std::nullopt;
        query.name = *name;
        query.kind = key == "metric"      ? RunQuery::Kind::Metric
                     : key == "effectsOf" ? RunQuery::Kind::EffectsOf
                                          : RunQuery::Kind::ReceivesOf;
        if (key == "metric") {
            const auto &names = metricNames();
            if (std::find(names.begin(), names.end(), *name) == names.end()) {
                problems.add(*r.get("metric"), r.where("metric"),
                             unknownName("metric", *name, names));
                return std::nullopt;
            }
        }
        return query;
    }
    query.kind = key == "count"    ? RunQuery::Kind::Count
                 : key == "timeOf" ? RunQuery::Kind::TimeOf
                                   : RunQuery::Kind::DeadlineOf;
    const auto pin = readPin(problems, *r.get(key.c_str()), r.where(key), key != "count");
    if (!pin)
        return std::nullopt;
    if (query.kind == RunQuery::Kind::DeadlineOf && pin->kind != EventKind::MessageReceived &&
        pin->kind != EventKind::DuplicateDelivered && pin->kind != EventKind::VisibilityChanged) {
        problems.add(*r.get(key.c_str()), r.where(key),
                     "a deadline is set by a MessageReceived, DuplicateDelivered or "
                     "VisibilityChanged event, not " +
                         std::string(eventKindName(pin->kind)));
        return std::nullopt;
    }
    query.event = *pin;
    return query;
}

/// Where the run checks report, for each step: the nodes they point at.
struct StepSource {
    const JsonNode *node = nullptr;
    std::string path;
    const JsonNode *at = nullptr;
    const JsonNode *event = nullptr;
    /// Highlights as written: a name or a span, with its node.
    struct Mark {
        const JsonNode *node = nullptr;
        std::string path;
        std::string name;
        std::optional<std::pair<TimeMs, TimeMs>> span;
    };
    std::vector<Mark> marks;
    bool highlightsOk = true;
    const JsonNode *answer = nullptr;
    const JsonNode *query = nullptr;
    std::string questionPath;
    /// False when the step could not be read: the run checks skip it.
    bool ok = true;
};

struct ChallengeSource {
    const JsonNode *node = nullptr;
    const JsonNode *solution = nullptr;
    std::vector<const JsonNode *> conditions;
    bool ok = true;
};

std::optional<Question> readQuestion(Problems &problems, const JsonNode &node,
                                     const std::string &path, StepSource &source)
{
    // The keys a question may have depend on its kind; an unknown kind is checked against all.
    const JsonNode *kindNode = node.isObject() ? node.find("kind") : nullptr;
    const std::string kind =
        kindNode && kindNode->type == JsonNode::Type::String ? kindNode->text : "";
    std::vector<std::string> keys = {"kind", "prompt"};
    if (kind != "number")
        keys.push_back("choices");
    if (kind != "choice" && kind != "next")
        keys.insert(keys.end(), {"answer", "tolerance", "unit", "query", "explain"});
    ObjectReader r(problems, node, path, keys);
    if (!r.isObject())
        return std::nullopt;
    Question q;
    q.position = positionOf(node);
    bool ok = true;
    const auto kindValue = r.choice("kind", {"choice", "number", "next"});
    if (!kindValue) {
        if (!r.get("kind"))
            problems.add(node, path, "missing \"kind\" (\"choice\", \"number\" or \"next\")");
        return std::nullopt;
    }
    q.kind = *kindValue == "choice"   ? Question::Kind::Choice
             : *kindValue == "number" ? Question::Kind::Number
                                      : Question::Kind::Next;
    q.prompt = r.string("prompt", true).value_or("");
    ok = ok && r.get("prompt");
    if (q.kind == Question::Kind::Number) {
        const auto answer = r.number("answer", -1e15, 1e15);
        if (!r.get("answer"))
            problems.add(node, path, "missing \"answer\" (the number the run gives)");
        ok = ok && answer;
        q.answer = answer.value_or(0);
        source.answer = r.get("answer");
        q.tolerance = r.number("tolerance", 0, 1e15).value_or(0);
        q.unit = r.string("unit").value_or("");
        q.explanation = r.string("explain", true).value_or("");
        source.query = r.get("query");
        if (!source.query) {
            problems.add(node, path,
                         "missing \"query\" (what computes the answer from the run, for example "
                         "{\"effectsOf\": \"ord_7731\"})");
            return std::nullopt;
        }
        ObjectReader qr(problems, *source.query, r.where("query"), queryKeys);
        if (!qr.isObject())
            return std::nullopt;
        const auto query = readQuery(qr, problems);
        if (!query || !ok)
            return std::nullopt;
        q.query = *query;
        return q;
    }
    const auto choices = r.list("choices");
    if (!r.get("choices")) {
        problems.add(node, path, "missing \"choices\"");
        return std::nullopt;
    }
    std::vector<std::string> right;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        const std::string cpath = r.where("choices") + "[" + std::to_string(i) + "]";
        ObjectReader c(problems, *choices[i], cpath, {"text", "right", "explain"});
        Choice choice;
        choice.text = c.string("text", true).value_or("");
        choice.right = c.boolean("right").value_or(false);
        choice.explanation = c.string("explain", true).value_or("");
        ok = ok && c.isObject() && c.get("text") && c.get("explain");
        if (choice.right)
            right.push_back(cpath.substr(cpath.rfind('.') + 1));
        q.choices.push_back(std::move(choice));
    }
    const JsonNode &choicesNode = *r.get("choices");
    if (choices.size() < 2) {
        problems.add(choicesNode, r.where("choices"), "a question needs at least two choices");
        return std::nullopt;
    }
    if (right.size() != 1) {
        problems.add(choicesNode, r.where("choices"),
                     right.empty()
                         ? "no choice is marked right (\"right\": true); a question has "
                           "exactly one right answer"
                         : std::to_string(right.size()) + " choices are marked right (" +
                               quotedList(right) + "); a question has exactly one right answer");
        return std::nullopt;
    }
    if (!ok)
        return std::nullopt;
    return q;
}

std::optional<LessonStep> readStep(Problems &problems, const JsonNode &node,
                                   const std::string &path, StepSource &source)
{
    source.node = &node;
    source.path = path;
    ObjectReader r(problems, node, path, {"id", "title", "at", "event", "highlight", "question"});
    if (!r.isObject()) {
        source.ok = false;
        return std::nullopt;
    }
    LessonStep step;
    step.position = positionOf(node);
    bool ok = true;
    const auto id = r.string("id", true);
    ok = ok && id;
    if (id) {
        static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9-]*$"));
        if (!idPattern.match(QString::fromStdString(*id)).hasMatch()) {
            problems.add(*r.get("id"), r.where("id"),
                         "\"" + *id +
                             "\" is not a step id: lower-case letters, digits and dashes, as in "
                             "its \"## " +
                             *id + "\" narration section");
            ok = false;
        }
        step.id = *id;
    }
    step.title = r.string("title").value_or("");
    source.at = r.get("at");
    source.event = r.get("event");
    if ((source.at != nullptr) == (source.event != nullptr)) {
        problems.add(node, path,
                     "a step is pinned either to a time (\"at\", seconds) or to an \"event\", "
                     "not both");
        ok = false;
    } else if (source.at) {
        const auto at = r.seconds("at", 0, maxSeconds);
        ok = ok && at;
        step.atMs = at;
    } else {
        const auto pin = readPin(problems, *source.event, r.where("event"), true);
        ok = ok && pin;
        step.event = pin;
    }
    if (const JsonNode *highlight = r.get("highlight")) {
        if (highlight->type != JsonNode::Type::Array) {
            problems.add(*highlight, r.where("highlight"),
                         "must be an array of names (\"m1\", \"worker-2\", \"effects\", ...) and "
                         "time spans ([from, to])");
            source.highlightsOk = false;
        } else {
            for (std::size_t i = 0; i < highlight->items.size(); ++i) {
                const JsonNode &item = highlight->items[i];
                StepSource::Mark mark;
                mark.node = &item;
                mark.path = r.where("highlight") + "[" + std::to_string(i) + "]";
                if (item.type == JsonNode::Type::String && !item.text.empty()) {
                    mark.name = item.text;
                } else if (item.type == JsonNode::Type::Array && item.items.size() == 2 &&
                           item.items[0].type == JsonNode::Type::Number &&
                           item.items[1].type == JsonNode::Type::Number) {
                    const double from = item.items[0].number;
                    const double to = item.items[1].number;
                    if (!(from >= 0 && to <= maxSeconds && from < to)) {
                        problems.add(item, mark.path,
                                     "a time span is [from, to] in seconds, with from before to");
                        source.highlightsOk = false;
                        continue;
                    }
                    mark.span = std::make_pair(static_cast<TimeMs>(std::llround(from * 1000.0)),
                                               static_cast<TimeMs>(std::llround(to * 1000.0)));
                } else {
                    problems.add(item, mark.path,
                                 "a highlight is a name (\"m1\", \"worker-2\", \"ord_7731\", "
                                 "\"orders\", \"effects\") or a time span [from, to], not " +
                                     item.typeName());
                    source.highlightsOk = false;
                    continue;
                }
                source.marks.push_back(std::move(mark));
            }
        }
    }
    if (const JsonNode *question = r.get("question")) {
        source.questionPath = r.where("question");
        step.question = readQuestion(problems, *question, r.where("question"), source);
        ok = ok && step.question;
    }
    source.ok = ok;
    if (!ok)
        return std::nullopt;
    return step;
}

std::optional<Challenge> readChallenge(Problems &problems, const JsonNode &node,
                                       ChallengeSource &source)
{
    source.node = &node;
    ObjectReader r(problems, node, "challenge", {"parameters", "success", "hints", "solution"});
    if (!r.isObject())
        return std::nullopt;
    Challenge challenge;
    challenge.position = positionOf(node);
    bool ok = true;
    // Parameters: what-if names the student may change.
    const JsonNode *parameters = r.get("parameters");
    const std::size_t problemsBefore = problems.list.size();
    if (!parameters) {
        problems.add(node, "challenge",
                     "missing \"parameters\" (the what-if parameters the student may change)");
        ok = false;
    } else if (parameters->type != JsonNode::Type::Array || parameters->items.empty()) {
        problems.add(*parameters, r.where("parameters"),
                     "must be a non-empty array of what-if parameter names (" +
                         quotedList(whatIfNames()) + ")");
        ok = false;
    } else {
        for (std::size_t i = 0; i < parameters->items.size(); ++i) {
            const JsonNode &item = parameters->items[i];
            const std::string ipath = r.where("parameters") + "[" + std::to_string(i) + "]";
            if (item.type != JsonNode::Type::String) {
                problems.add(item, ipath, "must be a what-if parameter name");
                ok = false;
                continue;
            }
            const auto parameter = whatIfFromName(item.text);
            if (!parameter) {
                problems.add(item, ipath,
                             unknownName("what-if parameter", item.text, whatIfNames()));
                ok = false;
                continue;
            }
            if (std::find(challenge.parameters.begin(), challenge.parameters.end(), *parameter) !=
                challenge.parameters.end()) {
                problems.add(item, ipath, "\"" + item.text + "\" is listed twice");
                ok = false;
                continue;
            }
            challenge.parameters.push_back(*parameter);
        }
    }
    const bool parametersOk = problems.list.size() == problemsBefore;
    // Success: conditions on the run, each a query and a comparison.
    const auto conditions = r.list("success");
    if (conditions.empty()) {
        problems.add(r.get("success") ? *r.get("success") : node, r.where("success"),
                     "needs at least one condition, for example {\"metric\": "
                     "\"duplicateEffects\", \"equals\": 0}");
        ok = false;
    }
    for (std::size_t i = 0; i < conditions.size(); ++i) {
        const std::string cpath = r.where("success") + "[" + std::to_string(i) + "]";
        std::vector<std::string> keys = queryKeys;
        keys.insert(keys.end(), {"equals", "atMost", "atLeast", "equalsMetric", "label"});
        ObjectReader c(problems, *conditions[i], cpath, keys);
        source.conditions.push_back(conditions[i]);
        if (!c.isObject()) {
            ok = false;
            continue;
        }
        ChallengeCondition condition;
        condition.position = positionOf(*conditions[i]);
        condition.label = c.string("label").value_or("");
        const auto query = readQuery(c, problems);
        std::vector<const char *> compares;
        for (const char *k : {"equals", "atMost", "atLeast", "equalsMetric"}) {
            if (c.get(k))
                compares.push_back(k);
        }
        if (compares.size() != 1) {
            problems.add(*conditions[i], cpath,
                         std::string(compares.empty() ? "needs" : "takes only one of") +
                             " a comparison: \"equals\", \"atMost\", \"atLeast\" (a number) or "
                             "\"equalsMetric\" (a metric's name)");
            ok = false;
            continue;
        }
        const std::string compare = compares.front();
        if (compare == "equalsMetric") {
            const auto other = c.string("equalsMetric");
            const auto &names = metricNames();
            if (other && std::find(names.begin(), names.end(), *other) == names.end()) {
                problems.add(*c.get("equalsMetric"), c.where("equalsMetric"),
                             unknownName("metric", *other, names));
                ok = false;
                continue;
            }
            condition.otherMetric = other;
            ok = ok && other;
        } else {
            const auto value = c.number(compare.c_str(), -1e15, 1e15);
            ok = ok && value;
            condition.value = value.value_or(0);
            condition.compare = compare == "equals"   ? ChallengeCondition::Compare::Equals
                                : compare == "atMost" ? ChallengeCondition::Compare::AtMost
                                                      : ChallengeCondition::Compare::AtLeast;
        }
        if (!query) {
            ok = false;
            continue;
        }
        condition.query = *query;
        challenge.success.push_back(std::move(condition));
    }
    // Hints: up to three.
    challenge.hints = r.stringList("hints");
    if (challenge.hints.size() > 3) {
        problems.add(*r.get("hints"), r.where("hints"),
                     std::to_string(challenge.hints.size()) +
                         " hints: a challenge has at most three");
        ok = false;
    }
    // The reference solution: a value for some of the parameters.
    source.solution = r.get("solution");
    if (!source.solution) {
        problems.add(node, "challenge",
                     "missing \"solution\" (parameter values that make the run pass)");
        ok = false;
    } else if (source.solution->type != JsonNode::Type::Object || source.solution->keys.empty()) {
        problems.add(*source.solution, r.where("solution"),
                     "must be an object of parameter values, for example {\"visibilityTimeout\": "
                     "60}");
        ok = false;
    } else {
        challenge.solutionPosition = positionOf(*source.solution);
        for (std::size_t i = 0; i < source.solution->keys.size(); ++i) {
            const JsonNode::Key &key = source.solution->keys[i];
            const JsonNode &value = source.solution->values[i];
            const std::string kpath = r.where("solution") + "." + key.name;
            const auto parameter = whatIfFromName(key.name);
            if (!parameter) {
                problems.addAtKey(
                    key, kpath + ": " + unknownName("what-if parameter", key.name, whatIfNames()));
                ok = false;
                continue;
            }
            // Checked against the parameters only when they all read cleanly: otherwise the
            // mistake is already reported where it is.
            if (parametersOk && std::find(challenge.parameters.begin(), challenge.parameters.end(),
                                          *parameter) == challenge.parameters.end()) {
                std::vector<std::string> names;
                for (const WhatIf p : challenge.parameters)
                    names.emplace_back(whatIfName(p));
                problems.addAtKey(key, kpath + ": not one of the challenge's \"parameters\" (" +
                                           quotedList(names) +
                                           "): the student could not make this change");
                ok = false;
                continue;
            }
            if (value.type != JsonNode::Type::Number) {
                problems.add(value, kpath, "must be a number, not " + value.typeName());
                ok = false;
                continue;
            }
            challenge.solution.emplace_back(*parameter, value.number);
        }
    }
    source.ok = ok;
    if (!ok)
        return std::nullopt;
    return challenge;
}

// --- The narration ---------------------------------------------------------------------------

struct NarrationSection {
    std::string id;
    int line = 0;
    std::string text;
};

struct Narration {
    std::string introduction;
    std::vector<NarrationSection> sections;
};

std::string trimmed(const std::string &text)
{
    const auto begin = text.find_first_not_of(" \t\r\n");
    if (begin == std::string::npos)
        return {};
    const auto end = text.find_last_not_of(" \t\r\n");
    return text.substr(begin, end - begin + 1);
}

/// Splits the Markdown at its "## id" headings (outside code fences). Text before the first one
/// is the introduction, without a leading "# Title" line.
Narration parseNarration(const std::string &markdown)
{
    Narration narration;
    std::string current;
    bool inSection = false;
    bool fence = false;
    bool firstLine = true;
    int lineNumber = 0;
    auto flush = [&] {
        if (inSection)
            narration.sections.back().text = trimmed(current);
        else
            narration.introduction = trimmed(current);
        current.clear();
    };
    std::size_t at = 0;
    while (at <= markdown.size()) {
        std::size_t end = markdown.find('\n', at);
        if (end == std::string::npos)
            end = markdown.size();
        std::string line = markdown.substr(at, end - at);
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        ++lineNumber;
        at = end + 1;
        if (line.rfind("```", 0) == 0 || line.rfind("~~~", 0) == 0)
            fence = !fence;
        if (!fence && line.rfind("## ", 0) == 0) {
            flush();
            inSection = true;
            narration.sections.push_back({trimmed(line.substr(3)), lineNumber, {}});
            firstLine = false;
            continue;
        }
        if (!inSection && firstLine && line.rfind("# ", 0) == 0) {
            firstLine = false;
            continue;
        }
        if (!trimmed(line).empty())
            firstLine = false;
        current += line + "\n";
        if (end == markdown.size())
            break;
    }
    flush();
    return narration;
}

bool readFile(const std::string &path, std::string &text, std::string &error)
{
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.errorString().toStdString();
        return false;
    }
    text = file.readAll().toStdString();
    return true;
}

// --- Checks against the run ---------------------------------------------------------------------

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
    const std::string what = std::string(eventKindName(pin.kind)) +
                             (pin.action ? " " + std::string(actionName(*pin.action)) : "") +
                             (pin.message.empty() ? "" : " of " + pin.message);
    if (total == 0)
        return "the run has no " + what + " at all";
    return "the run has no " + describePin(pin) + " (" + what + " in the run: " + list +
           (total > 5 ? ", ..." : "") + ")";
}

/// The names a highlight may use, by kind.
struct RunNames {
    std::vector<std::string> messages;
    std::vector<std::string> workers;
    std::vector<std::string> keys;
    std::vector<std::string> queues;
    std::vector<std::string> lanes = {"effects"};
};

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
        return quotedList(list);
    return list.front() + " to " + list.back();
}

} // namespace

std::string LessonLoad::report() const
{
    std::string text;
    for (const LessonProblem &p : problems)
        text += p.path + ":" + std::to_string(p.line) + ":" + std::to_string(p.column) + ": " +
                oneLine(p.message) + "\n";
    return text;
}

LessonLoad loadLessonText(const std::string &json, const std::string &markdown,
                          const std::string &path, const std::string &narrationPath)
{
    LessonLoad load;
    Problems problems; // in the lesson file
    std::vector<LessonProblem> fromScenarioFile;
    Problems narrationProblems; // in the narration file
    auto finish = [&]() -> LessonLoad & {
        auto byPosition = [](const ContentProblem &a, const ContentProblem &b) {
            return a.line != b.line ? a.line < b.line : a.column < b.column;
        };
        std::stable_sort(problems.list.begin(), problems.list.end(), byPosition);
        std::stable_sort(narrationProblems.list.begin(), narrationProblems.list.end(), byPosition);
        for (const ContentProblem &p : problems.list)
            load.problems.push_back({path, p.line, p.column, p.message});
        load.problems.insert(load.problems.end(), fromScenarioFile.begin(), fromScenarioFile.end());
        for (const ContentProblem &p : narrationProblems.list)
            load.problems.push_back({narrationPath, p.line, p.column, p.message});
        if (!load.problems.empty())
            load.lesson.reset();
        return load;
    };

    Lesson lesson;
    lesson.path = path;
    lesson.narrationPath = narrationPath;

    // The file name gives the lesson its number and id.
    static const QRegularExpression namePattern(QStringLiteral("^([0-9]+)-(.+)\\.json$"));
    const auto nameMatch = namePattern.match(QString::fromStdString(fileName(path)));
    std::string idFromName;
    if (!nameMatch.hasMatch()) {
        problems.list.push_back({1, 1,
                                 "a lesson file is named NN-id.json, its number and its id (for "
                                 "example 01-lent-not-taken.json), not " +
                                     fileName(path)});
    } else {
        lesson.number = nameMatch.captured(1).toInt();
        idFromName = nameMatch.captured(2).toStdString();
    }

    JsonParseError error;
    const auto root = parseJsonWithPositions(json, error);
    if (!root) {
        problems.list.push_back({error.line, error.column, "not valid JSON: " + error.message});
        return finish();
    }
    ObjectReader top(problems, *root, "",
                     {"id", "title", "goal", "minutes", "level", "version", "scenario", "lockSteps",
                      "panel", "steps", "challenge"});
    if (!top.isObject())
        return finish();

    lesson.id = top.string("id", true).value_or("");
    if (!lesson.id.empty() && !idFromName.empty() && lesson.id != idFromName)
        problems.add(*top.get("id"), "id",
                     "\"" + lesson.id + "\" is not the id in the file name " + fileName(path) +
                         " (\"" + idFromName + "\")");
    lesson.title = top.string("title", true).value_or("");
    lesson.goal = top.string("goal", true).value_or("");
    lesson.minutes = static_cast<int>(top.integer("minutes", 1, 240).value_or(0));
    if (!top.get("minutes"))
        problems.add(*root, "", "missing \"minutes\" (how long the lesson takes, 1 to 240)");
    const auto level = top.choice("level", {"beginner", "intermediate", "advanced"});
    if (!top.get("level"))
        problems.add(*root, "",
                     "missing \"level\" (\"beginner\", \"intermediate\" or \"advanced\")");
    lesson.level = level == std::optional<std::string>("advanced")       ? LessonLevel::Advanced
                   : level == std::optional<std::string>("intermediate") ? LessonLevel::Intermediate
                                                                         : LessonLevel::Beginner;
    lesson.version = static_cast<int>(top.integer("version", 1, 1000000).value_or(1));
    lesson.lockSteps = top.boolean("lockSteps").value_or(false);
    if (const auto panel = top.string("panel")) {
        const auto &panels = lessonPanelNames();
        if (std::find(panels.begin(), panels.end(), *panel) == panels.end())
            problems.add(*top.get("panel"), "panel", unknownName("panel", *panel, panels));
        else
            lesson.panel = *panel;
    }

    // The scenario: by path (relative to the lesson file) or inline.
    std::optional<Scenario> scenario;
    const JsonNode *scenarioNode = top.get("scenario");
    if (!scenarioNode) {
        problems.add(*root, "",
                     "missing \"scenario\" (a scenario object, or a scenario file's path relative "
                     "to the lesson)");
    } else if (scenarioNode->type == JsonNode::Type::String) {
        const QFileInfo lessonFile(QString::fromStdString(path));
        lesson.scenarioPath =
            QDir::cleanPath(lessonFile.dir().filePath(QString::fromStdString(scenarioNode->text)))
                .toStdString();
        ScenarioLoad scenarioLoad = loadScenarioFile(lesson.scenarioPath);
        if (scenarioLoad.problems.size() == 1 && scenarioLoad.problems.front().line == 0) {
            problems.add(*scenarioNode, "scenario",
                         "cannot read \"" + scenarioNode->text + "\": " +
                             scenarioLoad.problems.front().message.substr(
                                 std::string("cannot read the file: ").size()));
        } else {
            for (const ContentProblem &p : scenarioLoad.problems)
                fromScenarioFile.push_back({lesson.scenarioPath, p.line, p.column, p.message});
            scenario = std::move(scenarioLoad.scenario);
        }
    } else if (scenarioNode->type == JsonNode::Type::Object) {
        ScenarioLoad scenarioLoad = loadScenarioNode(*scenarioNode, path);
        for (const ContentProblem &p : scenarioLoad.problems)
            problems.list.push_back({p.line, p.column, "scenario: " + p.message});
        scenario = std::move(scenarioLoad.scenario);
    } else {
        problems.add(*scenarioNode, "scenario",
                     "must be a scenario object or a scenario file's path, not " +
                         scenarioNode->typeName());
    }

    // Steps.
    const auto steps = top.list("steps");
    std::vector<StepSource> stepSources(steps.size());
    std::vector<std::optional<LessonStep>> readSteps;
    if (steps.empty())
        problems.add(top.get("steps") ? *top.get("steps") : *root, top.get("steps") ? "steps" : "",
                     top.get("steps") ? "a lesson needs at least one step"
                                      : "missing \"steps\" (at least one)");
    std::map<std::string, std::size_t> stepIds;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const std::string spath = "steps[" + std::to_string(i) + "]";
        readSteps.push_back(readStep(problems, *steps[i], spath, stepSources[i]));
        if (readSteps.back() && !readSteps.back()->id.empty()) {
            const std::string &id = readSteps.back()->id;
            if (id == "challenge") {
                problems.add(*steps[i]->find("id"), spath + ".id",
                             "\"challenge\" is the challenge's narration section; name the step "
                             "otherwise");
                stepSources[i].ok = false;
            } else if (!stepIds.emplace(id, i).second) {
                problems.add(*steps[i]->find("id"), spath + ".id",
                             "\"" + id + "\" is also the id of steps[" +
                                 std::to_string(stepIds[id]) + "]");
                stepSources[i].ok = false;
            }
        }
    }

    // The challenge.
    ChallengeSource challengeSource;
    std::optional<Challenge> challenge;
    if (const JsonNode *node = top.get("challenge"))
        challenge = readChallenge(problems, *node, challengeSource);

    // The narration: one section per step, one for the challenge, nothing else.
    const Narration narration = parseNarration(markdown);
    lesson.introduction = narration.introduction;
    std::map<std::string, const NarrationSection *> sections;
    // Every id written, also of a step with another mistake: its section is not an orphan.
    std::vector<std::string> expected;
    for (const JsonNode *step : steps) {
        const JsonNode *id = step->isObject() ? step->find("id") : nullptr;
        if (id && id->type == JsonNode::Type::String &&
            std::find(expected.begin(), expected.end(), id->text) == expected.end())
            expected.push_back(id->text);
    }
    if (top.get("challenge"))
        expected.push_back("challenge");
    for (const NarrationSection &section : narration.sections) {
        if (!sections.emplace(section.id, &section).second) {
            narrationProblems.list.push_back(
                {section.line, 1,
                 "section \"## " + section.id + "\" appears twice (also on line " +
                     std::to_string(sections[section.id]->line) + ")"});
            continue;
        }
        if (std::find(expected.begin(), expected.end(), section.id) == expected.end()) {
            const std::string suggestion = closestName(section.id, expected);
            narrationProblems.list.push_back(
                {section.line, 1,
                 "section \"## " + section.id + "\" belongs to no step" +
                     (suggestion.empty() ? " (the steps are " + quotedList(expected) + ")"
                                         : " (did you mean \"" + suggestion + "\"?)")});
        } else if (section.text.empty()) {
            narrationProblems.list.push_back(
                {section.line, 1, "section \"## " + section.id + "\" is empty"});
        }
    }
    const std::string narrationName = fileName(narrationPath);
    for (std::size_t i = 0; i < readSteps.size(); ++i) {
        if (!readSteps[i])
            continue;
        const auto it = sections.find(readSteps[i]->id);
        if (it == sections.end())
            problems.add(*stepSources[i].node, stepSources[i].path,
                         "no section \"## " + readSteps[i]->id + "\" in " + narrationName);
        else
            readSteps[i]->narration = it->second->text;
    }
    if (challenge) {
        const auto it = sections.find("challenge");
        if (it == sections.end())
            problems.add(*challengeSource.node, "challenge",
                         "no section \"## challenge\" in " + narrationName);
        else
            challenge->narration = it->second->text;
    }

    // Everything below needs the run.
    if (!scenario) {
        for (auto &step : readSteps) {
            if (step)
                lesson.steps.push_back(std::move(*step));
        }
        return finish();
    }
    lesson.scenario = *scenario;
    auto run = std::make_shared<Run>(simulate(*scenario));
    if (!run->problems.empty()) {
        for (const std::string &problem : run->problems)
            problems.add(*scenarioNode, "scenario", "the run cannot start: " + problem);
        return finish();
    }
    load.run = run;
    const TimeMs end = run->endMs;
    const RunNames names = runNames(*run);

    TimeMs previous = 0;
    std::size_t previousIndex = 0;
    bool havePrevious = false;
    for (std::size_t i = 0; i < readSteps.size(); ++i) {
        StepSource &source = stepSources[i];
        if (!readSteps[i] || !source.ok)
            continue;
        LessonStep &step = *readSteps[i];
        bool placed = false;
        if (step.atMs) {
            if (*step.atMs > end)
                problems.add(*source.at, source.path + ".at",
                             timeText(*step.atMs) + " is past the end of the run (" +
                                 timeText(end) + ")");
            else
                placed = true;
            step.timeMs = *step.atMs;
        } else if (const auto sequence = findEvent(*run, *step.event)) {
            step.timeMs = run->log()[*sequence].time;
            placed = true;
        } else {
            problems.add(*source.event, source.path + ".event", eventsLike(*run, *step.event));
        }
        if (placed) {
            if (havePrevious && step.timeMs < previous)
                problems.add(*source.node, source.path,
                             "at " + timeText(step.timeMs) + ", before steps[" +
                                 std::to_string(previousIndex) + "] (" + timeText(previous) +
                                 "): steps go forward in time");
            previous = step.timeMs;
            previousIndex = i;
            havePrevious = true;
        }
        for (const StepSource::Mark &mark : source.marks) {
            Highlight highlight;
            if (mark.span) {
                highlight.kind = Highlight::Kind::Span;
                highlight.fromMs = mark.span->first;
                highlight.toMs = mark.span->second;
                if (highlight.toMs > end)
                    problems.add(*mark.node, mark.path,
                                 "the span ends at " + timeText(highlight.toMs) +
                                     ", after the end of the run (" + timeText(end) + ")");
            } else if (const auto kind = highlightKind(names, mark.name)) {
                highlight.kind = *kind;
                highlight.name = mark.name;
            } else {
                std::vector<std::string> all = names.messages;
                for (const auto *list : {&names.workers, &names.lanes, &names.keys, &names.queues})
                    all.insert(all.end(), list->begin(), list->end());
                const std::string suggestion = closestName(mark.name, all);
                problems.add(
                    *mark.node, mark.path,
                    "\"" + mark.name + "\" names nothing in the run" +
                        (suggestion.empty() ? "" : " (did you mean \"" + suggestion + "\"?)") +
                        ": messages " + rangeOf(names.messages) + "; workers " +
                        rangeOf(names.workers) + "; keys " + rangeOf(names.keys) + "; queues " +
                        rangeOf(names.queues) + "; lanes effects");
                continue;
            }
            step.highlights.push_back(std::move(highlight));
        }
        if (step.question && step.question->kind == Question::Kind::Number) {
            const QueryResult result = evaluateQuery(*run, step.question->query);
            if (!result.value) {
                problems.add(*source.query, source.questionPath + ".query", result.error);
            } else if (std::fabs(*result.value - step.question->answer) > 1e-9) {
                problems.add(*source.answer, source.questionPath + ".answer",
                             numberText(step.question->answer) +
                                 " disagrees with the run: " + describeQuery(step.question->query) +
                                 " is " + numberText(*result.value));
            }
        }
    }
    for (auto &step : readSteps) {
        if (step)
            lesson.steps.push_back(std::move(*step));
    }

    // The challenge must fail as given and pass with its reference solution.
    if (challenge && challengeSource.ok) {
        bool queriesOk = true;
        for (std::size_t i = 0; i < challenge->success.size(); ++i) {
            const QueryResult result = evaluateQuery(*run, challenge->success[i].query);
            if (!result.value) {
                problems.add(*challengeSource.conditions[i],
                             "challenge.success[" + std::to_string(i) + "]", result.error);
                queriesOk = false;
            }
        }
        for (const WhatIf parameter : challenge->parameters) {
            if (!whatIfApplies(*scenario, parameter)) {
                problems.add(*challengeSource.node->find("parameters"), "challenge.parameters",
                             std::string(whatIfName(parameter)) +
                                 " does not apply to this scenario (" + whatIfLabel(parameter) +
                                 ")");
                queriesOk = false;
            }
        }
        if (queriesOk) {
            const ChallengeReport start = evaluateChallenge(*challenge, *run);
            if (start.passed)
                problems.add(*challengeSource.node, "challenge",
                             "already passes in its starting state (every condition holds): "
                             "there is nothing for the student to fix");
            Scenario solved = *scenario;
            if (auto reason = applyParameters(solved, challenge->solution)) {
                problems.add(*challengeSource.solution, "challenge.solution", *reason);
            } else {
                const Run solvedRun = simulate(solved);
                const ChallengeReport report = evaluateChallenge(*challenge, solvedRun);
                if (!report.passed) {
                    std::string failed;
                    for (const std::string &p : report.runProblems)
                        failed += (failed.empty() ? "" : "; ") + ("the run cannot start: " + p);
                    for (const ConditionResult &c : report.conditions) {
                        if (!c.passed)
                            failed += (failed.empty() ? "" : "; ") + c.text.substr(7);
                    }
                    problems.add(*challengeSource.solution, "challenge.solution",
                                 "the reference solution does not pass: " + failed);
                }
            }
        }
    }
    lesson.challenge = std::move(challenge);
    if (problems.list.empty() && fromScenarioFile.empty() && narrationProblems.list.empty())
        load.lesson = std::move(lesson);
    return finish();
}

LessonLoad loadLessonFile(const std::string &path)
{
    const QFileInfo info(QString::fromStdString(path));
    const std::string narrationPath =
        info.dir().filePath(info.completeBaseName() + QStringLiteral(".md")).toStdString();
    std::string json;
    std::string markdown;
    std::string error;
    if (!readFile(path, json, error)) {
        LessonLoad load;
        load.problems.push_back({path, 0, 0, "cannot read the file: " + error});
        return load;
    }
    if (!readFile(narrationPath, markdown, error)) {
        LessonLoad load = loadLessonText(json, "", path, narrationPath);
        // Without the narration every step reports its missing section; one line says why.
        std::erase_if(load.problems, [](const LessonProblem &p) {
            return p.message.find("no section \"## ") != std::string::npos;
        });
        load.problems.push_back({narrationPath, 0, 0, "cannot read the narration: " + error});
        load.lesson.reset();
        return load;
    }
    return loadLessonText(json, markdown, path, narrationPath);
}

std::vector<LessonEntry> listLessons(const std::string &directory)
{
    std::vector<LessonEntry> entries;
    const QDir dir(QString::fromStdString(directory));
    static const QRegularExpression namePattern(QStringLiteral("^([0-9]+)-(.+)\\.json$"));
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const auto match = namePattern.match(file);
        if (!match.hasMatch())
            continue;
        LessonEntry entry;
        entry.number = match.captured(1).toInt();
        entry.id = match.captured(2).toStdString();
        entry.path = dir.filePath(file).toStdString();
        std::string text;
        std::string error;
        JsonParseError parseError;
        if (!readFile(entry.path, text, error)) {
            entry.problem = "cannot read the file: " + error;
        } else if (const auto root = parseJsonWithPositions(text, parseError);
                   !root || !root->isObject()) {
            entry.problem = root ? "not a JSON object"
                                 : std::to_string(parseError.line) + ":" +
                                       std::to_string(parseError.column) +
                                       ": not valid JSON: " + parseError.message;
        } else {
            auto text = [&](const char *key) {
                const JsonNode *v = root->find(key);
                return v && v->type == JsonNode::Type::String ? v->text : std::string();
            };
            if (!text("id").empty())
                entry.id = text("id");
            entry.title = text("title");
            entry.level = text("level");
            if (const JsonNode *v = root->find("minutes"); v && v->type == JsonNode::Type::Number)
                entry.minutes = static_cast<int>(v->number);
        }
        entries.push_back(std::move(entry));
    }
    std::stable_sort(
        entries.begin(), entries.end(),
        [](const LessonEntry &a, const LessonEntry &b) { return a.number < b.number; });
    return entries;
}

std::string formatLessonList(const std::vector<LessonEntry> &entries)
{
    // Tab-separated, id first: `inflight lessons | cut -f1` gives the ids that
    // `inflight export --lesson` takes.
    std::string out;
    for (const LessonEntry &e : entries) {
        if (!e.problem.empty()) {
            out += e.id + "\t(" + e.problem + ")\tlesson " + std::to_string(e.number) + "\n";
            continue;
        }
        out += e.id + "\t" + e.title + "\t" + std::to_string(e.minutes) + " min\t" + e.level +
               "\tlesson " + std::to_string(e.number) + "\n";
    }
    return out;
}

std::string defaultLessonDirectory()
{
    const QByteArray fromEnvironment = qgetenv("INFLIGHT_LESSONS");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment.toStdString();
    if (QDir(QStringLiteral(":/lessons")).exists())
        return ":/lessons";
#ifdef INFLIGHT_SOURCE_LESSONS
    if (QDir(QStringLiteral(INFLIGHT_SOURCE_LESSONS)).exists())
        return INFLIGHT_SOURCE_LESSONS;
#endif
    return "lessons";
}

} // namespace inflight
