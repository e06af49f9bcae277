// SPDX-License-Identifier: GPL-3.0-or-later
#include "stageview.h"

#include "common/focusframe.h"
#include "stagecanvas.h"
#include "stagepicture.h"
#include "stagetext.h"
#include "theme.h"
#include "viewaccessibility.h"

#include <QGuiApplication>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace inflight {

StageView::StageView(Playback *playback, QWidget *parent) : QWidget(parent), m_playback(playback)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    // A Tab stop, so that a keyboard user (and a screen reader) reaches the stage; the playback
    // keys work there as anywhere in the window. It paints every pixel, so it draws its own focus.
    setFocusPolicy(Qt::StrongFocus);
    new FocusFrame(this);
    connect(m_playback, &Playback::runChanged, this, [this] {
        rebuildCast();
        invalidate();
    });
    connect(m_playback, &Playback::timeChanged, this, &StageView::invalidate);
    connect(m_playback, &Playback::playingChanged, this, &StageView::invalidate);
    connect(m_playback, &Playback::speedChanged, this, &StageView::invalidate);
    connect(m_playback, &Playback::selectionChanged, this, qOverload<>(&QWidget::update));
    // The arrows' labels keep clear of the highlights' frames.
    connect(m_playback, &Playback::highlightsChanged, this, &StageView::invalidate);
    connect(m_playback, &Playback::annotationsChanged, this, &StageView::invalidate);
    connect(&Theme::instance(), &Theme::changed, this, [this] {
        updateGeometry();
        invalidate();
    });
    rebuildCast();
    makeAccessible(this, m_playback);
}

StageView::~StageView() = default;

QSize StageView::sizeHint() const
{
    return {960, 540};
}

QSize StageView::minimumSizeHint() const
{
    // Larger with the display scale: the scroll area around the stage scrolls then.
    return stageMinimumSize(Theme::instance().factor());
}

void StageView::invalidate()
{
    m_layout.reset();
    update();
}

void StageView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_layout.reset();
}

void StageView::rebuildCast()
{
    // The layout points into the cast: it goes first.
    m_layout.reset();
    const Run *run = m_playback->run();
    m_cast = run ? StageCast::of(*run, m_playback->timeline()) : StageCast();
}

StageLayout::Input StageView::layoutInput() const
{
    StageMoment moment;
    moment.time = m_playback->time();
    moment.speed = m_playback->speed();
    moment.playing = m_playback->playing();
    moment.size = size();
    moment.themeFactor = Theme::instance().factor();
    moment.font = QGuiApplication::font();
    moment.highlights = m_playback->highlights();
    moment.notes = m_playback->annotations();
    return stageLayoutInput(m_cast, m_playback->run(), m_playback->timeline(), moment);
}

const StageLayout &StageView::layout() const
{
    if (!m_layout || m_layout->size != size())
        m_layout = std::make_unique<StageLayout>(StageLayout::arrange(layoutInput()));
    return *m_layout;
}

QRectF StageView::cardRect(MessageNumber message) const
{
    return layout().cardRect(message);
}

QRectF StageView::workerRect(ActorId worker) const
{
    const StageLayout::WorkerBox *box = layout().workerBox(worker);
    return box ? box->rect : QRectF();
}

QRectF StageView::queueRect(const std::string &name) const
{
    for (const StageLayout::QueueBox &q : layout().queues) {
        if (q.queue->name == name)
            return q.rect;
    }
    return {};
}

QRectF StageView::headerRect() const
{
    return layout().clock;
}

QRectF StageView::legendRect() const
{
    return layout().legend;
}

