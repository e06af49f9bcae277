// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagecanvas.h"

#include "common/opacity.h"
#include "common/paint.h"
#include "stagearrows.h"
#include "theme.h"

#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace inflight {

QPen StageCanvas::pen(const QColor &c, double widthU, Qt::PenStyle style) const
{
    QPen pen(c, std::max(1.0, px(widthU)), style);
    pen.setCapStyle(Qt::RoundCap);
    pen.setJoinStyle(Qt::RoundJoin);
    return pen;
}

void StageCanvas::text(const QRectF &r, const QString &s, const QFont &f, const QColor &c,
                       int flags) const
{
    p.setFont(f);
    p.setPen(c);
    const QString elided = QFontMetricsF(f).elidedText(s, Qt::ElideRight, std::max(0.0, r.width()));
    p.drawText(r, flags | Qt::TextSingleLine, elided);
}

void StageCanvas::text2(const QRectF &r, const QString &s, const QFont &f, const QColor &c) const
{
    const QFontMetricsF fm(f);
    const double w = std::max(0.0, r.width());
    QString first = s;
    QString rest;
    if (fm.horizontalAdvance(s) > w) {
        const QStringList words = s.split(u' ');
        first.clear();
        int i = 0;
        for (; i < words.size(); ++i) {
            const QString next = first.isEmpty() ? words[i] : first + u' ' + words[i];
            if (!first.isEmpty() && fm.horizontalAdvance(next) > w)
                break;
            first = next;
        }
        rest = words.mid(i).join(u' ');
    }
    if (rest.isEmpty()) {
        text(r, first, f, c);
        return;
    }
    const double half = r.height() / 2;
    text(QRectF(r.left(), r.top(), w, half), first, f, c);
    text(QRectF(r.left(), r.top() + half, w, half), rest, f, c);
}

double StageCanvas::textWidth(const QString &s, const QFont &f) const
{
    return QFontMetricsF(f).horizontalAdvance(s);
}

void StageCanvas::tick(QPointF c, double size, const QColor &color, bool hollow, double alpha,
                       const QColor &hollowFill) const
{
    QPainterPath path;
    path.moveTo(c + QPointF(-0.45 * size, 0.0));
    path.lineTo(c + QPointF(-0.12 * size, 0.33 * size));
    path.lineTo(c + QPointF(0.5 * size, -0.38 * size));
    p.setBrush(Qt::NoBrush);
    auto stroke = [&](const QColor &colour, double width) {
        QPen pn(withOpacity(colour, alpha), width);
        pn.setCapStyle(Qt::RoundCap);
        pn.setJoinStyle(Qt::RoundJoin);
        p.setPen(pn);
        p.drawPath(path);
    };
    if (hollow) {
        // A tick drawn as an outline: a delete that answered 200 and did nothing.
        stroke(color, size * 0.26);
        stroke(hollowFill.isValid() ? hollowFill : pal.surface, size * 0.12);
    } else {
        stroke(color, size * 0.2);
    }
}

void StageCanvas::cross(QPointF c, double size, const QColor &color, double alpha,
                        double widthFactor) const
{
    QPen pn(withOpacity(color, alpha), size * widthFactor);
    pn.setCapStyle(Qt::RoundCap);
    p.setPen(pn);
    const double d = size / 2;
    p.drawLine(c + QPointF(-d, -d), c + QPointF(d, d));
    p.drawLine(c + QPointF(-d, d), c + QPointF(d, -d));
}

void StageCanvas::warning(QPointF c, double size, const QColor &color, double alpha) const
{
    QPainterPath tri;
    tri.moveTo(c + QPointF(0, -size * 0.5));
    tri.lineTo(c + QPointF(size * 0.55, size * 0.45));
    tri.lineTo(c + QPointF(-size * 0.55, size * 0.45));
    tri.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(withOpacity(color, alpha));
    p.drawPath(tri);
    QPen pn(withOpacity(textOn(color), alpha), size * 0.13);
    pn.setCapStyle(Qt::RoundCap);
    p.setPen(pn);
    p.drawLine(c + QPointF(0, -size * 0.18), c + QPointF(0, size * 0.12));
    p.drawPoint(c + QPointF(0, size * 0.3));
}

