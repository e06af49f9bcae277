// SPDX-License-Identifier: GPL-3.0-or-later
// Practice questions (practice/questiondraft.h), every topic over many seeds: each question's
// answer is recounted here from its run's event log, by this file's own reading of the log (not
// lesson.h's evaluateQuery, which the generator uses); its wrong choices differ from the answer
// and from each other; the same seed gives the same question. INFLIGHT_PRACTICE_SEEDS sets the
// seeds per topic (1000 by default); the level goes round 1, 2, 3 with the seed.

#include "events.h"
#include "practicetexts.h"
#include "questiondraft.h"
#include "run.h"
#include "scenarioloader.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <set>

using namespace inflight;
using namespace inflight::practice;

namespace {

int seedsPerTopic()
{
    bool ok = false;
    const int seeds = qEnvironmentVariableIntValue("INFLIGHT_PRACTICE_SEEDS", &ok);
    return ok && seeds > 0 ? seeds : 1000;
}

/// Whether one event has every property the pin gives: this test's own reading of the log.
bool matches(const EventLog &log, const Event &e, const EventPin &pin)
{
    if (e.kind != pin.kind)
        return false;
    if (pin.action && callAction(e) != *pin.action)
        return false;
    if (!pin.message.empty()) {
        // Appended, not "m" + ...: g++ 12 warns wrongly (-Wrestrict) about the temporary.
        std::string label = "m";
        label += std::to_string(e.message);
        if (e.message == noMessage || label != pin.message)
            return false;
    }
    if (!pin.actor.empty() && log.actorName(e.actor) != pin.actor)
        return false;
    if (!pin.queue.empty() && (e.queue == noQueue || log.queueName(e.queue) != pin.queue))
        return false;
    return pin.handle.empty() && !pin.error;
}

/// The question's answer, recounted from the event log.
std::optional<double> recount(const Run &run, const RunQuery &query)
{
    const EventLog &log = run.log();
    switch (query.kind) {
    case RunQuery::Kind::EffectsOf: {
        double effects = 0;
        for (std::uint64_t i = 0; i < log.size(); ++i) {
            const Event &e = log[i];
            if (e.kind != EventKind::SideEffect)
                continue;
            const auto key = run.keyOf(e.message);
            effects += key && run.ledger.key(*key) == query.name;
        }
        return effects;
    }
    case RunQuery::Kind::Count: {
        double count = 0;
        for (std::uint64_t i = 0; i < log.size(); ++i)
            count += matches(log, log[i], query.event);
        return count;
    }
    case RunQuery::Kind::TimeOf:
    case RunQuery::Kind::DeadlineOf: {
        int seen = 0;
        for (std::uint64_t i = 0; i < log.size(); ++i) {
            const Event &e = log[i];
            if (!matches(log, e, query.event) || ++seen != query.event.nth)
                continue;
            return double(query.kind == RunQuery::Kind::TimeOf ? e.time : hiddenUntil(e)) / 1000.0;
        }
        return std::nullopt;
    }
    case RunQuery::Kind::Metric: {
        // Billed requests: one per API call (every practice message is far under 64 KiB).
        if (query.name != "billedRequests")
            return std::nullopt;
        double calls = 0;
        for (std::uint64_t i = 0; i < log.size(); ++i)
            calls += log[i].kind == EventKind::ApiCall;
        return calls;
    }
    case RunQuery::Kind::ReceivesOf:
        break;
    }
    return std::nullopt;
}

/// worker-1's first DeleteMessage in the run of `scenario` with the engine's stale-handle choice:
/// whether it was answered without an error, and whether m1 was deleted at that moment.
std::pair<bool, bool> firstDelete(Scenario scenario, StaleHandleDelete choice)
{
    scenario.engine.staleHandleDelete = choice;
    const Run run = simulate(scenario);
    const EventLog &log = run.log();
    for (std::uint64_t i = 0; i < log.size(); ++i) {
        const Event &e = log[i];
        if (e.kind != EventKind::ApiCall || callAction(e) != Action::DeleteMessage ||
            log.actorName(e.actor) != "worker-1")
            continue;
        bool deleted = false;
        for (std::uint64_t j = i + 1; j < log.size() && log[j].time == e.time; ++j)
            deleted |= log[j].kind == EventKind::MessageDeleted && log[j].message == 1;
        return {callError(e) == ErrorCode::None, deleted};
    }
    return {false, false};
}

QString filled(const Sentence &sentence)
{
    return QString::fromStdString(fillSentence(sentence));
}

/// A template argument left unfilled ("%2"), or a count never put in ("%n").
bool hasMarker(const QString &text)
{
    static const QRegularExpression marker(QStringLiteral("%[1-9n]"));
    return marker.match(text).hasMatch();
}

} // namespace

