// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "What if the visibility timeout were 60 s?": one control per what-if parameter. A change
// re-runs the scenario at once and is undoable; undo and redo bring the controls back.

#include "scenariodocument.h"

#include <QWidget>

#include <array>
#include <vector>

class QAbstractSpinBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace inflight {

class WhatIfPanel : public QWidget {
    Q_OBJECT

public:
    explicit WhatIfPanel(ScenarioDocument *document, QWidget *parent = nullptr);

    /// The control for a parameter (a QSpinBox, QDoubleSpinBox or QComboBox), for tests.
    QWidget *control(WhatIf parameter) const
    {
        return m_controls[static_cast<std::size_t>(parameter)];
    }
    /// Shows only these parameters (a lesson's challenge offers a few); empty: every parameter
    /// that applies to the scenario.
    void setParameters(std::vector<WhatIf> parameters);
    QPushButton *compareButton() const { return m_compare; }

signals:
    /// "Compare with the original": the run before the edits beside this one.
    void compareWithOriginalRequested();

private:
    void refresh();
    void apply(WhatIf parameter, double value);
    void applyTheme();

    ScenarioDocument *m_document;
    QFormLayout *m_form = nullptr;
    std::array<QWidget *, whatIfCount> m_controls{};
    QLabel *m_problem = nullptr;
    QLabel *m_hint = nullptr;
    QPushButton *m_compare = nullptr;
    std::vector<WhatIf> m_only;
};

} // namespace inflight
