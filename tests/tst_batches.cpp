// SPDX-License-Identifier: GPL-3.0-or-later
// SEMANTICS.md section 12 (and the batch parts of section 7): SendMessageBatch,
// DeleteMessageBatch and ChangeMessageVisibilityBatch. Whole-request errors with their exact
// codes and messages, per-entry partial failures, the FIFO rule that a missing group or
// deduplication id fails the whole request, and the JSON shape of batch responses.

#include "enginetest.h"

#include <QJsonArray>

using namespace inflight;
using namespace inflight::test;
using namespace Qt::StringLiterals;

namespace {

SendMessageBatchEntry sendEntry(const std::string &id, const std::string &body)
{
    SendMessageBatchEntry entry;
    entry.id = id;
    entry.messageBody = body;
    return entry;
}

/// "Id Code SenderFault Message" per failed entry, in response order.
QStringList failures(const std::vector<BatchResultErrorEntry> &failed)
{
    QStringList out;
    for (const BatchResultErrorEntry &f : failed)
        out << str(f.id + " " + f.code + " " + (f.senderFault ? "sender" : "service") + " " +
                   f.message);
    return out;
}

QStringList successfulIds(const std::vector<std::string> &ids)
{
    QStringList out;
    for (const std::string &id : ids)
        out << str(id);
    return out;
}

QStringList successfulIds(const std::vector<SendMessageBatchResultEntry> &entries)
{
    QStringList out;
    for (const SendMessageBatchResultEntry &e : entries)
        out << str(e.id);
    return out;
}

QString invalidId()
{
    return u"A batch entry id can only contain alphanumeric characters, hyphens and underscores. "
           "It can be at most 80 letters long."_s;
}

QString handleGone(const std::string &handle)
{
    return str("Value " + handle +
               " for parameter ReceiptHandle is invalid. Reason: Message does not exist or is not "
               "available for visibility timeout change.");
}

} // namespace

class TestBatches : public QObject {
    Q_OBJECT

private slots:
    void wholeRequestErrors_data();
    void wholeRequestErrors();
    void batchRequestTooLong_data();
    void batchRequestTooLong();
    void sendBatchPartialFailures();
    void fifoSendBatch_data();
    void fifoSendBatch();
    void deleteBatchPartialFailures();
    void fifoDeleteBatchWithAnExpiredHandle();
    void changeVisibilityBatchPartialFailures();
    void batchResponsesInScript();
};

// --- Whole-request errors
// -------------------------------------------------------------------------

