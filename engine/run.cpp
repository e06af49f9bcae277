// SPDX-License-Identifier: GPL-3.0-or-later
#include "run.h"

#include "consumerinstance.h"
#include "events.h"
#include "runtexts.h"
#include "runtexts_p.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

namespace inflight {

namespace {
constexpr std::uint32_t noKey = std::numeric_limits<std::uint32_t>::max();

TimeMs percentile(std::vector<TimeMs> &values, double p)
{
    if (values.empty())
        return 0;
    const auto rank =
        static_cast<std::size_t>(std::ceil(p * static_cast<double>(values.size())) - 1);
    const std::size_t index = std::min(rank, values.size() - 1);
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(index),
                     values.end());
    return values[index];
}
} // namespace

std::uint32_t Ledger::keyIndex(const std::string &key)
{
    const auto [it, inserted] = m_index.try_emplace(key, static_cast<std::uint32_t>(m_keys.size()));
    if (inserted) {
        m_keys.push_back(key);
        m_effectCounts.push_back(0);
    }
    return it->second;
}

std::optional<std::uint32_t> Ledger::findKey(const std::string &key) const
{
    auto found = m_index.find(key);
    if (found == m_index.end())
        return std::nullopt;
    return found->second;
}

std::uint32_t Ledger::record(const SideEffectRecord &effect)
{
    m_effects.push_back(effect);
    ++m_effectCounts[effect.key];
    return static_cast<std::uint32_t>(m_effects.size() - 1);
}

std::vector<std::uint32_t> Ledger::effectsFor(std::uint32_t key) const
{
    std::vector<std::uint32_t> out;
    for (std::uint32_t i = 0; i < m_effects.size(); ++i) {
        if (m_effects[i].key == key)
            out.push_back(i);
    }
    return out;
}

std::optional<std::uint32_t> Run::keyOf(MessageNumber message) const
{
    if (message >= keyOfMessage.size() || keyOfMessage[message] == noKey)
        return std::nullopt;
    return keyOfMessage[message];
}

std::string Run::describeKey(std::uint32_t key) const
{
    return fillSentence(keySentence(*this, key));
}

RunMetrics computeMetrics(const Run &run)
{
    RunMetrics m;
    const EventLog &log = run.log();
    const QueueEngine &engine = *run.engine;
    // Billing chunks: the events a call caused (its MessageSent or MessageReceived events) come
    // together in the log, so a call's payload is the sum over one run of them.
    std::uint32_t runCall = 0;
    std::uint64_t runBytes = 0;
    auto closeRun = [&] {
        const std::uint64_t chunks = std::max<std::uint64_t>(1, (runBytes + 65535) / 65536);
        if (runCall != 0 && chunks > 1) {
            m.billedRequests += chunks - 1;
            const bool fifo = engine.queueIsFifo(log[runCall].queue);
            m.costUsd += static_cast<double>(chunks - 1) * (fifo ? 0.50e-6 : 0.40e-6);
        }
        runCall = 0;
        runBytes = 0;
    };
    auto addPayload = [&](const Event &e) {
        if (e.call == 0)
            return;
        if (e.call != runCall) {
            closeRun();
            runCall = e.call;
        }
        runBytes += engine.messageBody(e.message).size();
    };
    for (std::uint64_t i = 0; i < log.size(); ++i) {
        const Event &e = log[i];
        switch (e.kind) {
        case EventKind::ApiCall: {
            ++m.apiCalls;
            const bool fifo = e.queue != noQueue && engine.queueIsFifo(e.queue);
            m.costUsd += fifo ? 0.50e-6 : 0.40e-6;
            break;
        }
        case EventKind::MessageSent:
            ++m.messagesSent;
            addPayload(e);
            break;
        case EventKind::MessageReceived:
        case EventKind::DuplicateDelivered:
            ++m.receives;
            addPayload(e);
            break;
        case EventKind::EmptyReceive:
            ++m.emptyReceives;
            break;
        case EventKind::MovedToDeadLetterQueue:
            ++m.deadLetterArrivals;
            break;
        default:
            break;
        }
    }
    closeRun();
    m.billedRequests += m.apiCalls;

    const Ledger &ledger = run.ledger;
    m.keys = ledger.keyCount();
    m.effects = ledger.effects().size();
    std::vector<bool> live(ledger.keyCount(), false);
    for (MessageNumber n = 1; n <= engine.messageCount(); ++n) {
        if (const auto key = run.keyOf(n); key && engine.messageIsLive(n))
            live[*key] = true;
    }
    std::vector<TimeMs> firstEffect(ledger.keyCount(), neverMs);
    for (const SideEffectRecord &e : ledger.effects())
        firstEffect[e.key] = std::min(firstEffect[e.key], e.time);
    std::vector<TimeMs> latencies;
    for (std::uint32_t k = 0; k < ledger.keyCount(); ++k) {
        const std::uint32_t count = ledger.effectCount(k);
        if (count > 0) {
            ++m.keysEffected;
            if (k < run.keySentAt.size())
                latencies.push_back(firstEffect[k] - run.keySentAt[k]);
        } else if (!live[k]) {
            ++m.lost;
        }
        if (count > 1) {
            m.duplicateEffects += count - 1;
            ++m.keysEffectedMoreThanOnce;
        }
    }
    if (!latencies.empty()) {
        m.sendToEffect.p50 = percentile(latencies, 0.50);
        m.sendToEffect.p90 = percentile(latencies, 0.90);
        m.sendToEffect.p99 = percentile(latencies, 0.99);
        m.sendToEffect.max = *std::max_element(latencies.begin(), latencies.end());
    }
    return m;
}

