// SPDX-License-Identifier: GPL-3.0-or-later
// The simulation layer: producers, workers, Lambda pollers, downstream services and crash faults
// on the virtual clock, the side-effect ledger and the run's metrics. Every case asserts on the
// ledger and on the event log, and runs the invariant checker over the log.

#include "enginetest.h"
#include "run.h"
#include "runtimeline.h"
#include "scenarioloader.h"

#include <algorithm>
#include <cmath>

using namespace inflight;
using namespace inflight::test;

namespace {

constexpr TimeMs s = 1000;

// --- Building scenarios --------------------------------------------------------------------------

QueueSpec standardQueue(const std::string &name, std::int64_t visibilitySeconds = 30)
{
    return {name, {{"VisibilityTimeout", std::to_string(visibilitySeconds)}}};
}

QueueSpec fifoQueue(const std::string &name, std::int64_t visibilitySeconds = 30)
{
    return {name,
            {{"FifoQueue", "true"}, {"VisibilityTimeout", std::to_string(visibilitySeconds)}}};
}

/// `source` gets a RedrivePolicy naming `dlq` (which must be added to the scenario too).
void addRedrive(QueueSpec &source, const std::string &dlq, int maxReceiveCount)
{
    source.attributes["RedrivePolicy"] = redrivePolicy(dlq, maxReceiveCount);
}

ScheduledMessage messageAt(TimeMs atMs, const std::string &key)
{
    ScheduledMessage m;
    m.atMs = atMs;
    m.key = key;
    return m;
}

/// A producer that sends one message per key, all at `atMs`.
ProducerSpec producerOf(const std::string &queue, const std::vector<std::string> &keys,
                        TimeMs atMs = 0)
{
    ProducerSpec p;
    p.name = "orders-api";
    p.queue = queue;
    for (const std::string &key : keys)
        p.messages.push_back(messageAt(atMs, key));
    return p;
}

/// A producer that sends `count` messages at `atMs`, keyed ord_1 ... ord_count.
ProducerSpec burstOf(const std::string &queue, int count, TimeMs atMs = 0)
{
    ProducerSpec p;
    p.name = "orders-api";
    p.queue = queue;
    p.bursts.push_back({atMs, count});
    return p;
}

WorkerSpec workerOn(const std::string &queue, TimeMs processingMs, int count = 1)
{
    WorkerSpec w;
    w.queue = queue;
    w.count = count;
    w.processing = DurationProfile::fixed(processingMs);
    return w;
}

LambdaSpec lambdaOn(const std::string &queue, TimeMs processingMs)
{
    LambdaSpec l;
    l.queue = queue;
    l.functionTimeoutMs = 10 * s;
    l.processing = DurationProfile::fixed(processingMs);
    return l;
}

ServiceSpec payments()
{
    ServiceSpec p;
    p.name = "payments";
    p.effect = "charges the card";
    p.effectPast = "charged";
    return p;
}

/// The seed article's toy: one order, visibility 30 s, a 45 s job, two workers, and a delete
/// that deletes even with a stale handle (the article's model).
Scenario toyScenario()
{
    Scenario sc;
    sc.name = "toy";
    sc.engine.staleHandleDelete = StaleHandleDelete::Delete;
    sc.queues.push_back(standardQueue("orders", 30));
    sc.services.push_back(payments());
    sc.producers.push_back(producerOf("orders", {"ord_7731"}));
    WorkerSpec w = workerOn("orders", 45 * s, 2);
    w.service = "payments";
    sc.workers.push_back(w);
    return sc;
}

/// One order on a queue with a 30 s visibility timeout, one worker with a 10 s job.
Scenario oneOrder(TimeMs processingMs = 10 * s)
{
    Scenario sc;
    sc.name = "one-order";
    sc.queues.push_back(standardQueue("orders", 30));
    sc.services.push_back(payments());
    sc.producers.push_back(producerOf("orders", {"ord_1"}));
    WorkerSpec w = workerOn("orders", processingMs);
    w.service = "payments";
    sc.workers.push_back(w);
    return sc;
}

// --- Reading runs --------------------------------------------------------------------------------

bool isActor(const Run &run, const Event &e, const std::string &actor)
{
    return actor.empty() || run.log().actorName(e.actor) == actor;
}

std::vector<Event> eventsOf(const Run &run, EventKind kind, const std::string &actor = {})
{
    std::vector<Event> out;
    const EventLog &log = run.log();
    for (std::uint64_t i = 0; i < log.size(); ++i) {
        if (log[i].kind == kind && isActor(run, log[i], actor))
            out.push_back(log[i]);
    }
    return out;
}

int countOf(const Run &run, EventKind kind, const std::string &actor = {})
{
    return static_cast<int>(eventsOf(run, kind, actor).size());
}

/// The times of the events, in seconds, as "0 30 45" (readable when a comparison fails).
QString timesOf(const std::vector<Event> &events)
{
    QStringList out;
    for (const Event &e : events)
        out << str(formatSeconds(e.time));
    return out.join(u' ');
}

QString timesOf(const Run &run, EventKind kind, const std::string &actor = {})
{
    return timesOf(eventsOf(run, kind, actor));
}

/// API calls of one action (whatever their outcome), optionally by one actor.
std::vector<Event> callsOf(const Run &run, Action action, const std::string &actor = {})
{
    std::vector<Event> out;
    for (const Event &e : eventsOf(run, EventKind::ApiCall, actor)) {
        if (static_cast<Action>(e.detail) == action)
            out.push_back(e);
    }
    return out;
}

/// How many times the key was effected; -1 when the run never saw the key.
int effectsFor(const Run &run, const std::string &key)
{
    const auto index = run.ledger.findKey(key);
    return index ? static_cast<int>(run.ledger.effectCount(*index)) : -1;
}

QString describe(const Run &run, const std::string &key)
{
    const auto index = run.ledger.findKey(key);
    return index ? str(run.describeKey(*index)) : QStringLiteral("no key ") + str(key);
}

/// The effect times of a key, in seconds.
QString effectTimes(const Run &run, const std::string &key)
{
    QStringList out;
    if (const auto index = run.ledger.findKey(key)) {
        for (std::uint32_t e : run.ledger.effectsFor(*index))
            out << str(formatSeconds(run.ledger.effects()[e].time));
    }
    return out.join(u' ');
}

std::string keyOfEvent(const Run &run, const Event &e)
{
    const auto key = run.keyOf(e.message);
    return key ? run.ledger.key(*key) : std::string();
}

/// What every run must satisfy: it ran, and its log is sound.
#define VERIFY_RUN(run)                                                                            \
    do {                                                                                           \
        QVERIFY2((run).problems.empty(),                                                           \
                 (run).problems.empty() ? "" : (run).problems.front().c_str());                    \
        INFLIGHT_VERIFY_INVARIANTS((run).log());                                                   \
    } while (false)

} // namespace

class TestSimulation : public QObject {
    Q_OBJECT

private slots:
    // The seed article's cases.
    void slowJobWithoutHeartbeatIsEffectedTwice();
    void slowJobWithHeartbeatIsEffectedOnce();
    void staleHandleDeleteKeepsChargingUntilRetention();
    void fifoDeleteWithAnExpiredHandleIsRefused();
    void batchHeartbeatKeepsTheWholeBatch_data();
    void batchHeartbeatKeepsTheWholeBatch();
    void retryPolicySpacesTheTries_data();
    void retryPolicySpacesTheTries();
    void aShortPollAtTheInFlightLimitIsRetried();
    void deleteFirstAndCrashLosesTheMessage();
    void aKeyNeverEffectedNamesItsOwnConsumersEffect();
    void crashBetweenEffectAndDelete_data();
    void crashBetweenEffectAndDelete();
    void crashBetweenEffectAndRecord_data();
    void crashBetweenEffectAndRecord();
    void poisonMessageEndsInTheDeadLetterQueue_data();
    void poisonMessageEndsInTheDeadLetterQueue();

    // Lambda.
    void lambdaBatchWithOneFailure_data();
    void lambdaBatchWithOneFailure();
    void lambdaFifoStopsAtTheFirstFailure_data();
    void lambdaFifoStopsAtTheFirstFailure();
    void lambdaFunctionTimeoutFailsTheWholeBatch();
    void lambdaTimeoutAboveVisibilityIsRejected_data();
    void lambdaTimeoutAboveVisibilityIsRejected();

    // Durations.
    void durationProfiles_data();
    void durationProfiles();
    void piecewiseProfileSwitchesByStartTime();

    // Workers: heartbeats, crashes, deletes.
    void heartbeatCapStopsExtensions_data();
    void heartbeatCapStopsExtensions();
    void twelveHourCapStopsHeartbeats_data();
    void twelveHourCapStopsHeartbeats();
    void heartbeatCoversTheServiceCall_data();
    void heartbeatCoversTheServiceCall();
    void crashAtATime_data();
    void crashAtATime();
    void crashDuringAHeartbeat_data();
    void crashDuringAHeartbeat();
    void crashOfAnIdleNamedWorker();
    void batchDeletePolicyUsesDeleteMessageBatch();
    void batchDeleteLostInACrash();

    // Services.
    void serviceLatencyDelaysTheEffect();
    void serviceOutageFailsJobs();
    void serviceFailureRate_data();
    void serviceFailureRate();

    // Producers.
    void explicitMessages();
    void regularRate_data();
    void regularRate();
    void poissonRate();
    void bursts();
    void fifoGroupPolicies_data();
    void fifoGroupPolicies();
    void fifoDeduplicationPolicies_data();
    void fifoDeduplicationPolicies();

    // Metrics.
    void billedRequestsAndChunking_data();
    void billedRequestsAndChunking();
    void costPerQueueType();
    void emptyReceives_data();
    void emptyReceives();
    void sendToEffectPercentiles();

    // How runs end.
    void untilStopsTheRun();
    void quietRunsEnd_data();
    void quietRunsEnd();
    void anOperatorRedrivesTheDeadLetterQueue_data();
    void anOperatorRedrivesTheDeadLetterQueue();
    void anOperatorPurgesAQueue();
    void loadedScenarioRunsLikeTheStructs();
};

// --- The seed article's cases
// ---------------------------------------------------------------------

void TestSimulation::slowJobWithoutHeartbeatIsEffectedTwice()
{
    const Run run = simulate(toyScenario());
    VERIFY_RUN(run);
    QCOMPARE(effectsFor(run, "ord_7731"), 2);
    QCOMPARE(describe(run, "ord_7731"),
             QStringLiteral("ord_7731 charged twice (t=45 by worker-1, t=75 by worker-2)"));
    QCOMPARE(run.metrics.duplicateEffects, 1u);
    QCOMPARE(run.metrics.keysEffectedMoreThanOnce, 1u);
    QCOMPARE(run.metrics.lost, 0u);
    // worker-1 receives at 0; the message comes back at 30 and worker-2 receives it.
    QCOMPARE(timesOf(run, EventKind::MessageReceived, "worker-1"), QStringLiteral("0"));
    QCOMPARE(timesOf(run, EventKind::MessageReceived, "worker-2"), QStringLiteral("30"));
    QCOMPARE(timesOf(run, EventKind::VisibilityExpired), QStringLiteral("30"));
    QCOMPARE(timesOf(run, EventKind::SideEffect), QStringLiteral("45 75"));
    // worker-1's delete at 45 uses a stale handle; the knob makes it delete anyway.
    QCOMPARE(timesOf(run, EventKind::MessageDeleted), QStringLiteral("45"));
    QCOMPARE(eventsOf(run, EventKind::MessageDeleted).front().receipt, 1u);
    QCOMPARE(run.endMs, 75 * s);
}

void TestSimulation::slowJobWithHeartbeatIsEffectedOnce()
{
    Scenario sc = toyScenario();
    sc.workers[0].heartbeat = {20 * s, 30 * s, 0};
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    QCOMPARE(effectsFor(run, "ord_7731"), 1);
    QCOMPARE(describe(run, "ord_7731"), QStringLiteral("ord_7731 charged once (t=45 by worker-1)"));
    QCOMPARE(run.metrics.duplicateEffects, 0u);
    const auto changes = eventsOf(run, EventKind::VisibilityChanged, "worker-1");
    QCOMPARE(timesOf(changes), QStringLiteral("20 40"));
    QCOMPARE(changes[0].a, 50 * s);
    QCOMPARE(changes[1].a, 70 * s);
    QCOMPARE(countOf(run, EventKind::VisibilityExpired), 0);
    QCOMPARE(countOf(run, EventKind::MessageReceived), 1);
    QCOMPARE(countOf(run, EventKind::MessageReceived, "worker-2"), 0);
    QCOMPARE(timesOf(run, EventKind::MessageDeleted, "worker-1"), QStringLiteral("45"));
    QCOMPARE(run.endMs, 45 * s);
}

