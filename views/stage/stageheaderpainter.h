// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace inflight {

struct StagePaintContext;

/// The stage's top line: the scenario's title on the left (unless left out), the clock
/// ("t = 45 s") on the right.
class StageHeaderPainter {
public:
    StageHeaderPainter(const StagePaintContext &context, bool withTitle)
        : m_context(context), m_withTitle(withTitle)
    {
    }
    void paint() const;

private:
    const StagePaintContext &m_context;
    bool m_withTitle;
};

} // namespace inflight
