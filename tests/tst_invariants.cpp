// SPDX-License-Identifier: GPL-3.0-or-later
// The invariant checker itself (engine/invariants.h). Every other suite trusts it to say that a
// run is sound, so here it is shown logs that are deliberately broken, one rule at a time, and
// must name exactly that one problem; and sound logs, on which it must stay silent.

#include "enginetest.h"

#include <functional>

using namespace inflight;
using namespace inflight::test;

namespace {

constexpr QueueIndex q1 = 1;
constexpr QueueIndex q2 = 2;
constexpr TimeMs seconds = 1000;
constexpr TimeMs twelveHours = 43200 * seconds;

/// Writes hand-made events into a log, with the queue tables set up as the engine does.
class LogWriter {
public:
    explicit LogWriter(EventLog &log, bool fifo = false) : m_log(log)
    {
        m_log.setQueueName(q1, "jobs");
        m_log.setQueueName(q2, "jobs-dlq");
        m_group = m_log.internString("g1");
        queueCreated(0, q1, fifo);
        queueCreated(0, q2, fifo);
    }

    std::uint32_t group() const { return m_group; }

    std::uint32_t add(EventKind kind, TimeMs time, MessageNumber message = noMessage,
                      std::uint32_t receipt = 0, std::int64_t a = 0, std::int64_t b = 0,
                      std::uint8_t detail = 0, QueueIndex queue = q1, std::uint32_t call = 0)
    {
        Event e;
        e.time = time;
        e.kind = kind;
        e.message = message;
        e.receipt = receipt;
        e.a = a;
        e.b = b;
        e.detail = detail;
        e.queue = queue;
        e.call = call;
        return m_log.append(e);
    }
    void queueCreated(TimeMs time, QueueIndex queue, bool fifo)
    {
        add(EventKind::QueueCreated, time, noMessage, 0, 0, 0, fifo ? 1 : 0, queue);
    }
    /// A message sent at `time`, visible at `visibleAt` (later when delayed).
    std::uint32_t sent(TimeMs time, MessageNumber m, TimeMs visibleAt = -1, QueueIndex queue = q1)
    {
        return add(EventKind::MessageSent, time, m, 0, visibleAt < 0 ? time : visibleAt, m_group, 0,
                   queue);
    }
    /// A receive at `time` that issued handle m.r`receipt`, hidden until `deadline`, for a
    /// request made at `requestTime` (the 12-hour cap's anchor), by API call `call`.
    std::uint32_t received(TimeMs time, MessageNumber m, std::uint32_t receipt, TimeMs deadline,
                           TimeMs requestTime = -1, std::uint32_t call = 0, QueueIndex queue = q1)
    {
        return add(EventKind::MessageReceived, time, m, receipt, deadline,
                   requestTime < 0 ? time : requestTime, 0, queue, call);
    }

private:
    EventLog &m_log;
    std::uint32_t m_group = 0;
};

struct BadLog {
    const char *name;
    bool fifo;
    /// Writes the log and returns the sequence number of the one offending event.
    std::function<std::uint32_t(LogWriter &)> write;
    /// Part of the violation's text that names the broken rule.
    const char *complaint;
};

const std::vector<BadLog> &badLogs()
{
    static const std::vector<BadLog> logs = {
        {"time going backwards", false,
         [](LogWriter &w) {
             w.sent(5 * seconds, 1);
             return w.sent(3 * seconds, 2);
         },
         "time went backwards from t=5"},
        {"a receive of a message in flight", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.received(1 * seconds, 1, 1, 31 * seconds);
             return w.received(2 * seconds, 1, 2, 32 * seconds);
         },
         "expected the message visible, but it is in flight"},
        {"a receive of a delayed message", false,
         [](LogWriter &w) {
             w.sent(0, 1, 10 * seconds);
             return w.received(1 * seconds, 1, 1, 31 * seconds);
         },
         "expected the message visible, but it is delayed"},
        {"a deleted message delivered again", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.received(0, 1, 1, 30 * seconds);
             w.add(EventKind::MessageDeleted, 5 * seconds, 1, 1);
             return w.received(6 * seconds, 1, 2, 36 * seconds);
         },
         "a deleted message was delivered again"},
        {"an expired message delivered again", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.add(EventKind::MessageExpired, 60 * seconds, 1);
             return w.received(61 * seconds, 1, 1, 91 * seconds);
         },
         "a deleted message was delivered again"},
        {"a duplicate delivered that was never scheduled", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.received(0, 1, 1, 30 * seconds);
             w.add(EventKind::MessageDeleted, 5 * seconds, 1, 1);
             return w.add(EventKind::DuplicateDelivered, 6 * seconds, 1, 2, 36 * seconds,
                          6 * seconds);
         },
         "a deleted message was delivered again"},
        {"a receive count jumping", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.received(0, 1, 1, 30 * seconds);
             w.add(EventKind::VisibilityExpired, 30 * seconds, 1, 1);
             return w.received(31 * seconds, 1, 3, 61 * seconds);
         },
         "receive count went from 1 to 3"},
        {"a receive count standing still", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.received(0, 1, 1, 30 * seconds);
             w.add(EventKind::VisibilityExpired, 30 * seconds, 1, 1);
             return w.received(31 * seconds, 1, 1, 61 * seconds);
         },
         "receive count went from 1 to 1"},
        {"a deadline beyond 12 h of the receive request", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             // A long poll requested at t=0 that got the message at t=5: the cap counts from 0.
             return w.received(5 * seconds, 1, 1, 5 * seconds + twelveHours, 0);
         },
         "visibility deadline outside [now, request + 12 h]"},
        {"a deadline before the receive", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             return w.received(10 * seconds, 1, 1, 5 * seconds);
         },
         "visibility deadline outside [now, request + 12 h]"},
        {"a visibility change beyond the 12-hour cap", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.received(0, 1, 1, 30 * seconds);
             return w.add(EventKind::VisibilityChanged, 10 * seconds, 1, 1,
                          10 * seconds + twelveHours, 0);
         },
         "visibility deadline beyond the 12-hour cap"},
        {"a visibility change of a visible message", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             return w.add(EventKind::VisibilityChanged, 10 * seconds, 1, 1, 40 * seconds,
                          10 * seconds);
         },
         "expected the message in flight, but it is visible"},
        {"an expiry after the deadline", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.received(0, 1, 1, 30 * seconds);
             return w.add(EventKind::VisibilityExpired, 31 * seconds, 1, 1);
         },
         "expired at t=31, but its deadline was t=30"},
        {"an expiry before the deadline", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.received(0, 1, 1, 30 * seconds);
             return w.add(EventKind::VisibilityExpired, 29'999, 1, 1);
         },
         "expired at t=29.999, but its deadline was t=30"},
        {"an expiry that ignores a visibility change", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.received(0, 1, 1, 30 * seconds);
             w.add(EventKind::VisibilityChanged, 10 * seconds, 1, 1, 70 * seconds, 0);
             return w.add(EventKind::VisibilityExpired, 30 * seconds, 1, 1);
         },
         "expired at t=30, but its deadline was t=70"},
        {"an expiry of a message not in flight", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             return w.add(EventKind::VisibilityExpired, 30 * seconds, 1, 1);
         },
         "expected the message in flight, but it is visible"},
        {"a delay ending for a visible message", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             return w.add(EventKind::DelayEnded, 5 * seconds, 1);
         },
         "expected the message delayed, but it is visible"},
        {"a delete of a delayed message", false,
         [](LogWriter &w) {
             w.sent(0, 1, 10 * seconds);
             return w.add(EventKind::MessageDeleted, 1 * seconds, 1, 1);
         },
         "deleted a message that is delayed"},
        {"a message number sent twice", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             return w.sent(1 * seconds, 1);
         },
         "a message number was sent twice"},
        {"an expiry by retention of a deleted message", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.received(0, 1, 1, 30 * seconds);
             w.add(EventKind::MessageDeleted, 5 * seconds, 1, 1);
             return w.add(EventKind::MessageExpired, 60 * seconds, 1);
         },
         "removed a message that is gone"},
        {"a move to the dead-letter queue of a message in flight", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.received(0, 1, 1, 30 * seconds);
             return w.add(EventKind::MovedToDeadLetterQueue, 5 * seconds, 1, 0, q2);
         },
         "expected the message visible, but it is in flight"},
        {"a move to the dead-letter queue of a deleted message", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.received(0, 1, 1, 30 * seconds);
             w.add(EventKind::MessageDeleted, 5 * seconds, 1, 1);
             return w.add(EventKind::MovedToDeadLetterQueue, 6 * seconds, 1, 0, q2);
         },
         "expected the message visible, but it is gone"},
        {"a receive from a queue the message is not in", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             return w.received(1 * seconds, 1, 1, 31 * seconds, -1, 0, q2);
         },
         "received from a queue the message is not in"},
        {"a receive retry with another handle", true,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.received(0, 1, 1, 30 * seconds, -1, 7);
             return w.add(EventKind::MessageReceived, 1 * seconds, 1, 2, 31 * seconds, 1 * seconds,
                          1, q1, 8);
         },
         "a receive retry changed the receipt handle"},
        {"FIFO order broken by skipping the visible head", true,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.sent(0, 2);
             return w.received(1 * seconds, 2, 1, 31 * seconds, -1, 7);
         },
         "FIFO order broken: m1 comes first in its group and is visible"},
        {"FIFO order broken while the head is in flight", true,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.sent(0, 2);
             w.received(1 * seconds, 1, 1, 31 * seconds, -1, 7);
             // A later call takes m2 while m1 is still in flight: the group was blocked.
             return w.received(2 * seconds, 2, 1, 32 * seconds, -1, 8);
         },
         "FIFO order broken: m1 comes first in its group and is in flight"},
        {"FIFO order broken behind a delayed head", true,
         [](LogWriter &w) {
             w.sent(0, 1, 5 * seconds);
             w.sent(0, 2);
             return w.received(1 * seconds, 2, 1, 31 * seconds, -1, 7);
         },
         "FIFO order broken: m1 comes first in its group and is delayed"},
    };
    return logs;
}

