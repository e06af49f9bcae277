// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include "animationcommand.h"
#include "commandstreams.h"
#include "common/sentencetext.h"
#include "eventjson.h"
#include "exportsource.h"
#include "language.h"
#include "lessonloader.h"
#include "lessonprintcommand.h"
#include "lessontranslation.h"
#include "practicecommand.h"
#include "run.h"
#include "scenarioloader.h"
#include "scenariotranslation.h"
#include "scriptrunner.h"
#include "servecommand.h"
#include "session.h"
#include "sessionfile.h"
#include "terminalprogress.h"
#include "timelineexport.h"
#include "whatif.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

#include <algorithm>
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
    return commandOut();
}

QTextStream &err()
{
    return commandErr();
}

/// "Try 'inflight help COMMAND'." on a line of its own, after a usage mistake.
QString tryHelp(const QString &command)
{
    return CommandText::tr("Try 'inflight help %1'.").arg(command) + u'\n';
}

int runScript(QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        err() << CommandText::tr("inflight script: give one FILE, or - for standard input") << '\n'
              << tryHelp(QStringLiteral("script"));
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
        err()
            << CommandText::tr("inflight script: cannot read %1: %2").arg(path, file.errorString())
            << '\n';
        return 1;
    }
    ScriptRunner runner([](const std::string &line) {
        std::fwrite(line.data(), 1, line.size(), stdout);
        std::fputc('\n', stdout);
    });
    runner.run(file);
    std::fflush(stdout);
    if (parser.isSet(QStringLiteral("digest")))
        err() << CommandText::tr("run digest: %1 (%n event(s))", nullptr,
                                 static_cast<int>(runner.engine().log().size()))
                     .arg(QString::fromStdString(runner.engine().digest()))
              << '\n';
    return 0;
}

/// Reads --seed for `command`. False (after saying why on standard error) when it is not a whole
/// number; an unset --seed leaves `seed` empty.
bool readSeed(const QCommandLineParser &parser, const char *command,
              std::optional<std::uint64_t> &seed)
{
    if (!parser.isSet(QStringLiteral("seed")))
        return true;
    bool ok = false;
    const qulonglong value = parser.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok) {
        err() << CommandText::tr("inflight %1: --seed takes a whole number >= 0, not '%2'")
                     .arg(QLatin1String(command), parser.value(QStringLiteral("seed")))
              << '\n';
        return false;
    }
    seed = value;
    return true;
}

int runScenario(QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        err() << CommandText::tr("inflight run: give one SCENARIO file") << '\n'
              << tryHelp(QStringLiteral("run"));
        return 2;
    }
    const ScenarioLoad load = loadScenarioFile(positional.first().toStdString());
    if (!load.ok()) {
        err() << QString::fromStdString(load.report());
        return 1;
    }
    std::optional<std::uint64_t> seed;
    if (!readSeed(parser, "run", seed))
        return 2;
    std::optional<TimeMs> until;
    if (parser.isSet(QStringLiteral("until"))) {
        bool ok = false;
        const double seconds = parser.value(QStringLiteral("until")).toDouble(&ok);
        until = ok && seconds > 0 ? checkedSecondsToMs(seconds) : std::nullopt;
        if (!until) {
            err() << CommandText::tr("inflight run: --until takes a time in seconds, more than "
                                     "0 and at most %1 (15 days), not '%2'")
                         .arg(QString::number(longestTimeSeconds, 'g', 10),
                              parser.value(QStringLiteral("until")))
                  << '\n';
            return 2;
        }
    }
    const bool text = parser.isSet(QStringLiteral("text"));
    const bool jsonl = parser.isSet(QStringLiteral("jsonl"));
    const bool summary = parser.isSet(QStringLiteral("summary"));
    if (text && jsonl) {
        err() << CommandText::tr("inflight run: choose --text or --jsonl, not both") << '\n';
        return 2;
    }
    TerminalProgress progress(QStringLiteral("inflight run"));
    const Run run = simulate(*load.scenario, seed, until, progress.control());
    progress.finish();
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

