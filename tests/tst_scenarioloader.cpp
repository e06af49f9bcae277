// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario file loader: every kind of mistake reported as "path:line:column: message", all
// of a file's problems at once in position order, no input that crashes it, and every scenario
// file in lessons/scenarios loading cleanly.
//
// The mistakes are fixture files in tests/fixtures/scenarios/bad/, one case a pair:
//   NAME.json      a scenario file with a mistake (or several), loaded byte for byte: a case
//                  about a file that ends too early has no final newline, keep it so;
//   NAME.expected  the report the loader gives for it, as `inflight run NAME.json` prints it in
//                  that folder: one "NAME.json:line:column: message" line per problem, in
//                  position order.
// NAME says the mistake in words, with dashes for spaces ("out-of-range-worker-batchSize"); it is
// the name of the test row. To add a case, add a pair.

#include "enginetest.h"
#include "prng.h"
#include "run.h"
#include "scenarioloader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

using namespace inflight;
using namespace inflight::test;

namespace {

/// The report a load gives: one "path:line:column: message" line per problem.
QString reportOf(std::initializer_list<const char *> lines)
{
    QString report;
    for (const char *line : lines)
        report += QString::fromUtf8(line) + u'\n';
    return report;
}

QString scenarioDirectory()
{
    return QDir::cleanPath(QStringLiteral(INFLIGHT_TEST_SCRIPTS "/../../lessons/scenarios"));
}

QString badScenarioDirectory()
{
    return QStringLiteral(INFLIGHT_BAD_SCENARIOS);
}

/// A fixture file's bytes, exactly as they are on disk.
bool readFixture(const QString &path, QByteArray &contents)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    contents = file.readAll();
    return true;
}

/// A valid scenario that uses every part of the format, on several lines. (No escaped quotes in
/// it: moc 6.4 loses track of a raw string that has them, and then finds no test class.)
const char *const everyFeature = R"json({
  "name": "every-feature",
  "title": "Every feature",
  "description": "A scenario that touches every key of the format.",
  "seed": 9,
  "until": 300,
  "engine": {"shortPollSampling": true, "shortPollServers": 3, "duplicateDeliveryRate": 0.01,
             "staleHandleDelete": "delete", "inFlightLimit": 500},
  "queues": [
    {"name": "orders", "visibilityTimeout": 30, "delay": 1, "retention": 3600,
     "maximumMessageSize": 262144, "receiveWaitTime": 5,
     "deadLetterQueue": {"name": "orders-dlq", "maxReceiveCount": 3}},
    {"name": "orders-dlq", "retention": 1209600},
    {"name": "bookings.fifo", "fifo": true, "contentBasedDeduplication": true,
     "deduplicationScope": "messageGroup", "visibilityTimeout": 60,
     "deadLetterQueue": {"name": "bookings-dlq.fifo", "maxReceiveCount": 2}},
    {"name": "bookings-dlq.fifo", "fifo": true},
    {"name": "emails", "visibilityTimeout": 120, "attributes": {"Policy": "{}"}}
  ],
  "services": [
    {"name": "payments", "effect": "charges the card", "effectPast": "charged",
     "latency": {"piecewise": [{"from": 100, "to": 200, "profile": {"uniform": {"min": 20, "max": 40}}}],
                 "otherwise": 0.2},
     "outages": [{"from": 250, "to": 260}], "failureRate": 0.05},
    {"name": "email", "effect": "sends the receipt", "effectPast": "sent",
     "latency": {"lognormal": {"p50": 0.1, "p99": 2}, "max": 5}}
  ],
  "producers": [
    {"name": "orders-api", "queue": "orders", "keyField": "orderId", "keyFormat": "ord_{n}",
     "messages": [{"at": 0, "key": "ord_7731"},
                  {"at": 1, "key": "ord_7732", "body": "order 7732, total 12.50"},
                  {"at": 2, "delay": 10}],
     "rate": [{"from": 5, "to": 60, "perSecond": 0.5},
              {"from": 60, "to": 120, "perSecond": 0.2, "arrivals": "poisson"}],
     "bursts": [{"at": 150, "count": 5}]},
    {"name": "bookings-api", "queue": "bookings.fifo", "keyField": "bookingId", "keyFormat": "bk_{n}",
     "bursts": [{"at": 0, "count": 6}],
     "group": {"policy": "roundRobin", "name": "customer", "count": 3},
     "deduplication": "byKey"},
    {"name": "mailer", "queue": "emails", "rate": {"from": 0, "to": 100, "perSecond": 0.1}}
  ],
  "workers": [
    {"name": "worker", "count": 2, "queue": "orders", "batchSize": 2, "waitTime": 20,
     "visibilityTimeout": 30, "pollInterval": 0, "start": 0,
     "processing": {"normal": {"mean": 3, "sd": 1}, "min": 0.5, "max": 10},
     "heartbeat": {"every": 10, "extendTo": 30, "cap": 3600},
     "delete": "afterEffect", "idempotency": "conditionalWrite", "service": "payments",
     "crashes": [{"at": 12, "worker": "worker-2"},
                 {"point": "afterEffectBeforeDelete", "occurrence": 2}],
     "restartDelay": 5, "failingKeys": ["ord_5"], "failureRate": 0.01},
    {"name": "booker", "queue": "bookings.fifo", "batchSize": 3, "delete": "batch",
     "processing": {"fixed": 1}, "idempotency": "providerKey", "service": "payments",
     "crashes": [{"point": "afterEffectBeforeRecord", "occurrence": 3}]}
  ],
  "lambdas": [
    {"name": "lambda", "queue": "emails", "batchSize": 5, "batchingWindow": 2,
     "functionTimeout": 20, "concurrency": 2, "processing": 0.5, "failingKeys": ["ord_3"],
     "failureRate": 0.02, "reportBatchItemFailures": true, "service": "email"}
  ],
  "operations": [
    {"at": 280, "purge": "emails"},
    {"at": 200, "redrive": "orders-dlq", "to": "orders", "perSecond": 10}
  ]
}
)json";