void TestSimulation::staleHandleDeleteKeepsChargingUntilRetention()
{
    // With the engine's default (a delete with a stale handle deletes nothing, one of the two
    // outcomes AWS allows: the message "might not be deleted") each worker's delete misses:
    // the message comes back every 30 s and is charged again, until retention drops it.
    Scenario sc = toyScenario();
    sc.engine.staleHandleDelete = StaleHandleDelete::Ignore;
    sc.queues[0].attributes["MessageRetentionPeriod"] = "600";
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    QCOMPARE(countOf(run, EventKind::MessageDeleted), 0);
    // Every delete but the last used a handle that another receive had replaced; the last one
    // (at 615) came after the message expired.
    const auto ignored = eventsOf(run, EventKind::DeleteIgnored);
    QCOMPARE(ignored.size(), 20u);
    for (std::size_t i = 0; i + 1 < ignored.size(); ++i)
        QCOMPARE(ignored[i].detail,
                 static_cast<std::uint8_t>(DeleteIgnoredReason::StaleReceiptHandle));
    QCOMPARE(ignored.back().time, 615 * s);
    QCOMPARE(ignored.back().detail, static_cast<std::uint8_t>(DeleteIgnoredReason::MessageGone));
    QCOMPARE(timesOf(run, EventKind::MessageExpired), QStringLiteral("600"));
    // Receives at 0, 30, ..., 570 (20 of them); each is charged 45 s later, while the job runs on
    // after the message expired: the last receive at 570 is charged at 615.
    QCOMPARE(countOf(run, EventKind::MessageReceived), 20);
    QCOMPARE(effectsFor(run, "ord_7731"), 20);
    QCOMPARE(run.metrics.duplicateEffects, 19u);
    QCOMPARE(str(run.describeKey(*run.ledger.findKey("ord_7731"))),
             QStringLiteral("ord_7731 charged 20 times (t=45 by worker-1, t=75 by worker-2, t=105 "
                            "by worker-1, t=135 by worker-2, t=165 by worker-1, t=195 by "
                            "worker-2, ... and 14 more, the last at t=615)"));
    QCOMPARE(run.endMs, 615 * s);
}

void TestSimulation::fifoDeleteWithAnExpiredHandleIsRefused()
{
    // On a FIFO queue a handle expires with its loan: worker-1's delete at 45 (loan over at 30,
    // the message since received by worker-2) gets 400 InvalidParameterValue from the engine,
    // exactly as a script's would, and the worker logs the error it saw on the message.
    Scenario sc = toyScenario();
    sc.queues[0] = fifoQueue("orders.fifo", 30);
    sc.producers[0].queue = "orders.fifo";
    sc.producers[0].groupPolicy = ProducerSpec::GroupPolicy::Fixed;
    sc.producers[0].dedupPolicy = ProducerSpec::DedupPolicy::ByKey;
    sc.workers[0].queue = "orders.fifo";
    sc.untilMs = 50 * s;
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    QCOMPARE(countOf(run, EventKind::DeleteIgnored), 0);
    const auto failed = eventsOf(run, EventKind::DeleteFailed, "worker-1");
    QCOMPARE(timesOf(failed), QStringLiteral("45"));
    QCOMPARE(failed[0].receipt, 1u);
    QCOMPARE(messageLabel(failed[0].message), std::string("m1"));
    QCOMPARE(static_cast<ErrorCode>(failed[0].a), ErrorCode::InvalidParameterValue);
    const auto deletes = callsOf(run, Action::DeleteMessage, "worker-1");
    QCOMPARE(deletes.size(), 1u);
    QCOMPARE(static_cast<ErrorCode>(deletes[0].a), ErrorCode::InvalidParameterValue);
    QVERIFY(run.engine->messageIsLive(failed[0].message));
    const auto lines = run.textTimeline();
    QVERIFY(std::find(lines.begin(), lines.end(),
                      "t=45  worker-1 charges the card and tries to delete: SQS refuses it "
                      "(InvalidParameterValue, the receipt handle has expired)") != lines.end());
}

void TestSimulation::batchHeartbeatKeepsTheWholeBatch_data()
{
    QTest::addColumn<int>("heartbeatSeconds");
    QTest::addColumn<int>("duplicates");
    QTest::addColumn<QString>("workerTwoReceives");
    // Ten orders received at t=1 by worker-1, 4 s each: the loans end at 31, during the 8th.
    QTest::newRow("no heartbeat: the last three are received again") << 0 << 3 << "31 31 31";
    QTest::newRow("a batch heartbeat every 20 s keeps all ten") << 20 << 0 << "";
}

void TestSimulation::batchHeartbeatKeepsTheWholeBatch()
{
    QFETCH(int, heartbeatSeconds);
    QFETCH(int, duplicates);
    QFETCH(QString, workerTwoReceives);
    Scenario sc;
    sc.name = "batch";
    sc.untilMs = 120 * s;
    sc.queues.push_back(standardQueue("orders", 30));
    sc.services.push_back(payments());
    sc.producers.push_back(burstOf("orders", 10));
    WorkerSpec w = workerOn("orders", 4 * s, 2);
    w.service = "payments";
    w.batchSize = 10;
    w.startMs = 1 * s;
    w.heartbeat.wholeBatch = true;
    w.heartbeat.everyMs = heartbeatSeconds * s;
    w.heartbeat.extendToMs = 30 * s;
    sc.workers.push_back(w);
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    QCOMPARE(run.metrics.duplicateEffects, static_cast<std::uint64_t>(duplicates));
    QCOMPARE(timesOf(run, EventKind::MessageReceived, "worker-2"), workerTwoReceives);
    QCOMPARE(run.metrics.keysEffected, 10u);
    const auto batches = callsOf(run, Action::ChangeMessageVisibilityBatch, "worker-1");
    if (heartbeatSeconds == 0) {
        QVERIFY(batches.empty());
        return;
    }
    // At t=21 for the messages not yet deleted (the 5th, in progress, to the 10th), and at
    // t=41 as the batch ends: the heartbeat's timer fires before the last job's end.
    QCOMPARE(timesOf(batches), QStringLiteral("21 41"));
    QCOMPARE(batches[0].b, 6);
    QCOMPARE(countOf(run, EventKind::VisibilityChanged), 7);
}

void TestSimulation::retryPolicySpacesTheTries_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("baseSeconds");
    QTest::addColumn<QString>("receives");
    QTest::addColumn<int>("deadLettered");
    // A provider down until t=120; each try takes 2 s (1 s processing, 1 s service call).
    QTest::newRow("after the timeout")
        << int(RetryPolicy::Kind::AfterTimeout) << 0 << "0 30 60 90" << 1;
    QTest::newRow("at once") << int(RetryPolicy::Kind::Now) << 0 << "0 2 4 6" << 1;
    QTest::newRow("backoff from 20 s")
        << int(RetryPolicy::Kind::Backoff) << 20 << "0 22 64 146" << 0;
}

void TestSimulation::retryPolicySpacesTheTries()
{
    QFETCH(int, kind);
    QFETCH(int, baseSeconds);
    QFETCH(QString, receives);
    QFETCH(int, deadLettered);
    Scenario sc = oneOrder(1 * s);
    sc.untilMs = 400 * s;
    sc.queues.push_back(standardQueue("orders-dlq", 30));
    addRedrive(sc.queues[0], "orders-dlq", 4);
    sc.services[0].latency = DurationProfile::fixed(1 * s);
    sc.services[0].outages.push_back({0, 120 * s});
    sc.workers[0].onFailure.kind = static_cast<RetryPolicy::Kind>(kind);
    sc.workers[0].onFailure.baseMs = baseSeconds * s;
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    QCOMPARE(timesOf(run, EventKind::MessageReceived), receives);
    QCOMPARE(countOf(run, EventKind::MovedToDeadLetterQueue), deadLettered);
    QCOMPARE(effectsFor(run, "ord_1"), deadLettered == 0 ? 1 : 0);
    if (kind == int(RetryPolicy::Kind::Backoff)) {
        // 20, 40, 80 s after the three failed receives.
        const auto changes = eventsOf(run, EventKind::VisibilityChanged);
        QCOMPARE(changes.size(), 3u);
        QCOMPARE(changes[0].a - changes[0].time, 20 * s);
        QCOMPARE(changes[1].a - changes[1].time, 40 * s);
        QCOMPARE(changes[2].a - changes[2].time, 80 * s);
    }
}

void TestSimulation::aShortPollAtTheInFlightLimitIsRetried()
{
    // An in-flight quota of 2 (scaled down), two short-polling workers taking batches of two:
    // worker-1's batch fills the quota, worker-2's receive is answered OverLimit. That is a
    // moment's state: worker-2 pauses and polls again, and gets a place once worker-1 deletes.
    Scenario sc;
    sc.queues = {standardQueue("orders", 60)};
    sc.limits.standardInFlightLimit = 2;
    sc.producers.push_back(burstOf("orders", 6));
    WorkerSpec w = workerOn("orders", 2 * s, 2);
    w.batchSize = 2;
    w.waitTimeSeconds = 0;
    sc.workers.push_back(w);
    sc.untilMs = 60 * s;
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    const auto refused = callsOf(run, Action::ReceiveMessage, "worker-2");
    const auto firstRefusal = std::find_if(refused.begin(), refused.end(), [](const Event &e) {
        return static_cast<ErrorCode>(e.a) == ErrorCode::OverLimit;
    });
    QVERIFY2(firstRefusal != refused.end(), "worker-2 meets the quota");
    QCOMPARE(firstRefusal->time, TimeMs(0));
    const auto received = eventsOf(run, EventKind::MessageReceived, "worker-2");
    QVERIFY2(!received.empty(), "worker-2 polls again after OverLimit");
    QVERIFY(received.front().time > 0);
    QCOMPARE(run.metrics.keysEffected, std::uint64_t(6));
    // The timeline marks the refused receive on worker-2's lane.
    const RunTimeline timeline(run);
    bool marked = false;
    for (const WorkerTrack &track : timeline.workers()) {
        for (const WorkerMark &mark : track.marks)
            marked = marked ||
                     (track.name == "worker-2" && mark.kind == WorkerMark::Kind::ReceiveRefused);
    }
    QVERIFY(marked);
}

void TestSimulation::aKeyNeverEffectedNamesItsOwnConsumersEffect()
{
    // Two queues, two services: the mail that never went out was never "mailed", not "charged".
    Scenario sc = oneOrder();
    ServiceSpec mail;
    mail.name = "mail";
    mail.effect = "sends the receipt";
    mail.effectPast = "mailed";
    sc.services.push_back(mail);
    sc.queues.push_back(standardQueue("receipts", 30));
    sc.producers.push_back(producerOf("receipts", {"rcp_1"}));
    WorkerSpec mailer = workerOn("receipts", 1 * s);
    mailer.service = "mail";
    mailer.failingKeys = {"rcp_1"};
    sc.workers.push_back(mailer);
    sc.untilMs = 100 * s;
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    QCOMPARE(describe(run, "rcp_1"), QStringLiteral("rcp_1 never mailed"));
    QCOMPARE(describe(run, "ord_1").left(13), QStringLiteral("ord_1 charged"));
}

void TestSimulation::deleteFirstAndCrashLosesTheMessage()
{
    Scenario sc = oneOrder();
    sc.workers[0].deletePolicy = DeletePolicy::BeforeProcessing;
    CrashFault crash;
    crash.point = CrashFault::Point::BeforeEffect;
    sc.workers[0].crashes.push_back(crash);
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    QCOMPARE(effectsFor(run, "ord_1"), 0);
    QCOMPARE(describe(run, "ord_1"), QStringLiteral("ord_1 never charged"));
    QCOMPARE(run.metrics.lost, 1u);
    QCOMPARE(run.metrics.keysEffected, 0u);
    // Deleted on receipt at 0, crashed at 10 before charging. Nothing is left anywhere, so the
    // run is quiet and ends there, before the restart.
    QCOMPARE(timesOf(run, EventKind::MessageDeleted), QStringLiteral("0"));
    const auto crashes = eventsOf(run, EventKind::WorkerCrashed, "worker-1");
    QCOMPARE(timesOf(crashes), QStringLiteral("10"));
    QCOMPARE(crashes[0].detail, static_cast<std::uint8_t>(CrashFault::Point::BeforeEffect));
    QCOMPARE(countOf(run, EventKind::MessageReceived), 1);
    QCOMPARE(countOf(run, EventKind::SideEffect), 0);
    QCOMPARE(run.endMs, 10 * s);

    // Run on for a minute: the worker restarts at 15 and finds nothing, ever.
    const Run longer = simulate(sc, std::nullopt, 60 * s);
    VERIFY_RUN(longer);
    QCOMPARE(timesOf(longer, EventKind::WorkerRestarted, "worker-1"), QStringLiteral("15"));
    QCOMPARE(timesOf(longer, EventKind::EmptyReceive, "worker-1"), QStringLiteral("35 55"));
    QCOMPARE(countOf(longer, EventKind::MessageReceived), 1);
    QCOMPARE(longer.metrics.lost, 1u);
    QCOMPARE(effectsFor(longer, "ord_1"), 0);
}

void TestSimulation::crashBetweenEffectAndDelete_data()
{
    QTest::addColumn<int>("idempotency");
    QTest::addColumn<int>("effects");
    QTest::addColumn<int>("hits");
    QTest::addColumn<QString>("description");

    QTest::newRow("without idempotency the card is charged twice")
        << int(Idempotency::None) << 2 << 0
        << "ord_1 charged twice (t=10 by worker-1, t=40 by worker-1)";
    QTest::newRow("a conditional write makes the repeat a no-op")
        << int(Idempotency::ConditionalWrite) << 1 << 1 << "ord_1 charged once (t=10 by worker-1)";
    QTest::newRow("the provider's idempotency key makes the repeat a no-op")
        << int(Idempotency::ProviderKey) << 1 << 1 << "ord_1 charged once (t=10 by worker-1)";
}