struct SoundLog {
    const char *name;
    bool fifo;
    std::function<void(LogWriter &)> write;
};

const std::vector<SoundLog> &soundLogs()
{
    static const std::vector<SoundLog> logs = {
        {"an empty log", false,
         [](LogWriter &) {
         }},
        {"the double charge", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.received(0, 1, 1, 30 * seconds);
             w.add(EventKind::VisibilityExpired, 30 * seconds, 1, 1);
             w.received(30 * seconds, 1, 2, 60 * seconds);
             w.add(EventKind::DeleteIgnored, 45 * seconds, 1, 1, 2);
             w.add(EventKind::VisibilityExpired, 60 * seconds, 1, 2);
             w.add(EventKind::MessageDeleted, 75 * seconds, 1, 2);
             w.add(EventKind::DeleteIgnored, 76 * seconds, 1, 2, 2, 0, 1);
         }},
        {"a delay, a visibility change and a terminated timeout", false,
         [](LogWriter &w) {
             w.sent(0, 1, 10 * seconds);
             w.add(EventKind::DelayEnded, 10 * seconds, 1);
             w.received(12 * seconds, 1, 1, 42 * seconds, 10 * seconds);
             w.add(EventKind::VisibilityChanged, 20 * seconds, 1, 1, 80 * seconds, 10 * seconds);
             w.add(EventKind::VisibilityChanged, 21 * seconds, 1, 1, 21 * seconds, 10 * seconds);
             // Terminated by a change to 0: not at the deadline, and that is fine (detail 1).
             w.add(EventKind::VisibilityExpired, 21 * seconds, 1, 1, 0, 0, 1);
             w.received(22 * seconds, 1, 2, 52 * seconds);
             w.add(EventKind::VisibilityExpired, 52 * seconds, 1, 2);
         }},
        {"deadlines exactly 12 h after the request", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.received(5 * seconds, 1, 1, twelveHours, 0);
             w.add(EventKind::VisibilityChanged, 100 * seconds, 1, 1, twelveHours, 0);
             w.add(EventKind::VisibilityExpired, twelveHours, 1, 1);
         }},
        {"a spontaneous duplicate", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.received(0, 1, 1, 30 * seconds);
             w.add(EventKind::MessageDeleted, 5 * seconds, 1, 1);
             w.add(EventKind::DuplicateScheduled, 5 * seconds, 1);
             w.add(EventKind::DuplicateDelivered, 6 * seconds, 1, 2, 36 * seconds, 6 * seconds);
             w.add(EventKind::MessageDeleted, 7 * seconds, 1, 2);
         }},
        {"a move to the dead-letter queue", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.received(0, 1, 1, 1 * seconds);
             w.add(EventKind::VisibilityExpired, 1 * seconds, 1, 1);
             w.add(EventKind::MovedToDeadLetterQueue, 2 * seconds, 1, 0, q2);
             w.received(2 * seconds, 1, 2, 32 * seconds, -1, 0, q2);
             w.add(EventKind::MessageDeleted, 3 * seconds, 1, 2, 0, 0, 0, q2);
         }},
        {"a pending duplicate moved to the dead-letter queue", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.received(0, 1, 1, 30 * seconds);
             w.add(EventKind::MessageDeleted, 5 * seconds, 1, 1);
             w.add(EventKind::DuplicateScheduled, 5 * seconds, 1);
             w.add(EventKind::MovedToDeadLetterQueue, 6 * seconds, 1, 0, q2);
             w.add(EventKind::DuplicateDelivered, 7 * seconds, 1, 2, 37 * seconds, 7 * seconds, 0,
                   q2);
         }},
        {"retention, purge and a deleted queue", false,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.sent(0, 2);
             w.sent(0, 3, 5 * seconds);
             w.received(1 * seconds, 2, 1, 100 * seconds);
             w.add(EventKind::MessageExpired, 60 * seconds, 1);
             w.add(EventKind::MessageExpired, 60 * seconds, 2);
             w.add(EventKind::MessagePurged, 61 * seconds, 3);
             w.sent(62 * seconds, 4);
             w.add(EventKind::QueueDeleted, 63 * seconds);
         }},
        {"a FIFO group handed out in order", true,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.sent(0, 2);
             w.sent(0, 3);
             // One call takes the head and the next message together.
             w.received(1 * seconds, 1, 1, 31 * seconds, -1, 7);
             w.received(1 * seconds, 2, 1, 31 * seconds, -1, 7);
             w.add(EventKind::MessageDeleted, 2 * seconds, 1, 1);
             // m2 expires and is the head again; a later call takes it and m3.
             w.add(EventKind::VisibilityExpired, 31 * seconds, 2, 1);
             w.received(32 * seconds, 2, 2, 62 * seconds, -1, 8);
             w.received(32 * seconds, 3, 1, 62 * seconds, -1, 8);
         }},
        {"a FIFO receive retry", true,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.received(0, 1, 1, 30 * seconds, -1, 7);
             w.add(EventKind::MessageReceived, 1 * seconds, 1, 1, 31 * seconds, 0, 1, q1, 8);
         }},
        {"a FIFO head moved to the dead-letter queue", true,
         [](LogWriter &w) {
             w.sent(0, 1);
             w.sent(0, 2);
             w.received(0, 1, 1, 1 * seconds, -1, 7);
             w.add(EventKind::VisibilityExpired, 1 * seconds, 1, 1);
             w.add(EventKind::MovedToDeadLetterQueue, 2 * seconds, 1, 0, q2);
             w.received(2 * seconds, 2, 1, 32 * seconds, -1, 8);
             w.received(2 * seconds, 1, 2, 32 * seconds, -1, 9, q2);
         }},
    };
    return logs;
}

} // namespace

