// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventtexts.h"

#include "events.h"
#include "runtimeline.h"

#include <QtGlobal>

#include <algorithm>
#include <array>

namespace inflight {

namespace {

constexpr const char *context = "EventText";

Sentence say(const char *source, std::vector<Sentence> args = {})
{
    return Sentence::say(context, source, std::move(args));
}

Sentence text(std::string literal)
{
    return Sentence::text(std::move(literal));
}

Sentence number(std::int64_t n)
{
    return text(std::to_string(n));
}

Sentence seconds(TimeMs time)
{
    return Sentence::decimalNumber(formatSeconds(time));
}

/// "2nd": which receive, or which effect of its key.
Sentence ordinal(std::uint32_t n)
{
    const Sentence digits = number(n);
    if (n % 100 >= 11 && n % 100 <= 13)
        return say(QT_TRANSLATE_NOOP("EventText", "%1th"), {digits});
    switch (n % 10) {
    case 1:
        return say(QT_TRANSLATE_NOOP("EventText", "%1st"), {digits});
    case 2:
        return say(QT_TRANSLATE_NOOP("EventText", "%1nd"), {digits});
    case 3:
        return say(QT_TRANSLATE_NOOP("EventText", "%1rd"), {digits});
    default:
        return say(QT_TRANSLATE_NOOP("EventText", "%1th"), {digits});
    }
}

/// What every entry may say about its event, ready to be an argument.
struct Facts {
    const Run &run;
    const EventLog &log;
    const Event &e;
    std::uint64_t sequence;
    const RunTimeline *timeline;
    /// The actor, the event's queue, the message with its business key ("m1 (ord_7731)"), and
    /// the receipt handle ("m1.r2").
    Sentence who, queue, m, handle;

    Sentence label() const { return text(messageLabel(e.message)); }
    Sentence queueNamed(QueueIndex index) const { return text(log.queueName(index)); }
    /// The business key ("ord_7731"), or the message's label when it has none.
    Sentence key() const
    {
        const auto k = run.keyOf(e.message);
        return text(k ? run.ledger.key(*k) : messageLabel(e.message));
    }
};

using Parts = std::vector<Sentence>;

struct KindTexts {
    EventKind kind;
    EventFamily family;
    EventTopic topic;
    Sentence (*sentence)(const Facts &f);
    void (*details)(const Facts &f, Parts &parts);
};

void noDetails(const Facts &, Parts &) {}

// --- One entry per kind, in EventKind's order ------------------------------------------------

Sentence apiCallSentence(const Facts &f)
{
    const Sentence action = text(std::string(actionName(callAction(f.e))));
    Sentence s =
        f.queue.literal.empty()
            ? say(QT_TRANSLATE_NOOP("EventText", "%1 calls %2"), {f.who, action})
            : say(QT_TRANSLATE_NOOP("EventText", "%1 calls %2 on %3"), {f.who, action, f.queue});
    if (callError(f.e) != ErrorCode::None)
        s = say(QT_TRANSLATE_NOOP("EventText", "%1: %2"), {s, text(codeName(callError(f.e)))});
    if (callWaits(f.e))
        s = say(QT_TRANSLATE_NOOP("EventText", "%1; nothing is there yet, so the long poll waits"),
                {s});
    return s;
}

void apiCallDetails(const Facts &f, Parts &parts)
{
    parts.push_back(text(std::string(actionName(callAction(f.e)))));
    parts.push_back(callError(f.e) == ErrorCode::None
                        ? say(QT_TRANSLATE_NOOP("EventText", "accepted"))
                        : text(codeName(callError(f.e))));
    if (callCount(f.e) == 1)
        parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "1 message")));
    else if (callCount(f.e) > 1)
        parts.push_back(
            say(QT_TRANSLATE_NOOP("EventText", "%1 messages"), {number(callCount(f.e))}));
    if (callWaits(f.e))
        parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "long poll waits")));
}

