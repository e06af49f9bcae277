// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include "eventjson.h"
#include "run.h"
#include "scenarioloader.h"
#include "scriptrunner.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <cmath>
#include <cstdio>
#include <functional>
#include <vector>

namespace inflight {

namespace {

struct Command {
    QString name;
    QString synopsis;
    QString summary;
    /// Adds the command's options and positional arguments to a parser.
    std::function<void(QCommandLineParser &)> describe;
    std::function<int(QCommandLineParser &)> run;
};

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

int runScript(QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        err() << "inflight script: give one FILE, or - for standard input\n"
              << "Try 'inflight help script'.\n";
        return 2;
    }
    QFile file;
    const QString path = positional.first();
    bool opened = false;
    if (path == QLatin1String("-")) {
        opened = file.open(stdin, QIODevice::ReadOnly);
    } else {
        file.setFileName(path);
        opened = file.open(QIODevice::ReadOnly);
    }
    if (!opened) {
        err() << "inflight script: cannot read " << path << ": " << file.errorString() << '\n';
        return 1;
    }
    ScriptRunner runner([](const std::string &line) {
        std::fwrite(line.data(), 1, line.size(), stdout);
        std::fputc('\n', stdout);
    });
    runner.run(file);
    std::fflush(stdout);
    if (parser.isSet(QStringLiteral("digest")))
        err() << "run digest: " << QString::fromStdString(runner.engine().digest()) << " ("
              << runner.engine().log().size() << " events)\n";
    return 0;
}

int runScenario(QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        err() << "inflight run: give one SCENARIO file\nTry 'inflight help run'.\n";
        return 2;
    }
    const ScenarioLoad load = loadScenarioFile(positional.first().toStdString());
    if (!load.ok()) {
        err() << QString::fromStdString(load.report());
        return 1;
    }
    std::optional<std::uint64_t> seed;
    if (parser.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        const qulonglong value = parser.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok) {
            err() << "inflight run: --seed takes a whole number >= 0, not '"
                  << parser.value(QStringLiteral("seed")) << "'\n";
            return 2;
        }
        seed = value;
    }
    std::optional<TimeMs> until;
    if (parser.isSet(QStringLiteral("until"))) {
        bool ok = false;
        const double seconds = parser.value(QStringLiteral("until")).toDouble(&ok);
        if (!ok || !(seconds > 0)) {
            err() << "inflight run: --until takes a time in seconds > 0, not '"
                  << parser.value(QStringLiteral("until")) << "'\n";
            return 2;
        }
        until = static_cast<TimeMs>(std::llround(seconds * 1000));
    }
    const bool text = parser.isSet(QStringLiteral("text"));
    const bool jsonl = parser.isSet(QStringLiteral("jsonl"));
    const bool summary = parser.isSet(QStringLiteral("summary"));
    if (text && jsonl) {
        err() << "inflight run: choose --text or --jsonl, not both\n";
        return 2;
    }
    const Run run = simulate(*load.scenario, seed, until);
    if (!run.problems.empty()) {
        err() << QString::fromStdString(run.summary());
        return 1;
    }
    std::string output;
    if (jsonl) {
        for (std::uint64_t i = 0; i < run.log().size(); ++i)
            output += eventJson(run.log(), i) + "\n";
    } else if (text || !summary) {
        for (const std::string &line : run.textTimeline())
            output += line + "\n";
    }
    if (summary) {
        if (!output.empty() && !jsonl)
            output += "\n";
        output += jsonl ? std::string() : run.summary();
    }
    std::fwrite(output.data(), 1, output.size(), stdout);
    if (summary && jsonl)
        err() << QString::fromStdString(run.summary());
    std::fflush(stdout);
    return 0;
}

