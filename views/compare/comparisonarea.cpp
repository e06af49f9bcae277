// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparisonarea.h"

#include "comparison.h"
#include "stagescale.h"
#include "stageview.h"
#include "theme.h"
#include "timelineview.h"

#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

namespace inflight {

namespace {

// Two stages of 700 px each still read; at 1280x720 with the side panel each would be too
// narrow.
constexpr int sideBySideWidth = 1400;

QLabel *heading(QWidget *parent, const char *name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setTextFormat(Qt::RichText);
    label->setContentsMargins(8, 2, 8, 2);
    label->hide();
    return label;
}

/// The stage's frameless scroll area: at a large display scale the stage keeps its size (its
/// minimum grows with the scale) and scrolls rather than draw smaller. The area asks for the
/// stage's least size at 100%, as the stage did before it scrolled, so that nothing scrolls at
/// 100%; at a larger scale for less, as the transport and the panels grow, so that the window
/// still fits a 1280x720 screen.
class StageScrollArea : public QScrollArea {
public:
    using QScrollArea::QScrollArea;
    QSize minimumSizeHint() const override
    {
        return stageMinimumSize(1.0 / Theme::instance().factor());
    }
    // The stage's own wish, as before it scrolled: QScrollArea's caps it at 36 x 24 lines of
    // text, which gave the stage 19 px less of a 1280x720 window and its type the 5-point floor.
    QSize sizeHint() const override
    {
        return widget() ? widget()->sizeHint() : QScrollArea::sizeHint();
    }
};

/// A stage in its scroll area. The stage itself is the Tab stop, not the area.
QScrollArea *scrolled(StageView *stage, const char *name, QWidget *parent)
{
    auto *area = new StageScrollArea(parent);
    area->setObjectName(QLatin1String(name));
    area->setFrameShape(QFrame::NoFrame);
    area->setFocusPolicy(Qt::NoFocus);
    area->setWidgetResizable(true);
    area->setWidget(stage);
    QObject::connect(&Theme::instance(), &Theme::changed, area, [area] { area->updateGeometry(); });
    return area;
}

} // namespace

ComparisonArea::ComparisonArea(Comparison *comparison, StageView *stage, TimelineView *timeline,
                               QWidget *parent)
    : QWidget(parent), m_comparison(comparison), m_stage(stage), m_timeline(timeline)
{
    // Each view under its heading; the compared run's boxes move before or after the main ones.
    auto boxed = [this](QLabel *label, QWidget *view) {
        auto *box = new QWidget(this);
        auto *layout = new QVBoxLayout(box);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(0);
        layout->addWidget(label);
        layout->addWidget(view, 1);
        return box;
    };
    m_stages = new QSplitter(Qt::Horizontal, this);
    m_stages->setObjectName(QStringLiteral("comparisonStages"));
    m_mainStageHeading = heading(this, "mainStageHeading");
    m_comparedStageHeading = heading(this, "comparedStageHeading");
    m_comparedStage = new StageView(m_comparison->comparedPlayback(), this);
    m_comparedStage->setObjectName(QStringLiteral("comparedStage"));
    m_stageScroll = scrolled(m_stage, "stageScroll", this);
    m_comparedStageScroll = scrolled(m_comparedStage, "comparedStageScroll", this);
    m_mainStageBox = boxed(m_mainStageHeading, m_stageScroll);
    m_comparedStageBox = boxed(m_comparedStageHeading, m_comparedStageScroll);
    m_stages->addWidget(m_mainStageBox);
    m_stages->addWidget(m_comparedStageBox);
    m_stages->setChildrenCollapsible(false);
    m_comparedStageBox->hide();

    m_mainHeading = heading(this, "mainRunHeading");
    m_comparedHeading = heading(this, "comparedRunHeading");
    m_comparedTimeline = new TimelineView(m_comparison->comparedPlayback(), this);
    m_comparedTimeline->setObjectName(QStringLiteral("comparedTimeline"));
    m_comparedTimeline->setNotesEnabled(false);
    QWidget *mainBox = boxed(m_mainHeading, m_timeline);
    m_comparedBox = boxed(m_comparedHeading, m_comparedTimeline);
    m_comparedBox->hide();
    m_timelines = new QSplitter(Qt::Vertical, this);
    m_timelines->setObjectName(QStringLiteral("comparisonTimelines"));
    m_timelines->addWidget(m_comparedBox);
    m_timelines->addWidget(mainBox);
    m_timelines->setChildrenCollapsible(false);

    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setObjectName(QStringLiteral("stageTimelineSplitter"));
    m_splitter->addWidget(m_stages);
    m_splitter->addWidget(m_timelines);
    // The timeline needs a lane per message and per worker plus the effects lane and its legend;
    // the stage draws well in less.
    m_splitter->setStretchFactor(0, 4);
    m_splitter->setStretchFactor(1, 5);
    m_splitter->setChildrenCollapsible(false);
    // A splitter's handle is a bare box to a screen reader unless it is named.
    m_stages->handle(1)->setAccessibleName(tr("Divider between the two stages"));
    m_timelines->handle(1)->setAccessibleName(tr("Divider between the two timelines"));
    m_splitter->handle(1)->setAccessibleName(tr("Divider between the stage and the timeline"));

    m_panel = new ComparisonPanel(m_comparison, this);
    m_panel->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_splitter, 1);
    layout->addWidget(m_panel);

