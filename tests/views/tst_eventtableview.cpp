// SPDX-License-Identifier: GPL-3.0-or-later
// The event table widget: clicking a row moves the playhead there and selects the row's message,
// the keyboard steps through rows, the current row stays in view as the playhead moves, and the
// filter bar drives the model.

#include "enginetest.h"
#include "englishplurals.h"
#include "eventtableview.h"
#include "playback.h"
#include "scenarioloader.h"
#include "toytest.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableView>

using namespace inflight;

namespace {

int rowOfKind(const EventTableModel &model, EventKind kind, int from = 0)
{
    for (int row = from; row < model.rowCount(); ++row) {
        if (model.index(row, 0).data(EventTableModel::KindRole).toInt() == static_cast<int>(kind))
            return row;
    }
    return -1;
}

void clickRow(QTableView *table, int row)
{
    const QModelIndex index = table->model()->index(row, EventTableModel::WhatColumn);
    table->scrollTo(index);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(index).center());
}

bool rowInView(QTableView *table, int row)
{
    const QRect rect = table->visualRect(table->model()->index(row, 0));
    return rect.isValid() && table->viewport()->rect().contains(rect.center());
}

} // namespace

class TestEventTableView : public QObject {
    Q_OBJECT

    // Counted texts as the program's English catalogue writes them: "10 of 23 events".
    test::EnglishPlurals m_plurals;

private slots:
    void clickingARowSeeksAndSelectsItsMessage();
    void clickingAnApiCallSelectsItsWorker();
    void keyboardStepsThroughRows();
    void currentRowIsScrolledIntoView();
    void filterBarDrivesTheModel();
    void columnsFitTheirContent();
};

