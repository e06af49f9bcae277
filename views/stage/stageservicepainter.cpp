// SPDX-License-Identifier: GPL-3.0-or-later
#include "stageservicepainter.h"

#include "common/opacity.h"
#include "common/paint.h"
#include "stagepaintcontext.h"
#include "stagetext.h"
#include "theme.h"

#include <algorithm>

namespace inflight {

void StageServicePainter::paint() const
{
    for (const StageLayout::ServiceBox &box : m_context.layout.services) {
        paintHeader(box);
        for (const StageLayout::ServiceRow &row : box.rows)
            paintRow(box, row);
        if (box.more > 0)
            paintMore(box);
    }
}

void StageServicePainter::paintHeader(const StageLayout::ServiceBox &box) const
{
    const StageCanvas &s = m_context.canvas;
    const Palette &pal = s.pal;
    const bool twice = box.duplicates > 0;
    s.p.setBrush(pal.surface);
    s.p.setPen(twice ? s.pen(pal.duplicate, 3) : s.pen(m_context.frameColor, 1.5));
    s.p.drawRoundedRect(box.rect, s.px(10), s.px(10));
    const double pad = s.px(10);
    const QRectF head(box.rect.left() + pad, box.rect.top() + s.px(6), box.rect.width() - 2 * pad,
                      s.px(22));
    s.text(head, qs(box.service->name), s.font(11.5, true), pal.text);
    s.text(QRectF(head.left(), head.bottom(), head.width(), s.px(15)), qs(box.service->effect),
           s.font(8.5), pal.mutedText);
    const QString summary = box.effects == 0
                                ? StageText::tr("nothing %1 yet").arg(qs(box.service->effectPast))
                                // Two counts, each with its own plural: "3 keys, 4 times in all".
                                : StageText::tr("%Ln key(s), %1 in all", nullptr, box.keys)
                                      .arg(StageText::tr("%Ln time(s)", nullptr, box.effects));
    s.text(QRectF(head.left(), head.bottom() + s.px(15), head.width(), s.px(15)), summary,
           s.font(8, twice), twice ? pal.duplicate : pal.mutedText);
}

void StageServicePainter::paintRow(const StageLayout::ServiceBox &box,
                                   const StageLayout::ServiceRow &row) const
{
    const StageCanvas &s = m_context.canvas;
    const Palette &pal = s.pal;
    const QRectF r = row.rect;
    if (row.flash > 0) {
        s.p.setPen(Qt::NoPen);
        s.p.setBrush(
            withOpacity(row.flashDuplicate ? pal.duplicate : pal.effect, 0.35 * row.flash));
        s.p.drawRoundedRect(r.adjusted(-s.px(4), 0, s.px(4), 0), s.px(5), s.px(5));
    }
    if (row.count > 1) {
        paintDuplicateRow(box, row);
        return;
    }
    if (row.count > 0)
        s.tick(QPointF(r.left() + s.px(9), r.center().y()), s.px(13), pal.effect, false, 1);
    else
        s.heart(QPointF(r.left() + s.px(9), r.center().y()), s.px(13), pal.mutedText);
    // The key keeps the width it needs; the count takes the rest.
    const QFont kf = s.font(9.5);
    const double kw =
        std::min(s.textWidth(qs(row.key), kf) + s.px(8), (r.width() - s.px(22)) * 0.55);
    s.text(QRectF(r.left() + s.px(22), r.top(), kw, r.height()), qs(row.key), kf, pal.text);
    QString what = row.count > 0
                       ? StageText::tr("%1 ×%2").arg(qs(box.service->effectPast)).arg(row.count)
                       : QString();
    if (row.skipped > 0)
        what += (what.isEmpty() ? QString() : QStringLiteral(", ")) +
                StageText::tr("%1 skipped").arg(row.skipped);
    const double wx = r.left() + s.px(22) + kw;
    s.text(QRectF(wx, r.top(), r.right() - wx, r.height()), what, s.font(8.5), pal.mutedText,
           Qt::AlignRight | Qt::AlignVCenter);
}

void StageServicePainter::paintDuplicateRow(const StageLayout::ServiceBox &box,
                                            const StageLayout::ServiceRow &row) const
{
    // Loud: the double charge is what the stage is about.
    const StageCanvas &s = m_context.canvas;
    const Palette &pal = s.pal;
    const QRectF band = row.rect.adjusted(-s.px(2), s.px(2), s.px(2), -s.px(2));
    s.p.setPen(Qt::NoPen);
    s.p.setBrush(pal.duplicate);
    s.p.drawRoundedRect(band, s.px(6), s.px(6));
    const QColor ink = textOn(pal.duplicate);
    const double half = band.height() / 2;
    s.warning(QPointF(band.left() + s.px(13), band.top() + half / 2 + s.px(2)), s.px(15), ink);
    s.text(QRectF(band.left() + s.px(26), band.top() + s.px(2), band.width() - s.px(70), half),
           qs(row.key), s.font(10, true), ink);
    s.text(QRectF(band.right() - s.px(48), band.top() + s.px(2), s.px(42), half),
           QStringLiteral("×%1").arg(row.count), s.font(11, true), ink,
           Qt::AlignRight | Qt::AlignVCenter);
    const QString effectPast = qs(box.service->effectPast);
    const QString loud = row.count == 2
                             ? StageText::tr("%1 twice!").arg(effectPast)
                             : StageText::tr("%1 %2 times!").arg(effectPast).arg(row.count);
    s.text(
        QRectF(band.left() + s.px(26), band.top() + half, band.width() - s.px(30), half - s.px(2)),
        loud, s.font(10, true), ink);
}

void StageServicePainter::paintMore(const StageLayout::ServiceBox &box) const
{
    const StageCanvas &s = m_context.canvas;
    const double pad = s.px(10);
    const double y =
        box.rows.empty() ? box.rect.top() + s.px(serviceHeaderU) : box.rows.back().rect.bottom();
    s.text(QRectF(box.rect.left() + pad, y, box.rect.width() - 2 * pad, s.px(serviceRowU)),
           box.more == 1 ? StageText::tr("+1 more key")
                         : StageText::tr("+%1 more keys").arg(box.more),
           s.font(8.5, true), s.pal.mutedText);
}

} // namespace inflight
