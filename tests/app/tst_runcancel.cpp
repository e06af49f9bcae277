// SPDX-License-Identifier: GPL-3.0-or-later
// A long run the user cancels in the window (issue 11): whatever started it (opening a scenario
// or a session, the recent-sessions menu, a what-if edit, a comparison with a file), the window
// keeps the run it showed and says so in the status bar, without an error box, since nothing went
// wrong.

#include "comparison.h"
#include "mainwindow.h"
#include "messageboxcatcher.h"
#include "sessioncontroller.h"
#include "sessionfile.h"
#include "sessionlibrary.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace inflight;
using namespace inflight::test;

namespace {

/// 60,000 orders: the window runs it in the background, behind its progress dialog; a full run
/// still takes well under a second.
const QByteArray longScenario = R"({"name": "long", "title": "A long run",
    "queues": [{"name": "orders"}],
    "producers": [{"queue": "orders", "rate": {"from": 0, "to": 3000, "perSecond": 20}}],
    "workers": [{"queue": "orders", "count": 30, "processing": 1}]})";

/// Presses the progress dialog's Cancel as each background run starts, as the user would.
void cancelEveryRun(MainWindow &window)
{
    auto *dialog = window.findChild<QProgressDialog *>(QStringLiteral("runProgress"));
    QVERIFY(dialog);
    auto *cancel = dialog->findChild<QPushButton *>();
    QVERIFY(cancel);
    QObject::connect(window.document(), &ScenarioDocument::runStarted, cancel, &QPushButton::click);
}

QAction *recentAction(MainWindow &window, const QString &name)
{
    for (QMenu *menu : window.menuBar()->findChildren<QMenu *>()) {
        if (menu->title().remove(QLatin1Char('&')) != QStringLiteral("Open recent"))
            continue;
        emit menu->aboutToShow();
        for (QAction *action : menu->actions()) {
            if (action->text().contains(name))
                return action;
        }
    }
    return nullptr;
}

} // namespace

