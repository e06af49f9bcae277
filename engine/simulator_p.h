// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The simulation's actors and their state machines. Only the simulation's own .cpp files include
// this: simulation.cpp (the run: the order of its cast, its loop, simulate()), producers.cpp,
// workers.cpp, lambdapollers.cpp, faults.cpp, sideeffects.cpp and operations.cpp.

#include "queueconfig.h"
#include "run.h"
#include "scheduler.h"

#include <limits>
#include <set>

namespace inflight {

/// The named queue's settings; SQS's defaults when the scenario has no such queue (validation
/// reports that).
inline QueueConfig queueConfigOr(const Scenario &scenario, const std::string &queue)
{
    return queueConfig(scenario, queue).value_or(QueueConfig{});
}

/// A batch entry's id, "m<index>": a refused entry then names its place in the batch. Built
/// with append(): GCC 12 at -O3 reports a false -Wrestrict inside operator+ for a literal plus a
/// temporary string.
inline std::string batchEntryId(std::size_t index)
{
    std::string id = "m";
    id.append(std::to_string(index));
    return id;
}

/// Producers, workers and a Lambda event source mapping as state machines on the virtual clock,
/// driving the queue engine through its public API. Their timers live in a scheduler of their
/// own; at each instant the engine's timers fire first, then the actors'.
class Simulator {
public:
    Simulator(const Scenario &scenario, Run &run, TimeMs untilMs, const SimulationControl &control)
        : m_scenario(scenario), m_run(run), m_engine(*run.engine), m_untilMs(untilMs),
          m_control(control)
    {
    }

    /// Casts the actors, starts them and runs until the scenario is quiet, its end, or a cancel.
    void run();

private:
    enum class SlotType : std::uint8_t { Producer, Worker, Lambda };
    struct Slot {
        SlotType type;
        std::uint32_t index;
    };

    struct ProducerState {
        const ProducerSpec *spec = nullptr;
        ActorId actor = engineActor;
        std::uint64_t sent = 0;
        std::size_t nextMessage = 0;
        std::size_t nextBurst = 0;
        std::vector<TimeMs> rateNext;
        std::vector<std::uint64_t> rateCount;
        std::uint32_t roundRobin = 0;
        std::vector<ScheduledMessage> messages; // sorted by time
        std::vector<ProducerSpec::Burst> bursts;
        bool done = false;
    };

    enum class Step : std::uint8_t {
        Poll,
        PollDone,
        JobDone,
        EffectDone,
        Restart,
        NextMessage,
        /// A Lambda poller's throttled batch: invoke again, or let it go once its loan is over.
        RetryInvoke
    };

    struct WorkerState {
        const WorkerSpec *spec = nullptr;
        std::string name;
        ActorId actor = engineActor;
        std::uint32_t generation = 0;
        std::uint32_t jobToken = 0;
        /// Identifies the batch in hand, for a whole-batch heartbeat's timers.
        std::uint32_t batchToken = 0;
        bool crashed = false;
        bool busy = false;
        Step step = Step::Poll;
        std::vector<ReceivedMessage> batch;
        std::size_t current = 0;
        TimeMs receivedAt = 0;
        /// When the current job's work ends: processing, then the service call once it starts.
        TimeMs jobEnd = 0;
        /// The heartbeat after the last one sent (or after the receive): scheduled when it falls
        /// before jobEnd, and picked up again when the service call pushes jobEnd later.
        TimeMs nextHeartbeat = 0;
        bool jobFails = false;
        std::vector<std::string> batchDeletes;
        std::optional<Outcome<ReceiveMessageResult>> completedPoll;
        std::vector<const CrashFault *> faults;
        std::vector<bool> faultFired;
        int beforeEffectCount = 0;
        int afterEffectCount = 0;
        int beforeRecordCount = 0;
        int heartbeatCount = 0;
    };

