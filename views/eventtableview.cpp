// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventtableview.h"

#include "playback.h"
#include "quiettableview.h"
#include "theme.h"

#include <QAbstractListModel>
#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QScopedValueRollback>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace inflight {

/// The message filter's choices: "All messages", then every message of the run. A run may have
/// a million messages, so the list is a model answering from the run's tracks, not a million
/// combo box items.
class MessageChoiceModel : public QAbstractListModel {
public:
    explicit MessageChoiceModel(Playback *playback, QObject *parent)
        : QAbstractListModel(parent), m_playback(playback)
    {
    }

    void reset()
    {
        beginResetModel();
        m_tracks = m_playback->timeline() ? m_playback->timeline()->messages().size() : 0;
        endResetModel();
    }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(m_tracks) + 1;
    }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!index.isValid() || index.row() > static_cast<int>(m_tracks))
            return {};
        if (index.row() == 0) {
            if (role == Qt::DisplayRole)
                return EventTableView::tr("All messages");
            if (role == Qt::UserRole)
                return static_cast<uint>(noMessage);
            return {};
        }
        const RunTimeline *timeline = m_playback->timeline();
        const auto i = static_cast<std::size_t>(index.row() - 1);
        if (!timeline || i >= timeline->messages().size())
            return {};
        const MessageTrack &track = timeline->messages()[i];
        if (role == Qt::DisplayRole)
            return track.key.empty() ? QString::fromStdString(track.label)
                                     : QString::fromStdString(track.label + " · " + track.key);
        if (role == Qt::UserRole)
            return static_cast<uint>(track.message);
        return {};
    }

    /// The row of a message, 0 (all messages) when it has no track.
    int rowOf(MessageNumber message) const
    {
        const RunTimeline *timeline = m_playback->timeline();
        const MessageTrack *track = timeline ? timeline->track(message) : nullptr;
        if (!track)
            return 0;
        return static_cast<int>(track - timeline->messages().data()) + 1;
    }

private:
    Playback *m_playback;
    std::size_t m_tracks = 0;
};

EventTableView::EventTableView(Playback *playback, QWidget *parent)
    : QWidget(parent), m_playback(playback), m_model(new EventTableModel(playback, this)),
      m_messages(new MessageChoiceModel(playback, this))
{
    setObjectName(QStringLiteral("eventTableView"));

    // Two rows of filters, so that the table fits a side panel as well as the bottom of the
    // window.
    auto *bar = new QGridLayout;
    int cell = 0;
    auto addLabelled = [&](const QString &text, QWidget *field) {
        auto *label = new QLabel(text, this);
        label->setBuddy(field);
        m_labels.append(label);
        bar->addWidget(label, cell / 2, (cell % 2) * 2);
        bar->addWidget(field, cell / 2, (cell % 2) * 2 + 1);
        ++cell;
    };

    m_messageCombo = new QComboBox(this);
    m_messageCombo->setObjectName(QStringLiteral("messageFilter"));
    m_messageCombo->setModel(m_messages);
    // Sized from a typical entry, never from a million items.
    m_messageCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_messageCombo->setMinimumContentsLength(9);
    m_messageCombo->setMaxVisibleItems(20);
    m_messageCombo->setToolTip(tr("Show only the events of one message"));
    addLabelled(tr("&Message:"), m_messageCombo);

    m_actorCombo = new QComboBox(this);
    m_actorCombo->setObjectName(QStringLiteral("actorFilter"));
    m_actorCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_actorCombo->setMinimumContentsLength(7);
    m_actorCombo->setToolTip(tr("Show only what one worker, producer or the queue itself did"));
    addLabelled(tr("&Actor:"), m_actorCombo);

    m_kindCombo = new QComboBox(this);
    m_kindCombo->setObjectName(QStringLiteral("kindFilter"));
    for (int g = 0; g < eventGroupCount; ++g)
        m_kindCombo->addItem(eventGroupName(static_cast<EventGroup>(g)), g);
    m_kindCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_kindCombo->setMinimumContentsLength(8);
    m_kindCombo->setToolTip(tr("Show only one kind of event"));
    addLabelled(tr("&Kind:"), m_kindCombo);

    m_allEvents = new QCheckBox(tr("A&ll events"), this);
    m_allEvents->setObjectName(QStringLiteral("allEvents"));
    m_allEvents->setToolTip(tr("Also show the bookkeeping: every API call, empty receive and "
                               "queue creation, not only the events of the story"));
    bar->addWidget(m_allEvents, 1, 2);
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("eventCount"));
    // "1,204 of 2,000,000 events" must not hold a narrow side panel open.
    m_count->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    bar->addWidget(m_count, 1, 3, Qt::AlignRight);
    bar->setColumnStretch(1, 1);
    bar->setColumnStretch(3, 1);

    m_table = new QuietTableView(this);
    m_table->setObjectName(QStringLiteral("eventTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // The model paints the current event; a selection colour on top would hide which row that is.
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setShowGrid(false);
    m_table->setAlternatingRowColors(true);
    m_table->setTabKeyNavigation(false);
    m_table->setCornerButtonEnabled(false);
    m_table->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    // Every row is one line of the same height: the table never measures a million rows.
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(EventTableModel::WhatColumn, QHeaderView::Stretch);
    header->setStretchLastSection(false);
    header->setHighlightSections(false);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    setFocusProxy(m_table);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);

    // The combo boxes report only what the user chose (activated), so setting them to show the
    // model's filter never feeds back into it.
    connect(m_messageCombo, &QComboBox::activated, this, [this](int row) {
        m_model->setMessageFilter(
            static_cast<MessageNumber>(m_messageCombo->itemData(row).toUInt()));
    });
    connect(m_actorCombo, &QComboBox::activated, this, [this](int row) {
        m_model->setActorFilter(static_cast<ActorId>(m_actorCombo->itemData(row).toUInt()));
    });
    connect(m_kindCombo, &QComboBox::activated, this, [this](int row) {
        const auto group = static_cast<EventGroup>(m_kindCombo->itemData(row).toInt());
        EventFilter f = m_model->filter();
        f.group = group;
        // API calls are all bookkeeping: asking for them means asking for every event.
        if (!eventGroupHasStoryEvents(group))
            f.storyOnly = false;
        m_model->setFilter(f);
    });
    connect(m_allEvents, &QCheckBox::clicked, this,
            [this](bool all) { m_model->setStoryOnly(!all); });

    connect(m_model, &EventTableModel::filterChanged, this, &EventTableView::showFilter);
    connect(m_model, &EventTableModel::currentChanged, this, &EventTableView::followPlayhead);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        updateCount();
        followPlayhead();
    });
    // Mouse clicks and keyboard moves both end up here.
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (!m_following && current.isValid())
                    pickRow(current.row());
            });
    // Clicking the row the table already has as current (after the playhead left it) picks it
    // again.
    connect(m_table, &QAbstractItemView::clicked, this,
            [this](const QModelIndex &index) { pickRow(index.row()); });

    connect(m_playback, &Playback::runChanged, this, &EventTableView::rebuildChoices);
    connect(&Theme::instance(), &Theme::changed, this, &EventTableView::applyTheme);

    rebuildChoices();
}

