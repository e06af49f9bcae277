// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "timelinemodel.h"
#include "timelinestyle.h"

#include <qcustomplot.h>

#include <vector>

namespace inflight {

class TimelineScene;

/// The legend: colour and shape for everything the run shows, in its own layout row below the
/// lanes, drawn with the lanes' own shapes.
class TimelineLegend : public QCPLayoutElement {
public:
    explicit TimelineLegend(TimelineScene *scene);

    QSize minimumOuterSizeHint() const override;
    QSize maximumOuterSizeHint() const override;

protected:
    void draw(QCPPainter *painter) override;

private:
    struct Placed {
        LegendItem item;
        QRectF icon;
        QPointF text;
    };
    struct Flow {
        TimelineStyle style;
        std::vector<Placed> items;
        double height = 0;
        /// Items left out for want of room, and where "+N more" goes.
        int hidden = 0;
        QPointF more;
    };
    /// Lays the items out in rows across `width`. In the widget the legend may take a fifth of
    /// the height at most: then it gets smaller type, and then it drops its last items, so the
    /// lanes keep their room at 1280x720 in presentation mode.
    Flow flow(double left, double top, double width, double viewportHeight) const;

    TimelineScene *m_scene;
};

} // namespace inflight
