// SPDX-License-Identifier: GPL-3.0-or-later
// SEMANTICS.md section 2: the visibility timeout (queue default, per-receive override,
// VisibilityTimeout=0), ChangeMessageVisibility (counted from now, the latest change wins, CMV(0),
// the 12-hour cap, late and stale handles, malformed handles) and the in-flight limits.

#include "enginetest.h"

using namespace inflight;
using namespace inflight::test;

namespace {

std::string handleOf(const Outcome<ReceiveMessageResult> &outcome, std::size_t index = 0)
{
    if (!outcome || outcome.result().messages.size() <= index)
        return {};
    return outcome.result().messages[index].receiptHandle().toString();
}

QString expiredHandleMessage(const std::string &handle)
{
    return str("Value " + handle +
               " for parameter ReceiptHandle is invalid. Reason: The receipt handle has expired.");
}

QString goneMessage(const std::string &handle)
{
    return str("Value " + handle +
               " for parameter ReceiptHandle is invalid. Reason: Message does not exist or is not "
               "available for visibility timeout change.");
}

QString capMessage(std::int64_t timeout)
{
    return QStringLiteral("Value %1 for parameter VisibilityTimeout is invalid. Reason: Total "
                          "VisibilityTimeout for the message is beyond the limit [43200 seconds]")
        .arg(timeout);
}

/// An engine with small in-flight limits, for the limit tests.
struct LimitedEngine {
    explicit LimitedEngine(EngineLimits limits)
        : engine(EngineSettings{}, limits), actor(engine.actor("test"))
    {
    }
    std::string createQueue(const std::string &name, AttributeMap attributes = {})
    {
        const auto outcome = engine.createQueue({name, std::move(attributes), {}}, actor);
        return outcome ? outcome.result().queueUrl : std::string();
    }
    bool send(const std::string &queue, const std::string &body,
              std::optional<std::string> group = std::nullopt)
    {
        SendMessageRequest request;
        request.queueUrl = queue;
        request.messageBody = body;
        request.messageGroupId = group;
        if (group)
            request.messageDeduplicationId = body;
        return engine.sendMessage(request, actor).ok();
    }
    Outcome<ReceiveMessageResult> receive(const std::string &queue, int max, std::int64_t wait)
    {
        ReceiveMessageRequest request;
        request.queueUrl = queue;
        request.maxNumberOfMessages = max;
        request.waitTimeSeconds = wait;
        return engine.receiveMessage(request, actor);
    }
    QueueEngine::QueueCounts counts(const std::string &queue) const
    {
        return engine.queueCounts(engine.findQueue(queue));
    }
    QueueEngine engine;
    ActorId actor;
};

} // namespace

class TestVisibility : public QObject {
    Q_OBJECT

private slots:
    void queueDefaultTimeout_data();
    void queueDefaultTimeout();
    void receiveOverrideAppliesToThatCallOnly_data();
    void receiveOverrideAppliesToThatCallOnly();
    void queueTimeoutChangeLeavesInFlightDeadlines();
    void receiveVisibilityTimeoutRange_data();
    void receiveVisibilityTimeoutRange();
    void receiveWithZeroLeavesTheMessageReceivable();
    void receiveWithZeroNeverReturnsAMessageTwiceInOneCall();
    void changeCountsFromNow();
    void laterChangeOverridesEarlier_data();
    void laterChangeOverridesEarlier();
    void changeIsNotStoredForTheNextReceive();
    void changeToZeroTerminatesTheTimeout();
    void changeToZeroOnFifoPutsTheMessageAtTheHeadOfItsGroup();
    void twelveHourCap_data();
    void twelveHourCap();
    void extendingDoesNotResetTheCap();
    void aLaterReceiveStartsANewWindow();
    void longPollReceiveIsCappedAtTwelveHoursFromTheRequest();
    void changeTimeoutRange_data();
    void changeTimeoutRange();
    void changeOnAMessageNoLongerInFlight();
    void changeWithADeletedMessagesHandle_data();
    void changeWithADeletedMessagesHandle();
    void olderHandleOnStandardActsOnTheCurrentPeriod_data();
    void olderHandleOnStandardActsOnTheCurrentPeriod();
    void fifoHandleMustBeTheCurrentReceipt_data();
    void fifoHandleMustBeTheCurrentReceipt();
    void invalidHandles_data();
    void invalidHandles();
    void standardShortPollAtTheInFlightLimitIsOverLimit();
    void standardLongPollAtTheInFlightLimitWaits();
    void standardLongPollAtTheLimitTimesOutEmpty();
    void fifoAtTheInFlightLimitReturnsNothingWithoutError();
};

// --- The timeout a receive sets
// -------------------------------------------------------------------

void TestVisibility::queueDefaultTimeout_data()
{
    QTest::addColumn<QString>("attribute");
    QTest::addColumn<int>("seconds");

    QTest::newRow("the default of 30 s") << "" << 30;
    QTest::newRow("a queue timeout of 10 s") << "10" << 10;
    QTest::newRow("a queue timeout of 1 s") << "1" << 1;
    QTest::newRow("a queue timeout of 12 hours") << "43200" << 43200;
}

