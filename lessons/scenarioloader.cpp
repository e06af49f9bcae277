// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenarioloader.h"

#include "consumerinstance.h"
#include "contentfiles.h"
#include "contentreader.h"
#include "profilereader.h"
#include "queueconfig.h"
#include "queueengine.h"
#include "queuesetup.h"
#include "suggest.h"

#include <algorithm>
#include <cstdlib>
#include <map>

namespace inflight {

namespace {

using namespace content;

// --- The sections of a scenario --------------------------------------------------------------

/// Where a cross-reference was written, to report it if it does not resolve.
struct Reference {
    const JsonNode *node = nullptr;
    std::string path;
    std::string name;
};

/// What the later sections need to know of a queue to check what is sent to and read from it.
struct QueueInfo {
    bool fifo = false;
    bool contentBasedDeduplication = false;
    std::int64_t visibility = defaultVisibilityTimeoutSeconds;
};

/// Where a value was written, to point at it.
struct ValueSource {
    const JsonNode *node = nullptr;
    std::string path;
};

/// Where a queue's name and each of its attributes were written ("retention" becomes
/// MessageRetentionPeriod, "deadLetterQueue" the RedrivePolicy), so that what the engine refuses
/// can be shown at its place in the file.
struct QueueSource {
    ValueSource queue;
    ValueSource name;
    std::map<std::string, ValueSource> attributes;
};

/// Reads a scenario file's sections in the order they are written in the format: engine
/// settings, queues, services, producers, workers, Lambdas, operations. A section checks its
/// rules against the queues read before it; references to queues and services are collected and
/// resolved at the end, so that each unknown name is reported once, where it is written. All
/// problems go to one list, sorted by position at the end.
class ScenarioReader {
public:
    explicit ScenarioReader(const JsonNode &root)
        : m_root(root), m_top(m_problems, root, "",
                              {"name", "title", "description", "seed", "until", "engine", "queues",
                               "services", "producers", "workers", "lambdas", "operations"})
    {
    }

    ScenarioLoad read(const std::string &path);

private:
    /// Reads every entry of the array `key` with `readEntry`, each under its path ("workers[2]").
    template<typename Spec>
    void readEntries(const char *key, std::vector<Spec> &into,
                     Spec (ScenarioReader::*readEntry)(const JsonNode &, const std::string &))
    {
        const auto nodes = m_top.list(key);
        for (std::size_t i = 0; i < nodes.size(); ++i)
            into.push_back(
                (this->*readEntry)(*nodes[i], std::string(key) + "[" + std::to_string(i) + "]"));
    }

    void readHeader();
    void readEngineSettings(const JsonNode &engine);
    void readQueues();
    QueueSpec readQueue(const JsonNode &node, const std::string &path);
    void readQueueAttributes(ObjectReader &q, bool fifo, AttributeMap &attributes,
                             QueueSource &source);
    void readDeadLetterQueue(ObjectReader &q, const JsonNode &dlq, AttributeMap &attributes);
    void checkDeadLetterQueues();
    void checkQueuesWithEngine();
    ServiceSpec readService(const JsonNode &node, const std::string &path);
    ProducerSpec readProducer(const JsonNode &node, const std::string &path);
    void readScheduledMessages(ObjectReader &p, ProducerSpec &spec);
    void readRates(ObjectReader &p, ProducerSpec &spec);
    void readGroup(ObjectReader &p, const JsonNode &group, ProducerSpec &spec);
    void checkFifoSends(const ProducerSpec &spec, const JsonNode &node, const std::string &path);
    WorkerSpec readWorker(const JsonNode &node, const std::string &path);
    void readHeartbeat(ObjectReader &w, const JsonNode &heartbeat, WorkerSpec &spec);
    void readOnFailure(ObjectReader &w, const JsonNode &onFailure, WorkerSpec &spec);
    CrashFault readCrash(const JsonNode &node, const std::string &path, const WorkerSpec &spec);
    LambdaSpec readLambda(const JsonNode &node, const std::string &path);
    void checkLambdaMapping(ObjectReader &l, const JsonNode &node, const LambdaSpec &spec);
    void readOperations();
    void readOperation(const JsonNode &node, const std::string &path);
    void resolveReferences();

