// SPDX-License-Identifier: GPL-3.0-or-later
// The rect grid that label placement on the timeline and on the stage asks "is anything here?":
// it answers as a plain scan of every rectangle would, whatever the size of its cells, and only
// ever keeps what lies over its area.

#include "common/rectgrid.h"

#include <QTest>

#include <algorithm>
#include <vector>

using namespace inflight;

Q_DECLARE_METATYPE(std::vector<QRectF>)

namespace {

const QRectF area(100, 50, 1000, 400);

/// What a plain scan answers.
bool scanHits(const std::vector<QRectF> &marks, const std::vector<QRectF> &texts, const QRectF &r,
              bool marksToo)
{
    auto hit = [&](const std::vector<QRectF> &rects) {
        for (const QRectF &rect : rects) {
            if (rect.intersects(r) && rect.intersects(area))
                return true;
        }
        return false;
    };
    return hit(texts) || (marksToo && hit(marks));
}

} // namespace

class TestRectGrid : public QObject {
    Q_OBJECT

private slots:
    void answersAsAScanWould_data();
    void answersAsAScanWould();
    void offersEveryRectangleNearTheQuestion_data();
    void offersEveryRectangleNearTheQuestion();
    void aResetForgetsWhatWasAdded();
};

void TestRectGrid::answersAsAScanWould_data()
{
    QTest::addColumn<std::vector<QRectF>>("marks");
    QTest::addColumn<std::vector<QRectF>>("texts");
    QTest::addColumn<QRectF>("query");
    QTest::addColumn<bool>("marksToo");
    QTest::addColumn<bool>("hits");

    const std::vector<QRectF> none;
    const QRectF mark(300, 100, 10, 10);
    const QRectF text(600, 200, 80, 14);
    QTest::newRow("an empty grid holds nothing")
        << none << none << QRectF(100, 50, 1000, 400) << true << false;
    QTest::newRow("a mark stands in the way of a label that keeps clear of marks")
        << std::vector{mark} << none << QRectF(305, 105, 40, 14) << true << true;
    QTest::newRow("a mark does not stand in the way of text that may touch marks")
        << std::vector{mark} << none << QRectF(305, 105, 40, 14) << false << false;
    QTest::newRow("text stands in the way of all text")
        << none << std::vector{text} << QRectF(650, 190, 40, 14) << false << true;
    QTest::newRow("a rectangle beside another, edge to edge, is clear of it")
        << std::vector{mark} << std::vector{text} << QRectF(310, 100, 290, 14) << true << false;
    QTest::newRow("a long caption is found from a cell far from its middle")
        << none << std::vector{QRectF(120, 60, 900, 20)} << QRectF(1000, 75, 4, 4) << false << true;
    QTest::newRow("a query partly off the area finds what is on it")
        << std::vector{QRectF(100, 50, 6, 6)} << none << QRectF(0, 0, 103, 53) << true << true;
    QTest::newRow("a rectangle off the area is never kept")
        << std::vector{QRectF(1200, 500, 20, 20)} << none << QRectF(1190, 490, 50, 50) << true
        << false;
}

void TestRectGrid::answersAsAScanWould()
{
    QFETCH(std::vector<QRectF>, marks);
    QFETCH(std::vector<QRectF>, texts);
    QFETCH(QRectF, query);
    QFETCH(bool, marksToo);
    QFETCH(bool, hits);

    QCOMPARE(scanHits(marks, texts, query, marksToo), hits);
    // The cells' size changes how the grid looks, never its answer.
    for (const double cell : {1.0, 7.0, 32.0, 5000.0}) {
        RectGrid grid;
        grid.reset(area, cell);
        for (const QRectF &r : marks)
            grid.add(r, RectGrid::Kind::Mark);
        for (const QRectF &r : texts)
            grid.add(r, RectGrid::Kind::Text);
        QCOMPARE(grid.hits(query, marksToo), hits);
    }
}

void TestRectGrid::offersEveryRectangleNearTheQuestion_data()
{
    QTest::addColumn<double>("cell");
    QTest::newRow("cells smaller than the rectangles") << 3.0;
    QTest::newRow("cells of the lanes' size") << 32.0;
    QTest::newRow("one cell for the whole area") << 2000.0;
}

void TestRectGrid::offersEveryRectangleNearTheQuestion()
{
    QFETCH(double, cell);
    // A frame's worth of marks: a row of ticks on every lane.
    std::vector<QRectF> marks;
    for (int lane = 0; lane < 12; ++lane) {
        for (int column = 0; column < 60; ++column)
            marks.emplace_back(110 + column * 16.5, 60 + lane * 32, 9, 11);
    }
    RectGrid grid;
    grid.reset(area, cell);
    for (const QRectF &r : marks)
        grid.add(r, RectGrid::Kind::Mark);
    for (const QRectF &query : {QRectF(400, 120, 160, 20), QRectF(95, 45, 30, 30),
                                QRectF(1050, 400, 60, 60), QRectF(100, 50, 1000, 400)}) {
        std::vector<QRectF> offered;
        grid.forEachNear(query, [&](const QRectF &r, RectGrid::Kind kind) {
            QVERIFY(kind == RectGrid::Kind::Mark);
            offered.push_back(r);
        });
        for (const QRectF &r : marks) {
            if (r.intersects(query))
                QVERIFY(std::find(offered.begin(), offered.end(), r) != offered.end());
        }
    }
}

void TestRectGrid::aResetForgetsWhatWasAdded()
{
    RectGrid grid;
    grid.reset(area, 32);
    grid.add(QRectF(200, 100, 50, 20), RectGrid::Kind::Text);
    QVERIFY(grid.hits(QRectF(210, 105, 5, 5), false));
    grid.reset(area, 32);
    QVERIFY(!grid.hits(QRectF(210, 105, 5, 5), true));
    // A smaller area after a larger one: the cells it no longer uses do not answer either.
    grid.add(QRectF(1000, 400, 50, 20), RectGrid::Kind::Text);
    grid.reset(QRectF(100, 50, 200, 100), 32);
    QVERIFY(!grid.hits(QRectF(100, 50, 200, 100), true));
}

QTEST_GUILESS_MAIN(TestRectGrid)
#include "tst_rectgrid.moc"