class TestRunCancel : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("InflightRunCancelTests"));
        QSettings().clear();
        QFile file(path(QStringLiteral("long.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(longScenario);
        file.close();
        Session session;
        session.scenarioPath = path(QStringLiteral("long.json"));
        session.scenarioText = longScenario;
        QCOMPARE(saveSession(session, path(QStringLiteral("long.inflight"))), QString());
        // Two edits, both applied: the session's run is the second's.
        session.edits = {{WhatIf::Workers, 40}, {WhatIf::VisibilityTimeout, 60}};
        session.editsApplied = 2;
        QCOMPARE(saveSession(session, path(QStringLiteral("edited.inflight"))), QString());
    }

    void aCancelIsNoError_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("acknowledged");
        QTest::newRow("opening a scenario") << "open long.json"
                                            << "Opening long.json was cancelled";
        QTest::newRow("opening a session") << "open long.inflight"
                                           << "Opening long.inflight was cancelled";
        QTest::newRow("opening a session with edits") << "open edited.inflight"
                                                      << "Opening edited.inflight was cancelled";
        QTest::newRow("the recent sessions") << "recent edited.inflight"
                                             << "Opening edited.inflight was cancelled";
        QTest::newRow("comparing with a file") << "compare long.json"
                                               << "Comparing with long.json was cancelled";
        QTest::newRow("a what-if edit") << "edit"
                                        << "The run was cancelled";
    }

    void aCancelIsNoError()
    {
        QFETCH(QString, action);
        QFETCH(QString, acknowledged);
        SessionLibrary library(path(QStringLiteral("library.sqlite")));
        MainWindow window(&library);
        // The recent-sessions menu asks about the unsaved edit first: it is thrown away.
        window.setUnsavedChangesPrompt([] { return QMessageBox::Discard; });
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const bool edit = action == QLatin1String("edit");
        // An edit runs in the background only when the run edited is a long one.
        QVERIFY(edit ? window.openScenario(path(QStringLiteral("long.json")))
                     : window.openScenario(
                           QStringLiteral(INFLIGHT_SCENARIOS "/double-charged-order.json")));
        QCOMPARE(window.document()->setWhatIf(WhatIf::HeartbeatInterval, 10), QString());
        library.noteSession(path(QStringLiteral("edited.inflight")), QStringLiteral("Edited"));
        const std::shared_ptr<const Run> before = window.document()->run();
        const std::string scenarioBefore = window.document()->scenario().name;
        const QString titleBefore = window.windowTitle();
        cancelEveryRun(window);
        MessageBoxCatcher boxes;
        QSignalSpy ended(window.document(), &ScenarioDocument::runEnded);

        const QString file = path(action.section(QLatin1Char(' '), 1));
        if (action.startsWith(QLatin1String("open"))) {
            QVERIFY(!window.openFile(file));
        } else if (action.startsWith(QLatin1String("recent"))) {
            QAction *recent = recentAction(window, QStringLiteral("edited.inflight"));
            QVERIFY(recent);
            recent->trigger();
        } else if (action.startsWith(QLatin1String("compare"))) {
            QVERIFY(!window.compareWithFile(file));
        } else {
            auto *workers = window.findChild<QSpinBox *>(
                QString::fromLatin1(whatIfName(WhatIf::Workers).data(),
                                    static_cast<qsizetype>(whatIfName(WhatIf::Workers).size())));
            QVERIFY(workers);
            workers->setValue(workers->value() + 5);
            QCOMPARE(workers->value(), 30);
        }
        QTest::qWait(100);

        // The run was cancelled, and the window says so without an error box.
        QCOMPARE(ended.count(), 1);
        QCOMPARE(ended.first().first().toBool(), true);
        QVERIFY2(boxes.count() == 0, qPrintable(boxes.all()));
        for (QWidget *widget : QApplication::topLevelWidgets())
            QVERIFY(!(qobject_cast<QMessageBox *>(widget) && widget->isVisible()));
        QVERIFY2(window.statusBar()->currentMessage().startsWith(acknowledged),
                 qPrintable(window.statusBar()->currentMessage()));
        QVERIFY(window.statusBar()->currentMessage().contains(u"the previous run is still shown"));
        // Everything is as it was: the run, the scenario and its edit, the title.
        QCOMPARE(window.document()->run(), before);
        QCOMPARE(window.document()->scenario().name, scenarioBefore);
        QCOMPARE(window.document()->undoStack()->count(), 1);
        QCOMPARE(window.document()->editsApplied(), 1);
        QCOMPARE(window.windowTitle(), titleBefore);
        QVERIFY(!window.comparison()->active());
        // The what-if panel shows no problem with the value either.
        for (QLabel *label : window.findChildren<QLabel *>())
            QVERIFY2(!(label->isVisible() && label->text().contains(u"cancelled")),
                     qPrintable(label->text()));
        if (action.startsWith(QLatin1String("open"))) {
            // The cancelled open has ended: the user's own changes count again.
            window.document()->undoStack()->undo();
            QVERIFY(!window.session()->isModified());
            window.playback()->addAnnotation(
                {Annotation::Anchor::Time, 1000, 0, noMessage, QStringLiteral("after")});
            QVERIFY(window.session()->isModified());
        }
    }

    void aSessionWithEditsRunsOnce()
    {
        // Its run is the edited scenario's, made once (not the original's first, then the
        // edits'), so one Cancel is enough and leaves nothing half open.
        MainWindow window;
        QSignalSpy started(window.document(), &ScenarioDocument::runStarted);
        MessageBoxCatcher boxes;
        QVERIFY(window.openFile(path(QStringLiteral("edited.inflight"))));
        QCOMPARE(started.count(), 1);
        QVERIFY2(boxes.count() == 0, qPrintable(boxes.all()));
        QCOMPARE(window.document()->editsApplied(), 2);
        QCOMPARE(window.document()->run()->scenario.workers.front().count, 40);
        QCOMPARE(window.document()->scenario().name, std::string("long"));
        // The original's run is made when it is compared with.
        window.compareWithOriginal();
        QCOMPARE(started.count(), 2);
        QVERIFY(window.comparison()->active());
    }
};

QTEST_MAIN(TestRunCancel)
#include "tst_runcancel.moc"
