// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's centre: the stage above the timeline, and while two runs are compared, the
// compared run's timeline stacked with the main one on a shared time axis (the "before" above),
// a heading over each, the stage showing either run or both side by side, and the difference
// summary below. Without a comparison it is exactly the stage above the timeline.

#include "comparisonpanel.h"

#include <QWidget>

class QLabel;
class QScrollArea;
class QSplitter;

namespace inflight {

class Comparison;
class Playback;
class StageView;
class TimelineView;

class ComparisonArea : public QWidget {
    Q_OBJECT

public:
    /// Takes the main stage and timeline (reparented here) and builds the compared run's views
    /// on the comparison's own playback.
    ComparisonArea(Comparison *comparison, StageView *stage, TimelineView *timeline,
                   QWidget *parent = nullptr);

    TimelineView *comparedTimeline() const { return m_comparedTimeline; }
    StageView *comparedStage() const { return m_comparedStage; }
    ComparisonPanel *panel() const { return m_panel; }
    QLabel *mainHeading() const { return m_mainHeading; }
    QLabel *comparedHeading() const { return m_comparedHeading; }

signals:
    void closeRequested();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    void showStages(ComparisonPanel::StageShows shows);
    /// Both stages side by side when the area is wide enough for two; else the main run's, and
    /// the panel's choice switches.
    ComparisonPanel::StageShows defaultStageShows() const;

    Comparison *m_comparison;
    StageView *m_stage;
    TimelineView *m_timeline;
    StageView *m_comparedStage = nullptr;
    QScrollArea *m_stageScroll = nullptr;
    QScrollArea *m_comparedStageScroll = nullptr;
    TimelineView *m_comparedTimeline = nullptr;
    QWidget *m_comparedBox = nullptr;
    QSplitter *m_stages = nullptr;
    QWidget *m_mainStageBox = nullptr;
    QWidget *m_comparedStageBox = nullptr;
    QLabel *m_mainStageHeading = nullptr;
    QLabel *m_comparedStageHeading = nullptr;
    QLabel *m_mainHeading = nullptr;
    QLabel *m_comparedHeading = nullptr;
    QSplitter *m_splitter = nullptr;
    QSplitter *m_timelines = nullptr;
    ComparisonPanel *m_panel = nullptr;
    bool m_wasActive = false;
    bool m_stageChosen = false;
};

} // namespace inflight
