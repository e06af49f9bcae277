// SPDX-License-Identifier: GPL-3.0-or-later
#include "invariants.h"

#include "events.h"
#include "sentence.h"
#include "sqslimits.h"

#include <QtGlobal>

#include <map>
#include <vector>

namespace inflight {

namespace {

enum class State : std::uint8_t { Unknown, Delayed, Visible, InFlight, Gone, DuplicatePending };

Sentence say(const char *source, std::vector<Sentence> args = {})
{
    return Sentence::say("Invariant", source, std::move(args));
}

Sentence stateName(State state)
{
    switch (state) {
    case State::Unknown:
        return say(QT_TRANSLATE_NOOP("Invariant", "unknown"));
    case State::Delayed:
        return say(QT_TRANSLATE_NOOP("Invariant", "delayed"));
    case State::Visible:
        return say(QT_TRANSLATE_NOOP("Invariant", "visible"));
    case State::InFlight:
        return say(QT_TRANSLATE_NOOP("Invariant", "in flight"));
    case State::Gone:
        return say(QT_TRANSLATE_NOOP("Invariant", "gone"));
    case State::DuplicatePending:
        return say(QT_TRANSLATE_NOOP("Invariant", "a pending duplicate"));
    }
    return Sentence::text("?");
}

Sentence seconds(TimeMs time)
{
    return Sentence::decimalNumber(formatSeconds(time));
}

struct MessageTrack {
    State state = State::Unknown;
    QueueIndex queue = noQueue;
    std::uint32_t group = 0;
    std::uint32_t receipt = 0;
    TimeMs deadline = 0;
    TimeMs receiveTime = -1;
    std::uint32_t receiveCall = 0;
};

struct GroupTrack {
    std::vector<MessageNumber> messages;
    std::size_t head = 0;
};

bool isLive(State state)
{
    return state == State::Delayed || state == State::Visible || state == State::InFlight ||
           state == State::DuplicatePending;
}

/// Replays a log one event at a time, tracking each message's state as the log tells it, and
/// reports every event that breaks a rule. Each rule is one check below; each event kind has one
/// handler, which runs the checks that concern it (in a fixed order, so that the report reads the
/// same on every run) and then moves the tracked state on.
class LogReplay {
public:
    explicit LogReplay(const EventLog &log) : m_log(log) {}

    void replay(std::uint64_t sequence);
    std::vector<InvariantViolation> takeViolations() { return std::move(m_violations); }

private:
    // --- The rules ---
    void checkTimeNeverGoesBack(std::uint64_t sequence, const Event &e);
    void checkSentOnce(std::uint64_t sequence, const MessageTrack &t);
    /// A message is in one state at a time: the event finds it in the state it needs.
    bool checkInState(std::uint64_t sequence, const MessageTrack &t, State wanted);
    /// A deleted message is never delivered again, except as a modelled spontaneous duplicate.
    void checkNotDeliveredAgain(std::uint64_t sequence, const Event &e, const MessageTrack &t);
    void checkReceiveCountGrowsByOne(std::uint64_t sequence, const Event &e, const MessageTrack &t);
    /// A FIFO receive retry returns the same messages with the same handles.
    void checkRetryRepeatsTheReceive(std::uint64_t sequence, const Event &e, const MessageTrack &t);
    /// `what`: the report, marked in the context "Invariant".
    void checkTwelveHourCap(std::uint64_t sequence, const Event &e, const char *what);
    void checkReceivedFromItsQueue(std::uint64_t sequence, const Event &e, const MessageTrack &t);
    void checkExpiresAtItsDeadline(std::uint64_t sequence, const Event &e, const MessageTrack &t);
    void checkFifoOrder(std::uint64_t sequence, const Event &e, const MessageTrack &t);
    /// Only a message that is still there can be deleted or removed; `removal` is the report's
    /// template, %1 the state the message is in.
    void checkRemovable(std::uint64_t sequence, const MessageTrack &t, const char *removal,
                        bool removable);

