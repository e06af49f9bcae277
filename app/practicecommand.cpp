// SPDX-License-Identifier: GPL-3.0-or-later
#include "practicecommand.h"

#include "commandstreams.h"
#include "questiondraft.h"

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
