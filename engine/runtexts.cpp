// SPDX-License-Identifier: GPL-3.0-or-later
#include "runtexts.h"

#include "consumerinstance.h"
#include "events.h"

#include <QtGlobal>

#include <algorithm>
#include <cstdio>
#include <set>

namespace inflight {

namespace {

constexpr const char *context = "RunText";

Sentence say(const char *source, std::vector<Sentence> args = {})
{
    return Sentence::say(context, source, std::move(args));
}

/// A sentence with a count (%n): `one` for one, `many` for any other number, so that the English
/// filled as written reads right; a translation gives "%n" its plural forms.
Sentence counted(const char *one, const char *many, std::uint64_t n,
                 std::vector<Sentence> args = {})
{
    Sentence s = say(n == 1 ? one : many, std::move(args));
    s.count = static_cast<int>(n);
    return s;
}

/// A sentence with a count (%n) whose English says the plural whatever the number ("after 1
/// receives"); a translation may give it its plural forms.
Sentence withCount(const char *source, std::uint64_t n, std::vector<Sentence> args = {})
{
    Sentence s = say(source, std::move(args));
    s.count = static_cast<int>(n);
    return s;
}

Sentence text(std::string literal)
{
    return Sentence::text(std::move(literal));
}

Sentence number(std::uint64_t n)
{
    return text(std::to_string(n));
}

Sentence seconds(TimeMs time)
{
    return text(formatSeconds(time));
}

std::string padRight(std::string text, std::size_t width)
{
    if (text.size() < width)
        text.append(width - text.size(), ' ');
    return text;
}

/// "once", "twice", "3 times".
Sentence timesWord(std::uint32_t n)
{
    if (n == 1)
        return say(QT_TRANSLATE_NOOP("RunText", "once"));
    if (n == 2)
        return say(QT_TRANSLATE_NOOP("RunText", "twice"));
    return withCount(QT_TRANSLATE_NOOP("RunText", "%n times"), n);
}

/// "a, b, c": the parts of a list in order.
Sentence listOf(std::vector<Sentence> parts)
{
    Sentence list = parts.empty() ? text({}) : std::move(parts.front());
    for (std::size_t i = 1; i < parts.size(); ++i)
        list = say(QT_TRANSLATE_NOOP("RunText", "%1, %2"), {std::move(list), std::move(parts[i])});
    return list;
}

} // namespace

Sentence consumerEffectPast(const Run &run, std::uint32_t key)
{
    // The service of whoever consumes the queue the key's first message was sent to: with
    // several services, "never filed" is wrong for a payment.
    const Scenario &scenario = run.scenario;
    const std::string *service = nullptr;
    if (scenario.services.size() > 1) {
        const auto first = std::find(run.keyOfMessage.begin(), run.keyOfMessage.end(), key);
        if (first != run.keyOfMessage.end()) {
            const MessageNumber message =
                static_cast<MessageNumber>(first - run.keyOfMessage.begin());
            const std::string &queue = run.log().queueName(run.engine->messageQueue(message));
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
            return text(s.effectPast);
    }
    return say(QT_TRANSLATE_NOOP("RunText", "effected"));
}

Sentence keySentence(const Run &run, std::uint32_t key)
{
    const Ledger &ledger = run.ledger;
    const std::vector<std::uint32_t> effects = ledger.effectsFor(key);
    Sentence past = say(QT_TRANSLATE_NOOP("RunText", "effected"));
    if (!effects.empty() && ledger.effects()[effects.front()].service >= 0)
        past =
            text(run.scenario
                     .services[static_cast<std::size_t>(ledger.effects()[effects.front()].service)]
                     .effectPast);
    else if (effects.empty())
        past = consumerEffectPast(run, key);
    const Sentence name = text(ledger.key(key));
    if (effects.empty())
        return say(QT_TRANSLATE_NOOP("RunText", "%1 never %2"), {name, past});
    // Long lists (a message effected every 30 s for days) show their start and how many more.
    const std::size_t shown = effects.size() > 8 ? 6 : effects.size();
    std::vector<Sentence> when;
    for (std::size_t i = 0; i < shown; ++i) {
        const SideEffectRecord &e = ledger.effects()[effects[i]];
        when.push_back(say(QT_TRANSLATE_NOOP("RunText", "t=%1 by %2"),
                           {seconds(e.time), text(run.log().actorName(e.actor))}));
    }
    Sentence list = listOf(std::move(when));
    if (shown < effects.size())
        list = say(
            QT_TRANSLATE_NOOP("RunText", "%1, ... and %2 more, the last at t=%3"),
            {list, number(effects.size() - shown), seconds(ledger.effects()[effects.back()].time)});
    return say(QT_TRANSLATE_NOOP("RunText", "%1 %2 %3 (%4)"),
               {name, past, timesWord(static_cast<std::uint32_t>(effects.size())), list});
}

namespace {

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

std::vector<SummaryRow> summaryRows(const RunMetrics &m)
{
    std::vector<SummaryRow> rows;
    auto row = [&](const char *label, Sentence value) {
        rows.push_back({say(label), std::move(value)});
    };
    row(QT_TRANSLATE_NOOP("RunText", "Messages sent"), number(m.messagesSent));
    row(QT_TRANSLATE_NOOP("RunText", "Keys effected"),
        say(QT_TRANSLATE_NOOP("RunText", "%1 of %2"), {number(m.keysEffected), number(m.keys)}));
    row(QT_TRANSLATE_NOOP("RunText", "Duplicate effects"),
        counted(QT_TRANSLATE_NOOP("RunText", "%1 (%n key effected more than once)"),
                QT_TRANSLATE_NOOP("RunText", "%1 (%n keys effected more than once)"),
                m.keysEffectedMoreThanOnce, {number(m.duplicateEffects)}));
    row(QT_TRANSLATE_NOOP("RunText", "Lost"),
        say(QT_TRANSLATE_NOOP("RunText", "%1 (never effected and in no queue)"), {number(m.lost)}));
    row(QT_TRANSLATE_NOOP("RunText", "Dead-letter arrivals"), number(m.deadLetterArrivals));
    row(QT_TRANSLATE_NOOP("RunText", "Receives"),
        say(QT_TRANSLATE_NOOP("RunText", "%1 (%2 empty)"),
            {number(m.receives), number(m.emptyReceives)}));
    row(QT_TRANSLATE_NOOP("RunText", "API calls"), number(m.apiCalls));
    char dollars[64];
    std::snprintf(dollars, sizeof dollars, "$%.7f", m.costUsd);
    row(QT_TRANSLATE_NOOP("RunText", "Billed requests"),
        say(QT_TRANSLATE_NOOP("RunText",
                              "%1 (at list price %2; the first million requests a month are free)"),
            {number(m.billedRequests), text(dollars)}));
    if (m.keysEffected > 0)
        row(QT_TRANSLATE_NOOP("RunText", "Send to first effect"),
            say(QT_TRANSLATE_NOOP("RunText", "p50 %1 s, p90 %2 s, p99 %3 s, max %4 s"),
                {seconds(m.sendToEffect.p50), seconds(m.sendToEffect.p90),
                 seconds(m.sendToEffect.p99), seconds(m.sendToEffect.max)}));
    return rows;
}

std::string summaryText(const Run &run, Translator translate)
{
    const auto fill = [translate](const Sentence &sentence) {
        return fillSentence(sentence, translate);
    };
    std::string out;
    if (!run.problems.empty()) {
        out += fill(say(QT_TRANSLATE_NOOP("RunText", "The scenario did not run:"))) + "\n";
        for (const std::string &p : run.problems)
            out += "  " + p + "\n";
        return out;
    }
    const Scenario &scenario = run.scenario;
    out += fill(say(QT_TRANSLATE_NOOP("RunText", "Run of \"%1\" with seed %2, to t=%3"),
                    {text(scenario.title.empty() ? scenario.name : scenario.title),
                     number(run.seed), seconds(run.endMs)})) +
           "\n\n";
    out += fill(say(QT_TRANSLATE_NOOP("RunText", "Side effects per key"))) + "\n";
    const Ledger &ledger = run.ledger;
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
        out += "  " + fill(keySentence(run, k)) + "\n";
        ++shown;
    }
    if (!all && shown == 0)
        out += "  " + fill(say(QT_TRANSLATE_NOOP("RunText", "every key effected exactly once"))) +
               "\n";
    out += "\n";
    // The labels in a column 22 characters wide, the values after them.
    for (const SummaryRow &row : summaryRows(run.metrics))
        out += padRight(fill(row.label), 22) + fill(row.value) + "\n";
    return out;
}

} // namespace inflight
