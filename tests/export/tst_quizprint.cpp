// SPDX-License-Identifier: GPL-3.0-or-later
// The classroom quiz (views/export/quizprint.h), read back as a teacher would: 30 variants of the
// same topics with other numbers, each starting on a new page headed with its number, in the
// order and with the prompts the practice library drew; the answer key's answers the library's
// right choices; the same seed giving the same bytes; `inflight practice --handout --answer-key`
// run as a user runs it; and File > Export practice quiz's dialog.

#include "inflightprocess.h"
#include "language.h"
#include "lessonprintchecks.h"
#include "quizexportdialog.h"
#include "quizprint.h"
#include "theme.h"

#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace inflight;
using namespace inflight::printcheck;

namespace {

practice::PracticeOptions quizOptions(std::uint64_t seed, int count)
{
    practice::PracticeOptions options;
    options.seed = seed;
    options.count = count;
    return options;
}

/// Pages `first` to `last` of a PDF as text (squeezed); from `left` points rightwards only (the
/// key's column of answers, without the labels of the pictures beside it).
QString pagesText(const QString &path, int first, int last, int left = 0)
{
    return squeezed(poppler(QStringLiteral("pdftotext"),
                            {QStringLiteral("-f"), QString::number(first), QStringLiteral("-l"),
                             QString::number(last), QStringLiteral("-x"), QString::number(left),
                             QStringLiteral("-y"), QStringLiteral("0"), QStringLiteral("-W"),
                             QString::number(1000 - left), QStringLiteral("-H"),
                             QStringLiteral("1000"), path, QStringLiteral("-")}));
}

QString filled(const Sentence &sentence)
{
    return QString::fromStdString(fillSentence(sentence));
}

/// "A", "B", ... as the quiz letters its choices (written here, not borrowed from the code under
/// test).
QString letter(std::size_t index)
{
    return QString(QChar(u'A' + static_cast<char16_t>(index)));
}

QByteArray bytesOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestQuizPrint : public QObject {
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
        if (!m_dir.autoRemove())
            qInfo("PDFs kept in %s", qPrintable(m_dir.path()));
        QVERIFY2(popplerInstalled(), "pdftotext, pdfinfo and pdftoppm (poppler-utils) are needed");
        // English, as the command speaks it here, with its plural forms ("4 questions").
        QVERIFY(installInterfaceLanguage(QStringLiteral("en")));
    }

    void variantsKeepTheTopicsAndChangeTheNumbers()
    {
        const practice::PracticeOptions options = quizOptions(7, 10);
        const std::vector<practice::PracticeQuestion> plan = practice::draftQuestions(options);
        const std::vector<QuizVariant> quiz = draftQuizVariants(options, 30);
        QCOMPARE(quiz.size(), std::size_t(30));
        QSet<QString> whole;
        std::vector<QSet<QString>> perQuestion(plan.size());
        QSet<quint64> seeds;
        for (const QuizVariant &variant : quiz) {
            QCOMPARE(variant.questions.size(), plan.size());
            QCOMPARE(variant.seed, quizVariantSeed(7, variant.number));
            seeds.insert(variant.seed);
            QString prompts;
            for (std::size_t i = 0; i < plan.size(); ++i) {
                const practice::PracticeQuestion &question = variant.questions[i];
                QCOMPARE(question.topic, plan[i].topic);
                QCOMPARE(question.level, plan[i].level);
                perQuestion[i].insert(filled(question.prompt));
                prompts += filled(question.prompt);
            }
            whole.insert(prompts);
        }
        QCOMPARE(seeds.size(), 30);
        // No two students have the same quiz, and each question has many versions (the
        // stale-handle question has three: two to four workers).
        QCOMPARE(whole.size(), 30);
        for (std::size_t i = 0; i < plan.size(); ++i) {
            const int wanted = plan[i].topic == practice::Topic::StaleHandle ? 2 : 10;
            QVERIFY2(perQuestion[i].size() >= wanted,
                     qPrintable(QStringLiteral("question %1 (%2): %3 versions")
                                    .arg(i + 1)
                                    .arg(QString::fromLatin1(practice::topicInfo(plan[i].topic).id))
                                    .arg(perQuestion[i].size())));
        }
        // Deterministic: drawn again, the same.
        const std::vector<QuizVariant> again = draftQuizVariants(options, 30);
        for (std::size_t v = 0; v < quiz.size(); ++v) {
            for (std::size_t i = 0; i < plan.size(); ++i)
                QCOMPARE(practice::questionJson(again[v].questions[i], true),
                         practice::questionJson(quiz[v].questions[i], true));
        }
    }

