// SPDX-License-Identifier: GPL-3.0-or-later
#include "stageview.h"

#include "consumerinstance.h"
#include "queueconfig.h"
#include "stagestate.h"
#include "theme.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QSet>
#include <QTextLayout>
#include <QToolTip>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <map>
#include <numeric>

namespace inflight {

namespace {

// Sizes in design units; one unit is one pixel at display scale 1.0 on a widget of the reference
// size, and the whole stage scales with the widget and the theme together.
constexpr double referenceWidth = 760;
constexpr double referenceHeight = 420;
constexpr double marginU = 14;
constexpr double headerU = 30;
constexpr double legendU = 24;
constexpr double columnGapU = 40;
constexpr double cardWU = 118;
constexpr double cardHU = 64;
constexpr double cardGapU = 10;
constexpr double queuePadU = 10;
constexpr double queueHeaderU = 58;
constexpr double queueGapU = 16;
constexpr double workerMinWU = 268;
constexpr double workerMaxWU = 420;
constexpr double workerHU = 152;
constexpr double workerColGapU = 14;
// Room between stacked workers for the "both processing" label.
constexpr double workerRowGapU = 30;
constexpr double compactMinWU = 120;
constexpr double compactHU = 50;
constexpr double compactGapU = 8;
constexpr double serviceHeaderU = 58;
constexpr double serviceRowU = 26;
constexpr double serviceDuplicateRowU = 46;
// Keep a travelling card and a fading mark on screen for about this long in wall time, however
// fast the playback runs.
constexpr double travelWallMs = 450;
constexpr double flashWallMs = 1400;
// Notes about a moment or an event stay on the stage this long after their time.
constexpr TimeMs noteShownMs = 30000;
// At most this many of them at once: the callout must not grow over the stage.
constexpr std::size_t calloutNotes = 3;

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

/// "t=71.8": to a tenth of a second, which is all a person reads off a moving picture.
QString tAt(TimeMs time)
{
    return QStringLiteral("t=") + qs(formatSeconds((time + 50) / 100 * 100));
}

/// "1 key", "2 keys": English plurals without a translation catalogue.
QString count(int n, const char *one, const char *many)
{
    return QString::number(n) + u' ' + QLatin1String(n == 1 ? one : many);
}

QString handleOf(MessageNumber message, std::uint32_t receipt)
{
    return qs(messageLabel(message)) + QStringLiteral(".r") + QString::number(receipt);
}

double smooth(double x)
{
    x = std::clamp(x, 0.0, 1.0);
    return x * x * (3 - 2 * x);
}

QRectF lerp(const QRectF &a, const QRectF &b, double f)
{
    return {a.x() + (b.x() - a.x()) * f, a.y() + (b.y() - a.y()) * f,
            a.width() + (b.width() - a.width()) * f, a.height() + (b.height() - a.height()) * f};
}

QColor withAlpha(QColor c, double alpha)
{
    c.setAlphaF(static_cast<float>(std::clamp(alpha, 0.0, 1.0)));
    return c;
}

/// `a` moved a fraction `t` of the way to `b`.
QColor blend(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

/// Dark text on light fills (cyan, yellow), white on dark ones (blue, purple, red, green).
QColor textOn(const QColor &fill)
{
    return fill.lightnessF() > 0.62 ? QColor(0x1b1d21) : QColor(Qt::white);
}

/// The stage's type: a notch larger than the design sizes (the stage is read from the back of a
/// classroom), scaled with the stage.
QFont stageFont(double points, bool bold, double fontScale)
{
    QFont f = Theme::instance().font(points * 1.08, bold);
    f.setPointSizeF(std::max(5.0, f.pointSizeF() * fontScale));
    return f;
}

/// Text broken at spaces into at most `maxLines` lines of `width`, the last elided.
QStringList wrapLines(const QString &text, const QFont &font, double width, int maxLines)
{
    QStringList lines;
    if (text.isEmpty() || width <= 0)
        return lines;
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        if (lines.size() + 1 == maxLines) {
            lines << QFontMetricsF(font).elidedText(text.mid(line.textStart()), Qt::ElideRight,
                                                    width);
            break;
        }
        lines << text.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines;
}

/// The control point of an arrow's curve: it bows a little to the left of its way.
QPointF arrowControl(QPointF from, QPointF to)
{
    const QPointF d = to - from;
    return (from + to) / 2 + QPointF(-d.y(), d.x()) * 0.15;
}

/// The point a fraction `t` along the curve of an arrow.
QPointF pointOnArrow(QPointF from, QPointF to, double t)
{
    const QPointF c = arrowControl(from, to);
    return (1 - t) * (1 - t) * from + 2 * (1 - t) * t * c + t * t * to;
}

/// What the worker box's last-event line says, and how it looks.
enum class Tone : std::uint8_t { Plain, Good, Bad, Heartbeat };

} // namespace

// What does not change while a run plays: the queues, workers and services of the scenario,
// with the log's ids resolved once.
struct StageView::Cast {
    struct Queue {
        QueueIndex index = noQueue;
        std::string name;
        bool fifo = false;
        bool deadLetter = false;
        /// For a source queue: its dead-letter queue and after how many receives.
        std::string deadLetterQueue;
        int maxReceiveCount = 0;
        /// For a dead-letter queue: the queue that feeds it.
        std::string sourceQueue;
        std::int64_t visibilitySeconds = 30;
    };
    struct Worker {
        std::string name;
        ActorId actor = engineActor;
        std::string queue;
        bool longPoll = true;
        bool lambda = false;
        int service = -1;
    };
    struct Service {
        std::string name;
        std::string effect;
        std::string effectPast;
    };
    struct Effect {
        TimeMs time = 0;
        int service = -1;
        std::uint32_t key = 0;
        ActorId actor = engineActor;
        MessageNumber message = noMessage;
        std::uint64_t sequence = 0;
        /// An idempotency hit: the repeat was skipped.
        bool skipped = false;
    };

    std::vector<Queue> queues;
    std::vector<Worker> workers;
    /// The scenario's services and, last, the workers' own effects (no service).
    std::vector<Service> services;
    /// Effects and skipped repeats in time order.
    std::vector<Effect> effects;
    std::map<ActorId, int> workerOfActor;

    const Queue *queue(QueueIndex index) const
    {
        for (const Queue &q : queues) {
            if (q.index == index)
                return &q;
        }
        return nullptr;
    }
    const Worker *worker(ActorId actor) const
    {
        const auto it = workerOfActor.find(actor);
        return it == workerOfActor.end() ? nullptr : &workers[static_cast<std::size_t>(it->second)];
    }
};

struct StageView::Frame {
    struct Slot {
        MessageNumber message = noMessage;
        QRectF rect;
        /// Index into state.cards, or -1 for a card that was just deleted (it fades out).
        int card = -1;
        double fade = 0;
    };
    struct QueueBox {
        const Cast::Queue *queue = nullptr;
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
        const Cast::Worker *worker = nullptr;
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
        const Cast::Service *service = nullptr;
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

    QSize size;
    double unit = 1;
    double fontScale = 1;
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

