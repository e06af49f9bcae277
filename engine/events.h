// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Event kinds in one place: the EventKind enum and the 48-byte Event; each kind's payload under
// its own names, written by a typed writer (namespace `events`) and read by typed readers; and
// the table `eventKinds`, which gives each kind its wire name and the JSON fields and describe
// words it carries (eventjson.cpp writes them in a loop). An Event keeps a kind's facts in the
// generic fields `a`, `b`, `detail` and `extra`; only this file knows which field holds what. The
// engine stamps a written event's time, actor and call (QueueEngine::log).
//
// To add an event kind: add it here (EventKind, a writer, its readers and its row of
// eventKinds), and its sentence, details, family and topic in the sentence table
// (eventtexts.cpp); then, if a view or the engine draws or counts it specially, the one file that
// does. Both tables refuse to compile without an entry in the kind's place.

#include "action.h"
#include "apierror.h"
#include "types.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace inflight {

/// What an event records. Each kind's payload (which of Event's generic fields holds what) is
/// written and read only through its typed writer and readers in events.h.
enum class EventKind : std::uint8_t {
    /// An API call was made (its action, error, count).
    ApiCall,
    QueueCreated,
    QueueDeleted,
    QueuePurged,
    MessageSent,
    /// A FIFO send inside the deduplication window: accepted, not enqueued.
    SendDeduplicated,
    /// A delayed message became visible.
    DelayEnded,
    MessageReceived,
    /// A spontaneous duplicate (the realism knob) delivered a deleted message again.
    DuplicateDelivered,
    /// A receive that returned nothing.
    EmptyReceive,
    VisibilityChanged,
    /// ChangeMessageVisibility on a message that is not in flight: answered 200, did nothing.
    VisibilityChangeIgnored,
    /// The message became visible again.
    VisibilityExpired,
    MessageDeleted,
    /// A DeleteMessage answered 200 but deleted nothing.
    DeleteIgnored,
    MovedToDeadLetterQueue,
    /// Retention ended.
    MessageExpired,
    MessagePurged,
    /// A message move task took the message out of a dead-letter queue.
    MessageRedriven,
    /// A deleted message will come back once (the spontaneous-duplicate knob).
    DuplicateScheduled,
    MoveTaskStatus,

    // Simulated actors (the simulation logs these; the queue engine never does).
    /// A consumer starts working on a received message.
    JobStarted,
    /// A downstream effect happened (a card charged, an email sent).
    SideEffect,
    /// The effect was skipped because it was already done.
    IdempotencyHit,
    /// Processing failed; the message is not deleted.
    JobFailed,
    WorkerCrashed,
    WorkerRestarted,
    LambdaInvoked,
    LambdaFinished,
    /// A consumer's delete was refused: the message is not deleted, and the consumer saw the
    /// error.
    DeleteFailed,
};
constexpr int eventKindCount = 30;

enum class JobFailure : std::uint8_t {
    /// A poison message or the configured failure rate.
    ProcessingError = 0,
    ServiceOutage = 1,
    ServiceError = 2,
    FunctionTimeout = 3,
    /// A Lambda poller had the batch, but the function was at its reserved concurrency: the
    /// invocation was throttled and the function never saw the message.
    Throttled = 4,
};

enum class LambdaOutcome : std::uint8_t {
    Succeeded = 0,
    /// ReportBatchItemFailures returned the failed messages only.
    PartialFailure = 1,
    /// The invocation failed: the whole batch returns to the queue.
    BatchFailed = 2,
    TimedOut = 3,
};

/// Why a consumer changed a message's visibility timeout. SQS does not know; a simulated worker
/// says, so that a view can tell a heartbeat (keep the loan) from a backoff (give it up and say
/// when the message comes back). A client of the API, such as a script, is a heartbeat.
enum class VisibilityChangeReason : std::uint8_t {
    /// Extend the loan while the work goes on (or any client's change).
    Heartbeat = 0,
    /// The worker's try failed: it sets when the message becomes visible again (its retry
    /// policy, onFailure). The new deadline is that moment.
    RetryBackoff = 1,
};

enum class DeleteIgnoredReason : std::uint8_t {
    /// The handle is not from the message's latest receive: "might not be deleted".
    StaleReceiptHandle = 0,
    /// The message is already gone (deleted, expired, purged or moved).
    MessageGone = 1,
};

