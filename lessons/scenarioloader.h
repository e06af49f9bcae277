// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jsontree.h"
#include "scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace inflight {

/// One thing wrong with a content file, where it is.
struct ContentProblem {
    int line = 0;
    int column = 0;
    std::string message;
};

struct ScenarioLoad {
    std::optional<Scenario> scenario;
    std::string path;
    std::vector<ContentProblem> problems;
    bool ok() const { return scenario.has_value() && problems.empty(); }
    /// Every problem as "path:line:column: message", one per line.
    std::string report() const;
};

/// Loads a scenario file (docs/scenario-format.md). Reports every problem found, never throws,
/// never crashes on any input.
ScenarioLoad loadScenarioFile(const std::string &path);
ScenarioLoad loadScenarioText(const std::string &text, const std::string &path);
/// Builds a scenario from an already parsed JSON object (lessons embed scenarios).
ScenarioLoad loadScenarioNode(const JsonNode &node, const std::string &path);

} // namespace inflight
