// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engine's internal state. Only the engine's own .cpp files include this.

#include "queueconfig.h"
#include "queueengine.h"
#include "sqslimits.h"

#include <deque>
#include <map>
#include <set>

namespace inflight {

struct QueueEngine::Message {
    TimeMs sentTime = 0;
    /// Retention counts from here: the original send, or the move for a FIFO dead-letter queue.
    TimeMs enqueueTime = 0;
    /// When a delayed message becomes visible, or an in-flight message's visibility deadline.
    TimeMs visibleAt = 0;
    /// The time of the ReceiveMessage request that issued the latest handle: the anchor of the
    /// 12-hour cap.
    TimeMs receiveRequestTime = 0;
    TimeMs firstReceiveTime = -1;
    std::uint64_t sequenceNumber = 0;
    QueueIndex queue = noQueue;
    /// The queue it was in before a move to a dead-letter queue.
    QueueIndex previousQueue = noQueue;
    /// Receives so far, which is also the number of the latest receipt handle.
    std::uint32_t receiveCount = 0;
    /// Handles numbered up to this were issued by an earlier queue (before a DLQ move).
    std::uint32_t receiveCountAtEntry = 0;
    /// When it last moved to a dead-letter queue; -1 never.
    TimeMs deadLetteredAt = -1;
    /// Invalidates pending delay and visibility timers.
    std::uint32_t timerGeneration = 0;
    /// Invalidates stale entries in a standard queue's visible order.
    std::uint32_t visibleEpoch = 0;
    /// Interned MessageGroupId (EventLog string id); 0 when none.
    std::uint32_t groupString = 0;
    /// The FIFO group's index within its queue.
    std::uint32_t group = 0;
    /// Index into the extras table (attributes, deduplication id); 0 when none.
    std::uint32_t extras = 0;
    /// Bumped by every delete, visibility change and receive, so that a ReceiveRequestAttemptId
    /// retry can tell whether the messages it would repeat were modified.
    std::uint32_t changeCount = 0;
    MessagePhase state = MessagePhase::Visible;
    /// Deleted, but one replica missed the delete: it will be delivered once more.
    bool duplicatePending = false;
};

struct QueueEngine::MessageExtras {
    MessageAttributeMap attributes;
    MessageAttributeMap systemAttributes;
    std::string deduplicationId;
};

struct QueueEngine::ReceiveParams {
    ActorId actor = engineActor;
    std::uint32_t call = 0;
    TimeMs requestTime = 0;
    int maxMessages = 1;
    TimeMs visibilityTimeoutMs = 0;
    bool sampleServers = false;
};

struct QueueEngine::Poll {
    QueueIndex queue = noQueue;
    ReceiveParams params;
    TimeMs deadline = 0;
    bool waiting = false;
    /// Bumped each time the slot is reused, so a timeout timer of an earlier poll is skipped.
    std::uint32_t generation = 0;
};

struct QueueEngine::MoveTask {
    std::uint32_t id = 0;
    std::string taskId;
    QueueIndex source = noQueue;
    std::string sourceArn;
    std::string destinationArn;
    std::optional<std::int64_t> maxNumberOfMessagesPerSecond;
    std::string status;
    std::int64_t moved = 0;
    std::int64_t toMove = 0;
    TimeMs startedAt = 0;
    std::string failureReason;
    std::uint32_t generation = 0;
};

struct QueueEngine::Queue {
    QueueIndex index = noQueue;
    std::string name;
    /// The AWS region it was created in: its ARN and URL name it, and only requests made in that
    /// region see it (the same name in two regions is two queues).
    std::string region;
    bool fifo = false;
    bool deleted = false;
    TimeMs createdAt = 0;
    TimeMs lastModifiedAt = 0;
    TimeMs lastPurgeAt = -neverMs;

