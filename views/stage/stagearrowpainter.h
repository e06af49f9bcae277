// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stagelayout.h"

#include <QColor>

namespace inflight {

struct StagePaintContext;

/// The trails of recent moves (received, back in the queue, moved to the DLQ) and the effects'
/// arrows, fading as they age; their labels after all the lines, so that no line runs across a
/// label.
class StageArrowPainter {
public:
    explicit StageArrowPainter(const StagePaintContext &context) : m_context(context) {}
    void paint() const;

private:
    QColor colourOf(StageLayout::Arrow::Kind kind) const;

    const StagePaintContext &m_context;
};

} // namespace inflight
