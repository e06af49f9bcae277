// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The scenario being looked at, its edits and its run. Interaction is scenario editing: a what-if
// change is an undoable edit of the scenario followed by a re-run. Because runs are
// deterministic, nothing else needs to be remembered.

#include "run.h"
#include "whatif.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <memory>

namespace inflight {

/// One what-if edit as the undo history holds it: a parameter and the value it was set to.
struct WhatIfEdit {
    WhatIf parameter = WhatIf::VisibilityTimeout;
    double value = 0;
    friend bool operator==(const WhatIfEdit &, const WhatIfEdit &) = default;
};

class ScenarioDocument : public QObject {
    Q_OBJECT

public:
    explicit ScenarioDocument(QObject *parent = nullptr);
    ~ScenarioDocument() override;

    /// Loads a scenario file. On failure nothing changes and `error` says where and what
    /// ("path:line:column: ...", one problem per line).
    bool load(const QString &path, QString *error);
    /// Loads a scenario from its text (a saved session's copy); `path` names it in errors.
    bool loadText(const QByteArray &text, const QString &path, QString *error);
    /// Replaces the scenario (clears the undo history) and runs it.
    void setScenario(const Scenario &scenario, const QString &path = {});

    const Scenario &scenario() const { return m_scenario; }
    QString path() const { return m_path; }
    /// The text the scenario was loaded from; empty when it was set directly (a lesson's).
    QByteArray sourceText() const { return m_sourceText; }
    std::shared_ptr<const Run> run() const { return m_run; }
    QUndoStack *undoStack() { return &m_undo; }

    /// Sets a what-if parameter as an undoable edit and re-runs. Returns the reason when the
    /// value cannot be set (nothing changes then).
    QString setWhatIf(WhatIf parameter, double value);

    /// The undo history's edits, oldest first, and how many of them are applied.
    std::vector<WhatIfEdit> edits() const;
    int editsApplied() const { return m_undo.index(); }
    /// Rebuilds the undo history (after load or setScenario): applies the edits in order, then
    /// undoes all but the first `applied`, and runs once. Returns the reason when an edit cannot
    /// be applied; the edits before it stay.
    QString restoreEdits(const std::vector<WhatIfEdit> &edits, int applied);

signals:
    /// A new run is ready (after loading, an edit, an undo or a redo).
    void runChanged(std::shared_ptr<const Run> run);
    void scenarioChanged();

private:
    friend class ScenarioEdit;
    void replaceScenario(const Scenario &scenario);

    Scenario m_scenario;
    QString m_path;
    QByteArray m_sourceText;
    /// While the history is rebuilt, edits change the scenario without running it.
    bool m_deferRun = false;
    std::shared_ptr<const Run> m_run;
    QUndoStack m_undo;
};

} // namespace inflight
