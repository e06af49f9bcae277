// SPDX-License-Identifier: GPL-3.0-or-later
#include "transportbar.h"

#include "common/format.h"
#include "eventtexts.h"
#include "playbackannouncer.h"
#include "theme.h"
#include "viewaccessibility.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace inflight {

namespace {

QString speedText(double speed)
{
    return speed < 1 ? QStringLiteral("%1×").arg(speed)
                     : QStringLiteral("%1×").arg(speed, 0, 'f', 0);
}

QString frameText(TimeMs ms)
{
    if (ms < 1000)
        return QObject::tr("%1 ms").arg(ms);
    if (ms < 60000)
        return QObject::tr("%1 s").arg(secondsText(ms));
    return QObject::tr("%1 min").arg(static_cast<double>(ms) / 60000.0);
}

/// The colour of a story event's tick on the scrub bar: what the event is about.
QColor tickColour(const Event &e, const Palette &p)
{
    switch (eventTopic(e.kind)) {
    case EventTopic::Effect:
        return p.effect;
    case EventTopic::Trouble:
        return p.stale;
    case EventTopic::Deleted:
        return p.deleted;
    case EventTopic::Heartbeat:
        return p.heartbeat;
    case EventTopic::Received:
        return p.inFlight;
    case EventTopic::Visible:
        return p.visible;
    case EventTopic::DeadLetter:
        return p.deadLetter;
    case EventTopic::Other:
        break;
    }
    return p.mutedText;
}

enum class Glyph { Start, PreviousEvent, Play, Pause, NextEvent, End };

/// Transport icons drawn in the theme's text colour: the style's own icons are dark and vanish on
/// a dark theme.
QIcon glyphIcon(Glyph glyph, const QColor &colour)
{
    QPixmap pixmap(64, 64);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    auto triangle = [&](double left, double right, bool pointingRight) {
        QPainterPath path;
        if (pointingRight) {
            path.moveTo(left, 14);
            path.lineTo(right, 32);
            path.lineTo(left, 50);
        } else {
            path.moveTo(right, 14);
            path.lineTo(left, 32);
            path.lineTo(right, 50);
        }
        path.closeSubpath();
        p.drawPath(path);
    };
    switch (glyph) {
    case Glyph::Start:
        p.drawRect(QRectF(12, 14, 6, 36));
        triangle(18, 50, false);
        break;
    case Glyph::PreviousEvent:
        triangle(8, 32, false);
        triangle(32, 56, false);
        break;
    case Glyph::Play:
        triangle(18, 50, true);
        break;
    case Glyph::Pause:
        p.drawRect(QRectF(16, 14, 11, 36));
        p.drawRect(QRectF(37, 14, 11, 36));
        break;
    case Glyph::NextEvent:
        triangle(8, 32, true);
        triangle(32, 56, true);
        break;
    case Glyph::End:
        triangle(14, 46, true);
        p.drawRect(QRectF(46, 14, 6, 36));
        break;
    }
    return QIcon(pixmap);
}

} // namespace

