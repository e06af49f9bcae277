// SPDX-License-Identifier: GPL-3.0-or-later
// SEMANTICS.md section 8: dead-letter queues. RedrivePolicy validation, the move on receive
// maxReceiveCount + 1, what the moved message looks like (receive count carried over,
// DeadLetterQueueSourceArn, FIFO deduplication id), DLQ retention for standard and FIFO queues,
// the FIFO group unblocked after the move, RedriveAllowPolicy and ListDeadLetterSourceQueues.

#include "enginetest.h"

#include <QJsonArray>

using namespace inflight;
using namespace inflight::test;

namespace {

std::string url(const std::string &name)
{
    return "http://localhost:9324/000000000000/" + name;
}

/// A source queue ("src" or "src.fifo") with a DLQ ("dlq" or "dlq.fifo"); returns {source, dlq}.
std::pair<std::string, std::string> sourceWithDlq(EngineHarness &h, bool fifo, int maxReceiveCount,
                                                  AttributeMap sourceAttributes = {},
                                                  AttributeMap dlqAttributes = {})
{
    const std::string suffix = fifo ? ".fifo" : "";
    if (fifo) {
        sourceAttributes["FifoQueue"] = "true";
        dlqAttributes["FifoQueue"] = "true";
    }
    const auto dlq = h.createQueue("dlq" + suffix, dlqAttributes);
    sourceAttributes["RedrivePolicy"] = redrivePolicy("dlq" + suffix, maxReceiveCount);
    const auto source = h.createQueue("src" + suffix, sourceAttributes);
    return {source, dlq};
}

QStringList urls(const Outcome<QueueUrlListResult> &outcome)
{
    QStringList out;
    for (const std::string &u : outcome.result().queueUrls)
        out << str(u);
    return out;
}

QStringList keys(const QJsonValue &object)
{
    return object.toObject().keys();
}

} // namespace

class TestDeadLetter : public QObject {
    Q_OBJECT

private slots:
    void redrivePolicyValidation_data();
    void redrivePolicyValidation();
    void emptyRedrivePolicyRemovesIt();
    void moveOnReceiveNPlusOne_data();
    void moveOnReceiveNPlusOne();
    void movingReceiveReturnsOtherMessages_data();
    void movingReceiveReturnsOtherMessages();
    void longPollOnTheDlqGetsTheMovedMessage();
    void fifoGroupUnblockedAfterMove();
    void receiveCountCarriesOver_data();
    void receiveCountCarriesOver();
    void movedMessageAttributesAwsRecorded();
    void fifoMovedMessageAttributes();
    void fifoMovedMessageGoesToBackOfItsGroup();
    void deadLetterRetention_data();
    void deadLetterRetention();
    void deletedDeadLetterQueue();
    void redriveAllowPolicy_data();
    void redriveAllowPolicy();
    void redriveAllowPolicyValidation_data();
    void redriveAllowPolicyValidation();
    void listDeadLetterSourceQueues();
    void listDeadLetterSourceQueuesErrors_data();
    void listDeadLetterSourceQueuesErrors();
    void listDeadLetterSourceQueuesJsonShape();
};

