// SPDX-License-Identifier: GPL-3.0-or-later
#include "timelineview.h"

#include "common/focusframe.h"
#include "common/format.h"
#include "common/sentencetext.h"
#include "eventtexts.h"
#include "theme.h"
#include "timelinescene.h"
#include "viewaccessibility.h"

#include <QContextMenuEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace inflight {

namespace {
/// A press and release closer than this (pixels) is a click, not a drag.
constexpr int clickSlop = 4;
/// Hover finds events this many pixels either side of the cursor.
constexpr double hoverReachPx = 6;
/// The narrowest time range zooming reaches, in seconds.
constexpr double minimumSpanSeconds = 0.01;
} // namespace

TimelineView::TimelineView(Playback *playback, QWidget *parent)
    : QWidget(parent), m_playback(playback), m_plot(new QCustomPlot(this)),
      m_scrollBar(new QScrollBar(Qt::Vertical, this))
{
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(0);
    row->addWidget(m_plot, 1);
    row->addWidget(m_scrollBar);
    m_scrollBar->hide();

    m_scene = std::make_unique<TimelineScene>(m_plot, TimelineScene::Mode::Interactive);
    m_scene->setStyle(TimelineStyle::fromTheme(Theme::instance()));

    m_plot->setMouseTracking(true);
    m_plot->setFocusPolicy(Qt::StrongFocus);
    setFocusProxy(m_plot);
    // The plot paints every pixel itself, so the style draws no focus on it.
    new FocusFrame(m_plot);
    m_plot->setWhatsThis(
        tr("The timeline. With the keyboard focus on it (Tab, or Ctrl+0): Left and Right step to "
           "the previous and next event, Shift+Left and Shift+Right by one frame, Home and End "
           "jump to the start and the end, + and - zoom in and out, F fits the whole run, A and "
           "D pan left and right."));
    m_plot->installEventFilter(this);

    connect(m_plot->xAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this,
            &TimelineView::keepRangeInRun);
    // After keepRangeInRun: what is written back is the range kept, read from the axis.
    connect(m_plot->xAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this,
            &TimelineView::publishVisibleRange);
    connect(m_plot, &QCustomPlot::afterReplot, this, &TimelineView::syncScrollBar);
    connect(m_scrollBar, &QScrollBar::valueChanged, this, [this](int value) {
        if (m_syncingScrollBar)
            return;
        m_scene->setScroll(value, m_scene->pinnedScroll());
        replotLanes();
    });
    connect(&Theme::instance(), &Theme::changed, this, &TimelineView::restyle);
    if (m_playback) {
        connect(m_playback, &Playback::runChanged, this, &TimelineView::rebuild);
        connect(m_playback, &Playback::timeChanged, this, &TimelineView::followTime);
        connect(m_playback, &Playback::selectionChanged, this, &TimelineView::followSelection);
        connect(m_playback, &Playback::highlightsChanged, this, &TimelineView::frameStep);
        connect(m_playback, &Playback::curtainChanged, this, &TimelineView::followHighlights);
        connect(m_playback, &Playback::annotationsChanged, this, &TimelineView::followAnnotations);
        connect(m_playback, &Playback::visibleRangeChanged, this,
                &TimelineView::followVisibleRange);
    }
    rebuild();
    // The axis may not have moved to show the first run: the Playback learns its window here.
    publishVisibleRange();
    makeAccessible(this, m_plot, m_playback.data());
}

TimelineView::~TimelineView() = default;

QCPRange TimelineView::visibleTimeRange() const
{
    return m_plot->xAxis->range();
}

const TimelineModel &TimelineView::model() const
{
    return m_scene->model();
}

int TimelineView::laneCount() const
{
    return m_scene->model().laneCount();
}

QString TimelineView::laneLabel(int lane) const
{
    if (lane < 0 || lane >= laneCount())
        return {};
    return m_scene->model().laneLabel(lane);
}

QRect TimelineView::laneRect(int lane) const
{
    if (lane < 0 || lane >= laneCount())
        return {};
    const LaneLayout layout = m_scene->layout();
    const QRectF region = lane < layout.messageLanes ? layout.messageRegion : layout.pinnedRegion;
    return layout.laneRect(lane).intersected(region).toAlignedRect();
}

