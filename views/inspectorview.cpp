// SPDX-License-Identifier: GPL-3.0-or-later
#include "inspectorview.h"

#include "theme.h"

#include <QAbstractTableModel>
#include <QCache>
#include <QFontDatabase>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QScrollBar>
#include <QSplitter>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTextBrowser>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace inflight {

namespace {

QString at(TimeMs time)
{
    return QStringLiteral("t=") + QString::fromStdString(formatSeconds(time));
}

QString handleText(MessageNumber message, std::uint32_t receipt)
{
    return QString::fromStdString(messageLabel(message)) + QStringLiteral(".r") +
           QString::number(receipt);
}

/// "1 message", "2 messages": tr()'s %n needs a translation to choose the plural.
QString count(std::size_t n, const QString &one, const QString &many)
{
    return n == 1 ? QStringLiteral("1 ") + one : QString::number(n) + QLatin1Char(' ') + many;
}

QString esc(const std::string &text)
{
    return QString::fromStdString(text).toHtmlEscaped();
}

/// A label and value row of the facts table.
QString factRow(const QString &label, const QString &value)
{
    // Labels stay on one line and the values take the rest of the width.
    return QStringLiteral(
               "<tr><td valign=\"top\" style=\"padding-right:12px; color:%1; "
               "white-space:nowrap\">%2</td><td valign=\"top\" width=\"100%\">%3</td></tr>")
        .arg(Theme::instance().palette().mutedText.name(), label, value);
}

QString coloured(const QColor &colour, const QString &html, bool bold = true)
{
    return QStringLiteral("<span style=\"color:%1;%2\">%3</span>")
        .arg(colour.name(), bold ? QStringLiteral(" font-weight:600") : QString(), html);
}

QString muted(const QString &html)
{
    return coloured(Theme::instance().palette().mutedText, html, false);
}

/// Red type on a light background is too faint to read; a darker red says the same.
QColor warning()
{
    const Theme &theme = Theme::instance();
    return theme.dark() ? QColor(Palette::red) : QColor(0xB8334A);
}

bool isReceive(const Event &e)
{
    return (e.kind == EventKind::MessageReceived && e.detail != 1) ||
           e.kind == EventKind::DuplicateDelivered;
}

/// The message's latest receive number before the event `sequence` (0: never received).
std::uint32_t latestReceiptBefore(const EventLog &log, const MessageTrack &track,
                                  std::uint64_t sequence)
{
    std::uint32_t latest = 0;
    for (const std::uint64_t s : track.events) {
        if (s >= sequence)
            break;
        if (isReceive(log[s]))
            latest = std::max(latest, log[s].receipt);
    }
    return latest;
}

/// A list of `count` lines, shortened in the middle when long: the first ones tell how it began,
/// the last ones where it is now. Only the lines shown are formatted: a poison message may have
/// been received ten thousand times.
template<class Format>
QString lines(std::size_t count, std::size_t head, std::size_t tail, Format format)
{
    QStringList shown;
    if (count <= head + tail + 1) {
        for (std::size_t i = 0; i < count; ++i)
            shown << format(i);
    } else {
        for (std::size_t i = 0; i < head; ++i)
            shown << format(i);
        shown << muted(InspectorView::tr("… %1 more …").arg(count - head - tail));
        for (std::size_t i = count - tail; i < count; ++i)
            shown << format(i);
    }
    return shown.join(QStringLiteral("<br>"));
}

} // namespace

/// The selection's events, one row each: time and sentence. Events after the playhead are
/// greyed, the current one is bold.
class HistoryModel : public QAbstractTableModel {
public:
    enum Columns { TimeColumn, WhatColumn, ColumnCount };

    explicit HistoryModel(Playback *playback, QObject *parent)
        : QAbstractTableModel(parent), m_playback(playback)
    {
    }

    void setEvents(std::shared_ptr<const Run> run, std::vector<std::uint64_t> events)
    {
        beginResetModel();
        m_run = std::move(run);
        m_events = std::move(events);
        m_sentences.clear();
        endResetModel();
    }

