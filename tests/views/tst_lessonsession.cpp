// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson session without a widget: Next, Back and the step list stay within the lesson and
// wait for answers; answers and challenge checks are graded and kept; hints come one at a time;
// the solution solves the challenge; the furthest step is kept; a session's state goes out and
// comes back unchanged; progress goes to the store it was given.

#include "lessonprogress.h"
#include "lessonsession.h"
#include "scenariodocument.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <memory>

using namespace inflight;

namespace {

using Edits = std::vector<std::pair<WhatIf, double>>;

QString lessonPath(const QString &file)
{
    return QStringLiteral(INFLIGHT_SCENARIOS "/../") + file;
}

/// "A batch of ten on one loan": five steps (a number question at step 1, whose answer is 3, and
/// a choice question at step 4, whose right choice is the 2nd), then the challenge (position 5)
/// with three hints and a solution.
const QString batchOfTen = QStringLiteral("16-batch-of-ten.json");
constexpr int challenge = 5;

/// Remembers what it was told, and answers what it was given.
class RecordingStore : public LessonProgressStore {
public:
    LessonProgress progress(const std::string &id) const override
    {
        const auto found = stored.find(id);
        return found == stored.end() ? LessonProgress{} : found->second;
    }
    void record(const std::string &id, const LessonProgress &progress) override
    {
        recorded.push_back({id, progress});
    }

    std::map<std::string, LessonProgress> stored;
    std::vector<std::pair<std::string, LessonProgress>> recorded;
};

/// A document, a store and a session with `file` open at its introduction.
struct Fixture {
    explicit Fixture(const QString &file = batchOfTen, const QString &path = {})
    {
        QString error;
        opened = session.openLesson(path.isEmpty() ? lessonPath(file) : path, &error);
        if (!opened)
            qWarning("%s", qPrintable(error));
    }

    ScenarioDocument document;
    RecordingStore store;
    LessonSession session{&document, &store};
    bool opened = false;
};

} // namespace

class TestLessonSession : public QObject {
    Q_OBJECT

private slots:
    void navigationStaysWithinTheLesson_data()
    {
        QTest::addColumn<int>("start");
        QTest::addColumn<QString>("move");
        QTest::addColumn<int>("to");
        QTest::addColumn<int>("expected");
        QTest::newRow("next from the introduction") << -1 << "next" << 0 << 0;
        QTest::newRow("back on the introduction stays") << -1 << "back" << 0 << -1;
        QTest::newRow("back from a step") << 3 << "back" << 0 << 2;
        QTest::newRow("next waits for an unanswered question") << 1 << "next" << 0 << 1;
        QTest::newRow("next on the challenge stays") << challenge << "next" << 0 << challenge;
        QTest::newRow("going to a step") << -1 << "goTo" << 3 << 3;
        QTest::newRow("going below the introduction") << 2 << "goTo" << -7 << -1;
        QTest::newRow("going past the challenge") << -1 << "goTo" << 99 << challenge;
    }

    void navigationStaysWithinTheLesson()
    {
        QFETCH(int, start);
        QFETCH(QString, move);
        QFETCH(int, to);
        QFETCH(int, expected);
        Fixture f;
        QVERIFY(f.opened);
        QCOMPARE(f.session.position(), -1);
        QCOMPARE(f.session.lastPosition(), challenge);
        f.session.goTo(start);
        QCOMPARE(f.session.position(), start);
        QSignalSpy moved(&f.session, &LessonSession::positionChanged);
        if (move == QLatin1String("next"))
            f.session.next();
        else if (move == QLatin1String("back"))
            f.session.back();
        else
            f.session.goTo(to);
        QCOMPARE(f.session.position(), expected);
        QCOMPARE(f.session.state().position, expected);
        if (expected != start) {
            QCOMPARE(moved.count(), 1);
            QCOMPARE(moved.at(0).at(0).toInt(), expected);
        }
    }

