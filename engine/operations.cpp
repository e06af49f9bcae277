// SPDX-License-Identifier: GPL-3.0-or-later
// The operator: the scenario's operations at their moments (a redrive of a dead-letter queue with
// StartMessageMoveTask, or a purge), and the move tasks it started followed to their end, so that
// a run is not quiet while a redrive is still moving messages.

#include "simulator_p.h"

#include "events.h"
namespace inflight {

void Simulator::scheduleOperations()
{
    // The operator acts last among the actors that exist from the start, so that its actor id
    // does not change the ids of runs without operations.
    if (!m_scenario.operations.empty())
        m_operator = m_engine.actor("operator");
    for (std::size_t i = 0; i < m_scenario.operations.size(); ++i)
        m_timers.schedule(m_scenario.operations[i].atMs, TimerKind::Operation,
                          static_cast<std::uint32_t>(i), 0);
}

void Simulator::operate(std::size_t index)
{
    const OperationSpec &op = m_scenario.operations[index];
    ++m_operationsDone;
    const QueueIndex queue = m_engine.findQueue(op.queue);
    if (op.kind == OperationSpec::Kind::Purge) {
        // The answer (and any error) is in the log as the API call's event.
        (void)m_engine.purgeQueue({queueUrlOf(op.queue)}, m_operator);
        return;
    }
    StartMessageMoveTaskRequest request;
    request.sourceArn = queue == noQueue ? op.queue : m_engine.queueArn(queue);
    if (!op.destination.empty()) {
        const QueueIndex destination = m_engine.findQueue(op.destination);
        request.destinationArn =
            destination == noQueue ? op.destination : m_engine.queueArn(destination);
    }
    if (op.maxPerSecond > 0)
        request.maxNumberOfMessagesPerSecond = op.maxPerSecond;
    (void)m_engine.startMessageMoveTask(request, m_operator);
}

void Simulator::followMoveTasks()
{
    const EventLog &log = m_engine.log();
    for (; m_logFollowed < log.size(); ++m_logFollowed) {
        const Event &e = log[m_logFollowed];
        if (e.kind != EventKind::MoveTaskStatus)
            continue;
        // Running or cancelling: still moving; completed, cancelled or failed: done.
        const MoveTaskState state = moveTaskState(e);
        if (state == MoveTaskState::Running || state == MoveTaskState::Cancelling)
            m_runningMoveTasks.insert(moveTaskId(e));
        else
            m_runningMoveTasks.erase(moveTaskId(e));
    }
}

} // namespace inflight
