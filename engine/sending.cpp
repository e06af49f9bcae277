// SPDX-License-Identifier: GPL-3.0-or-later
// Sending: SendMessage and SendMessageBatch, their checks, and a message's entry into its queue
// (FIFO deduplication, sequence numbers, delay).

#include "queueengine.h"

#include "digests.h"
#include "queueengine_p.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <string_view>

namespace inflight {

namespace {

std::size_t attributeBytes(const MessageAttributeMap &attributes)
{
    std::size_t bytes = 0;
    for (const auto &[name, value] : attributes)
        bytes += name.size() + value.dataType.size() + value.stringValue.size() +
                 value.binaryValue.size();
    return bytes;
}

std::size_t messageBytes(const MessageToSend &message)
{
    return (message.messageBody ? message.messageBody->size() : 0) +
           attributeBytes(message.messageAttributes);
}

bool startsWithIgnoringCase(const std::string &text, std::string_view prefix)
{
    return text.size() >= prefix.size() &&
           std::equal(prefix.begin(), prefix.end(), text.begin(), [](char a, char b) {
               return std::tolower(static_cast<unsigned char>(a)) ==
                      std::tolower(static_cast<unsigned char>(b));
           });
}

/// A message attribute name as the SendMessage reference allows it: A-Z, a-z, 0-9, '_', '-' and
/// '.', not starting or ending with '.', no '..', not starting with "AWS." or "Amazon." in any
/// casing ("AmazonFoo" is allowed).
std::optional<ApiError> checkAttributeName(const std::string &name)
{
    const bool allowed = std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
               c == '_' || c == '-' || c == '.';
    });
    if (!allowed)
        return invalidParameter("Message (user) attribute name '" + name +
                                "' is invalid: it can only contain letters, digits, periods, "
                                "hyphens and underscores.");
    if (startsWithIgnoringCase(name, "AWS.") || startsWithIgnoringCase(name, "Amazon.") ||
        name.front() == '.' || name.back() == '.')
        return invalidParameter("You can't use message attribute names beginning with 'AWS.' or "
                                "'Amazon.'. These strings are reserved for internal use. "
                                "Additionally, they cannot start or end with '.'.");
    if (name.find("..") != std::string::npos)
        return invalidParameter("Message (user) attribute name '" + name +
                                "' is invalid: it cannot contain successive periods.");
    return std::nullopt;
}

std::optional<ApiError> validateMessageAttributes(const MessageAttributeMap &attributes)
{
    if (attributes.size() > 10)
        return invalidParameter("Number of message attributes [" +
                                std::to_string(attributes.size()) +
                                "] exceeds the allowed maximum [10].");
    for (const auto &[name, value] : attributes) {
        if (name.empty())
            return invalidParameter(
                "The request must contain non-empty message (user) attribute names.");
        if (name.size() > 256)
            return invalidParameter(
                "Message (user) attribute name must be shorter than 256 bytes.");
        if (auto error = checkAttributeName(name))
            return error;
        const std::string &type = value.dataType;
        if (type.empty())
            return invalidParameter("The message (user) attribute '" + name +
                                    "' must contain a non-empty attribute type.");
        if (type.size() > 256)
            return invalidParameter(
                "Message (user) attribute type must be shorter than 256 bytes.");
        std::string base = type.substr(0, type.find('.'));
        if (base != "String" && base != "Number" && base != "Binary")
            return invalidParameter("The type of message (user) attribute '" + name +
                                    "' is invalid. You must use only the following supported type "
                                    "prefixes: Binary, Number, String.");
        const std::string &payload = base == "Binary" ? value.binaryValue : value.stringValue;
        if (payload.empty())
            return invalidParameter("Message (user) attribute '" + name +
                                    "' must contain a non-empty value of type '" + base + "'.");
        if (base == "Number") {
            // from_chars, not strtod: the locale's decimal separator must not matter.
            double number = 0;
            const char *first = payload.data();
            if (!payload.empty() && payload.front() == '+')
                ++first;
            const auto parsed = std::from_chars(first, payload.data() + payload.size(), number);
            if (parsed.ec != std::errc() || parsed.ptr != payload.data() + payload.size())
                return invalidParameter("Can't cast the value of message (user) attribute '" +
                                        name + "' to a number.");
        }
        if (base != "Binary" && !isValidMessageText(payload))
            return invalidParameter("Message (user) attribute '" + name +
                                    "' contains invalid characters.");
    }
    return std::nullopt;
}

} // namespace

