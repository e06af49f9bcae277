// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the lesson loader (docs/lesson-format.md), a lesson's JSON and its Markdown
// narration together. The input is the JSON, a NUL byte, then the Markdown (no NUL: all JSON,
// no narration). The lesson is named lessons/00-fuzz.json, so that a scenario path in it resolves
// against the repository's own scenarios. A lesson with an inline scenario too big to run quickly
// (fuzzbudget.h) is skipped, since loading a lesson runs its scenario to the end.

#include "fuzzbudget.h"
#include "jsontree.h"
#include "lessonloader.h"
#include "lessonnarration.h"
#include "scenarioloader.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace {

/// False when the lesson has an inline scenario that loads but is too big to run in a fuzzer.
bool inlineScenarioSmallEnough(const std::string &json)
{
    using namespace inflight;
    JsonParseError error;
    const auto root = parseJsonWithPositions(json, error);
    if (!root || !root->isObject())
        return true;
    const JsonNode *node = root->find("scenario");
    if (!node || !node->isObject())
        return true;
    const ScenarioLoad load = loadScenarioNode(*node, "fuzz.json");
    if (!load.scenario)
        return true;
    // The lesson runs the scenario to its own end (or until it is quiet) and its challenge with
    // it: only a scenario that ends on its own before the cap is small enough.
    return load.scenario->untilMs > 0 && load.scenario->untilMs <= fuzz::runCapMs &&
           fuzz::smallEnoughToRun(*load.scenario, load.scenario->untilMs);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace inflight;
    const std::string input(reinterpret_cast<const char *>(data), size);
    const std::size_t split = input.find('\0');
    const std::string json = input.substr(0, split);
    const std::string markdown =
        split == std::string::npos ? std::string() : input.substr(split + 1);
    (void)content::parseNarration(markdown);
    if (!inlineScenarioSmallEnough(json))
        return 0;
    const std::string lessons = INFLIGHT_FUZZ_LESSONS;
    const LessonLoad load =
        loadLessonText(json, markdown, lessons + "/00-fuzz.json", lessons + "/00-fuzz.md");
    (void)load.report();
    return 0;
}
