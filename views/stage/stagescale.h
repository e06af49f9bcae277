// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eventlog.h"

#include <QFont>
#include <QSize>

#include <cstddef>

namespace inflight {

// Sizes in design units; one unit is one pixel at display scale 1.0 on a widget of the reference
// size, and the whole stage scales with the widget and the theme together.
constexpr double stageReferenceWidth = 760;
constexpr double stageReferenceHeight = 420;
constexpr double marginU = 14;
constexpr double headerU = 30;
constexpr double legendU = 24;
constexpr double columnGapU = 40;
constexpr double cardWU = 118;
constexpr double cardHU = 64;
constexpr double cardGapU = 10;
constexpr double queuePadU = 10;
constexpr double queueHeaderU = 58;
constexpr double queueGapU = 16;
constexpr double workerMinWU = 268;
constexpr double workerMaxWU = 420;
constexpr double workerHU = 152;
constexpr double workerColGapU = 14;
// Room between stacked workers for the "both processing" label.
constexpr double workerRowGapU = 30;
constexpr double compactMinWU = 120;
constexpr double compactHU = 50;
constexpr double compactGapU = 8;
constexpr double serviceHeaderU = 58;
constexpr double serviceRowU = 26;
constexpr double serviceDuplicateRowU = 46;

// The least pixels per design unit the stage keeps at display scale 1.0, about what it gets beside
// a lesson in a 1280x720 window. At a larger display scale the least grows with the scale, and the
// stage scrolls rather than shrink: the stage's text carries most of the state (issue 26).
constexpr double stageLeastUnit = 0.65;

/// The stage's least size at the theme's factor (display scale and presentation).
QSize stageMinimumSize(double themeFactor);

// Keep a travelling card and a fading mark on screen for about this long in wall time, however
// fast the playback runs.
constexpr double stageTravelWallMs = 450;
constexpr double stageFlashWallMs = 1400;
// Notes about a moment or an event stay on the stage this long after their time.
constexpr TimeMs stageNoteShownMs = 30000;
// At most this many of them at once: the callout must not grow over the stage.
constexpr std::size_t stageCalloutNotes = 3;

/// How large the stage draws: pixels per design unit, and its type. The stage's type is a notch
/// larger than the design sizes (the stage is read from the back of a classroom), scaled with the
/// stage: the application's font at the theme's size, times `fontScale`.
struct StageScale {
    /// Pixels per design unit.
    double unit = 1;
    /// The unit over the theme's factor: how much larger than the theme's type the stage's is.
    double fontScale = 1;
    /// The theme's factor (display scale and presentation), and the application's font.
    double themeFactor = 1;
    QFont baseFont;

    double px(double units) const { return units * unit; }
    QFont font(double points, bool bold = false) const;
};

} // namespace inflight
