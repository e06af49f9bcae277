// SPDX-License-Identifier: GPL-3.0-or-later
#include "timelinelanelabels.h"

#include "shapes.h"
#include "timelinetext.h"

#include <QFontMetricsF>

#include <cmath>

namespace inflight {

TimelineLaneLabels::TimelineLaneLabels(TimelineScene *scene)
    : SceneLayerable(scene, QStringLiteral("axes"))
{
}

void TimelineLaneLabels::draw(QCPPainter *p)
{
    const TimelineModel &model = m_scene->model();
    if (model.empty())
        return;
    const TimelineStyle &s = m_scene->style();
    const LaneLayout layout = m_scene->layout();
    m_columnLeft = m_scene->axisRect()->outerRect().left();
    m_columnRight = layout.area.left();
    drawRegion(p, layout, layout.messageRegion, layout.visibleMessageLanes(),
               layout.messageLaneHeight);
    drawRegion(p, layout, layout.pinnedRegion, layout.visiblePinnedLanes(),
               layout.pinnedLaneHeight);
    if (layout.messageLanes > 0 && layout.pinnedLanes > 0) {
        p->save();
        p->setRenderHint(QPainter::Antialiasing, false);
        p->setPen(QPen(s.separator, std::max(1.0, s.px(1.5))));
        const double y = std::round(layout.pinnedRegion.top());
        p->drawLine(QPointF(m_columnLeft, y), QPointF(m_columnRight, y));
        p->restore();
    }
}

void TimelineLaneLabels::drawRegion(QCPPainter *p, const LaneLayout &layout, const QRectF &region,
                                    std::pair<int, int> lanes, double laneHeight) const
{
    if (region.isEmpty())
        return;
    const TimelineModel &model = m_scene->model();
    const TimelineStyle &s = m_scene->style();
    const QRectF column(QPointF(m_columnLeft, region.top()),
                        QPointF(m_columnRight, region.bottom()));
    p->save();
    if (m_scene->mode() == TimelineScene::Mode::Interactive)
        p->setClipRect(column, Qt::IntersectClip);
    if (laneHeight < QFontMetricsF(s.labelBoldFont).height() * 0.85) {
        // Too many lanes to name one by one (an export of a large run): say how many.
        if (model.lane(lanes.first).kind == LaneKind::Message) {
            drawText(p, s.labelBoldFont, s.palette.text, m_columnLeft + s.px(8),
                     column.center().y(),
                     TimelineText::tr("%Ln message(s)", nullptr,
                                      static_cast<int>(model.messageLaneCount())));
        }
        p->restore();
        return;
    }
    for (int lane = lanes.first; lane < lanes.second; ++lane)
        drawName(p, lane, layout.laneRect(lane));
    p->restore();
}

void TimelineLaneLabels::drawName(QCPPainter *p, int lane, const QRectF &r) const
{
    const TimelineModel &model = m_scene->model();
    const TimelineStyle &s = m_scene->style();
    const Palette &pal = s.palette;
    const double pad = s.px(8);
    const QFontMetricsF bold(s.labelBoldFont);
    const QFontMetricsF plain(s.labelFont);
    const QRectF row(QPointF(m_columnLeft, r.top()), QPointF(m_columnRight, r.bottom()));
    if (lane % 2 == 1)
        p->fillRect(row, s.stripe);
    const bool selected = lane == m_scene->selectedLane();
    if (selected) {
        p->fillRect(row, s.selection);
        p->fillRect(QRectF(row.left(), row.top(), s.px(4), row.height()), pal.visible);
    }
    const QString name = model.laneName(lane);
    const QString detail = model.laneDetail(lane);
    const double room = m_columnRight - m_columnLeft - 2 * pad;
    const bool emphasise = selected || model.lane(lane).kind != LaneKind::Message;
    const QFont &nameFont = emphasise ? s.labelBoldFont : s.labelFont;
    const QFontMetricsF &nameMetrics = emphasise ? bold : plain;
    const QString shownName = nameMetrics.elidedText(name, Qt::ElideRight, room);
    const double after =
        drawText(p, nameFont, pal.text, m_columnLeft + pad, r.center().y(), shownName);
    if (!detail.isEmpty()) {
        const double left = after + plain.horizontalAdvance(QLatin1Char(' '));
        const QString shown = plain.elidedText(detail, Qt::ElideRight, m_columnRight - pad - left);
        if (!shown.isEmpty())
            drawText(p, s.labelFont, pal.mutedText, left, r.center().y(), shown);
    }
}

} // namespace inflight
