// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario files in lessons/scenarios, run as a user runs them: the seed article's toy model
// printed, line for line, by the engine; and one scenario and seed always giving the same run.

#include "enginetest.h"
#include "run.h"
#include "scenarioloader.h"

#include <QDir>

using namespace inflight;
using namespace inflight::test;

namespace {

QString scenarioDirectory()
{
    return QDir::cleanPath(QStringLiteral(INFLIGHT_TEST_SCRIPTS "/../../lessons/scenarios"));
}

std::string scenarioPath(const QString &file)
{
    return (scenarioDirectory() + u'/' + file).toStdString();
}

QStringList toQStringList(const std::vector<std::string> &lines)
{
    QStringList out;
    for (const std::string &line : lines)
        out << QString::fromStdString(line);
    return out;
}

/// A projection of the log onto one queue: time, kind, actor, business key and receive number of
/// each event, and nothing that depends on what happens elsewhere (message and call numbers).
QStringList queueHistory(const Run &run, const std::string &queue)
{
    QStringList out;
    const EventLog &log = run.log();
    const QueueIndex index = run.engine->findQueue(queue);
    for (std::uint64_t i = 0; i < log.size(); ++i) {
        const Event &e = log[i];
        if (e.queue != index)
            continue;
        const auto key = run.keyOf(e.message);
        out << QStringLiteral("%1 %2 %3 %4 r%5")
                   .arg(QString::fromStdString(formatSeconds(e.time)),
                        QString::fromLatin1(eventKindName(e.kind)),
                        QString::fromStdString(log.actorName(e.actor)),
                        key ? QString::fromStdString(run.ledger.key(*key)) : QStringLiteral("-"))
                   .arg(e.receipt);
    }
    return out;
}

/// The toy with a second, random cast on its own queue: Poisson-arriving emails handled by a
/// mailer whose jobs take a uniformly random time.
Scenario toyWithRandomNeighbour(Scenario sc)
{
    sc.queues.push_back({"emails", {{"VisibilityTimeout", "60"}}});
    ProducerSpec emails;
    emails.name = "newsletter";
    emails.queue = "emails";
    emails.keyField = "emailId";
    emails.keyFormat = "mail_{n}";
    emails.rates.push_back({0, 120000, 0.5, true});
    sc.producers.push_back(emails);
    WorkerSpec mailer;
    mailer.name = "mailer";
    mailer.queue = "emails";
    mailer.processing.kind = DurationProfile::Kind::Uniform;
    mailer.processing.minMs = 500;
    mailer.processing.maxMs = 5000;
    sc.workers.push_back(mailer);
    return sc;
}

} // namespace

class TestScenarioToys : public QObject {
    Q_OBJECT

private slots:
    void everyScenarioFileRuns();
    void timelineMatchesTheArticle_data();
    void timelineMatchesTheArticle();
    void sameSeedSameDigest_data();
    void sameSeedSameDigest();
    void deterministicScenarioIgnoresTheSeed_data();
    void deterministicScenarioIgnoresTheSeed();
    void seedChangesOnlyWhatIsRandom();
};

void TestScenarioToys::everyScenarioFileRuns()
{
    const QStringList files =
        QDir(scenarioDirectory()).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY(files.contains(QStringLiteral("double-charge-toy.json")));
    QVERIFY(files.contains(QStringLiteral("double-charge-toy-heartbeat.json")));
    for (const QString &file : files) {
        const ScenarioLoad load = loadScenarioFile(scenarioPath(file));
        QVERIFY2(load.ok(), qPrintable(file + u' ' + QString::fromStdString(load.report())));
        const Run run = simulate(*load.scenario);
        QVERIFY2(run.problems.empty(), qPrintable(file));
        INFLIGHT_VERIFY_INVARIANTS(run.log());
        QVERIFY2(run.metrics.messagesSent > 0, qPrintable(file));
        QVERIFY2(!run.textTimeline().empty(), qPrintable(file));
    }
}

void TestScenarioToys::timelineMatchesTheArticle_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<QString>("ledger");

    // Exactly what the seed article's toy model prints for its two runs.
    QTest::newRow("visibility 30s, job takes 45s")
        << "double-charge-toy.json"
        << QStringList{
               QStringLiteral("t=0   worker-1 receives the message"),
               QStringLiteral("t=30  worker-2 receives the message"),
               QStringLiteral("t=45  worker-1 charges the card and deletes"),
               QStringLiteral("t=75  worker-2 charges the card and deletes"),
           }
        << "ord_7731 charged twice (t=45 by worker-1, t=75 by worker-2)";
    QTest::newRow("same, plus a heartbeat every 20s")
        << "double-charge-toy-heartbeat.json"
        << QStringList{
               QStringLiteral("t=0   worker-1 receives the message"),
               QStringLiteral("t=20  worker-1 extends visibility to t=50"),
               QStringLiteral("t=40  worker-1 extends visibility to t=70"),
               QStringLiteral("t=45  worker-1 charges the card and deletes"),
           }
        << "ord_7731 charged once (t=45 by worker-1)";
}

