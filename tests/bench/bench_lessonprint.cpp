// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson handouts and slides on the offscreen platform: every lesson's handout (A4, with the
// answers) and its slides, as `inflight export --lesson ID --handout/--slides` write them, each
// timed as the median of repeats, with its pages and its size. The lesson is loaded and run once,
// outside the timing: what is timed is the pictures (and the compared runs of steps that show
// their fix), the layout and the PDF. The wall clock is read here, never in the engine.
//
//   bench_lessonprint [repeats] [folder]

#include "benchsupport.h"
#include "lessonloader.h"
#include "lessonprint.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace inflight;

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    const QTemporaryDir temporary;
    const QString folder = argc > 2 ? QString::fromLocal8Bit(argv[2]) : temporary.path();
    std::printf("%-24s %8s %6s %8s   %8s %6s %8s\n", "lesson", "handout", "pages", "size", "slides",
                "pages", "size");
    std::vector<double> handoutTotals(static_cast<std::size_t>(repeats), 0);
    std::vector<double> slideTotals(static_cast<std::size_t>(repeats), 0);
    bool warm = false;
    for (const LessonEntry &entry : listLessons(defaultLessonDirectory())) {
        const LessonLoad load = loadLessonFile(entry.path);
        if (!load.ok()) {
            std::fprintf(stderr, "bench_lessonprint: %s\n", load.report().c_str());
            return 1;
        }
        std::printf("%-24s", entry.id.c_str());
        for (const auto kind :
             {LessonPrintOptions::Kind::Handout, LessonPrintOptions::Kind::Slides}) {
            LessonPrintOptions options;
            options.kind = kind;
            options.path = QDir(folder).filePath(QString::fromStdString(entry.id) +
                                                 (kind == LessonPrintOptions::Kind::Handout
                                                      ? QStringLiteral("-handout.pdf")
                                                      : QStringLiteral("-slides.pdf")));
            LessonPrintResult result;
            QString error;
            // Once untimed: the fonts and glyph caches are made on first use.
            if (!warm) {
                printLesson(*load.lesson, load.run, options, &result, &error);
                warm = true;
            }
            std::vector<double> times;
            for (int i = 0; i < repeats; ++i) {
                QElapsedTimer clock;
                clock.start();
                if (!printLesson(*load.lesson, load.run, options, &result, &error)) {
                    std::fprintf(stderr, "bench_lessonprint: %s\n", qPrintable(error));
                    return 1;
                }
                const double ms = static_cast<double>(clock.nsecsElapsed()) / 1e6;
                times.push_back(ms);
                (kind == LessonPrintOptions::Kind::Handout
                     ? handoutTotals
                     : slideTotals)[static_cast<std::size_t>(i)] += ms;
            }
            std::printf(" %6.1f ms %6d %5.0f KB ", median(times), result.pages,
                        static_cast<double>(QFileInfo(options.path).size()) / 1024.0);
        }
        std::printf("\n");
    }
    std::printf("every lesson, median of %d: handouts %.0f ms, slides %.0f ms\n", repeats,
                median(handoutTotals), median(slideTotals));
    return 0;
}
