// SPDX-License-Identifier: GPL-3.0-or-later
// The inspector on the double-charged order: m1's handles at t=50 (the first one stale), its
// receive count, deadline and history; worker-1's job and its stale delete at t=45; the hint when
// nothing is selected; clicking a history row moves the playhead.

#include "enginetest.h"
#include "inspectorview.h"
#include "playback.h"
#include "scenarioloader.h"
#include "theme.h"
#include "toytest.h"

#include <QLabel>
#include <QTreeView>

using namespace inflight;

namespace {

#define VERIFY_SHOWS(text, expected)                                                               \
    QVERIFY2(                                                                                      \
        (text).contains(QStringLiteral(expected)),                                                 \
        qPrintable(QStringLiteral("missing \"%1\" in:\n%2").arg(QStringLiteral(expected), text)))

} // namespace

class TestInspectorView : public QObject {
    Q_OBJECT

private slots:
    void hintWhenNothingIsSelected();
    void messageAtFiftySeconds_data();
    void messageAtFiftySeconds();
    void messageFollowsThePlayhead();
    void workerShowsItsJobAndStaleDelete_data();
    void workerShowsItsJobAndStaleDelete();
    void clickingHistorySeeks();
    void followsThemeChanges();
    void keepsTheSelectionAcrossRuns();
    void aQuestionsCurtainHidesWhatComesNext();
};

void TestInspectorView::hintWhenNothingIsSelected()
{
    Playback playback;
    InspectorView view(&playback);
    VERIFY_SHOWS(view.plainText(), "Click a message or a worker on the stage or the timeline");
    playback.setRun(toyRun(false));
    VERIFY_SHOWS(view.plainText(), "Click a message or a worker");
    playback.selectMessage(1);
    QVERIFY(!view.plainText().contains(QLatin1String("Click a message")));
    playback.clearSelection();
    VERIFY_SHOWS(view.plainText(), "Click a message or a worker");
}

void TestInspectorView::messageAtFiftySeconds_data()
{
    QTest::addColumn<bool>("awsHandles");
    QTest::addColumn<QString>("stale");
    QTest::addColumn<QString>("latest");
    QTest::addColumn<QString>("state");

    // The engine's default (one of the two outcomes AWS allows): the first delete, with m1.r1,
    // deletes nothing; worker-2 still holds m1 at t=50.
    QTest::newRow("AWS handles") << true
                                 << "m1.r1 — stale since t=30: here a delete with it deletes "
                                    "nothing (AWS: it might not delete; never rely on either)"
                                 << "m1.r2 — current"
                                 << "in flight in orders since t=30, lent to "
                                    "worker-2 with m1.r2";
    // The toy as shipped deletes with a stale handle, so m1 is gone by t=50.
    QTest::newRow("stale handles delete (the toy as shipped)")
        << false << "m1.r1 — stale since t=30: AWS might or might not delete with it"
        << "m1.r2 — latest; the message is deleted"
        << "deleted at t=45 by worker-1";
}

void TestInspectorView::messageAtFiftySeconds()
{
    QFETCH(bool, awsHandles);
    QFETCH(QString, stale);
    QFETCH(QString, latest);
    QFETCH(QString, state);

    Playback playback;
    playback.setRun(toyRun(awsHandles, 120000));
    InspectorView view(&playback);
    playback.selectMessage(1);
    playback.seek(50000);
    const QString text = view.plainText();
    VERIFY_SHOWS(text, "Message m1 · ord_7731");
    QVERIFY2(text.contains(stale), qPrintable(text));
    QVERIFY2(text.contains(latest), qPrintable(text));
    QVERIFY2(text.contains(state), qPrintable(text));
    VERIFY_SHOWS(text, "2 so far");
    VERIFY_SHOWS(text, "received by worker-1 at t=0 · delete by worker-1 at t=45");
    VERIFY_SHOWS(text, "ord_7731");
    VERIFY_SHOWS(text, "\"orderId\": \"ord_7731\""); // the body, indented JSON
    QVERIFY(text.contains(QString::fromStdString(playback.run()->engine->messageId(1))));
    if (awsHandles)
        VERIFY_SHOWS(text, "Visibility deadline\nt=60, in 10 s");
    else
        QVERIFY(!text.contains(QLatin1String("Visibility deadline")));

    // The history lists every event of m1 with its time; the stale delete among them.
    const QAbstractItemModel *history = view.history()->model();
    QCOMPARE(static_cast<std::size_t>(history->rowCount()),
             playback.timeline()->track(1)->events.size());
    bool staleDelete = false;
    for (int row = 0; row < history->rowCount(); ++row) {
        const QString sentence = history->index(row, 1).data().toString();
        if (sentence.contains(QLatin1String("stale receipt handle")) &&
            history->index(row, 0).data().toString() == QLatin1String("t=45"))
            staleDelete = true;
    }
    QCOMPARE(staleDelete, awsHandles);
    QCOMPARE(history->index(0, 0).data().toString(), QStringLiteral("t=0"));
    QVERIFY(history->index(0, 1).data().toString().contains(QLatin1String("sends m1")));
}

