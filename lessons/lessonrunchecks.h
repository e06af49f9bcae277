// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A lesson checked against the run of its scenario: what only the run can tell, reported where
// it is written in the lesson file.

#include "contentreader.h"
#include "lesson.h"
#include "lessonreader.h"

#include <optional>
#include <string>
#include <vector>

namespace inflight::content {

/// The names a highlight may use, by kind.
struct RunNames {
    std::vector<std::string> messages;
    std::vector<std::string> workers;
    std::vector<std::string> keys;
    std::vector<std::string> queues;
    std::vector<std::string> lanes = {"effects"};
};

/// Checks the steps and the challenge of a lesson against the run of its scenario as written:
/// every pinned time is inside the run and every pinned event happens in it, the steps go
/// forward in time, every highlight names something in the run, every numeric answer is what its
/// query computes, and the challenge fails as given and passes with its reference solution.
/// Problems are added to the lesson file's list.
class LessonRunChecks {
public:
    LessonRunChecks(const Run &run, Problems &problems);

    /// Places each step that was read cleanly on the run's time (its `timeMs`) and resolves its
    /// highlights.
    void checkSteps(std::vector<std::optional<LessonStep>> &steps,
                    const std::vector<StepSource> &sources);
    /// `challenge` was read cleanly from `source`; `scenario` is the one the run is of.
    void checkChallenge(const Challenge &challenge, const ChallengeSource &source,
                        const Scenario &scenario);

private:
    bool placeStep(LessonStep &step, const StepSource &source);
    void resolveHighlights(LessonStep &step, const StepSource &source);
    void checkAnswer(const LessonStep &step, const StepSource &source);
    void checkComparison(const LessonStep &step, const StepSource &source);
    bool challengeApplies(const Challenge &challenge, const ChallengeSource &source,
                          const Scenario &scenario);
    void checkSolution(const Challenge &challenge, const ChallengeSource &source,
                       const Scenario &scenario);

    const Run &m_run;
    Problems &m_problems;
    RunNames m_names;
};

} // namespace inflight::content
