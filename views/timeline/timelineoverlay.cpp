// SPDX-License-Identifier: GPL-3.0-or-later
#include "timelineoverlay.h"

#include "common/format.h"
#include "common/paint.h"
#include "shapes.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace inflight {

TimelineOverlay::TimelineOverlay(TimelineScene *scene, QCPLayer *layer)
    : SceneLayerable(scene, layer->name())
{
}

void TimelineOverlay::draw(QCPPainter *p)
{
    if (m_scene->model().empty())
        return;
    const LaneLayout layout = m_scene->layout();
    drawDeadlinesInForce(p, layout);
    drawCurtain(p, layout.area);
    if (!m_scene->highlightSpans().empty() || !m_scene->highlightLanes().empty())
        drawHighlights(p, layout);
    drawHover(p, layout.area);
    drawPlayhead(p, layout.area);
}

void TimelineOverlay::drawDeadlinesInForce(QCPPainter *p, const LaneLayout &layout) const
{
    const TimelineModel &model = m_scene->model();
    const TimelineStyle &s = m_scene->style();
    const QRectF &area = layout.area;
    const TimeMs now = m_scene->playhead();
    p->save();
    p->setClipRect(layout.messageRegion, Qt::IntersectClip);
    const auto [first, last] = layout.visibleMessageLanes();
    if (layout.messageLaneHeight >= 10) {
        for (int lane = first; lane < last; ++lane) {
            const MessageTrack &track = model.messageTrack(lane);
            const TimeMs deadline = model.timeline()->deadlineAt(track.message, now);
            if (deadline == neverMs)
                continue;
            const double x = m_scene->xOf(deadline);
            if (x < area.left() || x > area.right())
                continue;
            const QRectF r = layout.laneRect(lane);
            const double h = r.height();
            drawDeadline(p, x, r.top() + 0.12 * h, r.bottom() - 0.1 * h, s.palette.playhead,
                         s.px(3), true, std::clamp(0.1 * h, 3.5, s.px(7)));
        }
    }
    p->restore();
}

void TimelineOverlay::drawCurtain(QCPPainter *p, const QRectF &area) const
{
    const auto curtain = m_scene->curtain();
    if (!curtain)
        return;
    const TimelineStyle &s = m_scene->style();
    const Palette &pal = s.palette;
    const double x0 = std::max(area.left(), m_scene->xOf(*curtain));
    if (x0 >= area.right())
        return;
    const QRectF veil(x0, area.top(), area.right() - x0, area.height());
    p->fillRect(veil, pal.background);
    p->setPen(QPen(withAlpha(pal.text, 90), s.px(1), Qt::DashLine));
    p->drawLine(QPointF(x0, area.top()), QPointF(x0, area.bottom()));
    const QString text = QObject::tr("What happens next? Answer the question first.");
    const QFontMetricsF fm(s.labelFont);
    if (veil.width() > fm.horizontalAdvance(text) + s.px(24)) {
        p->setFont(s.labelFont);
        // Muted, not translucent: translucent type over the highlight read at 3.65:1.
        p->setPen(pal.mutedText);
        p->drawText(veil, Qt::AlignCenter, text);
    }
}

void TimelineOverlay::drawHighlights(QCPPainter *p, const LaneLayout &layout) const
{
    const TimelineStyle &s = m_scene->style();
    const QRectF &area = layout.area;
    p->save();
    p->setClipRect(area, Qt::IntersectClip);
    const QColor mark(Palette::yellow);
    for (const auto &[from, to] : m_scene->highlightSpans()) {
        const double x0 = std::max(area.left(), m_scene->xOf(from));
        const double x1 = std::min(area.right(), m_scene->xOf(to));
        if (x1 <= x0)
            continue;
        QColor band = mark;
        band.setAlpha(60);
        p->fillRect(QRectF(x0, area.top(), x1 - x0, area.height()), band);
        p->setPen(QPen(mark, s.px(2), Qt::DashLine));
        p->drawLine(QPointF(x0, area.top()), QPointF(x0, area.bottom()));
        p->drawLine(QPointF(x1, area.top()), QPointF(x1, area.bottom()));
    }
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(mark, s.px(3.5)));
    for (int lane : m_scene->highlightLanes()) {
        if (lane < 0 || lane >= m_scene->model().laneCount())
            continue;
        const QRectF r = layout.laneRect(lane);
        if (r.isEmpty() || r.bottom() < area.top() || r.top() > area.bottom())
            continue;
        p->drawRoundedRect(r.adjusted(s.px(2), s.px(1), -s.px(2), -s.px(1)), s.px(4), s.px(4));
    }
    p->restore();
}

void TimelineOverlay::drawHover(QCPPainter *p, const QRectF &area) const
{
    const auto hover = m_scene->hover();
    if (!hover || *hover < area.left() || *hover > area.right())
        return;
    const TimelineStyle &s = m_scene->style();
    p->save();
    p->setRenderHint(QPainter::Antialiasing, false);
    p->setPen(QPen(withAlpha(s.palette.text, 150), s.px(1), Qt::DashLine));
    p->drawLine(QPointF(std::round(*hover), area.top()),
                QPointF(std::round(*hover), area.bottom()));
    p->restore();
}

void TimelineOverlay::drawPlayhead(QCPPainter *p, const QRectF &area) const
{
    const TimelineStyle &s = m_scene->style();
    const Palette &pal = s.palette;
    const TimeMs now = m_scene->playhead();
    const double x = m_scene->xOf(now);
    if (x < area.left() - 1 || x > area.right() + 1)
        return;
    const double top = m_scene->axisRect()->outerRect().top();
    p->save();
    p->setRenderHint(QPainter::Antialiasing, false);
    p->setPen(QPen(pal.playhead, s.px(2)));
    p->drawLine(QPointF(x, top + s.px(2)), QPointF(x, area.bottom()));
    p->restore();
    const QString text = QStringLiteral("%1 s").arg(secondsText(now));
    const QFontMetricsF fm(s.markBoldFont);
    const double half = fm.horizontalAdvance(text) / 2 + s.px(6);
    const QRect viewport = m_scene->plot()->viewport();
    const double cx = std::clamp(x, viewport.left() + half, viewport.right() - half);
    const double cy = top + (area.top() - top) / 2;
    drawPlate(p, s.markBoldFont, pal.background, pal.playhead, QColor(), QPointF(cx, cy), text,
              s.px(5));
}

} // namespace inflight
