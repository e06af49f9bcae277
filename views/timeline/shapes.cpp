// SPDX-License-Identifier: GPL-3.0-or-later
#include "shapes.h"

#include "common/paint.h"

#include <QFontMetricsF>
#include <QPainterPath>
#include <QVector>

#include <algorithm>
#include <cmath>

namespace inflight {

void hatch(QPainter *p, const QRectF &r, double spacing, const QPen &pen, bool cross)
{
    if (r.width() <= 0 || r.height() <= 0 || spacing <= 0)
        return;
    QVector<QLineF> lines;
    const double l = r.left(), t = r.top(), rr = r.right(), b = r.bottom();
    // Lines x + y = c, anchored to absolute multiples of the spacing so neighbours line up.
    for (double c = std::ceil((l + t) / spacing) * spacing; c <= rr + b; c += spacing) {
        const double x0 = std::max(l, c - b);
        const double x1 = std::min(rr, c - t);
        if (x0 < x1)
            lines.append(QLineF(x0, c - x0, x1, c - x1));
    }
    if (cross) {
        // Lines x - y = c.
        for (double c = std::ceil((l - b) / spacing) * spacing; c <= rr - t; c += spacing) {
            const double x0 = std::max(l, c + t);
            const double x1 = std::min(rr, c + b);
            if (x0 < x1)
                lines.append(QLineF(x0, x0 - c, x1, x1 - c));
        }
    }
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(pen);
    p->drawLines(lines);
    p->restore();
}

/// A rectangle snapped to whole pixels, so bands stay crisp without antialiasing.
QRectF snapped(double x0, double y0, double x1, double y1)
{
    const double left = std::round(x0);
    const double right = std::max(left + 1, std::round(x1));
    const double top = std::round(y0);
    const double bottom = std::max(top + 1, std::round(y1));
    return QRectF(left, top, right - left, bottom - top);
}

void fillBand(QPainter *p, const QRectF &r, const QColor &fill, const QColor &edge)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing, false);
    p->fillRect(r, fill);
    if (edge.isValid() && r.width() >= 3) {
        p->setPen(QPen(edge, 1));
        p->setBrush(Qt::NoBrush);
        p->drawRect(r.adjusted(0.5, 0.5, -0.5, -0.5));
    }
    p->restore();
}

