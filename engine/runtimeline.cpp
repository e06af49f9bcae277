// SPDX-License-Identifier: GPL-3.0-or-later
#include "runtimeline.h"

#include "events.h"
#include <algorithm>
#include <limits>
#include <map>
#include <tuple>

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

class RunTimeline::Builder {
public:
    explicit Builder(RunTimeline &timeline)
        : m_t(timeline), m_run(*timeline.m_run), m_log(m_run.log()),
          m_effectsPerKey(m_run.ledger.keyCount(), 0),
          m_clientJobs(m_run.scenario.workers.empty() && m_run.scenario.lambdas.empty())
    {
    }

    void build(Scope scope)
    {
        m_t.m_end = m_run.endMs;
        if (!m_log.empty())
            m_t.m_end = std::max(m_t.m_end, m_log[m_log.size() - 1].time);
        if (scope == Scope::JobsOnly) {
            for (std::uint64_t seq = 0; seq < m_log.size(); ++seq)
                followJobs(m_log[seq], seq);
            endUnfinishedJobs();
            return;
        }
        for (std::uint64_t seq = 0; seq < m_log.size(); ++seq) {
            const Event &e = m_log[seq];
            if (e.kind == EventKind::MessageSent)
                addMessage(e, seq);
            if (MessageTrack *t = e.message != noMessage ? trackFor(e.message) : nullptr) {
                t->events.push_back(seq);
                followMessage(*t, e, seq);
            }
            if (e.kind == EventKind::QueueDeleted)
                dropMessagesOf(e, seq);
            followMarks(e, seq);
            followJobs(e, seq);
            if (m_clientJobs)
                followClientJobs(e, seq);
            noteActivity(e);
        }
        if (m_clientJobs)
            endClientJobs();
        endUnfinishedJobs();
        findOverlaps();
    }

private:
    /// A receipt handle as a client holds it: who, which message, which receive.
    using ClientHandle = std::tuple<ActorId, MessageNumber, std::uint32_t>;

    void noteActivity(const Event &e)
    {
        switch (e.kind) {
        case EventKind::ApiCall:
        case EventKind::EmptyReceive:
        case EventKind::QueueCreated:
            return;
        default:
            break;
        }
        if (!m_anyActivity)
            m_t.m_active.first = e.time;
        m_anyActivity = true;
        m_t.m_active.second = std::max(m_t.m_active.second, e.time);
    }

    /// A new track for a sent message, delayed or visible from the send.
    void addMessage(const Event &e, std::uint64_t seq)
    {
        if (m_t.m_trackOfMessage.size() <= e.message)
            m_t.m_trackOfMessage.resize(e.message + 1, noTrack);
        m_t.m_trackOfMessage[e.message] = static_cast<std::uint32_t>(m_t.m_messages.size());
        MessageTrack track;
        track.message = e.message;
        track.label = messageLabel(e.message);
        if (const auto key = m_run.keyOf(e.message))
            track.key = m_run.ledger.key(*key);
        track.sentAt = e.time;
        track.firstQueue = e.queue;
        m_t.m_messages.push_back(std::move(track));
        open(m_t.m_messages.back(), e, seq,
             visibleAt(e) > e.time ? MessagePhase::Delayed : MessagePhase::Visible, e.queue);
    }

    /// The message's phases: each event that moves it ends one span and begins the next.
    void followMessage(MessageTrack &t, const Event &e, std::uint64_t seq)
    {
        switch (e.kind) {
        case EventKind::DelayEnded:
        case EventKind::VisibilityExpired:
        case EventKind::DuplicateScheduled:
            open(t, e, seq, MessagePhase::Visible, e.queue);
            break;
        case EventKind::MessageReceived:
        case EventKind::DuplicateDelivered: {
            PhaseSpan &span = open(t, e, seq, MessagePhase::InFlight, e.queue);
            span.receipt = e.receipt;
            span.holder = e.actor;
            span.deadline = hiddenUntil(e);
            break;
        }
        case EventKind::VisibilityChanged:
            t.deadlineChanges.push_back(
                {e.time, hiddenUntil(e), e.receipt, e.actor, seq, isRetryBackoff(e)});
            break;
        case EventKind::MessageDeleted:
            open(t, e, seq, MessagePhase::Deleted, e.queue);
            break;
        case EventKind::MovedToDeadLetterQueue:
            open(t, e, seq, MessagePhase::Visible, deadLetterQueue(e));
            break;
        case EventKind::MessageExpired:
            open(t, e, seq, MessagePhase::Expired, e.queue);
            break;
        case EventKind::MessagePurged:
            open(t, e, seq, MessagePhase::Purged, e.queue);
            break;
        case EventKind::MessageRedriven:
            open(t, e, seq, MessagePhase::Redriven, e.queue);
            break;
        default:
            break;
        }
    }