    void thirtyVariantsPrintAsTheLibraryDrewThem()
    {
        const std::vector<QuizVariant> quiz = draftQuizVariants(quizOptions(7, 10), 30);
        QuizPrintOptions options;
        options.seed = 7;
        options.handoutPath = path(QStringLiteral("quiz.pdf"));
        options.answerKeyPath = path(QStringLiteral("key.pdf"));
        QuizPrintResult result;
        QString error;
        QVERIFY2(printQuiz(quiz, options, &result, &error), qPrintable(error));
        QCOMPARE(pdfPages(options.handoutPath), result.handoutPages);
        QCOMPARE(pdfPages(options.answerKeyPath), result.answerKeyPages);
        QCOMPARE(result.handoutVariantPages.size(), std::size_t(30));
        QCOMPARE(result.answerKeyVariantPages.size(), std::size_t(30));
        QCOMPARE(result.handoutVariantPages.front(), 1);
        QCOMPARE(result.answerKeyVariantPages.front(), 1);
        // Every variant on pages of its own, at most two pages of questions and three of answers.
        for (std::size_t v = 1; v < 30; ++v) {
            const int handout = result.handoutVariantPages[v] - result.handoutVariantPages[v - 1];
            const int key = result.answerKeyVariantPages[v] - result.answerKeyVariantPages[v - 1];
            QVERIFY2(handout >= 1 && handout <= 2, qPrintable(QString::number(handout)));
            QVERIFY2(key >= 1 && key <= 3, qPrintable(QString::number(key)));
        }
        for (std::size_t v = 0; v < quiz.size(); ++v) {
            const int first = result.handoutVariantPages[v];
            const int last =
                v + 1 < quiz.size() ? result.handoutVariantPages[v + 1] - 1 : result.handoutPages;
            const QString handout = pagesText(options.handoutPath, first, last);
            const QString heading = squeezed(QStringLiteral("Variant %1 of 30").arg(v + 1));
            QVERIFY2(handout.contains(heading), qPrintable(heading));
            QVERIFY(handout.contains(QLatin1String("Name")));
            QVERIFY(handout.contains(QLatin1String("Date")));
            const int keyFirst = result.answerKeyVariantPages[v];
            const int keyLast = v + 1 < quiz.size() ? result.answerKeyVariantPages[v + 1] - 1
                                                    : result.answerKeyPages;
            // The pictures are 230 points wide from the left margin (54).
            const QString key = pagesText(options.answerKeyPath, keyFirst, keyLast, 290);
            QVERIFY2(key.contains(heading), qPrintable(heading));
            qsizetype at = 0;
            qsizetype keyAt = 0;
            for (std::size_t i = 0; i < quiz[v].questions.size(); ++i) {
                const practice::PracticeQuestion &question = quiz[v].questions[i];
                // The prompt and every choice, lettered, in the library's order.
                const QString prompt = squeezed(filled(question.prompt));
                at = handout.indexOf(prompt, at);
                QVERIFY2(at >= 0, qPrintable(QStringLiteral("variant %1, question %2: %3")
                                                 .arg(v + 1)
                                                 .arg(i + 1)
                                                 .arg(filled(question.prompt))));
                for (std::size_t c = 0; c < question.choices.size(); ++c)
                    QVERIFY(handout.indexOf(squeezed(letter(c) + QStringLiteral(".") +
                                                     filled(question.choices[c])),
                                            at) > at);
                // The key: the number, the right letter and choice, the explanation.
                const auto right = static_cast<std::size_t>(question.rightChoice);
                const QString answer =
                    squeezed(QStringLiteral("%1. %2. %3")
                                 .arg(i + 1)
                                 .arg(letter(right), filled(question.choices[right])));
                keyAt = key.indexOf(answer, keyAt);
                QVERIFY2(keyAt >= 0,
                         qPrintable(QStringLiteral("variant %1: %2").arg(v + 1).arg(answer)));
                QVERIFY(key.indexOf(squeezed(filled(question.explanation)), keyAt) > keyAt);
                // The right choice is the library's answer, read from the run.
                if (question.kind == practice::PracticeQuestion::Kind::Number)
                    QVERIFY2(
                        filled(question.choices[right]).endsWith(QString::number(question.answer)),
                        qPrintable(filled(question.choices[right])));
            }
        }
        // The key's pictures: the timeline's colours on its pages (in-flight cyan), and none on
        // the handout's.
        const QImage keyPage = pdfPage(options.answerKeyPath, 1, path(QStringLiteral("key1")));
        const QImage quizPage = pdfPage(options.handoutPath, 1, path(QStringLiteral("quiz1")));
        const QColor inFlight = Palette::light().inFlight;
        QVERIFY2(pixelsNear(keyPage, inFlight) > 50,
                 qPrintable(QString::number(pixelsNear(keyPage, inFlight))));
        QCOMPARE(pixelsNear(quizPage, inFlight), 0);
    }

