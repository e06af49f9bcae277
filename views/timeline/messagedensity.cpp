// SPDX-License-Identifier: GPL-3.0-or-later
#include "messagedensity.h"

#include <algorithm>

namespace inflight {

namespace {

/// Sorts and merges `list` in place: touching or overlapping intervals become one.
void mergeIntervals(std::vector<MessageDensity::Interval> &list)
{
    if (list.empty())
        return;
    std::sort(list.begin(), list.end());
    std::size_t out = 0;
    for (std::size_t i = 1; i < list.size(); ++i) {
        if (list[i].first <= list[out].second)
            list[out].second = std::max(list[out].second, list[i].second);
        else
            list[++out] = list[i];
    }
    list.resize(out + 1);
}

} // namespace

MessageDensity::MessageDensity(const TimelineModel &model) : m_lanes(model.messageLaneCount())
{
    const TimeMs end = model.endMs();
    std::array<std::vector<Interval>, Categories> scratch;
    auto append = [&scratch](Level &level) {
        for (auto &list : scratch) {
            mergeIntervals(list);
            level.intervals.insert(level.intervals.end(), list.begin(), list.end());
            level.offsets.push_back(static_cast<std::uint32_t>(level.intervals.size()));
            list.clear();
        }
    };
    // Level 0: each lane's live spans, by category.
    Level lanes;
    lanes.offsets.push_back(0);
    for (int lane = 0; lane < m_lanes; ++lane) {
        for (const PhaseSpan &span : model.messageTrack(lane).spans) {
            if (!phaseIsLive(span.phase))
                continue;
            const Category category = model.isDeadLetterQueue(span.queue)    ? DeadLetter
                                      : span.phase == MessagePhase::InFlight ? InFlight
                                      : span.phase == MessagePhase::Delayed  ? Delayed
                                                                             : Visible;
            scratch[category].emplace_back(span.from, span.to == neverMs ? end : span.to);
        }
        append(lanes);
    }
    m_levels.push_back(std::move(lanes));
    // Each level above: the unions of 16 blocks of the one below.
    for (int blocks = m_lanes; blocks > 1;) {
        const Level &below = m_levels.back();
        Level level;
        level.offsets.push_back(0);
        const int count = (blocks + fanOut - 1) / fanOut;
        for (int b = 0; b < count; ++b) {
            for (int child = b * fanOut; child < std::min(blocks, (b + 1) * fanOut); ++child) {
                for (std::size_t c = 0; c < Categories; ++c) {
                    const auto at = static_cast<std::size_t>(child) * Categories + c;
                    scratch[c].insert(scratch[c].end(), below.intervals.begin() + below.offsets[at],
                                      below.intervals.begin() + below.offsets[at + 1]);
                }
            }
            append(level);
        }
        m_levels.push_back(std::move(level));
        blocks = count;
    }
}

} // namespace inflight
