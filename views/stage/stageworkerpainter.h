// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stagecardpainter.h"
#include "stagelayout.h"

#include <QString>

#include <vector>

namespace inflight {

struct StagePaintContext;
struct WorkerTrack;

/// The workers: a full box (name, what it is doing, the card it holds with its countdown, its
/// progress, its lease, and the last thing it did) while they fit, a compact row each when many,
/// and "+N more workers" past that.
class StageWorkerPainter {
public:
    explicit StageWorkerPainter(const StagePaintContext &context) : m_context(context) {}
    /// Paints every worker; a card on its way to a worker goes to `travelling`, to be painted
    /// above the boxes it crosses.
    void paint(std::vector<CardPaint> &travelling) const;

private:
    /// What a worker box shows, read once from the stage, the cast and the run's timeline.
    struct Facts {
        const StageLayout::WorkerBox *box = nullptr;
        const StageWorker *stage = nullptr;
        const StageCast::Worker *worker = nullptr;
        const WorkerTrack *track = nullptr;
        /// The service its effects go to.
        const StageCast::Service *service = nullptr;
        bool crashed = false;
        bool overlapped = false;
        bool selected = false;
        /// The message it works on, its card, and the receive it got it with.
        MessageNumber job = noMessage;
        const StageCard *jobCard = nullptr;
        std::uint32_t jobReceipt = 0;
        TimeMs jobFrom = 0;
        /// Whether it still holds the message it works on; if not, its lease was lost.
        bool holdsJob = false;
        bool leaseLost = false;
        /// What it is doing, and a line more about it.
        QString status;
        QString detail;
    };

    Facts factsOf(const StageLayout::WorkerBox &box) const;
    void describe(Facts &f) const;
    void paintFrame(const Facts &f) const;
    void paintCompact(const Facts &f) const;
    /// The last event's note when it is bad news and still fresh; empty otherwise.
    QString freshAlarm(const Facts &f) const;
    void paintCompactChip(const Facts &f) const;
    void paintFull(const Facts &f, std::vector<CardPaint> &travelling) const;
    /// A badge on the right of the name: what the worker is doing, in words.
    void paintBadge(const Facts &f, const QRectF &head) const;
    /// The slot: the held card (travelling in when it just arrived), or an empty place.
    void paintSlot(const Facts &f, std::vector<CardPaint> &travelling) const;
    /// Where a card that just arrived at the worker comes from (and by way of which place, when
    /// it came back to the queue and went out again at the same instant), or `slot` itself.
    QRectF travellingCardAt(const StageCard &card, const QRectF &slot) const;
    /// Marks that just happened at this worker: a delete's tick, a stale delete's hollow tick.
    void paintFlashes(const Facts &f) const;
    /// The lines beside the slot: status, detail, progress and the lease.
    void paintLines(const Facts &f) const;
    void paintProgress(const Facts &f, double tx, double ty, double tw, double lh) const;
    /// Why a worker lost the lease on the message it works on.
    QString leaseLostWhy(const Facts &f) const;
    /// The last thing it did, on a band at the bottom.
    void paintLastEvent(const Facts &f) const;
    void paintMoreWorkers() const;

    const StagePaintContext &m_context;
};

} // namespace inflight
