// SPDX-License-Identifier: GPL-3.0-or-later
// The playhead and the transport bar: buttons and steps move the playhead to the expected event
// and time, on the double-charged order.

#include "enginetest.h"
#include "playback.h"
#include "scenarioloader.h"
#include "transportbar.h"

#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QSignalSpy>
#include <QToolButton>

using namespace inflight;

namespace {
std::shared_ptr<const Run> toyRun(const char *file = "double-charge-toy.json")
{
    const ScenarioLoad load = loadScenarioFile(std::string(INFLIGHT_SCENARIOS) + "/" + file);
    if (!load.ok())
        qFatal("%s", load.report().c_str());
    return std::make_shared<const Run>(simulate(*load.scenario));
}

/// The times of the story events of a run, in order.
std::vector<TimeMs> storyTimes(const Playback &playback)
{
    std::vector<TimeMs> times;
    for (std::uint64_t sequence : playback.narration()->major())
        times.push_back(playback.run()->log()[sequence].time);
    return times;
}
} // namespace

class TestTransport : public QObject {
    Q_OBJECT

private slots:
    void stepsVisitEveryStoryEventInOrder();
    void stepsBackwardsReturnToTheStart();
    void frameStepsMoveByTheFrameSize_data();
    void frameStepsMoveByTheFrameSize();
    void seekingPicksTheLastEventAtOrBeforeTheTime();
    void speedsAreBoundedAndOrdered();
    void newRunKeepsThePlayheadTime();
    void playingAdvancesAndStopsAtTheEnd();
    void playingToAnEventStopsOnIt();
    void buttonsDriveThePlayback_data();
    void buttonsDriveThePlayback();
    void scrubBarMapsPositionsToTimes();
    void readoutNamesTheStaleDelete();
    void narrowBarMovesTheSettingsToTheirOwnRow();
    void scrubTicksStopAtAQuestionsCurtain();
    void eventCountsAreWrittenInTheReadersNumbers();
};

void TestTransport::stepsVisitEveryStoryEventInOrder()
{
    Playback playback;
    playback.setRun(toyRun());
    const std::vector<TimeMs> times = storyTimes(playback);
    QVERIFY(times.size() >= 8);
    QCOMPARE(playback.currentEvent(), static_cast<int>(playback.narration()->majorUpTo(0)) - 1);
    playback.seekEvent(-1);
    for (std::size_t i = 0; i < times.size(); ++i) {
        playback.stepEvent(1);
        QCOMPARE(playback.currentEvent(), static_cast<int>(i));
        QCOMPARE(playback.time(), times[i]);
    }
    // Past the last event, stepping stays there.
    playback.stepEvent(1);
    QCOMPARE(playback.currentEvent(), static_cast<int>(times.size()) - 1);
    INFLIGHT_VERIFY_INVARIANTS(playback.run()->log());
}

void TestTransport::stepsBackwardsReturnToTheStart()
{
    Playback playback;
    playback.setRun(toyRun());
    playback.toEnd();
    QCOMPARE(playback.time(), playback.endTime());
    QCOMPARE(playback.endTime(), 75000);
    const int count = playback.eventCount();
    QCOMPARE(playback.currentEvent(), count - 1);
    for (int i = count - 2; i >= -1; --i) {
        playback.stepEvent(-1);
        QCOMPARE(playback.currentEvent(), i);
    }
    QCOMPARE(playback.time(), 0);
}

void TestTransport::frameStepsMoveByTheFrameSize_data()
{
    QTest::addColumn<qlonglong>("frameMs");
    QTest::addColumn<qlonglong>("start");
    QTest::addColumn<int>("steps");
    QTest::addColumn<qlonglong>("expected");
    QTest::newRow("1 s frames forward") << 1000LL << 0LL << 3 << 3000LL;
    QTest::newRow("1 ms frames forward") << 1LL << 29999LL << 1 << 30000LL;
    QTest::newRow("10 s frames backward") << 10000LL << 45000LL << -2 << 25000LL;
    QTest::newRow("clamped at the start") << 5000LL << 2000LL << -1 << 0LL;
    QTest::newRow("clamped at the end") << 60000LL << 70000LL << 1 << 75000LL;
}

