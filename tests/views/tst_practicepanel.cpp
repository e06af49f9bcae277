// SPDX-License-Identifier: GPL-3.0-or-later
// The practice panel in the main window, played with the keyboard alone: Lessons > Practice…
// (Ctrl+Shift+P), keys 1-9 pick a choice and Enter answers; a right and a wrong answer are graded
// in words, the question's run is loaded and the playhead stands at the moment that decides it;
// Enter again asks the next question. The practice is saved in a session and restored.

#include "common/choicetext.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "playback.h"
#include "practicepanel.h"
#include "practicesession.h"
#include "scenariodocument.h"
#include "sessioncontroller.h"
#include "timelineview.h"

#include <QAction>
#include <QApplication>
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace inflight;
using namespace inflight::practice;

namespace {

/// Presses a key where the keyboard is: the focused widget, else the window.
void press(QWidget *window, Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWidget *focus = QApplication::focusWidget();
    QTest::keyClick(focus ? focus : window, key, modifiers);
}

/// Opens practice with its shortcut and waits for the first question.
PracticePanel *openPractice(MainWindow &window)
{
    press(&window, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
    return window.practicePanel();
}

} // namespace

class TestPracticePanel : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /// Answers the question on screen with keys: the choice's digit, then Enter.
    static void answerWithKeys(MainWindow &window, int choice)
    {
        press(&window, static_cast<Qt::Key>(Qt::Key_1 + choice));
        press(&window, Qt::Key_Return);
    }

