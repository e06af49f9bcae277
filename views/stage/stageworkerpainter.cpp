// SPDX-License-Identifier: GPL-3.0-or-later
#include "stageworkerpainter.h"

#include "common/format.h"
#include "common/opacity.h"
#include "common/paint.h"
#include "run.h"
#include "stagearrows.h"
#include "stagepaintcontext.h"
#include "stagetext.h"
#include "stagetravel.h"
#include "stageworkernote.h"
#include "theme.h"

#include <algorithm>

namespace inflight {

void StageWorkerPainter::paint(std::vector<CardPaint> &travelling) const
{
    for (const StageLayout::WorkerBox &box : m_context.layout.workers) {
        const Facts f = factsOf(box);
        paintFrame(f);
        if (box.compact)
            paintCompact(f);
        else
            paintFull(f, travelling);
    }
    if (m_context.layout.moreWorkers > 0)
        paintMoreWorkers();
}

StageWorkerPainter::Facts StageWorkerPainter::factsOf(const StageLayout::WorkerBox &box) const
{
    const StageLayout &fr = m_context.layout;
    Facts f;
    f.box = &box;
    f.stage = fr.stageWorker(box);
    f.worker = box.worker;
    const ActorId actor = f.worker->actor;
    f.crashed = f.stage && f.stage->crashed;
    f.overlapped = f.stage && f.stage->overlapped;
    f.selected = m_context.selection.kind == Selection::Kind::Worker &&
                 m_context.selection.worker == actor && actor != engineActor;
    f.track = actor != engineActor ? m_context.timeline.worker(actor) : nullptr;
    f.service = &m_context.cast.services[m_context.cast.serviceIndexOf(*f.worker)];

    // The job, and whether the worker still holds the message it works on.
    f.job = f.stage ? f.stage->job : noMessage;
    f.jobCard = f.job != noMessage ? fr.card(f.job) : nullptr;
    if (f.track && f.job != noMessage) {
        for (auto it = f.track->jobs.rbegin(); it != f.track->jobs.rend(); ++it) {
            if (it->message == f.job && it->from <= fr.state.time) {
                f.jobReceipt = it->receipt;
                f.jobFrom = it->from;
                break;
            }
        }
    }
    f.holdsJob = f.jobCard && f.jobCard->phase == MessagePhase::InFlight &&
                 f.jobCard->holder == actor && f.jobCard->receipt == f.jobReceipt;
    f.leaseLost = f.job != noMessage && !f.holdsJob;
    describe(f);
    return f;
}

void StageWorkerPainter::describe(Facts &f) const
{
    const TimeMs now = m_context.layout.state.time;
    if (f.crashed) {
        f.status = StageText::tr("crashed");
        TimeMs restart = neverMs;
        if (f.track) {
            for (const auto &[from, to] : f.track->down) {
                if (now >= from && now < to)
                    restart = to;
            }
        }
        f.detail = restart == neverMs ? StageText::tr("not restarted")
                                      : StageText::tr("restarts at %1").arg(stageTimeText(restart));
    } else if (f.job != noMessage) {
        f.status = StageText::tr("processing %1").arg(qs(messageLabel(f.job)));
        // A real client's work is not on the SQS wire: only how long it held the message.
        f.detail = m_context.run.origin == Run::Origin::Recording
                       ? StageText::tr("holds it until %1").arg(stageTimeText(f.stage->jobEnd))
                       : StageText::tr("%1 at %2")
                             .arg(qs(f.service->effect), stageTimeText(f.stage->jobEnd));
    } else if (!f.box->held.empty()) {
        f.status =
            StageText::tr("holds %Ln message(s)", nullptr, static_cast<int>(f.box->held.size()));
        f.detail = StageText::tr("next in its batch");
    } else if (f.worker->longPoll) {
        f.status = StageText::tr("waiting");
        f.detail = f.worker->lambda ? StageText::tr("polling for a batch")
                                    : StageText::tr("long poll for messages");
    } else {
        f.status = StageText::tr("idle");
        f.detail = StageText::tr("polls again soon");
    }
}

void StageWorkerPainter::paintFrame(const Facts &f) const
{
    const StageCanvas &s = m_context.canvas;
    const Palette &pal = s.pal;
    const QRectF &rect = f.box->rect;
    const double radius = s.px(8);
    s.p.setBrush(f.crashed ? withOpacity(pal.crash, 0.08) : pal.surface);
    if (f.crashed)
        s.p.setPen(s.pen(pal.crash, 2.5, Qt::DashLine));
    else if (f.overlapped)
        s.p.setPen(s.pen(pal.duplicate, 3));
    else
        s.p.setPen(s.pen(m_context.frameColor, 1.5));
    s.p.drawRoundedRect(rect, radius, radius);
    if (f.selected) {
        s.p.setBrush(Qt::NoBrush);
        s.p.setPen(s.pen(pal.text, 3));
        s.p.drawRoundedRect(rect.adjusted(-s.px(4), -s.px(4), s.px(4), s.px(4)), radius + s.px(3),
                            radius + s.px(3));
    }
}

void StageWorkerPainter::paintCompact(const Facts &f) const
{
    const StageCanvas &s = m_context.canvas;
    const Palette &pal = s.pal;
    const StageLayout::WorkerBox &box = *f.box;
    const double pad = s.px(10);
    const QRectF line1(box.rect.left() + pad, box.rect.top() + s.px(4),
                       box.slot.left() - box.rect.left() - 2 * pad, s.px(22));
    const QFont nf = s.font(9.5, true);
    const QString name = qs(f.worker->name);
    const double nw = std::min(s.textWidth(name, nf) + s.px(6), line1.width() * 0.6);
    s.text(QRectF(line1.left(), line1.top(), nw, line1.height()), name, nf, pal.text);
    const bool loud = f.crashed || f.leaseLost || f.overlapped;
    QString state = f.status;
    if (!f.crashed && f.job != noMessage)
        state = f.overlapped ? StageText::tr("both on %1").arg(qs(messageLabel(f.job)))
                             : (f.leaseLost ? StageText::tr("lease lost!") : QString());
    s.text(QRectF(line1.left() + nw, line1.top(), line1.width() - nw, line1.height()), state,
           s.font(8.5, loud), loud ? pal.crash : pal.mutedText);
    paintCompactChip(f);
    if (f.job != noMessage) {
        const QRectF bar(box.rect.left() + pad, box.rect.bottom() - s.px(16),
                         box.rect.width() - 2 * pad, s.px(7));
        s.p.setPen(Qt::NoPen);
        s.p.setBrush(pal.grid);
        s.p.drawRoundedRect(bar, bar.height() / 2, bar.height() / 2);
        s.p.setBrush(f.leaseLost ? pal.stale : pal.inFlight.darker(115));
        s.p.drawRoundedRect(
            QRectF(bar.topLeft(), QSizeF(bar.width() * f.stage->progress, bar.height())),
            bar.height() / 2, bar.height() / 2);
    } else if (const QString alarm = freshAlarm(f); !alarm.isEmpty()) {
        // A compact card has no room for the last-event band, but what just went wrong (a
        // throttled invocation, a refused receive) must not read as "waiting".
        s.text(QRectF(box.rect.left() + pad, box.rect.bottom() - s.px(22),
                      box.rect.width() - 2 * pad, s.px(18)),
               alarm, s.font(8, true), m_context.dark ? pal.stale : pal.stale.darker(135));
    } else {
        s.text(QRectF(box.rect.left() + pad, box.rect.bottom() - s.px(22),
                      box.rect.width() - 2 * pad, s.px(18)),
               f.detail, s.font(8), pal.mutedText);
    }
}

QString StageWorkerPainter::freshAlarm(const Facts &f) const
{
    if (!f.track)
        return {};
    const TimeMs now = m_context.layout.state.time;
    const StageWorkerNote note = StageWorkerNote::at(m_context.run, m_context.timeline, *f.track,
                                                     now, f.service->effectPast);
    if (note.time < 0 || note.tone != StageWorkerNote::Tone::Bad ||
        now - note.time >= m_context.layout.flashMs)
        return {};
    return note.text;
}

void StageWorkerPainter::paintCompactChip(const Facts &f) const
{
    // The chip: the message it holds, or a cross when crashed.
    const StageCanvas &s = m_context.canvas;
    const Palette &pal = s.pal;
    const StageLayout::WorkerBox &box = *f.box;
    if (f.crashed) {
        s.cross(box.slot.center(), box.slot.height() * 0.8, pal.crash, 1);
        return;
    }
    if (f.job == noMessage && box.held.empty())
        return;
    const MessageNumber shown =
        f.holdsJob || box.held.empty()
            ? f.job
            : m_context.layout.state.cards[static_cast<std::size_t>(box.held.front())].message;
    const bool lost = f.leaseLost && box.held.empty();
    s.p.setBrush(lost ? withOpacity(pal.stale, 0.1) : QBrush(pal.inFlight));
    s.p.setPen(lost ? s.pen(pal.stale, 1.5, Qt::DashLine) : Qt::NoPen);
    s.p.drawRoundedRect(box.slot, s.px(4), s.px(4));
    s.text(box.slot, qs(messageLabel(shown)), s.font(8.5, true),
           lost ? pal.stale : textOn(pal.inFlight), Qt::AlignCenter);
    if (m_context.messageSelected(shown)) {
        s.p.setBrush(Qt::NoBrush);
        s.p.setPen(s.pen(pal.text, 2));
        s.p.drawRoundedRect(box.slot.adjusted(-s.px(2), -s.px(2), s.px(2), s.px(2)), s.px(5),
                            s.px(5));
    }
}

void StageWorkerPainter::paintFull(const Facts &f, std::vector<CardPaint> &travelling) const
{
    // Full box: name, card slot, four lines of text, and the last thing it did.
    const StageCanvas &s = m_context.canvas;
    const StageLayout::WorkerBox &box = *f.box;
    const double pad = s.px(10);
    const QRectF head(box.rect.left() + pad, box.rect.top() + s.px(6), box.rect.width() - 2 * pad,
                      s.px(22));
    s.text(head, qs(f.worker->name), s.font(11, true), s.pal.text);
    paintBadge(f, head);
    paintSlot(f, travelling);
    paintFlashes(f);
    paintLines(f);
    paintLastEvent(f);
}

void StageWorkerPainter::paintBadge(const Facts &f, const QRectF &head) const
{
    const StageCanvas &s = m_context.canvas;
    const Palette &pal = s.pal;
    const bool busy = f.job != noMessage;
    const QString badge = f.crashed ? StageText::tr("CRASHED")
                          : busy    ? StageText::tr("busy")
                                    : f.status;
    const QFont bf = s.font(8, true);
    const double bw = s.textWidth(badge, bf) + s.px(14);
    const QRectF br(head.right() - bw, head.top() + s.px(2), bw, s.px(18));
    const QColor bc = f.crashed ? pal.crash
                      : busy    ? (f.leaseLost ? pal.stale : pal.inFlight)
                                : pal.grid;
    s.p.setPen(Qt::NoPen);
    s.p.setBrush(bc);
    s.p.drawRoundedRect(br, br.height() / 2, br.height() / 2);
    s.text(br, badge, bf, f.crashed || f.leaseLost || busy ? textOn(bc) : pal.text,
           Qt::AlignCenter);
}

void StageWorkerPainter::paintSlot(const Facts &f, std::vector<CardPaint> &travelling) const
{
    const StageCanvas &s = m_context.canvas;
    const Palette &pal = s.pal;
    const StageLayout &fr = m_context.layout;
    const StageLayout::WorkerBox &box = *f.box;
    const QRectF slot = box.slot;
    s.p.setPen(s.pen(pal.grid, 1.5, Qt::DotLine));
    s.p.setBrush(Qt::NoBrush);
    s.p.drawRoundedRect(slot, s.px(7), s.px(7));
    if (!box.held.empty()) {
        const StageCard &c = fr.state.cards[static_cast<std::size_t>(box.held.front())];
        const bool sel = m_context.messageSelected(c.message);
        const CardText text{qs(c.label), qs(c.key),
                            StageText::tr("handle %1").arg(handleText(c.message, c.receipt))};
        const QRectF at = fr.animate && c.arrival < 1 ? travellingCardAt(c, slot) : slot;
        // More messages held from the same batch: a stack of card edges behind it.
        for (std::size_t k = std::min<std::size_t>(box.held.size() - 1, 2); k > 0; --k) {
            const QRectF behind = slot.translated(s.px(4) * static_cast<double>(k),
                                                  -s.px(4) * static_cast<double>(k));
            s.p.setPen(s.pen(pal.inFlight.darker(150), 1.2));
            s.p.setBrush(pal.inFlight.lighter(115));
            s.p.drawRoundedRect(behind, s.px(7), s.px(7));
        }
        const StageCardPainter cards(s);
        if (at == slot)
            cards.paint(
                {at, CardLook::Held, text, f.crashed ? 0.55 : 1, c.remaining, c.pulse, sel});
        else
            travelling.push_back({at, CardLook::Held, text, 1, c.remaining, c.pulse, sel});
    } else if (f.leaseLost) {
        // Still working on a message it no longer holds: its handle is stale.
        const auto key = m_context.run.keyOf(f.job);
        const QString handle = handleText(f.job, f.jobReceipt);
        StageCardPainter(s).paint(
            {slot,
             CardLook::LeaseLost,
             {qs(messageLabel(f.job)), key ? qs(m_context.run.ledger.key(*key)) : QString(),
              f.jobCard ? StageText::tr("stale: %1").arg(handle)
                        : StageText::tr("gone (%1)").arg(handle)},
             1,
             -1,
             0,
             m_context.messageSelected(f.job)});
    } else if (!f.crashed && std::none_of(fr.state.flashes.begin(), fr.state.flashes.end(),
                                          [&](const StageFlash &flash) {
                                              return flash.actor == f.worker->actor &&
                                                     (flash.kind == StageFlash::Kind::Deleted ||
                                                      flash.kind == StageFlash::Kind::StaleDelete ||
                                                      flash.kind == StageFlash::Kind::DeleteGone ||
                                                      flash.kind == StageFlash::Kind::DeleteFailed);
                                          })) {
        s.text(slot, StageText::tr("no message"), s.font(8), pal.mutedText, Qt::AlignCenter);
    }
    if (f.crashed)
        s.cross(slot.center(), slot.height() * 0.75, pal.crash, 0.9, 0.14);
}

QRectF StageWorkerPainter::travellingCardAt(const StageCard &c, const QRectF &slot) const
{
    const StageLayout &fr = m_context.layout;
    QRectF from;
    if (c.movedFrom != engineActor) {
        if (const StageLayout::WorkerBox *wb = fr.workerBox(c.movedFrom))
            from = wb->slot;
    } else if (const StageLayout::Slot *qslot = fr.queueSlot(c.message)) {
        from = qslot->rect;
    }
    // Returned and received again at the same instant: back to the queue first.
    QRectF via;
    if (const StageLayout::WorkerBox *wb =
            fr.workerBox(returnedFrom(m_context.timeline, c, fr.state.time))) {
        via = from;
        from = wb->slot;
    }
    if (!via.isEmpty())
        return c.arrival < 0.5 ? rectBetween(from, via, smoothStep(c.arrival * 2))
                               : rectBetween(via, slot, smoothStep(c.arrival * 2 - 1));
    if (!from.isEmpty())
        return rectBetween(from, slot, smoothStep(c.arrival));
    return slot;
}

void StageWorkerPainter::paintFlashes(const Facts &f) const
{
    const StageCanvas &s = m_context.canvas;
    const ActorId actor = f.worker->actor;
    if (actor == engineActor)
        return;
    const QPointF c = f.box->slot.center();
    for (const StageFlash &flash : m_context.layout.state.flashes) {
        if (flash.actor != actor)
            continue;
        const double alpha = 1 - flash.age;
        if (flash.kind == StageFlash::Kind::Deleted)
            s.tick(c, s.px(34), s.pal.deleted, false, alpha);
        else if (flash.kind == StageFlash::Kind::StaleDelete ||
                 flash.kind == StageFlash::Kind::DeleteGone ||
                 flash.kind == StageFlash::Kind::DeleteFailed)
            s.tick(c, s.px(34), s.pal.stale, true, alpha);
    }
}

void StageWorkerPainter::paintLines(const Facts &f) const
{
    const StageCanvas &s = m_context.canvas;
    const Palette &pal = s.pal;
    const StageLayout::WorkerBox &box = *f.box;
    const double tx = box.slot.right() + s.px(10);
    const double tw = box.rect.right() - s.px(10) - tx;
    const double lh = s.px(16);
    double ty = box.slot.top();
    s.text(QRectF(tx, ty, tw, lh), f.status, s.font(9.5, true), f.crashed ? pal.crash : pal.text);
    ty += lh;
    s.text(QRectF(tx, ty, tw, lh), f.detail, s.font(8.5), pal.mutedText);
    ty += lh;
    if (f.job != noMessage)
        paintProgress(f, tx, ty, tw, lh);
    ty += lh;
    // The lease: what the teacher points at when it runs out.
    if (f.leaseLost) {
        s.warning(QPointF(tx + s.px(7), ty + lh / 2), s.px(13), pal.stale);
        // Two lines if need be: this is the sentence the teacher points at.
        s.text2(QRectF(tx + s.px(16), ty, tw - s.px(16), 2 * lh - s.px(2)), leaseLostWhy(f),
                s.font(8.5, true), pal.stale);
    } else if (!box.held.empty()) {
        const StageCard &c =
            m_context.layout.state.cards[static_cast<std::size_t>(box.held.front())];
        s.text(QRectF(tx, ty, tw, lh),
               (f.crashed ? StageText::tr("abandoned: back at %1").arg(stageTimeText(c.deadline))
                          : StageText::tr("hidden until %1").arg(stageTimeText(c.deadline))) +
                   (box.held.size() > 1 ? StageText::tr(" · +%1 held").arg(box.held.size() - 1)
                                        : QString()),
               s.font(8.5), f.crashed ? pal.crash : pal.mutedText);
    }
}

void StageWorkerPainter::paintProgress(const Facts &f, double tx, double ty, double tw,
                                       double lh) const
{
    const StageCanvas &s = m_context.canvas;
    const Palette &pal = s.pal;
    const TimeMs now = m_context.layout.state.time;
    const double labelW = s.px(58);
    const QRectF bar(tx, ty + lh * 0.3, std::max(s.px(20), tw - labelW), lh * 0.4);
    s.p.setPen(Qt::NoPen);
    s.p.setBrush(pal.grid);
    s.p.drawRoundedRect(bar, bar.height() / 2, bar.height() / 2);
    s.p.setBrush(f.leaseLost ? pal.stale : pal.inFlight.darker(115));
    s.p.drawRoundedRect(
        QRectF(bar.topLeft(),
               QSizeF(bar.width() * std::clamp(f.stage->progress, 0.0, 1.0), bar.height())),
        bar.height() / 2, bar.height() / 2);
    s.text(QRectF(bar.right() + s.px(4), ty, tw - bar.width() - s.px(4), lh),
           QStringLiteral("%1/%2 s").arg(secondsText((now - f.jobFrom) / 1000 * 1000),
                                         secondsText((f.stage->jobEnd - f.jobFrom) / 1000 * 1000)),
           s.font(8), pal.mutedText);
}

QString StageWorkerPainter::leaseLostWhy(const Facts &f) const
{
    const Run &run = m_context.run;
    if (f.jobCard && f.jobCard->phase == MessagePhase::InFlight)
        return StageText::tr("lease expired: %1 has it")
            .arg(qs(run.log().actorName(f.jobCard->holder)));
    if (f.jobCard)
        return StageText::tr("lease expired: visible again");
    QString why = StageText::tr("already deleted");
    if (const MessageTrack *t = m_context.timeline.track(f.job)) {
        for (const PhaseSpan &span : t->spans) {
            if (span.phase == MessagePhase::Deleted && span.from <= m_context.layout.state.time)
                why = StageText::tr("%1 deleted it")
                          .arg(qs(run.log().actorName(run.log()[span.sequence].actor)));
        }
    }
    return why;
}

void StageWorkerPainter::paintLastEvent(const Facts &f) const
{
    if (!f.track)
        return;
    const StageCanvas &s = m_context.canvas;
    const Palette &pal = s.pal;
    const bool dark = m_context.dark;
    const StageLayout &fr = m_context.layout;
    const TimeMs now = fr.state.time;
    const StageWorkerNote note = StageWorkerNote::at(m_context.run, m_context.timeline, *f.track,
                                                     now, f.service->effectPast);
    if (note.time < 0)
        return;
    using Tone = StageWorkerNote::Tone;
    const QRectF &rect = f.box->rect;
    const QRectF band(rect.left() + s.px(4), rect.bottom() - s.px(38), rect.width() - s.px(8),
                      s.px(34));
    const bool fresh = now - note.time < fr.flashMs;
    const double freshness =
        fresh ? 1 - static_cast<double>(now - note.time) / static_cast<double>(fr.flashMs) : 0;
    QColor tone = dark ? pal.mutedText : pal.grid.darker(110);
    if (note.tone == Tone::Good)
        tone = pal.deleted;
    else if (note.tone == Tone::Bad)
        tone = pal.stale;
    else if (note.tone == Tone::Heartbeat)
        tone = pal.heartbeat;
    s.p.setPen(Qt::NoPen);
    s.p.setBrush(withOpacity(tone, 0.10 + 0.25 * freshness));
    s.p.drawRoundedRect(band, s.px(5), s.px(5));
    const QPointF ic(band.left() + s.px(12), band.center().y());
    const double is = s.px(14);
    switch (note.icon) {
    case WorkerMark::Kind::Delete:
    case WorkerMark::Kind::Effect:
    case WorkerMark::Kind::IdempotencySkip:
        s.tick(ic, is, pal.deleted, false, 1);
        break;
    case WorkerMark::Kind::StaleDelete:
    case WorkerMark::Kind::DeleteGone:
    case WorkerMark::Kind::DeleteFailed:
        s.tick(ic, is, pal.stale, true, 1);
        break;
    case WorkerMark::Kind::DuplicateEffect:
    case WorkerMark::Kind::JobFailed:
    case WorkerMark::Kind::Throttled:
        s.warning(ic, is, pal.stale);
        break;
    case WorkerMark::Kind::Crash:
        s.cross(ic, is * 0.8, pal.crash, 1);
        break;
    case WorkerMark::Kind::Heartbeat:
        s.heart(ic, is, dark ? pal.heartbeat : pal.heartbeat.darker(140));
        break;
    default:
        s.arrowHead(ic + QPointF(is / 2, 0), ic - QPointF(is / 2, 0), is * 0.8, pal.mutedText);
        break;
    }
    const QColor ink = note.tone == Tone::Bad ? (dark ? pal.stale : pal.stale.darker(135))
                       : note.tone == Tone::Good
                           ? (dark ? pal.deleted.lighter(140) : pal.deleted.darker(110))
                           : pal.text;
    s.text2(band.adjusted(s.px(24), s.px(2), -s.px(6), -s.px(2)), note.text,
            s.font(8.5, fresh && note.tone == Tone::Bad), ink);
}

void StageWorkerPainter::paintMoreWorkers() const
{
    const StageCanvas &s = m_context.canvas;
    const StageLayout &fr = m_context.layout;
    s.p.setPen(s.pen(m_context.frameColor, 1.5, Qt::DotLine));
    s.p.setBrush(Qt::NoBrush);
    s.p.drawRoundedRect(fr.moreWorkersRect, s.px(8), s.px(8));
    s.text(fr.moreWorkersRect, StageText::tr("+%1 more workers").arg(fr.moreWorkers),
           s.font(10, true), s.pal.mutedText, Qt::AlignCenter);
}

} // namespace inflight
