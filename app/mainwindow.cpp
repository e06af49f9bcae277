// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "animationexportdialog.h"
#include "common/bodyscrollarea.h"
#include "common/format.h"
#include "common/lifetime.h"
#include "common/sentencetext.h"
#include "comparedfile.h"
#include "comparison.h"
#include "comparisonarea.h"
#include "eventtableview.h"
#include "inspectorview.h"
#include "keyboard.h"
#include "lessonbrowser.h"
#include "lessonloader.h"
#include "lessonplayer.h"
#include "lessonprintdialog.h"
#include "lessonprogress.h"
#include "lessonsession.h"
#include "livesession.h"
#include "notespanel.h"
#include "practicepanel.h"
#include "practicesession.h"
#include "quizexportdialog.h"
#include "runprogressdialog.h"
#include "sessioncontroller.h"
#include "sessionfile.h"
#include "sessionlibrary.h"
#include "settingskeys.h"
#include "shortcutsdialog.h"
#include "stageview.h"
#include "summarypanel.h"
#include "systemscheme.h"
#include "theme.h"
#include "timelineexport.h"
#include "timelineexportdialog.h"
#include "timelineview.h"
#include "timeoutexplorer.h"
#include "transportbar.h"
#include "whatifpanel.h"
#include "whatiftexts.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDateTime>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyleFactory>
#include <QTableWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <tuple>

namespace inflight {

MainWindow::MainWindow(SessionLibrary *library, QWidget *parent)
    : QMainWindow(parent), m_playback(new Playback(this)), m_document(new ScenarioDocument(this)),
      m_library(library)
{
    if (!m_library)
        m_settingsProgress = std::make_unique<SettingsLessonProgressStore>();
    m_progress =
        m_library ? static_cast<LessonProgressStore *>(m_library) : m_settingsProgress.get();
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/inflight.svg")));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    m_stage = new StageView(m_playback, this);
    m_timeline = new TimelineView(m_playback, this);
    m_transport = new TransportBar(m_playback, this);
    m_comparison = new Comparison(m_playback, this);
    m_centre = new ComparisonArea(m_comparison, m_stage, m_timeline, this);
    connect(m_centre, &ComparisonArea::closeRequested, m_comparison, &Comparison::stop);
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_centre, 1);
    layout->addWidget(m_transport);
    setCentralWidget(central);

    createDocks();
    m_session = new SessionController(m_document, m_playback, m_lessonSession, this);
    m_session->setComparison(m_comparison);
    m_session->setPractice(m_practiceSession);
    connect(m_session, &SessionController::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_session, &SessionController::pathChanged, this, &MainWindow::updateTitle);
    connect(m_lessonSession, &LessonSession::lessonChanged, this, &MainWindow::updateTitle);
    connect(m_timeline, &TimelineView::addNoteRequested, this, &MainWindow::addNote);
    connect(m_timeline, &TimelineView::editNoteRequested, this, &MainWindow::editNote);
    m_live = new LiveSession(m_document, m_playback, m_session, this);
    createActions();
    new FocusedControlKeys(this);
    // The keys start on the timeline (Shift+Tab reaches the stage above it).
    m_timeline->setFocus();

    connect(m_document, &ScenarioDocument::runChanged, m_playback, &Playback::setRun);
    // Compared with the original, the edited run's name follows the edits.
    connect(m_document, &ScenarioDocument::runChanged, this, [this] {
        if (m_comparison->active() && m_comparison->source() == Comparison::Source::Original)
            m_comparison->setMainName(m_document->appliedEditsText());
    });
    connect(m_lessonSession, &LessonSession::stepComparisonChanged, this,
            &MainWindow::showStepComparison);
    // The side panel's and a lesson challenge's what-if both offer it.
    for (WhatIfPanel *panel : findChildren<WhatIfPanel *>())
        connect(panel, &WhatIfPanel::compareWithOriginalRequested, this,
                &MainWindow::compareWithOriginal);
    // A long run is simulated in the background, behind a progress dialog with a Cancel.
    new RunProgressDialog(m_document, this);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &MainWindow::updateTitle);
    connect(&Theme::instance(), &Theme::changed, this, &MainWindow::applyTheme);
    // "Follow the system" follows it while the window is open, not only at start; the other
    // looks put their palette back over the desktop's.
    m_systemScheme = new SystemScheme(this);
    connect(m_systemScheme, &SystemScheme::changed, this,
            [this] { setThemeChoice(m_themeChoice); });

    m_defaultState = saveState();
    restoreSettings();
    applyTheme();
}

MainWindow::~MainWindow()
{
    // The session, the docks and the views die after this body; what they emit on the way (a
    // changed title, a resized header) must not reach this window any more.
    disconnectChildrenFrom(this);
}

