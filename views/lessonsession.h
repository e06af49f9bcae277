// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A student's way through a lesson, without a widget: the lesson, where the student is (one
// LessonState, what a saved session keeps), Next and Back through its steps, questions that wait
// for an answer, the challenge with its checks, hints and reference solution. The lesson player
// shows it and moves the playhead; a saved session is put back on it directly.

#include "lesson.h"
#include "lessonstate.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace inflight {

class LessonProgressStore;
class ScenarioDocument;

class LessonSession : public QObject {
    Q_OBJECT

public:
    /// `document` shows the lesson's scenario and takes the challenge's edits; `progress` keeps
    /// how far the student got between sessions (nullptr: it is not kept). The caller keeps both
    /// alive.
    LessonSession(ScenarioDocument *document, LessonProgressStore *progress,
                  QObject *parent = nullptr);
    ~LessonSession() override;

    /// Opens a lesson file at its introduction; on a problem sets `error` (file:line:column
    /// lines) and changes nothing.
    bool openLesson(const QString &path, QString *error);
    void closeLesson();
    const Lesson *lesson() const { return m_lesson.get(); }

    /// -1: the introduction; 0..steps-1: a step; steps: the challenge.
    int position() const { return m_state.position; }
    int lastPosition() const;
    /// The furthest position the student has reached, in this or an earlier session.
    int furthest() const { return m_state.furthest; }
    /// The step on screen, nullptr on the introduction and the challenge.
    const LessonStep *currentStep() const;
    /// The current step's question has been answered (or it has none).
    bool canGoOn() const;
    bool isAnswered(int step) const;
    /// The student's last answer to a step; nullptr when there is none.
    const LessonAnswer *lastAnswer(int step) const;
    /// Whether a position may be gone to from the step list: a locked lesson is seen in order.
    bool isReachable(int position) const;
    int hintsShown() const { return m_state.hintsShown; }
    /// The challenge was solved, in this or an earlier session.
    bool solved() const { return m_state.solved; }

    /// Where the student is, what they answered and tried: what a saved session keeps (empty
    /// when no lesson is open).
    LessonState state() const;
    /// Puts the student back where a saved session left them (the lesson must be open). The
    /// playhead is not moved: the session puts back its own.
    void restoreState(const LessonState &state);

    /// Answers the current step's question with `given`: the choice's number (from 1), or the
    /// number typed (in the user's locale, or with a dot). Returns the verdict; nothing, and no
    /// change, when no question waits for an answer or `given` is not an answer to it.
    std::optional<AnswerCheck> answer(const QString &given);
    /// Tests the challenge's success conditions on the document's run and keeps the attempt;
    /// nothing when there is no challenge or no run.
    std::optional<ChallengeReport> check();

public slots:
    void next();
    void back();
    void goTo(int position);
    void showHint();
    /// Sets the reference solution's values on the document (each an undoable edit: Ctrl+Z
    /// takes it back) and checks.
    void showSolution();

signals:
    /// A lesson was opened or closed.
    void lessonChanged();
    /// The student went to another position (Next, Back, the step list, a lesson opened): the
    /// player shows it and moves the playhead there.
    void positionChanged(int position);
    /// A saved session's state was put back: the player shows its position, answers and hints
    /// without moving the playhead.
    void restored();
    void answered(int step, const inflight::AnswerCheck &verdict);
    void checked(const inflight::ChallengeReport &report);
    void hintShown(int hintsShown);
    /// Something a saved session keeps changed: an answer, a hint, a check.
    void stateChanged();
    /// The step on screen asks for its run to be compared with the lesson's scenario edited so
    /// (its fix); empty: the step shows no comparison (or the lesson closed).
    void stepComparisonChanged(const std::vector<std::pair<inflight::WhatIf, double>> &edits);

private:
    int stepCount() const;
    void enter(int position);
    /// The comparison the position asks for: its step's fix, or none.
    std::vector<std::pair<WhatIf, double>> comparisonAt(int position) const;
    void askForComparison(const std::vector<std::pair<WhatIf, double>> &edits);
    void saveProgress() const;

    ScenarioDocument *m_document;
    LessonProgressStore *m_progress;
    std::unique_ptr<Lesson> m_lesson;
    LessonState m_state;
    /// The comparison last asked for (stepComparisonChanged), so that each change is said once.
    std::vector<std::pair<WhatIf, double>> m_comparing;
};

} // namespace inflight
