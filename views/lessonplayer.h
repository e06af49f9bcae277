// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The lesson player: the narration beside the stage and the timeline, Next and Back through the
// lesson's steps (each moves the playhead and draws the step's highlights), questions that wait
// for an answer before the lesson goes on, and the challenge with a Check button, hints and the
// reference solution.

#include "lesson.h"
#include "lessonstate.h"
#include "playback.h"
#include "scenariodocument.h"

#include <QWidget>

#include <memory>
#include <vector>

class QButtonGroup;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QScrollArea;
class QTextBrowser;
class QVBoxLayout;

namespace inflight {

class WhatIfPanel;

class LessonPlayer : public QWidget {
    Q_OBJECT

public:
    LessonPlayer(Playback *playback, ScenarioDocument *document, QWidget *parent = nullptr);
    ~LessonPlayer() override;

    /// Opens a lesson file; on a problem sets `error` (file:line:column lines) and changes
    /// nothing.
    bool openLesson(const QString &path, QString *error);
    void closeLesson();
    const Lesson *lesson() const { return m_lesson.get(); }

    /// -1: the introduction; 0..steps-1: a step; steps: the challenge.
    int position() const { return m_position; }
    int lastPosition() const;
    /// The current step's question has been answered (or it has none).
    bool canGoOn() const;

    // For tests and keyboard-only use.
    QPushButton *nextButton() const { return m_next; }
    QPushButton *backButton() const { return m_back; }
    QPushButton *answerButton() const { return m_answer; }
    QPushButton *checkButton() const { return m_check; }
    QPushButton *hintButton() const { return m_hint; }
    QPushButton *solutionButton() const { return m_solution; }
    QLabel *feedback() const { return m_feedback; }
    QLabel *challengeResult() const { return m_result; }
    QListWidget *stepList() const { return m_steps; }
    QTextBrowser *narration() const { return m_narration; }
    /// Selects a choice (0-based) of the current question, as a click would.
    void chooseAnswer(int choice);
    /// Types a number into the current numeric question, as the keyboard would.
    void typeAnswer(const QString &text);

    /// Where the student is, what they answered and tried: what a saved session keeps.
    LessonState state() const;
    /// Puts the student back where a saved session left them (the lesson must be open).
    void restoreState(const LessonState &state);

public slots:
    void next();
    void back();
    void goTo(int position);
    void answer();
    void check();
    void showHint();
    void showSolution();

signals:
    void lessonChanged();
    void positionChanged(int position);
    /// Something a saved session keeps changed: the step, an answer, a hint, a check.
    void stateChanged();
    /// The step on screen asks for its run to be compared with the lesson's scenario edited so
    /// (its fix); empty: the step shows no comparison (or the lesson closed).
    void stepComparisonChanged(const std::vector<std::pair<inflight::WhatIf, double>> &edits);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void show(int position);
    void askForComparison(const std::vector<std::pair<WhatIf, double>> &edits);
    void showQuestion(const Question *question);
    /// Marks the right choice and says whether the answer was right, and why.
    void showVerdict(const Question &question, const AnswerCheck &result);
    void updateButtons();
    void applyTheme();
    void saveProgress() const;

    Playback *m_playback;
    ScenarioDocument *m_document;
    std::unique_ptr<Lesson> m_lesson;
    int m_position = -1;
    int m_furthest = -1;
    std::vector<bool> m_answered;
    /// The comparison last asked for (stepComparisonChanged), so that each change is said once.
    std::vector<std::pair<WhatIf, double>> m_comparing;
    std::vector<LessonAnswer> m_answers;
    std::vector<ChallengeAttempt> m_attempts;
    int m_hintsShown = 0;
    bool m_solved = false;

    QLabel *m_title = nullptr;
    QLabel *m_meta = nullptr;
    QListWidget *m_steps = nullptr;
    QTextBrowser *m_narration = nullptr;
    QGroupBox *m_questionBox = nullptr;
    QLabel *m_prompt = nullptr;
    QVBoxLayout *m_choicesLayout = nullptr;
    QButtonGroup *m_choices = nullptr;
    QScrollArea *m_scroll = nullptr;
    /// The challenge report was just written: keep the body scrolled to it as it grows.
    bool m_revealResult = false;
    /// One row per choice: its radio button and its wrapping text.
    std::vector<QWidget *> m_choiceRows;
    std::vector<QLabel *> m_choiceTexts;
    QLineEdit *m_number = nullptr;
    QLabel *m_unit = nullptr;
    QPushButton *m_answer = nullptr;
    QLabel *m_feedback = nullptr;
    QGroupBox *m_challengeBox = nullptr;
    WhatIfPanel *m_parameters = nullptr;
    QLabel *m_result = nullptr;
    QLabel *m_hints = nullptr;
    QPushButton *m_check = nullptr;
    QPushButton *m_hint = nullptr;
    QPushButton *m_solution = nullptr;
    QPushButton *m_back = nullptr;
    QPushButton *m_next = nullptr;
};

/// Progress kept between sessions: how far a student got in a lesson and whether they solved its
/// challenge.
struct LessonProgress {
    int furthest = -1;
    int steps = 0;
    bool solved = false;
};
LessonProgress lessonProgress(const std::string &id);

/// Where lesson progress is kept. The application keeps it in its library database; without a
/// store (tests, tools) it is kept in QSettings.
class LessonProgressStore {
public:
    virtual ~LessonProgressStore() = default;
    virtual LessonProgress progress(const std::string &id) const = 0;
    /// Records progress; a store keeps the furthest step and a solved challenge it already
    /// had.
    virtual void record(const std::string &id, const LessonProgress &progress) = 0;
};
/// Sets the store every player and browser uses; nullptr: QSettings. The caller keeps it alive.
void setLessonProgressStore(LessonProgressStore *store);

} // namespace inflight
