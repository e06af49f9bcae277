// SPDX-License-Identifier: GPL-3.0-or-later
// The timeline widget on the double-charge toy: its lanes and labels, the double-processing
// highlight, clicking, zooming, scrolling, fitting and following the playhead; notes pinned to
// the run, drawn where they are pinned, and the right-click menu that adds, edits and removes them.

#include "englishplurals.h"
#include "notetest.h"
#include "playback.h"
#include "run.h"
#include "scenarioloader.h"
#include "scenariorun.h"
#include "theme.h"
#include "timelinescene.h"
#include "timelineview.h"

#include <QAction>
#include <QDir>
#include <QMenu>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>
#include <QWheelEvent>

#include <qcustomplot.h>

#include <algorithm>
#include <memory>
#include <set>

using namespace inflight;

namespace {

std::shared_ptr<const Run> scenarioRun(const QString &file)
{
    const ScenarioLoad load =
        loadScenarioFile(std::string(INFLIGHT_SCENARIOS) + "/" + file.toStdString());
    if (!load.ok())
        qFatal("%s", load.report().c_str());
    return std::make_shared<const Run>(simulate(*load.scenario));
}

std::shared_ptr<const Run> toyRun()
{
    const ScenarioLoad load =
        loadScenarioFile(std::string(INFLIGHT_SCENARIOS) + "/double-charge-toy.json");
    if (!load.ok())
        qFatal("%s", load.report().c_str());
    return std::make_shared<const Run>(simulate(*load.scenario));
}

/// Many orders, two workers: more message lanes than fit on screen.
std::shared_ptr<const Run> manyMessagesRun(int orders)
{
    Scenario sc;
    sc.name = "many";
    sc.queues.push_back({"orders", {{"VisibilityTimeout", "30"}}});
    ProducerSpec producer;
    producer.queue = "orders";
    producer.rates.push_back({0, static_cast<TimeMs>(orders) * 500, 2, false});
    sc.producers.push_back(producer);
    WorkerSpec worker;
    worker.count = 2;
    worker.queue = "orders";
    worker.processing = DurationProfile::fixed(800);
    sc.workers.push_back(worker);
    return std::make_shared<const Run>(simulate(sc));
}

QPoint pointAt(TimelineView &view, double seconds, int lane)
{
    return QPoint(static_cast<int>(view.plot()->xAxis->coordToPixel(seconds)),
                  view.laneRect(lane).center().y());
}

void sendWheel(QWidget *widget, QPoint position, int delta, Qt::KeyboardModifiers modifiers)
{
    QWheelEvent event(QPointF(position), QPointF(widget->mapToGlobal(position)), QPoint(),
                      QPoint(0, delta), Qt::NoButton, modifiers, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(widget, &event);
}

/// The average colour of a small square.
QColor averageAround(const QImage &image, QPoint centre, int half)
{
    double r = 0, g = 0, b = 0;
    int n = 0;
    for (int y = centre.y() - half; y <= centre.y() + half; ++y) {
        for (int x = centre.x() - half; x <= centre.x() + half; ++x) {
            const QColor c = image.pixelColor(x, y);
            r += c.redF();
            g += c.greenF();
            b += c.blueF();
            ++n;
        }
    }
    return QColor::fromRgbF(static_cast<float>(r / n), static_cast<float>(g / n),
                            static_cast<float>(b / n));
}

/// What is wrong with a set of label rectangles: two that overlap, or one outside the lanes.
QString labelTrouble(const std::vector<QRectF> &labels, const QRectF &area)
{
    auto describe = [](const QRectF &r) {
        return QStringLiteral("(%1,%2 %3x%4)")
            .arg(r.x(), 0, 'f', 1)
            .arg(r.y(), 0, 'f', 1)
            .arg(r.width(), 0, 'f', 1)
            .arg(r.height(), 0, 'f', 1);
    };
    for (std::size_t i = 0; i < labels.size(); ++i) {
        if (!area.contains(labels[i]))
            return QStringLiteral("label %1 %2 is outside the lanes %3")
                .arg(i)
                .arg(describe(labels[i]), describe(area));
        for (std::size_t j = i + 1; j < labels.size(); ++j) {
            if (labels[i].intersects(labels[j]))
                return QStringLiteral("labels %1 %2 and %3 %4 overlap")
                    .arg(i)
                    .arg(describe(labels[i]))
                    .arg(j)
                    .arg(describe(labels[j]));
        }
    }
    return {};
}

QAction *actionNamed(QMenu *menu, const QString &text)
{
    for (QAction *action : menu->actions()) {
        if (action->text() == text)
            return action;
    }
    return nullptr;
}

} // namespace

class TestTimelineView : public QObject {
    Q_OBJECT

    // Counted texts as the program's English catalogue writes them: "10 of 23 events".
    test::EnglishPlurals m_plurals;

private:
    std::unique_ptr<Playback> m_playback;
    std::unique_ptr<TimelineView> m_view;

    void show(std::shared_ptr<const Run> run, QSize size = QSize(1100, 560))
    {
        m_playback = std::make_unique<Playback>();
        m_playback->setRun(std::move(run));
        m_view = std::make_unique<TimelineView>(m_playback.get());
        m_view->resize(size);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        settle();
    }
    /// Runs the queued replots, and one immediate replot so the layout is current.
    void settle()
    {
        QCoreApplication::processEvents();
        m_view->plot()->replot();
        QCoreApplication::processEvents();
    }
    int laneLabelled(const QString &label) const
    {
        for (int lane = 0; lane < m_view->laneCount(); ++lane) {
            if (m_view->laneLabel(lane) == label)
                return lane;
        }
        return -1;
    }

private slots:
    void init()
    {
        Theme::instance().setDark(false);
        Theme::instance().setScale(1);
        Theme::instance().setPresentation(false);
    }

