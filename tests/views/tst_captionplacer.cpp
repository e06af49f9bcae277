// SPDX-License-Identifier: GPL-3.0-or-later
// The double-processing captions, placed without a widget: the lanes' layout and the time axis
// are given. Whatever the overlaps, no two captions meet, each stays in its lanes' region and
// over its overlap, and none covers a mark, except the one caption a message gets over a long
// stretch of double processing full of marks, which stays within that stretch.

#include "captionplacer.h"
#include "common/rectgrid.h"
#include "timelinestyle.h"

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

OverlapHighlight overlap(MessageNumber message, int firstLane, int secondLane, TimeMs from,
                         TimeMs to)
{
    OverlapHighlight o;
    o.message = message;
    o.firstWorkerLane = firstLane;
    o.secondWorkerLane = secondLane;
    o.from = from;
    o.to = to;
    return o;
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
        << std::vector{overlap(1, 2, 3, 2000, 6000)} << none << 1 << false;
    QTest::newRow("a mark where the caption would go: it slides along the overlap")
        << std::vector{overlap(1, 2, 3, 2000, 6000)} << std::vector{QRectF(495, 240, 10, 16)} << 1
        << false;
    QTest::newRow("two messages double-processed by the same workers at once")
        << std::vector{overlap(1, 2, 3, 2000, 6000), overlap(2, 2, 3, 2000, 6000)} << none << 2
        << false;
    QTest::newRow("workers on lanes apart: the caption goes on one of their lanes")
        << std::vector{overlap(1, 2, 4, 2000, 6000)} << none << 1 << false;
    QTest::newRow("an overlap narrower than its caption")
        << std::vector{overlap(1, 2, 3, 4900, 5100)} << none << 1 << false;
    QTest::newRow("an overlap after the times on show has no caption")
        << std::vector{overlap(1, 2, 3, 20000, 25000)} << none << 0 << false;
    std::vector<OverlapHighlight> stretch;
    for (TimeMs from = 1000; from < 9000; from += 500)
        stretch.push_back(overlap(3, 4, 5, from, from + 500));
    QTest::newRow("a long stretch full of marks: one caption over the marks it describes")
        << stretch << crowdedLanes() << 1 << true;
    std::vector<OverlapHighlight> both = stretch;
    both.push_back(overlap(1, 2, 3, 2000, 6000));
    QTest::newRow("a stretch full of marks beside an overlap with room")
        << both << crowdedLanes() << 2 << true;
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
    const std::vector<OverlapPlate> plates =
        CaptionPlacer(style, layout, xOf).place(overlaps, t0, t1, &grid);

    QCOMPARE(static_cast<int>(plates.size()), captions);
    for (std::size_t i = 0; i < plates.size(); ++i) {
        const QRectF &r = plates[i].rect;
        QVERIFY2(plates[i].text.startsWith(QStringLiteral("double processing m")),
                 qPrintable(plates[i].text));
        QVERIFY(area.contains(r));
        const QString message = plates[i].text.section(QLatin1Char(' '), -1);
        for (const OverlapHighlight &o : overlaps) {
            if (QStringLiteral("m%1").arg(o.message) == message)
                QVERIFY(layout.regionOf(o.firstWorkerLane).contains(r));
        }
        for (std::size_t j = 0; j < i; ++j)
            QVERIFY(!plates[j].rect.intersects(r));
        const bool onMark = std::any_of(marks.begin(), marks.end(),
                                        [&](const QRectF &m) { return m.intersects(r); });
        // Over an overlap of its message (or with the overlap under its middle half), unless it
        // covers the marks of a stretch.
        const bool overItsOverlap =
            std::any_of(overlaps.begin(), overlaps.end(), [&](const OverlapHighlight &o) {
                return QStringLiteral("m%1").arg(o.message) == message &&
                       r.center().x() >= xOf(o.from) - r.width() / 4 &&
                       r.center().x() <= xOf(o.to) + r.width() / 4;
            });
        QVERIFY(onMark || overItsOverlap);
        if (onMark) {
            // Only over the marks of its own stretch: the overlaps of its message, merged.
            QVERIFY(coversMarks);
            double from = 1e9;
            double to = -1e9;
            for (const OverlapHighlight &o : overlaps) {
                if (QStringLiteral("m%1").arg(o.message) == message) {
                    from = std::min(from, xOf(o.from));
                    to = std::max(to, xOf(o.to));
                }
            }
            QVERIFY(r.left() >= from && r.right() <= to);
        }
    }
}

void TestCaptionPlacer::aCaptionWithRoomSitsOnItsOverlapsMiddle()
{
    const TimelineStyle style = TimelineStyle::forPrint(QSize(1280, 720));
    const LaneLayout layout = lanes();
    const std::vector<OverlapPlate> plates =
        CaptionPlacer(style, layout, xOf).place({overlap(1, 2, 3, 2000, 6000)}, t0, t1, nullptr);
    QCOMPARE(plates.size(), std::size_t(1));
    // Centred on the visible part of the overlap, on the boundary between the two workers.
    QCOMPARE(plates.front().rect.center().x(), (xOf(2000) + xOf(6000)) / 2);
    QCOMPARE(plates.front().rect.center().y(), layout.laneRect(3).top());
    QCOMPARE(plates.front().text, QStringLiteral("double processing m1"));
}

QTEST_MAIN(TestCaptionPlacer)
#include "tst_captionplacer.moc"