// The run's story: what a consumer would see, one line per step (the words are in the
// translation context "RunText", like the rest of the run's sentences in runtexts.cpp).
namespace {

using namespace runtext;

/// "charges the card" -> "charging the card": an effect's verb in its -ing form, for "crashes
/// before charging the card". The effect is the scenario's own text.
std::string progressiveOf(const std::string &effect)
{
    std::string ing = effect;
    if (const auto space = ing.find(' ');
        space != std::string::npos && space > 1 && ing[space - 1] == 's') {
        std::string verb = ing.substr(0, space - 1);
        if (verb.size() > 1 && verb.back() == 'e')
            verb.pop_back();
        ing = verb + "ing" + ing.substr(space);
    }
    return ing;
}

/// Writes storySentences: walks the log once, telling each event a consumer would see in one
/// line, one step per kind of event.
class StoryWriter {
public:
    explicit StoryWriter(const Run &run);
    std::vector<Sentence> write();

private:
    /// "the message" when the run has one, else "m3 (ord_3)".
    Sentence name(MessageNumber m) const;
    /// The message's business key, or its label when it has none.
    Sentence keyText(MessageNumber m) const;
    /// The downstream service of the consumer that `actor` is an instance of, or nullptr.
    const ServiceSpec *serviceOf(ActorId actor) const;
    void line(TimeMs time, const std::string &who, Sentence what);
    /// The index of a delete by `actor` directly after event `i` at the same instant, else 0.
    std::uint64_t followingDelete(std::uint64_t i, ActorId actor) const;

    /// Tells one receive (every message it returned, in one line); returns the index of the
    /// receive's last event.
    std::uint64_t tellReceive(std::uint64_t i, bool consumer);
    void tellVisibilityChange(const Event &e);
    void tellEffect(std::uint64_t i);
    void tellDelete(std::uint64_t i);
    /// "SQS refuses it (...)": the error a refused delete call was answered with.
    Sentence refusal(std::uint64_t call) const;
    void tellJobFailure(const Event &e);
    void tellCrash(const Event &e);
    void tellLambdaFinished(const Event &e);
    /// What the queues do by themselves or at an operator's word: dead-lettering, expiry, purges,
    /// redrives.
    void tellQueueEvent(const Event &e);

