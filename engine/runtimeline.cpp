// SPDX-License-Identifier: GPL-3.0-or-later
#include "runtimeline.h"

#include <algorithm>
#include <limits>

namespace inflight {

namespace {
constexpr std::uint32_t noTrack = std::numeric_limits<std::uint32_t>::max();
} // namespace

const char *phaseName(MessagePhase phase)
{
    switch (phase) {
    case MessagePhase::Delayed:
        return "delayed";
    case MessagePhase::Visible:
        return "visible";
    case MessagePhase::InFlight:
        return "in flight";
    case MessagePhase::Deleted:
        return "deleted";
    case MessagePhase::Expired:
        return "expired";
    case MessagePhase::Purged:
        return "purged";
    case MessagePhase::Redriven:
        return "redriven";
    case MessagePhase::Dropped:
        return "dropped";
    }
    return "";
}

RunTimeline::RunTimeline(const Run &run) : m_run(&run)
{
    build();
}

void RunTimeline::build()
{
    const EventLog &log = m_run->log();
    m_end = m_run->endMs;
    if (!log.empty())
        m_end = std::max(m_end, log[log.size() - 1].time);

    std::vector<std::uint32_t> workerOfActor;
    auto workerFor = [&](ActorId actor) -> WorkerTrack & {
        if (workerOfActor.size() <= actor)
            workerOfActor.resize(actor + 1, noTrack);
        if (workerOfActor[actor] == noTrack) {
            workerOfActor[actor] = static_cast<std::uint32_t>(m_workers.size());
            m_workers.push_back(WorkerTrack{actor, log.actorName(actor), {}, {}, {}});
        }
        return m_workers[workerOfActor[actor]];
    };
    auto isConsumer = [&](ActorId actor) {
        return actor != engineActor;
    };
    auto trackFor = [&](MessageNumber message) -> MessageTrack * {
        if (message >= m_trackOfMessage.size() || m_trackOfMessage[message] == noTrack)
            return nullptr;
        return &m_messages[m_trackOfMessage[message]];
    };
    auto open = [&](MessageTrack &t, const Event &e, std::uint64_t seq, MessagePhase phase,
                    QueueIndex queue) -> PhaseSpan & {
        if (!t.spans.empty() && t.spans.back().to == neverMs)
            t.spans.back().to = e.time;
        PhaseSpan span;
        span.from = e.time;
        span.phase = phase;
        span.queue = queue;
        span.sequence = seq;
        t.spans.push_back(span);
        return t.spans.back();
    };
    auto closeJob = [&](WorkerTrack &w, TimeMs time, JobSpan::Outcome outcome) {
        if (!w.jobs.empty() && w.jobs.back().outcome == JobSpan::Outcome::Unfinished) {
            w.jobs.back().to = time;
            w.jobs.back().outcome = outcome;
        }
    };
    std::vector<std::uint32_t> effectsPerKey(m_run->ledger.keyCount(), 0);

    for (std::uint64_t seq = 0; seq < log.size(); ++seq) {
        const Event &e = log[seq];
        MessageTrack *t = e.message != noMessage ? trackFor(e.message) : nullptr;
        if (e.kind == EventKind::MessageSent) {
            if (m_trackOfMessage.size() <= e.message)
                m_trackOfMessage.resize(e.message + 1, noTrack);
            m_trackOfMessage[e.message] = static_cast<std::uint32_t>(m_messages.size());
            MessageTrack track;
            track.message = e.message;
            track.label = messageLabel(e.message);
            if (const auto key = m_run->keyOf(e.message))
                track.key = m_run->ledger.key(*key);
            track.sentAt = e.time;
            track.firstQueue = e.queue;
            m_messages.push_back(std::move(track));
            t = &m_messages.back();
            open(*t, e, seq, e.a > e.time ? MessagePhase::Delayed : MessagePhase::Visible, e.queue);
        }
        if (t)
            t->events.push_back(seq);

        switch (e.kind) {
        case EventKind::DelayEnded:
            if (t)
                open(*t, e, seq, MessagePhase::Visible, e.queue);
            break;
        case EventKind::MessageReceived:
        case EventKind::DuplicateDelivered: {
            if (t) {
                PhaseSpan &span = open(*t, e, seq, MessagePhase::InFlight, e.queue);
                span.receipt = e.receipt;
                span.holder = e.actor;
                span.deadline = e.a;
            }
            if (isConsumer(e.actor))
                workerFor(e.actor).marks.push_back(
                    {e.time, WorkerMark::Kind::Receive, e.message, e.receipt, seq});
            break;
        }
        case EventKind::EmptyReceive:
            if (isConsumer(e.actor))
                workerFor(e.actor).marks.push_back(
                    {e.time, WorkerMark::Kind::EmptyReceive, noMessage, 0, seq});
            break;
        case EventKind::VisibilityChanged:
            if (t)
                t->deadlineChanges.push_back({e.time, e.a, e.receipt, e.actor, seq});
            if (isConsumer(e.actor))
                workerFor(e.actor).marks.push_back(
                    {e.time, WorkerMark::Kind::Heartbeat, e.message, e.receipt, seq});
            break;
        case EventKind::VisibilityExpired:
            if (t)
                open(*t, e, seq, MessagePhase::Visible, e.queue);
            break;
        case EventKind::MessageDeleted:
            if (t)
                open(*t, e, seq, MessagePhase::Deleted, e.queue);
            if (isConsumer(e.actor))
                workerFor(e.actor).marks.push_back(
                    {e.time, WorkerMark::Kind::Delete, e.message, e.receipt, seq});
            break;
        case EventKind::DeleteIgnored:
            if (isConsumer(e.actor))
                workerFor(e.actor).marks.push_back(
                    {e.time,
                     e.detail == static_cast<std::uint8_t>(DeleteIgnoredReason::StaleReceiptHandle)
                         ? WorkerMark::Kind::StaleDelete
                         : WorkerMark::Kind::DeleteGone,
                     e.message, e.receipt, seq});
            break;
        case EventKind::DuplicateScheduled:
            if (t)
                open(*t, e, seq, MessagePhase::Visible, e.queue);
            break;
        case EventKind::MovedToDeadLetterQueue:
            if (t)
                open(*t, e, seq, MessagePhase::Visible, static_cast<QueueIndex>(e.a));
            break;
        case EventKind::MessageExpired:
            if (t)
                open(*t, e, seq, MessagePhase::Expired, e.queue);
            break;
        case EventKind::MessagePurged:
            if (t)
                open(*t, e, seq, MessagePhase::Purged, e.queue);
            break;
        case EventKind::MessageRedriven:
            if (t)
                open(*t, e, seq, MessagePhase::Redriven, e.queue);
            break;
        case EventKind::QueueDeleted:
            for (MessageTrack &track : m_messages) {
                if (!track.spans.empty() && track.spans.back().queue == e.queue &&
                    track.spans.back().to == neverMs && phaseIsLive(track.spans.back().phase))
                    open(track, e, seq, MessagePhase::Dropped, e.queue);
            }
            break;
        case EventKind::JobStarted: {
            WorkerTrack &w = workerFor(e.actor);
            closeJob(w, e.time, JobSpan::Outcome::Unfinished);
            JobSpan job;
            job.from = e.time;
            job.to = e.a;
            job.message = e.message;
            job.receipt = e.receipt;
            job.sequence = seq;
            w.jobs.push_back(job);
            break;
        }
        case EventKind::SideEffect: {
            const SideEffectRecord &record = m_run->ledger.effects()[static_cast<std::size_t>(e.a)];
            const std::uint32_t nth = ++effectsPerKey[record.key];
            m_effects.push_back({e.time, record.key, e.message, e.actor, nth, seq});
            WorkerTrack &w = workerFor(e.actor);
            w.marks.push_back(
                {e.time, nth > 1 ? WorkerMark::Kind::DuplicateEffect : WorkerMark::Kind::Effect,
                 e.message, e.receipt, seq});
            closeJob(w, e.time, JobSpan::Outcome::Effected);
            break;
        }
        case EventKind::IdempotencyHit: {
            WorkerTrack &w = workerFor(e.actor);
            w.marks.push_back(
                {e.time, WorkerMark::Kind::IdempotencySkip, e.message, e.receipt, seq});
            closeJob(w, e.time, JobSpan::Outcome::Skipped);
            break;
        }
        case EventKind::JobFailed: {
            WorkerTrack &w = workerFor(e.actor);
            w.marks.push_back({e.time, WorkerMark::Kind::JobFailed, e.message, e.receipt, seq});
            closeJob(w, e.time, JobSpan::Outcome::Failed);
            break;
        }
        case EventKind::WorkerCrashed: {
            WorkerTrack &w = workerFor(e.actor);
            w.marks.push_back({e.time, WorkerMark::Kind::Crash, e.message, e.receipt, seq});
            closeJob(w, e.time, JobSpan::Outcome::Crashed);
            w.down.emplace_back(e.time, neverMs);
            break;
        }
        case EventKind::WorkerRestarted: {
            WorkerTrack &w = workerFor(e.actor);
            w.marks.push_back({e.time, WorkerMark::Kind::Restart, noMessage, 0, seq});
            if (!w.down.empty() && w.down.back().second == neverMs)
                w.down.back().second = e.time;
            break;
        }
        default:
            break;
        }
    }
    // Jobs still running when the run stopped end with it.
    for (WorkerTrack &w : m_workers) {
        for (JobSpan &job : w.jobs) {
            if (job.outcome == JobSpan::Outcome::Unfinished)
                job.to = std::max(job.from, std::min(job.to, m_end));
        }
    }
    // Overlaps: two workers working on the same message at once.
    std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> jobsOfTrack(
        m_messages.size());
    for (std::uint32_t wi = 0; wi < m_workers.size(); ++wi) {
        for (std::uint32_t ji = 0; ji < m_workers[wi].jobs.size(); ++ji) {
            const MessageNumber m = m_workers[wi].jobs[ji].message;
            if (m < m_trackOfMessage.size() && m_trackOfMessage[m] != noTrack)
                jobsOfTrack[m_trackOfMessage[m]].emplace_back(wi, ji);
        }
    }
    for (std::size_t ti = 0; ti < jobsOfTrack.size(); ++ti) {
        const auto &jobs = jobsOfTrack[ti];
        for (std::size_t a = 0; a < jobs.size(); ++a) {
            for (std::size_t b = a + 1; b < jobs.size(); ++b) {
                if (jobs[a].first == jobs[b].first)
                    continue;
                JobSpan &x = m_workers[jobs[a].first].jobs[jobs[a].second];
                JobSpan &y = m_workers[jobs[b].first].jobs[jobs[b].second];
                const TimeMs from = std::max(x.from, y.from);
                const TimeMs to = std::min(x.to, y.to);
                if (from < to) {
                    x.overlapped = y.overlapped = true;
                    const bool xFirst = x.from <= y.from;
                    m_overlaps.push_back({from, to, x.message,
                                          m_workers[xFirst ? jobs[a].first : jobs[b].first].actor,
                                          m_workers[xFirst ? jobs[b].first : jobs[a].first].actor});
                }
            }
        }
    }
    std::sort(m_overlaps.begin(), m_overlaps.end(),
              [](const Overlap &a, const Overlap &b) { return a.from < b.from; });
}

const MessageTrack *RunTimeline::track(MessageNumber message) const
{
    if (message >= m_trackOfMessage.size() || m_trackOfMessage[message] == noTrack)
        return nullptr;
    return &m_messages[m_trackOfMessage[message]];
}

const WorkerTrack *RunTimeline::worker(ActorId actor) const
{
    for (const WorkerTrack &w : m_workers) {
        if (w.actor == actor)
            return &w;
    }
    return nullptr;
}

const PhaseSpan *RunTimeline::spanAt(MessageNumber message, TimeMs time) const
{
    const MessageTrack *t = track(message);
    if (!t || t->spans.empty() || time < t->spans.front().from)
        return nullptr;
    // The last span that began at or before `time`.
    auto it =
        std::upper_bound(t->spans.begin(), t->spans.end(), time,
                         [](TimeMs value, const PhaseSpan &span) { return value < span.from; });
    return &*std::prev(it);
}

TimeMs RunTimeline::deadlineAt(MessageNumber message, TimeMs time) const
{
    const PhaseSpan *span = spanAt(message, time);
    if (!span || span->phase != MessagePhase::InFlight)
        return neverMs;
    TimeMs deadline = span->deadline;
    const MessageTrack *t = track(message);
    auto it = std::upper_bound(
        t->deadlineChanges.begin(), t->deadlineChanges.end(), time,
        [](TimeMs value, const DeadlineChange &change) { return value < change.time; });
    while (it != t->deadlineChanges.begin()) {
        --it;
        if (it->time < span->from)
            break;
        if (it->sequence > span->sequence) {
            deadline = it->deadline;
            break;
        }
    }
    return deadline;
}

std::uint64_t RunTimeline::eventsUpTo(TimeMs time) const
{
    const EventLog &log = m_run->log();
    std::uint64_t lo = 0;
    std::uint64_t hi = log.size();
    while (lo < hi) {
        const std::uint64_t mid = lo + (hi - lo) / 2;
        if (log[mid].time <= time)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

} // namespace inflight
