// SPDX-License-Identifier: GPL-3.0-or-later
// The stage's layout without a widget: StageLayout::arrange, a pure function of the cast, the
// stage at an instant, the size and the theme. At the size of a 1280x720 window, beside a lesson
// (834x292) and at a tiny size, for runs with few and many messages and workers, at many
// instants: cards never overlap and stay inside their queues; worker boxes stay inside the stage
// and clear of each other; notes overlap neither each other nor the boxes; a queue that cannot
// show all its cards counts the rest exactly. The cast comes from the engine's reading of the
// scenario, so a redrive policy's maxReceiveCount written as a string reads as the engine reads
// it.

#include "annotation.h"
#include "queueconfig.h"
#include "run.h"
#include "runtimeline.h"
#include "scenariorun.h"
#include "stagecast.h"
#include "stagelayout.h"
#include "stagestate.h"

#include <QGuiApplication>
#include <QTest>

#include <memory>
#include <string>
#include <vector>

using namespace inflight;

namespace {

/// A lesson's scenario file, or "crowd" for the crowd.
std::shared_ptr<const Run> runOf(const QString &source)
{
    if (source == QLatin1String("crowd"))
        return runScenarioText(crowdScenario);
    return runScenarioFile(source.toUtf8().constData());
}

/// A run, its timeline and cast, laid out at any instant and size as the stage view lays it out
/// (paused, at the theme's factor 1, with the application's font).
struct Stage {
    std::shared_ptr<const Run> run;
    std::unique_ptr<RunTimeline> timeline;
    StageCast cast;
    Annotations notes;

    explicit Stage(std::shared_ptr<const Run> r)
        : run(std::move(r)), timeline(std::make_unique<RunTimeline>(*run)),
          cast(StageCast::of(*run, timeline.get()))
    {
    }

    StageLayout at(TimeMs time, QSize size) const
    {
        StageLayout::Input input;
        input.cast = &cast;
        input.run = run.get();
        input.timeline = timeline.get();
        input.state = stageAt(*timeline, time);
        input.size = size;
        input.font = QGuiApplication::font();
        input.notes = notes;
        return StageLayout::arrange(std::move(input));
    }

    /// Instants spread over the run, its start and end included.
    std::vector<TimeMs> instants(int count) const
    {
        const TimeMs end = run->log().empty() ? 0 : run->log()[run->log().size() - 1].time;
        std::vector<TimeMs> times;
        for (int i = 0; i < count; ++i)
            times.push_back(end * i / (count - 1));
        return times;
    }
};

/// Every card drawn: the ones in queues and the ones held at a worker.
std::vector<std::pair<MessageNumber, QRectF>> cardsOf(const StageLayout &layout)
{
    std::vector<std::pair<MessageNumber, QRectF>> cards;
    for (const StageLayout::QueueBox &q : layout.queues) {
        for (const StageLayout::Slot &slot : q.places)
            cards.emplace_back(slot.message, slot.rect);
    }
    for (const StageLayout::WorkerBox &w : layout.workers) {
        if (!w.held.empty())
            cards.emplace_back(layout.state.cards[static_cast<std::size_t>(w.held.front())].message,
                               w.slot);
    }
    return cards;
}

QString where(TimeMs time, const QString &what)
{
    return QStringLiteral("t=%1 ms: %2").arg(time).arg(what);
}

QString rectText(const QRectF &r)
{
    return QStringLiteral("(%1,%2 %3x%4)").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

} // namespace

class TestStageLayout : public QObject {
    Q_OBJECT

private slots:
    void cardsNeverOverlapAndStayInTheirQueues_data();
    void cardsNeverOverlapAndStayInTheirQueues();
    void everyWorkerBoxIsInsideTheStage_data();
    void everyWorkerBoxIsInsideTheStage();
    void aFullQueueCountsTheCardsItCannotShow_data();
    void aFullQueueCountsTheCardsItCannotShow();
    void notesOverlapNeitherEachOtherNorTheBoxes_data();
    void notesOverlapNeitherEachOtherNorTheBoxes();
    void theSameInputGivesTheSameLayout();
    void theCastReadsTheQueuesAsTheEngineDoes();
    void theCastNamesTheConsumersAsTheSimulationDoes();
    void withoutARunOnlyTheScaleIsSet();

private:
    /// The rows every geometric test runs: runs by the sizes of the stage.
    static void addRunsAndSizes();
};

void TestStageLayout::addRunsAndSizes()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QSize>("size");
    const std::pair<const char *, QString> runs[] = {
        {"the double-charged order", QStringLiteral("double-charged-order.json")},
        {"the outage that filled the DLQ", QStringLiteral("outage-dlq.json")},
        {"three queues of Lambda batches", QStringLiteral("lambda-batches.json")},
        {"the busy period", QStringLiteral("busy-period-double-charge.json")},
        {"a crowd of sixty orders and 24 workers", QStringLiteral("crowd")},
    };
    const std::pair<const char *, QSize> sizes[] = {
        {"1280x720", QSize(1280, 720)},
        {"834x292 beside a lesson", QSize(834, 292)},
        {"a tiny 320x180", QSize(320, 180)},
    };
    for (const auto &[runName, source] : runs) {
        for (const auto &[sizeName, size] : sizes)
            QTest::addRow("%s, %s", runName, sizeName) << source << size;
    }
}

