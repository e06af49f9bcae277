// SPDX-License-Identifier: GPL-3.0-or-later
// What a teacher sees on a 1280x720 projector in German and Spanish (issue 26's look at every
// screen): every lesson's question with its Answer button in view without scrolling and its
// verdict in view once answered, the lesson's Sources and answer units in the reader's words.

#include "common/format.h"
#include "language.h"
#include "lesson.h"
#include "lessonloader.h"
#include "lessonplayer.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "stagecardpainter.h"
#include "stagelegendpainter.h"
#include "stagetext.h"
#include "stageview.h"
#include "timelineexportdialog.h"

#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>

#include <set>

using namespace inflight;

namespace {

/// Whether all of `widget` is inside the scroll area's viewport as it is scrolled now.
bool inView(const QScrollArea *scroll, const QWidget *widget)
{
    const QRect where(widget->mapTo(scroll->viewport(), QPoint(0, 0)), widget->size());
    return widget->isVisible() && scroll->viewport()->rect().contains(where);
}

void answerRightly(LessonPlayer *player, const Question &question)
{
    if (question.kind == Question::Kind::Number) {
        player->typeAnswer(QString::number(question.answer));
    } else {
        for (std::size_t c = 0; c < question.choices.size(); ++c) {
            if (question.choices[c].right)
                player->chooseAnswer(static_cast<int>(c));
        }
    }
    player->answer();
}

void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

} // namespace

class TestScreens : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void everyAnswerFitsAt1280x720_data();
    void everyAnswerFitsAt1280x720();
    void theSourcesAreInTheReadersLanguage_data();
    void theSourcesAreInTheReadersLanguage();
    void everyAnswerUnitIsTranslated_data();
    void everyAnswerUnitIsTranslated();
    void theWhatIfPanelFitsItsDock_data();
    void theWhatIfPanelFitsItsDock();
    void theStagesWordsFit_data();
    void theStagesWordsFit();
    void theExportDialogsHintIsWhole_data();
    void theExportDialogsHintIsWhole();
    void thePracticePanelFitsItsDock_data();
    void thePracticePanelFitsItsDock();
};

void TestScreens::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("InflightScreensTests"));
    QSettings().clear();
}

void TestScreens::cleanup()
{
    QVERIFY(installInterfaceLanguage(QStringLiteral("en")));
}

void TestScreens::everyAnswerFitsAt1280x720_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("es") << QStringLiteral("es");
    QTest::newRow("en") << QStringLiteral("en");
}

void TestScreens::everyAnswerFitsAt1280x720()
{
    QFETCH(QString, language);
    QVERIFY(installInterfaceLanguage(language));
    const std::string directory = defaultLessonDirectory();
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList problems;
    for (const LessonEntry &entry : listLessons(directory, language.toStdString())) {
        QVERIFY(window.openLesson(QString::fromStdString(entry.path)));
        LessonPlayer *player = window.lessonPlayer();
        auto *scroll = player->findChild<QScrollArea *>(QStringLiteral("lessonBody"));
        auto *answer = player->findChild<QPushButton *>(QStringLiteral("answer"));
        QVERIFY(scroll && answer);
        const Lesson &lesson = *player->session()->lesson();
        for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
            if (!lesson.steps[i].question)
                continue;
            player->session()->goTo(static_cast<int>(i));
            settle();
            const QString where = QStringLiteral("%1 step %2").arg(entry.id.c_str()).arg(i + 1);
            // The question, its choices and its button, as the step opens: nothing for the
            // student to scroll (the player scrolls a long one into view by itself).
            auto *box = answer->parentWidget();
            if (!inView(scroll, box) || !inView(scroll, answer))
                problems << where + QStringLiteral(": the question needs scrolling (%1 high in %2)")
                                        .arg(box->height())
                                        .arg(scroll->viewport()->height());
            // ...and the narration above it starts in view: its first lines, not an empty box.
            const int narrationTop =
                player->narration()->mapTo(scroll->viewport(), QPoint(0, 0)).y();
            if (narrationTop < 0)
                problems << where + QStringLiteral(": the narration is scrolled away");
            answerRightly(player, *lesson.steps[i].question);
            settle();
            // The verdict and its explanation: the teaching part of the answer.
            if (!inView(scroll, player->feedback()))
                problems << where + QStringLiteral(": the verdict is not all in view");
        }
        if (lesson.challenge) {
            // The challenge's what-if form inside the panel: never wider than the panel (it does
            // not scroll sideways, so a wider body is cut off at the right).
            player->session()->goTo(player->session()->lastPosition());
            settle();
            // Every value the challenge lets the student change has its row.
            for (const WhatIf parameter : lesson.challenge->parameters) {
                const QString name =
                    QString::fromLatin1(whatIfName(parameter).data(),
                                        static_cast<qsizetype>(whatIfName(parameter).size()));
                const QWidget *control = player->findChild<QWidget *>(name);
                if (!control || !control->isVisible())
                    problems
                        << QStringLiteral("%1 challenge: no %2 field").arg(entry.id.c_str(), name);
            }
            if (scroll->widget()->width() > scroll->viewport()->width())
                problems << QStringLiteral("%1 challenge: %2 pixels wide in %3")
                                .arg(entry.id.c_str())
                                .arg(scroll->widget()->width())
                                .arg(scroll->viewport()->width());
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestScreens::theSourcesAreInTheReadersLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("steps");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Quellen")
                        << QStringLiteral("(Schritte 2, 3, 5, 6)");
    QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("Fuentes")
                        << QStringLiteral("(pasos 2, 3, 5, 6)");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Sources")
                        << QStringLiteral("(steps 2, 3, 5, 6)");
}

void TestScreens::theSourcesAreInTheReadersLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, heading);
    QFETCH(QString, steps);
    QVERIFY(installInterfaceLanguage(language));
    const std::string directory = defaultLessonDirectory();
    const std::vector<LessonEntry> lessons = listLessons(directory, language.toStdString());
    QVERIFY(!lessons.empty());
    MainWindow window;
    window.resize(1280, 720);
    QVERIFY(window.openLesson(QString::fromStdString(lessons.front().path)));
    const QString introduction = window.lessonPlayer()->narration()->toPlainText();
    QVERIFY2(introduction.contains(heading), qPrintable(introduction));
    QVERIFY2(introduction.contains(steps), qPrintable(introduction));
    if (language != QLatin1String("en")) {
        QVERIFY2(!introduction.contains(QLatin1String("Sources")), qPrintable(introduction));
        QVERIFY2(!introduction.contains(QLatin1String("(step")), qPrintable(introduction));
    }
}