    void theLegendExplainsNotesWhenThereAreAny()
    {
        const auto run = toyRun();
        RunTimeline timeline(*run);
        QCustomPlot plot;
        TimelineScene scene(&plot, TimelineScene::Mode::Print);
        scene.setModel(TimelineModel(&timeline));
        plot.xAxis->setRange(0, 100);
        QVERIFY(scene.showsInLegend(LegendItem::InFlight));
        QVERIFY(!scene.showsInLegend(LegendItem::Note));
        // A note on a message the run does not have is not drawn, so not explained either.
        scene.setAnnotations(
            {testNote(Annotation::Anchor::Message, 30000, 99, QStringLiteral("not in this run"))});
        QVERIFY(!scene.showsInLegend(LegendItem::Note));
        scene.setAnnotations({testNote(Annotation::Anchor::Time, 30000, noMessage,
                                       QStringLiteral("the loan runs out"))});
        QVERIFY(scene.showsInLegend(LegendItem::Note));
        // Nor when it is outside the time on show.
        plot.xAxis->setRange(40, 100);
        QVERIFY(!scene.showsInLegend(LegendItem::Note));
    }

    void cleanup()
    {
        m_view.reset();
        m_playback.reset();
    }

    void toyHasALaneForEveryMessageAndWorker_data()
    {
        QTest::addColumn<int>("lane");
        QTest::addColumn<QString>("label");
        QTest::newRow("the message, with its business key") << 0 << "m1 ord_7731";
        QTest::newRow("the first worker") << 1 << "worker-1";
        QTest::newRow("the second worker") << 2 << "worker-2";
        QTest::newRow("the side effects") << 3 << "effects";
    }

    void toyHasALaneForEveryMessageAndWorker()
    {
        QFETCH(int, lane);
        QFETCH(QString, label);
        show(toyRun());
        const RunTimeline &timeline = *m_playback->timeline();
        QCOMPARE(m_view->laneCount(),
                 static_cast<int>(timeline.messages().size() + timeline.workers().size() + 1));
        QCOMPARE(m_view->laneLabel(lane), label);
        const QRect rect = m_view->laneRect(lane);
        QVERIFY2(!rect.isEmpty(), "every lane of the toy is on screen");
        QVERIFY(m_view->plot()->axisRect()->rect().contains(rect.center()));
        QCOMPARE(m_view->laneAt(rect.center()), lane);
    }

    void workersBeyondWhatFitsShareASummaryLane()
    {
        // Twenty-four workers on sixty orders: a picture with room for six worker lanes gives
        // five workers a lane and the other nineteen one lane between them, whose jobs are the
        // moments any of them was busy and whose marks are all of theirs.
        const auto run = runScenarioText(crowdScenario);
        QVERIFY(run);
        const RunTimeline timeline(*run);
        const auto &workers = timeline.workers();
        QCOMPARE(workers.size(), std::size_t(24));
        const TimelineModel whole(&timeline);
        QCOMPARE(whole.summarizedWorkers(), 0);
        const TimelineModel model(&timeline, 0, -1, 6);
        QCOMPARE(model.summarizedWorkers(), 19);
        QCOMPARE(model.pinnedLaneCount(), 7); // six worker lanes and the effects
        const int summary = model.effectsLane() - 1;
        QVERIFY(model.isWorkerSummary(summary));
        QCOMPARE(model.laneName(summary), QStringLiteral("+19 workers"));
        std::size_t marks = 0;
        std::vector<std::pair<TimeMs, TimeMs>> busy;
        std::set<int> ownLanes;
        for (const WorkerTrack &worker : workers) {
            const int lane = model.laneOfWorker(worker.actor);
            QVERIFY(lane > model.messageLaneCount() - 1 && lane < model.effectsLane());
            if (lane != summary) {
                QVERIFY(ownLanes.insert(lane).second);
                QCOMPARE(model.workerTrack(lane).actor, worker.actor);
                continue;
            }
            marks += worker.marks.size();
            for (const JobSpan &job : worker.jobs)
                busy.emplace_back(job.from, job.to);
        }
        QCOMPARE(ownLanes.size(), std::size_t(5));
        const WorkerTrack &shared = model.workerTrack(summary);
        QCOMPARE(shared.marks.size(), marks);
        QVERIFY(std::is_sorted(
            shared.marks.begin(), shared.marks.end(),
            [](const WorkerMark &a, const WorkerMark &b) { return a.time < b.time; }));
        // Merged spans: in order, apart, each job inside one of them.
        for (std::size_t i = 1; i < shared.jobs.size(); ++i)
            QVERIFY(shared.jobs[i - 1].to < shared.jobs[i].from);
        for (const auto &[from, to] : busy) {
            QVERIFY(std::any_of(shared.jobs.begin(), shared.jobs.end(),
                                [&](const JobSpan &j) { return j.from <= from && to <= j.to; }));
        }
        // The double processings' workers keep their own lanes while there is room.
        std::set<ActorId> overlapping;
        for (const Overlap &overlap : timeline.overlaps()) {
            overlapping.insert(overlap.first);
            overlapping.insert(overlap.second);
        }
        const auto withOwnLane =
            std::count_if(overlapping.begin(), overlapping.end(),
                          [&](ActorId actor) { return model.laneOfWorker(actor) != summary; });
        QCOMPARE(static_cast<std::size_t>(withOwnLane),
                 std::min<std::size_t>(5, overlapping.size()));
        QVERIFY(model.stateAt(summary, shared.jobs.front().from)
                    .startsWith(QStringLiteral("19 workers share this lane")));
    }

