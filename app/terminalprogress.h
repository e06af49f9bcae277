// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A progress line on standard error while `inflight run` or `inflight export` simulates a long
// scenario: how far the virtual clock has come against the run's expected end.

#include "run.h"

#include <QElapsedTimer>
#include <QString>

#include <cstdio>

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
    /// Ends the line, if one was shown, with the wall time the run took.
    void finish();

private:
    void report(TimeMs reachedMs, TimeMs endMs);

    QString m_command;
    std::FILE *m_stream;
    bool m_terminal;
    qint64 m_afterMs;
    QElapsedTimer m_clock;
    qint64 m_lastWriteMs = -1;
    int m_lastTenth = -1;
    bool m_shown = false;
};

} // namespace inflight
