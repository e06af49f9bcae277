// SPDX-License-Identifier: GPL-3.0-or-later
#include "animationcommand.h"

#include "animationexport.h"
#include "commandstreams.h"
#include "exportsource.h"
#include "terminalprogress.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace inflight {

namespace {

QTextStream &err()
{
    return commandErr();
}

/// Options of a still picture that an animation does not take, and the other way round.
const QStringList stillOnly = {QStringLiteral("width"),   QStringLiteral("height"),
                               QStringLiteral("scale"),   QStringLiteral("caption"),
                               QStringLiteral("compare"), QStringLiteral("compare-edit")};
const QStringList animationOnly = {QStringLiteral("speed"), QStringLiteral("fps"),
                                   QStringLiteral("size"), QStringLiteral("view")};

/// --fps, --speed, --size and --view, checked as typed.
int readAnimationOptions(const QCommandLineParser &parser, AnimationOptions &options)
{
    if (parser.isSet(QStringLiteral("fps"))) {
        bool ok = false;
        options.fps = parser.value(QStringLiteral("fps")).toInt(&ok);
        if (!ok || options.fps < 1 || options.fps > AnimationPlan::maximumFps) {
            err() << CommandText::tr("inflight export: --fps takes a whole number of frames a "
                                     "second from 1 to %1, not '%2'")
                         .arg(AnimationPlan::maximumFps)
                         .arg(parser.value(QStringLiteral("fps")))
                  << '\n';
            return 2;
        }
    }
    if (parser.isSet(QStringLiteral("speed"))) {
        bool ok = false;
        const double speed = parser.value(QStringLiteral("speed")).toDouble(&ok);
        if (!ok || !(speed > 0 && speed <= AnimationPlan::maximumSpeed)) {
            err() << CommandText::tr("inflight export: --speed takes virtual seconds per "
                                     "second, more than 0 and at most %1, not '%2'")
                         .arg(QString::number(AnimationPlan::maximumSpeed, 'f', 0),
                              parser.value(QStringLiteral("speed")))
                  << '\n';
            return 2;
        }
        options.speed = speed;
    }
    if (parser.isSet(QStringLiteral("size"))) {
        static const QRegularExpression pattern(QStringLiteral("^(\\d{1,5})x(\\d{1,5})$"));
        const QRegularExpressionMatch match = pattern.match(parser.value(QStringLiteral("size")));
        const QSize size = match.hasMatch()
                               ? QSize(match.captured(1).toInt(), match.captured(2).toInt())
                               : QSize();
        const QSize low = AnimationExport::minimumSize;
        const QSize high = AnimationExport::maximumSize;
        if (size.width() < low.width() || size.height() < low.height() ||
            size.width() > high.width() || size.height() > high.height()) {
            err() << CommandText::tr("inflight export: --size takes WIDTHxHEIGHT in pixels, "
                                     "from %1x%2 to %3x%4, not '%5'")
                         .arg(low.width())
                         .arg(low.height())
                         .arg(high.width())
                         .arg(high.height())
                         .arg(parser.value(QStringLiteral("size")))
                  << '\n';
            return 2;
        }
        options.size = size;
    }
    if (parser.isSet(QStringLiteral("view"))) {
        const std::optional<AnimationView> view =
            animationViewFromName(parser.value(QStringLiteral("view")));
        if (!view) {
            err() << CommandText::tr("inflight export: --view takes stage, timeline or both, "
                                     "not '%1'")
                         .arg(parser.value(QStringLiteral("view")))
                  << '\n';
            return 2;
        }
        options.view = *view;
    }
    return 0;
}

/// The time a chosen range of steps covers: from the first step's moment to the next step's
/// after the last (the first one later than the start), or to the story's end.
void stepWindow(const Lesson &lesson, int first, int last, AnimationOptions &options)
{
    const TimeMs from = lesson.steps[static_cast<std::size_t>(first)].timeMs;
    options.fromMs = from;
    for (std::size_t i = static_cast<std::size_t>(last) + 1; i < lesson.steps.size(); ++i) {
        if (lesson.steps[i].timeMs > from) {
            options.toMs = lesson.steps[i].timeMs;
            return;
        }
    }
}

/// --lesson ID [--step N|N-M]: the lesson's run, its steps as chapters; with --step, the window
/// from the step's moment to the next step's.
int readLessonAnimation(const QCommandLineParser &parser, AnimationOptions &options,
                        ExportSource &source)
{
    std::optional<Lesson> lesson;
    if (const int code = readLesson(parser.value(QStringLiteral("lesson")), lesson))
        return code;
    source.scenario = lesson->scenario;
    if (options.title.isEmpty())
        options.title = QString::fromStdString(lesson->title);
    const int count = static_cast<int>(lesson->steps.size());
    if (!parser.isSet(QStringLiteral("step"))) {
        options.chapters = lessonChapters(*lesson);
        return 0;
    }
    static const QRegularExpression pattern(QStringLiteral("^(\\d{1,4})(?:-(\\d{1,4}))?$"));
    const QRegularExpressionMatch match = pattern.match(parser.value(QStringLiteral("step")));
    const int first = match.hasMatch() ? match.captured(1).toInt() : 0;
    const int last = match.hasMatch() && match.hasCaptured(2) ? match.captured(2).toInt() : first;
    if (first < 1 || last < first || last > count) {
        err() << CommandText::tr("inflight export: --step takes a step of the lesson, 1 to %1, "
                                 "or a range of them such as 2-%2, not '%3'")
                     .arg(count)
                     .arg(std::max(2, count))
                     .arg(parser.value(QStringLiteral("step")))
              << '\n';
        return 2;
    }
    options.chapters = lessonChapters(*lesson, first - 1, last - 1);
    stepWindow(*lesson, first - 1, last - 1, options);
    return 0;
}

/// The animation's source and what it brings: a lesson's steps, a session's notes and window.
int readAnimationSource(const QCommandLineParser &parser, const TimelineExportOptions &still,
                        AnimationOptions &options, ExportSource &source)
{
    if (parser.isSet(QStringLiteral("lesson")))
        return readLessonAnimation(parser, options, source);
    if (!parser.isSet(QStringLiteral("session")))
        return readScenarioSource(parser.positionalArguments().first(), source);
    TimelineExportOptions session = still;
    if (const int code = readSessionSource(parser, session, source))
        return code;
    options.title = session.title;
    options.annotations = session.annotations;
    if (session.fromSeconds >= 0 && session.toSeconds > session.fromSeconds) {
        options.fromMs = checkedSecondsToMs(session.fromSeconds);
        options.toMs = checkedSecondsToMs(session.toSeconds);
    }
    return 0;
}

QString megabytes(qint64 bytes)
{
    return QLocale().toString(static_cast<double>(bytes) / 1e6, 'f', bytes < 10'000'000 ? 2 : 1);
}

} // namespace

