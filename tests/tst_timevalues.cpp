// SPDX-License-Identifier: GPL-3.0-or-later
// Times at the edges: seconds from outside become milliseconds only within the longest run, and
// the log's seconds are written for any time the type holds, the most negative included.

#include "eventlog.h"
#include "types.h"

#include <QTest>

#include <limits>

using namespace inflight;

class TestTimeValues : public QObject {
    Q_OBJECT

private slots:
    void secondsFromOutside_data()
    {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<qint64>("ms");
        QTest::newRow("zero") << 0.0 << true << qint64(0);
        QTest::newRow("a millisecond and a half rounds up") << 0.0015 << true << qint64(2);
        QTest::newRow("75 s") << 75.0 << true << qint64(75000);
        QTest::newRow("15 days, the longest run")
            << longestTimeSeconds << true << qint64(1296000000);
        QTest::newRow("a second past 15 days") << longestTimeSeconds + 1 << false << qint64(0);
        QTest::newRow("1e16 s, once an overflow") << 1e16 << false << qint64(0);
        QTest::newRow("1e308 s") << 1e308 << false << qint64(0);
        QTest::newRow("negative") << -0.001 << false << qint64(0);
        QTest::newRow("infinity") << std::numeric_limits<double>::infinity() << false << qint64(0);
        QTest::newRow("not a number")
            << std::numeric_limits<double>::quiet_NaN() << false << qint64(0);
    }

    void secondsFromOutside()
    {
        QFETCH(double, seconds);
        QFETCH(bool, accepted);
        QFETCH(qint64, ms);
        const std::optional<TimeMs> checked = checkedSecondsToMs(seconds);
        QCOMPARE(checked.has_value(), accepted);
        if (accepted)
            QCOMPARE(qint64(*checked), ms);
    }

    void secondsInTheLog_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        QTest::newRow("zero") << qint64(0) << "0";
        QTest::newRow("whole seconds") << qint64(30000) << "30";
        QTest::newRow("trailing zeros dropped") << qint64(1500) << "1.5";
        QTest::newRow("a millisecond") << qint64(1001) << "1.001";
        QTest::newRow("negative") << qint64(-250) << "-0.25";
        QTest::newRow("the largest time")
            << std::numeric_limits<qint64>::max() << "9223372036854775.807";
        // Once undefined behaviour: its negation does not fit the type.
        QTest::newRow("the most negative time")
            << std::numeric_limits<qint64>::min() << "-9223372036854775.808";
    }

    void secondsInTheLog()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(formatSeconds(ms)), text);
    }
};

QTEST_GUILESS_MAIN(TestTimeValues)
#include "tst_timevalues.moc"