    void answersAreGraded_data()
    {
        QTest::addColumn<int>("step");
        QTest::addColumn<QString>("given");
        QTest::addColumn<bool>("graded");
        QTest::addColumn<bool>("right");
        QTest::addColumn<QString>("kept");
        QTest::newRow("the right number") << 1 << "3" << true << true << "3";
        QTest::newRow("the right number, spaced") << 1 << " 3 " << true << true << "3";
        QTest::newRow("a wrong number") << 1 << "99" << true << false << "99";
        QTest::newRow("no number at all") << 1 << "three" << false << false << "";
        QTest::newRow("the right choice") << 4 << "2" << true << true << "2";
        QTest::newRow("a wrong choice") << 4 << "1" << true << false << "1";
        QTest::newRow("a choice the question has not") << 4 << "3" << false << false << "";
        QTest::newRow("a step without a question") << 2 << "1" << false << false << "";
        QTest::newRow("the introduction") << -1 << "1" << false << false << "";
    }

    void answersAreGraded()
    {
        QFETCH(int, step);
        QFETCH(QString, given);
        QFETCH(bool, graded);
        QFETCH(bool, right);
        QFETCH(QString, kept);
        Fixture f;
        f.session.goTo(step);
        QSignalSpy changed(&f.session, &LessonSession::stateChanged);
        QSignalSpy answered(&f.session, &LessonSession::answered);
        const std::optional<AnswerCheck> verdict = f.session.answer(given);
        QCOMPARE(verdict.has_value(), graded);
        QCOMPARE(changed.count(), graded ? 1 : 0);
        QCOMPARE(answered.count(), graded ? 1 : 0);
        if (!graded) {
            QVERIFY(f.session.state().answers.empty());
            return;
        }
        QCOMPARE(verdict->right, right);
        QVERIFY(!verdict->explanation.empty());
        QCOMPARE(answered.at(0).at(0).toInt(), step);
        QVERIFY(f.session.isAnswered(step));
        QVERIFY(f.session.canGoOn());
        const LessonState state = f.session.state();
        QCOMPARE(state.answers.size(), std::size_t(1));
        QCOMPARE(state.answers[0], (LessonAnswer{step, kept, right}));
        QCOMPARE(*f.session.lastAnswer(step), state.answers[0]);
        // Answered once: the question does not take another answer.
        QVERIFY(!f.session.answer(given));
        QCOMPARE(f.session.state().answers.size(), std::size_t(1));
    }

    void anAnsweredQuestionLetsTheLessonGoOn()
    {
        Fixture f;
        f.session.goTo(1);
        QVERIFY(!f.session.canGoOn());
        f.session.next();
        QCOMPARE(f.session.position(), 1);
        QVERIFY(f.session.answer(QStringLiteral("3")));
        f.session.next();
        QCOMPARE(f.session.position(), 2);
        // Back on it, it does not wait again.
        f.session.back();
        QVERIFY(f.session.canGoOn());
    }

    void hintsComeOneAtATime()
    {
        Fixture f;
        f.session.goTo(challenge);
        QSignalSpy changed(&f.session, &LessonSession::stateChanged);
        QSignalSpy shown(&f.session, &LessonSession::hintShown);
        for (int i = 0; i < 5; ++i)
            f.session.showHint();
        // The lesson has three.
        QCOMPARE(f.session.hintsShown(), 3);
        QCOMPARE(f.session.state().hintsShown, 3);
        QCOMPARE(changed.count(), 3);
        QCOMPARE(shown.count(), 3);
        QCOMPARE(shown.at(2).at(0).toInt(), 3);
    }

    void theSolutionSolvesTheChallenge()
    {
        Fixture f;
        f.session.goTo(challenge);
        QSignalSpy checked(&f.session, &LessonSession::checked);
        // The lesson's own run charges three orders twice.
        const std::optional<ChallengeReport> first = f.session.check();
        QVERIFY(first);
        QVERIFY(!first->passed);
        QVERIFY(!f.session.solved());
        f.session.showSolution();
        // The solution is an undoable edit of the document.
        QCOMPARE(f.document.undoStack()->count(), 1);
        QCOMPARE(checked.count(), 2);
        QVERIFY(checked.at(1).at(0).value<ChallengeReport>().passed);
        QVERIFY(f.session.solved());
        const LessonState state = f.session.state();
        QCOMPARE(state.attempts.size(), std::size_t(2));
        QVERIFY(!state.attempts[0].passed);
        QVERIFY(state.attempts[1].passed);
        QVERIFY2(state.attempts[1].parameters.contains(QStringLiteral("Heartbeat")),
                 qPrintable(state.attempts[1].parameters));
        QVERIFY(!state.attempts[1].report.isEmpty());
        // Solved is progress too.
        QVERIFY(!f.store.recorded.empty());
        QVERIFY(f.store.recorded.back().second.solved);
    }

