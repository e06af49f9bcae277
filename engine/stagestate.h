// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the animated stage shows at one instant, computed from the playhead time alone: the same
// time gives the same picture whether the playhead got there forwards or backwards.

#include "runtimeline.h"

#include <string>
#include <vector>

namespace inflight {

/// How long transient marks (a delete's tick, a crash) stay on stage, in virtual time; views may
/// scale it by the playback speed.
constexpr TimeMs stageFlashMs = 1500;
/// How long a card takes to travel between the queue and a worker.
constexpr TimeMs stageTravelMs = 600;

struct StageCard {
    MessageNumber message = noMessage;
    std::string label;
    std::string key;
    QueueIndex queue = noQueue;
    MessagePhase phase = MessagePhase::Visible;
    /// In flight: who holds it (engineActor once its worker backed off after a failed try), with
    /// which receive, until when.
    ActorId holder = engineActor;
    std::uint32_t receipt = 0;
    TimeMs deadline = 0;
    /// In flight: the fraction of the current visibility window left (1 just after a receive or a
    /// heartbeat, 0 at the deadline).
    double remaining = 0;
    /// 1 at a heartbeat, fading to 0: the ring pulses.
    double pulse = 0;
    /// 0 when the card has just moved (to a worker, back to the queue, to the DLQ), 1 once
    /// arrived: for animating the move.
    double arrival = 1;
    /// Where it came from on its last move (the previous holder, or engineActor for a queue).
    ActorId movedFrom = engineActor;
    QueueIndex movedFromQueue = noQueue;
    TimeMs since = 0;
    std::uint32_t receiveCount = 0;
};

struct StageWorker {
    ActorId actor = engineActor;
    std::string name;
    bool crashed = false;
    MessageNumber job = noMessage;
    /// Of the current job, 0 to 1.
    double progress = 0;
    TimeMs jobEnd = 0;
    /// Another worker is processing the same message right now: the double charge.
    bool overlapped = false;
};

struct StageFlash {
    enum class Kind : std::uint8_t {
        Deleted,
        StaleDelete,
        DeleteGone,
        /// A delete SQS refused.
        DeleteFailed,
        Effect,
        DuplicateEffect,
        IdempotencySkip,
        JobFailed,
        Crash,
        VisibilityExpired,
        MovedToDeadLetterQueue,
        Heartbeat,
    };
    Kind kind = Kind::Deleted;
    ActorId actor = engineActor;
    MessageNumber message = noMessage;
    QueueIndex queue = noQueue;
    /// 0 when it happened, 1 when it is gone.
    double age = 0;
    TimeMs time = 0;
};

struct StageState {
    TimeMs time = 0;
    /// Messages that are live at `time`, in send order.
    std::vector<StageCard> cards;
    std::vector<StageWorker> workers;
    std::vector<StageFlash> flashes;
};

/// The stage at `time` (after every event at that time). `flashMs` and `travelMs` are how long
/// transient marks last and cards travel, in virtual milliseconds: a view playing fast stretches
/// them so that a move or a tick stays on screen long enough for a person to see it.
StageState stageAt(const RunTimeline &timeline, TimeMs time, TimeMs flashMs = stageFlashMs,
                   TimeMs travelMs = stageTravelMs);

} // namespace inflight
