// SPDX-License-Identifier: GPL-3.0-or-later
// The timeline's level of detail for double processing, without a widget: overlaps that would
// touch on screen are merged into one band per pair of worker lanes. Whatever the overlaps and
// the zoom, every overlap on screen is in exactly one band, the counts add up, bands on one pair
// of lanes never cover the same moment twice, and zooming in splits the bands again.

#include "overlapgroups.h"

#include "englishplurals.h"
#include "overlaptest.h"

#include <QTest>

#include <algorithm>
#include <vector>

using namespace inflight;

Q_DECLARE_METATYPE(std::vector<OverlapHighlight>)

namespace {

// Two message lanes above four worker lanes (lanes 2 to 5), 1,000 pixels wide.
const QRectF area(100, 50, 1000, 400);

LaneLayout lanes()
{
    return LaneLayout::arrange(area, 2, 4, 30, 72, false, 0, 0);
}

/// A message double-processed by the same two workers every `every` ms for `count` times, each
/// for `length` ms (the heartbeats lesson's run: hundreds of them over a day).
std::vector<OverlapHighlight> repeated(int count, TimeMs every, TimeMs length)
{
    std::vector<OverlapHighlight> overlaps;
    for (int i = 0; i < count; ++i)
        overlaps.push_back(testOverlap(1, 2, 4, i * every, i * every + length, 0));
    return overlaps;
}

} // namespace

class TestOverlapGroups : public QObject {
    Q_OBJECT

    // The captions as the program's English catalogue writes them: "3 double processings".
    test::EnglishPlurals m_plurals;

private slots:
    void everyOverlapIsInOneBand_data()
    {
        QTest::addColumn<std::vector<OverlapHighlight>>("overlaps");
        QTest::addColumn<TimeMs>("t0");
        QTest::addColumn<TimeMs>("t1");
        QTest::addColumn<int>("bands");
        QTest::addColumn<int>("frames");

        // 300 overlaps, 2 s long, every 300 s: 90,000 s across 1,000 pixels, 3.3 pixels apart.
        const auto day = repeated(300, 300000, 2000);
        QTest::newRow("a day of double processing, whole run: one band")
            << day << TimeMs(0) << TimeMs(90000000) << 1 << 1;
        // The first hour: 12 overlaps, 83 pixels apart.
        QTest::newRow("the same, zoomed to its first hour: a band each")
            << day << TimeMs(0) << TimeMs(3600000) << 13 << 13;
        QTest::newRow("zoomed to a moment between two: nothing")
            << day << TimeMs(2500) << TimeMs(299000) << 0 << 0;
        QTest::newRow("two pairs of workers at once: a band each")
            << std::vector{testOverlap(1, 2, 3, 1000, 2000, 0), testOverlap(2, 4, 5, 1000, 2000, 1)}
            << TimeMs(0) << TimeMs(10000) << 2 << 2;
        QTest::newRow("the same pair, in either order: one band")
            << std::vector{testOverlap(1, 2, 3, 1000, 2000, 0), testOverlap(1, 3, 2, 2001, 3000, 0)}
            << TimeMs(0) << TimeMs(10000) << 1 << 1;
        QTest::newRow("two messages on one pair, touching: one band, two frames")
            << std::vector{testOverlap(1, 2, 3, 1000, 2000, 0), testOverlap(2, 2, 3, 1500, 4000, 1)}
            << TimeMs(0) << TimeMs(10000) << 1 << 2;
        QTest::newRow("apart by more than a few pixels: two bands")
            << std::vector{testOverlap(1, 2, 3, 1000, 2000, 0), testOverlap(1, 2, 3, 2100, 3000, 0)}
            << TimeMs(0) << TimeMs(10000) << 2 << 2;
        QTest::newRow("apart by less than a few pixels: one band")
            << std::vector{testOverlap(1, 2, 3, 1000, 2000, 0), testOverlap(1, 2, 3, 2040, 3000, 0)}
            << TimeMs(0) << TimeMs(10000) << 1 << 1;
        QTest::newRow("a message without a lane: a band, no frame")
            << std::vector{testOverlap(1, 2, 3, 1000, 2000, -1)} << TimeMs(0) << TimeMs(10000) << 1
            << 0;
    }

