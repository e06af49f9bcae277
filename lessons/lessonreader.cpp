// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonreader.h"

#include <QRegularExpression>
#include <QUrl>

#include <algorithm>
#include <cmath>

namespace inflight::content {

namespace {

SourcePosition positionOf(const JsonNode &node)
{
    return {node.line, node.column};
}

/// The names of an enumeration's `count` values, in order.
template<typename Enum, typename NameOf> std::vector<std::string> namesOf(int count, NameOf nameOf)
{
    std::vector<std::string> list;
    for (int i = 0; i < count; ++i)
        list.emplace_back(nameOf(static_cast<Enum>(i)));
    return list;
}

const std::vector<std::string> &eventKindNames()
{
    static const std::vector<std::string> names = namesOf<EventKind>(eventKindCount, eventKindName);
    return names;
}

const std::vector<std::string> &actionNames()
{
    static const std::vector<std::string> names = namesOf<Action>(actionCount, actionName);
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
    static const std::vector<std::string> names = namesOf<WhatIf>(whatIfCount, whatIfName);
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
            problems.add(
                *r.get("kind"), r.where("kind"),
                unknownName(say(QT_TRANSLATE_NOOP("LoaderText", "event kind")), *kind, names));
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
                         unknownName(say(QT_TRANSLATE_NOOP("LoaderText", "action")), *action,
                                     actionNames()));
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
            problems.add(
                *r.get("error"), r.where("error"),
                unknownName(say(QT_TRANSLATE_NOOP("LoaderText", "error code")), *error, names));
            ok = false;
        }
    }
    if ((pin.action || pin.error) && ok && pin.kind != EventKind::ApiCall) {
        const char *key = pin.action ? "action" : "error";
        problems.add(*r.get(key), r.where(key),
                     say(QT_TRANSLATE_NOOP("LoaderText", "only an ApiCall event has an \"%1\""),
                         {text(key)}));
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
        problems.add(
            r.node(), r.path(),
            given.empty()
                ? say(QT_TRANSLATE_NOOP("LoaderText", "needs a query: \"metric\", \"effectsOf\", "
                                                      "\"receivesOf\", \"count\", \"timeOf\" or "
                                                      "\"deadlineOf\""))
                : say(QT_TRANSLATE_NOOP("LoaderText", "takes only one of a query: \"metric\", "
                                                      "\"effectsOf\", \"receivesOf\", \"count\", "
                                                      "\"timeOf\" or \"deadlineOf\"")));
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
                problems.add(
                    *r.get("metric"), r.where("metric"),
                    unknownName(say(QT_TRANSLATE_NOOP("LoaderText", "metric")), *name, names));
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
                     say(QT_TRANSLATE_NOOP("LoaderText",
                                           "a deadline is set by a MessageReceived, "
                                           "DuplicateDelivered or VisibilityChanged event, not %1"),
                         {text(eventKindName(pin->kind))}));
        return std::nullopt;
    }
    query.event = *pin;
    return query;
}

/// A number question's answer and the query that computes it from the run. False when either
/// has a mistake.
bool readNumberAnswer(Problems &problems, ObjectReader &r, Question &q, StepSource &source)
{
    const auto answer = r.number("answer", -1e15, 1e15);
    if (!r.get("answer"))
        problems.add(
            r.node(), r.path(),
            say(QT_TRANSLATE_NOOP("LoaderText", "missing \"answer\" (the number the run gives)")));
    q.answer = answer.value_or(0);
    source.answer = r.get("answer");
    q.tolerance = r.number("tolerance", 0, 1e15).value_or(0);
    q.unit = r.string("unit").value_or("");
    q.explanation = r.string("explain", true).value_or("");
    source.query = r.get("query");
    if (!source.query) {
        problems.add(r.node(), r.path(),
                     say(QT_TRANSLATE_NOOP(
                         "LoaderText",
                         "missing \"query\" (what computes the answer from the run, for example "
                         "{\"effectsOf\": \"ord_7731\"})")));
        return false;
    }
    ObjectReader qr(problems, *source.query, r.where("query"), queryKeys);
    if (!qr.isObject())
        return false;
    const auto query = readQuery(qr, problems);
    if (!query || !answer)
        return false;
    q.query = *query;
    return true;
}

