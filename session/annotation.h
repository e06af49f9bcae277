// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A note a teacher or student pins to the run: "here the card is charged the second time". Notes
// are part of a saved session and of exported pictures; they never change the run.

#include "types.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace inflight {

struct Annotation {
    enum class Anchor : std::uint8_t {
        /// A moment: drawn on the time axis, across every lane.
        Time,
        /// A log event (by its sequence): drawn at the event's time on its message's lane.
        Event,
        /// A message: drawn on its lane at `timeMs`, and beside its card on the stage.
        Message,
    };
    Anchor anchor = Anchor::Time;
    /// Where the note sits in virtual time. For an event, the event's time when it was pinned.
    TimeMs timeMs = 0;
    /// The log sequence of the event (Event only).
    std::uint64_t sequence = 0;
    /// The message the note is about (Message, and Event when the event has one); noMessage if
    /// none.
    MessageNumber message = noMessage;
    QString text;

    friend bool operator==(const Annotation &, const Annotation &) = default;
};

using Annotations = std::vector<Annotation>;

/// "time", "event", "message": the names session files use.
const char *annotationAnchorName(Annotation::Anchor anchor);
bool annotationAnchorFromName(const QString &name, Annotation::Anchor *anchor);

} // namespace inflight