    int rowOf(std::int64_t sequence) const
    {
        const auto it =
            std::lower_bound(m_events.begin(), m_events.end(),
                             static_cast<std::uint64_t>(std::max<std::int64_t>(0, sequence)));
        return sequence >= 0 && it != m_events.end() && static_cast<std::int64_t>(*it) == sequence
                   ? static_cast<int>(it - m_events.begin())
                   : -1;
    }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(m_events.size());
    }
    int columnCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : ColumnCount;
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation == Qt::Horizontal && role == Qt::DisplayRole)
            return section == TimeColumn ? InspectorView::tr("Time")
                                         : InspectorView::tr("What happened");
        return QAbstractTableModel::headerData(section, orientation, role);
    }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!index.isValid() || !m_run || index.row() >= rowCount())
            return {};
        const std::uint64_t sequence = m_events[static_cast<std::size_t>(index.row())];
        const Event &e = m_run->log()[sequence];
        const bool current = m_playback->run() == m_run.get() &&
                             static_cast<std::int64_t>(sequence) == m_playback->currentSequence();
        switch (role) {
        case Qt::DisplayRole:
            return index.column() == TimeColumn ? at(e.time) : sentence(sequence);
        case Qt::ToolTipRole:
            return sentence(sequence);
        case Qt::UserRole:
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
            if (current)
                return Theme::instance().font(10, true);
            return {};
        case Qt::BackgroundRole:
            if (current) {
                QColor colour(Palette::yellow);
                colour.setAlpha(Theme::instance().dark() ? 110 : 90);
                return colour;
            }
            return {};
        default:
            return {};
        }
    }

private:
    QString sentence(std::uint64_t sequence) const
    {
        if (const QString *cached = m_sentences.object(sequence))
            return *cached;
        auto *text = new QString(QString::fromStdString(describeEvent(*m_run, sequence)));
        const QString copy = *text;
        m_sentences.insert(sequence, text);
        return copy;
    }

    Playback *m_playback;
    std::shared_ptr<const Run> m_run;
    std::vector<std::uint64_t> m_events;
    mutable QCache<std::uint64_t, QString> m_sentences{512};
};

namespace {

/// Sentences wrap onto as many lines as they need: at presentation scale in a narrow dock an
/// elided sentence would say nothing.
class WrappingDelegate : public QStyledItemDelegate {
public:
    explicit WrappingDelegate(QTreeView *view) : QStyledItemDelegate(view), m_view(view) {}

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem sized = option;
        initStyleOption(&sized, index);
        // Measured in bold, as if every row were the current one: a row's height then never
        // changes with the playhead, and moving it only needs a repaint.
        sized.font = Theme::instance().font(10, true);
        sized.fontMetrics = QFontMetrics(sized.font);
        // The style wraps text to the option's width; the tree passes none, so give it the
        // column's.
        sized.rect = QRect(0, 0, std::max(1, m_view->header()->sectionSize(index.column())), 1);
        sized.features |= QStyleOptionViewItem::WrapText;
        const QStyle *style = m_view->style();
        QSize size = style->sizeFromContents(QStyle::CT_ItemViewItem, &sized, QSize(), m_view);
        size.rheight() += Theme::instance().px(4);
        return size;
    }

private:
    QTreeView *m_view;
};

} // namespace

