// SPDX-License-Identifier: GPL-3.0-or-later
#include "run.h"

#include "consumerinstance.h"
#include "events.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <set>

namespace inflight {

namespace {
constexpr std::uint32_t noKey = std::numeric_limits<std::uint32_t>::max();

std::string timesWord(std::uint32_t n)
{
    if (n == 1)
        return "once";
    if (n == 2)
        return "twice";
    return std::to_string(n) + " times";
}

std::string padRight(std::string text, std::size_t width)
{
    if (text.size() < width)
        text.append(width - text.size(), ' ');
    return text;
}

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

std::uint32_t Ledger::addKey(const std::string &key)
{
    const auto index = static_cast<std::uint32_t>(m_keys.size());
    m_keys.push_back(key);
    m_effectCounts.push_back(0);
    m_index.emplace(key, index);
    return index;
}

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

std::string Run::consumerEffectPast(std::uint32_t key) const
{
    // The service of whoever consumes the queue the key's first message was sent to: with
    // several services, "never filed" is wrong for a payment.
    const std::string *service = nullptr;
    if (scenario.services.size() > 1) {
        const auto first = std::find(keyOfMessage.begin(), keyOfMessage.end(), key);
        if (first != keyOfMessage.end()) {
            const MessageNumber message = static_cast<MessageNumber>(first - keyOfMessage.begin());
            const std::string &queue = log().queueName(engine->messageQueue(message));
            for (const WorkerSpec &w : scenario.workers) {
                if (!service && w.queue == queue)
                    service = &w.service;
            }
            for (const LambdaSpec &l : scenario.lambdas) {
                if (!service && l.queue == queue)
                    service = &l.service;
            }
        }
    }
    for (const ServiceSpec &s : scenario.services) {
        if (!service || s.name == *service)
            return s.effectPast;
    }
    return "effected";
}

std::string Run::describeKey(std::uint32_t key) const
{
    const std::vector<std::uint32_t> effects = ledger.effectsFor(key);
    std::string past = "effected";
    if (!effects.empty() && ledger.effects()[effects.front()].service >= 0)
        past =
            scenario.services[static_cast<std::size_t>(ledger.effects()[effects.front()].service)]
                .effectPast;
    else if (effects.empty())
        past = consumerEffectPast(key);
    std::string text = ledger.key(key) + " ";
    if (effects.empty())
        return text + "never " + past;
    text += past + " " + timesWord(static_cast<std::uint32_t>(effects.size())) + " (";
    // Long lists (a message effected every 30 s for days) show their start and how many more.
    const std::size_t shown = effects.size() > 8 ? 6 : effects.size();
    for (std::size_t i = 0; i < shown; ++i) {
        const SideEffectRecord &e = ledger.effects()[effects[i]];
        if (i > 0)
            text += ", ";
        text += "t=" + formatSeconds(e.time) + " by " + log().actorName(e.actor);
    }
    if (shown < effects.size())
        text += ", ... and " + std::to_string(effects.size() - shown) +
                " more, the last at t=" + formatSeconds(ledger.effects()[effects.back()].time);
    return text + ")";
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

namespace {

/// "charges the card" -> "charging the card": an effect's verb in its -ing form, for "crashes
/// before charging the card".
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

/// Writes Run::textTimeline: walks the log once, telling each event a consumer would see in one
/// line, one step per kind of event.
class TextTimelineWriter {
public:
    explicit TextTimelineWriter(const Run &run);
    std::vector<std::string> write();

private:
    /// "the message" when the run has one, else "m3 (ord_3)".
    std::string name(MessageNumber m) const;
    /// The message's business key, or its label when it has none.
    std::string keyText(MessageNumber m) const;
    /// The downstream service of the consumer that `actor` is an instance of, or nullptr.
    const ServiceSpec *serviceOf(ActorId actor) const;
    void line(TimeMs time, const std::string &who, const std::string &what);
    /// The index of a delete by `actor` directly after event `i` at the same instant, else 0.
    std::uint64_t followingDelete(std::uint64_t i, ActorId actor) const;

    /// Tells one receive (every message it returned, in one line); returns the index of the
    /// receive's last event.
    std::uint64_t tellReceive(std::uint64_t i, bool consumer);
    void tellVisibilityChange(const Event &e);
    void tellEffect(std::uint64_t i);
    void tellDelete(std::uint64_t i);
    /// ": SQS refuses it (...)": the error a refused delete call was answered with.
    std::string refusal(std::uint64_t call) const;
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
    std::vector<std::string> m_lines;
};

TextTimelineWriter::TextTimelineWriter(const Run &run)
    : m_run(run), m_events(run.log()), m_receipts(run.engine->messageCount() + 1, 0)
{
    for (const ConsumerInstance &consumer : consumerInstances(run.scenario))
        m_consumers.insert(run.engine->actor(consumer.name));
    std::uint64_t sent = 0;
    for (std::uint64_t i = 0; i < m_events.size(); ++i)
        sent += m_events[i].kind == EventKind::MessageSent ? 1 : 0;
    m_single = sent == 1;
}

std::string TextTimelineWriter::name(MessageNumber m) const
{
    if (m_single)
        return std::string("the message");
    const auto key = m_run.keyOf(m);
    return key ? messageLabel(m) + " (" + m_run.ledger.key(*key) + ")" : messageLabel(m);
}

std::string TextTimelineWriter::keyText(MessageNumber m) const
{
    const auto key = m_run.keyOf(m);
    return key ? m_run.ledger.key(*key) : messageLabel(m);
}

const ServiceSpec *TextTimelineWriter::serviceOf(ActorId actor) const
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

void TextTimelineWriter::line(TimeMs time, const std::string &who, const std::string &what)
{
    m_lines.push_back("t=" + padRight(formatSeconds(time), 3) + " " + who + " " + what);
}

std::uint64_t TextTimelineWriter::followingDelete(std::uint64_t i, ActorId actor) const
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

std::vector<std::string> TextTimelineWriter::write()
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
            line(e.time, m_events.actorName(e.actor), "restarts");
            break;
        case EventKind::LambdaInvoked:
            line(e.time, m_events.actorName(e.actor),
                 "invokes the function with " + std::to_string(batchMessages(e)) +
                     (batchMessages(e) == 1 ? " message" : " messages"));
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

std::uint64_t TextTimelineWriter::tellReceive(std::uint64_t i, bool consumer)
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
    std::string what;
    if (group.size() == 1) {
        what = "receives " + name(e.message);
    } else {
        what = "receives " + std::to_string(group.size()) + " messages";
        if (group.size() <= 5) {
            what += ": ";
            for (std::size_t k = 0; k < group.size(); ++k)
                what += (k ? ", " : "") + name(m_events[group[k]].message);
        }
    }
    if (e.kind == EventKind::DuplicateDelivered)
        what += " (a duplicate delivery)";
    if (m_crashed.count(e.actor))
        what = "(crashed) " + what +
               " through its abandoned long poll; nobody processes it before it times out";
    line(e.time, m_events.actorName(e.actor), what);
    return i;
}

void TextTimelineWriter::tellVisibilityChange(const Event &e)
{
    const TimeMs deadline = hiddenUntil(e);
    if (isRetryBackoff(e) && deadline > e.time)
        line(e.time, m_events.actorName(e.actor),
             "backs off: " + name(e.message) + " comes back at t=" + formatSeconds(deadline));
    else
        line(e.time, m_events.actorName(e.actor),
             deadline == e.time ? "makes " + name(e.message) + " visible again"
                                : "extends visibility to t=" + formatSeconds(deadline));
}

void TextTimelineWriter::tellEffect(std::uint64_t i)
{
    const Event &e = m_events[i];
    const ServiceSpec *service = serviceOf(e.actor);
    std::string what;
    if (e.kind == EventKind::SideEffect) {
        what = service ? service->effect : std::string("performs the side effect");
        if (!m_single)
            what += " for " + keyText(e.message);
    } else {
        what = "finds " + keyText(e.message) + " already " +
               (service ? service->effectPast : std::string("done")) +
               (byProviderKey(e) ? " (the provider's idempotency key)" : "");
    }
    if (const std::uint64_t d = followingDelete(i, e.actor)) {
        m_toldDeletes.insert(d);
        what += callError(m_events[d]) == ErrorCode::None ? " and deletes"
                                                          : " and tries to delete" + refusal(d);
    }
    line(e.time, m_events.actorName(e.actor), what);
}

void TextTimelineWriter::tellDelete(std::uint64_t i)
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
            line(e.time, m_events.actorName(e.actor),
                 "tries to delete " + (m != noMessage ? name(m) : std::string("a message")) +
                     refusal(i));
            return;
        }
        line(e.time, m_events.actorName(e.actor),
             "deletes " + (m != noMessage ? name(m) : std::string("a message")));
    } else if (action == Action::DeleteMessageBatch) {
        line(e.time, m_events.actorName(e.actor),
             "deletes " + std::to_string(callCount(e)) + " messages in a batch");
    }
}

