// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Creating a scenario's queues in an engine. The simulation does it before a run, and the
// scenario loader does it in a scratch engine to find a name or attribute the engine would refuse
// and point at it in the file: one set of rules, the engine's own.

#include "apierror.h"
#include "types.h"

#include <cstddef>
#include <vector>

namespace inflight {

class QueueEngine;
struct Scenario;

/// A queue the engine refused: its index in the scenario's queues, and CreateQueue's (or
/// SetQueueAttributes') answer, whose `parameter` names the attribute at fault.
struct QueueSetupProblem {
    std::size_t queue = 0;
    ApiError error;
};

/// Creates the scenario's queues in `engine` as `actor`, each after the dead-letter queue its
/// RedrivePolicy names, since CreateQueue needs that queue to exist (queues without a policy
/// first, in file order; then the rest, in file order, as their dead-letter queues appear), so a
/// chain a -> b -> c of any depth works. Queues on a loop (a -> b -> a) are created without their
/// policy and then given it with SetQueueAttributes once all exist: AWS documents no rule against
/// such a loop, and SetQueueAttributes accepts a policy naming any existing queue of the same type.
std::vector<QueueSetupProblem> createScenarioQueues(const Scenario &scenario, QueueEngine &engine,
                                                    ActorId actor);

} // namespace inflight
