// SPDX-License-Identifier: GPL-3.0-or-later
// Pushes N messages (1,000,000 by default) through the engine: single sends, receives in batches
// of 10, single deletes. One message in 20 is "forgotten" by its worker on the first receive, so
// its visibility timeout expires and it is received again (and then deleted). Prints events per
// second, messages per second, peak memory and bytes per log event, as the median of several
// runs. The wall clock is read here, in the benchmark, never in the engine.

#include "queueengine.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

using namespace inflight;

namespace {

long peakResidentKiB()
{
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);) {
        if (line.rfind("VmHWM:", 0) == 0)
            return std::strtol(line.c_str() + 6, nullptr, 10);
    }
    return -1;
}

struct RunFigures {
    double seconds = 0;
    std::uint64_t events = 0;
    std::uint64_t messages = 0;
    std::uint64_t redeliveries = 0;
    std::uint64_t logBytes = 0;
};

RunFigures runOnce(std::uint32_t messageCount)
{
    QueueEngine engine;
    const ActorId producer = engine.actor("producer");
    const ActorId worker = engine.actor("worker");
    engine.createQueue({"bench", {{"VisibilityTimeout", "30"}}, {}}, producer);

    SendMessageRequest send;
    send.queueUrl = "bench";
    ReceiveMessageRequest receive;
    receive.queueUrl = "bench";
    receive.maxNumberOfMessages = 10;
    DeleteMessageRequest remove;
    remove.queueUrl = "bench";

    RunFigures figures;
    const auto start = std::chrono::steady_clock::now();
    std::uint32_t sent = 0;
    std::uint64_t deleted = 0;
    TimeMs now = 0;
    while (deleted < messageCount) {
        // One millisecond of virtual time per step: 10 sends, one batch receive, the deletes.
        for (int i = 0; i < 10 && sent < messageCount; ++i) {
            send.messageBody = "order-" + std::to_string(++sent);
            engine.sendMessage(send, producer);
        }
        const auto received = engine.receiveMessage(receive, worker);
        for (const ReceivedMessage &m : received.result().messages) {
            if (m.receipt == 1 && m.message % 20 == 0)
                continue; // forgotten: it will expire and be received again
            if (m.receipt > 1)
                ++figures.redeliveries;
            remove.receiptHandle = m.receiptHandle().toString();
            engine.deleteMessage(remove, worker);
            ++deleted;
        }
        engine.advanceTo(++now);
        if (sent == messageCount && received.result().messages.empty())
            engine.advanceTo(now = engine.nextTimerTime()); // only expiries are left: jump
    }
    const auto stop = std::chrono::steady_clock::now();
    figures.seconds = std::chrono::duration<double>(stop - start).count();
    figures.events = engine.log().size();
    figures.messages = messageCount;
    figures.logBytes = engine.log().bytesReserved();
    return figures;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace

int main(int argc, char **argv)
{
    const std::uint32_t messages =
        argc > 1 ? static_cast<std::uint32_t>(std::atol(argv[1])) : 1000000;
    const int runs = argc > 2 ? std::atoi(argv[2]) : 5;
    std::vector<double> eventRates, messageRates, seconds;
    RunFigures last;
    for (int run = 0; run < runs; ++run) {
        last = runOnce(messages);
        eventRates.push_back(static_cast<double>(last.events) / last.seconds);
        messageRates.push_back(static_cast<double>(last.messages) / last.seconds);
        seconds.push_back(last.seconds);
        std::printf("run %d: %.3f s, %llu events, %.2f M events/s, %.2f M messages/s\n", run + 1,
                    last.seconds, static_cast<unsigned long long>(last.events),
                    eventRates.back() / 1e6, messageRates.back() / 1e6);
    }
    std::printf("\nmessages            %u (%llu received again after their timeout expired)\n",
                messages, static_cast<unsigned long long>(last.redeliveries));
    std::printf("events per run      %llu (%.2f per message)\n",
                static_cast<unsigned long long>(last.events),
                static_cast<double>(last.events) / messages);
    std::printf("median time         %.3f s over %d runs\n", median(seconds), runs);
    std::printf("median events/s     %.2f M\n", median(eventRates) / 1e6);
    std::printf("median messages/s   %.2f M\n", median(messageRates) / 1e6);
    std::printf("bytes per log event %.1f (event storage, bodies aside)\n",
                static_cast<double>(last.logBytes) / static_cast<double>(last.events));
    std::printf("peak memory         %.1f MiB (resident, whole process)\n",
                static_cast<double>(peakResidentKiB()) / 1024.0);
    return 0;
}
