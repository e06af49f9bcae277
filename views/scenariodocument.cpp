// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariodocument.h"

#include "scenarioloader.h"

#include <QUndoCommand>

#include <cmath>

namespace inflight {

/// One what-if edit: the scenario before and after. Scenarios are small; keeping both is the
/// simplest exact undo.
class ScenarioEdit : public QUndoCommand {
public:
    ScenarioEdit(ScenarioDocument *document, Scenario before, Scenario after, const QString &text,
                 int mergeId)
        : QUndoCommand(text), m_document(document), m_before(std::move(before)),
          m_after(std::move(after)), m_mergeId(mergeId)
    {
    }

    void undo() override { m_document->replaceScenario(m_before); }
    void redo() override { m_document->replaceScenario(m_after); }
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand *other) override
    {
        // Consecutive changes of one parameter (a spin box held down) undo as one step.
        const auto *edit = static_cast<const ScenarioEdit *>(other);
        m_after = edit->m_after;
        setText(edit->text());
        return true;
    }

private:
    ScenarioDocument *m_document;
    Scenario m_before;
    Scenario m_after;
    int m_mergeId;
};

ScenarioDocument::ScenarioDocument(QObject *parent) : QObject(parent) {}

bool ScenarioDocument::load(const QString &path, QString *error)
{
    const ScenarioLoad load = loadScenarioFile(path.toStdString());
    if (!load.ok()) {
        if (error)
            *error = QString::fromStdString(load.report()).trimmed();
        return false;
    }
    setScenario(*load.scenario, path);
    return true;
}

void ScenarioDocument::setScenario(const Scenario &scenario, const QString &path)
{
    m_path = path;
    m_undo.clear();
    replaceScenario(scenario);
}

void ScenarioDocument::replaceScenario(const Scenario &scenario)
{
    m_scenario = scenario;
    m_run = std::make_shared<const Run>(simulate(m_scenario));
    emit scenarioChanged();
    emit runChanged(m_run);
}

QString ScenarioDocument::setWhatIf(WhatIf parameter, double value)
{
    if (whatIfApplies(m_scenario, parameter) && whatIfValue(m_scenario, parameter) == value)
        return {};
    Scenario after = m_scenario;
    if (auto problem = inflight::setWhatIf(after, parameter, value))
        return QString::fromStdString(*problem);
    const QString text = tr("%1: %2").arg(QString::fromStdString(whatIfLabel(parameter)),
                                          QString::fromStdString(describeWhatIf(parameter, value)));
    m_undo.push(new ScenarioEdit(this, m_scenario, std::move(after), text,
                                 1000 + static_cast<int>(parameter)));
    return {};
}

} // namespace inflight