/// One entry of the event log: 48 bytes. The sequence number is the entry's index. `a`, `b`,
/// `detail` and `extra` mean something different per kind: build events with events.h's writers
/// and read them with its readers, never through these fields.
struct Event {
    TimeMs time = 0;
    std::int64_t a = 0;
    std::int64_t b = 0;
    MessageNumber message = noMessage;
    std::uint32_t receipt = 0;
    ActorId actor = engineActor;
    QueueIndex queue = noQueue;
    /// Index of the ApiCall event this event answers (its cause); 0 for timers.
    std::uint32_t call = 0;
    EventKind kind = EventKind::ApiCall;
    std::uint8_t detail = 0;
    std::uint16_t extra = 0;
};
static_assert(sizeof(Event) == 48, "keep log events compact");

/// Where a simulated worker crashes (CrashFault::Point in a scenario).
enum class CrashPoint : std::uint8_t {
    AtTime,
    BeforeEffect,
    AfterEffectBeforeDelete,
    DuringHeartbeat,
    /// After the effect, before the consumer writes its "done" record (a conditional write's
    /// crash window). Reached each time the effect is performed, whatever the idempotency: with
    /// none or the provider's key there is no record to lose.
    AfterEffectBeforeRecord,
};

/// A message move task's status, as ListMessageMoveTasks names it (RUNNING, ...).
enum class MoveTaskState : std::uint8_t { Running, Completed, Cancelling, Cancelled, Failed };

