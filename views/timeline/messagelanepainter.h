// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>

#include "lanepainter.h"
#include "mark.h"

#include <QFontMetricsF>

namespace inflight {

/// Paints one message lane: its life as bands (delayed, visible, in flight, in the dead-letter
/// queue), the deadlines of its receives and the heartbeats that moved them, and how it ended (a
/// delete's tick, a cross for expired, purged, dropped or redriven); and asks for its labels
/// (the receipt handle and who holds it, where the deadline went, "to the DLQ").
class MessageLanePainter : public LanePainter {
public:
    MessageLanePainter(QCPPainter *painter, const LaneFrame &frame, MarkStamper &marks,
                       LabelPlacer &labels, int lane, const QRectF &r);

    void paint() const;

private:
    /// Loans and waits too narrow to draw one by one, merged while they touch.
    struct NarrowStretch {
        double left = -1;
        double right = -1;
        bool visible = false;
        bool inFlight = false;
        void add(double x0, double x1, bool lent)
        {
            left = right < 0 ? x0 : std::min(left, x0);
            right = std::max(right, x1);
            (lent ? inFlight : visible) = true;
        }
    };
    void paintNarrow(NarrowStretch &narrow) const;
    void paintDelayed(double x0, double x1) const;
    /// Visible or in flight, in the source queue or the dead-letter queue.
    void paintLiveSpan(std::size_t i, double x0, double x1, TimeMs to) const;
    /// The moment it was moved to the dead-letter queue: a purple rule across the lane, named.
    void paintMoveToDeadLetter(double x0) const;
    /// The deadline of an in-flight span, where each heartbeat moved it, and the heartbeats.
    /// Returns the deadline when it is past the right edge, or -1.
    TimeMs paintDeadlines(std::size_t i, const QRectF &band, TimeMs to) const;
    /// The receipt handle and its holder inside the band, and where the deadline went when it
    /// is off screen.
    void askBandLabels(const PhaseSpan &span, const QRectF &band, const QColor &fill,
                       TimeMs deadlineOffScreen) const;
    void paintEnd(const PhaseSpan &span, double x0) const;

    const QRectF m_lane;
    const MessageTrack &m_track;
    const QRectF &m_region;
    const double m_cy;
    const double m_h;
    const double m_thin;
    const double m_thick;
    const MarkSizes m_sizes;
    /// Too thin for hatching, edges, deadlines and labels.
    const bool m_tiny;
    const QFontMetricsF m_fm;
};

} // namespace inflight
