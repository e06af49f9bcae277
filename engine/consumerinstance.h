// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The consumers a scenario runs. A worker spec with a count of three is three workers, named
// name-1 to name-3; a Lambda event source mapping with a concurrency of two is two pollers,
// name-1 and name-2. The simulation names its actors so, and the run's texts, the stage and the
// lesson checks find them by these names: they all ask here.

#include <string>
#include <vector>

namespace inflight {

struct LambdaSpec;
struct Scenario;
struct WorkerSpec;

/// One consumer the simulation runs: an instance of a worker spec or of a Lambda mapping.
struct ConsumerInstance {
    /// "worker-2": the actor's name in the log.
    std::string name;
    /// The spec it is an instance of: exactly one of the two is set. They point into the
    /// scenario, and are valid while it lives unchanged.
    const WorkerSpec *worker = nullptr;
    const LambdaSpec *lambda = nullptr;
};

/// The name of instance `instance` (from 1) of a consumer spec named `consumer`: "worker-2".
std::string consumerInstanceName(const std::string &consumer, int instance);

/// Every consumer instance of the scenario: the workers, spec by spec, instances 1 to count,
/// then the Lambda pollers, mapping by mapping, instances 1 to concurrency. This is the order in
/// which the simulation creates them. Two specs with one name give one name twice.
std::vector<ConsumerInstance> consumerInstances(const Scenario &scenario);

} // namespace inflight
