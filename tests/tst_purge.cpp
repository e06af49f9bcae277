// SPDX-License-Identifier: GPL-3.0-or-later
// SEMANTICS.md section 11: PurgeQueue deletes every message (in flight and delayed too), allows
// one purge per queue every 60 seconds (403 PurgeQueueInProgress) and clears the FIFO
// deduplication history. The engine purges instantly (AWS takes up to 60 s).

#include "enginetest.h"

using namespace inflight;
using namespace inflight::test;
using namespace Qt::StringLiterals;

namespace {

Outcome<EmptyResult> purge(EngineHarness &h, const std::string &queue)
{
    return h.engine.purgeQueue({queue}, h.actor);
}

QString inProgress(const QString &name)
{
    return u"Only one PurgeQueue operation on "_s + name + u" is allowed every 60 seconds."_s;
}

} // namespace

class TestPurge : public QObject {
    Q_OBJECT

private slots:
    void purgeDeletesEveryMessage_data();
    void purgeDeletesEveryMessage();
    void purgeOfAnEmptyQueue();
    void secondPurgeWithinSixtySeconds_data();
    void secondPurgeWithinSixtySeconds();
    void aRefusedPurgeDoesNotRestartTheWindow();
    void theWindowIsPerQueue();
    void messagesSentAfterAPurgeAreKept();
    void purgeClearsFifoDeduplicationHistory();
    void purgeUnblocksAFifoGroup();
    void purgeForgetsReceiveRequestAttempts();
    void waitingPollOutlivesAPurge();
    void purgeInScript();
};

void TestPurge::purgeDeletesEveryMessage_data()
{
    QTest::addColumn<bool>("fifo");

    QTest::newRow("standard: visible, in flight and delayed (AWS-validated)") << false;
    QTest::newRow("fifo: visible, in flight and delayed") << true;
}

