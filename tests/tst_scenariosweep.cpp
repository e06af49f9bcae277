// SPDX-License-Identifier: GPL-3.0-or-later
// The random-scenario sweep (issue 11) on a fixed set of seeds: each seed's scenario, loaded from
// its text, runs without breaking an invariant and gives the same digest twice. The 10,000-seed
// run is tests/bench/bench_sweep.cpp. Also checks the generator (the same seed, the same
// scenario; the whole format reached) and the shrinker.

#include "scenariogenerator.h"
#include "scenariosweep.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <set>

using namespace inflight;
using namespace inflight::test;

class TestScenarioSweep : public QObject {
    Q_OBJECT

private slots:
    void seedRunsSoundAndTheSameTwice_data();
    void seedRunsSoundAndTheSameTwice();
    void sameSeedSameScenario();
    void generatorReachesTheWholeFormat();
    void shrinkerKeepsWhatStillFails();
    void checkFindsABrokenScenario();
};

namespace {

/// The seeds CI runs: enough to reach every part of the format several times, few enough to stay
/// within a few seconds.
constexpr std::uint64_t ciSeeds = 400;

QString text(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

} // namespace

void TestScenarioSweep::seedRunsSoundAndTheSameTwice_data()
{
    QTest::addColumn<quint64>("seed");
    for (std::uint64_t seed = 1; seed <= ciSeeds; ++seed)
        QTest::addRow("seed %llu", static_cast<unsigned long long>(seed)) << quint64(seed);
}

void TestScenarioSweep::seedRunsSoundAndTheSameTwice()
{
    QFETCH(quint64, seed);
    const std::optional<SweepFinding> finding = sweepSeed(seed);
    QVERIFY2(!finding, finding ? finding->report().c_str() : "");
}

void TestScenarioSweep::sameSeedSameScenario()
{
    QCOMPARE(text(ScenarioGenerator(7).generate()), text(ScenarioGenerator(7).generate()));
    QVERIFY(text(ScenarioGenerator(7).generate()) != text(ScenarioGenerator(8).generate()));
}

void TestScenarioSweep::generatorReachesTheWholeFormat()
{
    // Every part of docs/scenario-format.md, as the text the loader reads: a part the generator
    // never writes is a part the sweep never tests.
    const char *const parts[] = {"\"engine\"",
                                 "\"shortPollSampling\"",
                                 "\"shortPollServers\"",
                                 "\"duplicateDeliveryRate\"",
                                 "\"staleHandleDelete\"",
                                 "\"inFlightLimit\"",
                                 "\"fifo\":true",
                                 "\"visibilityTimeout\"",
                                 "\"delay\"",
                                 "\"retention\"",
                                 "\"maximumMessageSize\"",
                                 "\"receiveWaitTime\"",
                                 "\"contentBasedDeduplication\"",
                                 "\"deduplicationScope\"",
                                 "\"deadLetterQueue\"",
                                 "\"attributes\"",
                                 "\"services\"",
                                 "\"latency\"",
                                 "\"outages\"",
                                 "\"effectPast\"",
                                 "\"keyField\"",
                                 "\"messages\"",
                                 "\"rate\"",
                                 "\"poisson\"",
                                 "\"bursts\"",
                                 "\"group\"",
                                 "\"roundRobin\"",
                                 "\"byKey\"",
                                 "\"byMessage\"",
                                 "\"deduplicationId\"",
                                 "\"workers\"",
                                 "\"batchSize\"",
                                 "\"waitTime\":0",
                                 "\"pollInterval\"",
                                 "\"start\"",
                                 "\"uniform\"",
                                 "\"normal\"",
                                 "\"lognormal\"",
                                 "\"piecewise\"",
                                 "\"heartbeat\"",
                                 "\"cap\"",
                                 "\"beforeProcessing\"",
                                 "\"batch\"",
                                 "\"conditionalWrite\"",
                                 "\"providerKey\"",
                                 "\"crashes\"",
                                 "\"afterEffectBeforeDelete\"",
                                 "\"duringHeartbeat\"",
                                 "\"occurrence\"",
                                 "\"restartDelay\"",
                                 "\"failingKeys\"",
                                 "\"failureRate\"",
                                 "\"lambdas\"",
                                 "\"batchingWindow\"",
                                 "\"functionTimeout\"",
                                 "\"concurrency\"",
                                 "\"reportBatchItemFailures\"",
                                 "\"operations\"",
                                 "\"redrive\"",
                                 "\"purge\"",
                                 "\"to\"",
                                 "\"perSecond\"",
                                 "\"until\""};
    std::set<std::string> missing(std::begin(parts), std::end(parts));
    int quiet = 0;
    for (std::uint64_t seed = 1; seed <= ciSeeds; ++seed) {
        const QJsonObject scenario = ScenarioGenerator(seed).generate();
        const std::string json = text(scenario).toStdString();
        std::erase_if(
            missing, [&](const std::string &part) { return json.find(part) != std::string::npos; });
        quiet += scenario.contains(u"until") ? 0 : 1;
    }
    std::string list;
    for (const std::string &part : missing)
        list += part + " ";
    QVERIFY2(missing.empty(), ("never generated: " + list).c_str());
    QVERIFY2(quiet > 0, "no scenario ran until it was quiet");
}

void TestScenarioSweep::shrinkerKeepsWhatStillFails()
{
    // "Fails" here: some worker crashes. The shrinker keeps one crash of one worker and drops the
    // rest.
    const QJsonObject scenario = QJsonDocument::fromJson(R"({
        "name": "big", "until": 60,
        "queues": [{"name": "a"}, {"name": "b", "visibilityTimeout": 5}],
        "producers": [{"queue": "a", "bursts": [{"at": 0, "count": 3}]},
                      {"queue": "b", "rate": {"from": 0, "to": 10, "perSecond": 1}}],
        "workers": [{"name": "w1", "queue": "a"},
                    {"name": "w2", "queue": "b", "count": 2,
                     "crashes": [{"at": 3}, {"point": "beforeEffect"}]}]
    })")
                                     .object();
    const auto hasACrash = [](const QJsonObject &s) {
        return text(s).contains(QLatin1String("\"crashes\":[{"));
    };
    const QJsonObject minimal = shrinkScenario(scenario, hasACrash);
    QCOMPARE(text(minimal), QStringLiteral("{\"workers\":[{\"crashes\":[{}]}]}"));
}

void TestScenarioSweep::checkFindsABrokenScenario()
{
    QCOMPARE(checkScenarioText(R"({"name": "x"})").kind, std::string("refused"));
    QVERIFY(checkScenarioText(R"({"name": "x", "queues": [{"name": "a"}],
        "producers": [{"queue": "a", "bursts": [{"at": 0, "count": 2}]}],
        "workers": [{"queue": "a"}]})")
                .ok());
}

QTEST_GUILESS_MAIN(TestScenarioSweep)
#include "tst_scenariosweep.moc"
