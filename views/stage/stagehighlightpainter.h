// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace inflight {

struct StagePaintContext;

/// A lesson's highlights: a thick yellow frame (and a dashed halo) around what the step is about,
/// drawn last so that nothing covers it.
class StageHighlightPainter {
public:
    explicit StageHighlightPainter(const StagePaintContext &context) : m_context(context) {}
    void paint() const;

private:
    const StagePaintContext &m_context;
};

} // namespace inflight