void TestStageLayout::cardsNeverOverlapAndStayInTheirQueues_data()
{
    addRunsAndSizes();
}

void TestStageLayout::cardsNeverOverlapAndStayInTheirQueues()
{
    QFETCH(QString, source);
    QFETCH(QSize, size);
    const auto run = runOf(source);
    QVERIFY(run);
    const Stage stage(run);
    int checked = 0;
    for (const TimeMs t : stage.instants(24)) {
        const StageLayout layout = stage.at(t, size);
        const auto cards = cardsOf(layout);
        for (std::size_t i = 0; i < cards.size(); ++i) {
            for (std::size_t j = i + 1; j < cards.size(); ++j)
                QVERIFY2(!cards[i].second.intersects(cards[j].second),
                         qPrintable(where(t, QStringLiteral("m%1 %2 and m%3 %4")
                                                 .arg(cards[i].first)
                                                 .arg(rectText(cards[i].second))
                                                 .arg(cards[j].first)
                                                 .arg(rectText(cards[j].second)))));
        }
        for (const StageLayout::QueueBox &q : layout.queues) {
            for (const StageLayout::Slot &slot : q.places) {
                QVERIFY2(q.rect.contains(slot.rect),
                         qPrintable(where(t, QStringLiteral("m%1 outside %2")
                                                 .arg(slot.message)
                                                 .arg(QString::fromStdString(q.queue->name)))));
                ++checked;
            }
            if (q.more > 0)
                QVERIFY(q.rect.contains(q.moreRect));
        }
    }
    QVERIFY(checked > 0);
}

void TestStageLayout::everyWorkerBoxIsInsideTheStage_data()
{
    addRunsAndSizes();
}

