// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A student's practice, without a widget: the topics and level picked, the question on screen
// (drawn by practice/questiondraft.h on the topic the Leitner scheduler chooses), its answer, and
// the scheduler's boxes, kept in a PracticeStore between runs of the application and in a saved
// session (PracticeState). The practice panel shows it and plays the question's run.

#include "practicescheduler.h"
#include "practicestate.h"
#include "questiondraft.h"

#include <QObject>

#include <optional>
#include <vector>

namespace inflight {

class PracticeSession : public QObject {
    Q_OBJECT

public:
    /// `store` keeps the scheduler's state between runs (nullptr: not kept); the caller keeps it
    /// alive. The scheduler starts from what it holds.
    explicit PracticeSession(practice::PracticeStore *store, QObject *parent = nullptr);
    ~PracticeSession() override;

    /// The topics to draw from; empty: mixed (every topic).
    const std::vector<practice::Topic> &topics() const { return m_topics; }
    void setTopics(std::vector<practice::Topic> topics);
    /// 1 to 3; 0: mixed.
    int level() const { return m_level; }
    void setLevel(int level);
    std::uint64_t seed() const { return m_seed; }
    /// The practice's seed: with the answers given, it decides every question.
    void setSeed(std::uint64_t seed);

    /// The question on screen; nullptr before the first.
    const practice::PracticeQuestion *question() const
    {
        return m_question ? &*m_question : nullptr;
    }
    bool isAnswered() const { return m_given >= 0; }
    /// The choice given (from 0); -1 before an answer.
    int given() const { return m_given; }
    bool wasRight() const;
    const practice::LeitnerScheduler &scheduler() const { return m_scheduler; }

    /// What a saved session keeps.
    PracticeState state() const;
    /// Puts the practice back as a saved session left it: the same question (drawn again from its
    /// topic, level and seed), answered or not, and the scheduler's boxes.
    void restoreState(const PracticeState &state);

public slots:
    /// Draws the question the scheduler chooses next.
    void nextQuestion();
    /// Answers the question on screen with a choice (from 0); false when there is no question
    /// waiting, or no such choice.
    bool answer(int choice);

signals:
    /// Another question is on screen (drawn, or restored).
    void questionChanged();
    void answered(bool right);
    /// An answer was given: work a saved session keeps (a question drawn, or topics picked, is
    /// not unsaved work on its own).
    void stateChanged();

private:
    practice::PracticeStore *m_store;
    practice::LeitnerScheduler m_scheduler;
    std::vector<practice::Topic> m_topics;
    int m_level = 0;
    std::uint64_t m_seed = 1;
    std::optional<practice::PracticeQuestion> m_question;
    int m_given = -1;
};

} // namespace inflight
