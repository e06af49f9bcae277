// SPDX-License-Identifier: GPL-3.0-or-later
// The main window as a user meets it: it opens on the double-charged order with every panel
// showing something, fits a 1280x720 projector, and the keys of DESIGN.md drive the playhead.

#include "enginetest.h"
#include "mainwindow.h"
#include "sessioncontroller.h"
#include "settingskeys.h"
#include "stageview.h"
#include "theme.h"
#include "timelineview.h"
#include "transportbar.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QTimer>

using namespace inflight;

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void opensOnTheDoubleChargedOrder();
    void fitsA720pScreen();
    void keysDriveThePlayhead_data();
    void keysDriveThePlayhead();
    void everyDesignKeyHasAnAction_data();
    void everyDesignKeyHasAnAction();
    void badScenarioKeepsTheCurrentOne();
    void undoRestoresTheRun();
    void closingWithUndoableEditsTouchesNothingHalfDestroyed();
    void theWindowKeepsItsSettingsUnderTheirKeys();
    void theExportDialogTitlesThePictureWithTheSessionsName();
};

void TestMainWindow::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("InflightTests"));
    QSettings().clear();
}

void TestMainWindow::opensOnTheDoubleChargedOrder()
{
    MainWindow window;
    window.openDefaultScenario();
    window.show();
    QVERIFY(window.playback()->run());
    QCOMPARE(window.playback()->time(), 0);
    QCOMPARE(window.playback()->run()->scenario.name, std::string("double-charged-order"));
    QVERIFY(window.windowTitle().contains(QLatin1String("The double-charged order")));
    QCOMPARE(window.playback()->run()->metrics.duplicateEffects, 1u);
    // The readout shows a sentence, not a blank.
    QVERIFY(window.transport()->eventLabel()->text().startsWith(QLatin1String("event ")));
    INFLIGHT_VERIFY_INVARIANTS(window.playback()->run()->log());
}

void TestMainWindow::fitsA720pScreen()
{
    MainWindow window;
    window.openDefaultScenario();
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Nothing forces the window past the projector's size.
    QVERIFY2(window.minimumSizeHint().width() <= 1280,
             qPrintable(QStringLiteral("minimum width %1").arg(window.minimumSizeHint().width())));
    QVERIFY2(
        window.minimumSizeHint().height() <= 720,
        qPrintable(QStringLiteral("minimum height %1").arg(window.minimumSizeHint().height())));
    QCOMPARE(window.size(), QSize(1280, 720));
    QVERIFY(window.stage()->height() >= 200);
    QVERIFY(window.timeline()->height() >= 150);
}

void TestMainWindow::keysDriveThePlayhead_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<qlonglong>("start");
    QTest::addColumn<qlonglong>("expected");
    QTest::newRow("Right: the next event, the second receive at t=30")
        << static_cast<int>(Qt::Key_Right) << 0 << 1000LL << 30000LL;
    QTest::newRow("Page Down steps like Right (presentation clickers)")
        << static_cast<int>(Qt::Key_PageDown) << 0 << 1000LL << 30000LL;
    QTest::newRow("Left: back to the previous event's time")
        << static_cast<int>(Qt::Key_Left) << 0 << 44000LL << 30000LL;
    QTest::newRow("Shift+Right: one frame (1 s) forward")
        << static_cast<int>(Qt::Key_Right) << static_cast<int>(Qt::ShiftModifier) << 10000LL
        << 11000LL;
    QTest::newRow("Shift+Left: one frame back")
        << static_cast<int>(Qt::Key_Left) << static_cast<int>(Qt::ShiftModifier) << 10000LL
        << 9000LL;
    QTest::newRow("Home: the start") << static_cast<int>(Qt::Key_Home) << 0 << 50000LL << 0LL;
    QTest::newRow("End: the end") << static_cast<int>(Qt::Key_End) << 0 << 0LL << 100000LL;
}

void TestMainWindow::keysDriveThePlayhead()
{
    QFETCH(int, key);
    QFETCH(int, modifiers);
    QFETCH(qlonglong, start);
    QFETCH(qlonglong, expected);
    MainWindow window;
    window.openDefaultScenario();
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.playback()->setFrameMs(1000);
    window.playback()->seek(start);
    QTest::keyClick(&window, static_cast<Qt::Key>(key),
                    static_cast<Qt::KeyboardModifiers>(modifiers));
    QCOMPARE(window.playback()->time(), expected);
}

void TestMainWindow::everyDesignKeyHasAnAction_data()
{
    QTest::addColumn<QString>("key");
    for (const char *key :
         {"Space", "Left", "Right", "Shift+Left", "Shift+Right", "Home", "End", "[", "]", "W", "S",
          "A", "D", "F", "?", "PgUp", "PgDown", "Ctrl+Z", "Ctrl+Shift+Z"})
        QTest::newRow(key) << QString::fromLatin1(key);
}

