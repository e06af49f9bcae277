// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Loads and validates a lesson (docs/lesson-format.md): lessons/NN-id.json for the structure and
// lessons/NN-id.md for the narration. Beyond the structure, loading runs the lesson's scenario and
// checks the lesson against that run: every pinned time and event exists, every highlight names
// something in the run, every question has one right answer and every numeric answer is what its
// query computes, every step has its narration, and the challenge fails as given and passes with
// its reference solution. Every problem is reported as file:line:column.

#include "lesson.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace inflight {

/// One thing wrong with a lesson, in whichever file it is (the lesson, its scenario file or its
/// narration).
struct LessonProblem {
    std::string path;
    int line = 0;
    int column = 0;
    std::string message;
};

struct LessonLoad {
    /// Set only when there is no problem.
    std::optional<Lesson> lesson;
    /// The run of the lesson's scenario as written (the starting state), when it ran.
    std::shared_ptr<const Run> run;
    std::vector<LessonProblem> problems;
    bool ok() const { return lesson.has_value() && problems.empty(); }
    /// Every problem as "path:line:column: message", one per line: the lesson file's first, then
    /// its scenario file's, then its narration's, each in position order.
    std::string report() const;
};

/// Loads NN-id.json and the NN-id.md beside it. Never throws, never crashes on any input.
LessonLoad loadLessonFile(const std::string &path);
/// The same from texts; `path` names the lesson (NN-id.json, which gives the lesson its number
/// and id) and is where a scenario path is resolved from.
LessonLoad loadLessonText(const std::string &json, const std::string &narration,
                          const std::string &path, const std::string &narrationPath);

/// Whether a JSON text is a lesson's rather than a scenario's: an object with "steps", which no
/// scenario has. How File > Open and a file given on the command line tell the two apart.
bool isLessonJson(const std::string &json);

/// A lesson as a browser lists it, read from its file's header without running anything.
struct LessonEntry {
    int number = 0;
    std::string id;
    std::string title;
    int minutes = 0;
    std::string level;
    std::string path;
    /// Why the header could not be read; empty when it could.
    std::string problem;
};

/// Every NN-id.json in `directory`, sorted by number (then name).
std::vector<LessonEntry> listLessons(const std::string &directory);

/// One line per lesson: number, id, title, minutes and level, in columns; a lesson whose header
/// cannot be read says why.
std::string formatLessonList(const std::vector<LessonEntry> &entries);

/// Where the lessons are: $INFLIGHT_LESSONS, else the bundled :/lessons, else the source tree's
/// lessons/ (when running from a build), else ./lessons.
std::string defaultLessonDirectory();

} // namespace inflight
