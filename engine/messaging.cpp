// SPDX-License-Identifier: GPL-3.0-or-later
// Messages: send, receive (short and long polls), delete, visibility changes, FIFO groups.

#include "queueengine.h"

#include "digests.h"
#include "queueengine_p.h"

#include <algorithm>
#include <charconv>
#include <cstdio>

namespace inflight {

namespace {

bool isGroupOrDedupCharacter(char c)
{
    // Alphanumeric and punctuation: the printable ASCII range without the space.
    return c >= 0x21 && c <= 0x7e;
}

bool isValidGroupOrDedupId(const std::string &id)
{
    return !id.empty() && id.size() <= 128 &&
           std::all_of(id.begin(), id.end(), isGroupOrDedupCharacter);
}

ApiError invalidGroupOrDedupId(const std::string &parameter, const std::string &value)
{
    return invalidParameterValue(parameter, value,
                                 parameter +
                                     " can only include alphanumeric and punctuation characters. "
                                     "1 to 128 in length.");
}

bool isValidBatchEntryId(const std::string &id)
{
    return !id.empty() && id.size() <= 80 && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               c == '-' || c == '_';
    });
}

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
        if (name.rfind("AWS.", 0) == 0 || name.rfind("Amazon", 0) == 0)
            return invalidParameter(
                "You can't use message attribute names beginning with 'AWS.' or "
                "'Amazon'. These strings are reserved for internal use.");
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

std::string ReceiptHandle::toString() const
{
    // "m<message>.r<receive>", written by hand: this is on every receive and delete.
    char text[24];
    std::size_t n = 0;
    auto put = [&](std::uint32_t value) {
        char digits[10];
        std::size_t count = 0;
        do {
            digits[count++] = static_cast<char>('0' + value % 10);
            value /= 10;
        } while (value != 0);
        while (count > 0)
            text[n++] = digits[--count];
    };
    text[n++] = 'm';
    put(message);
    text[n++] = '.';
    text[n++] = 'r';
    put(receive);
    return std::string(text, n);
}

std::optional<ReceiptHandle> ReceiptHandle::parse(const std::string &text)
{
    // "m<digits>.r<digits>", each number 1..999999999 without a leading zero.
    auto number = [&](std::size_t &i, std::uint32_t &out) {
        const std::size_t start = i;
        std::uint64_t value = 0;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9' && i - start < 9)
            value = value * 10 + static_cast<std::uint64_t>(text[i++] - '0');
        if (i == start || text[start] == '0')
            return false;
        out = static_cast<std::uint32_t>(value);
        return true;
    };
    ReceiptHandle handle;
    std::size_t i = 0;
    if (text.size() < 4 || text[i++] != 'm' || !number(i, handle.message))
        return std::nullopt;
    if (i + 1 >= text.size() || text[i] != '.' || text[i + 1] != 'r')
        return std::nullopt;
    i += 2;
    if (!number(i, handle.receive) || i != text.size())
        return std::nullopt;
    return handle;
}

// --- Sending ------------------------------------------------------------------------------------

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
                "The request includes a parameter that is not valid for this queue type.");
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

std::uint32_t QueueEngine::groupOf(Queue &q, std::uint32_t groupString)
{
    auto [it, inserted] =
        q.groupByString.emplace(groupString, static_cast<std::uint32_t>(q.groups.size()));
    if (inserted)
        q.groups.push_back(Queue::Group{groupString, {}, 0});
    return it->second;
}

