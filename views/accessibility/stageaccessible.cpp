// SPDX-License-Identifier: GPL-3.0-or-later
#include "stageaccessible.h"

#include "common/format.h"
#include "inspectorfacts.h"
#include "playback.h"
#include "stageview.h"
#include "stageworkernote.h"

#include <QStringList>

namespace inflight {

namespace {

/// At most this many messages in flight and busy workers are told in the stage's description;
/// the children have them all.
constexpr std::size_t toldInDescription = 6;

/// A part's key: what it is in the top byte, which one below. A message in flight is drawn twice
/// (its place in the queue as a dashed outline, its card at the worker holding it): two parts,
/// so two kinds, or the second would take the first one's key and never be listed.
enum class PartKind : quint64 { Queue = 1, QueuedCard, Worker, Service, ServiceRow, HeldCard };

quint64 partKey(PartKind kind, quint64 id)
{
    return (static_cast<quint64>(kind) << 56) | (id & ((quint64(1) << 56) - 1));
}

/// "m3 (ord_7731)": a card with its business key, as the inspector names a message.
QString cardName(const StageCard &card)
{
    return card.key.empty() ? qs(card.label)
                            : QStringLiteral("%1 (%2)").arg(qs(card.label), qs(card.key));
}

/// "Label: value; value" for the facts with these labels' positions (the inspector's words).
QString factsText(const Facts &facts, std::initializer_list<std::size_t> rows)
{
    QStringList sentences;
    for (const std::size_t row : rows) {
        if (row >= facts.size())
            continue;
        QStringList lines;
        for (const FactLine &line : facts[row].lines)
            lines << factLinePlain(line);
        sentences << QStringLiteral("%1: %2").arg(facts[row].label,
                                                  lines.join(QStringLiteral("; ")));
    }
    return sentences.join(QStringLiteral(". "));
}

/// The message's state, its visibility deadline when in flight, and its receive count.
QString cardDescription(const Run &run, const RunTimeline &timeline, const StageCard &card,
                        TimeMs now)
{
    const Facts facts = messageFacts(run, timeline, card.message, now);
    // The inspector's first facts: state, then the deadline when in flight, then the count.
    return card.phase == MessagePhase::InFlight ? factsText(facts, {0, 1, 2})
                                                : factsText(facts, {0, 1});
}

/// The worker's state lines, as the inspector says them, without their label.
QString workerState(const Run &run, const RunTimeline &timeline, ActorId actor, TimeMs now,
                    bool curtain)
{
    const Facts facts = workerFacts(run, timeline, actor, now, curtain);
    if (facts.empty())
        return {};
    QStringList lines;
    for (const FactLine &line : facts.front().lines)
        lines << factLinePlain(line);
    return lines.join(QStringLiteral("; "));
}

} // namespace

StageAccessible::StageAccessible(StageView *stage) : PartsAccessible(stage, QAccessible::Canvas) {}

const StageView &StageAccessible::stage() const
{
    return *static_cast<const StageView *>(widget());
}

QString StageAccessible::text(QAccessible::Text t) const
{
    if (t == QAccessible::Name) {
        const QString set = widget()->accessibleName();
        return set.isEmpty() ? tr("Stage") : set;
    }
    if (t == QAccessible::Description)
        return describe(stage());
    return PartsAccessible::text(t);
}

std::vector<AccessiblePart> StageAccessible::partsOf(const StageView &stage)
{
    const Playback *playback = stage.playback();
    const Run *run = playback ? playback->run() : nullptr;
    const RunTimeline *timeline = playback ? playback->timeline() : nullptr;
    if (!run || !timeline)
        return {};
    const StageLayout &fr = stage.picture();
    const StageCast &cast = stage.cast();
    const TimeMs now = fr.state.time;
    const Selection &selection = playback->selection();
    const bool curtain = playback->curtain().has_value();
    std::vector<AccessiblePart> parts;
    auto addCard = [&](PartKind kind, int parent, const StageCard &card, const QRectF &rect) {
        parts.push_back(
            {partKey(kind, card.message), parent, QAccessible::ListItem, cardName(card),
             cardDescription(*run, *timeline, card, now), rect,
             selection.kind == Selection::Kind::Message && selection.message == card.message});
    };

    for (const StageLayout::QueueBox &q : fr.queues) {
        const int index = static_cast<int>(parts.size());
        QString counts = tr("%L1 visible, %L2 in flight, %L3 delayed")
                             .arg(q.visible)
                             .arg(q.inFlight)
                             .arg(q.delayed);
        if (q.more > 0)
            counts += tr("; %Ln more not drawn", nullptr, q.more);
        parts.push_back({partKey(PartKind::Queue, q.queue->index), -1, QAccessible::List,
                         q.queue->deadLetter ? tr("Dead-letter queue %1").arg(qs(q.queue->name))
                                             : tr("Queue %1").arg(qs(q.queue->name)),
                         counts, q.rect});
        for (const StageLayout::Slot &slot : q.places) {
            // A card just deleted fades out: it is not in the queue any more.
            if (slot.card >= 0)
                addCard(PartKind::QueuedCard, index,
                        fr.state.cards[static_cast<std::size_t>(slot.card)], slot.rect);
        }
    }

    for (const StageLayout::WorkerBox &w : fr.workers) {
        const int index = static_cast<int>(parts.size());
        const ActorId actor = w.worker->actor;
        QString description = workerState(*run, *timeline, actor, now, curtain);
        if (const WorkerTrack *track = timeline->worker(actor); track && !cast.services.empty()) {
            const StageWorkerNote note =
                StageWorkerNote::at(*run, *timeline, *track, now,
                                    cast.services[cast.serviceIndexOf(*w.worker)].effectPast);
            if (note.time >= 0)
                description += QStringLiteral(". ") + tr("Latest: %1").arg(note.text);
        }
        parts.push_back({partKey(PartKind::Worker, actor), -1, QAccessible::Grouping,
                         qs(w.worker->name), description, w.rect,
                         selection.kind == Selection::Kind::Worker && selection.worker == actor});
        for (const int held : w.held) {
            const StageCard &card = fr.state.cards[static_cast<std::size_t>(held)];
            addCard(PartKind::HeldCard, index, card, fr.heldRect(w, card.message));
        }
    }

    for (std::size_t s = 0; s < fr.services.size(); ++s) {
        const StageLayout::ServiceBox &box = fr.services[s];
        const int index = static_cast<int>(parts.size());
        parts.push_back({partKey(PartKind::Service, s), -1, QAccessible::List,
                         qs(box.service->name),
                         tr("keys: %L1, side effects: %L2, duplicates among them: %L3")
                             .arg(box.keys)
                             .arg(box.effects)
                             .arg(box.duplicates),
                         box.rect});
        for (std::size_t r = 0; r < box.rows.size(); ++r) {
            const StageLayout::ServiceRow &row = box.rows[r];
            const QString effect = qs(box.service->effectPast);
            QString what =
                row.count == 0 ? tr("nothing %1 yet").arg(effect)
                : row.count == 1
                    ? tr("%1 once").arg(effect)
                    : tr("%1 %Ln times: a duplicate side effect", nullptr, row.count).arg(effect);
            if (row.skipped > 0)
                what += tr("; %Ln repeats skipped", nullptr, row.skipped);
            parts.push_back({partKey(PartKind::ServiceRow, (s << 24) | r), index,
                             QAccessible::ListItem, qs(row.key), what, row.rect});
        }
    }
    return parts;
}

QString StageAccessible::describe(const StageView &stage)
{
    const Playback *playback = stage.playback();
    const Run *run = playback ? playback->run() : nullptr;
    const RunTimeline *timeline = playback ? playback->timeline() : nullptr;
    if (!run || !timeline)
        return tr("No run yet: open a scenario to see its queue, workers and services.");
    const StageLayout &fr = stage.picture();
    const TimeMs now = fr.state.time;
    QStringList sentences;
    sentences << tr("At %1: %2.").arg(timeText(now), playback->currentEventText());

    // What the stage shouts about first: two workers on one message.
    auto workerName = [&](std::size_t index) {
        return index < fr.workers.size() ? qs(fr.workers[index].worker->name) : QString();
    };
    for (const StageLayout::Overlap &o : fr.overlaps)
        sentences << tr("%1 and %2: %3, double processing.")
                         .arg(workerName(o.a), workerName(o.b), o.label);

    std::size_t inFlight = 0;
    for (const StageCard &card : fr.state.cards) {
        if (card.phase != MessagePhase::InFlight)
            continue;
        if (++inFlight > toldInDescription)
            continue;
        const Facts facts = messageFacts(*run, *timeline, card.message, now);
        if (facts.empty())
            continue;
        QStringList lines;
        for (const FactLine &line : facts.front().lines)
            lines << factLinePlain(line);
        sentences << tr("%1: %2, hidden until %3.")
                         .arg(cardName(card), lines.join(QStringLiteral("; ")),
                              timeText(card.deadline));
    }
    if (inFlight > toldInDescription)
        sentences << tr("%Ln more messages in flight.", nullptr,
                        static_cast<int>(inFlight - toldInDescription));

    std::size_t busy = 0;
    const bool curtain = playback->curtain().has_value();
    for (const StageLayout::WorkerBox &w : fr.workers) {
        const StageWorker *sw = fr.stageWorker(w);
        if (!sw || (sw->job == noMessage && !sw->crashed))
            continue;
        if (++busy > toldInDescription)
            continue;
        sentences << tr("%1: %2.").arg(qs(w.worker->name),
                                       workerState(*run, *timeline, w.worker->actor, now, curtain));
    }
    if (busy > toldInDescription)
        sentences << tr("%Ln more workers busy or down.", nullptr,
                        static_cast<int>(busy - toldInDescription));

    for (const StageLayout::QueueBox &q : fr.queues) {
        sentences << tr("%1: %L2 visible, %L3 in flight, %L4 delayed.")
                         .arg(qs(q.queue->name))
                         .arg(q.visible)
                         .arg(q.inFlight)
                         .arg(q.delayed);
    }
    for (const StageLayout::ServiceBox &box : fr.services) {
        if (box.duplicates > 0)
            sentences << tr("%1: %Ln duplicate side effects.", nullptr, box.duplicates)
                             .arg(qs(box.service->name));
    }
    return sentences.join(QLatin1Char(' '));
}

} // namespace inflight
