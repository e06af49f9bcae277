// SPDX-License-Identifier: GPL-3.0-or-later
// The timeline as a picture: PNG, SVG and PDF of the requested size and not blank, clear errors
// for a bad format or path, the session's notes drawn in every format, and `inflight export` run as
// a user runs it.

#include "inflightprocess.h"
#include "lessonloader.h"
#include "notetest.h"
#include "run.h"
#include "scenarioloader.h"
#include "scenariorun.h"
#include "theme.h"
#include "timelineexport.h"
#include "whatif.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace inflight;

namespace {

QString toyPath()
{
    return QStringLiteral(INFLIGHT_SCENARIOS "/double-charge-toy.json");
}

QString toyHeartbeatPath()
{
    return QStringLiteral(INFLIGHT_SCENARIOS "/double-charge-toy-heartbeat.json");
}

const Run &toyRun()
{
    static const Run run = [] {
        const ScenarioLoad load = loadScenarioFile(toyPath().toStdString());
        if (!load.ok())
            qFatal("%s", load.report().c_str());
        return simulate(*load.scenario);
    }();
    return run;
}

int distinctColours(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3) {
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    }
    return static_cast<int>(colours.size());
}

/// Pixels that are clearly the double-processing red (Tol's #EE6677, alone or over grey).
int reddish(const QImage &image)
{
    int count = 0;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2) {
            const QColor c = image.pixelColor(x, y);
            count += c.red() - c.green() > 60 && c.red() - c.blue() > 40 ? 1 : 0;
        }
    }
    return count;
}

Annotations toyNotes()
{
    Annotation moment;
    moment.timeMs = 30000;
    moment.text = QStringLiteral("The lease runs out");
    Annotation onMessage;
    onMessage.anchor = Annotation::Anchor::Message;
    onMessage.timeMs = 45000;
    onMessage.message = 1;
    onMessage.text = QStringLiteral("Charged a second time");
    return {moment, onMessage};
}

} // namespace

