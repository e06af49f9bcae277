// SPDX-License-Identifier: GPL-3.0-or-later
#include "run.h"

#include "events.h"
#include "runtexts.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace inflight {

namespace {
constexpr std::uint32_t noKey = std::numeric_limits<std::uint32_t>::max();

TimeMs percentile(std::vector<TimeMs> &values, double p)
{
    if (values.empty())
        return 0;
    const auto rank =
        static_cast<std::size_t>(std::ceil(p * static_cast<double>(values.size())) - 1);
    const std::size_t index = std::min(rank, values.size() - 1);
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(index),
                     values.end());
    return values[index];
}
} // namespace

std::uint32_t Ledger::addKey(const std::string &key)
{
    const auto index = static_cast<std::uint32_t>(m_keys.size());
    m_keys.push_back(key);
    m_effectCounts.push_back(0);
    m_index.emplace(key, index);
    return index;
}

std::uint32_t Ledger::keyIndex(const std::string &key)
{
    const auto [it, inserted] = m_index.try_emplace(key, static_cast<std::uint32_t>(m_keys.size()));
    if (inserted) {
        m_keys.push_back(key);
        m_effectCounts.push_back(0);
    }
    return it->second;
}

std::optional<std::uint32_t> Ledger::findKey(const std::string &key) const
{
    auto found = m_index.find(key);
    if (found == m_index.end())
        return std::nullopt;
    return found->second;
}

std::uint32_t Ledger::record(const SideEffectRecord &effect)
{
    m_effects.push_back(effect);
    ++m_effectCounts[effect.key];
    return static_cast<std::uint32_t>(m_effects.size() - 1);
}

std::vector<std::uint32_t> Ledger::effectsFor(std::uint32_t key) const
{
    std::vector<std::uint32_t> out;
    for (std::uint32_t i = 0; i < m_effects.size(); ++i) {
        if (m_effects[i].key == key)
            out.push_back(i);
    }
    return out;
}

std::optional<std::uint32_t> Run::keyOf(MessageNumber message) const
{
    if (message >= keyOfMessage.size() || keyOfMessage[message] == noKey)
        return std::nullopt;
    return keyOfMessage[message];
}

std::string Run::describeKey(std::uint32_t key) const
{
    return fillSentence(keySentence(*this, key));
}

RunMetrics computeMetrics(const Run &run)
{
    RunMetrics m;
    const EventLog &log = run.log();
    const QueueEngine &engine = *run.engine;
    // Billing chunks: the events a call caused (its MessageSent or MessageReceived events) come
    // together in the log, so a call's payload is the sum over one run of them.
    std::uint32_t runCall = 0;
    std::uint64_t runBytes = 0;
    auto closeRun = [&] {
        const std::uint64_t chunks = std::max<std::uint64_t>(1, (runBytes + 65535) / 65536);
        if (runCall != 0 && chunks > 1) {
            m.billedRequests += chunks - 1;
            const bool fifo = engine.queueIsFifo(log[runCall].queue);
            m.costUsd += static_cast<double>(chunks - 1) * (fifo ? 0.50e-6 : 0.40e-6);
        }
        runCall = 0;
        runBytes = 0;
    };
    auto addPayload = [&](const Event &e) {
        if (e.call == 0)
            return;
        if (e.call != runCall) {
            closeRun();
            runCall = e.call;
        }
        runBytes += engine.messageBody(e.message).size();
    };
    for (std::uint64_t i = 0; i < log.size(); ++i) {
        const Event &e = log[i];
        switch (e.kind) {
        case EventKind::ApiCall: {
            ++m.apiCalls;
            const bool fifo = e.queue != noQueue && engine.queueIsFifo(e.queue);
            m.costUsd += fifo ? 0.50e-6 : 0.40e-6;
            break;
        }
        case EventKind::MessageSent:
            ++m.messagesSent;
            addPayload(e);
            break;
        case EventKind::MessageReceived:
        case EventKind::DuplicateDelivered:
            ++m.receives;
            addPayload(e);
            break;
        case EventKind::EmptyReceive:
            ++m.emptyReceives;
            break;
        case EventKind::MovedToDeadLetterQueue:
            ++m.deadLetterArrivals;
            break;
        default:
            break;
        }
    }
    closeRun();
    m.billedRequests += m.apiCalls;

    const Ledger &ledger = run.ledger;
    m.keys = ledger.keyCount();
    m.effects = ledger.effects().size();
    std::vector<bool> live(ledger.keyCount(), false);
    for (MessageNumber n = 1; n <= engine.messageCount(); ++n) {
        if (const auto key = run.keyOf(n); key && engine.messageIsLive(n))
            live[*key] = true;
    }
    std::vector<TimeMs> firstEffect(ledger.keyCount(), neverMs);
    for (const SideEffectRecord &e : ledger.effects())
        firstEffect[e.key] = std::min(firstEffect[e.key], e.time);
    std::vector<TimeMs> latencies;
    for (std::uint32_t k = 0; k < ledger.keyCount(); ++k) {
        const std::uint32_t count = ledger.effectCount(k);
        if (count > 0) {
            ++m.keysEffected;
            if (k < run.keySentAt.size())
                latencies.push_back(firstEffect[k] - run.keySentAt[k]);
        } else if (!live[k]) {
            ++m.lost;
        }
        if (count > 1) {
            m.duplicateEffects += count - 1;
            ++m.keysEffectedMoreThanOnce;
        }
    }
    if (!latencies.empty()) {
        m.sendToEffect.p50 = percentile(latencies, 0.50);
        m.sendToEffect.p90 = percentile(latencies, 0.90);
        m.sendToEffect.p99 = percentile(latencies, 0.99);
        m.sendToEffect.max = *std::max_element(latencies.begin(), latencies.end());
    }
    return m;
}

std::vector<std::string> Run::textTimeline() const
{
    std::vector<std::string> lines;
    for (const Sentence &line : storySentences(*this))
        lines.push_back(fillSentence(line));
    return lines;
}

std::string Run::summary() const
{
    return summaryText(*this);
}

} // namespace inflight
