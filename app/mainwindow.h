// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The main window: the animated stage above the timeline, the transport below them, the what-if
// parameters with the run's summary and the inspector on the right, the event table at the
// bottom. Every view observes one Playback; every edit goes through one ScenarioDocument.

#include "playback.h"
#include "scenariodocument.h"

#include <QKeySequence>
#include <QList>
#include <QMainWindow>
#include <QMessageBox>

#include <functional>
#include <map>
#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QDockWidget;
class QMenu;

namespace inflight {

class Comparison;
class ComparisonArea;
class EventTableView;
class LessonPlayer;
class LessonProgressStore;
class LessonSession;
namespace practice {
class PracticeStore;
}
class PracticePanel;
class PracticeSession;
class LiveSession;
class NotesPanel;
class SessionController;
class SessionLibrary;
class SystemScheme;
struct RecoveryCopy;
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
    /// `library`: recent sessions and lesson progress (not owned; without one, progress is kept
    /// in QSettings).
    explicit MainWindow(SessionLibrary *library = nullptr, QWidget *parent = nullptr);
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
    /// File > Listen for SQS clients...: the endpoint inside the window.
    LiveSession *live() const { return m_live; }
    /// Opens a lesson file in the lesson player; on a problem shows it and keeps what is open.
    bool openLesson(const QString &path);
    LessonPlayer *lessonPlayer() const { return m_lesson; }
    /// The open lesson and where the student is in it.
    LessonSession *lessonSession() const { return m_lessonSession; }
    /// Lessons > Practice…: the practice panel, its session and its dock.
    PracticePanel *practicePanel() const { return m_practice; }
    PracticeSession *practiceSession() const { return m_practiceSession; }
    QDockWidget *practiceDock() const { return m_practiceDock; }
    /// Shows the practice panel in front (Lessons > Practice…).
    void showPractice();
    TimeoutExplorer *timeoutExplorer() const { return m_timeoutExplorer; }
    QDockWidget *timeoutExplorerDock() const { return m_timeoutDock; }
    /// Two runs compared: this one and another (the original, a file, a lesson step's fix).
    Comparison *comparison() const { return m_comparison; }
    ComparisonArea *centre() const { return m_centre; }
    /// Compares this run with the run before the what-if edits (the original above).
    void compareWithOriginal();
    /// Compares this run with a scenario or session file's (above); on a problem shows it and
    /// changes nothing.
    bool compareWithFile(const QString &path);
    /// Every action with a shortcut, for the shortcut sheet (and tests).
    QList<QAction *> shortcutActions() const;

