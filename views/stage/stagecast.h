// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eventlog.h"

#include <QtGlobal>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace inflight {

struct Run;
class RunTimeline;

/// What does not change while a run plays: the queues, workers and services of the stage, with
/// the log's ids resolved once. Built from the engine's reading of the scenario (queueConfig,
/// deadLetterQueues, consumerInstances), never from its attribute strings.
struct StageCast {
    struct Queue {
        QueueIndex index = noQueue;
        std::string name;
        bool fifo = false;
        bool deadLetter = false;
        /// For a source queue: its dead-letter queue and after how many receives.
        std::string deadLetterQueue;
        int maxReceiveCount = 0;
        /// For a dead-letter queue: the queue that feeds it.
        std::string sourceQueue;
        std::int64_t visibilitySeconds = 30;
    };
    struct Worker {
        std::string name;
        ActorId actor = engineActor;
        std::string queue;
        bool longPoll = true;
        bool lambda = false;
        /// Index into the scenario's services, or -1: the workers' own effects (the last box).
        int service = -1;
    };
    struct Service {
        std::string name;
        std::string effect;
        std::string effectPast;
    };
    struct Effect {
        TimeMs time = 0;
        /// The service, as Worker::service.
        int service = -1;
        /// The business key, an index into the run's ledger.
        std::uint32_t key = 0;
        ActorId actor = engineActor;
        MessageNumber message = noMessage;
        std::uint64_t sequence = 0;
        /// An idempotency hit: the repeat was skipped.
        bool skipped = false;
    };

    /// The cast of a run: its queues as the run created them (source queues first, each
    /// dead-letter queue below them), its consumers and anyone else who received messages (a
    /// script's actor), and its services, with a box for the workers' own effects last when some
    /// worker has no service.
    static StageCast of(const Run &run, const RunTimeline *timeline);

    std::vector<Queue> queues;
    std::vector<Worker> workers;
    /// The scenario's services and, last, the workers' own effects (no service).
    std::vector<Service> services;
    /// Effects and skipped repeats in time order.
    std::vector<Effect> effects;
    /// Whether the last service is the box of the workers' own effects.
    bool ownEffects = false;
    std::map<ActorId, int> workerOfActor;

    const Queue *queue(QueueIndex index) const;
    const Worker *worker(ActorId actor) const;
    /// The index into `services` of the box a worker's effects go to (its service, or the own
    /// effects' box last).
    std::size_t serviceIndexOf(const Worker &worker) const
    {
        // A cast of a run always has a box for its effects (of()): a worker pointing past the
        // boxes would draw its wiring and arrows to nowhere.
        Q_ASSERT(!services.empty());
        Q_ASSERT(worker.service < static_cast<int>(services.size()));
        return worker.service < 0 ? services.size() - 1 : static_cast<std::size_t>(worker.service);
    }
    /// The index into `services` of a service index as Effect::service and Worker::service give
    /// it (-1 for the own effects' box).
    int serviceOfBox(std::size_t box) const
    {
        return ownEffects && box + 1 == services.size() ? -1 : static_cast<int>(box);
    }

private:
    void addQueues(const Run &run);
    void addWorkers(const Run &run, const RunTimeline *timeline);
    void addEffects(const Run &run);
};

} // namespace inflight