    void theSameQuizGivesTheSameBytes()
    {
        const std::vector<QuizVariant> quiz = draftQuizVariants(quizOptions(11, 4), 3);
        QByteArray first[2];
        for (int round = 0; round < 2; ++round) {
            QuizPrintOptions options;
            options.seed = 11;
            options.handoutPath = path(QStringLiteral("same-%1.pdf").arg(round));
            options.answerKeyPath = path(QStringLiteral("same-key-%1.pdf").arg(round));
            QString error;
            QVERIFY2(printQuiz(quiz, options, nullptr, &error), qPrintable(error));
            if (round == 0) {
                first[0] = bytesOf(options.handoutPath);
                first[1] = bytesOf(options.answerKeyPath);
                // A second apart at least: a creation date would differ.
                QTest::qWait(1100);
                continue;
            }
            QVERIFY(!first[0].isEmpty());
            QVERIFY(bytesOf(options.handoutPath) == first[0]);
            QVERIFY(bytesOf(options.answerKeyPath) == first[1]);
        }
        QVERIFY(!first[0].contains("/CreationDate (D:"));
    }

    void aFailedExportLeavesTheOldFile()
    {
        const QString quizPath = path(QStringLiteral("kept.pdf"));
        QFile old(quizPath);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old");
        old.close();
        const std::vector<QuizVariant> quiz = draftQuizVariants(quizOptions(3, 2), 5);
        QuizPrintOptions options;
        options.handoutPath = quizPath;
        QString error;
        QVERIFY(!printQuiz(quiz, options, nullptr, &error, [](int done, int) { return done < 2; }));
        QVERIFY2(error.contains(QLatin1String("cancelled")), qPrintable(error));
        QCOMPARE(bytesOf(quizPath), QByteArray("old"));
        options.handoutPath = path(QStringLiteral("quiz.txt"));
        QVERIFY(!printQuiz(quiz, options, nullptr, &error));
        QVERIFY2(error.contains(QLatin1String("name it .pdf")), qPrintable(error));
    }

