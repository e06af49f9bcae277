// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "api.h"
#include "eventlog.h"
#include "events.h"
#include "prng.h"
#include "scheduler.h"
#include "types.h"

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace inflight {

/// What DeleteMessage does with a receipt handle that is not the message's latest (the message was
/// received again since). AWS: "the request will succeed, but the message might not be deleted".
enum class StaleHandleDelete : std::uint8_t {
    /// Answer 200 and delete nothing (the default: the hazard the AWS docs warn about).
    Ignore,
    /// Answer 200 and delete the message (what LocalStack and moto do).
    Delete,
};

/// The realism knobs of a run. Every knob that draws random numbers draws from the run's one
/// seeded Prng, and draws nothing while it is off, so turning one knob on never changes what
/// another one does.
struct EngineSettings {
    std::uint64_t seed = 1;
    /// Short polls (wait 0) on standard queues ask a random subset of the queue's servers, so they
    /// may return fewer messages than are available, or none: a "false empty".
    bool shortPollSampling = false;
    /// How many servers a standard queue's messages are spread over when sampling is on.
    int shortPollServers = 4;
    /// Probability that a DeleteMessage which deletes a message on a standard queue misses one
    /// replica, so that the message is delivered once more later (a spontaneous duplicate).
    double duplicateDeliveryRate = 0.0;
    StaleHandleDelete staleHandleDelete = StaleHandleDelete::Ignore;
    /// The scheme, host and port queue URLs start with: `inflight serve` sets its own address so
    /// that the URLs clients get point back at it.
    std::string endpoint = "http://localhost:9324";
    /// The epoch milliseconds the engine's time 0 stands for in timestamps (SentTimestamp,
    /// ApproximateFirstReceiveTimestamp, CreatedTimestamp, LastModifiedTimestamp, a move task's
    /// StartedTimestamp). A fixed instant by default, so that every run reads alike; `inflight
    /// serve` passes the wall-clock time it started (the engine never reads a clock), and its
    /// recording keeps that origin, so the replay answers the same timestamps.
    std::int64_t timestampOriginMs = epochAtZeroMs;
};

/// Service limits that AWS sets and a teaching run may want smaller.
struct EngineLimits {
    std::uint64_t standardInFlightLimit = 120000;
    std::uint64_t fifoInFlightLimit = 120000;
};

/// The embedded SQS: queues, messages, receipt handles, timers and the event log, on a virtual
/// clock. Every public action validates its request like AWS and answers with AWS's result or
/// error. Nothing here reads a wall clock or a global random generator; the same calls in the same
/// order give the same log.
class QueueEngine {
public:
    explicit QueueEngine(EngineSettings settings = {}, EngineLimits limits = {});
    ~QueueEngine();
    QueueEngine(const QueueEngine &) = delete;
    QueueEngine &operator=(const QueueEngine &) = delete;

    /// A copy of everything the engine holds (queues, messages, timers, the random generator's
    /// state, the log), which goes on exactly as this one would; the poll listener is not copied.
    /// The live window copies the engine it keeps feeding to show each refresh, instead of
    /// replaying the whole recording again.
    std::unique_ptr<QueueEngine> copy() const;

    // --- Clock -------------------------------------------------------------------------------
    TimeMs now() const { return m_state.now; }
    /// Moves the clock to `time`, firing every timer due on the way, in (time, sequence) order.
    /// `time` earlier than now() is ignored.
    void advanceTo(TimeMs time);
    /// The time of the next pending timer, or neverMs.
    TimeMs nextTimerTime() const;
    bool hasWaitingPolls() const { return m_state.waitingPollCount > 0; }

    // --- Regions ------------------------------------------------------------------------------
    /// The AWS region of the calls that follow, until changed: each region has its own queues,
    /// and queue URLs and ARNs name it. A live endpoint sets each request's (from its signature's
    /// credential scope or its host), as a recording's "region" does on replay; "us-east-1"
    /// unless set. A URL or ARN that names a region finds the queue there, whatever this is.
    void setRegion(std::string_view region);
    const std::string &region() const { return m_state.region; }
    /// Names every queue "NAME (REGION)" in the log when the queues were created in more than one
    /// region, so that views tell the two "orders" apart; nothing otherwise. For a copy the
    /// views show: the engine itself goes by the queue's name and region.
    void nameQueuesWithRegions();

    // --- Actors and the log ------------------------------------------------------------------
    ActorId actor(std::string_view name) { return m_state.log.internActor(name); }
    const EventLog &log() const { return m_state.log; }
    /// SHA-256 (hex) of the event log and of what the log refers to but does not hold: every
    /// message's body, attributes and deduplication id. Equal digests: identical runs.
    std::string digest() const;
    const EngineSettings &settings() const { return m_settings; }
    Prng &prng() { return m_state.prng; }

    // --- The API -----------------------------------------------------------------------------
    Outcome<QueueUrlResult> createQueue(const CreateQueueRequest &request, ActorId actor);
    Outcome<QueueUrlResult> getQueueUrl(const GetQueueUrlRequest &request, ActorId actor);
    Outcome<QueueUrlListResult> listQueues(const ListQueuesRequest &request, ActorId actor);
    Outcome<EmptyResult> deleteQueue(const DeleteQueueRequest &request, ActorId actor);
    Outcome<GetQueueAttributesResult> getQueueAttributes(const GetQueueAttributesRequest &request,
                                                         ActorId actor);
    Outcome<EmptyResult> setQueueAttributes(const SetQueueAttributesRequest &request,
                                            ActorId actor);
    Outcome<EmptyResult> purgeQueue(const PurgeQueueRequest &request, ActorId actor);
    Outcome<SendMessageResult> sendMessage(const SendMessageRequest &request, ActorId actor);
    Outcome<SendMessageBatchResult> sendMessageBatch(const SendMessageBatchRequest &request,
                                                     ActorId actor);
    /// Returns at once when messages are available or the effective wait time is 0. Otherwise the
    /// result has `waiting` set and the poll completes later (takeCompletedPolls()).
    Outcome<ReceiveMessageResult> receiveMessage(const ReceiveMessageRequest &request,
                                                 ActorId actor);
    Outcome<EmptyResult> deleteMessage(const DeleteMessageRequest &request, ActorId actor);
    Outcome<BatchIdsResult> deleteMessageBatch(const DeleteMessageBatchRequest &request,
                                               ActorId actor);
    /// `reason` is not part of the API: it only labels the VisibilityChanged event for views
    /// (a simulated worker's backoff after a failure against a heartbeat); SQS behaves the same.
    Outcome<EmptyResult>
    changeMessageVisibility(const ChangeMessageVisibilityRequest &request, ActorId actor,
                            VisibilityChangeReason reason = VisibilityChangeReason::Heartbeat);
    Outcome<BatchIdsResult>
    changeMessageVisibilityBatch(const ChangeMessageVisibilityBatchRequest &request, ActorId actor);
    Outcome<QueueUrlListResult>
    listDeadLetterSourceQueues(const ListDeadLetterSourceQueuesRequest &request, ActorId actor);
    Outcome<StartMessageMoveTaskResult>
    startMessageMoveTask(const StartMessageMoveTaskRequest &request, ActorId actor);
    Outcome<ListMessageMoveTasksResult>
    listMessageMoveTasks(const ListMessageMoveTasksRequest &request, ActorId actor);
    Outcome<CancelMessageMoveTaskResult>
    cancelMessageMoveTask(const CancelMessageMoveTaskRequest &request, ActorId actor);
    /// Adds or overwrites tags; a queue holds at most 50.
    Outcome<EmptyResult> tagQueue(const TagQueueRequest &request, ActorId actor);
    /// Removes tags; a key the queue does not have is no error.
    Outcome<EmptyResult> untagQueue(const UntagQueueRequest &request, ActorId actor);
    Outcome<ListQueueTagsResult> listQueueTags(const ListQueueTagsRequest &request, ActorId actor);
    /// Adds a statement to the queue's Policy attribute (creating the policy when it has none).
    Outcome<EmptyResult> addPermission(const AddPermissionRequest &request, ActorId actor);
    /// Removes the statement with the request's label from the queue's Policy attribute.
    Outcome<EmptyResult> removePermission(const RemovePermissionRequest &request, ActorId actor);

    /// Appends an event of a simulated actor (events::jobStarted, events::sideEffect, ...) at the
    /// current time.
    std::uint32_t logActorEvent(ActorId actor, Event event);
    std::uint32_t internString(std::string_view text) { return m_state.log.internString(text); }

    /// Long polls that finished since the last call, in the order they finished.
    std::vector<CompletedPoll> takeCompletedPolls();
    /// Called (if set) whenever a long poll finishes, instead of queueing it for
    /// takeCompletedPolls(). Simulated actors use it to react at the right virtual time. A poll
    /// id is unique only until its completion has been handed out; then it may be reused.
    void setPollListener(std::function<void(CompletedPoll &)> listener);

    // --- Reading state, for rendering responses and for views ---------------------------------
    std::string queueUrl(QueueIndex queue) const;
    std::string queueArn(QueueIndex queue) const;
    const std::string &queueName(QueueIndex queue) const;
    /// The region the queue was created in ("us-east-1").
    const std::string &queueRegion(QueueIndex queue) const;
    bool queueIsFifo(QueueIndex queue) const;
    /// The live queue a URL, ARN-less name or URL names; noQueue when there is none.
    QueueIndex findQueue(std::string_view queueUrlOrName) const;
    QueueIndex findQueueByArn(std::string_view arn) const;
    /// A queue's attribute as GetQueueAttributes would answer it now ("30" for
    /// VisibilityTimeout), read without a call, so nothing is logged; nullopt when the queue does
    /// not have it. For views of a run whose queues came from API calls (a live endpoint's).
    std::optional<std::string> queueAttribute(QueueIndex queue, const std::string &name) const;

    MessageNumber messageCount() const;
    /// AWS's MessageId: a UUID derived from the message number, the same in every run.
    std::string messageId(MessageNumber message) const;
    const std::string &messageBody(MessageNumber message) const;
    const MessageAttributeMap &messageAttributes(MessageNumber message) const;
    const MessageAttributeMap &messageSystemAttributes(MessageNumber message) const;
    std::string messageGroupId(MessageNumber message) const;
    std::string messageDeduplicationId(MessageNumber message) const;
    TimeMs messageSentTime(MessageNumber message) const;
    std::uint32_t messageReceiveCount(MessageNumber message) const;
    /// True while the message is delayed, visible or in flight in some queue.
    bool messageIsLive(MessageNumber message) const;
    /// The queue the message is in (or was last in).
    QueueIndex messageQueue(MessageNumber message) const;
    /// Every queue ever created (1-based; a deleted queue keeps its index).
    QueueIndex queueCount() const { return static_cast<QueueIndex>(m_state.queues.size() - 1); }

    struct QueueCounts {
        std::uint64_t visible = 0;
        std::uint64_t inFlight = 0;
        std::uint64_t delayed = 0;
    };
    QueueCounts queueCounts(QueueIndex queue) const;

    struct Queue;
    struct Message;

private:
    struct Poll;
    struct MoveTask;
    struct ReceiveParams;

    // Each public action runs inside a call scope (CallScope, queueengine_p.h), which logs the
    // ApiCall event and, at the end, fills in its outcome and serves waiting long polls on queues
    // that gained available messages during the call.
    template<class Result> class CallScope;
    std::uint32_t beginCall(Action action, ActorId actor, QueueIndex queue);
    void endCall(std::uint32_t call, ErrorCode error, std::int64_t count,
                 bool longPollWaits = false);

    /// Appends an event built by one of events.h's writers, stamped with the current time, actor
    /// and call.
    std::uint32_t logEvent(Event event);

    Outcome<QueueIndex> resolveQueue(const std::string &queueUrl) const;
    std::string urlOfQueue(const std::string &region, const std::string &name) const;
    /// The live queue of this name in this region; noQueue when there is none.
    QueueIndex liveQueue(std::string_view region, std::string_view name) const;
    Queue &queue(QueueIndex index) { return *m_state.queues[index]; }
    const Queue &queue(QueueIndex index) const { return *m_state.queues[index]; }
    Message &message(MessageNumber number);

    // Queue attributes (attributes.cpp).
    std::optional<ApiError> applyQueueAttributes(Queue &queue, const AttributeMap &attributes,
                                                 bool creating);
    std::optional<std::string> currentAttributeValue(const Queue &queue,
                                                     const std::string &name) const;
    std::optional<ApiError> validateRedrivePolicy(const Queue &queue, const std::string &value,
                                                  std::string &targetArn,
                                                  int &maxReceiveCount) const;
    struct AttributeRule;
    // A FIFO queue's new DelaySeconds applies to the messages it is delaying now.
    void rescheduleDelayedMessages(Queue &queue);

    // Sending (sending.cpp).
    std::optional<ApiError> validateMessage(const Queue &queue, const MessageToSend &message,
                                            bool inBatch, std::size_t &size) const;
    SendMessageResult enqueue(QueueIndex queueIndex, const MessageToSend &request, ActorId actor);

    // A message's moves between states, and FIFO groups (messaging.cpp).
    void makeVisible(MessageNumber number);
    void hide(Message &msg, TimeMs deadline);
    /// Takes a live message out of its queue into the state `ended`, logging `record`.
    void removeMessage(MessageNumber number, MessagePhase ended, const Event &record);
    std::uint32_t groupOf(Queue &queue, std::uint32_t groupString);
    void refreshGroup(Queue &queue, std::uint32_t group);

    // Receiving and long polls (receiving.cpp).
    std::vector<ReceivedMessage> takeAvailable(QueueIndex queueIndex, const ReceiveParams &params);
    bool deliver(QueueIndex queueIndex, MessageNumber number, const ReceiveParams &params,
                 std::vector<ReceivedMessage> &out);
    /// Makes messages just received with a visibility timeout of 0 visible again.
    void releaseAtOnce(QueueIndex queueIndex, const std::vector<ReceivedMessage> &messages);
    /// The answer to a FIFO receive retried with the same ReceiveRequestAttemptId, when the
    /// messages it handed out are unchanged; nullopt when the receive must run anew.
    std::optional<ReceiveMessageResult> repeatReceiveAttempt(QueueIndex queueIndex,
                                                             const std::string &attemptId);
    void rememberReceiveAttempt(Queue &queue, const std::string &attemptId,
                                const ReceiveParams &params,
                                const std::vector<ReceivedMessage> &messages);
    /// A long poll that found nothing waits, for at most `waitMs`.
    PollId parkPoll(QueueIndex queueIndex, const ReceiveParams &params, TimeMs waitMs);
    bool hasAvailable(const Queue &queue) const;
    void noteAvailable(QueueIndex queueIndex);
    void serveWaitingPolls();
    void completePoll(PollId poll, Outcome<ReceiveMessageResult> outcome);
    void cancelPollsOnQueue(QueueIndex queueIndex);

    // What a receipt handle lets its holder do (receipthandles.cpp).
    /// The handle `text` names, if `queueIndex` issued it (to a message there now, or before its
    /// move to a dead-letter queue); nullopt for any other text.
    /// Whether a FIFO queue still honours the handle: the latest receive's, while the message
    /// is in flight or once it has gone (a later receive expired it).
    bool fifoHandleUnexpired(const Message &msg, const ReceiptHandle &handle) const;
    std::optional<ReceiptHandle> handleIssuedBy(QueueIndex queueIndex,
                                                const std::string &text) const;
    Outcome<EmptyResult> deleteByHandle(QueueIndex queueIndex, const std::string &handle);
    Outcome<EmptyResult> changeVisibilityByHandle(QueueIndex queueIndex, const std::string &handle,
                                                  std::optional<std::int64_t> timeoutSeconds,
                                                  VisibilityChangeReason reason);

    // Timers (queueengine.cpp).
    void fire(const Timer &timer);
    void scheduleRetention(Queue &queue);
    void checkRetention(QueueIndex queueIndex);
    void rebuildRetentionHeap(Queue &queue);

    // Tags (queuetags.cpp).
    static std::optional<ApiError> checkTags(const Queue &queue, const AttributeMap &tags);

    // Dead-letter queues and move tasks (redrive.cpp).
    QueueIndex deadLetterTarget(const Queue &queue) const;
    void moveToDeadLetterQueue(MessageNumber number, QueueIndex target);
    void runMoveTask(std::uint32_t task);
    std::string taskHandle(const MoveTask &task) const;

    /// Owns a queue on the heap, so that a Queue & stays valid while queues are added, and copies
    /// it whole, so that State copies with the defaults.
    class QueueSlot {
    public:
        QueueSlot() = default;
        explicit QueueSlot(std::unique_ptr<Queue> queue);
        QueueSlot(const QueueSlot &other);
        QueueSlot(QueueSlot &&) noexcept = default;
        QueueSlot &operator=(QueueSlot &&) noexcept = default;
        QueueSlot &operator=(const QueueSlot &) = delete;
        ~QueueSlot();
        Queue &operator*() const { return *m_queue; }

    private:
        std::unique_ptr<Queue> m_queue;
    };

    struct MessageExtras;

    /// Everything a run changes, in one struct, so that copy() is one assignment and a member
    /// added here is copied without anyone remembering to. Add mutable state here only.
    struct State {
        Prng prng;
        Scheduler scheduler;
        EventLog log;
        TimeMs now = 0;
        ActorId currentActor = engineActor;
        std::uint32_t currentCall = 0;
        int callDepth = 0;

        std::vector<QueueSlot> queues;
        /// The region of the calls being made (setRegion()).
        std::string region{defaultRegion};
        /// Live queues by "REGION NAME" (queueKey()): a region's queues are together, in name
        /// order, as ListQueues pages them.
        std::map<std::string, QueueIndex, std::less<>> queueByName;
        // The last QueueUrl resolved, and in which region: callers repeat the same URL call after
        // call.
        mutable std::string lastLookupText;
        mutable std::string lastLookupRegion;
        mutable QueueIndex lastLookupIndex = noQueue;
        std::map<std::string, TimeMs, std::less<>> recentlyDeleted;
        std::vector<Message> messages;
        std::vector<std::string> bodies;
        std::vector<MessageExtras> extras;

        std::vector<Poll> polls;
        // Slots of finished polls whose completion was handed out: reused by later polls, so a
        // long run of long polls does not grow memory.
        std::vector<PollId> freePolls;
        std::uint32_t waitingPollCount = 0;
        std::vector<QueueIndex> queuesWithNewMessages;
        std::vector<CompletedPoll> completedPolls;

        std::vector<MoveTask> moveTasks;
    };

    // Fixed when the engine is made.
    EngineSettings m_settings;
    EngineLimits m_limits;
    State m_state;
    // Not part of the state: a copy has no listener.
    std::function<void(CompletedPoll &)> m_pollListener;
};

} // namespace inflight
