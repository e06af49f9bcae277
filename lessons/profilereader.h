// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading a duration of a content file (a worker's processing time, a service's latency): a
// number of seconds, or an object with one kind of distribution (docs/scenario-format.md).

#include "contentreader.h"
#include "profile.h"

#include <optional>
#include <string>

namespace inflight::content {

/// The duration at `node`, or nothing when it is wrong; every mistake is added to `problems`,
/// under `path`.
std::optional<DurationProfile> readProfile(Problems &problems, const JsonNode &node,
                                           const std::string &path);

} // namespace inflight::content
