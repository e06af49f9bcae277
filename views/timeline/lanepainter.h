// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "labelplacer.h"
#include "lanelayout.h"
#include "markstamper.h"
#include "timelinemodel.h"
#include "timelinescene.h"
#include "timelinestyle.h"

#include <algorithm>

class QCPPainter;

namespace inflight {

/// One drawing of the lanes: the run, the style, where the lanes are and the times on screen.
struct LaneFrame {
    const TimelineScene *scene = nullptr;
    const TimelineModel *model = nullptr;
    const TimelineStyle *style = nullptr;
    LaneLayout layout;
    TimeMs t0 = 0;
    TimeMs t1 = 0;
    QRectF area;

    double x(TimeMs t) const { return scene->xOf(t); }
    /// A time just left of pixel x (every time before it maps to less than x): a painter that
    /// skips what shares a pixel jumps over the times before it, and never over one at x.
    TimeMs timeBefore(double px) const { return scene->timeAt(px) - 1; }
    /// x, kept a little outside the area: a band that starts or ends off screen.
    double xClamped(TimeMs t) const { return std::clamp(x(t), area.left() - 2, area.right() + 2); }
};

/// What the painters of the lanes share: the frame they draw, the painter, the stamper that
/// draws their marks (and remembers them, for the labels to keep clear of), and the placer they
/// ask for labels (placed once every mark is down). The painter is a QCPPainter, and stays one:
/// its setPen(), drawLine(), save() and restore() hide QPainter's (they fit the pen to the
/// painter's mode, round unantialiased lines to whole pixels and keep its own antialiasing state),
/// so calling them through a QPainter instead would move pixels.
class LanePainter {
public:
    LanePainter(QCPPainter *painter, const LaneFrame &frame, MarkStamper &marks,
                LabelPlacer &labels)
        : m_painter(painter), m_frame(frame), m_marks(marks), m_labels(labels)
    {
    }

protected:
    double x(TimeMs t) const { return m_frame.x(t); }
    double xClamped(TimeMs t) const { return m_frame.xClamped(t); }
    QRectF stamp(const Mark &mark, QPointF centre) const
    {
        return m_marks.stamp(m_painter, mark, centre);
    }
    const TimelineStyle &style() const { return *m_frame.style; }
    const TimelineModel &model() const { return *m_frame.model; }

    QCPPainter *m_painter;
    const LaneFrame &m_frame;
    MarkStamper &m_marks;
    LabelPlacer &m_labels;
};

} // namespace inflight
