// SPDX-License-Identifier: GPL-3.0-or-later
#include "scheduler.h"

#include <algorithm>

namespace inflight {

namespace {
bool firesBefore(const Timer &x, const Timer &y)
{
    return x.at != y.at ? x.at < y.at : x.sequence < y.sequence;
}
// std::push_heap builds a max-heap, so the heap's "less" means "fires later".
bool firesLater(const Timer &x, const Timer &y)
{
    return firesBefore(y, x);
}
} // namespace

void Scheduler::schedule(TimeMs at, TimerKind kind, std::uint32_t target, std::uint32_t generation)
{
    m_heap.push_back(Timer{at, m_nextSequence++, target, generation, kind});
    std::push_heap(m_heap.begin(), m_heap.end(), firesLater);
    ++m_size;
    m_nextLane = unknownLane;
}

void Scheduler::scheduleAfter(TimeMs now, TimeMs delay, TimerKind kind, std::uint32_t target,
                              std::uint32_t generation)
{
    auto lane = std::find_if(m_lanes.begin(), m_lanes.end(),
                             [&](const Lane &l) { return l.delay == delay; });
    if (lane == m_lanes.end()) {
        if (m_lanes.size() == maxLanes)
            return schedule(now + delay, kind, target, generation);
        lane = m_lanes.insert(m_lanes.end(), Lane{delay, {}});
    }
    lane->timers.push_back(Timer{now + delay, m_nextSequence++, target, generation, kind});
    ++m_size;
    m_nextLane = unknownLane;
}

int Scheduler::nextLane() const
{
    if (m_nextLane != unknownLane)
        return m_nextLane;
    int best = -1;
    const Timer *bestTimer = m_heap.empty() ? nullptr : &m_heap.front();
    for (std::size_t i = 0; i < m_lanes.size(); ++i) {
        if (m_lanes[i].timers.empty())
            continue;
        const Timer &head = m_lanes[i].timers.front();
        if (!bestTimer || firesBefore(head, *bestTimer)) {
            best = static_cast<int>(i);
            bestTimer = &head;
        }
    }
    m_nextLane = best;
    return best;
}

TimeMs Scheduler::nextTime() const
{
    if (m_size == 0)
        return neverMs;
    const int lane = nextLane();
    return lane < 0 ? m_heap.front().at : m_lanes[lane].timers.front().at;
}

Timer Scheduler::pop()
{
    --m_size;
    const int lane = nextLane();
    m_nextLane = unknownLane;
    if (lane >= 0) {
        Timer timer = m_lanes[lane].timers.front();
        m_lanes[lane].timers.pop_front();
        return timer;
    }
    std::pop_heap(m_heap.begin(), m_heap.end(), firesLater);
    Timer timer = m_heap.back();
    m_heap.pop_back();
    return timer;
}

} // namespace inflight
