// SPDX-License-Identifier: GPL-3.0-or-later
// Live in the window: a real client process (boto3) talks to the endpoint the window listens on,
// and the stage and the timeline show it as it happens: the clients' worker cards by their app
// ids, the queue, the receive and delete marks, and two clients holding the same message at once
// highlighted. Pausing the view keeps the playhead while the traffic goes on; going live catches
// up; stopping leaves a run that is saved and reopened as it was.

#include "contrast.h"
#include "listendialog.h"
#include "livesession.h"
#include "livestatus.h"
#include "mainwindow.h"
#include "recordingreplay.h"
#include "sessioncontroller.h"
#include "settingskeys.h"
#include "stagestate.h"
#include "stageview.h"
#include "theme.h"
#include "timelinemodel.h"
#include "timelineview.h"
#include "whatifpanel.h"

#include <qcustomplot.h>

#include <QAbstractSpinBox>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <algorithm>

using namespace inflight;

namespace {

/// Generous: the client is a Python process starting boto3 on a busy machine.
constexpr int clientTimeoutMs = 60'000;

QString clientScript()
{
    return QStringLiteral(INFLIGHT_FIXTURES "/live_window_client.py");
}

ActorId actorNamed(const Run &run, const std::string &name)
{
    for (ActorId a = 1; a < run.log().actorCount(); ++a) {
        if (run.log().actorName(a) == name)
            return a;
    }
    return engineActor;
}

bool hasMark(const RunTimeline &timeline, ActorId actor, WorkerMark::Kind kind)
{
    const WorkerTrack *track = timeline.worker(actor);
    return track && std::any_of(track->marks.begin(), track->marks.end(),
                                [kind](const WorkerMark &m) { return m.kind == kind; });
}

/// The stage shows a worker card for the client with this name (its app id).
bool hasWorkerCard(const StageView &stage, const Run &run, const std::string &name)
{
    const ActorId actor = actorNamed(run, name);
    return actor != engineActor && !stage.workerRect(actor).isEmpty();
}

/// Whether the stage at the playhead shows both workers on the same message (its red bracket).
bool bothProcessing(const Playback &playback, ActorId a, ActorId b)
{
    const StageState state = stageAt(*playback.timeline(), playback.time());
    auto overlapped = [&](ActorId actor) {
        return std::any_of(state.workers.begin(), state.workers.end(),
                           [&](const StageWorker &w) { return w.actor == actor && w.overlapped; });
    };
    return overlapped(a) && overlapped(b);
}

} // namespace

class TestLiveWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("InflightLiveWindowTests"));
        QSettings().clear();
    }

    void aClientIsShownAsItWorksAndLeavesARun();
    void aTakenPortIsSaidAndAnotherOneRemembered();
    void theStatusSaysWhenEveryNetworkCanReachIt();
    void theLiveBadgeReadsInBothThemes();

private:
    QTemporaryDir m_dir;
};

