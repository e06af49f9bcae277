// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenarioloader.h"

#include "contentreader.h"
#include "suggest.h"

#include <QFile>

#include <algorithm>
#include <cmath>
#include <set>

namespace inflight {

namespace {

using namespace content;

constexpr double maxSeconds = 15.0 * 24 * 3600;

std::optional<DurationProfile> readProfile(Problems &problems, const JsonNode &node,
                                           const std::string &path)
{
    auto ms = [](double seconds) {
        return static_cast<TimeMs>(std::llround(seconds * 1000.0));
    };
    if (node.type == JsonNode::Type::Number) {
        if (!(node.number >= 0 && node.number <= maxSeconds)) {
            problems.add(node, path,
                         node.text + " is out of range (0 to " + numberText(maxSeconds) +
                             " seconds)");
            return std::nullopt;
        }
        return DurationProfile::fixed(ms(node.number));
    }
    if (node.type != JsonNode::Type::Object) {
        problems.add(node, path,
                     "must be a number of seconds or an object, not " + node.typeName());
        return std::nullopt;
    }
    ObjectReader r(
        problems, node, path,
        {"fixed", "uniform", "normal", "lognormal", "piecewise", "otherwise", "min", "max"});
    if (!r.isObject())
        return std::nullopt;
    const std::vector<std::string> kinds = {"fixed", "uniform", "normal", "lognormal", "piecewise"};
    std::vector<std::string> given;
    for (const std::string &k : kinds) {
        if (r.get(k.c_str()))
            given.push_back(k);
    }
    if (given.size() != 1) {
        problems.add(node, path,
                     "a duration is a number of seconds or an object with exactly one of "
                     "\"fixed\", \"uniform\", \"normal\", \"lognormal\", \"piecewise\"");
        return std::nullopt;
    }
    DurationProfile p;
    const std::string kind = given.front();
    const auto clampMin = r.seconds("min", 0, maxSeconds);
    const auto clampMax = r.seconds("max", 0, maxSeconds);
    if (clampMin && clampMax && *clampMin > *clampMax) {
        problems.add(node, path, "\"min\" must not be above \"max\"");
        return std::nullopt;
    }
    if (kind == "fixed") {
        const auto v = r.seconds("fixed", 0, maxSeconds);
        if (!v)
            return std::nullopt;
        return DurationProfile::fixed(*v);
    }
    if (kind == "uniform") {
        ObjectReader u(problems, *r.get("uniform"), r.where("uniform"), {"min", "max"});
        const auto lo = u.seconds("min", 0, maxSeconds);
        const auto hi = u.seconds("max", 0, maxSeconds);
        if (!lo || !hi) {
            if (u.isObject() && (!u.get("min") || !u.get("max")))
                problems.add(u.node(), u.path(), "needs \"min\" and \"max\" (seconds)");
            return std::nullopt;
        }
        if (*lo > *hi) {
            problems.add(u.node(), u.path(), "\"min\" must not be above \"max\"");
            return std::nullopt;
        }
        p.kind = DurationProfile::Kind::Uniform;
        p.minMs = *lo;
        p.maxMs = *hi;
        return p;
    }
    if (kind == "normal") {
        ObjectReader n(problems, *r.get("normal"), r.where("normal"), {"mean", "sd"});
        const auto mean = n.seconds("mean", 0, maxSeconds);
        const auto sd = n.seconds("sd", 0, maxSeconds);
        if (!mean || !sd) {
            if (n.isObject() && (!n.get("mean") || !n.get("sd")))
                problems.add(n.node(), n.path(), "needs \"mean\" and \"sd\" (seconds)");
            return std::nullopt;
        }
        p.kind = DurationProfile::Kind::Normal;
        p.meanMs = *mean;
        p.stddevMs = *sd;
        p.minMs = clampMin.value_or(0);
        p.maxMs = clampMax.value_or(0);
        return p;
    }
    if (kind == "lognormal") {
        ObjectReader l(problems, *r.get("lognormal"), r.where("lognormal"), {"p50", "p99"});
        const auto p50 = l.seconds("p50", 0.001, maxSeconds);
        const auto p99 = l.seconds("p99", 0.001, maxSeconds);
        if (!p50 || !p99) {
            if (l.isObject() && (!l.get("p50") || !l.get("p99")))
                problems.add(l.node(), l.path(), "needs \"p50\" and \"p99\" (seconds)");
            return std::nullopt;
        }
        if (*p50 > *p99) {
            problems.add(l.node(), l.path(), "\"p50\" must not be above \"p99\"");
            return std::nullopt;
        }
        p.kind = DurationProfile::Kind::LogNormal;
        p.p50Ms = *p50;
        p.p99Ms = *p99;
        p.minMs = clampMin.value_or(0);
        p.maxMs = clampMax.value_or(0);
        return p;
    }
    // piecewise
    p.kind = DurationProfile::Kind::Piecewise;
    const std::vector<const JsonNode *> segments = r.list("piecewise");
    bool ok = true;
    for (std::size_t i = 0; i < segments.size(); ++i) {
        const std::string segmentPath = r.where("piecewise") + "[" + std::to_string(i) + "]";
        ObjectReader s(problems, *segments[i], segmentPath, {"from", "to", "profile"});
        const auto from = s.seconds("from", 0, maxSeconds);
        const auto to = s.seconds("to", 0, maxSeconds);
        const JsonNode *inner = s.get("profile");
        if (!from || !to || !inner) {
            if (s.isObject())
                problems.add(*segments[i], segmentPath,
                             "a segment needs \"from\", \"to\" (seconds) and \"profile\"");
            ok = false;
            continue;
        }
        if (*from >= *to) {
            problems.add(*segments[i], segmentPath, "\"from\" must be before \"to\"");
            ok = false;
            continue;
        }
        auto profile = readProfile(problems, *inner, s.where("profile"));
        if (!profile) {
            ok = false;
            continue;
        }
        p.segments.push_back({*from, *to, std::make_shared<DurationProfile>(std::move(*profile))});
    }
    if (const JsonNode *otherwise = r.get("otherwise")) {
        auto profile = readProfile(problems, *otherwise, r.where("otherwise"));
        if (!profile)
            return std::nullopt;
        p.otherwise = std::make_shared<DurationProfile>(std::move(*profile));
    } else {
        problems.add(node, path, "a piecewise duration needs \"otherwise\" (the usual duration)");
        return std::nullopt;
    }
    if (!ok)
        return std::nullopt;
    return p;
}

std::string arnOf(const std::string &queue)
{
    return "arn:aws:sqs:us-east-1:000000000000:" + queue;
}

/// Where a cross-reference was written, to report it if it does not resolve.
struct Reference {
    const JsonNode *node = nullptr;
    std::string path;
    std::string name;
};

} // namespace

std::string ScenarioLoad::report() const
{
    std::string text;
    for (const ContentProblem &p : problems)
        text += path + ":" + std::to_string(p.line) + ":" + std::to_string(p.column) + ": " +
                oneLine(p.message) + "\n";
    return text;
}

ScenarioLoad loadScenarioNode(const JsonNode &root, const std::string &path)
{
    ScenarioLoad load;
    load.path = path;
    Problems problems;
    Scenario sc;
    ObjectReader top(problems, root, "",
                     {"name", "title", "description", "seed", "until", "engine", "queues",
                      "services", "producers", "workers", "lambdas", "operations"});
    if (!top.isObject()) {
        load.problems = problems.list;
        return load;
    }
    sc.name = top.string("name", true).value_or("");
    sc.title = top.string("title").value_or("");
    sc.description = top.string("description").value_or("");
    sc.engine.seed =
        static_cast<std::uint64_t>(top.integer("seed", 0, 9007199254740991).value_or(1));
    sc.untilMs = top.seconds("until", 0.001, maxSeconds).value_or(0);

    if (const JsonNode *engine = top.get("engine")) {
        ObjectReader e(problems, *engine, "engine",
                       {"shortPollSampling", "shortPollServers", "duplicateDeliveryRate",
                        "staleHandleDelete", "inFlightLimit"});
        sc.engine.shortPollSampling = e.boolean("shortPollSampling").value_or(false);
        sc.engine.shortPollServers =
            static_cast<int>(e.integer("shortPollServers", 1, 64).value_or(4));
        sc.engine.duplicateDeliveryRate = e.number("duplicateDeliveryRate", 0, 1).value_or(0);
        sc.engine.staleHandleDelete =
            e.choice("staleHandleDelete", {"ignore", "delete"}).value_or("ignore") == "delete"
                ? StaleHandleDelete::Delete
                : StaleHandleDelete::Ignore;
        if (const auto limit = e.integer("inFlightLimit", 1, 120000)) {
            sc.limits.standardInFlightLimit = static_cast<std::uint64_t>(*limit);
            sc.limits.fifoInFlightLimit = static_cast<std::uint64_t>(*limit);
        }
    }

    // Queues.
    struct QueueInfo {
        bool fifo = false;
        bool contentBasedDeduplication = false;
        std::int64_t visibility = 30;
    };
    std::map<std::string, QueueInfo> queueInfo;
    std::vector<std::pair<std::size_t, Reference>> deadLetterRefs;
    const auto queues = top.list("queues");
    if (queues.empty() && top.get("queues") == nullptr)
        problems.add(root, "", "missing \"queues\" (at least one queue)");
    for (std::size_t i = 0; i < queues.size(); ++i) {
        const std::string qpath = "queues[" + std::to_string(i) + "]";
        ObjectReader q(problems, *queues[i], qpath,
                       {"name", "fifo", "visibilityTimeout", "delay", "retention",
                        "maximumMessageSize", "receiveWaitTime", "contentBasedDeduplication",
                        "deduplicationScope", "deadLetterQueue", "attributes"});
        QueueSpec spec;
        spec.name = q.string("name", true).value_or("");
        QueueInfo info;
        info.fifo = q.boolean("fifo").value_or(false);
        if (!spec.name.empty()) {
            const bool fifoName =
                spec.name.size() > 5 && spec.name.compare(spec.name.size() - 5, 5, ".fifo") == 0;
            if (info.fifo != fifoName)
                problems.add(*q.get("name"), q.where("name"),
                             info.fifo ? "a FIFO queue's name must end in .fifo"
                                       : "a queue named *.fifo must have \"fifo\": true");
            if (queueInfo.count(spec.name))
                problems.add(*q.get("name"), q.where("name"),
                             "\"" + spec.name + "\" is defined twice");
        }
        if (info.fifo)
            spec.attributes["FifoQueue"] = "true";
        auto secondsAttribute = [&](const char *key, const char *attribute, double min,
                                    double max) {
            if (const auto v =
                    q.integer(key, static_cast<std::int64_t>(min), static_cast<std::int64_t>(max)))
                spec.attributes[attribute] = std::to_string(*v);
        };
        secondsAttribute("visibilityTimeout", "VisibilityTimeout", 0, 43200);
        secondsAttribute("delay", "DelaySeconds", 0, 900);
        secondsAttribute("retention", "MessageRetentionPeriod", 60, 1209600);
        secondsAttribute("maximumMessageSize", "MaximumMessageSize", 1024, 1048576);
        secondsAttribute("receiveWaitTime", "ReceiveMessageWaitTimeSeconds", 0, 20);
        if (const auto cbd = q.boolean("contentBasedDeduplication")) {
            if (!info.fifo)
                problems.add(*q.get("contentBasedDeduplication"),
                             q.where("contentBasedDeduplication"),
                             "only a FIFO queue has content-based deduplication");
            spec.attributes["ContentBasedDeduplication"] = *cbd ? "true" : "false";
        }
        if (const auto scope = q.choice("deduplicationScope", {"queue", "messageGroup"})) {
            if (!info.fifo)
                problems.add(*q.get("deduplicationScope"), q.where("deduplicationScope"),
                             "only a FIFO queue has a deduplication scope");
            spec.attributes["DeduplicationScope"] = *scope;
        }
        if (const JsonNode *raw = q.get("attributes")) {
            if (raw->type != JsonNode::Type::Object) {
                problems.add(*raw, q.where("attributes"), "must be an object of strings");
            } else {
                for (std::size_t k = 0; k < raw->keys.size(); ++k) {
                    if (raw->values[k].type != JsonNode::Type::String)
                        problems.add(raw->values[k],
                                     q.where("attributes") + "." + raw->keys[k].name,
                                     "must be a string, as in the SQS API");
                    else
                        spec.attributes[raw->keys[k].name] = raw->values[k].text;
                }
            }
        }
        if (const JsonNode *dlq = q.get("deadLetterQueue")) {
            ObjectReader d(problems, *dlq, q.where("deadLetterQueue"), {"name", "maxReceiveCount"});
            const auto name = d.string("name", true);
            const auto count = d.integer("maxReceiveCount", 1, 1000);
            if (d.isObject() && !d.get("maxReceiveCount"))
                problems.add(*dlq, d.path(), "missing \"maxReceiveCount\" (1 to 1000)");
            if (name && count) {
                spec.attributes["RedrivePolicy"] =
                    "{\"deadLetterTargetArn\":\"" + arnOf(*name) +
                    "\",\"maxReceiveCount\":" + std::to_string(*count) + "}";
                deadLetterRefs.push_back(
                    {sc.queues.size(), {d.get("name"), d.where("name"), *name}});
            }
        }
        if (auto v = spec.attributes.find("VisibilityTimeout"); v != spec.attributes.end())
            info.visibility = std::strtoll(v->second.c_str(), nullptr, 10);
        if (auto v = spec.attributes.find("ContentBasedDeduplication"); v != spec.attributes.end())
            info.contentBasedDeduplication = v->second == "true";
        if (!spec.name.empty())
            queueInfo[spec.name] = info;
        sc.queues.push_back(std::move(spec));
    }
    for (const auto &[index, ref] : deadLetterRefs) {
        auto target = queueInfo.find(ref.name);
        if (target == queueInfo.end()) {
            problems.add(*ref.node, ref.path, "no queue named \"" + ref.name + "\" in \"queues\"");
        } else if (target->second.fifo != queueInfo[sc.queues[index].name].fifo) {
            problems.add(*ref.node, ref.path,
                         "a dead-letter queue must be of the same type (FIFO or standard) as its "
                         "source");
        } else if (ref.name == sc.queues[index].name) {
            problems.add(*ref.node, ref.path, "a queue cannot be its own dead-letter queue");
        }
    }
    std::vector<Reference> queueRefs;
    std::vector<Reference> serviceRefs;

    // Services.
    const auto services = top.list("services");
    for (std::size_t i = 0; i < services.size(); ++i) {
        const std::string spath = "services[" + std::to_string(i) + "]";
        ObjectReader s(problems, *services[i], spath,
                       {"name", "effect", "effectPast", "latency", "outages", "failureRate"});
        ServiceSpec spec;
        spec.name = s.string("name", true).value_or("");
        spec.effect = s.string("effect").value_or(spec.effect);
        spec.effectPast = s.string("effectPast").value_or(spec.effectPast);
        if (const JsonNode *latency = s.get("latency")) {
            if (auto p = readProfile(problems, *latency, s.where("latency")))
                spec.latency = *p;
        }
        const auto outages = s.list("outages");
        for (std::size_t k = 0; k < outages.size(); ++k) {
            ObjectReader o(problems, *outages[k],
                           s.where("outages") + "[" + std::to_string(k) + "]", {"from", "to"});
            const auto from = o.seconds("from", 0, maxSeconds);
            const auto to = o.seconds("to", 0, maxSeconds);
            // A value that is there but wrong has been reported already.
            if (from && to && *from < *to)
                spec.outages.push_back({*from, *to});
            else if (o.isObject() && ((from && to) || !o.get("from") || !o.get("to")))
                problems.add(*outages[k], o.path(),
                             "an outage needs \"from\" before \"to\" (seconds)");
        }
        spec.failureRate = s.number("failureRate", 0, 1).value_or(0);
        sc.services.push_back(std::move(spec));
    }

    // Producers.
    const auto producers = top.list("producers");
    for (std::size_t i = 0; i < producers.size(); ++i) {
        const std::string ppath = "producers[" + std::to_string(i) + "]";
        ObjectReader p(problems, *producers[i], ppath,
                       {"name", "queue", "keyField", "keyFormat", "messages", "rate", "bursts",
                        "group", "deduplication"});
        ProducerSpec spec;
        spec.name = p.string("name").value_or("producer");
        spec.queue = p.string("queue", true).value_or("");
        if (p.get("queue"))
            queueRefs.push_back({p.get("queue"), p.where("queue"), spec.queue});
        spec.keyField = p.string("keyField").value_or(spec.keyField);
        spec.keyFormat = p.string("keyFormat").value_or(spec.keyFormat);
        const auto messages = p.list("messages");
        for (std::size_t k = 0; k < messages.size(); ++k) {
            ObjectReader m(problems, *messages[k],
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
        const auto rates = p.list("rate");
        for (std::size_t k = 0; k < rates.size(); ++k) {
            ObjectReader r(problems, *rates[k], p.where("rate") + "[" + std::to_string(k) + "]",
                           {"from", "to", "perSecond", "arrivals"});
            ProducerSpec::Rate rate;
            rate.fromMs = r.seconds("from", 0, maxSeconds).value_or(0);
            const auto to = r.seconds("to", 0, maxSeconds);
            if (!to && r.isObject() && !r.get("to"))
                problems.add(*rates[k], r.path(), "missing \"to\" (seconds)");
            rate.toMs = to.value_or(0);
            const auto perSecond = r.number("perSecond", 0.001, 1000000);
            if (!perSecond && r.isObject() && !r.get("perSecond"))
                problems.add(*rates[k], r.path(), "missing \"perSecond\"");
            rate.perSecond = perSecond.value_or(0);
            rate.poisson =
                r.choice("arrivals", {"regular", "poisson"}).value_or("regular") == "poisson";
            if (to && rate.fromMs >= rate.toMs)
                problems.add(*rates[k], r.path(), "\"from\" must be before \"to\"");
            spec.rates.push_back(rate);
        }
        const auto bursts = p.list("bursts");
        for (std::size_t k = 0; k < bursts.size(); ++k) {
            ObjectReader b(problems, *bursts[k], p.where("bursts") + "[" + std::to_string(k) + "]",
                           {"at", "count"});
            ProducerSpec::Burst burst;
            burst.atMs = b.seconds("at", 0, maxSeconds).value_or(0);
            burst.count = static_cast<int>(b.integer("count", 1, 10000000).value_or(1));
            spec.bursts.push_back(burst);
        }
        if (const JsonNode *group = p.get("group")) {
            ObjectReader g(problems, *group, p.where("group"), {"policy", "name", "count"});
            const auto policy = g.choice("policy", {"fixed", "byKey", "roundRobin"});
            if (g.isObject() && !g.get("policy"))
                problems.add(*group, g.path(), "missing \"policy\" (fixed, byKey or roundRobin)");
            spec.groupPolicy = !policy              ? ProducerSpec::GroupPolicy::None
                               : *policy == "fixed" ? ProducerSpec::GroupPolicy::Fixed
                               : *policy == "byKey" ? ProducerSpec::GroupPolicy::ByKey
                                                    : ProducerSpec::GroupPolicy::RoundRobin;
            spec.group = g.string("name").value_or(spec.group);
            spec.groupCount = static_cast<int>(g.integer("count", 1, 100000).value_or(1));
        }
        if (const auto dedup = p.choice("deduplication", {"none", "byKey", "byMessage"}))
            spec.dedupPolicy = *dedup == "byKey"       ? ProducerSpec::DedupPolicy::ByKey
                               : *dedup == "byMessage" ? ProducerSpec::DedupPolicy::ByMessage
                                                       : ProducerSpec::DedupPolicy::None;
        if (spec.messages.empty() && spec.rates.empty() && spec.bursts.empty() && p.isObject())
            problems.add(*producers[i], ppath,
                         "sends nothing: give \"messages\", \"rate\" or \"bursts\"");
        // Sends the FIFO queue would reject: every message of a rate or a burst, and every
        // single message that does not give its own group or deduplication id.
        const auto target = queueInfo.find(spec.queue);
        const bool generated = !spec.rates.empty() || !spec.bursts.empty();
        if (target != queueInfo.end() && target->second.fifo &&
            spec.groupPolicy == ProducerSpec::GroupPolicy::None &&
            (generated || std::any_of(spec.messages.begin(), spec.messages.end(),
                                      [](const ScheduledMessage &m) { return !m.group; })))
            problems.add(*producers[i], ppath,
                         "sends to a FIFO queue: give \"group\" (every FIFO message needs a "
                         "MessageGroupId)");
        if (target != queueInfo.end() && target->second.fifo &&
            !target->second.contentBasedDeduplication &&
            spec.dedupPolicy == ProducerSpec::DedupPolicy::None &&
            (generated ||
             std::any_of(spec.messages.begin(), spec.messages.end(),
                         [](const ScheduledMessage &m) { return !m.deduplicationId; })))
            problems.add(*producers[i], ppath,
                         "sends to a FIFO queue without content-based deduplication: give "
                         "\"deduplication\" (\"byKey\" or \"byMessage\")");
        sc.producers.push_back(std::move(spec));
    }

    // Workers.
    const auto workers = top.list("workers");
    for (std::size_t i = 0; i < workers.size(); ++i) {
        const std::string wpath = "workers[" + std::to_string(i) + "]";
        ObjectReader w(problems, *workers[i], wpath,
                       {"name", "count", "queue", "batchSize", "waitTime", "visibilityTimeout",
                        "pollInterval", "start", "processing", "heartbeat", "delete", "idempotency",
                        "service", "crashes", "restartDelay", "failingKeys", "failureRate"});
        WorkerSpec spec;
        spec.name = w.string("name").value_or("worker");
        spec.count = static_cast<int>(w.integer("count", 1, 10000).value_or(1));
        spec.queue = w.string("queue", true).value_or("");
        if (w.get("queue"))
            queueRefs.push_back({w.get("queue"), w.where("queue"), spec.queue});
        spec.batchSize = static_cast<int>(w.integer("batchSize", 1, 10).value_or(1));
        spec.waitTimeSeconds = static_cast<int>(w.integer("waitTime", 0, 20).value_or(20));
        if (const auto vt = w.integer("visibilityTimeout", 0, 43200))
            spec.visibilityTimeoutSeconds = *vt;
        spec.pollIntervalMs = w.seconds("pollInterval", 0, 3600).value_or(0);
        spec.startMs = w.seconds("start", 0, maxSeconds).value_or(0);
        if (const JsonNode *processing = w.get("processing")) {
            if (auto profile = readProfile(problems, *processing, w.where("processing")))
                spec.processing = *profile;
        }
        if (const JsonNode *heartbeat = w.get("heartbeat")) {
            ObjectReader h(problems, *heartbeat, w.where("heartbeat"),
                           {"every", "extendTo", "cap"});
            const auto every = h.seconds("every", 0.001, 43200);
            const auto extendTo = h.integer("extendTo", 0, 43200);
            if (h.isObject() && (!h.get("every") || !h.get("extendTo")))
                problems.add(*heartbeat, h.path(),
                             "a heartbeat needs \"every\" and \"extendTo\" (seconds)");
            spec.heartbeat.everyMs = every.value_or(0);
            spec.heartbeat.extendToMs = extendTo.value_or(0) * 1000;
            spec.heartbeat.capMs = h.seconds("cap", 0.001, 43200).value_or(0);
        }
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
            serviceRefs.push_back({w.get("service"), w.where("service"), spec.service});
        if (spec.idempotency == Idempotency::ProviderKey && spec.service.empty() && w.isObject())
            problems.add(*workers[i], wpath,
                         "\"idempotency\": \"providerKey\" needs a \"service\" to pass the key to");
        const auto crashes = w.list("crashes");
        for (std::size_t k = 0; k < crashes.size(); ++k) {
            const std::string cpath = w.where("crashes") + "[" + std::to_string(k) + "]";
            ObjectReader c(problems, *crashes[k], cpath, {"at", "point", "occurrence", "worker"});
            CrashFault fault;
            const auto at = c.seconds("at", 0, maxSeconds);
            const auto point =
                c.choice("point", {"beforeEffect", "afterEffectBeforeDelete", "duringHeartbeat"});
            if (c.isObject() && (c.get("at") != nullptr) == (c.get("point") != nullptr))
                problems.add(*crashes[k], cpath,
                             "a crash needs either \"at\" (seconds) or \"point\", not both");
            if (at) {
                fault.point = CrashFault::Point::AtTime;
                fault.atMs = *at;
            } else if (point) {
                fault.point = *point == "beforeEffect" ? CrashFault::Point::BeforeEffect
                              : *point == "afterEffectBeforeDelete"
                                  ? CrashFault::Point::AfterEffectBeforeDelete
                                  : CrashFault::Point::DuringHeartbeat;
            }
            fault.occurrence = static_cast<int>(c.integer("occurrence", 1, 1000000).value_or(1));
            fault.worker = c.string("worker").value_or("");
            if (!fault.worker.empty()) {
                bool known = false;
                for (int n = 1; n <= spec.count; ++n)
                    known = known || fault.worker == spec.name + "-" + std::to_string(n);
                if (!known)
                    problems.add(*c.get("worker"), c.where("worker"),
                                 "\"" + fault.worker + "\" is not one of " + spec.name + "-1 to " +
                                     spec.name + "-" + std::to_string(spec.count));
            }
            spec.crashes.push_back(fault);
        }
        spec.restartDelayMs = w.seconds("restartDelay", 0, 86400).value_or(5000);
        spec.failingKeys = w.stringList("failingKeys");
        spec.failureRate = w.number("failureRate", 0, 1).value_or(0);
        // Instances are named name-1 ... name-N: two entries with one name would be one actor
        // doing two things at once.
        for (const WorkerSpec &other : sc.workers) {
            if (other.name == spec.name && w.isObject())
                problems.add(w.get("name") ? *w.get("name") : *workers[i], w.where("name"),
                             "another worker is already named \"" + spec.name +
                                 "\"; give each worker entry its own name");
        }
        sc.workers.push_back(std::move(spec));
    }

    // Lambda event source mappings.
    const auto lambdas = top.list("lambdas");
    for (std::size_t i = 0; i < lambdas.size(); ++i) {
        const std::string lpath = "lambdas[" + std::to_string(i) + "]";
        ObjectReader l(problems, *lambdas[i], lpath,
                       {"name", "queue", "batchSize", "batchingWindow", "functionTimeout",
                        "concurrency", "processing", "failureRate", "failingKeys",
                        "reportBatchItemFailures", "service"});
        LambdaSpec spec;
        spec.name = l.string("name").value_or("lambda");
        spec.queue = l.string("queue", true).value_or("");
        if (l.get("queue"))
            queueRefs.push_back({l.get("queue"), l.where("queue"), spec.queue});
        spec.batchSize = static_cast<int>(l.integer("batchSize", 1, 10000).value_or(10));
        spec.batchingWindowMs = l.seconds("batchingWindow", 0, 300).value_or(0);
        spec.functionTimeoutMs = l.seconds("functionTimeout", 1, 900).value_or(3000);
        spec.concurrency = static_cast<int>(l.integer("concurrency", 1, 1000).value_or(1));
        if (const JsonNode *processing = l.get("processing")) {
            if (auto profile = readProfile(problems, *processing, l.where("processing")))
                spec.processing = *profile;
        }
        spec.failureRate = l.number("failureRate", 0, 1).value_or(0);
        spec.failingKeys = l.stringList("failingKeys");
        spec.reportBatchItemFailures = l.boolean("reportBatchItemFailures").value_or(false);
        spec.service = l.string("service").value_or("");
        if (l.get("service"))
            serviceRefs.push_back({l.get("service"), l.where("service"), spec.service});
        // The mapping's rules, reported where they are written.
        const auto target = queueInfo.find(spec.queue);
        if (target != queueInfo.end()) {
            const std::int64_t timeoutSeconds = (spec.functionTimeoutMs + 999) / 1000;
            if (timeoutSeconds > target->second.visibility) {
                const JsonNode *at =
                    l.get("functionTimeout") ? l.get("functionTimeout") : lambdas[i];
                problems.add(
                    *at, l.where("functionTimeout"),
                    "Queue visibility timeout: " + std::to_string(target->second.visibility) +
                        " seconds is less than Function timeout: " +
                        std::to_string(timeoutSeconds) +
                        " seconds (Lambda rejects the mapping; AWS recommends a visibility "
                        "timeout of at least 6 times the function timeout)");
            }
            if (target->second.fifo && spec.batchSize > 10)
                problems.add(*l.get("batchSize"), l.where("batchSize"),
                             std::to_string(spec.batchSize) +
                                 " is out of range for a FIFO queue (1 to 10)");
            if (target->second.fifo && spec.batchingWindowMs > 0)
                problems.add(*l.get("batchingWindow"), l.where("batchingWindow"),
                             "a batching window is not supported for a FIFO queue");
            if (!target->second.fifo && spec.batchSize > 10 && spec.batchingWindowMs < 1000)
                problems.add(
                    l.get("batchSize") ? *l.get("batchSize") : *lambdas[i], l.where("batchSize"),
                    "a batch size above 10 needs a \"batchingWindow\" of at least 1 second");
        }
        for (const LambdaSpec &other : sc.lambdas) {
            if (other.name == spec.name && l.isObject())
                problems.add(l.get("name") ? *l.get("name") : *lambdas[i], l.where("name"),
                             "another lambda is already named \"" + spec.name +
                                 "\"; give each lambda entry its own name");
        }
        for (const WorkerSpec &worker : sc.workers) {
            if (worker.name == spec.name && l.isObject())
                problems.add(l.get("name") ? *l.get("name") : *lambdas[i], l.where("name"),
                             "a worker is already named \"" + spec.name + "\"");
        }
        sc.lambdas.push_back(std::move(spec));
    }

    // The operator: redrives and purges at given times.
    const auto operations = top.list("operations");
    for (std::size_t i = 0; i < operations.size(); ++i) {
        ObjectReader o(problems, *operations[i], "operations[" + std::to_string(i) + "]",
                       {"at", "redrive", "purge", "to", "perSecond"});
        if (!o.isObject())
            continue;
        OperationSpec op;
        op.atMs = o.seconds("at", 0, maxSeconds).value_or(0);
        if (!o.get("at"))
            problems.add(*operations[i], o.path(), "missing \"at\" (seconds)");
        const auto redrive = o.string("redrive");
        const auto purge = o.string("purge");
        if (redrive.has_value() == purge.has_value()) {
            problems.add(*operations[i], o.path(),
                         "an operation is either {\"redrive\": DEAD-LETTER QUEUE} or {\"purge\": "
                         "QUEUE}");
            continue;
        }
        if (purge) {
            op.kind = OperationSpec::Kind::Purge;
            op.queue = *purge;
            queueRefs.push_back({o.get("purge"), o.where("purge"), op.queue});
            if (o.get("to") || o.get("perSecond"))
                problems.add(*operations[i], o.path(),
                             "\"to\" and \"perSecond\" belong to a redrive, not a purge");
        } else {
            op.kind = OperationSpec::Kind::Redrive;
            op.queue = *redrive;
            op.destination = o.string("to").value_or("");
            op.maxPerSecond = o.integer("perSecond", 1, 500).value_or(0);
            const bool isDeadLetterQueue =
                std::any_of(deadLetterRefs.begin(), deadLetterRefs.end(),
                            [&](const auto &entry) { return entry.second.name == op.queue; });
            if (!queueInfo.count(op.queue))
                queueRefs.push_back({o.get("redrive"), o.where("redrive"), op.queue});
            else if (!isDeadLetterQueue)
                problems.add(*o.get("redrive"), o.where("redrive"),
                             "\"" + op.queue +
                                 "\" is no queue's dead-letter queue (SQS: \"Source queue must be "
                                 "configured as a Dead Letter Queue.\")");
            if (!op.destination.empty())
                queueRefs.push_back({o.get("to"), o.where("to"), op.destination});
        }
        sc.operations.push_back(std::move(op));
    }
    std::stable_sort(
        sc.operations.begin(), sc.operations.end(),
        [](const OperationSpec &a, const OperationSpec &b) { return a.atMs < b.atMs; });

    for (const Reference &ref : queueRefs) {
        if (!ref.name.empty() && !queueInfo.count(ref.name)) {
            std::vector<std::string> names;
            for (const auto &[name, info] : queueInfo)
                names.push_back(name);
            const std::string suggestion = closestName(ref.name, names);
            problems.add(*ref.node, ref.path,
                         "no queue named \"" + ref.name + "\" in \"queues\"" +
                             (suggestion.empty() ? "" : " (did you mean \"" + suggestion + "\"?)"));
        }
    }
    for (const Reference &ref : serviceRefs) {
        const bool known = std::any_of(sc.services.begin(), sc.services.end(),
                                       [&](const ServiceSpec &s) { return s.name == ref.name; });
        if (!known)
            problems.add(*ref.node, ref.path,
                         "no service named \"" + ref.name + "\" in \"services\"");
    }
    if (sc.producers.empty() && problems.list.empty())
        problems.add(root, "", "no \"producers\": nothing would ever be sent");

    std::stable_sort(problems.list.begin(), problems.list.end(),
                     [](const ContentProblem &a, const ContentProblem &b) {
                         return a.line != b.line ? a.line < b.line : a.column < b.column;
                     });
    load.problems = std::move(problems.list);
    if (load.problems.empty())
        load.scenario = std::move(sc);
    return load;
}

ScenarioLoad loadScenarioText(const std::string &text, const std::string &path)
{
    JsonParseError error;
    const auto root = parseJsonWithPositions(text, error);
    if (!root) {
        ScenarioLoad load;
        load.path = path;
        load.problems.push_back({error.line, error.column, "not valid JSON: " + error.message});
        return load;
    }
    return loadScenarioNode(*root, path);
}

ScenarioLoad loadScenarioFile(const std::string &path)
{
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly)) {
        ScenarioLoad load;
        load.path = path;
        load.problems.push_back(
            {0, 0, "cannot read the file: " + file.errorString().toStdString()});
        return load;
    }
    return loadScenarioText(file.readAll().toStdString(), path);
}

} // namespace inflight