/// Roughly how many messages a scenario sends and how many consumers it has, to keep the fuzz
/// test's runs of mutated scenarios small.
bool smallEnough(const Scenario &sc)
{
    double messages = 0;
    for (const ProducerSpec &p : sc.producers) {
        messages += double(p.messages.size());
        for (const auto &burst : p.bursts)
            messages += burst.count;
        for (const auto &rate : p.rates)
            messages += rate.perSecond * double(rate.toMs - rate.fromMs) / 1000.0;
    }
    int consumers = 0;
    for (const WorkerSpec &w : sc.workers)
        consumers += w.count;
    for (const LambdaSpec &l : sc.lambdas)
        consumers += l.concurrency;
    return messages <= 2000 && consumers <= 50;
}

/// What every load must satisfy, whatever the input: a scenario exactly when there is no
/// problem, one report line per problem, and positions inside the text.
void checkLoadIsConsistent(const ScenarioLoad &load, const std::string &text)
{
    QCOMPARE(load.ok(), load.problems.empty());
    QCOMPARE(load.scenario.has_value(), load.problems.empty());
    const QString report = QString::fromStdString(load.report());
    QVERIFY2(report.count(u'\n') == qsizetype(load.problems.size()), qPrintable(report));
    const auto lines = std::count(text.begin(), text.end(), '\n') + 1;
    for (const ContentProblem &p : load.problems) {
        QVERIFY2(p.line >= 1 && p.line <= lines, qPrintable(report));
        QVERIFY2(p.column >= 1, qPrintable(report));
        QVERIFY(!p.message.empty());
    }
    QVERIFY(std::is_sorted(load.problems.begin(), load.problems.end(),
                           [](const ContentProblem &a, const ContentProblem &b) {
                               return a.line != b.line ? a.line < b.line : a.column < b.column;
                           }));
}

} // namespace

class TestScenarioLoader : public QObject {
    Q_OBJECT

private slots:
    void problems_data();
    void problems();
    void everyBadScenarioHasItsReport();
    void severalProblemsAreAllReportedInPositionOrder();
    void everyFeatureLoads();
    void deadLetterChainsOfAnyDepthRun_data();
    void deadLetterChainsOfAnyDepthRun();
    void fieldsBecomeTheScenario();
    void everyScenarioFileLoads();
    void unreadableFile();
    void everyPrefixLoadsWithoutCrashing();
    void randomMutationsLoadWithoutCrashing();
};

