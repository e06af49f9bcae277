// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A lesson's translation: lessons/<lang>/NN-id.json and NN-id.md, the English lesson of the same
// name with only its prose in another language. The prose is the lesson's title and goal, the
// steps' titles, the questions' prompts and explanations, the choices' texts and explanations,
// the challenge's hints and its conditions' labels, and the narration's text. Everything else
// (ids, kinds, numbers, answers, right choices, queries, units, events, highlights, the scenario,
// the challenge's parameters, solution and conditions, the sources' titles and addresses, and the
// narration's "## id" sections) is the English lesson's, so that a student learns the same
// lesson, checked against the same run, in every language (docs/lesson-format.md).

#include "lessonloader.h"

#include <string>
#include <vector>

namespace inflight {

/// Compares a translation's lesson file with its English lesson's (docs/lesson-format.md,
/// "Translating a lesson"): the same steps in the same order, every value that is not prose
/// equal, the prose where the English lesson has it (and as many hints). Each mismatch is a
/// problem at its place in the translation (`path`); an English text that is not JSON is one
/// problem, a translation that is not JSON none (its load says so).
std::vector<LessonProblem> compareTranslatedLesson(const std::string &englishJson,
                                                   const std::string &json,
                                                   const std::string &path);

/// Compares a translation's narration with its English lesson's: the same "## id" sections in
/// the same order. Each mismatch is a problem at its line in `narrationPath`.
std::vector<LessonProblem> compareTranslatedNarration(const std::string &englishNarration,
                                                      const std::string &narration,
                                                      const std::string &narrationPath);

/// Loads a translation as any lesson (its scenario runs, its answers hold, its challenge fails
/// and is solved) and compares it with its English lesson (englishLessonPath()): the problems
/// of both, in the translation's files; a translation of no English lesson is a problem.
LessonLoad checkTranslation(const std::string &path);

/// Every NN-id.json in `directory`/`language`/, by name: what `inflight lessons --check` checks
/// of a language, also a file that translates no lesson.
std::vector<std::string> translationFiles(const std::string &directory,
                                          const std::string &language);

/// What `inflight lessons --check` says of a language once its translations are checked, as
/// written: "de: 3 of 4 translations load, check cleanly and match their English lessons", and
/// when some of the `lessons` English lessons have no translation, how many are shown in English.
/// Filled by `translate` (none: as written).
std::string translationCheckSummary(const std::string &language, std::size_t clean,
                                    std::size_t checked, std::size_t untranslated,
                                    std::size_t lessons, Translator translate = nullptr);

} // namespace inflight
