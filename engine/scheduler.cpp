// SPDX-License-Identifier: GPL-3.0-or-later
#include "scheduler.h"

#include <algorithm>

namespace inflight {

namespace {
// std::push_heap builds a max-heap, so "less" here means "fires later".
bool firesLater(const Timer &x, const Timer &y)
{
    return x.at != y.at ? x.at > y.at : x.sequence > y.sequence;
}
} // namespace

void Scheduler::schedule(TimeMs at, TimerKind kind, std::uint32_t target, std::uint32_t generation)
{
    m_heap.push_back(Timer{at, m_nextSequence++, target, generation, kind});
    std::push_heap(m_heap.begin(), m_heap.end(), firesLater);
}

Timer Scheduler::pop()
{
    std::pop_heap(m_heap.begin(), m_heap.end(), firesLater);
    Timer timer = m_heap.back();
    m_heap.pop_back();
    return timer;
}

} // namespace inflight
