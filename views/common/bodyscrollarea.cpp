// SPDX-License-Identifier: GPL-3.0-or-later
#include "bodyscrollarea.h"

#include <QEvent>
#include <QScrollBar>

#include <algorithm>

namespace inflight {

BodyScrollArea::BodyScrollArea(QWidget *parent) : QScrollArea(parent)
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

void BodyScrollArea::setWidestShareOfWindow(double share)
{
    m_widestShare = share;
    setHorizontalScrollBarPolicy(share > 0 ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
    updateGeometry();
}

QSize BodyScrollArea::minimumSizeHint() const
{
    QSize hint = QScrollArea::minimumSizeHint();
    if (const QWidget *body = widget()) {
        // The scroll bar's room is kept even while it is hidden: it comes with a longer body,
        // and the panel must not need to widen then.
        const int needed = body->minimumSizeHint().width() + 2 * frameWidth() +
                           verticalScrollBar()->sizeHint().width();
        hint.setWidth(std::max(hint.width(), needed));
        if (m_widestShare > 0 && window()->width() > 0)
            hint.setWidth(
                std::min(hint.width(), static_cast<int>(window()->width() * m_widestShare)));
    }
    return hint;
}

bool BodyScrollArea::eventFilter(QObject *watched, QEvent *event)
{
    // The body's layout changed (a question or the challenge form shown): its minimum width may
    // have, so the panel's layout asks again. QScrollArea filters its widget's events already.
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        updateGeometry();
    return QScrollArea::eventFilter(watched, event);
}

} // namespace inflight
