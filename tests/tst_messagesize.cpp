// SPDX-License-Identifier: GPL-3.0-or-later
// SEMANTICS.md section 7: message size, body and attributes. The 1 MiB default, what counts
// towards the size, the exact limit accepted, the single-send, batch-entry and whole-batch error
// texts, the empty body, invalid characters and the 10-attribute cap.

#include "enginetest.h"

#include <QJsonArray>

using namespace inflight;
using namespace inflight::test;

namespace {

MessageAttributeValue stringAttribute(const std::string &value, const std::string &type = "String")
{
    return {type, value, {}};
}

/// The AWS-recorded attribute: name "k", type "String", value "x": 8 bytes.
MessageAttributeMap kStringX()
{
    return {{"k", stringAttribute("x")}};
}

Outcome<SendMessageResult> sendMessage(EngineHarness &h, const std::string &queue,
                                       std::optional<std::string> body,
                                       MessageAttributeMap attributes = {},
                                       MessageAttributeMap systemAttributes = {})
{
    SendMessageRequest request;
    request.queueUrl = queue;
    request.messageBody = std::move(body);
    request.messageAttributes = std::move(attributes);
    request.messageSystemAttributes = std::move(systemAttributes);
    return h.engine.sendMessage(request, h.actor);
}

SendMessageBatchEntry batchEntry(const std::string &id, std::string body,
                                 MessageAttributeMap attributes = {})
{
    SendMessageBatchEntry entry;
    entry.id = id;
    entry.messageBody = std::move(body);
    entry.messageAttributes = std::move(attributes);
    return entry;
}

/// A UTF-8 string of the code point `c`, repeated `n` times.
std::string repeatCodePoint(char32_t c, int n)
{
    const QString one = QString::fromUcs4(&c, 1);
    return one.repeated(n).toStdString();
}

const char *invalidCharactersMessage =
    "Invalid characters found. Valid unicode characters are #x9 | #xA | #xD | #x20 to #xD7FF | "
    "#xE000 to #xFFFD | #x10000 to #x10FFFF";

} // namespace

class TestMessageSize : public QObject {
    Q_OBJECT

private slots:
    void maximumMessageSizeAttribute_data();
    void maximumMessageSizeAttribute();
    void sizeCounted_data();
    void sizeCounted();
    void batchEntryOverLimitIsPartialFailure();
    void batchEntryFailureJsonShape();
    void batchRequestTooLong_data();
    void batchRequestTooLong();
    void emptyBody_data();
    void emptyBody();
    void bodyCharacters_data();
    void bodyCharacters();
    void attributeCount_data();
    void attributeCount();
    void attributeName_data();
    void attributeName();
};

void TestMessageSize::maximumMessageSizeAttribute_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("1023, below the minimum") << "1023" << false;
    QTest::newRow("1024, the minimum") << "1024" << true;
    QTest::newRow("262144, the old 256 KiB limit") << "262144" << true;
    QTest::newRow("1048576, the maximum (1 MiB)") << "1048576" << true;
    QTest::newRow("1048577, above the maximum") << "1048577" << false;
}

