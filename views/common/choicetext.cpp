// SPDX-License-Identifier: GPL-3.0-or-later
#include "choicetext.h"

#include <QAbstractButton>
#include <QButtonGroup>
#include <QLabel>

namespace inflight {

bool pickChoiceByItsText(QObject *watched, const QEvent *event, const std::vector<QLabel *> &labels,
                         QButtonGroup *choices)
{
    // As clicking a radio button's own text would.
    if (event->type() != QEvent::MouseButtonRelease)
        return false;
    for (std::size_t i = 0; i < labels.size(); ++i) {
        if (watched != labels[i])
            continue;
        if (QAbstractButton *button = choices->button(static_cast<int>(i));
            button && button->isEnabled())
            button->setChecked(true);
        return true;
    }
    return false;
}

} // namespace inflight