void drawTick(QPainter *p, QPointF c, double s, const QColor &colour, bool hollow,
              const QColor &background)
{
    QPainterPath path;
    path.moveTo(c.x() - 0.42 * s, c.y() + 0.02 * s);
    path.lineTo(c.x() - 0.12 * s, c.y() + 0.32 * s);
    path.lineTo(c.x() + 0.45 * s, c.y() - 0.36 * s);
    const double width = std::max(2.0, 0.2 * s);
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setBrush(Qt::NoBrush);
    if (hollow) {
        p->setPen(QPen(colour, width * 1.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->drawPath(path);
        p->setPen(QPen(background, width * 0.55, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->drawPath(path);
    } else {
        // A thin halo keeps the tick readable on any band.
        p->setPen(QPen(background, width + 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->drawPath(path);
        p->setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->drawPath(path);
    }
    p->restore();
}

void drawCross(QPainter *p, QPointF c, double s, const QColor &colour, double width,
               const QColor &background)
{
    const double h = 0.38 * s;
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(QPen(background, width + 2, Qt::SolidLine, Qt::RoundCap));
    p->drawLine(QPointF(c.x() - h, c.y() - h), QPointF(c.x() + h, c.y() + h));
    p->drawLine(QPointF(c.x() - h, c.y() + h), QPointF(c.x() + h, c.y() - h));
    p->setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
    p->drawLine(QPointF(c.x() - h, c.y() - h), QPointF(c.x() + h, c.y() + h));
    p->drawLine(QPointF(c.x() - h, c.y() + h), QPointF(c.x() + h, c.y() - h));
    p->restore();
}

void drawDiamond(QPainter *p, QPointF c, double s, const QColor &fill, const QColor &edge,
                 double edgeWidth)
{
    const double h = s / 2;
    const QPointF points[4] = {
        {c.x(), c.y() - h}, {c.x() + h, c.y()}, {c.x(), c.y() + h}, {c.x() - h, c.y()}};
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(QPen(edge, edgeWidth));
    p->setBrush(fill);
    p->drawPolygon(points, 4);
    p->restore();
}

void drawCircle(QPainter *p, QPointF c, double r, const QColor &fill, const QColor &edge,
                double edgeWidth)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(edge.isValid() ? QPen(edge, edgeWidth) : QPen(Qt::NoPen));
    p->setBrush(fill.isValid() ? QBrush(fill) : QBrush(Qt::NoBrush));
    p->drawEllipse(c, r, r);
    p->restore();
}

/// An idempotent skip: a hollow circle struck through.
void drawSkip(QPainter *p, QPointF c, double r, const QColor &colour, double width,
              const QColor &background)
{
    drawCircle(p, c, r, background, colour, width);
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(QPen(colour, width));
    const double d = r * 0.7;
    p->drawLine(QPointF(c.x() - d, c.y() + d), QPointF(c.x() + d, c.y() - d));
    p->restore();
}

void drawTriangle(QPainter *p, QPointF c, double s, const QColor &fill, const QColor &edge)
{
    const double h = s / 2;
    const QPointF points[3] = {
        {c.x(), c.y() - h}, {c.x() + h, c.y() + h * 0.8}, {c.x() - h, c.y() + h * 0.8}};
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(QPen(edge, 1.5));
    p->setBrush(fill);
    p->drawPolygon(points, 3);
    p->restore();
}

/// A visibility deadline: a rule across the band with a cap pointing down at it.
void drawDeadline(QPainter *p, double x, double top, double bottom, const QColor &colour,
                  double width, bool solid, double cap)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(QPen(colour, width, solid ? Qt::SolidLine : Qt::DotLine, Qt::FlatCap));
    p->drawLine(QPointF(x, top), QPointF(x, bottom));
    if (solid) {
        const QPointF points[3] = {
            {x - cap, top - cap * 1.2}, {x + cap, top - cap * 1.2}, {x, top}};
        p->setPen(Qt::NoPen);
        p->setBrush(colour);
        p->drawPolygon(points, 3);
    }
    p->restore();
}

/// Text vertically centred on y, starting at x. Returns its right edge.
double drawText(QPainter *p, const QFont &font, const QColor &colour, double x, double y,
                const QString &text)
{
    const QFontMetricsF fm(font);
    const double width = fm.horizontalAdvance(text);
    p->save();
    p->setFont(font);
    p->setPen(colour);
    p->drawText(QRectF(x, y - fm.height() / 2, width + 2, fm.height()),
                Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, text);
    p->restore();
    return x + width;
}

/// Text on a rounded plate, for labels that must read on top of anything.
QRectF drawPlate(QPainter *p, const QFont &font, const QColor &text, const QColor &plate,
                 const QColor &edge, QPointF centre, const QString &label, double pad)
{
    const QFontMetricsF fm(font);
    const double w = fm.horizontalAdvance(label) + 2 * pad;
    const double h = fm.height() + pad * 0.8;
    const QRectF r(centre.x() - w / 2, centre.y() - h / 2, w, h);
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(edge.isValid() ? QPen(edge, 1.5) : QPen(Qt::NoPen));
    p->setBrush(plate);
    p->drawRoundedRect(r, h * 0.3, h * 0.3);
    p->setFont(font);
    p->setPen(text);
    p->drawText(r, Qt::AlignCenter | Qt::TextDontClip, label);
    p->restore();
    return r;
}

/// A label on a plate of the background colour, so it reads on top of a bar or a hatch.
double drawTag(QPainter *p, const QFont &font, const QColor &colour, const QColor &plate, double x,
               double y, const QString &text)
{
    const QFontMetricsF fm(font);
    const double width = fm.horizontalAdvance(text);
    const QRectF r(x - 2, y - fm.height() / 2, width + 4, fm.height());
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setPen(Qt::NoPen);
    p->setBrush(withAlpha(plate, 215));
    p->drawRoundedRect(r, 3, 3);
    p->restore();
    return drawText(p, font, colour, x, y, text);
}

} // namespace inflight