    /// The run on screen is the question's and the playhead is at its deciding moment.
    static void checkDecidingMoment(MainWindow &window, const PracticeQuestion &q)
    {
        const Run *run = window.playback()->run();
        QVERIFY(run);
        QCOMPARE(run, window.document()->run().get());
        QCOMPARE(window.document()->sourceText(), QByteArray::fromStdString(q.scenarioJson));
        const auto moment = decidingMoment(*run, q);
        QVERIFY(moment);
        // The run plays up to the moment (it is not there yet, unless it is the run's start) and
        // stops on it.
        if (moment->timeMs > 0)
            QVERIFY(window.playback()->playing() && window.playback()->time() < moment->timeMs);
        QTRY_VERIFY_WITH_TIMEOUT(!window.playback()->playing(), 20000);
        QCOMPARE(window.playback()->time(), moment->timeMs);
        // A "when" question's moment is its answer.
        if (q.kind == PracticeQuestion::Kind::Number && q.query.kind == RunQuery::Kind::TimeOf)
            QCOMPARE(double(window.playback()->time()), q.answer * 1000);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("InflightPracticeTests"));
        QSettings().clear();
    }

    void keysAloneGradeAndPlayTheDecidingMoment()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        PracticePanel *panel = openPractice(window);
        QVERIFY(window.practiceDock()->isVisible());
        PracticeSession *session = window.practiceSession();
        QVERIFY(session->question());

        // Right, with keys alone.
        const PracticeQuestion first = *session->question();
        answerWithKeys(window, first.rightChoice);
        QVERIFY(session->isAnswered());
        QVERIFY(session->wasRight());
        QVERIFY2(panel->verdict()->text().contains(QStringLiteral("Right.")),
                 qPrintable(panel->verdict()->text()));
        QVERIFY(!panel->explanation()->text().isEmpty());
        QVERIFY(panel->lessonButton()->isVisible());
        checkDecidingMoment(window, first);
        const TopicRecord &r = session->scheduler().record(first.topic);
        QCOMPARE(r.box, 2);
        QCOMPARE(r.right, 1);
        QCOMPARE(session->scheduler().state().streak, 1);

        // Enter again: the next question, another topic.
        press(&window, Qt::Key_Return);
        QVERIFY(!session->isAnswered());
        QVERIFY(session->question()->topic != first.topic);

        // Wrong, with keys alone: said in words, the topic in box 1.
        const PracticeQuestion second = *session->question();
        const int wrong = second.rightChoice == 0 ? 1 : 0;
        answerWithKeys(window, wrong);
        QVERIFY(session->isAnswered());
        QVERIFY(!session->wasRight());
        QVERIFY2(panel->verdict()->text().contains(
                     QStringLiteral("the answer is %1").arg(second.rightChoice + 1)),
                 qPrintable(panel->verdict()->text()));
        QVERIFY2(panel->verdict()->text().contains(QStringLiteral("Your answer is what someone")),
                 qPrintable(panel->verdict()->text()));
        checkDecidingMoment(window, second);
        QCOMPARE(session->scheduler().record(second.topic).box, 1);
        QCOMPARE(session->scheduler().record(second.topic).wrong, 1);
        QCOMPARE(session->scheduler().state().streak, 0);
        QCOMPARE(session->scheduler().state().answered, 2);
        // The scores in words.
        QVERIFY2(window.findChild<QLabel *>(QStringLiteral("practiceScores"))
                     ->text()
                     .contains(QStringLiteral("Answered: 2")),
                 qPrintable(window.findChild<QLabel *>(QStringLiteral("practiceScores"))->text()));
    }

    void digitsPickAChoiceWhereverTheFocusIs()
    {
        MainWindow window;
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        PracticePanel *panel = openPractice(window);
        PracticeSession *session = window.practiceSession();
        QVERIFY(session->question());
        QTRY_VERIFY(panel->isVisible());
        auto *second = panel->findChild<QRadioButton *>(QStringLiteral("practiceChoice1"));
        QVERIFY(second);

        // The focus on the timeline (Ctrl+0): 2 picks the second choice, Enter answers.
        press(&window, Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(QApplication::focusWidget(), window.timeline()->focusProxy());
        const TimeMs before = window.playback()->time();
        press(&window, Qt::Key_2);
        QVERIFY(second->isChecked());
        QCOMPARE(QApplication::focusWidget(), second);
        QCOMPARE(window.playback()->time(), before);
        press(&window, Qt::Key_Return);
        QVERIFY(session->isAnswered());

        // Another panel in front (Ctrl+2, the inspector): practice is off screen, its keys too.
        press(&window, Qt::Key_Return);
        QVERIFY(!session->isAnswered());
        press(&window, Qt::Key_2, Qt::ControlModifier);
        QTRY_VERIFY(!panel->isVisible());
        press(&window, Qt::Key_0, Qt::ControlModifier);
        press(&window, Qt::Key_1);
        QVERIFY(!panel->findChild<QRadioButton *>(QStringLiteral("practiceChoice0"))->isChecked());

        // Practice in front again, a text field focused: the digit is the field's.
        press(&window, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(panel->isVisible());
        auto *field = new QLineEdit(&window);
        field->show();
        field->setFocus();
        QCOMPARE(QApplication::focusWidget(), field);
        press(&window, Qt::Key_1);
        QCOMPARE(field->text(), QStringLiteral("1"));
        QVERIFY(!panel->findChild<QRadioButton *>(QStringLiteral("practiceChoice0"))->isChecked());
    }

    void clickingAChoicesTextPicksIt()
    {
        // The lesson player's and the practice panel's choice labels share this filter.
        QWidget box;
        QButtonGroup group;
        std::vector<QLabel *> labels;
        for (int i = 0; i < 2; ++i) {
            group.addButton(new QRadioButton(&box), i);
            labels.push_back(new QLabel(QStringLiteral("choice"), &box));
        }
        const QPointF at(1, 1);
        QMouseEvent press(QEvent::MouseButtonPress, at, at, Qt::LeftButton, Qt::LeftButton,
                          Qt::NoModifier);
        QMouseEvent release(QEvent::MouseButtonRelease, at, at, Qt::LeftButton, Qt::NoButton,
                            Qt::NoModifier);
        QVERIFY(!pickChoiceByItsText(labels[1], &press, labels, &group));
        QVERIFY(!group.button(1)->isChecked());
        QVERIFY(!pickChoiceByItsText(&box, &release, labels, &group));
        QVERIFY(pickChoiceByItsText(labels[1], &release, labels, &group));
        QVERIFY(group.button(1)->isChecked());
        group.button(0)->setEnabled(false);
        QVERIFY(pickChoiceByItsText(labels[0], &release, labels, &group));
        QVERIFY(!group.button(0)->isChecked());
        QVERIFY(group.button(1)->isChecked());
    }

    void anUnpickedAnswerIsNotGraded()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        PracticePanel *panel = openPractice(window);
        panel->answerButton()->setFocus();
        press(&window, Qt::Key_Return);
        QVERIFY(!window.practiceSession()->isAnswered());
        QVERIFY(panel->verdict()->text().contains(QStringLiteral("Pick an answer first")));
        // A digit beyond the choices picks nothing.
        press(&window, Qt::Key_9);
        press(&window, Qt::Key_Return);
        QVERIFY(!window.practiceSession()->isAnswered());
    }

    void pickedTopicsAndLevelAreAsked()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        PracticePanel *panel = openPractice(window);
        panel->mixedBox()->setChecked(false);
        panel->topicBox(Topic::Delay)->setChecked(true);
        panel->topicBox(Topic::Retention)->setChecked(true);
        panel->levelBox()->setCurrentIndex(3);
        PracticeSession *session = window.practiceSession();
        for (int i = 0; i < 4; ++i) {
            const PracticeQuestion q = *session->question();
            answerWithKeys(window, q.rightChoice);
            QVERIFY(session->isAnswered());
            press(&window, Qt::Key_Return);
            const PracticeQuestion *next = session->question();
            QVERIFY(next->topic == Topic::Delay || next->topic == Topic::Retention);
            QCOMPARE(next->level, 3);
        }
    }

    void theLessonButtonOpensTheLessonThatTeachesIt()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        PracticePanel *panel = openPractice(window);
        const PracticeQuestion q = *window.practiceSession()->question();
        answerWithKeys(window, q.rightChoice);
        QTest::mouseClick(panel->lessonButton(), Qt::LeftButton);
        const Lesson *lesson = window.lessonSession()->lesson();
        QVERIFY(lesson);
        QCOMPARE(QString::fromStdString(lesson->id),
                 QString::fromLatin1(topicInfo(q.topic).lesson).section(QLatin1Char('-'), 1));
    }

    void aSavedSessionKeepsThePractice()
    {
        const QString file = m_dir.filePath(QStringLiteral("practice.inflight"));
        PracticeState saved;
        PracticeQuestion question;
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowActive(&window));
            openPractice(window);
            PracticeSession *session = window.practiceSession();
            answerWithKeys(window, session->question()->rightChoice);
            press(&window, Qt::Key_Return);
            question = *session->question();
            answerWithKeys(window, question.rightChoice == 0 ? 1 : 0);
            // Saved once the run has played up to its deciding moment.
            QTRY_VERIFY_WITH_TIMEOUT(!window.playback()->playing(), 20000);
            QVERIFY(window.session()->isModified());
            QVERIFY(window.saveAs(file));
            saved = session->state();
            QCOMPARE(saved.clock, 2);
            QVERIFY(saved.answered);
        }
        MainWindow window;
        QVERIFY(window.openSession(file));
        PracticeSession *session = window.practiceSession();
        QVERIFY(session->state() == saved);
        QVERIFY(session->question());
        QCOMPARE(questionJson(*session->question(), true), questionJson(question, true));
        QVERIFY(session->isAnswered());
        QVERIFY(window.practicePanel()->verdict()->text().contains(QStringLiteral("Not quite")));
        // The session's run is the question's, at the moment it was saved at.
        QCOMPARE(window.document()->sourceText(), QByteArray::fromStdString(question.scenarioJson));
        QCOMPARE(window.playback()->time(),
                 decidingMoment(*window.playback()->run(), question)->timeMs);
    }
};

QTEST_MAIN(TestPracticePanel)
#include "tst_practicepanel.moc"
