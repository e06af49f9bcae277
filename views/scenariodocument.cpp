// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariodocument.h"

#include "scenarioloader.h"

#include <QFile>
#include <QUndoCommand>

#include <algorithm>

#include <cmath>

namespace inflight {

/// One what-if edit: the scenario before and after. Scenarios are small; keeping both is the
/// simplest exact undo.
class ScenarioEdit : public QUndoCommand {
public:
    ScenarioEdit(ScenarioDocument *document, Scenario before, Scenario after, const QString &text,
                 WhatIfEdit edit, bool mergeable)
        : QUndoCommand(text), m_document(document), m_before(std::move(before)),
          m_after(std::move(after)), m_edit(edit),
          m_mergeId(mergeable ? 1000 + static_cast<int>(edit.parameter) : -1)
    {
    }

    const WhatIfEdit &edit() const { return m_edit; }

    void undo() override { m_document->replaceScenario(m_before); }
    void redo() override { m_document->replaceScenario(m_after); }
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand *other) override
    {
        // Consecutive changes of one parameter (a spin box held down) undo as one step.
        const auto *edit = static_cast<const ScenarioEdit *>(other);
        m_after = edit->m_after;
        m_edit = edit->m_edit;
        setText(edit->text());
        return true;
    }

private:
    ScenarioDocument *m_document;
    Scenario m_before;
    Scenario m_after;
    WhatIfEdit m_edit;
    int m_mergeId;
};

ScenarioDocument::ScenarioDocument(QObject *parent) : QObject(parent) {}

ScenarioDocument::~ScenarioDocument()
{
    // The undo stack clears itself as it dies and says so (cleanChanged, indexChanged): whoever
    // listens would then ask this half-destroyed document about its history.
    m_undo.blockSignals(true);
}

bool ScenarioDocument::load(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("%1: cannot be read: %2").arg(path, file.errorString());
        return false;
    }
    return loadText(file.readAll(), path, error);
}

bool ScenarioDocument::loadText(const QByteArray &text, const QString &path, QString *error)
{
    const ScenarioLoad load = loadScenarioText(text.toStdString(), path.toStdString());
    if (!load.ok()) {
        if (error)
            *error = QString::fromStdString(load.report()).trimmed();
        return false;
    }
    setScenario(*load.scenario, path);
    m_sourceText = text;
    return true;
}

void ScenarioDocument::setScenario(const Scenario &scenario, const QString &path)
{
    m_path = path;
    m_sourceText.clear();
    m_undo.clear();
    replaceScenario(scenario);
}

void ScenarioDocument::replaceScenario(const Scenario &scenario)
{
    m_scenario = scenario;
    if (m_deferRun)
        return;
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
    m_undo.push(
        new ScenarioEdit(this, m_scenario, std::move(after), text, {parameter, value}, true));
    return {};
}

std::vector<WhatIfEdit> ScenarioDocument::edits() const
{
    std::vector<WhatIfEdit> result;
    for (int i = 0; i < m_undo.count(); ++i) {
        if (const auto *edit = dynamic_cast<const ScenarioEdit *>(m_undo.command(i)))
            result.push_back(edit->edit());
    }
    return result;
}

QString ScenarioDocument::restoreEdits(const std::vector<WhatIfEdit> &edits, int applied)
{
    QString problem;
    m_deferRun = true;
    for (const WhatIfEdit &edit : edits) {
        Scenario after = m_scenario;
        if (auto reason = inflight::setWhatIf(after, edit.parameter, edit.value)) {
            problem = tr("%1 cannot be set to %2: %3")
                          .arg(QString::fromStdString(whatIfLabel(edit.parameter)))
                          .arg(edit.value)
                          .arg(QString::fromStdString(*reason));
            break;
        }
        const QString text =
            tr("%1: %2").arg(QString::fromStdString(whatIfLabel(edit.parameter)),
                             QString::fromStdString(describeWhatIf(edit.parameter, edit.value)));
        // Not mergeable: the history comes back exactly as it was saved.
        m_undo.push(new ScenarioEdit(this, m_scenario, std::move(after), text, edit, false));
    }
    m_undo.setIndex(std::clamp(applied, 0, m_undo.count()));
    m_deferRun = false;
    replaceScenario(m_scenario);
    return problem;
}

} // namespace inflight
