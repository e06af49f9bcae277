// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// View > Compare with...: the file a run is compared with, read as a scenario or as a session.
// Apart from session.h because it reads session files (sessionfile.h), which session.h's plain
// data must not depend on.

#include "session.h"

#include <QString>

#include <optional>

namespace inflight {

/// A scenario or session file as the run to compare with (SessionComparison::Kind::File): its
/// text, or its session's source and applied edits. On a problem returns nothing and sets
/// `error` (file:line:column for a scenario).
std::optional<SessionComparison> loadComparedFile(const QString &path, QString *error);

} // namespace inflight
