// SPDX-License-Identifier: GPL-3.0-or-later
// SEMANTICS.md section 4: ReceiveMessage without waiting. Parameter validation, what a short poll
// returns and in which order, the empty response, system attributes (standard, FIFO, fair
// queues; AttributeNames and MessageSystemAttributeNames), MessageAttributeNames filters,
// ReceiveRequestAttemptId retries on FIFO queues and the short-poll sampling knob. Long polls are
// in tst_longpolling.cpp.

#include "enginetest.h"

#include <QCryptographicHash>
#include <QJsonArray>

#include <set>

using namespace inflight;
using namespace inflight::test;
using namespace Qt::StringLiterals;

namespace {

QStringList handles(const Outcome<ReceiveMessageResult> &outcome)
{
    QStringList out;
    if (outcome) {
        for (const ReceivedMessage &m : outcome.result().messages)
            out << str(m.receiptHandle().toString());
    }
    return out;
}

QString epochMs(std::int64_t ms)
{
    return QString::number(epochAtZeroMs + ms);
}

Outcome<ReceiveMessageResult> receiveWithAttempt(EngineHarness &h, const std::string &queue,
                                                 const std::string &attempt, int max = 10,
                                                 std::optional<std::int64_t> visibility = {})
{
    ReceiveMessageRequest request;
    request.queueUrl = queue;
    request.maxNumberOfMessages = max;
    request.waitTimeSeconds = 0;
    request.visibilityTimeout = visibility;
    request.receiveRequestAttemptId = attempt;
    return h.engine.receiveMessage(request, h.actor);
}

/// Runs a script and returns its output lines parsed; fails the test on invariant violations.
std::vector<QJsonObject> runLines(const std::vector<std::string> &lines, std::string &report)
{
    const ScriptRun run = runScript(lines);
    report = run.invariantReport;
    std::vector<QJsonObject> out;
    for (const std::string &line : run.lines)
        out.push_back(parseLine(line));
    return out;
}

} // namespace

class TestReceive : public QObject {
    Q_OBJECT

private slots:
    void maxNumberOfMessages_data();
    void maxNumberOfMessages();
    void waitTimeSecondsRange_data();
    void waitTimeSecondsRange();
    void shortPollReturnsEverythingAvailableUpToTheMaximum();
    void standardHandsOutMessagesInTheOrderTheyBecameVisible();
    void receiveCountGrowsWithEachReceive();
    void emptyReceiveHasNoMessagesKey();
    void standardSystemAttributesWithAll();
    void fifoSystemAttributesWithAll();
    void systemAttributeSelection_data();
    void systemAttributeSelection();
    void fairQueueReturnsMessageGroupId();
    void traceHeaderIsReturned();
    void messageAttributeNames_data();
    void messageAttributeNames();
    void attemptIdRetryReturnsTheSameMessagesAndHandles();
    void attemptIdRetryAfterAChange_data();
    void attemptIdRetryAfterAChange();
    void attemptIdRetryKeepsTheTwelveHourCap();
    void attemptIdRetryWithVisibilityZeroLeavesMessagesReceivable();
    void attemptIdsAreIndependent();
    void attemptIdIsIgnoredOnStandardQueues();
    void attemptIdFormat_data();
    void attemptIdFormat();
    void shortPollSamplingIsSeededAndPartial();
    void shortPollSamplingSparesLongPollsAndFifo();
};

// --- Parameters
// -----------------------------------------------------------------------------------

void TestReceive::maxNumberOfMessages_data()
{
    QTest::addColumn<qlonglong>("max");
    QTest::addColumn<int>("returned");

    // -100 in the max column means "not given"; returned -1 means an error.
    QTest::newRow("not given: the default is 1") << -100LL << 1;
    QTest::newRow("below the minimum (0)") << 0LL << -1;
    QTest::newRow("negative (-1)") << -1LL << -1;
    QTest::newRow("the minimum (1)") << 1LL << 1;
    QTest::newRow("in between (5)") << 5LL << 5;
    QTest::newRow("the maximum (10)") << 10LL << 10;
    QTest::newRow("above the maximum (11), AWS-recorded") << 11LL << -1;
}