InspectorView::InspectorView(Playback *playback, QWidget *parent)
    : QWidget(parent), m_playback(playback), m_historyModel(new HistoryModel(playback, this))
{
    setObjectName(QStringLiteral("inspectorView"));

    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("title"));
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_hint = new QLabel(tr("Click a message or a worker on the stage or the timeline to see "
                           "everything about it at the playhead's time."),
                        this);
    m_hint->setObjectName(QStringLiteral("hint"));
    m_hint->setWordWrap(true);
    m_hint->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    // One document for the facts and the body: a word-wrapped rich-text QLabel in a scroll area
    // measures its text several times per layout, too slow to follow the playhead.
    m_facts = new QTextBrowser;
    m_facts->setObjectName(QStringLiteral("facts"));
    m_facts->setOpenLinks(false);
    m_facts->setFrameShape(QFrame::NoFrame);
    m_facts->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    m_historyTitle = new QLabel(tr("History"));
    m_history = new QTreeView;
    m_history->setObjectName(QStringLiteral("history"));
    m_history->setModel(m_historyModel);
    m_history->setRootIsDecorated(false);
    m_history->setItemsExpandable(false);
    m_history->setAlternatingRowColors(true);
    m_history->setWordWrap(true);
    m_history->setTextElideMode(Qt::ElideNone);
    m_history->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_history->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_history->setItemDelegate(new WrappingDelegate(m_history));
    m_history->header()->setStretchLastSection(true);
    m_history->header()->setSectionResizeMode(HistoryModel::TimeColumn, QHeaderView::Fixed);
    // Wrapped rows change height with the column's width.
    connect(m_history->header(), &QHeaderView::sectionResized, m_history,
            [this] { m_history->doItemsLayout(); });
    auto *historyBox = new QWidget;
    auto *historyLayout = new QVBoxLayout(historyBox);
    historyLayout->setContentsMargins(0, 0, 0, 0);
    historyLayout->addWidget(m_historyTitle);
    historyLayout->addWidget(m_history, 1);

    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->addWidget(m_facts);
    m_splitter->addWidget(historyBox);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_hint);
    layout->addWidget(m_splitter, 1);
    // Takes the room the splitter leaves when nothing is selected, so the hint sits at the top.
    layout->addStretch(0);

    auto seek = [this](const QModelIndex &index) {
        if (index.isValid())
            m_playback->seekSequence(index.data(Qt::UserRole).toULongLong());
    };
    connect(m_history, &QAbstractItemView::clicked, this, seek);
    connect(m_history, &QAbstractItemView::activated, this, seek);

    connect(m_playback, &Playback::runChanged, this, &InspectorView::showSelection);
    connect(m_playback, &Playback::selectionChanged, this, &InspectorView::showSelection);
    connect(m_playback, &Playback::curtainChanged, this, &InspectorView::showSelection);
    connect(m_playback, &Playback::timeChanged, this, &InspectorView::showTime);
    connect(m_playback, &Playback::eventChanged, this, &InspectorView::showTime);
    connect(&Theme::instance(), &Theme::changed, this, &InspectorView::applyTheme);

    applyTheme();
}

QString InspectorView::plainText() const
{
    QStringList parts{m_title->text()};
    if (m_hint->isVisibleTo(this))
        parts << m_hint->text();
    if (!m_splitter->isHidden())
        parts << m_facts->toPlainText();
    return parts.join(QLatin1Char('\n'));
}

void InspectorView::showSelection()
{
    const Selection &selection = m_playback->selection();
    const Run *run = m_playback->run();
    const RunTimeline *timeline = m_playback->timeline();
    const bool message = run && timeline && selection.kind == Selection::Kind::Message &&
                         timeline->track(selection.message);
    const bool worker = run && timeline && selection.kind == Selection::Kind::Worker &&
                        timeline->worker(selection.worker);
    m_hint->setVisible(!message && !worker);
    m_splitter->setVisible(message || worker);
    m_bodyHtml.clear();

    std::vector<std::uint64_t> events;
    if (message) {
        const MessageTrack &track = *timeline->track(selection.message);
        m_title->setText(
            track.key.empty()
                ? tr("Message %1").arg(QString::fromStdString(track.label))
                : tr("Message %1 · %2")
                      .arg(QString::fromStdString(track.label), QString::fromStdString(track.key)));
        setBody(QString::fromStdString(run->engine->messageBody(selection.message)));
        events = track.events;
    } else if (worker) {
        m_title->setText(
            tr("Worker %1").arg(QString::fromStdString(run->log().actorName(selection.worker))));
        // Its story events: what it received, worked on, extended, deleted; not every poll.
        const EventLog &log = run->log();
        for (std::uint64_t sequence = 0; sequence < log.size(); ++sequence) {
            const Event &e = log[sequence];
            if (e.actor == selection.worker && isMajorEvent(e))
                events.push_back(sequence);
        }
    } else {
        m_title->setText(tr("Nothing selected"));
    }
    // While a lesson's question waits, the history stops where the timeline's curtain starts:
    // it would otherwise tell the answer.
    if (const auto curtain = m_playback->curtain(); curtain && run) {
        std::erase_if(events,
                      [&](std::uint64_t sequence) { return run->log()[sequence].time > *curtain; });
    }
    m_historyTitle->setText(tr("History: %1 (click one to go there)")
                                .arg(count(events.size(), tr("event"), tr("events"))));
    m_historyModel->setEvents(m_playback->sharedRun(), std::move(events));
    sizeTimeColumn();
    showTime();
}

