// SPDX-License-Identifier: GPL-3.0-or-later
#include "densemessagespainter.h"

#include "common/paint.h"

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
    enum Category { Delayed, Visible, DeadLetter, InFlight, Categories };
    const std::array<QColor, Categories> colours = {mix(pal.background, pal.delayed, 0.55),
                                                    pal.visible, pal.deadLetter, pal.inFlight};
    std::array<std::vector<std::pair<double, double>>, Categories> intervals;
    const TimeMs end = model.endMs();
    double rowTop = std::floor(f.layout.laneRect(lanes.first).top());
    auto flush = [&](double top, double bottom) {
        p->save();
        p->setRenderHint(QPainter::Antialiasing, false);
        for (int c = 0; c < Categories; ++c) {
            auto &list = intervals[static_cast<std::size_t>(c)];
            if (list.empty())
                continue;
            std::sort(list.begin(), list.end());
            double from = list.front().first;
            double to = list.front().second;
            auto fill = [&] {
                p->fillRect(QRectF(from, top, std::max(1.0, to - from), bottom - top),
                            colours[static_cast<std::size_t>(c)]);
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
    for (int lane = lanes.first; lane < lanes.second; ++lane) {
        const QRectF r = f.layout.laneRect(lane);
        const double top = std::floor(r.top());
        if (top > rowTop) {
            flush(rowTop, std::max(rowTop + 1, top));
            rowTop = top;
        }
        for (const PhaseSpan &span : model.messageTrack(lane).spans) {
            if (!phaseIsLive(span.phase))
                continue;
            const TimeMs to = span.to == neverMs ? end : span.to;
            if (to < f.t0 || span.from > f.t1)
                continue;
            const bool deadLetter = model.isDeadLetterQueue(span.queue);
            const Category category = deadLetter                             ? DeadLetter
                                      : span.phase == MessagePhase::InFlight ? InFlight
                                      : span.phase == MessagePhase::Delayed  ? Delayed
                                                                             : Visible;
            intervals[category].emplace_back(xClamped(span.from), xClamped(to));
        }
    }
    flush(rowTop, std::max(rowTop + 1, std::floor(f.layout.messageRegion.bottom())));
}

} // namespace inflight