ScrubBar::ScrubBar(Playback *playback, QWidget *parent) : QWidget(parent), m_playback(playback)
{
    setFocusPolicy(Qt::NoFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setToolTip(tr("Drag to scrub through the run; a tick marks every event"));
    connect(playback, &Playback::timeChanged, this, qOverload<>(&QWidget::update));
    connect(playback, &Playback::runChanged, this, qOverload<>(&QWidget::update));
    connect(playback, &Playback::curtainChanged, this, qOverload<>(&QWidget::update));
    connect(&Theme::instance(), &Theme::changed, this, [this] {
        updateGeometry();
        update();
    });
}

QSize ScrubBar::sizeHint() const
{
    return {400, Theme::instance().px(34)};
}

QSize ScrubBar::minimumSizeHint() const
{
    return {120, Theme::instance().px(34)};
}

QRectF ScrubBar::track() const
{
    const double margin = Theme::instance().px(10);
    return QRectF(margin, height() * 0.5 - Theme::instance().px(3), width() - 2 * margin,
                  Theme::instance().px(6));
}

double ScrubBar::xOf(TimeMs time) const
{
    const QRectF t = track();
    const TimeMs end = std::max<TimeMs>(1, m_playback->endTime());
    return t.left() + t.width() * static_cast<double>(time) / static_cast<double>(end);
}

TimeMs ScrubBar::timeAt(double x) const
{
    const QRectF t = track();
    const double fraction = std::clamp((x - t.left()) / std::max(1.0, t.width()), 0.0, 1.0);
    return static_cast<TimeMs>(std::llround(fraction * static_cast<double>(m_playback->endTime())));
}

void ScrubBar::paintEvent(QPaintEvent *)
{
    const Theme &theme = Theme::instance();
    const Palette &p = theme.palette();
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF t = track();
    painter.setPen(Qt::NoPen);
    painter.setBrush(p.grid);
    painter.drawRoundedRect(t, t.height() / 2, t.height() / 2);
    // The part already played.
    const double x = xOf(m_playback->time());
    painter.setBrush(p.visible);
    painter.drawRoundedRect(QRectF(t.left(), t.top(), x - t.left(), t.height()), t.height() / 2,
                            t.height() / 2);
    if (const Run *run = m_playback->run()) {
        const double tickHeight = theme.px(9);
        // Under a lesson question's curtain the ticks stop where it starts: their colours would
        // tell what comes next.
        const auto curtain = m_playback->curtain();
        for (std::uint64_t sequence : m_playback->narration()->major()) {
            const Event &e = run->log()[sequence];
            if (curtain && e.time > *curtain)
                break;
            const double tx = xOf(e.time);
            painter.setPen(QPen(tickColour(e, p), std::max(1.0, theme.lineWidth(1.0))));
            painter.drawLine(QPointF(tx, t.top() - tickHeight), QPointF(tx, t.top() - 2));
        }
    }
    const double knob = theme.px(8);
    painter.setPen(QPen(p.background, theme.lineWidth(1.5)));
    painter.setBrush(p.playhead);
    painter.drawEllipse(QPointF(x, t.center().y()), knob, knob);
}

void ScrubBar::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        m_playback->pause();
        m_playback->seek(timeAt(event->position().x()));
    }
}

void ScrubBar::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton)
        m_playback->seek(timeAt(event->position().x()));
}

