// SPDX-License-Identifier: GPL-3.0-or-later
// The inspector's history model on the double-charge toy with AWS's handles: m1's events and
// a worker's story events, one row each with the time and the narration's sentence; the
// playhead's event bold on the current-row colour and the events after it greyed; finding the row
// of an event; and every reset and playhead move under QAbstractItemModelTester.

#include "enginetest.h"
#include "inspectorhistorymodel.h"
#include "narration.h"
#include "playback.h"
#include "scenarioloader.h"
#include "theme.h"
#include "toytest.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QSignalSpy>

#include <algorithm>
#include <map>

using namespace inflight;

namespace {

/// The events the inspector lists for a selection: a message's every event, a worker's story
/// events (what it received, worked on, extended, deleted; not its polls).
std::vector<std::uint64_t> historyOf(const Playback &playback, const QString &selection)
{
    const Run &run = *playback.run();
    if (selection.startsWith(QLatin1Char('m')))
        return playback.timeline()->track(selection.mid(1).toUInt())->events;
    std::vector<std::uint64_t> events;
    if (selection.isEmpty())
        return events;
    const ActorId worker = actorNamed(run, selection.toStdString());
    for (std::uint64_t sequence = 0; sequence < run.log().size(); ++sequence) {
        if (run.log()[sequence].actor == worker && isMajorEvent(run.log()[sequence]))
            events.push_back(sequence);
    }
    return events;
}

QVariant cell(const InspectorHistoryModel &model, int row, int column, int role = Qt::DisplayRole)
{
    return model.index(row, column).data(role);
}

} // namespace

class TestInspectorHistoryModel : public QObject {
    Q_OBJECT

private slots:
    void passesTheModelTesterThroughSelectionsRunsAndPlayheadMoves();
    void aRowPerEventOfTheSelection_data();
    void aRowPerEventOfTheSelection();
    void cellsTellTheTimeAndWhatHappened_data();
    void cellsTellTheTimeAndWhatHappened();
    void thePlayheadsEventIsBoldOnTheCurrentRowColourAndLaterOnesAreGreyed_data();
    void thePlayheadsEventIsBoldOnTheCurrentRowColourAndLaterOnesAreGreyed();
    void rowOfFindsAnEventOfTheHistoryOnly_data();
    void rowOfFindsAnEventOfTheHistoryOnly();
    void anOlderRunHasNoCurrentRow();
};

void TestInspectorHistoryModel::passesTheModelTesterThroughSelectionsRunsAndPlayheadMoves()
{
    Playback playback;
    InspectorHistoryModel model(&playback);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), int(InspectorHistoryModel::ColumnCount));

    playback.setRun(toyRun(true, 120000));
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    model.setEvents(playback.sharedRun(), historyOf(playback, QStringLiteral("m1")));
    QVERIFY(model.rowCount() > 0);
    for (int i = -1; i < playback.eventCount(); ++i)
        playback.seekEvent(i);
    model.setEvents(playback.sharedRun(), historyOf(playback, QStringLiteral("worker-1")));
    QVERIFY(model.rowCount() > 0);
    playback.seek(45000);

    // A what-if re-run, and no selection or no run at all.
    playback.setRun(toyRun(true, 120000));
    model.setEvents(playback.sharedRun(), historyOf(playback, QStringLiteral("worker-2")));
    model.setEvents(playback.sharedRun(), {});
    QCOMPARE(model.rowCount(), 0);
    model.setEvents(nullptr, {});
    playback.setRun(nullptr);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(resets.count(), 5);
}

void TestInspectorHistoryModel::aRowPerEventOfTheSelection_data()
{
    QTest::addColumn<QString>("selection");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("firstTime");
    QTest::addColumn<QString>("lastTime");

    // m1 to t=120: sent, then received five times, by worker-1 and worker-2 in turn as each
    // visibility timeout runs out, charged three times, deleted with stale handles to no effect.
    QTest::newRow("m1's every event") << "m1" << 21 << "t=0"
                                      << "t=120";
    // Three receives and jobs, two charges and two stale deletes; not its polls.
    QTest::newRow("worker-1's story events") << "worker-1" << 10 << "t=0"
                                             << "t=120";
    // Its empty receive at t=20 is a poll, not part of its story.
    QTest::newRow("worker-2's story events") << "worker-2" << 6 << "t=30"
                                             << "t=90";
    QTest::newRow("nothing selected") << "" << 0 << ""
                                      << "";
}

