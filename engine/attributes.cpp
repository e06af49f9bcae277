// SPDX-License-Identifier: GPL-3.0-or-later
// Queue attributes: validation, defaults, GetQueueAttributes and SetQueueAttributes.

#include "queueengine.h"

#include "queueengine_p.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>

namespace inflight {

namespace {

std::optional<std::int64_t> parseInteger(const std::string &text)
{
    // Strict, as AWS; the scenario's readers share the rule (queueconfig.h).
    return parseAttributeInteger(text);
}

ApiError invalidAttributeValue(const std::string &name)
{
    return {ErrorCode::InvalidAttributeValue, "Invalid value for the parameter " + name + "."};
}

ApiError unknownAttribute(const std::string &name)
{
    return {ErrorCode::InvalidAttributeName, "Unknown Attribute " + name + "."};
}

// GetQueueAttributes(All) order, as AWS sends it on the wire.
constexpr std::array<const char *, 21> attributeOrder = {
    "QueueArn",
    "ApproximateNumberOfMessages",
    "ApproximateNumberOfMessagesNotVisible",
    "ApproximateNumberOfMessagesDelayed",
    "CreatedTimestamp",
    "LastModifiedTimestamp",
    "VisibilityTimeout",
    "MaximumMessageSize",
    "MessageRetentionPeriod",
    "DelaySeconds",
    "Policy",
    "ReceiveMessageWaitTimeSeconds",
    "SqsManagedSseEnabled",
    "KmsMasterKeyId",
    "KmsDataKeyReusePeriodSeconds",
    "RedrivePolicy",
    "RedriveAllowPolicy",
    "FifoQueue",
    "DeduplicationScope",
    "FifoThroughputLimit",
    "ContentBasedDeduplication",
};

bool isKnownAttribute(const std::string &name)
{
    return std::find_if(attributeOrder.begin(), attributeOrder.end(),
                        [&](const char *known) { return name == known; }) != attributeOrder.end();
}

std::string secondsText(TimeMs ms)
{
    return std::to_string(ms / 1000);
}

} // namespace

std::optional<bool> readAttributeFlag(const std::string &value)
{
    auto is = [&](std::string_view word) {
        return std::equal(value.begin(), value.end(), word.begin(), word.end(), [](char a, char b) {
            return std::tolower(static_cast<unsigned char>(a)) == b;
        });
    };
    if (is("true"))
        return true;
    if (is("false"))
        return false;
    return std::nullopt;
}

std::optional<std::string> QueueEngine::queueAttribute(QueueIndex index,
                                                       const std::string &name) const
{
    if (index == noQueue || index > queueCount())
        return std::nullopt;
    return currentAttributeValue(queue(index), name);
}

std::optional<std::string> QueueEngine::currentAttributeValue(const Queue &q,
                                                              const std::string &name) const
{
    if (name == "QueueArn")
        return queueArn(q.index);
    if (name == "ApproximateNumberOfMessages")
        return std::to_string(q.visible);
    if (name == "ApproximateNumberOfMessagesNotVisible")
        return std::to_string(q.inFlight);
    if (name == "ApproximateNumberOfMessagesDelayed")
        return std::to_string(q.delayed);
    // Epoch seconds, as AWS returns them.
    if (name == "CreatedTimestamp")
        return std::to_string((m_settings.timestampOriginMs + q.createdAt) / 1000);
    if (name == "LastModifiedTimestamp")
        return std::to_string((m_settings.timestampOriginMs + q.lastModifiedAt) / 1000);
    if (name == "VisibilityTimeout")
        return secondsText(q.visibilityTimeoutMs);
    if (name == "MaximumMessageSize")
        return std::to_string(q.maximumMessageSize);
    if (name == "MessageRetentionPeriod")
        return secondsText(q.retentionMs);
    if (name == "DelaySeconds")
        return secondsText(q.delayMs);
    if (name == "ReceiveMessageWaitTimeSeconds")
        return secondsText(q.receiveWaitMs);
    if (name == "SqsManagedSseEnabled")
        return q.sqsManagedSse ? "true" : "false";
    if (name == "Policy" && !q.policy.empty())
        return q.policy;
    if (name == "KmsMasterKeyId" && !q.kmsMasterKeyId.empty())
        return q.kmsMasterKeyId;
    if (name == "KmsDataKeyReusePeriodSeconds" && !q.kmsMasterKeyId.empty())
        return std::to_string(q.kmsDataKeyReusePeriodSeconds);
    if (name == "RedrivePolicy" && !q.redrivePolicy.empty())
        return q.redrivePolicy;
    if (name == "RedriveAllowPolicy" && !q.redriveAllowPolicy.empty())
        return q.redriveAllowPolicy;
    if (q.fifo) {
        if (name == "FifoQueue")
            return std::string("true");
        if (name == "DeduplicationScope")
            return q.deduplicationScope;
        if (name == "FifoThroughputLimit")
            return q.fifoThroughputLimit;
        if (name == "ContentBasedDeduplication")
            return q.contentBasedDeduplication ? "true" : "false";
    }
    return std::nullopt;
}

std::optional<ApiError> QueueEngine::validateRedrivePolicy(const Queue &q, const std::string &value,
                                                           std::string &targetArn,
                                                           int &maxReceiveCount) const
{
    auto invalid = [&](const std::string &reason) {
        return invalidParameterValue("RedrivePolicy", value, reason);
    };
    QJsonParseError parseError;
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray::fromStdString(value), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return invalidParameter("Invalid value for the parameter RedrivePolicy. Reason: Redrive "
                                "policy is not a valid JSON map.");
    const QJsonObject policy = document.object();
    for (auto it = policy.begin(); it != policy.end(); ++it) {
        if (it.key() != QLatin1String("deadLetterTargetArn") &&
            it.key() != QLatin1String("maxReceiveCount"))
            return invalid("Only following attributes are supported: [maxReceiveCount, "
                           "deadLetterTargetArn].");
    }
    if (!policy.contains(QLatin1String("maxReceiveCount")))
        return invalid("Redrive policy does not contain mandatory attribute: maxReceiveCount.");
    if (!policy.contains(QLatin1String("deadLetterTargetArn")))
        return invalid("Redrive policy does not contain mandatory attribute: deadLetterTargetArn.");

    // maxReceiveCount may be a number or a string of digits; the scenario's readers share this
    // reading (queueconfig.h), so that what runs is what they show.
    const auto [n, countText] = readMaxReceiveCount(policy.value(QLatin1String("maxReceiveCount")));
    if (!n || *n < 1 || *n > 1000)
        return invalid("Invalid value for maxReceiveCount: " + countText +
                       ", valid values are from 1 to 1000 both inclusive.");

    const QJsonValue arnValue = policy.value(QLatin1String("deadLetterTargetArn"));
    const std::string arn = arnValue.isString() ? arnValue.toString().toStdString() : "";
    const std::string arnPrefix = "arn:aws:sqs:";
    if (arn.rfind(arnPrefix, 0) != 0 || std::count(arn.begin(), arn.end(), ':') != 5)
        return invalid("Invalid value for deadLetterTargetArn.");
    // A queue may name itself (AWS accepts it; its messages then stay where they are), also in
    // the CreateQueue that makes it, before its name is known to findQueueByArn().
    const bool itself = arn == queueArnOf(q.name, q.region);
    QueueIndex target = itself ? q.index : findQueueByArn(arn);
    // A dead-letter queue is in its source's region; one of another region is, seen from there,
    // no queue (AWS's wording for this case is not recorded).
    if (!itself && target != noQueue && queue(target).region != q.region)
        target = noQueue;
    if (target == noQueue)
        return invalid("Dead letter target does not exist.");
    const Queue &dlq = itself ? q : queue(target);
    if (dlq.fifo != q.fifo)
        return invalid("Dead-letter queue must be same type of queue as the source.");
    if (!dlq.redriveAllowPolicy.empty()) {
        // Validated when it was set, so it parses.
        const QJsonObject allow =
            QJsonDocument::fromJson(QByteArray::fromStdString(dlq.redriveAllowPolicy)).object();
        const QString permission = allow.value(QLatin1String("redrivePermission")).toString();
        bool allowed = permission == QLatin1String("allowAll");
        if (permission == QLatin1String("byQueue")) {
            // By name and region: a queue being created is not in the engine yet.
            const QString source = QString::fromStdString(queueArnOf(q.name, q.region));
            for (const QJsonValue &entry : allow.value(QLatin1String("sourceQueueArns")).toArray())
                allowed = allowed || entry.toString() == source;
        }
        if (!allowed)
            return invalid("The dead-letter queue's RedriveAllowPolicy does not allow this "
                           "source queue.");
    }
    targetArn = arn;
    maxReceiveCount = static_cast<int>(*n);
    return std::nullopt;
}

// --- Per-attribute rules ------------------------------------------------------------------------

namespace {

using Queue = QueueEngine::Queue;

/// A whole number of seconds (or bytes) in AWS's range for the attribute.
template<std::int64_t min, std::int64_t max>
std::optional<ApiError> checkWholeNumber(const QueueEngine &, const Queue &,
                                         const std::string &name, const std::string &value)
{
    const auto n = parseInteger(value);
    if (!n || *n < min || *n > max)
        return invalidAttributeValue(name);
    return std::nullopt;
}

std::optional<ApiError> checkTrueOrFalse(const QueueEngine &, const Queue &,
                                         const std::string &name, const std::string &value)
{
    if (!readAttributeFlag(value))
        return invalidAttributeValue(name);
    return std::nullopt;
}

/// Any text: the engine stores it and returns it, and models no access control or encryption.
std::optional<ApiError> acceptAnything(const QueueEngine &, const Queue &, const std::string &,
                                       const std::string &)
{
    return std::nullopt;
}

std::optional<ApiError> checkFifoQueue(const QueueEngine &, const Queue &q, const std::string &name,
                                       const std::string &value)
{
    if (!q.fifo)
        return unknownAttribute(name);
    const std::optional<bool> flag = readAttributeFlag(value);
    if (flag == false)
        return ApiError{ErrorCode::InvalidAttributeValue,
                        "Invalid value for the parameter FifoQueue. Reason: Modifying "
                        "queue type is not supported."};
    if (!flag)
        return invalidAttributeValue(name);
    return std::nullopt;
}

std::optional<ApiError> checkContentBasedDeduplication(const QueueEngine &engine, const Queue &q,
                                                       const std::string &name,
                                                       const std::string &value)
{
    if (!q.fifo)
        return unknownAttribute(name);
    return checkTrueOrFalse(engine, q, name, value);
}

/// DeduplicationScope and FifoThroughputLimit: FIFO only, each with its two values.
template<const char *first, const char *second>
std::optional<ApiError> checkFifoChoice(const QueueEngine &, const Queue &q,
                                        const std::string &name, const std::string &value)
{
    if (!q.fifo)
        return ApiError{ErrorCode::InvalidAttributeName,
                        "You can specify the " + name + " only when FifoQueue is set to true."};
    if (value != first && value != second)
        return invalidAttributeValue(name);
    return std::nullopt;
}
constexpr char messageGroup[] = "messageGroup";
constexpr char wholeQueue[] = "queue";
constexpr char perQueue[] = "perQueue";
constexpr char perMessageGroupId[] = "perMessageGroupId";

std::optional<ApiError> checkRedriveAllowPolicy(const QueueEngine &, const Queue &,
                                                const std::string &, const std::string &value)
{
    if (value.empty())
        return std::nullopt;
    const ApiError badFormat =
        invalidParameter("Invalid value for the parameter RedriveAllowPolicy. Reason: "
                         "Amazon SQS can't create the redrive allow policy, as it's in an "
                         "unsupported format.");
    QJsonParseError parseError;
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray::fromStdString(value), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return badFormat;
    const QJsonObject allow = document.object();
    const QString permission = allow.value(QLatin1String("redrivePermission")).toString();
    const bool hasArns = allow.contains(QLatin1String("sourceQueueArns"));
    if (permission != QLatin1String("allowAll") && permission != QLatin1String("denyAll") &&
        permission != QLatin1String("byQueue"))
        return badFormat;
    const std::string prefix = "Amazon SQS can't create the redrive allow policy. ";
    if (permission == QLatin1String("byQueue")) {
        const QJsonArray arns = allow.value(QLatin1String("sourceQueueArns")).toArray();
        if (arns.isEmpty())
            return invalidParameterValue(
                "RedriveAllowPolicy", value,
                prefix + "When you specify the byQueue permission type, you must also "
                         "specify one or more sourceQueueArns values.");
        if (arns.size() > 10)
            return invalidParameterValue(
                "RedriveAllowPolicy", value,
                prefix + "The maximum number of source queue ARNs you can specify is 10.");
    } else if (hasArns) {
        return invalidParameterValue("RedriveAllowPolicy", value,
                                     prefix + "To specify one or more source queue ARNs, you "
                                              "must set redrivePermission to byQueue.");
    }
    return std::nullopt;
}

/// The member of Queue that a plain attribute sets: seconds become milliseconds once, here.
template<TimeMs Queue::*member>
void setMilliseconds(const QueueEngine &, Queue &q, const std::string &value)
{
    q.*member = secondsToMs(*parseInteger(value));
}

template<std::int64_t Queue::*member>
void setWholeNumber(const QueueEngine &, Queue &q, const std::string &value)
{
    q.*member = *parseInteger(value);
}

template<bool Queue::*member> void setFlag(const QueueEngine &, Queue &q, const std::string &value)
{
    q.*member = readAttributeFlag(value).value_or(false);
}

template<std::string Queue::*member>
void setText(const QueueEngine &, Queue &q, const std::string &value)
{
    q.*member = value;
}

void setKmsMasterKeyId(const QueueEngine &, Queue &q, const std::string &value)
{
    q.kmsMasterKeyId = value;
    // KMS and SQS-managed encryption exclude each other: a key turns SQS's off.
    if (!value.empty())
        q.sqsManagedSse = false;
}

/// FifoQueue is fixed when the queue is created; setting it again to "true" changes nothing.
void keepAsItIs(const QueueEngine &, Queue &, const std::string &) {}

} // namespace

/// One queue attribute: which values CreateQueue and SetQueueAttributes accept for it (`check`,
/// against the queue as it is, before anything changes) and what setting it changes (`apply`, on
/// a value that passed). A nested type, so that the rules that need the engine (a redrive policy's
/// dead-letter queue must exist) may ask it.
struct QueueEngine::AttributeRule {
    using Check = std::optional<ApiError> (*)(const QueueEngine &engine, const Queue &queue,
                                              const std::string &name, const std::string &value);
    using Apply = void (*)(const QueueEngine &engine, Queue &queue, const std::string &value);