class TestPractice : public QObject {
    Q_OBJECT

    /// The moment the window plays to: the pinned event of a "when" question (the answer's own
    /// moment for TimeOf), the last event counted of a "how many", the run's end for a metric.
    static void checkDecidingMoment(const Run &run, const PracticeQuestion &q, const QString &where)
    {
        const auto moment = decidingMoment(run, q);
        QVERIFY2(moment, qPrintable(where + QStringLiteral("no deciding moment")));
        const EventLog &log = run.log();
        QVERIFY(moment->sequence < log.size());
        QCOMPARE(moment->timeMs, log[moment->sequence].time);
        const Event &e = log[moment->sequence];
        switch (q.query.kind) {
        case RunQuery::Kind::TimeOf:
            QCOMPARE(double(moment->timeMs), q.answer * 1000);
            QVERIFY(matches(log, e, q.query.event));
            break;
        case RunQuery::Kind::DeadlineOf:
            // The event that set the deadline, which lies ahead of it.
            QVERIFY(matches(log, e, q.query.event));
            QVERIFY(double(moment->timeMs) <= q.answer * 1000);
            break;
        case RunQuery::Kind::Count:
            QVERIFY(matches(log, e, q.query.event));
            for (std::uint64_t i = moment->sequence + 1; i < log.size(); ++i)
                QVERIFY2(!matches(log, log[i], q.query.event),
                         qPrintable(where + QStringLiteral("a counted event after the moment")));
            break;
        case RunQuery::Kind::EffectsOf:
            QCOMPARE(e.kind, EventKind::SideEffect);
            break;
        case RunQuery::Kind::Metric:
            QCOMPARE(moment->sequence, log.size() - 1);
            break;
        case RunQuery::Kind::ReceivesOf:
            QCOMPARE(e.kind, EventKind::MessageReceived);
            break;
        }
    }

private slots:
    void everyTopicIsGradedByItsRun_data()
    {
        QTest::addColumn<int>("topic");
        for (const TopicInfo &info : topics())
            QTest::newRow(info.id) << static_cast<int>(info.topic);
    }

