// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stagelayout.h"

#include <QPointF>
#include <QSet>
#include <QString>

#include <vector>

namespace inflight {

/// The control point of an arrow's curve: it bows a little to the left of its way.
QPointF arrowControl(QPointF from, QPointF to);
/// The point a fraction `t` along the curve of an arrow.
QPointF pointOnArrow(QPointF from, QPointF to, double t);

/// The worker a card in flight came back from and was received again at the very instant `now`
/// (its lease expired and another receive took it at once), or engineActor.
ActorId returnedFrom(const RunTimeline &timeline, const StageCard &card, TimeMs now);

/// The arrows of a laid-out stage: a card's recent move (received, back in the queue after its
/// lease expired, moved to the dead-letter queue) and a worker's effect on its service. Part of
/// StageLayout::arrange: it adds the layout's arrows, without their labels' places, and says
/// which label each would like (StageLabelPlacer finds the places).
class StageArrows {
public:
    /// What an arrow would like to say, and what that shrinks to where the full label finds no
    /// room. Both empty for an arrow without a label.
    struct Label {
        QString text;
        QString shortText;
    };

    StageArrows(StageLayout &layout, const StageCast &cast, const RunTimeline &timeline);

    /// Adds the arrows to the layout; returns their labels, one per arrow, in the same order.
    std::vector<Label> place();

private:
    void addMoves();
    /// The moves of one card that moved within the last flash.
    void addMovesOf(const StageCard &card, double alpha);
    void addEffects();
    void add(StageLayout::Arrow::Kind kind, QPointF from, QPointF to, double alpha, Label label);
    /// `label` for the first arrow along `way`, nothing for the next ones: a batch moves several
    /// cards along one way, and one label says it.
    Label once(const QString &way, Label label);

    StageLayout &m_layout;
    const StageCast &m_cast;
    const RunTimeline &m_timeline;
    std::vector<Label> m_labels;
    QSet<QString> m_labelledWays;
};

} // namespace inflight
