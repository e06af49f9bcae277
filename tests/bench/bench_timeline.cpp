// SPDX-License-Identifier: GPL-3.0-or-later
// The timeline widget at 1280x720 on the offscreen platform, for runs of 100, 10,000 and 100,000
// orders: a producer at a steady rate and eight workers (batches of 10, log-normal processing,
// median 40 ms, 99th percentile 400 ms). Prints, as medians over repeats:
//   - a full replot of the lanes, with the whole run on screen and zoomed to 20 s;
//   - a playhead move (the buffered overlay layer only, then the widget's paint);
//   - a seek to a random time in a 20 s view of the largest run, which usually pages the view
//     and so replots the lanes.
// Goals: replot of the 10,000-order run within 16 ms, a playhead move under 1 ms, a seek under
// 16 ms.
// Then one message lent again and again: two workers, 2 s jobs on a 1 s visibility timeout, for
// 12 hours (43,201 jobs on one message, each overlapping the next): the run timeline's build,
// whose overlap pass once compared every pair of jobs (7.7 s). Goal: well under a second. And
// that run's whole-run replot, its 43,199 double processings merged into bands.
// A second argument runs one size only: `bench_timeline 5 1000000` is the million-message run
// (level of detail: goal, a whole-run replot within 16 ms).
// The wall clock is read here, never in the engine.

#include "benchsupport.h"
#include "playback.h"
#include "run.h"
#include "runtimeline.h"
#include "timelineview.h"

#include <QApplication>

#include <qcustomplot.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <random>
#include <vector>

using namespace inflight;

namespace {

/// One message, two workers, 2 s jobs on a 1 s loan, until t=43,200 s.
Scenario lentAgainAndAgain()
{
    Scenario sc;
    sc.name = "bench-lent-again";
    sc.queues.push_back({"orders", {{"VisibilityTimeout", "1"}}});
    ProducerSpec producer;
    producer.queue = "orders";
    producer.messages.push_back({});
    sc.producers.push_back(producer);
    WorkerSpec worker;
    worker.queue = "orders";
    worker.count = 2;
    worker.processing = DurationProfile::fixed(2000);
    sc.workers.push_back(worker);
    sc.untilMs = 43'200'000;
    return sc;
}

double maximum(const std::vector<double> &values)
{
    return *std::max_element(values.begin(), values.end());
}

} // namespace

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int repeats = argc > 1 ? std::max(3, std::atoi(argv[1])) : 25;
    // A second argument runs one size only (for a profiler).
    std::vector<int> sizes = {100, 10000, 100000};
    if (argc > 2)
        sizes = {std::max(1, std::atoi(argv[2]))};
    std::printf("timeline at 1280x720, offscreen; medians over %d repeats\n\n", repeats);
    std::printf("%9s %9s %9s %10s %10s %10s %10s %10s\n", "orders", "events", "lanes", "setRun ms",
                "fit ms", "20s ms", "move ms", "seek ms");

    for (const int orders : sizes) {
        auto run =
            std::make_shared<const Run>(simulate(benchOrdersScenario("bench-timeline", orders)));
        Playback playback;
        const double setRun = millisecondsOf([&] { playback.setRun(run); });
        TimelineView view(&playback);
        view.resize(1280, 720);
        view.show();
        QCoreApplication::processEvents();
        QCustomPlot *plot = view.plot();
        const double end = static_cast<double>(playback.endTime()) / 1000.0;

        // A full replot, whole run on screen.
        view.fitAll();
        plot->replot(QCustomPlot::rpImmediateRefresh);
        std::vector<double> fit;
        for (int i = 0; i < repeats; ++i)
            fit.push_back(millisecondsOf([&] { plot->replot(QCustomPlot::rpImmediateRefresh); }));

        // Zoomed to 20 s in the middle: what someone studying a moment sees.
        plot->xAxis->setRange(end / 2 - 10, end / 2 + 10);
        plot->replot(QCustomPlot::rpImmediateRefresh);
        std::vector<double> zoomed;
        for (int i = 0; i < repeats; ++i)
            zoomed.push_back(
                millisecondsOf([&] { plot->replot(QCustomPlot::rpImmediateRefresh); }));

        // Playhead moves within the view: the overlay layer and the paint, not the lanes.
        std::vector<double> moves;
        const auto middle = static_cast<TimeMs>(end / 2 * 1000);
        for (int i = 0; i < repeats * 4; ++i) {
            const TimeMs t = middle - 5000 + (i % 100) * 100;
            moves.push_back(millisecondsOf([&] {
                playback.seek(t);
                plot->repaint();
            }));
        }

        // Seeks to random times: the view follows, usually replotting the lanes.
        std::vector<double> seeks;
        if (orders == sizes.back() && orders >= 10000) {
            std::mt19937_64 random(7);
            std::uniform_int_distribution<TimeMs> anywhere(0, playback.endTime());
            for (int i = 0; i < repeats * 2; ++i) {
                const TimeMs t = anywhere(random);
                seeks.push_back(millisecondsOf([&] {
                    playback.seek(t);
                    QCoreApplication::processEvents();
                    plot->repaint();
                }));
            }
        }
        std::printf("%9d %9llu %9d %10.2f %10.2f %10.2f %10.3f %10s\n", orders,
                    static_cast<unsigned long long>(run->log().size()), view.laneCount(), setRun,
                    median(fit), median(zoomed), median(moves),
                    seeks.empty() ? "-" : QByteArray::number(median(seeks), 'f', 2).constData());
        if (!seeks.empty())
            std::printf("%9s worst seek %.2f ms, worst move %.3f ms, worst fit replot %.2f ms\n",
                        "", maximum(seeks), maximum(moves), maximum(fit));
    }

    if (argc <= 2) {
        const auto lent = std::make_shared<const Run>(simulate(lentAgainAndAgain()));
        const Run &run = *lent;
        std::vector<double> builds;
        std::size_t overlaps = 0;
        std::size_t jobs = 0;
        for (int i = 0; i < std::max(3, repeats / 5); ++i) {
            builds.push_back(millisecondsOf([&] {
                const RunTimeline timeline(run);
                overlaps = timeline.overlaps().size();
                jobs = 0;
                for (const WorkerTrack &w : timeline.workers())
                    jobs += w.jobs.size();
            }));
        }
        std::printf("\none message lent again and again: %zu jobs, %zu overlaps, %llu events; "
                    "run timeline built in %.1f ms (median), worst %.1f ms\n",
                    jobs, overlaps, static_cast<unsigned long long>(run.log().size()),
                    median(builds), maximum(builds));
        // Its whole run on screen: 43,199 double processings merged into bands (level of
        // detail), where each was once a box and a caption search.
        Playback playback;
        playback.setRun(lent);
        TimelineView view(&playback);
        view.resize(1280, 720);
        view.show();
        QCoreApplication::processEvents();
        view.fitAll();
        view.plot()->replot(QCustomPlot::rpImmediateRefresh);
        std::vector<double> replots;
        for (int i = 0; i < repeats; ++i)
            replots.push_back(
                millisecondsOf([&] { view.plot()->replot(QCustomPlot::rpImmediateRefresh); }));
        std::printf("its whole run replotted in %.2f ms (median), worst %.2f ms\n", median(replots),
                    maximum(replots));
    }
    return 0;
}