Sentence messageReceivedSentence(const Facts &f)
{
    const Sentence until = seconds(hiddenUntil(f.e));
    if (isAttemptRetry(f.e))
        return say(QT_TRANSLATE_NOOP("EventText", "%1 retries its receive and gets %2 again with "
                                                  "the same handle %3; hidden until t=%4"),
                   {f.who, f.m, f.handle, until});
    if (f.e.receipt > 1)
        return say(QT_TRANSLATE_NOOP("EventText", "%1 receives %2 (receipt handle %3, its %4 "
                                                  "receive); it is hidden until t=%5"),
                   {f.who, f.m, f.handle, ordinal(f.e.receipt), until});
    return say(QT_TRANSLATE_NOOP("EventText",
                                 "%1 receives %2 (receipt handle %3); it is hidden until t=%4"),
               {f.who, f.m, f.handle, until});
}

void receivedDetails(const Facts &f, Parts &parts)
{
    parts.push_back(
        say(QT_TRANSLATE_NOOP("EventText", "deadline t=%1"), {seconds(hiddenUntil(f.e))}));
    if (isAttemptRetry(f.e))
        parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "retried receive: same handle")));
    if (f.e.kind == EventKind::DuplicateDelivered)
        parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "duplicate delivery")));
}

/// A consumer's ChangeMessageVisibility: a heartbeat that extends the loan, a change to 0, or a
/// retry's backoff after a failed try (which gives the message back until a set time).
Sentence visibilityChangedSentence(const Facts &f)
{
    const TimeMs deadline = hiddenUntil(f.e);
    if (isRetryBackoff(f.e)) {
        if (deadline == f.e.time)
            return say(QT_TRANSLATE_NOOP("EventText",
                                         "%1 retries at once after the failed try: it sets %2's "
                                         "visibility timeout to 0 (handle %3), so %4 is visible "
                                         "again straight away"),
                       {f.who, f.m, f.handle, f.label()});
        return say(
            QT_TRANSLATE_NOOP("EventText",
                              "%1 backs off after the failed try: it sets %2's visibility "
                              "timeout to %3 s (handle %4), so %5 comes back at t=%6"),
            {f.who, f.m, seconds(deadline - f.e.time), f.handle, f.label(), seconds(deadline)});
    }
    if (deadline == f.e.time)
        return say(QT_TRANSLATE_NOOP(
                       "EventText",
                       "%1 sets %2's visibility timeout to 0 (handle %3): visible again at once"),
                   {f.who, f.m, f.handle});
    return say(QT_TRANSLATE_NOOP("EventText", "%1 extends %2's visibility to t=%3 (handle %4)"),
               {f.who, f.m, seconds(deadline), f.handle});
}

void visibilityChangedDetails(const Facts &f, Parts &parts)
{
    parts.push_back(
        hiddenUntil(f.e) == f.e.time
            ? say(QT_TRANSLATE_NOOP("EventText", "timeout 0: visible now"))
            : say(QT_TRANSLATE_NOOP("EventText", "deadline t=%1"), {seconds(hiddenUntil(f.e))}));
    if (isRetryBackoff(f.e))
        parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "backoff after a failure")));
}

Sentence deleteIgnoredSentence(const Facts &f)
{
    if (isStaleDelete(f.e))
        return say(QT_TRANSLATE_NOOP("EventText",
                                     "%1 deletes %2 with a stale receipt handle (%3; the latest "
                                     "is %4): SQS answers 200, but nothing is deleted"),
                   {f.who, f.m, f.handle,
                    text(ReceiptHandle{f.e.message, latestReceive(f.e)}.toString())});
    return say(QT_TRANSLATE_NOOP("EventText",
                                 "%1 deletes %2 (handle %3), which is already gone: SQS answers "
                                 "200"),
               {f.who, f.m, f.handle});
}

