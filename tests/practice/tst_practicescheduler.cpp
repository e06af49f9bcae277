// SPDX-License-Identifier: GPL-3.0-or-later
// The practice scheduler (practice/practicescheduler.h), without widgets: Leitner boxes moved by
// right and wrong answers, the intervals they give, a wrong topic coming back soonest, and the
// next question chosen deterministically from the seed and the answers.

#include "practicescheduler.h"

#include <QTest>

#include <set>

using namespace inflight;
using namespace inflight::practice;

class TestPracticeScheduler : public QObject {
    Q_OBJECT

private slots:
    void answersMoveTheBox_data()
    {
        QTest::addColumn<QString>("answers"); // R: right, W: wrong, one topic
        QTest::addColumn<int>("box");
        QTest::addColumn<int>("right");
        QTest::addColumn<int>("wrong");
        QTest::addColumn<int>("streak");
        QTest::addColumn<int>("bestStreak");
        QTest::newRow("none") << "" << 1 << 0 << 0 << 0 << 0;
        QTest::newRow("one right") << "R" << 2 << 1 << 0 << 1 << 1;
        QTest::newRow("one wrong stays in 1") << "W" << 1 << 0 << 1 << 0 << 0;
        QTest::newRow("three right") << "RRR" << 4 << 3 << 0 << 3 << 3;
        QTest::newRow("up to the top box") << "RRRRRRR" << boxCount << 7 << 0 << 7 << 7;
        QTest::newRow("wrong from the top to 1") << "RRRRRW" << 1 << 5 << 1 << 0 << 5;
        QTest::newRow("wrong then right") << "RRWR" << 2 << 3 << 1 << 1 << 2;
        QTest::newRow("alternating") << "WRWRW" << 1 << 2 << 3 << 0 << 1;
    }

    void answersMoveTheBox()
    {
        QFETCH(QString, answers);
        QFETCH(int, box);
        QFETCH(int, right);
        QFETCH(int, wrong);
        QFETCH(int, streak);
        QFETCH(int, bestStreak);
        LeitnerScheduler scheduler;
        for (QChar c : answers)
            scheduler.answer(Topic::Fifo, c == QLatin1Char('R'));
        const TopicRecord &r = scheduler.record(Topic::Fifo);
        QCOMPARE(r.box, box);
        QCOMPARE(r.right, right);
        QCOMPARE(r.wrong, wrong);
        QCOMPARE(scheduler.state().streak, streak);
        QCOMPARE(scheduler.state().bestStreak, bestStreak);
        QCOMPARE(scheduler.state().answered, int(answers.size()));
        QCOMPARE(r.lastAnswered, answers.isEmpty() ? -1 : int(answers.size()) - 1);
        // Other topics are untouched.
        QCOMPARE(scheduler.record(Topic::Cost), TopicRecord{});
    }

    void aBoxIsDueAfterItsInterval_data()
    {
        QTest::addColumn<int>("rightAnswers");
        QTest::addColumn<int>("interval");
        QTest::newRow("box 1") << 0 << 1;
        QTest::newRow("box 2") << 1 << 2;
        QTest::newRow("box 3") << 2 << 4;
        QTest::newRow("box 4") << 3 << 8;
        QTest::newRow("box 5") << 4 << 16;
        QTest::newRow("box 5 stays") << 9 << 16;
    }

    void aBoxIsDueAfterItsInterval()
    {
        QFETCH(int, rightAnswers);
        QFETCH(int, interval);
        SchedulerState state;
        state.topics[std::size_t(Topic::Delay)].box = std::min(1 + rightAnswers, boxCount);
        state.topics[std::size_t(Topic::Delay)].lastAnswered = 10;
        state.answered = 11;
        QCOMPARE(boxInterval(state.topics[std::size_t(Topic::Delay)].box), interval);
        for (int now = 11; now < 10 + interval; ++now) {
            state.answered = now;
            QVERIFY2(!LeitnerScheduler(state).isDue(Topic::Delay),
                     qPrintable(QString::number(now)));
        }
        state.answered = 10 + interval;
        QVERIFY(LeitnerScheduler(state).isDue(Topic::Delay));
        // Never answered: due at once.
        QVERIFY(LeitnerScheduler(state).isDue(Topic::Cost));
    }

