// SPDX-License-Identifier: GPL-3.0-or-later
// The event table's model: a row per event of the double-charged order, filtered by message,
// actor, kind and story; the playhead's event marked current; and a run of 100,000 orders reset
// without making a single sentence.

#include "enginetest.h"
#include "eventtablemodel.h"
#include "playback.h"
#include "scenarioloader.h"
#include "toytest.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QSignalSpy>

using namespace inflight;

namespace {

int rowOfKind(const EventTableModel &model, EventKind kind)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, 0).data(EventTableModel::KindRole).toInt() == static_cast<int>(kind))
            return row;
    }
    return -1;
}

QString cell(const EventTableModel &model, int row, int column)
{
    return model.index(row, column).data().toString();
}

/// The rows the model marks current.
QList<int> currentRows(const EventTableModel &model)
{
    QList<int> rows;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, EventTableModel::WhatColumn)
                .data(EventTableModel::IsCurrentRole)
                .toBool())
            rows << row;
    }
    return rows;
}

/// 100,000 orders through 20 workers: a run of about 860,000 events.
Scenario bigScenario()
{
    Scenario scenario;
    scenario.name = "big";
    scenario.queues.push_back({"orders", {{"VisibilityTimeout", "30"}}});
    ProducerSpec producer;
    producer.name = "orders-api";
    producer.queue = "orders";
    producer.rates.push_back({0, 100000 * 1000 / 15, 15, false});
    scenario.producers.push_back(producer);
    WorkerSpec worker;
    worker.queue = "orders";
    worker.count = 20;
    worker.processing = DurationProfile::fixed(1000);
    scenario.workers.push_back(worker);
    return scenario;
}

} // namespace

class TestEventTableModel : public QObject {
    Q_OBJECT

private slots:
    void passesTheModelTesterThroughRunsFiltersAndPlayheadMoves();
    void rowCountsPerFilter_data();
    void rowCountsPerFilter();
    void staleDeleteRowTellsWhatHappened();
    void columnsShowTimeActorMessageHandleAndDetails();
    void currentRowFollowsThePlayhead();
    void onlyTheOldAndNewCurrentRowsChange();
    void pickingAMinorEventMakesItCurrent();
    void rowAtOrBeforeFindsThePlaceOfAFilteredOutEvent();
    void newRunKeepsFiltersThatStillApply();
    void bigRunResetsWithoutMakingSentences();
    void aQuestionsCurtainHidesTheEventsAfterIt_data();
    void aQuestionsCurtainHidesTheEventsAfterIt();
};

void TestEventTableModel::passesTheModelTesterThroughRunsFiltersAndPlayheadMoves()
{
    Playback playback;
    EventTableModel model(&playback);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);

    playback.setRun(toyRun());
    QVERIFY(model.rowCount() > 0);
    const Run &run = *playback.run();
    model.setMessageFilter(1);
    model.setActorFilter(actorNamed(run, "worker-1"));
    model.setGroupFilter(EventGroup::Deletes);
    model.setStoryOnly(false);
    model.setFilter({});
    model.setStoryOnly(false);
    for (int i = -1; i < playback.eventCount(); ++i)
        playback.seekEvent(i);
    playback.seek(playback.endTime());
    model.seekRow(0);
    model.seekRow(model.rowCount() - 1);

    // A what-if re-run, a longer run, and no run at all.
    playback.setRun(toyRun(true, 300000));
    model.setActorFilter(actorNamed(*playback.run(), "worker-2"));
    playback.seek(100000);
    playback.setRun(toyRun(true));
    playback.setRun(nullptr);
    QCOMPARE(model.rowCount(), 0);
    playback.setRun(toyRun());
    QVERIFY(model.rowCount() > 0);
}

