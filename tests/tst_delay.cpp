// SPDX-License-Identifier: GPL-3.0-or-later
// SEMANTICS.md section 5: delay queues and message timers. The queue delay, per-message delays
// and their override, the FIFO rules (no per-message delay above 0, DelaySeconds=0 keeps the
// queue delay), retroactive queue delay changes on FIFO queues only, and the Delayed counter.

#include "enginetest.h"

using namespace inflight;
using namespace inflight::test;
using namespace Qt::StringLiterals;

namespace {

Outcome<SendMessageResult> sendFifoDelayed(EngineHarness &h, const std::string &queue,
                                           const std::string &body, const std::string &group,
                                           std::optional<std::int64_t> delay)
{
    SendMessageRequest request;
    request.queueUrl = queue;
    request.messageBody = body;
    request.messageGroupId = group;
    request.messageDeduplicationId = body;
    request.delaySeconds = delay;
    return h.engine.sendMessage(request, h.actor);
}

Outcome<EmptyResult> setDelay(EngineHarness &h, const std::string &queue, int seconds)
{
    return h.engine.setQueueAttributes({queue, {{"DelaySeconds", std::to_string(seconds)}}},
                                       h.actor);
}

/// "visible/in flight/delayed" from GetQueueAttributes, the counters users see.
QString approximateCounts(EngineHarness &h, const std::string &queue)
{
    return str(h.attribute(queue, "ApproximateNumberOfMessages") + "/" +
               h.attribute(queue, "ApproximateNumberOfMessagesNotVisible") + "/" +
               h.attribute(queue, "ApproximateNumberOfMessagesDelayed"));
}

} // namespace

class TestDelay : public QObject {
    Q_OBJECT

private slots:
    void queueDelay_data();
    void queueDelay();
    void perMessageDelayOnStandard_data();
    void perMessageDelayOnStandard();
    void perMessageDelayRange_data();
    void perMessageDelayRange();
    void fifoPerMessageDelay_data();
    void fifoPerMessageDelay();
    void fifoZeroDelayKeepsTheQueueDelayInScript();
    void fifoQueueDelayChangeIsRetroactive_data();
    void fifoQueueDelayChangeIsRetroactive();
    void fifoRetroactiveChangeKeepsGroupOrder();
    void standardQueueDelayChangeIsNotRetroactive_data();
    void standardQueueDelayChangeIsNotRetroactive();
    void delayedMessagesCountOnlyAsDelayed();
};

void TestDelay::queueDelay_data()
{
    QTest::addColumn<int>("delay");
    QTest::addColumn<bool>("fifo");

    QTest::newRow("standard, 1 s") << 1 << false;
    QTest::newRow("standard, 45 s") << 45 << false;
    QTest::newRow("standard, the maximum of 15 minutes") << 900 << false;
    QTest::newRow("fifo, 45 s") << 45 << true;
    QTest::newRow("fifo, the maximum of 15 minutes") << 900 << true;
}

