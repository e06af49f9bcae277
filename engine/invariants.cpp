// SPDX-License-Identifier: GPL-3.0-or-later
#include "invariants.h"

#include <map>
#include <vector>

namespace inflight {

namespace {

enum class State : std::uint8_t { Unknown, Delayed, Visible, InFlight, Gone, DuplicatePending };

const char *stateName(State state)
{
    switch (state) {
    case State::Unknown:
        return "unknown";
    case State::Delayed:
        return "delayed";
    case State::Visible:
        return "visible";
    case State::InFlight:
        return "in flight";
    case State::Gone:
        return "gone";
    case State::DuplicatePending:
        return "a pending duplicate";
    }
    return "?";
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

constexpr TimeMs twelveHoursMs = 43200 * 1000;

} // namespace

std::vector<InvariantViolation> checkInvariants(const EventLog &log)
{
    std::vector<InvariantViolation> violations;
    std::vector<MessageTrack> messages(1);
    std::vector<bool> fifo(1, false);
    std::map<std::pair<QueueIndex, std::uint32_t>, GroupTrack> groups;
    TimeMs lastTime = 0;

    auto report = [&](std::uint64_t sequence, const std::string &what) {
        violations.push_back({sequence, log.describe(sequence) + ": " + what});
    };
    auto track = [&](MessageNumber m) -> MessageTrack & {
        if (messages.size() <= m)
            messages.resize(m + 1);
        return messages[m];
    };
    auto expect = [&](std::uint64_t sequence, const MessageTrack &t, State wanted) {
        if (t.state == wanted)
            return true;
        report(sequence, std::string("expected the message ") + stateName(wanted) + ", but it is " +
                             stateName(t.state));
        return false;
    };
    auto isLive = [](State s) {
        return s == State::Delayed || s == State::Visible || s == State::InFlight ||
               s == State::DuplicatePending;
    };

    for (std::uint64_t i = 0; i < log.size(); ++i) {
        const Event &e = log[i];
        if (e.time < lastTime)
            report(i, "time went backwards from t=" + formatSeconds(lastTime));
        lastTime = e.time;
        switch (e.kind) {
        case EventKind::QueueCreated:
            if (fifo.size() <= e.queue)
                fifo.resize(e.queue + 1, false);
            fifo[e.queue] = e.detail == 1;
            break;
        case EventKind::QueueDeleted:
            for (auto &t : messages) {
                if (t.queue == e.queue && isLive(t.state))
                    t.state = State::Gone;
            }
            break;
        case EventKind::MessageSent: {
            MessageTrack &t = track(e.message);
            if (t.state != State::Unknown)
                report(i, "a message number was sent twice");
            t.state = e.a > e.time ? State::Delayed : State::Visible;
            t.queue = e.queue;
            t.group = static_cast<std::uint32_t>(e.b);
            if (e.queue < fifo.size() && fifo[e.queue])
                groups[{e.queue, t.group}].messages.push_back(e.message);
            break;
        }
        case EventKind::DelayEnded: {
            MessageTrack &t = track(e.message);
            if (expect(i, t, State::Delayed))
                t.state = State::Visible;
            break;
        }
        case EventKind::MessageReceived:
        case EventKind::DuplicateDelivered: {
            MessageTrack &t = track(e.message);
            const bool retry = e.kind == EventKind::MessageReceived && e.detail == 1;
            if (retry) {
                if (t.state != State::InFlight && t.state != State::Visible)
                    report(i,
                           std::string("a receive retry found the message ") + stateName(t.state));
                if (e.receipt != t.receipt)
                    report(i, "a receive retry changed the receipt handle");
            } else {
                const State wanted = e.kind == EventKind::DuplicateDelivered
                                         ? State::DuplicatePending
                                         : State::Visible;
                if (t.state == State::Gone)
                    report(i, "a deleted message was delivered again");
                else
                    expect(i, t, wanted);
                if (e.receipt != t.receipt + 1)
                    report(i, "receive count went from " + std::to_string(t.receipt) + " to " +
                                  std::to_string(e.receipt));
            }
            if (e.a < e.time || e.a - e.b > twelveHoursMs)
                report(i, "visibility deadline outside [now, request + 12 h]");
            if (t.queue != e.queue)
                report(i, "received from a queue the message is not in");
            // FIFO: every earlier live message of the group must have been handed out by this
            // very receive.
            if (!retry && e.queue < fifo.size() && fifo[e.queue]) {
                GroupTrack &g = groups[{e.queue, t.group}];
                while (g.head < g.messages.size()) {
                    const MessageTrack &h = messages[g.messages[g.head]];
                    if (h.queue == e.queue && isLive(h.state))
                        break;
                    ++g.head;
                }
                for (std::size_t k = g.head; k < g.messages.size(); ++k) {
                    const MessageNumber earlier = g.messages[k];
                    if (earlier == e.message)
                        break;
                    const MessageTrack &h = messages[earlier];
                    if (h.queue != e.queue || !isLive(h.state))
                        continue;
                    if (h.state != State::InFlight || h.receiveCall != e.call ||
                        h.receiveTime != e.time) {
                        report(i, "FIFO order broken: " + messageLabel(earlier) +
                                      " comes first in its group and is " + stateName(h.state));
                        break;
                    }
                }
            }
            t.state = State::InFlight;
            t.receipt = e.receipt;
            t.deadline = e.a;
            t.receiveTime = e.time;
            t.receiveCall = e.call;
            break;
        }
        case EventKind::VisibilityChanged: {
            MessageTrack &t = track(e.message);
            expect(i, t, State::InFlight);
            if (e.a < e.time || e.a - e.b > twelveHoursMs)
                report(i, "visibility deadline beyond the 12-hour cap");
            t.deadline = e.a;
            break;
        }
        case EventKind::VisibilityExpired: {
            MessageTrack &t = track(e.message);
            if (expect(i, t, State::InFlight)) {
                if (e.detail == 0 && e.time != t.deadline)
                    report(i, "expired at t=" + formatSeconds(e.time) +
                                  ", but its deadline was t=" + formatSeconds(t.deadline));
                t.state = State::Visible;
            }
            break;
        }
        case EventKind::MessageDeleted: {
            MessageTrack &t = track(e.message);
            if (t.state != State::InFlight && t.state != State::Visible &&
                t.state != State::DuplicatePending)
                report(i, std::string("deleted a message that is ") + stateName(t.state));
            t.state = State::Gone;
            break;
        }
        case EventKind::DuplicateScheduled: {
            MessageTrack &t = track(e.message);
            if (expect(i, t, State::Gone))
                t.state = State::DuplicatePending;
            break;
        }
        case EventKind::MovedToDeadLetterQueue: {
            MessageTrack &t = track(e.message);
            // A pending spontaneous duplicate is visible too: on its receive attempt
            // maxReceiveCount + 1 it moves like any message, and is still delivered once more,
            // from the dead-letter queue.
            const bool duplicate = t.state == State::DuplicatePending;
            if (!duplicate)
                expect(i, t, State::Visible);
            const auto target = static_cast<QueueIndex>(e.a);
            t.queue = target;
            t.state = duplicate ? State::DuplicatePending : State::Visible;
            if (target < fifo.size() && fifo[target])
                groups[{target, t.group}].messages.push_back(e.message);
            break;
        }
        case EventKind::MessageExpired:
        case EventKind::MessagePurged:
        case EventKind::MessageRedriven: {
            MessageTrack &t = track(e.message);
            if (!isLive(t.state))
                report(i, std::string("removed a message that is ") + stateName(t.state));
            t.state = State::Gone;
            break;
        }
        default:
            break;
        }
    }
    return violations;
}

} // namespace inflight
