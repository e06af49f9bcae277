// SPDX-License-Identifier: GPL-3.0-or-later
// SEMANTICS.md section 3: receipt handles and DeleteMessage, including the seed article's
// double charge.

#include "enginetest.h"

using namespace inflight;
using namespace inflight::test;

class TestReceiptHandles : public QObject {
    Q_OBJECT

private slots:
    void everyReceiveIssuesANewHandle();
    void doubleChargeTiming();
    void deleteCases_data();
    void deleteCases();
    void staleHandleKnobDeletes();
    void parseHandles_data();
    void parseHandles();
};

void TestReceiptHandles::everyReceiveIssuesANewHandle()
{
    EngineHarness h;
    const auto q = h.createQueue("orders", {{"VisibilityTimeout", "1"}});
    QVERIFY(h.send(q, "ord_7731"));
    const auto first = h.receive(q);
    h.advanceSeconds(1);
    const auto second = h.receive(q);
    QVERIFY(first && second);
    QCOMPARE(first.result().messages.size(), 1u);
    QCOMPARE(second.result().messages.size(), 1u);
    QCOMPARE(first.result().messages[0].receiptHandle().toString(), std::string("m1.r1"));
    QCOMPARE(second.result().messages[0].receiptHandle().toString(), std::string("m1.r2"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestReceiptHandles::doubleChargeTiming()
{
    // Visibility 30 s; worker-1 receives at t=0, worker-2 at t=30 (the message came back);
    // worker-1 deletes with its stale handle at t=45 (200, nothing deleted), worker-2 at t=75.
    EngineHarness h;
    const auto q = h.createQueue("orders", {{"VisibilityTimeout", "30"}});
    QVERIFY(h.send(q, "{\"orderId\": \"ord_7731\"}"));
    const auto r1 = h.receive(q);
    h.at(30);
    const auto r2 = h.receive(q);
    QCOMPARE(r2.result().messages.size(), 1u);
    h.at(45);
    QVERIFY(h.remove(q, r1.result().messages[0].receiptHandle().toString()));
    QCOMPARE(h.counts(q).inFlight, 1u);
    const Event &ignored = h.engine.log()[h.engine.log().size() - 1];
    QCOMPARE(ignored.kind, EventKind::DeleteIgnored);
    QCOMPARE(ignored.detail, static_cast<std::uint8_t>(DeleteIgnoredReason::StaleReceiptHandle));
    h.at(75);
    QVERIFY(h.remove(q, r2.result().messages[0].receiptHandle().toString()));
    QCOMPARE(h.counts(q).inFlight, 0u);
    QCOMPARE(h.counts(q).visible, 0u);
    QCOMPARE(h.engine.log()[h.engine.log().size() - 1].kind, EventKind::MessageDeleted);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestReceiptHandles::deleteCases_data()
{
    QTest::addColumn<bool>("fifo");
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("expectedCode");
    QTest::addColumn<bool>("messageGone");

    QTest::newRow("standard, latest handle while in flight") << false << "inflight"
                                                             << "" << true;
    QTest::newRow("standard, expired handle, not received again") << false << "expired"
                                                                  << "" << true;
    QTest::newRow("standard, old handle after a second receive") << false << "rereceived"
                                                                 << "" << false;
    QTest::newRow("standard, the same handle deleted again") << false << "twice"
                                                             << "" << true;
    QTest::newRow("standard, malformed handle") << false << "garbage"
                                                << "ReceiptHandleIsInvalid" << false;
    QTest::newRow("fifo, latest handle while in flight") << true << "inflight"
                                                         << "" << true;
    QTest::newRow("fifo, handle whose timeout expired") << true << "expired"
                                                        << "InvalidParameterValue" << false;
    QTest::newRow("fifo, old handle after a second receive") << true << "rereceived"
                                                             << "InvalidParameterValue" << false;
    QTest::newRow("fifo, malformed handle") << true << "garbage"
                                            << "ReceiptHandleIsInvalid" << false;
    // A FIFO handle expires with its visibility timeout, also when the message has gone since.
    QTest::newRow("standard, old handle after the new holder deleted it")
        << false << "deleted by the next holder"
        << "" << true;
    QTest::newRow("fifo, old handle after the new holder deleted it")
        << true << "deleted by the next holder"
        << "InvalidParameterValue" << true;
    QTest::newRow("fifo, the same handle deleted again inside its timeout") << true << "twice"
                                                                            << "" << true;
    QTest::newRow("standard, the same handle deleted again after its timeout")
        << false << "twice, late"
        << "" << true;
    // Recorded against AWS (tst_retention): the latest handle of a message that has gone.
    QTest::newRow("fifo, the same handle deleted again after its timeout") << true << "twice, late"
                                                                           << "" << true;
}

void TestReceiptHandles::deleteCases()
{
    QFETCH(bool, fifo);
    QFETCH(QString, scenario);
    QFETCH(QString, expectedCode);
    QFETCH(bool, messageGone);

    EngineHarness h;
    AttributeMap attributes{{"VisibilityTimeout", "10"}};
    if (fifo)
        attributes["FifoQueue"] = "true";
    const auto q = h.createQueue(fifo ? "jobs.fifo" : "jobs", attributes);
    QVERIFY(!q.empty());
    QVERIFY(fifo ? h.sendFifo(q, "body", "g1", "d1") : h.send(q, "body"));
    const auto first = h.receive(q);
    std::string handle = first.result().messages.at(0).receiptHandle().toString();
    if (scenario == QLatin1String("expired")) {
        h.advanceSeconds(10);
    } else if (scenario == QLatin1String("rereceived")) {
        h.advanceSeconds(10);
        QCOMPARE(h.receive(q).result().messages.size(), 1u);
    } else if (scenario == QLatin1String("twice")) {
        QVERIFY(h.remove(q, handle));
        QVERIFY(h.remove(q, handle));
    } else if (scenario == QLatin1String("deleted by the next holder")) {
        h.advanceSeconds(10);
        const auto second = h.receive(q);
        QCOMPARE(second.result().messages.size(), 1u);
        QVERIFY(h.remove(q, second.result().messages[0].receiptHandle().toString()));
    } else if (scenario == QLatin1String("twice, late")) {
        QVERIFY(h.remove(q, handle));
        h.advanceSeconds(10);
    } else if (scenario == QLatin1String("garbage")) {
        handle = "garbage";
    }
    const auto outcome = h.remove(q, handle);
    QCOMPARE(QString::fromLatin1(codeName(outcome.code())), expectedCode);
    if (outcome.code() == ErrorCode::ReceiptHandleIsInvalid)
        QCOMPARE(outcome.error().message,
                 "The input receipt handle \"" + handle + "\" is not a valid receipt handle.");
    if (outcome.code() == ErrorCode::InvalidParameterValue)
        QCOMPARE(outcome.error().message, "Value " + handle +
                                              " for parameter ReceiptHandle is invalid. Reason: "
                                              "The receipt handle has expired.");
    const auto c = h.counts(q);
    QCOMPARE(c.visible + c.inFlight == 0, messageGone);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestReceiptHandles::staleHandleKnobDeletes()
{
    EngineSettings settings;
    settings.staleHandleDelete = StaleHandleDelete::Delete;
    EngineHarness h(settings);
    const auto q = h.createQueue("orders", {{"VisibilityTimeout", "30"}});
    QVERIFY(h.send(q, "x"));
    const auto r1 = h.receive(q);
    h.at(30);
    QCOMPARE(h.receive(q).result().messages.size(), 1u);
    QVERIFY(h.remove(q, r1.result().messages[0].receiptHandle().toString()));
    QCOMPARE(h.counts(q).inFlight, 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestReceiptHandles::parseHandles_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::newRow("message 3, receive 2") << "m3.r2" << true;
    QTest::newRow("large numbers") << "m123456789.r987654321" << true;
    QTest::newRow("garbage") << "garbage" << false;
    QTest::newRow("empty") << "" << false;
    QTest::newRow("zero message") << "m0.r1" << false;
    QTest::newRow("leading zero") << "m01.r1" << false;
    QTest::newRow("missing receive") << "m3.r" << false;
    QTest::newRow("trailing text") << "m3.r2x" << false;
    QTest::newRow("too many digits") << "m1234567890.r1" << false;
}

void TestReceiptHandles::parseHandles()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    const auto parsed = ReceiptHandle::parse(text.toStdString());
    QCOMPARE(parsed.has_value(), valid);
    if (valid)
        QCOMPARE(QString::fromStdString(parsed->toString()), text);
}

QTEST_GUILESS_MAIN(TestReceiptHandles)
#include "tst_receipthandles.moc"
