// SPDX-License-Identifier: GPL-3.0-or-later
#include "rectgrid.h"

#include <algorithm>
#include <cmath>

namespace inflight {

void RectGrid::reset(const QRectF &bounds, double cell)
{
    m_bounds = bounds;
    m_cell = cell;
    m_columns = std::max(1, static_cast<int>(std::ceil(bounds.width() / cell)));
    m_rows = std::max(1, static_cast<int>(std::ceil(bounds.height() / cell)));
    const auto count = static_cast<std::size_t>(m_columns) * static_cast<std::size_t>(m_rows);
    if (m_cells.size() < count)
        m_cells.resize(count);
    for (std::size_t i = 0; i < count; ++i)
        m_cells[i].clear();
    m_entries.clear();
}

void RectGrid::add(const QRectF &r, Kind kind)
{
    const Span span = spanOf(r);
    if (span.empty())
        return;
    const auto index = static_cast<std::uint32_t>(m_entries.size());
    m_entries.push_back({r, kind});
    for (int row = span.top; row <= span.bottom; ++row) {
        for (int column = span.left; column <= span.right; ++column)
            m_cells[cellIndex(column, row)].push_back(index);
    }
}

bool RectGrid::hits(const QRectF &r, bool marksToo) const
{
    const Span span = spanOf(r);
    if (span.empty())
        return false;
    for (int row = span.top; row <= span.bottom; ++row) {
        for (int column = span.left; column <= span.right; ++column) {
            for (const std::uint32_t index : m_cells[cellIndex(column, row)]) {
                const Entry &entry = m_entries[index];
                if ((marksToo || entry.kind == Kind::Text) && entry.rect.intersects(r))
                    return true;
            }
        }
    }
    return false;
}

RectGrid::Span RectGrid::spanOf(const QRectF &r) const
{
    if (!r.intersects(m_bounds))
        return {0, 0, -1, -1};
    auto clampedCell = [&](double offset, int count) {
        return std::clamp(static_cast<int>(std::floor(offset / m_cell)), 0, count - 1);
    };
    return {clampedCell(r.left() - m_bounds.left(), m_columns),
            clampedCell(r.top() - m_bounds.top(), m_rows),
            clampedCell(r.right() - m_bounds.left(), m_columns),
            clampedCell(r.bottom() - m_bounds.top(), m_rows)};
}

} // namespace inflight
