// SPDX-License-Identifier: GPL-3.0-or-later
#include "timelinemodel.h"

#include "messagedensity.h"
#include "timelinetext.h"

#include "common/format.h"
#include "events.h"
#include "queueconfig.h"

#include <algorithm>
#include <cstdlib>

namespace inflight {

namespace {

/// Keeps the candidate nearer to `time`; on a tie the earlier event wins.
void keepNearest(std::int64_t &best, TimeMs &bestDistance, std::uint64_t sequence, TimeMs at,
                 TimeMs time)
{
    const TimeMs distance = std::llabs(at - time);
    if (best < 0 || distance < bestDistance) {
        best = static_cast<std::int64_t>(sequence);
        bestDistance = distance;
    }
}

} // namespace

TimelineModel::TimelineModel(const RunTimeline *timeline, TimeMs fromMs, TimeMs toMs,
                             int maxWorkerLanes)
    : m_timeline(timeline)
{
    if (!m_timeline)
        return;
    const auto &messages = m_timeline->messages();
    const bool windowed = fromMs < toMs;
    m_laneOfTrack.assign(messages.size(), -1);
    std::size_t widest = 0;
    for (std::uint32_t i = 0; i < messages.size(); ++i) {
        const MessageTrack &track = messages[i];
        if (windowed && (track.sentAt > toMs || messageEnd(track) < fromMs))
            continue;
        m_laneOfTrack[i] = static_cast<int>(m_lanes.size());
        const std::size_t chars = track.label.size() + track.key.size();
        if (chars > widest) {
            widest = chars;
            m_widestMessageLane = static_cast<int>(m_lanes.size());
        }
        m_lanes.push_back({LaneKind::Message, i});
    }
    m_messageLanes = static_cast<int>(m_lanes.size());
    addWorkerLanes(maxWorkerLanes);
    if (!m_timeline->workers().empty() || !m_timeline->effects().empty()) {
        m_effectsLane = static_cast<int>(m_lanes.size());
        m_lanes.push_back({LaneKind::Effects, 0});
    }
    for (const Overlap &overlap : m_timeline->overlaps()) {
        if (windowed && (overlap.to < fromMs || overlap.from > toMs))
            continue;
        m_overlaps.push_back({overlap.from, overlap.to, overlap.message,
                              laneOfWorker(overlap.first), laneOfWorker(overlap.second),
                              laneOfMessage(overlap.message)});
    }
    findDeadLetterQueues();
    collectLegend();
}

void TimelineModel::addWorkerLanes(int maxWorkerLanes)
{
    const auto &workers = m_timeline->workers();
    const auto count = static_cast<std::uint32_t>(workers.size());
    // A summary of one or two workers would save a lane or none and hide who did what: only three
    // or more share one.
    if (maxWorkerLanes < 2 || count < static_cast<std::uint32_t>(maxWorkerLanes) + 2) {
        for (std::uint32_t i = 0; i < count; ++i) {
            m_laneOfActor.emplace_back(workers[i].actor, static_cast<int>(m_lanes.size()));
            m_lanes.push_back({LaneKind::Worker, i});
        }
        std::sort(m_laneOfActor.begin(), m_laneOfActor.end());
        return;
    }
    // Who keeps a lane: the workers of a double processing first (what the picture is about),
    // then the others in order, one lane short of the limit; the rest share the last.
    const auto own = static_cast<std::size_t>(maxWorkerLanes - 1);
    std::vector<bool> keep(count, false);
    std::size_t kept = 0;
    auto keepActor = [&](ActorId actor) {
        for (std::uint32_t i = 0; i < count && kept < own; ++i) {
            if (workers[i].actor == actor && !keep[i]) {
                keep[i] = true;
                ++kept;
            }
        }
    };
    for (const Overlap &overlap : m_timeline->overlaps()) {
        keepActor(overlap.first);
        keepActor(overlap.second);
    }
    for (std::uint32_t i = 0; i < count && kept < own; ++i) {
        if (!keep[i]) {
            keep[i] = true;
            ++kept;
        }
    }
    auto summary = std::make_shared<WorkerTrack>();
    const int summaryLane = static_cast<int>(m_lanes.size() + own);
    std::vector<JobSpan> jobs;
    for (std::uint32_t i = 0; i < count; ++i) {
        if (keep[i]) {
            m_laneOfActor.emplace_back(workers[i].actor, static_cast<int>(m_lanes.size()));
            m_lanes.push_back({LaneKind::Worker, i});
            continue;
        }
        m_laneOfActor.emplace_back(workers[i].actor, summaryLane);
        jobs.insert(jobs.end(), workers[i].jobs.begin(), workers[i].jobs.end());
        summary->marks.insert(summary->marks.end(), workers[i].marks.begin(),
                              workers[i].marks.end());
        ++m_summarizedWorkers;
    }
    // One lane draws jobs one after another: the summarized workers' jobs become the spans
    // when any of them was busy.
    std::sort(jobs.begin(), jobs.end(),
              [](const JobSpan &a, const JobSpan &b) { return a.from < b.from; });
    for (const JobSpan &job : jobs) {
        if (!summary->jobs.empty() && job.from <= summary->jobs.back().to) {
            JobSpan &busy = summary->jobs.back();
            busy.to = std::max(busy.to, job.to);
            busy.overlapped = busy.overlapped || job.overlapped;
            continue;
        }
        JobSpan busy = job;
        busy.message = noMessage;
        summary->jobs.push_back(busy);
    }
    std::stable_sort(
        summary->marks.begin(), summary->marks.end(),
        [](const WorkerMark &a, const WorkerMark &b) { return a.sequence < b.sequence; });
    summary->name = TimelineText::tr("+%Ln worker(s)", nullptr, m_summarizedWorkers).toStdString();
    m_workerSummary = std::move(summary);
    m_lanes.push_back({LaneKind::Worker, count});
    std::sort(m_laneOfActor.begin(), m_laneOfActor.end());
}

bool TimelineModel::isWorkerSummary(int lane) const
{
    return m_workerSummary && lane >= 0 && lane < laneCount() &&
           this->lane(lane).kind == LaneKind::Worker &&
           this->lane(lane).index == m_timeline->workers().size();
}

void TimelineModel::findDeadLetterQueues()
{
    // A dead-letter queue is one that another queue's RedrivePolicy names.
    const std::vector<std::string> names = deadLetterQueues(m_timeline->run().scenario);
    const EventLog &log = m_timeline->run().log();
    // Queue indexes are handed out in order from 1 and never reused.
    m_deadLetterQueue.assign(1, false);
    for (QueueIndex queue = 1;; ++queue) {
        const std::string &name = log.queueName(queue);
        if (name.empty())
            break;
        m_deadLetterQueue.push_back(std::find(names.begin(), names.end(), name) != names.end());
    }
}

void TimelineModel::collectLegend()
{
    auto mark = [this](LegendItem item) {
        m_legend |= 1U << static_cast<int>(item);
    };
    for (int lane = 0; lane < m_messageLanes; ++lane) {
        for (const PhaseSpan &span : messageTrack(lane).spans) {
            // A message received again in the millisecond it became visible was never seen
            // visible on the timeline: its legend entry would explain nothing.
            if (phaseIsLive(span.phase) && span.to == span.from)
                continue;
            const bool deadLetter = isDeadLetterQueue(span.queue);
            switch (span.phase) {
            case MessagePhase::Delayed:
                mark(LegendItem::Delayed);
                break;
            case MessagePhase::Visible:
                mark(deadLetter ? LegendItem::DeadLetter : LegendItem::Visible);
                break;
            case MessagePhase::InFlight:
                mark(deadLetter ? LegendItem::DeadLetter : LegendItem::InFlight);
                mark(LegendItem::Deadline);
                break;
            case MessagePhase::Deleted:
                mark(LegendItem::Deleted);
                break;
            case MessagePhase::Expired:
            case MessagePhase::Purged:
            case MessagePhase::Dropped:
            case MessagePhase::Redriven:
                mark(LegendItem::Expired);
                break;
            }
        }
    }
    for (const WorkerTrack &worker : m_timeline->workers()) {
        if (!worker.jobs.empty())
            mark(LegendItem::Processing);
        if (!worker.down.empty())
            mark(LegendItem::Down);
        for (const WorkerMark &m : worker.marks) {
            switch (m.kind) {
            case WorkerMark::Kind::Heartbeat:
                mark(LegendItem::Heartbeat);
                break;
            case WorkerMark::Kind::Backoff:
                mark(LegendItem::Backoff);
                break;
            case WorkerMark::Kind::Delete:
                mark(LegendItem::Deleted);
                break;
            case WorkerMark::Kind::StaleDelete:
                mark(LegendItem::StaleDelete);
                break;
            case WorkerMark::Kind::DeleteGone:
                mark(LegendItem::DeleteGone);
                break;
            case WorkerMark::Kind::DeleteFailed:
                mark(LegendItem::DeleteFailed);
                break;
            case WorkerMark::Kind::Effect:
                mark(LegendItem::Effect);
                break;
            case WorkerMark::Kind::DuplicateEffect:
                mark(LegendItem::DuplicateEffect);
                break;
            case WorkerMark::Kind::IdempotencySkip:
                mark(LegendItem::IdempotencySkip);
                break;
            case WorkerMark::Kind::JobFailed:
                mark(LegendItem::Failed);
                break;
            case WorkerMark::Kind::Throttled:
                mark(LegendItem::Throttled);
                break;
            case WorkerMark::Kind::ReceiveRefused:
                mark(LegendItem::ReceiveRefused);
                break;
            case WorkerMark::Kind::Crash:
                mark(LegendItem::Crash);
                break;
            default:
                break;
            }
        }
    }
    for (const EffectMark &effect : m_timeline->effects())
        mark(effect.nth > 1 ? LegendItem::DuplicateEffect : LegendItem::Effect);
    if (!m_overlaps.empty())
        mark(LegendItem::DoubleProcessing);
}

QString TimelineModel::laneName(int lane) const
{
    const TimelineLane &l = this->lane(lane);
    switch (l.kind) {
    case LaneKind::Message:
        return QString::fromStdString(messageTrack(lane).label);
    case LaneKind::Worker:
        return QString::fromStdString(workerTrack(lane).name);
    case LaneKind::Effects:
        return TimelineText::tr("effects");
    }
    return {};
}

QString TimelineModel::laneDetail(int lane) const
{
    if (this->lane(lane).kind == LaneKind::Message)
        return QString::fromStdString(messageTrack(lane).key);
    return {};
}

QString TimelineModel::laneLabel(int lane) const
{
    const QString detail = laneDetail(lane);
    return detail.isEmpty() ? laneName(lane) : laneName(lane) + QLatin1Char(' ') + detail;
}

int TimelineModel::laneOfMessage(MessageNumber message) const
{
    const MessageTrack *track = m_timeline ? m_timeline->track(message) : nullptr;
    if (!track)
        return -1;
    return m_laneOfTrack[static_cast<std::size_t>(track - m_timeline->messages().data())];
}

int TimelineModel::laneOfWorker(ActorId actor) const
{
    const auto it =
        std::lower_bound(m_laneOfActor.begin(), m_laneOfActor.end(), std::make_pair(actor, -1));
    return it != m_laneOfActor.end() && it->first == actor ? it->second : -1;
}

const std::vector<std::uint32_t> &TimelineModel::workerMarksOfKind(int lane,
                                                                   WorkerMark::Kind kind) const
{
    if (!m_marksByKind)
        m_marksByKind = std::make_shared<std::vector<std::unique_ptr<MarksByKind>>>(
            m_timeline ? m_timeline->workers().size() : 0);
    const std::uint32_t worker = this->lane(lane).index;
    std::unique_ptr<MarksByKind> &index = (*m_marksByKind)[worker];
    if (!index) {
        index = std::make_unique<MarksByKind>();
        const auto &marks = workerTrack(lane).marks;
        for (std::uint32_t i = 0; i < marks.size(); ++i)
            (*index)[static_cast<std::size_t>(marks[i].kind)].push_back(i);
    }
    return (*index)[static_cast<std::size_t>(kind)];
}

const MessageDensity &TimelineModel::density() const
{
    if (!m_density)
        m_density = std::make_shared<const MessageDensity>(*this);
    return *m_density;
}

const MessageTrack &TimelineModel::messageTrack(int lane) const
{
    return m_timeline->messages()[this->lane(lane).index];
}

const WorkerTrack &TimelineModel::workerTrack(int lane) const
{
    if (isWorkerSummary(lane))
        return *m_workerSummary;
    return m_timeline->workers()[this->lane(lane).index];
}

bool TimelineModel::isDeadLetterQueue(QueueIndex queue) const
{
    return queue < m_deadLetterQueue.size() && m_deadLetterQueue[queue];
}

QString TimelineModel::keyName(std::uint32_t key) const
{
    const Run *r = run();
    if (!r || key >= r->ledger.keyCount())
        return {};
    return QString::fromStdString(r->ledger.key(key));
}

QString TimelineModel::messageKey(MessageNumber message) const
{
    const Run *r = run();
    const auto key = r ? r->keyOf(message) : std::nullopt;
    return key ? keyName(*key) : QString();
}

QString TimelineModel::effectPast(const EffectMark &effect) const
{
    const Run &r = *run();
    const Event &event = r.log()[effect.sequence];
    const auto &records = r.ledger.effects();
    if (event.kind == EventKind::SideEffect && ledgerEntry(event) < records.size()) {
        const std::int32_t service = records[ledgerEntry(event)].service;
        if (service >= 0 && static_cast<std::size_t>(service) < r.scenario.services.size())
            return QString::fromStdString(
                r.scenario.services[static_cast<std::size_t>(service)].effectPast);
    }
    return TimelineText::tr("effected");
}

TimeMs TimelineModel::messageEnd(const MessageTrack &track) const
{
    if (track.spans.empty())
        return track.sentAt;
    const PhaseSpan &last = track.spans.back();
    return phaseIsLive(last.phase) ? endMs() : last.from;
}

template<typename Visit>
void TimelineModel::forEachEventIn(int lane, TimeMs from, TimeMs to, Visit visit) const
{
    const EventLog &log = m_timeline->run().log();
    switch (this->lane(lane).kind) {
    case LaneKind::Message: {
        const auto &events = messageTrack(lane).events;
        auto it = std::lower_bound(events.begin(), events.end(), from,
                                   [&](std::uint64_t seq, TimeMs t) { return log[seq].time < t; });
        for (; it != events.end() && log[*it].time <= to; ++it) {
            // Bookkeeping (API calls) is narrated through the event that answers it.
            if (log[*it].kind != EventKind::ApiCall)
                visit(*it, log[*it].time);
        }
        break;
    }
    case LaneKind::Worker: {
        const WorkerTrack &worker = workerTrack(lane);
        auto mark = std::lower_bound(worker.marks.begin(), worker.marks.end(), from,
                                     [](const WorkerMark &m, TimeMs t) { return m.time < t; });
        for (; mark != worker.marks.end() && mark->time <= to; ++mark)
            visit(mark->sequence, mark->time);
        auto job = std::lower_bound(worker.jobs.begin(), worker.jobs.end(), from,
                                    [](const JobSpan &j, TimeMs t) { return j.from < t; });
        for (; job != worker.jobs.end() && job->from <= to; ++job)
            visit(job->sequence, job->from);
        break;
    }
    case LaneKind::Effects: {
        const auto &effects = m_timeline->effects();
        auto it = std::lower_bound(effects.begin(), effects.end(), from,
                                   [](const EffectMark &e, TimeMs t) { return e.time < t; });
        for (; it != effects.end() && it->time <= to; ++it)
            visit(it->sequence, it->time);
        break;
    }
    }
}

std::int64_t TimelineModel::eventNear(int lane, TimeMs time, TimeMs toleranceMs) const
{
    if (!m_timeline || lane < 0 || lane >= laneCount())
        return -1;
    std::int64_t best = -1;
    TimeMs bestDistance = 0;
    forEachEventIn(lane, time - toleranceMs, time + toleranceMs,
                   [&](std::uint64_t sequence, TimeMs at) {
                       keepNearest(best, bestDistance, sequence, at, time);
                   });
    return best;
}

std::int64_t TimelineModel::eventsNear(int lane, TimeMs time, TimeMs toleranceMs) const
{
    if (!m_timeline || lane < 0 || lane >= laneCount())
        return 0;
    std::int64_t count = 0;
    forEachEventIn(lane, time - toleranceMs, time + toleranceMs,
                   [&](std::uint64_t, TimeMs) { ++count; });
    return count;
}

QString TimelineModel::stateAt(int lane, TimeMs time) const
{
    if (!m_timeline || lane < 0 || lane >= laneCount())
        return {};
    const EventLog &log = m_timeline->run().log();
    const QString name = laneName(lane);
    switch (this->lane(lane).kind) {
    case LaneKind::Message: {
        const MessageTrack &track = messageTrack(lane);
        const PhaseSpan *span = m_timeline->spanAt(track.message, time);
        if (!span)
            return TimelineText::tr("%1 is not sent yet (sent at %2 s)")
                .arg(name, secondsText(track.sentAt));
        const QString queue = QString::fromStdString(log.queueName(span->queue));
        switch (span->phase) {
        case MessagePhase::Delayed:
            return TimelineText::tr("%1 is delayed in %2 (not visible yet)").arg(name, queue);
        case MessagePhase::Visible:
            return isDeadLetterQueue(span->queue)
                       ? TimelineText::tr("%1 is in the dead-letter queue %2").arg(name, queue)
                       : TimelineText::tr("%1 is visible in %2, waiting for a consumer")
                             .arg(name, queue);
        case MessagePhase::InFlight: {
            const TimeMs deadline = m_timeline->deadlineAt(track.message, time);
            return TimelineText::tr("%1 is in flight (%2, held by %3); visibility deadline %4 s")
                .arg(name, handleText(track.message, span->receipt),
                     QString::fromStdString(log.actorName(span->holder)),
                     deadline == neverMs ? QStringLiteral("?") : secondsText(deadline));
        }
        case MessagePhase::Deleted:
        case MessagePhase::Expired:
        case MessagePhase::Purged:
        case MessagePhase::Redriven:
        case MessagePhase::Dropped:
            return TimelineText::tr("%1 is gone: %2 at %3 s")
                .arg(name, phaseText(span->phase), secondsText(span->from));
        }
        break;
    }
    case LaneKind::Worker: {
        const WorkerTrack &worker = workerTrack(lane);
        auto job = std::upper_bound(worker.jobs.begin(), worker.jobs.end(), time,
                                    [](TimeMs t, const JobSpan &j) { return t < j.from; });
        if (isWorkerSummary(lane)) {
            return job != worker.jobs.begin() && std::prev(job)->to >= time
                       ? TimelineText::tr("%Ln workers share this lane (too many for a lane each): "
                                          "some are processing",
                                          nullptr, m_summarizedWorkers)
                       : TimelineText::tr("%Ln workers share this lane (too many for a lane each): "
                                          "none is processing",
                                          nullptr, m_summarizedWorkers);
        }
        if (job != worker.jobs.begin() && std::prev(job)->to >= time) {
            const JobSpan &j = *std::prev(job);
            const QString key = messageKey(j.message);
            const QString message = QString::fromStdString(messageLabel(j.message));
            const QString handle = handleText(j.message, j.receipt);
            if (key.isEmpty())
                return TimelineText::tr("%1 is processing %2 (%3, from %4 s to %5 s)")
                    .arg(name, message, handle, secondsText(j.from), secondsText(j.to));
            return TimelineText::tr("%1 is processing %2 %3 (%4, from %5 s to %6 s)")
                .arg(name, message, key, handle, secondsText(j.from), secondsText(j.to));
        }
        for (const auto &[from, to] : worker.down) {
            if (from <= time && time < to)
                return TimelineText::tr("%1 is down (crashed at %2 s)")
                    .arg(name, secondsText(from));
        }
        return TimelineText::tr("%1 is idle or polling").arg(name);
    }
    case LaneKind::Effects: {
        std::uint64_t count = 0;
        std::uint64_t duplicates = 0;
        for (const EffectMark &effect : m_timeline->effects()) {
            if (effect.time > time)
                break;
            ++count;
            duplicates += effect.nth > 1 ? 1 : 0;
        }
        return TimelineText::tr("side effects so far: %L1, of which %L2 duplicate")
            .arg(count)
            .arg(duplicates);
    }
    }
    return {};
}

const OverlapHighlight *TimelineModel::overlapAt(int lane, TimeMs time) const
{
    for (const OverlapHighlight &overlap : m_overlaps) {
        if (overlap.from > time)
            break;
        if (time <= overlap.to && (lane == overlap.firstWorkerLane ||
                                   lane == overlap.secondWorkerLane || lane == overlap.messageLane))
            return &overlap;
    }
    return nullptr;
}

} // namespace inflight
