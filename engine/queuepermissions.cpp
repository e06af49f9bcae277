// SPDX-License-Identifier: GPL-3.0-or-later
// AddPermission and RemovePermission: statements in the queue's Policy attribute, written the way
// AWS writes them. The document follows AWS's answers recorded in LocalStack's AWS-validated
// snapshot test_sqs_permission_lifecycle (tests/aws/services/sqs/test_sqs.snapshot.json, recorded
// 30-04-2024, JSON and query protocols): Version "2008-10-17", Id "<queue ARN>/SQSDefaultPolicy",
// one statement per label with Sid, Effect "Allow", Principal {"AWS": "arn:aws:iam::ID:root"} (a
// list when several accounts), Action "SQS:<Action>", Resource the queue ARN; no Policy at all once
// the last statement is removed; "Reason: can't find label." for a label the queue lacks. Several
// actions are a list like several accounts (the recording grants one). The engine does not
// enforce a policy (every caller is the queue's owner); the point is the attribute a learner reads
// back. The other messages follow moto, which checks them against AWS.

#include "queueengine.h"

#include "queueengine_p.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <array>
#include <cctype>

namespace inflight {

namespace {

constexpr std::size_t maxActionsPerStatement = 7;
constexpr std::size_t maxLabelLength = 80;

/// The actions a queue's owner can grant (AWS: "the permissions for SendMessage, DeleteMessage and
/// ChangeMessageVisibility also grant their batch versions").
constexpr std::array<std::string_view, 9> grantableActions = {
    "*",           "ChangeMessageVisibility",    "DeleteMessage", "GetQueueAttributes",
    "GetQueueUrl", "ListDeadLetterSourceQueues", "PurgeQueue",    "ReceiveMessage",
    "SendMessage",
};

bool validLabel(const std::string &label)
{
    return label.size() <= maxLabelLength &&
           std::all_of(label.begin(), label.end(),
                       [](unsigned char c) { return std::isalnum(c) || c == '-' || c == '_'; });
}

bool validAccountId(const std::string &id)
{
    return id.size() == 12 &&
           std::all_of(id.begin(), id.end(), [](unsigned char c) { return std::isdigit(c); });
}

/// The statements of the queue's policy; none when it has no policy or one that is not JSON
/// with a Statement list (SetQueueAttributes accepts any text: AddPermission then starts anew).
QJsonArray policyStatements(const std::string &policy)
{
    const QJsonObject object = QJsonDocument::fromJson(QByteArray::fromStdString(policy)).object();
    return object.value(QLatin1String("Statement")).toArray();
}

bool hasStatement(const QJsonArray &statements, const std::string &label)
{
    return std::any_of(statements.begin(), statements.end(), [&](const QJsonValue &statement) {
        return statement.toObject().value(QLatin1String("Sid")).toString().toStdString() == label;
    });
}

/// A JSON value as compact text, as AWS writes a policy.
std::string compact(const QJsonValue &value)
{
    const QByteArray text = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return text.mid(1, text.size() - 2).toStdString();
}

/// A statement with its members in AWS's order (Sid, Effect, Principal, Action, Resource), then
/// any others a hand-written policy has, so that a kept statement reads as it did.
std::string statementText(const QJsonObject &statement)
{
    static const std::array<const char *, 5> order = {"Sid", "Effect", "Principal", "Action",
                                                      "Resource"};
    // append() rather than operator+: GCC 12 at -O3 reports a false -Wrestrict inside
    // std::string's operator+ for a literal plus a temporary.
    std::string text = "{";
    auto add = [&](const QString &key) {
        if (text.size() > 1)
            text.append(",");
        text.append(compact(key)).append(":").append(compact(statement.value(key)));
    };
    for (const char *key : order) {
        if (statement.contains(QLatin1String(key)))
            add(QString::fromLatin1(key));
    }
    for (auto it = statement.begin(); it != statement.end(); ++it) {
        if (std::find(order.begin(), order.end(), it.key().toStdString()) == order.end())
            add(it.key());
    }
    text.append("}");
    return text;
}

/// One string, or a list of them when there are several (AWS's form).
QJsonValue oneOrMany(const std::vector<std::string> &values)
{
    if (values.size() == 1)
        return QString::fromStdString(values.front());
    QJsonArray list;
    for (const std::string &value : values)
        list.append(QString::fromStdString(value));
    return list;
}

std::string policyText(const std::string &queueArn, const QJsonArray &statements)
{
    std::string text = R"({"Version":"2008-10-17","Id":)" +
                       compact(QString::fromStdString(queueArn + "/SQSDefaultPolicy")) +
                       R"(,"Statement":[)";
    for (qsizetype i = 0; i < statements.size(); ++i) {
        if (i)
            text.append(",");
        text.append(statementText(statements.at(i).toObject()));
    }
    text.append("]}");
    return text;
}

} // namespace

Outcome<EmptyResult> QueueEngine::addPermission(const AddPermissionRequest &request, ActorId actor)
{
    CallScope<EmptyResult> call(*this, Action::AddPermission, actor);
    auto fail = [&](ApiError error) {
        return call.fail(std::move(error));
    };
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return fail(resolved.error());
    call.setQueue(resolved.result());
    Queue &q = queue(resolved.result());
    if (request.label.empty())
        return fail(missingParameter("Label"));
    if (!validLabel(request.label))
        return fail(invalidParameterValue(
            "Label", request.label,
            "Can only include alphanumeric characters, hyphens, or underscores. 1 to 80 in "
            "length"));
    if (request.actions.empty())
        return fail(missingParameter("Actions"));
    if (request.awsAccountIds.empty() ||
        !std::all_of(request.awsAccountIds.begin(), request.awsAccountIds.end(), validAccountId)) {
        std::string ids;
        for (const std::string &id : request.awsAccountIds)
            ids += (ids.empty() ? "" : ", ") + id;
        return fail(invalidParameterValue("PrincipalId", "[" + ids + "]", "Unable to verify."));
    }
    if (request.actions.size() > maxActionsPerStatement)
        return fail({ErrorCode::OverLimit, std::to_string(request.actions.size()) +
                                               " Actions were found, maximum allowed is 7."});
    for (const std::string &action : request.actions) {
        if (std::find(grantableActions.begin(), grantableActions.end(), action) ==
            grantableActions.end())
            return fail(
                invalidParameterValue("ActionName", "SQS:" + action,
                                      "Only the queue owner is allowed to invoke this action."));
    }
    const QJsonArray statements = policyStatements(q.policy);
    if (hasStatement(statements, request.label))
        return fail(invalidParameterValue("Label", request.label, "Already exists."));

    std::vector<std::string> principals;
    for (const std::string &id : request.awsAccountIds)
        principals.push_back("arn:aws:iam::" + id + ":root");
    std::vector<std::string> actions;
    for (const std::string &action : request.actions)
        actions.push_back("SQS:" + action);
    QJsonArray updated = statements;
    updated.append(QJsonObject{
        {QStringLiteral("Sid"), QString::fromStdString(request.label)},
        {QStringLiteral("Effect"), QStringLiteral("Allow")},
        {QStringLiteral("Principal"), QJsonObject{{QStringLiteral("AWS"), oneOrMany(principals)}}},
        {QStringLiteral("Action"), oneOrMany(actions)},
        {QStringLiteral("Resource"), QString::fromStdString(queueArn(q.index))},
    });
    q.policy = policyText(queueArn(q.index), updated);
    return call.finish(EmptyResult{});
}

Outcome<EmptyResult> QueueEngine::removePermission(const RemovePermissionRequest &request,
                                                   ActorId actor)
{
    CallScope<EmptyResult> call(*this, Action::RemovePermission, actor);
    auto fail = [&](ApiError error) {
        return call.fail(std::move(error));
    };
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return fail(resolved.error());
    call.setQueue(resolved.result());
    Queue &q = queue(resolved.result());
    if (request.label.empty())
        return fail(missingParameter("Label"));
    QJsonArray statements = policyStatements(q.policy);
    if (!hasStatement(statements, request.label))
        return fail(invalidParameterValue("Label", request.label, "can't find label."));
    for (qsizetype i = statements.size() - 1; i >= 0; --i) {
        if (statements.at(i).toObject().value(QLatin1String("Sid")).toString().toStdString() ==
            request.label)
            statements.removeAt(i);
    }
    // With its last statement gone the queue has no policy, and GetQueueAttributes leaves Policy
    // out, as for a queue that never had one.
    q.policy = statements.isEmpty() ? std::string() : policyText(queueArn(q.index), statements);
    return call.finish(EmptyResult{});
}

} // namespace inflight
