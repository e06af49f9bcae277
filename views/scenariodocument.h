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

class ScenarioDocument : public QObject {
    Q_OBJECT

public:
    explicit ScenarioDocument(QObject *parent = nullptr);

    /// Loads a scenario file. On failure nothing changes and `error` says where and what
    /// ("path:line:column: ...", one problem per line).
    bool load(const QString &path, QString *error);
    /// Replaces the scenario (clears the undo history) and runs it.
    void setScenario(const Scenario &scenario, const QString &path = {});

    const Scenario &scenario() const { return m_scenario; }
    QString path() const { return m_path; }
    std::shared_ptr<const Run> run() const { return m_run; }
    QUndoStack *undoStack() { return &m_undo; }

    /// Sets a what-if parameter as an undoable edit and re-runs. Returns the reason when the
    /// value cannot be set (nothing changes then).
    QString setWhatIf(WhatIf parameter, double value);

signals:
    /// A new run is ready (after loading, an edit, an undo or a redo).
    void runChanged(std::shared_ptr<const Run> run);
    void scenarioChanged();

private:
    friend class ScenarioEdit;
    void replaceScenario(const Scenario &scenario);

    Scenario m_scenario;
    QString m_path;
    std::shared_ptr<const Run> m_run;
    QUndoStack m_undo;
};

} // namespace inflight
