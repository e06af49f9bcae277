// SPDX-License-Identifier: GPL-3.0-or-later
// Lambda event source mapping: its pollers (one per unit of concurrency) long-poll the queue,
// gather a batch until it is full or its batching window is over, and invoke the function, which
// works through the batch within its timeout. What happens to the batch then depends on the
// outcome: all deleted, only the reported failures returned (ReportBatchItemFailures), or the
// whole batch returned. A batch the function's reserved concurrency throttles is retried with
// backoff until its visibility timeout ends, while the mapping receives fewer batches.

#include "simulator_p.h"

#include "consumerinstance.h"

#include <algorithm>

namespace inflight {

void Simulator::castLambdas()
{
    for (const LambdaSpec &spec : m_scenario.lambdas) {
        const QueueConfig queue = queueConfigOr(m_scenario, spec.queue);
        for (int i = 1; i <= spec.concurrency; ++i) {
            LambdaState l;
            l.spec = &spec;
            l.name = consumerInstanceName(spec.name, i);
            l.fifoQueue = queue.fifo;
            l.visibilityTimeoutMs = secondsToMs(queue.visibilityTimeoutSeconds);
            l.mapping = m_mappings.size();
            l.actor = m_engine.actor(l.name);
            m_slots.push_back({SlotType::Lambda, static_cast<std::uint32_t>(m_lambdas.size())});
            m_lambdas.push_back(std::move(l));
        }
        m_consumedQueues.push_back(m_engine.findQueue(spec.queue));
        m_mappings.push_back({spec.concurrency});
    }
}

void Simulator::runLambda(std::uint32_t slot)
{
    LambdaState &l = m_lambdas[m_slots[slot].index];
    switch (l.step) {
    case Step::Poll:
        lambdaPoll(slot, l);
        return;
    case Step::PollDone:
        lambdaCollect(slot, l);
        return;
    case Step::JobDone:
        lambdaStep(slot, l);
        return;
    case Step::EffectDone:
        lambdaFinish(slot, l, true);
        return;
    case Step::RetryInvoke:
        lambdaRetry(slot, l);
        return;
    default:
        return;
    }
}

void Simulator::lambdaCollect(std::uint32_t slot, LambdaState &l)
{
    auto outcome = std::move(*l.completedPoll);
    l.completedPoll.reset();
    if (!outcome)
        return;
    for (const ReceivedMessage &m : outcome.result().messages) {
        if (l.collected.empty())
            l.firstCollectedAt = m_engine.now();
        l.collected.push_back(m);
    }
    // The batch goes to the function when it is full or its batching window is over.
    const bool full = static_cast<int>(l.collected.size()) >= l.spec->batchSize;
    const bool windowOver =
        !l.collected.empty() && m_engine.now() - l.firstCollectedAt >= l.spec->batchingWindowMs;
    if (full || windowOver)
        lambdaInvoke(slot, l);
    else
        lambdaPoll(slot, l);
}

bool Simulator::lambdaMayPoll(const LambdaState &l) const
{
    const int allowed = m_mappings[l.mapping].allowedBatches;
    if (allowed >= l.spec->concurrency)
        return true;
    const auto active =
        std::count_if(m_lambdas.begin(), m_lambdas.end(), [&l](const LambdaState &other) {
            return &other != &l && other.spec == l.spec &&
                   (other.busy || !other.collected.empty() || other.step == Step::PollDone);
        });
    return active < allowed;
}

void Simulator::lambdaPoll(std::uint32_t slot, LambdaState &l)
{
    const LambdaSpec &spec = *l.spec;
    if (l.collected.empty() && !lambdaMayPoll(l)) {
        // The mapping has backed off after throttles: this poller waits for a batch's place.
        l.step = Step::Poll;
        wake(slot, m_engine.now() + lambdaThrottleFirstBackoffMs, l.generation);
        return;
    }
    ReceiveMessageRequest request;
    request.queueUrl = spec.queue;
    request.maxNumberOfMessages =
        std::min<std::int64_t>(10, spec.batchSize - static_cast<int>(l.collected.size()));
    // Lambda long-polls; while a batch is being gathered it waits no longer than the window.
    std::int64_t wait = 20;
    if (!l.collected.empty()) {
        const TimeMs left = spec.batchingWindowMs - (m_engine.now() - l.firstCollectedAt);
        wait = std::clamp<std::int64_t>((left + 999) / 1000, 1, 20);
    }
    request.waitTimeSeconds = wait;
    l.step = Step::PollDone;
    auto outcome = m_engine.receiveMessage(request, l.actor);
    if (!outcome)
        return;
    if (outcome.result().waiting) {
        ownPoll(outcome.result().poll, slot);
        return;
    }
    l.completedPoll = outcome;
    wake(slot, m_engine.now(), l.generation);
}

int Simulator::runningInvocations(const LambdaSpec &spec) const
{
    return static_cast<int>(
        std::count_if(m_lambdas.begin(), m_lambdas.end(), [&spec](const LambdaState &other) {
            return other.spec == &spec && other.busy;
        }));
}

void Simulator::lambdaThrottled(std::uint32_t slot, LambdaState &l)
{
    // The mapping received the batch without looking at the function's reserved concurrency, and
    // the receive already counts toward maxReceiveCount. Lambda backs off by giving the mapping
    // less concurrency, and retries the batch until the messages' visibility timeout ends (the
    // first message's, received first); then it lets them go back to the queue.
    ++l.throttles;
    int &allowed = m_mappings[l.mapping].allowedBatches;
    allowed = std::max(std::min(lambdaThrottledMinimumBatches, l.spec->concurrency), allowed - 1);
    const int doublings = std::min(l.throttles - 1, 16);
    const TimeMs backoff =
        std::min(lambdaThrottleFirstBackoffMs << doublings, lambdaThrottleMaxBackoffMs);
    const TimeMs loanEnds = l.firstCollectedAt + l.visibilityTimeoutMs;
    const TimeMs retryAt = m_engine.now() + backoff;
    const bool letGo = retryAt >= loanEnds;
    for (const ReceivedMessage &m : l.collected)
        m_engine.logActorEvent(l.actor,
                               events::throttledJobFailed(m.queue, m.message, m.receipt,
                                                          letGo ? loanEnds : retryAt, letGo));
    l.step = Step::RetryInvoke;
    wake(slot, std::min(retryAt, loanEnds), l.generation);
}

void Simulator::lambdaRetry(std::uint32_t slot, LambdaState &l)
{
    if (m_engine.now() < l.firstCollectedAt + l.visibilityTimeoutMs) {
        lambdaInvoke(slot, l);
        return;
    }
    // The loan is over: the messages are visible again (the queue's timers fire first at this
    // instant), and this poller no longer holds them.
    l.collected.clear();
    l.firstCollectedAt = -1;
    l.throttles = 0;
    lambdaPoll(slot, l);
}

void Simulator::lambdaInvoke(std::uint32_t slot, LambdaState &l)
{
    if (l.spec->reservedConcurrency > 0 &&
        runningInvocations(*l.spec) >= l.spec->reservedConcurrency) {
        lambdaThrottled(slot, l);
        return;
    }
    l.throttles = 0;
    // An invocation that runs while none of the mapping's batches waits on a throttle gives the
    // mapping back one concurrent batch.
    int &allowed = m_mappings[l.mapping].allowedBatches;
    if (allowed < l.spec->concurrency &&
        std::none_of(m_lambdas.begin(), m_lambdas.end(), [&l](const LambdaState &other) {
            return other.spec == l.spec && other.throttles > 0;
        }))
        ++allowed;
    l.busy = true;
    l.invocation = ++m_invocations;
    l.invokedAt = m_engine.now();
    l.processed = 0;
    l.stoppedAtFailure = false;
    l.failed.assign(l.collected.size(), false);
    m_engine.logActorEvent(l.actor,
                           events::lambdaInvoked(m_engine.findQueue(l.spec->queue),
                                                 static_cast<std::int64_t>(l.collected.size()),
                                                 l.invocation));
    lambdaStep(slot, l);
}

void Simulator::lambdaStep(std::uint32_t slot, LambdaState &l)
{
    const LambdaSpec &spec = *l.spec;
    const TimeMs deadline = l.invokedAt + spec.functionTimeoutMs;
    if (l.step == Step::JobDone) {
        // The message in progress has finished (the wake is its completion time).
        const ReceivedMessage &m = l.collected[l.processed];
        const bool fails = jobFails(spec.failingKeys, spec.failureRate, keyOf(m.message));
        if (fails) {
            l.failed[l.processed] = true;
            m_engine.logActorEvent(l.actor, events::jobFailed(m.queue, m.message, m.receipt,
                                                              JobFailure::ProcessingError));
        } else {
            bool hit = false;
            performEffect(l.actor, m.queue, m, spec.service, Idempotency::None, hit);
        }
        ++l.processed;
        // FIFO: the function stops at the first failure; it and every later message are failed.
        if (fails && l.fifoQueue) {
            for (std::size_t i = l.processed; i < l.collected.size(); ++i)
                l.failed[i] = true;
            l.stoppedAtFailure = true;
            lambdaFinish(slot, l, false);
            return;
        }
    }
    if (l.processed == l.collected.size()) {
        lambdaFinish(slot, l, false);
        return;
    }
    const ReceivedMessage &m = l.collected[l.processed];
    const std::uint32_t key = keyOf(m.message);
    const TimeMs duration = spec.processing.sample(m_engine.now(), m_engine.prng());
    m_engine.logActorEvent(
        l.actor, events::jobStarted(m.queue, m.message, m.receipt, m_engine.now() + duration, key));
    if (m_engine.now() + duration > deadline) {
        // The function times out before this message is done: the invocation fails.
        l.step = Step::EffectDone;
        wake(slot, deadline, l.generation);
        return;
    }
    l.step = Step::JobDone;
    wake(slot, m_engine.now() + duration, l.generation);
}

void Simulator::lambdaFinish(std::uint32_t slot, LambdaState &l, bool timedOut)
{
    const LambdaSpec &spec = *l.spec;
    const auto total = static_cast<std::int64_t>(l.collected.size());
    const auto failedCount =
        timedOut ? total
                 : static_cast<std::int64_t>(std::count(l.failed.begin(), l.failed.end(), true));
    LambdaOutcome outcome = LambdaOutcome::Succeeded;
    std::vector<std::string> toDelete;
    if (timedOut) {
        outcome = LambdaOutcome::TimedOut;
    } else if (failedCount == 0) {
        for (const ReceivedMessage &m : l.collected)
            toDelete.push_back(m.receiptHandle().toString());
    } else if (spec.reportBatchItemFailures) {
        // Only the reported messages return to the queue.
        outcome = LambdaOutcome::PartialFailure;
        for (std::size_t i = 0; i < l.collected.size(); ++i) {
            if (!l.failed[i])
                toDelete.push_back(l.collected[i].receiptHandle().toString());
        }
    } else {
        // Without ReportBatchItemFailures one failure returns the whole batch.
        outcome = LambdaOutcome::BatchFailed;
    }
    m_engine.logActorEvent(
        l.actor, events::lambdaFinished(m_engine.findQueue(spec.queue),
                                        outcome == LambdaOutcome::BatchFailed ? total : failedCount,
                                        l.invocation, outcome));
    deleteInBatches(spec.queue, toDelete, l.actor);
    l.collected.clear();
    l.failed.clear();
    l.firstCollectedAt = -1;
    l.busy = false;
    lambdaPoll(slot, l);
}

} // namespace inflight
