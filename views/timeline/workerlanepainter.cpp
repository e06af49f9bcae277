// SPDX-License-Identifier: GPL-3.0-or-later
#include "workerlanepainter.h"

#include "common/format.h"
#include "common/paint.h"
#include "shapes.h"
#include "timelinetext.h"

#include <qcustomplot.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace inflight {

WorkerLanePainter::WorkerLanePainter(QCPPainter *painter, const LaneFrame &frame,
                                     MarkStamper &marks, LabelPlacer &labels, int lane,
                                     const QRectF &r)
    : LanePainter(painter, frame, marks, labels), m_laneIndex(lane), m_lane(r),
      m_worker(frame.model->workerTrack(lane)), m_region(frame.layout.regionOf(lane)),
      m_cy(r.center().y()), m_h(r.height()), m_barHalf(std::max(2.0, std::round(0.28 * m_h))),
      m_sizes(markSizes(*frame.style, m_h)), m_tiny(m_h < 10), m_fm(frame.style->markFont),
      m_indent(m_sizes.radius + frame.style->px(5)), m_tickY(m_cy - m_barHalf - m_sizes.tick * 0.05)
{
}

void WorkerLanePainter::paint() const
{
    paintDown();
    const std::vector<NamedJob> named = paintJobs();
    if (m_tiny)
        return;
    paintMarks();
    // Each job's name, inside its bar: after the marks' labels, and giving way to them.
    askJobNames(named);
}

void WorkerLanePainter::paintDown() const
{
    const TimelineStyle &s = style();
    const Palette &pal = s.palette;
    const TimeMs end = model().endMs();
    for (const auto &[from, until] : m_worker.down) {
        const TimeMs to = until == neverMs ? end : until;
        if (to < m_frame.t0 || from > m_frame.t1)
            continue;
        const QRectF band =
            snapped(xClamped(from), m_cy - m_barHalf, xClamped(to), m_cy + m_barHalf);
        fillBand(m_painter, band, withAlpha(pal.crash, 28), QColor());
        hatch(m_painter, band, s.px(5), QPen(withAlpha(pal.crash, 120), s.px(1.1)), false);
    }
}

std::vector<WorkerLanePainter::NamedJob> WorkerLanePainter::paintJobs() const
{
    const TimelineStyle &s = style();
    // Jobs are sequential per worker: sorted by start, and by end.
    auto job = std::lower_bound(m_worker.jobs.begin(), m_worker.jobs.end(), m_frame.t0,
                                [](const JobSpan &j, TimeMs t) { return j.to < t; });
    QRectF merged;
    auto flush = [&] {
        if (!merged.isEmpty())
            fillBand(m_painter, merged, s.jobFill, s.jobEdge);
        merged = QRectF();
    };
    // Labels are drawn after the marks', and give way to them.
    std::vector<NamedJob> named;
    const auto end = m_worker.jobs.end();
    while (job != end && job->from <= m_frame.t1) {
        const double x0 = xClamped(job->from);
        const double x1 = xClamped(job->to);
        QRectF bar = snapped(x0, m_cy - m_barHalf, x1, m_cy + m_barHalf);
        // Jobs narrower than a few pixels merge with their neighbours: 25,000 jobs on one
        // screen are drawn as a few hundred rectangles.
        if (bar.width() < 4) {
            if (merged.isEmpty() || bar.left() > merged.right() + 1) {
                flush();
                merged = bar;
            } else {
                merged.setRight(std::max(merged.right(), bar.right()));
            }
            // Every job that ends left of the merged bar's right edge lies inside it already:
            // jump over them (a million jobs zoomed out cost a search per pixel, not a million
            // rectangles tested).
            const TimeMs edge = m_frame.timeBefore(merged.right());
            job = std::lower_bound(std::next(job), end, edge,
                                   [](const JobSpan &j, TimeMs t) { return j.to < t; });
            continue;
        }
        flush();
        fillBand(m_painter, bar, s.jobFill, s.jobEdge);
        if (!m_tiny && bar.width() >= 2 * m_indent && m_fm.height() <= bar.height() + 4)
            named.push_back({&*job, bar});
        ++job;
    }
    flush();
    return named;
}

