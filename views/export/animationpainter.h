// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One frame of an animated walkthrough: a heading (the title, the step being shown, and, when the
// stage with its own clock is not in the frame, the clock "t = 12.3 s"), then the stage, the timeline with its playhead, or the stage above the
// timeline. Always on the light theme, as every export is, whatever the window shows: the
// picture is for slides. The stage is laid out at each frame's time as the widget does while
// playing (cards travel; marks last long enough in wall time at the animation's speed), and the
// timeline is the print timeline with the playhead and the deadlines in force at that time.

#include "annotation.h"
#include "lesson.h"
#include "run.h"
#include "runtimeline.h"
#include "stagecast.h"

#include <QImage>
#include <QRect>
#include <QSize>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

class QCustomPlot;
class QPainter;

namespace inflight {

class TimelineScene;

enum class AnimationView : std::uint8_t { Stage, Timeline, Both };

/// "stage", "timeline", "both", and back (nullopt for another word).
QString animationViewName(AnimationView view);
std::optional<AnimationView> animationViewFromName(const QString &name);

class AnimationPainter {
public:
    /// Frames of `run` (which must outlive the painter) at `size` pixels; the timeline shows the
    /// window `fromMs` to `toMs` (`wholeStory`: the window is the run's story, and the timeline
    /// shows every lane, as a whole-run export does). `speed` is the animation's.
    AnimationPainter(const Run &run, AnimationView view, QSize size, TimeMs fromMs, TimeMs toMs,
                     bool wholeStory, double speed);
    ~AnimationPainter();
    AnimationPainter(const AnimationPainter &) = delete;
    AnimationPainter &operator=(const AnimationPainter &) = delete;

    /// The notes pinned to the run, drawn on the stage and the timeline once reached.
    void setAnnotations(const Annotations &annotations);

    /// The frame at `timeMs`, headed `heading` (the title, and the step shown), with `highlights`
    /// (a lesson step's) framed on the stage and banded on the timeline.
    QImage paint(TimeMs timeMs, const QString &heading, const std::vector<Highlight> &highlights);

    /// Where the parts are in a frame (empty when the view leaves the part out).
    QRect headingRect() const { return m_heading; }
    QRect stageRect() const { return m_stage; }

    /// The colours the frames are made of: the light theme's and the print timeline's, which a
    /// GIF palette holds exactly.
    static std::vector<QRgb> keyColours();

private:
    void arrange(QSize size);
    void paintHeading(QPainter &painter, TimeMs timeMs, const QString &heading) const;
    /// The stage alone at `timeMs`, as big as its part of the frame. Reads only what does not
    /// change while frames are drawn, so it may run on another thread.
    QImage paintStageAt(TimeMs timeMs, const std::vector<Highlight> &highlights) const;
    void prepareTimeline(TimeMs fromMs, TimeMs toMs, bool wholeStory);
    /// The timeline without what moves, drawn on first use.
    const QImage &lanesPicture();

    const Run &m_run;
    AnimationView m_view;
    QSize m_size;
    double m_speed;
    RunTimeline m_runTimeline;
    StageCast m_cast;
    Annotations m_annotations;
    QRect m_heading;
    QRect m_stage;
    QRect m_timeline;
    std::unique_ptr<QCustomPlot> m_plot;
    std::unique_ptr<TimelineScene> m_scene;
    QImage m_lanes;
};

} // namespace inflight