namespace events {

/// An event of `kind` about `queue`, `message` and the receipt handle's receive number.
inline Event about(EventKind kind, QueueIndex queue, MessageNumber message = noMessage,
                   std::uint32_t receipt = 0)
{
    Event e;
    e.kind = kind;
    e.queue = queue;
    e.message = message;
    e.receipt = receipt;
    return e;
}

/// An API call was made; its outcome is filled in when it returns (setCallOutcome).
inline Event apiCall(Action action, QueueIndex queue)
{
    Event e = about(EventKind::ApiCall, queue);
    e.detail = static_cast<std::uint8_t>(action);
    return e;
}
/// The call's answer: its error (None: accepted), the messages or entries it returned or
/// touched, and whether a long poll found nothing and waits.
inline void setCallOutcome(Event &call, ErrorCode error, std::int64_t count, bool longPollWaits)
{
    call.a = static_cast<std::int64_t>(error);
    call.b = count;
    call.extra = longPollWaits ? 1 : 0;
}

inline Event queueCreated(QueueIndex queue, bool fifo)
{
    Event e = about(EventKind::QueueCreated, queue);
    e.detail = fifo ? 1 : 0;
    return e;
}

inline Event queueDeleted(QueueIndex queue)
{
    return about(EventKind::QueueDeleted, queue);
}

inline Event queuePurged(QueueIndex queue, std::int64_t removed)
{
    Event e = about(EventKind::QueuePurged, queue);
    e.a = removed;
    return e;
}

/// `visibleAt` is later than the send when the message is delayed; `group` is the interned
/// MessageGroupId (0: none).
inline Event messageSent(QueueIndex queue, MessageNumber message, TimeMs visibleAt,
                         std::uint32_t group)
{
    Event e = about(EventKind::MessageSent, queue, message);
    e.a = visibleAt;
    e.b = group;
    return e;
}

/// A FIFO send inside the deduplication window: accepted, not enqueued. `original` is the
/// message the first send made.
inline Event sendDeduplicated(QueueIndex queue, MessageNumber original)
{
    return about(EventKind::SendDeduplicated, queue, original);
}

inline Event delayEnded(QueueIndex queue, MessageNumber message)
{
    return about(EventKind::DelayEnded, queue, message);
}

/// A receive (or, with `duplicate`, a spontaneous duplicate delivery of a deleted message):
/// `receive` numbers the handle (mN.rR), the message is hidden until `hiddenUntil`, and the
/// 12-hour cap counts from `requestedAt`, when the ReceiveMessage request was made.
/// `attemptRetry`: a ReceiveRequestAttemptId retry returned the same receipt again.
inline Event messageReceived(QueueIndex queue, MessageNumber message, std::uint32_t receive,
                             TimeMs hiddenUntil, TimeMs requestedAt, bool attemptRetry = false,
                             bool duplicate = false)
{
    Event e = about(duplicate ? EventKind::DuplicateDelivered : EventKind::MessageReceived, queue,
                    message, receive);
    e.a = hiddenUntil;
    e.b = requestedAt;
    e.detail = attemptRetry ? 1 : 0;
    return e;
}

/// A receive that returned nothing after waiting `waitedMs`.
inline Event emptyReceive(QueueIndex queue, TimeMs waitedMs)
{
    Event e = about(EventKind::EmptyReceive, queue);
    e.a = waitedMs;
    return e;
}

/// ChangeMessageVisibility with the handle `receipt`: hidden until `hiddenUntil`, the 12-hour
/// cap still counted from `capAnchor`; `reason` says why the caller changed it.
inline Event visibilityChanged(QueueIndex queue, MessageNumber message, std::uint32_t receipt,
                               TimeMs hiddenUntil, TimeMs capAnchor, VisibilityChangeReason reason)
{
    Event e = about(EventKind::VisibilityChanged, queue, message, receipt);
    e.a = hiddenUntil;
    e.b = capAnchor;
    e.detail = static_cast<std::uint8_t>(reason);
    return e;
}

/// ChangeMessageVisibility on a message that is not in flight: answered 200, did nothing.
inline Event visibilityChangeIgnored(QueueIndex queue, MessageNumber message, std::uint32_t receipt)
{
    return about(EventKind::VisibilityChangeIgnored, queue, message, receipt);
}

/// The message became visible again: its deadline passed, or (`terminated`) a
/// ChangeMessageVisibility to 0 ended its loan. `receive` is its latest receive number.
inline Event visibilityExpired(QueueIndex queue, MessageNumber message, std::uint32_t receive,
                               bool terminated)
{
    Event e = about(EventKind::VisibilityExpired, queue, message, receive);
    e.detail = terminated ? 1 : 0;
    return e;
}

inline Event messageDeleted(QueueIndex queue, MessageNumber message, std::uint32_t receipt)
{
    return about(EventKind::MessageDeleted, queue, message, receipt);
}

/// A DeleteMessage answered 200 but deleted nothing. `latestReceive` is the message's latest
/// receive number.
inline Event deleteIgnored(QueueIndex queue, MessageNumber message, std::uint32_t receipt,
                           std::uint32_t latestReceive, DeleteIgnoredReason reason)
{
    Event e = about(EventKind::DeleteIgnored, queue, message, receipt);
    e.a = latestReceive;
    e.detail = static_cast<std::uint8_t>(reason);
    return e;
}

inline Event movedToDeadLetterQueue(QueueIndex source, MessageNumber message,
                                    QueueIndex deadLetterQueue)
{
    Event e = about(EventKind::MovedToDeadLetterQueue, source, message);
    e.a = deadLetterQueue;
    return e;
}

/// Retention ended.
inline Event messageExpired(QueueIndex queue, MessageNumber message)
{
    return about(EventKind::MessageExpired, queue, message);
}

inline Event messagePurged(QueueIndex queue, MessageNumber message)
{
    return about(EventKind::MessagePurged, queue, message);
}

/// A message move task took the message out of `deadLetterQueue` and sent it to `destination`
/// as the new message `redrivenAs`.
inline Event messageRedriven(QueueIndex deadLetterQueue, MessageNumber message,
                             MessageNumber redrivenAs, QueueIndex destination)
{
    Event e = about(EventKind::MessageRedriven, deadLetterQueue, message);
    e.a = redrivenAs;
    e.b = destination;
    return e;
}

/// A deleted message will come back once (the spontaneous-duplicate knob).
inline Event duplicateScheduled(QueueIndex queue, MessageNumber message)
{
    return about(EventKind::DuplicateScheduled, queue, message);
}

inline Event moveTaskStatus(QueueIndex source, std::int64_t taskId, MoveTaskState state)
{
    Event e = about(EventKind::MoveTaskStatus, source);
    e.a = taskId;
    e.detail = static_cast<std::uint8_t>(state);
    return e;
}

// Simulated actors (the simulation logs these; the queue engine never does).

/// A consumer starts work on a received message, planned to end at `jobEnd`; `key` is the
/// message's business key index in the run.
inline Event jobStarted(QueueIndex queue, MessageNumber message, std::uint32_t receipt,
                        TimeMs jobEnd, std::uint32_t key)
{
    Event e = about(EventKind::JobStarted, queue, message, receipt);
    e.a = jobEnd;
    e.b = key;
    return e;
}

/// A downstream effect happened (a card charged, an email sent): the ledger's entry
/// `ledgerEntry`, by the service whose interned name is `service` (0: none).
inline Event sideEffect(QueueIndex queue, MessageNumber message, std::uint32_t receipt,
                        std::uint32_t ledgerEntry, std::uint32_t service)
{
    Event e = about(EventKind::SideEffect, queue, message, receipt);
    e.a = ledgerEntry;
    e.b = service;
    return e;
}

/// The effect for business key `key` was skipped because it was already done, found by the
/// provider's idempotency key or (otherwise) a conditional write.
inline Event idempotencyHit(QueueIndex queue, MessageNumber message, std::uint32_t receipt,
                            std::uint32_t key, bool providerKey)
{
    Event e = about(EventKind::IdempotencyHit, queue, message, receipt);
    e.a = key;
    e.detail = providerKey ? 1 : 0;
    return e;
}

/// Processing failed; the message is not deleted.
inline Event jobFailed(QueueIndex queue, MessageNumber message, std::uint32_t receipt,
                       JobFailure failure)
{
    Event e = about(EventKind::JobFailed, queue, message, receipt);
    e.detail = static_cast<std::uint8_t>(failure);
    return e;
}
/// A Lambda invocation was throttled: the mapping tries the batch again at `at`, or, with
/// `letGo`, the messages' loan ends at `at` before the next try and they go back to the queue.
inline Event throttledJobFailed(QueueIndex queue, MessageNumber message, std::uint32_t receipt,
                                TimeMs at, bool letGo)
{
    Event e = jobFailed(queue, message, receipt, JobFailure::Throttled);
    e.a = at;
    e.b = letGo ? 1 : 0;
    return e;
}

/// A worker crashes at `point`, holding `message` (noMessage: none).
inline Event workerCrashed(QueueIndex queue, MessageNumber message, std::uint32_t receipt,
                           CrashPoint point)
{
    Event e = about(EventKind::WorkerCrashed, queue, message, receipt);
    e.detail = static_cast<std::uint8_t>(point);
    return e;
}

inline Event workerRestarted(QueueIndex queue)
{
    return about(EventKind::WorkerRestarted, queue);
}

/// A Lambda invocation (numbered `invocation`) starts with a batch of `batchSize` messages.
inline Event lambdaInvoked(QueueIndex queue, std::int64_t batchSize, std::int64_t invocation)
{
    Event e = about(EventKind::LambdaInvoked, queue);
    e.a = batchSize;
    e.b = invocation;
    return e;
}

/// A Lambda invocation ends; `failed` messages were reported or treated as failed.
inline Event lambdaFinished(QueueIndex queue, std::int64_t failed, std::int64_t invocation,
                            LambdaOutcome outcome)
{
    Event e = about(EventKind::LambdaFinished, queue);
    e.a = failed;
    e.b = invocation;
    e.detail = static_cast<std::uint8_t>(outcome);
    return e;
}

/// A consumer's delete was refused (DeleteMessage, or its entry of a DeleteMessageBatch), for
/// example with an expired FIFO receipt handle: the message is not deleted, and the consumer
/// saw `error`. `receipt` is the handle it quoted.
inline Event deleteFailed(QueueIndex queue, MessageNumber message, std::uint32_t receipt,
                          ErrorCode error)
{
    Event e = about(EventKind::DeleteFailed, queue, message, receipt);
    e.a = static_cast<std::int64_t>(error);
    return e;
}

} // namespace events

