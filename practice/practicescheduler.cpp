// SPDX-License-Identifier: GPL-3.0-or-later
#include "practicescheduler.h"

#include "prng.h"

#include <algorithm>
#include <limits>

namespace inflight::practice {

int boxInterval(int box)
{
    return 1 << (std::clamp(box, 1, boxCount) - 1);
}

const TopicRecord &LeitnerScheduler::record(Topic topic) const
{
    return m_state.topics[static_cast<std::size_t>(topic)];
}

long long LeitnerScheduler::dueAt(Topic topic) const
{
    const TopicRecord &r = record(topic);
    if (r.lastAnswered < 0)
        return 0;
    return static_cast<long long>(r.lastAnswered) + boxInterval(r.box);
}

bool LeitnerScheduler::isDue(Topic topic) const
{
    return dueAt(topic) <= m_state.answered;
}

NextQuestion LeitnerScheduler::next(const std::vector<Topic> &picked, int level,
                                    std::uint64_t seed) const
{
    std::vector<Topic> pool = picked;
    if (pool.empty()) {
        for (const TopicInfo &info : topics())
            pool.push_back(info.topic);
    }
    std::sort(pool.begin(), pool.end());
    pool.erase(std::unique(pool.begin(), pool.end()), pool.end());
    // Not the topic just answered, when there is another to ask.
    if (pool.size() > 1) {
        std::vector<Topic> others;
        for (Topic t : pool) {
            if (record(t).lastAnswered < 0 || record(t).lastAnswered != m_state.answered - 1)
                others.push_back(t);
        }
        if (!others.empty())
            pool = std::move(others);
    }
    std::vector<Topic> candidates;
    bool anyDue = false;
    for (Topic t : pool)
        anyDue = anyDue || isDue(t);
    if (anyDue) {
        int lowest = boxCount + 1;
        for (Topic t : pool) {
            if (isDue(t))
                lowest = std::min(lowest, record(t).box);
        }
        for (Topic t : pool) {
            if (isDue(t) && record(t).box == lowest)
                candidates.push_back(t);
        }
    } else {
        long long soonest = std::numeric_limits<long long>::max();
        for (Topic t : pool)
            soonest = std::min(soonest, dueAt(t));
        for (Topic t : pool) {
            if (dueAt(t) == soonest)
                candidates.push_back(t);
        }
    }
    // Deterministic: the seed and the clock alone choose among equals.
    const auto now = static_cast<std::uint64_t>(m_state.answered);
    Prng rng(mix64(seed) ^ mix64(now + 0x5eed));
    NextQuestion q;
    q.topic = candidates[static_cast<std::size_t>(rng.uniformBelow(candidates.size()))];
    q.level =
        level > 0 ? std::min(level, maxLevel) : 1 + static_cast<int>(rng.uniformBelow(maxLevel));
    q.seed = mix64(seed * 1000003 + now);
    return q;
}

void LeitnerScheduler::answer(Topic topic, bool right)
{
    TopicRecord &r = m_state.topics[static_cast<std::size_t>(topic)];
    if (right) {
        r.box = std::min(r.box + 1, boxCount);
        ++r.right;
        ++m_state.streak;
        m_state.bestStreak = std::max(m_state.bestStreak, m_state.streak);
    } else {
        r.box = 1;
        ++r.wrong;
        m_state.streak = 0;
    }
    r.lastAnswered = m_state.answered;
    ++m_state.answered;
}

} // namespace inflight::practice
