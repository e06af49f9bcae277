// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Whether a sentence (engine/sentence.h) fits its template, for the tests of the sentence tables.

#include "sentence.h"

#include <set>
#include <string>

namespace inflight {

/// Why the sentence or one of its arguments does not fit its template: a marker (%1..%9) without
/// its argument, an argument no marker uses, %n without a count or a count without %n. Empty
/// when they fit.
inline std::string sentenceMismatch(const Sentence &sentence)
{
    if (!sentence.source)
        return sentence.args.empty() ? std::string() : "a literal with arguments";
    const std::string source = sentence.source;
    std::set<std::size_t> markers;
    bool countMarker = false;
    for (std::size_t i = 0; i + 1 < source.size(); ++i) {
        if (source[i] == '%' && source[i + 1] >= '1' && source[i + 1] <= '9')
            markers.insert(static_cast<std::size_t>(source[i + 1] - '0'));
        countMarker = countMarker || (source[i] == '%' && source[i + 1] == 'n');
    }
    std::set<std::size_t> wanted;
    for (std::size_t k = 1; k <= sentence.args.size(); ++k)
        wanted.insert(k);
    if (markers != wanted)
        return "\"" + source + "\" has " + std::to_string(sentence.args.size()) + " arguments";
    if (countMarker != (sentence.count >= 0))
        return "\"" + source + "\" and its count";
    for (const Sentence &arg : sentence.args) {
        if (std::string why = sentenceMismatch(arg); !why.empty())
            return why;
    }
    return {};
}

} // namespace inflight
