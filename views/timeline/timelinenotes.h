// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenelayerable.h"

#include <utility>
#include <vector>

namespace inflight {

/// Notes pinned to the run: a pin on a message's lane, or a dashed rule across every lane with a
/// flag at the top, each with a numbered label. They sit on the "overlay" layer, above the lanes
/// and below the interactive playhead (whose curtain must cover a note about the future too).
/// Where they go is the scene's notePlacements().
class TimelineNotes : public SceneLayerable {
public:
    explicit TimelineNotes(TimelineScene *scene);

    /// Sizes of a pin for a lane height: the needle's length and the head's radius.
    static std::pair<double, double> pinSizes(const TimelineStyle &s, double laneHeight);

protected:
    QRect clipRect() const override { return m_scene->axisRect()->rect(); }
    void draw(QCPPainter *painter) override;

private:
    // Rules first, then pins, then every label, so that no rule or needle crosses a label.
    void drawRules(QCPPainter *p, const std::vector<NotePlacement> &notes) const;
    void drawPins(QCPPainter *p, const std::vector<NotePlacement> &notes) const;
    void drawLabel(QCPPainter *p, const NotePlacement &note) const;
};

} // namespace inflight
