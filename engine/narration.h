// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A sentence for every event of a run, for the transport's readout, the event table and the
// lessons: "worker-1 deletes m1 with a stale receipt handle (m1.r1; the latest is m1.r2): SQS
// answers 200, but nothing is deleted".

#include "run.h"

#include <string>
#include <vector>

namespace inflight {

std::string describeEvent(const Run &run, std::uint64_t sequence);

/// The story of a run: which events matter to it. Sentences are made on demand (a run of a
/// million messages has millions of events; nobody reads them all).
class Narration {
public:
    explicit Narration(const Run &run);

    /// Log sequences of the major events, in order: what the story is made of and what the
    /// transport steps through. Minor events are API-call bookkeeping.
    const std::vector<std::uint64_t> &major() const { return m_major; }
    /// How many major events happen at or before `time`.
    std::size_t majorUpTo(TimeMs time) const;
    std::string text(std::uint64_t sequence) const { return describeEvent(*m_run, sequence); }

private:
    const Run *m_run;
    std::vector<std::uint64_t> m_major;
};

/// The sentence for one event.
std::string describeEvent(const Run &run, std::uint64_t sequence);
/// Whether the event is part of the story (see StoryEvent::major).
bool isMajorEvent(const Event &event);

} // namespace inflight