void TestDeadLetter::redrivePolicyValidation_data()
{
    QTest::addColumn<bool>("fifo");
    QTest::addColumn<bool>("atCreate");
    // {DLQ} is the ARN of the DLQ of the source's type, {OTHER} the one of the other type,
    // {SELF} the source's own ARN.
    QTest::addColumn<QString>("policy");
    QTest::addColumn<QString>("expectedCode");
    // The full message; {policy} stands for the policy text. For an accepted policy: the
    // attribute as GetQueueAttributes returns it (normalised, maxReceiveCount a number).
    QTest::addColumn<QString>("expected");

    const QString value =
        QStringLiteral("Value {policy} for parameter RedrivePolicy is invalid. Reason: ");
    const QString normal =
        QStringLiteral(R"({"deadLetterTargetArn":"{DLQ}","maxReceiveCount":%1})");

    QTest::newRow("maxReceiveCount as a number")
        << false << false << R"({"deadLetterTargetArn":"{DLQ}","maxReceiveCount":3})"
        << "" << normal.arg(3);
    QTest::newRow("maxReceiveCount as a string, returned as a number")
        << false << false << R"({"maxReceiveCount":"5","deadLetterTargetArn":"{DLQ}"})"
        << "" << normal.arg(5);
    QTest::newRow("maxReceiveCount 1, the minimum")
        << false << false << R"({"deadLetterTargetArn":"{DLQ}","maxReceiveCount":1})"
        << "" << normal.arg(1);
    QTest::newRow("maxReceiveCount 1000, the maximum")
        << false << false << R"({"deadLetterTargetArn":"{DLQ}","maxReceiveCount":1000})"
        << "" << normal.arg(1000);
    QTest::newRow("set at CreateQueue")
        << false << true << R"({"deadLetterTargetArn":"{DLQ}","maxReceiveCount":2})"
        << "" << normal.arg(2);
    QTest::newRow("fifo source with a fifo DLQ")
        << true << false << R"({"deadLetterTargetArn":"{DLQ}","maxReceiveCount":4})"
        << "" << normal.arg(4);
    QTest::newRow("maxReceiveCount 0")
        << false << false << R"({"deadLetterTargetArn":"{DLQ}","maxReceiveCount":0})"
        << "InvalidParameterValue"
        << value + QLatin1String(
                       "Invalid value for maxReceiveCount: 0, valid values are from 1 to 1000 both "
                       "inclusive.");
    QTest::newRow("maxReceiveCount 1001")
        << false << false << R"({"deadLetterTargetArn":"{DLQ}","maxReceiveCount":1001})"
        << "InvalidParameterValue"
        << value + QLatin1String(
                       "Invalid value for maxReceiveCount: 1001, valid values are from 1 to 1000 "
                       "both inclusive.");
    QTest::newRow("maxReceiveCount not a whole number")
        << false << false << R"({"deadLetterTargetArn":"{DLQ}","maxReceiveCount":"two"})"
        << "InvalidParameterValue"
        << value +
               QLatin1String(
                   "Invalid value for maxReceiveCount: two, valid values are from 1 to 1000 both "
                   "inclusive.");
    QTest::newRow("maxReceiveCount missing")
        << false << false << R"({"deadLetterTargetArn":"{DLQ}"})"
        << "InvalidParameterValue"
        << value + QLatin1String(
                       "Redrive policy does not contain mandatory attribute: maxReceiveCount.");
    QTest::newRow("deadLetterTargetArn missing")
        << false << false << R"({"maxReceiveCount":3})"
        << "InvalidParameterValue"
        << value + QLatin1String(
                       "Redrive policy does not contain mandatory attribute: deadLetterTargetArn.");
    QTest::newRow("an unknown member")
        << false << false << R"({"deadLetterTargetArn":"{DLQ}","maxReceiveCount":3,"extra":1})"
        << "InvalidParameterValue"
        << value + QLatin1String("Only following attributes are supported: [maxReceiveCount, "
                                 "deadLetterTargetArn].");
    QTest::newRow("not JSON")
        << false << false << "maxReceiveCount=3"
        << "InvalidParameterValue"
        << "Invalid value for the parameter RedrivePolicy. Reason: Redrive policy is not a valid "
           "JSON map.";
    QTest::newRow("deadLetterTargetArn not an SQS ARN")
        << false << false << R"({"deadLetterTargetArn":"dlq","maxReceiveCount":3})"
        << "InvalidParameterValue"
        << value + QLatin1String("Invalid value for deadLetterTargetArn.");
    QTest::newRow("the DLQ does not exist")
        << false << false
        << R"({"deadLetterTargetArn":"arn:aws:sqs:us-east-1:000000000000:missing","maxReceiveCount":3})"
        << "InvalidParameterValue" << value + QLatin1String("Dead letter target does not exist.");
    QTest::newRow("the DLQ does not exist, at CreateQueue")
        << false << true
        << R"({"deadLetterTargetArn":"arn:aws:sqs:us-east-1:000000000000:missing","maxReceiveCount":3})"
        << "InvalidParameterValue" << value + QLatin1String("Dead letter target does not exist.");
    QTest::newRow("standard source, fifo DLQ")
        << false << false << R"({"deadLetterTargetArn":"{OTHER}","maxReceiveCount":3})"
        << "InvalidParameterValue"
        << value + QLatin1String("Dead-letter queue must be same type of queue as the source.");
    QTest::newRow("fifo source, standard DLQ")
        << true << false << R"({"deadLetterTargetArn":"{OTHER}","maxReceiveCount":3})"
        << "InvalidParameterValue"
        << value + QLatin1String("Dead-letter queue must be same type of queue as the source.");
    // AWS accepts a queue as its own dead-letter queue (issue 27); its messages stay in it.
    QTest::newRow("a queue as its own DLQ")
        << false << false << R"({"deadLetterTargetArn":"{SELF}","maxReceiveCount":3})"
        << ""
        << "{policy}";
    QTest::newRow("a queue as its own DLQ, at CreateQueue")
        << false << true << R"({"deadLetterTargetArn":"{SELF}","maxReceiveCount":3})"
        << ""
        << "{policy}";
    QTest::newRow("maxReceiveCount as a string, read back as a number")
        << false << true << R"({"deadLetterTargetArn":"{DLQ}", "maxReceiveCount": "1000"})"
        << ""
        << R"({"deadLetterTargetArn":"{DLQ}","maxReceiveCount":1000})";
}