// --- Readers ------------------------------------------------------------------------------------

/// ApiCall: the action called.
inline Action callAction(const Event &e)
{
    return static_cast<Action>(e.detail);
}
/// ApiCall: its error (None: accepted). DeleteFailed: the error the consumer saw.
inline ErrorCode callError(const Event &e)
{
    return static_cast<ErrorCode>(e.a);
}
/// ApiCall: messages or entries it returned or touched.
inline std::int64_t callCount(const Event &e)
{
    return e.b;
}
/// ApiCall: a long poll found nothing and waits.
inline bool callWaits(const Event &e)
{
    return e.extra == 1;
}

/// QueueCreated: the queue is a FIFO queue.
inline bool createdFifo(const Event &e)
{
    return e.detail == 1;
}
/// QueuePurged: messages removed.
inline std::int64_t purgedCount(const Event &e)
{
    return e.a;
}

/// MessageSent: when it becomes visible (later than the send when delayed).
inline TimeMs visibleAt(const Event &e)
{
    return e.a;
}
/// MessageSent: the interned MessageGroupId (EventLog::string; 0: none).
inline std::uint32_t sentGroup(const Event &e)
{
    return static_cast<std::uint32_t>(e.b);
}

/// MessageReceived, DuplicateDelivered, VisibilityChanged: the visibility deadline.
inline TimeMs hiddenUntil(const Event &e)
{
    return e.a;
}
/// MessageReceived, DuplicateDelivered, VisibilityChanged: when the ReceiveMessage request was
/// made, from which the 12-hour cap counts.
inline TimeMs capAnchor(const Event &e)
{
    return e.b;
}
/// MessageReceived: a ReceiveRequestAttemptId retry returned the same receipt again.
inline bool isAttemptRetry(const Event &e)
{
    return e.detail == 1;
}

