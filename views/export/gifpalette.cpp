// SPDX-License-Identifier: GPL-3.0-or-later
#include "gifpalette.h"

#include <algorithm>
#include <cmath>

namespace inflight {

namespace {

/// Colours at most this many keys get exact entries: the rest of the palette is for the blends.
constexpr std::size_t maximumKeys = 64;

int squaredDistance(QRgb a, QRgb b)
{
    const int r = qRed(a) - qRed(b);
    const int g = qGreen(a) - qGreen(b);
    const int bl = qBlue(a) - qBlue(b);
    return r * r + g * g + bl * bl;
}

/// `a` blended a fraction `f` of the way to `b`.
QRgb blend(QRgb a, QRgb b, double f)
{
    auto channel = [f](int x, int y) {
        return static_cast<int>(std::lround(x + (y - x) * f));
    };
    return qRgb(channel(qRed(a), qRed(b)), channel(qGreen(a), qGreen(b)),
                channel(qBlue(a), qBlue(b)));
}

} // namespace

GifPalette::GifPalette(const std::vector<QRgb> &keyColours, QRgb background, QRgb text)
    : m_cache(std::size_t{1} << cacheBits)
{
    background &= 0xffffff;
    text &= 0xffffff;
    add(background, 0);
    add(text, 0);
    std::vector<QRgb> keys;
    for (const QRgb key : keyColours) {
        if (keys.size() < maximumKeys && add(key & 0xffffff, 0))
            keys.push_back(key & 0xffffff);
    }
    // Text on the background: its anti-aliased edges are the greys between them.
    for (int step = 1; step < 16; ++step)
        add(blend(background, text, step / 16.0), 12);
    // A key colour's edges on the background and its faded versions; then a coarse spread of the
    // colour cube, so that no colour is far from an entry; then finer blends, the key colours'
    // edges on text, and a finer cube in what room is left.
    auto blends = [&](std::initializer_list<double> fractions) {
        for (const double f : fractions) {
            for (const QRgb key : keys)
                add(blend(background, key, f), 24);
        }
    };
    auto cube = [&](int levels, int minimumDistance) {
        for (int r = 0; r < levels; ++r)
            for (int g = 0; g < levels; ++g)
                for (int b = 0; b < levels; ++b)
                    add(qRgb(r * 255 / (levels - 1), g * 255 / (levels - 1),
                             b * 255 / (levels - 1)),
                        minimumDistance);
    };
    blends({0.5, 0.25, 0.75, 0.12});
    cube(4, 48);
    blends({0.37, 0.62, 0.87});
    for (const QRgb key : keys)
        add(blend(key, text, 0.5), 24);
    cube(6, 300);
    m_colours[transparentIndex] = background;
}

bool GifPalette::add(QRgb rgb, int minimumDistance)
{
    rgb &= 0xffffff;
    if (m_count >= transparentIndex)
        return false;
    for (int i = 0; i < m_count; ++i) {
        if (squaredDistance(m_colours[static_cast<std::size_t>(i)], rgb) <= minimumDistance)
            return false;
    }
    m_colours[static_cast<std::size_t>(m_count++)] = rgb;
    return true;
}

std::uint8_t GifPalette::nearest(QRgb rgb) const
{
    int best = 0;
    int bestDistance = squaredDistance(m_colours[0], rgb);
    for (int i = 1; i < m_count && bestDistance > 0; ++i) {
        const int d = squaredDistance(m_colours[static_cast<std::size_t>(i)], rgb);
        if (d < bestDistance) {
            best = i;
            bestDistance = d;
        }
    }
    return static_cast<std::uint8_t>(best);
}

} // namespace inflight
