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
        err() << "inflight practice: --" << option << " takes a whole number from " << min << " to "
              << max << ", not '" << parser.value(option) << "'\n";
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
            err() << "inflight practice: --paper takes a4 or letter, not '"
                  << parser.value(QStringLiteral("paper")) << "'\n";
            return 2;
        }
        print.paper = *paper;
    }
    if (!print.handoutPath.isEmpty() && print.handoutPath == print.answerKeyPath) {
        err() << "inflight practice: --handout and --answer-key name the same file\n";
        return 2;
    }
    const std::vector<QuizVariant> quiz = draftQuizVariants(options, static_cast<int>(variants));
    for (const QuizVariant &variant : quiz) {
        if (static_cast<int>(variant.questions.size()) != options.count) {
            err() << "inflight practice: only " << variant.questions.size() << " of "
                  << options.count << " questions could be drawn for variant " << variant.number
                  << '\n';
            return 1;
        }
    }
    QuizPrintResult result;
    QString error;
    if (!printQuiz(quiz, print, &result, &error)) {
        err() << "inflight practice: " << error << '\n';
        return 1;
    }
    const QString paper = print.paper.id() == QPageSize::Letter ? QStringLiteral("Letter")
                          : print.paper.id() == QPageSize::A4   ? QStringLiteral("A4")
                                                                : print.paper.name();
    auto said = [&](const QString &path, const char *what, int pages) {
        if (!path.isEmpty())
            out() << "wrote " << path << " (" << what << ", " << quiz.size()
                  << (quiz.size() == 1 ? " variant, " : " variants, ") << paper << ", " << pages
                  << (pages == 1 ? " page" : " pages") << ")\n";
    };
    said(print.handoutPath, "quiz", result.handoutPages);
    said(print.answerKeyPath, "answer key", result.answerKeyPages);
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
        err() << "inflight practice: takes no arguments, only options\n"
              << "Try 'inflight help practice'.\n";
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
            err() << "inflight practice: --" << option
                  << (quiz ? " is for questions printed to the terminal, not --handout or "
                             "--answer-key\n"
                           : " is for --handout or --answer-key\n");
            return 2;
        }
    }
    // A quiz on paper: at most 50 questions a student.
    if (quiz && count > 50) {
        err() << "inflight practice: --count takes a whole number from 1 to 50 with --handout or "
                 "--answer-key, not '"
              << parser.value(QStringLiteral("count")) << "'\n";
        return 2;
    }
    if (parser.isSet(QStringLiteral("lang"))) {
        const QString language = parser.value(QStringLiteral("lang"));
        if (!installInterfaceLanguage(language)) {
            err() << "inflight practice: --lang " << language
                  << ": not a language of Inflight's; the languages are: "
                  << interfaceLanguages().join(QStringLiteral(", ")) << '\n';
            return 2;
        }
    }
    options.seed = seed;
    options.count = static_cast<int>(count);
    options.level = static_cast<int>(level);
    for (const QString &id : parser.values(QStringLiteral("topic"))) {
        const auto topic = practice::topicFromId(id.toStdString());
        if (!topic) {
            err() << "inflight practice: no topic '" << id << "' (the topics are: " << topicList()
                  << ")\n";
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
        err() << "inflight practice: only " << questions.size() << " of " << options.count
              << " questions could be drawn\n";
        return 1;
    }
    return 0;
}

} // namespace inflight