std::optional<ApiError> QueueEngine::validateMessage(const Queue &q, const MessageToSend &m,
                                                     bool inBatch, std::size_t &size) const
{
    if (!m.messageBody || m.messageBody->empty())
        return missingParameter("MessageBody");
    if (q.fifo && !m.messageGroupId)
        return missingParameter("MessageGroupId");
    if (m.messageGroupId && !isValidGroupOrDedupId(*m.messageGroupId))
        return invalidGroupOrDedupId("MessageGroupId", *m.messageGroupId);
    if (m.messageDeduplicationId) {
        if (!q.fifo)
            return invalidParameterValue(
                "MessageDeduplicationId", *m.messageDeduplicationId,
                "The request include parameter that is not valid for this queue type.");
        if (!isValidGroupOrDedupId(*m.messageDeduplicationId))
            return invalidGroupOrDedupId("MessageDeduplicationId", *m.messageDeduplicationId);
    }
    if (q.fifo && !m.messageDeduplicationId && !q.contentBasedDeduplication)
        return invalidParameter("The queue should either have ContentBasedDeduplication enabled "
                                "or MessageDeduplicationId provided explicitly");
    if (m.delaySeconds) {
        const std::string value = std::to_string(*m.delaySeconds);
        if (*m.delaySeconds < 0 || *m.delaySeconds > 900)
            return invalidParameterValue("DelaySeconds", value,
                                         "DelaySeconds must be >= 0 and <= 900.");
        // FIFO queues take the queue's delay only; 0 is accepted and changes nothing.
        if (q.fifo && *m.delaySeconds > 0)
            return invalidParameterValue(
                "DelaySeconds", value,
                "The request include parameter that is not valid for this queue type.");
    }
    if (!isValidMessageText(*m.messageBody))
        return ApiError{ErrorCode::InvalidMessageContents,
                        "Invalid characters found. Valid unicode characters are #x9 | #xA | #xD | "
                        "#x20 to #xD7FF | #xE000 to #xFFFD | #x10000 to #x10FFFF"};
    if (auto error = validateMessageAttributes(m.messageAttributes))
        return error;
    for (const auto &[name, value] : m.messageSystemAttributes) {
        if (name != "AWSTraceHeader" || value.dataType != "String")
            return invalidParameter("Message system attribute name '" + name + "' is invalid.");
    }
    // System attributes (AWSTraceHeader) do not count towards the size.
    size = messageBytes(m);
    if (static_cast<std::int64_t>(size) > q.maximumMessageSize)
        return invalidParameter(std::string("One or more parameters ") +
                                (inBatch ? "cannot be validated" : "are invalid") +
                                ". Reason: Message must be shorter than " +
                                std::to_string(q.maximumMessageSize) + " bytes.");
    return std::nullopt;
}

