// SPDX-License-Identifier: GPL-3.0-or-later
// One reading of a scenario's queues and consumers: queueConfig reads each attribute as the
// engine does, a redrive policy's maxReceiveCount the way CreateQueue's validation reads it, and
// the what-if panel, the simulation and the readers agree however the policy writes the count.

#include "consumerinstance.h"
#include "enginetest.h"
#include "queueconfig.h"
#include "run.h"
#include "whatif.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace inflight;

Q_DECLARE_METATYPE(inflight::AttributeMap)

namespace {

const std::string dlqArn = "arn:aws:sqs:us-east-1:000000000000:orders-dlq";

/// A worker on "orders", whose dead-letter queue "orders-dlq" is named by `policy`. The one
/// message's processing always fails, so it is received until it is dead-lettered.
Scenario redriveScenario(const std::string &policy)
{
    Scenario scenario;
    scenario.queues.push_back({"orders-dlq", {}});
    scenario.queues.push_back({"orders", {{"VisibilityTimeout", "1"}, {"RedrivePolicy", policy}}});
    WorkerSpec worker;
    worker.queue = "orders";
    worker.waitTimeSeconds = 0;
    worker.pollIntervalMs = 1000;
    worker.failingKeys = {"ord_1"};
    scenario.workers.push_back(worker);
    ProducerSpec producer;
    producer.queue = "orders";
    producer.messages.push_back({});
    scenario.producers.push_back(producer);
    scenario.untilMs = 120000;
    return scenario;
}

/// How often the run's first message was received before it moved to the dead-letter queue.
int receivesBeforeDeadLetter(const Run &run)
{
    int receives = 0;
    const EventLog &log = run.log();
    for (std::uint64_t i = 0; i < log.size(); ++i) {
        if (log[i].message != 1)
            continue;
        if (log[i].kind == EventKind::MovedToDeadLetterQueue)
            return receives;
        receives += log[i].kind == EventKind::MessageReceived ? 1 : 0;
    }
    return -1;
}

QJsonValue jsonValue(const char *json)
{
    return QJsonDocument::fromJson(QByteArray("[") + json + "]").array().first();
}

} // namespace

class TestQueueConfig : public QObject {
    Q_OBJECT

private slots:
    void readsEachAttributeAsTheEngineDoes_data();
    void readsEachAttributeAsTheEngineDoes();
    void readsMaxReceiveCountAsCreateQueueDoes_data();
    void readsMaxReceiveCountAsCreateQueueDoes();
    void theWhatIfPanelReadsTheCountTheSimulationAccepts_data();
    void theWhatIfPanelReadsTheCountTheSimulationAccepts();
    void findsAQueueByName();
    void namesEachDeadLetterQueueOnce();
    void buildsThePolicyCreateQueueTakes();
    void whatIfEditsSurviveAttributesTheEngineRefuses_data();
    void whatIfEditsSurviveAttributesTheEngineRefuses();
    void namesTheConsumersAsTheSimulationDoes();
};