void InspectorView::showTime()
{
    const Selection &selection = m_playback->selection();
    QString html;
    if (!m_splitter->isHidden()) {
        html = selection.kind == Selection::Kind::Message ? messageFacts(selection.message)
                                                          : workerFacts(selection.worker);
    }
    html += m_bodyHtml;
    // Rich text is laid out again on every change: skip it while the facts stay the same. A new
    // text scrolls to the top; keep the reader's place.
    if (html != m_factsHtml) {
        m_factsHtml = html;
        const int scroll = m_facts->verticalScrollBar()->value();
        m_facts->setHtml(html);
        m_facts->verticalScrollBar()->setValue(scroll);
    }
    // Which rows are past, current or future is read at paint time; a dataChanged over a long
    // history would make the tree measure every row again.
    m_history->viewport()->update();
    const int row = m_historyModel->rowOf(m_playback->currentSequence());
    if (row >= 0)
        m_history->scrollTo(m_historyModel->index(row, 0), QAbstractItemView::EnsureVisible);
}

void InspectorView::setBody(const QString &body)
{
    // JSON bodies are shown indented; anything else as it is. A body can be 256 KiB: the
    // inspector shows its beginning.
    constexpr int shownChars = 4000;
    QJsonParseError error{};
    const QJsonDocument json = QJsonDocument::fromJson(body.toUtf8(), &error);
    const bool isJson = error.error == QJsonParseError::NoError && !json.isNull();
    QString text =
        isJson ? QString::fromUtf8(json.toJson(QJsonDocument::Indented)).trimmed() : body;
    QString more;
    if (text.size() > shownChars) {
        more = muted(tr("… %1 more characters").arg(text.size() - shownChars));
        text.truncate(shownChars);
    }
    m_bodyHtml =
        QStringLiteral("<p style=\"margin-top:12px\"><b>%1</b></p>"
                       "<pre style=\"white-space: pre-wrap; font-family: '%2'\">%3</pre>%4")
            .arg(isJson ? tr("Body (JSON)") : tr("Body"),
                 QFontDatabase::systemFont(QFontDatabase::FixedFont).family(), text.toHtmlEscaped(),
                 more);
}

