// SPDX-License-Identifier: GPL-3.0-or-later
#include "wireprotocol.h"

#include "apierror.h"
#include "querycodec.h"
#include "queueconfig.h"
#include "wiremodel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QStringDecoder>
#include <QXmlStreamWriter>

#include <algorithm>
#include <functional>

namespace inflight {

namespace {

const QByteArray jsonContentType = "application/x-amz-json-1.0";
const QByteArray xmlContentType = "text/xml";

/// Form fields of an application/x-www-form-urlencoded text: '+' is a space, %XX a byte, and
/// the bytes UTF-8 (`broken` set when they are not). A field given twice keeps its first value.
QueryCodec::Fields formFields(const QByteArray &encoded, bool &broken)
{
    QueryCodec::Fields fields;
    auto text = [&broken](const QByteArray &bytes) {
        QStringDecoder utf8(QStringDecoder::Utf8);
        const QString decoded = utf8(bytes);
        broken = broken || utf8.hasError();
        return decoded;
    };
    for (const QByteArray &pair : encoded.split('&')) {
        if (pair.isEmpty())
            continue;
        const qsizetype equals = pair.indexOf('=');
        QByteArray name = equals < 0 ? pair : pair.left(equals);
        QByteArray value = equals < 0 ? QByteArray() : pair.mid(equals + 1);
        name.replace('+', ' ');
        value.replace('+', ' ');
        fields.emplace(text(QByteArray::fromPercentEncoding(name)),
                       text(QByteArray::fromPercentEncoding(value)));
    }
    return fields;
}

/// Text that UTF-8 cannot carry (a lone surrogate, from a JSON `\ud800` escape or from bytes that
/// are not UTF-8): AWS refuses it rather than store a replacement character.
bool isBrokenText(const QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate())
            ++i;
        else if (c.isSurrogate())
            return true;
    }
    return false;
}

bool hasBrokenText(const QJsonValue &value)
{
    if (value.isString())
        return isBrokenText(value.toString());
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        return std::any_of(array.begin(), array.end(),
                           [](const QJsonValue &item) { return hasBrokenText(item); });
    }
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (isBrokenText(it.key()) || hasBrokenText(it.value()))
                return true;
        }
    }
    return false;
}

WireError invalidCharacters()
{
    return WireError{400, QStringLiteral("InvalidMessageContents"),
                     QStringLiteral("Invalid characters found. Valid unicode characters are #x9 | "
                                    "#xA | #xD | #x20 to #xD7FF | #xE000 to #xFFFD | #x10000 to "
                                    "#x10FFFF"),
                     true};
}

QString appIdOf(const QByteArray &userAgent)
{
    // "Boto3/1.43.11 md/Botocore#1.43.11 ua/2.1 ... app/worker-1 ..."
    for (const QByteArray &part : userAgent.split(' ')) {
        if (part.startsWith("app/") && part.size() > 4)
            return QString::fromUtf8(part.mid(4));
    }
    return {};
}

/// The region of a SigV4 credential scope ("AKID/20261206/eu-west-1/sqs/aws4_request"), or "".
QString regionOfScope(const QByteArray &scope)
{
    const QList<QByteArray> parts = scope.split('/');
    if (parts.size() == 5 && isRegionName(parts.at(2).toStdString()))
        return QString::fromLatin1(parts.at(2));
    return {};
}

/// The region of a request: the one its host names, as AWS's endpoints do
/// ("sqs.eu-west-1.amazonaws.com"), else its SigV4 credential scope's
/// ("Authorization: AWS4-HMAC-SHA256 Credential=AKID/20261206/eu-west-1/sqs/aws4_request, ...",
/// the region every SDK signs with, or a presigned URL's X-Amz-Credential), else us-east-1. The
/// host comes first: the queue URLs given back are built from it.
QString regionOf(const HttpRequestView &http)
{
    const std::string inHost = regionOfHost(http.header("host").toStdString());
    if (!inHost.empty())
        return QString::fromStdString(inHost);
    const QByteArray authorization = http.header("authorization");
    const qsizetype credential = authorization.indexOf("Credential=");
    if (credential >= 0) {
        QByteArray scope = authorization.mid(credential + 11);
        scope.truncate(std::min(scope.indexOf(',') < 0 ? scope.size() : scope.indexOf(','),
                                scope.indexOf(' ') < 0 ? scope.size() : scope.indexOf(' ')));
        const QString region = regionOfScope(scope);
        if (!region.isEmpty())
            return region;
    } else {
        // A presigned URL carries its signature in the query string instead of a header.
        for (const QByteArray &pair : http.query.split('&')) {
            if (!pair.startsWith("X-Amz-Credential="))
                continue;
            QByteArray scope = pair.mid(17);
            scope.replace('+', ' ');
            const QString region = regionOfScope(QByteArray::fromPercentEncoding(scope));
            if (!region.isEmpty())
                return region;
            break;
        }
    }
    return QString::fromLatin1(defaultRegion.data(), static_cast<qsizetype>(defaultRegion.size()));
}