SendMessageResult QueueEngine::enqueue(QueueIndex queueIndex, const MessageToSend &request,
                                       ActorId actor)
{
    (void)actor;
    Queue &q = queue(queueIndex);
    const std::uint32_t groupString =
        request.messageGroupId ? m_log.internString(*request.messageGroupId) : 0;

    std::string dedupKey;
    std::string dedupId;
    if (q.fifo) {
        while (!q.dedupExpiry.empty() && q.dedupExpiry.front().first <= m_now) {
            auto found = q.dedup.find(q.dedupExpiry.front().second);
            if (found != q.dedup.end() && found->second.expiresAt <= m_now)
                q.dedup.erase(found);
            q.dedupExpiry.pop_front();
        }
        dedupId = request.messageDeduplicationId ? *request.messageDeduplicationId
                                                 : sha256Hex(*request.messageBody);
        // The scope is the one the queue was created with (AWS-recorded quirk).
        dedupKey = q.deduplicatePerGroup ? *request.messageGroupId + '\n' + dedupId : dedupId;
        if (auto found = q.dedup.find(dedupKey); found != q.dedup.end()) {
            logEvent(EventKind::SendDeduplicated, queueIndex, found->second.message);
            return {found->second.message, found->second.sequenceNumber};
        }
    }

    const auto number = static_cast<MessageNumber>(m_messages.size());
    Message &msg = m_messages.emplace_back();
    m_bodies.push_back(*request.messageBody);
    if (!request.messageAttributes.empty() || !request.messageSystemAttributes.empty() ||
        !dedupId.empty()) {
        msg.extras = static_cast<std::uint32_t>(m_extras.size());
        m_extras.push_back(
            MessageExtras{request.messageAttributes, request.messageSystemAttributes, dedupId});
    }
    msg.sentTime = msg.enqueueTime = m_now;
    msg.queue = queueIndex;
    msg.groupString = groupString;
    ++q.sentCount;
    if (q.fifo) {
        // Large, non-consecutive, strictly increasing: each send adds 4096 plus a time-dependent
        // offset below 4096.
        msg.sequenceNumber =
            10000000000000000000ULL + q.sentCount * 4096 + static_cast<std::uint64_t>(m_now % 4096);
        msg.group = groupOf(q, groupString);
        q.groups[msg.group].messages.push_back(number);
        q.dedup[dedupKey] = {m_now + dedupWindowMs, number, msg.sequenceNumber};
        q.dedupExpiry.emplace_back(m_now + dedupWindowMs, dedupKey);
    }
    const TimeMs delayMs =
        q.fifo || !request.delaySeconds ? q.delayMs : secondsToMs(*request.delaySeconds);
    q.retentionHeap.emplace_back(msg.enqueueTime + q.retentionMs, number);
    std::push_heap(q.retentionHeap.begin(), q.retentionHeap.end(),
                   [](const auto &x, const auto &y) { return x > y; });
    scheduleRetention(q);

    logEvent(EventKind::MessageSent, queueIndex, number, 0, m_now + delayMs, groupString);
    if (delayMs > 0) {
        msg.state = MessageState::Delayed;
        msg.visibleAt = m_now + delayMs;
        ++q.delayed;
        m_scheduler.scheduleAfter(m_now, delayMs, TimerKind::DelayEnd, number, msg.timerGeneration);
    } else {
        makeVisible(number);
    }
    return {number, msg.sequenceNumber};
}

Outcome<SendMessageResult> QueueEngine::sendMessage(const SendMessageRequest &request,
                                                    ActorId actor)
{
    const std::uint32_t call = beginCall(Action::SendMessage, actor, noQueue);
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return finishCall<SendMessageResult>(call, resolved.error());
    const QueueIndex queueIndex = resolved.result();
    m_log.pendingCall(call).queue = queueIndex;
    std::size_t size = 0;
    if (auto error = validateMessage(queue(queueIndex), request, false, size))
        return finishCall<SendMessageResult>(call, *error);
    return finishCall<SendMessageResult>(call, enqueue(queueIndex, request, actor), 1);
}

namespace {
template<class Entry>
std::optional<ApiError> validateBatchShape(const std::vector<Entry> &entries, const char *entryType)
{
    if (entries.empty())
        return ApiError{ErrorCode::EmptyBatchRequest, std::string("There should be at least one ") +
                                                          entryType + " in the request."};
    if (entries.size() > 10)
        return ApiError{ErrorCode::TooManyEntriesInBatchRequest,
                        "Maximum number of entries per request are 10. You have sent " +
                            std::to_string(entries.size()) + "."};
    for (const auto &entry : entries) {
        if (!isValidBatchEntryId(entry.id))
            return ApiError{ErrorCode::InvalidBatchEntryId,
                            "A batch entry id can only contain alphanumeric characters, hyphens "
                            "and underscores. It can be at most 80 letters long."};
    }
    for (std::size_t i = 0; i < entries.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            if (entries[i].id == entries[j].id)
                return ApiError{ErrorCode::BatchEntryIdsNotDistinct,
                                "Id " + entries[i].id + " repeated."};
        }
    }
    return std::nullopt;
}

BatchResultErrorEntry failedEntry(const std::string &id, const ApiError &error)
{
    return {id, error.senderFault, codeName(error.code), error.message};
}
} // namespace

Outcome<SendMessageBatchResult>
QueueEngine::sendMessageBatch(const SendMessageBatchRequest &request, ActorId actor)
{
    const std::uint32_t call = beginCall(Action::SendMessageBatch, actor, noQueue);
    auto fail = [&](ApiError error) {
        return finishCall<SendMessageBatchResult>(call, std::move(error));
    };
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return fail(resolved.error());
    const QueueIndex queueIndex = resolved.result();
    m_log.pendingCall(call).queue = queueIndex;
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
    return finishCall<SendMessageBatchResult>(call, std::move(result), count);
}

