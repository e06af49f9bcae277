// SPDX-License-Identifier: GPL-3.0-or-later
// Sessions in the window: saved, closed and reopened, a session is exactly where it was (the
// scenario, the undo history, the playhead, the zoom, the selection, the notes, the lesson's
// progress); unsaved changes are marked and asked about; a bad file is reported and changes
// nothing; autosave writes a recovery copy that a later start restores after a crash.

#include "comparison.h"
#include "lessonplayer.h"
#include "mainwindow.h"
#include "messageboxcatcher.h"
#include "sessioncontroller.h"
#include "sessionfile.h"
#include "sessionlibrary.h"
#include "timelineview.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QProcess>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <cstdlib>

using namespace inflight;
using namespace inflight::test;

namespace {

QString scenarioPath()
{
    return QStringLiteral(INFLIGHT_SCENARIOS "/double-charged-order.json");
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// A window with the scenario open, three edits of which two are applied, the playhead at 60 s,
/// message 1 selected, zoomed to 20–80 s, and two notes.
void prepare(MainWindow &window)
{
    QVERIFY(window.openScenario(scenarioPath()));
    ScenarioDocument *document = window.document();
    QCOMPARE(document->setWhatIf(WhatIf::VisibilityTimeout, 60), QString());
    QCOMPARE(document->setWhatIf(WhatIf::HeartbeatInterval, 10), QString());
    QCOMPARE(document->setWhatIf(WhatIf::Workers, 3), QString());
    document->undoStack()->undo();
    window.playback()->seek(60'000);
    window.playback()->selectMessage(1);
    window.timeline()->plot()->xAxis->setRange(20, 80);
    window.playback()->addAnnotation(
        {Annotation::Anchor::Time, 30'000, 0, noMessage, QStringLiteral("Timeout ends")});
    window.playback()->addAnnotation(
        {Annotation::Anchor::Message, 45'000, 0, 1, QStringLiteral("Charged here")});
}

} // namespace

class TestSessionWindow : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("InflightSessionTests"));
        QSettings().clear();
    }

    void theCommandLineExportsASessionWithItsNotes()
    {
        const QString file = path(QStringLiteral("for-export.inflight"));
        {
            MainWindow window;
            prepare(window);
            QVERIFY(window.saveAs(file));
        }
        auto exportPicture = [](const QStringList &arguments) {
            QProcess process;
            process.start(QStringLiteral(INFLIGHT_BINARY), arguments);
            process.waitForFinished(120'000);
            return std::pair{process.exitCode(), QString::fromUtf8(process.readAllStandardError())};
        };
        const QString withNotes = path(QStringLiteral("session.png"));
        const auto [status, errors] =
            exportPicture({QStringLiteral("export"), QStringLiteral("--session"), file,
                           QStringLiteral("--out"), withNotes});
        QVERIFY2(status == 0, qPrintable(errors));
        QVERIFY2(!errors.contains(QStringLiteral("warning")), qPrintable(errors));
        const QImage image(withNotes);
        QCOMPARE(image.size(), QSize(1600, 900));
        // The notes are drawn in Tol purple (#AA3377), which nothing else on a timeline uses.
        int purple = 0;
        for (int y = 0; y < image.height(); y += 2) {
            for (int x = 0; x < image.width(); x += 2)
                purple += image.pixelColor(x, y) == QColor(0xAA, 0x33, 0x77) ? 1 : 0;
        }
        QVERIFY2(purple > 50, qPrintable(QString::number(purple)));
        if (qEnvironmentVariableIsSet("INFLIGHT_KEEP_PICTURES"))
            image.save(QStringLiteral("/tmp/inflight-session-export.png"));

        // A damaged session is named, and no picture is written.
        const QString damaged = path(QStringLiteral("damaged.inflight"));
        QFile::remove(damaged);
        QVERIFY(QFile::copy(file, damaged));
        QVERIFY(QFile::resize(damaged, 3000));
        const QString none = path(QStringLiteral("none.png"));
        const auto [badStatus, badErrors] =
            exportPicture({QStringLiteral("export"), QStringLiteral("--session"), damaged,
                           QStringLiteral("--out"), none});
        QCOMPARE(badStatus, 1);
        QVERIFY2(badErrors.contains(damaged) && badErrors.contains(QStringLiteral("damaged")),
                 qPrintable(badErrors));
        QVERIFY(!QFile::exists(none));

        // A session whose edits leave a scenario the engine will not run is named too: a
        // visibility timeout of 0 s under Lambdas with a 10 s function timeout.
        const QString unrunnable = path(QStringLiteral("unrunnable.inflight"));
        Session lambdas;
        lambdas.scenarioText = fileBytes(QStringLiteral(INFLIGHT_SCENARIOS "/lambda-batches.json"));
        lambdas.edits.push_back({WhatIf::VisibilityTimeout, 0});
        lambdas.editsApplied = 1;
        QVERIFY(saveSession(lambdas, unrunnable).isEmpty());
        const auto [runStatus, runErrors] =
            exportPicture({QStringLiteral("export"), QStringLiteral("--session"), unrunnable,
                           QStringLiteral("--out"), none});
        QCOMPARE(runStatus, 1);
        QVERIFY2(runErrors.contains(unrunnable) &&
                     runErrors.contains(QStringLiteral("is less than Function timeout")),
                 qPrintable(runErrors));
        QVERIFY(!QFile::exists(none));
    }

    void aSessionReopensExactlyWhereItWas()
    {
        const QString file = path(QStringLiteral("prepared.inflight"));
        Session saved;
        QString digest;
        {
            MainWindow window;
            window.resize(1280, 720);
            prepare(window);
            QVERIFY(window.session()->isModified());
            QVERIFY(window.isWindowModified());
            QVERIFY(window.saveAs(file));
            QVERIFY(!window.session()->isModified());
            QVERIFY(!window.isWindowModified());
            QVERIFY2(window.windowTitle().startsWith(QStringLiteral("prepared[*]")),
                     qPrintable(window.windowTitle()));
            saved = window.session()->capture();
            digest = QString::fromStdString(window.document()->run()->engine->digest());
        }
        MainWindow window;
        window.resize(1280, 720);
        QVERIFY(window.openSession(file));
        QVERIFY(!window.session()->isModified());
        QCOMPARE(window.session()->path(), QFileInfo(file).absoluteFilePath());
        const std::vector<WhatIfEdit> edits = window.document()->edits();
        QCOMPARE(edits.size(), std::size_t(3));
        QCOMPARE(edits[2], (WhatIfEdit{WhatIf::Workers, 3}));
        QCOMPARE(window.document()->editsApplied(), 2);
        QCOMPARE(QString::fromStdString(window.document()->run()->engine->digest()), digest);
        QCOMPARE(window.playback()->time(), TimeMs(60'000));
        QCOMPARE(window.playback()->selection().kind, Selection::Kind::Message);
        QCOMPARE(window.playback()->selection().message, MessageNumber(1));
        QCOMPARE(window.playback()->annotations().size(), std::size_t(2));
        QCOMPARE(window.playback()->annotations()[1].text, QStringLiteral("Charged here"));
        const QCPRange range = window.timeline()->visibleTimeRange();
        QCOMPARE(range.lower, 20.0);
        QCOMPARE(range.upper, 80.0);
        QVERIFY(window.playback()->visibleRange() == (TimeWindow{20, 80}));
        QVERIFY(window.session()->capture() == saved);
        // The redo tail came back too: the third edit can be redone.
        window.document()->undoStack()->redo();
        QCOMPARE(whatIfValue(window.document()->scenario(), WhatIf::Workers), 3.0);
        QVERIFY(window.session()->isModified());
    }

    void aSessionSetsTheVisibleWindowOrFitsTheStory()
    {
        // The window a session keeps comes back through the Playback, which the timeline
        // follows; a session without one (an older file's) shows the whole story, whatever the
        // zoom was before.
        Session zoomed;
        zoomed.scenarioText = fileBytes(scenarioPath());
        zoomed.viewFromMs = 12'500;
        zoomed.viewToMs = 47'000;
        const QString zoomedFile = path(QStringLiteral("zoomed.inflight"));
        QVERIFY(saveSession(zoomed, zoomedFile).isEmpty());
        Session unzoomed = zoomed;
        unzoomed.viewFromMs = 0;
        unzoomed.viewToMs = 0;
        const QString unzoomedFile = path(QStringLiteral("unzoomed.inflight"));
        QVERIFY(saveSession(unzoomed, unzoomedFile).isEmpty());

        MainWindow window;
        window.resize(1280, 720);
        QVERIFY(window.openSession(zoomedFile));
        QVERIFY(window.playback()->visibleRange() == (TimeWindow{12.5, 47}));
        QCOMPARE(window.timeline()->visibleTimeRange(), QCPRange(12.5, 47));
        QCOMPARE(window.session()->capture().viewFromMs, 12'500.0);
        QCOMPARE(window.session()->capture().viewToMs, 47'000.0);

        QVERIFY(window.openSession(unzoomedFile));
        const TimeWindow story = window.playback()->visibleRange();
        const QCPRange shown = window.timeline()->visibleTimeRange();
        QCOMPARE(shown, QCPRange(story.fromSeconds, story.toSeconds));
        QVERIFY2(story.fromSeconds < 12.5 && story.toSeconds > 47, "not the earlier zoom");
        window.timeline()->fitAll();
        QCOMPARE(window.timeline()->visibleTimeRange(), shown);
    }

    void theEventOnScreenAmongSimultaneousOnesIsKept()
    {
        // At t=45 worker-1 charges the card and deletes in the same millisecond: stepping stops
        // on each, and a session reopens on the one that was on screen.
        const QString file = path(QStringLiteral("simultaneous.inflight"));
        int event = -1;
        {
            MainWindow window;
            QVERIFY(window.openScenario(scenarioPath()));
            Playback *playback = window.playback();
            const Run &run = *playback->run();
            const auto &major = playback->narration()->major();
            for (std::size_t i = 0; i + 1 < major.size() && event < 0; ++i) {
                if (run.log()[major[i]].time == run.log()[major[i + 1]].time)
                    event = static_cast<int>(i);
            }
            QVERIFY(event >= 0);
            playback->seekEvent(event);
            QCOMPARE(playback->currentEvent(), event);
            QVERIFY(window.saveAs(file));
        }
        MainWindow window;
        QVERIFY(window.openSession(file));
        QCOMPARE(window.playback()->currentEvent(), event);
    }

    void aLessonSessionKeepsTheStudentsProgress()
    {
        const QString file = path(QStringLiteral("lesson.inflight"));
        LessonState state;
        {
            MainWindow window;
            QVERIFY(window.openLesson(installedLessonPath(QStringLiteral("double-charged-order"))));
            LessonPlayer *player = window.lessonPlayer();
            const Lesson &lesson = *player->session()->lesson();
            // On to the first question, answered wrongly on purpose, then one step further.
            int question = -1;
            for (std::size_t i = 0; i < lesson.steps.size() && question < 0; ++i) {
                player->session()->next();
                if (lesson.steps[i].question)
                    question = static_cast<int>(i);
            }
            QVERIFY(question >= 0);
            QVERIFY(!player->session()->canGoOn());
            const auto &choices = lesson.steps[std::size_t(question)].question->choices;
            int wrong = 0;
            while (wrong < int(choices.size()) && choices[std::size_t(wrong)].right)
                ++wrong;
            if (lesson.steps[std::size_t(question)].question->kind == Question::Kind::Number)
                player->typeAnswer(QStringLiteral("99"));
            else
                player->chooseAnswer(wrong);
            player->answer();
            QVERIFY(player->session()->canGoOn());
            player->session()->next();
            QVERIFY(window.session()->isModified());
            QVERIFY(window.saveAs(file));
            state = player->session()->state();
            QCOMPARE(state.answers.size(), std::size_t(1));
            QVERIFY(!state.answers[0].right);
        }
        MainWindow window;
        QVERIFY(window.openSession(file));
        LessonPlayer *player = window.lessonPlayer();
        QVERIFY(player->session()->lesson());
        QCOMPARE(QString::fromStdString(player->session()->lesson()->id),
                 QStringLiteral("double-charged-order"));
        QCOMPARE(player->session()->state(), state);
        QCOMPARE(player->session()->position(), state.position);
        QVERIFY(!window.session()->isModified());
        // The answered question does not wait again.
        player->session()->back();
        QVERIFY(player->session()->canGoOn());
        // The student's answer is shown again, with what was said about it.
        QVERIFY2(player->feedback()->text().contains(QStringLiteral("Not quite")),
                 qPrintable(player->feedback()->text()));
    }

    void aLessonStepsComparisonComesBackWithItsSession()
    {
        // The double-charged order's last step (12th) compares its run with a heartbeat's.
        const QString file = path(QStringLiteral("lesson-compare.inflight"));
        {
            MainWindow window;
            QVERIFY(window.openLesson(installedLessonPath(QStringLiteral("double-charged-order"))));
            window.lessonSession()->goTo(11);
            QVERIFY(window.comparison()->active());
            QCOMPARE(window.comparison()->source(), Comparison::Source::LessonStep);
            QVERIFY(window.saveAs(file));
        }
        MainWindow window;
        QVERIFY(window.openSession(file));
        QCOMPARE(window.lessonSession()->position(), 11);
        QVERIFY(window.comparison()->active());
        QCOMPARE(window.comparison()->source(), Comparison::Source::LessonStep);
        QVERIFY(!window.session()->isModified());
        // Leaving the step ends it, as when it was walked to.
        window.lessonSession()->back();
        QVERIFY(!window.comparison()->active());
    }

    void unsavedChangesAreAskedAbout()
    {
        MainWindow window;
        QVERIFY(window.openScenario(scenarioPath()));
        QVERIFY(!window.session()->isModified());
        QCOMPARE(window.document()->setWhatIf(WhatIf::VisibilityTimeout, 45), QString());
        QVERIFY(window.isWindowModified());
        // Undoing back to the saved state is no change at all.
        window.document()->undoStack()->undo();
        QVERIFY(!window.isWindowModified());
        window.playback()->addAnnotation(
            {Annotation::Anchor::Time, 1000, 0, noMessage, QStringLiteral("note")});
        QVERIFY(window.isWindowModified());

        int asked = 0;
        window.setUnsavedChangesPrompt([&asked] {
            ++asked;
            return QMessageBox::Cancel;
        });
        window.show();
        QVERIFY(!window.close());
        QCOMPARE(asked, 1);
        QVERIFY(window.isVisible());
        QVERIFY(!window.newSession());
        QCOMPARE(window.playback()->annotations().size(), std::size_t(1));

        window.setUnsavedChangesPrompt([&asked] {
            ++asked;
            return QMessageBox::Discard;
        });
        QVERIFY(window.newSession());
        // Asked on close, on the cancelled New and on this one.
        QCOMPARE(asked, 3);
        QVERIFY(window.playback()->annotations().empty());
        QVERIFY(!window.isWindowModified());
        QVERIFY(window.close());
    }

    void aBadFileChangesNothing_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not a database") << QByteArray("hello\n") << "not an Inflight session";
        QTest::newRow("empty") << QByteArray() << "is empty";
    }

    void aBadFileChangesNothing()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const QString file = path(QStringLiteral("bad.inflight"));
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(bytes);
        }
        MainWindow window;
        prepare(window);
        const Session before = window.session()->capture();
        MessageBoxCatcher catcher;
        QVERIFY(!window.openSession(file));
        QVERIFY2(catcher.all().contains(expected), qPrintable(catcher.all()));
        QVERIFY2(catcher.all().contains(file), qPrintable(catcher.all()));
        QVERIFY(window.session()->capture() == before);
        QVERIFY(window.session()->isModified());
        QCOMPARE(fileBytes(file), bytes);
    }

    void aFailedSaveKeepsTheWorkAndTheFile()
    {
        const QString file = path(QStringLiteral("locked.inflight"));
        Session minimal;
        minimal.scenarioText = fileBytes(scenarioPath());
        QVERIFY(saveSession(minimal, file).isEmpty());
        QVERIFY(QFile::setPermissions(file, QFileDevice::ReadOwner));
        const QByteArray before = fileBytes(file);
        MainWindow window;
        prepare(window);
        MessageBoxCatcher catcher;
        QVERIFY(!window.saveAs(file));
        QVERIFY2(catcher.all().contains(QStringLiteral("read-only")), qPrintable(catcher.all()));
        QVERIFY(window.session()->isModified());
        QVERIFY(window.session()->path().isEmpty());
        QCOMPARE(fileBytes(file), before);
        QFile::setPermissions(file, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    }

    void aSessionFromAnotherEngineSaysSo()
    {
        const QString file = path(QStringLiteral("other-engine.inflight"));
        Session session;
        session.scenarioText = fileBytes(scenarioPath());
        session.runDigest = QStringLiteral("0000");
        session.engineVersion = QStringLiteral("0.0.9");
        session.playheadMs = 30'000;
        QVERIFY(saveSession(session, file).isEmpty());
        MainWindow window;
        MessageBoxCatcher catcher;
        QVERIFY(window.openSession(file));
        QVERIFY2(catcher.all().contains(QStringLiteral("saved by Inflight 0.0.9, whose run of it "
                                                       "was different")),
                 qPrintable(catcher.all()));
        QCOMPARE(window.playback()->time(), TimeMs(30'000));
    }

    void theLibraryKeepsRecentSessionsAndProgress()
    {
        SessionLibrary library(path(QStringLiteral("library.sqlite")));
        QVERIFY2(library.error().isEmpty(), qPrintable(library.error()));
        {
            MainWindow window(&library);
            prepare(window);
            QVERIFY(window.saveAs(path(QStringLiteral("first.inflight"))));
            QVERIFY(window.saveAs(path(QStringLiteral("second.inflight"))));
            QVERIFY(window.openLesson(installedLessonPath(QStringLiteral("lent-not-taken"))));
            window.lessonSession()->next();
            window.lessonSession()->next();
        }
        const std::vector<RecentSession> recent = library.recentSessions();
        QCOMPARE(recent.size(), std::size_t(2));
        QCOMPARE(recent[0].path,
                 QFileInfo(path(QStringLiteral("second.inflight"))).absoluteFilePath());
        QCOMPARE(recent[1].path,
                 QFileInfo(path(QStringLiteral("first.inflight"))).absoluteFilePath());
        QCOMPARE(library.progress("lent-not-taken").furthest, 1);
        // A reopened library has the same.
        SessionLibrary again(path(QStringLiteral("library.sqlite")));
        QCOMPARE(again.recentSessions().size(), std::size_t(2));
        QCOMPARE(again.progress("lent-not-taken").furthest, 1);
    }

    void theLibraryKeepsPracticeBoxesAndScores()
    {
        const QString file = path(QStringLiteral("practice-library.sqlite"));
        practice::LeitnerScheduler scheduler;
        scheduler.answer(practice::Topic::Heartbeats, true);
        scheduler.answer(practice::Topic::Heartbeats, true);
        scheduler.answer(practice::Topic::Fifo, false);
        scheduler.answer(practice::Topic::Cost, true);
        {
            SessionLibrary library(file);
            QVERIFY2(library.error().isEmpty(), qPrintable(library.error()));
            QVERIFY(library.practiceState() == practice::SchedulerState{});
            library.recordPractice(scheduler.state());
            QVERIFY(library.practiceState() == scheduler.state());
        }
        // Reopened: the same boxes, scores, clock and streak.
        SessionLibrary again(file);
        const practice::SchedulerState restored = again.practiceState();
        QVERIFY(restored == scheduler.state());
        QCOMPARE(restored.topics[std::size_t(practice::Topic::Heartbeats)].box, 3);
        QCOMPARE(restored.topics[std::size_t(practice::Topic::Fifo)].wrong, 1);
        QCOMPARE(restored.streak, 1);
        QCOMPARE(restored.bestStreak, 2);
        QCOMPARE(restored.answered, 4);
    }

    void aLibraryFromBeforePracticeIsBroughtUpToDate()
    {
        // Format 1 had no practice tables: made from a new library by taking them out.
        const QString file = path(QStringLiteral("library-format-1.sqlite"));
        {
            SessionLibrary library(file);
            library.record("lent-not-taken", {2, 5, false});
        }
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("DROP TABLE practice_topic")));
            QVERIFY(q.exec(QStringLiteral("DROP TABLE practice_summary")));
            QVERIFY(q.exec(QStringLiteral("UPDATE schema_version SET version = 1")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));
        SessionLibrary library(file);
        QVERIFY2(library.error().isEmpty(), qPrintable(library.error()));
        QCOMPARE(library.progress("lent-not-taken").furthest, 2);
        practice::LeitnerScheduler scheduler;
        scheduler.answer(practice::Topic::Delay, true);
        library.recordPractice(scheduler.state());
        QVERIFY(SessionLibrary(file).practiceState() == scheduler.state());
    }

    void aDamagedLibraryIsLeftAloneAndTheAppWorksWithout()
    {
        const QString file = path(QStringLiteral("damaged-library.sqlite"));
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QByteArray("SQLite format 3") + QByteArray(1, '\0') + QByteArray(4000, 'x'));
        }
        const QByteArray before = fileBytes(file);
        SessionLibrary library(file);
        QVERIFY(!library.error().isEmpty());
        library.noteSession(path(QStringLiteral("x.inflight")), QStringLiteral("X"));
        QCOMPARE(library.recentSessions().size(), std::size_t(1));
        QCOMPARE(fileBytes(file), before);
    }

    void autosaveWritesARecoveryCopy()
    {
        const QString folder = path(QStringLiteral("recovery-autosave"));
        MainWindow window;
        window.session()->setRecoveryFolder(folder);
        window.session()->setAutosaveIntervalMs(50);
        QVERIFY(window.openScenario(scenarioPath()));
        QCOMPARE(window.document()->setWhatIf(WhatIf::VisibilityTimeout, 90), QString());
        QTRY_VERIFY(QFile::exists(window.session()->recoveryPath()));
        // This window is alive: its copy is not an orphan.
        QVERIFY(SessionController::orphanedRecoveries(folder).empty());
        const SessionLoad load = loadSession(window.session()->recoveryPath());
        QVERIFY2(load.ok(), qPrintable(load.error));
        QCOMPARE(load.session->edits.size(), std::size_t(1));
        // Saved: the copy is not needed any more.
        QVERIFY(window.saveAs(path(QStringLiteral("autosaved.inflight"))));
        QVERIFY(!QFile::exists(window.session()->recoveryPath()));
    }

    void afterACrashTheWorkIsRestored()
    {
        const QString folder = path(QStringLiteral("recovery-crash"));
        const QString origin = path(QStringLiteral("origin.inflight"));
        // A child process works, autosaves and dies without closing.
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(),
                    {QStringLiteral("--crash-with-unsaved-work"), folder, origin});
        QVERIFY(child.waitForFinished(60'000));
        QCOMPARE(child.exitCode(), 3);
        const std::vector<RecoveryCopy> copies = SessionController::orphanedRecoveries(folder);
        QCOMPARE(copies.size(), std::size_t(1));
        QCOMPARE(copies[0].origin, QFileInfo(origin).absoluteFilePath());
        QCOMPARE(copies[0].title, QStringLiteral("origin"));

        MainWindow window;
        window.session()->setRecoveryFolder(folder);
        QVERIFY(window.restoreRecovery(copies[0]));
        QCOMPARE(window.document()->edits().size(), std::size_t(2));
        QCOMPARE(window.playback()->annotations().size(), std::size_t(1));
        QCOMPARE(window.playback()->annotations()[0].text, QStringLiteral("unsaved note"));
        QVERIFY(window.session()->isModified());
        QCOMPARE(window.session()->path(), QFileInfo(origin).absoluteFilePath());
        // The orphan is gone, replaced by this window's own copy.
        QVERIFY(!QFile::exists(copies[0].path));
        QVERIFY(QFile::exists(window.session()->recoveryPath()));
        QVERIFY(SessionController::orphanedRecoveries(folder).empty());
        // Saving puts the work in its original file.
        QVERIFY(window.save());
        QCOMPARE(loadSession(origin).session->edits.size(), std::size_t(2));
    }
};

/// The crashing child: saves a session to `origin`, changes it, lets autosave write the
/// recovery copy, and exits without any cleanup.
static int crashWithUnsavedWork(const QString &folder, const QString &origin)
{
    MainWindow window;
    window.session()->setRecoveryFolder(folder);
    if (!window.openScenario(scenarioPath()) || !window.saveAs(origin))
        return 1;
    window.document()->setWhatIf(WhatIf::VisibilityTimeout, 60);
    window.document()->setWhatIf(WhatIf::HeartbeatInterval, 10);
    window.playback()->addAnnotation(
        {Annotation::Anchor::Time, 5000, 0, noMessage, QStringLiteral("unsaved note")});
    if (!window.session()->writeRecovery().isEmpty())
        return 2;
    std::_Exit(3);
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() == 4 && arguments[1] == QLatin1String("--crash-with-unsaved-work"))
        return crashWithUnsavedWork(arguments[2], arguments[3]);
    TestSessionWindow test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_sessionwindow.moc"
