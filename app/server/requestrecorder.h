// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "queueengine.h"

#include <QFile>
#include <QJsonObject>
#include <QString>

#include <functional>

namespace inflight {

/// `inflight serve --record FILE`: every request the engine was asked, with its arrival time on
/// the engine's clock and the client that sent it, as an `inflight script` file. Because the
/// engine is deterministic and the server moves its clock to each arrival time before the call,
/// `inflight script FILE` gives the responses the clients got (docs/serve.md).
class RequestRecorder {
public:
    /// Opens `path` for the recording, refusing a file that exists unless `replace`; false (with
    /// `error` set) when it cannot. start() writes the first line.
    bool open(const QString &path, bool replace, QString *error);
    /// Writes the engine settings line (once the endpoint, which it names, is known).
    void start(const EngineSettings &settings);
    /// Called with the reason when writing the file fails (a full disk): the recording is
    /// incomplete from there on, and nothing more is written to it.
    void onWriteError(std::function<void(const QString &)> report) { m_report = std::move(report); }
    /// Keeps the recording in memory too (or only), for the window, which replays it to show the
    /// live run as it grows (engine/recordingreplay.h).
    void keepInMemory(const EngineSettings &settings);
    bool isOpen() const { return m_file.isOpen() || m_inMemory; }
    /// The recording so far, when kept in memory: every line, each ending in a newline.
    const QByteArray &text() const { return m_text; }

    /// `region` is written only when it is not us-east-1, so that a recording made in that one
    /// region reads as before.
    void record(TimeMs arrivedAt, const std::string &client, const std::string &region,
                const QString &action, const QJsonObject &members);
    /// Marks the time the endpoint stopped, and closes the file. A recording's string member
    /// that reads as a reference of the script format (`${...}`) is written escaped (`$${...}`),
    /// so that the replay gets the very string.
    void finish(TimeMs stoppedAt);

private:
    void writeLine(const std::string &line);
    static std::string settingsLine(const EngineSettings &settings);

    QFile m_file;
    std::function<void(const QString &)> m_report;
    bool m_inMemory = false;
    QByteArray m_text;
};

} // namespace inflight
