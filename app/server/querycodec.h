// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wiremodel.h"

#include <QJsonObject>
#include <QString>

#include <map>

class QXmlStreamWriter;

namespace inflight {

/// The query protocol's forms, read and written by walking the wire model: flattened lists
/// (`AttributeName.1`), maps (`Attribute.1.Name`, `Attribute.1.Value`) and nested structures
/// (`SendMessageBatchRequestEntry.1.MessageAttribute.1.Value.DataType`) in, the action's members
/// as the JSON protocol names them out; and a JSON result back to the XML elements of the
/// `<ActionResult>` element.
class QueryCodec {
public:
    /// Form fields, already percent-decoded, by name.
    using Fields = std::map<QString, QString>;

    explicit QueryCodec(const WireModel &model) : m_model(model) {}

    /// The members of `action`'s request that the fields give; scalars stay strings (the engine's
    /// JSON reader takes integers written as digits, as the query protocol sends them).
    QJsonObject decodeRequest(const QString &action, const Fields &fields) const;
    /// Writes the members of `result` (the JSON protocol's response body) as the query protocol's
    /// elements of `action`'s output shape.
    void encodeResult(QXmlStreamWriter &xml, const QString &action,
                      const QJsonObject &result) const;

    /// `<element>text</element>`, with each carriage return written `&#xD;`: a raw one would
    /// reach the client as a line feed, since XML parsers normalise line ends.
    static void writeTextElement(QXmlStreamWriter &xml, const QString &element,
                                 const QString &text);

private:
    QJsonValue decodeValue(const QJsonObject &shape, const QString &prefix, const Fields &fields,
                           int depth) const;
    QJsonValue decodeStructure(const QJsonObject &shape, const QString &prefix,
                               const Fields &fields, int depth) const;
    QJsonValue decodeList(const QJsonObject &shape, const QString &prefix, const Fields &fields,
                          int depth) const;
    QJsonValue decodeMap(const QJsonObject &shape, const QString &prefix, const Fields &fields,
                         int depth) const;
    /// The field name a member has inside its structure.
    QString memberField(const QString &memberName, const QJsonObject &member) const;

    void encodeMember(QXmlStreamWriter &xml, const QString &memberName, const QJsonObject &member,
                      const QJsonValue &value) const;
    void encodeValue(QXmlStreamWriter &xml, const QJsonObject &shape, const QString &element,
                     const QJsonValue &value) const;

    const WireModel &m_model;
};

} // namespace inflight