    // --- What each event does ---
    void queueCreated(const Event &e);
    void queueDeleted(const Event &e);
    void messageSent(std::uint64_t sequence, const Event &e);
    void delayEnded(std::uint64_t sequence, const Event &e);
    void messageReceived(std::uint64_t sequence, const Event &e);
    void visibilityChanged(std::uint64_t sequence, const Event &e);
    void visibilityExpired(std::uint64_t sequence, const Event &e);
    void messageDeleted(std::uint64_t sequence, const Event &e);
    void duplicateScheduled(std::uint64_t sequence, const Event &e);
    void movedToDeadLetterQueue(std::uint64_t sequence, const Event &e);
    void messageRemoved(std::uint64_t sequence, const Event &e);

    void report(std::uint64_t sequence, const Sentence &what);
    MessageTrack &track(MessageNumber message);
    bool isFifo(QueueIndex queue) const { return queue < m_fifo.size() && m_fifo[queue]; }

    const EventLog &m_log;
    std::vector<InvariantViolation> m_violations;
    std::vector<MessageTrack> m_messages = std::vector<MessageTrack>(1);
    std::vector<bool> m_fifo = std::vector<bool>(1, false);
    std::map<std::pair<QueueIndex, std::uint32_t>, GroupTrack> m_groups;
    TimeMs m_lastTime = 0;
};

void LogReplay::replay(std::uint64_t sequence)
{
    const Event &e = m_log[sequence];
    checkTimeNeverGoesBack(sequence, e);
    switch (e.kind) {
    case EventKind::QueueCreated:
        return queueCreated(e);
    case EventKind::QueueDeleted:
        return queueDeleted(e);
    case EventKind::MessageSent:
        return messageSent(sequence, e);
    case EventKind::DelayEnded:
        return delayEnded(sequence, e);
    case EventKind::MessageReceived:
    case EventKind::DuplicateDelivered:
        return messageReceived(sequence, e);
    case EventKind::VisibilityChanged:
        return visibilityChanged(sequence, e);
    case EventKind::VisibilityExpired:
        return visibilityExpired(sequence, e);
    case EventKind::MessageDeleted:
        return messageDeleted(sequence, e);
    case EventKind::DuplicateScheduled:
        return duplicateScheduled(sequence, e);
    case EventKind::MovedToDeadLetterQueue:
        return movedToDeadLetterQueue(sequence, e);
    case EventKind::MessageExpired:
    case EventKind::MessagePurged:
    case EventKind::MessageRedriven:
        return messageRemoved(sequence, e);
    default:
        return;
    }
}

void LogReplay::report(std::uint64_t sequence, const Sentence &what)
{
    m_violations.push_back(
        {sequence, fillSentence(say(QT_TRANSLATE_NOOP("Invariant", "%1: %2"),
                                    {Sentence::text(m_log.describe(sequence)), what}))});
}

MessageTrack &LogReplay::track(MessageNumber message)
{
    if (m_messages.size() <= message)
        m_messages.resize(message + 1);
    return m_messages[message];
}

// --- The rules ----------------------------------------------------------------------------------

void LogReplay::checkTimeNeverGoesBack(std::uint64_t sequence, const Event &e)
{
    if (e.time < m_lastTime)
        report(sequence, say(QT_TRANSLATE_NOOP("Invariant", "time went backwards from t=%1"),
                             {seconds(m_lastTime)}));
    m_lastTime = e.time;
}

void LogReplay::checkSentOnce(std::uint64_t sequence, const MessageTrack &t)
{
    if (t.state != State::Unknown)
        report(sequence, say(QT_TRANSLATE_NOOP("Invariant", "a message number was sent twice")));
}

bool LogReplay::checkInState(std::uint64_t sequence, const MessageTrack &t, State wanted)
{
    if (t.state == wanted)
        return true;
    report(sequence, say(QT_TRANSLATE_NOOP("Invariant", "expected the message %1, but it is %2"),
                         {stateName(wanted), stateName(t.state)}));
    return false;
}

void LogReplay::checkNotDeliveredAgain(std::uint64_t sequence, const Event &e,
                                       const MessageTrack &t)
{
    const State wanted =
        e.kind == EventKind::DuplicateDelivered ? State::DuplicatePending : State::Visible;
    if (t.state == State::Gone)
        report(sequence,
               say(QT_TRANSLATE_NOOP("Invariant", "a deleted message was delivered again")));
    else
        checkInState(sequence, t, wanted);
}

void LogReplay::checkReceiveCountGrowsByOne(std::uint64_t sequence, const Event &e,
                                            const MessageTrack &t)
{
    if (e.receipt != t.receipt + 1)
        report(sequence, say(QT_TRANSLATE_NOOP("Invariant", "receive count went from %1 to %2"),
                             {Sentence::text(std::to_string(t.receipt)),
                              Sentence::text(std::to_string(e.receipt))}));
}

void LogReplay::checkRetryRepeatsTheReceive(std::uint64_t sequence, const Event &e,
                                            const MessageTrack &t)
{
    if (t.state != State::InFlight && t.state != State::Visible)
        report(sequence, say(QT_TRANSLATE_NOOP("Invariant", "a receive retry found the message %1"),
                             {stateName(t.state)}));
    if (e.receipt != t.receipt)
        report(sequence,
               say(QT_TRANSLATE_NOOP("Invariant", "a receive retry changed the receipt handle")));
}

void LogReplay::checkTwelveHourCap(std::uint64_t sequence, const Event &e, const char *what)
{
    // The cap counts from the receive request that issued the handle.
    if (hiddenUntil(e) < e.time || hiddenUntil(e) - capAnchor(e) > maxVisibilityMs)
        report(sequence, say(what));
}

void LogReplay::checkReceivedFromItsQueue(std::uint64_t sequence, const Event &e,
                                          const MessageTrack &t)
{
    if (t.queue != e.queue)
        report(sequence,
               say(QT_TRANSLATE_NOOP("Invariant", "received from a queue the message is not in")));
}

void LogReplay::checkExpiresAtItsDeadline(std::uint64_t sequence, const Event &e,
                                          const MessageTrack &t)
{
    // A timeout ended early (a visibility change to 0) is not at the deadline.
    if (!endedByChangeToZero(e) && e.time != t.deadline)
        report(sequence,
               say(QT_TRANSLATE_NOOP("Invariant", "expired at t=%1, but its deadline was t=%2"),
                   {seconds(e.time), seconds(t.deadline)}));
}

void LogReplay::checkFifoOrder(std::uint64_t sequence, const Event &e, const MessageTrack &t)
{
    if (!isFifo(e.queue))
        return;
    // Every earlier live message of the group must have been handed out by this very receive.
    GroupTrack &g = m_groups[{e.queue, t.group}];
    while (g.head < g.messages.size()) {
        const MessageTrack &h = m_messages[g.messages[g.head]];
        if (h.queue == e.queue && isLive(h.state))
            break;
        ++g.head;
    }
    for (std::size_t k = g.head; k < g.messages.size(); ++k) {
        const MessageNumber earlier = g.messages[k];
        if (earlier == e.message)
            break;
        const MessageTrack &h = m_messages[earlier];
        if (h.queue != e.queue || !isLive(h.state))
            continue;
        if (h.state != State::InFlight || h.receiveCall != e.call || h.receiveTime != e.time) {
            report(sequence,
                   say(QT_TRANSLATE_NOOP(
                           "Invariant", "FIFO order broken: %1 comes first in its group and is %2"),
                       {Sentence::text(messageLabel(earlier)), stateName(h.state)}));
            break;
        }
    }
}

void LogReplay::checkRemovable(std::uint64_t sequence, const MessageTrack &t, const char *removal,
                               bool removable)
{
    if (!removable)
        report(sequence, say(removal, {stateName(t.state)}));
}

// --- What each event does -----------------------------------------------------------------------

void LogReplay::queueCreated(const Event &e)
{
    if (m_fifo.size() <= e.queue)
        m_fifo.resize(e.queue + 1, false);
    m_fifo[e.queue] = createdFifo(e);
}

void LogReplay::queueDeleted(const Event &e)
{
    for (auto &t : m_messages) {
        if (t.queue == e.queue && isLive(t.state))
            t.state = State::Gone;
    }
}

void LogReplay::messageSent(std::uint64_t sequence, const Event &e)
{
    MessageTrack &t = track(e.message);
    checkSentOnce(sequence, t);
    t.state = visibleAt(e) > e.time ? State::Delayed : State::Visible;
    t.queue = e.queue;
    t.group = sentGroup(e);
    if (isFifo(e.queue))
        m_groups[{e.queue, t.group}].messages.push_back(e.message);
}

void LogReplay::delayEnded(std::uint64_t sequence, const Event &e)
{
    MessageTrack &t = track(e.message);
    if (checkInState(sequence, t, State::Delayed))
        t.state = State::Visible;
}

void LogReplay::messageReceived(std::uint64_t sequence, const Event &e)
{
    MessageTrack &t = track(e.message);
    const bool retry = e.kind == EventKind::MessageReceived && isAttemptRetry(e);
    if (retry) {
        checkRetryRepeatsTheReceive(sequence, e, t);
    } else {
        checkNotDeliveredAgain(sequence, e, t);
        checkReceiveCountGrowsByOne(sequence, e, t);
    }
    checkTwelveHourCap(
        sequence, e,
        QT_TRANSLATE_NOOP("Invariant", "visibility deadline outside [now, request + 12 h]"));
    checkReceivedFromItsQueue(sequence, e, t);
    if (!retry)
        checkFifoOrder(sequence, e, t);
    t.state = State::InFlight;
    t.receipt = e.receipt;
    t.deadline = hiddenUntil(e);
    t.receiveTime = e.time;
    t.receiveCall = e.call;
}

void LogReplay::visibilityChanged(std::uint64_t sequence, const Event &e)
{
    MessageTrack &t = track(e.message);
    checkInState(sequence, t, State::InFlight);
    checkTwelveHourCap(
        sequence, e, QT_TRANSLATE_NOOP("Invariant", "visibility deadline beyond the 12-hour cap"));
    t.deadline = hiddenUntil(e);
}

void LogReplay::visibilityExpired(std::uint64_t sequence, const Event &e)
{
    MessageTrack &t = track(e.message);
    if (checkInState(sequence, t, State::InFlight)) {
        checkExpiresAtItsDeadline(sequence, e, t);
        t.state = State::Visible;
    }
}

void LogReplay::messageDeleted(std::uint64_t sequence, const Event &e)
{
    MessageTrack &t = track(e.message);
    checkRemovable(sequence, t, QT_TRANSLATE_NOOP("Invariant", "deleted a message that is %1"),
                   t.state == State::InFlight || t.state == State::Visible ||
                       t.state == State::DuplicatePending);
    t.state = State::Gone;
}

void LogReplay::duplicateScheduled(std::uint64_t sequence, const Event &e)
{
    MessageTrack &t = track(e.message);
    if (checkInState(sequence, t, State::Gone))
        t.state = State::DuplicatePending;
}

void LogReplay::movedToDeadLetterQueue(std::uint64_t sequence, const Event &e)
{
    MessageTrack &t = track(e.message);
    // A pending spontaneous duplicate is visible too: on its receive attempt maxReceiveCount + 1
    // it moves like any message, and is still delivered once more, from the dead-letter queue.
    const bool duplicate = t.state == State::DuplicatePending;
    if (!duplicate)
        checkInState(sequence, t, State::Visible);
    const QueueIndex target = deadLetterQueue(e);
    t.queue = target;
    t.state = duplicate ? State::DuplicatePending : State::Visible;
    if (isFifo(target))
        m_groups[{target, t.group}].messages.push_back(e.message);
}

void LogReplay::messageRemoved(std::uint64_t sequence, const Event &e)
{
    MessageTrack &t = track(e.message);
    checkRemovable(sequence, t, QT_TRANSLATE_NOOP("Invariant", "removed a message that is %1"),
                   isLive(t.state));
    t.state = State::Gone;
}

} // namespace

std::vector<InvariantViolation> checkInvariants(const EventLog &log)
{
    LogReplay replay(log);
    for (std::uint64_t i = 0; i < log.size(); ++i)
        replay.replay(i);
    return replay.takeViolations();
}

} // namespace inflight