    void toyHighlightsTheDoubleProcessing()
    {
        show(toyRun());
        const auto &overlaps = m_view->model().overlaps();
        QCOMPARE(overlaps.size(), std::size_t(1));
        const OverlapHighlight &overlap = overlaps.front();
        QCOMPARE(overlap.from, TimeMs(30000));
        QCOMPARE(overlap.to, TimeMs(45000));
        QCOMPARE(m_view->laneLabel(overlap.firstWorkerLane), QStringLiteral("worker-1"));
        QCOMPARE(m_view->laneLabel(overlap.secondWorkerLane), QStringLiteral("worker-2"));
        QCOMPARE(m_view->laneLabel(overlap.messageLane), QStringLiteral("m1 ord_7731"));

        // It is drawn: red across both worker lanes between 30 and 45 s, and not before.
        const QImage image = m_view->plot()->grab().toImage();
        for (int lane : {overlap.firstWorkerLane, overlap.secondWorkerLane}) {
            const QRect r = m_view->laneRect(lane);
            // Near the lane's top edge, clear of the bar, the label and the marks.
            const int y = r.top() + r.height() / 8;
            const QColor inside =
                averageAround(image, QPoint(pointAt(*m_view, 32, lane).x(), y), 3);
            const QColor before =
                averageAround(image, QPoint(pointAt(*m_view, 10, lane).x(), y), 3);
            QVERIFY2(
                inside.redF() - inside.greenF() > 0.12,
                qPrintable(QStringLiteral("lane %1 at 32 s is %2").arg(lane).arg(inside.name())));
            QVERIFY2(
                std::abs(before.redF() - before.greenF()) < 0.05,
                qPrintable(QStringLiteral("lane %1 at 10 s is %2").arg(lane).arg(before.name())));
        }
    }

    void plainClickSelectsALaneAndKeepsThePlayhead_data()
    {
        QTest::addColumn<QString>("label");
        QTest::addColumn<int>("kind");
        QTest::newRow("a message lane") << "m1 ord_7731" << int(Selection::Kind::Message);
        QTest::newRow("a worker lane") << "worker-2" << int(Selection::Kind::Worker);
    }

    void plainClickSelectsALaneAndKeepsThePlayhead()
    {
        QFETCH(QString, label);
        QFETCH(int, kind);
        show(toyRun());
        m_playback->seek(10000);
        QSignalSpy selected(m_playback.get(), &Playback::selectionChanged);
        const int lane = laneLabelled(label);
        QVERIFY(lane >= 0);
        QTest::mouseClick(m_view->plot(), Qt::LeftButton, {}, pointAt(*m_view, 20, lane));
        QCOMPARE(selected.count(), 1);
        const Selection &selection = m_playback->selection();
        QCOMPARE(int(selection.kind), kind);
        if (selection.kind == Selection::Kind::Message)
            QCOMPARE(selection.message, m_view->model().messageTrack(lane).message);
        else
            QCOMPARE(selection.worker, m_view->model().workerTrack(lane).actor);
        QCOMPARE(m_playback->time(), TimeMs(10000));
    }

    void clickOnALaneLabelSelectsIt()
    {
        show(toyRun());
        const int lane = laneLabelled(QStringLiteral("worker-1"));
        const QPoint onLabel(m_view->plot()->axisRect()->outerRect().left() + 10,
                             m_view->laneRect(lane).center().y());
        QTest::mouseClick(m_view->plot(), Qt::LeftButton, {}, onLabel);
        QCOMPARE(m_playback->selection().kind, Selection::Kind::Worker);
        QCOMPARE(m_playback->selection().worker, m_view->model().workerTrack(lane).actor);
    }

    void ctrlClickAndTheTimeAxisMoveThePlayhead()
    {
        show(toyRun());
        const double msPerPixel =
            m_view->visibleTimeRange().size() * 1000 / m_view->plot()->axisRect()->width();
        QTest::mouseClick(m_view->plot(), Qt::LeftButton, Qt::ControlModifier,
                          pointAt(*m_view, 20, 1));
        QVERIFY2(std::abs(m_playback->time() - 20000) <= msPerPixel,
                 qPrintable(QString::number(m_playback->time())));
        QCOMPARE(m_playback->selection().kind, Selection::Kind::Worker);

        const QRect area = m_view->plot()->axisRect()->rect();
        const QPoint onAxis(static_cast<int>(m_view->plot()->xAxis->coordToPixel(50)),
                            area.bottom() + 8);
        QTest::mouseClick(m_view->plot(), Qt::LeftButton, {}, onAxis);
        QVERIFY2(std::abs(m_playback->time() - 50000) <= msPerPixel,
                 qPrintable(QString::number(m_playback->time())));
    }

    void zoomChangesTimeOnly()
    {
        show(toyRun());
        const QCPRange before = m_view->visibleTimeRange();
        const QCPRange lanesBefore = m_view->plot()->yAxis->range();
        QList<QRect> rects;
        for (int lane = 0; lane < m_view->laneCount(); ++lane)
            rects.append(m_view->laneRect(lane));

        sendWheel(m_view->plot(), pointAt(*m_view, 30, 1), 240, Qt::NoModifier);
        settle();
        const QCPRange wheeled = m_view->visibleTimeRange();
        QVERIFY2(wheeled.size() < before.size() * 0.9, "the wheel zooms time in");
        QVERIFY2(wheeled.contains(30), "about the cursor");

        m_view->zoomIn();
        settle();
        QVERIFY(m_view->visibleTimeRange().size() < wheeled.size());
        m_view->zoomOut();
        m_view->panRight();
        settle();

        QCOMPARE(m_view->plot()->yAxis->range(), lanesBefore);
        for (int lane = 0; lane < m_view->laneCount(); ++lane)
            QCOMPARE(m_view->laneRect(lane), rects.at(lane));
    }