    const Run &m_run;
    const EventLog &m_events;
    std::set<ActorId> m_consumers;
    /// The run sent one message: it is "the message".
    bool m_single = false;
    /// Deletes already told with the effect before them.
    std::set<std::uint64_t> m_toldDeletes;
    /// A crashed worker's long poll can still take a message: nobody will process it.
    std::set<ActorId> m_crashed;
    /// Per message, the receive number of its latest receive.
    std::vector<std::uint32_t> m_receipts;
    std::vector<Sentence> m_lines;
};

StoryWriter::StoryWriter(const Run &run)
    : m_run(run), m_events(run.log()), m_receipts(run.engine->messageCount() + 1, 0)
{
    for (const ConsumerInstance &consumer : consumerInstances(run.scenario))
        m_consumers.insert(run.engine->actor(consumer.name));
    std::uint64_t sent = 0;
    for (std::uint64_t i = 0; i < m_events.size(); ++i)
        sent += m_events[i].kind == EventKind::MessageSent ? 1 : 0;
    m_single = sent == 1;
}

Sentence StoryWriter::name(MessageNumber m) const
{
    if (m_single)
        return say(QT_TRANSLATE_NOOP("RunText", "the message"));
    const auto key = m_run.keyOf(m);
    if (!key)
        return text(messageLabel(m));
    return say(QT_TRANSLATE_NOOP("RunText", "%1 (%2)"),
               {text(messageLabel(m)), text(m_run.ledger.key(*key))});
}

Sentence StoryWriter::keyText(MessageNumber m) const
{
    const auto key = m_run.keyOf(m);
    return text(key ? m_run.ledger.key(*key) : messageLabel(m));
}

const ServiceSpec *StoryWriter::serviceOf(ActorId actor) const
{
    const Scenario &scenario = m_run.scenario;
    const std::string &actorName = m_events.actorName(actor);
    auto service = [&](const std::string &serviceName) -> const ServiceSpec * {
        for (const ServiceSpec &s : scenario.services) {
            if (s.name == serviceName)
                return &s;
        }
        return nullptr;
    };
    // By the instance name's prefix, "worker-" for worker-2; a consumer without a service of its
    // own hands the question to the next one that matches.
    for (const WorkerSpec &w : scenario.workers) {
        if (actorName.rfind(w.name + "-", 0) == 0) {
            if (const ServiceSpec *s = service(w.service))
                return s;
        }
    }
    for (const LambdaSpec &l : scenario.lambdas) {
        if (actorName.rfind(l.name + "-", 0) == 0) {
            if (const ServiceSpec *s = service(l.service))
                return s;
        }
    }
    return nullptr;
}

void StoryWriter::line(TimeMs time, const std::string &who, Sentence what)
{
    // The time padded to three characters: the lines of a short run line up.
    m_lines.push_back(say(QT_TRANSLATE_NOOP("RunText", "t=%1 %2 %3"),
                          {text(padRight(formatSeconds(time), 3)), text(who), std::move(what)}));
}

std::uint64_t StoryWriter::followingDelete(std::uint64_t i, ActorId actor) const
{
    const Event &e = m_events[i];
    for (std::uint64_t j = i + 1; j < m_events.size(); ++j) {
        const Event &f = m_events[j];
        if (f.time != e.time)
            return 0;
        if (f.actor != actor)
            continue;
        if (f.kind == EventKind::ApiCall && callAction(f) == Action::DeleteMessage)
            return j;
        return 0;
    }
    return 0;
}

std::vector<Sentence> StoryWriter::write()
{
    for (std::uint64_t i = 0; i < m_events.size(); ++i) {
        const Event &e = m_events[i];
        const bool consumer = m_consumers.count(e.actor) > 0;
        switch (e.kind) {
        case EventKind::MessageReceived:
        case EventKind::DuplicateDelivered:
            i = tellReceive(i, consumer);
            break;
        case EventKind::VisibilityChanged:
            if (consumer)
                tellVisibilityChange(e);
            break;
        case EventKind::SideEffect:
        case EventKind::IdempotencyHit:
            if (consumer)
                tellEffect(i);
            break;
        case EventKind::ApiCall:
            if (consumer && !m_toldDeletes.count(i))
                tellDelete(i);
            break;
        case EventKind::JobFailed:
            tellJobFailure(e);
            break;
        case EventKind::WorkerCrashed:
            tellCrash(e);
            break;
        case EventKind::WorkerRestarted:
            m_crashed.erase(e.actor);
            line(e.time, m_events.actorName(e.actor),
                 say(QT_TRANSLATE_NOOP("RunText", "restarts")));
            break;
        case EventKind::LambdaInvoked:
            line(e.time, m_events.actorName(e.actor),
                 counted(QT_TRANSLATE_NOOP("RunText", "invokes the function with %n message"),
                         QT_TRANSLATE_NOOP("RunText", "invokes the function with %n messages"),
                         batchMessages(e)));
            break;
        case EventKind::LambdaFinished:
            tellLambdaFinished(e);
            break;
        case EventKind::MovedToDeadLetterQueue:
        case EventKind::MessageExpired:
        case EventKind::QueuePurged:
        case EventKind::MessageRedriven:
            tellQueueEvent(e);
            break;
        default:
            break;
        }
    }
    return std::move(m_lines);
}

std::uint64_t StoryWriter::tellReceive(std::uint64_t i, bool consumer)
{
    const Event &e = m_events[i];
    m_receipts[e.message] = e.receipt;
    if (!consumer)
        return i;
    // All the messages one receive returned make one line.
    std::vector<std::uint64_t> group{i};
    while (i + 1 < m_events.size() && m_events[i + 1].call == e.call &&
           m_events[i + 1].time == e.time &&
           (m_events[i + 1].kind == EventKind::MessageReceived ||
            m_events[i + 1].kind == EventKind::DuplicateDelivered)) {
        ++i;
        m_receipts[m_events[i].message] = m_events[i].receipt;
        group.push_back(i);
    }
    Sentence what;
    if (group.size() == 1) {
        what = say(QT_TRANSLATE_NOOP("RunText", "receives %1"), {name(e.message)});
    } else if (group.size() <= 5) {
        std::vector<Sentence> names;
        for (const std::uint64_t k : group)
            names.push_back(name(m_events[k].message));
        what = withCount(QT_TRANSLATE_NOOP("RunText", "receives %n messages: %1"), group.size(),
                         {listOf(std::move(names))});
    } else {
        what = withCount(QT_TRANSLATE_NOOP("RunText", "receives %n messages"), group.size());
    }
    if (e.kind == EventKind::DuplicateDelivered)
        what = say(QT_TRANSLATE_NOOP("RunText", "%1 (a duplicate delivery)"), {what});
    if (m_crashed.count(e.actor))
        what = say(QT_TRANSLATE_NOOP("RunText", "(crashed) %1 through its abandoned long poll; "
                                                "nobody processes it before it times out"),
                   {what});
    line(e.time, m_events.actorName(e.actor), what);
    return i;
}

void StoryWriter::tellVisibilityChange(const Event &e)
{
    const TimeMs deadline = hiddenUntil(e);
    Sentence what;
    if (isRetryBackoff(e) && deadline > e.time)
        what = say(QT_TRANSLATE_NOOP("RunText", "backs off: %1 comes back at t=%2"),
                   {name(e.message), seconds(deadline)});
    else if (deadline == e.time)
        what = say(QT_TRANSLATE_NOOP("RunText", "makes %1 visible again"), {name(e.message)});
    else
        what = say(QT_TRANSLATE_NOOP("RunText", "extends visibility to t=%1"), {seconds(deadline)});
    line(e.time, m_events.actorName(e.actor), what);
}

void StoryWriter::tellEffect(std::uint64_t i)
{
    const Event &e = m_events[i];
    const ServiceSpec *service = serviceOf(e.actor);
    Sentence what;
    if (e.kind == EventKind::SideEffect) {
        what = service ? text(service->effect)
                       : say(QT_TRANSLATE_NOOP("RunText", "performs the side effect"));
        if (!m_single)
            what = say(QT_TRANSLATE_NOOP("RunText", "%1 for %2"), {what, keyText(e.message)});
    } else {
        const Sentence past =
            service ? text(service->effectPast) : say(QT_TRANSLATE_NOOP("RunText", "done"));
        what = byProviderKey(e)
                   ? say(QT_TRANSLATE_NOOP("RunText",
                                           "finds %1 already %2 (the provider's idempotency key)"),
                         {keyText(e.message), past})
                   : say(QT_TRANSLATE_NOOP("RunText", "finds %1 already %2"),
                         {keyText(e.message), past});
    }
    if (const std::uint64_t d = followingDelete(i, e.actor)) {
        m_toldDeletes.insert(d);
        what = callError(m_events[d]) == ErrorCode::None
                   ? say(QT_TRANSLATE_NOOP("RunText", "%1 and deletes"), {what})
                   : say(QT_TRANSLATE_NOOP("RunText", "%1 and tries to delete: %2"),
                         {what, refusal(d)});
    }
    line(e.time, m_events.actorName(e.actor), what);
}

void StoryWriter::tellDelete(std::uint64_t i)
{
    const Event &e = m_events[i];
    const Action action = callAction(e);
    if (action == Action::DeleteMessage) {
        MessageNumber m = noMessage;
        for (std::uint64_t j = i + 1; j < m_events.size() && m_events[j].call == i; ++j)
            m = m_events[j].message;
        if (callError(e) != ErrorCode::None) {
            // A refused delete answers no event of the engine's; the consumer's DeleteFailed
            // names the message.
            for (std::uint64_t j = i + 1; j < m_events.size() && m_events[j].time == e.time; ++j) {
                if (m_events[j].kind == EventKind::DeleteFailed && m_events[j].actor == e.actor) {
                    m = m_events[j].message;
                    break;
                }
            }
        }
        const Sentence target =
            m != noMessage ? name(m) : say(QT_TRANSLATE_NOOP("RunText", "a message"));
        line(e.time, m_events.actorName(e.actor),
             callError(e) != ErrorCode::None
                 ? say(QT_TRANSLATE_NOOP("RunText", "tries to delete %1: %2"), {target, refusal(i)})
                 : say(QT_TRANSLATE_NOOP("RunText", "deletes %1"), {target}));
    } else if (action == Action::DeleteMessageBatch) {
        line(e.time, m_events.actorName(e.actor),
             withCount(QT_TRANSLATE_NOOP("RunText", "deletes %n messages in a batch"),
                       callCount(e)));
    }
}

Sentence StoryWriter::refusal(std::uint64_t call) const
{
    const ErrorCode code = callError(m_events[call]);
    // The only refusal a delete of a received message meets is a FIFO handle past its loan.
    if (code == ErrorCode::InvalidParameterValue)
        return say(
            QT_TRANSLATE_NOOP("RunText", "SQS refuses it (%1, the receipt handle has expired)"),
            {text(codeName(code))});
    return say(QT_TRANSLATE_NOOP("RunText", "SQS refuses it (%1)"), {text(codeName(code))});
}

void StoryWriter::tellJobFailure(const Event &e)
{
    const ServiceSpec *service = serviceOf(e.actor);
    const Sentence serviceName =
        service ? text(service->name) : say(QT_TRANSLATE_NOOP("RunText", "the service"));
    Sentence reason;
    switch (jobFailure(e)) {
    case JobFailure::ProcessingError:
        reason = say(QT_TRANSLATE_NOOP("RunText", "processing error"));
        break;
    case JobFailure::ServiceOutage:
        reason = say(QT_TRANSLATE_NOOP("RunText", "%1 is down"), {serviceName});
        break;
    case JobFailure::ServiceError:
        reason = say(QT_TRANSLATE_NOOP("RunText", "%1 returned an error"), {serviceName});
        break;
    case JobFailure::FunctionTimeout:
        reason = say(QT_TRANSLATE_NOOP("RunText", "the function timed out"));
        break;
    case JobFailure::Throttled:
        reason = throttleLetsGo(e)
                     ? say(QT_TRANSLATE_NOOP("RunText", "throttled: the function is at its "
                                                        "reserved concurrency; its loan ends at "
                                                        "t=%1"),
                           {seconds(throttleNextAt(e))})
                     : say(QT_TRANSLATE_NOOP("RunText", "throttled: the function is at its "
                                                        "reserved concurrency; retried at t=%1"),
                           {seconds(throttleNextAt(e))});
        break;
    }
    line(e.time, m_events.actorName(e.actor),
         say(QT_TRANSLATE_NOOP("RunText", "fails on %1 (%2)"), {name(e.message), reason}));
}

void StoryWriter::tellCrash(const Event &e)
{
    const ServiceSpec *service = serviceOf(e.actor);
    const Sentence ing = service ? text(progressiveOf(service->effect))
                                 : say(QT_TRANSLATE_NOOP("RunText", "the side effect"));
    m_crashed.insert(e.actor);
    Sentence what = say(QT_TRANSLATE_NOOP("RunText", "crashes"));
    switch (crashPoint(e)) {
    case CrashFault::Point::AtTime:
        break;
    case CrashFault::Point::BeforeEffect:
        what = say(QT_TRANSLATE_NOOP("RunText", "crashes before %1"), {ing});
        break;
    case CrashFault::Point::AfterEffectBeforeDelete:
        what = say(QT_TRANSLATE_NOOP("RunText", "crashes after %1, before deleting"), {ing});
        break;
    case CrashFault::Point::DuringHeartbeat:
        what = say(QT_TRANSLATE_NOOP("RunText", "crashes during a heartbeat"));
        break;
    case CrashFault::Point::AfterEffectBeforeRecord:
        what = say(QT_TRANSLATE_NOOP("RunText", "crashes after %1, before recording it as done"),
                   {ing});
        break;
    }
    line(e.time, m_events.actorName(e.actor), what);
}

void StoryWriter::tellLambdaFinished(const Event &e)
{
    const std::string &who = m_events.actorName(e.actor);
    const std::uint32_t n = batchMessages(e);
    switch (lambdaOutcome(e)) {
    case LambdaOutcome::Succeeded:
        line(e.time, who, say(QT_TRANSLATE_NOOP("RunText", "finishes the batch")));
        break;
    case LambdaOutcome::PartialFailure:
        line(e.time, who,
             counted(QT_TRANSLATE_NOOP("RunText",
                                       "reports %n failed message; only those return to the queue"),
                     QT_TRANSLATE_NOOP(
                         "RunText", "reports %n failed messages; only those return to the queue"),
                     n));
        break;
    case LambdaOutcome::BatchFailed:
        line(e.time, who,
             withCount(QT_TRANSLATE_NOOP("RunText",
                                         "fails the batch; all %n messages return to the queue"),
                       n));
        break;
    case LambdaOutcome::TimedOut:
        line(
            e.time, who,
            withCount(
                QT_TRANSLATE_NOOP("RunText", "times out; all %n messages return to the queue"), n));
        break;
    }
}

void StoryWriter::tellQueueEvent(const Event &e)
{
    switch (e.kind) {
    case EventKind::MovedToDeadLetterQueue:
        line(e.time, m_events.queueName(e.queue),
             withCount(QT_TRANSLATE_NOOP("RunText", "moves %1 to %2 after %n receives"),
                       m_receipts[e.message],
                       {name(e.message), text(m_events.queueName(deadLetterQueue(e)))}));
        break;
    case EventKind::MessageExpired:
        line(e.time, m_events.queueName(e.queue),
             say(QT_TRANSLATE_NOOP("RunText", "drops %1 (its retention period is over)"),
                 {name(e.message)}));
        break;
    case EventKind::QueuePurged:
        line(e.time, m_events.actorName(e.actor),
             counted(QT_TRANSLATE_NOOP("RunText", "purges %1: %n message gone"),
                     QT_TRANSLATE_NOOP("RunText", "purges %1: %n messages gone"), purgedCount(e),
                     {text(m_events.queueName(e.queue))}));
        break;
    case EventKind::MessageRedriven:
        // An operator's redrive: the message goes back as a new one.
        line(e.time, m_events.queueName(e.queue),
             say(QT_TRANSLATE_NOOP("RunText", "redrives %1 to %2 as %3"),
                 {name(e.message), text(m_events.queueName(redriveDestination(e))),
                  text(messageLabel(redrivenAs(e)))}));
        break;
    default:
        break;
    }
}

} // namespace

std::vector<Sentence> storySentences(const Run &run)
{
    return StoryWriter(run).write();
}

std::vector<std::string> Run::textTimeline() const
{
    std::vector<std::string> lines;
    for (const Sentence &line : storySentences(*this))
        lines.push_back(fillSentence(line));
    return lines;
}

std::string Run::summary() const
{
    return summaryText(*this);
}

} // namespace inflight
