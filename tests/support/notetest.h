// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers the view tests share for notes: making one, and finding the notes' colour in a picture.

#include "annotation.h"

#include <QImage>

#include <cstdlib>

namespace inflight {

inline Annotation testNote(Annotation::Anchor anchor, TimeMs timeMs, MessageNumber message,
                           const QString &text)
{
    Annotation a;
    a.anchor = anchor;
    a.timeMs = timeMs;
    a.message = message;
    a.text = text;
    return a;
}

/// Pixels within `tolerance` of Tol's purple (#AA3377), the notes' colour, in `rect` (the whole
/// image when it is empty).
inline int purplish(const QImage &image, const QRect &rect = {}, int tolerance = 30)
{
    int count = 0;
    const QRect r = rect.isEmpty() ? image.rect() : rect.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y) {
        for (int x = r.left(); x <= r.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            count += std::abs(c.red() - 0xAA) < tolerance &&
                             std::abs(c.green() - 0x33) < tolerance &&
                             std::abs(c.blue() - 0x77) < tolerance
                         ? 1
                         : 0;
        }
    }
    return count;
}

} // namespace inflight
