// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The scenario being looked at, its edits and its run. Interaction is scenario editing: a what-if
// change is an undoable edit of the scenario followed by a re-run. Because runs are
// deterministic, nothing else needs to be remembered.
//
// A long run (see runsInBackground) is simulated on a thread of its own while the event loop goes
// on: the window repaints, shows the run's progress and can cancel it. A cancelled run changes
// nothing: the document keeps its scenario, its history and its previous run.

#include "run.h"
#include "whatif.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <atomic>
#include <memory>
#include <vector>

namespace inflight {

class ScenarioDocument : public QObject {
    Q_OBJECT

public:
    explicit ScenarioDocument(QObject *parent = nullptr);
    ~ScenarioDocument() override;

    /// Loads a scenario file. On failure nothing changes and `error` says where and what
    /// ("path:line:column: ...", one problem per line), or that the run was cancelled.
    bool load(const QString &path, QString *error);
    /// Loads a scenario from its text (a saved session's copy); `path` names it in errors. With
    /// `edits`, rebuilds the undo history as restoreEdits does, but runs only the scenario shown
    /// (the edits' first `applied`), once: a cancelled run then changes nothing at all, where a
    /// load followed by restoreEdits would leave the scenario loaded without its edits.
    /// `editProblem` says which edit could not be made (the edits before it stay).
    bool loadText(const QByteArray &text, const QString &path, QString *error,
                  const std::vector<WhatIfEdit> &edits = {}, int applied = 0,
                  QString *editProblem = nullptr);
    /// Replaces the scenario (clears the undo history) and runs it. Returns false, and changes
    /// nothing, when the run was cancelled.
    bool setScenario(const Scenario &scenario, const QString &path = {});

    /// Shows a run replayed from a recording of SQS clients (engine/recordingreplay.h): a live
    /// endpoint's as it grows, a few times a second, or a saved one. It has no scenario to edit:
    /// what-if edits are refused and the undo history stays empty. The recording is the
    /// document's source text, what a session keeps. False, and nothing changes, while a
    /// background run is being made.
    bool showRecording(const QByteArray &recording, std::shared_ptr<const Run> run);
    /// Replays a recording and shows it; on failure nothing changes and `error` says why.
    bool loadRecording(const QByteArray &recording, QString *error);
    bool isRecording() const { return m_recording; }
    /// Why a recording cannot be edited, in a sentence for the user.
    QString recordingReason() const;

    const Scenario &scenario() const { return m_scenario; }
    QString path() const { return m_path; }
    /// The text the scenario was loaded from; empty when it was set directly (a lesson's).
    QByteArray sourceText() const { return m_sourceText; }
    std::shared_ptr<const Run> run() const { return m_run; }
    QUndoStack *undoStack() { return &m_undo; }
    /// The scenario as it was set or loaded, before any what-if edit, and its run (made once, on
    /// the first call after the scenario was set, when the document did not show it already; a
    /// long one in the background as simulateAside does). nullptr when that run was cancelled or
    /// another run is being made.
    const Scenario &originalScenario() const { return m_original; }
    std::shared_ptr<const Run> originalRun();
    /// Runs a scenario that is not the document's (the other side of a comparison) the way the
    /// document runs its own: at once when it is small, else on a thread of its own between
    /// runStarted and runEnded, so that the window's progress dialog shows it and can cancel
    /// it. nullptr, with `error` saying why, when it was cancelled or another run is being made.
    std::shared_ptr<const Run> simulateAside(const Scenario &scenario, QString *error);
    /// The applied edits as a phrase ("visibility timeout 60 s, heartbeat every 20 s"), or
    /// "no edits".
    QString appliedEditsText() const;

    /// Sets a what-if parameter as an undoable edit and re-runs. Returns the reason when the
    /// value cannot be set or its run was cancelled (nothing changes then).
    QString setWhatIf(WhatIf parameter, double value);

