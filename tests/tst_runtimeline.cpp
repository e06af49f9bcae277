// SPDX-License-Identifier: GPL-3.0-or-later
// The run timeline's job durations: how long each job held its message, the figure the
// visibility timeout must cover, measured from the job spans the timeline derives once per run;
// and its overlaps, two workers on one message at once, found by a sweep and checked here against
// the plain comparison of every pair of jobs.

#include "enginetest.h"
#include "narration.h"
#include "run.h"
#include "runtimeline.h"

#include <algorithm>
#include <tuple>

using namespace inflight;

namespace {

/// One worker on "orders" (visibility timeout 30 s) processing each job for 2 s, and a producer
/// of one message at t=0; the rows change what they need.
Scenario twoSecondJobs()
{
    Scenario scenario;
    scenario.queues.push_back({"orders", {}});
    WorkerSpec worker;
    worker.queue = "orders";
    worker.processing = DurationProfile::fixed(2000);
    scenario.workers.push_back(worker);
    ProducerSpec producer;
    producer.queue = "orders";
    producer.messages.push_back({});
    scenario.producers.push_back(producer);
    scenario.untilMs = 10000;
    return scenario;
}

/// A payments service that answers in half a second, used by the worker.
void addPayments(Scenario &scenario)
{
    ServiceSpec payments;
    payments.name = "payments";
    payments.latency = DurationProfile::fixed(500);
    scenario.services.push_back(payments);
    scenario.workers.front().service = "payments";
}

/// Every pair of jobs of one message by two workers that run at the same time, the slow and
/// obvious way: what the timeline's sweep must find.
std::vector<Overlap> everyPairOverlapping(const RunTimeline &timeline)
{
    std::vector<Overlap> found;
    const auto &workers = timeline.workers();
    for (std::size_t wa = 0; wa < workers.size(); ++wa) {
        for (std::size_t wb = wa + 1; wb < workers.size(); ++wb) {
            for (const JobSpan &a : workers[wa].jobs) {
                for (const JobSpan &b : workers[wb].jobs) {
                    const TimeMs from = std::max(a.from, b.from);
                    const TimeMs to = std::min(a.to, b.to);
                    if (a.message != b.message || from >= to)
                        continue;
                    const bool aFirst = a.from <= b.from;
                    found.push_back({from, to, a.message,
                                     aFirst ? workers[wa].actor : workers[wb].actor,
                                     aFirst ? workers[wb].actor : workers[wa].actor});
                }
            }
        }
    }
    std::sort(found.begin(), found.end(), [](const Overlap &x, const Overlap &y) {
        return std::tie(x.from, x.to, x.message, x.first, x.second) <
               std::tie(y.from, y.to, y.message, y.first, y.second);
    });
    return found;
}

/// What a row changes in twoSecondJobs().
enum class Edit { None, Service, FailingKey, Outage, Crash, StopEarly, FailureThenEffect };

} // namespace

class TestRunTimeline : public QObject {
    Q_OBJECT

private slots:
    void jobDurations_data();
    void jobDurations();
    void overlapsAreEveryPairRunningAtOnce_data();
    void overlapsAreEveryPairRunningAtOnce();
    void theStoryEndsWithTheLastEventThatChangesSomething();
    void aRetrysVisibilityChangeIsABackoffNotAHeartbeat_data();
    void aRetrysVisibilityChangeIsABackoffNotAHeartbeat();
    void aClientsJobsAreWhatTheWireShows_data();
    void aClientsJobsAreWhatTheWireShows();
};

void TestRunTimeline::jobDurations_data()
{
    QTest::addColumn<int>("edit");
    QTest::addColumn<QList<qint64>>("durationsMs");
    QTest::newRow("an effect ends the job") << int(Edit::None) << QList<qint64>{2000};
    QTest::newRow("the service call counts, up to its effect")
        << int(Edit::Service) << QList<qint64>{2500};
    QTest::newRow("a failure ends the job where it fails")
        << int(Edit::FailingKey) << QList<qint64>{2000};
    QTest::newRow("a service outage fails the job when the call returns")
        << int(Edit::Outage) << QList<qint64>{2500};
    QTest::newRow("a crash keeps the planned processing time")
        << int(Edit::Crash) << QList<qint64>{2000};
    QTest::newRow("a job still running at the end keeps its planned time")
        << int(Edit::StopEarly) << QList<qint64>{2000};
    QTest::newRow("a failure and a later effect, in the order the jobs started")
        << int(Edit::FailureThenEffect) << QList<qint64>{2000, 2500};
}

