// SPDX-License-Identifier: GPL-3.0-or-later
#include "queuesetup.h"

#include "queueconfig.h"
#include "queueengine.h"
#include "scenario.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>

namespace inflight {

namespace {

constexpr const char *redrivePolicy = "RedrivePolicy";

} // namespace

std::vector<QueueSetupProblem> createScenarioQueues(const Scenario &scenario, QueueEngine &engine,
                                                    ActorId actor)
{
    std::vector<QueueSetupProblem> problems;
    std::set<std::string> created;
    std::map<std::size_t, std::string> urls;
    std::vector<bool> done(scenario.queues.size(), false);
    auto create = [&](std::size_t i, AttributeMap attributes) {
        const QueueSpec &q = scenario.queues[i];
        done[i] = true;
        const auto result = engine.createQueue({q.name, std::move(attributes), {}}, actor);
        if (!result) {
            problems.push_back({i, result.error()});
            return;
        }
        created.insert(q.name);
        urls[i] = result.result().queueUrl;
    };
    // A queue is ready once the queue its policy names exists. A policy that does not name a
    // queue of the scenario, or does not parse, is ready at once: CreateQueue then says what is
    // wrong with it.
    auto ready = [&](std::size_t i) {
        const QueueSpec &q = scenario.queues[i];
        if (!q.attributes.count(redrivePolicy))
            return true;
        const std::optional<RedriveTarget> target = queueConfig(q).redrive;
        if (!target || created.count(target->deadLetterQueue))
            return true;
        const bool inScenario = std::any_of(
            scenario.queues.begin(), scenario.queues.end(),
            [&](const QueueSpec &other) { return other.name == target->deadLetterQueue; });
        return !inScenario;
    };
    for (std::size_t i = 0; i < scenario.queues.size(); ++i) {
        if (!scenario.queues[i].attributes.count(redrivePolicy))
            create(i, scenario.queues[i].attributes);
    }
    for (bool progress = true; progress;) {
        progress = false;
        for (std::size_t i = 0; i < scenario.queues.size(); ++i) {
            if (!done[i] && ready(i)) {
                create(i, scenario.queues[i].attributes);
                progress = true;
            }
        }
    }
    // What is left is on a loop of dead-letter queues.
    std::vector<std::size_t> looped;
    for (std::size_t i = 0; i < scenario.queues.size(); ++i) {
        if (done[i])
            continue;
        AttributeMap withoutPolicy = scenario.queues[i].attributes;
        withoutPolicy.erase(redrivePolicy);
        create(i, std::move(withoutPolicy));
        looped.push_back(i);
    }
    for (const std::size_t i : looped) {
        const QueueSpec &q = scenario.queues[i];
        if (!urls.count(i))
            continue;
        const auto result = engine.setQueueAttributes(
            {urls[i], {{redrivePolicy, q.attributes.at(redrivePolicy)}}}, actor);
        if (!result)
            problems.push_back({i, result.error()});
    }
    return problems;
}

} // namespace inflight
