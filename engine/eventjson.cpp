// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventjson.h"

#include "api.h"
#include "apierror.h"
#include "events.h"
#include "jsonwriter.h"

namespace inflight {

namespace {

const EventKindInfo &infoOf(EventKind kind)
{
    return eventKinds[static_cast<std::size_t>(kind)];
}

bool written(const EventField &field, const Event &e)
{
    return !field.when || field.when(e);
}

/// The field's word for `value`; the words wrap around, as a value out of range is no crash.
std::string_view wordOf(const EventField &field, std::int64_t value)
{
    std::int64_t count = 0;
    while (count < static_cast<std::int64_t>(field.words.size()) &&
           !field.words[static_cast<std::size_t>(count)].empty())
        ++count;
    return field.words[static_cast<std::size_t>(value % count)];
}

/// The field's value as text (a describe word, or a JSON string).
std::string textOf(const EventField &field, const EventLog &log, const Event &e, std::int64_t value)
{
    switch (field.format) {
    case FieldFormat::Seconds:
        return formatSeconds(value);
    case FieldFormat::Integer:
        return std::to_string(value);
    case FieldFormat::Boolean:
    case FieldFormat::Flag:
        return value != 0 ? "true" : "false";
    case FieldFormat::ActionName:
        return std::string(actionName(static_cast<Action>(value)));
    case FieldFormat::ErrorName:
        return codeName(static_cast<ErrorCode>(value));
    case FieldFormat::QueueName:
        return log.queueName(static_cast<QueueIndex>(value));
    case FieldFormat::Interned:
        return log.string(static_cast<std::uint32_t>(value));
    case FieldFormat::MessageLabel:
        return messageLabel(static_cast<MessageNumber>(value));
    case FieldFormat::Handle:
        return ReceiptHandle{e.message, static_cast<std::uint32_t>(value)}.toString();
    case FieldFormat::Word:
        return std::string(wordOf(field, value));
    }
    return {};
}

void writeField(JsonWriter &w, const EventField &field, const EventLog &log, const Event &e)
{
    const std::int64_t value = field.read(e);
    if (field.format == FieldFormat::Flag && value == 0)
        return;
    w.key(field.name);
    switch (field.format) {
    case FieldFormat::Seconds:
        w.raw(formatSeconds(value));
        break;
    case FieldFormat::Integer:
        w.value(value);
        break;
    case FieldFormat::Boolean:
    case FieldFormat::Flag:
        w.value(value != 0);
        break;
    default:
        w.value(textOf(field, log, e, value));
    }
}

} // namespace

std::string eventJson(const EventLog &log, std::uint64_t sequence)
{
    const Event &e = log[sequence];
    JsonWriter w;
    w.beginObject();
    w.key("seq").value(static_cast<std::int64_t>(sequence));
    w.key("t").raw(formatSeconds(e.time));
    w.key("kind").value(eventKindName(e.kind));
    w.key("actor").value(log.actorName(e.actor));
    if (e.queue != noQueue)
        w.key("queue").value(log.queueName(e.queue));
    if (e.message != noMessage)
        w.key("message").value(messageLabel(e.message));
    if (e.receipt != 0)
        w.key("handle").value(ReceiptHandle{e.message, e.receipt}.toString());
    if (e.call != 0)
        w.key("call").value(static_cast<std::int64_t>(e.call));
    for (const EventField &field : infoOf(e.kind).json) {
        if (!field.empty() && written(field, e))
            writeField(w, field, log, e);
    }
    w.endObject();
    return w.take();
}

void describePayload(std::string &text, const EventLog &log, const Event &e)
{
    for (const EventField &field : infoOf(e.kind).words) {
        if (field.empty() || !written(field, e))
            continue;
        const std::int64_t value = field.read(e);
        if (field.format == FieldFormat::Flag) {
            if (value != 0)
                text.append(" ").append(field.name);
            continue;
        }
        text.append(" ").append(field.name).append("=").append(textOf(field, log, e, value));
    }
}

} // namespace inflight
