// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include "scriptrunner.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

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
        err() << "log digest: " << QString::fromStdString(runner.engine().log().digest()) << " ("
              << runner.engine().log().size() << " events)\n";
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
                 QStringLiteral("After the run, print the SHA-256 digest of the engine's event "
                                "log to standard error (equal digests: identical runs).")));
         },
         runScript},
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
