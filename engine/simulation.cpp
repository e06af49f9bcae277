// SPDX-License-Identifier: GPL-3.0-or-later
// The simulation: producers, workers and a Lambda event source mapping as state machines on the
// virtual clock, driving the queue engine through its public API. Their timers live in a
// scheduler of their own; at each instant the engine's timers fire first, then the actors'.

#include "run.h"

#include "consumerinstance.h"
#include "queueconfig.h"
#include "scheduler.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

namespace inflight {

namespace {

constexpr TimeMs safetyLimitMs = 15LL * 24 * 3600 * 1000;
constexpr std::uint32_t noKey = std::numeric_limits<std::uint32_t>::max();

std::string formatKey(const std::string &format, std::uint64_t n)
{
    std::string key = format;
    const auto at = key.find("{n}");
    if (at != std::string::npos)
        key.replace(at, 3, std::to_string(n));
    else
        key += std::to_string(n);
    return key;
}

std::string bodyFor(const std::string &keyField, const std::string &key)
{
    return "{\"" + keyField + "\": \"" + key + "\"}";
}

bool inWindow(const std::vector<ServiceSpec::Window> &windows, TimeMs now)
{
    return std::any_of(windows.begin(), windows.end(),
                       [&](const auto &w) { return now >= w.fromMs && now < w.toMs; });
}

/// The named queue's settings; SQS's defaults when the scenario has no such queue (validation
/// reports that).
QueueConfig queueConfigOr(const Scenario &scenario, const std::string &queue)
{
    return queueConfig(scenario, queue).value_or(QueueConfig{});
}

class Simulator {
public:
    Simulator(const Scenario &scenario, Run &run, TimeMs untilMs)
        : m_scenario(scenario), m_run(run), m_engine(*run.engine), m_untilMs(untilMs)
    {
    }

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

    enum class Step : std::uint8_t { Poll, PollDone, JobDone, EffectDone, Restart, NextMessage };

    struct WorkerState {
        const WorkerSpec *spec = nullptr;
        std::string name;
        ActorId actor = engineActor;
        std::uint32_t generation = 0;
        std::uint32_t jobToken = 0;
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
        int heartbeatCount = 0;
    };

    struct LambdaState {
        const LambdaSpec *spec = nullptr;
        std::string name;
        /// Its queue is FIFO: the function stops at a batch's first failure.
        bool fifoQueue = false;
        ActorId actor = engineActor;
        std::uint32_t generation = 0;
        bool busy = false;
        Step step = Step::Poll;
        std::vector<ReceivedMessage> collected;
        TimeMs firstCollectedAt = -1;
        std::optional<Outcome<ReceiveMessageResult>> completedPoll;
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

    void fire(const Timer &timer);
    bool quiet() const;

    // The operator.
    void operate(std::size_t index);
    /// Follows the move tasks the operator started, through their MoveTaskStatus events.
    void followMoveTasks();

    // Producers.
    void startProducer(std::uint32_t slot);
    void runProducer(std::uint32_t slot);
    void send(ProducerState &p, const ScheduledMessage *explicitMessage);

    // Workers.
    void runWorker(std::uint32_t slot);
    void poll(std::uint32_t slot, WorkerState &w);
    void beginBatch(std::uint32_t slot, WorkerState &w, std::vector<ReceivedMessage> messages);
    void startJob(std::uint32_t slot, WorkerState &w);
    void jobDone(std::uint32_t slot, WorkerState &w);
    void effectDone(std::uint32_t slot, WorkerState &w);
    void finishMessage(std::uint32_t slot, WorkerState &w);
    void heartbeat(std::uint32_t slot, WorkerState &w);
    bool crashAtPoint(std::uint32_t slot, WorkerState &w, CrashFault::Point point, int &count);
    void crash(std::uint32_t slot, WorkerState &w, CrashFault::Point point);

    // Lambda.
    void runLambda(std::uint32_t slot);
    void lambdaPoll(std::uint32_t slot, LambdaState &l);
    void lambdaInvoke(std::uint32_t slot, LambdaState &l);
    void lambdaStep(std::uint32_t slot, LambdaState &l);
    void lambdaFinish(std::uint32_t slot, LambdaState &l, bool timedOut);