    double px(double units) const { return units * unit; }
    const StageCard *card(MessageNumber message) const
    {
        for (const StageCard &c : state.cards) {
            if (c.message == message)
                return &c;
        }
        return nullptr;
    }
    const Slot *queueSlot(MessageNumber message) const
    {
        for (const QueueBox &q : queues) {
            for (const Slot &s : q.places) {
                if (s.message == message)
                    return &s;
            }
        }
        return nullptr;
    }
    const WorkerBox *workerBox(ActorId actor) const
    {
        for (const WorkerBox &w : workers) {
            if (w.worker->actor == actor && actor != engineActor)
                return &w;
        }
        return nullptr;
    }
    const QueueBox *queueBox(QueueIndex index) const
    {
        for (const QueueBox &q : queues) {
            if (q.queue->index == index)
                return &q;
        }
        return nullptr;
    }
    const StageWorker *stageWorker(const WorkerBox &box) const
    {
        return box.stage < 0 ? nullptr : &state.workers[static_cast<std::size_t>(box.stage)];
    }
    /// The rectangle of a held card at its worker (where the card stands still).
    QRectF heldRect(const WorkerBox &box, MessageNumber message) const
    {
        if (!box.held.empty() &&
            state.cards[static_cast<std::size_t>(box.held.front())].message == message)
            return box.slot;
        return {};
    }
    /// Where a message's card is drawn: at the worker holding it, else in its queue.
    QRectF cardRect(MessageNumber message) const
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
};

StageView::StageView(Playback *playback, QWidget *parent)
    : QWidget(parent), m_playback(playback), m_cast(std::make_unique<Cast>())
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(m_playback, &Playback::runChanged, this, [this] {
        rebuildCast();
        invalidate();
    });
    connect(m_playback, &Playback::timeChanged, this, &StageView::invalidate);
    connect(m_playback, &Playback::playingChanged, this, &StageView::invalidate);
    connect(m_playback, &Playback::speedChanged, this, &StageView::invalidate);
    connect(m_playback, &Playback::selectionChanged, this, qOverload<>(&QWidget::update));
    // The arrows' labels keep clear of the highlights' frames.
    connect(m_playback, &Playback::highlightsChanged, this, &StageView::invalidate);
    connect(m_playback, &Playback::annotationsChanged, this, &StageView::invalidate);
    connect(&Theme::instance(), &Theme::changed, this, &StageView::invalidate);
    rebuildCast();
}

StageView::~StageView() = default;

QSize StageView::sizeHint() const
{
    return {960, 540};
}

QSize StageView::minimumSizeHint() const
{
    return {480, 270};
}

void StageView::invalidate()
{
    m_frame.reset();
    update();
}

void StageView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_frame.reset();
}

void StageView::rebuildCast()
{
    m_cast = std::make_unique<Cast>();
    const Run *run = m_playback->run();
    if (!run || !run->engine)
        return;
    const Scenario &scenario = run->scenario;
    const EventLog &log = run->log();

    // Queues as the run created them, with their roles from the scenario.
    for (std::uint64_t i = 0; i < log.size(); ++i) {
        const Event &e = log[i];
        if (e.kind != EventKind::QueueCreated)
            continue;
        Cast::Queue q;
        q.index = e.queue;
        q.name = log.queueName(e.queue);
        q.fifo = e.detail == 1;
        if (const auto config = queueConfig(scenario, q.name)) {
            if (config->redrive) {
                q.deadLetterQueue = config->redrive->deadLetterQueue;
                q.maxReceiveCount = static_cast<int>(config->redrive->maxReceiveCount);
            }
            q.visibilitySeconds = config->visibilityTimeoutSeconds;
        }
        m_cast->queues.push_back(std::move(q));
    }
    for (Cast::Queue &q : m_cast->queues) {
        for (const Cast::Queue &source : m_cast->queues) {
            if (source.deadLetterQueue == q.name) {
                q.deadLetter = true;
                q.sourceQueue = source.name;
                q.maxReceiveCount = source.maxReceiveCount;
            }
        }
    }
    // Source queues first, each dead-letter queue below them.
    std::stable_partition(m_cast->queues.begin(), m_cast->queues.end(),
                          [](const Cast::Queue &q) { return !q.deadLetter; });

    for (const ServiceSpec &spec : scenario.services)
        m_cast->services.push_back({spec.name, spec.effect, spec.effectPast});
    auto serviceIndex = [&](const std::string &name) {
        for (std::size_t i = 0; i < scenario.services.size(); ++i) {
            if (scenario.services[i].name == name)
                return static_cast<int>(i);
        }
        return -1;
    };

    std::map<std::string, ActorId> actors;
    for (ActorId a = 1; a < log.actorCount(); ++a)
        actors.emplace(log.actorName(a), a);
    auto addWorker = [&](Cast::Worker w) {
        if (const auto it = actors.find(w.name); it != actors.end()) {
            w.actor = it->second;
            m_cast->workerOfActor.emplace(w.actor, static_cast<int>(m_cast->workers.size()));
        }
        m_cast->workers.push_back(std::move(w));
    };
    for (const ConsumerInstance &consumer : consumerInstances(scenario)) {
        if (const WorkerSpec *spec = consumer.worker) {
            // Two specs with one name share an actor: show it once.
            if (std::any_of(m_cast->workers.begin(), m_cast->workers.end(),
                            [&](const Cast::Worker &w) { return w.name == consumer.name; }))
                continue;
            addWorker({consumer.name, engineActor, spec->queue, spec->waitTimeSeconds > 0, false,
                       serviceIndex(spec->service)});
        } else {
            addWorker({consumer.name, engineActor, consumer.lambda->queue, true, true,
                       serviceIndex(consumer.lambda->service)});
        }
    }
    // Anyone else who received messages (a script's actor).
    if (const Playback *p = m_playback; p->timeline()) {
        for (const WorkerTrack &track : p->timeline()->workers()) {
            if (!m_cast->workerOfActor.contains(track.actor))
                addWorker({track.name, engineActor, {}, false, false, -1});
        }
    }

    // Effects per service; a worker without a service effects on its own.
    bool own = false;
    for (std::uint64_t i = 0; i < log.size(); ++i) {
        const Event &e = log[i];
        if (e.kind == EventKind::SideEffect) {
            const SideEffectRecord &r = run->ledger.effects()[static_cast<std::size_t>(e.a)];
            m_cast->effects.push_back({e.time, r.service, r.key, e.actor, e.message, i, false});
            own |= r.service < 0;
        } else if (e.kind == EventKind::IdempotencyHit) {
            const Cast::Worker *w = m_cast->worker(e.actor);
            const int service = w ? w->service : -1;
            m_cast->effects.push_back(
                {e.time, service, static_cast<std::uint32_t>(e.a), e.actor, e.message, i, true});
            own |= service < 0;
        }
    }
    if (own || m_cast->services.empty())
        m_cast->services.push_back({"side effects", "performs the side effect", "effected"});
}

const StageView::Frame &StageView::frame() const
{
    if (!m_frame || m_frame->size != size())
        m_frame = buildFrame();
    return *m_frame;
}

std::unique_ptr<StageView::Frame> StageView::buildFrame() const
{
    auto f = std::make_unique<Frame>();
    Frame &fr = *f;
    fr.size = size();
    const Theme &theme = Theme::instance();
    const double w = width();
    const double h = height();
    // Never larger than the theme asks for (a little more on a roomy widget), never so large
    // that the stage is clipped.
    fr.unit = std::min({w / referenceWidth, h / referenceHeight, theme.factor() * 1.25});
    // A few workers stay full boxes, stacked, at a slightly smaller size rather than turn into
    // compact rows: their sentences are the story.
    if (const auto n = static_cast<double>(m_cast->workers.size()); n >= 1 && n <= 4) {
        const double stackU =
            2 * marginU + headerU + legendU + 16 + n * workerHU + (n - 1) * workerRowGapU;
        const double stackUnit = h / stackU;
        if (stackUnit < fr.unit && stackUnit >= 0.7 * fr.unit)
            fr.unit = stackUnit;
    }
    fr.unit = std::max(fr.unit, 0.3);
    fr.fontScale = fr.unit / theme.factor();
    const RunTimeline *timeline = m_playback->timeline();
    if (!timeline)
        return f;

    // Marks and moves last long enough in wall time to be seen at any playback speed.
    const double speed = m_playback->speed();
    fr.flashMs = std::max<TimeMs>(stageFlashMs, static_cast<TimeMs>(speed * flashWallMs));
    const TimeMs travelMs =
        std::max<TimeMs>(stageTravelMs, static_cast<TimeMs>(speed * travelWallMs));
    // Paused, a card stands where it went (its trail shows where from); playing, it travels.
    fr.animate = m_playback->playing();
    fr.state = stageAt(*timeline, m_playback->time(), fr.flashMs, travelMs);
    const StageState &state = fr.state;

    const double m = fr.px(marginU);
    fr.clock = QRectF(m, m, w - 2 * m, fr.px(headerU));
    fr.legend = QRectF(m, h - m - fr.px(legendU), w - 2 * m, fr.px(legendU));
    const double top = fr.clock.bottom() + fr.px(8);
    const double bottom = fr.legend.top() - fr.px(8);
    const double areaH = bottom - top;
    fr.area = QRectF(m, top, w - 2 * m, areaH);

    // Three columns: queues, workers, services; the spare width goes mostly to the workers.
    const double inner = w - 2 * m - 2 * fr.px(columnGapU);
    // Room for two cards side by side when the run has enough messages to need it; otherwise the
    // width goes to the workers, whose sentences are the story. (Decided per run, not per
    // instant, so that nothing jumps while it plays.)
    const std::size_t onStage = timeline->messages().size();
    const double oneColumn = fr.px(cardWU + 2 * queuePadU + 24);
    double queueW =
        onStage <= 3
            ? std::max(oneColumn, inner * 0.2)
            : std::max({oneColumn, inner * 0.26,
                        std::min(fr.px(2 * cardWU + cardGapU + 2 * queuePadU), inner * 0.33)});
    double serviceW = inner * 0.28;
    double workerW = inner - queueW - serviceW;
    if (workerW > fr.px(workerMaxWU * 2 + workerColGapU)) {
        const double spare = workerW - fr.px(workerMaxWU * 2 + workerColGapU);
        workerW -= spare * 0.6;
        queueW += spare * 0.3;
        serviceW += spare * 0.3;
    }
    const double queueX = m;
    const double workerX = queueX + queueW + fr.px(columnGapU);
    const double serviceX = workerX + workerW + fr.px(columnGapU);

    // Queues: live cards (and the ones just deleted, fading) in send order.
    const double cardW = fr.px(cardWU);
    const double cardH = fr.px(cardHU);
    const double gap = fr.px(cardGapU);
    struct QueueNeed {
        std::vector<Frame::Slot> places;
        int rowsNeeded = 1;
    };
    const int cardColumns =
        std::max(1, static_cast<int>((queueW - 2 * fr.px(queuePadU) + gap) / (cardW + gap)));
    std::vector<QueueNeed> needs(m_cast->queues.size());
    for (std::size_t qi = 0; qi < m_cast->queues.size(); ++qi) {
        const Cast::Queue &q = m_cast->queues[qi];
        Frame::QueueBox box;
        box.queue = &q;
        for (std::size_t ci = 0; ci < state.cards.size(); ++ci) {
            const StageCard &c = state.cards[ci];
            if (c.queue != q.index)
                continue;
            needs[qi].places.push_back({c.message, {}, static_cast<int>(ci), 0});
            box.visible += c.phase == MessagePhase::Visible;
            box.inFlight += c.phase == MessagePhase::InFlight;
            box.delayed += c.phase == MessagePhase::Delayed;
        }
        for (const StageFlash &flash : state.flashes) {
            if (flash.kind == StageFlash::Kind::Deleted && flash.queue == q.index &&
                !fr.card(flash.message))
                needs[qi].places.push_back({flash.message, {}, -1, flash.age});
        }
        std::sort(needs[qi].places.begin(), needs[qi].places.end(),
                  [](const Frame::Slot &a, const Frame::Slot &b) { return a.message < b.message; });
        const auto n = static_cast<int>(needs[qi].places.size());
        needs[qi].rowsNeeded = std::max(1, (n + cardColumns - 1) / cardColumns);
        fr.queues.push_back(std::move(box));
    }
    {
        const double header = fr.px(queueHeaderU);
        const double rowH = cardH + gap;
        const double pad = fr.px(queuePadU);
        const double qgap = fr.px(queueGapU);
        const auto count = static_cast<double>(fr.queues.size());
        const double usable = areaH - qgap * std::max(0.0, count - 1);
        // Every queue gets at least one row; rows beyond that go to whoever needs them, in order.
        // When even one row each does not fit (three queues on a short stage), every queue
        // starts as its header alone, which counts its messages, and rows go out in order.
        const bool oneRowEach = count * (header + pad + rowH) <= usable;
        std::vector<int> rows(fr.queues.size(), oneRowEach ? 1 : 0);
        double used = 0;
        for (std::size_t qi = 0; qi < fr.queues.size(); ++qi)
            used += header + (oneRowEach ? pad + rowH : 0.0);
        // A queue a lesson step points at (by name, or by a message or key whose card is in it)
        // gets its rows first: the step is about its cards.
        std::vector<std::size_t> order(fr.queues.size());
        std::iota(order.begin(), order.end(), std::size_t(0));
        std::stable_partition(order.begin(), order.end(), [&](std::size_t qi) {
            return highlightedQueue(fr, fr.queues[qi].queue->index, fr.queues[qi].queue->name);
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
        double y = top;
        for (std::size_t qi = 0; qi < fr.queues.size(); ++qi) {
            Frame::QueueBox &box = fr.queues[qi];
            const double boxH = header + (rows[qi] > 0 ? pad + rows[qi] * rowH : 0.0);
            box.rect = QRectF(queueX, y, queueW, boxH);
            const int capacity = rows[qi] * cardColumns;
            auto &places = needs[qi].places;
            // Cards just deleted fade out only where live cards leave room.
            if (static_cast<int>(places.size()) > capacity)
                std::erase_if(places, [](const Frame::Slot &slot) { return slot.card < 0; });
            const int n = static_cast<int>(places.size());
            int shown = n;
            if (capacity == 0) {
                shown = 0; // the header's counts tell what is there
            } else if (n > capacity) {
                shown = capacity - 1;
                box.more = n - shown;
            }
            // Centre the card grid in the box.
            const double gridW = cardColumns * cardW + (cardColumns - 1) * gap;
            const double x0 = queueX + (queueW - gridW) / 2;
            for (int i = 0; i < shown; ++i) {
                Frame::Slot s = places[static_cast<std::size_t>(i)];
                s.rect = QRectF(x0 + (i % cardColumns) * (cardW + gap),
                                y + header + (i / cardColumns) * rowH, cardW, cardH);
                box.places.push_back(s);
            }
            if (box.more > 0)
                box.moreRect = QRectF(x0 + (shown % cardColumns) * (cardW + gap),
                                      y + header + (shown / cardColumns) * rowH, cardW, cardH);
            y += boxH + qgap;
        }
    }

    // Workers: full boxes when they fit, compact rows when many, "+N more" past that.
    {
        const auto n = static_cast<int>(m_cast->workers.size());
        const double colGap = fr.px(workerColGapU);
        // Stacked in one column while they fit: the "both processing" bracket reads best there.
        const int fitCols =
            std::max(1, static_cast<int>((workerW + colGap) / (fr.px(workerMinWU) + colGap)));
        // (A pixel of slack: the stacked size above is computed to fit exactly.)
        const int fitRows = std::max(1, static_cast<int>((areaH + fr.px(workerRowGapU) + 1) /
                                                         (fr.px(workerHU + workerRowGapU))));
        int cols = std::min(fitCols, std::max(1, (n + fitRows - 1) / fitRows));
        int rows = (n + cols - 1) / std::max(1, cols);
        const bool compact = rows > fitRows;
        double boxW = std::min(fr.px(workerMaxWU), (workerW - (cols - 1) * colGap) / cols);
        double boxH = fr.px(workerHU);
        double rowGap = fr.px(workerRowGapU);
        if (compact) {
            boxH = fr.px(compactHU);
            rowGap = fr.px(compactGapU);
            const int compactRows =
                std::max(1, static_cast<int>((areaH + rowGap) / (boxH + rowGap)));
            // As few columns as the rows allow: a wider row keeps the worker's name readable.
            const int maxCols =
                std::max(1, static_cast<int>((workerW + colGap) / (fr.px(compactMinWU) + colGap)));
            cols = std::min(maxCols, std::max(1, (n + compactRows - 1) / compactRows));
            boxW = std::min(fr.px(workerMaxWU), (workerW - (cols - 1) * colGap) / cols);
            rows = (n + cols - 1) / cols;
            if (rows > compactRows) {
                rows = compactRows;
                fr.moreWorkers = n - (rows * cols - 1);
            }
        }
        const int shown = fr.moreWorkers > 0 ? rows * cols - 1 : n;
        const double gridW = cols * boxW + (cols - 1) * colGap;
        const double x0 = workerX + (workerW - gridW) / 2;
        for (int i = 0; i < shown; ++i) {
            Frame::WorkerBox box;
            box.worker = &m_cast->workers[static_cast<std::size_t>(i)];
            box.compact = compact;
            box.rect = QRectF(x0 + (i % cols) * (boxW + colGap), top + (i / cols) * (boxH + rowGap),
                              boxW, boxH);
            const double pad = fr.px(10);
            if (compact) {
                const double chipW = fr.px(46);
                box.slot = QRectF(box.rect.right() - pad - chipW, box.rect.top() + fr.px(6), chipW,
                                  fr.px(20));
            } else {
                box.slot = QRectF(box.rect.left() + pad, box.rect.top() + fr.px(34), cardW, cardH);
            }
            for (std::size_t si = 0; si < state.workers.size(); ++si) {
                if (state.workers[si].actor == box.worker->actor)
                    box.stage = static_cast<int>(si);
            }
            const StageWorker *sw = fr.stageWorker(box);
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
            fr.workers.push_back(std::move(box));
        }
        if (fr.moreWorkers > 0)
            fr.moreWorkersRect = QRectF(x0 + (shown % cols) * (boxW + colGap),
                                        top + (shown / cols) * (boxH + rowGap), boxW, boxH);
        fr.workerArea = QRectF(workerX, top, workerW, areaH);
    }

    // Services: effects per business key up to now, duplicates first.
    {
        const std::vector<Cast::Effect> &effects = m_cast->effects;
        const auto upTo =
            std::upper_bound(effects.begin(), effects.end(), state.time,
                             [](TimeMs t, const Cast::Effect &e) { return t < e.time; });
        double y = top;
        const double pad = fr.px(10);
        for (std::size_t si = 0; si < m_cast->services.size(); ++si) {
            const Cast::Service &service = m_cast->services[si];
            const bool ownBox =
                si + 1 == m_cast->services.size() &&
                m_cast->services.size() > m_playback->run()->scenario.services.size();
            const int index = ownBox ? -1 : static_cast<int>(si);
            Frame::ServiceBox box;
            box.service = &service;
            std::map<std::uint32_t, Frame::ServiceRow> rows;
            for (auto it = effects.begin(); it != upTo; ++it) {
                if (it->service != index)
                    continue;
                Frame::ServiceRow &row = rows[it->key];
                row.key = m_playback->run()->ledger.key(it->key);
                row.last = it->time;
                if (it->skipped) {
                    ++row.skipped;
                    continue;
                }
                ++row.count;
                ++box.effects;
                const double age =
                    static_cast<double>(state.time - it->time) / static_cast<double>(fr.flashMs);
                if (age < 1) {
                    row.flash = 1 - age;
                    row.flashDuplicate = row.count > 1;
                }
            }
            std::vector<Frame::ServiceRow> list;
            for (auto &[key, row] : rows) {
                box.keys += row.count > 0;
                box.duplicates += row.count > 1;
                list.push_back(std::move(row));
            }
            std::stable_sort(list.begin(), list.end(),
                             [](const Frame::ServiceRow &a, const Frame::ServiceRow &b) {
                                 if ((a.count > 1) != (b.count > 1))
                                     return a.count > 1;
                                 return a.last > b.last;
                             });
            // Boxes share the column's height; a box shows as many rows as fit.
            const double remaining = top + areaH - y;
            const double share = remaining / static_cast<double>(m_cast->services.size() - si);
            double rowsH = 0;
            for (const Frame::ServiceRow &row : list)
                rowsH += fr.px(row.count > 1 ? serviceDuplicateRowU : serviceRowU);
            const double wanted = fr.px(serviceHeaderU) + std::max(rowsH, fr.px(serviceRowU)) + pad;
            // At least room for the first row (a duplicate's row is taller): the double charge
            // must never hide behind "+1 more key".
            const double firstRowH =
                fr.px(!list.empty() && list.front().count > 1 ? serviceDuplicateRowU : serviceRowU);
            const double boxH =
                std::min(wanted, std::max(share, fr.px(serviceHeaderU) + firstRowH + pad));
            box.rect = QRectF(serviceX, y, serviceW, boxH);
            double ry = y + fr.px(serviceHeaderU);
            // Half a pixel of slack: the box was sized to fit its rows exactly, and sums of
            // doubles in another order may differ in the last bit.
            const double limit = box.rect.bottom() - pad + 0.5;
            for (std::size_t ri = 0; ri < list.size(); ++ri) {
                const double rh = fr.px(list[ri].count > 1 ? serviceDuplicateRowU : serviceRowU);
                const bool last = ri + 1 == list.size();
                // Keep one row's room for "+N more" unless this is the last row.
                if (ry + rh > limit || (!last && ry + rh + fr.px(serviceRowU) > limit &&
                                        ry + rh + fr.px(serviceRowU) > limit + pad)) {
                    box.more = static_cast<int>(list.size() - ri);
                    break;
                }
                list[ri].rect = QRectF(serviceX + pad, ry, serviceW - 2 * pad, rh);
                box.rows.push_back(list[ri]);
                ry += rh;
            }
            fr.services.push_back(std::move(box));
            y += boxH + fr.px(queueGapU);
        }
    }

    // Centre the picture vertically when it is shorter than the room it has.
    double used = top;
    for (const auto &q : fr.queues)
        used = std::max(used, q.rect.bottom());
    for (const auto &wb : fr.workers)
        used = std::max(used, wb.rect.bottom());
    for (const auto &s : fr.services)
        used = std::max(used, s.rect.bottom());
    const double shift = std::max(0.0, (bottom - used) / 2.5);
    if (shift > 0) {
        for (auto &q : fr.queues) {
            q.rect.translate(0, shift);
            q.moreRect.translate(0, shift);
            for (auto &s : q.places)
                s.rect.translate(0, shift);
        }
        for (auto &wb : fr.workers) {
            wb.rect.translate(0, shift);
            wb.slot.translate(0, shift);
        }
        fr.moreWorkersRect.translate(0, shift);
        for (auto &s : fr.services) {
            s.rect.translate(0, shift);
            for (auto &r : s.rows)
                r.rect.translate(0, shift);
        }
    }
    placeNotes(fr);
    placeOverlaps(fr);
    placeHighlights(fr);
    placeArrows(fr);
    return f;
}

void StageView::placeNotes(Frame &fr) const
{
    const Annotations &notes = m_playback->annotations();
    if (notes.empty())
        return;
    const TimeMs now = fr.state.time;

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
    const QFontMetricsF badgeMetrics(stageFont(8, false, fr.fontScale));
    for (const auto &[message, index] : latest) {
        const StageCard *card = fr.card(message);
        const QRectF r = fr.cardRect(message);
        // A card on its way somewhere gets its badge when it arrives.
        if (!card || r.isEmpty() || (fr.animate && card->arrival < 1))
            continue;
        Frame::NoteBadge badge;
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

    // Notes on a moment or an event: those of the last half minute, or else the latest reached.
    std::vector<int> reached;
    for (std::size_t i = 0; i < notes.size(); ++i) {
        if (notes[i].anchor != Annotation::Anchor::Message && notes[i].timeMs <= now)
            reached.push_back(static_cast<int>(i));
    }
    if (reached.empty())
        return;
    std::stable_sort(reached.begin(), reached.end(), [&](int a, int b) {
        return notes[static_cast<std::size_t>(a)].timeMs <
               notes[static_cast<std::size_t>(b)].timeMs;
    });
    std::vector<int> shown;
    for (int i : reached) {
        if (now - notes[static_cast<std::size_t>(i)].timeMs <= noteShownMs)
            shown.push_back(i);
    }
    if (shown.empty())
        shown.push_back(reached.back());
    if (shown.size() > calloutNotes)
        shown.erase(shown.begin(), shown.end() - static_cast<std::ptrdiff_t>(calloutNotes));

    // Where there is room: beside the queues, the services or the workers, below or above them,
    // never over a card or a worker.
    auto bounds = [](const auto &boxes) {
        QRectF united;
        for (const auto &box : boxes)
            united = united.united(box.rect);
        return united;
    };
    const double gap = fr.px(10);
    QRectF workers = bounds(fr.workers);
    if (!fr.moreWorkersRect.isEmpty())
        workers = workers.united(fr.moreWorkersRect);
    // The red bracket between two workers runs beside and below them.
    if (!workers.isEmpty())
        workers.adjust(0, 0, fr.px(16), fr.px(workerRowGapU) / 2 + fr.px(14));
    const QRectF queues = bounds(fr.queues);
    const QRectF services = bounds(fr.services);
    struct Region {
        QRectF rect;
        bool alignRight;
        bool alignBottom;
    };
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
    addColumn(queues, false);
    addColumn(services, true);
    addColumn(workers, false);
    std::stable_partition(regions.begin(), regions.end(),
                          [](const Region &r) { return r.alignBottom; });

    const QFont headingFont = stageFont(8, true, fr.fontScale);
    const QFont bodyFont = stageFont(9.5, false, fr.fontScale);
    const QFontMetricsF headingMetrics(headingFont);
    const QFontMetricsF bodyMetrics(bodyFont);
    const double pad = fr.px(9);
    const double spacing = fr.px(6);
    const RunTimeline *timeline = m_playback->timeline();
    auto heading = [&](const Annotation &a) {
        QString text = tAt(a.timeMs);
        if (a.message != noMessage && (!timeline || timeline->track(a.message)))
            text += QStringLiteral(" · ") + qs(messageLabel(a.message));
        return text;
    };
    // The callout at a width, with at most `maxLines` lines a note: its entries and height.
    auto compose = [&](const std::vector<int> &list, double width, int maxLines) {
        std::vector<Frame::CalloutEntry> entries;
        double y = pad;
        // Room on the left for the pin.
        const double inner = width - 2 * pad - fr.px(12);
        for (int index : list) {
            const Annotation &a = notes[static_cast<std::size_t>(index)];
            Frame::CalloutEntry entry;
            entry.index = index;
            entry.heading = heading(a);
            entry.lines = wrapLines(a.text.simplified(), bodyFont, inner, maxLines);
            const double h = headingMetrics.height() +
                             static_cast<double>(entry.lines.size()) * bodyMetrics.lineSpacing();
            entry.rect = QRectF(pad + fr.px(12), y, inner, h);
            y += h + spacing;
            entries.push_back(std::move(entry));
        }
        return std::make_pair(entries, y - spacing + pad);
    };
    auto place = [&](const Region &region, std::vector<Frame::CalloutEntry> entries, QSizeF size) {
        const double x =
            region.alignRight ? region.rect.right() - size.width() : region.rect.left();
        const double y =
            region.alignBottom ? region.rect.bottom() - size.height() : region.rect.top();
        fr.callout = QRectF(QPointF(x, y), size);
        for (Frame::CalloutEntry &entry : entries)
            entry.rect.translate(x, y);
        fr.entries = std::move(entries);
    };
    const double widest = fr.px(300);
    const std::vector<int> latestOnly = {shown.back()};
    for (const auto &[list, maxLines] :
         {std::pair{shown, 5}, std::pair{shown, 3}, std::pair{shown, 2}, std::pair{latestOnly, 3},
          std::pair{latestOnly, 1}}) {
        for (const Region &region : regions) {
            const double width = std::min(widest, region.rect.width());
            if (width < fr.px(110))
                continue;
            auto [entries, height] = compose(list, width, maxLines);
            if (height <= region.rect.height()) {
                place(region, std::move(entries), QSizeF(width, height));
                return;
            }
        }
    }
    // No free corner (a crowded stage on a small widget): the latest note on one line, in the
    // corner where it covers the least of the cards and workers.
    std::vector<QRectF> keepClear;
    for (const Frame::WorkerBox &box : fr.workers)
        keepClear.push_back(box.rect);
    for (const Frame::QueueBox &q : fr.queues) {
        for (const Frame::Slot &slot : q.places)
            keepClear.push_back(slot.rect);
    }
    const double width = std::min(widest, fr.area.width() * 0.3);
    auto [entries, height] = compose(latestOnly, width, 1);
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
                place(corner, entries, QSizeF(width, height));
            }
        }
    }
}

void StageView::placeOverlaps(Frame &fr) const
{
    // Two workers on the same message at once: the double charge in the making.
    const QFont labelFont = stageFont(9.5, true, fr.fontScale);
    const QFontMetricsF metrics(labelFont);
    for (std::size_t a = 0; a < fr.workers.size(); ++a) {
        const StageWorker *wa = fr.stageWorker(fr.workers[a]);
        if (!wa || !wa->overlapped)
            continue;
        for (std::size_t b = a + 1; b < fr.workers.size(); ++b) {
            const StageWorker *wb = fr.stageWorker(fr.workers[b]);
            if (!wb || !wb->overlapped || wb->job != wa->job)
                continue;
            Frame::Overlap overlap;
            overlap.a = a;
            overlap.b = b;
            overlap.label = tr("both processing %1").arg(qs(messageLabel(wa->job)));
            const QRectF ra = fr.workers[a].rect;
            const QRectF rb = fr.workers[b].rect;
            const bool compact = fr.workers[a].compact;
            QPointF at;
            if (std::abs(ra.left() - rb.left()) < 1) {
                // Stacked: a bracket on their right, the label in the gap between them.
                const double x = ra.right() + fr.px(10);
                overlap.bracket << QPointF(ra.right() + fr.px(2), ra.center().y())
                                << QPointF(x, ra.center().y()) << QPointF(x, rb.center().y())
                                << QPointF(rb.right() + fr.px(2), rb.center().y());
                at = QPointF(ra.center().x(), rb.top() > ra.bottom()
                                                  ? (ra.bottom() + rb.top()) / 2
                                                  : (ra.center().y() + rb.center().y()) / 2);
            } else if (std::abs(ra.top() - rb.top()) < 1) {
                // Side by side: a bracket below them.
                const double y =
                    ra.bottom() + (compact ? fr.px(compactGapU) : fr.px(workerRowGapU)) / 2;
                overlap.bracket << QPointF(ra.center().x(), ra.bottom() + fr.px(2))
                                << QPointF(ra.center().x(), y) << QPointF(rb.center().x(), y)
                                << QPointF(rb.center().x(), rb.bottom() + fr.px(2));
                at = QPointF((ra.center().x() + rb.center().x()) / 2, y);
            } else {
                overlap.bracket << ra.center() << rb.center();
                at = (ra.center() + rb.center()) / 2;
            }
            if (!compact) {
                const double width = metrics.horizontalAdvance(overlap.label) + fr.px(34);
                overlap.pill = QRectF(at.x() - width / 2, at.y() - fr.px(12), width, fr.px(24));
            }
            fr.overlaps.push_back(std::move(overlap));
        }
    }
}

bool StageView::highlightedQueue(const Frame &fr, QueueIndex queue, const std::string &name) const
{
    const RunTimeline *timeline = m_playback->timeline();
    for (const Highlight &h : m_playback->highlights()) {
        if (h.kind == Highlight::Kind::Queue && h.name == name)
            return true;
        if ((h.kind != Highlight::Kind::Message && h.kind != Highlight::Kind::Key) || !timeline)
            continue;
        for (const MessageTrack &track : timeline->messages()) {
            if ((h.kind == Highlight::Kind::Message ? track.label : track.key) != h.name)
                continue;
            for (const StageCard &card : fr.state.cards) {
                if (card.message == track.message && card.queue == queue)
                    return true;
            }
        }
    }
    return false;
}

void StageView::placeHighlights(Frame &fr) const
{
    const Run *run = m_playback->run();
    const RunTimeline *timeline = m_playback->timeline();
    for (const Highlight &h : m_playback->highlights()) {
        switch (h.kind) {
        case Highlight::Kind::Message:
        case Highlight::Kind::Key:
            for (const MessageTrack &track : timeline->messages()) {
                if ((h.kind == Highlight::Kind::Message ? track.label : track.key) == h.name)
                    fr.highlights.push_back(fr.cardRect(track.message));
            }
            break;
        case Highlight::Kind::Worker:
            for (const WorkerTrack &worker : timeline->workers()) {
                const Frame::WorkerBox *box = fr.workerBox(worker.actor);
                if (box && run->log().actorName(worker.actor) == h.name)
                    fr.highlights.push_back(box->rect);
            }
            break;
        case Highlight::Kind::Queue:
            for (const Frame::QueueBox &q : fr.queues) {
                if (q.queue->name == h.name)
                    fr.highlights.push_back(q.rect);
            }
            break;
        case Highlight::Kind::Lane:
            if (h.name == "effects") {
                for (const Frame::ServiceBox &service : fr.services)
                    fr.highlights.push_back(service.rect);
            }
            break;
        case Highlight::Kind::Span:
            break;
        }
    }
    std::erase_if(fr.highlights, [](const QRectF &r) { return r.isEmpty(); });
}

void StageView::placeArrows(Frame &fr) const
{
    const RunTimeline *timeline = m_playback->timeline();
    const StageState &state = fr.state;
    using Kind = Frame::Arrow::Kind;
    struct Wanted {
        QString label;
        /// What the label shrinks to where the full one finds no room.
        QString shortLabel;
    };
    std::vector<Wanted> wanted;
    // Where a move from or to a worker meets it: its card's place in a full box; the left end of
    // a compact row, whose chip is on the right, so that the line does not run across the row's
    // text.
    auto meet = [](const Frame::WorkerBox &box) {
        return box.compact ? QPointF(box.rect.left(), box.rect.center().y())
                           : QPointF(box.slot.left(), box.slot.center().y());
    };
    auto add = [&](Kind kind, QPointF from, QPointF to, double alpha, Wanted label) {
        fr.arrows.push_back({kind, from, to, alpha, {}, {}});
        wanted.push_back(std::move(label));
    };

    // Trails of recent moves: received, back in the queue, moved to the DLQ. A batch moves
    // several cards along one way: only the first trail there gets a label.
    QSet<QString> labelled;
    auto once = [&](const QString &way, Wanted label) {
        if (labelled.contains(way))
            return Wanted{};
        labelled.insert(way);
        return label;
    };
    const Wanted leaseExpired{tr("lease expired"), tr("expired")};
    for (const StageCard &c : state.cards) {
        if (c.since > state.time || state.time - c.since >= fr.flashMs ||
            (c.arrival <= 0 && fr.animate))
            continue;
        const double age =
            static_cast<double>(state.time - c.since) / static_cast<double>(fr.flashMs);
        const double alpha = 0.9 * (1 - age);
        const Frame::Slot *qslot = fr.queueSlot(c.message);
        if (c.phase == MessagePhase::InFlight) {
            const Frame::WorkerBox *wb = fr.workerBox(c.holder);
            if (!wb || !qslot || fr.heldRect(*wb, c.message).isEmpty())
                continue;
            // Came back and went out again at the same instant: draw the way back too.
            const MessageTrack *t = timeline->track(c.message);
            const PhaseSpan *span = timeline->spanAt(c.message, state.time);
            if (t && span) {
                const auto index = static_cast<std::size_t>(span - t->spans.data());
                if (index >= 2 && t->spans[index - 1].from == t->spans[index - 1].to &&
                    t->spans[index - 2].phase == MessagePhase::InFlight) {
                    if (const Frame::WorkerBox *old = fr.workerBox(t->spans[index - 2].holder))
                        add(Kind::LeaseExpired, meet(*old),
                            QPointF(qslot->rect.right(), qslot->rect.center().y()), alpha,
                            once(QStringLiteral("back %1").arg(old->worker->actor), leaseExpired));
                }
            }
            if (c.movedFrom == engineActor) {
                const QString handle = handleOf(c.message, c.receipt);
                add(Kind::Received, QPointF(qslot->rect.right(), qslot->rect.center().y()),
                    meet(*wb), alpha,
                    once(QStringLiteral("received %1").arg(c.holder),
                         {tr("received %1").arg(handle), handle}));
            }
        } else if (c.movedFrom != engineActor && qslot) {
            if (const Frame::WorkerBox *wb = fr.workerBox(c.movedFrom))
                add(Kind::LeaseExpired, meet(*wb),
                    QPointF(qslot->rect.right(), qslot->rect.center().y()), alpha,
                    once(QStringLiteral("back %1").arg(c.movedFrom), leaseExpired));
        } else if (c.movedFromQueue != noQueue && c.movedFromQueue != c.queue && qslot) {
            if (const Frame::QueueBox *src = fr.queueBox(c.movedFromQueue))
                add(Kind::DeadLetter, QPointF(src->rect.center().x(), src->rect.bottom()),
                    QPointF(qslot->rect.center().x(), qslot->rect.top()), alpha,
                    once(QStringLiteral("dlq"), {tr("moved to the DLQ"), tr("to the DLQ")}));
        }
    }
    // Effects: an arrow from the worker to its service.
    for (const StageFlash &flash : state.flashes) {
        if (flash.kind != StageFlash::Kind::Effect &&
            flash.kind != StageFlash::Kind::DuplicateEffect)
            continue;
        const Frame::WorkerBox *wb = fr.workerBox(flash.actor);
        const Cast::Worker *cw = m_cast->worker(flash.actor);
        if (!wb || !cw)
            continue;
        const std::size_t si =
            cw->service < 0 ? fr.services.size() - 1 : static_cast<std::size_t>(cw->service);
        if (si >= fr.services.size())
            continue;
        const bool dup = flash.kind == StageFlash::Kind::DuplicateEffect;
        // Among many workers only the duplicates get an arrow: the rest would be a thicket.
        if (wb->compact && !dup)
            continue;
        const QRectF sr = fr.services[si].rect;
        add(dup ? Kind::Duplicate : Kind::Effect, QPointF(wb->rect.right(), wb->rect.center().y()),
            QPointF(sr.left(), sr.top() + fr.px(serviceHeaderU)), 1 - flash.age, {});
    }

    // What the labels keep clear of: every text and card on the stage.
    std::vector<QRectF> &keepClear = fr.keepClear;
    keepClear.push_back(fr.clock);
    keepClear.push_back(fr.legend);
    for (const Frame::QueueBox &q : fr.queues) {
        // The name, the settings and the counts.
        const double pad = fr.px(queuePadU);
        keepClear.push_back(QRectF(q.rect.left() + pad, q.rect.top() + fr.px(4),
                                   q.rect.width() - 2 * pad,
                                   std::min(fr.px(50), q.rect.height() - fr.px(6))));
        for (const Frame::Slot &slot : q.places)
            keepClear.push_back(slot.rect);
        if (!q.moreRect.isEmpty())
            keepClear.push_back(q.moreRect);
    }
    for (const Frame::WorkerBox &box : fr.workers) {
        // A full box is text and its card from the name to the last-event band; a compact row
        // is text all along.
        keepClear.push_back(
            box.compact ? box.rect : box.rect.adjusted(fr.px(4), fr.px(6), -fr.px(4), -fr.px(4)));
    }
    if (!fr.moreWorkersRect.isEmpty())
        keepClear.push_back(fr.moreWorkersRect);
    for (const Frame::ServiceBox &box : fr.services) {
        // The name, the effect and the summary, then the rows (a row's flash reaches a little
        // to each side) and "+N more keys".
        const double pad = fr.px(10);
        double bottom = box.rect.top() + fr.px(serviceHeaderU);
        if (!box.rows.empty())
            bottom = box.rows.back().rect.bottom();
        if (box.more > 0)
            bottom += fr.px(serviceRowU);
        keepClear.push_back(
            QRectF(QPointF(box.rect.left() + pad - fr.px(4), box.rect.top() + fr.px(6)),
                   QPointF(box.rect.right() - pad + fr.px(4),
                           std::min(bottom, box.rect.bottom() - fr.px(2)))));
    }
    for (const Frame::NoteBadge &badge : fr.badges)
        keepClear.push_back(badge.rect);
    if (!fr.callout.isEmpty())
        keepClear.push_back(fr.callout);
    for (const Frame::Overlap &overlap : fr.overlaps) {
        if (!overlap.pill.isEmpty())
            keepClear.push_back(overlap.pill);
    }
    // A highlight's frame and halo run around its box, outside it: the band they take.
    for (const QRectF &r : fr.highlights) {
        const QRectF outer = r.adjusted(-fr.px(11), -fr.px(11), fr.px(11), fr.px(11));
        const QRectF inner = r.adjusted(-fr.px(2), -fr.px(2), fr.px(2), fr.px(2));
        keepClear.push_back(QRectF(outer.topLeft(), QPointF(outer.right(), inner.top())));
        keepClear.push_back(QRectF(QPointF(outer.left(), inner.bottom()), outer.bottomRight()));
        keepClear.push_back(QRectF(QPointF(outer.left(), inner.top()), inner.bottomLeft()));
        keepClear.push_back(QRectF(inner.topRight(), QPointF(outer.right(), inner.bottom())));
    }

    // Each label where it is free: along its arrow (the middle first), then just beside the
    // curve; else its short form the same way; else none (the event line below the stage says
    // what happened). First where it hides no other arrow's line, then anywhere free. Placed
    // labels are kept clear of in turn.
    const QFontMetricsF metrics(stageFont(8, true, fr.fontScale));
    const double height = fr.px(18);
    const double clearance = fr.px(2);
    const QRectF stage = QRectF(QPointF(0, 0), QSizeF(fr.size)).adjusted(1, 1, -1, -1);
    // From the middle outwards, to near the ends (the cards there are kept clear of anyway).
    constexpr double fractions[] = {0.5,  0.44, 0.56, 0.38, 0.62, 0.32, 0.68, 0.26,
                                    0.74, 0.2,  0.8,  0.14, 0.86, 0.08, 0.92};
    constexpr int samples = 16;
    std::vector<std::array<QPointF, samples + 1>> curves(fr.arrows.size());
    for (std::size_t i = 0; i < fr.arrows.size(); ++i) {
        for (int k = 0; k <= samples; ++k)
            curves[i][static_cast<std::size_t>(k)] =
                pointOnArrow(fr.arrows[i].from, fr.arrows[i].to, static_cast<double>(k) / samples);
    }
    // The text areas, and the labels placed so far.
    std::vector<QRectF> taken = keepClear;
    auto isFree = [&](const QRectF &r, std::size_t own, bool spareLines) {
        if (!stage.contains(r))
            return false;
        const QRectF wide = r.adjusted(-clearance, -clearance, clearance, clearance);
        if (std::any_of(taken.begin(), taken.end(),
                        [&](const QRectF &area) { return wide.intersects(area); }))
            return false;
        // Its own arrow's head stays in sight.
        const QPointF tip = fr.arrows[own].to;
        const double head = fr.px(8);
        if (wide.intersects(QRectF(tip.x() - head, tip.y() - head, 2 * head, 2 * head)))
            return false;
        if (!spareLines)
            return true;
        for (std::size_t other = 0; other < curves.size(); ++other) {
            if (other != own && std::any_of(curves[other].begin(), curves[other].end(),
                                            [&](QPointF at) { return r.contains(at); }))
                return false;
        }
        return true;
    };
    // The first free place for `text` on or beside arrow `i`, or an empty rectangle.
    auto placeFor = [&](std::size_t i, const QString &text, bool spareLines) {
        const Frame::Arrow &arrow = fr.arrows[i];
        const double width = metrics.horizontalAdvance(text) + fr.px(14);
        // Beside the curve is above and below it when it runs across, left and right of it
        // when it runs down.
        const QPointF way = arrow.to - arrow.from;
        const bool across = std::abs(way.x()) >= std::abs(way.y());
        const double aside = (across ? height : width) / 2 + fr.px(3);
        const QPointF offsets[] = {{0, 0},
                                   across ? QPointF(0, -aside) : QPointF(aside, 0),
                                   across ? QPointF(0, aside) : QPointF(-aside, 0)};
        for (const QPointF &offset : offsets) {
            for (const double t : fractions) {
                const QPointF at = pointOnArrow(arrow.from, arrow.to, t) + offset;
                const QRectF r(at.x() - width / 2, at.y() - height / 2, width, height);
                if (isFree(r, i, spareLines))
                    return r;
            }
        }
        return QRectF();
    };
    for (std::size_t i = 0; i < fr.arrows.size(); ++i) {
        Frame::Arrow &arrow = fr.arrows[i];
        for (const QString &text : {wanted[i].label, wanted[i].shortLabel}) {
            if (!arrow.label.isEmpty() || text.isEmpty())
                continue;
            for (const bool spareLines : {true, false}) {
                const QRectF r = placeFor(i, text, spareLines);
                if (!r.isEmpty()) {
                    arrow.label = text;
                    arrow.labelRect = r;
                    taken.push_back(r);
                    break;
                }
            }
        }
    }
}

QRectF StageView::cardRect(MessageNumber message) const
{
    return frame().cardRect(message);
}

QRectF StageView::workerRect(ActorId worker) const
{
    const Frame::WorkerBox *box = frame().workerBox(worker);
    return box ? box->rect : QRectF();
}

QRectF StageView::queueRect(const std::string &name) const
{
    for (const Frame::QueueBox &q : frame().queues) {
        if (q.queue->name == name)
            return q.rect;
    }
    return {};
}

QRectF StageView::legendRect() const
{
    return frame().legend;
}

Selection StageView::selectionAt(QPointF point) const
{
    const Frame &fr = frame();
    // A note's badge hangs over its card's edge: it stands for the card.
    for (const Frame::NoteBadge &badge : fr.badges) {
        if (badge.rect.contains(point))
            return {Selection::Kind::Message, badge.message, engineActor};
    }
    // Cards next: they sit on top of their containers.
    for (const Frame::WorkerBox &box : fr.workers) {
        if (!box.held.empty() && box.slot.contains(point))
            return {Selection::Kind::Message,
                    fr.state.cards[static_cast<std::size_t>(box.held.front())].message,
                    engineActor};
        const StageWorker *sw = fr.stageWorker(box);
        if (sw && sw->job != noMessage && box.slot.contains(point))
            return {Selection::Kind::Message, sw->job, engineActor};
    }
    for (const Frame::QueueBox &q : fr.queues) {
        for (const Frame::Slot &s : q.places) {
            if (s.card >= 0 && s.rect.contains(point))
                return {Selection::Kind::Message, s.message, engineActor};
        }
    }
    for (const Frame::WorkerBox &box : fr.workers) {
        if (box.rect.contains(point) && box.worker->actor != engineActor)
            return {Selection::Kind::Worker, noMessage, box.worker->actor};
    }
    return {};
}

std::vector<StageView::NoteMark> StageView::noteMarks() const
{
    const Frame &fr = frame();
    std::vector<NoteMark> marks;
    for (const Frame::NoteBadge &badge : fr.badges)
        marks.push_back({badge.index, badge.rect, false});
    for (const Frame::CalloutEntry &entry : fr.entries)
        marks.push_back({entry.index, entry.rect, true});
    return marks;
}

QRectF StageView::noteCalloutRect() const
{
    return frame().callout;
}

std::vector<StageView::ArrowLabel> StageView::arrowLabels() const
{
    std::vector<ArrowLabel> labels;
    for (const Frame::Arrow &arrow : frame().arrows) {
        if (!arrow.label.isEmpty())
            labels.push_back({arrow.label, arrow.labelRect});
    }
    return labels;
}

std::vector<QRectF> StageView::labelKeepClearRects() const
{
    return frame().keepClear;
}

bool StageView::event(QEvent *event)
{
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    // A badge or the callout shows only the start of a long note: the tooltip has all of it.
    const auto *help = static_cast<QHelpEvent *>(event);
    const Annotations &notes = m_playback->annotations();
    for (const NoteMark &mark : noteMarks()) {
        if (!mark.rect.contains(help->pos()) || mark.index < 0 ||
            static_cast<std::size_t>(mark.index) >= notes.size())
            continue;
        const Annotation &a = notes[static_cast<std::size_t>(mark.index)];
        QString where = tAt(a.timeMs);
        if (a.message != noMessage)
            where += QStringLiteral(" · ") + qs(messageLabel(a.message));
        QToolTip::showText(help->globalPos(),
                           QStringLiteral("<b>%1</b><br>%2").arg(where, a.text.toHtmlEscaped()),
                           this, mark.rect.toAlignedRect());
        return true;
    }
    return QWidget::event(event);
}

void StageView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    const Selection s = selectionAt(event->position());
    if (s.kind == Selection::Kind::Message)
        m_playback->selectMessage(s.message);
    else if (s.kind == Selection::Kind::Worker)
        m_playback->selectWorker(s.worker);
    else
        m_playback->clearSelection();
    event->accept();
}

