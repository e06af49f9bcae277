// SPDX-License-Identifier: GPL-3.0-or-later
// TagQueue, UntagQueue, ListQueueTags (and tags on CreateQueue), AddPermission and
// RemovePermission with the Policy attribute they edit: their limits and error messages, through
// the script (the AWS JSON face), as clients see them.

#include "enginetest.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace inflight;
using namespace inflight::test;
using namespace Qt::StringLiterals;

namespace {

/// Runs `lines` after creating queue "q" and returns the last line's answer: the Response
/// object as compact JSON, or "Code: Message" for an error.
QString lastAnswer(const QStringList &lines)
{
    std::vector<std::string> script = {R"({"Action": "CreateQueue", "QueueName": "q"})"};
    for (const QString &line : lines)
        script.push_back(line.toStdString());
    const ScriptRun run = runScript(script);
    if (run.lines.empty())
        return u"no output"_s;
    const QJsonObject last = parseLine(run.lines.back());
    if (last.contains(u"Error"_s)) {
        const QJsonObject error = last.value(u"Error"_s).toObject();
        return error.value(u"Code"_s).toString() + u": "_s + error.value(u"Message"_s).toString();
    }
    return QString::fromUtf8(
        QJsonDocument(last.value(u"Response"_s).toObject()).toJson(QJsonDocument::Compact));
}

/// A TagQueue line with `count` tags named k0, k1, ...
QString manyTags(int count, int from = 0)
{
    QJsonObject tags;
    for (int i = from; i < from + count; ++i)
        tags.insert(u"k"_s + QString::number(i), u"v"_s);
    QJsonObject line{{u"Action"_s, u"TagQueue"_s}, {u"QueueUrl"_s, u"q"_s}, {u"Tags"_s, tags}};
    return QString::fromUtf8(QJsonDocument(line).toJson(QJsonDocument::Compact));
}

const QString listTags = uR"({"Action": "ListQueueTags", "QueueUrl": "q"})"_s;
const QString getPolicy =
    uR"({"Action": "GetQueueAttributes", "QueueUrl": "q", "AttributeNames": ["Policy"]})"_s;

} // namespace

class TestTagsAndPermissions : public QObject {
    Q_OBJECT

private slots:
    void tags_data();
    void tags();
    void permissions_data();
    void permissions();
};