void TestEventTableModel::rowCountsPerFilter_data()
{
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("actor");
    QTest::addColumn<int>("group");
    QTest::addColumn<bool>("storyOnly");
    QTest::addColumn<int>("rows");

    const int any = static_cast<int>(EventGroup::Any);
    // The toy's log: 23 events, 10 of them story events, all of those about m1.
    QTest::newRow("story events") << ""
                                  << "" << any << true << 10;
    QTest::newRow("all events") << ""
                                << "" << any << false << 23;
    QTest::newRow("m1's story") << "m1"
                                << "" << any << true << 10;
    QTest::newRow("m1's events: API calls name no message") << "m1"
                                                            << "" << any << false << 10;
    QTest::newRow("worker-1's story") << ""
                                      << "worker-1" << any << true << 4;
    QTest::newRow("worker-1's calls too") << ""
                                          << "worker-1" << any << false << 9;
    QTest::newRow("worker-2's calls too") << ""
                                          << "worker-2" << any << false << 9;
    QTest::newRow("the queue's own timer") << ""
                                           << "engine" << any << true << 1;
    QTest::newRow("deletes") << ""
                             << "" << static_cast<int>(EventGroup::Deletes) << true << 2;
    QTest::newRow("receives") << ""
                              << "" << static_cast<int>(EventGroup::Receives) << true << 2;
    QTest::newRow("receives and empty receives")
        << ""
        << "" << static_cast<int>(EventGroup::Receives) << false << 4;
    QTest::newRow("work") << ""
                          << "" << static_cast<int>(EventGroup::Work) << true << 4;
    QTest::newRow("sends") << ""
                           << "" << static_cast<int>(EventGroup::Sends) << true << 1;
    QTest::newRow("visibility") << ""
                                << "" << static_cast<int>(EventGroup::Visibility) << true << 1;
    QTest::newRow("API calls are not story events")
        << ""
        << "" << static_cast<int>(EventGroup::ApiCalls) << true << 0;
    QTest::newRow("API calls") << ""
                               << "" << static_cast<int>(EventGroup::ApiCalls) << false << 10;
    QTest::newRow("worker-1's deletes")
        << "m1"
        << "worker-1" << static_cast<int>(EventGroup::Deletes) << true << 1;
    QTest::newRow("a message that does not exist") << "m2"
                                                   << "" << any << false << 0;
}

void TestEventTableModel::rowCountsPerFilter()
{
    QFETCH(QString, message);
    QFETCH(QString, actor);
    QFETCH(int, group);
    QFETCH(bool, storyOnly);
    QFETCH(int, rows);

    Playback playback;
    playback.setRun(toyRun());
    QCOMPARE(playback.run()->log().size(), 23u);
    EventTableModel model(&playback);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy filterSpy(&model, &EventTableModel::filterChanged);

    EventFilter filter;
    filter.message = message.isEmpty() ? noMessage : message.mid(1).toUInt();
    filter.actor =
        actor.isEmpty() ? EventFilter::anyActor : actorNamed(*playback.run(), actor.toStdString());
    filter.group = static_cast<EventGroup>(group);
    filter.storyOnly = storyOnly;
    model.setFilter(filter);
    QCOMPARE(model.filter(), filter);
    QCOMPARE(filterSpy.count(), filter == EventFilter{} ? 0 : 1);
    QCOMPARE(model.rowCount(), rows);

    // Rows are in log order and each passes the filter.
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row, 0);
        if (row > 0)
            QVERIFY(model.sequenceAt(row) > model.sequenceAt(row - 1));
        if (storyOnly)
            QVERIFY(index.data(EventTableModel::IsMajorRole).toBool());
        if (filter.group != EventGroup::Any)
            QCOMPARE(index.data(EventTableModel::GroupRole).toInt(), group);
        if (filter.actor != EventFilter::anyActor)
            QCOMPARE(index.data(EventTableModel::ActorRole).toUInt(), filter.actor);
        if (filter.message != noMessage)
            QCOMPARE(index.data(EventTableModel::MessageRole).toUInt(), filter.message);
        QCOMPARE(model.rowOfSequence(model.sequenceAt(row)), row);
    }
}