    // Attributes, in engine units, from SQS's defaults (the scenario's readers share them).
    TimeMs visibilityTimeoutMs = secondsToMs(defaultVisibilityTimeoutSeconds);
    TimeMs delayMs = secondsToMs(defaultDelaySeconds);
    TimeMs retentionMs = secondsToMs(defaultRetentionSeconds);
    TimeMs receiveWaitMs = secondsToMs(defaultReceiveWaitTimeSeconds);
    std::int64_t maximumMessageSize = 1048576;
    std::int64_t kmsDataKeyReusePeriodSeconds = 300;
    std::string kmsMasterKeyId;
    std::string policy;
    bool sqsManagedSse = true;
    bool contentBasedDeduplication = false;
    std::string deduplicationScope = "queue";
    std::string fifoThroughputLimit = "perQueue";
    /// Fixed when the queue is created: changing DeduplicationScope later updates the attribute
    /// but not the behaviour (AWS-recorded).
    bool deduplicatePerGroup = false;
    std::string redrivePolicy;
    std::string deadLetterTargetArn;
    int maxReceiveCount = 0;
    std::string redriveAllowPolicy;
    AttributeMap tags;

    // Counters behind the Approximate* attributes.
    std::uint64_t visible = 0;
    std::uint64_t inFlight = 0;
    std::uint64_t delayed = 0;
    std::uint64_t live() const { return visible + inFlight + delayed; }

    // Standard queues: visible messages in the order they became visible. Entries whose epoch no
    // longer matches the message's are stale and skipped.
    std::deque<std::pair<MessageNumber, std::uint32_t>> visibleOrder;

    // FIFO queues: per group, its undeleted messages in sequence order, and the groups whose head
    // is receivable, ordered by when they became so.
    struct Group {
        std::uint32_t groupString = 0;
        std::deque<MessageNumber> messages;
        std::uint64_t readyKey = 0;
    };
    std::vector<Group> groups{Group{}};
    std::map<std::uint32_t, std::uint32_t> groupByString;
    std::set<std::pair<std::uint64_t, std::uint32_t>> readyGroups;
    std::uint64_t nextReadyKey = 1;

    // FIFO deduplication: ids seen in the last 5 minutes, and their expiry order.
    struct DedupRecord {
        TimeMs expiresAt = 0;
        MessageNumber message = noMessage;
        std::uint64_t sequenceNumber = 0;
    };
    std::map<std::string, DedupRecord, std::less<>> dedup;
    std::deque<std::pair<TimeMs, std::string>> dedupExpiry;

    // Retention: a min-heap of (expiry, message), with one scheduler timer for its top.
    std::vector<std::pair<TimeMs, MessageNumber>> retentionHeap;
    std::uint32_t retentionGeneration = 0;
    TimeMs retentionTimerAt = neverMs;

    std::uint64_t sentCount = 0;
    std::deque<PollId> waitingPolls;
    bool hasNewMessages = false;

