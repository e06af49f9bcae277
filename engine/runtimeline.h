// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Spans derived once per run from the event log, so that views can answer "what is true at time
// t" by binary search: per message, its phases (delayed, visible, in flight with a deadline,
// gone); per worker, its jobs and marks; the side effects; and the moments two workers process
// the same message at once (the double charge).

#include "run.h"

#include <string>
#include <utility>
#include <vector>

namespace inflight {

const char *phaseName(MessagePhase phase);

/// A message in one phase from `from` until `to` (neverMs: until the end of the run).
struct PhaseSpan {
    TimeMs from = 0;
    TimeMs to = neverMs;
    MessagePhase phase = MessagePhase::Visible;
    QueueIndex queue = noQueue;
    /// In flight: the receive number of the handle, who holds it and its deadline when the span
    /// began (later changes are in MessageTrack::deadlineChanges).
    std::uint32_t receipt = 0;
    ActorId holder = engineActor;
    TimeMs deadline = 0;
    /// The log event that began the span.
    std::uint64_t sequence = 0;
};

struct DeadlineChange {
    TimeMs time = 0;
    TimeMs deadline = 0;
    std::uint32_t receipt = 0;
    ActorId actor = engineActor;
    std::uint64_t sequence = 0;
    /// A retry's backoff after a failed try, not a heartbeat.
    bool backoff = false;
};

struct MessageTrack {
    MessageNumber message = noMessage;
    std::string label;
    /// The business key, or "" when the run has none for it.
    std::string key;
    TimeMs sentAt = 0;
    QueueIndex firstQueue = noQueue;
    std::vector<PhaseSpan> spans;
    std::vector<DeadlineChange> deadlineChanges;
    /// Every log event about this message, in order.
    std::vector<std::uint64_t> events;
};

/// One worker processing one message, from JobStarted to its end. A run without simulated
/// consumers (a script's, a live endpoint's) has no JobStarted: its clients' jobs are what the
/// wire shows, each from a receive to the client's last call with that receipt handle (a delete,
/// or a visibility change that gives the message back), or, when the client never used the
/// handle again, to the end of the loan the receive began. One client works on its messages one
/// after another, as a simulated worker does: the wire cannot say which of a batch it is on.
struct JobSpan {
    enum class Outcome : std::uint8_t {
        Effected,
        Skipped,
        Failed,
        Crashed,
        Unfinished,
        /// A client's job that ended with its delete (current or stale): the wire shows no
        /// side effect.
        Deleted,
        /// A client's job that ended by setting the visibility timeout to 0: it gave the
        /// message back.
        GaveBack,
    };
    TimeMs from = 0;
    TimeMs to = 0;
    /// When JobStarted planned the processing to end (the duration drawn from the profile).
    TimeMs plannedTo = 0;
    MessageNumber message = noMessage;
    std::uint32_t receipt = 0;
    Outcome outcome = Outcome::Unfinished;
    /// Another worker was processing the same message at some moment of this job.
    bool overlapped = false;
    std::uint64_t sequence = 0;
};

struct WorkerMark {
    enum class Kind : std::uint8_t {
        Receive,
        EmptyReceive,
        Heartbeat,
        /// A ChangeMessageVisibility after a failed try: the worker gives the message back and
        /// says when it returns (its retry policy), not a heartbeat.
        Backoff,
        Delete,
        /// A delete that answered 200 and deleted nothing: the handle was stale.
        StaleDelete,
        /// A delete of a message that was already gone.
        DeleteGone,
        /// A delete SQS refused (an expired FIFO handle): the message was not deleted.
        DeleteFailed,
        Effect,
        DuplicateEffect,
        IdempotencySkip,
        JobFailed,
        /// A Lambda poller's invocation the function's reserved concurrency refused: the
        /// message was received, but the function never saw it.
        Throttled,
        Crash,
        Restart,
        /// A ReceiveMessage SQS answered with an error, such as OverLimit (the queue's in-flight
        /// quota reached on a short poll): the worker got nothing and will try again.
        ReceiveRefused,
    };
    /// How many kinds there are, for tables indexed by kind.
    static constexpr std::size_t kindCount = static_cast<std::size_t>(Kind::ReceiveRefused) + 1;
    TimeMs time = 0;
    Kind kind = Kind::Receive;
    MessageNumber message = noMessage;
    std::uint32_t receipt = 0;
    std::uint64_t sequence = 0;
};

struct WorkerTrack {
    ActorId actor = engineActor;
    std::string name;
    std::vector<JobSpan> jobs;
    std::vector<WorkerMark> marks;
    /// Crashed, from the crash to the restart (neverMs: never restarted).
    std::vector<std::pair<TimeMs, TimeMs>> down;
};

struct EffectMark {
    TimeMs time = 0;
    std::uint32_t key = 0;
    MessageNumber message = noMessage;
    ActorId actor = engineActor;
    /// 1 for the key's first effect, 2 for the second (a duplicate), ...
    std::uint32_t nth = 1;
    std::uint64_t sequence = 0;
};

/// Two workers processing the same message at the same time.
struct Overlap {
    TimeMs from = 0;
    TimeMs to = 0;
    MessageNumber message = noMessage;
    ActorId first = engineActor;
    ActorId second = engineActor;
};

class RunTimeline {
public:
    explicit RunTimeline(const Run &run);

