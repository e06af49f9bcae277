// SPDX-License-Identifier: GPL-3.0-or-later
#include "scriptrunner.h"

#include "jsonwriter.h"
#include "queueconfig.h"
#include "sentence.h"
#include "suggest.h"

#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace inflight {

namespace {

/// The 1-based column of `"name"` on the line, for pointing at a member; 1 when not found.
int columnOf(const std::string &text, const std::string &name)
{
    if (name.empty())
        return 1;
    const auto at = text.find('"' + name + '"');
    return at == std::string::npos ? 1 : static_cast<int>(at) + 1;
}

Sentence say(const char *source, std::vector<Sentence> args = {})
{
    return Sentence::say("ScriptText", source, std::move(args));
}

std::string atColumn(int column, const std::string &message)
{
    return fillSentence(say(QT_TRANSLATE_NOOP("ScriptText", "column %1: %2"),
                            {Sentence::text(std::to_string(column)), Sentence::text(message)}));
}

/// "${r1.Messages} does not resolve: ...": why a reference names no response, filled as written
/// (the script's output is read on the command line).
std::string unresolved(const std::string &reference, const Sentence &why)
{
    return fillSentence(say(QT_TRANSLATE_NOOP("ScriptText", "%1 does not resolve: %2"),
                            {Sentence::text(reference), why}));
}

std::vector<std::string> allActionNames()
{
    std::vector<std::string> names;
    for (int i = 0; i < actionCount; ++i)
        names.emplace_back(actionName(static_cast<Action>(i)));
    return names;
}

/// Seconds (fractions allowed) to milliseconds; nullopt for a value that is not a number >= 0.
/// The latest a script's clock can reach, in seconds (about 31,700 years): far past anything SQS
/// times, and far enough from the 64-bit limit of milliseconds that no timer added to it overflows.
constexpr double latestScriptSeconds = 1e12;

std::optional<TimeMs> secondsValue(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double seconds = value.toDouble();
    if (!(seconds >= 0) || seconds > latestScriptSeconds)
        return std::nullopt;
    return static_cast<TimeMs>(std::llround(seconds * 1000.0));
}

} // namespace

ScriptRunner::ScriptRunner(Output output) : m_output(std::move(output)) {}

ScriptRunner::~ScriptRunner() = default;

void ScriptRunner::ensureEngine()
{
    if (m_engine)
        return;
    m_engine = std::make_unique<QueueEngine>(m_settings);
}

const QueueEngine &ScriptRunner::engine()
{
    ensureEngine();
    return *m_engine;
}

std::unique_ptr<QueueEngine> ScriptRunner::takeEngine()
{
    ensureEngine();
    return std::move(m_engine);
}

void ScriptRunner::emitError(int number, const std::string &id, ErrorCode code,
                             const std::string &message, const char *action)
{
    JsonWriter w;
    w.beginObject().key("line").value(std::int64_t{number});
    if (!id.empty())
        w.key("id").value(id);
    // Before the first call there is no engine yet; its clock would read 0.
    w.key("at").raw(formatSeconds(m_engine ? m_engine->now() : 0));
    if (action)
        w.key("Action").value(action);
    w.key("Error").beginObject().key("Code").value(codeName(code)).key("Message").value(message);
    w.endObject().endObject();
    m_output(w.text());
    if (!id.empty())
        m_responses[id] = Stored{false, true, QJsonValue()};
}

void ScriptRunner::emitResponse(int number, const std::string &id, TimeMs at, const char *action,
                                const std::string &response)
{
    JsonWriter w;
    w.beginObject().key("line").value(std::int64_t{number});
    if (!id.empty())
        w.key("id").value(id);
    w.key("at").raw(formatSeconds(at)).key("Action").value(action).key("Response").raw(response);
    w.endObject();
    m_output(w.text());
    if (!id.empty())
        m_responses[id] = Stored{
            false, false, QJsonDocument::fromJson(QByteArray::fromStdString(response)).object()};
}

