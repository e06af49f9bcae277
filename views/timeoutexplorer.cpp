// SPDX-License-Identifier: GPL-3.0-or-later
#include "timeoutexplorer.h"

#include "common/paint.h"
#include "runtimeline.h"
#include "sqslimits.h"
#include "theme.h"
#include "timeoutexplorerstyle.h"

#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPixmap>
#include <QPromise>
#include <QThreadPool>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <climits>
#include <cmath>

namespace inflight {

namespace {

constexpr WhatIf timeoutParameter = WhatIf::VisibilityTimeout;

/// "9.7 s" below ten seconds, "67 s" above: seconds rounded to the precision a chart label
/// needs.
QString roundedSecondsText(double seconds)
{
    if (seconds < 10 && std::round(seconds) != seconds)
        return QObject::tr("%L1 s").arg(seconds, 0, 'f', 1);
    return QObject::tr("%L1 s").arg(std::llround(seconds));
}

/// A count as Qt's %n takes it.
int plural(std::uint64_t count)
{
    return static_cast<int>(std::min<std::uint64_t>(count, INT_MAX));
}

QString percentText(double share)
{
    if (share > 0 && share < 0.01)
        return QObject::tr("under 1%");
    return QObject::tr("%L1%").arg(std::llround(share * 100));
}

/// Where the histogram's time axis ends: the slowest job, or the timeout when it is near enough
/// that the bars keep their shape.
double histogramRight(double slowestSeconds, double timeoutSeconds)
{
    const double jobs = std::max(slowestSeconds, 1.0);
    return timeoutSeconds <= 3 * jobs ? std::max(jobs, timeoutSeconds) : jobs;
}

/// A round step for about `intervals` intervals over `span` seconds.
double roundStep(double span, double intervals)
{
    static const double steps[] = {1,   2,   5,   10,  15,  20,   30,   45,   60,    90,
                                   120, 180, 300, 600, 900, 1800, 3600, 7200, 10800, 21600};
    const double raw = span / intervals;
    for (const double step : steps) {
        if (step >= raw)
            return step;
    }
    return static_cast<double>(maxVisibilityTimeoutSeconds);
}

std::size_t nearestRank(std::size_t count, double fraction)
{
    const auto rank = static_cast<std::size_t>(std::ceil(fraction * static_cast<double>(count)));
    return std::clamp<std::size_t>(rank, 1, count) - 1;
}

} // namespace

// ---------------------------------------------------------------------------------------------

/// Vertical lines across a chart (the timeout, the percentiles), each with a label on a plate.
/// Labels are laid out when drawn, where the pixel geometry is known: beside their line, inside
/// the chart, stacked downwards so that two close lines never print over each other.
class TimeoutMarkers : public QCPLayerable {
public:
    struct Marker {
        double x = 0;
        /// The first line is bold.
        QStringList lines;
        QPen pen;
        QColor text;
    };

    explicit TimeoutMarkers(QCustomPlot *plot) : QCPLayerable(plot, QStringLiteral("overlay")) {}

