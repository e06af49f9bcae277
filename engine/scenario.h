// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A scenario: the queues and the cast (producers, workers, a Lambda event source mapping,
// downstream services, faults) that a simulation runs on the virtual clock. Loaded from JSON by
// the lessons library; see docs/scenario-format.md.

#include "api.h"
#include "profile.h"
#include "queueengine.h"
#include "sqslimits.h"

#include <optional>
#include <string>
#include <vector>

namespace inflight {

struct QueueSpec {
    std::string name;
    /// As CreateQueue takes them. A RedrivePolicy may name its dead-letter queue by name
    /// ("deadLetterQueue" in the file); the loader turns it into an ARN.
    AttributeMap attributes;
};

/// One message a producer sends at a given time.
struct ScheduledMessage {
    TimeMs atMs = 0;
    /// The business key; empty: the producer's key format numbers it.
    std::string key;
    /// The body; empty: {"<keyField>": "<key>"}.
    std::string body;
    std::optional<std::string> group;
    std::optional<std::string> deduplicationId;
    std::optional<std::int64_t> delaySeconds;
};

struct ProducerSpec {
    std::string name = "producer";
    std::string queue;
    /// The body member that carries the business key.
    std::string keyField = "orderId";
    /// "{n}" is replaced by the producer's running message number, from 1.
    std::string keyFormat = "ord_{n}";
    std::vector<ScheduledMessage> messages;
    struct Rate {
        TimeMs fromMs = 0;
        TimeMs toMs = 0; ///< exclusive
        double perSecond = 1;
        /// Poisson arrivals (random gaps, seeded) instead of evenly spaced ones.
        bool poisson = false;
    };
    std::vector<Rate> rates;
    struct Burst {
        TimeMs atMs = 0;
        int count = 1;
    };
    std::vector<Burst> bursts;
    /// FIFO and fair queues: how messages get a MessageGroupId.
    enum class GroupPolicy : std::uint8_t {
        None,
        Fixed,
        ByKey,
        RoundRobin
    } groupPolicy = GroupPolicy::None;
    std::string group = "orders";
    int groupCount = 1;
    /// FIFO: the deduplication id (content: none sent, the queue must have content-based
    /// deduplication).
    enum class DedupPolicy : std::uint8_t {
        None,
        ByKey,
        ByMessage
    } dedupPolicy = DedupPolicy::None;
};

struct HeartbeatPolicy {
    /// 0: no heartbeat. Otherwise every `everyMs` of a job, ChangeMessageVisibility to
    /// `extendToMs`.
    TimeMs everyMs = 0;
    TimeMs extendToMs = 0;
    /// Stop heartbeating once this long has passed since the receive (0: no cap of our own).
    TimeMs capMs = 0;
    /// Heartbeat every message of the received batch that is not yet deleted, with one
    /// ChangeMessageVisibilityBatch, every `everyMs` from the receive; otherwise only the message
    /// being worked on, with ChangeMessageVisibility, every `everyMs` of its job.
    bool wholeBatch = false;
};

/// What a worker does with the loan of a message whose job failed.
struct RetryPolicy {
    enum class Kind : std::uint8_t {
        /// Nothing: the message comes back when its visibility timeout ends.
        AfterTimeout,
        /// ChangeMessageVisibility to 0: it is visible again at once (retrying at once).
        Now,
        /// ChangeMessageVisibility to min(maxMs, baseMs * 2^(receive count - 1)): exponential
        /// backoff per ApproximateReceiveCount.
        Backoff,
    };
    Kind kind = Kind::AfterTimeout;
    TimeMs baseMs = 0;
    TimeMs maxMs = maxVisibilityMs;
};

enum class DeletePolicy : std::uint8_t {
    /// Delete after the side effect is recorded (the right way).
    AfterEffect,
    /// Delete on receipt, before processing: the "delete first" mistake.
    BeforeProcessing,
    /// Delete the whole received batch with DeleteMessageBatch after processing it.
    Batch,
};

enum class Idempotency : std::uint8_t {
    None,
    /// A "done" record on the business key: checked before the effect, written after it. A repeat
    /// that finds the record skips the effect; a crash between the effect and the record (the
    /// crash point AfterEffectBeforeRecord) leaves the effect done and unrecorded, and the
    /// retry does it again: a local record cannot be atomic with an effect made elsewhere.
    ConditionalWrite,
    /// The business key goes to the downstream provider as an idempotency key.
    ProviderKey,
};

struct CrashFault {
    /// Where the worker crashes (events.h, as the WorkerCrashed event records it).
    using Point = CrashPoint;
    Point point = Point::AtTime;
    TimeMs atMs = 0;
    /// The worker instance ("worker-2"); empty: the first instance.
    std::string worker;
    /// The n-th time the instance reaches the point (from 1).
    int occurrence = 1;
};

struct WorkerSpec {
    /// Instances are named name-1 ... name-N.
    std::string name = "worker";
    int count = 1;
    std::string queue;
    int batchSize = 1;
    int waitTimeSeconds = 20;
    std::optional<std::int64_t> visibilityTimeoutSeconds;
    /// Pause after an empty receive before polling again.
    TimeMs pollIntervalMs = 0;
    TimeMs startMs = 0;
    DurationProfile processing = DurationProfile::fixed(1000);
    HeartbeatPolicy heartbeat;
    DeletePolicy deletePolicy = DeletePolicy::AfterEffect;
    Idempotency idempotency = Idempotency::None;
    /// The downstream service that performs the effect; empty: the worker's own.
    std::string service;
    std::vector<CrashFault> crashes;
    TimeMs restartDelayMs = 5000;
    /// Poison messages: processing fails for these keys (no effect, no delete).
    std::vector<std::string> failingKeys;
    double failureRate = 0;
    RetryPolicy onFailure;
};

struct LambdaSpec {
    std::string name = "lambda";
    std::string queue;
    int batchSize = 10;
    TimeMs batchingWindowMs = 0;
    TimeMs functionTimeoutMs = 3000;
    int concurrency = 1;
    /// Per message of a batch.
    DurationProfile processing = DurationProfile::fixed(100);
    double failureRate = 0;
    std::vector<std::string> failingKeys;
    bool reportBatchItemFailures = false;
    std::string service;
    /// The function's reserved concurrency: at most this many invocations at once; a batch a
    /// poller holds beyond that is throttled (0: none reserved, no limit modelled). The mapping
    /// does not look at it: `concurrency` pollers receive regardless. A throttled batch is
    /// retried with backoff until its visibility timeout ends (see lambdaThrottleFirstBackoffMs).
    int reservedConcurrency = 0;
};

// A throttled invocation, as the Lambda Developer Guide documents it: Lambda backs off by
// reducing the concurrency it gives the event source mapping, and keeps retrying the batch
// until the messages' visibility timeout ends, then lets them go back to the queue. AWS does not
// say how long it waits between retries or by how much it reduces the concurrency: these
// numbers are the simulator's choice (lesson 19 says so).

/// The wait before the first retry of a throttled batch; it doubles with each throttle.
inline constexpr TimeMs lambdaThrottleFirstBackoffMs = 1000;
/// The longest wait between two retries of a throttled batch.
inline constexpr TimeMs lambdaThrottleMaxBackoffMs = 8000;
/// Each throttle takes one concurrent batch from the mapping (its pollers then receive no new
/// batch while that many hold one), down to this many; an invocation that runs while none of
/// the mapping's batches waits on a throttle gives one back, up to `concurrency`.
inline constexpr int lambdaThrottledMinimumBatches = 1;

struct ServiceSpec {
    std::string name;
    /// Present tense for the timeline: "charges the card".
    std::string effect = "performs the side effect";
    /// Past participle for the ledger: "charged".
    std::string effectPast = "effected";
    DurationProfile latency = DurationProfile::fixed(0);
    struct Window {
        TimeMs fromMs = 0;
        TimeMs toMs = 0; ///< exclusive
    };
    std::vector<Window> outages;
    double failureRate = 0;
};

/// Something an operator does at a moment of the run: start a redrive of a dead-letter queue
/// (StartMessageMoveTask), or purge a queue.
struct OperationSpec {
    enum class Kind : std::uint8_t { Redrive, Purge };
    Kind kind = Kind::Redrive;
    TimeMs atMs = 0;
    /// Redrive: the dead-letter queue to move messages out of; Purge: the queue to purge.
    std::string queue;
    /// Redrive: where to move them; empty: back to the queues they came from.
    std::string destination;
    /// Redrive: MaxNumberOfMessagesPerSecond; 0: SQS's own pace.
    std::int64_t maxPerSecond = 0;
};

struct Scenario {
    std::string name;
    std::string title;
    std::string description;
    EngineSettings engine;
    EngineLimits limits;
    std::vector<QueueSpec> queues;
    std::vector<ProducerSpec> producers;
    std::vector<WorkerSpec> workers;
    std::vector<LambdaSpec> lambdas;
    std::vector<ServiceSpec> services;
    /// By the "operator" actor, in time order.
    std::vector<OperationSpec> operations;
    /// Stop at this time; 0: run until the scenario is quiet (nothing left to send, nothing in
    /// flight, nothing left for a consumer), at most 15 days of virtual time.
    TimeMs untilMs = 0;
};

} // namespace inflight
