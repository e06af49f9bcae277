// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// WCAG 2's relative luminance and contrast ratio, written out here so that a test does not trust
// the code it checks. Header-only.

#include <QColor>

#include <algorithm>
#include <cmath>

namespace inflight::test {

inline double luminance(const QColor &c)
{
    const auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

/// From 1 (the same colour) to 21 (black on white); body text needs 4.5.
inline double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace inflight::test
