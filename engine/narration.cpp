// SPDX-License-Identifier: GPL-3.0-or-later
#include "narration.h"

#include "api.h"
#include "apierror.h"
#include "events.h"

#include <algorithm>

namespace inflight {

namespace {

std::string handle(const Event &e)
{
    return ReceiptHandle{e.message, e.receipt}.toString();
}

std::string ordinal(std::uint32_t n)
{
    if (n % 100 >= 11 && n % 100 <= 13)
        return std::to_string(n) + "th";
    switch (n % 10) {
    case 1:
        return std::to_string(n) + "st";
    case 2:
        return std::to_string(n) + "nd";
    case 3:
        return std::to_string(n) + "rd";
    default:
        return std::to_string(n) + "th";
    }
}

const ServiceSpec *serviceOf(const Run &run, std::int32_t index)
{
    return index >= 0 && static_cast<std::size_t>(index) < run.scenario.services.size()
               ? &run.scenario.services[static_cast<std::size_t>(index)]
               : nullptr;
}

/// "m1 (ord_7731)", or "m1".
std::string messageName(const Run &run, MessageNumber message)
{
    const auto key = run.keyOf(message);
    return key ? messageLabel(message) + " (" + run.ledger.key(*key) + ")" : messageLabel(message);
}

std::string keyName(const Run &run, MessageNumber message)
{
    const auto key = run.keyOf(message);
    return key ? run.ledger.key(*key) : messageLabel(message);
}

/// A consumer's delete that SQS refused, with the error the consumer saw.
std::string deleteFailedText(const std::string &who, const std::string &m, const Event &e)
{
    const ErrorCode code = callError(e);
    return who + " tries to delete " + m + " with " + handle(e) +
           ", and SQS refuses: " + codeName(code) +
           (code == ErrorCode::InvalidParameterValue ? ", the receipt handle has expired" : "") +
           ". Nothing is deleted";
}

/// A consumer's ChangeMessageVisibility: a heartbeat that extends the loan, a change to 0, or a
/// retry's backoff after a failed try (which gives the message back until a set time).
std::string visibilityChangeText(const std::string &who, const std::string &m, const Event &e)
{
    if (isRetryBackoff(e)) {
        // A retry's visibility change, not a heartbeat: the worker gives the message back.
        const std::string label = messageLabel(e.message);
        if (hiddenUntil(e) == e.time)
            return who + " retries at once after the failed try: it sets " + m +
                   "'s visibility timeout to 0 (handle " + handle(e) + "), so " + label +
                   " is visible again straight away";
        return who + " backs off after the failed try: it sets " + m + "'s visibility timeout to " +
               formatSeconds(hiddenUntil(e) - e.time) + " s (handle " + handle(e) + "), so " +
               label + " comes back at t=" + formatSeconds(hiddenUntil(e));
    }
    if (hiddenUntil(e) == e.time)
        return who + " sets " + m + "'s visibility timeout to 0 (handle " + handle(e) +
               "): visible again at once";
    return who + " extends " + m + "'s visibility to t=" + formatSeconds(hiddenUntil(e)) +
           " (handle " + handle(e) + ")";
}

/// A job that failed, or a Lambda invocation that was throttled before it ran.
std::string jobFailedText(const std::string &who, const std::string &m, const Event &e)
{
    if (isThrottled(e))
        return who + "'s invocation with " + m +
               " is throttled: the function is at its reserved concurrency, so it never sees " + m +
               ", which stays received and comes back when its visibility timeout ends";
    static const char *reasons[] = {"a processing error", "the service is down",
                                    "the service returned an error", "the function timed out"};
    return who + " fails on " + m + " (" + reasons[static_cast<int>(jobFailure(e)) % 4] +
           "); it is not deleted, so it will come back";
}

} // namespace

bool isMajorEvent(const Event &e)
{
    switch (e.kind) {
    case EventKind::ApiCall:
    case EventKind::QueueCreated:
    case EventKind::EmptyReceive:
    case EventKind::MoveTaskStatus:
        return false;
    default:
        return true;
    }
}

std::string describeEvent(const Run &run, std::uint64_t sequence)
{
    const EventLog &log = run.log();
    const Event &e = log[sequence];
    const std::string who = log.actorName(e.actor);
    const std::string queue = log.queueName(e.queue);
    const std::string m = e.message != noMessage ? messageName(run, e.message) : std::string();
    switch (e.kind) {
    case EventKind::ApiCall: {
        std::string text = who + " calls " + std::string(actionName(callAction(e)));
        if (!queue.empty())
            text += " on " + queue;
        if (callError(e) != ErrorCode::None)
            text += ": " + std::string(codeName(callError(e)));
        if (callWaits(e))
            text += "; nothing is there yet, so the long poll waits";
        return text;
    }
    case EventKind::QueueCreated:
        return who + " creates the " + (createdFifo(e) ? "FIFO queue " : "queue ") + queue;
    case EventKind::QueueDeleted:
        return who + " deletes the queue " + queue;
    case EventKind::QueuePurged:
        return who + " purges " + queue + ": " + std::to_string(purgedCount(e)) +
               " messages removed";
    case EventKind::MessageSent:
        return who + " sends " + m + " to " + queue +
               (visibleAt(e) > e.time
                    ? ", invisible until t=" + formatSeconds(visibleAt(e)) + " (a delay)"
                    : "");
    case EventKind::SendDeduplicated:
        return who + " sends " + m +
               " again; the same deduplication id within 5 minutes, so SQS accepts it and drops "
               "the copy";
    case EventKind::DelayEnded:
        return m + "'s delay is over: it is visible in " + queue;
    case EventKind::MessageReceived:
        if (isAttemptRetry(e))
            return who + " retries its receive and gets " + m + " again with the same handle " +
                   handle(e) + "; hidden until t=" + formatSeconds(hiddenUntil(e));
        return who + " receives " + m + " (receipt handle " + handle(e) +
               (e.receipt > 1 ? ", its " + ordinal(e.receipt) + " receive" : std::string()) +
               "); it is hidden until t=" + formatSeconds(hiddenUntil(e));
    case EventKind::DuplicateDelivered:
        return who + " receives a duplicate of " + m + " (handle " + handle(e) +
               "): a replica had missed its delete";
    case EventKind::EmptyReceive:
        return who + "'s receive on " + queue + " returns nothing" +
               (waitedMs(e) > 0 ? " after waiting " + formatSeconds(waitedMs(e)) + " s"
                                : std::string());
    case EventKind::JobStarted:
        return who + " starts work on " + m + "; it takes " + formatSeconds(jobEnd(e) - e.time) +
               " s";
    case EventKind::VisibilityChanged:
        return visibilityChangeText(who, m, e);
    case EventKind::VisibilityChangeIgnored:
        return who + " tries to change " + m + "'s visibility with " + handle(e) +
               ", but it is no longer in flight: SQS answers 200 and nothing changes";
    case EventKind::VisibilityExpired:
        if (endedByChangeToZero(e))
            return m + " is visible again in " + queue;
        return m + "'s visibility timeout runs out: it is visible again in " + queue +
               ", whoever still holds " + handle(e);
    case EventKind::MessageDeleted:
        return who + " deletes " + m + " (handle " + handle(e) + ")";
    case EventKind::DeleteIgnored:
        if (isStaleDelete(e))
            return who + " deletes " + m + " with a stale receipt handle (" + handle(e) +
                   "; the latest is " + ReceiptHandle{e.message, latestReceive(e)}.toString() +
                   "): SQS answers 200, but nothing is deleted";
        return who + " deletes " + m + " (handle " + handle(e) +
               "), which is already gone: SQS answers 200";
    case EventKind::DeleteFailed:
        return deleteFailedText(who, m, e);
    case EventKind::MovedToDeadLetterQueue:
        return m + " moves from " + queue + " to the dead-letter queue " +
               log.queueName(deadLetterQueue(e)) + " instead of being received again";
    case EventKind::MessageExpired:
        return m + " expires in " + queue + ": its retention period is over";
    case EventKind::MessagePurged:
        return m + " is purged from " + queue;
    case EventKind::MessageRedriven:
        return m + " is redriven from " + queue + " to " + log.queueName(redriveDestination(e)) +
               " as " + messageLabel(redrivenAs(e));
    case EventKind::DuplicateScheduled:
        return "one replica of " + queue + " missed the delete of " + m +
               ": it will be delivered again";
    case EventKind::MoveTaskStatus: {
        static const char *statuses[] = {"running", "completed", "cancelling", "cancelled",
                                         "failed"};
        return "message move task " + std::to_string(moveTaskId(e)) + " on " + queue + " is " +
               statuses[static_cast<int>(moveTaskState(e)) % 5];
    }
    case EventKind::SideEffect: {
        const SideEffectRecord &record = run.ledger.effects()[ledgerEntry(e)];
        const ServiceSpec *service = serviceOf(run, record.service);
        std::string text = who + " " +
                           (service ? service->effect : std::string("performs the side effect")) +
                           " for " + keyName(run, e.message);
        std::uint32_t nth = 0;
        for (std::uint32_t i = 0; i <= ledgerEntry(e); ++i)
            nth += run.ledger.effects()[i].key == record.key ? 1 : 0;
        if (nth > 1)
            text += " again: the " + ordinal(nth) + " time (a duplicate)";
        return text;
    }
    case EventKind::IdempotencyHit:
        return who + " finds " + keyName(run, e.message) + " already done (" +
               (byProviderKey(e) ? "the provider's idempotency key" : "a conditional write") +
               ") and does not do it again";
    case EventKind::JobFailed:
        return jobFailedText(who, m, e);
    case EventKind::WorkerCrashed: {
        static const char *points[] = {
            "", " before the side effect", " after the side effect, before deleting",
            " during a heartbeat", " after the side effect, before recording it as done"};
        return who + " crashes" + points[static_cast<int>(crashPoint(e)) % 5] +
               (e.message != noMessage
                    ? "; " + messageLabel(e.message) + " stays hidden until its timeout runs out"
                    : std::string());
    }
    case EventKind::WorkerRestarted:
        return who + " restarts";
    case EventKind::LambdaInvoked:
        return who + " invokes the function with " + std::to_string(batchMessages(e)) +
               (batchMessages(e) == 1 ? " message" : " messages");
    case EventKind::LambdaFinished:
        switch (lambdaOutcome(e)) {
        case LambdaOutcome::Succeeded:
            return who + "'s invocation succeeds; the batch is deleted";
        case LambdaOutcome::PartialFailure:
            return who + " reports " + std::to_string(batchMessages(e)) +
                   " failed messages (ReportBatchItemFailures); only those return";
        case LambdaOutcome::BatchFailed:
            return who + "'s invocation fails: the whole batch of " +
                   std::to_string(batchMessages(e)) + " returns to the queue";
        case LambdaOutcome::TimedOut:
            return who + "'s function times out: the whole batch returns to the queue";
        }
        return {};
    }
    return std::string(eventKindName(e.kind));
}

Narration::Narration(const Run &run) : m_run(&run)
{
    const EventLog &log = run.log();
    for (std::uint64_t i = 0; i < log.size(); ++i) {
        if (isMajorEvent(log[i]))
            m_major.push_back(i);
    }
}

std::size_t Narration::majorUpTo(TimeMs time) const
{
    const EventLog &log = m_run->log();
    return static_cast<std::size_t>(
        std::upper_bound(m_major.begin(), m_major.end(), time,
                         [&](TimeMs t, std::uint64_t sequence) { return t < log[sequence].time; }) -
        m_major.begin());
}

} // namespace inflight
