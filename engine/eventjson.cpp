// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventjson.h"

#include "api.h"
#include "apierror.h"
#include "jsonwriter.h"

namespace inflight {

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
    switch (e.kind) {
    case EventKind::ApiCall:
        w.key("action").value(actionName(static_cast<Action>(e.detail)));
        if (e.a != 0)
            w.key("error").value(codeName(static_cast<ErrorCode>(e.a)));
        w.key("count").value(e.b);
        if (e.extra == 1)
            w.key("waiting").value(true);
        break;
    case EventKind::QueueCreated:
        w.key("fifo").value(e.detail == 1);
        break;
    case EventKind::QueuePurged:
        w.key("removed").value(e.a);
        break;
    case EventKind::MessageSent:
        w.key("visibleAt").raw(formatSeconds(e.a));
        if (e.b != 0)
            w.key("group").value(log.string(static_cast<std::uint32_t>(e.b)));
        break;
    case EventKind::MessageReceived:
    case EventKind::DuplicateDelivered:
        w.key("deadline").raw(formatSeconds(e.a));
        w.key("requestAt").raw(formatSeconds(e.b));
        if (e.detail == 1)
            w.key("attemptRetry").value(true);
        break;
    case EventKind::EmptyReceive:
        w.key("waited").raw(formatSeconds(e.a));
        break;
    case EventKind::VisibilityChanged:
        w.key("deadline").raw(formatSeconds(e.a));
        w.key("capAnchor").raw(formatSeconds(e.b));
        if (e.detail == static_cast<std::uint8_t>(VisibilityChangeReason::RetryBackoff))
            w.key("retryBackoff").value(true);
        break;
    case EventKind::VisibilityExpired:
        w.key("reason").value(e.detail == 1 ? "terminated" : "deadline");
        break;
    case EventKind::DeleteIgnored:
        w.key("reason").value(e.detail == 0 ? "staleReceiptHandle" : "messageGone");
        w.key("latestHandle")
            .value(ReceiptHandle{e.message, static_cast<std::uint32_t>(e.a)}.toString());
        break;
    case EventKind::DeleteFailed:
        w.key("error").value(codeName(static_cast<ErrorCode>(e.a)));
        break;
    case EventKind::MovedToDeadLetterQueue:
        w.key("to").value(log.queueName(static_cast<QueueIndex>(e.a)));
        break;
    case EventKind::MessageRedriven:
        w.key("as").value(messageLabel(static_cast<MessageNumber>(e.a)));
        w.key("to").value(log.queueName(static_cast<QueueIndex>(e.b)));
        break;
    case EventKind::MoveTaskStatus: {
        static const char *statuses[] = {"RUNNING", "COMPLETED", "CANCELLING", "CANCELLED",
                                         "FAILED"};
        w.key("task").value(e.a);
        w.key("status").value(statuses[e.detail % 5]);
        break;
    }
    case EventKind::JobStarted:
        w.key("plannedEnd").raw(formatSeconds(e.a));
        break;
    case EventKind::SideEffect:
        w.key("ledgerEntry").value(e.a);
        if (e.b != 0)
            w.key("service").value(log.string(static_cast<std::uint32_t>(e.b)));
        break;
    case EventKind::IdempotencyHit:
        w.key("by").value(e.detail == 1 ? "providerKey" : "conditionalWrite");
        break;
    case EventKind::JobFailed: {
        static const char *reasons[] = {"processingError", "serviceOutage", "serviceError",
                                        "functionTimeout", "throttled"};
        w.key("reason").value(reasons[e.detail % 5]);
        // A throttled batch is retried at `retryAt`, or let go when its loan ends first.
        if (e.detail == static_cast<std::uint8_t>(JobFailure::Throttled))
            w.key(e.b != 0 ? "loanEndsAt" : "retryAt").raw(formatSeconds(e.a));
        break;
    }
    case EventKind::WorkerCrashed: {
        static const char *points[] = {"atTime", "beforeEffect", "afterEffectBeforeDelete",
                                       "duringHeartbeat", "afterEffectBeforeRecord"};
        w.key("point").value(points[e.detail % 5]);
        break;
    }
    case EventKind::LambdaInvoked:
        w.key("messages").value(e.a);
        w.key("invocation").value(e.b);
        break;
    case EventKind::LambdaFinished: {
        static const char *outcomes[] = {"succeeded", "partialFailure", "batchFailed", "timedOut"};
        w.key("outcome").value(outcomes[e.detail % 4]);
        w.key("failed").value(e.a);
        w.key("invocation").value(e.b);
        break;
    }
    default:
        break;
    }
    w.endObject();
    return w.take();
}

} // namespace inflight
