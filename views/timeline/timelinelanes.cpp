// SPDX-License-Identifier: GPL-3.0-or-later
#include "timelinelanes.h"

#include "common/paint.h"
#include "densemessagespainter.h"
#include "effectslanepainter.h"
#include "lanepainter.h"
#include "messagelanepainter.h"
#include "shapes.h"
#include "timelinescene.h"
#include "workerlanepainter.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace inflight {

TimelineLanes::TimelineLanes(TimelineScene *scene)
    : QCPAbstractPlottable(scene->timeAxis(), scene->plot()->yAxis), m_scene(scene),
      m_marks(scene->mode() == TimelineScene::Mode::Interactive)
{
    setSelectable(QCP::stNone);
    // Bands are snapped to whole pixels and drawn without antialiasing; shapes turn it on.
    setAntialiased(false);
}

QCPRange TimelineLanes::getKeyRange(bool &found, QCP::SignDomain) const
{
    found = !m_scene->model().empty();
    return QCPRange(0, static_cast<double>(m_scene->model().endMs()) / 1000.0);
}

QCPRange TimelineLanes::getValueRange(bool &found, QCP::SignDomain, const QCPRange &) const
{
    found = true;
    return QCPRange(0, 1);
}

void TimelineLanes::draw(QCPPainter *painter)
{
    const TimelineModel &model = m_scene->model();
    m_scene->m_placedLabelRects.clear();
    m_marks.clear();
    m_labels.clear();
    if (model.empty())
        return;
    LaneFrame f{m_scene, &model, &m_scene->style(), m_scene->layout(), 0, 0, {}};
    f.area = f.layout.area;
    const QCPRange range = keyAxis()->range();
    f.t0 = static_cast<TimeMs>(std::floor(range.lower * 1000));
    f.t1 = static_cast<TimeMs>(std::ceil(range.upper * 1000));
    const TimelineStyle &s = *f.style;

    drawRegion(painter, f, f.layout.messageRegion, f.layout.visibleMessageLanes());
    drawRegion(painter, f, f.layout.pinnedRegion, f.layout.visiblePinnedLanes());
    if (f.layout.messageLanes > 0 && f.layout.pinnedLanes > 0) {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->setPen(QPen(s.separator, std::max(1.0, s.px(1.5))));
        const double y = std::round(f.layout.pinnedRegion.top());
        painter->drawLine(QPointF(f.area.left(), y), QPointF(f.area.right(), y));
        painter->restore();
    }
    painter->save();
    if (m_scene->mode() == TimelineScene::Mode::Interactive)
        painter->setClipRect(f.area, Qt::IntersectClip);
    const OverlapGrouping grouping = m_scene->overlapGrouping(f.layout);
    const std::vector<OverlapGroup> groups = grouping.workerGroups(model.overlaps());
    drawOverlaps(painter, f, groups, grouping.messageGroups(model.overlaps()));
    drawLabels(painter, f, groups, range.size());
    painter->restore();
}

void TimelineLanes::drawRegion(QCPPainter *painter, const LaneFrame &f, const QRectF &region,
                               std::pair<int, int> lanes)
{
    if (region.isEmpty())
        return;
    painter->save();
    if (m_scene->mode() == TimelineScene::Mode::Interactive)
        painter->setClipRect(region, Qt::IntersectClip);
    if (lanes.first < f.layout.messageLanes && f.layout.messageLaneHeight < 3)
        DenseMessagesPainter(painter, f, m_marks, m_labels).paint(lanes);
    else {
        for (int lane = lanes.first; lane < lanes.second; ++lane)
            drawLane(painter, f, lane);
    }
    painter->restore();
}

void TimelineLanes::drawLane(QCPPainter *painter, const LaneFrame &f, int lane)
{
    const TimelineStyle &s = *f.style;
    const QRectF r = f.layout.laneRect(lane);
    // Stripes help the eye along a lane; on lanes a few pixels high they are noise.
    if (lane % 2 == 1 && r.height() >= 6)
        painter->fillRect(r, s.stripe);
    if (lane == m_scene->selectedLane())
        painter->fillRect(r, s.selection);
    switch (f.model->lane(lane).kind) {
    case LaneKind::Message:
        MessageLanePainter(painter, f, m_marks, m_labels, lane, r).paint();
        break;
    case LaneKind::Worker:
        WorkerLanePainter(painter, f, m_marks, m_labels, lane, r).paint();
        break;
    case LaneKind::Effects:
        EffectsLanePainter(painter, f, m_marks, m_labels, r).paint();
        break;
    }
}

