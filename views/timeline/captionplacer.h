// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lanelayout.h"
#include "overlapgroups.h"
#include "timelinemodel.h"

#include <QFont>
#include <QFontMetricsF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <functional>
#include <map>
#include <utility>
#include <vector>

namespace inflight {

class RectGrid;
struct TimelineStyle;

/// A double-processing caption: "double processing m1" on a red plate.
struct OverlapPlate {
    QRectF rect;
    QString text;
    QFont font;
    double pad = 0;
    /// Index of the group (in the groups given to CaptionPlacer::place()) it is the caption of.
    int group = -1;
    /// What it covers, its edge included.
    QRectF drawn() const { return rect.adjusted(-0.75, -0.75, 0.75, 0.75); }
};

/// Where the double-processing captions go, for the lanes as laid out and the times on screen:
/// one caption per group of overlaps drawn as one band (see OverlapGrouping). Each sits on the
/// boundary between its two worker lanes, centred on the visible part of its band; where a mark
/// (when the marks are given) or an earlier caption is in the way, it slides along the band (its
/// centre stays over the band, so that it reads as the band's), then tries the band's top and
/// bottom edges, then a shorter text (a merged band's count without its times, then without its
/// message) and a smaller size. Where none of that finds room it is left out (its band still
/// shows the overlap, and the hover explains it), unless that leaves a message without any
/// caption on screen: then one caption may cover the marks inside its own band, which are what
/// it describes, but never text or a mark outside it. The notes and the marks' labels keep clear
/// of these.
///
/// No widget is needed: the lanes' layout and the mapping from time to x are given.
class CaptionPlacer {
public:
    /// The pixel x of a time on the time axis.
    using TimeToX = std::function<double(TimeMs)>;

    CaptionPlacer(const TimelineStyle &style, const LaneLayout &layout, TimeToX xOf);

    /// The captions for the groups (OverlapGrouping::workerGroups() of the times on screen, a
    /// view `visibleSeconds` wide), kept clear of the marks in `marks` (when given; without them
    /// no caption covers its band's marks either).
    std::vector<OverlapPlate> place(const std::vector<OverlapGroup> &groups, double visibleSeconds,
                                    const RectGrid *marks);

private:
    /// Spans of x within which a caption may cover marks: its own band.
    using Stretches = std::vector<std::pair<double, double>>;
    /// One band as drawn: its lanes, the visible part of its box, and its caption's texts,
    /// longest first.
    struct Box {
        QRectF a;
        QRectF b;
        const QRectF *region = nullptr;
        bool adjacent = false;
        double inset = 0;
        double left = 0;
        double right = 0;
        std::vector<QString> texts;
        int group = -1;
    };
    /// The caption at one size, and where its centre may go.
    struct Caption {
        const QString *text = nullptr;
        const QFont *font = nullptr;
        QSizeF size;
        double half = 0;
        double lo = 0;
        double hi = 0;
        double ideal = 0;
    };

    double xClamped(TimeMs t) const;
    /// Each group tries for a caption clear of everything (a few tries a message). Returns the
    /// messages that got one (noMessage for a band of several messages).
    std::vector<MessageNumber> captionEach(const std::vector<OverlapGroup> &groups);
    /// A message left without a caption gets one over the marks of its first band.
    void captionOverMarks(const std::vector<OverlapGroup> &groups,
                          std::vector<MessageNumber> captioned);
    bool placeOne(const OverlapGroup &group, int index, bool overMarks);
    bool placeAtSize(const Box &box, const QString &text, int pixels, const Stretches *stretches);
    /// The rows a caption may be centred on: the boundary between adjacent lanes, then the
    /// box's top and bottom edges; or the middle of each of two lanes apart.
    std::vector<double> rowsFor(const Box &box, double height) const;
    bool placeInRow(const Box &box, const Caption &caption, double cy, double from, double to,
                    const Stretches *stretches);
    /// Fills m_centres with where a caption centred on row `top` may go, nearest the ideal
    /// first: the ideal place, then either side of each thing in the way, then along the
    /// stretches.
    void gatherCentres(const Caption &caption, double top, double from, double to,
                       const Stretches *stretches);
    bool isClear(const QRectF &r, bool coverMarks) const;
    const std::pair<QFont, QFontMetricsF> &sized(int pixels);

    const TimelineStyle &m_style;
    const LaneLayout &m_layout;
    TimeToX m_xOf;
    double m_pad;
    double m_gap;
    double m_visibleSeconds = 0;
    const RectGrid *m_marks = nullptr;
    std::vector<OverlapPlate> m_plates;
    std::vector<double> m_centres;
    // Measured once per size: a run may have thousands of overlaps on screen.
    std::map<int, std::pair<QFont, QFontMetricsF>> m_sizes;
};

} // namespace inflight
