// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sentence table: what the program says about each event kind, as templates with positional
// arguments (sentence.h). One entry per kind, in eventtexts.cpp: what the event is about, the
// narration's sentence ("%1 receives %2 (receipt handle %3); it is hidden until t=%4") and the
// event table's short details ("deadline t=%1"). Marked in the translation context "EventText".

#include "run.h"
#include "sentence.h"

#include <cstdint>
#include <vector>

namespace inflight {

class RunTimeline;

/// The family an event kind belongs to, for the event table's filter ("Deletes", ...).
enum class EventFamily : std::uint8_t {
    Any,
    Sends,
    Receives,
    Visibility,
    Deletes,
    Work,
    Crashes,
    Endings,
    ApiCalls,
    Queues,
};
EventFamily eventFamily(EventKind kind);

/// What an event is about, for the colour of its mark (the transport's scrub bar).
enum class EventTopic : std::uint8_t {
    Other,
    Effect,
    /// A delete that did nothing, a failure, a crash.
    Trouble,
    Deleted,
    Heartbeat,
    Received,
    Visible,
    DeadLetter,
};
EventTopic eventTopic(EventKind kind);

/// The sentence for the event `sequence` of `run` (the transport's readout, the event table, the
/// inspector's history, the timeline's hover text, a comparison's first difference).
Sentence eventSentence(const Run &run, std::uint64_t sequence);

/// The event table's details for the event: short parts in order, the event's queue last. With
/// the run's timeline, a duplicate side effect says which of its key's effects it is.
std::vector<Sentence> eventDetails(const Run &run, std::uint64_t sequence,
                                   const RunTimeline *timeline);

} // namespace inflight
