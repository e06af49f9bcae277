// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The inspector's history: the selected message's or worker's events, one row each, with the
// time and the narration's sentence. Events after the playhead are greyed, the current one is
// bold on the current-row colour. Sentences are made in data(), for the rows a view paints, and
// kept in a small cache: a poison message's history can hold thousands of events.

#include "common/sentencecache.h"
#include "run.h"

#include <QAbstractTableModel>
#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

namespace inflight {

class Playback;

class InspectorHistoryModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Columns { TimeColumn, WhatColumn, ColumnCount };
    enum Roles {
        /// The event's log sequence (qulonglong), to seek the playhead to it.
        SequenceRole = Qt::UserRole,
    };

    explicit InspectorHistoryModel(Playback *playback, QObject *parent = nullptr);

    /// Shows these events of `run` (log sequences, in log order).
    void setEvents(std::shared_ptr<const Run> run, std::vector<std::uint64_t> events);
    /// The row of the event `sequence`, or -1 when it is not in the history.
    int rowOf(std::int64_t sequence) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    QVariant data(const QModelIndex &index, int role) const override;

private:
    QString sentence(std::uint64_t sequence) const;

    Playback *m_playback;
    std::shared_ptr<const Run> m_run;
    std::vector<std::uint64_t> m_events;
    mutable SentenceCache m_sentences{512};
};

} // namespace inflight
