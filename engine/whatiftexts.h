// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The what-if sentence table: how the program names a parameter ("Visibility timeout"), says a
// value ("60 s", "after the side effect"), names an edited run ("visibility timeout 60 s,
// heartbeat every 20 s") and says why a value cannot be set ("Workers must be a whole number
// from 1 to 100"). Templates with positional arguments (sentence.h), marked in the translation
// context "WhatIf" in whatiftexts.cpp: the command line fills them as written, the window
// through translated() (views/common/sentencetext.h).

#include "sentence.h"
#include "whatif.h"

#include <utility>
#include <vector>

namespace inflight {

/// "Visibility timeout", for people: a form's label, the start of a sentence.
Sentence whatIfLabelSentence(WhatIf parameter);
/// "60 s", "after the side effect", ... for undo texts and summaries.
Sentence describeWhatIf(WhatIf parameter, double value);
/// The edit as a phrase that names a run: "visibility timeout 60 s", "heartbeat every 20 s",
/// "no heartbeat", "delete before processing".
Sentence describeWhatIfEdit(WhatIf parameter, double value);
/// Several edits as one phrase: "visibility timeout 60 s, heartbeat every 20 s".
Sentence describeWhatIfEdits(const std::vector<std::pair<WhatIf, double>> &edits);

/// "Batch size does not apply to this scenario".
Sentence whatIfDoesNotApply(WhatIf parameter);
/// "Workers must be a whole number from 1 to 100"; the two that take fractions: "Processing
/// time must be from 0 to 86400 seconds". The numbers are whatIfRange's.
Sentence whatIfOutOfRange(WhatIf parameter);
/// "A provider idempotency key needs a downstream service".
Sentence whatIfNeedsDownstreamService();

} // namespace inflight
