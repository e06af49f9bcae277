// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>

#include <utility>

namespace inflight {

/// Where the lanes are on screen. Message lanes form the upper region, which scrolls; worker
/// lanes and the effects lane form the lower region, pinned, so the double processing stays in
/// view whatever message is scrolled to. When every lane fits, lanes grow (up to
/// maxLaneHeight) and nothing scrolls.
struct LaneLayout {
    QRectF area;
    double messageLaneHeight = 0;
    double pinnedLaneHeight = 0;
    int messageLanes = 0;
    int pinnedLanes = 0;
    /// The regions' rectangles (the pinned one is empty without worker lanes).
    QRectF messageRegion;
    QRectF pinnedRegion;
    double messageScroll = 0;
    double pinnedScroll = 0;
    double messageScrollMax = 0;
    double pinnedScrollMax = 0;

    /// How the lanes share `area`: growing from `laneHeight` up to `maxLaneHeight` when they
    /// all fit, a little thinner when they nearly do; otherwise, when the lanes `scroll` (the
    /// widget), message lanes of `laneHeight` scrolled by `messageScroll` above the pinned lanes
    /// scrolled by `pinnedScroll`, and when they cannot (a picture), message lanes sharing what
    /// the pinned lanes leave.
    static LaneLayout arrange(const QRectF &area, int messageLanes, int pinnedLanes,
                              double laneHeight, double maxLaneHeight, bool scroll,
                              double messageScroll, double pinnedScroll);

    QRectF laneRect(int lane) const;
    /// The lane at y (in any column), or -1.
    int laneAt(double y) const;
    /// The first and one-past-last lane index visible in a region.
    std::pair<int, int> visibleMessageLanes() const;
    std::pair<int, int> visiblePinnedLanes() const;
    /// The region a lane is in: it scrolls and clips with it.
    const QRectF &regionOf(int lane) const
    {
        return lane < messageLanes ? messageRegion : pinnedRegion;
    }
    /// Whether any of the lane shows in its region (false for -1, no lane).
    bool isOnScreen(int lane) const;
};

} // namespace inflight
