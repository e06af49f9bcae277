// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace inflight {

struct StagePaintContext;

/// The double charge in the making: a red bracket joining the two workers on one message, and a
/// pill saying so (beside full boxes; compact rows say it on their own line).
class StageOverlapPainter {
public:
    explicit StageOverlapPainter(const StagePaintContext &context) : m_context(context) {}
    void paint() const;

private:
    const StagePaintContext &m_context;
};

} // namespace inflight