void TestBatches::wholeRequestErrors_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QStringList>("ids");
    QTest::addColumn<QString>("expectedCode");
    QTest::addColumn<QString>("expectedMessage");

    auto numbered = [](int count) {
        QStringList ids;
        for (int i = 1; i <= count; ++i)
            ids << QStringLiteral("id_%1").arg(i);
        return ids;
    };
    const QString tooMany = u"AWS.SimpleQueueService.TooManyEntriesInBatchRequest"_s;
    const QString empty = u"AWS.SimpleQueueService.EmptyBatchRequest"_s;
    const QString badId = u"AWS.SimpleQueueService.InvalidBatchEntryId"_s;
    const QString repeated = u"AWS.SimpleQueueService.BatchEntryIdsNotDistinct"_s;
    const struct {
        const char *action;
        const char *entryType;
    } actions[] = {
        {"SendMessageBatch", "SendMessageBatchRequestEntry"},
        {"DeleteMessageBatch", "DeleteMessageBatchRequestEntry"},
        {"ChangeMessageVisibilityBatch", "ChangeMessageVisibilityBatchRequestEntry"},
    };
    for (const auto &a : actions) {
        const QString action = QString::fromLatin1(a.action);
        QTest::addRow("%s, 10 entries are accepted", a.action)
            << action << numbered(10) << QString() << QString();
        QTest::addRow("%s, 11 entries", a.action)
            << action << numbered(11) << tooMany
            << u"Maximum number of entries per request are 10. You have sent 11."_s;
        QTest::addRow("%s, 20 entries (AWS-recorded)", a.action)
            << action << numbered(20) << tooMany
            << u"Maximum number of entries per request are 10. You have sent 20."_s;
        QTest::addRow("%s, no entries", a.action)
            << action << QStringList{} << empty
            << u"There should be at least one "_s + QString::fromLatin1(a.entryType) +
                   u" in the request."_s;
        QTest::addRow("%s, an empty id", a.action)
            << action << QStringList{u"ok"_s, QString()} << badId << invalidId();
        QTest::addRow("%s, an id of 81 characters", a.action)
            << action << QStringList{QString(81, QLatin1Char('a'))} << badId << invalidId();
        QTest::addRow("%s, an id of 80 characters is accepted", a.action)
            << action << QStringList{QString(80, QLatin1Char('a'))} << QString() << QString();
        QTest::addRow("%s, an id with a colon", a.action)
            << action << QStringList{u"entry:1"_s} << badId << invalidId();
        QTest::addRow("%s, an id with a dot", a.action)
            << action << QStringList{u"entry.1"_s} << badId << invalidId();
        QTest::addRow("%s, an id with a space", a.action)
            << action << QStringList{u"entry 1"_s} << badId << invalidId();
        QTest::addRow("%s, hyphens and underscores are accepted", a.action)
            << action << QStringList{u"Entry-1_a"_s, u"-_-"_s} << QString() << QString();
        QTest::addRow("%s, repeated ids: only the first repeat is reported", a.action)
            << action << QStringList{u"id_1"_s, u"id_2"_s, u"id_3"_s, u"id_3"_s, u"id_2"_s}
            << repeated << u"Id id_3 repeated."_s;
        QTest::addRow("%s, ids differing in case are distinct", a.action)
            << action << QStringList{u"id"_s, u"ID"_s} << QString() << QString();
        QTest::addRow("%s, 11 entries with a repeated id: too many first (engine's choice)",
                      a.action)
            << action << (numbered(10) << u"id_1"_s) << tooMany
            << u"Maximum number of entries per request are 10. You have sent 11."_s;
        QTest::addRow("%s, a bad id and a repeat: the bad id first (engine's choice)", a.action)
            << action << QStringList{u"a"_s, u"a"_s, u"b:c"_s} << badId << invalidId();
    }
}

