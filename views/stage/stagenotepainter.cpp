// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagenotepainter.h"

#include "common/opacity.h"
#include "common/paint.h"
#include "stagepaintcontext.h"
#include "theme.h"

namespace inflight {

StageNotePainter::StageNotePainter(const StagePaintContext &context)
    : m_context(context), m_colour(context.dark ? mix(QColor(Palette::purple), Qt::white, 0.3)
                                                : QColor(Palette::purple))
{
    // Tol's purple is 6:1 on white, short of the high-contrast theme's 7.
    if (context.canvas.pal.isHighContrast)
        m_colour = context.canvas.pal.deadLetter;
}

void StageNotePainter::paint() const
{
    paintBadges();
    if (!m_context.layout.callout.isEmpty())
        paintCallout();
}

void StageNotePainter::paintBadges() const
{
    const StageCanvas &s = m_context.canvas;
    for (const StageLayout::NoteBadge &badge : m_context.layout.badges) {
        const QRectF &r = badge.rect;
        if (badge.glyphOnly) {
            s.pin(r.center(), r.height(), m_colour);
            continue;
        }
        s.p.setPen(s.pen(m_colour, 1.5));
        s.p.setBrush(s.pal.background);
        s.p.drawRoundedRect(r, r.height() / 2, r.height() / 2);
        s.pin(QPointF(r.left() + s.px(10), r.center().y() - s.px(2)), s.px(13), m_colour);
        if (!badge.text.isEmpty())
            s.text(r.adjusted(s.px(20), 0, -s.px(6), 0), badge.text, s.font(8), s.pal.text);
    }
}

void StageNotePainter::paintCallout() const
{
    const StageCanvas &s = m_context.canvas;
    const Palette &pal = s.pal;
    const bool dark = m_context.dark;
    const StageLayout &fr = m_context.layout;
    const QRectF &r = fr.callout;
    s.p.setPen(s.pen(m_colour, 2));
    s.p.setBrush(dark ? pal.surface : mix(pal.background, QColor(Palette::purple), 0.06));
    s.p.drawRoundedRect(r, s.px(6), s.px(6));
    // The pin that holds the note up, at its top left.
    s.pin(QPointF(r.left() + s.px(11), r.top() + s.px(11)), s.px(16), m_colour);
    const QFont headingFont = s.font(8, true);
    const QFont bodyFont = s.font(9.5);
    const QFontMetricsF headingMetrics(headingFont);
    const QFontMetricsF bodyMetrics(bodyFont);
    for (std::size_t i = 0; i < fr.entries.size(); ++i) {
        const StageLayout::CalloutEntry &entry = fr.entries[i];
        if (i > 0) {
            s.p.setPen(s.pen(withOpacity(m_colour, 0.35), 1));
            const double y = entry.rect.top() - s.px(3);
            s.p.drawLine(QPointF(entry.rect.left(), y), QPointF(entry.rect.right(), y));
        }
        double y = entry.rect.top();
        s.text(QRectF(entry.rect.left(), y, entry.rect.width(), headingMetrics.height()),
               entry.heading, headingFont,
               dark || pal.isHighContrast ? m_colour : QColor(Palette::purple));
        y += headingMetrics.height();
        for (const QString &line : entry.lines) {
            s.text(QRectF(entry.rect.left(), y, entry.rect.width(), bodyMetrics.lineSpacing()),
                   line, bodyFont, pal.text);
            y += bodyMetrics.lineSpacing();
        }
    }
}

} // namespace inflight
