// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagecast.h"

#include "consumerinstance.h"
#include "events.h"
#include "queueconfig.h"
#include "run.h"
#include "runtimeline.h"
#include "stagetext.h"

#include <algorithm>

namespace inflight {

StageCast StageCast::of(const Run &run, const RunTimeline *timeline)
{
    StageCast cast;
    if (!run.engine)
        return cast;
    cast.addQueues(run);
    cast.addWorkers(run, timeline);
    cast.addEffects(run);
    return cast;
}

const StageCast::Queue *StageCast::queue(QueueIndex index) const
{
    for (const Queue &q : queues) {
        if (q.index == index)
            return &q;
    }
    return nullptr;
}

const StageCast::Worker *StageCast::worker(ActorId actor) const
{
    const auto it = workerOfActor.find(actor);
    return it == workerOfActor.end() ? nullptr : &workers[static_cast<std::size_t>(it->second)];
}

void StageCast::addQueues(const Run &run)
{
    const Scenario &scenario = run.scenario;
    const EventLog &log = run.log();
    // Queues as the run created them, with their settings and roles as the engine reads them.
    for (std::uint64_t i = 0; i < log.size(); ++i) {
        const Event &e = log[i];
        if (e.kind != EventKind::QueueCreated)
            continue;
        Queue q;
        q.index = e.queue;
        q.name = log.queueName(e.queue);
        q.fifo = createdFifo(e);
        if (const auto config = queueConfig(scenario, q.name)) {
            if (config->redrive) {
                q.deadLetterQueue = config->redrive->deadLetterQueue;
                q.maxReceiveCount = static_cast<int>(config->redrive->maxReceiveCount);
            }
            q.visibilitySeconds = config->visibilityTimeoutSeconds;
        }
        queues.push_back(std::move(q));
    }
    const std::vector<std::string> deadLetter = deadLetterQueues(scenario);
    for (Queue &q : queues) {
        if (std::find(deadLetter.begin(), deadLetter.end(), q.name) == deadLetter.end())
            continue;
        q.deadLetter = true;
        for (const Queue &source : queues) {
            if (source.deadLetterQueue == q.name) {
                q.sourceQueue = source.name;
                q.maxReceiveCount = source.maxReceiveCount;
            }
        }
    }
    // Source queues first, each dead-letter queue below them.
    std::stable_partition(queues.begin(), queues.end(),
                          [](const Queue &q) { return !q.deadLetter; });
}

void StageCast::addWorkers(const Run &run, const RunTimeline *timeline)
{
    const Scenario &scenario = run.scenario;
    const EventLog &log = run.log();
    for (const ServiceSpec &spec : scenario.services)
        services.push_back({spec.name, spec.effect, spec.effectPast});
    auto serviceIndex = [&](const std::string &name) {
        for (std::size_t i = 0; i < scenario.services.size(); ++i) {
            if (scenario.services[i].name == name)
                return static_cast<int>(i);
        }
        return -1;
    };

    std::map<std::string, ActorId> actors;
    for (ActorId a = 1; a < log.actorCount(); ++a)
        actors.emplace(log.actorName(a), a);
    auto addWorker = [&](Worker w) {
        if (const auto it = actors.find(w.name); it != actors.end()) {
            w.actor = it->second;
            workerOfActor.emplace(w.actor, static_cast<int>(workers.size()));
        }
        workers.push_back(std::move(w));
    };
    for (const ConsumerInstance &consumer : consumerInstances(scenario)) {
        if (const WorkerSpec *spec = consumer.worker) {
            // Two specs with one name share an actor: show it once.
            if (std::any_of(workers.begin(), workers.end(),
                            [&](const Worker &w) { return w.name == consumer.name; }))
                continue;
            addWorker({consumer.name, engineActor, spec->queue, spec->waitTimeSeconds > 0, false,
                       serviceIndex(spec->service)});
        } else {
            addWorker({consumer.name, engineActor, consumer.lambda->queue, true, true,
                       serviceIndex(consumer.lambda->service)});
        }
    }
    // Anyone else who received messages (a script's actor).
    if (timeline) {
        for (const WorkerTrack &track : timeline->workers()) {
            if (!workerOfActor.contains(track.actor))
                addWorker({track.name, engineActor, {}, false, false, -1});
        }
    }
}

void StageCast::addEffects(const Run &run)
{
    const EventLog &log = run.log();
    // Effects per service; a worker without a service effects on its own.
    bool own = false;
    for (std::uint64_t i = 0; i < log.size(); ++i) {
        const Event &e = log[i];
        if (e.kind == EventKind::SideEffect) {
            const SideEffectRecord &r = run.ledger.effects()[ledgerEntry(e)];
            effects.push_back({e.time, r.service, r.key, e.actor, e.message, i, false});
            own |= r.service < 0;
        } else if (e.kind == EventKind::IdempotencyHit) {
            const Worker *w = worker(e.actor);
            const int service = w ? w->service : -1;
            effects.push_back({e.time, service, skippedKey(e), e.actor, e.message, i, true});
            own |= service < 0;
        }
    }
    if (run.origin == Run::Origin::Recording) {
        // Real clients' side effects are not on the SQS wire: the box says so, and stays empty.
        services.push_back({StageText::tr("side effects").toStdString(),
                            StageText::tr("the clients' own: not on the SQS wire").toStdString(),
                            StageText::tr("seen").toStdString()});
        ownEffects = true;
    } else if (own || services.empty()) {
        services.push_back({StageText::tr("side effects").toStdString(),
                            StageText::tr("performs the side effect").toStdString(),
                            StageText::tr("effected").toStdString()});
        ownEffects = true;
    }
}

} // namespace inflight