void TestDelay::queueDelay()
{
    QFETCH(int, delay);
    QFETCH(bool, fifo);

    EngineHarness h;
    AttributeMap attributes{{"DelaySeconds", std::to_string(delay)}};
    if (fifo)
        attributes["FifoQueue"] = "true";
    const auto q = h.createQueue(fifo ? "slow.fifo" : "slow", attributes);
    h.at(10);
    QVERIFY(fifo ? h.sendFifo(q, "m", "g", "d") : h.send(q, "m"));
    QCOMPARE(approximateCounts(h, q), u"0/0/1"_s);
    const Event *sent = lastEvent(h.engine.log(), EventKind::MessageSent);
    QVERIFY(sent);
    QCOMPARE(sent->a, (10 + delay) * 1000LL); // when it becomes visible
    h.at(10 + delay - 0.001);
    QCOMPARE(h.receive(q, 10).result().messages.size(), 0u);
    QCOMPARE(approximateCounts(h, q), u"0/0/1"_s);
    h.at(10 + delay);
    QCOMPARE(approximateCounts(h, q), u"1/0/0"_s);
    const Event *ended = lastEvent(h.engine.log(), EventKind::DelayEnded);
    QVERIFY(ended);
    QCOMPARE(ended->time, (10 + delay) * 1000LL);
    QCOMPARE(bodies(h.engine, h.receive(q, 10)), QStringList{u"m"_s});
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDelay::perMessageDelayOnStandard_data()
{
    QTest::addColumn<int>("queueDelay");
    QTest::addColumn<int>("messageDelay");
    QTest::addColumn<int>("visibleAfter");

    // -1 in messageDelay means "DelaySeconds not given".
    QTest::newRow("no queue delay, a message delay of 3 s") << 0 << 3 << 3;
    QTest::newRow("queue delay 10 s, message silent: the queue's") << 10 << -1 << 10;
    QTest::newRow("queue delay 10 s, message 0: no delay") << 10 << 0 << 0;
    QTest::newRow("queue delay 10 s, message 3 s overrides it down") << 10 << 3 << 3;
    QTest::newRow("queue delay 10 s, message 20 s overrides it up") << 10 << 20 << 20;
    QTest::newRow("a message delay of the maximum 900 s") << 0 << 900 << 900;
}

void TestDelay::perMessageDelayOnStandard()
{
    QFETCH(int, queueDelay);
    QFETCH(int, messageDelay);
    QFETCH(int, visibleAfter);

    EngineHarness h;
    const auto q = h.createQueue("timers", {{"DelaySeconds", std::to_string(queueDelay)}});
    QVERIFY(h.send(q, "m",
                   messageDelay < 0 ? std::nullopt : std::optional<std::int64_t>(messageDelay)));
    if (visibleAfter > 0) {
        QCOMPARE(h.counts(q).delayed, 1u);
        h.at(visibleAfter - 0.001);
        QCOMPARE(h.receive(q).result().messages.size(), 0u);
        h.at(visibleAfter);
    } else {
        QCOMPARE(h.counts(q).delayed, 0u);
    }
    QCOMPARE(h.counts(q).visible, 1u);
    QCOMPARE(bodies(h.engine, h.receive(q)), QStringList{u"m"_s});
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDelay::perMessageDelayRange_data()
{
    QTest::addColumn<qlonglong>("delay");
    QTest::addColumn<bool>("accepted");

    QTest::newRow("below the minimum (-1), peer text") << -1LL << false;
    QTest::newRow("the minimum (0)") << 0LL << true;
    QTest::newRow("the maximum (900)") << 900LL << true;
    QTest::newRow("above the maximum (901), peer text") << 901LL << false;
    QTest::newRow("half an hour (1800), moto's example") << 1800LL << false;
}

void TestDelay::perMessageDelayRange()
{
    QFETCH(qlonglong, delay);
    QFETCH(bool, accepted);

    EngineHarness h;
    const auto q = h.createQueue("timers");
    const auto outcome = h.send(q, "m", delay);
    if (accepted) {
        QCOMPARE(codeOf(outcome), QString());
        QCOMPARE(h.counts(q).delayed + h.counts(q).visible, 1u);
    } else {
        QCOMPARE(codeOf(outcome), QStringLiteral("InvalidParameterValue"));
        // Moto's text (peer-only, unverified against AWS): the engine's choice.
        QCOMPARE(messageOf(outcome), QStringLiteral("Value %1 for parameter DelaySeconds is "
                                                    "invalid. Reason: DelaySeconds must be >= 0 "
                                                    "and <= 900.")
                                         .arg(delay));
        QCOMPARE(h.engine.messageCount(), 0u);
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDelay::fifoPerMessageDelay_data()
{
    QTest::addColumn<int>("queueDelay");
    QTest::addColumn<qlonglong>("messageDelay");
    QTest::addColumn<QString>("expectedReason");
    QTest::addColumn<int>("visibleAfter");

    const QString include =
        QStringLiteral("The request include parameter that is not valid for this queue type.");
    const QString range = QStringLiteral("DelaySeconds must be >= 0 and <= 900.");
    QTest::newRow("2 s is rejected (AWS-recorded)") << 0 << 2LL << include << 0;
    QTest::newRow("1 s is rejected") << 0 << 1LL << include << 0;
    QTest::newRow("900 s is rejected") << 5 << 900LL << include << 0;
    QTest::newRow("0 is accepted and keeps the queue delay (AWS-recorded)")
        << 2 << 0LL << QString() << 2;
    QTest::newRow("0 is accepted on a queue without delay") << 0 << 0LL << QString() << 0;
    QTest::newRow("not given: the queue delay") << 2 << -100LL << QString() << 2;
    QTest::newRow("901 s: the range reason first (engine's choice)") << 0 << 901LL << range << 0;
    QTest::newRow("-1 s: the range reason (engine's choice)") << 0 << -1LL << range << 0;
}

void TestDelay::fifoPerMessageDelay()
{
    QFETCH(int, queueDelay);
    QFETCH(qlonglong, messageDelay);
    QFETCH(QString, expectedReason);
    QFETCH(int, visibleAfter);

    EngineHarness h;
    const auto q = h.createQueue(
        "jobs.fifo", {{"FifoQueue", "true"}, {"DelaySeconds", std::to_string(queueDelay)}});
    const auto outcome = sendFifoDelayed(
        h, q, "m", "g",
        messageDelay == -100 ? std::nullopt : std::optional<std::int64_t>(messageDelay));
    if (!expectedReason.isEmpty()) {
        QCOMPARE(codeOf(outcome), QStringLiteral("InvalidParameterValue"));
        QCOMPARE(messageOf(outcome),
                 QStringLiteral("Value %1 for parameter DelaySeconds is invalid. Reason: ")
                         .arg(messageDelay) +
                     expectedReason);
        QCOMPARE(h.engine.messageCount(), 0u);
        // The rejected send left no deduplication record: the same id is a new message now.
        const auto retry = sendFifoDelayed(h, q, "m", "g", std::nullopt);
        QCOMPARE(codeOf(retry), QString());
        QCOMPARE(h.engine.messageCount(), 1u);
    } else {
        QCOMPARE(codeOf(outcome), QString());
        if (visibleAfter > 0) {
            QCOMPARE(h.counts(q).delayed, 1u);
            h.at(visibleAfter - 0.001);
            QCOMPARE(h.receive(q).result().messages.size(), 0u);
            h.at(visibleAfter);
        }
        QCOMPARE(bodies(h.engine, h.receive(q)), QStringList{u"m"_s});
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDelay::fifoZeroDelayKeepsTheQueueDelayInScript()
{
    // AWS-recorded test_fifo_queue_send_message_with_zero_delay_defaults_to_queue_delay and
    // test_fifo_queue_send_message_with_delay_seconds_fails, through `inflight script`.
    const ScriptRun run = runScript({
        R"({"Action": "CreateQueue", "QueueName": "jobs.fifo", "Attributes": {"FifoQueue": "true", "DelaySeconds": "2"}})",
        R"({"Action": "SendMessage", "QueueUrl": "jobs.fifo", "MessageBody": "late", "MessageGroupId": "g", "MessageDeduplicationId": "d1", "DelaySeconds": 2})",
        R"({"Action": "SendMessage", "QueueUrl": "jobs.fifo", "MessageBody": "zero", "MessageGroupId": "g", "MessageDeduplicationId": "d2", "DelaySeconds": 0})",
        R"({"at": 1.999, "Action": "ReceiveMessage", "QueueUrl": "jobs.fifo"})",
        R"({"at": 2, "Action": "ReceiveMessage", "QueueUrl": "jobs.fifo"})",
    });
    QCOMPARE(run.lines.size(), 5u);
    const QJsonObject error = parseLine(run.lines[1]).value(u"Error"_s).toObject();
    QCOMPARE(error.value(u"Code"_s).toString(), u"InvalidParameterValue"_s);
    QCOMPARE(error.value(u"Message"_s).toString(),
             u"Value 2 for parameter DelaySeconds is invalid. Reason: The request include "
             "parameter that is not valid for this queue type."_s);
    QVERIFY(parseLine(run.lines[2]).value(u"Response"_s).toObject().contains(u"MessageId"_s));
    QCOMPARE(parseLine(run.lines[3]).value(u"Response"_s).toObject(), QJsonObject());
    const QJsonObject received = parseLine(run.lines[4]).value(u"Response"_s).toObject();
    QCOMPARE(received.value(u"Messages"_s)[0].toObject().value(u"Body"_s).toString(), u"zero"_s);
    QVERIFY2(run.invariantReport.empty(), run.invariantReport.c_str());
}

void TestDelay::fifoQueueDelayChangeIsRetroactive_data()
{
    QTest::addColumn<int>("newDelay");
    QTest::addColumn<double>("visibleAt");

    // The queue delay is 10 s; the message is sent at t=0 and the delay changed at t=2.
    QTest::newRow("shortened to 3 s: visible at 3") << 3 << 3.0;
    QTest::newRow("lengthened to 20 s: visible at 20") << 20 << 20.0;
    QTest::newRow("removed: visible at once") << 0 << 2.0;
    QTest::newRow("shortened below the time already waited: visible at once") << 1 << 2.0;
    QTest::newRow("shortened to exactly the time already waited: visible at once") << 2 << 2.0;
}

void TestDelay::fifoQueueDelayChangeIsRetroactive()
{
    // Archived sqs-delay-queues.md: changing the delay is retroactive for FIFO queues.
    QFETCH(int, newDelay);
    QFETCH(double, visibleAt);

    EngineHarness h;
    const auto q = h.createQueue("jobs.fifo", {{"FifoQueue", "true"}, {"DelaySeconds", "10"}});
    QVERIFY(h.sendFifo(q, "old", "g1", "d1"));
    h.at(2);
    QVERIFY(setDelay(h, q, newDelay));
    if (visibleAt > 2) {
        QCOMPARE(approximateCounts(h, q), u"0/0/1"_s);
        h.at(visibleAt - 0.001);
        QCOMPARE(h.receive(q).result().messages.size(), 0u);
        h.at(visibleAt);
    }
    // Visible from that instant, without moving the clock further.
    QCOMPARE(approximateCounts(h, q), u"1/0/0"_s);
    QCOMPARE(bodies(h.engine, h.receive(q)), QStringList{u"old"_s});
    // A message sent now uses the new delay too.
    QVERIFY(h.sendFifo(q, "new", "g2", "d2"));
    QCOMPARE(h.counts(q).delayed, newDelay > 0 ? 1u : 0u);
    h.advanceSeconds(newDelay);
    QCOMPARE(bodies(h.engine, h.receive(q)), QStringList{u"new"_s});
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDelay::fifoRetroactiveChangeKeepsGroupOrder()
{
    // Two delayed messages of one group, both freed by the change: they come out in send order,
    // and a message already visible is not delayed again.
    EngineHarness h;
    const auto q = h.createQueue("jobs.fifo", {{"FifoQueue", "true"}, {"DelaySeconds", "5"}});
    QVERIFY(h.sendFifo(q, "a1", "a", "d1"));
    h.at(5);
    QCOMPARE(h.counts(q).visible, 1u);
    QVERIFY(h.sendFifo(q, "a2", "a", "d2"));
    h.at(6);
    QVERIFY(h.sendFifo(q, "a3", "a", "d3"));
    QVERIFY(setDelay(h, q, 60));
    QCOMPARE(approximateCounts(h, q), u"1/0/2"_s);
    QVERIFY(setDelay(h, q, 0));
    QCOMPARE(approximateCounts(h, q), u"3/0/0"_s);
    QCOMPARE(bodies(h.engine, h.receive(q, 10)), (QStringList{u"a1"_s, u"a2"_s, u"a3"_s}));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDelay::standardQueueDelayChangeIsNotRetroactive_data()
{
    QTest::addColumn<int>("newDelay");

    QTest::newRow("removed") << 0;
    QTest::newRow("shortened to 3 s") << 3;
    QTest::newRow("lengthened to 60 s") << 60;
}

void TestDelay::standardQueueDelayChangeIsNotRetroactive()
{
    // Archived sqs-delay-queues.md: on a standard queue a changed delay applies to messages sent
    // after the change only.
    QFETCH(int, newDelay);

    EngineHarness h;
    const auto q = h.createQueue("timers", {{"DelaySeconds", "10"}});
    QVERIFY(h.send(q, "old"));         // visible at 10
    QVERIFY(h.send(q, "explicit", 8)); // visible at 8
    h.at(2);
    QVERIFY(setDelay(h, q, newDelay));
    QVERIFY(h.send(q, "new")); // visible at 2 + newDelay
    QCOMPARE(h.counts(q).delayed, newDelay > 0 ? 3u : 2u);

    struct Expected {
        double seconds;
        QString body;
    };
    const std::vector<Expected> visible = {
        {10.0, u"old"_s}, {8.0, u"explicit"_s}, {2.0 + newDelay, u"new"_s}};
    double previous = -1;
    for (double checkpoint : {2.0, 5.0, 7.999, 8.0, 9.999, 10.0, 62.0}) {
        h.at(checkpoint);
        QStringList expected;
        for (const Expected &e : visible) {
            if (e.seconds > previous && e.seconds <= checkpoint)
                expected << e.body;
        }
        QCOMPARE(bodies(h.engine, h.receive(q, 10, 1000)), expected);
        previous = checkpoint;
    }
    QCOMPARE(h.counts(q).delayed, 0u);
    QCOMPARE(h.counts(q).inFlight, 3u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestDelay::delayedMessagesCountOnlyAsDelayed()
{
    // Delayed messages count in ApproximateNumberOfMessagesDelayed, not in visible or not visible.
    EngineHarness h;
    const auto q = h.createQueue("orders", {{"DelaySeconds", "30"}});
    QVERIFY(h.send(q, "taken", 0));
    QVERIFY(h.send(q, "waiting", 0));
    QVERIFY(h.send(q, "d1"));
    QVERIFY(h.send(q, "d2", 60));
    QVERIFY(h.send(q, "d3", 900));
    QCOMPARE(bodies(h.engine, h.receive(q, 1, 1000)), QStringList{u"taken"_s});
    QCOMPARE(approximateCounts(h, q), u"1/1/3"_s);
    h.at(30);
    QCOMPARE(approximateCounts(h, q), u"2/1/2"_s);
    h.at(60);
    QCOMPARE(approximateCounts(h, q), u"3/1/1"_s);
    h.at(900);
    QCOMPARE(approximateCounts(h, q), u"4/1/0"_s);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

QTEST_GUILESS_MAIN(TestDelay)
#include "tst_delay.moc"