void TestDeadLetter::redrivePolicyValidation()
{
    QFETCH(bool, fifo);
    QFETCH(bool, atCreate);
    QFETCH(QString, policy);
    QFETCH(QString, expectedCode);
    QFETCH(QString, expected);

    EngineHarness h;
    QVERIFY(!h.createQueue("dlq").empty());
    QVERIFY(!h.createQueue("dlq.fifo", {{"FifoQueue", "true"}}).empty());
    const std::string sourceName = fifo ? "src.fifo" : "src";
    const QString dlqArn = str(arn(fifo ? "dlq.fifo" : "dlq"));
    const QString otherArn = str(arn(fifo ? "dlq" : "dlq.fifo"));
    policy.replace(QLatin1String("{DLQ}"), dlqArn)
        .replace(QLatin1String("{OTHER}"), otherArn)
        .replace(QLatin1String("{SELF}"), str(arn(sourceName)));
    expected.replace(QLatin1String("{policy}"), policy).replace(QLatin1String("{DLQ}"), dlqArn);

    AttributeMap base;
    if (fifo)
        base["FifoQueue"] = "true";
    ErrorCode code = ErrorCode::None;
    std::string message;
    if (atCreate) {
        AttributeMap attributes = base;
        attributes["RedrivePolicy"] = policy.toStdString();
        const auto outcome = h.engine.createQueue({sourceName, attributes, {}}, h.actor);
        code = outcome.code();
        message = outcome.ok() ? std::string() : outcome.error().message;
        if (!outcome.ok()) {
            // A rejected CreateQueue creates nothing.
            QCOMPARE(h.engine.findQueue(sourceName), noQueue);
            QVERIFY(!h.createQueue(sourceName, base).empty());
        }
    } else {
        QVERIFY(!h.createQueue(sourceName, base).empty());
        const auto outcome = h.engine.setQueueAttributes(
            {sourceName, {{"RedrivePolicy", policy.toStdString()}}}, h.actor);
        code = outcome.code();
        message = outcome.ok() ? std::string() : outcome.error().message;
    }
    QCOMPARE(codeOf(code), expectedCode);
    if (expectedCode.isEmpty()) {
        QCOMPARE(str(h.attribute(sourceName, "RedrivePolicy")), expected);
    } else {
        QCOMPARE(str(message), expected);
        // A rejected policy changes nothing: the queue still has no RedrivePolicy.
        QCOMPARE(str(h.attribute(sourceName, "RedrivePolicy")), QString());
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDeadLetter::emptyRedrivePolicyRemovesIt()
{
    EngineHarness h;
    const auto [source, dlq] = sourceWithDlq(h, false, 1);
    QVERIFY(!h.attribute(source, "RedrivePolicy").empty());
    QVERIFY(h.engine.setQueueAttributes({source, {{"RedrivePolicy", ""}}}, h.actor));
    QCOMPARE(str(h.attribute(source, "RedrivePolicy")), QString());
    const auto all = h.engine.getQueueAttributes({source, {"All"}}, h.actor);
    for (const auto &[name, value] : all.result().attributes)
        QVERIFY2(name != "RedrivePolicy", value.c_str());
    QVERIFY(h.engine.listDeadLetterSourceQueues({dlq, std::nullopt, {}}, h.actor)
                .result()
                .queueUrls.empty());
    // Without a policy nothing moves, however often the message is received.
    QVERIFY(h.send(source, "stays"));
    for (std::uint32_t i = 1; i <= 5; ++i) {
        const auto received = h.receive(source, 1, 0);
        QCOMPARE(received.result().messages.size(), 1u);
        QCOMPARE(received.result().messages[0].receipt, i);
    }
    QCOMPARE(h.counts(dlq).visible, 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDeadLetter::moveOnReceiveNPlusOne_data()
{
    QTest::addColumn<bool>("fifo");
    QTest::addColumn<int>("maxReceiveCount");
    QTest::newRow("standard, maxReceiveCount 1 (AWS-validated "
                  "test_dead_letter_queue_max_receive_count)")
        << false << 1;
    QTest::newRow("standard, maxReceiveCount 3") << false << 3;
    QTest::newRow("fifo, maxReceiveCount 1") << true << 1;
    QTest::newRow("fifo, maxReceiveCount 2: the third receive moves it (AWS-validated)")
        << true << 2;
}

void TestDeadLetter::moveOnReceiveNPlusOne()
{
    QFETCH(bool, fifo);
    QFETCH(int, maxReceiveCount);
    EngineHarness h;
    const auto [source, dlq] = sourceWithDlq(h, fifo, maxReceiveCount);
    const auto sent = sendOne(h, fifo, source, "poison");
    QVERIFY(sent);
    const MessageNumber message = sent.result().message;

    // Receives 1..N return the message (visibility 0: it is receivable again at once).
    for (int i = 1; i <= maxReceiveCount; ++i) {
        const auto received = h.receive(source, 10, 0);
        QCOMPARE(received.result().messages.size(), 1u);
        QCOMPARE(received.result().messages[0].message, message);
        QCOMPARE(received.result().messages[0].receipt, static_cast<std::uint32_t>(i));
        QCOMPARE(h.counts(dlq).visible, 0u);
    }
    // Receive N+1 does not return it: it moves to the DLQ, with the same MessageId.
    QVERIFY(h.receive(source, 10, 0).result().messages.empty());
    QCOMPARE(countEvents(h.engine.log(), EventKind::MovedToDeadLetterQueue), 1);
    const auto sourceCounts = h.counts(source);
    QCOMPARE(sourceCounts.visible + sourceCounts.inFlight + sourceCounts.delayed, 0u);
    QCOMPARE(h.counts(dlq).visible, 1u);
    const auto fromDlq = h.receive(dlq);
    QCOMPARE(fromDlq.result().messages.size(), 1u);
    QCOMPARE(fromDlq.result().messages[0].message, message);
    QCOMPARE(str(h.engine.messageId(fromDlq.result().messages[0].message)),
             str(h.engine.messageId(message)));
    QCOMPARE(str(h.engine.messageBody(message)), QStringLiteral("poison"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDeadLetter::movingReceiveReturnsOtherMessages_data()
{
    QTest::addColumn<bool>("fifo");
    QTest::addColumn<int>("poisonCount");
    QTest::addColumn<int>("maxMessages");
    for (const bool fifo : {false, true}) {
        const char *type = fifo ? "fifo (each message in its own group)" : "standard";
        QTest::addRow("%s, one to move, MaxNumberOfMessages 10", type) << fifo << 1 << 10;
        QTest::addRow("%s, one to move, MaxNumberOfMessages 1: the move takes no slot", type)
            << fifo << 1 << 1;
        QTest::addRow("%s, three to move in one receive", type) << fifo << 3 << 10;
    }
}

void TestDeadLetter::movingReceiveReturnsOtherMessages()
{
    QFETCH(bool, fifo);
    QFETCH(int, poisonCount);
    QFETCH(int, maxMessages);
    EngineHarness h;
    const auto [source, dlq] = sourceWithDlq(h, fifo, 1);
    for (int i = 0; i < poisonCount; ++i)
        QVERIFY(sendOne(h, fifo, source, numbered("poison", i), numbered("p", i)));
    QCOMPARE(h.receive(source, 10, 0).result().messages.size(),
             static_cast<std::size_t>(poisonCount));
    QVERIFY(sendOne(h, fifo, source, "fresh", "f"));
    // One ReceiveMessage both moves the received-once messages and returns "fresh".
    QCOMPARE(bodies(h.engine, h.receive(source, maxMessages)),
             QStringList{QStringLiteral("fresh")});
    QCOMPARE(h.counts(dlq).visible, static_cast<std::uint64_t>(poisonCount));
    QCOMPARE(countEvents(h.engine.log(), EventKind::MovedToDeadLetterQueue), poisonCount);
    QCOMPARE(h.counts(source).inFlight, 1u);
    QCOMPARE(h.counts(source).visible, 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDeadLetter::longPollOnTheDlqGetsTheMovedMessage()
{
    // A consumer long-polling the DLQ is answered at the moment of the move.
    EngineHarness h;
    const auto [source, dlq] = sourceWithDlq(h, false, 1, {{"VisibilityTimeout", "5"}});
    QVERIFY(h.send(source, "poison"));
    QCOMPARE(h.receive(source).result().messages.size(), 1u);
    const auto waiting = h.receive(dlq, 1, std::nullopt, 20);
    QVERIFY(waiting.result().waiting);
    h.at(5);
    QVERIFY(h.engine.takeCompletedPolls().empty());
    h.at(7);
    QVERIFY(h.receive(source).result().messages.empty()); // the move
    const auto completed = h.engine.takeCompletedPolls();
    QCOMPARE(completed.size(), 1u);
    QCOMPARE(completed[0].poll, waiting.result().poll);
    QCOMPARE(completed[0].completedAt, TimeMs{7000});
    QCOMPARE(completed[0].outcome.result().messages.size(), 1u);
    QCOMPARE(completed[0].outcome.result().messages[0].receipt, 2u);
    QCOMPARE(str(h.engine.messageBody(completed[0].outcome.result().messages[0].message)),
             QStringLiteral("poison"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDeadLetter::fifoGroupUnblockedAfterMove()
{
    // AWS-validated: after a FIFO message moves to the DLQ, a new message in the same group is
    // received next. Here the move and the delivery happen in the same ReceiveMessage.
    EngineHarness h;
    const auto [source, dlq] = sourceWithDlq(h, true, 1, {{"VisibilityTimeout", "5"}});
    QVERIFY(h.sendFifo(source, "poison", "g1", "d1"));
    QCOMPARE(bodies(h.engine, h.receive(source)), QStringList{QStringLiteral("poison")});
    h.at(1);
    QVERIFY(h.sendFifo(source, "next", "g1", "d2"));
    QVERIFY(h.receive(source, 10).result().messages.empty()); // g1 is blocked
    h.at(5);
    QCOMPARE(bodies(h.engine, h.receive(source, 1)), QStringList{QStringLiteral("next")});
    QCOMPARE(bodies(h.engine, h.receive(dlq, 10)), QStringList{QStringLiteral("poison")});
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDeadLetter::receiveCountCarriesOver_data()
{
    QTest::addColumn<bool>("fifo");
    QTest::addColumn<int>("maxReceiveCount");
    QTest::newRow("standard, maxReceiveCount 1: the first DLQ receive shows 2 (AWS-recorded)")
        << false << 1;
    QTest::newRow("standard, maxReceiveCount 4: the first DLQ receive shows 5") << false << 4;
    QTest::newRow("fifo, maxReceiveCount 2: the first DLQ receive shows 3") << true << 2;
}

void TestDeadLetter::receiveCountCarriesOver()
{
    QFETCH(bool, fifo);
    QFETCH(int, maxReceiveCount);
    EngineHarness h;
    const auto [source, dlq] = sourceWithDlq(h, fifo, maxReceiveCount);
    QVERIFY(sendOne(h, fifo, source, "poison"));
    for (int i = 0; i <= maxReceiveCount; ++i)
        h.receive(source, 1, 0);
    const auto first = h.receive(dlq, 1, 0);
    QCOMPARE(first.result().messages.size(), 1u);
    const auto n = static_cast<std::uint32_t>(maxReceiveCount);
    QCOMPARE(first.result().messages[0].receipt, n + 1);
    QCOMPARE(first.result().messages[0].deadLetterSource, h.engine.findQueue(source));
    QCOMPARE(h.engine.messageReceiveCount(first.result().messages[0].message), n + 1);
    const auto second = h.receive(dlq);
    QCOMPARE(second.result().messages.size(), 1u);
    QCOMPARE(second.result().messages[0].receipt, n + 2);
    // The DLQ's handle deletes the message from the DLQ.
    const auto deleted = h.remove(dlq, second.result().messages[0].receiptHandle().toString());
    QVERIFY2(deleted.ok(), deleted.ok() ? "" : deleted.error().message.c_str());
    QCOMPARE(h.counts(dlq).inFlight, 0u);
    QCOMPARE(h.counts(dlq).visible, 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDeadLetter::movedMessageAttributesAwsRecorded()
{
    // AWS-recorded test_dead_letter_queue_message_attributes (maxReceiveCount 1): the moved
    // message keeps its MessageId, body, MessageAttributes and AWSTraceHeader, gains
    // DeadLetterQueueSourceArn, and its first DLQ receive shows ApproximateReceiveCount "2".
    const auto run = runScript({
        R"({"Action": "CreateQueue", "QueueName": "dlq"})",
        R"({"Action": "CreateQueue", "QueueName": "src", "Attributes": {"RedrivePolicy": "{\"deadLetterTargetArn\":\"arn:aws:sqs:us-east-1:000000000000:dlq\",\"maxReceiveCount\":1}"}})",
        R"({"id": "s", "Action": "SendMessage", "QueueUrl": "src", "MessageBody": "poison", "MessageAttributes": {"colour": {"DataType": "String", "StringValue": "red"}}, "MessageSystemAttributes": {"AWSTraceHeader": {"DataType": "String", "StringValue": "Root=1-5759e988-bd862e3fe1be46a994272793;Sampled=1"}}})",
        R"({"id": "r1", "Action": "ReceiveMessage", "QueueUrl": "src", "VisibilityTimeout": 0, "MessageSystemAttributeNames": ["All"], "MessageAttributeNames": ["All"]})",
        R"({"id": "r2", "Action": "ReceiveMessage", "QueueUrl": "src", "MessageSystemAttributeNames": ["All"]})",
        R"({"id": "d", "Action": "ReceiveMessage", "QueueUrl": "dlq", "MessageSystemAttributeNames": ["All"], "MessageAttributeNames": ["All"]})",
    });
    QCOMPARE(run.lines.size(), 6u);
    const std::string &sent = run.lines[2];
    const std::string &r1 = run.lines[3];
    const std::string &r2 = run.lines[4];
    const std::string &d = run.lines[5];

    const QString messageId = path(sent, "Response.MessageId").toString();
    QVERIFY(!messageId.isEmpty());
    QCOMPARE(path(r1, "Response.Messages.0.MessageId").toString(), messageId);
    QCOMPARE(path(r1, "Response.Messages.0.Attributes.ApproximateReceiveCount").toString(),
             QStringLiteral("1"));
    QVERIFY(!keys(path(r1, "Response.Messages.0.Attributes"))
                 .contains(QStringLiteral("DeadLetterQueueSourceArn")));
    // The second receive moves the message and returns nothing (no Messages key).
    QCOMPARE(keys(path(r2, "Response")), QStringList());

    QCOMPARE(path(d, "Response.Messages").toArray().size(), 1);
    QCOMPARE(path(d, "Response.Messages.0.MessageId").toString(), messageId);
    QCOMPARE(path(d, "Response.Messages.0.Body").toString(), QStringLiteral("poison"));
    QCOMPARE(path(d, "Response.Messages.0.MD5OfBody").toString(),
             path(r1, "Response.Messages.0.MD5OfBody").toString());
    QCOMPARE(path(d, "Response.Messages.0.MessageAttributes.colour.StringValue").toString(),
             QStringLiteral("red"));
    QCOMPARE(path(d, "Response.Messages.0.MD5OfMessageAttributes").toString(),
             path(r1, "Response.Messages.0.MD5OfMessageAttributes").toString());
    QCOMPARE(path(d, "Response.Messages.0.Attributes.AWSTraceHeader").toString(),
             QStringLiteral("Root=1-5759e988-bd862e3fe1be46a994272793;Sampled=1"));
    QCOMPARE(path(d, "Response.Messages.0.Attributes.DeadLetterQueueSourceArn").toString(),
             QStringLiteral("arn:aws:sqs:us-east-1:000000000000:src"));
    QCOMPARE(path(d, "Response.Messages.0.Attributes.ApproximateReceiveCount").toString(),
             QStringLiteral("2"));
    // A standard DLQ message has no FIFO attributes.
    const QStringList attributes = keys(path(d, "Response.Messages.0.Attributes"));
    QVERIFY(!attributes.contains(QStringLiteral("SequenceNumber")));
    QVERIFY(!attributes.contains(QStringLiteral("MessageDeduplicationId")));
    QVERIFY2(run.invariantReport.empty(), run.invariantReport.c_str());
}

void TestDeadLetter::fifoMovedMessageAttributes()
{
    // FIFO to FIFO: "the original message's deduplication ID will be replaced with the original
    // message's ID"; the group id is kept.
    const auto run = runScript({
        R"({"Action": "CreateQueue", "QueueName": "dlq.fifo", "Attributes": {"FifoQueue": "true"}})",
        R"({"Action": "CreateQueue", "QueueName": "src.fifo", "Attributes": {"FifoQueue": "true", "RedrivePolicy": "{\"deadLetterTargetArn\":\"arn:aws:sqs:us-east-1:000000000000:dlq.fifo\",\"maxReceiveCount\":1}"}})",
        R"({"Action": "SendMessage", "QueueUrl": "src.fifo", "MessageBody": "poison", "MessageGroupId": "orders-7", "MessageDeduplicationId": "dedup-1"})",
        R"({"Action": "ReceiveMessage", "QueueUrl": "src.fifo", "VisibilityTimeout": 0, "MessageSystemAttributeNames": ["All"]})",
        R"({"Action": "ReceiveMessage", "QueueUrl": "src.fifo"})",
        R"({"Action": "ReceiveMessage", "QueueUrl": "dlq.fifo", "MessageSystemAttributeNames": ["All"]})",
    });
    QCOMPARE(run.lines.size(), 6u);
    const std::string &sent = run.lines[2];
    const std::string &r1 = run.lines[3];
    const std::string &d = run.lines[5];
    const QString messageId = path(sent, "Response.MessageId").toString();
    QCOMPARE(path(r1, "Response.Messages.0.Attributes.MessageDeduplicationId").toString(),
             QStringLiteral("dedup-1"));
    QCOMPARE(path(r1, "Response.Messages.0.Attributes.SequenceNumber").toString(),
             path(sent, "Response.SequenceNumber").toString());
    QCOMPARE(path(d, "Response.Messages.0.MessageId").toString(), messageId);
    QCOMPARE(path(d, "Response.Messages.0.Attributes.MessageDeduplicationId").toString(),
             messageId);
    QCOMPARE(path(d, "Response.Messages.0.Attributes.MessageGroupId").toString(),
             QStringLiteral("orders-7"));
    QCOMPARE(path(d, "Response.Messages.0.Attributes.DeadLetterQueueSourceArn").toString(),
             QStringLiteral("arn:aws:sqs:us-east-1:000000000000:src.fifo"));
    QCOMPARE(path(d, "Response.Messages.0.Attributes.ApproximateReceiveCount").toString(),
             QStringLiteral("2"));
    QVERIFY(!path(d, "Response.Messages.0.Attributes.SequenceNumber").toString().isEmpty());
    QVERIFY2(run.invariantReport.empty(), run.invariantReport.c_str());
}

void TestDeadLetter::fifoMovedMessageGoesToBackOfItsGroup()
{
    // Engine choice (AWS records nothing): a moved FIFO message takes a new sequence number at
    // the back of its group in the DLQ, behind messages of that group already there.
    EngineHarness h;
    const auto [source, dlq] = sourceWithDlq(h, true, 1);
    QVERIFY(h.sendFifo(source, "poison", "g1", "p"));
    QCOMPARE(h.receive(source, 1, 0).result().messages.size(), 1u);
    h.at(1);
    const auto already = h.sendFifo(dlq, "already there", "g1", "a");
    QVERIFY(already);
    h.at(2);
    QVERIFY(h.receive(source).result().messages.empty()); // moves "poison"
    const auto fromDlq = h.receive(dlq, 10);
    QCOMPARE(bodies(h.engine, fromDlq),
             (QStringList{QStringLiteral("already there"), QStringLiteral("poison")}));
    const auto &messages = fromDlq.result().messages;
    QCOMPARE(messages[0].sequenceNumber, already.result().sequenceNumber);
    QVERIFY(messages[1].sequenceNumber > messages[0].sequenceNumber);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDeadLetter::deadLetterRetention_data()
{
    QTest::addColumn<bool>("fifo");
    QTest::addColumn<double>("moveAt");
    QTest::addColumn<double>("goneAt");
    // The message is sent at t=0 to a source keeping messages 1 hour; the DLQ keeps them 120 s.
    QTest::newRow("standard, expires at the original send + the DLQ's period")
        << false << 100.0 << 120.0;
    QTest::newRow("standard, already older than the DLQ's period: expires at the move")
        << false << 200.0 << 200.0;
    QTest::newRow("fifo, the enqueue time resets at the move") << true << 100.0 << 220.0;
    QTest::newRow("fifo, older than the DLQ's period still gets a full period")
        << true << 200.0 << 320.0;
}

void TestDeadLetter::deadLetterRetention()
{
    QFETCH(bool, fifo);
    QFETCH(double, moveAt);
    QFETCH(double, goneAt);
    EngineHarness h;
    const auto [source, dlq] = sourceWithDlq(h, fifo, 1, {{"MessageRetentionPeriod", "3600"}},
                                             {{"MessageRetentionPeriod", "120"}});
    QVERIFY(sendOne(h, fifo, source, "poison"));
    QCOMPARE(h.receive(source, 1, 0).result().messages.size(), 1u);
    h.at(moveAt);
    QVERIFY(h.receive(source).result().messages.empty());
    QCOMPARE(countEvents(h.engine.log(), EventKind::MovedToDeadLetterQueue), 1);
    if (goneAt > moveAt) {
        QCOMPARE(h.counts(dlq).visible, 1u);
        h.at(goneAt - 0.001);
        QCOMPARE(h.counts(dlq).visible, 1u);
    }
    h.at(goneAt);
    QCOMPARE(h.counts(dlq).visible, 0u);
    QCOMPARE(countEvents(h.engine.log(), EventKind::MessageExpired), 1);
    QVERIFY(h.receive(dlq, 10).result().messages.empty());
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDeadLetter::deletedDeadLetterQueue()
{
    // Engine choice (AWS records nothing): the DLQ is resolved by ARN at the moment of the move.
    // While it does not exist the message is received normally; once a queue of that name exists
    // again, the next receive beyond maxReceiveCount moves the message there.
    EngineHarness h;
    const auto [source, dlq] = sourceWithDlq(h, false, 1);
    QVERIFY(h.send(source, "poison"));
    QVERIFY(h.engine.deleteQueue({dlq}, h.actor));
    for (std::uint32_t i = 1; i <= 3; ++i) {
        const auto received = h.receive(source, 1, 0);
        QCOMPARE(received.result().messages.size(), 1u);
        QCOMPARE(received.result().messages[0].receipt, i);
    }
    QCOMPARE(countEvents(h.engine.log(), EventKind::MovedToDeadLetterQueue), 0);
    h.at(60);
    const auto recreated = h.createQueue("dlq");
    QVERIFY(!recreated.empty());
    QVERIFY(h.receive(source).result().messages.empty());
    QCOMPARE(h.counts(recreated).visible, 1u);
    const auto fromDlq = h.receive(recreated);
    QCOMPARE(fromDlq.result().messages.size(), 1u);
    QCOMPARE(fromDlq.result().messages[0].receipt, 4u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDeadLetter::redriveAllowPolicy_data()
{
    QTest::addColumn<QString>("allowPolicy"); // "" = not set; {SRC} is the source's ARN
    QTest::addColumn<bool>("allowed");
    QTest::newRow("no RedriveAllowPolicy: allowAll by default") << "" << true;
    QTest::newRow("allowAll") << R"({"redrivePermission":"allowAll"})" << true;
    QTest::newRow("denyAll") << R"({"redrivePermission":"denyAll"})" << false;
    QTest::newRow("byQueue naming the source")
        << R"({"redrivePermission":"byQueue","sourceQueueArns":["{SRC}"]})" << true;
    QTest::newRow("byQueue naming the source among others")
        << R"({"redrivePermission":"byQueue","sourceQueueArns":["arn:aws:sqs:us-east-1:000000000000:a","{SRC}"]})"
        << true;
    QTest::newRow("byQueue naming another queue only")
        << R"({"redrivePermission":"byQueue","sourceQueueArns":["arn:aws:sqs:us-east-1:000000000000:other"]})"
        << false;
}

void TestDeadLetter::redriveAllowPolicy()
{
    QFETCH(QString, allowPolicy);
    QFETCH(bool, allowed);
    allowPolicy.replace(QLatin1String("{SRC}"), str(arn("src")));
    EngineHarness h;
    AttributeMap dlqAttributes;
    if (!allowPolicy.isEmpty())
        dlqAttributes["RedriveAllowPolicy"] = allowPolicy.toStdString();
    const auto dlq = h.createQueue("dlq", dlqAttributes);
    QVERIFY(!dlq.empty());
    QCOMPARE(str(h.attribute(dlq, "RedriveAllowPolicy")), allowPolicy);
    const auto source = h.createQueue("src");
    const std::string policy = redrivePolicy("dlq", 2);
    const auto outcome =
        h.engine.setQueueAttributes({source, {{"RedrivePolicy", policy}}}, h.actor);
    QCOMPARE(outcome.ok(), allowed);
    if (!allowed) {
        QCOMPARE(codeOf(outcome.code()), QStringLiteral("InvalidParameterValue"));
        QCOMPARE(str(outcome.error().message),
                 QStringLiteral("Value %1 for parameter RedrivePolicy is invalid. Reason: The "
                                "dead-letter queue's RedriveAllowPolicy does not allow this "
                                "source queue.")
                     .arg(str(policy)));
        QCOMPARE(str(h.attribute(source, "RedrivePolicy")), QString());
    } else {
        QCOMPARE(str(h.attribute(source, "RedrivePolicy")), str(policy));
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDeadLetter::redriveAllowPolicyValidation_data()
{
    QTest::addColumn<QString>("allowPolicy");
    QTest::addColumn<QString>("expectedMessage"); // "" = accepted; {v} stands for the value
    const QString value = QStringLiteral("Value {v} for parameter RedriveAllowPolicy is invalid. "
                                         "Reason: Amazon SQS can't create the redrive allow "
                                         "policy. ");
    const QString unsupported = QStringLiteral(
        "Invalid value for the parameter RedriveAllowPolicy. Reason: Amazon SQS can't create the "
        "redrive allow policy, as it's in an unsupported format.");
    QString tenArns;
    for (int i = 0; i < 10; ++i)
        tenArns += QStringLiteral("%1\"arn:aws:sqs:us-east-1:000000000000:q%2\"")
                       .arg(i == 0 ? QString() : QStringLiteral(","))
                       .arg(i);
    const QString elevenArns =
        tenArns + QStringLiteral(",\"arn:aws:sqs:us-east-1:000000000000:q10\"");

    QTest::newRow("denyAll") << R"({"redrivePermission":"denyAll"})"
                             << "";
    QTest::newRow("byQueue with 10 source ARNs, the maximum")
        << QStringLiteral(R"({"redrivePermission":"byQueue","sourceQueueArns":[%1]})").arg(tenArns)
        << "";
    QTest::newRow("byQueue with 11 source ARNs")
        << QStringLiteral(R"({"redrivePermission":"byQueue","sourceQueueArns":[%1]})")
               .arg(elevenArns)
        << value + QLatin1String("The maximum number of source queue ARNs you can specify is 10.");
    QTest::newRow("byQueue without source ARNs")
        << R"({"redrivePermission":"byQueue"})"
        << value + QLatin1String(
                       "When you specify the byQueue permission type, you must also specify one or "
                       "more sourceQueueArns values.");
    QTest::newRow("allowAll with source ARNs")
        << R"({"redrivePermission":"allowAll","sourceQueueArns":["arn:aws:sqs:us-east-1:000000000000:a"]})"
        << value +
               QLatin1String(
                   "To specify one or more source queue ARNs, you must set redrivePermission to "
                   "byQueue.");
    QTest::newRow("an unknown permission")
        << R"({"redrivePermission":"someQueues"})" << unsupported;
    QTest::newRow("not JSON") << "allowAll" << unsupported;
}

void TestDeadLetter::redriveAllowPolicyValidation()
{
    QFETCH(QString, allowPolicy);
    QFETCH(QString, expectedMessage);
    EngineHarness h;
    const auto dlq = h.createQueue("dlq");
    const auto outcome = h.engine.setQueueAttributes(
        {dlq, {{"RedriveAllowPolicy", allowPolicy.toStdString()}}}, h.actor);
    QCOMPARE(outcome.ok(), expectedMessage.isEmpty());
    if (expectedMessage.isEmpty()) {
        QCOMPARE(str(h.attribute(dlq, "RedriveAllowPolicy")), allowPolicy);
    } else {
        QCOMPARE(codeOf(outcome.code()), QStringLiteral("InvalidParameterValue"));
        QCOMPARE(str(outcome.error().message),
                 expectedMessage.replace(QLatin1String("{v}"), allowPolicy));
        QCOMPARE(str(h.attribute(dlq, "RedriveAllowPolicy")), QString());
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDeadLetter::listDeadLetterSourceQueues()
{
    EngineHarness h;
    const auto dlq = h.createQueue("dlq");
    const auto lonely = h.createQueue("lonely");
    QVERIFY(!h.createQueue("b-src", {{"RedrivePolicy", redrivePolicy("dlq", 3)}}).empty());
    QVERIFY(!h.createQueue("a-src", {{"RedrivePolicy", redrivePolicy("dlq", 3)}}).empty());
    QVERIFY(!h.createQueue("unrelated").empty());
    QVERIFY(!h.createQueue("elsewhere", {{"RedrivePolicy", redrivePolicy("lonely", 3)}}).empty());

    auto list = [&](const std::string &queue, std::optional<std::int64_t> max = std::nullopt,
                    const std::string &token = {}) {
        return h.engine.listDeadLetterSourceQueues({queue, max, token}, h.actor);
    };
    const auto all = list(dlq);
    QVERIFY(all.ok());
    QCOMPARE(urls(all), (QStringList{str(url("a-src")), str(url("b-src"))}));
    QVERIFY(all.result().nextToken.empty());
    QCOMPARE(urls(list(lonely)), QStringList{str(url("elsewhere"))});
    QVERIFY(list("unrelated").result().queueUrls.empty());

    // Pages of one.
    const auto page1 = list(dlq, 1);
    QCOMPARE(urls(page1), QStringList{str(url("a-src"))});
    QVERIFY(!page1.result().nextToken.empty());
    const auto page2 = list(dlq, 1, page1.result().nextToken);
    QCOMPARE(urls(page2), QStringList{str(url("b-src"))});
    QVERIFY(page2.result().nextToken.empty());

    // Removing a policy removes the source from the list.
    QVERIFY(h.engine.setQueueAttributes({"a-src", {{"RedrivePolicy", ""}}}, h.actor));
    QCOMPARE(urls(list(dlq)), QStringList{str(url("b-src"))});
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDeadLetter::listDeadLetterSourceQueuesErrors_data()
{
    QTest::addColumn<QString>("queue");
    QTest::addColumn<int>("maxResults"); // 0 = not given
    QTest::addColumn<QString>("nextToken");
    QTest::addColumn<QString>("expectedCode");
    QTest::addColumn<QString>("expectedMessage");
    QTest::newRow("the queue does not exist") << "missing" << 0 << ""
                                              << "AWS.SimpleQueueService.NonExistentQueue"
                                              << "The specified queue does not exist.";
    QTest::newRow("MaxResults 1001")
        << "dlq" << 1001 << ""
        << "InvalidParameterValue"
        << "Value for parameter MaxResults is invalid. Reason: MaxResults must be an integer "
           "between 1 and 1000.";
    QTest::newRow("NextToken without MaxResults")
        << "dlq" << 0 << "YWZ0ZXI6YQ=="
        << "InvalidParameterValue"
        << "MaxResults is a mandatory parameter when you provide a value for NextToken.";
}

void TestDeadLetter::listDeadLetterSourceQueuesErrors()
{
    QFETCH(QString, queue);
    QFETCH(int, maxResults);
    QFETCH(QString, nextToken);
    QFETCH(QString, expectedCode);
    QFETCH(QString, expectedMessage);
    EngineHarness h;
    QVERIFY(!h.createQueue("dlq").empty());
    const auto outcome = h.engine.listDeadLetterSourceQueues(
        {queue.toStdString(), maxResults ? std::optional<std::int64_t>(maxResults) : std::nullopt,
         nextToken.toStdString()},
        h.actor);
    QCOMPARE(codeOf(outcome.code()), expectedCode);
    QCOMPARE(str(outcome.error().message), expectedMessage);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDeadLetter::listDeadLetterSourceQueuesJsonShape()
{
    const auto run = runScript({
        R"({"Action": "CreateQueue", "QueueName": "dlq"})",
        R"({"Action": "ListDeadLetterSourceQueues", "QueueUrl": "dlq"})",
        R"({"Action": "CreateQueue", "QueueName": "src", "Attributes": {"RedrivePolicy": "{\"deadLetterTargetArn\":\"arn:aws:sqs:us-east-1:000000000000:dlq\",\"maxReceiveCount\":\"3\"}"}})",
        R"({"Action": "ListDeadLetterSourceQueues", "QueueUrl": "http://localhost:9324/000000000000/dlq"})",
        R"({"Action": "GetQueueAttributes", "QueueUrl": "src", "AttributeNames": ["RedrivePolicy"]})",
    });
    QCOMPARE(run.lines.size(), 5u);
    // The member is lower-case queueUrls, present (empty) even when there are no sources.
    QCOMPARE(keys(path(run.lines[1], "Response")), QStringList{QStringLiteral("queueUrls")});
    QCOMPARE(path(run.lines[1], "Response.queueUrls").toArray().size(), 0);
    QCOMPARE(path(run.lines[3], "Response.queueUrls.0").toString(),
             QStringLiteral("http://localhost:9324/000000000000/src"));
    QCOMPARE(
        path(run.lines[4], "Response.Attributes.RedrivePolicy").toString(),
        QStringLiteral(
            R"({"deadLetterTargetArn":"arn:aws:sqs:us-east-1:000000000000:dlq","maxReceiveCount":3})"));
    QVERIFY2(run.invariantReport.empty(), run.invariantReport.c_str());
}

QTEST_GUILESS_MAIN(TestDeadLetter)
#include "tst_deadletter.moc"
