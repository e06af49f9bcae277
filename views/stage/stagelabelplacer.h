// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/rectgrid.h"
#include "stagearrows.h"

#include <QFontMetricsF>

#include <array>
#include <vector>

namespace inflight {

/// Places the arrows' labels of a laid-out stage, each where it is free: along its arrow (the
/// middle first), then just beside the curve; else its short form the same way; else none (the
/// event line below the stage says what happened). First where it hides no other arrow's line,
/// then anywhere free. What is taken (the layout's keepClear, and the labels placed so far) is
/// kept in a RectGrid, so that each try asks about the few rectangles near it.
class StageLabelPlacer {
public:
    explicit StageLabelPlacer(StageLayout &layout);

    /// Sets the label and its place of each arrow that finds room; `labels` as
    /// StageArrows::place() returns them, one per arrow.
    void place(const std::vector<StageArrows::Label> &labels);

private:
    /// The arrows' curves, and what is taken before the first label: the layout's keepClear.
    void prepare();

    /// Points along each arrow's curve: a label that contains one hides that line.
    static constexpr int curveSamples = 16;
    using Curve = std::array<QPointF, curveSamples + 1>;

    /// The first free place for `text` on or beside arrow `i`, or an empty rectangle.
    QRectF placeFor(std::size_t i, const QString &text, bool spareLines) const;
    bool isFree(const QRectF &r, std::size_t own, bool spareLines) const;

    StageLayout &m_layout;
    QRectF m_stage;
    QFontMetricsF m_metrics;
    double m_height = 0;
    double m_clearance = 0;
    std::vector<Curve> m_curves;
    RectGrid m_taken;
};

} // namespace inflight
