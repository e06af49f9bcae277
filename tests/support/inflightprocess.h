// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs the `inflight` binary as a user would from a shell, for the tests of its commands.
// Header-only: the including target defines INFLIGHT_BINARY, the path of the built program.

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace inflight {

/// What a run of the program answered.
struct CommandResult {
    int status = -1;
    QString out;
    QString err;
};

enum class CommandDisplay {
    /// The test's own environment (offscreen under CTest).
    Inherited,
    /// No QT_QPA_PLATFORM, no display and no desktop session (XDG_RUNTIME_DIR), as on a server
    /// or in CI: the command must choose the offscreen platform itself.
    None,
};

inline CommandResult runInflight(const QStringList &arguments, const QByteArray &input = {},
                                 CommandDisplay display = CommandDisplay::Inherited)
{
    QProcess process;
    if (display == CommandDisplay::None) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
        environment.remove(QStringLiteral("DISPLAY"));
        environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
        environment.remove(QStringLiteral("XDG_RUNTIME_DIR"));
        process.setProcessEnvironment(environment);
    }
    process.start(QStringLiteral(INFLIGHT_BINARY), arguments);
    process.write(input);
    process.closeWriteChannel();
    process.waitForFinished(120000);
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

} // namespace inflight