void TestPurge::purgeDeletesEveryMessage()
{
    QFETCH(bool, fifo);

    EngineHarness h;
    AttributeMap attributes{{"VisibilityTimeout", "20"}};
    if (fifo)
        attributes["FifoQueue"] = "true";
    const std::string name = fifo ? "jobs.fifo" : "jobs";
    const auto q = h.createQueue(name, attributes);
    if (fifo) {
        QVERIFY(h.sendFifo(q, "in flight", "g1", "d1"));
        QVERIFY(h.sendFifo(q, "visible", "g2", "d2"));
        QVERIFY(h.engine.setQueueAttributes({q, {{"DelaySeconds", "30"}}}, h.actor));
        QVERIFY(h.sendFifo(q, "delayed", "g3", "d3"));
    } else {
        QVERIFY(h.send(q, "in flight"));
        QVERIFY(h.send(q, "visible"));
        QVERIFY(h.send(q, "delayed", 30));
    }
    const auto received = h.receive(q);
    QCOMPARE(bodies(h.engine, received), QStringList{u"in flight"_s});
    const std::string handle = received.result().messages[0].receiptHandle().toString();
    QCOMPARE(h.counts(q).visible, 1u);
    QCOMPARE(h.counts(q).inFlight, 1u);
    QCOMPARE(h.counts(q).delayed, 1u);

    h.at(5);
    const auto outcome = purge(h, q);
    QCOMPARE(codeOf(outcome), QString());
    QCOMPARE(h.counts(q).visible + h.counts(q).inFlight + h.counts(q).delayed, 0u);
    QCOMPARE(str(h.attribute(q, "ApproximateNumberOfMessagesNotVisible")), u"0"_s);
    QCOMPARE(str(h.attribute(q, "ApproximateNumberOfMessagesDelayed")), u"0"_s);
    QCOMPARE(countEvents(h.engine.log(), EventKind::MessagePurged), 3);
    const Event *purged = lastEvent(h.engine.log(), EventKind::QueuePurged);
    QVERIFY(purged);
    QCOMPARE(purged->a, 3);
    QCOMPARE(purged->time, 5000);

    // Nothing comes back: not the delayed one, not the in-flight one after its timeout.
    h.at(60);
    QCOMPARE(h.receive(q, 10).result().messages.size(), 0u);
    QCOMPARE(countEvents(h.engine.log(), EventKind::DelayEnded), 0);
    QCOMPARE(countEvents(h.engine.log(), EventKind::VisibilityExpired), 0);
    // The purged message's handle: a delete is answered 200 and deletes nothing; a visibility
    // change finds no message.
    QCOMPARE(codeOf(h.remove(q, handle)), QString());
    QCOMPARE(countEvents(h.engine.log(), EventKind::MessageDeleted), 0);
    const auto changed = h.changeVisibility(q, handle, 10);
    QCOMPARE(codeOf(changed), u"InvalidParameterValue"_s);
    QCOMPARE(messageOf(changed),
             str("Value " + handle +
                 " for parameter ReceiptHandle is invalid. Reason: Message does not exist or is "
                 "not available for visibility timeout change."));
    // No retention expiry for purged messages later either.
    h.at(345600 + 60);
    QCOMPARE(countEvents(h.engine.log(), EventKind::MessageExpired), 0);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestPurge::purgeOfAnEmptyQueue()
{
    EngineHarness h;
    const auto q = h.createQueue("orders");
    QCOMPARE(codeOf(purge(h, q)), QString());
    const Event *purged = lastEvent(h.engine.log(), EventKind::QueuePurged);
    QVERIFY(purged);
    QCOMPARE(purged->a, 0);
    // Even a purge that removed nothing starts the 60 s window.
    QCOMPARE(codeOf(purge(h, q)), u"AWS.SimpleQueueService.PurgeQueueInProgress"_s);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestPurge::secondPurgeWithinSixtySeconds_data()
{
    QTest::addColumn<bool>("fifo");
    QTest::addColumn<double>("secondAt");
    QTest::addColumn<bool>("accepted");

    // The first purge is at t=10.
    for (bool fifo : {false, true}) {
        const char *type = fifo ? "fifo" : "standard";
        QTest::addRow("%s, at the same instant (AWS-recorded)", type) << fifo << 10.0 << false;
        QTest::addRow("%s, 1 s later", type) << fifo << 11.0 << false;
        QTest::addRow("%s, 59.999 s later", type) << fifo << 69.999 << false;
        QTest::addRow("%s, exactly 60 s later", type) << fifo << 70.0 << true;
        QTest::addRow("%s, two minutes later", type) << fifo << 130.0 << true;
    }
}

void TestPurge::secondPurgeWithinSixtySeconds()
{
    QFETCH(bool, fifo);
    QFETCH(double, secondAt);
    QFETCH(bool, accepted);

    EngineHarness h;
    AttributeMap attributes;
    if (fifo)
        attributes["FifoQueue"] = "true";
    const std::string name = fifo ? "orders.fifo" : "orders";
    const auto q = h.createQueue(name, attributes);
    h.at(10);
    QVERIFY(purge(h, q));
    // A message sent between the purges: the refused purge leaves it alone.
    QVERIFY(fifo ? h.sendFifo(q, "kept", "g", "d") : h.send(q, "kept"));
    h.at(secondAt);
    const auto second = purge(h, q);
    if (accepted) {
        QCOMPARE(codeOf(second), QString());
        QCOMPARE(h.counts(q).visible, 0u);
    } else {
        QCOMPARE(codeOf(second), u"AWS.SimpleQueueService.PurgeQueueInProgress"_s);
        QCOMPARE(httpStatus(second.code()), 403);
        QCOMPARE(messageOf(second), inProgress(str(name)));
        QCOMPARE(h.counts(q).visible, 1u);
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestPurge::aRefusedPurgeDoesNotRestartTheWindow()
{
    EngineHarness h;
    const auto q = h.createQueue("orders");
    QVERIFY(purge(h, q));
    h.at(30);
    QCOMPARE(codeOf(purge(h, q)), u"AWS.SimpleQueueService.PurgeQueueInProgress"_s);
    h.at(59.999);
    QCOMPARE(codeOf(purge(h, q)), u"AWS.SimpleQueueService.PurgeQueueInProgress"_s);
    h.at(60);
    QCOMPARE(codeOf(purge(h, q)), QString());
    QCOMPARE(countEvents(h.engine.log(), EventKind::QueuePurged), 2);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestPurge::theWindowIsPerQueue()
{
    EngineHarness h;
    const auto a = h.createQueue("a");
    const auto b = h.createQueue("b");
    QVERIFY(purge(h, a));
    QVERIFY(purge(h, b));
    QCOMPARE(messageOf(purge(h, a)), inProgress(u"a"_s));
    QCOMPARE(messageOf(purge(h, b)), inProgress(u"b"_s));
    // A queue deleted and created again after the 60 s name wait starts afresh.
    h.at(10);
    QVERIFY(h.engine.deleteQueue({a}, h.actor));
    h.at(70);
    QCOMPARE(str(h.createQueue("a")), str(a));
    QVERIFY(purge(h, a));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestPurge::messagesSentAfterAPurgeAreKept()
{
    // AWS: messages sent after the purge "might be deleted while the queue is being purged";
    // the engine purges at once, so a message sent right after survives.
    EngineHarness h;
    const auto q = h.createQueue("orders");
    QVERIFY(h.send(q, "before"));
    QVERIFY(purge(h, q));
    QVERIFY(h.send(q, "after"));
    QCOMPARE(bodies(h.engine, h.receive(q, 10)), QStringList{u"after"_s});
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestPurge::purgeClearsFifoDeduplicationHistory()
{
    // AWS-validated test_purge_queue_clears_fifo_deduplication_cache.
    EngineHarness h;
    const auto q = h.createQueue("jobs.fifo", {{"FifoQueue", "true"}});
    const auto first = h.sendFifo(q, "payload", "g", "dedup-1");
    QVERIFY(first);
    const auto received = h.receive(q);
    QVERIFY(h.remove(q, received.result().messages.at(0).receiptHandle().toString()));
    // Inside the 5-minute window the same id is accepted but not delivered.
    h.at(10);
    const auto duplicate = h.sendFifo(q, "payload", "g", "dedup-1");
    QVERIFY(duplicate);
    QCOMPARE(duplicate.result().message, first.result().message);
    QCOMPARE(h.receive(q).result().messages.size(), 0u);
    h.at(20);
    QVERIFY(purge(h, q));
    const auto again = h.sendFifo(q, "payload", "g", "dedup-1");
    QVERIFY(again);
    QVERIFY(again.result().message != first.result().message);
    QVERIFY(again.result().sequenceNumber > first.result().sequenceNumber);
    QCOMPARE(bodies(h.engine, h.receive(q)), QStringList{u"payload"_s});
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestPurge::purgeUnblocksAFifoGroup()
{
    EngineHarness h;
    const auto q = h.createQueue("jobs.fifo", {{"FifoQueue", "true"}});
    QVERIFY(h.sendFifo(q, "head", "g", "d1"));
    QVERIFY(h.sendFifo(q, "behind", "g", "d2"));
    QCOMPARE(bodies(h.engine, h.receive(q)), QStringList{u"head"_s});
    QCOMPARE(h.receive(q).result().messages.size(), 0u);
    QVERIFY(purge(h, q));
    QVERIFY(h.sendFifo(q, "fresh", "g", "d3"));
    QCOMPARE(bodies(h.engine, h.receive(q, 10)), QStringList{u"fresh"_s});
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestPurge::purgeForgetsReceiveRequestAttempts()
{
    // Engine's choice: a ReceiveRequestAttemptId retry after a purge cannot return the purged
    // messages; it receives afresh.
    EngineHarness h;
    const auto q = h.createQueue("jobs.fifo", {{"FifoQueue", "true"}});
    QVERIFY(h.sendFifo(q, "purged", "g", "d1"));
    ReceiveMessageRequest request;
    request.queueUrl = q;
    request.receiveRequestAttemptId = "attempt-1";
    QCOMPARE(bodies(h.engine, h.engine.receiveMessage(request, h.actor)), QStringList{u"purged"_s});
    QVERIFY(purge(h, q));
    QVERIFY(h.sendFifo(q, "fresh", "g", "d2"));
    QCOMPARE(bodies(h.engine, h.engine.receiveMessage(request, h.actor)), QStringList{u"fresh"_s});
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestPurge::waitingPollOutlivesAPurge()
{
    EngineHarness h;
    const auto q = h.createQueue("orders");
    QVERIFY(h.send(q, "delayed", 30));
    const auto waiting = h.receive(q, 1, std::nullopt, 20);
    QVERIFY(waiting.result().waiting);
    h.at(5);
    QVERIFY(purge(h, q));
    QVERIFY(h.engine.hasWaitingPolls());
    QVERIFY(h.engine.takeCompletedPolls().empty());
    h.at(8);
    QVERIFY(h.send(q, "after"));
    const auto done = h.engine.takeCompletedPolls();
    QCOMPARE(done.size(), 1u);
    QCOMPARE(bodies(h.engine, done[0].outcome), QStringList{u"after"_s});
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestPurge::purgeInScript()
{
    const ScriptRun run = runScript({
        R"({"Action": "CreateQueue", "QueueName": "orders"})",
        R"({"Action": "SendMessage", "QueueUrl": "orders", "MessageBody": "x"})",
        R"({"at": 1, "Action": "PurgeQueue", "QueueUrl": "orders"})",
        R"({"at": 2, "Action": "PurgeQueue", "QueueUrl": "http://localhost:9324/000000000000/orders"})",
        R"({"at": 61, "Action": "PurgeQueue", "QueueUrl": "orders"})",
        R"({"Action": "PurgeQueue", "QueueUrl": "missing"})",
    });
    QCOMPARE(run.lines.size(), 6u);
    QCOMPARE(parseLine(run.lines[2]).value(u"Response"_s).toObject(), QJsonObject());
    const QJsonObject refused = parseLine(run.lines[3]);
    QVERIFY(!refused.contains(u"Response"_s));
    QCOMPARE(refused.value(u"Error"_s).toObject().value(u"Code"_s).toString(),
             u"AWS.SimpleQueueService.PurgeQueueInProgress"_s);
    QCOMPARE(refused.value(u"Error"_s).toObject().value(u"Message"_s).toString(),
             inProgress(u"orders"_s));
    QCOMPARE(parseLine(run.lines[4]).value(u"Response"_s).toObject(), QJsonObject());
    QCOMPARE(parseLine(run.lines[5]).value(u"Error"_s).toObject().value(u"Code"_s).toString(),
             u"AWS.SimpleQueueService.NonExistentQueue"_s);
    QVERIFY2(run.invariantReport.empty(), run.invariantReport.c_str());
}

QTEST_GUILESS_MAIN(TestPurge)
#include "tst_purge.moc"