    void setMarkers(std::vector<Marker> markers) { m_markers = std::move(markers); }
    const std::vector<Marker> &markers() const { return m_markers; }
    void setStyle(const QFont &font, const QFont &boldFont, const QColor &plate, double factor)
    {
        m_font = font;
        m_boldFont = boldFont;
        m_plate = plate;
        m_factor = factor;
    }
    const std::vector<QRectF> &placed() const { return m_placed; }

protected:
    void applyDefaultAntialiasingHint(QCPPainter *painter) const override
    {
        painter->setAntialiasing(false);
    }
    QRect clipRect() const override { return mParentPlot->viewport(); }
    void draw(QCPPainter *painter) override;

private:
    std::vector<Marker> m_markers;
    QFont m_font;
    QFont m_boldFont;
    QColor m_plate;
    double m_factor = 1;
    std::vector<QRectF> m_placed;
};

void TimeoutMarkers::draw(QCPPainter *painter)
{
    m_placed.clear();
    QCPAxisRect *rect = mParentPlot->axisRect();
    const QRectF area = rect->rect();
    QCPAxis *axis = rect->axis(QCPAxis::atBottom);
    const double pad = 4 * m_factor;
    const double gap = 5 * m_factor;
    std::vector<double> xs;
    for (const Marker &m : m_markers) {
        const double x = axis->coordToPixel(m.x);
        xs.push_back(x);
        if (x < area.left() - 0.5 || x > area.right() + 0.5)
            continue;
        painter->setPen(m.pen);
        painter->drawLine(QLineF(x, area.top(), x, area.bottom()));
    }
    painter->setAntialiasing(true);
    const QFontMetricsF plain(m_font);
    const QFontMetricsF bold(m_boldFont);
    for (std::size_t i = 0; i < m_markers.size(); ++i) {
        const Marker &m = m_markers[i];
        if (m.lines.isEmpty() || xs[i] < area.left() - 0.5)
            continue;
        // A line beyond the right edge keeps its label there, pointing on.
        const bool beyond = xs[i] > area.right() + 0.5;
        // Elide rather than spill out of the chart when it is very narrow.
        const double maxText = std::max(10.0, area.width() - 2 * pad - 4);
        QStringList lines;
        double width = 0;
        double height = 0;
        for (int l = 0; l < m.lines.size(); ++l) {
            const QFontMetricsF &fm = l == 0 ? bold : plain;
            const QString text = beyond && l == 0 ? m.lines[l] + QStringLiteral(" →") : m.lines[l];
            lines << fm.elidedText(text, Qt::ElideRight, maxText);
            width = std::max(width, fm.horizontalAdvance(lines.back()));
            height += fm.height();
        }
        QRectF box(0, 0, width + 2 * pad, height + 2 * pad);
        double left = beyond ? area.right() : xs[i] + gap;
        if (left + box.width() > area.right() - 2)
            left = xs[i] - gap - box.width();
        left = std::clamp(left, area.left() + 2,
                          std::max(area.left() + 2, area.right() - 2 - box.width()));
        box.moveTo(left, area.top() + 2 * m_factor);
        // Down past every plate already placed that this one would touch.
        for (bool moved = true; moved;) {
            moved = false;
            for (const QRectF &other : m_placed) {
                if (box.intersects(other.adjusted(-2, -2, 2, 2))) {
                    box.moveTop(other.bottom() + gap);
                    moved = true;
                }
            }
        }
        painter->setPen(QPen(m.pen.color(), std::max(1.0, m_factor)));
        painter->setBrush(m_plate);
        painter->drawRoundedRect(box, 3 * m_factor, 3 * m_factor);
        double y = box.top() + pad;
        for (int l = 0; l < lines.size(); ++l) {
            const QFontMetricsF &fm = l == 0 ? bold : plain;
            painter->setFont(l == 0 ? m_boldFont : m_font);
            painter->setPen(m.text);
            painter->drawText(QPointF(box.left() + pad, y + fm.ascent()), lines[l]);
            y += fm.height();
        }
        m_placed.push_back(box);
    }
}

// ---------------------------------------------------------------------------------------------

TimeoutHistogram makeTimeoutHistogram(const std::vector<TimeMs> &durations, double timeoutSeconds)
{
    TimeoutHistogram h;
    h.timeoutSeconds = timeoutSeconds;
    h.jobs = static_cast<int>(durations.size());
    std::vector<TimeMs> sorted = durations;
    std::sort(sorted.begin(), sorted.end());
    if (!sorted.empty()) {
        h.medianSeconds = static_cast<double>(sorted[nearestRank(sorted.size(), 0.5)]) / 1000.0;
        h.p99Seconds = static_cast<double>(sorted[nearestRank(sorted.size(), 0.99)]) / 1000.0;
        h.slowestSeconds = static_cast<double>(sorted.back()) / 1000.0;
    }
    // About 25 bins over the chart's width (the jobs, and the timeout when it is near), on a
    // round width.
    const double span = std::max(histogramRight(h.slowestSeconds, timeoutSeconds), 1.0);
    static const double widths[] = {0.1, 0.2, 0.5, 1, 2, 5, 10, 15, 20, 30, 60, 120, 300, 600};
    h.binSeconds = 1200;
    for (const double w : widths) {
        if (span / w <= 30) {
            h.binSeconds = w;
            break;
        }
    }
    const auto bins = static_cast<std::size_t>(std::floor(h.slowestSeconds / h.binSeconds)) + 1;
    h.within.assign(bins, 0);
    h.beyond.assign(bins, 0);
    const auto timeoutMs = static_cast<TimeMs>(std::llround(timeoutSeconds * 1000.0));
    for (const TimeMs d : durations) {
        const auto bin = std::min(bins - 1, static_cast<std::size_t>(std::floor(
                                                static_cast<double>(d) / 1000.0 / h.binSeconds)));
        if (d > timeoutMs) {
            ++h.beyond[bin];
            ++h.outlasting;
        } else {
            ++h.within[bin];
        }
    }
    return h;
}

std::vector<double> timeoutSweepValues(double slowestJobSeconds)
{
    const double top = std::clamp(std::ceil(3 * slowestJobSeconds), 60.0,
                                  static_cast<double>(maxVisibilityTimeoutSeconds));
    const double step = roundStep(top, 18);
    std::vector<double> values;
    if (step > 5)
        values.push_back(5);
    for (double v = step;
         v <= top + step - 1 && v <= static_cast<double>(maxVisibilityTimeoutSeconds); v += step)
        values.push_back(v);
    return values;
}

// ---------------------------------------------------------------------------------------------

TimeoutExplorer::TimeoutExplorer(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("timeoutExplorer"));
    auto *layout = new QVBoxLayout(this);

