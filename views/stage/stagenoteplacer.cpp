// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagenoteplacer.h"

#include "runtimeline.h"
#include "stagetext.h"

#include <QFontMetricsF>

#include <algorithm>
#include <map>

namespace inflight {

namespace {

/// The smallest rectangle holding every box's rectangle.
template<typename Boxes> QRectF unitedRects(const Boxes &boxes)
{
    QRectF united;
    for (const auto &box : boxes)
        united = united.united(box.rect);
    return united;
}

} // namespace

StageNotePlacer::StageNotePlacer(StageLayout &layout, const StageLayout::Input &input)
    : m_layout(layout), m_input(input)
{
}

void StageNotePlacer::place()
{
    if (m_input.notes.empty())
        return;
    placeBadges();
    const std::vector<int> shown = calloutNotes();
    if (shown.empty())
        return;
    const std::vector<Region> regions = freeRegions();
    const double widest = m_layout.px(300);
    const std::vector<int> latestOnly = {shown.back()};
    // As much as fits in the first region with room: every note on up to five lines, then fewer
    // lines, then the latest note alone.
    for (const auto &[list, maxLines] :
         {std::pair{shown, 5}, std::pair{shown, 3}, std::pair{shown, 2}, std::pair{latestOnly, 3},
          std::pair{latestOnly, 1}}) {
        for (const Region &region : regions) {
            const double width = std::min(widest, region.rect.width());
            if (width < m_layout.px(110))
                continue;
            auto [entries, height] = compose(list, width, maxLines);
            if (height <= region.rect.height()) {
                put(region, std::move(entries), QSizeF(width, height));
                return;
            }
        }
    }
    squeeze(shown.back());
}

void StageNotePlacer::placeBadges()
{
    const std::span<const Annotation> notes = m_input.notes;
    const TimeMs now = m_layout.state.time;
    StageLayout &fr = m_layout;
    // A note on a message: under its card, once the playhead has reached it (the latest one
    // reached, when a message has several).
    std::map<MessageNumber, int> latest;
    for (std::size_t i = 0; i < notes.size(); ++i) {
        const Annotation &a = notes[i];
        if (a.anchor != Annotation::Anchor::Message || a.message == noMessage || a.timeMs > now)
            continue;
        const auto it = latest.find(a.message);
        if (it == latest.end() || notes[static_cast<std::size_t>(it->second)].timeMs <= a.timeMs)
            latest[a.message] = static_cast<int>(i);
    }
    const QFontMetricsF badgeMetrics(fr.scale.font(8));
    for (const auto &[message, index] : latest) {
        const StageCard *card = fr.card(message);
        const QRectF r = fr.cardRect(message);
        // A card on its way somewhere gets its badge when it arrives.
        if (!card || r.isEmpty() || (fr.animate && card->arrival < 1))
            continue;
        StageLayout::NoteBadge badge;
        badge.index = index;
        badge.message = message;
        badge.text = notes[static_cast<std::size_t>(index)].text.simplified();
        if (r.height() < fr.px(cardHU) * 0.75) {
            // A compact worker's chip: the pin alone, on its corner.
            const double d = fr.px(14);
            badge.rect = QRectF(r.left() - d / 2, r.top() - d / 2, d, d);
            badge.glyphOnly = true;
        } else {
            // A tab hanging from the card's lower edge: it keeps clear of the card's text, and of
            // the card below in a queue (cards are cardGapU apart).
            const double h = fr.px(16);
            const double wanted =
                fr.px(22) + (badge.text.isEmpty()
                                 ? 0.0
                                 : badgeMetrics.horizontalAdvance(badge.text) + fr.px(6));
            badge.rect = QRectF(r.left() + fr.px(4), r.bottom() - fr.px(7),
                                std::min(wanted, r.width() - fr.px(8)), h);
        }
        fr.badges.push_back(std::move(badge));
    }
}

std::vector<int> StageNotePlacer::calloutNotes() const
{
    const std::span<const Annotation> notes = m_input.notes;
    const TimeMs now = m_layout.state.time;
    std::vector<int> reached;
    for (std::size_t i = 0; i < notes.size(); ++i) {
        if (notes[i].anchor != Annotation::Anchor::Message && notes[i].timeMs <= now)
            reached.push_back(static_cast<int>(i));
    }
    if (reached.empty())
        return {};
    std::stable_sort(reached.begin(), reached.end(), [&](int a, int b) {
        return notes[static_cast<std::size_t>(a)].timeMs <
               notes[static_cast<std::size_t>(b)].timeMs;
    });
    std::vector<int> shown;
    for (int i : reached) {
        if (now - notes[static_cast<std::size_t>(i)].timeMs <= stageNoteShownMs)
            shown.push_back(i);
    }
    if (shown.empty())
        shown.push_back(reached.back());
    if (shown.size() > stageCalloutNotes)
        shown.erase(shown.begin(), shown.end() - static_cast<std::ptrdiff_t>(stageCalloutNotes));
    return shown;
}

std::vector<StageNotePlacer::Region> StageNotePlacer::freeRegions() const
{
    // Where there is room: beside the queues, the services or the workers, below or above them,
    // never over a card or a worker.
    const StageLayout &fr = m_layout;
    const double gap = fr.px(10);
    QRectF workers = unitedRects(fr.workers);
    if (!fr.moreWorkersRect.isEmpty())
        workers = workers.united(fr.moreWorkersRect);
    // The red bracket between two workers runs beside and below them.
    if (!workers.isEmpty())
        workers.adjust(0, 0, fr.px(16), fr.px(workerRowGapU) / 2 + fr.px(14));
    std::vector<Region> regions;
    auto addColumn = [&](const QRectF &column, bool right) {
        if (column.isEmpty())
            return;
        regions.push_back({QRectF(QPointF(column.left(), column.bottom() + gap),
                                  QPointF(column.right(), fr.area.bottom())),
                           right, true});
        regions.push_back({QRectF(QPointF(column.left(), fr.area.top()),
                                  QPointF(column.right(), column.top() - gap)),
                           right, false});
    };
    // The bottom left and bottom right corners first: the eye finishes a picture there.
    addColumn(unitedRects(fr.queues), false);
    addColumn(unitedRects(fr.services), true);
    addColumn(workers, false);
    std::stable_partition(regions.begin(), regions.end(),
                          [](const Region &r) { return r.alignBottom; });
    return regions;
}

std::pair<std::vector<StageLayout::CalloutEntry>, double>
StageNotePlacer::compose(const std::vector<int> &notes, double width, int maxLines) const
{
    const StageLayout &fr = m_layout;
    const QFontMetricsF headingMetrics(fr.scale.font(8, true));
    const QFont bodyFont = fr.scale.font(9.5);
    const QFontMetricsF bodyMetrics(bodyFont);
    const double pad = fr.px(9);
    const double spacing = fr.px(6);
    std::vector<StageLayout::CalloutEntry> entries;
    double y = pad;
    // Room on the left for the pin.
    const double inner = width - 2 * pad - fr.px(12);
    for (int index : notes) {
        const Annotation &a = m_input.notes[static_cast<std::size_t>(index)];
        StageLayout::CalloutEntry entry;
        entry.index = index;
        entry.heading = stageTimeText(a.timeMs);
        if (a.message != noMessage && (!m_input.timeline || m_input.timeline->track(a.message)))
            entry.heading += QStringLiteral(" · ") + qs(messageLabel(a.message));
        entry.lines = wrapLines(a.text.simplified(), bodyFont, inner, maxLines);
        const double h = headingMetrics.height() +
                         static_cast<double>(entry.lines.size()) * bodyMetrics.lineSpacing();
        entry.rect = QRectF(pad + fr.px(12), y, inner, h);
        y += h + spacing;
        entries.push_back(std::move(entry));
    }
    return {std::move(entries), y - spacing + pad};
}

void StageNotePlacer::put(const Region &region, std::vector<StageLayout::CalloutEntry> entries,
                          QSizeF size)
{
    const double x = region.alignRight ? region.rect.right() - size.width() : region.rect.left();
    const double y = region.alignBottom ? region.rect.bottom() - size.height() : region.rect.top();
    m_layout.callout = QRectF(QPointF(x, y), size);
    for (StageLayout::CalloutEntry &entry : entries)
        entry.rect.translate(x, y);
    m_layout.entries = std::move(entries);
}

void StageNotePlacer::squeeze(int latest)
{
    const StageLayout &fr = m_layout;
    std::vector<QRectF> keepClear;
    for (const StageLayout::WorkerBox &box : fr.workers)
        keepClear.push_back(box.rect);
    for (const StageLayout::QueueBox &q : fr.queues) {
        for (const StageLayout::Slot &slot : q.places)
            keepClear.push_back(slot.rect);
    }
    const double width = std::min(fr.px(300), fr.area.width() * 0.3);
    const auto [entries, height] = compose({latest}, width, 1);
    double leastCovered = -1;
    for (const bool right : {false, true}) {
        for (const bool bottom : {true, false}) {
            const Region corner{fr.area, right, bottom};
            const double x = right ? fr.area.right() - width : fr.area.left();
            const double y = bottom ? fr.area.bottom() - height : fr.area.top();
            const QRectF r(x, y, width, height);
            double covered = 0;
            for (const QRectF &other : keepClear) {
                const QRectF overlap = other.intersected(r);
                covered += overlap.width() * overlap.height();
            }
            if (leastCovered < 0 || covered < leastCovered) {
                leastCovered = covered;
                put(corner, entries, QSizeF(width, height));
            }
        }
    }
}

} // namespace inflight