QString InspectorView::messageFacts(MessageNumber message) const
{
    const Run *run = m_playback->run();
    const RunTimeline *timeline = m_playback->timeline();
    const MessageTrack *track = timeline ? timeline->track(message) : nullptr;
    if (!run || !track)
        return {};
    const EventLog &log = run->log();
    const TimeMs now = m_playback->time();
    const bool staleDeletes = run->scenario.engine.staleHandleDelete == StaleHandleDelete::Delete;
    auto queueName = [&](QueueIndex queue) {
        return esc(log.queueName(queue));
    };
    auto actorName = [&](ActorId actor) {
        return esc(log.actorName(actor));
    };

    struct Receive {
        std::uint32_t receipt;
        TimeMs time;
        ActorId actor;
    };
    std::vector<Receive> receives;
    std::vector<std::uint64_t> deletes;
    for (const std::uint64_t sequence : track->events) {
        const Event &e = log[sequence];
        if (e.time > now)
            break;
        if (isReceive(e))
            receives.push_back({e.receipt, e.time, e.actor});
        if (e.kind == EventKind::MessageDeleted || e.kind == EventKind::DeleteIgnored)
            deletes.push_back(sequence);
    }

    QString rows;
    const PhaseSpan *span = timeline->spanAt(message, now);
    QString state;
    if (!span) {
        const Event &sent = log[track->events.front()];
        state = tr("not sent yet: %1 sends it at %2").arg(actorName(sent.actor), at(track->sentAt));
    } else {
        const Event &began = log[span->sequence];
        const QString queue = queueName(span->queue);
        switch (span->phase) {
        case MessagePhase::Delayed:
            state = tr("<b>delayed</b> in %1 until %2").arg(queue, at(began.a));
            break;
        case MessagePhase::Visible:
            state =
                began.kind == EventKind::MovedToDeadLetterQueue
                    ? tr("<b>in the dead-letter queue</b> %1 since %2").arg(queue, at(span->from))
                    : tr("<b>visible</b> in %1 since %2: the next receive gets it")
                          .arg(queue, at(span->from));
            break;
        case MessagePhase::InFlight:
            state = tr("<b>in flight</b> in %1 since %2, lent to %3 with %4")
                        .arg(queue, at(span->from), actorName(span->holder),
                             handleText(message, span->receipt));
            break;
        case MessagePhase::Deleted:
            state = tr("<b>deleted</b> at %1 by %2").arg(at(span->from), actorName(began.actor));
            break;
        case MessagePhase::Expired:
            state = tr("<b>expired</b> at %1: its retention period was over").arg(at(span->from));
            break;
        case MessagePhase::Purged:
            state = tr("<b>purged</b> from %1 at %2").arg(queue, at(span->from));
            break;
        case MessagePhase::Redriven:
            state = tr("<b>redriven</b> out of %1 at %2").arg(queue, at(span->from));
            break;
        case MessagePhase::Dropped:
            state = tr("<b>gone</b> at %1: its queue %2 was deleted").arg(at(span->from), queue);
            break;
        }
    }
    rows += factRow(tr("State at %1").arg(at(now)), state);

    if (span && span->phase == MessagePhase::InFlight) {
        const TimeMs deadline = timeline->deadlineAt(message, now);
        int extensions = 0;
        for (const DeadlineChange &change : track->deadlineChanges) {
            if (change.receipt == span->receipt && change.time <= now && change.time >= span->from)
                ++extensions;
        }
        QString text =
            tr("%1, in %2 s: then it is visible again unless it is deleted or "
               "extended first")
                .arg(at(deadline), QString::fromStdString(formatSeconds(deadline - now)));
        if (extensions > 0)
            text += muted(
                tr(" (moved %1 by ChangeMessageVisibility)")
                    .arg(count(static_cast<std::size_t>(extensions), tr("time"), tr("times"))));
        rows += factRow(tr("Visibility deadline"), text);
    }

    rows += factRow(tr("Receive count"),
                    tr("%1 so far <span style=\"color:%2\">(ApproximateReceiveCount)</span>")
                        .arg(receives.size())
                        .arg(Theme::instance().palette().mutedText.name()));

    // Receipt handles: one per receive; only the latest one can still delete the message.
    auto handleLine = [&](std::size_t i) {
        const Receive &r = receives[i];
        const QString handle = QStringLiteral("<b>%1</b>").arg(handleText(message, r.receipt));
        QString status;
        if (i + 1 < receives.size()) {
            const QString since = at(receives[i + 1].time);
            status = staleDeletes
                         ? tr("%1 since %2: AWS would delete nothing with it; this scenario's "
                              "engine deletes anyway (staleHandleDelete: delete)")
                               .arg(coloured(warning(), tr("stale")), since)
                         : tr("%1 since %2: a delete with it deletes nothing")
                               .arg(coloured(warning(), tr("stale")), since);
        } else if (span && span->phase == MessagePhase::InFlight && span->receipt == r.receipt) {
            status = tr("<b>current</b>: a delete with it deletes the message, a "
                        "ChangeMessageVisibility with it moves the deadline");
        } else if (span && phaseIsLive(span->phase)) {
            status = tr("latest: not in flight any more (since %1), but a delete with it still "
                        "deletes until the next receive")
                         .arg(at(span->from));
        } else {
            status = tr("latest; the message is %1, so a delete with it deletes nothing")
                         .arg(QString::fromLatin1(span ? phaseName(span->phase) : "gone"));
        }
        QString used = tr("received by %1 at %2").arg(actorName(r.actor), at(r.time));
        for (const std::uint64_t sequence : deletes) {
            const Event &e = log[sequence];
            if (e.receipt != r.receipt)
                continue;
            const bool deleted = e.kind == EventKind::MessageDeleted;
            const bool stale =
                e.detail == static_cast<std::uint8_t>(DeleteIgnoredReason::StaleReceiptHandle);
            used += tr(" · delete by %1 at %2: %3")
                        .arg(actorName(e.actor), at(e.time),
                             deleted ? tr("deleted")
                             : stale ? tr("nothing deleted")
                                     : tr("already gone"));
        }
        return QStringLiteral("%1 — %2<br>%3").arg(handle, status, muted(used));
    };
    rows += factRow(tr("Receipt handles"), receives.empty()
                                               ? muted(tr("none yet: nobody has received it"))
                                               : lines(receives.size(), 2, 5, handleLine));

    if (const auto key = run->keyOf(message)) {
        std::vector<std::uint32_t> effects;
        for (const std::uint32_t index : run->ledger.effectsFor(*key)) {
            if (run->ledger.effects()[index].time > now)
                break;
            effects.push_back(index);
        }
        auto effectLine = [&](std::size_t i) {
            const SideEffectRecord &effect = run->ledger.effects()[effects[i]];
            QString text = tr("%1 by %2").arg(at(effect.time), actorName(effect.actor));
            if (i > 0)
                text += QStringLiteral(" ") + coloured(warning(), tr("(a duplicate)"));
            return text;
        };
        rows +=
            factRow(tr("Side effects"), effects.empty() ? muted(tr("none yet"))
                                                        : lines(effects.size(), 1, 4, effectLine));
    }

    rows += factRow(tr("Business key"), track->key.empty() ? muted(tr("none")) : esc(track->key));
    rows += factRow(tr("MessageId"),
                    QStringLiteral("<tt>%1</tt>").arg(esc(run->engine->messageId(message))));
    rows +=
        factRow(tr("Sent"), tr("%1 by %2 to %3")
                                .arg(at(track->sentAt), actorName(log[track->events.front()].actor),
                                     queueName(track->firstQueue)));
    const MessageAttributeMap &attributes = run->engine->messageAttributes(message);
    if (!attributes.empty()) {
        QStringList list;
        for (const auto &[name, value] : attributes) {
            list << QStringLiteral("%1 <span style=\"color:%2\">(%3)</span> = %4")
                        .arg(esc(name), Theme::instance().palette().mutedText.name(),
                             esc(value.dataType),
                             value.binaryValue.empty()
                                 ? esc(value.stringValue)
                                 : count(value.binaryValue.size(), tr("byte"), tr("bytes")));
        }
        rows += factRow(tr("Attributes"), list.join(QStringLiteral("<br>")));
    }
    return QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">%1</table>").arg(rows);
}