    m_histogramTitle = new QLabel(tr("How long do the jobs take?"), this);
    m_histogramCaption = new QLabel(this);
    m_histogramCaption->setWordWrap(true);
    m_histogramPlot = new QCustomPlot(this);
    m_histogramPlot->setObjectName(QStringLiteral("processingTimes"));
    m_sweepTitle = new QLabel(tr("Duplicates against the visibility timeout"), this);
    m_sweepCaption = new QLabel(this);
    m_sweepCaption->setWordWrap(true);
    m_sweepPlot = new QCustomPlot(this);
    m_sweepPlot->setObjectName(QStringLiteral("timeoutSweep"));
    for (QWidget *w :
         {static_cast<QWidget *>(m_histogramTitle), static_cast<QWidget *>(m_histogramCaption),
          static_cast<QWidget *>(m_histogramPlot), static_cast<QWidget *>(m_sweepTitle),
          static_cast<QWidget *>(m_sweepCaption), static_cast<QWidget *>(m_sweepPlot)})
        layout->addWidget(w, w == m_histogramPlot || w == m_sweepPlot ? 1 : 0);

    // The histogram: jobs within the loan, and stacked on them the jobs that outlast it.
    legendBelow(m_histogramPlot);
    m_histogramPlot->xAxis->setLabel(tr("job duration (s)"));
    m_histogramPlot->yAxis->setLabel(tr("jobs"));
    countTicks(m_histogramPlot->yAxis);
    m_withinBars = new QCPBars(m_histogramPlot->xAxis, m_histogramPlot->yAxis);
    m_withinBars->setName(tr("finished within the timeout"));
    m_withinBars->setWidthType(QCPBars::wtPlotCoords);
    m_beyondBars = new QCPBars(m_histogramPlot->xAxis, m_histogramPlot->yAxis);
    m_beyondBars->setName(tr("outlasted it (hatched)"));
    m_beyondBars->setWidthType(QCPBars::wtPlotCoords);
    m_beyondBars->moveAbove(m_withinBars);
    m_histogramMarkers = new TimeoutMarkers(m_histogramPlot);

    // The sweep: counts on the left, the slowest key's wait on the right.
    legendBelow(m_sweepPlot);
    m_sweepPlot->xAxis->setLabel(tr("visibility timeout (s)"));
    countTicks(m_sweepPlot->yAxis);
    m_sweepPlot->yAxis2->setVisible(true);
    m_sweepPlot->yAxis2->setLabel(tr("slowest key's wait (s)"));
    auto graph = [this](QCPAxis *value, const QString &name) {
        QCPGraph *g = m_sweepPlot->addGraph(m_sweepPlot->xAxis, value);
        g->setName(name);
        return g;
    };
    m_duplicatesGraph = graph(m_sweepPlot->yAxis, tr("duplicate effects"));
    m_lostGraph = graph(m_sweepPlot->yAxis, tr("lost keys"));
    m_deadLetterGraph = graph(m_sweepPlot->yAxis, tr("to the dead-letter queue"));
    m_waitGraph = graph(m_sweepPlot->yAxis2, tr("slowest key: sent to first effect (right)"));
    m_currentGraph = graph(m_sweepPlot->yAxis, tr("the run on the timeline"));
    m_sweepMarkers = new TimeoutMarkers(m_sweepPlot);
    // The keyboard's point: a ring in the focus colour, not in the legend.
    m_keyboardGraph = m_sweepPlot->addGraph(m_sweepPlot->xAxis, m_sweepPlot->yAxis);
    m_keyboardGraph->removeFromLegend();
    m_keyboardGraph->setVisible(false);
    m_sweepPlot->setMouseTracking(true);
    // Keyboard users pick points too: Tab to the chart, Left/Right, Enter.
    m_sweepPlot->setFocusPolicy(Qt::StrongFocus);
    m_sweepPlot->installEventFilter(this);
    m_sweepPlot->setAccessibleName(tr("Duplicates against the visibility timeout"));
    m_sweepPlot->setAccessibleDescription(
        tr("Left and Right pick a timeout; Enter opens its run on the timeline"));
    connect(m_sweepPlot, &QCustomPlot::mouseMove, this, &TimeoutExplorer::hoverSweep);
    connect(m_sweepPlot, &QCustomPlot::mouseRelease, this, &TimeoutExplorer::clickSweep);

    // Edits come in bursts (a spin box held down): sweep once they settle.
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(150);
    connect(&m_debounce, &QTimer::timeout, this, [this] {
        if (isVisible())
            computeSweep();
    });
    connect(m_document, &ScenarioDocument::runChanged, this, &TimeoutExplorer::onRunChanged);
    connect(&Theme::instance(), &Theme::changed, this, &TimeoutExplorer::restyle);
    restyle();
    onRunChanged();
}

TimeoutExplorer::~TimeoutExplorer()
{
    // The sweep's thread holds only its own copies and the flag: it stops soon and touches
    // nothing of this panel's; its watcher dies with the panel, so its result goes nowhere.
    dropSweep();
}

QString TimeoutExplorer::sweepNote() const
{
    if (!m_skipReason.isEmpty())
        return m_skipReason;
    if (sweepRunning())
        return tr("Computing… the scenario runs again with other timeouts.");
    if (m_sweep.empty())
        return tr("Running the scenario with other timeouts…");
    return tr("Each point is this scenario run again with that visibility timeout (%1 runs). "
              "Click a point (or pick one with the arrow keys and Enter) to open its run; Ctrl+Z "
              "goes "
              "back.")
        .arg(m_sweep.size());
}

