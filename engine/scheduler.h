// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "types.h"

#include <cstdint>
#include <deque>
#include <vector>

namespace inflight {

/// What a timer does when it fires. Plain tags, not callbacks: the engine dispatches on them.
enum class TimerKind : std::uint8_t {
    DelayEnd,           ///< target = message
    VisibilityDeadline, ///< target = message
    RetentionCheck,     ///< target = queue
    PollTimeout,        ///< target = poll id
    MoveTaskTick,       ///< target = move task id
    // Used by the simulation's own scheduler, never by the queue engine's.
    ActorWake,  ///< target = actor slot
    Heartbeat,  ///< target = actor slot
    CrashFault, ///< target = actor slot
    Operation,  ///< target = index in Scenario::operations
};

struct Timer {
    TimeMs at = 0;
    std::uint64_t sequence = 0;
    std::uint32_t target = 0;
    /// Compared with the target's current generation when the timer fires; a mismatch means the
    /// timer was superseded and is skipped (lazy cancellation).
    std::uint32_t generation = 0;
    TimerKind kind = TimerKind::DelayEnd;
};

/// Pending timers, fired in (time, sequence) order: two timers due at the same millisecond fire
/// in the order they were scheduled, on every run.
///
/// Most timers are "now + a duration" with one of very few durations (the visibility timeout,
/// the delay, the wait time). Timers with the same duration, scheduled as the clock moves
/// forward, are already in order, so each such duration gets a FIFO lane and costs O(1); only the
/// lanes' heads compete. Other timers go to a binary heap.
class Scheduler {
public:
    /// A timer at an absolute time.
    void schedule(TimeMs at, TimerKind kind, std::uint32_t target, std::uint32_t generation);
    /// A timer `delay` after `now`; `now` must never decrease between calls.
    void scheduleAfter(TimeMs now, TimeMs delay, TimerKind kind, std::uint32_t target,
                       std::uint32_t generation);
    bool empty() const { return m_size == 0; }
    std::size_t size() const { return m_size; }
    TimeMs nextTime() const;
    Timer pop();

private:
    struct Lane {
        TimeMs delay = 0;
        std::deque<Timer> timers;
    };
    static constexpr std::size_t maxLanes = 16;
    /// The lane holding the next timer, or -1 when the heap does (cached until a change).
    int nextLane() const;
    static constexpr int unknownLane = -2;
    mutable int m_nextLane = unknownLane;

    std::vector<Timer> m_heap;
    std::vector<Lane> m_lanes;
    std::size_t m_size = 0;
    std::uint64_t m_nextSequence = 0;
};

} // namespace inflight
