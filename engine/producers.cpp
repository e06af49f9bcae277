// SPDX-License-Identifier: GPL-3.0-or-later
// Producers: each sends its scheduled messages, its bursts and its steady or Poisson rates, one
// SendMessage a message, with the body, group and deduplication id its spec asks for, and gives
// every message it sends a business key.

#include "simulator_p.h"

#include <algorithm>
#include <cmath>

namespace inflight {

namespace {

std::string formatKey(const std::string &format, std::uint64_t n)
{
    std::string key = format;
    const auto at = key.find("{n}");
    if (at != std::string::npos)
        key.replace(at, 3, std::to_string(n));
    else
        key += std::to_string(n);
    return key;
}

std::string bodyFor(const std::string &keyField, const std::string &key)
{
    return "{\"" + keyField + "\": \"" + key + "\"}";
}

} // namespace

void Simulator::castProducers()
{
    for (const ProducerSpec &spec : m_scenario.producers) {
        ProducerState p;
        p.spec = &spec;
        p.actor = m_engine.actor(spec.name);
        p.messages = spec.messages;
        std::stable_sort(p.messages.begin(), p.messages.end(),
                         [](const auto &a, const auto &b) { return a.atMs < b.atMs; });
        p.bursts = spec.bursts;
        std::stable_sort(p.bursts.begin(), p.bursts.end(),
                         [](const auto &a, const auto &b) { return a.atMs < b.atMs; });
        for (const auto &rate : spec.rates) {
            p.rateNext.push_back(rate.fromMs);
            p.rateCount.push_back(0);
        }
        m_slots.push_back({SlotType::Producer, static_cast<std::uint32_t>(m_producers.size())});
        m_producers.push_back(std::move(p));
    }
}

void Simulator::startProducer(std::uint32_t slot)
{
    ProducerState &p = m_producers[m_slots[slot].index];
    TimeMs next = neverMs;
    if (p.nextMessage < p.messages.size())
        next = std::min(next, p.messages[p.nextMessage].atMs);
    if (p.nextBurst < p.bursts.size())
        next = std::min(next, p.bursts[p.nextBurst].atMs);
    for (std::size_t r = 0; r < p.rateNext.size(); ++r) {
        if (p.spec->rates[r].perSecond > 0 && p.rateNext[r] < p.spec->rates[r].toMs)
            next = std::min(next, p.rateNext[r]);
    }
    if (next == neverMs)
        p.done = true;
    else
        wake(slot, next, 0);
}

void Simulator::runProducer(std::uint32_t slot)
{
    ProducerState &p = m_producers[m_slots[slot].index];
    const TimeMs now = m_engine.now();
    while (p.nextMessage < p.messages.size() && p.messages[p.nextMessage].atMs <= now)
        send(p, &p.messages[p.nextMessage++]);
    while (p.nextBurst < p.bursts.size() && p.bursts[p.nextBurst].atMs <= now) {
        for (int i = 0; i < p.bursts[p.nextBurst].count; ++i)
            send(p, nullptr);
        ++p.nextBurst;
    }
    for (std::size_t r = 0; r < p.rateNext.size(); ++r) {
        const ProducerSpec::Rate &rate = p.spec->rates[r];
        while (rate.perSecond > 0 && p.rateNext[r] <= now && p.rateNext[r] < rate.toMs) {
            send(p, nullptr);
            ++p.rateCount[r];
            const double meanGapMs = 1000.0 / rate.perSecond;
            if (rate.poisson) {
                double u = m_engine.prng().uniform01();
                while (u <= 0.0)
                    u = m_engine.prng().uniform01();
                p.rateNext[r] += std::max<TimeMs>(0, std::llround(-std::log(u) * meanGapMs));
            } else {
                // Evenly spaced, without drift: the k-th send is at from + floor(k * gap).
                p.rateNext[r] = rate.fromMs + static_cast<TimeMs>(std::floor(
                                                  static_cast<double>(p.rateCount[r]) * meanGapMs));
            }
        }
    }
    startProducer(slot);
}

void Simulator::send(ProducerState &p, const ScheduledMessage *explicitMessage)
{
    const ProducerSpec &spec = *p.spec;
    ++p.sent;
    std::string key = explicitMessage && !explicitMessage->key.empty()
                          ? explicitMessage->key
                          : formatKey(spec.keyFormat, p.sent);
    SendMessageRequest request;
    request.queueUrl = spec.queue;
    request.messageBody = explicitMessage && !explicitMessage->body.empty()
                              ? explicitMessage->body
                              : bodyFor(spec.keyField, key);
    if (explicitMessage && explicitMessage->group) {
        request.messageGroupId = explicitMessage->group;
    } else {
        switch (spec.groupPolicy) {
        case ProducerSpec::GroupPolicy::None:
            break;
        case ProducerSpec::GroupPolicy::Fixed:
            request.messageGroupId = spec.group;
            break;
        case ProducerSpec::GroupPolicy::ByKey:
            request.messageGroupId = key;
            break;
        case ProducerSpec::GroupPolicy::RoundRobin:
            request.messageGroupId =
                spec.group + "-" +
                std::to_string(p.roundRobin++ % std::max(1, spec.groupCount) + 1);
            break;
        }
    }
    if (explicitMessage && explicitMessage->deduplicationId) {
        request.messageDeduplicationId = explicitMessage->deduplicationId;
    } else if (spec.dedupPolicy == ProducerSpec::DedupPolicy::ByKey) {
        request.messageDeduplicationId = key;
    } else if (spec.dedupPolicy == ProducerSpec::DedupPolicy::ByMessage) {
        request.messageDeduplicationId = spec.name + "-" + std::to_string(p.sent);
    }
    if (explicitMessage)
        request.delaySeconds = explicitMessage->delaySeconds;
    const auto outcome = m_engine.sendMessage(request, p.actor);
    if (!outcome)
        return; // the log has the ApiCall with its error; the producer goes on
    const MessageNumber message = outcome.result().message;
    const auto &keys = m_run.keyOfMessage;
    if (message < keys.size() && keys[message] != noKey)
        return; // a FIFO duplicate send: the same message as before
    assignKey(message, key);
}

} // namespace inflight