void TimeoutExplorer::onRunChanged()
{
    // A sweep of the scenario before is of no use any more.
    dropSweep();
    refreshHistogram();
    refreshSweepChart();
    m_sweepPending = true;
    m_debounce.start();
}

void TimeoutExplorer::updateSweepNow()
{
    if (m_sweepPending)
        computeSweep();
}

void TimeoutExplorer::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // A hidden panel does not sweep; it catches up when it is shown.
    if (m_sweepPending && !m_debounce.isActive())
        m_debounce.start();
}

void TimeoutExplorer::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitLegends();
}

void TimeoutExplorer::refreshHistogram()
{
    const auto run = m_document->run();
    const Scenario &scenario = m_document->scenario();
    const double timeout = primaryVisibilityTimeoutSeconds(scenario);
    const std::vector<TimeMs> durations =
        run && run->problems.empty() ? RunTimeline::jobDurationsOf(*run) : std::vector<TimeMs>();
    m_histogram = makeTimeoutHistogram(durations, timeout);
    const TimeoutHistogram &h = m_histogram;

    QVector<double> keys;
    QVector<double> within;
    QVector<double> beyond;
    int tallest = 1;
    for (std::size_t i = 0; i < h.within.size(); ++i) {
        keys << (static_cast<double>(i) + 0.5) * h.binSeconds;
        within << h.within[i];
        beyond << h.beyond[i];
        tallest = std::max(tallest, h.within[i] + h.beyond[i]);
    }
    m_withinBars->setData(keys, within, true);
    m_beyondBars->setData(keys, beyond, true);
    m_withinBars->setWidth(h.binSeconds);
    m_beyondBars->setWidth(h.binSeconds);
    const double right = std::max(histogramRight(h.slowestSeconds, timeout), 2 * h.binSeconds);
    m_histogramPlot->xAxis->setRange(0, right * 1.06 + h.binSeconds * 0.5);
    // Headroom above the tallest bar for the labels.
    m_histogramPlot->yAxis->setRange(0, tallest * 1.45 + 0.5);

    const Theme &theme = Theme::instance();
    const Palette &p = theme.palette();
    const bool heartbeats =
        !scenario.workers.empty() && scenario.workers.front().heartbeat.everyMs > 0;
    std::vector<TimeoutMarkers::Marker> markers;
    TimeoutMarkers::Marker line;
    line.x = timeout;
    line.lines << tr("visibility timeout %1").arg(roundedSecondsText(timeout));
    if (h.jobs > 0)
        line.lines << (h.outlasting == 0
                           ? tr("no job outlasts it")
                           : (heartbeats
                                  ? tr("%1 of jobs outlast it; heartbeats extend their loans")
                                  : tr("%1 of jobs outlast the loan"))
                                 .arg(percentText(h.outlastingShare())));
    line.pen = QPen(p.text, theme.lineWidth(2.5));
    line.text = p.text;
    markers.push_back(line);
    if (h.jobs > 0) {
        TimeoutMarkers::Marker p99;
        p99.x = h.p99Seconds;
        p99.lines << tr("p99 %1").arg(roundedSecondsText(h.p99Seconds));
        p99.pen = QPen(p.mutedText, theme.lineWidth(1.5), Qt::DashLine);
        p99.text = p.text;
        markers.push_back(p99);
        TimeoutMarkers::Marker median;
        median.x = h.medianSeconds;
        median.lines << tr("median %1").arg(roundedSecondsText(h.medianSeconds));
        median.pen = QPen(p.mutedText, theme.lineWidth(1.5), Qt::DotLine);
        median.text = p.text;
        markers.push_back(median);
    }
    m_histogramMarkers->setMarkers(std::move(markers));

    if (!run || !run->problems.empty())
        m_histogramCaption->setText(tr("The scenario does not run."));
    else if (h.jobs == 0)
        m_histogramCaption->setText(tr("No job has started in this run."));
    else
        m_histogramCaption->setText(
            tr("%Ln job(s) in this run: median %1, p99 %2, slowest %3.", nullptr,
               plural(static_cast<std::uint64_t>(h.jobs)))
                .arg(roundedSecondsText(h.medianSeconds), roundedSecondsText(h.p99Seconds),
                     roundedSecondsText(h.slowestSeconds)) +
            u' ' +
            (h.outlasting == 0
                 ? tr("None took longer than the %1 visibility timeout.")
                       .arg(roundedSecondsText(timeout))
                 : tr("%Ln of them (%1) took longer than the %2 visibility timeout.", nullptr,
                      plural(static_cast<std::uint64_t>(h.outlasting)))
                       .arg(percentText(h.outlastingShare()), roundedSecondsText(timeout))));
    m_histogramPlot->replot(QCustomPlot::rpQueuedReplot);
}