void TestStageLayout::everyWorkerBoxIsInsideTheStage()
{
    QFETCH(QString, source);
    QFETCH(QSize, size);
    const auto run = runOf(source);
    QVERIFY(run);
    const Stage stage(run);
    const QRectF widget(QPointF(0, 0), QSizeF(size));
    for (const TimeMs t : stage.instants(12)) {
        const StageLayout layout = stage.at(t, size);
        QVERIFY(!layout.workers.empty());
        std::vector<QRectF> boxes;
        for (const StageLayout::WorkerBox &w : layout.workers)
            boxes.push_back(w.rect);
        if (layout.moreWorkers > 0)
            boxes.push_back(layout.moreWorkersRect);
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            QVERIFY2(widget.contains(boxes[i]), qPrintable(where(t, rectText(boxes[i]))));
            QVERIFY2(layout.workerArea.left() <= boxes[i].left() + 0.001 &&
                         boxes[i].right() <= layout.workerArea.right() + 0.001,
                     qPrintable(where(t, QStringLiteral("outside the workers' column"))));
            for (std::size_t j = i + 1; j < boxes.size(); ++j)
                QVERIFY2(!boxes[i].intersects(boxes[j]),
                         qPrintable(where(t, rectText(boxes[i]) + u' ' + rectText(boxes[j]))));
        }
        // Shown and counted, every worker of the cast once.
        QCOMPARE(layout.workers.size() + static_cast<std::size_t>(layout.moreWorkers),
                 stage.cast.workers.size());
        // A worker's slot is inside its box, and the queues and services clear of the workers.
        for (const StageLayout::WorkerBox &w : layout.workers)
            QVERIFY(w.rect.contains(w.slot));
        for (const StageLayout::QueueBox &q : layout.queues) {
            for (const QRectF &box : boxes)
                QVERIFY(!q.rect.intersects(box));
        }
        for (const StageLayout::ServiceBox &s : layout.services) {
            QVERIFY2(widget.contains(s.rect), qPrintable(where(t, rectText(s.rect))));
            for (const QRectF &box : boxes)
                QVERIFY(!s.rect.intersects(box));
        }
    }
}

void TestStageLayout::aFullQueueCountsTheCardsItCannotShow_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<TimeMs>("time");
    QTest::addColumn<bool>("full");
    // Sixty orders arrive at once for 24 workers: at t=0 the queue holds 60 cards.
    QTest::newRow("sixty orders at 1280x720")
        << QStringLiteral("crowd") << QSize(1280, 720) << TimeMs{0} << true;
    QTest::newRow("sixty orders beside a lesson")
        << QStringLiteral("crowd") << QSize(834, 292) << TimeMs{0} << true;
    QTest::newRow("sixty orders, tiny")
        << QStringLiteral("crowd") << QSize(320, 180) << TimeMs{0} << true;
    QTest::newRow("sixty orders at t=10, 1280x720")
        << QStringLiteral("crowd") << QSize(1280, 720) << secondsToMs(10) << true;
    // Lesson 11: three queues, six messages each, at t=1: on a short stage a queue shows what
    // fits and counts the rest.
    QTest::newRow("three queues beside a lesson")
        << QStringLiteral("lambda-batches.json") << QSize(834, 292) << secondsToMs(1) << true;
    QTest::newRow("one order at 1280x720") << QStringLiteral("double-charged-order.json")
                                           << QSize(1280, 720) << secondsToMs(1) << false;
}

void TestStageLayout::aFullQueueCountsTheCardsItCannotShow()
{
    QFETCH(QString, source);
    QFETCH(QSize, size);
    QFETCH(TimeMs, time);
    QFETCH(bool, full);
    const auto run = runOf(source);
    QVERIFY(run);
    const Stage stage(run);
    const StageLayout layout = stage.at(time, size);
    bool someMore = false;
    for (const StageLayout::QueueBox &q : layout.queues) {
        const QByteArray name = QByteArray::fromStdString(q.queue->name);
        int live = 0;
        for (const StageCard &c : layout.state.cards)
            live += c.queue == q.queue->index;
        // The header counts every card in the queue, shown or not.
        QVERIFY2(q.visible + q.inFlight + q.delayed == live, name);
        int shown = 0;
        for (const StageLayout::Slot &slot : q.places)
            shown += slot.card >= 0;
        if (q.more > 0) {
            // "+N more" stands in the last place: N is exactly what is left.
            QCOMPARE(shown + q.more, live);
            someMore = true;
        } else if (!q.places.empty()) {
            QCOMPARE(shown, live);
        } else {
            // A queue with no room for a row shows its header alone; the counts say it all.
            QVERIFY2(live == 0 || q.rect.height() < layout.px(queueHeaderU + cardHU), name);
        }
    }
    QCOMPARE(someMore, full);
}

void TestStageLayout::notesOverlapNeitherEachOtherNorTheBoxes_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x720") << QSize(1280, 720);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
    QTest::newRow("834x292 beside a lesson") << QSize(834, 292);
}