    void theFurthestStepIsKept()
    {
        Fixture f;
        f.session.goTo(3);
        f.session.back();
        f.session.back();
        QCOMPARE(f.session.position(), 1);
        QCOMPARE(f.session.furthest(), 3);
        QCOMPARE(f.session.state().furthest, 3);
    }

    void aLockedLessonIsSeenInOrder()
    {
        // The batch lesson with "lockSteps": its scenario named by its full path.
        QTemporaryDir dir;
        QFile source(lessonPath(batchOfTen));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QJsonObject lesson = QJsonDocument::fromJson(source.readAll()).object();
        lesson[QStringLiteral("lockSteps")] = true;
        lesson[QStringLiteral("scenario")] =
            QDir::cleanPath(lessonPath(lesson[QStringLiteral("scenario")].toString()));
        const QString path = dir.filePath(batchOfTen);
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(lesson).toJson());
        out.close();
        const QString narration = QStringLiteral("16-batch-of-ten.md");
        QVERIFY(QFile::copy(lessonPath(narration), dir.filePath(narration)));

        Fixture f(batchOfTen, path);
        QVERIFY(f.opened);
        QVERIFY(f.session.lesson()->lockSteps);
        QVERIFY(f.session.isReachable(0));
        QVERIFY(!f.session.isReachable(1));
        f.session.goTo(3);
        QCOMPARE(f.session.position(), -1);
        f.session.goTo(0);
        f.session.goTo(1);
        QCOMPARE(f.session.position(), 1);
        // A waiting question is as far as it goes.
        f.session.goTo(2);
        QCOMPARE(f.session.position(), 1);
        QVERIFY(f.session.answer(QStringLiteral("3")));
        f.session.goTo(2);
        QCOMPARE(f.session.position(), 2);
        // Back is always open.
        f.session.goTo(-1);
        QCOMPARE(f.session.position(), -1);
        QVERIFY(f.session.isReachable(3));
        QVERIFY(!f.session.isReachable(4));
    }

    void theStateGoesOutAndComesBack()
    {
        LessonState saved;
        {
            Fixture f;
            f.session.goTo(1);
            QVERIFY(f.session.answer(QStringLiteral("99")));
            f.session.goTo(4);
            QVERIFY(f.session.answer(QStringLiteral("2")));
            f.session.goTo(challenge);
            f.session.showHint();
            QVERIFY(f.session.check());
            f.session.goTo(2);
            saved = f.session.state();
        }
        QCOMPARE(saved.position, 2);
        QCOMPARE(saved.furthest, challenge);
        QCOMPARE(saved.answers.size(), std::size_t(2));
        QCOMPARE(saved.hintsShown, 1);
        QCOMPARE(saved.attempts.size(), std::size_t(1));

        Fixture f;
        QSignalSpy moved(&f.session, &LessonSession::positionChanged);
        QSignalSpy restored(&f.session, &LessonSession::restored);
        f.session.restoreState(saved);
        QCOMPARE(f.session.state(), saved);
        // Put back, not walked to: the player does not move the playhead for it.
        QCOMPARE(restored.count(), 1);
        QCOMPARE(moved.count(), 0);
        QVERIFY(f.session.isAnswered(1));
        QVERIFY(f.session.isAnswered(4));
        QVERIFY(!f.session.isAnswered(2));
    }

    void aStateFromAnotherVersionIsFitted_data()
    {
        QTest::addColumn<int>("position");
        QTest::addColumn<int>("hints");
        QTest::addColumn<int>("answeredStep");
        QTest::addColumn<int>("expectedPosition");
        QTest::addColumn<int>("expectedHints");
        QTest::addColumn<int>("expectedAnswers");
        QTest::newRow("as saved") << 2 << 1 << 1 << 2 << 1 << 1;
        QTest::newRow("a position past the challenge") << 40 << 0 << 1 << challenge << 0 << 1;
        QTest::newRow("a position before the introduction") << -3 << 0 << 1 << -1 << 0 << 1;
        QTest::newRow("more hints than the lesson has") << 2 << 9 << 1 << 2 << 3 << 1;
        QTest::newRow("an answer to a step it has not") << 2 << 0 << 12 << 2 << 0 << 0;
    }

    void aStateFromAnotherVersionIsFitted()
    {
        QFETCH(int, position);
        QFETCH(int, hints);
        QFETCH(int, answeredStep);
        QFETCH(int, expectedPosition);
        QFETCH(int, expectedHints);
        QFETCH(int, expectedAnswers);
        LessonState saved;
        saved.position = position;
        saved.furthest = std::max(position, 0);
        saved.hintsShown = hints;
        saved.answers.push_back({answeredStep, QStringLiteral("3"), true});
        Fixture f;
        f.session.restoreState(saved);
        QCOMPARE(f.session.position(), expectedPosition);
        QCOMPARE(f.session.hintsShown(), expectedHints);
        QCOMPARE(static_cast<int>(f.session.state().answers.size()), expectedAnswers);
    }

    void progressGoesToTheStoreItWasGiven()
    {
        ScenarioDocument document;
        RecordingStore store;
        store.stored["batch-of-ten"] = {2, 6, true};
        LessonSession session(&document, &store);
        QVERIFY(session.openLesson(lessonPath(batchOfTen), nullptr));
        // What the store had: how far the student got before, and the solved challenge.
        QCOMPARE(session.furthest(), 2);
        QVERIFY(session.solved());
        store.recorded.clear();
        session.goTo(3);
        QCOMPARE(store.recorded.size(), std::size_t(1));
        QCOMPARE(store.recorded[0].first, std::string("batch-of-ten"));
        QCOMPARE(store.recorded[0].second.furthest, 3);
        QCOMPARE(store.recorded[0].second.steps, challenge + 1);
        QVERIFY(store.recorded[0].second.solved);

        // Without a store nothing is kept, and nothing breaks.
        LessonSession unkept(&document, nullptr);
        QVERIFY(unkept.openLesson(lessonPath(batchOfTen), nullptr));
        QCOMPARE(unkept.furthest(), -1);
        unkept.goTo(3);
        QCOMPARE(unkept.furthest(), 3);
    }

    void aStepAsksForItsComparison()
    {
        // "The double-charged order": its last step (11) compares the run with a heartbeat.
        Fixture f(QStringLiteral("02-double-charged-order.json"));
        QVERIFY(f.opened);
        QSignalSpy comparisons(&f.session, &LessonSession::stepComparisonChanged);
        f.session.goTo(10);
        QCOMPARE(comparisons.count(), 0);
        f.session.goTo(11);
        QCOMPARE(comparisons.count(), 1);
        const auto edits = comparisons.at(0).at(0).value<Edits>();
        QCOMPARE(edits.size(), std::size_t(1));
        QCOMPARE(edits[0].first, WhatIf::HeartbeatInterval);
        QCOMPARE(edits[0].second, 20.0);
        // Asked once: the same step again says nothing new; leaving it ends the comparison.
        f.session.goTo(11);
        QCOMPARE(comparisons.count(), 1);
        f.session.back();
        QCOMPARE(comparisons.count(), 2);
        QVERIFY(comparisons.at(1).at(0).value<Edits>().empty());
        f.session.goTo(11);
        QSignalSpy lessons(&f.session, &LessonSession::lessonChanged);
        f.session.closeLesson();
        QCOMPARE(lessons.count(), 1);
        QVERIFY(!f.session.lesson());
        QCOMPARE(f.session.state(), LessonState{});
        QVERIFY(comparisons.last().at(0).value<Edits>().empty());
    }

    void aBadLessonFileChangesNothing()
    {
        Fixture f;
        f.session.goTo(3);
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QFile out(bad);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("{\"id\": \"bad\"");
        out.close();
        QString error;
        QVERIFY(!f.session.openLesson(bad, &error));
        QVERIFY2(error.contains(bad), qPrintable(error));
        QCOMPARE(f.session.lesson()->id, std::string("batch-of-ten"));
        QCOMPARE(f.session.position(), 3);
    }
};

QTEST_GUILESS_MAIN(TestLessonSession)
#include "tst_lessonsession.moc"
