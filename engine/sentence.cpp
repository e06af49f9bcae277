// SPDX-License-Identifier: GPL-3.0-or-later
#include "sentence.h"

#include <utility>

namespace inflight {

Sentence Sentence::text(std::string literal)
{
    Sentence s;
    s.literal = std::move(literal);
    return s;
}

Sentence Sentence::decimalNumber(std::string literal)
{
    Sentence s = text(std::move(literal));
    s.decimal = true;
    return s;
}

Sentence Sentence::say(const char *context, const char *source, std::vector<Sentence> args)
{
    Sentence s;
    s.context = context;
    s.source = source;
    s.args = std::move(args);
    return s;
}

std::string fillSentence(const Sentence &sentence, const Translator &translate)
{
    if (!sentence.source) {
        if (!sentence.decimal || translate.decimalPoint == ".")
            return sentence.literal;
        std::string out;
        for (const char c : sentence.literal) {
            if (c == '.')
                out += translate.decimalPoint;
            else
                out.push_back(c);
        }
        return out;
    }
    const std::string pattern =
        translate ? translate.translate(sentence.context, sentence.source, sentence.count)
                  : std::string(sentence.source);
    // One pass, as QString::arg with several arguments: an argument's own text is never
    // searched for markers.
    std::string out;
    out.reserve(pattern.size() + 16 * sentence.args.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        const char next = i + 1 < pattern.size() ? pattern[i + 1] : '\0';
        if (c == '%' && next >= '1' && next <= '9' &&
            static_cast<std::size_t>(next - '1') < sentence.args.size()) {
            out.append(
                fillSentence(sentence.args[static_cast<std::size_t>(next - '1')], translate));
            ++i;
        } else if (c == '%' && next == 'n' && sentence.count >= 0 && !translate) {
            // A translator fills %n itself.
            out.append(std::to_string(sentence.count));
            ++i;
        } else {
            out.push_back(c);
        }
    }
    return out;
}

} // namespace inflight
