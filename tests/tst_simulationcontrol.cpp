// SPDX-License-Identifier: GPL-3.0-or-later
// Following and stopping a long run (issue 11): simulate() reports the virtual time it reached
// against the time it expects to end, never going backwards and ending at the end, and stops at
// its next event when asked to, from the same thread or another. Neither changes the run.

#include "enginetest.h"
#include "run.h"
#include "scenarioloader.h"

#include <atomic>
#include <thread>
#include <vector>

using namespace inflight;
using namespace inflight::test;

class TestSimulationControl : public QObject {
    Q_OBJECT

private slots:
    void progressNeverGoesBackAndReachesTheEnd_data();
    void progressNeverGoesBackAndReachesTheEnd();
    void followingARunDoesNotChangeIt();
    void aRefusedScenarioReportsNoProgress();
    void cancellingStopsTheRunWhereItIs();
    void cancellingBeforeTheStartRunsNothing();
    void cancellingFromAnotherThread();
    void expectedMessagesCountsEveryWayOfSending();
};

namespace {

struct Report {
    TimeMs reachedMs;
    TimeMs endMs;
};

Scenario load(const char *text)
{
    const ScenarioLoad load = loadScenarioText(text, "test.json");
    if (!load.ok())
        qFatal("%s", load.report().c_str());
    return *load.scenario;
}

/// Ten minutes of orders, two a second, through three workers.
const char *const steadyOrders = R"({
    "name": "steady", "until": 600,
    "queues": [{"name": "orders"}],
    "producers": [{"queue": "orders", "rate": {"from": 0, "to": 600, "perSecond": 2}}],
    "workers": [{"queue": "orders", "count": 3, "processing": 1}]
})";

/// Ends when it is quiet: the last order is sent at t=300, the queue drains after it.
const char *const quietOrders = R"({
    "name": "quiet",
    "queues": [{"name": "orders"}],
    "producers": [{"queue": "orders", "rate": {"from": 0, "to": 300, "perSecond": 2}}],
    "workers": [{"queue": "orders", "processing": 2}]
})";

/// A long run: 200,000 orders, for the cancelling tests.
const char *const manyOrders = R"({
    "name": "many",
    "queues": [{"name": "orders"}],
    "producers": [{"queue": "orders", "rate": {"from": 0, "to": 20000, "perSecond": 10}}],
    "workers": [{"queue": "orders", "count": 20, "processing": 1}]
})";

std::vector<Report> reportsOf(const Scenario &scenario)
{
    std::vector<Report> reports;
    SimulationControl control;
    control.progress = [&](TimeMs reachedMs, TimeMs endMs) {
        reports.push_back({reachedMs, endMs});
    };
    (void)simulate(scenario, std::nullopt, std::nullopt, control);
    return reports;
}

} // namespace

