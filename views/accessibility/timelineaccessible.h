// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The timeline as a screen reader finds it: "Timeline", a description of what it shows (the
// current event's sentence, the window of time on screen, the double processing at the playhead),
// and inside it the lanes on screen, each named as its label ("m1 ord_7731", "worker-1") and
// described by what the lane shows at the playhead (TimelineModel::stateAt), drawn where the
// lane is. The lanes are the children of the plot, the focusable part of the timeline that the
// keys drive.

#include "accessibleparts.h"

#include <QCoreApplication>

#include <vector>

class QCustomPlot;

namespace inflight {

class TimelineView;

/// The timeline widget: its name and description; its children are its widgets (the lanes'
/// plot and the scroll bar).
class TimelineAccessible : public QAccessibleWidget {
    Q_DECLARE_TR_FUNCTIONS(inflight::TimelineAccessible)

public:
    explicit TimelineAccessible(TimelineView *timeline);

    QString text(QAccessible::Text t) const override;

    /// What the timeline shows now, in sentences.
    static QString describe(const TimelineView &timeline);
};

/// The timeline's plot: the list of lanes on screen.
class TimelineLanesAccessible : public PartsAccessible {
    Q_DECLARE_TR_FUNCTIONS(inflight::TimelineLanesAccessible)

public:
    explicit TimelineLanesAccessible(QCustomPlot *plot);

    QString text(QAccessible::Text t) const override;

    /// The lanes on screen now, in the plot's coordinates.
    static std::vector<AccessiblePart> partsOf(const TimelineView &timeline);
};

} // namespace inflight