/// EmptyReceive: how long it waited.
inline TimeMs waitedMs(const Event &e)
{
    return e.a;
}

/// VisibilityChanged: why the caller changed it.
inline VisibilityChangeReason changeReason(const Event &e)
{
    return static_cast<VisibilityChangeReason>(e.detail);
}
/// VisibilityChanged: a worker's backoff after a failed try, not a heartbeat.
inline bool isRetryBackoff(const Event &e)
{
    return changeReason(e) == VisibilityChangeReason::RetryBackoff;
}

/// VisibilityExpired: a ChangeMessageVisibility to 0 ended the loan (not its deadline).
inline bool endedByChangeToZero(const Event &e)
{
    return e.detail == 1;
}

/// DeleteIgnored: why nothing was deleted.
inline DeleteIgnoredReason deleteIgnoredReason(const Event &e)
{
    return static_cast<DeleteIgnoredReason>(e.detail);
}
/// DeleteIgnored: the handle was not from the message's latest receive.
inline bool isStaleDelete(const Event &e)
{
    return deleteIgnoredReason(e) == DeleteIgnoredReason::StaleReceiptHandle;
}
/// DeleteIgnored: the message's latest receive number.
inline std::uint32_t latestReceive(const Event &e)
{
    return static_cast<std::uint32_t>(e.a);
}

/// MovedToDeadLetterQueue: where the message went.
inline QueueIndex deadLetterQueue(const Event &e)
{
    return static_cast<QueueIndex>(e.a);
}

/// MessageRedriven: the new message the redrive sent.
inline MessageNumber redrivenAs(const Event &e)
{
    return static_cast<MessageNumber>(e.a);
}
/// MessageRedriven: the queue it was sent to.
inline QueueIndex redriveDestination(const Event &e)
{
    return static_cast<QueueIndex>(e.b);
}

/// MoveTaskStatus: the task's id.
inline std::int64_t moveTaskId(const Event &e)
{
    return e.a;
}
/// MoveTaskStatus: its new status.
inline MoveTaskState moveTaskState(const Event &e)
{
    return static_cast<MoveTaskState>(e.detail);
}

/// JobStarted: when the work is planned to end.
inline TimeMs jobEnd(const Event &e)
{
    return e.a;
}

/// SideEffect: the ledger entry (Ledger::effects()).
inline std::uint32_t ledgerEntry(const Event &e)
{
    return static_cast<std::uint32_t>(e.a);
}
/// SideEffect: the interned service name (0: none).
inline std::uint32_t effectService(const Event &e)
{
    return static_cast<std::uint32_t>(e.b);
}

/// IdempotencyHit: the business key whose effect was skipped.
inline std::uint32_t skippedKey(const Event &e)
{
    return static_cast<std::uint32_t>(e.a);
}
/// IdempotencyHit: found by the provider's idempotency key (otherwise a conditional write).
inline bool byProviderKey(const Event &e)
{
    return e.detail == 1;
}