// --- Visibility and FIFO groups -----------------------------------------------------------------

void QueueEngine::makeVisible(MessageNumber number)
{
    Message &msg = m_messages[number];
    Queue &q = queue(msg.queue);
    msg.state = MessageState::Visible;
    ++q.visible;
    if (q.fifo) {
        refreshGroup(q, msg.group);
    } else {
        q.visibleOrder.emplace_back(number, ++msg.visibleEpoch);
        noteAvailable(msg.queue);
    }
}

void QueueEngine::refreshGroup(Queue &q, std::uint32_t groupIndex)
{
    Queue::Group &group = q.groups[groupIndex];
    while (!group.messages.empty()) {
        const Message &head = m_messages[group.messages.front()];
        if (head.queue == q.index && isLive(head.state))
            break;
        group.messages.pop_front();
    }
    const bool ready = !group.messages.empty() &&
                       m_messages[group.messages.front()].state == MessageState::Visible;
    if (ready && group.readyKey == 0) {
        // A group that becomes receivable again goes behind the groups already waiting.
        group.readyKey = q.nextReadyKey++;
        q.readyGroups.emplace(group.readyKey, groupIndex);
        noteAvailable(q.index);
    } else if (!ready && group.readyKey != 0) {
        q.readyGroups.erase({group.readyKey, groupIndex});
        group.readyKey = 0;
    }
}

void QueueEngine::hide(Message &msg, TimeMs deadline)
{
    msg.state = MessageState::InFlight;
    msg.visibleAt = deadline;
    ++msg.timerGeneration;
    const auto number = static_cast<MessageNumber>(&msg - m_messages.data());
    m_scheduler.scheduleAfter(m_now, deadline - m_now, TimerKind::VisibilityDeadline, number,
                              msg.timerGeneration);
}

void QueueEngine::removeMessage(MessageNumber number, EventKind why, std::uint32_t receipt,
                                std::int64_t a, std::int64_t b)
{
    Message &msg = m_messages[number];
    Queue &q = queue(msg.queue);
    const bool wasInFlight = msg.state == MessageState::InFlight;
    switch (msg.state) {
    case MessageState::Delayed:
        --q.delayed;
        break;
    case MessageState::Visible:
        --q.visible;
        break;
    case MessageState::InFlight:
        --q.inFlight;
        break;
    default:
        return;
    }
    switch (why) {
    case EventKind::MessageDeleted:
        msg.state = MessageState::Deleted;
        break;
    case EventKind::MessageExpired:
        msg.state = MessageState::Expired;
        break;
    case EventKind::MessagePurged:
        msg.state = MessageState::Purged;
        break;
    default:
        msg.state = MessageState::Redriven;
        break;
    }
    ++msg.timerGeneration;
    ++msg.visibleEpoch;
    ++msg.changeCount;
    msg.duplicatePending = false;
    logEvent(why, msg.queue, number, receipt, a, b);
    if (q.fifo)
        refreshGroup(q, msg.group);
    // One fewer in flight: a long poll waiting at the in-flight limit may be served now.
    if (wasInFlight)
        noteAvailable(msg.queue);
    // Drop dead retention entries once they outnumber the live messages.
    if (q.retentionHeap.size() > 2 * q.live() + 4096)
        rebuildRetentionHeap(q);
}

// --- Receiving ----------------------------------------------------------------------------------

bool QueueEngine::hasAvailable(const Queue &q) const
{
    if (q.fifo)
        return !q.readyGroups.empty() && q.inFlight < m_limits.fifoInFlightLimit;
    return q.visible > 0 && q.inFlight < m_limits.standardInFlightLimit;
}

void QueueEngine::noteAvailable(QueueIndex queueIndex)
{
    Queue &q = queue(queueIndex);
    if (q.waitingPolls.empty() || q.hasNewMessages)
        return;
    q.hasNewMessages = true;
    m_queuesWithNewMessages.push_back(queueIndex);
}

