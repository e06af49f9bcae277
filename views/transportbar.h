// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Play, pause, step and scrub: the transport under the stage and the timeline, with the time
// readout and the sentence of the current event ("event 7 of 12: worker-1 deletes m1 with a stale
// receipt handle ...").

#include "playback.h"

#include <QWidget>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QToolButton;

namespace inflight {

/// The scrub slider: the whole run, a tick at every story event, the playhead as a knob. Press
/// and drag to scrub.
class ScrubBar : public QWidget {
    Q_OBJECT

public:
    explicit ScrubBar(Playback *playback, QWidget *parent = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    /// The time under an x position (for tests and the drag).
    TimeMs timeAt(double x) const;
    double xOf(TimeMs time) const;
    Playback *playback() const { return m_playback; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    QRectF track() const;
    Playback *m_playback;
};

class TransportBar : public QWidget {
    Q_OBJECT

public:
    explicit TransportBar(Playback *playback, QWidget *parent = nullptr);

    ScrubBar *scrubBar() const { return m_scrub; }
    QToolButton *playButton() const { return m_play; }
    QLabel *eventLabel() const { return m_event; }
    QLabel *timeLabel() const { return m_time; }
    /// Narrow (beside two side panels at 1280x720): the speed and frame settings move to a row
    /// of their own under the buttons instead of widening the window.
    bool isCompact() const { return m_compact; }
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    /// Width of the buttons, the settings and the readout on one row.
    int oneRowWidth() const;
    void setCompact(bool compact);
    void updateTime();
    void updatePlaying(bool playing);
    void applyTheme();
    QToolButton *addButton(const QIcon &icon, const QString &tip, void (Playback::*slot)());

    Playback *m_playback;
    QToolButton *m_play = nullptr;
    QComboBox *m_speed = nullptr;
    QComboBox *m_frame = nullptr;
    QLabel *m_time = nullptr;
    QLabel *m_event = nullptr;
    ScrubBar *m_scrub = nullptr;
    QList<QToolButton *> m_buttons;
    QHBoxLayout *m_controls = nullptr;
    QHBoxLayout *m_settingsRow = nullptr;
    QWidget *m_settings = nullptr;
    bool m_compact = false;
};

} // namespace inflight
