// SPDX-License-Identifier: GPL-3.0-or-later
#include "timeoutexplorerstyle.h"

#include "theme.h"

#include <QPainter>
#include <QPixmap>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace inflight {

/// A texture of diagonal lines on a fill: "outlasted the loan" must not rely on red alone.
QBrush hatchBrush(const QColor &fill, const QColor &line, double factor)
{
    const int size = std::max(6, static_cast<int>(std::lround(8 * factor)));
    QPixmap pixmap(size, size);
    pixmap.fill(fill);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(line, std::max(1.0, 1.6 * factor)));
    // The line x + y = size, and its neighbours' ends in the corners, so tiles join up.
    painter.drawLine(QPointF(0, size), QPointF(size, 0));
    painter.drawLine(QPointF(-1, 1), QPointF(1, -1));
    painter.drawLine(QPointF(size - 1, size + 1), QPointF(size + 1, size - 1));
    return QBrush(pixmap);
}

void styleAxis(QCPAxis *axis, const Theme &theme)
{
    const Palette &p = theme.palette();
    const QPen line(p.mutedText, theme.lineWidth(1));
    axis->setBasePen(line);
    axis->setTickPen(line);
    axis->setSubTicks(false);
    axis->setTickLengthIn(0);
    axis->setTickLengthOut(theme.px(4));
    axis->setTickLabelColor(p.text);
    axis->setLabelColor(p.text);
    axis->setTickLabelFont(theme.font(9));
    axis->setLabelFont(theme.font(9.5));
    axis->setTickLabelPadding(theme.px(3));
    axis->setLabelPadding(theme.px(4));
    axis->grid()->setPen(QPen(p.grid, theme.lineWidth(1)));
    axis->grid()->setZeroLinePen(Qt::NoPen);
    axis->grid()->setSubGridVisible(false);
}

void stylePlot(QCustomPlot *plot, const Theme &theme)
{
    const Palette &p = theme.palette();
    plot->setBackground(p.background);
    for (QCPAxis *axis : plot->axisRect()->axes())
        styleAxis(axis, theme);
    plot->legend->setBrush(Qt::NoBrush);
    plot->legend->setBorderPen(Qt::NoPen);
    plot->legend->setTextColor(p.text);
    plot->legend->setFont(theme.font(9));
    plot->legend->setIconSize(theme.px(26), theme.px(18));
    plot->legend->setIconTextPadding(theme.px(5));
    plot->legend->setColumnSpacing(theme.px(14));
    plot->legend->setRowSpacing(theme.px(2));
    plot->legend->setMargins(QMargins(theme.px(6), theme.px(2), theme.px(6), theme.px(4)));
}

/// Moves the legend out of the chart into a row below it, so it never covers a bar or a point.
void legendBelow(QCustomPlot *plot)
{
    plot->legend->setVisible(true);
    plot->axisRect()->insetLayout()->take(plot->legend);
    plot->plotLayout()->addElement(1, 0, plot->legend);
    plot->plotLayout()->setRowStretchFactor(1, 0.001);
    plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
}

/// Whole-number ticks for a count axis.
void countTicks(QCPAxis *axis)
{
    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setTickStep(1);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    axis->setTicker(ticker);
}

} // namespace inflight
