// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The practice panel (Lessons > Practice…), docked like the lesson player: topics and a level to
// pick, a question with its choices (keys 1-9 pick one, Enter answers), then the verdict in words
// and marks, the explanation, the AWS page and the lesson that teaches it; and the question's own
// run on the stage and the timeline, at the moment that decides the answer. Next question asks
// the scheduler for another. The student's state is the PracticeSession's; the panel shows it.

#include "practicesession.h"

#include <QWidget>

#include <array>
#include <vector>

class QAction;
class QButtonGroup;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

namespace inflight {

class Playback;
struct Run;
class ScenarioDocument;

class PracticePanel : public QWidget {
    Q_OBJECT

public:
    /// Shows `session`; after an answer, loads the question's scenario into `document` and moves
    /// `playback` to its deciding moment. The caller keeps the three alive.
    PracticePanel(PracticeSession *session, Playback *playback, ScenarioDocument *document,
                  QWidget *parent = nullptr);
    ~PracticePanel() override;

    PracticeSession *session() const { return m_session; }

    // For tests and keyboard-only use.
    QCheckBox *mixedBox() const { return m_mixed; }
    QCheckBox *topicBox(practice::Topic topic) const
    {
        return m_topicBoxes[static_cast<std::size_t>(topic)];
    }
    QComboBox *levelBox() const { return m_levelBox; }
    QPushButton *answerButton() const { return m_answer; }
    QPushButton *nextButton() const { return m_next; }
    QPushButton *lessonButton() const { return m_lesson; }
    QLabel *verdict() const { return m_verdict; }
    QLabel *explanation() const { return m_explanation; }
    /// Selects a choice (0-based) of the question, as a click would.
    void chooseAnswer(int choice);

public slots:
    /// Answers with the choice selected.
    void answer();
    /// Loads the question's run and plays it up to the moment that decides it.
    void showRun();

signals:
    /// The question's run is about to replace the run on screen (a lesson open should close).
    void aboutToShowRun();
    /// "Open the lesson": the lesson that teaches the question's topic, by id.
    void lessonRequested(const QString &lessonId);

protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// What to practise: every topic or the ones ticked, a level or mixed levels.
    void createTopicsBox();
    /// Enter (within the panel) answers, or asks the next question; keys 1-9 (in the window,
    /// while the panel is shown) pick a choice.
    void addKeys();
    /// Whether the question waits for its answer and has a choice `choice` (from 0) for 1-9.
    bool canPick(int choice) const;
    /// The choice (from 0) a key 1-9 picks, while a question waits for its answer; -1: none.
    int choiceKey(const QKeyEvent *event) const;
    /// Picks the choice and puts the focus on it, so that Enter answers.
    void pickByKey(int choice);
    void pickTopics();
    void showQuestion();
    void showVerdict();
    void showScores();
    void applyTheme();
    void playToMoment(const Run &run, const practice::PracticeQuestion &question);

    PracticeSession *m_session;
    Playback *m_playback;
    ScenarioDocument *m_document;
    /// The question whose run was loaded waits for its run to reach the playback.
    bool m_seekPending = false;

    QLabel *m_title = nullptr;
    QLabel *m_scores = nullptr;
    QGroupBox *m_topicsBox = nullptr;
    QCheckBox *m_mixed = nullptr;
    std::array<QCheckBox *, practice::topicCount> m_topicBoxes{};
    QComboBox *m_levelBox = nullptr;
    QScrollArea *m_scroll = nullptr;
    QGroupBox *m_questionBox = nullptr;
    QLabel *m_prompt = nullptr;
    QVBoxLayout *m_choicesLayout = nullptr;
    QButtonGroup *m_choices = nullptr;
    std::vector<QWidget *> m_choiceRows;
    std::vector<QLabel *> m_choiceTexts;
    QPushButton *m_answer = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_explanation = nullptr;
    QLabel *m_source = nullptr;
    QPushButton *m_lesson = nullptr;
    QPushButton *m_replay = nullptr;
    QPushButton *m_next = nullptr;
};

} // namespace inflight