std::vector<QRectF> TimelineView::placedLabelRects() const
{
    return m_scene->placedLabelRects();
}

int TimelineView::laneAt(const QPoint &position) const
{
    const QRect outer = m_scene->axisRect()->outerRect();
    const QRect area = m_scene->axisRect()->rect();
    if (position.x() < outer.left() || position.x() > area.right())
        return -1;
    return m_scene->layout().laneAt(position.y());
}

void TimelineView::ensureLaneVisible(int lane)
{
    if (lane < 0 || lane >= laneCount())
        return;
    const LaneLayout layout = m_scene->layout();
    const QRectF r = layout.laneRect(lane);
    const bool message = lane < layout.messageLanes;
    const QRectF region = message ? layout.messageRegion : layout.pinnedRegion;
    double delta = 0;
    if (r.top() < region.top())
        delta = r.top() - region.top();
    else if (r.bottom() > region.bottom())
        delta = r.bottom() - region.bottom();
    if (delta == 0)
        return;
    if (message)
        m_scene->setScroll(layout.messageScroll + delta, layout.pinnedScroll);
    else
        m_scene->setScroll(layout.messageScroll, layout.pinnedScroll + delta);
    replotLanes();
}

void TimelineView::scrollLanes(double pixels)
{
    const LaneLayout layout = m_scene->layout();
    m_scene->setScroll(std::clamp(layout.messageScroll + pixels, 0.0, layout.messageScrollMax),
                       layout.pinnedScroll);
    replotLanes();
}

QCPRange TimelineView::fullRange() const
{
    QCPRange range = TimelineScene::runRange(m_scene->model());
    if (m_partner && !m_partner->model().empty())
        range.expand(TimelineScene::runRange(m_partner->model()));
    return range;
}

void TimelineView::fitAll()
{
    QCPRange range = TimelineScene::storyRange(m_scene->model());
    if (m_partner && !m_partner->model().empty())
        range.expand(TimelineScene::storyRange(m_partner->model()));
    m_plot->xAxis->setRange(range);
    replotLanes();
}

void TimelineView::shareTimeAxis(TimelineView *other)
{
    m_partner = other;
    if (other)
        m_plot->xAxis->setRange(other->visibleTimeRange());
}

void TimelineView::setDivergence(std::optional<TimeMs> time)
{
    m_scene->setDivergence(time);
    replotLanes();
}

void TimelineView::zoomBy(double factor)
{
    const QCPRange range = visibleTimeRange();
    // Zoom about the playhead when it is on screen (the moment being studied), else the centre.
    double anchor = range.center();
    if (m_playback) {
        const double now = static_cast<double>(m_playback->time()) / 1000.0;
        if (range.contains(now))
            anchor = now;
    }
    m_plot->xAxis->scaleRange(factor, anchor);
    replotLanes();
}

void TimelineView::zoomIn()
{
    zoomBy(1 / 1.5);
}

void TimelineView::zoomOut()
{
    zoomBy(1.5);
}

void TimelineView::panLeft()
{
    m_plot->xAxis->moveRange(-visibleTimeRange().size() * 0.2);
    replotLanes();
}

void TimelineView::panRight()
{
    m_plot->xAxis->moveRange(visibleTimeRange().size() * 0.2);
    replotLanes();
}

void TimelineView::keepRangeInRun(const QCPRange &range)
{
    // Zoom and pan stay within the run: no scrolling off into empty time, no zooming past a few
    // milliseconds.
    if (m_keepingRange)
        return;
    const QCPRange full = fullRange();
    QCPRange kept = range;
    if (kept.size() >= full.size()) {
        kept = full;
    } else {
        if (kept.size() < minimumSpanSeconds) {
            const double centre = kept.center();
            kept = QCPRange(centre - minimumSpanSeconds / 2, centre + minimumSpanSeconds / 2);
        }
        if (kept.lower < full.lower)
            kept = QCPRange(full.lower, full.lower + kept.size());
        if (kept.upper > full.upper)
            kept = QCPRange(full.upper - kept.size(), full.upper);
    }
    if (kept != range) {
        m_keepingRange = true;
        m_plot->xAxis->setRange(kept);
        m_keepingRange = false;
    }
    // The compared run's view follows, without following back.
    if (m_partner && !m_followingPartner && m_partner->visibleTimeRange() != kept) {
        m_partner->m_followingPartner = true;
        m_partner->m_plot->xAxis->setRange(kept);
        m_partner->replotLanes();
        m_partner->m_followingPartner = false;
    }
}

