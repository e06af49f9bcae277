// SPDX-License-Identifier: GPL-3.0-or-later
// SEMANTICS.md section 8.1: DLQ redrive with StartMessageMoveTask, ListMessageMoveTasks and
// CancelMessageMoveTask. Every error, messages going back to their own sources when no
// DestinationArn is given, redriven messages being new messages, one active task per source, the
// statuses, and the engine's one-second ticks (the first one second after the start, 500
// messages a second unless MaxNumberOfMessagesPerSecond says otherwise).

#include "enginetest.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace inflight;
using namespace inflight::test;

namespace {

AttributeMap fifoAttributes(bool fifo, AttributeMap attributes = {})
{
    if (fifo)
        attributes["FifoQueue"] = "true";
    return attributes;
}

/// Sends `body` to `source` (otherwise empty) and drives it into the source's DLQ
/// (maxReceiveCount 1): one receive with visibility 0, then the receive that moves it.
MessageNumber deadLetter(EngineHarness &h, const std::string &source, const std::string &body,
                         bool fifo = false, const std::string &group = "g1")
{
    const auto sent = fifo ? h.sendFifo(source, body, group, body) : h.send(source, body);
    if (!sent)
        return noMessage;
    if (h.receive(source, 1, 0).result().messages.size() != 1)
        return noMessage;
    if (!h.receive(source, 1).result().messages.empty())
        return noMessage;
    return sent.result().message;
}

Outcome<StartMessageMoveTaskResult> start(EngineHarness &h, const std::string &sourceArn,
                                          const std::string &destinationArn = {},
                                          std::optional<std::int64_t> rate = std::nullopt)
{
    return h.engine.startMessageMoveTask({sourceArn, destinationArn, rate}, h.actor);
}

Outcome<ListMessageMoveTasksResult> list(EngineHarness &h, const std::string &sourceArn,
                                         std::optional<std::int64_t> maxResults = std::nullopt)
{
    return h.engine.listMessageMoveTasks({sourceArn, maxResults}, h.actor);
}

/// The most recent task of a source (ListMessageMoveTasks with its default MaxResults of 1).
MessageMoveTaskEntry latest(EngineHarness &h, const std::string &sourceArn)
{
    const auto outcome = list(h, sourceArn);
    if (!outcome || outcome.result().results.size() != 1)
        return {};
    return outcome.result().results[0];
}

std::string base64(const std::string &text)
{
    return QByteArray::fromStdString(text).toBase64().toStdString();
}

} // namespace

class TestMoveTasks : public QObject {
    Q_OBJECT

private slots:
    void startValidation_data();
    void startValidation();
    void onlyOneActiveTaskPerSource();
    void messagesReturnToTheirOriginalSources();
    void explicitDestination();
    void redrivenMessagesAreNewMessages_data();
    void redrivenMessagesAreNewMessages();
    void fifoRedriveKeepsGroupOrder();
    void ticksAtTheRate_data();
    void ticksAtTheRate();
    void toMoveIsTheDlqCountAtStart();
    void cancelRunningTask();
    void cancelValidation_data();
    void cancelValidation();
    void failedTasks_data();
    void failedTasks();
    void listTasks();
    void listValidation_data();
    void listValidation();
    void jsonShapesAwsRecorded();
};

void TestMoveTasks::startValidation_data()
{
    // Queues: "src" (RedrivePolicy to "dlq"), "dlq", "plain" (nobody's DLQ), "dest".
    QTest::addColumn<QString>("source");      // an ARN, or a name made into an ARN with "@"
    QTest::addColumn<QString>("destination"); // the same; "" = omitted
    QTest::addColumn<int>("rate");            // -1 = omitted
    QTest::addColumn<QString>("expectedCode");
    QTest::addColumn<QString>("expectedMessage");

    const QString notFound = QStringLiteral("ResourceNotFoundException");
    const QString invalid = QStringLiteral("InvalidParameterValue");
    QTest::newRow("the DLQ back to its sources") << "@dlq"
                                                 << "" << -1 << ""
                                                 << "";
    QTest::newRow("to a chosen destination") << "@dlq"
                                             << "@dest" << -1 << ""
                                             << "";
    QTest::newRow("MaxNumberOfMessagesPerSecond 1") << "@dlq"
                                                    << "" << 1 << ""
                                                    << "";
    QTest::newRow("MaxNumberOfMessagesPerSecond 500, the maximum") << "@dlq"
                                                                   << "" << 500 << ""
                                                                   << "";
    QTest::newRow("SourceArn missing") << ""
                                       << "" << -1 << "MissingParameter"
                                       << "The request must contain the parameter SourceArn.";
    QTest::newRow("source not a DLQ (AWS-recorded)")
        << "@plain"
        << "" << -1 << invalid << "Source queue must be configured as a Dead Letter Queue.";
    QTest::newRow("a source queue with a RedrivePolicy is not itself a DLQ")
        << "@src"
        << "" << -1 << invalid << "Source queue must be configured as a Dead Letter Queue.";
    QTest::newRow("destination does not exist (AWS-recorded, HTTP 404)")
        << "@dlq"
        << "@missing" << -1 << notFound
        << "The resource that you specified for the DestinationArn parameter doesn't exist.";
    QTest::newRow("engine text: source does not exist")
        << "@missing"
        << "" << -1 << notFound
        << "The resource that you specified for the SourceArn parameter doesn't exist.";
    QTest::newRow("engine text: SourceArn not an ARN")
        << "dlq"
        << "" << -1 << invalid
        << "You must use this format to specify the SourceArn: "
           "arn:<partition>:<service>:<region>:<account-id>:<resource-id>";
    QTest::newRow("engine text: DestinationArn not an ARN")
        << "@dlq"
        << "dest" << -1 << invalid
        << "You must use this format to specify the DestinationArn: "
           "arn:<partition>:<service>:<region>:<account-id>:<resource-id>";
    QTest::newRow("engine text: destination is the source")
        << "@dlq"
        << "@dlq" << -1 << invalid
        << "Source queue arn and destination queue arn cannot be the same.";
    QTest::newRow("engine text: MaxNumberOfMessagesPerSecond 0")
        << "@dlq"
        << "" << 0 << invalid
        << "Value 0 for parameter MaxNumberOfMessagesPerSecond is invalid. Reason: Must be "
           "between 1 and 500.";
    QTest::newRow("engine text: MaxNumberOfMessagesPerSecond 501")
        << "@dlq"
        << "" << 501 << invalid
        << "Value 501 for parameter MaxNumberOfMessagesPerSecond is invalid. Reason: Must be "
           "between 1 and 500.";
}

