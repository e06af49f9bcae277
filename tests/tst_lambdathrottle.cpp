// SPDX-License-Identifier: GPL-3.0-or-later
// A Lambda function's reserved concurrency below its event source mapping's: the mapping receives
// without looking at it, so a batch beyond it is throttled. As the Lambda Developer Guide
// documents ("Backoff strategy for failed invocations"), Lambda then backs off, reducing the
// mapping's concurrency, and retries the batch until the messages' visibility timeout ends; only
// then do they go back to the queue, their receive counted. The intervals and the reduction are
// the simulator's (scenario.h); these cases name them where they matter.

#include "enginetest.h"
#include "events.h"
#include "run.h"
#include "runtimeline.h"
#include "stagestate.h"

#include <algorithm>

using namespace inflight;
using namespace inflight::test;

namespace {

constexpr TimeMs s = 1000;

std::vector<Event> eventsOf(const Run &run, EventKind kind, MessageNumber message = noMessage)
{
    std::vector<Event> out;
    const EventLog &log = run.log();
    for (std::uint64_t i = 0; i < log.size(); ++i) {
        if (log[i].kind == kind && (message == noMessage || log[i].message == message))
            out.push_back(log[i]);
    }
    return out;
}

/// The times of the events, in seconds, as "0 1 3" (readable when a comparison fails).
QString timesOf(const std::vector<Event> &events)
{
    QStringList out;
    for (const Event &e : events)
        out << str(formatSeconds(e.time));
    return out.join(u' ');
}

/// How many times the key was effected (0 when never).
int effectsFor(const Run &run, const std::string &key)
{
    const auto index = run.ledger.findKey(key);
    return index ? static_cast<int>(run.ledger.effectCount(*index)) : 0;
}

/// `messages` orders at t=0 on `images` (visibility timeout in seconds, an optional dead-letter
/// queue), a mapping of `pollers` one-message batches, a function reserved to `reserved`.
Scenario throttled(int messages, int pollers, int reserved, TimeMs processingMs,
                   std::int64_t visibilitySeconds, int maxReceiveCount = 0)
{
    Scenario sc;
    QueueSpec queue{"images", {{"VisibilityTimeout", std::to_string(visibilitySeconds)}}};
    if (maxReceiveCount > 0) {
        queue.attributes["RedrivePolicy"] = redrivePolicy("images-dlq", maxReceiveCount);
        sc.queues.push_back(queue);
        sc.queues.push_back({"images-dlq", {}});
    } else {
        sc.queues.push_back(queue);
    }
    ServiceSpec thumbnails;
    thumbnails.name = "thumbnails";
    sc.services.push_back(thumbnails);
    ProducerSpec p;
    p.name = "uploads";
    p.queue = "images";
    p.keyFormat = "img_{n}";
    p.bursts.push_back({0, messages});
    sc.producers.push_back(p);
    LambdaSpec l;
    l.name = "resize";
    l.queue = "images";
    l.batchSize = 1;
    l.concurrency = pollers;
    l.reservedConcurrency = reserved;
    l.processing = DurationProfile::fixed(processingMs);
    l.service = "thumbnails";
    l.functionTimeoutMs = processingMs;
    sc.lambdas.push_back(l);
    return sc;
}

#define VERIFY_RUN(run)                                                                            \
    do {                                                                                           \
        QVERIFY2((run).problems.empty(),                                                           \
                 (run).problems.empty() ? "" : (run).problems.front().c_str());                    \
        INFLIGHT_VERIFY_INVARIANTS((run).log());                                                   \
    } while (false)

} // namespace

class TestLambdaThrottle : public QObject {
    Q_OBJECT
private slots:
    void aThrottledBatchIsRetriedInsideItsLoan_data();
    void aThrottledBatchIsRetriedInsideItsLoan();
    void aFunctionOutlastingTheLoanLetsTheBatchGo_data();
    void aFunctionOutlastingTheLoanLetsTheBatchGo();
    void throttlesLowerTheMappingsConcurrency();
    void reservedConcurrencyThrottlesWhatTheMappingReceived_data();
    void reservedConcurrencyThrottlesWhatTheMappingReceived();
    void theSameSeedGivesTheSameLog();
};

void TestLambdaThrottle::aThrottledBatchIsRetriedInsideItsLoan_data()
{
    QTest::addColumn<int>("processingSeconds");
    QTest::addColumn<QString>("throttles");
    QTest::addColumn<QString>("invocations");
    // The simulator's backoff: 1 s, then 2, 4, 8 (lambdaThrottleFirstBackoffMs, doubling).
    QTest::newRow("a 4 s function: throttled at 0, 1 and 3, invoked at 7") << 4 << "0 1 3"
                                                                           << "0 7";
    QTest::newRow("a 2 s function: throttled at 0 and 1, invoked at 3") << 2 << "0 1"
                                                                        << "0 3";
    QTest::newRow("a 10 s function: throttled at 0, 1, 3 and 7, invoked at 15") << 10 << "0 1 3 7"
                                                                                << "0 15";
}