    struct LambdaState {
        const LambdaSpec *spec = nullptr;
        std::string name;
        /// Its queue is FIFO: the function stops at a batch's first failure.
        bool fifoQueue = false;
        /// Its queue's visibility timeout: how long a throttled batch is retried.
        TimeMs visibilityTimeoutMs = 0;
        /// Its event source mapping's index in m_mappings.
        std::size_t mapping = 0;
        ActorId actor = engineActor;
        std::uint32_t generation = 0;
        bool busy = false;
        Step step = Step::Poll;
        std::vector<ReceivedMessage> collected;
        TimeMs firstCollectedAt = -1;
        std::optional<Outcome<ReceiveMessageResult>> completedPoll;
        /// How often the batch in hand has been throttled (0: it has not been).
        int throttles = 0;
        // The invocation in progress.
        std::int64_t invocation = 0;
        TimeMs invokedAt = 0;
        std::size_t processed = 0;
        std::vector<bool> failed;
        bool stoppedAtFailure = false;
    };

    void wake(std::uint32_t slot, TimeMs at, std::uint32_t generation)
    {
        m_timers.schedule(at, TimerKind::ActorWake, slot, generation);
    }

    // The run (simulation.cpp).
    void startActors();
    /// A long poll an actor made has completed: its actor picks the answer up at this instant.
    void pollCompleted(CompletedPoll &done);
    void fire(const Timer &timer);
    bool quiet() const;

    // The operator (operations.cpp).
    void scheduleOperations();
    void operate(std::size_t index);
    /// Follows the move tasks the operator started, through their MoveTaskStatus events.
    void followMoveTasks();

    // Producers (producers.cpp).
    void castProducers();
    void startProducer(std::uint32_t slot);
    void runProducer(std::uint32_t slot);
    void send(ProducerState &p, const ScheduledMessage *explicitMessage);

    // Workers (workers.cpp).
    void castWorkers();
    void startWorker(std::uint32_t slot);
    void runWorker(std::uint32_t slot);
    void poll(std::uint32_t slot, WorkerState &w);
    void beginBatch(std::uint32_t slot, WorkerState &w, std::vector<ReceivedMessage> messages);
    void startJob(std::uint32_t slot, WorkerState &w);
    void jobDone(std::uint32_t slot, WorkerState &w);
    void effectDone(std::uint32_t slot, WorkerState &w);
    void finishMessage(std::uint32_t slot, WorkerState &w);
    void heartbeat(std::uint32_t slot, WorkerState &w);
    /// A whole-batch heartbeat: ChangeMessageVisibilityBatch on every message still owed a
    /// delete.
    void heartbeatBatch(std::uint32_t slot, WorkerState &w);
    /// After a failed job: the worker's retry policy for the message's loan.
    void retryAfterFailure(WorkerState &w, const ReceivedMessage &m);

    // Lambda pollers (lambdapollers.cpp).
    void castLambdas();
    void runLambda(std::uint32_t slot);
    void lambdaCollect(std::uint32_t slot, LambdaState &l);
    void lambdaPoll(std::uint32_t slot, LambdaState &l);
    void lambdaInvoke(std::uint32_t slot, LambdaState &l);
    /// The function's invocations running now, for its reserved concurrency.
    int runningInvocations(const LambdaSpec &spec) const;
    void lambdaThrottled(std::uint32_t slot, LambdaState &l);
    /// After a throttle's backoff: invokes again, or lets the batch go when its loan is over.
    void lambdaRetry(std::uint32_t slot, LambdaState &l);
    /// Whether the poller may receive a new batch: fewer of its mapping's pollers hold or poll
    /// for one than the concurrency the mapping has after its throttles.
    bool lambdaMayPoll(const LambdaState &l) const;
    void lambdaStep(std::uint32_t slot, LambdaState &l);
    void lambdaFinish(std::uint32_t slot, LambdaState &l, bool timedOut);