void TimelineView::followVisibleRange()
{
    if (!m_playback)
        return;
    const TimeWindow wanted = m_playback->visibleRange();
    const QCPRange shown = visibleTimeRange();
    if (wanted.empty()) {
        fitAll();
    } else if (wanted.fromSeconds != shown.lower || wanted.toSeconds != shown.upper) {
        m_plot->xAxis->setRange(wanted.fromSeconds, wanted.toSeconds);
        replotLanes();
    }
    // What the axis kept (within the run; an empty window fitted): the Playback says what shows.
    // Comparing values ends the round trip: the window written back is the one on screen.
    publishVisibleRange();
}

void TimelineView::publishVisibleRange()
{
    if (!m_playback)
        return;
    const QCPRange shown = visibleTimeRange();
    m_playback->setVisibleRange({shown.lower, shown.upper});
}

void TimelineView::rebuild()
{
    const bool hadRun = !m_scene->model().empty();
    m_scene->setModel(TimelineModel(m_playback ? m_playback->timeline() : nullptr));
    if (!hadRun)
        m_plot->xAxis->setRange(TimelineScene::storyRange(m_scene->model()));
    else
        keepRangeInRun(visibleTimeRange());
    if (m_playback)
        m_scene->setPlayhead(m_playback->time());
    followSelection();
    followHighlights();
    followAnnotations();
    replotLanes();
}

void TimelineView::followAnnotations()
{
    m_scene->setAnnotations(m_playback ? m_playback->annotations() : Annotations{});
    replotLanes();
}

int TimelineView::noteAt(const QPoint &position) const
{
    const auto note = m_scene->noteAt(position);
    return note ? note->index : -1;
}

QRect TimelineView::noteLabelRect(int index) const
{
    for (const NotePlacement &note : m_scene->notePlacements()) {
        if (note.index == index)
            return note.label.toAlignedRect();
    }
    return {};
}

Annotation TimelineView::noteDraftAt(const QPoint &position) const
{
    Annotation draft;
    const TimelineModel &model = m_scene->model();
    const QRect area = m_scene->axisRect()->rect();
    // Over the lane names there is no time under the cursor: the note goes at the playhead.
    draft.timeMs = position.x() < area.left() && m_playback
                       ? m_playback->time()
                       : std::clamp<TimeMs>(m_scene->timeAt(position.x()), 0, model.endMs());
    const int lane = laneAt(position);
    if (lane >= 0 && model.lane(lane).kind == LaneKind::Message) {
        draft.anchor = Annotation::Anchor::Message;
        draft.message = model.messageTrack(lane).message;
    }
    return draft;
}

QMenu *TimelineView::contextMenuAt(const QPoint &position)
{
    auto *menu = new QMenu(this);
    const Annotation draft = noteDraftAt(position);
    if (!m_notesEnabled) {
        QAction *fit = menu->addAction(tr("Fit both runs"));
        connect(fit, &QAction::triggered, this, &TimelineView::fitAll);
        return menu;
    }
    QAction *add = menu->addAction(tr("Add note here…"));
    add->setEnabled(m_playback && m_playback->run());
    connect(add, &QAction::triggered, this, [this, draft] { emit addNoteRequested(draft); });
    const int note = noteAt(position);
    if (note >= 0 && m_playback) {
        menu->addSeparator();
        QAction *edit = menu->addAction(tr("Edit note…"));
        connect(edit, &QAction::triggered, this, [this, note] { emit editNoteRequested(note); });
        QAction *remove = menu->addAction(tr("Remove note"));
        connect(remove, &QAction::triggered, this, [this, note] {
            if (m_playback)
                m_playback->removeAnnotation(static_cast<std::size_t>(note));
        });
    }
    return menu;
}