// `inflight export`, step by step. Each step returns 0 to go on, else the command's exit code
// after saying why on standard error.

/// Exactly one source (a SCENARIO file, --lesson or --session), --step only with --lesson, and
/// an --out file.
int checkExportArguments(const QCommandLineParser &parser)
{
    const QStringList positional = parser.positionalArguments();
    const bool lessonExport = parser.isSet(QStringLiteral("lesson"));
    const bool sessionExport = parser.isSet(QStringLiteral("session"));
    const int sources = int(lessonExport) + int(sessionExport) + int(!positional.isEmpty());
    if (sources != 1 || positional.size() > 1) {
        err() << (sources > 1 || positional.size() > 1
                      ? CommandText::tr("inflight export: give one of a SCENARIO file, --lesson "
                                        "ID or --session FILE")
                      : CommandText::tr("inflight export: give one SCENARIO file (or --lesson "
                                        "ID, or --session FILE)"))
              << '\n'
              << tryHelp(QStringLiteral("export"));
        return 2;
    }
    if (parser.isSet(QStringLiteral("step")) && !lessonExport) {
        err() << CommandText::tr("inflight export: --step needs --lesson") << '\n';
        return 2;
    }
    if (!parser.isSet(QStringLiteral("out"))) {
        err() << CommandText::tr("inflight export: give the picture's file with --out "
                                 "FILE.png|.svg|.pdf|.gif")
              << '\n'
              << tryHelp(QStringLiteral("export"));
        return 2;
    }
    return 0;
}

/// The picture's options as given: its file, time window, size, scale, title and caption, and
/// the run's seed. Every number is checked here, so that a typo is named as the user typed it.
int readExportOptions(const QCommandLineParser &parser, TimelineExportOptions &options,
                      std::optional<std::uint64_t> &seed)
{
    options.path = parser.value(QStringLiteral("out"));
    auto number = [&](const char *name, double minimum, double maximum, double &into) {
        const QString option = QString::fromLatin1(name);
        if (!parser.isSet(option))
            return true;
        bool ok = false;
        const double value = parser.value(option).toDouble(&ok);
        if (!ok || !(value >= minimum && value <= maximum)) {
            err() << CommandText::tr("inflight export: --%1 takes a number from %2 to %3, not "
                                     "'%4'")
                         .arg(option, QString::number(minimum, 'g', 10),
                              QString::number(maximum, 'g', 10), parser.value(option))
                  << '\n';
            return false;
        }
        into = value;
        return true;
    };
    double width = options.width;
    double height = options.height;
    // Times up to the longest run; sizes up to what a picture can hold (the export says if the
    // picture is too large for memory).
    if (!number("from", 0, longestTimeSeconds, options.fromSeconds) ||
        !number("to", 0, longestTimeSeconds, options.toSeconds) ||
        !number("width", 1, 1e6, width) || !number("height", 1, 1e6, height) ||
        !number("scale", 0, 100, options.scale))
        return 2;
    options.width = static_cast<int>(std::lround(width));
    options.height = static_cast<int>(std::lround(height));
    options.title = parser.value(QStringLiteral("title"));
    options.caption = parser.value(QStringLiteral("caption"));
    return readSeed(parser, "export", seed) ? 0 : 2;
}

