// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The message lanes zoomed out, prepared once a run. A pixel row of a whole-run picture of a
// million messages stands for thousands of lanes; drawing it means the union of their spans, per
// kind (delayed, visible, in flight, in a dead-letter queue). Walking every span of every lane on
// each replot costs tens of milliseconds; this keeps the unions of blocks of 16, 256, 4,096...
// lanes, so that a row is the union of a few blocks whatever the run's size. The unions are in
// run time, not pixels: every zoom and every scroll position uses the same blocks, and the row it
// draws is exactly the union of its lanes' spans.

#include "timelinemodel.h"

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace inflight {

class MessageDensity {
public:
    /// What a dense row draws, one colour each.
    enum Category : std::uint8_t { Delayed, Visible, DeadLetter, InFlight, Categories };
    using Interval = std::pair<TimeMs, TimeMs>;

    /// The unions for every message lane of `model` (its spans while the message is in a queue,
    /// an open span ending at the run's end).
    explicit MessageDensity(const TimelineModel &model);

    /// Calls visit(category, from, to) for the union of the spans of lanes `first` to one before
    /// `last`: a handful of intervals per block of lanes, each block's merged already (intervals
    /// of different blocks may still overlap).
    template<typename Visit> void forEachInterval(int first, int last, Visit visit) const;

private:
    /// One level: block b's intervals of category c are
    /// intervals[offsets[b * Categories + c] .. offsets[b * Categories + c + 1]).
    struct Level {
        std::vector<std::uint32_t> offsets;
        std::vector<Interval> intervals;
    };
    static constexpr int fanOut = 16;

    /// Level 0 is the lanes themselves; level k > 0 holds blocks of 16^k lanes.
    std::vector<Level> m_levels;
    int m_lanes = 0;
};

template<typename Visit>
void MessageDensity::forEachInterval(int first, int last, Visit visit) const
{
    // The largest aligned blocks that fit, like a segment tree's query.
    int lane = first;
    while (lane < last) {
        std::size_t level = 0;
        int size = 1;
        while (level + 1 < m_levels.size() && lane % (size * fanOut) == 0 &&
               lane + size * fanOut <= last) {
            size *= fanOut;
            ++level;
        }
        const Level &l = m_levels[level];
        const auto block = static_cast<std::size_t>(lane / size);
        for (std::size_t c = 0; c < Categories; ++c) {
            const std::uint32_t from = l.offsets[block * Categories + c];
            const std::uint32_t to = l.offsets[block * Categories + c + 1];
            for (std::uint32_t i = from; i < to; ++i)
                visit(static_cast<Category>(c), l.intervals[i].first, l.intervals[i].second);
        }
        lane += size;
    }
}

} // namespace inflight