void TestLiveWindow::aClientIsShownAsItWorksAndLeavesARun()
{
    QProcess check;
    check.start(QStringLiteral("python3"), {QStringLiteral("-c"), QStringLiteral("import boto3")});
    if (!check.waitForFinished(30'000) || check.exitStatus() != QProcess::NormalExit ||
        check.exitCode() != 0)
        QSKIP("python3 with boto3 is not on PATH (pip install boto3, or Debian's python3-boto3): "
              "the window test needs a real SQS client");

    MainWindow window;
    window.setUnsavedChangesPrompt([] { return QMessageBox::Discard; });
    window.resize(1280, 720);
    window.show();
    LiveSession *live = window.live();
    Playback *playback = window.playback();
    QString error;
    QVERIFY2(live->listen(QHostAddress::LocalHost, 0, &error), qPrintable(error));
    QVERIFY(live->status()->isVisible());
    QVERIFY(playback->following());
    QVERIFY(window.document()->isRecording());
    // No what-if controls for a recording: they would show defaults, not the clients' queue.
    const QList<WhatIfPanel *> panels = window.findChildren<WhatIfPanel *>();
    QVERIFY(!panels.isEmpty());
    for (WhatIfPanel *panel : panels) {
        QVERIFY(!panel->compareButton()->isVisibleTo(panel));
        for (QAbstractSpinBox *control : panel->findChildren<QAbstractSpinBox *>())
            QVERIFY(!control->isVisibleTo(panel));
    }

    QProcess client;
    QByteArray said;
    connect(&client, &QProcess::readyReadStandardOutput, this,
            [&] { said += client.readAllStandardOutput(); });
    client.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    client.start(QStringLiteral("python3"), {clientScript(), live->url()});
    QVERIFY(client.waitForStarted());
    // The event loop runs while the client works: the endpoint answers it from here.
    QTRY_VERIFY_WITH_TIMEOUT(said.contains("held twice"), clientTimeoutMs);
    // The window shows the run as it was at its last refresh (5 a second): take the latest.
    live->refresh();

    // The stage: the queue the client created and one worker card per client, by its app id.
    QTRY_VERIFY_WITH_TIMEOUT(hasWorkerCard(*window.stage(), *playback->run(), "worker-b"), 5000);
    QVERIFY(hasWorkerCard(*window.stage(), *playback->run(), "worker-a"));
    QVERIFY(!window.stage()->queueRect("orders").isEmpty());
    QCOMPARE(live->clientCount(), std::size_t(3));
    QVERIFY(live->status()->endpointLabel()->text().contains(QStringLiteral("3 clients")));

    // The timeline: the receives and deletes, the stale delete, and the double processing.
    const Run *run = playback->run();
    const ActorId a = actorNamed(*run, "worker-a");
    const ActorId b = actorNamed(*run, "worker-b");
    QVERIFY(a != engineActor && b != engineActor);
    const TimelineModel &model = window.timeline()->model();
    QVERIFY(model.laneOfWorker(a) >= 0 && model.laneOfWorker(b) >= 0);
    QVERIFY(hasMark(*playback->timeline(), a, WorkerMark::Kind::Receive));
    QVERIFY(hasMark(*playback->timeline(), a, WorkerMark::Kind::Delete));
    QVERIFY(hasMark(*playback->timeline(), a, WorkerMark::Kind::StaleDelete));
    QVERIFY(hasMark(*playback->timeline(), b, WorkerMark::Kind::Receive));
    QVERIFY(hasMark(*playback->timeline(), b, WorkerMark::Kind::Delete));
    QCOMPARE(model.overlaps().size(), std::size_t(1));
    const OverlapHighlight overlap = model.overlaps().front();
    QCOMPARE(overlap.firstWorkerLane, model.laneOfWorker(a));
    QCOMPARE(overlap.secondWorkerLane, model.laneOfWorker(b));

    // Pausing the view: the playhead stays while the client sends three more messages.
    playback->pause();
    QVERIFY(!playback->following());
    QVERIFY(live->status()->goLiveButton()->isEnabled());
    const TimeMs pausedAt = playback->time();
    const std::uint64_t sentBefore = playback->run()->metrics.messagesSent;
    client.write("go\n");
    QTRY_VERIFY_WITH_TIMEOUT(said.contains("sent more"), clientTimeoutMs);
    QVERIFY(client.waitForFinished(clientTimeoutMs));
    QCOMPARE(client.exitCode(), 0);
    live->refresh();
    QCOMPARE(playback->run()->metrics.messagesSent, sentBefore + 3);
    QCOMPARE(playback->time(), pausedAt);
    QVERIFY(playback->endTime() > pausedAt);

    // Stepped back into the double processing, the stage brackets the two workers.
    playback->seek(overlap.from);
    QVERIFY(bothProcessing(*playback, a, b));

    // Going live catches up, and the clock goes on without any request.
    playback->goLive();
    QVERIFY(playback->following());
    QCOMPARE(playback->time(), playback->endTime());
    const TimeMs caughtUp = playback->time();
    QTRY_VERIFY_WITH_TIMEOUT(playback->time() > caughtUp + 300, 5000);

    // A zoom while following keeps its width as the window slides with now. (Zoomed in: the
    // timeline keeps a window inside the run, which is only seconds long here.)
    QCPAxis *time = window.timeline()->plot()->xAxis;
    const double now = static_cast<double>(playback->endTime()) / 1000.0;
    const double zoomed = time->range().size() / 2;
    time->setRange(now - zoomed, now);
    QCOMPARE(time->range().size(), zoomed);
    QTest::qWait(500);
    live->refresh();
    QVERIFY(playback->following());
    QVERIFY(qAbs(time->range().size() - zoomed) < 1e-6);
    // Now at the right, with the same margin after it as without a zoom.
    const double end = static_cast<double>(playback->endTime()) / 1000.0;
    QVERIFY(end > now);
    QVERIFY(qAbs(time->range().upper - (end + end * 0.025)) < 0.01);

    // Stopping leaves an ordinary run: it ends, steps, and is saved and reopened as it was.
    live->stop();
    QVERIFY(!live->listening());
    QVERIFY(!playback->live());
    QVERIFY(!live->status()->isVisible());
    const TimeMs endedAt = playback->endTime();
    QTest::qWait(400);
    QCOMPARE(playback->endTime(), endedAt);
    playback->stepEvent(-1);
    QVERIFY(playback->time() <= endedAt);
    const std::string digest = playback->run()->engine->digest();
    const std::uint64_t events = playback->run()->log().size();
    const std::size_t overlaps = window.timeline()->model().overlaps().size();
    const QString file = m_dir.filePath(QStringLiteral("live.inflight"));
    QVERIFY(window.saveAs(file));

    MainWindow reopened;
    reopened.resize(1280, 720);
    reopened.show();
    QVERIFY(reopened.openSession(file));
    QVERIFY(reopened.document()->isRecording());
    QCOMPARE(reopened.playback()->run()->engine->digest(), digest);
    QCOMPARE(reopened.playback()->run()->log().size(), events);
    QCOMPARE(reopened.playback()->endTime(), endedAt);
    QCOMPARE(reopened.timeline()->model().overlaps().size(), overlaps);
    QVERIFY(hasWorkerCard(*reopened.stage(), *reopened.playback()->run(), "worker-a"));
    QCOMPARE(reopened.session()->capture().source, Session::Source::Recording);
}

void TestLiveWindow::aTakenPortIsSaidAndAnotherOneRemembered()
{
    MainWindow window;
    QTcpServer taken;
    QVERIFY(taken.listen(QHostAddress::LocalHost, 0));
    ListenDialog dialog(
        [&](const QString &address, quint16 port, QString *error) {
            return window.live()->listen(address, port, error) ? window.live()->url() : QString();
        },
        &window);
    QCOMPARE(dialog.portBox()->value(), 9324);
    dialog.portBox()->setValue(taken.serverPort());
    QVERIFY(!dialog.tryListen());
    QVERIFY(!dialog.problemLabel()->isHidden());
    QVERIFY(dialog.problemLabel()->text().contains(QString::number(taken.serverPort())));
    QVERIFY(!window.live()->listening());

    // A free port: listening, the dialog gets out of the way, and the status bar has the URL
    // and a command to copy.
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 free = probe.serverPort();
    probe.close();
    dialog.portBox()->setValue(free);
    dialog.show();
    QVERIFY(dialog.tryListen());
    QVERIFY(window.live()->listening());
    QVERIFY(dialog.isHidden());
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    const QString url = QStringLiteral("http://127.0.0.1:%1").arg(free);
    QCOMPARE(dialog.url(), url);
    LiveStatus *status = window.live()->status();
    QVERIFY(status->isVisibleTo(&window));
    QVERIFY(status->endpointLabel()->text().contains(url));
    QVERIFY(!status->endpointLabel()->text().contains(QLatin1String("every network")));
    const QString command = QStringLiteral("aws --endpoint-url %1 sqs list-queues").arg(url);
    QCOMPARE(status->command(), command);
    QGuiApplication::clipboard()->clear();
    status->copyCommandButton()->click();
    QCOMPARE(QGuiApplication::clipboard()->text(), command);
    QCOMPARE(QSettings().value(settingskeys::livePort).toInt(), int(free));
    window.live()->stop();
    QVERIFY(!window.live()->listening());
}

void TestLiveWindow::theStatusSaysWhenEveryNetworkCanReachIt()
{
    Playback playback;
    LiveStatus status(&playback);
    status.setEndpoint(QStringLiteral("http://127.0.0.1:9324"), 1);
    QCOMPARE(status.endpointLabel()->text(), QStringLiteral("http://127.0.0.1:9324 · 1 client"));
    status.setEndpoint(QStringLiteral("http://0.0.0.0:9324"), 2);
    QCOMPARE(status.endpointLabel()->text(),
             QStringLiteral("http://0.0.0.0:9324 (every network) · 2 clients"));
    QVERIFY(status.endpointLabel()->toolTip().contains(QLatin1String("anyone")));
    QCOMPARE(status.command(),
             QStringLiteral("aws --endpoint-url http://0.0.0.0:9324 sqs list-queues"));
}

void TestLiveWindow::theLiveBadgeReadsInBothThemes()
{
    // The badge is type on a filled label; it once was white on the marks' red (3.09:1) and on
    // the dark theme's muted grey (2.2:1).
    Playback playback;
    LiveStatus status(&playback);
    status.setEndpoint(QStringLiteral("http://127.0.0.1:9324"), 1);
    auto *badge = status.findChild<QLabel *>(QStringLiteral("liveState"));
    QVERIFY(badge);
    const bool wasDark = Theme::instance().dark();
    for (const bool dark : {false, true}) {
        Theme::instance().setDark(dark);
        for (const bool live : {false, true}) {
            playback.setLive(live);
            if (live)
                playback.goLive();
            QCOMPARE(playback.following(), live);
            const QPalette colours = badge->palette();
            const double ratio = inflight::test::contrast(colours.color(QPalette::WindowText),
                                                          colours.color(QPalette::Window));
            QVERIFY2(ratio >= 4.5,
                     qPrintable(QStringLiteral("%1 theme, %2: %3:1")
                                    .arg(dark ? QStringLiteral("dark") : QStringLiteral("light"),
                                         badge->text())
                                    .arg(ratio, 0, 'f', 2)));
        }
    }
    Theme::instance().setDark(wasDark);
}

QTEST_MAIN(TestLiveWindow)
#include "tst_livewindow.moc"
