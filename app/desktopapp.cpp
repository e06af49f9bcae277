// SPDX-License-Identifier: GPL-3.0-or-later
#include "desktopapp.h"

#include "language.h"
#include "mainwindow.h"
#include "sessionlibrary.h"
#include "settingskeys.h"
#include "theme.h"

#include <QApplication>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>

namespace inflight {

int runDesktopApp(int &argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("inflight"));
    QApplication::setOrganizationName(QStringLiteral("Inflight"));
    QApplication::setApplicationDisplayName(QStringLiteral("Inflight"));
    QApplication::setApplicationVersion(QStringLiteral(INFLIGHT_VERSION));
    // The installed launcher's id (packaging/): the desktop groups the window under its icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.inflight.Inflight"));
    // Before any window exists: every widget takes its words when it is built.
    installInterfaceLanguage(startupInterfaceLanguage());
    noteSystemPalette(QApplication::palette());
    // Fusion draws the same on every desktop and takes a dark palette well.
    QApplication::setStyle(createApplicationStyle());
    SessionLibrary library(SessionLibrary::defaultPath());
    MainWindow window(&library);
    window.openDefaultScenario();
    if (!library.error().isEmpty())
        window.statusBar()->showMessage(
            QApplication::translate("inflight::MainWindow",
                                    "The library of recent sessions is not in use "
                                    "this time: %1")
                .arg(library.error()));
    // Once the window is on screen: `inflight FILE` (a session or a scenario, as from a file
    // manager), then unsaved work a crash left behind. A problem with either is told over the
    // window, not before it.
    const QStringList arguments = QApplication::arguments();
    QTimer::singleShot(0, &window, [&window, arguments] {
        if (arguments.size() >= 2)
            window.openFile(arguments.at(1));
        window.offerRecovery();
    });
    // First start: fill a small screen (a projector at 1280x720), take a comfortable size on a big
    // one. Later starts restore the saved geometry.
    if (!QSettings().contains(settingskeys::windowGeometry)) {
        const QRect screen = window.screen()->availableGeometry();
        if (screen.width() <= 1600 || screen.height() <= 900) {
            // Without a window manager maximising does nothing: take the screen's size first.
            window.setGeometry(screen);
            window.showMaximized();
            return app.exec();
        }
        window.resize(1600, 960);
    }
    window.show();
    return app.exec();
}

} // namespace inflight