void TestReceive::maxNumberOfMessages()
{
    QFETCH(qlonglong, max);
    QFETCH(int, returned);

    EngineHarness h;
    const auto q = h.createQueue("orders");
    for (int i = 0; i < 12; ++i)
        QVERIFY(h.send(q, numbered("m", i)));
    ReceiveMessageRequest request;
    request.queueUrl = q;
    if (max != -100)
        request.maxNumberOfMessages = max;
    const auto outcome = h.engine.receiveMessage(request, h.actor);
    if (returned < 0) {
        QCOMPARE(codeOf(outcome), QStringLiteral("InvalidParameterValue"));
        QCOMPARE(messageOf(outcome), QStringLiteral("Value %1 for parameter MaxNumberOfMessages is "
                                                    "invalid. Reason: Must be between 1 and 10, "
                                                    "if provided.")
                                         .arg(max));
        QCOMPARE(h.counts(q).inFlight, 0u);
    } else {
        QCOMPARE(codeOf(outcome), QString());
        QCOMPARE(static_cast<int>(outcome.result().messages.size()), returned);
        QCOMPARE(h.counts(q).inFlight, static_cast<std::uint64_t>(returned));
        QCOMPARE(h.counts(q).visible, static_cast<std::uint64_t>(12 - returned));
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestReceive::waitTimeSecondsRange_data()
{
    QTest::addColumn<qlonglong>("wait");
    QTest::addColumn<bool>("accepted");

    QTest::newRow("below the minimum (-1), AWS-recorded") << -1LL << false;
    QTest::newRow("the minimum (0)") << 0LL << true;
    QTest::newRow("the maximum (20)") << 20LL << true;
    QTest::newRow("above the maximum (21), AWS-recorded") << 21LL << false;
}

void TestReceive::waitTimeSecondsRange()
{
    QFETCH(qlonglong, wait);
    QFETCH(bool, accepted);

    EngineHarness h;
    const auto q = h.createQueue("orders");
    const auto outcome = h.receive(q, 1, std::nullopt, wait);
    if (accepted) {
        QCOMPARE(codeOf(outcome), QString());
        // On an empty queue a long poll waits; a short poll answers at once.
        QCOMPARE(outcome.result().waiting, wait > 0);
        h.advanceSeconds(20);
        QCOMPARE(h.engine.takeCompletedPolls().size(), wait > 0 ? 1u : 0u);
    } else {
        QCOMPARE(codeOf(outcome), QStringLiteral("InvalidParameterValue"));
        QCOMPARE(messageOf(outcome), QStringLiteral("Value %1 for parameter WaitTimeSeconds is "
                                                    "invalid. Reason: Must be >= 0 and <= 20, if "
                                                    "provided.")
                                         .arg(wait));
        QVERIFY(!h.engine.hasWaitingPolls());
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

// --- What a short poll returns
// --------------------------------------------------------------------

void TestReceive::shortPollReturnsEverythingAvailableUpToTheMaximum()
{
    // With the sampling knob off (the default), a short poll returns min(available, Max), as
    // LocalStack does.
    EngineHarness h;
    const auto q = h.createQueue("orders");
    for (const char *body : {"a", "b", "c"})
        QVERIFY(h.send(q, body));
    QVERIFY(h.send(q, "later", 5));
    QCOMPARE(bodies(h.engine, h.receive(q, 10)), (QStringList{u"a"_s, u"b"_s, u"c"_s}));
    QCOMPARE(h.receive(q, 10).result().messages.size(), 0u);
    h.at(5);
    QCOMPARE(bodies(h.engine, h.receive(q, 10)), QStringList{u"later"_s});
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestReceive::standardHandsOutMessagesInTheOrderTheyBecameVisible()
{
    // Engine's choice: a standard queue serves visible messages oldest-visible first, so a
    // message whose timeout expired goes behind those that waited, and a delayed message takes
    // its place when its delay ends.
    EngineHarness h;
    const auto q = h.createQueue("orders", {{"VisibilityTimeout", "5"}});
    QVERIFY(h.send(q, "first"));
    QVERIFY(h.send(q, "delayed", 3));
    h.at(1);
    QVERIFY(h.send(q, "second"));
    QVERIFY(h.send(q, "third"));
    QCOMPARE(bodies(h.engine, h.receive(q)), QStringList{u"first"_s});
    h.at(6);
    // "delayed" became visible at 3, "first" again at 6.
    QCOMPARE(bodies(h.engine, h.receive(q, 10)),
             (QStringList{u"second"_s, u"third"_s, u"delayed"_s, u"first"_s}));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestReceive::receiveCountGrowsWithEachReceive()
{
    EngineHarness h;
    const auto q = h.createQueue("orders", {{"VisibilityTimeout", "2"}});
    QVERIFY(h.send(q, "m"));
    for (std::uint32_t n = 1; n <= 4; ++n) {
        const auto r = h.receive(q);
        QCOMPARE(handles(r), QStringList{QStringLiteral("m1.r%1").arg(n)});
        QCOMPARE(r.result().messages[0].receipt, n);
        QCOMPARE(h.engine.messageReceiveCount(1), n);
        // The first receive time stays the first one.
        QCOMPARE(r.result().messages[0].firstReceiveTime, 0);
        h.advanceSeconds(2);
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestReceive::emptyReceiveHasNoMessagesKey()
{
    // AWS-recorded test_receive_empty_queue: the response is {} with no Messages key.
    const ScriptRun run = runScript({
        R"({"Action": "CreateQueue", "QueueName": "orders"})",
        R"({"Action": "ReceiveMessage", "QueueUrl": "orders", "MaxNumberOfMessages": 10, "MessageSystemAttributeNames": ["All"], "MessageAttributeNames": ["All"]})",
        R"({"Action": "SendMessage", "QueueUrl": "orders", "MessageBody": "x", "DelaySeconds": 5})",
        R"({"Action": "ReceiveMessage", "QueueUrl": "orders"})",
    });
    QCOMPARE(run.lines.size(), 4u);
    for (std::size_t line : {1u, 3u}) {
        const QJsonObject out = parseLine(run.lines[line]);
        QCOMPARE(out.value(u"Action"_s).toString(), u"ReceiveMessage"_s);
        QVERIFY(!out.contains(u"Error"_s));
        QCOMPARE(out.value(u"Response"_s).toObject(), QJsonObject());
        QVERIFY2(run.lines[line].find("Messages") == std::string::npos, run.lines[line].c_str());
    }
    QVERIFY2(run.invariantReport.empty(), run.invariantReport.c_str());
}

// --- System attributes
// ----------------------------------------------------------------------------

void TestReceive::standardSystemAttributesWithAll()
{
    // AWS-recorded test_receive_message_attribute_names_filters: a standard queue given All
    // returns exactly these four; timestamps are epoch milliseconds.
    std::string report;
    const auto out = runLines(
        {
            R"({"Action": "CreateQueue", "QueueName": "orders", "Attributes": {"VisibilityTimeout": "1"}})",
            R"({"at": 3.25, "Action": "SendMessage", "QueueUrl": "orders", "MessageBody": "hello"})",
            R"({"at": 5, "Action": "ReceiveMessage", "QueueUrl": "orders", "MessageSystemAttributeNames": ["All"]})",
            R"({"at": 7.5, "Action": "ReceiveMessage", "QueueUrl": "orders", "MessageSystemAttributeNames": ["All"]})",
        },
        report);
    QCOMPARE(out.size(), 4u);
    const QJsonObject first = out[2].value(u"Response"_s).toObject();
    QCOMPARE(first.keys(), QStringList{u"Messages"_s});
    const QJsonArray messages = first.value(u"Messages"_s).toArray();
    QCOMPARE(messages.size(), 1);
    const QJsonObject m = messages[0].toObject();
    QCOMPARE(m.keys(), (QStringList{u"Attributes"_s, u"Body"_s, u"MD5OfBody"_s, u"MessageId"_s,
                                    u"ReceiptHandle"_s}));
    QCOMPARE(m.value(u"Body"_s).toString(), u"hello"_s);
    QCOMPARE(m.value(u"MD5OfBody"_s).toString(), u"5d41402abc4b2a76b9719d911017c592"_s);
    QCOMPARE(m.value(u"MessageId"_s).toString(),
             out[1].value(u"Response"_s).toObject().value(u"MessageId"_s).toString());
    const QJsonObject attributes = m.value(u"Attributes"_s).toObject();
    QCOMPARE(attributes.keys(),
             (QStringList{u"ApproximateFirstReceiveTimestamp"_s, u"ApproximateReceiveCount"_s,
                          u"SenderId"_s, u"SentTimestamp"_s}));
    QCOMPARE(attributes.value(u"ApproximateFirstReceiveTimestamp"_s).toString(), epochMs(5000));
    QCOMPARE(attributes.value(u"ApproximateReceiveCount"_s).toString(), u"1"_s);
    QCOMPARE(attributes.value(u"SenderId"_s).toString(), u"000000000000"_s);
    QCOMPARE(attributes.value(u"SentTimestamp"_s).toString(), epochMs(3250));
    for (const QString &key : attributes.keys())
        QVERIFY2(attributes.value(key).isString(), qPrintable(key));

    const QJsonObject again = out[3]
                                  .value(u"Response"_s)
                                  .toObject()
                                  .value(u"Messages"_s)
                                  .toArray()[0]
                                  .toObject()
                                  .value(u"Attributes"_s)
                                  .toObject();
    QCOMPARE(again.value(u"ApproximateReceiveCount"_s).toString(), u"2"_s);
    QCOMPARE(again.value(u"ApproximateFirstReceiveTimestamp"_s).toString(), epochMs(5000));
    QCOMPARE(again.value(u"SentTimestamp"_s).toString(), epochMs(3250));
    QVERIFY2(report.empty(), report.c_str());
}

void TestReceive::fifoSystemAttributesWithAll()
{
    std::string report;
    const auto out = runLines(
        {
            R"({"Action": "CreateQueue", "QueueName": "jobs.fifo", "Attributes": {"FifoQueue": "true", "ContentBasedDeduplication": "true"}})",
            R"({"at": 1, "Action": "SendMessage", "QueueUrl": "jobs.fifo", "MessageBody": "explicit", "MessageGroupId": "g1", "MessageDeduplicationId": "dedup-1"})",
            R"({"at": 2, "Action": "SendMessage", "QueueUrl": "jobs.fifo", "MessageBody": "hashed", "MessageGroupId": "g1"})",
            R"({"at": 4, "Action": "ReceiveMessage", "QueueUrl": "jobs.fifo", "MaxNumberOfMessages": 10, "AttributeNames": ["All"]})",
        },
        report);
    QCOMPARE(out.size(), 4u);
    const QJsonArray messages =
        out[3].value(u"Response"_s).toObject().value(u"Messages"_s).toArray();
    QCOMPARE(messages.size(), 2);
    const QStringList expectedKeys = {u"ApproximateFirstReceiveTimestamp"_s,
                                      u"ApproximateReceiveCount"_s,
                                      u"MessageDeduplicationId"_s,
                                      u"MessageGroupId"_s,
                                      u"SenderId"_s,
                                      u"SentTimestamp"_s,
                                      u"SequenceNumber"_s};
    for (int i = 0; i < 2; ++i) {
        const QJsonObject attributes = messages[i].toObject().value(u"Attributes"_s).toObject();
        QCOMPARE(attributes.keys(), expectedKeys);
        QCOMPARE(attributes.value(u"MessageGroupId"_s).toString(), u"g1"_s);
        QCOMPARE(attributes.value(u"ApproximateFirstReceiveTimestamp"_s).toString(), epochMs(4000));
        QCOMPARE(attributes.value(u"SentTimestamp"_s).toString(), epochMs(1000 * (i + 1)));
        // The same SequenceNumber the send returned.
        QCOMPARE(attributes.value(u"SequenceNumber"_s).toString(),
                 out[1 + i].value(u"Response"_s).toObject().value(u"SequenceNumber"_s).toString());
    }
    QCOMPARE(messages[0]
                 .toObject()
                 .value(u"Attributes"_s)
                 .toObject()
                 .value(u"MessageDeduplicationId"_s)
                 .toString(),
             u"dedup-1"_s);
    // Content-based deduplication: the SHA-256 of the body.
    const QString hash =
        QString::fromLatin1(QCryptographicHash::hash("hashed", QCryptographicHash::Sha256).toHex());
    QCOMPARE(messages[1]
                 .toObject()
                 .value(u"Attributes"_s)
                 .toObject()
                 .value(u"MessageDeduplicationId"_s)
                 .toString(),
             hash);
    QVERIFY2(report.empty(), report.c_str());
}

void TestReceive::systemAttributeSelection_data()
{
    QTest::addColumn<bool>("fifo");
    QTest::addColumn<QString>("systemNames");
    QTest::addColumn<QString>("attributeNames");
    QTest::addColumn<QStringList>("expected");

    const QStringList standardAll = {u"ApproximateFirstReceiveTimestamp"_s,
                                     u"ApproximateReceiveCount"_s, u"SenderId"_s,
                                     u"SentTimestamp"_s};
    // Empty columns mean "member not given".
    QTest::newRow("standard, nothing asked: no Attributes") << false << ""
                                                            << "" << QStringList{};
    QTest::newRow("standard, one name") << false << R"(["SentTimestamp"])"
                                        << "" << QStringList{u"SentTimestamp"_s};
    QTest::newRow("standard, SequenceNumber returns nothing for it")
        << false << R"(["SequenceNumber"])"
        << "" << QStringList{};
    QTest::newRow("standard, MessageGroupId without a group returns nothing")
        << false << R"(["MessageGroupId", "ApproximateReceiveCount"])"
        << "" << QStringList{u"ApproximateReceiveCount"_s};
    QTest::newRow("standard, the deprecated AttributeNames alone")
        << false << ""
        << R"(["SenderId"])" << QStringList{u"SenderId"_s};
    QTest::newRow("standard, both members give the union")
        << false << R"(["SentTimestamp"])"
        << R"(["SenderId"])" << QStringList{u"SenderId"_s, u"SentTimestamp"_s};
    QTest::newRow("standard, All in AttributeNames wins over a name in the other")
        << false << R"(["SenderId"])"
        << R"(["All"])" << standardAll;
    QTest::newRow("standard, All in MessageSystemAttributeNames") << false << R"(["All"])"
                                                                  << "" << standardAll;
    // AWS documents All and the attribute names for system attributes; the .* and prefix forms
    // are MessageAttributeNames' only, and a name is matched exactly.
    QTest::newRow("standard, .* is not a system attribute form") << false << R"([".*"])"
                                                                 << "" << QStringList{};
    QTest::newRow("standard, a prefix form selects nothing") << false << R"(["Sent.*"])"
                                                             << "" << QStringList{};
    QTest::newRow("standard, a name is case-sensitive") << false << R"(["senderid", "all"])"
                                                        << "" << QStringList{};
    QTest::newRow("fifo, group and sequence number")
        << true << R"(["MessageGroupId", "SequenceNumber"])"
        << "" << QStringList{u"MessageGroupId"_s, u"SequenceNumber"_s};
    QTest::newRow("fifo, deduplication id through AttributeNames")
        << true << ""
        << R"(["MessageDeduplicationId"])" << QStringList{u"MessageDeduplicationId"_s};
    QTest::newRow("fifo, AWSTraceHeader not sent returns nothing")
        << true << R"(["AWSTraceHeader"])"
        << "" << QStringList{};
}

void TestReceive::systemAttributeSelection()
{
    QFETCH(bool, fifo);
    QFETCH(QString, systemNames);
    QFETCH(QString, attributeNames);
    QFETCH(QStringList, expected);

    std::string receive = R"({"Action": "ReceiveMessage", "QueueUrl": "q")";
    if (fifo)
        receive = R"({"Action": "ReceiveMessage", "QueueUrl": "q.fifo")";
    if (!systemNames.isEmpty())
        receive += R"(, "MessageSystemAttributeNames": )" + systemNames.toStdString();
    if (!attributeNames.isEmpty())
        receive += R"(, "AttributeNames": )" + attributeNames.toStdString();
    receive += "}";
    std::vector<std::string> lines;
    if (fifo) {
        lines = {
            R"({"Action": "CreateQueue", "QueueName": "q.fifo", "Attributes": {"FifoQueue": "true"}})",
            R"({"Action": "SendMessage", "QueueUrl": "q.fifo", "MessageBody": "m", "MessageGroupId": "g", "MessageDeduplicationId": "d"})",
        };
    } else {
        lines = {
            R"({"Action": "CreateQueue", "QueueName": "q"})",
            R"({"Action": "SendMessage", "QueueUrl": "q", "MessageBody": "m"})",
        };
    }
    lines.push_back(receive);
    std::string report;
    const auto out = runLines(lines, report);
    QCOMPARE(out.size(), 3u);
    const QJsonObject message =
        out[2].value(u"Response"_s).toObject().value(u"Messages"_s).toArray()[0].toObject();
    QVERIFY(message.contains(u"ReceiptHandle"_s));
    QCOMPARE(message.contains(u"Attributes"_s), !expected.isEmpty());
    QCOMPARE(message.value(u"Attributes"_s).toObject().keys(), expected);
    QVERIFY2(report.empty(), report.c_str());
}

void TestReceive::fairQueueReturnsMessageGroupId()
{
    // AWS-recorded test_fair_queue_with_message_group_id: a standard queue with a
    // MessageGroupId has no SequenceNumber in the send response and returns MessageGroupId.
    std::string report;
    const auto out = runLines(
        {
            R"({"Action": "CreateQueue", "QueueName": "tenants"})",
            R"({"Action": "SendMessage", "QueueUrl": "tenants", "MessageBody": "m", "MessageGroupId": "tenant-7"})",
            R"({"Action": "ReceiveMessage", "QueueUrl": "tenants", "MessageSystemAttributeNames": ["All"]})",
        },
        report);
    QCOMPARE(out.size(), 3u);
    QVERIFY(!out[1].value(u"Response"_s).toObject().contains(u"SequenceNumber"_s));
    const QJsonObject attributes = out[2]
                                       .value(u"Response"_s)
                                       .toObject()
                                       .value(u"Messages"_s)
                                       .toArray()[0]
                                       .toObject()
                                       .value(u"Attributes"_s)
                                       .toObject();
    QCOMPARE(attributes.keys(),
             (QStringList{u"ApproximateFirstReceiveTimestamp"_s, u"ApproximateReceiveCount"_s,
                          u"MessageGroupId"_s, u"SenderId"_s, u"SentTimestamp"_s}));
    QCOMPARE(attributes.value(u"MessageGroupId"_s).toString(), u"tenant-7"_s);
    QVERIFY2(report.empty(), report.c_str());
}

void TestReceive::traceHeaderIsReturned()
{
    std::string report;
    const auto out = runLines(
        {
            R"({"Action": "CreateQueue", "QueueName": "orders"})",
            R"({"Action": "SendMessage", "QueueUrl": "orders", "MessageBody": "m", "MessageSystemAttributes": {"AWSTraceHeader": {"DataType": "String", "StringValue": "Root=1-5759e988-bd862e3fe1be46a994272793"}}})",
            R"({"Action": "ReceiveMessage", "QueueUrl": "orders", "MessageSystemAttributeNames": ["AWSTraceHeader"]})",
        },
        report);
    QCOMPARE(out.size(), 3u);
    const QJsonObject message =
        out[2].value(u"Response"_s).toObject().value(u"Messages"_s).toArray()[0].toObject();
    QCOMPARE(message.value(u"Attributes"_s).toObject(),
             (QJsonObject{{u"AWSTraceHeader"_s, u"Root=1-5759e988-bd862e3fe1be46a994272793"_s}}));
    // A system attribute is not a message attribute.
    QVERIFY(!message.contains(u"MessageAttributes"_s));
    QVERIFY(!message.contains(u"MD5OfMessageAttributes"_s));
    QVERIFY2(report.empty(), report.c_str());
}

// --- Message attributes
// ---------------------------------------------------------------------------

void TestReceive::messageAttributeNames_data()
{
    QTest::addColumn<QString>("names");
    QTest::addColumn<QStringList>("expected");

    const QStringList all = {u"bar.one"_s, u"bar.two"_s, u"baz"_s, u"foo"_s};
    // An empty names column means "member not given".
    QTest::newRow("not asked: none returned") << "" << QStringList{};
    QTest::newRow("an empty list: none returned") << "[]" << QStringList{};
    QTest::newRow("All") << R"(["All"])" << all;
    QTest::newRow(".*") << R"([".*"])" << all;
    QTest::newRow("prefix bar.*") << R"(["bar.*"])" << QStringList{u"bar.one"_s, u"bar.two"_s};
    QTest::newRow("*") << R"(["*"])" << all;
    // AWS-recorded (LocalStack's test_receive_message_message_attribute_names_filters): Hel.*
    // returns Hello and Help.Me, the prefix being what comes before ".*".
    QTest::newRow("prefix ba.* matches bar.one and baz")
        << R"(["ba.*"])" << QStringList{u"bar.one"_s, u"bar.two"_s, u"baz"_s};
    QTest::newRow("prefix bar..* matches the names under bar.")
        << R"(["bar..*"])" << QStringList{u"bar.one"_s, u"bar.two"_s};
    QTest::newRow("a prefix is case-sensitive") << R"(["Bar.*"])" << QStringList{};
    QTest::newRow("one exact name") << R"(["baz"])" << QStringList{u"baz"_s};
    QTest::newRow("an exact name with a period") << R"(["bar.two"])" << QStringList{u"bar.two"_s};
    QTest::newRow("All beside a name: all") << R"(["baz", "All"])" << all;
    QTest::newRow("all is case-sensitive") << R"(["all"])" << QStringList{};
    QTest::newRow("a prefix must end in .*: bar* is a name") << R"(["bar*"])" << QStringList{};
    QTest::newRow("two exact names") << R"(["foo", "baz"])" << QStringList{u"baz"_s, u"foo"_s};
    QTest::newRow("an exact name and a prefix")
        << R"(["foo", "bar.*"])" << QStringList{u"bar.one"_s, u"bar.two"_s, u"foo"_s};
    QTest::newRow("a name not on the message") << R"(["nope"])" << QStringList{};
    QTest::newRow("an exact name is not a prefix") << R"(["bar"])" << QStringList{};
}

void TestReceive::messageAttributeNames()
{
    QFETCH(QString, names);
    QFETCH(QStringList, expected);

    std::string receive = R"({"Action": "ReceiveMessage", "QueueUrl": "orders")";
    if (!names.isEmpty())
        receive += R"(, "MessageAttributeNames": )" + names.toStdString();
    receive += "}";
    std::string report;
    const auto out = runLines(
        {
            R"({"Action": "CreateQueue", "QueueName": "orders"})",
            R"({"Action": "SendMessage", "QueueUrl": "orders", "MessageBody": "m", "MessageAttributes": {"bar.one": {"DataType": "String", "StringValue": "1"}, "bar.two": {"DataType": "Number", "StringValue": "2"}, "baz": {"DataType": "Binary", "BinaryValue": "AQID"}, "foo": {"DataType": "String.custom", "StringValue": "f"}}})",
            R"({"Action": "SendMessage", "QueueUrl": "orders", "MessageBody": "m", "MessageAttributes": {"bar.one": {"DataType": "String", "StringValue": "1"}, "bar.two": {"DataType": "Number", "StringValue": "2"}, "baz": {"DataType": "Binary", "BinaryValue": "AQID"}, "foo": {"DataType": "String.custom", "StringValue": "f"}}})",
            receive,
            R"({"Action": "ReceiveMessage", "QueueUrl": "orders", "MessageAttributeNames": ["All"]})",
        },
        report);
    QCOMPARE(out.size(), 5u);
    const QJsonObject message =
        out[3].value(u"Response"_s).toObject().value(u"Messages"_s).toArray()[0].toObject();
    QCOMPARE(message.value(u"MessageAttributes"_s).toObject().keys(), expected);
    // MD5OfMessageAttributes is present only when attributes are returned.
    QCOMPARE(message.contains(u"MessageAttributes"_s), !expected.isEmpty());
    QCOMPARE(message.contains(u"MD5OfMessageAttributes"_s), !expected.isEmpty());
    const QString sentMd5 =
        out[1].value(u"Response"_s).toObject().value(u"MD5OfMessageAttributes"_s).toString();
    QVERIFY(!sentMd5.isEmpty());
    if (expected.size() == 4) {
        // All attributes: the digest the send returned.
        QCOMPARE(message.value(u"MD5OfMessageAttributes"_s).toString(), sentMd5);
    } else if (!expected.isEmpty()) {
        // A subset: the digest of what was returned.
        QVERIFY(message.value(u"MD5OfMessageAttributes"_s).toString() != sentMd5);
    }
    if (expected.contains(u"baz"_s)) {
        const QJsonObject baz =
            message.value(u"MessageAttributes"_s).toObject().value(u"baz"_s).toObject();
        QCOMPARE(baz, (QJsonObject{{u"DataType"_s, u"Binary"_s}, {u"BinaryValue"_s, u"AQID"_s}}));
    }
    if (expected.contains(u"foo"_s)) {
        const QJsonObject foo =
            message.value(u"MessageAttributes"_s).toObject().value(u"foo"_s).toObject();
        QCOMPARE(foo,
                 (QJsonObject{{u"DataType"_s, u"String.custom"_s}, {u"StringValue"_s, u"f"_s}}));
    }
    // The second message, received with All, carries the full digest.
    const QJsonObject full =
        out[4].value(u"Response"_s).toObject().value(u"Messages"_s).toArray()[0].toObject();
    QCOMPARE(full.value(u"MD5OfMessageAttributes"_s).toString(), sentMd5);
    QVERIFY2(report.empty(), report.c_str());
}

// --- ReceiveRequestAttemptId
// ----------------------------------------------------------------------

void TestReceive::attemptIdRetryReturnsTheSameMessagesAndHandles()
{
    // AWS API model: a retry with the same id returns the same messages and receipt handles, and
    // within the deduplication interval it resets the visibility timeout.
    EngineHarness h;
    const auto q = h.createQueue("jobs.fifo", {{"FifoQueue", "true"}});
    QVERIFY(h.sendFifo(q, "a", "g1", "da"));
    QVERIFY(h.sendFifo(q, "b", "g1", "db"));
    QVERIFY(h.sendFifo(q, "c", "g2", "dc"));
    const auto first = receiveWithAttempt(h, q, "attempt-1", 2);
    QCOMPARE(handles(first), (QStringList{u"m1.r1"_s, u"m2.r1"_s}));
    h.at(10);
    QVERIFY(h.sendFifo(q, "d", "g3", "dd"));
    const auto retry = receiveWithAttempt(h, q, "attempt-1", 2);
    QCOMPARE(handles(retry), (QStringList{u"m1.r1"_s, u"m2.r1"_s}));
    QCOMPARE(h.engine.messageReceiveCount(1), 1u);
    QCOMPARE(h.engine.messageReceiveCount(3), 0u);
    QCOMPARE(h.counts(q).inFlight, 2u);
    // The retry is logged as a receive of the same receipt, flagged as a retry.
    const EventLog &log = h.engine.log();
    int retried = 0;
    for (std::uint64_t i = 0; i < log.size(); ++i) {
        if (log[i].kind == EventKind::MessageReceived && log[i].detail == 1) {
            ++retried;
            QCOMPARE(log[i].time, 10000);
            QCOMPARE(log[i].receipt, 1u);
            QCOMPARE(log[i].a, 40000); // visibility restarted: 10 + 30 s
        }
    }
    QCOMPARE(retried, 2);
    h.at(39.999);
    QCOMPARE(h.counts(q).inFlight, 2u);
    h.at(40);
    QCOMPARE(h.counts(q).inFlight, 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestReceive::attemptIdRetryAfterAChange_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<double>("retryAt");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("one of the messages was deleted: a fresh receive")
        << "delete" << 30.0 << QStringList{u"m2.r2"_s};
    QTest::newRow("one of the messages had its visibility changed: a fresh receive")
        << "change" << 10.0 << QStringList{};
    QTest::newRow("after the timeout expired, inside 5 minutes: the same handles")
        << "none" << 299.999 << QStringList{u"m1.r1"_s, u"m2.r1"_s};
    QTest::newRow("after 5 minutes: a fresh receive")
        << "none" << 300.0 << QStringList{u"m1.r2"_s, u"m2.r2"_s};
    QTest::newRow("after another receive of the messages: a fresh receive")
        << "rereceive" << 40.0 << QStringList{};
}

void TestReceive::attemptIdRetryAfterAChange()
{
    QFETCH(QString, change);
    QFETCH(double, retryAt);
    QFETCH(QStringList, expected);

    EngineHarness h;
    const auto q = h.createQueue("jobs.fifo", {{"FifoQueue", "true"}});
    QVERIFY(h.sendFifo(q, "a", "g1", "da"));
    QVERIFY(h.sendFifo(q, "b", "g2", "db"));
    const auto first = receiveWithAttempt(h, q, "attempt-1");
    QCOMPARE(handles(first), (QStringList{u"m1.r1"_s, u"m2.r1"_s}));
    if (change == QLatin1String("delete")) {
        QVERIFY(h.remove(q, "m1.r1"));
    } else if (change == QLatin1String("change")) {
        QVERIFY(h.changeVisibility(q, "m1.r1", 60));
    } else if (change == QLatin1String("rereceive")) {
        h.at(30);
        QCOMPARE(h.receive(q, 10).result().messages.size(), 2u);
    }
    h.at(retryAt);
    const auto retry = receiveWithAttempt(h, q, "attempt-1");
    QCOMPARE(handles(retry), expected);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestReceive::attemptIdRetryKeepsTheTwelveHourCap()
{
    // A retry restarts the visibility timeout, but the 12 hours still count from the
    // ReceiveMessage request that issued the handles.
    EngineHarness h;
    const auto q = h.createQueue("jobs.fifo", {{"FifoQueue", "true"}});
    QVERIFY(h.sendFifo(q, "a", "g1", "da"));
    QCOMPARE(handles(receiveWithAttempt(h, q, "attempt-1", 1, 43200)), QStringList{u"m1.r1"_s});
    h.at(60);
    QCOMPARE(handles(receiveWithAttempt(h, q, "attempt-1", 1, 43200)), QStringList{u"m1.r1"_s});
    h.at(43199.999);
    QCOMPARE(h.counts(q).inFlight, 1u);
    h.at(43200);
    QCOMPARE(h.counts(q).inFlight, 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestReceive::attemptIdRetryWithVisibilityZeroLeavesMessagesReceivable()
{
    // A retry repeats the original receive, including its VisibilityTimeout=0: the messages stay
    // receivable at once.
    EngineHarness h;
    const auto q = h.createQueue("jobs.fifo", {{"FifoQueue", "true"}});
    QVERIFY(h.sendFifo(q, "a", "g1", "da"));
    QCOMPARE(handles(receiveWithAttempt(h, q, "attempt-1", 10, 0)), QStringList{u"m1.r1"_s});
    QCOMPARE(h.counts(q).visible, 1u);
    QCOMPARE(handles(receiveWithAttempt(h, q, "attempt-1", 10, 0)), QStringList{u"m1.r1"_s});
    QCOMPARE(h.counts(q).visible, 1u);
    QCOMPARE(h.counts(q).inFlight, 0u);
    QCOMPARE(handles(h.receive(q)), QStringList{u"m1.r2"_s});
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestReceive::attemptIdsAreIndependent()
{
    EngineHarness h;
    const auto q = h.createQueue("jobs.fifo", {{"FifoQueue", "true"}});
    QVERIFY(h.sendFifo(q, "a", "g1", "da"));
    QVERIFY(h.sendFifo(q, "b", "g2", "db"));
    QCOMPARE(handles(receiveWithAttempt(h, q, "one", 1)), QStringList{u"m1.r1"_s});
    QCOMPARE(handles(receiveWithAttempt(h, q, "two", 1)), QStringList{u"m2.r1"_s});
    QCOMPARE(handles(receiveWithAttempt(h, q, "one", 1)), QStringList{u"m1.r1"_s});
    QCOMPARE(handles(receiveWithAttempt(h, q, "three", 1)), QStringList{});
    // An attempt that returned nothing is not remembered: retrying it receives afresh.
    QVERIFY(h.sendFifo(q, "c", "g3", "dc"));
    QCOMPARE(handles(receiveWithAttempt(h, q, "three", 1)), QStringList{u"m3.r1"_s});
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestReceive::attemptIdIsIgnoredOnStandardQueues()
{
    // Engine's choice: the id is FIFO-only in the API model; a standard queue ignores it.
    EngineHarness h;
    const auto q = h.createQueue("orders");
    QVERIFY(h.send(q, "a"));
    QVERIFY(h.send(q, "b"));
    QCOMPARE(handles(receiveWithAttempt(h, q, "same", 1)), QStringList{u"m1.r1"_s});
    QCOMPARE(handles(receiveWithAttempt(h, q, "same", 1)), QStringList{u"m2.r1"_s});
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestReceive::attemptIdFormat_data()
{
    QTest::addColumn<QString>("attempt");
    QTest::addColumn<bool>("accepted");

    QTest::newRow("letters and digits") << "attempt1" << true;
    QTest::newRow("punctuation") << R"(!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~)" << true;
    QTest::newRow("128 characters") << QString(128, QLatin1Char('x')) << true;
    QTest::newRow("129 characters") << QString(129, QLatin1Char('x')) << false;
    QTest::newRow("empty") << "" << false;
    QTest::newRow("with a space") << "attempt 1" << false;
    QTest::newRow("with a non-ASCII letter") << u"tentative-é"_s << false;
}

void TestReceive::attemptIdFormat()
{
    QFETCH(QString, attempt);
    QFETCH(bool, accepted);

    EngineHarness h;
    const auto q = h.createQueue("jobs.fifo", {{"FifoQueue", "true"}});
    QVERIFY(h.sendFifo(q, "a", "g1", "da"));
    const std::string text = attempt.toStdString();
    const auto outcome = receiveWithAttempt(h, q, text);
    if (accepted) {
        QCOMPARE(codeOf(outcome), QString());
        QCOMPARE(handles(outcome), QStringList{u"m1.r1"_s});
    } else {
        QCOMPARE(codeOf(outcome), QStringLiteral("InvalidParameterValue"));
        // Engine's choice of text, in the form AWS uses for the other FIFO ids.
        QCOMPARE(messageOf(outcome),
                 str("Value " + text +
                     " for parameter ReceiveRequestAttemptId is invalid. Reason: "
                     "ReceiveRequestAttemptId can only include alphanumeric and punctuation "
                     "characters. 1 to 128 in length."));
        QCOMPARE(h.counts(q).visible, 1u);
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

// --- Short-poll sampling
// --------------------------------------------------------------------------

void TestReceive::shortPollSamplingIsSeededAndPartial()
{
    // With the knob on, a short poll asks a random subset of the servers: it may return fewer
    // messages than are available. The same seed gives the same answers.
    auto sample = [](std::uint64_t seed, std::vector<int> &sizes, std::set<MessageNumber> &seen,
                     std::string &digest, std::string &report) {
        EngineSettings settings;
        settings.seed = seed;
        settings.shortPollSampling = true;
        EngineHarness h(settings);
        const auto q = h.createQueue("orders", {{"VisibilityTimeout", "1000"}});
        for (int i = 0; i < 10; ++i)
            h.send(q, numbered("m", i));
        std::uint64_t available = 10;
        for (int call = 0; call < 40 && available > 0; ++call) {
            const auto r = h.receive(q, 10);
            sizes.push_back(static_cast<int>(r.result().messages.size()));
            for (const ReceivedMessage &m : r.result().messages)
                seen.insert(m.message);
            available -= r.result().messages.size();
            if (h.counts(q).visible != available)
                report += "counts disagree\n";
        }
        digest = h.engine.log().digest();
        report += invariantReport(h.engine.log());
    };
    std::vector<int> sizes, sizesAgain;
    std::set<MessageNumber> seen, seenAgain;
    std::string digest, digestAgain, report;
    sample(7, sizes, seen, digest, report);
    sample(7, sizesAgain, seenAgain, digestAgain, report);
    QVERIFY2(report.empty(), report.c_str());
    QCOMPARE(sizes, sizesAgain);
    QCOMPARE(str(digest), str(digestAgain));
    // Every message is received exactly once in the end (a long visibility timeout).
    QCOMPARE(seen.size(), 10u);
    int total = 0;
    for (int n : sizes)
        total += n;
    QCOMPARE(total, 10);
    // At least one call returned fewer than it could have: the first call had 10 available.
    QVERIFY2(sizes.size() > 1, "sampling returned every message in the first call");
    QVERIFY(sizes.front() < 10);
}

void TestReceive::shortPollSamplingSparesLongPollsAndFifo()
{
    EngineSettings settings;
    settings.seed = 7;
    settings.shortPollSampling = true;
    EngineHarness h(settings);
    const auto standard = h.createQueue("orders");
    const auto fifo = h.createQueue("jobs.fifo", {{"FifoQueue", "true"}});
    for (int i = 0; i < 10; ++i) {
        QVERIFY(h.send(standard, numbered("m", i)));
        QVERIFY(h.sendFifo(fifo, numbered("f", i), numbered("g", i % 3), numbered("d", i)));
    }
    // A long poll queries all servers.
    const auto longPoll = h.receive(standard, 10, std::nullopt, 1);
    QCOMPARE(longPoll.result().messages.size(), 10u);
    QVERIFY(!longPoll.result().waiting);
    // FIFO queues are not sampled.
    QCOMPARE(h.receive(fifo, 10).result().messages.size(), 10u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

QTEST_GUILESS_MAIN(TestReceive)
#include "tst_receive.moc"