bool QueueEngine::deliver(QueueIndex queueIndex, MessageNumber number, const ReceiveParams &params,
                          std::vector<ReceivedMessage> &out)
{
    Queue &q = queue(queueIndex);
    Message &msg = m_messages[number];
    // Receive attempt maxReceiveCount + 1 moves the message instead of returning it.
    if (q.maxReceiveCount > 0 &&
        msg.receiveCount >= static_cast<std::uint32_t>(q.maxReceiveCount)) {
        const QueueIndex target = deadLetterTarget(q);
        if (target != noQueue) {
            moveToDeadLetterQueue(number, target);
            return false;
        }
    }
    const bool duplicate = msg.duplicatePending;
    msg.duplicatePending = false;
    ++msg.receiveCount;
    ++msg.changeCount;
    ++msg.visibleEpoch;
    if (msg.firstReceiveTime < 0)
        msg.firstReceiveTime = m_now;
    msg.receiveRequestTime = params.requestTime;
    --q.visible;
    ++q.inFlight;
    // The 12-hour cap counts from the ReceiveMessage request: a long poll served after it waited
    // gets at most what is left of the 12 hours.
    const TimeMs deadline =
        std::min(m_now + params.visibilityTimeoutMs, params.requestTime + maxVisibilityMs);
    hide(msg, deadline);
    logEvent(duplicate ? EventKind::DuplicateDelivered : EventKind::MessageReceived, queueIndex,
             number, msg.receiveCount, deadline, params.requestTime);
    ReceivedMessage received;
    received.message = number;
    received.receipt = msg.receiveCount;
    received.queue = queueIndex;
    received.sequenceNumber = msg.sequenceNumber;
    received.firstReceiveTime = msg.firstReceiveTime;
    received.deadLetterSource = msg.previousQueue;
    out.push_back(received);
    return true;
}

std::vector<ReceivedMessage> QueueEngine::takeAvailable(QueueIndex queueIndex,
                                                        const ReceiveParams &params)
{
    Queue &q = queue(queueIndex);
    std::vector<ReceivedMessage> out;
    const std::uint64_t inFlightLimit =
        q.fifo ? m_limits.fifoInFlightLimit : m_limits.standardInFlightLimit;
    auto room = [&] {
        return out.size() < static_cast<std::size_t>(params.maxMessages) &&
               q.inFlight < inFlightLimit;
    };
    auto isCurrent = [&](const std::pair<MessageNumber, std::uint32_t> &entry) {
        const Message &msg = m_messages[entry.first];
        return msg.queue == queueIndex && msg.state == MessageState::Visible &&
               msg.visibleEpoch == entry.second;
    };

    if (q.fifo) {
        // Take the group that has waited longest, as many of its messages as possible (from its
        // head up to the first one that is not visible), then the next group.
        while (room() && !q.readyGroups.empty()) {
            const std::uint32_t groupIndex = q.readyGroups.begin()->second;
            q.readyGroups.erase(q.readyGroups.begin());
            q.groups[groupIndex].readyKey = 0;
            const auto &messages = q.groups[groupIndex].messages;
            for (std::size_t i = 0; i < messages.size() && room(); ++i) {
                const MessageNumber number = messages[i];
                const Message &msg = m_messages[number];
                if (msg.queue != queueIndex || !isLive(msg.state))
                    continue;
                if (msg.state != MessageState::Visible)
                    break;
                deliver(queueIndex, number, params, out);
            }
            refreshGroup(q, groupIndex);
        }
    } else if (!params.sampleServers) {
        while (room() && !q.visibleOrder.empty()) {
            const auto entry = q.visibleOrder.front();
            q.visibleOrder.pop_front();
            if (isCurrent(entry))
                deliver(queueIndex, entry.first, params, out);
        }
    } else {
        // Short poll with sampling: ask a random subset of the queue's servers (each with
        // probability 1/2, at least one) and return only what those servers hold.
        const int servers = std::max(1, m_settings.shortPollServers);
        std::uint64_t asked = 0;
        for (int s = 0; s < servers; ++s) {
            if (m_prng.bernoulli(0.5))
                asked |= std::uint64_t{1} << (s % 64);
        }
        if (asked == 0)
            asked = std::uint64_t{1}
                    << (m_prng.uniformBelow(static_cast<std::uint64_t>(servers)) % 64);
        std::size_t scanned = 0;
        for (std::size_t i = 0; i < q.visibleOrder.size() && room() && scanned < 1000;) {
            const auto entry = q.visibleOrder[i];
            if (!isCurrent(entry)) {
                if (i == 0)
                    q.visibleOrder.pop_front();
                else
                    ++i;
                continue;
            }
            ++scanned;
            const auto server = mix64(entry.first) % static_cast<std::uint64_t>(servers);
            if (asked & (std::uint64_t{1} << (server % 64)))
                deliver(queueIndex, entry.first, params, out);
            else
                ++i;
        }
    }
    // A visibility timeout of 0 leaves the messages receivable at once; they come back only after
    // this receive has finished, so one call never returns the same message twice.
    if (params.visibilityTimeoutMs == 0) {
        for (const ReceivedMessage &received : out) {
            Message &msg = m_messages[received.message];
            if (msg.state != MessageState::InFlight)
                continue;
            --q.inFlight;
            ++msg.timerGeneration;
            logEvent(EventKind::VisibilityExpired, queueIndex, received.message, msg.receiveCount);
            makeVisible(received.message);
        }
    }
    return out;
}

