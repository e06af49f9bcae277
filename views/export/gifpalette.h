// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fixed palette of an animated GIF of the app's pictures. Flat UI colours need no dithering:
// the colours a picture is made of (the theme's) are in the palette exactly, with the blends that
// anti-aliased edges and faded cards make between them and the background or the text; every
// pixel is mapped to its nearest entry, and the mapping is remembered, since a picture of flat
// colours has few distinct ones.

#include <QRgb>

#include <array>
#include <cstdint>
#include <vector>

namespace inflight {

class GifPalette {
public:
    /// Entries 0..254 are colours; 255 is left for "unchanged" (transparent) pixels.
    static constexpr int size = 256;
    static constexpr std::uint8_t transparentIndex = 255;

    /// A palette holding `keyColours` exactly (the first 64 at most), a ramp from `background` to
    /// `text`, each key colour blended with the background and with the text, and an even spread
    /// of the colour cube in what room is left.
    GifPalette(const std::vector<QRgb> &keyColours, QRgb background, QRgb text);

    /// The 256 entries as 0xRRGGBB (the transparent entry repeats the background).
    const std::array<QRgb, size> &colours() const { return m_colours; }
    /// How many entries hold colours (at most 255).
    int colourCount() const { return m_count; }

    /// The entry nearest to `rgb` (its alpha ignored): a key colour maps to itself.
    std::uint8_t indexOf(QRgb rgb)
    {
        rgb |= 0xff000000u;
        CacheEntry &entry = m_cache[(rgb * 2654435761u) >> (32 - cacheBits)];
        if (entry.rgb != rgb) {
            entry.rgb = rgb;
            entry.index = nearest(rgb);
        }
        return entry.index;
    }

private:
    static constexpr int cacheBits = 16;
    struct CacheEntry {
        /// Opaque colours only: zero marks an empty entry.
        QRgb rgb = 0;
        std::uint8_t index = 0;
    };

    /// Adds `rgb` unless an entry is within `minimumDistance` (squared) of it or the palette is
    /// full; true when it was added.
    bool add(QRgb rgb, int minimumDistance);
    std::uint8_t nearest(QRgb rgb) const;

    std::array<QRgb, size> m_colours{};
    int m_count = 0;
    std::vector<CacheEntry> m_cache;
};

} // namespace inflight