    /// The undo history's edits, oldest first, and how many of them are applied.
    std::vector<WhatIfEdit> edits() const;
    int editsApplied() const { return m_undo.index(); }
    /// Rebuilds the undo history (after load or setScenario): applies the edits in order, then
    /// undoes all but the first `applied`, and runs once. Returns the reason when an edit cannot
    /// be applied (the edits before it stay), or when the run was cancelled (no edit stays).
    QString restoreEdits(const std::vector<WhatIfEdit> &edits, int applied);

    /// Whether a scenario's run goes to a thread of its own: when it sends more than
    /// `backgroundMessages` messages (a classroom scenario sends tens and runs in well under a
    /// millisecond; 50,000 take about a tenth of a second).
    static bool runsInBackground(const Scenario &scenario);
    static constexpr double backgroundMessages = 50'000;
    /// A run is being simulated in the background (between runStarted and runEnded).
    bool isRunning() const { return m_cancel != nullptr; }
    /// Stops the background run, if any; the document then stays as it was before it.
    void cancelRun();

signals:
    /// A new run is ready (after loading, an edit, an undo or a redo).
    void runChanged(std::shared_ptr<const Run> run);
    void scenarioChanged();
    /// A background run started, went on (virtual time reached against the run's expected end,
    /// never going back) and ended, finished or cancelled. While it runs the document takes no
    /// other change: loads, edits and restoring a history fail with a reason.
    void runStarted();
    void runProgress(TimeMs reachedMs, TimeMs endMs);
    void runEnded(bool cancelled);

private:
    friend class ScenarioEdit;
    /// An edit, an undo or a redo sets the scenario; the run follows once the history has
    /// settled (historyMoved), when its index is known.
    void replaceScenario(const Scenario &scenario);
    void historyMoved(int index);
    /// Replaces the scenario and its history with `scenario` and the edits that apply to it,
    /// and shows the run of the first `applied` of them (setScenario, loadText).
    bool install(const Scenario &scenario, const QString &path,
                 const std::vector<WhatIfEdit> &edits, int applied, QString *editProblem);
    /// Shows a finished run of the current scenario.
    void showRun(std::shared_ptr<const Run> run);
    /// The run of a scenario: at once, or in the background while the event loop goes on.
    /// nullptr when it was cancelled.
    std::shared_ptr<const Run> simulateScenario(const Scenario &scenario);
    std::shared_ptr<const Run> simulateInBackground(const Scenario &scenario);
    /// After an undo or redo whose run was cancelled: back to the history's index of the run
    /// the document still shows.
    void revertToShownRun();
    QString busyReason() const;

    Scenario m_scenario;
    Scenario m_original;
    std::shared_ptr<const Run> m_originalRun;
    QString m_path;
    QByteArray m_sourceText;
    /// While the history is rebuilt, edits change the scenario without running it.
    bool m_deferRun = false;
    /// The run is a replayed recording (showRecording): nothing to edit.
    bool m_recording = false;
    /// The scenario has changed since m_run was made from it.
    bool m_scenarioAhead = false;
    std::shared_ptr<const Run> m_run;
    /// A run made before its edit was pushed, for the push's redo to take instead of running.
    std::shared_ptr<const Run> m_preparedRun;
    /// The undo history's index that m_run belongs to.
    int m_runIndex = 0;
    /// The background run's cancel flag; nullptr when none runs.
    std::atomic<bool> *m_cancel = nullptr;
    QUndoStack m_undo;
};

/// Whether a background run of a document was cancelled while this lives: a caller tells a run
/// the user cancelled, which is acknowledged quietly, from a problem, which is reported.
class RunCancelWatch {
public:
    explicit RunCancelWatch(ScenarioDocument *document);
    ~RunCancelWatch();
    RunCancelWatch(const RunCancelWatch &) = delete;
    RunCancelWatch &operator=(const RunCancelWatch &) = delete;

    bool cancelled() const { return m_cancelled; }

private:
    QMetaObject::Connection m_connection;
    bool m_cancelled = false;
};

} // namespace inflight
