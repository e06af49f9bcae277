// SPDX-License-Identifier: GPL-3.0-or-later
// The animated walkthrough, read back with giflib: the frames a window, speed and frame rate
// make, each with its delay, looping forever; a palette holding the theme's key colours exactly;
// the first frame whole and the later ones smaller rectangles; the stage in a frame as the stage
// widget draws it at that time; a cancelled export that leaves no file; and `inflight export ...
// --out walk.gif` run as a user runs it: a lesson's step range, a session, and clear errors for
// bad arguments.

#include "animationexport.h"
#include "gifpalette.h"
#include "gifreader.h"
#include "inflightprocess.h"
#include "lessonloader.h"
#include "playback.h"
#include "run.h"
#include "scenariorun.h"
#include "stageview.h"
#include "theme.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace inflight;

namespace {

QString toyPath()
{
    return QStringLiteral(INFLIGHT_SCENARIOS "/double-charge-toy.json");
}

const std::shared_ptr<const Run> &toyRun()
{
    static const std::shared_ptr<const Run> run = runScenarioFile("double-charge-toy.json");
    return run;
}

Lesson lesson(const char *id)
{
    for (const LessonEntry &entry : listLessons(defaultLessonDirectory())) {
        if (entry.id == id) {
            const LessonLoad load = loadLessonFile(entry.path);
            if (load.ok())
                return *load.lesson;
        }
    }
    qFatal("no lesson %s", id);
}

using Result = CommandResult;

} // namespace