void TestSimulationControl::progressNeverGoesBackAndReachesTheEnd_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("endMs");
    QTest::newRow("a run to its until") << QString::fromUtf8(steadyOrders) << qint64(600'000);
    // The last order is sent just before t=300 (a rate's "to" is exclusive): that is what the run
    // reports against, and it reaches it once the queue has drained.
    QTest::newRow("a run until it is quiet") << QString::fromUtf8(quietOrders) << qint64(300'000);
}

void TestSimulationControl::progressNeverGoesBackAndReachesTheEnd()
{
    QFETCH(QString, text);
    QFETCH(qint64, endMs);
    const std::vector<Report> reports = reportsOf(load(text.toUtf8().constData()));
    QVERIFY(reports.size() > 10);
    QVERIFY(reports.size() <= 1001);
    for (std::size_t i = 0; i < reports.size(); ++i) {
        QCOMPARE(reports[i].endMs, endMs);
        QVERIFY(reports[i].reachedMs <= endMs);
        if (i > 0)
            QVERIFY2(reports[i].reachedMs >= reports[i - 1].reachedMs,
                     qPrintable(QStringLiteral("report %1 went back").arg(i)));
    }
    QCOMPARE(reports.back().reachedMs, endMs);
}

void TestSimulationControl::followingARunDoesNotChangeIt()
{
    const Scenario scenario = load(steadyOrders);
    std::atomic<bool> cancel = false;
    SimulationControl control;
    int reports = 0;
    control.progress = [&](TimeMs, TimeMs) {
        ++reports;
    };
    control.cancel = &cancel;
    const Run followed = simulate(scenario, std::nullopt, std::nullopt, control);
    const Run plain = simulate(scenario);
    QVERIFY(reports > 0);
    QVERIFY(!followed.cancelled);
    QCOMPARE(followed.engine->digest(), plain.engine->digest());
    QCOMPARE(followed.endMs, plain.endMs);
    QCOMPARE(followed.metrics.effects, plain.metrics.effects);
    INFLIGHT_VERIFY_INVARIANTS(followed.log());
}

void TestSimulationControl::aRefusedScenarioReportsNoProgress()
{
    Scenario scenario = load(steadyOrders);
    scenario.producers[0].queue = "missing";
    QVERIFY(reportsOf(scenario).empty());
}

void TestSimulationControl::cancellingStopsTheRunWhereItIs()
{
    const Scenario scenario = load(steadyOrders);
    std::atomic<bool> cancel = false;
    SimulationControl control;
    control.cancel = &cancel;
    control.progress = [&](TimeMs reachedMs, TimeMs) {
        if (reachedMs >= 300'000)
            cancel = true;
    };
    const Run run = simulate(scenario, std::nullopt, std::nullopt, control);
    QVERIFY(run.cancelled);
    QVERIFY(run.endMs >= 300'000);
    QVERIFY(run.endMs < 301'000);
    QVERIFY(run.log().size() > 0);
    QVERIFY(run.log().size() < simulate(scenario).log().size());
    INFLIGHT_VERIFY_INVARIANTS(run.log());
}

void TestSimulationControl::cancellingBeforeTheStartRunsNothing()
{
    std::atomic<bool> cancel = true;
    SimulationControl control;
    control.cancel = &cancel;
    const Run run = simulate(load(manyOrders), std::nullopt, std::nullopt, control);
    QVERIFY(run.cancelled);
    QCOMPARE(run.endMs, TimeMs(0));
    QCOMPARE(countEvents(run.log(), EventKind::MessageSent), 0);
}

void TestSimulationControl::cancellingFromAnotherThread()
{
    const Scenario scenario = load(manyOrders);
    std::atomic<bool> cancel = false;
    std::atomic<TimeMs> reached = 0;
    SimulationControl control;
    control.cancel = &cancel;
    control.progress = [&](TimeMs reachedMs, TimeMs) {
        reached = reachedMs;
    };
    std::optional<Run> run;
    std::thread simulating(
        [&] { run.emplace(simulate(scenario, std::nullopt, std::nullopt, control)); });
    // Cancel once the run is under way, as the window's Cancel button does.
    QTRY_VERIFY_WITH_TIMEOUT(reached > 0, 60'000);
    cancel = true;
    simulating.join();
    QVERIFY(run->cancelled);
    QVERIFY(run->endMs < 20'000'000);
    INFLIGHT_VERIFY_INVARIANTS(run->log());
}

void TestSimulationControl::expectedMessagesCountsEveryWayOfSending()
{
    QCOMPARE(expectedMessages(load(steadyOrders), 0), 1200.0);
    QCOMPARE(expectedMessages(load(steadyOrders), 60'000), 120.0);
    QCOMPARE(expectedMessages(load(manyOrders), 0), 200'000.0);
    const Scenario mixed = load(R"({
        "name": "mixed",
        "queues": [{"name": "orders"}],
        "producers": [{"queue": "orders", "messages": [{"at": 0}, {"at": 5}],
                       "bursts": [{"at": 1, "count": 1000000}],
                       "rate": {"from": 10, "to": 20, "perSecond": 0.5}}]
    })");
    QCOMPARE(expectedMessages(mixed, 0), 1'000'007.0);
}

QTEST_GUILESS_MAIN(TestSimulationControl)
#include "tst_simulationcontrol.moc"
