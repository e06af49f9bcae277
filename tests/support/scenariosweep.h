// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The random-scenario sweep: a generated scenario, loaded from its text through the real loader,
// run, checked by the engine's invariant checker, and run again from a second load for the same
// digest. A scenario that fails is shrunk to a small one that still fails the same way.

#include <QJsonObject>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace inflight::test {

/// What is wrong with one scenario; empty `kind` when nothing is.
struct SweepCheck {
    /// "refused" (the loader or the engine refused a generated scenario: a generator bug, or a
    /// rule the loader and the engine disagree on), "exception", "invariant" or "nondeterminism".
    std::string kind;
    /// The loader's report, the exception's message, the violations, or the two digests.
    std::string detail;
    bool ok() const { return kind.empty(); }
};

/// Loads, validates, runs and checks one scenario text (see the file comment).
SweepCheck checkScenarioText(const std::string &text);

/// A seed whose scenario fails a check, with the smallest scenario found that fails the same way.
struct SweepFinding {
    std::uint64_t seed = 0;
    SweepCheck check;
    /// The shrunk scenario, as indented JSON.
    std::string minimalScenario;
    /// "seed N: kind: detail" and the minimal scenario, for a test's failure message.
    std::string report() const;
};

/// Generates the seed's scenario and checks it; on a failure, shrinks it.
std::optional<SweepFinding> sweepSeed(std::uint64_t seed);

/// Removes parts of the scenario (list entries, then optional members, at every depth) for as
/// long as `stillFails` holds for what is left, and returns the smallest scenario it reached.
QJsonObject shrinkScenario(QJsonObject scenario,
                           const std::function<bool(const QJsonObject &)> &stillFails);

} // namespace inflight::test
