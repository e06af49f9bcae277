// SPDX-License-Identifier: GPL-3.0-or-later
#include "whatif.h"

#include "whatiftexts.h"

#include "eventlog.h"
#include "queueconfig.h"
#include "sqslimits.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace inflight {

namespace {

constexpr std::array<std::string_view, whatIfCount> names = {
    "visibilityTimeout", "processingTime",  "heartbeatInterval", "workers",
    "waitTime",          "maxReceiveCount", "deletePolicy",      "idempotency",
    "batchSize",         "retryBackoff",    "staleHandleDelete",
};

QueueSpec *primaryQueue(Scenario &scenario)
{
    std::string name;
    if (!scenario.workers.empty())
        name = scenario.workers.front().queue;
    else if (!scenario.lambdas.empty())
        name = scenario.lambdas.front().queue;
    else if (!scenario.queues.empty())
        return &scenario.queues.front();
    for (QueueSpec &q : scenario.queues) {
        if (q.name == name)
            return &q;
    }
    return nullptr;
}

const QueueSpec *primaryQueue(const Scenario &scenario)
{
    return primaryQueue(const_cast<Scenario &>(scenario));
}

/// The queue's maxReceiveCount; 0 when it has no dead-letter queue.
std::int64_t maxReceiveCountOf(const QueueSpec &q)
{
    const auto redrive = queueConfig(q).redrive;
    return redrive ? redrive->maxReceiveCount : 0;
}

} // namespace

std::string_view whatIfName(WhatIf parameter)
{
    return names[static_cast<std::size_t>(parameter)];
}

std::optional<WhatIf> whatIfFromName(std::string_view name)
{
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (names[i] == name)
            return static_cast<WhatIf>(i);
    }
    return std::nullopt;
}

std::string whatIfLabel(WhatIf parameter)
{
    return fillSentence(whatIfLabelSentence(parameter));
}

TimeMs typicalMs(const DurationProfile &p)
{
    switch (p.kind) {
    case DurationProfile::Kind::Fixed:
        return p.fixedMs;
    case DurationProfile::Kind::Uniform:
        return (p.minMs + p.maxMs) / 2;
    case DurationProfile::Kind::Normal:
        return p.meanMs;
    case DurationProfile::Kind::LogNormal:
        return p.p50Ms;
    case DurationProfile::Kind::Piecewise:
        return p.otherwise ? typicalMs(*p.otherwise) : 0;
    }
    return 0;
}

DurationProfile scaledProfile(const DurationProfile &profile, double factor)
{
    auto scale = [&](TimeMs value) {
        return static_cast<TimeMs>(std::llround(static_cast<double>(value) * factor));
    };
    DurationProfile p = profile;
    p.fixedMs = scale(p.fixedMs);
    p.minMs = scale(p.minMs);
    p.maxMs = scale(p.maxMs);
    p.meanMs = scale(p.meanMs);
    p.stddevMs = scale(p.stddevMs);
    p.p50Ms = scale(p.p50Ms);
    p.p99Ms = scale(p.p99Ms);
    for (auto &segment : p.segments)
        segment.profile =
            std::make_shared<DurationProfile>(scaledProfile(*segment.profile, factor));
    if (p.otherwise)
        p.otherwise = std::make_shared<DurationProfile>(scaledProfile(*p.otherwise, factor));
    return p;
}

bool whatIfApplies(const Scenario &scenario, WhatIf parameter)
{
    const bool worker = !scenario.workers.empty();
    const bool consumer = worker || !scenario.lambdas.empty();
    switch (parameter) {
    case WhatIf::VisibilityTimeout:
    case WhatIf::MaxReceiveCount:
        return primaryQueue(scenario) != nullptr;
    case WhatIf::ProcessingTime:
    case WhatIf::Workers:
        return consumer;
    case WhatIf::HeartbeatInterval:
    case WhatIf::WaitTime:
    case WhatIf::DeletePolicy:
    case WhatIf::Idempotency:
    case WhatIf::BatchSize:
    case WhatIf::RetryBackoff:
        return worker;
    case WhatIf::StaleHandleDelete:
        return true;
    }
    return false;
}