void TestScenarioLoader::problems_data()
{
    QTest::addColumn<QString>("fileName");
    const QDir directory(badScenarioDirectory());
    for (const QString &file :
         directory.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(QFileInfo(file).completeBaseName().replace(u'-', u' '))) << file;
}

void TestScenarioLoader::problems()
{
    QFETCH(QString, fileName);

    const QDir directory(badScenarioDirectory());
    QByteArray text;
    QVERIFY2(readFixture(directory.filePath(fileName), text), qPrintable(fileName));
    const QString expectedName =
        QFileInfo(fileName).completeBaseName() + QStringLiteral(".expected");
    QByteArray report;
    QVERIFY2(readFixture(directory.filePath(expectedName), report), qPrintable(expectedName));

    const ScenarioLoad load = loadScenarioText(text.toStdString(), fileName.toStdString());
    QCOMPARE(QString::fromStdString(load.report()), QString::fromUtf8(report));
    QVERIFY(!load.ok());
    QVERIFY(!load.scenario);
    QCOMPARE(load.path, fileName.toStdString());
    checkLoadIsConsistent(load, text.toStdString());
}

void TestScenarioLoader::everyBadScenarioHasItsReport()
{
    // A scenario without its .expected fails its row; a report without its scenario would be
    // passed over in silence, and so would a fixture directory that is not there.
    const QDir directory(badScenarioDirectory());
    const QStringList scenarios = directory.entryList({QStringLiteral("*.json")}, QDir::Files);
    const QStringList reports = directory.entryList({QStringLiteral("*.expected")}, QDir::Files);
    QVERIFY2(!scenarios.isEmpty(), qPrintable(directory.path()));
    for (const QString &report : reports) {
        const QString scenario = QFileInfo(report).completeBaseName() + QStringLiteral(".json");
        QVERIFY2(scenarios.contains(scenario),
                 qPrintable(report + QStringLiteral(" has no ") + scenario));
    }
    QCOMPARE(reports.size(), scenarios.size());
}

void TestScenarioLoader::severalProblemsAreAllReportedInPositionOrder()
{
    // Five mistakes, found in a different order than they are written (queue references are
    // resolved last): the report lists them all, by line and column.
    const std::string text = R"json({
  "name": "many",
  "queues": [{"name": "orders", "visibilityTimeout": -5}],
  "producers": [{"queue": "ordrs", "messages": [{"at": 0}]}],
  "workers": [{"queue": "orders", "batchSize": 20, "procesing": 5,
               "crashes": [{"at": 5, "worker": "worker-9"}]}],
  "lambdas": [{"queue": "orders", "functionTimeout": 60}]
}
)json";
    const ScenarioLoad load = loadScenarioText(text, "lessons/scenarios/many.json");
    QCOMPARE(
        QString::fromStdString(load.report()),
        reportOf({
            R"r(lessons/scenarios/many.json:3:54: queues[0].visibilityTimeout: -5 is out of range (0 to 43200))r",
            R"r(lessons/scenarios/many.json:4:27: producers[0].queue: no queue named "ordrs" in "queues" (did you mean "orders"?))r",
            R"r(lessons/scenarios/many.json:5:48: workers[0].batchSize: 20 is out of range (1 to 10))r",
            R"r(lessons/scenarios/many.json:5:52: workers[0].procesing: unknown key (did you mean "processing"?))r",
            R"r(lessons/scenarios/many.json:6:48: workers[0].crashes[0].worker: "worker-9" is not one of worker-1 to worker-1)r",
            R"r(lessons/scenarios/many.json:7:54: lambdas[0].functionTimeout: Queue visibility timeout: 30 seconds is less than Function timeout: 60 seconds (Lambda rejects the mapping; AWS recommends a visibility timeout of at least 6 times the function timeout))r",
        }));
    QCOMPARE(load.problems.size(), 6u);
    checkLoadIsConsistent(load, text);
}

