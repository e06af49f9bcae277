// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventtablemodel.h"

#include "action.h"
#include "apierror.h"
#include "common/currentrow.h"
#include "common/format.h"
#include "events.h"
#include "narration.h"
#include "playback.h"
#include "theme.h"

#include <QStringList>

#include <algorithm>

namespace inflight {

EventGroup eventGroupOf(EventKind kind)
{
    switch (kind) {
    case EventKind::ApiCall:
        return EventGroup::ApiCalls;
    case EventKind::QueueCreated:
    case EventKind::QueueDeleted:
    case EventKind::QueuePurged:
    case EventKind::MoveTaskStatus:
        return EventGroup::Queues;
    case EventKind::MessageSent:
    case EventKind::SendDeduplicated:
    case EventKind::DelayEnded:
        return EventGroup::Sends;
    case EventKind::MessageReceived:
    case EventKind::DuplicateDelivered:
    case EventKind::EmptyReceive:
        return EventGroup::Receives;
    case EventKind::VisibilityChanged:
    case EventKind::VisibilityChangeIgnored:
    case EventKind::VisibilityExpired:
        return EventGroup::Visibility;
    case EventKind::MessageDeleted:
    case EventKind::DeleteIgnored:
    case EventKind::DeleteFailed:
    case EventKind::DuplicateScheduled:
        return EventGroup::Deletes;
    case EventKind::MovedToDeadLetterQueue:
    case EventKind::MessageExpired:
    case EventKind::MessagePurged:
    case EventKind::MessageRedriven:
        return EventGroup::Endings;
    case EventKind::JobStarted:
    case EventKind::SideEffect:
    case EventKind::IdempotencyHit:
    case EventKind::JobFailed:
    case EventKind::LambdaInvoked:
    case EventKind::LambdaFinished:
        return EventGroup::Work;
    case EventKind::WorkerCrashed:
    case EventKind::WorkerRestarted:
        return EventGroup::Crashes;
    }
    return EventGroup::Any;
}

QString eventGroupName(EventGroup group)
{
    switch (group) {
    case EventGroup::Any:
        return EventTableModel::tr("All kinds");
    case EventGroup::Sends:
        return EventTableModel::tr("Sends");
    case EventGroup::Receives:
        return EventTableModel::tr("Receives");
    case EventGroup::Visibility:
        return EventTableModel::tr("Visibility changes and timeouts");
    case EventGroup::Deletes:
        return EventTableModel::tr("Deletes");
    case EventGroup::Work:
        return EventTableModel::tr("Work and side effects");
    case EventGroup::Crashes:
        return EventTableModel::tr("Crashes and restarts");
    case EventGroup::Endings:
        return EventTableModel::tr("Dead-letter, expiry, purge");
    case EventGroup::ApiCalls:
        return EventTableModel::tr("API calls");
    case EventGroup::Queues:
        return EventTableModel::tr("Queues");
    }
    return {};
}

bool eventGroupHasStoryEvents(EventGroup group)
{
    for (int k = 0; k < eventKindCount; ++k) {
        Event event;
        event.kind = static_cast<EventKind>(k);
        if ((group == EventGroup::Any || eventGroupOf(event.kind) == group) && isMajorEvent(event))
            return true;
    }
    return false;
}

EventTableModel::EventTableModel(Playback *playback, QObject *parent)
    : QAbstractTableModel(parent), m_playback(playback)
{
    connect(m_playback, &Playback::runChanged, this, &EventTableModel::resetForRun);
    connect(m_playback, &Playback::timeChanged, this, &EventTableModel::updateCurrent);
    connect(m_playback, &Playback::eventChanged, this, &EventTableModel::updateCurrent);
    connect(m_playback, &Playback::curtainChanged, this, [this] {
        beginResetModel();
        limitToCurtain();
        endResetModel();
        updateCurrent();
    });
    connect(&Theme::instance(), &Theme::changed, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                             {Qt::FontRole, Qt::BackgroundRole, Qt::ForegroundRole});
    });
    resetForRun();
}

int EventTableModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_run)
        return 0;
    // While a lesson's question waits, the events after its curtain are not listed: they would
    // tell the answer.
    return m_curtainRows >= 0 ? std::min(m_curtainRows, allRowCount()) : allRowCount();
}

int EventTableModel::allRowCount() const
{
    if (!m_run)
        return 0;
    const std::uint64_t rows = m_identity ? m_run->log().size() : m_rows.size();
    return static_cast<int>(std::min<std::uint64_t>(rows, std::numeric_limits<int>::max()));
}

int EventTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EventTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) ||
        !m_run)
        return {};
    const std::uint64_t sequence = sequenceAt(index.row());
    const EventLog &log = m_run->log();
    if (sequence >= log.size())
        return {};
    const Event &e = log[sequence];
    const bool current = static_cast<std::int64_t>(sequence) == m_current;

    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return fixedSecondsText(e.time);
        case ActorColumn:
            return QString::fromStdString(log.actorName(e.actor));
        case WhatColumn:
            return sentence(sequence);
        case MessageColumn:
            return messageText(e.message);
        case ReceiptColumn:
            return handleText(e);
        case DetailsColumn:
            return details(sequence);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        // Columns are elided at small widths; the tooltip always has the whole story.
        return QStringLiteral("t=%1  %2\n%3")
            .arg(secondsText(e.time), sentence(sequence), details(sequence));
    case Qt::TextAlignmentRole:
        return index.column() == TimeColumn ? int(Qt::AlignRight | Qt::AlignVCenter)
                                            : int(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::BackgroundRole:
    case Qt::FontRole:
        return currentRowStyle(role, current);
    case Qt::ForegroundRole:
        // Bookkeeping events (API calls, empty receives) recede behind the story.
        if (!isMajorEvent(e))
            return Theme::instance().palette().mutedText;
        return {};
    case SequenceRole:
        return QVariant::fromValue<qulonglong>(sequence);
    case TimeRole:
        return QVariant::fromValue<qlonglong>(e.time);
    case KindRole:
        return static_cast<int>(e.kind);
    case MessageRole:
        return static_cast<uint>(e.message);
    case ActorRole:
        return static_cast<uint>(e.actor);
    case IsMajorRole:
        return isMajorEvent(e);
    case IsCurrentRole:
        return current;
    case GroupRole:
        return static_cast<int>(eventGroupOf(e.kind));
    default:
        return {};
    }
}

QVariant EventTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case TimeColumn:
            return tr("Time (s)");
        case ActorColumn:
            return tr("Actor");
        case WhatColumn:
            return tr("What happened");
        case MessageColumn:
            return tr("Message");
        case ReceiptColumn:
            return tr("Handle");
        case DetailsColumn:
            return tr("Details");
        default:
            break;
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case TimeColumn:
            return tr("Virtual time since the start of the run, in seconds");
        case ActorColumn:
            return tr("Who acted: a producer, a worker, or the queue itself (engine)");
        case WhatColumn:
            return tr("The event in a sentence");
        case MessageColumn:
            return tr("The message and its business key");
        case ReceiptColumn:
            return tr("The receipt handle the event used or handed out: mN.rR is the R-th receive "
                      "of message N");
        case DetailsColumn:
            return tr("Deadlines, error codes, reasons and queues");
        default:
            break;
        }
    }
    if (role == Qt::TextAlignmentRole)
        return section == TimeColumn ? int(Qt::AlignRight | Qt::AlignVCenter)
                                     : int(Qt::AlignLeft | Qt::AlignVCenter);
    return QAbstractTableModel::headerData(section, orientation, role);
}

void EventTableModel::setFilter(const EventFilter &filter)
{
    if (filter == m_filter)
        return;
    beginResetModel();
    m_filter = filter;
    rebuildRows();
    endResetModel();
    emit filterChanged(m_filter);
}

void EventTableModel::setMessageFilter(MessageNumber message)
{
    EventFilter f = m_filter;
    f.message = message;
    setFilter(f);
}

void EventTableModel::setActorFilter(ActorId actor)
{
    EventFilter f = m_filter;
    f.actor = actor;
    setFilter(f);
}

void EventTableModel::setGroupFilter(EventGroup group)
{
    EventFilter f = m_filter;
    f.group = group;
    setFilter(f);
}

void EventTableModel::setStoryOnly(bool storyOnly)
{
    EventFilter f = m_filter;
    f.storyOnly = storyOnly;
    setFilter(f);
}

int EventTableModel::rowOfSequence(std::uint64_t sequence) const
{
    if (!m_run)
        return -1;
    int row = -1;
    if (m_identity) {
        row = sequence < m_run->log().size() ? static_cast<int>(sequence) : -1;
    } else {
        const auto it = std::lower_bound(m_rows.begin(), m_rows.end(), sequence);
        row = it != m_rows.end() && *it == sequence ? static_cast<int>(it - m_rows.begin()) : -1;
    }
    return row < rowCount() ? row : -1;
}

