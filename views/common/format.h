// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How the views write the run's values as text: a receipt handle, a time in seconds, a message's
// phase, a lesson's level. One home for each, so that the timeline, the stage, the tables and the
// inspector write them alike, in the reader's language and number format (QLocale()).

#include "eventlog.h"
#include "types.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <string>
#include <vector>

namespace inflight {

enum class LessonLevel : std::uint8_t;

/// The engine's and the lessons' UTF-8 text as Qt's.
inline QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

/// A receipt handle as the teaching tool writes it: "m3.r2" for the 2nd receive of message 3.
QString handleText(MessageNumber message, std::uint32_t receipt);

/// The words the views share (a phase, a level), in one translation context.
struct FormatText {
    Q_DECLARE_TR_FUNCTIONS(inflight::Format)
};

/// A time in seconds without its unit and without trailing zeros, in the reader's number format:
/// "12.5" in English, "12,5" in German. No thousands separator: a time is read as one number.
QString secondsText(TimeMs time);

/// A time in seconds with exactly three decimals and no unit ("12.500", German "12,500"), for a
/// clock or a column whose digits must not jump as the time moves.
QString fixedSecondsText(TimeMs time);

/// A message's phase as a reader says it: "in flight", "deleted".
QString phaseText(MessagePhase phase);

/// A lesson's level as a reader says it: "beginner".
QString lessonLevelText(LessonLevel level);

/// A level as a lesson file spells it ("advanced"), in the reader's words; a word the loader does
/// not know is shown as it is written.
QString lessonLevelText(const std::string &level);

/// The unit a lesson's number question writes beside its answer box ("times"), in the reader's
/// words. A translated lesson keeps the English unit (it is data, like the answer), so the
/// window translates the ones the lessons use; an unknown unit is shown as it is written.
QString answerUnitText(const std::string &unit);

/// The units answerUnitText() knows, as lessons spell them.
const std::vector<std::string> &knownAnswerUnits();

} // namespace inflight
