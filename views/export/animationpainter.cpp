// SPDX-License-Identifier: GPL-3.0-or-later
#include "animationpainter.h"

#include "stagepicture.h"
#include "theme.h"
#include "timelinescene.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QSemaphore>
#include <QThreadPool>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace inflight {

namespace {

/// The stage's share of the height when it is drawn above the timeline: it needs the room for its
/// cards more than the timeline, whose lanes shrink well.
constexpr double stageShare = 0.52;

/// The heading's height for a frame `height` pixels high: a line of small type.
int headingHeight(int height)
{
    return std::max(22, static_cast<int>(std::lround(height * 0.045)));
}

QFont headingFont(int headingPixels, bool bold)
{
    QFont font = QGuiApplication::font();
    font.setPixelSize(std::max(10, static_cast<int>(std::lround(headingPixels * 0.5))));
    font.setBold(bold);
    return font;
}

/// Copies `part` into `image` at `at` (both 32-bit, `part` inside `image`).
void copyInto(QImage &image, const QImage &part, QPoint at)
{
    const auto rowBytes = static_cast<std::size_t>(part.width()) * sizeof(QRgb);
    for (int y = 0; y < part.height(); ++y)
        std::memcpy(image.scanLine(at.y() + y) + static_cast<std::size_t>(at.x()) * sizeof(QRgb),
                    part.constScanLine(y), rowBytes);
}

} // namespace

QString animationViewName(AnimationView view)
{
    switch (view) {
    case AnimationView::Stage:
        return QStringLiteral("stage");
    case AnimationView::Timeline:
        return QStringLiteral("timeline");
    case AnimationView::Both:
        break;
    }
    return QStringLiteral("both");
}

std::optional<AnimationView> animationViewFromName(const QString &name)
{
    for (const AnimationView view :
         {AnimationView::Stage, AnimationView::Timeline, AnimationView::Both}) {
        if (animationViewName(view) == name)
            return view;
    }
    return std::nullopt;
}

AnimationPainter::AnimationPainter(const Run &run, AnimationView view, QSize size, TimeMs fromMs,
                                   TimeMs toMs, bool wholeStory, double speed)
    : m_run(run), m_view(view), m_size(size), m_speed(speed), m_runTimeline(run),
      m_cast(StageCast::of(run, &m_runTimeline))
{
    arrange(size);
    if (m_view != AnimationView::Stage)
        prepareTimeline(fromMs, toMs, wholeStory);
}

AnimationPainter::~AnimationPainter() = default;

void AnimationPainter::arrange(QSize size)
{
    const int top = headingHeight(size.height());
    m_heading = QRect(0, 0, size.width(), top);
    const int rest = size.height() - top;
    switch (m_view) {
    case AnimationView::Stage:
        m_stage = QRect(0, top, size.width(), rest);
        break;
    case AnimationView::Timeline:
        m_timeline = QRect(0, top, size.width(), rest);
        break;
    case AnimationView::Both: {
        const int stage = static_cast<int>(std::lround(rest * stageShare));
        m_stage = QRect(0, top, size.width(), stage);
        m_timeline = QRect(0, top + stage, size.width(), rest - stage);
        break;
    }
    }
}

void AnimationPainter::prepareTimeline(TimeMs fromMs, TimeMs toMs, bool wholeStory)
{
    m_plot = std::make_unique<QCustomPlot>();
    m_plot->setAttribute(Qt::WA_DontShowOnScreen);
    m_plot->resize(m_timeline.size());
    m_scene = std::make_unique<TimelineScene>(m_plot.get(), TimelineScene::Mode::Print);
    m_scene->setStyle(TimelineStyle::forPrint(m_timeline.size()));
    m_scene->setModel(wholeStory ? TimelineModel(&m_runTimeline)
                                 : TimelineModel(&m_runTimeline, fromMs, toMs));
    m_scene->enablePrintOverlay();
    // The frame is filled with the background already.
    m_plot->setBackground(Qt::NoBrush);
    if (wholeStory) {
        m_plot->xAxis->setRange(TimelineScene::storyRange(m_scene->model()));
    } else {
        // A little room either side, as for the whole story: a mark at either end shows whole.
        const double from = static_cast<double>(fromMs) / 1000.0;
        const double to = static_cast<double>(toMs) / 1000.0;
        const double pad = std::max(to - from, 1.0) * 0.025;
        m_plot->xAxis->setRange(from - pad, to + pad);
    }
}

void AnimationPainter::setAnnotations(const Annotations &annotations)
{
    m_annotations = annotations;
    if (m_scene)
        m_scene->setAnnotations(annotations);
}

