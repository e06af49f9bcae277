// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Two runs side by side, the bug and its fix: the run the window shows (the main Playback) and a
// compared run (the original before the what-if edits, another scenario or session, or the fix a
// lesson step shows). The compared run has a Playback of its own whose playhead follows the main
// one, so that its timeline and stage show the same moment; scrubbing either moves both. The
// difference between the runs (runcomparison.h) is worked out again whenever the main run
// changes.

#include "playback.h"
#include "runcomparison.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace inflight {

class Comparison : public QObject {
    Q_OBJECT

public:
    /// Where the compared run came from: what a saved session remembers of it.
    enum class Source : std::uint8_t {
        /// The document's scenario before its what-if edits ("compare with the original").
        Original,
        /// Another scenario or session file (what a session keeps of it: session/session.h).
        File,
        /// A lesson step's fix; it comes and goes with the step.
        LessonStep,
    };

    explicit Comparison(Playback *main, QObject *parent = nullptr);

    /// Compares the main run with `other`. `comparedFirst`: the compared run is the "before"
    /// (drawn above); else it is the "after" (a lesson's fix, drawn below).
    void start(std::shared_ptr<const Run> other, Source source, const QString &comparedName,
               const QString &mainName, bool comparedFirst);
    void stop();
    bool active() const { return m_other != nullptr; }

    /// The compared run's playback; its run is null while no comparison is active.
    Playback *comparedPlayback() const { return m_compared; }
    std::shared_ptr<const Run> comparedRun() const { return m_other; }
    Source source() const { return m_source; }
    QString comparedName() const { return m_comparedName; }
    QString mainName() const { return m_mainName; }
    /// Renames the main run (after a what-if edit: "visibility timeout 60 s").
    void setMainName(const QString &name);
    bool comparedFirst() const { return m_comparedFirst; }
    /// The figures and the first divergence, "before" being the compared run when comparedFirst.
    const RunComparison &difference() const { return m_difference; }
    /// When the runs first part, if they do.
    std::optional<TimeMs> divergenceTime() const;
    /// Moves both playheads to the first difference.
    void jumpToDivergence();

signals:
    /// Started, stopped, or the difference changed (the main run changed).
    void changed();

private:
    void recompute();
    void followMainTime(TimeMs time);
    void followComparedTime(TimeMs time);

    Playback *m_main;
    Playback *m_compared;
    std::shared_ptr<const Run> m_other;
    Source m_source = Source::Original;
    QString m_comparedName;
    QString m_mainName;
    bool m_comparedFirst = true;
    RunComparison m_difference;
    bool m_syncing = false;
};

} // namespace inflight
