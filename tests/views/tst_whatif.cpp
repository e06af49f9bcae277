// SPDX-License-Identifier: GPL-3.0-or-later
// What-if parameters: a change re-runs the scenario, undo brings back the original run exactly
// (the same digest), and the panel follows undo and redo.

#include "enginetest.h"
#include "scenariodocument.h"
#include "scenarioloader.h"
#include "whatifpanel.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSpinBox>

using namespace inflight;

namespace {
Scenario toy()
{
    const ScenarioLoad load =
        loadScenarioFile(std::string(INFLIGHT_SCENARIOS) + "/double-charge-toy.json");
    if (!load.ok())
        qFatal("%s", load.report().c_str());
    return *load.scenario;
}
} // namespace

class TestWhatIf : public QObject {
    Q_OBJECT

private slots:
    void namesRoundTrip();
    void valuesOfTheToy();
    void changeAndUndoRestoreTheDigest_data();
    void changeAndUndoRestoreTheDigest();
    void aLongerTimeoutEndsTheDoubleCharge();
    void aHeartbeatEndsTheDoubleCharge();
    void idempotencyEndsTheDoubleCharge();
    void maxReceiveCountAddsADeadLetterQueue();
    void outOfRangeValuesAreRefused_data();
    void outOfRangeValuesAreRefused();
    void panelFollowsUndoAndRedo();
    void panelOffersTheEnginesRanges();
};

void TestWhatIf::namesRoundTrip()
{
    for (int i = 0; i < whatIfCount; ++i) {
        const auto parameter = static_cast<WhatIf>(i);
        QCOMPARE(whatIfFromName(whatIfName(parameter)), std::optional<WhatIf>(parameter));
        QVERIFY(!whatIfLabel(parameter).empty());
    }
    QVERIFY(!whatIfFromName("visibility").has_value());
}

void TestWhatIf::valuesOfTheToy()
{
    const Scenario s = toy();
    QCOMPARE(whatIfValue(s, WhatIf::VisibilityTimeout), 30.0);
    QCOMPARE(whatIfValue(s, WhatIf::ProcessingTime), 45.0);
    QCOMPARE(whatIfValue(s, WhatIf::HeartbeatInterval), 0.0);
    QCOMPARE(whatIfValue(s, WhatIf::Workers), 2.0);
    QCOMPARE(whatIfValue(s, WhatIf::WaitTime), 20.0);
    QCOMPARE(whatIfValue(s, WhatIf::MaxReceiveCount), 0.0);
    QCOMPARE(whatIfValue(s, WhatIf::DeletePolicy), 0.0);
    QCOMPARE(whatIfValue(s, WhatIf::Idempotency), 0.0);
    QCOMPARE(whatIfValue(s, WhatIf::BatchSize), 1.0);
    QCOMPARE(whatIfValue(s, WhatIf::RetryBackoff), 0.0);
    QCOMPARE(whatIfValue(s, WhatIf::StaleHandleDelete), 1.0);
}

void TestWhatIf::changeAndUndoRestoreTheDigest_data()
{
    QTest::addColumn<int>("parameter");
    QTest::addColumn<double>("value");
    QTest::newRow("visibility timeout 60 s") << static_cast<int>(WhatIf::VisibilityTimeout) << 60.0;
    QTest::newRow("processing 20 s") << static_cast<int>(WhatIf::ProcessingTime) << 20.0;
    QTest::newRow("heartbeat every 20 s") << static_cast<int>(WhatIf::HeartbeatInterval) << 20.0;
    QTest::newRow("3 workers") << static_cast<int>(WhatIf::Workers) << 3.0;
    QTest::newRow("short polling") << static_cast<int>(WhatIf::WaitTime) << 0.0;
    QTest::newRow("a DLQ after 2 receives") << static_cast<int>(WhatIf::MaxReceiveCount) << 2.0;
    QTest::newRow("delete before processing") << static_cast<int>(WhatIf::DeletePolicy) << 1.0;
    QTest::newRow("conditional write") << static_cast<int>(WhatIf::Idempotency) << 1.0;
    QTest::newRow("an old handle's delete deletes nothing")
        << static_cast<int>(WhatIf::StaleHandleDelete) << 0.0;
}

void TestWhatIf::changeAndUndoRestoreTheDigest()
{
    QFETCH(int, parameter);
    QFETCH(double, value);
    ScenarioDocument document;
    document.setScenario(toy());
    const std::string original = document.run()->engine->digest();
    QCOMPARE(document.setWhatIf(static_cast<WhatIf>(parameter), value), QString());
    QCOMPARE(whatIfValue(document.scenario(), static_cast<WhatIf>(parameter)), value);
    const std::string changed = document.run()->engine->digest();
    QVERIFY(changed != original);
    INFLIGHT_VERIFY_INVARIANTS(document.run()->log());
    document.undoStack()->undo();
    QCOMPARE(document.run()->engine->digest(), original);
    document.undoStack()->redo();
    QCOMPARE(document.run()->engine->digest(), changed);
}

void TestWhatIf::aLongerTimeoutEndsTheDoubleCharge()
{
    ScenarioDocument document;
    document.setScenario(toy());
    QCOMPARE(document.run()->metrics.duplicateEffects, 1u);
    document.setWhatIf(WhatIf::VisibilityTimeout, 60);
    QCOMPARE(document.run()->metrics.duplicateEffects, 0u);
    QCOMPARE(document.run()->metrics.keysEffected, 1u);
}