std::vector<QRgb> AnimationPainter::keyColours()
{
    const TimelineStyle style = TimelineStyle::forPrint();
    const Palette &p = style.palette;
    std::vector<QColor> colours = {p.background,
                                   p.surface,
                                   p.text,
                                   p.mutedText,
                                   p.grid,
                                   p.playhead,
                                   p.visible,
                                   p.inFlight,
                                   p.delayed,
                                   p.deleted,
                                   p.deadLetter,
                                   p.expired,
                                   p.effect,
                                   p.duplicate,
                                   p.heartbeat,
                                   p.crash,
                                   p.stale,
                                   style.jobFill,
                                   style.jobEdge,
                                   style.stripe,
                                   style.selection,
                                   style.separator,
                                   style.deadline,
                                   style.alarmText,
                                   style.effectMark,
                                   style.deletedMark,
                                   style.noteColour(),
                                   p.grid.darker(115)};
    std::vector<QRgb> rgb;
    for (const QColor &colour : colours)
        rgb.push_back(colour.rgb() & 0xffffff);
    return rgb;
}

void AnimationPainter::paintHeading(QPainter &painter, TimeMs timeMs, const QString &heading) const
{
    const Palette palette = Palette::light();
    painter.fillRect(m_heading, palette.surface);
    painter.setPen(QPen(palette.grid, 1));
    painter.drawLine(m_heading.bottomLeft(), m_heading.bottomRight());
    const double margin = m_heading.height() * 0.5;
    const QRectF inner = QRectF(m_heading).adjusted(margin, 0, -margin, 0);
    // The clock on the right, in digits that do not jump; the heading elided to the room left.
    // A frame that shows the stage has the stage's clock: one clock, not two.
    const QFont clockFont = headingFont(m_heading.height(), true);
    const QString clock =
        m_view == AnimationView::Timeline
            ? QStringLiteral("t = %1 s").arg(static_cast<double>(timeMs) / 1000.0, 0, 'f', 1)
            : QString();
    const double clockWidth = QFontMetricsF(clockFont).horizontalAdvance(clock);
    painter.setFont(clockFont);
    painter.setPen(palette.text);
    painter.drawText(inner, Qt::AlignRight | Qt::AlignVCenter, clock);
    const QFont font = headingFont(m_heading.height(), false);
    const double room = inner.width() - clockWidth - margin;
    painter.setFont(font);
    painter.drawText(QRectF(inner.left(), inner.top(), room, inner.height()),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     QFontMetricsF(font).elidedText(heading, Qt::ElideRight, room));
}

QImage AnimationPainter::paintStageAt(TimeMs timeMs, const std::vector<Highlight> &highlights) const
{
    StageMoment moment;
    moment.time = timeMs;
    moment.speed = m_speed;
    moment.playing = true;
    moment.size = m_stage.size();
    moment.font = QGuiApplication::font();
    moment.highlights = highlights;
    moment.notes = m_annotations;
    const StageLayout layout =
        StageLayout::arrange(stageLayoutInput(m_cast, &m_run, &m_runTimeline, moment));
    QImage image(m_stage.size(), QImage::Format_RGB32);
    QPainter painter(&image);
    // The frame's heading above holds the title (or the lesson step's caption).
    paintStage(painter, layout, m_run, m_runTimeline, m_cast, Selection(), Palette::light(),
               StageTitle::Hidden);
    painter.end();
    return image;
}

QImage AnimationPainter::paint(TimeMs timeMs, const QString &heading,
                               const std::vector<Highlight> &highlights)
{
    // The stage is drawn on a thread of Qt's pool while this one draws the timeline, which, being
    // a widget, only this thread may draw. On the pool's thread Qt also fills large areas itself
    // rather than handing them to another of the pool's threads and waiting: on a busy two-core
    // machine that wait cost more than the fill.
    QImage stage;
    QSemaphore stageDrawn;
    if (!m_stage.isEmpty()) {
        QThreadPool::globalInstance()->start([&] {
            stage = paintStageAt(timeMs, highlights);
            stageDrawn.release();
        });
    }
    QImage image(m_size, QImage::Format_RGB32);
    image.fill(Palette::light().background);
    QCPPainter painter(&image);
    paintHeading(painter, timeMs, heading);
    if (m_scene) {
        copyInto(image, lanesPicture(), m_timeline.topLeft());
        m_scene->setPlayhead(timeMs);
        m_scene->setHighlights(highlights);
        painter.save();
        painter.translate(m_timeline.topLeft());
        m_plot->toPainter(&painter, m_timeline.width(), m_timeline.height());
        painter.restore();
    }
    painter.end();
    if (!m_stage.isEmpty()) {
        stageDrawn.acquire();
        copyInto(image, stage, m_stage.topLeft());
    }
    return image;
}

const QImage &AnimationPainter::lanesPicture()
{
    if (!m_lanes.isNull())
        return m_lanes;
    // Everything but the top layer, which holds what moves (the playhead, the deadlines in force
    // at it, a step's highlights) and the notes over them, is the same in every frame: it is drawn
    // once, and each frame draws the top layer alone over it.
    QCPLayer *top = m_plot->layer(QStringLiteral("overlay"));
    m_lanes = QImage(m_timeline.size(), QImage::Format_RGB32);
    m_lanes.fill(Palette::light().background);
    top->setVisible(false);
    QCPPainter painter(&m_lanes);
    m_plot->toPainter(&painter, m_timeline.width(), m_timeline.height());
    painter.end();
    for (int i = 0; i < m_plot->layerCount(); ++i)
        m_plot->layer(i)->setVisible(m_plot->layer(i) == top);
    return m_lanes;
}

} // namespace inflight
