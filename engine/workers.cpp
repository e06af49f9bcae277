// SPDX-License-Identifier: GPL-3.0-or-later
// Workers: each instance polls its queue, works through the batch it receives one message at a
// time (processing, then the downstream service's call and its effect), extends the message's
// visibility with heartbeats while it works, and deletes as its delete policy says: before
// processing, after the effect, or the whole batch at its end.

#include "simulator_p.h"

#include "consumerinstance.h"

#include <algorithm>

namespace inflight {

void Simulator::castWorkers()
{
    for (const WorkerSpec &spec : m_scenario.workers) {
        for (int i = 1; i <= spec.count; ++i) {
            WorkerState w;
            w.spec = &spec;
            w.name = consumerInstanceName(spec.name, i);
            w.actor = m_engine.actor(w.name);
            for (const CrashFault &fault : spec.crashes) {
                const std::string target =
                    fault.worker.empty() ? consumerInstanceName(spec.name, 1) : fault.worker;
                if (target == w.name)
                    w.faults.push_back(&fault);
            }
            w.faultFired.assign(w.faults.size(), false);
            m_slots.push_back({SlotType::Worker, static_cast<std::uint32_t>(m_workers.size())});
            m_workers.push_back(std::move(w));
        }
        m_consumedQueues.push_back(m_engine.findQueue(spec.queue));
    }
}

void Simulator::startWorker(std::uint32_t slot)
{
    WorkerState &w = m_workers[m_slots[slot].index];
    w.step = Step::Poll;
    wake(slot, w.spec->startMs, w.generation);
    for (std::size_t f = 0; f < w.faults.size(); ++f) {
        if (w.faults[f]->point == CrashFault::Point::AtTime)
            m_timers.schedule(w.faults[f]->atMs, TimerKind::CrashFault, slot,
                              static_cast<std::uint32_t>(f));
    }
}

void Simulator::runWorker(std::uint32_t slot)
{
    WorkerState &w = m_workers[m_slots[slot].index];
    switch (w.step) {
    case Step::Poll:
        poll(slot, w);
        return;
    case Step::PollDone: {
        auto outcome = std::move(*w.completedPoll);
        w.completedPoll.reset();
        if (!outcome)
            return; // the queue is gone: the worker stops
        beginBatch(slot, w, outcome.result().messages);
        return;
    }
    case Step::JobDone:
        jobDone(slot, w);
        return;
    case Step::EffectDone:
        effectDone(slot, w);
        return;
    case Step::NextMessage:
        finishMessage(slot, w);
        return;
    case Step::Restart:
        w.crashed = false;
        m_engine.logActorEvent(w.actor, events::workerRestarted(m_engine.findQueue(w.spec->queue)));
        poll(slot, w);
        return;
    case Step::RetryInvoke: // a Lambda poller's step only
        return;
    }
}

void Simulator::poll(std::uint32_t slot, WorkerState &w)
{
    const WorkerSpec &spec = *w.spec;
    ReceiveMessageRequest request;
    request.queueUrl = spec.queue;
    request.maxNumberOfMessages = spec.batchSize;
    request.waitTimeSeconds = spec.waitTimeSeconds;
    request.visibilityTimeout = spec.visibilityTimeoutSeconds;
    auto outcome = m_engine.receiveMessage(request, w.actor);
    // OverLimit (a short poll while the queue holds its quota of messages in flight) is a moment's
    // state, not a mistake: the worker pauses as after an empty poll and tries again. Any other
    // error is a bad queue or parameter: the worker stops; the log records why.
    const bool overLimit = !outcome && outcome.error().code == ErrorCode::OverLimit;
    if (!outcome && !overLimit)
        return;
    if (!overLimit && outcome.result().waiting) {
        ownPoll(outcome.result().poll, slot);
        return;
    }
    if (overLimit || outcome.result().messages.empty()) {
        // An empty short poll: pause before the next one (1 s when no pause is configured).
        w.step = Step::Poll;
        wake(slot, m_engine.now() + (spec.pollIntervalMs > 0 ? spec.pollIntervalMs : 1000),
             w.generation);
        return;
    }
    beginBatch(slot, w, std::move(outcome.result().messages));
}

void Simulator::beginBatch(std::uint32_t slot, WorkerState &w,
                           std::vector<ReceivedMessage> messages)
{
    if (messages.empty()) {
        poll(slot, w);
        return;
    }
    w.batch = std::move(messages);
    w.current = 0;
    w.receivedAt = m_engine.now();
    w.busy = true;
    ++w.batchToken;
    const HeartbeatPolicy &heartbeat = w.spec->heartbeat;
    if (heartbeat.wholeBatch && heartbeat.everyMs > 0)
        m_timers.schedule(m_engine.now() + heartbeat.everyMs, TimerKind::Heartbeat, slot,
                          w.batchToken);
    startJob(slot, w);
}

void Simulator::startJob(std::uint32_t slot, WorkerState &w)
{
    const WorkerSpec &spec = *w.spec;
    const ReceivedMessage &m = w.batch[w.current];
    const std::uint32_t key = keyOf(m.message);
    const TimeMs duration = spec.processing.sample(m_engine.now(), m_engine.prng());
    w.jobEnd = m_engine.now() + duration;
    ++w.jobToken;
    m_engine.logActorEvent(w.actor,
                           events::jobStarted(m.queue, m.message, m.receipt, w.jobEnd, key));
    if (spec.deletePolicy == DeletePolicy::BeforeProcessing)
        deleteMessage(spec.queue, m, w.actor);
    w.jobFails = jobFails(spec.failingKeys, spec.failureRate, key);
    w.nextHeartbeat = m_engine.now() + spec.heartbeat.everyMs;
    if (!spec.heartbeat.wholeBatch && spec.heartbeat.everyMs > 0 && w.nextHeartbeat < w.jobEnd)
        m_timers.schedule(w.nextHeartbeat, TimerKind::Heartbeat, slot, w.jobToken);
    w.step = Step::JobDone;
    wake(slot, w.jobEnd, w.generation);
}

void Simulator::heartbeat(std::uint32_t slot, WorkerState &w)
{
    const WorkerSpec &spec = *w.spec;
    if (crashAtPoint(slot, w, CrashFault::Point::DuringHeartbeat, w.heartbeatCount))
        return;
    if (spec.heartbeat.capMs > 0 && m_engine.now() - w.receivedAt >= spec.heartbeat.capMs)
        return; // the worker's own cap: no more extensions
    if (spec.heartbeat.wholeBatch) {
        heartbeatBatch(slot, w);
        return;
    }
    const ReceivedMessage &m = w.batch[w.current];
    const auto outcome = m_engine.changeMessageVisibility(
        {spec.queue, m.receiptHandle().toString(), spec.heartbeat.extendToMs / 1000}, w.actor);
    if (!outcome)
        return; // e.g. the 12-hour cap: the heartbeat stops, the job goes on
    w.nextHeartbeat = m_engine.now() + spec.heartbeat.everyMs;
    if (w.nextHeartbeat < w.jobEnd)
        m_timers.schedule(w.nextHeartbeat, TimerKind::Heartbeat, slot, w.jobToken);
}

void Simulator::heartbeatBatch(std::uint32_t slot, WorkerState &w)
{
    // Every message of the batch the worker still owes a delete: those not yet worked on, and
    // with a batch delete those already done too.
    const WorkerSpec &spec = *w.spec;
    ChangeMessageVisibilityBatchRequest request;
    request.queueUrl = spec.queue;
    const std::size_t first = spec.deletePolicy == DeletePolicy::Batch ? 0 : w.current;
    for (std::size_t i = first; i < w.batch.size(); ++i)
        request.entries.push_back({batchEntryId(i), w.batch[i].receiptHandle().toString(),
                                   spec.heartbeat.extendToMs / 1000});
    if (request.entries.empty() || !m_engine.changeMessageVisibilityBatch(request, w.actor))
        return;
    m_timers.schedule(m_engine.now() + spec.heartbeat.everyMs, TimerKind::Heartbeat, slot,
                      w.batchToken);
}

void Simulator::retryAfterFailure(WorkerState &w, const ReceivedMessage &m)
{
    const RetryPolicy &retry = w.spec->onFailure;
    if (retry.kind == RetryPolicy::Kind::AfterTimeout)
        return;
    std::int64_t seconds = 0;
    if (retry.kind == RetryPolicy::Kind::Backoff) {
        // base * 2^(receive count - 1), in whole seconds, at most the policy's maximum (and
        // SQS's 12 hours): the receive number is the message's ApproximateReceiveCount.
        TimeMs delayMs = retry.baseMs;
        for (std::uint32_t n = 1; n < m.receipt && delayMs < retry.maxMs; ++n)
            delayMs *= 2;
        seconds = std::min(std::min(delayMs, retry.maxMs), maxVisibilityMs) / 1000;
    }
    // A refusal (the loan already over) leaves the message to its timeout; the log has it.
    m_engine.changeMessageVisibility({w.spec->queue, m.receiptHandle().toString(), seconds},
                                     w.actor, VisibilityChangeReason::RetryBackoff);
}

void Simulator::jobDone(std::uint32_t slot, WorkerState &w)
{
    const WorkerSpec &spec = *w.spec;
    const ReceivedMessage &m = w.batch[w.current];
    if (w.jobFails) {
        m_engine.logActorEvent(
            w.actor, events::jobFailed(m.queue, m.message, m.receipt, JobFailure::ProcessingError));
        retryAfterFailure(w, m);
        finishMessage(slot, w);
        return;
    }
    if (crashAtPoint(slot, w, CrashFault::Point::BeforeEffect, w.beforeEffectCount))
        return;
    const std::int32_t service = serviceIndex(spec.service);
    const TimeMs latency =
        service >= 0 ? m_scenario.services[service].latency.sample(m_engine.now(), m_engine.prng())
                     : 0;
    w.step = Step::EffectDone;
    if (latency > 0) {
        // The heartbeat runs beside the whole job, the service call included: a slow call is
        // exactly when the loan needs extending. Every heartbeat before the old end has fired.
        w.jobEnd = m_engine.now() + latency;
        if (!spec.heartbeat.wholeBatch && spec.heartbeat.everyMs > 0 && w.nextHeartbeat < w.jobEnd)
            m_timers.schedule(w.nextHeartbeat, TimerKind::Heartbeat, slot, w.jobToken);
        wake(slot, w.jobEnd, w.generation);
    } else
        effectDone(slot, w);
}

void Simulator::effectDone(std::uint32_t slot, WorkerState &w)
{
    const WorkerSpec &spec = *w.spec;
    const ReceivedMessage &m = w.batch[w.current];
    if (const auto failure = serviceFailure(serviceIndex(spec.service))) {
        m_engine.logActorEvent(w.actor, events::jobFailed(m.queue, m.message, m.receipt, *failure));
        retryAfterFailure(w, m);
        finishMessage(slot, w);
        return;
    }
    bool hit = false;
    performEffect(w.actor, m.queue, m, spec.service, spec.idempotency, hit);
    if (!hit &&
        crashAtPoint(slot, w, CrashFault::Point::AfterEffectBeforeRecord, w.beforeRecordCount))
        return; // the effect happened; its record was never written
    recordDone(m.message, spec.idempotency);
    if (crashAtPoint(slot, w, CrashFault::Point::AfterEffectBeforeDelete, w.afterEffectCount))
        return;
    if (spec.deletePolicy == DeletePolicy::AfterEffect)
        deleteMessage(spec.queue, m, w.actor);
    else if (spec.deletePolicy == DeletePolicy::Batch)
        w.batchDeletes.push_back(m.receiptHandle().toString());
    finishMessage(slot, w);
}

void Simulator::finishMessage(std::uint32_t slot, WorkerState &w)
{
    ++w.jobToken; // no more heartbeats for this message
    ++w.current;
    if (w.current < w.batch.size()) {
        startJob(slot, w);
        return;
    }
    // DeletePolicy::Batch: the batch's messages are deleted together once it is done.
    deleteInBatches(w.spec->queue, w.batchDeletes, w.actor);
    w.batchDeletes.clear();
    w.batch.clear();
    w.busy = false;
    ++w.batchToken; // no more heartbeats for this batch
    poll(slot, w);
}

} // namespace inflight
