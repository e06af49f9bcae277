// SPDX-License-Identifier: GPL-3.0-or-later
// The views' one home for writing values and picking colours: how a receipt handle and a time in
// seconds read, which text colour stands on a fill, how colours blend, and how the
// event lists mark the current row. Every view writes these through the same helpers, so these
// outputs are what the timeline, the stage, the tables and the inspector show.

#include "common/currentrow.h"
#include "common/format.h"
#include "common/paint.h"
#include "theme.h"

#include <QApplication>
#include <QFont>
#include <QTest>

using namespace inflight;

class TestFormat : public QObject {
    Q_OBJECT

private slots:
    void aReceiptHandleNamesTheMessageAndTheReceive_data();
    void aReceiptHandleNamesTheMessageAndTheReceive();
    void secondsAreWrittenWithoutTrailingZeros_data();
    void secondsAreWrittenWithoutTrailingZeros();
    void fixedSecondsAlwaysHaveThreeDecimals_data();
    void fixedSecondsAlwaysHaveThreeDecimals();
    void textIsDarkOnLightFillsAndWhiteOnDarkOnes_data();
    void textIsDarkOnLightFillsAndWhiteOnDarkOnes();
    void mixMovesAFractionOfTheWayAndIsOpaque_data();
    void mixMovesAFractionOfTheWayAndIsOpaque();
    void withAlphaKeepsTheColour();
    void pixelFontIsSizedInPixelsAndNeverBelowSix_data();
    void pixelFontIsSizedInPixelsAndNeverBelowSix();
    void onlyTheCurrentRowIsStyled();
    void theCurrentRowIsBoldOnATranslucentYellow_data();
    void theCurrentRowIsBoldOnATranslucentYellow();
};

void TestFormat::aReceiptHandleNamesTheMessageAndTheReceive_data()
{
    QTest::addColumn<MessageNumber>("message");
    QTest::addColumn<std::uint32_t>("receipt");
    QTest::addColumn<QString>("text");

    QTest::newRow("the first receive of the first message") << MessageNumber(1) << 1u << "m1.r1";
    QTest::newRow("the second receive of message 3") << MessageNumber(3) << 2u << "m3.r2";
    QTest::newRow("many-digit numbers are written in full")
        << MessageNumber(1204) << 37u << "m1204.r37";
    QTest::newRow("the largest numbers")
        << MessageNumber(4294967295u) << 4294967295u << "m4294967295.r4294967295";
}

void TestFormat::aReceiptHandleNamesTheMessageAndTheReceive()
{
    QFETCH(MessageNumber, message);
    QFETCH(std::uint32_t, receipt);
    QFETCH(QString, text);
    QCOMPARE(handleText(message, receipt), text);
}

void TestFormat::secondsAreWrittenWithoutTrailingZeros_data()
{
    QTest::addColumn<TimeMs>("time");
    QTest::addColumn<QString>("text");

    QTest::newRow("zero") << TimeMs(0) << "0";
    QTest::newRow("a millisecond") << TimeMs(1) << "0.001";
    QTest::newRow("999 ms") << TimeMs(999) << "0.999";
    QTest::newRow("one second has no decimals") << TimeMs(1000) << "1";
    QTest::newRow("a tenth keeps one decimal") << TimeMs(12500) << "12.5";
    QTest::newRow("59.5 s") << TimeMs(59500) << "59.5";
    QTest::newRow("a minute stays in seconds") << TimeMs(60000) << "60";
    QTest::newRow("hours stay in seconds") << TimeMs(2 * 3600000 + 5) << "7200.005";
    QTest::newRow("a negative time keeps its sign") << TimeMs(-1500) << "-1.5";
    QTest::newRow("less than a second before zero") << TimeMs(-250) << "-0.25";
    QTest::newRow("a year") << TimeMs(365LL * 24 * 3600000) << "31536000";
}

void TestFormat::secondsAreWrittenWithoutTrailingZeros()
{
    QFETCH(TimeMs, time);
    QFETCH(QString, text);
    QCOMPARE(secondsText(time), text);
}

void TestFormat::fixedSecondsAlwaysHaveThreeDecimals_data()
{
    QTest::addColumn<TimeMs>("time");
    QTest::addColumn<QString>("text");

    QTest::newRow("zero") << TimeMs(0) << "0.000";
    QTest::newRow("999 ms") << TimeMs(999) << "0.999";
    QTest::newRow("one second") << TimeMs(1000) << "1.000";
    QTest::newRow("59.5 s") << TimeMs(59500) << "59.500";
    QTest::newRow("a minute") << TimeMs(60000) << "60.000";
    QTest::newRow("hours") << TimeMs(2 * 3600000 + 5) << "7200.005";
    QTest::newRow("a negative time") << TimeMs(-1500) << "-1.500";
    QTest::newRow("a year") << TimeMs(365LL * 24 * 3600000) << "31536000.000";
}

void TestFormat::fixedSecondsAlwaysHaveThreeDecimals()
{
    QFETCH(TimeMs, time);
    QFETCH(QString, text);
    QCOMPARE(fixedSecondsText(time), text);
}

