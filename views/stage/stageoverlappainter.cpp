// SPDX-License-Identifier: GPL-3.0-or-later
#include "stageoverlappainter.h"

#include "common/paint.h"
#include "stagepaintcontext.h"
#include "theme.h"

namespace inflight {

void StageOverlapPainter::paint() const
{
    const StageCanvas &s = m_context.canvas;
    const Palette &pal = s.pal;
    const StageLayout &fr = m_context.layout;
    for (const StageLayout::Overlap &overlap : fr.overlaps) {
        const bool compact = fr.workers[overlap.a].compact;
        s.p.setBrush(Qt::NoBrush);
        s.p.setPen(s.pen(pal.duplicate, compact ? 2.5 : 3.5));
        s.p.drawPolyline(overlap.bracket);
        if (overlap.pill.isEmpty())
            continue;
        const QRectF &pill = overlap.pill;
        s.p.setPen(Qt::NoPen);
        s.p.setBrush(pal.duplicate);
        s.p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
        s.warning(QPointF(pill.left() + s.px(14), pill.center().y()), s.px(14),
                  textOn(pal.duplicate));
        s.text(pill.adjusted(s.px(24), 0, -s.px(8), 0), overlap.label, s.font(9.5, true),
               textOn(pal.duplicate), Qt::AlignCenter);
    }
}

} // namespace inflight
