// SPDX-License-Identifier: GPL-3.0-or-later
#include "timelinescene.h"

#include "captionplacer.h"
#include "common/paint.h"
#include "runtimeticker.h"
#include "timelinedivergence.h"
#include "timelinelanelabels.h"
#include "timelinelanes.h"
#include "timelinelegend.h"
#include "timelinenotes.h"
#include "timelineoverlay.h"

#include <QFontMetricsF>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <utility>

namespace inflight {

TimelineScene::TimelineScene(QCustomPlot *plot, Mode mode) : m_plot(plot), m_mode(mode)
{
    m_plot->yAxis->setVisible(false);
    m_plot->yAxis->grid()->setVisible(false);
    m_plot->yAxis->setRange(0, 1);
    m_plot->xAxis->grid()->setSubGridVisible(false);
    m_plot->xAxis->setSubTicks(false);
    m_plot->xAxis->setLabel(RunTimeTicker::axisLabel(RunTimeTicker::Unit::Seconds));
    m_plot->xAxis->setNumberFormat(QStringLiteral("g"));
    m_plot->xAxis->setNumberPrecision(9);
    RunTimeTicker::install(m_plot->xAxis);
    m_plot->axisRect()->setAutoMargins(QCP::msBottom);
    m_plot->setAutoAddPlottableToLegend(false);
    m_plot->legend->setVisible(false);

    m_lanes = new TimelineLanes(this);
    m_labels = new TimelineLaneLabels(this);
    m_legend = new TimelineLegend(this);
    // Before the notes, on their layer: a note's label is drawn over the rule.
    new TimelineDivergence(this);
    m_notes = new TimelineNotes(this);
    QCPLayoutGrid *grid = m_plot->plotLayout();
    grid->setRowSpacing(0);
    grid->addElement(grid->rowCount(), 0, m_legend);

    if (m_mode == Mode::Interactive) {
        m_plot->addLayer(QStringLiteral("playhead"), m_plot->layer(QStringLiteral("overlay")),
                         QCustomPlot::limAbove);
        m_overlayLayer = m_plot->layer(QStringLiteral("playhead"));
        m_overlayLayer->setMode(QCPLayer::lmBuffered);
        m_overlay = new TimelineOverlay(this, m_overlayLayer);
        m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
        QCPAxisRect *rect = m_plot->axisRect();
        // Time is the only axis that drags and zooms: lanes scroll, they never stretch.
        rect->setRangeDrag(Qt::Horizontal);
        rect->setRangeZoom(Qt::Horizontal);
        rect->setRangeDragAxes(m_plot->xAxis, nullptr);
        rect->setRangeZoomAxes(m_plot->xAxis, nullptr);
        rect->setRangeZoomFactor(0.85, 1);
    }
    applyStyle();
}

std::pair<TimeMs, TimeMs> TimelineScene::storySpan(const TimelineModel &model)
{
    const RunTimeline *timeline = model.timeline();
    if (!timeline || timeline->activeSpan().second <= 0)
        return {0, model.endMs()};
    const auto [first, last] = timeline->activeSpan();
    // A story that starts in its first tenth is shown from the start of the run.
    return {first <= last / 10 ? 0 : first, last};
}

QCPRange TimelineScene::storyRange(const TimelineModel &model)
{
    const RunTimeline *timeline = model.timeline();
    if (!timeline || timeline->activeSpan().second <= 0)
        return runRange(model);
    const auto [first, last] = storySpan(model);
    const double from = static_cast<double>(first) / 1000.0;
    const double to = static_cast<double>(last) / 1000.0;
    // A little room either side: a delete at the very end is a whole tick, not half.
    const double pad = std::max(to - from, 1.0) * 0.025;
    return QCPRange(from - pad, to + pad);
}

QCPRange TimelineScene::runRange(const TimelineModel &model)
{
    const double end = std::max(1.0, static_cast<double>(model.endMs()) / 1000.0);
    const double pad = end * 0.025;
    return QCPRange(-pad, end + pad);
}

std::optional<QCPRange> TimelineScene::stepRange(const std::vector<Highlight> &highlights,
                                                 std::optional<TimeMs> moment)
{
    std::optional<QCPRange> range;
    for (const Highlight &h : highlights) {
        if (h.kind != Highlight::Kind::Span)
            continue;
        const QCPRange span(static_cast<double>(h.fromMs) / 1000.0,
                            static_cast<double>(h.toMs) / 1000.0);
        if (range)
            range->expand(span);
        else
            range = span;
    }
    if (!range)
        return std::nullopt;
    if (moment)
        range->expand(static_cast<double>(*moment) / 1000.0);
    // Room either side so that what happens at the span's edges (a receive at its start, a
    // delete at its end) is drawn whole, not cut in half by the frame.
    const double pad = std::max(range->size() * 0.08, 0.5);
    return QCPRange(range->lower - pad, range->upper + pad);
}

void TimelineScene::setModel(TimelineModel model)
{
    m_model = std::move(model);
    m_captions.valid = false;
    if (m_selectedLane >= m_model.laneCount())
        m_selectedLane = -1;
    updateMargins();
}

void TimelineScene::setStyle(const TimelineStyle &style)
{
    m_style = style;
    m_captions.valid = false;
    applyStyle();
}

void TimelineScene::applyStyle()
{
    const Palette &pal = m_style.palette;
    m_plot->setBackground(pal.background);
    QCPAxis *axis = m_plot->xAxis;
    const QPen base(mix(pal.background, pal.text, 0.6), std::max(1.0, m_style.px(1)));
    axis->setBasePen(base);
    axis->setTickPen(base);
    axis->setSubTickPen(base);
    axis->setTickLabelColor(pal.text);
    axis->setLabelColor(pal.mutedText);
    axis->setTickLabelFont(m_style.axisFont);
    axis->setLabelFont(m_style.axisFont);
    axis->setTickLengthIn(0);
    axis->setTickLengthOut(static_cast<int>(m_style.px(5)));
    axis->setSubTickLength(0, 0);
    axis->setTickLabelPadding(static_cast<int>(m_style.px(4)));
    axis->setLabelPadding(static_cast<int>(m_style.px(4)));
    axis->grid()->setPen(QPen(pal.grid, 1, Qt::SolidLine));
    axis->grid()->setZeroLinePen(QPen(pal.grid, 1, Qt::SolidLine));
    for (QCPTextElement *text : {m_title, m_caption}) {
        if (text)
            text->setTextColor(text == m_title ? pal.text : pal.mutedText);
    }
    if (m_title)
        m_title->setFont(m_style.titleFont);
    if (m_caption)
        m_caption->setFont(m_style.captionFont);
    updateMargins();
}

void TimelineScene::updateMargins()
{
    const TimelineStyle &s = m_style;
    double widest = s.px(60);
    const QFontMetricsF bold(s.labelBoldFont);
    const QFontMetricsF plain(s.labelFont);
    for (int lane = m_model.messageLaneCount(); lane < m_model.laneCount(); ++lane)
        widest = std::max(widest, bold.horizontalAdvance(m_model.laneName(lane)));
    if (const int lane = m_model.widestMessageLane(); lane >= 0) {
        widest = std::max(widest,
                          bold.horizontalAdvance(m_model.laneName(lane)) +
                              plain.horizontalAdvance(QLatin1Char(' ') + m_model.laneDetail(lane)));
    }
    const double column = std::min(widest + 2 * s.px(8) + s.px(4), s.px(280));
    const double top =
        m_mode == Mode::Interactive ? QFontMetricsF(s.markBoldFont).height() + s.px(10) : s.px(16);
    m_plot->axisRect()->setMargins(QMargins(static_cast<int>(std::ceil(column)),
                                            static_cast<int>(std::ceil(top)),
                                            static_cast<int>(s.px(24)), 0));
}

void TimelineScene::setTitle(const QString &title)
{
    if (!m_title) {
        QCPLayoutGrid *grid = m_plot->plotLayout();
        grid->insertRow(0);
        m_title = new QCPTextElement(m_plot, title, m_style.titleFont);
        m_title->setMargins(
            QMargins(static_cast<int>(m_style.px(12)), static_cast<int>(m_style.px(12)),
                     static_cast<int>(m_style.px(12)), static_cast<int>(m_style.px(4))));
        grid->addElement(0, 0, m_title);
    }
    m_title->setText(title);
    applyStyle();
}

void TimelineScene::setCaption(const QString &caption)
{
    if (!m_caption) {
        QCPLayoutGrid *grid = m_plot->plotLayout();
        m_caption = new QCPTextElement(m_plot, caption, m_style.captionFont);
        m_caption->setMargins(
            QMargins(static_cast<int>(m_style.px(12)), static_cast<int>(m_style.px(2)),
                     static_cast<int>(m_style.px(12)), static_cast<int>(m_style.px(10))));
        grid->addElement(grid->rowCount(), 0, m_caption);
    }
    m_caption->setText(caption);
    applyStyle();
}

LaneLayout TimelineScene::layout() const
{
    return LaneLayout::arrange(QRectF(m_plot->axisRect()->rect()), m_model.messageLaneCount(),
                               m_model.pinnedLaneCount(), m_style.laneHeight, m_style.maxLaneHeight,
                               m_mode == Mode::Interactive, m_messageScroll, m_pinnedScroll);
}

void TimelineScene::setScroll(double messageScroll, double pinnedScroll)
{
    m_messageScroll = std::max(0.0, messageScroll);
    m_pinnedScroll = std::max(0.0, pinnedScroll);
}

double TimelineScene::xOf(TimeMs time) const
{
    return m_plot->xAxis->coordToPixel(static_cast<double>(time) / 1000.0);
}

TimeMs TimelineScene::timeAt(double x) const
{
    return static_cast<TimeMs>(std::llround(m_plot->xAxis->pixelToCoord(x) * 1000.0));
}

void TimelineScene::setHighlights(const std::vector<Highlight> &highlights)
{
    m_highlightLanes.clear();
    m_highlightSpans.clear();
    const RunTimeline *timeline = m_model.timeline();
    if (!timeline)
        return;
    const EventLog &log = timeline->run().log();
    for (const Highlight &h : highlights) {
        switch (h.kind) {
        case Highlight::Kind::Message:
        case Highlight::Kind::Key:
            for (const MessageTrack &track : timeline->messages()) {
                if ((h.kind == Highlight::Kind::Message ? track.label : track.key) == h.name)
                    m_highlightLanes.push_back(m_model.laneOfMessage(track.message));
            }
            break;
        case Highlight::Kind::Worker:
            for (const WorkerTrack &worker : timeline->workers()) {
                if (log.actorName(worker.actor) == h.name)
                    m_highlightLanes.push_back(m_model.laneOfWorker(worker.actor));
            }
            break;
        case Highlight::Kind::Lane:
            if (h.name == "effects")
                m_highlightLanes.push_back(m_model.effectsLane());
            break;
        case Highlight::Kind::Queue:
            break;
        case Highlight::Kind::Span:
            m_highlightSpans.emplace_back(h.fromMs, h.toMs);
            break;
        }
    }
    m_highlightLanes.erase(std::remove(m_highlightLanes.begin(), m_highlightLanes.end(), -1),
                           m_highlightLanes.end());
}

bool TimelineScene::showsInLegend(LegendItem item) const
{
    if (item != LegendItem::Note)
        return m_model.shows(item);
    // As notePlacements() decides: a note in the time on show, not behind a question's curtain,
    // and on a lane this run has.
    const QCPRange shown = plot()->xAxis->range();
    return std::any_of(m_annotations.begin(), m_annotations.end(), [&](const Annotation &a) {
        const double seconds = static_cast<double>(a.timeMs) / 1000.0;
        if (seconds < shown.lower || seconds > shown.upper || (m_curtain && a.timeMs > *m_curtain))
            return false;
        return a.anchor == Annotation::Anchor::Time || a.message == noMessage ||
               m_model.laneOfMessage(a.message) >= 0;
    });
}

std::vector<NotePlacement> TimelineScene::notePlacements() const
{
    std::vector<NotePlacement> placed;
    if (m_model.empty() || m_annotations.empty())
        return placed;
    const TimelineStyle &s = m_style;
    const LaneLayout layout = this->layout();
    const QRectF area = layout.area;
    if (area.width() <= 0 || area.height() <= 0)
        return placed;

    // Numbered in time order (ties in the order they were made), as the notes panel lists them.
    std::vector<int> order(m_annotations.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = static_cast<int>(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return m_annotations[static_cast<std::size_t>(a)].timeMs <
               m_annotations[static_cast<std::size_t>(b)].timeMs;
    });

    const QFontMetricsF fm(s.markFont);
    const QFontMetricsF bold(s.markBoldFont);
    const double boxHeight = std::ceil(fm.height() + s.px(6));
    const double gap = s.px(4);
    // Long enough for a sentence's start; the hover shows the rest.
    const double maxText = std::clamp(area.width() * 0.22, s.px(90), s.px(260));
    const EventLog *log = m_model.run() ? &m_model.run()->log() : nullptr;
    // Labels keep clear of each other, of the pins, and of the double-processing captions.
    std::vector<QRectF> taken = captionRects();
    QRectF ownPin;
    auto clear = [&](const QRectF &r) {
        return !ownPin.intersects(r) &&
               std::none_of(taken.begin(), taken.end(), [&](const QRectF &other) {
                   return other.adjusted(-2, -2, 2, 2).intersects(r);
               });
    };

    for (std::size_t rank = 0; rank < order.size(); ++rank) {
        const Annotation &note = m_annotations[static_cast<std::size_t>(order[rank])];
        const double x = xOf(note.timeMs);
        if (x < area.left() - 0.5 || x > area.right() + 0.5)
            continue;
        // A note on what happens behind the curtain would give the answer away, as the lanes
        // would.
        if (m_curtain && note.timeMs > *m_curtain)
            continue;
        int lane = -1;
        switch (note.anchor) {
        case Annotation::Anchor::Time:
            break;
        case Annotation::Anchor::Message:
            lane = m_model.laneOfMessage(note.message);
            if (lane < 0)
                continue;
            break;
        case Annotation::Anchor::Event:
            if (note.message != noMessage) {
                lane = m_model.laneOfMessage(note.message);
                if (lane < 0)
                    continue;
            } else if (log && note.sequence < log->size()) {
                // An event without a message (a crash, an empty receive): on its worker's lane
                // when it has one, else across the lanes at its moment.
                lane = m_model.laneOfWorker((*log)[note.sequence].actor);
            }
            break;
        }

        NotePlacement p;
        p.index = order[rank];
        p.number = static_cast<int>(rank) + 1;
        p.lane = lane;
        p.shownText = fm.elidedText(note.text.simplified(), Qt::ElideRight, maxText);
        p.numberWidth =
            std::max(boxHeight, bold.horizontalAdvance(QLocale().toString(p.number)) + s.px(10));
        const double width =
            p.numberWidth +
            (p.shownText.isEmpty() ? 0.0 : fm.horizontalAdvance(p.shownText) + s.px(11));
        const double step = boxHeight + gap;

        // Where the label may go, best first: beside the pin (or hanging from the rule's top
        // like a flag), then stepped down and up, then on the other side.
        std::vector<QRectF> candidates;
        auto fit = [&](QRectF r) {
            r.moveLeft(std::clamp(r.left(), area.left() + 1, area.right() - r.width() - 1));
            r.moveTop(std::clamp(r.top(), area.top() + 1, area.bottom() - r.height() - 1));
            return r;
        };
        if (lane >= 0) {
            const QRectF r = layout.laneRect(lane);
            const QRectF &region = layout.regionOf(lane);
            if (r.bottom() <= region.top() || r.top() >= region.bottom())
                continue; // scrolled out of view
            const auto [needle, radius] = TimelineNotes::pinSizes(s, r.height());
            p.anchor = QPointF(x, r.top() + 0.75 * r.height());
            const QPointF head(x, p.anchor.y() - needle);
            p.pin = QRectF(head.x() - radius, head.y() - radius, 2 * radius, 2 * radius);
            const double right = x + radius + gap;
            const double left = x - radius - gap - width;
            const double top = head.y() - boxHeight / 2;
            for (const double dy : {0.0, step, -step, 2 * step, -2 * step}) {
                candidates.push_back(fit(QRectF(right, top + dy, width, boxHeight)));
                candidates.push_back(fit(QRectF(left, top + dy, width, boxHeight)));
            }
        } else {
            p.anchor = QPointF(x, area.top());
            for (int level = 0; level < 5; ++level) {
                const double top = area.top() + s.px(3) + level * step;
                candidates.push_back(fit(QRectF(x, top, width, boxHeight)));
                candidates.push_back(fit(QRectF(x - width, top, width, boxHeight)));
            }
        }
        ownPin = p.pin.adjusted(-1, -1, 1, 1);
        const auto best = std::find_if(candidates.begin(), candidates.end(), clear);
        p.label = best != candidates.end() ? *best : candidates.front();
        const QRectF natural = candidates.front();
        p.displaced = std::abs(p.label.center().y() - natural.center().y()) > 1 ||
                      (lane >= 0 && p.label.left() > x + p.pin.width() + gap + 1) ||
                      (lane < 0 && p.label.left() > x + 1);
        taken.push_back(p.label);
        if (!p.pin.isEmpty())
            taken.push_back(p.pin);
        placed.push_back(std::move(p));
    }
    return placed;
}

void TimelineScene::rememberCaptions(std::vector<QRectF> captions, std::vector<OverlapGroup> groups)
{
    const LaneLayout layout = this->layout();
    m_captions = {m_plot->xAxis->range(),
                  layout.area,
                  layout.messageScroll,
                  layout.pinnedScroll,
                  std::move(captions),
                  std::move(groups),
                  true};
}

bool TimelineScene::remembersThisView(const LaneLayout &layout) const
{
    return m_captions.valid && m_captions.range == m_plot->xAxis->range() &&
           m_captions.area == layout.area && m_captions.messageScroll == layout.messageScroll &&
           m_captions.pinnedScroll == layout.pinnedScroll;
}

std::vector<QRectF> TimelineScene::captionRects() const
{
    const LaneLayout layout = this->layout();
    const QCPRange range = m_plot->xAxis->range();
    if (remembersThisView(layout))
        return m_captions.rects;
    std::vector<QRectF> rects;
    CaptionPlacer placer(m_style, layout, [this](TimeMs t) { return xOf(t); });
    for (const OverlapPlate &plate : placer.place(
             overlapGrouping(layout).workerGroups(m_model.overlaps()), range.size(), nullptr))
        rects.push_back(plate.rect);
    return rects;
}

OverlapGrouping TimelineScene::overlapGrouping(const LaneLayout &layout) const
{
    const QCPRange range = m_plot->xAxis->range();
    return OverlapGrouping(
        layout, static_cast<TimeMs>(std::floor(range.lower * 1000)),
        static_cast<TimeMs>(std::ceil(range.upper * 1000)), [this](TimeMs t) { return xOf(t); },
        m_style.px(OverlapGrouping::mergeGapPx));
}

std::optional<OverlapGroup> TimelineScene::overlapGroupOf(const OverlapHighlight &overlap) const
{
    const LaneLayout layout = this->layout();
    if (remembersThisView(layout)) {
        if (const OverlapGroup *group = OverlapGrouping::groupOf(m_captions.groups, overlap))
            return *group;
        return std::nullopt;
    }
    const std::vector<OverlapGroup> groups =
        overlapGrouping(layout).workerGroups(m_model.overlaps());
    if (const OverlapGroup *group = OverlapGrouping::groupOf(groups, overlap))
        return *group;
    return std::nullopt;
}

std::optional<NotePlacement> TimelineScene::noteAt(QPointF point) const
{
    const std::vector<NotePlacement> notes = notePlacements();
    // Labels are drawn after every pin, and later labels over earlier ones.
    for (auto it = notes.rbegin(); it != notes.rend(); ++it) {
        if (it->label.contains(point))
            return *it;
    }
    for (auto it = notes.rbegin(); it != notes.rend(); ++it) {
        if (!it->pin.isEmpty() && it->pin.adjusted(-2, -2, 2, 2).contains(point))
            return *it;
    }
    return std::nullopt;
}

void TimelineScene::enablePrintOverlay()
{
    if (m_overlay)
        return;
    m_overlay = new TimelineOverlay(this, m_plot->layer(QStringLiteral("overlay")));
}

} // namespace inflight