void TestMoveTasks::startValidation()
{
    QFETCH(QString, source);
    QFETCH(QString, destination);
    QFETCH(int, rate);
    QFETCH(QString, expectedCode);
    QFETCH(QString, expectedMessage);
    auto resolve = [](const QString &text) {
        return text.startsWith(QLatin1Char('@')) ? arn(text.mid(1).toStdString())
                                                 : text.toStdString();
    };
    EngineHarness h;
    QVERIFY(!h.createQueue("dlq").empty());
    QVERIFY(!h.createQueue("src", {{"RedrivePolicy", redrivePolicy("dlq")}}).empty());
    QVERIFY(!h.createQueue("plain").empty());
    QVERIFY(!h.createQueue("dest").empty());
    QVERIFY(deadLetter(h, "src", "m"));

    const auto outcome = start(h, resolve(source), resolve(destination),
                               rate < 0 ? std::nullopt : std::optional<std::int64_t>(rate));
    QCOMPARE(codeOf(outcome.code()), expectedCode);
    if (expectedCode.isEmpty()) {
        QVERIFY(!outcome.result().taskHandle.empty());
        QCOMPARE(str(latest(h, arn("dlq")).status), QStringLiteral("RUNNING"));
    } else {
        QCOMPARE(str(outcome.error().message), expectedMessage);
        QCOMPARE(httpStatus(outcome.code()),
                 expectedCode == QLatin1String("ResourceNotFoundException") ? 404 : 400);
        // Nothing was started.
        QVERIFY(list(h, arn("dlq")).result().results.empty());
    }
    h.advanceSeconds(1);
    QCOMPARE(liveCount(h, "dlq"), expectedCode.isEmpty() ? 0u : 1u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMoveTasks::onlyOneActiveTaskPerSource()
{
    EngineHarness h;
    QVERIFY(!h.createQueue("dlq").empty());
    QVERIFY(!h.createQueue("dlq2").empty());
    QVERIFY(!h.createQueue("src", {{"RedrivePolicy", redrivePolicy("dlq")}}).empty());
    QVERIFY(!h.createQueue("src2", {{"RedrivePolicy", redrivePolicy("dlq2")}}).empty());
    QVERIFY(!h.createQueue("dest").empty());
    for (int i = 0; i < 3; ++i)
        QVERIFY(deadLetter(h, "src", numbered("m", i)));
    QVERIFY(deadLetter(h, "src2", "other"));

    const QString already = QStringLiteral("There is already a task running. Only one active "
                                           "task is allowed for a source queue arn at a given "
                                           "time.");
    QVERIFY(start(h, arn("dlq"), arn("dest"), 1));
    // AWS-recorded test_start_multiple_move_tasks: a second task on the same source fails,
    // whatever its destination.
    for (const std::string &destination : {std::string(), arn("dest")}) {
        const auto second = start(h, arn("dlq"), destination);
        QCOMPARE(codeOf(second.code()), QStringLiteral("InvalidParameterValue"));
        QCOMPARE(str(second.error().message), already);
    }
    // Another DLQ is another source.
    QVERIFY(start(h, arn("dlq2")));
    h.advanceSeconds(1);
    QCOMPARE(latest(h, arn("dlq")).approximateNumberOfMessagesMoved, 1);
    QCOMPARE(str(latest(h, arn("dlq2")).status), QStringLiteral("COMPLETED"));

    // A task that is being cancelled is still active.
    QVERIFY(h.engine.cancelMessageMoveTask({latest(h, arn("dlq")).taskHandle}, h.actor));
    QCOMPARE(str(latest(h, arn("dlq")).status), QStringLiteral("CANCELLING"));
    QCOMPARE(str(start(h, arn("dlq")).error().message), already);
    h.advanceSeconds(1);
    QCOMPARE(str(latest(h, arn("dlq")).status), QStringLiteral("CANCELLED"));

    // Once the task has finished, a new one may start.
    QVERIFY(start(h, arn("dlq"), arn("dest")));
    h.advanceSeconds(1);
    QCOMPARE(str(latest(h, arn("dlq")).status), QStringLiteral("COMPLETED"));
    QCOMPARE(liveCount(h, "dlq"), 0u);
    QCOMPARE(liveCount(h, "dest"), 3u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMoveTasks::messagesReturnToTheirOriginalSources()
{
    // AWS-recorded test_move_task_workflow_with_multiple_sources_as_default_destination: four
    // messages from two sources, no DestinationArn: each goes back to its own source.
    EngineHarness h;
    QVERIFY(!h.createQueue("dlq").empty());
    QVERIFY(!h.createQueue("orders", {{"RedrivePolicy", redrivePolicy("dlq")}}).empty());
    QVERIFY(!h.createQueue("refunds", {{"RedrivePolicy", redrivePolicy("dlq")}}).empty());
    QVERIFY(deadLetter(h, "orders", "order-1"));
    QVERIFY(deadLetter(h, "refunds", "refund-1"));
    QVERIFY(deadLetter(h, "orders", "order-2"));
    QVERIFY(deadLetter(h, "refunds", "refund-2"));
    QCOMPARE(h.counts("dlq").visible, 4u);

    h.at(10);
    QVERIFY(start(h, arn("dlq")));
    h.at(10.999);
    QCOMPARE(h.counts("dlq").visible, 4u); // nothing moves before the first tick
    QCOMPARE(latest(h, arn("dlq")).approximateNumberOfMessagesMoved, 0);
    h.at(11);
    QCOMPARE(h.counts("dlq").visible, 0u);
    QCOMPARE(bodies(h.engine, h.receive("orders", 10)),
             (QStringList{QStringLiteral("order-1"), QStringLiteral("order-2")}));
    QCOMPARE(bodies(h.engine, h.receive("refunds", 10)),
             (QStringList{QStringLiteral("refund-1"), QStringLiteral("refund-2")}));

    const MessageMoveTaskEntry task = latest(h, arn("dlq"));
    QCOMPARE(str(task.status), QStringLiteral("COMPLETED"));
    QCOMPARE(task.approximateNumberOfMessagesMoved, 4);
    QCOMPARE(task.approximateNumberOfMessagesToMove, 4);
    QCOMPARE(str(task.sourceArn), str(arn("dlq")));
    QVERIFY(task.destinationArn.empty());
    QVERIFY(task.taskHandle.empty()); // only a running task shows its handle
    QVERIFY(!task.maxNumberOfMessagesPerSecond);
    QCOMPARE(task.startedTimestamp, epochAtZeroMs + 10000);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMoveTasks::explicitDestination()
{
    // AWS-recorded test_basic_move_task_workflow: two messages to a chosen destination.
    EngineHarness h;
    QVERIFY(!h.createQueue("dlq").empty());
    QVERIFY(!h.createQueue("src", {{"RedrivePolicy", redrivePolicy("dlq")}}).empty());
    QVERIFY(!h.createQueue("dest").empty());
    QVERIFY(deadLetter(h, "src", "a"));
    QVERIFY(deadLetter(h, "src", "b"));
    QVERIFY(start(h, arn("dlq"), arn("dest")));
    h.advanceSeconds(1);
    QCOMPARE(liveCount(h, "src"), 0u);
    QCOMPARE(bodies(h.engine, h.receive("dest", 10)),
             (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
    const MessageMoveTaskEntry task = latest(h, arn("dlq"));
    QCOMPARE(str(task.status), QStringLiteral("COMPLETED"));
    QCOMPARE(str(task.destinationArn), str(arn("dest")));
    QCOMPARE(task.approximateNumberOfMessagesMoved, 2);
    QCOMPARE(task.approximateNumberOfMessagesToMove, 2);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMoveTasks::redrivenMessagesAreNewMessages_data()
{
    QTest::addColumn<bool>("fifo");
    QTest::newRow("standard") << false;
    QTest::newRow("fifo") << true;
}

void TestMoveTasks::redrivenMessagesAreNewMessages()
{
    // "Redriven messages are considered new messages with a new messageid, enqueueTime, and
    // retention period."
    QFETCH(bool, fifo);
    const std::string suffix = fifo ? ".fifo" : "";
    const std::string dlq = "dlq" + suffix;
    const std::string source = "src" + suffix;
    EngineHarness h;
    QVERIFY(!h.createQueue(dlq, fifoAttributes(fifo)).empty());
    QVERIFY(!h.createQueue(source, fifoAttributes(fifo, {{"RedrivePolicy", redrivePolicy(dlq)},
                                                         {"MessageRetentionPeriod", "120"},
                                                         {"VisibilityTimeout", "300"}}))
                 .empty());
    const MessageNumber original = deadLetter(h, source, "payload", fifo, "orders-7");
    QVERIFY(original != noMessage);

    h.at(100);
    QVERIFY(start(h, arn(dlq)));
    h.at(101);
    QCOMPARE(liveCount(h, dlq), 0u);
    const auto received = h.receive(source);
    QCOMPARE(received.result().messages.size(), 1u);
    const ReceivedMessage &redriven = received.result().messages[0];
    QVERIFY(redriven.message != original);
    QVERIFY(h.engine.messageId(redriven.message) != h.engine.messageId(original));
    QCOMPARE(str(h.engine.messageBody(redriven.message)), QStringLiteral("payload"));
    QCOMPARE(redriven.receipt, 1u); // the receive count starts again
    QCOMPARE(redriven.deadLetterSource, noQueue);
    QCOMPARE(h.engine.messageSentTime(redriven.message), TimeMs{101000});
    if (fifo) {
        QCOMPARE(str(h.engine.messageGroupId(redriven.message)), QStringLiteral("orders-7"));
        // Engine choice: the redriven copy's deduplication id is the original's MessageId.
        QCOMPARE(str(h.engine.messageDeduplicationId(redriven.message)),
                 str(h.engine.messageId(original)));
    }

    // Retention counts from the redrive (t=101), not from the original send (t=0): the source
    // keeps messages 120 s.
    h.at(220.999);
    QCOMPARE(liveCount(h, source), 1u);
    h.at(221);
    QCOMPARE(liveCount(h, source), 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMoveTasks::fifoRedriveKeepsGroupOrder()
{
    EngineHarness h;
    QVERIFY(!h.createQueue("dlq.fifo", fifoAttributes(true)).empty());
    QVERIFY(!h.createQueue("src.fifo",
                           fifoAttributes(true, {{"RedrivePolicy", redrivePolicy("dlq.fifo")}}))
                 .empty());
    QVERIFY(!h.createQueue("dest.fifo", fifoAttributes(true)).empty());
    QVERIFY(deadLetter(h, "src.fifo", "g1-m1", true, "g1"));
    QVERIFY(deadLetter(h, "src.fifo", "g2-m1", true, "g2"));
    QVERIFY(deadLetter(h, "src.fifo", "g1-m2", true, "g1"));
    QVERIFY(start(h, arn("dlq.fifo"), arn("dest.fifo")));
    h.advanceSeconds(1);
    QCOMPARE(liveCount(h, "dest.fifo"), 3u);
    // Within a group the order is kept; the receive takes g1 first, then fills from g2.
    QCOMPARE(
        bodies(h.engine, h.receive("dest.fifo", 10)),
        (QStringList{QStringLiteral("g1-m1"), QStringLiteral("g1-m2"), QStringLiteral("g2-m1")}));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMoveTasks::ticksAtTheRate_data()
{
    QTest::addColumn<int>("messages");
    QTest::addColumn<int>("rate"); // -1 = not given (the engine's 500 a second)
    // ApproximateNumberOfMessagesMoved after each one-second tick; the last one completes.
    QTest::addColumn<QList<int>>("movedAfterTick");
    QTest::newRow("rate 1, 3 messages") << 3 << 1 << QList<int>{1, 2, 3};
    QTest::newRow("rate 2, 5 messages") << 5 << 2 << QList<int>{2, 4, 5};
    QTest::newRow("rate 2, 4 messages: completes on the tick that moves the last")
        << 4 << 2 << QList<int>{2, 4};
    QTest::newRow("rate 500, 501 messages") << 501 << 500 << QList<int>{500, 501};
    QTest::newRow("no rate given: 500 a second, 501 messages") << 501 << -1 << QList<int>{500, 501};
    QTest::newRow("no rate given: 500 a second, 500 messages") << 500 << -1 << QList<int>{500};
}

void TestMoveTasks::ticksAtTheRate()
{
    QFETCH(int, messages);
    QFETCH(int, rate);
    QFETCH(QList<int>, movedAfterTick);
    EngineHarness h;
    QVERIFY(!h.createQueue("dlq").empty());
    QVERIFY(!h.createQueue("src", {{"RedrivePolicy", redrivePolicy("dlq")}}).empty());
    QVERIFY(!h.createQueue("dest").empty());
    // Messages sent straight to the DLQ can be moved to a chosen destination.
    for (int i = 0; i < messages; ++i)
        QVERIFY(h.send("dlq", numbered("m", i)));

    h.at(5);
    QVERIFY(start(h, arn("dlq"), arn("dest"),
                  rate < 0 ? std::nullopt : std::optional<std::int64_t>(rate)));
    MessageMoveTaskEntry task = latest(h, arn("dlq"));
    QCOMPARE(str(task.status), QStringLiteral("RUNNING"));
    QCOMPARE(task.approximateNumberOfMessagesMoved, 0);
    QCOMPARE(task.approximateNumberOfMessagesToMove, messages);
    QCOMPARE(task.maxNumberOfMessagesPerSecond.has_value(), rate >= 0);
    for (int tick = 0; tick < movedAfterTick.size(); ++tick) {
        h.at(5 + tick + 0.999);
        QCOMPARE(h.counts("dest").visible,
                 static_cast<std::uint64_t>(tick == 0 ? 0 : movedAfterTick[tick - 1]));
        h.at(5 + tick + 1);
        const int moved = movedAfterTick[tick];
        task = latest(h, arn("dlq"));
        QCOMPARE(task.approximateNumberOfMessagesMoved, moved);
        QCOMPARE(h.counts("dest").visible, static_cast<std::uint64_t>(moved));
        QCOMPARE(h.counts("dlq").visible, static_cast<std::uint64_t>(messages - moved));
        const bool last = tick + 1 == movedAfterTick.size();
        QCOMPARE(str(task.status), last ? QStringLiteral("COMPLETED") : QStringLiteral("RUNNING"));
        QCOMPARE(task.taskHandle.empty(), last);
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMoveTasks::toMoveIsTheDlqCountAtStart()
{
    // Engine choice: ApproximateNumberOfMessagesToMove is the number of messages in the DLQ when
    // the task starts, and the task moves no more than that.
    EngineHarness h;
    QVERIFY(!h.createQueue("dlq").empty());
    QVERIFY(!h.createQueue("src", {{"RedrivePolicy", redrivePolicy("dlq")}}).empty());
    QVERIFY(!h.createQueue("dest").empty());
    for (int i = 0; i < 3; ++i)
        QVERIFY(h.send("dlq", "before-" + std::to_string(i)));
    QVERIFY(start(h, arn("dlq"), arn("dest"), 1));
    h.advanceSeconds(0.5);
    QVERIFY(h.send("dlq", "after-0"));
    QVERIFY(h.send("dlq", "after-1"));
    h.advanceSeconds(10);
    const MessageMoveTaskEntry task = latest(h, arn("dlq"));
    QCOMPARE(str(task.status), QStringLiteral("COMPLETED"));
    QCOMPARE(task.approximateNumberOfMessagesToMove, 3);
    QCOMPARE(task.approximateNumberOfMessagesMoved, 3);
    QCOMPARE(bodies(h.engine, h.receive("dest", 10)),
             (QStringList{QStringLiteral("before-0"), QStringLiteral("before-1"),
                          QStringLiteral("before-2")}));
    QCOMPARE(h.counts("dlq").visible, 2u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMoveTasks::cancelRunningTask()
{
    // Engine choice: a cancel makes the task CANCELLING and its next tick CANCELLED, moving
    // nothing more (AWS-recorded test_move_task_cancel saw two more messages move).
    EngineHarness h;
    QVERIFY(!h.createQueue("dlq").empty());
    QVERIFY(!h.createQueue("src", {{"RedrivePolicy", redrivePolicy("dlq")}}).empty());
    QVERIFY(!h.createQueue("dest").empty());
    for (int i = 0; i < 5; ++i)
        QVERIFY(h.send("dlq", numbered("m", i)));
    const auto started = start(h, arn("dlq"), arn("dest"), 1);
    QVERIFY(started);
    const std::string handle = started.result().taskHandle;
    QCOMPARE(str(latest(h, arn("dlq")).taskHandle), str(handle));
    h.at(1.5);
    QCOMPARE(latest(h, arn("dlq")).approximateNumberOfMessagesMoved, 1);

    const auto cancelled = h.engine.cancelMessageMoveTask({handle}, h.actor);
    QVERIFY(cancelled);
    QCOMPARE(cancelled.result().approximateNumberOfMessagesMoved, 1);
    MessageMoveTaskEntry task = latest(h, arn("dlq"));
    QCOMPARE(str(task.status), QStringLiteral("CANCELLING"));
    QVERIFY(task.taskHandle.empty());

    // Cancelling again: the task is no longer running.
    const auto again = h.engine.cancelMessageMoveTask({handle}, h.actor);
    QCOMPARE(codeOf(again.code()), QStringLiteral("ResourceNotFoundException"));
    QCOMPARE(str(again.error().message), QStringLiteral("Task does not exist."));

    h.at(2);
    task = latest(h, arn("dlq"));
    QCOMPARE(str(task.status), QStringLiteral("CANCELLED"));
    QCOMPARE(task.approximateNumberOfMessagesMoved, 1);
    QCOMPARE(task.approximateNumberOfMessagesToMove, 5);
    h.at(10);
    QCOMPARE(h.counts("dlq").visible, 4u);
    QCOMPARE(h.counts("dest").visible, 1u);
    const auto afterwards = h.engine.cancelMessageMoveTask({handle}, h.actor);
    QCOMPARE(str(afterwards.error().message), QStringLiteral("Task does not exist."));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMoveTasks::cancelValidation_data()
{
    QTest::addColumn<QString>("handle"); // {RUNNING} / {DONE}: a real handle; {ID}: a task id
    QTest::addColumn<QString>("expectedCode");
    QTest::addColumn<QString>("expectedMessage");
    const QString invalid = QStringLiteral("InvalidParameterValue");
    const QString notFound = QStringLiteral("ResourceNotFoundException");
    QTest::newRow("a running task") << "{RUNNING}"
                                    << ""
                                    << "";
    QTest::newRow("TaskHandle missing") << ""
                                        << "MissingParameter"
                                        << "The request must contain the parameter TaskHandle.";
    QTest::newRow("a garbage handle (AWS-recorded)")
        << "garbage!" << invalid << "Value for parameter TaskHandle is invalid.";
    QTest::newRow("base64 that is not a task handle")
        << str(base64("hello")) << invalid << "Value for parameter TaskHandle is invalid.";
    QTest::newRow("a handle without a taskId")
        << str(base64(R"({"sourceArn":"arn:aws:sqs:us-east-1:000000000000:dlq"})")) << invalid
        << "Value for parameter TaskHandle is invalid.";
    QTest::newRow("an unknown task id (AWS-recorded)")
        << str(base64(
               R"({"taskId":"00000000-0000-4000-8000-000000000000","sourceArn":"arn:aws:sqs:us-east-1:000000000000:dlq"})"))
        << notFound << "Task does not exist.";
    QTest::newRow("a task id of another source")
        << str(base64(R"({"taskId":"{ID}","sourceArn":"arn:aws:sqs:us-east-1:000000000000:dlq2"})"))
        << notFound << "Task does not exist.";
    QTest::newRow("a source that does not exist (AWS-recorded)")
        << str(base64(
               R"({"taskId":"{ID}","sourceArn":"arn:aws:sqs:us-east-1:000000000000:missing"})"))
        << notFound << "The resource that you specified for the SourceArn parameter doesn't exist.";
    QTest::newRow("engine choice: a completed task")
        << "{DONE}" << notFound << "Task does not exist.";
}

void TestMoveTasks::cancelValidation()
{
    QFETCH(QString, handle);
    QFETCH(QString, expectedCode);
    QFETCH(QString, expectedMessage);
    EngineHarness h;
    QVERIFY(!h.createQueue("dlq").empty());
    QVERIFY(!h.createQueue("dlq2").empty());
    QVERIFY(!h.createQueue("src", {{"RedrivePolicy", redrivePolicy("dlq")}}).empty());
    QVERIFY(!h.createQueue("src2", {{"RedrivePolicy", redrivePolicy("dlq2")}}).empty());
    QVERIFY(!h.createQueue("dest").empty());
    QVERIFY(h.send("dlq2", "x"));
    const auto done = start(h, arn("dlq2"), arn("dest"));
    QVERIFY(done);
    h.advanceSeconds(1);
    QCOMPARE(str(latest(h, arn("dlq2")).status), QStringLiteral("COMPLETED"));
    QVERIFY(h.send("dlq", "y"));
    const auto running = start(h, arn("dlq"), arn("dest"));
    QVERIFY(running);

    // The task id inside the running task's handle.
    const QJsonObject decoded =
        QJsonDocument::fromJson(
            QByteArray::fromBase64(QByteArray::fromStdString(running.result().taskHandle)))
            .object();
    const QString taskId = decoded.value(QLatin1String("taskId")).toString();
    QVERIFY(!taskId.isEmpty());
    QCOMPARE(decoded.value(QLatin1String("sourceArn")).toString(), str(arn("dlq")));
    if (handle == QLatin1String("{RUNNING}")) {
        handle = str(running.result().taskHandle);
    } else if (handle == QLatin1String("{DONE}")) {
        handle = str(done.result().taskHandle);
    } else if (!handle.isEmpty()) {
        const QByteArray raw = QByteArray::fromBase64(handle.toLatin1());
        if (raw.contains("{ID}"))
            handle = QString::fromLatin1(QString::fromLatin1(raw)
                                             .replace(QLatin1String("{ID}"), taskId)
                                             .toLatin1()
                                             .toBase64());
    }

    const auto outcome = h.engine.cancelMessageMoveTask({handle.toStdString()}, h.actor);
    QCOMPARE(codeOf(outcome.code()), expectedCode);
    if (!expectedCode.isEmpty()) {
        QCOMPARE(str(outcome.error().message), expectedMessage);
        QCOMPARE(httpStatus(outcome.code()),
                 expectedCode == QLatin1String("ResourceNotFoundException") ? 404 : 400);
    }
    // Only the cancel of the running task stops it.
    h.advanceSeconds(1);
    QCOMPARE(str(latest(h, arn("dlq")).status),
             expectedCode.isEmpty() ? QStringLiteral("CANCELLED") : QStringLiteral("COMPLETED"));
    QCOMPARE(str(latest(h, arn("dlq2")).status), QStringLiteral("COMPLETED"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMoveTasks::failedTasks_data()
{
    QTest::addColumn<QString>("deleted"); // the queue deleted while the task runs
    QTest::addColumn<bool>("withDestination");
    QTest::addColumn<QString>("failureReason");
    QTest::newRow("destination deleted while running (AWS-recorded)")
        << "dest" << true << "AWS.SimpleQueueService.NonExistentQueue";
    QTest::newRow("original source deleted, no DestinationArn")
        << "src" << false << "AWS.SimpleQueueService.NonExistentQueue";
    QTest::newRow("a message sent straight to the DLQ, no DestinationArn")
        << "" << false << "CouldNotDetermineMessageSource";
}

void TestMoveTasks::failedTasks()
{
    QFETCH(QString, deleted);
    QFETCH(bool, withDestination);
    QFETCH(QString, failureReason);
    EngineHarness h;
    QVERIFY(!h.createQueue("dlq").empty());
    QVERIFY(!h.createQueue("src", {{"RedrivePolicy", redrivePolicy("dlq")}}).empty());
    QVERIFY(!h.createQueue("dest").empty());
    for (int i = 0; i < 3; ++i)
        QVERIFY(deadLetter(h, "src", numbered("m", i)));
    if (deleted.isEmpty()) {
        // A message with no source queue, behind one that has one.
        QVERIFY(h.send("dlq", "direct"));
    }

    h.at(10);
    QVERIFY(start(h, arn("dlq"), withDestination ? arn("dest") : std::string(),
                  deleted.isEmpty() ? 10 : 1));
    h.at(11);
    QCOMPARE(str(latest(h, arn("dlq")).status),
             deleted.isEmpty() ? QStringLiteral("FAILED") : QStringLiteral("RUNNING"));
    if (!deleted.isEmpty()) {
        QCOMPARE(latest(h, arn("dlq")).approximateNumberOfMessagesMoved, 1);
        QVERIFY(h.engine.deleteQueue({deleted.toStdString()}, h.actor));
        h.at(12);
    }
    const MessageMoveTaskEntry task = latest(h, arn("dlq"));
    QCOMPARE(str(task.status), QStringLiteral("FAILED"));
    QCOMPARE(str(task.failureReason), failureReason);
    QVERIFY(task.taskHandle.empty());
    QCOMPARE(task.approximateNumberOfMessagesToMove, deleted.isEmpty() ? 4 : 3);
    QCOMPARE(task.approximateNumberOfMessagesMoved, deleted.isEmpty() ? 3 : 1);
    // The messages that were not moved stay in the DLQ, and the failed task moves no more.
    QCOMPARE(h.counts("dlq").visible, deleted.isEmpty() ? 1u : 2u);
    h.at(20);
    QCOMPARE(h.counts("dlq").visible, deleted.isEmpty() ? 1u : 2u);
    QCOMPARE(latest(h, arn("dlq")).approximateNumberOfMessagesMoved, deleted.isEmpty() ? 3 : 1);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMoveTasks::listTasks()
{
    EngineHarness h;
    QVERIFY(!h.createQueue("dlq").empty());
    QVERIFY(!h.createQueue("src", {{"RedrivePolicy", redrivePolicy("dlq")}}).empty());
    QVERIFY(!h.createQueue("dest").empty());
    QVERIFY(list(h, arn("dlq")).result().results.empty());
    // Three tasks at t=0, 10 and 20, each moving one message: the first and the last to "dest",
    // the middle one back to the message's source.
    for (int round = 0; round < 3; ++round) {
        h.at(10 * round);
        if (round == 1)
            QVERIFY(deadLetter(h, "src", "m1"));
        else
            QVERIFY(h.send("dlq", numbered("m", round)));
        QVERIFY(start(h, arn("dlq"), round == 1 ? std::string() : arn("dest"), round + 1));
        h.advanceSeconds(1);
        QCOMPARE(str(latest(h, arn("dlq")).status), QStringLiteral("COMPLETED"));
    }
    // The default MaxResults is 1: the most recent task only.
    QCOMPARE(list(h, arn("dlq")).result().results.size(), 1u);
    const auto all = list(h, arn("dlq"), 10);
    QCOMPARE(all.result().results.size(), 3u);
    // Newest first.
    const auto &results = all.result().results;
    QCOMPARE(results[0].startedTimestamp, epochAtZeroMs + 20000);
    QCOMPARE(results[1].startedTimestamp, epochAtZeroMs + 10000);
    QCOMPARE(results[2].startedTimestamp, epochAtZeroMs);
    QCOMPARE(str(results[0].destinationArn), str(arn("dest")));
    QVERIFY(results[1].destinationArn.empty());
    QCOMPARE(str(results[2].destinationArn), str(arn("dest")));
    QCOMPARE(results[0].maxNumberOfMessagesPerSecond.value_or(0), 3);
    QCOMPARE(results[2].maxNumberOfMessagesPerSecond.value_or(0), 1);
    for (const MessageMoveTaskEntry &task : results) {
        QCOMPARE(str(task.status), QStringLiteral("COMPLETED"));
        QCOMPARE(task.approximateNumberOfMessagesToMove, 1);
        QCOMPARE(task.approximateNumberOfMessagesMoved, 1);
        QCOMPARE(str(task.sourceArn), str(arn("dlq")));
    }
    QCOMPARE(liveCount(h, "dest"), 2u);
    QCOMPARE(liveCount(h, "src"), 1u);
    QCOMPARE(list(h, arn("dlq"), 2).result().results.size(), 2u);
    // Another queue's list is its own.
    QVERIFY(list(h, arn("dest"), 10).result().results.empty());
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMoveTasks::listValidation_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("maxResults"); // 0 = not given
    QTest::addColumn<QString>("expectedCode");
    QTest::addColumn<QString>("expectedMessage");
    QTest::newRow("SourceArn missing") << "" << 0 << "MissingParameter"
                                       << "The request must contain the parameter SourceArn.";
    QTest::newRow("engine text: source does not exist")
        << "arn:aws:sqs:us-east-1:000000000000:missing" << 0 << "ResourceNotFoundException"
        << "The resource that you specified for the SourceArn parameter doesn't exist.";
    QTest::newRow("engine text: SourceArn not an ARN")
        << "dlq" << 0 << "InvalidParameterValue"
        << "You must use this format to specify the SourceArn: "
           "arn:<partition>:<service>:<region>:<account-id>:<resource-id>";
    QTest::newRow("engine text: MaxResults 11")
        << "arn:aws:sqs:us-east-1:000000000000:dlq" << 11 << "InvalidParameterValue"
        << "Value 11 for parameter MaxResults is invalid. Reason: Must be between 1 and 10.";
    QTest::newRow("MaxResults 10, the maximum")
        << "arn:aws:sqs:us-east-1:000000000000:dlq" << 10 << ""
        << "";
}

void TestMoveTasks::listValidation()
{
    QFETCH(QString, source);
    QFETCH(int, maxResults);
    QFETCH(QString, expectedCode);
    QFETCH(QString, expectedMessage);
    EngineHarness h;
    QVERIFY(!h.createQueue("dlq").empty());
    const auto outcome = list(h, source.toStdString(),
                              maxResults ? std::optional<std::int64_t>(maxResults) : std::nullopt);
    QCOMPARE(codeOf(outcome.code()), expectedCode);
    if (!expectedCode.isEmpty())
        QCOMPARE(str(outcome.error().message), expectedMessage);
    else
        QVERIFY(outcome.result().results.empty());
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMoveTasks::jsonShapesAwsRecorded()
{
    // The member sets of AWS-recorded test_move_task_cancel ("list-while", "cancel",
    // "list-after") and test_move_task_workflow_with_default_destination.
    auto policy = [](const char *dlq) {
        return std::string(R"({\"deadLetterTargetArn\":\"arn:aws:sqs:us-east-1:000000000000:)") +
               dlq + R"(\",\"maxReceiveCount\":1})";
    };
    std::vector<std::string> lines = {
        R"({"Action": "CreateQueue", "QueueName": "dlq"})",
        R"({"Action": "CreateQueue", "QueueName": "dest"})",
        R"({"Action": "CreateQueue", "QueueName": "src", "Attributes": {"RedrivePolicy": ")" +
            policy("dlq") + R"("}})",
        R"({"Action": "CreateQueue", "QueueName": "dlq2"})",
        R"({"Action": "CreateQueue", "QueueName": "src2", "Attributes": {"RedrivePolicy": ")" +
            policy("dlq2") + R"("}})",
    };
    for (int i = 0; i < 10; ++i)
        lines.push_back(R"({"Action": "SendMessage", "QueueUrl": "dlq", "MessageBody": "m)" +
                        std::to_string(i) + R"("})");
    lines.insert(
        lines.end(),
        {
            R"({"id": "start", "Action": "StartMessageMoveTask", "SourceArn": "arn:aws:sqs:us-east-1:000000000000:dlq", "DestinationArn": "arn:aws:sqs:us-east-1:000000000000:dest", "MaxNumberOfMessagesPerSecond": 1})",
            R"({"id": "while", "Action": "ListMessageMoveTasks", "SourceArn": "arn:aws:sqs:us-east-1:000000000000:dlq"})",
            R"({"id": "cancel", "Action": "CancelMessageMoveTask", "TaskHandle": "${start.TaskHandle}"})",
            R"({"advance": 1})",
            R"({"id": "after", "Action": "ListMessageMoveTasks", "SourceArn": "arn:aws:sqs:us-east-1:000000000000:dlq", "MaxResults": 10})",
            R"({"Action": "SendMessage", "QueueUrl": "src2", "MessageBody": "returns"})",
            R"({"Action": "ReceiveMessage", "QueueUrl": "src2", "VisibilityTimeout": 0})",
            R"({"Action": "ReceiveMessage", "QueueUrl": "src2"})",
            R"({"Action": "StartMessageMoveTask", "SourceArn": "arn:aws:sqs:us-east-1:000000000000:dlq2"})",
            R"({"advance": 1})",
            R"({"id": "default", "Action": "ListMessageMoveTasks", "SourceArn": "arn:aws:sqs:us-east-1:000000000000:dlq2"})",
            R"({"id": "back", "Action": "ReceiveMessage", "QueueUrl": "src2"})",
            R"({"id": "notdlq", "Action": "StartMessageMoveTask", "SourceArn": "arn:aws:sqs:us-east-1:000000000000:src"})",
        });
    const auto run = runScript(lines);
    std::map<QString, std::string> byId;
    for (const std::string &line : run.lines) {
        const QString id = parseLine(line).value(QLatin1String("id")).toString();
        if (!id.isEmpty())
            byId[id] = line;
    }
    QCOMPARE(byId.size(), 7u);
    const std::string &started = byId[QStringLiteral("start")];
    const std::string &whileRunning = byId[QStringLiteral("while")];
    const std::string &cancel = byId[QStringLiteral("cancel")];
    const std::string &after = byId[QStringLiteral("after")];
    const std::string &defaultDestination = byId[QStringLiteral("default")];

    QCOMPARE(sortedKeys(path(started, "Response")), QStringList{QStringLiteral("TaskHandle")});
    QCOMPARE(sortedKeys(path(whileRunning, "Response.Results.0")),
             (QStringList{QStringLiteral("ApproximateNumberOfMessagesMoved"),
                          QStringLiteral("ApproximateNumberOfMessagesToMove"),
                          QStringLiteral("DestinationArn"),
                          QStringLiteral("MaxNumberOfMessagesPerSecond"),
                          QStringLiteral("SourceArn"), QStringLiteral("StartedTimestamp"),
                          QStringLiteral("Status"), QStringLiteral("TaskHandle")}));
    QCOMPARE(path(whileRunning, "Response.Results.0.Status").toString(), QStringLiteral("RUNNING"));
    QCOMPARE(path(whileRunning, "Response.Results.0.TaskHandle").toString(),
             path(started, "Response.TaskHandle").toString());
    QCOMPARE(path(whileRunning, "Response.Results.0.ApproximateNumberOfMessagesMoved").toInt(-1),
             0);
    QCOMPARE(path(whileRunning, "Response.Results.0.ApproximateNumberOfMessagesToMove").toInt(),
             10);
    QCOMPARE(path(whileRunning, "Response.Results.0.MaxNumberOfMessagesPerSecond").toInt(), 1);
    QCOMPARE(path(whileRunning, "Response.Results.0.SourceArn").toString(),
             QStringLiteral("arn:aws:sqs:us-east-1:000000000000:dlq"));
    QCOMPARE(path(whileRunning, "Response.Results.0.DestinationArn").toString(),
             QStringLiteral("arn:aws:sqs:us-east-1:000000000000:dest"));
    QCOMPARE(path(whileRunning, "Response.Results.0.StartedTimestamp").toDouble(),
             static_cast<double>(epochAtZeroMs));

    QCOMPARE(sortedKeys(path(cancel, "Response")),
             QStringList{QStringLiteral("ApproximateNumberOfMessagesMoved")});
    QCOMPARE(path(cancel, "Response.ApproximateNumberOfMessagesMoved").toInt(-1), 0);

    QCOMPARE(path(after, "Response.Results").toArray().size(), 1);
    QCOMPARE(path(after, "Response.Results.0.Status").toString(), QStringLiteral("CANCELLED"));
    QVERIFY(!sortedKeys(path(after, "Response.Results.0")).contains(QStringLiteral("TaskHandle")));

    QCOMPARE(sortedKeys(path(defaultDestination, "Response.Results.0")),
             (QStringList{QStringLiteral("ApproximateNumberOfMessagesMoved"),
                          QStringLiteral("ApproximateNumberOfMessagesToMove"),
                          QStringLiteral("SourceArn"), QStringLiteral("StartedTimestamp"),
                          QStringLiteral("Status")}));
    QCOMPARE(path(defaultDestination, "Response.Results.0.Status").toString(),
             QStringLiteral("COMPLETED"));
    QCOMPARE(
        path(defaultDestination, "Response.Results.0.ApproximateNumberOfMessagesMoved").toInt(), 1);

    // The message is back in its source as a new message.
    const std::string &back = byId[QStringLiteral("back")];
    QCOMPARE(path(back, "Response.Messages.0.Body").toString(), QStringLiteral("returns"));

    const std::string &notDlq = byId[QStringLiteral("notdlq")];
    QCOMPARE(path(notDlq, "Error.Code").toString(), QStringLiteral("InvalidParameterValue"));
    QCOMPARE(path(notDlq, "Error.Message").toString(),
             QStringLiteral("Source queue must be configured as a Dead Letter Queue."));
    QVERIFY2(run.invariantReport.empty(), run.invariantReport.c_str());
}

QTEST_GUILESS_MAIN(TestMoveTasks)
#include "tst_movetasks.moc"
