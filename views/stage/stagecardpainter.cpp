// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagecardpainter.h"

#include "common/opacity.h"
#include "common/paint.h"
#include "runtimeline.h"
#include "stagecanvas.h"
#include "stagetext.h"
#include "theme.h"

#include <QFontMetricsF>

namespace inflight {

QColor StageCardPainter::fillFor(CardLook look, QPen *border, Qt::BrushStyle *pattern) const
{
    const StageCanvas &s = m_canvas;
    const Palette &pal = s.pal;
    *border = Qt::NoPen;
    *pattern = Qt::SolidPattern;
    switch (look) {
    case CardLook::Visible:
        return pal.visible;
    case CardLook::DeadLetter:
        return pal.deadLetter;
    case CardLook::Held:
        *border = s.pen(pal.inFlight.darker(150), 1.2);
        return pal.inFlight;
    case CardLook::Ghost:
        *border = s.pen(pal.inFlight.darker(pal.background.lightnessF() > 0.5 ? 125 : 100), 2,
                        Qt::DashLine);
        return withOpacity(pal.inFlight, 0.12);
    case CardLook::Delayed:
        *pattern = Qt::BDiagPattern;
        *border = s.pen(pal.delayed, 1.5, Qt::DotLine);
        return withOpacity(pal.delayed, 0.55);
    case CardLook::Deleted:
        *border = s.pen(pal.deleted, 2);
        return withOpacity(pal.deleted, 0.12);
    case CardLook::LeaseLost:
        *border = s.pen(pal.stale, 2, Qt::DashLine);
        return withOpacity(pal.stale, 0.1);
    }
    return pal.visible;
}

void StageCardPainter::paint(const CardPaint &card) const
{
    const StageCanvas &s = m_canvas;
    QPainter &p = s.p;
    const Palette &pal = s.pal;
    const QRectF &r = card.rect;
    const double radius = s.px(7);
    QPen border;
    Qt::BrushStyle pattern = Qt::SolidPattern;
    const QColor fill = fillFor(card.look, &border, &pattern);
    const bool solid = card.look == CardLook::Visible || card.look == CardLook::DeadLetter ||
                       card.look == CardLook::Held;
    const QColor ink = solid ? textOn(fill) : pal.text;
    p.save();
    p.setOpacity(card.alpha);
    if (pattern != Qt::SolidPattern) {
        p.setPen(Qt::NoPen);
        p.setBrush(withOpacity(pal.surface, 1));
        p.drawRoundedRect(r, radius, radius);
    }
    p.setBrush(QBrush(fill, pattern));
    p.setPen(border);
    p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius);
    if (card.selected) {
        p.setBrush(Qt::NoBrush);
        p.setPen(s.pen(pal.text, 3));
        p.drawRoundedRect(r.adjusted(-s.px(4), -s.px(4), s.px(4), s.px(4)), radius + s.px(3),
                          radius + s.px(3));
    }
    const double pad = s.px(8);
    const double ringR = s.px(10);
    const double ringSpace = card.ring >= 0 ? 2 * ringR + s.px(8) : 0;
    const QRectF inner = r.adjusted(pad, s.px(4), -pad, -s.px(4));
    const double lineH = inner.height() / 3;
    const bool lost = card.look == CardLook::LeaseLost;
    s.text(QRectF(inner.left(), inner.top(), inner.width() - ringSpace, lineH * 1.1),
           card.text.label, s.font(11, true), ink);
    s.text(QRectF(inner.left(), inner.top() + lineH, inner.width() - ringSpace, lineH),
           card.text.key, s.font(8.5), ink);
    s.text(QRectF(inner.left(), inner.top() + 2 * lineH, inner.width(), lineH), card.text.note,
           noteFont(s.scale(), card.text.note, lost), lost ? pal.stale : ink);
    if (card.ring >= 0)
        paintRing(card, pad, ringR);
    if (card.look == CardLook::Deleted)
        s.tick(QPointF(r.right() - pad - ringR, r.center().y()), s.px(26), pal.deleted, false, 1);
    if (!card.text.badge.isEmpty())
        paintBadge(card, fill, ink);
    p.restore();
}

QFont StageCardPainter::noteFont(const StageScale &scale, const QString &note, bool bold)
{
    for (const double points : {8.0, 7.5, 7.0}) {
        const QFont font = scale.font(points, bold);
        if (QFontMetricsF(font).horizontalAdvance(note) <= scale.px(noteWidthU))
            return font;
    }
    return scale.font(6.5, bold);
}

void StageCardPainter::paintRing(const CardPaint &card, double pad, double ringR) const
{
    const StageCanvas &s = m_canvas;
    const Palette &pal = s.pal;
    const QPointF c(card.rect.right() - pad - ringR + s.px(2), card.rect.top() + s.px(6) + ringR);
    const bool onCyan = card.look == CardLook::Held;
    const QColor arc =
        onCyan ? textOn(pal.inFlight) : (card.ring < 0.2 ? pal.crash : pal.inFlight.darker(110));
    const QColor track = onCyan ? withOpacity(Qt::white, 0.6) : withOpacity(pal.grid, 1);
    s.ring(c, ringR, card.ring, card.pulse, arc, track);
}

void StageCardPainter::paintBadge(const CardPaint &card, const QColor &fill,
                                  const QColor &ink) const
{
    const StageCanvas &s = m_canvas;
    const QFont bf = s.font(7.5, true);
    const double bw = s.textWidth(card.text.badge, bf) + s.px(10);
    const QRectF br(card.rect.right() - s.px(6) - bw, card.rect.top() + s.px(6), bw, s.px(16));
    s.p.setPen(Qt::NoPen);
    s.p.setBrush(withOpacity(ink, 0.9));
    s.p.drawRoundedRect(br, br.height() / 2, br.height() / 2);
    s.text(br, card.text.badge, bf, fill.lightnessF() > 0.62 ? QColor(Qt::white) : fill.darker(150),
           Qt::AlignCenter);
}

CardText StageCardPainter::queueText(const StageCard &c, TimeMs now, const RunTimeline &timeline,
                                     int maxReceiveCount, bool deadLetter)
{
    CardText t{qs(c.label), qs(c.key), {}};
    switch (c.phase) {
    case MessagePhase::Delayed: {
        const PhaseSpan *span = timeline.spanAt(c.message, now);
        t.note = span && span->to != neverMs
                     ? StageText::tr("delayed until %1").arg(stageTimeText(span->to))
                     : StageText::tr("delayed");
        break;
    }
    case MessagePhase::InFlight:
        // Short enough for the narrowest card: the deadline is the fact that matters.
        t.note = StageText::tr("hidden till %1").arg(stageTimeText(c.deadline));
        break;
    default:
        if (deadLetter)
            t.note =
                StageText::tr("received %Ln time(s)", nullptr, static_cast<int>(c.receiveCount));
        else if (c.receiveCount == 0)
            t.note = StageText::tr("visible");
        else
            t.note = StageText::tr("visible again");
        if (!deadLetter && maxReceiveCount > 0 && c.receiveCount > 0)
            t.badge = QStringLiteral("%1/%2").arg(c.receiveCount).arg(maxReceiveCount);
        break;
    }
    return t;
}

} // namespace inflight