void TestScenarioLoader::everyFeatureLoads()
{
    const ScenarioLoad load = loadScenarioText(everyFeature, "every-feature.json");
    QVERIFY2(load.ok(), load.report().c_str());
    QCOMPARE(load.report(), std::string());
    QVERIFY(validateScenario(*load.scenario).empty());
    const Run run = simulate(*load.scenario);
    QVERIFY(run.problems.empty());
    INFLIGHT_VERIFY_INVARIANTS(run.log());
    QCOMPARE(run.endMs, 300000);
    QVERIFY(run.metrics.messagesSent > 50);
    QVERIFY(run.metrics.effects > 50);
}

void TestScenarioLoader::fieldsBecomeTheScenario()
{
    // Seconds become milliseconds, names become attributes, and the dead-letter queue an ARN.
    const ScenarioLoad load = loadScenarioText(everyFeature, "every-feature.json");
    QVERIFY2(load.ok(), load.report().c_str());
    const Scenario &sc = *load.scenario;
    // Operations in time order, whatever order the file gives them in.
    QCOMPARE(sc.operations.size(), std::size_t(2));
    QCOMPARE(sc.operations[0].kind, OperationSpec::Kind::Redrive);
    QCOMPARE(sc.operations[0].atMs, TimeMs(200000));
    QCOMPARE(sc.operations[0].queue, std::string("orders-dlq"));
    QCOMPARE(sc.operations[0].destination, std::string("orders"));
    QCOMPARE(sc.operations[0].maxPerSecond, std::int64_t(10));
    QCOMPARE(sc.operations[1].kind, OperationSpec::Kind::Purge);
    QCOMPARE(sc.operations[1].queue, std::string("emails"));
    QCOMPARE(sc.name, std::string("every-feature"));
    QCOMPARE(sc.engine.seed, 9u);
    QCOMPARE(sc.untilMs, 300000);
    QCOMPARE(sc.engine.shortPollServers, 3);
    QCOMPARE(sc.engine.staleHandleDelete, StaleHandleDelete::Delete);
    QCOMPARE(sc.limits.standardInFlightLimit, 500u);

    QCOMPARE(sc.queues.size(), 5u);
    const AttributeMap &orders = sc.queues[0].attributes;
    QCOMPARE(orders.at("VisibilityTimeout"), std::string("30"));
    QCOMPARE(orders.at("DelaySeconds"), std::string("1"));
    QCOMPARE(orders.at("MessageRetentionPeriod"), std::string("3600"));
    QCOMPARE(orders.at("MaximumMessageSize"), std::string("262144"));
    QCOMPARE(orders.at("ReceiveMessageWaitTimeSeconds"), std::string("5"));
    QCOMPARE(
        orders.at("RedrivePolicy"),
        std::string(R"({"deadLetterTargetArn":"arn:aws:sqs:us-east-1:000000000000:orders-dlq",)"
                    R"("maxReceiveCount":3})"));
    const AttributeMap &bookings = sc.queues[2].attributes;
    QCOMPARE(bookings.at("FifoQueue"), std::string("true"));
    QCOMPARE(bookings.at("ContentBasedDeduplication"), std::string("true"));
    QCOMPARE(bookings.at("DeduplicationScope"), std::string("messageGroup"));
    QCOMPARE(sc.queues[4].attributes.at("Policy"), std::string("{}"));

    QCOMPARE(sc.services.size(), 2u);
    const ServiceSpec &payments = sc.services[0];
    QCOMPARE(payments.effect, std::string("charges the card"));
    QCOMPARE(payments.latency.kind, DurationProfile::Kind::Piecewise);
    QCOMPARE(payments.latency.segments.size(), 1u);
    QCOMPARE(payments.latency.segments[0].fromMs, 100000);
    QCOMPARE(payments.latency.segments[0].profile->kind, DurationProfile::Kind::Uniform);
    QCOMPARE(payments.latency.segments[0].profile->maxMs, 40000);
    QCOMPARE(payments.latency.otherwise->fixedMs, 200);
    QCOMPARE(payments.outages.size(), 1u);
    QCOMPARE(payments.outages[0].toMs, 260000);
    QCOMPARE(payments.failureRate, 0.05);
    QCOMPARE(sc.services[1].latency.kind, DurationProfile::Kind::LogNormal);
    QCOMPARE(sc.services[1].latency.p50Ms, 100);
    QCOMPARE(sc.services[1].latency.maxMs, 5000);

    QCOMPARE(sc.producers.size(), 3u);
    const ProducerSpec &api = sc.producers[0];
    QCOMPARE(api.messages.size(), 3u);
    QCOMPARE(api.messages[1].body, std::string("order 7732, total 12.50"));
    QCOMPARE(api.messages[2].delaySeconds.value_or(-1), 10);
    QCOMPARE(api.rates.size(), 2u);
    QCOMPARE(api.rates[0].toMs, 60000);
    QVERIFY(api.rates[1].poisson);
    QCOMPARE(api.bursts[0].count, 5);
    const ProducerSpec &bookingsApi = sc.producers[1];
    QCOMPARE(bookingsApi.groupPolicy, ProducerSpec::GroupPolicy::RoundRobin);
    QCOMPARE(bookingsApi.group, std::string("customer"));
    QCOMPARE(bookingsApi.groupCount, 3);
    QCOMPARE(bookingsApi.dedupPolicy, ProducerSpec::DedupPolicy::ByKey);
    QCOMPARE(sc.producers[2].rates.size(), 1u); // a single object is a list of one

    QCOMPARE(sc.workers.size(), 2u);
    const WorkerSpec &worker = sc.workers[0];
    QCOMPARE(worker.count, 2);
    QCOMPARE(worker.visibilityTimeoutSeconds.value_or(-1), 30);
    QCOMPARE(worker.processing.kind, DurationProfile::Kind::Normal);
    QCOMPARE(worker.processing.meanMs, 3000);
    QCOMPARE(worker.processing.minMs, 500);
    QCOMPARE(worker.heartbeat.everyMs, 10000);
    QCOMPARE(worker.heartbeat.extendToMs, 30000);
    QCOMPARE(worker.heartbeat.capMs, 3600000);
    QCOMPARE(worker.idempotency, Idempotency::ConditionalWrite);
    QCOMPARE(worker.crashes.size(), 2u);
    QCOMPARE(worker.crashes[0].point, CrashFault::Point::AtTime);
    QCOMPARE(worker.crashes[0].atMs, 12000);
    QCOMPARE(worker.crashes[0].worker, std::string("worker-2"));
    QCOMPARE(worker.crashes[1].point, CrashFault::Point::AfterEffectBeforeDelete);
    QCOMPARE(worker.crashes[1].occurrence, 2);
    QCOMPARE(worker.restartDelayMs, 5000);
    QCOMPARE(worker.failingKeys, std::vector<std::string>{"ord_5"});
    QCOMPARE(sc.workers[1].deletePolicy, DeletePolicy::Batch);
    QCOMPARE(sc.workers[1].idempotency, Idempotency::ProviderKey);
    QCOMPARE(sc.workers[1].crashes.size(), 1u);
    QCOMPARE(sc.workers[1].crashes[0].point, CrashFault::Point::AfterEffectBeforeRecord);
    QCOMPARE(sc.workers[1].crashes[0].occurrence, 3);

    QCOMPARE(sc.lambdas.size(), 1u);
    const LambdaSpec &lambda = sc.lambdas[0];
    QCOMPARE(lambda.batchingWindowMs, 2000);
    QCOMPARE(lambda.functionTimeoutMs, 20000);
    QCOMPARE(lambda.concurrency, 2);
    QCOMPARE(lambda.processing.fixedMs, 500);
    QVERIFY(lambda.reportBatchItemFailures);
    QCOMPARE(lambda.service, std::string("email"));
}