    void fitAllShowsTheWholeRun()
    {
        show(toyRun());
        m_view->zoomIn();
        m_view->zoomIn();
        m_view->panRight();
        settle();
        QVERIFY(m_view->visibleTimeRange().size() < 50);
        m_view->fitAll();
        settle();
        const QCPRange range = m_view->visibleTimeRange();
        const double end = static_cast<double>(m_playback->endTime()) / 1000;
        QCOMPARE(end, 75.0);
        QVERIFY2(range.lower <= 0 && range.upper >= end, "0 to the end is on screen");
        QVERIFY2(range.lower >= -0.05 * end && range.upper <= 1.05 * end, "and little else");

        // F does the same.
        m_view->zoomIn();
        QTest::keyClick(m_view->plot(), Qt::Key_F);
        QCOMPARE(m_view->visibleTimeRange(), range);
    }

    void fitAllShowsWhereSomethingHappens()
    {
        // The busy period's run lasts 600 s; its last message is deleted before 300 s and the
        // workers then poll an empty queue. Fitting shows the story, not 300 s of nothing.
        show(scenarioRun(QStringLiteral("busy-period-double-charge.json")));
        m_view->fitAll();
        settle();
        const QCPRange range = m_view->visibleTimeRange();
        const RunTimeline timeline(*m_playback->run());
        const double last = static_cast<double>(timeline.activeSpan().second) / 1000;
        QCOMPARE(static_cast<double>(m_playback->endTime()) / 1000, 600.0);
        QVERIFY2(last > 250 && last < 320, qPrintable(QString::number(last)));
        QVERIFY2(range.lower <= 0 && range.upper >= last, "the story is on screen");
        QVERIFY2(range.upper <= last * 1.05, qPrintable(QString::number(range.upper)));
        // Zooming out still reaches the end of the run.
        for (int i = 0; i < 6; ++i)
            m_view->zoomOut();
        settle();
        QVERIFY(m_view->visibleTimeRange().upper >= 600);
    }

    void theVisibleWindowIsThePlaybacksAndFollowsBothWays()
    {
        show(toyRun());
        /// The Playback's window as the axis's range, to compare with the axis.
        auto shared = [this] {
            const TimeWindow window = m_playback->visibleRange();
            return QCPRange(window.fromSeconds, window.toSeconds);
        };
        QVERIFY(!m_playback->visibleRange().empty());
        QCOMPARE(shared(), m_view->visibleTimeRange());

        // Set on the Playback, the window moves the axis, once: no echo comes back.
        QSignalSpy moved(m_playback.get(), &Playback::visibleRangeChanged);
        m_playback->setVisibleRange({20, 40});
        settle();
        QCOMPARE(moved.count(), 1);
        QCOMPARE(m_view->visibleTimeRange(), QCPRange(20, 40));
        QCOMPARE(shared(), QCPRange(20, 40));
        m_playback->setVisibleRange({20, 40});
        QCOMPARE(moved.count(), 1);

        // The user's zoom (the wheel) and pan (A/D) are written back.
        sendWheel(m_view->plot(), pointAt(*m_view, 30, 1), 240, Qt::NoModifier);
        settle();
        const QCPRange wheeled = m_view->visibleTimeRange();
        QVERIFY2(wheeled.size() < 20 * 0.9, "the wheel zooms in");
        QCOMPARE(shared(), wheeled);
        QTest::keyClick(m_view->plot(), Qt::Key_D);
        settle();
        QVERIFY(m_view->visibleTimeRange().lower > wheeled.lower);
        QCOMPARE(shared(), m_view->visibleTimeRange());

        // A window beyond the run is kept within it, and the Playback says what is shown.
        m_playback->setVisibleRange({-500, 1000});
        settle();
        const QCPRange kept = m_view->visibleTimeRange();
        QVERIFY2(kept.lower > -500 && kept.upper < 1000, "kept within the run");
        QCOMPARE(shared(), kept);

        // An empty window asks for the whole story: what Fit (F) shows.
        m_playback->setVisibleRange({30, 35});
        m_playback->setVisibleRange({});
        settle();
        const QCPRange story = m_view->visibleTimeRange();
        QCOMPARE(shared(), story);
        m_view->zoomIn();
        m_view->fitAll();
        QCOMPARE(m_view->visibleTimeRange(), story);
        QCOMPARE(shared(), story);
    }

    void zoomAndPanStayWithinTheRun()
    {
        show(toyRun());
        for (int i = 0; i < 40; ++i)
            m_view->zoomIn();
        QVERIFY(m_view->visibleTimeRange().size() >= 0.0099);
        for (int i = 0; i < 40; ++i)
            m_view->zoomOut();
        for (int i = 0; i < 20; ++i)
            m_view->panRight();
        const QCPRange range = m_view->visibleTimeRange();
        QVERIFY(range.upper <= 75 * 1.05);
        QVERIFY(range.lower >= -75 * 0.05);
    }

    void manyLanesScrollWithTheScrollBarAndShiftWheel()
    {
        show(manyMessagesRun(80), QSize(900, 420));
        QCOMPARE(m_view->model().messageLaneCount(), 80);
        QVERIFY2(m_view->laneScrollBar()->isVisible(), "80 lanes do not fit in 420 pixels");
        const int workerLane = laneLabelled(QStringLiteral("worker-1"));
        const QRect workerBefore = m_view->laneRect(workerLane);
        QVERIFY2(!workerBefore.isEmpty(), "worker lanes stay pinned on screen");
        const QRect firstBefore = m_view->laneRect(0);
        const QCPRange time = m_view->visibleTimeRange();

        sendWheel(m_view->plot(), pointAt(*m_view, 10, 0), -120, Qt::ShiftModifier);
        settle();
        const QRect firstAfter = m_view->laneRect(0);
        QVERIFY2(firstAfter.isEmpty() || firstAfter.top() < firstBefore.top(),
                 "Shift+wheel scrolls the message lanes");
        QCOMPARE(m_view->visibleTimeRange(), time);
        QCOMPARE(m_view->laneRect(workerLane), workerBefore);

        m_view->laneScrollBar()->setValue(m_view->laneScrollBar()->maximum());
        settle();
        QVERIFY2(!m_view->laneRect(79).isEmpty(), "the scroll bar reaches the last message");

        // Selecting a message scrolls it into view.
        m_playback->selectMessage(m_view->model().messageTrack(0).message);
        settle();
        QVERIFY(!m_view->laneRect(0).isEmpty());
    }