Outcome<ReceiveMessageResult> QueueEngine::receiveMessage(const ReceiveMessageRequest &request,
                                                          ActorId actor)
{
    const std::uint32_t call = beginCall(Action::ReceiveMessage, actor, noQueue);
    auto fail = [&](ApiError error) {
        return finishCall<ReceiveMessageResult>(call, std::move(error));
    };
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return fail(resolved.error());
    const QueueIndex queueIndex = resolved.result();
    m_log.pendingCall(call).queue = queueIndex;
    Queue &q = queue(queueIndex);

    if (request.maxNumberOfMessages &&
        (*request.maxNumberOfMessages < 1 || *request.maxNumberOfMessages > 10))
        return fail(invalidParameterValue("MaxNumberOfMessages",
                                          std::to_string(*request.maxNumberOfMessages),
                                          "Must be between 1 and 10, if provided."));
    if (request.waitTimeSeconds && (*request.waitTimeSeconds < 0 || *request.waitTimeSeconds > 20))
        return fail(invalidParameterValue("WaitTimeSeconds",
                                          std::to_string(*request.waitTimeSeconds),
                                          "Must be >= 0 and <= 20, if provided."));
    if (request.visibilityTimeout &&
        (*request.visibilityTimeout < 0 || *request.visibilityTimeout > 43200))
        return fail(invalidParameterValue("VisibilityTimeout",
                                          std::to_string(*request.visibilityTimeout),
                                          "Must be >= 0 and <= 43200, if provided."));
    if (request.receiveRequestAttemptId && !isValidGroupOrDedupId(*request.receiveRequestAttemptId))
        return fail(
            invalidGroupOrDedupId("ReceiveRequestAttemptId", *request.receiveRequestAttemptId));

    ReceiveParams params;
    params.actor = actor;
    params.call = call;
    params.requestTime = m_now;
    params.maxMessages = static_cast<int>(request.maxNumberOfMessages.value_or(1));
    params.visibilityTimeoutMs =
        request.visibilityTimeout ? secondsToMs(*request.visibilityTimeout) : q.visibilityTimeoutMs;
    const TimeMs waitMs =
        request.waitTimeSeconds ? secondsToMs(*request.waitTimeSeconds) : q.receiveWaitMs;
    params.sampleServers = m_settings.shortPollSampling && !q.fifo && waitMs == 0;

    // FIFO: a retry with the same ReceiveRequestAttemptId within 5 minutes returns the same
    // messages and handles, and restarts their visibility timeout, if none was modified since.
    const bool useAttempt = q.fifo && request.receiveRequestAttemptId;
    if (useAttempt) {
        for (auto it = q.attempts.begin(); it != q.attempts.end();)
            it = it->second.expiresAt <= m_now ? q.attempts.erase(it) : std::next(it);
        if (auto found = q.attempts.find(*request.receiveRequestAttemptId);
            found != q.attempts.end() && !found->second.messages.empty()) {
            const Queue::Attempt &attempt = found->second;
            bool unchanged = true;
            for (std::size_t i = 0; i < attempt.messages.size(); ++i) {
                const Message &msg = m_messages[attempt.messages[i].message];
                unchanged = unchanged && msg.queue == queueIndex && isLive(msg.state) &&
                            msg.receiveCount == attempt.messages[i].receipt &&
                            msg.changeCount == attempt.changeCounts[i];
            }
            if (unchanged) {
                for (const ReceivedMessage &received : attempt.messages) {
                    Message &msg = m_messages[received.message];
                    if (msg.state == MessageState::Visible) {
                        --q.visible;
                        ++q.inFlight;
                    }
                    // The retry restarts the timeout, not the 12 hours of the original receive.
                    const TimeMs deadline = std::min(m_now + attempt.visibilityTimeoutMs,
                                                     msg.receiveRequestTime + maxVisibilityMs);
                    hide(msg, deadline);
                    refreshGroup(q, msg.group);
                    logEvent(EventKind::MessageReceived, queueIndex, received.message,
                             msg.receiveCount, deadline, msg.receiveRequestTime, 1);
                }
                // A retry of a receive with VisibilityTimeout=0 leaves the messages receivable
                // at once, as the original receive did.
                for (const ReceivedMessage &received : attempt.messages) {
                    Message &msg = m_messages[received.message];
                    if (attempt.visibilityTimeoutMs != 0 || msg.state != MessageState::InFlight)
                        continue;
                    --q.inFlight;
                    ++msg.timerGeneration;
                    logEvent(EventKind::VisibilityExpired, queueIndex, received.message,
                             msg.receiveCount);
                    makeVisible(received.message);
                }
                ReceiveMessageResult result;
                result.messages = attempt.messages;
                const auto count = static_cast<std::int64_t>(result.messages.size());
                return finishCall<ReceiveMessageResult>(call, std::move(result), count);
            }
        }
    }

    if (!q.fifo && waitMs == 0 && q.inFlight >= m_limits.standardInFlightLimit)
        return fail({ErrorCode::OverLimit, "The maximum number of in-flight messages (" +
                                               std::to_string(m_limits.standardInFlightLimit) +
                                               ") for this queue has been reached."});

    ReceiveMessageResult result;
    result.messages = takeAvailable(queueIndex, params);
    if (useAttempt && !result.messages.empty()) {
        Queue::Attempt attempt;
        attempt.expiresAt = m_now + dedupWindowMs;
        attempt.visibilityTimeoutMs = params.visibilityTimeoutMs;
        attempt.messages = result.messages;
        for (const ReceivedMessage &received : result.messages)
            attempt.changeCounts.push_back(m_messages[received.message].changeCount);
        q.attempts[*request.receiveRequestAttemptId] = std::move(attempt);
    }
    if (result.messages.empty()) {
        if (waitMs > 0) {
            PollId pollId = 0;
            if (!m_freePolls.empty()) {
                pollId = m_freePolls.back();
                m_freePolls.pop_back();
            } else {
                pollId = static_cast<PollId>(m_polls.size());
                m_polls.emplace_back();
            }
            Poll &poll = m_polls[pollId];
            ++poll.generation;
            poll.queue = queueIndex;
            poll.params = params;
            poll.deadline = m_now + waitMs;
            poll.waiting = true;
            q.waitingPolls.push_back(pollId);
            ++m_waitingPollCount;
            m_scheduler.scheduleAfter(m_now, waitMs, TimerKind::PollTimeout, pollId,
                                      poll.generation);
            result.waiting = true;
            result.poll = pollId;
            endCall(call, ErrorCode::None, 0, 1);
            return result;
        }
        logEvent(EventKind::EmptyReceive, queueIndex, noMessage, 0, 0);
    }
    const auto count = static_cast<std::int64_t>(result.messages.size());
    return finishCall<ReceiveMessageResult>(call, std::move(result), count);
}

