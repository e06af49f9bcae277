// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "annotation.h"
#include "lesson.h"
#include "stagecast.h"
#include "stagescale.h"
#include "stagestate.h"

#include <QPolygonF>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <span>
#include <vector>

namespace inflight {

struct Run;
class RunTimeline;

/// Where everything on the stage goes at one instant: the queues with their cards, the workers,
/// the services with their rows, the notes, the "both processing" brackets, a lesson's
/// highlights and the arrows of recent moves with their labels. A pure function of the cast, the
/// stage's state, the size and the theme (arrange()): no widget, nothing painted. The painters
/// read it, and so do the stage's clicks and its tests.
struct StageLayout {
    struct Slot {
        MessageNumber message = noMessage;
        QRectF rect;
        /// Index into state.cards, or -1 for a card that was just deleted (it fades out).
        int card = -1;
        double fade = 0;
    };
    struct QueueBox {
        const StageCast::Queue *queue = nullptr;
        QRectF rect;
        std::vector<Slot> places;
        int more = 0;
        /// Where "+N more" stands, after the cards shown.
        QRectF moreRect;
        int visible = 0;
        int inFlight = 0;
        int delayed = 0;
    };
    struct WorkerBox {
        const StageCast::Worker *worker = nullptr;
        QRectF rect;
        QRectF slot;
        bool compact = false;
        /// Index into state.workers, or -1 before the worker did anything.
        int stage = -1;
        /// Cards it holds (indexes into state.cards), the one it works on first.
        std::vector<int> held;
    };
    struct ServiceRow {
        std::string key;
        int count = 0;
        int skipped = 0;
        TimeMs last = 0;
        QRectF rect;
        /// 1 when an effect on this key just happened, fading to 0.
        double flash = 0;
        bool flashDuplicate = false;
    };
    struct ServiceBox {
        const StageCast::Service *service = nullptr;
        QRectF rect;
        std::vector<ServiceRow> rows;
        int more = 0;
        int keys = 0;
        int effects = 0;
        int duplicates = 0;
    };
    /// A note on a message, under its card.
    struct NoteBadge {
        int index = -1;
        MessageNumber message = noMessage;
        QRectF rect;
        /// On a compact worker's chip there is room for the pin alone.
        bool glyphOnly = false;
        QString text;
    };
    /// A note on a moment or an event, in the callout.
    struct CalloutEntry {
        int index = -1;
        QRectF rect;
        QString heading;
        QStringList lines;
    };
    /// Two workers on the same message at once: a red bracket joining them, and its label.
    struct Overlap {
        /// Indexes into workers.
        std::size_t a = 0;
        std::size_t b = 0;
        QString label;
        QPolygonF bracket;
        /// Empty on compact rows: their own line says it.
        QRectF pill;
    };
    /// A card's recent move (or an effect) as a curved arrow, with its label if it has one.
    struct Arrow {
        enum class Kind : std::uint8_t { Received, LeaseExpired, DeadLetter, Effect, Duplicate };
        Kind kind = Kind::Received;
        QPointF from;
        QPointF to;
        double alpha = 1;
        /// The label as placed (the full one or its short form), empty when there is none or no
        /// free place for it.
        QString label;
        QRectF labelRect;
    };

    /// What the stage is laid out from.
    struct Input {
        const StageCast *cast = nullptr;
        /// The run and its timeline; without them only the scale is set.
        const Run *run = nullptr;
        const RunTimeline *timeline = nullptr;
        /// The stage at the playhead (stageAt).
        StageState state;
        QSize size;
        /// The theme's factor (Theme::factor()) and the application's font.
        double themeFactor = 1;
        QFont font;
        /// How long marks last, in virtual time, as stageAt was given it.
        TimeMs flashMs = stageFlashMs;
        /// Playing: cards on their way somewhere travel (and get their badges on arrival).
        bool animate = false;
        /// What a lesson's step points at, and the notes pinned to the run.
        std::span<const Highlight> highlights;
        std::span<const Annotation> notes;
    };

