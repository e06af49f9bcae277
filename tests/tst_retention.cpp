// SPDX-License-Identifier: GPL-3.0-or-later
// SEMANTICS.md section 6: retention. Expiry counts from the original enqueue time, in-flight
// messages expire too, an expired message's handle deletes with 200, FIFO queues behave the same,
// and a MessageRetentionPeriod change applies to the messages already in the queue.

#include "enginetest.h"

using namespace inflight;
using namespace inflight::test;

namespace {

/// Creates "keep" (or "keep.fifo") with the given attributes.
std::string createQueue(EngineHarness &h, bool fifo, AttributeMap attributes)
{
    if (fifo)
        attributes["FifoQueue"] = "true";
    return h.createQueue(fifo ? "keep.fifo" : "keep", std::move(attributes));
}

} // namespace

class TestRetention : public QObject {
    Q_OBJECT

private slots:
    void retentionPeriodRange_data();
    void retentionPeriodRange();
    void expiresFromOriginalEnqueue_data();
    void expiresFromOriginalEnqueue();
    void inFlightMessageExpiresAwsCase_data();
    void inFlightMessageExpiresAwsCase();
    void expiredHandleDeletesWith200_data();
    void expiredHandleDeletesWith200();
    void reReceivesDoNotExtendRetention_data();
    void reReceivesDoNotExtendRetention();
    void fifoExpiredHeadUnblocksItsGroup();
    void retentionChangeAppliesToExistingMessages_data();
    void retentionChangeAppliesToExistingMessages();
    void defaultRetentionIsFourDays();
};

void TestRetention::retentionPeriodRange_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("59 s, below the minimum") << "59" << false;
    QTest::newRow("60 s, the minimum") << "60" << true;
    QTest::newRow("345600 s, the default of 4 days") << "345600" << true;
    QTest::newRow("1209600 s, the maximum of 14 days") << "1209600" << true;
    QTest::newRow("1209601 s, above the maximum") << "1209601" << false;
}

