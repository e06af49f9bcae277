// SPDX-License-Identifier: GPL-3.0-or-later
// Practice questions: 100 questions over every topic (mixed levels), as `inflight practice
// --count 100` draws them, timed as the median of repeats (each repeat a new seed); then each
// topic alone, per question. Each question loads its scenario and runs it three times (the
// engine's choices AWS leaves open; the stale-handle question twice), so this is mostly
// simulation. The wall clock is read here, never in the engine.
//
//   bench_practice [repeats]

#include "benchsupport.h"
#include "questiondraft.h"

#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace inflight;
using namespace inflight::practice;

int main(int argc, char **argv)
{
    const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 11;
    std::vector<double> times;
    std::size_t drawn = 0;
    for (int i = 0; i < repeats; ++i) {
        PracticeOptions options;
        options.seed = std::uint64_t(100 + i);
        options.count = 100;
        times.push_back(millisecondsOf([&] { drawn = draftQuestions(options).size(); }));
        if (drawn != 100) {
            std::fprintf(stderr, "bench_practice: %zu of 100 questions drawn\n", drawn);
            return 1;
        }
    }
    std::printf("100 questions, every topic, mixed levels: median %.1f ms (min %.1f, max %.1f) "
                "over %d seeds\n",
                median(times), *std::min_element(times.begin(), times.end()),
                *std::max_element(times.begin(), times.end()), repeats);
    std::printf("%-20s %12s\n", "topic", "ms/question");
    for (const TopicInfo &info : topics()) {
        std::vector<double> perQuestion;
        for (int i = 0; i < repeats; ++i) {
            PracticeOptions options;
            options.seed = std::uint64_t(100 + i);
            options.count = 30;
            options.topics = {info.topic};
            perQuestion.push_back(millisecondsOf([&] { drawn = draftQuestions(options).size(); }) /
                                  30.0);
        }
        std::printf("%-20s %12.3f\n", info.id, median(perQuestion));
    }
    return 0;
}