void TestFormat::textIsDarkOnLightFillsAndWhiteOnDarkOnes_data()
{
    QTest::addColumn<QColor>("fill");
    QTest::addColumn<QColor>("text");

    const QColor dark(0x1b1d21);
    const QColor white(Qt::white);
    QTest::newRow("white") << QColor(Qt::white) << dark;
    QTest::newRow("black") << QColor(Qt::black) << white;
    QTest::newRow("the palette's yellow") << QColor(Palette::yellow) << dark;
    QTest::newRow("the palette's cyan") << QColor(Palette::cyan) << dark;
    QTest::newRow("the palette's blue") << QColor(Palette::blue) << white;
    QTest::newRow("the palette's purple") << QColor(Palette::purple) << white;
    QTest::newRow("the palette's grey") << QColor(Palette::grey) << dark;
}

void TestFormat::textIsDarkOnLightFillsAndWhiteOnDarkOnes()
{
    QFETCH(QColor, fill);
    QFETCH(QColor, text);
    QCOMPARE(textOn(fill), text);
}

void TestFormat::mixMovesAFractionOfTheWayAndIsOpaque_data()
{
    QTest::addColumn<QColor>("from");
    QTest::addColumn<QColor>("to");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<QString>("name");

    QTest::newRow("no way at all is the first colour")
        << QColor(Palette::red) << QColor(Qt::white) << 0.0 << "#ee6677";
    QTest::newRow("all the way is the second colour")
        << QColor(Palette::red) << QColor(Qt::white) << 1.0 << "#ffffff";
    QTest::newRow("halfway from black to white is mid grey")
        << QColor(Qt::black) << QColor(Qt::white) << 0.5 << "#808080";
    QTest::newRow("a lighter red") << QColor(Palette::red) << QColor(Qt::white) << 0.3 << "#f394a0";
    QTest::newRow("a translucent colour blends opaque")
        << QColor(255, 0, 0, 40) << QColor(0, 0, 255, 40) << 0.5 << "#800080";
}

void TestFormat::mixMovesAFractionOfTheWayAndIsOpaque()
{
    QFETCH(QColor, from);
    QFETCH(QColor, to);
    QFETCH(double, fraction);
    QFETCH(QString, name);
    const QColor mixed = mix(from, to, fraction);
    QCOMPARE(mixed.name(), name);
    QCOMPARE(mixed.alpha(), 255);
}

void TestFormat::withAlphaKeepsTheColour()
{
    const QColor translucent = withAlpha(QColor(Palette::green), 90);
    QCOMPARE(translucent.alpha(), 90);
    QCOMPARE(translucent.rgb(), QColor(Palette::green).rgb());
}

void TestFormat::pixelFontIsSizedInPixelsAndNeverBelowSix_data()
{
    QTest::addColumn<double>("pixels");
    QTest::addColumn<bool>("bold");
    QTest::addColumn<int>("pixelSize");

    QTest::newRow("12 pixels, regular") << 12.0 << false << 12;
    QTest::newRow("rounded to the nearest pixel") << 10.6 << true << 11;
    QTest::newRow("never below six pixels") << 2.0 << false << 6;
}

void TestFormat::pixelFontIsSizedInPixelsAndNeverBelowSix()
{
    QFETCH(double, pixels);
    QFETCH(bool, bold);
    QFETCH(int, pixelSize);
    const QFont font = pixelFont(pixels, bold);
    QCOMPARE(font.pixelSize(), pixelSize);
    QCOMPARE(font.bold(), bold);
}

void TestFormat::onlyTheCurrentRowIsStyled()
{
    QVERIFY(!currentRowStyle(Qt::BackgroundRole, false).isValid());
    QVERIFY(!currentRowStyle(Qt::FontRole, false).isValid());
    QVERIFY(!currentRowStyle(Qt::DisplayRole, true).isValid());
    QVERIFY(!currentRowStyle(Qt::ForegroundRole, true).isValid());
}

void TestFormat::theCurrentRowIsBoldOnATranslucentYellow_data()
{
    QTest::addColumn<bool>("dark");
    QTest::addColumn<int>("alpha");

    QTest::newRow("light palette") << false << 90;
    QTest::newRow("dark palette: more opaque, to read on the dark window") << true << 110;
}

void TestFormat::theCurrentRowIsBoldOnATranslucentYellow()
{
    QFETCH(bool, dark);
    QFETCH(int, alpha);
    Theme::instance().setDark(dark);
    const QColor background = currentRowStyle(Qt::BackgroundRole, true).value<QColor>();
    QCOMPARE(background.rgb(), QColor(Palette::yellow).rgb());
    QCOMPARE(background.alpha(), alpha);
    const QFont font = currentRowStyle(Qt::FontRole, true).value<QFont>();
    QVERIFY(font.bold());
    QCOMPARE(font, Theme::instance().font(10, true));
}

QTEST_MAIN(TestFormat)
#include "tst_format.moc"
