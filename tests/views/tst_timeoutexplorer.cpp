// SPDX-License-Identifier: GPL-3.0-or-later
// The timeout explorer (lesson 14's panel): the histogram counts every job once and splits it at
// the timeout, the timeout line sits at the scenario's timeout, the sweep's duplicates fall as the
// timeout grows, clicking a point opens that run as an undoable edit, large runs are not swept,
// and the charts paint without clipped or overlapping labels at both scales, light and dark.

#include "enginetest.h"
#include "lessonloader.h"
#include "runtimeline.h"
#include "scenariodocument.h"
#include "scenarioloader.h"
#include "theme.h"
#include "timeoutexplorer.h"

#include <qcustomplot.h>
#include <QDir>
#include <QLabel>
#include <QSignalSpy>
#include <QThreadPool>
#include <QTimer>

#include <algorithm>
#include <numeric>

using namespace inflight;

namespace {

Scenario scenarioFile(const char *name)
{
    const ScenarioLoad load =
        loadScenarioFile(std::string(INFLIGHT_SCENARIOS) + "/" + name + ".json");
    if (!load.ok())
        qFatal("%s", load.report().c_str());
    return *load.scenario;
}

std::uint64_t jobsStarted(const Run &run)
{
    std::uint64_t count = 0;
    for (std::uint64_t i = 0; i < run.log().size(); ++i)
        count += run.log()[i].kind == EventKind::JobStarted ? 1 : 0;
    return count;
}

double barTotal(QCustomPlot *plot)
{
    double total = 0;
    for (int i = 0; i < plot->plottableCount(); ++i) {
        if (auto *bars = qobject_cast<QCPBars *>(plot->plottable(i))) {
            for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
                total += it->value;
        }
    }
    return total;
}

std::size_t indexOfValue(const std::vector<SweepPoint> &sweep, double value)
{
    for (std::size_t i = 0; i < sweep.size(); ++i) {
        if (sweep[i].value == value)
            return i;
    }
    return sweep.size();
}

/// Starts the explorer's pending sweep and waits for its points: they are computed on a pool
/// thread and come back with sweepUpdated.
bool sweepNow(TimeoutExplorer &explorer)
{
    QSignalSpy swept(&explorer, &TimeoutExplorer::sweepUpdated);
    explorer.updateSweepNow();
    return !explorer.sweepRunning() || swept.wait(120'000);
}

/// Lesson 14's scenario with fifty times its orders (4,000) and workers: a sweep of it takes a
/// while, and the run is still small enough to be swept.
Scenario slowToSweep()
{
    Scenario scenario = scenarioFile("choosing-the-timeout");
    scenario.producers.front().rates.front().perSecond = 10;
    scenario.workers.front().count = 100;
    return scenario;
}

} // namespace

class TestTimeoutExplorer : public QObject {
    Q_OBJECT

private slots:
    void init();
    void histogramCountsEveryJobOnce();
    void histogramSplitsAtTheTimeout();
    void timeoutLineSitsAtTheScenariosTimeout();
    void sweepDuplicatesFallBeyondTheSlowTail();
    void sweepValuesAreRoundAndStable();
    void clickingAPointOpensItsRunAndUndoRestores();
    void editsAreSweptOnceTheySettle();
    void theKeyboardPicksAndOpensPoints();
    void largeRunsAreNotSwept();
    void aSweepLeavesTheWindowFree();
    void aSweepOfAnEarlierRunIsThrownAway();
    void aPanelClosedDuringItsSweepStopsIt();
    void paints_data();
    void paints();
    void lessonAsksForThePanel();

private:
    ScenarioDocument m_document;
};

void TestTimeoutExplorer::init()
{
    Theme::instance().setDark(false);
    Theme::instance().setScale(1.0);
    Theme::instance().setPresentation(false);
    m_document.setScenario(scenarioFile("choosing-the-timeout"));
}

void TestTimeoutExplorer::histogramCountsEveryJobOnce()
{
    TimeoutExplorer explorer(&m_document);
    const TimeoutHistogram &h = explorer.histogram();
    const Run &run = *m_document.run();
    QCOMPARE(std::uint64_t(h.jobs), jobsStarted(run));
    const int binned = std::accumulate(h.within.begin(), h.within.end(), 0) +
                       std::accumulate(h.beyond.begin(), h.beyond.end(), 0);
    QCOMPARE(binned, h.jobs);
    QCOMPARE(barTotal(explorer.histogramPlot()), double(h.jobs));
    // What lesson 14 says about its run: 6 of the 86 jobs outlast the 30-second loan.
    QCOMPARE(h.jobs, 86);
    QCOMPARE(h.outlasting, 6);
    QCOMPARE(std::llround(h.outlastingShare() * 100), 7LL);
    QVERIFY(h.medianSeconds < 10);
    QVERIFY(h.slowestSeconds > 60 && h.slowestSeconds < 70);
}

void TestTimeoutExplorer::histogramSplitsAtTheTimeout()
{
    // Durations in ms; the timeout 30 s falls inside a bin, which holds both kinds.
    const std::vector<TimeMs> durations = {1000, 2500, 29000, 30000, 30001, 31000, 95000};
    const TimeoutHistogram h = makeTimeoutHistogram(durations, 30);
    QCOMPARE(h.jobs, 7);
    QCOMPARE(h.outlasting, 3); // 30.001, 31 and 95 s; exactly 30 s is within
    QCOMPARE(std::accumulate(h.beyond.begin(), h.beyond.end(), 0), 3);
    QCOMPARE(std::accumulate(h.within.begin(), h.within.end(), 0), 4);
    QCOMPARE(h.slowestSeconds, 95.0);
    QCOMPARE(h.medianSeconds, 30.0);
    QVERIFY(h.binSeconds > 0);
    QCOMPARE(h.within.size(), std::size_t(std::floor(95 / h.binSeconds)) + 1);
    const TimeoutHistogram empty = makeTimeoutHistogram({}, 30);
    QCOMPARE(empty.jobs, 0);
    QCOMPARE(empty.outlastingShare(), 0.0);
}

void TestTimeoutExplorer::timeoutLineSitsAtTheScenariosTimeout()
{
    TimeoutExplorer explorer(&m_document);
    QCOMPARE(explorer.timeoutSeconds(), 30.0);
    QCOMPARE(explorer.histogramTimeoutLine(), 30.0);
    QCOMPARE(explorer.sweepTimeoutLine(), 30.0);
    m_document.setWhatIf(WhatIf::VisibilityTimeout, 75);
    QCOMPARE(explorer.histogramTimeoutLine(), 75.0);
    QCOMPARE(explorer.sweepTimeoutLine(), 75.0);
    // Once the timeout is above every job, none outlasts it.
    QCOMPARE(explorer.histogram().outlasting, 0);
}

void TestTimeoutExplorer::sweepDuplicatesFallBeyondTheSlowTail()
{
    TimeoutExplorer explorer(&m_document);
    QVERIFY(sweepNow(explorer));
    const auto &sweep = explorer.sweep();
    QVERIFY(sweep.size() >= 15 && sweep.size() <= 25);
    QVERIFY(std::is_sorted(sweep.begin(), sweep.end(),
                           [](const auto &a, const auto &b) { return a.value < b.value; }));
    QCOMPARE(sweep.front().value, 5.0);
    QVERIFY(sweep.back().value >= 3 * explorer.histogram().slowestSeconds);
    // Beyond the bulk of the jobs (their p90, about 26 s here) the duplicates only fall...
    std::vector<TimeMs> jobs = RunTimeline::jobDurationsOf(*m_document.run());
    std::sort(jobs.begin(), jobs.end());
    const double p90 = double(jobs[jobs.size() * 9 / 10]) / 1000.0;
    std::uint64_t previous = std::numeric_limits<std::uint64_t>::max();
    for (const SweepPoint &point : sweep) {
        QVERIFY(point.problems.empty());
        if (point.value < p90)
            continue;
        QVERIFY2(point.metrics.duplicateEffects <= previous,
                 qPrintable(QStringLiteral("more duplicates at %1 s").arg(point.value)));
        previous = point.metrics.duplicateEffects;
        // ...and are gone above the slowest job the profile allows.
        if (point.value >= 90)
            QCOMPARE(point.metrics.duplicateEffects, std::uint64_t(0));
    }
    QVERIFY(sweep.front().metrics.duplicateEffects > m_document.run()->metrics.duplicateEffects);
    // The default timeout is one of the points, and it is the run on the timeline.
    const std::size_t at30 = indexOfValue(sweep, 30);
    QVERIFY(at30 < sweep.size());
    QCOMPARE(sweep[at30].metrics.duplicateEffects, m_document.run()->metrics.duplicateEffects);
    QVERIFY(explorer.sweepNote().contains(QStringLiteral("Click a point")));
    // The points lesson 14 names: 5 and 15 s charge far more often than 30 s, and at 180 s the
    // crashed ord_10 waits out its three-minute loan (sent at t=45, received again at t=225).
    for (double named : {5.0, 15.0, 180.0})
        QVERIFY(indexOfValue(sweep, named) < sweep.size());
    QVERIFY(sweep[indexOfValue(sweep, 15)].metrics.duplicateEffects >
            2 * sweep[at30].metrics.duplicateEffects);
    QVERIFY(sweep[indexOfValue(sweep, 180)].metrics.sendToEffect.max > 180000);
}

void TestTimeoutExplorer::sweepValuesAreRoundAndStable()
{
    const auto values = timeoutSweepValues(66.8);
    QCOMPARE(values.front(), 5.0);
    QVERIFY(values.back() >= 200);
    for (double v : values)
        QCOMPARE(v, std::round(v));
    QVERIFY(std::find(values.begin(), values.end(), 30.0) != values.end());
    // Short jobs still get a range past the default timeout.
    QVERIFY(timeoutSweepValues(2).back() >= 60);
    QVERIFY(timeoutSweepValues(50000).back() <= 43200);

    // Opening a point does not move the other points: the range comes from the scenario, not
    // from the run being shown.
    TimeoutExplorer explorer(&m_document);
    QVERIFY(sweepNow(explorer));
    std::vector<double> before;
    for (const auto &p : explorer.sweep())
        before.push_back(p.value);
    m_document.setWhatIf(WhatIf::VisibilityTimeout, 90);
    QVERIFY(sweepNow(explorer));
    std::vector<double> after;
    for (const auto &p : explorer.sweep())
        after.push_back(p.value);
    QCOMPARE(after, before);
}

void TestTimeoutExplorer::clickingAPointOpensItsRunAndUndoRestores()
{
    TimeoutExplorer explorer(&m_document);
    explorer.resize(900, 900);
    explorer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&explorer));
    QVERIFY(sweepNow(explorer));
    explorer.sweepPlot()->replot();
    const auto &sweep = explorer.sweep();
    const std::size_t index = indexOfValue(sweep, 90);
    QVERIFY(index < sweep.size());
    const SweepPoint point = sweep[index];
    const QPointF at = explorer.sweepPointPosition(index);
    QVERIFY(explorer.chartArea(explorer.sweepPlot()).contains(at.toPoint()));

    QSignalSpy runs(&m_document, &ScenarioDocument::runChanged);
    QTest::mouseClick(explorer.sweepPlot(), Qt::LeftButton, {}, at.toPoint());
    QCOMPARE(runs.count(), 1);
    QCOMPARE(whatIfValue(m_document.scenario(), WhatIf::VisibilityTimeout), 90.0);
    // The run opened is the point's run.
    QCOMPARE(m_document.run()->metrics.duplicateEffects, point.metrics.duplicateEffects);
    QCOMPARE(m_document.run()->metrics.sendToEffect.max, point.metrics.sendToEffect.max);
    QCOMPARE(explorer.histogramTimeoutLine(), 90.0);

    // A click between the points' columns, or outside the chart, opens nothing.
    const QPointF between(
        (explorer.sweepPointPosition(0).x() + explorer.sweepPointPosition(1).x()) / 2, at.y());
    QTest::mouseClick(explorer.sweepPlot(), Qt::LeftButton, {}, between.toPoint());
    QTest::mouseClick(explorer.sweepPlot(), Qt::LeftButton, {}, QPoint(2, 2));
    QCOMPARE(runs.count(), 1);

    m_document.undoStack()->undo();
    QCOMPARE(whatIfValue(m_document.scenario(), WhatIf::VisibilityTimeout), 30.0);
    QCOMPARE(explorer.histogramTimeoutLine(), 30.0);
    QCOMPARE(m_document.run()->metrics.duplicateEffects, std::uint64_t(5));
}