/// Runs the source's scenario and draws the picture, saying where it went.
int writeExport(const ExportSource &source, TimelineExportOptions options,
                const std::optional<std::uint64_t> &seed)
{
    TerminalProgress progress(QStringLiteral("inflight export"));
    const Run run = simulate(source.scenario, seed, std::nullopt, progress.control());
    if (source.before && run.problems.empty()) {
        auto before = std::make_shared<const Run>(
            simulate(*source.before, seed, std::nullopt, progress.control()));
        if (!before->problems.empty()) {
            progress.finish();
            err() << CommandText::tr("inflight export: %1:").arg(source.beforeName) << '\n'
                  << QString::fromStdString(before->summary());
            return 1;
        }
        options.comparison = TimelineComparison{before, source.beforeName, source.afterName};
    }
    progress.finish();
    if (!checkExportRun(source, run, seed))
        return 1;
    QString error;
    if (!exportTimeline(run, options, &error)) {
        err() << CommandText::tr("inflight export: %1").arg(error) << '\n';
        return 1;
    }
    const QString size = options.scale != 1
                             ? CommandText::tr("%1x%2 at scale %3")
                                   .arg(options.width)
                                   .arg(options.height)
                                   .arg(QLocale().toString(options.scale))
                             : CommandText::tr("%1x%2").arg(options.width).arg(options.height);
    out() << CommandText::tr("wrote %1 (%2)").arg(options.path, size) << '\n';
    out().flush();
    return 0;
}

int runExport(QCommandLineParser &parser)
{
    // A teacher may prepare material in another language than their desktop's: the words, the
    // numbers and the lesson's translation all follow --lang.
    if (parser.isSet(QStringLiteral("lang"))) {
        const QString language = parser.value(QStringLiteral("lang"));
        if (!installInterfaceLanguage(language)) {
            err() << CommandText::tr("inflight export: --lang %1: not a language of "
                                     "Inflight's; the languages are: %2")
                         .arg(language, interfaceLanguages().join(QStringLiteral(", ")))
                  << '\n';
            return 2;
        }
    }
    if (isLessonPrint(parser))
        return runLessonPrint(parser);
    TimelineExportOptions options;
    std::optional<std::uint64_t> seed;
    if (const int code = checkExportArguments(parser))
        return code;
    if (const int code = readExportOptions(parser, options, seed))
        return code;
    if (isAnimationExport(parser))
        return runAnimationExport(parser, options, seed);
    if (const int code = checkNoAnimationOptions(parser))
        return code;
    ExportSource source;
    const int code = parser.isSet(QStringLiteral("lesson"))
                         ? readLessonSource(parser, options, source)
                     : parser.isSet(QStringLiteral("session"))
                         ? readSessionSource(parser, options, source)
                         : readScenarioSource(parser.positionalArguments().first(), source);
    if (code)
        return code;
    if (const int comparing = readComparison(parser, source))
        return comparing;
    // Two timelines need the height of two.
    if (source.before && !parser.isSet(QStringLiteral("height")))
        options.height = 1300;
    return writeExport(source, options, seed);
}

/// Checks every translation of `language` in `dir` against its English lesson, prints each
/// problem and the language's summary; returns how many translations fail.
int checkTranslations(const std::string &dir, const std::string &language,
                      const std::vector<LessonEntry> &english)
{
    const std::vector<std::string> files = translationFiles(dir, language);
    int failed = 0;
    for (const std::string &file : files) {
        const LessonLoad load = checkTranslation(file);
        failed += load.ok() ? 0 : 1;
        err() << QString::fromStdString(load.report());
    }
    // The lessons listed from their English file in this language have no translation.
    const std::vector<LessonEntry> listed = listLessons(dir, language);
    const auto untranslated = static_cast<std::size_t>(
        std::count_if(listed.begin(), listed.end(), [&](const LessonEntry &entry) {
            return std::any_of(english.begin(), english.end(),
                               [&](const LessonEntry &e) { return e.path == entry.path; });
        }));
    err() << QString::fromStdString(
        translationCheckSummary(language, files.size() - static_cast<std::size_t>(failed),
                                files.size(), untranslated, english.size(), readerTranslator()));
    // The scenarios' translations, also those no lesson uses; each problem is said, a clean one
    // is not.
    const std::string scenarios =
        QDir(QString::fromStdString(dir)).filePath(QStringLiteral("scenarios")).toStdString();
    for (const std::string &file : translationFiles(scenarios, language)) {
        const std::vector<LessonProblem> problems = checkScenarioTranslation(file);
        failed += problems.empty() ? 0 : 1;
        err() << QString::fromStdString(reportProblems(problems));
    }
    return failed;
}