WorkerLanePainter::Row WorkerLanePainter::rowOf(WorkerMark::Kind kind)
{
    using Kind = WorkerMark::Kind;
    switch (kind) {
    case Kind::Delete:
    case Kind::StaleDelete:
    case Kind::DeleteGone:
    case Kind::DeleteFailed:
    case Kind::ReceiveRefused:
        return Row::Ticks;
    case Kind::Effect:
    case Kind::DuplicateEffect:
    case Kind::IdempotencySkip:
    case Kind::JobFailed:
    case Kind::Throttled:
    case Kind::Crash:
        return Row::Centre;
    default:
        return Row::None;
    }
}

double WorkerLanePainter::spacingOf(WorkerMark::Kind kind) const
{
    // A mark closer to the previous one of its kind than its own width would only thicken a
    // blob (and, edged in the background colour, bite crescents out of it): it is skipped. The
    // hover still finds every event.
    using Kind = WorkerMark::Kind;
    switch (kind) {
    case Kind::Heartbeat:
        return m_sizes.heartbeat + 1;
    case Kind::Delete:
    case Kind::StaleDelete:
    case Kind::DeleteGone:
    case Kind::DeleteFailed:
        return m_sizes.tick * 0.8 + 1;
    case Kind::ReceiveRefused:
    case Kind::Effect:
        return 2 * m_sizes.radius + 2;
    case Kind::IdempotencySkip:
        return 2.4 * m_sizes.radius + 2;
    default:
        return m_sizes.diamond + 1;
    }
}

std::vector<std::uint32_t> WorkerLanePainter::marksToDraw(std::uint32_t first,
                                                          std::uint32_t last) const
{
    // A mark closer to the previous one of its kind than its own width would only thicken a
    // blob: it is skipped (the hover still finds every event).
    std::array<double, WorkerMark::kindCount> spacing;
    for (std::size_t kind = 0; kind < spacing.size(); ++kind)
        spacing[kind] = spacingOf(static_cast<WorkerMark::Kind>(kind));
    const auto &marks = m_worker.marks;
    std::vector<std::uint32_t> drawn;
    if (last - first <= m_frame.area.width()) {
        std::array<double, WorkerMark::kindCount> lastX;
        lastX.fill(-1e9);
        for (std::uint32_t i = first; i < last; ++i) {
            const auto kind = static_cast<std::size_t>(marks[i].kind);
            const double mx = x(marks[i].time);
            if (mx - lastX[kind] < spacing[kind])
                continue;
            lastX[kind] = mx;
            drawn.push_back(i);
        }
        return drawn;
    }
    // More marks than pixels: each kind on its own, a search to the next pixel where one of it
    // may go, then back in time order (marks drawn later cover earlier ones, as before).
    for (std::size_t k = 0; k < spacing.size(); ++k) {
        const auto kind = static_cast<WorkerMark::Kind>(k);
        if (kind == WorkerMark::Kind::Receive || kind == WorkerMark::Kind::EmptyReceive ||
            kind == WorkerMark::Kind::Restart)
            continue;
        const std::vector<std::uint32_t> &ofKind = model().workerMarksOfKind(m_laneIndex, kind);
        auto it = std::lower_bound(ofKind.begin(), ofKind.end(), first);
        const auto end = std::lower_bound(it, ofKind.end(), last);
        double lastX = -1e9;
        while (it != end) {
            const double mx = x(marks[*it].time);
            if (mx - lastX < spacing[k]) {
                const TimeMs next = m_frame.timeBefore(lastX + spacing[k]);
                it = std::lower_bound(std::next(it), end, next,
                                      [&](std::uint32_t i, TimeMs t) { return marks[i].time < t; });
                continue;
            }
            lastX = mx;
            drawn.push_back(*it);
            ++it;
        }
    }
    std::sort(drawn.begin(), drawn.end());
    return drawn;
}

double WorkerLanePainter::nextInRow(std::uint32_t mark, std::uint32_t last, Row row) const
{
    const auto &marks = m_worker.marks;
    if (last - mark <= m_frame.area.width()) {
        for (std::uint32_t i = mark + 1; i < last; ++i) {
            if (rowOf(marks[i].kind) == row)
                return x(marks[i].time) - m_sizes.diamond / 2;
        }
        return m_frame.area.right();
    }
    // The nearest next mark of any kind on the row, from each kind's own list.
    std::uint32_t next = last;
    for (std::size_t k = 0; k < WorkerMark::kindCount; ++k) {
        const auto kind = static_cast<WorkerMark::Kind>(k);
        if (rowOf(kind) != row)
            continue;
        const std::vector<std::uint32_t> &ofKind = model().workerMarksOfKind(m_laneIndex, kind);
        const auto it = std::upper_bound(ofKind.begin(), ofKind.end(), mark);
        if (it != ofKind.end())
            next = std::min(next, *it);
    }
    return next < last ? x(marks[next].time) - m_sizes.diamond / 2 : m_frame.area.right();
}

