// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Tells a screen reader that a view's description changed when the playhead moved by a step, an
// event or a seek, and again when playback pauses; never while playing (a description that
// changes 55 times a second is noise nobody can listen to), and at most once a second while the
// user steps or scrubs quickly (the last change is told when the second is over).

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

class QLabel;
class QWidget;

namespace inflight {

class AccessibleParts;
class Playback;

class PlaybackAnnouncer : public QObject {
    Q_OBJECT

public:
    /// The least time between two announcements, in wall milliseconds.
    static constexpr int minimumGapMs = 1000;

    /// Announces changes of `target`'s description (and of its parts, `parts`, when it has
    /// some); a child of `target`.
    PlaybackAnnouncer(QWidget *target, Playback *playback, AccessibleParts *parts = nullptr);
    /// Keeps a readout that follows the playhead (the transport's time and event labels) from
    /// renaming itself on every frame: a QLabel's accessible name is its text, and each new text
    /// is an event. The label gets its text as its name after a step or a pause, and while
    /// playing keeps the last one, marked as playing.
    static PlaybackAnnouncer *forReadout(QLabel *readout, Playback *playback);

    Playback *playback() const { return m_playback; }
    /// The playback the announcer of `widget` follows, or nullptr when it has no announcer.
    static Playback *playbackOf(const QObject *widget);
    /// How many announcements were sent (for the tests).
    int announcements() const { return m_count; }

private:
    void changed();
    void announce();

    /// A readout's name follows its text (forReadout), instead of a description being told.
    QPointer<QLabel> m_readout;
    QPointer<QWidget> m_target;
    QPointer<Playback> m_playback;
    QPointer<AccessibleParts> m_parts;
    QTimer m_pending;
    QElapsedTimer m_since;
    int m_count = 0;
};

} // namespace inflight