void TimeoutExplorer::dropSweep()
{
    if (m_sweepCancel)
        *m_sweepCancel = true;
    m_sweepCancel.reset();
    if (m_sweepWatcher) {
        m_sweepWatcher->disconnect(this);
        m_sweepWatcher->deleteLater();
        m_sweepWatcher = nullptr;
    }
}

void TimeoutExplorer::computeSweep()
{
    m_debounce.stop();
    dropSweep();
    m_sweepPending = false;
    m_skipReason.clear();
    m_sweep.clear();
    const auto run = m_document->run();
    const Scenario &scenario = m_document->scenario();
    if (!run || !run->problems.empty()) {
        m_skipReason = tr("The scenario does not run, so there is nothing to sweep.");
    } else if (!whatIfApplies(scenario, timeoutParameter)) {
        m_skipReason = tr("This scenario has no queue whose timeout could change.");
    } else if (!scenario.workers.empty() && scenario.workers.front().visibilityTimeoutSeconds) {
        m_skipReason = tr("%1 sets its own visibility timeout on every receive (%2), so the "
                          "queue's timeout changes nothing: no sweep.")
                           .arg(QString::fromStdString(scenario.workers.front().name),
                                roundedSecondsText(primaryVisibilityTimeoutSeconds(scenario)));
    } else if (run->log().size() > maxSweepEvents) {
        m_skipReason =
            tr("This run has %L1 events; the sweep would run it about twenty times more, so it "
               "is skipped. Change the timeout in the what-if panel instead.")
                .arg(run->log().size());
    } else {
        // On a pool thread, with copies of what it needs and a flag to stop it: nothing mutable
        // is shared, and each run is the same pure function it is on the GUI thread.
        auto cancel = std::make_shared<std::atomic<bool>>(false);
        auto sweep = [scenario, endMs = run->endMs, slowest = m_histogram.slowestSeconds, cancel] {
            // The range comes from the jobs as they are when no loan runs out, so that it does
            // not move when the student clicks a point: every point then opens a run on the same
            // curve.
            Scenario reference = scenario;
            double longest = slowest;
            if (!setWhatIf(reference, timeoutParameter,
                           static_cast<double>(maxVisibilityTimeoutSeconds))) {
                SimulationControl control;
                control.cancel = cancel.get();
                const Run referenceRun = simulate(reference, std::nullopt, endMs, control);
                for (const TimeMs d : RunTimeline::jobDurationsOf(referenceRun))
                    longest = std::max(longest, static_cast<double>(d) / 1000.0);
            }
            return sweepWhatIf(scenario, timeoutParameter, timeoutSweepValues(longest),
                               cancel.get());
        };
        auto *watcher = new QFutureWatcher<std::vector<SweepPoint>>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
            // Only the sweep under way gets here: dropSweep disconnects the ones before.
            m_sweep = watcher->result();
            m_sweepCancel.reset();
            m_sweepWatcher = nullptr;
            watcher->deleteLater();
            refreshSweepChart();
            emit sweepUpdated();
        });
        m_sweepCancel = cancel;
        m_sweepWatcher = watcher;
        // The pool's thread owns the promise; the watcher, the future's other end, lives here.
        auto promise = std::make_shared<QPromise<std::vector<SweepPoint>>>();
        watcher->setFuture(promise->future());
        QThreadPool::globalInstance()->start([promise, sweep = std::move(sweep)] {
            promise->start();
            promise->addResult(sweep());
            promise->finish();
        });
        // The chart says it is computing meanwhile.
        refreshSweepChart();
        return;
    }
    refreshSweepChart();
    emit sweepUpdated();
}

