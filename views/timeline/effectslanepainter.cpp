// SPDX-License-Identifier: GPL-3.0-or-later
#include "effectslanepainter.h"

#include "common/format.h"

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
    // First effects, then duplicates on top: a duplicate is never hidden under a first.
    for (int pass = 0; pass < 2; ++pass) {
        double lastX = -1e9;
        for (auto it = first; it != last; ++it) {
            const bool duplicate = it->nth > 1;
            if (duplicate != (pass == 1))
                continue;
            const double mx = x(it->time);
            if (mx - lastX < (duplicate ? m_duplicateSize + 1 : 2 * m_firstRadius + 2))
                continue;
            lastX = mx;
            stamp(markOf(*it), QPointF(mx, m_cy));
        }
    }
}

void EffectsLanePainter::askLabels(Effects first, Effects last) const
{
    const TimelineStyle &s = style();
    const TimelineModel &model = this->model();
    const QRectF &region = m_frame.layout.regionOf(model.effectsLane());
    double previousRight = -1e9;
    for (auto it = first; it != last; ++it) {
        const bool duplicate = it->nth > 1;
        const double mx = x(it->time);
        const QRectF bounds = markShape(markOf(*it), QPointF(mx, m_cy)).bounds;
        const double nextLeft = std::next(it) != last ? x(std::next(it)->time) - m_duplicateSize / 2
                                                      : m_frame.area.right();
        if (roomBeside(previousRight, bounds.left(), bounds.right(), nextLeft, m_sizes.labelGap)) {
            const QString key = model.keyName(it->key);
            QString text = key + QLatin1Char(' ') + model.effectPast(*it);
            QString shortText = key;
            if (duplicate) {
                const QString times =
                    QStringLiteral(" ×%1 (%2)").arg(it->nth).arg(ordinal(it->nth));
                text += times;
                shortText = model.effectPast(*it) + times;
            }
            m_labels.besideMark(
                {duplicate ? LabelRequest::Rank::Duplicate : LabelRequest::Rank::Other,
                 duplicate ? LabelRequest::Font::EffectBold : LabelRequest::Font::Mark,
                 duplicate ? s.alarmText : s.palette.text, bounds, m_cy, m_lane, region, text,
                 shortText, false});
        }
        previousRight = std::max(previousRight, bounds.right());
    }
}

} // namespace inflight
