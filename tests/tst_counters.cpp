// SPDX-License-Identifier: GPL-3.0-or-later
// SEMANTICS.md section 15: ApproximateNumberOfMessages, ...NotVisible and ...Delayed, including
// the FIFO quirk that messages behind an in-flight message of a blocked group still count as
// visible (the AWS-validated 6-messages/3-groups and 5-messages cases) and the standard
// 5/1/0 then 6/0/0 case.

#include "enginetest.h"

#include <QJsonArray>

#include <map>

using namespace inflight;
using namespace inflight::test;

namespace {

/// "visible/notVisible/delayed" as GetQueueAttributes reports them; "mismatch" when the API's
/// strings disagree with the engine's counters.
QString counts(EngineHarness &h, const std::string &queue)
{
    const auto outcome = h.engine.getQueueAttributes(
        {queue,
         {"ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible",
          "ApproximateNumberOfMessagesDelayed"}},
        h.actor);
    if (!outcome)
        return QStringLiteral("error: ") + str(outcome.error().message);
    std::map<std::string, std::string> values(outcome.result().attributes.begin(),
                                              outcome.result().attributes.end());
    const QString text = str(values["ApproximateNumberOfMessages"] + "/" +
                             values["ApproximateNumberOfMessagesNotVisible"] + "/" +
                             values["ApproximateNumberOfMessagesDelayed"]);
    const auto c = h.counts(queue);
    const QString engine = QStringLiteral("%1/%2/%3").arg(c.visible).arg(c.inFlight).arg(c.delayed);
    return text == engine ? text : QStringLiteral("mismatch: API %1, engine %2").arg(text, engine);
}

std::string fifoQueue(EngineHarness &h, AttributeMap attributes = {})
{
    attributes["FifoQueue"] = "true";
    return h.createQueue("counted.fifo", std::move(attributes));
}

Outcome<SendMessageResult> sendFifo(EngineHarness &h, const std::string &queue,
                                    const std::string &body, const std::string &group)
{
    return h.sendFifo(queue, body, group, body);
}

} // namespace

class TestCounters : public QObject {
    Q_OBJECT

private slots:
    void newQueueCountsNothing_data();
    void newQueueCountsNothing();
    void visibleInFlightDelayed();
    void standardSixMessagesAwsCase();
    void fifoBlockedGroupsCountAsVisible();
    void fifoFiveMessagesAwsCase();
    void fifoBlockedGroupBehindItsHead();
    void fifoQueueDelay();
    void countsFollowEveryTransition_data();
    void countsFollowEveryTransition();
    void fifoQuirkThroughScript();
};

void TestCounters::newQueueCountsNothing_data()
{
    QTest::addColumn<bool>("fifo");
    QTest::newRow("standard") << false;
    QTest::newRow("fifo") << true;
}

