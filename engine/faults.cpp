// SPDX-License-Identifier: GPL-3.0-or-later
// Faults: what makes a job go wrong on purpose. A job fails by itself (a poison key, or a failure
// rate), a downstream service fails (an outage window, or an error rate), or a worker crashes at
// a moment or at the n-th time it reaches a point of its job and restarts after a delay.

#include "simulator_p.h"

#include <algorithm>

namespace inflight {

namespace {

bool inWindow(const std::vector<ServiceSpec::Window> &windows, TimeMs now)
{
    return std::any_of(windows.begin(), windows.end(),
                       [&](const auto &w) { return now >= w.fromMs && now < w.toMs; });
}

} // namespace

bool Simulator::jobFails(const std::vector<std::string> &failingKeys, double failureRate,
                         std::uint32_t key)
{
    const std::string &keyText = m_run.ledger.key(key);
    return std::find(failingKeys.begin(), failingKeys.end(), keyText) != failingKeys.end() ||
           m_engine.prng().bernoulli(failureRate);
}

std::optional<JobFailure> Simulator::serviceFailure(std::int32_t service)
{
    if (service < 0)
        return std::nullopt; // the consumer's own effect: nothing to fail
    const ServiceSpec &s = m_scenario.services[static_cast<std::size_t>(service)];
    if (inWindow(s.outages, m_engine.now()))
        return JobFailure::ServiceOutage;
    if (m_engine.prng().bernoulli(s.failureRate))
        return JobFailure::ServiceError;
    return std::nullopt;
}

bool Simulator::crashAtPoint(std::uint32_t slot, WorkerState &w, CrashFault::Point point,
                             int &count)
{
    ++count;
    for (std::size_t f = 0; f < w.faults.size(); ++f) {
        if (w.faults[f]->point == point && w.faults[f]->occurrence == count && !w.faultFired[f]) {
            w.faultFired[f] = true;
            crash(slot, w, point);
            return true;
        }
    }
    return false;
}

void Simulator::crash(std::uint32_t slot, WorkerState &w, CrashFault::Point point)
{
    m_engine.logActorEvent(w.actor,
                           events::workerCrashed(m_engine.findQueue(w.spec->queue),
                                                 w.busy ? w.batch[w.current].message : noMessage,
                                                 w.busy ? w.batch[w.current].receipt : 0, point));
    // Everything the worker held is abandoned: its messages come back when their visibility
    // timeouts expire. A poll it had waiting still completes, into nobody's hands.
    ++w.generation;
    ++w.jobToken;
    ++w.batchToken;
    w.crashed = true;
    w.busy = false;
    w.batch.clear();
    w.batchDeletes.clear();
    w.completedPoll.reset();
    for (std::uint32_t &owner : m_pollOwner) {
        if (owner == slot)
            owner = noOwner;
    }
    w.step = Step::Restart;
    wake(slot, m_engine.now() + w.spec->restartDelayMs, w.generation);
}

} // namespace inflight
