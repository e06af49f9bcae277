// SPDX-License-Identifier: GPL-3.0-or-later
// SEMANTICS.md section 9: FIFO queues. Names, MessageGroupId, deduplication (ids, content-based,
// the 5-minute window, scope and its quirk), ordering and group blocking (the AWS-recorded
// foo/bar/baz cases, the validated receive order), and SequenceNumber.

#include "enginetest.h"

#include <QCryptographicHash>
#include <QJsonArray>

#include <algorithm>
#include <map>

using namespace inflight;
using namespace inflight::test;

namespace {

std::string sha256Hex(const std::string &text)
{
    return QCryptographicHash::hash(QByteArray::fromStdString(text), QCryptographicHash::Sha256)
        .toHex()
        .toStdString();
}

/// A FIFO queue "jobs.fifo" with the given attributes.
std::string createFifo(EngineHarness &h, AttributeMap attributes = {})
{
    attributes["FifoQueue"] = "true";
    return h.createQueue("jobs.fifo", std::move(attributes));
}

/// Sends with the body as its deduplication id, so every distinct body is a new message.
Outcome<SendMessageResult> send(EngineHarness &h, const std::string &queue, const std::string &body,
                                const std::string &group)
{
    return h.sendFifo(queue, body, group, body);
}

std::string handleOf(EngineHarness &h, const Outcome<ReceiveMessageResult> &received,
                     const std::string &body)
{
    for (const ReceivedMessage &m : received.result().messages) {
        if (h.engine.messageBody(m.message) == body)
            return m.receiptHandle().toString();
    }
    return {};
}

std::map<QString, std::string> linesById(const ScriptRun &run)
{
    std::map<QString, std::string> byId;
    for (const std::string &line : run.lines) {
        const QString id = parseLine(line).value(QLatin1String("id")).toString();
        if (!id.isEmpty())
            byId[id] = line;
    }
    return byId;
}

} // namespace

class TestFifo : public QObject {
    Q_OBJECT

private slots:
    void queueNames_data();
    void queueNames();
    void messageGroupIdRequired();
    void deduplicationRequired();
    void idValidation_data();
    void idValidation();
    void contentBasedDeduplication_data();
    void contentBasedDeduplication();
    void deduplicationWindow_data();
    void deduplicationWindow();
    void deduplicationScope_data();
    void deduplicationScope();
    void strictOrderWithinAGroup();
    void validatedReceiveOrder();
    void inFlightMessageBlocksItsGroup();
    void groupYieldsUpToFirstInFlight_data();
    void groupYieldsUpToFirstInFlight();
    void terminatingTheHeadMakesItReceivable();
    void expiredMessageReappearsAtHead_data();
    void expiredMessageReappearsAtHead();
    void deletingUnblocksAtOnce();
    void groupReceivableAgainGoesBehindWaitingGroups();
    void sequenceNumbers();
    void jsonShapes();
};

void TestFifo::queueNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("fifo");
    QTest::addColumn<bool>("accepted");
    const QString base = QString(75, QLatin1Char('q'));
    QTest::newRow("orders.fifo") << "orders.fifo" << true << true;
    QTest::newRow("80 characters, the suffix included")
        << base + QStringLiteral(".fifo") << true << true;
    QTest::newRow("81 characters, the suffix included")
        << base + QStringLiteral("q.fifo") << true << false;
    QTest::newRow("a FIFO queue without the .fifo suffix") << "orders" << true << false;
    QTest::newRow("only the suffix") << ".fifo" << true << false;
    QTest::newRow("a FIFO name with a dot before the suffix") << "or.ders.fifo" << true << false;
    QTest::newRow("a standard queue named *.fifo") << "orders.fifo" << false << false;
}