void EventTableView::rebuildChoices()
{
    m_messages->reset();
    {
        const QSignalBlocker blocker(m_actorCombo);
        m_actorCombo->clear();
        m_actorCombo->addItem(tr("All actors"), static_cast<uint>(EventFilter::anyActor));
        if (const Run *run = m_playback->run()) {
            const EventLog &log = run->log();
            // Workers first: they are what a learner filters by; then producers and the queue.
            std::vector<ActorId> order;
            if (const RunTimeline *timeline = m_playback->timeline()) {
                for (const WorkerTrack &worker : timeline->workers())
                    order.push_back(worker.actor);
            }
            for (ActorId a = 0; a < log.actorCount(); ++a) {
                if (std::find(order.begin(), order.end(), a) == order.end())
                    order.push_back(a);
            }
            for (const ActorId a : order) {
                const QString name = QString::fromStdString(log.actorName(a));
                m_actorCombo->addItem(a == engineActor ? tr("%1 (the queue's own timers)").arg(name)
                                                       : name,
                                      static_cast<uint>(a));
            }
        }
    }
    showFilter();
    updateCount();
    applyTheme();
}

void EventTableView::showFilter()
{
    const EventFilter &f = m_model->filter();
    const QSignalBlocker messageBlocker(m_messageCombo);
    const QSignalBlocker actorBlocker(m_actorCombo);
    const QSignalBlocker kindBlocker(m_kindCombo);
    const QSignalBlocker allBlocker(m_allEvents);
    m_messageCombo->setCurrentIndex(m_messages->rowOf(f.message));
    const int actorRow = m_actorCombo->findData(static_cast<uint>(f.actor));
    m_actorCombo->setCurrentIndex(std::max(0, actorRow));
    m_kindCombo->setCurrentIndex(static_cast<int>(f.group));
    m_allEvents->setChecked(!f.storyOnly);
}

void EventTableView::updateCount()
{
    const Run *run = m_model->run();
    const auto total = run ? static_cast<qulonglong>(run->log().size()) : 0ULL;
    const auto shown = static_cast<qulonglong>(m_model->rowCount());
    m_count->setText(shown == total
                         ? tr("%Ln event(s)", nullptr, static_cast<int>(total))
                         : tr("%L1 of %Ln event(s)", nullptr, static_cast<int>(total)).arg(shown));
}

