// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

namespace inflight {

/// AWS's model of the SQS API (botocore's service-2.json, reduced by makewiremodel.py to what the
/// wire needs): every action's input and output shapes, the query protocol's element names, and the
/// exception shape behind each error code. Both protocols are decoded and encoded from it, so a
/// member name is never spelled twice.
class WireModel {
public:
    /// The model compiled into the program (app/server/sqswiremodel.json).
    static const WireModel &sqs();

    explicit WireModel(const QJsonObject &model);

    /// The shape named `name`; an empty object for a name the model lacks.
    QJsonObject shape(const QString &name) const;
    QJsonObject inputShape(const QString &action) const;
    /// Empty for an action that answers with no members (DeleteMessage, TagQueue, ...).
    QJsonObject outputShape(const QString &action) const;
    /// The element the query protocol wraps a result in ("ReceiveMessageResult").
    QString resultWrapper(const QString &action) const;
    /// The JSON protocol drops what the action does not take, as AWS does, instead of failing.
    QJsonObject keepInputMembers(const QString &action, const QJsonObject &request) const;
    /// The exception shape the JSON protocol's `__type` names for a query error code
    /// ("QueueDoesNotExist" for "AWS.SimpleQueueService.NonExistentQueue"); SDKs raise the
    /// exception class of that name. A code with no modelled exception names itself.
    QString exceptionShape(const QString &queryCode) const;
    QString xmlNamespace() const;
    QString targetPrefix() const;

private:
    QJsonObject m_operations;
    QJsonObject m_shapes;
    QJsonObject m_errors;
    QJsonObject m_metadata;
};

} // namespace inflight
