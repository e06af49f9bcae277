// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractHttpServer>

#include <functional>

namespace inflight {

/// Qt HttpServer without its router: SQS takes every request at any path, and the endpoint needs
/// the connection's socket (to name the client, and to answer a long poll later only if the
/// client is still there), which QHttpServer's routes do not give.
class SqsHttpServer : public QAbstractHttpServer {
    Q_OBJECT

public:
    using Handler = std::function<void(const QHttpServerRequest &request, QTcpSocket *socket)>;

    explicit SqsHttpServer(Handler handler, QObject *parent = nullptr);

    using QAbstractHttpServer::makeResponder;

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    Handler m_handler;
};

} // namespace inflight
