// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where a student is in a lesson: what a saved session restores. The lesson player produces and
// restores it; the session file stores it.

#include <QString>

#include <vector>

namespace inflight {

struct LessonAnswer {
    /// The step's index in the lesson.
    int step = 0;
    /// What the student gave: the choice's number (from 1) or the number typed.
    QString answer;
    bool right = false;
    friend bool operator==(const LessonAnswer &, const LessonAnswer &) = default;
};

struct ChallengeAttempt {
    /// The challenge's parameters when Check was pressed, for people ("Visibility timeout:
    /// 120 s; Heartbeat: off").
    QString parameters;
    bool passed = false;
    /// The report the student saw, one condition per line.
    QString report;
    friend bool operator==(const ChallengeAttempt &, const ChallengeAttempt &) = default;
};

struct LessonState {
    /// -1: the introduction; 0..steps-1: a step; steps: the challenge.
    int position = -1;
    int furthest = -1;
    std::vector<LessonAnswer> answers;
    int hintsShown = 0;
    bool solved = false;
    std::vector<ChallengeAttempt> attempts;
    friend bool operator==(const LessonState &, const LessonState &) = default;
};

} // namespace inflight