    void theTimeAxisSpeaksInTheUnitOfTheZoom_data()
    {
        QTest::addColumn<double>("fromSeconds");
        QTest::addColumn<double>("toSeconds");
        QTest::addColumn<QString>("label");
        QTest::addColumn<QString>("aTick");
        // Lesson 3's 25-hour run: 90000 s means nothing to a class; 24:00 does.
        QTest::newRow("the whole 25 hours") << 0.0 << 90100.0 << "time (h:min)"
                                            << "24:00";
        QTest::newRow("an hour") << 3600.0 << 7200.0 << "time (min:s)"
                                 << "90:00";
        QTest::newRow("two minutes") << 600.0 << 720.0 << "time (s)"
                                     << "700";
    }

    void theTimeAxisSpeaksInTheUnitOfTheZoom()
    {
        QFETCH(double, fromSeconds);
        QFETCH(double, toSeconds);
        QFETCH(QString, label);
        QFETCH(QString, aTick);
        const ScenarioLoad load =
            loadScenarioFile(std::string(INFLIGHT_SCENARIOS) + "/heartbeats.json");
        QVERIFY2(load.ok(), load.report().c_str());
        show(std::make_shared<const Run>(simulate(*load.scenario)));
        m_view->plot()->xAxis->setRange(fromSeconds, toSeconds);
        settle();
        QCOMPARE(m_view->plot()->xAxis->label(), label);
        const QVector<QString> ticks = m_view->plot()->xAxis->tickVectorLabels();
        QVERIFY2(ticks.contains(aTick),
                 qPrintable(QStringList(ticks.begin(), ticks.end()).join(u' ')));
    }

    void nearlyFittingLanesSqueezeInsteadOfScrolling_data()
    {
        QTest::addColumn<double>("pixelsPerLane");
        QTest::addColumn<bool>("scrolls");
        // 30 px is the lane height; down to three quarters of it every lane stays on screen.
        QTest::newRow("26 px a lane: squeezed, no scroll bar") << 26.0 << false;
        QTest::newRow("23 px a lane: squeezed, no scroll bar") << 23.0 << false;
        QTest::newRow("18 px a lane: too thin, the messages scroll") << 18.0 << true;
    }

    void nearlyFittingLanesSqueezeInsteadOfScrolling()
    {
        QFETCH(double, pixelsPerLane);
        QFETCH(bool, scrolls);
        show(manyMessagesRun(8), QSize(900, 560));
        const int lanes = m_view->laneCount();
        // Size the view so that the lane area is `pixelsPerLane` for each lane.
        const int overhead = m_view->height() - m_view->plot()->axisRect()->rect().height();
        m_view->resize(900, overhead + static_cast<int>(lanes * pixelsPerLane));
        settle();
        settle();
        QCOMPARE(m_view->laneScrollBar()->isVisible(), scrolls);
        const QRect area = m_view->plot()->axisRect()->rect();
        for (int lane = 0; lane < lanes; ++lane) {
            const QRect rect = m_view->laneRect(lane);
            if (!scrolls) {
                QVERIFY2(!rect.isEmpty() && area.adjusted(0, -1, 0, 1).contains(rect),
                         qPrintable(m_view->laneLabel(lane)));
            }
        }
        // The workers and the effects are always on screen.
        QVERIFY(!m_view->laneRect(laneLabelled(QStringLiteral("effects"))).isEmpty());
    }

    void thePlayheadStaysInView()
    {
        show(toyRun());
        m_view->plot()->xAxis->setRange(0, 10);
        settle();
        m_playback->seek(60000);
        settle();
        QVERIFY2(m_view->visibleTimeRange().contains(60), "a seek off screen brings it in view");
        const QCPRange range = m_view->visibleTimeRange();
        m_playback->seek(61000);
        QCOMPARE(m_view->visibleTimeRange(), range);
    }

    void hoverNarratesTheEventUnderTheCursor()
    {
        show(toyRun());
        const int lane = laneLabelled(QStringLiteral("worker-2"));
        QTest::mouseMove(m_view->plot(), pointAt(*m_view, 75, lane));
        QTRY_VERIFY(QToolTip::isVisible());
        const QString text = QToolTip::text();
        QVERIFY2(text.contains(QLatin1String("ms)")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("worker-2")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("charges the card")), qPrintable(text));
    }

    void hoverCountsWhatAMergedMarkStandsFor()
    {
        // The heartbeats run zoomed out: hundreds of double processings of m1 are one band and
        // the marks of a pixel column are drawn once; the hover says how many there are.
        show(scenarioRun(QStringLiteral("heartbeats.json")), QSize(1280, 720));
        m_view->fitAll();
        settle();
        const int lane = laneLabelled(QStringLiteral("worker-1"));
        QVERIFY(lane >= 0);
        const RunTimeline &timeline = *m_playback->timeline();
        QVERIFY(timeline.overlaps().size() > 100);
        const Overlap &middle = timeline.overlaps()[timeline.overlaps().size() / 2];
        const double seconds = static_cast<double>(middle.from + middle.to) / 2000.0;
        QTest::mouseMove(m_view->plot(), pointAt(*m_view, seconds, lane));
        QTRY_VERIFY(QToolTip::isVisible());
        const QString text = QToolTip::text();
        QVERIFY2(text.contains(QLatin1String("double processings of m1")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("zoom in to see each")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("events on this lane within")), qPrintable(text));
    }

