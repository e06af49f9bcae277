// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparisonpanel.h"

#include "common/sentencetext.h"
#include "comparison.h"
#include "theme.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

namespace inflight {

namespace {

QString figure(const MetricChange &m, double value)
{
    return m.dollars ? ComparisonPanel::tr("$%1", "an amount in US dollars")
                           .arg(QLocale().toString(value, 'f', 6))
                     : QLocale().toString(static_cast<qlonglong>(value));
}

} // namespace

ComparisonPanel::ComparisonPanel(Comparison *comparison, QWidget *parent)
    : QFrame(parent), m_comparison(comparison)
{
    setObjectName(QStringLiteral("comparisonPanel"));
    setFrameShape(QFrame::StyledPanel);
    // Two rows, each text beside its buttons: where the runs part and the jump there; what
    // changed, the stage's choice and the way out. The headings above the timelines say which
    // run is which.
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->setHorizontalSpacing(8);
    layout->setVerticalSpacing(2);
    m_divergence = new QLabel(this);
    m_divergence->setObjectName(QStringLiteral("comparisonDivergence"));
    m_divergence->setWordWrap(true);
    m_divergence->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_divergence, 0, 0);
    m_jump = new QPushButton(tr("Jump to the first difference"), this);
    m_jump->setObjectName(QStringLiteral("comparisonJump"));
    layout->addWidget(m_jump, 0, 1, 1, 2);
    m_figures = new QLabel(this);
    m_figures->setObjectName(QStringLiteral("comparisonFigures"));
    m_figures->setTextFormat(Qt::RichText);
    m_figures->setWordWrap(true);
    layout->addWidget(m_figures, 1, 0);
    m_stage = new QComboBox(this);
    m_stage->setObjectName(QStringLiteral("comparisonStage"));
    m_stage->setToolTip(tr("What the stage shows while two runs are compared"));
    m_stage->addItem(tr("Stage: this run"));
    m_stage->addItem(tr("Stage: compared run"));
    m_stage->addItem(tr("Stage: both"));
    layout->addWidget(m_stage, 1, 1);
    auto *close = new QPushButton(tr("End"), this);
    close->setObjectName(QStringLiteral("comparisonClose"));
    close->setToolTip(tr("End the comparison: this run alone again"));
    layout->addWidget(close, 1, 2);
    layout->setColumnStretch(0, 1);

    connect(m_comparison, &Comparison::changed, this, &ComparisonPanel::refresh);
    connect(&Theme::instance(), &Theme::changed, this, &ComparisonPanel::refresh);
    connect(m_jump, &QPushButton::clicked, m_comparison, &Comparison::jumpToDivergence);
    connect(close, &QPushButton::clicked, this, &ComparisonPanel::closeRequested);
    connect(m_stage, &QComboBox::currentIndexChanged, this,
            [this](int index) { emit stageShowsChanged(static_cast<StageShows>(index)); });
    refresh();
}

ComparisonPanel::StageShows ComparisonPanel::stageShows() const
{
    return static_cast<StageShows>(m_stage->currentIndex());
}

void ComparisonPanel::setStageShows(StageShows shows)
{
    m_stage->setCurrentIndex(static_cast<int>(shows));
}

void ComparisonPanel::refresh()
{
    if (!m_comparison->active())
        return;
    const RunComparison &difference = m_comparison->difference();
    const Palette &pal = Theme::instance().palette();
    // Better in green, worse in red: a teacher reads the change before the numbers. The word
    // says it too, for whoever does not see the colour.
    QStringList changes;
    for (const MetricChange &m : difference.metrics) {
        if (!m.changed())
            continue;
        const bool better = (m.after < m.before) == m.lowerIsBetter;
        const QColor colour = better ? pal.goodText : pal.warningText;
        const QString change =
            better ? tr("%1 <b>%2 → <span style=\"color:%4\">%3</span></b> (better)")
                   : tr("%1 <b>%2 → <span style=\"color:%4\">%3</span></b> (worse)");
        changes << change.arg(translated(m.nameSentence), figure(m, m.before), figure(m, m.after),
                              colour.name());
    }
    m_figures->setText(changes.isEmpty() ? tr("The figures are the same in both runs.")
                                         : changes.join(QStringLiteral(" · ")));
    const std::vector<Sentence> lines =
        comparisonSentences(difference, Sentence::text(tr("the run before").toStdString()),
                            Sentence::text(tr("the run after").toStdString()));
    m_divergence->setText(lines.size() > 1 ? translated(lines[1]) : QString());
    m_jump->setEnabled(m_comparison->divergenceTime().has_value());
    m_jump->setToolTip(m_jump->isEnabled() ? tr("Move the playhead to where the runs first part")
                                           : tr("The runs never part"));
}

} // namespace inflight
