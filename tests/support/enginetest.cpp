// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginetest.h"

#include <QJsonDocument>

#include <cmath>
#include <sstream>

namespace inflight::test {

std::string invariantReport(const EventLog &log)
{
    std::string report;
    for (const InvariantViolation &v : checkInvariants(log))
        report += v.message + "\n";
    return report;
}

ScriptRun runScript(const std::vector<std::string> &lines)
{
    ScriptRun run;
    ScriptRunner runner([&](const std::string &line) { run.lines.push_back(line); });
    int number = 0;
    for (const std::string &line : lines)
        runner.feedLine(++number, line);
    runner.finish();
    run.digest = runner.engine().digest();
    run.invariantReport = invariantReport(runner.engine().log());
    return run;
}

ScriptRun runScriptText(const std::string &text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return runScript(lines);
}

QJsonObject parseLine(const std::string &line)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(line)).object();
}

EngineHarness::EngineHarness(EngineSettings settings)
    : engine(settings), actor(engine.actor("test"))
{
}

std::string EngineHarness::createQueue(const std::string &name, AttributeMap attributes)
{
    const auto outcome = engine.createQueue({name, std::move(attributes), {}}, actor);
    return outcome ? outcome.result().queueUrl : std::string();
}

Outcome<SendMessageResult> EngineHarness::send(const std::string &queue, const std::string &body,
                                               std::optional<std::int64_t> delaySeconds)
{
    SendMessageRequest request;
    request.queueUrl = queue;
    request.messageBody = body;
    request.delaySeconds = delaySeconds;
    return engine.sendMessage(request, actor);
}

Outcome<SendMessageResult> EngineHarness::sendFifo(const std::string &queue,
                                                   const std::string &body,
                                                   const std::string &group,
                                                   std::optional<std::string> deduplicationId)
{
    SendMessageRequest request;
    request.queueUrl = queue;
    request.messageBody = body;
    request.messageGroupId = group;
    request.messageDeduplicationId = std::move(deduplicationId);
    return engine.sendMessage(request, actor);
}

Outcome<ReceiveMessageResult> EngineHarness::receive(const std::string &queue, int maxMessages,
                                                     std::optional<std::int64_t> visibilityTimeout,
                                                     std::optional<std::int64_t> waitTimeSeconds)
{
    ReceiveMessageRequest request;
    request.queueUrl = queue;
    request.maxNumberOfMessages = maxMessages;
    request.visibilityTimeout = visibilityTimeout;
    request.waitTimeSeconds = waitTimeSeconds;
    return engine.receiveMessage(request, actor);
}

Outcome<EmptyResult> EngineHarness::remove(const std::string &queue,
                                           const std::string &receiptHandle)
{
    return engine.deleteMessage({queue, receiptHandle}, actor);
}

Outcome<EmptyResult> EngineHarness::changeVisibility(const std::string &queue,
                                                     const std::string &receiptHandle,
                                                     std::int64_t timeoutSeconds)
{
    return engine.changeMessageVisibility({queue, receiptHandle, timeoutSeconds}, actor);
}

QueueEngine::QueueCounts EngineHarness::counts(const std::string &queue) const
{
    return engine.queueCounts(engine.findQueue(queue));
}

std::string EngineHarness::attribute(const std::string &queue, const std::string &name)
{
    const auto outcome = engine.getQueueAttributes({queue, {name}}, actor);
    if (!outcome || outcome.result().attributes.empty())
        return {};
    return outcome.result().attributes.front().second;
}

void EngineHarness::advanceSeconds(double seconds)
{
    engine.advanceTo(engine.now() + static_cast<TimeMs>(std::llround(seconds * 1000)));
}

void EngineHarness::at(double seconds)
{
    engine.advanceTo(static_cast<TimeMs>(std::llround(seconds * 1000)));
}

} // namespace inflight::test