void TestTimeoutExplorer::theKeyboardPicksAndOpensPoints()
{
    // In the main window Left, Right and Space step the playback; on the focused chart they pick
    // a point, and Enter opens its run, as a click does.
    TimeoutExplorer explorer(&m_document);
    explorer.resize(900, 900);
    auto *playbackKeys = new QAction(&explorer);
    playbackKeys->setShortcuts(
        {QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Space)});
    playbackKeys->setShortcutContext(Qt::WindowShortcut);
    explorer.addAction(playbackKeys);
    QSignalSpy stolen(playbackKeys, &QAction::triggered);
    explorer.show();
    QVERIFY(QTest::qWaitForWindowActive(&explorer));
    QVERIFY(sweepNow(explorer));
    explorer.sweepPlot()->replot();
    const auto &sweep = explorer.sweep();

    explorer.sweepPlot()->setFocus(Qt::TabFocusReason);
    QVERIFY(explorer.sweepPlot()->hasFocus());
    // It starts at the run on the timeline (30 s).
    QVERIFY(explorer.keyboardPoint());
    QCOMPARE(sweep[*explorer.keyboardPoint()].value, 30.0);
    const std::size_t target = indexOfValue(sweep, 90);
    while (explorer.keyboardPoint() && *explorer.keyboardPoint() < target)
        QTest::keyClick(explorer.sweepPlot(), Qt::Key_Right);
    QCOMPARE(*explorer.keyboardPoint(), target);
    QTest::keyClick(explorer.sweepPlot(), Qt::Key_Left);
    QCOMPARE(*explorer.keyboardPoint(), target - 1);
    QTest::keyClick(explorer.sweepPlot(), Qt::Key_Right);
    QCOMPARE(stolen.count(), 0);

    QSignalSpy runs(&m_document, &ScenarioDocument::runChanged);
    QTest::keyClick(explorer.sweepPlot(), Qt::Key_Return);
    QCOMPARE(runs.count(), 1);
    QCOMPARE(whatIfValue(m_document.scenario(), WhatIf::VisibilityTimeout), 90.0);
    QCOMPARE(stolen.count(), 0);

    // Home and End go to the first and last points; leaving the chart puts the keyboard away.
    QTest::keyClick(explorer.sweepPlot(), Qt::Key_Home);
    QCOMPARE(*explorer.keyboardPoint(), std::size_t(0));
    QTest::keyClick(explorer.sweepPlot(), Qt::Key_End);
    QCOMPARE(*explorer.keyboardPoint(), sweep.size() - 1);
    explorer.sweepPlot()->clearFocus();
    QVERIFY(!explorer.keyboardPoint());
}

