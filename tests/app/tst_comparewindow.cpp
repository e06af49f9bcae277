// SPDX-License-Identifier: GPL-3.0-or-later
// Two runs compared in the window: the original above the edited run on one time axis, the
// playheads and the zoom shared, the difference summary and the jump to where the runs part; a
// scenario file as the compared run; a saved session keeps its comparison.

#include "comparison.h"
#include "comparisonarea.h"
#include "comparisonpanel.h"
#include "mainwindow.h"
#include "sessioncontroller.h"
#include "timelineview.h"
#include "whatifpanel.h"

#include <qcustomplot.h>

#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace inflight;

namespace {

QString scenarioPath(const char *name)
{
    return QStringLiteral(INFLIGHT_SCENARIOS "/") + QLatin1String(name);
}

/// The double-charged order with a 60-second loan, compared with its original.
void compareTheFix(MainWindow &window)
{
    QVERIFY(window.openScenario(scenarioPath("double-charged-order.json")));
    QCOMPARE(window.document()->setWhatIf(WhatIf::VisibilityTimeout, 60), QString());
    window.compareWithOriginal();
    QVERIFY(window.comparison()->active());
}

} // namespace

class TestCompareWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theOriginalIsComparedWithTheEditedRun()
    {
        MainWindow window;
        window.resize(1280, 720);
        window.show();
        compareTheFix(window);
        Comparison *comparison = window.comparison();
        QCOMPARE(comparison->source(), Comparison::Source::Original);
        QVERIFY(comparison->comparedFirst());
        QCOMPARE(comparison->mainName(), QStringLiteral("visibility timeout 60 s"));
        QCOMPARE(comparison->divergenceTime(), std::optional<TimeMs>(30'000));
        ComparisonArea *centre = window.centre();
        QVERIFY(centre->comparedTimeline()->isVisible());
        QVERIFY(centre->panel()->isVisible());
        QVERIFY(centre->comparedHeading()->text().contains(QStringLiteral("the original")));
        QVERIFY(centre->mainHeading()->text().contains(QStringLiteral("visibility timeout 60 s")));
        const QString figures = centre->panel()->figuresLabel()->text();
        QVERIFY2(figures.contains(QStringLiteral("keys effected more than once <b>1 →")),
                 qPrintable(figures));
        QVERIFY2(centre->panel()->divergenceLabel()->text().startsWith(
                     QStringLiteral("They part at t=30 s")),
                 qPrintable(centre->panel()->divergenceLabel()->text()));
        // The compared run is the original, its duplicate included.
        QCOMPARE(comparison->comparedRun()->metrics.keysEffectedMoreThanOnce, 1u);
        QCOMPARE(window.playback()->run()->metrics.keysEffectedMoreThanOnce, 0u);
    }

    void theFiguresSayBetterOrWorseInTheReadersNumbers()
    {
        // The change's colour was its only cue, and the cost was written with C's decimal point.
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        MainWindow window;
        window.resize(1280, 720);
        window.show();
        compareTheFix(window);
        const QString figures = window.centre()->panel()->figuresLabel()->text();
        QLocale::setDefault(before);
        QVERIFY2(figures.contains(QStringLiteral("keys effected more than once <b>1 → ")) &&
                     figures.contains(QStringLiteral("</b> (better)")),
                 qPrintable(figures));
        const qsizetype cost = figures.indexOf(QStringLiteral("cost at list price"));
        QVERIFY2(cost >= 0, qPrintable(figures));
        const QString costFigures = figures.mid(cost);
        QVERIFY2(costFigures.contains(QRegularExpression(QStringLiteral("\\$0,\\d{6}"))) &&
                     !costFigures.contains(QRegularExpression(QStringLiteral("\\$0\\.\\d"))),
                 qPrintable(costFigures));
    }

    void startingAComparisonKeepsThePlayhead()
    {
        // Once, the compared playback's old time (0) dragged this run's playhead back there.
        MainWindow window;
        window.show();
        QVERIFY(window.openScenario(scenarioPath("double-charged-order.json")));
        QCOMPARE(window.document()->setWhatIf(WhatIf::VisibilityTimeout, 60), QString());
        window.playback()->seek(40'000);
        window.compareWithOriginal();
        QCOMPARE(window.playback()->time(), TimeMs(40'000));
        QCOMPARE(window.comparison()->comparedPlayback()->time(), TimeMs(40'000));
    }

    void playheadAndZoomAreShared()
    {
        MainWindow window;
        window.resize(1280, 720);
        window.show();
        compareTheFix(window);
        ComparisonArea *centre = window.centre();
        Playback *compared = window.comparison()->comparedPlayback();
        window.playback()->seek(12'000);
        QCOMPARE(compared->time(), TimeMs(12'000));
        // Scrubbing the compared run moves this run's playhead too.
        compared->seek(20'000);
        QCOMPARE(window.playback()->time(), TimeMs(20'000));
        window.timeline()->plot()->xAxis->setRange(10, 40);
        QCOMPARE(centre->comparedTimeline()->visibleTimeRange().lower, 10.0);
        QCOMPARE(centre->comparedTimeline()->visibleTimeRange().upper, 40.0);
        centre->comparedTimeline()->plot()->xAxis->setRange(5, 25);
        QCOMPARE(window.timeline()->visibleTimeRange().lower, 5.0);
        QCOMPARE(window.timeline()->visibleTimeRange().upper, 25.0);
    }

    void jumpGoesToTheFirstDifference()
    {
        MainWindow window;
        window.show();
        compareTheFix(window);
        window.playback()->seek(0);
        window.centre()->panel()->jumpButton()->click();
        QCOMPARE(window.playback()->time(), TimeMs(30'000));
        QCOMPARE(window.comparison()->comparedPlayback()->time(), TimeMs(30'000));
    }

    void aFurtherEditRenamesAndRecomputes()
    {
        MainWindow window;
        window.show();
        compareTheFix(window);
        QCOMPARE(window.document()->setWhatIf(WhatIf::HeartbeatInterval, 20), QString());
        QCOMPARE(window.comparison()->mainName(),
                 QStringLiteral("visibility timeout 60 s, heartbeat every 20 s"));
        // The heartbeat at t=20 is now the first thing the original does not do.
        QCOMPARE(window.comparison()->divergenceTime(), std::optional<TimeMs>(20'000));
    }

    void theWhatIfButtonComparesOnlyAfterAnEdit()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openScenario(scenarioPath("double-charged-order.json")));
        // The side panel's and the lesson challenge's what-if panels.
        const QList<WhatIfPanel *> panels = window.findChildren<WhatIfPanel *>();
        QCOMPARE(panels.size(), 2);
        for (WhatIfPanel *panel : panels)
            QVERIFY(!panel->compareButton()->isEnabled());
        QCOMPARE(window.document()->setWhatIf(WhatIf::VisibilityTimeout, 60), QString());
        for (WhatIfPanel *panel : panels) {
            window.comparison()->stop();
            QVERIFY(panel->compareButton()->isEnabled());
            panel->compareButton()->click();
            QVERIFY(window.comparison()->active());
        }
    }

    void endingTheComparisonLeavesThisRunAlone()
    {
        MainWindow window;
        window.show();
        compareTheFix(window);
        window.comparison()->stop();
        QVERIFY(!window.comparison()->active());
        QVERIFY(!window.centre()->comparedTimeline()->isVisible());
        QVERIFY(!window.centre()->panel()->isVisible());
        QVERIFY(!window.centre()->mainHeading()->isVisible());
    }

    void aScenarioFileCanBeTheComparedRun()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openScenario(scenarioPath("double-charged-order.json")));
        QVERIFY(window.compareWithFile(scenarioPath("double-charge-toy-heartbeat.json")));
        QCOMPARE(window.comparison()->source(), Comparison::Source::File);
        QCOMPARE(window.comparison()->comparedName(),
                 QStringLiteral("double-charge-toy-heartbeat.json"));
        QVERIFY(window.comparison()->comparedRun());
    }

    void aSessionKeepsItsComparison_data()
    {
        QTest::addColumn<bool>("withFile");
        QTest::newRow("compared with the original") << false;
        QTest::newRow("compared with a scenario file") << true;
    }

    void aSessionKeepsItsComparison()
    {
        QFETCH(bool, withFile);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("compare.inflight"));
        {
            MainWindow window;
            window.show();
            compareTheFix(window);
            if (withFile)
                QVERIFY(window.compareWithFile(scenarioPath("double-charge-toy-heartbeat.json")));
            QVERIFY(window.saveAs(path));
        }
        MainWindow reopened;
        reopened.show();
        QVERIFY(reopened.openSession(path));
        Comparison *comparison = reopened.comparison();
        QVERIFY(comparison->active());
        QCOMPARE(comparison->source(),
                 withFile ? Comparison::Source::File : Comparison::Source::Original);
        QCOMPARE(comparison->comparedName(),
                 withFile ? QStringLiteral("double-charge-toy-heartbeat.json")
                          : QStringLiteral("the original"));
        if (!withFile)
            QCOMPARE(comparison->divergenceTime(), std::optional<TimeMs>(30'000));
        // Saved again without a comparison, it opens without one.
        comparison->stop();
        QVERIFY(reopened.saveAs(path));
        MainWindow third;
        third.show();
        QVERIFY(third.openSession(path));
        QVERIFY(!third.comparison()->active());
    }
};

QTEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
