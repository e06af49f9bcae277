// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

namespace inflight {

struct StagePaintContext;

/// The notes pinned to the run, over the cards they are about: a badge with a pin hanging from a
/// card, and the sticky-note callout with the notes on a moment or an event. Tol's purple, lifted
/// a little on a dark stage; the pin says "note" without the colour.
class StageNotePainter {
public:
    explicit StageNotePainter(const StagePaintContext &context);
    void paint() const;

private:
    void paintBadges() const;
    void paintCallout() const;

    const StagePaintContext &m_context;
    QColor m_colour;
};

} // namespace inflight
