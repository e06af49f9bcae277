// SPDX-License-Identifier: GPL-3.0-or-later
// The animated stage on the offscreen platform, at 1280x720 and at the size it has beside a
// lesson in a 1280x720 window (834x292), for the double-charged order (lesson 2's default
// scenario) and a run of 1,000 orders (a producer at 100 a second, eight workers). At 25 times
// spread over each run it prints, as medians over repeats:
//   - the frame's build: the layout of the picture at a new time (asked for through cardRect(),
//     which builds the frame and paints nothing);
//   - its paint into a QImage, the frame already built;
//   - both, as a seek followed by a paint.
// Goal: a frame built and painted well within one 60 Hz frame (16 ms) while playing. The wall
// clock is read here, never in the engine.

#include "benchsupport.h"
#include "playback.h"
#include "run.h"
#include "scenariorun.h"
#include "stageview.h"

#include <QApplication>
#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

using namespace inflight;

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    constexpr int instants = 25;
    std::printf("stage, offscreen; medians over %d repeats of %d instants\n\n", repeats, instants);
    std::printf("%-22s %9s %9s %10s %10s %10s\n", "run", "events", "size", "build ms", "paint ms",
                "both ms");

    struct Case {
        const char *name;
        std::shared_ptr<const Run> run;
    };
    const Case cases[] = {{"double-charged order", runScenarioFile("double-charged-order.json")},
                          {"1,000 orders", std::make_shared<const Run>(simulate(
                                               benchOrdersScenario("bench-stage", 1000)))}};
    for (const Case &c : cases) {
        if (!c.run) {
            std::fprintf(stderr, "bench_stage: cannot run %s\n", c.name);
            return 1;
        }
        for (const QSize size : {QSize(1280, 720), QSize(834, 292)}) {
            Playback playback;
            playback.setRun(c.run);
            StageView view(&playback);
            view.resize(size);
            QImage image(size, QImage::Format_ARGB32_Premultiplied);
            std::vector<double> build;
            std::vector<double> paint;
            std::vector<double> both;
            for (int r = 0; r < repeats; ++r) {
                for (int i = 0; i < instants; ++i) {
                    const TimeMs t = playback.endTime() * i / (instants - 1);
                    playback.seek(t);
                    build.push_back(millisecondsOf([&] { (void)view.cardRect(1); }));
                    paint.push_back(millisecondsOf([&] { view.render(&image); }));
                    // Away and back: the frame is built again, then painted.
                    playback.seek(t + 1);
                    playback.seek(t);
                    both.push_back(millisecondsOf([&] { view.render(&image); }));
                }
            }
            std::printf("%-22s %9llu %4dx%-4d %10.3f %10.3f %10.3f\n", c.name,
                        static_cast<unsigned long long>(c.run->log().size()), size.width(),
                        size.height(), median(build), median(paint), median(both));
        }
    }
    return 0;
}
