// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How the views write the run's values as text: a receipt handle, a time in seconds, an ordinal.
// One home for each, so that the timeline, the stage, the tables and the inspector write them
// alike.

#include "eventlog.h"

#include <QString>

#include <cstdint>
#include <string>

namespace inflight {

/// The engine's and the lessons' UTF-8 text as Qt's.
inline QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

/// A receipt handle as the teaching tool writes it: "m3.r2" for the 2nd receive of message 3.
QString handleText(MessageNumber message, std::uint32_t receipt);

/// A time in seconds without its unit, as formatSeconds() writes it ("12.5").
QString secondsText(TimeMs time);

/// A time in seconds with exactly three decimals and no unit ("12.500"), for a clock or a column
/// whose digits must not jump as the time moves.
QString fixedSecondsText(TimeMs time);

/// "1st", "2nd", "3rd", "11th", "22nd": which effect of its key a duplicate is.
QString ordinal(std::uint32_t n);

} // namespace inflight
