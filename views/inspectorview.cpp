// SPDX-License-Identifier: GPL-3.0-or-later
#include "inspectorview.h"

#include "inspectorfacts.h"
#include "inspectorhistorymodel.h"
#include "theme.h"

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
    : QWidget(parent), m_playback(playback),
      m_historyModel(new InspectorHistoryModel(playback, this))
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
    m_history->header()->setSectionResizeMode(InspectorHistoryModel::TimeColumn,
                                              QHeaderView::Fixed);
    // Wrapped rows change height with the column's width.
    // The header resizes its sections as the view is hidden while it dies, after ~InspectorView:
    // the slot holds the history view, its context, not this inspector.
    connect(m_history->header(), &QHeaderView::sectionResized, m_history,
            [history = m_history] { history->doItemsLayout(); });
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
    // A splitter's handle is a bare box to a screen reader unless it is named.
    m_splitter->handle(1)->setAccessibleName(tr("Divider between the facts and the history"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_hint);
    layout->addWidget(m_splitter, 1);
    // Takes the room the splitter leaves when nothing is selected, so the hint sits at the top.
    layout->addStretch(0);

    auto seek = [this](const QModelIndex &index) {
        if (index.isValid())
            m_playback->seekSequence(index.data(InspectorHistoryModel::SequenceRole).toULongLong());
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
    m_historyTitle->setText(tr("History: %Ln event(s) (click one to go there)", nullptr,
                               static_cast<int>(events.size())));
    m_historyModel->setEvents(m_playback->sharedRun(), std::move(events));
    sizeTimeColumn();
    showTime();
}

void InspectorView::showTime()
{
    const Selection &selection = m_playback->selection();
    const Run *run = m_playback->run();
    const RunTimeline *timeline = m_playback->timeline();
    const TimeMs now = m_playback->time();
    QString html;
    if (!m_splitter->isHidden() && run && timeline) {
        html = factsHtml(selection.kind == Selection::Kind::Message
                             ? messageFacts(*run, *timeline, selection.message, now)
                             : workerFacts(*run, *timeline, selection.worker, now,
                                           m_playback->curtain().has_value()));
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
        more = factTextHtml(FactText::muted(
            tr("… %Ln more character(s)", nullptr, static_cast<int>(text.size() - shownChars))));
        text.truncate(shownChars);
    }
    m_bodyHtml =
        QStringLiteral("<p style=\"margin-top:12px\"><b>%1</b></p>"
                       "<pre style=\"white-space: pre-wrap; font-family: '%2'\">%3</pre>%4")
            .arg(isJson ? tr("Body (JSON)") : tr("Body"),
                 QFontDatabase::systemFont(QFontDatabase::FixedFont).family(), text.toHtmlEscaped(),
                 more);
}

void InspectorView::sizeTimeColumn()
{
    // As wide as the run's latest time with a fraction, in bold (the current row).
    const Theme &theme = Theme::instance();
    const QString digits(QString::number(m_playback->endTime() / 1000).size(), QLatin1Char('0'));
    const QFontMetrics bold(theme.font(10, true));
    m_history->header()->resizeSection(
        InspectorHistoryModel::TimeColumn,
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
