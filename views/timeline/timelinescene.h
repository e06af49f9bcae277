// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The timeline drawn on a QCustomPlot: lanes painted by one custom plottable (never one item per
// span: items are QObjects and do not scale to 100,000 messages), lane labels in the axis rect's
// left margin, a legend in its own layout row, and for the interactive view an overlay on its
// own buffered layer (the playhead, the hover hairline and the deadline in force), so that moving
// the playhead repaints only that layer. The widget (TimelineView) and the image export
// (exportTimeline) both build their picture with a TimelineScene.
//
// The parts, one class a file in this folder: TimelineLanes (the plottable) hands each lane to
// its painter (MessageLanePainter, DenseMessagesPainter, WorkerLanePainter, EffectsLanePainter),
// which draw with the shapes of shapes.h and stamp marks (Mark, MarkStamper); once every mark is
// down, CaptionPlacer and LabelPlacer place the text clear of them, asking a RectGrid what is
// taken. TimelineLaneLabels, TimelineLegend, TimelineNotes and TimelineOverlay draw the rest;
// RunTimeTicker labels the time axis; LaneLayout and TimelineStyle say where and how.

#include "annotation.h"
#include "lanelayout.h"
#include "lesson.h"
#include "overlapgroups.h"
#include "timelinemodel.h"
#include "timelinestyle.h"

#include <qcustomplot.h>

#include <optional>
#include <utility>
#include <vector>

namespace inflight {

/// Where a note is drawn, in the plot's coordinates: a pin on its lane, or a dashed rule across
/// every lane with a flag at the top; and its label beside it.
struct NotePlacement {
    /// Index into the notes given to TimelineScene::setAnnotations().
    int index = -1;
    /// 1-based, in time order (earlier notes first, then the order they were made): the number on
    /// the label. The notes panel numbers its rows the same way.
    int number = 0;
    /// The lane the pin is on, or -1 for a rule across every lane.
    int lane = -1;
    /// What the note points at: the pin's tip on its lane, or the top of the rule.
    QPointF anchor;
    /// The pin's head (empty for a rule).
    QRectF pin;
    /// The label: the number, then the note's text elided to fit.
    QRectF label;
    double numberWidth = 0;
    QString shownText;
    /// The label was moved off its natural place to keep clear of another: a leader joins them.
    bool displaced = false;
};

class TimelineLanes;
class TimelineLaneLabels;
class TimelineLegend;
class TimelineNotes;
class TimelineOverlay;

class TimelineScene {
public:
    enum class Mode { Interactive, Print };

    TimelineScene(QCustomPlot *plot, Mode mode);

    /// The time range, in seconds, that a whole-run view and an export show: where something
    /// happens (RunTimeline::activeSpan()), with a margin either side; from 0 when the story
    /// starts early in it. A run whose workers poll an empty queue for its second half is not
    /// drawn half empty.
    static QCPRange storyRange(const TimelineModel &model);
    /// The same without the margins, in milliseconds (what an export's caption names).
    static std::pair<TimeMs, TimeMs> storySpan(const TimelineModel &model);
    /// The whole run with the same margins: how far zoom and pan may go.
    static QCPRange runRange(const TimelineModel &model);
    /// The time range, in seconds, that a lesson step with time-span highlights is framed in:
    /// the spans and the step's moment, with a margin either side. None when the step
    /// highlights no span.
    static std::optional<QCPRange> stepRange(const std::vector<Highlight> &highlights,
                                             std::optional<TimeMs> moment);

    QCustomPlot *plot() const { return m_plot; }
    Mode mode() const { return m_mode; }
    QCPAxisRect *axisRect() const { return m_plot->axisRect(); }
    QCPAxis *timeAxis() const { return m_plot->xAxis; }

    void setModel(TimelineModel model);
    const TimelineModel &model() const { return m_model; }
    void setStyle(const TimelineStyle &style);
    const TimelineStyle &style() const { return m_style; }
    void setTitle(const QString &title);
    void setCaption(const QString &caption);

    /// The lanes' geometry for the axis rect as it is now laid out.
    LaneLayout layout() const;
    void setScroll(double messageScroll, double pinnedScroll);
    double messageScroll() const { return m_messageScroll; }
    double pinnedScroll() const { return m_pinnedScroll; }

    void setSelectedLane(int lane) { m_selectedLane = lane; }
    int selectedLane() const { return m_selectedLane; }

