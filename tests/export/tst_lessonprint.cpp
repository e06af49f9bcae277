// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson handouts and slides, read back as a reader would: the page count and size poppler's
// pdfinfo reports, the text pdftotext extracts (every step's title and narration, every question
// and its choices, the challenge's hints, the sources, the answers only when asked for), the
// pictures as pdftoppm draws a page (the timeline's colours where the picture is), the notes of
// a session, a cancelled export that leaves the old file alone, and `inflight export --handout`
// and `--slides` run as a user runs them, with clear errors for what does not go together.

#include "animationexport.h"
#include "gifreader.h"
#include "inflightprocess.h"
#include "lessonloader.h"
#include "lessonplayer.h"
#include "lessonprint.h"
#include "lessonprintchecks.h"
#include "lessonprintdialog.h"
#include "mainwindow.h"
#include "session.h"
#include "sessionfile.h"
#include "theme.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QImage>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTimer>

using namespace inflight;

using namespace inflight::printcheck;

class TestLessonPrint : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("InflightTests"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
        // KEEPDIR=1 keeps the PDFs, to look at.
        m_dir.setAutoRemove(!qEnvironmentVariableIsSet("KEEPDIR"));
        // Debian's poppler-utils, which quickstart.sh installs with the rest of what the tests
        // need: the PDF is read back by a program that is not ours.
        QVERIFY2(popplerInstalled(), "pdftotext, pdfinfo and pdftoppm (poppler-utils) are needed");
    }

    void firstSentenceIsTheCaption_data()
    {
        QTest::addColumn<QString>("markdown");
        QTest::addColumn<QString>("sentence");
        QTest::newRow("two paragraphs")
            << "At t=43 worker-1 charges the card.\n\nThe charge has happened."
            << "At t=43 worker-1 charges the card.";
        QTest::newRow("markup removed") << "The `orders` queue lends **m1**. Then it waits."
                                        << "The orders queue lends m1.";
        QTest::newRow("a number's point stays inside")
            << "The loan is 2.5 s long, e.g. for a test. Next."
            << "The loan is 2.5 s long, e.g. for a test.";
        QTest::newRow("a question") << "What does the queue know? Nothing."
                                    << "What does the queue know?";
        QTest::newRow("no full stop") << "A line without an end"
                                      << "A line without an end";
        QTest::newRow("a list after a colon")
            << "Here is what FIFO gives you:\n\n- Order within a group. Always.\n- Dedup."
            << "Here is what FIFO gives you.";
        QTest::newRow("a sentence in lower case follows")
            << "worker-2 charged ord_1 at t=32. worker-1 finishes at t=45."
            << "worker-2 charged ord_1 at t=32.";
        QTest::newRow("lines joined") << "One sentence\nover two lines. Two."
                                      << "One sentence over two lines.";
    }

    void firstSentenceIsTheCaption()
    {
        QFETCH(QString, markdown);
        QFETCH(QString, sentence);
        QCOMPARE(firstSentence(markdown), sentence);
    }

    void handoutHasEveryStepQuestionAndAnswer_data()
    {
        QTest::addColumn<QString>("lessonId");
        QTest::newRow("the double-charged order") << "double-charged-order";
        QTest::newRow("heartbeats") << "heartbeats";
        QTest::newRow("the interview (a number question)") << "interview";
    }

    void handoutHasEveryStepQuestionAndAnswer()
    {
        QFETCH(QString, lessonId);
        const Lesson &lesson = ::lesson(lessonId.toStdString()).lesson;
        LessonPrintOptions options;
        options.path = path(lessonId + QStringLiteral("-handout.pdf"));
        const LessonPrintResult result = print(lessonId.toStdString(), options);
        QVERIFY(result.pages > 0);
        QCOMPARE(pdfPages(options.path), result.pages);
        QVERIFY2(pdfPageSize(options.path).contains(QLatin1String("(A4)")),
                 qPrintable(pdfPageSize(options.path)));
        QCOMPARE(result.stepPages.size(), lesson.steps.size());
        QVERIFY(std::is_sorted(result.stepPages.begin(), result.stepPages.end()));
        QVERIFY(result.answersPage > result.stepPages.back());

        const QString text = pdfText(options.path);
        QVERIFY(text.contains(squeezed(qs(lesson.title))));
        QVERIFY(text.contains(plain(lesson.goal)));
        for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
            const LessonStep &step = lesson.steps[i];
            QVERIFY2(
                text.contains(squeezed(QStringLiteral("Step %1").arg(i + 1) +
                                       (step.title.empty() ? QString() : ": " + qs(step.title)))),
                qPrintable(qs(step.id)));
            // The narration, as text: its first and last sentences at least.
            const QString narration = plain(step.narration);
            QVERIFY2(text.contains(narration.left(60)), qPrintable(narration.left(60)));
            QVERIFY2(text.contains(narration.right(40)), qPrintable(narration.right(40)));
            if (!step.question)
                continue;
            QVERIFY(text.contains(plain(step.question->prompt)));
            for (const Choice &choice : step.question->choices)
                QVERIFY2(text.contains(plain(choice.text)), qPrintable(qs(choice.text)));
        }
        if (lesson.challenge) {
            QVERIFY(text.contains(squeezed(QStringLiteral("Challenge"))));
            for (const std::string &hint : lesson.challenge->hints)
                QVERIFY2(text.contains(plain(hint)), qPrintable(qs(hint)));
            QVERIFY(text.contains(squeezed(QStringLiteral("Challenge: a solution"))));
            QVERIFY(
                text.contains(squeezed(QStringLiteral("With it, the run passes every condition"))));
        }
        for (const LessonSource &source : lesson.sources)
            QVERIFY2(text.contains(squeezed(qs(source.url))), qPrintable(qs(source.url)));
        // The answers: after the steps, each question's right choice marked, with its reason.
        const qsizetype answers =
            text.indexOf(squeezed(QStringLiteral("Answers, for the teacher")));
        QVERIFY(answers >
                text.indexOf(squeezed(QStringLiteral("Step %1").arg(lesson.steps.size()))));
        for (const LessonStep &step : lesson.steps) {
            if (!step.question)
                continue;
            for (const Choice &choice : step.question->choices) {
                if (!choice.explanation.empty())
                    QVERIFY(text.indexOf(plain(choice.explanation).left(50), answers) > answers);
            }
        }
    }

    void noAnswersLeavesTheTeachersPagesOut()
    {
        const Lesson &lesson = ::lesson("double-charged-order").lesson;
        LessonPrintOptions options;
        options.path = path(QStringLiteral("no-answers.pdf"));
        options.answers = false;
        const LessonPrintResult result = print("double-charged-order", options);
        QCOMPARE(result.answersPage, 0);
        const QString text = pdfText(options.path);
        QVERIFY(!text.contains(squeezed(QStringLiteral("Answers, for the teacher"))));
        QVERIFY(!text.contains(squeezed(QStringLiteral("Challenge: a solution"))));
        int explanations = 0;
        for (const LessonStep &step : lesson.steps) {
            if (!step.question)
                continue;
            for (const Choice &choice : step.question->choices) {
                if (!choice.explanation.empty()) {
                    ++explanations;
                    QVERIFY2(!text.contains(plain(choice.explanation).left(50)),
                             qPrintable(qs(choice.explanation)));
                }
            }
        }
        QVERIFY(explanations > 0);
        // The students' pages are the same.
        QVERIFY(text.contains(plain(lesson.steps.back().narration).left(60)));
    }

    void everyStepHasItsPicture()
    {
        const Lesson &lesson = ::lesson("double-charged-order").lesson;
        LessonPrintOptions options;
        options.path = path(QStringLiteral("pictures.pdf"));
        const LessonPrintResult result = print("double-charged-order", options);
        // Each picture's legend is text in the PDF: one per run drawn (two for a step that
        // compares its fix).
        int runs = 0;
        for (const LessonStep &step : lesson.steps)
            runs += step.compare.empty() ? 1 : 2;
        const QString text = pdfText(options.path);
        QCOMPARE(text.count(squeezed(QStringLiteral("in flight (lent to a consumer)"))), runs);
        // And drawn: the page of the first step shows the timeline's colours, the page of the
        // answers none.
        const QImage stepPage = pdfPage(options.path, result.stepPages.front(), path("step"));
        const QImage answersPage = pdfPage(options.path, result.answersPage, path("answers"));
        QVERIFY(!stepPage.isNull() && !answersPage.isNull());
        const Palette palette = Palette::light();
        QVERIFY2(pixelsNear(stepPage, palette.inFlight) > 50,
                 qPrintable(QString::number(pixelsNear(stepPage, palette.inFlight))));
        QCOMPARE(pixelsNear(answersPage, palette.inFlight), 0);
    }

    void slidesAreAPagePerStepAndQuestion_data()
    {
        QTest::addColumn<QString>("lessonId");
        QTest::newRow("the double-charged order") << "double-charged-order";
        QTest::newRow("FIFO") << "fifo";
    }

    void slidesAreAPagePerStepAndQuestion()
    {
        QFETCH(QString, lessonId);
        const Lesson &lesson = ::lesson(lessonId.toStdString()).lesson;
        LessonPrintOptions options;
        options.kind = LessonPrintOptions::Kind::Slides;
        options.path = path(lessonId + QStringLiteral("-slides.pdf"));
        const LessonPrintResult result = print(lessonId.toStdString(), options);
        const int expected = slidesOf(lesson);
        QCOMPARE(result.pages, expected);
        QCOMPARE(pdfPages(options.path), expected);
        QCOMPARE(pdfPageSize(options.path), QStringLiteral("960 x 540 pts"));
        QCOMPARE(result.stepPages.size(), lesson.steps.size());
        QCOMPARE(result.answersPage, 0);
        const QString text = pdfText(options.path);
        for (const LessonStep &step : lesson.steps) {
            // The caption is the narration's first sentence, word for word.
            const QString caption = firstSentence(qs(step.narration));
            QVERIFY(caption.size() > 10);
            QVERIFY2(text.contains(squeezed(caption)), qPrintable(caption));
            if (step.question)
                QVERIFY(text.contains(plain(step.question->prompt)));
        }
        // No answers on a slide: the room answers.
        QVERIFY(!text.contains(squeezed(QStringLiteral("Answers, for the teacher"))));
    }

    /// Every lesson, as a teacher would take it to class: its handout and slides, and its
    /// walkthrough GIF (small and quick here; tst_animationexport checks the frames closely).
    void aCancelledExportLeavesTheOldFile()
    {
        const QString file = path(QStringLiteral("kept.pdf"));
        {
            QFile old(file);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("the teacher's old handout");
        }
        const LoadedLesson &loaded = lesson("double-charged-order");
        LessonPrintOptions options;
        options.path = file;
        QString error;
        int calls = 0;
        QVERIFY(!printLesson(loaded.lesson, loaded.run, options, nullptr, &error,
                             [&calls](int done, int) {
                                 ++calls;
                                 return done < 3;
                             }));
        QCOMPARE(calls, 3);
        QVERIFY(error.contains(file));
        QFile kept(file);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("the teacher's old handout"));
    }

    void theCommandWritesHandoutsAndSlides_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("environment");
        QTest::addColumn<QString>("said");
        QTest::addColumn<QString>("pageSize");
        QTest::newRow("handout, A4 from a European locale")
            << QStringList{"--lesson", "double-charged-order", "--handout", "h-de.pdf"}
            << "LC_ALL=de_DE.UTF-8"
            << " geschrieben (Handout, A4,"
            << "(A4)";
        QTest::newRow("handout, Letter from the US locale")
            << QStringList{"--lesson", "2", "--handout", "h-us.pdf"} << "LC_ALL=en_US.UTF-8"
            << "(handout, Letter,"
            << "(letter)";
        QTest::newRow("handout, --paper letter")
            << QStringList{"--lesson", "2", "--handout", "h-letter.pdf", "--paper", "letter"}
            << "LC_ALL=en_GB.UTF-8"
            << "(handout, Letter,"
            << "(letter)";
        QTest::newRow("handout without answers")
            << QStringList{"--lesson", "2", "--handout", "h-none.pdf", "--no-answers"}
            << "LC_ALL=en_GB.UTF-8"
            << ", no answers)"
            << "(A4)";
        QTest::newRow("slides") << QStringList{"--lesson", "fifo", "--slides", "s.pdf"}
                                << "LC_ALL=en_GB.UTF-8"
                                << "(slides,"
                                << "960 x 540 pts";
    }

    void theCommandWritesHandoutsAndSlides()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, environment);
        QFETCH(QString, said);
        QFETCH(QString, pageSize);
        const QString file = path(arguments.at(3));
        arguments[3] = file;
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("LANG"));
        env.remove(QStringLiteral("LC_MEASUREMENT"));
        env.remove(QStringLiteral("LC_PAPER"));
        env.insert(environment.section('=', 0, 0), environment.section('=', 1));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(INFLIGHT_BINARY), QStringList{"export"} + arguments);
        QVERIFY(process.waitForFinished(120000));
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        QVERIFY2(process.exitCode() == 0, qPrintable(process.readAllStandardError()));
        // A German locale speaks German: "FILE geschrieben (Handout, A4, 13 Seiten, ...)".
        QVERIFY2(out.startsWith(QStringLiteral("wrote ") + file + u' ') ||
                     out.startsWith(file + QStringLiteral(" geschrieben")),
                 qPrintable(out));
        QVERIFY2(out.contains(said), qPrintable(out));
        static const QRegularExpression pages(QStringLiteral("(\\d+) (pages|Seiten)"));
        QCOMPARE(pdfPages(file), pages.match(out).captured(1).toInt());
        QVERIFY2(pdfPageSize(file).contains(pageSize), qPrintable(pdfPageSize(file)));
    }

    void theSameLessonGivesTheSameBytes()
    {
        // A teacher's handout regenerated, or checked into a course's repository, changed only
        // when the lesson did: not with the moment it was written nor with the process's hash
        // seed (the order Qt embeds the fonts in).
        QByteArray first;
        for (int round = 0; round < 3; ++round) {
            const QString pdf = path(QStringLiteral("again-%1.pdf").arg(round));
            const CommandResult result =
                runInflight({QStringLiteral("export"), QStringLiteral("--lesson"),
                             QStringLiteral("fifo"), QStringLiteral("--slides"), pdf});
            QVERIFY2(result.status == 0, qPrintable(result.err));
            QFile file(pdf);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray bytes = file.readAll();
            QVERIFY(!bytes.isEmpty());
            QVERIFY(!bytes.contains("/CreationDate (D:"));
            if (round == 0) {
                first = bytes;
                // A second apart at least: a creation date would differ.
                QTest::qWait(1100);
                continue;
            }
            QVERIFY2(bytes == first, qPrintable(pdf));
        }
    }

    void aSessionsNotesAreDrawnAndListed()
    {
        const Lesson &lesson = ::lesson("double-charged-order").lesson;
        Session session;
        session.source = Session::Source::Lesson;
        session.lessonId = qs(lesson.id);
        session.lessonVersion = lesson.version;
        Annotation charge;
        charge.timeMs = 43000;
        charge.text = QStringLiteral("charged here, never deleted");
        Annotation again;
        again.timeMs = 70000;
        again.text = QStringLiteral("and charged again after the loan");
        session.annotations = {again, charge};
        const QString file = path(QStringLiteral("notes.inflight"));
        QCOMPARE(saveSession(session, file), QString());
        for (const QString &kind : {QStringLiteral("--handout"), QStringLiteral("--slides")}) {
            const QString pdf = path(QStringLiteral("notes") + kind + QStringLiteral(".pdf"));
            const CommandResult result = runInflight(
                {QStringLiteral("export"), QStringLiteral("--session"), file, kind, pdf});
            QVERIFY2(result.status == 0, qPrintable(result.err));
            QVERIFY2(result.out.contains(QLatin1String(", 2 notes)")), qPrintable(result.out));
            const QString text = pdfText(pdf);
            QVERIFY(text.contains(squeezed(QStringLiteral("Notes from the session"))));
            // Listed in time order, with their times...
            const qsizetype first =
                text.indexOf(squeezed(QStringLiteral("t = 43 s: charged here, never deleted")));
            const qsizetype second = text.indexOf(
                squeezed(QStringLiteral("t = 70 s: and charged again after the loan")));
            QVERIFY2(first >= 0 && second > first, qPrintable(text.right(600)));
            // ...and drawn on the pictures whose window holds them (shortened where the picture is
            // narrow)...
            QVERIFY(text.count(squeezed(QStringLiteral("charged here, never"))) >= 2);
        }
    }

    void badArgumentsAreNamed_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        const QString scenario = QStringLiteral(INFLIGHT_SCENARIOS "/double-charge-toy.json");
        QTest::newRow("a scenario file") << QStringList{scenario, "--handout", "x.pdf"} << 2
                                         << "a handout is made from a lesson";
        QTest::newRow("both") << QStringList{"--lesson", "2",        "--handout",
                                             "x.pdf",    "--slides", "y.pdf"}
                              << 2 << "one at a time";
        QTest::newRow("a picture's option")
            << QStringList{"--lesson", "2", "--slides", "x.pdf", "--step", "3"} << 2
            << "--step is for a picture";
        QTest::newRow("--no-answers on slides")
            << QStringList{"--lesson", "2", "--slides", "x.pdf", "--no-answers"} << 2
            << "--no-answers is for --handout";
        QTest::newRow("an unknown paper")
            << QStringList{"--lesson", "2", "--handout", "x.pdf", "--paper", "a5"} << 2
            << "--paper takes a4 or letter, not 'a5'";
        QTest::newRow("not a PDF") << QStringList{"--lesson", "2", "--handout", "x.png"} << 1
                                   << "a handout or a slide deck is a PDF";
        QTest::newRow("an unknown lesson")
            << QStringList{"--lesson", "no-such-lesson", "--handout", "x.pdf"} << 1
            << "no lesson 'no-such-lesson'";
        QTest::newRow("a session on a scenario")
            << QStringList{"--session", INFLIGHT_FIXTURES "/session-v2.inflight", "--slides",
                           "x.pdf"}
            << 1 << "is not a session on a lesson";
        QTest::newRow("a folder that is not there")
            << QStringList{"--lesson", "2", "--handout", "/no/such/folder/x.pdf"} << 1
            << "cannot write /no/such/folder/x.pdf";
    }

    void badArgumentsAreNamed()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, status);
        QFETCH(QString, message);
        const CommandResult result = runInflight(QStringList{"export"} + arguments);
        QCOMPARE(result.status, status);
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
        QVERIFY(result.out.isEmpty());
    }

    void theLessonsMenuOffersThemWithALessonOpen()
    {
        MainWindow window;
        window.openDefaultScenario();
        QMenu *lessons = nullptr;
        for (QMenu *menu : window.menuBar()->findChildren<QMenu *>()) {
            if (menu->title() == QStringLiteral("&Lessons"))
                lessons = menu;
        }
        QVERIFY(lessons);
        auto action = [lessons](const QString &text) -> QAction * {
            for (QAction *a : lessons->actions()) {
                if (a->text() == text)
                    return a;
            }
            return nullptr;
        };
        QAction *handout = action(QStringLiteral("Export &handout…"));
        QAction *slides = action(QStringLiteral("Export &slides…"));
        QVERIFY(handout && slides);
        // Nothing to print without a lesson: the entries say so by being unavailable.
        QVERIFY(!handout->isEnabled() && !slides->isEnabled());
        for (const LessonEntry &entry : listLessons(defaultLessonDirectory())) {
            if (entry.id == "heartbeats")
                QVERIFY(window.openLesson(qs(entry.path)));
        }
        QVERIFY(handout->isEnabled() && slides->isEnabled());
        window.lessonSession()->closeLesson();
        QVERIFY(!handout->isEnabled() && !slides->isEnabled());
    }

    /// Lessons > Export handout... as a teacher goes through it: the choices, the file, the PDF.
    void theWindowWritesAHandoutWithTheSessionsNotes()
    {
        const LoadedLesson &loaded = lesson("heartbeats");
        const QString file = path(QStringLiteral("from-the-window.pdf"));
        Annotations notes(1);
        notes.front().timeMs = 20000;
        notes.front().text = QStringLiteral("a note from the window");
        int dialogs = 0;
        QString unexpected;
        // The timers stop with the test: they are the guard's.
        QObject guard;
        // Each modal dialog in turn: the choices (untick the answers), then the file dialog. Any
        // other (a warning) is noted and closed, so that the test fails instead of waiting on it.
        std::function<void()> answer = [&] {
            QWidget *modal = QApplication::activeModalWidget();
            if (auto *choices = qobject_cast<LessonPrintDialog *>(modal)) {
                ++dialogs;
                choices->findChild<QCheckBox *>(QStringLiteral("answers"))->setChecked(false);
                choices->accept();
            } else if (auto *files = qobject_cast<QFileDialog *>(modal)) {
                ++dialogs;
                // selectFile() leaves the name alone while the name field has the focus, which
                // it gets at a moment that depends on the machine: then the dialog would save
                // under its suggested name. The field is typed into, as the user would.
                auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
                QVERIFY(name);
                name->setText(file);
                QMetaObject::invokeMethod(files, "accept", Qt::QueuedConnection);
            } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                unexpected += box->text();
                box->reject();
            }
            QTimer::singleShot(20, &guard, answer);
        };
        QTimer::singleShot(20, &guard, answer);
        LessonPrintDialog::exportLesson(nullptr, LessonPrintOptions::Kind::Handout, loaded.lesson,
                                        notes);
        QVERIFY2(unexpected.isEmpty(), qPrintable(unexpected));
        QCOMPARE(dialogs, 2);
        QVERIFY(QFile::exists(file));
        const QString text = pdfText(file);
        QVERIFY(text.contains(squeezed(qs(loaded.lesson.title))));
        QVERIFY(text.contains(squeezed(QStringLiteral("t = 20 s: a note from the window"))));
        QVERIFY(!text.contains(squeezed(QStringLiteral("Answers, for the teacher"))));
        QCOMPARE(pdfPageSize(file).contains(QLatin1String("(A4)")),
                 paperFor(QLocale::system()).id() == QPageSize::A4);
    }

    void theDialogOffersWhatTheKindTakes()
    {
        const Lesson &lesson = ::lesson("double-charged-order").lesson;
        LessonPrintDialog handout(LessonPrintOptions::Kind::Handout, lesson, 2);
        auto *paper = handout.findChild<QComboBox *>(QStringLiteral("paper"));
        auto *answers = handout.findChild<QCheckBox *>(QStringLiteral("answers"));
        auto *notes = handout.findChild<QCheckBox *>(QStringLiteral("notes"));
        QVERIFY(paper && answers && notes);
        paper->setCurrentIndex(paper->findData(QStringLiteral("letter")));
        answers->setChecked(false);
        notes->setChecked(false);
        const LessonPrintOptions chosen = handout.options();
        QCOMPARE(chosen.kind, LessonPrintOptions::Kind::Handout);
        QCOMPARE(chosen.paper.id(), QPageSize::Letter);
        QVERIFY(!chosen.answers);
        QVERIFY(!handout.includeNotes());
        if (const QString shot = qEnvironmentVariable("INFLIGHT_DIALOG_SHOT"); !shot.isEmpty()) {
            handout.show();
            QVERIFY(handout.grab().save(shot));
        }

        // Slides have no paper and no answers; without notes there is nothing to include.
        LessonPrintDialog slides(LessonPrintOptions::Kind::Slides, lesson, 0);
        QVERIFY(!slides.findChild<QComboBox *>(QStringLiteral("paper")));
        QVERIFY(!slides.findChild<QCheckBox *>(QStringLiteral("answers")));
        QVERIFY(!slides.findChild<QCheckBox *>(QStringLiteral("notes")));
        QCOMPARE(slides.options().kind, LessonPrintOptions::Kind::Slides);
    }
};

QTEST_MAIN(TestLessonPrint)
#include "tst_lessonprint.moc"
