// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqsendpoint.h"

#include "apijson.h"
#include "guardedtcpserver.h"
#include "queueconfig.h"
#include "sqshttpserver.h"

#include <QDateTime>
#include <QHostInfo>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkInterface>
#include <QTcpSocket>

#include <algorithm>
#include <cstdio>

namespace inflight {

namespace {

constexpr const char *clientProperty = "inflightClient";
/// The longest the wake-up timer is armed for: engine events further away (retention, hours
/// ahead) are reached by re-arming, and QTimer takes an int of milliseconds.
constexpr TimeMs longestWakeUpMs = 3600 * 1000;

/// "scheme://host[:port]" of a URL or origin, in lower case; the text itself when it is no URL.
QString originOf(const QString &url)
{
    const QUrl parsed(url);
    if (!parsed.isValid() || parsed.scheme().isEmpty() || parsed.host().isEmpty())
        return url.toLower();
    QString origin = parsed.scheme().toLower() + QStringLiteral("://") + parsed.host().toLower();
    if (parsed.port() >= 0)
        origin += u':' + QString::number(parsed.port());
    return origin;
}

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
    quint64 turn = 0;
    SqsRequest request;
    ReceiveMessageRequest receive;
    QByteArray requestId;
    QList<QPair<QByteArray, QByteArray>> cors;
};

SqsEndpoint::SqsEndpoint(EngineSettings settings, QObject *parent)
    : QObject(parent), m_settings(std::move(settings))
{
    m_wakeUp.setSingleShot(true);
    m_wakeUp.setTimerType(Qt::PreciseTimer);
    connect(&m_wakeUp, &QTimer::timeout, this, &SqsEndpoint::catchUp);
}

SqsEndpoint::~SqsEndpoint() = default;

void SqsEndpoint::allowOrigins(const QStringList &origins)
{
    m_allowedOrigins.clear();
    for (const QString &origin : origins)
        m_allowedOrigins.append(originOf(origin));
}

bool SqsEndpoint::listen(const QHostAddress &address, quint16 port, QString *error)
{
    m_tcpServer = new GuardedTcpServer(this);
    m_tcpServer->setLimits(m_limits);
    if (!m_tcpServer->listen(address, port)) {
        if (error)
            *error = m_tcpServer->errorString();
        return false;
    }
    m_allowedHosts = {QStringLiteral("localhost")};
    for (const QString &host : m_extraHosts)
        m_allowedHosts.append(host.toLower());
    if (address == QHostAddress::Any || address == QHostAddress::AnyIPv4 ||
        address == QHostAddress::AnyIPv6) {
        // Every network: the machine's addresses and name are how other machines reach it.
        for (const QHostAddress &own : QNetworkInterface::allAddresses())
            m_allowedHosts.append(own.toString().toLower());
        m_allowedHosts.append(QHostInfo::localHostName().toLower());
    } else {
        m_allowedHosts.append(address.toString().toLower());
    }
    m_settings.endpoint = QStringLiteral("http://%1:%2")
                              .arg(hostForUrl(address))
                              .arg(m_tcpServer->serverPort())
                              .toStdString();
    // The engine's time 0 is now: its timestamps are real epoch times, and the recording keeps
    // this origin, so that its replay answers the same ones.
    m_settings.timestampOriginMs = QDateTime::currentMSecsSinceEpoch();
    m_clock.start();
    m_recorder.start(m_settings);
    m_engine = std::make_unique<QueueEngine>(m_settings);
    m_httpServer = new SqsHttpServer(
        [this](const QHttpServerRequest &request, QTcpSocket *socket) { handle(request, socket); },
        this);
    m_httpServer->bind(m_tcpServer);
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

bool SqsEndpoint::record(const QString &path, bool replace, QString *error)
{
    m_recorder.onWriteError([this](const QString &reason) { emit recordingFailed(reason); });
    return m_recorder.open(path, replace, error);
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
        if (parked->socket) {
            HttpAnswer empty = WireProtocol::success(parked->request, "{}", parked->requestId);
            empty.headers.append(parked->cors);
            answer(parked->socket, parked->turn, std::move(parked->responder), std::move(empty));
        }
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
        HttpAnswer reply =
            done.outcome
                ? WireProtocol::success(
                      parked->request,
                      renderReceiveMessageResult(*m_engine, parked->receive, done.outcome.result()),
                      parked->requestId)
                : WireProtocol::failure(parked->request,
                                        WireProtocol::fromApiError(done.outcome.error()),
                                        parked->requestId);
        reply.headers.append(parked->cors);
        answer(parked->socket, parked->turn, std::move(parked->responder), std::move(reply));
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

quint64 SqsEndpoint::takeTurn(QTcpSocket *socket)
{
    auto found = m_answerQueues.find(socket);
    if (found == m_answerQueues.end()) {
        found = m_answerQueues.emplace(socket, AnswerQueue{}).first;
        connect(socket, &QObject::destroyed, this,
                [this, socket] { m_answerQueues.erase(socket); });
    }
    return found->second.nextRequest++;
}

void SqsEndpoint::answer(QTcpSocket *socket, quint64 turn,
                         std::unique_ptr<QHttpServerResponder> responder, HttpAnswer answer)
{
    const auto found = m_answerQueues.find(socket);
    if (found == m_answerQueues.end())
        return;
    AnswerQueue &queue = found->second;
    if (turn != queue.nextAnswer) {
        queue.held.emplace(turn, std::make_pair(std::move(responder), std::move(answer)));
        return;
    }
    respond(*responder, answer);
    GuardedTcpServer::answered(socket);
    ++queue.nextAnswer;
    // The answers that waited behind this one go now, in order.
    for (auto next = queue.held.find(queue.nextAnswer); next != queue.held.end();
         next = queue.held.find(queue.nextAnswer)) {
        respond(*next->second.first, next->second.second);
        GuardedTcpServer::answered(socket);
        queue.held.erase(next);
        ++queue.nextAnswer;
    }
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
    // A host that names a region (sqs.eu-west-1.localhost) gets that region's URLs in AWS's form,
    // with the region in the host only: .../queue/eu-west-1/000000000000/orders becomes
    // http://sqs.eu-west-1.localhost:9324/000000000000/orders.
    const std::string hostRegion = regionOfHost(host.toStdString());
    const QString regionPath =
        hostRegion.empty() ? QString()
                           : QStringLiteral("queue/%1/").arg(QString::fromStdString(hostRegion));
    auto rewrite = [&](const QJsonValue &value) {
        const QString url = value.toString();
        if (!url.startsWith(from))
            return value;
        const QString path = url.mid(from.size());
        if (!regionPath.isEmpty() && path.startsWith(regionPath))
            return QJsonValue(to + path.mid(regionPath.size()));
        return QJsonValue(to + path);
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

bool SqsEndpoint::hostAllowed(const QByteArray &hostHeader) const
{
    // "name:port", "1.2.3.4:port" or "[::1]:port"; HTTP/1.0 clients may send none.
    if (hostHeader.isEmpty())
        return true;
    QString host = QString::fromLatin1(hostHeader).toLower();
    if (host.startsWith(u'[')) {
        host = host.mid(1, host.indexOf(u']') - 1);
    } else if (host.count(u':') == 1) {
        host.truncate(host.indexOf(u':'));
    }
    // A name under "localhost" is this machine too (RFC 6761; browsers never resolve one
    // elsewhere): sqs.eu-west-1.localhost names a region the way AWS's hosts do.
    return QHostAddress(host).isLoopback() || m_allowedHosts.contains(host) ||
           host.endsWith(QLatin1String(".localhost"));
}

std::optional<WireError> SqsEndpoint::refusal(const HttpRequestView &http) const
{
    auto refused = [](const QString &message) {
        return WireError{403, QStringLiteral("AccessDenied"), message, true};
    };
    const QByteArray host = http.header("host");
    if (!hostAllowed(host))
        return refused(tr("Inflight answers requests for this machine only, not for the host "
                          "%1: start it with --allow-host to add that name.")
                           .arg(QString::fromLatin1(host)));
    // A browser says which page made the request: Origin (scripts, forms), Sec-Fetch-Site (also
    // images and links), else Referer. Clients that are not browsers send none of them.
    QString page = QString::fromLatin1(http.header("origin"));
    const QByteArray site = http.header("sec-fetch-site");
    if (page.isEmpty() && (site == "cross-site" || site == "same-site"))
        page = tr("another site");
    if (page.isEmpty() && !http.header("referer").isEmpty())
        page = originOf(QString::fromLatin1(http.header("referer")));
    if (page.isEmpty() || m_allowedOrigins.contains(originOf(page)))
        return std::nullopt;
    return refused(tr("Inflight does not answer web pages (this request came from %1): start it "
                      "with --allow-origin ORIGIN to let a page of yours in.")
                       .arg(page));
}

QList<QPair<QByteArray, QByteArray>> SqsEndpoint::corsHeaders(const HttpRequestView &http) const
{
    const QByteArray origin = http.header("origin");
    if (origin.isEmpty() || !m_allowedOrigins.contains(originOf(QString::fromLatin1(origin))))
        return {};
    return {{"Access-Control-Allow-Origin", origin},
            {"Access-Control-Expose-Headers", "x-amzn-RequestId, x-amzn-query-error"},
            {"Vary", "Origin"}};
}

void SqsEndpoint::handle(const QHttpServerRequest &http, QTcpSocket *socket)
{
    catchUp();
    const quint64 turn = takeTurn(socket);
    auto responder =
        std::make_unique<QHttpServerResponder>(SqsHttpServer::makeResponder(http, socket));
    const QByteArray requestId = nextRequestId();
    const HttpRequestView view{{},
                               http.url().path(),
                               http.url().query(QUrl::FullyEncoded).toUtf8(),
                               http.headers(),
                               http.body()};
    const auto cors = corsHeaders(view);
    if (http.method() == QHttpServerRequest::Method::Options && !cors.isEmpty()) {
        // A browser's preflight for an allowed page.
        HttpAnswer preflight{200, "text/plain", cors, {}};
        preflight.headers.append(
            qMakePair(QByteArray("Access-Control-Allow-Methods"), QByteArray("GET, POST")));
        preflight.headers.append(qMakePair(QByteArray("Access-Control-Allow-Headers"),
                                           view.header("access-control-request-headers")));
        preflight.headers.append(
            qMakePair(QByteArray("Access-Control-Max-Age"), QByteArray("600")));
        answer(socket, turn, std::move(responder), preflight);
        return;
    }
    SqsRequest request = WireProtocol::decode(view);
    if (auto refused = refusal(view)) {
        answer(socket, turn, std::move(responder),
               WireProtocol::failure(request, *refused, requestId));
        return;
    }
    auto reply = [&](HttpAnswer httpAnswer) {
        httpAnswer.headers.append(cors);
        answer(socket, turn, std::move(responder), std::move(httpAnswer));
    };
    if (request.error) {
        reply(WireProtocol::failure(request, *request.error, requestId));
        return;
    }
    const std::string client = clientName(request, socket);
    m_clientNames.insert(client);
    const std::string region = request.region.toStdString();
    m_engine->setRegion(region);
    m_recorder.record(m_engine->now(), client, region, request.actionName, request.members);
    const JsonCall call =
        callFromJson(*m_engine, *request.action, request.members, m_engine->actor(client));
    if (call.problem) {
        reply(
            WireProtocol::failure(request, memberProblemError(request, *call.problem), requestId));
    } else if (call.error) {
        reply(WireProtocol::failure(request, WireProtocol::fromApiError(*call.error), requestId));
    } else if (call.waiting) {
        m_parked[call.poll] = std::make_unique<ParkedPoll>(
            ParkedPoll{std::move(responder), QPointer<QTcpSocket>(socket), turn, request,
                       call.receiveRequest, requestId, cors});
    } else {
        reply(WireProtocol::success(request, pointUrlsAtHost(call.response, request.host),
                                    requestId));
    }
    // The call may have completed waiting polls (a send wakes them) and scheduled new events.
    answerCompletedPolls();
    armTimer();
    emit requestHandled();
}

} // namespace inflight