void QueueEngine::serveWaitingPolls()
{
    for (std::size_t i = 0; i < m_queuesWithNewMessages.size(); ++i) {
        const QueueIndex queueIndex = m_queuesWithNewMessages[i];
        Queue &q = queue(queueIndex);
        q.hasNewMessages = false;
        while (!q.deleted && !q.waitingPolls.empty() && hasAvailable(q)) {
            const PollId pollId = q.waitingPolls.front();
            const Poll &poll = m_polls[pollId];
            m_currentActor = poll.params.actor;
            m_currentCall = poll.params.call;
            std::vector<ReceivedMessage> messages = takeAvailable(queueIndex, poll.params);
            if (messages.empty())
                break;
            q.waitingPolls.pop_front();
            ReceiveMessageResult result;
            result.messages = std::move(messages);
            completePoll(pollId, std::move(result));
        }
    }
    m_queuesWithNewMessages.clear();
    m_currentActor = engineActor;
    m_currentCall = 0;
}

void QueueEngine::completePoll(PollId pollId, Outcome<ReceiveMessageResult> outcome)
{
    Poll &poll = m_polls[pollId];
    poll.waiting = false;
    --m_waitingPollCount;
    CompletedPoll completed{pollId, m_now, std::move(outcome)};
    if (m_pollListener) {
        m_pollListener(completed);
        m_freePolls.push_back(pollId);
    } else {
        m_completedPolls.push_back(std::move(completed));
    }
}

void QueueEngine::cancelPollsOnQueue(QueueIndex queueIndex)
{
    Queue &q = queue(queueIndex);
    while (!q.waitingPolls.empty()) {
        const PollId pollId = q.waitingPolls.front();
        q.waitingPolls.pop_front();
        completePoll(pollId, nonExistentQueue());
    }
}

