// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The practice questions' sentence table: every prompt, explanation, choice and mistake a
// practice question says, as templates with positional arguments (engine/sentence.h) marked
// QT_TRANSLATE_NOOP in the translation context "Practice". The command line fills them as
// written; a window fills them through QCoreApplication::translate.

#include "sentence.h"

#include <cstdint>
#include <string>
#include <vector>

namespace inflight::practice {

enum class Topic : std::uint8_t;

/// The template `source`, marked with QT_TRANSLATE_NOOP("Practice", ...), and its arguments.
Sentence say(const char *source, std::vector<Sentence> args = {});
/// A name or number: not translated.
Sentence text(const std::string &literal);
/// A number as a scenario file writes it: "30", "0.5".
Sentence number(double value);

/// The question of `topic` at `level` (1 to 3), its arguments as the generator gives them.
Sentence promptSentence(Topic topic, int level, std::vector<Sentence> args);
/// Why the answer is what it is; the first argument is always the answer.
Sentence explanationSentence(Topic topic, int level, std::vector<Sentence> args);
/// The mistake with this id ("counts-from-first-receive"): what a student who picks it got
/// wrong. An empty sentence for an unknown id (the tests check that every id used has one).
Sentence mistakeSentence(const std::string &id);
/// Every mistake id of the table, for the tests.
std::vector<std::string> mistakeIds();

/// A choice that is a moment: "t=45".
Sentence momentChoice(double seconds);
/// A choice that is a count: "3".
Sentence countChoice(double count);

/// The four answers to "what does AWS promise about this delete?", by index (PromiseChoice).
enum class PromiseChoice : int { Deleted = 0, Refused = 1, MightNotBeDeleted = 2, NotDeleted = 3 };
inline constexpr int promiseChoiceCount = 4;
Sentence promiseChoiceSentence(PromiseChoice choice);

/// "Answer: %1", "Lesson: %1", "Source: %1" and the other labels of the text output.
Sentence answerLabel(Sentence answer);
Sentence lessonLabel(const std::string &lesson);
Sentence sourceLabel(const std::string &url);
Sentence mistakeLabel(Sentence choice, Sentence why);
/// The topic's name for people: "Visibility timeout".
Sentence topicName(Topic topic);
Sentence questionHeading(int number, const std::string &topic, int level);

} // namespace inflight::practice
