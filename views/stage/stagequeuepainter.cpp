// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagequeuepainter.h"

#include "common/opacity.h"
#include "stagepaintcontext.h"
#include "stagetext.h"
#include "stagetravel.h"
#include "theme.h"

#include <QStringList>

#include <algorithm>

namespace inflight {

void StageQueuePainter::paint(std::vector<CardPaint> &travelling) const
{
    for (const StageLayout::QueueBox &q : m_context.layout.queues) {
        paintBox(q);
        paintHeader(q);
        for (const StageLayout::Slot &slot : q.places)
            paintCard(q, slot, travelling);
        if (q.more > 0)
            paintMore(q);
    }
}

void StageQueuePainter::paintBox(const StageLayout::QueueBox &q) const
{
    const StageCanvas &s = m_context.canvas;
    const Palette &pal = s.pal;
    const bool dlq = q.queue->deadLetter;
    s.p.setPen(s.pen(dlq ? pal.deadLetter : m_context.frameColor, dlq ? 2.5 : 2));
    s.p.setBrush(dlq ? withOpacity(pal.deadLetter, 0.08) : pal.surface);
    const double radius = s.px(10);
    s.p.drawRoundedRect(q.rect, radius, radius);
    if (dlq) {
        // A second inner line: the dead-letter queue reads as a different kind of box even
        // without its colour.
        s.p.setPen(s.pen(withOpacity(pal.deadLetter, 0.6), 1, Qt::DashLine));
        s.p.setBrush(Qt::NoBrush);
        s.p.drawRoundedRect(q.rect.adjusted(s.px(4), s.px(4), -s.px(4), -s.px(4)), radius * 0.7,
                            radius * 0.7);
    }
}

void StageQueuePainter::paintHeader(const StageLayout::QueueBox &q) const
{
    const StageCanvas &s = m_context.canvas;
    const Palette &pal = s.pal;
    const StageCast::Queue &queue = *q.queue;
    const bool dlq = queue.deadLetter;
    const double pad = s.px(queuePadU);
    const QRectF head(q.rect.left() + pad, q.rect.top() + s.px(4), q.rect.width() - 2 * pad,
                      s.px(20));
    const QString kind = dlq ? StageText::tr("dead-letter queue")
                             : (queue.fifo ? StageText::tr("FIFO queue") : StageText::tr("queue"));
    const QFont nameFont = s.font(11.5, true);
    const QString name = qs(queue.name);
    const double nw = std::min(s.textWidth(name, nameFont) + s.px(6), head.width() * 0.7);
    s.text(QRectF(head.left(), head.top(), nw, head.height()), name, nameFont,
           dlq ? pal.deadLetter : pal.text);
    s.text(
        QRectF(head.left() + nw + s.px(4), head.top(), head.width() - nw - s.px(4), head.height()),
        kind, s.font(8.5), pal.mutedText);
    const QString sub =
        dlq ? StageText::tr("after %1 receives from %2")
                  .arg(queue.maxReceiveCount > 0 ? QString::number(queue.maxReceiveCount)
                                                 : QStringLiteral("N"),
                       qs(queue.sourceQueue))
            : StageText::tr("visibility timeout %1 s").arg(queue.visibilitySeconds);
    QStringList counts;
    if (q.visible)
        counts << StageText::tr("%1 visible").arg(q.visible);
    if (q.inFlight)
        counts << StageText::tr("%1 in flight").arg(q.inFlight);
    if (q.delayed)
        counts << StageText::tr("%1 delayed").arg(q.delayed);
    if (counts.isEmpty())
        counts << StageText::tr("empty");
    s.text(QRectF(head.left(), head.bottom(), head.width(), s.px(15)), sub, s.font(8),
           pal.mutedText);
    s.text(QRectF(head.left(), head.bottom() + s.px(15), head.width(), s.px(15)),
           counts.join(QStringLiteral(", ")), s.font(8, true), pal.mutedText);
}

void StageQueuePainter::paintCard(const StageLayout::QueueBox &q, const StageLayout::Slot &slot,
                                  std::vector<CardPaint> &travelling) const
{
    const StageLayout &fr = m_context.layout;
    const StageCardPainter cards(m_context.canvas);
    if (slot.card < 0) {
        cards.paint({slot.rect,
                     CardLook::Deleted,
                     {qs(messageLabel(slot.message)), {}, StageText::tr("deleted")},
                     1 - slot.fade});
        return;
    }
    const StageCard &c = fr.state.cards[static_cast<std::size_t>(slot.card)];
    const bool dlq = q.queue->deadLetter;
    const bool selected = m_context.messageSelected(c.message);
    CardLook look = dlq ? CardLook::DeadLetter : CardLook::Visible;
    if (c.phase == MessagePhase::InFlight)
        look = CardLook::Ghost;
    else if (c.phase == MessagePhase::Delayed)
        look = CardLook::Delayed;
    const CardText text = StageCardPainter::queueText(c, fr.state.time, m_context.timeline,
                                                      q.queue->maxReceiveCount, dlq);
    // A card coming back (expiry) or arriving in the DLQ travels in when playing.
    if (fr.animate && c.phase != MessagePhase::InFlight && c.arrival < 1) {
        const QRectF from = travelsFrom(c, slot);
        if (!from.isEmpty()) {
            cards.paint({slot.rect, CardLook::Ghost, {}, 0.5});
            travelling.push_back({rectBetween(from, slot.rect, smoothStep(c.arrival)), look, text,
                                  1, -1, 0, selected});
            return;
        }
    }
    cards.paint({slot.rect, look, text, 1, c.phase == MessagePhase::InFlight ? c.remaining : -1,
                 c.pulse, selected});
}

QRectF StageQueuePainter::travelsFrom(const StageCard &c, const StageLayout::Slot &slot) const
{
    const StageLayout &fr = m_context.layout;
    if (c.movedFrom != engineActor) {
        if (const StageLayout::WorkerBox *wb = fr.workerBox(c.movedFrom))
            return wb->slot;
    } else if (c.movedFromQueue != c.queue) {
        if (const StageLayout::QueueBox *src = fr.queueBox(c.movedFromQueue))
            return QRectF(src->rect.center() -
                              QPointF(slot.rect.width() / 2, slot.rect.height() / 2),
                          slot.rect.size());
    }
    return {};
}

void StageQueuePainter::paintMore(const StageLayout::QueueBox &q) const
{
    const StageCanvas &s = m_context.canvas;
    s.p.setPen(s.pen(m_context.frameColor, 1.5, Qt::DotLine));
    s.p.setBrush(Qt::NoBrush);
    s.p.drawRoundedRect(q.moreRect, s.px(7), s.px(7));
    s.text(q.moreRect, StageText::tr("+%1 more").arg(q.more), s.font(11, true), s.pal.mutedText,
           Qt::AlignCenter);
}

} // namespace inflight
