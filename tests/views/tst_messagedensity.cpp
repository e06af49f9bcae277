// SPDX-License-Identifier: GPL-3.0-or-later
// The message lanes zoomed out: the unions a dense row draws, kept in blocks of 16, 256, 4,096
// lanes. For any run of lanes, the blocks' intervals cover exactly the moments the lanes' own
// spans cover, kind by kind; so a pixel row draws the same whether it walks every span or asks
// the blocks.

#include "messagedensity.h"
#include "run.h"
#include "runtimeline.h"
#include "scenario.h"
#include "timelinemodel.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <memory>
#include <vector>

using namespace inflight;

namespace {

using Intervals = std::vector<std::pair<TimeMs, TimeMs>>;

/// `orders` orders at 10 a second, delayed 1 s, on a 2 s visibility timeout, forty workers whose
/// jobs take longer (so that messages are lent again) and sometimes fail, and a dead-letter queue
/// after two receives: every kind of span a dense row draws.
Scenario busyOrders(int orders)
{
    Scenario sc;
    sc.name = "density";
    sc.queues.push_back({"orders-dlq", {}});
    sc.queues.push_back(
        {"orders",
         {{"VisibilityTimeout", "2"},
          {"DelaySeconds", "1"},
          {"RedrivePolicy",
           R"({"deadLetterTargetArn":"arn:aws:sqs:us-east-1:000000000000:orders-dlq","maxReceiveCount":"2"})"}}});
    ProducerSpec producer;
    producer.queue = "orders";
    producer.rates.push_back({0, static_cast<TimeMs>(orders) * 100, 10, false});
    sc.producers.push_back(producer);
    WorkerSpec worker;
    worker.queue = "orders";
    worker.count = 40;
    worker.processing = DurationProfile::fixed(2500);
    // A fifth of the jobs fail: those messages come back, and some reach the dead-letter queue.
    worker.failureRate = 0.2;
    sc.workers.push_back(worker);
    sc.untilMs = static_cast<TimeMs>(orders) * 100 + 60000;
    return sc;
}

/// Sorts and merges touching intervals.
Intervals merged(Intervals list)
{
    std::sort(list.begin(), list.end());
    Intervals out;
    for (const auto &i : list) {
        if (!out.empty() && i.first <= out.back().second)
            out.back().second = std::max(out.back().second, i.second);
        else
            out.push_back(i);
    }
    return out;
}

} // namespace

class TestMessageDensity : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_run = std::make_unique<Run>(simulate(busyOrders(5000)));
        QVERIFY2(m_run->problems.empty(),
                 m_run->problems.empty() ? "" : m_run->problems[0].c_str());
        m_timeline = std::make_unique<RunTimeline>(*m_run);
        m_model = TimelineModel(m_timeline.get());
        QVERIFY(m_model.messageLaneCount() >= 5000);

    }

    void blocksCoverWhatTheLanesCover_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("last");
        QTest::newRow("one lane") << 17 << 18;
        QTest::newRow("a block of 16") << 32 << 48;
        QTest::newRow("across blocks") << 5 << 300;
        QTest::newRow("a block of 4,096 and some") << 0 << 4200;
        QTest::newRow("unaligned, long") << 123 << 4999;
        QTest::newRow("to the last lane") << 4000 << -1;
        QTest::newRow("every lane") << 0 << -1;
    }

    void blocksCoverWhatTheLanesCover()
    {
        QFETCH(int, first);
        QFETCH(int, last);
        if (last < 0)
            last = m_model.messageLaneCount();
        const MessageDensity &density = m_model.density();
        std::array<Intervals, MessageDensity::Categories> fromBlocks;
        density.forEachInterval(first, last, [&](MessageDensity::Category c, TimeMs a, TimeMs b) {
            fromBlocks[c].emplace_back(a, b);
        });
        std::array<Intervals, MessageDensity::Categories> fromLanes;
        for (int lane = first; lane < last; ++lane) {
            for (const PhaseSpan &span : m_model.messageTrack(lane).spans) {
                if (!phaseIsLive(span.phase))
                    continue;
                const auto c = m_model.isDeadLetterQueue(span.queue)  ? MessageDensity::DeadLetter
                               : span.phase == MessagePhase::InFlight ? MessageDensity::InFlight
                               : span.phase == MessagePhase::Delayed  ? MessageDensity::Delayed
                                                                      : MessageDensity::Visible;
                fromLanes[c].emplace_back(span.from,
                                          span.to == neverMs ? m_model.endMs() : span.to);
            }
        }
        for (std::size_t c = 0; c < MessageDensity::Categories; ++c)
            QCOMPARE(merged(fromBlocks[c]), merged(fromLanes[c]));
        // Every kind of span shows up in a run this busy.
        if (first == 0 && last == m_model.messageLaneCount()) {
            for (std::size_t c = 0; c < MessageDensity::Categories; ++c)
                QVERIFY2(!fromLanes[c].empty(), qPrintable(QString::number(c)));
        }
    }

private:
    std::unique_ptr<Run> m_run;
    std::unique_ptr<RunTimeline> m_timeline;
    TimelineModel m_model;
};

QTEST_MAIN(TestMessageDensity)
#include "tst_messagedensity.moc"