// ---------------------------------------------------------------------------------------------
// Painting

namespace {

/// Everything the paint functions share.
class Scene {
public:
    Scene(QPainter &painter, const Palette &palette, double unit, double fontScale)
        : p(painter), pal(palette), u(unit), fs(fontScale)
    {
    }

    QPainter &p;
    const Palette &pal;
    double u;
    double fs;

    double px(double units) const { return units * u; }
    QFont font(double points, bool bold = false) const { return stageFont(points, bold, fs); }
    QPen pen(const QColor &c, double widthU, Qt::PenStyle style = Qt::SolidLine) const
    {
        QPen pen(c, std::max(1.0, px(widthU)), style);
        pen.setCapStyle(Qt::RoundCap);
        pen.setJoinStyle(Qt::RoundJoin);
        return pen;
    }
    /// Text in a rectangle, elided to fit its width.
    void text(const QRectF &r, const QString &s, const QFont &f, const QColor &c,
              int flags = Qt::AlignLeft | Qt::AlignVCenter) const
    {
        p.setFont(f);
        p.setPen(c);
        const QString elided =
            QFontMetricsF(f).elidedText(s, Qt::ElideRight, std::max(0.0, r.width()));
        p.drawText(r, flags | Qt::TextSingleLine, elided);
    }
    /// Text on up to two lines, broken at spaces, the second elided.
    void text2(const QRectF &r, const QString &s, const QFont &f, const QColor &c) const
    {
        const QFontMetricsF fm(f);
        const double w = std::max(0.0, r.width());
        QString first = s;
        QString rest;
        if (fm.horizontalAdvance(s) > w) {
            const QStringList words = s.split(u' ');
            first.clear();
            int i = 0;
            for (; i < words.size(); ++i) {
                const QString next = first.isEmpty() ? words[i] : first + u' ' + words[i];
                if (!first.isEmpty() && fm.horizontalAdvance(next) > w)
                    break;
                first = next;
            }
            rest = words.mid(i).join(u' ');
        }
        if (rest.isEmpty()) {
            text(r, first, f, c);
            return;
        }
        const double half = r.height() / 2;
        text(QRectF(r.left(), r.top(), w, half), first, f, c);
        text(QRectF(r.left(), r.top() + half, w, half), rest, f, c);
    }
    double textWidth(const QString &s, const QFont &f) const
    {
        return QFontMetricsF(f).horizontalAdvance(s);
    }

