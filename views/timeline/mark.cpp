// SPDX-License-Identifier: GPL-3.0-or-later
#include "mark.h"

#include "shapes.h"
#include "timelinestyle.h"

#include <algorithm>

namespace inflight {

void paintMark(QPainter *p, const Mark &m, QPointF c)
{
    switch (m.shape) {
    case Mark::Shape::Tick:
        drawTick(p, c, m.size, m.colour, false, m.second);
        break;
    case Mark::Shape::HollowTick:
        drawTick(p, c, m.size, m.colour, true, m.second);
        break;
    case Mark::Shape::Cross:
        drawCross(p, c, m.size, m.colour, m.width, m.second);
        break;
    case Mark::Shape::Diamond:
        drawDiamond(p, c, m.size, m.colour, m.second, m.width);
        break;
    case Mark::Shape::Circle:
        drawCircle(p, c, m.size, m.colour, m.second, m.width);
        break;
    case Mark::Shape::Skip:
        drawSkip(p, c, m.size, m.colour, m.width, m.second);
        break;
    case Mark::Shape::Triangle:
        drawTriangle(p, c, m.size, m.colour, m.second);
        break;
    }
}

MarkShape markShape(const Mark &m, QPointF c)
{
    auto around = [&](double left, double up, double right, double down) {
        return QRectF(c.x() - left, c.y() - up, left + right, up + down);
    };
    switch (m.shape) {
    case Mark::Shape::Tick:
    case Mark::Shape::HollowTick: {
        // The path drawTick() strokes, and half its pen: a short stroke down to the corner, a
        // long one up to the right. Nothing is above the short stroke.
        const double pen =
            std::max(2.0, 0.2 * m.size) * (m.shape == Mark::Shape::HollowTick ? 1.5 : 1.0) / 2;
        const double s = m.size;
        return {around(0.42 * s + pen, 0.36 * s + pen, 0.45 * s + pen, 0.32 * s + pen),
                {around(0.42 * s + pen, -0.02 * s + pen, 0.12 * s + pen, 0.32 * s + pen),
                 around(0.12 * s + pen, 0.36 * s + pen, 0.45 * s + pen, 0.32 * s + pen)}};
    }
    case Mark::Shape::Cross: {
        const double h = 0.38 * m.size + m.width / 2;
        const QRectF r = around(h, h, h, h);
        return {r, {r, QRectF()}};
    }
    case Mark::Shape::Diamond: {
        // A plus covers a diamond: where |y| > h/2, |x| < h/2.
        const double h = m.size / 2 + m.width / 2;
        return {around(h, h, h, h), {around(h, h / 2, h, h / 2), around(h / 2, h, h / 2, h)}};
    }
    case Mark::Shape::Circle:
    case Mark::Shape::Skip: {
        // And a circle: where |y| > 0.6 r, |x| < 0.8 r.
        const double r = m.size + m.width / 2;
        return {around(r, r, r, r),
                {around(r, 0.6 * r, r, 0.6 * r), around(0.8 * r, r, 0.8 * r, r)}};
    }
    case Mark::Shape::Triangle: {
        const QRectF r =
            around(m.size / 2 + 0.75, m.size / 2 + 0.75, m.size / 2 + 0.75, 0.4 * m.size + 0.75);
        return {r, {r, QRectF()}};
    }
    }
    return {};
}

MarkSizes markSizes(const TimelineStyle &s, double laneHeight)
{
    const double h = laneHeight;
    return {std::clamp(0.55 * h, 8.0, s.px(26)),
            std::clamp(0.5 * h, 7.0, s.px(22)),
            std::clamp(0.6 * h, 8.0, s.px(28)),
            std::clamp(0.38 * h, 6.0, s.px(15)),
            std::clamp(0.2 * h, 3.5, s.px(10)),
            s.px(2.4),
            s.px(5)};
}

} // namespace inflight
