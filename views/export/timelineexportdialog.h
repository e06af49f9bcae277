// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// File > Export timeline...: the picture's title and caption, the whole run or the range on
// screen, and the PNG scale; then the file (PNG, SVG or PDF by its extension).

#include "run.h"
#include "timelineexport.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QRadioButton;

namespace inflight {

class TimelineExportDialog : public QDialog {
    Q_OBJECT

public:
    /// Starts from `title`, the whole run and 1x.
    explicit TimelineExportDialog(const QString &title, QWidget *parent = nullptr);

    /// The options as chosen, without a path; the range on screen is `visibleFromSeconds` to
    /// `visibleToSeconds` when it is chosen.
    TimelineExportOptions options(double visibleFromSeconds, double visibleToSeconds) const;

    /// Asks for the options and the file, then exports `run`. Says why in a message box when the
    /// export fails.
    static void exportTimeline(QWidget *parent, const Run &run, const QString &title,
                               double visibleFromSeconds, double visibleToSeconds);

private:
    QLineEdit *m_title;
    QLineEdit *m_caption;
    QRadioButton *m_visible;
    QComboBox *m_scale;
};

} // namespace inflight