class TestTimelineExport : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    using Result = CommandResult;
    /// Runs the binary without QT_QPA_PLATFORM, as from a shell on a server: the export command
    /// must choose the offscreen platform itself.
    Result inflight(const QStringList &arguments)
    {
        return runInflight(arguments, {}, CommandDisplay::None);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void writesEveryFormat_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<double>("scale");
        QTest::newRow("PNG at the default size") << "toy.png" << 1600 << 900 << 1.0;
        QTest::newRow("PNG at twice the pixel density") << "toy@2x.png" << 1280 << 720 << 2.0;
        QTest::newRow("PNG at three times, small") << "toy@3x.png" << 640 << 360 << 3.0;
        QTest::newRow("PNG with an upper-case extension") << "TOY.PNG" << 1024 << 768 << 1.0;
        QTest::newRow("SVG") << "toy.svg" << 1600 << 900 << 1.0;
        QTest::newRow("SVG, wide") << "wide.svg" << 2400 << 600 << 1.0;
        QTest::newRow("PDF") << "toy.pdf" << 1600 << 900 << 1.0;
    }

    void writesEveryFormat()
    {
        QFETCH(QString, name);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(double, scale);
        TimelineExportOptions options;
        options.path = m_dir.filePath(name);
        options.width = width;
        options.height = height;
        options.scale = scale;
        QString error;
        QVERIFY2(exportTimeline(toyRun(), options, &error), qPrintable(error));
        QFile file(options.path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        const QString suffix = name.section(QLatin1Char('.'), -1).toLower();

        if (suffix == QLatin1String("png")) {
            QImage image;
            QVERIFY(image.loadFromData(bytes, "PNG"));
            QCOMPARE(image.size(), QSize(qRound(width * scale), qRound(height * scale)));
            QVERIFY2(distinctColours(image) > 20, "not a blank picture");
            QVERIFY2(reddish(image) > 50, "the double processing is there, in red");
            // Light for print: the corner is white.
            QCOMPARE(image.pixelColor(1, 1), QColor(Qt::white));
        } else if (suffix == QLatin1String("svg")) {
            QXmlStreamReader xml(bytes);
            QVERIFY(xml.readNextStartElement());
            QCOMPARE(xml.name(), QLatin1String("svg"));
            QCOMPARE(xml.attributes().value(QLatin1String("width")).toString(),
                     QString::number(width));
            QCOMPARE(xml.attributes().value(QLatin1String("height")).toString(),
                     QString::number(height));
            QCOMPARE(xml.attributes().value(QLatin1String("viewBox")).toString(),
                     QStringLiteral("0 0 %1 %2").arg(width).arg(height));
            int elements = 1;
            bool hasText = false;
            while (!xml.atEnd()) {
                if (xml.readNext() == QXmlStreamReader::StartElement) {
                    ++elements;
                    hasText = hasText || xml.name() == QLatin1String("text");
                }
            }
            QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
            QVERIFY2(elements > 100, qPrintable(QString::number(elements)));
            QVERIFY2(hasText, "labels are text, not pixels");
            QVERIFY(bytes.contains("double processing m1"));
        } else {
            QVERIFY(bytes.startsWith("%PDF-"));
            QVERIFY2(bytes.size() > 10000, qPrintable(QString::number(bytes.size())));
            QVERIFY(bytes.contains("%%EOF"));
            // Qt writes the box with decimals: [0 0 1600.000000 900.000000].
            const QRegularExpression mediaBox(
                QStringLiteral("/MediaBox \\[0 0 %1(\\.0*)? %2(\\.0*)?\\]").arg(width).arg(height));
            QVERIFY2(QString::fromLatin1(bytes).contains(mediaBox),
                     "one page of the requested size");
        }
    }

    void rendersForTheClipboard()
    {
        TimelineExportOptions options;
        options.width = 800;
        options.height = 450;
        options.scale = 2;
        const QImage image = renderTimelineImage(toyRun(), options);
        QCOMPARE(image.size(), QSize(1600, 900));
        QCOMPARE(image.devicePixelRatio(), 2.0);
        QVERIFY(distinctColours(image) > 20);
        QVERIFY(reddish(image) > 50);
    }

    void exportsATimeWindow()
    {
        TimelineExportOptions options;
        options.path = m_dir.filePath(QStringLiteral("window.png"));
        options.fromSeconds = 25;
        options.toSeconds = 50;
        QString error;
        QVERIFY2(exportTimeline(toyRun(), options, &error), qPrintable(error));
        QImage image(options.path);
        QCOMPARE(image.size(), QSize(1600, 900));
        QVERIFY(reddish(image) > 50);
    }

    void refusesWhatItCannotWrite_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<double>("from");
        QTest::addColumn<double>("to");
        QTest::addColumn<QString>("why");
        QTest::newRow("an unknown extension")
            << "toy.bmp" << -1.0 << -1.0 << "unknown format '.bmp'";
        QTest::newRow("no extension") << "toy" << -1.0 << -1.0 << "unknown format";
        QTest::newRow("a directory that does not exist")
            << "no/such/directory/toy.png" << -1.0 << -1.0 << "toy.png";
        QTest::newRow("an empty time window")
            << "toy.svg" << 50.0 << 20.0 << "time window is empty";
    }

    void refusesWhatItCannotWrite()
    {
        QFETCH(QString, path);
        QFETCH(double, from);
        QFETCH(double, to);
        QFETCH(QString, why);
        TimelineExportOptions options;
        options.path = m_dir.filePath(QStringLiteral("refused-") + path);
        options.fromSeconds = from;
        options.toSeconds = to;
        QString error;
        QVERIFY(!exportTimeline(toyRun(), options, &error));
        QVERIFY2(error.contains(options.path), qPrintable(error));
        QVERIFY2(error.contains(why), qPrintable(error));
        QVERIFY2(!QFile::exists(options.path), "nothing is left behind");
    }

    void refusesAFileInAReadOnlyDirectory()
    {
        const QString directory = m_dir.filePath(QStringLiteral("read-only"));
        QVERIFY(QDir().mkpath(directory));
        QFile::setPermissions(directory, QFile::ReadOwner | QFile::ExeOwner);
        QFile probe(directory + QStringLiteral("/probe"));
        if (probe.open(QIODevice::WriteOnly))
            QSKIP("running as a user who can write anywhere (root)");
        TimelineExportOptions options;
        options.path = directory + QStringLiteral("/toy.pdf");
        QString error;
        QVERIFY(!exportTimeline(toyRun(), options, &error));
        QVERIFY2(error.contains(options.path), qPrintable(error));
    }

    void commandLineWritesThePicture_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QSize>("size");
        QTest::newRow("PNG, default size") << "cli.png" << QStringList() << QSize(1600, 900);
        QTest::newRow("PNG at scale 2 with a title")
            << "cli@2x.png" << QStringList{"--width", "800", "--height", "500",
                                           "--scale", "2",   "--title",  "The double charge"}
            << QSize(1600, 1000);
        QTest::newRow("SVG, a window")
            << "cli.svg" << QStringList{"--from", "20", "--to", "50"} << QSize(1600, 900);
        QTest::newRow("PDF") << "cli.pdf" << QStringList{"--width", "1000", "--height", "600"}
                             << QSize(1000, 600);
        QTest::newRow("PNG, compared with an edited copy")
            << "before-after.png" << QStringList{"--compare-edit", "visibilityTimeout=60"}
            << QSize(1600, 1300);
        QTest::newRow("SVG, compared with two edits")
            << "before-after.svg"
            << QStringList{"--compare-edit", "visibilityTimeout=60", "--compare-edit",
                           "heartbeatInterval=10"}
            << QSize(1600, 1300);
        QTest::newRow("PDF, compared with another scenario, sized")
            << "before-after.pdf"
            << QStringList{"--compare", toyHeartbeatPath(), "--width", "1200", "--height", "1000"}
            << QSize(1200, 1000);
    }

    void commandLineWritesThePicture()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, options);
        QFETCH(QSize, size);
        const QString out = m_dir.filePath(name);
        const Result r = inflight(
            QStringList{QStringLiteral("export"), toyPath(), QStringLiteral("--out"), out} +
            options);
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(out), qPrintable(r.out));
        // Nothing but Inflight's own words on the terminal: not Qt's platform warnings about the
        // desktop session a server does not have.
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        if (name.endsWith(QLatin1String(".png"))) {
            QImage image;
            QVERIFY(image.loadFromData(bytes));
            QCOMPARE(image.size(), size);
            QVERIFY(distinctColours(image) > 20);
        } else if (name.endsWith(QLatin1String(".svg"))) {
            QVERIFY(bytes.contains(QStringLiteral("width=\"%1\"").arg(size.width()).toLatin1()));
        } else {
            QVERIFY(bytes.startsWith("%PDF-"));
        }
        if (options.contains(QLatin1String("--title")))
            QVERIFY(!bytes.isEmpty());
        // A comparison's SVG carries its headings and summary as text.
        if (name == QLatin1String("before-after.svg")) {
            QVERIFY(bytes.contains("Before: "));
            QVERIFY(bytes.contains("After: visibility timeout 60 s, heartbeat every 10 s"));
            QVERIFY(bytes.contains("They part at t="));
        }
    }

    void aComparedPictureIsTwoTimelines()
    {
        // The compared run above, this one below, each with its lanes, on one picture.
        const std::shared_ptr<const Run> before = runScenarioFile("double-charged-order.json");
        Scenario fixed = before->scenario;
        QVERIFY(!setWhatIf(fixed, WhatIf::VisibilityTimeout, 60));
        const Run after = simulate(fixed);
        TimelineExportOptions options;
        options.height = 1300;
        const QImage single = renderTimelineImage(after, options);
        options.comparison = TimelineComparison{before, QStringLiteral("the original"),
                                                QStringLiteral("visibility timeout 60 s")};
        const QImage compared = renderTimelineImage(after, options);
        QCOMPARE(compared.size(), QSize(1600, 1300));
        QVERIFY(compared != single);
        // The original's duplicate is drawn: the picture has the duplicate's red, the fixed run
        // alone has none.
        auto hasColour = [](const QImage &image, QRgb colour) {
            for (int y = 0; y < image.height(); y += 2) {
                for (int x = 0; x < image.width(); x += 2) {
                    if ((image.pixel(x, y) & 0xFFFFFF) == (colour & 0xFFFFFF))
                        return true;
                }
            }
            return false;
        };
        const QRgb duplicate = Palette::light().duplicate.rgb();
        QVERIFY(hasColour(compared, duplicate));
        QVERIFY(!hasColour(single, duplicate));
    }

    void commandLineFailsClearly_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        const QString toy = toyPath();
        QTest::newRow("a bad extension")
            << QStringList{"export", toy, "--out", "/tmp/inflight-export-test.bmp"} << 1
            << "unknown format '.bmp'";
        QTest::newRow("an unwritable path")
            << QStringList{"export", toy, "--out", "/no/such/directory/toy.png"} << 1
            << "/no/such/directory/toy.png";
        QTest::newRow("no --out") << QStringList{"export", toy} << 2 << "--out";
        QTest::newRow("a width that is not a number")
            << QStringList{"export", toy, "--out", "/tmp/x.png", "--width", "wide"} << 2
            << "--width";
        QTest::newRow("a missing scenario")
            << QStringList{"export", "/no/such/scenario.json", "--out", "/tmp/x.png"} << 1
            << "scenario.json";
        QTest::newRow("a lesson that does not exist")
            << QStringList{"export", "--lesson", "no-such-lesson", "--out", "/tmp/x.png"} << 1
            << "no lesson 'no-such-lesson'";
        QTest::newRow("a step past the lesson's end")
            << QStringList{"export", "--lesson", "lent-not-taken", "--step",
                           "99",     "--out",    "/tmp/x.png"}
            << 2 << "--step takes a step of the lesson";
        // Once a segfault: 1e16 s overflowed on its way to milliseconds.
        QTest::newRow("a --to beyond the longest run")
            << QStringList{"export", toy, "--to", "1e16", "--out", "/tmp/x.png"} << 2
            << "--to takes a number from 0 to 1296000, not '1e16'";
        QTest::newRow("a --from beyond the longest run")
            << QStringList{"export", toy, "--from", "1e16", "--out", "/tmp/x.png"} << 2
            << "--from takes a number from 0";
        QTest::newRow("a --to that is not finite")
            << QStringList{"export", toy, "--to", "inf", "--out", "/tmp/x.png"} << 2
            << "--to takes a number";
        QTest::newRow("a compare edit of an unknown parameter")
            << QStringList{"export", toy, "--compare-edit", "visibility=60", "--out", "/tmp/x.png"}
            << 2 << "the keys are: visibilityTimeout";
        QTest::newRow("a compare edit out of range")
            << QStringList{"export", toy,         "--compare-edit", "visibilityTimeout=50000",
                           "--out",  "/tmp/x.png"}
            << 2 << "--compare-edit visibilityTimeout=50000: ";
        QTest::newRow("both ways of comparing")
            << QStringList{"export",         toy,         "--compare", toy,
                           "--compare-edit", "workers=3", "--out",     "/tmp/x.png"}
            << 2 << "not both";
        QTest::newRow("a missing compared scenario")
            << QStringList{"export", toy, "--compare", "/no/such/other.json", "--out", "/tmp/x.png"}
            << 1 << "other.json";
        QTest::newRow("a step without a lesson")
            << QStringList{"export", toy, "--step", "2", "--out", "/tmp/x.png"} << 2
            << "--step needs --lesson";
    }

    void commandLineFailsClearly()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, status);
        QFETCH(QString, message);
        const Result r = inflight(arguments);
        QCOMPARE(r.status, status);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void exportsALessonAtAStep()
    {
        const QString out = m_dir.filePath(QStringLiteral("lesson-step.png"));
        const Result r = inflight({QStringLiteral("export"), QStringLiteral("--lesson"),
                                   QStringLiteral("double-charged-order"), QStringLiteral("--step"),
                                   QStringLiteral("2"), QStringLiteral("--out"), out});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QImage image(out);
        QCOMPARE(image.size(), QSize(1600, 900));
        // The step's highlights are drawn in Tol yellow.
        bool yellow = false;
        for (int y = 0; y < image.height() && !yellow; y += 2) {
            for (int x = 0; x < image.width() && !yellow; x += 2)
                yellow = image.pixelColor(x, y) == QColor(0xCC, 0xBB, 0x44);
        }
        QVERIFY(yellow);
    }

    void everyLessonPictureKeepsItsTextApart_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<int>("step");
        const QString lessons = QDir::cleanPath(QStringLiteral(INFLIGHT_SCENARIOS "/.."));
        for (const LessonEntry &entry : listLessons(lessons.toStdString())) {
            const LessonLoad load = loadLessonFile(entry.path);
            QVERIFY2(load.ok(), load.report().c_str());
            QTest::addRow("%s, whole run", entry.id.c_str())
                << QString::fromStdString(entry.path) << -1;
            for (std::size_t i = 0; i < load.lesson->steps.size(); ++i)
                QTest::addRow("%s, step %zu", entry.id.c_str(), i + 1)
                    << QString::fromStdString(entry.path) << static_cast<int>(i);
        }
    }

    void everyLessonPictureKeepsItsTextApart()
    {
        // Every lesson's whole-run export and every step's picture, as `inflight export
        // --lesson ID [--step N]` draws them: no two pieces of text overlap, and each lies
        // within the lanes.
        QFETCH(QString, lesson);
        QFETCH(int, step);
        const LessonLoad load = loadLessonFile(lesson.toStdString());
        QVERIFY(load.ok() && load.run);
        TimelineExportOptions options;
        if (step >= 0) {
            const LessonStep &s = load.lesson->steps[static_cast<std::size_t>(step)];
            options.playheadMs = s.timeMs;
            options.highlights = s.highlights;
        }
        const TimelineTextLayout layout = timelineTextLayout(*load.run, options);
        QVERIFY(!layout.lanes.isEmpty());
        std::vector<QRectF> text = layout.labels;
        text.insert(text.end(), layout.notes.begin(), layout.notes.end());
        for (std::size_t i = 0; i < text.size(); ++i) {
            QVERIFY2(layout.lanes.contains(text[i]), "text within the lanes");
            for (std::size_t j = i + 1; j < text.size(); ++j)
                QVERIFY2(!text[i].intersects(text[j]),
                         qPrintable(QStringLiteral("text %1 and %2 overlap").arg(i).arg(j)));
        }
    }

    void aCaptionFitsEvenWhenAKeyIsEffectedHundredsOfTimes()
    {
        // The heartbeats lesson's stuck video is published every 30 s for hours: the caption gives
        // the count and the first and last times instead of a list that runs off the picture.
        const ScenarioLoad load =
            loadScenarioFile(QStringLiteral(INFLIGHT_SCENARIOS "/heartbeats.json").toStdString());
        QVERIFY2(load.ok(), load.report().c_str());
        const Run run = simulate(*load.scenario);
        const QString caption = defaultTimelineCaption(run, 0, run.endMs);
        QVERIFY2(caption.contains(QRegularExpression(QStringLiteral("published \\d{3} times"))),
                 qPrintable(caption));
        QVERIFY2(caption.contains(QStringLiteral("the first at t=")), qPrintable(caption));
        for (const QString &line : caption.split(QLatin1Char('\n')))
            QVERIFY2(line.size() <= 130, qPrintable(line));
    }

    void notesAreInThePicture_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("PNG") << "notes.png";
        QTest::newRow("SVG") << "notes.svg";
        QTest::newRow("PDF") << "notes.pdf";
    }

    void notesAreInThePicture()
    {
        QFETCH(QString, name);
        TimelineExportOptions options;
        options.path = m_dir.filePath(QStringLiteral("plain-") + name);
        QString error;
        QVERIFY2(exportTimeline(toyRun(), options, &error), qPrintable(error));
        QFile plainFile(options.path);
        QVERIFY(plainFile.open(QIODevice::ReadOnly));
        const QByteArray plain = plainFile.readAll();

        options.path = m_dir.filePath(name);
        options.annotations = toyNotes();
        QVERIFY2(exportTimeline(toyRun(), options, &error), qPrintable(error));
        QFile file(options.path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes != plain);
        if (name.endsWith(QLatin1String(".png"))) {
            QImage with, without;
            QVERIFY(with.loadFromData(bytes, "PNG"));
            QVERIFY(without.loadFromData(plain, "PNG"));
            QVERIFY2(purplish(without, {}, 24) < 20,
                     qPrintable(QString::number(purplish(without, {}, 24))));
            QVERIFY2(purplish(with, {}, 24) > 300,
                     qPrintable(QString::number(purplish(with, {}, 24))));
        } else if (name.endsWith(QLatin1String(".svg"))) {
            QVERIFY2(bytes.contains("The lease runs out"), "the notes are text");
            QVERIFY(bytes.contains("Charged a second time"));
            QVERIFY(bytes.toLower().contains("#aa3377"));
            QVERIFY(!plain.contains("The lease runs out"));
        } else {
            QVERIFY(bytes.startsWith("%PDF-"));
            QVERIFY2(bytes.size() > plain.size(), "more drawn");
        }
    }

    void aNoteOutsideTheWindowIsLeftOut()
    {
        TimelineExportOptions options;
        options.fromSeconds = 0;
        options.toSeconds = 20;
        const QImage plain = renderTimelineImage(toyRun(), options);
        options.annotations = toyNotes();
        const QImage with = renderTimelineImage(toyRun(), options);
        QCOMPARE(with, plain);
        options.toSeconds = 50;
        const QImage wider = renderTimelineImage(toyRun(), options);
        QVERIFY(purplish(wider, {}, 24) > 300);
    }

    void notesFollowTheClipboardImage()
    {
        TimelineExportOptions options;
        options.width = 800;
        options.height = 450;
        options.scale = 2;
        options.annotations = toyNotes();
        const QImage image = renderTimelineImage(toyRun(), options);
        QVERIFY(purplish(image, {}, 24) > 300);
        if (const QString dir = qEnvironmentVariable("INFLIGHT_TIMELINE_SHOTS"); !dir.isEmpty()) {
            image.save(dir + QStringLiteral("/export-notes-800x450@2.png"));
            options.width = 1600;
            options.height = 900;
            options.scale = 1;
            renderTimelineImage(toyRun(), options).save(dir + QStringLiteral("/export-notes.png"));
        }
    }

    void otherCommandsStillWork()
    {
        const Result r = inflight({QStringLiteral("run"), toyPath(), QStringLiteral("--summary")});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains(QLatin1String("charged twice")));
        const Result help = inflight({QStringLiteral("help"), QStringLiteral("export")});
        QCOMPARE(help.status, 0);
        QVERIFY(help.out.contains(QLatin1String("--scale")));
    }
};

QTEST_MAIN(TestTimelineExport)
#include "tst_timelineexport.moc"
