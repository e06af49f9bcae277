// SPDX-License-Identifier: GPL-3.0-or-later
#include "guardedtcpserver.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>
#include <QVariant>

namespace inflight {

namespace {

constexpr const char *guardProperty = "inflightConnectionGuard";
const QByteArray endOfHead = "\r\n\r\n";

/// A sentence of a refusal (marked with QT_TRANSLATE_NOOP where it is written), translated, with
/// a number in it.
QByteArray say(const char *sentence, qint64 number = 0)
{
    QString text = QCoreApplication::translate("GuardedTcpServer", sentence);
    if (text.contains(QLatin1String("%1")))
        text = text.arg(QLocale().toString(number));
    return text.toUtf8();
}

/// `HTTP/1.1 <status> <reason>`, a plain-text line saying why, and the connection closed.
QByteArray refusal(int status, const char *reason, const QByteArray &why)
{
    const QByteArray text = why + '\n';
    return "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason +
           "\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: " +
           QByteArray::number(text.size()) + "\r\nConnection: close\r\n\r\n" + text;
}

/// The digits of a Content-Length value, or -1 when it is anything else (a sign, a space
/// inside, letters, or more digits than any length this server takes).
qint64 contentLength(const QByteArray &value)
{
    const QByteArray digits = value.trimmed();
    if (digits.isEmpty() || digits.size() > 18)
        return -1;
    for (const char c : digits) {
        if (c < '0' || c > '9')
            return -1;
    }
    return digits.toLongLong();
}

} // namespace

/// Follows one connection's requests as their bytes arrive (their heads, and bodies by their
/// Content-Length), refuses the ones Qt HttpServer must not see, and keeps the connection's
/// timers. Owned by the socket.
class ConnectionGuard : public QObject {
public:
    ConnectionGuard(QTcpSocket *socket, GuardedTcpServer *server)
        : QObject(socket), m_socket(socket), m_server(server), m_limits(server->limits())
    {
        ++m_server->m_connections;
        m_timer.setSingleShot(true);
        connect(&m_timer, &QTimer::timeout, this, [this] { m_socket->abort(); });
        // Connected before Qt HttpServer connects its own reader, so this runs first and sees
        // the bytes that have just arrived, before Qt reads them.
        connect(socket, &QTcpSocket::readyRead, this, &ConnectionGuard::bytesArrived);
        m_timer.start(m_limits.firstRequestMs);
    }

    ~ConnectionGuard() override
    {
        // The server may be gone first, when the endpoint is destroyed with open connections.
        if (!m_server)
            return;
        --m_server->m_connections;
        release();
    }

    void answered()
    {
        if (m_unanswered > 0)
            --m_unanswered;
        if (m_unanswered == 0 && !inRequest() && !m_refused)
            m_timer.start(m_limits.keepAliveMs);
    }

private:
    enum class Phase { Head, Body };

    bool inRequest() const { return m_phase == Phase::Body || !m_head.isEmpty(); }

    void bytesArrived()
    {
        if (m_refused) {
            m_socket->readAll();
            return;
        }
        const QByteArray bytes = m_socket->peek(m_socket->bytesAvailable());
        qsizetype at = 0;
        while (at < bytes.size() && !m_refused)
            at = m_phase == Phase::Head ? readHead(bytes, at) : readBody(bytes, at);
    }

    /// Reads head bytes from `at`; returns where the next unread byte is.
    qsizetype readHead(const QByteArray &bytes, qsizetype at)
    {
        if (m_head.isEmpty()) {
            // Line ends between requests are allowed before a request line.
            while (at < bytes.size() && (bytes.at(at) == '\r' || bytes.at(at) == '\n'))
                ++at;
            if (at == bytes.size())
                return at;
            m_timer.start(m_limits.requestDeadlineMs);
        }
        const qsizetype searchFrom = std::max<qsizetype>(0, m_head.size() - 3);
        const qsizetype before = m_head.size();
        m_head.append(bytes.mid(at));
        const qsizetype end = m_head.indexOf(endOfHead, searchFrom);
        if (end < 0) {
            if (!hold(bytes.size() - at))
                return bytes.size();
            if (m_head.size() > m_limits.maxHeadBytes)
                refuse(431, "Request Header Fields Too Large",
                       say(QT_TRANSLATE_NOOP("GuardedTcpServer",
                                             "The request's head is larger than %1 bytes."),
                           m_limits.maxHeadBytes));
            return bytes.size();
        }
        const qsizetype used = end + endOfHead.size() - before;
        m_head.truncate(end);
        if (!hold(used) || !checkHead())
            return bytes.size();
        m_head.clear();
        m_phase = Phase::Body;
        if (m_bodyLeft == 0)
            requestEnds();
        return at + used;
    }

    qsizetype readBody(const QByteArray &bytes, qsizetype at)
    {
        const qsizetype take = std::min<qint64>(m_bodyLeft, bytes.size() - at);
        if (!hold(take))
            return bytes.size();
        if (m_form) {
            m_formFields += QByteArrayView(bytes).sliced(at, take).count('&');
            if (m_formFields >= m_limits.maxFormFields) {
                refuse(413, "Payload Too Large",
                       say(QT_TRANSLATE_NOOP(
                               "GuardedTcpServer",
                               "The form has more fields than any SQS request (at most %1)."),
                           m_limits.maxFormFields));
                return bytes.size();
            }
        }
        m_bodyLeft -= take;
        if (m_bodyLeft == 0)
            requestEnds();
        return at + take;
    }

