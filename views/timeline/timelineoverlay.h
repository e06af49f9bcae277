// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenelayerable.h"

namespace inflight {

/// The overlay, on its own buffered layer in the widget: the deadlines in force at the playhead,
/// a question's curtain over the future, a lesson's highlights, the hover hairline and the
/// playhead. Moving the playhead repaints this layer alone.
class TimelineOverlay : public SceneLayerable {
public:
    TimelineOverlay(TimelineScene *scene, QCPLayer *layer);

protected:
    void draw(QCPPainter *painter) override;

private:
    /// The deadline in force now, on every message lane on screen: it jumps when a heartbeat
    /// moves it.
    void drawDeadlinesInForce(QCPPainter *p, const LaneLayout &layout) const;
    /// The curtain over the future while a question waits: the lanes would give the answer
    /// away.
    void drawCurtain(QCPPainter *p, const QRectF &area) const;
    /// A lesson's highlights: a yellow band over a time span, a thick yellow frame around a lane.
    void drawHighlights(QCPPainter *p, const LaneLayout &layout) const;
    void drawHover(QCPPainter *p, const QRectF &area) const;
    /// The playhead, with its time on a plate above the lanes.
    void drawPlayhead(QCPPainter *p, const QRectF &area) const;
};

} // namespace inflight
