// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The desktop's colour scheme, followed while the app runs (issue 26). Qt 6.4 has no
// colour-scheme hint, so the scheme is read from the palette: a palette someone else sets on the
// application (a platform theme, a test) is the desktop's; on a ThemeChange (the platform theme
// changed its palette, or GTK_THEME's theme) the desktop's palette is read back by setting an
// empty one for a moment, which Qt resolves to the platform theme's. The palettes the app itself
// sets go through setApplicationPalette and are not mistaken for the desktop's.

#include <QObject>
#include <QPalette>

namespace inflight {

class SystemScheme : public QObject {
    Q_OBJECT

public:
    explicit SystemScheme(QObject *parent = nullptr);
    ~SystemScheme() override;

    /// Sets the application's palette as the app's own choice.
    void setApplicationPalette(const QPalette &palette);

signals:
    /// The desktop's palette changed, and replaced the app's: systemLook() (theme.h) has the look
    /// it asks for, and the app sets its own palette again whichever look it shows.
    void changed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void noteDesktop(const QPalette &desktop);
    void readBackDesktopPalette();

    bool m_settingPalette = false;
    bool m_readPending = false;
};

} // namespace inflight