void TestScreens::everyAnswerUnitIsTranslated_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("es") << QStringLiteral("es");
}

void TestScreens::everyAnswerUnitIsTranslated()
{
    QFETCH(QString, language);
    QVERIFY(installInterfaceLanguage(language));
    const std::string directory = defaultLessonDirectory();
    std::set<std::string> used;
    for (const LessonEntry &entry : listLessons(directory, language.toStdString())) {
        const LessonLoad load = loadLessonFile(entry.path);
        QVERIFY2(load.ok(), entry.path.c_str());
        for (const LessonStep &step : load.lesson->steps) {
            if (step.question && !step.question->unit.empty())
                used.insert(step.question->unit);
        }
    }
    QVERIFY(used.size() > 2);
    const std::vector<std::string> &known = knownAnswerUnits();
    for (const std::string &unit : used) {
        // A unit the table does not know would reach the student as the lesson spells it.
        QVERIFY2(std::find(known.begin(), known.end(), unit) != known.end(), unit.c_str());
        // Seconds are "s" in every language; every other unit is a word of the reader's.
        if (unit != "s")
            QVERIFY2(answerUnitText(unit) != QString::fromStdString(unit), unit.c_str());
    }
}

void TestScreens::theWhatIfPanelFitsItsDock_data()
{
    everyAnswerFitsAt1280x720_data();
}

void TestScreens::theWhatIfPanelFitsItsDock()
{
    // Spanish labels and choices once made the panel wider than its dock: a sideways scroll bar,
    // and the headline cut off at the right.
    QFETCH(QString, language);
    QVERIFY(installInterfaceLanguage(language));
    MainWindow window;
    window.openDefaultScenario();
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    settle();
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("whatIfDock"));
    QVERIFY(dock);
    dock->raise();
    settle();
    auto *scroll = qobject_cast<QScrollArea *>(dock->widget());
    QVERIFY(scroll);
    QVERIFY2(scroll->widget()->minimumSizeHint().width() <= scroll->viewport()->width(),
             qPrintable(QStringLiteral("%1 > %2")
                            .arg(scroll->widget()->minimumSizeHint().width())
                            .arg(scroll->viewport()->width())));
    QVERIFY(!scroll->horizontalScrollBar()->isVisible());
}

void TestScreens::theStagesWordsFit_data()
{
    everyAnswerFitsAt1280x720_data();
}