    void tick(QPointF c, double size, const QColor &color, bool hollow, double alpha,
              const QColor &hollowFill = QColor()) const
    {
        QPainterPath path;
        path.moveTo(c + QPointF(-0.45 * size, 0.0));
        path.lineTo(c + QPointF(-0.12 * size, 0.33 * size));
        path.lineTo(c + QPointF(0.5 * size, -0.38 * size));
        p.setBrush(Qt::NoBrush);
        if (hollow) {
            // A tick drawn as an outline: a delete that answered 200 and did nothing.
            QPen outer(withAlpha(color, alpha), size * 0.26);
            outer.setCapStyle(Qt::RoundCap);
            outer.setJoinStyle(Qt::RoundJoin);
            p.setPen(outer);
            p.drawPath(path);
            QPen inner(withAlpha(hollowFill.isValid() ? hollowFill : pal.surface, alpha),
                       size * 0.12);
            inner.setCapStyle(Qt::RoundCap);
            inner.setJoinStyle(Qt::RoundJoin);
            p.setPen(inner);
            p.drawPath(path);
        } else {
            QPen pn(withAlpha(color, alpha), size * 0.2);
            pn.setCapStyle(Qt::RoundCap);
            pn.setJoinStyle(Qt::RoundJoin);
            p.setPen(pn);
            p.drawPath(path);
        }
    }
    void cross(QPointF c, double size, const QColor &color, double alpha,
               double widthFactor = 0.2) const
    {
        QPen pn(withAlpha(color, alpha), size * widthFactor);
        pn.setCapStyle(Qt::RoundCap);
        p.setPen(pn);
        const double d = size / 2;
        p.drawLine(c + QPointF(-d, -d), c + QPointF(d, d));
        p.drawLine(c + QPointF(-d, d), c + QPointF(d, -d));
    }
    /// A warning triangle with "!".
    void warning(QPointF c, double size, const QColor &color, double alpha = 1) const
    {
        QPainterPath tri;
        tri.moveTo(c + QPointF(0, -size * 0.5));
        tri.lineTo(c + QPointF(size * 0.55, size * 0.45));
        tri.lineTo(c + QPointF(-size * 0.55, size * 0.45));
        tri.closeSubpath();
        p.setPen(Qt::NoPen);
        p.setBrush(withAlpha(color, alpha));
        p.drawPath(tri);
        QPen pn(withAlpha(textOn(color), alpha), size * 0.13);
        pn.setCapStyle(Qt::RoundCap);
        p.setPen(pn);
        p.drawLine(c + QPointF(0, -size * 0.18), c + QPointF(0, size * 0.12));
        p.drawPoint(c + QPointF(0, size * 0.3));
    }
    void heart(QPointF c, double size, const QColor &color, double alpha = 1) const
    {
        // A pulse line: the heartbeat.
        QPainterPath path;
        path.moveTo(c + QPointF(-0.5 * size, 0));
        path.lineTo(c + QPointF(-0.2 * size, 0));
        path.lineTo(c + QPointF(-0.05 * size, -0.4 * size));
        path.lineTo(c + QPointF(0.1 * size, 0.4 * size));
        path.lineTo(c + QPointF(0.25 * size, 0));
        path.lineTo(c + QPointF(0.5 * size, 0));
        p.setBrush(Qt::NoBrush);
        QPen pn(withAlpha(color, alpha), size * 0.14);
        pn.setJoinStyle(Qt::RoundJoin);
        pn.setCapStyle(Qt::RoundCap);
        p.setPen(pn);
        p.drawPath(path);
    }
    /// A push pin, its head at `head`: a note.
    void pin(QPointF head, double size, const QColor &color) const
    {
        const double r = size * 0.3;
        QPen needle(pal.text, std::max(1.0, size * 0.1));
        needle.setCapStyle(Qt::RoundCap);
        p.setPen(needle);
        p.drawLine(head, head + QPointF(-size * 0.32, size * 0.55));
        p.setPen(QPen(pal.background, std::max(1.0, size * 0.08)));
        p.setBrush(color);
        p.drawEllipse(head, r, r);
        p.setPen(Qt::NoPen);
        p.setBrush(withAlpha(Qt::white, 0.8));
        p.drawEllipse(head + QPointF(-r * 0.3, -r * 0.3), r * 0.3, r * 0.3);
    }
    void arrowHead(QPointF tip, QPointF from, double size, const QColor &color) const
    {
        const QPointF d = tip - from;
        const double len = std::hypot(d.x(), d.y());
        if (len < 1e-6)
            return;
        const QPointF dir = d / len;
        const QPointF normal(-dir.y(), dir.x());
        QPolygonF head;
        head << tip << tip - dir * size + normal * size * 0.5
             << tip - dir * size - normal * size * 0.5;
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawPolygon(head);
    }
    /// A curved arrow from a to b, for a card's recent move.
    void arrow(QPointF a, QPointF b, const QColor &color, double alpha) const
    {
        QPainterPath path;
        path.moveTo(a);
        path.quadTo(arrowControl(a, b), b);
        p.setBrush(Qt::NoBrush);
        p.setPen(pen(withAlpha(color, alpha), 2.2, Qt::DashLine));
        p.drawPath(path);
        arrowHead(b, path.pointAtPercent(0.9), px(10), withAlpha(color, alpha));
    }
    /// An arrow's label: a pill of the stage's surface with a thin outline in the arrow's colour,
    /// so that it reads over a line or a box's edge. It stays solid for the first third of its
    /// arrow's life, then fades out with it.
    void arrowLabel(const QRectF &r, const QString &label, const QColor &color, double alpha) const
    {
        const double solid = std::clamp(alpha / 0.6, 0.0, 1.0);
        const bool light = pal.background.lightnessF() > 0.5;
        p.setPen(pen(withAlpha(color, solid * 0.9), 1));
        p.setBrush(withAlpha(pal.surface, solid));
        const QRectF pill = r.adjusted(0.5, 0.5, -0.5, -0.5);
        p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
        text(r, label, font(8, true),
             withAlpha(light ? color.darker(135) : color.lighter(125), solid), Qt::AlignCenter);
    }
    /// The countdown ring: the fraction of the visibility window left.
    void ring(QPointF c, double r, double remaining, double pulse, const QColor &arc,
              const QColor &track) const
    {
        if (pulse > 0) {
            p.setPen(Qt::NoPen);
            p.setBrush(withAlpha(pal.heartbeat, 0.55 * pulse));
            const double halo = r + px(8) * pulse;
            p.drawEllipse(c, halo, halo);
        }
        const QRectF box(c.x() - r, c.y() - r, 2 * r, 2 * r);
        p.setBrush(Qt::NoBrush);
        p.setPen(pen(track, 3.2));
        p.drawEllipse(box);
        QPen arcPen = pen(arc, 3.6);
        arcPen.setCapStyle(Qt::FlatCap);
        p.setPen(arcPen);
        // Drains clockwise from twelve o'clock.
        p.drawArc(box, 90 * 16, -static_cast<int>(std::lround(remaining * 360 * 16)));
    }
};

enum class CardLook : std::uint8_t {
    Visible,
    Ghost,
    Held,
    Delayed,
    DeadLetter,
    Deleted,
    LeaseLost,
};

struct CardText {
    QString label;
    QString key;
    QString note;
    /// A small pill in the top right corner: receives so far against maxReceiveCount.
    QString badge = {};
};

void paintCard(const Scene &s, const QRectF &r, CardLook look, const CardText &text,
               double alpha = 1, double ring = -1, double pulse = 0, bool selected = false)
{
    QPainter &p = s.p;
    const Palette &pal = s.pal;
    const double radius = s.px(7);
    QColor fill;
    QColor ink = pal.text;
    QPen border = Qt::NoPen;
    Qt::BrushStyle pattern = Qt::SolidPattern;
    switch (look) {
    case CardLook::Visible:
        fill = pal.visible;
        break;
    case CardLook::DeadLetter:
        fill = pal.deadLetter;
        break;
    case CardLook::Held:
        fill = pal.inFlight;
        border = s.pen(pal.inFlight.darker(150), 1.2);
        break;
    case CardLook::Ghost:
        // Still in the queue, but hidden: a dashed outline with nothing inside.
        fill = withAlpha(pal.inFlight, 0.12);
        border = s.pen(pal.inFlight.darker(pal.background.lightnessF() > 0.5 ? 125 : 100), 2,
                       Qt::DashLine);
        break;
    case CardLook::Delayed:
        fill = withAlpha(pal.delayed, 0.55);
        pattern = Qt::BDiagPattern;
        border = s.pen(pal.delayed, 1.5, Qt::DotLine);
        break;
    case CardLook::Deleted:
        fill = withAlpha(pal.deleted, 0.12);
        border = s.pen(pal.deleted, 2);
        break;
    case CardLook::LeaseLost:
        fill = withAlpha(pal.stale, 0.1);
        border = s.pen(pal.stale, 2, Qt::DashLine);
        break;
    }
    if (look == CardLook::Visible || look == CardLook::DeadLetter || look == CardLook::Held)
        ink = textOn(fill);
    p.save();
    p.setOpacity(alpha);
    if (pattern != Qt::SolidPattern) {
        p.setPen(Qt::NoPen);
        p.setBrush(withAlpha(pal.surface, 1));
        p.drawRoundedRect(r, radius, radius);
    }
    p.setBrush(QBrush(fill, pattern));
    p.setPen(border);
    p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius);
    if (selected) {
        p.setBrush(Qt::NoBrush);
        p.setPen(s.pen(pal.text, 3));
        p.drawRoundedRect(r.adjusted(-s.px(4), -s.px(4), s.px(4), s.px(4)), radius + s.px(3),
                          radius + s.px(3));
    }
    const double pad = s.px(8);
    const double ringR = s.px(10);
    const double ringSpace = ring >= 0 ? 2 * ringR + s.px(8) : 0;
    const QRectF inner = r.adjusted(pad, s.px(4), -pad, -s.px(4));
    const double lineH = inner.height() / 3;
    s.text(QRectF(inner.left(), inner.top(), inner.width() - ringSpace, lineH * 1.1), text.label,
           s.font(11, true), ink);
    s.text(QRectF(inner.left(), inner.top() + lineH, inner.width() - ringSpace, lineH), text.key,
           s.font(8.5), ink);
    s.text(QRectF(inner.left(), inner.top() + 2 * lineH, inner.width(), lineH), text.note,
           s.font(8, look == CardLook::LeaseLost), look == CardLook::LeaseLost ? pal.stale : ink);
    if (ring >= 0) {
        const QPointF c(r.right() - pad - ringR + s.px(2), r.top() + s.px(6) + ringR);
        const bool onCyan = look == CardLook::Held;
        const QColor arc =
            onCyan ? QColor(0x1b1d21) : (ring < 0.2 ? pal.crash : pal.inFlight.darker(110));
        const QColor track = onCyan ? withAlpha(Qt::white, 0.6) : withAlpha(pal.grid, 1);
        s.ring(c, ringR, ring, pulse, arc, track);
    }
    if (look == CardLook::Deleted)
        s.tick(QPointF(r.right() - pad - ringR, r.center().y()), s.px(26), pal.deleted, false, 1);
    if (!text.badge.isEmpty()) {
        const QFont bf = s.font(7.5, true);
        const double bw = s.textWidth(text.badge, bf) + s.px(10);
        const QRectF br(r.right() - s.px(6) - bw, r.top() + s.px(6), bw, s.px(16));
        p.setPen(Qt::NoPen);
        p.setBrush(withAlpha(ink, 0.9));
        p.drawRoundedRect(br, br.height() / 2, br.height() / 2);
        s.text(br, text.badge, bf, fill.lightnessF() > 0.62 ? QColor(Qt::white) : fill.darker(150),
               Qt::AlignCenter);
    }
    p.restore();
}

