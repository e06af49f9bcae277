// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the engine's Qt Test suites.

#include "invariants.h"
#include "queueengine.h"
#include "scriptrunner.h"

#include <QJsonObject>
#include <QStringList>
#include <QTest>

#include <string>
#include <string_view>
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

/// The lines of a text, without their line endings.
std::vector<std::string> splitLines(const std::string &text);

/// The value at a dotted path ("Response.Messages.0.Body") of a script output line; a number
/// step indexes an array.
QJsonValue path(const std::string &line, const char *dotted);

/// The keys of a JSON object, sorted.
QStringList sortedKeys(const QJsonValue &object);

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

// --- Comparing engine answers with QCOMPARE
// --------------------------------------------------------

QString str(const std::string &text);

/// A list of Latin-1 literals, to compare with.
QStringList sl(std::initializer_list<const char *> items);

/// AWS's name of an error code ("InvalidParameterValue"; "" for none).
QString codeOf(ErrorCode code);

template<class Result> QString codeOf(const Outcome<Result> &outcome)
{
    return codeOf(outcome.code());
}

/// The error message of a failed call; "" when it succeeded.
template<class Result> QString messageOf(const Outcome<Result> &outcome)
{
    return outcome.ok() ? QString() : str(outcome.error().message);
}

/// The bodies a receive returned, in order; one "error: Code: message" entry when it failed.
QStringList bodies(const QueueEngine &engine, const Outcome<ReceiveMessageResult> &outcome);

/// How many events of `kind` the log holds.
int countEvents(const EventLog &log, EventKind kind);

/// The last event of `kind` in the log, or nullptr.
const Event *lastEvent(const EventLog &log, EventKind kind);

// --- Queues and messages ------------------------------------------------------------------------

/// A name with a number, "m3": message bodies, batch entry ids, group ids. (Not `"m" +
/// std::to_string(n)`: GCC 12 at -O3 reports a false -Wrestrict inside that operator+.)
std::string numbered(std::string_view prefix, std::int64_t number);

/// The ARN of the queue `name` in the engine's account and region; "" for "".
std::string arn(const std::string &name);

/// A RedrivePolicy naming the queue `dlqName` as the dead-letter queue.
std::string redrivePolicy(const std::string &dlqName, int maxReceiveCount = 1);

/// Sends one message to a standard queue, or to a FIFO queue in `group` with the body as its
/// deduplication id (so every distinct body is a new message).
Outcome<SendMessageResult> sendOne(EngineHarness &h, bool fifo, const std::string &queue,
                                   const std::string &body, const std::string &group = "g1");

/// The messages a queue holds: visible, in flight and delayed.
std::uint64_t liveCount(const EngineHarness &h, const std::string &queue);

} // namespace inflight::test