std::string TextTimelineWriter::refusal(std::uint64_t call) const
{
    const ErrorCode code = callError(m_events[call]);
    // The only refusal a delete of a received message meets is a FIFO handle past its loan.
    return std::string(": SQS refuses it (") + codeName(code) +
           (code == ErrorCode::InvalidParameterValue ? ", the receipt handle has expired)" : ")");
}

void TextTimelineWriter::tellJobFailure(const Event &e)
{
    const ServiceSpec *service = serviceOf(e.actor);
    const std::string serviceName = service ? service->name : std::string("the service");
    std::string reason;
    switch (jobFailure(e)) {
    case JobFailure::ProcessingError:
        reason = "processing error";
        break;
    case JobFailure::ServiceOutage:
        reason = serviceName + " is down";
        break;
    case JobFailure::ServiceError:
        reason = serviceName + " returned an error";
        break;
    case JobFailure::FunctionTimeout:
        reason = "the function timed out";
        break;
    case JobFailure::Throttled:
        reason = "throttled: the function is at its reserved concurrency; ";
        reason.append(throttleLetsGo(e) ? "its loan ends at t=" : "retried at t=")
            .append(formatSeconds(throttleNextAt(e)));
        break;
    }
    line(e.time, m_events.actorName(e.actor), "fails on " + name(e.message) + " (" + reason + ")");
}