void ScriptRunner::applyEngineSettings(int number, const std::string &text,
                                       const QJsonValue &settings)
{
    if (m_sawCall) {
        emitError(number, {}, ErrorCode::InvalidScriptLine,
                  atColumn(columnOf(text, "Engine"),
                           "\"Engine\" settings must come before the first call"));
        return;
    }
    if (!settings.isObject()) {
        emitError(number, {}, ErrorCode::InvalidScriptLine,
                  atColumn(columnOf(text, "Engine"), "\"Engine\" must be an object"));
        return;
    }
    const QJsonObject object = settings.toObject();
    const std::vector<std::string> known = {"Seed",
                                            "ShortPollSampling",
                                            "ShortPollServers",
                                            "DuplicateDeliveryRate",
                                            "StaleHandleDelete",
                                            "Endpoint",
                                            "TimestampOrigin"};
    EngineSettings s = m_settings;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const std::string key = it.key().toStdString();
        const QJsonValue v = it.value();
        auto bad = [&](const std::string &what) {
            emitError(number, {}, ErrorCode::InvalidScriptLine,
                      atColumn(columnOf(text, key), "\"" + key + "\" " + what));
        };
        if (key == "Seed") {
            if (!v.isDouble() || v.toDouble() < 0 || std::floor(v.toDouble()) != v.toDouble() ||
                v.toDouble() > 9e15)
                return bad("must be a whole number >= 0");
            s.seed = static_cast<std::uint64_t>(v.toDouble());
        } else if (key == "ShortPollSampling") {
            if (!v.isBool())
                return bad("must be true or false");
            s.shortPollSampling = v.toBool();
        } else if (key == "ShortPollServers") {
            if (!v.isDouble() || v.toDouble() < 1 || v.toDouble() > 64 ||
                std::floor(v.toDouble()) != v.toDouble())
                return bad("must be a whole number from 1 to 64");
            s.shortPollServers = static_cast<int>(v.toDouble());
        } else if (key == "DuplicateDeliveryRate") {
            if (!v.isDouble() || v.toDouble() < 0 || v.toDouble() > 1)
                return bad("must be a number from 0 to 1");
            s.duplicateDeliveryRate = v.toDouble();
        } else if (key == "StaleHandleDelete") {
            if (v.toString() == QLatin1String("ignore"))
                s.staleHandleDelete = StaleHandleDelete::Ignore;
            else if (v.toString() == QLatin1String("delete"))
                s.staleHandleDelete = StaleHandleDelete::Delete;
            else
                return bad("must be \"ignore\" or \"delete\"");
        } else if (key == "Endpoint") {
            const std::string endpoint = v.toString().toStdString();
            const bool web =
                endpoint.rfind("http://", 0) == 0 || endpoint.rfind("https://", 0) == 0;
            if (!v.isString() || !web || endpoint.back() == '/' ||
                endpoint.find_first_of(" \t\"") != std::string::npos)
                return bad("must be an http:// or https:// address without a path, such as "
                           "\"http://127.0.0.1:9324\"");
            s.endpoint = endpoint;
        } else if (key == "TimestampOrigin") {
            // Epoch milliseconds; up to the year 9999, as a timestamp of AWS can be.
            if (!v.isDouble() || v.toDouble() < 0 || std::floor(v.toDouble()) != v.toDouble() ||
                v.toDouble() > 253402300799999.0)
                return bad("must be a whole number of epoch milliseconds >= 0");
            s.timestampOriginMs = static_cast<std::int64_t>(v.toDouble());
        } else {
            std::string message = "unknown engine setting \"" + key + "\"";
            const std::string suggestion = closestName(key, known);
            message += suggestion.empty() ? " (known: Seed, ShortPollSampling, ShortPollServers, "
                                            "DuplicateDeliveryRate, StaleHandleDelete, Endpoint, "
                                            "TimestampOrigin)"
                                          : " (did you mean \"" + suggestion + "\"?)";
            emitError(number, {}, ErrorCode::InvalidScriptLine,
                      atColumn(columnOf(text, key), message));
            return;
        }
    }
    m_settings = s;
}

void ScriptRunner::moveClock(TimeMs to)
{
    ensureEngine();
    m_engine->advanceTo(to);
    drainCompletedPolls();
}

void ScriptRunner::drainCompletedPolls()
{
    for (const CompletedPoll &done : m_engine->takeCompletedPolls()) {
        auto found = m_pending.find(done.poll);
        if (found == m_pending.end())
            continue;
        const Pending pending = found->second;
        m_pending.erase(found);
        if (!done.outcome) {
            JsonWriter w;
            w.beginObject().key("line").value(std::int64_t{pending.line});
            if (!pending.id.empty())
                w.key("id").value(pending.id);
            w.key("at").raw(formatSeconds(done.completedAt)).key("Action").value("ReceiveMessage");
            w.key("Error").beginObject().key("Code").value(codeName(done.outcome.error().code));
            w.key("Message").value(done.outcome.error().message).endObject().endObject();
            m_output(w.text());
            if (!pending.id.empty())
                m_responses[pending.id] = Stored{false, true, QJsonValue()};
            continue;
        }
        emitResponse(pending.line, pending.id, done.completedAt, "ReceiveMessage",
                     renderReceiveMessageResult(*m_engine, pending.request, done.outcome.result()));
    }
}

