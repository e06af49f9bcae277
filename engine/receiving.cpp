// SPDX-License-Identifier: GPL-3.0-or-later
// Receiving: ReceiveMessage (short polls, long polls and FIFO receive attempts), the hand-out of
// available messages, and waiting polls.

#include "queueengine.h"

#include "queueengine_p.h"

#include <algorithm>

namespace inflight {

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
    m_state.queuesWithNewMessages.push_back(queueIndex);
}

bool QueueEngine::deliver(QueueIndex queueIndex, MessageNumber number, const ReceiveParams &params,
                          std::vector<ReceivedMessage> &out)
{
    Queue &q = queue(queueIndex);
    Message &msg = m_state.messages[number];
    // Receive attempt maxReceiveCount + 1 moves the message instead of returning it. At most one
    // move per instant: a message that just arrived by a move is received, so that a loop of
    // dead-letter queues (a -> b -> a) cannot pass it round for ever without the clock moving.
    if (q.maxReceiveCount > 0 &&
        msg.receiveCount >= static_cast<std::uint32_t>(q.maxReceiveCount) &&
        msg.deadLetteredAt != m_state.now) {
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
        msg.firstReceiveTime = m_state.now;
    msg.receiveRequestTime = params.requestTime;
    --q.visible;
    ++q.inFlight;
    // The 12-hour cap counts from the ReceiveMessage request: a long poll served after it waited
    // gets at most what is left of the 12 hours.
    const TimeMs deadline =
        std::min(m_state.now + params.visibilityTimeoutMs, params.requestTime + maxVisibilityMs);
    hide(msg, deadline);
    logEvent(events::messageReceived(queueIndex, number, msg.receiveCount, deadline,
                                     params.requestTime, false, duplicate));
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
        const Message &msg = m_state.messages[entry.first];
        return msg.queue == queueIndex && msg.state == MessagePhase::Visible &&
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
                const Message &msg = m_state.messages[number];
                if (msg.queue != queueIndex || !phaseIsLive(msg.state))
                    continue;
                if (msg.state != MessagePhase::Visible)
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
            if (m_state.prng.bernoulli(0.5))
                asked |= std::uint64_t{1} << (s % 64);
        }
        if (asked == 0)
            asked = std::uint64_t{1}
                    << (m_state.prng.uniformBelow(static_cast<std::uint64_t>(servers)) % 64);
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
    if (params.visibilityTimeoutMs == 0)
        releaseAtOnce(queueIndex, out);
    return out;
}

void QueueEngine::releaseAtOnce(QueueIndex queueIndex, const std::vector<ReceivedMessage> &messages)
{
    Queue &q = queue(queueIndex);
    for (const ReceivedMessage &received : messages) {
        Message &msg = m_state.messages[received.message];
        if (msg.state != MessagePhase::InFlight)
            continue;
        --q.inFlight;
        ++msg.timerGeneration;
        logEvent(events::visibilityExpired(queueIndex, received.message, msg.receiveCount, false));
        makeVisible(received.message);
    }
}

namespace {

/// The request's own ranges, checked before the queue is asked anything.
std::optional<ApiError> checkReceiveRequest(const ReceiveMessageRequest &request)
{
    if (request.maxNumberOfMessages &&
        (*request.maxNumberOfMessages < 1 || *request.maxNumberOfMessages > 10))
        return invalidParameterValue("MaxNumberOfMessages",
                                     std::to_string(*request.maxNumberOfMessages),
                                     "Must be between 1 and 10, if provided.");
    if (request.waitTimeSeconds && (*request.waitTimeSeconds < 0 || *request.waitTimeSeconds > 20))
        return invalidParameterValue("WaitTimeSeconds", std::to_string(*request.waitTimeSeconds),
                                     "Must be >= 0 and <= 20, if provided.");
    if (request.visibilityTimeout && (*request.visibilityTimeout < 0 ||
                                      *request.visibilityTimeout > maxVisibilityTimeoutSeconds))
        return invalidParameterValue("VisibilityTimeout",
                                     std::to_string(*request.visibilityTimeout),
                                     "Must be >= 0 and <= 43200, if provided.");
    if (request.receiveRequestAttemptId && !isValidGroupOrDedupId(*request.receiveRequestAttemptId))
        return invalidGroupOrDedupId("ReceiveRequestAttemptId", *request.receiveRequestAttemptId);
    return std::nullopt;
}

} // namespace

