// SPDX-License-Identifier: GPL-3.0-or-later
#include "opacity.h"

#include <algorithm>

namespace inflight {

QColor withOpacity(QColor colour, double opacity)
{
    colour.setAlphaF(static_cast<float>(std::clamp(opacity, 0.0, 1.0)));
    return colour;
}

} // namespace inflight
