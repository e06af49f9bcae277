// SPDX-License-Identifier: GPL-3.0-or-later
// SEMANTICS.md section 4, long polling: a receive with a wait time returns as soon as one
// message is available, wakes on a send, a delay ending or a visibility timeout expiring, and
// waiting polls are served in the order they were made. Also the queue's
// ReceiveMessageWaitTimeSeconds, and how `inflight script` prints a poll that waited.

#include "enginetest.h"

#include <QJsonArray>

using namespace inflight;
using namespace inflight::test;
using namespace Qt::StringLiterals;

namespace {

Outcome<ReceiveMessageResult> poll(EngineHarness &h, const std::string &queue, ActorId actor,
                                   int max, std::optional<std::int64_t> wait,
                                   std::optional<std::int64_t> visibility = std::nullopt)
{
    ReceiveMessageRequest request;
    request.queueUrl = queue;
    request.maxNumberOfMessages = max;
    request.waitTimeSeconds = wait;
    request.visibilityTimeout = visibility;
    return h.engine.receiveMessage(request, actor);
}

Outcome<SendMessageBatchResult> sendBatch(EngineHarness &h, const std::string &queue,
                                          const QStringList &messages)
{
    SendMessageBatchRequest request;
    request.queueUrl = queue;
    int id = 0;
    for (const QString &body : messages) {
        SendMessageBatchEntry entry;
        entry.id = numbered("e", ++id);
        entry.messageBody = body.toStdString();
        request.entries.push_back(entry);
    }
    return h.engine.sendMessageBatch(request, h.actor);
}

} // namespace

class TestLongPolling : public QObject {
    Q_OBJECT

private slots:
    void returnsAtOnceWhenMessagesAreAvailable();
    void wakesWhenAMessageBecomesAvailable_data();
    void wakesWhenAMessageBecomesAvailable();
    void endsEmptyWhenTheWaitRunsOut();
    void queueWaitTimeApplies_data();
    void queueWaitTimeApplies();
    void waitingPollsAreServedInOrder();
    void aCallThatMakesSeveralMessagesAvailableServesTheFirstPollFully();
    void messagesFreedByOneTimerBatchAreServedTogether();
    void servedPollRespectsItsMaximumAndVisibilityTimeout();
    void deletingTheQueueEndsWaitingPolls();
    void scriptPrintsAWaitingPollWhenItCompletes();
};