SendMessageResult QueueEngine::enqueue(QueueIndex queueIndex, const MessageToSend &request,
                                       ActorId actor)
{
    (void)actor;
    Queue &q = queue(queueIndex);
    const std::uint32_t groupString =
        request.messageGroupId ? m_state.log.internString(*request.messageGroupId) : 0;

    std::string dedupKey;
    std::string dedupId;
    if (q.fifo) {
        while (!q.dedupExpiry.empty() && q.dedupExpiry.front().first <= m_state.now) {
            auto found = q.dedup.find(q.dedupExpiry.front().second);
            if (found != q.dedup.end() && found->second.expiresAt <= m_state.now)
                q.dedup.erase(found);
            q.dedupExpiry.pop_front();
        }
        dedupId = request.messageDeduplicationId ? *request.messageDeduplicationId
                                                 : sha256Hex(*request.messageBody);
        // The scope is the one the queue was created with (AWS-recorded quirk).
        dedupKey = q.deduplicatePerGroup ? *request.messageGroupId + '\n' + dedupId : dedupId;
        if (auto found = q.dedup.find(dedupKey); found != q.dedup.end()) {
            logEvent(events::sendDeduplicated(queueIndex, found->second.message));
            return {found->second.message, found->second.sequenceNumber};
        }
    }

    const auto number = static_cast<MessageNumber>(m_state.messages.size());
    Message &msg = m_state.messages.emplace_back();
    m_state.bodies.push_back(*request.messageBody);
    if (!request.messageAttributes.empty() || !request.messageSystemAttributes.empty() ||
        !dedupId.empty()) {
        msg.extras = static_cast<std::uint32_t>(m_state.extras.size());
        m_state.extras.push_back(
            MessageExtras{request.messageAttributes, request.messageSystemAttributes, dedupId});
    }
    msg.sentTime = msg.enqueueTime = m_state.now;
    msg.queue = queueIndex;
    msg.groupString = groupString;
    ++q.sentCount;
    if (q.fifo) {
        // Large, non-consecutive, strictly increasing: each send adds 4096 plus a time-dependent
        // offset below 4096.
        msg.sequenceNumber = 10000000000000000000ULL + q.sentCount * 4096 +
                             static_cast<std::uint64_t>(m_state.now % 4096);
        msg.group = groupOf(q, groupString);
        q.groups[msg.group].messages.push_back(number);
        q.dedup[dedupKey] = {m_state.now + dedupWindowMs, number, msg.sequenceNumber};
        q.dedupExpiry.emplace_back(m_state.now + dedupWindowMs, dedupKey);
    }
    const TimeMs delayMs =
        q.fifo || !request.delaySeconds ? q.delayMs : secondsToMs(*request.delaySeconds);
    q.retentionHeap.emplace_back(msg.enqueueTime + q.retentionMs, number);
    std::push_heap(q.retentionHeap.begin(), q.retentionHeap.end(),
                   [](const auto &x, const auto &y) { return x > y; });
    scheduleRetention(q);

    logEvent(events::messageSent(queueIndex, number, m_state.now + delayMs, groupString));
    if (delayMs > 0) {
        msg.state = MessagePhase::Delayed;
        msg.visibleAt = m_state.now + delayMs;
        ++q.delayed;
        m_state.scheduler.scheduleAfter(m_state.now, delayMs, TimerKind::DelayEnd, number,
                                        msg.timerGeneration);
    } else {
        makeVisible(number);
    }
    return {number, msg.sequenceNumber};
}

Outcome<SendMessageResult> QueueEngine::sendMessage(const SendMessageRequest &request,
                                                    ActorId actor)
{
    CallScope<SendMessageResult> call(*this, Action::SendMessage, actor);
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return call.fail(resolved.error());
    const QueueIndex queueIndex = resolved.result();
    call.setQueue(queueIndex);
    std::size_t size = 0;
    if (auto error = validateMessage(queue(queueIndex), request, false, size))
        return call.fail(*error);
    return call.finish(enqueue(queueIndex, request, actor), 1);
}

Outcome<SendMessageBatchResult>
QueueEngine::sendMessageBatch(const SendMessageBatchRequest &request, ActorId actor)
{
    CallScope<SendMessageBatchResult> call(*this, Action::SendMessageBatch, actor);
    auto fail = [&](ApiError error) {
        return call.fail(std::move(error));
    };
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return fail(resolved.error());
    const QueueIndex queueIndex = resolved.result();
    call.setQueue(queueIndex);
    const Queue &q = queue(queueIndex);
    if (auto error = validateBatchShape(request.entries, "SendMessageBatchRequestEntry"))
        return fail(*error);
    std::size_t total = 0;
    for (const auto &entry : request.entries)
        total += messageBytes(entry);
    if (total > static_cast<std::size_t>(maxBatchBytes))
        return fail({ErrorCode::BatchRequestTooLong,
                     "Batch requests cannot be longer than " + std::to_string(maxBatchBytes) +
                         " bytes. You have sent " + std::to_string(total) + " bytes."});
    if (q.fifo) {
        // On a FIFO queue a missing group or deduplication id fails the whole request.
        for (const auto &entry : request.entries) {
            if (!entry.messageGroupId)
                return fail(invalidParameter("The request must contain the parameter "
                                             "MessageGroupId."));
            if (!entry.messageDeduplicationId && !q.contentBasedDeduplication)
                return fail(invalidParameter("The queue should either have "
                                             "ContentBasedDeduplication enabled or "
                                             "MessageDeduplicationId provided explicitly"));
        }
    }
    SendMessageBatchResult result;
    for (const auto &entry : request.entries) {
        std::size_t size = 0;
        if (auto error = validateMessage(q, entry, true, size)) {
            result.failed.push_back(failedEntry(entry.id, *error));
            continue;
        }
        const SendMessageResult sent = enqueue(queueIndex, entry, actor);
        result.successful.push_back({entry.id, sent.message, sent.sequenceNumber});
    }
    const auto count = static_cast<std::int64_t>(result.successful.size());
    return call.finish(std::move(result), count);
}

} // namespace inflight