void TestFifo::queueNames()
{
    QFETCH(QString, name);
    QFETCH(bool, fifo);
    QFETCH(bool, accepted);
    EngineHarness h;
    AttributeMap attributes;
    if (fifo)
        attributes["FifoQueue"] = "true";
    const auto outcome = h.engine.createQueue({name.toStdString(), attributes, {}}, h.actor);
    QCOMPARE(outcome.ok(), accepted);
    if (accepted) {
        QCOMPARE(str(h.attribute(name.toStdString(), "FifoQueue")), QStringLiteral("true"));
    } else {
        QCOMPARE(codeOf(outcome.code()), QStringLiteral("InvalidParameterValue"));
        QCOMPARE(str(outcome.error().message),
                 fifo ? QStringLiteral("The name of a FIFO queue can only include alphanumeric "
                                       "characters, hyphens, or underscores, must end with .fifo "
                                       "suffix and be 1 to 80 in length")
                      : QStringLiteral("Can only include alphanumeric characters, hyphens, or "
                                       "underscores. 1 to 80 in length"));
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFifo::messageGroupIdRequired()
{
    EngineHarness h;
    const auto q = createFifo(h, {{"ContentBasedDeduplication", "true"}});
    SendMessageRequest request;
    request.queueUrl = q;
    request.messageBody = "no group";
    const auto outcome = h.engine.sendMessage(request, h.actor);
    QCOMPARE(codeOf(outcome.code()), QStringLiteral("MissingParameter"));
    QCOMPARE(str(outcome.error().message),
             QStringLiteral("The request must contain the parameter MessageGroupId."));

    // In a batch, one entry without a group fails the whole request (AWS-recorded).
    SendMessageBatchRequest batch;
    batch.queueUrl = q;
    batch.entries.resize(2);
    batch.entries[0].id = "with";
    batch.entries[0].messageBody = "a";
    batch.entries[0].messageGroupId = "g1";
    batch.entries[1].id = "without";
    batch.entries[1].messageBody = "b";
    const auto batched = h.engine.sendMessageBatch(batch, h.actor);
    QCOMPARE(codeOf(batched.code()), QStringLiteral("InvalidParameterValue"));
    QCOMPARE(str(batched.error().message),
             QStringLiteral("The request must contain the parameter MessageGroupId."));
    QCOMPARE(h.counts(q).visible, 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFifo::deduplicationRequired()
{
    EngineHarness h;
    const auto q = createFifo(h);
    const QString expected = QStringLiteral("The queue should either have "
                                            "ContentBasedDeduplication enabled or "
                                            "MessageDeduplicationId provided explicitly");
    const auto outcome = h.sendFifo(q, "body", "g1");
    QCOMPARE(codeOf(outcome.code()), QStringLiteral("InvalidParameterValue"));
    QCOMPARE(str(outcome.error().message), expected);

    SendMessageBatchRequest batch;
    batch.queueUrl = q;
    batch.entries.resize(2);
    for (int i = 0; i < 2; ++i) {
        batch.entries[i].id = numbered("e", i);
        batch.entries[i].messageBody = numbered("b", i);
        batch.entries[i].messageGroupId = "g1";
    }
    batch.entries[0].messageDeduplicationId = "d0";
    const auto batched = h.engine.sendMessageBatch(batch, h.actor);
    QCOMPARE(codeOf(batched.code()), QStringLiteral("InvalidParameterValue"));
    QCOMPARE(str(batched.error().message), expected);
    QCOMPARE(h.counts(q).visible, 0u);

    // With ContentBasedDeduplication on, no id is needed.
    QVERIFY(h.engine.setQueueAttributes({q, {{"ContentBasedDeduplication", "true"}}}, h.actor));
    QVERIFY(h.sendFifo(q, "body", "g1"));
    QCOMPARE(h.counts(q).visible, 1u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFifo::idValidation_data()
{
    QTest::addColumn<QString>("parameter");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("accepted");
    const QString punctuation = QStringLiteral("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~");
    for (const char *parameter : {"MessageDeduplicationId", "MessageGroupId"}) {
        const QString p = QString::fromLatin1(parameter);
        QTest::addRow("%s: 128 characters", parameter)
            << p << QString(128, QLatin1Char('x')) << true;
        QTest::addRow("%s: 1 character", parameter) << p << QStringLiteral("x") << true;
        QTest::addRow("%s: alphanumeric", parameter) << p << QStringLiteral("Order42abc") << true;
        QTest::addRow("%s: every punctuation character", parameter) << p << punctuation << true;
        QTest::addRow("%s: 129 characters (AWS-recorded)", parameter)
            << p << QString(129, QLatin1Char('x')) << false;
        QTest::addRow("%s: with a space (AWS-recorded)", parameter)
            << p << QStringLiteral("order 42") << false;
        QTest::addRow("%s: empty (AWS-recorded)", parameter) << p << QString() << false;
        QTest::addRow("%s: a tab", parameter) << p << QStringLiteral("a\tb") << false;
        QTest::addRow("%s: a letter outside ASCII", parameter)
            << p << QString::fromUtf8("caf\xc3\xa9") << false;
    }
}

void TestFifo::idValidation()
{
    QFETCH(QString, parameter);
    QFETCH(QString, value);
    QFETCH(bool, accepted);
    EngineHarness h;
    const auto q = createFifo(h);
    const bool dedup = parameter == QLatin1String("MessageDeduplicationId");
    const std::string v = value.toStdString();
    const auto outcome = dedup ? h.sendFifo(q, "body", "g1", v) : h.sendFifo(q, "body", v, "d1");
    QCOMPARE(outcome.ok(), accepted);
    if (!accepted) {
        QCOMPARE(codeOf(outcome.code()), QStringLiteral("InvalidParameterValue"));
        QCOMPARE(str(outcome.error().message),
                 QStringLiteral("Value %1 for parameter %2 is invalid. Reason: %2 can only include "
                                "alphanumeric and punctuation characters. 1 to 128 in length.")
                     .arg(value, parameter));
        QCOMPARE(h.counts(q).visible, 0u);
    } else {
        QCOMPARE(str(dedup ? h.engine.messageDeduplicationId(outcome.result().message)
                           : h.engine.messageGroupId(outcome.result().message)),
                 value);
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFifo::contentBasedDeduplication_data()
{
    // Two sends to a queue with ContentBasedDeduplication on (scope queue). An id of "" means
    // none (the SHA-256 of the body is used); "{HASH}" is the SHA-256 of the first body.
    QTest::addColumn<QString>("firstBody");
    QTest::addColumn<QString>("firstId");
    QTest::addColumn<QString>("secondBody");
    QTest::addColumn<QString>("secondId");
    QTest::addColumn<QString>("secondGroup");
    QTest::addColumn<bool>("secondHasAttribute");
    QTest::addColumn<bool>("duplicate");
    QTest::newRow("same body: duplicate") << "hello"
                                          << ""
                                          << "hello"
                                          << ""
                                          << "g1" << false << true;
    QTest::newRow("same body, a message attribute added: duplicate (the body only is hashed)")
        << "hello"
        << ""
        << "hello"
        << ""
        << "g1" << true << true;
    QTest::newRow("same body in another group: duplicate (scope queue)") << "hello"
                                                                         << ""
                                                                         << "hello"
                                                                         << ""
                                                                         << "g2" << false << true;
    QTest::newRow("different body: new") << "hello"
                                         << ""
                                         << "hello!"
                                         << ""
                                         << "g1" << false << false;
    QTest::newRow("same body with an explicit id: new (the id overrides the hash)")
        << "hello"
        << ""
        << "hello"
        << "explicit-1"
        << "g1" << false << false;
    QTest::newRow("explicit id equal to the hash of an earlier body: duplicate")
        << "hello"
        << ""
        << "other body"
        << "{HASH}"
        << "g1" << false << true;
    QTest::newRow("the same explicit id with a different body: duplicate") << "hello"
                                                                           << "id-7"
                                                                           << "bye"
                                                                           << "id-7"
                                                                           << "g1" << false << true;
    QTest::newRow("explicit id first, then the same body without an id: new")
        << "hello"
        << "id-7"
        << "hello"
        << ""
        << "g1" << false << false;
}

void TestFifo::contentBasedDeduplication()
{
    QFETCH(QString, firstBody);
    QFETCH(QString, firstId);
    QFETCH(QString, secondBody);
    QFETCH(QString, secondId);
    QFETCH(QString, secondGroup);
    QFETCH(bool, secondHasAttribute);
    QFETCH(bool, duplicate);
    EngineHarness h;
    const auto q = createFifo(h, {{"ContentBasedDeduplication", "true"}});
    auto optionalId = [&](const QString &id) -> std::optional<std::string> {
        if (id.isEmpty())
            return std::nullopt;
        if (id == QLatin1String("{HASH}"))
            return sha256Hex(firstBody.toStdString());
        return id.toStdString();
    };
    const auto first = h.sendFifo(q, firstBody.toStdString(), "g1", optionalId(firstId));
    QVERIFY(first);
    if (firstId.isEmpty())
        QCOMPARE(str(h.engine.messageDeduplicationId(first.result().message)),
                 str(sha256Hex(firstBody.toStdString())));

    SendMessageRequest request;
    request.queueUrl = q;
    request.messageBody = secondBody.toStdString();
    request.messageGroupId = secondGroup.toStdString();
    request.messageDeduplicationId = optionalId(secondId);
    if (secondHasAttribute)
        request.messageAttributes["colour"] = {"String", "red", {}};
    const auto second = h.engine.sendMessage(request, h.actor);
    QVERIFY(second); // a duplicate is accepted too
    QCOMPARE(second.result().message == first.result().message, duplicate);
    QCOMPARE(second.result().sequenceNumber == first.result().sequenceNumber, duplicate);
    const auto received = h.receive(q, 10);
    QCOMPARE(received.result().messages.size(), duplicate ? 1u : 2u);
    QCOMPARE(str(h.engine.messageBody(received.result().messages[0].message)), firstBody);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFifo::deduplicationWindow_data()
{
    QTest::addColumn<double>("resendAt");
    // What happens to the first message before the resend: "" nothing, "consumed" received and
    // deleted, "purged" PurgeQueue, "duplicate200" a duplicate send at 200 s.
    QTest::addColumn<QString>("between");
    QTest::addColumn<bool>("duplicate");
    QTest::newRow("resend at once: duplicate") << 0.0 << "" << true;
    QTest::newRow("resend at 4 min 59.999 s: duplicate") << 299.999 << "" << true;
    QTest::newRow("engine: resend at exactly 5 min is new (the window is [t, t + 5 min))")
        << 300.0 << "" << false;
    QTest::newRow("resend after 6 min: new (AWS-validated test_deduplication_interval)")
        << 360.0 << "" << false;
    QTest::newRow("resend after receive and delete: duplicate, not delivered (AWS-recorded)")
        << 10.0 << "consumed" << true;
    QTest::newRow("resend after PurgeQueue: new (AWS-validated)") << 10.0 << "purged" << false;
    QTest::newRow("a duplicate does not extend the window: new at 5 min")
        << 300.0 << "duplicate200" << false;
}

void TestFifo::deduplicationWindow()
{
    QFETCH(double, resendAt);
    QFETCH(QString, between);
    QFETCH(bool, duplicate);
    EngineHarness h;
    const auto q = createFifo(h, {{"MessageRetentionPeriod", "3600"}});
    const auto first = h.sendFifo(q, "payment", "g1", "pay-1");
    QVERIFY(first);
    if (between == QLatin1String("consumed")) {
        h.at(1);
        const auto received = h.receive(q);
        QVERIFY(h.remove(q, received.result().messages.at(0).receiptHandle().toString()));
    } else if (between == QLatin1String("purged")) {
        h.at(1);
        QVERIFY(h.engine.purgeQueue({q}, h.actor));
    } else if (between == QLatin1String("duplicate200")) {
        h.at(200);
        QCOMPARE(h.sendFifo(q, "payment", "g1", "pay-1").result().message, first.result().message);
    }
    h.at(resendAt);
    const auto second = h.sendFifo(q, "payment again", "g1", "pay-1");
    QVERIFY(second); // always accepted (200)
    QCOMPARE(second.result().message == first.result().message, duplicate);
    QCOMPARE(second.result().sequenceNumber == first.result().sequenceNumber, duplicate);
    if (duplicate)
        QCOMPARE(h.engine.log()[h.engine.log().size() - 1].kind, EventKind::SendDeduplicated);
    else
        QVERIFY(second.result().sequenceNumber > first.result().sequenceNumber);

    // What a consumer sees from now on.
    const bool firstStillThere = between.isEmpty() || between == QLatin1String("duplicate200");
    const auto received = h.receive(q, 10);
    QStringList expected;
    if (firstStillThere)
        expected << QStringLiteral("payment");
    if (!duplicate)
        expected << QStringLiteral("payment again");
    QCOMPARE(bodies(h.engine, received), expected);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFifo::deduplicationScope_data()
{
    QTest::addColumn<QString>("createdWith"); // DeduplicationScope at CreateQueue ("" = default)
    QTest::addColumn<QString>("setAfter");    // SetQueueAttributes afterwards ("" = none)
    QTest::addColumn<bool>("sameGroup");
    QTest::addColumn<bool>("duplicate");
    QTest::newRow("default scope queue, another group: duplicate (AWS-recorded)")
        << ""
        << "" << false << true;
    QTest::newRow("scope queue, same group: duplicate") << "queue"
                                                        << "" << true << true;
    QTest::newRow("scope messageGroup, another group: new (AWS-recorded)") << "messageGroup"
                                                                           << "" << false << false;
    QTest::newRow("scope messageGroup, same group: duplicate") << "messageGroup"
                                                               << "" << true << true;
    QTest::newRow("scope messageGroup with perMessageGroupId throughput, another group: new")
        << "messageGroup+perMessageGroupId"
        << "" << false << false;
    QTest::newRow("quirk: changed to messageGroup after creation, another group: still a "
                  "duplicate (AWS-recorded)")
        << "queue"
        << "messageGroup" << false << true;
    QTest::newRow("quirk: changed to queue after creation, another group: still new "
                  "(AWS-recorded)")
        << "messageGroup"
        << "queue" << false << false;
}

void TestFifo::deduplicationScope()
{
    QFETCH(QString, createdWith);
    QFETCH(QString, setAfter);
    QFETCH(bool, sameGroup);
    QFETCH(bool, duplicate);
    EngineHarness h;
    AttributeMap attributes;
    if (createdWith == QLatin1String("messageGroup+perMessageGroupId")) {
        attributes["DeduplicationScope"] = "messageGroup";
        attributes["FifoThroughputLimit"] = "perMessageGroupId";
    } else if (!createdWith.isEmpty()) {
        attributes["DeduplicationScope"] = createdWith.toStdString();
    }
    const auto q = createFifo(h, attributes);
    QVERIFY(!q.empty());
    if (!setAfter.isEmpty()) {
        QVERIFY(h.engine.setQueueAttributes({q, {{"DeduplicationScope", setAfter.toStdString()}}},
                                            h.actor));
        // The attribute changes...
        QCOMPARE(str(h.attribute(q, "DeduplicationScope")), setAfter);
    }
    // ...the behaviour does not.
    const auto first = h.sendFifo(q, "a", "g1", "same-id");
    const auto second = h.sendFifo(q, "b", sameGroup ? "g1" : "g2", "same-id");
    QVERIFY(first && second);
    QCOMPARE(second.result().message == first.result().message, duplicate);
    QCOMPARE(h.counts(q).visible, duplicate ? 1u : 2u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFifo::strictOrderWithinAGroup()
{
    EngineHarness h;
    const auto q = createFifo(h);
    for (int i = 1; i <= 5; ++i) {
        QVERIFY(send(h, q, numbered("a", i), "A"));
        QVERIFY(send(h, q, numbered("b", i), "B"));
    }
    // One at a time, deleting each: every group comes out in send order.
    QStringList seenA;
    QStringList seenB;
    for (int i = 0; i < 10; ++i) {
        const auto received = h.receive(q, 1);
        QCOMPARE(received.result().messages.size(), 1u);
        const ReceivedMessage &m = received.result().messages[0];
        const QString body = str(h.engine.messageBody(m.message));
        (body.startsWith(QLatin1Char('a')) ? seenA : seenB) << body;
        QVERIFY(h.remove(q, m.receiptHandle().toString()));
    }
    QCOMPARE(seenA, sl({"a1", "a2", "a3", "a4", "a5"}));
    QCOMPARE(seenB, sl({"b1", "b2", "b3", "b4", "b5"}));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFifo::validatedReceiveOrder()
{
    // AWS-validated: sends g1-m1, g2-m1, g1-m2, g1-m3; one receive of up to 10 returns as many
    // of the first group as possible, then fills from the next: [g1-m1, g1-m2, g1-m3, g2-m1].
    EngineHarness h;
    const auto q = createFifo(h);
    QVERIFY(send(h, q, "g1-m1", "g1"));
    QVERIFY(send(h, q, "g2-m1", "g2"));
    QVERIFY(send(h, q, "g1-m2", "g1"));
    QVERIFY(send(h, q, "g1-m3", "g1"));
    QCOMPARE(bodies(h.engine, h.receive(q, 10)), sl({"g1-m1", "g1-m2", "g1-m3", "g2-m1"}));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFifo::inFlightMessageBlocksItsGroup()
{
    EngineHarness h;
    const auto q = createFifo(h, {{"VisibilityTimeout", "30"}});
    QVERIFY(send(h, q, "a1", "A"));
    QVERIFY(send(h, q, "a2", "A"));
    QVERIFY(send(h, q, "b1", "B"));
    QCOMPARE(bodies(h.engine, h.receive(q, 1)), sl({"a1"}));
    // Group A is blocked while a1 is in flight; group B is not.
    QCOMPARE(bodies(h.engine, h.receive(q, 10)), sl({"b1"}));
    QCOMPARE(bodies(h.engine, h.receive(q, 10)), QStringList());
    h.at(29.999);
    QCOMPARE(bodies(h.engine, h.receive(q, 10)), QStringList());
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFifo::groupYieldsUpToFirstInFlight_data()
{
    // AWS-recorded test_fifo_group_visibility_extends_with_change_message_visibility: receive
    // foo, bar, baz with visibility 1 s, extend one of them to 4 s, receive again after 2.5 s.
    QTest::addColumn<QString>("extended");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("foo extended: nothing") << "foo" << QStringList();
    QTest::newRow("bar extended: [foo]") << "bar" << sl({"foo"});
    QTest::newRow("baz extended: [foo, bar]") << "baz" << sl({"foo", "bar"});
}

void TestFifo::groupYieldsUpToFirstInFlight()
{
    QFETCH(QString, extended);
    QFETCH(QStringList, expected);
    EngineHarness h;
    const auto q = createFifo(h, {{"VisibilityTimeout", "1"}});
    for (const char *body : {"foo", "bar", "baz"})
        QVERIFY(send(h, q, body, "group"));
    const auto received = h.receive(q, 10);
    QCOMPARE(bodies(h.engine, received), sl({"foo", "bar", "baz"}));
    QVERIFY(h.changeVisibility(q, handleOf(h, received, extended.toStdString()), 4));
    h.at(2.5);
    QCOMPARE(bodies(h.engine, h.receive(q, 10)), expected);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFifo::terminatingTheHeadMakesItReceivable()
{
    // AWS-validated: terminating (CMV 0) the head while the second message is in flight makes
    // the head receivable again.
    EngineHarness h;
    const auto q = createFifo(h, {{"VisibilityTimeout", "30"}});
    QVERIFY(send(h, q, "first", "g"));
    QVERIFY(send(h, q, "second", "g"));
    const auto received = h.receive(q, 10);
    QCOMPARE(bodies(h.engine, received), sl({"first", "second"}));
    QVERIFY(h.changeVisibility(q, handleOf(h, received, "first"), 0));
    QCOMPARE(h.counts(q).visible, 1u);
    QCOMPARE(h.counts(q).inFlight, 1u);
    QCOMPARE(bodies(h.engine, h.receive(q, 10)), sl({"first"}));
    QCOMPARE(bodies(h.engine, h.receive(q, 10)), QStringList());
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFifo::expiredMessageReappearsAtHead_data()
{
    QTest::addColumn<int>("firstReceive"); // MaxNumberOfMessages of the first receive
    QTest::addColumn<bool>("deleteSecond");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("the head expires: it comes back before the messages behind it")
        << 1 << false << sl({"m1", "m2", "m3"});
    QTest::newRow("two received, both expire: they come back in order")
        << 2 << false << sl({"m1", "m2", "m3"});
    QTest::newRow("two received, the second deleted, the head expires")
        << 2 << true << sl({"m1", "m3"});
}

void TestFifo::expiredMessageReappearsAtHead()
{
    QFETCH(int, firstReceive);
    QFETCH(bool, deleteSecond);
    QFETCH(QStringList, expected);
    EngineHarness h;
    const auto q = createFifo(h, {{"VisibilityTimeout", "5"}});
    for (const char *body : {"m1", "m2", "m3"})
        QVERIFY(send(h, q, body, "g"));
    QVERIFY(send(h, q, "other", "h"));
    const auto received = h.receive(q, firstReceive);
    QCOMPARE(received.result().messages.size(), static_cast<std::size_t>(firstReceive));
    if (deleteSecond)
        QVERIFY(h.remove(q, handleOf(h, received, "m2")));
    // Group g is blocked; the other group is not.
    const auto other = h.receive(q, 10);
    QCOMPARE(bodies(h.engine, other), sl({"other"}));
    QVERIFY(h.remove(q, other.result().messages[0].receiptHandle().toString()));
    h.at(5);
    const auto again = h.receive(q, 10);
    QCOMPARE(bodies(h.engine, again), expected);
    QCOMPARE(again.result().messages[0].receipt, 2u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFifo::deletingUnblocksAtOnce()
{
    // AWS-validated test_fifo_message_group_visibility: deleting the in-flight message makes the
    // group receivable at once.
    EngineHarness h;
    const auto q = createFifo(h, {{"VisibilityTimeout", "30"}});
    QVERIFY(send(h, q, "m1", "g"));
    QVERIFY(send(h, q, "m2", "g"));
    const auto first = h.receive(q, 1);
    QCOMPARE(bodies(h.engine, first), sl({"m1"}));
    QCOMPARE(bodies(h.engine, h.receive(q, 10)), QStringList());
    h.at(3);
    QVERIFY(h.remove(q, first.result().messages[0].receiptHandle().toString()));
    QCOMPARE(bodies(h.engine, h.receive(q, 10)), sl({"m2"}));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFifo::groupReceivableAgainGoesBehindWaitingGroups()
{
    // The order between groups is not guaranteed. Engine choice, after what AWS has been seen to
    // do: a group that becomes receivable again goes behind the groups already waiting.
    EngineHarness h;
    const auto q = createFifo(h);
    QVERIFY(send(h, q, "g1-m1", "g1"));
    QVERIFY(send(h, q, "g2-m1", "g2"));
    QVERIFY(send(h, q, "g3-m1", "g3"));
    QCOMPARE(bodies(h.engine, h.receive(q, 1, 0)), sl({"g1-m1"}));
    QCOMPARE(bodies(h.engine, h.receive(q, 10)), sl({"g2-m1", "g3-m1", "g1-m1"}));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFifo::sequenceNumbers()
{
    EngineHarness h;
    const auto q = createFifo(h, {{"VisibilityTimeout", "5"}});
    std::vector<std::uint64_t> sent;
    for (int i = 0; i < 6; ++i) {
        h.at(i * 0.7);
        const auto outcome = send(h, q, numbered("m", i), i % 2 ? "odd" : "even");
        QVERIFY(outcome);
        sent.push_back(outcome.result().sequenceNumber);
    }
    SendMessageBatchRequest batch;
    batch.queueUrl = q;
    batch.entries.resize(3);
    for (int i = 0; i < 3; ++i) {
        batch.entries[i].id = numbered("b", i);
        batch.entries[i].messageBody = "batch-" + std::to_string(i);
        batch.entries[i].messageGroupId = "batch";
        batch.entries[i].messageDeduplicationId = "batch-" + std::to_string(i);
    }
    const auto batched = h.engine.sendMessageBatch(batch, h.actor);
    QVERIFY(batched);
    for (const auto &entry : batched.result().successful)
        sent.push_back(entry.sequenceNumber);
    // Strictly increasing across the queue (whatever the group), large, and not consecutive.
    for (std::size_t i = 0; i < sent.size(); ++i) {
        QCOMPARE(std::to_string(sent[i]).size(), 20u);
        if (i > 0) {
            QVERIFY(sent[i] > sent[i - 1]);
            QVERIFY(sent[i] - sent[i - 1] > 1);
        }
    }
    // Unchanged across re-receives.
    std::map<MessageNumber, std::uint64_t> firstSeen;
    const auto r1 = h.receive(q, 10);
    QCOMPARE(r1.result().messages.size(), 9u);
    for (const ReceivedMessage &m : r1.result().messages)
        firstSeen[m.message] = m.sequenceNumber;
    h.at(20);
    const auto r2 = h.receive(q, 10);
    QCOMPARE(r2.result().messages.size(), 9u);
    for (const ReceivedMessage &m : r2.result().messages) {
        QCOMPARE(m.receipt, 2u);
        QCOMPARE(m.sequenceNumber, firstSeen[m.message]);
    }

    // Absent on standard queues.
    const auto standard = h.createQueue("plain");
    const auto plain = h.send(standard, "x");
    QCOMPARE(plain.result().sequenceNumber, 0u);
    QCOMPARE(h.receive(standard).result().messages.at(0).sequenceNumber, 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestFifo::jsonShapes()
{
    const auto run = runScript({
        R"({"Action": "CreateQueue", "QueueName": "jobs.fifo", "Attributes": {"FifoQueue": "true", "ContentBasedDeduplication": "true"}})",
        R"({"id": "s1", "Action": "SendMessage", "QueueUrl": "jobs.fifo", "MessageBody": "build #7", "MessageGroupId": "builds"})",
        R"({"id": "dup", "Action": "SendMessage", "QueueUrl": "jobs.fifo", "MessageBody": "build #7", "MessageGroupId": "builds"})",
        R"({"id": "s2", "Action": "SendMessage", "QueueUrl": "jobs.fifo", "MessageBody": "build #8", "MessageGroupId": "builds", "MessageDeduplicationId": "b8"})",
        R"({"id": "r1", "Action": "ReceiveMessage", "QueueUrl": "jobs.fifo", "MaxNumberOfMessages": 10, "VisibilityTimeout": 0, "MessageSystemAttributeNames": ["All"]})",
        R"({"id": "r2", "Action": "ReceiveMessage", "QueueUrl": "jobs.fifo", "MaxNumberOfMessages": 10, "AttributeNames": ["SequenceNumber", "ApproximateReceiveCount"]})",
        R"({"Action": "CreateQueue", "QueueName": "plain"})",
        R"({"id": "p", "Action": "SendMessage", "QueueUrl": "plain", "MessageBody": "x"})",
        R"({"id": "pr", "Action": "ReceiveMessage", "QueueUrl": "plain", "MessageSystemAttributeNames": ["SequenceNumber", "ApproximateReceiveCount"]})",
    });
    auto byId = linesById(run);
    QCOMPARE(byId.size(), 7u);
    const std::string &s1 = byId[QStringLiteral("s1")];
    const std::string &dup = byId[QStringLiteral("dup")];
    const std::string &s2 = byId[QStringLiteral("s2")];
    const std::string &r1 = byId[QStringLiteral("r1")];
    const std::string &r2 = byId[QStringLiteral("r2")];

    // Send responses carry the SequenceNumber as a string of digits; a duplicate answers with
    // the same MessageId and SequenceNumber.
    QCOMPARE(sortedKeys(path(s1, "Response")),
             sl({"MD5OfMessageBody", "MessageId", "SequenceNumber"}));
    const QString seq1 = path(s1, "Response.SequenceNumber").toString();
    QCOMPARE(seq1.size(), 20);
    QVERIFY(std::all_of(seq1.begin(), seq1.end(), [](QChar c) { return c.isDigit(); }));
    QCOMPARE(path(dup, "Response.MessageId").toString(), path(s1, "Response.MessageId").toString());
    QCOMPARE(path(dup, "Response.SequenceNumber").toString(), seq1);
    QVERIFY(path(s2, "Response.SequenceNumber").toString() > seq1);

    // The duplicate is not delivered.
    QCOMPARE(path(r1, "Response.Messages").toArray().size(), 2);
    QCOMPARE(
        sortedKeys(path(r1, "Response.Messages.0.Attributes")),
        sl({"ApproximateFirstReceiveTimestamp", "ApproximateReceiveCount", "MessageDeduplicationId",
            "MessageGroupId", "SenderId", "SentTimestamp", "SequenceNumber"}));
    QCOMPARE(path(r1, "Response.Messages.0.Attributes.SequenceNumber").toString(), seq1);
    QCOMPARE(path(r1, "Response.Messages.0.Attributes.MessageGroupId").toString(),
             QStringLiteral("builds"));
    // Content-based: the deduplication id is the SHA-256 of the body.
    QCOMPARE(path(r1, "Response.Messages.0.Attributes.MessageDeduplicationId").toString(),
             str(sha256Hex("build #7")));
    QCOMPARE(path(r1, "Response.Messages.1.Attributes.MessageDeduplicationId").toString(),
             QStringLiteral("b8"));
    QCOMPARE(path(r1, "Response.Messages.1.Attributes.SequenceNumber").toString(),
             path(s2, "Response.SequenceNumber").toString());

    // Received again: the same sequence numbers, the receive count up.
    QCOMPARE(path(r2, "Response.Messages").toArray().size(), 2);
    QCOMPARE(sortedKeys(path(r2, "Response.Messages.0.Attributes")),
             sl({"ApproximateReceiveCount", "SequenceNumber"}));
    QCOMPARE(path(r2, "Response.Messages.0.Attributes.SequenceNumber").toString(), seq1);
    QCOMPARE(path(r2, "Response.Messages.0.Attributes.ApproximateReceiveCount").toString(),
             QStringLiteral("2"));
    QCOMPARE(path(r2, "Response.Messages.1.Attributes.SequenceNumber").toString(),
             path(s2, "Response.SequenceNumber").toString());

    // Standard queue: no SequenceNumber anywhere.
    QCOMPARE(sortedKeys(path(byId[QStringLiteral("p")], "Response")),
             sl({"MD5OfMessageBody", "MessageId"}));
    QCOMPARE(sortedKeys(path(byId[QStringLiteral("pr")], "Response.Messages.0.Attributes")),
             sl({"ApproximateReceiveCount"}));
    QVERIFY2(run.invariantReport.empty(), run.invariantReport.c_str());
}

QTEST_GUILESS_MAIN(TestFifo)
#include "tst_fifo.moc"