int EventTableModel::rowAtOrBefore(std::int64_t sequence) const
{
    const int rows = rowCount();
    if (sequence < 0 || rows == 0)
        return -1;
    const auto s = static_cast<std::uint64_t>(sequence);
    if (m_identity)
        return static_cast<int>(std::min<std::uint64_t>(s, static_cast<std::uint64_t>(rows - 1)));
    return static_cast<int>(std::upper_bound(m_rows.begin(), m_rows.end(), s) - m_rows.begin()) - 1;
}

void EventTableModel::seekRow(int row)
{
    if (row < 0 || row >= rowCount() || m_playback->run() != m_run.get())
        return;
    const std::uint64_t sequence = sequenceAt(row);
    m_picked = static_cast<std::int64_t>(sequence);
    m_playback->seekSequence(sequence);
    // Picking a minor event at the playhead's moment changes neither time nor story event, so
    // Playback stays silent; the table still moves its highlight.
    updateCurrent();
}

void EventTableModel::resetForRun()
{
    beginResetModel();
    const Run *previous = m_run.get();
    const std::string actorName = previous && m_filter.actor != EventFilter::anyActor &&
                                          m_filter.actor < previous->log().actorCount()
                                      ? previous->log().actorName(m_filter.actor)
                                      : std::string();
    m_run = m_playback->sharedRun();
    m_sentences.clear();
    m_picked = -1;

    // A what-if re-run keeps its messages and workers: keep filtering on them when they are
    // still there, by name for actors (their ids follow the order they first acted in).
    EventFilter f = m_filter;
    const RunTimeline *timeline = m_playback->timeline();
    if (f.message != noMessage && (!timeline || !timeline->track(f.message)))
        f.message = noMessage;
    if (f.actor != EventFilter::anyActor) {
        f.actor = EventFilter::anyActor;
        if (m_run) {
            const EventLog &log = m_run->log();
            for (ActorId a = 0; a < log.actorCount(); ++a) {
                if (log.actorName(a) == actorName)
                    f.actor = a;
            }
        }
    }
    const bool filterMoved = f != m_filter;
    m_filter = f;
    rebuildRows();
    m_current = computeCurrent();
    endResetModel();
    if (filterMoved)
        emit filterChanged(m_filter);
    emit currentChanged(m_current);
}

bool EventTableModel::accepts(const Event &e) const
{
    if (m_filter.storyOnly && !isMajorEvent(e))
        return false;
    if (m_filter.message != noMessage && e.message != m_filter.message)
        return false;
    if (m_filter.actor != EventFilter::anyActor && e.actor != m_filter.actor)
        return false;
    return m_filter.group == EventGroup::Any || eventGroupOf(e.kind) == m_filter.group;
}

void EventTableModel::rebuildRows()
{
    collectRows();
    limitToCurtain();
}

void EventTableModel::limitToCurtain()
{
    m_curtainRows = -1;
    const auto curtain = m_playback->curtain();
    if (!curtain || !m_run)
        return;
    // Rows are in log order, so in time order: the shown ones are a prefix.
    const EventLog &log = m_run->log();
    int low = 0;
    int high = allRowCount();
    while (low < high) {
        const int middle = low + (high - low) / 2;
        if (log[sequenceAt(middle)].time <= *curtain)
            low = middle + 1;
        else
            high = middle;
    }
    m_curtainRows = low;
}

void EventTableModel::collectRows()
{
    // Swapped out, not cleared: a previous filter over all events may hold megabytes.
    std::vector<std::uint32_t>().swap(m_rows);
    m_identity = false;
    if (!m_run)
        return;
    const EventLog &log = m_run->log();
    if (m_filter.isEmpty()) {
        m_identity = true;
        return;
    }
    // One message's events are listed in its track: no need to scan the whole log.
    const RunTimeline *timeline =
        m_playback->run() == m_run.get() ? m_playback->timeline() : nullptr;
    if (m_filter.message != noMessage && timeline) {
        if (const MessageTrack *track = timeline->track(m_filter.message)) {
            for (const std::uint64_t sequence : track->events) {
                if (accepts(log[sequence]))
                    m_rows.push_back(static_cast<std::uint32_t>(sequence));
            }
        }
        return;
    }
    for (std::uint64_t sequence = 0; sequence < log.size(); ++sequence) {
        if (accepts(log[sequence]))
            m_rows.push_back(static_cast<std::uint32_t>(sequence));
    }
}

