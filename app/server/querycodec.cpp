// SPDX-License-Identifier: GPL-3.0-or-later
#include "querycodec.h"

#include <QJsonArray>
#include <QXmlStreamWriter>

namespace inflight {

namespace {

QString text(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toString();
}

bool isFlattened(const QJsonObject &shape)
{
    return shape.value(QLatin1String("flattened")).toBool();
}

/// True when a field is `prefix` itself or lies under it (`prefix.` ...).
bool hasFieldsUnder(const QueryCodec::Fields &fields, const QString &prefix)
{
    const auto it = fields.lower_bound(prefix);
    if (it == fields.end() || !it->first.startsWith(prefix))
        return false;
    if (it->first.size() == prefix.size())
        return true;
    // "Attribute.1" sorts before "Attribute.1.Name" but also before "Attribute.10": look on.
    for (auto next = it; next != fields.end() && next->first.startsWith(prefix); ++next) {
        if (next->first.size() == prefix.size() || next->first.at(prefix.size()) == u'.')
            return true;
    }
    return false;
}

/// Nesting deeper than any SQS shape (a batch entry's message attribute value is 4 deep) is a
/// request that is not SQS's; the limit keeps a crafted one from recursing far.
constexpr int maxDepth = 8;

QString scalarText(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isDouble())
        return QString::number(static_cast<qint64>(value.toDouble()));
    return value.toString();
}

/// A member's element name: its own location name, else its shape's, else the member's name.
QString locationOf(const QString &memberName, const QJsonObject &member, const QJsonObject &shape)
{
    if (!text(member, "name").isEmpty())
        return text(member, "name");
    if (!text(shape, "name").isEmpty())
        return text(shape, "name");
    return memberName;
}

} // namespace

QString QueryCodec::memberField(const QString &memberName, const QJsonObject &member) const
{
    // botocore's query serializer: a flattened list whose member has a name of its own is sent
    // under that name ("AttributeName.1" for AttributeNames); otherwise the member's location
    // name, or its own name.
    const QJsonObject shape = m_model.shape(text(member, "shape"));
    if (text(shape, "type") == QLatin1String("list") && isFlattened(shape)) {
        const QString itemName = text(shape.value(QLatin1String("member")).toObject(), "name");
        if (!itemName.isEmpty())
            return itemName;
    }
    return locationOf(memberName, member, shape);
}

QJsonObject QueryCodec::decodeRequest(const QString &action, const Fields &fields) const
{
    return decodeStructure(m_model.inputShape(action), QString(), fields, 0).toObject();
}

QJsonValue QueryCodec::decodeValue(const QJsonObject &shape, const QString &prefix,
                                   const Fields &fields, int depth) const
{
    if (depth > maxDepth)
        return QJsonValue::Undefined;
    const QString type = text(shape, "type");
    if (type == QLatin1String("structure"))
        return decodeStructure(shape, prefix, fields, depth);
    if (type == QLatin1String("list"))
        return decodeList(shape, prefix, fields, depth);
    if (type == QLatin1String("map"))
        return decodeMap(shape, prefix, fields, depth);
    const auto it = fields.find(prefix);
    return it == fields.end() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(it->second);
}

QJsonValue QueryCodec::decodeStructure(const QJsonObject &shape, const QString &prefix,
                                       const Fields &fields, int depth) const
{
    if (!prefix.isEmpty() && !hasFieldsUnder(fields, prefix))
        return QJsonValue::Undefined;
    QJsonObject out;
    const QJsonObject members = shape.value(QLatin1String("members")).toObject();
    for (auto it = members.begin(); it != members.end(); ++it) {
        const QJsonObject member = it.value().toObject();
        const QString field = memberField(it.key(), member);
        const QJsonValue value =
            decodeValue(m_model.shape(text(member, "shape")),
                        prefix.isEmpty() ? field : prefix + u'.' + field, fields, depth + 1);
        if (!value.isUndefined())
            out.insert(it.key(), value);
    }
    return out;
}

QJsonValue QueryCodec::decodeList(const QJsonObject &shape, const QString &prefix,
                                  const Fields &fields, int depth) const
{
    const QJsonObject item = shape.value(QLatin1String("member")).toObject();
    const QString itemName = text(item, "name");
    const QString itemPrefix =
        isFlattened(shape)
            ? prefix
            : prefix + u'.' + (itemName.isEmpty() ? QStringLiteral("member") : itemName);
    const QJsonObject itemShape = m_model.shape(text(item, "shape"));
    QJsonArray out;
    // Items are numbered from 1 without gaps; there can be no more items than fields.
    for (std::size_t i = 1; i <= fields.size(); ++i) {
        const QJsonValue value =
            decodeValue(itemShape, itemPrefix + u'.' + QString::number(i), fields, depth + 1);
        if (value.isUndefined())
            break;
        out.append(value);
    }
    // botocore sends an empty list as the bare name with an empty value.
    if (out.isEmpty() && fields.find(prefix) == fields.end())
        return QJsonValue::Undefined;
    return out;
}