void TestScenarioToys::timelineMatchesTheArticle()
{
    QFETCH(QString, file);
    QFETCH(QStringList, lines);
    QFETCH(QString, ledger);

    const ScenarioLoad load = loadScenarioFile(scenarioPath(file));
    QVERIFY2(load.ok(), load.report().c_str());
    const Run run = simulate(*load.scenario);
    QVERIFY(run.problems.empty());
    INFLIGHT_VERIFY_INVARIANTS(run.log());
    QCOMPARE(toQStringList(run.textTimeline()), lines);

    const auto key = run.ledger.findKey("ord_7731");
    QVERIFY(key);
    QCOMPARE(QString::fromStdString(run.describeKey(*key)), ledger);
    QCOMPARE(int(run.ledger.effectCount(*key)), lines.filter(QStringLiteral("charges")).size());
    QVERIFY(QString::fromStdString(run.summary()).contains(ledger));
    QCOMPARE(run.metrics.lost, 0u);
    QCOMPARE(run.metrics.messagesSent, 1u);
}

void TestScenarioToys::sameSeedSameDigest_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("withRandomNeighbour");
    QTest::newRow("the toy") << "double-charge-toy.json" << false;
    QTest::newRow("the toy with a heartbeat") << "double-charge-toy-heartbeat.json" << false;
    QTest::newRow("the toy with a random neighbour") << "double-charge-toy.json" << true;
}

void TestScenarioToys::sameSeedSameDigest()
{
    QFETCH(QString, file);
    QFETCH(bool, withRandomNeighbour);

    const ScenarioLoad load = loadScenarioFile(scenarioPath(file));
    QVERIFY2(load.ok(), load.report().c_str());
    const Scenario sc =
        withRandomNeighbour ? toyWithRandomNeighbour(*load.scenario) : *load.scenario;
    for (const std::uint64_t seed : {1u, 7u, 123456789u}) {
        const Run first = simulate(sc, seed);
        const Run second = simulate(sc, seed);
        INFLIGHT_VERIFY_INVARIANTS(first.log());
        QCOMPARE(first.seed, seed);
        QCOMPARE(first.log().size(), second.log().size());
        QCOMPARE(first.engine->digest(), second.engine->digest());
        QCOMPARE(first.log().digest(), second.log().digest());
        QCOMPARE(first.textTimeline(), second.textTimeline());
        QCOMPARE(first.summary(), second.summary());
    }
}

void TestScenarioToys::deterministicScenarioIgnoresTheSeed_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("the toy") << "double-charge-toy.json";
    QTest::newRow("the toy with a heartbeat") << "double-charge-toy-heartbeat.json";
}

void TestScenarioToys::deterministicScenarioIgnoresTheSeed()
{
    // Nothing in the toys is random (fixed durations, explicit messages, no failure rates, no
    // realism knobs): the seed changes nothing at all.
    QFETCH(QString, file);
    const ScenarioLoad load = loadScenarioFile(scenarioPath(file));
    QVERIFY2(load.ok(), load.report().c_str());
    const Run reference = simulate(*load.scenario);
    INFLIGHT_VERIFY_INVARIANTS(reference.log());
    for (const std::uint64_t seed :
         {std::uint64_t(2), std::uint64_t(42), std::uint64_t(9007199254740991)}) {
        const Run run = simulate(*load.scenario, seed);
        QCOMPARE(run.seed, seed);
        QCOMPARE(run.engine->digest(), reference.engine->digest());
        QCOMPARE(run.textTimeline(), reference.textTimeline());
    }
}

void TestScenarioToys::seedChangesOnlyWhatIsRandom()
{
    const ScenarioLoad load =
        loadScenarioFile(scenarioPath(QStringLiteral("double-charge-toy.json")));
    QVERIFY2(load.ok(), load.report().c_str());
    const Scenario sc = toyWithRandomNeighbour(*load.scenario);
    const Run one = simulate(sc, 1);
    const Run two = simulate(sc, 2);
    QVERIFY(one.problems.empty() && two.problems.empty());
    INFLIGHT_VERIFY_INVARIANTS(one.log());
    INFLIGHT_VERIFY_INVARIANTS(two.log());
    QVERIFY(one.engine->digest() != two.engine->digest());

    // The orders queue's story is the article's, event for event, under both seeds.
    const QStringList orders = queueHistory(one, "orders");
    QVERIFY(orders.size() > 8);
    QCOMPARE(queueHistory(two, "orders"), orders);
    for (const Run *run : {&one, &two}) {
        const auto key = run->ledger.findKey("ord_7731");
        QVERIFY(key);
        QCOMPARE(QString::fromStdString(run->describeKey(*key)),
                 QStringLiteral("ord_7731 charged twice (t=45 by worker-1, t=75 by worker-2)"));
    }

    // The emails are what is random: their arrivals and job durations differ.
    const QStringList emailsOne = queueHistory(one, "emails");
    const QStringList emailsTwo = queueHistory(two, "emails");
    QVERIFY(!emailsOne.isEmpty() && !emailsTwo.isEmpty());
    QVERIFY(emailsOne != emailsTwo);
    // About 60 in two minutes at 0.5 a second; every one handled once.
    for (const Run *run : {&one, &two}) {
        const auto sent = run->metrics.messagesSent - 1;
        QVERIFY2(sent > 35 && sent < 85, qPrintable(QString::number(sent)));
        QCOMPARE(run->metrics.keysEffected, run->metrics.keys);
        QCOMPARE(run->metrics.duplicateEffects, 1u); // the toy's double charge, nothing else
    }
}

QTEST_GUILESS_MAIN(TestScenarioToys)
#include "tst_scenariotoys.moc"