void TestQueueConfig::readsEachAttributeAsTheEngineDoes_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<AttributeMap>("attributes");
    QTest::addColumn<bool>("fifo");
    QTest::addColumn<qint64>("visibilityTimeoutSeconds");
    QTest::addColumn<qint64>("delaySeconds");
    QTest::addColumn<qint64>("retentionSeconds");
    QTest::addColumn<qint64>("receiveWaitTimeSeconds");
    /// The dead-letter queue's name, "" for no redrive.
    QTest::addColumn<QString>("deadLetterQueue");
    QTest::addColumn<qint64>("maxReceiveCount");

    const QString orders = QStringLiteral("orders");
    const QString dlq = QStringLiteral("orders-dlq");
    auto policy = [](const std::string &count) {
        return "{\"deadLetterTargetArn\":\"" + dlqArn + "\",\"maxReceiveCount\":" + count + "}";
    };
    QTest::newRow("no attributes read as SQS's defaults")
        << orders << AttributeMap{} << false << 30LL << 0LL << 345600LL << 0LL << QString() << 0LL;
    QTest::newRow("every time setting as CreateQueue takes it")
        << orders
        << AttributeMap{{"VisibilityTimeout", "45"},
                        {"DelaySeconds", "5"},
                        {"MessageRetentionPeriod", "3600"},
                        {"ReceiveMessageWaitTimeSeconds", "20"}}
        << false << 45LL << 5LL << 3600LL << 20LL << QString() << 0LL;
    QTest::newRow("a visibility timeout of zero is zero, not the default")
        << orders << AttributeMap{{"VisibilityTimeout", "0"}} << false << 0LL << 0LL << 345600LL
        << 0LL << QString() << 0LL;
    QTest::newRow("the longest visibility timeout, twelve hours")
        << orders << AttributeMap{{"VisibilityTimeout", "43200"}} << false << 43200LL << 0LL
        << 345600LL << 0LL << QString() << 0LL;
    QTest::newRow("a FIFO queue by its attribute")
        << QStringLiteral("jobs.fifo") << AttributeMap{{"FifoQueue", "true"}} << true << 30LL << 0LL
        << 345600LL << 0LL << QString() << 0LL;
    QTest::newRow("a name ending in .fifo without the attribute is not FIFO")
        << QStringLiteral("jobs.fifo") << AttributeMap{} << false << 30LL << 0LL << 345600LL << 0LL
        << QString() << 0LL;
    QTest::newRow("FifoQueue false is not FIFO")
        << orders << AttributeMap{{"FifoQueue", "false"}} << false << 30LL << 0LL << 345600LL << 0LL
        << QString() << 0LL;
    QTest::newRow("a redrive policy with a number")
        << orders << AttributeMap{{"RedrivePolicy", policy("5")}} << false << 30LL << 0LL
        << 345600LL << 0LL << dlq << 5LL;
    QTest::newRow("a redrive policy with a string of digits")
        << orders << AttributeMap{{"RedrivePolicy", policy("\"5\"")}} << false << 30LL << 0LL
        << 345600LL << 0LL << dlq << 5LL;
    QTest::newRow("a redrive policy with spaces and the count first")
        << orders
        << AttributeMap{{"RedrivePolicy",
                         "{ \"maxReceiveCount\" : \"1000\", \"deadLetterTargetArn\" : \"" + dlqArn +
                             "\" }"}}
        << false << 30LL << 0LL << 345600LL << 0LL << dlq << 1000LL;
    QTest::newRow("a FIFO queue's dead-letter queue keeps its .fifo")
        << QStringLiteral("jobs.fifo")
        << AttributeMap{{"FifoQueue", "true"},
                        {"RedrivePolicy", "{\"deadLetterTargetArn\":\"arn:aws:sqs:us-east-1:"
                                          "000000000000:jobs-dlq.fifo\",\"maxReceiveCount\":3}"}}
        << true << 30LL << 0LL << 345600LL << 0LL << QStringLiteral("jobs-dlq.fifo") << 3LL;
    QTest::newRow("a count with a fraction does not read")
        << orders << AttributeMap{{"RedrivePolicy", policy("2.5")}} << false << 30LL << 0LL
        << 345600LL << 0LL << dlq << 0LL;
    QTest::newRow("a count in words does not read")
        << orders << AttributeMap{{"RedrivePolicy", policy("\"five\"")}} << false << 30LL << 0LL
        << 345600LL << 0LL << dlq << 0LL;
    QTest::newRow("a string count with a space does not read")
        << orders << AttributeMap{{"RedrivePolicy", policy("\" 5\"")}} << false << 30LL << 0LL
        << 345600LL << 0LL << dlq << 0LL;
    QTest::newRow("a policy without a target names no dead-letter queue")
        << orders << AttributeMap{{"RedrivePolicy", "{\"maxReceiveCount\":5}"}} << false << 30LL
        << 0LL << 345600LL << 0LL << QString() << 0LL;
    QTest::newRow("an empty policy, which removes one, names no dead-letter queue")
        << orders << AttributeMap{{"RedrivePolicy", ""}} << false << 30LL << 0LL << 345600LL << 0LL
        << QString() << 0LL;
    QTest::newRow("a policy that is not JSON names no dead-letter queue")
        << orders << AttributeMap{{"RedrivePolicy", "maxReceiveCount=5"}} << false << 30LL << 0LL
        << 345600LL << 0LL << QString() << 0LL;
}

