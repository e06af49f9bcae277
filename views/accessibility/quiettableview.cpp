// SPDX-License-Identifier: GPL-3.0-or-later
#include "quiettableview.h"

namespace inflight {

void QuietTableView::currentChanged(const QModelIndex &current, const QModelIndex &previous)
{
    if (hasFocus()) {
        QTableView::currentChanged(current, previous);
        return;
    }
    // QTableView's own override only adds the focus event; the view's bookkeeping is here.
    QAbstractItemView::currentChanged(current, previous);
}

void QuietTableView::dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                                 const QList<int> &roles)
{
    // QAbstractItemView sends a "table changed" accessibility event for every change, shown or
    // not; hidden, it would only repaint (nothing to repaint) and refresh open editors, which a
    // read-only table has none of. Shown again, the table is painted whole.
    if (!isVisible() && editTriggers() == QAbstractItemView::NoEditTriggers)
        return;
    QTableView::dataChanged(topLeft, bottomRight, roles);
}

} // namespace inflight