void TestScenarioLoader::everyScenarioFileLoads()
{
    const QDir directory(scenarioDirectory());
    const QStringList files = directory.entryList({QStringLiteral("*.json")}, QDir::Files);
    QVERIFY(files.size() >= 2);
    for (const QString &file : files) {
        const ScenarioLoad load = loadScenarioFile(directory.filePath(file).toStdString());
        QVERIFY2(load.ok(), load.report().c_str());
        QVERIFY(validateScenario(*load.scenario).empty());
        QCOMPARE(QString::fromStdString(load.scenario->name) + QStringLiteral(".json"), file);
    }
}

void TestScenarioLoader::unreadableFile()
{
    const std::string path =
        (scenarioDirectory() + QStringLiteral("/no-such-file.json")).toStdString();
    const ScenarioLoad load = loadScenarioFile(path);
    QVERIFY(!load.ok());
    QCOMPARE(load.problems.size(), 1u);
    QCOMPARE(QString::fromStdString(load.report()),
             QString::fromStdString(path) +
                 QStringLiteral(":0:0: cannot read the file: No such file or directory\n"));
}

void TestScenarioLoader::everyPrefixLoadsWithoutCrashing()
{
    std::vector<std::string> texts{everyFeature};
    const QDir directory(scenarioDirectory());
    for (const QString &file : directory.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile f(directory.filePath(file));
        QVERIFY(f.open(QIODevice::ReadOnly));
        texts.push_back(f.readAll().toStdString());
    }
    for (const std::string &text : texts) {
        int loaded = 0;
        for (std::size_t length = 0; length <= text.size(); ++length) {
            const std::string prefix = text.substr(0, length);
            const ScenarioLoad load = loadScenarioText(prefix, "prefix.json");
            checkLoadIsConsistent(load, prefix);
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("prefix of %1 bytes").arg(length)));
            loaded += load.ok() ? 1 : 0;
        }
        // Only the whole text (and the whole text less its final newline) is a valid scenario.
        QVERIFY2(loaded >= 1 && loaded <= 2, qPrintable(QString::number(loaded)));
    }
}

