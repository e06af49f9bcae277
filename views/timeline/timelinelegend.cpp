// SPDX-License-Identifier: GPL-3.0-or-later
#include "timelinelegend.h"

#include "common/paint.h"
#include "mark.h"
#include "shapes.h"
#include "timelinescene.h"
#include "timelinetext.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace inflight {

namespace {

QString legendText(LegendItem item)
{
    switch (item) {
    case LegendItem::Delayed:
        return TimelineText::tr("delayed");
    case LegendItem::Visible:
        return TimelineText::tr("visible (waiting)");
    case LegendItem::InFlight:
        return TimelineText::tr("in flight (lent to a consumer)");
    case LegendItem::Deadline:
        return TimelineText::tr("visibility deadline");
    case LegendItem::DeadLetter:
        return TimelineText::tr("in the dead-letter queue");
    case LegendItem::Deleted:
        return TimelineText::tr("deleted");
    case LegendItem::Expired:
        return TimelineText::tr("expired, purged or redriven");
    case LegendItem::Processing:
        return TimelineText::tr("processing");
    case LegendItem::Heartbeat:
        return TimelineText::tr("heartbeat (deadline extended)");
    case LegendItem::Backoff:
        return TimelineText::tr("backoff (the retry's deadline set)");
    case LegendItem::StaleDelete:
        return TimelineText::tr("delete with a stale handle");
    case LegendItem::DeleteGone:
        return TimelineText::tr("delete of a gone message");
    case LegendItem::DeleteFailed:
        return TimelineText::tr("delete refused (error)");
    case LegendItem::Effect:
        return TimelineText::tr("side effect");
    case LegendItem::DuplicateEffect:
        return TimelineText::tr("duplicate side effect");
    case LegendItem::IdempotencySkip:
        return TimelineText::tr("skipped (idempotent)");
    case LegendItem::Failed:
        return TimelineText::tr("processing failed");
    case LegendItem::Throttled:
        return TimelineText::tr("throttled (retried)");
    case LegendItem::ReceiveRefused:
        return TimelineText::tr("receive refused (error)");
    case LegendItem::Crash:
        return TimelineText::tr("crash");
    case LegendItem::Down:
        return TimelineText::tr("worker down");
    case LegendItem::DoubleProcessing:
        return TimelineText::tr("double processing");
    case LegendItem::Note:
        return TimelineText::tr("note");
    }
    return {};
}

/// "+3 more": the legend items that did not fit.
QString moreText(int hidden)
{
    return TimelineText::tr("+%Ln more", nullptr, hidden);
}

void drawLegendIcon(QPainter *p, LegendItem item, const QRectF &r, const TimelineStyle &s)
{
    const Palette &pal = s.palette;
    const QPointF c = r.center();
    const double h = r.height();
    const MarkSizes m = markSizes(s, h * 1.6);
    auto band = [&](double height) {
        return snapped(r.left(), c.y() - height / 2, r.right(), c.y() + height / 2);
    };
    switch (item) {
    case LegendItem::Delayed: {
        const QRectF b = band(h * 0.5);
        fillBand(p, b, mix(pal.background, pal.delayed, 0.55), pal.delayed);
        hatch(p, b, s.px(5), QPen(mix(pal.delayed, pal.text, 0.45), s.px(1.2)), false);
        break;
    }
    case LegendItem::Visible:
        fillBand(p, band(h * 0.5), pal.visible, mix(pal.visible, pal.text, 0.35));
        break;
    case LegendItem::InFlight:
        fillBand(p, band(h), pal.inFlight, mix(pal.inFlight, pal.text, 0.35));
        break;
    case LegendItem::Deadline:
        drawDeadline(p, c.x(), r.top() + h * 0.3, r.bottom(), s.deadline, s.px(2), true, s.px(4));
        break;
    case LegendItem::DeadLetter: {
        const QRectF b = band(h);
        fillBand(p, b, pal.deadLetter, mix(pal.deadLetter, pal.text, 0.35));
        hatch(p, b, s.px(6), QPen(withAlpha(Qt::white, 150), s.px(1.2)), true);
        break;
    }
    case LegendItem::Deleted:
        drawTick(p, c, m.tick, s.deletedMark, false, pal.background);
        break;
    case LegendItem::Expired:
        drawCross(p, c, m.cross, mix(pal.expired, pal.text, 0.35), m.line, pal.background);
        break;
    case LegendItem::Processing:
        fillBand(p, band(h * 0.8), s.jobFill, s.jobEdge);
        break;
    case LegendItem::Heartbeat:
        drawDiamond(p, c, m.heartbeat, pal.heartbeat, mix(pal.heartbeat, pal.text, 0.6), s.px(1.2));
        break;
    case LegendItem::Backoff:
        drawDiamond(p, c, m.heartbeat, pal.background, mix(pal.heartbeat, pal.text, 0.6),
                    s.px(1.5));
        break;
    case LegendItem::StaleDelete:
    case LegendItem::DeleteFailed:
        drawTick(p, c, m.tick * 0.9, pal.stale, true, pal.background);
        break;
    case LegendItem::DeleteGone:
        drawTick(p, c, m.tick * 0.9, mix(pal.expired, pal.text, 0.4), true, pal.background);
        break;
    case LegendItem::Effect:
        drawCircle(p, c, m.radius * 1.15, s.effectMark, pal.background, s.px(1.5));
        break;
    case LegendItem::DuplicateEffect:
        drawDiamond(p, c, m.diamond, pal.duplicate, pal.background, s.px(1.5));
        break;
    case LegendItem::IdempotencySkip:
        drawSkip(p, c, m.radius * 1.2, s.effectMark, s.px(2), pal.background);
        break;
    case LegendItem::Failed:
        drawTriangle(p, c, m.diamond * 0.9, pal.crash, pal.background);
        break;
    case LegendItem::Throttled:
        drawTriangle(p, c, m.diamond * 0.9, pal.background, pal.crash);
        break;
    case LegendItem::ReceiveRefused:
        drawSkip(p, c, m.radius, pal.stale, s.px(2), pal.background);
        break;
    case LegendItem::Crash:
        drawCross(p, c, m.cross * 1.2, pal.crash, m.line * 1.4, pal.background);
        break;
    case LegendItem::Down: {
        const QRectF b = band(h * 0.8);
        fillBand(p, b, withAlpha(pal.crash, 28), QColor());
        hatch(p, b, s.px(5), QPen(withAlpha(pal.crash, 120), s.px(1.1)), false);
        break;
    }
    case LegendItem::Note: {
        // The notes' numbered tab, as on the lanes.
        const QColor accent = s.noteColour();
        const QRectF tab(c.x() - h * 0.55, c.y() - h * 0.5, h * 1.1, h);
        p->setPen(Qt::NoPen);
        p->setBrush(accent);
        p->drawRoundedRect(tab, s.px(3), s.px(3));
        p->setFont(s.markBoldFont);
        p->setPen(textOn(accent));
        p->drawText(tab, Qt::AlignCenter | Qt::TextDontClip, QStringLiteral("1"));
        break;
    }
    case LegendItem::DoubleProcessing: {
        const QRectF b = band(h);
        const bool dark = pal.background.lightnessF() < 0.5;
        p->fillRect(b, withAlpha(pal.crash, dark ? 70 : 55));
        hatch(p, b, s.px(7), QPen(withAlpha(pal.crash, dark ? 190 : 170), s.px(1.4)), false);
        p->save();
        p->setPen(QPen(pal.crash, s.px(2)));
        p->setBrush(Qt::NoBrush);
        p->drawRect(b);
        p->restore();
        break;
    }
    }
}

} // namespace

