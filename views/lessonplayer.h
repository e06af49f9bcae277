// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The lesson player: the narration beside the stage and the timeline, Next and Back through the
// lesson's steps (each moves the playhead and draws the step's highlights), questions that wait
// for an answer before the lesson goes on, and the challenge with a Check button, hints and the
// reference solution. The student's state is the LessonSession's; the player shows it.

#include "lesson.h"
#include "lessonsession.h"
#include "playback.h"
#include "scenariodocument.h"

#include <QWidget>

#include <vector>

class QButtonGroup;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QScrollArea;
class QTextBrowser;
class QVBoxLayout;

namespace inflight {

class LessonStepsModel;
class WhatIfPanel;

class LessonPlayer : public QWidget {
    Q_OBJECT

public:
    /// Shows `session` (where the student is, LessonSession) and moves `playback` with its steps.
    LessonPlayer(LessonSession *session, Playback *playback, ScenarioDocument *document,
                 QWidget *parent = nullptr);
    ~LessonPlayer() override;

    LessonSession *session() const { return m_session; }

    // For tests and keyboard-only use.
    QPushButton *nextButton() const { return m_next; }
    QPushButton *checkButton() const { return m_check; }
    QPushButton *solutionButton() const { return m_solution; }
    QLabel *feedback() const { return m_feedback; }
    QLabel *challengeResult() const { return m_result; }
    QTextBrowser *narration() const { return m_narration; }
    /// Selects a choice (0-based) of the current question, as a click would.
    void chooseAnswer(int choice);
    /// Types a number into the current numeric question, as the keyboard would.
    void typeAnswer(const QString &text);

public slots:
    /// Answers the current question with the choice selected or the number typed.
    void answer();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// Keys 1-9 pick a choice and answer at once.
    void addAnswerKeys();
    /// Shows what the session says: a lesson opened, a move, a restore, an answer, a check, a
    /// hint.
    void followSession();
    /// A lesson opened (its title, steps and challenge parameters) or closed.
    void showLesson();
    /// Shows the session's position; `seek`: the student went there, so the playhead follows
    /// (a restored session puts back its own playhead).
    void show(bool seek);
    /// Where the playhead goes for a step: its event in the run on screen, else its time.
    void seekStep(const LessonStep &step);
    /// The time seekStep goes to, without moving the playhead.
    TimeMs stepTime(const LessonStep &step) const;
    void showQuestion(const Question *question);
    /// Marks the right choice and says whether the answer was right, and why.
    void showVerdict(const Question &question, const AnswerCheck &result);
    void showAnswered(int step, const AnswerCheck &result);
    void showReport(const ChallengeReport &report);
    void showHints();
    void updateButtons();
    void applyTheme();
    /// The steps' and the narration's heights for what the body shows now.
    void fitBody();
    /// Brings all of the question into view when the body is `scrollMaximum` too tall for it.
    void revealQuestion(int scrollMaximum);

    LessonSession *m_session;
    Playback *m_playback;

    QLabel *m_title = nullptr;
    QLabel *m_meta = nullptr;
    LessonStepsModel *m_stepsModel = nullptr;
    QListView *m_steps = nullptr;
    QTextBrowser *m_narration = nullptr;
    QGroupBox *m_questionBox = nullptr;
    QLabel *m_prompt = nullptr;
    QVBoxLayout *m_choicesLayout = nullptr;
    QButtonGroup *m_choices = nullptr;
    QScrollArea *m_scroll = nullptr;
    /// The challenge report was just written: keep the body scrolled to it as it grows.
    bool m_revealResult = false;
    /// A question was just shown: keep all of it in view as the body is laid out.
    bool m_revealQuestion = false;
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

} // namespace inflight
