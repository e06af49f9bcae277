// SPDX-License-Identifier: GPL-3.0-or-later
#include "lifetime.h"

#include <QObject>

namespace inflight {

void disconnectChildrenFrom(QObject *owner)
{
    // For a lambda, the receiver is its context object: those connections are cut too.
    for (QObject *child : owner->findChildren<QObject *>())
        QObject::disconnect(child, nullptr, owner, nullptr);
}

} // namespace inflight