void MainWindow::compareWithOriginal()
{
    m_session->compareWith({}, nullptr);
}

void MainWindow::showStepComparison(const std::vector<std::pair<WhatIf, double>> &edits)
{
    if (edits.empty()) {
        if (m_comparison->active() && m_comparison->source() == Comparison::Source::LessonStep)
            m_comparison->stop();
        return;
    }
    // The lesson's checks made sure that the edits apply and the run starts.
    Scenario fixed = m_document->originalScenario();
    if (applyParameters(fixed, edits))
        return;
    // A long one runs in the background behind the progress dialog; a cancelled one shows none.
    std::shared_ptr<const Run> run = m_document->simulateAside(fixed, nullptr);
    if (!run)
        return;
    m_comparison->start(std::move(run), Comparison::Source::LessonStep,
                        translated(describeWhatIfEdits(edits)), tr("the lesson's run"), false);
}

void MainWindow::compareWithFileDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Compare with a scenario or session"), QString(),
        tr("Scenarios and sessions (*.json *.inflight);;All files (*)"));
    if (!path.isEmpty())
        compareWithFile(path);
}

bool MainWindow::compareWithFile(const QString &path)
{
    QString problem;
    const RunCancelWatch watch(m_document);
    const std::optional<SessionComparison> compared = loadComparedFile(path, &problem);
    if (!compared || !m_session->compareWith(*compared, &problem)) {
        if (watch.cancelled())
            return acknowledgeCancel(tr("Comparing with %1").arg(QFileInfo(path).fileName()));
        showFileProblem(tr("Cannot compare"),
                        tr("%1 cannot be compared with this run; nothing was changed.")
                            .arg(QFileInfo(path).fileName()),
                        problem);
        return false;
    }
    return true;
}

void MainWindow::createDocks()
{
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    m_summary = new SummaryPanel(m_playback, side);
    m_whatIf = new WhatIfPanel(m_document, side);
    sideLayout->addWidget(m_summary);
    sideLayout->addWidget(m_whatIf);
    sideLayout->addStretch(1);
    // Scrollable, so that a small screen never forces the window taller than the screen. The
    // dock is as wide as the panel needs (at 150% its right side, the headline, figures and
    // fields, was cut off behind a sideways scroll bar), up to 45% of the window: at 200% on a
    // 1280x720 screen the whole panel would push the window past the screen's edge.
    auto *sideScroll = new BodyScrollArea(this);
    sideScroll->setWidestShareOfWindow(0.45);
    sideScroll->setWidget(side);
    // A panel as a dock: named for the saved window state, and, on the right, a tab beside the
    // one before it.
    auto dock = [this](const QString &title, const char *name, QWidget *widget,
                       Qt::DockWidgetArea area, QDockWidget *tabbedWith) {
        auto *d = new QDockWidget(title, this);
        d->setObjectName(QLatin1String(name));
        d->setWidget(widget);
        addDockWidget(area, d);
        if (tabbedWith)
            tabifyDockWidget(tabbedWith, d);
        // Tab and screen readers then skip the panels behind the one in front.
        hideContentsBehindTabs(d);
        return d;
    };
    // Every right-hand panel shares the right side as tabs: the stage and the timeline keep the
    // whole height, which a projector at 1280x720 needs. The events can be dragged to the bottom.
    m_whatIfDock = dock(tr("What if"), "whatIfDock", sideScroll, Qt::RightDockWidgetArea, nullptr);
    m_inspector = new InspectorView(m_playback, this);
    m_inspectorDock =
        dock(tr("Inspector"), "inspectorDock", m_inspector, Qt::RightDockWidgetArea, m_whatIfDock);
    m_events = new EventTableView(m_playback, this);
    m_eventsDock =
        dock(tr("Events"), "eventsDock", m_events, Qt::RightDockWidgetArea, m_inspectorDock);
    m_notes = new NotesPanel(m_playback, this);
    m_notesDock = dock(tr("Notes"), "notesDock", m_notes, Qt::RightDockWidgetArea, m_eventsDock);
    connect(m_notes, &NotesPanel::addNoteRequested, this, &MainWindow::addNote);
    connect(m_notes, &NotesPanel::editNoteRequested, this, &MainWindow::editNote);
    m_lessonSession = new LessonSession(m_document, m_progress, this);
    m_lesson = new LessonPlayer(m_lessonSession, m_playback, m_document, this);
    m_lessonDock = dock(tr("Lesson"), "lessonDock", m_lesson, Qt::RightDockWidgetArea, m_notesDock);
    // Practice: a tab beside the lesson, hidden until Lessons > Practice… asks for it.
    practice::PracticeStore *practiceStore = m_library;
    if (!practiceStore) {
        m_memoryPractice = std::make_unique<practice::MemoryPracticeStore>();
        practiceStore = m_memoryPractice.get();
    }
    m_practiceSession = new PracticeSession(practiceStore, this);
    m_practice = new PracticePanel(m_practiceSession, m_playback, m_document, this);
    m_practiceDock =
        dock(tr("Practice"), "practiceDock", m_practice, Qt::RightDockWidgetArea, m_lessonDock);
    m_practiceDock->hide();
    connect(m_practice, &PracticePanel::aboutToShowRun, this, [this] {
        if (m_lessonSession->lesson())
            m_lessonSession->closeLesson();
    });
    connect(m_practice, &PracticePanel::lessonRequested, this,
            [this](const QString &id) { openLesson(installedLessonPath(id)); });
    m_whatIfDock->raise();
    resizeDocks({m_whatIfDock}, {440}, Qt::Horizontal);

    // Beside the stage, left, so that it can be open with the lesson's narration: hidden until
    // a lesson asks for it or the View menu shows it.
    m_timeoutExplorer = new TimeoutExplorer(m_document, this);
    // Scrollable too: at a large display scale its plot alone is taller than a 1280x720 screen.
    auto *timeoutScroll = new QScrollArea(this);
    timeoutScroll->setWidget(m_timeoutExplorer);
    timeoutScroll->setWidgetResizable(true);
    timeoutScroll->setFrameShape(QFrame::NoFrame);
    timeoutScroll->setFocusPolicy(Qt::NoFocus);
    m_timeoutDock = dock(tr("Timeout explorer"), "timeoutExplorerDock", timeoutScroll,
                         Qt::LeftDockWidgetArea, nullptr);
    m_timeoutDock->hide();
    connect(m_lessonSession, &LessonSession::lessonChanged, this, &MainWindow::showLessonPanel);
    connect(m_timeoutDock->toggleViewAction(), &QAction::triggered, this,
            [this] { m_timeoutDockByLesson = false; });

    // Selecting something shows the inspector.
    connect(m_playback, &Playback::selectionChanged, this, [this](const Selection &selection) {
        // During a lesson the narration stays in front.
        if (selection.kind != Selection::Kind::None && !m_lessonSession->lesson())
            m_inspectorDock->raise();
    });
}

