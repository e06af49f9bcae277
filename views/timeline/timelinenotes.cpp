// SPDX-License-Identifier: GPL-3.0-or-later
#include "timelinenotes.h"

#include "common/paint.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace inflight {

TimelineNotes::TimelineNotes(TimelineScene *scene)
    : SceneLayerable(scene, QStringLiteral("overlay"))
{
}

std::pair<double, double> TimelineNotes::pinSizes(const TimelineStyle &s, double laneHeight)
{
    return {std::clamp(0.42 * laneHeight, 8.0, s.px(16)),
            std::clamp(0.2 * laneHeight, 4.0, s.px(7))};
}

void TimelineNotes::draw(QCPPainter *p)
{
    const std::vector<NotePlacement> notes = m_scene->notePlacements();
    if (notes.empty())
        return;
    drawRules(p, notes);
    drawPins(p, notes);
    for (const NotePlacement &note : notes)
        drawLabel(p, note);
}

void TimelineNotes::drawRules(QCPPainter *p, const std::vector<NotePlacement> &notes) const
{
    const TimelineStyle &s = m_scene->style();
    const LaneLayout layout = m_scene->layout();
    p->save();
    p->setRenderHint(QPainter::Antialiasing, false);
    QPen rule(s.noteColour(), std::max(1.0, s.px(1.5)), Qt::DashLine, Qt::FlatCap);
    rule.setDashPattern({4, 3});
    p->setPen(rule);
    for (const NotePlacement &note : notes) {
        if (note.lane < 0)
            p->drawLine(QPointF(std::round(note.anchor.x()), layout.area.top()),
                        QPointF(std::round(note.anchor.x()), layout.area.bottom()));
    }
    p->restore();
}

void TimelineNotes::drawPins(QCPPainter *p, const std::vector<NotePlacement> &notes) const
{
    const TimelineStyle &s = m_scene->style();
    const Palette &pal = s.palette;
    const LaneLayout layout = m_scene->layout();
    const QColor accent = s.noteColour();
    const bool interactive = m_scene->mode() == TimelineScene::Mode::Interactive;
    for (const NotePlacement &note : notes) {
        if (note.lane < 0)
            continue;
        p->save();
        // A pin on a scrolled message lane stays within the message lanes.
        if (interactive)
            p->setClipRect(layout.regionOf(note.lane), Qt::IntersectClip);
        p->setRenderHint(QPainter::Antialiasing, true);
        const QPointF head = note.pin.center();
        const double r = note.pin.width() / 2;
        // The needle, haloed so it reads on a band of any colour.
        p->setPen(QPen(pal.background, s.px(3.2), Qt::SolidLine, Qt::RoundCap));
        p->drawLine(head, note.anchor);
        p->setPen(QPen(mix(accent, pal.text, 0.35), s.px(1.6), Qt::SolidLine, Qt::RoundCap));
        p->drawLine(head, note.anchor);
        p->setPen(QPen(pal.background, s.px(1.5)));
        p->setBrush(accent);
        p->drawEllipse(head, r, r);
        p->setPen(Qt::NoPen);
        p->setBrush(withAlpha(Qt::white, 200));
        p->drawEllipse(head + QPointF(-r * 0.3, -r * 0.3), r * 0.28, r * 0.28);
        p->restore();
    }
}

void TimelineNotes::drawLabel(QCPPainter *p, const NotePlacement &note) const
{
    const TimelineStyle &s = m_scene->style();
    const Palette &pal = s.palette;
    const QColor accent = s.noteColour();
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    const QRectF &box = note.label;
    if (note.displaced) {
        // The label moved to keep clear of another: a thin leader back to its pin or rule.
        const QPointF from =
            note.lane < 0 ? QPointF(note.anchor.x(), box.center().y()) : note.pin.center();
        const QPointF to(std::clamp(from.x(), box.left(), box.right()),
                         std::clamp(from.y(), box.top(), box.bottom()));
        p->setPen(QPen(accent, s.px(1.2)));
        p->drawLine(from, to);
    }
    const double radius = s.px(3);
    p->setPen(QPen(accent, s.px(1.5)));
    p->setBrush(withAlpha(pal.background, 240));
    p->drawRoundedRect(box, radius, radius);
    // The number on a purple tab at the label's start: the shape says "note" as well as the
    // colour does.
    const QRectF tab(box.left(), box.top(), note.numberWidth, box.height());
    p->setPen(Qt::NoPen);
    p->setBrush(accent);
    p->drawRoundedRect(tab, radius, radius);
    if (!note.shownText.isEmpty())
        p->drawRect(tab.adjusted(tab.width() / 2, 0, 0, 0));
    p->setFont(s.markBoldFont);
    p->setPen(textOn(accent));
    p->drawText(tab, Qt::AlignCenter | Qt::TextDontClip, QLocale().toString(note.number));
    if (!note.shownText.isEmpty()) {
        p->setFont(s.markFont);
        p->setPen(pal.text);
        p->drawText(QRectF(tab.right() + s.px(5), box.top(), box.right() - tab.right() - s.px(5),
                           box.height()),
                    Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, note.shownText);
    }
    p->restore();
}

} // namespace inflight