void TestTransport::frameStepsMoveByTheFrameSize()
{
    QFETCH(qlonglong, frameMs);
    QFETCH(qlonglong, start);
    QFETCH(int, steps);
    QFETCH(qlonglong, expected);
    Playback playback;
    playback.setRun(toyRun());
    playback.setFrameMs(frameMs);
    playback.seek(start);
    for (int i = 0; i < std::abs(steps); ++i)
        playback.stepFrame(steps > 0 ? 1 : -1);
    QCOMPARE(playback.time(), expected);
}

void TestTransport::seekingPicksTheLastEventAtOrBeforeTheTime()
{
    Playback playback;
    playback.setRun(toyRun());
    const std::vector<TimeMs> times = storyTimes(playback);
    for (TimeMs t : {0, 1, 29999, 30000, 44999, 45000, 60000, 75000}) {
        playback.seek(t);
        const auto expected = std::upper_bound(times.begin(), times.end(), t) - times.begin() - 1;
        QCOMPARE(playback.currentEvent(), static_cast<int>(expected));
        QCOMPARE(playback.time(), t);
    }
}

void TestTransport::speedsAreBoundedAndOrdered()
{
    Playback playback;
    QSignalSpy spy(&playback, &Playback::speedChanged);
    playback.setSpeed(1);
    for (int i = 0; i < 20; ++i)
        playback.faster();
    QCOMPARE(playback.speed(), 64.0);
    for (int i = 0; i < 20; ++i)
        playback.slower();
    QCOMPARE(playback.speed(), 0.25);
    QVERIFY(spy.count() >= 8);
    playback.setSpeed(1000);
    QCOMPARE(playback.speed(), 64.0);
}

void TestTransport::newRunKeepsThePlayheadTime()
{
    Playback playback;
    playback.setRun(toyRun());
    playback.seek(40000);
    playback.selectMessage(1);
    playback.setRun(toyRun("double-charge-toy-heartbeat.json"));
    // The heartbeat run ends at t=45: the time is kept (it is inside), and m1 still exists.
    QCOMPARE(playback.time(), 40000);
    QCOMPARE(playback.selection().message, 1u);
    playback.seek(70000);
    QCOMPARE(playback.time(), 45000);
}

void TestTransport::playingAdvancesAndStopsAtTheEnd()
{
    Playback playback;
    playback.setRun(toyRun());
    playback.setSpeed(64);
    playback.seek(70000);
    QSignalSpy playing(&playback, &Playback::playingChanged);
    playback.play();
    QVERIFY(playback.playing());
    // 5 s of virtual time at 64x is about 80 ms of wall time.
    QTRY_VERIFY_WITH_TIMEOUT(!playback.playing(), 5000);
    QCOMPARE(playback.time(), 75000);
    QCOMPARE(playing.count(), 2);
}