/// A consumer's delete that SQS refused, with the error the consumer saw.
Sentence deleteFailedSentence(const Facts &f)
{
    const ErrorCode code = callError(f.e);
    if (code == ErrorCode::InvalidParameterValue)
        return say(QT_TRANSLATE_NOOP("EventText",
                                     "%1 tries to delete %2 with %3, and SQS refuses: %4, the "
                                     "receipt handle has expired. Nothing is deleted"),
                   {f.who, f.m, f.handle, text(codeName(code))});
    return say(QT_TRANSLATE_NOOP("EventText",
                                 "%1 tries to delete %2 with %3, and SQS refuses: %4. Nothing is "
                                 "deleted"),
               {f.who, f.m, f.handle, text(codeName(code))});
}

Sentence moveTaskStatusSentence(const Facts &f)
{
    static const char *const sentences[] = {
        QT_TRANSLATE_NOOP("EventText", "message move task %1 on %2 is running"),
        QT_TRANSLATE_NOOP("EventText", "message move task %1 on %2 is completed"),
        QT_TRANSLATE_NOOP("EventText", "message move task %1 on %2 is cancelling"),
        QT_TRANSLATE_NOOP("EventText", "message move task %1 on %2 is cancelled"),
        QT_TRANSLATE_NOOP("EventText", "message move task %1 on %2 is failed"),
    };
    return say(sentences[static_cast<int>(moveTaskState(f.e)) % 5],
               {number(moveTaskId(f.e)), f.queue});
}

void moveTaskStatusDetails(const Facts &f, Parts &parts)
{
    static const char *const statuses[] = {
        QT_TRANSLATE_NOOP("EventText", "running"),    QT_TRANSLATE_NOOP("EventText", "completed"),
        QT_TRANSLATE_NOOP("EventText", "cancelling"), QT_TRANSLATE_NOOP("EventText", "cancelled"),
        QT_TRANSLATE_NOOP("EventText", "failed"),
    };
    parts.push_back(
        say(QT_TRANSLATE_NOOP("EventText", "task %1: %2"),
            {number(moveTaskId(f.e)), say(statuses[static_cast<int>(moveTaskState(f.e)) % 5])}));
}

Sentence sideEffectSentence(const Facts &f)
{
    const auto &effects = f.run.ledger.effects();
    const SideEffectRecord &record = effects[ledgerEntry(f.e)];
    const auto &services = f.run.scenario.services;
    const bool known =
        record.service >= 0 && static_cast<std::size_t>(record.service) < services.size();
    const Sentence effect = known ? text(services[static_cast<std::size_t>(record.service)].effect)
                                  : say(QT_TRANSLATE_NOOP("EventText", "performs the side effect"));
    std::uint32_t nth = 0;
    for (std::uint32_t i = 0; i <= ledgerEntry(f.e); ++i)
        nth += effects[i].key == record.key ? 1 : 0;
    if (nth > 1)
        return say(QT_TRANSLATE_NOOP("EventText", "%1 %2 for %3 again: the %4 time (a duplicate)"),
                   {f.who, effect, f.key(), ordinal(nth)});
    return say(QT_TRANSLATE_NOOP("EventText", "%1 %2 for %3"), {f.who, effect, f.key()});
}

void sideEffectDetails(const Facts &f, Parts &parts)
{
    const auto &effects = f.run.ledger.effects();
    if (ledgerEntry(f.e) < effects.size()) {
        const SideEffectRecord &record = effects[ledgerEntry(f.e)];
        const auto &services = f.run.scenario.services;
        if (record.service >= 0 && static_cast<std::size_t>(record.service) < services.size())
            parts.push_back(text(services[static_cast<std::size_t>(record.service)].name));
        parts.push_back(
            say(QT_TRANSLATE_NOOP("EventText", "ledger entry %1"), {number(ledgerEntry(f.e))}));
    }
    // The timeline numbers each key's effects, in log order: a binary search finds this one.
    if (f.timeline) {
        const auto &marks = f.timeline->effects();
        const auto it = std::lower_bound(
            marks.begin(), marks.end(), f.sequence,
            [](const EffectMark &mark, std::uint64_t s) { return mark.sequence < s; });
        if (it != marks.end() && it->sequence == f.sequence && it->nth > 1)
            parts.push_back(
                say(QT_TRANSLATE_NOOP("EventText", "duplicate: effect #%1 for this key"),
                    {number(it->nth)}));
    }
}