int runLessons(QCommandLineParser &parser)
{
    if (!parser.positionalArguments().isEmpty()) {
        err() << CommandText::tr("inflight lessons: takes no arguments") << '\n'
              << tryHelp(QStringLiteral("lessons"));
        return 2;
    }
    const std::string dir = parser.isSet(QStringLiteral("dir"))
                                ? parser.value(QStringLiteral("dir")).toStdString()
                                : defaultLessonDirectory();
    // Titles in the reader's language unless --lang says which.
    const std::vector<std::string> languages = lessonLanguages(dir);
    const bool oneLanguage = parser.isSet(QStringLiteral("lang"));
    const std::string language =
        oneLanguage ? parser.value(QStringLiteral("lang")).toStdString() : uiLessonLanguage(dir);
    if (std::find(languages.begin(), languages.end(), language) == languages.end()) {
        QStringList known;
        for (const std::string &l : languages)
            known << QString::fromStdString(l);
        err() << CommandText::tr("inflight lessons: no lessons in '%1' in %2; the languages "
                                 "are: %3")
                     .arg(QString::fromStdString(language), QString::fromStdString(dir),
                          known.join(QStringLiteral(", ")))
              << '\n';
        return 2;
    }
    const std::vector<LessonEntry> entries = listLessons(dir, language);
    if (entries.empty()) {
        err() << CommandText::tr("inflight lessons: no lessons (NN-id.json) in %1")
                     .arg(QString::fromStdString(dir))
              << '\n';
        return 1;
    }
    out() << QString::fromStdString(formatLessonList(entries));
    out().flush();
    if (!parser.isSet(QStringLiteral("check")))
        return 0;
    // Every language, or the one --lang names: the English lessons, then each translation.
    const std::vector<LessonEntry> english = listLessons(dir);
    int failed = 0;
    if (!oneLanguage || language == "en") {
        for (const LessonEntry &entry : english) {
            const LessonLoad load = loadLessonFile(entry.path);
            failed += load.ok() ? 0 : 1;
            err() << QString::fromStdString(load.report());
        }
        err() << CommandText::tr("%1 of %2 lessons load and check cleanly")
                     .arg(english.size() - static_cast<std::size_t>(failed))
                     .arg(english.size())
              << '\n';
    }
    for (const std::string &translation : languages) {
        if (translation != "en" && (!oneLanguage || translation == language))
            failed += checkTranslations(dir, translation, english);
    }
    return failed ? 1 : 0;
}

// Each command's description: what `inflight help COMMAND` says, and the options its parser
// accepts.