    void followsTheTheme()
    {
        show(toyRun());
        const QColor light = m_view->plot()->grab().toImage().pixelColor(2, 2);
        Theme::instance().setDark(true);
        Theme::instance().setScale(2);
        settle();
        const QColor dark = m_view->plot()->grab().toImage().pixelColor(2, 2);
        QVERIFY(light.lightnessF() > 0.8);
        QVERIFY(dark.lightnessF() < 0.3);
        QVERIFY2(!m_view->laneRect(3).isEmpty(), "the lanes still fit at scale 2");
        QCOMPARE(m_view->laneLabel(0), QStringLiteral("m1 ord_7731"));
    }

    void aNewRunKeepsTheZoom()
    {
        show(toyRun());
        m_playback->seek(30000);
        m_view->plot()->xAxis->setRange(20, 40);
        // A what-if edit: the same moment of a new run stays on screen.
        m_playback->setRun(toyRun());
        settle();
        QCOMPARE(m_view->visibleTimeRange(), QCPRange(20, 40));
        QCOMPARE(m_view->laneCount(), 4);
    }

    void aNoteIsDrawnWhereItIsPinned_data()
    {
        QTest::addColumn<int>("anchor");
        QTest::addColumn<int>("timeMs");
        QTest::addColumn<int>("message");
        QTest::addColumn<QString>("onLane");
        QTest::addColumn<bool>("drawn");
        QTest::newRow("a moment: a rule across the lanes, its flag at the top")
            << int(Annotation::Anchor::Time) << 30000 << 0 << QString() << true;
        QTest::newRow("a message: a pin on its lane")
            << int(Annotation::Anchor::Message) << 45000 << 1 << "m1 ord_7731" << true;
        QTest::newRow("an event of a message: a pin on its lane")
            << int(Annotation::Anchor::Event) << 30000 << 1 << "m1 ord_7731" << true;
        QTest::newRow("a message this run does not have: not drawn")
            << int(Annotation::Anchor::Message) << 45000 << 9 << QString() << false;
    }

    void aNoteIsDrawnWhereItIsPinned()
    {
        QFETCH(int, anchor);
        QFETCH(int, timeMs);
        QFETCH(int, message);
        QFETCH(QString, onLane);
        QFETCH(bool, drawn);
        show(toyRun());
        const QImage without = m_view->plot()->grab().toImage();
        m_playback->addAnnotation(testNote(static_cast<Annotation::Anchor>(anchor), timeMs,
                                           static_cast<MessageNumber>(message),
                                           QStringLiteral("charged again here")));
        settle();
        const QRect label = m_view->noteLabelRect(0);
        QCOMPARE(!label.isEmpty(), drawn);
        const QImage with = m_view->plot()->grab().toImage();
        if (!drawn) {
            QCOMPARE(with, without);
            return;
        }
        const QRect area = m_view->plot()->axisRect()->rect();
        const double x = m_view->plot()->xAxis->coordToPixel(timeMs / 1000.0);
        // The label starts at its pin or hangs from its rule, and says what the note says.
        QVERIFY2(std::abs(label.left() - x) < 30,
                 qPrintable(QStringLiteral("%1 vs %2").arg(label.left()).arg(x)));
        if (onLane.isEmpty()) {
            QVERIFY2(label.top() - area.top() < 10, "the flag is at the top of the lanes");
            // The rule: purple dashes down the lanes, far below the flag.
            QVERIFY2(purplish(with, QRect(int(x) - 2, area.bottom() - 60, 5, 50)) > 10,
                     "a dashed purple rule across the lanes");
        } else {
            const QRect lane = m_view->laneRect(laneLabelled(onLane));
            QVERIFY2(lane.adjusted(0, -4, 0, 4).contains(label.center()),
                     "the label is on the note's lane");
        }
        QCOMPARE(m_view->noteAt(label.center()), 0);
        QVERIFY2(purplish(with, label) > 20, "the numbered tab is purple");
        QVERIFY2(purplish(without, label) < 5, "and it was not there before the note");
    }

    void aNoteOutsideTheZoomIsNotDrawn()
    {
        show(toyRun());
        m_playback->addAnnotation(testNote(Annotation::Anchor::Time, 60000, noMessage, "late"));
        m_view->plot()->xAxis->setRange(0, 20);
        settle();
        QVERIFY(m_view->noteLabelRect(0).isEmpty());
        m_view->fitAll();
        settle();
        QVERIFY(!m_view->noteLabelRect(0).isEmpty());
    }

    void aNoteBehindTheCurtainIsNotDrawn()
    {
        show(toyRun());
        m_playback->setAnnotations(
            {testNote(Annotation::Anchor::Time, 10000, noMessage, "before the question"),
             testNote(Annotation::Anchor::Message, 45000, 1, "the answer")});
        m_playback->setCurtain(20000);
        settle();
        QVERIFY(!m_view->noteLabelRect(0).isEmpty());
        QVERIFY(m_view->noteLabelRect(1).isEmpty());
        m_playback->setCurtain(std::nullopt);
        settle();
        QVERIFY(!m_view->noteLabelRect(1).isEmpty());
    }

    void aLongNoteIsElidedAndTheHoverSaysItAll()
    {
        show(toyRun());
        const QString text =
            QStringLiteral("The visibility timeout ran out while worker-1 was still charging the "
                           "card, so worker-2 received the same order and charged it again");
        m_playback->addAnnotation(testNote(Annotation::Anchor::Message, 30000, 1, text));
        settle();
        const QRect label = m_view->noteLabelRect(0);
        QVERIFY(!label.isEmpty());
        QVERIFY2(label.width() < m_view->plot()->axisRect()->width() / 3,
                 qPrintable(QString::number(label.width())));
        QTest::mouseMove(m_view->plot(), label.center());
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(QStringLiteral("charged it again")),
                 qPrintable(QToolTip::text()));
        QVERIFY2(QToolTip::text().contains(QStringLiteral("Note 1")), qPrintable(QToolTip::text()));
    }

