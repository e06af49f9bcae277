// SPDX-License-Identifier: GPL-3.0-or-later
// A run is taken for a recording of real SQS clients by its origin, which the replay sets, and
// never by its scenario's name: a scenario of the user's named "live" with only queues (what a
// replayed recording's scenario looks like) is an ordinary run, and the stage shows its side
// effects box as for any scenario; a replayed recording's box says the effects are not on the
// SQS wire.

#include "recordingreplay.h"
#include "run.h"
#include "runtimeline.h"
#include "stagecast.h"

#include <QTest>

#include <string>

using namespace inflight;

namespace {

/// A user's scenario, named as a replayed recording's is, with only queues. (The scenario file
/// loader asks for producers; a scenario built in code, as a what-if or a session may, need not.)
Run liveNamedScenarioRun()
{
    Scenario scenario;
    scenario.name = recordedScenarioName;
    scenario.untilMs = 60'000;
    for (const char *name : {"work", "work-dlq"}) {
        QueueSpec queue;
        queue.name = name;
        scenario.queues.push_back(queue);
    }
    return simulate(scenario);
}

/// Real clients' requests, as the window's endpoint records them.
QByteArray recording()
{
    return QByteArrayLiteral(
        "{\"Engine\": {\"Seed\": 3, \"Endpoint\": \"http://127.0.0.1:9324\"}}\n"
        "{\"at\": 0, \"client\": \"admin\", \"Action\": \"CreateQueue\", \"QueueName\": "
        "\"work\"}\n"
        "{\"at\": 1, \"client\": \"producer\", \"Action\": \"SendMessage\", \"QueueUrl\": "
        "\"http://127.0.0.1:9324/000000000000/work\", \"MessageBody\": \"order 1\"}\n"
        "{\"at\": 10}\n");
}

/// The stage's last box: where the effects no service performs go.
StageCast::Service ownEffectsBox(const Run &run)
{
    const RunTimeline timeline(run);
    const StageCast cast = StageCast::of(run, &timeline);
    if (cast.services.empty())
        qFatal("the stage has no side effects box");
    return cast.services.back();
}

} // namespace

class TestRecordingOrigin : public QObject {
    Q_OBJECT

private slots:
    void aScenarioNamedLiveWithOnlyQueuesIsNotARecording()
    {
        const Run run = liveNamedScenarioRun();
        QCOMPARE(run.scenario.name, std::string(recordedScenarioName));
        QVERIFY(run.scenario.workers.empty() && run.scenario.producers.empty() &&
                run.scenario.lambdas.empty());
        QCOMPARE(run.scenario.queues.size(), std::size_t{2});
        QVERIFY(run.origin == Run::Origin::Scenario);
        const StageCast::Service box = ownEffectsBox(run);
        QCOMPARE(box.name, std::string("side effects"));
        QCOMPARE(box.effect, std::string("performs the side effect"));
        QCOMPARE(box.effectPast, std::string("effected"));
    }

    void aReplayedRecordingIsOne()
    {
        QString error;
        const auto run = replayRecording(recording(), &error);
        QVERIFY2(run, qPrintable(error));
        QVERIFY(run->origin == Run::Origin::Recording);
        QCOMPARE(run->scenario.name, std::string(recordedScenarioName));
        QCOMPARE(run->endMs, TimeMs{10'000});
        const StageCast::Service box = ownEffectsBox(*run);
        QCOMPARE(box.name, std::string("side effects"));
        QCOMPARE(box.effect, std::string("the clients' own: not on the SQS wire"));
        QCOMPARE(box.effectPast, std::string("seen"));
    }

    void aRecordingFollowedAsItGrowsIsOneAtEveryRefresh()
    {
        const QByteArray text = recording();
        RecordingReplay replay;
        QString error;
        const qsizetype half = text.indexOf("\n{\"at\": 1,") + 1;
        QVERIFY2(replay.follow(text.left(half), false, &error), qPrintable(error));
        QVERIFY(replay.run(500)->origin == Run::Origin::Recording);
        QVERIFY2(replay.follow(text, true, &error), qPrintable(error));
        QVERIFY(replay.run()->origin == Run::Origin::Recording);
    }
};

QTEST_GUILESS_MAIN(TestRecordingOrigin)
#include "tst_recordingorigin.moc"
