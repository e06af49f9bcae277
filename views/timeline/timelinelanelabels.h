// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenelayerable.h"

#include <utility>

namespace inflight {

/// The lanes' names ("m1 ord_7731", "worker-1", "effects"), in the axis rect's left margin.
class TimelineLaneLabels : public SceneLayerable {
public:
    explicit TimelineLaneLabels(TimelineScene *scene);

protected:
    void draw(QCPPainter *painter) override;

private:
    /// The names of one region's lanes, or how many there are when they are too thin to name.
    void drawRegion(QCPPainter *p, const LaneLayout &layout, const QRectF &region,
                    std::pair<int, int> lanes, double laneHeight) const;
    void drawName(QCPPainter *p, int lane, const QRectF &r) const;

    double m_columnLeft = 0;
    double m_columnRight = 0;
};

} // namespace inflight
