// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The result of simulating a scenario: the engine (which owns the event log), the side-effect
// ledger and the metrics derived from them. Every view, lesson check and export reads a Run.

#include "queueengine.h"
#include "scenario.h"

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map> // allow-nondeterminism: the ledger's key index, looked up, never iterated
#include <vector>

namespace inflight {

/// One side effect performed by a downstream service for a business key.
struct SideEffectRecord {
    TimeMs time = 0;
    std::uint32_t key = 0;
    /// Index into Scenario::services, or -1 for a consumer's own effect.
    std::int32_t service = -1;
    ActorId actor = engineActor;
    MessageNumber message = noMessage;
    std::uint32_t receipt = 0;
};

/// Every side effect, per business key: "charged twice" is a query here, not a guess.
class Ledger {
public:
    std::optional<std::uint32_t> findKey(const std::string &key) const;
    /// The key's index, added if it is new.
    std::uint32_t keyIndex(const std::string &key);
    const std::string &key(std::uint32_t index) const { return m_keys[index]; }
    std::uint32_t keyCount() const { return static_cast<std::uint32_t>(m_keys.size()); }

    std::uint32_t record(const SideEffectRecord &effect);
    const std::vector<SideEffectRecord> &effects() const { return m_effects; }
    std::uint32_t effectCount(std::uint32_t key) const { return m_effectCounts[key]; }
    /// Indexes into effects() of every effect for the key, in time order.
    std::vector<std::uint32_t> effectsFor(std::uint32_t key) const;

private:
    std::vector<std::string> m_keys;
    std::vector<std::uint32_t> m_effectCounts;
    std::vector<SideEffectRecord> m_effects;
    // Looked up, never iterated: hash order cannot reach the log.
    std::unordered_map<std::string, std::uint32_t> m_index; // allow-nondeterminism: lookups only
};

struct LatencyPercentiles {
    TimeMs p50 = 0;
    TimeMs p90 = 0;
    TimeMs p99 = 0;
    TimeMs max = 0;
};

struct RunMetrics {
    std::uint64_t messagesSent = 0;
    std::uint64_t keys = 0;
    std::uint64_t keysEffected = 0;
    std::uint64_t effects = 0;
    /// Effects beyond the first for a key.
    std::uint64_t duplicateEffects = 0;
    std::uint64_t keysEffectedMoreThanOnce = 0;
    /// Keys sent but never effected whose messages are in no queue any more.
    std::uint64_t lost = 0;
    std::uint64_t deadLetterArrivals = 0;
    std::uint64_t receives = 0;
    std::uint64_t emptyReceives = 0;
    std::uint64_t apiCalls = 0;
    /// SEMANTICS.md section 14: one per call, one per 64 KiB chunk of payload, a batch is one.
    std::uint64_t billedRequests = 0;
    /// At us-east-1 list price (standard $0.40, FIFO $0.50 per million), before the free tier.
    double costUsd = 0;
    /// From a key's first send to its first effect.
    LatencyPercentiles sendToEffect;
};

struct Run {
    Scenario scenario;
    std::uint64_t seed = 1;
    /// Problems that stopped the run from starting (an unknown queue, a Lambda function timeout
    /// above the visibility timeout, ...). Empty for a run that happened.
    std::vector<std::string> problems;
    std::unique_ptr<QueueEngine> engine;
    Ledger ledger;
    RunMetrics metrics;
    TimeMs endMs = 0;
    /// The run was asked to stop (SimulationControl::cancel) before its end: the log stops at
    /// endMs, and the metrics are not computed.
    bool cancelled = false;
    /// Where the run comes from: a scenario simulated, or a recording of real SQS clients
    /// replayed (engine/recordingreplay.h), which has no scenario to edit and no actors to show.
    enum class Origin : std::uint8_t { Scenario, Recording };
    Origin origin = Origin::Scenario;
    /// Business key index of each message number (UINT32_MAX: none).
    std::vector<std::uint32_t> keyOfMessage;
    /// First send time of each key.
    std::vector<TimeMs> keySentAt;

    const EventLog &log() const { return engine->log(); }
    std::optional<std::uint32_t> keyOf(MessageNumber message) const;
    /// "ord_7731 charged twice (t=45 by worker-1, t=75 by worker-2)": keySentence (runtexts.h)
    /// filled as written.
    std::string describeKey(std::uint32_t key) const;
    /// One line per event a worker would see, in the style of "t=45  worker-1 charges the card
    /// and deletes": storySentences (runtexts.h) filled as written.
    std::vector<std::string> textTimeline() const;
    /// The ledger and the metrics, for people: summaryText (runtexts.h) filled as written.
    std::string summary() const;
};

/// Checks what the engine cannot: that every queue a producer, worker or Lambda names exists in
/// the scenario, that services exist, and the Lambda event source mapping's rules.
std::vector<std::string> validateScenario(const Scenario &scenario);

/// How a caller follows a long run and stops it. Neither changes what the run does: a run that
/// is not cancelled has the same log with or without them.
struct SimulationControl {
    /// Called on the simulating thread as virtual time advances, with the time reached and the
    /// time the run is expected to end (both in ms of virtual time): its `until`, or for a run
    /// that stops when it is quiet, the last time anything is scheduled to happen (the run may
    /// go on draining after it; `reachedMs` then stays at `endMs`). Called about a thousand times
    /// in a run at most, with `reachedMs` never decreasing, and once at the end with
    /// `reachedMs == endMs` when the run happened (its scenario was not refused) and was not
    /// cancelled.
    std::function<void(TimeMs reachedMs, TimeMs endMs)> progress;
    /// Set from any thread to stop the run at its next event: simulate() then returns a run
    /// with `cancelled` set.
    const std::atomic<bool> *cancel = nullptr;
};

/// Runs the scenario on the virtual clock. `seed` overrides the scenario's; `untilMs` its end.
/// The same scenario and seed give a byte-identical log.
Run simulate(const Scenario &scenario, std::optional<std::uint64_t> seed = std::nullopt,
             std::optional<TimeMs> untilMs = std::nullopt, const SimulationControl &control = {});

/// About how many messages the scenario's producers send before `untilMs` (0: all of them): its
/// single messages and bursts, and each rate's expected count. Counted in doubles, so that no
/// count a file gives can overflow. What a caller uses to tell a long run from a short one before
/// running it.
double expectedMessages(const Scenario &scenario, TimeMs untilMs);

/// The time simulate() reports progress against for a run to `untilMs` (0: until quiet): see
/// SimulationControl::progress.
TimeMs expectedEndMs(const Scenario &scenario, TimeMs untilMs);

/// Computes the metrics of a finished run (simulate() does this; exposed for tests).
RunMetrics computeMetrics(const Run &run);

} // namespace inflight
