// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("inflight"));
    QCoreApplication::setApplicationVersion(QStringLiteral(INFLIGHT_VERSION));
    return inflight::runCommandLine(QCoreApplication::arguments());
}
