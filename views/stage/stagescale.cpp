// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagescale.h"

#include <algorithm>
#include <cmath>

namespace inflight {

QSize stageMinimumSize(double themeFactor)
{
    const double unit = stageLeastUnit * themeFactor;
    return {static_cast<int>(std::ceil(stageReferenceWidth * unit)),
            static_cast<int>(std::ceil(stageReferenceHeight * unit))};
}

QFont StageScale::font(double points, bool bold) const
{
    // The theme's font (Theme::font) a notch larger, then scaled with the stage; in the same
    // steps, so that the sizes come out the same to the last bit.
    QFont f = baseFont;
    f.setPointSizeF(points * 1.08 * themeFactor);
    f.setBold(bold);
    f.setPointSizeF(std::max(5.0, f.pointSizeF() * fontScale));
    return f;
}

} // namespace inflight
