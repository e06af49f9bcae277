// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "runtimeline.h"

#include <QString>

#include <cstdint>
#include <string>

namespace inflight {

struct Run;

/// The latest thing a worker did, for the line at the bottom of its box on the stage: "t=45.0:
/// received m1.r2", "t=75.0: ord_7731 charged AGAIN". Everything the worker did at that instant
/// is said, and the most important of it sets the line's tone and icon.
struct StageWorkerNote {
    /// How the line looks.
    enum class Tone : std::uint8_t { Plain, Good, Bad, Heartbeat };

    /// The note at `now`; its time is negative when the worker has done nothing worth saying yet
    /// (empty receives are not).
    static StageWorkerNote at(const Run &run, const RunTimeline &timeline, const WorkerTrack &track,
                              TimeMs now, const std::string &effectPast);

    TimeMs time = -1;
    QString text;
    Tone tone = Tone::Plain;
    WorkerMark::Kind icon = WorkerMark::Kind::Receive;
};

} // namespace inflight