void decodeJson(const HttpRequestView &http, SqsRequest &request)
{
    request.protocol = SqsRequest::Protocol::Json;
    const QByteArray target = http.header("x-amz-target");
    const QByteArray prefix = WireModel::sqs().targetPrefix().toUtf8() + '.';
    request.actionName =
        QString::fromUtf8(target.startsWith(prefix) ? target.mid(prefix.size()) : target);
    request.action = actionFromName(request.actionName.toStdString());
    if (!target.startsWith(prefix) || !request.action) {
        request.error =
            WireError{400, {}, QString(), true, QStringLiteral("UnknownOperationException")};
        return;
    }
    QJsonParseError parseError;
    const QByteArray body = http.body.trimmed().isEmpty() ? QByteArray("{}") : http.body;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        request.error = WireError{400,
                                  {},
                                  QStringLiteral("The request body is not a JSON object: ") +
                                      (parseError.error != QJsonParseError::NoError
                                           ? parseError.errorString()
                                           : QStringLiteral("another JSON value")),
                                  true,
                                  QStringLiteral("SerializationException")};
        return;
    }
    if (hasBrokenText(document.object())) {
        request.error = invalidCharacters();
        return;
    }
    request.members = WireModel::sqs().keepInputMembers(request.actionName, document.object());
}

void decodeQuery(const HttpRequestView &http, SqsRequest &request)
{
    request.protocol = SqsRequest::Protocol::Query;
    bool broken = false;
    QueryCodec::Fields fields = formFields(http.query, broken);
    // Fields in the body win over the same fields in the URL.
    for (auto &[name, value] : formFields(http.body, broken))
        fields[name] = value;
    const auto action = fields.find(QStringLiteral("Action"));
    if (action == fields.end() || action->second.isEmpty()) {
        request.error =
            WireError{400, QStringLiteral("MissingAction"),
                      QStringLiteral("The request must contain the parameter Action."), true};
        return;
    }
    request.actionName = action->second;
    request.action = actionFromName(request.actionName.toStdString());
    if (request.action && broken) {
        request.error = invalidCharacters();
        return;
    }
    if (!request.action) {
        request.error = WireError{400, QStringLiteral("InvalidAction"),
                                  QStringLiteral("The action ") + request.actionName +
                                      QStringLiteral(" is not valid for this endpoint."),
                                  true};
        return;
    }
    request.members = QueryCodec(WireModel::sqs()).decodeRequest(request.actionName, fields);
    // The query API's endpoint for a queue's actions is the queue's URL itself: a request sent
    // there names its queue by its path, with no QueueUrl field.
    const QString queueUrl = QStringLiteral("QueueUrl");
    if (!request.members.contains(queueUrl) && http.path.size() > 1 &&
        WireModel::sqs()
            .inputShape(request.actionName)
            .value(QLatin1String("members"))
            .toObject()
            .contains(queueUrl))
        request.members.insert(queueUrl, QStringLiteral("http://") + request.host + http.path);
}

/// The JSON protocol's `__type` for a query error code. SQS's own exceptions are shapes of its API
/// model (`com.amazonaws.sqs#QueueDoesNotExist`); the two parameter errors are not modelled: AWS
/// answers them with the exceptions of its service framework, Coral, whose shape names differ from
/// the query codes (LocalStack's and pail's AWS recordings: InvalidParameterValue is
/// `com.amazon.coral.service#InvalidParameterValueException`).
QString jsonErrorType(const QString &queryCode)
{
    if (queryCode == QLatin1String("InvalidParameterValue"))
        return QStringLiteral("com.amazon.coral.service#InvalidParameterValueException");
    if (queryCode == QLatin1String("MissingParameter"))
        return QStringLiteral("com.amazon.coral.service#MissingRequiredParameterException");
    if (queryCode == QLatin1String("AccessDenied"))
        return QStringLiteral("com.amazon.coral.service#AccessDeniedException");
    return QStringLiteral("com.amazonaws.sqs#") + WireModel::sqs().exceptionShape(queryCode);
}

/// X-Ray's header on a SendMessage becomes the message's AWSTraceHeader system attribute, as AWS
/// does; one given in MessageSystemAttributes wins.
void addTraceHeader(const HttpRequestView &http, SqsRequest &request)
{
    const QByteArray trace = http.header("x-amzn-trace-id");
    if (trace.isEmpty() || request.actionName != QLatin1String("SendMessage"))
        return;
    const QString member = QStringLiteral("MessageSystemAttributes");
    QJsonObject system = request.members.value(member).toObject();
    if (system.contains(QLatin1String("AWSTraceHeader")))
        return;
    system.insert(QStringLiteral("AWSTraceHeader"),
                  QJsonObject{{QStringLiteral("DataType"), QStringLiteral("String")},
                              {QStringLiteral("StringValue"), QString::fromUtf8(trace)}});
    request.members.insert(member, system);
}

