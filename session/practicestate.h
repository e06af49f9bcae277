// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where a student is in practice (Lessons > Practice): the question on screen (drawn again from
// its topic, level and seed), whether it was answered and with which choice, the topics and level
// picked, and the scheduler's boxes. The practice session produces and restores it; the session
// file stores it.

#include <QString>
#include <QStringList>

#include <vector>

namespace inflight {

/// One topic's Leitner box and score (practice/practicescheduler.h's TopicRecord).
struct PracticeTopicState {
    /// The topic's id, as the command line takes it: "visibility-timeout".
    QString topic;
    int box = 1;
    int right = 0;
    int wrong = 0;
    /// The scheduler's clock when it was last answered; -1: never.
    int lastAnswered = -1;
    friend bool operator==(const PracticeTopicState &, const PracticeTopicState &) = default;
};

struct PracticeState {
    /// The practice's seed: with the answers, it decides every question.
    quint64 seed = 1;
    /// The topics picked (ids); empty: mixed, every topic.
    QStringList topics;
    /// 1 to 3; 0: mixed.
    int level = 0;
    /// The question on screen.
    QString questionTopic;
    int questionLevel = 1;
    quint64 questionSeed = 0;
    bool answered = false;
    /// The choice given (from 0) when answered.
    int given = -1;
    /// The scheduler's clock (questions answered), the streak of right answers and the best.
    int clock = 0;
    int streak = 0;
    int bestStreak = 0;
    /// Topics answered at least once, in the scheduler's order.
    std::vector<PracticeTopicState> boxes;
    friend bool operator==(const PracticeState &, const PracticeState &) = default;
};

} // namespace inflight