void TestRunTimeline::jobDurations()
{
    QFETCH(int, edit);
    QFETCH(QList<qint64>, durationsMs);
    Scenario scenario = twoSecondJobs();
    switch (static_cast<Edit>(edit)) {
    case Edit::Service:
        addPayments(scenario);
        break;
    case Edit::FailingKey:
        scenario.workers.front().failingKeys = {"ord_1"};
        break;
    case Edit::Outage:
        addPayments(scenario);
        scenario.services.front().outages.push_back({0, 3000});
        break;
    case Edit::Crash: {
        CrashFault crash;
        crash.atMs = 500;
        scenario.workers.front().crashes.push_back(crash);
        scenario.untilMs = 4000; // before the restart
        break;
    }
    case Edit::StopEarly:
        scenario.untilMs = 1000;
        break;
    case Edit::FailureThenEffect: {
        addPayments(scenario);
        scenario.workers.front().failingKeys = {"ord_1"};
        ScheduledMessage later;
        later.atMs = 3000;
        scenario.producers.front().messages.push_back(later);
        scenario.untilMs = 8000; // before the failed message is received again
        break;
    }
    case Edit::None:
        break;
    }
    const Run run = simulate(scenario);
    QVERIFY2(run.problems.empty(), run.problems.empty() ? "" : run.problems.front().c_str());
    INFLIGHT_VERIFY_INVARIANTS(run.log());
    QList<qint64> durations;
    for (const TimeMs d : RunTimeline(run).jobDurations())
        durations << qint64(d);
    QCOMPARE(durations, durationsMs);
    // Without the rest of the timeline, by the same steps.
    QList<qint64> jobsOnly;
    for (const TimeMs d : RunTimeline::jobDurationsOf(run))
        jobsOnly << qint64(d);
    QCOMPARE(jobsOnly, durationsMs);
}

void TestRunTimeline::overlapsAreEveryPairRunningAtOnce_data()
{
    QTest::addColumn<int>("workers");
    QTest::addColumn<int>("messages");
    QTest::addColumn<int>("visibilityTimeoutSeconds");
    QTest::addColumn<int>("processingMs");
    QTest::addColumn<int>("untilSeconds");
    QTest::addColumn<int>("leastOverlaps");
    QTest::newRow("a 45 s job on a 30 s loan: the second worker joins at 30 s")
        << 2 << 1 << 30 << 45000 << 200 << 1;
    // The case that made the old every-pair scan quadratic: one message lent again every second
    // to whichever worker is free, each holding it for two.
    QTest::newRow("one message, 2 s jobs on a 1 s loan, for 20 minutes")
        << 2 << 1 << 1 << 2000 << 1200 << 1000;
    QTest::newRow("three workers, jobs three times the loan: up to three at once")
        << 3 << 1 << 1 << 3000 << 300 << 300;
    QTest::newRow("many messages, some overlapping, ties in start times")
        << 4 << 12 << 2 << 3000 << 120 << 12;
    QTest::newRow("jobs shorter than the loan never overlap") << 3 << 10 << 30 << 1000 << 60 << 0;
}

