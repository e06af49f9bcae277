// SPDX-License-Identifier: GPL-3.0-or-later
// The time axis's ticks: a handful at any zoom, from seconds to a window of years (a damaged
// session once asked for 1e15 ms and got millions of tick labels, twenty seconds of work).

#include "runtimeticker.h"

#include <QTest>

using namespace inflight;

class TestRunTimeTicker : public QObject {
    Q_OBJECT

private slots:
    void aHandfulOfTicksAtAnyZoom_data()
    {
        QTest::addColumn<double>("lower");
        QTest::addColumn<double>("upper");
        QTest::addColumn<QString>("firstLabel");
        QTest::newRow("ten seconds") << 0.0 << 10.0 << "0";
        QTest::newRow("twenty minutes") << 0.0 << 1200.0 << "0:00";
        QTest::newRow("a 25-hour run") << 0.0 << 90000.0 << "0:00";
        QTest::newRow("15 days") << 0.0 << 1296000.0 << "0:00";
        QTest::newRow("a thousand years") << 0.0 << 1e12 / 32.0 << "0:00";
        QTest::newRow("1e15 ms, from a damaged session") << 0.0 << 1e12 << "0:00";
    }

    void aHandfulOfTicksAtAnyZoom()
    {
        QFETCH(double, lower);
        QFETCH(double, upper);
        QFETCH(QString, firstLabel);
        RunTimeTicker ticker;
        ticker.setUnit(RunTimeTicker::unitFor(upper - lower));
        QVector<double> ticks;
        QVector<QString> labels;
        ticker.generate(QCPRange(lower, upper), QLocale::c(), QLatin1Char('g'), 6, ticks, nullptr,
                        &labels);
        QVERIFY2(ticks.size() >= 2 && ticks.size() <= 3 * ticker.tickCount() + 2,
                 qPrintable(QString::number(ticks.size()) + QStringLiteral(" ticks")));
        QCOMPARE(labels.size(), ticks.size());
        QCOMPARE(labels.front(), firstLabel);
        // Every label different: a step too small for the unit would repeat one.
        QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());
    }
};

QTEST_MAIN(TestRunTimeTicker)
#include "tst_runtimeticker.moc"
