// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the views' benchmarks share: the run they time (orders from a producer at a steady rate,
// eight workers charging a payment service), and the wall clock's medians. The wall clock is
// read here, never in the engine.

#include "scenario.h"

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

namespace inflight {

/// `orders` orders at 100 a second (10 for fewer than 1,000, so that a small run lasts a few
/// seconds too), processed by eight workers in batches of 10 (log-normal processing, median
/// 40 ms, 99th percentile 400 ms) that charge a payment service.
inline Scenario benchOrdersScenario(const std::string &name, int orders)
{
    Scenario sc;
    sc.name = name;
    sc.queues.push_back({"orders", {{"VisibilityTimeout", "30"}}});
    ServiceSpec payments;
    payments.name = "payments";
    payments.effect = "charges the card";
    payments.effectPast = "charged";
    sc.services.push_back(payments);
    ProducerSpec producer;
    producer.name = "orders-api";
    producer.queue = "orders";
    const double perSecond = orders < 1000 ? 10 : 100;
    producer.rates.push_back(
        {0, static_cast<TimeMs>(orders / perSecond * 1000.0), perSecond, false});
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

/// How long `work` takes, in milliseconds of wall time.
template<typename F> double millisecondsOf(F &&work)
{
    const auto start = std::chrono::steady_clock::now();
    work();
    const auto stop = std::chrono::steady_clock::now();
    return std::chrono::duration<double, std::milli>(stop - start).count();
}

inline double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace inflight
