// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The run's own sentences, as templates with positional arguments (sentence.h) marked in the
// translation context "RunText": the ledger's line for a key ("%1 %2 %3 (%4)": "ord_7731 charged
// twice (t=45 by worker-1, t=75 by worker-2)"), the consumer's-eye story of a run ("t=%1 %2 %3":
// "t=45  worker-1 charges the card and deletes") and the summary's table ("Keys effected",
// "%1 of %2"). The story is told in run.cpp (what to tell is the run's reading; its words
// are in the same context, with the same helpers, runtexts_p.h). The command line fills them as
// written (Run::describeKey, Run::textTimeline, Run::summary); the window fills them through
// translated() (views/common/sentencetext.h).

#include "run.h"
#include "sentence.h"

#include <cstdint>
#include <string>
#include <vector>

namespace inflight {

/// "ord_7731 charged twice (t=45 by worker-1, t=75 by worker-2)", or "ord_7731 never charged".
Sentence keySentence(const Run &run, std::uint32_t key);

/// The past tense of the effect the key's consumer would have had ("charged", from the scenario's
/// service), for a key that never had one; "effected" when the scenario names no service.
Sentence consumerEffectPast(const Run &run, std::uint32_t key);

/// One sentence per event a consumer would see, in log order: "t=%1 %2 %3", the time padded to
/// three characters, who, and what they do.
std::vector<Sentence> storySentences(const Run &run);

/// One row of the summary's table: the figure's name and its value ("Keys effected", "3 of 4").
struct SummaryRow {
    Sentence label;
    Sentence value;
};

/// The summary's table for the run's metrics, in the order the command line prints it.
std::vector<SummaryRow> summaryRows(const RunMetrics &metrics);

/// The summary the command line prints (Run::summary): the run, each key's side effects and the
/// figures, or the problems that stopped the run from starting. Filled by `translate` (none: as
/// written).
std::string summaryText(const Run &run, Translator translate = nullptr);

} // namespace inflight
