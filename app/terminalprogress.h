// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A progress line on standard error while `inflight run` or `inflight export` simulates a long
// scenario (how far the virtual clock has come against the run's expected end), and while an
// animation's frames are drawn and encoded (how many of them).

#include "run.h"

#include <QElapsedTimer>
#include <QString>

#include <cstdio>
#include <functional>

namespace inflight {

/// Shows nothing for a run that ends quickly (the classroom scenarios): the line appears once a
/// run has taken a second (INFLIGHT_PROGRESS_AFTER_MS, in milliseconds of wall time, changes
/// that). On a terminal the line is rewritten in place a few times a second; anywhere else (a
/// log, a pipe) a new line is written at every tenth of the run, so that a log stays short.
class TerminalProgress {
public:
    /// `command` starts every line ("inflight run").
    explicit TerminalProgress(const QString &command, std::FILE *stream = stderr);
    TerminalProgress(const TerminalProgress &) = delete;
    TerminalProgress &operator=(const TerminalProgress &) = delete;

    /// A control whose progress callback writes the line; valid while this object lives.
    SimulationControl control();
    /// Reports `done` frames of an animation's `total` drawn and encoded.
    void frameDrawn(int done, int total);
    /// Ends the line, if one was shown, with the wall time the run (or the frames) took.
    void finish();

private:
    void report(TimeMs reachedMs, TimeMs endMs);
    /// Writes the line `text()` makes, if it is time to: `last` is the end of the work.
    void show(int percent, bool last, const std::function<QString()> &text);

    QString m_command;
    std::FILE *m_stream;
    bool m_terminal;
    qint64 m_afterMs;
    QElapsedTimer m_clock;
    qint64 m_lastWriteMs = -1;
    int m_lastTenth = -1;
    bool m_shown = false;
    /// What the finishing line says was done, and how many frames.
    const char *m_finishedVerb = "simulated";
    int m_frames = 0;
};

} // namespace inflight
