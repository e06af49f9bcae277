// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QRectF>
#include <QString>

#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace inflight {

class RectGrid;
struct TimelineStyle;

/// A piece of text the lanes want drawn. The lanes ask as they draw their marks; the text is
/// placed once every mark is down (LabelPlacer::place()), most important first, where it covers
/// no other text and no mark.
struct LabelRequest {
    /// Where two labels would collide, the earlier rank keeps its place: a duplicate's ordinal
    /// tells the story, a stale or gone delete explains it, the rest is commentary.
    enum class Rank : std::uint8_t { Duplicate, Warning, Other };
    enum class Font : std::uint8_t { Mark, MarkBold, EffectBold };
    Rank rank = Rank::Other;
    Font font = Font::Mark;
    QColor colour;
    /// Beside a mark: the mark's bounds. Inside a band or a bar: the stretch the text may use.
    QRectF mark;
    /// The row the text is centred on.
    double y = 0;
    /// The lane the mark is on, and the region the lane is in: a label beside its mark stays
    /// in its lane (or nearly), and never leaves the region, which scrolls and is clipped.
    QRectF lane;
    QRectF region;
    /// The text, and a shorter one for a tight spot (or empty).
    QString text;
    QString shortText;
    /// Inside a band: set against the stretch's right end rather than its left.
    bool alignRight = false;
};

/// A label where it was placed.
struct PlacedLabel {
    /// What it covers: the text, with its plate when it has one.
    QRectF rect;
    QFont font;
    QColor colour;
    QString text;
    /// On a plate of the background colour (beside a mark), or plain (inside a band).
    bool plate = false;
};

/// Whether a mark stands far enough from its neighbours in its row for a label to be worth
/// placing. In a dense stretch (a zoomed-out run) there is never room, and making and measuring
/// the text of thousands of marks would cost more than the rest of the frame.
inline bool roomBeside(double previousRight, double markLeft, double markRight, double nextLeft,
                       double gap)
{
    return nextLeft - markRight - 2 * gap >= 12 || markLeft - previousRight - 2 * gap >= 12;
}

/// Collects the labels the lanes ask for as they draw, and places them once every mark is down:
/// the labels beside marks first, most important first and then left to right, each where it
/// covers nothing taken (no mark, no text); then the text inside bands and bars, which gives way
/// to other text only. The requests are kept between frames for their memory.
class LabelPlacer {
public:
    /// Forgets the last frame's requests.
    void clear();
    /// Asks for a label beside a mark, or for text inside a band or a bar.
    void besideMark(LabelRequest request) { m_beside.push_back(std::move(request)); }
    void insideBand(LabelRequest request) { m_inside.push_back(std::move(request)); }
    bool hasLabelsBesideMarks() const { return !m_beside.empty(); }

    /// Places the labels asked for within `area`, clear of what `taken` holds, and adds each
    /// placed one to it. The labels come back in the order they were placed.
    std::vector<PlacedLabel> place(const TimelineStyle &style, const QRectF &area, RectGrid &taken);

private:
    /// The fonts of LabelRequest::Font, then a smaller size of each for a tight spot, measured
    /// once a frame.
    struct Fonts {
        std::array<QFont, 6> sized;
        std::vector<QFontMetricsF> metrics;
    };
    static Fonts measure(const TimelineStyle &style);
    std::optional<PlacedLabel> placeBesideMark(const LabelRequest &request) const;
    /// Where a label of `width` x `height` may go beside its mark, best first, within the rows
    /// `top` to `bottom`: right of the mark, then left of it, on its row; then nudged up or down
    /// (still beside it); then above and below it.
    std::size_t candidatesBeside(const LabelRequest &request, double width, double height,
                                 double top, double bottom,
                                 std::array<QRectF, 12> &candidates) const;
    std::optional<PlacedLabel> placeInsideBand(const LabelRequest &request) const;
    /// Whether `r`, widened by `sideways` and the clearance, hits nothing taken (text only, or
    /// marks too).
    bool isClear(const QRectF &r, bool marksToo, double sideways) const;

    std::vector<LabelRequest> m_beside;
    std::vector<LabelRequest> m_inside;

    // The pass under way in place().
    const RectGrid *m_taken = nullptr;
    QRectF m_area;
    double m_clearance = 1;
    double m_gap = 5;
    double m_insidePadding = 6;
    Fonts m_fonts;
};

} // namespace inflight
