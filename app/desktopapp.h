// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The desktop app around the main window: starting it (`inflight` with no arguments, or with a
// file to open) and the application-wide look it starts with. The desktop's own palette is read
// once at start-up, before the Fusion style replaces it, so that the "system" theme can follow
// it; the window then applies the widget palette of the light or dark theme to the whole
// application.

#include <QPalette>

namespace inflight {

/// Starts the desktop app: `inflight` with no arguments, or `inflight FILE`.
int runDesktopApp(int &argc, char **argv);

/// Whether the desktop's own palette was dark when the app started (false when the app was not
/// started by runDesktopApp, as in the widget tests).
bool systemIsDark();

/// The widgets' palette for Inflight's light or dark theme.
QPalette widgetPalette(bool dark);

} // namespace inflight
