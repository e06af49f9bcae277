// SPDX-License-Identifier: GPL-3.0-or-later
#include "notespanel.h"

#include "common/format.h"
#include "theme.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace inflight {

namespace {

constexpr int noteRole = Qt::UserRole;

/// The note's number on a purple disc, as the timeline's label shows it: a shape and a number,
/// not a colour alone.
QIcon numberIcon(int number, int side, double devicePixelRatio)
{
    QPixmap pixmap(QSize(side, side) * devicePixelRatio);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    // Tol's purple under white reads on a light list and a dark one alike.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(Palette::purple));
    p.drawEllipse(QRectF(0.5, 0.5, side - 1, side - 1));
    QFont font = p.font();
    font.setBold(true);
    font.setPixelSize(std::max(7, static_cast<int>(side * (number < 10 ? 0.62 : 0.5))));
    p.setFont(font);
    p.setPen(Qt::white);
    p.drawText(QRectF(0, 0, side, side), Qt::AlignCenter, QLocale().toString(number));
    p.end();
    return QIcon(pixmap);
}

} // namespace

void NotesPanel::arrangeButtons()
{
    QHBoxLayout *row = Theme::instance().factor() > 1.3 ? m_secondRow : m_firstRow;
    for (QPushButton *button : {m_edit, m_remove}) {
        m_firstRow->removeWidget(button);
        m_secondRow->removeWidget(button);
        row->addWidget(button);
    }
}

NotesPanel::NotesPanel(Playback *playback, QWidget *parent)
    : QWidget(parent), m_playback(playback), m_stack(new QStackedWidget(this)),
      m_list(new QListWidget(this)), m_empty(new QLabel(this)),
      m_add(new QPushButton(tr("Add note at playhead…"), this)),
      m_edit(new QPushButton(tr("Edit…"), this)), m_remove(new QPushButton(tr("Remove"), this))
{
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setUniformItemSizes(true);
    m_list->setWordWrap(false);
    m_list->setTextElideMode(Qt::ElideRight);
    m_list->installEventFilter(this);

    m_empty->setText(tr("No notes yet. Right-click the timeline or press Add note…"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    m_empty->setMargin(12);

    m_stack->addWidget(m_list);
    m_stack->addWidget(m_empty);

    m_add->setObjectName(QStringLiteral("addNote"));
    m_edit->setObjectName(QStringLiteral("editNote"));
    m_remove->setObjectName(QStringLiteral("removeNote"));
    m_add->setToolTip(tr("Pin a note to the event at the playhead, or to the moment"));
    m_remove->setToolTip(tr("Remove the selected note (Delete)"));

    m_firstRow = new QHBoxLayout;
    m_firstRow->setContentsMargins(0, 0, 0, 0);
    m_firstRow->addWidget(m_add);
    m_firstRow->addStretch(1);
    m_secondRow = new QHBoxLayout;
    m_secondRow->setContentsMargins(0, 0, 0, 0);
    m_secondRow->addStretch(1);
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(4, 4, 4, 4);
    column->addWidget(m_stack, 1);
    column->addLayout(m_firstRow);
    column->addLayout(m_secondRow);
    arrangeButtons();

    connect(m_list, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { goToNote(item->data(noteRole).toInt()); });
    connect(m_list, &QListWidget::currentRowChanged, this, &NotesPanel::updateButtons);
    connect(m_add, &QPushButton::clicked, this, &NotesPanel::addAtPlayhead);
    connect(m_edit, &QPushButton::clicked, this, &NotesPanel::editCurrent);
    connect(m_remove, &QPushButton::clicked, this, &NotesPanel::removeCurrent);
    // Icons follow the type size.
    connect(&Theme::instance(), &Theme::changed, this, &NotesPanel::refresh);
    connect(&Theme::instance(), &Theme::changed, this, &NotesPanel::arrangeButtons);
    if (m_playback) {
        connect(m_playback, &Playback::annotationsChanged, this, &NotesPanel::refresh);
        // A new run may gain or lose a note's message.
        connect(m_playback, &Playback::runChanged, this, &NotesPanel::refresh);
    }
    refresh();
}

std::vector<int> NotesPanel::rowNotes() const
{
    std::vector<int> notes;
    for (int row = 0; row < m_list->count(); ++row)
        notes.push_back(m_list->item(row)->data(noteRole).toInt());
    return notes;
}

int NotesPanel::currentNote() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(noteRole).toInt() : -1;
}

void NotesPanel::setCurrentNote(int index)
{
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(noteRole).toInt() == index) {
            m_list->setCurrentRow(row);
            return;
        }
    }
}