void TestLambdaThrottle::aThrottledBatchIsRetriedInsideItsLoan()
{
    // Two pollers, a function reserved to one, two images, a 30-second loan. The second image's
    // invocation is throttled; the mapping retries it and it is processed when the first
    // invocation's slot is free, inside its first loan: received once, made once, never back in
    // the queue.
    QFETCH(int, processingSeconds);
    QFETCH(QString, throttles);
    QFETCH(QString, invocations);
    const Run run = simulate(throttled(2, 2, 1, processingSeconds * s, 30));
    VERIFY_RUN(run);
    const MessageNumber second = 2;
    const auto failures = eventsOf(run, EventKind::JobFailed, second);
    QCOMPARE(timesOf(failures), throttles);
    for (const Event &e : failures) {
        QVERIFY(isThrottled(e));
        QCOMPARE(e.b, 0); // each one is retried, none let go
    }
    // The last throttle names the retry that ran.
    QCOMPARE(failures.back().a, eventsOf(run, EventKind::LambdaInvoked).back().time);
    QCOMPARE(timesOf(eventsOf(run, EventKind::LambdaInvoked)), invocations);
    QCOMPARE(timesOf(eventsOf(run, EventKind::MessageReceived, second)), QStringLiteral("0"));
    QVERIFY(eventsOf(run, EventKind::VisibilityExpired).empty());
    QCOMPARE(effectsFor(run, "img_1") + effectsFor(run, "img_2"), 2);
    QCOMPARE(run.metrics.duplicateEffects, std::uint64_t(0));
    // The stage keeps the image with its poller while it retries: nobody gave it up.
    const RunTimeline timeline(run);
    const StageState stage = stageAt(timeline, 2 * s);
    const auto card = std::find_if(stage.cards.begin(), stage.cards.end(),
                                   [&](const StageCard &c) { return c.message == second; });
    QVERIFY(card != stage.cards.end());
    QCOMPARE(card->phase, MessagePhase::InFlight);
    QCOMPARE(run.log().actorName(card->holder), std::string("resize-2"));
}

void TestLambdaThrottle::aFunctionOutlastingTheLoanLetsTheBatchGo_data()
{
    QTest::addColumn<int>("visibilitySeconds");
    QTest::addColumn<int>("maxReceiveCount");
    QTest::addColumn<QString>("receives");
    QTest::addColumn<QString>("invocations");
    QTest::addColumn<int>("made");
    QTest::addColumn<int>("deadLettered");
    // The function takes 25 s. With a 30-second loan the second image's retries (0, 1, 3, 7, 15,
    // 23; the next would be 31) outlast it: at 30 it goes back to the queue, its receive counted.
    QTest::newRow("a 30 s loan: let go at 30, received again, made on the second receive")
        << 30 << 0 << "0 30"
        << "0 30" << 1 << 0;
    QTest::newRow("a 30 s loan, maxReceiveCount 1: a valid image in the dead-letter queue")
        << 30 << 1 << "0"
        << "0" << 0 << 1;
    QTest::newRow("a loan six times the function: retried at 31, made in its first loan")
        << 150 << 1 << "0"
        << "0 31" << 1 << 0;
}

void TestLambdaThrottle::aFunctionOutlastingTheLoanLetsTheBatchGo()
{
    QFETCH(int, visibilitySeconds);
    QFETCH(int, maxReceiveCount);
    QFETCH(QString, receives);
    QFETCH(QString, invocations);
    QFETCH(int, made);
    QFETCH(int, deadLettered);
    const Run run = simulate(throttled(2, 2, 1, 25 * s, visibilitySeconds, maxReceiveCount));
    VERIFY_RUN(run);
    const MessageNumber second = 2;
    QCOMPARE(timesOf(eventsOf(run, EventKind::MessageReceived, second)), receives);
    QCOMPARE(timesOf(eventsOf(run, EventKind::LambdaInvoked)), invocations);
    QCOMPARE(effectsFor(run, "img_1"), 1);
    QCOMPARE(effectsFor(run, "img_2"), made);
    QCOMPARE(static_cast<int>(eventsOf(run, EventKind::MovedToDeadLetterQueue).size()),
             deadLettered);
    const auto throttles = eventsOf(run, EventKind::JobFailed, second);
    QCOMPARE(timesOf(throttles), QStringLiteral("0 1 3 7 15 23"));
    const bool letGo = visibilitySeconds * s < 31 * s;
    // The last throttle says what comes next: a retry at 31, or the loan's end at 30.
    QCOMPARE(throttles.back().b, letGo ? 1 : 0);
    QCOMPARE(throttles.back().a, letGo ? 30 * s : 31 * s);
    QCOMPARE(timesOf(eventsOf(run, EventKind::VisibilityExpired, second)),
             letGo ? QStringLiteral("30") : QString());
}

