// SPDX-License-Identifier: GPL-3.0-or-later
#include "apijson.h"

#include "digests.h"
#include "jsonwriter.h"
#include "suggest.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

namespace inflight {

namespace {

const std::vector<std::string> messageEntryMembers = {
    "MessageBody",    "DelaySeconds",           "MessageAttributes", "MessageSystemAttributes",
    "MessageGroupId", "MessageDeduplicationId",
};

std::string typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return "null";
    case QJsonValue::Bool:
        return "a boolean";
    case QJsonValue::Double:
        return "a number";
    case QJsonValue::String:
        return "a string";
    case QJsonValue::Array:
        return "an array";
    case QJsonValue::Object:
        return "an object";
    default:
        return "undefined";
    }
}

/// Reads the members of one JSON object, keeping the first problem it meets.
class MemberReader {
public:
    MemberReader(const QJsonObject &object, std::string path)
        : m_object(object), m_path(std::move(path))
    {
    }

    std::optional<MemberProblem> problem;

    void rejectUnknown(const std::vector<std::string> &allowed,
                       const std::vector<std::string> &ignored)
    {
        for (auto it = m_object.begin(); it != m_object.end() && !problem; ++it) {
            const std::string name = it.key().toStdString();
            if (std::find(allowed.begin(), allowed.end(), name) != allowed.end() ||
                std::find(ignored.begin(), ignored.end(), name) != ignored.end())
                continue;
            std::string message = "unknown member \"" + m_path + name + "\"";
            const std::string suggestion = closestName(name, allowed);
            if (!suggestion.empty())
                message += " (did you mean \"" + suggestion + "\"?)";
            problem = MemberProblem{name, message};
        }
    }

    bool has(const char *name) const { return m_object.contains(QLatin1String(name)); }

    std::optional<std::string> optString(const char *name)
    {
        const QJsonValue value = m_object.value(QLatin1String(name));
        if (value.isUndefined())
            return std::nullopt;
        if (!value.isString()) {
            fail(name, "must be a string, not " + typeName(value));
            return std::nullopt;
        }
        return value.toString().toStdString();
    }

    std::string string(const char *name) { return optString(name).value_or(std::string()); }

    std::optional<std::int64_t> integer(const char *name)
    {
        const QJsonValue value = m_object.value(QLatin1String(name));
        if (value.isUndefined())
            return std::nullopt;
        if (value.isDouble()) {
            const double d = value.toDouble();
            if (std::floor(d) == d && std::fabs(d) < 9e15)
                return static_cast<std::int64_t>(d);
        } else if (value.isString()) {
            bool ok = false;
            const qlonglong n = value.toString().toLongLong(&ok);
            if (ok)
                return n;
        }
        fail(name, "must be an integer");
        return std::nullopt;
    }

    std::vector<std::string> stringList(const char *name)
    {
        std::vector<std::string> out;
        const QJsonValue value = m_object.value(QLatin1String(name));
        if (value.isUndefined())
            return out;
        if (!value.isArray()) {
            fail(name, "must be an array of strings");
            return out;
        }
        for (const QJsonValue &item : value.toArray()) {
            if (!item.isString()) {
                fail(name, "must be an array of strings");
                return {};
            }
            out.push_back(item.toString().toStdString());
        }
        return out;
    }

