// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lanepainter.h"
#include "mark.h"

#include <vector>

namespace inflight {

/// Paints the side-effects lane: a circle for each key's first effect, a diamond for a duplicate
/// (drawn on top: a duplicate is never hidden under a first); and asks for each effect's label
/// ("ord_7731 charged", "ord_7731 charged ×2 (2nd)").
class EffectsLanePainter : public LanePainter {
public:
    EffectsLanePainter(QCPPainter *painter, const LaneFrame &frame, MarkStamper &marks,
                       LabelPlacer &labels, const QRectF &r);

    void paint() const;

private:
    using Effects = std::vector<EffectMark>::const_iterator;

    const Mark &markOf(const EffectMark &effect) const
    {
        return effect.nth > 1 ? m_duplicateMark : m_firstMark;
    }
    void paintMarks(Effects first, Effects last) const;
    /// Each effect names its key; a duplicate says which effect of the key it is. Duplicates
    /// rank first when they are placed: they are the story.
    void askLabels(Effects first, Effects last) const;
    /// Asks a label for one effect when there is room beside its mark; `previousRight` is where
    /// the marks before it end, and is moved past this one.
    void askLabel(Effects it, Effects last, double &previousRight) const;

    const QRectF m_lane;
    const double m_cy;
    const double m_h;
    const MarkSizes m_sizes;
    const double m_firstRadius;
    const double m_duplicateSize;
    /// A key's first effect (a circle), and a duplicate (a diamond).
    const Mark m_firstMark;
    const Mark m_duplicateMark;
};

} // namespace inflight
