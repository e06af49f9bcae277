// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson player, played with the keyboard alone in the main window: every lesson from its
// introduction to its challenge, answering each question with keys; the challenge fails as
// written and passes with the reference solution.

#include "enginetest.h"
#include "language.h"
#include "lessonloader.h"
#include "lessonplayer.h"
#include "lessonprogress.h"
#include "mainwindow.h"
#include "messageboxcatcher.h"
#include "stageview.h"
#include "theme.h"
#include "timelineview.h"
#include "timeoutexplorer.h"
#include "transportbar.h"

#include <qcustomplot.h>

#include <algorithm>

#include <QAction>
#include <QDockWidget>

#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSettings>
#include <QTextBrowser>
#include <QTextDocumentFragment>

using namespace inflight;

namespace {
QString lessonsDir()
{
    return QStringLiteral(INFLIGHT_SCENARIOS "/..");
}
} // namespace

class TestLessonPlayer : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void walksEveryLessonWithTheKeyboard_data();
    void walksEveryLessonWithTheKeyboard();
    void questionsWaitForAnAnswer();
    void aWrongAnswerShowsTheRightOne();
    void anAnswerStandsWhenEnterIsPressedAgain();
    void stepsMoveThePlayheadAndHighlight();
    void aStepWithASpanIsFramed();
    void progressIsKept();
    void aLessonOpensItsPanel();
    void theFutureIsCoveredUntilTheAnswer();
    void aLessonFileOpensAsALesson();
    void theChallengeIsNeverCutOff();
    void aTranslatedLessonIsReadInItsLanguage();
};

void TestLessonPlayer::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("InflightLessonTests"));
    QSettings().clear();
}

void TestLessonPlayer::walksEveryLessonWithTheKeyboard_data()
{
    QTest::addColumn<QString>("path");
    for (const LessonEntry &entry : listLessons(lessonsDir().toStdString()))
        QTest::newRow(entry.id.c_str()) << QString::fromStdString(entry.path);
}

void TestLessonPlayer::walksEveryLessonWithTheKeyboard()
{
    QFETCH(QString, path);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.openLesson(path));
    LessonPlayer *player = window.lessonPlayer();
    const Lesson &lesson = *player->session()->lesson();
    QCOMPARE(player->session()->position(), -1);
    QVERIFY(!player->narration()->toPlainText().isEmpty());
    // The introduction ends with the pages the lesson's facts come from, each a link.
    QVERIFY(player->narration()->toPlainText().contains(QLatin1String("Sources")));
    for (const LessonSource &source : lesson.sources)
        QVERIFY2(player->narration()->toHtml().contains(QString::fromStdString(source.url)),
                 source.url.c_str());
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        QTest::keyClick(&window, Qt::Key_PageDown);
        QCOMPARE(player->session()->position(), static_cast<int>(i));
        const LessonStep &step = lesson.steps[i];
        const auto where = resolveStep(step, *window.playback()->run());
        QVERIFY(where.has_value());
        QCOMPARE(window.playback()->time(), where->timeMs);
        QVERIFY2(!player->narration()->toPlainText().isEmpty(), step.id.c_str());
        // However long its choices, a step never forces the window past a 1280x720 projector.
        QVERIFY2(window.minimumSizeHint().width() <= 1280,
                 qPrintable(QStringLiteral("%1: minimum width %2")
                                .arg(QString::fromStdString(step.id))
                                .arg(window.minimumSizeHint().width())));
        if (!step.question)
            continue;
        // The lesson waits: Page Down does nothing until the question is answered.
        QTest::keyClick(&window, Qt::Key_PageDown);
        QCOMPARE(player->session()->position(), static_cast<int>(i));
        const Question &q = *step.question;
        if (q.kind == Question::Kind::Number) {
            auto *box = player->findChild<QLineEdit *>(QStringLiteral("numberAnswer"));
            QVERIFY(box);
            box->setFocus();
            QTest::keyClicks(box, QString::number(q.answer));
            QTest::keyClick(box, Qt::Key_Return);
        } else {
            int right = 0;
            while (!q.choices[static_cast<std::size_t>(right)].right)
                ++right;
            window.setFocus();
            QTest::keyClick(&window, static_cast<Qt::Key>(Qt::Key_1 + right));
        }
        QVERIFY2(player->feedback()->text().contains(QLatin1String("Right.")),
                 qPrintable(player->feedback()->text()));
        // The verdict says "Right." once: an explanation that starts with it too reads twice.
        QVERIFY2(!QTextDocumentFragment::fromHtml(player->feedback()->text())
                      .toPlainText()
                      .contains(QLatin1String("Right. Right.")),
                 qPrintable(player->feedback()->text()));
        QVERIFY(player->session()->canGoOn());
    }
    if (lesson.challenge) {
        QTest::keyClick(&window, Qt::Key_PageDown);
        QCOMPARE(player->session()->position(), static_cast<int>(lesson.steps.size()));
        QVERIFY(window.minimumSizeHint().width() <= 1280);
        // Qt lays the challenge form out on the next turn of the event loop, before a student
        // can click it. Clicked in the same turn as Page Down, Check still had the geometry it
        // had while hidden: none at all once the lesson's dock was narrow, so the click missed.
        QTRY_COMPARE(player->checkButton()->height(), player->checkButton()->sizeHint().height());
        QTest::mouseClick(player->checkButton(), Qt::LeftButton);
        QVERIFY2(player->challengeResult()->text().contains(QLatin1String("Not yet")),
                 qPrintable(player->challengeResult()->text()));
        // Marks, not the terminal's [ok] and [fail].
        QVERIFY(player->challengeResult()->text().contains(QStringLiteral("✗")));
        QVERIFY(!player->challengeResult()->text().contains(QLatin1String("[fail]")));
        QTest::mouseClick(player->solutionButton(), Qt::LeftButton);
        QVERIFY2(player->challengeResult()->text().contains(QLatin1String("Solved")),
                 qPrintable(player->challengeResult()->text()));
        // The solution is undoable, edit by edit, back to the lesson's own run.
        while (window.document()->undoStack()->canUndo())
            window.document()->undoStack()->undo();
        QTest::mouseClick(player->checkButton(), Qt::LeftButton);
        QVERIFY(player->challengeResult()->text().contains(QLatin1String("Not yet")));
    }
    // Page Up walks back.
    QTest::keyClick(&window, Qt::Key_PageUp);
    QCOMPARE(player->session()->position(), player->session()->lastPosition() - 1);
    INFLIGHT_VERIFY_INVARIANTS(window.playback()->run()->log());
}

