// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// SQS's limits that more than one file needs, as AWS documents them: the engine checks them, the
// scenario loader and the what-if ranges use them, the views draw up to them. AWS's error
// messages keep AWS's own wording (and numbers) where the engine answers with them.

#include "types.h"

#include <cstdint>

namespace inflight {

/// The longest visibility timeout (VisibilityTimeout, ChangeMessageVisibility): 12 hours. It is
/// also the cap on a message's time in flight, counted from the ReceiveMessage request.
constexpr std::int64_t maxVisibilityTimeoutSeconds = 43200;
constexpr TimeMs maxVisibilityMs = maxVisibilityTimeoutSeconds * 1000;

/// The longest a ReceiveMessage waits for a message (WaitTimeSeconds).
constexpr std::int64_t maxWaitTimeSeconds = 20;
/// The most messages one ReceiveMessage returns (MaxNumberOfMessages).
constexpr std::int64_t maxReceiveBatch = 10;

} // namespace inflight