void TextTimelineWriter::tellCrash(const Event &e)
{
    const ServiceSpec *service = serviceOf(e.actor);
    const std::string ing =
        progressiveOf(service ? service->effect : std::string("the side effect"));
    m_crashed.insert(e.actor);
    std::string what = "crashes";
    switch (crashPoint(e)) {
    case CrashFault::Point::AtTime:
        break;
    case CrashFault::Point::BeforeEffect:
        what += " before " + ing;
        break;
    case CrashFault::Point::AfterEffectBeforeDelete:
        what += " after " + ing + ", before deleting";
        break;
    case CrashFault::Point::DuringHeartbeat:
        what += " during a heartbeat";
        break;
    case CrashFault::Point::AfterEffectBeforeRecord:
        what += " after " + ing + ", before recording it as done";
        break;
    }
    line(e.time, m_events.actorName(e.actor), what);
}

void TextTimelineWriter::tellLambdaFinished(const Event &e)
{
    const std::string &who = m_events.actorName(e.actor);
    switch (lambdaOutcome(e)) {
    case LambdaOutcome::Succeeded:
        line(e.time, who, "finishes the batch");
        break;
    case LambdaOutcome::PartialFailure:
        line(e.time, who,
             "reports " + std::to_string(batchMessages(e)) + " failed " +
                 (batchMessages(e) == 1 ? "message" : "messages") +
                 "; only those return to the queue");
        break;
    case LambdaOutcome::BatchFailed:
        line(e.time, who,
             "fails the batch; all " + std::to_string(batchMessages(e)) +
                 " messages return to the queue");
        break;
    case LambdaOutcome::TimedOut:
        line(e.time, who,
             "times out; all " + std::to_string(batchMessages(e)) +
                 " messages return to the queue");
        break;
    }
}