void TestTransport::playingToAnEventStopsOnIt()
{
    Playback playback;
    playback.setRun(toyRun());
    playback.setSpeed(64);
    // The last event at t=45 s: the stale delete's moment.
    std::uint64_t sequence = 0;
    for (std::uint64_t i = 0; i < playback.run()->log().size(); ++i) {
        if (playback.run()->log()[i].time == 45000)
            sequence = i;
    }
    QVERIFY(sequence > 0);
    // From as far back as a second of playing reaches: 64 s before, so from the start.
    playback.seek(60000);
    playback.playToSequence(sequence, 1000);
    QVERIFY(playback.playing());
    QCOMPARE(playback.time(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(!playback.playing(), 5000);
    QCOMPARE(playback.time(), 45000);
    const int stopped = playback.currentEvent();
    playback.seekSequence(sequence);
    QCOMPARE(playback.currentEvent(), stopped);

    // A late moment starts closer: 10 ms of playing at 64x is 640 ms before it.
    playback.playToSequence(sequence, 10);
    QCOMPARE(playback.time(), 45000 - 640);
    QTRY_VERIFY_WITH_TIMEOUT(!playback.playing(), 5000);
    QCOMPARE(playback.time(), 45000);

    // A pause on the way cancels the stop: playing on runs to the end.
    playback.playToSequence(sequence, 1000);
    playback.pause();
    playback.play();
    QTRY_VERIFY_WITH_TIMEOUT(!playback.playing(), 5000);
    QCOMPARE(playback.time(), 75000);
}

void TestTransport::buttonsDriveThePlayback_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<qlonglong>("start");
    QTest::addColumn<qlonglong>("expected");
    QTest::newRow("next event from t=31 goes to the stale delete's moment")
        << "nextEvent" << 31000LL << 45000LL;
    QTest::newRow("previous event from t=44 goes back to t=30")
        << "previousEvent" << 44000LL << 30000LL;
    QTest::newRow("next frame") << "nextFrame" << 10000LL << 11000LL;
    QTest::newRow("previous frame") << "previousFrame" << 10000LL << 9000LL;
}

void TestTransport::buttonsDriveThePlayback()
{
    QFETCH(QString, button);
    QFETCH(qlonglong, start);
    QFETCH(qlonglong, expected);
    Playback playback;
    playback.setRun(toyRun());
    TransportBar bar(&playback);
    bar.resize(1000, 120);
    bar.show();
    playback.seek(start);
    auto *target = bar.findChild<QToolButton *>(button);
    QVERIFY(target);
    QTest::mouseClick(target, Qt::LeftButton);
    QCOMPARE(playback.time(), expected);
    // The play button toggles.
    QTest::mouseClick(bar.playButton(), Qt::LeftButton);
    QVERIFY(playback.playing());
    QTest::mouseClick(bar.playButton(), Qt::LeftButton);
    QVERIFY(!playback.playing());
}

void TestTransport::scrubBarMapsPositionsToTimes()
{
    Playback playback;
    playback.setRun(toyRun());
    TransportBar bar(&playback);
    bar.resize(1000, 120);
    bar.show();
    ScrubBar *scrub = bar.scrubBar();
    for (TimeMs t : {0, 30000, 45000, 75000})
        QVERIFY(std::abs(scrub->timeAt(scrub->xOf(t)) - t) <= 100);
    const QPoint middle(static_cast<int>(scrub->xOf(37500)), scrub->height() / 2);
    QTest::mouseClick(scrub, Qt::LeftButton, {}, middle);
    QVERIFY(std::abs(playback.time() - 37500) <= 100);
}

void TestTransport::narrowBarMovesTheSettingsToTheirOwnRow()
{
    Playback playback;
    playback.setRun(toyRun());
    TransportBar bar(&playback);
    bar.resize(1000, 120);
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    auto *speed = bar.findChild<QComboBox *>();
    QVERIFY(speed);
    QVERIFY(!bar.isCompact());
    // On the buttons' row.
    const int speedMiddle = speed->mapTo(&bar, QPoint(0, speed->height() / 2)).y();
    const QRect play(bar.playButton()->mapTo(&bar, QPoint()), bar.playButton()->size());
    QVERIFY(speedMiddle > play.top() && speedMiddle < play.bottom());
    // Beside two side panels at 1280x720 the bar gets about 480 pixels: it may not ask for more.
    QVERIFY2(bar.minimumSizeHint().width() <= 480,
             qPrintable(QString::number(bar.minimumSizeHint().width())));
    bar.resize(bar.minimumSizeHint().width(), bar.sizeHint().height());
    QCoreApplication::processEvents();
    QVERIFY(bar.isCompact());
    // Below the buttons, and nothing cut off on the right.
    QVERIFY(speed->mapTo(&bar, QPoint()).y() >=
            bar.playButton()->mapTo(&bar, QPoint(0, bar.playButton()->height())).y());
    for (QWidget *child : bar.findChildren<QWidget *>()) {
        if (child->isVisible())
            QVERIFY2(child->mapTo(&bar, QPoint(child->width(), 0)).x() <= bar.width(),
                     qPrintable(child->objectName()));
    }
    bar.resize(1000, 120);
    QCoreApplication::processEvents();
    QVERIFY(!bar.isCompact());
}

void TestTransport::readoutNamesTheStaleDelete()
{
    // The app's double-charged order keeps the engine's default, one of the two outcomes AWS
    // allows: the old handle deletes nothing.
    Playback playback;
    playback.setRun(toyRun("double-charged-order.json"));
    TransportBar bar(&playback);
    // Step to the event at t=45 whose sentence is the stale delete.
    playback.seekEvent(-1);
    bool found = false;
    for (int i = 0; i < playback.eventCount() && !found; ++i) {
        playback.stepEvent(1);
        found = bar.eventLabel()->text().contains(QLatin1String("stale receipt handle"));
    }
    QVERIFY(found);
    QCOMPARE(playback.time(), 45000);
    QVERIFY(bar.eventLabel()->text().startsWith(QStringLiteral("event %1 of %2: ")
                                                    .arg(playback.currentEvent() + 1)
                                                    .arg(playback.eventCount())));
    QVERIFY(bar.eventLabel()->text().contains(QLatin1String("nothing is deleted")));
    QVERIFY(bar.timeLabel()->text().contains(QLatin1String("45.000")));
}

void TestTransport::eventCountsAreWrittenInTheReadersNumbers()
{
    // Heartbeats narrate thousands of events: "event 1234 of 4000" was written without the
    // reader's group separator.
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    Playback playback;
    playback.setRun(toyRun("heartbeats.json"));
    playback.seekEvent(-1);
    const QString start = playback.currentEventText();
    playback.seekEvent(1233);
    const QString later = playback.currentEventText();
    QLocale::setDefault(before);
    QVERIFY2(playback.eventCount() >= 1234, qPrintable(later));
    const QString total = QLocale(QLocale::German).toString(playback.eventCount());
    QVERIFY2(later.startsWith(QStringLiteral("event 1.234 of %1: ").arg(total)), qPrintable(later));
    QVERIFY2(start.contains(QStringLiteral("(%1 events in all)").arg(total)), qPrintable(start));
}

QTEST_MAIN(TestTransport)
#include "tst_transport.moc"

void TestTransport::scrubTicksStopAtAQuestionsCurtain()
{
    // The ticks are coloured by what happens (a red one for the duplicate charge at t=75): under
    // a question's curtain at t=30 none may be drawn after it.
    Playback playback;
    playback.setRun(toyRun());
    ScrubBar scrub(&playback);
    scrub.resize(1000, scrub.sizeHint().height());
    playback.seek(30000);
    auto ticksAfter = [&](double x) {
        const QImage image = scrub.grab().toImage();
        const QColor track = image.pixelColor(image.width() - 2, 0);
        int coloured = 0;
        // The ticks stand above the track, in the bar's top third.
        // Right of the knob (8 px in radius), which sits on the playhead.
        for (int px = static_cast<int>(x) + 12; px < image.width() - 12; ++px) {
            for (int py = 0; py < image.height() / 3; ++py)
                coloured += image.pixelColor(px, py) != track ? 1 : 0;
        }
        return coloured;
    };
    const double curtainX = scrub.xOf(30000);
    QVERIFY(ticksAfter(curtainX) > 0);
    playback.setCurtain(TimeMs(30000));
    QCOMPARE(ticksAfter(curtainX), 0);
    playback.setCurtain(std::nullopt);
    QVERIFY(ticksAfter(curtainX) > 0);
}