    AttributeMap stringMap(const char *name)
    {
        AttributeMap out;
        const QJsonValue value = m_object.value(QLatin1String(name));
        if (value.isUndefined())
            return out;
        if (!value.isObject()) {
            fail(name, "must be an object of strings");
            return out;
        }
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (!it.value().isString()) {
                failInside(name, it.key().toStdString(),
                           "must be a string, as in the SQS API (for example \"30\"), not " +
                               typeName(it.value()));
                return {};
            }
            out[it.key().toStdString()] = it.value().toString().toStdString();
        }
        return out;
    }

    MessageAttributeMap messageAttributes(const char *name)
    {
        MessageAttributeMap out;
        const QJsonValue value = m_object.value(QLatin1String(name));
        if (value.isUndefined())
            return out;
        if (!value.isObject()) {
            fail(name, "must be an object of message attribute values");
            return out;
        }
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const std::string attribute = it.key().toStdString();
            if (!it.value().isObject()) {
                failInside(name, attribute,
                           "must be an object with DataType and StringValue or BinaryValue");
                return {};
            }
            MemberReader inner(it.value().toObject(), m_path + name + "." + attribute + ".");
            inner.rejectUnknown(
                {"DataType", "StringValue", "BinaryValue", "StringListValues", "BinaryListValues"},
                {});
            MessageAttributeValue v;
            v.dataType = inner.string("DataType");
            v.stringValue = inner.string("StringValue");
            if (auto binary = inner.optString("BinaryValue")) {
                const auto decoded = QByteArray::fromBase64Encoding(
                    QByteArray::fromStdString(*binary), QByteArray::AbortOnBase64DecodingErrors);
                if (!decoded) {
                    inner.fail("BinaryValue", "must be base64");
                } else {
                    v.binaryValue = decoded.decoded.toStdString();
                }
            }
            if (inner.problem) {
                problem = inner.problem;
                return {};
            }
            out[attribute] = v;
        }
        return out;
    }

    std::vector<QJsonObject> objectList(const char *name)
    {
        std::vector<QJsonObject> out;
        const QJsonValue value = m_object.value(QLatin1String(name));
        if (value.isUndefined())
            return out;
        if (!value.isArray()) {
            fail(name, "must be an array of objects");
            return out;
        }
        for (const QJsonValue &item : value.toArray()) {
            if (!item.isObject()) {
                fail(name, "must be an array of objects");
                return {};
            }
            out.push_back(item.toObject());
        }
        return out;
    }

    void fail(const char *name, const std::string &what)
    {
        if (!problem)
            problem = MemberProblem{name, "\"" + m_path + name + "\" " + what};
    }

    /// A problem with `key` inside the object member `name`: "\"name.key\" what".
    void failInside(const char *name, const std::string &key, const std::string &what)
    {
        if (!problem)
            problem = MemberProblem{name, "\"" + m_path + name + "." + key + "\" " + what};
    }

    const std::string &path() const { return m_path; }

private:
    QJsonObject m_object;
    std::string m_path;
};

void readMessageToSend(MemberReader &reader, MessageToSend &m)
{
    m.messageBody = reader.optString("MessageBody");
    m.delaySeconds = reader.integer("DelaySeconds");
    m.messageAttributes = reader.messageAttributes("MessageAttributes");
    m.messageSystemAttributes = reader.messageAttributes("MessageSystemAttributes");
    m.messageGroupId = reader.optString("MessageGroupId");
    m.messageDeduplicationId = reader.optString("MessageDeduplicationId");
}

/// Reads `Entries`, each entry through `readEntry`, with unknown members rejected.
template<class Entry, class ReadEntry>
std::vector<Entry> readEntries(MemberReader &reader, const std::vector<std::string> &members,
                               ReadEntry readEntry)
{
    std::vector<Entry> entries;
    const std::vector<QJsonObject> objects = reader.objectList("Entries");
    for (std::size_t i = 0; i < objects.size() && !reader.problem; ++i) {
        MemberReader inner(objects[i], "Entries." + std::to_string(i) + ".");
        inner.rejectUnknown(members, {});
        Entry entry;
        entry.id = inner.string("Id");
        readEntry(inner, entry);
        if (inner.problem)
            reader.problem = MemberProblem{"Entries", inner.problem->message};
        entries.push_back(std::move(entry));
    }
    return entries;
}

void writeBatchFailures(JsonWriter &w, const std::vector<BatchResultErrorEntry> &failed)
{
    w.key("Failed").beginArray();
    for (const auto &f : failed) {
        w.beginObject()
            .key("Id")
            .value(f.id)
            .key("SenderFault")
            .value(f.senderFault)
            .key("Code")
            .value(f.code)
            .key("Message")
            .value(f.message)
            .endObject();
    }
    w.endArray();
}

