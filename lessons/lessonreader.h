// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading the parts of a lesson file (docs/lesson-format.md) into the lesson's structs: a step
// with its pinned time or event, highlights and question, and the challenge with its parameters,
// success conditions, hints and reference solution. What can only be checked against the run
// (does the event happen, does a highlight name something) is left to LessonRunChecks, which
// finds what it reports on through the step's and the challenge's sources. The lesson's own
// "sources", the AWS pages its facts come from, are read here as well.

#include "contentreader.h"
#include "lesson.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace inflight::content {

/// Where the run checks report, for each step: the nodes they point at.
struct StepSource {
    const JsonNode *node = nullptr;
    std::string path;
    const JsonNode *at = nullptr;
    const JsonNode *event = nullptr;
    /// Highlights as written: a name or a span, with its node.
    struct Mark {
        const JsonNode *node = nullptr;
        std::string path;
        std::string name;
        std::optional<std::pair<TimeMs, TimeMs>> span;
    };
    std::vector<Mark> marks;
    bool highlightsOk = true;
    const JsonNode *answer = nullptr;
    const JsonNode *query = nullptr;
    std::string questionPath;
    /// The step's "compare" object, if any: checked against the scenario once it has run.
    const JsonNode *compare = nullptr;
    std::string comparePath;
    /// False when the step could not be read: the run checks skip it.
    bool ok = true;
};

/// Where the run checks report on the challenge.
struct ChallengeSource {
    const JsonNode *node = nullptr;
    const JsonNode *solution = nullptr;
    std::vector<const JsonNode *> conditions;
    bool ok = true;
};

/// The step at `node` (one of "steps"), or nothing when it has a mistake; `source` is filled in
/// either way.
std::optional<LessonStep> readStep(Problems &problems, const JsonNode &node,
                                   const std::string &path, StepSource &source);

/// The lesson's "challenge", or nothing when it has a mistake; `source` is filled in either way.
std::optional<Challenge> readChallenge(Problems &problems, const JsonNode &node,
                                       ChallengeSource &source);

/// The lesson's "sources" (`node`; null when the lesson has none, which is reported at `root`):
/// at least one, each with a title and an https URL, and optionally the steps it backs, each of
/// them one of `stepIds`. The sources that read cleanly.
std::vector<LessonSource> readSources(Problems &problems, const JsonNode *node,
                                      const JsonNode &root,
                                      const std::vector<std::string> &stepIds);

} // namespace inflight::content
