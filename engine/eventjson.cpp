// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventjson.h"

#include "api.h"
#include "apierror.h"
#include "events.h"
#include "jsonwriter.h"

#include <array>

namespace inflight {

namespace {

/// Each kind's payload under its JSON names (eventJson), and as `name=value` words for
/// EventLog::describe.
struct KindFields {
    EventKind kind;
    /// The kind's name (eventKindName): "MessageReceived".
    std::string_view name;
    void (*json)(JsonWriter &w, const EventLog &log, const Event &e);
    void (*words)(std::string &text, const EventLog &log, const Event &e);
};

void none(JsonWriter &, const EventLog &, const Event &) {}
void noWords(std::string &, const EventLog &, const Event &) {}

void word(std::string &text, const char *name, const std::string &value)
{
    text.append(" ").append(name).append("=").append(value);
}

void receivedJson(JsonWriter &w, const EventLog &, const Event &e)
{
    w.key("deadline").raw(formatSeconds(hiddenUntil(e)));
    w.key("requestAt").raw(formatSeconds(capAnchor(e)));
    if (isAttemptRetry(e))
        w.key("attemptRetry").value(true);
}

void deadlineWords(std::string &text, const EventLog &, const Event &e)
{
    word(text, "deadline", formatSeconds(hiddenUntil(e)));
}

const char *const moveTaskStatuses[] = {"RUNNING", "COMPLETED", "CANCELLING", "CANCELLED",
                                        "FAILED"};
const char *const jobFailures[] = {"processingError", "serviceOutage", "serviceError",
                                   "functionTimeout", "throttled"};
const char *const crashPoints[] = {"atTime", "beforeEffect", "afterEffectBeforeDelete",
                                   "duringHeartbeat", "afterEffectBeforeRecord"};
const char *const lambdaOutcomes[] = {"succeeded", "partialFailure", "batchFailed", "timedOut"};

// clang-format off
constexpr std::array<KindFields, eventKindCount> table = {{
    {EventKind::ApiCall, "ApiCall",
     [](JsonWriter &w, const EventLog &, const Event &e) {
         w.key("action").value(actionName(callAction(e)));
         if (callError(e) != ErrorCode::None)
             w.key("error").value(codeName(callError(e)));
         w.key("count").value(callCount(e));
         if (callWaits(e))
             w.key("waiting").value(true);
     },
     [](std::string &text, const EventLog &, const Event &e) {
         word(text, "action", std::string(actionName(callAction(e))));
         if (callError(e) != ErrorCode::None)
             word(text, "error", codeName(callError(e)));
         if (callWaits(e))
             text.append(" waiting");
     }},
    {EventKind::QueueCreated, "QueueCreated",
     [](JsonWriter &w, const EventLog &, const Event &e) { w.key("fifo").value(createdFifo(e)); },
     noWords},
    {EventKind::QueueDeleted, "QueueDeleted", none, noWords},
    {EventKind::QueuePurged, "QueuePurged",
     [](JsonWriter &w, const EventLog &, const Event &e) { w.key("removed").value(purgedCount(e)); },
     noWords},
    {EventKind::MessageSent, "MessageSent",
     [](JsonWriter &w, const EventLog &log, const Event &e) {
         w.key("visibleAt").raw(formatSeconds(visibleAt(e)));
         if (sentGroup(e) != 0)
             w.key("group").value(log.string(sentGroup(e)));
     },
     [](std::string &text, const EventLog &log, const Event &e) {
         if (visibleAt(e) != e.time)
             word(text, "visibleAt", formatSeconds(visibleAt(e)));
         if (sentGroup(e) != 0)
             word(text, "group", log.string(sentGroup(e)));
     }},
    {EventKind::SendDeduplicated, "SendDeduplicated", none, noWords},
    {EventKind::DelayEnded, "DelayEnded", none, noWords},
    {EventKind::MessageReceived, "MessageReceived", receivedJson, deadlineWords},
    {EventKind::DuplicateDelivered, "DuplicateDelivered", receivedJson, deadlineWords},
    {EventKind::EmptyReceive, "EmptyReceive",
     [](JsonWriter &w, const EventLog &, const Event &e) { w.key("waited").raw(formatSeconds(waitedMs(e))); },
     noWords},
    {EventKind::VisibilityChanged, "VisibilityChanged",
     [](JsonWriter &w, const EventLog &, const Event &e) {
         w.key("deadline").raw(formatSeconds(hiddenUntil(e)));
         w.key("capAnchor").raw(formatSeconds(capAnchor(e)));
         if (isRetryBackoff(e))
             w.key("retryBackoff").value(true);
     },
     deadlineWords},
    {EventKind::VisibilityChangeIgnored, "VisibilityChangeIgnored", none, noWords},
    {EventKind::VisibilityExpired, "VisibilityExpired",
     [](JsonWriter &w, const EventLog &, const Event &e) {
         w.key("reason").value(endedByChangeToZero(e) ? "terminated" : "deadline");
     },
     noWords},
    {EventKind::MessageDeleted, "MessageDeleted", none, noWords},
    {EventKind::DeleteIgnored, "DeleteIgnored",
     [](JsonWriter &w, const EventLog &, const Event &e) {
         w.key("reason").value(isStaleDelete(e) ? "staleReceiptHandle" : "messageGone");
         w.key("latestHandle").value(ReceiptHandle{e.message, latestReceive(e)}.toString());
     },
     [](std::string &text, const EventLog &, const Event &e) {
         word(text, "reason", isStaleDelete(e) ? "stale-receipt-handle" : "message-gone");
     }},
    {EventKind::MovedToDeadLetterQueue, "MovedToDeadLetterQueue",
     [](JsonWriter &w, const EventLog &log, const Event &e) {
         w.key("to").value(log.queueName(deadLetterQueue(e)));
     },
     [](std::string &text, const EventLog &log, const Event &e) {
         word(text, "to", log.queueName(deadLetterQueue(e)));
     }},
    {EventKind::MessageExpired, "MessageExpired", none, noWords},
    {EventKind::MessagePurged, "MessagePurged", none, noWords},
    {EventKind::MessageRedriven, "MessageRedriven",
     [](JsonWriter &w, const EventLog &log, const Event &e) {
         w.key("as").value(messageLabel(redrivenAs(e)));
         w.key("to").value(log.queueName(redriveDestination(e)));
     },
     [](std::string &text, const EventLog &log, const Event &e) {
         word(text, "as", messageLabel(redrivenAs(e)));
         word(text, "to", log.queueName(redriveDestination(e)));
     }},
    {EventKind::DuplicateScheduled, "DuplicateScheduled", none, noWords},
    {EventKind::MoveTaskStatus, "MoveTaskStatus",
     [](JsonWriter &w, const EventLog &, const Event &e) {
         w.key("task").value(moveTaskId(e));
         w.key("status").value(moveTaskStatuses[static_cast<int>(moveTaskState(e)) % 5]);
     },
     noWords},
    {EventKind::JobStarted, "JobStarted",
     [](JsonWriter &w, const EventLog &, const Event &e) { w.key("plannedEnd").raw(formatSeconds(jobEnd(e))); },
     noWords},
    {EventKind::SideEffect, "SideEffect",
     [](JsonWriter &w, const EventLog &log, const Event &e) {
         w.key("ledgerEntry").value(static_cast<std::int64_t>(ledgerEntry(e)));
         if (effectService(e) != 0)
             w.key("service").value(log.string(effectService(e)));
     },
     noWords},
    {EventKind::IdempotencyHit, "IdempotencyHit",
     [](JsonWriter &w, const EventLog &, const Event &e) {
         w.key("by").value(byProviderKey(e) ? "providerKey" : "conditionalWrite");
     },
     noWords},
    {EventKind::JobFailed, "JobFailed",
     [](JsonWriter &w, const EventLog &, const Event &e) {
         w.key("reason").value(jobFailures[static_cast<int>(jobFailure(e)) % 5]);
         // A throttled batch is retried at `retryAt`, or let go when its loan ends first.
         if (isThrottled(e))
             w.key(throttleLetsGo(e) ? "loanEndsAt" : "retryAt").raw(formatSeconds(throttleNextAt(e)));
     },
     noWords},
    {EventKind::WorkerCrashed, "WorkerCrashed",
     [](JsonWriter &w, const EventLog &, const Event &e) {
         w.key("point").value(crashPoints[static_cast<int>(crashPoint(e)) % 5]);
     },
     noWords},
    {EventKind::WorkerRestarted, "WorkerRestarted", none, noWords},
    {EventKind::LambdaInvoked, "LambdaInvoked",
     [](JsonWriter &w, const EventLog &, const Event &e) {
         w.key("messages").value(batchMessages(e));
         w.key("invocation").value(invocation(e));
     },
     noWords},
    {EventKind::LambdaFinished, "LambdaFinished",
     [](JsonWriter &w, const EventLog &, const Event &e) {
         w.key("outcome").value(lambdaOutcomes[static_cast<int>(lambdaOutcome(e)) % 4]);
         w.key("failed").value(batchMessages(e));
         w.key("invocation").value(invocation(e));
     },
     noWords},
    {EventKind::DeleteFailed, "DeleteFailed",
     [](JsonWriter &w, const EventLog &, const Event &e) { w.key("error").value(codeName(callError(e))); },
     [](std::string &text, const EventLog &, const Event &e) { word(text, "error", codeName(callError(e))); }},
}};
// clang-format on

constexpr bool inKindOrder()
{
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (static_cast<std::size_t>(table[i].kind) != i)
            return false;
    }
    return true;
}
static_assert(inKindOrder(), "one entry per EventKind, in its order");

} // namespace

std::string_view eventKindName(EventKind kind)
{
    return table[static_cast<std::size_t>(kind)].name;
}

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
    table[static_cast<std::size_t>(e.kind)].json(w, log, e);
    w.endObject();
    return w.take();
}

void describePayload(std::string &text, const EventLog &log, const Event &e)
{
    table[static_cast<std::size_t>(e.kind)].words(text, log, e);
}

} // namespace inflight
