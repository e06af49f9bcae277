// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointF>

namespace inflight {

struct StagePaintContext;

/// Faint wiring behind the boxes: which queue each worker polls, which service it calls. Only
/// between full worker boxes: among compact rows it would be a thicket.
class StageWiringPainter {
public:
    explicit StageWiringPainter(const StagePaintContext &context) : m_context(context) {}
    void paint() const;

private:
    /// A dotted S-curve from `a` rightwards to `b`.
    void wire(QPointF a, QPointF b) const;

    const StagePaintContext &m_context;
};

} // namespace inflight
