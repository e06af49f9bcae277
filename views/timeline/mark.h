// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPainter>
#include <QPointF>
#include <QRectF>

#include <array>
#include <cmath>
#include <cstdint>
#include <tuple>

namespace inflight {

struct TimelineStyle;

/// One mark, described so that it can be drawn directly (print) or stamped from a cached
/// sprite (the widget, where a zoomed-out lane draws hundreds).
struct Mark {
    enum class Shape : std::uint8_t { Tick, HollowTick, Cross, Diamond, Circle, Skip, Triangle };
    Shape shape = Shape::Circle;
    /// Tick, cross, diamond, triangle: the size; circle and skip: the radius.
    double size = 10;
    QColor colour;
    /// The halo or edge colour (the background, mostly).
    QColor second;
    double width = 1.5;

    double extent() const
    {
        const bool round = shape == Shape::Circle || shape == Shape::Skip;
        return std::ceil((round ? 2 * size : size) * 1.25 + 2 * width + 6);
    }
    auto key(double dpr) const
    {
        return std::make_tuple(static_cast<int>(shape), std::lround(size * 8), colour.rgba(),
                               second.rgba(), std::lround(width * 8), std::lround(dpr * 4));
    }
};

/// Draws a mark centred on `c`, as vector shapes.
void paintMark(QPainter *p, const Mark &m, QPointF c);

/// What of a mark shows (its stroke or fill, not the halo in the background colour): the part
/// labels keep clear of, as one rectangle around it all, and as one or two rectangles that
/// leave out the empty corners of a diamond, a circle or a tick (a label may tuck into them).
struct MarkShape {
    QRectF bounds;
    std::array<QRectF, 2> pieces;
};

MarkShape markShape(const Mark &m, QPointF c);

/// Sizes of the marks for a lane height.
struct MarkSizes {
    double tick, cross, diamond, heartbeat, radius, line, labelGap;
};

MarkSizes markSizes(const TimelineStyle &s, double laneHeight);

} // namespace inflight