void TimelineLanes::drawOverlaps(QCPPainter *p, const LaneFrame &f,
                                 const std::vector<OverlapGroup> &workerGroups,
                                 const std::vector<OverlapGroup> &messageGroups) const
{
    const TimelineStyle &s = *f.style;
    const Palette &pal = s.palette;
    const LaneLayout &layout = f.layout;
    const bool dark = pal.background.lightnessF() < 0.5;
    const QColor fill = withAlpha(pal.crash, dark ? 70 : 55);
    const QPen hatchPen(withAlpha(pal.crash, dark ? 190 : 170), s.px(1.4));
    const QPen edge(pal.crash, s.px(2.2));
    for (const OverlapGroup &group : workerGroups) {
        const double x0 = f.xClamped(group.from);
        const double x1 = std::max(x0 + 2, f.xClamped(group.to));
        const QRectF a = layout.laneRect(group.firstWorkerLane);
        const QRectF b = layout.laneRect(group.secondWorkerLane);
        std::vector<QRectF> boxes;
        const bool adjacent = std::abs(group.firstWorkerLane - group.secondWorkerLane) == 1;
        const double inset = std::max(1.0, a.height() * 0.06);
        if (adjacent) {
            boxes.push_back(QRectF(QPointF(x0, std::min(a.top(), b.top()) + inset),
                                   QPointF(x1, std::max(a.bottom(), b.bottom()) - inset)));
        } else {
            for (const QRectF &lane : {a, b})
                boxes.push_back(
                    QRectF(QPointF(x0, lane.top() + inset), QPointF(x1, lane.bottom() - inset)));
        }
        for (const QRectF &box : boxes) {
            p->save();
            p->setRenderHint(QPainter::Antialiasing, false);
            p->fillRect(box, fill);
            p->restore();
            hatch(p, box, s.px(7), hatchPen, false);
            p->save();
            p->setRenderHint(QPainter::Antialiasing, true);
            p->setPen(edge);
            p->setBrush(Qt::NoBrush);
            p->drawRect(box);
            p->restore();
        }
    }
    // The same moments on the messages' own lanes: a dashed frame around their bands.
    for (const OverlapGroup &group : messageGroups) {
        const QRectF lane = layout.laneRect(group.messageLane);
        if (lane.height() < 10)
            continue;
        const double x0 = f.xClamped(group.from);
        const double x1 = std::max(x0 + 2, f.xClamped(group.to));
        const double inset = std::max(1.0, layout.pinnedLaneHeight * 0.06);
        p->save();
        p->setRenderHint(QPainter::Antialiasing, true);
        p->setPen(QPen(pal.crash, s.px(2), Qt::DashLine));
        p->setBrush(Qt::NoBrush);
        p->drawRect(QRectF(QPointF(x0, lane.top() + inset), QPointF(x1, lane.bottom() - inset)));
        p->restore();
    }
}

std::vector<OverlapPlate> TimelineLanes::takeRoom(const LaneFrame &f,
                                                  const std::vector<OverlapGroup> &groups,
                                                  double visibleSeconds)
{
    // Every mark is an obstacle to the captions and the labels beside marks; the text inside
    // bands and bars gives way to other text only (a heartbeat on a bar's edge may touch a
    // job's name).
    m_taken.reset(f.area, 32);
    if (m_labels.hasLabelsBesideMarks() || !f.model->overlaps().empty()) {
        for (const QRectF &mark : m_marks.marks())
            m_taken.add(mark, RectGrid::Kind::Mark);
    }
    std::vector<OverlapPlate> plates =
        CaptionPlacer(*f.style, f.layout, [scene = m_scene](TimeMs t) {
            return scene->xOf(t);
        }).place(groups, visibleSeconds, &m_taken);
    std::vector<QRectF> captions;
    for (const OverlapPlate &plate : plates) {
        m_taken.add(plate.drawn(), RectGrid::Kind::Text);
        captions.push_back(plate.rect);
    }
    m_scene->rememberCaptions(captions, groups);
    // The notes are placed clear of the captions; everything else keeps clear of the notes.
    if (!m_scene->annotations().empty()) {
        for (const NotePlacement &note : m_scene->notePlacements()) {
            m_taken.add(note.label, RectGrid::Kind::Text);
            if (!note.pin.isEmpty())
                m_taken.add(note.pin, RectGrid::Kind::Text);
        }
    }
    return plates;
}

void TimelineLanes::drawLabels(QCPPainter *p, const LaneFrame &f,
                               const std::vector<OverlapGroup> &groups, double visibleSeconds)
{
    const Palette &pal = f.style->palette;
    const std::vector<OverlapPlate> plates = takeRoom(f, groups, visibleSeconds);
    const std::vector<PlacedLabel> placed = m_labels.place(*f.style, f.area, m_taken);
    std::vector<QRectF> &rects = m_scene->m_placedLabelRects;
    for (const PlacedLabel &label : placed) {
        if (label.plate)
            drawTag(p, label.font, label.colour, pal.background, label.rect.left() + 2,
                    label.rect.center().y(), label.text);
        else
            drawText(p, label.font, label.colour, label.rect.left(), label.rect.center().y(),
                     label.text);
        rects.push_back(label.rect);
    }
    for (const OverlapPlate &plate : plates) {
        drawPlate(p, plate.font, Qt::white, mix(pal.crash, QColor(Qt::black), 0.25), pal.background,
                  plate.rect.center(), plate.text, plate.pad);
        rects.push_back(plate.drawn());
    }
}

} // namespace inflight
