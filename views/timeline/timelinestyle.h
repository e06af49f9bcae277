// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "theme.h"

#include <QColor>
#include <QFont>
#include <QSize>

namespace inflight {

/// Colours, type and sizes of one rendering: from the Theme for the widget, light and fixed for
/// print. Fonts have pixel sizes, so that PNG, SVG and PDF (whose resolutions differ) agree.
struct TimelineStyle {
    Palette palette = Palette::light();
    double factor = 1;
    bool print = false;

    QFont labelFont;
    QFont labelBoldFont;
    QFont markFont;
    QFont markBoldFont;
    QFont effectBoldFont;
    QFont plateFont;
    QFont axisFont;
    QFont legendFont;
    QFont titleFont;
    QFont captionFont;

    /// Lane height in pixels: the smallest the widget uses before scrolling, and the largest
    /// lanes grow to when there is room.
    double laneHeight = 30;
    double maxLaneHeight = 72;

    QColor jobFill;
    QColor jobEdge;
    QColor stripe;
    QColor selection;
    QColor separator;
    QColor deadline;
    /// Red text that reads on the background (stale, crash, duplicate labels).
    QColor alarmText;
    QColor effectMark;
    QColor deletedMark;

    double px(double logical) const { return logical * factor; }

    /// The fonts again, for the current factor (the legend shrinks its type to fit).
    void makeFonts();
    /// The notes' colour: Tol's purple. On a dark background it is lifted a little, so the pins
    /// and edges read.
    QColor noteColour() const;

    static TimelineStyle fromTheme(const Theme &theme);
    /// Light background, for paper and slides; type scaled to the picture's size.
    static TimelineStyle forPrint(QSize size = QSize(1600, 900));

private:
    void deriveColours();
};

} // namespace inflight
