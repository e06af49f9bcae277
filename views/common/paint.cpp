// SPDX-License-Identifier: GPL-3.0-or-later
#include "paint.h"

#include <QGuiApplication>

#include <algorithm>
#include <cmath>

namespace inflight {

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

QColor withAlpha(QColor colour, int alpha)
{
    colour.setAlpha(alpha);
    return colour;
}

QColor textOn(const QColor &fill)
{
    const double luminance = 0.299 * fill.redF() + 0.587 * fill.greenF() + 0.114 * fill.blueF();
    return luminance > 0.55 ? QColor(0x1b1d21) : QColor(Qt::white);
}

QFont pixelFont(double pixels, bool bold)
{
    QFont font = QGuiApplication::font();
    font.setPixelSize(std::max(6, static_cast<int>(std::lround(pixels))));
    font.setBold(bold);
    return font;
}

} // namespace inflight
