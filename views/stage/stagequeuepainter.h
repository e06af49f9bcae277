// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stagecardpainter.h"
#include "stagelayout.h"

#include <vector>

namespace inflight {

struct StagePaintContext;

/// The queues: each a container with its name, kind, setting and counts, its cards in send
/// order (in flight ones as dashed ghosts, just deleted ones fading out), and "+N more".
class StageQueuePainter {
public:
    explicit StageQueuePainter(const StagePaintContext &context) : m_context(context) {}
    /// Paints every queue; cards on their way into a queue go to `travelling`, to be painted
    /// above the boxes they cross.
    void paint(std::vector<CardPaint> &travelling) const;

private:
    void paintBox(const StageLayout::QueueBox &q) const;
    void paintHeader(const StageLayout::QueueBox &q) const;
    void paintCard(const StageLayout::QueueBox &q, const StageLayout::Slot &slot,
                   std::vector<CardPaint> &travelling) const;
    /// Where a card coming back (expiry) or arriving in the DLQ comes from, or an empty
    /// rectangle.
    QRectF travelsFrom(const StageCard &card, const StageLayout::Slot &slot) const;
    void paintMore(const StageLayout::QueueBox &q) const;

    const StagePaintContext &m_context;
};

} // namespace inflight