void writeQueueUrlList(JsonWriter &w, const char *key, const QueueUrlListResult &r, bool always)
{
    w.beginObject();
    if (always || !r.queueUrls.empty()) {
        w.key(key).beginArray();
        for (const auto &url : r.queueUrls)
            w.value(url);
        w.endArray();
    }
    if (!r.nextToken.empty())
        w.key("NextToken").value(r.nextToken);
    w.endObject();
}

/// The digests are those of what this request sent, even when a FIFO duplicate answers with the
/// original message's id and sequence number: SDKs check them against the request they sent.
void writeSendResult(JsonWriter &w, const QueueEngine &engine, const MessageToSend &sent,
                     MessageNumber message, std::uint64_t sequenceNumber)
{
    w.key("MD5OfMessageBody").value(md5Hex(sent.messageBody.value_or(std::string())));
    if (!sent.messageAttributes.empty())
        w.key("MD5OfMessageAttributes").value(md5OfMessageAttributes(sent.messageAttributes));
    if (!sent.messageSystemAttributes.empty())
        w.key("MD5OfMessageSystemAttributes")
            .value(md5OfMessageAttributes(sent.messageSystemAttributes));
    w.key("MessageId").value(engine.messageId(message));
    if (sequenceNumber != 0)
        w.key("SequenceNumber").value(std::to_string(sequenceNumber));
}

/// ReceiveMessage's MessageAttributeNames: `All`, `*` and `.*` take every attribute, `Hel.*` every
/// one whose name starts with `Hel` (`Hello`, `Help.Me`; AWS-recorded), any other the one named.
bool wantsMessageAttribute(const std::vector<std::string> &names, const std::string &attribute)
{
    for (const std::string &name : names) {
        if (name == "All" || name == "*" || name == ".*" || name == attribute)
            return true;
        if (name.size() > 2 && name.compare(name.size() - 2, 2, ".*") == 0 &&
            attribute.compare(0, name.size() - 2, name, 0, name.size() - 2) == 0)
            return true;
    }
    return false;
}

template<class Result>
JsonCall finish(const Outcome<Result> &outcome,
                const std::function<void(JsonWriter &, const Result &)> &write)
{
    JsonCall call;
    if (!outcome) {
        call.error = outcome.error();
        return call;
    }
    JsonWriter w;
    write(w, outcome.result());
    call.response = w.take();
    return call;
}

JsonCall finishEmpty(const Outcome<EmptyResult> &outcome)
{
    JsonCall call;
    if (!outcome)
        call.error = outcome.error();
    else
        call.response = "{}";
    return call;
}

void writeBatchIds(JsonWriter &w, const BatchIdsResult &r)
{
    w.beginObject().key("Successful").beginArray();
    for (const auto &id : r.successful)
        w.beginObject().key("Id").value(id).endObject();
    w.endArray();
    writeBatchFailures(w, r.failed);
    w.endObject();
}

} // namespace