TimelineLegend::TimelineLegend(TimelineScene *scene)
    : QCPLayoutElement(scene->plot()), m_scene(scene)
{
    setLayer(QStringLiteral("legend"));
}

QSize TimelineLegend::minimumOuterSizeHint() const
{
    const QRect viewport = m_scene->plot()->viewport();
    const Flow f = flow(0, 0, viewport.width(), viewport.height());
    return QSize(0, static_cast<int>(std::ceil(f.height)));
}

QSize TimelineLegend::maximumOuterSizeHint() const
{
    return QSize(QWIDGETSIZE_MAX, minimumOuterSizeHint().height());
}

TimelineLegend::Flow TimelineLegend::flow(double left, double top, double width,
                                          double viewportHeight) const
{
    const bool interactive = m_scene->mode() == TimelineScene::Mode::Interactive;
    const double limit = interactive ? viewportHeight * 0.2 : 1e9;
    Flow f;
    for (const double shrink : {1.0, 0.8}) {
        f = Flow();
        f.style = m_scene->style();
        if (shrink != 1.0) {
            f.style.factor *= shrink;
            f.style.makeFonts();
        }
        const TimelineStyle &s = f.style;
        const QFontMetricsF fm(s.legendFont);
        const double pad = s.px(16);
        const double iconWidth = s.px(26);
        const double iconHeight = std::max(s.px(14), fm.height() * 0.9);
        const double gap = s.px(6);
        const double spacing = s.px(18);
        const double rowHeight = std::max(iconHeight, fm.height()) + s.px(6);
        const double rowsLeft = left + pad;
        const double rowsRight = left + width - pad;
        const double moreWidth = fm.horizontalAdvance(moreText(99));
        double x = rowsLeft;
        double y = top + s.px(4);
        for (int i = 0; i < legendItemCount; ++i) {
            const auto item = static_cast<LegendItem>(i);
            if (!m_scene->showsInLegend(item))
                continue;
            if (f.hidden > 0) {
                ++f.hidden;
                continue;
            }
            const double w = iconWidth + gap + fm.horizontalAdvance(legendText(item));
            if (x > rowsLeft && x + w > rowsRight) {
                if (y + 2 * rowHeight - top > limit && shrink != 1.0) {
                    // No room for another row: the rest is counted, not drawn.
                    f.hidden = 1;
                    if (x + moreWidth > rowsRight && !f.items.empty()) {
                        f.items.pop_back();
                        ++f.hidden;
                        x = f.items.empty()
                                ? rowsLeft
                                : f.items.back().text.x() +
                                      fm.horizontalAdvance(legendText(f.items.back().item)) +
                                      spacing;
                    }
                    f.more = QPointF(x, y + rowHeight / 2);
                    continue;
                }
                x = rowsLeft;
                y += rowHeight;
            }
            f.items.push_back({item,
                               QRectF(x, y + (rowHeight - iconHeight) / 2, iconWidth, iconHeight),
                               QPointF(x + iconWidth + gap, y + rowHeight / 2)});
            x += w + spacing;
        }
        f.height = f.items.empty() ? 0 : y + rowHeight + s.px(4) - top;
        if (f.height <= limit)
            break;
    }
    return f;
}

void TimelineLegend::draw(QCPPainter *painter)
{
    const QRectF r = rect();
    const Flow f = flow(r.left(), r.top(), r.width(), m_scene->plot()->viewport().height());
    const TimelineStyle &s = f.style;
    for (const Placed &p : f.items) {
        drawLegendIcon(painter, p.item, p.icon, s);
        drawText(painter, s.legendFont, s.palette.text, p.text.x(), p.text.y(), legendText(p.item));
    }
    if (f.hidden > 0)
        drawText(painter, s.legendFont, s.palette.mutedText, f.more.x(), f.more.y(),
                 moreText(f.hidden));
}

} // namespace inflight