void TestEventTableModel::staleDeleteRowTellsWhatHappened()
{
    Playback playback;
    playback.setRun(toyRun(true, 120000));
    EventTableModel model(&playback);
    const int row = rowOfKind(model, EventKind::DeleteIgnored);
    QVERIFY(row >= 0);
    const QString sentence = cell(model, row, EventTableModel::WhatColumn);
    QVERIFY2(sentence.contains(QLatin1String("stale receipt handle")), qPrintable(sentence));
    QVERIFY2(sentence.contains(QLatin1String("nothing is deleted")), qPrintable(sentence));
    QCOMPARE(cell(model, row, EventTableModel::TimeColumn), QStringLiteral("45.000"));
    QCOMPARE(cell(model, row, EventTableModel::ActorColumn), QStringLiteral("worker-1"));
    QCOMPARE(cell(model, row, EventTableModel::ReceiptColumn), QStringLiteral("m1.r1"));
    const QString details = cell(model, row, EventTableModel::DetailsColumn);
    QVERIFY2(details.contains(QLatin1String("stale handle (latest m1.r2): nothing deleted")),
             qPrintable(details));
    QVERIFY(model.index(row, 0).data(Qt::ToolTipRole).toString().contains(sentence));
}

void TestEventTableModel::columnsShowTimeActorMessageHandleAndDetails()
{
    Playback playback;
    playback.setRun(toyRun());
    EventTableModel model(&playback);
    QCOMPARE(model.columnCount(), int(EventTableModel::ColumnCount));
    QCOMPARE(model.headerData(EventTableModel::WhatColumn, Qt::Horizontal).toString(),
             QStringLiteral("What happened"));

    // worker-2 receives m1 at t=30 with the second handle; the message is lent until t=60.
    int receive = -1;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, 0).data(EventTableModel::KindRole).toInt() ==
                static_cast<int>(EventKind::MessageReceived) &&
            cell(model, row, EventTableModel::ActorColumn) == QLatin1String("worker-2"))
            receive = row;
    }
    QVERIFY(receive >= 0);
    QCOMPARE(cell(model, receive, EventTableModel::TimeColumn), QStringLiteral("30.000"));
    QCOMPARE(cell(model, receive, EventTableModel::MessageColumn), QStringLiteral("m1 · ord_7731"));
    QCOMPARE(cell(model, receive, EventTableModel::ReceiptColumn), QStringLiteral("m1.r2"));
    QCOMPARE(cell(model, receive, EventTableModel::DetailsColumn),
             QStringLiteral("deadline t=60 · queue orders"));
    QVERIFY(cell(model, receive, EventTableModel::WhatColumn)
                .contains(QLatin1String("worker-2 receives m1 (ord_7731)")));
    QCOMPARE(model.index(receive, 0).data(EventTableModel::TimeRole).toLongLong(), 30000);
    QCOMPARE(model.index(receive, 0).data(EventTableModel::MessageRole).toUInt(), 1u);

    // The second charge is marked a duplicate; a failed call shows AWS's answer.
    const int second = [&] {
        int last = -1;
        for (int row = 0; row < model.rowCount(); ++row) {
            if (model.index(row, 0).data(EventTableModel::KindRole).toInt() ==
                static_cast<int>(EventKind::SideEffect))
                last = row;
        }
        return last;
    }();
    QVERIFY(cell(model, second, EventTableModel::DetailsColumn)
                .contains(QLatin1String("duplicate: effect #2")));
    QCOMPARE(cell(model, second, EventTableModel::MessageColumn), QStringLiteral("m1 · ord_7731"));

    model.setStoryOnly(false);
    const int call = rowOfKind(model, EventKind::ApiCall);
    QCOMPARE(cell(model, call, EventTableModel::MessageColumn), QString());
    QCOMPARE(cell(model, call, EventTableModel::ReceiptColumn), QString());
    QVERIFY(
        cell(model, call, EventTableModel::DetailsColumn).startsWith(QLatin1String("CreateQueue")));
    QVERIFY(!model.index(call, 0).data(EventTableModel::IsMajorRole).toBool());
}

