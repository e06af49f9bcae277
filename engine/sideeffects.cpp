// SPDX-License-Identifier: GPL-3.0-or-later
// Business keys, downstream services and the side-effect ledger: which key a message carries
// (its producer's, or read from the body of a message no producer sent), and an effect performed
// for a key, or skipped by the consumer's idempotency (a conditional write, or the service's own
// idempotency key), recorded in the run's ledger and the log.

#include "simulator_p.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace inflight {

std::int32_t Simulator::serviceIndex(const std::string &name) const
{
    for (std::size_t i = 0; i < m_scenario.services.size(); ++i) {
        if (m_scenario.services[i].name == name)
            return static_cast<std::int32_t>(i);
    }
    return -1;
}

std::uint32_t Simulator::keyOf(MessageNumber message)
{
    auto &keys = m_run.keyOfMessage;
    if (message < keys.size() && keys[message] != noKey)
        return keys[message];
    // A message the producers did not send (a redriven copy): read the key from its body.
    std::string key;
    const QJsonObject body =
        QJsonDocument::fromJson(QByteArray::fromStdString(m_engine.messageBody(message))).object();
    for (const ProducerSpec &p : m_scenario.producers) {
        const QJsonValue v = body.value(QString::fromStdString(p.keyField));
        if (v.isString()) {
            key = v.toString().toStdString();
            break;
        }
    }
    if (key.empty())
        key = m_engine.messageBody(message);
    return assignKey(message, key);
}

std::uint32_t Simulator::assignKey(MessageNumber message, const std::string &key)
{
    const std::uint32_t index = m_run.ledger.keyIndex(key);
    auto &keys = m_run.keyOfMessage;
    if (keys.size() <= message)
        keys.resize(message + 1, noKey);
    keys[message] = index;
    // A key's first send: the start of its send-to-effect latency.
    if (m_run.keySentAt.size() <= index)
        m_run.keySentAt.resize(index + 1, m_engine.now());
    return index;
}

void Simulator::performEffect(ActorId actor, QueueIndex queue, const ReceivedMessage &m,
                              const std::string &serviceName, Idempotency idempotency, bool &hit)
{
    const std::uint32_t key = keyOf(m.message);
    const std::int32_t service = serviceIndex(serviceName);
    hit = false;
    if (idempotency == Idempotency::ConditionalWrite) {
        hit = key < m_conditionalDone.size() && m_conditionalDone[key] != 0;
    } else if (idempotency == Idempotency::ProviderKey && service >= 0) {
        auto &done = m_providerDone[static_cast<std::size_t>(service)];
        if (done.size() <= key)
            done.resize(key + 1, 0);
        hit = done[key] != 0;
        done[key] = 1;
    }
    if (hit) {
        m_engine.logActorEvent(actor,
                               events::idempotencyHit(queue, m.message, m.receipt, key,
                                                      idempotency == Idempotency::ProviderKey));
        return;
    }
    SideEffectRecord record;
    record.time = m_engine.now();
    record.key = key;
    record.service = service;
    record.actor = actor;
    record.message = m.message;
    record.receipt = m.receipt;
    const std::uint32_t entry = m_run.ledger.record(record);
    m_engine.logActorEvent(
        actor, events::sideEffect(queue, m.message, m.receipt, entry,
                                  service >= 0 ? m_engine.internString(serviceName) : 0));
}

void Simulator::recordDone(MessageNumber message, Idempotency idempotency)
{
    if (idempotency != Idempotency::ConditionalWrite)
        return;
    const std::uint32_t key = keyOf(message);
    if (m_conditionalDone.size() <= key)
        m_conditionalDone.resize(key + 1, 0);
    m_conditionalDone[key] = 1;
}

} // namespace inflight
