// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The notes pinned to the run, listed in time order ("t=75 s · m1 · charged again"), each with
// the number the timeline's label shows. Double-click or Enter jumps to a note (and selects its
// message); Delete removes it. Adding and editing need a dialog, which is the main window's
// business: the panel asks for them by signal. Signals name notes by their index in
// Playback::annotations(), never by their row.

#include "playback.h"

#include <QPointer>
#include <QWidget>

#include <vector>

class QLabel;
class QListWidget;
class QHBoxLayout;
class QPushButton;
class QStackedWidget;

namespace inflight {

class NotesPanel : public QWidget {
    Q_OBJECT

public:
    explicit NotesPanel(Playback *playback, QWidget *parent = nullptr);

    QListWidget *list() const { return m_list; }
    /// The note each row shows, as indices into Playback::annotations(), top row first.
    std::vector<int> rowNotes() const;
    /// The note of the current row, or -1.
    int currentNote() const;
    /// Makes the row of this note current (nothing when there is none).
    void setCurrentNote(int index);
    /// The note "Add note at playhead…" starts from: the event at the playhead when there is one
    /// there, else the moment.
    Annotation draftAtPlayhead() const;

public slots:
    /// Moves the playhead to the note and selects its message, if it has one.
    void goToNote(int index);
    void addAtPlayhead();
    void editCurrent();
    void removeCurrent();

signals:
    /// "Add note at playhead…": the note to edit and add (its text is empty).
    void addNoteRequested(const inflight::Annotation &draft);
    /// "Edit…" on the note with this index in Playback::annotations().
    void editNoteRequested(int index);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    /// Edit and Remove beside Add, or on a row of their own at a large display scale, where the
    /// three do not fit a side panel's width (it would push the window past a 1280x720 screen).
    void arrangeButtons();
    void updateButtons();

    QPointer<Playback> m_playback;
    QStackedWidget *m_stack;
    QListWidget *m_list;
    QLabel *m_empty;
    QPushButton *m_add;
    QPushButton *m_edit;
    QPushButton *m_remove;
    QHBoxLayout *m_firstRow = nullptr;
    QHBoxLayout *m_secondRow = nullptr;
};

} // namespace inflight