void TestStageLayout::notesOverlapNeitherEachOtherNorTheBoxes()
{
    QFETCH(QSize, size);
    const auto run = runScenarioFile("double-charged-order.json");
    QVERIFY(run);
    Stage stage(run);
    // Notes on both messages, and three on moments, one of them long.
    for (const MessageNumber m : {MessageNumber{1}, MessageNumber{2}})
        stage.notes.push_back(
            {Annotation::Anchor::Message, secondsToMs(1), 0, m, QStringLiteral("watch this one")});
    stage.notes.push_back({Annotation::Anchor::Time, secondsToMs(30), 0, noMessage,
                           QStringLiteral("the visibility timeout runs out here")});
    stage.notes.push_back({Annotation::Anchor::Time, secondsToMs(40), 0, noMessage,
                           QStringLiteral("worker-2 receives the same order, and charges it "
                                          "again: the customer pays twice")});
    stage.notes.push_back({Annotation::Anchor::Time, secondsToMs(44), 0, noMessage,
                           QStringLiteral("nobody noticed")});
    bool sawCallout = false;
    for (const TimeMs t : {secondsToMs(31), secondsToMs(45), secondsToMs(50)}) {
        const StageLayout layout = stage.at(t, size);
        std::vector<QRectF> notes;
        for (const StageLayout::NoteBadge &badge : layout.badges)
            notes.push_back(badge.rect);
        if (!layout.callout.isEmpty()) {
            sawCallout = true;
            notes.push_back(layout.callout);
            // The entries inside the callout, one below the other.
            for (std::size_t i = 0; i < layout.entries.size(); ++i) {
                QVERIFY(layout.callout.contains(layout.entries[i].rect));
                if (i > 0)
                    QVERIFY(layout.entries[i - 1].rect.bottom() <= layout.entries[i].rect.top());
            }
        }
        for (std::size_t i = 0; i < notes.size(); ++i) {
            for (std::size_t j = i + 1; j < notes.size(); ++j)
                QVERIFY2(!notes[i].intersects(notes[j]),
                         qPrintable(where(t, rectText(notes[i]) + u' ' + rectText(notes[j]))));
        }
        // The callout keeps clear of the boxes; a badge hangs from its own card and from no
        // other box.
        for (const StageLayout::WorkerBox &w : layout.workers)
            QVERIFY2(!layout.callout.intersects(w.rect), qPrintable(where(t, rectText(w.rect))));
        for (const StageLayout::QueueBox &q : layout.queues)
            QVERIFY2(!layout.callout.intersects(q.rect), qPrintable(where(t, rectText(q.rect))));
        for (const StageLayout::ServiceBox &s : layout.services)
            QVERIFY2(!layout.callout.intersects(s.rect), qPrintable(where(t, rectText(s.rect))));
        for (const StageLayout::NoteBadge &badge : layout.badges) {
            const QRectF card = layout.cardRect(badge.message);
            QVERIFY(badge.rect.intersects(card));
            for (const auto &[message, other] : cardsOf(layout)) {
                if (message != badge.message)
                    QVERIFY2(!badge.rect.intersects(other),
                             qPrintable(where(t, QStringLiteral("m%1's badge over m%2")
                                                     .arg(badge.message)
                                                     .arg(message))));
            }
        }
    }
    QVERIFY(sawCallout);
}

void TestStageLayout::theSameInputGivesTheSameLayout()
{
    const auto run = runScenarioFile("outage-dlq.json");
    QVERIFY(run);
    const Stage stage(run);
    for (const TimeMs t : stage.instants(9)) {
        const StageLayout a = stage.at(t, QSize(1280, 720));
        const StageLayout b = stage.at(t, QSize(1280, 720));
        const auto cardsA = cardsOf(a);
        const auto cardsB = cardsOf(b);
        QCOMPARE(cardsA.size(), cardsB.size());
        for (std::size_t i = 0; i < cardsA.size(); ++i)
            QCOMPARE(cardsA[i], cardsB[i]);
        QCOMPARE(a.keepClear, b.keepClear);
        QCOMPARE(a.arrows.size(), b.arrows.size());
        for (std::size_t i = 0; i < a.arrows.size(); ++i) {
            QCOMPARE(a.arrows[i].label, b.arrows[i].label);
            QCOMPARE(a.arrows[i].labelRect, b.arrows[i].labelRect);
        }
    }
}