    /// A deleted queue takes the messages still in it along.
    void dropMessagesOf(const Event &e, std::uint64_t seq)
    {
        for (MessageTrack &track : m_t.m_messages) {
            if (!track.spans.empty() && track.spans.back().queue == e.queue &&
                track.spans.back().to == neverMs && phaseIsLive(track.spans.back().phase))
                open(track, e, seq, MessagePhase::Dropped, e.queue);
        }
    }

    /// A worker's marks (receives, heartbeats, deletes, effects, crashes), the side effects and
    /// the times it was down.
    void followMarks(const Event &e, std::uint64_t seq)
    {
        switch (e.kind) {
        case EventKind::MessageReceived:
        case EventKind::DuplicateDelivered:
            consumerMark(e, seq, WorkerMark::Kind::Receive);
            break;
        case EventKind::EmptyReceive:
            if (isConsumer(e.actor))
                workerFor(e.actor).marks.push_back(
                    {e.time, WorkerMark::Kind::EmptyReceive, noMessage, 0, seq});
            break;
        case EventKind::ApiCall:
            if (isConsumer(e.actor) && callError(e) != ErrorCode::None &&
                callAction(e) == Action::ReceiveMessage)
                workerFor(e.actor).marks.push_back(
                    {e.time, WorkerMark::Kind::ReceiveRefused, noMessage, 0, seq});
            break;
        case EventKind::VisibilityChanged:
            consumerMark(e, seq,
                         isRetryBackoff(e) ? WorkerMark::Kind::Backoff
                                           : WorkerMark::Kind::Heartbeat);
            break;
        case EventKind::MessageDeleted:
            consumerMark(e, seq, WorkerMark::Kind::Delete);
            break;
        case EventKind::DeleteIgnored:
            consumerMark(e, seq,
                         isStaleDelete(e) ? WorkerMark::Kind::StaleDelete
                                          : WorkerMark::Kind::DeleteGone);
            break;
        case EventKind::DeleteFailed:
            consumerMark(e, seq, WorkerMark::Kind::DeleteFailed);
            break;
        case EventKind::SideEffect:
            recordEffect(e, seq);
            break;
        case EventKind::IdempotencyHit:
            mark(e, seq, WorkerMark::Kind::IdempotencySkip);
            break;
        case EventKind::JobFailed:
            mark(e, seq,
                 isThrottled(e) ? WorkerMark::Kind::Throttled : WorkerMark::Kind::JobFailed);
            break;
        case EventKind::WorkerCrashed:
            mark(e, seq, WorkerMark::Kind::Crash);
            workerFor(e.actor).down.emplace_back(e.time, neverMs);
            break;
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

    /// A worker's jobs: each from its JobStarted to the worker's next effect, skip, failure or
    /// crash.
    void followJobs(const Event &e, std::uint64_t seq)
    {
        switch (e.kind) {
        case EventKind::JobStarted:
            startJob(e, seq);
            break;
        case EventKind::SideEffect:
            closeJob(workerFor(e.actor), e.time, JobSpan::Outcome::Effected);
            break;
        case EventKind::IdempotencyHit:
            closeJob(workerFor(e.actor), e.time, JobSpan::Outcome::Skipped);
            break;
        case EventKind::JobFailed:
            // A throttled invocation never started a job.
            if (!isThrottled(e))
                closeJob(workerFor(e.actor), e.time, JobSpan::Outcome::Failed);
            break;
        case EventKind::WorkerCrashed:
            closeJob(workerFor(e.actor), e.time, JobSpan::Outcome::Crashed);
            break;
        default:
            break;
        }
    }

    /// A client's jobs, as the wire shows them (see JobSpan): a receive begins one, the
    /// client's delete or give-back with the same receipt handle ends it, a heartbeat shows it
    /// still going.
    void followClientJobs(const Event &e, std::uint64_t seq)
    {
        if (!isConsumer(e.actor) || e.message == noMessage)
            return;
        const ClientHandle handle{e.actor, e.message, e.receipt};
        switch (e.kind) {
        case EventKind::MessageReceived:
        case EventKind::DuplicateDelivered: {
            WorkerTrack &w = workerFor(e.actor);
            m_clientJob[handle] = {m_workerOfActor[e.actor],
                                   static_cast<std::uint32_t>(w.jobs.size())};
            w.jobs.push_back(jobOf(e, seq, e.time));
            break;
        }
        case EventKind::VisibilityChangeIgnored:
            // A heartbeat after the loan ended: the client is still at work on the message.
            if (JobSpan *job = clientJob(handle))
                job->to = std::max(job->to, e.time);
            break;
        case EventKind::VisibilityChanged:
            // A new deadline of now is a visibility timeout of 0: the message is given back.
            if (JobSpan *job = clientJob(handle)) {
                job->to = std::max(job->to, e.time);
                if (hiddenUntil(e) <= e.time)
                    closeClientJob(handle, JobSpan::Outcome::GaveBack);
            }
            break;
        case EventKind::MessageDeleted:
        case EventKind::DeleteIgnored:
        case EventKind::DeleteFailed:
            if (JobSpan *job = clientJob(handle)) {
                job->to = std::max(job->to, e.time);
                closeClientJob(handle, JobSpan::Outcome::Deleted);
            }
            break;
        default:
            break;
        }
    }

    /// Jobs whose client never spoke of them again last as long as their loan: to the end of the
    /// in-flight span their receive began (the end of the run when it has not ended). Then each
    /// client's jobs are laid one after another.
    void endClientJobs()
    {
        for (const auto &[handle, index] : m_clientJob) {
            JobSpan &job = m_t.m_workers[index.first].jobs[index.second];
            const MessageTrack *t = trackFor(job.message);
            if (!t)
                continue;
            const auto span = std::lower_bound(
                t->spans.begin(), t->spans.end(), job.sequence,
                [](const PhaseSpan &s, std::uint64_t q) { return s.sequence < q; });
            if (span != t->spans.end() && span->sequence == job.sequence)
                job.to = std::max(job.to, span->to == neverMs ? m_t.m_end : span->to);
        }
        for (WorkerTrack &w : m_t.m_workers) {
            for (std::size_t i = 1; i < w.jobs.size(); ++i) {
                w.jobs[i].from = std::max(w.jobs[i].from, w.jobs[i - 1].to);
                w.jobs[i].to = std::max(w.jobs[i].to, w.jobs[i].from);
            }
            for (JobSpan &job : w.jobs)
                job.plannedTo = job.to;
        }
    }

    JobSpan *clientJob(const ClientHandle &handle)
    {
        const auto it = m_clientJob.find(handle);
        return it == m_clientJob.end() ? nullptr
                                       : &m_t.m_workers[it->second.first].jobs[it->second.second];
    }

    /// Ends a client's job: a later call with its handle does not make it longer.
    void closeClientJob(const ClientHandle &handle, JobSpan::Outcome outcome)
    {
        clientJob(handle)->outcome = outcome;
        m_clientJob.erase(handle);
    }

    /// A mark about the event's message on the track of whoever made the call.
    void mark(const Event &e, std::uint64_t seq, WorkerMark::Kind kind)
    {
        workerFor(e.actor).marks.push_back({e.time, kind, e.message, e.receipt, seq});
    }

    /// The same, for a call a consumer made (not the engine itself).
    void consumerMark(const Event &e, std::uint64_t seq, WorkerMark::Kind kind)
    {
        if (isConsumer(e.actor))
            mark(e, seq, kind);
    }

    void startJob(const Event &e, std::uint64_t seq)
    {
        WorkerTrack &w = workerFor(e.actor);
        closeJob(w, e.time, JobSpan::Outcome::Unfinished);
        w.jobs.push_back(jobOf(e, seq, jobEnd(e)));
    }

    /// A job on the event's message and receipt, from the event until `plannedTo`.
    static JobSpan jobOf(const Event &e, std::uint64_t seq, TimeMs plannedTo)
    {
        JobSpan job;
        job.from = e.time;
        job.to = plannedTo;
        job.plannedTo = plannedTo;
        job.message = e.message;
        job.receipt = e.receipt;
        job.sequence = seq;
        return job;
    }

    /// A side effect: the key's nth (a second one is a duplicate).
    void recordEffect(const Event &e, std::uint64_t seq)
    {
        const SideEffectRecord &record = m_run.ledger.effects()[ledgerEntry(e)];
        const std::uint32_t nth = ++m_effectsPerKey[record.key];
        if (nth > 1)
            m_t.m_duplicateEffects.push_back(static_cast<std::uint32_t>(m_t.m_effects.size()));
        m_t.m_effects.push_back({e.time, record.key, e.message, e.actor, nth, seq});
        mark(e, seq, nth > 1 ? WorkerMark::Kind::DuplicateEffect : WorkerMark::Kind::Effect);
    }

    /// Jobs still running when the run stopped end with it.
    void endUnfinishedJobs()
    {
        for (WorkerTrack &w : m_t.m_workers) {
            for (JobSpan &job : w.jobs) {
                if (job.outcome == JobSpan::Outcome::Unfinished)
                    job.to = std::max(job.from, std::min(job.to, m_t.m_end));
            }
        }
    }

    /// Two workers working on the same message at once: the double charge.
    void findOverlaps()
    {
        std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> jobsOfTrack(
            m_t.m_messages.size());
        for (std::uint32_t wi = 0; wi < m_t.m_workers.size(); ++wi) {
            for (std::uint32_t ji = 0; ji < m_t.m_workers[wi].jobs.size(); ++ji) {
                const MessageNumber m = m_t.m_workers[wi].jobs[ji].message;
                if (m < m_t.m_trackOfMessage.size() && m_t.m_trackOfMessage[m] != noTrack)
                    jobsOfTrack[m_t.m_trackOfMessage[m]].emplace_back(wi, ji);
            }
        }
        for (auto &jobs : jobsOfTrack)
            sweepOverlaps(jobs);
        // A total order, so that the list does not depend on the order the sweep found them in.
        std::sort(m_t.m_overlaps.begin(), m_t.m_overlaps.end(),
                  [](const Overlap &a, const Overlap &b) {
                      return std::tie(a.from, a.to, a.message, a.first, a.second) <
                             std::tie(b.from, b.to, b.message, b.first, b.second);
                  });
    }

    /// One message's jobs (worker index, job index) in start order, each paired with the jobs of
    /// other workers still running when it starts. A sweep rather than every pair: a message
    /// received again and again (tens of thousands of jobs when the visibility timeout is shorter
    /// than the job) costs its number of jobs times the workers busy at once, not its square.
    void sweepOverlaps(std::vector<std::pair<std::uint32_t, std::uint32_t>> &jobs)
    {
        const auto span = [this](std::pair<std::uint32_t, std::uint32_t> j) -> const JobSpan & {
            return m_t.m_workers[j.first].jobs[j.second];
        };
        // Ties in start time keep worker order, which decides who is "first" in the overlap.
        std::stable_sort(jobs.begin(), jobs.end(),
                         [&](const auto &a, const auto &b) { return span(a).from < span(b).from; });
        std::vector<std::pair<std::uint32_t, std::uint32_t>> running;
        for (const auto &job : jobs) {
            const TimeMs start = span(job).from;
            std::erase_if(running, [&](const auto &r) { return span(r).to <= start; });
            for (const auto &r : running) {
                if (r.first != job.first)
                    overlap(r, job);
            }
            if (span(job).to > start)
                running.push_back(job);
        }
    }

    /// Records the overlap of two jobs (worker index, job index) of one message, if they overlap.
    void overlap(std::pair<std::uint32_t, std::uint32_t> a,
                 std::pair<std::uint32_t, std::uint32_t> b)
    {
        JobSpan &x = m_t.m_workers[a.first].jobs[a.second];
        JobSpan &y = m_t.m_workers[b.first].jobs[b.second];
        const TimeMs from = std::max(x.from, y.from);
        const TimeMs to = std::min(x.to, y.to);
        if (from >= to)
            return;
        x.overlapped = y.overlapped = true;
        const bool xFirst = x.from <= y.from;
        m_t.m_overlaps.push_back({from, to, x.message,
                                  m_t.m_workers[xFirst ? a.first : b.first].actor,
                                  m_t.m_workers[xFirst ? b.first : a.first].actor});
    }

    WorkerTrack &workerFor(ActorId actor)
    {
        if (m_workerOfActor.size() <= actor)
            m_workerOfActor.resize(actor + 1, noTrack);
        if (m_workerOfActor[actor] == noTrack) {
            m_workerOfActor[actor] = static_cast<std::uint32_t>(m_t.m_workers.size());
            m_t.m_workers.push_back(WorkerTrack{actor, m_log.actorName(actor), {}, {}, {}});
        }
        return m_t.m_workers[m_workerOfActor[actor]];
    }

    static bool isConsumer(ActorId actor) { return actor != engineActor; }

    MessageTrack *trackFor(MessageNumber message)
    {
        if (message >= m_t.m_trackOfMessage.size() || m_t.m_trackOfMessage[message] == noTrack)
            return nullptr;
        return &m_t.m_messages[m_t.m_trackOfMessage[message]];
    }

    /// Ends the message's open span at the event and begins one in `phase`.
    static PhaseSpan &open(MessageTrack &t, const Event &e, std::uint64_t seq, MessagePhase phase,
                           QueueIndex queue)
    {
        if (!t.spans.empty() && t.spans.back().to == neverMs)
            t.spans.back().to = e.time;
        PhaseSpan span;
        span.from = e.time;
        span.phase = phase;
        span.queue = queue;
        span.sequence = seq;
        t.spans.push_back(span);
        return t.spans.back();
    }

    static void closeJob(WorkerTrack &w, TimeMs time, JobSpan::Outcome outcome)
    {
        if (!w.jobs.empty() && w.jobs.back().outcome == JobSpan::Outcome::Unfinished) {
            w.jobs.back().to = time;
            w.jobs.back().outcome = outcome;
        }
    }

    RunTimeline &m_t;
    const Run &m_run;
    const EventLog &m_log;
    std::vector<std::uint32_t> m_workerOfActor;
    std::vector<std::uint32_t> m_effectsPerKey;
    bool m_anyActivity = false;
    /// No simulated consumer: the clients' jobs come from the wire (followClientJobs).
    bool m_clientJobs = false;
    /// (client, message, receipt) -> (worker index, job index) of the client's open jobs.
    std::map<ClientHandle, std::pair<std::uint32_t, std::uint32_t>> m_clientJob;
};

RunTimeline::RunTimeline(const Run &run) : RunTimeline(run, Scope::Whole) {}

RunTimeline::RunTimeline(const Run &run, Scope scope) : m_run(&run)
{
    Builder(*this).build(scope);
}

std::vector<TimeMs> RunTimeline::jobDurationsOf(const Run &run)
{
    return RunTimeline(run, Scope::JobsOnly).jobDurations();
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

std::vector<TimeMs> RunTimeline::jobDurations() const
{
    // (JobStarted's sequence, duration): each worker's jobs are in order, the workers' are not.
    std::vector<std::pair<std::uint64_t, TimeMs>> jobs;
    for (const WorkerTrack &w : m_workers) {
        for (const JobSpan &job : w.jobs) {
            const bool ended = job.outcome == JobSpan::Outcome::Effected ||
                               job.outcome == JobSpan::Outcome::Skipped ||
                               job.outcome == JobSpan::Outcome::Failed;
            jobs.emplace_back(job.sequence, ended ? job.to - job.from
                                                  : std::max<TimeMs>(0, job.plannedTo - job.from));
        }
    }
    std::sort(jobs.begin(), jobs.end());
    std::vector<TimeMs> durations;
    durations.reserve(jobs.size());
    for (const auto &job : jobs)
        durations.push_back(job.second);
    return durations;
}

} // namespace inflight
