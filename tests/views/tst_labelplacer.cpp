// SPDX-License-Identifier: GPL-3.0-or-later
// The labels the timeline's lanes ask for, placed without a widget: beside its mark (right of
// it, else left, else above or below), never over a mark or another label, the more important
// first; and text inside a band in full, or short, or not at all, giving way to text only.

#include "common/rectgrid.h"
#include "labelplacer.h"
#include "timelinestyle.h"

#include <QTest>

#include <vector>

using namespace inflight;

Q_DECLARE_METATYPE(std::vector<LabelRequest>)
Q_DECLARE_METATYPE(std::vector<QRectF>)

namespace {

const QRectF area(100, 50, 1000, 400);
const QRectF region(100, 50, 1000, 200);
const QRectF lane(100, 80, 1000, 80);
/// A mark in the middle of the lane.
const QRectF mark(500, 112, 16, 16);

enum class Where { RightOfTheMark, LeftOfTheMark, AboveTheMark, InTheBand, Nowhere };

LabelRequest beside(const QString &text, LabelRequest::Rank rank = LabelRequest::Rank::Other,
                    const QString &shortText = QString())
{
    return {rank,
            LabelRequest::Font::Mark,
            Qt::black,
            mark,
            mark.center().y(),
            lane,
            region,
            text,
            shortText,
            false};
}

LabelRequest inside(const QRectF &band, const QString &text, const QString &shortText)
{
    return {LabelRequest::Rank::Other,
            LabelRequest::Font::Mark,
            Qt::black,
            band,
            band.center().y(),
            lane,
            region,
            text,
            shortText,
            false};
}

} // namespace

Q_DECLARE_METATYPE(Where)

class TestLabelPlacer : public QObject {
    Q_OBJECT

private slots:
    void labelsGoWhereThereIsRoom_data();
    void labelsGoWhereThereIsRoom();
};

void TestLabelPlacer::labelsGoWhereThereIsRoom_data()
{
    QTest::addColumn<std::vector<LabelRequest>>("besideMarks");
    QTest::addColumn<std::vector<LabelRequest>>("insideBands");
    QTest::addColumn<std::vector<QRectF>>("marks");
    QTest::addColumn<std::vector<QRectF>>("texts");
    QTest::addColumn<QStringList>("placed");
    QTest::addColumn<Where>("firstGoes");

    const std::vector<LabelRequest> noRequests;
    const std::vector<QRectF> none;
    const std::vector<QRectF> justTheMark{mark};
    const QRectF band(300, 110, 400, 20);
    QTest::newRow("room everywhere: right of its mark")
        << std::vector{beside(QStringLiteral("stale"))} << noRequests << justTheMark << none
        << QStringList{QStringLiteral("stale")} << Where::RightOfTheMark;
    QTest::newRow("text to the right: left of its mark")
        << std::vector{beside(QStringLiteral("stale"))} << noRequests << justTheMark
        << std::vector{QRectF(520, 80, 200, 80)} << QStringList{QStringLiteral("stale")}
        << Where::LeftOfTheMark;
    QTest::newRow("marks either side on its row: above its mark")
        << std::vector{beside(QStringLiteral("stale"))} << noRequests
        << std::vector{mark, QRectF(300, 112, 195, 16), QRectF(521, 112, 200, 16)} << none
        << QStringList{QStringLiteral("stale")} << Where::AboveTheMark;
    QTest::newRow("two labels for one mark: the duplicate's ordinal keeps the better place")
        << std::vector{beside(QStringLiteral("charged")),
                       beside(QStringLiteral("2nd"), LabelRequest::Rank::Duplicate)}
        << noRequests << justTheMark << none
        << QStringList{QStringLiteral("2nd"), QStringLiteral("charged")} << Where::RightOfTheMark;
    QTest::newRow("a mark off the area: no label")
        << std::vector{LabelRequest{LabelRequest::Rank::Other, LabelRequest::Font::Mark, Qt::black,
                                    QRectF(1200, 112, 16, 16), 120, lane, region,
                                    QStringLiteral("stale"), QString(), false}}
        << noRequests << justTheMark << none << QStringList{} << Where::Nowhere;
    QTest::newRow("a wide band: the full text")
        << noRequests
        << std::vector{inside(band, QStringLiteral("m1.r2 · worker-1"), QStringLiteral("m1.r2"))}
        << justTheMark << none << QStringList{QStringLiteral("m1.r2 · worker-1")}
        << Where::InTheBand;
    QTest::newRow("a narrow band: the short text")
        << noRequests
        << std::vector{inside(QRectF(300, 110, 50, 20), QStringLiteral("m1.r2 · worker-1"),
                              QStringLiteral("m1.r2"))}
        << justTheMark << none << QStringList{QStringLiteral("m1.r2")} << Where::InTheBand;
    QTest::newRow("a band too narrow for either: nothing")
        << noRequests
        << std::vector{inside(QRectF(300, 110, 8, 20), QStringLiteral("m1.r2 · worker-1"),
                              QStringLiteral("m1.r2"))}
        << justTheMark << none << QStringList{} << Where::Nowhere;
    QTest::newRow("text inside a band may touch a mark")
        << noRequests
        << std::vector{inside(band, QStringLiteral("m1.r2 · worker-1"), QStringLiteral("m1.r2"))}
        << std::vector{QRectF(310, 110, 10, 10)} << none
        << QStringList{QStringLiteral("m1.r2 · worker-1")} << Where::InTheBand;
    QTest::newRow("text inside a band gives way to other text")
        << noRequests
        << std::vector{inside(band, QStringLiteral("m1.r2 · worker-1"), QStringLiteral("m1.r2"))}
        << justTheMark << std::vector{QRectF(310, 110, 10, 10)} << QStringList{} << Where::Nowhere;
    QTest::newRow("labels beside marks are placed before the text in bands")
        << std::vector{beside(QStringLiteral("stale"))}
        << std::vector{inside(QRectF(505, 110, 200, 20), QStringLiteral("m1.r2 · worker-1"),
                              QStringLiteral("m1.r2"))}
        << justTheMark << none << QStringList{QStringLiteral("stale")} << Where::RightOfTheMark;
}

