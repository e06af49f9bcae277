// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagelegendpainter.h"

#include "common/opacity.h"
#include "stagepaintcontext.h"
#include "stagetext.h"
#include "theme.h"

#include <algorithm>
#include <functional>
#include <utility>
#include <vector>

namespace inflight {

void StageLegendPainter::paint() const
{
    const StageCanvas &s = m_context.canvas;
    const Palette &pal = s.pal;
    QPainter &p = s.p;
    const QRectF legend = m_context.layout.legend;
    if (legend.height() <= 0)
        return;
    using Draw = std::function<void(const QRectF &)>;
    const std::vector<std::pair<Draw, QString>> items = {
        {[&](const QRectF &r) {
             p.setPen(Qt::NoPen);
             p.setBrush(pal.visible);
             p.drawRoundedRect(r, s.px(3), s.px(3));
         },
         StageText::tr("visible")},
        {[&](const QRectF &r) {
             p.setPen(s.pen(pal.inFlight.darker(125), 1.5, Qt::DashLine));
             p.setBrush(withOpacity(pal.inFlight, 0.12));
             p.drawRoundedRect(r, s.px(3), s.px(3));
         },
         StageText::tr("in flight: hidden, still in the queue")},
        {[&](const QRectF &r) {
             p.setPen(Qt::NoPen);
             p.setBrush(pal.inFlight);
             p.drawRoundedRect(r, s.px(3), s.px(3));
         },
         StageText::tr("lent to a worker")},
        {[&](const QRectF &r) {
             s.ring(r.center(), r.height() * 0.4, 0.65, 0, pal.inFlight.darker(110), pal.grid);
         },
         StageText::tr("time left to delete")},
        {[&](const QRectF &r) { s.tick(r.center(), r.height(), pal.deleted, false, 1); },
         StageText::tr("deleted")},
        {[&](const QRectF &r) {
             s.tick(r.center(), r.height(), pal.stale, true, 1, pal.background);
         },
         StageText::tr("delete did nothing")},
        {[&](const QRectF &r) { s.warning(r.center(), r.height(), pal.duplicate); },
         StageText::tr("duplicate effect")},
        {[&](const QRectF &r) { s.cross(r.center(), r.height() * 0.8, pal.crash, 1); },
         StageText::tr("crashed")},
    };
    double shrink = 1;
    for (int attempt = 0; attempt < 4; ++attempt) {
        const QFont lf = s.font(8 * shrink);
        double total = 0;
        for (const auto &item : items)
            total += s.px(22 * shrink + 5 + 14 * shrink) + s.textWidth(item.second, lf);
        if (total <= legend.width())
            break;
        shrink = std::max(0.85, shrink * legend.width() / total);
    }
    const QFont lf = s.font(8 * shrink);
    const double sw = s.px(22 * shrink);
    const double sh = s.px(14 * shrink);
    double x = legend.left();
    const double y = legend.center().y();
    for (const auto &[draw, label] : items) {
        const double tw = s.textWidth(label, lf);
        if (x + sw + s.px(5) + tw > legend.right())
            break;
        draw(QRectF(x, y - sh / 2, sw, sh));
        s.text(QRectF(x + sw + s.px(5), legend.top(), tw + s.px(2), legend.height()), label, lf,
               pal.mutedText);
        x += sw + s.px(5) + tw + s.px(14 * shrink);
    }
}

} // namespace inflight
