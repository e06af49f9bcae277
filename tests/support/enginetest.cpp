// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginetest.h"

#include <QJsonArray>
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
    return runScript(splitLines(text));
}

QJsonObject parseLine(const std::string &line)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(line)).object();
}

std::vector<std::string> splitLines(const std::string &text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

QJsonValue path(const std::string &line, const char *dotted)
{
    QJsonValue current = parseLine(line);
    for (const QString &step : QString::fromLatin1(dotted).split(QLatin1Char('.'))) {
        bool isIndex = false;
        const int index = step.toInt(&isIndex);
        current = isIndex ? current.toArray().at(index) : current.toObject().value(step);
    }
    return current;
}

QStringList sortedKeys(const QJsonValue &object)
{
    QStringList keys = object.toObject().keys();
    keys.sort();
    return keys;
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

QString str(const std::string &text)
{
    return QString::fromStdString(text);
}

QStringList sl(std::initializer_list<const char *> items)
{
    QStringList out;
    for (const char *item : items)
        out << QString::fromLatin1(item);
    return out;
}

QString codeOf(ErrorCode code)
{
    return QString::fromLatin1(codeName(code));
}

QStringList bodies(const QueueEngine &engine, const Outcome<ReceiveMessageResult> &outcome)
{
    if (!outcome)
        return {QStringLiteral("error: ") + codeOf(outcome) + QStringLiteral(": ") +
                messageOf(outcome)};
    QStringList out;
    for (const ReceivedMessage &m : outcome.result().messages)
        out << str(engine.messageBody(m.message));
    return out;
}

int countEvents(const EventLog &log, EventKind kind)
{
    int n = 0;
    for (std::uint64_t i = 0; i < log.size(); ++i)
        n += log[i].kind == kind ? 1 : 0;
    return n;
}

const Event *lastEvent(const EventLog &log, EventKind kind)
{
    for (std::uint64_t i = log.size(); i-- > 0;) {
        if (log[i].kind == kind)
            return &log[i];
    }
    return nullptr;
}

std::string numbered(std::string_view prefix, std::int64_t number)
{
    std::string text(prefix);
    text.append(std::to_string(number));
    return text;
}

std::string arn(const std::string &name)
{
    return name.empty() ? std::string() : "arn:aws:sqs:us-east-1:000000000000:" + name;
}

std::string redrivePolicy(const std::string &dlqName, int maxReceiveCount)
{
    return R"({"deadLetterTargetArn":")" + arn(dlqName) + R"(","maxReceiveCount":)" +
           std::to_string(maxReceiveCount) + "}";
}

Outcome<SendMessageResult> sendOne(EngineHarness &h, bool fifo, const std::string &queue,
                                   const std::string &body, const std::string &group)
{
    return fifo ? h.sendFifo(queue, body, group, body) : h.send(queue, body);
}

std::uint64_t liveCount(const EngineHarness &h, const std::string &queue)
{
    const auto c = h.counts(queue);
    return c.visible + c.inFlight + c.delayed;
}

} // namespace inflight::test
