// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A keyboard-focus frame for widgets that paint every pixel themselves (the timeline's plot, the
// stage): the style draws none on them, so a keyboard user could not see where the keys go.

#include <QWidget>

namespace inflight {

/// Drawn over `target` while it has the keyboard focus: a two-pixel frame inside its edges in the
/// palette's highlight colour, the colour Fusion's own focus frames use, so that it follows the
/// theme (light, dark). A child of the target; mouse events pass through it.
class FocusFrame : public QWidget {
    Q_OBJECT

public:
    explicit FocusFrame(QWidget *target);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    QWidget *m_target;
};

} // namespace inflight
