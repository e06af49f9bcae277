// SPDX-License-Identifier: GPL-3.0-or-later
#include "questiondraft.h"

#include "events.h"
#include "practicetexts.h"
#include "prng.h"
#include "run.h"
#include "scenarioloader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <utility>

namespace inflight::practice {

namespace {

const std::vector<TopicInfo> topicTable = {
    {Topic::VisibilityTimeout, "visibility-timeout", "01-lent-not-taken",
     "https://docs.aws.amazon.com/AWSSimpleQueueService/latest/SQSDeveloperGuide/"
     "sqs-visibility-timeout.html"},
    {Topic::Heartbeats, "heartbeats", "03-heartbeats",
     "https://docs.aws.amazon.com/AWSSimpleQueueService/latest/APIReference/"
     "API_ChangeMessageVisibility.html"},
    {Topic::DeadLetter, "dead-letter", "07-poison-message",
     "https://docs.aws.amazon.com/AWSSimpleQueueService/latest/SQSDeveloperGuide/"
     "sqs-dead-letter-queues.html"},
    {Topic::Polling, "polling", "10-long-polling",
     "https://docs.aws.amazon.com/AWSSimpleQueueService/latest/SQSDeveloperGuide/"
     "sqs-short-and-long-polling.html"},
    {Topic::Delay, "delay", "12-delay-queues",
     "https://docs.aws.amazon.com/AWSSimpleQueueService/latest/SQSDeveloperGuide/"
     "sqs-delay-queues.html"},
    {Topic::Retention, "retention", "13-retention",
     "https://docs.aws.amazon.com/AWSSimpleQueueService/latest/APIReference/"
     "API_SetQueueAttributes.html"},
    {Topic::Fifo, "fifo", "09-fifo",
     "https://docs.aws.amazon.com/AWSSimpleQueueService/latest/SQSDeveloperGuide/"
     "FIFO-queues-exactly-once-processing.html"},
    {Topic::BatchFailures, "batch-failures", "16-batch-of-ten",
     "https://docs.aws.amazon.com/lambda/latest/dg/services-sqs-errorhandling.html"},
    {Topic::StaleHandle, "stale-handle", "04-stale-receipt-handle",
     "https://docs.aws.amazon.com/AWSSimpleQueueService/latest/APIReference/"
     "API_DeleteMessage.html"},
    {Topic::Idempotency, "idempotency", "18-effectively-once",
     "https://aws.amazon.com/builders-library/making-retries-safe-with-idempotent-APIs/"},
    {Topic::Lambda, "lambda", "11-lambda",
     "https://docs.aws.amazon.com/lambda/latest/dg/services-sqs-configure.html"},
    {Topic::Cost, "cost", "20-limits-that-bite", "https://aws.amazon.com/sqs/pricing/"},
};

/// Whole numbers from the question's generator: every practice scenario is in whole seconds.
class Draw {
public:
    explicit Draw(Prng &rng) : m_rng(rng) {}
    /// Uniform in [lo, hi].
    long long operator()(long long lo, long long hi)
    {
        if (hi <= lo)
            return lo;
        return lo +
               static_cast<long long>(m_rng.uniformBelow(static_cast<std::uint64_t>(hi - lo + 1)));
    }

private:
    Prng &m_rng;
};

std::string n(long long value)
{
    return std::to_string(value);
}

Sentence num(long long value)
{
    return number(static_cast<double>(value));
}

/// A draft before the run: the scenario, what to read from its run, and the mistakes.
struct Draft {
    std::string scenario;
    RunQuery query;
    std::string unit;
    std::vector<Sentence> promptArgs;
    /// After the answer, which is always the explanation's first argument.
    std::vector<Sentence> explanationArgs;
    std::vector<std::pair<std::string, double>> mistakes;
    /// Mistakes whose value is an offset from the answer ("forgets that deletes are requests":
    /// the answer less the deletes).
    std::vector<std::string> relative;
    /// What the explanation's rule gives. The answer is the run's; a run that disagrees means the
    /// draft is not the case the explanation describes (a heartbeat that comes after the loan has
    /// ended, say), and it is drawn again.
    std::optional<double> explained;
    bool promise = false;
};

std::string scenario(const std::string &name, const std::string &body)
{
    return "{\"name\": \"practice-" + name + "\", \"seed\": 1, " + body + "}";
}

EventPin pin(EventKind kind, const std::string &message = {}, const std::string &actor = {},
             int nth = 1)
{
    EventPin p;
    p.kind = kind;
    p.message = message;
    p.actor = actor;
    p.nth = nth;
    return p;
}

RunQuery timeOf(EventPin p)
{
    RunQuery q;
    q.kind = RunQuery::Kind::TimeOf;
    q.event = std::move(p);
    return q;
}

RunQuery deadlineOf(EventPin p)
{
    RunQuery q = timeOf(std::move(p));
    q.kind = RunQuery::Kind::DeadlineOf;
    return q;
}

RunQuery countOf(EventPin p)
{
    RunQuery q = timeOf(std::move(p));
    q.kind = RunQuery::Kind::Count;
    return q;
}

RunQuery effectsOf(const std::string &key)
{
    RunQuery q;
    q.kind = RunQuery::Kind::EffectsOf;
    q.name = key;
    return q;
}

RunQuery metric(const std::string &name)
{
    RunQuery q;
    q.kind = RunQuery::Kind::Metric;
    q.name = name;
    return q;
}

long long ceilDiv(long long a, long long b)
{
    return (a + b - 1) / b;
}

// ---- one draft per topic; numbers in whole seconds --------------------------------------------

Draft visibilityTimeout(int level, Draw &draw)
{
    Draft d;
    d.unit = "s";
    const long long vt = 5 * draw(2, 12);
    if (level == 3) {
        long long w = 5 * draw(2, 12);
        if (w == vt)
            w += 5;
        const long long p = std::max(vt, w) + 5 * draw(1, 8);
        d.scenario =
            scenario("visibility-timeout",
                     "\"until\": " + n(p + 2 * w) +
                         ", \"queues\": [{\"name\": \"orders\", \"visibilityTimeout\": " + n(vt) +
                         "}], \"producers\": [{\"queue\": \"orders\", \"messages\": "
                         "[{\"at\": 0, \"key\": \"ord_1\"}]}], \"workers\": "
                         "[{\"queue\": \"orders\", \"count\": 2, "
                         "\"visibilityTimeout\": " +
                         n(w) + ", \"processing\": " + n(p) + "}]");
        d.query = timeOf(pin(EventKind::MessageReceived, "m1", {}, 2));
        d.promptArgs = {num(vt), num(w), num(p)};
        d.explained = double(w);
        d.mistakes = {{"uses-queue-timeout", double(vt)},
                      {"hidden-until-job-ends", double(p)},
                      {"timeout-from-job-end", double(p + w)}};
        return d;
    }
    const int workers = level == 1 ? 2 : 3;
    const long long p = (workers - 1) * vt + 5 * draw(1, 8);
    d.scenario =
        scenario("visibility-timeout",
                 "\"until\": " + n(p + 2 * vt) +
                     ", \"queues\": [{\"name\": \"orders\", \"visibilityTimeout\": " + n(vt) +
                     "}], \"producers\": [{\"queue\": \"orders\", \"messages\": [{\"at\": "
                     "0, \"key\": \"ord_1\"}]}], \"workers\": [{\"queue\": \"orders\", "
                     "\"count\": " +
                     n(workers) + ", \"processing\": " + n(p) + "}]");
    d.query = timeOf(pin(EventKind::MessageReceived, "m1", {}, workers));
    d.promptArgs = {num(vt), num(p)};
    d.explanationArgs = {num(vt)};
    d.explained = double((workers - 1) * vt);
    if (level == 1)
        d.mistakes = {{"hidden-until-job-ends", double(p)},
                      {"timeout-from-job-end", double(p + vt)},
                      {"adds-long-poll-wait", double(vt + 20)}};
    else
        d.mistakes = {{"clock-does-not-restart", double(vt)},
                      {"hidden-until-job-ends", double(p)},
                      {"one-timeout-per-receive", double(3 * vt)},
                      {"timeout-from-job-end", double(p + vt)}};
    return d;
}

Draft heartbeats(int level, Draw &draw)
{
    Draft d;
    d.unit = "s";
    if (level == 3) {
        const long long e = 900 * draw(2, 5);
        const long long x = e + 900 * draw(1, 4);
        // The queue's timeout outlasts the first heartbeat, which keeps the loan.
        const long long vt = e + 60 * draw(1, 10);
        const long long p = 43200 + 3600 * draw(1, 3);
        d.scenario = scenario(
            "heartbeats",
            "\"until\": " + n(p + 60) +
                ", \"queues\": [{\"name\": \"orders\", \"visibilityTimeout\": " + n(vt) +
                "}], \"producers\": [{\"queue\": \"orders\", \"messages\": [{\"at\": "
                "0, \"key\": \"ord_1\"}]}], \"workers\": [{\"queue\": \"orders\", "
                "\"processing\": " +
                n(p) + ", \"heartbeat\": {\"every\": " + n(e) + ", \"extendTo\": " + n(x) + "}}]");
        d.query = timeOf(pin(EventKind::VisibilityExpired, "m1"));
        d.promptArgs = {num(vt), num(e), num(x), num(p)};
        const long long lastBeforeCap = ((43200 - 1) / e) * e;
        d.explained = 43200.0;
        d.mistakes = {{"no-12-hour-cap", double(p)},
                      {"cap-from-last-heartbeat", double(lastBeforeCap + 43200)},
                      {"forgets-heartbeats", double(vt)}};
        return d;
    }
    const long long vt = 10 * draw(3, 6);
    const long long e = 5 * draw(2, vt / 5 - 1);
    const long long x = e + 5 * draw(1, 10);
    const long long p = 3 * e + 5 * draw(1, 6);
    d.scenario = scenario("heartbeats",
                          "\"queues\": [{\"name\": \"orders\", \"visibilityTimeout\": " + n(vt) +
                              "}], \"producers\": [{\"queue\": \"orders\", \"messages\": [{\"at\": "
                              "0, \"key\": \"ord_1\"}]}], \"workers\": [{\"queue\": \"orders\", "
                              "\"processing\": " +
                              n(p) + ", \"heartbeat\": {\"every\": " + n(e) +
                              ", \"extendTo\": " + n(x) + "}}]");
    const int nth = level == 1 ? 1 : 3;
    d.query = deadlineOf(pin(EventKind::VisibilityChanged, "m1", {}, nth));
    d.promptArgs = {num(vt), num(e), num(x), num(p)};
    d.explanationArgs = {num(nth * e)};
    d.explained = double(nth * e + x);
    if (level == 1)
        d.mistakes = {{"extends-old-deadline", double(vt + x)},
                      {"counts-from-first-receive", double(x)},
                      {"extends-by-queue-timeout", double(e + vt)}};
    else
        d.mistakes = {{"extends-old-deadline", double(vt + 3 * x)},
                      {"counts-from-first-receive", double(x)},
                      {"adds-up-extensions", double(3 * x)},
                      {"reads-first-heartbeat", double(e + x)}};
    return d;
}

Draft deadLetter(int level, Draw &draw)
{
    Draft d;
    const long long m = draw(2, 6);
    const std::string queues = "\"queues\": [{\"name\": \"orders\", \"visibilityTimeout\": ";
    const std::string dlq = ", \"deadLetterQueue\": {\"name\": \"orders-dlq\", "
                            "\"maxReceiveCount\": " +
                            n(m) + "}}, {\"name\": \"orders-dlq\"}]";
    const std::string producer = ", \"producers\": [{\"queue\": \"orders\", \"messages\": "
                                 "[{\"at\": 0, \"key\": \"ord_1\"}]}]";
    if (level == 3) {
        const long long p = draw(1, 5);
        const long long base = draw(2, 10);
        const long long max = base * draw(2, 6);
        d.scenario = scenario(
            "dead-letter", queues + "30" + dlq + producer +
                               ", \"workers\": [{\"queue\": \"orders\", \"processing\": " + n(p) +
                               ", \"failingKeys\": [\"ord_1\"], \"onFailure\": {\"retry\": "
                               "\"backoff\", \"base\": " +
                               n(base) + ", \"max\": " + n(max) + "}}]");
        d.unit = "s";
        d.query = timeOf(pin(EventKind::MovedToDeadLetterQueue, "m1"));
        d.promptArgs = {num(m), num(p), num(base), num(max)};
        long long fromReceive = 0;
        long long doubledEarly = 0;
        for (long long k = 1; k <= m; ++k) {
            fromReceive += std::min(max, base << (k - 1));
            doubledEarly += p + std::min(max, base << k);
        }
        long long moved = 0;
        for (long long k = 1; k <= m; ++k)
            moved += p + std::min(max, base << (k - 1));
        d.explained = double(moved);
        d.mistakes = {{"forgets-backoff", double(m * 30)},
                      {"backoff-from-receive", double(fromReceive)},
                      {"doubles-from-first", double(doubledEarly)}};
        return d;
    }
    const long long vt = 5 * draw(2, 8);
    const long long p = draw(1, vt / 2);
    d.scenario = scenario("dead-letter", queues + n(vt) + dlq + producer +
                                             ", \"workers\": [{\"queue\": \"orders\", "
                                             "\"processing\": " +
                                             n(p) + ", \"failingKeys\": [\"ord_1\"]}]");
    d.promptArgs = {num(m), num(vt), num(p)};
    if (level == 1) {
        EventPin received = pin(EventKind::MessageReceived, "m1");
        received.queue = "orders";
        d.query = countOf(received);
        d.explanationArgs = {num(m)};
        d.explained = double(m);
        d.mistakes = {{"moves-on-max-receive", double(m - 1)},
                      {"counts-retries", double(m + 1)},
                      {"moves-at-once", 1.0}};
    } else {
        d.unit = "s";
        d.query = timeOf(pin(EventKind::MovedToDeadLetterQueue, "m1"));
        d.explanationArgs = {num(vt), num(m)};
        d.explained = double(m * vt);
        d.mistakes = {{"moves-on-max-receive", double((m - 1) * vt)},
                      {"counts-retries", double((m + 1) * vt)},
                      {"clock-from-failure", double(m * (vt + p))}};
    }
    return d;
}

Draft polling(int level, Draw &draw)
{
    Draft d;
    // The producer sends to another queue: the worker's stays empty, so no receive depends on
    // which servers a short poll samples.
    const std::string queues = "\"queues\": [{\"name\": \"orders\"}, {\"name\": \"other\"}], "
                               "\"producers\": [{\"queue\": \"other\", \"messages\": [{\"at\": 0, "
                               "\"key\": \"ord_1\"}]}]";
    d.query = countOf(pin(EventKind::EmptyReceive, {}, "worker-1"));
    if (level == 3) {
        const long long interval = draw(2, 10);
        const long long until = interval * draw(3, 15) + draw(1, interval - 1);
        d.scenario = scenario("polling", "\"until\": " + n(until) + ", " + queues +
                                             ", \"workers\": [{\"queue\": \"orders\", "
                                             "\"waitTime\": 0, \"pollInterval\": " +
                                             n(interval) + "}]");
        d.promptArgs = {num(until), num(interval)};
        d.explanationArgs = {num(interval)};
        d.explained = double(until / interval + 1);
        d.mistakes = {{"forgets-first-poll", double(until / interval)},
                      {"short-waits-like-long", double(until / 20)},
                      {"request-per-second", double(until)}};
        return d;
    }
    const long long wait = level == 1 ? 20 : draw(2, 19);
    const long long until = wait * draw(3, 10) + draw(1, wait - 1);
    d.scenario = scenario(
        "polling", "\"until\": " + n(until) + ", " + queues +
                       ", \"workers\": [{\"queue\": \"orders\", \"waitTime\": " + n(wait) + "}]");
    d.promptArgs = {num(until), num(wait)};
    d.explanationArgs = {num(wait)};
    d.explained = double(until / wait);
    if (level == 1)
        d.mistakes = {{"counts-waiting-poll", double(until / wait + 1)},
                      {"request-per-second", double(until)},
                      {"long-poll-waits-for-message", 0.0}};
    else
        d.mistakes = {{"uses-20-seconds", double(until / 20)},
                      {"counts-waiting-poll", double(until / wait + 1)},
                      {"request-per-second", double(until)}};
    return d;
}

Draft delay(int level, Draw &draw)
{
    Draft d;
    d.unit = "s";
    if (level == 3) {
        const long long delay = 5 * draw(1, 12);
        const long long second = draw(1, 10);
        const long long p = second + draw(2, 20);
        d.scenario = scenario(
            "delay",
            "\"queues\": [{\"name\": \"orders.fifo\", \"fifo\": true, \"delay\": " + n(delay) +
                "}], \"producers\": [{\"queue\": \"orders.fifo\", \"messages\": "
                "[{\"at\": 0, \"key\": \"ord_1\"}, {\"at\": " +
                n(second) +
                ", \"key\": \"ord_2\"}], \"group\": {\"policy\": \"fixed\", \"name\": "
                "\"customer-1\"}, \"deduplication\": \"byMessage\"}], \"workers\": "
                "[{\"queue\": \"orders.fifo\", \"count\": 2, \"processing\": " +
                n(p) + "}]");
        d.query = timeOf(pin(EventKind::MessageReceived, "m2"));
        d.promptArgs = {num(delay), num(second), num(p)};
        d.explained = double(delay + p);
        d.mistakes = {{"group-does-not-wait", double(second + delay)},
                      {"fifo-no-delay", double(p)},
                      {"delays-again", double(2 * delay + p)}};
        return d;
    }
    const long long delay = 5 * draw(1, 24);
    const long long sent = draw(1, 30);
    long long timer = draw(0, 60);
    if (timer == delay)
        ++timer;
    const std::string message =
        level == 1 ? "{\"at\": " + n(sent) + ", \"key\": \"ord_1\"}"
                   : "{\"at\": " + n(sent) + ", \"key\": \"ord_1\", \"delay\": " + n(timer) + "}";
    d.scenario = scenario("delay", "\"queues\": [{\"name\": \"orders\", \"delay\": " + n(delay) +
                                       "}], \"producers\": [{\"queue\": \"orders\", "
                                       "\"messages\": [" +
                                       message +
                                       "]}], \"workers\": [{\"queue\": \"orders\", "
                                       "\"processing\": 1}]");
    d.query = timeOf(pin(EventKind::MessageReceived, "m1"));
    if (level == 1) {
        d.promptArgs = {num(delay), num(sent)};
        const long long visible = sent + delay;
        d.explained = double(visible);
        d.mistakes = {{"ignores-delay", double(sent)},
                      {"delay-from-zero", double(delay)},
                      {"waits-for-long-poll", double(ceilDiv(visible, 20) * 20)}};
    } else {
        d.promptArgs = {num(delay), num(sent), num(timer)};
        d.explained = double(sent + timer);
        d.mistakes = {{"uses-queue-delay", double(sent + delay)},
                      {"adds-both-delays", double(sent + delay + timer)},
                      {"ignores-delay", double(sent)}};
    }
    return d;
}

Draft retention(int level, Draw &draw)
{
    Draft d;
    d.unit = "s";
    d.query = timeOf(pin(EventKind::MessageExpired, "m1"));
    const long long sent = draw(1, 20);
    const std::string producer = ", \"producers\": [{\"queue\": \"orders\", \"messages\": "
                                 "[{\"at\": " +
                                 n(sent) + ", \"key\": \"ord_1\"}]}]";
    if (level == 1) {
        const long long vt = draw(7, 40);
        long long r = draw(60, 400);
        if (r % vt == 0)
            ++r;
        const long long p = draw(1, vt - 1);
        d.scenario =
            scenario("retention", "\"until\": " + n(sent + r + vt + 1) +
                                      ", \"queues\": [{\"name\": \"orders\", "
                                      "\"visibilityTimeout\": " +
                                      n(vt) + ", \"retention\": " + n(r) + "}]" + producer +
                                      ", \"workers\": [{\"queue\": \"orders\", "
                                      "\"processing\": " +
                                      n(p) + ", \"failingKeys\": [\"ord_1\"]}]");
        d.promptArgs = {num(r), num(sent), num(vt)};
        d.explained = double(sent + r);
        d.mistakes = {{"retention-from-zero", double(r)},
                      {"in-flight-kept", double(sent + ceilDiv(r, vt) * vt)},
                      {"retention-from-last-receive", double(sent + (r / vt) * vt + r)}};
        return d;
    }
    if (level == 2) {
        const long long delay = 5 * draw(1, 60);
        const long long r = draw(60, 600);
        d.scenario = scenario("retention",
                              "\"until\": " + n(sent + delay + r + 10) +
                                  ", \"queues\": [{\"name\": \"orders\", \"delay\": " + n(delay) +
                                  ", \"retention\": " + n(r) + "}]" + producer);
        d.promptArgs = {num(r), num(sent), num(delay)};
        d.explained = double(sent + r);
        d.mistakes = {{"retention-after-delay", double(sent + delay + r)},
                      {"retention-from-zero", double(r)}};
        return d;
    }
    const long long m = draw(2, 4);
    const long long vt = draw(5, 20);
    const long long r2 = draw(std::max<long long>(120, sent + m * vt + 30), 600);
    d.scenario = scenario(
        "retention",
        "\"until\": " + n(sent + r2 + 60) +
            ", \"queues\": [{\"name\": \"orders\", \"visibilityTimeout\": " + n(vt) +
            ", \"deadLetterQueue\": {\"name\": \"orders-dlq\", \"maxReceiveCount\": " + n(m) +
            "}}, {\"name\": \"orders-dlq\", \"retention\": " + n(r2) + "}]" + producer +
            ", \"workers\": [{\"queue\": \"orders\", \"processing\": 1, "
            "\"failingKeys\": [\"ord_1\"]}]");
    d.promptArgs = {num(m), num(vt), num(r2), num(sent)};
    d.explained = double(sent + r2);
    d.mistakes = {{"retention-from-move", double(sent + m * vt + r2)},
                  {"source-retention", double(sent + 345600)},
                  {"retention-from-zero", double(r2)}};
    return d;
}

Draft fifo(int level, Draw &draw)
{
    Draft d;
    if (level == 3) {
        const long long sends = draw(3, 6);
        std::vector<long long> times = {0};
        for (long long i = 1; i < sends; ++i)
            times.push_back(times.back() + draw(30, 240));
        std::string messages;
        std::string list;
        long long sliding = 0;
        long long enqueued = 0;
        long long windowStart = -100000;
        long long lastSend = -100000;
        for (const long long t : times) {
            messages += std::string(messages.empty() ? "" : ", ") + "{\"at\": " + n(t) +
                        ", \"key\": \"ord_1\"}";
            list += std::string(list.empty() ? "" : ", ") + n(t);
            if (t - windowStart >= 300) {
                ++enqueued;
                windowStart = t;
            }
            if (t - lastSend >= 300)
                ++sliding;
            lastSend = t;
        }
        d.scenario =
            scenario("fifo", "\"queues\": [{\"name\": \"orders.fifo\", \"fifo\": true}], "
                             "\"producers\": [{\"queue\": \"orders.fifo\", \"messages\": [" +
                                 messages +
                                 "], \"group\": {\"policy\": \"fixed\", \"name\": "
                                 "\"customer-1\"}, \"deduplication\": \"byKey\"}]");
        d.query = countOf(pin(EventKind::MessageSent));
        d.promptArgs = {num(sends), text(list)};
        d.explained = double(enqueued);
        d.mistakes = {{"forgets-dedup", double(sends)},
                      {"dedup-forever", 1.0},
                      {"window-restarts", double(sliding)}};
        return d;
    }
    d.unit = "s";
    const long long count = level == 1 ? draw(3, 6) : draw(4, 8);
    const long long k = level == 1 ? draw(2, count) : draw(3, count);
    const long long p = draw(2, 20);
    const std::string group = level == 1 ? "{\"policy\": \"fixed\", \"name\": \"customer-1\"}"
                                         : "{\"policy\": \"roundRobin\", \"name\": \"customer\", "
                                           "\"count\": 2}";
    d.scenario = scenario(
        "fifo", "\"queues\": [{\"name\": \"orders.fifo\", \"fifo\": true}], \"producers\": "
                "[{\"queue\": \"orders.fifo\", \"bursts\": [{\"at\": 0, \"count\": " +
                    n(count) + "}], \"group\": " + group +
                    ", \"deduplication\": \"byMessage\"}], \"workers\": [{\"queue\": "
                    "\"orders.fifo\", \"count\": 2, \"processing\": " +
                    n(p) + "}]");
    d.query = timeOf(pin(EventKind::MessageReceived, "m" + n(k)));
    d.promptArgs = {num(count), num(p), num(k)};
    d.explanationArgs = {num(k)};
    d.explained = double(level == 1 ? (k - 1) * p : (k - 1) / 2 * p);
    if (level == 1)
        d.mistakes = {{"group-in-parallel", double((k - 1) / 2 * p)},
                      {"counts-own-job", double(k * p)},
                      {"all-at-once", 0.0}};
    else
        d.mistakes = {{"one-group-blocks-all", double((k - 1) * p)},
                      {"counts-own-job", double(((k - 1) / 2 + 1) * p)},
                      {"all-at-once", 0.0}};
    return d;
}

Draft batchFailures(int level, Draw &draw)
{
    Draft d;
    const long long batch = draw(3, 8);
    const long long vt = 10 * draw(2, 6);
    const long long until = vt * draw(2, 4) + draw(1, vt - 1);
    const long long failing = level == 3 ? draw(1, batch - 1) : 1;
    std::string keys;
    for (long long i = batch - failing + 1; i <= batch; ++i)
        keys += std::string(keys.empty() ? "" : ", ") + "\"ord_" + n(i) + "\"";
    // A one-second batching window, so that the mapping gathers the whole burst into one batch
    // rather than invoking on the first message its long poll returns.
    d.scenario = scenario(
        "batch-failures",
        "\"until\": " + n(until) +
            ", \"queues\": [{\"name\": \"orders\", \"visibilityTimeout\": " + n(vt) +
            "}], \"producers\": [{\"queue\": \"orders\", \"bursts\": [{\"at\": 0, \"count\": " +
            n(batch) + "}]}], \"lambdas\": [{\"queue\": \"orders\", \"batchSize\": " + n(batch) +
            ", \"batchingWindow\": 1, \"functionTimeout\": " + n(batch + 5) +
            ", \"processing\": 1, \"failingKeys\": [" + keys +
            "], \"reportBatchItemFailures\": " + (level == 1 ? "false" : "true") + "}]");
    const long long rounds = until / vt + 1;
    if (level == 3) {
        d.query = countOf(pin(EventKind::MessageReceived));
        d.promptArgs = {num(batch), num(failing), num(vt), num(until)};
        d.explanationArgs = {num(failing)};
        d.explained = double(batch + failing * (rounds - 1));
        d.mistakes = {{"whole-batch-anyway", double(batch * rounds)},
                      {"retried-once", double(batch + failing)},
                      {"failed-gone", double(batch)}};
        return d;
    }
    d.query = effectsOf("ord_1");
    d.promptArgs = {num(batch), num(vt), num(until)};
    d.explanationArgs = {num(batch)};
    d.explained = level == 1 ? double(rounds) : 1.0;
    if (level == 1)
        d.mistakes = {{"successes-deleted", 1.0},
                      {"failed-batch-no-effect", 0.0},
                      {"forgets-first-invocation", double(rounds - 1)}};
    else
        d.mistakes = {{"whole-batch-anyway", double(rounds)},
                      {"failed-batch-no-effect", 0.0},
                      {"retried-once", 2.0}};
    return d;
}

Draft staleHandle(int level, Draw &draw)
{
    Draft d;
    d.promise = true;
    const long long vt = 5 * draw(2, 10);
    const long long p = vt + 5 * draw(1, 8);
    const int workers = level + 1;
    d.scenario =
        scenario("stale-handle",
                 "\"until\": " + n(p + 1) +
                     ", \"queues\": [{\"name\": \"orders\", \"visibilityTimeout\": " + n(vt) +
                     "}], \"producers\": [{\"queue\": \"orders\", \"messages\": "
                     "[{\"at\": 0, \"key\": \"ord_1\"}]}], \"workers\": [{\"queue\": "
                     "\"orders\", \"count\": " +
                     n(workers) + ", \"processing\": " + n(p) + "}]");
    d.promptArgs = {num(vt), num(p), num(workers)};
    return d;
}

Draft idempotency(int level, Draw &draw)
{
    Draft d;
    const long long orders = draw(2, 6);
    const long long crashing = draw(1, orders);
    const char *policy = level == 1 ? "none" : "conditionalWrite";
    const char *point = level == 3 ? "afterEffectBeforeRecord" : "afterEffectBeforeDelete";
    d.scenario =
        scenario("idempotency",
                 "\"queues\": [{\"name\": \"orders\", \"visibilityTimeout\": 30}], \"services\": "
                 "[{\"name\": \"payments\", \"effect\": \"charges the card\", \"effectPast\": "
                 "\"charged\"}], \"producers\": [{\"queue\": \"orders\", \"bursts\": [{\"at\": 0, "
                 "\"count\": " +
                     n(orders) +
                     "}]}], \"workers\": [{\"queue\": \"orders\", \"processing\": 1, \"service\": "
                     "\"payments\", \"idempotency\": \"" +
                     policy + "\", \"crashes\": [{\"point\": \"" + point +
                     "\", \"occurrence\": " + n(crashing) + "}]}]");
    d.query = countOf(pin(EventKind::SideEffect));
    d.promptArgs = {num(orders), num(crashing)};
    d.explanationArgs = {num(crashing)};
    d.explained = double(level == 2 ? orders : orders + 1);
    if (level == 2)
        d.mistakes = {{"retry-charges-again", double(orders + 1)},
                      {"crash-loses-order", double(orders - 1)},
                      {"every-order-again", double(2 * orders)}};
    else
        d.mistakes = {{level == 1 ? "sqs-delivers-once" : "record-protects", double(orders)},
                      {"crash-loses-order", double(orders - 1)},
                      {"every-order-again", double(2 * orders)}};
    return d;
}

Draft lambda(int level, Draw &draw)
{
    Draft d;
    d.unit = "s";
    if (level == 1) {
        const long long orders = draw(2, 8);
        const long long gap = draw(1, 3);
        const long long window = (orders - 1) * gap + draw(2, 20);
        const long long start = draw(1, 20);
        std::string messages;
        for (long long i = 0; i < orders; ++i)
            messages += std::string(i ? ", " : "") + "{\"at\": " + n(start + i * gap) + "}";
        d.scenario =
            scenario("lambda", "\"queues\": [{\"name\": \"orders\", \"visibilityTimeout\": 60}], "
                               "\"producers\": [{\"queue\": \"orders\", \"messages\": [" +
                                   messages +
                                   "]}], \"lambdas\": [{\"queue\": \"orders\", \"batchSize\": "
                                   "100, \"batchingWindow\": " +
                                   n(window) + "}]");
        d.query = timeOf(pin(EventKind::LambdaInvoked));
        d.promptArgs = {num(orders), num(gap), num(window), num(start)};
        d.explained = double(start + window);
        d.mistakes = {{"invokes-at-once", double(start)},
                      {"window-from-zero", double(window)},
                      {"window-from-last", double(start + (orders - 1) * gap + window)}};
        return d;
    }
    if (level == 2) {
        const long long batch = draw(2, 10);
        const long long window = draw(5, 60);
        const long long start = draw(1, 20);
        d.scenario = scenario(
            "lambda", "\"queues\": [{\"name\": \"orders\", \"visibilityTimeout\": 120}], "
                      "\"producers\": [{\"queue\": \"orders\", \"bursts\": [{\"at\": " +
                          n(start) + ", \"count\": " + n(batch) +
                          "}]}], \"lambdas\": [{\"queue\": \"orders\", \"batchSize\": " + n(batch) +
                          ", \"batchingWindow\": " + n(window) + "}]");
        d.query = timeOf(pin(EventKind::LambdaInvoked));
        d.promptArgs = {num(batch), num(window), num(start)};
        d.explained = double(start);
        d.mistakes = {{"waits-full-window", double(start + window)},
                      {"window-from-zero", double(window)}};
        return d;
    }
    const long long batch = draw(2, 6);
    const long long p = draw(2, 5);
    const long long timeout = draw(1, batch * p - 1);
    const long long vt = timeout + 5 * draw(1, 10);
    d.scenario = scenario(
        "lambda", "\"until\": " + n(vt + 1) +
                      ", \"queues\": [{\"name\": \"orders\", \"visibilityTimeout\": " + n(vt) +
                      "}], \"producers\": [{\"queue\": \"orders\", \"bursts\": [{\"at\": 0, "
                      "\"count\": " +
                      n(batch) + "}]}], \"lambdas\": [{\"queue\": \"orders\", \"batchSize\": " +
                      n(batch) + ", \"batchingWindow\": 1, \"functionTimeout\": " + n(timeout) +
                      ", \"processing\": " + n(p) + "}]");
    d.query = timeOf(pin(EventKind::MessageReceived, "m1", {}, 2));
    d.promptArgs = {num(batch), num(p), num(timeout), num(vt)};
    d.explained = double(vt);
    d.mistakes = {{"timeout-returns-at-once", double(1 + timeout)},
                  {"function-finishes", double(1 + batch * p)},
                  {"timeout-from-failure", double(1 + timeout + vt)}};
    return d;
}

Draft cost(int level, Draw &draw)
{
    Draft d;
    const long long orders = draw(5, 30);
    const long long batch = draw(2, 10);
    // The worker starts at t=1, when every order is waiting: its receives are full batches.
    d.scenario = scenario("cost", "\"queues\": [{\"name\": \"orders\"}], \"producers\": "
                                  "[{\"queue\": \"orders\", \"bursts\": [{\"at\": 0, \"count\": " +
                                      n(orders) +
                                      "}]}], \"workers\": [{\"queue\": \"orders\", \"start\": 1, "
                                      "\"batchSize\": " +
                                      n(batch) + ", \"processing\": 0.1, \"delete\": \"" +
                                      (level == 1 ? "afterEffect" : "batch") + "\"}]");
    // What each mistake changes, taking one receive per full batch.
    const long long batches = ceilDiv(orders, batch);
    d.promptArgs = {num(orders), num(batch)};
    d.relative = {"deletes-free", "batch-per-entry", "forgets-sends"};
    if (level == 3) {
        d.query = metric("billedRequests");
        d.mistakes = {{"forgets-sends", -double(orders)},
                      {"request-per-message", double(3 * orders)},
                      {"batch-per-entry", double(2 * (orders - batches))}};
        return d;
    }
    d.query = countOf(pin(EventKind::ApiCall, {}, "worker-1"));
    if (level == 1)
        d.mistakes = {{"request-per-message", double(2 * orders)},
                      {"deletes-free", -double(orders)},
                      {"batch-per-entry", double(orders - batches)}};
    else
        d.mistakes = {{"request-per-message", double(2 * orders)},
                      {"deletes-free", -double(batches)},
                      {"batch-per-entry", double(2 * (orders - batches))}};
    return d;
}

Draft makeDraft(Topic topic, int level, Draw &draw)
{
    switch (topic) {
    case Topic::VisibilityTimeout:
        return visibilityTimeout(level, draw);
    case Topic::Heartbeats:
        return heartbeats(level, draw);
    case Topic::DeadLetter:
        return deadLetter(level, draw);
    case Topic::Polling:
        return polling(level, draw);
    case Topic::Delay:
        return delay(level, draw);
    case Topic::Retention:
        return retention(level, draw);
    case Topic::Fifo:
        return fifo(level, draw);
    case Topic::BatchFailures:
        return batchFailures(level, draw);
    case Topic::StaleHandle:
        return staleHandle(level, draw);
    case Topic::Idempotency:
        return idempotency(level, draw);
    case Topic::Lambda:
        return lambda(level, draw);
    case Topic::Cost:
        break;
    }
    return cost(level, draw);
}

// ---- settling a draft on its run ---------------------------------------------------------------

Sentence choiceFor(const std::string &unit, double value)
{
    return unit == "s" ? momentChoice(value) : countChoice(value);
}

/// The first DeleteMessage worker-1 makes, and what it did: refused, deleted, or neither.
struct DeleteOutcome {
    bool found = false;
    bool refused = false;
    bool deleted = false;
};

DeleteOutcome firstDeleteOf(const Run &run, const std::string &actor)
{
    DeleteOutcome outcome;
    const EventLog &log = run.log();
    std::uint64_t call = 0;
    for (std::uint64_t i = 0; i < log.size(); ++i) {
        const Event &e = log[i];
        if (!outcome.found) {
            if (e.kind == EventKind::ApiCall && callAction(e) == Action::DeleteMessage &&
                log.actorName(e.actor) == actor) {
                outcome.found = true;
                outcome.refused = callError(e) != ErrorCode::None;
                call = i;
            }
        } else if (e.call == call && e.kind == EventKind::MessageDeleted) {
            outcome.deleted = true;
        }
    }
    return outcome;
}

template<typename T> void shuffle(std::vector<T> &items, Prng &rng)
{
    for (std::size_t i = items.size(); i > 1; --i)
        std::swap(items[i - 1], items[static_cast<std::size_t>(rng.uniformBelow(i))]);
}

std::optional<PracticeQuestion> settlePromise(Topic topic, int level, const Draft &draft,
                                              const Scenario &sc, Prng &rng)
{
    // The question is asked only where the engine's two choices for a stale delete disagree:
    // there, and only there, what AWS promises is the whole answer.
    Scenario deletes = sc;
    deletes.engine.staleHandleDelete = StaleHandleDelete::Delete;
    Scenario ignores = sc;
    ignores.engine.staleHandleDelete = StaleHandleDelete::Ignore;
    const Run a = simulate(ignores);
    const Run b = simulate(deletes);
    if (!a.problems.empty() || !b.problems.empty())
        return std::nullopt;
    // worker-1 must be the one that received the order first, at t=0, as the prompt says.
    for (const Run *run : {&a, &b}) {
        const auto first = findEvent(*run, pin(EventKind::MessageReceived, "m1"));
        if (!first || run->log()[*first].time != 0 ||
            run->log().actorName(run->log()[*first].actor) != "worker-1")
            return std::nullopt;
    }
    const DeleteOutcome x = firstDeleteOf(a, "worker-1");
    const DeleteOutcome y = firstDeleteOf(b, "worker-1");
    if (!x.found || !y.found)
        return std::nullopt;
    PromiseChoice right = PromiseChoice::MightNotBeDeleted;
    if (x.refused && y.refused)
        right = PromiseChoice::Refused;
    else if (x.refused || y.refused)
        return std::nullopt;
    else if (x.deleted && y.deleted)
        right = PromiseChoice::Deleted;
    else if (!x.deleted && !y.deleted)
        right = PromiseChoice::NotDeleted;
    if (right != PromiseChoice::MightNotBeDeleted)
        return std::nullopt; // not a question about a promise AWS leaves open

    PracticeQuestion q;
    q.topic = topic;
    q.level = level;
    q.kind = PracticeQuestion::Kind::Promise;
    q.prompt = promptSentence(topic, level, draft.promptArgs);
    q.scenarioJson = draft.scenario;
    const char *ids[promiseChoiceCount] = {"stale-deletes", "stale-refused", nullptr,
                                           "stale-surely-not"};
    std::vector<int> order = {0, 1, 2, 3};
    shuffle(order, rng);
    for (std::size_t i = 0; i < order.size(); ++i) {
        const auto choice = static_cast<PromiseChoice>(order[i]);
        q.choices.push_back(promiseChoiceSentence(choice));
        if (choice == right) {
            q.rightChoice = static_cast<int>(i);
            q.answer = static_cast<double>(i);
        } else {
            q.mistakes.push_back({ids[order[i]], mistakeSentence(ids[order[i]]), double(i)});
        }
    }
    q.explanation = explanationSentence(topic, level, {promiseChoiceSentence(right)});
    return q;
}

std::optional<PracticeQuestion> settle(Topic topic, int level, Draft draft, Prng &rng)
{
    const ScenarioLoad load = loadScenarioText(draft.scenario, "practice.json");
    if (!load.ok())
        return std::nullopt;
    if (draft.promise)
        return settlePromise(topic, level, draft, *load.scenario, rng);
    const auto promised = promisedAnswer(*load.scenario, draft.query);
    if (!promised)
        return std::nullopt; // AWS does not promise this outcome: not a fact question
    const double answer = *promised;
    if (draft.explained && *draft.explained != answer)
        return std::nullopt;
    for (auto &[id, value] : draft.mistakes) {
        if (std::find(draft.relative.begin(), draft.relative.end(), id) != draft.relative.end())
            value += answer;
    }
    PracticeQuestion q;
    q.topic = topic;
    q.level = level;
    q.kind = PracticeQuestion::Kind::Number;
    q.answer = answer;
    q.unit = draft.unit;
    q.query = draft.query;
    q.scenarioJson = draft.scenario;
    // Distinct from the answer and from each other, and possible (no negative counts or times);
    // at most three.
    std::vector<double> seen = {answer};
    std::vector<std::pair<std::string, double>> kept;
    for (const auto &[id, value] : draft.mistakes) {
        if (value < 0 || std::find(seen.begin(), seen.end(), value) != seen.end())
            continue;
        seen.push_back(value);
        kept.emplace_back(id, value);
        if (kept.size() == 3)
            break;
    }
    if (kept.size() < 2)
        return std::nullopt;
    std::vector<int> order(kept.size() + 1);
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = static_cast<int>(i) - 1; // -1: the answer
    shuffle(order, rng);
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (order[i] < 0) {
            q.rightChoice = static_cast<int>(i);
            q.choices.push_back(choiceFor(q.unit, answer));
        } else {
            const auto &[id, value] = kept[static_cast<std::size_t>(order[i])];
            q.choices.push_back(choiceFor(q.unit, value));
            q.mistakes.push_back({id, mistakeSentence(id), value});
        }
    }
    q.prompt = promptSentence(topic, level, draft.promptArgs);
    std::vector<Sentence> explanationArgs = {number(answer)};
    explanationArgs.insert(explanationArgs.end(), draft.explanationArgs.begin(),
                           draft.explanationArgs.end());
    q.explanation = explanationSentence(topic, level, std::move(explanationArgs));
    // Templates that count ("%n charges") take the answer as their plural's number.
    q.explanation.count = static_cast<int>(answer);
    return q;
}

QString filled(const Sentence &sentence)
{
    return QString::fromStdString(fillSentence(sentence));
}

} // namespace