std::vector<CompletedPoll> QueueEngine::takeCompletedPolls()
{
    std::vector<CompletedPoll> completed;
    completed.swap(m_completedPolls);
    for (const CompletedPoll &poll : completed)
        m_freePolls.push_back(poll.poll);
    return completed;
}

void QueueEngine::setPollListener(std::function<void(CompletedPoll &)> listener)
{
    m_pollListener = std::move(listener);
}

// --- Deleting and changing visibility -----------------------------------------------------------

namespace {
ApiError expiredHandle(const std::string &handle)
{
    return invalidParameterValue("ReceiptHandle", handle, "The receipt handle has expired.");
}
} // namespace

Outcome<EmptyResult> QueueEngine::deleteByHandle(QueueIndex queueIndex, const std::string &text)
{
    if (text.empty())
        return missingParameter("ReceiptHandle");
    const auto handle = ReceiptHandle::parse(text);
    if (!handle || handle->message >= m_messages.size() ||
        handle->receive > m_messages[handle->message].receiveCount)
        return receiptHandleIsInvalid(text);
    Message &msg = m_messages[handle->message];
    const QueueIndex issuer =
        handle->receive > msg.receiveCountAtEntry ? msg.queue : msg.previousQueue;
    if (issuer != queueIndex)
        return receiptHandleIsInvalid(text);
    Queue &q = queue(queueIndex);
    if (msg.queue != queueIndex || !isLive(msg.state)) {
        // Deleted, expired, purged or moved: deleting again is answered 200 (idempotent).
        logEvent(EventKind::DeleteIgnored, queueIndex, handle->message, handle->receive,
                 msg.receiveCount, 0, static_cast<std::uint8_t>(DeleteIgnoredReason::MessageGone));
        return EmptyResult{};
    }
    const bool latest = handle->receive == msg.receiveCount;
    if (q.fifo) {
        // FIFO handles are valid only inside their visibility window.
        if (!latest || msg.state != MessageState::InFlight)
            return expiredHandle(text);
    } else if (!latest && m_settings.staleHandleDelete == StaleHandleDelete::Ignore) {
        logEvent(EventKind::DeleteIgnored, queueIndex, handle->message, handle->receive,
                 msg.receiveCount, 0,
                 static_cast<std::uint8_t>(DeleteIgnoredReason::StaleReceiptHandle));
        return EmptyResult{};
    }
    removeMessage(handle->message, EventKind::MessageDeleted, handle->receive);
    if (!q.fifo && m_prng.bernoulli(m_settings.duplicateDeliveryRate)) {
        // One replica missed the delete: the message will be delivered once more.
        Message &ghost = m_messages[handle->message];
        logEvent(EventKind::DuplicateScheduled, queueIndex, handle->message);
        q.retentionHeap.emplace_back(ghost.enqueueTime + q.retentionMs, handle->message);
        std::push_heap(q.retentionHeap.begin(), q.retentionHeap.end(),
                       [](const auto &x, const auto &y) { return x > y; });
        scheduleRetention(q);
        makeVisible(handle->message);
        ghost.duplicatePending = true;
    }
    return EmptyResult{};
}

Outcome<EmptyResult> QueueEngine::deleteMessage(const DeleteMessageRequest &request, ActorId actor)
{
    const std::uint32_t call = beginCall(Action::DeleteMessage, actor, noQueue);
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return finishCall<EmptyResult>(call, resolved.error());
    m_log.pendingCall(call).queue = resolved.result();
    auto outcome = deleteByHandle(resolved.result(), request.receiptHandle);
    return finishCall<EmptyResult>(call, std::move(outcome), outcome.ok() ? 1 : 0);
}

Outcome<BatchIdsResult> QueueEngine::deleteMessageBatch(const DeleteMessageBatchRequest &request,
                                                        ActorId actor)
{
    const std::uint32_t call = beginCall(Action::DeleteMessageBatch, actor, noQueue);
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return finishCall<BatchIdsResult>(call, resolved.error());
    m_log.pendingCall(call).queue = resolved.result();
    if (auto error = validateBatchShape(request.entries, "DeleteMessageBatchRequestEntry"))
        return finishCall<BatchIdsResult>(call, *error);
    BatchIdsResult result;
    for (const auto &entry : request.entries) {
        const auto outcome = deleteByHandle(resolved.result(), entry.receiptHandle);
        if (outcome)
            result.successful.push_back(entry.id);
        else
            result.failed.push_back(failedEntry(entry.id, outcome.error()));
    }
    const auto count = static_cast<std::int64_t>(result.successful.size());
    return finishCall<BatchIdsResult>(call, std::move(result), count);
}