    /// Interactive mode only: the layer the overlay draws on (buffered).
    QCPLayer *overlayLayer() const { return m_overlayLayer; }
    void setPlayhead(TimeMs time) { m_playheadMs = time; }
    TimeMs playhead() const { return m_playheadMs; }
    void setHover(std::optional<double> x) { m_hoverX = x; }
    /// A lesson's highlights: the lanes they name outlined, time spans banded (drawn on the
    /// overlay layer).
    void setHighlights(const std::vector<Highlight> &highlights);
    /// Print mode: draw the playhead, the deadlines in force at it and the highlights too (a
    /// lesson step's picture). Interactive mode always does.
    void enablePrintOverlay();
    const std::vector<int> &highlightLanes() const { return m_highlightLanes; }
    const std::vector<std::pair<TimeMs, TimeMs>> &highlightSpans() const
    {
        return m_highlightSpans;
    }
    std::optional<double> hover() const { return m_hoverX; }
    /// Covers the lanes after this time (a question's answer is in the run's future).
    void setCurtain(std::optional<TimeMs> from) { m_curtain = from; }
    std::optional<TimeMs> curtain() const { return m_curtain; }
    /// Where this run and the one it is compared with first part (RunDivergence::time): a rule
    /// across the lanes. Unset: no comparison, or runs that never part.
    void setDivergence(std::optional<TimeMs> time) { m_divergence = time; }
    std::optional<TimeMs> divergence() const { return m_divergence; }

    /// The notes pinned to the run. A note on a message without a lane here (a time window that
    /// leaves it out, or a run where it no longer exists) is not drawn.
    void setAnnotations(const Annotations &annotations) { m_annotations = annotations; }
    const Annotations &annotations() const { return m_annotations; }
    /// Whether the legend explains this item: what the run draws, and notes when there are any.
    bool showsInLegend(LegendItem item) const;
    /// Where each drawable note goes for the current layout and zoom; labels are stacked to keep
    /// clear of each other where they can.
    std::vector<NotePlacement> notePlacements() const;
    /// The note whose label or pin is at `point`, if any (the one drawn on top).
    std::optional<NotePlacement> noteAt(QPointF point) const;

    /// Where the last drawing of the lanes put its text: the double-processing captions, the
    /// marks' labels ("stale", "2nd", "ord_7731 charged") and the names inside bands and bars, in
    /// the plot's coordinates. No two intersect, none covers a note's label, and each lies
    /// inside the lanes' area. None covers a mark either, except a caption over a long stretch
    /// of double processing, which may cover the marks inside it (it has nowhere else to go).
    const std::vector<QRectF> &placedLabelRects() const { return m_placedLabelRects; }

    /// How the double processing is merged at the current zoom, for `layout` (the lanes as laid
    /// out now): what the lanes draw, and what the hover explains.
    OverlapGrouping overlapGrouping(const LaneLayout &layout) const;
    /// The band drawn for `overlap` at the current zoom, or nullopt when it is not on screen.
    std::optional<OverlapGroup> overlapGroupOf(const OverlapHighlight &overlap) const;

    /// Pixel x of a time, and back.
    double xOf(TimeMs time) const;
    TimeMs timeAt(double x) const;

private:
    void applyStyle();
    void updateMargins();

    QCustomPlot *m_plot;
    Mode m_mode;
    TimelineModel m_model;
    TimelineStyle m_style;
    TimelineLanes *m_lanes = nullptr;
    TimelineLaneLabels *m_labels = nullptr;
    TimelineLegend *m_legend = nullptr;
    TimelineNotes *m_notes = nullptr;
    TimelineOverlay *m_overlay = nullptr;
    QCPLayer *m_overlayLayer = nullptr;
    QCPTextElement *m_title = nullptr;
    QCPTextElement *m_caption = nullptr;
    double m_messageScroll = 0;
    double m_pinnedScroll = 0;
    int m_selectedLane = -1;
    TimeMs m_playheadMs = 0;
    std::optional<double> m_hoverX;
    std::vector<int> m_highlightLanes;
    std::vector<std::pair<TimeMs, TimeMs>> m_highlightSpans;
    std::optional<TimeMs> m_curtain;
    std::optional<TimeMs> m_divergence;
    Annotations m_annotations;

    // The lanes place the double-processing captions as they draw (clear of the marks they
    // stamp) and remember them here, with the bands they merged and the view they were made
    // for, so that the notes, placed on demand, keep clear of them and the hover explains the
    // bands without merging again. For another view (a zoom not yet replotted) both are made
    // anew, the captions without the marks.
    friend class TimelineLanes;
    void rememberCaptions(std::vector<QRectF> captions, std::vector<OverlapGroup> groups);
    std::vector<QRectF> captionRects() const;
    struct CaptionMemory {
        QCPRange range;
        QRectF area;
        double messageScroll = 0;
        double pinnedScroll = 0;
        std::vector<QRectF> rects;
        std::vector<OverlapGroup> groups;
        bool valid = false;
    };
    /// Whether m_captions was made for the view as it is now.
    bool remembersThisView(const LaneLayout &layout) const;
    CaptionMemory m_captions;
    std::vector<QRectF> m_placedLabelRects;
};

} // namespace inflight
