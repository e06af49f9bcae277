// SPDX-License-Identifier: GPL-3.0-or-later
// The animated GIF export on the offscreen platform: the double-charged order's first 75 s at 4x,
// 1280x720, 10 frames a second, the stage above the timeline (189 frames), as
// `inflight export double-charged-order.json --out walk.gif --to 75 --speed 4` makes it. Prints,
// as medians over repeats:
//   - the whole export (drawing, encoding and writing the file) and the file's size;
//   - the drawing of a frame alone, and the encoding of the frames alone (already drawn).
// The whole export encodes each frame on a thread of its own while the next is drawn; the parts
// are timed one after the other on this thread. Goal: the whole export in under 5 s on a 2-core
// machine, the file under 3 MB. The wall clock is read here, never in the engine.
//
//   bench_animation [repeats] [folder]

#include "animationexport.h"
#include "benchsupport.h"
#include "gifencoder.h"
#include "scenariorun.h"
#include "theme.h"

#include <QApplication>
#include <QBuffer>
#include <QDir>
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
    const std::shared_ptr<const Run> run = runScenarioFile("double-charged-order.json");
    if (!run) {
        std::fprintf(stderr, "bench_animation: the double-charged order does not load\n");
        return 1;
    }
    AnimationOptions options;
    options.path = QDir(folder).filePath(QStringLiteral("bench-animation.gif"));
    options.fromMs = 0;
    options.toMs = 75'000;
    options.speed = 4;
    // Once untimed: the fonts, glyph caches and Qt's thread pool are made on first use.
    {
        AnimationOptions warm = options;
        warm.toMs = 5000;
        QString error;
        AnimationExport(*run, warm).write({}, &error);
    }
    std::vector<double> whole;
    qint64 bytes = 0;
    std::size_t frameCount = 0;
    for (int i = 0; i < repeats; ++i) {
        AnimationExport animation(*run, options);
        QString error;
        whole.push_back(millisecondsOf([&] {
            if (!animation.write({}, &error))
                std::fprintf(stderr, "bench_animation: %s\n", qPrintable(error));
        }));
        bytes = QFileInfo(options.path).size();
        frameCount = animation.frames().size();
    }
    // The parts, in one pass: each frame drawn, then encoded into memory.
    std::vector<double> drawing;
    std::vector<double> encoding;
    for (int i = 0; i < repeats; ++i) {
        AnimationExport animation(*run, options);
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        const Palette light = Palette::light();
        GifEncoder encoder(
            &buffer, options.size,
            GifPalette(AnimationPainter::keyColours(), light.background.rgb(), light.text.rgb()));
        double drawn = 0;
        double encoded = 0;
        for (const AnimationFrame &frame : animation.frames()) {
            QImage image;
            drawn += millisecondsOf([&] { image = animation.frameAt(frame.timeMs); });
            encoded += millisecondsOf([&] { encoder.addFrame(image, frame.delayCs); });
        }
        encoded += millisecondsOf([&] { encoder.finish(); });
        drawing.push_back(drawn);
        encoding.push_back(encoded);
    }
    // Each part of a frame alone.
    std::vector<std::pair<const char *, double>> views;
    for (const AnimationView view : {AnimationView::Stage, AnimationView::Timeline}) {
        AnimationOptions only = options;
        only.view = view;
        AnimationExport animation(*run, only);
        std::vector<double> times;
        for (int i = 0; i < repeats; ++i) {
            times.push_back(millisecondsOf([&] {
                for (const AnimationFrame &frame : animation.frames())
                    animation.frameAt(frame.timeMs);
            }));
        }
        views.emplace_back(view == AnimationView::Stage ? "the stage" : "the timeline",
                           median(times) / static_cast<double>(frameCount));
    }
    std::printf("double-charged order, t = 0 to 75 s at 4x, 1280x720, 10 fps, stage and timeline: "
                "%zu frames\n",
                frameCount);
    std::printf("whole export: %.0f ms median of %d (best %.0f ms), %.2f MB\n", median(whole),
                repeats, *std::min_element(whole.begin(), whole.end()),
                static_cast<double>(bytes) / 1e6);
    std::printf("drawing: %.0f ms for all frames (median of %d), %.2f ms a frame\n",
                median(drawing), repeats, median(drawing) / static_cast<double>(frameCount));
    std::printf("encoding: %.0f ms for all frames (median of %d), %.2f ms a frame\n",
                median(encoding), repeats, median(encoding) / static_cast<double>(frameCount));
    for (const auto &[name, ms] : views)
        std::printf("drawing %s alone (at 1280x720): %.2f ms a frame\n", name, ms);
    return 0;
}
