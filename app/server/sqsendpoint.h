// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "queueengine.h"
#include "requestrecorder.h"
#include "wireprotocol.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <map>
#include <memory>
#include <set>

class QHttpServerRequest;
class QHttpServerResponder;
class QTcpSocket;

namespace inflight {

class GuardedTcpServer;
class SqsHttpServer;

/// The live SQS endpoint: the embedded engine behind HTTP, on a clock that follows the wall
/// clock. Before each request the engine's clock is moved to now (milliseconds since the
/// endpoint started, from a monotonic clock), and a timer wakes the endpoint when the engine's
/// next event is due, so that delays, visibility timeouts and long polls happen in real time.
/// A long poll that has to wait keeps its responder here and is answered when the engine
/// completes it (a send, a delay ending, a visibility timeout, the wait running out): no thread
/// waits for it.
class SqsEndpoint : public QObject {
    Q_OBJECT

public:
    explicit SqsEndpoint(EngineSettings settings, QObject *parent = nullptr);
    ~SqsEndpoint() override;

    /// Starts listening; `port` 0 picks a free one. False (with `error` set) when it cannot.
    bool listen(const QHostAddress &address, quint16 port, QString *error);
    quint16 port() const;
    /// "http://127.0.0.1:9324": the address queue URLs start with.
    QString url() const;
    /// Records every request to `path` as an `inflight script` file; call before the first one.
    bool record(const QString &path, QString *error);
    /// Keeps the recording in memory (as well), for recording(); call before the first request.
    void recordInMemory();
    /// The recording so far, when kept in memory (recordInMemory), ending with the time the
    /// endpoint stopped once it has.
    const QByteArray &recording() const { return m_recorder.text(); }
    /// The live clock: milliseconds since the endpoint started listening (the engine's time).
    TimeMs clockMs() const { return elapsedMs(); }
    /// How many clients have made a request (by name: an app id, else one per connection).
    std::size_t clientCount() const { return m_clientNames.size(); }
    /// Stops listening, drops waiting long polls and finishes the recording.
    void close();

    const QueueEngine &engine() const { return *m_engine; }
    GuardedTcpServer *tcpServer() const { return m_tcpServer; }

signals:
    /// A request reached the engine (the window then shows the run grown).
    void requestHandled();

private:
    struct ParkedPoll;

    void handle(const QHttpServerRequest &request, QTcpSocket *socket);
    /// Moves the engine's clock to now, answers the long polls it completed, re-arms the timer.
    void catchUp();
    void answerCompletedPolls();
    void armTimer();
    TimeMs elapsedMs() const;
    std::string clientName(const SqsRequest &request, QTcpSocket *socket);
    void respond(QHttpServerResponder &responder, const HttpAnswer &answer);
    QByteArray nextRequestId();
    /// The engine's response with queue URLs rewritten to the host the client used.
    std::string pointUrlsAtHost(const std::string &response, const QString &host) const;

    EngineSettings m_settings;
    std::unique_ptr<QueueEngine> m_engine;
    GuardedTcpServer *m_tcpServer = nullptr;
    SqsHttpServer *m_httpServer = nullptr;
    QElapsedTimer m_clock;
    QTimer m_wakeUp;
    RequestRecorder m_recorder;
    std::map<PollId, std::unique_ptr<ParkedPoll>> m_parked;
    int m_connections = 0;
    std::set<std::string> m_clientNames;
    quint64 m_requests = 0;
};

} // namespace inflight