Selection StageView::selectionAt(QPointF point) const
{
    const StageLayout &fr = layout();
    // A note's badge hangs over its card's edge: it stands for the card.
    for (const StageLayout::NoteBadge &badge : fr.badges) {
        if (badge.rect.contains(point))
            return {Selection::Kind::Message, badge.message, engineActor};
    }
    // Cards next: they sit on top of their containers.
    for (const StageLayout::WorkerBox &box : fr.workers) {
        if (!box.held.empty() && box.slot.contains(point))
            return {Selection::Kind::Message,
                    fr.state.cards[static_cast<std::size_t>(box.held.front())].message,
                    engineActor};
        const StageWorker *sw = fr.stageWorker(box);
        if (sw && sw->job != noMessage && box.slot.contains(point))
            return {Selection::Kind::Message, sw->job, engineActor};
    }
    for (const StageLayout::QueueBox &q : fr.queues) {
        for (const StageLayout::Slot &s : q.places) {
            if (s.card >= 0 && s.rect.contains(point))
                return {Selection::Kind::Message, s.message, engineActor};
        }
    }
    for (const StageLayout::WorkerBox &box : fr.workers) {
        if (box.rect.contains(point) && box.worker->actor != engineActor)
            return {Selection::Kind::Worker, noMessage, box.worker->actor};
    }
    return {};
}

std::vector<StageView::NoteMark> StageView::noteMarks() const
{
    const StageLayout &fr = layout();
    std::vector<NoteMark> marks;
    for (const StageLayout::NoteBadge &badge : fr.badges)
        marks.push_back({badge.index, badge.rect, false});
    for (const StageLayout::CalloutEntry &entry : fr.entries)
        marks.push_back({entry.index, entry.rect, true});
    return marks;
}

QRectF StageView::noteCalloutRect() const
{
    return layout().callout;
}

std::vector<StageView::ArrowLabel> StageView::arrowLabels() const
{
    std::vector<ArrowLabel> labels;
    for (const StageLayout::Arrow &arrow : layout().arrows) {
        if (!arrow.label.isEmpty())
            labels.push_back({arrow.label, arrow.labelRect});
    }
    return labels;
}

std::vector<QRectF> StageView::labelKeepClearRects() const
{
    return layout().keepClear;
}
bool StageView::event(QEvent *event)
{
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    // A badge or the callout shows only the start of a long note: the tooltip has all of it.
    const auto *help = static_cast<QHelpEvent *>(event);
    const Annotations &notes = m_playback->annotations();
    for (const NoteMark &mark : noteMarks()) {
        if (!mark.rect.contains(help->pos()) || mark.index < 0 ||
            static_cast<std::size_t>(mark.index) >= notes.size())
            continue;
        const Annotation &a = notes[static_cast<std::size_t>(mark.index)];
        QString where = stageTimeText(a.timeMs);
        if (a.message != noMessage)
            where += QStringLiteral(" · ") + qs(messageLabel(a.message));
        QToolTip::showText(help->globalPos(),
                           QStringLiteral("<b>%1</b><br>%2").arg(where, a.text.toHtmlEscaped()),
                           this, mark.rect.toAlignedRect());
        return true;
    }
    return QWidget::event(event);
}

void StageView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    const Selection s = selectionAt(event->position());
    if (s.kind == Selection::Kind::Message)
        m_playback->selectMessage(s.message);
    else if (s.kind == Selection::Kind::Worker)
        m_playback->selectWorker(s.worker);
    else
        m_playback->clearSelection();
    event->accept();
}

void StageView::paintEvent(QPaintEvent *)
{
    const Palette &pal = Theme::instance().palette();
    QPainter painter(this);
    const Run *run = m_playback->run();
    const RunTimeline *timeline = m_playback->timeline();
    if (!run || !timeline) {
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        painter.fillRect(rect(), pal.background);
        const StageCanvas canvas(painter, pal, layout().scale);
        canvas.text(rect(),
                    tr("No run yet: open a scenario to see its queue, workers and services."),
                    canvas.font(11), pal.mutedText, Qt::AlignCenter);
        return;
    }
    paintStage(painter, layout(), *run, *timeline, m_cast, m_playback->selection(), pal);
}

} // namespace inflight
