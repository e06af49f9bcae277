// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqshttpserver.h"

#include <QHttpServerResponder>

namespace inflight {

SqsHttpServer::SqsHttpServer(Handler handler, QObject *parent)
    : QAbstractHttpServer(parent), m_handler(std::move(handler))
{
}

bool SqsHttpServer::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    m_handler(request, socket);
    return true;
}

void SqsHttpServer::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    // handleRequest() takes every request; this is here because the base class requires it.
    makeResponder(request, socket).write(QHttpServerResponder::StatusCode::NotFound);
}

} // namespace inflight
