// SPDX-License-Identifier: GPL-3.0-or-later
#include "inspectorhistorymodel.h"

#include "common/currentrow.h"
#include "inspectorfacts.h"
#include "playback.h"
#include "theme.h"

#include <algorithm>

namespace inflight {

InspectorHistoryModel::InspectorHistoryModel(Playback *playback, QObject *parent)
    : QAbstractTableModel(parent), m_playback(playback)
{
}

void InspectorHistoryModel::setEvents(std::shared_ptr<const Run> run,
                                      std::vector<std::uint64_t> events)
{
    beginResetModel();
    m_run = std::move(run);
    m_events = std::move(events);
    m_sentences.clear();
    endResetModel();
}

int InspectorHistoryModel::rowOf(std::int64_t sequence) const
{
    const auto it =
        std::lower_bound(m_events.begin(), m_events.end(),
                         static_cast<std::uint64_t>(std::max<std::int64_t>(0, sequence)));
    return sequence >= 0 && it != m_events.end() && static_cast<std::int64_t>(*it) == sequence
               ? static_cast<int>(it - m_events.begin())
               : -1;
}

int InspectorHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_events.size());
}

int InspectorHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant InspectorHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole)
        return section == TimeColumn ? tr("Time") : tr("What happened");
    return QAbstractTableModel::headerData(section, orientation, role);
}

QVariant InspectorHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_run || index.row() >= rowCount())
        return {};
    const std::uint64_t sequence = m_events[static_cast<std::size_t>(index.row())];
    const Event &e = m_run->log()[sequence];
    const bool current = m_playback->run() == m_run.get() &&
                         static_cast<std::int64_t>(sequence) == m_playback->currentSequence();
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == TimeColumn ? timeText(e.time) : sentence(sequence);
    case Qt::ToolTipRole:
        return sentence(sequence);
    case SequenceRole:
        return QVariant::fromValue<qulonglong>(sequence);
    case Qt::TextAlignmentRole:
        return index.column() == TimeColumn ? int(Qt::AlignRight | Qt::AlignTop)
                                            : int(Qt::AlignLeft | Qt::AlignTop);
    case Qt::ForegroundRole:
        // What has not happened yet at the playhead is greyed, but still there to click.
        if (e.time > m_playback->time())
            return Theme::instance().palette().mutedText;
        return {};
    case Qt::FontRole:
    case Qt::BackgroundRole:
        return currentRowStyle(role, current);
    default:
        return {};
    }
}

QString InspectorHistoryModel::sentence(std::uint64_t sequence) const
{
    return m_sentences.sentence(*m_run, sequence);
}

} // namespace inflight
