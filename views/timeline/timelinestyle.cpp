// SPDX-License-Identifier: GPL-3.0-or-later
#include "timelinestyle.h"

#include "common/paint.h"

#include <algorithm>
#include <cmath>

namespace inflight {

void TimelineStyle::makeFonts()
{
    const double f = factor;
    labelFont = pixelFont(13 * f, false);
    labelBoldFont = pixelFont(13 * f, true);
    markFont = pixelFont(11.5 * f, false);
    markBoldFont = pixelFont(12 * f, true);
    axisFont = pixelFont(12 * f, false);
    legendFont = pixelFont(12 * f, false);
    effectBoldFont = pixelFont(13.5 * f, true);
    plateFont = pixelFont(14 * f, true);
    titleFont = pixelFont(20 * f, true);
    captionFont = pixelFont(12.5 * f, false);
}

void TimelineStyle::deriveColours()
{
    const Palette &p = palette;
    const bool dark = p.background.lightnessF() < 0.5;
    jobFill = mix(p.background, p.text, dark ? 0.30 : 0.17);
    jobEdge = mix(p.background, p.text, 0.55);
    stripe = withAlpha(p.text, dark ? 14 : 9);
    selection = withAlpha(p.visible, dark ? 80 : 48);
    separator = mix(p.background, p.text, 0.35);
    deadline = mix(p.background, p.text, 0.85);
    // The high-contrast palette's own red type reads at 7:1; the mix does not.
    alarmText = p.isHighContrast ? p.warningText : mix(QColor(Palette::red), p.text, 0.25);
    // Tol's green is dark; on a dark background the marks that use it need more light.
    effectMark = dark ? mix(p.effect, QColor(Qt::white), 0.25) : p.effect;
    deletedMark = dark ? mix(p.deleted, QColor(Qt::white), 0.3) : p.deleted;
}

QColor TimelineStyle::noteColour() const
{
    if (palette.isHighContrast)
        return palette.deadLetter;
    const QColor purple(Palette::purple);
    return palette.background.lightnessF() < 0.5 ? mix(purple, QColor(Qt::white), 0.3) : purple;
}

TimelineStyle TimelineStyle::fromTheme(const Theme &theme)
{
    TimelineStyle s;
    s.palette = theme.palette();
    s.factor = theme.factor();
    s.makeFonts();
    s.laneHeight = std::round(30 * s.factor);
    s.maxLaneHeight = std::round(100 * s.factor);
    s.deriveColours();
    return s;
}

TimelineStyle TimelineStyle::forPrint(QSize size)
{
    TimelineStyle s;
    s.palette = Palette::light();
    // Type and lines grow with the picture, so a 1920x1080 slide reads like the app in
    // presentation mode rather than like a thumbnail.
    s.factor = std::clamp(std::min(size.width() / 1280.0, size.height() / 720.0), 1.0, 3.0);
    s.print = true;
    s.makeFonts();
    s.laneHeight = std::round(30 * s.factor);
    s.maxLaneHeight = std::round(110 * s.factor);
    s.deriveColours();
    return s;
}

} // namespace inflight
