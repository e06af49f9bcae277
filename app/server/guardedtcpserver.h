// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTcpServer>

class QTcpSocket;

namespace inflight {

/// The listening socket of the endpoint, and a guard in front of Qt HttpServer 6.4's parser for
/// what that parser does not limit or gets wrong. It reads each connection's bytes before Qt does
/// (peeking, not consuming) and follows where each request starts and ends, from its head's
/// Content-Length, to refuse, before Qt sees a byte of it:
/// - a Content-Length that is not a plain number, or two that differ (Qt reads them as "no body"
///   and would run the body as a second request), and Transfer-Encoding (no SQS client sends it);
/// - a head over 100 header fields (Qt drops them all) or over 64 KiB;
/// - a request larger than any SQS request (413, as soon as its head says so), and a form with
///   more fields than any SQS request has (413, while it arrives, before it is decoded);
/// - more connections, or more bytes of requests still arriving, than the limits (503).
/// A refused request gets a short plain-text answer and its connection is closed. Connections
/// that stay silent (10 s for the first request, 60 s between requests) or send a request too
/// slowly (10 s from its first byte) are closed; one waiting for its answer (a long poll) is not.
/// The guard never waits on a socket, so none of this stops or slows other clients.
class GuardedTcpServer : public QTcpServer {
    Q_OBJECT

public:
    struct Limits {
        /// SQS's largest request is a 1 MiB batch; encoded as a form it can grow up to three times.
        qint64 maxRequestBytes = 4 * 1024 * 1024;
        qint64 maxHeadBytes = 64 * 1024;
        int maxHeaderFields = 100;
        /// SendMessageBatch with 10 entries of 10 attributes each is about 500 fields.
        int maxFormFields = 2000;
        int maxConnections = 128;
        /// Bytes of requests that have started and not finished arriving, over all connections.
        qint64 maxBufferedBytes = 64 * 1024 * 1024;
        int requestDeadlineMs = 10000;
        int firstRequestMs = 10000;
        int keepAliveMs = 60000;
    };

    explicit GuardedTcpServer(QObject *parent = nullptr);

    void setLimits(const Limits &limits) { m_limits = limits; }
    const Limits &limits() const { return m_limits; }

    /// The endpoint answered a request of `socket`: once every request it sent is answered, the
    /// connection's idle time starts.
    static void answered(QTcpSocket *socket);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    friend class ConnectionGuard;
    Limits m_limits;
    int m_connections = 0;
    qint64 m_bufferedBytes = 0;
};

} // namespace inflight
