// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A scenario's translation: <folder>/<lang>/NAME.json beside <folder>/NAME.json, holding only the
// scenario's texts in another language: "title", "description" and, per service named as in the
// English file, "effect" and "effectPast". Everything else (names, queues, timings) is the
// English file's, so that a scenario runs the same in every language. A text the translation
// leaves out is the English one; a translation with a problem is not used at all
// (docs/scenario-format.md, "Translating a scenario").

#include "lessonloader.h"
#include "scenarioloader.h"

#include <string>
#include <vector>

namespace inflight {

/// Where the translation of the scenario file `path` into `language` is:
/// "scenarios/x.json", "de" -> "scenarios/de/x.json". Empty for English ("en" or empty).
std::string scenarioTranslationPath(const std::string &path, const std::string &language);

/// Puts the texts of a translation (`json`, its file's text) into `scenario`, the English
/// scenario it translates. Each problem (not JSON, a key that is not a text, a service the
/// English scenario lacks, an empty text) is at its place in the translation; with any problem
/// nothing is put in.
std::vector<ContentProblem> translateScenario(Scenario &scenario, const std::string &json);

/// Translates `scenario`, loaded from `path`, into `language` when a translation is beside it;
/// its problems, in the translation's file (none: translated, or no translation to read).
std::vector<LessonProblem> translateScenarioFile(Scenario &scenario, const std::string &path,
                                                 const std::string &language);

/// Every problem as "path:line:column: message", one per line, as LessonLoad::report() says
/// them.
std::string reportProblems(const std::vector<LessonProblem> &problems,
                           Translator translate = nullptr);

/// The language to show the scenario file `path` in: the reader's (QLocale(), as
/// uiLessonLanguage()) when a translation into it is beside the file, else "en".
std::string uiScenarioLanguage(const std::string &path);

/// Checks one translation (`path`, in a language folder) against its English scenario in the
/// folder above: what `inflight lessons --check` says of it; empty when it is clean.
std::vector<LessonProblem> checkScenarioTranslation(const std::string &path);

} // namespace inflight
