// SPDX-License-Identifier: GPL-3.0-or-later
// compareRuns and firstDivergence: two runs that differ only late, only early, not at all, or only
// in their loans' deadlines; the figures of a bug and its fix; the sentences people read.

#include "enginetest.h"
#include "run.h"
#include "runcomparison.h"
#include "scenarioloader.h"
#include "scenariorun.h"
#include "whatif.h"

using namespace inflight;

namespace {

/// One order at t=0 and one more at `secondAt`, two workers with `processing`-second jobs on a
/// queue with `visibility`-second loans.
QByteArray ordersScenario(int firstBurst, int secondAt, int visibility, int processing)
{
    return QStringLiteral(R"({
  "name": "orders", "until": 300,
  "queues": [{"name": "orders", "visibilityTimeout": %3}],
  "services": [{"name": "payments", "effect": "charges the card", "effectPast": "charged"}],
  "producers": [{"queue": "orders", "bursts": [{"at": 0, "count": %1}],
                 "messages": [{"at": %2, "key": "ord_late"}]}],
  "workers": [{"name": "worker", "count": 2, "queue": "orders", "waitTime": 20,
               "processing": %4, "service": "payments"}]
})")
        .arg(firstBurst)
        .arg(secondAt)
        .arg(visibility)
        .arg(processing)
        .toUtf8();
}

Scenario load(const QByteArray &text)
{
    const ScenarioLoad loaded = loadScenarioText(text.toStdString(), "test");
    if (!loaded.ok())
        qFatal("%s", loaded.report().c_str());
    return *loaded.scenario;
}

/// The time of the first event of `kind` in the run.
TimeMs firstTimeOf(const Run &run, EventKind kind)
{
    for (std::uint64_t i = 0; i < run.log().size(); ++i) {
        if (run.log()[i].kind == kind)
            return run.log()[i].time;
    }
    return neverMs;
}

} // namespace

class TestRunComparison : public QObject {
    Q_OBJECT

private slots:
    void divergenceIsFoundExactly_data();
    void divergenceIsFoundExactly();
    void theLogsAreEqualUpToTheDivergence();
    void aLongerTimeoutThatNeverMattersDoesNotDiverge();
    void aShorterTimeoutDivergesWhenTheFirstLoanRunsOut();
    void aHeartbeatDivergesAtItsFirstBeat();
    void theFixRemovesTheDuplicate();
    void comparingIsSymmetricInTime();
    void sentencesNameBothRuns();
};