void TestEventTableModel::currentRowFollowsThePlayhead()
{
    Playback playback;
    playback.setRun(toyRun());
    EventTableModel model(&playback);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);

    playback.seekEvent(-1);
    QCOMPARE(model.currentSequence(), -1);
    QCOMPARE(model.currentRow(), -1);
    QVERIFY(currentRows(model).isEmpty());

    for (int i = 0; i < playback.eventCount(); ++i) {
        playback.seekEvent(i);
        QCOMPARE(model.currentSequence(), playback.currentSequence());
        // Story view: the i-th story event is the i-th row.
        QCOMPARE(currentRows(model), QList<int>{i});
        QCOMPARE(model.currentRow(), i);
        QVERIFY(model.index(i, 0).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(model.index(i, 0).data(Qt::BackgroundRole).isValid());
    }

    // Seeking by time lands on the last story event at or before it.
    playback.seek(50000);
    const int row = model.currentRow();
    QVERIFY(row >= 0);
    QCOMPARE(model.index(row, 0).data(EventTableModel::TimeRole).toLongLong(), 45000);
    QVERIFY(row + 1 == model.rowCount() ||
            model.index(row + 1, 0).data(EventTableModel::TimeRole).toLongLong() > 50000);
}

void TestEventTableModel::onlyTheOldAndNewCurrentRowsChange()
{
    Playback playback;
    playback.setRun(toyRun());
    EventTableModel model(&playback);
    playback.seekEvent(2);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy current(&model, &EventTableModel::currentChanged);
    playback.seekEvent(5);
    QCOMPARE(current.count(), 1);
    QCOMPARE(changed.count(), 2);
    QList<int> rows;
    for (const QList<QVariant> &args : changed) {
        const auto topLeft = args.at(0).value<QModelIndex>();
        const auto bottomRight = args.at(1).value<QModelIndex>();
        QCOMPARE(topLeft.row(), bottomRight.row());
        QCOMPARE(topLeft.column(), 0);
        QCOMPARE(bottomRight.column(), EventTableModel::ColumnCount - 1);
        rows << topLeft.row();
    }
    QCOMPARE(rows, (QList<int>{2, 5}));

    // A playhead move within the same event changes nothing.
    changed.clear();
    playback.seek(playback.time());
    QCOMPARE(changed.count(), 0);
}

void TestEventTableModel::pickingAMinorEventMakesItCurrent()
{
    Playback playback;
    playback.setRun(toyRun());
    EventTableModel model(&playback);
    model.setStoryOnly(false);
    // The DeleteMessage call at t=45 sits between two story events at the same moment.
    int call = -1;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row, 0);
        if (index.data(EventTableModel::KindRole).toInt() == static_cast<int>(EventKind::ApiCall) &&
            index.data(EventTableModel::TimeRole).toLongLong() == 45000)
            call = row;
        if (call >= 0)
            break;
    }
    QVERIFY(call >= 0);
    model.seekRow(call);
    QCOMPARE(playback.time(), 45000);
    QCOMPARE(model.currentRow(), call);
    QVERIFY(model.currentSequence() != playback.currentSequence());

    // Moving the playhead on lets the story event take over again.
    playback.stepEvent(1);
    QCOMPARE(model.currentSequence(), playback.currentSequence());
    // Picking a story row is the same as the transport landing on it.
    model.seekRow(
        model.rowOfSequence(static_cast<std::uint64_t>(playback.narration()->major()[1])));
    QCOMPARE(playback.currentEvent(), 1);
    QCOMPARE(model.currentSequence(), playback.currentSequence());
}

void TestEventTableModel::rowAtOrBeforeFindsThePlaceOfAFilteredOutEvent()
{
    Playback playback;
    playback.setRun(toyRun());
    EventTableModel model(&playback);
    model.setActorFilter(actorNamed(*playback.run(), "worker-2"));
    // The VisibilityExpired at t=30 is the engine's, not worker-2's.
    playback.seek(30000);
    playback.seekEvent(playback.currentEvent() - 2);
    const std::int64_t expired = playback.currentSequence();
    QCOMPARE(playback.run()->log()[static_cast<std::uint64_t>(expired)].kind,
             EventKind::VisibilityExpired);
    QCOMPARE(model.currentRow(), -1);
    QCOMPARE(model.rowAtOrBefore(expired), -1); // worker-2 has no story before t=30
    playback.seek(50000);
    const int place = model.rowAtOrBefore(playback.currentSequence());
    QVERIFY(place >= 0);
    QVERIFY(model.sequenceAt(place) < static_cast<std::uint64_t>(playback.currentSequence()));
}