void TestLessonPlayer::questionsWaitForAnAnswer()
{
    MainWindow window;
    QVERIFY(window.openLesson(lessonsDir() + QStringLiteral("/01-lent-not-taken.json")));
    LessonPlayer *player = window.lessonPlayer();
    const Lesson &lesson = *player->session()->lesson();
    std::size_t withQuestion = 0;
    while (!lesson.steps[withQuestion].question)
        ++withQuestion;
    player->session()->goTo(static_cast<int>(withQuestion));
    QVERIFY(!player->session()->canGoOn());
    QVERIFY(!player->nextButton()->isEnabled());
    player->session()->next();
    QCOMPARE(player->session()->position(), static_cast<int>(withQuestion));
}

void TestLessonPlayer::aWrongAnswerShowsTheRightOne()
{
    MainWindow window;
    QVERIFY(window.openLesson(lessonsDir() + QStringLiteral("/01-lent-not-taken.json")));
    LessonPlayer *player = window.lessonPlayer();
    const Lesson &lesson = *player->session()->lesson();
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        if (!lesson.steps[i].question || lesson.steps[i].question->kind == Question::Kind::Number)
            continue;
        player->session()->goTo(static_cast<int>(i));
        const auto &choices = lesson.steps[i].question->choices;
        int wrong = 0;
        while (choices[static_cast<std::size_t>(wrong)].right)
            ++wrong;
        // Clicking a choice's text picks it, like clicking its button.
        window.show();
        QLabel *text = nullptr;
        for (QLabel *label : player->findChildren<QLabel *>()) {
            if (label->text() == QString::fromStdString(choices[std::size_t(wrong)].text))
                text = label;
        }
        QVERIFY(text);
        QTest::mouseClick(text, Qt::LeftButton);
        auto *radio = player->findChild<QRadioButton *>(QStringLiteral("choice%1").arg(wrong));
        QVERIFY(radio && radio->isChecked());
        player->answer();
        const QString feedback = player->feedback()->text();
        QVERIFY(feedback.contains(QLatin1String("Not quite")));
        int right = 0;
        while (!choices[static_cast<std::size_t>(right)].right)
            ++right;
        // Points at the marked choice by number, rather than repeating its sentence.
        QVERIFY2(feedback.contains(QStringLiteral("the answer is %1, marked").arg(right + 1)),
                 qPrintable(feedback));
        QVERIFY(!feedback.contains(QLatin1String("..")));
        QVERIFY(player->session()->canGoOn());
        return;
    }
    QFAIL("lesson 1 has no choice question");
}

