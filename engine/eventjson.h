// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eventlog.h"

#include <string>

namespace inflight {

/// One event as a JSON object, with its payload under names that say what they are
/// ("deadline", "requestAt", "action", ...). Times are in seconds.
std::string eventJson(const EventLog &log, std::uint64_t sequence);

/// Appends the event's payload as " name=value" words (EventLog::describe's), after the fields
/// every event has.
void describePayload(std::string &text, const EventLog &log, const Event &event);

} // namespace inflight