void MainWindow::createActions()
{
    auto add = [this](QMenu *menu, const QString &text, const QList<QKeySequence> &keys,
                      auto receiver, auto slot) {
        QAction *action = addMenuAction(menu, text, keys);
        connect(action, &QAction::triggered, receiver, slot);
        return action;
    };

    QMenu *file = menuBar()->addMenu(tr("&File"));
    add(file, tr("&New session"), {QKeySequence::New}, this, &MainWindow::newSession);
    add(file, tr("&Open…"), {QKeySequence::Open}, this, &MainWindow::openDialog);
    m_recentMenu = file->addMenu(tr("Open &recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
    add(file, tr("Open the &double-charged order"), {}, this, [this] {
        if (maybeSave())
            openDefaultScenario();
    });
    file->addSeparator();
    add(file, tr("&Listen for SQS clients…"), {}, this, [this] {
        if (maybeSave()) {
            m_lessonSession->closeLesson();
            m_comparison->stop();
            m_live->askToListen(this);
        }
    });
    m_live->setStopAction(add(file, tr("S&top listening"), {}, m_live, &LiveSession::stop));
    file->addSeparator();
    add(file, tr("&Save"), {QKeySequence::Save}, this, &MainWindow::save);
    add(file, tr("Save &as…"), {QKeySequence(tr("Ctrl+Shift+S"))}, this, &MainWindow::saveAsDialog);
    file->addSeparator();
    add(file, tr("&Export timeline…"), {QKeySequence(tr("Ctrl+E"))}, this,
        &MainWindow::exportTimeline);
    add(file, tr("&Copy timeline image"), {QKeySequence(tr("Ctrl+Shift+C"))}, this,
        &MainWindow::copyTimelineImage);
    add(file, tr("Export an&imation…"), {}, this, [this] {
        AnimationExportDialog::exportAnimation(this, *m_playback, pictureTitle(),
                                               m_lessonSession->lesson());
    });
    add(file, tr("Export &practice quiz…"), {}, this,
        [this] { QuizExportDialog::exportQuiz(this); });
    file->addSeparator();
    add(file, tr("&Quit"), {QKeySequence::Quit}, this, &QWidget::close);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcuts({QKeySequence(tr("Ctrl+Z"))});
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))});
    edit->addAction(undo);
    edit->addAction(redo);
    addAction(undo);
    addAction(redo);
    m_shortcutActions << undo << redo;
    edit->addSeparator();
    add(edit, tr("Add a &note at the playhead…"), {QKeySequence(Qt::Key_N)}, m_notes,
        &NotesPanel::addAtPlayhead);

    QMenu *play = menuBar()->addMenu(tr("&Playback"));
    add(play, tr("&Play / pause"), {QKeySequence(Qt::Key_Space)}, m_playback,
        &Playback::togglePlay);
    add(play, tr("&Next event"), {QKeySequence(Qt::Key_Right)}, m_playback,
        [this] { m_playback->stepEvent(1); });
    add(play, tr("P&revious event"), {QKeySequence(Qt::Key_Left)}, m_playback,
        [this] { m_playback->stepEvent(-1); });
    add(play, tr("Ne&xt lesson step, or event (presentation clicker)"),
        {QKeySequence(Qt::Key_PageDown)}, this, [this] { clickerStep(1); });
    add(play, tr("Previ&ous lesson step, or event (presentation clicker)"),
        {QKeySequence(Qt::Key_PageUp)}, this, [this] { clickerStep(-1); });
    add(play, tr("Next &frame"), {QKeySequence(Qt::SHIFT | Qt::Key_Right)}, m_playback,
        [this] { m_playback->stepFrame(1); });
    add(play, tr("Previous fra&me"), {QKeySequence(Qt::SHIFT | Qt::Key_Left)}, m_playback,
        [this] { m_playback->stepFrame(-1); });
    add(play, tr("Jump to the &start"), {QKeySequence(Qt::Key_Home)}, m_playback,
        &Playback::toStart);
    add(play, tr("Jump to the &end"), {QKeySequence(Qt::Key_End)}, m_playback, &Playback::toEnd);
    play->addSeparator();
    add(play, tr("S&lower"), {QKeySequence(Qt::Key_BracketLeft)}, m_playback, &Playback::slower);
    add(play, tr("F&aster"), {QKeySequence(Qt::Key_BracketRight)}, m_playback, &Playback::faster);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    add(view, tr("&Fit the whole run"), {QKeySequence(Qt::Key_F)}, m_timeline,
        &TimelineView::fitAll);
    add(view, tr("Zoom &in"), {QKeySequence(Qt::Key_W), QKeySequence::ZoomIn}, m_timeline,
        &TimelineView::zoomIn);
    add(view, tr("Zoom &out"), {QKeySequence(Qt::Key_S), QKeySequence::ZoomOut}, m_timeline,
        &TimelineView::zoomOut);
    add(view, tr("P&an left"), {QKeySequence(Qt::Key_A)}, m_timeline, &TimelineView::panLeft);
    add(view, tr("Pan &right"), {QKeySequence(Qt::Key_D)}, m_timeline, &TimelineView::panRight);
    view->addSeparator();
    add(view, tr("&Compare with…"), {}, this, &MainWindow::compareWithFileDialog);
    add(view, tr("Compare &with the original"), {}, this, &MainWindow::compareWithOriginal);
    add(view, tr("&End comparison"), {}, m_comparison, &Comparison::stop);
    view->addSeparator();
    m_presentation = add(view, tr("&Presentation mode"), {QKeySequence(Qt::Key_F11)}, this,
                         [this](bool on) { setPresentation(on); });
    m_presentation->setCheckable(true);
    m_presentation->setToolTip(tr("Full screen, larger type and thicker lines, for a projector"));

    addLookMenus(view);
    view->addSeparator();
    addPanelMenus(view);
    view->addAction(tr("Reset the la&yout"), this, [this] { restoreState(m_defaultState); });

    QMenu *lessons = menuBar()->addMenu(tr("&Lessons"));
    add(lessons, tr("&Browse lessons…"), {QKeySequence(tr("Ctrl+L"))}, this,
        &MainWindow::browseLessons);
    add(lessons, tr("P&ractice…"), {QKeySequence(tr("Ctrl+Shift+P"))}, this,
        &MainWindow::showPractice);
    add(lessons, tr("&Next step"), {QKeySequence(tr("Alt+Right"))}, m_lessonSession,
        &LessonSession::next);
    add(lessons, tr("&Previous step"), {QKeySequence(tr("Alt+Left"))}, m_lessonSession,
        &LessonSession::back);
    add(lessons, tr("&Close the lesson"), {}, this, [this] {
        m_lessonSession->closeLesson();
        m_whatIfDock->raise();
    });
    lessons->addSeparator();
    using Kind = LessonPrintOptions::Kind;
    for (const Kind kind : {Kind::Handout, Kind::Slides}) {
        QAction *action = add(
            lessons, kind == Kind::Handout ? tr("Export &handout…") : tr("Export &slides…"), {},
            this, [this, kind] {
                if (const Lesson *lesson = m_lessonSession->lesson())
                    LessonPrintDialog::exportLesson(this, kind, *lesson, m_playback->annotations());
            });
        action->setEnabled(false);
        connect(m_lessonSession, &LessonSession::lessonChanged, action,
                [this, action] { action->setEnabled(m_lessonSession->lesson() != nullptr); });
    }
    lessons->addSeparator();
    lessons->addAction(m_lessonDock->toggleViewAction());
    m_practiceDock->toggleViewAction()->setText(tr("Prac&tice"));
    lessons->addAction(m_practiceDock->toggleViewAction());

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    add(help, tr("&Keyboard shortcuts"), {QKeySequence(Qt::Key_Question)}, this,
        &MainWindow::showShortcuts);
    add(help, tr("&About Inflight"), {}, this, &MainWindow::about);
}