void TestScreens::theStagesWordsFit()
{
    // At the stage's size in a 1280x720 window with a lesson open: every legend entry shows
    // (German's longer words once pushed "abgestürzt" off the end), and a card's note is not cut
    // short ("verborgen bis t…", "identificador m…").
    QFETCH(QString, language);
    QVERIFY(installInterfaceLanguage(language));
    const std::vector<LessonEntry> lessons =
        listLessons(defaultLessonDirectory(), language.toStdString());
    QVERIFY(!lessons.empty());
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openLesson(QString::fromStdString(lessons.front().path)));
    settle();
    const StageLayout &picture = window.stage()->picture();
    const StageScale &scale = picture.scale;
    const QStringList legend = StageLegendPainter::labels();
    const StageLegendPainter::Fit fit =
        StageLegendPainter::fit(scale, legend, picture.legend.width());
    QVERIFY2(fit.shown == legend.size(), qPrintable(QStringLiteral("%1 of %2 shown, at %3: %4")
                                                        .arg(fit.shown)
                                                        .arg(legend.size())
                                                        .arg(fit.shrink)
                                                        .arg(legend.join(QStringLiteral(" | ")))));
    const QString time = stageTimeText(150000);
    const QStringList notes = {
        StageText::tr("hidden till %1").arg(time),
        StageText::tr("delayed until %1").arg(time),
        StageText::tr("delayed"),
        StageText::tr("visible"),
        StageText::tr("visible again"),
        StageText::tr("received %Ln time(s)", nullptr, 2),
        StageText::tr("received %Ln time(s)", nullptr, 12),
        StageText::tr("handle %1").arg(QStringLiteral("m25.r1")),
    };
    // The stage's small type stays above StageScale's 5-point floor at 1280x720: the stage's
    // scroll area once asked for QScrollArea's capped size, the splitter gave the stage 19 px
    // less, and every language's notes were cut ("delayed until t=150" in English too).
    QVERIFY2(scale.font(7).pointSizeF() > 5.0, qPrintable(QString::number(scale.unit)));
    for (const QString &note : notes) {
        const QFont font = StageCardPainter::noteFont(scale, note, false);
        const double width = QFontMetricsF(font).horizontalAdvance(note);
        QVERIFY2(width <= scale.px(StageCardPainter::noteWidthU),
                 qPrintable(QStringLiteral("\"%1\": %2 > %3")
                                .arg(note)
                                .arg(width)
                                .arg(scale.px(StageCardPainter::noteWidthU))));
    }
}

void TestScreens::theExportDialogsHintIsWhole_data()
{
    everyAnswerFitsAt1280x720_data();
}

void TestScreens::theExportDialogsHintIsWhole()
{
    // File > Export timeline: the caption's hint says what the field is for, and was cut off.
    QFETCH(QString, language);
    QVERIFY(installInterfaceLanguage(language));
    TimelineExportDialog dialog(QStringLiteral("The double-charged order"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    bool found = false;
    for (const QLineEdit *field : dialog.findChildren<QLineEdit *>()) {
        if (field->placeholderText().isEmpty())
            continue;
        found = true;
        const int needed = field->fontMetrics().horizontalAdvance(field->placeholderText());
        QVERIFY2(needed <= field->contentsRect().width() - 8,
                 qPrintable(QStringLiteral("\"%1\": %2 in %3")
                                .arg(field->placeholderText())
                                .arg(needed)
                                .arg(field->contentsRect().width())));
    }
    QVERIFY(found);
}

void TestScreens::thePracticePanelFitsItsDock_data()
{
    everyAnswerFitsAt1280x720_data();
}

void TestScreens::thePracticePanelFitsItsDock()
{
    // Lessons > Practice: Spanish topic names side by side made the panel wider than its dock,
    // and the question was cut off at the right.
    QFETCH(QString, language);
    QVERIFY(installInterfaceLanguage(language));
    MainWindow window;
    window.openDefaultScenario();
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QDockWidget *dock = window.practiceDock();
    QVERIFY(dock);
    dock->show();
    dock->raise();
    settle();
    auto *scroll = dock->widget()->findChild<QScrollArea *>(QStringLiteral("practiceBody"));
    QVERIFY(scroll);
    QVERIFY2(scroll->widget()->width() <= scroll->viewport()->width(),
             qPrintable(QStringLiteral("%1 > %2")
                            .arg(scroll->widget()->width())
                            .arg(scroll->viewport()->width())));
    QVERIFY2(dock->widget()->minimumSizeHint().width() <= dock->width(),
             qPrintable(QStringLiteral("%1 > %2")
                            .arg(dock->widget()->minimumSizeHint().width())
                            .arg(dock->width())));
}

QTEST_MAIN(TestScreens)
#include "tst_screens.moc"
