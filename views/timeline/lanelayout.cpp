// SPDX-License-Identifier: GPL-3.0-or-later
#include "lanelayout.h"

#include <algorithm>
#include <cmath>

namespace inflight {

LaneLayout LaneLayout::arrange(const QRectF &area, int messageLanes, int pinnedLanes,
                               double laneHeight, double maxLaneHeight, bool scroll,
                               double messageScroll, double pinnedScroll)
{
    LaneLayout l;
    l.area = area;
    l.messageLanes = messageLanes;
    l.pinnedLanes = pinnedLanes;
    const int total = l.messageLanes + l.pinnedLanes;
    if (total == 0 || l.area.height() <= 0)
        return l;
    const double a = l.area.height();
    const double base = laneHeight;
    auto stack = [&](double messageHeight, double pinnedHeight) {
        l.messageLaneHeight = messageHeight;
        l.pinnedLaneHeight = pinnedHeight;
        l.messageRegion =
            QRectF(l.area.left(), l.area.top(), l.area.width(), l.messageLanes * messageHeight);
        l.pinnedRegion = QRectF(l.area.left(), l.messageRegion.bottom(), l.area.width(),
                                l.pinnedLanes * pinnedHeight);
    };
    if (total * base <= a) {
        // Everything fits: lanes grow to use the room, up to a readable maximum.
        const double h = std::floor(std::min(maxLaneHeight, a / total));
        stack(h, h);
        return l;
    }
    if (const double squeezed = std::floor(a / total); squeezed >= std::round(base * 0.75)) {
        // Nearly fits: a little thinner beats a scroll bar that hides a worker or the effects.
        stack(squeezed, squeezed);
        return l;
    }
    if (!scroll) {
        // A picture cannot scroll: the pinned lanes keep a readable height where they can, and
        // the messages share what is left.
        const double pinned = l.pinnedLanes ? std::min(base, a * 0.4 / l.pinnedLanes) : 0.0;
        const double message = l.messageLanes ? (a - pinned * l.pinnedLanes) / l.messageLanes : 0.0;
        stack(message, pinned);
        return l;
    }
    // The pinned lanes get at least 45% of the height, and whatever the messages leave unused.
    // In whole lanes, rounded up (the workers and the effects come first): a lane cut through
    // its name reads as a mistake, and only the messages above have a scroll bar.
    const double pinnedShare = std::min(
        l.pinnedLanes * base, std::max({base, std::floor(a * 0.45), a - l.messageLanes * base}));
    const double pinnedHeight =
        l.pinnedLanes
            ? std::max(base, std::min(std::ceil(pinnedShare / base), std::floor(a / base)) * base)
            : 0.0;
    l.messageLaneHeight = base;
    l.pinnedLaneHeight = base;
    l.pinnedRegion =
        QRectF(l.area.left(), l.area.bottom() - pinnedHeight, l.area.width(), pinnedHeight);
    l.messageRegion = QRectF(l.area.left(), l.area.top(), l.area.width(), a - pinnedHeight);
    l.messageScrollMax = std::max(0.0, l.messageLanes * base - l.messageRegion.height());
    l.pinnedScrollMax = std::max(0.0, l.pinnedLanes * base - pinnedHeight);
    l.messageScroll = std::clamp(messageScroll, 0.0, l.messageScrollMax);
    l.pinnedScroll = std::clamp(pinnedScroll, 0.0, l.pinnedScrollMax);
    return l;
}

QRectF LaneLayout::laneRect(int lane) const
{
    if (lane < messageLanes)
        return QRectF(area.left(), messageRegion.top() + lane * messageLaneHeight - messageScroll,
                      area.width(), messageLaneHeight);
    return QRectF(area.left(),
                  pinnedRegion.top() + (lane - messageLanes) * pinnedLaneHeight - pinnedScroll,
                  area.width(), pinnedLaneHeight);
}

int LaneLayout::laneAt(double y) const
{
    if (messageLanes > 0 && y >= messageRegion.top() && y < messageRegion.bottom()) {
        const int lane = static_cast<int>(
            std::floor((y - messageRegion.top() + messageScroll) / messageLaneHeight));
        return lane >= 0 && lane < messageLanes ? lane : -1;
    }
    if (pinnedLanes > 0 && y >= pinnedRegion.top() && y < pinnedRegion.bottom()) {
        const int lane = static_cast<int>(
            std::floor((y - pinnedRegion.top() + pinnedScroll) / pinnedLaneHeight));
        return lane >= 0 && lane < pinnedLanes ? messageLanes + lane : -1;
    }
    return -1;
}

std::pair<int, int> LaneLayout::visibleMessageLanes() const
{
    if (messageLanes == 0 || messageLaneHeight <= 0)
        return {0, 0};
    const int first = std::max(0, static_cast<int>(std::floor(messageScroll / messageLaneHeight)));
    const int last = std::min(
        messageLanes,
        static_cast<int>(std::ceil((messageScroll + messageRegion.height()) / messageLaneHeight)));
    return {first, std::max(first, last)};
}

std::pair<int, int> LaneLayout::visiblePinnedLanes() const
{
    if (pinnedLanes == 0 || pinnedLaneHeight <= 0)
        return {messageLanes, messageLanes};
    const int first = std::max(0, static_cast<int>(std::floor(pinnedScroll / pinnedLaneHeight)));
    const int last = std::min(
        pinnedLanes,
        static_cast<int>(std::ceil((pinnedScroll + pinnedRegion.height()) / pinnedLaneHeight)));
    return {messageLanes + first, messageLanes + std::max(first, last)};
}

bool LaneLayout::isOnScreen(int lane) const
{
    if (lane < 0)
        return false;
    const QRectF r = laneRect(lane);
    const QRectF &region = regionOf(lane);
    return r.bottom() > region.top() && r.top() < region.bottom();
}

} // namespace inflight
