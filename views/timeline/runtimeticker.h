// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eventlog.h"

#include <qcustomplot.h>

namespace inflight {

/// Time axis ticks in the unit a person reads at that zoom: seconds, "12:30" minutes, or
/// "25:00" hours (a 25-hour heartbeat run labelled 90000 s helps nobody).
class RunTimeTicker : public QCPAxisTicker {
public:
    enum class Unit { Seconds, Minutes, Hours };
    void setUnit(Unit unit) { m_unit = unit; }
    Unit unit() const { return m_unit; }
    static Unit unitFor(double rangeSeconds);
    /// The axis label for a unit: "time (s)", "time (min:s)", "time (h:min)".
    static QString axisLabel(Unit unit);
    /// Gives `axis` a ticker whose unit, and the axis label, follow the zoom: set with the range,
    /// before the replot lays the axis out.
    static void install(QCPAxis *axis);
    /// A time as the axis writes it in `unit`: "12:30" in minutes or hours; in seconds, the
    /// seconds ("75", "2.5").
    static QString clockText(Unit unit, double seconds);
    /// A span of the run as a caption writes it, in the unit of a view `rangeSeconds` wide:
    /// "t=10–75 s", "t=2:30–14:10", "t=0:00–24:50".
    static QString spanText(double rangeSeconds, TimeMs from, TimeMs to);

protected:
    double getTickStep(const QCPRange &range) override;
    QString getTickLabel(double tick, const QLocale &locale, QChar formatChar,
                         int precision) override;

private:
    Unit m_unit = Unit::Seconds;
};

} // namespace inflight