void TestInspectorView::messageFollowsThePlayhead()
{
    Playback playback;
    playback.setRun(toyRun(true, 120000));
    InspectorView view(&playback);
    playback.selectMessage(1);

    playback.seek(20000);
    QString text = view.plainText();
    VERIFY_SHOWS(text, "1 so far");
    VERIFY_SHOWS(text, "m1.r1 — current");
    VERIFY_SHOWS(text, "t=30, in 10 s");
    QVERIFY(!text.contains(QLatin1String("m1.r2")));

    playback.seek(100000);
    text = view.plainText();
    VERIFY_SHOWS(text, "4 so far");
    VERIFY_SHOWS(text, "m1.r3 — stale since t=90");
    VERIFY_SHOWS(text, "m1.r4 — current");

    // Before it is sent there is nothing to hold.
    Scenario late = toyRun(true)->scenario;
    late.producers[0].messages[0].atMs = 10000;
    playback.setRun(std::make_shared<const Run>(simulate(late, std::nullopt, 60000)));
    playback.seek(5000);
    text = view.plainText();
    VERIFY_SHOWS(text, "not sent yet: orders-api sends it at t=10");
    VERIFY_SHOWS(text, "none yet: nobody has received it");
}

void TestInspectorView::workerShowsItsJobAndStaleDelete_data()
{
    QTest::addColumn<bool>("awsHandles");
    QTest::addColumn<QString>("staleDelete");
    QTest::newRow("AWS handles")
        << true
        << "t=45 m1 (ord_7731) with m1.r1 — stale handle (the latest was m1.r2): answered 200 "
           "and, in this run, deleted nothing (AWS allows either)";
    QTest::newRow("stale handles delete (the toy as shipped)")
        << false
        << "t=45 m1 (ord_7731) with m1.r1 — stale handle (the latest was m1.r2), deleted "
           "anyway";
}

void TestInspectorView::workerShowsItsJobAndStaleDelete()
{
    QFETCH(bool, awsHandles);
    QFETCH(QString, staleDelete);

    Playback playback;
    playback.setRun(toyRun(awsHandles, 120000));
    InspectorView view(&playback);
    const ActorId worker1 = actorNamed(*playback.run(), "worker-1");
    playback.selectWorker(worker1);

    playback.seek(30000);
    QString text = view.plainText();
    VERIFY_SHOWS(text, "Worker worker-1");
    VERIFY_SHOWS(text, "working on m1 (ord_7731) with m1.r1 since t=0, until t=45");
    VERIFY_SHOWS(text, "Current job\nm1 (ord_7731) with m1.r1");
    VERIFY_SHOWS(text, "another worker processes the same message");
    QVERIFY(!text.contains(QLatin1String("stale handle")));

    playback.seek(50000);
    text = view.plainText();
    VERIFY_SHOWS(text, "m1 (ord_7731) with m1.r1, t=0–45: side effect done");
    VERIFY_SHOWS(text, "1 with a stale handle");
    QVERIFY2(text.contains(staleDelete), qPrintable(text));
    VERIFY_SHOWS(text, "Heartbeats sent\nnone");
    VERIFY_SHOWS(text, "Crashes\nnone");
    VERIFY_SHOWS(text, "waiting for a message");
    QVERIFY(!text.contains(QLatin1String("Body")));

    // Its history: its own story events, not its polls.
    const QAbstractItemModel *history = view.history()->model();
    QVERIFY(history->rowCount() >= 4);
    for (int row = 0; row < history->rowCount(); ++row)
        QVERIFY(history->index(row, 1).data().toString().startsWith(QLatin1String("worker-1")));
}

