// SPDX-License-Identifier: GPL-3.0-or-later
#include "summarypanel.h"

#include "common/format.h"
#include "common/sentencetext.h"
#include "run.h"
#include "runtexts.h"
#include "theme.h"

#include <QHeaderView>
#include <QLabel>
#include <QStringList>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace inflight {

SummaryPanel::SummaryPanel(Playback *playback, QWidget *parent)
    : QWidget(parent), m_playback(playback)
{
    auto *layout = new QVBoxLayout(this);
    m_headline = new QLabel(this);
    m_headline->setObjectName(QStringLiteral("summaryHeadline"));
    m_headline->setWordWrap(true);
    layout->addWidget(m_headline);

    m_effects = new QTreeWidget(this);
    m_effects->setColumnCount(2);
    m_effects->setHeaderLabels({tr("Business key"), tr("Side effects")});
    m_effects->setRootIsDecorated(false);
    m_effects->setUniformRowHeights(true);
    m_effects->header()->setStretchLastSection(true);
    m_effects->setToolTip(tr("Every side effect per business key; click a key to select its "
                             "message"));
    layout->addWidget(m_effects);
    connect(m_effects, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) {
        const auto message = item->data(0, Qt::UserRole).toUInt();
        if (message != noMessage)
            m_playback->selectMessage(message);
    });

    m_metrics = new QLabel(this);
    m_metrics->setObjectName(QStringLiteral("summaryMetrics"));
    m_metrics->setWordWrap(true);
    m_metrics->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_metrics);

    connect(playback, &Playback::runChanged, this, &SummaryPanel::refresh);
    connect(&Theme::instance(), &Theme::changed, this, &SummaryPanel::applyTheme);
    applyTheme();
    refresh();
}