void TestSimulation::crashBetweenEffectAndRecord_data()
{
    QTest::addColumn<int>("idempotency");
    QTest::addColumn<int>("effects");
    QTest::addColumn<QString>("description");

    // The crash window of the naive version: the card was charged, the worker died before its
    // "done" record was written, and the retry finds no record.
    QTest::newRow("a conditional write loses its record and charges twice")
        << int(Idempotency::ConditionalWrite) << 2
        << "ord_1 charged twice (t=10 by worker-1, t=40 by worker-1)";
    QTest::newRow("the provider's idempotency key keeps the charge to one")
        << int(Idempotency::ProviderKey) << 1 << "ord_1 charged once (t=10 by worker-1)";
    QTest::newRow("without idempotency the card is charged twice")
        << int(Idempotency::None) << 2
        << "ord_1 charged twice (t=10 by worker-1, t=40 by worker-1)";
}

void TestSimulation::crashBetweenEffectAndRecord()
{
    QFETCH(int, idempotency);
    QFETCH(int, effects);
    QFETCH(QString, description);

    Scenario sc = oneOrder();
    sc.workers[0].idempotency = static_cast<Idempotency>(idempotency);
    CrashFault crash;
    crash.point = CrashFault::Point::AfterEffectBeforeRecord;
    sc.workers[0].crashes.push_back(crash);
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    QCOMPARE(effectsFor(run, "ord_1"), effects);
    QCOMPARE(describe(run, "ord_1"), description);
    const auto crashes = eventsOf(run, EventKind::WorkerCrashed);
    QCOMPARE(timesOf(crashes), QStringLiteral("10"));
    QCOMPARE(crashes[0].detail,
             static_cast<std::uint8_t>(CrashFault::Point::AfterEffectBeforeRecord));
    QCOMPARE(timesOf(run, EventKind::MessageReceived), QStringLiteral("0 30"));
    QCOMPARE(timesOf(run, EventKind::MessageDeleted), QStringLiteral("40"));
    QCOMPARE(countOf(run, EventKind::IdempotencyHit), 2 - effects);
    const auto lines = run.textTimeline();
    QVERIFY(std::find(lines.begin(), lines.end(),
                      "t=10  worker-1 crashes after charging the card, before recording it as "
                      "done") != lines.end());
}

void TestSimulation::crashBetweenEffectAndDelete()
{
    QFETCH(int, idempotency);
    QFETCH(int, effects);
    QFETCH(int, hits);
    QFETCH(QString, description);

    Scenario sc = oneOrder();
    sc.workers[0].idempotency = static_cast<Idempotency>(idempotency);
    CrashFault crash;
    crash.point = CrashFault::Point::AfterEffectBeforeDelete;
    sc.workers[0].crashes.push_back(crash);
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    QCOMPARE(effectsFor(run, "ord_1"), effects);
    QCOMPARE(describe(run, "ord_1"), description);
    QCOMPARE(run.metrics.duplicateEffects, static_cast<std::uint64_t>(effects - 1));
    QCOMPARE(run.metrics.lost, 0u);
    // Charged at 10, crashed at once; restarted at 15; the message comes back at 30 and is
    // processed again, the repeat ending at 40 with a delete.
    const auto crashes = eventsOf(run, EventKind::WorkerCrashed);
    QCOMPARE(timesOf(crashes), QStringLiteral("10"));
    QCOMPARE(crashes[0].detail,
             static_cast<std::uint8_t>(CrashFault::Point::AfterEffectBeforeDelete));
    QCOMPARE(timesOf(run, EventKind::MessageReceived), QStringLiteral("0 30"));
    QCOMPARE(timesOf(run, EventKind::MessageDeleted), QStringLiteral("40"));
    const auto idempotencyHits = eventsOf(run, EventKind::IdempotencyHit);
    QCOMPARE(int(idempotencyHits.size()), hits);
    if (hits > 0) {
        QCOMPARE(timesOf(idempotencyHits), QStringLiteral("40"));
        QCOMPARE(idempotencyHits[0].detail,
                 static_cast<std::uint8_t>(idempotency == int(Idempotency::ProviderKey) ? 1 : 0));
    }
    QCOMPARE(run.endMs, 40 * s);
}

void TestSimulation::poisonMessageEndsInTheDeadLetterQueue_data()
{
    QTest::addColumn<int>("maxReceiveCount");
    QTest::newRow("after one receive") << 1;
    QTest::newRow("after three receives") << 3;
    QTest::newRow("after five receives") << 5;
}

void TestSimulation::poisonMessageEndsInTheDeadLetterQueue()
{
    QFETCH(int, maxReceiveCount);
    Scenario sc;
    sc.name = "poison";
    QueueSpec orders = standardQueue("orders", 30);
    addRedrive(orders, "orders-dlq", maxReceiveCount);
    sc.queues = {orders, standardQueue("orders-dlq")};
    sc.producers.push_back(producerOf("orders", {"ord_1", "ord_2"}));
    WorkerSpec w = workerOn("orders", 1 * s);
    w.failingKeys = {"ord_2"};
    sc.workers.push_back(w);
    const Run run = simulate(sc);
    VERIFY_RUN(run);

    QCOMPARE(effectsFor(run, "ord_1"), 1);
    QCOMPARE(effectsFor(run, "ord_2"), 0);
    QCOMPARE(run.metrics.deadLetterArrivals, 1u);
    QCOMPARE(run.metrics.lost, 0u); // it is in the dead-letter queue
    // ord_2 is received maxReceiveCount times and fails each time (no effect, no delete); the
    // next receive moves it instead of returning it.
    std::vector<Event> received;
    for (const Event &e : eventsOf(run, EventKind::MessageReceived)) {
        if (keyOfEvent(run, e) == "ord_2")
            received.push_back(e);
    }
    QCOMPARE(int(received.size()), maxReceiveCount);
    for (int i = 0; i < maxReceiveCount; ++i)
        QCOMPARE(received[static_cast<std::size_t>(i)].receipt, static_cast<std::uint32_t>(i + 1));
    const auto failures = eventsOf(run, EventKind::JobFailed);
    QCOMPARE(int(failures.size()), maxReceiveCount);
    for (const Event &e : failures) {
        QCOMPARE(keyOfEvent(run, e), std::string("ord_2"));
        QCOMPARE(e.detail, static_cast<std::uint8_t>(JobFailure::ProcessingError));
    }
    const auto moves = eventsOf(run, EventKind::MovedToDeadLetterQueue);
    QCOMPARE(moves.size(), 1u);
    QCOMPARE(keyOfEvent(run, moves[0]), std::string("ord_2"));
    QCOMPARE(run.log().queueName(static_cast<QueueIndex>(moves[0].a)), std::string("orders-dlq"));
    // The first receive is at 1 (after ord_1's job); each failure leaves it in flight for 30 s.
    QCOMPARE(moves[0].time, (1 + 30 * maxReceiveCount) * s);
    QCOMPARE(run.engine->messageReceiveCount(moves[0].message),
             static_cast<std::uint32_t>(maxReceiveCount));
    // The move is the answer to a receive: the worker's (N+1)-th ReceiveMessage for it.
    const Event &cause = run.log()[moves[0].call];
    QCOMPARE(cause.kind, EventKind::ApiCall);
    QCOMPARE(static_cast<Action>(cause.detail), Action::ReceiveMessage);
    QCOMPARE(run.log().actorName(cause.actor), std::string("worker-1"));
    QCOMPARE(run.endMs, moves[0].time);
}

// --- Lambda -------------------------------------------------------------------------------------

namespace {
/// Five orders at t=0 on a queue with a 60 s visibility timeout and a dead-letter queue after two
/// receives; a Lambda with batches of 10, 1 s per message; ord_3 always fails.
Scenario lambdaScenario(bool fifo, bool reportBatchItemFailures)
{
    Scenario sc;
    sc.name = "lambda";
    const std::string name = fifo ? "orders.fifo" : "orders";
    const std::string dlq = fifo ? "orders-dlq.fifo" : "orders-dlq";
    QueueSpec orders = fifo ? fifoQueue(name, 60) : standardQueue(name, 60);
    addRedrive(orders, dlq, 2);
    sc.queues = {orders, fifo ? fifoQueue(dlq) : standardQueue(dlq)};
    ProducerSpec p = burstOf(name, 5);
    if (fifo) {
        p.groupPolicy = ProducerSpec::GroupPolicy::Fixed;
        p.dedupPolicy = ProducerSpec::DedupPolicy::ByKey;
    }
    sc.producers.push_back(p);
    LambdaSpec l = lambdaOn(name, 1 * s);
    l.failingKeys = {"ord_3"};
    l.reportBatchItemFailures = reportBatchItemFailures;
    sc.lambdas.push_back(l);
    return sc;
}

QString keysOf(const Run &run, const std::vector<Event> &events)
{
    QStringList out;
    for (const Event &e : events)
        out << str(keyOfEvent(run, e));
    return out.join(u' ');
}

/// The keys of the messages a DeleteMessageBatch call deleted, per call: "ord_1 ord_2 | ord_4".
QString batchDeletes(const Run &run)
{
    QStringList calls;
    const EventLog &log = run.log();
    for (std::uint64_t i = 0; i < log.size(); ++i) {
        if (log[i].kind != EventKind::ApiCall ||
            static_cast<Action>(log[i].detail) != Action::DeleteMessageBatch)
            continue;
        QStringList keys;
        for (std::uint64_t j = i + 1; j < log.size() && log[j].call == i; ++j) {
            if (log[j].kind == EventKind::MessageDeleted)
                keys << str(keyOfEvent(run, log[j]));
        }
        calls << keys.join(u' ');
    }
    return calls.join(QStringLiteral(" | "));
}
} // namespace

void TestSimulation::lambdaBatchWithOneFailure_data()
{
    QTest::addColumn<bool>("reportBatchItemFailures");
    QTest::addColumn<QString>("firstOutcome");
    QTest::addColumn<QString>("deleted");
    QTest::addColumn<QString>("deadLettered");
    QTest::addColumn<int>("goodKeyEffects");

    // Without ReportBatchItemFailures one failure returns the whole batch: every message is
    // processed again at t=60 and, after its second receive, moved to the dead-letter queue.
    QTest::newRow("without ReportBatchItemFailures the whole batch returns")
        << false << "BatchFailed"
        << ""
        << "ord_1 ord_2 ord_3 ord_4 ord_5" << 2;
    // With it only ord_3 returns; the others are deleted in one DeleteMessageBatch.
    QTest::newRow("with ReportBatchItemFailures only the failed message returns")
        << true << "PartialFailure"
        << "ord_1 ord_2 ord_4 ord_5"
        << "ord_3" << 1;
}

void TestSimulation::lambdaBatchWithOneFailure()
{
    QFETCH(bool, reportBatchItemFailures);
    QFETCH(QString, firstOutcome);
    QFETCH(QString, deleted);
    QFETCH(QString, deadLettered);
    QFETCH(int, goodKeyEffects);

    const Run run = simulate(lambdaScenario(false, reportBatchItemFailures));
    VERIFY_RUN(run);
    for (const char *key : {"ord_1", "ord_2", "ord_4", "ord_5"})
        QCOMPARE(effectsFor(run, key), goodKeyEffects);
    QCOMPARE(effectsFor(run, "ord_3"), 0);
    QCOMPARE(run.metrics.deadLetterArrivals,
             static_cast<std::uint64_t>(deadLettered.split(u' ').size()));

    const auto invoked = eventsOf(run, EventKind::LambdaInvoked, "lambda-1");
    QVERIFY(!invoked.empty());
    QCOMPARE(invoked[0].time, 0);
    QCOMPARE(invoked[0].a, 5);
    const auto finished = eventsOf(run, EventKind::LambdaFinished, "lambda-1");
    QVERIFY(!finished.empty());
    QCOMPARE(finished[0].time, 5 * s);
    const auto outcome = static_cast<LambdaOutcome>(finished[0].detail);
    QCOMPARE(outcome == LambdaOutcome::BatchFailed      ? QStringLiteral("BatchFailed")
             : outcome == LambdaOutcome::PartialFailure ? QStringLiteral("PartialFailure")
                                                        : QStringLiteral("other"),
             firstOutcome);
    // a: the whole batch when it failed, else the failed messages reported.
    QCOMPARE(finished[0].a, reportBatchItemFailures ? 1 : 5);
    QCOMPARE(batchDeletes(run), deleted);
    QCOMPARE(keysOf(run, eventsOf(run, EventKind::MovedToDeadLetterQueue)), deadLettered);
    // The second invocation, when the visibility timeout brings the returned messages back.
    QCOMPARE(invoked.size(), 2u);
    QCOMPARE(invoked[1].time, 60 * s);
    QCOMPARE(invoked[1].a, reportBatchItemFailures ? 1 : 5);
    QCOMPARE(eventsOf(run, EventKind::MovedToDeadLetterQueue).front().time, 120 * s);
}

void TestSimulation::lambdaFifoStopsAtTheFirstFailure_data()
{
    QTest::addColumn<bool>("reportBatchItemFailures");
    QTest::newRow("without ReportBatchItemFailures") << false;
    QTest::newRow("with ReportBatchItemFailures") << true;
}