Outcome<EmptyResult>
QueueEngine::changeVisibilityByHandle(QueueIndex queueIndex, const std::string &text,
                                      std::optional<std::int64_t> timeoutSeconds)
{
    if (text.empty())
        return missingParameter("ReceiptHandle");
    if (!timeoutSeconds)
        return missingParameter("VisibilityTimeout");
    if (*timeoutSeconds < 0 || *timeoutSeconds > 43200)
        return invalidParameterValue("VisibilityTimeout", std::to_string(*timeoutSeconds),
                                     "Must be between 0 and 43200.");
    const auto handle = ReceiptHandle::parse(text);
    if (!handle || handle->message >= m_messages.size() ||
        handle->receive > m_messages[handle->message].receiveCount)
        return receiptHandleIsInvalid(text);
    Message &msg = m_messages[handle->message];
    const QueueIndex issuer =
        handle->receive > msg.receiveCountAtEntry ? msg.queue : msg.previousQueue;
    if (issuer != queueIndex)
        return receiptHandleIsInvalid(text);
    if (msg.queue != queueIndex || !isLive(msg.state))
        return invalidParameterValue("ReceiptHandle", text,
                                     "Message does not exist or is not available for visibility "
                                     "timeout change.");
    Queue &q = queue(queueIndex);
    const bool latest = handle->receive == msg.receiveCount;
    if (q.fifo && (!latest || msg.state != MessageState::InFlight))
        return expiredHandle(text);
    if (msg.state != MessageState::InFlight) {
        // AWS-recorded: a late change on a message that is no longer in flight answers 200; the
        // engine does nothing (it does not re-hide the message).
        logEvent(EventKind::VisibilityChangeIgnored, queueIndex, handle->message, handle->receive);
        return EmptyResult{};
    }
    // On a standard queue an older handle still controls the current in-flight period.
    const TimeMs timeoutMs = secondsToMs(*timeoutSeconds);
    if (m_now + timeoutMs - msg.receiveRequestTime > maxVisibilityMs)
        return invalidParameterValue("VisibilityTimeout", std::to_string(*timeoutSeconds),
                                     "Total VisibilityTimeout for the message is beyond the limit "
                                     "[43200 seconds]");
    ++msg.changeCount;
    logEvent(EventKind::VisibilityChanged, queueIndex, handle->message, handle->receive,
             m_now + timeoutMs, msg.receiveRequestTime);
    if (timeoutMs == 0) {
        --q.inFlight;
        ++msg.timerGeneration;
        logEvent(EventKind::VisibilityExpired, queueIndex, handle->message, msg.receiveCount, 0, 0,
                 1);
        makeVisible(handle->message);
    } else {
        hide(msg, m_now + timeoutMs);
    }
    return EmptyResult{};
}

Outcome<EmptyResult>
QueueEngine::changeMessageVisibility(const ChangeMessageVisibilityRequest &request, ActorId actor)
{
    const std::uint32_t call = beginCall(Action::ChangeMessageVisibility, actor, noQueue);
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return finishCall<EmptyResult>(call, resolved.error());
    m_log.pendingCall(call).queue = resolved.result();
    auto outcome = changeVisibilityByHandle(resolved.result(), request.receiptHandle,
                                            request.visibilityTimeout);
    return finishCall<EmptyResult>(call, std::move(outcome), outcome.ok() ? 1 : 0);
}

Outcome<BatchIdsResult>
QueueEngine::changeMessageVisibilityBatch(const ChangeMessageVisibilityBatchRequest &request,
                                          ActorId actor)
{
    const std::uint32_t call = beginCall(Action::ChangeMessageVisibilityBatch, actor, noQueue);
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return finishCall<BatchIdsResult>(call, resolved.error());
    m_log.pendingCall(call).queue = resolved.result();
    if (auto error =
            validateBatchShape(request.entries, "ChangeMessageVisibilityBatchRequestEntry"))
        return finishCall<BatchIdsResult>(call, *error);
    BatchIdsResult result;
    for (const auto &entry : request.entries) {
        const auto outcome = changeVisibilityByHandle(resolved.result(), entry.receiptHandle,
                                                      entry.visibilityTimeout);
        if (outcome)
            result.successful.push_back(entry.id);
        else
            result.failed.push_back(failedEntry(entry.id, outcome.error()));
    }
    const auto count = static_cast<std::int64_t>(result.successful.size());
    return finishCall<BatchIdsResult>(call, std::move(result), count);
}

} // namespace inflight
