// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stagelayout.h"

#include <QRectF>

#include <utility>
#include <vector>

namespace inflight {

/// Places the notes pinned to the run on a laid-out stage: a note on a message as a badge under
/// its card, once the playhead has reached it; notes on a moment or an event as a sticky-note
/// callout in a free corner (those of the last half minute, or else the latest one reached).
/// Part of StageLayout::arrange: it writes the layout's badges, callout and entries.
class StageNotePlacer {
public:
    StageNotePlacer(StageLayout &layout, const StageLayout::Input &input);

    void place();

private:
    /// A free area beside a column of boxes, and the corner of it the callout hugs.
    struct Region {
        QRectF rect;
        bool alignRight = false;
        bool alignBottom = false;
    };

    void placeBadges();
    /// The notes on a moment or an event the callout shows now, oldest first.
    std::vector<int> calloutNotes() const;
    /// Where the callout may go: below or above each column, bottom corners first.
    std::vector<Region> freeRegions() const;
    /// The callout's entries for `notes` at `width`, at most `maxLines` lines a note, placed at
    /// its top left corner, and the callout's height.
    std::pair<std::vector<StageLayout::CalloutEntry>, double>
    compose(const std::vector<int> &notes, double width, int maxLines) const;
    void put(const Region &region, std::vector<StageLayout::CalloutEntry> entries, QSizeF size);
    /// No free corner (a crowded stage on a small widget): the latest note on one line, in the
    /// corner where it covers the least of the cards and workers.
    void squeeze(int latest);

    StageLayout &m_layout;
    const StageLayout::Input &m_input;
};

} // namespace inflight