/// A job that failed, or a Lambda invocation that was throttled before it ran.
Sentence jobFailedSentence(const Facts &f)
{
    if (isThrottled(f.e) && throttleLetsGo(f.e))
        return say(QT_TRANSLATE_NOOP("EventText",
                                     "%1's invocation with %2 is throttled: the function is at "
                                     "its reserved concurrency. %2's visibility timeout ends at "
                                     "t=%3 before the next try, so the mapping lets it go back to "
                                     "the queue, its receive counted"),
                   {f.who, f.m, seconds(throttleNextAt(f.e))});
    if (isThrottled(f.e))
        return say(QT_TRANSLATE_NOOP("EventText",
                                     "%1's invocation with %2 is throttled: the function is at "
                                     "its reserved concurrency. The mapping backs off and tries "
                                     "again at t=%3, while %2 stays in flight"),
                   {f.who, f.m, seconds(throttleNextAt(f.e))});
    static const char *const sentences[] = {
        QT_TRANSLATE_NOOP("EventText", "%1 fails on %2 (a processing error); it is not deleted, "
                                       "so it will come back"),
        QT_TRANSLATE_NOOP("EventText", "%1 fails on %2 (the service is down); it is not deleted, "
                                       "so it will come back"),
        QT_TRANSLATE_NOOP("EventText", "%1 fails on %2 (the service returned an error); it is "
                                       "not deleted, so it will come back"),
        QT_TRANSLATE_NOOP("EventText", "%1 fails on %2 (the function timed out); it is not "
                                       "deleted, so it will come back"),
    };
    return say(sentences[static_cast<int>(jobFailure(f.e)) % 4], {f.who, f.m});
}

void jobFailedDetails(const Facts &f, Parts &parts)
{
    static const char *const reasons[] = {
        QT_TRANSLATE_NOOP("EventText", "processing error"),
        QT_TRANSLATE_NOOP("EventText", "service outage"),
        QT_TRANSLATE_NOOP("EventText", "service error"),
        QT_TRANSLATE_NOOP("EventText", "function timeout"),
        QT_TRANSLATE_NOOP("EventText", "throttled"),
    };
    parts.push_back(say(reasons[static_cast<int>(jobFailure(f.e)) % 5]));
}

Sentence workerCrashedSentence(const Facts &f)
{
    static const char *const sentences[] = {
        QT_TRANSLATE_NOOP("EventText", "%1 crashes"),
        QT_TRANSLATE_NOOP("EventText", "%1 crashes before the side effect"),
        QT_TRANSLATE_NOOP("EventText", "%1 crashes after the side effect, before deleting"),
        QT_TRANSLATE_NOOP("EventText", "%1 crashes during a heartbeat"),
        QT_TRANSLATE_NOOP("EventText",
                          "%1 crashes after the side effect, before recording it as done"),
    };
    const Sentence crash = say(sentences[static_cast<int>(crashPoint(f.e)) % 5], {f.who});
    if (f.e.message == noMessage)
        return crash;
    return say(QT_TRANSLATE_NOOP("EventText", "%1; %2 stays hidden until its timeout runs out"),
               {crash, f.label()});
}

void workerCrashedDetails(const Facts &f, Parts &parts)
{
    static const char *const points[] = {
        QT_TRANSLATE_NOOP("EventText", "crash at a set time"),
        QT_TRANSLATE_NOOP("EventText", "crash before the side effect"),
        QT_TRANSLATE_NOOP("EventText", "crash after the side effect, before the delete"),
        QT_TRANSLATE_NOOP("EventText", "crash during a heartbeat"),
        QT_TRANSLATE_NOOP("EventText", "crash after the side effect, before its done record"),
    };
    parts.push_back(say(points[static_cast<int>(crashPoint(f.e)) % 5]));
}