    void everyTopicIsGradedByItsRun()
    {
        QFETCH(int, topic);
        const auto which = static_cast<Topic>(topic);
        const int seeds = seedsPerTopic();
        QElapsedTimer clock;
        clock.start();
        std::set<int> levels;
        std::set<std::string> mistakesSeen;
        for (int seed = 1; seed <= seeds; ++seed) {
            const int level = 1 + seed % maxLevel;
            const auto drafted = draftQuestion(which, level, std::uint64_t(seed));
            QVERIFY2(drafted,
                     qPrintable(
                         QStringLiteral("seed %1 level %2 drew no question").arg(seed).arg(level)));
            const PracticeQuestion &q = *drafted;
            const QString where = QStringLiteral("seed %1 level %2: ").arg(seed).arg(level);
            QCOMPARE(q.topic, which);
            QCOMPARE(q.level, level);
            levels.insert(level);

            // Words: every argument filled, every mistake named.
            QVERIFY2(!hasMarker(filled(q.prompt)), qPrintable(where + filled(q.prompt)));
            QVERIFY2(!hasMarker(filled(q.explanation)), qPrintable(where + filled(q.explanation)));
            QVERIFY(q.rightChoice >= 0 && q.rightChoice < int(q.choices.size()));
            QCOMPARE(q.mistakes.size() + 1, q.choices.size());
            QVERIFY2(q.choices.size() >= 3, qPrintable(where));
            QSet<QString> shown;
            for (const Sentence &choice : q.choices)
                shown.insert(filled(choice));
            QVERIFY2(shown.size() == qsizetype(q.choices.size()),
                     qPrintable(where + QStringLiteral("two choices read the same")));
            for (const Mistake &mistake : q.mistakes) {
                QVERIFY2(!mistake.why.empty(), mistake.id.c_str());
                mistakesSeen.insert(mistake.id);
            }

            // The scenario runs as `inflight run` would run it.
            const ScenarioLoad load = loadScenarioText(q.scenarioJson, "practice.json");
            QVERIFY2(load.ok(), qPrintable(where + QString::fromStdString(load.report())));

            if (q.kind == PracticeQuestion::Kind::Promise) {
                // What AWS promises: the call succeeds with either engine choice, and the message
                // is deleted with one and not the other.
                const auto [ignoredOk, ignoredDeleted] =
                    firstDelete(*load.scenario, StaleHandleDelete::Ignore);
                const auto [deletedOk, deletedDeleted] =
                    firstDelete(*load.scenario, StaleHandleDelete::Delete);
                QVERIFY2(ignoredOk && deletedOk, qPrintable(where));
                QVERIFY2(ignoredDeleted != deletedDeleted, qPrintable(where));
                QCOMPARE(filled(q.choices[std::size_t(q.rightChoice)]),
                         filled(promiseChoiceSentence(PromiseChoice::MightNotBeDeleted)));
                // The deciding moment: worker-1's delete with the old handle.
                const Run run = simulate(*load.scenario);
                const auto moment = decidingMoment(run, q);
                QVERIFY2(moment, qPrintable(where + QStringLiteral("no deciding moment")));
                const Event &e = run.log()[moment->sequence];
                QVERIFY(e.kind == EventKind::ApiCall && callAction(e) == Action::DeleteMessage);
                QVERIFY(run.log().actorName(e.actor) == "worker-1");
                QCOMPARE(moment->timeMs, e.time);
            } else {
                const Run run = simulate(*load.scenario);
                const auto recounted = recount(run, q.query);
                QVERIFY2(recounted, qPrintable(where + QStringLiteral("no such event in the run")));
                QVERIFY2(*recounted == q.answer,
                         qPrintable(where + QStringLiteral("the log says %1, the question %2")
                                                .arg(*recounted)
                                                .arg(q.answer)));
                checkDecidingMoment(run, q, where);
                if (QTest::currentTestFailed())
                    return;
                const QString answer =
                    filled(q.unit == "s" ? momentChoice(q.answer) : countChoice(q.answer));
                QCOMPARE(filled(q.choices[std::size_t(q.rightChoice)]), answer);
                std::set<double> values = {q.answer};
                for (const Mistake &mistake : q.mistakes)
                    QVERIFY2(values.insert(mistake.value).second,
                             qPrintable(where + QString::fromStdString(mistake.id)));
            }

            // The same seed, the same question, byte for byte (every tenth seed: a second draw
            // costs as much as the first).
            if (seed % 10 == 1) {
                const auto again = draftQuestion(which, level, std::uint64_t(seed));
                QVERIFY(again);
                QCOMPARE(questionJson(*again, true), questionJson(q, true));
            }
        }
        QCOMPARE(levels.size(), std::size_t(std::min(seeds, maxLevel)));
        qInfo("%s: %d seeds in %lld ms, %zu distinct mistakes", topicInfo(which).id, seeds,
              clock.elapsed(), mistakesSeen.size());
    }

