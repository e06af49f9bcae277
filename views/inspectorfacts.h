// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the inspector tells about a message or a worker at one moment, as data: a list of facts,
// each a label and a value of one or more lines, built from the run alone (no widget). A value
// says what each of its pieces is (the word that matters, an aside, a warning, an identifier),
// not how it looks; factsHtml() is the one place that turns facts into the rich text the
// inspector shows, in the theme's colours.

#include "eventlog.h"
#include "run.h"
#include "runtimeline.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace inflight {

/// A piece of a fact's value: plain text (never HTML) in one style. With arguments, the text is a
/// sentence whose %1, %2, ... are filled with them, so that a word inside a sentence can have a
/// style of its own ("a *stale* handle") while the sentence stays whole for translators.
struct FactText {
    enum class Style : std::uint8_t {
        Plain,
        /// The word that matters: the state a message or a worker is in, the receipt handle.
        Strong,
        /// An aside: "none yet", where a handle was used, what the API calls a number.
        Muted,
        /// What went wrong or will: a stale handle, a duplicate side effect, a crash.
        Warning,
        /// An identifier the API hands out (a MessageId).
        Code,
    };

    FactText(QString text = {}, Style style = Style::Plain, std::vector<FactText> args = {})
        : text(std::move(text)), style(style), args(std::move(args))
    {
    }

    static FactText strong(QString text) { return {std::move(text), Style::Strong}; }
    static FactText muted(QString text) { return {std::move(text), Style::Muted}; }
    static FactText warning(QString text) { return {std::move(text), Style::Warning}; }
    static FactText code(QString text) { return {std::move(text), Style::Code}; }
    /// A plain sentence whose %1, %2, ... are the pieces `args`, each in its own style.
    static FactText sentence(QString pattern, std::vector<FactText> args)
    {
        return {std::move(pattern), Style::Plain, std::move(args)};
    }

    QString text;
    Style style = Style::Plain;
    std::vector<FactText> args;
};

/// One line of a fact's value: its pieces one after the other.
using FactLine = std::vector<FactText>;

/// A row of the inspector's facts: "Receive count: 2 so far".
struct Fact {
    QString label;
    std::vector<FactLine> lines;
};

using Facts = std::vector<Fact>;

/// What the inspector tells about a message at `now` (after every event at that time): its
/// state, visibility deadline, receive count, receipt handles (which are stale, and what a delete
/// with each does), its key's side effects, business key, MessageId, sender and attributes. Empty
/// when the run has no such message.
Facts messageFacts(const Run &run, const RunTimeline &timeline, MessageNumber message, TimeMs now);

/// What the inspector tells about a worker at `now`: its state and current job, the jobs it has
/// done, its receives, heartbeats, deletes (stale ones marked), side effects and crashes. While
/// a lesson's question waits (`curtain`), an overlap with another worker is not told: it is often
/// what the question asks about. Empty when the run has no such worker.
Facts workerFacts(const Run &run, const RunTimeline &timeline, ActorId worker, TimeMs now,
                  bool curtain);

/// The facts as one table of rich text, labels muted on the left; empty for no facts.
QString factsHtml(const Facts &facts);
/// One piece as rich text, in the same styles, for text beside the facts.
QString factTextHtml(const FactText &piece);
/// A line as plain text, its styles dropped: what a screen reader says (views/accessibility/).
QString factLinePlain(const FactLine &line);

/// "t=12.5": a moment of the run, as the inspector writes it.
QString timeText(TimeMs time);

} // namespace inflight
