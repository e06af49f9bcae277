// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace inflight {

struct StagePaintContext;

/// The legend along the bottom: every mark is a shape as well as a colour. It shrinks a little
/// rather than lose an entry.
class StageLegendPainter {
public:
    explicit StageLegendPainter(const StagePaintContext &context) : m_context(context) {}
    void paint() const;

private:
    const StagePaintContext &m_context;
};

} // namespace inflight