void TestLabelPlacer::labelsGoWhereThereIsRoom()
{
    QFETCH(std::vector<LabelRequest>, besideMarks);
    QFETCH(std::vector<LabelRequest>, insideBands);
    QFETCH(std::vector<QRectF>, marks);
    QFETCH(std::vector<QRectF>, texts);
    QFETCH(QStringList, placed);
    QFETCH(Where, firstGoes);

    const TimelineStyle style = TimelineStyle::forPrint(QSize(1280, 720));
    RectGrid taken;
    taken.reset(area, 32);
    for (const QRectF &r : marks)
        taken.add(r, RectGrid::Kind::Mark);
    for (const QRectF &r : texts)
        taken.add(r, RectGrid::Kind::Text);
    LabelPlacer placer;
    // A frame's requests are forgotten before the next frame asks.
    placer.besideMark(beside(QStringLiteral("from the frame before")));
    placer.clear();
    for (const LabelRequest &request : besideMarks)
        placer.besideMark(request);
    for (const LabelRequest &request : insideBands)
        placer.insideBand(request);
    const std::vector<PlacedLabel> labels = placer.place(style, area, taken);

    QStringList shown;
    for (const PlacedLabel &label : labels)
        shown << label.text;
    QCOMPARE(shown, placed);
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const QRectF &r = labels[i].rect;
        QVERIFY(area.contains(r));
        QVERIFY(region.contains(r));
        for (std::size_t j = 0; j < i; ++j)
            QVERIFY(!labels[j].rect.intersects(r));
        for (const QRectF &t : texts)
            QVERIFY(!t.intersects(r));
        // Each placed label now stands in the way of text that comes after it.
        QVERIFY(taken.hits(r, false));
        if (labels[i].plate) {
            for (const QRectF &m : marks)
                QVERIFY(!m.intersects(r));
        }
    }
    if (labels.empty())
        return;
    const QRectF &first = labels.front().rect;
    switch (firstGoes) {
    case Where::RightOfTheMark:
        QVERIFY(first.left() >= mark.right());
        QVERIFY(first.top() < mark.bottom() && first.bottom() > mark.top());
        break;
    case Where::LeftOfTheMark:
        QVERIFY(first.right() <= mark.left());
        QVERIFY(first.top() < mark.bottom() && first.bottom() > mark.top());
        break;
    case Where::AboveTheMark:
        QVERIFY(first.bottom() <= mark.top());
        QVERIFY(first.left() < mark.right() && first.right() > mark.left());
        break;
    case Where::InTheBand:
        QVERIFY(!labels.front().plate);
        QVERIFY(insideBands.front().mark.contains(
            QRectF(first.left(), insideBands.front().mark.top(), first.width(), 1)));
        break;
    case Where::Nowhere:
        QFAIL("a label was placed where none should be");
    }
}

QTEST_MAIN(TestLabelPlacer)
#include "tst_labelplacer.moc"