class TestInvariants : public QObject {
    Q_OBJECT

private slots:
    void brokenRuleIsReportedOnce_data();
    void brokenRuleIsReportedOnce();
    void soundLogHasNoViolation_data();
    void soundLogHasNoViolation();
    void violationsComeInLogOrder();
    void engineRunsAreSound();
};

void TestInvariants::brokenRuleIsReportedOnce_data()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < badLogs().size(); ++i)
        QTest::newRow(badLogs()[i].name) << static_cast<int>(i);
}

void TestInvariants::brokenRuleIsReportedOnce()
{
    QFETCH(int, index);
    const BadLog &bad = badLogs()[static_cast<std::size_t>(index)];
    EventLog log;
    LogWriter writer(log, bad.fifo);
    const std::uint32_t culprit = bad.write(writer);

    const std::vector<InvariantViolation> violations = checkInvariants(log);
    QVERIFY2(violations.size() == 1, invariantReport(log).c_str());
    const InvariantViolation &v = violations.front();
    QCOMPARE(v.sequence, std::uint64_t{culprit});
    QVERIFY2(v.message.find(bad.complaint) != std::string::npos, v.message.c_str());
    // The message starts with the offending event, so it names its time, kind and message.
    QVERIFY2(v.message.rfind(log.describe(culprit) + ": ", 0) == 0, v.message.c_str());
    const Event &e = log[culprit];
    if (e.message != noMessage)
        QVERIFY2(v.message.find("message=" + messageLabel(e.message)) != std::string::npos,
                 v.message.c_str());
}

