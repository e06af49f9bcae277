// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventjson.h"

#include "api.h"
#include "apierror.h"
#include "events.h"
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
        w.key("action").value(actionName(callAction(e)));
        if (callError(e) != ErrorCode::None)
            w.key("error").value(codeName(callError(e)));
        w.key("count").value(callCount(e));
        if (callWaits(e))
            w.key("waiting").value(true);
        break;
    case EventKind::QueueCreated:
        w.key("fifo").value(createdFifo(e));
        break;
    case EventKind::QueuePurged:
        w.key("removed").value(purgedCount(e));
        break;
    case EventKind::MessageSent:
        w.key("visibleAt").raw(formatSeconds(visibleAt(e)));
        if (sentGroup(e) != 0)
            w.key("group").value(log.string(sentGroup(e)));
        break;
    case EventKind::MessageReceived:
    case EventKind::DuplicateDelivered:
        w.key("deadline").raw(formatSeconds(hiddenUntil(e)));
        w.key("requestAt").raw(formatSeconds(capAnchor(e)));
        if (isAttemptRetry(e))
            w.key("attemptRetry").value(true);
        break;
    case EventKind::EmptyReceive:
        w.key("waited").raw(formatSeconds(waitedMs(e)));
        break;
    case EventKind::VisibilityChanged:
        w.key("deadline").raw(formatSeconds(hiddenUntil(e)));
        w.key("capAnchor").raw(formatSeconds(capAnchor(e)));
        if (isRetryBackoff(e))
            w.key("retryBackoff").value(true);
        break;
    case EventKind::VisibilityExpired:
        w.key("reason").value(endedByChangeToZero(e) ? "terminated" : "deadline");
        break;
    case EventKind::DeleteIgnored:
        w.key("reason").value(isStaleDelete(e) ? "staleReceiptHandle" : "messageGone");
        w.key("latestHandle").value(ReceiptHandle{e.message, latestReceive(e)}.toString());
        break;
    case EventKind::DeleteFailed:
        w.key("error").value(codeName(callError(e)));
        break;
    case EventKind::MovedToDeadLetterQueue:
        w.key("to").value(log.queueName(deadLetterQueue(e)));
        break;
    case EventKind::MessageRedriven:
        w.key("as").value(messageLabel(redrivenAs(e)));
        w.key("to").value(log.queueName(redriveDestination(e)));
        break;
    case EventKind::MoveTaskStatus: {
        static const char *statuses[] = {"RUNNING", "COMPLETED", "CANCELLING", "CANCELLED",
                                         "FAILED"};
        w.key("task").value(moveTaskId(e));
        w.key("status").value(statuses[static_cast<int>(moveTaskState(e)) % 5]);
        break;
    }
    case EventKind::JobStarted:
        w.key("plannedEnd").raw(formatSeconds(jobEnd(e)));
        break;
    case EventKind::SideEffect:
        w.key("ledgerEntry").value(static_cast<std::int64_t>(ledgerEntry(e)));
        if (effectService(e) != 0)
            w.key("service").value(log.string(effectService(e)));
        break;
    case EventKind::IdempotencyHit:
        w.key("by").value(byProviderKey(e) ? "providerKey" : "conditionalWrite");
        break;
    case EventKind::JobFailed: {
        static const char *reasons[] = {"processingError", "serviceOutage", "serviceError",
                                        "functionTimeout", "throttled"};
        w.key("reason").value(reasons[static_cast<int>(jobFailure(e)) % 5]);
        break;
    }
    case EventKind::WorkerCrashed: {
        static const char *points[] = {"atTime", "beforeEffect", "afterEffectBeforeDelete",
                                       "duringHeartbeat", "afterEffectBeforeRecord"};
        w.key("point").value(points[static_cast<int>(crashPoint(e)) % 5]);
        break;
    }
    case EventKind::LambdaInvoked:
        w.key("messages").value(batchMessages(e));
        w.key("invocation").value(invocation(e));
        break;
    case EventKind::LambdaFinished: {
        static const char *outcomes[] = {"succeeded", "partialFailure", "batchFailed", "timedOut"};
        w.key("outcome").value(outcomes[static_cast<int>(lambdaOutcome(e)) % 4]);
        w.key("failed").value(batchMessages(e));
        w.key("invocation").value(invocation(e));
        break;
    }
    default:
        break;
    }
    w.endObject();
    return w.take();
}

} // namespace inflight
