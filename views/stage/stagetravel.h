// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a card travels while the stage plays: along a straight line between two places, eased in
// and out so that it starts and stops gently.

#include <QRectF>

#include <algorithm>

namespace inflight {

/// Smoothstep: 0 at 0, 1 at 1, flat at both ends; `x` is clamped to 0 to 1.
inline double smoothStep(double x)
{
    x = std::clamp(x, 0.0, 1.0);
    return x * x * (3 - 2 * x);
}

/// The rectangle a fraction `f` of the way from `a` to `b`, corners and size alike.
inline QRectF rectBetween(const QRectF &a, const QRectF &b, double f)
{
    return {a.x() + (b.x() - a.x()) * f, a.y() + (b.y() - a.y()) * f,
            a.width() + (b.width() - a.width()) * f, a.height() + (b.height() - a.height()) * f};
}

} // namespace inflight