void TestMessageSize::maximumMessageSizeAttribute()
{
    QFETCH(QString, value);
    QFETCH(bool, accepted);
    EngineHarness h;
    const auto q = h.createQueue("sized");
    // The default is 1 MiB, not the 256 KiB older articles give.
    QCOMPARE(h.attribute(q, "MaximumMessageSize"), std::string("1048576"));
    const auto outcome =
        h.engine.setQueueAttributes({q, {{"MaximumMessageSize", value.toStdString()}}}, h.actor);
    QCOMPARE(outcome.ok(), accepted);
    if (!accepted) {
        QCOMPARE(codeOf(outcome.code()), QStringLiteral("InvalidAttributeValue"));
        QCOMPARE(str(outcome.error().message),
                 QStringLiteral("Invalid value for the parameter MaximumMessageSize."));
    }
    QCOMPARE(str(h.attribute(q, "MaximumMessageSize")),
             accepted ? value : QStringLiteral("1048576"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMessageSize::sizeCounted_data()
{
    QTest::addColumn<QString>("maximumSize"); // "" = the default
    QTest::addColumn<int>("bodyBytes");
    QTest::addColumn<QString>("extra");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<int>("limitInMessage");

    QTest::newRow("default limit, body of exactly 1048576 bytes accepted")
        << "" << 1048576 << "" << true << 0;
    QTest::newRow("default limit, body of 1048577 bytes rejected")
        << "" << 1048577 << "" << false << 1048576;
    QTest::newRow("default limit, 262145 bytes (over the old 256 KiB) accepted")
        << "" << 262145 << "" << true << 0;
    QTest::newRow("1024 limit, body of exactly 1024 bytes accepted (AWS-recorded)")
        << "1024" << 1024 << "" << true << 0;
    QTest::newRow("1024 limit, body of 1025 bytes rejected")
        << "1024" << 1025 << "" << false << 1024;
    QTest::newRow("1024 limit, 1017 body + k/String/x = 1025 rejected (AWS-recorded)")
        << "1024" << 1017 << "kStringX" << false << 1024;
    QTest::newRow("1024 limit, 1016 body + k/String/x = 1024 accepted")
        << "1024" << 1016 << "kStringX" << true << 0;
    QTest::newRow("1024 limit, custom type name bytes count: 1009 + k/Number.int/12345 = 1025")
        << "1024" << 1009 << "numberInt" << false << 1024;
    QTest::newRow("1024 limit, custom type name bytes count: 1008 + k/Number.int/12345 = 1024")
        << "1024" << 1008 << "numberInt" << true << 0;
    QTest::newRow(
        "1024 limit, binary value counts its raw bytes: 1000 + bin/Binary/15 bytes = 1024")
        << "1024" << 1000 << "binary" << true << 0;
    QTest::newRow(
        "1024 limit, binary value counts its raw bytes: 1001 + bin/Binary/15 bytes = 1025")
        << "1024" << 1001 << "binary" << false << 1024;
    QTest::newRow("1024 limit, AWSTraceHeader does not count: 1024 body + trace header accepted")
        << "1024" << 1024 << "trace" << true << 0;
    QTest::newRow("1024 limit, body counted in UTF-8 bytes: 512 two-byte characters accepted")
        << "1024" << -512 << "" << true << 0;
    QTest::newRow("1024 limit, body counted in UTF-8 bytes: 513 two-byte characters rejected")
        << "1024" << -513 << "" << false << 1024;
}

void TestMessageSize::sizeCounted()
{
    QFETCH(QString, maximumSize);
    QFETCH(int, bodyBytes);
    QFETCH(QString, extra);
    QFETCH(bool, accepted);
    QFETCH(int, limitInMessage);

    EngineHarness h;
    AttributeMap attributes;
    if (!maximumSize.isEmpty())
        attributes["MaximumMessageSize"] = maximumSize.toStdString();
    const auto q = h.createQueue("sized", attributes);
    QVERIFY(!q.empty());

    // A negative size means that many "é" (2 bytes each in UTF-8).
    const std::string body = bodyBytes >= 0 ? std::string(static_cast<std::size_t>(bodyBytes), 'a')
                                            : repeatCodePoint(U'\u00e9', -bodyBytes);
    MessageAttributeMap messageAttributes;
    MessageAttributeMap systemAttributes;
    if (extra == QLatin1String("kStringX"))
        messageAttributes = kStringX();
    else if (extra == QLatin1String("numberInt"))
        messageAttributes = {{"k", stringAttribute("12345", "Number.int")}};
    else if (extra == QLatin1String("binary"))
        messageAttributes = {{"bin", {"Binary", {}, std::string(15, '\x01')}}};
    else if (extra == QLatin1String("trace"))
        systemAttributes = {
            {"AWSTraceHeader", stringAttribute("Root=1-5759e988-bd862e3fe1be46a994272793;"
                                               "Sampled=1")}};

    const auto outcome = sendMessage(h, q, body, messageAttributes, systemAttributes);
    QCOMPARE(outcome.ok(), accepted);
    if (!accepted) {
        QCOMPARE(codeOf(outcome.code()), QStringLiteral("InvalidParameterValue"));
        QCOMPARE(str(outcome.error().message),
                 QStringLiteral("One or more parameters are invalid. Reason: Message must be "
                                "shorter than %1 bytes.")
                     .arg(limitInMessage));
        QCOMPARE(h.counts(q).visible, 0u);
    } else {
        QCOMPARE(h.counts(q).visible, 1u);
        QCOMPARE(h.engine.messageBody(outcome.result().message), body);
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMessageSize::batchEntryOverLimitIsPartialFailure()
{
    // AWS-recorded test_send_batch_message_size: MaximumMessageSize 1024; the oversized entry
    // fails on its own, with the batch wording ("cannot be validated"), and the others are sent.
    EngineHarness h;
    const auto q = h.createQueue("sized", {{"MaximumMessageSize", "1024"}});
    SendMessageBatchRequest request;
    request.queueUrl = q;
    request.entries = {batchEntry("small", "ok"), batchEntry("exact", std::string(1024, 'e')),
                       batchEntry("big", std::string(1017, 'b'), kStringX()),
                       batchEntry("after", "also ok")};
    const auto outcome = h.engine.sendMessageBatch(request, h.actor);
    QVERIFY(outcome.ok());
    const auto &result = outcome.result();
    QCOMPARE(result.successful.size(), 3u);
    QCOMPARE(str(result.successful[0].id), QStringLiteral("small"));
    QCOMPARE(str(result.successful[1].id), QStringLiteral("exact"));
    QCOMPARE(str(result.successful[2].id), QStringLiteral("after"));
    QCOMPARE(result.failed.size(), 1u);
    const BatchResultErrorEntry &failed = result.failed[0];
    QCOMPARE(str(failed.id), QStringLiteral("big"));
    QCOMPARE(str(failed.code), QStringLiteral("InvalidParameterValue"));
    QVERIFY(failed.senderFault);
    QCOMPARE(str(failed.message),
             QStringLiteral("One or more parameters cannot be validated. "
                            "Reason: Message must be shorter than 1024 bytes."));
    QCOMPARE(h.counts(q).visible, 3u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMessageSize::batchEntryFailureJsonShape()
{
    const std::string big(1025, 'b');
    const auto run = runScript({
        R"({"Action": "CreateQueue", "QueueName": "sized", "Attributes": {"MaximumMessageSize": "1024"}})",
        R"({"Action": "SendMessageBatch", "QueueUrl": "sized", "Entries": [{"Id": "a", "MessageBody": "fine"}, {"Id": "b", "MessageBody": ")" +
            big + R"("}]})",
        R"({"Action": "SendMessage", "QueueUrl": "sized", "MessageBody": ")" + big + R"("})",
    });
    QCOMPARE(run.lines.size(), 3u);
    QCOMPARE(path(run.lines[1], "Response.Successful").toArray().size(), 1);
    QCOMPARE(path(run.lines[1], "Response.Successful.0.Id").toString(), QStringLiteral("a"));
    QCOMPARE(path(run.lines[1], "Response.Failed").toArray().size(), 1);
    QCOMPARE(path(run.lines[1], "Response.Failed.0.Id").toString(), QStringLiteral("b"));
    QCOMPARE(path(run.lines[1], "Response.Failed.0.SenderFault").toBool(), true);
    QCOMPARE(path(run.lines[1], "Response.Failed.0.Code").toString(),
             QStringLiteral("InvalidParameterValue"));
    QCOMPARE(path(run.lines[1], "Response.Failed.0.Message").toString(),
             QStringLiteral("One or more parameters cannot be validated. Reason: Message must be "
                            "shorter than 1024 bytes."));
    QCOMPARE(path(run.lines[2], "Error.Code").toString(), QStringLiteral("InvalidParameterValue"));
    QCOMPARE(path(run.lines[2], "Error.Message").toString(),
             QStringLiteral("One or more parameters are invalid. Reason: Message must be shorter "
                            "than 1024 bytes."));
    QVERIFY2(run.invariantReport.empty(), run.invariantReport.c_str());
}

void TestMessageSize::batchRequestTooLong_data()
{
    QTest::addColumn<QList<int>>("bodySizes");
    QTest::addColumn<bool>("withAttribute");
    QTest::addColumn<int>("sentBytes"); // 0 = accepted
    QTest::newRow("one entry of 1048577 bytes (moto aws_verified)")
        << QList<int>{1048577} << false << 1048577;
    QTest::newRow("two entries totalling 1048577 bytes (AWS-recorded text)")
        << QList<int>{524288, 524289} << false << 1048577;
    QTest::newRow("ten entries totalling exactly 1048576 bytes accepted")
        << QList<int>{104857, 104857, 104857, 104857, 104857,
                      104857, 104857, 104857, 104857, 104863}
        << false << 0;
    QTest::newRow("attribute bytes count towards the total: 1048569 + k/String/x = 1048577")
        << QList<int>{1048569} << true << 1048577;
    QTest::newRow("attribute bytes count towards the total: 1048568 + k/String/x = 1048576")
        << QList<int>{1048568} << true << 0;
}

void TestMessageSize::batchRequestTooLong()
{
    QFETCH(QList<int>, bodySizes);
    QFETCH(bool, withAttribute);
    QFETCH(int, sentBytes);
    EngineHarness h;
    const auto q = h.createQueue("sized");
    SendMessageBatchRequest request;
    request.queueUrl = q;
    int id = 0;
    for (const int size : bodySizes)
        request.entries.push_back(batchEntry(numbered("e", ++id),
                                             std::string(static_cast<std::size_t>(size), 'x'),
                                             withAttribute ? kStringX() : MessageAttributeMap{}));
    const auto outcome = h.engine.sendMessageBatch(request, h.actor);
    if (sentBytes == 0) {
        QVERIFY(outcome.ok());
        QCOMPARE(outcome.result().successful.size(), static_cast<std::size_t>(bodySizes.size()));
        QVERIFY(outcome.result().failed.empty());
        QCOMPARE(h.counts(q).visible, static_cast<std::uint64_t>(bodySizes.size()));
    } else {
        // The whole request fails; nothing is sent.
        QCOMPARE(codeOf(outcome.code()),
                 QStringLiteral("AWS.SimpleQueueService.BatchRequestTooLong"));
        QCOMPARE(str(outcome.error().message),
                 QStringLiteral("Batch requests cannot be longer than 1048576 bytes. You have sent "
                                "%1 bytes.")
                     .arg(sentBytes));
        QCOMPARE(httpStatus(outcome.code()), 400);
        QCOMPARE(h.counts(q).visible, 0u);
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMessageSize::emptyBody_data()
{
    QTest::addColumn<bool>("present");
    QTest::addColumn<bool>("fifo");
    QTest::newRow("standard, MessageBody absent") << false << false;
    QTest::newRow("standard, MessageBody empty (MissingParameter, not InvalidParameterValue)")
        << true << false;
    QTest::newRow("fifo, MessageBody empty") << true << true;
}

void TestMessageSize::emptyBody()
{
    QFETCH(bool, present);
    QFETCH(bool, fifo);
    EngineHarness h;
    const auto q = fifo ? h.createQueue("bodies.fifo", {{"FifoQueue", "true"},
                                                        {"ContentBasedDeduplication", "true"}})
                        : h.createQueue("bodies");
    SendMessageRequest request;
    request.queueUrl = q;
    if (present)
        request.messageBody = std::string();
    if (fifo)
        request.messageGroupId = "g1";
    const auto outcome = h.engine.sendMessage(request, h.actor);
    QCOMPARE(codeOf(outcome.code()), QStringLiteral("MissingParameter"));
    QCOMPARE(str(outcome.error().message),
             QStringLiteral("The request must contain the parameter MessageBody."));
    QCOMPARE(h.counts(q).visible, 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMessageSize::bodyCharacters_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("tab #x9") << QByteArray("a\tb") << true;
    QTest::newRow("line feed #xA") << QByteArray("a\nb") << true;
    QTest::newRow("carriage return #xD") << QByteArray("a\rb") << true;
    QTest::newRow("space #x20") << QByteArray(" ") << true;
    QTest::newRow("#xD7FF, the end of the first range") << QByteArray("\xed\x9f\xbf") << true;
    QTest::newRow("#xE000, the start of the second range") << QByteArray("\xee\x80\x80") << true;
    QTest::newRow("#xFFFD, the end of the second range") << QByteArray("\xef\xbf\xbd") << true;
    QTest::newRow("#x10000, the start of the astral range")
        << QByteArray("\xf0\x90\x80\x80") << true;
    QTest::newRow("#x10FFFF, the last code point") << QByteArray("\xf4\x8f\xbf\xbf") << true;
    QTest::newRow("emoji") << QByteArray("order \xf0\x9f\x93\xa6 shipped") << true;
    QTest::newRow("NUL #x0") << QByteArray("a\0b", 3) << false;
    QTest::newRow("control #x1") << QByteArray("a\x01"
                                               "b")
                                 << false;
    QTest::newRow("control #x1F") << QByteArray("a\x1f"
                                                "b")
                                  << false;
    QTest::newRow("#xFFFE, not a character") << QByteArray("\xef\xbf\xbe") << false;
    QTest::newRow("#xFFFF, not a character") << QByteArray("\xef\xbf\xbf") << false;
    QTest::newRow("a surrogate #xD800 encoded in UTF-8") << QByteArray("\xed\xa0\x80") << false;
    QTest::newRow("bytes that are not UTF-8") << QByteArray("\xff\xfe") << false;
}

void TestMessageSize::bodyCharacters()
{
    QFETCH(QByteArray, body);
    QFETCH(bool, accepted);
    EngineHarness h;
    const auto q = h.createQueue("chars");
    const auto outcome = sendMessage(h, q, body.toStdString());
    QCOMPARE(outcome.ok(), accepted);
    if (!accepted) {
        QCOMPARE(codeOf(outcome.code()), QStringLiteral("InvalidMessageContents"));
        QCOMPARE(str(outcome.error().message), QString::fromLatin1(invalidCharactersMessage));
    }

    // In a batch the same check fails the entry only.
    SendMessageBatchRequest batch;
    batch.queueUrl = q;
    batch.entries = {batchEntry("checked", body.toStdString()), batchEntry("plain", "plain")};
    const auto batched = h.engine.sendMessageBatch(batch, h.actor);
    QVERIFY(batched.ok());
    QCOMPARE(batched.result().successful.size(), accepted ? 2u : 1u);
    QCOMPARE(batched.result().failed.size(), accepted ? 0u : 1u);
    if (!accepted)
        QCOMPARE(str(batched.result().failed[0].code), QStringLiteral("InvalidMessageContents"));
    QCOMPARE(h.counts(q).visible, accepted ? 3u : 1u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMessageSize::attributeCount_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("withTraceHeader");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("no attributes") << 0 << false << true;
    QTest::newRow("10 attributes, the maximum") << 10 << false << true;
    QTest::newRow("11 attributes") << 11 << false << false;
    QTest::newRow("10 attributes plus AWSTraceHeader (a system attribute, not counted)")
        << 10 << true << true;
}

void TestMessageSize::attributeCount()
{
    QFETCH(int, count);
    QFETCH(bool, withTraceHeader);
    QFETCH(bool, accepted);
    EngineHarness h;
    const auto q = h.createQueue("attrs");
    MessageAttributeMap attributes;
    for (int i = 0; i < count; ++i)
        attributes[numbered("attr", i)] = stringAttribute("v");
    MessageAttributeMap system;
    if (withTraceHeader)
        system["AWSTraceHeader"] = stringAttribute("Root=1-00000000-000000000000000000000000");
    const auto outcome = sendMessage(h, q, "body", attributes, system);
    QCOMPARE(outcome.ok(), accepted);
    if (!accepted) {
        QCOMPARE(codeOf(outcome.code()), QStringLiteral("InvalidParameterValue"));
        // Not in SEMANTICS.md; the engine's text follows AWS's.
        QCOMPARE(str(outcome.error().message),
                 QStringLiteral("Number of message attributes [%1] exceeds the allowed maximum "
                                "[10].")
                     .arg(count));
    } else {
        QCOMPARE(h.engine.messageAttributes(outcome.result().message).size(),
                 static_cast<std::size_t>(count));
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestMessageSize::attributeName_data()
{
    // The SendMessage reference: A-Z, a-z, 0-9, '_', '-', '.'; up to 256 characters; not
    // starting with AWS. or Amazon. in any casing; no leading or trailing '.', no "..".
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("letters, digits, _ - .") << "Order_id-2.v1" << true;
    QTest::newRow("256 characters") << QString(256, u'a') << true;
    QTest::newRow("257 characters") << QString(257, u'a') << false;
    QTest::newRow("AmazonFoo: no period after Amazon") << "AmazonFoo" << true;
    QTest::newRow("AWSome: no period after AWS") << "AWSome" << true;
    QTest::newRow("AWS.x") << "AWS.x" << false;
    QTest::newRow("aws.x, any casing") << "aws.x" << false;
    QTest::newRow("Amazon.x") << "Amazon.x" << false;
    QTest::newRow("AMAZON.x, any casing") << "AMAZON.x" << false;
    QTest::newRow("a leading period") << ".foo" << false;
    QTest::newRow("a trailing period") << "foo." << false;
    QTest::newRow("two periods in a row") << "a..b" << false;
    QTest::newRow("a space") << "a b" << false;
    QTest::newRow("non-ASCII") << QStringLiteral("caf\u00e9") << false;
    QTest::newRow("a slash") << "a/b" << false;
}

void TestMessageSize::attributeName()
{
    QFETCH(QString, name);
    QFETCH(bool, accepted);
    EngineHarness h;
    const auto q = h.createQueue("names");
    const auto outcome = sendMessage(h, q, "body", {{name.toStdString(), stringAttribute("v")}});
    QCOMPARE(outcome.ok(), accepted);
    if (!accepted)
        QCOMPARE(codeOf(outcome.code()), QStringLiteral("InvalidParameterValue"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

QTEST_GUILESS_MAIN(TestMessageSize)
#include "tst_messagesize.moc"
