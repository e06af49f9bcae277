// SPDX-License-Identifier: GPL-3.0-or-later
#include "guardedtcpserver.h"

#include <QTcpSocket>
#include <QTimer>
#include <QVariant>

namespace inflight {

namespace {

constexpr const char *watchProperty = "inflightConnectionWatch";

/// The watch over one connection: bytes of the request arriving now, and its deadline.
class ConnectionWatch : public QObject {
public:
    ConnectionWatch(QTcpSocket *socket, qint64 maxBytes, int deadlineMs)
        : QObject(socket), m_socket(socket), m_maxBytes(maxBytes)
    {
        m_deadline.setSingleShot(true);
        m_deadline.setInterval(deadlineMs);
        // Connected before Qt HttpServer connects its own reader, so this runs first and sees
        // the bytes that have just arrived.
        connect(socket, &QTcpSocket::readyRead, this, &ConnectionWatch::bytesArrived);
        connect(&m_deadline, &QTimer::timeout, this, [this] { m_socket->abort(); });
    }

    void requestArrived()
    {
        m_pendingBytes = 0;
        m_deadline.stop();
    }

private:
    void bytesArrived()
    {
        if (m_pendingBytes == 0)
            m_deadline.start();
        m_pendingBytes += m_socket->bytesAvailable();
        if (m_pendingBytes <= m_maxBytes)
            return;
        // The request is refused before Qt HttpServer buffers any more of it.
        m_socket->readAll();
        m_socket->write("HTTP/1.1 413 Payload Too Large\r\nContent-Length: 0\r\n"
                        "Connection: close\r\n\r\n");
        m_socket->disconnectFromHost();
        m_deadline.stop();
    }

    QTcpSocket *m_socket;
    qint64 m_maxBytes;
    qint64 m_pendingBytes = 0;
    QTimer m_deadline;
};

} // namespace

GuardedTcpServer::GuardedTcpServer(QObject *parent) : QTcpServer(parent) {}

void GuardedTcpServer::incomingConnection(qintptr descriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    auto *watch = new ConnectionWatch(socket, m_maxRequestBytes, m_requestDeadlineMs);
    socket->setProperty(watchProperty, QVariant::fromValue(static_cast<QObject *>(watch)));
    addPendingConnection(socket);
}

void GuardedTcpServer::requestArrived(QTcpSocket *socket)
{
    if (auto *watch = socket->property(watchProperty).value<QObject *>())
        static_cast<ConnectionWatch *>(watch)->requestArrived();
}

} // namespace inflight
