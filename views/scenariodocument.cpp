// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariodocument.h"

#include "common/sentencetext.h"
#include "recordingreplay.h"
#include "scenarioloader.h"
#include "scenariotranslation.h"
#include "whatiftexts.h"

#include <QEventLoop>
#include <QFile>
#include <QScopedValueRollback>
#include <QThread>
#include <QTimer>
#include <QUndoCommand>

#include <algorithm>
#include <cmath>
#include <utility>

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

ScenarioDocument::ScenarioDocument(QObject *parent) : QObject(parent)
{
    connect(&m_undo, &QUndoStack::indexChanged, this, &ScenarioDocument::historyMoved);
}

ScenarioDocument::~ScenarioDocument()
{
    cancelRun();
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

bool ScenarioDocument::loadText(const QByteArray &text, const QString &path, QString *error,
                                const std::vector<WhatIfEdit> &edits, int applied,
                                QString *editProblem)
{
    if (isRunning()) {
        if (error)
            *error = busyReason();
        return false;
    }
    ScenarioLoad load = loadScenarioText(text.toStdString(), path.toStdString());
    if (!load.ok()) {
        if (error)
            *error = QString::fromStdString(load.report(readerTranslator())).trimmed();
        return false;
    }
    // Its texts in the reader's language when a translation is beside the file; the source text
    // (what a session keeps) stays the English file's.
    const std::vector<LessonProblem> translation = translateScenarioFile(
        *load.scenario, path.toStdString(), uiScenarioLanguage(path.toStdString()));
    if (!translation.empty()) {
        if (error)
            *error =
                QString::fromStdString(reportProblems(translation, readerTranslator())).trimmed();
        return false;
    }
    if (!install(*load.scenario, path, edits, applied, editProblem)) {
        if (error)
            *error = tr("%1: its run was cancelled; nothing was changed.").arg(path);
        return false;
    }
    m_sourceText = text;
    return true;
}

bool ScenarioDocument::setScenario(const Scenario &scenario, const QString &path)
{
    return install(scenario, path, {}, 0, nullptr);
}

namespace {

/// How the undo history names an edit ("Visibility timeout: 60 s").
QString editText(const WhatIfEdit &edit)
{
    return ScenarioDocument::tr("%1: %2").arg(
        translated(whatIfLabelSentence(edit.parameter)),
        translated(describeWhatIf(edit.parameter, edit.value)));
}

/// Why a saved edit cannot be made again.
QString editProblemText(const WhatIfEdit &edit, const Sentence &reason)
{
    return ScenarioDocument::tr("%1 cannot be set to %2: %3")
        .arg(translated(whatIfLabelSentence(edit.parameter)))
        .arg(edit.value)
        .arg(translated(reason));
}

} // namespace

bool ScenarioDocument::install(const Scenario &scenario, const QString &path,
                               const std::vector<WhatIfEdit> &edits, int applied,
                               QString *editProblem)
{
    if (isRunning())
        return false;
    // The scenario after each edit, up to the first that cannot be made. Only the one shown is
    // run, before anything changes, so that a cancelled run leaves the document as it was.
    std::vector<Scenario> steps{scenario};
    QString problem;
    for (const WhatIfEdit &edit : edits) {
        if (auto reason = whatIfRefusal(steps.back(), edit.parameter, edit.value)) {
            problem = editProblemText(edit, *reason);
            break;
        }
        Scenario after = steps.back();
        inflight::setWhatIf(after, edit.parameter, edit.value);
        steps.push_back(std::move(after));
    }
    const int shown = std::clamp(applied, 0, static_cast<int>(steps.size()) - 1);
    std::shared_ptr<const Run> run = simulateScenario(steps[static_cast<std::size_t>(shown)]);
    if (!run)
        return false;
    m_path = path;
    m_sourceText.clear();
    m_recording = false;
    {
        const QScopedValueRollback deferRun(m_deferRun, true);
        m_undo.clear();
        m_scenario = scenario;
        for (std::size_t i = 1; i < steps.size(); ++i) {
            // Not mergeable: the history comes back exactly as it was saved.
            m_undo.push(new ScenarioEdit(this, steps[i - 1], steps[i], editText(edits[i - 1]),
                                         edits[i - 1], false));
        }
        m_undo.setIndex(shown);
    }
    m_original = scenario;
    // The original's run is made when a comparison first asks for it.
    m_originalRun = shown == 0 ? run : nullptr;
    m_runIndex = shown;
    showRun(std::move(run));
    if (editProblem)
        *editProblem = problem;
    return true;
}

bool ScenarioDocument::showRecording(const QByteArray &recording, std::shared_ptr<const Run> run)
{
    if (isRunning() || !run)
        return false;
    m_path.clear();
    m_sourceText = recording;
    m_recording = true;
    if (m_undo.count() > 0) {
        const QScopedValueRollback deferRun(m_deferRun, true);
        m_undo.clear();
    }
    m_scenario = run->scenario;
    m_original = run->scenario;
    m_originalRun = run;
    m_runIndex = 0;
    showRun(std::move(run));
    return true;
}

bool ScenarioDocument::loadRecording(const QByteArray &recording, QString *error)
{
    if (isRunning()) {
        if (error)
            *error = busyReason();
        return false;
    }
    std::shared_ptr<const Run> run = replayRecording(recording, error);
    return run && showRecording(recording, std::move(run));
}

std::shared_ptr<const Run> ScenarioDocument::originalRun()
{
    if (!m_originalRun && !isRunning())
        m_originalRun = simulateScenario(m_original);
    return m_originalRun;
}

std::shared_ptr<const Run> ScenarioDocument::simulateAside(const Scenario &scenario, QString *error)
{
    if (isRunning()) {
        if (error)
            *error = busyReason();
        return nullptr;
    }
    std::shared_ptr<const Run> run = simulateScenario(scenario);
    if (!run && error)
        *error = tr("The run was cancelled; nothing was changed.");
    return run;
}

QString ScenarioDocument::appliedEditsText() const
{
    // The last value of each parameter counts; listed in the order they were first changed.
    std::vector<WhatIfEdit> applied;
    const std::vector<WhatIfEdit> all = edits();
    for (int i = 0; i < editsApplied() && i < static_cast<int>(all.size()); ++i) {
        const WhatIfEdit &edit = all[static_cast<std::size_t>(i)];
        auto same = std::find_if(applied.begin(), applied.end(), [&](const WhatIfEdit &e) {
            return e.parameter == edit.parameter;
        });
        if (same == applied.end())
            applied.push_back(edit);
        else
            same->value = edit.value;
    }
    std::vector<std::pair<WhatIf, double>> changed;
    for (const WhatIfEdit &edit : applied) {
        // An edit set back to the original value is no edit.
        if (whatIfValue(m_original, edit.parameter) != edit.value)
            changed.emplace_back(edit.parameter, edit.value);
    }
    return changed.empty() ? tr("no edits") : translated(describeWhatIfEdits(changed));
}

void ScenarioDocument::replaceScenario(const Scenario &scenario)
{
    m_scenario = scenario;
    m_scenarioAhead = true;
}

void ScenarioDocument::historyMoved(int index)
{
    if (m_deferRun || !m_scenarioAhead)
        return;
    if (isRunning()) {
        // An undo or redo while another run is being made: it cannot run now.
        QTimer::singleShot(0, this, &ScenarioDocument::revertToShownRun);
        return;
    }
    std::shared_ptr<const Run> run = std::exchange(m_preparedRun, nullptr);
    if (!run)
        run = simulateScenario(m_scenario);
    if (!run) {
        // Not from inside this signal: the undo stack is still telling others about the move.
        QTimer::singleShot(0, this, &ScenarioDocument::revertToShownRun);
        return;
    }
    m_runIndex = index;
    showRun(std::move(run));
}

void ScenarioDocument::showRun(std::shared_ptr<const Run> run)
{
    m_scenarioAhead = false;
    m_run = std::move(run);
    emit scenarioChanged();
    emit runChanged(m_run);
}

void ScenarioDocument::revertToShownRun()
{
    // The commands between put the scenario back as they go; the run is the one shown.
    {
        const QScopedValueRollback deferRun(m_deferRun, true);
        m_undo.setIndex(m_runIndex);
    }
    m_scenarioAhead = false;
    emit scenarioChanged();
}

QString ScenarioDocument::setWhatIf(WhatIf parameter, double value)
{
    if (m_recording)
        return recordingReason();
    if (whatIfApplies(m_scenario, parameter) && whatIfValue(m_scenario, parameter) == value)
        return {};
    if (isRunning())
        return busyReason();
    if (auto refusal = whatIfRefusal(m_scenario, parameter, value))
        return translated(*refusal);
    Scenario after = m_scenario;
    inflight::setWhatIf(after, parameter, value);
    // Run first: a cancelled run leaves no edit behind to undo.
    m_preparedRun = simulateScenario(after);
    if (!m_preparedRun)
        return tr("The run was cancelled; nothing was changed.");
    const WhatIfEdit edit{parameter, value};
    m_undo.push(new ScenarioEdit(this, m_scenario, std::move(after), editText(edit), edit, true));
    m_preparedRun.reset();
    return {};
}

bool ScenarioDocument::runsInBackground(const Scenario &scenario)
{
    return expectedMessages(scenario, scenario.untilMs) > backgroundMessages;
}

std::shared_ptr<const Run> ScenarioDocument::simulateScenario(const Scenario &scenario)
{
    if (!runsInBackground(scenario))
        return std::make_shared<const Run>(simulate(scenario));
    return simulateInBackground(scenario);
}

std::shared_ptr<const Run> ScenarioDocument::simulateInBackground(const Scenario &scenario)
{
    std::atomic<bool> cancel = false;
    std::atomic<TimeMs> reachedMs = 0;
    std::atomic<TimeMs> endMs = expectedEndMs(scenario, scenario.untilMs);
    std::shared_ptr<const Run> run;
    QThread *thread = QThread::create([&] {
        SimulationControl control;
        control.cancel = &cancel;
        control.progress = [&](TimeMs reached, TimeMs end) {
            reachedMs = reached;
            endMs = end;
        };
        run = std::make_shared<const Run>(simulate(scenario, std::nullopt, std::nullopt, control));
    });
    // The event loop goes on while the thread runs: the window repaints, and the progress is
    // read from the thread's atomics a few times a second rather than sent at every report.
    QEventLoop loop;
    connect(thread, &QThread::finished, &loop, &QEventLoop::quit);
    QTimer poll;
    TimeMs shownMs = -1;
    connect(&poll, &QTimer::timeout, this, [&] {
        if (reachedMs.load() != shownMs) {
            shownMs = reachedMs.load();
            emit runProgress(shownMs, endMs.load());
        }
    });
    m_cancel = &cancel;
    emit runStarted();
    thread->start();
    poll.start(100);
    // User input goes on too, so that a Cancel button works; the window shows a modal progress
    // dialog meanwhile, and changes that come anyway are refused (isRunning).
    if (!thread->isFinished())
        loop.exec();
    thread->wait();
    delete thread;
    m_cancel = nullptr;
    const bool cancelled = !run || run->cancelled;
    if (!cancelled)
        emit runProgress(endMs.load(), endMs.load());
    emit runEnded(cancelled);
    return cancelled ? nullptr : run;
}

void ScenarioDocument::cancelRun()
{
    if (m_cancel)
        *m_cancel = true;
}

QString ScenarioDocument::busyReason() const
{
    return tr("A run is still being simulated; wait for it or cancel it.");
}

QString ScenarioDocument::recordingReason() const
{
    return tr("This run is a recording of real SQS clients: it has no scenario to edit.");
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
    if (isRunning())
        return busyReason();
    if (m_recording)
        return edits.empty() ? QString() : recordingReason();
    QString problem;
    {
        const QScopedValueRollback deferRun(m_deferRun, true);
        for (const WhatIfEdit &edit : edits) {
            if (auto reason = whatIfRefusal(m_scenario, edit.parameter, edit.value)) {
                problem = editProblemText(edit, *reason);
                break;
            }
            Scenario after = m_scenario;
            inflight::setWhatIf(after, edit.parameter, edit.value);
            // Not mergeable: the history comes back exactly as it was saved.
            m_undo.push(
                new ScenarioEdit(this, m_scenario, std::move(after), editText(edit), edit, false));
        }
        m_undo.setIndex(std::clamp(applied, 0, m_undo.count()));
    }
    std::shared_ptr<const Run> run = simulateScenario(m_scenario);
    if (!run) {
        // Back to the scenario as it was loaded, whose run is the one shown.
        {
            const QScopedValueRollback deferRun(m_deferRun, true);
            m_undo.clear();
        }
        if (m_run)
            m_scenario = m_run->scenario;
        m_runIndex = 0;
        m_scenarioAhead = false;
        return tr("the run was cancelled; no edit was made again");
    }
    m_runIndex = m_undo.index();
    showRun(std::move(run));
    return problem;
}

RunCancelWatch::RunCancelWatch(ScenarioDocument *document)
    : m_connection(QObject::connect(document, &ScenarioDocument::runEnded,
                                    [this](bool cancelled) { m_cancelled |= cancelled; }))
{
}

RunCancelWatch::~RunCancelWatch()
{
    QObject::disconnect(m_connection);
}

} // namespace inflight
