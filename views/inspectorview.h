// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The inspector: everything about the selected message or worker at the playhead's time. For a
// message: body, key, MessageId, state, receive count, its receipt handles (which are stale and
// what a delete with them does), the visibility deadline and its history. For a worker: its job,
// heartbeats, deletes (stale ones marked), crashes and down time, and its history.

#include "playback.h"

#include <QWidget>

class QLabel;
class QSplitter;
class QTextBrowser;
class QTreeView;

namespace inflight {

class InspectorHistoryModel;

class InspectorView : public QWidget {
    Q_OBJECT

public:
    explicit InspectorView(Playback *playback, QWidget *parent = nullptr);

    /// What the inspector shows, as plain text (title, facts, body): for tests and copying.
    QString plainText() const;
    /// The history list: one row per event of the selection (an InspectorHistoryModel).
    QTreeView *history() const { return m_history; }

private:
    void showSelection();
    void showTime();
    void applyTheme();
    void sizeTimeColumn();
    void setBody(const QString &body);

    Playback *m_playback;
    QLabel *m_title;
    QLabel *m_hint;
    QSplitter *m_splitter;
    QTextBrowser *m_facts;
    /// What m_facts shows, to skip laying out the same text again.
    QString m_factsHtml;
    QString m_bodyHtml;
    QLabel *m_historyTitle;
    QTreeView *m_history;
    InspectorHistoryModel *m_historyModel;
};

} // namespace inflight