void TimeoutExplorer::refreshSweepChart()
{
    const Theme &theme = Theme::instance();
    const Palette &p = theme.palette();
    QVector<double> x;
    QVector<double> duplicates;
    QVector<double> lost;
    QVector<double> deadLetter;
    QVector<double> wait;
    double topCount = 1;
    double topWait = 1;
    bool anyLost = false;
    bool anyDeadLetter = false;
    for (const SweepPoint &point : m_sweep) {
        if (!point.problems.empty())
            continue;
        const RunMetrics &m = point.metrics;
        x << point.value;
        duplicates << static_cast<double>(m.duplicateEffects);
        lost << static_cast<double>(m.lost);
        deadLetter << static_cast<double>(m.deadLetterArrivals);
        wait << static_cast<double>(m.sendToEffect.max) / 1000.0;
        topCount = std::max({topCount, duplicates.back(), lost.back(), deadLetter.back()});
        topWait = std::max(topWait, wait.back());
        anyLost = anyLost || m.lost > 0;
        anyDeadLetter = anyDeadLetter || m.deadLetterArrivals > 0;
    }
    m_duplicatesGraph->setData(x, duplicates, true);
    m_lostGraph->setData(x, lost, true);
    m_deadLetterGraph->setData(x, deadLetter, true);
    m_waitGraph->setData(x, wait, true);

    // The run the rest of the window shows, on the same axes.
    const auto run = m_document->run();
    const double timeout = primaryVisibilityTimeoutSeconds(m_document->scenario());
    const bool haveRun = run && run->problems.empty();
    const double currentDuplicates =
        haveRun ? static_cast<double>(run->metrics.duplicateEffects) : 0.0;
    m_currentGraph->setData(QVector<double>{timeout}, QVector<double>{currentDuplicates}, true);
    m_currentGraph->setVisible(haveRun);
    // A new sweep keeps the keyboard's point where it still ran; a chart that had the focus
    // before it had points gets one now.
    if (m_keyboardPoint &&
        (*m_keyboardPoint >= m_sweep.size() || !m_sweep[*m_keyboardPoint].problems.empty()))
        m_keyboardPoint.reset();
    if (!m_keyboardPoint && m_sweepPlot->hasFocus())
        m_keyboardPoint = pointNearestTheRun();
    m_keyboardGraph->setVisible(m_keyboardPoint.has_value());
    if (m_keyboardPoint)
        m_keyboardGraph->setData(QVector<double>{m_sweep[*m_keyboardPoint].value},
                                 QVector<double>{static_cast<double>(
                                     m_sweep[*m_keyboardPoint].metrics.duplicateEffects)},
                                 true);
    topCount = std::max(topCount, currentDuplicates);
    if (haveRun) {
        anyLost = anyLost || run->metrics.lost > 0;
        anyDeadLetter = anyDeadLetter || run->metrics.deadLetterArrivals > 0;
    }
    // Lost and dead-letter arrivals only when they happen: two flat lines at zero are clutter.
    const std::pair<QCPGraph *, bool> optional[] = {{m_lostGraph, anyLost},
                                                    {m_deadLetterGraph, anyDeadLetter}};
    for (const auto &[graph, shown] : optional) {
        graph->setVisible(shown);
        if (shown)
            graph->addToLegend();
        else
            graph->removeFromLegend();
    }
    const bool swept = !x.isEmpty();
    m_waitGraph->setVisible(swept);
    m_sweepPlot->yAxis2->setVisible(swept);
    if (swept)
        m_waitGraph->addToLegend();
    else
        m_waitGraph->removeFromLegend();
    m_sweepPlot->yAxis->setLabel(anyLost || anyDeadLetter ? tr("per run")
                                                          : tr("duplicate effects"));

    const double last = swept ? x.back() : 60.0;
    // A timeout far past the curve is shown by its label at the edge, not by squashing the curve.
    const double right = timeout <= 3 * last ? std::max(last, timeout) : last;
    m_sweepPlot->xAxis->setRange(0, right * 1.05);
    // Headroom above the highest point for the label of the timeout line.
    m_sweepPlot->yAxis->setRange(-topCount * 0.04, topCount * 1.4);
    m_sweepPlot->yAxis2->setRange(-topWait * 0.04, topWait * 1.4);

    std::vector<TimeoutMarkers::Marker> markers;
    TimeoutMarkers::Marker line;
    line.x = timeout;
    line.lines << tr("visibility timeout %1").arg(roundedSecondsText(timeout));
    if (haveRun)
        line.lines << tr("%Ln duplicate effect(s) in this run", nullptr,
                         plural(run->metrics.duplicateEffects));
    line.pen = QPen(p.text, theme.lineWidth(2.5));
    line.text = p.text;
    markers.push_back(line);
    m_sweepMarkers->setMarkers(std::move(markers));
    m_sweepCaption->setText(sweepNote());
    fitLegends();
    m_sweepPlot->replot(QCustomPlot::rpQueuedReplot);
}

