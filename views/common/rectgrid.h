// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace inflight {

/// Rectangles bucketed in a coarse grid over an area (the timeline's lanes, the stage), so that
/// asking "is anything here?" tests the few rectangles near the question, however many marks a
/// frame stamps. The buckets keep their memory from frame to frame. Label placement uses it, on
/// the timeline and on the stage: marks and text already placed go in, and a label is placed
/// where it hits nothing.
class RectGrid {
public:
    /// A mark is an obstacle to some text only; text is an obstacle to all text.
    enum class Kind : std::uint8_t { Mark, Text };

    /// Forgets every rectangle and buckets `bounds` in square cells of side `cell`. Rectangles
    /// outside `bounds` are never kept.
    void reset(const QRectF &bounds, double cell);

    void add(const QRectF &r, Kind kind);

    /// Calls f(rect, kind) for each rectangle near `r` (some may not intersect it, and one that
    /// spans several buckets may come more than once).
    template<typename F> void forEachNear(const QRectF &r, F &&f) const
    {
        const Span span = spanOf(r);
        if (span.empty())
            return;
        for (int row = span.top; row <= span.bottom; ++row) {
            for (int column = span.left; column <= span.right; ++column) {
                for (const std::uint32_t index : m_cells[cellIndex(column, row)]) {
                    const Entry &entry = m_entries[index];
                    f(entry.rect, entry.kind);
                }
            }
        }
    }

    /// Whether `r` intersects a rectangle added before: any, or text only.
    bool hits(const QRectF &r, bool marksToo) const;

private:
    struct Entry {
        QRectF rect;
        Kind kind;
    };
    struct Span {
        int left, top, right, bottom;
        bool empty() const { return left > right || top > bottom; }
    };
    Span spanOf(const QRectF &r) const;
    std::size_t cellIndex(int column, int row) const
    {
        return static_cast<std::size_t>(row) * static_cast<std::size_t>(m_columns) +
               static_cast<std::size_t>(column);
    }

    QRectF m_bounds;
    double m_cell = 32;
    int m_columns = 0;
    int m_rows = 0;
    std::vector<std::vector<std::uint32_t>> m_cells;
    std::vector<Entry> m_entries;
};

} // namespace inflight
