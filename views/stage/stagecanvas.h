// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stagescale.h"

#include <QPainter>

namespace inflight {

struct Palette;

/// What the stage's painters share: the painter, the theme's palette and the stage's scale, and
/// the marks the stage draws in several places (a tick, a cross, a warning sign, a heartbeat, a
/// pin, an arrow, the countdown ring) so that each mark looks the same wherever it stands.
class StageCanvas {
public:
    StageCanvas(QPainter &painter, const Palette &palette, const StageScale &scale)
        : p(painter), pal(palette), m_scale(scale)
    {
    }

    QPainter &p;
    const Palette &pal;

    const StageScale &scale() const { return m_scale; }
    double px(double units) const { return m_scale.px(units); }
    QFont font(double points, bool bold = false) const { return m_scale.font(points, bold); }
    /// A pen `widthU` design units wide (at least a pixel), with round caps and joins.
    QPen pen(const QColor &c, double widthU, Qt::PenStyle style = Qt::SolidLine) const;

    /// Text in a rectangle, elided to fit its width.
    void text(const QRectF &r, const QString &s, const QFont &f, const QColor &c,
              int flags = Qt::AlignLeft | Qt::AlignVCenter) const;
    /// Text on up to two lines, broken at spaces, the second elided.
    void text2(const QRectF &r, const QString &s, const QFont &f, const QColor &c) const;
    double textWidth(const QString &s, const QFont &f) const;

    /// A tick: deleted, or an effect. Hollow (an outline filled with `hollowFill`, the surface
    /// by default), a delete that answered 200 and did nothing.
    void tick(QPointF c, double size, const QColor &color, bool hollow, double alpha,
              const QColor &hollowFill = QColor()) const;
    /// A cross: crashed.
    void cross(QPointF c, double size, const QColor &color, double alpha,
               double widthFactor = 0.2) const;
    /// A warning triangle with "!".
    void warning(QPointF c, double size, const QColor &color, double alpha = 1) const;
    /// A pulse line: the heartbeat.
    void heart(QPointF c, double size, const QColor &color, double alpha = 1) const;
    /// A push pin, its head at `head`: a note.
    void pin(QPointF head, double size, const QColor &color) const;
    void arrowHead(QPointF tip, QPointF from, double size, const QColor &color) const;
    /// A curved arrow from a to b, for a card's recent move.
    void arrow(QPointF a, QPointF b, const QColor &color, double alpha) const;
    /// An arrow's label: a pill of the stage's surface with a thin outline in the arrow's colour,
    /// so that it reads over a line or a box's edge. It stays solid for the first third of its
    /// arrow's life, then fades out with it.
    void arrowLabel(const QRectF &r, const QString &label, const QColor &color, double alpha) const;
    /// The countdown ring: the fraction of the visibility window left.
    void ring(QPointF c, double r, double remaining, double pulse, const QColor &arc,
              const QColor &track) const;

private:
    const StageScale &m_scale;
};

} // namespace inflight
