// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagelabelplacer.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace inflight {

namespace {

// From the middle outwards, to near the ends (the cards there are kept clear of anyway).
constexpr double fractions[] = {0.5,  0.44, 0.56, 0.38, 0.62, 0.32, 0.68, 0.26,
                                0.74, 0.2,  0.8,  0.14, 0.86, 0.08, 0.92};

} // namespace

StageLabelPlacer::StageLabelPlacer(StageLayout &layout)
    : m_layout(layout), m_stage(QRectF(QPointF(0, 0), QSizeF(layout.size)).adjusted(1, 1, -1, -1)),
      m_metrics(layout.scale.font(8, true)), m_height(layout.px(18)), m_clearance(layout.px(2))
{
}

void StageLabelPlacer::prepare()
{
    const StageLayout &layout = m_layout;
    m_curves.resize(layout.arrows.size());
    for (std::size_t i = 0; i < layout.arrows.size(); ++i) {
        for (int k = 0; k <= curveSamples; ++k)
            m_curves[i][static_cast<std::size_t>(k)] = pointOnArrow(
                layout.arrows[i].from, layout.arrows[i].to, static_cast<double>(k) / curveSamples);
    }
    // The grid reaches a little past the widget: a label's clearance may, and what it meets
    // there must still count. Its cells are about the size of a label's width: a try asks about
    // one to four cells.
    const double margin = m_clearance + 2;
    m_taken.reset(m_stage.adjusted(-margin, -margin, margin, margin),
                  std::max(32.0, layout.px(96)));
    for (const QRectF &r : layout.keepClear)
        m_taken.add(r, RectGrid::Kind::Text);
}

void StageLabelPlacer::place(const std::vector<StageArrows::Label> &labels)
{
    Q_ASSERT(labels.size() == m_layout.arrows.size());
    // Most frames have no label to place: the grid is not worth building for them.
    if (std::all_of(labels.begin(), labels.end(), [](const StageArrows::Label &label) {
            return label.text.isEmpty() && label.shortText.isEmpty();
        }))
        return;
    prepare();
    for (std::size_t i = 0; i < m_layout.arrows.size(); ++i) {
        StageLayout::Arrow &arrow = m_layout.arrows[i];
        for (const QString &text : {labels[i].text, labels[i].shortText}) {
            if (!arrow.label.isEmpty() || text.isEmpty())
                continue;
            for (const bool spareLines : {true, false}) {
                const QRectF r = placeFor(i, text, spareLines);
                if (!r.isEmpty()) {
                    arrow.label = text;
                    arrow.labelRect = r;
                    m_taken.add(r, RectGrid::Kind::Text);
                    break;
                }
            }
        }
    }
}

QRectF StageLabelPlacer::placeFor(std::size_t i, const QString &text, bool spareLines) const
{
    const StageLayout::Arrow &arrow = m_layout.arrows[i];
    const double width = m_metrics.horizontalAdvance(text) + m_layout.px(14);
    // Beside the curve is above and below it when it runs across, left and right of it when it
    // runs down.
    const QPointF way = arrow.to - arrow.from;
    const bool across = std::abs(way.x()) >= std::abs(way.y());
    const double aside = (across ? m_height : width) / 2 + m_layout.px(3);
    const QPointF offsets[] = {{0, 0},
                               across ? QPointF(0, -aside) : QPointF(aside, 0),
                               across ? QPointF(0, aside) : QPointF(-aside, 0)};
    for (const QPointF &offset : offsets) {
        for (const double t : fractions) {
            const QPointF at = pointOnArrow(arrow.from, arrow.to, t) + offset;
            const QRectF r(at.x() - width / 2, at.y() - m_height / 2, width, m_height);
            if (isFree(r, i, spareLines))
                return r;
        }
    }
    return {};
}

bool StageLabelPlacer::isFree(const QRectF &r, std::size_t own, bool spareLines) const
{
    if (!m_stage.contains(r))
        return false;
    const QRectF wide = r.adjusted(-m_clearance, -m_clearance, m_clearance, m_clearance);
    if (m_taken.hits(wide, true))
        return false;
    // Its own arrow's head stays in sight.
    const QPointF tip = m_layout.arrows[own].to;
    const double head = m_layout.px(8);
    if (wide.intersects(QRectF(tip.x() - head, tip.y() - head, 2 * head, 2 * head)))
        return false;
    if (!spareLines)
        return true;
    for (std::size_t other = 0; other < m_curves.size(); ++other) {
        if (other != own && std::any_of(m_curves[other].begin(), m_curves[other].end(),
                                        [&](QPointF at) { return r.contains(at); }))
            return false;
    }
    return true;
}

} // namespace inflight