/// JobFailed: why.
inline JobFailure jobFailure(const Event &e)
{
    return static_cast<JobFailure>(e.detail);
}
/// JobFailed: a throttled Lambda invocation, which never started the job.
inline bool isThrottled(const Event &e)
{
    return jobFailure(e) == JobFailure::Throttled;
}
/// JobFailed, throttled: the batch is let go because its loan ends before the next try.
inline bool throttleLetsGo(const Event &e)
{
    return e.b != 0;
}
/// JobFailed, throttled: when the batch is tried again, or (throttleLetsGo) when its loan ends.
inline TimeMs throttleNextAt(const Event &e)
{
    return e.a;
}

/// WorkerCrashed: where.
inline CrashPoint crashPoint(const Event &e)
{
    return static_cast<CrashPoint>(e.detail);
}

/// LambdaInvoked: messages in the batch. LambdaFinished: messages reported or treated as failed.
inline std::int64_t batchMessages(const Event &e)
{
    return e.a;
}
/// LambdaInvoked, LambdaFinished: the invocation's number.
inline std::int64_t invocation(const Event &e)
{
    return e.b;
}
/// LambdaFinished: how it ended.
inline LambdaOutcome lambdaOutcome(const Event &e)
{
    return static_cast<LambdaOutcome>(e.detail);
}

/// ApiCall: the call failed. MessageSent: it has a MessageGroupId. SideEffect: a service named it.
template<auto reader> constexpr bool isSet(const Event &e)
{
    return static_cast<std::int64_t>(reader(e)) != 0;
}
/// JobFailed: throttled, and let go because its loan ends before the next try.
inline bool throttledLetGo(const Event &e)
{
    return isThrottled(e) && throttleLetsGo(e);
}
/// JobFailed: throttled, and tried again later.
inline bool throttledRetry(const Event &e)
{
    return isThrottled(e) && !throttleLetsGo(e);
}
/// MessageSent: delayed (visible later than the send).
inline bool sentDelayed(const Event &e)
{
    return visibleAt(e) != e.time;
}

// --- The kinds' table ---------------------------------------------------------------------------

/// How a payload field is written: in an event's JSON (eventJson) and as a " name=value" word of
/// EventLog::describe.
enum class FieldFormat : std::uint8_t {
    /// A time or duration: 12.5 (JSON: a number of seconds).
    Seconds,
    Integer,
    /// true or false, always written.
    Boolean,
    /// Written only when set: JSON `true`, a describe word on its own (" waiting").
    Flag,
    /// An Action: its name ("ReceiveMessage").
    ActionName,
    /// An ErrorCode: AWS's code ("AWS.SimpleQueueService.NonExistentQueue").
    ErrorName,
    /// A queue index: the queue's name.
    QueueName,
    /// An interned string id (EventLog::string).
    Interned,
    /// A message number: "m3".
    MessageLabel,
    /// A receive number of the event's message: its receipt handle, "m3.r2".
    Handle,
    /// An index into the field's words.
    Word,
};

/// One payload field: its name, how it is written, the reader that gives its value, and when it
/// is written (nullptr: always).
struct EventField {
    std::string_view name;
    FieldFormat format = FieldFormat::Integer;
    std::int64_t (*read)(const Event &) = nullptr;
    bool (*when)(const Event &) = nullptr;
    /// FieldFormat::Word: the value's words, by value (as many as are not empty).
    std::array<std::string_view, 5> words = {};

    constexpr bool empty() const { return name.empty(); }
};

/// A reader as a field's value.
template<auto reader> constexpr std::int64_t fieldValue(const Event &e)
{
    return static_cast<std::int64_t>(reader(e));
}

/// An event kind: its wire name (eventKindName, `inflight run --jsonl`'s "kind", a lesson's
/// "event"), the payload fields its JSON carries in order, and the words EventLog::describe adds.
/// Its sentences are in the sentence table (eventtexts.cpp).
struct EventKindInfo {
    EventKind kind;
    std::string_view name;
    std::array<EventField, 4> json = {};
    std::array<EventField, 3> words = {};
};