/// A choice question's choices: at least two, exactly one of them right. False when they have
/// a mistake.
bool readChoices(Problems &problems, ObjectReader &r, Question &q)
{
    const auto choices = r.list("choices");
    if (!r.get("choices")) {
        problems.add(r.node(), r.path(),
                     say(QT_TRANSLATE_NOOP("LoaderText", "missing \"choices\"")));
        return false;
    }
    bool ok = true;
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
        problems.add(choicesNode, r.where("choices"),
                     say(QT_TRANSLATE_NOOP("LoaderText", "a question needs at least two choices")));
        return false;
    }
    if (right.size() != 1) {
        problems.add(choicesNode, r.where("choices"),
                     right.empty()
                         ? say(QT_TRANSLATE_NOOP("LoaderText",
                                                 "no choice is marked right (\"right\": true); a "
                                                 "question has exactly one right answer"))
                         : say(QT_TRANSLATE_NOOP("LoaderText",
                                                 "%1 choices are marked right (%2); a question "
                                                 "has exactly one right answer"),
                               {text(std::to_string(right.size())), text(commaList(right))}));
        return false;
    }
    return ok;
}

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
    const auto kindValue = r.choice("kind", {"choice", "number", "next"});
    if (!kindValue) {
        if (!r.get("kind"))
            problems.add(
                node, path,
                say(QT_TRANSLATE_NOOP("LoaderText",
                                      "missing \"kind\" (\"choice\", \"number\" or \"next\")")));
        return std::nullopt;
    }
    q.kind = *kindValue == "choice"   ? Question::Kind::Choice
             : *kindValue == "number" ? Question::Kind::Number
                                      : Question::Kind::Next;
    q.prompt = r.string("prompt", true).value_or("");
    const bool promptOk = r.get("prompt") != nullptr;
    const bool ok = q.kind == Question::Kind::Number ? readNumberAnswer(problems, r, q, source)
                                                     : readChoices(problems, r, q);
    if (!ok || !promptOk)
        return std::nullopt;
    return q;
}

/// A step's highlights as written; whether each names something in the run is checked later.
void readHighlights(Problems &problems, const JsonNode &highlight, const std::string &path,
                    StepSource &source)
{
    if (highlight.type != JsonNode::Type::Array) {
        problems.add(highlight, path,
                     say(QT_TRANSLATE_NOOP(
                         "LoaderText",
                         "must be an array of names (\"m1\", \"worker-2\", \"effects\", ...) and "
                         "time spans ([from, to])")));
        source.highlightsOk = false;
        return;
    }
    for (std::size_t i = 0; i < highlight.items.size(); ++i) {
        const JsonNode &item = highlight.items[i];
        StepSource::Mark mark;
        mark.node = &item;
        mark.path = path + "[" + std::to_string(i) + "]";
        if (item.type == JsonNode::Type::String && !item.text.empty()) {
            mark.name = item.text;
        } else if (item.type == JsonNode::Type::Array && item.items.size() == 2 &&
                   item.items[0].type == JsonNode::Type::Number &&
                   item.items[1].type == JsonNode::Type::Number) {
            const double from = item.items[0].number;
            const double to = item.items[1].number;
            if (!(from >= 0 && to <= maxSeconds && from < to)) {
                problems.add(item, mark.path,
                             say(QT_TRANSLATE_NOOP(
                                 "LoaderText",
                                 "a time span is [from, to] in seconds, with from before to")));
                source.highlightsOk = false;
                continue;
            }
            mark.span = std::make_pair(static_cast<TimeMs>(std::llround(from * 1000.0)),
                                       static_cast<TimeMs>(std::llround(to * 1000.0)));
        } else {
            problems.add(item, mark.path,
                         say(QT_TRANSLATE_NOOP("LoaderText",
                                               "a highlight is a name (\"m1\", \"worker-2\", "
                                               "\"ord_7731\", \"orders\", \"effects\") or a time "
                                               "span [from, to], not %1"),
                             {item.typeName()}));
            source.highlightsOk = false;
            continue;
        }
        source.marks.push_back(std::move(mark));
    }
}

