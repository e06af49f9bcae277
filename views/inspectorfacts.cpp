// SPDX-License-Identifier: GPL-3.0-or-later
#include "inspectorfacts.h"

#include "common/format.h"
#include "events.h"
#include "theme.h"

#include <QColor>
#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <functional>
#include <optional>
#include <type_traits>

namespace inflight {

namespace {

/// The inspector's sentences, in the inspector's translation context: declared so that lupdate
/// files them under the context they are looked up in.
struct InspectorText {
    Q_DECLARE_TR_FUNCTIONS(inflight::InspectorView)
};

QString actorName(const EventLog &log, ActorId actor)
{
    return QString::fromStdString(log.actorName(actor));
}

QString queueName(const EventLog &log, QueueIndex queue)
{
    return QString::fromStdString(log.queueName(queue));
}

/// "m3 (ord_7731)": a message with its business key, when it has one.
QString messageName(const RunTimeline &timeline, MessageNumber message)
{
    const MessageTrack *track = timeline.track(message);
    return track && !track->key.empty()
               ? QStringLiteral("%1 (%2)").arg(QString::fromStdString(track->label),
                                               QString::fromStdString(track->key))
               : QString::fromStdString(messageLabel(message));
}

bool isReceive(const Event &e)
{
    return (e.kind == EventKind::MessageReceived && !isAttemptRetry(e)) ||
           e.kind == EventKind::DuplicateDelivered;
}

/// The message's latest receive number before the event `sequence` (0: never received).
std::uint32_t latestReceiptBefore(const EventLog &log, const MessageTrack &track,
                                  std::uint64_t sequence)
{
    std::uint32_t latest = 0;
    for (const std::uint64_t s : track.events) {
        if (s >= sequence)
            break;
        if (isReceive(log[s]))
            latest = std::max(latest, log[s].receipt);
    }
    return latest;
}

/// A list of `count` items, shortened in the middle when long: the first ones tell how it began,
/// the last ones where it is now. Only the items shown are formatted: a poison message may have
/// been received ten thousand times. `format` makes an item's line, or its lines.
template<class Format>
std::vector<FactLine> shortened(std::size_t count, std::size_t head, std::size_t tail,
                                Format format)
{
    std::vector<FactLine> shown;
    auto add = [&](std::size_t i) {
        auto item = format(i);
        if constexpr (std::is_same_v<decltype(item), FactLine>)
            shown.push_back(std::move(item));
        else
            shown.insert(shown.end(), item.begin(), item.end());
    };
    if (count <= head + tail + 1) {
        for (std::size_t i = 0; i < count; ++i)
            add(i);
    } else {
        for (std::size_t i = 0; i < head; ++i)
            add(i);
        shown.push_back(
            {FactText::muted(InspectorText::tr("… %L1 more …").arg(count - head - tail))});
        for (std::size_t i = count - tail; i < count; ++i)
            add(i);
    }
    return shown;
}

// The message's facts, step by step.

struct Receive {
    std::uint32_t receipt;
    TimeMs time;
    ActorId actor;
};

/// What has happened to a message by the playhead: its receives, and its deletes and ignored
/// deletes (log sequences).
struct MessageSoFar {
    std::vector<Receive> receives;
    std::vector<std::uint64_t> deletes;
};

MessageSoFar messageSoFar(const EventLog &log, const MessageTrack &track, TimeMs now)
{
    MessageSoFar soFar;
    for (const std::uint64_t sequence : track.events) {
        const Event &e = log[sequence];
        if (e.time > now)
            break;
        if (isReceive(e))
            soFar.receives.push_back({e.receipt, e.time, e.actor});
        if (e.kind == EventKind::MessageDeleted || e.kind == EventKind::DeleteIgnored)
            soFar.deletes.push_back(sequence);
    }
    return soFar;
}

/// Where the message is at `now` (`span`): not sent yet, waiting in a queue, lent to a worker,
/// or how it ended.
FactText messageState(const EventLog &log, const MessageTrack &track, const PhaseSpan *span,
                      MessageNumber message)
{
    if (!span) {
        const Event &sent = log[track.events.front()];
        return InspectorText::tr("not sent yet: %1 sends it at %2")
            .arg(actorName(log, sent.actor), timeText(track.sentAt));
    }
    const Event &began = log[span->sequence];
    const QString queue = queueName(log, span->queue);
    const QString from = timeText(span->from);
    switch (span->phase) {
    case MessagePhase::Delayed:
        return FactText::sentence(
            InspectorText::tr("%1 in %2 until %3"),
            {FactText::strong(InspectorText::tr("delayed")), queue, timeText(visibleAt(began))});
    case MessagePhase::Visible:
        return began.kind == EventKind::MovedToDeadLetterQueue
                   ? FactText::sentence(
                         InspectorText::tr("%1 %2 since %3"),
                         {FactText::strong(InspectorText::tr("in the dead-letter queue")), queue,
                          from})
                   : FactText::sentence(
                         InspectorText::tr("%1 in %2 since %3: the next receive gets it"),
                         {FactText::strong(InspectorText::tr("visible")), queue, from});
    case MessagePhase::InFlight:
        return FactText::sentence(InspectorText::tr("%1 in %2 since %3, lent to %4 with %5"),
                                  {FactText::strong(InspectorText::tr("in flight")), queue, from,
                                   actorName(log, span->holder),
                                   handleText(message, span->receipt)});
    case MessagePhase::Deleted:
        return FactText::sentence(
            InspectorText::tr("%1 at %2 by %3"),
            {FactText::strong(InspectorText::tr("deleted")), from, actorName(log, began.actor)});
    case MessagePhase::Expired:
        return FactText::sentence(InspectorText::tr("%1 at %2: its retention period was over"),
                                  {FactText::strong(InspectorText::tr("expired")), from});
    case MessagePhase::Purged:
        return FactText::sentence(InspectorText::tr("%1 from %2 at %3"),
                                  {FactText::strong(InspectorText::tr("purged")), queue, from});
    case MessagePhase::Redriven:
        return FactText::sentence(InspectorText::tr("%1 out of %2 at %3"),
                                  {FactText::strong(InspectorText::tr("redriven")), queue, from});
    case MessagePhase::Dropped:
        return FactText::sentence(InspectorText::tr("%1 at %2: its queue %3 was deleted"),
                                  {FactText::strong(InspectorText::tr("gone")), from, queue});
    }
    return {};
}

/// An in-flight message's visibility deadline, and how often ChangeMessageVisibility moved it
/// during this receive.
Fact visibilityDeadline(const RunTimeline &timeline, const MessageTrack &track,
                        const PhaseSpan &span, TimeMs now)
{
    const TimeMs deadline = timeline.deadlineAt(track.message, now);
    int extensions = 0;
    for (const DeadlineChange &change : track.deadlineChanges) {
        if (change.receipt == span.receipt && change.time <= now && change.time >= span.from)
            ++extensions;
    }
    FactLine line{InspectorText::tr("%1, in %2 s: then it is visible again unless it is deleted or "
                                    "extended first")
                      .arg(timeText(deadline), secondsText(deadline - now))};
    if (extensions > 0)
        line.push_back(
            FactText::muted(InspectorText::tr(" (moved %Ln time(s) by ChangeMessageVisibility)",
                                              nullptr, static_cast<int>(extensions))));
    return {InspectorText::tr("Visibility deadline"), {line}};
}

/// What a delete with the receive's handle does now, and why.
FactText handleStatus(const MessageSoFar &soFar, std::size_t i, const PhaseSpan *span,
                      bool staleDeletes)
{
    const Receive &r = soFar.receives[i];
    if (i + 1 < soFar.receives.size()) {
        const QString since = timeText(soFar.receives[i + 1].time);
        return FactText::sentence(
            // AWS: "the message might not be deleted": the engine shows one of the two outcomes.
            staleDeletes
                ? InspectorText::tr("%1 since %2: AWS might or might not delete with it; this "
                                    "scenario's engine deletes (staleHandleDelete: delete)")
                : InspectorText::tr("%1 since %2: here a delete with it deletes nothing (AWS: it "
                                    "might not delete; never rely on either)"),
            {FactText::warning(InspectorText::tr("stale")), since});
    }
    if (span && span->phase == MessagePhase::InFlight && span->receipt == r.receipt)
        return FactText::sentence(
            InspectorText::tr("%1: a delete with it deletes the message, a "
                              "ChangeMessageVisibility with it moves the deadline"),
            {FactText::strong(InspectorText::tr("current"))});
    if (span && phaseIsLive(span->phase))
        return InspectorText::tr(
                   "latest: not in flight any more (since %1), but a delete with it still "
                   "deletes until the next receive")
            .arg(timeText(span->from));
    return InspectorText::tr("latest; the message is %1, so a delete with it deletes nothing")
        .arg(span ? phaseText(span->phase) : InspectorText::tr("gone"));
}

/// Who received the message with the handle, and every delete made with it so far.
FactText handleUse(const EventLog &log, const MessageSoFar &soFar, std::size_t i)
{
    const Receive &r = soFar.receives[i];
    QString used =
        InspectorText::tr("received by %1 at %2").arg(actorName(log, r.actor), timeText(r.time));
    for (const std::uint64_t sequence : soFar.deletes) {
        const Event &e = log[sequence];
        if (e.receipt != r.receipt)
            continue;
        const bool deleted = e.kind == EventKind::MessageDeleted;
        const bool stale = isStaleDelete(e);
        used += InspectorText::tr(" · delete by %1 at %2: %3")
                    .arg(actorName(log, e.actor), timeText(e.time),
                         deleted ? InspectorText::tr("deleted")
                         : stale ? InspectorText::tr("nothing deleted")
                                 : InspectorText::tr("already gone"));
    }
    return FactText::muted(used);
}

/// Receipt handles: one per receive; only the latest one can still delete the message.
Fact receiptHandles(const Run &run, MessageNumber message, const PhaseSpan *span,
                    const MessageSoFar &soFar)
{
    const bool staleDeletes = run.scenario.engine.staleHandleDelete == StaleHandleDelete::Delete;
    if (soFar.receives.empty())
        return {InspectorText::tr("Receipt handles"),
                {{FactText::muted(InspectorText::tr("none yet: nobody has received it"))}}};
    auto handleLines = [&](std::size_t i) {
        const FactText handle = FactText::strong(handleText(message, soFar.receives[i].receipt));
        return std::vector<FactLine>{
            {handle, QStringLiteral(" — "), handleStatus(soFar, i, span, staleDeletes)},
            {handleUse(run.log(), soFar, i)}};
    };
    return {InspectorText::tr("Receipt handles"),
            shortened(soFar.receives.size(), 2, 5, handleLines)};
}

/// The side effects done for the message's business key by now; the second and later ones are
/// duplicates. Nothing for a message without a key.
std::optional<Fact> keySideEffects(const Run &run, MessageNumber message, TimeMs now)
{
    const auto key = run.keyOf(message);
    if (!key)
        return std::nullopt;
    std::vector<std::uint32_t> effects;
    for (const std::uint32_t index : run.ledger.effectsFor(*key)) {
        if (run.ledger.effects()[index].time > now)
            break;
        effects.push_back(index);
    }
    if (effects.empty())
        return Fact{InspectorText::tr("Side effects"),
                    {{FactText::muted(InspectorText::tr("none yet"))}}};
    auto effectLine = [&](std::size_t i) {
        const SideEffectRecord &effect = run.ledger.effects()[effects[i]];
        FactLine line{InspectorText::tr("%1 by %2")
                          .arg(timeText(effect.time), actorName(run.log(), effect.actor))};
        if (i > 0)
            line.insert(line.end(), {QStringLiteral(" "),
                                     FactText::warning(InspectorText::tr("(a duplicate)"))});
        return line;
    };
    return Fact{InspectorText::tr("Side effects"), shortened(effects.size(), 1, 4, effectLine)};
}

/// What the message is, apart from its state: business key, MessageId, who sent it, attributes.
void addIdentity(Facts &facts, const Run &run, const MessageTrack &track)
{
    const EventLog &log = run.log();
    facts.push_back({InspectorText::tr("Business key"),
                     {{track.key.empty() ? FactText::muted(InspectorText::tr("none"))
                                         : FactText(QString::fromStdString(track.key))}}});
    facts.push_back(
        {InspectorText::tr("MessageId"),
         {{FactText::code(QString::fromStdString(run.engine->messageId(track.message)))}}});
    facts.push_back(
        {InspectorText::tr("Sent"),
         {{InspectorText::tr("%1 by %2 to %3")
               .arg(timeText(track.sentAt), actorName(log, log[track.events.front()].actor),
                    queueName(log, track.firstQueue))}}});
    const MessageAttributeMap &attributes = run.engine->messageAttributes(track.message);
    if (attributes.empty())
        return;
    Fact fact{InspectorText::tr("Attributes"), {}};
    for (const auto &[name, value] : attributes) {
        const QString shown = value.binaryValue.empty()
                                  ? QString::fromStdString(value.stringValue)
                                  : InspectorText::tr("%Ln byte(s)", nullptr,
                                                      static_cast<int>(value.binaryValue.size()));
        fact.lines.push_back({FactText::sentence(
            QStringLiteral("%1 %2 = %3"),
            {QString::fromStdString(name),
             FactText::muted(QStringLiteral("(%1)").arg(QString::fromStdString(value.dataType))),
             shown})});
    }
    facts.push_back(std::move(fact));
}

// The worker's facts, step by step.

/// Where the worker is at `now`: down, working (and whether another worker has the same
/// message), or waiting for a message.
Fact workerState(const RunTimeline &timeline, const WorkerTrack &worker, const JobSpan *job,
                 TimeMs now, bool curtain)
{
    const std::pair<TimeMs, TimeMs> *down = nullptr;
    for (const auto &d : worker.down) {
        if (d.first <= now && now < d.second)
            down = &d;
    }
    Fact fact{InspectorText::tr("State at %1").arg(timeText(now)), {}};
    if (down) {
        fact.lines.push_back({FactText::warning(InspectorText::tr("down")),
                              down->second == neverMs
                                  ? InspectorText::tr(": crashed at %1 and never restarts")
                                        .arg(timeText(down->first))
                                  : InspectorText::tr(": crashed at %1, restarts at %2")
                                        .arg(timeText(down->first), timeText(down->second))});
    } else if (job) {
        fact.lines.push_back({FactText::sentence(
            InspectorText::tr("%1 on %2 with %3 since %4, until %5"),
            {FactText::strong(InspectorText::tr("working")), messageName(timeline, job->message),
             handleText(job->message, job->receipt), timeText(job->from), timeText(job->to)})});
        // Not while a question waits: the overlap is often what the question asks about.
        if (job->overlapped && !curtain)
            fact.lines.push_back(
                {FactText::warning(InspectorText::tr("another worker processes the same "
                                                     "message at some point of this job"))});
    } else {
        fact.lines.push_back(
            {FactText::sentence(InspectorText::tr("%1 for a message"),
                                {FactText::strong(InspectorText::tr("waiting"))})});
    }
    return fact;
}

FactText jobOutcome(JobSpan::Outcome outcome)
{
    switch (outcome) {
    case JobSpan::Outcome::Effected:
        return InspectorText::tr("side effect done");
    case JobSpan::Outcome::Skipped:
        return InspectorText::tr("skipped: already done (idempotency)");
    case JobSpan::Outcome::Failed:
        return InspectorText::tr("failed");
    case JobSpan::Outcome::Crashed:
        return FactText::warning(InspectorText::tr("crashed"));
    case JobSpan::Outcome::Deleted:
        return InspectorText::tr("deleted it");
    case JobSpan::Outcome::GaveBack:
        return InspectorText::tr("gave it back");
    case JobSpan::Outcome::Unfinished:
        break;
    }
    return {};
}

/// The jobs that have ended by `now`: how many, how each ended, and the first and last ones.
Fact jobsDone(const RunTimeline &timeline, const WorkerTrack &worker, TimeMs now)
{
    std::vector<const JobSpan *> jobs;
    int effected = 0;
    int skipped = 0;
    int failed = 0;
    int crashed = 0;
    for (const JobSpan &j : worker.jobs) {
        if (j.to > now || j.outcome == JobSpan::Outcome::Unfinished)
            continue;
        jobs.push_back(&j);
        effected += j.outcome == JobSpan::Outcome::Effected ? 1 : 0;
        skipped += j.outcome == JobSpan::Outcome::Skipped ? 1 : 0;
        failed += j.outcome == JobSpan::Outcome::Failed ? 1 : 0;
        crashed += j.outcome == JobSpan::Outcome::Crashed ? 1 : 0;
    }
    QString summary = InspectorText::tr("%L1 finished").arg(jobs.size());
    QStringList counts;
    if (effected)
        counts << InspectorText::tr("%L1 with the side effect").arg(effected);
    if (skipped)
        counts << InspectorText::tr("%L1 skipped").arg(skipped);
    if (failed)
        counts << InspectorText::tr("%L1 failed").arg(failed);
    if (crashed)
        counts << InspectorText::tr("%L1 crashed").arg(crashed);
    if (!counts.isEmpty())
        summary += QStringLiteral(" (") + counts.join(QStringLiteral(", ")) + QLatin1Char(')');
    auto jobLine = [&](std::size_t i) {
        const JobSpan &j = *jobs[i];
        FactLine line{
            FactText::sentence(InspectorText::tr("%1 with %2, %3–%4: %5"),
                               {messageName(timeline, j.message), handleText(j.message, j.receipt),
                                timeText(j.from), secondsText(j.to), jobOutcome(j.outcome)})};
        if (j.overlapped)
            line.insert(line.end(),
                        {QStringLiteral(" "),
                         FactText::warning(InspectorText::tr("(overlapped another worker)"))});
        return line;
    };
    Fact fact{InspectorText::tr("Jobs done"), {{summary}}};
    if (!jobs.empty()) {
        const std::vector<FactLine> shown = shortened(jobs.size(), 1, 4, jobLine);
        fact.lines.insert(fact.lines.end(), shown.begin(), shown.end());
    }
    return fact;
}

/// The worker's marks up to `now`, counted by kind; its deletes and crashes one by one.
struct WorkerTally {
    int receives = 0;
    int emptyReceives = 0;
    int heartbeats = 0;
    TimeMs lastHeartbeat = 0;
    /// Visibility changes after a failed try: the retry's backoff, not a heartbeat.
    int backoffs = 0;
    TimeMs lastBackoff = 0;
    int effects = 0;
    int duplicates = 0;
    std::vector<const WorkerMark *> deletes;
    std::vector<const WorkerMark *> crashes;
};

WorkerTally tallyMarks(const WorkerTrack &worker, TimeMs now)
{
    WorkerTally tally;
    for (const WorkerMark &mark : worker.marks) {
        if (mark.time > now)
            break;
        switch (mark.kind) {
        case WorkerMark::Kind::Receive:
            ++tally.receives;
            break;
        case WorkerMark::Kind::EmptyReceive:
            ++tally.emptyReceives;
            break;
        case WorkerMark::Kind::Heartbeat:
            ++tally.heartbeats;
            tally.lastHeartbeat = mark.time;
            break;
        case WorkerMark::Kind::Backoff:
            ++tally.backoffs;
            tally.lastBackoff = mark.time;
            break;
        case WorkerMark::Kind::Effect:
            ++tally.effects;
            break;
        case WorkerMark::Kind::DuplicateEffect:
            ++tally.effects;
            ++tally.duplicates;
            break;
        case WorkerMark::Kind::Delete:
        case WorkerMark::Kind::StaleDelete:
        case WorkerMark::Kind::DeleteGone:
        case WorkerMark::Kind::DeleteFailed:
            tally.deletes.push_back(&mark);
            break;
        case WorkerMark::Kind::Crash:
            tally.crashes.push_back(&mark);
            break;
        default:
            break;
        }
    }
    return tally;
}

/// The latest receive number when a delete used an older one (0: the handle was the latest). A
/// delete with a stale handle that deleted all the same (the toy's engine knob) is still a stale
/// delete: the latest receive number before it tells.
std::uint32_t staleLatest(const EventLog &log, const RunTimeline &timeline, const WorkerMark &mark)
{
    if (mark.kind == WorkerMark::Kind::StaleDelete)
        return latestReceive(log[mark.sequence]);
    if (mark.kind != WorkerMark::Kind::Delete)
        return 0;
    const MessageTrack *track = timeline.track(mark.message);
    const std::uint32_t latest = track ? latestReceiptBefore(log, *track, mark.sequence) : 0;
    return latest > mark.receipt ? latest : 0;
}

/// The error a refused delete was answered with, as the worker saw it.
QString deleteRefusal(const EventLog &log, const WorkerMark &mark)
{
    const ErrorCode code = callError(log[mark.sequence]);
    // A refused delete of a received message is a FIFO handle past its visibility timeout.
    return code == ErrorCode::InvalidParameterValue
               ? InspectorText::tr("400 InvalidParameterValue (the receipt handle has expired)")
               : QStringLiteral("400 %1").arg(QString::fromLatin1(codeName(code)));
}

/// One delete: when, which message with which handle, and what it did.
FactLine deleteLine(const EventLog &log, const RunTimeline &timeline, const WorkerMark &mark)
{
    const QString what = InspectorText::tr("%1 %2 with %3")
                             .arg(timeText(mark.time), messageName(timeline, mark.message),
                                  handleText(mark.message, mark.receipt));
    const std::uint32_t latest = staleLatest(log, timeline, mark);
    FactText outcome;
    if (mark.kind == WorkerMark::Kind::StaleDelete)
        outcome = FactText::sentence(
            InspectorText::tr(
                "%1 handle (the latest was %2): answered 200 and, in this run, deleted nothing "
                "(AWS allows either)"),
            {FactText::warning(InspectorText::tr("stale")), handleText(mark.message, latest)});
    else if (mark.kind == WorkerMark::Kind::DeleteGone)
        outcome = InspectorText::tr("the message was already gone: nothing to delete");
    else if (mark.kind == WorkerMark::Kind::DeleteFailed)
        outcome = FactText::sentence(
            InspectorText::tr("%1: SQS answered %2, nothing deleted"),
            {FactText::warning(InspectorText::tr("refused")), deleteRefusal(log, mark)});
    else if (latest != 0)
        outcome = FactText::sentence(
            InspectorText::tr(
                "%1 handle (the latest was %2), deleted anyway: this scenario's engine "
                "deletes with stale handles (AWS might not)"),
            {FactText::warning(InspectorText::tr("stale")), handleText(mark.message, latest)});
    else
        outcome = InspectorText::tr("deleted");
    return {FactText::sentence(InspectorText::tr("%1 — %2"), {what, outcome})};
}

/// The worker's deletes by now, those with a stale handle counted first.
Fact deletes(const EventLog &log, const RunTimeline &timeline, const WorkerTally &tally)
{
    if (tally.deletes.empty())
        return {InspectorText::tr("Deletes"), {{FactText::muted(InspectorText::tr("none yet"))}}};
    int staleCount = 0;
    for (const WorkerMark *mark : tally.deletes)
        staleCount += staleLatest(log, timeline, *mark) != 0 ? 1 : 0;
    Fact fact{InspectorText::tr("Deletes"), {}};
    if (staleCount > 0)
        fact.lines.push_back(
            {FactText::warning(InspectorText::tr("%L1 with a stale handle").arg(staleCount))});
    const std::vector<FactLine> shown = shortened(tally.deletes.size(), 1, 5, [&](std::size_t i) {
        return deleteLine(log, timeline, *tally.deletes[i]);
    });
    fact.lines.insert(fact.lines.end(), shown.begin(), shown.end());
    return fact;
}

/// The worker's crashes by now: when, at which point of a job, how long it stayed down.
Fact crashes(const EventLog &log, const WorkerTrack &worker, const WorkerTally &tally, TimeMs now)
{
    if (tally.crashes.empty())
        return {InspectorText::tr("Crashes"), {{FactText::muted(InspectorText::tr("none"))}}};
    auto crashLine = [&](std::size_t i) {
        // Where in the job it crashed, each as a whole sentence with the time in it.
        static const char *const points[] = {
            nullptr, QT_TRANSLATE_NOOP("inflight::InspectorView", "%1 before the side effect"),
            QT_TRANSLATE_NOOP("inflight::InspectorView",
                              "%1 after the side effect, before the delete"),
            QT_TRANSLATE_NOOP("inflight::InspectorView", "%1 during a heartbeat"),
            QT_TRANSLATE_NOOP("inflight::InspectorView",
                              "%1 after the side effect, before its done record")};
        const WorkerMark &mark = *tally.crashes[i];
        const char *point = points[static_cast<int>(crashPoint(log[mark.sequence])) % 5];
        QString text =
            point ? InspectorText::tr(point).arg(timeText(mark.time)) : timeText(mark.time);
        for (const auto &d : worker.down) {
            if (d.first != mark.time)
                continue;
            text += d.second == neverMs
                        ? InspectorText::tr(", never restarted")
                        : InspectorText::tr(", down until %1 (%2 s)")
                              .arg(timeText(d.second), secondsText(d.second - d.first));
        }
        return FactLine{text};
    };
    TimeMs downMs = 0;
    for (const auto &d : worker.down) {
        if (d.first < now)
            downMs += std::min(d.second, now) - d.first;
    }
    Fact fact{InspectorText::tr("Crashes"), shortened(tally.crashes.size(), 1, 4, crashLine)};
    fact.lines.push_back({InspectorText::tr("down %1 s in all so far").arg(secondsText(downMs))});
    return fact;
}

/// The worker's receives, heartbeats and side effects by now.
void addWorkerCounts(Facts &facts, const WorkerTally &tally)
{
    facts.push_back(
        {InspectorText::tr("Receives"),
         {{InspectorText::tr("%Ln message(s) received", nullptr, static_cast<int>(tally.receives)),
           FactText::muted(InspectorText::tr(", %Ln empty receive(s)", nullptr,
                                             static_cast<int>(tally.emptyReceives)))}}});
    facts.push_back(
        {InspectorText::tr("Heartbeats sent"),
         {{tally.heartbeats == 0
               ? FactText::muted(InspectorText::tr("none"))
               : FactText(InspectorText::tr("%L1 (ChangeMessageVisibility), the last at %2")
                              .arg(tally.heartbeats)
                              .arg(timeText(tally.lastHeartbeat)))}}});
    if (tally.backoffs > 0)
        facts.push_back(
            {InspectorText::tr("Retries spaced"),
             {{InspectorText::tr("%L1 (ChangeMessageVisibility after a failure), the last at %2")
                   .arg(tally.backoffs)
                   .arg(timeText(tally.lastBackoff))}}});
}

/// The side effects the worker did by now, the duplicates among them in warning colour.
Fact workerSideEffects(const WorkerTally &tally)
{
    if (tally.effects == 0)
        return {InspectorText::tr("Side effects"),
                {{FactText::muted(InspectorText::tr("none yet"))}}};
    if (tally.duplicates == 0)
        return {InspectorText::tr("Side effects"), {{QLocale().toString(tally.effects)}}};
    return {InspectorText::tr("Side effects"),
            {{FactText::sentence(
                InspectorText::tr("%1, %2"),
                {QLocale().toString(tally.effects),
                 FactText::warning(InspectorText::tr("%L1 a duplicate").arg(tally.duplicates))})}}};
}

// Rich text.

/// Fills the placeholders %1 to %99 of an escaped sentence with the rendered arguments, all at
/// once: an argument that itself holds "%2" (a business key, say) stays as it is.
QString fillPlaceholders(const QString &pattern, const QStringList &args)
{
    QString filled;
    filled.reserve(pattern.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        qsizetype end = i + 1;
        int number = 0;
        while (pattern.at(i) == QLatin1Char('%') && end < pattern.size() && end - i <= 2 &&
               pattern.at(end).isDigit()) {
            number = number * 10 + pattern.at(end).digitValue();
            ++end;
        }
        if (number >= 1 && number <= args.size()) {
            filled += args.at(number - 1);
            i = end - 1;
        } else {
            filled += pattern.at(i);
        }
    }
    return filled;
}

QString html(const FactLine &line)
{
    QString text;
    for (const FactText &piece : line)
        text += factTextHtml(piece);
    return text;
}

/// A label and value row of the facts table.
QString rowHtml(const Fact &fact)
{
    QStringList lines;
    for (const FactLine &line : fact.lines)
        lines << html(line);
    // Labels stay on one line and the values take the rest of the width.
    return QStringLiteral(
               "<tr><td valign=\"top\" style=\"padding-right:12px; color:%1; "
               "white-space:nowrap\">%2</td><td valign=\"top\" width=\"100%\">%3</td></tr>")
        .arg(Theme::instance().palette().mutedText.name(), fact.label.toHtmlEscaped(),
             lines.join(QStringLiteral("<br>")));
}

} // namespace

QString factTextHtml(const FactText &piece)
{
    QString text = piece.text.toHtmlEscaped();
    if (!piece.args.empty()) {
        QStringList args;
        for (const FactText &arg : piece.args)
            args << factTextHtml(arg);
        text = fillPlaceholders(text, args);
    }
    switch (piece.style) {
    case FactText::Style::Plain:
        return text;
    case FactText::Style::Strong:
        return QStringLiteral("<b>%1</b>").arg(text);
    case FactText::Style::Muted:
        return QStringLiteral("<span style=\"color:%1;\">%2</span>")
            .arg(Theme::instance().palette().mutedText.name(), text);
    case FactText::Style::Warning:
        return QStringLiteral("<span style=\"color:%1; font-weight:600\">%2</span>")
            .arg(Theme::instance().palette().warningText.name(), text);
    case FactText::Style::Code:
        return QStringLiteral("<tt>%1</tt>").arg(text);
    }
    return text;
}

QString factLinePlain(const FactLine &line)
{
    // The same filling as factTextHtml's, without escaping or styles.
    const std::function<QString(const FactText &)> plain = [&plain](const FactText &piece) {
        if (piece.args.empty())
            return piece.text;
        QStringList args;
        for (const FactText &arg : piece.args)
            args << plain(arg);
        return fillPlaceholders(piece.text, args);
    };
    QString text;
    for (const FactText &piece : line)
        text += plain(piece);
    return text;
}

QString factsHtml(const Facts &facts)
{
    if (facts.empty())
        return {};
    QString rows;
    for (const Fact &fact : facts)
        rows += rowHtml(fact);
    return QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">%1</table>").arg(rows);
}

