// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace inflight {

struct StagePaintContext;
struct StageScale;

/// The legend along the bottom: every mark is a shape as well as a colour. It shrinks a little
/// rather than lose an entry.
class StageLegendPainter {
public:
    explicit StageLegendPainter(const StagePaintContext &context) : m_context(context) {}
    void paint() const;

    /// The entries' words, in order.
    static QStringList labels();
    /// How much the type shrinks (down to 0.85) for every entry to fit `width` pixels, and how
    /// many entries show at that size: all of them, unless the words are too long.
    struct Fit {
        double shrink = 1;
        int shown = 0;
    };
    static Fit fit(const StageScale &scale, const QStringList &labels, double width);

private:
    const StagePaintContext &m_context;
};

} // namespace inflight