void MainWindow::openDefaultScenario()
{
    openScenario(QStringLiteral(":/scenarios/double-charged-order.json"));
}

bool MainWindow::openScenario(const QString &path)
{
    QString problem;
    const RunCancelWatch watch(m_document);
    if (!m_document->load(path, &problem)) {
        if (watch.cancelled())
            return acknowledgeCancel(tr("Opening %1").arg(QFileInfo(path).fileName()));
        showFileProblem(tr("The scenario cannot be opened"),
                        tr("%1 has problems; nothing was changed.").arg(QFileInfo(path).fileName()),
                        problem);
        return false;
    }
    m_playback->setAnnotations({});
    m_playback->clearSelection();
    m_playback->seek(0);
    m_timeline->fitAll();
    // A scenario starts a new session, not saved yet.
    m_session->setPath({}, false);
    m_session->markClean();
    return true;
}

void MainWindow::openDialog()
{
    if (!maybeSave())
        return;
    QSettings settings;
    const QString folder = settings.value(settingskeys::sessionFolder).toString();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a session, a scenario or a lesson"), folder,
        tr("Sessions, scenarios and lessons (*.inflight *.json);;Inflight sessions (*.inflight);;"
           "Scenarios and lessons (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setValue(settingskeys::sessionFolder, QFileInfo(path).absolutePath());
    openFile(path);
}

bool MainWindow::openFile(const QString &path)
{
    // A session is an SQLite database whatever its name; a lesson is JSON with steps (a teacher
    // double-clicks one as often as a scenario); anything else is read as a scenario.
    QFile file(path);
    const bool readable = file.open(QIODevice::ReadOnly);
    const QByteArray start = readable ? file.peek(16) : QByteArray();
    if (path.endsWith(QLatin1String(".inflight"), Qt::CaseInsensitive) ||
        start == QByteArrayLiteral("SQLite format 3\0"))
        return openSession(path);
    if (readable && file.size() < (16 << 20) && isLessonJson(file.readAll().toStdString()))
        return openLesson(path);
    return openScenario(path);
}

bool MainWindow::openSession(const QString &path)
{
    const SessionLoad load = loadSession(path);
    if (!load.ok()) {
        showFileProblem(tr("The session cannot be opened"),
                        tr("%1 cannot be opened; nothing was changed, in the window or in the "
                           "file.")
                            .arg(QFileInfo(path).fileName()),
                        load.error);
        return false;
    }
    QString error;
    QString warning;
    const RunCancelWatch watch(m_document);
    if (!m_session->apply(*load.session, &error, &warning)) {
        if (watch.cancelled())
            return acknowledgeCancel(tr("Opening %1").arg(QFileInfo(path).fileName()));
        showFileProblem(
            tr("The session cannot be opened"),
            tr("%1 cannot be shown; nothing was changed.").arg(QFileInfo(path).fileName()), error);
        return false;
    }
    m_session->setPath(QFileInfo(path).absoluteFilePath(), load.readOnly);
    if (m_lessonSession->lesson()) {
        m_lessonDock->show();
        m_lessonDock->raise();
    }
    if (m_library)
        m_library->noteSession(path, m_session->displayName());
    updateTitle();
    QStringList notes;
    if (load.migrated)
        notes << tr("The file is in an older session format; saving writes the current one.");
    if (load.readOnly)
        notes << tr("The file is read-only: use Save As to keep your changes.");
    if (!warning.isEmpty())
        notes << warning;
    if (watch.cancelled())
        statusBar()->showMessage(tr("%1 is open without the run you cancelled (of its edits or "
                                    "its comparison).")
                                     .arg(QFileInfo(path).fileName()));
    if (!notes.isEmpty())
        QMessageBox::information(this, tr("Session opened"), notes.join(QStringLiteral("\n\n")));
    return true;
}

bool MainWindow::save()
{
    if (m_session->path().isEmpty() || m_session->readOnly()) {
        saveAsDialog();
        return !m_session->isModified();
    }
    return saveAs(m_session->path());
}

void MainWindow::saveAsDialog()
{
    QSettings settings;
    QString folder = settings.value(settingskeys::sessionFolder).toString();
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString name = m_session->displayName();
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]+")), QStringLiteral("-"));
    const QString suggested =
        m_session->path().isEmpty()
            ? QDir(folder).filePath(name.toLower() + QStringLiteral(".inflight"))
            : m_session->path();
    QString path = QFileDialog::getSaveFileName(this, tr("Save the session"), suggested,
                                                tr("Inflight sessions (*.inflight)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".inflight");
    settings.setValue(settingskeys::sessionFolder, QFileInfo(path).absolutePath());
    saveAs(path);
}

bool MainWindow::saveAs(const QString &path)
{
    const QString error = saveSession(m_session->capture(), path);
    if (!error.isEmpty()) {
        showFileProblem(tr("The session was not saved"),
                        tr("Your work is still here, unsaved. Try Save As with another place."),
                        error);
        return false;
    }
    m_session->setPath(QFileInfo(path).absoluteFilePath(), false);
    m_session->markClean();
    if (m_library)
        m_library->noteSession(path, m_session->displayName());
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 4000);
    updateTitle();
    return true;
}

bool MainWindow::newSession()
{
    if (!maybeSave())
        return false;
    if (m_lessonSession->lesson())
        m_lessonSession->closeLesson();
    openDefaultScenario();
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_session->isModified())
        return true;
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    if (m_unsavedPrompt) {
        answer = m_unsavedPrompt();
    } else {
        QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                        tr("%1 has changes that are not saved.").arg(m_session->displayName()),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
        box.setInformativeText(tr("Save them before going on?"));
        box.setDefaultButton(QMessageBox::Save);
        answer = static_cast<QMessageBox::StandardButton>(box.exec());
    }
    if (answer == QMessageBox::Save)
        return save();
    if (answer == QMessageBox::Discard) {
        m_session->markClean();
        return true;
    }
    return false;
}

