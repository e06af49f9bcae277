// SPDX-License-Identifier: GPL-3.0-or-later
// SEMANTICS.md section 1: queue attributes (defaults, ranges, CreateQueue, SetQueueAttributes,
// GetQueueAttributes and their errors), QueueAlreadyExists, QueueDeletedRecently, queue names,
// ListQueues with a prefix and pages, GetQueueUrl and DeleteQueue.

#include "enginetest.h"

#include <QJsonArray>

using namespace inflight;
using namespace inflight::test;
using namespace Qt::StringLiterals;

namespace {

/// Every attribute GetQueueAttributes returns for `names`, as "Name=value" in response order.
QStringList attributeList(EngineHarness &h, const std::string &queue,
                          std::vector<std::string> names = {"All"})
{
    const auto outcome = h.engine.getQueueAttributes({queue, std::move(names)}, h.actor);
    QStringList out;
    if (!outcome)
        return {QStringLiteral("error: ") + codeOf(outcome)};
    for (const auto &[name, value] : outcome.result().attributes)
        out << str(name + "=" + value);
    return out;
}

QStringList attributeNames(EngineHarness &h, const std::string &queue)
{
    QStringList names;
    for (const QString &entry : attributeList(h, queue))
        names << entry.section(QLatin1Char('='), 0, 0);
    return names;
}

/// The epoch seconds of virtual time `seconds`, as GetQueueAttributes writes timestamps.
QString epochSeconds(std::int64_t seconds)
{
    return QString::number(epochAtZeroMs / 1000 + seconds);
}

Outcome<QueueUrlResult> create(EngineHarness &h, const std::string &name,
                               AttributeMap attributes = {})
{
    return h.engine.createQueue({name, std::move(attributes), {}}, h.actor);
}

Outcome<EmptyResult> set(EngineHarness &h, const std::string &queue, AttributeMap attributes)
{
    return h.engine.setQueueAttributes({queue, std::move(attributes)}, h.actor);
}

QStringList listQueues(EngineHarness &h, const std::string &prefix,
                       std::optional<std::int64_t> maxResults, std::string &token)
{
    const auto outcome = h.engine.listQueues({prefix, maxResults, token}, h.actor);
    token.clear();
    if (!outcome)
        return {QStringLiteral("error: ") + codeOf(outcome) + QStringLiteral(": ") +
                messageOf(outcome)};
    QStringList names;
    for (const std::string &url : outcome.result().queueUrls)
        names << str(url).section(QLatin1Char('/'), -1);
    token = outcome.result().nextToken;
    return names;
}

const std::string urlPrefix = "http://localhost:9324/000000000000/";

} // namespace

class TestQueueAttributes : public QObject {
    Q_OBJECT

private slots:
    void standardQueueDefaults();
    void fifoQueueDefaults();
    void getQueueAttributesByName_data();
    void getQueueAttributesByName();
    void getQueueAttributesJsonShape();
    void createWithAttributeRange_data();
    void createWithAttributeRange();
    void setAttributeRange_data();
    void setAttributeRange();
    void rejectedSetChangesNothing();
    void setTakesEffectAtOnceAndStampsLastModified();
    void setWithoutAttributesIsMissingParameter();
    void fifoOnlyAttributes_data();
    void fifoOnlyAttributes();
    void emptyRedrivePolicyRemovesTheAttribute();
    void shorterRetentionExpiresExistingMessages();
    void queueAlreadyExists_data();
    void queueAlreadyExists();
    void queueAlreadyExistsComparesNormalForms_data();
    void queueAlreadyExistsComparesNormalForms();
    void flagsInAnyCasing_data();
    void flagsInAnyCasing();
    void queueDeletedRecently_data();
    void queueDeletedRecently();
    void queueNames_data();
    void queueNames();
    void listQueuesWithPrefix_data();
    void listQueuesWithPrefix();
    void listQueuesPages();
    void listQueuesReturnsAtMostAThousand();
    void listQueuesErrors_data();
    void listQueuesErrors();
    void listQueuesJsonShape();
    void getQueueUrl_data();
    void getQueueUrl();
    void deleteQueueDropsItsMessages();
    void nonExistentQueue_data();
    void nonExistentQueue();
};

// --- Defaults
// -------------------------------------------------------------------------------------

