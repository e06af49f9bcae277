// SPDX-License-Identifier: GPL-3.0-or-later
#include "systemscheme.h"

#include "theme.h"

#include <QApplication>
#include <QEvent>
#include <QTimer>

namespace inflight {

SystemScheme::SystemScheme(QObject *parent) : QObject(parent)
{
    qApp->installEventFilter(this);
}

SystemScheme::~SystemScheme()
{
    qApp->removeEventFilter(this);
}

void SystemScheme::setApplicationPalette(const QPalette &palette)
{
    m_settingPalette = true;
    QApplication::setPalette(palette);
    m_settingPalette = false;
}

bool SystemScheme::eventFilter(QObject *watched, QEvent *event)
{
    if (m_settingPalette)
        return false;
    if (watched == qApp && event->type() == QEvent::ApplicationPaletteChange) {
        // Taken now, followed once the change has reached every widget.
        const QPalette desktop = QApplication::palette();
        QTimer::singleShot(0, this, [this, desktop] { noteDesktop(desktop); });
    } else if (event->type() == QEvent::ThemeChange && watched->isWindowType() && !m_readPending) {
        // Every window hears of it: read the desktop's palette once, after the last of them.
        m_readPending = true;
        QTimer::singleShot(0, this, &SystemScheme::readBackDesktopPalette);
    }
    return false;
}

void SystemScheme::readBackDesktopPalette()
{
    m_readPending = false;
    const QPalette ours = QApplication::palette();
    m_settingPalette = true;
    // A palette with no roles of its own resolves to the platform theme's.
    QApplication::setPalette(QPalette());
    const QPalette desktop = QApplication::palette();
    QApplication::setPalette(ours);
    m_settingPalette = false;
    noteDesktop(desktop);
}

void SystemScheme::noteDesktop(const QPalette &desktop)
{
    noteSystemPalette(desktop);
    emit changed();
}

} // namespace inflight