void TestInspectorHistoryModel::aRowPerEventOfTheSelection()
{
    QFETCH(QString, selection);
    QFETCH(int, rows);
    QFETCH(QString, firstTime);
    QFETCH(QString, lastTime);

    Playback playback;
    playback.setRun(toyRun(true, 120000));
    InspectorHistoryModel model(&playback);
    const std::vector<std::uint64_t> events = historyOf(playback, selection);
    model.setEvents(playback.sharedRun(), events);

    QCOMPARE(model.rowCount(), rows);
    QCOMPARE(model.columnCount(), 2);
    QCOMPARE(model.headerData(InspectorHistoryModel::TimeColumn, Qt::Horizontal, Qt::DisplayRole)
                 .toString(),
             QStringLiteral("Time"));
    QCOMPARE(model.headerData(InspectorHistoryModel::WhatColumn, Qt::Horizontal, Qt::DisplayRole)
                 .toString(),
             QStringLiteral("What happened"));
    // Every row is its event: both cells carry its log sequence, in the history's order.
    for (int row = 0; row < rows; ++row) {
        for (int column : {0, 1})
            QCOMPARE(cell(model, row, column, InspectorHistoryModel::SequenceRole).toULongLong(),
                     events[static_cast<std::size_t>(row)]);
    }
    if (rows > 0) {
        QCOMPARE(cell(model, 0, InspectorHistoryModel::TimeColumn).toString(), firstTime);
        QCOMPARE(cell(model, rows - 1, InspectorHistoryModel::TimeColumn).toString(), lastTime);
    }
    QVERIFY(!cell(model, rows, 0).isValid());
    // A table: no row has children.
    if (rows > 0) {
        QCOMPARE(model.rowCount(model.index(0, 0)), 0);
        QCOMPARE(model.columnCount(model.index(0, 0)), 0);
    }
}

void TestInspectorHistoryModel::cellsTellTheTimeAndWhatHappened_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("time");
    QTest::addColumn<QString>("what");

    QTest::newRow("m1 is sent") << 0 << "t=0"
                                << "orders-api sends m1 (ord_7731) to orders";
    QTest::newRow("worker-1 receives it")
        << 1 << "t=0"
        << "worker-1 receives m1 (ord_7731) (receipt handle m1.r1); it is hidden until t=30";
    QTest::newRow("its visibility timeout runs out")
        << 3 << "t=30"
        << "m1 (ord_7731)'s visibility timeout runs out: it is visible again in orders, whoever "
           "still holds m1.r1";
    QTest::newRow("worker-2 receives it again")
        << 4 << "t=30"
        << "worker-2 receives m1 (ord_7731) (receipt handle m1.r2, its 2nd receive); it is "
           "hidden until t=60";
}

void TestInspectorHistoryModel::cellsTellTheTimeAndWhatHappened()
{
    QFETCH(int, row);
    QFETCH(QString, time);
    QFETCH(QString, what);

    Playback playback;
    playback.setRun(toyRun(true, 120000));
    InspectorHistoryModel model(&playback);
    model.setEvents(playback.sharedRun(), historyOf(playback, QStringLiteral("m1")));

    using Model = InspectorHistoryModel;
    QCOMPARE(cell(model, row, Model::TimeColumn).toString(), time);
    QCOMPARE(cell(model, row, Model::WhatColumn).toString(), what);
    // The sentence is the tooltip of both cells, for a narrow dock.
    QCOMPARE(cell(model, row, Model::TimeColumn, Qt::ToolTipRole).toString(), what);
    QCOMPARE(cell(model, row, Model::WhatColumn, Qt::ToolTipRole).toString(), what);
    QCOMPARE(cell(model, row, Model::TimeColumn, Qt::TextAlignmentRole).toInt(),
             int(Qt::AlignRight | Qt::AlignTop));
    QCOMPARE(cell(model, row, Model::WhatColumn, Qt::TextAlignmentRole).toInt(),
             int(Qt::AlignLeft | Qt::AlignTop));
}

void TestInspectorHistoryModel::
    thePlayheadsEventIsBoldOnTheCurrentRowColourAndLaterOnesAreGreyed_data()
{
    QTest::addColumn<bool>("dark");
    QTest::addColumn<int>("alpha");

    QTest::newRow("light theme") << false << 90;
    QTest::newRow("dark theme") << true << 110;
}