std::optional<std::string> ScriptRunner::resolveReferences(QJsonValue &value)
{
    if (value.isArray()) {
        QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            QJsonValue item = array.at(i);
            if (auto error = resolveReferences(item))
                return error;
            array.replace(i, item);
        }
        value = array;
        return std::nullopt;
    }
    if (value.isObject()) {
        QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            QJsonValue item = it.value();
            if (auto error = resolveReferences(item))
                return error;
            it.value() = item;
        }
        value = object;
        return std::nullopt;
    }
    if (!value.isString())
        return std::nullopt;
    const std::string text = value.toString().toStdString();
    // `$${...}` (any number of '$' more) is the text with one '$' less, not a reference: how a
    // recording keeps a client's string that reads as one (docs/script-format.md).
    const std::size_t dollars = text.find_first_not_of('$');
    if (dollars != std::string::npos && dollars >= 2 && text[dollars] == '{' &&
        text.back() == '}') {
        value = QString::fromStdString(text.substr(1));
        return std::nullopt;
    }
    if (text.size() < 4 || text.rfind("${", 0) != 0 || text.back() != '}')
        return std::nullopt;
    const std::string reference = text.substr(2, text.size() - 3);
    const auto dot = reference.find('.');
    const std::string id = reference.substr(0, dot);
    auto stored = m_responses.find(id);
    if (stored == m_responses.end())
        return unresolved(text,
                          say(QT_TRANSLATE_NOOP("ScriptText", "no earlier line has \"id\": \"%1\""),
                              {Sentence::text(id)}));
    if (stored->second.pending)
        return unresolved(
            text,
            say(QT_TRANSLATE_NOOP("ScriptText",
                                  "%1 has not completed yet (its long poll is still waiting)"),
                {Sentence::text(id)}));
    if (stored->second.failed)
        return unresolved(
            text, say(QT_TRANSLATE_NOOP("ScriptText", "%1 ended in an error and has no response"),
                      {Sentence::text(id)}));
    QJsonValue current = stored->second.response;
    std::string walked = id;
    std::size_t start = dot == std::string::npos ? reference.size() : dot + 1;
    while (start < reference.size()) {
        const auto next = reference.find('.', start);
        const std::string step =
            reference.substr(start, next == std::string::npos ? std::string::npos : next - start);
        if (current.isArray()) {
            bool ok = false;
            const int index = QString::fromStdString(step).toInt(&ok);
            if (!ok || index < 0 || index >= current.toArray().size())
                return unresolved(text, say(QT_TRANSLATE_NOOP("ScriptText", "%1 has no element %2"),
                                            {Sentence::text(walked), Sentence::text(step)}));
            current = current.toArray().at(index);
        } else if (current.isObject() &&
                   current.toObject().contains(QString::fromStdString(step))) {
            current = current.toObject().value(QString::fromStdString(step));
        } else {
            return unresolved(text, say(QT_TRANSLATE_NOOP("ScriptText", "%1 has no member \"%2\""),
                                        {Sentence::text(walked), Sentence::text(step)}));
        }
        walked += "." + step;
        if (next == std::string::npos)
            break;
        start = next + 1;
    }
    value = current;
    return std::nullopt;
}

std::optional<ActorId> ScriptRunner::callerOf(int number, const std::string &id,
                                              const std::string &text, const QJsonObject &object,
                                              const char *action)
{
    // A recording of live clients (`inflight serve --record`) names the client of each call, so
    // that the replay's log has the live run's actors; "script" is named at its first call, not
    // before, so that a replay has no actor the live run did not have.
    if (!object.contains(QLatin1String("client")))
        return m_engine->actor("script");
    const QJsonValue client = object.value(QLatin1String("client"));
    if (!client.isString() || client.toString().isEmpty()) {
        emitError(number, id, ErrorCode::InvalidScriptLine,
                  atColumn(columnOf(text, "client"), "\"client\" must be a non-empty string"),
                  action);
        return std::nullopt;
    }
    return m_engine->actor(client.toString().toStdString());
}

