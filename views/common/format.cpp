// SPDX-License-Identifier: GPL-3.0-or-later
#include "format.h"

#include "api.h"

namespace inflight {

QString handleText(MessageNumber message, std::uint32_t receipt)
{
    return QString::fromStdString(ReceiptHandle{message, receipt}.toString());
}

QString secondsText(TimeMs time)
{
    return QString::fromStdString(formatSeconds(time));
}

QString fixedSecondsText(TimeMs time)
{
    return QString::number(static_cast<double>(time) / 1000.0, 'f', 3);
}

QString ordinal(std::uint32_t n)
{
    const std::uint32_t tens = n % 100;
    const std::uint32_t units = n % 10;
    const char *suffix = tens >= 11 && tens <= 13 ? "th"
                         : units == 1             ? "st"
                         : units == 2             ? "nd"
                         : units == 3             ? "rd"
                                                  : "th";
    return QString::number(n) + QLatin1String(suffix);
}

} // namespace inflight
