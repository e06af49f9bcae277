// SPDX-License-Identifier: GPL-3.0-or-later
#include "effectslanepainter.h"

#include "common/format.h"
#include "timelinetext.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace inflight {

EffectsLanePainter::EffectsLanePainter(QCPPainter *painter, const LaneFrame &frame,
                                       MarkStamper &marks, LabelPlacer &labels, const QRectF &r)
    : LanePainter(painter, frame, marks, labels), m_lane(r), m_cy(r.center().y()), m_h(r.height()),
      m_sizes(markSizes(*frame.style, m_h)), m_firstRadius(m_sizes.radius * 1.15),
      m_duplicateSize(m_sizes.diamond * 1.25), m_firstMark{Mark::Shape::Circle, m_firstRadius,
                                                           frame.style->effectMark,
                                                           frame.style->palette.background,
                                                           frame.style->px(1.5)},
      m_duplicateMark{Mark::Shape::Diamond, m_duplicateSize, frame.style->palette.duplicate,
                      frame.style->palette.background, frame.style->px(1.5)}
{
}

void EffectsLanePainter::paint() const
{
    const LaneFrame &f = m_frame;
    const auto &effects = model().timeline()->effects();
    const TimeMs slack = static_cast<TimeMs>(
        std::ceil(static_cast<double>(f.t1 - f.t0) / std::max(1.0, f.area.width()) * 20));
    const auto first = std::lower_bound(effects.begin(), effects.end(), f.t0 - slack,
                                        [](const EffectMark &e, TimeMs t) { return e.time < t; });
    const auto last = std::upper_bound(first, effects.end(), f.t1 + slack,
                                       [](TimeMs t, const EffectMark &e) { return t < e.time; });
    paintMarks(first, last);
    if (m_h < 10)
        return;
    askLabels(first, last);
}

void EffectsLanePainter::paintMarks(Effects first, Effects last) const
{
    // First effects, then duplicates on top: a duplicate is never hidden under a first. A mark
    // closer than its width to the last one drawn is skipped; zoomed out, a search jumps to the
    // next pixel where one may go, so a million effects cost a search a mark drawn.
    const auto &effects = model().timeline()->effects();
    auto byTime = [](const EffectMark &e, TimeMs t) {
        return e.time < t;
    };
    const double firstSpacing = 2 * m_firstRadius + 2;
    double lastX = -1e9;
    for (auto it = first; it != last;) {
        if (it->nth > 1) {
            ++it;
            continue;
        }
        const double mx = x(it->time);
        if (mx - lastX < firstSpacing) {
            it = std::lower_bound(std::next(it), last, m_frame.timeBefore(lastX + firstSpacing),
                                  byTime);
            continue;
        }
        lastX = mx;
        stamp(markOf(*it), QPointF(mx, m_cy));
        ++it;
    }
    // The duplicates, from their own index.
    const auto &duplicates = model().timeline()->duplicateEffects();
    const auto begin = static_cast<std::uint32_t>(first - effects.begin());
    const auto end = static_cast<std::uint32_t>(last - effects.begin());
    lastX = -1e9;
    for (auto d = std::lower_bound(duplicates.begin(), duplicates.end(), begin);
         d != duplicates.end() && *d < end; ++d) {
        const EffectMark &e = effects[*d];
        const double mx = x(e.time);
        if (mx - lastX < m_duplicateSize + 1)
            continue;
        lastX = mx;
        stamp(markOf(e), QPointF(mx, m_cy));
    }
}

void EffectsLanePainter::askLabels(Effects first, Effects last) const
{
    if (last - first <= static_cast<std::ptrdiff_t>(m_frame.area.width())) {
        double previousRight = -1e9;
        for (auto it = first; it != last; ++it)
            askLabel(it, last, previousRight);
        return;
    }
    // More effects than pixels: a label needs a gap of a few dozen empty pixel columns beside
    // its mark, so only the effects that border such a gap are asked (found with a search per
    // column, not a walk through every effect).
    const double minimumGap = 12 + 2 * m_sizes.labelGap;
    auto byTime = [](const EffectMark &e, TimeMs t) {
        return e.time < t;
    };
    const QRectF &area = m_frame.area;
    Effects previous = first;
    double emptyFrom = -1;
    std::vector<Effects> candidates;
    for (double column = area.left(); column <= area.right() + 1; column += 1) {
        const Effects at = std::lower_bound(previous, last, m_frame.timeBefore(column), byTime);
        const bool empty = at == previous && column > area.left();
        if (empty && emptyFrom < 0)
            emptyFrom = column;
        if (!empty && emptyFrom >= 0) {
            if (column - emptyFrom >= minimumGap) {
                if (at != first)
                    candidates.push_back(std::prev(at));
                if (at != last)
                    candidates.push_back(at);
            }
            emptyFrom = -1;
        }
        previous = at;
    }
    if (emptyFrom >= 0 && previous != first)
        candidates.push_back(std::prev(previous));
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    for (const Effects it : candidates) {
        // What is to its left: the effect before it.
        double previousRight = -1e9;
        if (it != first) {
            const auto before = std::prev(it);
            previousRight =
                markShape(markOf(*before), QPointF(x(before->time), m_cy)).bounds.right();
        }
        askLabel(it, last, previousRight);
    }
}

void EffectsLanePainter::askLabel(Effects it, Effects last, double &previousRight) const
{
    const TimelineStyle &s = style();
    const TimelineModel &model = this->model();
    const QRectF &region = m_frame.layout.regionOf(model.effectsLane());
    const bool duplicate = it->nth > 1;
    const double mx = x(it->time);
    const QRectF bounds = markShape(markOf(*it), QPointF(mx, m_cy)).bounds;
    const double nextLeft =
        std::next(it) != last ? x(std::next(it)->time) - m_duplicateSize / 2 : m_frame.area.right();
    if (roomBeside(previousRight, bounds.left(), bounds.right(), nextLeft, m_sizes.labelGap)) {
        const QString key = model.keyName(it->key);
        QString text = key + QLatin1Char(' ') + model.effectPast(*it);
        QString shortText = key;
        if (duplicate) {
            const QString times = TimelineText::tr(" ×%L1").arg(it->nth);
            text += times;
            shortText = model.effectPast(*it) + times;
        }
        m_labels.besideMark({duplicate ? LabelRequest::Rank::Duplicate : LabelRequest::Rank::Other,
                             duplicate ? LabelRequest::Font::EffectBold : LabelRequest::Font::Mark,
                             duplicate ? s.alarmText : s.palette.text, bounds, m_cy, m_lane, region,
                             text, shortText, false});
    }
    previousRight = std::max(previousRight, bounds.right());
}

} // namespace inflight