Sentence lambdaFinishedSentence(const Facts &f)
{
    switch (lambdaOutcome(f.e)) {
    case LambdaOutcome::Succeeded:
        return say(QT_TRANSLATE_NOOP("EventText", "%1's invocation succeeds; the batch is deleted"),
                   {f.who});
    case LambdaOutcome::PartialFailure:
        return say(QT_TRANSLATE_NOOP("EventText", "%1 reports %2 failed messages "
                                                  "(ReportBatchItemFailures); only those return"),
                   {f.who, number(batchMessages(f.e))});
    case LambdaOutcome::BatchFailed:
        return say(QT_TRANSLATE_NOOP("EventText", "%1's invocation fails: the whole batch of %2 "
                                                  "returns to the queue"),
                   {f.who, number(batchMessages(f.e))});
    case LambdaOutcome::TimedOut:
        return say(QT_TRANSLATE_NOOP("EventText",
                                     "%1's function times out: the whole batch returns to the "
                                     "queue"),
                   {f.who});
    }
    return text({});
}

void lambdaFinishedDetails(const Facts &f, Parts &parts)
{
    static const char *const outcomes[] = {
        QT_TRANSLATE_NOOP("EventText", "succeeded"),
        QT_TRANSLATE_NOOP("EventText", "partial failure"),
        QT_TRANSLATE_NOOP("EventText", "batch failed"),
        QT_TRANSLATE_NOOP("EventText", "timed out"),
    };
    parts.push_back(say(outcomes[static_cast<int>(lambdaOutcome(f.e)) % 4]));
    parts.push_back(
        say(QT_TRANSLATE_NOOP("EventText", "invocation %1"), {number(invocation(f.e))}));
}

