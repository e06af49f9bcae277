// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the timeline shows, as lanes over a RunTimeline: one lane per message, one per worker and
// one for the side effects, plus the double-processing overlaps placed on their lanes. The
// timeline widget and the image export both draw from this; neither re-derives a queue rule.
// Labels and descriptions are made on demand, so a run of 100,000 messages costs a few small
// vectors here, not 100,000 strings.

#include "runtimeline.h"

#include <QString>

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace inflight {

class MessageDensity;

enum class LaneKind : std::uint8_t { Message, Worker, Effects };

struct TimelineLane {
    LaneKind kind = LaneKind::Message;
    /// Index into RunTimeline::messages() or workers(); 0 for the effects lane.
    std::uint32_t index = 0;
};

/// Two workers processing the same message at once, placed on the lanes it is drawn across.
struct OverlapHighlight {
    TimeMs from = 0;
    TimeMs to = 0;
    MessageNumber message = noMessage;
    int firstWorkerLane = -1;
    int secondWorkerLane = -1;
    /// The message's lane, or -1 when it is not shown.
    int messageLane = -1;
};

/// Everything the timeline can draw, one bit each, so that the legend explains exactly what a
/// run shows and nothing else.
enum class LegendItem : std::uint8_t {
    Delayed,
    Visible,
    InFlight,
    Deadline,
    DeadLetter,
    Deleted,
    Expired,
    Processing,
    Heartbeat,
    /// A retry's backoff: the visibility timeout set after a failed try.
    Backoff,
    StaleDelete,
    DeleteGone,
    /// A delete SQS refused (an expired FIFO receipt handle).
    DeleteFailed,
    Effect,
    DuplicateEffect,
    IdempotencySkip,
    Failed,
    /// A Lambda invocation the function's reserved concurrency refused.
    Throttled,
    /// A ReceiveMessage SQS answered with an error (OverLimit).
    ReceiveRefused,
    Crash,
    Down,
    DoubleProcessing,
    /// A note the user pinned to the run; shown when the session has notes, not from the run.
    Note,
};
constexpr int legendItemCount = 23;

class TimelineModel {
public:
    TimelineModel() = default;
    /// Lanes for every message, worker and the effects. With a window (fromMs < toMs), only the
    /// messages alive at some moment of it get a lane (an export of a slice of a long run). With
    /// `maxWorkerLanes` (a picture, which cannot scroll), workers beyond that many (three or more
    /// of them) share one summary lane: their jobs merged, their marks together. The workers in a
    /// double processing keep their own lanes first.
    explicit TimelineModel(const RunTimeline *timeline, TimeMs fromMs = 0, TimeMs toMs = -1,
                           int maxWorkerLanes = 0);

    const RunTimeline *timeline() const { return m_timeline; }
    const Run *run() const { return m_timeline ? &m_timeline->run() : nullptr; }
    bool empty() const { return m_lanes.empty(); }
    TimeMs endMs() const { return m_timeline ? m_timeline->endTime() : 0; }

    int laneCount() const { return static_cast<int>(m_lanes.size()); }
    /// Message lanes come first (they scroll); worker lanes and the effects lane follow (the
    /// interactive view keeps them pinned at the bottom).
    int messageLaneCount() const { return m_messageLanes; }
    int pinnedLaneCount() const { return laneCount() - m_messageLanes; }
    const TimelineLane &lane(int lane) const { return m_lanes[static_cast<std::size_t>(lane)]; }

    /// "m1 ord_7731", "worker-1", "effects".
    QString laneLabel(int lane) const;
    /// The first word of the label ("m1") and the rest ("ord_7731"), drawn in two weights.
    QString laneName(int lane) const;
    QString laneDetail(int lane) const;
    /// The message lane whose label has the most characters (to size the label column).
    int widestMessageLane() const { return m_widestMessageLane; }

    int laneOfMessage(MessageNumber message) const;
    int laneOfWorker(ActorId actor) const;
    int effectsLane() const { return m_effectsLane; }

    const MessageTrack &messageTrack(int lane) const;
    const WorkerTrack &workerTrack(int lane) const;
    /// Whether `lane` is the lane of the workers that did not get one of their own.
    bool isWorkerSummary(int lane) const;
    /// How many workers share the summary lane (0: every worker has its own).
    int summarizedWorkers() const { return m_summarizedWorkers; }

    /// A queue some other queue's RedrivePolicy names as its dead-letter queue.
    bool isDeadLetterQueue(QueueIndex queue) const;
    const std::vector<OverlapHighlight> &overlaps() const { return m_overlaps; }

    /// "ord_7731", or "" when the run has no key for it.
    QString keyName(std::uint32_t key) const;
    /// The past tense of the effect ("charged"), from the effect's service.
    QString effectPast(const EffectMark &effect) const;
    /// "ord_7731" for a message, "" without a key.
    QString messageKey(MessageNumber message) const;

    bool shows(LegendItem item) const { return (m_legend >> static_cast<int>(item)) & 1U; }

    /// The log event in `lane` nearest to `time` and at most `toleranceMs` away, or -1.
    std::int64_t eventNear(int lane, TimeMs time, TimeMs toleranceMs) const;
    /// How many log events `lane` shows within `toleranceMs` of `time`: zoomed out, the marks of
    /// a pixel column are drawn once, and the hover says how many there are.
    std::int64_t eventsNear(int lane, TimeMs time, TimeMs toleranceMs) const;
    /// What the lane shows at `time` when no event is near: "m1 in flight (m1.r2, held by
    /// worker-2), deadline 60 s".
    QString stateAt(int lane, TimeMs time) const;
    /// The overlap drawn on `lane` at `time`, or nullptr.
    const OverlapHighlight *overlapAt(int lane, TimeMs time) const;

    /// The positions in a worker lane's marks of those of one kind, in time order: made for the
    /// lane on first use, so that a lane of a million marks zoomed out finds the few that show
    /// by searching, not walking.
    const std::vector<std::uint32_t> &workerMarksOfKind(int lane, WorkerMark::Kind kind) const;

    /// The message lanes' spans merged in blocks, for drawing them zoomed out: made on first
    /// use and shared by copies of this model.
    const MessageDensity &density() const;

    /// When a message lane's life ends: the last span's start, or the end of the run while it is
    /// still in a queue.
    TimeMs messageEnd(const MessageTrack &track) const;

private:
    /// Calls visit(sequence, time) for each event the lane shows from `from` to `to`.
    template<typename Visit>
    void forEachEventIn(int lane, TimeMs from, TimeMs to, Visit visit) const;
    void findDeadLetterQueues();
    void collectLegend();
    void addWorkerLanes(int maxWorkerLanes);

    const RunTimeline *m_timeline = nullptr;
    std::vector<TimelineLane> m_lanes;
    int m_messageLanes = 0;
    int m_effectsLane = -1;
    int m_widestMessageLane = -1;
    std::vector<int> m_laneOfTrack;
    std::vector<std::pair<ActorId, int>> m_laneOfActor;
    /// The summary lane's track: the summarized workers' jobs merged, their marks in time order.
    std::shared_ptr<const WorkerTrack> m_workerSummary;
    int m_summarizedWorkers = 0;
    std::vector<bool> m_deadLetterQueue;
    std::vector<OverlapHighlight> m_overlaps;
    std::uint32_t m_legend = 0;
    mutable std::shared_ptr<const MessageDensity> m_density;
    using MarksByKind = std::array<std::vector<std::uint32_t>, WorkerMark::kindCount>;
    mutable std::shared_ptr<std::vector<std::unique_ptr<MarksByKind>>> m_marksByKind;
};

} // namespace inflight
