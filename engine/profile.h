// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "prng.h"
#include "sentence.h"
#include "types.h"

#include <memory>
#include <string>
#include <vector>

namespace inflight {

/// How long something takes, drawn afresh each time: a job's processing time, a downstream
/// call's latency. A piecewise profile switches to another profile between two virtual times
/// ("the payment API is slow between t=100 s and t=300 s"), decided by when the job starts.
struct DurationProfile {
    enum class Kind : std::uint8_t { Fixed, Uniform, Normal, LogNormal, Piecewise };
    struct Segment {
        TimeMs fromMs = 0;
        TimeMs toMs = 0; ///< exclusive
        std::shared_ptr<DurationProfile> profile;
    };

    Kind kind = Kind::Fixed;
    TimeMs fixedMs = 0;
    /// Uniform bounds; for Normal and LogNormal an optional clamp (maxMs 0: no upper clamp).
    TimeMs minMs = 0;
    TimeMs maxMs = 0;
    TimeMs meanMs = 0;
    TimeMs stddevMs = 0;
    TimeMs p50Ms = 0;
    TimeMs p99Ms = 0;
    /// Piecewise: the first segment containing the time applies, else `otherwise`.
    std::vector<Segment> segments;
    std::shared_ptr<DurationProfile> otherwise;

    static DurationProfile fixed(TimeMs ms);

    /// A draw for something starting at `now`. Fixed and piecewise-of-fixed profiles draw no
    /// random numbers, so adding randomness elsewhere never changes them.
    TimeMs sample(TimeMs now, Prng &prng) const;
    /// The largest value a draw can take when it is bounded (fixed, uniform, clamped); otherwise
    /// the 99.9th percentile. For "is the timeout above the slow tail?" checks and summaries.
    TimeMs slowTailMs() const;
    /// "45 s", "uniform 10-50 s", "lognormal p50 8 s, p99 40 s", ...: marked in the translation
    /// context "Profile".
    Sentence description() const;
    /// description() filled as written.
    std::string describe() const;
};

} // namespace inflight