CardText queueCardText(const StageCard &c, TimeMs now, const RunTimeline &timeline,
                       int maxReceiveCount, bool deadLetter)
{
    CardText t{qs(c.label), qs(c.key), {}};
    switch (c.phase) {
    case MessagePhase::Delayed: {
        const PhaseSpan *span = timeline.spanAt(c.message, now);
        t.note = span && span->to != neverMs ? QStringLiteral("delayed until ") + tAt(span->to)
                                             : QStringLiteral("delayed");
        break;
    }
    case MessagePhase::InFlight:
        // Short enough for the narrowest card: the deadline is the fact that matters.
        t.note = QStringLiteral("hidden till ") + tAt(c.deadline);
        break;
    default:
        if (deadLetter)
            t.note = QStringLiteral("received %1 times").arg(c.receiveCount);
        else if (c.receiveCount == 0)
            t.note = QStringLiteral("visible");
        else
            t.note = QStringLiteral("visible again");
        if (!deadLetter && maxReceiveCount > 0 && c.receiveCount > 0)
            t.badge = QStringLiteral("%1/%2").arg(c.receiveCount).arg(maxReceiveCount);
        break;
    }
    return t;
}

/// The latest thing a worker did, for the line at the bottom of its box.
struct WorkerNote {
    TimeMs time = -1;
    QString text;
    Tone tone = Tone::Plain;
    WorkerMark::Kind icon = WorkerMark::Kind::Receive;
};

