// SPDX-License-Identifier: GPL-3.0-or-later
// How the timeline's lanes share the axis rect, as a pure function of the area, the lane counts
// and the style's lane heights: lanes grow when they all fit, squeeze a little when they nearly
// do, and otherwise the message lanes scroll above the pinned worker lanes (the widget) or share
// what the pinned lanes leave (a picture). Every lane is found again at its own rectangle.

#include "lanelayout.h"

#include <QTest>

#include <cmath>

using namespace inflight;

namespace {

const QRectF area(200, 40, 900, 400);
constexpr double laneHeight = 30;
constexpr double maxLaneHeight = 72;

} // namespace

class TestLaneLayout : public QObject {
    Q_OBJECT

private slots:
    void lanesShareTheArea_data();
    void lanesShareTheArea();
    void scrollIsKeptWithinTheLanes();
    void pinnedLanesAreNeverCutInHalf();
};

void TestLaneLayout::lanesShareTheArea_data()
{
    QTest::addColumn<int>("messageLanes");
    QTest::addColumn<int>("pinnedLanes");
    QTest::addColumn<bool>("scroll");
    QTest::addColumn<double>("messageLaneHeight");
    QTest::addColumn<double>("pinnedLaneHeight");
    QTest::addColumn<double>("pinnedRegionHeight");
    QTest::addColumn<double>("messageScrollMax");

    QTest::newRow("a few lanes grow to the largest height")
        << 1 << 3 << true << maxLaneHeight << maxLaneHeight << 3 * maxLaneHeight << 0.0;
    QTest::newRow("lanes that fit share the height, in whole pixels")
        << 6 << 3 << true << 44.0 << 44.0 << 3 * 44.0 << 0.0;
    QTest::newRow("lanes that nearly fit are squeezed rather than scrolled")
        << 12 << 3 << true << 26.0 << 26.0 << 3 * 26.0 << 0.0;
    QTest::newRow("in the widget, many messages scroll above the pinned lanes")
        << 100 << 3 << true << laneHeight << laneHeight << 3 * laneHeight
        << 100 * laneHeight - (400 - 3 * laneHeight);
    QTest::newRow("in the widget, many workers keep at least 45% of the height")
        << 100 << 20 << true << laneHeight << laneHeight << 180.0 << 100 * laneHeight - 220;
    QTest::newRow("in a picture, the messages share what the pinned lanes leave")
        << 1000 << 3 << false << (400 - 3 * laneHeight) / 1000 << laneHeight << 3 * laneHeight
        << 0.0;
    QTest::newRow("in a picture, many workers take at most 40% of the height")
        << 1000 << 20 << false << 240.0 / 1000 << 8.0 << 160.0 << 0.0;
    QTest::newRow("only message lanes")
        << 5 << 0 << true << maxLaneHeight << maxLaneHeight << 0.0 << 0.0;
}

void TestLaneLayout::lanesShareTheArea()
{
    QFETCH(int, messageLanes);
    QFETCH(int, pinnedLanes);
    QFETCH(bool, scroll);
    QFETCH(double, messageLaneHeight);
    QFETCH(double, pinnedLaneHeight);
    QFETCH(double, pinnedRegionHeight);
    QFETCH(double, messageScrollMax);

    const LaneLayout l = LaneLayout::arrange(area, messageLanes, pinnedLanes, laneHeight,
                                             maxLaneHeight, scroll, 0, 0);
    QCOMPARE(l.messageLaneHeight, messageLaneHeight);
    if (pinnedLanes > 0)
        QCOMPARE(l.pinnedLaneHeight, pinnedLaneHeight);
    QCOMPARE(l.pinnedRegion.height(), pinnedRegionHeight);
    QCOMPARE(l.messageScrollMax, messageScrollMax);
    // The regions are stacked inside the area, message lanes on top.
    QVERIFY(area.contains(l.messageRegion));
    if (pinnedLanes > 0)
        QVERIFY(area.contains(l.pinnedRegion));
    QCOMPARE(l.messageRegion.top(), area.top());
    QCOMPARE(l.pinnedRegion.top(), l.messageRegion.bottom());

    // Each lane on screen is found again at its middle, and lies in its region.
    const auto [firstMessage, lastMessage] = l.visibleMessageLanes();
    for (const auto &[first, last] : {l.visibleMessageLanes(), l.visiblePinnedLanes()}) {
        for (int lane = first; lane < last; ++lane) {
            const QRectF r = l.laneRect(lane);
            QVERIFY(l.isOnScreen(lane));
            QVERIFY(r.intersects(l.regionOf(lane)));
            if (r.height() >= 1 && l.regionOf(lane).contains(r.center()))
                QCOMPARE(l.laneAt(r.center().y()), lane);
        }
    }
    QVERIFY(firstMessage == 0 && lastMessage <= messageLanes);
    QVERIFY(!l.isOnScreen(-1));
}

