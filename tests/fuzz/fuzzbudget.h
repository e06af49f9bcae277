// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How much of a scenario a fuzz target runs. A valid scenario may ask for millions of messages or
// thousands of workers (issue 11: a long run can take minutes); that is a question of progress
// and cancelling, not of robustness, so the fuzz targets run only scenarios that stay small and
// stop the clock early, and keep each input to milliseconds.

#include "run.h"
#include "scenario.h"

#include <algorithm>
#include <optional>

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
    double consumers = 0;
    for (const WorkerSpec &worker : scenario.workers)
        consumers += worker.count;
    for (const LambdaSpec &lambda : scenario.lambdas)
        consumers += lambda.concurrency;
    return expectedMessages(scenario, untilMs) <= messageBudget && consumers <= consumerBudget;
}

/// The run of a scenario as the window makes it, when the scenario is valid and small enough,
/// with the clock stopped at cappedUntilMs; nothing otherwise.
inline std::optional<Run> runWithinBudget(const Scenario &scenario)
{
    if (!validateScenario(scenario).empty())
        return std::nullopt;
    const TimeMs untilMs = cappedUntilMs(scenario);
    if (!smallEnoughToRun(scenario, untilMs))
        return std::nullopt;
    return simulate(scenario, std::nullopt, untilMs);
}

} // namespace inflight::fuzz