void TimelineView::followHighlights()
{
    m_scene->setHighlights(m_playback ? m_playback->highlights() : std::vector<Highlight>{});
    m_scene->setCurtain(m_playback ? m_playback->curtain() : std::nullopt);
    if (!m_scene->highlightLanes().empty())
        ensureLaneVisible(m_scene->highlightLanes().front());
    replotLanes();
}

void TimelineView::frameStep()
{
    // A lesson step that highlights a span of time is about that span: show it (the lesson
    // format promises this), whatever the zoom was. The student may zoom out again.
    if (m_playback) {
        if (const auto range =
                TimelineScene::stepRange(m_playback->highlights(), m_playback->time()))
            m_plot->xAxis->setRange(*range);
    }
    followHighlights();
}

void TimelineView::restyle()
{
    m_scene->setStyle(TimelineStyle::fromTheme(Theme::instance()));
    replotLanes();
}

void TimelineView::replotLanes()
{
    // Coalesced: a burst of changes (a wheel flick, a new run and its selection) is one replot.
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void TimelineView::followTime(TimeMs time)
{
    m_scene->setPlayhead(time);
    const QCPRange range = visibleTimeRange();
    const double now = static_cast<double>(time) / 1000.0;
    const double span = range.size();
    bool moved = false;
    if (m_playback && m_playback->playing()) {
        // While playing the view pages forward (rather than scrolling every frame, which would
        // repaint every lane 60 times a second): the playhead restarts near the left edge.
        if (now > range.lower + span * 0.92 || now < range.lower) {
            m_plot->xAxis->setRange(now - span * 0.08, now - span * 0.08 + span);
            moved = true;
        }
    } else if (!range.contains(now)) {
        m_plot->xAxis->setRange(now - span / 2, now + span / 2);
        moved = true;
    }
    if (moved)
        replotLanes();
    else if (QCPLayer *layer = m_scene->overlayLayer())
        layer->replot();
}

void TimelineView::followSelection()
{
    int lane = -1;
    if (m_playback) {
        const Selection &selection = m_playback->selection();
        if (selection.kind == Selection::Kind::Message)
            lane = m_scene->model().laneOfMessage(selection.message);
        else if (selection.kind == Selection::Kind::Worker)
            lane = m_scene->model().laneOfWorker(selection.worker);
    }
    if (lane == m_scene->selectedLane())
        return;
    m_scene->setSelectedLane(lane);
    ensureLaneVisible(lane);
    replotLanes();
}

void TimelineView::syncScrollBar()
{
    const LaneLayout layout = m_scene->layout();
    m_syncingScrollBar = true;
    const int maximum = static_cast<int>(std::ceil(layout.messageScrollMax));
    m_scrollBar->setRange(0, maximum);
    m_scrollBar->setPageStep(std::max(1, static_cast<int>(layout.messageRegion.height())));
    m_scrollBar->setSingleStep(std::max(1, static_cast<int>(layout.messageLaneHeight)));
    m_scrollBar->setValue(static_cast<int>(std::lround(layout.messageScroll)));
    m_scrollBar->setVisible(maximum > 0);
    m_syncingScrollBar = false;
    // Keep what the scene holds within reach, so scrolling back starts at once.
    m_scene->setScroll(layout.messageScroll, layout.pinnedScroll);
}

bool TimelineView::onTimeStrip(const QPoint &position) const
{
    const QRect area = m_scene->axisRect()->rect();
    const QRect outer = m_scene->axisRect()->outerRect();
    if (position.x() < area.left() || position.x() > area.right())
        return false;
    // The time axis under the lanes, or the strip above them where the playhead's time shows.
    return (position.y() > area.bottom() && position.y() <= outer.bottom()) ||
           (position.y() >= outer.top() && position.y() < area.top());
}

bool TimelineView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_plot)
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() != Qt::LeftButton)
            break;
        m_pressPosition = mouse->position().toPoint();
        m_pressed = true;
        if (onTimeStrip(m_pressPosition) && m_playback) {
            // Scrubbing: the time axis is the playhead's ruler. Taken from QCustomPlot, which
            // would otherwise start dragging the range.
            m_scrubbing = true;
            m_playback->pause();
            m_playback->seek(std::max<TimeMs>(0, m_scene->timeAt(m_pressPosition.x())));
            return true;
        }
        break;
    }
    case QEvent::MouseMove: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        const QPoint position = mouse->position().toPoint();
        if (m_scrubbing && m_playback) {
            m_playback->seek(std::max<TimeMs>(0, m_scene->timeAt(position.x())));
            return true;
        }
        if (mouse->buttons() == Qt::NoButton)
            hoverAt(position);
        else if ((position - m_pressPosition).manhattanLength() > clickSlop)
            QToolTip::hideText();
        break;
    }
    case QEvent::MouseButtonRelease: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() != Qt::LeftButton)
            break;
        const QPoint position = mouse->position().toPoint();
        const bool wasPressed = m_pressed;
        m_pressed = false;
        if (m_scrubbing) {
            m_scrubbing = false;
            return true;
        }
        if (wasPressed && (position - m_pressPosition).manhattanLength() <= clickSlop)
            clickAt(position, mouse->modifiers());
        break;
    }
    case QEvent::Wheel: {
        auto *wheel = static_cast<QWheelEvent *>(event);
        const QPoint position = wheel->position().toPoint();
        const bool overLabels = position.x() < m_scene->axisRect()->rect().left();
        if (wheel->modifiers() & Qt::ShiftModifier || overLabels) {
            // Some platforms turn Shift+wheel into a horizontal wheel.
            const QPoint angle = wheel->angleDelta();
            const int steps = angle.y() != 0 ? angle.y() : angle.x();
            const double pixels = -steps / 120.0 * 3 * m_scene->style().laneHeight;
            const LaneLayout layout = m_scene->layout();
            if (layout.pinnedRegion.contains(QPointF(layout.area.center().x(), position.y())) &&
                layout.pinnedScrollMax > 0) {
                m_scene->setScroll(layout.messageScroll, layout.pinnedScroll + pixels);
                replotLanes();
            } else {
                scrollLanes(pixels);
            }
            return true;
        }
        break;
    }
    case QEvent::ContextMenu: {
        auto *request = static_cast<QContextMenuEvent *>(event);
        QMenu *menu = contextMenuAt(request->pos());
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(request->globalPos());
        return true;
    }
    case QEvent::Leave:
        m_scene->setHover(std::nullopt);
        if (QCPLayer *layer = m_scene->overlayLayer())
            layer->replot();
        break;
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

