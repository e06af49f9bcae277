// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqsendpoint.h"

#include "apijson.h"
#include "guardedtcpserver.h"
#include "sqshttpserver.h"

#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTcpSocket>

#include <algorithm>
#include <cstdio>

namespace inflight {

namespace {

constexpr const char *clientProperty = "inflightClient";
/// The longest the wake-up timer is armed for: engine events further away (retention, hours
/// ahead) are reached by re-arming, and QTimer takes an int of milliseconds.
constexpr TimeMs longestWakeUpMs = 3600 * 1000;

QString hostForUrl(const QHostAddress &address)
{
    if (address == QHostAddress::Any || address == QHostAddress::AnyIPv4 ||
        address == QHostAddress::AnyIPv6)
        return QStringLiteral("localhost");
    if (address.protocol() == QAbstractSocket::IPv6Protocol)
        return u'[' + address.toString() + u']';
    return address.toString();
}

/// A member the engine's JSON face could not read (a string where a number belongs): the JSON
/// protocol's SerializationException, the query protocol's InvalidParameterValue.
WireError memberProblemError(const SqsRequest &request, const MemberProblem &problem)
{
    const QString message = QString::fromStdString(problem.message);
    if (request.protocol == SqsRequest::Protocol::Json)
        return WireError{400, {}, message, true, QStringLiteral("SerializationException")};
    return WireError{400, QStringLiteral("InvalidParameterValue"), message, true};
}

} // namespace

struct SqsEndpoint::ParkedPoll {
    std::unique_ptr<QHttpServerResponder> responder;
    /// Cleared by Qt when the client disconnects: its answer is then dropped.
    QPointer<QTcpSocket> socket;
    SqsRequest request;
    ReceiveMessageRequest receive;
    QByteArray requestId;
};

SqsEndpoint::SqsEndpoint(EngineSettings settings, QObject *parent)
    : QObject(parent), m_settings(std::move(settings))
{
    m_wakeUp.setSingleShot(true);
    m_wakeUp.setTimerType(Qt::PreciseTimer);
    connect(&m_wakeUp, &QTimer::timeout, this, &SqsEndpoint::catchUp);
}

SqsEndpoint::~SqsEndpoint() = default;

bool SqsEndpoint::listen(const QHostAddress &address, quint16 port, QString *error)
{
    m_tcpServer = new GuardedTcpServer(this);
    if (!m_tcpServer->listen(address, port)) {
        if (error)
            *error = m_tcpServer->errorString();
        return false;
    }
    m_settings.endpoint = QStringLiteral("http://%1:%2")
                              .arg(hostForUrl(address))
                              .arg(m_tcpServer->serverPort())
                              .toStdString();
    m_engine = std::make_unique<QueueEngine>(m_settings);
    m_httpServer = new SqsHttpServer(
        [this](const QHttpServerRequest &request, QTcpSocket *socket) { handle(request, socket); },
        this);
    m_httpServer->bind(m_tcpServer);
    m_clock.start();
    return true;
}

quint16 SqsEndpoint::port() const
{
    return m_tcpServer ? m_tcpServer->serverPort() : 0;
}

QString SqsEndpoint::url() const
{
    return QString::fromStdString(m_settings.endpoint);
}

bool SqsEndpoint::record(const QString &path, QString *error)
{
    return m_recorder.open(path, m_settings, error);
}

void SqsEndpoint::recordInMemory()
{
    m_recorder.keepInMemory(m_settings);
}

void SqsEndpoint::close()
{
    if (!m_engine)
        return;
    catchUp();
    if (m_tcpServer)
        m_tcpServer->close();
    m_wakeUp.stop();
    // A long poll still waiting ends as its wait would: with no messages. The replay of the
    // recording lets such polls run on to their own end instead (docs/serve.md).
    for (auto &[poll, parked] : m_parked) {
        if (parked->socket)
            respond(*parked->responder,
                    WireProtocol::success(parked->request, "{}", parked->requestId));
    }
    m_parked.clear();
    m_recorder.finish(m_engine->now());
}

TimeMs SqsEndpoint::elapsedMs() const
{
    return m_clock.elapsed();
}

void SqsEndpoint::catchUp()
{
    m_engine->advanceTo(elapsedMs());
    answerCompletedPolls();
    armTimer();
}

void SqsEndpoint::armTimer()
{
    const TimeMs next = m_engine->nextTimerTime();
    if (next == neverMs) {
        m_wakeUp.stop();
        return;
    }
    // At least 1 ms: a timer that is due now has already been fired by catchUp().
    const TimeMs waitMs = std::clamp<TimeMs>(next - elapsedMs(), 1, longestWakeUpMs);
    m_wakeUp.start(static_cast<int>(waitMs));
}

void SqsEndpoint::answerCompletedPolls()
{
    for (const CompletedPoll &done : m_engine->takeCompletedPolls()) {
        const auto found = m_parked.find(done.poll);
        if (found == m_parked.end())
            continue;
        const std::unique_ptr<ParkedPoll> parked = std::move(found->second);
        m_parked.erase(found);
        if (!parked->socket)
            continue;
        if (!done.outcome) {
            respond(*parked->responder,
                    WireProtocol::failure(parked->request,
                                          WireProtocol::fromApiError(done.outcome.error()),
                                          parked->requestId));
            continue;
        }
        const std::string response =
            renderReceiveMessageResult(*m_engine, parked->receive, done.outcome.result());
        respond(*parked->responder,
                WireProtocol::success(parked->request, response, parked->requestId));
    }
}

std::string SqsEndpoint::clientName(const SqsRequest &request, QTcpSocket *socket)
{
    if (!request.appId.isEmpty())
        return request.appId.toStdString();
    QVariant number = socket->property(clientProperty);
    if (!number.isValid()) {
        number = ++m_connections;
        socket->setProperty(clientProperty, number);
    }
    return "client " + std::to_string(number.toInt());
}

QByteArray SqsEndpoint::nextRequestId()
{
    // Shaped like AWS's request ids (a UUID); numbered, so that two runs number them alike.
    char text[40];
    std::snprintf(text, sizeof text, "00000000-0000-4000-8000-%012llx",
                  static_cast<unsigned long long>(++m_requests));
    return QByteArray(text);
}

void SqsEndpoint::respond(QHttpServerResponder &responder, const HttpAnswer &answer)
{
    responder.writeStatusLine(static_cast<QHttpServerResponder::StatusCode>(answer.status));
    responder.writeHeader("Content-Type", answer.contentType);
    responder.writeHeader("Content-Length", QByteArray::number(answer.body.size()));
    for (const auto &[name, value] : answer.headers)
        responder.writeHeader(name, value);
    responder.writeBody(answer.body);
}

std::string SqsEndpoint::pointUrlsAtHost(const std::string &response, const QString &host) const
{
    const std::string base = "http://" + host.toStdString();
    if (host.isEmpty() || base == m_settings.endpoint ||
        response.find(m_settings.endpoint) == std::string::npos)
        return response;
    // Only the members that hold queue URLs: a message body that quotes a URL stays as sent.
    const QString from = QString::fromStdString(m_settings.endpoint + "/");
    const QString to = QString::fromStdString(base + "/");
    auto rewrite = [&](const QJsonValue &value) {
        const QString url = value.toString();
        return url.startsWith(from) ? QJsonValue(to + url.mid(from.size())) : value;
    };
    QJsonObject object = QJsonDocument::fromJson(QByteArray::fromStdString(response)).object();
    if (object.contains(QLatin1String("QueueUrl")))
        object.insert(QStringLiteral("QueueUrl"), rewrite(object.value(QLatin1String("QueueUrl"))));
    for (const QString &key : {QStringLiteral("QueueUrls"), QStringLiteral("queueUrls")}) {
        if (!object.contains(key))
            continue;
        QJsonArray urls;
        for (const QJsonValue &url : object.value(key).toArray())
            urls.append(rewrite(url));
        object.insert(key, urls);
    }
    return QJsonDocument(object).toJson(QJsonDocument::Compact).toStdString();
}

void SqsEndpoint::handle(const QHttpServerRequest &http, QTcpSocket *socket)
{
    catchUp();
    const HttpRequestView view{{},
                               http.url().path(),
                               http.url().query(QUrl::FullyEncoded).toUtf8(),
                               http.headers(),
                               http.body()};
    SqsRequest request = WireProtocol::decode(view);
    QHttpServerResponder responder = SqsHttpServer::makeResponder(http, socket);
    const QByteArray requestId = nextRequestId();
    if (request.error) {
        respond(responder, WireProtocol::failure(request, *request.error, requestId));
        return;
    }
    const std::string client = clientName(request, socket);
    m_clientNames.insert(client);
    m_recorder.record(m_engine->now(), client, request.actionName, request.members);
    const JsonCall call =
        callFromJson(*m_engine, *request.action, request.members, m_engine->actor(client));
    if (call.problem) {
        respond(responder, WireProtocol::failure(
                               request, memberProblemError(request, *call.problem), requestId));
    } else if (call.error) {
        respond(responder,
                WireProtocol::failure(request, WireProtocol::fromApiError(*call.error), requestId));
    } else if (call.waiting) {
        m_parked[call.poll] = std::make_unique<ParkedPoll>(
            ParkedPoll{std::make_unique<QHttpServerResponder>(std::move(responder)),
                       QPointer<QTcpSocket>(socket), request, call.receiveRequest, requestId});
    } else {
        respond(responder, WireProtocol::success(
                               request, pointUrlsAtHost(call.response, request.host), requestId));
    }
    // The call may have completed waiting polls (a send wakes them) and scheduled new events.
    answerCompletedPolls();
    armTimer();
    emit requestHandled();
}

} // namespace inflight