    // Shared.
    std::uint32_t keyOf(MessageNumber message);
    void performEffect(ActorId actor, QueueIndex queue, const ReceivedMessage &m,
                       const std::string &serviceName, Idempotency idempotency, bool &hit);
    std::int32_t serviceIndex(const std::string &name) const;
    std::string queueUrlOf(const std::string &name) const { return name; }

    const Scenario &m_scenario;
    Run &m_run;
    QueueEngine &m_engine;
    TimeMs m_untilMs;
    Scheduler m_timers;
    std::vector<Slot> m_slots;
    std::vector<ProducerState> m_producers;
    std::vector<WorkerState> m_workers;
    std::vector<LambdaState> m_lambdas;
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

std::int32_t Simulator::serviceIndex(const std::string &name) const
{
    for (std::size_t i = 0; i < m_scenario.services.size(); ++i) {
        if (m_scenario.services[i].name == name)
            return static_cast<std::int32_t>(i);
    }
    return -1;
}

std::uint32_t Simulator::keyOf(MessageNumber message)
{
    auto &keys = m_run.keyOfMessage;
    if (message < keys.size() && keys[message] != noKey)
        return keys[message];
    // A message the producers did not send (a redriven copy): read the key from its body.
    std::string key;
    const QJsonObject body =
        QJsonDocument::fromJson(QByteArray::fromStdString(m_engine.messageBody(message))).object();
    for (const ProducerSpec &p : m_scenario.producers) {
        const QJsonValue v = body.value(QString::fromStdString(p.keyField));
        if (v.isString()) {
            key = v.toString().toStdString();
            break;
        }
    }
    if (key.empty())
        key = m_engine.messageBody(message);
    const std::uint32_t index = m_run.ledger.keyIndex(key);
    if (keys.size() <= message)
        keys.resize(message + 1, noKey);
    keys[message] = index;
    if (m_run.keySentAt.size() <= index)
        m_run.keySentAt.resize(index + 1, m_engine.now());
    return index;
}

void Simulator::run()
{
    // The run's actors, in a fixed order: producers, then workers, then Lambda pollers.
    for (const ProducerSpec &spec : m_scenario.producers) {
        ProducerState p;
        p.spec = &spec;
        p.actor = m_engine.actor(spec.name);
        p.messages = spec.messages;
        std::stable_sort(p.messages.begin(), p.messages.end(),
                         [](const auto &a, const auto &b) { return a.atMs < b.atMs; });
        p.bursts = spec.bursts;
        std::stable_sort(p.bursts.begin(), p.bursts.end(),
                         [](const auto &a, const auto &b) { return a.atMs < b.atMs; });
        for (const auto &rate : spec.rates) {
            p.rateNext.push_back(rate.fromMs);
            p.rateCount.push_back(0);
        }
        m_slots.push_back({SlotType::Producer, static_cast<std::uint32_t>(m_producers.size())});
        m_producers.push_back(std::move(p));
    }
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
    for (const LambdaSpec &spec : m_scenario.lambdas) {
        for (int i = 1; i <= spec.concurrency; ++i) {
            LambdaState l;
            l.spec = &spec;
            l.name = consumerInstanceName(spec.name, i);
            l.fifoQueue = queueConfigOr(m_scenario, spec.queue).fifo;
            l.actor = m_engine.actor(l.name);
            m_slots.push_back({SlotType::Lambda, static_cast<std::uint32_t>(m_lambdas.size())});
            m_lambdas.push_back(std::move(l));
        }
        m_consumedQueues.push_back(m_engine.findQueue(spec.queue));
    }
    m_providerDone.resize(m_scenario.services.size());

    m_engine.setPollListener([this](CompletedPoll &done) {
        if (done.poll >= m_pollOwner.size() || m_pollOwner[done.poll] == noOwner)
            return;
        const std::uint32_t slot = m_pollOwner[done.poll];
        m_pollOwner[done.poll] = noOwner;
        const Slot &s = m_slots[slot];
        // Handled at this same instant, after whatever the engine is doing now.
        if (s.type == SlotType::Worker) {
            WorkerState &w = m_workers[s.index];
            w.completedPoll = std::move(done.outcome);
            w.step = Step::PollDone;
            wake(slot, done.completedAt, w.generation);
        } else if (s.type == SlotType::Lambda) {
            LambdaState &l = m_lambdas[s.index];
            l.completedPoll = std::move(done.outcome);
            l.step = Step::PollDone;
            wake(slot, done.completedAt, l.generation);
        }
    });

    for (std::uint32_t slot = 0; slot < m_slots.size(); ++slot) {
        const Slot &s = m_slots[slot];
        switch (s.type) {
        case SlotType::Producer:
            startProducer(slot);
            break;
        case SlotType::Worker: {
            WorkerState &w = m_workers[s.index];
            w.step = Step::Poll;
            wake(slot, w.spec->startMs, w.generation);
            for (std::size_t f = 0; f < w.faults.size(); ++f) {
                if (w.faults[f]->point == CrashFault::Point::AtTime)
                    m_timers.schedule(w.faults[f]->atMs, TimerKind::CrashFault, slot,
                                      static_cast<std::uint32_t>(f));
            }
            break;
        }
        case SlotType::Lambda:
            wake(slot, 0, 0);
            break;
        }
    }

    // The operator acts last among the actors that exist from the start, so that its actor id
    // does not change the ids of runs without operations.
    if (!m_scenario.operations.empty())
        m_operator = m_engine.actor("operator");
    for (std::size_t i = 0; i < m_scenario.operations.size(); ++i)
        m_timers.schedule(m_scenario.operations[i].atMs, TimerKind::Operation,
                          static_cast<std::uint32_t>(i), 0);

    const TimeMs limit = m_untilMs > 0 ? m_untilMs : safetyLimitMs;
    TimeMs now = 0;
    while (true) {
        const TimeMs next = std::min(m_timers.nextTime(), m_engine.nextTimerTime());
        if (next == neverMs || next > limit)
            break;
        m_engine.advanceTo(next);
        now = next;
        while (!m_timers.empty() && m_timers.nextTime() == now)
            fire(m_timers.pop());
        if (m_operator != engineActor)
            followMoveTasks();
        if (m_untilMs == 0 && quiet())
            break;
    }
    m_run.endMs = m_untilMs > 0 ? std::max(now, std::min(m_untilMs, limit)) : now;
    if (m_untilMs > 0)
        m_engine.advanceTo(m_run.endMs);
    m_engine.setPollListener({});
}

bool Simulator::quiet() const
{
    // An operation still to come, or a redrive still moving messages, is work left.
    if (m_operationsDone < m_scenario.operations.size() || !m_runningMoveTasks.empty())
        return false;
    for (const ProducerState &p : m_producers) {
        if (!p.done)
            return false;
    }
    for (const WorkerState &w : m_workers) {
        if (w.busy)
            return false;
    }
    for (const LambdaState &l : m_lambdas) {
        if (l.busy || !l.collected.empty())
            return false;
    }
    for (QueueIndex q : m_consumedQueues) {
        if (q == noQueue)
            continue;
        const auto counts = m_engine.queueCounts(q);
        if (counts.visible + counts.inFlight + counts.delayed > 0)
            return false;
    }
    return true;
}

void Simulator::fire(const Timer &timer)
{
    if (timer.kind == TimerKind::Operation) {
        operate(timer.target);
        return;
    }
    const Slot &s = m_slots[timer.target];
    switch (timer.kind) {
    case TimerKind::ActorWake:
        if (s.type == SlotType::Producer) {
            runProducer(timer.target);
        } else if (s.type == SlotType::Worker) {
            if (m_workers[s.index].generation == timer.generation)
                runWorker(timer.target);
        } else if (m_lambdas[s.index].generation == timer.generation) {
            runLambda(timer.target);
        }
        return;
    case TimerKind::Heartbeat: {
        WorkerState &w = m_workers[s.index];
        if (!w.crashed && w.jobToken == timer.generation)
            heartbeat(timer.target, w);
        return;
    }
    case TimerKind::CrashFault: {
        WorkerState &w = m_workers[s.index];
        if (!w.crashed && !w.faultFired[timer.generation]) {
            w.faultFired[timer.generation] = true;
            crash(timer.target, w, CrashFault::Point::AtTime);
        }
        return;
    }
    default:
        return;
    }
}

// --- The operator
// ---------------------------------------------------------------------------------

void Simulator::operate(std::size_t index)
{
    const OperationSpec &op = m_scenario.operations[index];
    ++m_operationsDone;
    const QueueIndex queue = m_engine.findQueue(op.queue);
    if (op.kind == OperationSpec::Kind::Purge) {
        // The answer (and any error) is in the log as the API call's event.
        (void)m_engine.purgeQueue({queueUrlOf(op.queue)}, m_operator);
        return;
    }
    StartMessageMoveTaskRequest request;
    request.sourceArn = queue == noQueue ? op.queue : m_engine.queueArn(queue);
    if (!op.destination.empty()) {
        const QueueIndex destination = m_engine.findQueue(op.destination);
        request.destinationArn =
            destination == noQueue ? op.destination : m_engine.queueArn(destination);
    }
    if (op.maxPerSecond > 0)
        request.maxNumberOfMessagesPerSecond = op.maxPerSecond;
    (void)m_engine.startMessageMoveTask(request, m_operator);
}

void Simulator::followMoveTasks()
{
    const EventLog &log = m_engine.log();
    for (; m_logFollowed < log.size(); ++m_logFollowed) {
        const Event &e = log[m_logFollowed];
        if (e.kind != EventKind::MoveTaskStatus)
            continue;
        // 0 running, 2 cancelling: still moving; 1 completed, 3 cancelled, 4 failed: done.
        if (e.detail == 0 || e.detail == 2)
            m_runningMoveTasks.insert(e.a);
        else
            m_runningMoveTasks.erase(e.a);
    }
}

// --- Producers ----------------------------------------------------------------------------------

void Simulator::startProducer(std::uint32_t slot)
{
    ProducerState &p = m_producers[m_slots[slot].index];
    TimeMs next = neverMs;
    if (p.nextMessage < p.messages.size())
        next = std::min(next, p.messages[p.nextMessage].atMs);
    if (p.nextBurst < p.bursts.size())
        next = std::min(next, p.bursts[p.nextBurst].atMs);
    for (std::size_t r = 0; r < p.rateNext.size(); ++r) {
        if (p.spec->rates[r].perSecond > 0 && p.rateNext[r] < p.spec->rates[r].toMs)
            next = std::min(next, p.rateNext[r]);
    }
    if (next == neverMs)
        p.done = true;
    else
        wake(slot, next, 0);
}

void Simulator::runProducer(std::uint32_t slot)
{
    ProducerState &p = m_producers[m_slots[slot].index];
    const TimeMs now = m_engine.now();
    while (p.nextMessage < p.messages.size() && p.messages[p.nextMessage].atMs <= now)
        send(p, &p.messages[p.nextMessage++]);
    while (p.nextBurst < p.bursts.size() && p.bursts[p.nextBurst].atMs <= now) {
        for (int i = 0; i < p.bursts[p.nextBurst].count; ++i)
            send(p, nullptr);
        ++p.nextBurst;
    }
    for (std::size_t r = 0; r < p.rateNext.size(); ++r) {
        const ProducerSpec::Rate &rate = p.spec->rates[r];
        while (rate.perSecond > 0 && p.rateNext[r] <= now && p.rateNext[r] < rate.toMs) {
            send(p, nullptr);
            ++p.rateCount[r];
            const double meanGapMs = 1000.0 / rate.perSecond;
            if (rate.poisson) {
                double u = m_engine.prng().uniform01();
                while (u <= 0.0)
                    u = m_engine.prng().uniform01();
                p.rateNext[r] += std::max<TimeMs>(0, std::llround(-std::log(u) * meanGapMs));
            } else {
                // Evenly spaced, without drift: the k-th send is at from + floor(k * gap).
                p.rateNext[r] = rate.fromMs + static_cast<TimeMs>(std::floor(
                                                  static_cast<double>(p.rateCount[r]) * meanGapMs));
            }
        }
    }
    startProducer(slot);
}

void Simulator::send(ProducerState &p, const ScheduledMessage *explicitMessage)
{
    const ProducerSpec &spec = *p.spec;
    ++p.sent;
    std::string key = explicitMessage && !explicitMessage->key.empty()
                          ? explicitMessage->key
                          : formatKey(spec.keyFormat, p.sent);
    SendMessageRequest request;
    request.queueUrl = spec.queue;
    request.messageBody = explicitMessage && !explicitMessage->body.empty()
                              ? explicitMessage->body
                              : bodyFor(spec.keyField, key);
    if (explicitMessage && explicitMessage->group) {
        request.messageGroupId = explicitMessage->group;
    } else {
        switch (spec.groupPolicy) {
        case ProducerSpec::GroupPolicy::None:
            break;
        case ProducerSpec::GroupPolicy::Fixed:
            request.messageGroupId = spec.group;
            break;
        case ProducerSpec::GroupPolicy::ByKey:
            request.messageGroupId = key;
            break;
        case ProducerSpec::GroupPolicy::RoundRobin:
            request.messageGroupId =
                spec.group + "-" +
                std::to_string(p.roundRobin++ % std::max(1, spec.groupCount) + 1);
            break;
        }
    }
    if (explicitMessage && explicitMessage->deduplicationId) {
        request.messageDeduplicationId = explicitMessage->deduplicationId;
    } else if (spec.dedupPolicy == ProducerSpec::DedupPolicy::ByKey) {
        request.messageDeduplicationId = key;
    } else if (spec.dedupPolicy == ProducerSpec::DedupPolicy::ByMessage) {
        request.messageDeduplicationId = spec.name + "-" + std::to_string(p.sent);
    }
    if (explicitMessage)
        request.delaySeconds = explicitMessage->delaySeconds;
    const auto outcome = m_engine.sendMessage(request, p.actor);
    if (!outcome)
        return; // the log has the ApiCall with its error; the producer goes on
    const MessageNumber message = outcome.result().message;
    auto &keys = m_run.keyOfMessage;
    if (keys.size() <= message)
        keys.resize(message + 1, noKey);
    if (keys[message] != noKey)
        return; // a FIFO duplicate send: the same message as before
    const std::uint32_t index = m_run.ledger.keyIndex(key);
    keys[message] = index;
    if (m_run.keySentAt.size() <= index)
        m_run.keySentAt.resize(index + 1, m_engine.now());
}

// --- Workers ------------------------------------------------------------------------------------

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
        m_engine.logActorEvent(EventKind::WorkerRestarted, w.actor,
                               m_engine.findQueue(w.spec->queue), noMessage);
        poll(slot, w);
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
    if (!outcome)
        return; // a bad queue or parameter: the worker stops; the log records why
    if (outcome.result().waiting) {
        ownPoll(outcome.result().poll, slot);
        return;
    }
    if (outcome.result().messages.empty()) {
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
    m_engine.logActorEvent(EventKind::JobStarted, w.actor, m.queue, m.message, m.receipt, w.jobEnd,
                           key);
    if (spec.deletePolicy == DeletePolicy::BeforeProcessing)
        m_engine.deleteMessage({spec.queue, m.receiptHandle().toString()}, w.actor);
    const std::string &keyText = m_run.ledger.key(key);
    w.jobFails = std::find(spec.failingKeys.begin(), spec.failingKeys.end(), keyText) !=
                     spec.failingKeys.end() ||
                 m_engine.prng().bernoulli(spec.failureRate);
    w.nextHeartbeat = m_engine.now() + spec.heartbeat.everyMs;
    if (spec.heartbeat.everyMs > 0 && w.nextHeartbeat < w.jobEnd)
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
    const ReceivedMessage &m = w.batch[w.current];
    const auto outcome = m_engine.changeMessageVisibility(
        {spec.queue, m.receiptHandle().toString(), spec.heartbeat.extendToMs / 1000}, w.actor);
    if (!outcome)
        return; // e.g. the 12-hour cap: the heartbeat stops, the job goes on
    w.nextHeartbeat = m_engine.now() + spec.heartbeat.everyMs;
    if (w.nextHeartbeat < w.jobEnd)
        m_timers.schedule(w.nextHeartbeat, TimerKind::Heartbeat, slot, w.jobToken);
}

bool Simulator::crashAtPoint(std::uint32_t slot, WorkerState &w, CrashFault::Point point,
                             int &count)
{
    ++count;
    for (std::size_t f = 0; f < w.faults.size(); ++f) {
        if (w.faults[f]->point == point && w.faults[f]->occurrence == count && !w.faultFired[f]) {
            w.faultFired[f] = true;
            crash(slot, w, point);
            return true;
        }
    }
    return false;
}

void Simulator::crash(std::uint32_t slot, WorkerState &w, CrashFault::Point point)
{
    m_engine.logActorEvent(EventKind::WorkerCrashed, w.actor, m_engine.findQueue(w.spec->queue),
                           w.busy ? w.batch[w.current].message : noMessage,
                           w.busy ? w.batch[w.current].receipt : 0, 0, 0,
                           static_cast<std::uint8_t>(point));
    // Everything the worker held is abandoned: its messages come back when their visibility
    // timeouts expire. A poll it had waiting still completes, into nobody's hands.
    ++w.generation;
    ++w.jobToken;
    w.crashed = true;
    w.busy = false;
    w.batch.clear();
    w.batchDeletes.clear();
    w.completedPoll.reset();
    for (std::uint32_t &owner : m_pollOwner) {
        if (owner == slot)
            owner = noOwner;
    }
    w.step = Step::Restart;
    wake(slot, m_engine.now() + w.spec->restartDelayMs, w.generation);
}

void Simulator::jobDone(std::uint32_t slot, WorkerState &w)
{
    const WorkerSpec &spec = *w.spec;
    const ReceivedMessage &m = w.batch[w.current];
    if (w.jobFails) {
        m_engine.logActorEvent(EventKind::JobFailed, w.actor, m.queue, m.message, m.receipt, 0, 0,
                               static_cast<std::uint8_t>(JobFailure::ProcessingError));
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
        if (spec.heartbeat.everyMs > 0 && w.nextHeartbeat < w.jobEnd)
            m_timers.schedule(w.nextHeartbeat, TimerKind::Heartbeat, slot, w.jobToken);
        wake(slot, w.jobEnd, w.generation);
    } else
        effectDone(slot, w);
}

void Simulator::performEffect(ActorId actor, QueueIndex queue, const ReceivedMessage &m,
                              const std::string &serviceName, Idempotency idempotency, bool &hit)
{
    const std::uint32_t key = keyOf(m.message);
    const std::int32_t service = serviceIndex(serviceName);
    hit = false;
    if (idempotency == Idempotency::ConditionalWrite) {
        if (m_conditionalDone.size() <= key)
            m_conditionalDone.resize(key + 1, 0);
        hit = m_conditionalDone[key] != 0;
        m_conditionalDone[key] = 1;
    } else if (idempotency == Idempotency::ProviderKey && service >= 0) {
        auto &done = m_providerDone[static_cast<std::size_t>(service)];
        if (done.size() <= key)
            done.resize(key + 1, 0);
        hit = done[key] != 0;
        done[key] = 1;
    }
    if (hit) {
        m_engine.logActorEvent(EventKind::IdempotencyHit, actor, queue, m.message, m.receipt, key,
                               0, idempotency == Idempotency::ProviderKey ? 1 : 0);
        return;
    }
    SideEffectRecord record;
    record.time = m_engine.now();
    record.key = key;
    record.service = service;
    record.actor = actor;
    record.message = m.message;
    record.receipt = m.receipt;
    const std::uint32_t entry = m_run.ledger.record(record);
    m_engine.logActorEvent(EventKind::SideEffect, actor, queue, m.message, m.receipt, entry,
                           service >= 0 ? m_engine.internString(serviceName) : 0);
}

void Simulator::effectDone(std::uint32_t slot, WorkerState &w)
{
    const WorkerSpec &spec = *w.spec;
    const ReceivedMessage &m = w.batch[w.current];
    const std::int32_t service = serviceIndex(spec.service);
    if (service >= 0) {
        const ServiceSpec &s = m_scenario.services[static_cast<std::size_t>(service)];
        const bool outage = inWindow(s.outages, m_engine.now());
        if (outage || m_engine.prng().bernoulli(s.failureRate)) {
            m_engine.logActorEvent(EventKind::JobFailed, w.actor, m.queue, m.message, m.receipt, 0,
                                   0,
                                   static_cast<std::uint8_t>(outage ? JobFailure::ServiceOutage
                                                                    : JobFailure::ServiceError));
            finishMessage(slot, w);
            return;
        }
    }
    bool hit = false;
    performEffect(w.actor, m.queue, m, spec.service, spec.idempotency, hit);
    if (crashAtPoint(slot, w, CrashFault::Point::AfterEffectBeforeDelete, w.afterEffectCount))
        return;
    if (spec.deletePolicy == DeletePolicy::AfterEffect)
        m_engine.deleteMessage({spec.queue, m.receiptHandle().toString()}, w.actor);
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
    if (!w.batchDeletes.empty()) {
        DeleteMessageBatchRequest request;
        request.queueUrl = w.spec->queue;
        for (std::size_t i = 0; i < w.batchDeletes.size(); ++i) {
            request.entries.push_back({"m" + std::to_string(i), w.batchDeletes[i]});
            if (request.entries.size() == 10 || i + 1 == w.batchDeletes.size()) {
                m_engine.deleteMessageBatch(request, w.actor);
                request.entries.clear();
            }
        }
        w.batchDeletes.clear();
    }
    w.batch.clear();
    w.busy = false;
    poll(slot, w);
}

// --- Lambda event source mapping ----------------------------------------------------------------

void Simulator::runLambda(std::uint32_t slot)
{
    LambdaState &l = m_lambdas[m_slots[slot].index];
    switch (l.step) {
    case Step::Poll:
        lambdaPoll(slot, l);
        return;
    case Step::PollDone: {
        auto outcome = std::move(*l.completedPoll);
        l.completedPoll.reset();
        if (!outcome)
            return;
        for (const ReceivedMessage &m : outcome.result().messages) {
            if (l.collected.empty())
                l.firstCollectedAt = m_engine.now();
            l.collected.push_back(m);
        }
        const bool full = static_cast<int>(l.collected.size()) >= l.spec->batchSize;
        const bool windowOver =
            !l.collected.empty() && m_engine.now() - l.firstCollectedAt >= l.spec->batchingWindowMs;
        if (full || windowOver)
            lambdaInvoke(slot, l);
        else
            lambdaPoll(slot, l);
        return;
    }
    case Step::JobDone:
        lambdaStep(slot, l);
        return;
    case Step::EffectDone:
        lambdaFinish(slot, l, true);
        return;
    default:
        return;
    }
}

void Simulator::lambdaPoll(std::uint32_t slot, LambdaState &l)
{
    const LambdaSpec &spec = *l.spec;
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

void Simulator::lambdaInvoke(std::uint32_t slot, LambdaState &l)
{
    l.busy = true;
    l.invocation = ++m_invocations;
    l.invokedAt = m_engine.now();
    l.processed = 0;
    l.stoppedAtFailure = false;
    l.failed.assign(l.collected.size(), false);
    m_engine.logActorEvent(EventKind::LambdaInvoked, l.actor, m_engine.findQueue(l.spec->queue),
                           noMessage, 0, static_cast<std::int64_t>(l.collected.size()),
                           l.invocation);
    lambdaStep(slot, l);
}

void Simulator::lambdaStep(std::uint32_t slot, LambdaState &l)
{
    const LambdaSpec &spec = *l.spec;
    const TimeMs deadline = l.invokedAt + spec.functionTimeoutMs;
    if (l.step == Step::JobDone) {
        // The message in progress has finished (the wake is its completion time).
        const ReceivedMessage &m = l.collected[l.processed];
        const std::uint32_t key = keyOf(m.message);
        const std::string &keyText = m_run.ledger.key(key);
        const bool fails = std::find(spec.failingKeys.begin(), spec.failingKeys.end(), keyText) !=
                               spec.failingKeys.end() ||
                           m_engine.prng().bernoulli(spec.failureRate);
        if (fails) {
            l.failed[l.processed] = true;
            m_engine.logActorEvent(EventKind::JobFailed, l.actor, m.queue, m.message, m.receipt, 0,
                                   0, static_cast<std::uint8_t>(JobFailure::ProcessingError));
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
    m_engine.logActorEvent(EventKind::JobStarted, l.actor, m.queue, m.message, m.receipt,
                           m_engine.now() + duration, key);
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
    m_engine.logActorEvent(EventKind::LambdaFinished, l.actor, m_engine.findQueue(spec.queue),
                           noMessage, 0,
                           outcome == LambdaOutcome::BatchFailed ? total : failedCount,
                           l.invocation, static_cast<std::uint8_t>(outcome));
    DeleteMessageBatchRequest request;
    request.queueUrl = spec.queue;
    for (std::size_t i = 0; i < toDelete.size(); ++i) {
        request.entries.push_back({"m" + std::to_string(i), toDelete[i]});
        if (request.entries.size() == 10 || i + 1 == toDelete.size()) {
            m_engine.deleteMessageBatch(request, l.actor);
            request.entries.clear();
        }
    }
    l.collected.clear();
    l.failed.clear();
    l.firstCollectedAt = -1;
    l.busy = false;
    lambdaPoll(slot, l);
}

} // namespace

std::vector<std::string> validateScenario(const Scenario &scenario)
{
    std::vector<std::string> problems;
    auto hasQueue = [&](const std::string &name) {
        return std::any_of(scenario.queues.begin(), scenario.queues.end(),
                           [&](const QueueSpec &q) { return q.name == name; });
    };
    auto hasService = [&](const std::string &name) {
        return name.empty() || std::any_of(scenario.services.begin(), scenario.services.end(),
                                           [&](const ServiceSpec &s) { return s.name == name; });
    };
    for (const ProducerSpec &p : scenario.producers) {
        if (!hasQueue(p.queue))
            problems.push_back("producer \"" + p.name + "\" sends to \"" + p.queue +
                               "\", which is not a queue of the scenario");
    }
    for (const WorkerSpec &w : scenario.workers) {
        if (!hasQueue(w.queue))
            problems.push_back("worker \"" + w.name + "\" reads \"" + w.queue +
                               "\", which is not a queue of the scenario");
        if (!hasService(w.service))
            problems.push_back("worker \"" + w.name + "\" calls service \"" + w.service +
                               "\", which the scenario does not define");
    }
    for (const LambdaSpec &l : scenario.lambdas) {
        if (!hasQueue(l.queue)) {
            problems.push_back("lambda \"" + l.name + "\" reads \"" + l.queue +
                               "\", which is not a queue of the scenario");
            continue;
        }
        if (!hasService(l.service))
            problems.push_back("lambda \"" + l.name + "\" calls service \"" + l.service +
                               "\", which the scenario does not define");
        // The event source mapping's own rules (Lambda validates them when the mapping is
        // created): SEMANTICS.md section 13.
        const QueueConfig queue = queueConfigOr(scenario, l.queue);
        const std::int64_t visibility = queue.visibilityTimeoutSeconds;
        const std::int64_t timeoutSeconds = (l.functionTimeoutMs + 999) / 1000;
        if (timeoutSeconds > visibility)
            problems.push_back("lambda \"" + l.name +
                               "\": Queue visibility timeout: " + std::to_string(visibility) +
                               " seconds is less than Function timeout: " +
                               std::to_string(timeoutSeconds) + " seconds");
        const bool fifo = queue.fifo;
        if (fifo && l.batchSize > 10)
            problems.push_back("lambda \"" + l.name +
                               "\": BatchSize is at most 10 for a FIFO queue");
        if (fifo && l.batchingWindowMs > 0)
            problems.push_back("lambda \"" + l.name +
                               "\": a batching window is not supported for a FIFO queue");
        if (!fifo && l.batchSize > 10 && l.batchingWindowMs < 1000)
            problems.push_back("lambda \"" + l.name +
                               "\": a BatchSize above 10 needs a batching window of at least 1 s");
    }
    return problems;
}

Run simulate(const Scenario &scenario, std::optional<std::uint64_t> seed,
             std::optional<TimeMs> untilMs)
{
    Run run;
    run.scenario = scenario;
    run.seed = seed.value_or(scenario.engine.seed);
    run.problems = validateScenario(scenario);
    EngineSettings settings = scenario.engine;
    settings.seed = run.seed;
    run.engine = std::make_unique<QueueEngine>(settings, scenario.limits);
    if (!run.problems.empty())
        return run;
    // Queues first, dead-letter queues before the queues that name them.
    const ActorId setup = run.engine->actor("setup");
    std::vector<const QueueSpec *> order;
    for (const QueueSpec &q : scenario.queues) {
        if (!q.attributes.count("RedrivePolicy"))
            order.push_back(&q);
    }
    for (const QueueSpec &q : scenario.queues) {
        if (q.attributes.count("RedrivePolicy"))
            order.push_back(&q);
    }
    for (const QueueSpec *q : order) {
        const auto created = run.engine->createQueue({q->name, q->attributes, {}}, setup);
        if (!created)
            run.problems.push_back("queue \"" + q->name + "\": " + created.error().message);
    }
    if (!run.problems.empty())
        return run;
    Simulator simulator(scenario, run, untilMs.value_or(scenario.untilMs));
    simulator.run();
    run.metrics = computeMetrics(run);
    return run;
}

} // namespace inflight
