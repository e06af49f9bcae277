// SPDX-License-Identifier: GPL-3.0-or-later
// The double-processing captions, placed without a widget: the lanes' layout and the time axis
// are given. Whatever the overlaps, no two captions meet, each stays in its lanes' region and
// over its band (the overlaps merged where they touch on screen), and none covers a mark, except
// the one caption a message gets over a band full of marks, which stays within that band.

#include "captionplacer.h"
#include "common/rectgrid.h"
#include "timelinestyle.h"

#include "englishplurals.h"
#include "overlaptest.h"

#include <QTest>

#include <algorithm>
#include <vector>

using namespace inflight;

Q_DECLARE_METATYPE(std::vector<OverlapHighlight>)
Q_DECLARE_METATYPE(std::vector<QRectF>)

namespace {

// Two message lanes above four worker lanes (lanes 2 to 5), 66 pixels each, in a picture of the
// first ten seconds: a millisecond is a tenth of a pixel.
const QRectF area(100, 50, 1000, 400);
constexpr TimeMs t0 = 0;
constexpr TimeMs t1 = 10000;

double xOf(TimeMs time)
{
    return area.left() + static_cast<double>(time) / 10.0;
}

LaneLayout lanes()
{
    return LaneLayout::arrange(area, 2, 4, 30, 72, false, 0, 0);
}

/// The bands the lanes would draw for these overlaps.
std::vector<OverlapGroup> bands(const LaneLayout &layout,
                                const std::vector<OverlapHighlight> &overlaps)
{
    return OverlapGrouping(layout, t0, t1, xOf).workerGroups(overlaps);
}

/// Marks on a grid over lanes 4 and 5, every 12 pixels each way, with 2 to 4 pixels between
/// them: no caption fits anywhere among them.
std::vector<QRectF> crowdedLanes()
{
    const LaneLayout layout = lanes();
    const QRectF four = layout.laneRect(4);
    const QRectF five = layout.laneRect(5);
    std::vector<QRectF> marks;
    for (double y = four.top(); y < five.bottom(); y += 12) {
        for (double x = area.left(); x < area.right(); x += 12)
            marks.emplace_back(x, y, 10, 8);
    }
    return marks;
}

} // namespace

class TestCaptionPlacer : public QObject {
    Q_OBJECT

    // The captions as the program's English catalogue writes them: "3 double processings".
    test::EnglishPlurals m_plurals;

private slots:
    void captionsKeepClear_data();
    void captionsKeepClear();
    void aCaptionWithRoomSitsOnItsOverlapsMiddle();
};

void TestCaptionPlacer::captionsKeepClear_data()
{
    QTest::addColumn<std::vector<OverlapHighlight>>("overlaps");
    QTest::addColumn<std::vector<QRectF>>("marks");
    QTest::addColumn<int>("captions");
    QTest::addColumn<bool>("coversMarks");

    const std::vector<QRectF> none;
    QTest::newRow("one overlap, nothing in the way")
        << std::vector{testOverlap(1, 2, 3, 2000, 6000)} << none << 1 << false;
    QTest::newRow("a mark where the caption would go: it slides along the overlap")
        << std::vector{testOverlap(1, 2, 3, 2000, 6000)} << std::vector{QRectF(495, 240, 10, 16)}
        << 1 << false;
    QTest::newRow("two messages double-processed by the same workers at once: one band")
        << std::vector{testOverlap(1, 2, 3, 2000, 6000), testOverlap(2, 2, 3, 2000, 6000)} << none
        << 1 << false;
    QTest::newRow("workers on lanes apart: the caption goes on one of their lanes")
        << std::vector{testOverlap(1, 2, 4, 2000, 6000)} << none << 1 << false;
    QTest::newRow("an overlap narrower than its caption")
        << std::vector{testOverlap(1, 2, 3, 4900, 5100)} << none << 1 << false;
    QTest::newRow("an overlap after the times on show has no caption")
        << std::vector{testOverlap(1, 2, 3, 20000, 25000)} << none << 0 << false;
    std::vector<OverlapHighlight> stretch;
    for (TimeMs from = 1000; from < 9000; from += 500)
        stretch.push_back(testOverlap(3, 4, 5, from, from + 500));
    QTest::newRow("a long band full of marks: one caption over the marks it describes")
        << stretch << crowdedLanes() << 1 << true;
    std::vector<OverlapHighlight> both = stretch;
    both.push_back(testOverlap(1, 2, 3, 2000, 6000));
    QTest::newRow("a band full of marks beside an overlap with room")
        << both << crowdedLanes() << 2 << true;
    std::vector<OverlapHighlight> apart;
    for (TimeMs from = 500; from < 9500; from += 3500)
        apart.push_back(testOverlap(4, 2, 3, from, from + 300));
    QTest::newRow("overlaps apart on screen: a caption each where there is room")
        << apart << none << 3 << false;
}

