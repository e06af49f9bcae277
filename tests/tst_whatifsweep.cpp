// SPDX-License-Identifier: GPL-3.0-or-later
// sweepWhatIf: one run per value, each exactly the run of the scenario edited with setWhatIf,
// the same on every call, and a value that cannot be set reported rather than run.

#include "enginetest.h"
#include "run.h"
#include "scenarioloader.h"
#include "scenariorun.h"
#include "whatif.h"
#include "whatiftexts.h"

using namespace inflight;

namespace {

/// Every metric, for comparing two runs' outcomes field by field.
std::vector<double> fields(const RunMetrics &m)
{
    return {double(m.messagesSent),
            double(m.keys),
            double(m.keysEffected),
            double(m.effects),
            double(m.duplicateEffects),
            double(m.keysEffectedMoreThanOnce),
            double(m.lost),
            double(m.deadLetterArrivals),
            double(m.receives),
            double(m.emptyReceives),
            double(m.apiCalls),
            double(m.billedRequests),
            m.costUsd,
            double(m.sendToEffect.p50),
            double(m.sendToEffect.p90),
            double(m.sendToEffect.p99),
            double(m.sendToEffect.max)};
}

} // namespace

class TestWhatIfSweep : public QObject {
    Q_OBJECT

private slots:
    void eachPointIsTheRunOfTheEditedScenario_data();
    void eachPointIsTheRunOfTheEditedScenario();
    void theSameSweepTwiceGivesTheSameResult();
    void valuesThatCannotBeSetAreReported();
    void aLongerTimeoutEndsTheDuplicates();
    void editPhrasesNameTheRun_data();
    void editPhrasesNameTheRun();
};

void TestWhatIfSweep::eachPointIsTheRunOfTheEditedScenario_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<int>("parameter");
    QTest::addColumn<QList<double>>("values");
    QTest::newRow("timeouts on the lesson's slow tail")
        << QStringLiteral("choosing-the-timeout") << int(WhatIf::VisibilityTimeout)
        << QList<double>{5, 30, 45, 90, 240};
    QTest::newRow("heartbeats on the lesson's slow tail")
        << QStringLiteral("choosing-the-timeout") << int(WhatIf::HeartbeatInterval)
        << QList<double>{0, 10, 25, 40};
    QTest::newRow("workers on the toy")
        << QStringLiteral("double-charge-toy") << int(WhatIf::Workers) << QList<double>{1, 2, 3};
}

void TestWhatIfSweep::eachPointIsTheRunOfTheEditedScenario()
{
    QFETCH(QString, scenario);
    QFETCH(int, parameter);
    QFETCH(QList<double>, values);
    const Scenario base = lessonScenario(scenario.toUtf8().constData());
    const auto which = static_cast<WhatIf>(parameter);
    const std::vector<double> list(values.begin(), values.end());
    const std::vector<SweepPoint> sweep = sweepWhatIf(base, which, list);
    QCOMPARE(sweep.size(), list.size());
    for (std::size_t i = 0; i < list.size(); ++i) {
        QCOMPARE(sweep[i].value, list[i]);
        QVERIFY(sweep[i].problems.empty());
        Scenario edited = base;
        QVERIFY(!setWhatIf(edited, which, list[i]));
        const Run run = simulate(edited);
        QCOMPARE(fields(sweep[i].metrics), fields(run.metrics));
    }
}

void TestWhatIfSweep::theSameSweepTwiceGivesTheSameResult()
{
    const Scenario base = lessonScenario("choosing-the-timeout");
    const std::vector<double> values = {5, 15, 30, 60, 90, 120};
    const auto first = sweepWhatIf(base, WhatIf::VisibilityTimeout, values);
    const auto second = sweepWhatIf(base, WhatIf::VisibilityTimeout, values);
    QCOMPARE(first.size(), second.size());
    for (std::size_t i = 0; i < first.size(); ++i) {
        QCOMPARE(first[i].value, second[i].value);
        QCOMPARE(fields(first[i].metrics), fields(second[i].metrics));
        QCOMPARE(first[i].problems, second[i].problems);
    }
    // The sweep runs copies: the scenario it was given is unchanged.
    QCOMPARE(whatIfValue(base, WhatIf::VisibilityTimeout), 30.0);
}

