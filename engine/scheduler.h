// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "types.h"

#include <cstdint>
#include <vector>

namespace inflight {

/// What a timer does when it fires. Plain tags, not callbacks: the engine dispatches on them.
enum class TimerKind : std::uint8_t {
    DelayEnd,           ///< target = message
    VisibilityDeadline, ///< target = message
    RetentionCheck,     ///< target = queue
    PollTimeout,        ///< target = poll id
    MoveTaskTick,       ///< target = move task id
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

/// A binary min-heap of timers ordered by (time, sequence): two timers due at the same
/// millisecond fire in the order they were scheduled, on every run.
class Scheduler {
public:
    void schedule(TimeMs at, TimerKind kind, std::uint32_t target, std::uint32_t generation);
    bool empty() const { return m_heap.empty(); }
    std::size_t size() const { return m_heap.size(); }
    const Timer &top() const { return m_heap.front(); }
    TimeMs nextTime() const { return m_heap.empty() ? neverMs : m_heap.front().at; }
    Timer pop();

private:
    std::vector<Timer> m_heap;
    std::uint64_t m_nextSequence = 0;
};

} // namespace inflight
