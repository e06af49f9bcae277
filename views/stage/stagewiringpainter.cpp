// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagewiringpainter.h"

#include "stagepaintcontext.h"
#include "theme.h"

#include <QPainterPath>

namespace inflight {

void StageWiringPainter::paint() const
{
    const StageLayout &fr = m_context.layout;
    const StageCanvas &s = m_context.canvas;
    if (fr.workers.empty() || fr.workers.front().compact)
        return;
    s.p.setBrush(Qt::NoBrush);
    for (const StageLayout::WorkerBox &box : fr.workers) {
        for (const StageLayout::QueueBox &q : fr.queues) {
            if (q.queue->name == box.worker->queue)
                wire(QPointF(q.rect.right(), q.rect.top() + s.px(queueHeaderU / 2)),
                     QPointF(box.rect.left(), box.rect.top() + s.px(16)));
        }
        const std::size_t si = m_context.cast.serviceIndexOf(*box.worker);
        if (si < fr.services.size()) {
            const QRectF sr = fr.services[si].rect;
            wire(QPointF(box.rect.right(), box.rect.top() + s.px(16)),
                 QPointF(sr.left(), sr.top() + s.px(16)));
        }
    }
}

void StageWiringPainter::wire(QPointF a, QPointF b) const
{
    const StageCanvas &s = m_context.canvas;
    QPainterPath path;
    path.moveTo(a);
    path.cubicTo(a + QPointF(s.px(24), 0), b - QPointF(s.px(24), 0), b);
    s.p.setPen(s.pen(s.pal.grid, 1.5, Qt::DotLine));
    s.p.drawPath(path);
}

} // namespace inflight