void TimeoutExplorer::restyle()
{
    const Theme &theme = Theme::instance();
    const Palette &p = theme.palette();
    const bool dark = p.background.lightnessF() < 0.5;
    // Its own background, so that the theme holds wherever the panel is placed.
    QPalette own = palette();
    own.setColor(QPalette::Window, p.surface);
    own.setColor(QPalette::WindowText, p.text);
    setPalette(own);
    setAutoFillBackground(true);
    for (QLabel *title : {m_histogramTitle, m_sweepTitle})
        title->setFont(theme.font(11, true));
    for (QLabel *caption : {m_histogramCaption, m_sweepCaption})
        caption->setFont(theme.font(9.5));
    for (QLabel *label : {m_histogramTitle, m_sweepTitle, m_histogramCaption, m_sweepCaption}) {
        QPalette palette = label->palette();
        palette.setColor(QPalette::WindowText,
                         label == m_histogramCaption || label == m_sweepCaption ? p.mutedText
                                                                                : p.text);
        label->setPalette(palette);
    }
    for (QCustomPlot *plot : {m_histogramPlot, m_sweepPlot}) {
        stylePlot(plot, theme);
        plot->setMinimumHeight(theme.px(210));
    }
    const QPen edge(p.background, theme.lineWidth(1));
    m_withinBars->setPen(edge);
    m_withinBars->setBrush(QColor(Palette::blue));
    m_beyondBars->setPen(edge);
    m_beyondBars->setBrush(hatchBrush(QColor(Palette::red),
                                      dark ? mix(QColor(Palette::red), p.background, 0.7)
                                           : mix(QColor(Palette::red), QColor(Qt::black), 0.45),
                                      theme.factor()));

    auto styleGraph = [&](QCPGraph *g, const QColor &colour, Qt::PenStyle style,
                          QCPScatterStyle::ScatterShape shape, double size) {
        g->setPen(QPen(colour, theme.lineWidth(2), style));
        g->setScatterStyle(
            QCPScatterStyle(shape, QPen(colour, theme.lineWidth(1.5)), colour, theme.px(size)));
    };
    styleGraph(m_duplicatesGraph, p.duplicate, Qt::SolidLine, QCPScatterStyle::ssCircle, 8);
    styleGraph(m_lostGraph, p.text, Qt::DashLine, QCPScatterStyle::ssSquare, 7);
    styleGraph(m_deadLetterGraph, dark ? mix(p.deadLetter, QColor(Qt::white), 0.3) : p.deadLetter,
               Qt::DashDotLine, QCPScatterStyle::ssTriangle, 9);
    styleGraph(m_waitGraph, dark ? mix(p.visible, QColor(Qt::white), 0.3) : p.visible, Qt::DotLine,
               QCPScatterStyle::ssDiamond, 8);
    m_currentGraph->setLineStyle(QCPGraph::lsNone);
    m_currentGraph->setPen(QPen(p.text, theme.lineWidth(2)));
    m_currentGraph->setScatterStyle(QCPScatterStyle(
        QCPScatterStyle::ssCircle, QPen(p.text, theme.lineWidth(2)), Qt::NoBrush, theme.px(16)));
    m_keyboardGraph->setLineStyle(QCPGraph::lsNone);
    m_keyboardGraph->setScatterStyle(QCPScatterStyle(
        QCPScatterStyle::ssSquare, QPen(QColor(Palette::blue), theme.lineWidth(2.5)), Qt::NoBrush,
        theme.px(22)));

    QColor plate = p.background;
    plate.setAlpha(235);
    for (TimeoutMarkers *markers : {m_histogramMarkers, m_sweepMarkers})
        markers->setStyle(theme.font(9), theme.font(9, true), plate, theme.factor());
    // The markers' pens and texts carry colours too.
    refreshHistogram();
    refreshSweepChart();
}

void TimeoutExplorer::fitLegends()
{
    // QCustomPlot's legend does not wrap by itself: as many columns as the width allows.
    for (QCustomPlot *plot : {m_histogramPlot, m_sweepPlot}) {
        QCPLegend *legend = plot->legend;
        int widest = 1;
        for (int i = 0; i < legend->itemCount(); ++i) {
            if (QCPAbstractLegendItem *item = legend->item(i))
                widest = std::max(widest, item->minimumOuterSizeHint().width());
        }
        const int available = plot->width() - legend->margins().left() - legend->margins().right();
        const int columns =
            std::max(1, (available + legend->columnSpacing()) / (widest + legend->columnSpacing()));
        if (legend->wrap() != columns) {
            legend->setWrap(columns);
            legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
            plot->replot(QCustomPlot::rpQueuedReplot);
        }
    }
}

QPointF TimeoutExplorer::sweepPointPosition(std::size_t index) const
{
    if (index >= m_sweep.size())
        return {};
    const SweepPoint &point = m_sweep[index];
    return {m_sweepPlot->xAxis->coordToPixel(point.value),
            m_sweepPlot->yAxis->coordToPixel(static_cast<double>(point.metrics.duplicateEffects))};
}

void TimeoutExplorer::openSweepPoint(std::size_t index)
{
    if (index >= m_sweep.size() || !m_sweep[index].problems.empty())
        return;
    m_document->setWhatIf(timeoutParameter, m_sweep[index].value);
}

double TimeoutExplorer::histogramTimeoutLine() const
{
    const auto &markers = m_histogramMarkers->markers();
    return markers.empty() ? std::nan("") : markers.front().x;
}

double TimeoutExplorer::sweepTimeoutLine() const
{
    const auto &markers = m_sweepMarkers->markers();
    return markers.empty() ? std::nan("") : markers.front().x;
}

std::vector<QRectF> TimeoutExplorer::labelRects(const QCustomPlot *plot) const
{
    if (plot == m_histogramPlot)
        return m_histogramMarkers->placed();
    if (plot == m_sweepPlot)
        return m_sweepMarkers->placed();
    return {};
}

QRect TimeoutExplorer::chartArea(const QCustomPlot *plot) const
{
    return const_cast<QCustomPlot *>(plot)->axisRect()->rect();
}

