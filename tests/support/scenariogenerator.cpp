// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariogenerator.h"

#include <algorithm>

namespace inflight::test {

namespace {

/// Keys the poison lists name: the default key format numbers a producer's messages ord_1,
/// ord_2, ...; and the single messages below reuse a few fixed keys so that FIFO deduplication
/// and duplicate effects on one key happen too.
const char *const poisonKeys[] = {"ord_1", "ord_2", "ord_3", "vip_1"};
const char *const fixedKeys[] = {"vip_1", "vip_2", "ord_1"};

} // namespace

ScenarioGenerator::ScenarioGenerator(std::uint64_t seed) : m_prng(seed), m_seed(seed) {}

bool ScenarioGenerator::chance(double probability)
{
    return m_prng.uniform01() < probability;
}

int ScenarioGenerator::between(int low, int high)
{
    return low + static_cast<int>(m_prng.uniformBelow(static_cast<std::uint64_t>(high - low) + 1));
}

double ScenarioGenerator::seconds(int lowMs, int highMs)
{
    return between(lowMs, highMs) / 1000.0;
}

const ScenarioGenerator::Queue &ScenarioGenerator::anyQueue()
{
    return m_queues[m_prng.uniformBelow(m_queues.size())];
}

const ScenarioGenerator::Queue &ScenarioGenerator::consumedQueue()
{
    if (chance(0.85))
        return m_queues[m_prng.uniformBelow(static_cast<std::uint64_t>(m_mainQueues))];
    return anyQueue();
}

QJsonObject ScenarioGenerator::generate()
{
    QJsonObject scenario;
    scenario[u"name"] = QStringLiteral("sweep-%1").arg(m_seed);
    scenario[u"seed"] = between(1, 1000000);
    m_untilMs = between(10, 240) * 1000;
    // A run that ends when it is quiet: every queue keeps its messages a few minutes at most, so
    // that even a message no consumer ever finishes (a poison key without a dead-letter queue, a
    // job longer than its visibility timeout) is gone soon after the last send, and the run stays
    // short.
    m_untilQuiet = chance(0.15);
    if (chance(0.3))
        scenario[u"engine"] = engineKnobs();
    scenario[u"queues"] = queues();
    const QJsonArray serviceList = services();
    if (!serviceList.isEmpty())
        scenario[u"services"] = serviceList;
    scenario[u"producers"] = producers();
    const QJsonArray workerList = workers();
    if (!workerList.isEmpty())
        scenario[u"workers"] = workerList;
    const QJsonArray lambdaList = lambdas();
    if (!lambdaList.isEmpty())
        scenario[u"lambdas"] = lambdaList;
    const QJsonArray operationList = operations();
    if (!operationList.isEmpty())
        scenario[u"operations"] = operationList;
    // Without an end, m_untilMs still bounds every time the scenario names.
    if (!m_untilQuiet)
        scenario[u"until"] = m_untilMs / 1000;
    return scenario;
}

QJsonObject ScenarioGenerator::engineKnobs()
{
    QJsonObject knobs;
    if (chance(0.5))
        knobs[u"shortPollSampling"] = chance(0.8);
    if (chance(0.4))
        knobs[u"shortPollServers"] = between(1, 8);
    if (chance(0.5))
        knobs[u"duplicateDeliveryRate"] = between(0, 30) / 100.0;
    if (chance(0.4))
        knobs[u"staleHandleDelete"] =
            chance(0.5) ? QStringLiteral("ignore") : QStringLiteral("delete");
    if (chance(0.3))
        knobs[u"inFlightLimit"] = between(1, 20);
    return knobs;
}

// Queues: one to three the scenario is built around, some with a dead-letter queue of their own
// or one they share, and now and then a dead-letter queue that points back to its source (a
// loop).

QJsonArray ScenarioGenerator::queues()
{
    m_mainQueues = between(1, 3);
    for (int i = 1; i <= m_mainQueues; ++i) {
        Queue q;
        q.fifo = chance(0.3);
        q.name =
            QStringLiteral("orders-%1%2").arg(i).arg(q.fifo ? QStringLiteral(".fifo") : QString());
        m_queues.push_back(q);
    }
    QJsonArray list;
    QJsonArray deadLetterQueues;
    for (int i = 0; i < m_mainQueues; ++i) {
        QJsonObject main = queue(m_queues[static_cast<std::size_t>(i)]);
        if (chance(0.45)) {
            const Queue owner = m_queues[static_cast<std::size_t>(i)];
            // Share a dead-letter queue of the same type drawn earlier, or make a new one.
            const auto shared = std::find_if(m_queues.begin() + m_mainQueues, m_queues.end(),
                                             [&](const Queue &q) { return q.fifo == owner.fifo; });
            QString dlqName;
            if (shared != m_queues.end() && chance(0.3)) {
                dlqName = shared->name;
            } else {
                Queue dlq;
                dlq.fifo = owner.fifo;
                dlq.deadLetter = true;
                dlq.name = QStringLiteral("orders-%1-dlq%2")
                               .arg(i + 1)
                               .arg(dlq.fifo ? QStringLiteral(".fifo") : QString());
                dlqName = dlq.name;
                QJsonObject dlqObject = queue(dlq);
                // A loop: the dead-letter queue has its source as its own dead-letter queue.
                if (chance(0.1))
                    dlqObject[u"deadLetterQueue"] = deadLetterQueue(owner.name);
                m_queues.push_back(dlq);
                deadLetterQueues.append(dlqObject);
            }
            main[u"deadLetterQueue"] = deadLetterQueue(dlqName);
        }
        list.append(main);
    }
    // The file may list a dead-letter queue before or after its source.
    for (const QJsonValue &dlq : deadLetterQueues) {
        if (chance(0.5))
            list.append(dlq);
        else
            list.prepend(dlq);
    }
    return list;
}

QJsonObject ScenarioGenerator::queue(Queue &spec)
{
    QJsonObject q;
    q[u"name"] = spec.name;
    if (spec.fifo)
        q[u"fifo"] = true;
    if (chance(0.6)) {
        spec.visibilityTimeoutSeconds = chance(0.1) ? 0 : between(1, 60);
        q[u"visibilityTimeout"] = spec.visibilityTimeoutSeconds;
    } else if (chance(0.2)) {
        // The same attribute as SQS spells it.
        spec.visibilityTimeoutSeconds = between(1, 60);
        q[u"attributes"] = QJsonObject{
            {QStringLiteral("VisibilityTimeout"), QString::number(spec.visibilityTimeoutSeconds)}};
    }
    if (chance(0.2))
        q[u"delay"] = between(0, 20);
    if (m_untilQuiet || chance(0.25))
        q[u"retention"] = between(60, 300);
    if (chance(0.1))
        q[u"maximumMessageSize"] = between(1024, 1048576);
    if (chance(0.3))
        q[u"receiveWaitTime"] = between(0, 20);
    if (spec.fifo && chance(0.5)) {
        spec.contentBasedDeduplication = chance(0.6);
        q[u"contentBasedDeduplication"] = spec.contentBasedDeduplication;
    }
    if (spec.fifo && chance(0.3))
        q[u"deduplicationScope"] =
            chance(0.5) ? QStringLiteral("queue") : QStringLiteral("messageGroup");
    return q;
}

QJsonObject ScenarioGenerator::deadLetterQueue(const QString &name)
{
    for (Queue &q : m_queues) {
        if (q.name == name)
            q.deadLetter = true;
    }
    return QJsonObject{{QStringLiteral("name"), name},
                       {QStringLiteral("maxReceiveCount"), between(1, 5)}};
}

// Services and durations.

QJsonArray ScenarioGenerator::services()
{
    QJsonArray list;
    const int count = chance(0.5) ? between(1, 2) : 0;
    for (int i = 1; i <= count; ++i) {
        QJsonObject s;
        const QString name = QStringLiteral("svc-%1").arg(i);
        s[u"name"] = name;
        m_services << name;
        if (chance(0.5)) {
            s[u"effect"] = QStringLiteral("charges the card");
            s[u"effectPast"] = QStringLiteral("charged");
        }
        if (chance(0.6))
            s[u"latency"] = duration(500);
        if (chance(0.3)) {
            QJsonArray outages;
            const int from = between(0, m_untilMs / 2);
            outages.append(
                QJsonObject{{QStringLiteral("from"), from / 1000.0},
                            {QStringLiteral("to"), (from + between(1000, 40000)) / 1000.0}});
            s[u"outages"] = outages;
        }
        if (chance(0.3))
            s[u"failureRate"] = between(1, 40) / 100.0;
        list.append(s);
    }
    return list;
}

/// A duration around `typicalMs`, of any kind the format has; a plain number half the time.
QJsonObject ScenarioGenerator::duration(int typicalMs)
{
    switch (between(0, 5)) {
    case 0:
        return QJsonObject{{QStringLiteral("fixed"), seconds(0, typicalMs * 2)}};
    case 1: {
        const int low = between(0, typicalMs);
        return QJsonObject{
            {QStringLiteral("uniform"),
             QJsonObject{{QStringLiteral("min"), low / 1000.0},
                         {QStringLiteral("max"), seconds(low, low + typicalMs * 3)}}}};
    }
    case 2: {
        QJsonObject d{{QStringLiteral("normal"),
                       QJsonObject{{QStringLiteral("mean"), seconds(0, typicalMs * 2)},
                                   {QStringLiteral("sd"), seconds(0, typicalMs)}}}};
        if (chance(0.5))
            d[u"min"] = seconds(0, typicalMs / 2);
        return d;
    }
    case 3: {
        const int p50 = between(1, typicalMs * 2);
        QJsonObject d{{QStringLiteral("lognormal"),
                       QJsonObject{{QStringLiteral("p50"), p50 / 1000.0},
                                   {QStringLiteral("p99"), seconds(p50, p50 * 20)}}}};
        if (chance(0.7))
            d[u"max"] = seconds(p50, p50 * 10 + 1000);
        return d;
    }
    case 4: {
        const int from = between(0, m_untilMs / 2);
        QJsonArray segments{
            QJsonObject{{QStringLiteral("from"), from / 1000.0},
                        {QStringLiteral("to"), (from + between(1000, 60000)) / 1000.0},
                        {QStringLiteral("profile"), seconds(typicalMs, typicalMs * 20)}}};
        return QJsonObject{{QStringLiteral("piecewise"), segments},
                           {QStringLiteral("otherwise"), seconds(0, typicalMs * 2)}};
    }
    default:
        return QJsonObject{{QStringLiteral("fixed"), seconds(0, typicalMs * 3)}};
    }
}

// Producers.

QJsonArray ScenarioGenerator::producers()
{
    QJsonArray list;
    const int count = between(1, 3);
    for (int i = 1; i <= count; ++i)
        list.append(producer(i));
    return list;
}

QJsonObject ScenarioGenerator::producer(int index)
{
    const Queue &target = consumedQueue();
    QJsonObject p;
    p[u"queue"] = target.name;
    if (chance(0.5))
        p[u"name"] = QStringLiteral("api-%1").arg(index);
    if (chance(0.2)) {
        p[u"keyField"] = QStringLiteral("bookingId");
        p[u"keyFormat"] = QStringLiteral("bk%1_{n}").arg(index);
    }
    // At least one way of sending; each of the three now and then.
    const int ways = between(1, 7);
    if (ways & 1)
        p[u"messages"] = scheduledMessages(target);
    if (ways & 2)
        p[u"rate"] = rates();
    if (ways & 4)
        p[u"bursts"] = bursts();
    // Every FIFO message needs a group and, without content-based deduplication, a
    // deduplication id; a standard queue with groups is a fair queue.
    if (target.fifo || chance(0.2)) {
        static const char *const policies[] = {"fixed", "byKey", "roundRobin"};
        QJsonObject group{{QStringLiteral("policy"), QLatin1String(policies[between(0, 2)])}};
        if (chance(0.5))
            group[u"name"] = QStringLiteral("customer");
        if (chance(0.5))
            group[u"count"] = between(1, 4);
        p[u"group"] = group;
    }
    if (target.fifo && (!target.contentBasedDeduplication || chance(0.5))) {
        const bool any = target.contentBasedDeduplication;
        static const char *const policies[] = {"byKey", "byMessage", "none"};
        p[u"deduplication"] = QLatin1String(policies[between(0, any ? 2 : 1)]);
    }
    return p;
}

QJsonArray ScenarioGenerator::scheduledMessages(const Queue &target)
{
    QJsonArray list;
    const int count = between(1, 4);
    for (int i = 0; i < count; ++i) {
        QJsonObject m{{QStringLiteral("at"), seconds(0, m_untilMs / 2)}};
        if (chance(0.4))
            m[u"key"] = QLatin1String(fixedKeys[between(0, 2)]);
        if (chance(0.2))
            m[u"body"] = QStringLiteral("{\"orderId\": \"x%1\", \"total\": 12.5}").arg(i);
        if (chance(0.15))
            m[u"group"] = QStringLiteral("g%1").arg(between(1, 2));
        if (chance(0.15))
            m[u"deduplicationId"] = QStringLiteral("d%1").arg(between(1, 3));
        // A FIFO queue refuses a per-message delay (the send's error is in the log).
        if (chance(target.fifo ? 0.05 : 0.2))
            m[u"delay"] = between(0, 30);
        list.append(m);
    }
    return list;
}

QJsonArray ScenarioGenerator::rates()
{
    QJsonArray list;
    const int count = between(1, 2);
    for (int i = 0; i < count; ++i) {
        const int fromMs = between(0, m_untilMs / 2);
        const int lengthMs = between(1000, 30000);
        // At most about fifteen messages a rate.
        const double perSecond = std::min(between(10, 2000) / 1000.0, 15000.0 / lengthMs);
        QJsonObject r{{QStringLiteral("from"), fromMs / 1000.0},
                      {QStringLiteral("to"), (fromMs + lengthMs) / 1000.0},
                      {QStringLiteral("perSecond"), std::max(perSecond, 0.01)}};
        if (chance(0.4))
            r[u"arrivals"] = chance(0.7) ? QStringLiteral("poisson") : QStringLiteral("regular");
        list.append(r);
    }
    return list;
}

QJsonArray ScenarioGenerator::bursts()
{
    QJsonArray list;
    const int count = between(1, 2);
    for (int i = 0; i < count; ++i)
        list.append(QJsonObject{{QStringLiteral("at"), seconds(0, m_untilMs / 2)},
                                {QStringLiteral("count"), between(1, 12)}});
    return list;
}

QJsonArray ScenarioGenerator::failingKeys()
{
    QJsonArray keys;
    keys.append(QLatin1String(poisonKeys[between(0, 3)]));
    if (chance(0.3))
        keys.append(QLatin1String(poisonKeys[between(0, 3)]));
    return keys;
}

// Consumers.

QJsonArray ScenarioGenerator::workers()
{
    QJsonArray list;
    const int count = chance(0.9) ? between(1, 3) : 0;
    for (int i = 1; i <= count; ++i)
        list.append(worker(i));
    return list;
}

QJsonObject ScenarioGenerator::worker(int index)
{
    QJsonObject w;
    const QString name = QStringLiteral("w%1").arg(index);
    const int count = chance(0.6) ? 1 : between(2, 3);
    w[u"name"] = name;
    w[u"queue"] = consumedQueue().name;
    if (count > 1 || chance(0.2))
        w[u"count"] = count;
    if (chance(0.5))
        w[u"batchSize"] = between(1, 10);
    if (chance(0.6))
        w[u"waitTime"] = chance(0.4) ? 0 : between(1, 20);
    if (chance(0.25))
        w[u"visibilityTimeout"] = between(0, 60);
    if (chance(0.3))
        w[u"pollInterval"] = seconds(0, 5000);
    if (chance(0.2))
        w[u"start"] = seconds(0, m_untilMs / 3);
    if (chance(0.8))
        w[u"processing"] = chance(0.4) ? QJsonValue(seconds(0, 5000)) : QJsonValue(duration(3000));
    if (chance(0.3)) {
        QJsonObject heartbeat{{QStringLiteral("every"), seconds(500, 20000)},
                              {QStringLiteral("extendTo"), between(0, 60)}};
        if (chance(0.4))
            heartbeat[u"cap"] = seconds(1000, 120000);
        w[u"heartbeat"] = heartbeat;
    }
    if (chance(0.5)) {
        static const char *const policies[] = {"afterEffect", "beforeProcessing", "batch"};
        w[u"delete"] = QLatin1String(policies[between(0, 2)]);
    }
    const bool withService = !m_services.isEmpty() && chance(0.7);
    if (withService)
        w[u"service"] = m_services[between(0, static_cast<int>(m_services.size()) - 1)];
    if (chance(0.4)) {
        static const char *const policies[] = {"none", "conditionalWrite", "providerKey"};
        w[u"idempotency"] = QLatin1String(policies[between(0, withService ? 2 : 1)]);
    }
    if (chance(0.35))
        w[u"crashes"] = crashes(name, count);
    if (chance(0.3))
        w[u"restartDelay"] = seconds(0, 20000);
    if (chance(0.2))
        w[u"failingKeys"] = failingKeys();
    if (chance(0.15))
        w[u"failureRate"] = between(1, 30) / 100.0;
    return w;
}

QJsonArray ScenarioGenerator::crashes(const QString &name, int count)
{
    QJsonArray list;
    const int crashCount = between(1, 2);
    for (int i = 0; i < crashCount; ++i) {
        QJsonObject c;
        if (chance(0.5)) {
            c[u"at"] = seconds(0, m_untilMs);
        } else {
            static const char *const points[] = {"beforeEffect", "afterEffectBeforeDelete",
                                                 "duringHeartbeat"};
            c[u"point"] = QLatin1String(points[between(0, 2)]);
            if (chance(0.5))
                c[u"occurrence"] = between(1, 3);
        }
        if (chance(0.4))
            c[u"worker"] = QStringLiteral("%1-%2").arg(name).arg(between(1, count));
        list.append(c);
    }
    return list;
}

QJsonArray ScenarioGenerator::lambdas()
{
    QJsonArray list;
    const int count = chance(0.3) ? between(1, 2) : 0;
    for (int i = 1; i <= count; ++i) {
        const Queue &target = consumedQueue();
        // Lambda refuses a mapping whose function may outlive the visibility timeout.
        if (target.visibilityTimeoutSeconds < 1)
            continue;
        QJsonObject l;
        l[u"name"] = QStringLiteral("fn%1").arg(i);
        l[u"queue"] = target.name;
        const int timeoutSeconds = between(1, std::min(target.visibilityTimeoutSeconds, 30));
        if (timeoutSeconds != 3 || chance(0.5))
            l[u"functionTimeout"] = timeoutSeconds;
        if (target.fifo) {
            l[u"batchSize"] = between(1, 10);
        } else if (chance(0.3)) {
            l[u"batchSize"] = between(11, 40);
            l[u"batchingWindow"] = seconds(1000, 10000);
        } else {
            l[u"batchSize"] = between(1, 10);
            if (chance(0.3))
                l[u"batchingWindow"] = seconds(0, 5000);
        }
        if (chance(0.5))
            l[u"concurrency"] = between(1, 3);
        if (chance(0.7))
            l[u"processing"] = duration(300);
        if (chance(0.3))
            l[u"failingKeys"] = failingKeys();
        if (chance(0.2))
            l[u"failureRate"] = between(1, 30) / 100.0;
        if (chance(0.5))
            l[u"reportBatchItemFailures"] = chance(0.6);
        if (!m_services.isEmpty() && chance(0.5))
            l[u"service"] = m_services[between(0, static_cast<int>(m_services.size()) - 1)];
        list.append(l);
    }
    return list;
}

QJsonArray ScenarioGenerator::operations()
{
    QJsonArray list;
    std::vector<const Queue *> deadLetterQueues;
    for (const Queue &q : m_queues) {
        if (q.deadLetter)
            deadLetterQueues.push_back(&q);
    }
    const int count = chance(0.3) ? between(1, 3) : 0;
    for (int i = 0; i < count; ++i) {
        QJsonObject op{{QStringLiteral("at"), seconds(0, m_untilMs)}};
        if (!deadLetterQueues.empty() && chance(0.6)) {
            const Queue &dlq = *deadLetterQueues[m_prng.uniformBelow(deadLetterQueues.size())];
            op[u"redrive"] = dlq.name;
            if (chance(0.3))
                op[u"to"] = anyQueue().name;
            if (chance(0.5))
                op[u"perSecond"] = between(1, 50);
        } else {
            op[u"purge"] = anyQueue().name;
        }
        list.append(op);
    }
    return list;
}

} // namespace inflight::test