void TestStageLayout::theCastReadsTheQueuesAsTheEngineDoes()
{
    // maxReceiveCount as a string, which CreateQueue accepts: the cast reads it as the engine
    // does, through queueConfig, and finds the dead-letter queue by the policy's ARN.
    Scenario sc;
    sc.name = "string-count";
    sc.queues.push_back(
        {"orders",
         {{"VisibilityTimeout", "45"},
          {"RedrivePolicy", "{\"deadLetterTargetArn\":\"" + queueArnOf("orders-dlq") +
                                "\",\"maxReceiveCount\":\"5\"}"}}});
    sc.queues.push_back({"orders-dlq", {}});
    ProducerSpec producer;
    producer.queue = "orders";
    producer.bursts.push_back({0, 2});
    sc.producers.push_back(producer);
    const Run run = simulate(sc);
    QVERIFY(run.engine);
    const RunTimeline timeline(run);
    const StageCast cast = StageCast::of(run, &timeline);
    QCOMPARE(cast.queues.size(), std::size_t{2});
    const StageCast::Queue &orders = cast.queues[0];
    QCOMPARE(orders.name, std::string("orders"));
    QVERIFY(!orders.deadLetter);
    QCOMPARE(orders.deadLetterQueue, std::string("orders-dlq"));
    QCOMPARE(orders.maxReceiveCount, 5);
    QCOMPARE(orders.visibilitySeconds, std::int64_t{45});
    const StageCast::Queue &dlq = cast.queues[1];
    QVERIFY(dlq.deadLetter);
    QCOMPARE(dlq.sourceQueue, std::string("orders"));
    QCOMPARE(dlq.maxReceiveCount, 5);
    QCOMPARE(dlq.visibilitySeconds, defaultVisibilityTimeoutSeconds);
    // Nobody effects anything: the workers' own effects' box stands alone.
    QCOMPARE(cast.services.size(), std::size_t{1});
    QVERIFY(cast.ownEffects);
}

void TestStageLayout::theCastNamesTheConsumersAsTheSimulationDoes()
{
    const auto run = runOf(QStringLiteral("crowd"));
    QVERIFY(run);
    const Stage stage(run);
    QCOMPARE(stage.cast.workers.size(), std::size_t{24});
    for (std::size_t i = 0; i < stage.cast.workers.size(); ++i) {
        const StageCast::Worker &w = stage.cast.workers[i];
        QCOMPARE(w.name, "worker-" + std::to_string(i + 1));
        QVERIFY(w.actor != engineActor);
        QCOMPARE(run->log().actorName(w.actor), w.name);
        QCOMPARE(stage.cast.worker(w.actor), &w);
        QCOMPARE(w.queue, std::string("orders"));
        QCOMPARE(stage.cast.services[stage.cast.serviceIndexOf(w)].name, std::string("payments"));
    }
    QVERIFY(!stage.cast.ownEffects);
    QVERIFY(!stage.cast.effects.empty());
}

void TestStageLayout::withoutARunOnlyTheScaleIsSet()
{
    const StageCast cast;
    StageLayout::Input input;
    input.cast = &cast;
    input.size = QSize(640, 360);
    input.font = QGuiApplication::font();
    const StageLayout layout = StageLayout::arrange(input);
    QVERIFY(layout.scale.unit > 0);
    QVERIFY(layout.queues.empty());
    QVERIFY(layout.workers.empty());
    QVERIFY(layout.cardRect(1).isEmpty());
}

QTEST_MAIN(TestStageLayout)
#include "tst_stagelayout.moc"
