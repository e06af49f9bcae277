// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An animated walkthrough of a run as a GIF, for slides, browsers and chat: the stage and/or the
// timeline with the playhead moving (AnimationPainter draws the frames, AnimationPlan times them,
// GifEncoder writes them). The command line (`inflight export ... --out walk.gif`) and the
// window's File > Export animation... both make it with this class. Works without a display
// (QT_QPA_PLATFORM=offscreen); it needs a QApplication, since the timeline is a QCustomPlot.

#include "animationpainter.h"
#include "animationplan.h"
#include "annotation.h"
#include "lesson.h"
#include "run.h"

#include <QSize>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace inflight {

/// From its moment on (until the next chapter's), the animation says `caption` in its heading
/// and shows `highlights`: a lesson's step.
struct AnimationChapter {
    TimeMs fromMs = 0;
    QString caption;
    std::vector<Highlight> highlights;
};

/// A lesson's steps `first` to `last` (0-based, inclusive; -1: to the last) as chapters: "step 3:
/// the loan runs out" from each step's moment, with its highlights.
std::vector<AnimationChapter> lessonChapters(const Lesson &lesson, int first = 0, int last = -1);

struct AnimationOptions {
    /// The GIF to write.
    QString path;
    AnimationView view = AnimationView::Both;
    /// The time window; unset: the run's story (where something happens), as a still export.
    std::optional<TimeMs> fromMs;
    std::optional<TimeMs> toMs;
    /// Virtual seconds per second of animation; unset: AnimationPlan::speedFor() the window.
    std::optional<double> speed;
    int fps = 10;
    QSize size{1280, 720};
    /// Empty: the scenario's title (or name).
    QString title;
    /// In time order; none: the heading is the title alone.
    std::vector<AnimationChapter> chapters;
    Annotations annotations;
};

class AnimationExport {
public:
    static constexpr QSize minimumSize{320, 180};
    static constexpr QSize maximumSize{3840, 2160};

    /// An export of `run` (which must outlive it).
    AnimationExport(const Run &run, AnimationOptions options);

    /// Empty when the options can be drawn; else why not, in a sentence.
    QString problem() const;
    /// The window and speed the animation uses (the defaults filled in).
    TimeMs fromMs() const { return m_fromMs; }
    TimeMs toMs() const { return m_toMs; }
    double speed() const { return m_speed; }
    /// When each frame is and how long it shows (empty when problem() is not).
    std::vector<AnimationFrame> frames() const;
    /// The heading and highlights at a time: the title, and the chapter reached.
    QString headingAt(TimeMs timeMs) const;

    /// Called after each frame with the frames done and the total; false cancels the export.
    using Progress = std::function<bool(int done, int total)>;
    /// Writes the GIF. On failure or cancel returns false, sets `error` to a sentence naming the
    /// path, and leaves no file behind (an older file of that name stays as it was).
    bool write(const Progress &progress, QString *error);

    /// The frame at `timeMs` as write() draws it (for tests and previews).
    QImage frameAt(TimeMs timeMs);
    /// Where the parts of a frame are.
    const AnimationPainter &painter();

private:
    const AnimationChapter *chapterAt(TimeMs timeMs) const;

    const Run &m_run;
    AnimationOptions m_options;
    TimeMs m_fromMs = 0;
    TimeMs m_toMs = 0;
    bool m_wholeStory = true;
    double m_speed = 1;
    std::unique_ptr<AnimationPainter> m_painter;
};

} // namespace inflight