void TestCounters::newQueueCountsNothing()
{
    QFETCH(bool, fifo);
    EngineHarness h;
    const auto q = fifo ? fifoQueue(h) : h.createQueue("counted");
    QCOMPARE(counts(h, q), QStringLiteral("0/0/0"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestCounters::visibleInFlightDelayed()
{
    EngineHarness h;
    const auto q = h.createQueue("counted", {{"VisibilityTimeout", "30"}});
    QVERIFY(h.send(q, "a"));
    QVERIFY(h.send(q, "b"));
    QVERIFY(h.send(q, "later", 10));
    QCOMPARE(counts(h, q), QStringLiteral("2/0/1"));
    const auto received = h.receive(q, 1);
    QCOMPARE(counts(h, q), QStringLiteral("1/1/1"));
    h.at(9.999);
    QCOMPARE(counts(h, q), QStringLiteral("1/1/1"));
    h.at(10);
    QCOMPARE(counts(h, q), QStringLiteral("2/1/0"));
    QVERIFY(h.remove(q, received.result().messages.at(0).receiptHandle().toString()));
    QCOMPARE(counts(h, q), QStringLiteral("2/0/0"));
    h.at(40);
    QCOMPARE(counts(h, q), QStringLiteral("2/0/0"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestCounters::standardSixMessagesAwsCase()
{
    // Standard equivalent of test_fifo_approximate_number_of_messages_not_visible: 6 messages,
    // receive 1: 5/1/0; after the visibility timeout: 6/0/0.
    EngineHarness h;
    const auto q = h.createQueue("counted", {{"VisibilityTimeout", "5"}});
    for (int i = 0; i < 6; ++i)
        QVERIFY(h.send(q, numbered("m", i)));
    QCOMPARE(counts(h, q), QStringLiteral("6/0/0"));
    QCOMPARE(h.receive(q, 1).result().messages.size(), 1u);
    QCOMPARE(counts(h, q), QStringLiteral("5/1/0"));
    h.at(5);
    QCOMPARE(counts(h, q), QStringLiteral("6/0/0"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestCounters::fifoBlockedGroupsCountAsVisible()
{
    // AWS-validated 26-09-2025 test_fifo_approximate_number_of_messages_not_visible: 6 messages
    // in 3 groups (2 each); receive 1 from group 1 and 1 from group 2: 4/2/0. The second message
    // of groups 1 and 2 cannot be received, yet counts as visible.
    EngineHarness h;
    const auto q = fifoQueue(h, {{"VisibilityTimeout", "30"}});
    for (const char *group : {"g1", "g2", "g3"}) {
        for (int i = 1; i <= 2; ++i)
            QVERIFY(sendFifo(h, q, std::string(group) + "-m" + std::to_string(i), group));
    }
    QCOMPARE(counts(h, q), QStringLiteral("6/0/0"));
    const auto first = h.receive(q, 1);
    const auto second = h.receive(q, 1);
    QCOMPARE(str(h.engine.messageBody(first.result().messages.at(0).message)),
             QStringLiteral("g1-m1"));
    QCOMPARE(str(h.engine.messageBody(second.result().messages.at(0).message)),
             QStringLiteral("g2-m1"));
    QCOMPARE(counts(h, q), QStringLiteral("4/2/0"));
    // Of the 4 "visible", only group 3's two can be received.
    QCOMPARE(h.receive(q, 10).result().messages.size(), 2u);
    QCOMPARE(counts(h, q), QStringLiteral("2/4/0"));
    QVERIFY(h.receive(q, 10).result().messages.empty());
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestCounters::fifoFiveMessagesAwsCase()
{
    // AWS-validated test_fifo_approx_number_of_messages: 5 messages (3 in g1, 1 in g2, 1 in
    // g3); receiving 4 gives visible = 1; after deleting those 4, visible is still 1.
    EngineHarness h;
    const auto q = fifoQueue(h, {{"VisibilityTimeout", "30"}});
    QVERIFY(sendFifo(h, q, "g1-m1", "g1"));
    QVERIFY(sendFifo(h, q, "g1-m2", "g1"));
    QVERIFY(sendFifo(h, q, "g1-m3", "g1"));
    QVERIFY(sendFifo(h, q, "g2-m1", "g2"));
    QVERIFY(sendFifo(h, q, "g3-m1", "g3"));
    QCOMPARE(counts(h, q), QStringLiteral("5/0/0"));
    const auto received = h.receive(q, 4);
    QCOMPARE(received.result().messages.size(), 4u);
    QCOMPARE(counts(h, q), QStringLiteral("1/4/0"));
    for (const ReceivedMessage &m : received.result().messages)
        QVERIFY(h.remove(q, m.receiptHandle().toString()));
    QCOMPARE(counts(h, q), QStringLiteral("1/0/0"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestCounters::fifoBlockedGroupBehindItsHead()
{
    // The smallest form of the quirk: the second message of a group whose head is in flight
    // counts as visible although no receive can return it.
    EngineHarness h;
    const auto q = fifoQueue(h, {{"VisibilityTimeout", "30"}});
    QVERIFY(sendFifo(h, q, "head", "g"));
    QVERIFY(sendFifo(h, q, "behind", "g"));
    QCOMPARE(h.receive(q, 1).result().messages.size(), 1u);
    QCOMPARE(counts(h, q), QStringLiteral("1/1/0"));
    QVERIFY(h.receive(q, 10).result().messages.empty());
    QCOMPARE(counts(h, q), QStringLiteral("1/1/0"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestCounters::fifoQueueDelay()
{
    EngineHarness h;
    const auto q = fifoQueue(h, {{"DelaySeconds", "5"}});
    QVERIFY(sendFifo(h, q, "a", "g"));
    QVERIFY(sendFifo(h, q, "b", "g"));
    QCOMPARE(counts(h, q), QStringLiteral("0/0/2"));
    h.at(4.999);
    QCOMPARE(counts(h, q), QStringLiteral("0/0/2"));
    h.at(5);
    QCOMPARE(counts(h, q), QStringLiteral("2/0/0"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestCounters::countsFollowEveryTransition_data()
{
    // Three messages; the first is received (visibility 30 s, retention 60 s), then the step.
    QTest::addColumn<bool>("fifo");
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("expected");    // the queue after the step
    QTest::addColumn<QString>("expectedDlq"); // its DLQ after the step
    for (const bool fifo : {false, true}) {
        const char *type = fifo ? "fifo" : "standard";
        QTest::addRow("%s, received message deleted", type) << fifo << "delete"
                                                            << "2/0/0"
                                                            << "0/0/0";
        QTest::addRow("%s, visibility terminated with a change to 0", type) << fifo << "terminate"
                                                                            << "3/0/0"
                                                                            << "0/0/0";
        QTest::addRow("%s, visibility timeout ended", type) << fifo << "timeout"
                                                            << "3/0/0"
                                                            << "0/0/0";
        QTest::addRow("%s, retention ended for all three", type) << fifo << "expire"
                                                                 << "0/0/0"
                                                                 << "0/0/0";
        QTest::addRow("%s, moved to the DLQ by the next receive", type) << fifo << "deadletter"
                                                                        << "2/0/0"
                                                                        << "1/0/0";
        QTest::addRow("%s, purged", type) << fifo << "purge"
                                          << "0/0/0"
                                          << "0/0/0";
    }
}

void TestCounters::countsFollowEveryTransition()
{
    QFETCH(bool, fifo);
    QFETCH(QString, step);
    QFETCH(QString, expected);
    QFETCH(QString, expectedDlq);
    EngineHarness h;
    AttributeMap dlqAttributes;
    AttributeMap attributes{{"VisibilityTimeout", "30"}, {"MessageRetentionPeriod", "60"}};
    if (fifo) {
        dlqAttributes["FifoQueue"] = "true";
        attributes["FifoQueue"] = "true";
    }
    const std::string suffix = fifo ? ".fifo" : "";
    const auto dlq = h.createQueue("dlq" + suffix, dlqAttributes);
    attributes["RedrivePolicy"] = redrivePolicy("dlq" + suffix, 1);
    const auto q = h.createQueue("counted" + suffix, attributes);
    QVERIFY(!q.empty() && !dlq.empty());
    // Three groups on FIFO, so that no group blocks another.
    for (int i = 0; i < 3; ++i) {
        const std::string body = numbered("m", i);
        QVERIFY(fifo ? sendFifo(h, q, body, numbered("g", i)) : h.send(q, body));
    }
    const auto received = h.receive(q, 1);
    QCOMPARE(received.result().messages.size(), 1u);
    const std::string handle = received.result().messages[0].receiptHandle().toString();
    QCOMPARE(counts(h, q), QStringLiteral("2/1/0"));

    h.at(1);
    if (step == QLatin1String("delete")) {
        QVERIFY(h.remove(q, handle));
    } else if (step == QLatin1String("terminate")) {
        QVERIFY(h.changeVisibility(q, handle, 0));
    } else if (step == QLatin1String("timeout")) {
        h.at(30);
    } else if (step == QLatin1String("expire")) {
        h.at(60);
    } else if (step == QLatin1String("deadletter")) {
        h.at(30);
        // The receive that moves the first message returns the other two instead; with
        // visibility 0 they are visible again at once, so that only the move shows.
        ReceiveMessageRequest request;
        request.queueUrl = q;
        request.maxNumberOfMessages = 10;
        request.visibilityTimeout = 0;
        const auto next = h.engine.receiveMessage(request, h.actor);
        QCOMPARE(next.result().messages.size(), 2u);
    } else if (step == QLatin1String("purge")) {
        QVERIFY(h.engine.purgeQueue({q}, h.actor));
    }
    QCOMPARE(counts(h, q), expected);
    QCOMPARE(counts(h, dlq), expectedDlq);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestCounters::fifoQuirkThroughScript()
{
    // The 6-messages/3-groups case as `inflight script` answers it: string values.
    std::vector<std::string> lines = {
        R"({"Action": "CreateQueue", "QueueName": "q.fifo", "Attributes": {"FifoQueue": "true", "ContentBasedDeduplication": "true"}})",
    };
    for (int g = 1; g <= 3; ++g) {
        for (int m = 1; m <= 2; ++m)
            lines.push_back(
                R"({"Action": "SendMessage", "QueueUrl": "q.fifo", "MessageGroupId": "g)" +
                std::to_string(g) + R"(", "MessageBody": "g)" + std::to_string(g) + "-m" +
                std::to_string(m) + R"("})");
    }
    lines.push_back(R"({"Action": "ReceiveMessage", "QueueUrl": "q.fifo"})");
    lines.push_back(R"({"Action": "ReceiveMessage", "QueueUrl": "q.fifo"})");
    lines.push_back(
        R"({"id": "c", "Action": "GetQueueAttributes", "QueueUrl": "q.fifo", "AttributeNames": ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible", "ApproximateNumberOfMessagesDelayed"]})");
    const auto run = runScript(lines);
    QCOMPARE(run.lines.size(), 10u);
    const std::string &c = run.lines.back();
    QCOMPARE(path(c, "Response.Attributes.ApproximateNumberOfMessages").toString(),
             QStringLiteral("4"));
    QCOMPARE(path(c, "Response.Attributes.ApproximateNumberOfMessagesNotVisible").toString(),
             QStringLiteral("2"));
    QCOMPARE(path(c, "Response.Attributes.ApproximateNumberOfMessagesDelayed").toString(),
             QStringLiteral("0"));
    QCOMPARE(path(c, "Response.Attributes").toObject().size(), 3);
    QVERIFY2(run.invariantReport.empty(), run.invariantReport.c_str());
}

QTEST_GUILESS_MAIN(TestCounters)
#include "tst_counters.moc"
