// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The loaders' sentence table: what a scenario or lesson file's problems say, as templates with
// positional arguments (engine/sentence.h) marked in the translation context "LoaderText". The
// families every reader shares (an unknown key with the closest valid one, a value of the wrong
// type, a number out of range, a name that is not in the file) are here; a sentence only one
// reader says is written where it is said, marked the same way. The command line and files fill
// them as written; the window fills them through translated().

#include "sentence.h"

#include <QtGlobal>

#include <string>
#include <string_view>
#include <vector>

namespace inflight::content {

/// The template `source`, marked with QT_TRANSLATE_NOOP("LoaderText", ...), and its arguments.
Sentence say(const char *source, std::vector<Sentence> args = {});
/// A name, number or text from the file: not translated.
Sentence text(std::string_view literal);
/// A number as the file would write it: "30", "0.5".
Sentence number(double value);

/// "PATH: MESSAGE": a problem under the JSON path it is at ("queues[0].name").
Sentence atPath(const std::string &path, Sentence message);

/// "WHERE: unknown key (did you mean "z"?)" or "WHERE: unknown key (valid keys: a, b, c)".
Sentence unknownKey(const std::string &where, const std::string &key,
                    const std::vector<std::string> &allowed);
/// "unknown WHAT "NAME" (did you mean "z"?)" or "(one of a, b, c)"; WHAT is a noun such as
/// "metric" or "event kind", a sentence of its own.
Sentence unknownName(Sentence what, const std::string &name, const std::vector<std::string> &valid);
/// ""VALUE" is not one of "a", "b" (did you mean "a"?)".
Sentence notOneOf(const std::string &value, const std::vector<std::string> &options);
/// "VALUE is out of range (MIN to MAX)" or "(MIN to MAX seconds)".
Sentence outOfRange(const std::string &value, double min, double max, bool seconds);
/// "missing "KEY"".
Sentence missing(const std::string &key);

/// "no queue named "NAME" in "queues"", with " (did you mean "SUGGESTION"?)" when there is one.
Sentence noQueueNamed(const std::string &name, const std::string &suggestion);
/// "not valid JSON: REASON", REASON the parser's (jsontree.h).
Sentence notValidJson(Sentence reason);
/// "the run cannot start: PROBLEM", PROBLEM the simulation's.
Sentence runCannotStart(const std::string &problem);
/// "cannot read the file: ERROR", ERROR the system's words.
Sentence cannotReadFile(const std::string &error);
/// "no section "## ID" in FILE": a step's or the challenge's narration is missing.
Sentence noSection(const std::string &id, const std::string &narrationFile);
/// Whether `sentence` is noSection() (or holds it under "PATH: ") for the section `id` (empty:
/// any section).
bool isNoSection(const Sentence &sentence, std::string_view id = {});

/// Whether `sentence` is the template `source`, or holds it as an argument (under "PATH: ").
bool says(const Sentence &sentence, const char *source);

/// One line of a report: "path:line:column: message\n", the message filled by `translate`
/// (none: as written) and kept on one line (oneLine()).
std::string problemLine(const std::string &path, int line, int column, const Sentence &message,
                        Translator translate);

} // namespace inflight::content