std::optional<std::size_t> TimeoutExplorer::sweepPointNear(const QPointF &pos) const
{
    const QRect area = m_sweepPlot->axisRect()->rect().adjusted(-8, -8, 8, 8);
    if (!area.contains(pos.toPoint()))
        return std::nullopt;
    // A click anywhere in a point's column opens it: the points of every series share an x.
    std::optional<std::size_t> best;
    double bestDistance = std::max<double>(Theme::instance().px(12), 0);
    for (std::size_t i = 0; i < m_sweep.size(); ++i) {
        if (!m_sweep[i].problems.empty())
            continue;
        const double distance =
            std::abs(m_sweepPlot->xAxis->coordToPixel(m_sweep[i].value) - pos.x());
        if (distance <= bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    return best;
}

QString TimeoutExplorer::describeSweepPoint(std::size_t index) const
{
    const SweepPoint &point = m_sweep[index];
    const RunMetrics &m = point.metrics;
    // The figures as a list, each with its own plural.
    QStringList figures{tr("%Ln duplicate effect(s)", nullptr, plural(m.duplicateEffects))};
    if (m.lost > 0)
        figures << tr("%Ln lost", nullptr, plural(m.lost));
    if (m.deadLetterArrivals > 0)
        figures << tr("%Ln to the dead-letter queue", nullptr, plural(m.deadLetterArrivals));
    QString text = tr("Visibility timeout %1").arg(roundedSecondsText(point.value)) + u'\n' +
                   figures.join(QStringLiteral(", "));
    text += u'\n' +
            tr("slowest key waited %1 from send to first effect")
                .arg(roundedSecondsText(static_cast<double>(m.sendToEffect.max) / 1000.0)) +
            u'\n' + tr("Click (or Enter) to open this run");
    return text;
}

void TimeoutExplorer::hoverSweep(QMouseEvent *event)
{
    const auto index = sweepPointNear(event->position());
    if (!index) {
        m_sweepPlot->unsetCursor();
        QToolTip::hideText();
        return;
    }
    m_sweepPlot->setCursor(Qt::PointingHandCursor);
    QToolTip::showText(event->globalPosition().toPoint(), describeSweepPoint(*index), m_sweepPlot);
}

std::optional<std::size_t> TimeoutExplorer::pointNearestTheRun() const
{
    const double timeout = primaryVisibilityTimeoutSeconds(m_document->scenario());
    std::optional<std::size_t> nearest;
    for (std::size_t i = 0; i < m_sweep.size(); ++i) {
        if (m_sweep[i].problems.empty() &&
            (!nearest ||
             std::abs(m_sweep[i].value - timeout) < std::abs(m_sweep[*nearest].value - timeout)))
            nearest = i;
    }
    return nearest;
}

void TimeoutExplorer::setKeyboardPoint(std::optional<std::size_t> index)
{
    if (index && (*index >= m_sweep.size() || !m_sweep[*index].problems.empty()))
        index.reset();
    m_keyboardPoint = index;
    m_keyboardGraph->setVisible(index.has_value());
    if (index) {
        const SweepPoint &point = m_sweep[*index];
        m_keyboardGraph->setData(
            QVector<double>{point.value},
            QVector<double>{static_cast<double>(point.metrics.duplicateEffects)}, true);
    }
    m_sweepPlot->replot(QCustomPlot::rpQueuedReplot);
    if (index && m_sweepPlot->hasFocus()) {
        m_sweepPlot->replot();
        QToolTip::showText(m_sweepPlot->mapToGlobal(sweepPointPosition(*index).toPoint()),
                           describeSweepPoint(*index), m_sweepPlot);
    } else {
        QToolTip::hideText();
    }
}

bool TimeoutExplorer::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_sweepPlot)
        return QWidget::eventFilter(watched, event);
    auto isPickingKey = [](int key) {
        return key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Home ||
               key == Qt::Key_End || key == Qt::Key_Return || key == Qt::Key_Enter ||
               key == Qt::Key_Space;
    };
    switch (event->type()) {
    case QEvent::ShortcutOverride:
        // These keys step the playback elsewhere in the window; on the chart they pick points.
        if (isPickingKey(static_cast<QKeyEvent *>(event)->key())) {
            event->accept();
            return true;
        }
        break;
    case QEvent::FocusIn:
        setKeyboardPoint(pointNearestTheRun());
        break;
    case QEvent::FocusOut:
        setKeyboardPoint(std::nullopt);
        break;
    case QEvent::KeyPress: {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (!isPickingKey(key) || m_sweep.empty())
            break;
        if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) {
            if (m_keyboardPoint)
                openSweepPoint(*m_keyboardPoint);
            return true;
        }
        // The next point that ran, in the key's direction.
        const int step = key == Qt::Key_Left || key == Qt::Key_Home ? -1 : 1;
        const bool toTheEnd = key == Qt::Key_Home || key == Qt::Key_End;
        long i = m_keyboardPoint ? static_cast<long>(*m_keyboardPoint)
                                 : (step > 0 ? -1 : static_cast<long>(m_sweep.size()));
        std::optional<std::size_t> found;
        for (i += step; i >= 0 && i < static_cast<long>(m_sweep.size()); i += step) {
            if (m_sweep[static_cast<std::size_t>(i)].problems.empty()) {
                found = static_cast<std::size_t>(i);
                if (!toTheEnd)
                    break;
            }
        }
        if (found)
            setKeyboardPoint(found);
        return true;
    }
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

void TimeoutExplorer::clickSweep(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    if (const auto index = sweepPointNear(event->position()))
        openSweepPoint(*index);
}

} // namespace inflight