void TestInspectorHistoryModel::thePlayheadsEventIsBoldOnTheCurrentRowColourAndLaterOnesAreGreyed()
{
    QFETCH(bool, dark);
    QFETCH(int, alpha);

    Theme::instance().setDark(dark);
    Playback playback;
    playback.setRun(toyRun(true, 120000));
    InspectorHistoryModel model(&playback);
    const std::vector<std::uint64_t> events = historyOf(playback, QStringLiteral("m1"));
    model.setEvents(playback.sharedRun(), events);

    // Row 2: worker-1 starts work on m1 at t=0; rows 0 and 1 happened at the same time before it.
    constexpr int current = 2;
    playback.seekSequence(events[current]);
    QCOMPARE(playback.time(), 0);
    for (int row = 0; row < model.rowCount(); ++row) {
        for (int column : {0, 1}) {
            const QVariant font = cell(model, row, column, Qt::FontRole);
            const QVariant background = cell(model, row, column, Qt::BackgroundRole);
            const QVariant foreground = cell(model, row, column, Qt::ForegroundRole);
            if (row == current) {
                QVERIFY(font.value<QFont>().bold());
                QColor yellow(Palette::yellow);
                yellow.setAlpha(alpha);
                QCOMPARE(background.value<QColor>(), yellow);
            } else {
                QVERIFY2(!font.isValid() && !background.isValid(),
                         qPrintable(QString::number(row)));
            }
            // Rows 0 to 2 are at t=0, the playhead's time; the rest are still to come.
            if (row <= current)
                QVERIFY(!foreground.isValid());
            else
                QCOMPARE(foreground.value<QColor>(), Theme::instance().palette().mutedText);
        }
    }

    // The playhead moves on: the current row follows, and what has happened is no longer grey.
    playback.seekSequence(events[4]);
    QVERIFY(!cell(model, current, 1, Qt::FontRole).isValid());
    QVERIFY(cell(model, 4, 1, Qt::FontRole).value<QFont>().bold());
    QVERIFY(!cell(model, 3, 1, Qt::ForegroundRole).isValid());
    Theme::instance().setDark(false);
}

void TestInspectorHistoryModel::rowOfFindsAnEventOfTheHistoryOnly_data()
{
    QTest::addColumn<QString>("which");
    QTest::addColumn<int>("row");

    QTest::newRow("its first event") << "first" << 0;
    QTest::newRow("its fifth event") << "fifth" << 4;
    QTest::newRow("its last event") << "last" << 20;
    QTest::newRow("an event not about m1 (a poll)") << "other" << -1;
    QTest::newRow("between events (-1)") << "none" << -1;
    QTest::newRow("past the end of the log") << "past" << -1;
}

void TestInspectorHistoryModel::rowOfFindsAnEventOfTheHistoryOnly()
{
    QFETCH(QString, which);
    QFETCH(int, row);

    Playback playback;
    playback.setRun(toyRun(true, 120000));
    InspectorHistoryModel model(&playback);
    const std::vector<std::uint64_t> events = historyOf(playback, QStringLiteral("m1"));
    model.setEvents(playback.sharedRun(), events);
    std::uint64_t other = 0;
    while (std::find(events.begin(), events.end(), other) != events.end())
        ++other;
    QVERIFY(playback.run()->log()[other].message != 1);

    const std::map<QString, std::int64_t> sequences = {
        {QStringLiteral("first"), std::int64_t(events.front())},
        {QStringLiteral("fifth"), std::int64_t(events[4])},
        {QStringLiteral("last"), std::int64_t(events.back())},
        {QStringLiteral("other"), std::int64_t(other)},
        {QStringLiteral("none"), -1},
        {QStringLiteral("past"), std::int64_t(playback.run()->log().size() + 10)},
    };
    QCOMPARE(model.rowOf(sequences.at(which)), row);
}

void TestInspectorHistoryModel::anOlderRunHasNoCurrentRow()
{
    // The view keeps the history of the run it was given until it is told again; after a re-run
    // the same sequence is another event, so no row may claim to be the playhead's.
    Playback playback;
    playback.setRun(toyRun(true, 120000));
    InspectorHistoryModel model(&playback);
    const std::vector<std::uint64_t> events = historyOf(playback, QStringLiteral("m1"));
    model.setEvents(playback.sharedRun(), events);
    playback.setRun(toyRun(true, 120000));
    playback.seekSequence(events[2]);
    for (int row = 0; row < model.rowCount(); ++row) {
        QVERIFY(!cell(model, row, 1, Qt::FontRole).isValid());
        QVERIFY(!cell(model, row, 1, Qt::BackgroundRole).isValid());
    }
    // Its rows still tell the older run's events.
    QCOMPARE(cell(model, 0, 1).toString(),
             QStringLiteral("orders-api sends m1 (ord_7731) to orders"));
}

QTEST_MAIN(TestInspectorHistoryModel)
#include "tst_inspectorhistorymodel.moc"