void EventTableView::followPlayhead()
{
    const QScopedValueRollback guard(m_following, true);
    QItemSelectionModel *selection = m_table->selectionModel();
    const std::int64_t current = m_model->currentSequence();
    const int row = m_model->rowAtOrBefore(current);
    if (row < 0) {
        selection->clear();
        m_table->scrollToTop();
        return;
    }
    // The keyboard's place follows the playhead, so arrow keys step on from there. When the
    // current event is filtered out, that place is the last row before it; the model marks no
    // row current then.
    const int column = m_table->currentIndex().isValid() ? m_table->currentIndex().column() : 0;
    const QModelIndex index = m_model->index(row, column);
    selection->setCurrentIndex(index, QItemSelectionModel::NoUpdate);
    // Hidden (its dock behind another tab), the table scrolls when it is shown again: scrolling
    // it now would only send a screen reader a scroll bar's moves on every step.
    if (m_table->isVisible())
        m_table->scrollTo(index, QAbstractItemView::EnsureVisible);
}

void EventTableView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_table->currentIndex().isValid())
        m_table->scrollTo(m_table->currentIndex(), QAbstractItemView::EnsureVisible);
}

void EventTableView::pickRow(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    const QModelIndex index = m_model->index(row, 0);
    const auto message =
        static_cast<MessageNumber>(index.data(EventTableModel::MessageRole).toUInt());
    const auto actor = static_cast<ActorId>(index.data(EventTableModel::ActorRole).toUInt());
    m_model->seekRow(row);
    if (message != noMessage)
        m_playback->selectMessage(message);
    else if (m_playback->timeline() && m_playback->timeline()->worker(actor))
        m_playback->selectWorker(actor);
}

void EventTableView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitDetails();
}

void EventTableView::fitDetails()
{
    // The sentence is what people read: details (also in every row's tooltip) get at most a
    // fifth of a narrow view.
    // Our own width: the table's viewport is resized only later, when the layout runs.
    const int width =
        std::min(m_detailsWidth, std::max(Theme::instance().px(120), this->width() / 5));
    m_table->horizontalHeader()->resizeSection(EventTableModel::DetailsColumn, width);
}

void EventTableView::applyTheme()
{
    const Theme &theme = Theme::instance();
    const QFont font = theme.font(10);
    setFont(font);
    for (QLabel *label : std::as_const(m_labels))
        label->setFont(font);
    const QFontMetrics metrics(font);
    const int pad = theme.px(14);
    m_table->verticalHeader()->setDefaultSectionSize(metrics.height() + theme.px(6));
    // Bold type for the current row is a little wider: measure with it.
    const QFontMetrics bold(theme.font(10, true));
    QHeaderView *header = m_table->horizontalHeader();
    header->setMinimumSectionSize(theme.px(40));
    const int headerPad = theme.px(20);
    auto width = [&](EventTableModel::Columns column, const QString &sample) {
        const int title =
            metrics.horizontalAdvance(m_model->headerData(column, Qt::Horizontal).toString()) +
            headerPad;
        header->resizeSection(column, std::max(title, bold.horizontalAdvance(sample) + pad));
    };
    QString longestActor = QStringLiteral("worker-10");
    QString longestMessage = QStringLiteral("m10 · ord_1000");
    QString longestHandle = QStringLiteral("m10.r10");
    if (const Run *run = m_model->run()) {
        const EventLog &log = run->log();
        for (ActorId a = 0; a < log.actorCount(); ++a) {
            const QString name = QString::fromStdString(log.actorName(a));
            if (name.size() > longestActor.size())
                longestActor = name;
        }
        // Labels grow with the message number; keys come from the scenario: sample the ends.
        if (const RunTimeline *timeline = m_playback->timeline();
            timeline && !timeline->messages().empty()) {
            const auto &tracks = timeline->messages();
            const std::size_t sample = std::min<std::size_t>(tracks.size(), 64);
            for (std::size_t i = 0; i < sample; ++i) {
                for (const MessageTrack *t : {&tracks[i], &tracks[tracks.size() - 1 - i]}) {
                    const QString text = QString::fromStdString(t->label + " · " + t->key);
                    if (text.size() > longestMessage.size())
                        longestMessage = text;
                }
            }
            longestHandle = QString::fromStdString(tracks.back().label) + QStringLiteral(".r10");
        }
    }
    width(EventTableModel::TimeColumn, QStringLiteral("00000.000"));
    width(EventTableModel::ActorColumn, longestActor.left(24));
    width(EventTableModel::MessageColumn, longestMessage.left(28));
    width(EventTableModel::ReceiptColumn, longestHandle);
    m_detailsWidth = bold.horizontalAdvance(QStringLiteral("deadline t=60 · queue orders")) + pad;
    fitDetails();
    m_table->horizontalHeader()->setFont(font);
}

} // namespace inflight