const std::vector<std::string> &requestMembers(Action action)
{
    static const std::map<Action, std::vector<std::string>> members = [] {
        std::map<Action, std::vector<std::string>> m;
        m[Action::CreateQueue] = {"QueueName", "Attributes", "tags"};
        m[Action::GetQueueUrl] = {"QueueName", "QueueOwnerAWSAccountId"};
        m[Action::ListQueues] = {"QueueNamePrefix", "NextToken", "MaxResults"};
        m[Action::DeleteQueue] = {"QueueUrl"};
        m[Action::GetQueueAttributes] = {"QueueUrl", "AttributeNames"};
        m[Action::SetQueueAttributes] = {"QueueUrl", "Attributes"};
        m[Action::PurgeQueue] = {"QueueUrl"};
        m[Action::SendMessage] = messageEntryMembers;
        m[Action::SendMessage].insert(m[Action::SendMessage].begin(), "QueueUrl");
        m[Action::SendMessageBatch] = {"QueueUrl", "Entries"};
        m[Action::ReceiveMessage] = {"QueueUrl",
                                     "AttributeNames",
                                     "MessageSystemAttributeNames",
                                     "MessageAttributeNames",
                                     "MaxNumberOfMessages",
                                     "VisibilityTimeout",
                                     "WaitTimeSeconds",
                                     "ReceiveRequestAttemptId"};
        m[Action::DeleteMessage] = {"QueueUrl", "ReceiptHandle"};
        m[Action::DeleteMessageBatch] = {"QueueUrl", "Entries"};
        m[Action::ChangeMessageVisibility] = {"QueueUrl", "ReceiptHandle", "VisibilityTimeout"};
        m[Action::ChangeMessageVisibilityBatch] = {"QueueUrl", "Entries"};
        m[Action::ListDeadLetterSourceQueues] = {"QueueUrl", "NextToken", "MaxResults"};
        m[Action::StartMessageMoveTask] = {"SourceArn", "DestinationArn",
                                           "MaxNumberOfMessagesPerSecond"};
        m[Action::ListMessageMoveTasks] = {"SourceArn", "MaxResults"};
        m[Action::CancelMessageMoveTask] = {"TaskHandle"};
        m[Action::TagQueue] = {"QueueUrl", "Tags"};
        m[Action::UntagQueue] = {"QueueUrl", "TagKeys"};
        m[Action::ListQueueTags] = {"QueueUrl"};
        m[Action::AddPermission] = {"QueueUrl", "Label", "AWSAccountIds", "Actions"};
        m[Action::RemovePermission] = {"QueueUrl", "Label"};
        return m;
    }();
    return members.at(action);
}

std::string renderReceiveMessageResult(const QueueEngine &engine,
                                       const ReceiveMessageRequest &request,
                                       const ReceiveMessageResult &result)
{
    std::vector<std::string> systemNames = request.messageSystemAttributeNames;
    systemNames.insert(systemNames.end(), request.attributeNames.begin(),
                       request.attributeNames.end());
    const bool all = std::find(systemNames.begin(), systemNames.end(), "All") != systemNames.end();
    auto wanted = [&](const char *name) {
        return all || std::find(systemNames.begin(), systemNames.end(), name) != systemNames.end();
    };
    const std::int64_t origin = engine.settings().timestampOriginMs;
    JsonWriter w;
    w.beginObject();
    if (!result.messages.empty()) {
        w.key("Messages").beginArray();
        for (const ReceivedMessage &m : result.messages) {
            const bool fifo = engine.queueIsFifo(m.queue);
            w.beginObject();
            w.key("MessageId").value(engine.messageId(m.message));
            w.key("ReceiptHandle").value(m.receiptHandle().toString());
            w.key("MD5OfBody").value(md5Hex(engine.messageBody(m.message)));
            w.key("Body").value(engine.messageBody(m.message));
            // System attributes, in alphabetical order.
            std::vector<std::pair<std::string, std::string>> attributes;
            const auto &system = engine.messageSystemAttributes(m.message);
            const std::string group = engine.messageGroupId(m.message);
            if (wanted("ApproximateFirstReceiveTimestamp"))
                attributes.emplace_back("ApproximateFirstReceiveTimestamp",
                                        std::to_string(origin + m.firstReceiveTime));
            if (wanted("ApproximateReceiveCount"))
                attributes.emplace_back("ApproximateReceiveCount", std::to_string(m.receipt));
            if (auto trace = system.find("AWSTraceHeader");
                trace != system.end() && wanted("AWSTraceHeader"))
                attributes.emplace_back("AWSTraceHeader", trace->second.stringValue);
            if (m.deadLetterSource != noQueue && wanted("DeadLetterQueueSourceArn"))
                attributes.emplace_back("DeadLetterQueueSourceArn",
                                        engine.queueArn(m.deadLetterSource));
            if (fifo && wanted("MessageDeduplicationId"))
                // A FIFO message moved to a DLQ has its deduplication id replaced by its id.
                attributes.emplace_back("MessageDeduplicationId",
                                        m.deadLetterSource != noQueue
                                            ? engine.messageId(m.message)
                                            : engine.messageDeduplicationId(m.message));
            if (!group.empty() && wanted("MessageGroupId"))
                attributes.emplace_back("MessageGroupId", group);
            if (wanted("SenderId"))
                attributes.emplace_back("SenderId", "000000000000");
            if (wanted("SentTimestamp"))
                attributes.emplace_back("SentTimestamp",
                                        std::to_string(origin + engine.messageSentTime(m.message)));
            if (fifo && wanted("SequenceNumber"))
                attributes.emplace_back("SequenceNumber", std::to_string(m.sequenceNumber));
            if (!attributes.empty()) {
                w.key("Attributes").beginObject();
                for (const auto &[name, value] : attributes)
                    w.key(name).value(value);
                w.endObject();
            }
            MessageAttributeMap returned;
            for (const auto &[name, value] : engine.messageAttributes(m.message)) {
                if (wantsMessageAttribute(request.messageAttributeNames, name))
                    returned[name] = value;
            }
            if (!returned.empty()) {
                w.key("MD5OfMessageAttributes").value(md5OfMessageAttributes(returned));
                w.key("MessageAttributes").beginObject();
                for (const auto &[name, value] : returned) {
                    w.key(name).beginObject().key("DataType").value(value.dataType);
                    if (value.dataType.rfind("Binary", 0) == 0)
                        w.key("BinaryValue")
                            .value(QByteArray::fromStdString(value.binaryValue)
                                       .toBase64()
                                       .toStdString());
                    else
                        w.key("StringValue").value(value.stringValue);
                    w.endObject();
                }
                w.endObject();
            }
            w.endObject();
        }
        w.endArray();
    }
    w.endObject();
    return w.take();
}