QString InspectorView::workerFacts(ActorId actor) const
{
    const Run *run = m_playback->run();
    const RunTimeline *timeline = m_playback->timeline();
    const WorkerTrack *worker = timeline ? timeline->worker(actor) : nullptr;
    if (!run || !worker)
        return {};
    const EventLog &log = run->log();
    const TimeMs now = m_playback->time();
    auto messageName = [&](MessageNumber message) {
        const MessageTrack *track = timeline->track(message);
        return track && !track->key.empty()
                   ? QStringLiteral("%1 (%2)").arg(esc(track->label), esc(track->key))
                   : QString::fromStdString(messageLabel(message));
    };

    QString rows;
    // Where the worker is at the playhead: down, working, or waiting for a message.
    const JobSpan *job = nullptr;
    for (const JobSpan &j : worker->jobs) {
        if (j.from <= now && now < j.to)
            job = &j;
    }
    const std::pair<TimeMs, TimeMs> *down = nullptr;
    for (const auto &d : worker->down) {
        if (d.first <= now && now < d.second)
            down = &d;
    }
    QString state;
    if (down) {
        state =
            coloured(warning(), tr("down")) +
            (down->second == neverMs
                 ? tr(": crashed at %1 and never restarts").arg(at(down->first))
                 : tr(": crashed at %1, restarts at %2").arg(at(down->first), at(down->second)));
    } else if (job) {
        state = tr("<b>working</b> on %1 with %2 since %3, until %4")
                    .arg(messageName(job->message), handleText(job->message, job->receipt),
                         at(job->from), at(job->to));
        // Not while a question waits: the overlap is often what the question asks about.
        if (job->overlapped && !m_playback->curtain())
            state += QStringLiteral("<br>") +
                     coloured(warning(), tr("another worker processes the same message at "
                                            "some point of this job"));
    } else {
        state = tr("<b>waiting</b> for a message");
    }
    rows += factRow(tr("State at %1").arg(at(now)), state);

    // Jobs that have ended by now.
    std::vector<const JobSpan *> jobs;
    int effected = 0;
    int skipped = 0;
    int failed = 0;
    int crashed = 0;
    for (const JobSpan &j : worker->jobs) {
        if (j.to > now || j.outcome == JobSpan::Outcome::Unfinished)
            continue;
        jobs.push_back(&j);
        effected += j.outcome == JobSpan::Outcome::Effected ? 1 : 0;
        skipped += j.outcome == JobSpan::Outcome::Skipped ? 1 : 0;
        failed += j.outcome == JobSpan::Outcome::Failed ? 1 : 0;
        crashed += j.outcome == JobSpan::Outcome::Crashed ? 1 : 0;
    }
    auto jobLine = [&](std::size_t i) {
        const JobSpan &j = *jobs[i];
        QString outcome;
        switch (j.outcome) {
        case JobSpan::Outcome::Effected:
            outcome = tr("side effect done");
            break;
        case JobSpan::Outcome::Skipped:
            outcome = tr("skipped: already done (idempotency)");
            break;
        case JobSpan::Outcome::Failed:
            outcome = tr("failed");
            break;
        case JobSpan::Outcome::Crashed:
            outcome = coloured(warning(), tr("crashed"));
            break;
        case JobSpan::Outcome::Unfinished:
            break;
        }
        QString text = tr("%1 with %2, %3–%4: %5")
                           .arg(messageName(j.message), handleText(j.message, j.receipt),
                                at(j.from), QString::fromStdString(formatSeconds(j.to)), outcome);
        if (j.overlapped)
            text += QStringLiteral(" ") + coloured(warning(), tr("(overlapped another worker)"));
        return text;
    };
    rows += factRow(tr("Current job"), job ? tr("%1 with %2")
                                                 .arg(messageName(job->message),
                                                      handleText(job->message, job->receipt))
                                           : muted(tr("none")));
    QString jobSummary = tr("%1 finished").arg(jobs.size());
    QStringList outcomes;
    if (effected)
        outcomes << tr("%1 with the side effect").arg(effected);
    if (skipped)
        outcomes << tr("%1 skipped").arg(skipped);
    if (failed)
        outcomes << tr("%1 failed").arg(failed);
    if (crashed)
        outcomes << tr("%1 crashed").arg(crashed);
    if (!outcomes.isEmpty())
        jobSummary += QStringLiteral(" (") + outcomes.join(QStringLiteral(", ")) + QLatin1Char(')');
    if (!jobs.empty())
        jobSummary += QStringLiteral("<br>") + lines(jobs.size(), 1, 4, jobLine);
    rows += factRow(tr("Jobs done"), jobSummary);

    int receives = 0;
    int empty = 0;
    int heartbeats = 0;
    TimeMs lastHeartbeat = 0;
    int effects = 0;
    int duplicates = 0;
    std::vector<const WorkerMark *> deletes;
    std::vector<const WorkerMark *> crashes;
    for (const WorkerMark &mark : worker->marks) {
        if (mark.time > now)
            break;
        switch (mark.kind) {
        case WorkerMark::Kind::Receive:
            ++receives;
            break;
        case WorkerMark::Kind::EmptyReceive:
            ++empty;
            break;
        case WorkerMark::Kind::Heartbeat:
            ++heartbeats;
            lastHeartbeat = mark.time;
            break;
        case WorkerMark::Kind::Effect:
            ++effects;
            break;
        case WorkerMark::Kind::DuplicateEffect:
            ++effects;
            ++duplicates;
            break;
        case WorkerMark::Kind::Delete:
        case WorkerMark::Kind::StaleDelete:
        case WorkerMark::Kind::DeleteGone:
            deletes.push_back(&mark);
            break;
        case WorkerMark::Kind::Crash:
            crashes.push_back(&mark);
            break;
        default:
            break;
        }
    }
    // A delete with a stale handle that deleted all the same (the toy's engine knob) is still a
    // stale delete: the latest receive number before it tells.
    auto staleLatest = [&](const WorkerMark &mark) -> std::uint32_t {
        if (mark.kind == WorkerMark::Kind::StaleDelete)
            return static_cast<std::uint32_t>(log[mark.sequence].a);
        if (mark.kind != WorkerMark::Kind::Delete)
            return 0;
        const MessageTrack *track = timeline->track(mark.message);
        const std::uint32_t latest = track ? latestReceiptBefore(log, *track, mark.sequence) : 0;
        return latest > mark.receipt ? latest : 0;
    };
    int staleCount = 0;
    for (const WorkerMark *mark : deletes)
        staleCount += staleLatest(*mark) != 0 ? 1 : 0;
    auto deleteLine = [&](std::size_t i) {
        const WorkerMark &mark = *deletes[i];
        const QString what = tr("%1 %2 with %3")
                                 .arg(at(mark.time), messageName(mark.message),
                                      handleText(mark.message, mark.receipt));
        const std::uint32_t latest = staleLatest(mark);
        QString outcome;
        if (mark.kind == WorkerMark::Kind::StaleDelete)
            outcome = tr("%1 handle (the latest was %2): SQS answered 200 and deleted nothing")
                          .arg(coloured(warning(), tr("stale")), handleText(mark.message, latest));
        else if (mark.kind == WorkerMark::Kind::DeleteGone)
            outcome = tr("the message was already gone: nothing to delete");
        else if (latest != 0)
            outcome = tr("%1 handle (the latest was %2), deleted anyway: this scenario's engine "
                         "deletes with stale handles (AWS might not)")
                          .arg(coloured(warning(), tr("stale")), handleText(mark.message, latest));
        else
            outcome = tr("deleted");
        return tr("%1 — %2").arg(what, outcome);
    };
    auto crashLine = [&](std::size_t i) {
        static const char *points[] = {"", " before the side effect",
                                       " after the side effect, before the delete",
                                       " during a heartbeat"};
        const WorkerMark &mark = *crashes[i];
        QString text = at(mark.time) + QString::fromLatin1(points[log[mark.sequence].detail % 4]);
        for (const auto &d : worker->down) {
            if (d.first != mark.time)
                continue;
            text += d.second == neverMs
                        ? tr(", never restarted")
                        : tr(", down until %1 (%2 s)")
                              .arg(at(d.second),
                                   QString::fromStdString(formatSeconds(d.second - d.first)));
        }
        return text;
    };

    rows += factRow(
        tr("Receives"),
        tr("%1 received")
                .arg(count(static_cast<std::size_t>(receives), tr("message"), tr("messages"))) +
            muted(QStringLiteral(", ") + count(static_cast<std::size_t>(empty), tr("empty receive"),
                                               tr("empty receives"))));
    rows += factRow(tr("Heartbeats sent"), heartbeats == 0
                                               ? muted(tr("none"))
                                               : tr("%1 (ChangeMessageVisibility), the last at %2")
                                                     .arg(heartbeats)
                                                     .arg(at(lastHeartbeat)));
    QString deleteText =
        deletes.empty() ? muted(tr("none yet")) : lines(deletes.size(), 1, 5, deleteLine);
    if (staleCount > 0)
        deleteText = coloured(warning(), tr("%1 with a stale handle").arg(staleCount)) +
                     QStringLiteral("<br>") + deleteText;
    rows += factRow(tr("Deletes"), deleteText);
    rows += factRow(tr("Side effects"),
                    effects == 0      ? muted(tr("none yet"))
                    : duplicates == 0 ? QString::number(effects)
                                      : tr("%1, %2").arg(effects).arg(coloured(
                                            warning(), tr("%1 a duplicate").arg(duplicates))));
    TimeMs downMs = 0;
    for (const auto &d : worker->down) {
        if (d.first < now)
            downMs += std::min(d.second, now) - d.first;
    }
    rows += factRow(tr("Crashes"),
                    crashes.empty() ? muted(tr("none"))
                                    : lines(crashes.size(), 1, 4, crashLine) +
                                          tr("<br>down %1 s in all so far")
                                              .arg(QString::fromStdString(formatSeconds(downMs))));
    return QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">%1</table>").arg(rows);
}