void TestLambdaThrottle::throttlesLowerTheMappingsConcurrency()
{
    // Five pollers, a function reserved to one, ten images, a 4-second function, a long loan.
    // Four batches are throttled at 0: the mapping backs off to one concurrent batch, so the poller
    // whose invocation finished at 4 receives nothing new while the throttled batches wait their
    // turn (invoked at 7, 15, 23 and 31, after 1, 2, 4 and 8 s backoffs). Only when no batch waits
    // on a throttle does the mapping get a batch back and receive again.
    const Run run = simulate(throttled(10, 5, 1, 4 * s, 300));
    VERIFY_RUN(run);
    const QStringList received = timesOf(eventsOf(run, EventKind::MessageReceived)).split(u' ');
    QCOMPARE(received.mid(0, 6).join(u' '), QStringLiteral("0 0 0 0 0 31"));
    QVERIFY2(timesOf(eventsOf(run, EventKind::LambdaInvoked)).startsWith(u"0 7 15 23 31"),
             qPrintable(timesOf(eventsOf(run, EventKind::LambdaInvoked))));
    // Every image is made once and received once: the long loan outlasts every retry.
    QCOMPARE(received.size(), 10);
    QCOMPARE(run.metrics.keysEffected, std::uint64_t(10));
    QCOMPARE(run.metrics.duplicateEffects, std::uint64_t(0));
}

void TestLambdaThrottle::reservedConcurrencyThrottlesWhatTheMappingReceived_data()
{
    QTest::addColumn<int>("pollers");
    QTest::addColumn<int>("reserved");
    QTest::addColumn<int>("throttledAtZero");
    QTest::addColumn<QString>("invocationsFrom");
    QTest::newRow("five pollers, two reserved: three batches throttled")
        << 5 << 2 << 3 << "0 0 7 7 15 15";
    QTest::newRow("no reserved concurrency: five at once") << 5 << 0 << 0 << "0 0 0 0 0 4";
    QTest::newRow("maximum concurrency at the reserved two: no throttle")
        << 2 << 2 << 0 << "0 0 4 4 8 8";
}

void TestLambdaThrottle::reservedConcurrencyThrottlesWhatTheMappingReceived()
{
    // Six one-message batches on a 30-second loan, a 4-second function. The mapping receives with
    // every poller, whatever the function's reserved concurrency: a batch beyond it is throttled
    // (the function does not run on it) and retried inside its loan, so every order is made once
    // and received once.
    QFETCH(int, pollers);
    QFETCH(int, reserved);
    QFETCH(int, throttledAtZero);
    QFETCH(QString, invocationsFrom);
    const Run run = simulate(throttled(6, pollers, reserved, 4 * s, 30));
    VERIFY_RUN(run);
    int throttledAtStart = 0;
    for (const Event &e : eventsOf(run, EventKind::JobFailed)) {
        QVERIFY(isThrottled(e));
        throttledAtStart += e.time == 0 ? 1 : 0;
    }
    QCOMPARE(throttledAtStart, throttledAtZero);
    // The timeline tells a throttle from a failure: the function never ran on the message then.
    std::size_t throttleMarks = 0;
    const RunTimeline timeline(run);
    for (const WorkerTrack &track : timeline.workers()) {
        for (const WorkerMark &mark : track.marks) {
            QVERIFY(mark.kind != WorkerMark::Kind::JobFailed);
            throttleMarks += mark.kind == WorkerMark::Kind::Throttled ? 1 : 0;
        }
    }
    QCOMPARE(throttleMarks, eventsOf(run, EventKind::JobFailed).size());
    QCOMPARE(run.metrics.keysEffected, std::uint64_t(6));
    QCOMPARE(run.metrics.duplicateEffects, std::uint64_t(0));
    const QString invoked = timesOf(eventsOf(run, EventKind::LambdaInvoked));
    QVERIFY2(invoked.startsWith(invocationsFrom), qPrintable(invoked));
    QCOMPARE(static_cast<int>(eventsOf(run, EventKind::MessageReceived).size()), 6);
}

void TestLambdaThrottle::theSameSeedGivesTheSameLog()
{
    // Retries, backoffs and the mapping's concurrency draw nothing at random and iterate no
    // hash container: the same scenario and seed give the same log.
    Scenario sc = throttled(20, 5, 2, 4 * s, 30, 2);
    sc.lambdas[0].processing.kind = DurationProfile::Kind::Uniform;
    sc.lambdas[0].processing.minMs = 1 * s;
    sc.lambdas[0].processing.maxMs = 9 * s;
    sc.lambdas[0].functionTimeoutMs = 10 * s;
    const Run first = simulate(sc, 7);
    const Run second = simulate(sc, 7);
    VERIFY_RUN(first);
    QCOMPARE(first.engine->digest(), second.engine->digest());
    QVERIFY(!eventsOf(first, EventKind::JobFailed).empty());
}

QTEST_GUILESS_MAIN(TestLambdaThrottle)
#include "tst_lambdathrottle.moc"