void describeAnimationOptions(QCommandLineParser &parser)
{
    parser.addOption(QCommandLineOption(
        QStringLiteral("speed"),
        QStringLiteral("GIF: virtual seconds per second of animation (default: the power of two "
                       "that plays the window in 15 to 30 s)."),
        QStringLiteral("X")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("fps"), QStringLiteral("GIF: frames a second, 1 to 50 (default: 10)."),
        QStringLiteral("N")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("size"),
        QStringLiteral("GIF: the size in pixels, from 320x180 to 3840x2160 (default: 1280x720)."),
        QStringLiteral("WxH")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("view"),
        QStringLiteral("GIF: what moves: the stage, the timeline, or both, the stage above the "
                       "timeline (default: both)."),
        QStringLiteral("VIEW")));
}

bool isAnimationExport(const QCommandLineParser &parser)
{
    return QFileInfo(parser.value(QStringLiteral("out"))).suffix().toLower() ==
           QLatin1String("gif");
}

int checkNoAnimationOptions(const QCommandLineParser &parser)
{
    for (const QString &option : animationOnly) {
        if (parser.isSet(option)) {
            err() << CommandText::tr("inflight export: --%1 is for an animation: give --out "
                                     "FILE.gif")
                         .arg(option)
                  << '\n';
            return 2;
        }
    }
    return 0;
}

int runAnimationExport(const QCommandLineParser &parser, const TimelineExportOptions &still,
                       std::optional<std::uint64_t> seed)
{
    for (const QString &option : stillOnly) {
        if (parser.isSet(option)) {
            err() << (option == QLatin1String("width") || option == QLatin1String("height")
                          ? CommandText::tr("inflight export: --%1 is for a picture, not an "
                                            "animation (use --size WxH)")
                          : CommandText::tr("inflight export: --%1 is for a picture, not an "
                                            "animation"))
                         .arg(option)
                  << '\n';
            return 2;
        }
    }
    AnimationOptions options;
    options.path = still.path;
    options.title = still.title;
    if (const int code = readAnimationOptions(parser, options))
        return code;
    ExportSource source;
    if (const int code = readAnimationSource(parser, still, options, source))
        return code;
    // Given times win over a step's window and a session's.
    if (still.fromSeconds >= 0)
        options.fromMs = checkedSecondsToMs(still.fromSeconds);
    if (still.toSeconds >= 0)
        options.toMs = checkedSecondsToMs(still.toSeconds);
    TerminalProgress simulating(QStringLiteral("inflight export"));
    const Run run = simulate(source.scenario, seed, std::nullopt, simulating.control());
    simulating.finish();
    if (!checkExportRun(source, run, seed))
        return 1;
    AnimationExport animation(run, options);
    if (const QString problem = animation.problem(); !problem.isEmpty()) {
        err() << CommandText::tr("inflight export: %1").arg(problem) << '\n';
        return 2;
    }
    TerminalProgress drawing(QStringLiteral("inflight export"));
    QString error;
    const bool written = animation.write(
        [&drawing](int done, int total) {
            drawing.frameDrawn(done, total);
            return true;
        },
        &error);
    drawing.finish();
    if (!written) {
        err() << CommandText::tr("inflight export: %1").arg(error) << '\n';
        return 1;
    }
    const std::vector<AnimationFrame> frames = animation.frames();
    int lengthCs = 0;
    for (const AnimationFrame &frame : frames)
        lengthCs += frame.delayCs;
    const QLocale locale;
    commandOut()
        << CommandText::tr("wrote %1 (%2)")
               .arg(options.path,
                    CommandText::tr("%1x%2, %n frame(s) at %3 fps, t = %4 to %5 s at "
                                    "%6x, %7 s, %8 MB",
                                    nullptr, static_cast<int>(frames.size()))
                        .arg(options.size.width())
                        .arg(options.size.height())
                        .arg(options.fps)
                        .arg(locale.toString(static_cast<double>(animation.fromMs()) / 1000.0))
                        .arg(locale.toString(static_cast<double>(animation.toMs()) / 1000.0))
                        .arg(locale.toString(animation.speed()))
                        .arg(locale.toString(lengthCs / 100.0, 'f', 1))
                        .arg(megabytes(QFileInfo(options.path).size())))
        << '\n';
    commandOut().flush();
    return 0;
}

} // namespace inflight
