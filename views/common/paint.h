// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small painting helpers every view needs: blending colours, text that reads on a fill, and type
// sized in pixels. One home for them, so that the views agree on what "a lighter red" or "text on
// cyan" is.

#include <QColor>
#include <QFont>

namespace inflight {

/// `a` moved a fraction `t` (0 to 1) of the way to `b`, opaque.
QColor mix(const QColor &a, const QColor &b, double t);

/// The colour with its alpha set to `alpha` (0 to 255).
QColor withAlpha(QColor colour, int alpha);

/// Dark text on light fills, white on dark ones (by luminance).
QColor textOn(const QColor &fill);

/// The application's font at a pixel size (never below 6 pixels), so that pictures whose
/// resolutions differ (PNG, SVG, PDF) agree on the size of the type.
QFont pixelFont(double pixels, bool bold);

} // namespace inflight
