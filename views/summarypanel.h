// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The consequence of the run in a few lines: the headline ("ord_7731 charged twice"), the side
// effects per key, and the metrics (duplicates, lost, dead-letter arrivals, requests and cost).

#include "playback.h"

#include <QWidget>

class QLabel;
class QTreeWidget;

namespace inflight {

class SummaryPanel : public QWidget {
    Q_OBJECT

public:
    explicit SummaryPanel(Playback *playback, QWidget *parent = nullptr);

    QLabel *headline() const { return m_headline; }
    QTreeWidget *effects() const { return m_effects; }
    QLabel *metrics() const { return m_metrics; }

private:
    void refresh();
    /// A recording of real clients: what the wire shows instead of the side effects.
    void showRecordedRun(const Run &run);
    void applyTheme();

    Playback *m_playback;
    QLabel *m_headline = nullptr;
    QTreeWidget *m_effects = nullptr;
    QLabel *m_metrics = nullptr;
};

} // namespace inflight
