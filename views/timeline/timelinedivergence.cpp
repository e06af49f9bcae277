// SPDX-License-Identifier: GPL-3.0-or-later
#include "timelinedivergence.h"

#include "shapes.h"

namespace inflight {

TimelineDivergence::TimelineDivergence(TimelineScene *scene)
    : SceneLayerable(scene, QStringLiteral("overlay"))
{
}

void TimelineDivergence::draw(QCPPainter *p)
{
    const std::optional<TimeMs> divergence = m_scene->divergence();
    if (!divergence || m_scene->model().empty())
        return;
    const LaneLayout layout = m_scene->layout();
    const QRectF &area = layout.area;
    const double x = m_scene->xOf(*divergence);
    if (x < area.left() - 1 || x > area.right() + 1)
        return;
    const TimelineStyle &s = m_scene->style();
    const Palette &pal = s.palette;
    const double top = m_scene->axisRect()->outerRect().top();
    p->save();
    p->setRenderHint(QPainter::Antialiasing, false);
    p->setPen(QPen(pal.text, s.px(2), Qt::DashLine));
    p->drawLine(QPointF(x, top + s.px(2)), QPointF(x, area.bottom()));
    p->restore();
    // The plate sits in the strip above the lanes, beside the rule (left of it when the rule is
    // near the right edge), so that it never covers a lane's marks.
    const QString text = QObject::tr("first difference");
    const QFontMetricsF fm(s.markBoldFont);
    const double half = fm.horizontalAdvance(text) / 2 + s.px(6);
    const QRect viewport = m_scene->plot()->viewport();
    const double right = x + s.px(4) + half;
    const double cx = right + half <= viewport.right() ? right : x - s.px(4) - half;
    const double cy = top + (area.top() - top) / 2;
    drawPlate(p, s.markBoldFont, pal.background, pal.text, QColor(), QPointF(cx, cy), text,
              s.px(5));
}

} // namespace inflight