void MainWindow::setUnsavedChangesPrompt(std::function<QMessageBox::StandardButton()> prompt)
{
    m_unsavedPrompt = std::move(prompt);
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const std::vector<RecentSession> recent =
        m_library ? m_library->recentSessions() : std::vector<RecentSession>{};
    if (recent.empty()) {
        m_recentMenu->addAction(tr("&No recent sessions"))->setEnabled(false);
        return;
    }
    int number = 1;
    for (const RecentSession &entry : recent) {
        const bool exists = QFileInfo::exists(entry.path);
        // A '&' in a name is shown, not taken for a second mnemonic.
        const auto shown = [](QString name) {
            return name.replace(QLatin1Char('&'), QLatin1String("&&"));
        };
        QString text = tr("&%1 %2").arg(number++).arg(shown(QFileInfo(entry.path).fileName()));
        if (!entry.title.isEmpty())
            text += tr(" — %1").arg(shown(entry.title));
        if (!exists)
            text += tr(" (missing)");
        QAction *action = m_recentMenu->addAction(text);
        action->setToolTip(QDir::toNativeSeparators(entry.path));
        action->setStatusTip(QDir::toNativeSeparators(entry.path));
        action->setEnabled(exists);
        const QString path = entry.path;
        connect(action, &QAction::triggered, this, [this, path] {
            if (maybeSave())
                openSession(path);
        });
    }
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(tr("&Clear the list"), this, [this] {
        for (const RecentSession &entry : m_library->recentSessions())
            m_library->forgetSession(entry.path);
    });
}