void TestRunTimeline::overlapsAreEveryPairRunningAtOnce()
{
    QFETCH(int, workers);
    QFETCH(int, messages);
    QFETCH(int, visibilityTimeoutSeconds);
    QFETCH(int, processingMs);
    QFETCH(int, untilSeconds);
    QFETCH(int, leastOverlaps);
    Scenario scenario = twoSecondJobs();
    scenario.queues.front().attributes["VisibilityTimeout"] =
        std::to_string(visibilityTimeoutSeconds);
    scenario.workers.front().count = workers;
    scenario.workers.front().processing = DurationProfile::fixed(processingMs);
    scenario.producers.front().messages.resize(static_cast<std::size_t>(messages));
    scenario.untilMs = TimeMs(untilSeconds) * 1000;
    const Run run = simulate(scenario);
    QVERIFY2(run.problems.empty(), run.problems.empty() ? "" : run.problems.front().c_str());
    const RunTimeline timeline(run);
    const std::vector<Overlap> expected = everyPairOverlapping(timeline);
    const std::vector<Overlap> &found = timeline.overlaps();
    QVERIFY2(found.size() >= std::size_t(leastOverlaps),
             qPrintable(QString("%1 overlaps").arg(found.size())));
    QCOMPARE(found.size(), expected.size());
    for (std::size_t i = 0; i < found.size(); ++i) {
        QCOMPARE(found[i].from, expected[i].from);
        QCOMPARE(found[i].to, expected[i].to);
        QCOMPARE(found[i].message, expected[i].message);
        QCOMPARE(found[i].first, expected[i].first);
        QCOMPARE(found[i].second, expected[i].second);
    }
    // A job is marked overlapped exactly when it is part of one of them.
    for (const WorkerTrack &w : timeline.workers()) {
        for (const JobSpan &job : w.jobs) {
            const bool inOne = std::any_of(expected.begin(), expected.end(), [&](const Overlap &o) {
                return o.message == job.message && (o.first == w.actor || o.second == w.actor) &&
                       std::max(o.from, job.from) < std::min(o.to, job.to);
            });
            QCOMPARE(job.overlapped, inOne);
        }
    }
}

void TestRunTimeline::theStoryEndsWithTheLastEventThatChangesSomething()
{
    // One message at t=0, processed for 2 s and deleted; the worker then polls an empty queue
    // until t=600 s. Its empty receives are not part of the story.
    Scenario scenario = twoSecondJobs();
    scenario.untilMs = 600000;
    const Run run = simulate(scenario);
    const RunTimeline timeline(run);
    QCOMPARE(timeline.endTime(), TimeMs(600000));
    TimeMs lastDelete = -1;
    TimeMs lastEmptyReceive = -1;
    for (std::uint64_t seq = 0; seq < run.log().size(); ++seq) {
        const Event &e = run.log()[seq];
        if (e.kind == EventKind::MessageDeleted)
            lastDelete = e.time;
        if (e.kind == EventKind::EmptyReceive)
            lastEmptyReceive = e.time;
    }
    QVERIFY(lastDelete >= 2000);
    QVERIFY2(lastEmptyReceive > 500000, "the worker goes on polling");
    QCOMPARE(timeline.activeSpan().first, TimeMs(0));
    QCOMPARE(timeline.activeSpan().second, lastDelete);

    // Nothing sent at all: no story.
    scenario.producers.clear();
    const Run empty = simulate(scenario);
    QCOMPARE(RunTimeline(empty).activeSpan(), (std::pair<TimeMs, TimeMs>(0, 0)));
}

void TestRunTimeline::aRetrysVisibilityChangeIsABackoffNotAHeartbeat_data()
{
    QTest::addColumn<int>("retry");
    QTest::addColumn<QString>("said");
    QTest::newRow("a backoff of 10 s")
        << int(RetryPolicy::Kind::Backoff)
        << "worker-1 backs off after the failed try: it sets m1 (ord_1)'s visibility timeout to "
           "10 s (handle m1.r1), so m1 comes back at t=12";
    QTest::newRow("a retry at once")
        << int(RetryPolicy::Kind::Now)
        << "worker-1 retries at once after the failed try: it sets m1 (ord_1)'s visibility "
           "timeout to 0 (handle m1.r1), so m1 is visible again straight away";
}

