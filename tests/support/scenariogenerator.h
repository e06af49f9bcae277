// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Random valid scenarios for the sweep (tests/tst_scenariosweep.cpp, tests/bench/bench_sweep.cpp):
// every part of docs/scenario-format.md, drawn from one seeded generator, written as a JSON object
// that the real loader then reads from text.

#include "prng.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <vector>

namespace inflight::test {

/// Draws one scenario per seed: standard and FIFO queues, dead-letter queues (loops and shared
/// ones), services with latency, outages and failures, producers with single messages,
/// rates and bursts, workers with heartbeats, crashes, poison keys and every delete and
/// idempotency policy, Lambda event source mappings, operations (redrive and purge), the engine's
/// realism knobs, and a run that ends at a time or when it is quiet. Scenarios stay small (tens
/// of messages, a few consumers) so that one runs in milliseconds. The same seed always gives the
/// same scenario; nothing but the seed's own generator is drawn from.
class ScenarioGenerator {
public:
    explicit ScenarioGenerator(std::uint64_t seed);

    /// The scenario as a JSON object, ready for QJsonDocument::toJson.
    QJsonObject generate();

private:
    struct Queue {
        QString name;
        bool fifo = false;
        /// The visibility timeout the queue ends up with (what a Lambda's timeout is held to).
        int visibilityTimeoutSeconds = 30;
        bool contentBasedDeduplication = false;
        /// Some queue's dead-letter queue: a redrive may start from it.
        bool deadLetter = false;
    };

    // Drawing.
    bool chance(double probability);
    int between(int low, int high);
    /// A time in seconds with millisecond resolution, between the two bounds in milliseconds.
    double seconds(int lowMs, int highMs);
    const Queue &anyQueue();
    /// A queue a producer or consumer uses: mostly one the scenario was built around, sometimes a
    /// dead-letter queue.
    const Queue &consumedQueue();

    // The parts of the scenario, in the order they are drawn.
    QJsonObject engineKnobs();
    QJsonArray queues();
    QJsonObject queue(Queue &spec);
    QJsonObject deadLetterQueue(const QString &name);
    QJsonArray services();
    QJsonObject duration(int typicalMs);
    QJsonArray producers();
    QJsonObject producer(int index);
    QJsonArray scheduledMessages(const Queue &target);
    QJsonArray rates();
    QJsonArray bursts();
    QJsonArray workers();
    QJsonObject worker(int index);
    QJsonArray crashes(const QString &name, int count);
    QJsonArray lambdas();
    QJsonArray operations();
    QJsonArray failingKeys();

    Prng m_prng;
    std::uint64_t m_seed;
    /// The run's end in milliseconds; every time the scenario names lies before it.
    int m_untilMs = 0;
    std::vector<Queue> m_queues;
    /// How many of m_queues are the ones the scenario is built around (the rest are their
    /// dead-letter queues).
    int m_mainQueues = 0;
    QStringList m_services;
    /// The run has no "until" and stops when it is quiet.
    bool m_untilQuiet = false;
};

} // namespace inflight::test
