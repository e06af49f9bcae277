// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `inflight export ... --out FILE.gif`: an animated walkthrough instead of a still picture. The
// export command reads its source (a scenario, a lesson, a session) and its time window and seed
// as for a picture; the options here are the animation's own.

#include "timelineexport.h"

#include <cstdint>
#include <optional>

class QCommandLineParser;

namespace inflight {

/// Adds the animation's options (--speed, --fps, --size, --view) to `inflight export`'s parser.
void describeAnimationOptions(QCommandLineParser &parser);

/// Whether --out names an animation (a .gif file).
bool isAnimationExport(const QCommandLineParser &parser);

/// A still picture's export given an animation's options: says which on standard error and
/// returns 2; 0 when there are none.
int checkNoAnimationOptions(const QCommandLineParser &parser);

/// Runs the source's scenario and writes the animation. `still` holds what `inflight export`
/// read as for a picture: the path, --from and --to, --title.
int runAnimationExport(const QCommandLineParser &parser, const TimelineExportOptions &still,
                       std::optional<std::uint64_t> seed);

} // namespace inflight
