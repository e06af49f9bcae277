// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers the view tests share for the double-charge toy (one order, two workers, a 45-second job
// on a 30-second visibility timeout): its run, and its actors by name. Needs INFLIGHT_SCENARIOS,
// which the view tests define.

#include "run.h"
#include "scenarioloader.h"

#include <QtGlobal>

#include <memory>
#include <optional>
#include <string>

namespace inflight {

/// The toy as shipped (a delete with a stale handle deletes, like the toy model it follows) or
/// with AWS's handles (it deletes nothing), stopped at `untilMs` when given.
inline std::shared_ptr<const Run> toyRun(bool awsHandles = false,
                                         std::optional<TimeMs> untilMs = std::nullopt)
{
    const ScenarioLoad load =
        loadScenarioFile(std::string(INFLIGHT_SCENARIOS) + "/double-charge-toy.json");
    if (!load.ok())
        qFatal("%s", load.report().c_str());
    Scenario scenario = *load.scenario;
    if (awsHandles)
        scenario.engine.staleHandleDelete = StaleHandleDelete::Ignore;
    return std::make_shared<const Run>(simulate(scenario, std::nullopt, untilMs));
}

/// The actor called `name` ("worker-1"), or engineActor when the run has none.
inline ActorId actorNamed(const Run &run, const std::string &name)
{
    for (ActorId a = 0; a < run.log().actorCount(); ++a) {
        if (run.log().actorName(a) == name)
            return a;
    }
    return engineActor;
}

} // namespace inflight
