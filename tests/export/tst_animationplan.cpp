// SPDX-License-Identifier: GPL-3.0-or-later
// When an animation's frames are and how long each shows: the frame count for a window, speed and
// frame rate; delays that add up to the animation's length without drifting; the last frame
// held; the default speed; and the clear refusals of a bad frame rate, speed or window.

#include "animationplan.h"

#include <QTest>

#include <numeric>

using namespace inflight;

class TestAnimationPlan : public QObject {
    Q_OBJECT

private slots:
    void frames_data()
    {
        QTest::addColumn<qint64>("fromMs");
        QTest::addColumn<qint64>("toMs");
        QTest::addColumn<double>("speed");
        QTest::addColumn<int>("fps");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("lastTimeMs");
        QTest::addColumn<int>("lengthCs");
        // 75 s at 4x is 18.75 s: 188 frames 0.4 s of virtual time apart, and one at the end.
        QTest::newRow("the benchmark: 75 s at 4x, 10 fps")
            << qint64(0) << qint64(75000) << 4.0 << 10 << 189 << 75000 << 188 * 10 + 150;
        QTest::newRow("steps that land on the end")
            << qint64(0) << qint64(10000) << 1.0 << 10 << 101 << 10000 << 100 * 10 + 150;
        QTest::newRow("a window that starts late")
            << qint64(120000) << qint64(130000) << 2.0 << 5 << 26 << 130000 << 25 * 20 + 150;
        QTest::newRow("30 fps: delays of 3 and 4 hundredths")
            << qint64(0) << qint64(3000) << 1.0 << 30 << 91 << 3000 << 300 + 150;
        QTest::newRow("one frame a second")
            << qint64(0) << qint64(5500) << 1.0 << 1 << 7 << 5500 << 600 + 150;
        QTest::newRow("a window shorter than a step")
            << qint64(1000) << qint64(1100) << 4.0 << 10 << 2 << 1100 << 10 + 150;
        QTest::newRow("50 fps, the most")
            << qint64(0) << qint64(1000) << 1.0 << 50 << 51 << 1000 << 100 + 150;
    }

    void frames()
    {
        QFETCH(qint64, fromMs);
        QFETCH(qint64, toMs);
        QFETCH(double, speed);
        QFETCH(int, fps);
        QFETCH(int, count);
        QFETCH(int, lastTimeMs);
        QFETCH(int, lengthCs);
        QVERIFY(AnimationPlan::check(fromMs, toMs, speed, fps).isEmpty());
        const std::vector<AnimationFrame> frames = AnimationPlan::frames(fromMs, toMs, speed, fps);
        QCOMPARE(static_cast<int>(frames.size()), count);
        QCOMPARE(frames.front().timeMs, fromMs);
        QCOMPARE(frames.back().timeMs, TimeMs(lastTimeMs));
        const int length = std::accumulate(
            frames.begin(), frames.end(), 0,
            [](int sum, const AnimationFrame &frame) { return sum + frame.delayCs; });
        QCOMPARE(length, lengthCs);
        for (std::size_t i = 1; i < frames.size(); ++i) {
            QVERIFY(frames[i].timeMs > frames[i - 1].timeMs);
            // Every frame but the held last one shows for 100 / fps hundredths, rounded.
            if (i + 1 < frames.size())
                QVERIFY(std::abs(frames[i].delayCs - 100.0 / fps) < 1);
        }
        QCOMPARE(frames.back().delayCs, std::max(AnimationPlan::holdCs, 100 / fps));
    }

    void defaultSpeed_data()
    {
        QTest::addColumn<qint64>("spanMs");
        QTest::addColumn<double>("speed");
        QTest::newRow("the double-charged order's 75 s: 4x") << qint64(75000) << 4.0;
        QTest::newRow("the double-charged lesson's 293 s: 16x") << qint64(293000) << 16.0;
        QTest::newRow("30 s plays at 1x") << qint64(30000) << 1.0;
        QTest::newRow("31 s plays at 2x") << qint64(31000) << 2.0;
        QTest::newRow("2 s slows to a quarter") << qint64(2000) << 0.25;
        QTest::newRow("15 days") << qint64(15LL * 24 * 3600 * 1000) << 65536.0;
    }

    void defaultSpeed()
    {
        QFETCH(qint64, spanMs);
        QFETCH(double, speed);
        QCOMPARE(AnimationPlan::speedFor(spanMs), speed);
        const double seconds = static_cast<double>(spanMs) / 1000.0 / speed;
        QVERIFY(seconds <= 30);
        // From 15 s up, unless even a quarter of real time is quicker.
        QVERIFY(seconds >= 15 || speed == 0.25);
    }

    void refuses_data()
    {
        QTest::addColumn<qint64>("fromMs");
        QTest::addColumn<qint64>("toMs");
        QTest::addColumn<double>("speed");
        QTest::addColumn<int>("fps");
        QTest::addColumn<QString>("says");
        QTest::newRow("0 fps") << qint64(0) << qint64(1000) << 1.0 << 0 << "frame rate must be";
        QTest::newRow("51 fps") << qint64(0) << qint64(1000) << 1.0 << 51 << "from 1 to 50";
        QTest::newRow("a negative speed")
            << qint64(0) << qint64(1000) << -1.0 << 10 << "speed must be more than 0";
        QTest::newRow("speed 0") << qint64(0) << qint64(1000) << 0.0 << 10
                                 << "speed must be more than 0";
        QTest::newRow("an empty window")
            << qint64(5000) << qint64(5000) << 1.0 << 10 << "time window is empty";
        QTest::newRow("a window backwards")
            << qint64(6000) << qint64(5000) << 1.0 << 10 << "time window is empty";
        QTest::newRow("a day at 1x, 50 fps")
            << qint64(0) << qint64(86400000) << 1.0 << 50 << "frames is too many";
    }

    void refuses()
    {
        QFETCH(qint64, fromMs);
        QFETCH(qint64, toMs);
        QFETCH(double, speed);
        QFETCH(int, fps);
        QFETCH(QString, says);
        const QString problem = AnimationPlan::check(fromMs, toMs, speed, fps);
        QVERIFY2(problem.contains(says), qPrintable(problem));
        QVERIFY(AnimationPlan::frames(fromMs, toMs, speed, fps).empty());
    }
};

QTEST_GUILESS_MAIN(TestAnimationPlan)
#include "tst_animationplan.moc"
