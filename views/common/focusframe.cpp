// SPDX-License-Identifier: GPL-3.0-or-later
#include "focusframe.h"

#include <QEvent>
#include <QPainter>

namespace inflight {

FocusFrame::FocusFrame(QWidget *target) : QWidget(target), m_target(target)
{
    setObjectName(QStringLiteral("focusFrame"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    setGeometry(target->rect());
    setVisible(target->hasFocus());
    target->installEventFilter(this);
}

bool FocusFrame::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_target) {
        switch (event->type()) {
        case QEvent::Resize:
            setGeometry(m_target->rect());
            break;
        case QEvent::FocusIn:
            setGeometry(m_target->rect());
            raise();
            show();
            break;
        case QEvent::FocusOut:
            hide();
            break;
        default:
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void FocusFrame::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    constexpr int width = 2;
    QPen pen(palette().color(QPalette::Highlight), width);
    pen.setJoinStyle(Qt::MiterJoin);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    // Inside the edges: the frame must not be clipped by the target's own rectangle.
    painter.drawRect(QRectF(rect()).adjusted(width / 2.0, width / 2.0, -width / 2.0, -width / 2.0));
}

} // namespace inflight