void TestSimulation::lambdaFifoStopsAtTheFirstFailure()
{
    QFETCH(bool, reportBatchItemFailures);
    const Run run = simulate(lambdaScenario(true, reportBatchItemFailures));
    VERIFY_RUN(run);
    const auto invoked = eventsOf(run, EventKind::LambdaInvoked);
    const auto finished = eventsOf(run, EventKind::LambdaFinished);
    QVERIFY(!invoked.empty() && !finished.empty());
    QCOMPARE(invoked[0].a, 5);
    // The first invocation processes ord_1 and ord_2, fails on ord_3 at t=3 and stops there:
    // ord_4 and ord_5 are never started.
    std::vector<Event> firstStarts;
    for (const Event &e : eventsOf(run, EventKind::JobStarted)) {
        if (e.time <= finished[0].time)
            firstStarts.push_back(e);
    }
    QCOMPARE(keysOf(run, firstStarts), QStringLiteral("ord_1 ord_2 ord_3"));
    QCOMPARE(finished[0].time, 3 * s);
    const auto failed = eventsOf(run, EventKind::JobFailed);
    QVERIFY(!failed.empty());
    QCOMPARE(keyOfEvent(run, failed[0]), std::string("ord_3"));
    QCOMPARE(failed[0].time, 3 * s);
    if (reportBatchItemFailures) {
        // ord_3 and every later message are reported; only ord_1 and ord_2 are deleted. The
        // three come back at t=60, ord_3 fails first again, and after their second receive all
        // three are moved: ord_4 and ord_5 never get a chance behind the poison message.
        QCOMPARE(static_cast<LambdaOutcome>(finished[0].detail), LambdaOutcome::PartialFailure);
        QCOMPARE(finished[0].a, 3);
        QCOMPARE(batchDeletes(run), QStringLiteral("ord_1 ord_2"));
        QCOMPARE(effectsFor(run, "ord_1"), 1);
        QCOMPARE(effectsFor(run, "ord_2"), 1);
        QCOMPARE(invoked.size(), 2u);
        QCOMPARE(invoked[1].a, 3);
        QCOMPARE(keysOf(run, eventsOf(run, EventKind::MovedToDeadLetterQueue)),
                 QStringLiteral("ord_3 ord_4 ord_5"));
    } else {
        // The whole batch returns; ord_1 and ord_2 are charged again at t=61 and 62, and all
        // five are moved after their second receive.
        QCOMPARE(static_cast<LambdaOutcome>(finished[0].detail), LambdaOutcome::BatchFailed);
        QCOMPARE(finished[0].a, 5);
        QCOMPARE(batchDeletes(run), QString());
        QCOMPARE(effectTimes(run, "ord_1"), QStringLiteral("1 61"));
        QCOMPARE(effectTimes(run, "ord_2"), QStringLiteral("2 62"));
        QCOMPARE(keysOf(run, eventsOf(run, EventKind::MovedToDeadLetterQueue)),
                 QStringLiteral("ord_1 ord_2 ord_3 ord_4 ord_5"));
    }
    QCOMPARE(timesOf(run, EventKind::LambdaInvoked), QStringLiteral("0 60"));
    // The second invocation starts with ord_3 when only the failed messages returned.
    QCOMPARE(timesOf(run, EventKind::LambdaFinished),
             reportBatchItemFailures ? QStringLiteral("3 61") : QStringLiteral("3 63"));
    for (const char *key : {"ord_3", "ord_4", "ord_5"})
        QCOMPARE(effectsFor(run, key), 0);
    // ord_4 and ord_5 were never started, in either invocation.
    for (const Event &e : eventsOf(run, EventKind::JobStarted))
        QVERIFY(keyOfEvent(run, e) != "ord_4" && keyOfEvent(run, e) != "ord_5");
}

void TestSimulation::lambdaFunctionTimeoutFailsTheWholeBatch()
{
    Scenario sc = lambdaScenario(false, true);
    sc.lambdas[0].failingKeys.clear();
    sc.lambdas[0].functionTimeoutMs = 2500; // 1 s per message: the third one cannot finish
    sc.untilMs = 100 * s;
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    const auto finished = eventsOf(run, EventKind::LambdaFinished);
    QVERIFY(!finished.empty());
    QCOMPARE(static_cast<LambdaOutcome>(finished[0].detail), LambdaOutcome::TimedOut);
    QCOMPARE(finished[0].time, 2500);
    QCOMPARE(finished[0].a, 5);
    // ord_1 and ord_2 were effected before the timeout, but nothing is deleted, even with
    // ReportBatchItemFailures: the whole batch returns at t=60 and is invoked again.
    QCOMPARE(effectTimes(run, "ord_1"), QStringLiteral("1 61"));
    QCOMPARE(effectTimes(run, "ord_2"), QStringLiteral("2 62"));
    QCOMPARE(effectsFor(run, "ord_3"), 0);
    QVERIFY(callsOf(run, Action::DeleteMessageBatch).empty());
    QCOMPARE(countOf(run, EventKind::MessageDeleted), 0);
    QCOMPARE(timesOf(run, EventKind::LambdaInvoked), QStringLiteral("0 60"));
    QCOMPARE(run.endMs, 100 * s);
}

void TestSimulation::lambdaTimeoutAboveVisibilityIsRejected_data()
{
    QTest::addColumn<int>("visibilitySeconds");
    QTest::addColumn<double>("functionTimeoutSeconds");
    QTest::addColumn<QString>("problem");

    QTest::newRow("60 s function on a 30 s queue")
        << 30 << 60.0
        << "lambda \"lambda\": Queue visibility timeout: 30 seconds is less than Function "
           "timeout: 60 seconds";
    QTest::newRow("a fraction of a second above counts as a second more")
        << 30 << 30.5
        << "lambda \"lambda\": Queue visibility timeout: 30 seconds is less than Function "
           "timeout: 31 seconds";
    QTest::newRow("equal is allowed") << 30 << 30.0 << "";
    QTest::newRow("the recommended six times") << 180 << 30.0 << "";
}

void TestSimulation::lambdaTimeoutAboveVisibilityIsRejected()
{
    QFETCH(int, visibilitySeconds);
    QFETCH(double, functionTimeoutSeconds);
    QFETCH(QString, problem);

    Scenario sc;
    sc.name = "mapping";
    sc.queues.push_back(standardQueue("orders", visibilitySeconds));
    sc.producers.push_back(producerOf("orders", {"ord_1"}));
    LambdaSpec l = lambdaOn("orders", 100);
    l.functionTimeoutMs = static_cast<TimeMs>(functionTimeoutSeconds * 1000);
    sc.lambdas.push_back(l);

    const std::vector<std::string> problems = validateScenario(sc);
    QCOMPARE(problems.size(), problem.isEmpty() ? 0u : 1u);
    if (!problem.isEmpty())
        QCOMPARE(str(problems[0]), problem);

    // simulate() refuses to run such a scenario: no queue is created, nothing is sent.
    const Run run = simulate(sc);
    INFLIGHT_VERIFY_INVARIANTS(run.log());
    QCOMPARE(run.problems, problems);
    if (!problem.isEmpty()) {
        QCOMPARE(run.log().size(), 0u);
        QCOMPARE(run.ledger.keyCount(), 0u);
        QVERIFY(str(run.summary())
                    .startsWith(QStringLiteral("The scenario did not run:\n  ") + problem));
    } else {
        QCOMPARE(effectsFor(run, "ord_1"), 1);
        QCOMPARE(countOf(run, EventKind::LambdaInvoked), 1);
    }

    // The loader reports the same rule where the function timeout is written.
    const std::string text = R"({
  "name": "mapping",
  "queues": [{"name": "orders", "visibilityTimeout": )" +
                             std::to_string(visibilitySeconds) + R"(}],
  "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
  "lambdas": [{"queue": "orders", "functionTimeout": )" +
                             QString::number(functionTimeoutSeconds).toStdString() + R"(}]
})";
    const ScenarioLoad load = loadScenarioText(text, "mapping.json");
    if (problem.isEmpty()) {
        QVERIFY2(load.ok(), load.report().c_str());
    } else {
        QVERIFY(!load.ok());
        const QString expected =
            QStringLiteral("mapping.json:5:54: lambdas[0].functionTimeout: ") +
            problem.mid(problem.indexOf(QStringLiteral("Queue"))) +
            QStringLiteral(" (Lambda rejects the mapping; AWS recommends a visibility timeout of "
                           "at least 6 times the function timeout)\n");
        QCOMPARE(str(load.report()), expected);
    }
}

// --- Durations ----------------------------------------------------------------------------------

namespace {
/// How long each job took (JobStarted's planned end minus its start), in start order.
std::vector<TimeMs> jobDurations(const Run &run)
{
    std::vector<TimeMs> out;
    for (const Event &e : eventsOf(run, EventKind::JobStarted))
        out.push_back(e.a - e.time);
    return out;
}

TimeMs percentileOf(std::vector<TimeMs> values, double p)
{
    std::sort(values.begin(), values.end());
    const auto rank = static_cast<std::size_t>(std::ceil(p * double(values.size()))) - 1;
    return values[std::min(rank, values.size() - 1)];
}

double meanOf(const std::vector<TimeMs> &values)
{
    double sum = 0;
    for (TimeMs v : values)
        sum += double(v);
    return sum / double(values.size());
}

double sdOf(const std::vector<TimeMs> &values)
{
    const double mean = meanOf(values);
    double sum = 0;
    for (TimeMs v : values)
        sum += (double(v) - mean) * (double(v) - mean);
    return std::sqrt(sum / double(values.size() - 1));
}

DurationProfile uniformProfile(TimeMs minMs, TimeMs maxMs)
{
    DurationProfile p;
    p.kind = DurationProfile::Kind::Uniform;
    p.minMs = minMs;
    p.maxMs = maxMs;
    return p;
}

DurationProfile normalProfile(TimeMs meanMs, TimeMs sdMs, TimeMs minMs = 0, TimeMs maxMs = 0)
{
    DurationProfile p;
    p.kind = DurationProfile::Kind::Normal;
    p.meanMs = meanMs;
    p.stddevMs = sdMs;
    p.minMs = minMs;
    p.maxMs = maxMs;
    return p;
}

DurationProfile logNormalProfile(TimeMs p50Ms, TimeMs p99Ms, TimeMs minMs = 0, TimeMs maxMs = 0)
{
    DurationProfile p;
    p.kind = DurationProfile::Kind::LogNormal;
    p.p50Ms = p50Ms;
    p.p99Ms = p99Ms;
    p.minMs = minMs;
    p.maxMs = maxMs;
    return p;
}
} // namespace

Q_DECLARE_METATYPE(inflight::DurationProfile)

void TestSimulation::durationProfiles_data()
{
    QTest::addColumn<DurationProfile>("profile");
    // Bounds every draw must keep, and the statistics the draws must show (0: not checked).
    QTest::addColumn<qint64>("lowest");
    QTest::addColumn<qint64>("highest");
    QTest::addColumn<qint64>("mean");
    QTest::addColumn<qint64>("sd");
    QTest::addColumn<qint64>("p50");
    QTest::addColumn<qint64>("p99");

    QTest::newRow("fixed 2 s") << DurationProfile::fixed(2000) << 2000LL << 2000LL << 2000LL << 0LL
                               << 2000LL << 2000LL;
    // Uniform 1-5 s: mean 3 s, sd 4/sqrt(12) = 1.155 s, median 3 s, p99 4.96 s.
    QTest::newRow("uniform 1 to 5 s")
        << uniformProfile(1000, 5000) << 1000LL << 5000LL << 3000LL << 1155LL << 3000LL << 4960LL;
    QTest::newRow("normal mean 3 s, sd 1 s")
        << normalProfile(3000, 1000) << 0LL << 0LL << 3000LL << 1000LL << 3000LL << 5326LL;
    QTest::newRow("normal clamped to 2.5-3.5 s") << normalProfile(3000, 1000, 2500, 3500) << 2500LL
                                                 << 3500LL << 3000LL << 0LL << 3000LL << 3500LL;
    QTest::newRow("lognormal p50 2 s, p99 30 s")
        << logNormalProfile(2000, 30000) << 0LL << 0LL << 0LL << 0LL << 2000LL << 30000LL;
    QTest::newRow("lognormal clamped at 10 s") << logNormalProfile(2000, 30000, 500, 10000) << 500LL
                                               << 10000LL << 0LL << 0LL << 2000LL << 10000LL;
}