void TestScenarioLoader::randomMutationsLoadWithoutCrashing()
{
    // Seeded mutations of a valid scenario: a digit changed, a byte replaced (often by a JSON
    // character), a byte deleted, a byte inserted, a span duplicated. Every result loads without
    // crashing; the ones that still load cleanly and are small enough are run, and their logs must
    // be sound.
    const std::string original = everyFeature;
    const std::string interesting = "{}[]\",:0123456789.-e \ntruefalsnul\\";
    Prng prng(20260101);
    int loaded = 0;
    int ran = 0;
    for (int round = 0; round < 3000; ++round) {
        std::string text = original;
        const int edits = 1 + int(prng.uniformBelow(3));
        for (int e = 0; e < edits && !text.empty(); ++e) {
            const std::size_t at = prng.uniformBelow(text.size());
            switch (prng.uniformBelow(6)) {
            case 4:
            case 5: {
                // Another digit: still JSON, often still a scenario, with other numbers.
                const std::size_t digit = text.find_first_of("0123456789", at);
                if (digit != std::string::npos)
                    text[digit] = char('0' + prng.uniformBelow(10));
                break;
            }
            case 0:
                text[at] = prng.bernoulli(0.5) ? interesting[prng.uniformBelow(interesting.size())]
                                               : char(prng.uniformBelow(256));
                break;
            case 1:
                text.erase(at, 1);
                break;
            case 2:
                text.insert(at, 1, interesting[prng.uniformBelow(interesting.size())]);
                break;
            default: {
                const std::size_t length =
                    std::min<std::size_t>(1 + prng.uniformBelow(40), text.size() - at);
                text.insert(at, text.substr(at, length));
                break;
            }
            }
        }
        const ScenarioLoad load = loadScenarioText(text, "mutated.json");
        checkLoadIsConsistent(load, text);
        if (QTest::currentTestFailed())
            QFAIL(qPrintable(QStringLiteral("round %1").arg(round)));
        if (!load.ok())
            continue;
        ++loaded;
        if (!smallEnough(*load.scenario))
            continue;
        Scenario sc = *load.scenario;
        sc.untilMs = std::min<TimeMs>(sc.untilMs > 0 ? sc.untilMs : 600000, 600000);
        const Run run = simulate(sc);
        INFLIGHT_VERIFY_INVARIANTS(run.log());
        if (QTest::currentTestFailed())
            QFAIL(qPrintable(QStringLiteral("round %1 ran unsoundly").arg(round)));
        ++ran;
    }
    // Most mutations break something; some do not.
    QVERIFY2(loaded > 300 && loaded < 2900, qPrintable(QString::number(loaded)));
    QVERIFY2(ran > 200, qPrintable(QString::number(ran)));
}

