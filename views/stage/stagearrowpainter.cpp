// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagearrowpainter.h"

#include "stagepaintcontext.h"
#include "theme.h"

#include <QRegion>

namespace inflight {

QColor StageArrowPainter::colourOf(StageLayout::Arrow::Kind kind) const
{
    const Palette &pal = m_context.canvas.pal;
    switch (kind) {
    case StageLayout::Arrow::Kind::Received:
        return m_context.dark ? pal.inFlight : pal.inFlight.darker(140);
    case StageLayout::Arrow::Kind::LeaseExpired:
        return pal.stale;
    case StageLayout::Arrow::Kind::DeadLetter:
        return pal.deadLetter;
    case StageLayout::Arrow::Kind::Effect:
        return pal.effect;
    case StageLayout::Arrow::Kind::Duplicate:
        return pal.duplicate;
    }
    return pal.text;
}

void StageArrowPainter::paint() const
{
    const StageCanvas &s = m_context.canvas;
    const StageLayout &fr = m_context.layout;
    // No line shows through a label while it fades: the lines leave its place out.
    QRegion lines(QRect(QPoint(0, 0), fr.size));
    for (const StageLayout::Arrow &arrow : fr.arrows) {
        if (!arrow.label.isEmpty())
            lines -= arrow.labelRect.toAlignedRect();
    }
    s.p.save();
    s.p.setClipRegion(lines);
    for (const StageLayout::Arrow &arrow : fr.arrows)
        s.arrow(arrow.from, arrow.to, colourOf(arrow.kind), arrow.alpha);
    s.p.restore();
    for (const StageLayout::Arrow &arrow : fr.arrows) {
        if (!arrow.label.isEmpty())
            s.arrowLabel(arrow.labelRect, arrow.label, colourOf(arrow.kind), arrow.alpha);
    }
}

} // namespace inflight