std::optional<double> promisedAnswer(const Scenario &scenario, const RunQuery &query)
{
    // The engine's choices where AWS promises nothing: a stale delete both ways, and short polls
    // sampling servers (with the scenario's own stale-delete choice).
    Scenario deletes = scenario;
    deletes.engine.staleHandleDelete = StaleHandleDelete::Delete;
    Scenario ignores = scenario;
    ignores.engine.staleHandleDelete = StaleHandleDelete::Ignore;
    Scenario sampling = scenario;
    sampling.engine.shortPollSampling = true;
    std::optional<double> answer;
    for (const Scenario *variant : {&ignores, &deletes, &sampling}) {
        const Run run = simulate(*variant);
        if (!run.problems.empty())
            return std::nullopt;
        const QueryResult result = evaluateQuery(run, query);
        if (!result.value || (answer && *answer != *result.value))
            return std::nullopt;
        answer = result.value;
    }
    return answer;
}

std::optional<DecidingMoment> decidingMoment(const Run &run, const PracticeQuestion &question)
{
    const EventLog &log = run.log();
    if (log.size() == 0)
        return std::nullopt;
    auto at = [&log](std::uint64_t sequence) {
        return DecidingMoment{log[sequence].time, sequence};
    };
    // The last event with every property of `p` (its nth aside).
    auto last = [&](const EventPin &p) -> std::optional<DecidingMoment> {
        for (std::uint64_t i = log.size(); i-- > 0;) {
            if (eventMatches(run, i, p))
                return at(i);
        }
        return std::nullopt;
    };
    if (question.kind == PracticeQuestion::Kind::Promise) {
        EventPin del;
        del.kind = EventKind::ApiCall;
        del.action = Action::DeleteMessage;
        del.actor = "worker-1";
        if (const auto sequence = findEvent(run, del))
            return at(*sequence);
        return std::nullopt;
    }
    const RunQuery &query = question.query;
    switch (query.kind) {
    case RunQuery::Kind::TimeOf:
    case RunQuery::Kind::DeadlineOf:
        if (const auto sequence = findEvent(run, query.event))
            return at(*sequence);
        return std::nullopt;
    case RunQuery::Kind::Count:
        return last(query.event);
    case RunQuery::Kind::ReceivesOf: {
        EventPin received;
        received.kind = EventKind::MessageReceived;
        received.message = query.name;
        return last(received);
    }
    case RunQuery::Kind::EffectsOf: {
        EventPin effect;
        effect.kind = EventKind::SideEffect;
        return last(effect);
    }
    case RunQuery::Kind::Metric:
        break;
    }
    return at(log.size() - 1);
}

