// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The timeline: time left to right, one lane per message (delayed, visible, in flight with its
// deadline, in the DLQ, deleted, expired), one per worker (processing, heartbeats, deletes,
// effects, crashes) and a side-effect lane, with two workers processing the same message at once
// highlighted across their lanes: the double charge. It follows the shared Playback (playhead and
// selection) and the Theme.
//
// Mouse: drag pans and the wheel zooms time (lanes never stretch); Shift+wheel, or the wheel over
// the lane labels, scrolls the lanes. A plain click selects a lane and leaves the playhead where
// it is, so that looking at another message never loses the moment being studied; to move the
// playhead, click or drag on the time axis (or on the time strip above the lanes), or Ctrl+click
// anywhere. Keys: F fits the run, W/S (or +/-) zoom, A/D pan.
//
// Notes pinned to the run (Playback's annotations) are drawn as numbered pins and rules. A
// right-click offers "Add note here…", and on a note "Edit note…" and "Remove note"; the view
// asks for the first two by signal and opens no dialog itself (the main window does).

#include "playback.h"
#include "timelinemodel.h"

#include <QPointer>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QCustomPlot;
class QCPRange;
class QMenu;
class QScrollBar;

namespace inflight {

class TimelineScene;

class TimelineView : public QWidget {
    Q_OBJECT

public:
    explicit TimelineView(Playback *playback, QWidget *parent = nullptr);
    ~TimelineView() override;

    /// The time range on screen, in seconds: the shared Playback's visibleRange(), which the
    /// view follows and writes its zooms and pans back to.
    QCPRange visibleTimeRange() const;
    QCustomPlot *plot() const { return m_plot; }
    const TimelineModel &model() const;

    int laneCount() const;
    /// "m1 ord_7731", "worker-1", "effects".
    QString laneLabel(int lane) const;
    /// Where a lane is drawn, in the plot's coordinates (empty when scrolled out of view).
    QRect laneRect(int lane) const;
    /// The lane under a point in the plot's coordinates (the lanes or their labels), or -1.
    int laneAt(const QPoint &position) const;
    /// Scrolls the lanes so that `lane` is on screen.
    void ensureLaneVisible(int lane);
    QScrollBar *laneScrollBar() const { return m_scrollBar; }

    /// The note whose label (or pin) is at `position` in the plot's coordinates: its index in
    /// Playback::annotations(), or -1.
    int noteAt(const QPoint &position) const;
    /// Where a note's label is drawn, in the plot's coordinates (empty when it is not drawn).
    QRect noteLabelRect(int index) const;
    /// The note "Add note here…" would start from at `position`: pinned to the message whose
    /// lane is there, at the time under the cursor; elsewhere, to that moment alone.
    Annotation noteDraftAt(const QPoint &position) const;
    /// Where the last replot drew the lanes' text (see TimelineScene::placedLabelRects()).
    std::vector<QRectF> placedLabelRects() const;
    /// The menu a right-click at `position` opens (the caller owns it; nothing is shown).
    QMenu *contextMenuAt(const QPoint &position);

    /// Shares the time axis with another view (a compared run's): zoom, pan and Fit move both, and
    /// each may go as far as either run reaches. Call on both views; nullptr unlinks.
    void shareTimeAxis(TimelineView *other);
    /// Marks where this run and the compared one first part; unset removes the mark.
    void setDivergence(std::optional<TimeMs> time);
    /// Whether the right-click menu offers notes (a compared run's timeline has none of its own:
    /// the session's notes belong to the main run).
    void setNotesEnabled(bool enabled) { m_notesEnabled = enabled; }

    QSize sizeHint() const override { return {900, 420}; }
    QSize minimumSizeHint() const override { return {320, 180}; }

public slots:
    /// Shows the whole story: from the run's start (or its first event, when that comes late) to
    /// its last event, with a small margin so marks at the ends show. Zooming out goes on to the
    /// run's end.
    void fitAll();
    void zoomIn();
    void zoomOut();
    void panLeft();
    void panRight();
    /// Scrolls the message lanes by `pixels` (positive: down).
    void scrollLanes(double pixels);

signals:
    /// "Add note here…": the note to edit and add (its text is empty).
    void addNoteRequested(const inflight::Annotation &draft);
    /// "Edit note…" on the note with this index in Playback::annotations().
    void editNoteRequested(int index);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void rebuild();
    void restyle();
    void followTime(TimeMs time);
    void followSelection();
    void frameStep();
    void followHighlights();
    void followAnnotations();
    void keepRangeInRun(const QCPRange &range);
    /// Shows the Playback's visible window (an empty one: the whole story).
    void followVisibleRange();
    /// Writes the window on screen back to the Playback.
    void publishVisibleRange();
    void syncScrollBar();
    void hoverAt(const QPoint &position);
    void clickAt(const QPoint &position, Qt::KeyboardModifiers modifiers);
    bool onTimeStrip(const QPoint &position) const;
    void zoomBy(double factor);
    void replotLanes();
    /// How far zoom and pan may go: the whole run.
    QCPRange fullRange() const;

    QPointer<Playback> m_playback;
    QCustomPlot *m_plot;
    QScrollBar *m_scrollBar;
    std::unique_ptr<TimelineScene> m_scene;
    QPoint m_pressPosition;
    bool m_pressed = false;
    bool m_scrubbing = false;
    bool m_keepingRange = false;
    bool m_syncingScrollBar = false;
    QPointer<TimelineView> m_partner;
    bool m_followingPartner = false;
    bool m_notesEnabled = true;
};

} // namespace inflight
