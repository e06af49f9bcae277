// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The small helpers that the run's sentences (runtexts.cpp) and the run's story (run.cpp) are
// written with: templates in the translation context "RunText", names and numbers as literals.

#include "eventlog.h"
#include "sentence.h"

#include <QtGlobal>

#include <cstdint>
#include <string>
#include <vector>

namespace inflight::runtext {

inline constexpr const char *context = "RunText";

inline Sentence say(const char *source, std::vector<Sentence> args = {})
{
    return Sentence::say(context, source, std::move(args));
}

/// A sentence with a count (%n): `one` for one, `many` for any other number, so that the English
/// filled as written reads right; a translation gives "%n" its plural forms.
inline Sentence counted(const char *one, const char *many, std::uint64_t n,
                        std::vector<Sentence> args = {})
{
    Sentence s = say(n == 1 ? one : many, std::move(args));
    s.count = static_cast<int>(n);
    return s;
}

/// A sentence with a count (%n) whose English says the plural whatever the number ("after 1
/// receives"); a translation may give it its plural forms.
inline Sentence withCount(const char *source, std::uint64_t n, std::vector<Sentence> args = {})
{
    Sentence s = say(source, std::move(args));
    s.count = static_cast<int>(n);
    return s;
}

inline Sentence text(std::string literal)
{
    return Sentence::text(std::move(literal));
}

inline Sentence number(std::uint64_t n)
{
    return text(std::to_string(n));
}

inline Sentence seconds(TimeMs time)
{
    return Sentence::decimalNumber(formatSeconds(time));
}

inline std::string padRight(std::string text, std::size_t width)
{
    if (text.size() < width)
        text.append(width - text.size(), ' ');
    return text;
}

/// "a, b, c": the parts of a list in order.
inline Sentence listOf(std::vector<Sentence> parts)
{
    Sentence list = parts.empty() ? text({}) : std::move(parts.front());
    for (std::size_t i = 1; i < parts.size(); ++i)
        list = say(QT_TRANSLATE_NOOP("RunText", "%1, %2"), {std::move(list), std::move(parts[i])});
    return list;
}

} // namespace inflight::runtext