const std::vector<TopicInfo> &topics()
{
    return topicTable;
}

const TopicInfo &topicInfo(Topic topic)
{
    return topicTable[static_cast<std::size_t>(topic)];
}

std::optional<Topic> topicFromId(const std::string &id)
{
    for (const TopicInfo &info : topicTable) {
        if (id == info.id)
            return info.topic;
    }
    return std::nullopt;
}

std::optional<PracticeQuestion> draftQuestion(Topic topic, int level, std::uint64_t seed)
{
    level = std::clamp(level, 1, maxLevel);
    Prng rng(mix64(seed) ^
             mix64(static_cast<std::uint64_t>(topic) * 16 + static_cast<std::uint64_t>(level)));
    Draw draw(rng);
    // A draft whose run does not settle it (an outcome AWS does not promise, choices that
    // coincide) is drawn again with the next numbers of the same generator.
    for (int attempt = 0; attempt < 64; ++attempt) {
        auto question = settle(topic, level, makeDraft(topic, level, draw), rng);
        if (question) {
            question->seed = seed;
            return question;
        }
    }
    return std::nullopt;
}

std::vector<PracticeQuestion> draftQuestions(const PracticeOptions &options)
{
    std::vector<Topic> pool = options.topics;
    if (pool.empty()) {
        for (const TopicInfo &info : topicTable)
            pool.push_back(info.topic);
    }
    Prng rng(mix64(options.seed));
    std::vector<PracticeQuestion> questions;
    std::vector<Topic> round;
    std::uint64_t place = 0;
    while (static_cast<int>(questions.size()) < options.count) {
        if (round.empty()) {
            round = pool;
            shuffle(round, rng);
            std::reverse(round.begin(), round.end());
        }
        const Topic topic = round.back();
        round.pop_back();
        const int level =
            options.level > 0 ? options.level : 1 + static_cast<int>(rng.uniformBelow(maxLevel));
        const std::uint64_t questionSeed = mix64(options.seed * 1000003 + place++);
        if (auto question = draftQuestion(topic, level, questionSeed))
            questions.push_back(std::move(*question));
        if (place > static_cast<std::uint64_t>(options.count) * 4 + 16)
            break; // every generator failing at once would be a bug the tests report
    }
    return questions;
}

