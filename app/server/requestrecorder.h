// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "queueengine.h"

#include <QFile>
#include <QJsonObject>
#include <QString>

namespace inflight {

/// `inflight serve --record FILE`: every request the engine was asked, with its arrival time on
/// the engine's clock and the client that sent it, as an `inflight script` file. Because the
/// engine is deterministic and the server moves its clock to each arrival time before the call,
/// `inflight script FILE` gives the responses the clients got (docs/serve.md).
class RequestRecorder {
public:
    /// Opens `path` and writes the engine settings line; false (with `error` set) when it cannot.
    bool open(const QString &path, const EngineSettings &settings, QString *error);
    bool isOpen() const { return m_file.isOpen(); }

    void record(TimeMs arrivedAt, const std::string &client, const QString &action,
                const QJsonObject &members);
    /// Marks the time the endpoint stopped, and closes the file.
    void finish(TimeMs stoppedAt);

private:
    void writeLine(const std::string &line);

    QFile m_file;
};

} // namespace inflight