void TestEventTableView::clickingARowSeeksAndSelectsItsMessage()
{
    Playback playback;
    EventTableView view(&playback);
    view.resize(1000, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    playback.setRun(toyRun(true, 120000));
    playback.seekEvent(-1);
    QCOMPARE(playback.selection().kind, Selection::Kind::None);

    EventTableModel *model = view.model();
    const int row = rowOfKind(*model, EventKind::DeleteIgnored);
    QVERIFY(row > 0);
    clickRow(view.table(), row);
    QCOMPARE(playback.time(), 45000);
    QCOMPARE(playback.currentSequence(), static_cast<std::int64_t>(model->sequenceAt(row)));
    QCOMPARE(model->currentRow(), row);
    QCOMPARE(playback.selection().kind, Selection::Kind::Message);
    QCOMPARE(playback.selection().message, 1u);
    QCOMPARE(view.table()->currentIndex().row(), row);
    QVERIFY(model->index(row, 0).data(EventTableModel::IsCurrentRole).toBool());

    // The first row: back to t=0.
    clickRow(view.table(), 0);
    QCOMPARE(playback.time(), 0);
    QCOMPARE(model->currentRow(), 0);
}

void TestEventTableView::clickingAnApiCallSelectsItsWorker()
{
    Playback playback;
    playback.setRun(toyRun(true, 120000));
    EventTableView view(&playback);
    view.resize(1000, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *all = view.findChild<QCheckBox *>(QStringLiteral("allEvents"));
    QVERIFY(all);
    QTest::mouseClick(all, Qt::LeftButton, {}, QPoint(all->height() / 2, all->height() / 2));
    QVERIFY(all->isChecked());
    QVERIFY(!view.model()->filter().storyOnly);

    // worker-1's DeleteMessage call at t=45: an API call names no message, so its worker is
    // selected, and it becomes the current row though it is not a story event.
    EventTableModel *model = view.model();
    int call = -1;
    for (int row = 0; row < model->rowCount() && call < 0; ++row) {
        const QModelIndex index = model->index(row, 0);
        if (index.data(EventTableModel::KindRole).toInt() == static_cast<int>(EventKind::ApiCall) &&
            index.data(EventTableModel::TimeRole).toLongLong() == 45000)
            call = row;
    }
    QVERIFY(call >= 0);
    clickRow(view.table(), call);
    QCOMPARE(playback.time(), 45000);
    QCOMPARE(model->currentRow(), call);
    QCOMPARE(playback.selection().kind, Selection::Kind::Worker);
    QCOMPARE(QString::fromStdString(playback.run()->log().actorName(playback.selection().worker)),
             QStringLiteral("worker-1"));
}

void TestEventTableView::keyboardStepsThroughRows()
{
    Playback playback;
    playback.setRun(toyRun());
    EventTableView view(&playback);
    view.resize(1000, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.activateWindow();
    view.setFocus();
    QVERIFY(view.table()->hasFocus() || QTest::qWaitFor([&] { return view.table()->hasFocus(); }));

    clickRow(view.table(), 2);
    EventTableModel *model = view.model();
    QCOMPARE(model->currentRow(), 2);
    QTest::keyClick(view.table(), Qt::Key_Down);
    QCOMPARE(model->currentRow(), 3);
    QCOMPARE(playback.currentSequence(), static_cast<std::int64_t>(model->sequenceAt(3)));
    QTest::keyClick(view.table(), Qt::Key_Down);
    QTest::keyClick(view.table(), Qt::Key_Down);
    QCOMPARE(model->currentRow(), 5);
    QTest::keyClick(view.table(), Qt::Key_Up);
    QCOMPARE(model->currentRow(), 4);
    QTest::keyClick(view.table(), Qt::Key_End, Qt::ControlModifier);
    QCOMPARE(model->currentRow(), model->rowCount() - 1);
    QCOMPARE(playback.time(), playback.run()->log()[model->sequenceAt(model->rowCount() - 1)].time);
    QTest::keyClick(view.table(), Qt::Key_Home, Qt::ControlModifier);
    QCOMPARE(model->currentRow(), 0);
}

void TestEventTableView::currentRowIsScrolledIntoView()
{
    Playback playback;
    // Until retention ends the real-handles toy charges every 30 s: tens of thousands of rows.
    playback.setRun(toyRun(true));
    EventTableView view(&playback);
    view.resize(900, 260);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    EventTableModel *model = view.model();
    QVERIFY(model->rowCount() > 10000);

    for (const TimeMs time :
         {playback.endTime() / 2, playback.endTime(), TimeMs{600000}, playback.endTime() / 3}) {
        playback.seek(time);
        const int row = model->currentRow();
        QVERIFY(row >= 0);
        QVERIFY2(rowInView(view.table(), row), qPrintable(QString::number(time)));
        QCOMPARE(view.table()->currentIndex().row(), row);
    }
    playback.stepEvent(1);
    QVERIFY(rowInView(view.table(), model->currentRow()));
    playback.seekEvent(-1);
    QCOMPARE(model->currentRow(), -1);
    QVERIFY(rowInView(view.table(), 0));

    // Filtered so that the current event is hidden: the table keeps the place of the row before.
    model->setGroupFilter(EventGroup::Deletes);
    playback.seek(playback.endTime() / 2);
    QCOMPARE(model->currentRow(), -1);
    const int place = model->rowAtOrBefore(model->currentSequence());
    QVERIFY(place >= 0);
    QVERIFY(rowInView(view.table(), place));
    QCOMPARE(view.table()->currentIndex().row(), place);

    // Hidden (its dock behind another tab), the table keeps its place without scrolling, and
    // scrolls to it when shown again.
    model->setGroupFilter(EventGroup::Any);
    view.hide();
    const int before = view.table()->verticalScrollBar()->value();
    playback.seek(playback.endTime());
    const int last = model->currentRow();
    QCOMPARE(view.table()->currentIndex().row(), last);
    QCOMPARE(view.table()->verticalScrollBar()->value(), before);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(rowInView(view.table(), last));
}

void TestEventTableView::filterBarDrivesTheModel()
{
    Playback playback;
    playback.setRun(toyRun());
    EventTableView view(&playback);
    EventTableModel *model = view.model();
    auto *message = view.findChild<QComboBox *>(QStringLiteral("messageFilter"));
    auto *actor = view.findChild<QComboBox *>(QStringLiteral("actorFilter"));
    auto *kind = view.findChild<QComboBox *>(QStringLiteral("kindFilter"));
    auto *count = view.findChild<QLabel *>(QStringLiteral("eventCount"));
    QVERIFY(message && actor && kind && count);

    QCOMPARE(message->count(), 2); // all messages, m1
    QCOMPARE(message->itemText(1), QStringLiteral("m1 · ord_7731"));
    QCOMPARE(actor->itemText(1), QStringLiteral("worker-1")); // workers first
    QCOMPARE(count->text(), QStringLiteral("10 of 23 events"));

    emit message->activated(1);
    QCOMPARE(model->filter().message, 1u);
    const int worker2 = actor->findText(QStringLiteral("worker-2"));
    emit actor->activated(worker2);
    QCOMPARE(QString::fromStdString(playback.run()->log().actorName(model->filter().actor)),
             QStringLiteral("worker-2"));
    QCOMPARE(model->rowCount(), 4);
    QCOMPARE(count->text(), QStringLiteral("4 of 23 events"));

    // Asking for API calls shows every event: there is no API call in the story.
    emit actor->activated(0);
    emit message->activated(0);
    emit kind->activated(kind->findData(static_cast<int>(EventGroup::ApiCalls)));
    QVERIFY(!model->filter().storyOnly);
    QCOMPARE(model->rowCount(), 10);
    QVERIFY(view.findChild<QCheckBox *>(QStringLiteral("allEvents"))->isChecked());

    // A filter set on the model shows in the bar.
    model->setFilter({});
    QCOMPARE(kind->currentIndex(), 0);
    QCOMPARE(message->currentIndex(), 0);
    QVERIFY(!view.findChild<QCheckBox *>(QStringLiteral("allEvents"))->isChecked());
    model->setMessageFilter(1);
    QCOMPARE(message->currentIndex(), 1);
}

void TestEventTableView::columnsFitTheirContent()
{
    Playback playback;
    playback.setRun(toyRun());
    EventTableView view(&playback);
    view.resize(1200, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTableView *table = view.table();
    const QFontMetrics metrics(table->font());
    for (int row = 0; row < view.model()->rowCount(); ++row) {
        for (const int column :
             {int(EventTableModel::TimeColumn), int(EventTableModel::ActorColumn),
              int(EventTableModel::MessageColumn), int(EventTableModel::ReceiptColumn)}) {
            const QString text = view.model()->index(row, column).data().toString();
            QVERIFY2(metrics.horizontalAdvance(text) < table->columnWidth(column),
                     qPrintable(text));
        }
    }
    // The sentence column takes the rest.
    QCOMPARE(table->horizontalHeader()->sectionResizeMode(EventTableModel::WhatColumn),
             QHeaderView::Stretch);
    QVERIFY(table->columnWidth(EventTableModel::WhatColumn) > 300);
    // One line per row, all the same height.
    QCOMPARE(table->rowHeight(0), table->rowHeight(view.model()->rowCount() - 1));
    QVERIFY(table->rowHeight(0) >= metrics.height());
}

QTEST_MAIN(TestEventTableView)
#include "tst_eventtableview.moc"