    void aWrongTopicComesBackSoonest()
    {
        // Three topics answered right twice each (box 3), then one of them wrong: after one other
        // question it is the one asked, before the others are due.
        const std::vector<Topic> picked = {Topic::Heartbeats, Topic::Retention, Topic::Lambda};
        LeitnerScheduler scheduler;
        for (int round = 0; round < 2; ++round)
            for (Topic t : picked)
                scheduler.answer(t, true);
        scheduler.answer(Topic::Retention, false);
        const NextQuestion between = scheduler.next(picked, 0, 7);
        QVERIFY(between.topic != Topic::Retention); // not twice in a row
        scheduler.answer(between.topic, true);
        QCOMPARE(scheduler.next(picked, 0, 7).topic, Topic::Retention);
    }

    void theSameSeedAndAnswersGiveTheSameQuestions()
    {
        // A student who gets every third question wrong, twice over, and once with another seed.
        auto session = [](std::uint64_t seed) {
            LeitnerScheduler scheduler;
            std::vector<NextQuestion> asked;
            for (int i = 0; i < 40; ++i) {
                const NextQuestion q = scheduler.next({}, 0, seed);
                asked.push_back(q);
                scheduler.answer(q.topic, i % 3 != 0);
            }
            return std::pair{asked, scheduler.state()};
        };
        const auto [first, firstState] = session(7);
        const auto [again, againState] = session(7);
        const auto [other, otherState] = session(8);
        QCOMPARE(first.size(), again.size());
        bool differs = false;
        std::set<Topic> seen;
        std::set<int> levels;
        for (std::size_t i = 0; i < first.size(); ++i) {
            QCOMPARE(first[i].topic, again[i].topic);
            QCOMPARE(first[i].level, again[i].level);
            QCOMPARE(first[i].seed, again[i].seed);
            differs = differs || first[i].topic != other[i].topic || first[i].seed != other[i].seed;
            seen.insert(first[i].topic);
            levels.insert(first[i].level);
            QVERIFY(first[i].level >= 1 && first[i].level <= maxLevel);
        }
        QVERIFY(firstState == againState);
        QVERIFY(differs);
        // Every topic is new at first, so every one is asked; mixed levels give every level.
        QCOMPARE(int(seen.size()), topicCount);
        QCOMPARE(int(levels.size()), maxLevel);
    }

    void onlyThePickedTopicsAtThePickedLevel()
    {
        const std::vector<Topic> picked = {Topic::Cost, Topic::Polling};
        LeitnerScheduler scheduler;
        for (int i = 0; i < 12; ++i) {
            const NextQuestion q = scheduler.next(picked, 2, 3);
            QVERIFY(q.topic == Topic::Cost || q.topic == Topic::Polling);
            QCOMPARE(q.level, 2);
            if (i > 0) // two picked topics: never the one just answered
                QVERIFY(scheduler.record(q.topic).lastAnswered != scheduler.state().answered - 1);
            scheduler.answer(q.topic, i % 2 == 0);
        }
        // One topic picked: it is asked again and again.
        LeitnerScheduler one;
        one.answer(Topic::Fifo, true);
        QCOMPARE(one.next({Topic::Fifo}, 1, 3).topic, Topic::Fifo);
    }

    void aStateRestoredSchedulesTheSame()
    {
        LeitnerScheduler scheduler;
        for (int i = 0; i < 9; ++i)
            scheduler.answer(scheduler.next({}, 0, 5).topic, i % 4 != 1);
        const LeitnerScheduler restored(scheduler.state());
        for (std::uint64_t seed : {1, 5, 99}) {
            QCOMPARE(restored.next({}, 0, seed).topic, scheduler.next({}, 0, seed).topic);
            QCOMPARE(restored.next({}, 0, seed).seed, scheduler.next({}, 0, seed).seed);
        }
    }
};

QTEST_GUILESS_MAIN(TestPracticeScheduler)
#include "tst_practicescheduler.moc"