    /// The stage at `input`'s instant and size. (By value: the layout keeps the input's state.)
    static StageLayout arrange(Input input);

    QSize size;
    StageScale scale;
    TimeMs flashMs = stageFlashMs;
    bool animate = false;
    StageState state;
    QRectF clock;
    QRectF legend;
    QRectF workerArea;
    std::vector<QueueBox> queues;
    std::vector<WorkerBox> workers;
    int moreWorkers = 0;
    QRectF moreWorkersRect;
    std::vector<ServiceBox> services;
    /// Between the clock and the legend.
    QRectF area;
    std::vector<NoteBadge> badges;
    QRectF callout;
    std::vector<CalloutEntry> entries;
    std::vector<Overlap> overlaps;
    /// What a lesson's step is about, framed in yellow.
    std::vector<QRectF> highlights;
    std::vector<Arrow> arrows;
    /// Text, cards and highlights that the arrows' labels keep clear of.
    std::vector<QRectF> keepClear;

    double px(double units) const { return scale.px(units); }
    const StageCard *card(MessageNumber message) const;
    const Slot *queueSlot(MessageNumber message) const;
    const WorkerBox *workerBox(ActorId actor) const;
    const QueueBox *queueBox(QueueIndex index) const;
    const StageWorker *stageWorker(const WorkerBox &box) const
    {
        return box.stage < 0 ? nullptr : &state.workers[static_cast<std::size_t>(box.stage)];
    }
    /// The rectangle of a held card at its worker (where the card stands still).
    QRectF heldRect(const WorkerBox &box, MessageNumber message) const;
    /// Where a message's card is drawn: at the worker holding it, else in its queue.
    QRectF cardRect(MessageNumber message) const;

private:
    /// The three columns' left edges and widths: queues, workers, services.
    struct Columns {
        double queueX = 0;
        double queueW = 0;
        double workerX = 0;
        double workerW = 0;
        double serviceX = 0;
        double serviceW = 0;
    };

    static StageScale scaleFor(const Input &input);
    Columns columns(const Input &input) const;
    /// The cards a queue would show, and how many rows of cards they take.
    struct QueueNeed {
        std::vector<Slot> places;
        int rowsNeeded = 1;
    };

    void placeQueues(const Input &input, const Columns &columns);
    /// Adds the queue's box with its counts; returns the cards it would show.
    QueueNeed queueNeed(const StageCast::Queue &queue, int cardColumns);
    /// How many rows of cards each queue gets in the column's height.
    std::vector<int> shareQueueRows(const Input &input, const std::vector<QueueNeed> &needs) const;
    /// The queue's box at `y`, its cards and "+N more".
    void fillQueue(QueueBox &box, std::vector<Slot> places, int rows, int cardColumns,
                   const Columns &columns, double y) const;
    void placeWorkers(const Input &input, const Columns &columns);
    /// Which stage worker a box shows, and the cards it holds, the one it works on first.
    void holdCards(WorkerBox &box) const;
    void placeServices(const Input &input, const Columns &columns);
    /// A service box's height: its rows if they fit, its share of the column if not, and never
    /// less than its header and first row.
    double serviceHeight(const std::vector<ServiceRow> &rows, double share) const;
    /// The rows that fit in the box, the rest counted as "+N more keys".
    void fillServiceRows(ServiceBox &box, std::vector<ServiceRow> rows) const;
    /// Centres the picture vertically when it is shorter than the room it has.
    void centre();
    void placeOverlaps();
    /// The bracket joining an overlap's two workers; returns where its label goes.
    QPointF bracket(Overlap &overlap) const;
    void placeHighlights(const Input &input);
    /// Whether a lesson step points at this queue, by name or by a card in it.
    bool highlightedQueue(const Input &input, const StageCast::Queue &queue) const;
    /// What the arrows' labels keep clear of: every text and card on the stage.
    void collectKeepClear();
    /// Asserts (in debug builds) what the painters trust without checking: each card drawn where
    /// its message is, each held card at its holder, each overlap between two shown workers.
    void checkInvariants() const;
};

} // namespace inflight
