// SPDX-License-Identifier: GPL-3.0-or-later
// The run timeline's job durations: how long each job held its message, the figure the
// visibility timeout must cover, measured from the job spans the timeline derives once per run.

#include "enginetest.h"
#include "run.h"
#include "runtimeline.h"

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

/// What a row changes in twoSecondJobs().
enum class Edit { None, Service, FailingKey, Outage, Crash, StopEarly, FailureThenEffect };

} // namespace

class TestRunTimeline : public QObject {
    Q_OBJECT

private slots:
    void jobDurations_data();
    void jobDurations();
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

QTEST_GUILESS_MAIN(TestRunTimeline)
#include "tst_runtimeline.moc"