namespace {

// --- One decoder per action ---------------------------------------------------------------------
// Each reads its action's members in the order AWS documents them (the first malformed member is
// the one reported), makes the call, and renders the answer in AWS's response shape.

/// The call not made because a member was malformed.
JsonCall memberProblem(const MemberReader &r)
{
    JsonCall call;
    call.problem = r.problem;
    return call;
}

void writeQueueUrl(JsonWriter &w, const QueueUrlResult &res)
{
    w.beginObject().key("QueueUrl").value(res.queueUrl).endObject();
}

JsonCall decodeCreateQueue(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    CreateQueueRequest q{r.string("QueueName"), r.stringMap("Attributes"), r.stringMap("tags")};
    if (r.problem)
        return memberProblem(r);
    return finish<QueueUrlResult>(engine.createQueue(q, actor), writeQueueUrl);
}

JsonCall decodeGetQueueUrl(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    GetQueueUrlRequest q{r.string("QueueName"), r.string("QueueOwnerAWSAccountId")};
    if (r.problem)
        return memberProblem(r);
    return finish<QueueUrlResult>(engine.getQueueUrl(q, actor), writeQueueUrl);
}

JsonCall decodeListQueues(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    ListQueuesRequest q{r.string("QueueNamePrefix"), r.integer("MaxResults"),
                        r.string("NextToken")};
    if (r.problem)
        return memberProblem(r);
    return finish<QueueUrlListResult>(
        engine.listQueues(q, actor),
        [](JsonWriter &w, const auto &res) { writeQueueUrlList(w, "QueueUrls", res, false); });
}

JsonCall decodeDeleteQueue(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    DeleteQueueRequest q{r.string("QueueUrl")};
    if (r.problem)
        return memberProblem(r);
    return finishEmpty(engine.deleteQueue(q, actor));
}

JsonCall decodeGetQueueAttributes(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    GetQueueAttributesRequest q{r.string("QueueUrl"), r.stringList("AttributeNames")};
    if (r.problem)
        return memberProblem(r);
    return finish<GetQueueAttributesResult>(engine.getQueueAttributes(q, actor),
                                            [](JsonWriter &w, const auto &res) {
                                                w.beginObject();
                                                if (!res.attributes.empty()) {
                                                    w.key("Attributes").beginObject();
                                                    for (const auto &[name, value] : res.attributes)
                                                        w.key(name).value(value);
                                                    w.endObject();
                                                }
                                                w.endObject();
                                            });
}

JsonCall decodeSetQueueAttributes(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    SetQueueAttributesRequest q{r.string("QueueUrl"), r.stringMap("Attributes")};
    if (r.problem)
        return memberProblem(r);
    return finishEmpty(engine.setQueueAttributes(q, actor));
}

JsonCall decodePurgeQueue(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    PurgeQueueRequest q{r.string("QueueUrl")};
    if (r.problem)
        return memberProblem(r);
    return finishEmpty(engine.purgeQueue(q, actor));
}

JsonCall decodeSendMessage(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    SendMessageRequest q;
    q.queueUrl = r.string("QueueUrl");
    readMessageToSend(r, q);
    if (r.problem)
        return memberProblem(r);
    return finish<SendMessageResult>(
        engine.sendMessage(q, actor), [&](JsonWriter &w, const auto &res) {
            w.beginObject();
            writeSendResult(w, engine, q, res.message, res.sequenceNumber);
            w.endObject();
        });
}

JsonCall decodeSendMessageBatch(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    SendMessageBatchRequest q;
    q.queueUrl = r.string("QueueUrl");
    std::vector<std::string> members = messageEntryMembers;
    members.insert(members.begin(), "Id");
    q.entries = readEntries<SendMessageBatchEntry>(
        r, members, [](MemberReader &inner, auto &e) { readMessageToSend(inner, e); });
    if (r.problem)
        return memberProblem(r);
    return finish<SendMessageBatchResult>(
        engine.sendMessageBatch(q, actor), [&](JsonWriter &w, const auto &res) {
            w.beginObject().key("Successful").beginArray();
            for (const auto &s : res.successful) {
                w.beginObject().key("Id").value(s.id);
                // Entry ids are distinct (the engine rejects a batch that repeats one).
                const auto entry = std::find_if(q.entries.begin(), q.entries.end(),
                                                [&](const auto &e) { return e.id == s.id; });
                writeSendResult(w, engine, *entry, s.message, s.sequenceNumber);
                w.endObject();
            }
            w.endArray();
            writeBatchFailures(w, res.failed);
            w.endObject();
        });
}

JsonCall decodeReceiveMessage(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    ReceiveMessageRequest q;
    q.queueUrl = r.string("QueueUrl");
    q.attributeNames = r.stringList("AttributeNames");
    q.messageSystemAttributeNames = r.stringList("MessageSystemAttributeNames");
    q.messageAttributeNames = r.stringList("MessageAttributeNames");
    q.maxNumberOfMessages = r.integer("MaxNumberOfMessages");
    q.visibilityTimeout = r.integer("VisibilityTimeout");
    q.waitTimeSeconds = r.integer("WaitTimeSeconds");
    q.receiveRequestAttemptId = r.optString("ReceiveRequestAttemptId");
    if (r.problem)
        return memberProblem(r);
    const auto outcome = engine.receiveMessage(q, actor);
    JsonCall call;
    call.receiveRequest = q;
    if (!outcome) {
        call.error = outcome.error();
    } else if (outcome.result().waiting) {
        call.waiting = true;
        call.poll = outcome.result().poll;
    } else {
        call.response = renderReceiveMessageResult(engine, q, outcome.result());
    }
    return call;
}

JsonCall decodeDeleteMessage(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    DeleteMessageRequest q{r.string("QueueUrl"), r.string("ReceiptHandle")};
    if (r.problem)
        return memberProblem(r);
    return finishEmpty(engine.deleteMessage(q, actor));
}

JsonCall decodeDeleteMessageBatch(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    DeleteMessageBatchRequest q;
    q.queueUrl = r.string("QueueUrl");
    q.entries = readEntries<DeleteMessageBatchEntry>(
        r, {"Id", "ReceiptHandle"},
        [](MemberReader &inner, auto &e) { e.receiptHandle = inner.string("ReceiptHandle"); });
    if (r.problem)
        return memberProblem(r);
    return finish<BatchIdsResult>(engine.deleteMessageBatch(q, actor), writeBatchIds);
}

JsonCall decodeChangeMessageVisibility(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    ChangeMessageVisibilityRequest q{r.string("QueueUrl"), r.string("ReceiptHandle"),
                                     r.integer("VisibilityTimeout")};
    if (r.problem)
        return memberProblem(r);
    return finishEmpty(engine.changeMessageVisibility(q, actor));
}

JsonCall decodeChangeMessageVisibilityBatch(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    ChangeMessageVisibilityBatchRequest q;
    q.queueUrl = r.string("QueueUrl");
    q.entries = readEntries<ChangeMessageVisibilityBatchEntry>(
        r, {"Id", "ReceiptHandle", "VisibilityTimeout"}, [](MemberReader &inner, auto &e) {
            e.receiptHandle = inner.string("ReceiptHandle");
            e.visibilityTimeout = inner.integer("VisibilityTimeout");
        });
    if (r.problem)
        return memberProblem(r);
    return finish<BatchIdsResult>(engine.changeMessageVisibilityBatch(q, actor), writeBatchIds);
}

JsonCall decodeListDeadLetterSourceQueues(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    ListDeadLetterSourceQueuesRequest q{r.string("QueueUrl"), r.integer("MaxResults"),
                                        r.string("NextToken")};
    if (r.problem)
        return memberProblem(r);
    return finish<QueueUrlListResult>(
        engine.listDeadLetterSourceQueues(q, actor),
        [](JsonWriter &w, const auto &res) { writeQueueUrlList(w, "queueUrls", res, true); });
}

JsonCall decodeStartMessageMoveTask(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    StartMessageMoveTaskRequest q{r.string("SourceArn"), r.string("DestinationArn"),
                                  r.integer("MaxNumberOfMessagesPerSecond")};
    if (r.problem)
        return memberProblem(r);
    return finish<StartMessageMoveTaskResult>(
        engine.startMessageMoveTask(q, actor), [](JsonWriter &w, const auto &res) {
            w.beginObject().key("TaskHandle").value(res.taskHandle).endObject();
        });
}

void writeMoveTask(JsonWriter &w, const MessageMoveTaskEntry &t)
{
    w.beginObject();
    if (!t.taskHandle.empty())
        w.key("TaskHandle").value(t.taskHandle);
    w.key("Status").value(t.status);
    w.key("SourceArn").value(t.sourceArn);
    if (!t.destinationArn.empty())
        w.key("DestinationArn").value(t.destinationArn);
    if (t.maxNumberOfMessagesPerSecond)
        w.key("MaxNumberOfMessagesPerSecond").value(*t.maxNumberOfMessagesPerSecond);
    w.key("ApproximateNumberOfMessagesMoved").value(t.approximateNumberOfMessagesMoved);
    w.key("ApproximateNumberOfMessagesToMove").value(t.approximateNumberOfMessagesToMove);
    if (!t.failureReason.empty())
        w.key("FailureReason").value(t.failureReason);
    w.key("StartedTimestamp").value(t.startedTimestamp);
    w.endObject();
}

JsonCall decodeListMessageMoveTasks(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    ListMessageMoveTasksRequest q{r.string("SourceArn"), r.integer("MaxResults")};
    if (r.problem)
        return memberProblem(r);
    return finish<ListMessageMoveTasksResult>(engine.listMessageMoveTasks(q, actor),
                                              [](JsonWriter &w, const auto &res) {
                                                  w.beginObject().key("Results").beginArray();
                                                  for (const auto &t : res.results)
                                                      writeMoveTask(w, t);
                                                  w.endArray().endObject();
                                              });
}

JsonCall decodeCancelMessageMoveTask(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    CancelMessageMoveTaskRequest q{r.string("TaskHandle")};
    if (r.problem)
        return memberProblem(r);
    return finish<CancelMessageMoveTaskResult>(engine.cancelMessageMoveTask(q, actor),
                                               [](JsonWriter &w, const auto &res) {
                                                   w.beginObject()
                                                       .key("ApproximateNumberOfMessagesMoved")
                                                       .value(res.approximateNumberOfMessagesMoved)
                                                       .endObject();
                                               });
}

JsonCall decodeTagQueue(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    TagQueueRequest q{r.string("QueueUrl"), r.stringMap("Tags")};
    if (r.problem)
        return memberProblem(r);
    return finishEmpty(engine.tagQueue(q, actor));
}

JsonCall decodeUntagQueue(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    UntagQueueRequest q{r.string("QueueUrl"), r.stringList("TagKeys")};
    if (r.problem)
        return memberProblem(r);
    return finishEmpty(engine.untagQueue(q, actor));
}

JsonCall decodeListQueueTags(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    ListQueueTagsRequest q{r.string("QueueUrl")};
    if (r.problem)
        return memberProblem(r);
    return finish<ListQueueTagsResult>(engine.listQueueTags(q, actor),
                                       [](JsonWriter &w, const auto &res) {
                                           w.beginObject();
                                           // AWS leaves Tags out when the queue has none.
                                           if (!res.tags.empty()) {
                                               w.key("Tags").beginObject();
                                               for (const auto &[key, value] : res.tags)
                                                   w.key(key).value(value);
                                               w.endObject();
                                           }
                                           w.endObject();
                                       });
}

JsonCall decodeAddPermission(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    AddPermissionRequest q{r.string("QueueUrl"), r.string("Label"), r.stringList("AWSAccountIds"),
                           r.stringList("Actions")};
    if (r.problem)
        return memberProblem(r);
    return finishEmpty(engine.addPermission(q, actor));
}

JsonCall decodeRemovePermission(QueueEngine &engine, MemberReader &r, ActorId actor)
{
    RemovePermissionRequest q{r.string("QueueUrl"), r.string("Label")};
    if (r.problem)
        return memberProblem(r);
    return finishEmpty(engine.removePermission(q, actor));
}

using ActionDecoder = JsonCall (*)(QueueEngine &engine, MemberReader &reader, ActorId actor);

struct ActionDecoderEntry {
    Action action;
    ActionDecoder decode;
};

/// Indexed by Action: every action has its decoder, in the enum's order.
constexpr std::array<ActionDecoderEntry, actionCount> actionDecoders = {{
    {Action::CreateQueue, decodeCreateQueue},
    {Action::GetQueueUrl, decodeGetQueueUrl},
    {Action::ListQueues, decodeListQueues},
    {Action::DeleteQueue, decodeDeleteQueue},
    {Action::GetQueueAttributes, decodeGetQueueAttributes},
    {Action::SetQueueAttributes, decodeSetQueueAttributes},
    {Action::PurgeQueue, decodePurgeQueue},
    {Action::SendMessage, decodeSendMessage},
    {Action::SendMessageBatch, decodeSendMessageBatch},
    {Action::ReceiveMessage, decodeReceiveMessage},
    {Action::DeleteMessage, decodeDeleteMessage},
    {Action::DeleteMessageBatch, decodeDeleteMessageBatch},
    {Action::ChangeMessageVisibility, decodeChangeMessageVisibility},
    {Action::ChangeMessageVisibilityBatch, decodeChangeMessageVisibilityBatch},
    {Action::ListDeadLetterSourceQueues, decodeListDeadLetterSourceQueues},
    {Action::StartMessageMoveTask, decodeStartMessageMoveTask},
    {Action::ListMessageMoveTasks, decodeListMessageMoveTasks},
    {Action::CancelMessageMoveTask, decodeCancelMessageMoveTask},
    {Action::TagQueue, decodeTagQueue},
    {Action::UntagQueue, decodeUntagQueue},
    {Action::ListQueueTags, decodeListQueueTags},
    {Action::AddPermission, decodeAddPermission},
    {Action::RemovePermission, decodeRemovePermission},
}};

constexpr bool decodersInActionOrder()
{
    for (std::size_t i = 0; i < actionDecoders.size(); ++i) {
        if (actionDecoders[i].action != static_cast<Action>(i))
            return false;
    }
    return true;
}
static_assert(decodersInActionOrder(), "actionDecoders must list the actions in enum order");

} // namespace

JsonCall callFromJson(QueueEngine &engine, Action action, const QJsonObject &object, ActorId actor)
{
    MemberReader r(object, "");
    r.rejectUnknown(requestMembers(action), {"Action", "at", "id", "client", "region"});
    if (r.problem)
        return memberProblem(r);
    return actionDecoders[static_cast<std::size_t>(action)].decode(engine, r, actor);
}

} // namespace inflight
