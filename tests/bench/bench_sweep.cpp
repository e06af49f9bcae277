// SPDX-License-Identifier: GPL-3.0-or-later
// The random-scenario sweep over many seeds (issue 11): each seed's scenario is generated, loaded
// from its text, run, checked by the invariant checker and run again for the same digest. Prints
// every finding (the seed and a minimal scenario), then the count, the time, the events and the
// slowest seed. CI runs a fixed set of seeds in tests/tst_scenariosweep.cpp; this is the long
// run whose result is logged in RESULTS.md. The wall clock is read here, never in the engine.
//
// Run: ./build/tests/bench/bench_sweep [seeds] [first seed]   (default 10000 seeds from 1)
//      ./build/tests/bench/bench_sweep --scenario SEED          (prints the seed's scenario)

#include "scenariogenerator.h"
#include "scenariosweep.h"

#include <QJsonDocument>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace inflight::test;

int main(int argc, char **argv)
{
    if (argc == 3 && std::string(argv[1]) == "--scenario") {
        const QJsonObject scenario =
            ScenarioGenerator(std::strtoull(argv[2], nullptr, 10)).generate();
        std::printf("%s", QJsonDocument(scenario).toJson().constData());
        return 0;
    }
    const std::uint64_t seeds = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 10000;
    const std::uint64_t first = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    std::uint64_t findings = 0;
    double slowestMs = 0;
    std::uint64_t slowestSeed = first;
    for (std::uint64_t seed = first; seed < first + seeds; ++seed) {
        const auto before = Clock::now();
        const std::optional<SweepFinding> finding = sweepSeed(seed);
        const double ms = std::chrono::duration<double, std::milli>(Clock::now() - before).count();
        if (ms > slowestMs) {
            slowestMs = ms;
            slowestSeed = seed;
        }
        if (finding) {
            ++findings;
            std::printf("%s\n", finding->report().c_str());
            std::fflush(stdout);
        }
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    std::printf("%llu seeds from %llu: %llu findings in %.1f s (%.2f ms a seed; slowest: seed "
                "%llu, %.0f ms)\n",
                static_cast<unsigned long long>(seeds), static_cast<unsigned long long>(first),
                static_cast<unsigned long long>(findings), seconds, seconds * 1000 / double(seeds),
                static_cast<unsigned long long>(slowestSeed), slowestMs);
    return findings == 0 ? 0 : 1;
}
