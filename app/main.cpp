// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCoreApplication>

#include <cstring>

namespace {

void nameApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("inflight"));
    QCoreApplication::setApplicationVersion(QStringLiteral(INFLIGHT_VERSION));
}

} // namespace

int main(int argc, char *argv[])
{
    const bool exporting = argc > 1 && std::strcmp(argv[1], "export") == 0;
    if (exporting) {
        // The export draws with Qt Widgets (QCustomPlot is a widget), so it needs a QApplication;
        // it never shows a window, and on a machine without a display it renders offscreen. Set
        // before the application exists: Qt reads the platform once, at construction.
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        nameApplication();
        return inflight::runCommandLine(QCoreApplication::arguments());
    }

    // No arguments: the desktop app. Every other command is headless and needs no display.
    if (argc == 1)
        return inflight::runDesktopApp(argc, argv);

    QCoreApplication app(argc, argv);
    nameApplication();
    return inflight::runCommandLine(QCoreApplication::arguments());
}
