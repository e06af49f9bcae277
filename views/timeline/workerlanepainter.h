// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lanepainter.h"
#include "mark.h"

#include <QFontMetricsF>

#include <utility>
#include <vector>

namespace inflight {

/// Paints one worker lane: the time it was down, its jobs as bars, and its marks (deletes above
/// the bar, heartbeats on its lower edge, side effects, duplicates, skips, failures and crashes
/// on it); and asks for the marks' labels ("stale", "2nd", "crash") and the jobs' names.
class WorkerLanePainter : public LanePainter {
public:
    WorkerLanePainter(QCPPainter *painter, const LaneFrame &frame, MarkStamper &marks,
                      LabelPlacer &labels, int lane, const QRectF &r);

    void paint() const;

private:
    /// A job's bar wide enough to carry its name.
    using NamedJob = std::pair<const JobSpan *, QRectF>;
    /// The rows the marks sit on: deletes above the bar, the rest on it (heartbeats, on its
    /// edge, have no labels).
    enum class Row { Ticks, Centre, None };

    void paintDown() const;
    /// The job bars, narrow ones merged. Returns the bars wide enough for a name.
    std::vector<NamedJob> paintJobs() const;
    void paintMarks() const;
    /// The marks from `first` to one before `last` (positions in the worker's marks) that are
    /// drawn: each far enough from the previous one of its kind. In time order.
    std::vector<std::uint32_t> marksToDraw(std::uint32_t first, std::uint32_t last) const;
    /// Where the next mark on `row` after `mark` starts (before `last`), or the area's right.
    double nextInRow(std::uint32_t mark, std::uint32_t last, Row row) const;
    /// Stamps one mark at x and fills in the label it asks for (no text: none). Returns its
    /// bounds (empty for a heartbeat, which has no label).
    QRectF stampMark(const WorkerMark &mark, double mx, LabelRequest &label) const;
    /// Which effect of its key a duplicate is: the effects lane knows, by the same event.
    std::uint32_t duplicateNth(const WorkerMark &mark) const;
    /// How far a mark must be from the previous one of its kind to be drawn.
    double spacingOf(WorkerMark::Kind kind) const;
    static Row rowOf(WorkerMark::Kind kind);
    void askJobNames(const std::vector<NamedJob> &named) const;

    const int m_laneIndex;
    const QRectF m_lane;
    const WorkerTrack &m_worker;
    const QRectF &m_region;
    const double m_cy;
    const double m_h;
    const double m_barHalf;
    const MarkSizes m_sizes;
    /// Too thin for marks and labels.
    const bool m_tiny;
    const QFontMetricsF m_fm;
    /// A job's label starts clear of the mark its predecessor left at the same moment.
    const double m_indent;
    /// The row of the delete ticks.
    const double m_tickY;
};

} // namespace inflight