void TestRunTimeline::aRetrysVisibilityChangeIsABackoffNotAHeartbeat()
{
    // The worker heartbeats every second of its 2-second job, and its job always fails: the
    // visibility change after each failure is the retry's backoff (the worker gives the loan back
    // and says when the message returns), every other one a heartbeat.
    QFETCH(int, retry);
    QFETCH(QString, said);
    Scenario scenario = twoSecondJobs();
    WorkerSpec &worker = scenario.workers.front();
    worker.heartbeat.everyMs = 1000;
    worker.heartbeat.extendToMs = 30000;
    worker.failingKeys = {"ord_1"};
    worker.onFailure.kind = static_cast<RetryPolicy::Kind>(retry);
    worker.onFailure.baseMs = 10000;
    scenario.untilMs = 20000;
    const Run run = simulate(scenario);
    QVERIFY2(run.problems.empty(), run.problems.empty() ? "" : run.problems.front().c_str());
    const RunTimeline timeline(run);
    std::vector<TimeMs> failures;
    std::vector<TimeMs> backoffs;
    int heartbeats = 0;
    for (const WorkerMark &mark : timeline.workers().front().marks) {
        if (mark.kind == WorkerMark::Kind::JobFailed)
            failures.push_back(mark.time);
        if (mark.kind == WorkerMark::Kind::Backoff) {
            backoffs.push_back(mark.time);
            QCOMPARE(run.log()[mark.sequence].detail,
                     std::uint8_t(VisibilityChangeReason::RetryBackoff));
        }
        if (mark.kind == WorkerMark::Kind::Heartbeat) {
            ++heartbeats;
            QCOMPARE(run.log()[mark.sequence].detail,
                     std::uint8_t(VisibilityChangeReason::Heartbeat));
        }
    }
    QVERIFY(!failures.empty());
    QCOMPARE(backoffs, failures);
    QVERIFY2(heartbeats > 0, "the heartbeats during the jobs stay heartbeats");
    // The message lane's deadline changes say which they are too.
    const MessageTrack *track =
        timeline.track(run.log()[timeline.workers().front().marks.front().sequence].message);
    QVERIFY(track);
    std::size_t backoffChanges = 0;
    for (const DeadlineChange &change : track->deadlineChanges)
        backoffChanges += change.backoff ? 1 : 0;
    QCOMPARE(backoffChanges, backoffs.size());
    // And the narration says what the worker did.
    for (std::uint64_t seq = 0; seq < run.log().size(); ++seq) {
        const Event &e = run.log()[seq];
        if (e.kind == EventKind::VisibilityChanged &&
            e.detail == std::uint8_t(VisibilityChangeReason::RetryBackoff)) {
            QCOMPARE(QString::fromStdString(describeEvent(run, seq)), said);
            break;
        }
    }
}

namespace {

/// The run of a script whose calls come from clients (as a live endpoint's recording): no
/// scenario, no simulated worker.
Run runOfScript(const std::string &text)
{
    ScriptRunner runner([](const std::string &) {});
    int number = 0;
    for (const std::string &line : test::splitLines(text))
        runner.feedLine(++number, line);
    Run run;
    run.engine = runner.takeEngine();
    run.endMs = run.engine->now();
    return run;
}

const char *outcomeName(JobSpan::Outcome outcome)
{
    switch (outcome) {
    case JobSpan::Outcome::Deleted:
        return "deleted";
    case JobSpan::Outcome::GaveBack:
        return "gave back";
    case JobSpan::Outcome::Unfinished:
        return "unfinished";
    default:
        return "simulated";
    }
}

/// The script's preamble: a queue "orders" with a 30 s visibility timeout and one message.
const std::string orders =
    R"({"client": "producer", "Action": "CreateQueue", "QueueName": "orders", )"
    R"("Attributes": {"VisibilityTimeout": "30"}})"
    "\n"
    R"({"client": "producer", "Action": "SendMessage", "QueueUrl": "orders", "MessageBody": "o"})"
    "\n";

std::string call(double at, const char *client, const char *id, const std::string &rest)
{
    return "{\"at\": " + std::to_string(at) + R"(, "client": ")" + client + "\"" +
           (id ? std::string(R"(, "id": ")") + id + "\"" : std::string()) + ", " + rest + "}\n";
}

std::string receive(double at, const char *client, const char *id)
{
    return call(at, client, id, R"("Action": "ReceiveMessage", "QueueUrl": "orders")");
}