void TestSimulation::durationProfiles()
{
    QFETCH(DurationProfile, profile);
    QFETCH(qint64, lowest);
    QFETCH(qint64, highest);
    QFETCH(qint64, mean);
    QFETCH(qint64, sd);
    QFETCH(qint64, p50);
    QFETCH(qint64, p99);

    // 4000 jobs on one queue whose visibility timeout outlasts them all, seed 7.
    constexpr int jobs = 4000;
    Scenario sc;
    sc.name = "durations";
    sc.engine.seed = 7;
    sc.queues.push_back(standardQueue("orders", 43200));
    sc.producers.push_back(burstOf("orders", jobs));
    WorkerSpec w = workerOn("orders", 0, 8);
    w.batchSize = 10;
    w.processing = profile;
    sc.workers.push_back(w);
    const Run run = simulate(sc);
    VERIFY_RUN(run);

    QCOMPARE(run.metrics.keysEffected, std::uint64_t(jobs));
    QCOMPARE(run.metrics.duplicateEffects, 0u);
    QCOMPARE(countOf(run, EventKind::MessageDeleted), jobs);
    const std::vector<TimeMs> durations = jobDurations(run);
    QCOMPARE(int(durations.size()), jobs);
    // Each effect happens when its job ends (no service, so no latency).
    std::vector<TimeMs> plannedEnd(jobs + 1, -1);
    for (const Event &e : eventsOf(run, EventKind::JobStarted))
        plannedEnd[e.message] = e.a;
    const auto effects = eventsOf(run, EventKind::SideEffect);
    QCOMPARE(int(effects.size()), jobs);
    for (const Event &e : effects)
        QCOMPARE(e.time, plannedEnd[e.message]);

    const auto [lo, hi] = std::minmax_element(durations.begin(), durations.end());
    QVERIFY(*lo >= 0);
    if (lowest > 0) {
        QVERIFY2(*lo >= lowest, qPrintable(QString::number(*lo)));
        // With this many draws the bounds are reached, or nearly.
        QVERIFY2(*lo <= lowest + (highest - lowest) / 100 + 1, qPrintable(QString::number(*lo)));
    }
    if (highest > 0) {
        QVERIFY2(*hi <= highest, qPrintable(QString::number(*hi)));
        QVERIFY2(*hi >= highest - (highest - lowest) / 100 - 1, qPrintable(QString::number(*hi)));
    }
    const auto near = [](double actual, double expected, double tolerance) {
        return std::fabs(actual - expected) <= tolerance * expected;
    };
    const QString stats = QStringLiteral("mean %1, sd %2, p50 %3, p99 %4")
                              .arg(meanOf(durations))
                              .arg(sdOf(durations))
                              .arg(percentileOf(durations, 0.5))
                              .arg(percentileOf(durations, 0.99));
    if (mean > 0)
        QVERIFY2(near(meanOf(durations), double(mean), 0.03), qPrintable(stats));
    if (sd > 0)
        QVERIFY2(near(sdOf(durations), double(sd), 0.05), qPrintable(stats));
    QVERIFY2(near(double(percentileOf(durations, 0.5)), double(p50), 0.05), qPrintable(stats));
    QVERIFY2(near(double(percentileOf(durations, 0.99)), double(p99), 0.15), qPrintable(stats));
}

void TestSimulation::piecewiseProfileSwitchesByStartTime()
{
    // 8 s for a job that starts before t=10, 1 s after: the "slow between t=a and t=b" profile.
    DurationProfile slow = DurationProfile::fixed(8 * s);
    DurationProfile piecewise;
    piecewise.kind = DurationProfile::Kind::Piecewise;
    piecewise.segments.push_back({0, 10 * s, std::make_shared<DurationProfile>(slow)});
    piecewise.otherwise = std::make_shared<DurationProfile>(DurationProfile::fixed(1 * s));
    QCOMPARE(piecewise.slowTailMs(), 8 * s);
    QCOMPARE(str(piecewise.describe()), QStringLiteral("1 s; 8 s from t=0 to t=10"));

    Scenario sc = oneOrder();
    sc.producers[0] = burstOf("orders", 5);
    sc.workers[0].processing = piecewise;
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    // Jobs start at 0 and 8 (slow: before t=10), then at 16, 17 and 18 (fast).
    QCOMPARE(timesOf(run, EventKind::JobStarted), QStringLiteral("0 8 16 17 18"));
    QCOMPARE(timesOf(run, EventKind::SideEffect), QStringLiteral("8 16 17 18 19"));
    QCOMPARE(effectTimes(run, "ord_1"), QStringLiteral("8"));
    QCOMPARE(effectTimes(run, "ord_5"), QStringLiteral("19"));
    QCOMPARE(run.metrics.keysEffected, 5u);
    QCOMPARE(run.metrics.sendToEffect.max, 19 * s);
}

// --- Workers: heartbeats, crashes, deletes
// --------------------------------------------------------

void TestSimulation::heartbeatCapStopsExtensions_data()
{
    QTest::addColumn<qint64>("capMs");
    QTest::addColumn<QString>("changes");
    QTest::addColumn<QString>("expired");
    QTest::addColumn<QString>("effects");

    // A 60 s job on a 30 s timeout, a heartbeat every 10 s to 30 s from now.
    QTest::newRow("no cap: every heartbeat extends") << 0LL << "10 20 30 40 50"
                                                     << ""
                                                     << "60";
    // With a 25 s cap the heartbeats at 10 and 20 extend (deadline 50); the one at 30 does not,
    // and the message comes back at 50: worker-2 receives it and charges it again.
    QTest::newRow("a 25 s cap stops them at t=25") << 25000LL << "10 20"
                                                   << "50"
                                                   << "60 110";
}

void TestSimulation::heartbeatCapStopsExtensions()
{
    QFETCH(qint64, capMs);
    QFETCH(QString, changes);
    QFETCH(QString, expired);
    QFETCH(QString, effects);

    Scenario sc = oneOrder(60 * s);
    sc.engine.staleHandleDelete = StaleHandleDelete::Delete;
    sc.workers[0].count = 2;
    sc.workers[0].heartbeat = {10 * s, 30 * s, capMs};
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    QCOMPARE(timesOf(run, EventKind::VisibilityChanged, "worker-1"), changes);
    QCOMPARE(timesOf(run, EventKind::VisibilityExpired), expired);
    QCOMPARE(effectTimes(run, "ord_1"), effects);
    QCOMPARE(effectsFor(run, "ord_1"), int(effects.split(u' ').size()));
    for (const Event &e : eventsOf(run, EventKind::VisibilityChanged, "worker-1"))
        QCOMPARE(e.a, e.time + 30 * s);
}

void TestSimulation::twelveHourCapStopsHeartbeats_data()
{
    QTest::addColumn<int>("workers");
    QTest::addColumn<QString>("effects");
    // A 13-hour job, a heartbeat every hour to 2 hours from now. SQS refuses to take a message's
    // visibility beyond 12 hours from its receive: the heartbeat at 11 h fails, and the worker
    // stops heartbeating but works on; the message is visible again at 12 h.
    QTest::newRow("one worker: charged once, late") << 1 << "46800";
    QTest::newRow("two workers: the second charges it again") << 2 << "46800 90000";
}

void TestSimulation::twelveHourCapStopsHeartbeats()
{
    QFETCH(int, workers);
    QFETCH(QString, effects);

    constexpr TimeMs hour = 3600 * s;
    Scenario sc = oneOrder(13 * hour);
    sc.engine.staleHandleDelete = StaleHandleDelete::Delete;
    sc.queues[0].attributes["VisibilityTimeout"] = "7200";
    sc.workers[0].count = workers;
    sc.workers[0].heartbeat = {hour, 2 * hour, 0};
    const Run run = simulate(sc);
    VERIFY_RUN(run);

    const auto changes = eventsOf(run, EventKind::VisibilityChanged, "worker-1");
    QCOMPARE(timesOf(changes),
             QStringLiteral("3600 7200 10800 14400 18000 21600 25200 28800 32400 36000"));
    QCOMPARE(changes.back().a, 12 * hour);
    const auto calls = callsOf(run, Action::ChangeMessageVisibility, "worker-1");
    QCOMPARE(calls.size(), 11u);
    QCOMPARE(calls.back().time, 11 * hour);
    QCOMPARE(static_cast<ErrorCode>(calls.back().a), ErrorCode::InvalidParameterValue);
    QCOMPARE(eventsOf(run, EventKind::VisibilityExpired).front().time, 12 * hour);
    QCOMPARE(effectTimes(run, "ord_1"), effects);
    QCOMPARE(run.metrics.duplicateEffects, std::uint64_t(workers - 1));
}

void TestSimulation::heartbeatCoversTheServiceCall_data()
{
    QTest::addColumn<qint64>("processingMs");
    QTest::addColumn<qint64>("latencyMs");
    QTest::addColumn<QString>("changes");
    QTest::addColumn<QString>("effects");

    // A 30 s timeout, a heartbeat every 10 s to 30 s from now, two workers. The heartbeat runs
    // beside the whole job: a slow payment call is as protected as slow processing.
    QTest::newRow("slow processing, quick call") << 45000LL << 0LL << "10 20 30 40"
                                                 << "45";
    QTest::newRow("quick processing, slow call") << 5000LL << 40000LL << "10 20 30 40"
                                                 << "45";
    QTest::newRow("both halves slow") << 25000LL << 20000LL << "10 20 30 40"
                                      << "45";
    // A heartbeat due exactly when the call returns is not sent: the job is over.
    QTest::newRow("the call ends on a heartbeat") << 5000LL << 35000LL << "10 20 30"
                                                  << "40";
    QTest::newRow("no heartbeat due before the end") << 5000LL << 4000LL << ""
                                                     << "9";
}

void TestSimulation::heartbeatCoversTheServiceCall()
{
    QFETCH(qint64, processingMs);
    QFETCH(qint64, latencyMs);
    QFETCH(QString, changes);
    QFETCH(QString, effects);

    Scenario sc = oneOrder(processingMs);
    sc.services[0].latency = DurationProfile::fixed(latencyMs);
    sc.workers[0].count = 2;
    sc.workers[0].heartbeat = {10 * s, 30 * s, 0};
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    QCOMPARE(timesOf(run, EventKind::VisibilityChanged, "worker-1"), changes);
    QCOMPARE(effectTimes(run, "ord_1"), effects);
    QCOMPARE(timesOf(run, EventKind::VisibilityExpired), QString());
    QCOMPARE(run.metrics.duplicateEffects, std::uint64_t(0));
}

void TestSimulation::crashAtATime_data()
{
    QTest::addColumn<qint64>("restartDelayMs");
    QTest::addColumn<QString>("restart");
    QTest::addColumn<QString>("receives");
    QTest::addColumn<QString>("effect");

    // A 20 s job on a 30 s timeout; worker-1 crashes at t=5 while working on the order. The
    // message comes back at 30; whoever polls then gets it.
    QTest::newRow("restarts at once") << 0LL << "5"
                                      << "0 30"
                                      << "50";
    QTest::newRow("restarts after 5 s, the default") << 5000LL << "10"
                                                     << "0 30"
                                                     << "50";
    QTest::newRow("restarts after a minute, long after the message came back") << 60000LL << "65"
                                                                               << "0 65"
                                                                               << "85";
}

void TestSimulation::crashAtATime()
{
    QFETCH(qint64, restartDelayMs);
    QFETCH(QString, restart);
    QFETCH(QString, receives);
    QFETCH(QString, effect);

    Scenario sc = oneOrder(20 * s);
    sc.workers[0].restartDelayMs = restartDelayMs;
    CrashFault crash;
    crash.atMs = 5 * s;
    sc.workers[0].crashes.push_back(crash);
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    const auto crashes = eventsOf(run, EventKind::WorkerCrashed, "worker-1");
    QCOMPARE(timesOf(crashes), QStringLiteral("5"));
    QCOMPARE(crashes[0].detail, static_cast<std::uint8_t>(CrashFault::Point::AtTime));
    QCOMPARE(keyOfEvent(run, crashes[0]), std::string("ord_1")); // it held the order
    QCOMPARE(timesOf(run, EventKind::WorkerRestarted, "worker-1"), restart);
    QCOMPARE(timesOf(run, EventKind::MessageReceived, "worker-1"), receives);
    QCOMPARE(timesOf(run, EventKind::VisibilityExpired), QStringLiteral("30"));
    // The crashed job never finished: one effect, from the second attempt.
    QCOMPARE(effectTimes(run, "ord_1"), effect);
    QCOMPARE(run.metrics.duplicateEffects, 0u);
    QCOMPARE(countOf(run, EventKind::JobStarted), 2);
}

void TestSimulation::crashDuringAHeartbeat_data()
{
    QTest::addColumn<int>("occurrence");
    QTest::addColumn<QString>("crash");
    QTest::addColumn<QString>("changes");
    QTest::addColumn<QString>("secondReceive");
    QTest::addColumn<QString>("effect");

    // A 60 s job on a 30 s timeout, heartbeat every 10 s to 30 s from now, restart after 5 s.
    // The n-th heartbeat crashes: no extension then, and the message comes back at the deadline
    // the previous heartbeat set.
    QTest::newRow("the first heartbeat") << 1 << "10"
                                         << "40 50 60 70 80"
                                         << "30"
                                         << "90";
    QTest::newRow("the second heartbeat") << 2 << "20"
                                          << "10 50 60 70 80 90"
                                          << "40"
                                          << "100";
    QTest::newRow("the fourth heartbeat") << 4 << "40"
                                          << "10 20 30 70 80 90 100 110"
                                          << "60"
                                          << "120";
}

void TestSimulation::crashDuringAHeartbeat()
{
    QFETCH(int, occurrence);
    QFETCH(QString, crash);
    QFETCH(QString, changes);
    QFETCH(QString, secondReceive);
    QFETCH(QString, effect);

    Scenario sc = oneOrder(60 * s);
    sc.workers[0].heartbeat = {10 * s, 30 * s, 0};
    CrashFault fault;
    fault.point = CrashFault::Point::DuringHeartbeat;
    fault.occurrence = occurrence;
    sc.workers[0].crashes.push_back(fault);
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    const auto crashes = eventsOf(run, EventKind::WorkerCrashed);
    QCOMPARE(timesOf(crashes), crash);
    QCOMPARE(crashes[0].detail, static_cast<std::uint8_t>(CrashFault::Point::DuringHeartbeat));
    QCOMPARE(timesOf(run, EventKind::WorkerRestarted), str(formatSeconds(crashes[0].time + 5 * s)));
    // Occurrences count over the worker's life: the second job's heartbeats do not crash again.
    QCOMPARE(timesOf(run, EventKind::VisibilityChanged), changes);
    QCOMPARE(timesOf(run, EventKind::MessageReceived), QStringLiteral("0 ") + secondReceive);
    QCOMPARE(effectTimes(run, "ord_1"), effect);
    QCOMPARE(run.metrics.keysEffected, 1u);
}

