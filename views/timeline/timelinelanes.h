// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "captionplacer.h"
#include "common/rectgrid.h"
#include "labelplacer.h"
#include "markstamper.h"

#include <qcustomplot.h>

#include <utility>
#include <vector>

namespace inflight {

struct LaneFrame;
class TimelineScene;

/// The lanes: one plottable paints every lane, and only what is on screen (never one item per
/// span: items are QObjects and do not scale to 100,000 messages). Each kind of lane has its
/// painter; the marks' labels and the double-processing captions are placed once every mark is
/// down, and drawn over everything else.
class TimelineLanes : public QCPAbstractPlottable {
public:
    explicit TimelineLanes(TimelineScene *scene);

    // Clicks are the view's business: the lanes never take a mouse event from the axis rect.
    double selectTest(const QPointF &, bool, QVariant *) const override { return -1; }
    QCPRange getKeyRange(bool &found, QCP::SignDomain) const override;
    QCPRange getValueRange(bool &found, QCP::SignDomain, const QCPRange &) const override;

protected:
    void draw(QCPPainter *painter) override;
    void drawLegendIcon(QCPPainter *, const QRectF &) const override {}

private:
    /// The lanes of one region (message lanes, or the pinned worker and effects lanes).
    void drawRegion(QCPPainter *painter, const LaneFrame &f, const QRectF &region,
                    std::pair<int, int> lanes);
    void drawLane(QCPPainter *painter, const LaneFrame &f, int lane);
    /// The double processing, merged where it would touch on screen: a hatched red box across
    /// the two workers' lanes, and a dashed frame on the message's own lane.
    void drawOverlaps(QCPPainter *p, const LaneFrame &f,
                      const std::vector<OverlapGroup> &workerGroups,
                      const std::vector<OverlapGroup> &messageGroups) const;
    /// Places the text the lanes asked for, and the double-processing captions, and draws them
    /// over everything else the lanes drew.
    void drawLabels(QCPPainter *p, const LaneFrame &f, const std::vector<OverlapGroup> &groups,
                    double visibleSeconds);
    /// Fills the grid with what the labels keep clear of: every mark (an obstacle to the
    /// captions and the labels beside marks), the captions and the notes (obstacles to all
    /// text). Returns the captions.
    std::vector<OverlapPlate> takeRoom(const LaneFrame &f, const std::vector<OverlapGroup> &groups,
                                       double visibleSeconds);

    TimelineScene *m_scene;
    // One frame's marks and the labels asked for, kept between frames for their memory.
    MarkStamper m_marks;
    LabelPlacer m_labels;
    RectGrid m_taken;
};

} // namespace inflight