void TestMainWindow::everyDesignKeyHasAnAction()
{
    QFETCH(QString, key);
    MainWindow window;
    const QKeySequence wanted(key);
    bool found = false;
    for (QAction *action : window.shortcutActions()) {
        for (const QKeySequence &shortcut : action->shortcuts())
            found = found || shortcut == wanted;
    }
    QVERIFY2(found, qPrintable(key));
}

void TestMainWindow::badScenarioKeepsTheCurrentOne()
{
    MainWindow window;
    window.openDefaultScenario();
    const std::string before = window.playback()->run()->engine->digest();
    QString problem;
    // The document refuses it; the window (with its dialog) is the same path.
    QVERIFY(!window.document()->load(QStringLiteral("/nonexistent/scenario.json"), &problem));
    QVERIFY(problem.contains(QLatin1String("/nonexistent/scenario.json")));
    QCOMPARE(window.playback()->run()->engine->digest(), before);
}

void TestMainWindow::undoRestoresTheRun()
{
    MainWindow window;
    window.openDefaultScenario();
    window.show();
    const std::string before = window.playback()->run()->engine->digest();
    window.playback()->seek(40000);
    QCOMPARE(window.document()->setWhatIf(WhatIf::VisibilityTimeout, 60), QString());
    QCOMPARE(window.playback()->run()->metrics.duplicateEffects, 0u);
    // The playhead keeps its time across the re-run.
    QCOMPARE(window.playback()->time(), 40000);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(window.playback()->run()->engine->digest(), before);
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(window.playback()->run()->metrics.duplicateEffects, 0u);
}

void TestMainWindow::closingWithUndoableEditsTouchesNothingHalfDestroyed()
{
    // Quitting with edits to undo once re-titled the window from its dying children (the undo
    // stack says it is clean as it clears itself), on a window whose destructor had already run:
    // undefined behaviour that UBSan reports as an invalid downcast.
    auto *window = new MainWindow;
    window->openDefaultScenario();
    QCOMPARE(window->document()->setWhatIf(WhatIf::VisibilityTimeout, 60), QString());
    QVERIFY(window->isWindowModified());
    QSignalSpy modified(window->session(), &SessionController::modifiedChanged);
    delete window;
    QCOMPARE(modified.count(), 0);
}

void TestMainWindow::theWindowKeepsItsSettingsUnderTheirKeys()
{
    // Written on close under the keys of settingskeys.h, read back by the next window.
    {
        MainWindow window;
        window.openDefaultScenario();
        window.playback()->setSpeed(8);
        window.playback()->setFrameMs(500);
        window.show();
        QVERIFY(window.close());
    }
    const QSettings settings;
    QCOMPARE(settings.value(settingskeys::playbackSpeed).toDouble(), 8.0);
    QCOMPARE(settings.value(settingskeys::playbackFrameMs).toLongLong(), 500);
    QVERIFY(!settings.value(settingskeys::windowGeometry).toByteArray().isEmpty());
    QVERIFY(!settings.value(settingskeys::windowState).toByteArray().isEmpty());
    QCOMPARE(settings.value(settingskeys::viewTheme).toString(), QStringLiteral("system"));
    MainWindow again;
    QCOMPARE(again.playback()->speed(), 8.0);
    QCOMPARE(again.playback()->frameMs(), TimeMs(500));
    QSettings().clear();
}

void TestMainWindow::theExportDialogTitlesThePictureWithTheSessionsName()
{
    // The window's title holds Qt's "[*]" placeholder for the unsaved-changes mark, and the export
    // dialog once took the title bar's text with it: "The double-charged order[*]".
    MainWindow window;
    window.openDefaultScenario();
    QCOMPARE(window.document()->setWhatIf(WhatIf::VisibilityTimeout, 60), QString());
    QVERIFY(window.isWindowModified());
    QVERIFY(window.windowTitle().contains(QLatin1String("[*]")));
    QAction *exportTimeline = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text() == QStringLiteral("&Export timeline…"))
            exportTimeline = action;
    }
    QVERIFY(exportTimeline);
    // The dialog is modal: read its title field and close it once it shows.
    QString title;
    QTimer poll;
    connect(&poll, &QTimer::timeout, &window, [&poll, &title] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        poll.stop();
        if (QLineEdit *field = dialog->findChildren<QLineEdit *>().value(0))
            title = field->text();
        dialog->reject();
    });
    poll.start(10);
    exportTimeline->trigger();
    QCOMPARE(title, QStringLiteral("The double-charged order"));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
