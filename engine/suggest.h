// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace inflight {

/// The candidate closest to `word` by edit distance (case-insensitive), or "" when none is close
/// enough to be a plausible typo. Used for "unknown key X (did you mean Y?)".
std::string closestName(std::string_view word, const std::vector<std::string> &candidates);

} // namespace inflight