const std::vector<Command> &commands()
{
    static const std::vector<Command> list = {
        {QStringLiteral("script"), QStringLiteral("script FILE|-"),
         QStringLiteral("Run SQS API calls (JSON Lines) on the virtual clock and print AWS's "
                        "answers."),
         [](QCommandLineParser &parser) {
             parser.setApplicationDescription(QStringLiteral(
                 "Runs an inflight script: one SQS API call per line, as JSON, on a virtual "
                 "clock. Prints one JSON response line per call, as AWS would answer it.\n"
                 "Lines may carry \"at\" (virtual seconds) and \"id\" (a name for later "
                 "${id.Path} references); {\"advance\": 5} moves the clock. The format is "
                 "described in docs/script-format.md."));
             parser.addPositionalArgument(QStringLiteral("FILE"),
                                          QStringLiteral("The script to run, or - to read "
                                                         "standard input."));
             parser.addOption(QCommandLineOption(
                 QStringLiteral("digest"),
                 QStringLiteral("After the run, print the SHA-256 digest of the run (the event "
                                "log and every message's contents) to standard error: equal "
                                "digests, identical runs.")));
         },
         runScript},
        {QStringLiteral("run"), QStringLiteral("run SCENARIO"),
         QStringLiteral(
             "Simulate a scenario (producers, workers, faults) and print what happened."),
         [](QCommandLineParser &parser) {
             parser.setApplicationDescription(QStringLiteral(
                 "Runs a scenario file on the virtual clock: its queues, producers, workers, "
                 "Lambda consumers, downstream services and faults. Prints a readable timeline "
                 "(the default), the full event log, or the side-effect ledger and metrics. The "
                 "format is described in docs/scenario-format.md."));
             parser.addPositionalArgument(QStringLiteral("SCENARIO"),
                                          QStringLiteral("The scenario file (JSON)."));
             parser.addOption(QCommandLineOption(
                 QStringLiteral("seed"),
                 QStringLiteral("Seed of the run's random generator, instead of the scenario's."),
                 QStringLiteral("N")));
             parser.addOption(QCommandLineOption(
                 QStringLiteral("until"),
                 QStringLiteral("Stop at virtual time T (seconds) instead of when the scenario is "
                                "quiet."),
                 QStringLiteral("T")));
             parser.addOption(QCommandLineOption(
                 QStringLiteral("text"),
                 QStringLiteral("Print one line per event a worker sees (the default).")));
             parser.addOption(QCommandLineOption(
                 QStringLiteral("jsonl"),
                 QStringLiteral("Print the full event log, one JSON object per event.")));
             parser.addOption(QCommandLineOption(
                 QStringLiteral("summary"),
                 QStringLiteral("Print the side effects per business key and the run's metrics "
                                "(duplicates, lost, DLQ arrivals, requests and cost, latency); "
                                "with --jsonl, to standard error.")));
         },
         runScenario},
    };
    return list;
}

void printUsage()
{
    out() << "Usage: inflight [COMMAND] [OPTIONS]\n\n"
          << "Inflight shows how Amazon SQS lends messages to consumers: receive, hide, "
             "delete,\nand what happens when the visibility timeout runs out.\n\n"
          << "Run with no command to open the main window (not in this build yet: the desktop\n"
             "app arrives in a later release; the command line below works now).\n\n"
          << "Commands:\n";
    for (const Command &command : commands())
        out() << "  " << command.synopsis.leftJustified(20) << command.summary << '\n';
    out() << "  " << QStringLiteral("help [COMMAND]").leftJustified(20)
          << "Describe a command and every option it takes.\n\n"
          << "Options:\n"
          << "  -h, --help          Show this help.\n"
          << "  -v, --version       Show the version.\n";
    out().flush();
}

const Command *findCommand(const QString &name)
{
    for (const Command &command : commands()) {
        if (command.name == name)
            return &command;
    }
    return nullptr;
}

void prepareParser(QCommandLineParser &parser, const Command &command)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addHelpOption();
    command.describe(parser);
}

QString commandHelp(const Command &command)
{
    QCommandLineParser parser;
    prepareParser(parser, command);
    QString text = parser.helpText();
    // Qt writes the program's path alone; the usage line names the command instead.
    const qsizetype lineEnd = text.indexOf(QLatin1Char('\n'));
    const qsizetype options = text.indexOf(QLatin1String(" [options]"));
    if (lineEnd > 0 && options > 0 && options < lineEnd)
        text.replace(0, options, QStringLiteral("Usage: inflight ") + command.name);
    return text;
}

} // namespace

int runCommandLine(const QStringList &arguments)
{
    if (arguments.size() < 2) {
        printUsage();
        return 0;
    }
    const QString first = arguments.at(1);
    if (first == QLatin1String("-v") || first == QLatin1String("--version")) {
        out() << "inflight " << QCoreApplication::applicationVersion() << '\n';
        out().flush();
        return 0;
    }
    if (first == QLatin1String("-h") || first == QLatin1String("--help") ||
        first == QLatin1String("help")) {
        if (first == QLatin1String("help") && arguments.size() > 2) {
            const Command *command = findCommand(arguments.at(2));
            if (!command) {
                err() << "inflight help: no command named '" << arguments.at(2) << "'\n";
                return 2;
            }
            out() << commandHelp(*command);
            out().flush();
            return 0;
        }
        printUsage();
        return 0;
    }
    const Command *command = findCommand(first);
    if (!command) {
        err() << "inflight: unknown command '" << first << "'\nTry 'inflight --help'.\n";
        return 2;
    }
    QCommandLineParser parser;
    prepareParser(parser, *command);
    QStringList rest = arguments.mid(1);
    rest[0] = QStringLiteral("inflight");
    if (!parser.parse(rest)) {
        err() << "inflight " << command->name << ": " << parser.errorText() << '\n'
              << "Try 'inflight help " << command->name << "'.\n";
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out() << commandHelp(*command);
        out().flush();
        return 0;
    }
    return command->run(parser);
}

} // namespace inflight