void TestTagsAndPermissions::tags_data()
{
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<QString>("expected");

    const QString tagTeam = uR"({"Action": "TagQueue", "QueueUrl": "q", "Tags": {"team": "a"}})"_s;
    QTest::newRow("a new queue has no tags: no Tags member") << QStringList{listTags} << u"{}"_s;
    QTest::newRow("TagQueue answers an empty body") << QStringList{tagTeam} << u"{}"_s;
    QTest::newRow("ListQueueTags returns what TagQueue set")
        << QStringList{tagTeam, listTags} << uR"({"Tags":{"team":"a"}})"_s;
    QTest::newRow("a tag with an existing key is overwritten")
        << QStringList{tagTeam,
                       uR"({"Action": "TagQueue", "QueueUrl": "q", "Tags": {"team": "b"}})"_s,
                       listTags}
        << uR"({"Tags":{"team":"b"}})"_s;
    QTest::newRow("CreateQueue takes tags")
        << QStringList{uR"({"Action": "CreateQueue", "QueueName": "t", "tags": {"x": "1"}})"_s,
                       uR"({"Action": "ListQueueTags", "QueueUrl": "t"})"_s}
        << uR"({"Tags":{"x":"1"}})"_s;
    QTest::newRow("CreateQueue with 51 tags")
        << QStringList{uR"({"Action": "CreateQueue", "QueueName": "t", "tags": )"_s +
                       QString::fromUtf8(
                           QJsonDocument(
                               parseLine(manyTags(51).toStdString()).value(u"Tags"_s).toObject())
                               .toJson(QJsonDocument::Compact)) +
                       u"}"_s}
        << u"InvalidParameterValue: Too many tags added for queue t."_s;
    QTest::newRow("TagQueue without tags")
        << QStringList{uR"({"Action": "TagQueue", "QueueUrl": "q", "Tags": {}})"_s}
        << u"MissingParameter: The request must contain the parameter Tags."_s;
    QTest::newRow("50 tags are allowed") << QStringList{manyTags(50)} << u"{}"_s;
    QTest::newRow("51 tags are too many")
        << QStringList{manyTags(51)}
        << u"InvalidParameterValue: Too many tags added for queue q."_s;
    QTest::newRow("the limit counts the tags the queue has")
        << QStringList{manyTags(30), manyTags(21, 30)}
        << u"InvalidParameterValue: Too many tags added for queue q."_s;
    QTest::newRow("overwriting keys does not count against the limit")
        << QStringList{manyTags(50), manyTags(50)} << u"{}"_s;
    QTest::newRow("a failed TagQueue changes nothing")
        << QStringList{tagTeam, manyTags(51), listTags} << uR"({"Tags":{"team":"a"}})"_s;
    QTest::newRow("an empty key")
        << QStringList{uR"({"Action": "TagQueue", "QueueUrl": "q", "Tags": {"": "a"}})"_s}
        << u"InvalidParameterValue: Tag keys must be between 1 and 128 characters in length."_s;
    QTest::newRow("a 129-character key")
        << QStringList{uR"({"Action": "TagQueue", "QueueUrl": "q", "Tags": {")"_s +
                       QString(129, u'k') + uR"(": "a"}})"_s}
        << u"InvalidParameterValue: Tag keys must be between 1 and 128 characters in length."_s;
    QTest::newRow("a 128-character key in multi-byte characters")
        << QStringList{uR"({"Action": "TagQueue", "QueueUrl": "q", "Tags": {")"_s +
                       QString(128, QChar(0x00e9)) + uR"(": "a"}})"_s}
        << u"{}"_s;
    QTest::newRow("a 257-character value")
        << QStringList{uR"({"Action": "TagQueue", "QueueUrl": "q", "Tags": {"k": ")"_s +
                       QString(257, u'v') + uR"("}})"_s}
        << u"InvalidParameterValue: Tag values may only be up to 256 characters in length."_s;
    QTest::newRow("an empty value is a value")
        << QStringList{uR"({"Action": "TagQueue", "QueueUrl": "q", "Tags": {"k": ""}})"_s, listTags}
        << uR"({"Tags":{"k":""}})"_s;
    QTest::newRow("TagQueue on a queue that does not exist")
        << QStringList{uR"({"Action": "TagQueue", "QueueUrl": "nope", "Tags": {"k": "v"}})"_s}
        << u"AWS.SimpleQueueService.NonExistentQueue: The specified queue does not exist."_s;
    QTest::newRow("UntagQueue removes the keys named")
        << QStringList{manyTags(3),
                       uR"({"Action": "UntagQueue", "QueueUrl": "q", "TagKeys": ["k0", "k2"]})"_s,
                       listTags}
        << uR"({"Tags":{"k1":"v"}})"_s;
    QTest::newRow("UntagQueue of a key the queue lacks is no error")
        << QStringList{uR"({"Action": "UntagQueue", "QueueUrl": "q", "TagKeys": ["x"]})"_s}
        << u"{}"_s;
    QTest::newRow("UntagQueue without keys")
        << QStringList{uR"({"Action": "UntagQueue", "QueueUrl": "q", "TagKeys": []})"_s}
        << u"InvalidParameterValue: Tag keys must be between 1 and 128 characters in length."_s;
    QTest::newRow("ListQueueTags without a queue")
        << QStringList{uR"({"Action": "ListQueueTags"})"_s}
        << u"MissingParameter: The request must contain the parameter QueueUrl."_s;
}