void TestLessonPlayer::anAnswerStandsWhenEnterIsPressedAgain()
{
    // "A batch of ten on one loan": step 2 asks for a number (3).
    MainWindow window;
    QVERIFY(window.openLesson(lessonsDir() + QStringLiteral("/16-batch-of-ten.json")));
    LessonPlayer *player = window.lessonPlayer();
    player->session()->goTo(1);
    auto *number = player->findChild<QLineEdit *>(QStringLiteral("numberAnswer"));
    QVERIFY(number);
    player->typeAnswer(QStringLiteral("99"));
    QTest::keyClick(number, Qt::Key_Return);
    QCOMPARE(player->session()->state().answers.size(), std::size_t(1));
    const QString verdict = player->feedback()->text();
    QVERIFY2(verdict.contains(QStringLiteral("Not quite")), qPrintable(verdict));
    // The field still takes keys; a second Enter neither answers again nor says anything else.
    QTest::keyClick(number, Qt::Key_Return);
    QCOMPARE(player->session()->state().answers.size(), std::size_t(1));
    QCOMPARE(player->feedback()->text(), verdict);
}

void TestLessonPlayer::stepsMoveThePlayheadAndHighlight()
{
    MainWindow window;
    QVERIFY(window.openLesson(lessonsDir() + QStringLiteral("/02-double-charged-order.json")));
    LessonPlayer *player = window.lessonPlayer();
    const Lesson &lesson = *player->session()->lesson();
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        player->session()->goTo(static_cast<int>(i));
        QCOMPARE(window.playback()->highlights().size(), lesson.steps[i].highlights.size());
    }
    player->session()->goTo(-1);
    QVERIFY(window.playback()->highlights().empty());
    QCOMPARE(window.playback()->time(), 0);
}

void TestLessonPlayer::aStepWithASpanIsFramed()
{
    // The heartbeats lesson runs 25 hours; its step 7 is about 20 minutes before the 12-hour cap
    // ([42000, 43200] s). The timeline shows those minutes, not the whole day (docs/lesson-format:
    // a span is the window the player zooms to); a step without a span leaves the zoom alone.
    MainWindow window;
    QVERIFY(window.openLesson(lessonsDir() + QStringLiteral("/03-heartbeats.json")));
    LessonPlayer *player = window.lessonPlayer();
    const Lesson &lesson = *player->session()->lesson();
    std::size_t framed = lesson.steps.size();
    std::size_t plain = lesson.steps.size();
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        const auto &h = lesson.steps[i].highlights;
        const bool span = std::any_of(h.begin(), h.end(), [](const Highlight &one) {
            return one.kind == Highlight::Kind::Span && one.fromMs == 42000000;
        });
        const bool none = std::none_of(h.begin(), h.end(), [](const Highlight &one) {
            return one.kind == Highlight::Kind::Span;
        });
        if (span)
            framed = i;
        else if (none && plain == lesson.steps.size())
            plain = i;
    }
    QVERIFY(framed < lesson.steps.size());
    player->session()->goTo(static_cast<int>(framed));
    const QCPRange range = window.timeline()->visibleTimeRange();
    QVERIFY2(range.lower <= 42000 && range.upper >= 43200 && range.size() < 2 * 1200,
             qPrintable(QStringLiteral("%1 to %2 s").arg(range.lower).arg(range.upper)));
    QVERIFY(range.contains(static_cast<double>(window.playback()->time()) / 1000.0));
    QVERIFY(plain < lesson.steps.size());
    window.timeline()->fitAll();
    const QCPRange whole = window.timeline()->visibleTimeRange();
    player->session()->goTo(static_cast<int>(plain));
    QCOMPARE(window.timeline()->visibleTimeRange().size(), whole.size());
}

void TestLessonPlayer::progressIsKept()
{
    {
        MainWindow window;
        QVERIFY(window.openLesson(lessonsDir() + QStringLiteral("/04-stale-receipt-handle.json")));
        window.lessonSession()->goTo(2);
    }
    const LessonProgress progress = SettingsLessonProgressStore().progress("stale-receipt-handle");
    QVERIFY(progress.furthest >= 2);
    QVERIFY(progress.steps > 2);
}

