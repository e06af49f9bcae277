// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Two runs side by side, the bug and its fix: what each came to and the first moment they part.
// Runs are deterministic, so two runs of scenarios that differ only in a later detail have the
// same events up to the moment that detail first matters; the first event where the logs differ
// is that moment. Read by the compare view, the compared export's caption and the lessons.

#include "run.h"
#include "sentence.h"

#include <optional>
#include <string>
#include <vector>

namespace inflight {

/// One figure of both runs ("Duplicate effects: 1 -> 0").
struct MetricChange {
    /// The figure's name, as written.
    std::string name;
    double before = 0;
    double after = 0;
    /// Whether fewer is better (duplicates, lost messages, cost): how a view colours the change.
    bool lowerIsBetter = true;
    /// The figure is money (shown with a dollar sign and more decimals).
    bool dollars = false;
    /// The name as a sentence: marked in the translation context "RunComparison".
    Sentence nameSentence;
    bool changed() const { return before != after; }
};

/// The first moment the runs do something different.
struct RunDivergence {
    /// The log position where they first differ (equal up to it in both logs).
    std::uint64_t sequence = 0;
    /// When: the earlier of the two events at `sequence` (a run that has ended has none).
    TimeMs time = 0;
    /// What one run did then that the other did not, as a sentence ("m1's visibility timeout runs
    /// out ..."), with its log position; empty (and unset) when that run did nothing the other did
    /// not at that moment (or its log had ended).
    std::string before;
    std::string after;
    std::optional<std::uint64_t> beforeSequence;
    std::optional<std::uint64_t> afterSequence;
};

struct RunComparison {
    std::vector<MetricChange> metrics;
    /// Unset: both runs did the same things at the same moments.
    std::optional<RunDivergence> divergence;
    /// With no divergence: whether the loans' deadlines still differed (a longer visibility
    /// timeout that never mattered).
    bool deadlinesDiffer = false;
};

/// Whether two events record the same happening: kind, time, actor, message, queue, handle and
/// payload, except the loan deadlines and planned job ends a receive, a visibility change or a
/// job start carries (a longer visibility timeout changes every deadline at once; what the
/// comparison looks for is the moment it changes what happens).
bool sameHappening(const Run &before, const Event &a, const Run &after, const Event &b);

/// The first position where the two runs' logs record different happenings, or nullopt when they
/// record the same ones throughout (and end together).
std::optional<RunDivergence> firstDivergence(const Run &before, const Run &after);

/// The two runs' figures and their first divergence. Both runs must have happened (no problems,
/// not cancelled).
RunComparison compareRuns(const Run &before, const Run &after);

/// A few lines for people: the figures that changed ("duplicate effects 1 -> 0") and where the
/// runs part ("They part at t=30 s: ..."). `beforeName` and `afterName` name the runs
/// ("the original", "the edited run"). Marked in the translation context "RunComparison".
std::vector<Sentence> comparisonSentences(const RunComparison &comparison,
                                          const Sentence &beforeName, const Sentence &afterName);

/// comparisonSentences filled as written (the command line, the compared export's caption).
std::vector<std::string> describeComparison(const RunComparison &comparison,
                                            const std::string &beforeName,
                                            const std::string &afterName);

} // namespace inflight