// clang-format off
constexpr std::array<KindTexts, eventKindCount> table = {{
    {EventKind::ApiCall, EventFamily::ApiCalls, EventTopic::Other, apiCallSentence, apiCallDetails},
    {EventKind::QueueCreated, EventFamily::Queues, EventTopic::Other,
     [](const Facts &f) {
         return createdFifo(f.e)
                    ? say(QT_TRANSLATE_NOOP("EventText", "%1 creates the FIFO queue %2"), {f.who, f.queue})
                    : say(QT_TRANSLATE_NOOP("EventText", "%1 creates the queue %2"), {f.who, f.queue});
     },
     [](const Facts &f, Parts &parts) {
         parts.push_back(createdFifo(f.e) ? say(QT_TRANSLATE_NOOP("EventText", "FIFO"))
                                          : say(QT_TRANSLATE_NOOP("EventText", "standard")));
     }},
    {EventKind::QueueDeleted, EventFamily::Queues, EventTopic::Other,
     [](const Facts &f) {
         return say(QT_TRANSLATE_NOOP("EventText", "%1 deletes the queue %2"), {f.who, f.queue});
     },
     noDetails},
    {EventKind::QueuePurged, EventFamily::Queues, EventTopic::Other,
     [](const Facts &f) {
         return say(QT_TRANSLATE_NOOP("EventText", "%1 purges %2: %3 messages removed"),
                    {f.who, f.queue, number(purgedCount(f.e))});
     },
     [](const Facts &f, Parts &parts) {
         Sentence removed = say(QT_TRANSLATE_NOOP("EventText", "%n removed"));
         removed.count = static_cast<int>(purgedCount(f.e));
         parts.push_back(removed);
     }},
    {EventKind::MessageSent, EventFamily::Sends, EventTopic::Other,
     [](const Facts &f) {
         if (visibleAt(f.e) > f.e.time)
             return say(QT_TRANSLATE_NOOP("EventText", "%1 sends %2 to %3, invisible until t=%4 (a delay)"),
                        {f.who, f.m, f.queue, seconds(visibleAt(f.e))});
         return say(QT_TRANSLATE_NOOP("EventText", "%1 sends %2 to %3"), {f.who, f.m, f.queue});
     },
     [](const Facts &f, Parts &parts) {
         if (visibleAt(f.e) > f.e.time)
             parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "delayed until t=%1"),
                                 {seconds(visibleAt(f.e))}));
         if (sentGroup(f.e) != 0)
             parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "group %1"),
                                 {text(f.log.string(sentGroup(f.e)))}));
     }},
    {EventKind::SendDeduplicated, EventFamily::Sends, EventTopic::Other,
     [](const Facts &f) {
         return say(QT_TRANSLATE_NOOP("EventText", "%1 sends %2 again; the same deduplication id within 5 "
                                                   "minutes, so SQS accepts it and drops the copy"),
                    {f.who, f.m});
     },
     [](const Facts &, Parts &parts) {
         parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "deduplicated: not enqueued")));
     }},
    {EventKind::DelayEnded, EventFamily::Sends, EventTopic::Other,
     [](const Facts &f) {
         return say(QT_TRANSLATE_NOOP("EventText", "%1's delay is over: it is visible in %2"), {f.m, f.queue});
     },
     noDetails},
    {EventKind::MessageReceived, EventFamily::Receives, EventTopic::Received, messageReceivedSentence, receivedDetails},
    {EventKind::DuplicateDelivered, EventFamily::Receives, EventTopic::Received,
     [](const Facts &f) {
         return say(QT_TRANSLATE_NOOP("EventText", "%1 receives a duplicate of %2 (handle %3): a replica had "
                                                   "missed its delete"),
                    {f.who, f.m, f.handle});
     },
     receivedDetails},
    {EventKind::EmptyReceive, EventFamily::Receives, EventTopic::Other,
     [](const Facts &f) {
         if (waitedMs(f.e) > 0)
             return say(QT_TRANSLATE_NOOP("EventText", "%1's receive on %2 returns nothing after waiting %3 s"),
                        {f.who, f.queue, seconds(waitedMs(f.e))});
         return say(QT_TRANSLATE_NOOP("EventText", "%1's receive on %2 returns nothing"), {f.who, f.queue});
     },
     [](const Facts &f, Parts &parts) {
         if (waitedMs(f.e) > 0)
             parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "waited %1 s"), {seconds(waitedMs(f.e))}));
     }},
    {EventKind::VisibilityChanged, EventFamily::Visibility, EventTopic::Heartbeat, visibilityChangedSentence, visibilityChangedDetails},
    {EventKind::VisibilityChangeIgnored, EventFamily::Visibility, EventTopic::Other,
     [](const Facts &f) {
         return say(QT_TRANSLATE_NOOP("EventText", "%1 tries to change %2's visibility with %3, but it is no "
                                                   "longer in flight: SQS answers 200 and nothing changes"),
                    {f.who, f.m, f.handle});
     },
     [](const Facts &, Parts &parts) {
         parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "not in flight: no change")));
     }},
    {EventKind::VisibilityExpired, EventFamily::Visibility, EventTopic::Visible,
     [](const Facts &f) {
         if (endedByChangeToZero(f.e))
             return say(QT_TRANSLATE_NOOP("EventText", "%1 is visible again in %2"), {f.m, f.queue});
         return say(QT_TRANSLATE_NOOP("EventText", "%1's visibility timeout runs out: it is visible again in "
                                                   "%2, whoever still holds %3"),
                    {f.m, f.queue, f.handle});
     },
     [](const Facts &f, Parts &parts) {
         parts.push_back(endedByChangeToZero(f.e)
                             ? say(QT_TRANSLATE_NOOP("EventText", "timeout set to 0"))
                             : say(QT_TRANSLATE_NOOP("EventText", "deadline passed")));
     }},
    {EventKind::MessageDeleted, EventFamily::Deletes, EventTopic::Deleted,
     [](const Facts &f) {
         return say(QT_TRANSLATE_NOOP("EventText", "%1 deletes %2 (handle %3)"), {f.who, f.m, f.handle});
     },
     [](const Facts &, Parts &parts) {
         parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "deleted")));
     }},
    {EventKind::DeleteIgnored, EventFamily::Deletes, EventTopic::Trouble, deleteIgnoredSentence,
     [](const Facts &f, Parts &parts) {
         if (isStaleDelete(f.e))
             parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "stale handle (latest %1): nothing deleted"),
                                 {text(ReceiptHandle{f.e.message, latestReceive(f.e)}.toString())}));
         else
             parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "message already gone")));
     }},
    {EventKind::MovedToDeadLetterQueue, EventFamily::Endings, EventTopic::DeadLetter,
     [](const Facts &f) {
         return say(QT_TRANSLATE_NOOP("EventText", "%1 moves from %2 to the dead-letter queue %3 instead of "
                                                   "being received again"),
                    {f.m, f.queue, f.queueNamed(deadLetterQueue(f.e))});
     },
     [](const Facts &f, Parts &parts) {
         parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "to %1"), {f.queueNamed(deadLetterQueue(f.e))}));
     }},
    {EventKind::MessageExpired, EventFamily::Endings, EventTopic::Other,
     [](const Facts &f) {
         return say(QT_TRANSLATE_NOOP("EventText", "%1 expires in %2: its retention period is over"),
                    {f.m, f.queue});
     },
     [](const Facts &, Parts &parts) {
         parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "retention period over")));
     }},
    {EventKind::MessagePurged, EventFamily::Endings, EventTopic::Other,
     [](const Facts &f) {
         return say(QT_TRANSLATE_NOOP("EventText", "%1 is purged from %2"), {f.m, f.queue});
     },
     [](const Facts &, Parts &parts) {
         parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "purged")));
     }},
    {EventKind::MessageRedriven, EventFamily::Endings, EventTopic::Other,
     [](const Facts &f) {
         return say(QT_TRANSLATE_NOOP("EventText", "%1 is redriven from %2 to %3 as %4"),
                    {f.m, f.queue, f.queueNamed(redriveDestination(f.e)),
                     text(messageLabel(redrivenAs(f.e)))});
     },
     [](const Facts &f, Parts &parts) {
         parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "to %1 as %2"),
                             {f.queueNamed(redriveDestination(f.e)), text(messageLabel(redrivenAs(f.e)))}));
     }},
    {EventKind::DuplicateScheduled, EventFamily::Deletes, EventTopic::Other,
     [](const Facts &f) {
         return say(QT_TRANSLATE_NOOP("EventText", "one replica of %1 missed the delete of %2: it will be "
                                                   "delivered again"),
                    {f.queue, f.m});
     },
     [](const Facts &, Parts &parts) {
         parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "a replica missed the delete")));
     }},
    {EventKind::MoveTaskStatus, EventFamily::Queues, EventTopic::Other, moveTaskStatusSentence, moveTaskStatusDetails},
    {EventKind::JobStarted, EventFamily::Work, EventTopic::Other,
     [](const Facts &f) {
         return say(QT_TRANSLATE_NOOP("EventText", "%1 starts work on %2; it takes %3 s"),
                    {f.who, f.m, seconds(jobEnd(f.e) - f.e.time)});
     },
     [](const Facts &f, Parts &parts) {
         parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "until t=%1 (%2 s)"),
                             {seconds(jobEnd(f.e)), seconds(jobEnd(f.e) - f.e.time)}));
     }},
    {EventKind::SideEffect, EventFamily::Work, EventTopic::Effect, sideEffectSentence, sideEffectDetails},
    {EventKind::IdempotencyHit, EventFamily::Work, EventTopic::Other,
     [](const Facts &f) {
         if (byProviderKey(f.e))
             return say(QT_TRANSLATE_NOOP("EventText", "%1 finds %2 already done (the provider's idempotency "
                                                       "key) and does not do it again"),
                        {f.who, f.key()});
         return say(QT_TRANSLATE_NOOP("EventText", "%1 finds %2 already done (a conditional write) and does "
                                                   "not do it again"),
                    {f.who, f.key()});
     },
     [](const Facts &f, Parts &parts) {
         parts.push_back(byProviderKey(f.e)
                             ? say(QT_TRANSLATE_NOOP("EventText", "provider idempotency key"))
                             : say(QT_TRANSLATE_NOOP("EventText", "conditional write")));
     }},
    {EventKind::JobFailed, EventFamily::Work, EventTopic::Trouble, jobFailedSentence, jobFailedDetails},
    {EventKind::WorkerCrashed, EventFamily::Crashes, EventTopic::Trouble, workerCrashedSentence, workerCrashedDetails},
    {EventKind::WorkerRestarted, EventFamily::Crashes, EventTopic::Other,
     [](const Facts &f) { return say(QT_TRANSLATE_NOOP("EventText", "%1 restarts"), {f.who}); },
     noDetails},
    {EventKind::LambdaInvoked, EventFamily::Work, EventTopic::Other,
     [](const Facts &f) {
         if (batchMessages(f.e) == 1)
             return say(QT_TRANSLATE_NOOP("EventText", "%1 invokes the function with %2 message"),
                        {f.who, number(batchMessages(f.e))});
         return say(QT_TRANSLATE_NOOP("EventText", "%1 invokes the function with %2 messages"),
                    {f.who, number(batchMessages(f.e))});
     },
     [](const Facts &f, Parts &parts) {
         parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "batch of %1"), {number(batchMessages(f.e))}));
         parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "invocation %1"), {number(invocation(f.e))}));
     }},
    {EventKind::LambdaFinished, EventFamily::Work, EventTopic::Other, lambdaFinishedSentence, lambdaFinishedDetails},
    {EventKind::DeleteFailed, EventFamily::Deletes, EventTopic::Other, deleteFailedSentence,
     [](const Facts &f, Parts &parts) {
         parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "refused: %1, nothing deleted"),
                             {text(codeName(callError(f.e)))}));
     }},
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