/// The challenge's "parameters": what-if names the student may change. True when they all read
/// cleanly.
bool readParameters(Problems &problems, ObjectReader &r, std::vector<WhatIf> &parameters)
{
    const JsonNode *list = r.get("parameters");
    if (!list) {
        problems.add(
            r.node(), "challenge",
            say(QT_TRANSLATE_NOOP(
                "LoaderText",
                "missing \"parameters\" (the what-if parameters the student may change)")));
        return false;
    }
    if (list->type != JsonNode::Type::Array || list->items.empty()) {
        problems.add(
            *list, r.where("parameters"),
            say(QT_TRANSLATE_NOOP("LoaderText", "must be a non-empty array of what-if parameter "
                                                "names (%1)"),
                {text(commaList(whatIfNames()))}));
        return false;
    }
    bool ok = true;
    for (std::size_t i = 0; i < list->items.size(); ++i) {
        const JsonNode &item = list->items[i];
        const std::string ipath = r.where("parameters") + "[" + std::to_string(i) + "]";
        if (item.type != JsonNode::Type::String) {
            problems.add(item, ipath,
                         say(QT_TRANSLATE_NOOP("LoaderText", "must be a what-if parameter name")));
            ok = false;
            continue;
        }
        const auto parameter = whatIfFromName(item.text);
        if (!parameter) {
            problems.add(item, ipath,
                         unknownName(say(QT_TRANSLATE_NOOP("LoaderText", "what-if parameter")),
                                     item.text, whatIfNames()));
            ok = false;
            continue;
        }
        if (std::find(parameters.begin(), parameters.end(), *parameter) != parameters.end()) {
            problems.add(
                item, ipath,
                say(QT_TRANSLATE_NOOP("LoaderText", "\"%1\" is listed twice"), {text(item.text)}));
            ok = false;
            continue;
        }
        parameters.push_back(*parameter);
    }
    return ok;
}

/// One success condition: a query (inline) and one comparison.
std::optional<ChallengeCondition> readCondition(Problems &problems, const JsonNode &node,
                                                const std::string &path)
{
    std::vector<std::string> keys = queryKeys;
    keys.insert(keys.end(), {"equals", "atMost", "atLeast", "equalsMetric", "label"});
    ObjectReader c(problems, node, path, keys);
    if (!c.isObject())
        return std::nullopt;
    ChallengeCondition condition;
    condition.position = positionOf(node);
    condition.label = c.string("label").value_or("");
    const auto query = readQuery(c, problems);
    std::vector<const char *> compares;
    for (const char *k : {"equals", "atMost", "atLeast", "equalsMetric"}) {
        if (c.get(k))
            compares.push_back(k);
    }
    if (compares.size() != 1) {
        problems.add(
            node, path,
            compares.empty()
                ? say(QT_TRANSLATE_NOOP("LoaderText",
                                        "needs a comparison: \"equals\", \"atMost\", "
                                        "\"atLeast\" (a number) or \"equalsMetric\" (a "
                                        "metric's name)"))
                : say(QT_TRANSLATE_NOOP("LoaderText", "takes only one of a comparison: \"equals\", "
                                                      "\"atMost\", \"atLeast\" (a number) or "
                                                      "\"equalsMetric\" (a metric's name)")));
        return std::nullopt;
    }
    const std::string compare = compares.front();
    bool ok = true;
    if (compare == "equalsMetric") {
        const auto other = c.string("equalsMetric");
        const auto &names = metricNames();
        if (other && std::find(names.begin(), names.end(), *other) == names.end()) {
            problems.add(
                *c.get("equalsMetric"), c.where("equalsMetric"),
                unknownName(say(QT_TRANSLATE_NOOP("LoaderText", "metric")), *other, names));
            return std::nullopt;
        }
        condition.otherMetric = other;
        ok = other.has_value();
    } else {
        const auto value = c.number(compare.c_str(), -1e15, 1e15);
        ok = value.has_value();
        condition.value = value.value_or(0);
        condition.compare = compare == "equals"   ? ChallengeCondition::Compare::Equals
                            : compare == "atMost" ? ChallengeCondition::Compare::AtMost
                                                  : ChallengeCondition::Compare::AtLeast;
    }
    if (!query || !ok)
        return std::nullopt;
    condition.query = *query;
    return condition;
}

