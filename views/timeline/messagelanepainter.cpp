// SPDX-License-Identifier: GPL-3.0-or-later
#include "messagelanepainter.h"

#include "common/format.h"
#include "common/paint.h"
#include "shapes.h"
#include "timelinetext.h"

#include <qcustomplot.h>

#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

namespace inflight {

MessageLanePainter::MessageLanePainter(QCPPainter *painter, const LaneFrame &frame,
                                       MarkStamper &marks, LabelPlacer &labels, int lane,
                                       const QRectF &r)
    : LanePainter(painter, frame, marks, labels), m_lane(r),
      m_track(frame.model->messageTrack(lane)), m_region(frame.layout.regionOf(lane)),
      m_cy(r.center().y()), m_h(r.height()), m_thin(std::max(3.0, std::round(0.30 * m_h))),
      m_thick(std::max(4.0, std::round(0.62 * m_h))), m_sizes(markSizes(*frame.style, m_h)),
      m_tiny(m_h < 10), m_fm(frame.style->markFont)
{
}

void MessageLanePainter::paint() const
{
    const TimeMs end = model().endMs();
    // Loans and waits narrower than two pixels (a message lent thousands of times, zoomed out)
    // are drawn as one plain band per stretch, in flight over visible: their deadlines and
    // names would only be a blur, and the hover tells each.
    // Only where the lane is crowded (more spans on screen than half its pixels): a lone short
    // loan keeps its deadline and the dashed line to where it would have been.
    const auto byStart = [](const PhaseSpan &span, TimeMs t) {
        return span.from < t;
    };
    const auto onScreen =
        std::lower_bound(m_track.spans.begin(), m_track.spans.end(), m_frame.t1, byStart) -
        std::lower_bound(m_track.spans.begin(), m_track.spans.end(), m_frame.t0, byStart);
    const bool crowded = static_cast<double>(onScreen) > m_frame.area.width() / 2;
    NarrowStretch narrow;
    for (std::size_t i = 0; i < m_track.spans.size(); ++i) {
        const PhaseSpan &span = m_track.spans[i];
        const TimeMs to = span.to == neverMs ? end : span.to;
        const bool instant = !phaseIsLive(span.phase);
        if (instant ? (span.from < m_frame.t0 - 1 || span.from > m_frame.t1 + 1)
                    : (to < m_frame.t0 || span.from > m_frame.t1))
            continue;
        const double x0 = xClamped(span.from);
        const double x1 = xClamped(to);
        switch (span.phase) {
        case MessagePhase::Delayed:
            paintDelayed(x0, x1);
            break;
        case MessagePhase::Visible:
        case MessagePhase::InFlight:
            if (crowded && x1 - x0 < 2 && !model().isDeadLetterQueue(span.queue)) {
                if (narrow.right >= 0 && x0 > narrow.right + 1)
                    paintNarrow(narrow);
                narrow.add(x0, x1, span.phase == MessagePhase::InFlight);
                break;
            }
            paintNarrow(narrow);
            paintLiveSpan(i, x0, x1, to);
            break;
        case MessagePhase::Deleted:
        case MessagePhase::Expired:
        case MessagePhase::Purged:
        case MessagePhase::Dropped:
        case MessagePhase::Redriven:
            paintEnd(span, x0);
            break;
        }
    }
    paintNarrow(narrow);
}

void MessageLanePainter::paintNarrow(NarrowStretch &narrow) const
{
    if (narrow.right < 0)
        return;
    const Palette &pal = style().palette;
    if (narrow.visible)
        fillBand(m_painter,
                 snapped(narrow.left, m_cy - m_thin / 2, narrow.right, m_cy + m_thin / 2),
                 pal.visible, QColor());
    if (narrow.inFlight)
        fillBand(m_painter,
                 snapped(narrow.left, m_cy - m_thick / 2, narrow.right, m_cy + m_thick / 2),
                 pal.inFlight, QColor());
    narrow = {};
}

void MessageLanePainter::paintDelayed(double x0, double x1) const
{
    const TimelineStyle &s = style();
    const Palette &pal = s.palette;
    const QRectF band = snapped(x0, m_cy - m_thin / 2, x1, m_cy + m_thin / 2);
    fillBand(m_painter, band, mix(pal.background, pal.delayed, 0.55), pal.delayed);
    if (!m_tiny)
        hatch(m_painter, band, s.px(5), QPen(mix(pal.delayed, pal.text, 0.45), s.px(1.2)), false);
}

void MessageLanePainter::paintLiveSpan(std::size_t i, double x0, double x1, TimeMs to) const
{
    const TimelineStyle &s = style();
    const Palette &pal = s.palette;
    const PhaseSpan &span = m_track.spans[i];
    const bool deadLetter = model().isDeadLetterQueue(span.queue);
    const bool inFlight = span.phase == MessagePhase::InFlight;
    const double height = inFlight ? m_thick : m_thin;
    const QRectF band = snapped(x0, m_cy - height / 2, x1, m_cy + height / 2);
    const QColor fill = deadLetter ? pal.deadLetter : inFlight ? pal.inFlight : pal.visible;
    TimeMs deadlineOffScreen = -1;
    fillBand(m_painter, band, fill, m_tiny ? QColor() : mix(fill, pal.text, 0.35));
    if (deadLetter && !m_tiny) {
        hatch(m_painter, band, s.px(6), QPen(withAlpha(Qt::white, 150), s.px(1.2)), true);
        if ((i == 0 || !model().isDeadLetterQueue(m_track.spans[i - 1].queue)) &&
            span.from >= m_frame.t0)
            paintMoveToDeadLetter(x0);
    }
    if (inFlight && !m_tiny)
        deadlineOffScreen = paintDeadlines(i, band, to);
    if (!m_tiny && band.width() > 24 && m_fm.height() < band.height() + 4)
        askBandLabels(span, band, fill, deadlineOffScreen);
}

void MessageLanePainter::paintMoveToDeadLetter(double x0) const
{
    const TimelineStyle &s = style();
    const QRectF rule(std::round(x0) - 1, m_lane.top() + 0.12 * m_h, s.px(3), 0.76 * m_h);
    m_painter->save();
    m_painter->setRenderHint(QPainter::Antialiasing, false);
    m_painter->fillRect(rule, s.palette.deadLetter);
    m_painter->restore();
    m_marks.keepClear(rule);
    m_labels.besideMark({LabelRequest::Rank::Warning, LabelRequest::Font::MarkBold,
                         s.palette.deadLetter, rule, m_lane.top() + 0.22 * m_h, m_lane, m_region,
                         TimelineText::tr("to the DLQ"), QString(), false});
}

TimeMs MessageLanePainter::paintDeadlines(std::size_t i, const QRectF &band, TimeMs to) const
{
    const TimelineStyle &s = style();
    const Palette &pal = s.palette;
    const QRectF &area = m_frame.area;
    const PhaseSpan &span = m_track.spans[i];
    // The deadline: where the lease ends, and where each heartbeat moved it.
    const std::uint64_t next =
        i + 1 < m_track.spans.size() ? m_track.spans[i + 1].sequence : UINT64_MAX;
    TimeMs deadline = span.deadline;
    std::vector<TimeMs> superseded;
    // The changes are in log order: those of this loan follow its start (a search, not a walk
    // through every heartbeat of the message's life for each of its loans).
    const auto changes = std::upper_bound(
        m_track.deadlineChanges.begin(), m_track.deadlineChanges.end(), span.sequence,
        [](std::uint64_t sequence, const DeadlineChange &c) { return sequence < c.sequence; });
    for (auto it = changes; it != m_track.deadlineChanges.end() && it->sequence < next; ++it) {
        {
            const DeadlineChange &change = *it;
            superseded.push_back(deadline);
            deadline = change.deadline;
            // The heartbeat that moved it, on the band's edge.
            stamp({Mark::Shape::Diamond, m_sizes.heartbeat * 0.8,
                   change.backoff ? pal.background : pal.heartbeat,
                   mix(pal.heartbeat, pal.text, 0.6), s.px(1)},
                  QPointF(x(change.time), band.top()));
        }
    }
    const TimeMs offScreen = x(deadline) > area.right() + 1 ? deadline : -1;
    const double top = band.top() - std::max(2.0, 0.1 * m_h);
    const double bottom = band.bottom() + std::max(2.0, 0.1 * m_h);
    const QColor faded = withAlpha(s.deadline, 110);
    for (TimeMs d : superseded) {
        const double xd = x(d);
        if (xd >= area.left() && xd <= area.right())
            drawDeadline(m_painter, xd, top, bottom, faded, s.px(1.3), false, 0);
    }
    const double xd = x(deadline);
    if (deadline > to && band.right() < area.right()) {
        // Deleted or abandoned before the deadline: show where it would have been.
        m_painter->save();
        m_painter->setRenderHint(QPainter::Antialiasing, false);
        m_painter->setPen(QPen(withAlpha(s.deadline, 80), s.px(1.3), Qt::DotLine));
        const double xe = std::min(xd, area.right());
        m_painter->drawLine(QPointF(band.right(), m_cy), QPointF(xe, m_cy));
        m_painter->restore();
    }
    if (xd >= area.left() - 1 && xd <= area.right() + 1)
        drawDeadline(m_painter, xd, top, bottom, deadline > to ? faded : s.deadline, s.px(2), true,
                     std::clamp(0.09 * m_h, 3.0, s.px(6)));
    return offScreen;
}

void MessageLanePainter::askBandLabels(const PhaseSpan &span, const QRectF &band,
                                       const QColor &fill, TimeMs deadlineOffScreen) const
{
    const TimelineStyle &s = style();
    const QRectF &area = m_frame.area;
    // The receipt handle ("m1.r2"), and who holds it when there is room.
    QString text;
    QString shortText;
    if (span.phase == MessagePhase::InFlight) {
        text = handleText(m_track.message, span.receipt);
        const QString holder = QString::fromStdString(model().run()->log().actorName(span.holder));
        shortText = std::exchange(text, text + QStringLiteral(" · ") + holder);
    } else if (model().isDeadLetterQueue(span.queue)) {
        text = TimelineText::tr("DLQ");
    }
    const double left = std::max(band.left(), area.left()) + s.px(4);
    const double right = std::min(band.right(), area.right()) - s.px(4);
    if (!text.isEmpty() && right > left) {
        m_labels.insideBand({LabelRequest::Rank::Other, LabelRequest::Font::Mark, textOn(fill),
                             QRectF(left, band.top(), right - left, band.height()), m_cy, m_lane,
                             m_region, text, shortText, false});
    }
    if (deadlineOffScreen >= 0) {
        // The deadline is past the right edge (a heartbeat pushed it beyond the run): say where
        // it is, clear of a delete tick at the band's end. Asked for after the handle, it gives
        // way to it.
        const QString where =
            TimelineText::tr("deadline %1 s →").arg(secondsText(deadlineOffScreen));
        const double end = std::min(band.right() - m_sizes.tick * 0.6, area.right()) - s.px(6);
        if (end > left) {
            m_labels.insideBand({LabelRequest::Rank::Other, LabelRequest::Font::Mark, textOn(fill),
                                 QRectF(left, band.top(), end - left, band.height()), m_cy, m_lane,
                                 m_region, where, QString(), true});
        }
    }
}

void MessageLanePainter::paintEnd(const PhaseSpan &span, double x0) const
{
    const TimelineStyle &s = style();
    const Palette &pal = s.palette;
    if (span.phase == MessagePhase::Deleted) {
        stamp({Mark::Shape::Tick, m_sizes.tick, s.deletedMark, pal.background, 0},
              QPointF(x0, m_cy));
        return;
    }
    const QRectF cross = stamp({Mark::Shape::Cross, m_sizes.cross, mix(pal.expired, pal.text, 0.35),
                                pal.background, m_sizes.line},
                               QPointF(x0, m_cy));
    if (!m_tiny && span.phase != MessagePhase::Expired)
        m_labels.besideMark({LabelRequest::Rank::Other, LabelRequest::Font::Mark, pal.mutedText,
                             cross, m_cy, m_lane, m_region, phaseText(span.phase), QString(),
                             false});
}

} // namespace inflight