QJsonValue QueryCodec::decodeMap(const QJsonObject &shape, const QString &prefix,
                                 const Fields &fields, int depth) const
{
    const QString entryPrefix = isFlattened(shape) ? prefix : prefix + QStringLiteral(".entry");
    const QJsonObject key = shape.value(QLatin1String("key")).toObject();
    const QJsonObject value = shape.value(QLatin1String("value")).toObject();
    const QString keyName = text(key, "name").isEmpty() ? QStringLiteral("key") : text(key, "name");
    const QString valueName =
        text(value, "name").isEmpty() ? QStringLiteral("value") : text(value, "name");
    const QJsonObject valueShape = m_model.shape(text(value, "shape"));
    QJsonObject out;
    for (std::size_t i = 1; i <= fields.size(); ++i) {
        const QString entry = entryPrefix + u'.' + QString::number(i) + u'.';
        const auto name = fields.find(entry + keyName);
        if (name == fields.end())
            break;
        const QJsonValue item = decodeValue(valueShape, entry + valueName, fields, depth + 1);
        out.insert(name->second, item.isUndefined() ? QJsonValue(QString()) : item);
    }
    if (out.isEmpty() && fields.find(prefix) == fields.end())
        return QJsonValue::Undefined;
    return out;
}

void QueryCodec::writeTextElement(QXmlStreamWriter &xml, const QString &element,
                                  const QString &text)
{
    if (!text.contains(u'\r')) {
        xml.writeTextElement(element, text);
        return;
    }
    xml.writeStartElement(element);
    const QStringList lines = text.split(u'\r');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0)
            xml.writeEntityReference(QStringLiteral("#xD"));
        xml.writeCharacters(lines.at(i));
    }
    xml.writeEndElement();
}

void QueryCodec::encodeResult(QXmlStreamWriter &xml, const QString &action,
                              const QJsonObject &result) const
{
    const QJsonObject members =
        m_model.outputShape(action).value(QLatin1String("members")).toObject();
    for (auto it = result.begin(); it != result.end(); ++it) {
        if (members.contains(it.key()))
            encodeMember(xml, it.key(), members.value(it.key()).toObject(), it.value());
    }
}

void QueryCodec::encodeMember(QXmlStreamWriter &xml, const QString &memberName,
                              const QJsonObject &member, const QJsonValue &value) const
{
    const QJsonObject shape = m_model.shape(text(member, "shape"));
    const QString type = text(shape, "type");
    const QString location = locationOf(memberName, member, shape);
    if (type == QLatin1String("list")) {
        const QJsonObject item = shape.value(QLatin1String("member")).toObject();
        const QJsonObject itemShape = m_model.shape(text(item, "shape"));
        if (isFlattened(shape)) {
            const QString itemName = text(item, "name").isEmpty() ? location : text(item, "name");
            for (const QJsonValue &element : value.toArray())
                encodeValue(xml, itemShape, itemName, element);
            return;
        }
        xml.writeStartElement(location);
        for (const QJsonValue &element : value.toArray())
            encodeValue(xml, itemShape,
                        text(item, "name").isEmpty() ? QStringLiteral("member")
                                                     : text(item, "name"),
                        element);
        xml.writeEndElement();
        return;
    }
    encodeValue(xml, shape, location, value);
}

void QueryCodec::encodeValue(QXmlStreamWriter &xml, const QJsonObject &shape,
                             const QString &element, const QJsonValue &value) const
{
    const QString type = text(shape, "type");
    if (type == QLatin1String("structure")) {
        xml.writeStartElement(element);
        const QJsonObject members = shape.value(QLatin1String("members")).toObject();
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (members.contains(it.key()))
                encodeMember(xml, it.key(), members.value(it.key()).toObject(), it.value());
        }
        xml.writeEndElement();
    } else if (type == QLatin1String("map")) {
        const QJsonObject key = shape.value(QLatin1String("key")).toObject();
        const QJsonObject item = shape.value(QLatin1String("value")).toObject();
        const QString keyName =
            text(key, "name").isEmpty() ? QStringLiteral("key") : text(key, "name");
        const QString valueName =
            text(item, "name").isEmpty() ? QStringLiteral("value") : text(item, "name");
        const QJsonObject valueShape = m_model.shape(text(item, "shape"));
        const QJsonObject object = value.toObject();
        const bool flattened = isFlattened(shape);
        if (!flattened)
            xml.writeStartElement(element);
        for (auto it = object.begin(); it != object.end(); ++it) {
            xml.writeStartElement(flattened ? element : QStringLiteral("entry"));
            writeTextElement(xml, keyName, it.key());
            encodeValue(xml, valueShape, valueName, it.value());
            xml.writeEndElement();
        }
        if (!flattened)
            xml.writeEndElement();
    } else {
        writeTextElement(xml, element, scalarText(value));
    }
}

} // namespace inflight