void TestRetention::retentionPeriodRange()
{
    QFETCH(QString, value);
    QFETCH(bool, accepted);
    EngineHarness h;
    const auto q = h.createQueue("keep");
    const auto outcome = h.engine.setQueueAttributes(
        {q, {{"MessageRetentionPeriod", value.toStdString()}}}, h.actor);
    QCOMPARE(outcome.ok(), accepted);
    if (!accepted) {
        QCOMPARE(QString::fromLatin1(codeName(outcome.code())),
                 QStringLiteral("InvalidAttributeValue"));
        QCOMPARE(str(outcome.error().message),
                 QStringLiteral("Invalid value for the parameter MessageRetentionPeriod."));
    }
    QCOMPARE(str(h.attribute(q, "MessageRetentionPeriod")),
             accepted ? value : QStringLiteral("345600"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestRetention::expiresFromOriginalEnqueue_data()
{
    QTest::addColumn<bool>("fifo");
    // What happens to the message before retention runs out.
    QTest::addColumn<QString>("state");
    for (const bool fifo : {false, true}) {
        const char *type = fifo ? "fifo" : "standard";
        QTest::addRow("%s, visible message never received", type) << fifo << "visible";
        QTest::addRow("%s, message in flight when retention ends", type) << fifo << "inflight";
        QTest::addRow("%s, message received and returned to the queue", type) << fifo << "returned";
    }
    QTest::newRow("standard, delayed message ages from the send, not from the end of its delay")
        << false << "delayed";
    QTest::newRow("fifo, queue delay: the message ages from the send") << true << "queuedelay";
}

void TestRetention::expiresFromOriginalEnqueue()
{
    QFETCH(bool, fifo);
    QFETCH(QString, state);
    EngineHarness h;
    AttributeMap attributes{{"MessageRetentionPeriod", "60"}, {"VisibilityTimeout", "20"}};
    if (state == QLatin1String("queuedelay"))
        attributes["DelaySeconds"] = "30";
    const auto q = createQueue(h, fifo, attributes);
    QVERIFY(!q.empty());
    if (state == QLatin1String("delayed"))
        QVERIFY(h.send(q, "m", 30));
    else
        QVERIFY(sendOne(h, fifo, q, "m"));

    if (state == QLatin1String("inflight")) {
        h.at(50);
        QCOMPARE(h.receive(q).result().messages.size(), 1u);
        QCOMPARE(h.counts(q).inFlight, 1u);
    } else if (state == QLatin1String("returned")) {
        h.at(10);
        QCOMPARE(h.receive(q).result().messages.size(), 1u);
        h.at(30); // the visibility timeout (20 s) has passed
        QCOMPARE(h.counts(q).visible, 1u);
    } else if (state == QLatin1String("delayed") || state == QLatin1String("queuedelay")) {
        QCOMPARE(h.counts(q).delayed, 1u);
        h.at(30);
        QCOMPARE(h.counts(q).visible, 1u);
    }

    // One millisecond before the 60 s are up the message is still there; at 60 s it is gone.
    h.at(59.999);
    QCOMPARE(liveCount(h, q), 1u);
    h.at(60);
    QCOMPARE(liveCount(h, q), 0u);
    QCOMPARE(countEvents(h.engine.log(), EventKind::MessageExpired), 1);
    QVERIFY(h.receive(q, 10).result().messages.empty());
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestRetention::inFlightMessageExpiresAwsCase_data()
{
    QTest::addColumn<bool>("fifo");
    QTest::newRow("standard (AWS-validated test_message_retention_with_inflight)") << false;
    QTest::newRow("fifo (test_message_retention_fifo)") << true;
}

void TestRetention::inFlightMessageExpiresAwsCase()
{
    // Retention = visibility = 60 s; received at t=5; at t=66 and t=73.5 the queue is empty;
    // deleting with the handle afterwards succeeds.
    QFETCH(bool, fifo);
    EngineHarness h;
    const auto q =
        createQueue(h, fifo, {{"MessageRetentionPeriod", "60"}, {"VisibilityTimeout", "60"}});
    QVERIFY(sendOne(h, fifo, q, "retained"));
    h.at(5);
    const auto received = h.receive(q);
    QCOMPARE(received.result().messages.size(), 1u);
    const std::string handle = received.result().messages[0].receiptHandle().toString();

    h.at(66);
    QVERIFY(h.receive(q, 10).result().messages.empty());
    QCOMPARE(h.counts(q).inFlight, 0u);
    QCOMPARE(h.attribute(q, "ApproximateNumberOfMessagesNotVisible"), std::string("0"));
    h.at(73.5);
    QVERIFY(h.receive(q, 10).result().messages.empty());
    QCOMPARE(h.attribute(q, "ApproximateNumberOfMessages"), std::string("0"));

    const auto deleted = h.remove(q, handle);
    QVERIFY2(deleted.ok(), deleted.ok() ? "" : deleted.error().message.c_str());
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestRetention::expiredHandleDeletesWith200_data()
{
    QTest::addColumn<bool>("fifo");
    QTest::addColumn<bool>("inFlightAtExpiry");
    QTest::newRow("standard, expired while in flight") << false << true;
    QTest::newRow("standard, expired after its visibility timeout ended") << false << false;
    QTest::newRow("fifo, expired while in flight") << true << true;
    QTest::newRow("fifo, expired after its visibility timeout ended") << true << false;
}

void TestRetention::expiredHandleDeletesWith200()
{
    QFETCH(bool, fifo);
    QFETCH(bool, inFlightAtExpiry);
    EngineHarness h;
    const auto q = createQueue(
        h, fifo,
        {{"MessageRetentionPeriod", "60"}, {"VisibilityTimeout", inFlightAtExpiry ? "120" : "10"}});
    QVERIFY(sendOne(h, fifo, q, "short-lived"));
    h.at(1);
    const auto received = h.receive(q);
    QCOMPARE(received.result().messages.size(), 1u);
    const std::string handle = received.result().messages[0].receiptHandle().toString();
    h.at(61);
    QCOMPARE(liveCount(h, q), 0u);

    // Twice: the delete of a message that is gone is idempotent.
    for (int attempt = 0; attempt < 2; ++attempt) {
        const auto deleted = h.remove(q, handle);
        QVERIFY2(deleted.ok(), deleted.ok() ? "" : deleted.error().message.c_str());
        const Event &last = h.engine.log()[h.engine.log().size() - 1];
        QCOMPARE(last.kind, EventKind::DeleteIgnored);
        QCOMPARE(last.detail, static_cast<std::uint8_t>(DeleteIgnoredReason::MessageGone));
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestRetention::reReceivesDoNotExtendRetention_data()
{
    QTest::addColumn<bool>("fifo");
    QTest::newRow("standard") << false;
    QTest::newRow("fifo") << true;
}

void TestRetention::reReceivesDoNotExtendRetention()
{
    // Receives, visibility changes and returns to the queue never restart the retention clock.
    QFETCH(bool, fifo);
    EngineHarness h;
    const auto q =
        createQueue(h, fifo, {{"MessageRetentionPeriod", "60"}, {"VisibilityTimeout", "15"}});
    QVERIFY(sendOne(h, fifo, q, "busy"));
    for (int t = 0; t < 60; t += 15) {
        h.at(t);
        const auto received = h.receive(q);
        QCOMPARE(received.result().messages.size(), 1u);
        QCOMPARE(received.result().messages[0].receipt, static_cast<std::uint32_t>(t / 15 + 1));
    }
    // Received at 45 with 15 s of visibility left; extend it well past the retention end.
    QVERIFY(h.changeVisibility(q, "m1.r4", 600));
    h.at(60);
    QCOMPARE(liveCount(h, q), 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestRetention::fifoExpiredHeadUnblocksItsGroup()
{
    // The head of group g1 is in flight when it expires; the next message of the group, sent
    // later and still within its retention period, becomes receivable at once.
    EngineHarness h;
    const auto q =
        createQueue(h, true, {{"MessageRetentionPeriod", "60"}, {"VisibilityTimeout", "300"}});
    QVERIFY(h.sendFifo(q, "first", "g1", "d1"));
    h.at(30);
    QVERIFY(h.sendFifo(q, "second", "g1", "d2"));
    h.at(31);
    QCOMPARE(h.receive(q).result().messages.size(), 1u);
    QVERIFY(h.receive(q).result().messages.empty()); // blocked behind the in-flight head
    h.at(60);
    const auto next = h.receive(q, 10);
    QCOMPARE(next.result().messages.size(), 1u);
    QCOMPARE(str(h.engine.messageBody(next.result().messages[0].message)),
             QStringLiteral("second"));
    h.at(90);
    QCOMPARE(liveCount(h, q), 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestRetention::retentionChangeAppliesToExistingMessages_data()
{
    QTest::addColumn<bool>("fifo");
    QTest::addColumn<double>("changeAt");
    QTest::addColumn<QString>("newPeriod");
    // The message is sent at t=0 with a period of 600 s (or 60 s for a lengthening). Where it is
    // still alive and where it is gone, after the change. The engine applies the change at once
    // (AWS: "can take up to 15 minutes"; a documented engine choice).
    QTest::addColumn<double>("aliveUntil");
    QTest::addColumn<double>("goneAt");
    for (const bool fifo : {false, true}) {
        const char *type = fifo ? "fifo" : "standard";
        QTest::addRow("%s, shortened below the message's age: expires at the change", type)
            << fifo << 100.0 << "60" << 99.999 << 100.0;
        QTest::addRow("%s, shortened above the message's age: expires at enqueue + new period",
                      type)
            << fifo << 30.0 << "90" << 89.999 << 90.0;
        QTest::addRow("%s, lengthened: the message outlives the old period", type)
            << fifo << 30.0 << "120" << 119.999 << 120.0;
    }
}

void TestRetention::retentionChangeAppliesToExistingMessages()
{
    QFETCH(bool, fifo);
    QFETCH(double, changeAt);
    QFETCH(QString, newPeriod);
    QFETCH(double, aliveUntil);
    QFETCH(double, goneAt);
    const bool lengthening = newPeriod == QLatin1String("120");
    EngineHarness h;
    const auto q = createQueue(h, fifo, {{"MessageRetentionPeriod", lengthening ? "60" : "600"}});
    QVERIFY(sendOne(h, fifo, q, "old"));
    h.at(changeAt);
    QCOMPARE(liveCount(h, q), 1u);
    const auto changed = h.engine.setQueueAttributes(
        {q, {{"MessageRetentionPeriod", newPeriod.toStdString()}}}, h.actor);
    QVERIFY(changed.ok());
    if (aliveUntil >= changeAt) {
        h.at(aliveUntil);
        QCOMPARE(liveCount(h, q), 1u);
    }
    h.at(goneAt);
    QCOMPARE(liveCount(h, q), 0u);
    QCOMPARE(countEvents(h.engine.log(), EventKind::MessageExpired), 1);
    // A message sent after the change gets the new period too.
    QVERIFY(sendOne(h, fifo, q, "new"));
    h.advanceSeconds(newPeriod.toDouble() - 0.001);
    QCOMPARE(liveCount(h, q), 1u);
    h.advanceSeconds(0.001);
    QCOMPARE(liveCount(h, q), 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestRetention::defaultRetentionIsFourDays()
{
    EngineHarness h;
    const auto q = h.createQueue("keep");
    QCOMPARE(h.attribute(q, "MessageRetentionPeriod"), std::string("345600"));
    QVERIFY(h.send(q, "m"));
    h.at(345599.999);
    QCOMPARE(h.counts(q).visible, 1u);
    h.at(345600);
    QCOMPARE(h.counts(q).visible, 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

QTEST_GUILESS_MAIN(TestRetention)
#include "tst_retention.moc"
