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

} // namespace inflight
