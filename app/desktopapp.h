// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The desktop app around the main window: starting it (`inflight` with no arguments, or with a
// file to open) and the application-wide look it starts with. The desktop's own palette is read
// once at start-up, before the Fusion style replaces it, so that the "system" theme can follow
// it (views/theme.h).

namespace inflight {

/// Starts the desktop app: `inflight` with no arguments, or `inflight FILE`.
int runDesktopApp(int &argc, char **argv);

} // namespace inflight