void TestQueueConfig::readsEachAttributeAsTheEngineDoes()
{
    QFETCH(QString, name);
    QFETCH(AttributeMap, attributes);
    QFETCH(bool, fifo);
    QFETCH(qint64, visibilityTimeoutSeconds);
    QFETCH(qint64, delaySeconds);
    QFETCH(qint64, retentionSeconds);
    QFETCH(qint64, receiveWaitTimeSeconds);
    QFETCH(QString, deadLetterQueue);
    QFETCH(qint64, maxReceiveCount);

    const QueueConfig config = queueConfig(QueueSpec{name.toStdString(), attributes});
    QCOMPARE(config.fifo, fifo);
    QCOMPARE(qint64(config.visibilityTimeoutSeconds), visibilityTimeoutSeconds);
    QCOMPARE(qint64(config.delaySeconds), delaySeconds);
    QCOMPARE(qint64(config.retentionSeconds), retentionSeconds);
    QCOMPARE(qint64(config.receiveWaitTimeSeconds), receiveWaitTimeSeconds);
    QCOMPARE(config.redrive.has_value(), !deadLetterQueue.isEmpty());
    if (config.redrive) {
        QCOMPARE(QString::fromStdString(config.redrive->deadLetterQueue), deadLetterQueue);
        QCOMPARE(qint64(config.redrive->maxReceiveCount), maxReceiveCount);
    }
}

void TestQueueConfig::readsMaxReceiveCountAsCreateQueueDoes_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<bool>("reads");
    QTest::addColumn<qint64>("count");
    QTest::addColumn<QString>("text");
    QTest::newRow("a whole number") << "5" << true << 5LL << "5";
    QTest::newRow("a string of digits") << "\"5\"" << true << 5LL << "5";
    QTest::newRow("a negative string, for the range check to refuse")
        << "\"-3\"" << true << -3LL << "-3";
    QTest::newRow("a whole number written with a fraction") << "7.0" << true << 7LL << "7";
    QTest::newRow("a fraction") << "2.5" << false << 0LL << "2.5";
    QTest::newRow("a string with a fraction") << "\"5.0\"" << false << 0LL << "5.0";
    QTest::newRow("a string with a plus sign") << "\"+5\"" << false << 0LL << "+5";
    QTest::newRow("an empty string") << "\"\"" << false << 0LL << "";
    QTest::newRow("a truth value") << "true" << false << 0LL << "true";
    QTest::newRow("null") << "null" << false << 0LL << "null";
}

void TestQueueConfig::readsMaxReceiveCountAsCreateQueueDoes()
{
    QFETCH(QString, json);
    QFETCH(bool, reads);
    QFETCH(qint64, count);
    QFETCH(QString, text);
    const MaxReceiveCountReading reading = readMaxReceiveCount(jsonValue(qPrintable(json)));
    QCOMPARE(reading.count.has_value(), reads);
    if (reads)
        QCOMPARE(qint64(*reading.count), count);
    QCOMPARE(QString::fromStdString(reading.text), text);
}

void TestQueueConfig::theWhatIfPanelReadsTheCountTheSimulationAccepts_data()
{
    QTest::addColumn<QString>("policy");
    QTest::addColumn<int>("maxReceiveCount");
    const QString arn = QStringLiteral("\"deadLetterTargetArn\":\"") +
                        QString::fromStdString(dlqArn) + QStringLiteral("\"");
    QTest::newRow("a number") << u'{' + arn + QStringLiteral(",\"maxReceiveCount\":5}") << 5;
    QTest::newRow("a string of digits")
        << u'{' + arn + QStringLiteral(",\"maxReceiveCount\":\"5\"}") << 5;
    QTest::newRow("a number after a space")
        << u'{' + arn + QStringLiteral(", \"maxReceiveCount\": 7}") << 7;
    QTest::newRow("the count before the target")
        << QStringLiteral("{\"maxReceiveCount\":\"3\",") + arn + u'}' << 3;
}

