// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Choosing the visibility timeout, in two charts. Above: how long the jobs of the current run
// took, with the timeout drawn across the histogram, so the student sees which jobs outlast the
// loan. Below: the same scenario re-run over a range of timeouts, duplicate effects against the
// timeout, with the slowest key's wait beside it (a long timeout delays the retry after a crash).
// Clicking a point sets the timeout to that value as an undoable what-if edit, so every view
// following the document opens that run.

#include "scenariodocument.h"
#include "whatif.h"

#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QCustomPlot;
class QCPBars;
class QCPGraph;
class QLabel;
class QMouseEvent;

namespace inflight {

class TimeoutMarkers;

/// Job durations in bins of equal width from 0, each split at the visibility timeout into the
/// jobs that finished within the loan and the jobs that outlasted it.
struct TimeoutHistogram {
    double timeoutSeconds = 0;
    double binSeconds = 1;
    std::vector<int> within;
    std::vector<int> beyond;
    int jobs = 0;
    /// Jobs longer than the timeout.
    int outlasting = 0;
    double medianSeconds = 0;
    double p99Seconds = 0;
    double slowestSeconds = 0;

    double outlastingShare() const { return jobs > 0 ? double(outlasting) / jobs : 0.0; }
};
TimeoutHistogram makeTimeoutHistogram(const std::vector<TimeMs> &durations, double timeoutSeconds);

/// The timeouts a sweep tries: about twenty whole seconds from 5 s to three times the slowest
/// job (at least 60 s), on a round step so that 30 s, the default, is usually one of them.
std::vector<double> timeoutSweepValues(double slowestJobSeconds);

class TimeoutExplorer : public QWidget {
    Q_OBJECT

public:
    explicit TimeoutExplorer(ScenarioDocument *document, QWidget *parent = nullptr);
    ~TimeoutExplorer() override;

    /// A run with more events than this is not swept: the sweep re-runs the scenario once per
    /// point, and a classroom panel must stay responsive.
    static constexpr std::uint64_t maxSweepEvents = 50000;

    QCustomPlot *histogramPlot() const { return m_histogramPlot; }
    QCustomPlot *sweepPlot() const { return m_sweepPlot; }
    const TimeoutHistogram &histogram() const { return m_histogram; }
    /// The visibility timeout of the current run, in seconds.
    double timeoutSeconds() const { return m_histogram.timeoutSeconds; }
    const std::vector<SweepPoint> &sweep() const { return m_sweep; }
    /// Why there is no sweep, or what it shows; for people.
    QString sweepNote() const;
    /// An edit is waiting for the sweep to be recomputed (it waits for edits to settle, and for
    /// the panel to be shown).
    bool sweepPending() const { return m_sweepPending; }
    /// A sweep is being computed on a pool thread; sweepUpdated says when it is there.
    bool sweepRunning() const { return m_sweepWatcher != nullptr; }
    /// Starts a pending sweep at once, without waiting for edits to settle. Its points arrive
    /// later, with sweepUpdated (a skipped sweep's note at once).
    void updateSweepNow();

    /// Where a sweep point's duplicates are drawn, in sweepPlot() pixels (after a replot).
    QPointF sweepPointPosition(std::size_t index) const;
    /// What clicking a point does: sets the document's visibility timeout to the point's value,
    /// an undoable edit; the new run arrives through the document.
    void openSweepPoint(std::size_t index);
    /// The point the keyboard is on (Left/Right move it, Enter opens it) while the chart has the
    /// focus; none otherwise.
    std::optional<std::size_t> keyboardPoint() const { return m_keyboardPoint; }
    /// The x of the timeout line drawn on each chart, in seconds (NaN when there is none).
    double histogramTimeoutLine() const;
    double sweepTimeoutLine() const;
    /// Where the charts' labels were drawn at the last replot, in plot pixels, with the axis
    /// rectangle they must stay inside: tests check that none is clipped or overlaps another.
    std::vector<QRectF> labelRects(const QCustomPlot *plot) const;
    QRect chartArea(const QCustomPlot *plot) const;

signals:
    /// A sweep was recomputed (or skipped, with a note).
    void sweepUpdated();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void onRunChanged();
    void refreshHistogram();
    void refreshSweepChart();
    /// Starts the sweep of the current run on a pool thread: twenty runs of a scenario must not
    /// freeze the window.
    void computeSweep();
    /// Stops waiting for the sweep under way, if any (the scenario changed, or the panel goes):
    /// its thread is told to stop, and its points, if they come, are thrown away.
    void dropSweep();
    void restyle();
    void fitLegends();
    std::optional<std::size_t> sweepPointNear(const QPointF &pos) const;
    void hoverSweep(QMouseEvent *event);
    void clickSweep(QMouseEvent *event);
    /// Puts the keyboard on a point (or none), ringed on the chart and described in a tooltip.
    void setKeyboardPoint(std::optional<std::size_t> index);
    /// The point that ran whose timeout is nearest the run on the timeline.
    std::optional<std::size_t> pointNearestTheRun() const;
    /// What a point's run came to, for a tooltip.
    QString describeSweepPoint(std::size_t index) const;

    ScenarioDocument *m_document;
    QLabel *m_histogramTitle = nullptr;
    QLabel *m_histogramCaption = nullptr;
    QCustomPlot *m_histogramPlot = nullptr;
    QCPBars *m_withinBars = nullptr;
    QCPBars *m_beyondBars = nullptr;
    TimeoutMarkers *m_histogramMarkers = nullptr;

    QLabel *m_sweepTitle = nullptr;
    QLabel *m_sweepCaption = nullptr;
    QCustomPlot *m_sweepPlot = nullptr;
    QCPGraph *m_duplicatesGraph = nullptr;
    QCPGraph *m_lostGraph = nullptr;
    QCPGraph *m_deadLetterGraph = nullptr;
    QCPGraph *m_waitGraph = nullptr;
    QCPGraph *m_currentGraph = nullptr;
    QCPGraph *m_keyboardGraph = nullptr;
    std::optional<std::size_t> m_keyboardPoint;
    TimeoutMarkers *m_sweepMarkers = nullptr;

    TimeoutHistogram m_histogram;
    std::vector<SweepPoint> m_sweep;
    /// Why the sweep was skipped; empty when it ran.
    QString m_skipReason;
    bool m_sweepPending = false;
    QTimer m_debounce;
    /// The sweep under way (null when none): one watcher per sweep, so that a stale sweep's
    /// result can never be taken for the current one's.
    QFutureWatcher<std::vector<SweepPoint>> *m_sweepWatcher = nullptr;
    /// Set to stop the sweep under way; shared with its thread, which holds nothing else of
    /// this panel's.
    std::shared_ptr<std::atomic<bool>> m_sweepCancel;
};

} // namespace inflight
