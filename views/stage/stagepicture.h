// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The stage at one moment, away from any widget: what its layout is made from, and the painting
// of a layout, back to front. The stage widget draws with them at the playhead, and the animation
// export draws with them at each frame's time, on a light background whatever the window's theme.

#include "playback.h"
#include "stagecast.h"
#include "stagelayout.h"
#include "theme.h"

#include <QFont>
#include <QSize>

#include <span>

class QPainter;

namespace inflight {

/// The moment to lay the stage out for, and how it is seen.
struct StageMoment {
    TimeMs time = 0;
    /// Playback speed (virtual seconds per wall second): marks and moves last long enough in wall
    /// time to be seen at it.
    double speed = 1;
    /// Playing, cards on their way somewhere travel; paused, they stand where they went.
    bool playing = false;
    QSize size;
    double themeFactor = 1;
    QFont font;
    std::span<const Highlight> highlights;
    std::span<const Annotation> notes;
};

/// What StageLayout::arrange() is given for `moment`. Without a run (or its timeline) only the
/// cast, size, factor and font are set.
StageLayout::Input stageLayoutInput(const StageCast &cast, const Run *run,
                                    const RunTimeline *timeline, const StageMoment &moment);

/// Whether the stage writes the scenario's title beside its clock. The window's stage does; an
/// animation frame has the title in its own heading above the stage, so there the stage shows
/// its clock alone rather than the title twice.
enum class StageTitle { Shown, Hidden };

/// Paints `layout` (laid out from `run`, `timeline` and `cast`) on `painter` in the layout's
/// coordinates, the background first: every part of the stage in the order the parts cover each
/// other.
void paintStage(QPainter &painter, const StageLayout &layout, const Run &run,
                const RunTimeline &timeline, const StageCast &cast, const Selection &selection,
                const Palette &palette, StageTitle title = StageTitle::Shown);

} // namespace inflight
