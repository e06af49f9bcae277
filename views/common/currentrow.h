// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a list of events marks the row of the playhead's event: bold type on a translucent yellow.
// The event table and the inspector's history share it, so that "now" looks the same in both.

#include <QVariant>

namespace inflight {

/// The current-row style for a model's data(): for Qt::BackgroundRole a translucent yellow that
/// reads on both palettes, for Qt::FontRole bold type (which marks the row without colour); an
/// empty QVariant for any other role or for a row that is not `current`.
QVariant currentRowStyle(int role, bool current);

} // namespace inflight