void TestInvariants::soundLogHasNoViolation_data()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < soundLogs().size(); ++i)
        QTest::newRow(soundLogs()[i].name) << static_cast<int>(i);
}

void TestInvariants::soundLogHasNoViolation()
{
    QFETCH(int, index);
    const SoundLog &sound = soundLogs()[static_cast<std::size_t>(index)];
    EventLog log;
    LogWriter writer(log, sound.fifo);
    sound.write(writer);
    INFLIGHT_VERIFY_INVARIANTS(log);
}

void TestInvariants::violationsComeInLogOrder()
{
    // Two independent problems: both reported, in the order of the log.
    EventLog log;
    LogWriter w(log);
    w.sent(0, 1);
    w.sent(0, 2);
    w.received(1 * seconds, 1, 1, 31 * seconds);
    const std::uint32_t first = w.add(EventKind::VisibilityExpired, 32 * seconds, 1, 1);
    const std::uint32_t second = w.received(33 * seconds, 2, 5, 63 * seconds);
    const std::vector<InvariantViolation> violations = checkInvariants(log);
    QCOMPARE(violations.size(), std::size_t{2});
    QCOMPARE(violations[0].sequence, std::uint64_t{first});
    QCOMPARE(violations[1].sequence, std::uint64_t{second});
    QVERIFY(violations[0].message.find("expired at t=32") != std::string::npos);
    QVERIFY(violations[1].message.find("receive count went from 0 to 5") != std::string::npos);
}

