// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A question's choices drawn as a radio button and a label beside it (the label wraps, which a
// radio button's own text does not): clicking the label picks the choice.

#include <QEvent>

#include <vector>

class QButtonGroup;
class QLabel;
class QObject;

namespace inflight {

/// For an event filter on the choice labels: picks choice i of `choices` when its label
/// `labels[i]` is clicked. True when `event` was such a click (the filter should stop it).
bool pickChoiceByItsText(QObject *watched, const QEvent *event, const std::vector<QLabel *> &labels,
                         QButtonGroup *choices);

} // namespace inflight