std::string questionJson(const PracticeQuestion &question, bool withMistakes)
{
    const TopicInfo &info = topicInfo(question.topic);
    QJsonObject object;
    object[QStringLiteral("topic")] = QString::fromLatin1(info.id);
    object[QStringLiteral("level")] = question.level;
    object[QStringLiteral("seed")] = QString::number(question.seed);
    const bool number = question.kind == PracticeQuestion::Kind::Number;
    object[QStringLiteral("kind")] = number ? QStringLiteral("number") : QStringLiteral("promise");
    object[QStringLiteral("prompt")] = filled(question.prompt);
    QJsonArray choices;
    for (const Sentence &choice : question.choices)
        choices.append(filled(choice));
    object[QStringLiteral("choices")] = choices;
    object[QStringLiteral("rightChoice")] = question.rightChoice;
    if (number)
        object[QStringLiteral("answer")] = question.answer;
    else
        object[QStringLiteral("answer")] =
            filled(question.choices[static_cast<std::size_t>(question.rightChoice)]);
    object[QStringLiteral("unit")] = QString::fromStdString(question.unit);
    if (number)
        object[QStringLiteral("query")] = QString::fromStdString(describeQuery(question.query));
    object[QStringLiteral("explanation")] = filled(question.explanation);
    object[QStringLiteral("lesson")] = QString::fromLatin1(info.lesson);
    object[QStringLiteral("source")] = QString::fromLatin1(info.awsUrl);
    object[QStringLiteral("scenario")] =
        QJsonDocument::fromJson(QByteArray::fromStdString(question.scenarioJson)).object();
    if (withMistakes) {
        QJsonArray mistakes;
        for (const Mistake &mistake : question.mistakes) {
            QJsonObject entry;
            entry[QStringLiteral("id")] = QString::fromStdString(mistake.id);
            entry[QStringLiteral("why")] = filled(mistake.why);
            if (number)
                entry[QStringLiteral("value")] = mistake.value;
            mistakes.append(entry);
        }
        object[QStringLiteral("mistakes")] = mistakes;
    }
    return QJsonDocument(object).toJson(QJsonDocument::Compact).toStdString();
}

