// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The stage as a screen reader finds it: "Stage", a description of the moment (the current
// event's sentence, any double processing, the messages in flight and the busy workers, each in
// the inspector's words), and as children its queues with their message cards, its workers with
// the cards they hold, and its services with their business keys, each drawn where the stage
// draws it. Everything is read from the stage's layout and the inspector's facts: no queue rule
// is decided here.

#include "accessibleparts.h"

#include <QCoreApplication>

#include <vector>

namespace inflight {

class StageView;

class StageAccessible : public PartsAccessible {
    Q_DECLARE_TR_FUNCTIONS(inflight::StageAccessible)

public:
    explicit StageAccessible(StageView *stage);

    QString text(QAccessible::Text t) const override;

    /// The parts of the stage now: queues (with their cards), workers (with the cards they
    /// hold) and services (with their keys).
    static std::vector<AccessiblePart> partsOf(const StageView &stage);
    /// What the stage shows now, in sentences.
    static QString describe(const StageView &stage);

private:
    const StageView &stage() const;
};

} // namespace inflight
