// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTcpServer>

class QTcpSocket;

namespace inflight {

/// The listening socket of the endpoint, watching each connection for what Qt HttpServer 6.4
/// does not limit: a request larger than any SQS request (answered 413 and closed) and a request
/// that never finishes arriving (closed after a deadline). Either way the connection is dropped
/// and every other client goes on being served: the server never waits on one socket.
class GuardedTcpServer : public QTcpServer {
    Q_OBJECT

public:
    /// SQS's largest request is a 1 MiB batch; encoded as a form it can grow up to three times.
    static constexpr qint64 defaultMaxRequestBytes = 4 * 1024 * 1024;
    static constexpr int defaultRequestDeadlineMs = 10000;

    explicit GuardedTcpServer(QObject *parent = nullptr);

    void setMaxRequestBytes(qint64 bytes) { m_maxRequestBytes = bytes; }
    void setRequestDeadlineMs(int ms) { m_requestDeadlineMs = ms; }

    /// A whole request arrived on `socket`: its byte count and deadline start over.
    static void requestArrived(QTcpSocket *socket);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    qint64 m_maxRequestBytes = defaultMaxRequestBytes;
    int m_requestDeadlineMs = defaultRequestDeadlineMs;
};

} // namespace inflight
