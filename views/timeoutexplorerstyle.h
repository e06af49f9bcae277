// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The timeout explorer's two charts (views/timeoutexplorer.h) in the theme's colours and sizes:
// axes without sub-ticks, the legend in a row below the chart, whole-number ticks for counts, and
// the hatch that marks jobs that outlasted the loan without relying on colour.

#include <QBrush>

class QColor;
class QCPAxis;
class QCustomPlot;

namespace inflight {

class Theme;

/// A texture of diagonal lines on a fill: "outlasted the loan" must not rely on red alone.
QBrush hatchBrush(const QColor &fill, const QColor &line, double factor);
/// One axis in the theme's muted line, text colour and fonts, without sub-ticks.
void styleAxis(QCPAxis *axis, const Theme &theme);
/// The chart's background, axes and legend in the theme.
void stylePlot(QCustomPlot *plot, const Theme &theme);
/// Moves the legend out of the chart into a row below it, so it never covers a bar or a point.
void legendBelow(QCustomPlot *plot);
/// Whole-number ticks for a count axis.
void countTicks(QCPAxis *axis);

} // namespace inflight