    const Run &run() const { return *m_run; }
    TimeMs endTime() const { return m_end; }
    /// When something happens: the first and the last event that changes a message, a worker or
    /// the side effects (API calls and receives that found nothing do not count). A run whose
    /// workers poll an empty queue for its last hours has its story before that. {0, 0} for a
    /// run without any.
    std::pair<TimeMs, TimeMs> activeSpan() const { return m_active; }
    const std::vector<MessageTrack> &messages() const { return m_messages; }
    const std::vector<WorkerTrack> &workers() const { return m_workers; }
    const std::vector<EffectMark> &effects() const { return m_effects; }
    /// Indexes into effects() of the duplicates (nth > 1), in time order: a view drawing a
    /// million effects finds the few that matter without walking them all.
    const std::vector<std::uint32_t> &duplicateEffects() const { return m_duplicateEffects; }
    const std::vector<Overlap> &overlaps() const { return m_overlaps; }

    /// The track of a message, or nullptr.
    const MessageTrack *track(MessageNumber message) const;
    const WorkerTrack *worker(ActorId actor) const;
    /// The span a message is in at `time` (after every event at that time), or nullptr before it
    /// was sent.
    const PhaseSpan *spanAt(MessageNumber message, TimeMs time) const;
    /// The visibility deadline in force at `time` for an in-flight message, or neverMs.
    TimeMs deadlineAt(MessageNumber message, TimeMs time) const;
    /// Number of log events with time <= `time`.
    std::uint64_t eventsUpTo(TimeMs time) const;
    /// How long each job took, in milliseconds, in the order the jobs started: from JobStarted to
    /// its side effect, idempotency skip or failure (the effect comes after the service call, so
    /// the visibility timeout must cover both). A job that crashed, or was still running when the
    /// run ended or its worker started another, counts its planned processing time.
    std::vector<TimeMs> jobDurations() const;
    /// The same durations for a run whose timeline is not needed: only the worker tracks' jobs
    /// are derived, by the same steps, for a small part of the cost of a whole timeline.
    static std::vector<TimeMs> jobDurationsOf(const Run &run);

private:
    /// Derives the tracks from the log, one step per kind of thing followed.
    class Builder;
    /// What a timeline derives: everything, or only the jobs (see jobDurationsOf).
    enum class Scope : std::uint8_t { Whole, JobsOnly };
    RunTimeline(const Run &run, Scope scope);

    const Run *m_run;
    TimeMs m_end = 0;
    std::pair<TimeMs, TimeMs> m_active{0, 0};
    std::vector<MessageTrack> m_messages;
    std::vector<std::uint32_t> m_trackOfMessage;
    std::vector<WorkerTrack> m_workers;
    std::vector<EffectMark> m_effects;
    std::vector<std::uint32_t> m_duplicateEffects;
    std::vector<Overlap> m_overlaps;
};

} // namespace inflight
