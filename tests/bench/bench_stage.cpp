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

#include "playback.h"
#include "run.h"
#include "scenariorun.h"
#include "stageview.h"

#include <QApplication>
#include <QImage>
#include <QPainter>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

using namespace inflight;

namespace {

Scenario thousandOrders()
{
    Scenario sc;
    sc.name = "bench-stage";
    sc.queues.push_back({"orders", {{"VisibilityTimeout", "30"}}});
    ServiceSpec payments;
    payments.name = "payments";
    payments.effect = "charges the card";
    payments.effectPast = "charged";
    sc.services.push_back(payments);
    ProducerSpec producer;
    producer.name = "orders-api";
    producer.queue = "orders";
    producer.rates.push_back({0, 10000, 100, false});
    sc.producers.push_back(producer);
    WorkerSpec worker;
    worker.name = "worker";
    worker.count = 8;
    worker.queue = "orders";
    worker.batchSize = 10;
    worker.waitTimeSeconds = 20;
    worker.processing.kind = DurationProfile::Kind::LogNormal;
    worker.processing.p50Ms = 40;
    worker.processing.p99Ms = 400;
    worker.service = "payments";
    sc.workers.push_back(worker);
    return sc;
}

template<typename F> double millisecondsOf(F &&work)
{
    const auto start = std::chrono::steady_clock::now();
    work();
    const auto stop = std::chrono::steady_clock::now();
    return std::chrono::duration<double, std::milli>(stop - start).count();
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace

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
    const Case cases[] = {
        {"double-charged order", runScenarioFile("double-charged-order.json")},
        {"1,000 orders", std::make_shared<const Run>(simulate(thousandOrders()))}};
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