void TestTimeoutExplorer::editsAreSweptOnceTheySettle()
{
    TimeoutExplorer explorer(&m_document);
    explorer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&explorer));
    QSignalSpy swept(&explorer, &TimeoutExplorer::sweepUpdated);
    QTRY_COMPARE(swept.count(), 1);
    QVERIFY(!explorer.sweepPending());
    // A burst of edits (a spin box held down) gives one sweep.
    for (double v : {40.0, 45.0, 50.0, 55.0})
        m_document.setWhatIf(WhatIf::VisibilityTimeout, v);
    QVERIFY(explorer.sweepPending());
    QTRY_COMPARE(swept.count(), 2);
    QTest::qWait(300);
    QCOMPARE(swept.count(), 2);

    // A hidden panel waits until it is shown.
    explorer.hide();
    m_document.setWhatIf(WhatIf::HeartbeatInterval, 10);
    QTest::qWait(300);
    QCOMPARE(swept.count(), 2);
    QVERIFY(explorer.sweepPending());
    explorer.show();
    QTRY_COMPARE(swept.count(), 3);
    // With a heartbeat every 10 s, no timeout longer than that charges twice: the first
    // heartbeat comes before the first deadline, and each extends the loan.
    for (const SweepPoint &p : explorer.sweep()) {
        if (p.value > 10)
            QCOMPARE(p.metrics.duplicateEffects, std::uint64_t(0));
    }
    QVERIFY(explorer.sweep().front().metrics.duplicateEffects > 0);
}