bool MainWindow::offerRecovery()
{
    const std::vector<RecoveryCopy> copies =
        SessionController::orphanedRecoveries(m_session->recoveryFolder());
    if (copies.empty())
        return false;
    const RecoveryCopy &copy = copies.front();
    QMessageBox box(QMessageBox::Question, tr("Restore unsaved work?"),
                    tr("Inflight did not close properly last time. Its unsaved work on %1, from "
                       "%2, was kept.")
                        .arg(copy.title.isEmpty() ? tr("a session") : tr("“%1”").arg(copy.title),
                             QLocale().toString(QDateTime::fromMSecsSinceEpoch(copy.savedAtMs),
                                                QLocale::ShortFormat)),
                    QMessageBox::NoButton, this);
    box.setInformativeText(tr("Restore it now? Discard removes the copy; Later keeps it for the "
                              "next start."));
    QPushButton *restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
    QPushButton *discard = box.addButton(QMessageBox::Discard);
    box.addButton(tr("&Later"), QMessageBox::RejectRole);
    box.setDefaultButton(restore);
    box.exec();
    if (box.clickedButton() == discard) {
        SessionController::removeRecovery(copy.path);
        return false;
    }
    if (box.clickedButton() != restore)
        return false;
    return restoreRecovery(copy);
}

