// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The timeline as a picture for slides, handouts and bug reports: PNG (at 1x, 2x or 3x pixel
// density), SVG (vector) or PDF (vector), chosen by the file name's extension. Always on a light
// background, with a title, the legend and a caption. Works without a display
// (QT_QPA_PLATFORM=offscreen); it needs a QApplication, since QCustomPlot is a widget.

#include "annotation.h"
#include "lesson.h"
#include "run.h"

#include <QImage>
#include <QRectF>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QCPPainter;

namespace inflight {

/// A second run to draw above the first on the same time axis: the "before" of a before and
/// after picture.
struct TimelineComparison {
    std::shared_ptr<const Run> run;
    /// What each run is, for the titles and the summary: "the original", "visibility timeout
    /// 60 s".
    QString name;
    QString thisName;
};

struct TimelineExportOptions {
    /// Where to write; the extension (.png, .svg, .pdf) chooses the format.
    QString path;
    /// The time window in seconds; negative: the whole run.
    double fromSeconds = -1;
    double toSeconds = -1;
    /// Size in logical pixels (PDF: points).
    int width = 1600;
    int height = 900;
    /// PNG pixel density: 2 gives a 3200x1800 image of the same 1600x900 layout.
    double scale = 1;
    /// Empty: the scenario's title (or name).
    QString title;
    /// Empty: the scenario, seed and time window, and what was effected more than once.
    QString caption;
    /// False: no title above the lanes and no caption below, for a picture placed on a page
    /// that has its own (a handout, a slide). Two compared runs keep their "Before"/"After"
    /// names and the summary of what differs.
    bool headed = true;
    /// A moment to mark (a lesson step): the playhead, the deadlines in force then, and the
    /// step's highlights. Unset: the whole run, no playhead.
    std::optional<TimeMs> playheadMs;
    std::vector<Highlight> highlights;
    /// The session's notes, drawn where they are pinned.
    Annotations annotations;
    /// Set: the compared run is drawn above this one, on one time axis covering both stories,
    /// the first moment they part marked on both, and the difference summary below them.
    std::optional<TimelineComparison> comparison;
};

/// Writes the timeline of `run`. On failure returns false and sets `error` to a sentence naming
/// the path (an unknown extension, a directory that does not exist, a file that cannot be
/// written, an empty time window).
bool exportTimeline(const Run &run, const TimelineExportOptions &options, QString *error);

/// Draws the picture exportTimeline would write on `painter`, in the options' width x height at
/// the painter's origin (a handout scales and places it with the painter's transform). False,
/// with the reason in `error`, when the options are invalid (checkTimelineExportOptions).
bool paintTimelineExport(QCPPainter &painter, const Run &run, const TimelineExportOptions &options,
                         QString *error);

/// The same picture as a PNG export, as an image (for Copy to clipboard). Its devicePixelRatio
/// is options.scale. A null image when the options are invalid.
QImage renderTimelineImage(const Run &run, const TimelineExportOptions &options);

/// Where a picture's text went, in its logical coordinates: the lanes' area, the text the lanes
/// placed (double-processing captions, the marks' labels, names inside bands and bars) and the
/// notes' labels. For the checks that no two ever overlap.
struct TimelineTextLayout {
    QRectF lanes;
    std::vector<QRectF> labels;
    std::vector<QRectF> notes;
};
TimelineTextLayout timelineTextLayout(const Run &run, const TimelineExportOptions &options);

/// The caption an export gets when none is given: the scenario, seed and window, and the keys
/// effected more than once (one described, the others counted), on lines that fit the picture.
QString defaultTimelineCaption(const Run &run, TimeMs from, TimeMs to);

/// The caption's second part: the keys effected more than once (one described, the others
/// counted), or that every key was effected at most once; empty for a run without effects.
QString duplicatesCaption(const Run &run);

/// Checks the options that do not depend on the path: size, scale and time window. Returns an
/// empty string when they are fine.
QString checkTimelineExportOptions(const Run &run, const TimelineExportOptions &options);

} // namespace inflight