void TestWhatIf::aHeartbeatEndsTheDoubleCharge()
{
    ScenarioDocument document;
    document.setScenario(toy());
    document.setWhatIf(WhatIf::HeartbeatInterval, 20);
    QCOMPARE(document.run()->metrics.duplicateEffects, 0u);
    QCOMPARE(document.run()->textTimeline(),
             (std::vector<std::string>{"t=0   worker-1 receives the message",
                                       "t=20  worker-1 extends visibility to t=50",
                                       "t=40  worker-1 extends visibility to t=70",
                                       "t=45  worker-1 charges the card and deletes"}));
}

void TestWhatIf::idempotencyEndsTheDoubleCharge()
{
    ScenarioDocument document;
    document.setScenario(toy());
    document.setWhatIf(WhatIf::Idempotency, 1);
    QCOMPARE(document.run()->metrics.duplicateEffects, 0u);
    const auto lines = document.run()->textTimeline();
    QVERIFY(std::find(lines.begin(), lines.end(),
                      "t=75  worker-2 finds ord_7731 already charged and deletes") != lines.end());
}

void TestWhatIf::maxReceiveCountAddsADeadLetterQueue()
{
    ScenarioDocument document;
    document.setScenario(toy());
    QCOMPARE(document.scenario().queues.size(), 1u);
    QCOMPARE(document.setWhatIf(WhatIf::MaxReceiveCount, 1), QString());
    QCOMPARE(document.scenario().queues.size(), 2u);
    QCOMPARE(document.scenario().queues[1].name, std::string("orders-dlq"));
    QCOMPARE(whatIfValue(document.scenario(), WhatIf::MaxReceiveCount), 1.0);
    QVERIFY(document.run()->problems.empty());
    QCOMPARE(document.setWhatIf(WhatIf::MaxReceiveCount, 0), QString());
    QCOMPARE(whatIfValue(document.scenario(), WhatIf::MaxReceiveCount), 0.0);
}

void TestWhatIf::outOfRangeValuesAreRefused_data()
{
    QTest::addColumn<int>("parameter");
    QTest::addColumn<double>("value");
    QTest::newRow("visibility 43201") << static_cast<int>(WhatIf::VisibilityTimeout) << 43201.0;
    QTest::newRow("0 workers") << static_cast<int>(WhatIf::Workers) << 0.0;
    QTest::newRow("wait 21 s") << static_cast<int>(WhatIf::WaitTime) << 21.0;
    QTest::newRow("maxReceiveCount 1001") << static_cast<int>(WhatIf::MaxReceiveCount) << 1001.0;
    QTest::newRow("a delete policy that does not exist")
        << static_cast<int>(WhatIf::DeletePolicy) << 3.0;
}

void TestWhatIf::outOfRangeValuesAreRefused()
{
    QFETCH(int, parameter);
    QFETCH(double, value);
    ScenarioDocument document;
    document.setScenario(toy());
    const std::string original = document.run()->engine->digest();
    QVERIFY(!document.setWhatIf(static_cast<WhatIf>(parameter), value).isEmpty());
    QCOMPARE(document.undoStack()->count(), 0);
    QCOMPARE(document.run()->engine->digest(), original);
}

void TestWhatIf::panelFollowsUndoAndRedo()
{
    ScenarioDocument document;
    document.setScenario(toy());
    WhatIfPanel panel(&document);
    auto *visibility = qobject_cast<QSpinBox *>(panel.control(WhatIf::VisibilityTimeout));
    auto *idempotency = qobject_cast<QComboBox *>(panel.control(WhatIf::Idempotency));
    QVERIFY(visibility && idempotency);
    QCOMPARE(visibility->value(), 30);
    visibility->setValue(90);
    QCOMPARE(whatIfValue(document.scenario(), WhatIf::VisibilityTimeout), 90.0);
    QCOMPARE(document.undoStack()->count(), 1);
    document.undoStack()->undo();
    QCOMPARE(visibility->value(), 30);
    document.undoStack()->redo();
    QCOMPARE(visibility->value(), 90);
    QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Visibility timeout: 90 s"));
}

void TestWhatIf::panelOffersTheEnginesRanges()
{
    // Each number box goes exactly as far as setWhatIf accepts, and no further.
    ScenarioDocument document;
    document.setScenario(toy());
    WhatIfPanel panel(&document);
    QCOMPARE(whatIfRange(WhatIf::VisibilityTimeout).maximum, 43200.0); // SQS's 12 hours
    for (int i = 0; i < whatIfCount; ++i) {
        const auto parameter = static_cast<WhatIf>(i);
        const WhatIfRange range = whatIfRange(parameter);
        double minimum = 0;
        double maximum = 0;
        if (auto *box = qobject_cast<QSpinBox *>(panel.control(parameter))) {
            minimum = box->minimum();
            maximum = box->maximum();
        } else if (auto *seconds = qobject_cast<QDoubleSpinBox *>(panel.control(parameter))) {
            minimum = seconds->minimum();
            maximum = seconds->maximum();
        } else {
            continue; // a choice: its items are the values
        }
        QCOMPARE(minimum, range.minimum);
        QCOMPARE(maximum, range.maximum);
        Scenario s = toy();
        if (!whatIfApplies(s, parameter))
            continue;
        QVERIFY2(!setWhatIf(s, parameter, range.maximum), whatIfLabel(parameter).c_str());
        QVERIFY2(setWhatIf(s, parameter, range.maximum + 1), whatIfLabel(parameter).c_str());
    }
}

QTEST_MAIN(TestWhatIf)
#include "tst_whatif.moc"