double whatIfValue(const Scenario &scenario, WhatIf parameter)
{
    const QueueSpec *q = primaryQueue(scenario);
    const WorkerSpec *w = scenario.workers.empty() ? nullptr : &scenario.workers.front();
    const LambdaSpec *l = scenario.lambdas.empty() ? nullptr : &scenario.lambdas.front();
    switch (parameter) {
    case WhatIf::VisibilityTimeout:
        return q ? static_cast<double>(queueConfig(*q).visibilityTimeoutSeconds) : 0;
    case WhatIf::ProcessingTime:
        return static_cast<double>(w   ? typicalMs(w->processing)
                                   : l ? typicalMs(l->processing)
                                       : 0) /
               1000.0;
    case WhatIf::HeartbeatInterval:
        return w ? static_cast<double>(w->heartbeat.everyMs) / 1000.0 : 0;
    case WhatIf::Workers:
        return w ? w->count : l ? l->concurrency : 0;
    case WhatIf::WaitTime:
        return w ? w->waitTimeSeconds : 0;
    case WhatIf::MaxReceiveCount:
        return q ? static_cast<double>(maxReceiveCountOf(*q)) : 0;
    case WhatIf::DeletePolicy:
        return w ? static_cast<double>(w->deletePolicy) : 0;
    case WhatIf::Idempotency:
        return w ? static_cast<double>(w->idempotency) : 0;
    case WhatIf::BatchSize:
        return w ? w->batchSize : 0;
    case WhatIf::RetryBackoff:
        return w && w->onFailure.kind == RetryPolicy::Kind::Backoff
                   ? static_cast<double>(w->onFailure.baseMs) / 1000.0
                   : 0;
    case WhatIf::StaleHandleDelete:
        return static_cast<double>(scenario.engine.staleHandleDelete);
    }
    return 0;
}

double primaryVisibilityTimeoutSeconds(const Scenario &scenario)
{
    if (!scenario.workers.empty() && scenario.workers.front().visibilityTimeoutSeconds)
        return static_cast<double>(*scenario.workers.front().visibilityTimeoutSeconds);
    return whatIfValue(scenario, WhatIf::VisibilityTimeout);
}

WhatIfRange whatIfRange(WhatIf parameter)
{
    constexpr auto twelveHours = static_cast<double>(maxVisibilityTimeoutSeconds);
    static constexpr std::array<WhatIfRange, whatIfCount> ranges = {{
        {0, twelveHours, true},                             // VisibilityTimeout
        {0, 86400, false},                                  // ProcessingTime
        {0, twelveHours, false},                            // HeartbeatInterval
        {1, 100, true},                                     // Workers
        {0, static_cast<double>(maxWaitTimeSeconds), true}, // WaitTime
        {0, 1000, true},                                    // MaxReceiveCount
        {0, 2, true},                                       // DeletePolicy
        {0, 2, true},                                       // Idempotency
        {1, static_cast<double>(maxReceiveBatch), true},    // BatchSize
        {0, twelveHours, true},                             // RetryBackoff
        {0, 1, true},                                       // StaleHandleDelete
    }};
    return ranges[static_cast<std::size_t>(parameter)];
}

std::optional<Sentence> whatIfRefusal(const Scenario &scenario, WhatIf parameter, double value)
{
    if (!whatIfApplies(scenario, parameter))
        return whatIfDoesNotApply(parameter);
    const WhatIfRange allowed = whatIfRange(parameter);
    // The processing time and the heartbeat interval take fractions of a second.
    if (!(value >= allowed.minimum && value <= allowed.maximum) ||
        (allowed.whole && std::floor(value) != value))
        return whatIfOutOfRange(parameter);
    if (parameter == WhatIf::Idempotency && value == 2 && scenario.workers.front().service.empty())
        return whatIfNeedsDownstreamService();
    return std::nullopt;
}