void TestLessonPlayer::aLessonOpensItsPanel()
{
    MainWindow window;
    window.openDefaultScenario();
    window.show();
    QVERIFY(window.timeoutExplorerDock()->isHidden());
    // "Choosing the timeout" asks for the timeout explorer, beside its narration.
    QVERIFY(window.openLesson(lessonsDir() + QStringLiteral("/14-choosing-the-timeout.json")));
    QVERIFY(!window.timeoutExplorerDock()->isHidden());
    QVERIFY(!window.lessonPlayer()->visibleRegion().isEmpty());
    // It shows the lesson's run: its visibility timeout and its jobs.
    QCOMPARE(window.timeoutExplorer()->timeoutSeconds(),
             whatIfValue(window.playback()->run()->scenario, WhatIf::VisibilityTimeout));
    QVERIFY(window.timeoutExplorer()->histogram().jobs > 0);
    // Three columns still fit a 1280x720 projector: explorer, stage and timeline, narration.
    QVERIFY2(window.minimumSizeHint().width() <= 1280,
             qPrintable(QStringLiteral("minimum width %1").arg(window.minimumSizeHint().width())));
    // A lesson without a panel puts it away again...
    QVERIFY(window.openLesson(lessonsDir() + QStringLiteral("/01-lent-not-taken.json")));
    QVERIFY(window.timeoutExplorerDock()->isHidden());
    // ...but not one the user opened from the View menu.
    window.timeoutExplorerDock()->toggleViewAction()->trigger();
    QVERIFY(!window.timeoutExplorerDock()->isHidden());
    QVERIFY(window.openLesson(lessonsDir() + QStringLiteral("/14-choosing-the-timeout.json")));
    window.lessonSession()->closeLesson();
    QVERIFY(!window.timeoutExplorerDock()->isHidden());
}

void TestLessonPlayer::theFutureIsCoveredUntilTheAnswer()
{
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(window.openLesson(lessonsDir() + QStringLiteral("/08-outage-dlq.json")));
    LessonPlayer *player = window.lessonPlayer();
    const Lesson &lesson = *player->session()->lesson();
    int asked = -1;
    for (std::size_t i = 0; i < lesson.steps.size() && asked < 0; ++i) {
        if (lesson.steps[i].question)
            asked = static_cast<int>(i);
    }
    QVERIFY(asked >= 0);
    player->session()->goTo(asked - 1);
    QVERIFY(!window.playback()->curtain());
    player->session()->goTo(asked);
    // The timeline would show the answer: everything after the step is covered...
    QCOMPARE(window.playback()->curtain(), std::optional<TimeMs>(window.playback()->time()));
    QCoreApplication::processEvents();
    TimelineView *timeline = window.timeline();
    timeline->plot()->replot();
    const QImage covered = timeline->plot()->toPixmap().toImage();
    const QRect area = timeline->plot()->axisRect()->rect();
    // Right of the playhead, where the run goes on.
    const int playheadX = static_cast<int>(timeline->plot()->xAxis->coordToPixel(
        static_cast<double>(window.playback()->time()) / 1000.0));
    const int left = std::max(playheadX, area.left()) + 8;
    // To the end of the step's shaded span, where a row changes colour.
    int right = area.right() - 4;
    for (const Highlight &h : lesson.steps[std::size_t(asked)].highlights) {
        if (h.kind == Highlight::Kind::Span)
            right = std::min(right, static_cast<int>(timeline->plot()->xAxis->coordToPixel(
                                        static_cast<double>(h.toMs) / 1000.0)) -
                                        4);
    }
    QVERIFY(left < right - 40);
    auto detailIn = [&](const QImage &image) {
        // How much is drawn there: the pixels that differ from their row's first. Under the
        // curtain each row is one colour (a lane stripe, the step's shaded span) but for the
        // prompt and the highlight frames' ends, which give nothing away; the run's bars, marks
        // and labels differ much more. (The shaded span means the background colour alone
        // cannot tell.)
        int drawn = 0;
        for (int y = area.top() + 2; y < area.bottom() - 2; ++y) {
            const QColor first = image.pixelColor(left, y);
            for (int x = left + 1; x < right; ++x) {
                const QColor c = image.pixelColor(x, y);
                drawn += std::abs(c.red() - first.red()) + std::abs(c.green() - first.green()) +
                             std::abs(c.blue() - first.blue()) >=
                         30;
            }
        }
        return drawn;
    };
    const int coveredDetail = detailIn(covered);
    // ...and the answer lifts it.
    const Question &q = *lesson.steps[std::size_t(asked)].question;
    if (q.kind == Question::Kind::Number)
        player->typeAnswer(QString::number(q.answer));
    else
        player->chooseAnswer(0);
    player->answer();
    QVERIFY(!window.playback()->curtain());
    QCoreApplication::processEvents();
    timeline->plot()->replot();
    const int openDetail = detailIn(timeline->plot()->toPixmap().toImage());
    // Under the curtain, at most half of what the open lanes draw there shows through (only the
    // lane stripes and the highlight frames, which give nothing away).
    QVERIFY2(coveredDetail * 2 < openDetail,
             qPrintable(QStringLiteral("%1 %2").arg(coveredDetail).arg(openDetail)));
    // Back to the step later: answered, so nothing is covered.
    player->session()->goTo(asked - 1);
    player->session()->goTo(asked);
    QVERIFY(!window.playback()->curtain());
    player->session()->closeLesson();
    QVERIFY(!window.playback()->curtain());
}