void WorkerLanePainter::paintMarks() const
{
    // Marks, thinned per pixel column and kind: a zoomed-out lane of 100,000 heartbeats draws
    // one diamond per pixel it covers.
    const LaneFrame &f = m_frame;
    const TimeMs slack = static_cast<TimeMs>(
        std::ceil(static_cast<double>(f.t1 - f.t0) / std::max(1.0, f.area.width()) * 30));
    const auto &marks = m_worker.marks;
    const auto first = static_cast<std::uint32_t>(
        std::lower_bound(marks.begin(), marks.end(), f.t0 - slack,
                         [](const WorkerMark &wm, TimeMs t) { return wm.time < t; }) -
        marks.begin());
    const auto last = static_cast<std::uint32_t>(
        std::upper_bound(marks.begin() + first, marks.end(), f.t1 + slack,
                         [](TimeMs t, const WorkerMark &wm) { return t < wm.time; }) -
        marks.begin());
    // Where the last mark of each row (ticks, centre) ended, for roomBeside().
    std::array<double, 2> rowRight = {-1e9, -1e9};
    for (const std::uint32_t i : marksToDraw(first, last)) {
        const WorkerMark &mark = marks[i];
        LabelRequest label;
        const QRectF bounds = stampMark(mark, x(mark.time), label);
        const Row row = rowOf(mark.kind);
        if (row == Row::None)
            continue;
        double &previousRight = rowRight[row == Row::Ticks ? 0 : 1];
        if (!label.text.isEmpty() && roomBeside(previousRight, bounds.left(), bounds.right(),
                                                nextInRow(i, last, row), m_sizes.labelGap)) {
            label.mark = bounds;
            label.y = row == Row::Ticks ? m_tickY : m_cy;
            label.lane = m_lane;
            label.region = m_region;
            m_labels.besideMark(std::move(label));
        }
        previousRight = std::max(previousRight, bounds.right());
    }
}

