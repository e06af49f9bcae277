// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A sentence as the program says it about a run: a template with positional arguments ("%1
// receives %2 (receipt handle %3); it is hidden until t=%4"), marked for translation with
// QT_TRANSLATE_NOOP where it is written, and its arguments, each a name or number as it stands or
// a phrase of its own. The command line fills the template as written (English); the GUI fills
// it through QCoreApplication::translate (views/common/format.h), so a translator sees whole
// sentences and may move the arguments.

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace inflight {

struct Sentence {
    /// The translation context the template was marked in; nullptr: a literal.
    const char *context = nullptr;
    /// The template (%1..%9 the arguments, %n the count), or nullptr for a literal.
    const char *source = nullptr;
    /// The text of a literal: a name, a number, a receipt handle, scenario content.
    std::string literal;
    std::vector<Sentence> args;
    /// Replaces %n (plural forms in a translation); -1: none.
    int count = -1;
    /// The literal is a decimal number written with a '.' ("12.5"), which the reader's locale
    /// may write with another decimal point ("12,5").
    bool decimal = false;

    /// A name or number that is not translated.
    static Sentence text(std::string literal);
    /// A decimal number, written as the C locale writes it ("12.5", "$0.000004").
    static Sentence decimalNumber(std::string literal);
    /// The template `source`, marked with QT_TRANSLATE_NOOP(context, ...), and its arguments.
    static Sentence say(const char *context, const char *source, std::vector<Sentence> args = {});

    bool empty() const { return source == nullptr && literal.empty(); }
};

/// How a reader reads: each template in their language, and their locale's decimal point. None
/// (the command line): as written, in English with a '.'.
struct Translator {
    /// Returns a template's text in the reader's language; `count` as in
    /// QCoreApplication::translate.
    using Function = std::string (*)(const char *context, const char *source, int count);

    Translator() = default;
    Translator(std::nullptr_t) {}
    Translator(Function function, std::string point = ".")
        : translate(function), decimalPoint(std::move(point))
    {
    }
    explicit operator bool() const { return translate != nullptr; }

    Function translate = nullptr;
    std::string decimalPoint = ".";
};

/// The sentence with its arguments put in, translated by `translate` (none: as written).
std::string fillSentence(const Sentence &sentence, const Translator &translate = {});

} // namespace inflight