    void notesCloseTogetherDoNotCoverEachOther_data()
    {
        QTest::addColumn<int>("anchor");
        QTest::addColumn<int>("message");
        QTest::newRow("two moments half a second apart") << int(Annotation::Anchor::Time) << 0;
        QTest::newRow("two notes on one message") << int(Annotation::Anchor::Message) << 1;
    }

    void notesCloseTogetherDoNotCoverEachOther()
    {
        QFETCH(int, anchor);
        QFETCH(int, message);
        show(toyRun());
        const auto kind = static_cast<Annotation::Anchor>(anchor);
        const auto m = static_cast<MessageNumber>(message);
        m_playback->setAnnotations({testNote(kind, 30000, m, "the lease runs out"),
                                    testNote(kind, 30500, m, "worker-2 receives it")});
        settle();
        const QRect first = m_view->noteLabelRect(0);
        const QRect second = m_view->noteLabelRect(1);
        QVERIFY(!first.isEmpty());
        QVERIFY(!second.isEmpty());
        QVERIFY2(!first.intersects(second), "stacked, not on top of each other");
        QCOMPARE(m_view->noteAt(first.center()), 0);
        QCOMPARE(m_view->noteAt(second.center()), 1);
    }

    void rightClickDraftsANoteUnderTheCursor_data()
    {
        QTest::addColumn<QString>("lane");
        QTest::addColumn<int>("anchor");
        QTest::addColumn<int>("message");
        QTest::newRow("on a message's lane: about that message")
            << "m1 ord_7731" << int(Annotation::Anchor::Message) << 1;
        QTest::newRow("on a worker's lane: about the moment")
            << "worker-2" << int(Annotation::Anchor::Time) << 0;
    }

    void rightClickDraftsANoteUnderTheCursor()
    {
        QFETCH(QString, lane);
        QFETCH(int, anchor);
        QFETCH(int, message);
        show(toyRun());
        const double msPerPixel =
            m_view->visibleTimeRange().size() * 1000 / m_view->plot()->axisRect()->width();
        QSignalSpy added(m_view.get(), &TimelineView::addNoteRequested);
        std::unique_ptr<QMenu> menu(
            m_view->contextMenuAt(pointAt(*m_view, 20, laneLabelled(lane))));
        QVERIFY(actionNamed(menu.get(), QStringLiteral("Edit note…")) == nullptr);
        QAction *add = actionNamed(menu.get(), QStringLiteral("Add note here…"));
        QVERIFY(add);
        add->trigger();
        QCOMPARE(added.count(), 1);
        const auto draft = added.at(0).at(0).value<Annotation>();
        QCOMPARE(int(draft.anchor), anchor);
        QCOMPARE(draft.message, static_cast<MessageNumber>(message));
        QVERIFY2(std::abs(draft.timeMs - 20000) <= msPerPixel,
                 qPrintable(QString::number(draft.timeMs)));
        QVERIFY(draft.text.isEmpty());
        QCOMPARE(m_playback->annotations().size(), std::size_t(0));
    }

    void rightClickOnANoteEditsOrRemovesIt()
    {
        show(toyRun());
        m_playback->setAnnotations({testNote(Annotation::Anchor::Time, 10000, noMessage, "first"),
                                    testNote(Annotation::Anchor::Message, 45000, 1, "second")});
        settle();
        const QPoint onSecond = m_view->noteLabelRect(1).center();
        QSignalSpy edit(m_view.get(), &TimelineView::editNoteRequested);
        std::unique_ptr<QMenu> menu(m_view->contextMenuAt(onSecond));
        QVERIFY(actionNamed(menu.get(), QStringLiteral("Add note here…")));
        actionNamed(menu.get(), QStringLiteral("Edit note…"))->trigger();
        QCOMPARE(edit.count(), 1);
        QCOMPARE(edit.at(0).at(0).toInt(), 1);

        menu.reset(m_view->contextMenuAt(onSecond));
        actionNamed(menu.get(), QStringLiteral("Remove note"))->trigger();
        QCOMPARE(m_playback->annotations().size(), std::size_t(1));
        QCOMPARE(m_playback->annotations().front().text, QStringLiteral("first"));
        settle();
        QVERIFY(m_view->noteLabelRect(1).isEmpty());
        QVERIFY(!m_view->noteLabelRect(0).isEmpty());
    }

