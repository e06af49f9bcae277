// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the scenario loader (docs/scenario-format.md). The input is a scenario file's
// text. A scenario that loads is then checked and run as the window runs it, with the clock
// stopped early (fuzzbudget.h), and every what-if edit is applied to a copy, the way the what-if
// panel and a session's edits apply them.

#include "fuzzbudget.h"
#include "run.h"
#include "scenarioloader.h"
#include "whatif.h"
#include "whatiftexts.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace {

/// Reads every what-if value and applies a few edits, each to its own copy: the edits' ranges'
/// ends and a middle value, which between them reach each edit's arithmetic.
void applyEveryWhatIf(const inflight::Scenario &scenario)
{
    using namespace inflight;
    (void)primaryVisibilityTimeoutSeconds(scenario);
    for (int i = 0; i < whatIfCount; ++i) {
        const auto parameter = static_cast<WhatIf>(i);
        if (!whatIfApplies(scenario, parameter))
            continue;
        const double current = whatIfValue(scenario, parameter);
        (void)fillSentence(describeWhatIf(parameter, current));
        for (const double value : {0.0, 1.0, 2.0, 30.0, 43200.0, current}) {
            Scenario edited = scenario;
            if (!setWhatIf(edited, parameter, value))
                (void)whatIfValue(edited, parameter);
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace inflight;
    const std::string text(reinterpret_cast<const char *>(data), size);
    const ScenarioLoad load = loadScenarioText(text, "fuzz.json");
    (void)load.report();
    if (!load.ok())
        return 0;
    const Scenario &scenario = *load.scenario;
    applyEveryWhatIf(scenario);
    if (const std::optional<Run> run = fuzz::runWithinBudget(scenario)) {
        (void)run->summary();
        (void)run->textTimeline();
    }
    return 0;
}