    // Sessions.
    SessionController *session() const { return m_session; }
    /// The library of recent sessions and lesson progress (not owned; may be null).
    SessionLibrary *library() const { return m_library; }
    /// Opens a session file, a lesson or a scenario file (told apart by their contents). On a
    /// problem shows it and keeps what is open.
    bool openFile(const QString &path);
    bool openSession(const QString &path);
    /// Saves to the session's file (Save As when it has none or it is read-only).
    bool save();
    /// Saves to `path` and makes it the session's file; on a problem shows it and keeps the
    /// unsaved work in the window.
    bool saveAs(const QString &path);
    /// File > New: the double-charged order, no edits, no notes (asks about unsaved work).
    bool newSession();
    /// Asks whether to save unsaved changes. False: the user cancelled, or the save failed.
    bool maybeSave();
    /// Replaces the Save / Discard / Cancel question (tests answer it without a dialog).
    void setUnsavedChangesPrompt(std::function<QMessageBox::StandardButton()> prompt);
    /// Offers the newest recovery copy left by a crash; returns whether one was restored.
    bool offerRecovery();
    /// Restores a recovery copy as unsaved work (of its original file, when it had one).
    bool restoreRecovery(const RecoveryCopy &copy);
    /// Adds a note, asking for its text (a dialog), pinned as the draft says.
    void addNote(const Annotation &draft);
    void editNote(int index);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    /// A menu item with its shortcuts (window-wide, listed in Help > Keyboard shortcuts).
    QAction *addMenuAction(QMenu *menu, const QString &text, const QList<QKeySequence> &keys);
    /// View > Go to and Show or hide panels: every panel from the keyboard.
    void addPanelMenus(QMenu *view);
    void addLookMenus(QMenu *view);
    void createDocks();
    void restoreSettings();
    void saveSettings() const;
    void applyTheme();
    void setThemeChoice(const QString &choice);
    void addLanguageMenu(QMenu *view);
    void setLanguageChoice(const QString &choice);
    void setPresentation(bool on);
    void updateTitle();
    QString pictureTitle() const;
    void showShortcuts();
    void exportTimeline();
    void copyTimelineImage();
    void openDialog();
    void saveAsDialog();
    void updateRecentMenu();
    /// Says in the status bar that `what` ("Opening big.json") was cancelled by the user and the
    /// previous run stays: a cancel is no problem to report in a dialog. Returns false.
    bool acknowledgeCancel(const QString &what);
    /// Shows a problem with a file in a dialog whose details can be selected and copied.
    void showFileProblem(const QString &title, const QString &text, const QString &details);
    /// The note's text from the user (the dialog says where it is pinned), or nothing when they
    /// cancel.
    std::optional<QString> askNoteText(const QString &title, const Annotation &note);
    void about();
    void compareWithFileDialog();
    /// A lesson step's comparison: the lesson's run above its fix.
    void showStepComparison(const std::vector<std::pair<WhatIf, double>> &edits);
    void browseLessons();
    /// Page Down / Page Up: a lesson's next step while one is open, else the next event.
    void clickerStep(int direction);
    /// Shows the special panel the open lesson asks for, and hides the one an earlier lesson
    /// showed.
    void showLessonPanel();

    Playback *m_playback;
    ScenarioDocument *m_document;
    Comparison *m_comparison = nullptr;
    ComparisonArea *m_centre = nullptr;
    StageView *m_stage = nullptr;
    TimelineView *m_timeline = nullptr;
    TransportBar *m_transport = nullptr;
    WhatIfPanel *m_whatIf = nullptr;
    SummaryPanel *m_summary = nullptr;
    InspectorView *m_inspector = nullptr;
    EventTableView *m_events = nullptr;
    LessonSession *m_lessonSession = nullptr;
    LessonPlayer *m_lesson = nullptr;
    QDockWidget *m_lessonDock = nullptr;
    PracticeSession *m_practiceSession = nullptr;
    PracticePanel *m_practice = nullptr;
    QDockWidget *m_practiceDock = nullptr;
    /// Practice boxes without a library: kept for this run only.
    std::unique_ptr<practice::PracticeStore> m_memoryPractice;
    QDockWidget *m_whatIfDock = nullptr;
    /// The right-hand panels' width the user had at each display scale (percent): back at 100%
    /// they are as wide as they were there, not as wide as 200% made them.
    std::map<int, int> m_sideWidthAtScale;
    int m_sideScale = 100;
    QDockWidget *m_inspectorDock = nullptr;
    QDockWidget *m_eventsDock = nullptr;
    NotesPanel *m_notes = nullptr;
    QDockWidget *m_notesDock = nullptr;
    TimeoutExplorer *m_timeoutExplorer = nullptr;
    QDockWidget *m_timeoutDock = nullptr;
    /// The timeout explorer was shown by a lesson (not by the user), so it hides when it ends.
    bool m_timeoutDockByLesson = false;
    QAction *m_presentation = nullptr;
    QActionGroup *m_themeGroup = nullptr;
    QActionGroup *m_scaleGroup = nullptr;
    QString m_themeChoice = QStringLiteral("system");
    SystemScheme *m_systemScheme = nullptr;
    QList<QAction *> m_shortcutActions;
    QByteArray m_defaultState;
    SessionController *m_session = nullptr;
    LiveSession *m_live = nullptr;
    SessionLibrary *m_library = nullptr;
    /// Where lesson progress is kept: the library, or QSettings without one.
    std::unique_ptr<LessonProgressStore> m_settingsProgress;
    LessonProgressStore *m_progress = nullptr;
    QMenu *m_recentMenu = nullptr;
    std::function<QMessageBox::StandardButton()> m_unsavedPrompt;
};

} // namespace inflight