void TestEventTableModel::newRunKeepsFiltersThatStillApply()
{
    Playback playback;
    playback.setRun(toyRun());
    EventTableModel model(&playback);
    const ActorId worker2 = actorNamed(*playback.run(), "worker-2");
    EventFilter filter;
    filter.message = 1;
    filter.actor = worker2;
    filter.group = EventGroup::Deletes;
    model.setFilter(filter);
    QSignalSpy filterSpy(&model, &EventTableModel::filterChanged);
    playback.setRun(toyRun(true, 120000));
    QCOMPARE(model.filter(), filter);
    QCOMPARE(filterSpy.count(), 0);
    QCOMPARE(model.rowCount(), 1); // worker-2's stale delete at t=75

    // The next run has no message 1 and no worker-2.
    Scenario empty;
    empty.queues.push_back({"orders", {}});
    playback.setRun(std::make_shared<const Run>(simulate(empty)));
    QCOMPARE(filterSpy.count(), 1);
    QCOMPARE(model.filter().message, noMessage);
    QCOMPARE(model.filter().actor, EventFilter::anyActor);
    QCOMPARE(model.filter().group, EventGroup::Deletes);
}

void TestEventTableModel::bigRunResetsWithoutMakingSentences()
{
    auto run = std::make_shared<const Run>(simulate(bigScenario()));
    QVERIFY(run->metrics.messagesSent >= 99000);
    QVERIFY(run->log().size() > 500000);
    Playback playback;
    playback.setRun(run);
    EventTableModel model(&playback);

    // The reset is one pass over the log; no sentence is made until a row is painted. A sentence
    // takes microseconds, so making them all would take seconds here.
    QElapsedTimer timer;
    timer.start();
    model.setStoryOnly(false);
    QCOMPARE(static_cast<std::uint64_t>(model.rowCount()), run->log().size());
    const qint64 allMs = timer.restart();
    model.setStoryOnly(true);
    QCOMPARE(static_cast<std::size_t>(model.rowCount()), playback.narration()->major().size());
    const qint64 storyMs = timer.restart();
    qInfo("%llu events: every event shown in %lld ms, the story events in %lld ms",
          static_cast<unsigned long long>(run->log().size()), allMs, storyMs);

    // A what-if re-run resets the model with the story filter kept.
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    playback.setRun(std::make_shared<const Run>(simulate(bigScenario())));
    QCOMPARE(reset.count(), 1);
    QCOMPARE(static_cast<std::size_t>(model.rowCount()), playback.narration()->major().size());

    model.setMessageFilter(50000);
    QCOMPARE(static_cast<std::size_t>(model.rowCount()),
             playback.timeline()->track(50000)->events.size());
    QVERIFY(cell(model, 0, EventTableModel::WhatColumn).contains(QLatin1String("sends m50000")));
    playback.toEnd();
    QCOMPARE(model.currentSequence(), playback.currentSequence());
}

QTEST_MAIN(TestEventTableModel)
#include "tst_eventtablemodel.moc"

void TestEventTableModel::aQuestionsCurtainHidesTheEventsAfterIt_data()
{
    QTest::addColumn<bool>("storyOnly");
    QTest::newRow("story events") << true;
    QTest::newRow("every event") << false;
}

void TestEventTableModel::aQuestionsCurtainHidesTheEventsAfterIt()
{
    // A lesson asks "what happens next?" at t=30: the table must not list the answer.
    QFETCH(bool, storyOnly);
    Playback playback;
    playback.setRun(toyRun());
    EventTableModel model(&playback);
    model.setStoryOnly(storyOnly);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const int all = model.rowCount();
    playback.seek(30000);
    playback.setCurtain(TimeMs(30000));
    QVERIFY(model.rowCount() > 0);
    QVERIFY(model.rowCount() < all);
    for (int row = 0; row < model.rowCount(); ++row)
        QVERIFY(model.index(row, 0).data(EventTableModel::TimeRole).toLongLong() <= 30000);
    // The event at t=45 is not there to be found either.
    std::uint64_t later = 0;
    while (playback.run()->log()[later].time <= 30000)
        ++later;
    QCOMPARE(model.rowOfSequence(later), -1);
    // Answered: everything is back.
    playback.setCurtain(std::nullopt);
    QCOMPARE(model.rowCount(), all);
}
