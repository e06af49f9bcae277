// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The playhead and what is selected: the small shared state every view observes. The run itself
// never changes behind a view's back: a new run arrives through setRun() (after a what-if edit),
// and the playhead keeps its time.

#include "annotation.h"
#include "lesson.h"
#include "narration.h"
#include "run.h"
#include "runtimeline.h"
#include "selection.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <memory>
#include <optional>

namespace inflight {

/// A stretch of the run's time, in seconds (the timeline's unit): what the timeline shows
/// between its left and right edges.
struct TimeWindow {
    double fromSeconds = 0;
    double toSeconds = 0;

    /// No stretch at all: asked of the timeline, the whole story (TimelineView::fitAll).
    bool empty() const { return !(toSeconds > fromSeconds); }
    double seconds() const { return toSeconds - fromSeconds; }
    friend bool operator==(const TimeWindow &, const TimeWindow &) = default;
};

class Playback : public QObject {
    Q_OBJECT

public:
    /// Playback speeds, in virtual seconds per wall second.
    static const std::vector<double> &speeds();
    /// Frame sizes for frame stepping, in virtual milliseconds.
    static const std::vector<TimeMs> &frameSizes();

    explicit Playback(QObject *parent = nullptr);

    /// Shows a new run. The playhead keeps its time (clamped to the run); the selection is kept
    /// when the message or worker still exists.
    void setRun(std::shared_ptr<const Run> run);
    const Run *run() const { return m_run.get(); }
    std::shared_ptr<const Run> sharedRun() const { return m_run; }
    const RunTimeline *timeline() const { return m_timeline.get(); }
    const Narration *narration() const { return m_narration.get(); }

    TimeMs time() const { return m_time; }
    TimeMs endTime() const { return m_timeline ? m_timeline->endTime() : 0; }
    /// Playing, or following a live run (which plays as it happens).
    bool playing() const { return m_playing; }

    /// A live run grows while it is shown: new runs arrive a few times a second, each ending at
    /// "now". Following, the playhead stays at the end of each new run; pausing stops following
    /// (the view stops, the traffic goes on), and playing on from there, jumping to the end or
    /// Go live follow again. Stopping the live run leaves an ordinary run.
    void setLive(bool live);
    bool live() const { return m_live; }
    /// Live, with the playhead at the end of each new run.
    bool following() const { return m_live && m_following; }
    double speed() const { return m_speed; }
    TimeMs frameMs() const { return m_frameMs; }

    /// The story position: index into narration()->major() of the current event, -1 before the
    /// first. Stepping moves one event even when several happen at the same millisecond.
    int currentEvent() const { return m_event; }
    int eventCount() const;
    /// Log sequence of the current event, or -1.
    std::int64_t currentSequence() const;
    /// "event 7 of 12: worker-1 deletes m1 with a stale receipt handle ..."
    QString currentEventText() const;

    const Selection &selection() const { return m_selection; }
    /// What a lesson step draws attention to, on the stage and the timeline.
    const std::vector<Highlight> &highlights() const { return m_highlights; }
    void setHighlights(std::vector<Highlight> highlights);
    /// While a lesson's question waits for its answer, the run after this time is covered on
    /// the timeline, which would otherwise show the answer. None: nothing is covered.
    std::optional<TimeMs> curtain() const { return m_curtain; }
    void setCurtain(std::optional<TimeMs> from);

    /// The notes pinned to this run, in the order they were made. They belong to the session and
    /// survive new runs (an annotation on a message that no longer exists is kept, not drawn).
    const Annotations &annotations() const { return m_annotations; }
    void setAnnotations(Annotations annotations);
    void addAnnotation(Annotation annotation);
    void replaceAnnotation(std::size_t index, Annotation annotation);
    void removeAnnotation(std::size_t index);

    /// The time the timeline shows (its zoom and pan): the timeline follows it and writes the
    /// user's zooms and pans back, so that a session, the live view or a test reads and moves
    /// the window here, never through the timeline's axis. Empty until a timeline shows it.
    TimeWindow visibleRange() const { return m_visibleRange; }
    /// Moves the window; the timeline keeps it within the run and writes back what it shows
    /// (read visibleRange() after). An empty window asks for the whole story.
    void setVisibleRange(TimeWindow range);

public slots:
    void seek(TimeMs time);
    /// Moves to a major event by its index in narration()->major().
    void seekEvent(int index);
    /// Moves to the log event with this sequence (its time; the current event becomes the last
    /// major event at or before it).
    void seekSequence(std::uint64_t sequence);
    /// Plays up to the log event `sequence` and pauses there with it current, as seekSequence
    /// would: from the start, or for a late moment from as far back as `wallMs` of playing at
    /// the current speed reaches. A pause, or a seek past the moment, cancels the stop.
    void playToSequence(std::uint64_t sequence, TimeMs wallMs = 6000);
    void play();
    void pause();
    void togglePlay();
    void stepEvent(int direction);
    void stepFrame(int direction);
    void toStart();
    void toEnd();
    /// Live: follows the run again, from its end (the End key does the same).
    void goLive();
    void setSpeed(double speed);
    void slower();
    void faster();
    void setFrameMs(TimeMs frameMs);
    void select(const Selection &selection);
    void selectMessage(MessageNumber message);
    void selectWorker(ActorId worker);
    void clearSelection();

signals:
    void runChanged();
    void timeChanged(TimeMs time);
    /// The current event changed (it may change without the time changing).
    void eventChanged(int index);
    void playingChanged(bool playing);
    /// The playhead started or stopped following a live run.
    void followingChanged(bool following);
    void speedChanged(double speed);
    void frameChanged(TimeMs frameMs);
    void selectionChanged(const Selection &selection);
    void highlightsChanged();
    void curtainChanged();
    void annotationsChanged();
    /// The visible window moved: a zoom, a pan, a new run kept in view, or setVisibleRange().
    void visibleRangeChanged();

private:
    void tick();
    void setTime(TimeMs time, int event);
    void setFollowing(bool following);

    std::shared_ptr<const Run> m_run;
    std::unique_ptr<RunTimeline> m_timeline;
    std::unique_ptr<Narration> m_narration;
    TimeMs m_time = 0;
    int m_event = -1;
    bool m_playing = false;
    bool m_live = false;
    bool m_following = false;
    /// Where playToSequence() stops: a log event's sequence.
    std::optional<std::uint64_t> m_stopSequence;
    double m_speed = 4;
    TimeMs m_frameMs = 1000;
    Selection m_selection;
    std::vector<Highlight> m_highlights;
    std::optional<TimeMs> m_curtain;
    Annotations m_annotations;
    TimeWindow m_visibleRange;
    QTimer m_timer;
    QElapsedTimer m_clock;
    double m_carryMs = 0;
};

} // namespace inflight
