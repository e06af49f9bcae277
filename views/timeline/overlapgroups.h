// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The timeline's level of detail for double processing. Zoomed out over a long run, hundreds of
// overlaps share a few pixels each: drawn one by one they are a wall of red with captions piled
// on each other. Overlaps that would touch on screen are merged into one band that says how many
// it stands for ("298 double processings of m1, t=0:00–24:50"); zooming in splits the band again,
// down to one box per overlap. The screen, the exports and the lesson pictures all draw these.

#include "lanelayout.h"
#include "timelinemodel.h"

#include <QString>

#include <functional>
#include <vector>

namespace inflight {

/// Overlaps drawn as one: on one pair of worker lanes (or, for the frames on the messages' own
/// lanes, on one message lane), each starting within a few pixels of where the one before ended.
struct OverlapGroup {
    TimeMs from = 0;
    TimeMs to = 0;
    /// The two worker lanes, the smaller first (both -1 for a group on a message lane).
    int firstWorkerLane = -1;
    int secondWorkerLane = -1;
    /// The message lane the frames go on, or -1 (a group of worker lanes across messages).
    int messageLane = -1;
    /// How many overlaps it stands for, and on how many messages.
    int count = 0;
    int messageCount = 0;
    /// The message when they are all of one, else noMessage.
    MessageNumber message = noMessage;
    /// The first overlap it stands for (its caption names that one when count is 1).
    const OverlapHighlight *first = nullptr;

    bool merged() const { return count > 1; }
};

/// How the overlaps are merged for one drawing: the lanes as laid out, the times on screen and
/// the mapping from time to x.
class OverlapGrouping {
public:
    using TimeToX = std::function<double(TimeMs)>;
    /// Overlaps closer than this on screen (in pixels, of the style's scale) are drawn as one.
    static constexpr double mergeGapPx = 6;

    OverlapGrouping(const LaneLayout &layout, TimeMs t0, TimeMs t1, TimeToX xOf,
                    double mergeGap = mergeGapPx);

    /// The hatched boxes across the workers' lanes: one group per run of overlaps on a pair of
    /// worker lanes that would touch, in time order. Only overlaps on screen (in time, and with
    /// one of their worker lanes showing) are grouped; each of them is in exactly one group.
    std::vector<OverlapGroup> workerGroups(const std::vector<OverlapHighlight> &overlaps) const;
    /// The dashed frames on the messages' own lanes, merged the same way per message lane.
    std::vector<OverlapGroup> messageGroups(const std::vector<OverlapHighlight> &overlaps) const;

    /// The group of `groups` that stands for `overlap`, or nullptr.
    static const OverlapGroup *groupOf(const std::vector<OverlapGroup> &groups,
                                       const OverlapHighlight &overlap);

private:
    template<typename OnScreen, typename Key>
    std::vector<OverlapGroup> group(const std::vector<OverlapHighlight> &overlaps,
                                    OnScreen onScreen, Key key) const;

    const LaneLayout &m_layout;
    TimeMs m_t0;
    TimeMs m_t1;
    TimeToX m_xOf;
    double m_gap;
};

/// What a group's caption says, longest first, for the caption placer to try in turn until one
/// fits: "double processing m1" for one overlap; for a merged band "298 double processings of
/// m1, t=0:00–24:50", then without the times, then "298 double processings".
std::vector<QString> overlapCaptions(const OverlapGroup &group, const QString &span);

} // namespace inflight