Facts factsOf(const Run &run, std::uint64_t sequence, const RunTimeline *timeline)
{
    const EventLog &log = run.log();
    const Event &e = log[sequence];
    Facts f{run,
            log,
            e,
            sequence,
            timeline,
            text(log.actorName(e.actor)),
            text(log.queueName(e.queue)),
            text({}),
            text({})};
    if (e.message != noMessage) {
        const auto key = run.keyOf(e.message);
        std::string name = messageLabel(e.message);
        if (key)
            name.append(" (").append(run.ledger.key(*key)).append(")");
        f.m = text(std::move(name));
        f.handle = text(ReceiptHandle{e.message, e.receipt}.toString());
    }
    return f;
}

} // namespace

Sentence eventSentence(const Run &run, std::uint64_t sequence)
{
    const Facts f = factsOf(run, sequence, nullptr);
    return table[static_cast<std::size_t>(f.e.kind)].sentence(f);
}

EventFamily eventFamily(EventKind kind)
{
    return table[static_cast<std::size_t>(kind)].family;
}

EventTopic eventTopic(EventKind kind)
{
    return table[static_cast<std::size_t>(kind)].topic;
}

std::vector<Sentence> eventDetails(const Run &run, std::uint64_t sequence,
                                   const RunTimeline *timeline)
{
    const Facts f = factsOf(run, sequence, timeline);
    Parts parts;
    table[static_cast<std::size_t>(f.e.kind)].details(f, parts);
    if (f.e.queue != noQueue && !f.queue.literal.empty())
        parts.push_back(say(QT_TRANSLATE_NOOP("EventText", "queue %1"), {f.queue}));
    return parts;
}

} // namespace inflight