bool MainWindow::restoreRecovery(const RecoveryCopy &copy)
{
    const SessionLoad load = loadSession(copy.path);
    QString error;
    QString warning;
    const RunCancelWatch watch(m_document);
    if (!load.ok() || !m_session->apply(*load.session, &error, &warning)) {
        if (watch.cancelled())
            return acknowledgeCancel(tr("Restoring the unsaved work (kept at %1)")
                                         .arg(QDir::toNativeSeparators(copy.path)));
        // Kept for a later look: a copy that cannot be shown is still the user's work.
        showFileProblem(tr("The unsaved work cannot be restored"),
                        tr("The copy stays at %1.").arg(QDir::toNativeSeparators(copy.path)),
                        load.ok() ? error : load.error);
        return false;
    }
    if (m_lessonSession->lesson()) {
        m_lessonDock->show();
        m_lessonDock->raise();
    }
    // Restored work is unsaved work: of its original file when it had one.
    m_session->setPath(copy.origin, false);
    m_session->markModified();
    SessionController::removeRecovery(copy.path);
    // Written again at once under this window's name, so a second crash loses nothing.
    m_session->writeRecovery();
    updateTitle();
    return true;
}

bool MainWindow::acknowledgeCancel(const QString &what)
{
    statusBar()->showMessage(tr("%1 was cancelled; the previous run is still shown.").arg(what),
                             10'000);
    return false;
}

void MainWindow::showFileProblem(const QString &title, const QString &text, const QString &details)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box.setInformativeText(details);
    box.setTextInteractionFlags(Qt::TextSelectableByMouse);
    box.exec();
}

void MainWindow::browseLessons()
{
    if (!maybeSave())
        return;
    LessonBrowser browser(*m_progress, QString(), this);
    const bool chosen = browser.exec() == QDialog::Accepted && !browser.chosenPath().isEmpty();
    // Keys go back to the window at once (a presenter's clicker sends Page Down), even where no
    // window manager hands the focus back.
    activateWindow();
    if (chosen)
        openLesson(browser.chosenPath());
}

bool MainWindow::openLesson(const QString &path)
{
    QString problem;
    if (!m_lessonSession->openLesson(path, &problem)) {
        showFileProblem(tr("The lesson cannot be opened"),
                        tr("%1 has problems; nothing was changed.").arg(QFileInfo(path).fileName()),
                        problem);
        return false;
    }
    m_lessonDock->show();
    m_lessonDock->raise();
    m_timeline->fitAll();
    m_playback->setAnnotations({});
    m_session->setPath({}, false);
    m_session->markClean();
    return true;
}

void MainWindow::showPractice()
{
    m_practiceDock->show();
    m_practiceDock->raise();
    m_practice->setFocus(Qt::ShortcutFocusReason);
}

void MainWindow::showLessonPanel()
{
    const Lesson *lesson = m_lessonSession->lesson();
    const bool wanted = lesson && lesson->panel == "timeoutExplorer";
    if (wanted && m_timeoutDock->isHidden()) {
        m_timeoutDock->show();
        m_timeoutDockByLesson = true;
    } else if (!wanted && m_timeoutDockByLesson) {
        m_timeoutDock->hide();
        m_timeoutDockByLesson = false;
    }
}

void MainWindow::clickerStep(int direction)
{
    if (m_lessonSession->lesson())
        direction > 0 ? m_lessonSession->next() : m_lessonSession->back();
    else
        m_playback->stepEvent(direction);
}

void MainWindow::updateTitle()
{
    if (!m_session)
        return;
    const Scenario &scenario = m_document->scenario();
    const QString scenarioName =
        QString::fromStdString(scenario.title.empty() ? scenario.name : scenario.title);
    // "[*]" is where Qt puts the unsaved-changes mark.
    QString title = m_session->displayName() + QStringLiteral("[*]");
    if (m_session->readOnly())
        title += tr(" (read-only)");
    if (!m_session->path().isEmpty() && scenarioName != m_session->displayName())
        title += QStringLiteral(" — ") + scenarioName;
    setWindowTitle(title + tr(" — Inflight"));
    setWindowModified(m_session->isModified());
}

/// The title an exported picture starts with: the session's name, without what only the window's
/// title bar carries (Qt's "[*]" unsaved-changes placeholder, "(read-only)", the app's name).
QString MainWindow::pictureTitle() const
{
    if (m_session)
        return m_session->displayName();
    const Scenario &scenario = m_document->scenario();
    return QString::fromStdString(scenario.title.empty() ? scenario.name : scenario.title);
}