/// The query protocol says which API version lacks the queue (AWS-recorded; the JSON protocol's
/// text has no suffix).
QString queryMessage(const WireError &error)
{
    if (error.code == QLatin1String("AWS.SimpleQueueService.NonExistentQueue") &&
        error.message == QLatin1String("The specified queue does not exist."))
        return QStringLiteral("The specified queue does not exist for this wsdl version.");
    return error.message;
}

QByteArray xmlDocument(const std::function<void(QXmlStreamWriter &)> &write)
{
    QByteArray out;
    QXmlStreamWriter xml(&out);
    xml.writeStartDocument();
    write(xml);
    xml.writeEndDocument();
    return out;
}

} // namespace

QByteArray HttpRequestView::header(const QByteArray &name) const
{
    for (const auto &[key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

SqsRequest WireProtocol::decode(const HttpRequestView &http)
{
    SqsRequest request;
    request.host = QString::fromUtf8(http.header("host"));
    request.appId = appIdOf(http.header("user-agent"));
    request.region = regionOf(http);
    if (!http.header("x-amz-target").isEmpty())
        decodeJson(http, request);
    else
        decodeQuery(http, request);
    if (!request.error)
        addTraceHeader(http, request);
    return request;
}

WireError WireProtocol::fromApiError(const ApiError &error)
{
    return WireError{httpStatus(error.code), QString::fromLatin1(codeName(error.code)),
                     QString::fromStdString(error.message), error.senderFault};
}

HttpAnswer WireProtocol::success(const SqsRequest &request, const std::string &responseJson,
                                 const QByteArray &requestId)
{
    HttpAnswer answer;
    if (request.protocol == SqsRequest::Protocol::Json) {
        answer.contentType = jsonContentType;
        answer.headers = {{"x-amzn-RequestId", requestId}};
        answer.body = QByteArray::fromStdString(responseJson);
        return answer;
    }
    const WireModel &model = WireModel::sqs();
    const QJsonObject result =
        QJsonDocument::fromJson(QByteArray::fromStdString(responseJson)).object();
    answer.contentType = xmlContentType;
    answer.body = xmlDocument([&](QXmlStreamWriter &xml) {
        xml.writeDefaultNamespace(model.xmlNamespace());
        xml.writeStartElement(request.actionName + QStringLiteral("Response"));
        if (!model.outputShape(request.actionName).isEmpty()) {
            xml.writeStartElement(model.resultWrapper(request.actionName));
            QueryCodec(model).encodeResult(xml, request.actionName, result);
            xml.writeEndElement();
        }
        xml.writeStartElement(QStringLiteral("ResponseMetadata"));
        xml.writeTextElement(QStringLiteral("RequestId"), QString::fromLatin1(requestId));
        xml.writeEndElement();
        xml.writeEndElement();
    });
    return answer;
}

HttpAnswer WireProtocol::failure(const SqsRequest &request, const WireError &error,
                                 const QByteArray &requestId)
{
    HttpAnswer answer;
    answer.status = error.status;
    const QString type = error.senderFault ? QStringLiteral("Sender") : QStringLiteral("Receiver");
    if (request.protocol == SqsRequest::Protocol::Json) {
        // The JSON protocol names the exception shape in __type and, because SQS was a query
        // service first, the query code in x-amzn-query-error: botocore reports that code and
        // raises the class named by __type.
        answer.contentType = jsonContentType;
        answer.headers = {{"x-amzn-RequestId", requestId}};
        QString jsonType = error.jsonType;
        if (jsonType.isEmpty()) {
            jsonType = jsonErrorType(error.code);
            answer.headers.append({"x-amzn-query-error", (error.code + u';' + type).toUtf8()});
        } else {
            jsonType = QStringLiteral("com.amazon.coral.service#") + jsonType;
        }
        QJsonObject body{{QStringLiteral("__type"), jsonType}};
        if (!error.message.isEmpty())
            body.insert(QStringLiteral("message"), error.message);
        answer.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
        return answer;
    }
    answer.contentType = xmlContentType;
    answer.body = xmlDocument([&](QXmlStreamWriter &xml) {
        xml.writeDefaultNamespace(WireModel::sqs().xmlNamespace());
        xml.writeStartElement(QStringLiteral("ErrorResponse"));
        xml.writeStartElement(QStringLiteral("Error"));
        xml.writeTextElement(QStringLiteral("Type"), type);
        xml.writeTextElement(QStringLiteral("Code"), error.code);
        QueryCodec::writeTextElement(xml, QStringLiteral("Message"), queryMessage(error));
        xml.writeEmptyElement(QStringLiteral("Detail"));
        xml.writeEndElement();
        xml.writeTextElement(QStringLiteral("RequestId"), QString::fromLatin1(requestId));
        xml.writeEndElement();
    });
    return answer;
}

} // namespace inflight