void TestVisibility::queueDefaultTimeout()
{
    QFETCH(QString, attribute);
    QFETCH(int, seconds);

    EngineHarness h;
    AttributeMap attributes;
    if (!attribute.isEmpty())
        attributes["VisibilityTimeout"] = attribute.toStdString();
    const auto q = h.createQueue("orders", attributes);
    QVERIFY(h.send(q, "m"));
    h.at(2);
    // The timer starts when the message is returned.
    const auto r = h.receive(q);
    QCOMPARE(bodies(h.engine, r), QStringList{QStringLiteral("m")});
    QCOMPARE(lastEvent(h.engine.log(), EventKind::MessageReceived)->a, (2 + seconds) * 1000LL);
    h.at(2 + seconds - 0.001);
    QCOMPARE(h.counts(q).inFlight, 1u);
    QCOMPARE(h.receive(q).result().messages.size(), 0u);
    h.at(2 + seconds);
    QCOMPARE(h.counts(q).inFlight, 0u);
    QCOMPARE(h.counts(q).visible, 1u);
    QCOMPARE(handleOf(h.receive(q)), std::string("m1.r2"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestVisibility::receiveOverrideAppliesToThatCallOnly_data()
{
    QTest::addColumn<int>("override");

    QTest::newRow("shorter than the queue's 30 s") << 5;
    QTest::newRow("longer than the queue's 30 s") << 100;
    QTest::newRow("the maximum, 12 hours") << 43200;
}

void TestVisibility::receiveOverrideAppliesToThatCallOnly()
{
    QFETCH(int, override);

    EngineHarness h;
    const auto q = h.createQueue("orders");
    QVERIFY(h.send(q, "m"));
    QVERIFY(h.send(q, "other"));
    const auto r = h.receive(q, 1, override);
    QCOMPARE(bodies(h.engine, r), QStringList{QStringLiteral("m")});
    // A receive without the override, in between, uses the queue's 30 s.
    const auto plain = h.receive(q);
    QCOMPARE(bodies(h.engine, plain), QStringList{QStringLiteral("other")});
    QCOMPARE(lastEvent(h.engine.log(), EventKind::MessageReceived)->a, 30000);
    QVERIFY(h.remove(q, handleOf(plain)));
    h.at(override - 0.001);
    QCOMPARE(h.counts(q).inFlight, 1u);
    h.at(override);
    // The overridden message is back; the next receive of it uses the queue's 30 s again.
    const auto again = h.receive(q);
    QCOMPARE(handleOf(again), std::string("m1.r2"));
    QCOMPARE(lastEvent(h.engine.log(), EventKind::MessageReceived)->a, (override + 30) * 1000LL);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestVisibility::queueTimeoutChangeLeavesInFlightDeadlines()
{
    // A changed queue timeout applies to later receives; a message already in flight keeps the
    // deadline its receive gave it.
    EngineHarness h;
    const auto q = h.createQueue("orders");
    QVERIFY(h.send(q, "early"));
    QVERIFY(h.send(q, "late"));
    QCOMPARE(bodies(h.engine, h.receive(q)), QStringList{QStringLiteral("early")});
    h.at(1);
    QVERIFY(h.engine.setQueueAttributes({q, {{"VisibilityTimeout", "5"}}}, h.actor));
    QCOMPARE(bodies(h.engine, h.receive(q)), QStringList{QStringLiteral("late")});
    h.at(6);
    QCOMPARE(h.counts(q).visible, 1u); // "late", received at 1 for 5 s
    h.at(29.999);
    QCOMPARE(h.counts(q).inFlight, 1u); // "early", received at 0 for 30 s
    h.at(30);
    QCOMPARE(h.counts(q).visible, 2u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestVisibility::receiveVisibilityTimeoutRange_data()
{
    QTest::addColumn<qlonglong>("timeout");
    QTest::addColumn<bool>("accepted");

    QTest::newRow("below the minimum (-1)") << -1LL << false;
    QTest::newRow("the minimum (0)") << 0LL << true;
    QTest::newRow("the maximum (43200)") << 43200LL << true;
    QTest::newRow("above the maximum (43201)") << 43201LL << false;
}

void TestVisibility::receiveVisibilityTimeoutRange()
{
    QFETCH(qlonglong, timeout);
    QFETCH(bool, accepted);

    EngineHarness h;
    const auto q = h.createQueue("orders");
    QVERIFY(h.send(q, "m"));
    const auto r = h.receive(q, 1, timeout);
    if (accepted) {
        QCOMPARE(codeOf(r), QString());
        QCOMPARE(r.result().messages.size(), 1u);
    } else {
        QCOMPARE(codeOf(r), QStringLiteral("InvalidParameterValue"));
        // Engine's choice of reason, in the form of the other ReceiveMessage range errors.
        QCOMPARE(messageOf(r), QStringLiteral("Value %1 for parameter VisibilityTimeout is "
                                              "invalid. Reason: Must be >= 0 and <= 43200, if "
                                              "provided.")
                                   .arg(timeout));
        QCOMPARE(h.counts(q).visible, 1u);
        QCOMPARE(h.engine.messageReceiveCount(1), 0u);
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestVisibility::receiveWithZeroLeavesTheMessageReceivable()
{
    // AWS-validated test_receive_terminate_visibility_timeout and
    // test_receive_message_with_visibility_timeout_updates_timeout.
    EngineHarness h;
    const auto q = h.createQueue("orders");
    QVERIFY(h.send(q, "m"));
    const auto first = h.receive(q, 1, 0);
    QCOMPARE(handleOf(first), std::string("m1.r1"));
    QCOMPARE(h.counts(q).visible, 1u);
    QCOMPARE(h.counts(q).inFlight, 0u);
    QCOMPARE(str(h.attribute(q, "ApproximateNumberOfMessagesNotVisible")), QStringLiteral("0"));
    // Receivable again at the same instant, with a new handle.
    const auto second = h.receive(q);
    QCOMPARE(handleOf(second), std::string("m1.r2"));
    // That receive had no override: the queue's 30 s apply.
    QCOMPARE(h.counts(q).inFlight, 1u);
    QCOMPARE(h.receive(q).result().messages.size(), 0u);
    h.at(29.999);
    QCOMPARE(h.counts(q).inFlight, 1u);
    h.at(30);
    QCOMPARE(h.counts(q).visible, 1u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestVisibility::receiveWithZeroNeverReturnsAMessageTwiceInOneCall()
{
    EngineHarness h;
    const auto q = h.createQueue("orders");
    QVERIFY(h.send(q, "a"));
    QVERIFY(h.send(q, "b"));
    const auto r = h.receive(q, 10, 0);
    QCOMPARE(bodies(h.engine, r), (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
    QCOMPARE(h.counts(q).visible, 2u);
    const auto again = h.receive(q, 10, 0);
    QCOMPARE(bodies(h.engine, again), (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
    QCOMPARE(handleOf(again, 1), std::string("m2.r2"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

// --- ChangeMessageVisibility
// ----------------------------------------------------------------------

void TestVisibility::changeCountsFromNow()
{
    // AWS's example: queue timeout 60 s, CMV(10) made 15 s after the receive: visible at 25 s.
    EngineHarness h;
    const auto q = h.createQueue("orders", {{"VisibilityTimeout", "60"}});
    QVERIFY(h.send(q, "m"));
    const auto r = h.receive(q);
    h.at(15);
    QVERIFY(h.changeVisibility(q, handleOf(r), 10));
    const Event *changed = lastEvent(h.engine.log(), EventKind::VisibilityChanged);
    QVERIFY(changed);
    QCOMPARE(changed->a, 25000);
    QCOMPARE(changed->b, 0); // the 12-hour cap's anchor: the receive request
    h.at(24.999);
    QCOMPARE(h.counts(q).inFlight, 1u);
    h.at(25);
    QCOMPARE(h.counts(q).inFlight, 0u);
    QCOMPARE(handleOf(h.receive(q)), std::string("m1.r2"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestVisibility::laterChangeOverridesEarlier_data()
{
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("second");

    QTest::newRow("30 then 10 shortens") << 30 << 10;
    QTest::newRow("10 then 30 lengthens") << 10 << 30;
    QTest::newRow("100 then 0 terminates") << 100 << 0;
    QTest::newRow("the same value twice") << 20 << 20;
}

void TestVisibility::laterChangeOverridesEarlier()
{
    QFETCH(int, first);
    QFETCH(int, second);

    EngineHarness h;
    const auto q = h.createQueue("orders");
    QVERIFY(h.send(q, "m"));
    const auto handle = handleOf(h.receive(q));
    h.at(2);
    QVERIFY(h.changeVisibility(q, handle, first));
    h.at(5);
    QVERIFY(h.changeVisibility(q, handle, second));
    if (second > 0) {
        h.at(5 + second - 0.001);
        QCOMPARE(h.counts(q).inFlight, 1u);
    }
    h.at(5 + second);
    QCOMPARE(h.counts(q).inFlight, 0u);
    QCOMPARE(h.counts(q).visible, 1u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestVisibility::changeIsNotStoredForTheNextReceive()
{
    // "CMV applies only to the current receipt": the next receive uses the queue default again.
    EngineHarness h;
    const auto q = h.createQueue("orders", {{"VisibilityTimeout", "10"}});
    QVERIFY(h.send(q, "m"));
    const auto handle = handleOf(h.receive(q));
    h.at(5);
    QVERIFY(h.changeVisibility(q, handle, 50));
    h.at(55);
    QCOMPARE(handleOf(h.receive(q)), std::string("m1.r2"));
    QCOMPARE(lastEvent(h.engine.log(), EventKind::MessageReceived)->a, 65000);
    h.at(65);
    QCOMPARE(h.counts(q).visible, 1u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestVisibility::changeToZeroTerminatesTheTimeout()
{
    EngineHarness h;
    const auto q = h.createQueue("orders");
    QVERIFY(h.send(q, "m"));
    const auto handle = handleOf(h.receive(q));
    h.at(3);
    QVERIFY(h.changeVisibility(q, handle, 0));
    const Event *expired = lastEvent(h.engine.log(), EventKind::VisibilityExpired);
    QVERIFY(expired);
    QCOMPARE(expired->time, 3000);
    QCOMPARE(expired->detail, std::uint8_t{1}); // terminated by a ChangeMessageVisibility to 0
    QCOMPARE(h.counts(q).visible, 1u);
    QCOMPARE(h.counts(q).inFlight, 0u);
    QCOMPARE(handleOf(h.receive(q)), std::string("m1.r2"));
    // The original deadline (t=30) passes without effect on the new receipt.
    h.at(30);
    QCOMPARE(h.counts(q).inFlight, 1u);
    h.at(33);
    QCOMPARE(h.counts(q).inFlight, 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestVisibility::changeToZeroOnFifoPutsTheMessageAtTheHeadOfItsGroup()
{
    EngineHarness h;
    const auto q = h.createQueue("jobs.fifo", {{"FifoQueue", "true"}});
    QVERIFY(h.sendFifo(q, "g1-first", "g1", "d1"));
    QVERIFY(h.sendFifo(q, "g1-second", "g1", "d2"));
    const auto r = h.receive(q);
    QCOMPARE(bodies(h.engine, r), QStringList{QStringLiteral("g1-first")});
    // The group is blocked while its head is in flight.
    QCOMPARE(h.receive(q, 10).result().messages.size(), 0u);
    QVERIFY(h.changeVisibility(q, handleOf(r), 0));
    const auto again = h.receive(q, 10);
    QCOMPARE(bodies(h.engine, again),
             (QStringList{QStringLiteral("g1-first"), QStringLiteral("g1-second")}));
    QCOMPARE(handleOf(again), std::string("m1.r2"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

// --- The 12-hour cap
// ------------------------------------------------------------------------------

void TestVisibility::twelveHourCap_data()
{
    QTest::addColumn<bool>("longPoll");
    QTest::addColumn<double>("changeAt");
    QTest::addColumn<qlonglong>("timeout");
    QTest::addColumn<bool>("accepted");

    // Short poll: the receive request is at t=0. Long poll: the request is at t=0, the message is
    // sent and delivered at t=15.
    QTest::newRow("43200 at the instant of the receive (inclusive cap, engine's choice)")
        << false << 0.0 << 43200LL << true;
    QTest::newRow("43200 one second after the receive") << false << 1.0 << 43200LL << false;
    QTest::newRow("43195 five seconds after the receive (AWS's example)")
        << false << 5.0 << 43195LL << true;
    QTest::newRow("43196 five seconds after the receive") << false << 5.0 << 43196LL << false;
    QTest::newRow("a millisecond past the cap") << false << 0.001 << 43200LL << false;
    QTest::newRow("long poll, up to the cap counted from the request")
        << true << 15.0 << 43185LL << true;
    QTest::newRow("long poll, one second past the cap counted from the request")
        << true << 15.0 << 43186LL << false;
    QTest::newRow("long poll, 43200 at delivery is past the cap")
        << true << 15.0 << 43200LL << false;
}

void TestVisibility::twelveHourCap()
{
    QFETCH(bool, longPoll);
    QFETCH(double, changeAt);
    QFETCH(qlonglong, timeout);
    QFETCH(bool, accepted);

    EngineHarness h;
    const auto q = h.createQueue("orders");
    std::string handle;
    if (longPoll) {
        const auto waiting = h.receive(q, 1, std::nullopt, 20);
        QVERIFY(waiting.result().waiting);
        h.at(15);
        QVERIFY(h.send(q, "m"));
        const auto done = h.engine.takeCompletedPolls();
        QCOMPARE(done.size(), 1u);
        QCOMPARE(done[0].completedAt, 15000);
        handle = done[0].outcome.result().messages.at(0).receiptHandle().toString();
        // The receive event records the request time as the cap's anchor.
        QCOMPARE(lastEvent(h.engine.log(), EventKind::MessageReceived)->b, 0);
    } else {
        QVERIFY(h.send(q, "m"));
        handle = handleOf(h.receive(q));
    }
    h.at(changeAt);
    const TimeMs deadlineBefore = lastEvent(h.engine.log(), EventKind::MessageReceived)->a;
    const auto outcome = h.changeVisibility(q, handle, timeout);
    if (accepted) {
        QCOMPARE(codeOf(outcome), QString());
        const Event *changed = lastEvent(h.engine.log(), EventKind::VisibilityChanged);
        QCOMPARE(changed->a, static_cast<TimeMs>(std::llround(changeAt * 1000)) + timeout * 1000);
        QVERIFY(changed->a - changed->b <= 43200 * 1000);
    } else {
        QCOMPARE(codeOf(outcome), QStringLiteral("InvalidParameterValue"));
        QCOMPARE(httpStatus(outcome.code()), 400);
        QCOMPARE(messageOf(outcome), capMessage(timeout));
        QVERIFY(!lastEvent(h.engine.log(), EventKind::VisibilityChanged));
        // The deadline is unchanged: the message comes back when the receive said.
        h.at(deadlineBefore / 1000.0);
        QCOMPARE(h.counts(q).visible, 1u);
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestVisibility::extendingDoesNotResetTheCap()
{
    EngineHarness h;
    const auto q = h.createQueue("orders");
    QVERIFY(h.send(q, "m"));
    const auto handle = handleOf(h.receive(q, 1, 20000));
    h.at(10000);
    QVERIFY(h.changeVisibility(q, handle, 30000)); // to t=40000
    h.at(20000);
    QVERIFY(h.changeVisibility(q, handle, 23200)); // to t=43200, exactly the cap
    const auto over = h.changeVisibility(q, handle, 23201);
    QCOMPARE(codeOf(over), QStringLiteral("InvalidParameterValue"));
    QCOMPARE(messageOf(over), capMessage(23201));
    h.at(43000);
    // Shorter changes inside the window are always allowed.
    QVERIFY(h.changeVisibility(q, handle, 200));
    QCOMPARE(codeOf(h.changeVisibility(q, handle, 201)), QStringLiteral("InvalidParameterValue"));
    h.at(43199.999);
    QCOMPARE(h.counts(q).inFlight, 1u);
    h.at(43200);
    QCOMPARE(h.counts(q).visible, 1u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestVisibility::aLaterReceiveStartsANewWindow()
{
    // The anchor is the receive that started the current in-flight period, not the first one.
    EngineHarness h;
    const auto q = h.createQueue("orders", {{"VisibilityTimeout", "10"}});
    QVERIFY(h.send(q, "m"));
    const auto first = handleOf(h.receive(q));
    h.at(10);
    const auto second = handleOf(h.receive(q));
    QCOMPARE(second, std::string("m1.r2"));
    h.at(15);
    QCOMPARE(codeOf(h.changeVisibility(q, second, 43195)), QString());
    const Event *changed = lastEvent(h.engine.log(), EventKind::VisibilityChanged);
    QVERIFY(changed);
    QCOMPARE(changed->b, 10000);
    // The older handle acts on the same (current) period, with the same anchor.
    QCOMPARE(messageOf(h.changeVisibility(q, first, 43196)), capMessage(43196));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestVisibility::longPollReceiveIsCappedAtTwelveHoursFromTheRequest()
{
    // A long poll asking for the full 12 hours, served 15 s after the request: the deadline may
    // not pass 12 hours after the request (the invariant checker holds the engine to it).
    EngineHarness h;
    const auto q = h.createQueue("orders");
    const auto waiting = h.receive(q, 1, 43200, 20);
    QVERIFY(waiting.result().waiting);
    h.at(15);
    QVERIFY(h.send(q, "m"));
    const auto done = h.engine.takeCompletedPolls();
    QCOMPARE(done.size(), 1u);
    QCOMPARE(done[0].outcome.result().messages.size(), 1u);
    const Event *received = lastEvent(h.engine.log(), EventKind::MessageReceived);
    QCOMPARE(received->b, 0);
    QVERIFY(received->a - received->b <= 43200 * 1000);
    h.at(43200);
    QCOMPARE(h.counts(q).visible, 1u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestVisibility::changeTimeoutRange_data()
{
    QTest::addColumn<qlonglong>("timeout");
    QTest::addColumn<QString>("expectedCode");
    QTest::addColumn<QString>("expectedMessage");

    // -2 in the timeout column means "not given".
    QTest::newRow("below the minimum (-1), engine's reason")
        << -1LL << "InvalidParameterValue"
        << "Value -1 for parameter VisibilityTimeout is invalid. Reason: Must be between 0 and "
           "43200.";
    QTest::newRow("above the maximum (43201), engine's reason")
        << 43201LL << "InvalidParameterValue"
        << "Value 43201 for parameter VisibilityTimeout is invalid. Reason: Must be between 0 "
           "and 43200.";
    QTest::newRow("the minimum (0)") << 0LL << ""
                                     << "";
    QTest::newRow("not given") << -2LL << "MissingParameter"
                               << "The request must contain the parameter VisibilityTimeout.";
}

void TestVisibility::changeTimeoutRange()
{
    QFETCH(qlonglong, timeout);
    QFETCH(QString, expectedCode);
    QFETCH(QString, expectedMessage);

    EngineHarness h;
    const auto q = h.createQueue("orders");
    QVERIFY(h.send(q, "m"));
    const auto handle = handleOf(h.receive(q));
    const auto outcome = h.engine.changeMessageVisibility(
        {q, handle, timeout == -2 ? std::nullopt : std::optional<std::int64_t>(timeout)}, h.actor);
    QCOMPARE(codeOf(outcome), expectedCode);
    QCOMPARE(messageOf(outcome), expectedMessage);
    QCOMPARE(h.counts(q).inFlight, expectedCode.isEmpty() && timeout == 0 ? 0u : 1u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

// --- Late, stale and bad handles
// ------------------------------------------------------------------

void TestVisibility::changeOnAMessageNoLongerInFlight()
{
    // AWS-recorded test_change_message_visibility_after_visibility_timeout_expiration: timeout
    // 1 s, receive, wait 2 s, CMV(old handle, 2) answers 200. Engine's choice: it does nothing
    // (the message is not hidden again).
    EngineHarness h;
    const auto q = h.createQueue("orders", {{"VisibilityTimeout", "1"}});
    QVERIFY(h.send(q, "m"));
    const auto handle = handleOf(h.receive(q));
    h.at(2);
    const auto outcome = h.changeVisibility(q, handle, 2);
    QCOMPARE(codeOf(outcome), QString());
    const Event *ignored = lastEvent(h.engine.log(), EventKind::VisibilityChangeIgnored);
    QVERIFY(ignored);
    QCOMPARE(ignored->receipt, 1u);
    QCOMPARE(ignored->time, 2000);
    QVERIFY(!lastEvent(h.engine.log(), EventKind::VisibilityChanged));
    QCOMPARE(h.counts(q).visible, 1u);
    QCOMPARE(h.counts(q).inFlight, 0u);
    // Repeating it is answered 200 again (moto PR #3586).
    QCOMPARE(codeOf(h.changeVisibility(q, handle, 2)), QString());
    QCOMPARE(handleOf(h.receive(q)), std::string("m1.r2"));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestVisibility::changeWithADeletedMessagesHandle_data()
{
    QTest::addColumn<bool>("fifo");
    QTest::addColumn<bool>("useOlderHandle");

    QTest::newRow("standard, the handle that deleted it") << false << false;
    QTest::newRow("standard, an older handle of the deleted message") << false << true;
    QTest::newRow("fifo, the handle that deleted it") << true << false;
}

void TestVisibility::changeWithADeletedMessagesHandle()
{
    // AWS-validated test_change_visibility_on_deleted_message_raises_invalid_parameter_value.
    QFETCH(bool, fifo);
    QFETCH(bool, useOlderHandle);

    EngineHarness h;
    const auto q = fifo ? h.createQueue("jobs.fifo", {{"FifoQueue", "true"}})
                        : h.createQueue("orders", {{"VisibilityTimeout", "5"}});
    QVERIFY(fifo ? h.sendFifo(q, "m", "g", "d") : h.send(q, "m"));
    std::string handle = handleOf(h.receive(q));
    const std::string older = handle;
    if (useOlderHandle) {
        h.advanceSeconds(5);
        handle = handleOf(h.receive(q));
    }
    QVERIFY(h.remove(q, handle));
    const std::string used = useOlderHandle ? older : handle;
    const auto outcome = h.changeVisibility(q, used, 10);
    QCOMPARE(codeOf(outcome), QStringLiteral("InvalidParameterValue"));
    QCOMPARE(messageOf(outcome), goneMessage(used));
    QCOMPARE(h.counts(q).visible + h.counts(q).inFlight, 0u);
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestVisibility::olderHandleOnStandardActsOnTheCurrentPeriod_data()
{
    QTest::addColumn<int>("timeout");

    QTest::newRow("terminate with the older handle (AWS-validated)") << 0;
    QTest::newRow("extend with the older handle") << 100;
    QTest::newRow("shorten with the older handle") << 1;
}

void TestVisibility::olderHandleOnStandardActsOnTheCurrentPeriod()
{
    // AWS-validated test_terminate_visibility_timeout_after_receive: receive with timeout 0
    // (handle 1), receive with timeout 3 (handle 2), CMV(handle 1, 0): receivable at once.
    QFETCH(int, timeout);

    EngineHarness h;
    const auto q = h.createQueue("orders");
    QVERIFY(h.send(q, "m"));
    const auto first = handleOf(h.receive(q, 1, 0));
    const auto second = handleOf(h.receive(q, 1, 3));
    QCOMPARE(second, std::string("m1.r2"));
    QCOMPARE(h.counts(q).inFlight, 1u);
    QCOMPARE(codeOf(h.changeVisibility(q, first, timeout)), QString());
    const Event *changed = lastEvent(h.engine.log(), EventKind::VisibilityChanged);
    QVERIFY(changed);
    QCOMPARE(changed->receipt, 1u); // the handle used
    QCOMPARE(changed->a, timeout * 1000LL);
    if (timeout == 0) {
        QCOMPARE(h.counts(q).visible, 1u);
        QCOMPARE(handleOf(h.receive(q)), std::string("m1.r3"));
    } else {
        h.at(timeout - 0.001);
        QCOMPARE(h.counts(q).inFlight, 1u);
        h.at(timeout);
        QCOMPARE(h.counts(q).visible, 1u);
    }
    // The latest handle still works on the same period too.
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestVisibility::fifoHandleMustBeTheCurrentReceipt_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<bool>("accepted");

    QTest::newRow("the latest handle while in flight") << "inflight" << true;
    QTest::newRow("a handle whose timeout expired (engine's choice)") << "expired" << false;
    QTest::newRow("an older handle after a second receive (engine's choice)")
        << "rereceived" << false;
    QTest::newRow("a handle whose timeout was terminated by CMV 0 (engine's choice)")
        << "terminated" << false;
}

void TestVisibility::fifoHandleMustBeTheCurrentReceipt()
{
    QFETCH(QString, scenario);
    QFETCH(bool, accepted);

    EngineHarness h;
    const auto q = h.createQueue("jobs.fifo", {{"FifoQueue", "true"}, {"VisibilityTimeout", "10"}});
    QVERIFY(h.sendFifo(q, "m", "g", "d"));
    const auto handle = handleOf(h.receive(q));
    if (scenario == QLatin1String("expired")) {
        h.at(10);
    } else if (scenario == QLatin1String("rereceived")) {
        h.at(10);
        QCOMPARE(handleOf(h.receive(q)), std::string("m1.r2"));
    } else if (scenario == QLatin1String("terminated")) {
        QVERIFY(h.changeVisibility(q, handle, 0));
    }
    const auto before = h.counts(q);
    const auto outcome = h.changeVisibility(q, handle, 60);
    if (accepted) {
        QCOMPARE(codeOf(outcome), QString());
        h.at(59.999);
        QCOMPARE(h.counts(q).inFlight, 1u);
        h.at(60);
        QCOMPARE(h.counts(q).visible, 1u);
    } else {
        QCOMPARE(codeOf(outcome), QStringLiteral("InvalidParameterValue"));
        QCOMPARE(messageOf(outcome), expiredHandleMessage(handle));
        QCOMPARE(h.counts(q).visible, before.visible);
        QCOMPARE(h.counts(q).inFlight, before.inFlight);
    }
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

void TestVisibility::invalidHandles_data()
{
    QTest::addColumn<bool>("fifo");
    QTest::addColumn<QString>("handle");
    QTest::addColumn<QString>("expectedCode");

    const QString invalid = QStringLiteral("ReceiptHandleIsInvalid");
    for (bool fifo : {false, true}) {
        const char *type = fifo ? "fifo" : "standard";
        QTest::addRow("%s, INVALID (AWS-validated)", type) << fifo << "INVALID" << invalid;
        QTest::addRow("%s, garbage", type) << fifo << "garbage" << invalid;
        QTest::addRow("%s, a message that does not exist", type) << fifo << "m99.r1" << invalid;
        QTest::addRow("%s, a receive that has not happened yet", type)
            << fifo << "m1.r2" << invalid;
        QTest::addRow("%s, a message never received", type) << fifo << "m2.r1" << invalid;
        QTest::addRow("%s, a handle from another queue (engine's choice)", type)
            << fifo << "other" << invalid;
        QTest::addRow("%s, empty", type) << fifo << ""
                                         << "MissingParameter";
    }
}

void TestVisibility::invalidHandles()
{
    QFETCH(bool, fifo);
    QFETCH(QString, handle);
    QFETCH(QString, expectedCode);

    EngineHarness h;
    AttributeMap attributes;
    if (fifo)
        attributes["FifoQueue"] = "true";
    const auto q = h.createQueue(fifo ? "jobs.fifo" : "jobs", attributes);
    const auto other = h.createQueue(fifo ? "other.fifo" : "other", attributes);
    QVERIFY(fifo ? h.sendFifo(q, "m1", "g", "d1") : h.send(q, "m1"));
    QVERIFY(fifo ? h.sendFifo(q, "m2", "h", "d2") : h.send(q, "m2"));
    QCOMPARE(handleOf(h.receive(q)), std::string("m1.r1"));
    std::string text = handle.toStdString();
    if (handle == QLatin1String("other")) {
        QVERIFY(fifo ? h.sendFifo(other, "m3", "g", "d3") : h.send(other, "m3"));
        text = handleOf(h.receive(other));
        QCOMPARE(text, std::string("m3.r1"));
    }
    const auto outcome = h.changeVisibility(q, text, 5);
    QCOMPARE(codeOf(outcome), expectedCode);
    if (expectedCode == QLatin1String("MissingParameter"))
        QCOMPARE(messageOf(outcome),
                 QStringLiteral("The request must contain the parameter ReceiptHandle."));
    else
        QCOMPARE(messageOf(outcome),
                 str("The input receipt handle \"" + text + "\" is not a valid receipt handle."));
    // Nothing changed: m1 is still in flight for the queue's 30 s.
    QCOMPARE(h.counts(q).inFlight, 1u);
    QVERIFY(!lastEvent(h.engine.log(), EventKind::VisibilityChanged));
    INFLIGHT_VERIFY_INVARIANTS(h.engine.log());
}

// --- In-flight limits
// -----------------------------------------------------------------------------

void TestVisibility::standardShortPollAtTheInFlightLimitIsOverLimit()
{
    EngineLimits limits;
    limits.standardInFlightLimit = 2;
    LimitedEngine e(limits);
    const auto q = e.createQueue("orders", {{"VisibilityTimeout", "5"}});
    for (const char *body : {"a", "b", "c"})
        QVERIFY(e.send(q, body));
    // A receive stops at the limit.
    const auto first = e.receive(q, 10, 0);
    QCOMPARE(bodies(e.engine, first), (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
    QCOMPARE(e.counts(q).inFlight, 2u);
    QCOMPARE(e.counts(q).visible, 1u);
    const auto over = e.receive(q, 1, 0);
    QCOMPARE(codeOf(over), QStringLiteral("OverLimit"));
    QCOMPARE(httpStatus(over.code()), 403);
    // Engine's choice of text; AWS documents the code only.
    QCOMPARE(messageOf(over), QStringLiteral("The maximum number of in-flight messages (2) for "
                                             "this queue has been reached."));
    QCOMPARE(e.counts(q).visible, 1u);
    // Deleting one makes room.
    QVERIFY(e.engine.deleteMessage({q, handleOf(first, 0)}, e.actor));
    QCOMPARE(bodies(e.engine, e.receive(q, 10, 0)), QStringList{QStringLiteral("c")});
    QCOMPARE(codeOf(e.receive(q, 1, 0)), QStringLiteral("OverLimit"));
    // Visibility expiry makes room too; messages come back in the order they became visible.
    e.engine.advanceTo(5000);
    QCOMPARE(e.counts(q).inFlight, 0u);
    QCOMPARE(bodies(e.engine, e.receive(q, 10, 0)),
             (QStringList{QStringLiteral("b"), QStringLiteral("c")}));
    INFLIGHT_VERIFY_INVARIANTS(e.engine.log());
}

void TestVisibility::standardLongPollAtTheInFlightLimitWaits()
{
    // On long polling there is no error at the limit: the poll waits, and is served once a
    // delete makes room.
    EngineLimits limits;
    limits.standardInFlightLimit = 2;
    LimitedEngine e(limits);
    const auto q = e.createQueue("orders", {{"VisibilityTimeout", "100"}});
    for (const char *body : {"a", "b", "c"})
        QVERIFY(e.send(q, body));
    const auto first = e.receive(q, 2, 0);
    QCOMPARE(first.result().messages.size(), 2u);
    const auto poll = e.receive(q, 1, 10);
    QCOMPARE(codeOf(poll), QString());
    QVERIFY(poll.result().waiting);
    e.engine.advanceTo(4000);
    QVERIFY(e.engine.takeCompletedPolls().empty());
    QVERIFY(e.engine.deleteMessage({q, handleOf(first, 1)}, e.actor));
    const auto done = e.engine.takeCompletedPolls();
    QCOMPARE(done.size(), 1u);
    QCOMPARE(done[0].completedAt, 4000);
    QCOMPARE(done[0].outcome.result().messages.size(), 1u);
    QCOMPARE(e.engine.messageBody(done[0].outcome.result().messages[0].message), std::string("c"));
    QCOMPARE(e.counts(q).inFlight, 2u);
    INFLIGHT_VERIFY_INVARIANTS(e.engine.log());
}

void TestVisibility::standardLongPollAtTheLimitTimesOutEmpty()
{
    EngineLimits limits;
    limits.standardInFlightLimit = 1;
    LimitedEngine e(limits);
    const auto q = e.createQueue("orders", {{"VisibilityTimeout", "100"}});
    QVERIFY(e.send(q, "a"));
    QVERIFY(e.send(q, "b"));
    QCOMPARE(e.receive(q, 1, 0).result().messages.size(), 1u);
    const auto poll = e.receive(q, 1, 3);
    QVERIFY(poll.result().waiting);
    e.engine.advanceTo(3000);
    const auto done = e.engine.takeCompletedPolls();
    QCOMPARE(done.size(), 1u);
    QCOMPARE(done[0].completedAt, 3000);
    QVERIFY(done[0].outcome.ok());
    QCOMPARE(done[0].outcome.result().messages.size(), 0u);
    QCOMPARE(e.counts(q).visible, 1u);
    INFLIGHT_VERIFY_INVARIANTS(e.engine.log());
}

void TestVisibility::fifoAtTheInFlightLimitReturnsNothingWithoutError()
{
    // FIFO: 120 000 in the current docs, with no error when reached (not OverLimit).
    EngineLimits limits;
    limits.fifoInFlightLimit = 1;
    LimitedEngine e(limits);
    const auto q = e.createQueue("jobs.fifo", {{"FifoQueue", "true"}});
    QVERIFY(e.send(q, "a1", "a"));
    QVERIFY(e.send(q, "b1", "b"));
    const auto first = e.receive(q, 10, 0);
    QCOMPARE(bodies(e.engine, first), QStringList{QStringLiteral("a1")});
    const auto shortPoll = e.receive(q, 10, 0);
    QCOMPARE(codeOf(shortPoll), QString());
    QCOMPARE(shortPoll.result().messages.size(), 0u);
    QCOMPARE(e.counts(q).visible, 1u);
    const auto poll = e.receive(q, 10, 10);
    QVERIFY(poll.result().waiting);
    e.engine.advanceTo(3000);
    QVERIFY(e.engine.deleteMessage({q, handleOf(first)}, e.actor));
    const auto done = e.engine.takeCompletedPolls();
    QCOMPARE(done.size(), 1u);
    QCOMPARE(done[0].completedAt, 3000);
    QCOMPARE(bodies(e.engine, done[0].outcome), QStringList{QStringLiteral("b1")});
    INFLIGHT_VERIFY_INVARIANTS(e.engine.log());
}

QTEST_GUILESS_MAIN(TestVisibility)
#include "tst_visibility.moc"