std::optional<std::string> setWhatIf(Scenario &scenario, WhatIf parameter, double value)
{
    if (auto refusal = whatIfRefusal(scenario, parameter, value))
        return fillSentence(*refusal);
    QueueSpec *q = primaryQueue(scenario);
    WorkerSpec *w = scenario.workers.empty() ? nullptr : &scenario.workers.front();
    LambdaSpec *l = scenario.lambdas.empty() ? nullptr : &scenario.lambdas.front();
    switch (parameter) {
    case WhatIf::VisibilityTimeout:
        q->attributes["VisibilityTimeout"] = std::to_string(static_cast<long long>(value));
        return std::nullopt;
    case WhatIf::ProcessingTime: {
        DurationProfile &profile = w ? w->processing : l->processing;
        const TimeMs typical = typicalMs(profile);
        const auto target = static_cast<TimeMs>(std::llround(value * 1000.0));
        profile =
            typical > 0
                ? scaledProfile(profile, static_cast<double>(target) / static_cast<double>(typical))
                : DurationProfile::fixed(target);
        return std::nullopt;
    }
    case WhatIf::HeartbeatInterval:
        w->heartbeat.everyMs = static_cast<TimeMs>(std::llround(value * 1000.0));
        // Within SQS's range: a timeout the engine would refuse (the scenario will not run)
        // must not overflow on its way to milliseconds.
        if (w->heartbeat.everyMs > 0 && w->heartbeat.extendToMs == 0)
            w->heartbeat.extendToMs = secondsToMs(std::clamp<std::int64_t>(
                queueConfig(*q).visibilityTimeoutSeconds, 0, maxVisibilityTimeoutSeconds));
        return std::nullopt;
    case WhatIf::Workers:
        if (w)
            w->count = static_cast<int>(value);
        else
            l->concurrency = static_cast<int>(value);
        return std::nullopt;
    case WhatIf::WaitTime:
        w->waitTimeSeconds = static_cast<int>(value);
        return std::nullopt;
    case WhatIf::MaxReceiveCount: {
        if (value == 0) {
            q->attributes.erase("RedrivePolicy");
            return std::nullopt;
        }
        std::string dlqName;
        const QueueConfig config = queueConfig(*q);
        if (config.redrive) {
            dlqName = config.redrive->deadLetterQueue;
        } else {
            const bool fifo = config.fifo;
            // A FIFO queue's name ends in ".fifo" when the scenario runs at all; one that does
            // not (the engine will refuse it) keeps its whole name.
            const bool dotFifo = q->name.size() >= 5 && q->name.ends_with(".fifo");
            const std::string base =
                fifo && dotFifo ? q->name.substr(0, q->name.size() - 5) : q->name;
            dlqName = base + "-dlq" + (fifo ? ".fifo" : "");
            bool exists = false;
            for (const QueueSpec &other : scenario.queues)
                exists = exists || other.name == dlqName;
            const std::string sourceName = q->name;
            if (!exists) {
                QueueSpec dlq{dlqName, {}};
                if (fifo)
                    dlq.attributes["FifoQueue"] = "true";
                scenario.queues.push_back(dlq);
                // push_back may have moved the queue we were editing.
                for (QueueSpec &other : scenario.queues) {
                    if (other.name == sourceName)
                        q = &other;
                }
            }
        }
        q->attributes["RedrivePolicy"] =
            redrivePolicyJson(dlqName, static_cast<std::int64_t>(value));
        return std::nullopt;
    }
    case WhatIf::DeletePolicy:
        w->deletePolicy = static_cast<inflight::DeletePolicy>(static_cast<int>(value));
        return std::nullopt;
    case WhatIf::Idempotency:
        w->idempotency = static_cast<inflight::Idempotency>(static_cast<int>(value));
        return std::nullopt;
    case WhatIf::BatchSize:
        w->batchSize = static_cast<int>(value);
        return std::nullopt;
    case WhatIf::RetryBackoff:
        w->onFailure.kind = value == 0 ? RetryPolicy::Kind::Now : RetryPolicy::Kind::Backoff;
        w->onFailure.baseMs = static_cast<TimeMs>(value) * 1000;
        return std::nullopt;
    case WhatIf::StaleHandleDelete:
        scenario.engine.staleHandleDelete =
            static_cast<inflight::StaleHandleDelete>(static_cast<int>(value));
        return std::nullopt;
    }
    return std::nullopt;
}

std::vector<SweepPoint> sweepWhatIf(const Scenario &scenario, WhatIf parameter,
                                    const std::vector<double> &values,
                                    const std::atomic<bool> *cancel)
{
    std::vector<SweepPoint> points;
    points.reserve(values.size());
    SimulationControl control;
    control.cancel = cancel;
    for (const double value : values) {
        if (cancel && *cancel)
            return {};
        SweepPoint point;
        point.value = value;
        Scenario edited = scenario;
        if (auto problem = setWhatIf(edited, parameter, value)) {
            point.problems.push_back(std::move(*problem));
        } else {
            // Only the metrics are kept: a sweep of twenty runs should not hold twenty logs.
            const Run run = simulate(edited, std::nullopt, std::nullopt, control);
            if (run.cancelled)
                return {};
            point.metrics = run.metrics;
            point.problems = run.problems;
        }
        points.push_back(std::move(point));
    }
    return points;
}

} // namespace inflight
