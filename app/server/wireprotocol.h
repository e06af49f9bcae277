// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "action.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>
#include <string>

namespace inflight {

struct ApiError;

/// An HTTP request as the endpoint reads it; independent of the HTTP library, so that the
/// decoding can be tested and fuzzed on bytes alone.
struct HttpRequestView {
    QByteArray method;
    /// The path of the URL ("/000000000000/orders"), percent-decoded.
    QString path;
    /// The query string of the URL (without '?'), still percent-encoded.
    QByteArray query;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;

    /// The value of a header, by case-insensitive name; empty when absent.
    QByteArray header(const QByteArray &name) const;
};

/// An answer to put on the wire.
struct HttpAnswer {
    int status = 200;
    QByteArray contentType;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
};

/// An error found before the engine saw the request (unknown action, malformed body) or by it.
struct WireError {
    int status = 400;
    /// The query protocol's code ("InvalidAction", "AWS.SimpleQueueService.NonExistentQueue").
    QString code;
    QString message;
    bool senderFault = true;
    /// For the JSON protocol, a `__type` other than the code's exception shape
    /// (SerializationException, UnknownOperationException): those have no query code, so no
    /// x-amzn-query-error header either.
    QString jsonType = {};
};

/// One SQS request, decoded: which protocol it came in, the action, and its members as the JSON
/// protocol names them (what the engine's JSON face reads).
struct SqsRequest {
    enum class Protocol { Json, Query };
    Protocol protocol = Protocol::Query;
    QString actionName;
    std::optional<Action> action;
    QJsonObject members;
    /// Set when the request cannot be made: answer it at once.
    std::optional<WireError> error;
    /// The Host header as the client sent it ("127.0.0.1:9324").
    QString host;
    /// The `app/NAME` part of the User-Agent (boto3's user_agent_appid, AWS_SDK_UA_APP_ID), or "".
    QString appId;
    /// The AWS region the request is made in: its host's ("sqs.eu-west-1.localhost"), else its
    /// signature's credential scope's (Authorization header, or a presigned URL's
    /// X-Amz-Credential), else "us-east-1".
    QString region;
};

/// The two wire protocols of SQS, chosen per request as AWS does: X-Amz-Target selects the AWS
/// JSON 1.0 protocol, anything else is the query protocol (form fields in the body or the URL).
class WireProtocol {
public:
    static SqsRequest decode(const HttpRequestView &request);
    /// `responseJson` is the engine's JSON protocol response body.
    static HttpAnswer success(const SqsRequest &request, const std::string &responseJson,
                              const QByteArray &requestId);
    static HttpAnswer failure(const SqsRequest &request, const WireError &error,
                              const QByteArray &requestId);
    static WireError fromApiError(const ApiError &error);
};

} // namespace inflight