QString timeText(TimeMs time)
{
    return QStringLiteral("t=") + secondsText(time);
}

Facts messageFacts(const Run &run, const RunTimeline &timeline, MessageNumber message, TimeMs now)
{
    const MessageTrack *track = timeline.track(message);
    if (!track)
        return {};
    const MessageSoFar soFar = messageSoFar(run.log(), *track, now);
    const PhaseSpan *span = timeline.spanAt(message, now);
    Facts facts;
    facts.push_back({InspectorText::tr("State at %1").arg(timeText(now)),
                     {{messageState(run.log(), *track, span, message)}}});
    if (span && span->phase == MessagePhase::InFlight)
        facts.push_back(visibilityDeadline(timeline, *track, *span, now));
    facts.push_back({InspectorText::tr("Receive count"),
                     {{FactText::sentence(
                         InspectorText::tr("%1 so far %2"),
                         {QLocale().toString(static_cast<qulonglong>(soFar.receives.size())),
                          FactText::muted(InspectorText::tr("(ApproximateReceiveCount)"))})}}});
    facts.push_back(receiptHandles(run, message, span, soFar));
    if (auto effects = keySideEffects(run, message, now))
        facts.push_back(std::move(*effects));
    addIdentity(facts, run, *track);
    return facts;
}

Facts workerFacts(const Run &run, const RunTimeline &timeline, ActorId actor, TimeMs now,
                  bool curtain)
{
    const WorkerTrack *worker = timeline.worker(actor);
    if (!worker)
        return {};
    // The job the worker is doing at the playhead, if any.
    const JobSpan *job = nullptr;
    for (const JobSpan &j : worker->jobs) {
        if (j.from <= now && now < j.to)
            job = &j;
    }
    Facts facts;
    facts.push_back(workerState(timeline, *worker, job, now, curtain));
    facts.push_back({InspectorText::tr("Current job"),
                     {{job ? FactText(InspectorText::tr("%1 with %2")
                                          .arg(messageName(timeline, job->message),
                                               handleText(job->message, job->receipt)))
                           : FactText::muted(InspectorText::tr("none"))}}});
    facts.push_back(jobsDone(timeline, *worker, now));
    const WorkerTally tally = tallyMarks(*worker, now);
    addWorkerCounts(facts, tally);
    facts.push_back(deletes(run.log(), timeline, tally));
    facts.push_back(workerSideEffects(tally));
    facts.push_back(crashes(run.log(), *worker, tally, now));
    return facts;
}

} // namespace inflight
