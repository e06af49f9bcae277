// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Spaced repetition for practice: Leitner boxes, one per topic. A topic answered wrongly goes
// back to box 1 and comes back soonest; one answered rightly moves up a box and comes back
// later. Time is counted in questions answered ("now" is how many the student has answered),
// never read from a clock, and the next topic is drawn with a seeded generator: the same seed and
// the same answers give the same questions. Rules in docs/practice.md.

#include "questiondraft.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace inflight::practice {

/// The boxes: 1 (comes back after one other question) to boxCount (after 16).
inline constexpr int boxCount = 5;

/// One topic's record.
struct TopicRecord {
    /// 1 to boxCount.
    int box = 1;
    int right = 0;
    int wrong = 0;
    /// "now" when it was last answered; -1: never.
    int lastAnswered = -1;
    friend bool operator==(const TopicRecord &, const TopicRecord &) = default;
};

/// Every topic's record, the questions answered and the streak of right answers.
struct SchedulerState {
    std::array<TopicRecord, topicCount> topics{};
    /// Questions answered so far: the scheduler's clock.
    int answered = 0;
    /// Right answers in a row, up to now.
    int streak = 0;
    int bestStreak = 0;
    friend bool operator==(const SchedulerState &, const SchedulerState &) = default;
};

/// How many questions answered after it a topic in `box` is due again: 1, 2, 4, 8, 16.
int boxInterval(int box);

/// The next question to ask: its topic, level and seed.
struct NextQuestion {
    Topic topic = Topic::VisibilityTimeout;
    int level = 1;
    std::uint64_t seed = 0;
};

class LeitnerScheduler {
public:
    LeitnerScheduler() = default;
    explicit LeitnerScheduler(const SchedulerState &state) : m_state(state) {}

    const SchedulerState &state() const { return m_state; }
    const TopicRecord &record(Topic topic) const;

    /// Whether `topic` is due at the current clock: never answered, or answered at least its
    /// box's interval ago.
    bool isDue(Topic topic) const;

    /// The next question from `picked` (empty: every topic) at `level` (1 to 3; 0: mixed), drawn
    /// from `seed` and the clock: among the due topics, those in the lowest box; when none is
    /// due, those due soonest. The topic just answered is not asked again at once when another
    /// picked topic could be. Ties are drawn with the seeded generator.
    NextQuestion next(const std::vector<Topic> &picked, int level, std::uint64_t seed) const;

    /// Records an answer: wrong puts the topic in box 1, right moves it up one (at most
    /// boxCount); the clock advances by one; the streak grows or restarts.
    void answer(Topic topic, bool right);

private:
    /// The question number at which `topic` is due.
    long long dueAt(Topic topic) const;

    SchedulerState m_state;
};

/// Where the scheduler's state is kept between runs of the application (the library database).
class PracticeStore {
public:
    virtual ~PracticeStore() = default;
    virtual SchedulerState practiceState() const = 0;
    virtual void recordPractice(const SchedulerState &state) = 0;
};

/// Kept in memory only: a window without a library (tests, tools).
class MemoryPracticeStore : public PracticeStore {
public:
    SchedulerState practiceState() const override { return m_state; }
    void recordPractice(const SchedulerState &state) override { m_state = state; }

private:
    SchedulerState m_state;
};

} // namespace inflight::practice
