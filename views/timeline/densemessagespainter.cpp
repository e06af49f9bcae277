// SPDX-License-Identifier: GPL-3.0-or-later
#include "densemessagespainter.h"

#include "common/paint.h"
#include "messagedensity.h"

#include <qcustomplot.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace inflight {

void DenseMessagesPainter::paint(std::pair<int, int> lanes) const
{
    QCPPainter *p = m_painter;
    const LaneFrame &f = m_frame;
    const TimelineStyle &s = *f.style;
    const Palette &pal = s.palette;
    const TimelineModel &model = *f.model;
    using Category = MessageDensity::Category;
    constexpr auto categories = static_cast<std::size_t>(MessageDensity::Categories);
    const std::array<QColor, categories> colours = {mix(pal.background, pal.delayed, 0.55),
                                                    pal.visible, pal.deadLetter, pal.inFlight};
    std::array<std::vector<std::pair<double, double>>, categories> intervals;
    auto flush = [&](double top, double bottom) {
        p->save();
        p->setRenderHint(QPainter::Antialiasing, false);
        for (std::size_t c = 0; c < categories; ++c) {
            auto &list = intervals[c];
            if (list.empty())
                continue;
            std::sort(list.begin(), list.end());
            double from = list.front().first;
            double to = list.front().second;
            auto fill = [&] {
                p->fillRect(QRectF(from, top, std::max(1.0, to - from), bottom - top), colours[c]);
            };
            for (const auto &[a, b] : list) {
                if (a > to + 0.5) {
                    fill();
                    from = a;
                    to = b;
                } else {
                    to = std::max(to, b);
                }
            }
            fill();
            list.clear();
        }
        p->restore();
    };
    const MessageDensity &density = model.density();
    auto rowOf = [&](int lane) {
        return std::floor(f.layout.laneRect(lane).top());
    };
    // The lanes that share a pixel row are drawn as one: their spans' union, a few blocks each.
    for (int lane = lanes.first; lane < lanes.second;) {
        const double rowTop = rowOf(lane);
        // The first lane of the next row: lanes go down the rows in order, so a galloping
        // search finds it in a few steps however many lanes share the row.
        int lo = lane + 1;
        int hi = lo;
        for (int step = 1; hi < lanes.second && rowOf(hi) <= rowTop; step *= 2) {
            lo = hi + 1;
            hi = std::min(lanes.second, lane + 1 + step);
        }
        while (lo < hi) {
            const int mid = lo + (hi - lo) / 2;
            if (rowOf(mid) <= rowTop)
                lo = mid + 1;
            else
                hi = mid;
        }
        const int next = lo;
        density.forEachInterval(lane, next, [&](Category c, TimeMs from, TimeMs to) {
            if (to < f.t0 || from > f.t1)
                return;
            intervals[static_cast<std::size_t>(c)].emplace_back(xClamped(from), xClamped(to));
        });
        const double bottom =
            next < lanes.second ? rowOf(next) : std::floor(f.layout.messageRegion.bottom());
        flush(rowTop, std::max(rowTop + 1, bottom));
        lane = next;
    }
}

} // namespace inflight
