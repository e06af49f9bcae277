// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventtablemodel.h"

#include "action.h"
#include "apierror.h"
#include "common/currentrow.h"
#include "common/format.h"
#include "common/sentencetext.h"
#include "events.h"
#include "eventtexts.h"
#include "narration.h"
#include "playback.h"
#include "theme.h"

#include <QStringList>

#include <algorithm>

namespace inflight {

EventGroup eventGroupOf(EventKind kind)
{
    return eventFamily(kind);
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

QString EventTableModel::details(std::uint64_t sequence) const
{
    const RunTimeline *timeline =
        m_playback->run() == m_run.get() ? m_playback->timeline() : nullptr;
    return translatedParts(eventDetails(*m_run, sequence, timeline));
}

} // namespace inflight
