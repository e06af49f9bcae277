// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagelegendpainter.h"

#include "common/opacity.h"
#include "stagepaintcontext.h"
#include "stagetext.h"
#include "theme.h"

#include <QFontMetricsF>

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
    const std::vector<Draw> draws = {
        [&](const QRectF &r) {
            p.setPen(Qt::NoPen);
            p.setBrush(pal.visible);
            p.drawRoundedRect(r, s.px(3), s.px(3));
        },
        [&](const QRectF &r) {
            p.setPen(s.pen(pal.inFlight.darker(125), 1.5, Qt::DashLine));
            p.setBrush(withOpacity(pal.inFlight, 0.12));
            p.drawRoundedRect(r, s.px(3), s.px(3));
        },
        [&](const QRectF &r) {
            p.setPen(Qt::NoPen);
            p.setBrush(pal.inFlight);
            p.drawRoundedRect(r, s.px(3), s.px(3));
        },
        [&](const QRectF &r) {
            s.ring(r.center(), r.height() * 0.4, 0.65, 0, pal.inFlight.darker(110), pal.grid);
        },
        [&](const QRectF &r) { s.tick(r.center(), r.height(), pal.deleted, false, 1); },
        [&](const QRectF &r) {
            s.tick(r.center(), r.height(), pal.stale, true, 1, pal.background);
        },
        [&](const QRectF &r) { s.warning(r.center(), r.height(), pal.duplicate); },
        [&](const QRectF &r) { s.cross(r.center(), r.height() * 0.8, pal.crash, 1); },
    };
    const QStringList words = labels();
    const Fit sized = fit(s.scale(), words, legend.width());
    const QFont lf = s.font(8 * sized.shrink);
    const double sw = s.px(22 * sized.shrink);
    const double sh = s.px(14 * sized.shrink);
    double x = legend.left();
    const double y = legend.center().y();
    for (int i = 0; i < sized.shown && i < static_cast<int>(draws.size()); ++i) {
        const QString &label = words.at(i);
        const double tw = s.textWidth(label, lf);
        draws[static_cast<std::size_t>(i)](QRectF(x, y - sh / 2, sw, sh));
        s.text(QRectF(x + sw + s.px(5), legend.top(), tw + s.px(2), legend.height()), label, lf,
               pal.mutedText);
        x += sw + s.px(5) + tw + s.px(14 * sized.shrink);
    }
}

QStringList StageLegendPainter::labels()
{
    return {
        StageText::tr("visible"),          StageText::tr("in flight: hidden, still in the queue"),
        StageText::tr("lent to a worker"), StageText::tr("time left to delete"),
        StageText::tr("deleted"),          StageText::tr("delete did nothing"),
        StageText::tr("duplicate effect"), StageText::tr("crashed")};
}

StageLegendPainter::Fit StageLegendPainter::fit(const StageScale &scale, const QStringList &labels,
                                                double width)
{
    auto textWidth = [](const QString &text, const QFont &font) {
        return QFontMetricsF(font).horizontalAdvance(text);
    };
    Fit result;
    for (int attempt = 0; attempt < 4; ++attempt) {
        const QFont lf = scale.font(8 * result.shrink);
        double total = 0;
        for (const QString &label : labels)
            total += scale.px(22 * result.shrink + 5 + 14 * result.shrink) + textWidth(label, lf);
        if (total <= width)
            break;
        result.shrink = std::max(0.85, result.shrink * width / total);
    }
    const QFont lf = scale.font(8 * result.shrink);
    double x = 0;
    for (const QString &label : labels) {
        const double tw = textWidth(label, lf);
        if (x + scale.px(22 * result.shrink + 5) + tw > width)
            break;
        ++result.shown;
        x += scale.px(22 * result.shrink + 5 + 14 * result.shrink) + tw;
    }
    return result;
}

} // namespace inflight
