// SPDX-License-Identifier: GPL-3.0-or-later
// The simulation: producers, workers and a Lambda event source mapping as state machines on the
// virtual clock, driving the queue engine through its public API. Their timers live in a
// scheduler of their own; at each instant the engine's timers fire first, then the actors'.
//
// This file holds the run itself: the queues set up, the cast in its fixed order, the loop over
// both schedulers and when a run is quiet. Each actor's state machine has its own file (see
// simulator_p.h).

#include "run.h"

#include "queuesetup.h"
#include "sentence.h"
#include "simulator_p.h"

#include <QtGlobal>

#include <algorithm>

namespace inflight {

namespace {

// A run without an end of its own stops here, so that one that never goes quiet (a poison
// message without a dead-letter queue comes back for ever) still ends.
constexpr TimeMs safetyLimitMs = 15LL * 24 * 3600 * 1000;

/// Creates the scenario's queues as the "setup" actor; a queue the engine refuses is one of the
/// run's problems.
void createQueues(const Scenario &scenario, Run &run)
{
    const ActorId setup = run.engine->actor("setup");
    for (const QueueSetupProblem &p : createScenarioQueues(scenario, *run.engine, setup))
        run.problems.push_back("queue \"" + scenario.queues[p.queue].name +
                               "\": " + p.error.message);
}

/// Calls SimulationControl::progress about a thousand times over the expected run, never with
/// less than it said before.
class ProgressReport {
public:
    ProgressReport(const SimulationControl &control, TimeMs endMs)
        : m_control(control), m_endMs(endMs), m_stepMs(std::max<TimeMs>(1, endMs / 1000)),
          m_nextMs(m_stepMs)
    {
    }