/// The challenge's "success": conditions on the run. True when they all read cleanly.
bool readConditions(Problems &problems, ObjectReader &r, std::vector<ChallengeCondition> &success,
                    ChallengeSource &source)
{
    bool ok = true;
    const auto conditions = r.list("success");
    if (conditions.empty()) {
        problems.add(r.get("success") ? *r.get("success") : r.node(), r.where("success"),
                     say(QT_TRANSLATE_NOOP("LoaderText",
                                           "needs at least one condition, for example {\"metric\": "
                                           "\"duplicateEffects\", \"equals\": 0}")));
        ok = false;
    }
    for (std::size_t i = 0; i < conditions.size(); ++i) {
        source.conditions.push_back(conditions[i]);
        auto condition = readCondition(problems, *conditions[i],
                                       r.where("success") + "[" + std::to_string(i) + "]");
        if (condition)
            success.push_back(std::move(*condition));
        else
            ok = false;
    }
    return ok;
}

/// What-if parameter values, {"visibilityTimeout": 60, ...}, as a challenge's solution and a
/// step's comparison give them. `allowed` (when not null) names the parameters that may appear.
/// Nothing when one does not read cleanly (each mistake is reported).
std::optional<std::vector<std::pair<WhatIf, double>>>
readParameterValues(Problems &problems, const JsonNode &node, const std::string &path,
                    const std::vector<WhatIf> *allowed)
{
    if (node.type != JsonNode::Type::Object || node.keys.empty()) {
        problems.add(
            node, path,
            say(QT_TRANSLATE_NOOP(
                "LoaderText",
                "must be an object of parameter values, for example {\"visibilityTimeout\": "
                "60}")));
        return std::nullopt;
    }
    std::vector<std::pair<WhatIf, double>> values;
    bool ok = true;
    for (std::size_t i = 0; i < node.keys.size(); ++i) {
        const JsonNode::Key &key = node.keys[i];
        const JsonNode &value = node.values[i];
        const std::string kpath = path + "." + key.name;
        const auto parameter = whatIfFromName(key.name);
        if (!parameter) {
            problems.addAtKey(
                key,
                atPath(kpath, unknownName(say(QT_TRANSLATE_NOOP("LoaderText", "what-if parameter")),
                                          key.name, whatIfNames())));
            ok = false;
            continue;
        }
        if (allowed && std::find(allowed->begin(), allowed->end(), *parameter) == allowed->end()) {
            std::vector<std::string> names;
            for (const WhatIf p : *allowed)
                names.emplace_back(whatIfName(p));
            problems.addAtKey(
                key, atPath(kpath, say(QT_TRANSLATE_NOOP("LoaderText",
                                                         "not one of the challenge's "
                                                         "\"parameters\" (%1): the student could "
                                                         "not make this change"),
                                       {text(commaList(names))})));
            ok = false;
            continue;
        }
        if (value.type != JsonNode::Type::Number) {
            problems.add(value, kpath,
                         say(QT_TRANSLATE_NOOP("LoaderText", "must be a number, not %1"),
                             {value.typeName()}));
            ok = false;
            continue;
        }
        values.emplace_back(*parameter, value.number);
    }
    if (!ok)
        return std::nullopt;
    return values;
}