std::int64_t EventTableModel::computeCurrent() const
{
    if (!m_run || m_playback->run() != m_run.get())
        return -1;
    const std::int64_t major = m_playback->currentSequence();
    const EventLog &log = m_run->log();
    if (m_picked >= 0 && static_cast<std::uint64_t>(m_picked) < log.size() &&
        log[static_cast<std::uint64_t>(m_picked)].time == m_playback->time()) {
        // The picked event stays current while the playhead has not moved past its moment.
        const auto &majors = m_playback->narration()->major();
        const auto it =
            std::upper_bound(majors.begin(), majors.end(), static_cast<std::uint64_t>(m_picked));
        const std::int64_t majorBefore =
            it == majors.begin() ? -1 : static_cast<std::int64_t>(*std::prev(it));
        if (majorBefore == major)
            return m_picked;
    }
    return major;
}

void EventTableModel::emitRowChanged(int row)
{
    if (row >= 0 && row < rowCount())
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1),
                         {Qt::BackgroundRole, Qt::FontRole, IsCurrentRole});
}

void EventTableModel::updateCurrent()
{
    const std::int64_t next = computeCurrent();
    if (next == m_current)
        return;
    const int oldRow = currentRow();
    m_current = next;
    emitRowChanged(oldRow);
    emitRowChanged(currentRow());
    emit currentChanged(m_current);
}

QString EventTableModel::sentence(std::uint64_t sequence) const
{
    return m_sentences.sentence(*m_run, sequence);
}

QString EventTableModel::messageText(MessageNumber message) const
{
    if (message == noMessage)
        return {};
    QString text = QString::fromStdString(messageLabel(message));
    if (const auto key = m_run->keyOf(message))
        text += QStringLiteral(" · ") + QString::fromStdString(m_run->ledger.key(*key));
    return text;
}

QString EventTableModel::handleText(const Event &e) const
{
    if (e.message == noMessage || e.receipt == 0)
        return {};
    return inflight::handleText(e.message, e.receipt);
}

namespace {
/// An event's error code (the payload of ApiCall and DeleteFailed) as the SDKs name it.
QString errorText(ErrorCode code)
{
    return QString::fromUtf8(codeName(code));
}
/// Where a worker crashed, for the details column.
QString crashPointText(CrashPoint point)
{
    static const char *points[] = {"at a set time", "before the side effect",
                                   "after the side effect, before the delete", "during a heartbeat",
                                   "after the side effect, before its done record"};
    return QString::fromLatin1(points[static_cast<int>(point) % 5]);
}
} // namespace

