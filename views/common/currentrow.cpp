// SPDX-License-Identifier: GPL-3.0-or-later
#include "currentrow.h"

#include "theme.h"

#include <QColor>
#include <QFont>

namespace inflight {

QVariant currentRowStyle(int role, bool current)
{
    if (!current)
        return {};
    switch (role) {
    case Qt::BackgroundRole: {
        QColor colour(Palette::yellow);
        colour.setAlpha(Theme::instance().dark() ? 110 : 90);
        return colour;
    }
    case Qt::FontRole:
        return Theme::instance().font(10, true);
    default:
        return {};
    }
}

} // namespace inflight
