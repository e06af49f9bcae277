// SPDX-License-Identifier: GPL-3.0-or-later
#include "wiremodel.h"

#include <QFile>
#include <QJsonDocument>

namespace inflight {

const WireModel &WireModel::sqs()
{
    static const WireModel model = [] {
        QFile file(QStringLiteral(":/inflight/server/sqswiremodel.json"));
        // The model is compiled in: failing to read it is a broken build, not bad input.
        const bool opened = file.open(QIODevice::ReadOnly);
        Q_ASSERT(opened);
        Q_UNUSED(opened);
        return WireModel(QJsonDocument::fromJson(file.readAll()).object());
    }();
    return model;
}

WireModel::WireModel(const QJsonObject &model)
    : m_operations(model.value(QLatin1String("operations")).toObject()),
      m_shapes(model.value(QLatin1String("shapes")).toObject()),
      m_errors(model.value(QLatin1String("errors")).toObject()),
      m_metadata(model.value(QLatin1String("metadata")).toObject())
{
}

QJsonObject WireModel::shape(const QString &name) const
{
    return m_shapes.value(name).toObject();
}

QJsonObject WireModel::inputShape(const QString &action) const
{
    return shape(m_operations.value(action).toObject().value(QLatin1String("input")).toString());
}

QJsonObject WireModel::outputShape(const QString &action) const
{
    const QJsonObject operation = m_operations.value(action).toObject();
    if (!operation.contains(QLatin1String("output")))
        return {};
    return shape(operation.value(QLatin1String("output")).toString());
}

QString WireModel::resultWrapper(const QString &action) const
{
    return m_operations.value(action).toObject().value(QLatin1String("resultWrapper")).toString();
}

QJsonObject WireModel::keepInputMembers(const QString &action, const QJsonObject &request) const
{
    const QJsonObject members = inputShape(action).value(QLatin1String("members")).toObject();
    QJsonObject kept;
    for (auto it = request.begin(); it != request.end(); ++it) {
        if (members.contains(it.key()))
            kept.insert(it.key(), it.value());
    }
    return kept;
}

QString WireModel::exceptionShape(const QString &queryCode) const
{
    return m_errors.value(queryCode).toString(queryCode);
}

QString WireModel::xmlNamespace() const
{
    return m_metadata.value(QLatin1String("xmlNamespace")).toString();
}

QString WireModel::targetPrefix() const
{
    return m_metadata.value(QLatin1String("targetPrefix")).toString();
}

} // namespace inflight