void TestRunComparison::divergenceIsFoundExactly_data()
{
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QByteArray>("after");
    QTest::addColumn<bool>("diverges");
    QTest::addColumn<qint64>("atMs");
    // Which run did something the other did not at that moment.
    QTest::addColumn<QString>("onlyIn");

    QTest::newRow("the same scenario twice")
        << ordersScenario(2, 100, 60, 10) << ordersScenario(2, 100, 60, 10) << false << qint64(0)
        << QString();
    QTest::newRow("only late: the last order comes later")
        << ordersScenario(2, 100, 60, 10) << ordersScenario(2, 200, 60, 10) << true
        << qint64(100'000) << QStringLiteral("before");
    QTest::newRow("only late, the other way round")
        << ordersScenario(2, 200, 60, 10) << ordersScenario(2, 100, 60, 10) << true
        << qint64(100'000) << QStringLiteral("after");
    QTest::newRow("only early: one more order in the first burst")
        << ordersScenario(2, 100, 60, 10) << ordersScenario(3, 100, 60, 10) << true << qint64(0)
        << QStringLiteral("after");
}

void TestRunComparison::divergenceIsFoundExactly()
{
    QFETCH(QByteArray, before);
    QFETCH(QByteArray, after);
    QFETCH(bool, diverges);
    QFETCH(qint64, atMs);
    QFETCH(QString, onlyIn);
    const Run a = simulate(load(before));
    const Run b = simulate(load(after));
    const std::optional<RunDivergence> divergence = firstDivergence(a, b);
    QCOMPARE(divergence.has_value(), diverges);
    if (!divergence)
        return;
    QCOMPARE(divergence->time, atMs);
    QCOMPARE(!divergence->before.empty(), onlyIn == QLatin1String("before"));
    QCOMPARE(!divergence->after.empty(), onlyIn == QLatin1String("after"));
    QCOMPARE(divergence->beforeSequence.has_value(), !divergence->before.empty());
    QCOMPARE(divergence->afterSequence.has_value(), !divergence->after.empty());
    // The events at the divergence really differ, and they are the first that do.
    QVERIFY(!sameHappening(a, a.log()[divergence->sequence], b, b.log()[divergence->sequence]));
}

void TestRunComparison::theLogsAreEqualUpToTheDivergence()
{
    const Run a = simulate(load(ordersScenario(2, 100, 60, 10)));
    const Run b = simulate(load(ordersScenario(2, 200, 60, 10)));
    const std::optional<RunDivergence> divergence = firstDivergence(a, b);
    QVERIFY(divergence);
    QVERIFY(divergence->sequence > 10);
    for (std::uint64_t i = 0; i < divergence->sequence; ++i) {
        const Event &x = a.log()[i];
        const Event &y = b.log()[i];
        QCOMPARE(x.time, y.time);
        QCOMPARE(x.kind, y.kind);
        QCOMPARE(x.message, y.message);
        QCOMPARE(x.a, y.a);
    }
}

void TestRunComparison::aLongerTimeoutThatNeverMattersDoesNotDiverge()
{
    // 10-second jobs: a 60-second or a 120-second loan, the same things happen; only the
    // deadlines the receives set differ.
    const Run a = simulate(load(ordersScenario(2, 100, 60, 10)));
    const Run b = simulate(load(ordersScenario(2, 100, 120, 10)));
    const RunComparison comparison = compareRuns(a, b);
    QVERIFY(!comparison.divergence);
    QVERIFY(comparison.deadlinesDiffer);
    for (const MetricChange &m : comparison.metrics)
        QVERIFY2(!m.changed(), m.name.c_str());
    QVERIFY(!compareRuns(a, a).deadlinesDiffer);
}

void TestRunComparison::aShorterTimeoutDivergesWhenTheFirstLoanRunsOut()
{
    // 45-second jobs on 60-second loans against 30-second ones: the runs part when the first
    // 30-second loan runs out.
    const Run a = simulate(load(ordersScenario(1, 200, 60, 45)));
    const Run b = simulate(load(ordersScenario(1, 200, 30, 45)));
    const std::optional<RunDivergence> divergence = firstDivergence(a, b);
    QVERIFY(divergence);
    QCOMPARE(divergence->time, firstTimeOf(b, EventKind::VisibilityExpired));
    QCOMPARE(divergence->time, TimeMs(30'000));
    QVERIFY(divergence->afterSequence);
    QCOMPARE(b.log()[*divergence->afterSequence].kind, EventKind::VisibilityExpired);
    QVERIFY(!divergence->beforeSequence);
}

void TestRunComparison::aHeartbeatDivergesAtItsFirstBeat()
{
    const Scenario original = lessonScenario("double-charged-order");
    Scenario fixed = original;
    QVERIFY(!setWhatIf(fixed, WhatIf::HeartbeatInterval, 20));
    const Run a = simulate(original);
    const Run b = simulate(fixed);
    const std::optional<RunDivergence> divergence = firstDivergence(a, b);
    QVERIFY(divergence);
    QCOMPARE(divergence->time, TimeMs(20'000));
    QCOMPARE(divergence->time, firstTimeOf(b, EventKind::VisibilityChanged));
}

void TestRunComparison::theFixRemovesTheDuplicate()
{
    const Scenario original = lessonScenario("double-charged-order");
    Scenario fixed = original;
    QVERIFY(!setWhatIf(fixed, WhatIf::VisibilityTimeout, 60));
    const RunComparison comparison = compareRuns(simulate(original), simulate(fixed));
    auto metric = [&](const char *name) {
        for (const MetricChange &m : comparison.metrics) {
            if (m.name == name)
                return m;
        }
        qFatal("no metric %s", name);
    };
    QCOMPARE(metric("keys effected more than once").before, 1.0);
    QCOMPARE(metric("keys effected more than once").after, 0.0);
    QVERIFY(metric("duplicate effects").before >= 1);
    QCOMPARE(metric("duplicate effects").after, 0.0);
    QCOMPARE(metric("keys effected").after, 1.0);
    QVERIFY(comparison.divergence);
    QCOMPARE(comparison.divergence->time, TimeMs(30'000));
}

void TestRunComparison::comparingIsSymmetricInTime()
{
    const Run a = simulate(load(ordersScenario(2, 100, 60, 10)));
    const Run b = simulate(load(ordersScenario(3, 100, 60, 10)));
    const std::optional<RunDivergence> ab = firstDivergence(a, b);
    const std::optional<RunDivergence> ba = firstDivergence(b, a);
    QVERIFY(ab && ba);
    QCOMPARE(ab->sequence, ba->sequence);
    QCOMPARE(ab->time, ba->time);
    QCOMPARE(ab->before, ba->after);
}

void TestRunComparison::sentencesNameBothRuns()
{
    const Scenario original = lessonScenario("double-charged-order");
    Scenario fixed = original;
    QVERIFY(!setWhatIf(fixed, WhatIf::VisibilityTimeout, 60));
    const std::vector<std::string> lines = describeComparison(
        compareRuns(simulate(original), simulate(fixed)), "the original", "the edited run");
    QCOMPARE(lines.size(), std::size_t(2));
    QVERIFY2(lines[0].find("keys effected more than once 1 -> 0") != std::string::npos,
             lines[0].c_str());
    QVERIFY2(lines[1].rfind("They part at t=30 s: in the original, ", 0) == 0, lines[1].c_str());
    QVERIFY2(lines[1].find("visibility timeout runs out") != std::string::npos, lines[1].c_str());
    QVERIFY2(lines[1].ends_with("; the edited run does not."), lines[1].c_str());

    const Run same = simulate(original);
    const std::vector<std::string> none =
        describeComparison(compareRuns(same, same), "the original", "the edited run");
    QCOMPARE(none, (std::vector<std::string>{"The figures are the same in both runs.",
                                             "Both runs do the same things at the same moments."}));
}

QTEST_GUILESS_MAIN(TestRunComparison)
#include "tst_runcomparison.moc"
