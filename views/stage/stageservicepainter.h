// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stagelayout.h"

namespace inflight {

struct StagePaintContext;

/// The downstream services and their ledger: a row per business key with how often it was
/// effected, a loud red row for a key effected more than once (the double charge), a flash on a
/// row when an effect on it just happened, and "+N more keys".
class StageServicePainter {
public:
    explicit StageServicePainter(const StagePaintContext &context) : m_context(context) {}
    void paint() const;

private:
    void paintHeader(const StageLayout::ServiceBox &box) const;
    void paintRow(const StageLayout::ServiceBox &box, const StageLayout::ServiceRow &row) const;
    /// A key effected more than once: red band, warning sign, words.
    void paintDuplicateRow(const StageLayout::ServiceBox &box,
                           const StageLayout::ServiceRow &row) const;
    void paintMore(const StageLayout::ServiceBox &box) const;

    const StagePaintContext &m_context;
};

} // namespace inflight
