// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The timeline's shapes and text. The lanes and the legend draw with the same functions, so the
// legend shows exactly what the lanes show. Hatching is computed as line segments rather than
// with a pattern brush or a clip: SVG output keeps neither.

#include <QColor>
#include <QFont>
#include <QPainter>
#include <QPointF>
#include <QRectF>
#include <QString>

namespace inflight {

/// Diagonal lines across `r`, `spacing` apart, anchored to absolute multiples of the spacing so
/// that neighbouring hatches line up; `cross` adds the other diagonal.
void hatch(QPainter *p, const QRectF &r, double spacing, const QPen &pen, bool cross);

/// A rectangle snapped to whole pixels, so bands stay crisp without antialiasing.
QRectF snapped(double x0, double y0, double x1, double y1);

/// A band (snapped) filled, with an edge when `edge` is valid and the band wide enough.
void fillBand(QPainter *p, const QRectF &r, const QColor &fill, const QColor &edge);

/// A tick of size `s` centred on `c`: solid with a halo of `background`, or hollow.
void drawTick(QPainter *p, QPointF c, double s, const QColor &colour, bool hollow,
              const QColor &background);
void drawCross(QPainter *p, QPointF c, double s, const QColor &colour, double width,
               const QColor &background);
void drawDiamond(QPainter *p, QPointF c, double s, const QColor &fill, const QColor &edge,
                 double edgeWidth);
void drawCircle(QPainter *p, QPointF c, double r, const QColor &fill, const QColor &edge,
                double edgeWidth);
/// An idempotent skip: a hollow circle struck through.
void drawSkip(QPainter *p, QPointF c, double r, const QColor &colour, double width,
              const QColor &background);
void drawTriangle(QPainter *p, QPointF c, double s, const QColor &fill, const QColor &edge);

/// A visibility deadline: a rule across the band with a cap pointing down at it.
void drawDeadline(QPainter *p, double x, double top, double bottom, const QColor &colour,
                  double width, bool solid, double cap);

/// Text vertically centred on y, starting at x. Returns its right edge.
double drawText(QPainter *p, const QFont &font, const QColor &colour, double x, double y,
                const QString &text);

/// Text on a rounded plate, for labels that must read on top of anything. Returns the plate.
QRectF drawPlate(QPainter *p, const QFont &font, const QColor &text, const QColor &plate,
                 const QColor &edge, QPointF centre, const QString &label, double pad);

/// A label on a plate of the background colour, so it reads on top of a bar or a hatch.
/// Returns its right edge.
double drawTag(QPainter *p, const QFont &font, const QColor &colour, const QColor &plate, double x,
               double y, const QString &text);

} // namespace inflight