WorkerNote workerNote(const Run &run, const RunTimeline &timeline, const WorkerTrack &track,
                      TimeMs now, const std::string &effectPast)
{
    WorkerNote note;
    const auto &marks = track.marks;
    auto it = std::upper_bound(marks.begin(), marks.end(), now,
                               [](TimeMs t, const WorkerMark &m) { return t < m.time; });
    // The last instant with something worth saying, and everything said at that instant.
    std::vector<const WorkerMark *> said;
    while (it != marks.begin()) {
        --it;
        if (it->kind == WorkerMark::Kind::EmptyReceive)
            continue;
        if (!said.empty() && it->time != said.front()->time)
            break;
        said.insert(said.begin(), &*it);
    }
    if (said.empty())
        return note;
    note.time = said.front()->time;
    QStringList parts;
    QStringList received;
    int rank = -1;
    auto keyOf = [&](MessageNumber m) {
        const auto key = run.keyOf(m);
        return key ? qs(run.ledger.key(*key)) : qs(messageLabel(m));
    };
    for (const WorkerMark *mark : said) {
        const QString label = qs(messageLabel(mark->message));
        const QString handle = handleOf(mark->message, mark->receipt);
        Tone tone = Tone::Plain;
        int importance = 0;
        switch (mark->kind) {
        case WorkerMark::Kind::Receive:
            received << handle;
            break;
        case WorkerMark::Kind::Heartbeat:
            parts << QStringLiteral("heartbeat: %1 hidden until %2")
                         .arg(label, tAt(run.log()[mark->sequence].a));
            tone = Tone::Heartbeat;
            importance = 1;
            break;
        case WorkerMark::Kind::Delete: {
            // A delete with an older handle that still deleted (the engine's knob).
            std::uint32_t latest = mark->receipt;
            if (const MessageTrack *t = timeline.track(mark->message)) {
                for (const PhaseSpan &span : t->spans) {
                    if (span.sequence < mark->sequence && span.phase == MessagePhase::InFlight)
                        latest = span.receipt;
                }
            }
            parts << (latest > mark->receipt
                          ? QStringLiteral("deleted %1 with the old handle %2").arg(label, handle)
                          : QStringLiteral("deleted %1").arg(label));
            tone = Tone::Good;
            importance = 2;
            break;
        }
        case WorkerMark::Kind::StaleDelete:
            parts << QStringLiteral("stale handle %1: nothing deleted").arg(handle);
            tone = Tone::Bad;
            importance = 5;
            break;
        case WorkerMark::Kind::DeleteGone:
            parts << QStringLiteral("%1 already gone: nothing deleted").arg(label);
            tone = Tone::Bad;
            importance = 4;
            break;
        case WorkerMark::Kind::Effect:
            parts << QStringLiteral("%1 %2").arg(keyOf(mark->message), qs(effectPast));
            tone = Tone::Good;
            importance = 3;
            break;
        case WorkerMark::Kind::DuplicateEffect:
            parts << QStringLiteral("%1 %2 AGAIN").arg(keyOf(mark->message), qs(effectPast));
            tone = Tone::Bad;
            importance = 6;
            break;
        case WorkerMark::Kind::IdempotencySkip:
            parts << QStringLiteral("%1 already %2: skipped")
                         .arg(keyOf(mark->message), qs(effectPast));
            tone = Tone::Good;
            importance = 3;
            break;
        case WorkerMark::Kind::JobFailed:
            parts << QStringLiteral("%1 failed, not deleted").arg(label);
            tone = Tone::Bad;
            importance = 5;
            break;
        case WorkerMark::Kind::Crash:
            parts << QStringLiteral("crashed");
            tone = Tone::Bad;
            importance = 7;
            break;
        case WorkerMark::Kind::Restart:
            parts << QStringLiteral("restarted");
            importance = 1;
            break;
        case WorkerMark::Kind::EmptyReceive:
            break;
        }
        if (importance > rank) {
            rank = importance;
            note.tone = tone;
            note.icon = mark->kind;
        }
    }
    // A batch reads as one receive.
    if (received.size() == 1)
        parts.prepend(QStringLiteral("received %1").arg(received.front()));
    else if (!received.isEmpty())
        parts.prepend(QStringLiteral("received %1 messages: %2")
                          .arg(received.size())
                          .arg(received.join(QStringLiteral(", "))));
    note.text = tAt(note.time) + QStringLiteral(": ") + parts.join(QStringLiteral("; "));
    return note;
}

} // namespace

