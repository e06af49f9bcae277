// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The parameters a student may change to see the consequence at once ("what if the visibility
// timeout were 60 s?"). Each is an edit of the scenario, applied to its primary consumer: the
// first worker and the queue it reads (or the first Lambda mapping when there is no worker).

#include "run.h"
#include "scenario.h"
#include "sentence.h"

#include <atomic>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace inflight {

enum class WhatIf : std::uint8_t {
    VisibilityTimeout, ///< seconds, 0..12 hours (the queue's attribute)
    ProcessingTime,    ///< typical seconds; a random profile keeps its shape, scaled
    HeartbeatInterval, ///< seconds between heartbeats; 0: no heartbeat
    Workers,           ///< 1..100 workers (or Lambda concurrency)
    WaitTime,          ///< receive wait seconds, 0..20
    MaxReceiveCount,   ///< 0: no dead-letter queue; 1..1000 adds one if needed
    DeletePolicy,      ///< 0 after the effect, 1 before processing, 2 batch
    Idempotency,       ///< 0 none, 1 conditional write (a done record after the effect), 2 provider
                       ///< idempotency key
    BatchSize,         ///< 1..10 messages per receive (MaxNumberOfMessages)
    RetryBackoff,      ///< seconds: on a failure, back off base * 2^(receive count - 1); 0: retry
                       ///< at once (ChangeMessageVisibility to 0)
    StaleHandleDelete, ///< the engine's choice for a delete with an old handle: 0 deletes
                       ///< nothing, 1 deletes (AWS allows both)
};
constexpr int whatIfCount = 11;

/// One what-if edit as an undo history or a saved session holds it: a parameter and the value it
/// was set to.
struct WhatIfEdit {
    WhatIf parameter = WhatIf::VisibilityTimeout;
    double value = 0;
    friend bool operator==(const WhatIfEdit &, const WhatIfEdit &) = default;
};

/// "visibilityTimeout", "processingTime", ... (the names lesson files use).
std::string_view whatIfName(WhatIf parameter);
std::optional<WhatIf> whatIfFromName(std::string_view name);
/// "Visibility timeout", for people, filled as written (whatiftexts.h has the sentence).
std::string whatIfLabel(WhatIf parameter);

/// The values a parameter takes, from `minimum` to `maximum` (SQS's limits where SQS sets them);
/// `whole`: whole numbers only.
struct WhatIfRange {
    double minimum = 0;
    double maximum = 0;
    bool whole = true;
};
WhatIfRange whatIfRange(WhatIf parameter);

/// Whether the parameter means something for this scenario (no worker: no delete policy, ...).
bool whatIfApplies(const Scenario &scenario, WhatIf parameter);
/// The current value; enums as their number.
double whatIfValue(const Scenario &scenario, WhatIf parameter);
/// The visibility timeout a receive by the primary consumer gets, in seconds: the first worker's
/// own VisibilityTimeout on every receive when it sets one, else its queue's attribute (the
/// VisibilityTimeout what-if; 0 when the scenario has no queue for it).
double primaryVisibilityTimeoutSeconds(const Scenario &scenario);
/// Why the value cannot be set (does not apply, out of range, a provider idempotency key with no
/// downstream service); nothing when it can.
std::optional<Sentence> whatIfRefusal(const Scenario &scenario, WhatIf parameter, double value);
/// Sets a value. Returns why it cannot be set instead (whatIfRefusal, filled as written).
std::optional<std::string> setWhatIf(Scenario &scenario, WhatIf parameter, double value);

/// A profile with every duration multiplied by `factor`.
DurationProfile scaledProfile(const DurationProfile &profile, double factor);
/// The profile's typical duration: fixed, mid-range, mean or median.
TimeMs typicalMs(const DurationProfile &profile);

/// One run of a sweep: the parameter's value and what the run came to.
struct SweepPoint {
    double value = 0;
    RunMetrics metrics;
    /// Why the value could not be set, or why the run could not start; empty for a run that
    /// happened (its metrics are then meaningful).
    std::vector<std::string> problems;
};

/// Runs a copy of the scenario once per value, with the parameter set to it (setWhatIf), in the
/// order given: "duplicates against the visibility timeout". Deterministic, like simulate().
/// Uses nothing but its arguments, so a sweep may run on any thread. `cancel`, set from another
/// thread (a sweep nobody waits for any more), stops it within the run under way; the sweep is
/// then empty.
std::vector<SweepPoint> sweepWhatIf(const Scenario &scenario, WhatIf parameter,
                                    const std::vector<double> &values,
                                    const std::atomic<bool> *cancel = nullptr);

} // namespace inflight
