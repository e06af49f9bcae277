// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jsontree.h"
#include "scenario.h"
#include "sentence.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace inflight {

/// One thing wrong with a content file, where it is.
struct ContentProblem {
    int line = 0;
    int column = 0;
    /// The sentence filled as written (English): what the command line and files say.
    std::string message;
    /// What is wrong, as a sentence of the loaders' table (loadertexts.h): the window
    /// translates it.
    Sentence sentence;

    ContentProblem() = default;
    ContentProblem(int line, int column, Sentence sentence)
        : line(line), column(column), message(fillSentence(sentence)), sentence(std::move(sentence))
    {
    }
};

struct ScenarioLoad {
    std::optional<Scenario> scenario;
    std::string path;
    std::vector<ContentProblem> problems;
    bool ok() const { return scenario.has_value() && problems.empty(); }
    /// Every problem as "path:line:column: message", one per line, its sentence filled by
    /// `translate` (none: as written).
    std::string report(Translator translate = nullptr) const;
};

/// Loads a scenario file (docs/scenario-format.md). Reports every problem found, never throws,
/// never crashes on any input.
ScenarioLoad loadScenarioFile(const std::string &path);
ScenarioLoad loadScenarioText(const std::string &text, const std::string &path);
/// Builds a scenario from an already parsed JSON object (lessons embed scenarios).
ScenarioLoad loadScenarioNode(const JsonNode &node, const std::string &path);

} // namespace inflight
