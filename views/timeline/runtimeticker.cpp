// SPDX-License-Identifier: GPL-3.0-or-later
#include "runtimeticker.h"

#include "common/format.h"
#include "timelinetext.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iterator>

namespace inflight {

RunTimeTicker::Unit RunTimeTicker::unitFor(double rangeSeconds)
{
    return rangeSeconds >= 5 * 3600  ? Unit::Hours
           : rangeSeconds >= 15 * 60 ? Unit::Minutes
                                     : Unit::Seconds;
}

QString RunTimeTicker::axisLabel(Unit unit)
{
    switch (unit) {
    case Unit::Seconds:
        return TimelineText::tr("time (s)");
    case Unit::Minutes:
        return TimelineText::tr("time (min:s)");
    case Unit::Hours:
        return TimelineText::tr("time (h:min)");
    }
    return {};
}

void RunTimeTicker::install(QCPAxis *axis)
{
    auto ticker = QSharedPointer<RunTimeTicker>::create();
    axis->setTicker(ticker);
    QObject::connect(axis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), axis->parentPlot(),
                     [axis, ticker](const QCPRange &range) {
                         const auto unit = RunTimeTicker::unitFor(range.size());
                         if (unit == ticker->unit())
                             return;
                         ticker->setUnit(unit);
                         axis->setLabel(axisLabel(unit));
                     });
}

double RunTimeTicker::getTickStep(const QCPRange &range)
{
    if (m_unit == Unit::Seconds)
        return QCPAxisTicker::getTickStep(range);
    // Round steps of the unit: minutes and their halves, or hours and quarter days.
    static const double minuteSteps[] = {30, 60, 120, 300, 600, 900, 1800, 3600};
    static const double hourSteps[] = {1800,      3600,  7200,      3 * 3600, 6 * 3600,
                                       12 * 3600, 86400, 2 * 86400, 7 * 86400};
    const double wanted = range.size() / std::max(1, tickCount());
    const double *first = m_unit == Unit::Minutes ? std::begin(minuteSteps) : std::begin(hourSteps);
    const double *last = m_unit == Unit::Minutes ? std::end(minuteSteps) : std::end(hourSteps);
    // Beyond the longest step, whole multiples of it: a window of years (a damaged session, a
    // hostile --to) still gets a handful of ticks, not millions of labels.
    if (wanted > *(last - 1))
        return std::ceil(wanted / *(last - 1)) * *(last - 1);
    const double *best = first;
    for (const double *step = first; step != last; ++step) {
        if (std::fabs(std::log(*step / wanted)) < std::fabs(std::log(*best / wanted)))
            best = step;
    }
    return *best;
}

QString RunTimeTicker::getTickLabel(double tick, const QLocale &locale, QChar formatChar,
                                    int precision)
{
    if (m_unit == Unit::Seconds)
        return QCPAxisTicker::getTickLabel(tick, locale, formatChar, precision);
    return clockText(m_unit, tick);
}

QString RunTimeTicker::clockText(Unit unit, double seconds)
{
    if (unit == Unit::Seconds)
        return secondsText(static_cast<TimeMs>(std::llround(seconds * 1000)));
    const auto total = static_cast<long long>(std::llround(seconds));
    const QString sign = total < 0 ? QStringLiteral("−") : QString();
    const long long t = std::llabs(total);
    const long long big = unit == Unit::Minutes ? t / 60 : t / 3600;
    const long long small = unit == Unit::Minutes ? t % 60 : (t % 3600) / 60;
    return QStringLiteral("%1%2:%3").arg(sign).arg(big).arg(small, 2, 10, QLatin1Char('0'));
}

QString RunTimeTicker::spanText(double rangeSeconds, TimeMs from, TimeMs to)
{
    const Unit unit = unitFor(rangeSeconds);
    const QString text =
        QStringLiteral("t=%1–%2").arg(clockText(unit, static_cast<double>(from) / 1000.0),
                                      clockText(unit, static_cast<double>(to) / 1000.0));
    return unit == Unit::Seconds ? text + QStringLiteral(" s") : text;
}

} // namespace inflight
