// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>

class QCommandLineParser;

namespace inflight {

/// `inflight help serve`: the options of `inflight serve`.
void describeServe(QCommandLineParser &parser);
/// `inflight serve`: the live SQS endpoint until Ctrl+C or SIGTERM (docs/serve.md).
int runServe(QCommandLineParser &parser, std::optional<std::uint64_t> seed);

} // namespace inflight