void TestLessonPlayer::aLessonFileOpensAsALesson()
{
    // File > Open, or a lesson file given to `inflight` (a double-click in a file manager): the
    // lesson opens with its panel, not a scenario's "unknown key" errors.
    test::MessageBoxCatcher boxes;
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(window.openFile(lessonsDir() + QStringLiteral("/02-double-charged-order.json")));
    QVERIFY2(boxes.count() == 0, qPrintable(boxes.all()));
    QVERIFY(window.lessonSession()->lesson());
    QCOMPARE(window.lessonSession()->lesson()->id, std::string("double-charged-order"));
    QVERIFY(!window.findChild<QDockWidget *>(QStringLiteral("lessonDock"))->isHidden());
    // A scenario is still a scenario.
    QVERIFY(window.openFile(QStringLiteral(INFLIGHT_SCENARIOS "/heartbeats.json")));
    QVERIFY2(boxes.count() == 0, qPrintable(boxes.all()));
}

/// A Spanish lesson in a Spanish window: its scenario's texts and its introduction's sources
/// heading are Spanish too, not only the lesson's own prose.
void TestLessonPlayer::aTranslatedLessonIsReadInItsLanguage()
{
    QVERIFY(installInterfaceLanguage(QStringLiteral("es")));
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(
            window.openLesson(lessonsDir() + QStringLiteral("/es/02-double-charged-order.json")));
        const QString narration = window.lessonPlayer()->narration()->toPlainText();
        QVERIFY2(narration.contains(QLatin1String("Fuentes")), qPrintable(narration));
        QVERIFY2(!narration.contains(QLatin1String("Sources")), qPrintable(narration));
        const Scenario &scenario = window.playback()->run()->scenario;
        QCOMPARE(QString::fromStdString(scenario.title),
                 QStringLiteral("Cobros dobles en la hora punta"));
        QCOMPARE(QString::fromStdString(scenario.services.at(0).effect),
                 QStringLiteral("cobra la tarjeta"));
    }
    QVERIFY(installInterfaceLanguage(QStringLiteral("en")));
}

QTEST_MAIN(TestLessonPlayer)
void TestLessonPlayer::theChallengeIsNeverCutOff()
{
    // The body scrolls up and down only, so the panel must never be narrower than it. Floated
    // and made as narrow as it allows, the lesson's panel still shows the challenge form whole:
    // before, its minimum width ignored the body, and the form (370 px) lay cut off on the right
    // of a 150-pixel view, Check out of reach.
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openLesson(lessonsDir() + QStringLiteral("/09-fifo.json")));
    LessonPlayer *player = window.lessonPlayer();
    player->session()->goTo(player->session()->lastPosition());
    QVERIFY(player->session()->lesson()->challenge);
    // The form laid out first: from then on the body is at least as wide as the form.
    QTRY_COMPARE(player->checkButton()->height(), player->checkButton()->sizeHint().height());
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("lessonDock"));
    QVERIFY(dock);
    dock->setFloating(true);
    QTRY_VERIFY(dock->isWindow() && dock->isVisible());
    dock->resize(1, 700);
    auto *body = player->findChild<QScrollArea *>(QStringLiteral("lessonBody"));
    QVERIFY(body && body->widget());
    QTRY_VERIFY2(body->widget()->width() <= body->viewport()->width(),
                 qPrintable(QStringLiteral("body %1 px in a view of %2 px")
                                .arg(body->widget()->width())
                                .arg(body->viewport()->width())));
}

#include "tst_lessonplayer.moc"