void TestLongPolling::returnsAtOnceWhenMessagesAreAvailable()
{
    // AWS-validated
    // test_receive_message_wait_time_seconds_and_max_number_of_messages_does_not_block: 2 messages,
    // Max=3, wait=5 returns at once, without waiting to fill Max.
    EngineHarness h;
    const auto q = h.createQueue("orders");
    QVERIFY(h.send(q, "a"));
    QVERIFY(h.send(q, "b"));
    const auto r = h.receive(q, 3, std::nullopt, 5);
    QCOMPARE(codeOf(r), QString());
    QVERIFY(!r.result().waiting);
    QCOMPARE(bodies(h.engine, r), (QStringList{u"a"_s, u"b"_s}));
    QVERIFY(!h.engine.hasWaitingPolls());
    QCOMPARE(countEvents(h.engine.log(), EventKind::EmptyReceive), 0);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestLongPolling::wakesWhenAMessageBecomesAvailable_data()
{
    QTest::addColumn<QString>("trigger");

    QTest::newRow("a send during the wait (AWS-validated)") << "send";
    QTest::newRow("a batch send during the wait") << "batch";
    QTest::newRow("a delay ending during the wait (AWS-validated)") << "delay";
    QTest::newRow("a queue delay ending during the wait") << "queue delay";
    QTest::newRow("a visibility timeout expiring during the wait") << "expiry";
    QTest::newRow("a visibility timeout terminated by CMV 0") << "terminate";
    QTest::newRow("a FIFO group unblocked by a delete") << "fifo delete";
    QTest::newRow("a FIFO group head coming back after its timeout") << "fifo expiry";
    QTest::newRow("a FIFO queue delay removed by SetQueueAttributes") << "fifo delay removed";
}

void TestLongPolling::wakesWhenAMessageBecomesAvailable()
{
    QFETCH(QString, trigger);

    EngineHarness h;
    const bool fifo = trigger.startsWith(QLatin1String("fifo"));
    AttributeMap attributes{
        {"VisibilityTimeout", trigger == QLatin1String("fifo expiry") ? "7" : "100"}};
    if (fifo)
        attributes["FifoQueue"] = "true";
    // std::string values, not literals: GCC 12 at -O3 reports a false -Wrestrict for a map's
    // string assigned from a literal.
    if (trigger == QLatin1String("queue delay"))
        attributes["DelaySeconds"] = std::string("7");
    if (trigger == QLatin1String("fifo delay removed"))
        attributes["DelaySeconds"] = std::string("100");
    const auto q = h.createQueue(fifo ? "orders.fifo" : "orders", attributes);
    QVERIFY(!q.empty());
    std::string firstHandle;
    if (trigger == QLatin1String("delay")) {
        QVERIFY(h.send(q, "wanted", 7));
    } else if (trigger == QLatin1String("queue delay")) {
        QVERIFY(h.send(q, "wanted"));
    } else if (trigger == QLatin1String("expiry") || trigger == QLatin1String("terminate")) {
        QVERIFY(h.send(q, "wanted"));
        const auto first = h.receive(q, 1, trigger == QLatin1String("expiry") ? 7 : 100);
        firstHandle = first.result().messages.at(0).receiptHandle().toString();
    } else if (trigger == QLatin1String("fifo delay removed")) {
        QVERIFY(h.sendFifo(q, "wanted", "g1", "d1"));
    } else if (fifo) {
        QVERIFY(h.sendFifo(q, "head", "g1", "d1"));
        QVERIFY(h.sendFifo(q, "wanted", "g1", "d2"));
        const auto first = h.receive(q);
        QCOMPARE(bodies(h.engine, first), QStringList{u"head"_s});
        firstHandle = first.result().messages.at(0).receiptHandle().toString();
    }

    std::vector<CompletedPoll> heard;
    h.engine.setPollListener([&](const CompletedPoll &done) { heard.push_back(done); });
    const ActorId consumer = h.engine.actor("consumer");
    const auto waiting = poll(h, q, consumer, 1, 20);
    QCOMPARE(codeOf(waiting), QString());
    QVERIFY(waiting.result().waiting);
    QVERIFY(waiting.result().messages.empty());
    QVERIFY(h.engine.hasWaitingPolls());
    h.at(6.999);
    QVERIFY(h.engine.takeCompletedPolls().empty());

    h.at(7);
    if (trigger == QLatin1String("send")) {
        QVERIFY(h.send(q, "wanted"));
    } else if (trigger == QLatin1String("batch")) {
        QVERIFY(sendBatch(h, q, {u"wanted"_s}));
    } else if (trigger == QLatin1String("terminate")) {
        QVERIFY(h.changeVisibility(q, firstHandle, 0));
    } else if (trigger == QLatin1String("fifo delete")) {
        QVERIFY(h.remove(q, firstHandle));
    } else if (trigger == QLatin1String("fifo delay removed")) {
        QVERIFY(h.engine.setQueueAttributes({q, {{"DelaySeconds", "0"}}}, h.actor));
    }
    // With a listener set, the listener hears every completion and nothing is queued.
    QVERIFY(h.engine.takeCompletedPolls().empty());
    const auto &done = heard;
    QCOMPARE(done.size(), 1u);
    QCOMPARE(done[0].poll, waiting.result().poll);
    QCOMPARE(done[0].completedAt, 7000);
    QCOMPARE(bodies(h.engine, done[0].outcome),
             QStringList{trigger == QLatin1String("fifo expiry") ? u"head"_s : u"wanted"_s});
    QVERIFY(!h.engine.hasWaitingPolls());
    // The receive is logged at delivery, for the poll's actor, anchored at the request (t=0).
    const Event *received = lastEvent(h.engine.log(), EventKind::MessageReceived);
    QVERIFY(received);
    QCOMPARE(received->time, 7000);
    QCOMPARE(received->b, 0);
    QCOMPARE(received->actor, consumer);
    QCOMPARE(countEvents(h.engine.log(), EventKind::EmptyReceive), 0);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestLongPolling::endsEmptyWhenTheWaitRunsOut()
{
    EngineHarness h;
    const auto q = h.createQueue("orders");
    QVERIFY(h.send(q, "too late", 4));
    const auto waiting = h.receive(q, 1, std::nullopt, 3);
    QVERIFY(waiting.result().waiting);
    h.at(2.999);
    QVERIFY(h.engine.hasWaitingPolls());
    h.at(3);
    QVERIFY(!h.engine.hasWaitingPolls());
    const auto done = h.engine.takeCompletedPolls();
    QCOMPARE(done.size(), 1u);
    QCOMPARE(done[0].completedAt, 3000);
    QCOMPARE(codeOf(done[0].outcome), QString());
    QVERIFY(done[0].outcome.result().messages.empty());
    QVERIFY(!done[0].outcome.result().waiting);
    const Event *empty = lastEvent(h.engine.log(), EventKind::EmptyReceive);
    QVERIFY(empty);
    QCOMPARE(empty->time, 3000);
    QCOMPARE(empty->a, 3000); // how long it waited
    // The message that arrives later is not taken by the finished poll.
    h.at(4);
    QCOMPARE(h.counts(q).visible, 1u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestLongPolling::queueWaitTimeApplies_data()
{
    QTest::addColumn<QString>("queueWait");
    QTest::addColumn<qlonglong>("requestWait");
    QTest::addColumn<int>("waitedSeconds");

    // -1 in requestWait means "WaitTimeSeconds not given".
    QTest::newRow("queue 5 s, request silent: waits 5 s (AWS-validated)") << "5" << -1LL << 5;
    QTest::newRow("queue 5 s, request 0: a short poll") << "5" << 0LL << 0;
    QTest::newRow("queue 5 s, request 2 s: waits 2 s") << "5" << 2LL << 2;
    QTest::newRow("queue 0 s, request 20 s: waits 20 s") << "0" << 20LL << 20;
    QTest::newRow("queue 20 s, request silent: waits 20 s") << "20" << -1LL << 20;
    QTest::newRow("queue default, request silent: a short poll") << "" << -1LL << 0;
}

void TestLongPolling::queueWaitTimeApplies()
{
    QFETCH(QString, queueWait);
    QFETCH(qlonglong, requestWait);
    QFETCH(int, waitedSeconds);

    EngineHarness h;
    AttributeMap attributes;
    if (!queueWait.isEmpty())
        attributes["ReceiveMessageWaitTimeSeconds"] = queueWait.toStdString();
    const auto q = h.createQueue("orders", attributes);
    h.at(1);
    const auto r = poll(h, q, h.actor, 1,
                        requestWait < 0 ? std::nullopt : std::optional<std::int64_t>(requestWait));
    QCOMPARE(codeOf(r), QString());
    QCOMPARE(r.result().waiting, waitedSeconds > 0);
    h.at(30);
    const Event *empty = lastEvent(h.engine.log(), EventKind::EmptyReceive);
    QVERIFY(empty);
    QCOMPARE(empty->a, waitedSeconds * 1000LL);
    QCOMPARE(empty->time, (1 + waitedSeconds) * 1000LL);
    QCOMPARE(h.engine.takeCompletedPolls().size(), waitedSeconds > 0 ? 1u : 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestLongPolling::waitingPollsAreServedInOrder()
{
    EngineHarness h;
    const auto q = h.createQueue("orders");
    const ActorId a = h.engine.actor("worker-a");
    const ActorId b = h.engine.actor("worker-b");
    const ActorId c = h.engine.actor("worker-c");
    const PollId pa = poll(h, q, a, 1, 20).result().poll;
    h.at(1);
    const PollId pb = poll(h, q, b, 1, 20).result().poll;
    h.at(2);
    const PollId pc = poll(h, q, c, 1, 20).result().poll;
    h.at(5);
    QVERIFY(sendBatch(h, q, {u"first"_s, u"second"_s}));
    auto done = h.engine.takeCompletedPolls();
    QCOMPARE(done.size(), 2u);
    QCOMPARE(done[0].poll, pa);
    QCOMPARE(done[1].poll, pb);
    QCOMPARE(bodies(h.engine, done[0].outcome), QStringList{u"first"_s});
    QCOMPARE(bodies(h.engine, done[1].outcome), QStringList{u"second"_s});
    QVERIFY(h.engine.hasWaitingPolls());
    h.at(8);
    QVERIFY(h.send(q, "third"));
    done = h.engine.takeCompletedPolls();
    QCOMPARE(done.size(), 1u);
    QCOMPARE(done[0].poll, pc);
    QCOMPARE(done[0].completedAt, 8000);
    QCOMPARE(bodies(h.engine, done[0].outcome), QStringList{u"third"_s});
    // Each receive is logged for the actor whose poll took it.
    std::vector<ActorId> receivers;
    for (std::uint64_t i = 0; i < h.engine.log().size(); ++i) {
        if (h.engine.log()[i].kind == EventKind::MessageReceived)
            receivers.push_back(h.engine.log()[i].actor);
    }
    QCOMPARE(receivers, (std::vector<ActorId>{a, b, c}));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestLongPolling::aCallThatMakesSeveralMessagesAvailableServesTheFirstPollFully()
{
    // Engine's choice: a poll is served at the end of the call that made messages available, so
    // the first waiting poll takes up to its maximum before the next poll gets anything.
    EngineHarness h;
    const auto q = h.createQueue("orders");
    const ActorId a = h.engine.actor("worker-a");
    const ActorId b = h.engine.actor("worker-b");
    const PollId pa = poll(h, q, a, 10, 20).result().poll;
    const PollId pb = poll(h, q, b, 10, 20).result().poll;
    h.at(3);
    QVERIFY(sendBatch(h, q, {u"x"_s, u"y"_s, u"z"_s}));
    auto done = h.engine.takeCompletedPolls();
    QCOMPARE(done.size(), 1u);
    QCOMPARE(done[0].poll, pa);
    QCOMPARE(bodies(h.engine, done[0].outcome), (QStringList{u"x"_s, u"y"_s, u"z"_s}));
    h.at(20);
    done = h.engine.takeCompletedPolls();
    QCOMPARE(done.size(), 1u);
    QCOMPARE(done[0].poll, pb);
    QCOMPARE(done[0].completedAt, 20000);
    QVERIFY(done[0].outcome.result().messages.empty());
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestLongPolling::messagesFreedByOneTimerBatchAreServedTogether()
{
    // Two delays ending at the same millisecond are one timer batch: the poll sees both.
    EngineHarness h;
    const auto q = h.createQueue("orders", {{"DelaySeconds", "5"}});
    QVERIFY(h.send(q, "one"));
    QVERIFY(h.send(q, "two"));
    const auto waiting = h.receive(q, 10, std::nullopt, 20);
    QVERIFY(waiting.result().waiting);
    h.at(5);
    const auto done = h.engine.takeCompletedPolls();
    QCOMPARE(done.size(), 1u);
    QCOMPARE(done[0].completedAt, 5000);
    QCOMPARE(bodies(h.engine, done[0].outcome), (QStringList{u"one"_s, u"two"_s}));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestLongPolling::servedPollRespectsItsMaximumAndVisibilityTimeout()
{
    EngineHarness h;
    const auto q = h.createQueue("orders");
    const auto waiting = poll(h, q, h.actor, 2, 20, 5);
    QVERIFY(waiting.result().waiting);
    h.at(7);
    QVERIFY(sendBatch(h, q, {u"a"_s, u"b"_s, u"c"_s}));
    const auto done = h.engine.takeCompletedPolls();
    QCOMPARE(done.size(), 1u);
    QCOMPARE(bodies(h.engine, done[0].outcome), (QStringList{u"a"_s, u"b"_s}));
    QCOMPARE(h.counts(q).visible, 1u);
    QCOMPARE(h.counts(q).inFlight, 2u);
    // The per-call timeout counts from the delivery.
    h.at(11.999);
    QCOMPARE(h.counts(q).inFlight, 2u);
    h.at(12);
    QCOMPARE(h.counts(q).inFlight, 0u);
    QCOMPARE(h.counts(q).visible, 3u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestLongPolling::deletingTheQueueEndsWaitingPolls()
{
    // Engine's choice: a poll waiting on a queue that is deleted ends at once with
    // NonExistentQueue.
    EngineHarness h;
    const auto q = h.createQueue("orders");
    const auto waiting = h.receive(q, 1, std::nullopt, 20);
    QVERIFY(waiting.result().waiting);
    h.at(4);
    QVERIFY(h.engine.deleteQueue({q}, h.actor));
    const auto done = h.engine.takeCompletedPolls();
    QCOMPARE(done.size(), 1u);
    QCOMPARE(done[0].completedAt, 4000);
    QCOMPARE(codeOf(done[0].outcome), QStringLiteral("AWS.SimpleQueueService.NonExistentQueue"));
    QCOMPARE(str(done[0].outcome.error().message),
             QStringLiteral("The specified queue does not exist."));
    QVERIFY(!h.engine.hasWaitingPolls());
    // Its timeout timer fires later without effect.
    h.at(30);
    QVERIFY(h.engine.takeCompletedPolls().empty());
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestLongPolling::scriptPrintsAWaitingPollWhenItCompletes()
{
    // SCRIPT.md: a waiting poll's line comes when it completes, after the line that made the
    // message available; its "at" is the completion time; at the end of the input the clock runs
    // on until no poll waits; a poll that found nothing prints {}.
    const ScriptRun run = runScript({
        R"({"Action": "CreateQueue", "QueueName": "orders"})",
        R"({"id": "w", "Action": "ReceiveMessage", "QueueUrl": "orders", "WaitTimeSeconds": 10})",
        R"({"at": 4, "Action": "SendMessage", "QueueUrl": "orders", "MessageBody": "hello"})",
        R"({"Action": "DeleteMessage", "QueueUrl": "orders", "ReceiptHandle": "${w.Messages.0.ReceiptHandle}"})",
        R"({"Action": "ReceiveMessage", "QueueUrl": "orders", "WaitTimeSeconds": 2})",
    });
    QCOMPARE(run.lines.size(), 5u);
    const QJsonObject send = parseLine(run.lines[1]);
    QCOMPARE(send.value(u"line"_s).toInt(), 3);
    QCOMPARE(send.value(u"Action"_s).toString(), u"SendMessage"_s);
    const QJsonObject served = parseLine(run.lines[2]);
    QCOMPARE(served.value(u"line"_s).toInt(), 2);
    QCOMPARE(served.value(u"id"_s).toString(), u"w"_s);
    QCOMPARE(served.value(u"at"_s).toDouble(), 4.0);
    const QJsonArray messages =
        served.value(u"Response"_s).toObject().value(u"Messages"_s).toArray();
    QCOMPARE(messages.size(), 1);
    QCOMPARE(messages[0].toObject().value(u"Body"_s).toString(), u"hello"_s);
    const QJsonObject deleted = parseLine(run.lines[3]);
    QCOMPARE(deleted.value(u"line"_s).toInt(), 4);
    QCOMPARE(deleted.value(u"Response"_s).toObject(), QJsonObject());
    const QJsonObject empty = parseLine(run.lines[4]);
    QCOMPARE(empty.value(u"line"_s).toInt(), 5);
    QCOMPARE(empty.value(u"at"_s).toDouble(), 6.0);
    QCOMPARE(empty.value(u"Response"_s).toObject(), QJsonObject());
    QVERIFY2(run.invariantReport.empty(), run.invariantReport.c_str());
}

QTEST_GUILESS_MAIN(TestLongPolling)
#include "tst_longpolling.moc"
