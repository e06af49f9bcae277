// SPDX-License-Identifier: GPL-3.0-or-later
// SEMANTICS.md section 10: fair queues. Since July 2025 a standard queue accepts MessageGroupId:
// no ordering, no blocking, no SequenceNumber; receive(All) returns MessageGroupId; an invalid
// group id gets the FIFO wording.

#include "enginetest.h"

#include <QJsonArray>

#include <map>

using namespace inflight;
using namespace inflight::test;

namespace {

Outcome<SendMessageResult> sendWithGroup(EngineHarness &h, const std::string &queue,
                                         const std::string &body, const std::string &group)
{
    SendMessageRequest request;
    request.queueUrl = queue;
    request.messageBody = body;
    request.messageGroupId = group;
    return h.engine.sendMessage(request, h.actor);
}

} // namespace

class TestFairQueues : public QObject {
    Q_OBJECT

private slots:
    void groupIdAcceptedOnStandard();
    void noBlockingWithinAGroup();
    void groupsAreNotServedGroupByGroup();
    void invalidGroupId_data();
    void invalidGroupId();
    void deduplicationIdStillRejected();
    void jsonShapesAwsRecorded();
};

void TestFairQueues::groupIdAcceptedOnStandard()
{
    EngineHarness h;
    const auto q = h.createQueue("tenants");
    const auto sent = sendWithGroup(h, q, "job for tenant A", "tenant-a");
    QVERIFY2(sent.ok(), sent.ok() ? "" : sent.error().message.c_str());
    QCOMPARE(sent.result().sequenceNumber, 0u);
    QCOMPARE(str(h.engine.messageGroupId(sent.result().message)), QStringLiteral("tenant-a"));

    // Batches take it too.
    SendMessageBatchRequest batch;
    batch.queueUrl = q;
    batch.entries.resize(2);
    for (int i = 0; i < 2; ++i) {
        batch.entries[i].id = numbered("e", i);
        batch.entries[i].messageBody = "batch " + std::to_string(i);
        batch.entries[i].messageGroupId = "tenant-b";
    }
    const auto batched = h.engine.sendMessageBatch(batch, h.actor);
    QVERIFY(batched);
    QCOMPARE(batched.result().successful.size(), 2u);
    QVERIFY(batched.result().failed.empty());
    for (const auto &entry : batched.result().successful)
        QCOMPARE(entry.sequenceNumber, 0u);

    const auto received = h.receive(q, 10);
    QCOMPARE(received.result().messages.size(), 3u);
    for (const ReceivedMessage &m : received.result().messages)
        QCOMPARE(m.sequenceNumber, 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFairQueues::noBlockingWithinAGroup()
{
    // Messages of the same group are processed in parallel: an in-flight message blocks nothing.
    EngineHarness h;
    const auto q = h.createQueue("tenants", {{"VisibilityTimeout", "30"}});
    QVERIFY(sendWithGroup(h, q, "a1", "tenant-a"));
    QVERIFY(sendWithGroup(h, q, "a2", "tenant-a"));
    QVERIFY(sendWithGroup(h, q, "a3", "tenant-a"));
    QCOMPARE(bodies(h.engine, h.receive(q, 1)), sl({"a1"}));
    QCOMPARE(bodies(h.engine, h.receive(q, 1)), sl({"a2"}));
    QCOMPARE(bodies(h.engine, h.receive(q, 1)), sl({"a3"}));
    QCOMPARE(h.counts(q).inFlight, 3u);

    // After the timeout all three are visible again, and one receive takes them all.
    h.at(30);
    QCOMPARE(h.counts(q).visible, 3u);
    QCOMPARE(h.receive(q, 10).result().messages.size(), 3u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFairQueues::groupsAreNotServedGroupByGroup()
{
    // A FIFO receive takes as many messages of one group as it can before the next group; a fair
    // queue is a standard queue and does not: here it returns the messages as they were sent.
    EngineHarness h;
    const auto q = h.createQueue("tenants");
    QVERIFY(sendWithGroup(h, q, "g1-m1", "g1"));
    QVERIFY(sendWithGroup(h, q, "g2-m1", "g2"));
    QVERIFY(sendWithGroup(h, q, "g1-m2", "g1"));
    QVERIFY(h.send(q, "no group"));
    QCOMPARE(bodies(h.engine, h.receive(q, 10)), sl({"g1-m1", "g2-m1", "g1-m2", "no group"}));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFairQueues::invalidGroupId_data()
{
    QTest::addColumn<QString>("group");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("128 characters") << QString(128, QLatin1Char('t')) << true;
    QTest::newRow("punctuation") << QStringLiteral("tenant/42:eu-west_1") << true;
    QTest::newRow("empty (AWS-recorded)") << QString() << false;
    QTest::newRow("129 characters (AWS-recorded)") << QString(129, QLatin1Char('t')) << false;
    QTest::newRow("with a space (AWS-recorded)") << QStringLiteral("tenant 42") << false;
}

void TestFairQueues::invalidGroupId()
{
    QFETCH(QString, group);
    QFETCH(bool, accepted);
    EngineHarness h;
    const auto q = h.createQueue("tenants");
    const auto outcome = sendWithGroup(h, q, "job", group.toStdString());
    QCOMPARE(outcome.ok(), accepted);
    if (!accepted) {
        QCOMPARE(codeOf(outcome.code()), QStringLiteral("InvalidParameterValue"));
        QCOMPARE(str(outcome.error().message),
                 QStringLiteral("Value %1 for parameter MessageGroupId is invalid. Reason: "
                                "MessageGroupId can only include alphanumeric and punctuation "
                                "characters. 1 to 128 in length.")
                     .arg(group));
    }
    QCOMPARE(h.counts(q).visible, accepted ? 1u : 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFairQueues::deduplicationIdStillRejected()
{
    // Fair queues take a group id, not a deduplication id. AWS's wording (sic), as it answers
    // MessageGroupId on a standard queue before fair queues (reported in public issues, e.g.
    // github-aws-runners/terraform-aws-github-runner#1562).
    EngineHarness h;
    const auto q = h.createQueue("tenants");
    const auto outcome = h.sendFifo(q, "job", "tenant-a", "d1");
    QCOMPARE(codeOf(outcome.code()), QStringLiteral("InvalidParameterValue"));
    QCOMPARE(str(outcome.error().message),
             QStringLiteral("Value d1 for parameter MessageDeduplicationId is invalid. Reason: The "
                            "request include parameter that is not valid for this queue "
                            "type."));
    QCOMPARE(h.counts(q).visible, 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFairQueues::jsonShapesAwsRecorded()
{
    // AWS-recorded 18-08-2025 test_fair_queue_with_message_group_id: no SequenceNumber in the
    // send response; receive(All) adds MessageGroupId to the four standard attributes.
    const auto run = runScript({
        R"({"Action": "CreateQueue", "QueueName": "tenants"})",
        R"({"id": "s", "Action": "SendMessage", "QueueUrl": "tenants", "MessageBody": "job", "MessageGroupId": "tenant-a"})",
        R"({"id": "plain", "Action": "SendMessage", "QueueUrl": "tenants", "MessageBody": "no group"})",
        R"({"id": "r", "Action": "ReceiveMessage", "QueueUrl": "tenants", "MaxNumberOfMessages": 10, "MessageSystemAttributeNames": ["All"]})",
        R"({"id": "bad", "Action": "SendMessage", "QueueUrl": "tenants", "MessageBody": "job", "MessageGroupId": ""})",
    });
    std::map<QString, std::string> byId;
    for (const std::string &line : run.lines)
        byId[parseLine(line).value(QLatin1String("id")).toString()] = line;
    QCOMPARE(sortedKeys(path(byId[QStringLiteral("s")], "Response")),
             sl({"MD5OfMessageBody", "MessageId"}));
    const std::string &r = byId[QStringLiteral("r")];
    QCOMPARE(path(r, "Response.Messages").toArray().size(), 2);
    QCOMPARE(path(r, "Response.Messages.0.Body").toString(), QStringLiteral("job"));
    QCOMPARE(sortedKeys(path(r, "Response.Messages.0.Attributes")),
             sl({"ApproximateFirstReceiveTimestamp", "ApproximateReceiveCount", "MessageGroupId",
                 "SenderId", "SentTimestamp"}));
    QCOMPARE(path(r, "Response.Messages.0.Attributes.MessageGroupId").toString(),
             QStringLiteral("tenant-a"));
    // Without a group id: exactly the four standard attributes (AWS-recorded).
    QCOMPARE(sortedKeys(path(r, "Response.Messages.1.Attributes")),
             sl({"ApproximateFirstReceiveTimestamp", "ApproximateReceiveCount", "SenderId",
                 "SentTimestamp"}));
    const std::string &bad = byId[QStringLiteral("bad")];
    QCOMPARE(path(bad, "Error.Code").toString(), QStringLiteral("InvalidParameterValue"));
    QCOMPARE(path(bad, "Error.Message").toString(),
             QStringLiteral("Value  for parameter MessageGroupId is invalid. Reason: "
                            "MessageGroupId can only include alphanumeric and punctuation "
                            "characters. 1 to 128 in length."));
    QVERIFY2(run.invariantReport.empty(), run.invariantReport.c_str());
}

QTEST_GUILESS_MAIN(TestFairQueues)
#include "tst_fairqueues.moc"