    /// The request's head is whole (in m_head, without its blank line): false when refused.
    bool checkHead()
    {
        const QList<QByteArray> lines = m_head.split('\n');
        if (lines.size() - 1 > m_limits.maxHeaderFields) {
            refuse(431, "Request Header Fields Too Large",
                   say(QT_TRANSLATE_NOOP("GuardedTcpServer",
                                         "The request has more than %1 header fields."),
                       m_limits.maxHeaderFields));
            return false;
        }
        const QByteArray target = lines.first().split(' ').value(1);
        m_formFields = target.count('&') + (target.contains('?') ? 1 : 0);
        m_form = false;
        qint64 length = -2; // -2: none given
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line =
                lines.at(i).endsWith('\r') ? lines.at(i).chopped(1) : lines.at(i);
            const qsizetype colon = line.indexOf(':');
            // A folded line (leading white space) or a line with no name could hide a header
            // from one reader and not the other.
            if (colon <= 0 || line.front() == ' ' || line.front() == '\t') {
                refuse(400, "Bad Request",
                       say(QT_TRANSLATE_NOOP("GuardedTcpServer", "A header line is malformed.")));
                return false;
            }
            const QByteArray name = line.left(colon).toLower();
            const QByteArray value = line.mid(colon + 1).trimmed();
            if (name == "transfer-encoding") {
                refuse(501, "Not Implemented",
                       say(QT_TRANSLATE_NOOP(
                           "GuardedTcpServer",
                           "Transfer-Encoding is not supported: send a Content-Length.")));
                return false;
            }
            if (name == "content-type")
                m_form = value.toLower().startsWith("application/x-www-form-urlencoded");
            if (name != "content-length")
                continue;
            const qint64 given = contentLength(value);
            if (given < 0 || (length >= 0 && given != length)) {
                refuse(400, "Bad Request",
                       say(QT_TRANSLATE_NOOP(
                           "GuardedTcpServer",
                           "The Content-Length header is not one non-negative number.")));
                return false;
            }
            length = given;
        }
        if (length > m_limits.maxRequestBytes) {
            refuse(413, "Payload Too Large",
                   say(QT_TRANSLATE_NOOP(
                           "GuardedTcpServer",
                           "The request is larger than any SQS request (at most %1 bytes)."),
                       m_limits.maxRequestBytes));
            return false;
        }
        if (m_formFields >= m_limits.maxFormFields) {
            refuse(413, "Payload Too Large",
                   say(QT_TRANSLATE_NOOP("GuardedTcpServer",
                                         "The URL has more fields than any SQS request.")));
            return false;
        }
        m_bodyLeft = std::max<qint64>(length, 0);
        return true;
    }

    /// Counts `bytes` more of the request arriving now against the limits: false when refused.
    bool hold(qint64 bytes)
    {
        m_held += bytes;
        m_server->m_bufferedBytes += bytes;
        if (m_held > m_limits.maxRequestBytes + m_limits.maxHeadBytes) {
            refuse(413, "Payload Too Large",
                   say(QT_TRANSLATE_NOOP("GuardedTcpServer",
                                         "The request is larger than any SQS request.")));
            return false;
        }
        if (m_server->m_bufferedBytes > m_limits.maxBufferedBytes) {
            refuse(503, "Service Unavailable",
                   say(QT_TRANSLATE_NOOP(
                       "GuardedTcpServer",
                       "The server holds too many requests still arriving; try again.")));
            return false;
        }
        return true;
    }

    void release()
    {
        m_server->m_bufferedBytes -= m_held;
        m_held = 0;
    }

    /// The whole request has arrived: Qt HttpServer parses it and the endpoint answers it.
    void requestEnds()
    {
        release();
        m_phase = Phase::Head;
        ++m_unanswered;
        m_timer.stop();
    }

    void refuse(int status, const char *reason, const QByteArray &why)
    {
        m_refused = true;
        release();
        m_timer.stop();
        // Drained before Qt HttpServer reads: it sees none of the refused request.
        m_socket->readAll();
        m_socket->write(refusal(status, reason, why));
        m_socket->disconnectFromHost();
    }

    QTcpSocket *m_socket;
    QPointer<GuardedTcpServer> m_server;
    const GuardedTcpServer::Limits m_limits;
    QTimer m_timer;
    Phase m_phase = Phase::Head;
    QByteArray m_head;
    qint64 m_bodyLeft = 0;
    bool m_form = false;
    qsizetype m_formFields = 0;
    qint64 m_held = 0;
    int m_unanswered = 0;
    bool m_refused = false;
};

GuardedTcpServer::GuardedTcpServer(QObject *parent) : QTcpServer(parent) {}

void GuardedTcpServer::incomingConnection(qintptr descriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    if (m_connections >= m_limits.maxConnections) {
        socket->write(refusal(
            503, "Service Unavailable",
            say(QT_TRANSLATE_NOOP("GuardedTcpServer",
                                  "The server has as many connections as it takes; try again."))));
        socket->disconnectFromHost();
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        return;
    }
    auto *guard = new ConnectionGuard(socket, this);
    socket->setProperty(guardProperty, QVariant::fromValue(static_cast<QObject *>(guard)));
    addPendingConnection(socket);
}

void GuardedTcpServer::answered(QTcpSocket *socket)
{
    if (auto *guard = socket->property(guardProperty).value<QObject *>())
        static_cast<ConnectionGuard *>(guard)->answered();
}

} // namespace inflight