void TestScenarioLoader::deadLetterChainsOfAnyDepthRun_data()
{
    QTest::addColumn<QString>("queues");
    QTest::addColumn<QStringList>("moves");
    // Every message fails its processing; each queue gives up after one receive and passes the
    // message on. Queues are listed sources first: each must still be created after its
    // dead-letter queue.
    QTest::newRow("a -> b -> c")
        << R"([{"name": "a", "deadLetterQueue": {"name": "b", "maxReceiveCount": 1}},
               {"name": "b", "deadLetterQueue": {"name": "c", "maxReceiveCount": 1}},
               {"name": "c"}])"
        << QStringList{"a -> b", "b -> c"};
    QTest::newRow("four deep, listed in reverse")
        << R"([{"name": "a", "deadLetterQueue": {"name": "b", "maxReceiveCount": 1}},
               {"name": "b", "deadLetterQueue": {"name": "c", "maxReceiveCount": 1}},
               {"name": "c", "deadLetterQueue": {"name": "d", "maxReceiveCount": 1}},
               {"name": "d"}])"
        << QStringList{"a -> b", "b -> c", "c -> d"};
    // AWS documents no rule against a loop; SetQueueAttributes sets its last link.
    QTest::newRow("a loop a -> b -> a")
        << R"([{"name": "a", "deadLetterQueue": {"name": "b", "maxReceiveCount": 1}},
               {"name": "b", "deadLetterQueue": {"name": "a", "maxReceiveCount": 1}}])"
        << QStringList{"a -> b", "b -> a", "a -> b", "b -> a"};
}

void TestScenarioLoader::deadLetterChainsOfAnyDepthRun()
{
    QFETCH(QString, queues);
    QFETCH(QStringList, moves);
    // One worker per queue, failing every message.
    std::string workers;
    for (const char *queue : {"a", "b", "c", "d"}) {
        if (!queues.contains(QStringLiteral("\"name\": \"%1\"").arg(QLatin1String(queue))))
            continue;
        workers += std::string(workers.empty() ? "" : ", ") + R"({"name": "w)" + queue +
                   R"(", "queue": ")" + queue +
                   R"(", "processing": 0.5, "failingKeys": ["poison"]})";
    }
    const std::string text =
        R"({"name": "chain", "until": )" + std::to_string(moves.size() * 2) + R"(, "queues": )" +
        queues.toStdString() +
        R"(, "producers": [{"queue": "a", "messages": [{"at": 0, "key": "poison"}]}],
        "workers": [)" +
        workers + "]}";
    const ScenarioLoad load = loadScenarioText(text, "chain.json");
    QVERIFY2(load.ok(), load.problems.empty() ? "" : load.problems.front().message.c_str());
    Scenario scenario = *load.scenario;
    // Lent for no time at all: a failed message is back at once and moves on at its next receive.
    for (QueueSpec &q : scenario.queues)
        q.attributes["VisibilityTimeout"] = "0";
    const Run run = simulate(scenario);
    QVERIFY2(run.problems.empty(), run.problems.empty() ? "" : run.problems.front().c_str());
    INFLIGHT_VERIFY_INVARIANTS(run.log());
    QStringList seen;
    for (std::uint64_t i = 0; i < run.log().size() && seen.size() < moves.size(); ++i) {
        const Event &e = run.log()[i];
        if (e.kind == EventKind::MovedToDeadLetterQueue)
            seen << QString::fromStdString(run.log().queueName(e.queue) + " -> " +
                                           run.log().queueName(static_cast<QueueIndex>(e.a)));
    }
    QCOMPARE(seen, moves);
}

QTEST_GUILESS_MAIN(TestScenarioLoader)
#include "tst_scenarioloader.moc"
