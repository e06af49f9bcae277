// SPDX-License-Identifier: GPL-3.0-or-later
#include "consumerinstance.h"

#include "scenario.h"

namespace inflight {

std::string consumerInstanceName(const std::string &consumer, int instance)
{
    return consumer + "-" + std::to_string(instance);
}

std::vector<ConsumerInstance> consumerInstances(const Scenario &scenario)
{
    std::vector<ConsumerInstance> instances;
    for (const WorkerSpec &worker : scenario.workers) {
        for (int i = 1; i <= worker.count; ++i)
            instances.push_back({consumerInstanceName(worker.name, i), &worker, nullptr});
    }
    for (const LambdaSpec &lambda : scenario.lambdas) {
        for (int i = 1; i <= lambda.concurrency; ++i)
            instances.push_back({consumerInstanceName(lambda.name, i), nullptr, &lambda});
    }
    return instances;
}

} // namespace inflight
