// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A table whose current cell follows something else (the playhead) without pulling a screen
// reader along: QTableView tells assistive technology "focus moved to this cell" whenever its
// current index changes, focused or not, visible or not. The event table moves its current
// index on every step so that the arrow keys go on from the playhead; a screen reader then said
// "45.000", a cell of a table tabbed out of sight, instead of staying where the user was. This
// table tells it only while it has the keyboard focus, when the move is the user's own; and,
// while hidden (its dock behind another's tab), it tells nothing of the rows that change under
// it on every step.

#include <QTableView>

namespace inflight {

class QuietTableView : public QTableView {
    Q_OBJECT

public:
    using QTableView::QTableView;

protected:
    void currentChanged(const QModelIndex &current, const QModelIndex &previous) override;
    void dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                     const QList<int> &roles = QList<int>()) override;
};

} // namespace inflight
