// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminalprogress.h"

#include <QByteArray>

#include <unistd.h>

namespace inflight {

namespace {

/// The wall time a run may take before its progress is shown.
constexpr qint64 defaultAfterMs = 1000;
/// How often a terminal's line is rewritten.
constexpr qint64 terminalIntervalMs = 200;

QString secondsText(TimeMs ms)
{
    return QString::number(static_cast<double>(ms) / 1000.0, 'f', 0);
}

} // namespace

TerminalProgress::TerminalProgress(const QString &command, std::FILE *stream)
    : m_command(command), m_stream(stream), m_terminal(isatty(fileno(stream)) != 0)
{
    bool ok = false;
    const qint64 after = qEnvironmentVariableIntValue("INFLIGHT_PROGRESS_AFTER_MS", &ok);
    m_afterMs = ok && after >= 0 ? after : defaultAfterMs;
    m_clock.start();
}

SimulationControl TerminalProgress::control()
{
    SimulationControl control;
    control.progress = [this](TimeMs reachedMs, TimeMs endMs) {
        report(reachedMs, endMs);
    };
    return control;
}

void TerminalProgress::report(TimeMs reachedMs, TimeMs endMs)
{
    const int percent = endMs > 0 ? static_cast<int>(reachedMs * 100 / endMs) : 100;
    show(percent, reachedMs >= endMs, [&] {
        return QStringLiteral("simulating, t=%1 s of %2 s (%3%)")
            .arg(secondsText(reachedMs), secondsText(endMs))
            .arg(percent);
    });
}

void TerminalProgress::frameDrawn(int done, int total)
{
    m_finishedVerb = "drew and encoded";
    m_frames = done;
    const int percent = total > 0 ? static_cast<int>(qint64{done} * 100 / total) : 100;
    show(percent, done >= total, [&] {
        return QStringLiteral("drawing frame %1 of %2 (%3%)").arg(done).arg(total).arg(percent);
    });
}

void TerminalProgress::show(int percent, bool last, const std::function<QString()> &text)
{
    const qint64 elapsedMs = m_clock.elapsed();
    if (elapsedMs < m_afterMs)
        return;
    if (m_terminal) {
        if (m_lastWriteMs >= 0 && elapsedMs - m_lastWriteMs < terminalIntervalMs && !last)
            return;
    } else if (percent / 10 == m_lastTenth) {
        return;
    }
    m_lastWriteMs = elapsedMs;
    m_lastTenth = percent / 10;
    m_shown = true;
    const QByteArray line = (m_command + QStringLiteral(": ") + text()).toUtf8();
    // On a terminal the line is rewritten in place; the padding covers a longer line before it.
    std::fprintf(m_stream, m_terminal ? "\r%-60s" : "%s\n", line.constData());
    std::fflush(m_stream);
}

void TerminalProgress::finish()
{
    if (!m_shown)
        return;
    const QByteArray what = m_frames > 0 ? QStringLiteral("%1 %2 frames")
                                               .arg(QLatin1String(m_finishedVerb))
                                               .arg(m_frames)
                                               .toUtf8()
                                         : QByteArray(m_finishedVerb);
    std::fprintf(m_stream, "%s%s: %s in %.1f s\n", m_terminal ? "\n" : "",
                 m_command.toUtf8().constData(), what.constData(),
                 static_cast<double>(m_clock.elapsed()) / 1000.0);
    std::fflush(m_stream);
}

} // namespace inflight