TransportBar::TransportBar(Playback *playback, QWidget *parent)
    : QWidget(parent), m_playback(playback)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 6);
    layout->setSpacing(2);

    auto *controls = new QHBoxLayout;
    controls->setSpacing(4);
    controls->addWidget(addButton(QIcon(), tr("Jump to the start (Home)"), &Playback::toStart));
    m_buttons.back()->setObjectName(QStringLiteral("start"));
    controls->addWidget(addButton(QIcon(), tr("Previous event (Left or Page Up)"), nullptr));
    m_buttons.back()->setObjectName(QStringLiteral("previousEvent"));
    connect(m_buttons.back(), &QToolButton::clicked, playback,
            [playback] { playback->stepEvent(-1); });
    controls->addWidget(addButton(QIcon(), tr("One frame back (Shift+Left)"), nullptr));
    m_buttons.back()->setText(QStringLiteral("−1f"));
    m_buttons.back()->setObjectName(QStringLiteral("previousFrame"));
    connect(m_buttons.back(), &QToolButton::clicked, playback,
            [playback] { playback->stepFrame(-1); });
    m_play = addButton(QIcon(), tr("Play or pause (Space)"), &Playback::togglePlay);
    m_play->setObjectName(QStringLiteral("play"));
    controls->addWidget(m_play);
    controls->addWidget(addButton(QIcon(), tr("One frame forward (Shift+Right)"), nullptr));
    m_buttons.back()->setText(QStringLiteral("+1f"));
    m_buttons.back()->setObjectName(QStringLiteral("nextFrame"));
    connect(m_buttons.back(), &QToolButton::clicked, playback,
            [playback] { playback->stepFrame(1); });
    controls->addWidget(addButton(QIcon(), tr("Next event (Right or Page Down)"), nullptr));
    m_buttons.back()->setObjectName(QStringLiteral("nextEvent"));
    connect(m_buttons.back(), &QToolButton::clicked, playback,
            [playback] { playback->stepEvent(1); });
    controls->addWidget(addButton(QIcon(), tr("Jump to the end (End)"), &Playback::toEnd));
    m_buttons.back()->setObjectName(QStringLiteral("end"));
    controls->addSpacing(12);

    // The settings live in one widget so that a narrow window can give them a row of their own.
    m_settings = new QWidget(this);
    auto *settings = new QHBoxLayout(m_settings);
    settings->setContentsMargins(0, 0, 0, 0);
    settings->setSpacing(4);
    auto *speedLabel = new QLabel(tr("Speed"), m_settings);
    m_speed = new QComboBox(m_settings);
    m_speed->setToolTip(tr("Virtual seconds per real second ([ slower, ] faster)"));
    for (double speed : Playback::speeds())
        m_speed->addItem(speedText(speed), speed);
    speedLabel->setBuddy(m_speed);
    settings->addWidget(speedLabel);
    settings->addWidget(m_speed);
    connect(m_speed, &QComboBox::activated, this,
            [this](int index) { m_playback->setSpeed(m_speed->itemData(index).toDouble()); });

    auto *frameLabel = new QLabel(tr("Frame"), m_settings);
    m_frame = new QComboBox(m_settings);
    m_frame->setToolTip(tr("How far one frame step moves (Shift+Left, Shift+Right)"));
    for (TimeMs ms : Playback::frameSizes())
        m_frame->addItem(frameText(ms), QVariant::fromValue<qlonglong>(ms));
    frameLabel->setBuddy(m_frame);
    settings->addSpacing(4);
    settings->addWidget(frameLabel);
    settings->addWidget(m_frame);
    connect(m_frame, &QComboBox::activated, this,
            [this](int index) { m_playback->setFrameMs(m_frame->itemData(index).toLongLong()); });
    controls->addWidget(m_settings);

    controls->addStretch(1);
    m_time = new QLabel(this);
    m_time->setObjectName(QStringLiteral("timeReadout"));
    m_time->setTextInteractionFlags(Qt::TextSelectableByMouse);
    controls->addWidget(m_time);
    layout->addLayout(controls);
    m_controls = controls;
    m_settingsRow = new QHBoxLayout;
    m_settingsRow->setContentsMargins(0, 0, 0, 0);
    m_settingsRow->addStretch(1);
    layout->addLayout(m_settingsRow);

    m_scrub = new ScrubBar(playback, this);
    makeAccessible(m_scrub, playback);
    layout->addWidget(m_scrub);

    m_event = new QLabel(this);
    m_event->setObjectName(QStringLiteral("eventReadout"));
    m_event->setWordWrap(true);
    m_event->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The sentence wraps instead of widening the window.
    m_event->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout->addWidget(m_event);

    connect(playback, &Playback::timeChanged, this, &TransportBar::updateTime);
    connect(playback, &Playback::eventChanged, this, &TransportBar::updateTime);
    connect(playback, &Playback::runChanged, this, &TransportBar::updateTime);
    connect(playback, &Playback::playingChanged, this, &TransportBar::updatePlaying);
    connect(playback, &Playback::speedChanged, this,
            [this](double speed) { m_speed->setCurrentIndex(m_speed->findData(speed)); });
    connect(playback, &Playback::frameChanged, this, [this](TimeMs ms) {
        m_frame->setCurrentIndex(m_frame->findData(QVariant::fromValue<qlonglong>(ms)));
    });
    connect(&Theme::instance(), &Theme::changed, this, &TransportBar::applyTheme);
    m_speed->setCurrentIndex(m_speed->findData(playback->speed()));
    m_frame->setCurrentIndex(
        m_frame->findData(QVariant::fromValue<qlonglong>(playback->frameMs())));
    applyTheme();
    updateTime();
    // A screen reader hears the readouts after a step or a pause, not on every frame.
    PlaybackAnnouncer::forReadout(m_time, playback);
    PlaybackAnnouncer::forReadout(m_event, playback);
}