void StageView::paintEvent(QPaintEvent *)
{
    const Frame &fr = frame();
    const Theme &theme = Theme::instance();
    const Palette &pal = theme.palette();
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(rect(), pal.background);
    const Scene s(painter, pal, fr.unit, fr.fontScale);
    QPainter &p = painter;

    const Run *run = m_playback->run();
    const RunTimeline *timeline = m_playback->timeline();
    if (!run || !timeline) {
        s.text(rect(), tr("No run yet: open a scenario to see its queue, workers and services."),
               s.font(11), pal.mutedText, Qt::AlignCenter);
        return;
    }
    const StageState &state = fr.state;
    const Selection &selection = m_playback->selection();
    const bool dark = pal.background.lightnessF() < 0.5;
    const QColor frameColor = dark ? pal.grid.lighter(150) : pal.grid.darker(115);

    // The clock, and the scenario's title.
    {
        const QString clock = QStringLiteral("t = %1 s").arg(qs(formatSeconds(state.time)));
        const QFont cf = s.font(15, true);
        const double cw = s.textWidth(clock, cf) + s.px(8);
        s.text(QRectF(fr.clock.right() - cw, fr.clock.top(), cw, fr.clock.height()), clock, cf,
               pal.text, Qt::AlignRight | Qt::AlignVCenter);
        const QString title =
            run->scenario.title.empty() ? qs(run->scenario.name) : qs(run->scenario.title);
        s.text(QRectF(fr.clock.left(), fr.clock.top(), fr.clock.width() - cw - s.px(16),
                      fr.clock.height()),
               title, s.font(10.5), pal.mutedText);
    }

    // Faint wiring: which queue each worker polls, which service it calls.
    if (!fr.workers.empty() && !fr.workers.front().compact) {
        p.setBrush(Qt::NoBrush);
        for (const Frame::WorkerBox &box : fr.workers) {
            for (const Frame::QueueBox &q : fr.queues) {
                if (q.queue->name != box.worker->queue)
                    continue;
                QPainterPath path;
                const QPointF a(q.rect.right(), q.rect.top() + s.px(queueHeaderU / 2));
                const QPointF b(box.rect.left(), box.rect.top() + s.px(16));
                path.moveTo(a);
                path.cubicTo(a + QPointF(s.px(24), 0), b - QPointF(s.px(24), 0), b);
                p.setPen(s.pen(pal.grid, 1.5, Qt::DotLine));
                p.drawPath(path);
            }
            const int service = box.worker->service;
            const std::size_t si =
                service < 0 ? fr.services.size() - 1 : static_cast<std::size_t>(service);
            if (si < fr.services.size()) {
                const QRectF sr = fr.services[si].rect;
                QPainterPath path;
                const QPointF a(box.rect.right(), box.rect.top() + s.px(16));
                const QPointF b(sr.left(), sr.top() + s.px(16));
                path.moveTo(a);
                path.cubicTo(a + QPointF(s.px(24), 0), b - QPointF(s.px(24), 0), b);
                p.setPen(s.pen(pal.grid, 1.5, Qt::DotLine));
                p.drawPath(path);
            }
        }
    }

    // Cards on their way somewhere are painted last, above the boxes they cross.
    std::vector<std::function<void()>> travelling;

    // Queues.
    for (const Frame::QueueBox &q : fr.queues) {
        const bool dlq = q.queue->deadLetter;
        const QColor edge = dlq ? pal.deadLetter : frameColor;
        p.setPen(s.pen(edge, dlq ? 2.5 : 2));
        p.setBrush(dlq ? withAlpha(pal.deadLetter, 0.08) : pal.surface);
        const double radius = s.px(10);
        p.drawRoundedRect(q.rect, radius, radius);
        if (dlq) {
            // A second inner line: the dead-letter queue reads as a different kind of box even
            // without its colour.
            p.setPen(s.pen(withAlpha(pal.deadLetter, 0.6), 1, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(q.rect.adjusted(s.px(4), s.px(4), -s.px(4), -s.px(4)), radius * 0.7,
                              radius * 0.7);
        }
        const double pad = s.px(queuePadU);
        const QRectF head(q.rect.left() + pad, q.rect.top() + s.px(4), q.rect.width() - 2 * pad,
                          s.px(20));
        const QString kind =
            dlq ? tr("dead-letter queue") : (q.queue->fifo ? tr("FIFO queue") : tr("queue"));
        const QFont nameFont = s.font(11.5, true);
        const QString name = qs(q.queue->name);
        const double nw = std::min(s.textWidth(name, nameFont) + s.px(6), head.width() * 0.7);
        s.text(QRectF(head.left(), head.top(), nw, head.height()), name, nameFont,
               dlq ? pal.deadLetter : pal.text);
        s.text(QRectF(head.left() + nw + s.px(4), head.top(), head.width() - nw - s.px(4),
                      head.height()),
               kind, s.font(8.5), pal.mutedText);
        QString sub;
        if (dlq)
            sub = tr("after %1 receives from %2")
                      .arg(q.queue->maxReceiveCount > 0 ? QString::number(q.queue->maxReceiveCount)
                                                        : QStringLiteral("N"),
                           qs(q.queue->sourceQueue));
        else
            sub = tr("visibility timeout %1 s").arg(q.queue->visibilitySeconds);
        QStringList counts;
        if (q.visible)
            counts << tr("%1 visible").arg(q.visible);
        if (q.inFlight)
            counts << tr("%1 in flight").arg(q.inFlight);
        if (q.delayed)
            counts << tr("%1 delayed").arg(q.delayed);
        if (counts.isEmpty())
            counts << tr("empty");
        s.text(QRectF(head.left(), head.bottom(), head.width(), s.px(15)), sub, s.font(8),
               pal.mutedText);
        s.text(QRectF(head.left(), head.bottom() + s.px(15), head.width(), s.px(15)),
               counts.join(QStringLiteral(", ")), s.font(8, true), pal.mutedText);
        for (const Frame::Slot &slot : q.places) {
            if (slot.card < 0) {
                paintCard(s, slot.rect, CardLook::Deleted,
                          {qs(messageLabel(slot.message)), {}, tr("deleted")}, 1 - slot.fade);
                continue;
            }
            const StageCard &c = state.cards[static_cast<std::size_t>(slot.card)];
            const bool selected =
                selection.kind == Selection::Kind::Message && selection.message == c.message;
            CardLook look = dlq ? CardLook::DeadLetter : CardLook::Visible;
            if (c.phase == MessagePhase::InFlight)
                look = CardLook::Ghost;
            else if (c.phase == MessagePhase::Delayed)
                look = CardLook::Delayed;
            const CardText text =
                queueCardText(c, state.time, *timeline, q.queue->maxReceiveCount, dlq);
            // A card coming back (expiry) or arriving in the DLQ travels in when playing.
            if (fr.animate && c.phase != MessagePhase::InFlight && c.arrival < 1) {
                QRectF from;
                if (c.movedFrom != engineActor) {
                    if (const Frame::WorkerBox *wb = fr.workerBox(c.movedFrom))
                        from = wb->slot;
                } else if (c.movedFromQueue != c.queue) {
                    if (const Frame::QueueBox *src = fr.queueBox(c.movedFromQueue))
                        from = QRectF(src->rect.center() -
                                          QPointF(slot.rect.width() / 2, slot.rect.height() / 2),
                                      slot.rect.size());
                }
                if (!from.isEmpty()) {
                    paintCard(s, slot.rect, CardLook::Ghost, {}, 0.5);
                    travelling.push_back(
                        [&s, at = lerp(from, slot.rect, smooth(c.arrival)), look, text, selected] {
                            paintCard(s, at, look, text, 1, -1, 0, selected);
                        });
                    continue;
                }
            }
            paintCard(s, slot.rect, look, text, 1,
                      c.phase == MessagePhase::InFlight ? c.remaining : -1, c.pulse, selected);
        }
        if (q.more > 0) {
            const QRectF &r = q.moreRect;
            p.setPen(s.pen(frameColor, 1.5, Qt::DotLine));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r, s.px(7), s.px(7));
            s.text(r, tr("+%1 more").arg(q.more), s.font(11, true), pal.mutedText, Qt::AlignCenter);
        }
    }

    // Workers.
    for (const Frame::WorkerBox &box : fr.workers) {
        const StageWorker *sw = fr.stageWorker(box);
        const Cast::Worker &cw = *box.worker;
        const bool crashed = sw && sw->crashed;
        const bool overlapped = sw && sw->overlapped;
        const bool selected = selection.kind == Selection::Kind::Worker &&
                              selection.worker == cw.actor && cw.actor != engineActor;
        const WorkerTrack *track = cw.actor != engineActor ? timeline->worker(cw.actor) : nullptr;
        const Cast::Service *service = cw.service >= 0
                                           ? &m_cast->services[static_cast<std::size_t>(cw.service)]
                                           : &m_cast->services.back();
        const double radius = s.px(8);
        p.setBrush(crashed ? withAlpha(pal.crash, 0.08) : pal.surface);
        if (crashed)
            p.setPen(s.pen(pal.crash, 2.5, Qt::DashLine));
        else if (overlapped)
            p.setPen(s.pen(pal.duplicate, 3));
        else
            p.setPen(s.pen(frameColor, 1.5));
        p.drawRoundedRect(box.rect, radius, radius);
        if (selected) {
            p.setBrush(Qt::NoBrush);
            p.setPen(s.pen(pal.text, 3));
            p.drawRoundedRect(box.rect.adjusted(-s.px(4), -s.px(4), s.px(4), s.px(4)),
                              radius + s.px(3), radius + s.px(3));
        }

        // The job, and whether the worker still holds the message it works on.
        const MessageNumber job = sw ? sw->job : noMessage;
        const StageCard *jobCard = job != noMessage ? fr.card(job) : nullptr;
        std::uint32_t jobReceipt = 0;
        TimeMs jobFrom = 0;
        if (track && job != noMessage) {
            for (auto it = track->jobs.rbegin(); it != track->jobs.rend(); ++it) {
                if (it->message == job && it->from <= state.time) {
                    jobReceipt = it->receipt;
                    jobFrom = it->from;
                    break;
                }
            }
        }
        const bool holdsJob = jobCard && jobCard->phase == MessagePhase::InFlight &&
                              jobCard->holder == cw.actor && jobCard->receipt == jobReceipt;
        const bool leaseLost = job != noMessage && !holdsJob;

        QString status;
        QString detail;
        if (crashed) {
            status = tr("crashed");
            TimeMs restart = neverMs;
            if (track) {
                for (const auto &[from, to] : track->down) {
                    if (state.time >= from && state.time < to)
                        restart = to;
                }
            }
            detail =
                restart == neverMs ? tr("not restarted") : tr("restarts at %1").arg(tAt(restart));
        } else if (job != noMessage) {
            status = tr("processing %1").arg(qs(messageLabel(job)));
            detail = tr("%1 at %2").arg(qs(service->effect), tAt(sw->jobEnd));
        } else if (!box.held.empty()) {
            status =
                tr("holds %1").arg(count(static_cast<int>(box.held.size()), "message", "messages"));
            detail = tr("next in its batch");
        } else if (cw.longPoll) {
            status = tr("waiting");
            detail = cw.lambda ? tr("polling for a batch") : tr("long poll for messages");
        } else {
            status = tr("idle");
            detail = tr("polls again soon");
        }

        const double pad = s.px(10);
        if (box.compact) {
            const QRectF line1(box.rect.left() + pad, box.rect.top() + s.px(4),
                               box.slot.left() - box.rect.left() - 2 * pad, s.px(22));
            const QFont nf = s.font(9.5, true);
            const QString name = qs(cw.name);
            const double nw = std::min(s.textWidth(name, nf) + s.px(6), line1.width() * 0.6);
            s.text(QRectF(line1.left(), line1.top(), nw, line1.height()), name, nf, pal.text);
            s.text(QRectF(line1.left() + nw, line1.top(), line1.width() - nw, line1.height()),
                   crashed            ? status
                   : job != noMessage ? (overlapped ? tr("both on %1").arg(qs(messageLabel(job)))
                                                    : (leaseLost ? tr("lease lost!") : QString()))
                                      : status,
                   s.font(8.5, crashed || leaseLost || overlapped),
                   crashed || leaseLost || overlapped ? pal.crash : pal.mutedText);
            // The chip: the message it holds, or a cross when crashed.
            if (crashed) {
                s.cross(box.slot.center(), box.slot.height() * 0.8, pal.crash, 1);
            } else if (job != noMessage || !box.held.empty()) {
                const MessageNumber shown =
                    holdsJob || box.held.empty()
                        ? job
                        : state.cards[static_cast<std::size_t>(box.held.front())].message;
                const bool lost = leaseLost && box.held.empty();
                p.setBrush(lost ? withAlpha(pal.stale, 0.1) : QBrush(pal.inFlight));
                p.setPen(lost ? s.pen(pal.stale, 1.5, Qt::DashLine) : Qt::NoPen);
                p.drawRoundedRect(box.slot, s.px(4), s.px(4));
                s.text(box.slot, qs(messageLabel(shown)), s.font(8.5, true),
                       lost ? pal.stale : textOn(pal.inFlight), Qt::AlignCenter);
                if (selection.kind == Selection::Kind::Message && selection.message == shown) {
                    p.setBrush(Qt::NoBrush);
                    p.setPen(s.pen(pal.text, 2));
                    p.drawRoundedRect(box.slot.adjusted(-s.px(2), -s.px(2), s.px(2), s.px(2)),
                                      s.px(5), s.px(5));
                }
            }
            if (job != noMessage) {
                const QRectF bar(box.rect.left() + pad, box.rect.bottom() - s.px(16),
                                 box.rect.width() - 2 * pad, s.px(7));
                p.setPen(Qt::NoPen);
                p.setBrush(pal.grid);
                p.drawRoundedRect(bar, bar.height() / 2, bar.height() / 2);
                p.setBrush(leaseLost ? pal.stale : pal.inFlight.darker(115));
                p.drawRoundedRect(
                    QRectF(bar.topLeft(), QSizeF(bar.width() * sw->progress, bar.height())),
                    bar.height() / 2, bar.height() / 2);
            } else {
                s.text(QRectF(box.rect.left() + pad, box.rect.bottom() - s.px(22),
                              box.rect.width() - 2 * pad, s.px(18)),
                       detail, s.font(8), pal.mutedText);
            }
            continue;
        }

        // Full box: name, card slot, four lines of text, and the last thing it did.
        const QRectF head(box.rect.left() + pad, box.rect.top() + s.px(6),
                          box.rect.width() - 2 * pad, s.px(22));
        s.text(head, qs(cw.name), s.font(11, true), pal.text);
        {
            // A badge on the right of the name: what the worker is doing, in words.
            const QString badge = crashed ? tr("CRASHED") : job != noMessage ? tr("busy") : status;
            const QFont bf = s.font(8, true);
            const double bw = s.textWidth(badge, bf) + s.px(14);
            const QRectF br(head.right() - bw, head.top() + s.px(2), bw, s.px(18));
            const QColor bc = crashed            ? pal.crash
                              : job != noMessage ? (leaseLost ? pal.stale : pal.inFlight)
                                                 : pal.grid;
            p.setPen(Qt::NoPen);
            p.setBrush(bc);
            p.drawRoundedRect(br, br.height() / 2, br.height() / 2);
            s.text(br, badge, bf,
                   crashed || leaseLost ? textOn(bc) : (job != noMessage ? textOn(bc) : pal.text),
                   Qt::AlignCenter);
        }

        // The slot: the held card (travelling in when it just arrived), or an empty place.
        const QRectF slot = box.slot;
        p.setPen(s.pen(pal.grid, 1.5, Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(slot, s.px(7), s.px(7));
        if (!box.held.empty()) {
            const StageCard &c = state.cards[static_cast<std::size_t>(box.held.front())];
            const bool sel =
                selection.kind == Selection::Kind::Message && selection.message == c.message;
            CardText text{qs(c.label), qs(c.key),
                          tr("handle %1").arg(handleOf(c.message, c.receipt))};
            QRectF at = slot;
            if (fr.animate && c.arrival < 1) {
                QRectF from;
                if (c.movedFrom != engineActor) {
                    if (const Frame::WorkerBox *wb = fr.workerBox(c.movedFrom))
                        from = wb->slot;
                } else if (const Frame::Slot *qslot = fr.queueSlot(c.message)) {
                    from = qslot->rect;
                }
                // Returned and received again at the same instant: back to the queue first.
                const MessageTrack *t = timeline->track(c.message);
                const PhaseSpan *span = timeline->spanAt(c.message, state.time);
                QRectF via;
                if (t && span) {
                    const auto index = static_cast<std::size_t>(span - t->spans.data());
                    if (index >= 2 && t->spans[index - 1].from == t->spans[index - 1].to &&
                        t->spans[index - 2].phase == MessagePhase::InFlight) {
                        if (const Frame::WorkerBox *wb = fr.workerBox(t->spans[index - 2].holder)) {
                            via = from;
                            from = wb->slot;
                        }
                    }
                }
                if (!via.isEmpty())
                    at = c.arrival < 0.5 ? lerp(from, via, smooth(c.arrival * 2))
                                         : lerp(via, slot, smooth(c.arrival * 2 - 1));
                else if (!from.isEmpty())
                    at = lerp(from, slot, smooth(c.arrival));
            }
            // More messages held from the same batch: a stack of card edges behind it.
            for (std::size_t k = std::min<std::size_t>(box.held.size() - 1, 2); k > 0; --k) {
                const QRectF behind = slot.translated(s.px(4) * static_cast<double>(k),
                                                      -s.px(4) * static_cast<double>(k));
                p.setPen(s.pen(pal.inFlight.darker(150), 1.2));
                p.setBrush(pal.inFlight.lighter(115));
                p.drawRoundedRect(behind, s.px(7), s.px(7));
            }
            if (at == slot)
                paintCard(s, at, CardLook::Held, text, crashed ? 0.55 : 1, c.remaining, c.pulse,
                          sel);
            else
                travelling.push_back([&s, at, text, remaining = c.remaining, pulse = c.pulse, sel] {
                    paintCard(s, at, CardLook::Held, text, 1, remaining, pulse, sel);
                });
        } else if (leaseLost) {
            // Still working on a message it no longer holds: its handle is stale.
            const bool sel = selection.kind == Selection::Kind::Message && selection.message == job;
            const auto key = run->keyOf(job);
            paintCard(s, slot, CardLook::LeaseLost,
                      {qs(messageLabel(job)), key ? qs(run->ledger.key(*key)) : QString(),
                       jobCard ? tr("stale: %1").arg(handleOf(job, jobReceipt))
                               : tr("gone (%1)").arg(handleOf(job, jobReceipt))},
                      1, -1, 0, sel);
        } else if (!crashed && std::none_of(state.flashes.begin(), state.flashes.end(),
                                            [&](const StageFlash &f) {
                                                return f.actor == cw.actor &&
                                                       (f.kind == StageFlash::Kind::Deleted ||
                                                        f.kind == StageFlash::Kind::StaleDelete ||
                                                        f.kind == StageFlash::Kind::DeleteGone);
                                            })) {
            s.text(slot, tr("no message"), s.font(8), pal.mutedText, Qt::AlignCenter);
        }
        if (crashed) {
            s.cross(slot.center(), slot.height() * 0.75, pal.crash, 0.9, 0.14);
        }

        // Marks that just happened at this worker: a delete's tick, a stale delete's hollow tick.
        for (const StageFlash &flash : state.flashes) {
            if (flash.actor != cw.actor || cw.actor == engineActor)
                continue;
            const double alpha = 1 - flash.age;
            const QPointF c = slot.center();
            if (flash.kind == StageFlash::Kind::Deleted)
                s.tick(c, s.px(34), pal.deleted, false, alpha);
            else if (flash.kind == StageFlash::Kind::StaleDelete ||
                     flash.kind == StageFlash::Kind::DeleteGone)
                s.tick(c, s.px(34), pal.stale, true, alpha);
        }

        // Text beside the slot.
        const double tx = slot.right() + s.px(10);
        const double tw = box.rect.right() - pad - tx;
        const double lh = s.px(16);
        double ty = slot.top();
        s.text(QRectF(tx, ty, tw, lh), status, s.font(9.5, true), crashed ? pal.crash : pal.text);
        ty += lh;
        s.text(QRectF(tx, ty, tw, lh), detail, s.font(8.5), pal.mutedText);
        ty += lh;
        if (job != noMessage) {
            const double labelW = s.px(58);
            const QRectF bar(tx, ty + lh * 0.3, std::max(s.px(20), tw - labelW), lh * 0.4);
            p.setPen(Qt::NoPen);
            p.setBrush(pal.grid);
            p.drawRoundedRect(bar, bar.height() / 2, bar.height() / 2);
            p.setBrush(leaseLost ? pal.stale : pal.inFlight.darker(115));
            p.drawRoundedRect(
                QRectF(bar.topLeft(),
                       QSizeF(bar.width() * std::clamp(sw->progress, 0.0, 1.0), bar.height())),
                bar.height() / 2, bar.height() / 2);
            s.text(QRectF(bar.right() + s.px(4), ty, tw - bar.width() - s.px(4), lh),
                   QStringLiteral("%1/%2 s").arg(
                       qs(formatSeconds((state.time - jobFrom) / 1000 * 1000)),
                       qs(formatSeconds((sw->jobEnd - jobFrom) / 1000 * 1000))),
                   s.font(8), pal.mutedText);
        }
        ty += lh;
        // The lease: what the teacher points at when it runs out.
        if (leaseLost) {
            QString why;
            if (jobCard && jobCard->phase == MessagePhase::InFlight)
                why = tr("lease expired: %1 has it").arg(qs(run->log().actorName(jobCard->holder)));
            else if (jobCard)
                why = tr("lease expired: visible again");
            else {
                why = tr("already deleted");
                if (const MessageTrack *t = timeline->track(job)) {
                    for (const PhaseSpan &span : t->spans) {
                        if (span.phase == MessagePhase::Deleted && span.from <= state.time)
                            why =
                                tr("%1 deleted it")
                                    .arg(qs(run->log().actorName(run->log()[span.sequence].actor)));
                    }
                }
            }
            s.warning(QPointF(tx + s.px(7), ty + lh / 2), s.px(13), pal.stale);
            // Two lines if need be: this is the sentence the teacher points at.
            s.text2(QRectF(tx + s.px(16), ty, tw - s.px(16), 2 * lh - s.px(2)), why,
                    s.font(8.5, true), pal.stale);
        } else if (!box.held.empty()) {
            const StageCard &c = state.cards[static_cast<std::size_t>(box.held.front())];
            s.text(
                QRectF(tx, ty, tw, lh),
                (crashed ? tr("abandoned: back at %1").arg(tAt(c.deadline))
                         : tr("hidden until %1").arg(tAt(c.deadline))) +
                    (box.held.size() > 1 ? tr(" · +%1 held").arg(box.held.size() - 1) : QString()),
                s.font(8.5), crashed ? pal.crash : pal.mutedText);
        }

        // The last thing it did, on a band at the bottom.
        if (track) {
            const WorkerNote note =
                workerNote(*run, *timeline, *track, state.time, service->effectPast);
            if (note.time >= 0) {
                const QRectF band(box.rect.left() + s.px(4), box.rect.bottom() - s.px(38),
                                  box.rect.width() - s.px(8), s.px(34));
                const bool fresh = state.time - note.time < fr.flashMs;
                const double freshness = fresh ? 1 - static_cast<double>(state.time - note.time) /
                                                         static_cast<double>(fr.flashMs)
                                               : 0;
                QColor tone = dark ? pal.mutedText : pal.grid.darker(110);
                if (note.tone == Tone::Good)
                    tone = pal.deleted;
                else if (note.tone == Tone::Bad)
                    tone = pal.stale;
                else if (note.tone == Tone::Heartbeat)
                    tone = pal.heartbeat;
                p.setPen(Qt::NoPen);
                p.setBrush(withAlpha(tone, 0.10 + 0.25 * freshness));
                p.drawRoundedRect(band, s.px(5), s.px(5));
                const QPointF ic(band.left() + s.px(12), band.center().y());
                const double is = s.px(14);
                switch (note.icon) {
                case WorkerMark::Kind::Delete:
                case WorkerMark::Kind::Effect:
                case WorkerMark::Kind::IdempotencySkip:
                    s.tick(ic, is, pal.deleted, false, 1);
                    break;
                case WorkerMark::Kind::StaleDelete:
                case WorkerMark::Kind::DeleteGone:
                    s.tick(ic, is, pal.stale, true, 1);
                    break;
                case WorkerMark::Kind::DuplicateEffect:
                case WorkerMark::Kind::JobFailed:
                    s.warning(ic, is, pal.stale);
                    break;
                case WorkerMark::Kind::Crash:
                    s.cross(ic, is * 0.8, pal.crash, 1);
                    break;
                case WorkerMark::Kind::Heartbeat:
                    s.heart(ic, is, dark ? pal.heartbeat : pal.heartbeat.darker(140));
                    break;
                default:
                    s.arrowHead(ic + QPointF(is / 2, 0), ic - QPointF(is / 2, 0), is * 0.8,
                                pal.mutedText);
                    break;
                }
                const QColor ink = note.tone == Tone::Bad
                                       ? (dark ? pal.stale : pal.stale.darker(135))
                                   : note.tone == Tone::Good
                                       ? (dark ? pal.deleted.lighter(140) : pal.deleted.darker(110))
                                       : pal.text;
                s.text2(band.adjusted(s.px(24), s.px(2), -s.px(6), -s.px(2)), note.text,
                        s.font(8.5, fresh && note.tone == Tone::Bad), ink);
            }
        }
    }
    if (fr.moreWorkers > 0) {
        p.setPen(s.pen(frameColor, 1.5, Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(fr.moreWorkersRect, s.px(8), s.px(8));
        s.text(fr.moreWorkersRect, tr("+%1 more workers").arg(fr.moreWorkers), s.font(10, true),
               pal.mutedText, Qt::AlignCenter);
    }

    // The double charge in the making: a red bracket joining the two workers.
    for (const Frame::Overlap &overlap : fr.overlaps) {
        const bool compact = fr.workers[overlap.a].compact;
        p.setBrush(Qt::NoBrush);
        p.setPen(s.pen(pal.duplicate, compact ? 2.5 : 3.5));
        p.drawPolyline(overlap.bracket);
        if (overlap.pill.isEmpty())
            continue;
        const QRectF &pill = overlap.pill;
        p.setPen(Qt::NoPen);
        p.setBrush(pal.duplicate);
        p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
        s.warning(QPointF(pill.left() + s.px(14), pill.center().y()), s.px(14),
                  textOn(pal.duplicate));
        s.text(pill.adjusted(s.px(24), 0, -s.px(8), 0), overlap.label, s.font(9.5, true),
               textOn(pal.duplicate), Qt::AlignCenter);
    }

    // Services and their ledger.
    for (const Frame::ServiceBox &box : fr.services) {
        const bool twice = box.duplicates > 0;
        p.setBrush(pal.surface);
        p.setPen(twice ? s.pen(pal.duplicate, 3) : s.pen(frameColor, 1.5));
        p.drawRoundedRect(box.rect, s.px(10), s.px(10));
        const double pad = s.px(10);
        const QRectF head(box.rect.left() + pad, box.rect.top() + s.px(6),
                          box.rect.width() - 2 * pad, s.px(22));
        s.text(head, qs(box.service->name), s.font(11.5, true), pal.text);
        s.text(QRectF(head.left(), head.bottom(), head.width(), s.px(15)), qs(box.service->effect),
               s.font(8.5), pal.mutedText);
        QString summary;
        if (box.effects == 0)
            summary = tr("nothing %1 yet").arg(qs(box.service->effectPast));
        else
            summary = tr("%1, %2 in all")
                          .arg(count(box.keys, "key", "keys"), count(box.effects, "time", "times"));
        s.text(QRectF(head.left(), head.bottom() + s.px(15), head.width(), s.px(15)), summary,
               s.font(8, twice), twice ? pal.duplicate : pal.mutedText);
        for (const Frame::ServiceRow &row : box.rows) {
            const QRectF r = row.rect;
            const bool dup = row.count > 1;
            if (row.flash > 0) {
                p.setPen(Qt::NoPen);
                p.setBrush(
                    withAlpha(row.flashDuplicate ? pal.duplicate : pal.effect, 0.35 * row.flash));
                p.drawRoundedRect(r.adjusted(-s.px(4), 0, s.px(4), 0), s.px(5), s.px(5));
            }
            if (dup) {
                // Loud: red band, warning sign, words. The double charge is what the stage is
                // about.
                const QRectF band = r.adjusted(-s.px(2), s.px(2), s.px(2), -s.px(2));
                p.setPen(Qt::NoPen);
                p.setBrush(pal.duplicate);
                p.drawRoundedRect(band, s.px(6), s.px(6));
                const QColor ink = textOn(pal.duplicate);
                const double half = band.height() / 2;
                s.warning(QPointF(band.left() + s.px(13), band.top() + half / 2 + s.px(2)),
                          s.px(15), ink);
                s.text(QRectF(band.left() + s.px(26), band.top() + s.px(2), band.width() - s.px(70),
                              half),
                       qs(row.key), s.font(10, true), ink);
                s.text(QRectF(band.right() - s.px(48), band.top() + s.px(2), s.px(42), half),
                       QStringLiteral("×%1").arg(row.count), s.font(11, true), ink,
                       Qt::AlignRight | Qt::AlignVCenter);
                const QString loud =
                    row.count == 2
                        ? tr("%1 twice!").arg(qs(box.service->effectPast))
                        : tr("%1 %2 times!").arg(qs(box.service->effectPast)).arg(row.count);
                s.text(QRectF(band.left() + s.px(26), band.top() + half, band.width() - s.px(30),
                              half - s.px(2)),
                       loud, s.font(10, true), ink);
                continue;
            }
            if (row.count > 0)
                s.tick(QPointF(r.left() + s.px(9), r.center().y()), s.px(13), pal.effect, false, 1);
            else
                s.heart(QPointF(r.left() + s.px(9), r.center().y()), s.px(13), pal.mutedText);
            // The key keeps the width it needs; the count takes the rest.
            const QFont kf = s.font(9.5);
            const double kw =
                std::min(s.textWidth(qs(row.key), kf) + s.px(8), (r.width() - s.px(22)) * 0.55);
            s.text(QRectF(r.left() + s.px(22), r.top(), kw, r.height()), qs(row.key), kf, pal.text);
            QString what = row.count > 0
                               ? tr("%1 ×%2").arg(qs(box.service->effectPast)).arg(row.count)
                               : QString();
            if (row.skipped > 0)
                what += (what.isEmpty() ? QString() : QStringLiteral(", ")) +
                        tr("%1 skipped").arg(row.skipped);
            const double wx = r.left() + s.px(22) + kw;
            s.text(QRectF(wx, r.top(), r.right() - wx, r.height()), what, s.font(8.5),
                   pal.mutedText, Qt::AlignRight | Qt::AlignVCenter);
        }
        if (box.more > 0) {
            const double y = box.rows.empty() ? box.rect.top() + s.px(serviceHeaderU)
                                              : box.rows.back().rect.bottom();
            s.text(QRectF(box.rect.left() + pad, y, box.rect.width() - 2 * pad, s.px(serviceRowU)),
                   box.more == 1 ? tr("+1 more key") : tr("+%1 more keys").arg(box.more),
                   s.font(8.5, true), pal.mutedText);
        }
    }

    // Trails of recent moves (received, back in the queue, moved to the DLQ) and effects; their
    // labels after all the lines, so that no line runs across a label.
    auto arrowColour = [&](Frame::Arrow::Kind kind) {
        switch (kind) {
        case Frame::Arrow::Kind::Received:
            return dark ? pal.inFlight : pal.inFlight.darker(140);
        case Frame::Arrow::Kind::LeaseExpired:
            return pal.stale;
        case Frame::Arrow::Kind::DeadLetter:
            return pal.deadLetter;
        case Frame::Arrow::Kind::Effect:
            return pal.effect;
        case Frame::Arrow::Kind::Duplicate:
            return pal.duplicate;
        }
        return pal.text;
    };
    // No line shows through a label while it fades: the lines leave its place out.
    QRegion lines(rect());
    for (const Frame::Arrow &arrow : fr.arrows) {
        if (!arrow.label.isEmpty())
            lines -= arrow.labelRect.toAlignedRect();
    }
    p.save();
    p.setClipRegion(lines);
    for (const Frame::Arrow &arrow : fr.arrows)
        s.arrow(arrow.from, arrow.to, arrowColour(arrow.kind), arrow.alpha);
    p.restore();
    for (const Frame::Arrow &arrow : fr.arrows) {
        if (!arrow.label.isEmpty())
            s.arrowLabel(arrow.labelRect, arrow.label, arrowColour(arrow.kind), arrow.alpha);
    }

    for (const auto &paintTravelling : travelling)
        paintTravelling();

    // Notes, over the cards they are about. Tol's purple, lifted a little on a dark stage; the pin
    // says "note" without the colour.
    const QColor noteColour =
        dark ? blend(QColor(Palette::purple), Qt::white, 0.3) : QColor(Palette::purple);
    for (const Frame::NoteBadge &badge : fr.badges) {
        const QRectF &r = badge.rect;
        if (badge.glyphOnly) {
            s.pin(r.center(), r.height(), noteColour);
            continue;
        }
        p.setPen(s.pen(noteColour, 1.5));
        p.setBrush(pal.background);
        p.drawRoundedRect(r, r.height() / 2, r.height() / 2);
        s.pin(QPointF(r.left() + s.px(10), r.center().y() - s.px(2)), s.px(13), noteColour);
        if (!badge.text.isEmpty())
            s.text(r.adjusted(s.px(20), 0, -s.px(6), 0), badge.text, s.font(8), pal.text);
    }
    if (!fr.callout.isEmpty()) {
        const QRectF &r = fr.callout;
        p.setPen(s.pen(noteColour, 2));
        p.setBrush(dark ? pal.surface : blend(pal.background, QColor(Palette::purple), 0.06));
        p.drawRoundedRect(r, s.px(6), s.px(6));
        // The pin that holds the note up, at its top left.
        s.pin(QPointF(r.left() + s.px(11), r.top() + s.px(11)), s.px(16), noteColour);
        const QFont headingFont = s.font(8, true);
        const QFont bodyFont = s.font(9.5);
        const QFontMetricsF headingMetrics(headingFont);
        const QFontMetricsF bodyMetrics(bodyFont);
        for (std::size_t i = 0; i < fr.entries.size(); ++i) {
            const Frame::CalloutEntry &entry = fr.entries[i];
            if (i > 0) {
                p.setPen(s.pen(withAlpha(noteColour, 0.35), 1));
                const double y = entry.rect.top() - s.px(3);
                p.drawLine(QPointF(entry.rect.left(), y), QPointF(entry.rect.right(), y));
            }
            double y = entry.rect.top();
            s.text(QRectF(entry.rect.left(), y, entry.rect.width(), headingMetrics.height()),
                   entry.heading, headingFont, dark ? noteColour : QColor(Palette::purple));
            y += headingMetrics.height();
            for (const QString &line : entry.lines) {
                s.text(QRectF(entry.rect.left(), y, entry.rect.width(), bodyMetrics.lineSpacing()),
                       line, bodyFont, pal.text);
                y += bodyMetrics.lineSpacing();
            }
        }
    }

    // The legend: every mark is a shape as well as a colour. It shrinks a little rather than
    // lose an entry.
    if (fr.legend.height() > 0) {
        using Draw = std::function<void(const QRectF &)>;
        const std::vector<std::pair<Draw, QString>> items = {
            {[&](const QRectF &r) {
                 p.setPen(Qt::NoPen);
                 p.setBrush(pal.visible);
                 p.drawRoundedRect(r, s.px(3), s.px(3));
             },
             tr("visible")},
            {[&](const QRectF &r) {
                 p.setPen(s.pen(pal.inFlight.darker(125), 1.5, Qt::DashLine));
                 p.setBrush(withAlpha(pal.inFlight, 0.12));
                 p.drawRoundedRect(r, s.px(3), s.px(3));
             },
             tr("in flight: hidden, still in the queue")},
            {[&](const QRectF &r) {
                 p.setPen(Qt::NoPen);
                 p.setBrush(pal.inFlight);
                 p.drawRoundedRect(r, s.px(3), s.px(3));
             },
             tr("lent to a worker")},
            {[&](const QRectF &r) {
                 s.ring(r.center(), r.height() * 0.4, 0.65, 0, pal.inFlight.darker(110), pal.grid);
             },
             tr("time left to delete")},
            {[&](const QRectF &r) { s.tick(r.center(), r.height(), pal.deleted, false, 1); },
             tr("deleted")},
            {[&](const QRectF &r) {
                 s.tick(r.center(), r.height(), pal.stale, true, 1, pal.background);
             },
             tr("delete did nothing")},
            {[&](const QRectF &r) { s.warning(r.center(), r.height(), pal.duplicate); },
             tr("duplicate effect")},
            {[&](const QRectF &r) { s.cross(r.center(), r.height() * 0.8, pal.crash, 1); },
             tr("crashed")},
        };
        double shrink = 1;
        for (int attempt = 0; attempt < 4; ++attempt) {
            const QFont lf = s.font(8 * shrink);
            double total = 0;
            for (const auto &item : items)
                total += s.px(22 * shrink + 5 + 14 * shrink) + s.textWidth(item.second, lf);
            if (total <= fr.legend.width())
                break;
            shrink = std::max(0.85, shrink * fr.legend.width() / total);
        }
        const QFont lf = s.font(8 * shrink);
        const double sw = s.px(22 * shrink);
        const double sh = s.px(14 * shrink);
        double x = fr.legend.left();
        const double y = fr.legend.center().y();
        for (const auto &[draw, label] : items) {
            const double tw = s.textWidth(label, lf);
            if (x + sw + s.px(5) + tw > fr.legend.right())
                break;
            draw(QRectF(x, y - sh / 2, sw, sh));
            s.text(QRectF(x + sw + s.px(5), fr.legend.top(), tw + s.px(2), fr.legend.height()),
                   label, lf, pal.mutedText);
            x += sw + s.px(5) + tw + s.px(14 * shrink);
        }
    }

    // A lesson's highlights: a thick yellow frame (and a dashed halo) around what the step is
    // about, drawn last so nothing covers it.
    if (!fr.highlights.empty()) {
        const QColor mark(Palette::yellow);
        p.setBrush(Qt::NoBrush);
        for (const QRectF &r : fr.highlights) {
            p.setPen(s.pen(mark, 4));
            p.drawRoundedRect(r.adjusted(-s.px(4), -s.px(4), s.px(4), s.px(4)), s.px(10), s.px(10));
            p.setPen(s.pen(withAlpha(mark, 0.6), 2, Qt::DashLine));
            p.drawRoundedRect(r.adjusted(-s.px(9), -s.px(9), s.px(9), s.px(9)), s.px(13), s.px(13));
        }
    }
}

} // namespace inflight