    connect(m_comparison, &Comparison::changed, this, &ComparisonArea::refresh);
    connect(m_panel, &ComparisonPanel::stageShowsChanged, this, [this](auto shows) {
        m_stageChosen = true;
        showStages(shows);
    });
    connect(m_panel, &ComparisonPanel::closeRequested, this, &ComparisonArea::closeRequested);
}

ComparisonPanel::StageShows ComparisonArea::defaultStageShows() const
{
    return width() >= sideBySideWidth ? ComparisonPanel::StageShows::Both
                                      : ComparisonPanel::StageShows::MainRun;
}

void ComparisonArea::refresh()
{
    const bool active = m_comparison->active();
    m_panel->setVisible(active);
    m_comparedBox->setVisible(active);
    m_mainHeading->setVisible(active);
    m_comparedHeading->setVisible(active);
    // Two timelines, their headings and the summary must fit a 1280x720 projector with the
    // stage: each view gives up some of its usual minimum height while they share the space.
    m_timeline->setMinimumHeight(active ? 110 : 0);
    m_comparedTimeline->setMinimumHeight(active ? 110 : 0);
    m_stageScroll->setMinimumHeight(active ? 170 : 0);
    m_comparedStageScroll->setMinimumHeight(active ? 170 : 0);
    if (!active) {
        m_timeline->shareTimeAxis(nullptr);
        m_comparedTimeline->shareTimeAxis(nullptr);
        m_timeline->setDivergence(std::nullopt);
        showStages(ComparisonPanel::StageShows::MainRun);
        m_wasActive = false;
        return;
    }
    const bool first = m_comparison->comparedFirst();
    // The "before" above the "after", and left of it on the stage.
    m_timelines->insertWidget(first ? 0 : 1, m_comparedBox);
    m_stages->insertWidget(first ? 0 : 1, m_comparedStageBox);
    const QString compared =
        tr("<b>%1:</b> %2")
            .arg(first ? tr("Before") : tr("After"), m_comparison->comparedName().toHtmlEscaped());
    const QString main =
        tr("<b>%1:</b> %2 <i>(this run)</i>")
            .arg(first ? tr("After") : tr("Before"), m_comparison->mainName().toHtmlEscaped());
    m_comparedHeading->setText(compared);
    m_comparedStageHeading->setText(compared);
    m_mainHeading->setText(main);
    m_mainStageHeading->setText(main);
    m_timeline->shareTimeAxis(m_comparedTimeline);
    m_comparedTimeline->shareTimeAxis(m_timeline);
    m_timeline->setDivergence(m_comparison->divergenceTime());
    m_comparedTimeline->setDivergence(m_comparison->divergenceTime());
    if (!m_wasActive) {
        m_timelines->setSizes({1, 1});
        const int height = m_splitter->height();
        m_splitter->setSizes({height * 35 / 100, height - height * 35 / 100});
        m_timeline->fitAll();
        if (!m_stageChosen)
            m_panel->setStageShows(defaultStageShows());
        showStages(m_panel->stageShows());
    }
    m_wasActive = true;
}

void ComparisonArea::showStages(ComparisonPanel::StageShows shows)
{
    const bool comparing = m_comparison->active();
    m_mainStageBox->setVisible(!comparing || shows != ComparisonPanel::StageShows::ComparedRun);
    m_comparedStageBox->setVisible(comparing && shows != ComparisonPanel::StageShows::MainRun);
    // A heading says which run a stage shows whenever it is not simply this run alone.
    m_mainStageHeading->setVisible(comparing && shows == ComparisonPanel::StageShows::Both);
    m_comparedStageHeading->setVisible(comparing);
}

void ComparisonArea::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Until the teacher picks what the stage shows, it follows the window's width.
    if (m_comparison->active() && !m_stageChosen && m_panel->stageShows() != defaultStageShows()) {
        m_panel->setStageShows(defaultStageShows());
        m_stageChosen = false;
    }
}

} // namespace inflight
