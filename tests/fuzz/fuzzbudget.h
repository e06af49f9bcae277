// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How much of a scenario a fuzz target runs. A valid scenario may ask for millions of messages or
// thousands of workers (issue 11: a long run can take minutes); that is a question of progress
// and cancelling, not of robustness, so the fuzz targets run only scenarios that stay small and
// stop the clock early, and keep each input to milliseconds.

#include "scenario.h"

#include <algorithm>

namespace inflight::fuzz {

/// The latest virtual time a fuzzed scenario runs to: one minute.
constexpr TimeMs runCapMs = 60'000;
/// At most this many messages sent before the cap.
constexpr double messageBudget = 1000;
/// At most this many workers and concurrent Lambda invocations together.
constexpr double consumerBudget = 100;

/// Where a fuzzed scenario's run stops: its own end when it has one before the cap, else the cap.
inline TimeMs cappedUntilMs(const Scenario &scenario)
{
    return scenario.untilMs > 0 ? std::min(scenario.untilMs, runCapMs) : runCapMs;
}

/// Whether simulating the scenario up to `untilMs` stays within the budgets above. Counts in
/// doubles so that no count a file gives can overflow on the way.
inline bool smallEnoughToRun(const Scenario &scenario, TimeMs untilMs)
{
    double messages = 0;
    for (const ProducerSpec &producer : scenario.producers) {
        messages += static_cast<double>(producer.messages.size());
        for (const ProducerSpec::Rate &rate : producer.rates) {
            const double fromMs = static_cast<double>(rate.fromMs);
            const double toMs = static_cast<double>(std::min(rate.toMs, untilMs));
            messages += rate.perSecond * std::max(0.0, toMs - fromMs) / 1000.0;
        }
        for (const ProducerSpec::Burst &burst : producer.bursts)
            messages += burst.count;
    }
    double consumers = 0;
    for (const WorkerSpec &worker : scenario.workers)
        consumers += worker.count;
    for (const LambdaSpec &lambda : scenario.lambdas)
        consumers += lambda.concurrency;
    return messages <= messageBudget && consumers <= consumerBudget;
}

} // namespace inflight::fuzz
