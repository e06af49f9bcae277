// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "action.h"
#include "types.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <vector>

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

std::string_view eventKindName(EventKind kind);

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

/// The append-only record of a run. Stored in fixed-size chunks so that growing it never copies
/// what is already there. Strings (actor and queue names, message group ids) are interned in
/// small side tables.
class EventLog {
public:
    EventLog();
    /// A copy of every event and string table (the engine's copy()).
    EventLog(const EventLog &other);
    EventLog &operator=(const EventLog &) = delete;
    EventLog(EventLog &&) = default;
    EventLog &operator=(EventLog &&) = default;

    std::uint64_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const Event &operator[](std::uint64_t sequence) const
    {
        return m_chunks[sequence >> chunkBits].get()[sequence & chunkMask];
    }
    /// Appends and returns the new event's sequence number.
    std::uint32_t append(const Event &event)
    {
        if ((m_size & chunkMask) == 0)
            startChunk();
        // Chunks are raw storage: constructing each slot here, once, saves zeroing 3 MiB per
        // chunk that would be overwritten at once.
        new (m_current + (m_size & chunkMask)) Event(event);
        return static_cast<std::uint32_t>(m_size++);
    }

    /// The engine fills in an ApiCall event's outcome when the call returns; nothing else is
    /// ever changed after it was appended.
    Event &pendingCall(std::uint32_t sequence)
    {
        return m_chunks[sequence >> chunkBits].get()[sequence & chunkMask];
    }

    ActorId internActor(std::string_view name);
    const std::string &actorName(ActorId actor) const { return m_actors[actor]; }
    std::size_t actorCount() const { return m_actors.size(); }

    void setQueueName(QueueIndex queue, std::string_view name);
    const std::string &queueName(QueueIndex queue) const;

    std::uint32_t internString(std::string_view text);
    const std::string &string(std::uint32_t id) const { return m_strings[id]; }

    /// SHA-256 (hex) of every event and the string tables, serialised field by field in a
    /// fixed byte order: equal digests mean equal logs on any machine and build.
    std::string digest() const;

    /// Bytes held by the events themselves (allocated chunks), for the benchmark.
    std::uint64_t bytesReserved() const { return m_chunks.size() * chunkSize * sizeof(Event); }

    /// One readable line, for tests and `--text` style output.
    std::string describe(std::uint64_t sequence) const;

private:
    static constexpr unsigned chunkBits = 16;
    static constexpr std::uint64_t chunkSize = std::uint64_t{1} << chunkBits;
    static constexpr std::uint64_t chunkMask = chunkSize - 1;

    struct ChunkDeleter {
        void operator()(Event *chunk) const { ::operator delete(chunk); }
    };
    void startChunk();

    std::vector<std::unique_ptr<Event, ChunkDeleter>> m_chunks;
    Event *m_current = nullptr;
    std::uint64_t m_size = 0;
    std::vector<std::string> m_actors;
    std::vector<std::string> m_queues;
    std::vector<std::string> m_strings;
    std::map<std::string, std::uint32_t, std::less<>> m_actorIndex;
    std::map<std::string, std::uint32_t, std::less<>> m_stringIndex;
};

/// "m3", the short name views and handles use for a message.
std::string messageLabel(MessageNumber message);
/// "12.5" or "45": a virtual time in seconds, without trailing zeros.
std::string formatSeconds(TimeMs time);

} // namespace inflight