void TestQueueAttributes::standardQueueDefaults()
{
    // AWS-recorded test_set_queue_attributes_default_values: exactly these twelve keys, no
    // RedrivePolicy or Policy, timestamps in epoch seconds.
    EngineHarness h;
    h.at(12);
    const auto q = h.createQueue("orders");
    QCOMPARE(str(q), str(urlPrefix + "orders"));
    QStringList expected = {
        QStringLiteral("QueueArn=arn:aws:sqs:us-east-1:000000000000:orders"),
        QStringLiteral("ApproximateNumberOfMessages=0"),
        QStringLiteral("ApproximateNumberOfMessagesNotVisible=0"),
        QStringLiteral("ApproximateNumberOfMessagesDelayed=0"),
        QStringLiteral("CreatedTimestamp=") + epochSeconds(12),
        QStringLiteral("LastModifiedTimestamp=") + epochSeconds(12),
        QStringLiteral("VisibilityTimeout=30"),
        QStringLiteral("MaximumMessageSize=1048576"),
        QStringLiteral("MessageRetentionPeriod=345600"),
        QStringLiteral("DelaySeconds=0"),
        QStringLiteral("ReceiveMessageWaitTimeSeconds=0"),
        QStringLiteral("SqsManagedSseEnabled=true"),
    };
    QCOMPARE(attributeList(h, q), expected);
    // Epoch seconds, not milliseconds: ten digits.
    QCOMPARE(str(h.attribute(q, "CreatedTimestamp")).size(), 10);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::fifoQueueDefaults()
{
    // AWS-recorded "before-update": a FIFO queue adds FifoQueue, ContentBasedDeduplication,
    // DeduplicationScope and FifoThroughputLimit; the other defaults are a standard queue's.
    EngineHarness h;
    const auto q = h.createQueue("jobs.fifo", {{"FifoQueue", "true"}});
    QCOMPARE(str(q), str(urlPrefix + "jobs.fifo"));
    QStringList expected = {
        QStringLiteral("QueueArn=arn:aws:sqs:us-east-1:000000000000:jobs.fifo"),
        QStringLiteral("ApproximateNumberOfMessages=0"),
        QStringLiteral("ApproximateNumberOfMessagesNotVisible=0"),
        QStringLiteral("ApproximateNumberOfMessagesDelayed=0"),
        QStringLiteral("CreatedTimestamp=") + epochSeconds(0),
        QStringLiteral("LastModifiedTimestamp=") + epochSeconds(0),
        QStringLiteral("VisibilityTimeout=30"),
        QStringLiteral("MaximumMessageSize=1048576"),
        QStringLiteral("MessageRetentionPeriod=345600"),
        QStringLiteral("DelaySeconds=0"),
        QStringLiteral("ReceiveMessageWaitTimeSeconds=0"),
        QStringLiteral("SqsManagedSseEnabled=true"),
        QStringLiteral("FifoQueue=true"),
        QStringLiteral("DeduplicationScope=queue"),
        QStringLiteral("FifoThroughputLimit=perQueue"),
        QStringLiteral("ContentBasedDeduplication=false"),
    };
    QCOMPARE(attributeList(h, q), expected);

    const auto cbd =
        h.createQueue("cbd.fifo", {{"FifoQueue", "true"}, {"ContentBasedDeduplication", "true"}});
    QCOMPARE(str(h.attribute(cbd, "ContentBasedDeduplication")), QStringLiteral("true"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::getQueueAttributesByName_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<bool>("fifo");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QString>("expectedError");

    QTest::newRow("two names come back in the response order, not the request order")
        << QStringList{u"DelaySeconds"_s, u"VisibilityTimeout"_s} << false
        << QStringList{u"VisibilityTimeout=30"_s, u"DelaySeconds=0"_s} << QString();
    QTest::newRow("a counter alone")
        << QStringList{u"ApproximateNumberOfMessagesDelayed"_s} << false
        << QStringList{u"ApproximateNumberOfMessagesDelayed=0"_s} << QString();
    QTest::newRow("All together with a name gives everything once")
        << QStringList{u"VisibilityTimeout"_s, u"All"_s} << false << QStringList{} << QString();
    QTest::newRow("a FIFO-only name on a standard queue returns nothing")
        << QStringList{u"FifoQueue"_s} << false << QStringList{} << QString();
    QTest::newRow("a FIFO-only name on a FIFO queue")
        << QStringList{u"FifoThroughputLimit"_s} << true
        << QStringList{u"FifoThroughputLimit=perQueue"_s} << QString();
    QTest::newRow("RedrivePolicy that is not set returns nothing")
        << QStringList{u"RedrivePolicy"_s} << false << QStringList{} << QString();
    QTest::newRow("no names returns nothing")
        << QStringList{} << false << QStringList{} << QString();
    QTest::newRow("an unknown name is InvalidAttributeName (engine's message)")
        << QStringList{u"VisibilityTimeout"_s, u"Colour"_s} << false << QStringList{}
        << QStringLiteral("Unknown Attribute Colour.");
}

void TestQueueAttributes::getQueueAttributesByName()
{
    QFETCH(QStringList, names);
    QFETCH(bool, fifo);
    QFETCH(QStringList, expected);
    QFETCH(QString, expectedError);

    EngineHarness h;
    const auto q = fifo ? h.createQueue("q.fifo", {{"FifoQueue", "true"}}) : h.createQueue("plain");
    std::vector<std::string> request;
    for (const QString &name : names)
        request.push_back(name.toStdString());
    const auto outcome = h.engine.getQueueAttributes({q, request}, h.actor);
    if (!expectedError.isEmpty()) {
        QCOMPARE(codeOf(outcome), QStringLiteral("InvalidAttributeName"));
        QCOMPARE(messageOf(outcome), expectedError);
    } else if (names.contains(QStringLiteral("All"))) {
        QVERIFY(outcome.ok());
        QCOMPARE(static_cast<int>(outcome.result().attributes.size()), 12);
        QCOMPARE(attributeList(h, q, request), attributeList(h, q));
    } else {
        QCOMPARE(attributeList(h, q, request), expected);
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::getQueueAttributesJsonShape()
{
    // The JSON response: an "Attributes" object whose values are all strings, in AWS's order; no
    // "Attributes" key when nothing is returned.
    const ScriptRun run = runScript({
        R"({"Action": "CreateQueue", "QueueName": "orders", "Attributes": {"DelaySeconds": "5"}})",
        R"({"Action": "GetQueueAttributes", "QueueUrl": "orders", "AttributeNames": ["All"]})",
        R"({"Action": "GetQueueAttributes", "QueueUrl": "orders", "AttributeNames": ["FifoQueue"]})",
        R"({"Action": "GetQueueAttributes", "QueueUrl": "orders", "AttributeNames": ["Nope"]})",
    });
    QCOMPARE(run.lines.size(), 4u);
    const QJsonObject all = parseLine(run.lines[1]).value(u"Response").toObject();
    QCOMPARE(all.keys(), QStringList{u"Attributes"_s});
    const QJsonObject attributes = all.value(u"Attributes").toObject();
    QCOMPARE(attributes.size(), 12);
    for (const QString &key : attributes.keys())
        QVERIFY2(attributes.value(key).isString(), qPrintable(key));
    QCOMPARE(attributes.value(u"DelaySeconds").toString(), QStringLiteral("5"));
    // Key order on the wire, as AWS sends it (QueueArn first).
    const std::string &line = run.lines[1];
    QVERIFY(line.find("\"QueueArn\"") < line.find("\"ApproximateNumberOfMessages\""));
    QVERIFY(line.find("\"VisibilityTimeout\"") < line.find("\"DelaySeconds\""));
    QVERIFY(line.find("\"DelaySeconds\"") < line.find("\"SqsManagedSseEnabled\""));

    const QJsonObject none = parseLine(run.lines[2]);
    QCOMPARE(none.value(u"Response").toObject(), QJsonObject());
    const QJsonObject unknown = parseLine(run.lines[3]).value(u"Error").toObject();
    QCOMPARE(unknown.value(u"Code").toString(), QStringLiteral("InvalidAttributeName"));
    QCOMPARE(unknown.value(u"Message").toString(), QStringLiteral("Unknown Attribute Nope."));
    QVERIFY2(run.invariantReport.empty(), run.invariantReport.c_str());
}

// --- Ranges
// ---------------------------------------------------------------------------------------

void TestQueueAttributes::createWithAttributeRange_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("accepted");

    struct Range {
        const char *name;
        long long min;
        long long max;
    };
    const Range ranges[] = {
        {"VisibilityTimeout", 0, 43200},          {"DelaySeconds", 0, 900},
        {"MessageRetentionPeriod", 60, 1209600},  {"MaximumMessageSize", 1024, 1048576},
        {"ReceiveMessageWaitTimeSeconds", 0, 20}, {"KmsDataKeyReusePeriodSeconds", 60, 86400},
    };
    for (const Range &r : ranges) {
        auto row = [&](const char *what, const QString &value, bool accepted) {
            QTest::addRow("%s %s (%s)", r.name, what, qPrintable(value))
                << QString::fromLatin1(r.name) << value << accepted;
        };
        row("below the minimum", QString::number(r.min - 1), false);
        row("at the minimum", QString::number(r.min), true);
        row("at the maximum", QString::number(r.max), true);
        row("above the maximum", QString::number(r.max + 1), false);
        row("not a number", QStringLiteral("ten"), false);
    }
    QTest::newRow("VisibilityTimeout written as a decimal")
        << QStringLiteral("VisibilityTimeout") << QStringLiteral("5.0") << false;
    QTest::newRow("VisibilityTimeout empty")
        << QStringLiteral("VisibilityTimeout") << QString() << false;
    QTest::newRow("VisibilityTimeout with a leading space")
        << QStringLiteral("VisibilityTimeout") << QStringLiteral(" 6") << false;
    QTest::newRow("DelaySeconds far too large to be a number of seconds")
        << QStringLiteral("DelaySeconds") << QStringLiteral("99999999999999999999") << false;
    QTest::newRow("SqsManagedSseEnabled false")
        << QStringLiteral("SqsManagedSseEnabled") << QStringLiteral("false") << true;
    QTest::newRow("SqsManagedSseEnabled not a boolean")
        << QStringLiteral("SqsManagedSseEnabled") << QStringLiteral("yes") << false;
}

void TestQueueAttributes::createWithAttributeRange()
{
    QFETCH(QString, name);
    QFETCH(QString, value);
    QFETCH(bool, accepted);

    EngineHarness h;
    AttributeMap attributes{{name.toStdString(), value.toStdString()}};
    // The data key reuse period is returned only for a queue with a KMS key.
    if (name == QLatin1String("KmsDataKeyReusePeriodSeconds"))
        attributes["KmsMasterKeyId"] = "alias/aws/sqs";
    const auto outcome = create(h, "ranged", attributes);
    if (accepted) {
        QCOMPARE(codeOf(outcome), QString());
        QCOMPARE(str(h.attribute(outcome.result().queueUrl, name.toStdString())), value);
    } else {
        QCOMPARE(codeOf(outcome), QStringLiteral("InvalidAttributeValue"));
        // Engine's choice of text, in AWS's "Invalid value for the parameter" form.
        QCOMPARE(messageOf(outcome),
                 QStringLiteral("Invalid value for the parameter ") + name + QLatin1Char('.'));
        // Nothing was created.
        QCOMPARE(h.engine.findQueue("ranged"), noQueue);
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::setAttributeRange_data()
{
    createWithAttributeRange_data();
}

void TestQueueAttributes::setAttributeRange()
{
    QFETCH(QString, name);
    QFETCH(QString, value);
    QFETCH(bool, accepted);

    EngineHarness h;
    AttributeMap initial;
    if (name == QLatin1String("KmsDataKeyReusePeriodSeconds"))
        initial["KmsMasterKeyId"] = "alias/aws/sqs";
    const auto q = h.createQueue("ranged", initial);
    QVERIFY(!q.empty());
    const QString before = str(h.attribute(q, name.toStdString()));
    const auto outcome = set(h, q, {{name.toStdString(), value.toStdString()}});
    if (accepted) {
        QCOMPARE(codeOf(outcome), QString());
        QCOMPARE(str(h.attribute(q, name.toStdString())), value);
    } else {
        QCOMPARE(codeOf(outcome), QStringLiteral("InvalidAttributeValue"));
        QCOMPARE(messageOf(outcome),
                 QStringLiteral("Invalid value for the parameter ") + name + QLatin1Char('.'));
        QCOMPARE(str(h.attribute(q, name.toStdString())), before);
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::rejectedSetChangesNothing()
{
    // One bad attribute rejects the whole call: the good ones given with it are not applied.
    EngineHarness h;
    h.at(5);
    const auto q = h.createQueue("orders");
    h.at(50);
    const auto outcome =
        set(h, q, {{"VisibilityTimeout", "60"}, {"DelaySeconds", "901"}, {"Policy", "{}"}});
    QCOMPARE(codeOf(outcome), QStringLiteral("InvalidAttributeValue"));
    QCOMPARE(messageOf(outcome), QStringLiteral("Invalid value for the parameter DelaySeconds."));
    QCOMPARE(str(h.attribute(q, "VisibilityTimeout")), QStringLiteral("30"));
    QCOMPARE(str(h.attribute(q, "DelaySeconds")), QStringLiteral("0"));
    QCOMPARE(str(h.attribute(q, "Policy")), QString());
    QCOMPARE(str(h.attribute(q, "LastModifiedTimestamp")), epochSeconds(5));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::setTakesEffectAtOnceAndStampsLastModified()
{
    // AWS says changes take up to 60 s to propagate; the deterministic engine applies them at once.
    EngineHarness h;
    const auto q = h.createQueue("orders");
    h.at(100);
    QVERIFY(set(h, q, {{"VisibilityTimeout", "7"}}));
    QCOMPARE(str(h.attribute(q, "CreatedTimestamp")), epochSeconds(0));
    QCOMPARE(str(h.attribute(q, "LastModifiedTimestamp")), epochSeconds(100));
    QVERIFY(h.send(q, "m"));
    const auto r = h.receive(q);
    QCOMPARE(r.result().messages.size(), 1u);
    h.at(106.999);
    QCOMPARE(h.counts(q).inFlight, 1u);
    h.at(107);
    QCOMPARE(h.counts(q).inFlight, 0u);
    QCOMPARE(h.counts(q).visible, 1u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::setWithoutAttributesIsMissingParameter()
{
    EngineHarness h;
    const auto q = h.createQueue("orders");
    const auto outcome = set(h, q, {});
    QCOMPARE(codeOf(outcome), QStringLiteral("MissingParameter"));
    // Engine's choice: AWS's query parameter name.
    QCOMPARE(messageOf(outcome),
             QStringLiteral("The request must contain the parameter Attribute.Name."));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::fifoOnlyAttributes_data()
{
    QTest::addColumn<bool>("creating");
    QTest::addColumn<bool>("fifo");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expectedCode");
    QTest::addColumn<QString>("expectedMessage");

    const QString unknownFifo = QStringLiteral("Unknown Attribute FifoQueue.");
    QTest::newRow("create standard with FifoQueue=false") << true << false << "FifoQueue"
                                                          << "false"
                                                          << "InvalidAttributeName" << unknownFifo;
    QTest::newRow("create standard with ContentBasedDeduplication")
        << true << false << "ContentBasedDeduplication"
        << "true"
        << "InvalidAttributeName"
        << "Unknown Attribute ContentBasedDeduplication.";
    QTest::newRow("create standard with DeduplicationScope")
        << true << false << "DeduplicationScope"
        << "queue"
        << "InvalidAttributeName"
        << "You can specify the DeduplicationScope only when FifoQueue is set to true.";
    QTest::newRow("create standard with FifoThroughputLimit")
        << true << false << "FifoThroughputLimit"
        << "perQueue"
        << "InvalidAttributeName"
        << "You can specify the FifoThroughputLimit only when FifoQueue is set to true.";
    QTest::newRow("set FifoQueue=true on a standard queue")
        << false << false << "FifoQueue"
        << "true"
        << "InvalidAttributeName" << unknownFifo;
    QTest::newRow("set FifoQueue=false on a standard queue")
        << false << false << "FifoQueue"
        << "false"
        << "InvalidAttributeName" << unknownFifo;
    QTest::newRow("set ContentBasedDeduplication on a standard queue")
        << false << false << "ContentBasedDeduplication"
        << "false"
        << "InvalidAttributeName"
        << "Unknown Attribute ContentBasedDeduplication.";
    QTest::newRow("set DeduplicationScope on a standard queue")
        << false << false << "DeduplicationScope"
        << "messageGroup"
        << "InvalidAttributeName"
        << "You can specify the DeduplicationScope only when FifoQueue is set to true.";
    QTest::newRow("set FifoThroughputLimit on a standard queue")
        << false << false << "FifoThroughputLimit"
        << "perQueue"
        << "InvalidAttributeName"
        << "You can specify the FifoThroughputLimit only when FifoQueue is set to true.";
    QTest::newRow("set FifoQueue=false on a FIFO queue")
        << false << true << "FifoQueue"
        << "false"
        << "InvalidAttributeValue"
        << "Invalid value for the parameter FifoQueue. Reason: Modifying queue type is not "
           "supported.";
    QTest::newRow("set FifoQueue=true on a FIFO queue is accepted") << false << true << "FifoQueue"
                                                                    << "true"
                                                                    << ""
                                                                    << "";
    QTest::newRow("set ContentBasedDeduplication=true on a FIFO queue")
        << false << true << "ContentBasedDeduplication"
        << "true"
        << ""
        << "";
    QTest::newRow("set ContentBasedDeduplication to a non-boolean")
        << false << true << "ContentBasedDeduplication"
        << "yes"
        << "InvalidAttributeValue"
        << "Invalid value for the parameter ContentBasedDeduplication.";
    QTest::newRow("set DeduplicationScope=messageGroup on a FIFO queue")
        << false << true << "DeduplicationScope"
        << "messageGroup"
        << ""
        << "";
    QTest::newRow("set DeduplicationScope to an unknown scope")
        << false << true << "DeduplicationScope"
        << "perGroup"
        << "InvalidAttributeValue"
        << "Invalid value for the parameter DeduplicationScope.";
    QTest::newRow("set FifoThroughputLimit to an unknown limit")
        << false << true << "FifoThroughputLimit"
        << "unlimited"
        << "InvalidAttributeValue"
        << "Invalid value for the parameter FifoThroughputLimit.";
    QTest::newRow("set FifoThroughputLimit=perMessageGroupId with scope queue (engine's message)")
        << false << true << "FifoThroughputLimit"
        << "perMessageGroupId"
        << "InvalidAttributeValue"
        << "Invalid value for the parameter FifoThroughputLimit. Reason: The perMessageGroupId "
           "value is allowed only when the value for DeduplicationScope is messageGroup.";
    QTest::newRow("create FIFO with FifoQueue not a boolean")
        << true << true << "FifoQueue"
        << "yes"
        << "InvalidAttributeValue"
        << "Invalid value for the parameter FifoQueue.";
}

void TestQueueAttributes::fifoOnlyAttributes()
{
    QFETCH(bool, creating);
    QFETCH(bool, fifo);
    QFETCH(QString, name);
    QFETCH(QString, value);
    QFETCH(QString, expectedCode);
    QFETCH(QString, expectedMessage);

    EngineHarness h;
    const std::string queueName = fifo ? "q.fifo" : "q";
    ErrorCode code = ErrorCode::None;
    std::string message;
    if (creating) {
        AttributeMap attributes{{name.toStdString(), value.toStdString()}};
        if (fifo && name != QLatin1String("FifoQueue"))
            attributes["FifoQueue"] = "true";
        const auto outcome = create(h, queueName, attributes);
        code = outcome.code();
        message = outcome.ok() ? std::string() : outcome.error().message;
        QCOMPARE(h.engine.findQueue(queueName) != noQueue, outcome.ok());
    } else {
        const auto q =
            fifo ? h.createQueue(queueName, {{"FifoQueue", "true"}}) : h.createQueue(queueName);
        QVERIFY(!q.empty());
        const auto outcome = set(h, q, {{name.toStdString(), value.toStdString()}});
        code = outcome.code();
        message = outcome.ok() ? std::string() : outcome.error().message;
        if (outcome.ok())
            QCOMPARE(str(h.attribute(q, name.toStdString())), value);
        // The queue type never changes.
        QCOMPARE(h.engine.queueIsFifo(h.engine.findQueue(q)), fifo);
    }
    QCOMPARE(QString::fromLatin1(codeName(code)), expectedCode);
    QCOMPARE(str(message), expectedMessage);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::emptyRedrivePolicyRemovesTheAttribute()
{
    // AWS-validated test_set_empty_redrive_policy.
    EngineHarness h;
    h.createQueue("orders-dlq");
    const auto q = h.createQueue("orders");
    const std::string policy =
        R"({"deadLetterTargetArn":"arn:aws:sqs:us-east-1:000000000000:orders-dlq","maxReceiveCount":3})";
    QVERIFY(set(h, q, {{"RedrivePolicy", policy}}));
    QCOMPARE(str(h.attribute(q, "RedrivePolicy")), str(policy));
    QVERIFY(attributeNames(h, q).contains(QStringLiteral("RedrivePolicy")));
    QVERIFY(set(h, q, {{"RedrivePolicy", ""}}));
    QVERIFY(!attributeNames(h, q).contains(QStringLiteral("RedrivePolicy")));
    QCOMPARE(attributeNames(h, q).size(), 12);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::shorterRetentionExpiresExistingMessages()
{
    // A MessageRetentionPeriod change affects messages already in the queue: those older than the
    // new period expire (at once in the engine; AWS takes up to 15 minutes).
    EngineHarness h;
    const auto q = h.createQueue("orders");
    QVERIFY(h.send(q, "old"));
    h.at(90);
    QVERIFY(h.send(q, "young"));
    h.at(100);
    QVERIFY(set(h, q, {{"MessageRetentionPeriod", "60"}}));
    QCOMPARE(h.counts(q).visible, 1u);
    QCOMPARE(h.engine.messageReceiveCount(1), 0u);
    bool oldExpired = false;
    for (std::uint64_t i = 0; i < h.engine.log().size(); ++i) {
        const Event &e = h.engine.log()[i];
        if (e.kind == EventKind::MessageExpired && e.message == 1 && e.time == 100000)
            oldExpired = true;
    }
    QVERIFY(oldExpired);
    h.at(149.999);
    QCOMPARE(h.counts(q).visible, 1u);
    h.at(150);
    QCOMPARE(h.counts(q).visible, 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

// --- CreateQueue on an existing name, and after a delete
// ------------------------------------------

void TestQueueAttributes::queueAlreadyExists_data()
{
    QTest::addColumn<QString>("again");
    QTest::addColumn<QString>("conflict");

    // The first queue is created with VisibilityTimeout=45 and DelaySeconds=5.
    QTest::newRow("the same name and no attributes returns the same URL") << ""
                                                                          << "";
    QTest::newRow("the same attributes returns the same URL")
        << "VisibilityTimeout=45,DelaySeconds=5"
        << "";
    QTest::newRow("a subset of equal values returns the same URL") << "VisibilityTimeout=45"
                                                                   << "";
    QTest::newRow("a default given explicitly and equal") << "MessageRetentionPeriod=345600"
                                                          << "";
    QTest::newRow("a different DelaySeconds") << "VisibilityTimeout=45,DelaySeconds=6"
                                              << "DelaySeconds";
    QTest::newRow("a different VisibilityTimeout") << "VisibilityTimeout=30"
                                                   << "VisibilityTimeout";
    QTest::newRow("a default given a different value") << "MaximumMessageSize=2048"
                                                       << "MaximumMessageSize";
}

void TestQueueAttributes::queueAlreadyExists()
{
    QFETCH(QString, again);
    QFETCH(QString, conflict);

    EngineHarness h;
    const auto q = h.createQueue("orders", {{"VisibilityTimeout", "45"}, {"DelaySeconds", "5"}});
    QVERIFY(h.send(q, "kept"));
    AttributeMap attributes;
    for (const QString &pair : again.split(QLatin1Char(','), Qt::SkipEmptyParts))
        attributes[pair.section(QLatin1Char('='), 0, 0).toStdString()] =
            pair.section(QLatin1Char('='), 1).toStdString();
    const auto outcome = create(h, "orders", attributes);
    if (conflict.isEmpty()) {
        QCOMPARE(codeOf(outcome), QString());
        QCOMPARE(str(outcome.result().queueUrl), str(q));
    } else {
        QCOMPARE(codeOf(outcome), QStringLiteral("QueueAlreadyExists"));
        QCOMPARE(httpStatus(outcome.code()), 400);
        QCOMPARE(messageOf(outcome),
                 QStringLiteral("A queue already exists with the same name and a different value "
                                "for attribute ") +
                     conflict);
    }
    // Either way the existing queue is untouched.
    QCOMPARE(str(h.attribute(q, "VisibilityTimeout")), QStringLiteral("45"));
    QCOMPARE(h.counts(q).delayed, 1u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::queueAlreadyExistsComparesNormalForms_data()
{
    // The queue "orders" has RedrivePolicy {"deadLetterTargetArn":"<dlq>","maxReceiveCount":5}.
    // The repeat gives one attribute; "" in the code column: the same URL back.
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("code");
    const QString arn = u"arn:aws:sqs:us-east-1:000000000000:dlq"_s;
    QTest::newRow("the same RedrivePolicy written with spaces")
        << "RedrivePolicy"
        << R"({ "deadLetterTargetArn": ")" + arn + R"(", "maxReceiveCount": 5 })"
        << "";
    QTest::newRow("maxReceiveCount as a string (the AWS CLI documentation's example)")
        << "RedrivePolicy"
        << R"({"maxReceiveCount":"5","deadLetterTargetArn":")" + arn + R"("})"
        << "";
    QTest::newRow("another maxReceiveCount")
        << "RedrivePolicy"
        << R"({"deadLetterTargetArn":")" + arn + R"(","maxReceiveCount":6})"
        << "QueueAlreadyExists";
    QTest::newRow("a flag written True, the queue's default true") << "SqsManagedSseEnabled"
                                                                   << "True"
                                                                   << "";
    QTest::newRow("a flag written False against true") << "SqsManagedSseEnabled"
                                                       << "False"
                                                       << "QueueAlreadyExists";
    QTest::newRow("an attribute the queue lacks: compared, not waved through")
        << "Policy"
        << R"({"Version":"2012-10-17","Statement":[]})"
        << "QueueAlreadyExists";
    QTest::newRow("an attribute the queue lacks, given empty") << "Policy"
                                                               << ""
                                                               << "";
    QTest::newRow("an invalid value: validated as for a new queue") << "DelaySeconds"
                                                                    << "901"
                                                                    << "InvalidAttributeValue";
    QTest::newRow("an unknown attribute") << "Nope"
                                          << "1"
                                          << "InvalidAttributeName";
}

void TestQueueAttributes::queueAlreadyExistsComparesNormalForms()
{
    QFETCH(QString, name);
    QFETCH(QString, value);
    QFETCH(QString, code);

    EngineHarness h;
    QVERIFY(!h.createQueue("dlq").empty());
    const auto q = h.createQueue(
        "orders",
        {{"RedrivePolicy", R"({"deadLetterTargetArn":"arn:aws:sqs:us-east-1:000000000000:dlq",)"
                           R"("maxReceiveCount":5})"}});
    QVERIFY(!q.empty());
    const std::string before = *h.engine.queueAttribute(h.engine.findQueue(q), "RedrivePolicy");
    const auto outcome = create(h, "orders", {{name.toStdString(), value.toStdString()}});
    QCOMPARE(codeOf(outcome), code);
    if (code.isEmpty())
        QCOMPARE(str(outcome.result().queueUrl), str(q));
    if (code == u"QueueAlreadyExists"_s)
        QCOMPARE(messageOf(outcome),
                 u"A queue already exists with the same name and a different value for "
                 "attribute "_s +
                     name);
    // Either way the existing queue is untouched.
    QCOMPARE(*h.engine.queueAttribute(h.engine.findQueue(q), "RedrivePolicy"), before);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::flagsInAnyCasing_data()
{
    // AWS accepts boolean attributes as True/False and reads them back in lower case.
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("readBack");
    QTest::newRow("SqsManagedSseEnabled False") << "SqsManagedSseEnabled"
                                                << "False"
                                                << "false";
    QTest::newRow("SqsManagedSseEnabled TRUE") << "SqsManagedSseEnabled"
                                               << "TRUE"
                                               << "true";
    QTest::newRow("ContentBasedDeduplication True") << "ContentBasedDeduplication"
                                                    << "True"
                                                    << "true";
    QTest::newRow("FifoQueue True") << "FifoQueue"
                                    << "True"
                                    << "true";
    QTest::newRow("SqsManagedSseEnabled yes") << "SqsManagedSseEnabled"
                                              << "yes"
                                              << "";
}

void TestQueueAttributes::flagsInAnyCasing()
{
    QFETCH(QString, name);
    QFETCH(QString, value);
    QFETCH(QString, readBack);

    EngineHarness h;
    AttributeMap attributes{{name.toStdString(), value.toStdString()}};
    if (name != u"SqsManagedSseEnabled"_s)
        attributes["FifoQueue"] = value.toStdString();
    const std::string queueName = attributes.count("FifoQueue") ? "flags.fifo" : "flags";
    const auto outcome = create(h, queueName, attributes);
    if (readBack.isEmpty()) {
        QCOMPARE(codeOf(outcome), u"InvalidAttributeValue"_s);
        return;
    }
    QCOMPARE(codeOf(outcome), QString());
    QCOMPARE(str(*h.engine.queueAttribute(h.engine.findQueue(queueName), name.toStdString())),
             readBack);
    // SetQueueAttributes takes the same forms.
    QVERIFY(set(h, queueName, {{name.toStdString(), value.toStdString()}}).ok());
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::queueDeletedRecently_data()
{
    QTest::addColumn<double>("createAt");
    QTest::addColumn<bool>("accepted");

    // The queue is deleted at t=10.
    QTest::newRow("at once") << 10.0 << false;
    QTest::newRow("59.999 s later") << 69.999 << false;
    QTest::newRow("exactly 60 s later") << 70.0 << true;
    QTest::newRow("two minutes later") << 130.0 << true;
}

void TestQueueAttributes::queueDeletedRecently()
{
    QFETCH(double, createAt);
    QFETCH(bool, accepted);

    EngineHarness h;
    const auto q = h.createQueue("orders", {{"DelaySeconds", "3"}});
    QVERIFY(h.send(q, "gone with the queue"));
    h.at(10);
    QVERIFY(h.engine.deleteQueue({q}, h.actor));
    // Another name is free at once.
    QVERIFY(create(h, "invoices").ok());
    h.at(createAt);
    const auto outcome = create(h, "orders");
    if (accepted) {
        QCOMPARE(codeOf(outcome), QString());
        // A new, empty queue with new timestamps and default attributes.
        QCOMPARE(h.counts(q).delayed + h.counts(q).visible, 0u);
        QCOMPARE(str(h.attribute(q, "DelaySeconds")), QStringLiteral("0"));
        QCOMPARE(str(h.attribute(q, "CreatedTimestamp")),
                 epochSeconds(static_cast<std::int64_t>(createAt)));
    } else {
        QCOMPARE(codeOf(outcome), QStringLiteral("AWS.SimpleQueueService.QueueDeletedRecently"));
        QCOMPARE(httpStatus(outcome.code()), 400);
        // SEMANTICS.md gives the rule only; this is the text real AWS answers with, as SDK
        // error logs quote it.
        QCOMPARE(messageOf(outcome),
                 QStringLiteral("You must wait 60 seconds after deleting a queue before you can "
                                "create another with the same name."));
        QCOMPARE(h.engine.findQueue("orders"), noQueue);
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::queueNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("fifo");
    QTest::addColumn<QString>("expectedCode");

    const QString bad = QStringLiteral("InvalidParameterValue");
    QTest::newRow("standard, one character") << "a" << false << "";
    QTest::newRow("standard, letters digits hyphen underscore") << "Orders_2-eu" << false << "";
    QTest::newRow("standard, 80 characters") << QString(80, QLatin1Char('q')) << false << "";
    QTest::newRow("standard, 81 characters") << QString(81, QLatin1Char('q')) << false << bad;
    QTest::newRow("standard, with a space") << "my orders" << false << bad;
    QTest::newRow("standard, with a dot") << "orders.v2" << false << bad;
    QTest::newRow("standard, with a slash") << "team/orders" << false << bad;
    QTest::newRow("standard named like a FIFO queue") << "orders.fifo" << false << bad;
    QTest::newRow("standard, empty name") << "" << false << "MissingParameter";
    QTest::newRow("fifo, with the suffix") << "jobs.fifo" << true << "";
    QTest::newRow("fifo, 80 characters including the suffix")
        << QString(75, QLatin1Char('j')) + QStringLiteral(".fifo") << true << "";
    QTest::newRow("fifo, 81 characters including the suffix")
        << QString(76, QLatin1Char('j')) + QStringLiteral(".fifo") << true << bad;
    QTest::newRow("fifo, without the suffix") << "jobs" << true << bad;
    QTest::newRow("fifo, the suffix alone") << ".fifo" << true << bad;
    QTest::newRow("fifo, with a dot before the suffix") << "jobs.v2.fifo" << true << bad;
    QTest::newRow("fifo, empty name") << "" << true << "MissingParameter";
}

void TestQueueAttributes::queueNames()
{
    QFETCH(QString, name);
    QFETCH(bool, fifo);
    QFETCH(QString, expectedCode);

    EngineHarness h;
    AttributeMap attributes;
    if (fifo)
        attributes["FifoQueue"] = "true";
    const auto outcome = create(h, name.toStdString(), attributes);
    QCOMPARE(codeOf(outcome), expectedCode);
    if (expectedCode.isEmpty()) {
        QCOMPARE(str(outcome.result().queueUrl), str(urlPrefix) + name);
        QCOMPARE(h.engine.queueIsFifo(h.engine.findQueue(name.toStdString())), fifo);
    } else if (expectedCode == QLatin1String("MissingParameter")) {
        QCOMPARE(messageOf(outcome),
                 QStringLiteral("The request must contain the parameter QueueName."));
    } else if (fifo) {
        // Engine's choice of text for the AWS-validated InvalidParameterValue.
        QCOMPARE(messageOf(outcome),
                 QStringLiteral("The name of a FIFO queue can only include alphanumeric "
                                "characters, hyphens, or underscores, must end with .fifo suffix "
                                "and be 1 to 80 in length"));
    } else {
        QCOMPARE(messageOf(outcome), QStringLiteral("Can only include alphanumeric characters, "
                                                    "hyphens, or underscores. 1 to 80 in length"));
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

// --- ListQueues, GetQueueUrl, DeleteQueue
// ---------------------------------------------------------

void TestQueueAttributes::listQueuesWithPrefix_data()
{
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("no prefix lists every queue in name order")
        << "" << QStringList{u"alpha"_s,  u"beta-1"_s,    u"beta-2"_s,
                             u"beta-3"_s, u"beta.fifo"_s, u"gamma"_s};
    QTest::newRow("a prefix shared by four queues")
        << "beta" << QStringList{u"beta-1"_s, u"beta-2"_s, u"beta-3"_s, u"beta.fifo"_s};
    QTest::newRow("a full name is a prefix of itself") << "gamma" << QStringList{u"gamma"_s};
    QTest::newRow("a prefix is case-sensitive") << "Beta" << QStringList{};
    QTest::newRow("a prefix nothing starts with") << "delta" << QStringList{};
    QTest::newRow("deleted queues are not listed") << "old" << QStringList{};
}

void TestQueueAttributes::listQueuesWithPrefix()
{
    QFETCH(QString, prefix);
    QFETCH(QStringList, expected);

    EngineHarness h;
    for (const char *name : {"gamma", "beta-2", "alpha", "beta-3", "old", "beta-1"})
        QVERIFY(!h.createQueue(name).empty());
    QVERIFY(!h.createQueue("beta.fifo", {{"FifoQueue", "true"}}).empty());
    QVERIFY(h.engine.deleteQueue({"old"}, h.actor));
    std::string token;
    QCOMPARE(listQueues(h, prefix.toStdString(), std::nullopt, token), expected);
    QCOMPARE(str(token), QString());
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::listQueuesPages()
{
    EngineHarness h;
    for (const char *name : {"q-5", "q-1", "q-4", "q-2", "q-3", "other"})
        QVERIFY(!h.createQueue(name).empty());
    std::string token;
    QCOMPARE(listQueues(h, "q-", 2, token), (QStringList{u"q-1"_s, u"q-2"_s}));
    QVERIFY(!token.empty());
    QCOMPARE(listQueues(h, "q-", 2, token), (QStringList{u"q-3"_s, u"q-4"_s}));
    QVERIFY(!token.empty());
    // The last page has no NextToken.
    QCOMPARE(listQueues(h, "q-", 2, token), (QStringList{u"q-5"_s}));
    QVERIFY(token.empty());

    // A page that ends exactly at the last queue still gets no token when nothing follows.
    QCOMPARE(listQueues(h, "q-", 5, token),
             (QStringList{u"q-1"_s, u"q-2"_s, u"q-3"_s, u"q-4"_s, u"q-5"_s}));
    QVERIFY(token.empty());

    // A queue created between pages is seen when it sorts after the page boundary.
    QCOMPARE(listQueues(h, "q-", 3, token), (QStringList{u"q-1"_s, u"q-2"_s, u"q-3"_s}));
    QVERIFY(!token.empty());
    QVERIFY(!h.createQueue("q-35").empty());
    QCOMPARE(listQueues(h, "q-", 3, token), (QStringList{u"q-35"_s, u"q-4"_s, u"q-5"_s}));
    QVERIFY(token.empty());
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::listQueuesReturnsAtMostAThousand()
{
    // ListQueues returns at most 1,000 URLs; a caller that did not ask for pages (no MaxResults)
    // gets no NextToken (engine's choice, following the API reference).
    EngineHarness h;
    for (int i = 0; i < 1001; ++i)
        QVERIFY(!h.createQueue("q-" + std::to_string(10000 + i)).empty());
    std::string token;
    const QStringList all = listQueues(h, "", std::nullopt, token);
    QCOMPARE(all.size(), 1000);
    QCOMPARE(all.first(), u"q-10000"_s);
    QCOMPARE(all.last(), u"q-10999"_s);
    QVERIFY(token.empty());
    // With MaxResults 1000 the last queue is one page away.
    QCOMPARE(listQueues(h, "", 1000, token).size(), 1000);
    QVERIFY(!token.empty());
    QCOMPARE(listQueues(h, "", 1000, token), QStringList{u"q-11000"_s});
    QVERIFY(token.empty());
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::listQueuesErrors_data()
{
    QTest::addColumn<qlonglong>("maxResults");
    QTest::addColumn<QString>("token");
    QTest::addColumn<QString>("expectedMessage");

    const QString range = QStringLiteral("Value for parameter MaxResults is invalid. Reason: "
                                         "MaxResults must be an integer between 1 and 1000.");
    // -1 in the maxResults column means "not given".
    QTest::newRow("MaxResults 0") << 0LL << "" << range;
    QTest::newRow("MaxResults 1001") << 1001LL << "" << range;
    QTest::newRow("MaxResults 1000 is accepted") << 1000LL << ""
                                                 << "";
    QTest::newRow("MaxResults 1 is accepted") << 1LL << ""
                                              << "";
    QTest::newRow("NextToken without MaxResults")
        << -1LL << "first-page"
        << "MaxResults is a mandatory parameter when you provide a value for NextToken.";
    QTest::newRow("a NextToken that is not one") << 5LL << "garbage"
                                                 << "Invalid NextToken value.";
    QTest::newRow("a NextToken from another prefix") << 5LL << "other-prefix"
                                                     << "Invalid NextToken value.";
}

void TestQueueAttributes::listQueuesErrors()
{
    QFETCH(qlonglong, maxResults);
    QFETCH(QString, token);
    QFETCH(QString, expectedMessage);

    EngineHarness h;
    for (const char *name : {"a-1", "a-2", "b-1", "b-2"})
        QVERIFY(!h.createQueue(name).empty());
    std::string nextToken = token.toStdString();
    if (token == QLatin1String("first-page") || token == QLatin1String("other-prefix")) {
        // A real token: the one after the first page of the "a-" queues, or of the "b-" queues.
        std::string firstPage;
        listQueues(h, token == QLatin1String("first-page") ? "a-" : "b-", 1, firstPage);
        QVERIFY(!firstPage.empty());
        nextToken = firstPage;
    }
    const auto outcome = h.engine.listQueues(
        {"a-", maxResults < 0 ? std::nullopt : std::optional<std::int64_t>(maxResults), nextToken},
        h.actor);
    if (expectedMessage.isEmpty()) {
        QCOMPARE(codeOf(outcome), QString());
        QCOMPARE(outcome.result().queueUrls.size(), maxResults == 1 ? 1u : 2u);
    } else {
        // Engine's choice of texts; the code is AWS's.
        QCOMPARE(codeOf(outcome), QStringLiteral("InvalidParameterValue"));
        QCOMPARE(messageOf(outcome), expectedMessage);
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::listQueuesJsonShape()
{
    const ScriptRun run = runScript({
        R"({"Action": "ListQueues"})",
        R"({"Action": "CreateQueue", "QueueName": "q-1"})",
        R"({"Action": "CreateQueue", "QueueName": "q-2"})",
        R"({"id": "p1", "Action": "ListQueues", "QueueNamePrefix": "q-", "MaxResults": 1})",
        R"({"Action": "ListQueues", "QueueNamePrefix": "q-", "MaxResults": 1, "NextToken": "${p1.NextToken}"})",
    });
    QCOMPARE(run.lines.size(), 5u);
    // No queues: no QueueUrls key at all.
    QCOMPARE(parseLine(run.lines[0]).value(u"Response").toObject(), QJsonObject());
    const QJsonObject first = parseLine(run.lines[3]).value(u"Response").toObject();
    QCOMPARE(first.value(u"QueueUrls").toArray(),
             QJsonArray{QStringLiteral("http://localhost:9324/000000000000/q-1")});
    QVERIFY(first.value(u"NextToken").isString());
    const QJsonObject second = parseLine(run.lines[4]).value(u"Response").toObject();
    QCOMPARE(second.keys(), QStringList{u"QueueUrls"_s});
    QCOMPARE(second.value(u"QueueUrls").toArray(),
             QJsonArray{QStringLiteral("http://localhost:9324/000000000000/q-2")});
    QVERIFY2(run.invariantReport.empty(), run.invariantReport.c_str());
}

void TestQueueAttributes::getQueueUrl_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expectedCode");

    QTest::newRow("an existing queue") << "orders"
                                       << "";
    QTest::newRow("an existing FIFO queue") << "jobs.fifo"
                                            << "";
    QTest::newRow("a queue that never existed") << "invoices"
                                                << "AWS.SimpleQueueService.NonExistentQueue";
    QTest::newRow("a deleted queue") << "old"
                                     << "AWS.SimpleQueueService.NonExistentQueue";
    QTest::newRow("a name differing only in case") << "Orders"
                                                   << "AWS.SimpleQueueService.NonExistentQueue";
    QTest::newRow("no name") << ""
                             << "MissingParameter";
}

void TestQueueAttributes::getQueueUrl()
{
    QFETCH(QString, name);
    QFETCH(QString, expectedCode);

    EngineHarness h;
    h.createQueue("orders");
    h.createQueue("jobs.fifo", {{"FifoQueue", "true"}});
    h.createQueue("old");
    QVERIFY(h.engine.deleteQueue({"old"}, h.actor));
    const auto outcome = h.engine.getQueueUrl({name.toStdString(), {}}, h.actor);
    QCOMPARE(codeOf(outcome), expectedCode);
    if (expectedCode.isEmpty())
        QCOMPARE(str(outcome.result().queueUrl), str(urlPrefix) + name);
    else if (expectedCode == QLatin1String("MissingParameter"))
        QCOMPARE(messageOf(outcome),
                 QStringLiteral("The request must contain the parameter QueueName."));
    else
        QCOMPARE(messageOf(outcome), QStringLiteral("The specified queue does not exist."));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::deleteQueueDropsItsMessages()
{
    EngineHarness h;
    const auto q = h.createQueue("orders", {{"VisibilityTimeout", "5"}});
    QVERIFY(h.send(q, "visible"));
    QVERIFY(h.send(q, "delayed", 30));
    QVERIFY(h.send(q, "in flight"));
    const auto r = h.receive(q);
    QCOMPARE(r.result().messages.size(), 1u);
    QVERIFY(h.engine.deleteQueue({q}, h.actor));
    const auto again = h.engine.deleteQueue({q}, h.actor);
    QCOMPARE(codeOf(again), QStringLiteral("AWS.SimpleQueueService.NonExistentQueue"));
    // Timers of the dropped messages fire harmlessly, and no message comes back.
    h.at(120);
    QVERIFY(create(h, "orders").ok());
    QCOMPARE(h.counts(q).visible + h.counts(q).inFlight + h.counts(q).delayed, 0u);
    QCOMPARE(h.receive(q, 10).result().messages.size(), 0u);
    // The old handle belongs to the old queue.
    const auto deleted = h.remove(q, r.result().messages[0].receiptHandle().toString());
    QCOMPARE(codeOf(deleted), QStringLiteral("ReceiptHandleIsInvalid"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestQueueAttributes::nonExistentQueue_data()
{
    QTest::addColumn<QString>("action");
    for (const char *action :
         {"GetQueueAttributes", "SetQueueAttributes", "DeleteQueue", "PurgeQueue", "SendMessage",
          "SendMessageBatch", "ReceiveMessage", "DeleteMessage", "DeleteMessageBatch",
          "ChangeMessageVisibility", "ChangeMessageVisibilityBatch"})
        QTest::newRow(action) << QString::fromLatin1(action);
}

void TestQueueAttributes::nonExistentQueue()
{
    QFETCH(QString, action);

    EngineHarness h;
    const std::string url = urlPrefix + "missing";
    ApiError error;
    auto take = [&](const auto &outcome) {
        QVERIFY(!outcome.ok());
        error = outcome.error();
    };
    const ActorId a = h.actor;
    QueueEngine &e = h.engine;
    if (action == QLatin1String("GetQueueAttributes"))
        take(e.getQueueAttributes({url, {"All"}}, a));
    else if (action == QLatin1String("SetQueueAttributes"))
        take(e.setQueueAttributes({url, {{"DelaySeconds", "1"}}}, a));
    else if (action == QLatin1String("DeleteQueue"))
        take(e.deleteQueue({url}, a));
    else if (action == QLatin1String("PurgeQueue"))
        take(e.purgeQueue({url}, a));
    else if (action == QLatin1String("SendMessage"))
        take(h.send(url, "x"));
    else if (action == QLatin1String("SendMessageBatch")) {
        SendMessageBatchRequest request;
        request.queueUrl = url;
        request.entries.emplace_back();
        request.entries.back().id = "1";
        // A std::string, not the literal: GCC 12 at -O3 reports a false -Wrestrict for an
        // optional<string> assigned from a literal.
        request.entries.back().messageBody = std::string("x");
        take(e.sendMessageBatch(request, a));
    } else if (action == QLatin1String("ReceiveMessage"))
        take(h.receive(url));
    else if (action == QLatin1String("DeleteMessage"))
        take(h.remove(url, "m1.r1"));
    else if (action == QLatin1String("DeleteMessageBatch"))
        take(e.deleteMessageBatch({url, {{"1", "m1.r1"}}}, a));
    else if (action == QLatin1String("ChangeMessageVisibility"))
        take(h.changeVisibility(url, "m1.r1", 5));
    else
        take(e.changeMessageVisibilityBatch({url, {{"1", "m1.r1", 5}}}, a));
    QCOMPARE(QString::fromLatin1(codeName(error.code)),
             QStringLiteral("AWS.SimpleQueueService.NonExistentQueue"));
    QCOMPARE(httpStatus(error.code), 400);
    QCOMPARE(str(error.message), QStringLiteral("The specified queue does not exist."));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

QTEST_GUILESS_MAIN(TestQueueAttributes)
#include "tst_queueattributes.moc"
