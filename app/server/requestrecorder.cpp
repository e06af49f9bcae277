// SPDX-License-Identifier: GPL-3.0-or-later
#include "requestrecorder.h"

#include "jsonwriter.h"
#include "queueconfig.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace inflight {

namespace {

/// The script format reads a string that is exactly `${...}` as a reference and `$${...}` as the
/// text with one `$` less: a client's string of that form gets one `$` more.
QJsonValue escapeReferences(const QJsonValue &value)
{
    if (value.isString()) {
        const QString text = value.toString();
        qsizetype dollars = 0;
        while (dollars < text.size() && text.at(dollars) == u'$')
            ++dollars;
        if (dollars > 0 && text.size() > dollars && text.at(dollars) == u'{' && text.endsWith(u'}'))
            return QString(u'$' + text);
        return value;
    }
    if (value.isArray()) {
        QJsonArray array;
        for (const QJsonValue &item : value.toArray())
            array.append(escapeReferences(item));
        return array;
    }
    if (value.isObject()) {
        QJsonObject object;
        const QJsonObject in = value.toObject();
        for (auto it = in.begin(); it != in.end(); ++it)
            object.insert(it.key(), escapeReferences(it.value()));
        return object;
    }
    return value;
}

} // namespace

bool RequestRecorder::open(const QString &path, bool replace, QString *error)
{
    m_file.setFileName(path);
    // NewOnly: an existing recording is never truncated by a mistyped command.
    const QIODevice::OpenMode mode = QIODevice::WriteOnly | QIODevice::Text |
                                     (replace ? QIODevice::Truncate : QIODevice::NewOnly);
    if (!m_file.open(mode)) {
        if (error)
            *error = !replace && m_file.exists()
                         ? QCoreApplication::translate(
                               "RequestRecorder", "the file exists (give --force to replace it)")
                         : m_file.errorString();
        return false;
    }
    return true;
}

void RequestRecorder::start(const EngineSettings &settings)
{
    writeLine(settingsLine(settings));
}

void RequestRecorder::keepInMemory(const EngineSettings &settings)
{
    m_inMemory = true;
    m_text = QByteArray::fromStdString(settingsLine(settings) + '\n');
}

std::string RequestRecorder::settingsLine(const EngineSettings &settings)
{
    JsonWriter w;
    w.beginObject().key("Engine").beginObject();
    w.key("Seed").value(static_cast<std::int64_t>(settings.seed));
    w.key("Endpoint").value(settings.endpoint);
    w.key("TimestampOrigin").value(settings.timestampOriginMs);
    w.endObject().endObject();
    return w.take();
}

void RequestRecorder::record(TimeMs arrivedAt, const std::string &client, const std::string &region,
                             const QString &action, const QJsonObject &members)
{
    if (!isOpen())
        return;
    // "at", "client" and "region" lead, then the members as the client sent them (JSON protocol
    // names).
    JsonWriter w;
    w.beginObject().key("at").raw(formatSeconds(arrivedAt)).key("client").value(client);
    if (region != defaultRegion)
        w.key("region").value(region);
    w.key("Action").value(action.toStdString());
    for (auto it = members.begin(); it != members.end(); ++it) {
        const QByteArray value =
            QJsonDocument(QJsonArray{escapeReferences(it.value())}).toJson(QJsonDocument::Compact);
        w.key(it.key().toStdString()).raw(value.mid(1, value.size() - 2).toStdString());
    }
    w.endObject();
    writeLine(w.take());
}

void RequestRecorder::finish(TimeMs stoppedAt)
{
    if (!isOpen())
        return;
    JsonWriter w;
    w.beginObject().key("at").raw(formatSeconds(stoppedAt)).endObject();
    writeLine(w.take());
    m_file.close();
    m_inMemory = false;
}

void RequestRecorder::writeLine(const std::string &line)
{
    if (m_inMemory) {
        m_text.append(line.data(), static_cast<qsizetype>(line.size()));
        m_text.append('\n');
    }
    if (!m_file.isOpen())
        return;
    // Flushed line by line, so that a recording stopped by a crash or a kill is still a script.
    const bool written = m_file.write(line.data(), static_cast<qint64>(line.size())) ==
                             static_cast<qint64>(line.size()) &&
                         m_file.write("\n", 1) == 1 && m_file.flush();
    if (written)
        return;
    const QString reason = m_file.errorString();
    m_file.close();
    if (m_report)
        m_report(reason);
}

} // namespace inflight