void TestWhatIfSweep::valuesThatCannotBeSetAreReported()
{
    const Scenario base = lessonScenario("choosing-the-timeout");
    const auto sweep = sweepWhatIf(base, WhatIf::VisibilityTimeout, {-1, 12.5, 43201, 60});
    QCOMPARE(sweep.size(), std::size_t(4));
    for (std::size_t i = 0; i < 3; ++i) {
        QCOMPARE(sweep[i].problems.size(), std::size_t(1));
        QVERIFY2(sweep[i].problems.front().find("whole number from 0 to 43200") !=
                     std::string::npos,
                 sweep[i].problems.front().c_str());
        QCOMPARE(sweep[i].metrics.messagesSent, std::uint64_t(0));
    }
    QVERIFY(sweep[3].problems.empty());
    QCOMPARE(sweep[3].metrics.messagesSent, std::uint64_t(80));
}

void TestWhatIfSweep::aLongerTimeoutEndsTheDuplicates()
{
    // Lesson 14's curve: many duplicates at 5 s, some at the default 30 s, none once the
    // timeout is above the slowest job the profile allows (90 s).
    const Scenario base = lessonScenario("choosing-the-timeout");
    const auto sweep = sweepWhatIf(base, WhatIf::VisibilityTimeout, {5, 30, 90, 180});
    QVERIFY(sweep[0].metrics.duplicateEffects > sweep[1].metrics.duplicateEffects);
    QVERIFY(sweep[1].metrics.duplicateEffects > 0);
    QCOMPARE(sweep[2].metrics.duplicateEffects, std::uint64_t(0));
    QCOMPARE(sweep[3].metrics.duplicateEffects, std::uint64_t(0));
    // ...and the crashed order's wait grows with the timeout.
    QVERIFY(sweep[3].metrics.sendToEffect.max > sweep[2].metrics.sendToEffect.max);
}

void TestWhatIfSweep::editPhrasesNameTheRun_data()
{
    QTest::addColumn<int>("parameter");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("phrase");
    QTest::newRow("a timeout") << int(WhatIf::VisibilityTimeout) << 60.0
                               << QStringLiteral("visibility timeout 60 s");
    QTest::newRow("a heartbeat") << int(WhatIf::HeartbeatInterval) << 20.0
                                 << QStringLiteral("heartbeat every 20 s");
    QTest::newRow("no heartbeat") << int(WhatIf::HeartbeatInterval) << 0.0
                                  << QStringLiteral("no heartbeat");
    QTest::newRow("a dead-letter queue")
        << int(WhatIf::MaxReceiveCount) << 5.0 << QStringLiteral("maxReceiveCount 5");
    QTest::newRow("delete first") << int(WhatIf::DeletePolicy) << 1.0
                                  << QStringLiteral("delete before processing");
    QTest::newRow("no idempotency")
        << int(WhatIf::Idempotency) << 0.0 << QStringLiteral("no idempotency");
    QTest::newRow("workers") << int(WhatIf::Workers) << 3.0 << QStringLiteral("workers 3");
}

void TestWhatIfSweep::editPhrasesNameTheRun()
{
    QFETCH(int, parameter);
    QFETCH(double, value);
    QFETCH(QString, phrase);
    QCOMPARE(QString::fromStdString(
                 fillSentence(describeWhatIfEdit(static_cast<WhatIf>(parameter), value))),
             phrase);
}

QTEST_GUILESS_MAIN(TestWhatIfSweep)
#include "tst_whatifsweep.moc"