    void theCommandWritesBothFiles()
    {
        const QStringList arguments = {QStringLiteral("practice"),
                                       QStringLiteral("--seed"),
                                       QStringLiteral("5"),
                                       QStringLiteral("--count"),
                                       QStringLiteral("3"),
                                       QStringLiteral("--variants"),
                                       QStringLiteral("4"),
                                       QStringLiteral("--topic"),
                                       QStringLiteral("heartbeats"),
                                       QStringLiteral("--topic"),
                                       QStringLiteral("fifo"),
                                       QStringLiteral("--handout"),
                                       path(QStringLiteral("cli.pdf")),
                                       QStringLiteral("--answer-key"),
                                       path(QStringLiteral("cli-key.pdf"))};
        // As on a server: no display; the command chooses the offscreen platform.
        const CommandResult r = runInflight(arguments, {}, CommandDisplay::None);
        QCOMPARE(r.status, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("wrote %1 (quiz, 4 variants, ")
                                    .arg(path(QStringLiteral("cli.pdf")))),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("(answer key, 4 variants, ")), qPrintable(r.out));
        const QByteArray quiz = bytesOf(path(QStringLiteral("cli.pdf")));
        const QString text = pdfText(path(QStringLiteral("cli.pdf")));
        for (int v = 1; v <= 4; ++v)
            QVERIFY(text.contains(squeezed(QStringLiteral("Variant %1 of 4").arg(v))));
        // The command and the library draw the same quiz; run again, the same bytes.
        practice::PracticeOptions options = quizOptions(5, 3);
        options.topics = {practice::Topic::Heartbeats, practice::Topic::Fifo};
        const std::vector<QuizVariant> drawn = draftQuizVariants(options, 4);
        QVERIFY(text.contains(squeezed(filled(drawn[3].questions[2].prompt))));
        // Each run is a new process with its own hash seed, which chose the order Qt embeds
        // the fonts in before the command fixed it: three runs, to catch an order left to chance.
        for (int again = 0; again < 3; ++again) {
            QCOMPARE(runInflight(arguments).status, 0);
            QVERIFY(bytesOf(path(QStringLiteral("cli.pdf"))) == quiz);
        }
    }

    void theDialogWritesWhatItShows()
    {
        QuizExportDialog dialog;
        // Every field has a name a screen reader says.
        for (QWidget *field : dialog.findChildren<QWidget *>()) {
            // (A spin box's own line edit is the spin box's, which has the name.)
            if (!field->objectName().startsWith(QLatin1String("qt_")) &&
                (qobject_cast<QLineEdit *>(field) || qobject_cast<QSpinBox *>(field) ||
                 qobject_cast<QComboBox *>(field) || qobject_cast<QListWidget *>(field)))
                QVERIFY2(!field->accessibleName().isEmpty(), qPrintable(field->objectName()));
        }
        auto *topics = dialog.findChild<QListWidget *>(QStringLiteral("topics"));
        QVERIFY(topics);
        QCOMPARE(topics->count(), practice::topicCount);
        // Topics are listed by their names for people, not the command line's ids.
        QCOMPARE(topics->item(0)->text(), QStringLiteral("Visibility timeout"));
        for (int i = 0; i < topics->count(); ++i) {
            const QString text = topics->item(i)->text();
            if (text != QLatin1String("Dead-letter queue") && text != QLatin1String("Cost"))
                topics->item(i)->setCheckState(Qt::Unchecked);
        }
        dialog.findChild<QSpinBox *>(QStringLiteral("count"))->setValue(4);
        dialog.findChild<QSpinBox *>(QStringLiteral("variants"))->setValue(3);
        dialog.findChild<QSpinBox *>(QStringLiteral("seed"))->setValue(21);
        auto *level = dialog.findChild<QComboBox *>(QStringLiteral("level"));
        level->setCurrentIndex(level->findData(2));
        dialog.findChild<QLineEdit *>(QStringLiteral("handout"))
            ->setText(path(QStringLiteral("dialog.pdf")));
        dialog.findChild<QLineEdit *>(QStringLiteral("answerKey"))
            ->setText(path(QStringLiteral("dialog-key.pdf")));
        const practice::PracticeOptions options = dialog.practiceOptions();
        QCOMPARE(options.seed, std::uint64_t(21));
        QCOMPARE(options.count, 4);
        QCOMPARE(options.level, 2);
        QCOMPARE(options.topics.size(), std::size_t(2));
        QString error;
        QVERIFY2(dialog.write(nullptr, &error), qPrintable(error));
        // The same files as the command line's for the same choices.
        const CommandResult r = runInflight(
            {QStringLiteral("practice"), QStringLiteral("--seed"), QStringLiteral("21"),
             QStringLiteral("--count"), QStringLiteral("4"), QStringLiteral("--variants"),
             QStringLiteral("3"), QStringLiteral("--level"), QStringLiteral("2"),
             QStringLiteral("--topic"), QStringLiteral("dead-letter"), QStringLiteral("--topic"),
             QStringLiteral("cost"), QStringLiteral("--paper"),
             dialog.printOptions().paper.id() == QPageSize::Letter ? QStringLiteral("letter")
                                                                   : QStringLiteral("a4"),
             QStringLiteral("--handout"), path(QStringLiteral("dialog-cli.pdf"))});
        QCOMPARE(r.status, 0);
        // The same pages and text (the bytes may differ: a window embeds its fonts in the order
        // of its own hash seed, the command in a fixed one).
        QCOMPARE(pdfPages(path(QStringLiteral("dialog.pdf"))),
                 pdfPages(path(QStringLiteral("dialog-cli.pdf"))));
        QCOMPARE(pdfText(path(QStringLiteral("dialog.pdf"))),
                 pdfText(path(QStringLiteral("dialog-cli.pdf"))));
        QCOMPARE(pdfPages(path(QStringLiteral("dialog-key.pdf"))) >= 3, true);
    }
};

QTEST_MAIN(TestQuizPrint)
#include "tst_quizprint.moc"
