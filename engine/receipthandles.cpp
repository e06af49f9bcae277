// SPDX-License-Identifier: GPL-3.0-or-later
// Receipt handles: their text form, and what a handle lets its holder do (DeleteMessage,
// ChangeMessageVisibility and their batches).

#include "queueengine.h"

#include "queueengine_p.h"

#include <algorithm>

namespace inflight {

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

namespace {
ApiError expiredHandle(const std::string &handle)
{
    return invalidParameterValue("ReceiptHandle", handle, "The receipt handle has expired.");
}
} // namespace

bool QueueEngine::fifoHandleUnexpired(const Message &msg, const ReceiptHandle &handle) const
{
    // A FIFO receipt handle expires with its visibility timeout ("If you try to delete the
    // message outside of the visibility timeout period": the receipt-handle troubleshooting
    // article). A later receive ended the handle's loan, also when the message has gone since
    // (a slow worker deleting after another worker received and deleted it). The latest
    // handle of a message that has gone is answered 200 (recorded against AWS: a message that
    // expired while in flight, deleted after its deadline).
    if (handle.receive != msg.receiveCount)
        return false;
    return !phaseIsLive(msg.state) || msg.state == MessagePhase::InFlight;
}

std::optional<ReceiptHandle> QueueEngine::handleIssuedBy(QueueIndex queueIndex,
                                                         const std::string &text) const
{
    const auto handle = ReceiptHandle::parse(text);
    if (!handle || handle->message >= m_state.messages.size() ||
        handle->receive > m_state.messages[handle->message].receiveCount)
        return std::nullopt;
    // Handles numbered up to receiveCountAtEntry were issued by the queue the message was in
    // before its move to a dead-letter queue.
    const Message &msg = m_state.messages[handle->message];
    const QueueIndex issuer =
        handle->receive > msg.receiveCountAtEntry ? msg.queue : msg.previousQueue;
    if (issuer != queueIndex)
        return std::nullopt;
    return handle;
}

Outcome<EmptyResult> QueueEngine::deleteByHandle(QueueIndex queueIndex, const std::string &text)
{
    if (text.empty())
        return missingParameter("ReceiptHandle");
    const auto handle = handleIssuedBy(queueIndex, text);
    if (!handle)
        return receiptHandleIsInvalid(text);
    Message &msg = m_state.messages[handle->message];
    Queue &q = queue(queueIndex);
    const bool latest = handle->receive == msg.receiveCount;
    if (q.fifo && !fifoHandleUnexpired(msg, *handle))
        return expiredHandle(text);
    if (msg.queue != queueIndex || !phaseIsLive(msg.state)) {
        // Deleted, expired, purged or moved: deleting again is answered 200 (idempotent).
        logEvent(events::deleteIgnored(queueIndex, handle->message, handle->receive,
                                       msg.receiveCount, DeleteIgnoredReason::MessageGone));
        return EmptyResult{};
    }
    if (!q.fifo && !latest && m_settings.staleHandleDelete == StaleHandleDelete::Ignore) {
        logEvent(events::deleteIgnored(queueIndex, handle->message, handle->receive,
                                       msg.receiveCount, DeleteIgnoredReason::StaleReceiptHandle));
        return EmptyResult{};
    }
    removeMessage(handle->message, MessagePhase::Deleted,
                  events::messageDeleted(queueIndex, handle->message, handle->receive));
    if (!q.fifo && m_state.prng.bernoulli(m_settings.duplicateDeliveryRate)) {
        // One replica missed the delete: the message will be delivered once more.
        Message &ghost = m_state.messages[handle->message];
        logEvent(events::duplicateScheduled(queueIndex, handle->message));
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
    CallScope<EmptyResult> call(*this, Action::DeleteMessage, actor);
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return call.fail(resolved.error());
    call.setQueue(resolved.result());
    auto outcome = deleteByHandle(resolved.result(), request.receiptHandle);
    const std::int64_t count = outcome.ok() ? 1 : 0;
    return call.finish(std::move(outcome), count);
}

Outcome<BatchIdsResult> QueueEngine::deleteMessageBatch(const DeleteMessageBatchRequest &request,
                                                        ActorId actor)
{
    CallScope<BatchIdsResult> call(*this, Action::DeleteMessageBatch, actor);
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return call.fail(resolved.error());
    call.setQueue(resolved.result());
    if (auto error = validateBatchShape(request.entries, "DeleteMessageBatchRequestEntry"))
        return call.fail(*error);
    BatchIdsResult result;
    for (const auto &entry : request.entries) {
        const auto outcome = deleteByHandle(resolved.result(), entry.receiptHandle);
        if (outcome)
            result.successful.push_back(entry.id);
        else
            result.failed.push_back(failedEntry(entry.id, outcome.error()));
    }
    const auto count = static_cast<std::int64_t>(result.successful.size());
    return call.finish(std::move(result), count);
}

Outcome<EmptyResult>
QueueEngine::changeVisibilityByHandle(QueueIndex queueIndex, const std::string &text,
                                      std::optional<std::int64_t> timeoutSeconds,
                                      VisibilityChangeReason reason)
{
    if (text.empty())
        return missingParameter("ReceiptHandle");
    if (!timeoutSeconds)
        return missingParameter("VisibilityTimeout");
    if (*timeoutSeconds < 0 || *timeoutSeconds > maxVisibilityTimeoutSeconds)
        return invalidParameterValue("VisibilityTimeout", std::to_string(*timeoutSeconds),
                                     "Must be between 0 and 43200.");
    const auto handle = handleIssuedBy(queueIndex, text);
    if (!handle)
        return receiptHandleIsInvalid(text);
    Message &msg = m_state.messages[handle->message];
    if (msg.queue != queueIndex || !phaseIsLive(msg.state))
        return invalidParameterValue("ReceiptHandle", text,
                                     "Message does not exist or is not available for visibility "
                                     "timeout change.");
    Queue &q = queue(queueIndex);
    const bool latest = handle->receive == msg.receiveCount;
    if (q.fifo && (!latest || msg.state != MessagePhase::InFlight))
        return expiredHandle(text);
    if (msg.state != MessagePhase::InFlight) {
        // AWS-recorded: a late change on a message that is no longer in flight answers 200; the
        // engine does nothing (it does not re-hide the message).
        logEvent(events::visibilityChangeIgnored(queueIndex, handle->message, handle->receive));
        return EmptyResult{};
    }
    // On a standard queue an older handle still controls the current in-flight period.
    const TimeMs timeoutMs = secondsToMs(*timeoutSeconds);
    if (m_state.now + timeoutMs - msg.receiveRequestTime > maxVisibilityMs)
        return invalidParameterValue("VisibilityTimeout", std::to_string(*timeoutSeconds),
                                     "Total VisibilityTimeout for the message is beyond the limit "
                                     "[43200 seconds]");
    ++msg.changeCount;
    logEvent(events::visibilityChanged(queueIndex, handle->message, handle->receive,
                                       m_state.now + timeoutMs, msg.receiveRequestTime, reason));
    if (timeoutMs == 0) {
        --q.inFlight;
        ++msg.timerGeneration;
        logEvent(events::visibilityExpired(queueIndex, handle->message, msg.receiveCount, true));
        makeVisible(handle->message);
    } else {
        hide(msg, m_state.now + timeoutMs);
    }
    return EmptyResult{};
}

Outcome<EmptyResult>
QueueEngine::changeMessageVisibility(const ChangeMessageVisibilityRequest &request, ActorId actor,
                                     VisibilityChangeReason reason)
{
    CallScope<EmptyResult> call(*this, Action::ChangeMessageVisibility, actor);
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return call.fail(resolved.error());
    call.setQueue(resolved.result());
    auto outcome = changeVisibilityByHandle(resolved.result(), request.receiptHandle,
                                            request.visibilityTimeout, reason);
    const std::int64_t count = outcome.ok() ? 1 : 0;
    return call.finish(std::move(outcome), count);
}

Outcome<BatchIdsResult>
QueueEngine::changeMessageVisibilityBatch(const ChangeMessageVisibilityBatchRequest &request,
                                          ActorId actor)
{
    CallScope<BatchIdsResult> call(*this, Action::ChangeMessageVisibilityBatch, actor);
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return call.fail(resolved.error());
    call.setQueue(resolved.result());
    if (auto error =
            validateBatchShape(request.entries, "ChangeMessageVisibilityBatchRequestEntry"))
        return call.fail(*error);
    BatchIdsResult result;
    for (const auto &entry : request.entries) {
        const auto outcome =
            changeVisibilityByHandle(resolved.result(), entry.receiptHandle,
                                     entry.visibilityTimeout, VisibilityChangeReason::Heartbeat);
        if (outcome)
            result.successful.push_back(entry.id);
        else
            result.failed.push_back(failedEntry(entry.id, outcome.error()));
    }
    const auto count = static_cast<std::int64_t>(result.successful.size());
    return call.finish(std::move(result), count);
}

} // namespace inflight
