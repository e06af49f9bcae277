// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's notes: the dialog that asks for a note's text, saying where it is pinned,
// and adding or editing one on the playback.

#include "mainwindow.h"

#include "common/format.h"
#include "playback.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace inflight {

std::optional<QString> MainWindow::askNoteText(const QString &title, const Annotation &note)
{
    // Say where the note will be pinned, in the words the timeline uses.
    const QString time = tr("t=%1 s").arg(secondsText(note.timeMs));
    QString where;
    switch (note.anchor) {
    case Annotation::Anchor::Time:
        where = tr("Pinned to the moment %1.").arg(time);
        break;
    case Annotation::Anchor::Event:
        where = note.message != noMessage
                    ? tr("Pinned to the event at %1 on %2.")
                          .arg(time, QString::fromStdString(messageLabel(note.message)))
                    : tr("Pinned to the event at %1.").arg(time);
        break;
    case Annotation::Anchor::Message:
        where =
            tr("Pinned to %1 at %2.").arg(QString::fromStdString(messageLabel(note.message)), time);
        break;
    }
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("noteDialog"));
    dialog.setWindowTitle(title);
    auto *layout = new QVBoxLayout(&dialog);
    auto *label = new QLabel(where + QLatin1Char(' ') +
                                 tr("The timeline, the stage and exported pictures show it."),
                             &dialog);
    label->setWordWrap(true);
    layout->addWidget(label);
    auto *edit = new QPlainTextEdit(note.text, &dialog);
    edit->setObjectName(QStringLiteral("noteText"));
    // Tab leaves the text for the buttons, and Ctrl+Enter adds the note, so that the keyboard
    // alone can finish the dialog.
    edit->setTabChangesFocus(true);
    edit->setPlaceholderText(tr("What the class should notice here"));
    edit->setMinimumSize(420, 110);
    layout->addWidget(edit);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Save the note"));
    buttons->button(QDialogButtonBox::Ok)->setToolTip(tr("Ctrl+Enter"));
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    for (const QKeySequence &keys :
         {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)})
        connect(new QShortcut(keys, &dialog), &QShortcut::activated, &dialog, &QDialog::accept);
    layout->addWidget(buttons);
    edit->setFocus();
    const int result = dialog.exec();
    // Keys go back to the window at once, even where no window manager hands the focus back.
    activateWindow();
    if (result != QDialog::Accepted || edit->toPlainText().trimmed().isEmpty())
        return std::nullopt;
    return edit->toPlainText().trimmed();
}

void MainWindow::addNote(const Annotation &draft)
{
    if (!m_playback->run())
        return;
    const auto text = askNoteText(tr("Add a note"), draft);
    if (!text)
        return;
    Annotation note = draft;
    note.text = *text;
    m_playback->addAnnotation(note);
}

void MainWindow::editNote(int index)
{
    const Annotations &notes = m_playback->annotations();
    if (index < 0 || index >= static_cast<int>(notes.size()))
        return;
    const auto text = askNoteText(tr("Edit the note"), notes[static_cast<std::size_t>(index)]);
    if (!text)
        return;
    Annotation note = notes[static_cast<std::size_t>(index)];
    note.text = *text;
    m_playback->replaceAnnotation(static_cast<std::size_t>(index), note);
}

} // namespace inflight
