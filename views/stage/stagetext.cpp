// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagetext.h"

#include "common/format.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QTextLayout>

namespace inflight {

QString stageTimeText(TimeMs time)
{
    return QStringLiteral("t=") + secondsText((time + 50) / 100 * 100);
}

QStringList wrapLines(const QString &text, const QFont &font, double width, int maxLines)
{
    QStringList lines;
    if (text.isEmpty() || width <= 0)
        return lines;
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        if (lines.size() + 1 == maxLines) {
            lines << QFontMetricsF(font).elidedText(text.mid(line.textStart()), Qt::ElideRight,
                                                    width);
            break;
        }
        lines << text.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines;
}

} // namespace inflight