void TextTimelineWriter::tellQueueEvent(const Event &e)
{
    switch (e.kind) {
    case EventKind::MovedToDeadLetterQueue:
        line(e.time, m_events.queueName(e.queue),
             "moves " + name(e.message) + " to " + m_events.queueName(deadLetterQueue(e)) +
                 " after " + std::to_string(m_receipts[e.message]) + " receives");
        break;
    case EventKind::MessageExpired:
        line(e.time, m_events.queueName(e.queue),
             "drops " + name(e.message) + " (its retention period is over)");
        break;
    case EventKind::QueuePurged:
        line(e.time, m_events.actorName(e.actor),
             "purges " + m_events.queueName(e.queue) + ": " + std::to_string(purgedCount(e)) +
                 (purgedCount(e) == 1 ? " message" : " messages") + " gone");
        break;
    case EventKind::MessageRedriven:
        // An operator's redrive: the message goes back as a new one.
        line(e.time, m_events.queueName(e.queue),
             "redrives " + name(e.message) + " to " + m_events.queueName(redriveDestination(e)) +
                 " as " + messageLabel(redrivenAs(e)));
        break;
    default:
        break;
    }
}

} // namespace

std::vector<std::string> Run::textTimeline() const
{
    return TextTimelineWriter(*this).write();
}

std::string Run::summary() const
{
    std::string out;
    char buffer[256];
    if (!problems.empty()) {
        out += "The scenario did not run:\n";
        for (const std::string &p : problems)
            out += "  " + p + "\n";
        return out;
    }
    out += "Run of \"" + (scenario.title.empty() ? scenario.name : scenario.title) +
           "\" with seed " + std::to_string(seed) + ", to t=" + formatSeconds(endMs) + "\n\n";
    out += "Side effects per key\n";
    const std::uint32_t keys = ledger.keyCount();
    const bool all = keys <= 20;
    std::uint32_t shown = 0;
    for (std::uint32_t k = 0; k < keys; ++k) {
        if (!all && ledger.effectCount(k) == 1)
            continue;
        if (shown == 20) {
            out += "  ...\n";
            break;
        }
        out += "  " + describeKey(k) + "\n";
        ++shown;
    }
    if (!all && shown == 0)
        out += "  every key effected exactly once\n";
    const RunMetrics &m = metrics;
    auto row = [&](const char *label, const std::string &value) {
        out += padRight(label, 22) + value + "\n";
    };
    out += "\n";
    row("Messages sent", std::to_string(m.messagesSent));
    row("Keys effected", std::to_string(m.keysEffected) + " of " + std::to_string(m.keys));
    row("Duplicate effects",
        std::to_string(m.duplicateEffects) + " (" + std::to_string(m.keysEffectedMoreThanOnce) +
            (m.keysEffectedMoreThanOnce == 1 ? " key" : " keys") + " effected more than once)");
    row("Lost", std::to_string(m.lost) + " (never effected and in no queue)");
    row("Dead-letter arrivals", std::to_string(m.deadLetterArrivals));
    row("Receives",
        std::to_string(m.receives) + " (" + std::to_string(m.emptyReceives) + " empty)");
    row("API calls", std::to_string(m.apiCalls));
    std::snprintf(buffer, sizeof buffer,
                  "%llu (at list price $%.7f; the first million requests a month are free)",
                  static_cast<unsigned long long>(m.billedRequests), m.costUsd);
    row("Billed requests", buffer);
    if (m.keysEffected > 0)
        row("Send to first effect", "p50 " + formatSeconds(m.sendToEffect.p50) + " s, p90 " +
                                        formatSeconds(m.sendToEffect.p90) + " s, p99 " +
                                        formatSeconds(m.sendToEffect.p99) + " s, max " +
                                        formatSeconds(m.sendToEffect.max) + " s");
    return out;
}

} // namespace inflight
