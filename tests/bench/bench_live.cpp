// SPDX-License-Identifier: GPL-3.0-or-later
// The window's live refresh (docs/serve.md, "In the window"): while it listens for SQS clients,
// a few times a second the endpoint's recording is replayed into a run and the window shows it.
// This times both halves for recordings of about 1,000, 10,000 and 50,000 events, shaped as
// boto3 workers make them: a producer sends an order every 50 ms, two workers take turns to
// receive and delete it, every fifth with a heartbeat (ChangeMessageVisibility) first. Prints,
// as medians over repeats: the replay (ScriptRunner and the run's metrics), and the whole
// refresh in a 1280x720 main window (the replay, the document, every view's rebuild and the
// paint that follows); then the same two as the window does them now, keeping its replay
// between refreshes (RecordingReplay): the last four orders' requests fed to it and a copy of its
// engine ("follow"), and that with the views ("live"). The window refreshes every 200 ms, or four
// times as long as the last refresh took. The wall clock is read here, never in the engine. Run:
// ./build/tests/bench/bench_live [repeats]   (offscreen unless QT_QPA_PLATFORM is set)

#include "benchsupport.h"
#include "mainwindow.h"
#include "recordingreplay.h"

#include <QApplication>
#include <QStandardPaths>

#include <cstdio>
#include <cstdlib>
#include <string>

using namespace inflight;

namespace {

std::string line(double at, const char *client, const std::string &call)
{
    char time[32];
    std::snprintf(time, sizeof time, "%.3f", at);
    return std::string("{\"at\": ") + time + ", \"client\": \"" + client + "\", " + call + "}\n";
}

/// A recording of `orders` orders through two workers, as the window's endpoint writes it.
QByteArray recording(int orders)
{
    const std::string url = "\"QueueUrl\": \"http://127.0.0.1:9324/000000000000/orders\"";
    std::string text = "{\"Engine\": {\"Seed\": 1, \"Endpoint\": \"http://127.0.0.1:9324\"}}\n";
    text += line(0, "producer",
                 "\"Action\": \"CreateQueue\", \"QueueName\": \"orders\", \"Attributes\": "
                 "{\"VisibilityTimeout\": \"30\"}");
    for (int i = 1; i <= orders; ++i) {
        const double t = 0.05 * i;
        const char *worker = i % 2 ? "worker-1" : "worker-2";
        const std::string handle = "\"ReceiptHandle\": \"m" + std::to_string(i) + ".r1\"";
        text += line(t, "producer",
                     "\"Action\": \"SendMessage\", " + url + ", \"MessageBody\": \"order " +
                         std::to_string(i) + "\"");
        text += line(t + 0.005, worker,
                     "\"Action\": \"ReceiveMessage\", " + url + ", \"WaitTimeSeconds\": 20");
        if (i % 5 == 0)
            text += line(t + 0.02, worker,
                         "\"Action\": \"ChangeMessageVisibility\", " + url + ", " + handle +
                             ", \"VisibilityTimeout\": 30");
        text += line(t + 0.03, worker, "\"Action\": \"DeleteMessage\", " + url + ", " + handle);
    }
    text += "{\"at\": " + std::to_string(0.05 * orders + 1) + "}\n";
    return QByteArray::fromStdString(text);
}

} // namespace

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const int repeats = argc > 1 ? std::max(3, std::atoi(argv[1])) : 9;
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    std::printf("%8s %8s %12s %14s %12s %14s\n", "orders", "events", "replay ms", "refresh ms",
                "follow ms", "live ms");
    for (const int orders : {160, 1600, 8000}) {
        const QByteArray text = recording(orders);
        // What reaches the endpoint between two refreshes 200 ms apart: four orders' requests.
        const qsizetype earlier =
            text.lastIndexOf('\n',
                             text.indexOf("\"order " + QByteArray::number(orders - 3) + "\"")) +
            1;
        std::vector<double> replays;
        std::vector<double> refreshes;
        std::vector<double> follows;
        std::vector<double> lives;
        std::uint64_t events = 0;
        for (int r = 0; r < repeats; ++r) {
            replays.push_back(millisecondsOf([&] { replayRecording(text, nullptr); }));
            refreshes.push_back(millisecondsOf([&] {
                auto run = replayRecording(text, nullptr);
                events = run->log().size();
                window.document()->showRecording(text, std::move(run));
                QApplication::processEvents();
            }));
            // The window's refresh since it keeps its replay (app/livesession.cpp): the new
            // requests into the replay's engine, a copy of it as the run, and the views.
            RecordingReplay replay;
            replay.follow(text.left(earlier), false, nullptr);
            follows.push_back(millisecondsOf([&] {
                replay.follow(text, true, nullptr);
                replay.run();
            }));
            RecordingReplay live;
            live.follow(text.left(earlier), false, nullptr);
            lives.push_back(millisecondsOf([&] {
                live.follow(text, true, nullptr);
                window.document()->showRecording(text, live.run());
                QApplication::processEvents();
            }));
        }
        std::printf("%8d %8llu %12.1f %14.1f %12.2f %14.1f\n", orders,
                    static_cast<unsigned long long>(events), median(replays), median(refreshes),
                    median(follows), median(lives));
    }
    return 0;
}
