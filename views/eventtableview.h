// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The event table: every event of the run with its sentence, filtered by message, actor and kind.
// It follows the playhead (the current event is highlighted and kept in view), and picking a row
// moves the playhead there and selects the row's message.

#include "eventtablemodel.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QTableView;

namespace inflight {

class MessageChoiceModel;
class Playback;

class EventTableView : public QWidget {
    Q_OBJECT

public:
    explicit EventTableView(Playback *playback, QWidget *parent = nullptr);

    EventTableModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void rebuildChoices();
    void showFilter();
    void followPlayhead();
    void pickRow(int row);
    void applyTheme();
    void fitDetails();
    void updateCount();

    Playback *m_playback;
    EventTableModel *m_model;
    MessageChoiceModel *m_messages;
    QComboBox *m_messageCombo;
    QComboBox *m_actorCombo;
    QComboBox *m_kindCombo;
    QCheckBox *m_allEvents;
    QLabel *m_count;
    QList<QLabel *> m_labels;
    QTableView *m_table;
    /// Set while the table's selection is moved to follow the playhead, so that the move is not
    /// taken for the user picking a row.
    bool m_following = false;
    /// What the details column needs at the current type size.
    int m_detailsWidth = 0;
};

} // namespace inflight