Outcome<ReceiveMessageResult> QueueEngine::receiveMessage(const ReceiveMessageRequest &request,
                                                          ActorId actor)
{
    CallScope<ReceiveMessageResult> call(*this, Action::ReceiveMessage, actor);
    auto fail = [&](ApiError error) {
        return call.fail(std::move(error));
    };
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return fail(resolved.error());
    const QueueIndex queueIndex = resolved.result();
    call.setQueue(queueIndex);
    Queue &q = queue(queueIndex);
    if (auto error = checkReceiveRequest(request))
        return fail(*error);

    // The request's values, or the queue's defaults.
    ReceiveParams params;
    params.actor = actor;
    params.call = call.id();
    params.requestTime = m_state.now;
    params.maxMessages = static_cast<int>(request.maxNumberOfMessages.value_or(1));
    params.visibilityTimeoutMs =
        request.visibilityTimeout ? secondsToMs(*request.visibilityTimeout) : q.visibilityTimeoutMs;
    const TimeMs waitMs =
        request.waitTimeSeconds ? secondsToMs(*request.waitTimeSeconds) : q.receiveWaitMs;
    params.sampleServers = m_settings.shortPollSampling && !q.fifo && waitMs == 0;

    const bool useAttempt = q.fifo && request.receiveRequestAttemptId;
    if (useAttempt) {
        if (auto repeated = repeatReceiveAttempt(queueIndex, *request.receiveRequestAttemptId)) {
            const auto count = static_cast<std::int64_t>(repeated->messages.size());
            return call.finish(std::move(*repeated), count);
        }
    }

    if (!q.fifo && waitMs == 0 && q.inFlight >= m_limits.standardInFlightLimit)
        return fail({ErrorCode::OverLimit, "The maximum number of in-flight messages (" +
                                               std::to_string(m_limits.standardInFlightLimit) +
                                               ") for this queue has been reached."});

    ReceiveMessageResult result;
    result.messages = takeAvailable(queueIndex, params);
    if (useAttempt && !result.messages.empty())
        rememberReceiveAttempt(q, *request.receiveRequestAttemptId, params, result.messages);
    if (result.messages.empty()) {
        if (waitMs > 0) {
            result.waiting = true;
            result.poll = parkPoll(queueIndex, params, waitMs);
            return call.finishWaiting(std::move(result));
        }
        logEvent(events::emptyReceive(queueIndex, 0));
    }
    const auto count = static_cast<std::int64_t>(result.messages.size());
    return call.finish(std::move(result), count);
}

std::optional<ReceiveMessageResult> QueueEngine::repeatReceiveAttempt(QueueIndex queueIndex,
                                                                      const std::string &attemptId)
{
    // FIFO: a retry with the same ReceiveRequestAttemptId within 5 minutes returns the same
    // messages and handles, and restarts their visibility timeout, if none was modified since.
    Queue &q = queue(queueIndex);
    for (auto it = q.attempts.begin(); it != q.attempts.end();)
        it = it->second.expiresAt <= m_state.now ? q.attempts.erase(it) : std::next(it);
    const auto found = q.attempts.find(attemptId);
    if (found == q.attempts.end() || found->second.messages.empty())
        return std::nullopt;
    const Queue::Attempt &attempt = found->second;
    bool unchanged = true;
    for (std::size_t i = 0; i < attempt.messages.size(); ++i) {
        const Message &msg = m_state.messages[attempt.messages[i].message];
        unchanged = unchanged && msg.queue == queueIndex && phaseIsLive(msg.state) &&
                    msg.receiveCount == attempt.messages[i].receipt &&
                    msg.changeCount == attempt.changeCounts[i];
    }
    if (!unchanged)
        return std::nullopt;
    for (const ReceivedMessage &received : attempt.messages) {
        Message &msg = m_state.messages[received.message];
        if (msg.state == MessagePhase::Visible) {
            --q.visible;
            ++q.inFlight;
        }
        // The retry restarts the timeout, not the 12 hours of the original receive.
        const TimeMs deadline = std::min(m_state.now + attempt.visibilityTimeoutMs,
                                         msg.receiveRequestTime + maxVisibilityMs);
        hide(msg, deadline);
        refreshGroup(q, msg.group);
        logEvent(events::messageReceived(queueIndex, received.message, msg.receiveCount, deadline,
                                         msg.receiveRequestTime, true));
    }
    // A retry of a receive with VisibilityTimeout=0 leaves the messages receivable at once, as
    // the original receive did.
    if (attempt.visibilityTimeoutMs == 0)
        releaseAtOnce(queueIndex, attempt.messages);
    ReceiveMessageResult result;
    result.messages = attempt.messages;
    return result;
}