void TestSimulation::crashOfAnIdleNamedWorker()
{
    // worker-2 crashes at 5 while its long poll waits. The poll still completes at 8 with ord_2,
    // into nobody's hands (as when a client gives up on a long poll): ord_2 stays invisible until
    // its visibility timeout, and worker-1 gets it at 38.
    Scenario sc = oneOrder(1 * s);
    sc.producers[0].messages = {messageAt(7 * s, "ord_1"), messageAt(8 * s, "ord_2")};
    sc.workers[0].count = 2;
    CrashFault crash;
    crash.atMs = 5 * s;
    crash.worker = "worker-2";
    sc.workers[0].crashes.push_back(crash);
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    const auto crashes = eventsOf(run, EventKind::WorkerCrashed);
    QCOMPARE(crashes.size(), 1u);
    QCOMPARE(run.log().actorName(crashes[0].actor), std::string("worker-2"));
    QCOMPARE(crashes[0].message, noMessage); // it held nothing
    QCOMPARE(timesOf(run, EventKind::WorkerRestarted, "worker-2"), QStringLiteral("10"));
    QCOMPARE(timesOf(run, EventKind::MessageReceived, "worker-2"), QStringLiteral("8"));
    QCOMPARE(countOf(run, EventKind::JobStarted, "worker-2"), 0);
    QCOMPARE(timesOf(run, EventKind::MessageReceived, "worker-1"), QStringLiteral("7 38"));
    QCOMPARE(effectTimes(run, "ord_1"), QStringLiteral("8"));
    QCOMPARE(effectTimes(run, "ord_2"), QStringLiteral("39"));
    QCOMPARE(describe(run, "ord_2"), QStringLiteral("ord_2 charged once (t=39 by worker-1)"));
}

void TestSimulation::batchDeletePolicyUsesDeleteMessageBatch()
{
    Scenario sc = oneOrder(1 * s);
    sc.producers[0] = burstOf("orders", 7);
    sc.workers[0].batchSize = 4;
    sc.workers[0].deletePolicy = DeletePolicy::Batch;
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    // Receives of 4 and 3; each batch is deleted with one call once all of it is charged.
    QCOMPARE(callsOf(run, Action::DeleteMessage).size(), 0u);
    const auto batches = callsOf(run, Action::DeleteMessageBatch, "worker-1");
    QCOMPARE(timesOf(batches), QStringLiteral("4 7"));
    QCOMPARE(batches[0].b, 4);
    QCOMPARE(batches[1].b, 3);
    QCOMPARE(batchDeletes(run), QStringLiteral("ord_1 ord_2 ord_3 ord_4 | ord_5 ord_6 ord_7"));
    QCOMPARE(timesOf(run, EventKind::MessageDeleted), QStringLiteral("4 4 4 4 7 7 7"));
    QCOMPARE(timesOf(run, EventKind::SideEffect), QStringLiteral("1 2 3 4 5 6 7"));
    QCOMPARE(run.metrics.keysEffected, 7u);
    QCOMPARE(run.metrics.duplicateEffects, 0u);
    QCOMPARE(run.metrics.billedRequests, run.metrics.apiCalls);
}

void TestSimulation::batchDeleteLostInACrash()
{
    // Deleting in a batch widens the window between effect and delete: a crash after the second
    // effect of a batch of three loses the delete of the first one too.
    Scenario sc = oneOrder(1 * s);
    sc.producers[0] = burstOf("orders", 3);
    sc.workers[0].batchSize = 3;
    sc.workers[0].deletePolicy = DeletePolicy::Batch;
    CrashFault crash;
    crash.point = CrashFault::Point::AfterEffectBeforeDelete;
    crash.occurrence = 2;
    sc.workers[0].crashes.push_back(crash);
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    QCOMPARE(timesOf(run, EventKind::WorkerCrashed), QStringLiteral("2"));
    QCOMPARE(effectTimes(run, "ord_1"), QStringLiteral("1 31"));
    QCOMPARE(effectTimes(run, "ord_2"), QStringLiteral("2 32"));
    QCOMPARE(effectTimes(run, "ord_3"), QStringLiteral("33"));
    QCOMPARE(run.metrics.duplicateEffects, 2u);
    QCOMPARE(timesOf(callsOf(run, Action::DeleteMessageBatch)), QStringLiteral("33"));
    QCOMPARE(batchDeletes(run), QStringLiteral("ord_1 ord_2 ord_3"));
}

// --- Services -----------------------------------------------------------------------------------

void TestSimulation::serviceLatencyDelaysTheEffect()
{
    Scenario sc = oneOrder(1 * s);
    sc.services[0].latency = DurationProfile::fixed(5 * s);
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    // Processing ends at 1; the payment call takes 5 s more: charged and deleted at 6.
    const auto started = eventsOf(run, EventKind::JobStarted);
    QCOMPARE(timesOf(started), QStringLiteral("0"));
    QCOMPARE(started[0].a, 1 * s);
    QCOMPARE(effectTimes(run, "ord_1"), QStringLiteral("6"));
    QCOMPARE(timesOf(callsOf(run, Action::DeleteMessage)), QStringLiteral("6"));
    QCOMPARE(run.metrics.sendToEffect.p50, 6 * s);
    // The effect names its service.
    const auto effects = eventsOf(run, EventKind::SideEffect);
    QCOMPARE(run.log().string(static_cast<std::uint32_t>(effects[0].b)), std::string("payments"));
    QCOMPARE(run.ledger.effects()[0].service, 0);
}

void TestSimulation::serviceOutageFailsJobs()
{
    // Payments are down from 0 to 10 s: the first attempt fails at t=1 and is not deleted; the
    // message comes back at 30 and the second attempt succeeds.
    Scenario sc = oneOrder(1 * s);
    sc.services[0].outages.push_back({0, 10 * s});
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    const auto failed = eventsOf(run, EventKind::JobFailed, "worker-1");
    QCOMPARE(timesOf(failed), QStringLiteral("1"));
    QCOMPARE(failed[0].detail, static_cast<std::uint8_t>(JobFailure::ServiceOutage));
    QCOMPARE(timesOf(callsOf(run, Action::DeleteMessage)), QStringLiteral("31"));
    QCOMPARE(timesOf(run, EventKind::VisibilityExpired), QStringLiteral("30"));
    QCOMPARE(timesOf(run, EventKind::MessageReceived), QStringLiteral("0 30"));
    QCOMPARE(effectTimes(run, "ord_1"), QStringLiteral("31"));
    QCOMPARE(run.metrics.sendToEffect.max, 31 * s);
    const std::vector<std::string> text = run.textTimeline();
    QVERIFY(std::find(text.begin(), text.end(),
                      "t=1   worker-1 fails on the message (payments is down)") != text.end());
}

void TestSimulation::serviceFailureRate_data()
{
    QTest::addColumn<double>("failureRate");
    QTest::newRow("never fails") << 0.0;
    QTest::newRow("fails a quarter of the calls") << 0.25;
    QTest::newRow("always fails") << 1.0;
}

void TestSimulation::serviceFailureRate()
{
    QFETCH(double, failureRate);
    // 400 orders, 10 workers, a 2 s visibility timeout so that failed calls are retried soon;
    // after 20 receives a message goes to the dead-letter queue.
    constexpr int orders = 400;
    Scenario sc;
    sc.name = "flaky";
    sc.engine.seed = 11;
    QueueSpec queue = standardQueue("orders", 2);
    addRedrive(queue, "orders-dlq", 20);
    sc.queues = {queue, standardQueue("orders-dlq")};
    ServiceSpec service = payments();
    service.failureRate = failureRate;
    sc.services.push_back(service);
    sc.producers.push_back(burstOf("orders", orders));
    WorkerSpec w = workerOn("orders", 100, 10);
    w.service = "payments";
    sc.workers.push_back(w);
    const Run run = simulate(sc);
    VERIFY_RUN(run);

    const auto failed = eventsOf(run, EventKind::JobFailed);
    for (const Event &e : failed)
        QCOMPARE(e.detail, static_cast<std::uint8_t>(JobFailure::ServiceError));
    const double calls = double(failed.size()) + double(run.metrics.effects);
    const double observed = double(failed.size()) / calls;
    QVERIFY2(std::fabs(observed - failureRate) <= 0.04, qPrintable(QString::number(observed)));
    if (failureRate < 1) {
        // Every order is charged exactly once in the end; no failure was ever deleted.
        QCOMPARE(run.metrics.keysEffected, std::uint64_t(orders));
        QCOMPARE(run.metrics.duplicateEffects, 0u);
        QCOMPARE(run.metrics.deadLetterArrivals, 0u);
        QCOMPARE(countOf(run, EventKind::MessageDeleted), orders);
    } else {
        QCOMPARE(run.metrics.effects, 0u);
        QCOMPARE(int(failed.size()), orders * 20);
        QCOMPARE(run.metrics.deadLetterArrivals, std::uint64_t(orders));
        QCOMPARE(countOf(run, EventKind::MessageDeleted), 0);
        QCOMPARE(describe(run, "ord_1"), QStringLiteral("ord_1 never charged"));
    }
}

// --- Producers -----------------------------------------------------------------------------------

void TestSimulation::explicitMessages()
{
    Scenario sc = oneOrder(1 * s);
    ProducerSpec &p = sc.producers[0];
    p.keyField = "bookingId";
    p.keyFormat = "bk_{n}";
    p.messages.clear();
    // Given out of time order: the producer sends them by time.
    ScheduledMessage delayed = messageAt(2 * s, "");
    delayed.delaySeconds = 10;
    ScheduledMessage withBody = messageAt(1 * s, "bk_custom");
    withBody.body = R"({"bookingId": "bk_custom", "total": 12.5})";
    p.messages = {delayed, withBody, messageAt(0, "bk_7731")};
    const Run run = simulate(sc);
    VERIFY_RUN(run);

    const auto sent = eventsOf(run, EventKind::MessageSent, "orders-api");
    QCOMPARE(timesOf(sent), QStringLiteral("0 1 2"));
    QCOMPARE(keysOf(run, sent), QStringLiteral("bk_7731 bk_custom bk_3"));
    QCOMPARE(str(run.engine->messageBody(sent[0].message)),
             QStringLiteral(R"({"bookingId": "bk_7731"})"));
    QCOMPARE(str(run.engine->messageBody(sent[1].message)), str(withBody.body));
    QCOMPARE(str(run.engine->messageBody(sent[2].message)),
             QStringLiteral(R"({"bookingId": "bk_3"})"));
    // The delayed message becomes visible at 12.
    QCOMPARE(sent[0].a, 0);
    QCOMPARE(sent[2].a, 12 * s);
    QCOMPARE(timesOf(run, EventKind::DelayEnded), QStringLiteral("12"));
    QCOMPARE(effectTimes(run, "bk_7731"), QStringLiteral("1"));
    QCOMPARE(effectTimes(run, "bk_custom"), QStringLiteral("2"));
    QCOMPARE(effectTimes(run, "bk_3"), QStringLiteral("13"));
    QCOMPARE(run.metrics.messagesSent, 3u);
    QCOMPARE(run.metrics.keys, 3u);
    // Send to first effect: 1, 1 and 11 s.
    QCOMPARE(run.metrics.sendToEffect.p50, 1 * s);
    QCOMPARE(run.metrics.sendToEffect.max, 11 * s);
}

void TestSimulation::regularRate_data()
{
    QTest::addColumn<double>("perSecond");
    QTest::addColumn<qint64>("fromMs");
    QTest::addColumn<qint64>("toMs");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("firstTimes");

    QTest::newRow("2 a second for 10 s") << 2.0 << 0LL << 10000LL << 20 << "0 0.5 1 1.5";
    QTest::newRow("3 a second: gaps of 333 and 334 ms, no drift")
        << 3.0 << 0LL << 10000LL << 30 << "0 0.333 0.666 1";
    QTest::newRow("one every 4 s from t=5 to t=17") << 0.25 << 5000LL << 17000LL << 3 << "5 9 13";
    QTest::newRow("the end is exclusive") << 1.0 << 0LL << 3000LL << 3 << "0 1 2";
}