    // FIFO ReceiveRequestAttemptId: the answer a retry within 5 minutes repeats.
    struct Attempt {
        TimeMs expiresAt = 0;
        TimeMs visibilityTimeoutMs = 0;
        std::vector<ReceivedMessage> messages;
        std::vector<std::uint32_t> changeCounts;
    };
    std::map<std::string, Attempt, std::less<>> attempts;
};

/// One API call, from its ApiCall event to its outcome: every entry point of the API makes one
/// first, says which queue the call is about once it knows (setQueue), and returns through
/// finish(), fail() or finishWaiting(), which fill in the call's outcome (error, count, a long
/// poll that waits) exactly once. A scope left without an answer (an exception) still ends the
/// call, so that the engine is not left inside it.
template<class Result> class QueueEngine::CallScope {
public:
    CallScope(QueueEngine &engine, Action action, ActorId actor)
        : m_engine(engine), m_call(engine.beginCall(action, actor, noQueue))
    {
    }
    ~CallScope()
    {
        if (!m_finished)
            m_engine.endCall(m_call, ErrorCode::None, 0);
    }
    CallScope(const CallScope &) = delete;
    CallScope &operator=(const CallScope &) = delete;

    /// The ApiCall event's sequence number: the cause of the events the call logs.
    std::uint32_t id() const { return m_call; }
    /// The call is about `queue` (the ApiCall event names it).
    void setQueue(QueueIndex queue) { m_engine.m_state.log.pendingCall(m_call).queue = queue; }

    /// Answers with `outcome`; `count` messages or entries were returned or touched.
    Outcome<Result> finish(Outcome<Result> outcome, std::int64_t count = 0)
    {
        end(outcome.code(), count, false);
        return outcome;
    }
    /// Answers with `error`.
    Outcome<Result> fail(ApiError error) { return finish(std::move(error)); }
    /// A long poll that found nothing: answered now with `result` (waiting), its messages later.
    Outcome<Result> finishWaiting(Result result)
    {
        end(ErrorCode::None, 0, true);
        return result;
    }

private:
    void end(ErrorCode error, std::int64_t count, bool waits)
    {
        m_finished = true;
        m_engine.endCall(m_call, error, count, waits);
    }

    QueueEngine &m_engine;
    const std::uint32_t m_call;
    bool m_finished = false;
};

// Request checks that the message actions share (messaging.cpp).

/// 1 to 128 printable ASCII characters: MessageGroupId, MessageDeduplicationId and
/// ReceiveRequestAttemptId.
bool isValidGroupOrDedupId(const std::string &id);
ApiError invalidGroupOrDedupId(const std::string &parameter, const std::string &value);
bool isValidBatchEntryId(const std::string &id);
/// A batch entry's failure, as the batch's answer lists it.
BatchResultErrorEntry failedEntry(const std::string &id, const ApiError &error);

/// The checks on a batch as a whole (entry count, entry ids) that fail the whole request.
template<class Entry>
std::optional<ApiError> validateBatchShape(const std::vector<Entry> &entries, const char *entryType)
{
    if (entries.empty())
        return ApiError{ErrorCode::EmptyBatchRequest, std::string("There should be at least one ") +
                                                          entryType + " in the request."};
    if (entries.size() > 10)
        return ApiError{ErrorCode::TooManyEntriesInBatchRequest,
                        "Maximum number of entries per request are 10. You have sent " +
                            std::to_string(entries.size()) + "."};
    for (const auto &entry : entries) {
        if (!isValidBatchEntryId(entry.id))
            return ApiError{ErrorCode::InvalidBatchEntryId,
                            "A batch entry id can only contain alphanumeric characters, hyphens "
                            "and underscores. It can be at most 80 letters long."};
    }
    for (std::size_t i = 0; i < entries.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            if (entries[i].id == entries[j].id)
                return ApiError{ErrorCode::BatchEntryIdsNotDistinct,
                                "Id " + entries[i].id + " repeated."};
        }
    }
    return std::nullopt;
}

/// A boolean queue attribute: "true" or "false" in any casing (AWS accepts "True" and reads it
/// back "true"); nullopt for any other text.
std::optional<bool> readAttributeFlag(const std::string &value);

/// A queue with `q`'s name and attributes and none of its messages: what CreateQueue on an
/// existing name applies its attributes to, to compare them in their normal form.
QueueEngine::Queue settingsOf(const QueueEngine::Queue &q);

/// A version-4-shaped UUID that depends on `number` and `salt` only, so ids are stable across
/// runs and seeds and distinct per number: MessageId and a move task's id.
std::string uuidFromNumber(std::uint32_t number, std::uint32_t salt);
constexpr std::uint32_t messageIdSalt = 0x51f15e;
constexpr std::uint32_t moveTaskIdSalt = 0x7a5c;

constexpr TimeMs dedupWindowMs = 5 * 60 * 1000;
constexpr TimeMs purgeIntervalMs = 60 * 1000;
constexpr TimeMs queueNameReuseMs = 60 * 1000;
constexpr std::int64_t maxBatchBytes = 1048576;
constexpr const char *accountId = "000000000000";

} // namespace inflight
