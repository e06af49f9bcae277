// SPDX-License-Identifier: GPL-3.0-or-later
#include "markstamper.h"

#include <qcustomplot.h>

#include <cmath>
#include <utility>

namespace inflight {

QRectF MarkStamper::stamp(QCPPainter *p, const Mark &mark, QPointF centre)
{
    const MarkShape shape = markShape(mark, centre);
    const QRectF &bounds = shape.bounds;
    for (const QRectF &piece : shape.pieces) {
        if (!piece.isEmpty())
            m_marks.push_back(piece);
    }
    if (!m_sprites) {
        paintMark(p, mark, centre);
        return bounds;
    }
    const double dpr = p->device() ? p->device()->devicePixelRatioF() : 1.0;
    const auto key = mark.key(dpr);
    auto it = m_spriteCache.find(key);
    if (it == m_spriteCache.end()) {
        // Every theme change makes new sprites: the old ones go once there are many.
        if (m_spriteCache.size() > 256)
            m_spriteCache.clear();
        const double side = mark.extent();
        QPixmap sprite(QSize(static_cast<int>(std::ceil(side * dpr)),
                             static_cast<int>(std::ceil(side * dpr))));
        sprite.setDevicePixelRatio(dpr);
        sprite.fill(Qt::transparent);
        QPainter painter(&sprite);
        paintMark(&painter, mark, QPointF(side / 2, side / 2));
        painter.end();
        it = m_spriteCache.emplace(key, std::move(sprite)).first;
    }
    const double half = mark.extent() / 2;
    p->drawPixmap(QPointF(std::round(centre.x() - half), std::round(centre.y() - half)),
                  it->second);
    return bounds;
}

} // namespace inflight
