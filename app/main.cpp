// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"
#include "desktopapp.h"
#include "language.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <QHashFunctions>
#include <QLocale>
#include <QStringList>

#include <cstring>

namespace {

/// Names the application and speaks the system's language (LANGUAGE, LANG): the command line
/// has no setting of its own (`export --lang` changes it for one export).
void startCommandLine()
{
    QCoreApplication::setApplicationName(QStringLiteral("inflight"));
    QCoreApplication::setApplicationVersion(QStringLiteral(INFLIGHT_VERSION));
    inflight::installInterfaceLanguage(
        inflight::chooseInterfaceLanguage(QString(), QLocale::system().uiLanguages()));
}

QtMessageHandler qtHandler = nullptr;

/// A headless export needs Qt's GUI platform, whose start-up warns about the desktop session it
/// does not have (no XDG_RUNTIME_DIR on a server or in CI; the offscreen platform's missing
/// window-size hints). Those lines say nothing about the export, so the terminal shows only what
/// Inflight says; every other message of Qt's passes on.
void leaveOutDesktopSessionNoise(QtMsgType type, const QMessageLogContext &context,
                                 const QString &message)
{
    const bool noise =
        type == QtWarningMsg &&
        (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")) ||
         message == QLatin1String("This plugin does not support propagateSizeHints()"));
    if (!noise)
        qtHandler(type, context, message);
}

} // namespace

int main(int argc, char *argv[])
{
    // A practice quiz printed to PDF draws timelines too.
    const auto printsQuiz = [&] {
        for (int i = 2; i < argc; ++i) {
            if (std::strncmp(argv[i], "--handout", 9) == 0 ||
                std::strncmp(argv[i], "--answer-key", 12) == 0)
                return true;
        }
        return false;
    };
    const bool quiz = argc > 1 && std::strcmp(argv[1], "practice") == 0 && printsQuiz();
    const bool exporting = quiz || (argc > 1 && std::strcmp(argv[1], "export") == 0);
    // The same quiz or handout, the same bytes: Qt's PDF writer embeds its fonts in the order of
    // a QHash, which a random seed would change from run to run. Set before anything hashes, as
    // Qt asks; a command that reads no input from the network has nothing to fear from a known
    // seed.
    if (exporting)
        QHashSeed::setDeterministicGlobalSeed();
    if (exporting) {
        // The export draws with Qt Widgets (QCustomPlot is a widget), so it needs a QApplication;
        // it never shows a window, and on a machine without a display it renders offscreen. Set
        // before the application exists: Qt reads the platform once, at construction.
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        qtHandler = qInstallMessageHandler(leaveOutDesktopSessionNoise);
        // QGuiApplication takes "-session ID" (X11 session management) out of argv: read the
        // arguments first, so that `export --session FILE` reaches the command.
        QStringList arguments;
        for (int i = 0; i < argc; ++i)
            arguments << QString::fromLocal8Bit(argv[i]);
        QApplication app(argc, argv);
        startCommandLine();
        return inflight::runCommandLine(arguments);
    }

    // No arguments, or a file to open (a session or a scenario, as a file manager passes it):
    // the desktop app. Every other command is headless and needs no display.
    const auto isDocument = [](const QString &path) {
        return QFileInfo(path).isFile() &&
               (path.endsWith(QLatin1String(".inflight")) || path.endsWith(QLatin1String(".json")));
    };
    if (argc == 1 || (argc == 2 && isDocument(QString::fromLocal8Bit(argv[1]))))
        return inflight::runDesktopApp(argc, argv);

    QCoreApplication app(argc, argv);
    startCommandLine();
    return inflight::runCommandLine(QCoreApplication::arguments());
}
