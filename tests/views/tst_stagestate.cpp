// SPDX-License-Identifier: GPL-3.0-or-later
// The stage's state at t agrees with the engine's for every event of a scenario: the event log is
// replayed here independently (a small state machine over EventKinds, as the invariant checker
// does), and after all the events of each instant the live cards (phase, queue, holder, receipt,
// visibility deadline) and every worker's current job must be what stageAt() says. stageAt() must
// also give the same state whether the playhead reaches t going forwards or backwards.

#include "enginetest.h"
#include "events.h"
#include "run.h"
#include "runtimeline.h"
#include "scenarioloader.h"
#include "stagestate.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <map>
#include <optional>

using namespace inflight;

namespace {

std::string scenarioPath(const char *file)
{
    return QDir::cleanPath(QStringLiteral(INFLIGHT_SCENARIOS) + u'/' + QLatin1String(file))
        .toStdString();
}

/// The complete scenarios of docs/scenario-format.md (its ```json blocks), by name.
std::map<std::string, Scenario> documentedScenarios()
{
    QFile file(QStringLiteral(INFLIGHT_SCENARIOS "/../../docs/scenario-format.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(file.readAll());
    static const QRegularExpression block(QStringLiteral("```json\\n(.*?)```"),
                                          QRegularExpression::DotMatchesEverythingOption);
    std::map<std::string, Scenario> out;
    for (auto it = block.globalMatch(text); it.hasNext();) {
        const ScenarioLoad load =
            loadScenarioText(it.next().captured(1).toStdString(), "scenario-format.md");
        if (!load.ok())
            continue;
        Scenario scenario = *load.scenario;
        // Some examples have two unnamed worker specs: both would be "worker-1", one actor doing
        // two jobs at once, which no replay can tell apart. Name them apart.
        for (std::size_t i = 1; i < scenario.workers.size(); ++i) {
            for (std::size_t j = 0; j < i; ++j) {
                if (scenario.workers[i].name == scenario.workers[j].name)
                    scenario.workers[i].name += std::to_string(i + 1);
            }
        }
        out.emplace(scenario.name, std::move(scenario));
    }
    return out;
}

/// A scenario file of lessons/scenarios ("....json"), or a documented scenario by name.
std::optional<Scenario> scenarioNamed(const QString &name)
{
    // Lesson 17's run with a backoff: the worker gives each failed message back for 20 s, 40 s...
    if (name == u"retry-backoff.json with a 20 s backoff") {
        std::optional<Scenario> scenario =
            loadScenarioFile(scenarioPath("retry-backoff.json")).scenario;
        if (scenario) {
            scenario->workers.front().onFailure.kind = RetryPolicy::Kind::Backoff;
            scenario->workers.front().onFailure.baseMs = 20000;
        }
        return scenario;
    }
    if (name.endsWith(u".json"))
        return loadScenarioFile(scenarioPath(name.toUtf8().constData())).scenario;
    static const std::map<std::string, Scenario> documented = documentedScenarios();
    const auto it = documented.find(name.toStdString());
    return it == documented.end() ? std::nullopt : std::optional<Scenario>(it->second);
}

ActorId actorNamed(const EventLog &log, const std::string &name)
{
    for (ActorId actor = 0; actor < log.actorCount(); ++actor) {
        if (log.actorName(actor) == name)
            return actor;
    }
    return engineActor;
}

/// What the replay knows about one message after the events so far.
struct Replayed {
    MessagePhase phase = MessagePhase::Visible;
    QueueIndex queue = noQueue;
    ActorId holder = engineActor;
    std::uint32_t receipt = 0;
    TimeMs deadline = 0;
};

/// The event log replayed event by event, independently of RunTimeline.
class Replay {
public:
    void apply(const Event &e)
    {
        switch (e.kind) {
        case EventKind::MessageSent:
            m_messages[e.message] = {e.a > e.time ? MessagePhase::Delayed : MessagePhase::Visible,
                                     e.queue};
            break;
        case EventKind::DelayEnded:
            set(e, MessagePhase::Visible);
            break;
        case EventKind::MessageReceived:
        case EventKind::DuplicateDelivered: {
            Replayed &m = set(e, MessagePhase::InFlight);
            m.holder = e.actor;
            m.receipt = e.receipt;
            m.deadline = e.a;
            break;
        }
        case EventKind::VisibilityChanged:
            m_messages[e.message].deadline = e.a;
            // A backoff gives the message up: it waits in its queue, held by nobody.
            if (e.detail == static_cast<std::uint8_t>(VisibilityChangeReason::RetryBackoff))
                m_messages[e.message].holder = engineActor;
            break;
        case EventKind::VisibilityExpired:
        case EventKind::DuplicateScheduled:
            set(e, MessagePhase::Visible);
            break;
        case EventKind::MovedToDeadLetterQueue:
            set(e, MessagePhase::Visible).queue = static_cast<QueueIndex>(e.a);
            break;
        case EventKind::MessageDeleted:
        case EventKind::MessageExpired:
        case EventKind::MessagePurged:
        case EventKind::MessageRedriven:
            m_messages.erase(e.message);
            break;
        case EventKind::QueueDeleted:
            std::erase_if(m_messages, [&](const auto &m) { return m.second.queue == e.queue; });
            break;
        case EventKind::JobStarted:
            m_jobs[e.actor] = e.message;
            break;
        case EventKind::JobFailed:
            // A throttled invocation never ran: the poller keeps the message to retry it, and no
            // job of its ends (it had none).
            if (isThrottled(e))
                break;
            m_jobs[e.actor] = noMessage;
            break;
        case EventKind::SideEffect:
        case EventKind::IdempotencyHit:
        case EventKind::WorkerCrashed:
            m_jobs[e.actor] = noMessage;
            break;
        default:
            break;
        }
    }

    /// The live messages, in message order.
    const std::map<MessageNumber, Replayed> &messages() const { return m_messages; }
    MessageNumber job(ActorId actor) const
    {
        const auto it = m_jobs.find(actor);
        return it == m_jobs.end() ? noMessage : it->second;
    }

private:
    Replayed &set(const Event &e, MessagePhase phase)
    {
        Replayed &m = m_messages[e.message];
        m.phase = phase;
        m.queue = e.queue;
        m.holder = engineActor;
        return m;
    }

    std::map<MessageNumber, Replayed> m_messages;
    std::map<ActorId, MessageNumber> m_jobs;
};

QString describe(const StageState &state)
{
    QStringList cards;
    for (const StageCard &c : state.cards)
        cards << QStringLiteral("%1:%2@%3/%4.r%5<%6")
                     .arg(QString::fromStdString(c.label), QLatin1String(phaseName(c.phase)))
                     .arg(c.queue)
                     .arg(c.holder)
                     .arg(c.receipt)
                     .arg(c.deadline);
    return cards.join(u' ');
}

bool sameCard(const StageCard &a, const StageCard &b)
{
    return a.message == b.message && a.label == b.label && a.key == b.key && a.queue == b.queue &&
           a.phase == b.phase && a.holder == b.holder && a.receipt == b.receipt &&
           a.deadline == b.deadline && a.remaining == b.remaining && a.pulse == b.pulse &&
           a.arrival == b.arrival && a.movedFrom == b.movedFrom &&
           a.movedFromQueue == b.movedFromQueue && a.since == b.since &&
           a.receiveCount == b.receiveCount;
}

bool sameState(const StageState &a, const StageState &b)
{
    if (a.time != b.time || a.cards.size() != b.cards.size() ||
        a.workers.size() != b.workers.size() || a.flashes.size() != b.flashes.size())
        return false;
    for (std::size_t i = 0; i < a.cards.size(); ++i) {
        if (!sameCard(a.cards[i], b.cards[i]))
            return false;
    }
    for (std::size_t i = 0; i < a.workers.size(); ++i) {
        const StageWorker &x = a.workers[i];
        const StageWorker &y = b.workers[i];
        if (x.actor != y.actor || x.crashed != y.crashed || x.job != y.job ||
            x.progress != y.progress || x.jobEnd != y.jobEnd || x.overlapped != y.overlapped)
            return false;
    }
    for (std::size_t i = 0; i < a.flashes.size(); ++i) {
        const StageFlash &x = a.flashes[i];
        const StageFlash &y = b.flashes[i];
        if (x.kind != y.kind || x.actor != y.actor || x.message != y.message ||
            x.queue != y.queue || x.age != y.age || x.time != y.time)
            return false;
    }
    return true;
}

} // namespace

class TestStageState : public QObject {
    Q_OBJECT

private slots:
    void agreesWithTheLog_data();
    void agreesWithTheLog();
    void sameForwardsAndBackwards_data();
    void sameForwardsAndBackwards();
    void tellsTheToysStory();
    void marksAndMovesStretchForFastPlayback();

private:
    void addScenarioRows();
};

void TestStageState::addScenarioRows()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("the toy") << "double-charge-toy.json";
    QTest::newRow("the toy with a heartbeat") << "double-charge-toy-heartbeat.json";
    QTest::newRow("retrying at once") << "retry-backoff.json";
    QTest::newRow("retrying with a backoff") << "retry-backoff.json with a 20 s backoff";
    QTest::newRow("a Lambda mapping throttled by reserved concurrency") << "lambda-at-scale.json";
    // From the format's documentation: a dead-letter queue with crashes, heartbeats and a poison
    // message; Lambda with partial batch failures; FIFO queues; many workers and a slow service.
    QTest::newRow("workers with a DLQ, crashes and heartbeats") << "workers";
    QTest::newRow("lambda with a DLQ") << "lambda";
    QTest::newRow("FIFO queues") << "queues";
    QTest::newRow("producers and a FIFO queue") << "producers";
    QTest::newRow("twenty workers and a slow service") << "services";
    QTest::newRow("random durations") << "durations";
}

void TestStageState::agreesWithTheLog_data()
{
    addScenarioRows();
}

void TestStageState::agreesWithTheLog()
{
    QFETCH(QString, name);
    const std::optional<Scenario> scenario = scenarioNamed(name);
    QVERIFY(scenario);
    const Run run = simulate(*scenario);
    QVERIFY(run.problems.empty());
    const RunTimeline timeline(run);
    const EventLog &log = run.log();
    Replay replay;
    int instants = 0;
    int cardsCompared = 0;
    int jobsCompared = 0;
    bool sawDeadlineChange = false;
    for (std::uint64_t i = 0; i < log.size(); ++i) {
        replay.apply(log[i]);
        sawDeadlineChange |= log[i].kind == EventKind::VisibilityChanged;
        // Compare once every event of this instant is applied.
        if (i + 1 < log.size() && log[i + 1].time == log[i].time)
            continue;
        const TimeMs t = log[i].time;
        const StageState state = stageAt(timeline, t);
        ++instants;

        const auto &expected = replay.messages();
        QString expectedText;
        for (const auto &[message, m] : expected)
            expectedText += QStringLiteral("%1:%2@%3/%4.r%5<%6 ")
                                .arg(QString::fromStdString(messageLabel(message)),
                                     QLatin1String(phaseName(m.phase)))
                                .arg(m.queue)
                                .arg(m.holder)
                                .arg(m.receipt)
                                .arg(m.phase == MessagePhase::InFlight ? m.deadline : 0);
        const QString context =
            QStringLiteral("t=%1\n stage:  %2\n replay: %3")
                .arg(QString::fromStdString(formatSeconds(t)), describe(state), expectedText);
        QVERIFY2(state.cards.size() == expected.size(), qPrintable(context));
        auto it = expected.begin();
        for (const StageCard &card : state.cards) {
            const auto &[message, m] = *it++;
            QVERIFY2(card.message == message, qPrintable(context));
            QVERIFY2(card.phase == m.phase, qPrintable(context));
            QVERIFY2(card.queue == m.queue, qPrintable(context));
            if (m.phase == MessagePhase::InFlight) {
                QVERIFY2(card.holder == m.holder, qPrintable(context));
                QVERIFY2(card.receipt == m.receipt, qPrintable(context));
                QVERIFY2(card.deadline == m.deadline, qPrintable(context));
                QVERIFY2(card.remaining >= 0 && card.remaining <= 1, qPrintable(context));
            } else {
                QVERIFY2(card.holder == engineActor, qPrintable(context));
            }
            ++cardsCompared;
        }
        for (const StageWorker &worker : state.workers) {
            const QString who = context + QStringLiteral("\n worker %1 job m%2, replay m%3")
                                              .arg(QString::fromStdString(worker.name))
                                              .arg(worker.job)
                                              .arg(replay.job(worker.actor));
            // A job the run's end cut short is over when the run is.
            if (t == timeline.endTime() && worker.job == noMessage)
                continue;
            QVERIFY2(worker.job == replay.job(worker.actor), qPrintable(who));
            QVERIFY2(worker.progress >= 0 && worker.progress <= 1, qPrintable(who));
            ++jobsCompared;
        }
    }
    QVERIFY(instants > 1);
    QVERIFY(cardsCompared > 0);
    QVERIFY(jobsCompared > 0);
    if (scenario->name == "double-charge-toy-heartbeat")
        QVERIFY(sawDeadlineChange);
}

void TestStageState::sameForwardsAndBackwards_data()
{
    addScenarioRows();
}

void TestStageState::sameForwardsAndBackwards()
{
    QFETCH(QString, name);
    const std::optional<Scenario> scenario = scenarioNamed(name);
    QVERIFY(scenario);
    const Run run = simulate(*scenario);
    const RunTimeline timeline(run);
    const EventLog &log = run.log();
    // Every event time, and moments just after it, while cards travel and marks fade.
    std::vector<TimeMs> times;
    for (std::uint64_t i = 0; i < log.size(); ++i) {
        const TimeMs t = log[i].time;
        if (!times.empty() && times.back() >= t)
            continue;
        for (TimeMs after : {TimeMs{0}, TimeMs{1}, stageTravelMs / 2, stageFlashMs - 1})
            times.push_back(t + after);
    }
    std::sort(times.begin(), times.end());
    times.erase(std::unique(times.begin(), times.end()), times.end());
    std::vector<StageState> forwards;
    for (TimeMs t : times)
        forwards.push_back(stageAt(timeline, t));
    for (std::size_t i = times.size(); i-- > 0;) {
        const StageState backwards = stageAt(timeline, times[i]);
        QVERIFY2(sameState(forwards[i], backwards),
                 qPrintable(QStringLiteral("t=%1 ms").arg(times[i])));
    }
}

void TestStageState::tellsTheToysStory()
{
    // The seed article's run, as the stage shows it at the moments a teacher points at.
    const ScenarioLoad load = loadScenarioFile(scenarioPath("double-charge-toy.json"));
    QVERIFY(load.ok());
    const Run run = simulate(*load.scenario);
    const RunTimeline timeline(run);
    const ActorId worker1 = actorNamed(run.log(), "worker-1");
    const ActorId worker2 = actorNamed(run.log(), "worker-2");

    StageState s = stageAt(timeline, secondsToMs(15));
    QCOMPARE(s.cards.size(), 1u);
    QCOMPARE(s.cards[0].phase, MessagePhase::InFlight);
    QCOMPARE(s.cards[0].holder, worker1);
    QCOMPARE(s.cards[0].deadline, secondsToMs(30));
    QCOMPARE(s.cards[0].remaining, 0.5);
    QCOMPARE(s.cards[0].key, std::string("ord_7731"));

    // t=30: the lease ran out and worker-2 has the message, while worker-1 still works on it.
    s = stageAt(timeline, secondsToMs(31));
    QCOMPARE(s.cards[0].holder, worker2);
    QCOMPARE(s.cards[0].receipt, 2u);
    QCOMPARE(s.cards[0].deadline, secondsToMs(60));
    QCOMPARE(s.workers.size(), 2u);
    for (const StageWorker &w : s.workers) {
        QCOMPARE(w.job, MessageNumber{1});
        QVERIFY(w.overlapped);
    }

    // t=45: worker-1 charged and deleted; worker-2 is still on it.
    s = stageAt(timeline, secondsToMs(45));
    QVERIFY(s.cards.empty());
    const auto flashed = [&](StageFlash::Kind kind) {
        return std::any_of(s.flashes.begin(), s.flashes.end(),
                           [&](const StageFlash &f) { return f.kind == kind; });
    };
    QVERIFY(flashed(StageFlash::Kind::Effect));
    QVERIFY(flashed(StageFlash::Kind::Deleted));

    s = stageAt(timeline, secondsToMs(75));
    QVERIFY(flashed(StageFlash::Kind::DuplicateEffect));
    QVERIFY(flashed(StageFlash::Kind::DeleteGone));
}

void TestStageState::marksAndMovesStretchForFastPlayback()
{
    // A view playing fast asks for longer marks and moves; the defaults stay as they were.
    const ScenarioLoad load = loadScenarioFile(scenarioPath("double-charge-toy.json"));
    QVERIFY(load.ok());
    const Run run = simulate(*load.scenario);
    const RunTimeline timeline(run);
    StageState s = stageAt(timeline, 30300);
    QCOMPARE(s.cards[0].arrival, 0.5);
    s = stageAt(timeline, 30300, 6000, 1200);
    QCOMPARE(s.cards[0].arrival, 0.25);

    // The delete at t=45 is gone from the default flashes at t=48, not from stretched ones.
    const auto deleted = [](const StageState &state) {
        return std::find_if(state.flashes.begin(), state.flashes.end(), [](const StageFlash &f) {
            return f.kind == StageFlash::Kind::Deleted;
        });
    };
    s = stageAt(timeline, 48000);
    QVERIFY(deleted(s) == s.flashes.end());
    s = stageAt(timeline, 48000, 6000, 1200);
    QVERIFY(deleted(s) != s.flashes.end());
    QCOMPARE(deleted(s)->age, 0.5);
}

QTEST_GUILESS_MAIN(TestStageState)
#include "tst_stagestate.moc"
