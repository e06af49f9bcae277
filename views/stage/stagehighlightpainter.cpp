// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagehighlightpainter.h"

#include "common/opacity.h"
#include "stagepaintcontext.h"
#include "theme.h"

namespace inflight {

void StageHighlightPainter::paint() const
{
    const StageCanvas &s = m_context.canvas;
    const QColor mark(Palette::yellow);
    s.p.setBrush(Qt::NoBrush);
    for (const QRectF &r : m_context.layout.highlights) {
        s.p.setPen(s.pen(mark, 4));
        s.p.drawRoundedRect(r.adjusted(-s.px(4), -s.px(4), s.px(4), s.px(4)), s.px(10), s.px(10));
        s.p.setPen(s.pen(withOpacity(mark, 0.6), 2, Qt::DashLine));
        s.p.drawRoundedRect(r.adjusted(-s.px(9), -s.px(9), s.px(9), s.px(9)), s.px(13), s.px(13));
    }
}

} // namespace inflight
