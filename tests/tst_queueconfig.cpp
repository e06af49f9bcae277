// SPDX-License-Identifier: GPL-3.0-or-later
// One reading of a scenario's queues: the what-if panel, the stage and the simulation must agree
// on a queue's maxReceiveCount however the redrive policy writes it.

#include "enginetest.h"
#include "run.h"
#include "whatif.h"

using namespace inflight;

namespace {

/// A worker on "orders", whose dead-letter queue "orders-dlq" is named by `policy`.
Scenario redriveScenario(const std::string &policy)
{
    Scenario scenario;
    scenario.queues.push_back({"orders-dlq", {}});
    scenario.queues.push_back({"orders", {{"RedrivePolicy", policy}}});
    WorkerSpec worker;
    worker.queue = "orders";
    scenario.workers.push_back(worker);
    ProducerSpec producer;
    producer.queue = "orders";
    producer.messages.push_back({});
    scenario.producers.push_back(producer);
    return scenario;
}

} // namespace

class TestQueueConfig : public QObject {
    Q_OBJECT

private slots:
    void theWhatIfPanelReadsTheCountTheSimulationAccepts_data();
    void theWhatIfPanelReadsTheCountTheSimulationAccepts();
};

void TestQueueConfig::theWhatIfPanelReadsTheCountTheSimulationAccepts_data()
{
    QTest::addColumn<QString>("policy");
    QTest::addColumn<double>("maxReceiveCount");
    const QString arn = QStringLiteral("\"deadLetterTargetArn\":\"arn:aws:sqs:us-east-1:"
                                       "000000000000:orders-dlq\"");
    QTest::newRow("a number") << u'{' + arn + QStringLiteral(",\"maxReceiveCount\":5}") << 5.0;
    QTest::newRow("a string of digits")
        << u'{' + arn + QStringLiteral(",\"maxReceiveCount\":\"5\"}") << 5.0;
    QTest::newRow("a number after a space")
        << u'{' + arn + QStringLiteral(", \"maxReceiveCount\": 7}") << 7.0;
    QTest::newRow("the count before the target")
        << QStringLiteral("{\"maxReceiveCount\":\"12\",") + arn + u'}' << 12.0;
}

void TestQueueConfig::theWhatIfPanelReadsTheCountTheSimulationAccepts()
{
    QFETCH(QString, policy);
    QFETCH(double, maxReceiveCount);
    const Scenario scenario = redriveScenario(policy.toStdString());
    // The simulation accepts the policy: CreateQueue validated it.
    const Run run = simulate(scenario);
    QVERIFY2(run.problems.empty(), run.problems.empty() ? "" : run.problems.front().c_str());
    QCOMPARE(whatIfValue(scenario, WhatIf::MaxReceiveCount), maxReceiveCount);
}

QTEST_GUILESS_MAIN(TestQueueConfig)
#include "tst_queueconfig.moc"