namespace eventfields {
using F = FieldFormat;
constexpr EventField deadline{"deadline", F::Seconds, fieldValue<hiddenUntil>};
constexpr EventField error{"error", F::ErrorName, fieldValue<callError>};
constexpr EventField to{"to", F::QueueName, fieldValue<deadLetterQueue>};
constexpr EventField redrivenTo{"to", F::QueueName, fieldValue<redriveDestination>};
constexpr EventField as{"as", F::MessageLabel, fieldValue<redrivenAs>};
constexpr EventField invocation{"invocation", F::Integer, fieldValue<inflight::invocation>};
constexpr EventField requestAt{"requestAt", F::Seconds, fieldValue<capAnchor>};
constexpr EventField attemptRetry{"attemptRetry", F::Flag, fieldValue<isAttemptRetry>};

// clang-format off
inline constexpr std::array<EventKindInfo, eventKindCount> table = {{
    {EventKind::ApiCall, "ApiCall",
     {{{"action", F::ActionName, fieldValue<callAction>}, {"error", F::ErrorName, fieldValue<callError>, isSet<callError>},
       {"count", F::Integer, fieldValue<callCount>}, {"waiting", F::Flag, fieldValue<callWaits>}}},
     {{{"action", F::ActionName, fieldValue<callAction>}, {"error", F::ErrorName, fieldValue<callError>, isSet<callError>},
       {"waiting", F::Flag, fieldValue<callWaits>}}}},
    {EventKind::QueueCreated, "QueueCreated", {{{"fifo", F::Boolean, fieldValue<createdFifo>}}}},
    {EventKind::QueueDeleted, "QueueDeleted"},
    {EventKind::QueuePurged, "QueuePurged", {{{"removed", F::Integer, fieldValue<purgedCount>}}}},
    {EventKind::MessageSent, "MessageSent",
     {{{"visibleAt", F::Seconds, fieldValue<visibleAt>}, {"group", F::Interned, fieldValue<sentGroup>, isSet<sentGroup>}}},
     {{{"visibleAt", F::Seconds, fieldValue<visibleAt>, sentDelayed},
       {"group", F::Interned, fieldValue<sentGroup>, isSet<sentGroup>}}}},
    {EventKind::SendDeduplicated, "SendDeduplicated"},
    {EventKind::DelayEnded, "DelayEnded"},
    {EventKind::MessageReceived, "MessageReceived", {{deadline, requestAt, attemptRetry}}, {{deadline}}},
    {EventKind::DuplicateDelivered, "DuplicateDelivered", {{deadline, requestAt, attemptRetry}}, {{deadline}}},
    {EventKind::EmptyReceive, "EmptyReceive", {{{"waited", F::Seconds, fieldValue<waitedMs>}}}},
    {EventKind::VisibilityChanged, "VisibilityChanged",
     {{deadline, {"capAnchor", F::Seconds, fieldValue<capAnchor>}, {"retryBackoff", F::Flag, fieldValue<isRetryBackoff>}}},
     {{deadline}}},
    {EventKind::VisibilityChangeIgnored, "VisibilityChangeIgnored"},
    {EventKind::VisibilityExpired, "VisibilityExpired",
     {{{"reason", F::Word, fieldValue<endedByChangeToZero>, nullptr, {"deadline", "terminated"}}}}},
    {EventKind::MessageDeleted, "MessageDeleted"},
    {EventKind::DeleteIgnored, "DeleteIgnored",
     {{{"reason", F::Word, fieldValue<isStaleDelete>, nullptr, {"messageGone", "staleReceiptHandle"}},
       {"latestHandle", F::Handle, fieldValue<latestReceive>}}},
     {{{"reason", F::Word, fieldValue<isStaleDelete>, nullptr, {"message-gone", "stale-receipt-handle"}}}}},
    {EventKind::MovedToDeadLetterQueue, "MovedToDeadLetterQueue", {{to}}, {{to}}},
    {EventKind::MessageExpired, "MessageExpired"},
    {EventKind::MessagePurged, "MessagePurged"},
    {EventKind::MessageRedriven, "MessageRedriven", {{as, redrivenTo}}, {{as, redrivenTo}}},
    {EventKind::DuplicateScheduled, "DuplicateScheduled"},
    {EventKind::MoveTaskStatus, "MoveTaskStatus",
     {{{"task", F::Integer, fieldValue<moveTaskId>},
       {"status", F::Word, fieldValue<moveTaskState>, nullptr, {"RUNNING", "COMPLETED", "CANCELLING", "CANCELLED", "FAILED"}}}}},
    {EventKind::JobStarted, "JobStarted", {{{"plannedEnd", F::Seconds, fieldValue<jobEnd>}}}},
    {EventKind::SideEffect, "SideEffect",
     {{{"ledgerEntry", F::Integer, fieldValue<ledgerEntry>},
       {"service", F::Interned, fieldValue<effectService>, isSet<effectService>}}}},
    {EventKind::IdempotencyHit, "IdempotencyHit",
     {{{"by", F::Word, fieldValue<byProviderKey>, nullptr, {"conditionalWrite", "providerKey"}}}}},
    // A throttled batch is retried at `retryAt`, or let go when its loan ends first.
    {EventKind::JobFailed, "JobFailed",
     {{{"reason", F::Word, fieldValue<jobFailure>, nullptr,
        {"processingError", "serviceOutage", "serviceError", "functionTimeout", "throttled"}},
       {"loanEndsAt", F::Seconds, fieldValue<throttleNextAt>, throttledLetGo},
       {"retryAt", F::Seconds, fieldValue<throttleNextAt>, throttledRetry}}}},
    {EventKind::WorkerCrashed, "WorkerCrashed",
     {{{"point", F::Word, fieldValue<crashPoint>, nullptr,
        {"atTime", "beforeEffect", "afterEffectBeforeDelete", "duringHeartbeat", "afterEffectBeforeRecord"}}}}},
    {EventKind::WorkerRestarted, "WorkerRestarted"},
    {EventKind::LambdaInvoked, "LambdaInvoked",
     {{{"messages", F::Integer, fieldValue<batchMessages>}, invocation}}},
    {EventKind::LambdaFinished, "LambdaFinished",
     {{{"outcome", F::Word, fieldValue<lambdaOutcome>, nullptr, {"succeeded", "partialFailure", "batchFailed", "timedOut"}},
       {"failed", F::Integer, fieldValue<batchMessages>}, invocation}}},
    {EventKind::DeleteFailed, "DeleteFailed", {{error}}, {{error}}},
}};
// clang-format on
} // namespace eventfields