void QueueEngine::rememberReceiveAttempt(Queue &q, const std::string &attemptId,
                                         const ReceiveParams &params,
                                         const std::vector<ReceivedMessage> &messages)
{
    Queue::Attempt attempt;
    attempt.expiresAt = m_state.now + dedupWindowMs;
    attempt.visibilityTimeoutMs = params.visibilityTimeoutMs;
    attempt.messages = messages;
    for (const ReceivedMessage &received : messages)
        attempt.changeCounts.push_back(m_state.messages[received.message].changeCount);
    q.attempts[attemptId] = std::move(attempt);
}

PollId QueueEngine::parkPoll(QueueIndex queueIndex, const ReceiveParams &params, TimeMs waitMs)
{
    PollId pollId = 0;
    if (!m_state.freePolls.empty()) {
        pollId = m_state.freePolls.back();
        m_state.freePolls.pop_back();
    } else {
        pollId = static_cast<PollId>(m_state.polls.size());
        m_state.polls.emplace_back();
    }
    Poll &poll = m_state.polls[pollId];
    ++poll.generation;
    poll.queue = queueIndex;
    poll.params = params;
    poll.deadline = m_state.now + waitMs;
    poll.waiting = true;
    queue(queueIndex).waitingPolls.push_back(pollId);
    ++m_state.waitingPollCount;
    m_state.scheduler.scheduleAfter(m_state.now, waitMs, TimerKind::PollTimeout, pollId,
                                    poll.generation);
    return pollId;
}

void QueueEngine::serveWaitingPolls()
{
    for (std::size_t i = 0; i < m_state.queuesWithNewMessages.size(); ++i) {
        const QueueIndex queueIndex = m_state.queuesWithNewMessages[i];
        Queue &q = queue(queueIndex);
        q.hasNewMessages = false;
        while (!q.deleted && !q.waitingPolls.empty() && hasAvailable(q)) {
            const PollId pollId = q.waitingPolls.front();
            const Poll &poll = m_state.polls[pollId];
            m_state.currentActor = poll.params.actor;
            m_state.currentCall = poll.params.call;
            std::vector<ReceivedMessage> messages = takeAvailable(queueIndex, poll.params);
            if (messages.empty())
                break;
            q.waitingPolls.pop_front();
            ReceiveMessageResult result;
            result.messages = std::move(messages);
            completePoll(pollId, std::move(result));
        }
    }
    m_state.queuesWithNewMessages.clear();
    m_state.currentActor = engineActor;
    m_state.currentCall = 0;
}

void QueueEngine::completePoll(PollId pollId, Outcome<ReceiveMessageResult> outcome)
{
    Poll &poll = m_state.polls[pollId];
    poll.waiting = false;
    --m_state.waitingPollCount;
    CompletedPoll completed{pollId, m_state.now, std::move(outcome)};
    if (m_pollListener) {
        m_pollListener(completed);
        m_state.freePolls.push_back(pollId);
    } else {
        m_state.completedPolls.push_back(std::move(completed));
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
    completed.swap(m_state.completedPolls);
    for (const CompletedPoll &poll : completed)
        m_state.freePolls.push_back(poll.poll);
    return completed;
}

void QueueEngine::setPollListener(std::function<void(CompletedPoll &)> listener)
{
    m_pollListener = std::move(listener);
}

} // namespace inflight
