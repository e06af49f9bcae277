// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The difference between the two compared runs, under the timelines: what changed (duplicates,
// lost messages, dead-letter arrivals, requests, cost), where the runs first part with a button
// to jump there, what the stage shows (either run or both), and a button to end the comparison.

#include <QFrame>

class QComboBox;
class QLabel;
class QPushButton;

namespace inflight {

class Comparison;

class ComparisonPanel : public QFrame {
    Q_OBJECT

public:
    /// What the stage shows while comparing.
    enum class StageShows { MainRun, ComparedRun, Both };

    explicit ComparisonPanel(Comparison *comparison, QWidget *parent = nullptr);

    StageShows stageShows() const;
    void setStageShows(StageShows shows);
    QLabel *figuresLabel() const { return m_figures; }
    QLabel *divergenceLabel() const { return m_divergence; }
    QPushButton *jumpButton() const { return m_jump; }

signals:
    void stageShowsChanged(inflight::ComparisonPanel::StageShows shows);
    void closeRequested();

private:
    void refresh();

    Comparison *m_comparison;
    QLabel *m_figures = nullptr;
    QLabel *m_divergence = nullptr;
    QPushButton *m_jump = nullptr;
    QComboBox *m_stage = nullptr;
};

} // namespace inflight
