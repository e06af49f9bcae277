// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Loads and validates a lesson (docs/lesson-format.md): lessons/NN-id.json for the structure and
// lessons/NN-id.md for the narration. Beyond the structure, loading runs the lesson's scenario and
// checks the lesson against that run: every pinned time and event exists, every highlight names
// something in the run, every question has one right answer and every numeric answer is what its
// query computes, every step has its narration, and the challenge fails as given and passes with
// its reference solution. Every problem is reported as file:line:column.
//
// A lesson may be translated: lessons/<lang>/NN-id.json and .md, the English lesson with its prose
// in another language (lessontranslation.h checks that it is). Lessons are listed and loaded per
// language, each falling back to English where it has no translation.

#include "lesson.h"
#include "sentence.h"

#include <QStringList>

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace inflight {

/// One thing wrong with a lesson, in whichever file it is (the lesson, its scenario file or its
/// narration).
struct LessonProblem {
    std::string path;
    int line = 0;
    int column = 0;
    /// The sentence filled as written (English): what the command line and files say.
    std::string message;
    /// What is wrong, as a sentence of the loaders' table (loadertexts.h): the window
    /// translates it.
    Sentence sentence;

    LessonProblem() = default;
    LessonProblem(std::string path, int line, int column, Sentence sentence)
        : path(std::move(path)), line(line), column(column), message(fillSentence(sentence)),
          sentence(std::move(sentence))
    {
    }
};

struct LessonLoad {
    /// Set only when there is no problem.
    std::optional<Lesson> lesson;
    /// The run of the lesson's scenario as written (the starting state), when it ran.
    std::shared_ptr<const Run> run;
    std::vector<LessonProblem> problems;
    bool ok() const { return lesson.has_value() && problems.empty(); }
    /// Every problem as "path:line:column: message", one per line: the lesson file's first, then
    /// its scenario file's, then its narration's, each in position order. Each sentence is filled
    /// by `translate` (none: as written).
    std::string report(Translator translate = nullptr) const;
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
    /// Why the header could not be read ("1:8: not valid JSON: ..."), as written; empty when it
    /// could.
    std::string problem;
    /// The same as a sentence, and where in the file (0: nowhere in particular).
    Sentence why = {};
    int line = 0;
    int column = 0;
};

/// Why a lesson's header could not be read, at its position, filled by `translate` (none: as
/// written).
std::string entryProblem(const LessonEntry &entry, Translator translate);

/// Every NN-id.json in `directory`, sorted by number (then name). With a `language` other than
/// English ("en" or empty), each lesson that has a translation in `directory`/`language`/ (the
/// same file name) is listed from there: its title, and its path to load.
std::vector<LessonEntry> listLessons(const std::string &directory,
                                     const std::string &language = {});

/// The languages lessons are shipped in: "en" (the lessons in `directory` itself) and each
/// folder of translations in it ("de", "es", "pt_BR") that holds at least one lesson, sorted.
std::vector<std::string> lessonLanguages(const std::string &directory);

/// The language to show lessons in: the first of `uiLanguages` (QLocale::uiLanguages(): "de-DE",
/// "de", ...) that is `shipped`, by its whole name or by its language alone; "en" when none is.
std::string chooseLessonLanguage(const std::vector<std::string> &shipped,
                                 const QStringList &uiLanguages);

/// chooseLessonLanguage() for `directory`'s languages and the reader's: QLocale(), which the
/// window's language choice sets (QLocale::setDefault) and which otherwise follows the system
/// ($LANGUAGE, $LANG).
std::string uiLessonLanguage(const std::string &directory);

/// The English lesson a translation translates: for `<folder>/<lang>/NN-id.json`, the
/// `<folder>/NN-id.json` beside its language folder, when there is one; empty otherwise (the
/// lesson is not a translation). A translation's scenario path is read from that folder.
std::string englishLessonPath(const std::string &path);

/// One line per lesson: number, id, title, minutes and level, in columns; a lesson whose header
/// cannot be read says why.
std::string formatLessonList(const std::vector<LessonEntry> &entries);

/// Where the lessons are: $INFLIGHT_LESSONS, else the bundled :/lessons, else the source tree's
/// lessons/ (when running from a build), else ./lessons.
std::string defaultLessonDirectory();

} // namespace inflight
