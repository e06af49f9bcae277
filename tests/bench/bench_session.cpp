// SPDX-License-Identifier: GPL-3.0-or-later
// Saving and opening a session with 200 what-if edits and 500 notes: the file alone (save, open)
// and the whole open in a window (read, rebuild the undo history, one run, put back the playhead,
// notes and zoom). Prints medians; goal under 50 ms each.
//
// Run: ./build/tests/bench/bench_session [repeats] [folder]   (offscreen unless QT_QPA_PLATFORM
// is set; the folder should be on the disk sessions are saved to, since a save waits for fsync)

#include "mainwindow.h"
#include "sessioncontroller.h"
#include "sessionfile.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace inflight;

namespace {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

double worst(const std::vector<double> &values)
{
    return *std::max_element(values.begin(), values.end());
}

Session largeSession()
{
    QFile file(QStringLiteral(INFLIGHT_SCENARIOS "/double-charged-order.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the scenario");
    Session s;
    s.scenarioText = file.readAll();
    s.scenarioPath = file.fileName();
    // Edits a class makes: the timeout and the heartbeat, back and forth.
    for (int i = 0; i < 200; ++i)
        s.edits.push_back(i % 2 ? WhatIfEdit{WhatIf::VisibilityTimeout, 30.0 + i}
                                : WhatIfEdit{WhatIf::HeartbeatInterval, double(5 + i % 20)});
    s.editsApplied = 200;
    for (int i = 0; i < 500; ++i)
        s.annotations.push_back(
            {i % 3 == 0 ? Annotation::Anchor::Message : Annotation::Anchor::Time, i * 200, 0,
             i % 3 == 0 ? MessageNumber(1) : noMessage,
             QStringLiteral("Note %1: what the class should see here").arg(i)});
    s.playheadMs = 45'000;
    return s;
}

} // namespace

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int repeats = argc > 1 ? std::max(3, std::atoi(argv[1])) : 31;
    QTemporaryDir temporary;
    const QString folder = argc > 2 ? QString::fromLocal8Bit(argv[2]) : temporary.path();
    const QString path = QDir(folder).filePath(QStringLiteral("bench.inflight"));

    const Session session = largeSession();
    std::vector<double> saves;
    std::vector<double> opens;
    std::vector<double> windowOpens;
    MainWindow window;
    window.resize(1280, 720);
    for (int i = 0; i < repeats; ++i) {
        QElapsedTimer timer;
        timer.start();
        const QString error = saveSession(session, path);
        saves.push_back(timer.nsecsElapsed() / 1e6);
        if (!error.isEmpty())
            qFatal("%s", qPrintable(error));

        timer.restart();
        const SessionLoad load = loadSession(path);
        opens.push_back(timer.nsecsElapsed() / 1e6);
        if (!load.ok() || !(*load.session == session))
            qFatal("the session did not come back: %s", qPrintable(load.error));

        timer.restart();
        if (!window.openSession(path))
            qFatal("the window did not open the session");
        windowOpens.push_back(timer.nsecsElapsed() / 1e6);
    }
    std::printf("session: %zu edits, %zu notes, file %lld bytes, %d repeats, folder %s\n",
                session.edits.size(), session.annotations.size(),
                static_cast<long long>(QFileInfo(path).size()), repeats, qPrintable(folder));
    std::printf("save:                 median %.2f ms, worst %.2f ms\n", median(saves),
                worst(saves));
    std::printf("open (file):          median %.2f ms, worst %.2f ms\n", median(opens),
                worst(opens));
    std::printf("open (in the window): median %.2f ms, worst %.2f ms\n", median(windowOpens),
                worst(windowOpens));
    return 0;
}
