// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The main window with the keyboard alone: single-key shortcuts that give way to the focused
// control, docks whose hidden tabs Tab skips, a key for every panel, and mnemonics for menu items
// whose text is not a translated sentence. docs/keyboard.md lists the keys.

#include <QObject>
#include <QString>

class QDockWidget;
class QKeyEvent;
class QWidget;

namespace inflight {

/// The window's single-key shortcuts (Space, Left/Right, Home/End) give way to the focused
/// control that uses the key itself: Space presses a focused button or check box, Left/Right and
/// Home/End move in a focused tab bar, slider, spin box, combo box, text field or list. Installed
/// on the application (a floating dock is a window of its own), for the widgets of `window`.
class FocusedControlKeys : public QObject {
    Q_OBJECT

public:
    explicit FocusedControlKeys(QWidget *window);

    /// Whether the `focus` widget uses `key` itself, so that a shortcut must not take it.
    static bool claims(const QWidget *focus, const QKeyEvent &key);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
};

/// Hides the dock's contents while the dock is behind another dock's tab, and shows them when
/// its tab comes to the front. Qt only moves such a dock off the window, so without this Tab
/// walks its controls (nothing changes on screen) and screen readers read them.
void hideContentsBehindTabs(QDockWidget *dock);

/// Shows the dock, brings its tab to the front and gives the keyboard focus to its first control
/// (or to its contents when they have none).
void goToPanel(QDockWidget *dock);

/// `text` with '&' escaped and a mnemonic on its first letter that is not yet in `used` (which
/// gets it), for menu items named by data rather than by a sentence (languages, files).
QString withFreeMnemonic(const QString &text, QString *used);

} // namespace inflight
