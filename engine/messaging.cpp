// SPDX-License-Identifier: GPL-3.0-or-later
// Messages: the moves that sending, receiving and deleting share (a message becoming visible,
// hidden while in flight, or removed; FIFO groups), and the request checks they share (group and
// deduplication ids, batch entries).

#include "queueengine.h"

#include "queueengine_p.h"

#include <algorithm>

namespace inflight {

namespace {

bool isGroupOrDedupCharacter(char c)
{
    // Alphanumeric and punctuation: the printable ASCII range without the space.
    return c >= 0x21 && c <= 0x7e;
}

} // namespace

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

BatchResultErrorEntry failedEntry(const std::string &id, const ApiError &error)
{
    return {id, error.senderFault, codeName(error.code), error.message};
}

// --- Visibility and FIFO groups -----------------------------------------------------------------

void QueueEngine::makeVisible(MessageNumber number)
{
    Message &msg = m_state.messages[number];
    Queue &q = queue(msg.queue);
    msg.state = MessagePhase::Visible;
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
        const Message &head = m_state.messages[group.messages.front()];
        if (head.queue == q.index && phaseIsLive(head.state))
            break;
        group.messages.pop_front();
    }
    const bool ready = !group.messages.empty() &&
                       m_state.messages[group.messages.front()].state == MessagePhase::Visible;
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
    msg.state = MessagePhase::InFlight;
    msg.visibleAt = deadline;
    ++msg.timerGeneration;
    const auto number = static_cast<MessageNumber>(&msg - m_state.messages.data());
    m_state.scheduler.scheduleAfter(m_state.now, deadline - m_state.now,
                                    TimerKind::VisibilityDeadline, number, msg.timerGeneration);
}

void QueueEngine::removeMessage(MessageNumber number, MessagePhase ended, const Event &record)
{
    Message &msg = m_state.messages[number];
    Queue &q = queue(msg.queue);
    const bool wasInFlight = msg.state == MessagePhase::InFlight;
    switch (msg.state) {
    case MessagePhase::Delayed:
        --q.delayed;
        break;
    case MessagePhase::Visible:
        --q.visible;
        break;
    case MessagePhase::InFlight:
        --q.inFlight;
        break;
    default:
        return;
    }
    msg.state = ended;
    ++msg.timerGeneration;
    ++msg.visibleEpoch;
    ++msg.changeCount;
    msg.duplicatePending = false;
    logEvent(record);
    if (q.fifo)
        refreshGroup(q, msg.group);
    // One fewer in flight: a long poll waiting at the in-flight limit may be served now.
    if (wasInFlight)
        noteAvailable(msg.queue);
    // Drop dead retention entries once they outnumber the live messages.
    if (q.retentionHeap.size() > 2 * q.live() + 4096)
        rebuildRetentionHeap(q);
}

std::uint32_t QueueEngine::groupOf(Queue &q, std::uint32_t groupString)
{
    auto [it, inserted] =
        q.groupByString.emplace(groupString, static_cast<std::uint32_t>(q.groups.size()));
    if (inserted)
        q.groups.push_back(Queue::Group{groupString, {}, 0});
    return it->second;
}

} // namespace inflight
