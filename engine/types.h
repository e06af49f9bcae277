// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>

namespace inflight {

/// Virtual time: integer milliseconds since the start of a run. SQS settings given in seconds are
/// converted once, at the API boundary.
using TimeMs = std::int64_t;

/// 1-based number of a message, unique within one engine for its whole life (a message moved to a
/// dead-letter queue keeps its number, as it keeps its MessageId). 0 means "no message".
using MessageNumber = std::uint32_t;

/// Index of a queue in the engine, never reused (a queue created again after a delete gets a new
/// index). Index 0 is reserved for "no queue".
using QueueIndex = std::uint32_t;

/// Interned name of whoever made a call ("script", "worker-1"). 0 is the engine itself.
using ActorId = std::uint32_t;

constexpr MessageNumber noMessage = 0;
constexpr QueueIndex noQueue = 0;
constexpr ActorId engineActor = 0;
constexpr TimeMs neverMs = std::numeric_limits<TimeMs>::max();

/// Where a message is in its life: the engine's state of each message, and the phases the
/// timeline derives from the log (one enum, so the two cannot drift). The first three are live;
/// the others mean the message is gone.
enum class MessagePhase : std::uint8_t {
    Delayed,
    Visible,
    InFlight,
    Deleted,
    Expired,
    Purged,
    /// Taken out of a dead-letter queue by a message move task (a new message was sent).
    Redriven,
    /// Its queue was deleted.
    Dropped,
};

constexpr bool phaseIsLive(MessagePhase phase)
{
    return phase == MessagePhase::Delayed || phase == MessagePhase::Visible ||
           phase == MessagePhase::InFlight;
}

constexpr TimeMs secondsToMs(std::int64_t seconds)
{
    return seconds * 1000;
}

/// The longest time Inflight takes from outside (a scenario, a session, the command line), in
/// seconds: 15 days, a day more than the longest message retention, so a run can show every
/// message expire. Checking times against it where they enter keeps every later sum of
/// milliseconds far from overflow.
constexpr double longestTimeSeconds = 15.0 * 24 * 3600;

/// `seconds` from outside as milliseconds, if it is a number from 0 to longestTimeSeconds.
constexpr std::optional<TimeMs> checkedSecondsToMs(double seconds)
{
    if (!(seconds >= 0 && seconds <= longestTimeSeconds))
        return std::nullopt;
    // Rounded to the nearest millisecond, as a person typing 0.0015 means 2 ms, not 1.
    return static_cast<TimeMs>(seconds * 1000 + 0.5);
}

/// The AWS region of requests that name none, and of scenarios, scripts and lessons.
inline constexpr std::string_view defaultRegion = "us-east-1";

/// The instant that virtual t=0 stands for in timestamps (2026-01-01T00:00:00Z) by default, so
/// that SentTimestamp and friends look like real epoch values and are identical run after run
/// (EngineSettings::timestampOriginMs; `inflight serve` gives the wall-clock time it started).
constexpr std::int64_t epochAtZeroMs = 1767225600000;

} // namespace inflight
