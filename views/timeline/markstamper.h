// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mark.h"

#include <QPixmap>

#include <map>
#include <vector>

class QCPPainter;

namespace inflight {

/// Draws the lanes' marks and remembers where each went, for the labels to keep clear of. In the
/// widget a mark is stamped from a cached sprite (stamping a pixmap costs a fraction of
/// rasterising an antialiased path, and a zoomed-out lane draws hundreds); in an export it is
/// drawn as vector shapes.
class MarkStamper {
public:
    explicit MarkStamper(bool sprites) : m_sprites(sprites) {}

    /// Forgets the marks of the last frame (the sprites stay).
    void clear() { m_marks.clear(); }
    /// Draws a mark and returns its bounds.
    QRectF stamp(QCPPainter *p, const Mark &mark, QPointF centre);
    /// Something else drawn that labels keep clear of, as they do of a mark.
    void keepClear(const QRectF &r) { m_marks.push_back(r); }
    /// What this frame drew: the marks' visible pieces (see markShape()) and what keepClear()
    /// was given.
    const std::vector<QRectF> &marks() const { return m_marks; }

private:
    bool m_sprites;
    std::map<decltype(Mark().key(1)), QPixmap> m_spriteCache;
    std::vector<QRectF> m_marks;
};

} // namespace inflight
