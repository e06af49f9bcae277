// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Progress kept between sessions: how far a student got in each lesson and whether they solved
// its challenge. The lesson session records it and the lesson browser lists it; where it is kept
// is the store's business (the application's library database, or QSettings without one).

#include <string>

namespace inflight {

struct LessonProgress {
    int furthest = -1;
    int steps = 0;
    bool solved = false;
};

/// Where lesson progress is kept.
class LessonProgressStore {
public:
    virtual ~LessonProgressStore() = default;
    virtual LessonProgress progress(const std::string &id) const = 0;
    /// Records progress; a store keeps the furthest step and a solved challenge it already
    /// had.
    virtual void record(const std::string &id, const LessonProgress &progress) = 0;
};

/// Progress kept in QSettings (settingskeys::lessonKey), for a window without a library (tests,
/// tools).
class SettingsLessonProgressStore : public LessonProgressStore {
public:
    LessonProgress progress(const std::string &id) const override;
    void record(const std::string &id, const LessonProgress &progress) override;
};

} // namespace inflight