    void anUnpromisedOutcomeIsNoFact()
    {
        // worker-1 deletes with its old handle at t=45, after worker-2's receive at t=30; without
        // it, m1 is received again at t=60. Whether it is depends on what the stale delete did,
        // which AWS does not promise; its second receive, at t=30, it does.
        const ScenarioLoad load = loadScenarioText(
            R"({"name": "stale", "until": 100,
                "queues": [{"name": "orders", "visibilityTimeout": 30}],
                "producers": [{"queue": "orders", "messages": [{"at": 0, "key": "ord_1"}]}],
                "workers": [{"queue": "orders", "count": 2, "processing": 45}]})",
            "stale.json");
        QVERIFY2(load.ok(), load.report().c_str());
        RunQuery second;
        second.kind = RunQuery::Kind::TimeOf;
        second.event.kind = EventKind::MessageReceived;
        second.event.message = "m1";
        second.event.nth = 2;
        QCOMPARE(promisedAnswer(*load.scenario, second), std::optional<double>(30));
        RunQuery third = second;
        third.event.nth = 3;
        QCOMPARE(promisedAnswer(*load.scenario, third), std::nullopt);
        // Each engine choice on its own answers it, differently: the refusal is their
        // disagreeing. Kept (the engine's default), m1 is received a third time at t=60; deleted
        // by the old handle at t=45, never.
        Scenario ignores = *load.scenario;
        ignores.engine.staleHandleDelete = StaleHandleDelete::Ignore;
        QCOMPARE(recount(simulate(ignores), third), std::optional<double>(60));
        Scenario deletes = *load.scenario;
        deletes.engine.staleHandleDelete = StaleHandleDelete::Delete;
        QCOMPARE(recount(simulate(deletes), third), std::nullopt);
    }

    void thirtyQuestionsCoverTheTopics()
    {
        PracticeOptions options;
        options.seed = 7;
        options.count = 30;
        const auto questions = draftQuestions(options);
        QCOMPARE(questions.size(), std::size_t(30));
        std::set<Topic> covered;
        std::string first;
        for (const PracticeQuestion &q : questions) {
            covered.insert(q.topic);
            first += questionJson(q, false) + "\n";
        }
        QCOMPARE(covered.size(), std::size_t(topicCount));
        std::string second;
        for (const PracticeQuestion &q : draftQuestions(options))
            second += questionJson(q, false) + "\n";
        QCOMPARE(second, first);
        options.seed = 8;
        std::string other;
        for (const PracticeQuestion &q : draftQuestions(options))
            other += questionJson(q, false) + "\n";
        QVERIFY(other != first);
    }

    void topicsAndLevelAreKept()
    {
        PracticeOptions options;
        options.seed = 3;
        options.count = 7;
        options.topics = {Topic::Fifo, Topic::Cost};
        options.level = 2;
        const auto questions = draftQuestions(options);
        QCOMPARE(questions.size(), std::size_t(7));
        for (const PracticeQuestion &q : questions) {
            QVERIFY(q.topic == Topic::Fifo || q.topic == Topic::Cost);
            QCOMPARE(q.level, 2);
        }
    }

    void everyTopicNamesItsLessonAndSource()
    {
        QCOMPARE(int(topics().size()), topicCount);
        std::set<std::string> ids;
        for (const TopicInfo &info : topics()) {
            QVERIFY(ids.insert(info.id).second);
            QCOMPARE(topicFromId(info.id), std::optional<Topic>(info.topic));
            const QString lesson =
                QDir(QStringLiteral(INFLIGHT_LESSONS_DIR)).filePath(QLatin1String(info.lesson)) +
                QStringLiteral(".json");
            QVERIFY2(QFileInfo::exists(lesson), qPrintable(lesson));
            QVERIFY(QString::fromLatin1(info.awsUrl).startsWith(QLatin1String("https://")));
        }
        QVERIFY(!topicFromId("visibility"));
        // Every mistake id of the table has its sentence, once.
        std::set<std::string> mistakes;
        for (const std::string &id : mistakeIds()) {
            QVERIFY2(mistakes.insert(id).second, id.c_str());
            QVERIFY(!mistakeSentence(id).empty());
        }
        QVERIFY(mistakeSentence("no-such-mistake").empty());
    }
};

QTEST_GUILESS_MAIN(TestPractice)
#include "tst_practice.moc"
