// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagelayout.h"

#include "run.h"
#include "runtimeline.h"
#include "stagearrows.h"
#include "stagelabelplacer.h"
#include "stagenoteplacer.h"
#include "stagetext.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <utility>

namespace inflight {

StageLayout StageLayout::arrange(Input input)
{
    StageLayout fr;
    fr.size = input.size;
    fr.scale = scaleFor(input);
    if (!input.timeline || !input.run || !input.cast)
        return fr;
    fr.flashMs = input.flashMs;
    fr.animate = input.animate;
    // The layout keeps the state it was made from (the painters read the cards): moved, not
    // copied, as it is not read from the input again.
    fr.state = std::move(input.state);

    const double w = input.size.width();
    const double h = input.size.height();
    const double m = fr.px(marginU);
    fr.clock = QRectF(m, m, w - 2 * m, fr.px(headerU));
    fr.legend = QRectF(m, h - m - fr.px(legendU), w - 2 * m, fr.px(legendU));
    const double top = fr.clock.bottom() + fr.px(8);
    const double bottom = fr.legend.top() - fr.px(8);
    fr.area = QRectF(m, top, w - 2 * m, bottom - top);

    const Columns columns = fr.columns(input);
    fr.placeQueues(input, columns);
    fr.placeWorkers(input, columns);
    fr.placeServices(input, columns);
    fr.centre();
    StageNotePlacer(fr, input).place();
    fr.placeOverlaps();
    fr.placeHighlights(input);
    const std::vector<StageArrows::Label> labels =
        StageArrows(fr, *input.cast, *input.timeline).place();
    fr.collectKeepClear();
    StageLabelPlacer(fr).place(labels);
    fr.checkInvariants();
    return fr;
}

StageScale StageLayout::scaleFor(const Input &input)
{
    StageScale scale;
    scale.themeFactor = input.themeFactor;
    scale.baseFont = input.font;
    const double w = input.size.width();
    const double h = input.size.height();
    // Never larger than the theme asks for (a little more on a roomy widget), never so large
    // that the stage is clipped.
    double unit =
        std::min({w / stageReferenceWidth, h / stageReferenceHeight, input.themeFactor * 1.25});
    // A few workers stay full boxes, stacked, at a slightly smaller size rather than turn into
    // compact rows: their sentences are the story.
    const auto n = input.cast ? static_cast<double>(input.cast->workers.size()) : 0.0;
    if (n >= 1 && n <= 4) {
        const double stackU =
            2 * marginU + headerU + legendU + 16 + n * workerHU + (n - 1) * workerRowGapU;
        const double stackUnit = h / stackU;
        if (stackUnit < unit && stackUnit >= 0.7 * unit)
            unit = stackUnit;
    }
    scale.unit = std::max(unit, 0.3);
    scale.fontScale = scale.unit / input.themeFactor;
    return scale;
}

StageLayout::Columns StageLayout::columns(const Input &input) const
{
    // Three columns: queues, workers, services; the spare width goes mostly to the workers.
    const double w = size.width();
    const double m = px(marginU);
    const double inner = w - 2 * m - 2 * px(columnGapU);
    // Room for two cards side by side when the run has enough messages to need it; otherwise the
    // width goes to the workers, whose sentences are the story. (Decided per run, not per
    // instant, so that nothing jumps while it plays.)
    const std::size_t onStage = input.timeline->messages().size();
    const double oneColumn = px(cardWU + 2 * queuePadU + 24);
    Columns c;
    c.queueW = onStage <= 3
                   ? std::max(oneColumn, inner * 0.2)
                   : std::max({oneColumn, inner * 0.26,
                               std::min(px(2 * cardWU + cardGapU + 2 * queuePadU), inner * 0.33)});
    c.serviceW = inner * 0.28;
    c.workerW = inner - c.queueW - c.serviceW;
    if (c.workerW > px(workerMaxWU * 2 + workerColGapU)) {
        const double spare = c.workerW - px(workerMaxWU * 2 + workerColGapU);
        c.workerW -= spare * 0.6;
        c.queueW += spare * 0.3;
        c.serviceW += spare * 0.3;
    }
    c.queueX = m;
    c.workerX = c.queueX + c.queueW + px(columnGapU);
    c.serviceX = c.workerX + c.workerW + px(columnGapU);
    return c;
}

void StageLayout::placeQueues(const Input &input, const Columns &columns)
{
    // Queues: live cards (and the ones just deleted, fading) in send order.
    const double cardW = px(cardWU);
    const double gap = px(cardGapU);
    const int cardColumns =
        std::max(1, static_cast<int>((columns.queueW - 2 * px(queuePadU) + gap) / (cardW + gap)));
    std::vector<QueueNeed> needs;
    for (const StageCast::Queue &q : input.cast->queues)
        needs.push_back(queueNeed(q, cardColumns));
    const std::vector<int> rows = shareQueueRows(input, needs);
    double y = area.top();
    for (std::size_t qi = 0; qi < queues.size(); ++qi) {
        fillQueue(queues[qi], std::move(needs[qi].places), rows[qi], cardColumns, columns, y);
        y += queues[qi].rect.height() + px(queueGapU);
    }
}

StageLayout::QueueNeed StageLayout::queueNeed(const StageCast::Queue &q, int cardColumns)
{
    QueueNeed need;
    QueueBox box;
    box.queue = &q;
    for (std::size_t ci = 0; ci < state.cards.size(); ++ci) {
        const StageCard &c = state.cards[ci];
        if (c.queue != q.index)
            continue;
        need.places.push_back({c.message, {}, static_cast<int>(ci), 0});
        box.visible += c.phase == MessagePhase::Visible;
        box.inFlight += c.phase == MessagePhase::InFlight;
        box.delayed += c.phase == MessagePhase::Delayed;
    }
    for (const StageFlash &flash : state.flashes) {
        if (flash.kind == StageFlash::Kind::Deleted && flash.queue == q.index &&
            !card(flash.message))
            need.places.push_back({flash.message, {}, -1, flash.age});
    }
    std::sort(need.places.begin(), need.places.end(),
              [](const Slot &a, const Slot &b) { return a.message < b.message; });
    const auto n = static_cast<int>(need.places.size());
    need.rowsNeeded = std::max(1, (n + cardColumns - 1) / cardColumns);
    queues.push_back(std::move(box));
    return need;
}

std::vector<int> StageLayout::shareQueueRows(const Input &input,
                                             const std::vector<QueueNeed> &needs) const
{
    const double header = px(queueHeaderU);
    const double rowH = px(cardHU) + px(cardGapU);
    const double pad = px(queuePadU);
    const auto count = static_cast<double>(queues.size());
    const double usable = area.height() - px(queueGapU) * std::max(0.0, count - 1);
    // Every queue gets at least one row; rows beyond that go to whoever needs them, in order.
    // When even one row each does not fit (three queues on a short stage), every queue starts as
    // its header alone, which counts its messages, and rows go out in order.
    const bool oneRowEach = count * (header + pad + rowH) <= usable;
    std::vector<int> rows(queues.size(), oneRowEach ? 1 : 0);
    double used = 0;
    for (std::size_t qi = 0; qi < queues.size(); ++qi)
        used += header + (oneRowEach ? pad + rowH : 0.0);
    // A queue a lesson step points at (by name, or by a message or key whose card is in it) gets
    // its rows first: the step is about its cards.
    std::vector<std::size_t> order(queues.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_partition(order.begin(), order.end(), [&](std::size_t qi) {
        return highlightedQueue(input, *queues[qi].queue);
    });
    for (const std::size_t qi : order) {
        while (rows[qi] < needs[qi].rowsNeeded) {
            const double cost = rows[qi] == 0 ? pad + rowH : rowH;
            if (used + cost > usable)
                break;
            ++rows[qi];
            used += cost;
        }
    }
    return rows;
}

void StageLayout::fillQueue(QueueBox &box, std::vector<Slot> places, int rows, int cardColumns,
                            const Columns &columns, double y) const
{
    const double header = px(queueHeaderU);
    const double cardW = px(cardWU);
    const double cardH = px(cardHU);
    const double gap = px(cardGapU);
    const double rowH = cardH + gap;
    const double boxH = header + (rows > 0 ? px(queuePadU) + rows * rowH : 0.0);
    box.rect = QRectF(columns.queueX, y, columns.queueW, boxH);
    const int capacity = rows * cardColumns;
    // Cards just deleted fade out only where live cards leave room.
    if (static_cast<int>(places.size()) > capacity)
        std::erase_if(places, [](const Slot &slot) { return slot.card < 0; });
    const int n = static_cast<int>(places.size());
    int shown = n;
    if (capacity == 0) {
        shown = 0; // the header's counts tell what is there
    } else if (n > capacity) {
        shown = capacity - 1;
        box.more = n - shown;
    }
    // Shown and counted, each card once: the header counts them all.
    Q_ASSERT(capacity == 0 || shown + box.more == n);
    // Centre the card grid in the box.
    const double gridW = cardColumns * cardW + (cardColumns - 1) * gap;
    const double x0 = columns.queueX + (columns.queueW - gridW) / 2;
    auto placeAt = [&](int i) {
        return QRectF(x0 + (i % cardColumns) * (cardW + gap), y + header + (i / cardColumns) * rowH,
                      cardW, cardH);
    };
    for (int i = 0; i < shown; ++i) {
        Slot s = places[static_cast<std::size_t>(i)];
        s.rect = placeAt(i);
        box.places.push_back(s);
    }
    if (box.more > 0)
        box.moreRect = placeAt(shown);
}

void StageLayout::placeWorkers(const Input &input, const Columns &columns)
{
    // Workers: full boxes when they fit, compact rows when many, "+N more" past that.
    const double workerX = columns.workerX;
    const double workerW = columns.workerW;
    const double top = area.top();
    const double areaH = area.height();
    const auto n = static_cast<int>(input.cast->workers.size());
    const double colGap = px(workerColGapU);
    // Stacked in one column while they fit: the "both processing" bracket reads best there.
    const int fitCols =
        std::max(1, static_cast<int>((workerW + colGap) / (px(workerMinWU) + colGap)));
    // (A pixel of slack: the stacked size above is computed to fit exactly.)
    const int fitRows = std::max(
        1, static_cast<int>((areaH + px(workerRowGapU) + 1) / (px(workerHU + workerRowGapU))));
    int cols = std::min(fitCols, std::max(1, (n + fitRows - 1) / fitRows));
    int rows = (n + cols - 1) / std::max(1, cols);
    const bool compact = rows > fitRows;
    double boxW = std::min(px(workerMaxWU), (workerW - (cols - 1) * colGap) / cols);
    double boxH = px(workerHU);
    double rowGap = px(workerRowGapU);
    if (compact) {
        boxH = px(compactHU);
        rowGap = px(compactGapU);
        const int compactRows = std::max(1, static_cast<int>((areaH + rowGap) / (boxH + rowGap)));
        // As few columns as the rows allow: a wider row keeps the worker's name readable.
        const int maxCols =
            std::max(1, static_cast<int>((workerW + colGap) / (px(compactMinWU) + colGap)));
        cols = std::min(maxCols, std::max(1, (n + compactRows - 1) / compactRows));
        boxW = std::min(px(workerMaxWU), (workerW - (cols - 1) * colGap) / cols);
        rows = (n + cols - 1) / cols;
        if (rows > compactRows) {
            rows = compactRows;
            moreWorkers = n - (rows * cols - 1);
        }
    }
    const int shown = moreWorkers > 0 ? rows * cols - 1 : n;
    // Shown and counted, each worker once: "+N more workers" must not hide one or count one twice.
    Q_ASSERT(shown >= 0 && shown + moreWorkers == n);
    const double gridW = cols * boxW + (cols - 1) * colGap;
    const double x0 = workerX + (workerW - gridW) / 2;
    for (int i = 0; i < shown; ++i) {
        WorkerBox box;
        box.worker = &input.cast->workers[static_cast<std::size_t>(i)];
        box.compact = compact;
        box.rect = QRectF(x0 + (i % cols) * (boxW + colGap), top + (i / cols) * (boxH + rowGap),
                          boxW, boxH);
        const double pad = px(10);
        if (compact) {
            const double chipW = px(46);
            box.slot =
                QRectF(box.rect.right() - pad - chipW, box.rect.top() + px(6), chipW, px(20));
        } else {
            box.slot =
                QRectF(box.rect.left() + pad, box.rect.top() + px(34), px(cardWU), px(cardHU));
        }
        holdCards(box);
        workers.push_back(std::move(box));
    }
    if (moreWorkers > 0)
        moreWorkersRect = QRectF(x0 + (shown % cols) * (boxW + colGap),
                                 top + (shown / cols) * (boxH + rowGap), boxW, boxH);
    workerArea = QRectF(workerX, top, workerW, areaH);
}

void StageLayout::holdCards(WorkerBox &box) const
{
    for (std::size_t si = 0; si < state.workers.size(); ++si) {
        if (state.workers[si].actor == box.worker->actor)
            box.stage = static_cast<int>(si);
    }
    const StageWorker *sw = stageWorker(box);
    for (std::size_t ci = 0; ci < state.cards.size(); ++ci) {
        const StageCard &c = state.cards[ci];
        if (c.phase != MessagePhase::InFlight || c.holder != box.worker->actor ||
            box.worker->actor == engineActor)
            continue;
        if (sw && c.message == sw->job)
            box.held.insert(box.held.begin(), static_cast<int>(ci));
        else
            box.held.push_back(static_cast<int>(ci));
    }
}

namespace {

/// A service's rows: effects per business key up to `upTo`, duplicates first, then the latest.
struct ServiceTally {
    std::vector<StageLayout::ServiceRow> rows;
    int keys = 0;
    int effects = 0;
    int duplicates = 0;
};

ServiceTally tallyEffects(const Run &run, const std::vector<StageCast::Effect> &effects,
                          std::vector<StageCast::Effect>::const_iterator upTo, int service,
                          TimeMs now, TimeMs flashMs)
{
    ServiceTally tally;
    // By key, in key order, so that equal rows keep one order from frame to frame.
    std::map<std::uint32_t, StageLayout::ServiceRow> rows;
    for (auto it = effects.begin(); it != upTo; ++it) {
        if (it->service != service)
            continue;
        StageLayout::ServiceRow &row = rows[it->key];
        row.key = run.ledger.key(it->key);
        row.last = it->time;
        if (it->skipped) {
            ++row.skipped;
            continue;
        }
        ++row.count;
        ++tally.effects;
        const double age = static_cast<double>(now - it->time) / static_cast<double>(flashMs);
        if (age < 1) {
            row.flash = 1 - age;
            row.flashDuplicate = row.count > 1;
        }
    }
    for (auto &[key, row] : rows) {
        tally.keys += row.count > 0;
        tally.duplicates += row.count > 1;
        tally.rows.push_back(std::move(row));
    }
    std::stable_sort(tally.rows.begin(), tally.rows.end(),
                     [](const StageLayout::ServiceRow &a, const StageLayout::ServiceRow &b) {
                         if ((a.count > 1) != (b.count > 1))
                             return a.count > 1;
                         return a.last > b.last;
                     });
    return tally;
}

} // namespace

void StageLayout::placeServices(const Input &input, const Columns &columns)
{
    // Services: effects per business key up to now, duplicates first.
    const std::vector<StageCast::Effect> &effects = input.cast->effects;
    const auto upTo =
        std::upper_bound(effects.begin(), effects.end(), state.time,
                         [](TimeMs t, const StageCast::Effect &e) { return t < e.time; });
    const std::size_t count = input.cast->services.size();
    double y = area.top();
    for (std::size_t si = 0; si < count; ++si) {
        ServiceTally tally = tallyEffects(*input.run, effects, upTo, input.cast->serviceOfBox(si),
                                          state.time, flashMs);
        ServiceBox box;
        box.service = &input.cast->services[si];
        box.keys = tally.keys;
        box.effects = tally.effects;
        box.duplicates = tally.duplicates;
        // Boxes share the column's height; a box shows as many rows as fit.
        const double share = (area.bottom() - y) / static_cast<double>(count - si);
        box.rect = QRectF(columns.serviceX, y, columns.serviceW, serviceHeight(tally.rows, share));
        fillServiceRows(box, std::move(tally.rows));
        services.push_back(std::move(box));
        y += box.rect.height() + px(queueGapU);
    }
}

double StageLayout::serviceHeight(const std::vector<ServiceRow> &rows, double share) const
{
    const double pad = px(10);
    double rowsH = 0;
    for (const ServiceRow &row : rows)
        rowsH += px(row.count > 1 ? serviceDuplicateRowU : serviceRowU);
    const double wanted = px(serviceHeaderU) + std::max(rowsH, px(serviceRowU)) + pad;
    // At least room for the first row (a duplicate's row is taller): the double charge must never
    // hide behind "+1 more key".
    const double firstRowH =
        px(!rows.empty() && rows.front().count > 1 ? serviceDuplicateRowU : serviceRowU);
    return std::min(wanted, std::max(share, px(serviceHeaderU) + firstRowH + pad));
}

void StageLayout::fillServiceRows(ServiceBox &box, std::vector<ServiceRow> rows) const
{
    const double pad = px(10);
    double ry = box.rect.top() + px(serviceHeaderU);
    // Half a pixel of slack: the box was sized to fit its rows exactly, and sums of doubles in
    // another order may differ in the last bit.
    const double limit = box.rect.bottom() - pad + 0.5;
    for (std::size_t ri = 0; ri < rows.size(); ++ri) {
        const double rh = px(rows[ri].count > 1 ? serviceDuplicateRowU : serviceRowU);
        const bool last = ri + 1 == rows.size();
        // Keep one row's room for "+N more" unless this is the last row.
        if (ry + rh > limit || (!last && ry + rh + px(serviceRowU) > limit &&
                                ry + rh + px(serviceRowU) > limit + pad)) {
            box.more = static_cast<int>(rows.size() - ri);
            break;
        }
        rows[ri].rect = QRectF(box.rect.left() + pad, ry, box.rect.width() - 2 * pad, rh);
        box.rows.push_back(std::move(rows[ri]));
        ry += rh;
    }
}

void StageLayout::centre()
{
    double used = area.top();
    for (const auto &q : queues)
        used = std::max(used, q.rect.bottom());
    for (const auto &wb : workers)
        used = std::max(used, wb.rect.bottom());
    for (const auto &s : services)
        used = std::max(used, s.rect.bottom());
    const double shift = std::max(0.0, (area.bottom() - used) / 2.5);
    if (shift <= 0)
        return;
    for (auto &q : queues) {
        q.rect.translate(0, shift);
        q.moreRect.translate(0, shift);
        for (auto &s : q.places)
            s.rect.translate(0, shift);
    }
    for (auto &wb : workers) {
        wb.rect.translate(0, shift);
        wb.slot.translate(0, shift);
    }
    moreWorkersRect.translate(0, shift);
    for (auto &s : services) {
        s.rect.translate(0, shift);
        for (auto &r : s.rows)
            r.rect.translate(0, shift);
    }
}

void StageLayout::placeOverlaps()
{
    // Two workers on the same message at once: the double charge in the making.
    const QFontMetricsF metrics(scale.font(9.5, true));
    for (std::size_t a = 0; a < workers.size(); ++a) {
        const StageWorker *wa = stageWorker(workers[a]);
        if (!wa || !wa->overlapped)
            continue;
        for (std::size_t b = a + 1; b < workers.size(); ++b) {
            const StageWorker *wb = stageWorker(workers[b]);
            if (!wb || !wb->overlapped || wb->job != wa->job)
                continue;
            Overlap overlap;
            overlap.a = a;
            overlap.b = b;
            overlap.label = StageText::tr("both processing %1").arg(qs(messageLabel(wa->job)));
            const QPointF at = bracket(overlap);
            if (!workers[a].compact) {
                const double width = metrics.horizontalAdvance(overlap.label) + px(34);
                overlap.pill = QRectF(at.x() - width / 2, at.y() - px(12), width, px(24));
            }
            overlaps.push_back(std::move(overlap));
        }
    }
}

QPointF StageLayout::bracket(Overlap &overlap) const
{
    const QRectF ra = workers[overlap.a].rect;
    const QRectF rb = workers[overlap.b].rect;
    if (std::abs(ra.left() - rb.left()) < 1) {
        // Stacked: a bracket on their right, the label in the gap between them.
        const double x = ra.right() + px(10);
        overlap.bracket << QPointF(ra.right() + px(2), ra.center().y())
                        << QPointF(x, ra.center().y()) << QPointF(x, rb.center().y())
                        << QPointF(rb.right() + px(2), rb.center().y());
        return QPointF(ra.center().x(), rb.top() > ra.bottom()
                                            ? (ra.bottom() + rb.top()) / 2
                                            : (ra.center().y() + rb.center().y()) / 2);
    }
    if (std::abs(ra.top() - rb.top()) < 1) {
        // Side by side: a bracket below them.
        const double y =
            ra.bottom() + (workers[overlap.a].compact ? px(compactGapU) : px(workerRowGapU)) / 2;
        overlap.bracket << QPointF(ra.center().x(), ra.bottom() + px(2))
                        << QPointF(ra.center().x(), y) << QPointF(rb.center().x(), y)
                        << QPointF(rb.center().x(), rb.bottom() + px(2));
        return QPointF((ra.center().x() + rb.center().x()) / 2, y);
    }
    overlap.bracket << ra.center() << rb.center();
    return (ra.center() + rb.center()) / 2;
}

namespace {

/// Whether a lesson's highlight of a message or a key names this message's track.
bool namesTrack(const Highlight &h, const MessageTrack &track)
{
    return (h.kind == Highlight::Kind::Message ? track.label : track.key) == h.name;
}

} // namespace

bool StageLayout::highlightedQueue(const Input &input, const StageCast::Queue &queue) const
{
    for (const Highlight &h : input.highlights) {
        if (h.kind == Highlight::Kind::Queue && h.name == queue.name)
            return true;
        if (h.kind != Highlight::Kind::Message && h.kind != Highlight::Kind::Key)
            continue;
        for (const MessageTrack &track : input.timeline->messages()) {
            if (!namesTrack(h, track))
                continue;
            for (const StageCard &c : state.cards) {
                if (c.message == track.message && c.queue == queue.index)
                    return true;
            }
        }
    }
    return false;
}

void StageLayout::placeHighlights(const Input &input)
{
    for (const Highlight &h : input.highlights) {
        switch (h.kind) {
        case Highlight::Kind::Message:
        case Highlight::Kind::Key:
            for (const MessageTrack &track : input.timeline->messages()) {
                if (namesTrack(h, track))
                    highlights.push_back(cardRect(track.message));
            }
            break;
        case Highlight::Kind::Worker:
            for (const WorkerTrack &worker : input.timeline->workers()) {
                const WorkerBox *box = workerBox(worker.actor);
                if (box && input.run->log().actorName(worker.actor) == h.name)
                    highlights.push_back(box->rect);
            }
            break;
        case Highlight::Kind::Queue:
            for (const QueueBox &q : queues) {
                if (q.queue->name == h.name)
                    highlights.push_back(q.rect);
            }
            break;
        case Highlight::Kind::Lane:
            if (h.name == "effects") {
                for (const ServiceBox &service : services)
                    highlights.push_back(service.rect);
            }
            break;
        case Highlight::Kind::Span:
            break;
        }
    }
    std::erase_if(highlights, [](const QRectF &r) { return r.isEmpty(); });
}

void StageLayout::collectKeepClear()
{
    keepClear.push_back(clock);
    keepClear.push_back(legend);
    for (const QueueBox &q : queues) {
        // The name, the settings and the counts.
        const double pad = px(queuePadU);
        keepClear.push_back(QRectF(q.rect.left() + pad, q.rect.top() + px(4),
                                   q.rect.width() - 2 * pad,
                                   std::min(px(50), q.rect.height() - px(6))));
        for (const Slot &slot : q.places)
            keepClear.push_back(slot.rect);
        if (!q.moreRect.isEmpty())
            keepClear.push_back(q.moreRect);
    }
    for (const WorkerBox &box : workers) {
        // A full box is text and its card from the name to the last-event band; a compact row is
        // text all along.
        keepClear.push_back(box.compact ? box.rect
                                        : box.rect.adjusted(px(4), px(6), -px(4), -px(4)));
    }
    if (!moreWorkersRect.isEmpty())
        keepClear.push_back(moreWorkersRect);
    for (const ServiceBox &box : services) {
        // The name, the effect and the summary, then the rows (a row's flash reaches a little to
        // each side) and "+N more keys".
        const double pad = px(10);
        double bottom = box.rect.top() + px(serviceHeaderU);
        if (!box.rows.empty())
            bottom = box.rows.back().rect.bottom();
        if (box.more > 0)
            bottom += px(serviceRowU);
        keepClear.push_back(QRectF(
            QPointF(box.rect.left() + pad - px(4), box.rect.top() + px(6)),
            QPointF(box.rect.right() - pad + px(4), std::min(bottom, box.rect.bottom() - px(2)))));
    }
    for (const NoteBadge &badge : badges)
        keepClear.push_back(badge.rect);
    if (!callout.isEmpty())
        keepClear.push_back(callout);
    for (const Overlap &overlap : overlaps) {
        if (!overlap.pill.isEmpty())
            keepClear.push_back(overlap.pill);
    }
    // A highlight's frame and halo run around its box, outside it: the band they take.
    for (const QRectF &r : highlights) {
        const QRectF outer = r.adjusted(-px(11), -px(11), px(11), px(11));
        const QRectF inner = r.adjusted(-px(2), -px(2), px(2), px(2));
        keepClear.push_back(QRectF(outer.topLeft(), QPointF(outer.right(), inner.top())));
        keepClear.push_back(QRectF(QPointF(outer.left(), inner.bottom()), outer.bottomRight()));
        keepClear.push_back(QRectF(QPointF(outer.left(), inner.top()), inner.bottomLeft()));
        keepClear.push_back(QRectF(inner.topRight(), QPointF(outer.right(), inner.bottom())));
    }
}

void StageLayout::checkInvariants() const
{
#ifndef QT_NO_DEBUG
    // A card drawn in two places, or a box shown for a worker the cast does not have, would draw
    // a wrong picture without any error: the painters trust these.
    for (const QueueBox &q : queues) {
        Q_ASSERT(q.queue);
        Q_ASSERT(q.more == 0 || !q.moreRect.isEmpty());
        for (const Slot &s : q.places) {
            Q_ASSERT(s.card < static_cast<int>(state.cards.size()));
            Q_ASSERT(s.card < 0 ||
                     state.cards[static_cast<std::size_t>(s.card)].message == s.message);
        }
    }
    for (const WorkerBox &w : workers) {
        Q_ASSERT(w.worker);
        Q_ASSERT(w.stage < static_cast<int>(state.workers.size()));
        for (const int ci : w.held) {
            Q_ASSERT(ci >= 0 && ci < static_cast<int>(state.cards.size()));
            Q_ASSERT(state.cards[static_cast<std::size_t>(ci)].holder == w.worker->actor);
        }
    }
    for (const Overlap &o : overlaps)
        Q_ASSERT(o.a < workers.size() && o.b < workers.size() && o.a != o.b);
    for (const ServiceBox &s : services)
        Q_ASSERT(s.service && s.more >= 0);
    Q_ASSERT(moreWorkers == 0 || !moreWorkersRect.isEmpty());
#endif
}

const StageCard *StageLayout::card(MessageNumber message) const
{
    for (const StageCard &c : state.cards) {
        if (c.message == message)
            return &c;
    }
    return nullptr;
}

const StageLayout::Slot *StageLayout::queueSlot(MessageNumber message) const
{
    for (const QueueBox &q : queues) {
        for (const Slot &s : q.places) {
            if (s.message == message)
                return &s;
        }
    }
    return nullptr;
}

const StageLayout::WorkerBox *StageLayout::workerBox(ActorId actor) const
{
    for (const WorkerBox &w : workers) {
        if (w.worker->actor == actor && actor != engineActor)
            return &w;
    }
    return nullptr;
}

const StageLayout::QueueBox *StageLayout::queueBox(QueueIndex index) const
{
    for (const QueueBox &q : queues) {
        if (q.queue->index == index)
            return &q;
    }
    return nullptr;
}

QRectF StageLayout::heldRect(const WorkerBox &box, MessageNumber message) const
{
    if (!box.held.empty() &&
        state.cards[static_cast<std::size_t>(box.held.front())].message == message)
        return box.slot;
    return {};
}

QRectF StageLayout::cardRect(MessageNumber message) const
{
    const StageCard *c = card(message);
    if (!c)
        return {};
    if (c->phase == MessagePhase::InFlight) {
        if (const WorkerBox *box = workerBox(c->holder)) {
            const QRectF held = heldRect(*box, message);
            if (!held.isEmpty())
                return held;
        }
    }
    const Slot *slot = queueSlot(message);
    return slot ? slot->rect : QRectF();
}

} // namespace inflight
