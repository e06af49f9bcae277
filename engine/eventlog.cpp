// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventlog.h"

#include "eventjson.h"

#include "api.h"

#include <QCryptographicHash>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <type_traits>

namespace inflight {

namespace {

template<class Int> void putLittleEndian(std::string &out, Int value)
{
    auto u = static_cast<std::make_unsigned_t<Int>>(value);
    for (std::size_t i = 0; i < sizeof(Int); ++i) {
        out.push_back(static_cast<char>(u & 0xff));
        u = static_cast<decltype(u)>(u >> 8);
    }
}

void putString(std::string &out, const std::string &text)
{
    putLittleEndian<std::uint32_t>(out, static_cast<std::uint32_t>(text.size()));
    out += text;
}

std::uint32_t intern(std::vector<std::string> &table,
                     std::map<std::string, std::uint32_t, std::less<>> &index,
                     std::string_view text)
{
    if (auto found = index.find(text); found != index.end())
        return found->second;
    const auto id = static_cast<std::uint32_t>(table.size());
    table.emplace_back(text);
    index.emplace(std::string(text), id);
    return id;
}
} // namespace

EventLog::EventLog() : m_actors{"engine"}, m_queues{""}, m_strings{""}
{
    m_actorIndex.emplace("engine", 0);
    m_stringIndex.emplace("", 0);
}

EventLog::EventLog(const EventLog &other)
    : m_size(other.m_size), m_actors(other.m_actors), m_queues(other.m_queues),
      m_strings(other.m_strings), m_actorIndex(other.m_actorIndex),
      m_stringIndex(other.m_stringIndex)
{
    // Only the chunks that hold events; Event is trivially copyable, so a chunk's used part is
    // copied as bytes and the rest stays raw storage, as append() expects.
    static_assert(std::is_trivially_copyable_v<Event>);
    for (std::uint64_t first = 0; first < m_size; first += chunkSize) {
        auto *chunk = static_cast<Event *>(::operator new(chunkSize * sizeof(Event)));
        m_chunks.emplace_back(chunk);
        const std::uint64_t count = std::min(chunkSize, m_size - first);
        std::memcpy(static_cast<void *>(chunk), other.m_chunks[first >> chunkBits].get(),
                    count * sizeof(Event));
    }
    // append() starts a chunk at each multiple of chunkSize; in between it writes after the
    // last event.
    if ((m_size & chunkMask) != 0)
        m_current = m_chunks.back().get();
}

void EventLog::startChunk()
{
    const std::uint64_t index = m_size >> chunkBits;
    if (index == m_chunks.size())
        m_chunks.emplace_back(static_cast<Event *>(::operator new(chunkSize * sizeof(Event))));
    m_current = m_chunks[index].get();
}

ActorId EventLog::internActor(std::string_view name)
{
    return intern(m_actors, m_actorIndex, name);
}

void EventLog::setQueueName(QueueIndex queue, std::string_view name)
{
    if (m_queues.size() <= queue)
        m_queues.resize(queue + 1);
    m_queues[queue] = std::string(name);
}

const std::string &EventLog::queueName(QueueIndex queue) const
{
    static const std::string none;
    return queue < m_queues.size() ? m_queues[queue] : none;
}

std::uint32_t EventLog::internString(std::string_view text)
{
    if (text.empty())
        return 0;
    return intern(m_strings, m_stringIndex, text);
}

std::string EventLog::digest() const
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    std::string buffer;
    buffer.reserve(1 << 20);
    auto flush = [&] {
        hash.addData(QByteArrayView(buffer.data(), static_cast<qsizetype>(buffer.size())));
        buffer.clear();
    };
    for (const auto *table : {&m_actors, &m_queues, &m_strings}) {
        putLittleEndian<std::uint32_t>(buffer, static_cast<std::uint32_t>(table->size()));
        for (const auto &text : *table)
            putString(buffer, text);
    }
    for (std::uint64_t i = 0; i < m_size; ++i) {
        const Event &e = (*this)[i];
        putLittleEndian(buffer, e.time);
        putLittleEndian(buffer, e.a);
        putLittleEndian(buffer, e.b);
        putLittleEndian(buffer, e.message);
        putLittleEndian(buffer, e.receipt);
        putLittleEndian(buffer, e.actor);
        putLittleEndian(buffer, e.queue);
        putLittleEndian(buffer, e.call);
        putLittleEndian(buffer, static_cast<std::uint8_t>(e.kind));
        putLittleEndian(buffer, e.detail);
        putLittleEndian(buffer, e.extra);
        if (buffer.size() > (1 << 20) - 64)
            flush();
    }
    flush();
    return hash.result().toHex().toStdString();
}

// The labels below are built with append(): GCC 12 at -O3 reports a false -Wrestrict inside
// std::string's operator+ for a literal plus a temporary.
std::string messageLabel(MessageNumber message)
{
    std::string label = "m";
    label.append(std::to_string(message));
    return label;
}

std::string formatSeconds(TimeMs time)
{
    const char *sign = time < 0 ? "-" : "";
    // Unsigned, so that the most negative time has a magnitude too.
    const std::uint64_t magnitude =
        time < 0 ? 0 - static_cast<std::uint64_t>(time) : static_cast<std::uint64_t>(time);
    std::string text = sign;
    text.append(std::to_string(magnitude / 1000));
    if (const std::uint64_t ms = magnitude % 1000) {
        char fraction[8];
        std::snprintf(fraction, sizeof fraction, ".%03lld", static_cast<long long>(ms));
        std::string f(fraction);
        while (f.back() == '0')
            f.pop_back();
        text += f;
    }
    return text;
}

std::string EventLog::describe(std::uint64_t sequence) const
{
    const Event &e = (*this)[sequence];
    std::string text = "t=" + formatSeconds(e.time) + " #" + std::to_string(sequence) + " " +
                       std::string(eventKindName(e.kind));
    if (e.actor != engineActor)
        text += " actor=" + actorName(e.actor);
    if (e.queue != noQueue)
        text += " queue=" + queueName(e.queue);
    if (e.message != noMessage)
        text += " message=" + messageLabel(e.message);
    if (e.receipt != 0)
        text += " handle=" + ReceiptHandle{e.message, e.receipt}.toString();
    describePayload(text, *this, e);
    return text;
}

} // namespace inflight