std::string questionText(const PracticeQuestion &question, int number, bool withAnswers)
{
    const TopicInfo &info = topicInfo(question.topic);
    std::string text = fillSentence(questionHeading(number, info.id, question.level)) + "\n" +
                       fillSentence(question.prompt) + "\n";
    for (std::size_t i = 0; i < question.choices.size(); ++i)
        text += "  " + std::to_string(i + 1) + ". " + fillSentence(question.choices[i]) + "\n";
    if (!withAnswers)
        return text;
    const Sentence &right = question.choices[static_cast<std::size_t>(question.rightChoice)];
    text += fillSentence(answerLabel(Sentence::text(std::to_string(question.rightChoice + 1) +
                                                    ". " + fillSentence(right)))) +
            "\n" + fillSentence(question.explanation) + "\n";
    std::size_t wrong = 0;
    for (std::size_t i = 0; i < question.choices.size(); ++i) {
        if (static_cast<int>(i) == question.rightChoice)
            continue;
        // A number choice is short enough to name itself; a promise is named by its place.
        const Sentence choice = question.kind == PracticeQuestion::Kind::Number
                                    ? question.choices[i]
                                    : Sentence::text(std::to_string(i + 1));
        text += "  " + fillSentence(mistakeLabel(choice, question.mistakes[wrong++].why)) + "\n";
    }
    text += fillSentence(lessonLabel(info.lesson)) + "\n" + fillSentence(sourceLabel(info.awsUrl)) +
            "\n";
    return text;
}

} // namespace inflight::practice
