// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace inflight {

struct StagePaintContext;

/// The stage's top line: the scenario's title on the left, the clock ("t = 45 s") on the right.
class StageHeaderPainter {
public:
    explicit StageHeaderPainter(const StagePaintContext &context) : m_context(context) {}
    void paint() const;

private:
    const StagePaintContext &m_context;
};

} // namespace inflight