    Problems m_problems;
    const JsonNode &m_root;
    ObjectReader m_top;
    Scenario m_scenario;
    std::map<std::string, QueueInfo> m_queueInfo;
    /// Per queue of m_scenario.queues, where it was written.
    std::vector<QueueSource> m_queueSources;
    /// Each queue's dead-letter queue, with the index of the queue that names it.
    std::vector<std::pair<std::size_t, Reference>> m_deadLetterRefs;
    std::vector<Reference> m_queueRefs;
    std::vector<Reference> m_serviceRefs;
};

ScenarioLoad ScenarioReader::read(const std::string &path)
{
    ScenarioLoad load;
    load.path = path;
    if (!m_top.isObject()) {
        load.problems = m_problems.list;
        return load;
    }
    readHeader();
    if (const JsonNode *engine = m_top.get("engine"))
        readEngineSettings(*engine);
    readQueues();
    readEntries("services", m_scenario.services, &ScenarioReader::readService);
    readEntries("producers", m_scenario.producers, &ScenarioReader::readProducer);
    readEntries("workers", m_scenario.workers, &ScenarioReader::readWorker);
    readEntries("lambdas", m_scenario.lambdas, &ScenarioReader::readLambda);
    readOperations();
    resolveReferences();
    if (m_scenario.producers.empty() && m_problems.list.empty())
        m_problems.add(
            m_root, "",
            say(QT_TRANSLATE_NOOP("LoaderText", "no \"producers\": nothing would ever be sent")));

    std::stable_sort(m_problems.list.begin(), m_problems.list.end(),
                     [](const ContentProblem &a, const ContentProblem &b) {
                         return a.line != b.line ? a.line < b.line : a.column < b.column;
                     });
    load.problems = std::move(m_problems.list);
    if (load.problems.empty())
        load.scenario = std::move(m_scenario);
    return load;
}

void ScenarioReader::readHeader()
{
    m_scenario.name = m_top.string("name", true).value_or("");
    m_scenario.title = m_top.string("title").value_or("");
    m_scenario.description = m_top.string("description").value_or("");
    m_scenario.engine.seed =
        static_cast<std::uint64_t>(m_top.integer("seed", 0, 9007199254740991).value_or(1));
    m_scenario.untilMs = m_top.seconds("until", 0.001, maxSeconds).value_or(0);
}

void ScenarioReader::readEngineSettings(const JsonNode &engine)
{
    ObjectReader e(m_problems, engine, "engine",
                   {"shortPollSampling", "shortPollServers", "duplicateDeliveryRate",
                    "staleHandleDelete", "inFlightLimit"});
    EngineSettings &settings = m_scenario.engine;
    settings.shortPollSampling = e.boolean("shortPollSampling").value_or(false);
    settings.shortPollServers = static_cast<int>(e.integer("shortPollServers", 1, 64).value_or(4));
    settings.duplicateDeliveryRate = e.number("duplicateDeliveryRate", 0, 1).value_or(0);
    settings.staleHandleDelete =
        e.choice("staleHandleDelete", {"ignore", "delete"}).value_or("ignore") == "delete"
            ? StaleHandleDelete::Delete
            : StaleHandleDelete::Ignore;
    if (const auto limit = e.integer("inFlightLimit", 1, 120000)) {
        m_scenario.limits.standardInFlightLimit = static_cast<std::uint64_t>(*limit);
        m_scenario.limits.fifoInFlightLimit = static_cast<std::uint64_t>(*limit);
    }
}

// Queues.

void ScenarioReader::readQueues()
{
    if (m_top.get("queues") == nullptr)
        m_problems.add(
            m_root, "",
            say(QT_TRANSLATE_NOOP("LoaderText", "missing \"queues\" (at least one queue)")));
    const std::size_t problemsBefore = m_problems.list.size();
    readEntries("queues", m_scenario.queues, &ScenarioReader::readQueue);
    checkDeadLetterQueues();
    // The engine's own rules, once the file's are met: each problem once, in the file's words
    // first.
    if (m_problems.list.size() == problemsBefore)
        checkQueuesWithEngine();
}

/// Creates the queues in a scratch engine, as the run will, and shows what it refuses at the value
/// that caused it: the name, an attribute, the dead-letter queue.
void ScenarioReader::checkQueuesWithEngine()
{
    QueueEngine scratch(m_scenario.engine, m_scenario.limits);
    const ActorId setup = scratch.actor("setup");
    for (const QueueSetupProblem &p : createScenarioQueues(m_scenario, scratch, setup)) {
        const QueueSource &source = m_queueSources[p.queue];
        const ValueSource *at = &source.queue;
        if (p.error.parameter == "QueueName" && source.name.node)
            at = &source.name;
        else if (auto a = source.attributes.find(p.error.parameter); a != source.attributes.end())
            at = &a->second;
        m_problems.add(*at->node, at->path,
                       say(QT_TRANSLATE_NOOP("LoaderText", "CreateQueue refuses it: %1"),
                           {text(p.error.message)}));
    }
}

QueueSpec ScenarioReader::readQueue(const JsonNode &node, const std::string &path)
{
    ObjectReader q(m_problems, node, path,
                   {"name", "fifo", "visibilityTimeout", "delay", "retention", "maximumMessageSize",
                    "receiveWaitTime", "contentBasedDeduplication", "deduplicationScope",
                    "deadLetterQueue", "attributes"});
    QueueSpec spec;
    QueueSource source{{&node, path}, {}, {}};
    spec.name = q.string("name", true).value_or("");
    if (const JsonNode *name = q.get("name"))
        source.name = {name, q.where("name")};
    QueueInfo info;
    info.fifo = q.boolean("fifo").value_or(false);
    if (!spec.name.empty()) {
        const bool fifoName =
            spec.name.size() > 5 && spec.name.compare(spec.name.size() - 5, 5, ".fifo") == 0;
        if (info.fifo != fifoName)
            m_problems.add(
                *q.get("name"), q.where("name"),
                info.fifo
                    ? say(QT_TRANSLATE_NOOP("LoaderText", "a FIFO queue's name must end in .fifo"))
                    : say(QT_TRANSLATE_NOOP("LoaderText",
                                            "a queue named *.fifo must have \"fifo\": true")));
        if (m_queueInfo.count(spec.name))
            m_problems.add(
                *q.get("name"), q.where("name"),
                say(QT_TRANSLATE_NOOP("LoaderText", "\"%1\" is defined twice"), {text(spec.name)}));
    }
    if (info.fifo) {
        spec.attributes["FifoQueue"] = "true";
        source.attributes["FifoQueue"] = {q.get("fifo"), q.where("fifo")};
    }
    readQueueAttributes(q, info.fifo, spec.attributes, source);
    if (const JsonNode *dlq = q.get("deadLetterQueue")) {
        readDeadLetterQueue(q, *dlq, spec.attributes);
        source.attributes["RedrivePolicy"] = {dlq, q.where("deadLetterQueue")};
    }
    m_queueSources.push_back(std::move(source));
    info.visibility = queueConfig(spec).visibilityTimeoutSeconds;
    if (auto v = spec.attributes.find("ContentBasedDeduplication"); v != spec.attributes.end())
        info.contentBasedDeduplication = v->second == "true";
    if (!spec.name.empty())
        m_queueInfo[spec.name] = info;
    return spec;
}

/// The queue's settings become the SQS attributes they stand for, and "attributes" gives any
/// attribute as the SQS API spells it.
void ScenarioReader::readQueueAttributes(ObjectReader &q, bool fifo, AttributeMap &attributes,
                                         QueueSource &source)
{
    auto secondsAttribute = [&](const char *key, const char *attribute, double min, double max) {
        if (const auto v =
                q.integer(key, static_cast<std::int64_t>(min), static_cast<std::int64_t>(max))) {
            attributes[attribute] = std::to_string(*v);
            source.attributes[attribute] = {q.get(key), q.where(key)};
        }
    };
    secondsAttribute("visibilityTimeout", "VisibilityTimeout", 0, maxVisibilityTimeoutSeconds);
    secondsAttribute("delay", "DelaySeconds", 0, 900);
    secondsAttribute("retention", "MessageRetentionPeriod", 60, 1209600);
    secondsAttribute("maximumMessageSize", "MaximumMessageSize", 1024, 1048576);
    secondsAttribute("receiveWaitTime", "ReceiveMessageWaitTimeSeconds", 0, 20);
    if (const auto cbd = q.boolean("contentBasedDeduplication")) {
        if (!fifo)
            m_problems.add(*q.get("contentBasedDeduplication"),
                           q.where("contentBasedDeduplication"),
                           say(QT_TRANSLATE_NOOP(
                               "LoaderText", "only a FIFO queue has content-based deduplication")));
        attributes["ContentBasedDeduplication"] = *cbd ? "true" : "false";
        source.attributes["ContentBasedDeduplication"] = {q.get("contentBasedDeduplication"),
                                                          q.where("contentBasedDeduplication")};
    }
    if (const auto scope = q.choice("deduplicationScope", {"queue", "messageGroup"})) {
        if (!fifo)
            m_problems.add(*q.get("deduplicationScope"), q.where("deduplicationScope"),
                           say(QT_TRANSLATE_NOOP("LoaderText",
                                                 "only a FIFO queue has a deduplication scope")));
        attributes["DeduplicationScope"] = *scope;
        source.attributes["DeduplicationScope"] = {q.get("deduplicationScope"),
                                                   q.where("deduplicationScope")};
    }
    if (const JsonNode *raw = q.get("attributes")) {
        if (raw->type != JsonNode::Type::Object) {
            m_problems.add(*raw, q.where("attributes"),
                           say(QT_TRANSLATE_NOOP("LoaderText", "must be an object of strings")));
            return;
        }
        for (std::size_t k = 0; k < raw->keys.size(); ++k) {
            if (raw->values[k].type != JsonNode::Type::String)
                m_problems.add(
                    raw->values[k], q.where("attributes") + "." + raw->keys[k].name,
                    say(QT_TRANSLATE_NOOP("LoaderText", "must be a string, as in the SQS API")));
            else {
                attributes[raw->keys[k].name] = raw->values[k].text;
                source.attributes[raw->keys[k].name] = {
                    &raw->values[k], q.where("attributes") + "." + raw->keys[k].name};
            }
        }
    }
}

void ScenarioReader::readDeadLetterQueue(ObjectReader &q, const JsonNode &dlq,
                                         AttributeMap &attributes)
{
    ObjectReader d(m_problems, dlq, q.where("deadLetterQueue"), {"name", "maxReceiveCount"});
    const auto name = d.string("name", true);
    const auto count = d.integer("maxReceiveCount", 1, 1000);
    if (d.isObject() && !d.get("maxReceiveCount"))
        m_problems.add(
            dlq, d.path(),
            say(QT_TRANSLATE_NOOP("LoaderText", "missing \"maxReceiveCount\" (1 to 1000)")));
    if (name && count) {
        attributes["RedrivePolicy"] = redrivePolicyJson(*name, *count);
        m_deadLetterRefs.push_back(
            {m_scenario.queues.size(), {d.get("name"), d.where("name"), *name}});
    }
}

/// A dead-letter queue is checked once every queue is read: it may be defined after its source.
void ScenarioReader::checkDeadLetterQueues()
{
    for (const auto &[index, ref] : m_deadLetterRefs) {
        auto target = m_queueInfo.find(ref.name);
        if (target == m_queueInfo.end()) {
            m_problems.add(*ref.node, ref.path, noQueueNamed(ref.name, ""));
        } else if (target->second.fifo != m_queueInfo[m_scenario.queues[index].name].fifo) {
            m_problems.add(*ref.node, ref.path,
                           say(QT_TRANSLATE_NOOP(
                               "LoaderText",
                               "a dead-letter queue must be of the same type (FIFO or standard) as "
                               "its source")));
        } else if (ref.name == m_scenario.queues[index].name) {
            m_problems.add(*ref.node, ref.path,
                           say(QT_TRANSLATE_NOOP("LoaderText",
                                                 "a queue cannot be its own dead-letter queue")));
        }
    }
}

// Services.

ServiceSpec ScenarioReader::readService(const JsonNode &node, const std::string &path)
{
    ObjectReader s(m_problems, node, path,
                   {"name", "effect", "effectPast", "latency", "outages", "failureRate"});
    ServiceSpec spec;
    spec.name = s.string("name", true).value_or("");
    spec.effect = s.string("effect").value_or(spec.effect);
    spec.effectPast = s.string("effectPast").value_or(spec.effectPast);
    if (const JsonNode *latency = s.get("latency")) {
        if (auto p = readProfile(m_problems, *latency, s.where("latency")))
            spec.latency = *p;
    }
    const auto outages = s.list("outages");
    for (std::size_t k = 0; k < outages.size(); ++k) {
        ObjectReader o(m_problems, *outages[k], s.where("outages") + "[" + std::to_string(k) + "]",
                       {"from", "to"});
        const auto from = o.seconds("from", 0, maxSeconds);
        const auto to = o.seconds("to", 0, maxSeconds);
        // A value that is there but wrong has been reported already.
        if (from && to && *from < *to)
            spec.outages.push_back({*from, *to});
        else if (o.isObject() && ((from && to) || !o.get("from") || !o.get("to")))
            m_problems.add(*outages[k], o.path(),
                           say(QT_TRANSLATE_NOOP(
                               "LoaderText", "an outage needs \"from\" before \"to\" (seconds)")));
    }
    spec.failureRate = s.number("failureRate", 0, 1).value_or(0);
    return spec;
}

// Producers.

ProducerSpec ScenarioReader::readProducer(const JsonNode &node, const std::string &path)
{
    ObjectReader p(m_problems, node, path,
                   {"name", "queue", "keyField", "keyFormat", "messages", "rate", "bursts", "group",
                    "deduplication"});
    ProducerSpec spec;
    spec.name = p.string("name").value_or("producer");
    spec.queue = p.string("queue", true).value_or("");
    if (p.get("queue"))
        m_queueRefs.push_back({p.get("queue"), p.where("queue"), spec.queue});
    spec.keyField = p.string("keyField").value_or(spec.keyField);
    spec.keyFormat = p.string("keyFormat").value_or(spec.keyFormat);
    readScheduledMessages(p, spec);
    readRates(p, spec);
    const auto bursts = p.list("bursts");
    for (std::size_t k = 0; k < bursts.size(); ++k) {
        ObjectReader b(m_problems, *bursts[k], p.where("bursts") + "[" + std::to_string(k) + "]",
                       {"at", "count"});
        ProducerSpec::Burst burst;
        burst.atMs = b.seconds("at", 0, maxSeconds).value_or(0);
        burst.count = static_cast<int>(b.integer("count", 1, 10000000).value_or(1));
        spec.bursts.push_back(burst);
    }
    if (const JsonNode *group = p.get("group"))
        readGroup(p, *group, spec);
    if (const auto dedup = p.choice("deduplication", {"none", "byKey", "byMessage"}))
        spec.dedupPolicy = *dedup == "byKey"       ? ProducerSpec::DedupPolicy::ByKey
                           : *dedup == "byMessage" ? ProducerSpec::DedupPolicy::ByMessage
                                                   : ProducerSpec::DedupPolicy::None;
    if (spec.messages.empty() && spec.rates.empty() && spec.bursts.empty() && p.isObject())
        m_problems.add(
            node, path,
            say(QT_TRANSLATE_NOOP("LoaderText",
                                  "sends nothing: give \"messages\", \"rate\" or \"bursts\"")));
    checkFifoSends(spec, node, path);
    return spec;
}

void ScenarioReader::readScheduledMessages(ObjectReader &p, ProducerSpec &spec)
{
    const auto messages = p.list("messages");
    for (std::size_t k = 0; k < messages.size(); ++k) {
        ObjectReader m(m_problems, *messages[k],
                       p.where("messages") + "[" + std::to_string(k) + "]",
                       {"at", "key", "body", "group", "deduplicationId", "delay"});
        ScheduledMessage message;
        message.atMs = m.seconds("at", 0, maxSeconds).value_or(0);
        message.key = m.string("key").value_or("");
        message.body = m.string("body").value_or("");
        message.group = m.string("group");
        message.deduplicationId = m.string("deduplicationId");
        if (const auto delay = m.integer("delay", 0, 900))
            message.delaySeconds = *delay;
        spec.messages.push_back(std::move(message));
    }
}

void ScenarioReader::readRates(ObjectReader &p, ProducerSpec &spec)
{
    const auto rates = p.list("rate");
    for (std::size_t k = 0; k < rates.size(); ++k) {
        ObjectReader r(m_problems, *rates[k], p.where("rate") + "[" + std::to_string(k) + "]",
                       {"from", "to", "perSecond", "arrivals"});
        ProducerSpec::Rate rate;
        rate.fromMs = r.seconds("from", 0, maxSeconds).value_or(0);
        const auto to = r.seconds("to", 0, maxSeconds);
        if (!to && r.isObject() && !r.get("to"))
            m_problems.add(*rates[k], r.path(),
                           say(QT_TRANSLATE_NOOP("LoaderText", "missing \"to\" (seconds)")));
        rate.toMs = to.value_or(0);
        const auto perSecond = r.number("perSecond", 0.001, 1000000);
        if (!perSecond && r.isObject() && !r.get("perSecond"))
            m_problems.add(*rates[k], r.path(),
                           say(QT_TRANSLATE_NOOP("LoaderText", "missing \"perSecond\"")));
        rate.perSecond = perSecond.value_or(0);
        rate.poisson =
            r.choice("arrivals", {"regular", "poisson"}).value_or("regular") == "poisson";
        if (to && rate.fromMs >= rate.toMs)
            m_problems.add(*rates[k], r.path(),
                           say(QT_TRANSLATE_NOOP("LoaderText", "\"from\" must be before \"to\"")));
        spec.rates.push_back(rate);
    }
}

void ScenarioReader::readGroup(ObjectReader &p, const JsonNode &group, ProducerSpec &spec)
{
    ObjectReader g(m_problems, group, p.where("group"), {"policy", "name", "count"});
    const auto policy = g.choice("policy", {"fixed", "byKey", "roundRobin"});
    if (g.isObject() && !g.get("policy"))
        m_problems.add(group, g.path(),
                       say(QT_TRANSLATE_NOOP("LoaderText",
                                             "missing \"policy\" (fixed, byKey or roundRobin)")));
    spec.groupPolicy = !policy              ? ProducerSpec::GroupPolicy::None
                       : *policy == "fixed" ? ProducerSpec::GroupPolicy::Fixed
                       : *policy == "byKey" ? ProducerSpec::GroupPolicy::ByKey
                                            : ProducerSpec::GroupPolicy::RoundRobin;
    spec.group = g.string("name").value_or(spec.group);
    spec.groupCount = static_cast<int>(g.integer("count", 1, 100000).value_or(1));
}

/// Sends the FIFO queue would reject: every message of a rate or a burst, and every single
/// message that does not give its own group or deduplication id.
void ScenarioReader::checkFifoSends(const ProducerSpec &spec, const JsonNode &node,
                                    const std::string &path)
{
    const auto target = m_queueInfo.find(spec.queue);
    if (target == m_queueInfo.end() || !target->second.fifo)
        return;
    const bool generated = !spec.rates.empty() || !spec.bursts.empty();
    if (spec.groupPolicy == ProducerSpec::GroupPolicy::None &&
        (generated || std::any_of(spec.messages.begin(), spec.messages.end(),
                                  [](const ScheduledMessage &m) { return !m.group; })))
        m_problems.add(
            node, path,
            say(QT_TRANSLATE_NOOP(
                "LoaderText", "sends to a FIFO queue: give \"group\" (every FIFO message needs a "
                              "MessageGroupId)")));
    if (!target->second.contentBasedDeduplication &&
        spec.dedupPolicy == ProducerSpec::DedupPolicy::None &&
        (generated || std::any_of(spec.messages.begin(), spec.messages.end(),
                                  [](const ScheduledMessage &m) { return !m.deduplicationId; })))
        m_problems.add(
            node, path,
            say(QT_TRANSLATE_NOOP("LoaderText",
                                  "sends to a FIFO queue without content-based deduplication: give "
                                  "\"deduplication\" (\"byKey\" or \"byMessage\")")));
}

// Workers.

WorkerSpec ScenarioReader::readWorker(const JsonNode &node, const std::string &path)
{
    ObjectReader w(m_problems, node, path,
                   {"name", "count", "queue", "batchSize", "waitTime", "visibilityTimeout",
                    "pollInterval", "start", "processing", "heartbeat", "delete", "idempotency",
                    "service", "crashes", "restartDelay", "failingKeys", "failureRate",
                    "onFailure"});
    WorkerSpec spec;
    spec.name = w.string("name").value_or("worker");
    spec.count = static_cast<int>(w.integer("count", 1, 10000).value_or(1));
    spec.queue = w.string("queue", true).value_or("");
    if (w.get("queue"))
        m_queueRefs.push_back({w.get("queue"), w.where("queue"), spec.queue});
    spec.batchSize = static_cast<int>(w.integer("batchSize", 1, 10).value_or(1));
    spec.waitTimeSeconds = static_cast<int>(w.integer("waitTime", 0, 20).value_or(20));
    if (const auto vt = w.integer("visibilityTimeout", 0, maxVisibilityTimeoutSeconds))
        spec.visibilityTimeoutSeconds = *vt;
    spec.pollIntervalMs = w.seconds("pollInterval", 0, 3600).value_or(0);
    spec.startMs = w.seconds("start", 0, maxSeconds).value_or(0);
    if (const JsonNode *processing = w.get("processing")) {
        if (auto profile = readProfile(m_problems, *processing, w.where("processing")))
            spec.processing = *profile;
    }
    if (const JsonNode *heartbeat = w.get("heartbeat"))
        readHeartbeat(w, *heartbeat, spec);
    if (const auto d = w.choice("delete", {"afterEffect", "beforeProcessing", "batch"}))
        spec.deletePolicy = *d == "afterEffect"        ? DeletePolicy::AfterEffect
                            : *d == "beforeProcessing" ? DeletePolicy::BeforeProcessing
                                                       : DeletePolicy::Batch;
    if (const auto idem = w.choice("idempotency", {"none", "conditionalWrite", "providerKey"}))
        spec.idempotency = *idem == "conditionalWrite" ? Idempotency::ConditionalWrite
                           : *idem == "providerKey"    ? Idempotency::ProviderKey
                                                       : Idempotency::None;
    spec.service = w.string("service").value_or("");
    if (w.get("service"))
        m_serviceRefs.push_back({w.get("service"), w.where("service"), spec.service});
    if (spec.idempotency == Idempotency::ProviderKey && spec.service.empty() && w.isObject())
        m_problems.add(
            node, path,
            say(QT_TRANSLATE_NOOP(
                "LoaderText",
                "\"idempotency\": \"providerKey\" needs a \"service\" to pass the key to")));
    const auto crashes = w.list("crashes");
    for (std::size_t k = 0; k < crashes.size(); ++k)
        spec.crashes.push_back(
            readCrash(*crashes[k], w.where("crashes") + "[" + std::to_string(k) + "]", spec));
    spec.restartDelayMs = w.seconds("restartDelay", 0, 86400).value_or(5000);
    spec.failingKeys = w.stringList("failingKeys");
    spec.failureRate = w.number("failureRate", 0, 1).value_or(0);
    if (const JsonNode *onFailure = w.get("onFailure"))
        readOnFailure(w, *onFailure, spec);
    // Instances are named name-1 ... name-N: two entries with one name would be one actor
    // doing two things at once.
    for (const WorkerSpec &other : m_scenario.workers) {
        if (other.name == spec.name && w.isObject())
            m_problems.add(
                w.get("name") ? *w.get("name") : node, w.where("name"),
                say(QT_TRANSLATE_NOOP("LoaderText", "another worker is already named \"%1\"; give "
                                                    "each worker entry its own name"),
                    {text(spec.name)}));
    }
    return spec;
}

void ScenarioReader::readHeartbeat(ObjectReader &w, const JsonNode &heartbeat, WorkerSpec &spec)
{
    ObjectReader h(m_problems, heartbeat, w.where("heartbeat"),
                   {"every", "extendTo", "cap", "batch"});
    const auto every = h.seconds("every", 0.001, maxVisibilityTimeoutSeconds);
    const auto extendTo = h.integer("extendTo", 0, maxVisibilityTimeoutSeconds);
    spec.heartbeat.wholeBatch = h.boolean("batch").value_or(false);
    // {"batch": true} alone names how a heartbeat will work once one is set (a what-if edit).
    const bool batchOnly = spec.heartbeat.wholeBatch && !h.get("every") && !h.get("extendTo");
    if (h.isObject() && !batchOnly && (!h.get("every") || !h.get("extendTo")))
        m_problems.add(
            heartbeat, h.path(),
            say(QT_TRANSLATE_NOOP("LoaderText",
                                  "a heartbeat needs \"every\" and \"extendTo\" (seconds)")));
    spec.heartbeat.everyMs = every.value_or(0);
    spec.heartbeat.extendToMs = extendTo.value_or(0) * 1000;
    spec.heartbeat.capMs = h.seconds("cap", 0.001, maxVisibilityTimeoutSeconds).value_or(0);
}

/// What the worker does with a failed message's loan: leave it, end it, or back off.
void ScenarioReader::readOnFailure(ObjectReader &w, const JsonNode &onFailure, WorkerSpec &spec)
{
    ObjectReader f(m_problems, onFailure, w.where("onFailure"), {"retry", "base", "max"});
    const auto retry = f.choice("retry", {"afterTimeout", "now", "backoff"});
    const auto base = f.integer("base", 1, maxVisibilityTimeoutSeconds);
    const auto max = f.integer("max", 1, maxVisibilityTimeoutSeconds);
    if (retry == "now")
        spec.onFailure.kind = RetryPolicy::Kind::Now;
    else if (retry == "backoff")
        spec.onFailure.kind = RetryPolicy::Kind::Backoff;
    if (f.isObject() && spec.onFailure.kind == RetryPolicy::Kind::Backoff && !base)
        m_problems.add(onFailure, f.path(),
                       say(QT_TRANSLATE_NOOP("LoaderText", "a backoff needs \"base\" (seconds)")));
    spec.onFailure.baseMs = base.value_or(0) * 1000;
    spec.onFailure.maxMs = max.value_or(maxVisibilityTimeoutSeconds) * 1000;
}

/// A crash: at a time or at a named point of the work, of every instance or of one by name.
CrashFault ScenarioReader::readCrash(const JsonNode &node, const std::string &path,
                                     const WorkerSpec &spec)
{
    ObjectReader c(m_problems, node, path, {"at", "point", "occurrence", "worker"});
    CrashFault fault;
    const auto at = c.seconds("at", 0, maxSeconds);
    const auto point = c.choice("point", {"beforeEffect", "afterEffectBeforeRecord",
                                          "afterEffectBeforeDelete", "duringHeartbeat"});
    if (c.isObject() && (c.get("at") != nullptr) == (c.get("point") != nullptr))
        m_problems.add(
            node, path,
            say(QT_TRANSLATE_NOOP("LoaderText",
                                  "a crash needs either \"at\" (seconds) or \"point\", not both")));
    if (at) {
        fault.point = CrashFault::Point::AtTime;
        fault.atMs = *at;
    } else if (point) {
        fault.point =
            *point == "beforeEffect"              ? CrashFault::Point::BeforeEffect
            : *point == "afterEffectBeforeRecord" ? CrashFault::Point::AfterEffectBeforeRecord
            : *point == "afterEffectBeforeDelete" ? CrashFault::Point::AfterEffectBeforeDelete
                                                  : CrashFault::Point::DuringHeartbeat;
    }
    fault.occurrence = static_cast<int>(c.integer("occurrence", 1, 1000000).value_or(1));
    fault.worker = c.string("worker").value_or("");
    if (!fault.worker.empty()) {
        bool known = false;
        for (int n = 1; n <= spec.count; ++n)
            known = known || fault.worker == consumerInstanceName(spec.name, n);
        if (!known)
            m_problems.add(*c.get("worker"), c.where("worker"),
                           say(QT_TRANSLATE_NOOP("LoaderText", "\"%1\" is not one of %2 to %3"),
                               {text(fault.worker), text(consumerInstanceName(spec.name, 1)),
                                text(consumerInstanceName(spec.name, spec.count))}));
    }
    return fault;
}

// Lambda event source mappings.

LambdaSpec ScenarioReader::readLambda(const JsonNode &node, const std::string &path)
{
    ObjectReader l(m_problems, node, path,
                   {"name", "queue", "batchSize", "batchingWindow", "functionTimeout",
                    "concurrency", "processing", "failureRate", "failingKeys",
                    "reportBatchItemFailures", "service", "reservedConcurrency"});
    LambdaSpec spec;
    spec.name = l.string("name").value_or("lambda");
    spec.queue = l.string("queue", true).value_or("");
    if (l.get("queue"))
        m_queueRefs.push_back({l.get("queue"), l.where("queue"), spec.queue});
    spec.batchSize = static_cast<int>(l.integer("batchSize", 1, 10000).value_or(10));
    spec.batchingWindowMs = l.seconds("batchingWindow", 0, 300).value_or(0);
    spec.functionTimeoutMs = l.seconds("functionTimeout", 1, 900).value_or(3000);
    spec.concurrency = static_cast<int>(l.integer("concurrency", 1, 1000).value_or(1));
    if (const JsonNode *processing = l.get("processing")) {
        if (auto profile = readProfile(m_problems, *processing, l.where("processing")))
            spec.processing = *profile;
    }
    spec.failureRate = l.number("failureRate", 0, 1).value_or(0);
    spec.failingKeys = l.stringList("failingKeys");
    spec.reportBatchItemFailures = l.boolean("reportBatchItemFailures").value_or(false);
    spec.reservedConcurrency =
        static_cast<int>(l.integer("reservedConcurrency", 0, 1000).value_or(0));
    spec.service = l.string("service").value_or("");
    if (l.get("service"))
        m_serviceRefs.push_back({l.get("service"), l.where("service"), spec.service});
    checkLambdaMapping(l, node, spec);
    for (const LambdaSpec &other : m_scenario.lambdas) {
        if (other.name == spec.name && l.isObject())
            m_problems.add(
                l.get("name") ? *l.get("name") : node, l.where("name"),
                say(QT_TRANSLATE_NOOP("LoaderText", "another lambda is already named \"%1\"; give "
                                                    "each lambda entry its own name"),
                    {text(spec.name)}));
    }
    for (const WorkerSpec &worker : m_scenario.workers) {
        if (worker.name == spec.name && l.isObject())
            m_problems.add(l.get("name") ? *l.get("name") : node, l.where("name"),
                           say(QT_TRANSLATE_NOOP("LoaderText", "a worker is already named \"%1\""),
                               {text(spec.name)}));
    }
    return spec;
}

/// The mapping's rules, reported where they are written.
void ScenarioReader::checkLambdaMapping(ObjectReader &l, const JsonNode &node,
                                        const LambdaSpec &spec)
{
    const auto target = m_queueInfo.find(spec.queue);
    if (target == m_queueInfo.end())
        return;
    const QueueInfo &queue = target->second;
    const std::int64_t timeoutSeconds = (spec.functionTimeoutMs + 999) / 1000;
    if (timeoutSeconds > queue.visibility) {
        const JsonNode *at = l.get("functionTimeout") ? l.get("functionTimeout") : &node;
        m_problems.add(
            *at, l.where("functionTimeout"),
            say(QT_TRANSLATE_NOOP("LoaderText",
                                  "Queue visibility timeout: %1 seconds is less than Function "
                                  "timeout: %2 seconds (Lambda rejects the mapping; AWS "
                                  "recommends a visibility timeout of at least 6 times the "
                                  "function timeout)"),
                {text(std::to_string(queue.visibility)), text(std::to_string(timeoutSeconds))}));
    }
    if (queue.fifo && spec.batchSize > 10)
        m_problems.add(
            *l.get("batchSize"), l.where("batchSize"),
            say(QT_TRANSLATE_NOOP("LoaderText", "%1 is out of range for a FIFO queue (1 to 10)"),
                {text(std::to_string(spec.batchSize))}));
    if (queue.fifo && spec.batchingWindowMs > 0)
        m_problems.add(*l.get("batchingWindow"), l.where("batchingWindow"),
                       say(QT_TRANSLATE_NOOP(
                           "LoaderText", "a batching window is not supported for a FIFO queue")));
    if (!queue.fifo && spec.batchSize > 10 && spec.batchingWindowMs < 1000)
        m_problems.add(
            l.get("batchSize") ? *l.get("batchSize") : node, l.where("batchSize"),
            say(QT_TRANSLATE_NOOP(
                "LoaderText",
                "a batch size above 10 needs a \"batchingWindow\" of at least 1 second")));
}

// The operator: redrives and purges at given times.

void ScenarioReader::readOperations()
{
    const auto operations = m_top.list("operations");
    for (std::size_t i = 0; i < operations.size(); ++i)
        readOperation(*operations[i], "operations[" + std::to_string(i) + "]");
    std::stable_sort(
        m_scenario.operations.begin(), m_scenario.operations.end(),
        [](const OperationSpec &a, const OperationSpec &b) { return a.atMs < b.atMs; });
}

void ScenarioReader::readOperation(const JsonNode &node, const std::string &path)
{
    ObjectReader o(m_problems, node, path, {"at", "redrive", "purge", "to", "perSecond"});
    if (!o.isObject())
        return;
    OperationSpec op;
    op.atMs = o.seconds("at", 0, maxSeconds).value_or(0);
    if (!o.get("at"))
        m_problems.add(node, o.path(),
                       say(QT_TRANSLATE_NOOP("LoaderText", "missing \"at\" (seconds)")));
    const auto redrive = o.string("redrive");
    const auto purge = o.string("purge");
    if (redrive.has_value() == purge.has_value()) {
        m_problems.add(node, o.path(),
                       say(QT_TRANSLATE_NOOP(
                           "LoaderText",
                           "an operation is either {\"redrive\": DEAD-LETTER QUEUE} or {\"purge\": "
                           "QUEUE}")));
        return;
    }
    if (purge) {
        op.kind = OperationSpec::Kind::Purge;
        op.queue = *purge;
        m_queueRefs.push_back({o.get("purge"), o.where("purge"), op.queue});
        if (o.get("to") || o.get("perSecond"))
            m_problems.add(
                node, o.path(),
                say(QT_TRANSLATE_NOOP(
                    "LoaderText", "\"to\" and \"perSecond\" belong to a redrive, not a purge")));
    } else {
        op.kind = OperationSpec::Kind::Redrive;
        op.queue = *redrive;
        op.destination = o.string("to").value_or("");
        op.maxPerSecond = o.integer("perSecond", 1, 500).value_or(0);
        const bool isDeadLetterQueue =
            std::any_of(m_deadLetterRefs.begin(), m_deadLetterRefs.end(),
                        [&](const auto &entry) { return entry.second.name == op.queue; });
        if (!m_queueInfo.count(op.queue))
            m_queueRefs.push_back({o.get("redrive"), o.where("redrive"), op.queue});
        else if (!isDeadLetterQueue)
            m_problems.add(
                *o.get("redrive"), o.where("redrive"),
                say(QT_TRANSLATE_NOOP("LoaderText", "\"%1\" is no queue's dead-letter queue (SQS: "
                                                    "\"Source queue must be configured as a Dead "
                                                    "Letter Queue.\")"),
                    {text(op.queue)}));
        if (!op.destination.empty())
            m_queueRefs.push_back({o.get("to"), o.where("to"), op.destination});
    }
    m_scenario.operations.push_back(std::move(op));
}

// References.

void ScenarioReader::resolveReferences()
{
    for (const Reference &ref : m_queueRefs) {
        if (!ref.name.empty() && !m_queueInfo.count(ref.name)) {
            std::vector<std::string> names;
            for (const auto &[name, info] : m_queueInfo)
                names.push_back(name);
            m_problems.add(*ref.node, ref.path,
                           noQueueNamed(ref.name, closestName(ref.name, names)));
        }
    }
    for (const Reference &ref : m_serviceRefs) {
        const bool known = std::any_of(m_scenario.services.begin(), m_scenario.services.end(),
                                       [&](const ServiceSpec &s) { return s.name == ref.name; });
        if (!known)
            m_problems.add(
                *ref.node, ref.path,
                say(QT_TRANSLATE_NOOP("LoaderText", "no service named \"%1\" in \"services\""),
                    {text(ref.name)}));
    }
}

} // namespace

std::string ScenarioLoad::report(Translator translate) const
{
    std::string text;
    for (const ContentProblem &p : problems)
        text += problemLine(path, p.line, p.column, p.sentence, translate);
    return text;
}

ScenarioLoad loadScenarioNode(const JsonNode &root, const std::string &path)
{
    return ScenarioReader(root).read(path);
}

ScenarioLoad loadScenarioText(const std::string &text, const std::string &path)
{
    JsonParseError error;
    const auto root = parseJsonWithPositions(text, error);
    if (!root) {
        ScenarioLoad load;
        load.path = path;
        load.problems.emplace_back(error.line, error.column, notValidJson(error.message));
        return load;
    }
    // A lesson given where a scenario goes would get a dozen "unknown key" lines; say what it is.
    if (root->isObject()) {
        for (std::size_t i = 0; i < root->keys.size(); ++i) {
            if (root->keys[i].name != "steps")
                continue;
            ScenarioLoad load;
            load.path = path;
            const JsonNode *named = root->find("scenario");
            load.problems.emplace_back(
                root->keys[i].line, root->keys[i].column,
                named && named->type == JsonNode::Type::String
                    ? say(QT_TRANSLATE_NOOP("LoaderText",
                                            "this is a lesson, not a scenario (it has \"steps\"); "
                                            "its scenario is \"%1\" (from the lesson's folder)"),
                          {content::text(named->text)})
                    : say(QT_TRANSLATE_NOOP(
                          "LoaderText", "this is a lesson, not a scenario (it has \"steps\")")));
            return load;
        }
    }
    return loadScenarioNode(*root, path);
}

ScenarioLoad loadScenarioFile(const std::string &path)
{
    std::string text;
    std::string error;
    if (!content::readFile(path, text, error)) {
        ScenarioLoad load;
        load.path = path;
        load.problems.emplace_back(0, 0, cannotReadFile(error));
        return load;
    }
    return loadScenarioText(text, path);
}

} // namespace inflight