void SummaryPanel::refresh()
{
    m_effects->clear();
    const Run *run = m_playback->run();
    if (!run) {
        m_headline->setText(tr("No scenario"));
        m_metrics->clear();
        return;
    }
    m_effects->setVisible(run->origin != Run::Origin::Recording);
    if (run->origin == Run::Origin::Recording)
        return showRecordedRun(*run);
    const RunMetrics &m = run->metrics;
    const Palette &p = Theme::instance().palette();
    QString headline;
    QColor colour = p.goodText;
    if (!run->problems.empty()) {
        headline =
            tr("The scenario cannot run: %1").arg(QString::fromStdString(run->problems.front()));
        colour = p.warningText;
    } else if (m.duplicateEffects > 0) {
        // Name the first key effected more than once: the concrete double charge.
        for (std::uint32_t k = 0; k < run->ledger.keyCount(); ++k) {
            if (run->ledger.effectCount(k) > 1) {
                headline = translated(keySentence(*run, k));
                break;
            }
        }
        if (m.keysEffectedMoreThanOnce > 1)
            headline = tr("%1 (and %Ln more key(s) effected more than once)", nullptr,
                          static_cast<int>(m.keysEffectedMoreThanOnce - 1))
                           .arg(headline);
        colour = p.warningText;
    } else if (m.lost > 0) {
        headline = tr("%Ln key(s) lost: never effected, and in no queue any more", nullptr,
                      static_cast<int>(m.lost));
        colour = p.warningText;
    } else if (m.keys > 0 && m.keysEffected == m.keys) {
        headline = tr("✓ Every key effected exactly once");
    } else {
        headline = tr("%L1 of %Ln key(s) effected so far", nullptr, static_cast<int>(m.keys))
                       .arg(m.keysEffected);
        colour = p.text;
    }
    m_headline->setText(headline);
    QPalette palette = m_headline->palette();
    palette.setColor(QPalette::WindowText, colour);
    m_headline->setPalette(palette);

    // Keys: the problems first (duplicates, never effected), then the rest, up to a few hundred.
    std::vector<std::uint32_t> keys;
    for (std::uint32_t k = 0; k < run->ledger.keyCount(); ++k)
        keys.push_back(k);
    std::stable_sort(keys.begin(), keys.end(), [&](std::uint32_t a, std::uint32_t b) {
        auto rank = [&](std::uint32_t k) {
            const auto count = run->ledger.effectCount(k);
            return count > 1 ? 0 : count == 0 ? 1 : 2;
        };
        return rank(a) < rank(b);
    });
    const std::size_t shown = std::min<std::size_t>(keys.size(), 500);
    std::vector<MessageNumber> firstMessage(run->ledger.keyCount(), noMessage);
    for (MessageNumber n = static_cast<MessageNumber>(run->keyOfMessage.size()); n-- > 1;) {
        if (run->keyOfMessage[n] < firstMessage.size())
            firstMessage[run->keyOfMessage[n]] = n;
    }
    for (std::size_t i = 0; i < shown; ++i) {
        const std::uint32_t k = keys[i];
        const auto count = run->ledger.effectCount(k);
        auto *item = new QTreeWidgetItem(m_effects);
        item->setText(0, QString::fromStdString(run->ledger.key(k)));
        QString text = count == 0   ? tr("none")
                       : count == 1 ? tr("1 ✓")
                                    : tr("%L1 ✗ duplicate").arg(count);
        const auto effects = run->ledger.effectsFor(k);
        QStringList when;
        for (std::uint32_t e : effects)
            when << tr("t=%1 by %2")
                        .arg(secondsText(run->ledger.effects()[e].time),
                             QString::fromStdString(
                                 run->log().actorName(run->ledger.effects()[e].actor)));
        if (!when.isEmpty())
            text += QStringLiteral("  (") + when.join(QStringLiteral(", ")) + QStringLiteral(")");
        item->setText(1, text);
        item->setToolTip(1, translated(keySentence(*run, k)));
        if (count != 1)
            item->setForeground(1, p.warningText);
        item->setData(0, Qt::UserRole, firstMessage[k]);
    }
    if (keys.size() > shown)
        new QTreeWidgetItem(
            m_effects,
            {tr("… %Ln more key(s)", nullptr, static_cast<int>(keys.size() - shown)), QString()});
    m_effects->resizeColumnToContents(0);
    // As tall as its rows (up to about twelve), so a run with one key leaves room for the rest.
    const int rows = std::min(m_effects->topLevelItemCount(), 12);
    const int rowHeight =
        std::max(m_effects->sizeHintForRow(0), QFontMetrics(m_effects->font()).height() + 4);
    m_effects->setMaximumHeight(m_effects->header()->sizeHint().height() +
                                rowHeight * std::max(rows, 1) + 2 * m_effects->frameWidth() + 4);

    // One phrase per count, each with its own plural, listed with " · ".
    auto count = [](std::uint64_t n) {
        return static_cast<int>(std::min<std::uint64_t>(n, INT_MAX));
    };
    const QString dot = QStringLiteral(" · ");
    QString metrics =
        QStringList{
            tr("<b>%Ln</b> sent", nullptr, count(m.messagesSent)),
            tr("<b>%L1</b> of %Ln key(s) effected", nullptr, count(m.keys)).arg(m.keysEffected),
            tr("<b>%Ln</b> duplicate effect(s)", nullptr, count(m.duplicateEffects)),
            tr("<b>%Ln</b> lost", nullptr, count(m.lost)),
            tr("<b>%Ln</b> to the dead-letter queue", nullptr, count(m.deadLetterArrivals))}
            .join(dot) +
        QStringLiteral("<br>");
    metrics += QStringList{tr("<b>%Ln</b> receive(s) (%L1 empty)", nullptr, count(m.receives))
                               .arg(m.emptyReceives),
                           tr("<b>%Ln</b> billed request(s), $%L1 at list price", nullptr,
                              count(m.billedRequests))
                               .arg(m.costUsd, 0, 'f', 7)}
                   .join(dot);
    if (m.keysEffected > 0)
        metrics += tr("<br>Send to first effect: p50 %1 s, p99 %2 s, max %3 s")
                       .arg(secondsText(m.sendToEffect.p50), secondsText(m.sendToEffect.p99),
                            secondsText(m.sendToEffect.max));
    m_metrics->setText(metrics);
}

void SummaryPanel::showRecordedRun(const Run &run)
{
    // Real clients' side effects are not on the SQS wire: what the wire shows is a message held
    // by two clients at once, the double processing.
    const Palette &p = Theme::instance().palette();
    const std::size_t twice =
        m_playback->timeline() ? m_playback->timeline()->overlaps().size() : 0;
    m_headline->setText(twice == 0   ? tr("No message held by two clients at once")
                        : twice == 1 ? tr("A message was held by two clients at once")
                                     : tr("%Ln time(s) a message was held by two clients at once",
                                          nullptr, static_cast<int>(twice)));
    QPalette palette = m_headline->palette();
    palette.setColor(QPalette::WindowText, twice == 0 ? p.text : p.warningText);
    m_headline->setPalette(palette);
    const RunMetrics &m = run.metrics;
    m_metrics->setText(
        tr("<b>%L1</b> sent · <b>%L2</b> receives (%L3 empty) · <b>%L4</b> to the dead-letter "
           "queue · <b>%L5</b> requests<br>Side effects are not on the SQS wire: the clients' own "
           "ledger says what they did.")
            .arg(m.messagesSent)
            .arg(m.receives)
            .arg(m.emptyReceives)
            .arg(m.deadLetterArrivals)
            .arg(m.apiCalls));
}

void SummaryPanel::applyTheme()
{
    const Theme &theme = Theme::instance();
    m_headline->setFont(theme.font(13, true));
    m_effects->setFont(theme.font(10));
    m_metrics->setFont(theme.font(9.5));
    refresh();
}

} // namespace inflight