void describeScript(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        QStringLiteral("Runs an inflight script: one SQS API call per line, as JSON, on a virtual "
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
}

/// --seed, as `run` and `export` take it.
QCommandLineOption seedOption()
{
    return QCommandLineOption(
        QStringLiteral("seed"),
        QStringLiteral("Seed of the run's random generator, instead of the scenario's."),
        QStringLiteral("N"));
}

void describeRun(QCommandLineParser &parser)
{
    parser.setApplicationDescription(QStringLiteral(
        "Runs a scenario file on the virtual clock: its queues, producers, workers, "
        "Lambda consumers, downstream services and faults. Prints a readable timeline "
        "(the default), the full event log, or the side-effect ledger and metrics. The "
        "format is described in docs/scenario-format.md."));
    parser.addPositionalArgument(QStringLiteral("SCENARIO"),
                                 QStringLiteral("The scenario file (JSON)."));
    parser.addOption(seedOption());
    parser.addOption(QCommandLineOption(
        QStringLiteral("until"),
        QStringLiteral("Stop at virtual time T (seconds) instead of when the scenario is "
                       "quiet."),
        QStringLiteral("T")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("text"),
        QStringLiteral("Print one line per event a worker sees (the default).")));
    parser.addOption(
        QCommandLineOption(QStringLiteral("jsonl"),
                           QStringLiteral("Print the full event log, one JSON object per event.")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("summary"),
        QStringLiteral("Print the side effects per business key and the run's metrics "
                       "(duplicates, lost, DLQ arrivals, requests and cost, latency); "
                       "with --jsonl, to standard error.")));
}

void describeExport(QCommandLineParser &parser)
{
    parser.setApplicationDescription(QStringLiteral(
        "Runs a scenario file and draws its timeline: a lane per message, per worker and "
        "for the side effects, with double processing highlighted. The format follows "
        "the file's extension: .png (raster, --scale 2 or 3 for sharp slides), .svg or "
        ".pdf (vector). Always on a light background, with a title, the legend and a "
        "caption. Needs no display.\n"
        ".gif: an animated walkthrough instead: the stage above the timeline (or --view "
        "stage or timeline) with the playhead moving through the story (or --from/--to), "
        "the time and title in a heading, looping; a lesson's steps caption it from their "
        "moments, and --step N or N-M animates from a step's moment to the next step's.\n"
        "--handout or --slides with --lesson: the whole lesson as a printable handout or "
        "16:9 slides (PDF) instead of one picture."));
    parser.addPositionalArgument(QStringLiteral("SCENARIO"),
                                 QStringLiteral("The scenario file (JSON); or use "
                                                "--lesson or --session."));
    parser.addOption(QCommandLineOption(
        QStringLiteral("lesson"),
        QStringLiteral("Export a lesson's run instead of a scenario file: its id "
                       "(see 'inflight lessons') or number."),
        QStringLiteral("ID")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("session"),
        QStringLiteral("Export a saved session (.inflight) as it was saved: its edits, "
                       "playhead, time window, notes and lesson step."),
        QStringLiteral("FILE")));
    parser.addOption(
        QCommandLineOption(QStringLiteral("step"),
                           QStringLiteral("With --lesson: mark step N (from 1): its moment as the "
                                          "playhead, and its highlights; a step that "
                                          "highlights a span of time is framed around it "
                                          "unless --from/--to say otherwise. GIF: N or N-M, "
                                          "from step N's moment to the next step's after M."),
                           QStringLiteral("N")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("out"),
        QStringLiteral("The picture to write: FILE.png, .svg, .pdf, or .gif (animated)."),
        QStringLiteral("FILE")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("compare"),
        QStringLiteral("Before and after: draw the run above and this other scenario's run "
                       "below it on one time axis, with where they first part and what "
                       "changed (default height then 1300)."),
        QStringLiteral("OTHER")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("compare-edit"),
        QStringLiteral("Before and after without a second file: compare the run with the "
                       "same scenario edited, for example visibilityTimeout=60 (a what-if "
                       "parameter; repeat for more than one)."),
        QStringLiteral("KEY=VALUE")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("from"),
        QStringLiteral("Start of the time window, in seconds (default: 0)."), QStringLiteral("T")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("to"),
        QStringLiteral("End of the time window, in seconds (default: the end of the run)."),
        QStringLiteral("T")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("width"),
        QStringLiteral("Width in pixels (PDF: points), 200 to 12000 (default: 1600)."),
        QStringLiteral("W")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("height"),
        QStringLiteral("Height in pixels (PDF: points), 200 to 12000 (default: 900)."),
        QStringLiteral("H")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("scale"),
        QStringLiteral("PNG pixel density: 2 draws the same picture with twice the "
                       "pixels each way (default: 1)."),
        QStringLiteral("S")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("title"),
        QStringLiteral("Title above the timeline (default: the scenario's title)."),
        QStringLiteral("TEXT")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("caption"),
        QStringLiteral("Caption below the legend (default: the scenario, seed, window "
                       "and any key effected more than once)."),
        QStringLiteral("TEXT")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("lang"),
        QStringLiteral("Write the picture, handout or slides in LANG (en, de, es): its words, "
                       "numbers and the lesson's translation (default: the system's language)."),
        QStringLiteral("LANG")));
    parser.addOption(seedOption());
    describeAnimationOptions(parser);
    describeLessonPrintOptions(parser);
}

void describeLessons(QCommandLineParser &parser)
{
    parser.setApplicationDescription(QStringLiteral(
        "Lists the lessons in lesson order, each in the reader's language where it has a "
        "translation. With --check, loads each one as the lesson player does (runs its "
        "scenario, checks its steps, questions and challenge against the run), checks every "
        "translation the same way and against its English lesson, and prints every problem "
        "as file:line:column. The format is described in docs/lesson-format.md."));
    parser.addOption(QCommandLineOption(
        QStringLiteral("dir"),
        QStringLiteral("The lessons directory (default: $INFLIGHT_LESSONS, else the "
                       "bundled lessons)."),
        QStringLiteral("DIR")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("check"),
        QStringLiteral("Load and check every lesson and every translation; exit with 1 if any "
                       "has a problem.")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("lang"),
        QStringLiteral("List the lessons in LANG (en, or a translation's folder: de, es), "
                       "instead of the system's language; with --check, check only LANG's."),
        QStringLiteral("LANG")));
}

const std::vector<Command> &commands()
{
    static const std::vector<Command> list = {
        {QStringLiteral("script"), QStringLiteral("script FILE|-"),
         QStringLiteral("Run SQS API calls (JSON Lines) on the virtual clock and print AWS's "
                        "answers."),
         describeScript, runScript},
        {QStringLiteral("serve"), QStringLiteral("serve"),
         QStringLiteral("Serve SQS to real clients (boto3, the AWS CLI, SDKs) in real time."),
         describeServe,
         [](QCommandLineParser &parser) {
             std::optional<std::uint64_t> seed;
             if (!readSeed(parser, "serve", seed))
                 return 2;
             return runServe(parser, seed);
         }},
        {QStringLiteral("run"), QStringLiteral("run SCENARIO"),
         QStringLiteral(
             "Simulate a scenario (producers, workers, faults) and print what happened."),
         describeRun, runScenario},
        {QStringLiteral("export"), QStringLiteral("export SCENARIO"),
         QStringLiteral("Simulate a scenario and draw its timeline as a PNG, SVG or PDF, or "
                        "animate it as a GIF."),
         describeExport, runExport},
        {QStringLiteral("lessons"), QStringLiteral("lessons"),
         QStringLiteral("List the lessons: number, id, title, minutes and level."), describeLessons,
         runLessons},
        {QStringLiteral("practice"), QStringLiteral("practice"),
         QStringLiteral("Print practice questions drawn from a seed, graded by the engine."),
         describePractice, runPractice},
    };
    return list;
}

void printUsage()
{
    out() << "Usage: inflight [COMMAND] [OPTIONS]\n\n"
          << "Inflight shows how Amazon SQS lends messages to consumers: receive, hide, "
             "delete,\nand what happens when the visibility timeout runs out.\n\n"
          << "Run with no command to open the main window.\n\n"
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
                err()
                    << CommandText::tr("inflight help: no command named '%1'").arg(arguments.at(2))
                    << '\n';
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
        // A path the window would have opened, had it been there (main.cpp): say so, not
        // "unknown command".
        if (arguments.size() == 2 && (first.endsWith(QLatin1String(".json")) ||
                                      first.endsWith(QLatin1String(".inflight")))) {
            err() << CommandText::tr("inflight: %1: no such file (give a session, scenario or "
                                     "lesson that exists to open it in the window)")
                         .arg(first)
                  << '\n';
            return 2;
        }
        err() << CommandText::tr("inflight: unknown command '%1'").arg(first) << '\n'
              << CommandText::tr("Try 'inflight --help'.") << '\n';
        return 2;
    }
    QCommandLineParser parser;
    prepareParser(parser, *command);
    QStringList rest = arguments.mid(1);
    rest[0] = QStringLiteral("inflight");
    if (!parser.parse(rest)) {
        err() << CommandText::tr("inflight %1: %2").arg(command->name, parser.errorText()) << '\n'
              << tryHelp(command->name);
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
