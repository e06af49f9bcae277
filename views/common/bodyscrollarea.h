// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The scrolling body of a side panel (the lesson, practice): it scrolls up and down only, so it
// must never be narrower than what it holds, or the right of the body is cut off out of reach.

#include <QScrollArea>

namespace inflight {

/// A QScrollArea that scrolls vertically only, resizes its widget to its width, and asks for at
/// least the widget's minimum width (and the vertical scroll bar's). A plain QScrollArea asks for
/// a few pixels whatever its widget needs, so a dock holding it could be made narrower than the
/// body (the lesson's challenge form, 370 px), which then lay clipped on the right, its buttons
/// squeezed below the visible rows.
class BodyScrollArea : public QScrollArea {
    Q_OBJECT

public:
    explicit BodyScrollArea(QWidget *parent = nullptr);

    /// Asks for no more than `share` of the window's width, and scrolls sideways past it: a
    /// panel beside the stage at a large display scale, where the whole body would push the
    /// window past a 1280x720 screen (a field reachable by scrolling beats one off screen).
    void setWidestShareOfWindow(double share);

    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    double m_widestShare = 0; // 0: no limit, and never scrolls sideways
};

} // namespace inflight
