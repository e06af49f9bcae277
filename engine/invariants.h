// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eventlog.h"

#include <string>
#include <vector>

namespace inflight {

/// One broken rule found in a log.
struct InvariantViolation {
    std::uint64_t sequence = 0;
    std::string message;
};

/// Replays any event log and checks the rules every run must keep, whatever produced it:
/// - time never goes backwards;
/// - a message is in one state at a time: a receive finds it visible, never in flight or delayed;
/// - a deleted (expired, purged, redriven) message is never delivered again, except as a modelled
///   spontaneous duplicate;
/// - receive counts only grow, by one per receive;
/// - no visibility deadline lies more than 12 hours after the receive request that issued the
///   handle, and a deadline expires exactly when it says;
/// - within a FIFO message group, a receive never skips an earlier message that is still waiting
///   (messages are handed out in order, and the group is blocked while its head is in flight).
/// Returns every violation, in log order (empty when the log is sound).
std::vector<InvariantViolation> checkInvariants(const EventLog &log);

} // namespace inflight