void MainWindow::showShortcuts()
{
    // The keys of a question's choices and of the practice panel belong to no menu item.
    const QList<ShortcutsDialog::KeyRow> moreKeys = {
        {tr("1 … 9"), tr("Pick the choice with that number (a lesson's question, or a practice "
                         "question while the practice panel is in front)")},
        {tr("Enter"), tr("Practice panel: answer, or after an answer the next question")},
    };
    ShortcutsDialog(m_shortcutActions, moreKeys, this).exec();
}

void MainWindow::exportTimeline()
{
    if (!m_playback->run())
        return;
    const TimeWindow range = m_playback->visibleRange();
    TimelineExportDialog::exportTimeline(this, *m_playback->run(), pictureTitle(),
                                         std::max(0.0, range.fromSeconds), range.toSeconds);
}

void MainWindow::copyTimelineImage()
{
    if (!m_playback->run())
        return;
    TimelineExportOptions options;
    options.title = pictureTitle();
    QApplication::clipboard()->setImage(renderTimelineImage(*m_playback->run(), options));
}

void MainWindow::setThemeChoice(const QString &choice)
{
    m_themeChoice = choice;
    for (QAction *action : m_themeGroup->actions())
        action->setChecked(action->data().toString() == choice);
    Look look = Look::Light;
    if (choice == QLatin1String("dark"))
        look = Look::Dark;
    else if (choice == QLatin1String("contrast"))
        look = Look::HighContrast;
    else if (choice == QLatin1String("system"))
        look = systemLook();
    Theme::instance().setLook(look);
    applyTheme();
}

void MainWindow::setPresentation(bool on)
{
    m_presentation->setChecked(on);
    Theme::instance().setPresentation(on);
    if (on)
        showFullScreen();
    else
        showNormal();
}

void MainWindow::applyTheme()
{
    const Theme &theme = Theme::instance();
    if (m_systemScheme)
        m_systemScheme->setApplicationPalette(widgetPalette(theme.look()));
    QApplication::setFont(scaledApplicationFont(theme.factor()));
    QFont font = QApplication::font();
    font.setPointSizeF(10 * theme.factor());
    menuBar()->setFont(font);
    for (QAction *action : m_scaleGroup->actions())
        action->setChecked(action->data().toInt() ==
                           static_cast<int>(std::lround(theme.scale() * 100)));
    for (QDockWidget *dock : {m_whatIfDock, m_inspectorDock, m_eventsDock, m_notesDock,
                              m_lessonDock, m_practiceDock, m_timeoutDock})
        dock->setFont(theme.font(10, true));
    const int scale = static_cast<int>(std::lround(theme.factor() * 100));
    if (scale != m_sideScale) {
        m_sideWidthAtScale[m_sideScale] = m_whatIfDock->width();
        m_sideScale = scale;
        const auto known = m_sideWidthAtScale.find(scale);
        // Once the panels' new minimum sizes are laid out: until then the old ones bound it.
        if (known != m_sideWidthAtScale.end())
            QTimer::singleShot(0, this, [this, width = known->second] {
                resizeDocks({m_whatIfDock}, {width}, Qt::Horizontal);
            });
    }
}

void MainWindow::about()
{
    QMessageBox::about(
        this, tr("About Inflight"),
        tr("<h3>Inflight %1</h3><p>SQS does not hand a message over, it lends it. Inflight shows "
           "what follows from that: receive, hide, delete, and what happens when the visibility "
           "timeout runs out.</p><p>Licensed under the GNU GPL, version 3 or later.</p>")
            .arg(QApplication::applicationVersion()));
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(settingskeys::windowGeometry).toByteArray());
    restoreState(settings.value(settingskeys::windowState).toByteArray());
    m_playback->setSpeed(settings.value(settingskeys::playbackSpeed, 4.0).toDouble());
    m_playback->setFrameMs(settings.value(settingskeys::playbackFrameMs, 1000).toLongLong());
    Theme::instance().setScale(settings.value(settingskeys::viewScale, 1.0).toDouble());
    setThemeChoice(settings.value(settingskeys::viewTheme, QStringLiteral("system")).toString());
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    // A panel a lesson opened is not part of the user's layout.
    if (m_timeoutDockByLesson)
        m_timeoutDock->hide();
    settings.setValue(settingskeys::windowGeometry, saveGeometry());
    settings.setValue(settingskeys::windowState, saveState());
    settings.setValue(settingskeys::playbackSpeed, m_playback->speed());
    settings.setValue(settingskeys::playbackFrameMs,
                      QVariant::fromValue<qlonglong>(m_playback->frameMs()));
    settings.setValue(settingskeys::viewScale, Theme::instance().scale());
    settings.setValue(settingskeys::viewTheme, m_themeChoice);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    if (isFullScreen())
        setPresentation(false);
    saveSettings();
    m_session->discardRecovery();
    event->accept();
}

} // namespace inflight