void TestInvariants::engineRunsAreSound()
{
    // The checker stays silent on what the engine really writes, FIFO and DLQ moves included.
    EngineHarness h;
    const auto dlq = h.createQueue("work-dlq.fifo", {{"FifoQueue", "true"}});
    const auto q = h.createQueue(
        "work.fifo", {{"FifoQueue", "true"},
                      {"VisibilityTimeout", "1"},
                      {"RedrivePolicy", "{\"deadLetterTargetArn\":\"arn:aws:sqs:us-east-1:"
                                        "000000000000:work-dlq.fifo\",\"maxReceiveCount\":2}"}});
    QVERIFY(!dlq.empty() && !q.empty());
    for (int i = 0; i < 6; ++i)
        QVERIFY(h.sendFifo(q, numbered("m", i), i % 2 ? "odd" : "even", numbered("d", i)));
    for (int round = 0; round < 4; ++round) {
        const auto r = h.receive(q, 3);
        QVERIFY(r);
        if (!r.result().messages.empty())
            QVERIFY(h.remove(q, r.result().messages.back().receiptHandle().toString()));
        h.advanceSeconds(1);
    }
    QVERIFY(h.receive(dlq, 10));
    int moved = 0;
    int expired = 0;
    for (std::uint64_t i = 0; i < h.engine.log().size(); ++i) {
        moved += h.engine.log()[i].kind == EventKind::MovedToDeadLetterQueue;
        expired += h.engine.log()[i].kind == EventKind::VisibilityExpired;
    }
    QVERIFY(moved > 0);
    QVERIFY(expired > 0);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

QTEST_GUILESS_MAIN(TestInvariants)
#include "tst_invariants.moc"