std::optional<QJsonObject> ScriptRunner::parseLine(int number, const std::string &text,
                                                   std::size_t first)
{
    QJsonParseError parseError;
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray::fromStdString(text), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // Qt's offset is just past the character it stopped at, except for trailing garbage and
        // a line that ends too early: point at that character (1-based). At the end of the line
        // Qt's wording ("unterminated string" for a missing "}") often names the wrong problem.
        const bool endedEarly = parseError.offset >= static_cast<qsizetype>(text.size());
        int column = static_cast<int>(parseError.offset) + 1;
        if (!endedEarly && parseError.error != QJsonParseError::GarbageAtEnd && column > 1)
            --column;
        emitError(number, {}, ErrorCode::InvalidScriptLine,
                  atColumn(column, "not valid JSON: " +
                                       (endedEarly ? std::string("the line ends too early")
                                                   : parseError.errorString().toStdString())));
        return std::nullopt;
    }
    if (!document.isObject()) {
        emitError(number, {}, ErrorCode::InvalidScriptLine,
                  atColumn(static_cast<int>(first) + 1, "a line must be a JSON object"));
        return std::nullopt;
    }
    return document.object();
}

bool ScriptRunner::readLineId(int number, const std::string &text, const QJsonObject &object,
                              std::string &id)
{
    if (!object.contains(QLatin1String("id")))
        return true;
    if (!object.value(QLatin1String("id")).isString() ||
        object.value(QLatin1String("id")).toString().isEmpty()) {
        emitError(number, {}, ErrorCode::InvalidScriptLine,
                  atColumn(columnOf(text, "id"), "\"id\" must be a non-empty string"));
        return false;
    }
    id = object.value(QLatin1String("id")).toString().toStdString();
    return true;
}

bool ScriptRunner::moveClockAsLineSays(int number, const std::string &id, const std::string &text,
                                       const QJsonObject &object)
{
    const bool hasAt = object.contains(QLatin1String("at"));
    if (object.contains(QLatin1String("advance"))) {
        if (hasAt || object.contains(QLatin1String("Action")) || object.size() != 1) {
            emitError(number, id, ErrorCode::InvalidScriptLine,
                      atColumn(columnOf(text, "advance"),
                               "an \"advance\" line holds nothing but the seconds to advance"));
            return false;
        }
        const auto ms = secondsValue(object.value(QLatin1String("advance")));
        if (!ms) {
            emitError(number, id, ErrorCode::InvalidScriptLine,
                      atColumn(columnOf(text, "advance"),
                               "\"advance\" must be a number of seconds from 0 to 1e12"));
            return false;
        }
        // Many advances each within bounds once carried the clock past the 64-bit range.
        const auto latestMs = static_cast<TimeMs>(latestScriptSeconds * 1000);
        if (*ms > latestMs - m_engine->now()) {
            emitError(number, id, ErrorCode::InvalidScriptLine,
                      atColumn(columnOf(text, "advance"),
                               "\"advance\" would move the clock past t=1e12 s, the latest a "
                               "script can reach (the clock is at t=" +
                                   formatSeconds(m_engine->now()) + ")"));
            return false;
        }
        moveClock(m_engine->now() + *ms);
        return false;
    }
    if (!hasAt)
        return true;
    const auto ms = secondsValue(object.value(QLatin1String("at")));
    if (!ms) {
        emitError(
            number, id, ErrorCode::InvalidScriptLine,
            atColumn(columnOf(text, "at"), "\"at\" must be a number of seconds from 0 to 1e12"));
        return false;
    }
    if (*ms < m_engine->now()) {
        emitError(number, id, ErrorCode::InvalidScriptLine,
                  atColumn(columnOf(text, "at"),
                           "\"at\": " + formatSeconds(*ms) + " is earlier than the clock (t=" +
                               formatSeconds(m_engine->now()) + "); the clock never goes back"));
        return false;
    }
    moveClock(*ms);
    return true;
}