void TestCaptionPlacer::captionsKeepClear()
{
    QFETCH(std::vector<OverlapHighlight>, overlaps);
    QFETCH(std::vector<QRectF>, marks);
    QFETCH(int, captions);
    QFETCH(bool, coversMarks);

    const TimelineStyle style = TimelineStyle::forPrint(QSize(1280, 720));
    const LaneLayout layout = lanes();
    RectGrid grid;
    grid.reset(area, 32);
    for (const QRectF &mark : marks)
        grid.add(mark, RectGrid::Kind::Mark);
    const std::vector<OverlapGroup> groups = bands(layout, overlaps);
    const std::vector<OverlapPlate> plates =
        CaptionPlacer(style, layout, xOf).place(groups, 10, &grid);

    QCOMPARE(static_cast<int>(plates.size()), captions);
    for (std::size_t i = 0; i < plates.size(); ++i) {
        const QRectF &r = plates[i].rect;
        QVERIFY(plates[i].group >= 0 && plates[i].group < static_cast<int>(groups.size()));
        const OverlapGroup &band = groups[static_cast<std::size_t>(plates[i].group)];
        const QString message = QStringLiteral("m%1").arg(band.first->message);
        // One overlap is named; a band of several counts them and names their message, or counts
        // their messages.
        const QString expected =
            !band.merged() ? QStringLiteral("double processing %1").arg(message)
            : band.message != noMessage
                ? QStringLiteral("%1 double processings of %2").arg(band.count).arg(message)
                : QStringLiteral("%1 double processings (%2 messages)")
                      .arg(band.count)
                      .arg(band.messageCount);
        QVERIFY2(plates[i].text.startsWith(expected), qPrintable(plates[i].text));
        QVERIFY(area.contains(r));
        QVERIFY(layout.regionOf(band.firstWorkerLane).contains(r));
        for (std::size_t j = 0; j < i; ++j) {
            QVERIFY(!plates[j].rect.intersects(r));
            QVERIFY2(plates[j].group != plates[i].group, "one caption a band");
        }
        const bool onMark = std::any_of(marks.begin(), marks.end(),
                                        [&](const QRectF &m) { return m.intersects(r); });
        // Over its band (or with the band under its middle half), unless it covers the band's
        // marks.
        const bool overItsBand = r.center().x() >= xOf(band.from) - r.width() / 4 &&
                                 r.center().x() <= xOf(band.to) + r.width() / 4;
        QVERIFY(onMark || overItsBand);
        if (onMark) {
            // Only over the marks of its own band.
            QVERIFY(coversMarks);
            QVERIFY(r.left() >= xOf(band.from) && r.right() <= xOf(band.to));
        }
    }
}

void TestCaptionPlacer::aCaptionWithRoomSitsOnItsOverlapsMiddle()
{
    const TimelineStyle style = TimelineStyle::forPrint(QSize(1280, 720));
    const LaneLayout layout = lanes();
    const std::vector<OverlapPlate> plates =
        CaptionPlacer(style, layout, xOf)
            .place(bands(layout, {testOverlap(1, 2, 3, 2000, 6000)}), 10, nullptr);
    QCOMPARE(plates.size(), std::size_t(1));
    // Centred on the visible part of the overlap, on the boundary between the two workers.
    QCOMPARE(plates.front().rect.center().x(), (xOf(2000) + xOf(6000)) / 2);
    QCOMPARE(plates.front().rect.center().y(), layout.laneRect(3).top());
    QCOMPARE(plates.front().text, QStringLiteral("double processing m1"));
}

QTEST_MAIN(TestCaptionPlacer)
#include "tst_captionplacer.moc"