QString EventTableModel::details(std::uint64_t sequence) const
{
    const EventLog &log = m_run->log();
    const Event &e = log[sequence];
    auto queue = [&](QueueIndex q) {
        return QString::fromStdString(log.queueName(q));
    };
    QStringList parts;
    switch (e.kind) {
    case EventKind::ApiCall:
        parts << QString::fromUtf8(actionName(callAction(e)));
        parts << (callError(e) == ErrorCode::None ? tr("accepted") : errorText(callError(e)));
        if (callCount(e) > 0)
            parts << (callCount(e) == 1 ? tr("1 message") : tr("%1 messages").arg(callCount(e)));
        if (callWaits(e))
            parts << tr("long poll waits");
        break;
    case EventKind::QueueCreated:
        parts << (createdFifo(e) ? tr("FIFO") : tr("standard"));
        break;
    case EventKind::QueuePurged:
        parts << tr("%n removed", nullptr, static_cast<int>(purgedCount(e)));
        break;
    case EventKind::MessageSent:
        if (visibleAt(e) > e.time)
            parts << tr("delayed until t=%1").arg(secondsText(visibleAt(e)));
        if (sentGroup(e) != 0)
            parts << tr("group %1").arg(QString::fromStdString(log.string(sentGroup(e))));
        break;
    case EventKind::SendDeduplicated:
        parts << tr("deduplicated: not enqueued");
        break;
    case EventKind::MessageReceived:
    case EventKind::DuplicateDelivered:
        parts << tr("deadline t=%1").arg(secondsText(hiddenUntil(e)));
        if (isAttemptRetry(e))
            parts << tr("retried receive: same handle");
        if (e.kind == EventKind::DuplicateDelivered)
            parts << tr("duplicate delivery");
        break;
    case EventKind::EmptyReceive:
        if (waitedMs(e) > 0)
            parts << tr("waited %1 s").arg(secondsText(waitedMs(e)));
        break;
    case EventKind::VisibilityChanged:
        parts << (hiddenUntil(e) == e.time ? tr("timeout 0: visible now")
                                           : tr("deadline t=%1").arg(secondsText(hiddenUntil(e))));
        if (isRetryBackoff(e))
            parts << tr("backoff after a failure");
        break;
    case EventKind::VisibilityChangeIgnored:
        parts << tr("not in flight: no change");
        break;
    case EventKind::VisibilityExpired:
        parts << (endedByChangeToZero(e) ? tr("timeout set to 0") : tr("deadline passed"));
        break;
    case EventKind::MessageDeleted:
        parts << tr("deleted");
        break;
    case EventKind::DeleteFailed:
        parts << tr("refused: %1, nothing deleted").arg(errorText(callError(e)));
        break;
    case EventKind::DeleteIgnored:
        if (isStaleDelete(e))
            parts << tr("stale handle (latest %1): nothing deleted")
                         .arg(inflight::handleText(e.message, latestReceive(e)));
        else
            parts << tr("message already gone");
        break;
    case EventKind::MovedToDeadLetterQueue:
        parts << tr("to %1").arg(queue(deadLetterQueue(e)));
        break;
    case EventKind::MessageExpired:
        parts << tr("retention period over");
        break;
    case EventKind::MessagePurged:
        parts << tr("purged");
        break;
    case EventKind::MessageRedriven:
        parts << tr("to %1 as %2")
                     .arg(queue(redriveDestination(e)),
                          QString::fromStdString(messageLabel(redrivenAs(e))));
        break;
    case EventKind::DuplicateScheduled:
        parts << tr("a replica missed the delete");
        break;
    case EventKind::MoveTaskStatus: {
        static const char *statuses[] = {"running", "completed", "cancelling", "cancelled",
                                         "failed"};
        parts << tr("task %1: %2")
                     .arg(moveTaskId(e))
                     .arg(QString::fromLatin1(statuses[static_cast<int>(moveTaskState(e)) % 5]));
        break;
    }
    case EventKind::JobStarted:
        parts
            << tr("until t=%1 (%2 s)").arg(secondsText(jobEnd(e)), secondsText(jobEnd(e) - e.time));
        break;
    case EventKind::SideEffect: {
        const auto &effects = m_run->ledger.effects();
        if (ledgerEntry(e) < effects.size()) {
            const SideEffectRecord &record = effects[ledgerEntry(e)];
            const auto &services = m_run->scenario.services;
            if (record.service >= 0 && static_cast<std::size_t>(record.service) < services.size())
                parts << QString::fromStdString(
                    services[static_cast<std::size_t>(record.service)].name);
            parts << tr("ledger entry %1").arg(ledgerEntry(e));
        }
        // The timeline numbers each key's effects, in log order: a binary search finds this one.
        const RunTimeline *timeline =
            m_playback->run() == m_run.get() ? m_playback->timeline() : nullptr;
        if (timeline) {
            const auto &marks = timeline->effects();
            const auto it = std::lower_bound(
                marks.begin(), marks.end(), sequence,
                [](const EffectMark &mark, std::uint64_t s) { return mark.sequence < s; });
            if (it != marks.end() && it->sequence == sequence && it->nth > 1)
                parts << tr("duplicate: effect #%1 for this key").arg(it->nth);
        }
        break;
    }
    case EventKind::IdempotencyHit:
        parts << (byProviderKey(e) ? tr("provider idempotency key") : tr("conditional write"));
        break;
    case EventKind::JobFailed: {
        static const char *reasons[] = {"processing error", "service outage", "service error",
                                        "function timeout", "throttled"};
        parts << QString::fromLatin1(reasons[static_cast<int>(jobFailure(e)) % 5]);
        break;
    }
    case EventKind::WorkerCrashed:
        parts << tr("crash %1").arg(crashPointText(crashPoint(e)));
        break;
    case EventKind::WorkerRestarted:
        break;
    case EventKind::LambdaInvoked:
        parts << tr("batch of %1").arg(batchMessages(e)) << tr("invocation %1").arg(invocation(e));
        break;
    case EventKind::LambdaFinished: {
        static const char *outcomes[] = {"succeeded", "partial failure", "batch failed",
                                         "timed out"};
        parts << QString::fromLatin1(outcomes[static_cast<int>(lambdaOutcome(e)) % 4])
              << tr("invocation %1").arg(invocation(e));
        break;
    }
    case EventKind::DelayEnded:
    case EventKind::QueueDeleted:
        break;
    }
    if (e.queue != noQueue && !log.queueName(e.queue).empty())
        parts << tr("queue %1").arg(queue(e.queue));
    return parts.join(QStringLiteral(" · "));
}

} // namespace inflight