void TestInspectorView::clickingHistorySeeks()
{
    Playback playback;
    playback.setRun(toyRun(true, 120000));
    InspectorView view(&playback);
    view.resize(480, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    playback.selectMessage(1);
    playback.seek(0);

    QTreeView *history = view.history();
    int row = -1;
    for (int r = 0; r < history->model()->rowCount(); ++r) {
        if (history->model()->index(r, 1).data().toString().contains(QLatin1String("stale")))
            row = r;
        if (row >= 0)
            break;
    }
    QVERIFY(row >= 0);
    const QModelIndex index = history->model()->index(row, 1);
    history->scrollTo(index);
    QTest::mouseClick(history->viewport(), Qt::LeftButton, {}, history->visualRect(index).center());
    QCOMPARE(playback.time(), 45000);
    QCOMPARE(playback.currentSequence(),
             static_cast<std::int64_t>(index.data(Qt::UserRole).toULongLong()));
    VERIFY_SHOWS(view.plainText(), "m1.r1 — stale since t=30");
}

void TestInspectorView::followsThemeChanges()
{
    Playback playback;
    playback.setRun(toyRun(true, 120000));
    InspectorView view(&playback);
    playback.selectMessage(1);
    playback.seek(50000);
    auto *title = view.findChild<QLabel *>(QStringLiteral("title"));
    QVERIFY(title);
    const qreal before = title->font().pointSizeF();
    Theme::instance().setScale(2.0);
    QCOMPARE(title->font().pointSizeF(), before * 2);
    Theme::instance().setDark(true);
    VERIFY_SHOWS(view.plainText(), "m1.r2 — current");
    Theme::instance().setDark(false);
    Theme::instance().setScale(1.0);
    QCOMPARE(title->font().pointSizeF(), before);
}

void TestInspectorView::keepsTheSelectionAcrossRuns()
{
    Playback playback;
    playback.setRun(toyRun(false, 120000));
    InspectorView view(&playback);
    playback.selectMessage(1);
    playback.seek(50000);
    VERIFY_SHOWS(view.plainText(), "m1.r2 — latest; the message is deleted");

    // A what-if re-run keeps the message selected and shows it in the new run.
    playback.setRun(toyRun(true, 120000));
    VERIFY_SHOWS(view.plainText(), "m1.r2 — current");
    QCOMPARE(static_cast<std::size_t>(view.history()->model()->rowCount()),
             playback.timeline()->track(1)->events.size());

    playback.setRun(nullptr);
    VERIFY_SHOWS(view.plainText(), "Click a message or a worker");
    QCOMPARE(view.history()->model()->rowCount(), 0);
}

QTEST_MAIN(TestInspectorView)
#include "tst_inspectorview.moc"

void TestInspectorView::aQuestionsCurtainHidesWhatComesNext()
{
    // At t=30 worker-2 takes m1 while worker-1 still works on it. A question waiting there must
    // not be answered by the inspector: no later history, no "another worker" warning.
    Playback playback;
    playback.setRun(toyRun(true, 120000));
    InspectorView view(&playback);
    playback.selectMessage(1);
    playback.seek(30000);
    const int all = view.history()->model()->rowCount();
    playback.selectWorker(actorNamed(*playback.run(), "worker-1"));
    QVERIFY(view.plainText().contains(QLatin1String("another worker")));
    playback.setCurtain(TimeMs(30000));
    QVERIFY2(!view.plainText().contains(QLatin1String("another worker")),
             qPrintable(view.plainText()));
    playback.selectMessage(1);
    const QAbstractItemModel *history = view.history()->model();
    QVERIFY(history->rowCount() < all);
    for (int row = 0; row < history->rowCount(); ++row) {
        const QString time = history->index(row, 0).data().toString();
        QVERIFY2(time.mid(2).toDouble() <= 30, qPrintable(time));
    }
    playback.setCurtain(std::nullopt);
    QCOMPARE(history->rowCount(), all);
}
