// SPDX-License-Identifier: GPL-3.0-or-later
#include "scrubbaraccessible.h"

#include "common/format.h"
#include "playback.h"
#include "transportbar.h"

#include <algorithm>
#include <cmath>

namespace inflight {

ScrubBarAccessible::ScrubBarAccessible(ScrubBar *bar) : QAccessibleWidget(bar, QAccessible::Slider)
{
}

Playback *ScrubBarAccessible::playback() const
{
    return static_cast<const ScrubBar *>(widget())->playback();
}

void *ScrubBarAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::ValueInterface)
        return static_cast<QAccessibleValueInterface *>(this);
    return QAccessibleWidget::interface_cast(type);
}

QString ScrubBarAccessible::valueText(const Playback &playback)
{
    return tr("t = %1 s of %2 s")
        .arg(secondsText(playback.time()), secondsText(playback.endTime()));
}

QString ScrubBarAccessible::text(QAccessible::Text t) const
{
    switch (t) {
    case QAccessible::Name: {
        const QString set = widget()->accessibleName();
        return set.isEmpty() ? tr("Playhead") : set;
    }
    case QAccessible::Value:
        return playback() ? valueText(*playback()) : QString();
    case QAccessible::Description:
        // AT-SPI 2 has no value text before at-spi2-core 2.46: the description says it too.
        return playback()
                   ? QStringLiteral("%1. %2").arg(valueText(*playback()), widget()->toolTip())
                   : widget()->toolTip();
    default:
        return QAccessibleWidget::text(t);
    }
}

QVariant ScrubBarAccessible::currentValue() const
{
    return playback() ? static_cast<double>(playback()->time()) / 1000.0 : 0.0;
}

void ScrubBarAccessible::setCurrentValue(const QVariant &value)
{
    if (Playback *p = playback()) {
        p->pause();
        p->seek(std::clamp<TimeMs>(std::llround(value.toDouble() * 1000.0), 0, p->endTime()));
    }
}

QVariant ScrubBarAccessible::maximumValue() const
{
    return playback() ? static_cast<double>(playback()->endTime()) / 1000.0 : 0.0;
}

QVariant ScrubBarAccessible::minimumValue() const
{
    return 0.0;
}

QVariant ScrubBarAccessible::minimumStepSize() const
{
    return playback() ? static_cast<double>(playback()->frameMs()) / 1000.0 : 0.0;
}

} // namespace inflight
