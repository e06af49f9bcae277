// SPDX-License-Identifier: GPL-3.0-or-later
#include "captionplacer.h"

#include "common/rectgrid.h"
#include "runtimeticker.h"
#include "timelinestyle.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iterator>

namespace inflight {

namespace {

/// A row crowded with marks (a zoomed-out heartbeat run) would offer hundreds of places for a
/// caption, each tested in vain: the nearest few are enough.
constexpr std::size_t maxCentres = 12;
/// A message double-processed over and over has said so after a few captions, and its later
/// overlaps need not each search for room: a few tries a message.
constexpr int maxTries = 8;

} // namespace

CaptionPlacer::CaptionPlacer(const TimelineStyle &style, const LaneLayout &layout, TimeToX xOf)
    : m_style(style), m_layout(layout), m_xOf(std::move(xOf)), m_pad(style.px(6)),
      m_gap(style.px(4))
{
}

std::vector<OverlapPlate> CaptionPlacer::place(const std::vector<OverlapGroup> &groups,
                                               double visibleSeconds, const RectGrid *marks)
{
    m_marks = marks;
    m_visibleSeconds = visibleSeconds;
    m_plates.clear();
    std::vector<MessageNumber> captioned = captionEach(groups);
    if (marks)
        captionOverMarks(groups, std::move(captioned));
    return std::move(m_plates);
}

double CaptionPlacer::xClamped(TimeMs t) const
{
    const QRectF &area = m_layout.area;
    return std::clamp(m_xOf(t), area.left() - 2, area.right() + 2);
}

std::vector<MessageNumber> CaptionPlacer::captionEach(const std::vector<OverlapGroup> &groups)
{
    std::vector<MessageNumber> captioned;
    std::map<MessageNumber, int> tries;
    for (std::size_t i = 0; i < groups.size(); ++i) {
        const OverlapGroup &group = groups[i];
        if (group.message != noMessage && ++tries[group.message] > maxTries)
            continue;
        if (placeOne(group, static_cast<int>(i), false))
            captioned.push_back(group.message);
    }
    return captioned;
}

void CaptionPlacer::captionOverMarks(const std::vector<OverlapGroup> &groups,
                                     std::vector<MessageNumber> captioned)
{
    // One try a message (and one for all the bands of several messages): its first band.
    std::sort(captioned.begin(), captioned.end());
    std::vector<MessageNumber> tried;
    for (std::size_t i = 0; i < groups.size(); ++i) {
        const OverlapGroup &group = groups[i];
        if (std::binary_search(captioned.begin(), captioned.end(), group.message) ||
            std::find(tried.begin(), tried.end(), group.message) != tried.end())
            continue;
        tried.push_back(group.message);
        placeOne(group, static_cast<int>(i), true);
    }
}

bool CaptionPlacer::placeOne(const OverlapGroup &group, int index, bool overMarks)
{
    const QRectF &area = m_layout.area;
    Box box;
    box.group = index;
    box.a = m_layout.laneRect(group.firstWorkerLane);
    box.b = m_layout.laneRect(group.secondWorkerLane);
    box.region = &m_layout.regionOf(group.firstWorkerLane);
    const double x0 = xClamped(group.from);
    const double x1 = std::max(x0 + 2, xClamped(group.to));
    box.adjacent = std::abs(group.firstWorkerLane - group.secondWorkerLane) == 1;
    box.inset = std::max(1.0, box.a.height() * 0.06);
    box.left = std::max(x0, area.left());
    box.right = std::min(x1, area.right());
    box.texts = overlapCaptions(
        group, group.merged() ? RunTimeTicker::spanText(m_visibleSeconds, group.from, group.to)
                              : QString());
    const Stretches band = {{x0, x1}};
    const Stretches *stretches = overMarks ? &band : nullptr;
    // As large as the style asks, but never taller than most of a lane.
    const int largest = std::max(
        9, std::min(m_style.plateFont.pixelSize(), static_cast<int>(0.36 * box.a.height())));
    const int smaller = std::max(9, static_cast<int>(std::lround(largest * 0.8)));
    for (const QString &text : box.texts) {
        if (placeAtSize(box, text, largest, stretches))
            return true;
        if (smaller != largest && placeAtSize(box, text, smaller, stretches))
            return true;
    }
    return false;
}

bool CaptionPlacer::placeAtSize(const Box &box, const QString &text, int pixels,
                                const Stretches *stretches)
{
    const QRectF &area = m_layout.area;
    const auto &[font, fm] = sized(pixels);
    Caption caption;
    caption.text = &text;
    caption.font = &font;
    caption.size = QSizeF(fm.horizontalAdvance(text) + 2 * m_pad, fm.height() + m_pad * 0.8);
    caption.half = caption.size.width() / 2;
    caption.lo = area.left() + caption.half + m_style.px(2);
    caption.hi = area.right() - caption.half - m_style.px(2);
    if (caption.lo > caption.hi)
        return false;
    caption.ideal = std::clamp((box.left + box.right) / 2, caption.lo, caption.hi);
    const std::vector<double> rows = rowsFor(box, caption.size.height());
    // Its centre over the box first, so that it reads as the box's; then, for a box narrower
    // than the caption, with the box anywhere under its middle half.
    const double reaches[] = {0.0,
                              std::max(0.0, (caption.size.width() - (box.right - box.left)) / 4)};
    for (std::size_t i = 0; i < std::size(reaches) * rows.size(); ++i) {
        const double reach = reaches[i / rows.size()];
        const double cy = rows[i % rows.size()];
        if (i >= rows.size() && reach == 0)
            break;
        const double from = std::clamp(box.left - reach, caption.lo, caption.hi);
        const double to = std::clamp(box.right + reach, caption.lo, caption.hi);
        if (placeInRow(box, caption, cy, from, to, stretches))
            return true;
    }
    return false;
}

std::vector<double> CaptionPlacer::rowsFor(const Box &box, double height) const
{
    const QRectF &a = box.a;
    const QRectF &b = box.b;
    if (!box.adjacent)
        return {a.center().y(), b.center().y()};
    const double top = std::min(a.top(), b.top()) + box.inset + m_style.px(1);
    const double bottom = std::max(a.bottom(), b.bottom()) - box.inset - m_style.px(1);
    return {(std::max(a.top(), b.top()) + std::min(a.bottom(), b.bottom())) / 2, top + height / 2,
            bottom - height / 2};
}

bool CaptionPlacer::placeInRow(const Box &box, const Caption &caption, double cy, double from,
                               double to, const Stretches *stretches)
{
    const double top = cy - caption.size.height() / 2;
    if (top < box.region->top() || top + caption.size.height() > box.region->bottom())
        return false;
    gatherCentres(caption, top, from, to, stretches);
    for (const double cx : m_centres) {
        const QRectF r(QPointF(cx - caption.half, top), caption.size);
        if (stretches && std::none_of(stretches->begin(), stretches->end(),
                                      [&](const std::pair<double, double> &x) {
                                          return r.left() >= x.first && r.right() <= x.second;
                                      }))
            continue;
        if (isClear(r, stretches != nullptr)) {
            m_plates.push_back({r, *caption.text, *caption.font, m_pad, box.group});
            return true;
        }
    }
    return false;
}

void CaptionPlacer::gatherCentres(const Caption &caption, double top, double from, double to,
                                  const Stretches *stretches)
{
    const bool coverMarks = stretches != nullptr;
    const double half = caption.half;
    const double ideal = caption.ideal;
    // The ideal place first, then either side of each thing in the way, nearest first.
    m_centres.assign(1, ideal);
    auto around = [&](const QRectF &o) {
        m_centres.push_back(o.left() - m_gap - half - 1);
        m_centres.push_back(o.right() + m_gap + half + 1);
    };
    // Where the caption may go, with the clearance isClear() asks for.
    const QRectF strip =
        QRectF(from - half, top, to - from + caption.size.width(), caption.size.height())
            .adjusted(-1, -1, 1, 1);
    if (m_marks && !coverMarks) {
        m_marks->forEachNear(strip, [&](const QRectF &o, RectGrid::Kind kind) {
            if (kind == RectGrid::Kind::Mark && o.intersects(strip))
                around(o);
        });
    }
    for (const OverlapPlate &other : m_plates) {
        if (other.rect.adjusted(-m_gap, -2, m_gap, 2).intersects(strip))
            around(other.rect);
    }
    if (stretches) {
        // Anywhere along a stretch long enough, as near the overlap as it can.
        for (const auto &[start, end] : *stretches) {
            if (end - start >= caption.size.width())
                m_centres.push_back(std::clamp(std::clamp(ideal, start + half, end - half),
                                               caption.lo, caption.hi));
        }
    } else {
        m_centres.erase(
            std::remove_if(m_centres.begin(), m_centres.end(),
                           [&](double cx) { return cx < from - 0.01 || cx > to + 0.01; }),
            m_centres.end());
    }
    std::stable_sort(m_centres.begin(), m_centres.end(),
                     [&](double p, double q) { return std::abs(p - ideal) < std::abs(q - ideal); });
    if (m_centres.size() > maxCentres)
        m_centres.resize(maxCentres);
}

bool CaptionPlacer::isClear(const QRectF &r, bool coverMarks) const
{
    if (m_marks && !coverMarks && m_marks->hits(r.adjusted(-1, -1, 1, 1), true))
        return false;
    return std::none_of(m_plates.begin(), m_plates.end(), [&](const OverlapPlate &o) {
        return o.rect.adjusted(-m_gap, -2, m_gap, 2).intersects(r);
    });
}

const std::pair<QFont, QFontMetricsF> &CaptionPlacer::sized(int pixels)
{
    auto it = m_sizes.find(pixels);
    if (it == m_sizes.end()) {
        QFont font = m_style.plateFont;
        font.setPixelSize(pixels);
        it = m_sizes.emplace(pixels, std::make_pair(font, QFontMetricsF(font))).first;
    }
    return it->second;
}

} // namespace inflight