void StageCanvas::heart(QPointF c, double size, const QColor &color, double alpha) const
{
    QPainterPath path;
    path.moveTo(c + QPointF(-0.5 * size, 0));
    path.lineTo(c + QPointF(-0.2 * size, 0));
    path.lineTo(c + QPointF(-0.05 * size, -0.4 * size));
    path.lineTo(c + QPointF(0.1 * size, 0.4 * size));
    path.lineTo(c + QPointF(0.25 * size, 0));
    path.lineTo(c + QPointF(0.5 * size, 0));
    p.setBrush(Qt::NoBrush);
    QPen pn(withOpacity(color, alpha), size * 0.14);
    pn.setJoinStyle(Qt::RoundJoin);
    pn.setCapStyle(Qt::RoundCap);
    p.setPen(pn);
    p.drawPath(path);
}

void StageCanvas::pin(QPointF head, double size, const QColor &color) const
{
    const double r = size * 0.3;
    QPen needle(pal.text, std::max(1.0, size * 0.1));
    needle.setCapStyle(Qt::RoundCap);
    p.setPen(needle);
    p.drawLine(head, head + QPointF(-size * 0.32, size * 0.55));
    p.setPen(QPen(pal.background, std::max(1.0, size * 0.08)));
    p.setBrush(color);
    p.drawEllipse(head, r, r);
    p.setPen(Qt::NoPen);
    p.setBrush(withOpacity(Qt::white, 0.8));
    p.drawEllipse(head + QPointF(-r * 0.3, -r * 0.3), r * 0.3, r * 0.3);
}

void StageCanvas::arrowHead(QPointF tip, QPointF from, double size, const QColor &color) const
{
    const QPointF d = tip - from;
    const double len = std::hypot(d.x(), d.y());
    if (len < 1e-6)
        return;
    const QPointF dir = d / len;
    const QPointF normal(-dir.y(), dir.x());
    QPolygonF head;
    head << tip << tip - dir * size + normal * size * 0.5 << tip - dir * size - normal * size * 0.5;
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawPolygon(head);
}

void StageCanvas::arrow(QPointF a, QPointF b, const QColor &color, double alpha) const
{
    QPainterPath path;
    path.moveTo(a);
    path.quadTo(arrowControl(a, b), b);
    p.setBrush(Qt::NoBrush);
    p.setPen(pen(withOpacity(color, alpha), 2.2, Qt::DashLine));
    p.drawPath(path);
    arrowHead(b, path.pointAtPercent(0.9), px(10), withOpacity(color, alpha));
}

void StageCanvas::arrowLabel(const QRectF &r, const QString &label, const QColor &color,
                             double alpha) const
{
    const double solid = std::clamp(alpha / 0.6, 0.0, 1.0);
    const bool light = pal.background.lightnessF() > 0.5;
    p.setPen(pen(withOpacity(color, solid * 0.9), 1));
    p.setBrush(withOpacity(pal.surface, solid));
    const QRectF pill = r.adjusted(0.5, 0.5, -0.5, -0.5);
    p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
    text(r, label, font(8, true),
         withOpacity(light ? color.darker(135) : color.lighter(125), solid), Qt::AlignCenter);
}

void StageCanvas::ring(QPointF c, double r, double remaining, double pulse, const QColor &arc,
                       const QColor &track) const
{
    if (pulse > 0) {
        p.setPen(Qt::NoPen);
        p.setBrush(withOpacity(pal.heartbeat, 0.55 * pulse));
        const double halo = r + px(8) * pulse;
        p.drawEllipse(c, halo, halo);
    }
    const QRectF box(c.x() - r, c.y() - r, 2 * r, 2 * r);
    p.setBrush(Qt::NoBrush);
    p.setPen(pen(track, 3.2));
    p.drawEllipse(box);
    QPen arcPen = pen(arc, 3.6);
    arcPen.setCapStyle(Qt::FlatCap);
    p.setPen(arcPen);
    // Drains clockwise from twelve o'clock.
    p.drawArc(box, 90 * 16, -static_cast<int>(std::lround(remaining * 360 * 16)));
}

} // namespace inflight