void TestTagsAndPermissions::tags()
{
    QFETCH(QStringList, lines);
    QFETCH(QString, expected);
    QCOMPARE(lastAnswer(lines), expected);
}

void TestTagsAndPermissions::permissions_data()
{
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<QString>("expected");

    const QString add =
        uR"({"Action": "AddPermission", "QueueUrl": "q", "Label": "l1", "AWSAccountIds": ["111122223333"], "Actions": ["SendMessage"]})"_s;
    const QString statement1 =
        uR"({\"Sid\":\"l1\",\"Effect\":\"Allow\",\"Principal\":{\"AWS\":\"arn:aws:iam::111122223333:root\"},\"Action\":\"SQS:SendMessage\",\"Resource\":\"arn:aws:sqs:us-east-1:000000000000:q\"})"_s;
    const QString policyHead =
        uR"({"Attributes":{"Policy":"{\"Version\":\"2008-10-17\",\"Id\":\"arn:aws:sqs:us-east-1:000000000000:q/SQSDefaultPolicy\",\"Statement\":[)"_s;
    QTest::newRow("a new queue has no Policy") << QStringList{getPolicy} << u"{}"_s;
    QTest::newRow("AddPermission answers an empty body") << QStringList{add} << u"{}"_s;
    QTest::newRow("AddPermission writes a statement into Policy")
        << QStringList{add, getPolicy} << policyHead + statement1 + u"]}\"}}"_s;
    QTest::newRow("several accounts and actions are lists")
        << QStringList{uR"({"Action": "AddPermission", "QueueUrl": "q", "Label": "l2", "AWSAccountIds": ["111122223333", "444455556666"], "Actions": ["ReceiveMessage", "DeleteMessage"]})"_s,
                       getPolicy}
        << policyHead +
               uR"({\"Sid\":\"l2\",\"Effect\":\"Allow\",\"Principal\":{\"AWS\":[\"arn:aws:iam::111122223333:root\",\"arn:aws:iam::444455556666:root\"]},\"Action\":[\"SQS:ReceiveMessage\",\"SQS:DeleteMessage\"],\"Resource\":\"arn:aws:sqs:us-east-1:000000000000:q\"})"_s +
               u"]}\"}}"_s;
    QTest::newRow("a label used twice")
        << QStringList{add, add}
        << u"InvalidParameterValue: Value l1 for parameter Label is invalid. Reason: Already exists."_s;
    QTest::newRow("no label")
        << QStringList{uR"({"Action": "AddPermission", "QueueUrl": "q", "AWSAccountIds": ["111122223333"], "Actions": ["SendMessage"]})"_s}
        << u"MissingParameter: The request must contain the parameter Label."_s;
    QTest::newRow("a label with a space")
        << QStringList{uR"({"Action": "AddPermission", "QueueUrl": "q", "Label": "a b", "AWSAccountIds": ["111122223333"], "Actions": ["SendMessage"]})"_s}
        << u"InvalidParameterValue: Value a b for parameter Label is invalid. Reason: Can only "
           "include alphanumeric characters, hyphens, or underscores. 1 to 80 in length"_s;
    QTest::newRow("no actions")
        << QStringList{uR"({"Action": "AddPermission", "QueueUrl": "q", "Label": "l", "AWSAccountIds": ["111122223333"], "Actions": []})"_s}
        << u"MissingParameter: The request must contain the parameter Actions."_s;
    QTest::newRow("no accounts")
        << QStringList{uR"({"Action": "AddPermission", "QueueUrl": "q", "Label": "l", "AWSAccountIds": [], "Actions": ["SendMessage"]})"_s}
        << u"InvalidParameterValue: Value [] for parameter PrincipalId is invalid. Reason: Unable "
           "to verify."_s;
    QTest::newRow("an account id that is not 12 digits")
        << QStringList{uR"({"Action": "AddPermission", "QueueUrl": "q", "Label": "l", "AWSAccountIds": ["123"], "Actions": ["SendMessage"]})"_s}
        << u"InvalidParameterValue: Value [123] for parameter PrincipalId is invalid. Reason: "
           "Unable to verify."_s;
    QTest::newRow("eight actions are over the limit")
        << QStringList{uR"({"Action": "AddPermission", "QueueUrl": "q", "Label": "l", "AWSAccountIds": ["111122223333"], "Actions": ["SendMessage", "ReceiveMessage", "DeleteMessage", "ChangeMessageVisibility", "GetQueueAttributes", "GetQueueUrl", "PurgeQueue", "ListDeadLetterSourceQueues"]})"_s}
        << u"OverLimit: 8 Actions were found, maximum allowed is 7."_s;
    QTest::newRow("an action only the owner may invoke")
        << QStringList{uR"({"Action": "AddPermission", "QueueUrl": "q", "Label": "l", "AWSAccountIds": ["111122223333"], "Actions": ["DeleteQueue"]})"_s}
        << u"InvalidParameterValue: Value SQS:DeleteQueue for parameter ActionName is invalid. "
           "Reason: Only the queue owner is allowed to invoke this action."_s;
    QTest::newRow("every action: *")
        << QStringList{uR"({"Action": "AddPermission", "QueueUrl": "q", "Label": "l", "AWSAccountIds": ["111122223333"], "Actions": ["*"]})"_s}
        << u"{}"_s;
    QTest::newRow("RemovePermission of the last statement removes Policy")
        << QStringList{add, uR"({"Action": "RemovePermission", "QueueUrl": "q", "Label": "l1"})"_s,
                       getPolicy}
        << u"{}"_s;
    QTest::newRow("RemovePermission keeps the other statements")
        << QStringList{add,
                       uR"({"Action": "AddPermission", "QueueUrl": "q", "Label": "l2", "AWSAccountIds": ["111122223333"], "Actions": ["SendMessage"]})"_s,
                       uR"({"Action": "RemovePermission", "QueueUrl": "q", "Label": "l2"})"_s,
                       getPolicy}
        << policyHead + statement1 + u"]}\"}}"_s;
    QTest::newRow("RemovePermission of an unknown label")
        << QStringList{uR"({"Action": "RemovePermission", "QueueUrl": "q", "Label": "x"})"_s}
        << u"InvalidParameterValue: Value x for parameter Label is invalid. Reason: can't find "
           "label."_s;
    QTest::newRow("RemovePermission of a label the queue's policy lacks")
        << QStringList{add, uR"({"Action": "RemovePermission", "QueueUrl": "q", "Label": "x"})"_s}
        << u"InvalidParameterValue: Value x for parameter Label is invalid. Reason: can't find "
           "label."_s;
    QTest::newRow("RemovePermission again after the last statement went")
        << QStringList{add, uR"({"Action": "RemovePermission", "QueueUrl": "q", "Label": "l1"})"_s,
                       uR"({"Action": "RemovePermission", "QueueUrl": "q", "Label": "l1"})"_s}
        << u"InvalidParameterValue: Value l1 for parameter Label is invalid. Reason: can't find "
           "label."_s;
    QTest::newRow("RemovePermission without a label")
        << QStringList{uR"({"Action": "RemovePermission", "QueueUrl": "q"})"_s}
        << u"MissingParameter: The request must contain the parameter Label."_s;
    QTest::newRow("AddPermission on a queue that does not exist")
        << QStringList{uR"({"Action": "AddPermission", "QueueUrl": "nope", "Label": "l", "AWSAccountIds": ["111122223333"], "Actions": ["SendMessage"]})"_s}
        << u"AWS.SimpleQueueService.NonExistentQueue: The specified queue does not exist."_s;
}

void TestTagsAndPermissions::permissions()
{
    QFETCH(QStringList, lines);
    QFETCH(QString, expected);
    QCOMPARE(lastAnswer(lines), expected);
}

QTEST_GUILESS_MAIN(TestTagsAndPermissions)
#include "tst_tagsandpermissions.moc"
