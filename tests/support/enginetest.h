// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the engine's Qt Test suites.

#include "invariants.h"
#include "queueengine.h"
#include "scriptrunner.h"

#include <QJsonObject>
#include <QTest>

#include <string>
#include <vector>

namespace inflight::test {

/// Every violation of the log's invariants, one per line; empty when the log is sound.
std::string invariantReport(const EventLog &log);

/// Fails the current test when the log breaks an invariant. Every test calls this on its log.
#define INFLIGHT_VERIFY_INVARIANTS(log)                                                            \
    do {                                                                                           \
        const std::string report_ = ::inflight::test::invariantReport(log);                        \
        QVERIFY2(report_.empty(), report_.c_str());                                                \
    } while (false)

/// The output of a script run in-process, one string per output line.
struct ScriptRun {
    std::vector<std::string> lines;
    std::string digest;
    std::string invariantReport;
};
ScriptRun runScript(const std::vector<std::string> &lines);
ScriptRun runScriptText(const std::string &text);

/// Parses one output line of a script.
QJsonObject parseLine(const std::string &line);

/// A queue engine with one actor, and short-hands for the common calls. Each helper asserts
/// nothing; tests check outcomes themselves.
class EngineHarness {
public:
    explicit EngineHarness(EngineSettings settings = {});

    QueueEngine engine;
    ActorId actor;

    /// Creates a queue and returns its URL ("" if the call failed).
    std::string createQueue(const std::string &name, AttributeMap attributes = {});
    Outcome<SendMessageResult> send(const std::string &queue, const std::string &body,
                                    std::optional<std::int64_t> delaySeconds = std::nullopt);
    Outcome<SendMessageResult> sendFifo(const std::string &queue, const std::string &body,
                                        const std::string &group,
                                        std::optional<std::string> deduplicationId = std::nullopt);
    Outcome<ReceiveMessageResult>
    receive(const std::string &queue, int maxMessages = 1,
            std::optional<std::int64_t> visibilityTimeout = std::nullopt,
            std::optional<std::int64_t> waitTimeSeconds = 0);
    Outcome<EmptyResult> remove(const std::string &queue, const std::string &receiptHandle);
    Outcome<EmptyResult> changeVisibility(const std::string &queue,
                                          const std::string &receiptHandle,
                                          std::int64_t timeoutSeconds);
    /// ApproximateNumberOfMessages, ...NotVisible, ...Delayed.
    QueueEngine::QueueCounts counts(const std::string &queue) const;
    std::string attribute(const std::string &queue, const std::string &name);
    void advanceSeconds(double seconds);
    void at(double seconds);
};

} // namespace inflight::test