QRectF WorkerLanePainter::stampMark(const WorkerMark &mark, double mx, LabelRequest &label) const
{
    using Kind = WorkerMark::Kind;
    const TimelineStyle &s = style();
    const Palette &pal = s.palette;
    const MarkSizes &m = m_sizes;
    using Rank = LabelRequest::Rank;
    using Font = LabelRequest::Font;
    // The label the mark asks for: its text, rank, colour and weight.
    auto name = [&label](QString text, Rank rank, const QColor &colour, Font font) {
        label.text = std::move(text);
        label.rank = rank;
        label.colour = colour;
        label.font = font;
    };
    switch (mark.kind) {
    case Kind::Heartbeat:
        stamp({Mark::Shape::Diamond, m.heartbeat, pal.heartbeat, mix(pal.heartbeat, pal.text, 0.6),
               s.px(1.2)},
              QPointF(mx, m_cy + m_barHalf));
        return {};
    case Kind::Backoff:
        // Hollow: the loan is given back, not extended.
        stamp({Mark::Shape::Diamond, m.heartbeat, pal.background, mix(pal.heartbeat, pal.text, 0.6),
               s.px(1.5)},
              QPointF(mx, m_cy + m_barHalf));
        return {};
    case Kind::Delete:
        return stamp({Mark::Shape::Tick, m.tick * 0.8, s.deletedMark, pal.background, 0},
                     QPointF(mx, m_tickY));
    case Kind::StaleDelete:
        name(TimelineText::tr("stale"), Rank::Warning, s.alarmText, Font::MarkBold);
        return stamp({Mark::Shape::HollowTick, m.tick * 0.8, pal.stale, pal.background, 0},
                     QPointF(mx, m_tickY));
    case Kind::DeleteFailed:
        // SQS refused the delete (an expired FIFO handle): the worker saw an error.
        name(TimelineText::tr("refused"), Rank::Warning, s.alarmText, Font::MarkBold);
        return stamp({Mark::Shape::HollowTick, m.tick * 0.8, pal.stale, pal.background, 0},
                     QPointF(mx, m_tickY));
    case Kind::DeleteGone:
        name(TimelineText::tr("gone"), Rank::Warning, pal.mutedText, Font::Mark);
        return stamp({Mark::Shape::HollowTick, m.tick * 0.8, mix(pal.expired, pal.text, 0.4),
                      pal.background, 0},
                     QPointF(mx, m_tickY));
    case Kind::Effect:
        return stamp({Mark::Shape::Circle, m.radius, s.effectMark, pal.background, s.px(1.5)},
                     QPointF(mx, m_cy));
    case Kind::DuplicateEffect: {
        const QRectF bounds =
            stamp({Mark::Shape::Diamond, m.diamond, pal.duplicate, pal.background, s.px(1.5)},
                  QPointF(mx, m_cy));
        name(TimelineText::tr("×%L1").arg(duplicateNth(mark)), Rank::Duplicate, s.alarmText,
             Font::MarkBold);
        return bounds;
    }
    case Kind::IdempotencySkip:
        name(TimelineText::tr("skip"), Rank::Other, pal.text, Font::Mark);
        return stamp({Mark::Shape::Skip, m.radius * 1.2, s.effectMark, pal.background, s.px(2)},
                     QPointF(mx, m_cy));
    case Kind::JobFailed:
        name(TimelineText::tr("failed"), Rank::Warning, s.alarmText, Font::Mark);
        return stamp({Mark::Shape::Triangle, m.diamond * 0.9, pal.crash, pal.background, 1.5},
                     QPointF(mx, m_cy));
    case Kind::Throttled:
        // Hollow: the message was received, but the function never ran on it.
        name(TimelineText::tr("throttled"), Rank::Warning, s.alarmText, Font::Mark);
        return stamp({Mark::Shape::Triangle, m.diamond * 0.9, pal.background, pal.crash, 1.5},
                     QPointF(mx, m_cy));
    case Kind::ReceiveRefused:
        // A receive SQS answered with an error: the worker got nothing ("no entry").
        name(TimelineText::tr("refused"), Rank::Warning, s.alarmText, Font::MarkBold);
        return stamp({Mark::Shape::Skip, m.radius, pal.stale, pal.background, s.px(2)},
                     QPointF(mx, m_tickY));
    case Kind::Crash:
        name(TimelineText::tr("crash"), Rank::Warning, s.alarmText, Font::MarkBold);
        return stamp({Mark::Shape::Cross, m.cross * 1.3, pal.crash, pal.background, m.line * 1.4},
                     QPointF(mx, m_cy));
    case Kind::Receive:
    case Kind::EmptyReceive:
    case Kind::Restart:
        break;
    }
    return {};
}

std::uint32_t WorkerLanePainter::duplicateNth(const WorkerMark &mark) const
{
    const auto &effects = model().timeline()->effects();
    auto effect = std::lower_bound(effects.begin(), effects.end(), mark.time,
                                   [](const EffectMark &e, TimeMs t) { return e.time < t; });
    while (effect != effects.end() && effect->time == mark.time &&
           effect->sequence != mark.sequence)
        ++effect;
    return effect != effects.end() && effect->sequence == mark.sequence ? effect->nth : 2;
}

void WorkerLanePainter::askJobNames(const std::vector<NamedJob> &named) const
{
    const TimelineStyle &s = style();
    const QRectF &area = m_frame.area;
    for (const auto &[j, bar] : named) {
        // The summary lane's spans are several workers busy, not one message.
        if (j->message == noMessage)
            continue;
        const QString name = QString::fromStdString(messageLabel(j->message));
        const QString key = model().messageKey(j->message);
        const double left = std::max(bar.left(), area.left()) + m_indent;
        const double right = std::min(bar.right(), area.right()) - m_indent;
        if (right <= left)
            continue;
        m_labels.insideBand({LabelRequest::Rank::Other, LabelRequest::Font::Mark, textOn(s.jobFill),
                             QRectF(left, bar.top(), right - left, bar.height()), m_cy, m_lane,
                             m_region, key.isEmpty() ? name : name + QLatin1Char(' ') + key,
                             key.isEmpty() ? QString() : name, false});
    }
}

} // namespace inflight