void TestQueueConfig::theWhatIfPanelReadsTheCountTheSimulationAccepts()
{
    QFETCH(QString, policy);
    QFETCH(int, maxReceiveCount);
    const Scenario scenario = redriveScenario(policy.toStdString());
    // The simulation accepts the policy (CreateQueue validated it) and dead-letters the message
    // on the receive after maxReceiveCount.
    const Run run = simulate(scenario);
    QVERIFY2(run.problems.empty(), run.problems.empty() ? "" : run.problems.front().c_str());
    INFLIGHT_VERIFY_INVARIANTS(run.log());
    QCOMPARE(receivesBeforeDeadLetter(run), maxReceiveCount);
    // The what-if panel and the stage's reading show the count that ran.
    QCOMPARE(whatIfValue(scenario, WhatIf::MaxReceiveCount), double(maxReceiveCount));
    const auto config = queueConfig(scenario, "orders");
    QVERIFY(config && config->redrive);
    QCOMPARE(qint64(config->redrive->maxReceiveCount), qint64(maxReceiveCount));
}

void TestQueueConfig::findsAQueueByName()
{
    Scenario scenario;
    scenario.queues.push_back({"orders", {{"VisibilityTimeout", "10"}}});
    scenario.queues.push_back({"jobs.fifo", {{"FifoQueue", "true"}}});
    QCOMPARE(qint64(queueConfig(scenario, "orders")->visibilityTimeoutSeconds), qint64(10));
    QVERIFY(queueConfig(scenario, "jobs.fifo")->fifo);
    QVERIFY(!queueConfig(scenario, "payments").has_value());
}

void TestQueueConfig::namesEachDeadLetterQueueOnce()
{
    Scenario scenario;
    scenario.queues.push_back({"orders-dlq", {}});
    scenario.queues.push_back({"orders", {{"RedrivePolicy", redrivePolicyJson("orders-dlq", 3)}}});
    scenario.queues.push_back({"refunds", {{"RedrivePolicy", redrivePolicyJson("orders-dlq", 5)}}});
    scenario.queues.push_back({"audit-dlq", {}});
    scenario.queues.push_back(
        {"audit",
         {{"RedrivePolicy", "{\"deadLetterTargetArn\":\"arn:aws:sqs:us-east-1:"
                            "000000000000:audit-dlq\",\"maxReceiveCount\":\"2\"}"}}});
    QVERIFY(deadLetterQueues(scenario) == (std::vector<std::string>{"orders-dlq", "audit-dlq"}));
}

