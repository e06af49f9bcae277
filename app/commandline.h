// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace inflight {

/// Runs the command line: `inflight COMMAND ...`. Returns the process exit status.
int runCommandLine(const QStringList &arguments);

} // namespace inflight
