// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "events.h"
#include "types.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <vector>

namespace inflight {

/// The append-only record of a run. Stored in fixed-size chunks so that growing it never copies
/// what is already there. Strings (actor and queue names, message group ids) are interned in
/// small side tables.
class EventLog {
public:
    EventLog();
    /// A copy of every event and string table (the engine's copy()).
    EventLog(const EventLog &other);
    EventLog &operator=(const EventLog &) = delete;
    EventLog(EventLog &&) = default;
    EventLog &operator=(EventLog &&) = default;

    std::uint64_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const Event &operator[](std::uint64_t sequence) const
    {
        return m_chunks[sequence >> chunkBits].get()[sequence & chunkMask];
    }
    /// Appends and returns the new event's sequence number.
    std::uint32_t append(const Event &event)
    {
        if ((m_size & chunkMask) == 0)
            startChunk();
        // Chunks are raw storage: constructing each slot here, once, saves zeroing 3 MiB per
        // chunk that would be overwritten at once.
        new (m_current + (m_size & chunkMask)) Event(event);
        return static_cast<std::uint32_t>(m_size++);
    }

    /// The engine fills in an ApiCall event's outcome when the call returns; nothing else is
    /// ever changed after it was appended.
    Event &pendingCall(std::uint32_t sequence)
    {
        return m_chunks[sequence >> chunkBits].get()[sequence & chunkMask];
    }

    ActorId internActor(std::string_view name);
    const std::string &actorName(ActorId actor) const { return m_actors[actor]; }
    std::size_t actorCount() const { return m_actors.size(); }

    void setQueueName(QueueIndex queue, std::string_view name);
    const std::string &queueName(QueueIndex queue) const;

    std::uint32_t internString(std::string_view text);
    const std::string &string(std::uint32_t id) const { return m_strings[id]; }

    /// SHA-256 (hex) of every event and the string tables, serialised field by field in a
    /// fixed byte order: equal digests mean equal logs on any machine and build.
    std::string digest() const;

    /// Bytes held by the events themselves (allocated chunks), for the benchmark.
    std::uint64_t bytesReserved() const { return m_chunks.size() * chunkSize * sizeof(Event); }

    /// One readable line, for tests and `--text` style output.
    std::string describe(std::uint64_t sequence) const;

private:
    static constexpr unsigned chunkBits = 16;
    static constexpr std::uint64_t chunkSize = std::uint64_t{1} << chunkBits;
    static constexpr std::uint64_t chunkMask = chunkSize - 1;

    struct ChunkDeleter {
        void operator()(Event *chunk) const { ::operator delete(chunk); }
    };
    void startChunk();

    std::vector<std::unique_ptr<Event, ChunkDeleter>> m_chunks;
    Event *m_current = nullptr;
    std::uint64_t m_size = 0;
    std::vector<std::string> m_actors;
    std::vector<std::string> m_queues;
    std::vector<std::string> m_strings;
    std::map<std::string, std::uint32_t, std::less<>> m_actorIndex;
    std::map<std::string, std::uint32_t, std::less<>> m_stringIndex;
};

/// "m3", the short name views and handles use for a message.
std::string messageLabel(MessageNumber message);
/// "12.5" or "45": a virtual time in seconds, without trailing zeros.
std::string formatSeconds(TimeMs time);

} // namespace inflight