class TestAnimationExport : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(toyRun());
    }

    void writesTheFramesPlanned_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<qint64>("fromMs");
        QTest::addColumn<qint64>("toMs");
        QTest::addColumn<double>("speed");
        QTest::addColumn<int>("fps");
        QTest::addColumn<QSize>("size");
        QTest::newRow("both, 20 s at 4x, 10 fps")
            << "both" << qint64(0) << qint64(20000) << 4.0 << 10 << QSize(640, 360);
        QTest::newRow("the stage, 10 s from t=20 at 2x, 5 fps")
            << "stage" << qint64(20000) << qint64(30000) << 2.0 << 5 << QSize(480, 270);
        QTest::newRow("the timeline, 6 s at 1x, 25 fps")
            << "timeline" << qint64(5000) << qint64(11000) << 1.0 << 25 << QSize(400, 225);
    }

    void writesTheFramesPlanned()
    {
        QFETCH(QString, view);
        QFETCH(qint64, fromMs);
        QFETCH(qint64, toMs);
        QFETCH(double, speed);
        QFETCH(int, fps);
        QFETCH(QSize, size);
        AnimationOptions options;
        options.path = m_dir.filePath(view + QStringLiteral(".gif"));
        options.view = *animationViewFromName(view);
        options.fromMs = fromMs;
        options.toMs = toMs;
        options.speed = speed;
        options.fps = fps;
        options.size = size;
        AnimationExport animation(*toyRun(), options);
        QString error;
        QVERIFY2(animation.write({}, &error), qPrintable(error));
        const std::vector<AnimationFrame> plan = AnimationPlan::frames(fromMs, toMs, speed, fps);
        const GifReading gif = readGif(options.path);
        QVERIFY2(gif.error.isEmpty(), qPrintable(gif.error));
        QCOMPARE(QSize(gif.width, gif.height), size);
        QCOMPARE(gif.frames.size(), plan.size());
        for (std::size_t i = 0; i < plan.size(); ++i)
            QCOMPARE(gif.frames[i].delayCs, plan[i].delayCs);
        QVERIFY(gif.loops);
        QCOMPARE(gif.loopCount, 0);
        // The theme's key colours are in the palette exactly.
        for (const QRgb key : AnimationPainter::keyColours())
            QVERIFY2(std::find(gif.palette.begin(), gif.palette.end(), key) != gif.palette.end(),
                     qPrintable(QString::number(key, 16)));
        // The first frame is the whole picture; the others only what changed.
        QCOMPARE(gif.frames.front().rect, QRect(QPoint(0, 0), size));
        const qint64 whole = qint64(size.width()) * size.height();
        int smaller = 0;
        for (std::size_t i = 1; i < gif.frames.size(); ++i) {
            const QRect r = gif.frames[i].rect;
            smaller += qint64(r.width()) * r.height() < whole * 3 / 4;
        }
        QVERIFY2(smaller >= static_cast<int>(gif.frames.size() - 1) * 9 / 10,
                 qPrintable(QStringLiteral("%1 of %2").arg(smaller).arg(gif.frames.size() - 1)));
    }

    /// The stage part of a frame, decoded, is the stage widget's picture at that frame's time
    /// while playing at the animation's speed, to the palette's nearest colours.
    void aFrameShowsTheStageAtItsTime()
    {
        AnimationOptions options;
        options.path = m_dir.filePath(QStringLiteral("stage.gif"));
        options.view = AnimationView::Stage;
        options.fromMs = 0;
        options.toMs = 40000;
        options.speed = 4;
        options.size = QSize(960, 540);
        AnimationExport animation(*toyRun(), options);
        QString error;
        QVERIFY2(animation.write({}, &error), qPrintable(error));
        const GifReading gif = readGif(options.path);
        QVERIFY2(gif.error.isEmpty(), qPrintable(gif.error));
        const QRect part = animation.painter().stageRect();
        const std::vector<AnimationFrame> frames = animation.frames();
        Playback playback;
        playback.setRun(toyRun());
        playback.setSpeed(4);
        playback.play();
        StageView stage(&playback);
        stage.resize(part.size());
        const Palette light = Palette::light();
        GifPalette palette(AnimationPainter::keyColours(), light.background.rgb(),
                           light.text.rgb());
        const QRgb background = palette.colours()[palette.indexOf(light.background.rgb())];
        for (const std::size_t index : {std::size_t(12), std::size_t(37), frames.size() - 2}) {
            playback.seek(frames[index].timeMs);
            const QImage widget = stage.grab().toImage().convertToFormat(QImage::Format_RGB32);
            QCOMPARE(widget.size(), part.size());
            const QImage &shown = gif.frames[index].picture;
            // The stage's top line: the widget writes the scenario's title on its left half, the
            // frame leaves it out (its heading above has the title) and keeps the clock.
            const QRectF clock = stage.headerRect();
            const QRect title = QRectF(clock.left(), clock.top(), clock.width() / 2, clock.height())
                                    .toAlignedRect();
            int titleInWidget = 0;
            int titleInFrame = 0;
            int samples = 0;
            int equal = 0;
            for (int y = 0; y < part.height(); y += 3) {
                for (int x = 0; x < part.width(); x += 3) {
                    if (title.contains(x, y)) {
                        titleInWidget +=
                            palette.colours()[palette.indexOf(widget.pixel(x, y))] != background;
                        titleInFrame +=
                            (shown.pixel(part.left() + x, part.top() + y) & 0xffffff) != background;
                        continue;
                    }
                    ++samples;
                    const QRgb expected = palette.colours()[palette.indexOf(widget.pixel(x, y))];
                    equal += (shown.pixel(part.left() + x, part.top() + y) & 0xffffff) == expected;
                }
            }
            QVERIFY2(equal == samples, qPrintable(QStringLiteral("frame %1: %2 of %3 samples")
                                                      .arg(index)
                                                      .arg(equal)
                                                      .arg(samples)));
            QVERIFY2(titleInWidget > 0, "the window's stage writes the title");
            QVERIFY2(titleInFrame == 0,
                     qPrintable(QStringLiteral("frame %1 writes the title a second time, under "
                                               "its heading (%2 pixels)")
                                    .arg(index)
                                    .arg(titleInFrame)));
        }
        playback.pause();
    }

    /// One clock per frame: the stage has its own, so a frame that shows the stage has none in
    /// its heading, which stays the same from frame to frame; the timeline alone has it there.
    void theHeadingHasTheClockOnlyWithoutTheStage_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<bool>("headingMoves");
        QTest::newRow("both") << "both" << false;
        QTest::newRow("stage") << "stage" << false;
        QTest::newRow("timeline") << "timeline" << true;
    }

    void theHeadingHasTheClockOnlyWithoutTheStage()
    {
        QFETCH(QString, view);
        QFETCH(bool, headingMoves);
        AnimationOptions options;
        options.view = *animationViewFromName(view);
        options.fromMs = 0;
        options.toMs = 40000;
        options.speed = 4;
        options.size = QSize(640, 360);
        AnimationExport animation(*toyRun(), options);
        const QRect heading = animation.painter().headingRect();
        QVERIFY(!heading.isEmpty());
        const QImage early = animation.frameAt(5000).copy(heading);
        const QImage late = animation.frameAt(31000).copy(heading);
        QCOMPARE(early != late, headingMoves);
    }

    void aCancelledExportLeavesNoFile()
    {
        const QString path = m_dir.filePath(QStringLiteral("cancelled.gif"));
        {
            QFile old(path);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("an older animation");
        }
        AnimationOptions options;
        options.path = path;
        options.size = QSize(480, 270);
        AnimationExport animation(*toyRun(), options);
        int calls = 0;
        QString error;
        QVERIFY(!animation.write([&calls](int done, int) { return ++calls, done < 3; }, &error));
        QCOMPARE(calls, 3);
        QVERIFY2(error.endsWith(QStringLiteral("cancelled")), qPrintable(error));
        QFile old(path);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("an older animation"));
        // No temporary file is left beside it.
        QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("cancelled*")}, QDir::Files).size(),
                 1);
    }

    void headingFollowsTheSteps()
    {
        const Lesson heartbeats = lesson("heartbeats");
        AnimationOptions options;
        options.chapters = lessonChapters(heartbeats, 1, 2);
        options.title = QStringLiteral("Heartbeats");
        AnimationExport animation(*toyRun(), options);
        const TimeMs second = heartbeats.steps[1].timeMs;
        const TimeMs third = heartbeats.steps[2].timeMs;
        QCOMPARE(animation.headingAt(second - 1), QStringLiteral("Heartbeats"));
        QCOMPARE(animation.headingAt(second),
                 QStringLiteral("Heartbeats · step 2: ") +
                     QString::fromStdString(heartbeats.steps[1].title));
        QCOMPARE(animation.headingAt(third), QStringLiteral("Heartbeats · step 3: ") +
                                                 QString::fromStdString(heartbeats.steps[2].title));
    }

    void aLessonStepRangeFromTheCommandLine()
    {
        const QString path = m_dir.filePath(QStringLiteral("steps.gif"));
        const Result result = runInflight(
            {QStringLiteral("export"), QStringLiteral("--lesson"), QStringLiteral("heartbeats"),
             QStringLiteral("--step"), QStringLiteral("2-3"), QStringLiteral("--size"),
             QStringLiteral("480x270"), QStringLiteral("--out"), path});
        QVERIFY2(result.status == 0, qPrintable(result.err));
        // From step 2's moment to the first later step's after step 3 (step 4, at 290 s).
        const Lesson heartbeats = lesson("heartbeats");
        const TimeMs from = heartbeats.steps[1].timeMs;
        const TimeMs to = heartbeats.steps[3].timeMs;
        QVERIFY(heartbeats.steps[2].timeMs > from && to > heartbeats.steps[2].timeMs);
        const double speed = AnimationPlan::speedFor(to - from);
        QVERIFY2(result.out.contains(QStringLiteral("t = %1 to %2 s at %3x")
                                         .arg(static_cast<double>(from) / 1000.0)
                                         .arg(static_cast<double>(to) / 1000.0)
                                         .arg(speed)),
                 qPrintable(result.out));
        const GifReading gif = readGif(path);
        QVERIFY2(gif.error.isEmpty(), qPrintable(gif.error));
        QCOMPARE(gif.frames.size(), AnimationPlan::frames(from, to, speed, 10).size());
    }

    void aSessionFromTheCommandLine()
    {
        const QString path = m_dir.filePath(QStringLiteral("session.gif"));
        const Result result = runInflight(
            {QStringLiteral("export"), QStringLiteral("--session"),
             QStringLiteral(INFLIGHT_FIXTURES "/session-v2.inflight"), QStringLiteral("--view"),
             QStringLiteral("timeline"), QStringLiteral("--fps"), QStringLiteral("4"),
             QStringLiteral("--size"), QStringLiteral("480x270"), QStringLiteral("--out"), path});
        QVERIFY2(result.status == 0, qPrintable(result.err));
        QVERIFY2(result.out.startsWith(QStringLiteral("wrote ") + path), qPrintable(result.out));
        const GifReading gif = readGif(path);
        QVERIFY2(gif.error.isEmpty(), qPrintable(gif.error));
        QVERIFY(gif.frames.size() > 2);
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("says");
        const QString toy = toyPath();
        QTest::newRow("--fps 0") << QStringList{toy, "--fps", "0"}
                                 << "--fps takes a whole number of frames a second from 1 to 50";
        QTest::newRow("--fps 60") << QStringList{toy, "--fps", "60"} << "not '60'";
        QTest::newRow("--fps of a fraction") << QStringList{toy, "--fps", "12.5"} << "not '12.5'";
        QTest::newRow("--speed negative")
            << QStringList{toy, "--speed", "-2"} << "--speed takes virtual seconds per second";
        QTest::newRow("--speed 0") << QStringList{toy, "--speed", "0"} << "not '0'";
        QTest::newRow("--view wrong")
            << QStringList{toy, "--view", "stages"} << "--view takes stage, timeline or both";
        QTest::newRow("--size without an x")
            << QStringList{toy, "--size", "1280"} << "--size takes WIDTHxHEIGHT";
        QTest::newRow("--size too small") << QStringList{toy, "--size", "100x50"} << "not '100x50'";
        QTest::newRow("--width is a picture's")
            << QStringList{toy, "--width", "800"} << "--width is for a picture";
        QTest::newRow("--compare is a picture's")
            << QStringList{toy, "--compare", toy} << "--compare is for a picture";
        QTest::newRow("a step out of range")
            << QStringList{"--lesson", "heartbeats", "--step", "99"}
            << "--step takes a step of the lesson, 1 to";
        QTest::newRow("step 0") << QStringList{"--lesson", "heartbeats", "--step", "0"}
                                << "not '0'";
        QTest::newRow("a range backwards")
            << QStringList{"--lesson", "heartbeats", "--step", "3-2"} << "not '3-2'";
        QTest::newRow("an empty window")
            << QStringList{toy, "--from", "30", "--to", "30"} << "the time window is empty";
        QTest::newRow("too many frames")
            << QStringList{toy, "--from", "0", "--to", "86400", "--speed", "1", "--fps", "50"}
            << "frames is too many";
    }

    void badArguments()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, says);
        const QString path = m_dir.filePath(QStringLiteral("bad.gif"));
        const Result result = runInflight(QStringList{QStringLiteral("export")} + arguments +
                                          QStringList{QStringLiteral("--out"), path});
        QCOMPARE(result.status, 2);
        QVERIFY2(result.err.contains(says), qPrintable(result.err));
        QVERIFY(!QFile::exists(path));
    }

    void animationOptionsNeedAGif()
    {
        const Result result = runInflight(
            {QStringLiteral("export"), toyPath(), QStringLiteral("--fps"), QStringLiteral("5"),
             QStringLiteral("--out"), m_dir.filePath(QStringLiteral("still.png"))});
        QCOMPARE(result.status, 2);
        QVERIFY2(result.err.contains(QStringLiteral("--fps is for an animation")),
                 qPrintable(result.err));
    }
};

QTEST_MAIN(TestAnimationExport)
#include "tst_animationexport.moc"