std::string remove(double at, const char *client, const char *id)
{
    return call(at, client, nullptr,
                std::string(R"("Action": "DeleteMessage", "QueueUrl": "orders", )") +
                    R"("ReceiptHandle": "${)" + id + R"(.Messages.0.ReceiptHandle}")");
}

std::string changeVisibility(double at, const char *client, const char *id, int seconds)
{
    return call(at, client, nullptr,
                std::string(R"("Action": "ChangeMessageVisibility", "QueueUrl": "orders", )") +
                    R"("ReceiptHandle": "${)" + id + R"(.Messages.0.ReceiptHandle}", )" +
                    R"("VisibilityTimeout": )" + std::to_string(seconds));
}

} // namespace

void TestRunTimeline::aClientsJobsAreWhatTheWireShows_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("jobs");
    QTest::addColumn<QString>("overlaps");
    QTest::newRow("a stale delete after another client's receive is the double processing")
        << QString::fromStdString(orders + receive(0, "a", "r1") + receive(30, "b", "r2") +
                                  remove(45, "a", "r1") + remove(75, "b", "r2"))
        << "a m1 0-45 deleted; b m1 30-75 deleted"
        << "m1 30-45 a b";
    QTest::newRow("a heartbeat keeps the job going, and nobody else gets the message")
        << QString::fromStdString(orders + receive(0, "a", "r1") +
                                  changeVisibility(20, "a", "r1", 30) + receive(40, "b", "r2") +
                                  remove(45, "a", "r1"))
        << "a m1 0-45 deleted"
        << "";
    QTest::newRow("a visibility timeout of 0 gives the message back")
        << QString::fromStdString(orders + receive(0, "a", "r1") +
                                  changeVisibility(5, "a", "r1", 0) + receive(6, "b", "r2") +
                                  remove(8, "b", "r2"))
        << "a m1 0-5 gave back; b m1 6-8 deleted"
        << "";
    QTest::newRow("a client that never speaks of it again holds it for its loan")
        << QString::fromStdString(orders + receive(0, "a", "r1") + receive(30, "b", "r2") +
                                  remove(31, "b", "r2"))
        << "a m1 0-30 unfinished; b m1 30-31 deleted"
        << "";
    QTest::newRow("a client that still holds it at the end holds it to the end")
        << QString::fromStdString(orders + receive(0, "a", "r1") + R"({"at": 12})" + "\n")
        << "a m1 0-12 unfinished"
        << "";
}

void TestRunTimeline::aClientsJobsAreWhatTheWireShows()
{
    QFETCH(QString, script);
    QFETCH(QString, jobs);
    QFETCH(QString, overlaps);
    const Run run = runOfScript(script.toStdString());
    INFLIGHT_VERIFY_INVARIANTS(run.log());
    const RunTimeline timeline(run);
    auto seconds = [](TimeMs ms) {
        return QString::number(static_cast<double>(ms) / 1000.0);
    };
    QStringList found;
    for (const WorkerTrack &w : timeline.workers()) {
        for (const JobSpan &job : w.jobs)
            found << QStringLiteral("%1 %2 %3-%4 %5")
                         .arg(QString::fromStdString(w.name),
                              QString::fromStdString(messageLabel(job.message)), seconds(job.from),
                              seconds(job.to), QLatin1String(outcomeName(job.outcome)));
    }
    QCOMPARE(found.join(QStringLiteral("; ")), jobs);
    QStringList overlapped;
    for (const Overlap &o : timeline.overlaps())
        overlapped << QStringLiteral("%1 %2-%3 %4 %5")
                          .arg(QString::fromStdString(messageLabel(o.message)), seconds(o.from),
                               seconds(o.to), QString::fromStdString(run.log().actorName(o.first)),
                               QString::fromStdString(run.log().actorName(o.second)));
    QCOMPARE(overlapped.join(QStringLiteral("; ")), overlaps);
}

QTEST_GUILESS_MAIN(TestRunTimeline)
#include "tst_runtimeline.moc"
