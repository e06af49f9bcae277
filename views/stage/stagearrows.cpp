// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagearrows.h"

#include "common/format.h"
#include "runtimeline.h"
#include "stagetext.h"

namespace inflight {

namespace {

/// Where a move from or to a worker meets it: its card's place in a full box; the left end of a
/// compact row, whose chip is on the right, so that the line does not run across the row's text.
QPointF meet(const StageLayout::WorkerBox &box)
{
    return box.compact ? QPointF(box.rect.left(), box.rect.center().y())
                       : QPointF(box.slot.left(), box.slot.center().y());
}

/// Where a move from or to a card's place in its queue meets it: its right edge.
QPointF queueEnd(const StageLayout::Slot &slot)
{
    return QPointF(slot.rect.right(), slot.rect.center().y());
}

} // namespace

QPointF arrowControl(QPointF from, QPointF to)
{
    const QPointF d = to - from;
    return (from + to) / 2 + QPointF(-d.y(), d.x()) * 0.15;
}

QPointF pointOnArrow(QPointF from, QPointF to, double t)
{
    const QPointF c = arrowControl(from, to);
    return (1 - t) * (1 - t) * from + 2 * (1 - t) * t * c + t * t * to;
}

StageArrows::StageArrows(StageLayout &layout, const StageCast &cast, const RunTimeline &timeline)
    : m_layout(layout), m_cast(cast), m_timeline(timeline)
{
}

std::vector<StageArrows::Label> StageArrows::place()
{
    addMoves();
    addEffects();
    Q_ASSERT(m_labels.size() == m_layout.arrows.size());
    return std::move(m_labels);
}

void StageArrows::add(StageLayout::Arrow::Kind kind, QPointF from, QPointF to, double alpha,
                      Label label)
{
    m_layout.arrows.push_back({kind, from, to, alpha, {}, {}});
    m_labels.push_back(std::move(label));
}

StageArrows::Label StageArrows::once(const QString &way, Label label)
{
    if (m_labelledWays.contains(way))
        return {};
    m_labelledWays.insert(way);
    return label;
}

void StageArrows::addMoves()
{
    // Trails of recent moves: received, back in the queue, moved to the DLQ.
    const StageState &state = m_layout.state;
    for (const StageCard &c : state.cards) {
        if (c.since > state.time || state.time - c.since >= m_layout.flashMs ||
            (c.arrival <= 0 && m_layout.animate))
            continue;
        const double age =
            static_cast<double>(state.time - c.since) / static_cast<double>(m_layout.flashMs);
        addMovesOf(c, 0.9 * (1 - age));
    }
}

void StageArrows::addMovesOf(const StageCard &c, double alpha)
{
    using Kind = StageLayout::Arrow::Kind;
    const StageLayout &fr = m_layout;
    const Label leaseExpired{StageText::tr("lease expired"), StageText::tr("expired")};
    const StageLayout::Slot *qslot = fr.queueSlot(c.message);
    if (c.phase == MessagePhase::InFlight) {
        const StageLayout::WorkerBox *wb = fr.workerBox(c.holder);
        if (!wb || !qslot || fr.heldRect(*wb, c.message).isEmpty())
            return;
        // Came back and went out again at the same instant: draw the way back too.
        if (const StageLayout::WorkerBox *old =
                fr.workerBox(returnedFrom(m_timeline, c, fr.state.time)))
            add(Kind::LeaseExpired, meet(*old), queueEnd(*qslot), alpha,
                once(QStringLiteral("back %1").arg(old->worker->actor), leaseExpired));
        if (c.movedFrom == engineActor) {
            const QString handle = handleText(c.message, c.receipt);
            add(Kind::Received, queueEnd(*qslot), meet(*wb), alpha,
                once(QStringLiteral("received %1").arg(c.holder),
                     {StageText::tr("received %1").arg(handle), handle}));
        }
    } else if (c.movedFrom != engineActor && qslot) {
        if (const StageLayout::WorkerBox *wb = fr.workerBox(c.movedFrom))
            add(Kind::LeaseExpired, meet(*wb), queueEnd(*qslot), alpha,
                once(QStringLiteral("back %1").arg(c.movedFrom), leaseExpired));
    } else if (c.movedFromQueue != noQueue && c.movedFromQueue != c.queue && qslot) {
        if (const StageLayout::QueueBox *src = fr.queueBox(c.movedFromQueue))
            add(Kind::DeadLetter, QPointF(src->rect.center().x(), src->rect.bottom()),
                QPointF(qslot->rect.center().x(), qslot->rect.top()), alpha,
                once(QStringLiteral("dlq"),
                     {StageText::tr("moved to the DLQ"), StageText::tr("to the DLQ")}));
    }
}

void StageArrows::addEffects()
{
    // Effects: an arrow from the worker to its service.
    for (const StageFlash &flash : m_layout.state.flashes) {
        if (flash.kind != StageFlash::Kind::Effect &&
            flash.kind != StageFlash::Kind::DuplicateEffect)
            continue;
        const StageLayout::WorkerBox *wb = m_layout.workerBox(flash.actor);
        const StageCast::Worker *cw = m_cast.worker(flash.actor);
        if (!wb || !cw)
            continue;
        const std::size_t si = m_cast.serviceIndexOf(*cw);
        if (si >= m_layout.services.size())
            continue;
        const bool dup = flash.kind == StageFlash::Kind::DuplicateEffect;
        // Among many workers only the duplicates get an arrow: the rest would be a thicket.
        if (wb->compact && !dup)
            continue;
        const QRectF sr = m_layout.services[si].rect;
        add(dup ? StageLayout::Arrow::Kind::Duplicate : StageLayout::Arrow::Kind::Effect,
            QPointF(wb->rect.right(), wb->rect.center().y()),
            QPointF(sr.left(), sr.top() + m_layout.px(serviceHeaderU)), 1 - flash.age, {});
    }
}

ActorId returnedFrom(const RunTimeline &timeline, const StageCard &card, TimeMs now)
{
    const MessageTrack *t = timeline.track(card.message);
    const PhaseSpan *span = timeline.spanAt(card.message, now);
    if (!t || !span)
        return engineActor;
    const auto index = static_cast<std::size_t>(span - t->spans.data());
    if (index >= 2 && t->spans[index - 1].from == t->spans[index - 1].to &&
        t->spans[index - 2].phase == MessagePhase::InFlight)
        return t->spans[index - 2].holder;
    return engineActor;
}

} // namespace inflight