    void everyOverlapIsInOneBand()
    {
        QFETCH(std::vector<OverlapHighlight>, overlaps);
        QFETCH(TimeMs, t0);
        QFETCH(TimeMs, t1);
        QFETCH(int, bands);
        QFETCH(int, frames);

        const LaneLayout layout = lanes();
        const double msPerPixel = static_cast<double>(t1 - t0) / area.width();
        const OverlapGrouping grouping(layout, t0, t1, [&](TimeMs t) {
            return area.left() + static_cast<double>(t - t0) / msPerPixel;
        });
        const std::vector<OverlapGroup> groups = grouping.workerGroups(overlaps);
        const std::vector<OverlapGroup> messageGroups = grouping.messageGroups(overlaps);
        QCOMPARE(static_cast<int>(groups.size()), bands);
        QCOMPARE(static_cast<int>(messageGroups.size()), frames);

        // Every overlap on screen in exactly one band of its pair of lanes; the counts add up.
        int onScreen = 0;
        for (const OverlapHighlight &o : overlaps) {
            if (o.to < t0 || o.from > t1)
                continue;
            ++onScreen;
            const auto [low, high] = std::minmax(o.firstWorkerLane, o.secondWorkerLane);
            const auto holding = std::count_if(groups.begin(), groups.end(), [&](const auto &g) {
                return g.firstWorkerLane == low && g.secondWorkerLane == high && g.from <= o.from &&
                       o.to <= g.to;
            });
            QCOMPARE(holding, 1);
            QVERIFY(OverlapGrouping::groupOf(groups, o) != nullptr);
        }
        int counted = 0;
        for (const OverlapGroup &g : groups) {
            QVERIFY(g.count >= 1);
            QVERIFY(g.messageCount >= 1 && g.messageCount <= g.count);
            QVERIFY(g.from <= g.to);
            QVERIFY(g.first != nullptr);
            counted += g.count;
        }
        QCOMPARE(counted, onScreen);
        int framed = 0;
        for (const OverlapGroup &g : messageGroups)
            framed += g.count;
        QCOMPARE(framed, static_cast<int>(std::count_if(
                             overlaps.begin(), overlaps.end(), [&](const OverlapHighlight &o) {
                                 return o.messageLane >= 0 && o.to >= t0 && o.from <= t1;
                             })));
        // Nothing drawn twice: bands on one pair of lanes never cover the same moment.
        for (std::size_t i = 0; i < groups.size(); ++i) {
            for (std::size_t j = i + 1; j < groups.size(); ++j) {
                if (groups[i].firstWorkerLane == groups[j].firstWorkerLane &&
                    groups[i].secondWorkerLane == groups[j].secondWorkerLane)
                    QVERIFY(groups[i].to < groups[j].from || groups[j].to < groups[i].from);
            }
        }
    }

    void aBandSaysWhatItHolds_data()
    {
        QTest::addColumn<std::vector<OverlapHighlight>>("overlaps");
        QTest::addColumn<QString>("longest");
        QTest::addColumn<QString>("shortest");
        QTest::newRow("one overlap")
            << std::vector{testOverlap(7, 2, 3, 1000, 2000)}
            << QStringLiteral("double processing m7") << QStringLiteral("double processing m7");
        QTest::newRow("three of one message")
            << std::vector{testOverlap(7, 2, 3, 1000, 2000), testOverlap(7, 2, 3, 2000, 3000),
                           testOverlap(7, 2, 3, 3000, 4000)}
            << QStringLiteral("3 double processings of m7, t=1–4 s")
            << QStringLiteral("3 double processings");
        QTest::newRow("three of two messages")
            << std::vector{testOverlap(7, 2, 3, 1000, 2000), testOverlap(8, 2, 3, 2000, 3000),
                           testOverlap(7, 2, 3, 3000, 4000)}
            << QStringLiteral("3 double processings (2 messages), t=1–4 s")
            << QStringLiteral("3 double processings");
    }

    void aBandSaysWhatItHolds()
    {
        QFETCH(std::vector<OverlapHighlight>, overlaps);
        QFETCH(QString, longest);
        QFETCH(QString, shortest);
        const LaneLayout layout = lanes();
        const OverlapGrouping grouping(
            layout, 0, 10000, [](TimeMs t) { return area.left() + static_cast<double>(t) / 10.0; });
        const std::vector<OverlapGroup> groups = grouping.workerGroups(overlaps);
        QCOMPARE(groups.size(), std::size_t(1));
        const std::vector<QString> texts =
            overlapCaptions(groups.front(), QStringLiteral("t=1–4 s"));
        QCOMPARE(texts.front(), longest);
        QCOMPARE(texts.back(), shortest);
    }
};

QTEST_MAIN(TestOverlapGroups)
#include "tst_overlapgroups.moc"