/// The reference solution: a value for some of the parameters. Checked against the parameters
/// only when they all read cleanly (`parametersOk`): otherwise the mistake is already reported
/// where it is. True when the solution reads cleanly.
bool readSolution(Problems &problems, ObjectReader &r, Challenge &challenge,
                  ChallengeSource &source, bool parametersOk)
{
    source.solution = r.get("solution");
    if (!source.solution) {
        problems.add(
            r.node(), "challenge",
            say(QT_TRANSLATE_NOOP(
                "LoaderText", "missing \"solution\" (parameter values that make the run pass)")));
        return false;
    }
    challenge.solutionPosition = positionOf(*source.solution);
    const auto values = readParameterValues(problems, *source.solution, r.where("solution"),
                                            parametersOk ? &challenge.parameters : nullptr);
    if (!values)
        return false;
    challenge.solution = *values;
    return true;
}

/// Whether `url` is an https address with a host and no spaces: a page a teacher can open, never
/// one fetched over plain http.
bool isHttpsUrl(const std::string &url)
{
    const QUrl parsed(QString::fromStdString(url), QUrl::StrictMode);
    return url.find_first_of(" \t\r\n") == std::string::npos && parsed.isValid() &&
           parsed.scheme() == QLatin1String("https") && !parsed.host().isEmpty();
}

/// The steps a source backs: ids of the lesson's steps. True when they all name one.
bool readSourceSteps(Problems &problems, const JsonNode &steps, const std::string &path,
                     const std::vector<std::string> &stepIds, std::vector<std::string> &out)
{
    if (steps.type != JsonNode::Type::Array) {
        problems.add(steps, path,
                     say(QT_TRANSLATE_NOOP(
                         "LoaderText", "must be an array of the ids of the steps the page backs")));
        return false;
    }
    bool ok = true;
    for (std::size_t i = 0; i < steps.items.size(); ++i) {
        const JsonNode &item = steps.items[i];
        const std::string ipath = path + "[" + std::to_string(i) + "]";
        if (item.type != JsonNode::Type::String) {
            problems.add(item, ipath,
                         say(QT_TRANSLATE_NOOP("LoaderText", "must be a step id, not %1"),
                             {item.typeName()}));
            ok = false;
        } else if (std::find(stepIds.begin(), stepIds.end(), item.text) == stepIds.end()) {
            problems.add(
                item, ipath,
                unknownName(say(QT_TRANSLATE_NOOP("LoaderText", "step")), item.text, stepIds));
            ok = false;
        } else {
            out.push_back(item.text);
        }
    }
    return ok;
}

/// One of the lesson's "sources": a title for people, an https URL, and the steps it backs.
std::optional<LessonSource> readSource(Problems &problems, const JsonNode &node,
                                       const std::string &path,
                                       const std::vector<std::string> &stepIds)
{
    ObjectReader r(problems, node, path, {"title", "url", "steps"});
    if (!r.isObject())
        return std::nullopt;
    LessonSource source;
    source.position = positionOf(node);
    const auto title = r.string("title", true);
    bool ok = title.has_value();
    if (title && title->empty()) {
        problems.add(
            *r.get("title"), r.where("title"),
            say(QT_TRANSLATE_NOOP("LoaderText", "is empty: it names the page for people")));
        ok = false;
    }
    const auto url = r.string("url", true);
    ok = ok && url.has_value();
    if (url && !isHttpsUrl(*url)) {
        problems.add(*r.get("url"), r.where("url"),
                     say(QT_TRANSLATE_NOOP("LoaderText",
                                           "\"%1\" is not an https URL: a source is the https "
                                           "address of the page its facts come from, for example "
                                           "https://docs.aws.amazon.com/..."),
                         {text(*url)}));
        ok = false;
    }
    if (const JsonNode *steps = r.get("steps"))
        ok = readSourceSteps(problems, *steps, r.where("steps"), stepIds, source.steps) && ok;
    if (!ok)
        return std::nullopt;
    source.title = *title;
    source.url = *url;
    return source;
}

} // namespace