void TestTimeoutExplorer::largeRunsAreNotSwept()
{
    Scenario big = scenarioFile("choosing-the-timeout");
    big.producers.front().rates.front().perSecond = 40; // 16,000 orders
    big.workers.front().count = 100;
    m_document.setScenario(big);
    QVERIFY(m_document.run()->log().size() > TimeoutExplorer::maxSweepEvents);
    TimeoutExplorer explorer(&m_document);
    QSignalSpy swept(&explorer, &TimeoutExplorer::sweepUpdated);
    explorer.updateSweepNow();
    QCOMPARE(swept.count(), 1);
    QVERIFY(explorer.sweep().empty());
    QVERIFY2(explorer.sweepNote().contains(QStringLiteral("events")),
             qPrintable(explorer.sweepNote()));
    // The histogram still shows the run.
    QCOMPARE(std::uint64_t(explorer.histogram().jobs), jobsStarted(*m_document.run()));
}

void TestTimeoutExplorer::aSweepLeavesTheWindowFree()
{
    QVERIFY(m_document.setScenario(slowToSweep()));
    QVERIFY(m_document.run()->log().size() <= TimeoutExplorer::maxSweepEvents);
    TimeoutExplorer explorer(&m_document);
    QSignalSpy swept(&explorer, &TimeoutExplorer::sweepUpdated);
    int ticks = 0;
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, this, [&] { ++ticks; });
    ticker.start(5);
    explorer.updateSweepNow();
    // It returns before the points are there, and says it is computing them.
    QCOMPARE(swept.count(), 0);
    QVERIFY(explorer.sweepRunning());
    QVERIFY(explorer.sweep().empty());
    QVERIFY2(explorer.sweepNote().contains(QStringLiteral("Computing")),
             qPrintable(explorer.sweepNote()));
    QVERIFY(swept.wait(120'000));
    QCOMPARE(swept.count(), 1);
    // The event loop went on meanwhile: a window would have repainted and taken input.
    QVERIFY2(ticks >= 2, qPrintable(QString::number(ticks)));
    QVERIFY(!explorer.sweepRunning());
    // The points are the same runs made on this thread: the engine's runs are pure functions.
    const std::vector<SweepPoint> &sweep = explorer.sweep();
    QVERIFY(sweep.size() >= 15 && sweep.size() <= 25);
    std::vector<double> values;
    for (const SweepPoint &point : sweep)
        values.push_back(point.value);
    const std::vector<SweepPoint> here =
        sweepWhatIf(m_document.scenario(), WhatIf::VisibilityTimeout, values);
    for (std::size_t i = 0; i < sweep.size(); ++i) {
        QVERIFY(sweep[i].problems.empty());
        QCOMPARE(sweep[i].metrics.duplicateEffects, here[i].metrics.duplicateEffects);
        QCOMPARE(sweep[i].metrics.messagesSent, here[i].metrics.messagesSent);
        QCOMPARE(sweep[i].metrics.sendToEffect.max, here[i].metrics.sendToEffect.max);
    }
    QVERIFY(explorer.sweepNote().contains(QStringLiteral("Click a point")));
}

void TestTimeoutExplorer::aSweepOfAnEarlierRunIsThrownAway()
{
    QVERIFY(m_document.setScenario(slowToSweep()));
    TimeoutExplorer explorer(&m_document);
    QSignalSpy swept(&explorer, &TimeoutExplorer::sweepUpdated);
    explorer.updateSweepNow();
    QVERIFY(explorer.sweepRunning());
    // An edit while it computes: its points would be of the run before.
    QVERIFY(m_document.setWhatIf(WhatIf::HeartbeatInterval, 10).isEmpty());
    QVERIFY(!explorer.sweepRunning());
    QVERIFY(explorer.sweepPending());
    explorer.updateSweepNow();
    QVERIFY(swept.wait(120'000));
    // Only the new sweep arrives, and its points are the heartbeat's: no timeout longer than the
    // heartbeat charges twice.
    QVERIFY(QThreadPool::globalInstance()->waitForDone(120'000));
    QCoreApplication::processEvents();
    QCOMPARE(swept.count(), 1);
    QVERIFY(!explorer.sweep().empty());
    for (const SweepPoint &p : explorer.sweep()) {
        if (p.value > 10)
            QCOMPARE(p.metrics.duplicateEffects, std::uint64_t(0));
    }
}

void TestTimeoutExplorer::aPanelClosedDuringItsSweepStopsIt()
{
    QVERIFY(m_document.setScenario(slowToSweep()));
    for (int i = 0; i < 3; ++i) {
        auto *explorer = new TimeoutExplorer(&m_document);
        explorer->show();
        explorer->updateSweepNow();
        QVERIFY(explorer->sweepRunning());
        // Closed at once, or a moment into its sweep.
        QTest::qWait(i * 20);
        delete explorer;
    }
    // The sweeps' threads end without the panels (AddressSanitizer would see a use after free),
    // and nothing they send reaches anything.
    QVERIFY(QThreadPool::globalInstance()->waitForDone(120'000));
    QCoreApplication::processEvents();
    QVERIFY(m_document.run());
}

void TestTimeoutExplorer::paints_data()
{
    QTest::addColumn<bool>("dark");
    QTest::addColumn<double>("scale");
    QTest::addColumn<int>("timeout");
    QTest::addColumn<int>("heartbeat");
    QTest::addColumn<int>("width");
    QTest::newRow("light, scale 1") << false << 1.0 << 30 << 0 << 560;
    QTest::newRow("dark, scale 1") << true << 1.0 << 30 << 0 << 560;
    QTest::newRow("light, scale 2") << false << 2.0 << 30 << 0 << 560;
    QTest::newRow("dark, scale 2") << true << 2.0 << 30 << 0 << 560;
    QTest::newRow("light, scale 1, timeout near the p99") << false << 1.0 << 60 << 0 << 560;
    QTest::newRow("dark, scale 2, timeout past the sweep") << true << 2.0 << 400 << 0 << 560;
    QTest::newRow("light, scale 2, an hour and a heartbeat") << false << 2.0 << 3600 << 10 << 560;
    QTest::newRow("light, scale 1, heartbeat") << false << 1.0 << 20 << 10 << 560;
    QTest::newRow("narrow, light, scale 1") << false << 1.0 << 30 << 0 << 360;
    QTest::newRow("narrow, dark, scale 2") << true << 2.0 << 30 << 0 << 380;
}

void TestTimeoutExplorer::paints()
{
    QFETCH(bool, dark);
    QFETCH(double, scale);
    QFETCH(int, timeout);
    QFETCH(int, heartbeat);
    QFETCH(int, width);
    Theme::instance().setDark(dark);
    Theme::instance().setScale(scale);
    m_document.setWhatIf(WhatIf::VisibilityTimeout, timeout);
    m_document.setWhatIf(WhatIf::HeartbeatInterval, heartbeat);
    TimeoutExplorer explorer(&m_document);
    explorer.resize(int(width * scale), int(760 * scale));
    explorer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&explorer));
    QVERIFY(sweepNow(explorer));
    // Let the captions' new heights reach the layout, and draw what was queued.
    QCoreApplication::processEvents();
    explorer.histogramPlot()->replot();
    explorer.sweepPlot()->replot();
    const QImage image = explorer.grab().toImage();
    QVERIFY(!image.isNull());
    // The background follows the theme.
    const QImage plot = explorer.histogramPlot()->grab().toImage();
    QCOMPARE(plot.pixelColor(2, 2), Theme::instance().palette().background);

    for (QCustomPlot *chart : {explorer.histogramPlot(), explorer.sweepPlot()}) {
        chart->replot();
        const QRect area = explorer.chartArea(chart);
        const auto labels = explorer.labelRects(chart);
        QVERIFY(!labels.empty());
        for (std::size_t i = 0; i < labels.size(); ++i) {
            QVERIFY2(QRectF(area).contains(labels[i]),
                     qPrintable(
                         QStringLiteral("%1: a label leaves the chart").arg(chart->objectName())));
            for (std::size_t j = i + 1; j < labels.size(); ++j)
                QVERIFY2(!labels[i].intersects(labels[j]),
                         qPrintable(QStringLiteral("%1: labels overlap").arg(chart->objectName())));
        }
        // Every legend entry fits the width.
        QVERIFY(chart->legend->outerRect().width() <= chart->width());
    }
    // Captions wrap rather than widen the panel.
    for (QLabel *label : explorer.findChildren<QLabel *>())
        QVERIFY(label->wordWrap() || label->sizeHint().width() <= explorer.width());

    if (const QByteArray dir = qgetenv("INFLIGHT_GRAB_DIR"); !dir.isEmpty())
        image.save(QDir(QString::fromLocal8Bit(dir))
                       .filePath(QStringLiteral("timeoutexplorer-%1-%2-%3-%4-%5.png")
                                     .arg(dark ? QStringLiteral("dark") : QStringLiteral("light"))
                                     .arg(scale)
                                     .arg(timeout)
                                     .arg(heartbeat)
                                     .arg(width)));
}

void TestTimeoutExplorer::lessonAsksForThePanel()
{
    const LessonLoad load =
        loadLessonFile(std::string(INFLIGHT_SCENARIOS) + "/../14-choosing-the-timeout.json");
    QVERIFY2(load.ok(), load.report().c_str());
    QCOMPARE(load.lesson->panel, std::string("timeoutExplorer"));
    QVERIFY(std::find(lessonPanelNames().begin(), lessonPanelNames().end(), "timeoutExplorer") !=
            lessonPanelNames().end());

    // A misspelt panel is a load error at its place, with the closest valid name.
    const std::string json = R"({
  "id": "t", "title": "T", "goal": "G", "minutes": 5, "level": "beginner",
  "panel": "timeoutExplorr",
  "scenario": {"name": "t", "until": 60, "queues": [{"name": "orders"}],
    "producers": [{"queue": "orders", "messages": [{"at": 0, "key": "ord_1"}]}],
    "workers": [{"queue": "orders", "processing": 1}]},
  "steps": [{"id": "one", "at": 0}],
  "sources": [{"title": "T", "url": "https://docs.aws.amazon.com/t.html"}]
}
)";
    const LessonLoad bad = loadLessonText(json, "## one\n\nOne.\n", "01-t.json", "01-t.md");
    QVERIFY(!bad.ok());
    QCOMPARE(QString::fromStdString(bad.report()),
             QStringLiteral("01-t.json:3:12: panel: unknown panel \"timeoutExplorr\" (did you "
                            "mean \"timeoutExplorer\"?)\n"));
    // Without a panel the lesson has none.
    const LessonLoad none = loadLessonText(json.substr(0, json.find("  \"panel\"")) +
                                               json.substr(json.find("  \"scenario\"")),
                                           "## one\n\nOne.\n", "01-t.json", "01-t.md");
    QVERIFY2(none.ok(), none.report().c_str());
    QVERIFY(none.lesson->panel.empty());
}

QTEST_MAIN(TestTimeoutExplorer)
#include "tst_timeoutexplorer.moc"
