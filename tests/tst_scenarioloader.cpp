// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario file loader: every kind of mistake reported as "path:line:column: message", all
// of a file's problems at once in position order, no input that crashes it, and every scenario
// file in lessons/scenarios loading cleanly.

#include "enginetest.h"
#include "prng.h"
#include "run.h"
#include "scenarioloader.h"

#include <QDir>

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
     "processing": {"fixed": 1}, "idempotency": "providerKey", "service": "payments"}
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
    void severalProblemsAreAllReportedInPositionOrder();
    void everyFeatureLoads();
    void fieldsBecomeTheScenario();
    void everyScenarioFileLoads();
    void unreadableFile();
    void everyPrefixLoadsWithoutCrashing();
    void randomMutationsLoadWithoutCrashing();
};

void TestScenarioLoader::problems_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("report");

    // Not JSON: the parser's message, at the exact character.
    QTest::newRow("invalid JSON: a trailing comma")
        << QByteArray("{\"name\": \"t\",\n}")
        << reportOf({R"r(s.json:2:1: not valid JSON: expected a member name in double quotes)r"});
    QTest::newRow("invalid JSON: the file ends inside an object")
        << QByteArray(R"json({"name": "t")json")
        << reportOf({R"r(s.json:1:13: not valid JSON: expected ',' or '}' after a member)r"});
    QTest::newRow("invalid JSON: the file ends inside a string")
        << QByteArray(R"json({"name": "t)json")
        << reportOf({R"r(s.json:1:12: not valid JSON: the file ends inside a string)r"});
    QTest::newRow("invalid JSON: a missing colon")
        << QByteArray(R"json({"name" "t"})json")
        << reportOf({R"r(s.json:1:9: not valid JSON: expected ':' after the member name)r"});
    QTest::newRow("invalid JSON: a bare word")
        << QByteArray(R"json({"name": t})json")
        << reportOf(
               {R"r(s.json:1:10: not valid JSON: unexpected character 't' where a value was expected)r"});
    QTest::newRow("invalid JSON: a single-quoted string")
        << QByteArray(R"json({'name': 't'})json")
        << reportOf({R"r(s.json:1:2: not valid JSON: expected a member name in double quotes)r"});
    QTest::newRow("invalid JSON: an unknown escape")
        << QByteArray(R"json({"name": "a\qb"})json")
        << reportOf({R"r(s.json:1:14: not valid JSON: unknown escape '\q' in a string)r"});
    QTest::newRow("invalid JSON: a raw tab in a string")
        << QByteArray("{\"name\": \"a\tb\"}")
        << reportOf(
               {R"r(s.json:1:12: not valid JSON: a string cannot contain a raw control character (write \n, \t, ...))r"});
    QTest::newRow("invalid JSON: a number without digits after the point")
        << QByteArray(R"json({"seed": 1.})json")
        << reportOf(
               {R"r(s.json:1:12: not valid JSON: a number needs digits after the decimal point)r"});
    QTest::newRow("invalid JSON: text after the value")
        << QByteArray(R"json({"name": "t"} x)json")
        << reportOf({R"r(s.json:1:15: not valid JSON: unexpected text after the JSON value)r"});
    QTest::newRow("invalid JSON: an empty file")
        << QByteArray(R"json()json")
        << reportOf({R"r(s.json:1:1: not valid JSON: the file ends where a value was expected)r"});
    QTest::newRow("invalid JSON: a position counts characters, not bytes")
        << QByteArray(R"json({"title": "déjà vu", "name": })json")
        << reportOf(
               {R"r(s.json:1:30: not valid JSON: unexpected character '}' where a value was expected)r"});
    QTest::newRow("invalid JSON: nested too deeply")
        << QByteArray(300, '[')
        << reportOf({R"r(s.json:1:202: not valid JSON: nested too deeply)r"});

    // The top level.
    QTest::newRow("not an object")
        << QByteArray(R"json([1, 2])json")
        << reportOf({R"r(s.json:1:1: must be an object, not an array)r"});
    QTest::newRow("missing name")
        << QByteArray(
               R"json({"queues": [{"name": "orders"}], "producers": [{"queue": "orders", "messages": [{"at": 0}]}]})json")
        << reportOf({R"r(s.json:1:1: missing "name")r"});
    QTest::newRow("missing queues")
        << QByteArray(
               R"json({"name": "t", "producers": [{"queue": "orders", "messages": [{"at": 0}]}]})json")
        << reportOf({R"r(s.json:1:1: missing "queues" (at least one queue))r",
                     R"r(s.json:1:39: producers[0].queue: no queue named "orders" in "queues")r"});
    QTest::newRow("no producers")
        << QByteArray(R"json({"name": "t", "queues": [{"name": "orders"}]})json")
        << reportOf({R"r(s.json:1:1: no "producers": nothing would ever be sent)r"});

    // Unknown keys and choices, with the closest valid one, or the valid ones.
    QTest::newRow("unknown key: did you mean")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "visibilityTimout": 30}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:2:32: queues[0].visibilityTimout: unknown key (did you mean "visibilityTimeout"?))r"});
    QTest::newRow("unknown key: the valid keys when nothing is close")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}],
 "colour": "blue"})json")
        << reportOf(
               {R"r(s.json:5:2: colour: unknown key (valid keys: name, title, description, seed, until, engine, queues, services, producers, workers, lambdas, operations))r"});
    QTest::newRow("unknown key in a worker")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "heartBeat": {"every": 10, "extendTo": 30}}]})json")
        << reportOf(
               {R"r(s.json:4:34: workers[0].heartBeat: unknown key (did you mean "heartbeat"?))r"});
    QTest::newRow("unknown key in a profile")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "processing": {"uniform": {"min": 1, "maximum": 5}}}]})json")
        << reportOf(
               {R"r(s.json:4:60: workers[0].processing.uniform: needs "min" and "max" (seconds))r",
                R"r(s.json:4:71: workers[0].processing.uniform.maximum: unknown key (valid keys: min, max))r"});
    QTest::newRow("unknown key with an escaped newline: still one line of the report")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "pro\ncessing": 1}]})json")
        << reportOf(
               {R"r(s.json:4:34: workers[0].pro\ncessing: unknown key (did you mean "processing"?))r"});
    QTest::newRow("unknown choice: did you mean")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "delete": "afterEfect"}]})json")
        << reportOf(
               {R"r(s.json:4:44: workers[0].delete: "afterEfect" is not one of "afterEffect", "beforeProcessing", "batch" (did you mean "afterEffect"?))r"});
    QTest::newRow("unknown choice: the options")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "idempotency": "maybe"}]})json")
        << reportOf(
               {R"r(s.json:4:49: workers[0].idempotency: "maybe" is not one of "none", "conditionalWrite", "providerKey")r"});

    // Names given twice.
    QTest::newRow("a duplicate key")
        << QByteArray(
               R"json({"name": "a", "name": "b", "queues": [{"name": "orders"}], "producers": [{"queue": "orders", "messages": [{"at": 0}]}]})json")
        << reportOf({R"r(s.json:1:15: name: appears twice)r"});
    QTest::newRow("a queue defined twice")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}, {"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf({R"r(s.json:2:42: queues[1].name: "orders" is defined twice)r"});

    // Wrong types.
    QTest::newRow("wrong type: a number for a string")
        << QByteArray(
               R"json({"name": 5, "queues": [{"name": "orders"}], "producers": [{"queue": "orders", "messages": [{"at": 0}]}]})json")
        << reportOf({R"r(s.json:1:10: name: must be a string, not a number)r"});
    QTest::newRow("wrong type: a string for a boolean")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "fifo": "yes"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf({R"r(s.json:2:40: queues[0].fifo: must be true or false, not a string)r"});
    QTest::newRow("wrong type: a string for a number")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "visibilityTimeout": "30"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:2:53: queues[0].visibilityTimeout: must be a number, not a string)r"});
    QTest::newRow("wrong type: a string for a list")
        << QByteArray(R"json({"name": "t",
 "queues": "orders",
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf({R"r(s.json:2:12: queues: must be an array, not a string)r",
                     R"r(s.json:3:26: producers[0].queue: no queue named "orders" in "queues")r",
                     R"r(s.json:4:24: workers[0].queue: no queue named "orders" in "queues")r"});
    QTest::newRow("wrong type: a number for an object")
        << QByteArray(R"json({"name": "t",
 "queues": [5],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf({R"r(s.json:2:13: queues[0]: must be an object, not a number)r",
                     R"r(s.json:3:26: producers[0].queue: no queue named "orders" in "queues")r",
                     R"r(s.json:4:24: workers[0].queue: no queue named "orders" in "queues")r"});
    QTest::newRow("wrong type: a string for a list of strings")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "failingKeys": "ord_1"}]})json")
        << reportOf({R"r(s.json:4:49: workers[0].failingKeys: must be an array of strings)r"});
    QTest::newRow("wrong type: a number in a list of strings")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "failingKeys": ["ord_1", 2]}]})json")
        << reportOf({R"r(s.json:4:59: workers[0].failingKeys[1]: must be a string)r"});
    QTest::newRow("wrong type: a raw attribute that is not a string")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "attributes": {"VisibilityTimeout": 30}}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:2:68: queues[0].attributes.VisibilityTimeout: must be a string, as in the SQS API)r"});
    QTest::newRow("wrong type: a string for a duration")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "processing": "slow"}]})json")
        << reportOf(
               {R"r(s.json:4:48: workers[0].processing: must be a number of seconds or an object, not a string)r"});
    QTest::newRow("wrong type: null for a boolean")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "visibilityTimeout": 60}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "lambdas": [{"queue": "orders", "reportBatchItemFailures": null}]})json")
        << reportOf(
               {R"r(s.json:4:61: lambdas[0].reportBatchItemFailures: must be true or false, not null)r"});
    QTest::newRow("a fraction for a whole number")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "batchSize": 2.5}]})json")
        << reportOf({R"r(s.json:4:47: workers[0].batchSize: 2.5 must be a whole number)r"});

    // Out-of-range values, one row per range-checked field, with the allowed range.
    QTest::newRow("out of range: seed")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}],
 "seed": -1})json")
        << reportOf({R"r(s.json:5:10: seed: -1 is out of range (0 to 9007199254740991))r"});
    QTest::newRow("out of range: until")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}],
 "until": 0})json")
        << reportOf({R"r(s.json:5:11: until: 0 is out of range (0.001 to 1296000 seconds))r"});
    QTest::newRow("out of range: a number too large for a double")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "visibilityTimeout": 1e999}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:2:53: queues[0].visibilityTimeout: 1e999 is out of range (0 to 43200))r"});
    QTest::newRow("out of range: a number too large and negative")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "delay": -1e999}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf({R"r(s.json:2:41: queues[0].delay: -1e999 is out of range (0 to 900))r"});
    QTest::newRow("out of range: engine.shortPollServers")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}],
 "engine": {"shortPollServers": 65}})json")
        << reportOf({R"r(s.json:5:33: engine.shortPollServers: 65 is out of range (1 to 64))r"});
    QTest::newRow("out of range: engine.duplicateDeliveryRate")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}],
 "engine": {"duplicateDeliveryRate": 1.5}})json")
        << reportOf(
               {R"r(s.json:5:38: engine.duplicateDeliveryRate: 1.5 is out of range (0 to 1))r"});
    QTest::newRow("out of range: engine.inFlightLimit")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}],
 "engine": {"inFlightLimit": 0}})json")
        << reportOf({R"r(s.json:5:30: engine.inFlightLimit: 0 is out of range (1 to 120000))r"});
    QTest::newRow("out of range: queue visibilityTimeout")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "visibilityTimeout": 43201}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:2:53: queues[0].visibilityTimeout: 43201 is out of range (0 to 43200))r"});
    QTest::newRow("out of range: queue delay")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "delay": 901}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf({R"r(s.json:2:41: queues[0].delay: 901 is out of range (0 to 900))r"});
    QTest::newRow("out of range: queue retention")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "retention": 59}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf({R"r(s.json:2:45: queues[0].retention: 59 is out of range (60 to 1209600))r"});
    QTest::newRow("out of range: queue maximumMessageSize")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "maximumMessageSize": 1023}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:2:54: queues[0].maximumMessageSize: 1023 is out of range (1024 to 1048576))r"});
    QTest::newRow("out of range: queue receiveWaitTime")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "receiveWaitTime": 21}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf({R"r(s.json:2:51: queues[0].receiveWaitTime: 21 is out of range (0 to 20))r"});
    QTest::newRow("out of range: maxReceiveCount")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "deadLetterQueue": {"name": "dlq", "maxReceiveCount": 1001}}, {"name": "dlq"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:2:86: queues[0].deadLetterQueue.maxReceiveCount: 1001 is out of range (1 to 1000))r"});
    QTest::newRow("out of range: service latency")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "service": "payments"}],
 "services": [{"name": "payments", "latency": -1}]})json")
        << reportOf(
               {R"r(s.json:5:47: services[0].latency: -1 is out of range (0 to 1296000 seconds))r"});
    QTest::newRow("out of range: service failureRate")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "service": "payments"}],
 "services": [{"name": "payments", "failureRate": 1.01}]})json")
        << reportOf({R"r(s.json:5:51: services[0].failureRate: 1.01 is out of range (0 to 1))r"});
    QTest::newRow("out of range: service outage")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "service": "payments"}],
 "services": [{"name": "payments", "outages": [{"from": 0, "to": 1300000}]}]})json")
        << reportOf(
               {R"r(s.json:5:66: services[0].outages[0].to: 1300000 is out of range (0 to 1296000 seconds))r"});
    QTest::newRow("out of range: message at")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": -1}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:3:56: producers[0].messages[0].at: -1 is out of range (0 to 1296000 seconds))r"});
    QTest::newRow("out of range: message delay")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0, "delay": 901}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:3:68: producers[0].messages[0].delay: 901 is out of range (0 to 900))r"});
    QTest::newRow("out of range: rate perSecond")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "rate": {"from": 0, "to": 10, "perSecond": 0}}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:3:79: producers[0].rate[0].perSecond: 0 is out of range (0.001 to 1000000))r"});
    QTest::newRow("out of range: burst count")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "bursts": [{"at": 0, "count": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:3:66: producers[0].bursts[0].count: 0 is out of range (1 to 10000000))r"});
    QTest::newRow("out of range: group count")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}], "group": {"policy": "roundRobin", "count": 0}}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:3:104: producers[0].group.count: 0 is out of range (1 to 100000))r"});
    QTest::newRow("out of range: worker count")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "count": 0}]})json")
        << reportOf({R"r(s.json:4:43: workers[0].count: 0 is out of range (1 to 10000))r"});
    QTest::newRow("out of range: worker batchSize")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "batchSize": 11}]})json")
        << reportOf({R"r(s.json:4:47: workers[0].batchSize: 11 is out of range (1 to 10))r"});
    QTest::newRow("out of range: worker waitTime")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "waitTime": 21}]})json")
        << reportOf({R"r(s.json:4:46: workers[0].waitTime: 21 is out of range (0 to 20))r"});
    QTest::newRow("out of range: worker visibilityTimeout")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "visibilityTimeout": 43201}]})json")
        << reportOf(
               {R"r(s.json:4:55: workers[0].visibilityTimeout: 43201 is out of range (0 to 43200))r"});
    QTest::newRow("out of range: worker pollInterval")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "pollInterval": 3601}]})json")
        << reportOf(
               {R"r(s.json:4:50: workers[0].pollInterval: 3601 is out of range (0 to 3600 seconds))r"});
    QTest::newRow("out of range: worker start")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "start": -5}]})json")
        << reportOf(
               {R"r(s.json:4:43: workers[0].start: -5 is out of range (0 to 1296000 seconds))r"});
    QTest::newRow("out of range: worker processing")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "processing": 1296001}]})json")
        << reportOf(
               {R"r(s.json:4:48: workers[0].processing: 1296001 is out of range (0 to 1296000 seconds))r"});
    QTest::newRow("out of range: heartbeat every")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "heartbeat": {"every": 0, "extendTo": 30}}]})json")
        << reportOf(
               {R"r(s.json:4:57: workers[0].heartbeat.every: 0 is out of range (0.001 to 43200 seconds))r"});
    QTest::newRow("out of range: heartbeat extendTo")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "heartbeat": {"every": 10, "extendTo": 43201}}]})json")
        << reportOf(
               {R"r(s.json:4:73: workers[0].heartbeat.extendTo: 43201 is out of range (0 to 43200))r"});
    QTest::newRow("out of range: heartbeat cap")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "heartbeat": {"every": 10, "extendTo": 30, "cap": 0}}]})json")
        << reportOf(
               {R"r(s.json:4:84: workers[0].heartbeat.cap: 0 is out of range (0.001 to 43200 seconds))r"});
    QTest::newRow("out of range: crash at")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "crashes": [{"at": -1}]}]})json")
        << reportOf(
               {R"r(s.json:4:53: workers[0].crashes[0].at: -1 is out of range (0 to 1296000 seconds))r"});
    QTest::newRow("out of range: crash occurrence")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "crashes": [{"point": "beforeEffect", "occurrence": 0}]}]})json")
        << reportOf(
               {R"r(s.json:4:86: workers[0].crashes[0].occurrence: 0 is out of range (1 to 1000000))r"});
    QTest::newRow("out of range: worker restartDelay")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "restartDelay": 86401}]})json")
        << reportOf(
               {R"r(s.json:4:50: workers[0].restartDelay: 86401 is out of range (0 to 86400 seconds))r"});
    QTest::newRow("out of range: worker failureRate")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "failureRate": -0.5}]})json")
        << reportOf({R"r(s.json:4:49: workers[0].failureRate: -0.5 is out of range (0 to 1))r"});
    QTest::newRow("operation: a redrive of a queue that is no dead-letter queue")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "operations": [{"at": 10, "redrive": "orders"}]})json")
        << reportOf({R"r(s.json:4:39: operations[0].redrive: "orders" is no queue's dead-letter queue (SQS: "Source queue must be configured as a Dead Letter Queue."))r"});
    QTest::newRow("operation: neither a redrive nor a purge")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "operations": [{"at": 10}]})json")
        << reportOf({R"r(s.json:4:17: operations[0]: an operation is either {"redrive": DEAD-LETTER QUEUE} or {"purge": QUEUE})r"});
    QTest::newRow("operation: a purge of an unknown queue, and no time")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "operations": [{"purge": "order"}]})json")
        << reportOf({R"r(s.json:4:17: operations[0]: missing "at" (seconds))r",
                     R"r(s.json:4:27: operations[0].purge: no queue named "order" in "queues" (did you mean "orders"?))r"});
    QTest::newRow("operation: a redrive too fast")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "deadLetterQueue": {"name": "dlq", "maxReceiveCount": 2}}, {"name": "dlq"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "operations": [{"at": 1, "redrive": "dlq", "perSecond": 501}]})json")
        << reportOf({R"r(s.json:4:58: operations[0].perSecond: 501 is out of range (1 to 500))r"});
    QTest::newRow("out of range: lambda batchSize")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "lambdas": [{"queue": "orders", "batchSize": 10001, "batchingWindow": 1}]})json")
        << reportOf({R"r(s.json:4:47: lambdas[0].batchSize: 10001 is out of range (1 to 10000))r"});
    QTest::newRow("out of range: lambda batchingWindow")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "lambdas": [{"queue": "orders", "batchingWindow": 301}]})json")
        << reportOf(
               {R"r(s.json:4:52: lambdas[0].batchingWindow: 301 is out of range (0 to 300 seconds))r"});
    QTest::newRow("out of range: lambda functionTimeout")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "lambdas": [{"queue": "orders", "functionTimeout": 0.5}]})json")
        << reportOf(
               {R"r(s.json:4:53: lambdas[0].functionTimeout: 0.5 is out of range (1 to 900 seconds))r"});
    QTest::newRow("out of range: lambda concurrency")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "lambdas": [{"queue": "orders", "concurrency": 1001}]})json")
        << reportOf({R"r(s.json:4:49: lambdas[0].concurrency: 1001 is out of range (1 to 1000))r"});
    QTest::newRow("out of range: lambda failureRate")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "lambdas": [{"queue": "orders", "failureRate": 2}]})json")
        << reportOf({R"r(s.json:4:49: lambdas[0].failureRate: 2 is out of range (0 to 1))r"});
    QTest::newRow("out of range: uniform min")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "processing": {"uniform": {"min": -1, "max": 5}}}]})json")
        << reportOf(
               {R"r(s.json:4:68: workers[0].processing.uniform.min: -1 is out of range (0 to 1296000 seconds))r"});
    QTest::newRow("out of range: lognormal p50")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "processing": {"lognormal": {"p50": 0, "p99": 5}}}]})json")
        << reportOf(
               {R"r(s.json:4:70: workers[0].processing.lognormal.p50: 0 is out of range (0.001 to 1296000 seconds))r"});
    QTest::newRow("out of range: a clamp")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "processing": {"normal": {"mean": 3, "sd": 1}, "min": -1}}]})json")
        << reportOf(
               {R"r(s.json:4:88: workers[0].processing.min: -1 is out of range (0 to 1296000 seconds))r"});

    // Names that refer to nothing.
    QTest::newRow("unknown queue: a producer's")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "order", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:3:26: producers[0].queue: no queue named "order" in "queues" (did you mean "orders"?))r"});
    QTest::newRow("unknown queue: a worker's")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "ordres"}]})json")
        << reportOf(
               {R"r(s.json:4:24: workers[0].queue: no queue named "ordres" in "queues" (did you mean "orders"?))r"});
    QTest::newRow("unknown queue: a lambda's")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "lambdas": [{"queue": "emails"}]})json")
        << reportOf({R"r(s.json:4:24: lambdas[0].queue: no queue named "emails" in "queues")r"});
    QTest::newRow("unknown queue: a dead-letter queue")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "deadLetterQueue": {"name": "orders-dlq", "maxReceiveCount": 3}}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:2:60: queues[0].deadLetterQueue.name: no queue named "orders-dlq" in "queues")r"});
    QTest::newRow("unknown service")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "service": "payment"}],
 "services": [{"name": "payments"}]})json")
        << reportOf(
               {R"r(s.json:4:45: workers[0].service: no service named "payment" in "services")r"});
    QTest::newRow("unknown service: none defined")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "lambdas": [{"queue": "orders", "service": "email"}]})json")
        << reportOf(
               {R"r(s.json:4:45: lambdas[0].service: no service named "email" in "services")r"});

    // Dead-letter queues.
    QTest::newRow("a FIFO queue with a standard dead-letter queue")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders.fifo", "fifo": true, "deadLetterQueue": {"name": "dlq", "maxReceiveCount": 3}}, {"name": "dlq"}, {"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:2:79: queues[0].deadLetterQueue.name: a dead-letter queue must be of the same type (FIFO or standard) as its source)r"});
    QTest::newRow("a standard queue with a FIFO dead-letter queue")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "deadLetterQueue": {"name": "dlq.fifo", "maxReceiveCount": 3}}, {"name": "dlq.fifo", "fifo": true}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:2:60: queues[0].deadLetterQueue.name: a dead-letter queue must be of the same type (FIFO or standard) as its source)r"});
    QTest::newRow("a queue as its own dead-letter queue")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "deadLetterQueue": {"name": "orders", "maxReceiveCount": 3}}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:2:60: queues[0].deadLetterQueue.name: a queue cannot be its own dead-letter queue)r"});
    QTest::newRow("a dead-letter queue without maxReceiveCount")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "deadLetterQueue": {"name": "dlq"}}, {"name": "dlq"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:2:51: queues[0].deadLetterQueue: missing "maxReceiveCount" (1 to 1000))r"});

    // FIFO rules.
    QTest::newRow("FIFO: the name must end in .fifo")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "fifo": true}],
 "producers": [{"queue": "orders", "messages": [{"at": 0, "group": "g", "deduplicationId": "d"}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf({R"r(s.json:2:22: queues[0].name: a FIFO queue's name must end in .fifo)r"});
    QTest::newRow("FIFO: a .fifo name needs fifo true")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders.fifo"}, {"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:2:22: queues[0].name: a queue named *.fifo must have "fifo": true)r"});
    QTest::newRow("FIFO: content-based deduplication on a standard queue")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "contentBasedDeduplication": true}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:2:61: queues[0].contentBasedDeduplication: only a FIFO queue has content-based deduplication)r"});
    QTest::newRow("FIFO: a deduplication scope on a standard queue")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "deduplicationScope": "messageGroup"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:2:54: queues[0].deduplicationScope: only a FIFO queue has a deduplication scope)r"});
    QTest::newRow("FIFO: a producer without a group")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders.fifo", "fifo": true, "contentBasedDeduplication": true}],
 "producers": [{"queue": "orders.fifo", "bursts": [{"at": 0, "count": 3}]}],
 "workers": [{"queue": "orders.fifo"}]})json")
        << reportOf(
               {R"r(s.json:3:16: producers[0]: sends to a FIFO queue: give "group" (every FIFO message needs a MessageGroupId))r"});
    QTest::newRow("FIFO: single messages without a group")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders.fifo", "fifo": true}],
 "producers": [{"queue": "orders.fifo", "messages": [{"at": 0, "group": "g"}, {"at": 1}], "deduplication": "byKey"}],
 "workers": [{"queue": "orders.fifo"}]})json")
        << reportOf(
               {R"r(s.json:3:16: producers[0]: sends to a FIFO queue: give "group" (every FIFO message needs a MessageGroupId))r"});
    QTest::newRow("FIFO: a producer without deduplication")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders.fifo", "fifo": true}],
 "producers": [{"queue": "orders.fifo", "rate": {"from": 0, "to": 10, "perSecond": 1}, "group": {"policy": "byKey"}}],
 "workers": [{"queue": "orders.fifo"}]})json")
        << reportOf(
               {R"r(s.json:3:16: producers[0]: sends to a FIFO queue without content-based deduplication: give "deduplication" ("byKey" or "byMessage"))r"});

    // Producers.
    QTest::newRow("a producer that sends nothing")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "keyFormat": "ord_{n}"}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:3:16: producers[0]: sends nothing: give "messages", "rate" or "bursts")r"});
    QTest::newRow("a rate without to")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "rate": {"from": 0, "perSecond": 1}}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf({R"r(s.json:3:44: producers[0].rate[0]: missing "to" (seconds))r"});
    QTest::newRow("a rate that ends before it starts")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "rate": {"from": 10, "to": 5, "perSecond": 1}}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf({R"r(s.json:3:44: producers[0].rate[0]: "from" must be before "to")r"});
    QTest::newRow("a group without a policy")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}], "group": {"name": "g"}}],
 "workers": [{"queue": "orders"}]})json")
        << reportOf(
               {R"r(s.json:3:70: producers[0].group: missing "policy" (fixed, byKey or roundRobin))r"});

    // Workers.
    QTest::newRow("a heartbeat without extendTo")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "heartbeat": {"every": 10}}]})json")
        << reportOf(
               {R"r(s.json:4:47: workers[0].heartbeat: a heartbeat needs "every" and "extendTo" (seconds))r"});
    QTest::newRow("providerKey without a service")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "idempotency": "providerKey"}]})json")
        << reportOf(
               {R"r(s.json:4:14: workers[0]: "idempotency": "providerKey" needs a "service" to pass the key to)r"});
    QTest::newRow("two worker entries with one name")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}, {"name": "other"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}, {"queue": "other"}]})json")
        << reportOf(
               {R"r(s.json:4:35: workers[1].name: another worker is already named "worker"; give each worker entry its own name)r"});
    QTest::newRow("a crash naming a worker that does not exist")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "count": 2, "crashes": [{"at": 5, "worker": "worker-3"}]}]})json")
        << reportOf(
               {R"r(s.json:4:78: workers[0].crashes[0].worker: "worker-3" is not one of worker-1 to worker-2)r"});
    QTest::newRow("a crash with both at and point")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "crashes": [{"at": 5, "point": "beforeEffect"}]}]})json")
        << reportOf(
               {R"r(s.json:4:46: workers[0].crashes[0]: a crash needs either "at" (seconds) or "point", not both)r"});
    QTest::newRow("a crash with neither at nor point")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "crashes": [{"occurrence": 2}]}]})json")
        << reportOf(
               {R"r(s.json:4:46: workers[0].crashes[0]: a crash needs either "at" (seconds) or "point", not both)r"});
    QTest::newRow("a crash at an unknown point")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "crashes": [{"point": "afterEffect"}]}]})json")
        << reportOf(
               {R"r(s.json:4:56: workers[0].crashes[0].point: "afterEffect" is not one of "beforeEffect", "afterEffectBeforeDelete", "duringHeartbeat")r"});

    // Services.
    QTest::newRow("an outage that ends before it starts")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "service": "payments"}],
 "services": [{"name": "payments", "outages": [{"from": 20, "to": 10}]}]})json")
        << reportOf(
               {R"r(s.json:5:48: services[0].outages[0]: an outage needs "from" before "to" (seconds))r"});

    // The Lambda event source mapping's rules (SEMANTICS.md section 13).
    QTest::newRow("lambda: function timeout above the visibility timeout")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "lambdas": [{"queue": "orders", "functionTimeout": 31}]})json")
        << reportOf(
               {R"r(s.json:4:53: lambdas[0].functionTimeout: Queue visibility timeout: 30 seconds is less than Function timeout: 31 seconds (Lambda rejects the mapping; AWS recommends a visibility timeout of at least 6 times the function timeout))r"});
    QTest::newRow("lambda: the default 3 s timeout above a 2 s visibility timeout")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders", "visibilityTimeout": 2}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "lambdas": [{"queue": "orders", "batchSize": 5}]})json")
        << reportOf(
               {R"r(s.json:4:14: lambdas[0].functionTimeout: Queue visibility timeout: 2 seconds is less than Function timeout: 3 seconds (Lambda rejects the mapping; AWS recommends a visibility timeout of at least 6 times the function timeout))r"});
    QTest::newRow("lambda: a FIFO batch above 10")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders.fifo", "fifo": true}],
 "producers": [{"queue": "orders.fifo", "messages": [{"at": 0, "group": "g", "deduplicationId": "d"}]}],
 "lambdas": [{"queue": "orders.fifo", "batchSize": 11}]})json")
        << reportOf(
               {R"r(s.json:4:52: lambdas[0].batchSize: 11 is out of range for a FIFO queue (1 to 10))r"});
    QTest::newRow("lambda: a batching window on a FIFO queue")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders.fifo", "fifo": true}],
 "producers": [{"queue": "orders.fifo", "messages": [{"at": 0, "group": "g", "deduplicationId": "d"}]}],
 "lambdas": [{"queue": "orders.fifo", "batchingWindow": 5}]})json")
        << reportOf(
               {R"r(s.json:4:57: lambdas[0].batchingWindow: a batching window is not supported for a FIFO queue)r"});
    QTest::newRow("lambda: a batch above 10 without a window")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "lambdas": [{"queue": "orders", "batchSize": 100}]})json")
        << reportOf(
               {R"r(s.json:4:47: lambdas[0].batchSize: a batch size above 10 needs a "batchingWindow" of at least 1 second)r"});

    // Durations.
    QTest::newRow("profile: uniform min above max")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "processing": {"uniform": {"min": 5, "max": 1}}}]})json")
        << reportOf(
               {R"r(s.json:4:60: workers[0].processing.uniform: "min" must not be above "max")r"});
    QTest::newRow("profile: uniform without max")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "processing": {"uniform": {"min": 5}}}]})json")
        << reportOf(
               {R"r(s.json:4:60: workers[0].processing.uniform: needs "min" and "max" (seconds))r"});
    QTest::newRow("profile: normal without sd")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "processing": {"normal": {"mean": 5}}}]})json")
        << reportOf(
               {R"r(s.json:4:59: workers[0].processing.normal: needs "mean" and "sd" (seconds))r"});
    QTest::newRow("profile: lognormal p50 above p99")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "processing": {"lognormal": {"p50": 10, "p99": 5}}}]})json")
        << reportOf(
               {R"r(s.json:4:62: workers[0].processing.lognormal: "p50" must not be above "p99")r"});
    QTest::newRow("profile: piecewise without otherwise")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "processing": {"piecewise": [{"from": 0, "to": 10, "profile": 8}]}}]})json")
        << reportOf(
               {R"r(s.json:4:48: workers[0].processing: a piecewise duration needs "otherwise" (the usual duration))r"});
    QTest::newRow("profile: a piecewise segment that ends before it starts")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "processing": {"piecewise": [{"from": 10, "to": 10, "profile": 8}], "otherwise": 1}}]})json")
        << reportOf(
               {R"r(s.json:4:63: workers[0].processing.piecewise[0]: "from" must be before "to")r"});
    QTest::newRow("profile: a piecewise segment without a profile")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "processing": {"piecewise": [{"from": 0, "to": 10}], "otherwise": 1}}]})json")
        << reportOf(
               {R"r(s.json:4:63: workers[0].processing.piecewise[0]: a segment needs "from", "to" (seconds) and "profile")r"});
    QTest::newRow("profile: a bad profile inside a segment")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "processing": {"piecewise": [{"from": 0, "to": 10, "profile": {"fixed": -2}}], "otherwise": 1}}]})json")
        << reportOf(
               {R"r(s.json:4:106: workers[0].processing.piecewise[0].profile.fixed: -2 is out of range (0 to 1296000 seconds))r"});
    QTest::newRow("profile: a clamp whose min is above its max")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "processing": {"lognormal": {"p50": 2, "p99": 30}, "min": 10, "max": 5}}]})json")
        << reportOf({R"r(s.json:4:48: workers[0].processing: "min" must not be above "max")r"});
    QTest::newRow("profile: an array for a duration")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "service": "payments"}],
 "services": [{"name": "payments", "latency": [1, 2]}]})json")
        << reportOf(
               {R"r(s.json:5:47: services[0].latency: must be a number of seconds or an object, not an array)r"});
    QTest::newRow("profile: more than one kind")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "processing": {"fixed": 2, "uniform": {"min": 1, "max": 3}}}]})json")
        << reportOf(
               {R"r(s.json:4:48: workers[0].processing: a duration is a number of seconds or an object with exactly one of "fixed", "uniform", "normal", "lognormal", "piecewise")r"});
    QTest::newRow("profile: no kind")
        << QByteArray(R"json({"name": "t",
 "queues": [{"name": "orders"}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "processing": {"min": 1}}]})json")
        << reportOf(
               {R"r(s.json:4:48: workers[0].processing: a duration is a number of seconds or an object with exactly one of "fixed", "uniform", "normal", "lognormal", "piecewise")r"});
}

void TestScenarioLoader::problems()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, report);

    const ScenarioLoad load = loadScenarioText(text.toStdString(), "s.json");
    QCOMPARE(QString::fromStdString(load.report()), report);
    QVERIFY(!load.ok());
    QVERIFY(!load.scenario);
    QCOMPARE(load.path, std::string("s.json"));
    checkLoadIsConsistent(load, text.toStdString());
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

QTEST_GUILESS_MAIN(TestScenarioLoader)
#include "tst_scenarioloader.moc"