    void theContextMenuOpensOnRightClick()
    {
        show(toyRun());
        const QPoint at = pointAt(*m_view, 20, 0);
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, m_view->plot()->mapToGlobal(at));
        QCoreApplication::sendEvent(m_view->plot(), &event);
        QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QVERIFY(actionNamed(menu, QStringLiteral("Add note here…")));
        menu->close();
    }

    void labelsNeverOverlap_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("picture");
        QTest::addColumn<double>("scale");
        const std::pair<const char *, const char *> scenarios[] = {
            {"the default scenario", "double-charged-order.json"},
            {"heartbeats", "heartbeats.json"},
            {"the busy period", "busy-period-double-charge.json"}};
        // The sizes a class sees: a projector, a laptop, a full-HD screen, and the timeline
        // docked in the main window on a 1280x720 projector.
        const QSize sizes[] = {{1280, 720}, {1600, 900}, {1920, 1080}, {830, 300}};
        for (const auto &[words, file] : scenarios) {
            for (const QSize size : sizes) {
                for (const bool picture : {false, true}) {
                    if (picture && size.height() < 400)
                        continue;
                    QTest::addRow("%s, %s at %dx%d", words, picture ? "exported" : "in the widget",
                                  size.width(), size.height())
                        << QString::fromLatin1(file) << size << picture << 1.0;
                }
            }
            // Presentation mode on a projector: everything twice the size.
            QTest::addRow("%s, in the widget at 1280x720 at scale 2", words)
                << QString::fromLatin1(file) << QSize(1280, 720) << false << 2.0;
        }
    }

    void labelsNeverOverlap()
    {
        QFETCH(QString, scenario);
        QFETCH(QSize, size);
        QFETCH(bool, picture);
        QFETCH(double, scale);
        Theme::instance().setScale(scale);
        const auto run = scenarioRun(scenario);
        std::vector<QRectF> labels;
        QRectF area;
        if (picture) {
            // As the export draws it: a light picture with a title and a caption, never shown.
            RunTimeline timeline(*run);
            QCustomPlot plot;
            plot.setAttribute(Qt::WA_DontShowOnScreen);
            plot.resize(size);
            TimelineScene scene(&plot, TimelineScene::Mode::Print);
            scene.setStyle(TimelineStyle::forPrint(size));
            scene.setModel(TimelineModel(&timeline));
            scene.setTitle(QStringLiteral("A title"));
            scene.setCaption(QStringLiteral("A caption\non two lines"));
            const double end = static_cast<double>(timeline.endTime()) / 1000.0;
            plot.xAxis->setRange(-end * 0.025, end * 1.025);
            QImage image(size, QImage::Format_RGB32);
            QCPPainter painter(&image);
            plot.toPainter(&painter, size.width(), size.height());
            painter.end();
            labels = scene.placedLabelRects();
            area = QRectF(plot.axisRect()->rect());
        } else {
            show(run, size);
            labels = m_view->placedLabelRects();
            area = QRectF(m_view->plot()->axisRect()->rect());
        }
        QVERIFY2(!labels.empty(), "every one of these runs has something to label");
        const QString trouble = labelTrouble(labels, area);
        QVERIFY2(trouble.isEmpty(), qPrintable(trouble));
    }

    void labelsKeepClearOfTheMarksTheyDoNotName_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("docked in the main window at 1280x720") << QSize(830, 300);
        QTest::newRow("at 1280x720") << QSize(1280, 720);
        QTest::newRow("at 1920x1080") << QSize(1920, 1080);
    }

    void labelsKeepClearOfTheMarksTheyDoNotName()
    {
        // The default scenario's story: worker-1 charges at 45 s and its delete is stale;
        // worker-2 charges again at 75 s, and its delete is stale too. No caption or label may
        // cover those marks (from the top of the lane, where the delete ticks are, down to the
        // middle, where the charges are).
        QFETCH(QSize, size);
        show(scenarioRun(QStringLiteral("double-charged-order.json")), size);
        const std::vector<QRectF> labels = m_view->placedLabelRects();
        for (const auto &[seconds, worker] : {std::pair{45.0, QStringLiteral("worker-1")},
                                              std::pair{75.0, QStringLiteral("worker-2")}}) {
            const QRect lane = m_view->laneRect(laneLabelled(worker));
            const double x = m_view->plot()->xAxis->coordToPixel(seconds);
            for (double y = lane.top() + 0.12 * lane.height(); y <= lane.center().y(); y += 1) {
                for (const QRectF &label : labels) {
                    QVERIFY2(!label.contains(QPointF(x, y)),
                             qPrintable(QStringLiteral("a label covers %1 at %2 s (y %3)")
                                            .arg(worker)
                                            .arg(seconds)
                                            .arg(y)));
                }
            }
        }
    }

    void labelsKeepClearOfNotes()
    {
        show(scenarioRun(QStringLiteral("double-charged-order.json")), QSize(830, 300));
        m_playback->setAnnotations(
            {testNote(Annotation::Anchor::Time, 45000, noMessage, "charged here"),
             testNote(Annotation::Anchor::Message, 75000, 1, "and again here"),
             testNote(Annotation::Anchor::Time, 75500, noMessage, "the second charge")});
        settle();
        const std::vector<QRectF> labels = m_view->placedLabelRects();
        QVERIFY(!labels.empty());
        for (int i = 0; i < 3; ++i) {
            const QRect noteLabel = m_view->noteLabelRect(i);
            QVERIFY2(!noteLabel.isEmpty(),
                     qPrintable(QStringLiteral("note %1 is drawn").arg(i + 1)));
            for (const QRectF &label : labels)
                QVERIFY2(!label.intersects(QRectF(noteLabel)),
                         qPrintable(QStringLiteral("note %1 is under a label").arg(i + 1)));
        }
    }

    void saveNoteShots()
    {
        // With INFLIGHT_TIMELINE_SHOTS=<dir>, pictures of notes on the toy's timeline, to look at.
        const QString dir = qEnvironmentVariable("INFLIGHT_TIMELINE_SHOTS");
        if (dir.isEmpty())
            QSKIP("set INFLIGHT_TIMELINE_SHOTS to a directory to save pictures of notes");
        QDir().mkpath(dir);
        for (const double scale : {1.0, 2.0}) {
            for (const bool dark : {false, true}) {
                Theme::instance().setDark(dark);
                Theme::instance().setScale(scale);
                show(toyRun(), QSize(1280, 460));
                m_playback->setAnnotations(
                    {testNote(Annotation::Anchor::Time, 30000, noMessage,
                              "The visibility timeout runs out: m1 is visible again"),
                     testNote(Annotation::Anchor::Message, 30000, 1, "worker-2 receives m1"),
                     testNote(Annotation::Anchor::Message, 31000, 1, "still held by worker-1"),
                     testNote(Annotation::Anchor::Time, 45500, noMessage, "charged twice"),
                     testNote(Annotation::Anchor::Event, 75000, 1, "deleted at last")});
                m_playback->seek(40000);
                settle();
                m_view->plot()->grab().save(QStringLiteral("%1/notes-s%2-%3.png")
                                                .arg(dir)
                                                .arg(scale)
                                                .arg(dark ? "dark" : "light"));
                cleanup();
            }
        }
    }
};

QTEST_MAIN(TestTimelineView)
#include "tst_timelineview.moc"