void TestQueueConfig::buildsThePolicyCreateQueueTakes()
{
    QCOMPARE(QString::fromStdString(queueArnOf("orders")),
             QStringLiteral("arn:aws:sqs:us-east-1:000000000000:orders"));
    const std::string policy = redrivePolicyJson("orders-dlq", 4);
    QCOMPARE(QString::fromStdString(policy),
             QStringLiteral("{\"deadLetterTargetArn\":\"arn:aws:sqs:us-east-1:000000000000:"
                            "orders-dlq\",\"maxReceiveCount\":4}"));
    const QueueConfig config = queueConfig(QueueSpec{"orders", {{"RedrivePolicy", policy}}});
    QVERIFY(config.redrive);
    QCOMPARE(QString::fromStdString(config.redrive->deadLetterQueue), QStringLiteral("orders-dlq"));
    QCOMPARE(qint64(config.redrive->maxReceiveCount), qint64(4));

    // CreateQueue takes it as it is.
    test::EngineHarness h;
    QVERIFY(!h.createQueue("orders-dlq").empty());
    const std::string orders = h.createQueue("orders", {{"RedrivePolicy", policy}});
    QVERIFY(!orders.empty());
    QCOMPARE(QString::fromStdString(h.attribute(orders, "RedrivePolicy")),
             QString::fromStdString(policy));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueConfig::namesTheConsumersAsTheSimulationDoes()
{
    Scenario scenario;
    scenario.queues.push_back({"orders", {}});
    WorkerSpec worker;
    worker.queue = "orders";
    worker.count = 2;
    scenario.workers.push_back(worker);
    WorkerSpec auditor;
    auditor.name = "auditor";
    auditor.queue = "orders";
    scenario.workers.push_back(auditor);
    LambdaSpec lambda;
    lambda.queue = "orders";
    lambda.concurrency = 2;
    scenario.lambdas.push_back(lambda);

    const std::vector<ConsumerInstance> consumers = consumerInstances(scenario);
    QStringList names;
    for (const ConsumerInstance &c : consumers)
        names << QString::fromStdString(c.name);
    QCOMPARE(names, QStringList({"worker-1", "worker-2", "auditor-1", "lambda-1", "lambda-2"}));
    QCOMPARE(consumers[1].worker, &scenario.workers[0]);
    QCOMPARE(consumers[2].worker, &scenario.workers[1]);
    QCOMPARE(consumers[3].lambda, &scenario.lambdas[0]);
    for (const ConsumerInstance &c : consumers)
        QVERIFY((c.worker == nullptr) != (c.lambda == nullptr));

    // The run's actors carry these names.
    const Run run = simulate(scenario);
    QVERIFY2(run.problems.empty(), run.problems.empty() ? "" : run.problems.front().c_str());
    QStringList actors;
    for (ActorId a = 1; a < run.log().actorCount(); ++a)
        actors << QString::fromStdString(run.log().actorName(a));
    for (const QString &name : names)
        QVERIFY2(actors.contains(name), qPrintable(name));
}

/// Scenarios from a damaged or hostile session: attributes the engine will refuse (the scenario
/// never runs) must still take a what-if edit without an abort or an overflow. Each row once was
/// one (an uncaught std::out_of_range from substr; a signed overflow to milliseconds).
void TestQueueConfig::whatIfEditsSurviveAttributesTheEngineRefuses_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<AttributeMap>("attributes");
    QTest::addColumn<int>("parameter");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("policyNames");
    QTest::addColumn<qint64>("extendToMs");
    QTest::newRow("a RedrivePolicy of one character, then a maxReceiveCount")
        << "orders" << AttributeMap{{"RedrivePolicy", "x"}} << int(WhatIf::MaxReceiveCount) << 5.0
        << "orders-dlq" << qint64(0);
    QTest::newRow("a FIFO queue named without .fifo, then a maxReceiveCount")
        << "x" << AttributeMap{{"FifoQueue", "true"}} << int(WhatIf::MaxReceiveCount) << 3.0
        << "x-dlq.fifo" << qint64(0);
    QTest::newRow("a visibility timeout of 2^63-1 s, then a heartbeat")
        << "orders" << AttributeMap{{"VisibilityTimeout", "9223372036854775807"}}
        << int(WhatIf::HeartbeatInterval) << 10.0 << QString() << qint64(43'200'000);
}

void TestQueueConfig::whatIfEditsSurviveAttributesTheEngineRefuses()
{
    QFETCH(QString, name);
    QFETCH(AttributeMap, attributes);
    QFETCH(int, parameter);
    QFETCH(double, value);
    QFETCH(QString, policyNames);
    QFETCH(qint64, extendToMs);
    Scenario scenario;
    scenario.queues.push_back({name.toStdString(), attributes});
    WorkerSpec worker;
    worker.queue = name.toStdString();
    scenario.workers.push_back(worker);
    const std::optional<std::string> refused =
        setWhatIf(scenario, static_cast<WhatIf>(parameter), value);
    QVERIFY2(!refused, refused ? refused->c_str() : "");
    if (!policyNames.isEmpty()) {
        const std::optional<RedriveTarget> redrive = queueConfig(scenario.queues.front()).redrive;
        QVERIFY(redrive);
        QCOMPARE(QString::fromStdString(redrive->deadLetterQueue), policyNames);
        QCOMPARE(redrive->maxReceiveCount, static_cast<std::int64_t>(value));
    }
    QCOMPARE(qint64(scenario.workers.front().heartbeat.extendToMs), extendToMs);
}

QTEST_GUILESS_MAIN(TestQueueConfig)
#include "tst_queueconfig.moc"