void InspectorView::sizeTimeColumn()
{
    // As wide as the run's latest time with a fraction, in bold (the current row).
    const Theme &theme = Theme::instance();
    const QString digits(QString::number(m_playback->endTime() / 1000).size(), QLatin1Char('0'));
    const QFontMetrics bold(theme.font(10, true));
    m_history->header()->resizeSection(
        HistoryModel::TimeColumn,
        bold.horizontalAdvance(QStringLiteral("t=%1.5").arg(digits)) + theme.px(16));
}

void InspectorView::applyTheme()
{
    const Theme &theme = Theme::instance();
    const QFont font = theme.font(10);
    setFont(font);
    m_title->setFont(theme.font(13, true));
    m_hint->setFont(theme.font(11));
    QPalette hintPalette = m_hint->palette();
    hintPalette.setColor(QPalette::WindowText, theme.palette().mutedText);
    m_hint->setPalette(hintPalette);
    m_facts->setFont(font);
    m_historyTitle->setFont(theme.font(10, true));
    m_history->setFont(font);
    m_history->header()->setFont(font);
    sizeTimeColumn();
    layout()->setContentsMargins(theme.px(8), theme.px(8), theme.px(8), theme.px(8));
    // Colours inside the facts' HTML come from the palette: build them again.
    m_factsHtml.clear();
    showSelection();
}

} // namespace inflight
