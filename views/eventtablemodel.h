// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The run's event log as a table: one row per event, with the narration's sentence for it. A run
// can hold millions of events, so the model stores only a vector of the log sequences that pass
// the filter (none at all when nothing is filtered out); sentences are made in data(), for the
// rows a view actually paints.

#include "common/sentencecache.h"
#include "eventlog.h"
#include "eventtexts.h"
#include "run.h"

#include <QAbstractTableModel>
#include <QString>

#include <cstdint>
#include <limits>
#include <memory>
#include <vector>

namespace inflight {

class Playback;

/// Event kinds grouped the way a learner asks about them ("show me the deletes"). Every kind is in
/// exactly one group.
/// The event table's filter groups are the engine's event families.
using EventGroup = EventFamily;
constexpr int eventGroupCount = 10;

EventGroup eventGroupOf(EventKind kind);
/// "Deletes", "Visibility changes", ... for filter menus.
QString eventGroupName(EventGroup group);
/// Whether the group holds at least one story (major) event kind; "API calls" does not.
bool eventGroupHasStoryEvents(EventGroup group);

/// Which events the table shows. The default shows the story events of every message and actor.
struct EventFilter {
    static constexpr ActorId anyActor = std::numeric_limits<ActorId>::max();

    /// noMessage: every event; otherwise only the events about this message.
    MessageNumber message = noMessage;
    ActorId actor = anyActor;
    EventGroup group = EventGroup::Any;
    /// Only the major events (Narration::major()), not the API-call bookkeeping.
    bool storyOnly = true;

    bool isEmpty() const
    {
        return message == noMessage && actor == anyActor && group == EventGroup::Any && !storyOnly;
    }
    friend bool operator==(const EventFilter &, const EventFilter &) = default;
};

class EventTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Columns {
        TimeColumn,
        ActorColumn,
        WhatColumn,
        MessageColumn,
        ReceiptColumn,
        DetailsColumn,
        ColumnCount,
    };
    enum Roles {
        /// The row's log sequence (qulonglong).
        SequenceRole = Qt::UserRole + 1,
        /// Virtual time in milliseconds (qlonglong).
        TimeRole,
        /// EventKind as int.
        KindRole,
        /// MessageNumber (uint; 0 when the event is about no message).
        MessageRole,
        /// ActorId (uint).
        ActorRole,
        /// A story event (isMajorEvent).
        IsMajorRole,
        /// The playhead's current event.
        IsCurrentRole,
        /// EventGroup as int.
        GroupRole,
    };

    explicit EventTableModel(Playback *playback, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    Playback *playback() const { return m_playback; }
    const Run *run() const { return m_run.get(); }

    const EventFilter &filter() const { return m_filter; }
    /// Rebuilds the rows (a model reset) when the filter differs.
    void setFilter(const EventFilter &filter);
    void setMessageFilter(MessageNumber message);
    void setActorFilter(ActorId actor);
    void setGroupFilter(EventGroup group);
    void setStoryOnly(bool storyOnly);

    /// The log sequence shown in `row`.
    std::uint64_t sequenceAt(int row) const
    {
        return m_identity ? static_cast<std::uint64_t>(row) : m_rows[static_cast<std::size_t>(row)];
    }
    /// The row showing `sequence`, or -1 when the filter hides it.
    int rowOfSequence(std::uint64_t sequence) const;
    /// The last row whose sequence is at or before `sequence`, or -1: where the playhead is
    /// in a filtered table even when its event is filtered out.
    int rowAtOrBefore(std::int64_t sequence) const;

    /// The event the playhead is on: Playback::currentSequence(), or a minor event at the same
    /// moment that was picked in the table (seekRow), or -1.
    std::int64_t currentSequence() const { return m_current; }
    int currentRow() const
    {
        return m_current < 0 ? -1 : rowOfSequence(static_cast<std::uint64_t>(m_current));
    }

    /// Moves the playhead to the row's event, which becomes the current one even when it is an
    /// API call between two story events.
    void seekRow(int row);

signals:
    void filterChanged(const EventFilter &filter);
    /// The current event moved (currentSequence()).
    void currentChanged(std::int64_t sequence);

private:
    void resetForRun();
    void rebuildRows();
    void collectRows();
    /// Counts the rows at or before the playback's curtain (m_curtainRows).
    void limitToCurtain();
    /// Every row the filter lets through, curtain or not.
    int allRowCount() const;
    bool accepts(const Event &event) const;
    void updateCurrent();
    std::int64_t computeCurrent() const;
    QString sentence(std::uint64_t sequence) const;
    QString details(std::uint64_t sequence) const;
    QString messageText(MessageNumber message) const;
    QString handleText(const Event &event) const;
    void emitRowChanged(int row);

    Playback *m_playback;
    /// Held so that the rows stay valid until the reset for a new run, whatever order the
    /// Playback's observers run in.
    std::shared_ptr<const Run> m_run;
    EventFilter m_filter;
    /// True when every event is shown: then m_rows stays empty and row == sequence, so a run of
    /// millions of events costs no memory here.
    bool m_identity = false;
    std::vector<std::uint32_t> m_rows;
    std::int64_t m_current = -1;
    /// While a lesson's question waits: how many rows are at or before its curtain; -1: all.
    int m_curtainRows = -1;
    /// A minor event picked in the table; it stays current while the playhead is at its moment.
    std::int64_t m_picked = -1;
    /// Sentences of recently painted rows: a view asks for the same cells on every repaint.
    mutable SentenceCache m_sentences{2048};
};

} // namespace inflight