void TestLaneLayout::scrollIsKeptWithinTheLanes()
{
    // 100 message lanes of 30 pixels above 3 pinned ones: 2,690 pixels of messages to scroll.
    const LaneLayout top =
        LaneLayout::arrange(area, 100, 3, laneHeight, maxLaneHeight, true, -50, 0);
    QCOMPARE(top.messageScroll, 0.0);
    QCOMPARE(top.visibleMessageLanes().first, 0);

    const LaneLayout middle =
        LaneLayout::arrange(area, 100, 3, laneHeight, maxLaneHeight, true, 1500, 0);
    QCOMPARE(middle.messageScroll, 1500.0);
    QCOMPARE(middle.visibleMessageLanes().first, 50);
    QVERIFY(!middle.isOnScreen(10));
    QVERIFY(middle.isOnScreen(50));
    QCOMPARE(middle.laneAt(middle.messageRegion.top() + 1), 50);
    // The pinned lanes stay where they are whatever the messages' scroll.
    QCOMPARE(middle.laneRect(100), top.laneRect(100));

    const LaneLayout bottom =
        LaneLayout::arrange(area, 100, 3, laneHeight, maxLaneHeight, true, 1e9, 1e9);
    QCOMPARE(bottom.messageScroll, bottom.messageScrollMax);
    QCOMPARE(bottom.pinnedScroll, 0.0);
    QCOMPARE(bottom.visibleMessageLanes().second, 100);

    // A picture never scrolls.
    const LaneLayout picture =
        LaneLayout::arrange(area, 100, 3, laneHeight, maxLaneHeight, false, 1500, 0);
    QCOMPARE(picture.messageScroll, 0.0);
}

void TestLaneLayout::pinnedLanesAreNeverCutInHalf()
{
    // A timeline in a 1280x720 window is about 170 pixels of lanes: 45% of it is two and a half
    // pinned lanes, and the third worker's name was cut through (scrolled to, or under the
    // messages). Whatever the height, the pinned region holds whole lanes, scrolled by lanes.
    for (double height = 120; height <= 400; height += 7) {
        const QRectF small(200, 40, 900, height);
        for (const double pinnedScroll : {0.0, 1e9}) {
            const LaneLayout l =
                LaneLayout::arrange(small, 30, 5, laneHeight, maxLaneHeight, true, 0, pinnedScroll);
            const QString where =
                QStringLiteral("height %1, scroll %2").arg(height).arg(pinnedScroll);
            QVERIFY2(l.pinnedRegion.height() >= laneHeight, qPrintable(where));
            QVERIFY2(std::fmod(l.pinnedRegion.height(), laneHeight) == 0, qPrintable(where));
            QVERIFY2(std::fmod(l.pinnedScroll, laneHeight) == 0, qPrintable(where));
            const auto [first, last] = l.visiblePinnedLanes();
            for (int lane = first; lane < last; ++lane)
                QVERIFY2(l.pinnedRegion.contains(l.laneRect(lane)), qPrintable(where));
        }
    }
}

QTEST_GUILESS_MAIN(TestLaneLayout)
#include "tst_lanelayout.moc"
