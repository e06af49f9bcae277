// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The main window: the animated stage above the timeline, the transport below them, the what-if
// parameters with the run's summary and the inspector on the right, the event table at the
// bottom. Every view observes one Playback; every edit goes through one ScenarioDocument.

#include "playback.h"
#include "scenariodocument.h"

#include <QMainWindow>

class QAction;
class QActionGroup;
class QDockWidget;

namespace inflight {

class EventTableView;
class LessonPlayer;
class TimeoutExplorer;
class InspectorView;
class StageView;
class SummaryPanel;
class TimelineView;
class TransportBar;
class WhatIfPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens a scenario file; on a problem shows it (file:line:column) and keeps the current one.
    bool openScenario(const QString &path);
    /// The bundled double-charged order, shown at start.
    void openDefaultScenario();

    Playback *playback() const { return m_playback; }
    ScenarioDocument *document() const { return m_document; }
    TimelineView *timeline() const { return m_timeline; }
    StageView *stage() const { return m_stage; }
    TransportBar *transport() const { return m_transport; }
    /// Opens a lesson file in the lesson player; on a problem shows it and keeps what is open.
    bool openLesson(const QString &path);
    LessonPlayer *lessonPlayer() const { return m_lesson; }
    TimeoutExplorer *timeoutExplorer() const { return m_timeoutExplorer; }
    QDockWidget *timeoutExplorerDock() const { return m_timeoutDock; }
    /// Every action with a shortcut, for the shortcut sheet (and tests).
    QList<QAction *> shortcutActions() const;

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createDocks();
    void restoreSettings();
    void saveSettings() const;
    void applyTheme();
    void setThemeChoice(const QString &choice);
    void setPresentation(bool on);
    void updateTitle();
    void showShortcuts();
    void exportTimeline();
    void copyTimelineImage();
    void openDialog();
    void about();
    void browseLessons();
    /// Page Down / Page Up: a lesson's next step while one is open, else the next event.
    void clickerStep(int direction);
    /// Shows the special panel the open lesson asks for, and hides the one an earlier lesson
    /// showed.
    void showLessonPanel();

    Playback *m_playback;
    ScenarioDocument *m_document;
    StageView *m_stage = nullptr;
    TimelineView *m_timeline = nullptr;
    TransportBar *m_transport = nullptr;
    WhatIfPanel *m_whatIf = nullptr;
    SummaryPanel *m_summary = nullptr;
    InspectorView *m_inspector = nullptr;
    EventTableView *m_events = nullptr;
    LessonPlayer *m_lesson = nullptr;
    QDockWidget *m_lessonDock = nullptr;
    QDockWidget *m_whatIfDock = nullptr;
    QDockWidget *m_inspectorDock = nullptr;
    QDockWidget *m_eventsDock = nullptr;
    TimeoutExplorer *m_timeoutExplorer = nullptr;
    QDockWidget *m_timeoutDock = nullptr;
    /// The timeout explorer was shown by a lesson (not by the user), so it hides when it ends.
    bool m_timeoutDockByLesson = false;
    QAction *m_presentation = nullptr;
    QActionGroup *m_themeGroup = nullptr;
    QActionGroup *m_scaleGroup = nullptr;
    QString m_themeChoice = QStringLiteral("system");
    QList<QAction *> m_shortcutActions;
    QByteArray m_defaultState;
};

/// Starts the desktop app: `inflight` with no arguments.
int runDesktopApp(int &argc, char **argv);

} // namespace inflight
