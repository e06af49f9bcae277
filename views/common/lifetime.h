// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QObject;

namespace inflight {

/// Cuts every connection from `owner`'s children (and theirs) to `owner`. Called first in the
/// destructor of a widget whose children emit while they die (an undo stack's cleanChanged, a
/// header's sectionResized as it hides): ~QObject deletes the children only after the owner's
/// own destructor has run, and a slot called then would run on a half-destroyed object.
void disconnectChildrenFrom(QObject *owner);

} // namespace inflight