    void reached(TimeMs nowMs)
    {
        if (!m_control.progress || nowMs < m_nextMs || m_nextMs > m_endMs)
            return;
        m_control.progress(std::min(nowMs, m_endMs), m_endMs);
        m_nextMs = (nowMs / m_stepMs + 1) * m_stepMs;
    }
    void finished()
    {
        if (m_control.progress)
            m_control.progress(m_endMs, m_endMs);
    }

private:
    const SimulationControl &m_control;
    TimeMs m_endMs;
    TimeMs m_stepMs;
    TimeMs m_nextMs;
};

} // namespace

TimeMs expectedEndMs(const Scenario &scenario, TimeMs untilMs)
{
    if (untilMs > 0)
        return untilMs;
    // The last thing the scenario itself schedules; whatever happens after it is the queues
    // draining, which no one can foresee without running them.
    TimeMs last = 1;
    for (const ProducerSpec &producer : scenario.producers) {
        for (const ScheduledMessage &message : producer.messages)
            last = std::max(last, message.atMs);
        for (const ProducerSpec::Rate &rate : producer.rates)
            last = std::max(last, rate.toMs);
        for (const ProducerSpec::Burst &burst : producer.bursts)
            last = std::max(last, burst.atMs);
    }
    for (const WorkerSpec &worker : scenario.workers)
        last = std::max(last, worker.startMs);
    for (const OperationSpec &operation : scenario.operations)
        last = std::max(last, operation.atMs);
    return std::min(last, safetyLimitMs);
}

double expectedMessages(const Scenario &scenario, TimeMs untilMs)
{
    const TimeMs endMs = untilMs > 0 ? untilMs : neverMs;
    double messages = 0;
    for (const ProducerSpec &producer : scenario.producers) {
        messages += static_cast<double>(producer.messages.size());
        for (const ProducerSpec::Rate &rate : producer.rates) {
            const double fromMs = static_cast<double>(rate.fromMs);
            const double toMs = static_cast<double>(std::min(rate.toMs, endMs));
            messages += rate.perSecond * std::max(0.0, toMs - fromMs) / 1000.0;
        }
        for (const ProducerSpec::Burst &burst : producer.bursts)
            messages += burst.count;
    }
    return messages;
}

void Simulator::run()
{
    // The run's actors, in a fixed order: producers, then workers, then Lambda pollers.
    castProducers();
    castWorkers();
    castLambdas();
    m_providerDone.resize(m_scenario.services.size());
    m_engine.setPollListener([this](CompletedPoll &done) { pollCompleted(done); });
    startActors();
    scheduleOperations();

    const TimeMs limit = m_untilMs > 0 ? m_untilMs : safetyLimitMs;
    ProgressReport progress(m_control, expectedEndMs(m_scenario, m_untilMs));
    TimeMs now = 0;
    while (true) {
        if (m_control.cancel && m_control.cancel->load(std::memory_order_relaxed)) {
            m_run.cancelled = true;
            break;
        }
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
        progress.reached(now);
    }
    if (m_run.cancelled) {
        m_run.endMs = now;
        m_engine.setPollListener({});
        return;
    }
    m_run.endMs = m_untilMs > 0 ? std::max(now, std::min(m_untilMs, limit)) : now;
    if (m_untilMs > 0)
        m_engine.advanceTo(m_run.endMs);
    progress.finished();
    m_engine.setPollListener({});
}

void Simulator::startActors()
{
    for (std::uint32_t slot = 0; slot < m_slots.size(); ++slot) {
        switch (m_slots[slot].type) {
        case SlotType::Producer:
            startProducer(slot);
            break;
        case SlotType::Worker:
            startWorker(slot);
            break;
        case SlotType::Lambda:
            wake(slot, 0, 0);
            break;
        }
    }
}

void Simulator::pollCompleted(CompletedPoll &done)
{
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
        const std::uint32_t token = w.spec->heartbeat.wholeBatch ? w.batchToken : w.jobToken;
        if (!w.crashed && token == timer.generation)
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

void Simulator::deleteInBatches(const std::string &queueUrl,
                                const std::vector<std::string> &handles, ActorId actor)
{
    DeleteMessageBatchRequest request;
    request.queueUrl = queueUrl;
    for (std::size_t i = 0; i < handles.size(); ++i) {
        request.entries.push_back({batchEntryId(i), handles[i]});
        if (request.entries.size() == 10 || i + 1 == handles.size()) {
            const auto outcome = m_engine.deleteMessageBatch(request, actor);
            if (outcome) {
                // Entry ids are "m<index in handles>": a refused entry names its handle.
                for (const BatchResultErrorEntry &failed : outcome.result().failed)
                    logDeleteFailed(request.queueUrl, handles[std::stoul(failed.id.substr(1))],
                                    codeNamed(failed.code), actor);
            }
            request.entries.clear();
        }
    }
}

void Simulator::deleteMessage(const std::string &queueUrl, const ReceivedMessage &m, ActorId actor)
{
    const std::string handle = m.receiptHandle().toString();
    const auto outcome = m_engine.deleteMessage({queueUrl, handle}, actor);
    if (!outcome)
        logDeleteFailed(queueUrl, handle, outcome.code(), actor);
}

void Simulator::logDeleteFailed(const std::string &queueUrl, const std::string &handle,
                                ErrorCode code, ActorId actor)
{
    // The engine's ApiCall event has the error but not the message: this event puts the error
    // the consumer saw on the message's and the consumer's tracks.
    const auto parsed = ReceiptHandle::parse(handle);
    if (!parsed)
        return;
    m_engine.logActorEvent(actor, events::deleteFailed(m_engine.findQueue(queueUrl),
                                                       parsed->message, parsed->receive, code));
}

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
            // After the colon, Lambda's own words for the refusal (CreateEventSourceMapping).
            problems.push_back(fillSentence(Sentence::say(
                "ScenarioProblem",
                QT_TRANSLATE_NOOP("ScenarioProblem",
                                  "lambda \"%1\": Queue visibility timeout: %2 seconds is less "
                                  "than Function timeout: %3 seconds"),
                {Sentence::text(l.name), Sentence::text(std::to_string(visibility)),
                 Sentence::text(std::to_string(timeoutSeconds))})));
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
             std::optional<TimeMs> untilMs, const SimulationControl &control)
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
    createQueues(scenario, run);
    if (!run.problems.empty())
        return run;
    Simulator simulator(scenario, run, untilMs.value_or(scenario.untilMs), control);
    simulator.run();
    if (!run.cancelled)
        run.metrics = computeMetrics(run);
    return run;
}

} // namespace inflight