void NotesPanel::refresh()
{
    const int keepRow = m_list->currentRow();
    m_list->clear();
    const Annotations notes = m_playback ? m_playback->annotations() : Annotations{};
    // Time order, ties in the order they were made: the timeline numbers its labels the same way.
    std::vector<int> order(notes.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = static_cast<int>(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return notes[static_cast<std::size_t>(a)].timeMs <
               notes[static_cast<std::size_t>(b)].timeMs;
    });
    const RunTimeline *timeline = m_playback ? m_playback->timeline() : nullptr;
    const int side = std::max(16, fontMetrics().height() + 2);
    m_list->setIconSize(QSize(side, side));
    for (std::size_t rank = 0; rank < order.size(); ++rank) {
        const int index = order[rank];
        const Annotation &note = notes[static_cast<std::size_t>(index)];
        QStringList parts;
        parts << tr("t=%1 s").arg(secondsText(note.timeMs));
        if (note.message != noMessage)
            parts << QString::fromStdString(messageLabel(note.message));
        const QString text = note.text.simplified();
        parts << (text.isEmpty() ? tr("(no text)") : text);
        auto *item = new QListWidgetItem(parts.join(QStringLiteral(" · ")), m_list);
        item->setData(noteRole, index);
        item->setIcon(numberIcon(static_cast<int>(rank) + 1, side, devicePixelRatioF()));
        item->setToolTip(
            note.text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
        if (timeline && note.message != noMessage && !timeline->track(note.message)) {
            // Kept with the session, but this run has no such message: nothing draws it.
            item->setForeground(palette().brush(QPalette::PlaceholderText));
            item->setText(item->text() + tr(" (not in this run)"));
        }
    }
    if (m_list->count() > 0)
        m_list->setCurrentRow(std::clamp(keepRow, 0, m_list->count() - 1));
    m_stack->setCurrentWidget(m_list->count() > 0 ? static_cast<QWidget *>(m_list) : m_empty);
    updateButtons();
}

void NotesPanel::updateButtons()
{
    const bool current = m_list->currentItem() != nullptr;
    m_edit->setEnabled(current);
    m_remove->setEnabled(current);
    m_add->setEnabled(m_playback && m_playback->run());
}

Annotation NotesPanel::draftAtPlayhead() const
{
    Annotation draft;
    if (!m_playback)
        return draft;
    draft.timeMs = m_playback->time();
    const Run *run = m_playback->run();
    const std::int64_t sequence = m_playback->currentSequence();
    if (run && sequence >= 0) {
        const Event &event = run->log()[static_cast<std::uint64_t>(sequence)];
        // The current event stays current while the playhead moves on to the next one: it is
        // "at the playhead" only at its own time.
        if (event.time == draft.timeMs) {
            draft.anchor = Annotation::Anchor::Event;
            draft.sequence = static_cast<std::uint64_t>(sequence);
            draft.message = event.message;
        }
    }
    return draft;
}

void NotesPanel::goToNote(int index)
{
    if (!m_playback || index < 0 ||
        static_cast<std::size_t>(index) >= m_playback->annotations().size())
        return;
    const Annotation note = m_playback->annotations()[static_cast<std::size_t>(index)];
    m_playback->pause();
    const Run *run = m_playback->run();
    // An event note lands on its event (the story position too), when the run still has it.
    if (note.anchor == Annotation::Anchor::Event && run && note.sequence < run->log().size() &&
        run->log()[note.sequence].time == note.timeMs)
        m_playback->seekSequence(note.sequence);
    else
        m_playback->seek(note.timeMs);
    const RunTimeline *timeline = m_playback->timeline();
    if (note.message != noMessage && timeline && timeline->track(note.message))
        m_playback->selectMessage(note.message);
}

void NotesPanel::addAtPlayhead()
{
    if (m_playback && m_playback->run())
        emit addNoteRequested(draftAtPlayhead());
}

void NotesPanel::editCurrent()
{
    if (const int index = currentNote(); index >= 0)
        emit editNoteRequested(index);
}

void NotesPanel::removeCurrent()
{
    if (const int index = currentNote(); index >= 0 && m_playback)
        m_playback->removeAnnotation(static_cast<std::size_t>(index));
}

bool NotesPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace) {
            removeCurrent();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace inflight
