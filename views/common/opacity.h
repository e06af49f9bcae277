// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A colour made see-through by a fraction, for marks that fade as they age. withAlpha (paint.h)
// takes whole steps of 0 to 255; a fading mark wants the fraction itself, at QColor's full
// precision, so that a fade is as smooth as the painter can draw it.

#include <QColor>

namespace inflight {

/// The colour with its opacity set to `opacity`, clamped to 0 (transparent) to 1 (opaque).
QColor withOpacity(QColor colour, double opacity);

} // namespace inflight