void TestSimulation::regularRate()
{
    QFETCH(double, perSecond);
    QFETCH(qint64, fromMs);
    QFETCH(qint64, toMs);
    QFETCH(int, count);
    QFETCH(QString, firstTimes);

    Scenario sc = oneOrder(10);
    sc.producers[0].messages.clear();
    sc.producers[0].rates.push_back({fromMs, toMs, perSecond, false});
    sc.workers[0].count = 2;
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    const auto sent = eventsOf(run, EventKind::MessageSent);
    QCOMPARE(int(sent.size()), count);
    QVERIFY(timesOf(sent).startsWith(firstTimes));
    // Evenly spaced: the k-th send is at from + floor(k * 1000 / perSecond).
    for (std::size_t k = 0; k < sent.size(); ++k)
        QCOMPARE(sent[k].time,
                 fromMs + static_cast<TimeMs>(std::floor(double(k) * 1000.0 / perSecond)));
    QVERIFY(sent.back().time < toMs);
    QCOMPARE(keysOf(run, {sent.front()}), QStringLiteral("ord_1"));
    QCOMPARE(keysOf(run, {sent.back()}), QStringLiteral("ord_%1").arg(count));
    QCOMPARE(run.metrics.keysEffected, std::uint64_t(count));
    // Each is charged 10 ms after it was sent (a worker is always free).
    QCOMPARE(run.metrics.sendToEffect.max, 10);
}

void TestSimulation::poissonRate()
{
    // 10 a second for 100 s: about 1000 arrivals (sd 32), with random gaps; seeded.
    Scenario sc = oneOrder(10);
    sc.producers[0].messages.clear();
    sc.producers[0].rates.push_back({0, 100 * s, 10, true});
    sc.workers[0].count = 4;
    QStringList counts;
    std::vector<std::string> digests;
    for (std::uint64_t seed : {1u, 2u, 3u}) {
        const Run run = simulate(sc, seed);
        VERIFY_RUN(run);
        const auto sent = eventsOf(run, EventKind::MessageSent);
        QVERIFY2(sent.size() >= 900 && sent.size() <= 1100,
                 qPrintable(QString::number(sent.size())));
        QCOMPARE(sent.front().time, 0); // the first arrival is at the start
        QVERIFY(sent.back().time < 100 * s);
        std::vector<TimeMs> gaps;
        for (std::size_t i = 1; i < sent.size(); ++i)
            gaps.push_back(sent[i].time - sent[i - 1].time);
        // Exponential gaps: mean 100 ms, median 100 ln 2 = 69 ms, many shorter than 20 ms.
        QVERIFY2(std::fabs(meanOf(gaps) - 100) < 10, qPrintable(QString::number(meanOf(gaps))));
        QVERIFY2(std::abs(percentileOf(gaps, 0.5) - 69) < 10,
                 qPrintable(QString::number(percentileOf(gaps, 0.5))));
        QVERIFY(std::count_if(gaps.begin(), gaps.end(), [](TimeMs g) { return g < 20; }) > 100);
        QCOMPARE(run.metrics.keysEffected, std::uint64_t(sent.size()));
        counts << QString::number(sent.size());
        digests.push_back(run.engine->digest());
        // The same seed again gives the same arrivals.
        QCOMPARE(simulate(sc, seed).engine->digest(), digests.back());
    }
    QVERIFY(digests[0] != digests[1] && digests[1] != digests[2] && digests[0] != digests[2]);
    QVERIFY2(counts.removeDuplicates() < 2, qPrintable(counts.join(u' ')));
}

void TestSimulation::bursts()
{
    Scenario sc = oneOrder(100);
    sc.producers[0].messages.clear();
    sc.producers[0].bursts = {{20 * s, 3}, {5 * s, 10}};
    sc.workers[0].count = 3;
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    const auto sent = eventsOf(run, EventKind::MessageSent);
    QCOMPARE(timesOf(sent), QStringLiteral("5 5 5 5 5 5 5 5 5 5 20 20 20"));
    QCOMPARE(keysOf(run, sent), QStringLiteral("ord_1 ord_2 ord_3 ord_4 ord_5 ord_6 ord_7 ord_8 "
                                               "ord_9 ord_10 ord_11 ord_12 ord_13"));
    QCOMPARE(run.metrics.keysEffected, 13u);
    // Three workers at 100 ms a job: the 10 of the first burst take 4 rounds.
    QCOMPARE(effectTimes(run, "ord_10"), QStringLiteral("5.4"));
    QCOMPARE(run.metrics.sendToEffect.max, 400);
}

void TestSimulation::fifoGroupPolicies_data()
{
    QTest::addColumn<int>("policy");
    QTest::addColumn<QString>("groups");

    QTest::newRow("fixed: one group")
        << int(ProducerSpec::GroupPolicy::Fixed) << "orders orders orders orders orders orders";
    QTest::newRow("by key: a group per order")
        << int(ProducerSpec::GroupPolicy::ByKey) << "ord_1 ord_2 ord_3 ord_4 ord_5 ord_6";
    QTest::newRow("round robin over three groups")
        << int(ProducerSpec::GroupPolicy::RoundRobin)
        << "customer-1 customer-2 customer-3 customer-1 customer-2 customer-3";
}

void TestSimulation::fifoGroupPolicies()
{
    QFETCH(int, policy);
    QFETCH(QString, groups);

    Scenario sc;
    sc.name = "groups";
    sc.queues.push_back(fifoQueue("orders.fifo"));
    ProducerSpec p = burstOf("orders.fifo", 6);
    p.groupPolicy = static_cast<ProducerSpec::GroupPolicy>(policy);
    if (p.groupPolicy == ProducerSpec::GroupPolicy::RoundRobin) {
        p.group = "customer";
        p.groupCount = 3;
    }
    p.dedupPolicy = ProducerSpec::DedupPolicy::ByKey;
    sc.producers.push_back(p);
    // Two workers taking one message at a time: a group is blocked while its head is in flight.
    sc.workers.push_back(workerOn("orders.fifo", 1 * s, 2));
    const Run run = simulate(sc);
    VERIFY_RUN(run);

    QStringList actual;
    for (const Event &e : eventsOf(run, EventKind::MessageSent))
        actual << str(run.engine->messageGroupId(e.message));
    QCOMPARE(actual.join(u' '), groups);
    QCOMPARE(run.metrics.keysEffected, 6u);
    // One group: strictly one at a time, in order, although two workers poll. Many groups: both
    // workers are busy from the start.
    const QString effects = timesOf(run, EventKind::SideEffect);
    QCOMPARE(effects, p.groupPolicy == ProducerSpec::GroupPolicy::Fixed
                          ? QStringLiteral("1 2 3 4 5 6")
                          : QStringLiteral("1 1 2 2 3 3"));
    QCOMPARE(keysOf(run, eventsOf(run, EventKind::SideEffect)).left(11),
             QStringLiteral("ord_1 ord_2"));
}

void TestSimulation::fifoDeduplicationPolicies_data()
{
    QTest::addColumn<int>("policy");
    QTest::addColumn<bool>("contentBased");
    QTest::addColumn<QString>("deduplicationIds");
    QTest::addColumn<int>("deduplicated");
    QTest::addColumn<int>("ord1Effects");

    // ord_1 is sent twice (at 0 and 10 s, inside the 5-minute window), then ord_2 at 20 s.
    QTest::newRow("by key: the resent order is dropped")
        << int(ProducerSpec::DedupPolicy::ByKey) << false << "ord_1 ord_2" << 1 << 1;
    QTest::newRow("by message: every send is new, the order is charged twice")
        << int(ProducerSpec::DedupPolicy::ByMessage) << false
        << "orders-api-1 orders-api-2 orders-api-3" << 0 << 2;
    QTest::newRow("none, with content-based deduplication: the same body is dropped")
        << int(ProducerSpec::DedupPolicy::None) << true << "" << 1 << 1;
}

void TestSimulation::fifoDeduplicationPolicies()
{
    QFETCH(int, policy);
    QFETCH(bool, contentBased);
    QFETCH(QString, deduplicationIds);
    QFETCH(int, deduplicated);
    QFETCH(int, ord1Effects);

    Scenario sc;
    sc.name = "dedup";
    QueueSpec queue = fifoQueue("orders.fifo");
    if (contentBased)
        queue.attributes["ContentBasedDeduplication"] = "true";
    sc.queues.push_back(queue);
    ProducerSpec p = producerOf("orders.fifo", {});
    p.messages = {messageAt(0, "ord_1"), messageAt(10 * s, "ord_1"), messageAt(20 * s, "ord_2")};
    p.groupPolicy = ProducerSpec::GroupPolicy::Fixed;
    p.dedupPolicy = static_cast<ProducerSpec::DedupPolicy>(policy);
    sc.producers.push_back(p);
    sc.workers.push_back(workerOn("orders.fifo", 1 * s));
    const Run run = simulate(sc);
    VERIFY_RUN(run);

    const auto sent = eventsOf(run, EventKind::MessageSent);
    QCOMPARE(int(sent.size()), 3 - deduplicated);
    QCOMPARE(run.metrics.messagesSent, std::uint64_t(3 - deduplicated));
    QCOMPARE(countOf(run, EventKind::SendDeduplicated), deduplicated);
    if (deduplicated > 0)
        QCOMPARE(timesOf(run, EventKind::SendDeduplicated), QStringLiteral("10"));
    if (!contentBased) {
        QStringList ids;
        for (const Event &e : sent)
            ids << str(run.engine->messageDeduplicationId(e.message));
        QCOMPARE(ids.join(u' '), deduplicationIds);
    }
    QCOMPARE(run.metrics.keys, 2u);
    QCOMPARE(effectsFor(run, "ord_1"), ord1Effects);
    QCOMPARE(effectsFor(run, "ord_2"), 1);
    QCOMPARE(run.metrics.duplicateEffects, std::uint64_t(ord1Effects - 1));
}

// --- Metrics ------------------------------------------------------------------------------------

void TestSimulation::billedRequestsAndChunking_data()
{
    QTest::addColumn<int>("bodyBytes");
    QTest::addColumn<int>("chunksPerCall");

    // SEMANTICS.md section 14: each 64 KiB chunk of a payload is billed as one request.
    QTest::newRow("a small body is one request") << 100 << 1;
    QTest::newRow("exactly 64 KiB is one request") << 65536 << 1;
    QTest::newRow("one byte more is two") << 65537 << 2;
    QTest::newRow("100 KiB costs 2 requests") << 100 * 1024 << 2;
    QTest::newRow("256 KiB costs 4 requests") << 256 * 1024 << 4;
    QTest::newRow("1 MiB costs 16 requests") << 1024 * 1024 << 16;
}

void TestSimulation::billedRequestsAndChunking()
{
    QFETCH(int, bodyBytes);
    QFETCH(int, chunksPerCall);

    Scenario sc = oneOrder(1 * s);
    sc.producers[0].messages[0].body.assign(static_cast<std::size_t>(bodyBytes), 'x');
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    QCOMPARE(effectsFor(run, "ord_1"), 1);
    QCOMPARE(run.engine->messageBody(1).size(), std::size_t(bodyBytes));

    // CreateQueue, SendMessage, the worker's ReceiveMessage and DeleteMessage, and the long poll
    // it is waiting in when the run ends.
    const EventLog &log = run.log();
    std::uint64_t calls = 0;
    for (std::uint64_t i = 0; i < log.size(); ++i)
        calls += log[i].kind == EventKind::ApiCall ? 1 : 0;
    QCOMPARE(run.metrics.apiCalls, calls);
    QCOMPARE(callsOf(run, Action::SendMessage).size(), 1u);
    QCOMPARE(callsOf(run, Action::DeleteMessage).size(), 1u);
    QCOMPARE(run.metrics.receives, 1u);
    // The send and the receive that returned the message each carry the body.
    QCOMPARE(run.metrics.billedRequests, calls + 2u * std::uint64_t(chunksPerCall - 1));
    const double expectedCost = double(run.metrics.billedRequests) * 0.40e-6;
    QVERIFY(std::fabs(run.metrics.costUsd - expectedCost) < 1e-12);
}

void TestSimulation::costPerQueueType()
{
    // A batch receive of ten 10 KiB messages is one call of 100 KiB: two billed requests. FIFO
    // requests cost $0.50 per million, standard ones $0.40.
    for (const bool fifo : {false, true}) {
        Scenario sc;
        sc.name = "cost";
        const std::string name = fifo ? "orders.fifo" : "orders";
        sc.queues.push_back(fifo ? fifoQueue(name) : standardQueue(name));
        ProducerSpec p = producerOf(name, {});
        for (int i = 1; i <= 10; ++i) {
            ScheduledMessage m = messageAt(0, numbered("ord_", i));
            m.body = std::string(10 * 1024, char('a' + i));
            p.messages.push_back(m);
        }
        if (fifo) {
            p.groupPolicy = ProducerSpec::GroupPolicy::ByKey;
            p.dedupPolicy = ProducerSpec::DedupPolicy::ByKey;
        }
        sc.producers.push_back(p);
        WorkerSpec w = workerOn(name, 1 * s);
        w.batchSize = 10;
        w.deletePolicy = DeletePolicy::Batch;
        w.startMs = 1 * s; // all ten are waiting when it first polls
        sc.workers.push_back(w);
        const Run run = simulate(sc);
        VERIFY_RUN(run);
        const auto receives = callsOf(run, Action::ReceiveMessage);
        QCOMPARE(receives.front().b, 10);
        QCOMPARE(run.metrics.receives, 10u);
        QCOMPARE(run.metrics.keysEffected, 10u);
        QCOMPARE(callsOf(run, Action::DeleteMessageBatch).size(), 1u);
        // 10 sends (10 KiB each, one request each) and one receive of 100 KiB (2 requests).
        QCOMPARE(run.metrics.billedRequests, run.metrics.apiCalls + 1);
        const double price = fifo ? 0.50e-6 : 0.40e-6;
        QVERIFY2(std::fabs(run.metrics.costUsd - double(run.metrics.billedRequests) * price) <
                     1e-12,
                 qPrintable(QString::number(run.metrics.costUsd, 'g', 12)));
    }
}

