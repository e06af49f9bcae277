// SPDX-License-Identifier: GPL-3.0-or-later
#include "practicecommand.h"

#include "commandstreams.h"
#include "language.h"
#include "lessonprint.h"
#include "questiondraft.h"
#include "quizprint.h"

#include <QCommandLineParser>

#include <string>

namespace inflight {

namespace {

QTextStream &err()
{
    return commandErr();
}

QTextStream &out()
{
    return commandOut();
}

/// The topics' ids, "visibility-timeout, heartbeats, ...", for the help and for errors.
QString topicList()
{
    QStringList ids;
    for (const practice::TopicInfo &info : practice::topics())
        ids << QString::fromLatin1(info.id);
    return ids.join(QStringLiteral(", "));
}

/// A whole number in [min, max] from an option, or false after saying why.
bool readNumber(const QCommandLineParser &parser, const QString &option, qulonglong min,
                qulonglong max, qulonglong &value)
{
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    value = parser.value(option).toULongLong(&ok);
    if (!ok || value < min || value > max) {
        err() << CommandText::tr("inflight practice: --%1 takes a whole number from %2 to %3, "
                                 "not '%4'")
                     .arg(option)
                     .arg(min)
                     .arg(max)
                     .arg(parser.value(option))
              << '\n';
        return false;
    }
    return true;
}

/// The options that only a printed quiz takes, and those it does not.
const QStringList quizOnly = {QStringLiteral("variants"), QStringLiteral("paper"),
                              QStringLiteral("lang")};
const QStringList textOnly = {QStringLiteral("json"), QStringLiteral("answers")};

bool printsQuiz(const QCommandLineParser &parser)
{
    return parser.isSet(QStringLiteral("handout")) || parser.isSet(QStringLiteral("answer-key"));
}

/// The classroom quiz: --variants quizzes as a handout and their answer key.
int runQuiz(const QCommandLineParser &parser, const practice::PracticeOptions &options)
{
    qulonglong variants = 1;
    if (!readNumber(parser, QStringLiteral("variants"), 1, 100, variants))
        return 2;
    QuizPrintOptions print;
    print.seed = options.seed;
    print.handoutPath = parser.value(QStringLiteral("handout"));
    print.answerKeyPath = parser.value(QStringLiteral("answer-key"));
    print.paper = paperFor(QLocale());
    if (parser.isSet(QStringLiteral("paper"))) {
        const std::optional<QPageSize> paper = paperFromName(parser.value(QStringLiteral("paper")));
        if (!paper) {
            err() << CommandText::tr("inflight practice: --paper takes a4 or letter, not '%1'")
                         .arg(parser.value(QStringLiteral("paper")))
                  << '\n';
            return 2;
        }
        print.paper = *paper;
    }
    if (!print.handoutPath.isEmpty() && print.handoutPath == print.answerKeyPath) {
        err() << CommandText::tr("inflight practice: --handout and --answer-key name the same "
                                 "file")
              << '\n';
        return 2;
    }
    const std::vector<QuizVariant> quiz = draftQuizVariants(options, static_cast<int>(variants));
    for (const QuizVariant &variant : quiz) {
        if (static_cast<int>(variant.questions.size()) != options.count) {
            err() << CommandText::tr("inflight practice: only %1 of %2 questions could be "
                                     "drawn for variant %3")
                         .arg(variant.questions.size())
                         .arg(options.count)
                         .arg(variant.number)
                  << '\n';
            return 1;
        }
    }
    QuizPrintResult result;
    QString error;
    if (!printQuiz(quiz, print, &result, &error)) {
        err() << CommandText::tr("inflight practice: %1").arg(error) << '\n';
        return 1;
    }
    const QString paper = print.paper.id() == QPageSize::Letter ? QStringLiteral("Letter")
                          : print.paper.id() == QPageSize::A4   ? QStringLiteral("A4")
                                                                : print.paper.name();
    auto said = [&](const QString &path, const QString &what, int pages) {
        if (!path.isEmpty())
            out() << CommandText::tr("wrote %1 (%2)")
                         .arg(path,
                              QStringList{what,
                                          CommandText::tr("%n variant(s)", nullptr,
                                                          static_cast<int>(quiz.size())),
                                          paper, CommandText::tr("%n page(s)", nullptr, pages)}
                                  .join(QStringLiteral(", ")))
                  << '\n';
    };
    said(print.handoutPath, CommandText::tr("quiz"), result.handoutPages);
    said(print.answerKeyPath, CommandText::tr("answer key"), result.answerKeyPages);
    out().flush();
    return 0;
}

} // namespace

void describePractice(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        QStringLiteral("Prints practice questions generated from a seed. Each question runs a "
                       "scenario of its own on the engine and reads its right answer from the "
                       "run; the wrong choices are named mistakes. The same seed gives the same "
                       "questions. Topics: ") +
        topicList() + QStringLiteral(". See docs/practice.md."));
    parser.addOption(QCommandLineOption(
        QStringLiteral("seed"), QStringLiteral("Draw the questions from seed N (default 1)."),
        QStringLiteral("N")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("count"), QStringLiteral("How many questions, 1 to 1000 (default 10)."),
        QStringLiteral("N")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("topic"),
        QStringLiteral("Only this topic; repeat for several (default: every topic)."),
        QStringLiteral("T")));
    parser.addOption(QCommandLineOption(QStringLiteral("level"),
                                        QStringLiteral("Only this level, 1 to 3 (default: mixed)."),
                                        QStringLiteral("L")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("json"),
        QStringLiteral("One JSON object per line and question: topic, level, prompt, choices, "
                       "answer, explanation, lesson, source and its scenario (runnable with "
                       "'inflight run').")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("answers"),
        QStringLiteral("Add the answers, explanations and the mistake behind each wrong "
                       "choice.")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("handout"),
        QStringLiteral("Write the questions as a quiz to print, a PDF: one variant per student "
                       "(--variants), each on new pages headed with its number."),
        QStringLiteral("FILE.pdf")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("answer-key"),
        QStringLiteral("Write the quiz's answer key, a PDF: per variant, each question's answer "
                       "and explanation with a timeline of the part of the run that decides "
                       "it."),
        QStringLiteral("FILE.pdf")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("variants"),
        QStringLiteral("With --handout or --answer-key: how many variants, 1 to 100 (default "
                       "1): the same topics in the same order, other numbers."),
        QStringLiteral("N")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("paper"),
        QStringLiteral("With --handout or --answer-key: a4 or letter (default: the locale's)."),
        QStringLiteral("SIZE")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("lang"),
        QStringLiteral("With --handout or --answer-key: write them in LANG (en, de, es), its "
                       "words and numbers (default: the system's language)."),
        QStringLiteral("LANG")));
}

