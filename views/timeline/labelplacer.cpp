// SPDX-License-Identifier: GPL-3.0-or-later
#include "labelplacer.h"

#include "common/rectgrid.h"
#include "timelinestyle.h"

#include <algorithm>
#include <cmath>

namespace inflight {

void LabelPlacer::clear()
{
    m_beside.clear();
    m_inside.clear();
}

std::vector<PlacedLabel> LabelPlacer::place(const TimelineStyle &style, const QRectF &area,
                                            RectGrid &taken)
{
    m_taken = &taken;
    m_area = area;
    m_clearance = std::max(1.0, style.px(1));
    m_gap = style.px(5);
    m_insidePadding = style.px(6);
    m_fonts = measure(style);

    std::vector<PlacedLabel> placed;
    // Beside marks: most important first, then left to right.
    std::stable_sort(
        m_beside.begin(), m_beside.end(), [](const LabelRequest &a, const LabelRequest &b) {
            return std::make_pair(a.rank, a.mark.left()) < std::make_pair(b.rank, b.mark.left());
        });
    for (const LabelRequest &request : m_beside) {
        if (request.mark.right() < area.left() || request.mark.left() > area.right())
            continue;
        if (std::optional<PlacedLabel> found = placeBesideMark(request)) {
            taken.add(found->rect, RectGrid::Kind::Text);
            placed.push_back(std::move(*found));
        }
    }
    // Inside bands and bars: where they were asked for, the full text or the short one.
    for (const LabelRequest &request : m_inside) {
        if (std::optional<PlacedLabel> found = placeInsideBand(request)) {
            taken.add(found->rect, RectGrid::Kind::Text);
            placed.push_back(std::move(*found));
        }
    }
    m_taken = nullptr;
    return placed;
}

LabelPlacer::Fonts LabelPlacer::measure(const TimelineStyle &style)
{
    const std::array<QFont, 3> fonts = {style.markFont, style.markBoldFont, style.effectBoldFont};
    Fonts f;
    f.metrics.reserve(f.sized.size());
    for (std::size_t i = 0; i < fonts.size(); ++i) {
        f.sized[i] = fonts[i];
        f.sized[i + 3] = fonts[i];
        f.sized[i + 3].setPixelSize(
            std::max(9, static_cast<int>(std::lround(fonts[i].pixelSize() * 0.82))));
    }
    for (const QFont &font : f.sized)
        f.metrics.emplace_back(font);
    return f;
}

std::optional<PlacedLabel> LabelPlacer::placeBesideMark(const LabelRequest &request) const
{
    std::array<QRectF, 12> candidates;
    for (std::size_t size = 0; size < 2; ++size) {
        const std::size_t font = static_cast<std::size_t>(request.font) + 3 * size;
        if (size == 1 && m_fonts.sized[font].pixelSize() == m_fonts.sized[font - 3].pixelSize())
            break;
        const QFontMetricsF &fm = m_fonts.metrics[font];
        const double height = fm.height();
        if (height > request.lane.height())
            continue;
        // Within its lane, or a third of a label beyond it, and within its region.
        const double top = std::max(request.region.top(), request.lane.top() - 0.35 * height);
        const double bottom =
            std::min(request.region.bottom(), request.lane.bottom() + 0.35 * height);
        if (bottom - top < height)
            continue;
        for (const QString *text : {&request.text, &request.shortText}) {
            if (text->isEmpty())
                continue;
            const double width = fm.horizontalAdvance(*text) + 4;
            const std::size_t count =
                candidatesBeside(request, width, height, top, bottom, candidates);
            for (std::size_t i = 0; i < count; ++i) {
                const QRectF &r = candidates[i];
                if (r.left() >= m_area.left() && r.right() <= m_area.right() &&
                    isClear(r, true, m_clearance))
                    return PlacedLabel{r, m_fonts.sized[font], request.colour, *text, true};
            }
        }
    }
    return std::nullopt;
}

std::size_t LabelPlacer::candidatesBeside(const LabelRequest &request, double width, double height,
                                          double top, double bottom,
                                          std::array<QRectF, 12> &candidates) const
{
    const QRectF &m = request.mark;
    std::size_t count = 0;
    auto beside = [&](bool right, double dy) {
        const double y = std::clamp(request.y - height / 2 + dy, top, bottom - height);
        const QRectF r(right ? m.right() + m_gap - 2 : m.left() - m_gap + 2 - width, y, width,
                       height);
        if (r.top() < m.bottom() && r.bottom() > m.top())
            candidates[count++] = r;
    };
    auto over = [&](bool above) {
        const double x =
            std::clamp(m.center().x() - width / 2, m_area.left(), m_area.right() - width);
        const double y = above ? m.top() - m_gap * 0.4 - height : m.bottom() + m_gap * 0.4;
        if (y >= top && y + height <= bottom)
            candidates[count++] = QRectF(x, y, width, height);
    };
    beside(true, 0);
    beside(false, 0);
    beside(true, -height / 2);
    beside(true, height / 2);
    beside(false, -height / 2);
    beside(false, height / 2);
    over(true);
    over(false);
    beside(true, -height);
    beside(true, height);
    beside(false, -height);
    beside(false, height);
    return count;
}

std::optional<PlacedLabel> LabelPlacer::placeInsideBand(const LabelRequest &request) const
{
    const QFontMetricsF &fm = m_fonts.metrics[0];
    const double height = fm.height();
    for (const QString *text : {&request.text, &request.shortText}) {
        if (text->isEmpty())
            continue;
        const double width = fm.horizontalAdvance(*text);
        if (width > request.mark.width())
            continue;
        const QRectF r(request.alignRight ? request.mark.right() - width : request.mark.left(),
                       request.y - height / 2, width, height);
        if (r.top() < request.region.top() || r.bottom() > request.region.bottom())
            break;
        if (isClear(r, false, m_insidePadding))
            return PlacedLabel{r, m_fonts.sized[0], request.colour, *text, false};
    }
    return std::nullopt;
}

bool LabelPlacer::isClear(const QRectF &r, bool marksToo, double sideways) const
{
    return !m_taken->hits(r.adjusted(-sideways, -m_clearance, sideways, m_clearance), marksToo);
}

} // namespace inflight