void TestSimulation::emptyReceives_data()
{
    QTest::addColumn<int>("waitTimeSeconds");
    QTest::addColumn<qint64>("pollIntervalMs");
    QTest::addColumn<QString>("empty");

    // Nothing arrives before t=100; the run stops at t=60.
    QTest::newRow("long polling: one empty receive per 20 s") << 20 << 0LL << "20 40 60";
    QTest::newRow("short polling: one a second")
        << 0 << 0LL
        << "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 "
           "31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 "
           "59 60";
    QTest::newRow("short polling with a 15 s pause") << 0 << 15000LL << "0 15 30 45 60";
    QTest::newRow("5 s long polls") << 5 << 0LL << "5 10 15 20 25 30 35 40 45 50 55 60";
}

void TestSimulation::emptyReceives()
{
    QFETCH(int, waitTimeSeconds);
    QFETCH(qint64, pollIntervalMs);
    QFETCH(QString, empty);

    Scenario sc = oneOrder(1 * s);
    sc.producers[0].messages[0].atMs = 100 * s;
    sc.workers[0].waitTimeSeconds = waitTimeSeconds;
    sc.workers[0].pollIntervalMs = pollIntervalMs;
    sc.untilMs = 60 * s;
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    QCOMPARE(timesOf(run, EventKind::EmptyReceive, "worker-1"), empty);
    const int count = int(empty.split(u' ').size());
    QCOMPARE(run.metrics.emptyReceives, std::uint64_t(count));
    QCOMPARE(run.metrics.receives, 0u);
    // Every empty receive was billed: they are API calls like any other.
    QVERIFY(run.metrics.apiCalls >= std::uint64_t(count) + 1);
    QCOMPARE(effectsFor(run, "ord_1"), -1); // never sent before the end
    QCOMPARE(run.metrics.messagesSent, 0u);
}

void TestSimulation::sendToEffectPercentiles()
{
    // Ten orders at once, one worker, 1 s each: charged 1, 2, ..., 10 s after they were sent.
    Scenario sc = oneOrder(1 * s);
    sc.producers[0] = burstOf("orders", 10);
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    QCOMPARE(timesOf(run, EventKind::SideEffect), QStringLiteral("1 2 3 4 5 6 7 8 9 10"));
    // Nearest rank: p50 is the 5th of 10, p90 the 9th, p99 the 10th.
    QCOMPARE(run.metrics.sendToEffect.p50, 5 * s);
    QCOMPARE(run.metrics.sendToEffect.p90, 9 * s);
    QCOMPARE(run.metrics.sendToEffect.p99, 10 * s);
    QCOMPARE(run.metrics.sendToEffect.max, 10 * s);
    QVERIFY(str(run.summary())
                .contains(
                    QStringLiteral("Send to first effect  p50 5 s, p90 9 s, p99 10 s, max 10 s")));

    // A repeat does not count: latency is to the first effect only.
    const Run toy = simulate(toyScenario());
    VERIFY_RUN(toy);
    QCOMPARE(toy.metrics.sendToEffect.max, 45 * s);
    QCOMPARE(toy.metrics.effects, 2u);
}

// --- How runs end --------------------------------------------------------------------------------

void TestSimulation::untilStopsTheRun()
{
    // One order a second for 1000 s, charged at once: without a stop it would run 1000 s.
    Scenario sc = oneOrder(100);
    sc.producers[0].messages.clear();
    sc.producers[0].rates.push_back({0, 1000 * s, 1, false});
    sc.untilMs = 100 * s;
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    QCOMPARE(run.endMs, 100 * s);
    QCOMPARE(run.engine->now(), 100 * s);
    QVERIFY(run.log()[run.log().size() - 1].time <= 100 * s);
    // Sends at 0, 1, ..., 100: the stop time itself is included.
    QCOMPARE(run.metrics.messagesSent, 101u);
    QCOMPARE(eventsOf(run, EventKind::MessageSent).back().time, 100 * s);
    // The order sent at 100 is in flight when the run stops: not lost, not effected.
    QCOMPARE(run.metrics.keysEffected, 100u);
    QCOMPARE(effectsFor(run, "ord_101"), 0);
    QCOMPARE(run.metrics.lost, 0u);

    // simulate()'s own end overrides the scenario's.
    const Run shorter = simulate(sc, std::nullopt, 10500);
    VERIFY_RUN(shorter);
    QCOMPARE(shorter.endMs, 10500);
    QCOMPARE(shorter.metrics.messagesSent, 11u);
    QCOMPARE(shorter.metrics.keysEffected, 11u);

    // With a stop time the run does not end when it is quiet: it goes on to the stop.
    Scenario quiet = oneOrder(1 * s);
    quiet.untilMs = 300 * s;
    const Run idle = simulate(quiet);
    VERIFY_RUN(idle);
    QCOMPARE(idle.endMs, 300 * s);
    QCOMPARE(idle.engine->now(), 300 * s);
    QCOMPARE(effectTimes(idle, "ord_1"), QStringLiteral("1"));
    // The worker keeps long-polling: empty receives every 20 s after its job.
    QCOMPARE(countOf(idle, EventKind::EmptyReceive), 14);
}

void TestSimulation::quietRunsEnd_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<qint64>("endMs");

    // The run ends when nothing is left to send, no consumer is busy and the queues the consumers
    // read are empty; long polls still waiting do not keep it going.
    QTest::newRow("after the last delete") << "plain" << 10000LL;
    QTest::newRow("a producer with a late message keeps it going") << "late" << 510000LL;
    QTest::newRow("a delayed message keeps it going") << "delayed" << 910000LL;
    QTest::newRow("a message in flight with a crashed worker keeps it going")
        << "crashed" << 40000LL;
    // Received at 0, fails at 1, back at 30, where the waiting poll moves it.
    QTest::newRow("a message in an unread dead-letter queue does not") << "poison" << 30000LL;
    QTest::newRow("a Lambda waiting out its batching window keeps it going") << "lambda" << 5300LL;
}

void TestSimulation::quietRunsEnd()
{
    QFETCH(QString, variant);
    QFETCH(qint64, endMs);

    Scenario sc = oneOrder(10 * s);
    if (variant == QLatin1String("late")) {
        sc.producers[0].messages.push_back(messageAt(500 * s, "ord_2"));
    } else if (variant == QLatin1String("delayed")) {
        sc.producers[0].messages[0].delaySeconds = 900;
    } else if (variant == QLatin1String("crashed")) {
        CrashFault crash;
        crash.atMs = 5 * s;
        sc.workers[0].crashes.push_back(crash);
    } else if (variant == QLatin1String("poison")) {
        addRedrive(sc.queues[0], "orders-dlq", 1);
        sc.queues.push_back(standardQueue("orders-dlq"));
        sc.workers[0].processing = DurationProfile::fixed(1 * s);
        sc.workers[0].failingKeys = {"ord_1"};
    } else if (variant == QLatin1String("lambda")) {
        sc.workers.clear();
        sc.producers[0] = burstOf("orders", 3);
        LambdaSpec l = lambdaOn("orders", 100);
        l.batchSize = 5;
        l.batchingWindowMs = 5 * s;
        sc.lambdas.push_back(l);
    }
    const Run run = simulate(sc);
    VERIFY_RUN(run);
    QCOMPARE(run.endMs, endMs);
    QCOMPARE(run.log()[run.log().size() - 1].time, endMs);
    QCOMPARE(run.metrics.lost, 0u);
    if (variant == QLatin1String("poison")) {
        QCOMPARE(run.metrics.deadLetterArrivals, 1u);
        QCOMPARE(effectsFor(run, "ord_1"), 0);
    } else if (variant == QLatin1String("lambda")) {
        // Three at 0 do not fill a batch of five: the function is invoked when the 5 s window
        // is over, and takes 0.3 s.
        QCOMPARE(timesOf(run, EventKind::LambdaInvoked), QStringLiteral("5"));
        QCOMPARE(eventsOf(run, EventKind::LambdaInvoked)[0].a, 3);
        QCOMPARE(run.metrics.keysEffected, 3u);
    } else {
        QCOMPARE(run.metrics.keysEffected, run.metrics.keys);
        QCOMPARE(run.metrics.duplicateEffects, 0u);
    }
}

void TestSimulation::loadedScenarioRunsLikeTheStructs()
{
    // The toy, written as a scenario file: the same run as the structs build.
    const ScenarioLoad load = loadScenarioText(R"({
  "name": "toy",
  "engine": {"staleHandleDelete": "delete"},
  "queues": [{"name": "orders", "visibilityTimeout": 30}],
  "services": [{"name": "payments", "effect": "charges the card", "effectPast": "charged"}],
  "producers": [{"name": "orders-api", "queue": "orders", "messages": [{"at": 0, "key": "ord_7731"}]}],
  "workers": [{"count": 2, "queue": "orders", "processing": 45, "service": "payments"}]
})",
                                               "toy.json");
    QVERIFY2(load.ok(), load.report().c_str());
    const Run loaded = simulate(*load.scenario);
    VERIFY_RUN(loaded);
    const Run built = simulate(toyScenario());
    VERIFY_RUN(built);
    QCOMPARE(loaded.engine->digest(), built.engine->digest());
    QCOMPARE(effectsFor(loaded, "ord_7731"), 2);
    QCOMPARE(loaded.textTimeline(), built.textTimeline());
}

namespace {
/// Three orders fail twice during an outage and land in orders-dlq at t=60..64; the provider is
/// back at t=150.
std::string outageWithOperations(const std::string &until, const std::string &operations)
{
    return R"({
  "name": "redrive",)" +
           until + R"(
  "queues": [{"name": "orders", "visibilityTimeout": 30,
              "deadLetterQueue": {"name": "orders-dlq", "maxReceiveCount": 2}},
             {"name": "orders-dlq"}],
  "services": [{"name": "payments", "effect": "charges the card", "effectPast": "charged",
                "latency": 1, "outages": [{"from": 0, "to": 150}]}],
  "producers": [{"queue": "orders", "keyFormat": "ord_{n}", "bursts": [{"at": 0, "count": 3}]}],
  "workers": [{"queue": "orders", "processing": 1, "service": "payments"}],
  "operations": [)" +
           operations + R"(]
})";
}
} // namespace

void TestSimulation::anOperatorRedrivesTheDeadLetterQueue_data()
{
    QTest::addColumn<QString>("until");
    QTest::newRow("until the scenario is quiet") << QString();
    QTest::newRow("until t=600") << QStringLiteral(R"( "until": 600,)");
}

void TestSimulation::anOperatorRedrivesTheDeadLetterQueue()
{
    // The outage is over at t=150; at t=300 the operator starts a redrive. The orders come back
    // as new messages and are charged once each; a quiet run does not end before the redrive.
    QFETCH(QString, until);
    const ScenarioLoad load = loadScenarioText(
        outageWithOperations(until.toStdString(), R"({"at": 300, "redrive": "orders-dlq"})"),
        "redrive.json");
    QVERIFY2(load.ok(), load.report().c_str());
    const Run run = simulate(*load.scenario);
    VERIFY_RUN(run);
    QCOMPARE(run.metrics.deadLetterArrivals, 3u);
    const auto redriven = eventsOf(run, EventKind::MessageRedriven);
    QCOMPARE(redriven.size(), std::size_t(3));
    for (const Event &e : redriven)
        QVERIFY(e.time >= 300000);
    for (const char *key : {"ord_1", "ord_2", "ord_3"})
        QCOMPARE(effectsFor(run, key), 1);
    QCOMPARE(run.metrics.lost, 0u);
    // The text timeline tells the redrive.
    const std::vector<std::string> text = run.textTimeline();
    QVERIFY(std::any_of(text.begin(), text.end(), [](const std::string &line) {
        return line.find("orders-dlq redrives m1 (ord_1) to orders as m4") != std::string::npos;
    }));
    // The operator's call is in the log, answered.
    bool started = false;
    for (const Event &e : eventsOf(run, EventKind::ApiCall))
        started = started || run.log().actorName(e.actor) == "operator";
    QVERIFY(started);
}

void TestSimulation::anOperatorPurgesAQueue()
{
    // A purge at t=45 empties orders while the three orders are in flight for their second try:
    // none is moved to the dead-letter queue, none is charged, all three are lost.
    const ScenarioLoad load = loadScenarioText(
        outageWithOperations("", R"({"at": 45, "purge": "orders"})"), "purge.json");
    QVERIFY2(load.ok(), load.report().c_str());
    const Run run = simulate(*load.scenario);
    VERIFY_RUN(run);
    QVERIFY(!eventsOf(run, EventKind::QueuePurged).empty());
    const std::vector<std::string> text = run.textTimeline();
    QVERIFY(std::any_of(text.begin(), text.end(), [](const std::string &line) {
        return line.find("operator purges orders: 3 messages gone") != std::string::npos;
    }));
    QCOMPARE(run.metrics.deadLetterArrivals, 0u);
    QCOMPARE(run.metrics.effects, 0u);
    QCOMPARE(run.metrics.lost, 3u);
}

QTEST_GUILESS_MAIN(TestSimulation)
#include "tst_simulation.moc"