int runPractice(const QCommandLineParser &parser)
{
    if (!parser.positionalArguments().isEmpty()) {
        err() << CommandText::tr("inflight practice: takes no arguments, only options") << '\n'
              << CommandText::tr("Try 'inflight help %1'.").arg(QStringLiteral("practice")) << '\n';
        return 2;
    }
    practice::PracticeOptions options;
    qulonglong seed = options.seed;
    qulonglong count = static_cast<qulonglong>(options.count);
    qulonglong level = 0;
    if (!readNumber(parser, QStringLiteral("seed"), 0, ~qulonglong{0}, seed) ||
        !readNumber(parser, QStringLiteral("count"), 1, 1000, count) ||
        !readNumber(parser, QStringLiteral("level"), 1, practice::maxLevel, level))
        return 2;
    const bool quiz = printsQuiz(parser);
    for (const QString &option : quiz ? textOnly : quizOnly) {
        if (parser.isSet(option)) {
            err() << (quiz ? CommandText::tr("inflight practice: --%1 is for questions printed "
                                             "to the terminal, not --handout or --answer-key")
                           : CommandText::tr("inflight practice: --%1 is for --handout or "
                                             "--answer-key"))
                         .arg(option)
                  << '\n';
            return 2;
        }
    }
    // A quiz on paper: at most 50 questions a student.
    if (quiz && count > 50) {
        err() << CommandText::tr("inflight practice: --count takes a whole number from 1 to 50 "
                                 "with --handout or --answer-key, not '%1'")
                     .arg(parser.value(QStringLiteral("count")))
              << '\n';
        return 2;
    }
    if (parser.isSet(QStringLiteral("lang"))) {
        const QString language = parser.value(QStringLiteral("lang"));
        if (!installInterfaceLanguage(language)) {
            err() << CommandText::tr("inflight practice: --lang %1: not a language of "
                                     "Inflight's; the languages are: %2")
                         .arg(language, interfaceLanguages().join(QStringLiteral(", ")))
                  << '\n';
            return 2;
        }
    }
    options.seed = seed;
    options.count = static_cast<int>(count);
    options.level = static_cast<int>(level);
    for (const QString &id : parser.values(QStringLiteral("topic"))) {
        const auto topic = practice::topicFromId(id.toStdString());
        if (!topic) {
            err() << CommandText::tr("inflight practice: no topic '%1' (the topics are: %2)")
                         .arg(id, topicList())
                  << '\n';
            return 2;
        }
        options.topics.push_back(*topic);
    }
    if (quiz)
        return runQuiz(parser, options);
    const bool json = parser.isSet(QStringLiteral("json"));
    const bool answers = parser.isSet(QStringLiteral("answers"));
    const std::vector<practice::PracticeQuestion> questions = practice::draftQuestions(options);
    int number = 0;
    for (const practice::PracticeQuestion &question : questions) {
        ++number;
        if (json)
            out() << QString::fromStdString(practice::questionJson(question, answers)) << '\n';
        else
            out() << (number > 1 ? "\n" : "")
                  << QString::fromStdString(practice::questionText(question, number, answers));
    }
    out().flush();
    if (static_cast<int>(questions.size()) != options.count) {
        err() << CommandText::tr("inflight practice: only %1 of %2 questions could be drawn")
                     .arg(questions.size())
                     .arg(options.count)
              << '\n';
        return 1;
    }
    return 0;
}

} // namespace inflight