std::optional<LessonStep> readStep(Problems &problems, const JsonNode &node,
                                   const std::string &path, StepSource &source)
{
    source.node = &node;
    source.path = path;
    ObjectReader r(problems, node, path,
                   {"id", "title", "at", "event", "highlight", "question", "compare"});
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
                         say(QT_TRANSLATE_NOOP("LoaderText",
                                               "\"%1\" is not a step id: lower-case letters, "
                                               "digits and dashes, as in its \"## %1\" narration "
                                               "section"),
                             {text(*id)}));
            ok = false;
        }
        step.id = *id;
    }
    step.title = r.string("title").value_or("");
    source.at = r.get("at");
    source.event = r.get("event");
    if ((source.at != nullptr) == (source.event != nullptr)) {
        problems.add(node, path,
                     say(QT_TRANSLATE_NOOP(
                         "LoaderText",
                         "a step is pinned either to a time (\"at\", seconds) or to an \"event\", "
                         "not both")));
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
    if (const JsonNode *highlight = r.get("highlight"))
        readHighlights(problems, *highlight, r.where("highlight"), source);
    if (const JsonNode *question = r.get("question")) {
        source.questionPath = r.where("question");
        step.question = readQuestion(problems, *question, r.where("question"), source);
        ok = ok && step.question;
    }
    if (const JsonNode *compare = r.get("compare")) {
        source.comparePath = r.where("compare");
        source.compare = compare;
        const auto values = readParameterValues(problems, *compare, r.where("compare"), nullptr);
        ok = ok && values;
        if (values)
            step.compare = *values;
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
    const bool parametersOk = readParameters(problems, r, challenge.parameters);
    bool ok = readConditions(problems, r, challenge.success, source) && parametersOk;
    // Hints: up to three.
    challenge.hints = r.stringList("hints");
    if (challenge.hints.size() > 3) {
        problems.add(*r.get("hints"), r.where("hints"),
                     say(QT_TRANSLATE_NOOP("LoaderText", "%1 hints: a challenge has at most three"),
                         {text(std::to_string(challenge.hints.size()))}));
        ok = false;
    }
    ok = readSolution(problems, r, challenge, source, parametersOk) && ok;
    source.ok = ok;
    if (!ok)
        return std::nullopt;
    return challenge;
}

std::vector<LessonSource> readSources(Problems &problems, const JsonNode *node,
                                      const JsonNode &root, const std::vector<std::string> &stepIds)
{
    std::vector<LessonSource> sources;
    if (!node) {
        problems.add(root, "",
                     say(QT_TRANSLATE_NOOP(
                         "LoaderText",
                         "missing \"sources\" (the AWS pages the lesson's facts come from, each "
                         "{\"title\": ..., \"url\": \"https://docs.aws.amazon.com/...\"})")));
        return sources;
    }
    if (node->type != JsonNode::Type::Array || node->items.empty()) {
        problems.add(*node, "sources",
                     say(QT_TRANSLATE_NOOP(
                         "LoaderText",
                         "must be a non-empty array of sources, each {\"title\": ..., \"url\": "
                         "\"https://...\"}: a lesson names the pages its facts come from")));
        return sources;
    }
    for (std::size_t i = 0; i < node->items.size(); ++i) {
        if (auto source =
                readSource(problems, node->items[i], "sources[" + std::to_string(i) + "]", stepIds))
            sources.push_back(std::move(*source));
    }
    return sources;
}

} // namespace inflight::content