/// Every event kind, in EventKind's order.
inline constexpr const std::array<EventKindInfo, eventKindCount> &eventKinds = eventfields::table;

constexpr bool eventKindsInOrder()
{
    for (std::size_t i = 0; i < eventKinds.size(); ++i) {
        if (static_cast<std::size_t>(eventKinds[i].kind) != i || eventKinds[i].name.empty())
            return false;
    }
    return true;
}
static_assert(eventKindsInOrder(), "one entry of eventKinds per EventKind, in its order");

/// The kind's wire name: "MessageReceived".
constexpr std::string_view eventKindName(EventKind kind)
{
    return eventKinds[static_cast<std::size_t>(kind)].name;
}
/// The kind whose wire name is `name`; nullopt for none.
constexpr std::optional<EventKind> eventKindNamed(std::string_view name)
{
    for (const EventKindInfo &info : eventKinds) {
        if (info.name == name)
            return info.kind;
    }
    return std::nullopt;
}

// --- Comparing two runs' events (runcomparison.cpp) ----------------------------------------------

/// Whether the kind's times and numbers (hiddenUntil, capAnchor, jobEnd) follow from a visibility
/// timeout or a job's length rather than record something that happened.
inline bool carriesDeadline(EventKind kind)
{
    return kind == EventKind::MessageReceived || kind == EventKind::DuplicateDelivered ||
           kind == EventKind::VisibilityChanged || kind == EventKind::JobStarted;
}
/// Two events of one kind with the same reasons, outcomes and flags (every small field).
inline bool sameFlags(const Event &x, const Event &y)
{
    return x.detail == y.detail && x.extra == y.extra;
}
/// Two events of one kind with the same times, numbers and interned ids (every wide field).
inline bool sameAmounts(const Event &x, const Event &y)
{
    return x.a == y.a && x.b == y.b;
}

} // namespace inflight