    const char *name;
    Check check;
    Apply apply;

    /// The rule of `name`, or nullptr for an attribute SQS does not have (or does not let set).
    static const AttributeRule *find(const std::string &name);

private:
    static std::optional<ApiError> checkRedrivePolicy(const QueueEngine &engine, const Queue &q,
                                                      const std::string &, const std::string &value)
    {
        if (value.empty())
            return std::nullopt;
        std::string arn;
        int count = 0;
        return engine.validateRedrivePolicy(q, value, arn, count);
    }

    static void applyRedrivePolicy(const QueueEngine &engine, Queue &q, const std::string &value)
    {
        if (value.empty()) {
            q.redrivePolicy.clear();
            q.deadLetterTargetArn.clear();
            q.maxReceiveCount = 0;
            return;
        }
        std::string arn;
        int count = 0;
        engine.validateRedrivePolicy(q, value, arn, count);
        q.deadLetterTargetArn = arn;
        q.maxReceiveCount = count;
        // Returned in a normal form, with maxReceiveCount as a number.
        q.redrivePolicy = "{\"deadLetterTargetArn\":\"" + arn +
                          "\",\"maxReceiveCount\":" + std::to_string(count) + "}";
    }
};

const QueueEngine::AttributeRule *QueueEngine::AttributeRule::find(const std::string &name)
{
    // Ranges and values as AWS documents them for SetQueueAttributes.
    static const auto rules = std::to_array<AttributeRule>({
        {"VisibilityTimeout", checkWholeNumber<0, maxVisibilityTimeoutSeconds>,
         setMilliseconds<&Queue::visibilityTimeoutMs>},
        {"DelaySeconds", checkWholeNumber<0, 900>, setMilliseconds<&Queue::delayMs>},
        {"MessageRetentionPeriod", checkWholeNumber<60, 1209600>,
         setMilliseconds<&Queue::retentionMs>},
        {"MaximumMessageSize", checkWholeNumber<1024, 1048576>,
         setWholeNumber<&Queue::maximumMessageSize>},
        {"ReceiveMessageWaitTimeSeconds", checkWholeNumber<0, 20>,
         setMilliseconds<&Queue::receiveWaitMs>},
        {"KmsDataKeyReusePeriodSeconds", checkWholeNumber<60, 86400>,
         setWholeNumber<&Queue::kmsDataKeyReusePeriodSeconds>},
        {"FifoQueue", checkFifoQueue, keepAsItIs},
        {"ContentBasedDeduplication", checkContentBasedDeduplication,
         setFlag<&Queue::contentBasedDeduplication>},
        {"DeduplicationScope", checkFifoChoice<messageGroup, wholeQueue>,
         setText<&Queue::deduplicationScope>},
        {"FifoThroughputLimit", checkFifoChoice<perQueue, perMessageGroupId>,
         setText<&Queue::fifoThroughputLimit>},
        {"SqsManagedSseEnabled", checkTrueOrFalse, setFlag<&Queue::sqsManagedSse>},
        {"RedrivePolicy", checkRedrivePolicy, applyRedrivePolicy},
        {"RedriveAllowPolicy", checkRedriveAllowPolicy, setText<&Queue::redriveAllowPolicy>},
        {"Policy", acceptAnything, setText<&Queue::policy>},
        {"KmsMasterKeyId", acceptAnything, setKmsMasterKeyId},
    });
    const auto rule = std::find_if(rules.begin(), rules.end(),
                                   [&](const AttributeRule &r) { return name == r.name; });
    return rule == rules.end() ? nullptr : &*rule;
}

namespace {

/// The checks that pair two attributes of one request, after each has passed its own rule.
std::optional<ApiError> checkAttributePairs(const Queue &q, const AttributeMap &attributes)
{
    auto given = [&](const char *name) -> const std::string * {
        auto it = attributes.find(name);
        return it == attributes.end() ? nullptr : &it->second;
    };
    const std::string *kms = given("KmsMasterKeyId");
    const std::string *sse = given("SqsManagedSseEnabled");
    if (kms && !kms->empty() && sse && readAttributeFlag(*sse) == true)
        return ApiError{ErrorCode::InvalidAttributeName,
                        "You can use one type of server-side encryption (SSE) at one time. You "
                        "can either enable KMS SSE or SQS SSE.",
                        true, "SqsManagedSseEnabled"};
    const std::string *scope = given("DeduplicationScope");
    const std::string *limit = given("FifoThroughputLimit");
    if (q.fifo && limit && *limit == "perMessageGroupId" &&
        (scope ? *scope : q.deduplicationScope) != "messageGroup")
        return ApiError{ErrorCode::InvalidAttributeValue,
                        "Invalid value for the parameter FifoThroughputLimit. Reason: The "
                        "perMessageGroupId value is allowed only when the value for "
                        "DeduplicationScope is messageGroup.",
                        true, "FifoThroughputLimit"};
    return std::nullopt;
}

} // namespace

std::optional<ApiError> QueueEngine::applyQueueAttributes(Queue &q, const AttributeMap &attributes,
                                                          bool creating)
{
    // Check everything first, so that a rejected call changes nothing. The attributes go in name
    // order, and the first one that fails is the error AWS answers.
    for (const auto &[name, value] : attributes) {
        const AttributeRule *rule = AttributeRule::find(name);
        std::optional<ApiError> error =
            rule ? rule->check(*this, q, name, value) : unknownAttribute(name);
        if (error) {
            error->parameter = name;
            return error;
        }
    }
    if (auto error = checkAttributePairs(q, attributes))
        return error;

    // Apply. Changes take effect at once; AWS says they can take up to 60 s (retention up to
    // 15 minutes) to propagate, which a deterministic engine does not model.
    const TimeMs oldDelayMs = q.delayMs;
    const TimeMs oldRetentionMs = q.retentionMs;
    for (const auto &[name, value] : attributes)
        AttributeRule::find(name)->apply(*this, q, value);
    if (!creating) {
        q.lastModifiedAt = m_state.now;
        if (q.fifo && q.delayMs != oldDelayMs)
            rescheduleDelayedMessages(q);
        if (q.retentionMs != oldRetentionMs)
            rebuildRetentionHeap(q);
    }
    return std::nullopt;
}

void QueueEngine::rescheduleDelayedMessages(Queue &q)
{
    // FIFO queue delay is retroactive: delayed messages follow the new delay at once.
    std::vector<MessageNumber> endedNow;
    for (const auto &group : q.groups) {
        for (MessageNumber number : group.messages) {
            Message &msg = m_state.messages[number];
            if (msg.state != MessagePhase::Delayed)
                continue;
            msg.visibleAt = std::max(m_state.now, msg.sentTime + q.delayMs);
            ++msg.timerGeneration;
            if (msg.visibleAt <= m_state.now)
                endedNow.push_back(number);
            else
                m_state.scheduler.schedule(msg.visibleAt, TimerKind::DelayEnd, number,
                                           msg.timerGeneration);
        }
    }
    // A delay that has already run out ends now, not at the next clock move, so that a receive
    // at this same instant finds the message. In send order.
    std::sort(endedNow.begin(), endedNow.end());
    for (MessageNumber number : endedNow) {
        --q.delayed;
        logEvent(events::delayEnded(q.index, number));
        makeVisible(number);
    }
}

QueueEngine::Queue settingsOf(const QueueEngine::Queue &q)
{
    QueueEngine::Queue copy;
    copy.index = q.index;
    copy.name = q.name;
    copy.region = q.region;
    copy.fifo = q.fifo;
    copy.createdAt = q.createdAt;
    copy.lastModifiedAt = q.lastModifiedAt;
    copy.visibilityTimeoutMs = q.visibilityTimeoutMs;
    copy.delayMs = q.delayMs;
    copy.retentionMs = q.retentionMs;
    copy.receiveWaitMs = q.receiveWaitMs;
    copy.maximumMessageSize = q.maximumMessageSize;
    copy.kmsDataKeyReusePeriodSeconds = q.kmsDataKeyReusePeriodSeconds;
    copy.kmsMasterKeyId = q.kmsMasterKeyId;
    copy.policy = q.policy;
    copy.sqsManagedSse = q.sqsManagedSse;
    copy.contentBasedDeduplication = q.contentBasedDeduplication;
    copy.deduplicationScope = q.deduplicationScope;
    copy.fifoThroughputLimit = q.fifoThroughputLimit;
    copy.redrivePolicy = q.redrivePolicy;
    copy.deadLetterTargetArn = q.deadLetterTargetArn;
    copy.maxReceiveCount = q.maxReceiveCount;
    copy.redriveAllowPolicy = q.redriveAllowPolicy;
    return copy;
}

Outcome<GetQueueAttributesResult>
QueueEngine::getQueueAttributes(const GetQueueAttributesRequest &request, ActorId actor)
{
    CallScope<GetQueueAttributesResult> call(*this, Action::GetQueueAttributes, actor);
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return call.fail(resolved.error());
    call.setQueue(resolved.result());
    const Queue &q = queue(resolved.result());
    bool all = false;
    for (const std::string &name : request.attributeNames) {
        if (name == "All")
            all = true;
        else if (!isKnownAttribute(name))
            return call.fail(unknownAttribute(name));
    }
    GetQueueAttributesResult result;
    for (const char *name : attributeOrder) {
        const bool wanted =
            all || std::find(request.attributeNames.begin(), request.attributeNames.end(), name) !=
                       request.attributeNames.end();
        if (!wanted)
            continue;
        if (auto value = currentAttributeValue(q, name))
            result.attributes.emplace_back(name, *value);
    }
    const auto count = static_cast<std::int64_t>(result.attributes.size());
    return call.finish(std::move(result), count);
}

Outcome<EmptyResult> QueueEngine::setQueueAttributes(const SetQueueAttributesRequest &request,
                                                     ActorId actor)
{
    CallScope<EmptyResult> call(*this, Action::SetQueueAttributes, actor);
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return call.fail(resolved.error());
    call.setQueue(resolved.result());
    if (request.attributes.empty())
        return call.fail(missingParameter("Attribute.Name"));
    if (auto error = applyQueueAttributes(queue(resolved.result()), request.attributes, false))
        return call.fail(*error);
    return call.finish(EmptyResult{});
}

} // namespace inflight
