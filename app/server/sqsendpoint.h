// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "guardedtcpserver.h"
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
#include <optional>
#include <set>

class QHttpServerRequest;
class QHttpServerResponder;
class QTcpSocket;

namespace inflight {

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

    /// Host names a request may give besides loopback ones ("localhost", 127.0.0.1, [::1]) and
    /// the listening address (every address of this machine when that is 0.0.0.0 or ::); call
    /// before listen(). Any other Host is refused: a web page that renamed itself to this
    /// machine (DNS rebinding) cannot reach the queues.
    void allowHosts(const QStringList &hosts) { m_extraHosts = hosts; }
    /// Web page origins ("http://localhost:3000") whose scripts may call the endpoint. A request
    /// a browser makes for any other page (its Origin, Sec-Fetch-Site or Referer says so) is
    /// refused, so that no web page can send, receive, purge or delete.
    void allowOrigins(const QStringList &origins);
    /// The guard's limits on connections and requests (GuardedTcpServer::Limits: `inflight serve`
    /// sets them from its options); call before listen().
    void setLimits(const GuardedTcpServer::Limits &limits) { m_limits = limits; }
    const GuardedTcpServer::Limits &limits() const { return m_limits; }
    /// Starts listening; `port` 0 picks a free one. False (with `error` set) when it cannot.
    bool listen(const QHostAddress &address, quint16 port, QString *error);
    quint16 port() const;
    /// "http://127.0.0.1:9324": the address queue URLs start with.
    QString url() const;
    /// Records every request to `path` as an `inflight script` file: opens it now (before
    /// listen(), so that a file that cannot be written is said before the port opens), refusing
    /// an existing file unless `replace`; the first line is written by listen().
    bool record(const QString &path, bool replace, QString *error);
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

signals:
    /// A request reached the engine (the window then shows the run grown).
    void requestHandled();
    /// Writing the recording failed (a full disk): the recording is incomplete from here.
    void recordingFailed(const QString &error);

private:
    struct ParkedPoll;
    /// A connection's answers, which go out in the order of its requests: one pipelined behind a
    /// waiting long poll waits for the poll's answer.
    struct AnswerQueue {
        quint64 nextRequest = 0;
        quint64 nextAnswer = 0;
        std::map<quint64, std::pair<std::unique_ptr<QHttpServerResponder>, HttpAnswer>> held;
    };

    void handle(const QHttpServerRequest &request, QTcpSocket *socket);
    /// Why `request` is refused before it reaches the engine (a foreign Host, a web page), or
    /// nothing.
    std::optional<WireError> refusal(const HttpRequestView &http) const;
    /// The CORS headers for a request from an allowed web page origin.
    QList<QPair<QByteArray, QByteArray>> corsHeaders(const HttpRequestView &http) const;
    bool hostAllowed(const QByteArray &hostHeader) const;
    quint64 takeTurn(QTcpSocket *socket);
    /// Sends `answer` for the request numbered `turn` on `socket`, or holds it until the answers
    /// to that connection's earlier requests have gone.
    void answer(QTcpSocket *socket, quint64 turn, std::unique_ptr<QHttpServerResponder> responder,
                HttpAnswer answer);
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
    GuardedTcpServer::Limits m_limits;
    GuardedTcpServer *m_tcpServer = nullptr;
    SqsHttpServer *m_httpServer = nullptr;
    QElapsedTimer m_clock;
    QTimer m_wakeUp;
    RequestRecorder m_recorder;
    std::map<PollId, std::unique_ptr<ParkedPoll>> m_parked;
    std::map<QTcpSocket *, AnswerQueue> m_answerQueues;
    QStringList m_extraHosts;
    QStringList m_allowedHosts;
    QStringList m_allowedOrigins;
    int m_connections = 0;
    std::set<std::string> m_clientNames;
    quint64 m_requests = 0;
};

} // namespace inflight