void TimelineView::hoverAt(const QPoint &position)
{
    const QRect area = m_scene->axisRect()->rect();
    const Run *run = m_playback ? m_playback->run() : nullptr;
    if (!run || !area.adjusted(0, 0, 1, 1).contains(position)) {
        if (m_scene->hover()) {
            m_scene->setHover(std::nullopt);
            m_scene->overlayLayer()->replot();
        }
        QToolTip::hideText();
        return;
    }
    m_scene->setHover(position.x());
    m_scene->overlayLayer()->replot();

    const TimelineModel &model = m_scene->model();
    const TimeMs time = std::clamp<TimeMs>(m_scene->timeAt(position.x()), 0, model.endMs());
    const double msPerPixel = visibleTimeRange().size() * 1000.0 / std::max(1, area.width());
    const auto reach = static_cast<TimeMs>(std::ceil(msPerPixel * hoverReachPx));
    QString text;
    if (const auto note = m_scene->noteAt(position)) {
        // The note in full: its label shows only the start of a long one.
        const Annotation &a = m_scene->annotations()[static_cast<std::size_t>(note->index)];
        const QString where =
            a.message != noMessage
                ? tr("t = %1 s · %2")
                      .arg(secondsText(a.timeMs), QString::fromStdString(messageLabel(a.message)))
                : tr("t = %1 s").arg(secondsText(a.timeMs));
        text = tr("<b>Note %L1</b> (%2)<br>%3<hr>")
                   .arg(note->number)
                   .arg(where,
                        a.text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    }
    text += tr("<b>t = %1 s</b> (%L2 ms)").arg(secondsText(time)).arg(time);
    const int lane = laneAt(position);
    if (lane >= 0) {
        text += QStringLiteral("<br><i>%1</i>").arg(model.laneLabel(lane).toHtmlEscaped());
        const std::int64_t sequence = model.eventNear(lane, time, reach);
        if (sequence >= 0) {
            const Event &event = run->log()[static_cast<std::uint64_t>(sequence)];
            text += tr("<br>%1 s: %2")
                        .arg(secondsText(event.time),
                             translated(eventSentence(*run, static_cast<std::uint64_t>(sequence)))
                                 .toHtmlEscaped());
            // Zoomed out, one mark stands for all those under the pointer: say how many.
            if (const std::int64_t near = model.eventsNear(lane, time, reach); near > 1)
                text += tr("<br><i>%Ln event(s) on this lane within %1 s of here: zoom in to "
                           "see each.</i>",
                           nullptr, static_cast<int>(near))
                            .arg(secondsText(reach));
        } else {
            text += QStringLiteral("<br>") + model.stateAt(lane, time).toHtmlEscaped();
        }
        if (const OverlapHighlight *overlap = model.overlapAt(lane, time)) {
            const WorkerTrack &a = model.workerTrack(overlap->firstWorkerLane);
            const WorkerTrack &b = model.workerTrack(overlap->secondWorkerLane);
            text += tr("<br><b>double processing:</b> %1 and %2 both work on %3 from %4 s to %5 s")
                        .arg(QString::fromStdString(a.name), QString::fromStdString(b.name),
                             QString::fromStdString(messageLabel(overlap->message)),
                             secondsText(overlap->from), secondsText(overlap->to));
            // At this zoom it may be drawn merged with its neighbours: say what the band holds.
            if (const auto group = m_scene->overlapGroupOf(*overlap); group && group->merged()) {
                const QString from = secondsText(group->from);
                const QString to = secondsText(group->to);
                text +=
                    group->message != noMessage
                        ? tr("<br>The band here stands for %Ln double processing(s) of %1 "
                             "from %2 s to %3 s: zoom in to see each.",
                             nullptr, group->count)
                              .arg(QString::fromStdString(messageLabel(group->message)), from, to)
                        : tr("<br>The band here stands for %Ln double processing(s) of %L1 "
                             "messages from %2 s to %3 s: zoom in to see each.",
                             nullptr, group->count)
                              .arg(group->messageCount)
                              .arg(from, to);
            }
        }
    }
    QToolTip::showText(m_plot->mapToGlobal(position), text, m_plot, QRect(), 15000);
}

void TimelineView::clickAt(const QPoint &position, Qt::KeyboardModifiers modifiers)
{
    if (!m_playback || !m_playback->run())
        return;
    const TimelineModel &model = m_scene->model();
    const QRect area = m_scene->axisRect()->rect();
    const int lane = laneAt(position);
    const bool inLanes = position.x() >= area.left();
    const TimeMs time = std::clamp<TimeMs>(m_scene->timeAt(position.x()), 0, model.endMs());
    if (lane < 0) {
        if (area.contains(position))
            m_playback->clearSelection();
    } else {
        switch (model.lane(lane).kind) {
        case LaneKind::Message:
            m_playback->selectMessage(model.messageTrack(lane).message);
            break;
        case LaneKind::Worker:
            m_playback->selectWorker(model.workerTrack(lane).actor);
            break;
        case LaneKind::Effects: {
            // An effect selects the message that caused it.
            const double msPerPixel =
                visibleTimeRange().size() * 1000.0 / std::max(1, area.width());
            const std::int64_t sequence =
                inLanes
                    ? model.eventNear(lane, time, static_cast<TimeMs>(msPerPixel * hoverReachPx))
                    : -1;
            if (sequence >= 0)
                m_playback->selectMessage(
                    m_playback->run()->log()[static_cast<std::uint64_t>(sequence)].message);
            else
                m_playback->clearSelection();
            break;
        }
        }
    }
    if (inLanes && (modifiers & (Qt::ControlModifier | Qt::MetaModifier)))
        m_playback->seek(time);
}

void TimelineView::keyPressEvent(QKeyEvent *event)
{
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) {
        QWidget::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_F:
        fitAll();
        break;
    case Qt::Key_W:
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        break;
    case Qt::Key_S:
    case Qt::Key_Minus:
        zoomOut();
        break;
    case Qt::Key_A:
        panLeft();
        break;
    case Qt::Key_D:
        panRight();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

} // namespace inflight