    // Faults (faults.cpp).
    /// Whether a job fails by itself: its key is one of the failing keys, or by chance (drawn
    /// only when the key does not fail).
    bool jobFails(const std::vector<std::string> &failingKeys, double failureRate,
                  std::uint32_t key);
    /// Why a call to the service fails now (an outage, or an error by chance), if it does.
    std::optional<JobFailure> serviceFailure(std::int32_t service);
    bool crashAtPoint(std::uint32_t slot, WorkerState &w, CrashFault::Point point, int &count);
    void crash(std::uint32_t slot, WorkerState &w, CrashFault::Point point);

    // Business keys, downstream services and the side-effect ledger (sideeffects.cpp).
    std::uint32_t keyOf(MessageNumber message);
    /// Records the message's business key (added to the ledger if new) and returns its index.
    std::uint32_t assignKey(MessageNumber message, const std::string &key);
    /// Performs the message's effect unless the consumer's idempotency finds it done (`hit`).
    /// A conditional write's record is checked here but written by recordDone, so that a crash
    /// can fall between the effect and the record.
    void performEffect(ActorId actor, QueueIndex queue, const ReceivedMessage &m,
                       const std::string &serviceName, Idempotency idempotency, bool &hit);
    /// Writes the conditional write's "done" record of the message's key.
    void recordDone(MessageNumber message, Idempotency idempotency);
    std::int32_t serviceIndex(const std::string &name) const;

    // Shared by workers and Lambda pollers (simulation.cpp).
    /// Deletes the handles with DeleteMessageBatch, ten entries a call.
    void deleteInBatches(const std::string &queueUrl, const std::vector<std::string> &handles,
                         ActorId actor);
    /// Deletes one received message with DeleteMessage; a refusal is logged (DeleteFailed).
    void deleteMessage(const std::string &queueUrl, const ReceivedMessage &m, ActorId actor);
    /// Logs the error a consumer's delete got, on the message the handle names.
    void logDeleteFailed(const std::string &queueUrl, const std::string &handle, ErrorCode code,
                         ActorId actor);
    std::string queueUrlOf(const std::string &name) const { return name; }

    /// The key index of a message the producers have not sent (yet) in Run::keyOfMessage.
    static constexpr std::uint32_t noKey = std::numeric_limits<std::uint32_t>::max();

    const Scenario &m_scenario;
    Run &m_run;
    QueueEngine &m_engine;
    TimeMs m_untilMs;
    const SimulationControl &m_control;
    Scheduler m_timers;
    std::vector<Slot> m_slots;
    std::vector<ProducerState> m_producers;
    std::vector<WorkerState> m_workers;
    std::vector<LambdaState> m_lambdas;
    /// Per Lambda event source mapping (scenario order): its concurrent batches now, lowered by
    /// throttles (lambdaThrottledMinimumBatches).
    struct MappingState {
        int allowedBatches = 0;
    };
    std::vector<MappingState> m_mappings;
    /// The actor slot waiting on each poll id (noOwner: none). Poll ids are small and reused.
    static constexpr std::uint32_t noOwner = std::numeric_limits<std::uint32_t>::max();
    std::vector<std::uint32_t> m_pollOwner;
    void ownPoll(PollId poll, std::uint32_t slot)
    {
        if (m_pollOwner.size() <= poll)
            m_pollOwner.resize(poll + 1, noOwner);
        m_pollOwner[poll] = slot;
    }
    std::vector<QueueIndex> m_consumedQueues;
    std::vector<std::uint8_t> m_conditionalDone;
    std::vector<std::vector<std::uint8_t>> m_providerDone;
    std::int64_t m_invocations = 0;
    ActorId m_operator = engineActor;
    std::size_t m_operationsDone = 0;
    /// Move tasks running now (ids), and how far the log has been read for their status.
    std::set<std::int64_t> m_runningMoveTasks;
    std::uint64_t m_logFollowed = 0;
};

} // namespace inflight
