// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playback.h"
#include "stagecanvas.h"
#include "stagecast.h"
#include "stagelayout.h"

#include <QColor>
#include <QRectF>

#include <vector>

namespace inflight {

struct CardPaint;
struct Run;
class RunTimeline;

/// What every painter of the stage reads: the canvas to draw on, the laid-out frame, the run it
/// shows and what is selected. The painters draw in the order StageView::paintEvent calls them,
/// each one part of the picture.
struct StagePaintContext {
    const StageCanvas &canvas;
    const StageLayout &layout;
    const Run &run;
    const RunTimeline &timeline;
    const StageCast &cast;
    Selection selection;
    /// A dark theme: some marks are lifted or darkened to read on it.
    bool dark = false;
    /// The edge of a box that is not marked for anything.
    QColor frameColor;

    bool messageSelected(MessageNumber message) const
    {
        return selection.kind == Selection::Kind::Message && selection.message == message;
    }
};

} // namespace inflight
