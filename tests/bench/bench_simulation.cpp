// SPDX-License-Identifier: GPL-3.0-or-later
// Simulates 1,000,000 orders through 100 workers. Processing times are log-normal (median 2 s,
// 99th percentile 60 s); workers heartbeat every 10 s (extending to 30 s), so the slow jobs,
// about one in eight, heartbeat and the rest finish before their first heartbeat. Prints
// simulated messages per second, events per second and peak memory, as the median of several
// runs. The wall clock is read here, never in the engine.

#include "run.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

using namespace inflight;

namespace {

long peakResidentKiB()
{
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);) {
        if (line.rfind("VmHWM:", 0) == 0)
            return std::strtol(line.c_str() + 6, nullptr, 10);
    }
    return -1;
}

Scenario benchScenario(std::uint64_t orders)
{
    Scenario sc;
    sc.name = "bench-1m-orders";
    sc.queues.push_back({"orders", {{"VisibilityTimeout", "30"}}});
    ServiceSpec payments;
    payments.name = "payments";
    payments.effect = "charges the card";
    payments.effectPast = "charged";
    sc.services.push_back(payments);
    ProducerSpec producer;
    producer.name = "orders-api";
    producer.queue = "orders";
    // 15 orders a second: a little below what 100 workers can do (about 17 a second).
    const double perSecond = 15;
    producer.rates.push_back({0,
                              static_cast<TimeMs>(static_cast<double>(orders) / perSecond * 1000.0),
                              perSecond, false});
    sc.producers.push_back(producer);
    WorkerSpec worker;
    worker.name = "worker";
    worker.count = 100;
    worker.queue = "orders";
    worker.waitTimeSeconds = 20;
    worker.processing.kind = DurationProfile::Kind::LogNormal;
    worker.processing.p50Ms = 2000;
    worker.processing.p99Ms = 60000;
    worker.heartbeat = {10000, 30000, 0};
    worker.service = "payments";
    sc.workers.push_back(worker);
    return sc;
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
    const std::uint64_t orders = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1000000;
    const int runs = argc > 2 ? std::atoi(argv[2]) : 3;
    const Scenario scenario = benchScenario(orders);
    std::vector<double> seconds, eventRates, messageRates;
    std::uint64_t events = 0;
    RunMetrics metrics;
    std::uint64_t heartbeats = 0;
    TimeMs end = 0;
    for (int i = 0; i < runs; ++i) {
        const auto start = std::chrono::steady_clock::now();
        const Run run = simulate(scenario);
        const auto stop = std::chrono::steady_clock::now();
        const double s = std::chrono::duration<double>(stop - start).count();
        events = run.log().size();
        metrics = run.metrics;
        end = run.endMs;
        heartbeats = 0;
        for (std::uint64_t e = 0; e < run.log().size(); ++e)
            heartbeats += run.log()[e].kind == EventKind::VisibilityChanged ? 1 : 0;
        seconds.push_back(s);
        eventRates.push_back(static_cast<double>(events) / s);
        messageRates.push_back(static_cast<double>(metrics.messagesSent) / s);
        std::printf("run %d: %.3f s, %llu events, %.2f M events/s, %.2f M messages/s\n", i + 1, s,
                    static_cast<unsigned long long>(events), eventRates.back() / 1e6,
                    messageRates.back() / 1e6);
    }
    std::printf("\norders              %llu over %.0f s of virtual time, 100 workers\n",
                static_cast<unsigned long long>(metrics.messagesSent),
                static_cast<double>(end) / 1000.0);
    std::printf("effects             %llu (%llu duplicates), %llu heartbeats\n",
                static_cast<unsigned long long>(metrics.effects),
                static_cast<unsigned long long>(metrics.duplicateEffects),
                static_cast<unsigned long long>(heartbeats));
    std::printf("events per run      %llu (%.2f per order)\n",
                static_cast<unsigned long long>(events),
                static_cast<double>(events) / static_cast<double>(metrics.messagesSent));
    std::printf("median time         %.3f s over %d runs\n", median(seconds), runs);
    std::printf("median events/s     %.2f M\n", median(eventRates) / 1e6);
    std::printf("median messages/s   %.2f M\n", median(messageRates) / 1e6);
    std::printf("peak memory         %.1f MiB (resident, whole process)\n",
                static_cast<double>(peakResidentKiB()) / 1024.0);
    return 0;
}