std::optional<Action> ScriptRunner::actionOf(int number, const std::string &id,
                                             const std::string &text, const QJsonObject &object)
{
    const QJsonValue actionValue = object.value(QLatin1String("Action"));
    const std::string actionText = actionValue.toString().toStdString();
    const auto action = actionFromName(actionText);
    if (actionValue.isString() && action)
        return action;
    std::string message = actionValue.isString()
                              ? "unknown action \"" + actionText + "\""
                              : std::string("\"Action\" must be the name of an SQS action");
    const std::string suggestion = closestName(actionText, allActionNames());
    if (!suggestion.empty())
        message += " (did you mean \"" + suggestion + "\"?)";
    emitError(number, id, ErrorCode::InvalidAction, atColumn(columnOf(text, "Action"), message));
    return std::nullopt;
}

std::optional<std::string> ScriptRunner::regionOf(int number, const std::string &id,
                                                  const std::string &text,
                                                  const QJsonObject &object, const char *action)
{
    // A recording names the region of each request made in another than us-east-1.
    if (!object.contains(QLatin1String("region")))
        return std::string(defaultRegion);
    const QJsonValue value = object.value(QLatin1String("region"));
    std::string region = value.toString().toStdString();
    if (!value.isString() || !isRegionName(region)) {
        emitError(number, id, ErrorCode::InvalidScriptLine,
                  atColumn(columnOf(text, "region"),
                           "\"region\" must be the name of an AWS region, such as "
                           "\"eu-west-1\""),
                  action);
        return std::nullopt;
    }
    return region;
}

void ScriptRunner::runCall(int number, const std::string &id, const std::string &text,
                           const QJsonObject &object)
{
    const auto action = actionOf(number, id, text, object);
    if (!action)
        return;
    const char *name = actionName(*action).data();
    QJsonValue resolved = object;
    if (auto error = resolveReferences(resolved)) {
        emitError(number, id, ErrorCode::InvalidReference, error->c_str(), name);
        return;
    }
    const auto actor = callerOf(number, id, text, object, name);
    if (!actor)
        return;
    const auto region = regionOf(number, id, text, object, name);
    if (!region)
        return;
    m_engine->setRegion(*region);
    const JsonCall call = callFromJson(*m_engine, *action, resolved.toObject(), *actor);
    if (call.problem) {
        emitError(number, id, ErrorCode::InvalidScriptLine,
                  atColumn(columnOf(text, call.problem->member), call.problem->message), name);
    } else if (call.error) {
        emitError(number, id, call.error->code, call.error->message, name);
    } else if (call.waiting) {
        m_pending[call.poll] = Pending{number, id, call.receiveRequest};
        if (!id.empty())
            m_responses[id] = Stored{true, false, QJsonValue()};
    } else {
        emitResponse(number, id, m_engine->now(), name, call.response);
    }
    // A call can finish long polls (a send wakes a waiting receive): those lines come after it.
    drainCompletedPolls();
}

void ScriptRunner::feedLine(int number, const std::string &text)
{
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string::npos || text[first] == '#')
        return;
    const std::optional<QJsonObject> object = parseLine(number, text, first);
    if (!object)
        return;
    if (object->contains(QLatin1String("Engine"))) {
        if (object->size() != 1) {
            emitError(number, {}, ErrorCode::InvalidScriptLine,
                      atColumn(columnOf(text, "Engine"),
                               "an \"Engine\" line holds nothing but the settings"));
            return;
        }
        applyEngineSettings(number, text, object->value(QLatin1String("Engine")));
        return;
    }
    m_sawCall = true;
    ensureEngine();
    std::string id;
    if (!readLineId(number, text, *object, id))
        return;
    if (!moveClockAsLineSays(number, id, text, *object))
        return;
    if (!object->contains(QLatin1String("Action"))) {
        if (!object->contains(QLatin1String("at")))
            emitError(number, id, ErrorCode::InvalidScriptLine,
                      atColumn(static_cast<int>(first) + 1,
                               "the line has no \"Action\" (nor \"at\" or \"advance\")"));
        return;
    }
    runCall(number, id, text, *object);
}

void ScriptRunner::finish()
{
    ensureEngine();
    while (m_engine->hasWaitingPolls() && m_engine->nextTimerTime() != neverMs)
        moveClock(m_engine->nextTimerTime());
    drainCompletedPolls();
}

void ScriptRunner::run(QIODevice &input)
{
    int number = 0;
    while (!input.atEnd()) {
        QByteArray line = input.readLine();
        ++number;
        while (line.endsWith('\n') || line.endsWith('\r'))
            line.chop(1);
        feedLine(number, line.toStdString());
    }
    finish();
}

} // namespace inflight
