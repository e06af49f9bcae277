// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lanepainter.h"

#include <utility>

namespace inflight {

/// Paints message lanes thinner than a few pixels (an export of a large run): the lanes that
/// share a pixel row are drawn as one, each phase's intervals merged, so 100,000 messages make a
/// few thousand rectangles (and an SVG of a few hundred kilobytes), not half a million.
class DenseMessagesPainter : public LanePainter {
public:
    using LanePainter::LanePainter;

    /// Paints the message lanes from `lanes.first` to one before `lanes.second`.
    void paint(std::pair<int, int> lanes) const;
};

} // namespace inflight
