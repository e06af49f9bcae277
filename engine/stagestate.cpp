// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagestate.h"

#include "events.h"
#include <algorithm>

namespace inflight {

namespace {

/// An in-flight card's holder, receipt, deadline, the share of its window left and its pulse.
void fillInFlight(StageCard &card, const RunTimeline &timeline, const MessageTrack &track,
                  const PhaseSpan &span, TimeMs time, double pulseMs)
{
    card.holder = span.holder;
    card.receipt = span.receipt;
    card.deadline = timeline.deadlineAt(track.message, time);
    // The window began at the receive or at the last change of the deadline.
    TimeMs windowStart = span.from;
    bool givenBack = false;
    for (const DeadlineChange &change : track.deadlineChanges) {
        if (change.time >= span.from && change.time <= time && change.sequence > span.sequence) {
            windowStart = change.time;
            givenBack = change.backoff;
            const double sinceBeat = static_cast<double>(time - change.time);
            card.pulse = change.backoff ? 0.0 : std::max(0.0, 1.0 - sinceBeat / pulseMs);
        }
    }
    // A worker that backed off after a failed try has given the message up: it waits, hidden,
    // in its queue until its deadline; no worker holds it. (A Lambda poller whose invocation was
    // throttled still holds its batch: it retries until the loan ends.)
    if (givenBack)
        card.holder = engineActor;
    const double window = static_cast<double>(card.deadline - windowStart);
    card.remaining =
        window > 0 ? std::clamp(static_cast<double>(card.deadline - time) / window, 0.0, 1.0) : 0.0;
}

} // namespace

StageState stageAt(const RunTimeline &timeline, TimeMs time, TimeMs flashMs, TimeMs travelMs)
{
    flashMs = std::max<TimeMs>(1, flashMs);
    travelMs = std::max<TimeMs>(1, travelMs);
    // A heartbeat's pulse fades a little faster than other marks.
    const double pulseMs = static_cast<double>(flashMs) * 8.0 / 15.0;
    StageState state;
    state.time = time;
    const EventLog &log = timeline.run().log();

    for (const MessageTrack &track : timeline.messages()) {
        if (track.sentAt > time)
            continue;
        const PhaseSpan *span = timeline.spanAt(track.message, time);
        if (!span || !phaseIsLive(span->phase))
            continue;
        StageCard card;
        card.message = track.message;
        card.label = track.label;
        card.key = track.key;
        card.queue = span->queue;
        card.phase = span->phase;
        card.since = span->from;
        // The move this span began with, to animate it.
        const auto index = static_cast<std::size_t>(span - track.spans.data());
        if (index > 0) {
            const PhaseSpan &before = track.spans[index - 1];
            card.movedFrom = before.phase == MessagePhase::InFlight ? before.holder : engineActor;
            card.movedFromQueue = before.queue;
            card.arrival = std::clamp(
                static_cast<double>(time - span->from) / static_cast<double>(travelMs), 0.0, 1.0);
        }
        for (std::size_t i = 0; i <= index; ++i) {
            if (track.spans[i].phase == MessagePhase::InFlight)
                card.receiveCount = track.spans[i].receipt;
        }
        if (span->phase == MessagePhase::InFlight)
            fillInFlight(card, timeline, track, *span, time, pulseMs);
        state.cards.push_back(std::move(card));
    }

    for (const WorkerTrack &worker : timeline.workers()) {
        StageWorker w;
        w.actor = worker.actor;
        w.name = worker.name;
        for (const auto &[from, to] : worker.down) {
            if (time >= from && time < to)
                w.crashed = true;
        }
        // The job running at `time`: the last one that started at or before it.
        auto job = std::upper_bound(worker.jobs.begin(), worker.jobs.end(), time,
                                    [](TimeMs t, const JobSpan &j) { return t < j.from; });
        if (job != worker.jobs.begin()) {
            --job;
            if (time < job->to || (time == job->to && job->from == job->to)) {
                w.job = job->message;
                w.jobEnd = job->to;
                const double length = static_cast<double>(job->to - job->from);
                w.progress = length > 0 ? static_cast<double>(time - job->from) / length : 1.0;
            }
        }
        state.workers.push_back(std::move(w));
    }
    // Two workers on the same message at once.
    for (std::size_t a = 0; a < state.workers.size(); ++a) {
        for (std::size_t b = a + 1; b < state.workers.size(); ++b) {
            if (state.workers[a].job != noMessage && state.workers[a].job == state.workers[b].job)
                state.workers[a].overlapped = state.workers[b].overlapped = true;
        }
    }

    // Transient marks of the last moments.
    const std::uint64_t end = timeline.eventsUpTo(time);
    const std::uint64_t begin = timeline.eventsUpTo(time - flashMs);
    for (std::uint64_t i = begin; i < end; ++i) {
        const Event &e = log[i];
        StageFlash flash;
        flash.actor = e.actor;
        flash.message = e.message;
        flash.queue = e.queue;
        flash.time = e.time;
        flash.age = static_cast<double>(time - e.time) / static_cast<double>(flashMs);
        switch (e.kind) {
        case EventKind::MessageDeleted:
            flash.kind = StageFlash::Kind::Deleted;
            break;
        case EventKind::DeleteIgnored:
            flash.kind =
                isStaleDelete(e) ? StageFlash::Kind::StaleDelete : StageFlash::Kind::DeleteGone;
            break;
        case EventKind::DeleteFailed:
            flash.kind = StageFlash::Kind::DeleteFailed;
            break;
        case EventKind::SideEffect: {
            flash.kind = StageFlash::Kind::Effect;
            for (const EffectMark &effect : timeline.effects()) {
                if (effect.sequence == i && effect.nth > 1)
                    flash.kind = StageFlash::Kind::DuplicateEffect;
            }
            break;
        }
        case EventKind::IdempotencyHit:
            flash.kind = StageFlash::Kind::IdempotencySkip;
            break;
        case EventKind::JobFailed:
            flash.kind = StageFlash::Kind::JobFailed;
            break;
        case EventKind::WorkerCrashed:
            flash.kind = StageFlash::Kind::Crash;
            break;
        case EventKind::VisibilityExpired:
            flash.kind = StageFlash::Kind::VisibilityExpired;
            break;
        case EventKind::MovedToDeadLetterQueue:
            flash.kind = StageFlash::Kind::MovedToDeadLetterQueue;
            break;
        case EventKind::VisibilityChanged:
            // A retry's backoff gives the loan up: no heartbeat pulse (its JobFailed flashed).
            if (isRetryBackoff(e))
                continue;
            flash.kind = StageFlash::Kind::Heartbeat;
            break;
        default:
            continue;
        }
        state.flashes.push_back(flash);
    }
    return state;
}

} // namespace inflight