QToolButton *TransportBar::addButton(const QIcon &icon, const QString &tip,
                                     void (Playback::*slot)())
{
    auto *button = new QToolButton(this);
    button->setIcon(icon);
    button->setToolTip(tip);
    button->setAccessibleName(tip);
    button->setAutoRaise(true);
    button->setFocusPolicy(Qt::NoFocus);
    if (slot)
        connect(button, &QToolButton::clicked, m_playback, slot);
    m_buttons.append(button);
    return button;
}

void TransportBar::updateTime()
{
    m_time->setText(tr("t = %1 s").arg(fixedSecondsText(m_playback->time())));
    m_time->setToolTip(tr("The playhead, in virtual seconds; the run ends at t = %1 s")
                           .arg(fixedSecondsText(m_playback->endTime())));
    m_event->setText(m_playback->currentEventText());
}

void TransportBar::updatePlaying(bool playing)
{
    m_play->setIcon(
        glyphIcon(playing ? Glyph::Pause : Glyph::Play, Theme::instance().palette().text));
}

int TransportBar::oneRowWidth() const
{
    int width = m_controls->contentsMargins().left() + m_controls->contentsMargins().right();
    for (int i = 0; i < m_controls->count(); ++i) {
        QLayoutItem *item = m_controls->itemAt(i);
        if (item->widget() != m_settings)
            width += item->sizeHint().width() + m_controls->spacing();
    }
    width += m_settings->sizeHint().width() + m_controls->spacing();
    const QMargins margins = layout()->contentsMargins();
    return width + margins.left() + margins.right();
}

QSize TransportBar::minimumSizeHint() const
{
    // The compact arrangement's width: the buttons and the readout, or the settings row.
    const QMargins margins = layout()->contentsMargins();
    const int settings = m_settings->sizeHint().width() + margins.left() + margins.right();
    const int buttons = oneRowWidth() - m_settings->sizeHint().width() - m_controls->spacing();
    return {std::max(settings, buttons), QWidget::minimumSizeHint().height()};
}

void TransportBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    setCompact(width() < oneRowWidth());
}

void TransportBar::setCompact(bool compact)
{
    if (compact == m_compact)
        return;
    m_compact = compact;
    if (compact) {
        m_controls->removeWidget(m_settings);
        m_settingsRow->insertWidget(0, m_settings);
    } else {
        m_settingsRow->removeWidget(m_settings);
        // After the buttons and their spacing, before the stretch and the readout.
        m_controls->insertWidget(m_controls->count() - 2, m_settings);
    }
    updateGeometry();
}

void TransportBar::applyTheme()
{
    const Theme &theme = Theme::instance();
    const int icon = theme.px(22);
    for (QToolButton *button : std::as_const(m_buttons))
        button->setIconSize(QSize(icon, icon));
    const QColor ink = theme.palette().text;
    findChild<QToolButton *>(QStringLiteral("start"))->setIcon(glyphIcon(Glyph::Start, ink));
    findChild<QToolButton *>(QStringLiteral("previousEvent"))
        ->setIcon(glyphIcon(Glyph::PreviousEvent, ink));
    findChild<QToolButton *>(QStringLiteral("nextEvent"))
        ->setIcon(glyphIcon(Glyph::NextEvent, ink));
    findChild<QToolButton *>(QStringLiteral("end"))->setIcon(glyphIcon(Glyph::End, ink));
    updatePlaying(m_playback->playing());
    m_time->setFont(theme.font(12, true));
    m_event->setFont(theme.font(12));
    m_speed->setFont(theme.font(10));
    m_frame->setFont(theme.font(10));
    for (QToolButton *button : std::as_const(m_buttons))
        button->setFont(theme.font(10, true));
    // A fixed height for two lines of the sentence, so the layout does not jump as it changes.
    m_event->setMinimumHeight(QFontMetrics(m_event->font()).lineSpacing() * 2 + 4);
    if (isVisible())
        setCompact(width() < oneRowWidth());
    updateGeometry();
}

} // namespace inflight
