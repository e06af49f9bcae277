// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eventlog.h"

#include <string>

namespace inflight {

/// One event as a JSON object, with its payload under names that say what they are
/// ("deadline", "requestAt", "action", ...). Times are in seconds.
std::string eventJson(const EventLog &log, std::uint64_t sequence);

} // namespace inflight