void TestBatches::wholeRequestErrors()
{
    QFETCH(QString, action);
    QFETCH(QStringList, ids);
    QFETCH(QString, expectedCode);
    QFETCH(QString, expectedMessage);

    EngineHarness h;
    const auto q = h.createQueue("orders");
    QVERIFY(h.send(q, "in flight"));
    const auto received = h.receive(q);
    const std::string handle = received.result().messages.at(0).receiptHandle().toString();
    const auto logBefore = h.engine.log().size();

    ErrorCode code = ErrorCode::None;
    std::string message;
    std::size_t answered = 0;
    if (action == QLatin1String("SendMessageBatch")) {
        SendMessageBatchRequest request;
        request.queueUrl = q;
        for (const QString &id : ids)
            request.entries.push_back(sendEntry(id.toStdString(), "body"));
        const auto outcome = h.engine.sendMessageBatch(request, h.actor);
        code = outcome.code();
        message = outcome.ok() ? std::string() : outcome.error().message;
        if (outcome)
            answered = outcome.result().successful.size() + outcome.result().failed.size();
    } else if (action == QLatin1String("DeleteMessageBatch")) {
        DeleteMessageBatchRequest request;
        request.queueUrl = q;
        for (const QString &id : ids)
            request.entries.push_back({id.toStdString(), handle});
        const auto outcome = h.engine.deleteMessageBatch(request, h.actor);
        code = outcome.code();
        message = outcome.ok() ? std::string() : outcome.error().message;
        if (outcome)
            answered = outcome.result().successful.size() + outcome.result().failed.size();
    } else {
        ChangeMessageVisibilityBatchRequest request;
        request.queueUrl = q;
        for (const QString &id : ids)
            request.entries.push_back({id.toStdString(), handle, 60});
        const auto outcome = h.engine.changeMessageVisibilityBatch(request, h.actor);
        code = outcome.code();
        message = outcome.ok() ? std::string() : outcome.error().message;
        if (outcome)
            answered = outcome.result().successful.size() + outcome.result().failed.size();
    }
    QCOMPARE(QString::fromLatin1(codeName(code)), expectedCode);
    QCOMPARE(str(message), expectedMessage);
    if (expectedCode.isEmpty()) {
        // Every entry is answered, as a success or a failure.
        QCOMPARE(answered, static_cast<std::size_t>(ids.size()));
    } else {
        QCOMPARE(httpStatus(code), 400);
        // A whole-request error does nothing: only the ApiCall event was logged.
        QCOMPARE(h.engine.log().size(), logBefore + 1);
        QCOMPARE(h.engine.messageCount(), 1u);
        QCOMPARE(h.counts(q).inFlight, 1u);
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestBatches::batchRequestTooLong_data()
{
    QTest::addColumn<QList<int>>("bodySizes");
    QTest::addColumn<bool>("withAttribute");
    QTest::addColumn<int>("total");

    // total is the byte count when the request is refused, 0 when it is accepted.
    QTest::newRow("two entries of 512 KiB: exactly 1 MiB is accepted")
        << QList<int>{524288, 524288} << false << 0;
    QTest::newRow("two entries totalling 1 MiB + 1 (AWS-recorded)")
        << QList<int>{524288, 524289} << false << 1048577;
    QTest::newRow("a single entry of 1 MiB + 1 (moto aws_verified)")
        << QList<int>{1048577} << false << 1048577;
    QTest::newRow("ten entries totalling 1 MiB + 10")
        << QList<int>{104858, 104858, 104858, 104858, 104858,
                      104858, 104858, 104858, 104858, 104858}
        << false << 1048580;
    QTest::newRow("message attributes count towards the total (name + type + value)")
        << QList<int>{1048570} << true << 1048578;
}

void TestBatches::batchRequestTooLong()
{
    QFETCH(QList<int>, bodySizes);
    QFETCH(bool, withAttribute);
    QFETCH(int, total);

    EngineHarness h;
    const auto q = h.createQueue("orders");
    SendMessageBatchRequest request;
    request.queueUrl = q;
    for (int size : bodySizes) {
        request.entries.push_back(sendEntry(numbered("e", request.entries.size()),
                                            std::string(static_cast<std::size_t>(size), 'x')));
        if (withAttribute)
            request.entries.back().messageAttributes["k"] = {"String", "x", {}};
    }
    const auto outcome = h.engine.sendMessageBatch(request, h.actor);
    if (total == 0) {
        QCOMPARE(codeOf(outcome), QString());
        QCOMPARE(outcome.result().successful.size(), static_cast<std::size_t>(bodySizes.size()));
        QCOMPARE(h.counts(q).visible, static_cast<std::uint64_t>(bodySizes.size()));
    } else {
        QCOMPARE(codeOf(outcome), u"AWS.SimpleQueueService.BatchRequestTooLong"_s);
        QCOMPARE(httpStatus(outcome.code()), 400);
        QCOMPARE(messageOf(outcome), QStringLiteral("Batch requests cannot be longer than 1048576 "
                                                    "bytes. You have sent %1 bytes.")
                                         .arg(total));
        QCOMPARE(h.engine.messageCount(), 0u);
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

// --- Per-entry failures
// ---------------------------------------------------------------------------

void TestBatches::sendBatchPartialFailures()
{
    // AWS-recorded test_send_batch_message_size: an entry over the queue's maximum is a partial
    // failure with "cannot be validated" (a single SendMessage says "are invalid").
    EngineHarness h;
    const auto q = h.createQueue("small", {{"MaximumMessageSize", "1024"}});
    SendMessageBatchRequest request;
    request.queueUrl = q;
    request.entries.push_back(sendEntry("exactly-the-limit", std::string(1024, 'a')));
    request.entries.push_back(sendEntry("one-byte-over", std::string(1025, 'b')));
    request.entries.push_back(sendEntry("over-with-attribute", std::string(1017, 'c')));
    request.entries.back().messageAttributes["k"] = {"String", "x", {}};
    request.entries.push_back(sendEntry("empty-body", ""));
    request.entries.push_back(sendEntry("control-character", std::string("bad\x01", 4)));
    request.entries.push_back(sendEntry("delay-too-long", "d"));
    request.entries.back().delaySeconds = 901;
    request.entries.push_back(sendEntry("delayed", "e"));
    request.entries.back().delaySeconds = 5;
    const auto outcome = h.engine.sendMessageBatch(request, h.actor);
    QCOMPARE(codeOf(outcome), QString());
    QCOMPARE(successfulIds(outcome.result().successful),
             (QStringList{u"exactly-the-limit"_s, u"delayed"_s}));
    const QString tooBig = u"InvalidParameterValue sender One or more parameters cannot be "
                           "validated. Reason: Message must be shorter than 1024 bytes."_s;
    QCOMPARE(failures(outcome.result().failed),
             (QStringList{
                 u"one-byte-over "_s + tooBig,
                 u"over-with-attribute "_s + tooBig,
                 // Engine's choice: the single-send errors, entry by entry.
                 u"empty-body MissingParameter sender The request must contain the parameter "
                 "MessageBody."_s,
                 u"control-character InvalidMessageContents sender Invalid characters found. Valid "
                 "unicode characters are #x9 | #xA | #xD | #x20 to #xD7FF | #xE000 to #xFFFD | "
                 "#x10000 to #x10FFFF"_s,
                 u"delay-too-long InvalidParameterValue sender Value 901 for parameter "
                 "DelaySeconds is invalid. Reason: DelaySeconds must be >= 0 and <= 900."_s,
             }));
    QCOMPARE(h.counts(q).visible, 1u);
    QCOMPARE(h.counts(q).delayed, 1u);
    // The successful entries are real messages, in entry order.
    QCOMPARE(h.engine.messageBody(outcome.result().successful[0].message), std::string(1024, 'a'));
    QCOMPARE(h.engine.messageBody(outcome.result().successful[1].message), std::string("e"));
    QCOMPARE(outcome.result().successful[0].sequenceNumber, 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestBatches::fifoSendBatch_data()
{
    QTest::addColumn<bool>("contentBasedDeduplication");
    QTest::addColumn<QString>("flaw");
    QTest::addColumn<QString>("expectedError");
    QTest::addColumn<QString>("expectedFailure");

    // The second of three entries has the flaw.
    QTest::newRow("all entries complete") << false << ""
                                          << ""
                                          << "";
    QTest::newRow("an entry without MessageGroupId fails the whole request (AWS-recorded)")
        << false << "no group"
        << "The request must contain the parameter MessageGroupId."
        << "";
    QTest::newRow("an entry without MessageDeduplicationId fails the whole request "
                  "(AWS-recorded)")
        << false << "no dedup"
        << "The queue should either have ContentBasedDeduplication enabled or "
           "MessageDeduplicationId provided explicitly"
        << "";
    QTest::newRow("without MessageDeduplicationId under content-based deduplication")
        << true << "no dedup"
        << ""
        << "";
    QTest::newRow("without MessageGroupId under content-based deduplication still fails")
        << true << "no group"
        << "The request must contain the parameter MessageGroupId."
        << "";
    QTest::newRow("a group id with a space is a per-entry failure (engine's choice)")
        << false << "bad group"
        << ""
        << "InvalidParameterValue sender Value bad group for parameter MessageGroupId is "
           "invalid. Reason: MessageGroupId can only include alphanumeric and punctuation "
           "characters. 1 to 128 in length.";
    QTest::newRow("a per-entry delay is a per-entry failure (engine's choice)")
        << false << "delay"
        << ""
        << "InvalidParameterValue sender Value 3 for parameter DelaySeconds is invalid. Reason: "
           "The request include parameter that is not valid for this queue type.";
}

void TestBatches::fifoSendBatch()
{
    QFETCH(bool, contentBasedDeduplication);
    QFETCH(QString, flaw);
    QFETCH(QString, expectedError);
    QFETCH(QString, expectedFailure);

    EngineHarness h;
    const auto q = h.createQueue(
        "jobs.fifo", {{"FifoQueue", "true"},
                      {"ContentBasedDeduplication", contentBasedDeduplication ? "true" : "false"}});
    SendMessageBatchRequest request;
    request.queueUrl = q;
    for (int i = 1; i <= 3; ++i) {
        SendMessageBatchEntry entry = sendEntry(numbered("e", i), "body-" + std::to_string(i));
        entry.messageGroupId = "g";
        entry.messageDeduplicationId = numbered("d", i);
        if (i == 2) {
            if (flaw == QLatin1String("no group"))
                entry.messageGroupId.reset();
            else if (flaw == QLatin1String("no dedup"))
                entry.messageDeduplicationId.reset();
            else if (flaw == QLatin1String("bad group"))
                entry.messageGroupId = "bad group";
            else if (flaw == QLatin1String("delay"))
                entry.delaySeconds = 3;
        }
        request.entries.push_back(entry);
    }
    const auto outcome = h.engine.sendMessageBatch(request, h.actor);
    if (!expectedError.isEmpty()) {
        QCOMPARE(codeOf(outcome), u"InvalidParameterValue"_s);
        QCOMPARE(messageOf(outcome), expectedError);
        // Not even the complete entries were sent.
        QCOMPARE(h.engine.messageCount(), 0u);
        QCOMPARE(countEvents(h.engine.log(), EventKind::MessageSent), 0);
    } else {
        QCOMPARE(codeOf(outcome), QString());
        const auto &result = outcome.result();
        if (expectedFailure.isEmpty()) {
            QCOMPARE(successfulIds(result.successful), (QStringList{u"e1"_s, u"e2"_s, u"e3"_s}));
            QVERIFY(result.failed.empty());
        } else {
            QCOMPARE(successfulIds(result.successful), (QStringList{u"e1"_s, u"e3"_s}));
            QCOMPARE(failures(result.failed), QStringList{u"e2 "_s + expectedFailure});
        }
        // Sequence numbers strictly increase in entry order.
        for (std::size_t i = 1; i < result.successful.size(); ++i)
            QVERIFY(result.successful[i].sequenceNumber > result.successful[i - 1].sequenceNumber);
        QCOMPARE(h.counts(q).visible, static_cast<std::uint64_t>(result.successful.size()));
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestBatches::deleteBatchPartialFailures()
{
    EngineHarness h;
    const auto q = h.createQueue("orders", {{"VisibilityTimeout", "10"}});
    const auto other = h.createQueue("other");
    for (const char *body : {"current", "re-received", "deleted"})
        QVERIFY(h.send(q, body));
    QVERIFY(h.send(other, "elsewhere"));
    const auto first = h.receive(q, 3);
    QCOMPARE(first.result().messages.size(), 3u);
    QVERIFY(h.remove(q, "m3.r1"));
    h.at(10);
    // m1 and m2 came back; receive m2 again so that m2.r1 is stale, and m1 anew.
    const auto second = h.receive(q, 2);
    QCOMPARE(second.result().messages.size(), 2u);
    const std::string otherHandle =
        h.receive(other).result().messages.at(0).receiptHandle().toString();

    DeleteMessageBatchRequest request;
    request.queueUrl = q;
    request.entries = {
        {"latest", "m1.r2"},    {"stale", "m2.r1"},           {"already-deleted", "m3.r1"},
        {"garbage", "garbage"}, {"other-queue", otherHandle}, {"no-handle", ""},
        {"not-yet", "m1.r9"},
    };
    const auto outcome = h.engine.deleteMessageBatch(request, h.actor);
    QCOMPARE(codeOf(outcome), QString());
    // A stale handle and an already deleted message are answered 200 (section 3).
    QCOMPARE(successfulIds(outcome.result().successful),
             (QStringList{u"latest"_s, u"stale"_s, u"already-deleted"_s}));
    // Peers report a bad handle as a partial failure (moto; not AWS-recorded).
    QCOMPARE(failures(outcome.result().failed),
             (QStringList{
                 u"garbage ReceiptHandleIsInvalid sender The input receipt handle \"garbage\" is "
                 "not a valid receipt handle."_s,
                 str("other-queue ReceiptHandleIsInvalid sender The input receipt handle \"" +
                     otherHandle + "\" is not a valid receipt handle."),
                 u"no-handle MissingParameter sender The request must contain the parameter "
                 "ReceiptHandle."_s,
                 u"not-yet ReceiptHandleIsInvalid sender The input receipt handle \"m1.r9\" is "
                 "not a valid receipt handle."_s,
             }));
    // m1 deleted; m2 still in flight under its newer handle.
    QCOMPARE(h.counts(q).inFlight, 1u);
    QCOMPARE(h.counts(q).visible, 0u);
    QCOMPARE(h.counts(other).inFlight, 1u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestBatches::fifoDeleteBatchWithAnExpiredHandle()
{
    EngineHarness h;
    const auto q = h.createQueue("jobs.fifo", {{"FifoQueue", "true"}, {"VisibilityTimeout", "5"}});
    QVERIFY(h.sendFifo(q, "a", "ga", "da"));
    QVERIFY(h.sendFifo(q, "b", "gb", "db"));
    QCOMPARE(h.receive(q, 10).result().messages.size(), 2u);
    QVERIFY(h.changeVisibility(q, "m2.r1", 60));
    h.at(5);
    DeleteMessageBatchRequest request;
    request.queueUrl = q;
    request.entries = {{"expired", "m1.r1"}, {"extended", "m2.r1"}};
    const auto outcome = h.engine.deleteMessageBatch(request, h.actor);
    QCOMPARE(codeOf(outcome), QString());
    QCOMPARE(successfulIds(outcome.result().successful), QStringList{u"extended"_s});
    QCOMPARE(failures(outcome.result().failed),
             QStringList{u"expired InvalidParameterValue sender Value m1.r1 for parameter "
                         "ReceiptHandle is invalid. Reason: The receipt handle has expired."_s});
    QCOMPARE(h.counts(q).visible, 1u);
    QCOMPARE(h.counts(q).inFlight, 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestBatches::changeVisibilityBatchPartialFailures()
{
    EngineHarness h;
    const auto q = h.createQueue("orders", {{"VisibilityTimeout", "10"}});
    for (const char *body :
         {"extend", "terminate", "deleted", "late", "capped", "range", "missing"})
        QVERIFY(h.send(q, body));
    QCOMPARE(h.receive(q, 7).result().messages.size(), 7u);
    QVERIFY(h.changeVisibility(q, "m4.r1", 1)); // "late" will be visible again at t=1
    QVERIFY(h.remove(q, "m3.r1"));
    h.at(2);
    ChangeMessageVisibilityBatchRequest request;
    request.queueUrl = q;
    request.entries = {
        {"extend", "m1.r1", 100},
        {"terminate", "m2.r1", 0},
        {"deleted", "m3.r1", 5},
        {"late", "m4.r1", 5},
        {"capped", "m5.r1", 43199},
        {"range", "m6.r1", 43201},
        {"missing", "m7.r1", std::nullopt},
        {"garbage", "garbage", 5},
    };
    const auto outcome = h.engine.changeMessageVisibilityBatch(request, h.actor);
    QCOMPARE(codeOf(outcome), QString());
    // "late" is no longer in flight: 200 and nothing happens (the engine's choice for the
    // AWS-recorded 200).
    QCOMPARE(successfulIds(outcome.result().successful),
             (QStringList{u"extend"_s, u"terminate"_s, u"late"_s}));
    QCOMPARE(failures(outcome.result().failed),
             (QStringList{
                 u"deleted InvalidParameterValue sender "_s + handleGone("m3.r1"),
                 u"capped InvalidParameterValue sender Value 43199 for parameter "
                 "VisibilityTimeout is invalid. Reason: Total VisibilityTimeout for the message is "
                 "beyond the limit [43200 seconds]"_s,
                 u"range InvalidParameterValue sender Value 43201 for parameter VisibilityTimeout "
                 "is invalid. Reason: Must be between 0 and 43200."_s,
                 u"missing MissingParameter sender The request must contain the parameter "
                 "VisibilityTimeout."_s,
                 u"garbage ReceiptHandleIsInvalid sender The input receipt handle \"garbage\" is "
                 "not a valid receipt handle."_s,
             }));
    QCOMPARE(countEvents(h.engine.log(), EventKind::VisibilityChangeIgnored), 1);
    // Visible now: "terminate" and "late". In flight: "extend" (to 102) and the three whose
    // change failed (to 10).
    QCOMPARE(h.counts(q).visible, 2u);
    QCOMPARE(h.counts(q).inFlight, 4u);
    h.at(10);
    QCOMPARE(h.counts(q).inFlight, 1u);
    h.at(102);
    QCOMPARE(h.counts(q).inFlight, 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

// --- JSON shape
// -----------------------------------------------------------------------------------

void TestBatches::batchResponsesInScript()
{
    const ScriptRun run = runScript({
        R"({"Action": "CreateQueue", "QueueName": "jobs.fifo", "Attributes": {"FifoQueue": "true", "MaximumMessageSize": "1024"}})",
        R"({"id": "s", "Action": "SendMessageBatch", "QueueUrl": "jobs.fifo", "Entries": [{"Id": "a", "MessageBody": "alpha", "MessageGroupId": "g", "MessageDeduplicationId": "1"}, {"Id": "b", "MessageBody": "beta", "MessageGroupId": "g", "MessageDeduplicationId": "2"}]})",
        R"({"id": "r", "Action": "ReceiveMessage", "QueueUrl": "jobs.fifo", "MaxNumberOfMessages": 10})",
        R"({"Action": "DeleteMessageBatch", "QueueUrl": "jobs.fifo", "Entries": [{"Id": "ok", "ReceiptHandle": "${r.Messages.0.ReceiptHandle}"}, {"Id": "bad", "ReceiptHandle": "nope"}]})",
        R"({"Action": "ChangeMessageVisibilityBatch", "QueueUrl": "jobs.fifo", "Entries": [{"Id": "x", "ReceiptHandle": "${r.Messages.1.ReceiptHandle}", "VisibilityTimeout": 0}]})",
        R"({"Action": "SendMessageBatch", "QueueUrl": "jobs.fifo", "Entries": []})",
        R"({"Action": "SendMessageBatch", "QueueUrl": "jobs.fifo", "Entries": [{"Id": "big", "MessageBody": "x", "MessageGroupId": "g", "MessageDeduplicationId": "3"}, {"Id": "big", "MessageBody": "y", "MessageGroupId": "g", "MessageDeduplicationId": "4"}]})",
    });
    QCOMPARE(run.lines.size(), 7u);

    const QJsonObject sent = parseLine(run.lines[1]).value(u"Response"_s).toObject();
    QCOMPARE(sent.keys(), (QStringList{u"Failed"_s, u"Successful"_s}));
    QCOMPARE(sent.value(u"Failed"_s).toArray(), QJsonArray());
    const QJsonArray successful = sent.value(u"Successful"_s).toArray();
    QCOMPARE(successful.size(), 2);
    const QJsonObject a = successful[0].toObject();
    QCOMPARE(a.keys(),
             (QStringList{u"Id"_s, u"MD5OfMessageBody"_s, u"MessageId"_s, u"SequenceNumber"_s}));
    QCOMPARE(a.value(u"Id"_s).toString(), u"a"_s);
    QCOMPARE(a.value(u"MD5OfMessageBody"_s).toString(), u"2c1743a391305fbf367df8e4f069f9f9"_s);
    QCOMPARE(successful[1].toObject().value(u"Id"_s).toString(), u"b"_s);

    const QJsonObject deleted = parseLine(run.lines[3]).value(u"Response"_s).toObject();
    QCOMPARE(deleted.value(u"Successful"_s).toArray(),
             (QJsonArray{QJsonObject{{u"Id"_s, u"ok"_s}}}));
    QCOMPARE(
        deleted.value(u"Failed"_s).toArray(),
        (QJsonArray{QJsonObject{
            {u"Id"_s, u"bad"_s},
            {u"SenderFault"_s, true},
            {u"Code"_s, u"ReceiptHandleIsInvalid"_s},
            {u"Message"_s, u"The input receipt handle \"nope\" is not a valid receipt handle."_s},
        }}));

    const QJsonObject changed = parseLine(run.lines[4]).value(u"Response"_s).toObject();
    QCOMPARE(changed.value(u"Successful"_s).toArray(),
             (QJsonArray{QJsonObject{{u"Id"_s, u"x"_s}}}));
    QCOMPARE(changed.value(u"Failed"_s).toArray(), QJsonArray());

    const QJsonObject empty = parseLine(run.lines[5]);
    QVERIFY(!empty.contains(u"Response"_s));
    QCOMPARE(empty.value(u"Error"_s).toObject(),
             (QJsonObject{{u"Code"_s, u"AWS.SimpleQueueService.EmptyBatchRequest"_s},
                          {u"Message"_s, u"There should be at least one "
                                         "SendMessageBatchRequestEntry in the request."_s}}));
    const QJsonObject repeated = parseLine(run.lines[6]);
    QCOMPARE(repeated.value(u"Error"_s).toObject(),
             (QJsonObject{{u"Code"_s, u"AWS.SimpleQueueService.BatchEntryIdsNotDistinct"_s},
                          {u"Message"_s, u"Id big repeated."_s}}));
    QVERIFY2(run.invariantReport.empty(), run.invariantReport.c_str());
}

QTEST_GUILESS_MAIN(TestBatches)
#include "tst_batches.moc"
