// SPDX-License-Identifier: GPL-3.0-or-later
// Dead-letter queues: the move on receive maxReceiveCount + 1, ListDeadLetterSourceQueues, and
// message move tasks (DLQ redrive).

#include "queueengine.h"

#include "queueengine_p.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace inflight {

namespace {

constexpr std::int64_t defaultMoveRatePerSecond = 500;

const char *statusName(MoveTaskState status)
{
    static const char *names[] = {"RUNNING", "COMPLETED", "CANCELLING", "CANCELLED", "FAILED"};
    return names[static_cast<int>(status)];
}

using enum MoveTaskState;

bool looksLikeArn(const std::string &arn)
{
    return arn.rfind("arn:", 0) == 0 && std::count(arn.begin(), arn.end(), ':') == 5;
}

} // namespace

QueueIndex QueueEngine::deadLetterTarget(const Queue &q) const
{
    if (q.maxReceiveCount == 0)
        return noQueue;
    // Resolved by ARN at the moment of the move: a DLQ deleted since leaves the message where it
    // is, and is received normally (documented choice; AWS does not record this case). A queue
    // that names itself keeps its messages the same way.
    const QueueIndex target = findQueueByArn(q.deadLetterTargetArn);
    return target == q.index ? noQueue : target;
}

void QueueEngine::moveToDeadLetterQueue(MessageNumber number, QueueIndex target)
{
    Message &msg = m_state.messages[number];
    Queue &source = queue(msg.queue);
    Queue &dlq = queue(target);
    --source.visible;
    ++msg.visibleEpoch;
    ++msg.changeCount;
    logEvent(events::movedToDeadLetterQueue(source.index, number, target));
    msg.previousQueue = source.index;
    msg.queue = target;
    msg.receiveCountAtEntry = msg.receiveCount;
    msg.deadLetteredAt = m_state.now;
    ++dlq.sentCount;
    if (dlq.fifo) {
        // FIFO: the enqueue time resets on the move, so retention counts from now; the message
        // takes a new place (and sequence number) at the back of its group in the DLQ.
        msg.enqueueTime = m_state.now;
        msg.sequenceNumber = 10000000000000000000ULL + dlq.sentCount * 4096 +
                             static_cast<std::uint64_t>(m_state.now % 4096);
        msg.group = groupOf(dlq, msg.groupString);
        dlq.groups[msg.group].messages.push_back(number);
    }
    // Standard: retention still counts from the original send.
    dlq.retentionHeap.emplace_back(msg.enqueueTime + dlq.retentionMs, number);
    std::push_heap(dlq.retentionHeap.begin(), dlq.retentionHeap.end(),
                   [](const auto &x, const auto &y) { return x > y; });
    makeVisible(number);
    if (msg.enqueueTime + dlq.retentionMs <= m_state.now)
        checkRetention(target);
    else
        scheduleRetention(dlq);
}

Outcome<QueueUrlListResult>
QueueEngine::listDeadLetterSourceQueues(const ListDeadLetterSourceQueuesRequest &request,
                                        ActorId actor)
{
    CallScope<QueueUrlListResult> call(*this, Action::ListDeadLetterSourceQueues, actor);
    auto fail = [&](ApiError error) {
        return call.fail(std::move(error));
    };
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return fail(resolved.error());
    call.setQueue(resolved.result());
    if (request.maxResults && (*request.maxResults < 1 || *request.maxResults > 1000))
        return fail(invalidParameter("Value for parameter MaxResults is invalid. Reason: "
                                     "MaxResults must be an integer between 1 and 1000."));
    if (!request.nextToken.empty() && !request.maxResults)
        return fail(invalidParameter(
            "MaxResults is a mandatory parameter when you provide a value for NextToken."));
    const std::string arn = queueArn(resolved.result());
    std::vector<std::string> names;
    // Sources name the dead-letter queue by its ARN, so they are in its region, in name order.
    for (const auto &[key, index] : m_state.queueByName) {
        if (queue(index).deadLetterTargetArn == arn)
            names.push_back(queue(index).name);
    }
    std::size_t start = 0;
    if (!request.nextToken.empty()) {
        const auto decoded = QByteArray::fromBase64Encoding(
            QByteArray::fromStdString(request.nextToken), QByteArray::AbortOnBase64DecodingErrors);
        const std::string after = decoded ? decoded.decoded.toStdString() : std::string();
        if (after.rfind("after:", 0) != 0)
            return fail(invalidParameter("Invalid or expired next token."));
        start = static_cast<std::size_t>(
            std::upper_bound(names.begin(), names.end(), after.substr(6)) - names.begin());
    }
    const std::size_t limit =
        request.maxResults ? static_cast<std::size_t>(*request.maxResults) : 1000;
    QueueUrlListResult result;
    for (std::size_t i = start; i < names.size(); ++i) {
        if (result.queueUrls.size() == limit) {
            if (request.maxResults)
                result.nextToken =
                    QByteArray::fromStdString("after:" + names[i - 1]).toBase64().toStdString();
            break;
        }
        result.queueUrls.push_back(urlOfQueue(queue(resolved.result()).region, names[i]));
    }
    const auto count = static_cast<std::int64_t>(result.queueUrls.size());
    return call.finish(std::move(result), count);
}

std::string QueueEngine::taskHandle(const MoveTask &task) const
{
    // The shape AWS uses: base64 of {"taskId":"<uuid>","sourceArn":"<arn>"}.
    const std::string json =
        "{\"taskId\":\"" + task.taskId + "\",\"sourceArn\":\"" + task.sourceArn + "\"}";
    return QByteArray::fromStdString(json).toBase64().toStdString();
}

Outcome<StartMessageMoveTaskResult>
QueueEngine::startMessageMoveTask(const StartMessageMoveTaskRequest &request, ActorId actor)
{
    CallScope<StartMessageMoveTaskResult> call(*this, Action::StartMessageMoveTask, actor);
    auto fail = [&](ApiError error) {
        return call.fail(std::move(error));
    };
    if (request.sourceArn.empty())
        return fail(missingParameter("SourceArn"));
    if (!looksLikeArn(request.sourceArn))
        return fail(
            invalidParameter("You must use this format to specify the SourceArn: "
                             "arn:<partition>:<service>:<region>:<account-id>:<resource-id>"));
    const QueueIndex source = findQueueByArn(request.sourceArn);
    if (source == noQueue)
        return fail({ErrorCode::ResourceNotFoundException,
                     "The resource that you specified for the SourceArn parameter doesn't exist."});
    call.setQueue(source);
    const bool isDeadLetterQueue =
        std::any_of(m_state.queueByName.begin(), m_state.queueByName.end(), [&](const auto &entry) {
            return queue(entry.second).deadLetterTargetArn == request.sourceArn;
        });
    if (!isDeadLetterQueue)
        return fail(invalidParameter("Source queue must be configured as a Dead Letter Queue."));
    if (!request.destinationArn.empty()) {
        if (!looksLikeArn(request.destinationArn))
            return fail(
                invalidParameter("You must use this format to specify the DestinationArn: "
                                 "arn:<partition>:<service>:<region>:<account-id>:<resource-id>"));
        const QueueIndex destination = findQueueByArn(request.destinationArn);
        if (destination == noQueue)
            return fail({ErrorCode::ResourceNotFoundException,
                         "The resource that you specified for the DestinationArn parameter "
                         "doesn't exist."});
        if (destination == source)
            return fail(
                invalidParameter("Source queue arn and destination queue arn cannot be the same."));
    }
    if (request.maxNumberOfMessagesPerSecond &&
        (*request.maxNumberOfMessagesPerSecond < 1 || *request.maxNumberOfMessagesPerSecond > 500))
        return fail(invalidParameterValue("MaxNumberOfMessagesPerSecond",
                                          std::to_string(*request.maxNumberOfMessagesPerSecond),
                                          "Must be between 1 and 500."));
    for (const MoveTask &task : m_state.moveTasks) {
        if (task.source == source &&
            (task.status == statusName(Running) || task.status == statusName(Cancelling)))
            return fail(invalidParameter("There is already a task running. Only one active task "
                                         "is allowed for a source queue arn at a given time."));
    }
    MoveTask task;
    task.id = static_cast<std::uint32_t>(m_state.moveTasks.size());
    task.taskId = uuidFromNumber(task.id, moveTaskIdSalt);
    task.source = source;
    task.sourceArn = request.sourceArn;
    task.destinationArn = request.destinationArn;
    task.maxNumberOfMessagesPerSecond = request.maxNumberOfMessagesPerSecond;
    task.status = statusName(Running);
    task.toMove = static_cast<std::int64_t>(queue(source).live());
    task.startedAt = m_state.now;
    m_state.moveTasks.push_back(task);
    logEvent(events::moveTaskStatus(source, task.id, Running));
    // Moves happen in one-second ticks, the first a second after the start, at the task's rate
    // (500 per second when none is given: AWS says "system-optimized").
    m_state.scheduler.schedule(m_state.now + 1000, TimerKind::MoveTaskTick, task.id,
                               task.generation);
    return call.finish(StartMessageMoveTaskResult{taskHandle(task)});
}

void QueueEngine::runMoveTask(std::uint32_t taskIndex)
{
    MoveTask &task = m_state.moveTasks[taskIndex];
    auto finish = [&](MoveTaskState status, std::string reason = {}) {
        task.status = statusName(status);
        task.failureReason = std::move(reason);
        logEvent(events::moveTaskStatus(task.source, task.id, status));
    };
    if (task.status == statusName(Cancelling))
        return finish(Cancelled);
    if (task.status != statusName(Running))
        return;
    if (queue(task.source).deleted)
        return finish(Failed, "AWS.SimpleQueueService.NonExistentQueue");
    const ActorId previousActor = m_state.currentActor;
    m_state.currentActor = actor("message-move-task");
    const std::int64_t rate = task.maxNumberOfMessagesPerSecond.value_or(defaultMoveRatePerSecond);
    Queue &dlq = queue(task.source);
    std::int64_t movedThisTick = 0;
    bool failed = false;
    while (movedThisTick < rate && task.moved < task.toMove) {
        // The next visible message, in the order a receive would take it.
        MessageNumber next = noMessage;
        if (dlq.fifo) {
            if (!dlq.readyGroups.empty())
                next = dlq.groups[dlq.readyGroups.begin()->second].messages.front();
        } else {
            while (!dlq.visibleOrder.empty()) {
                const auto [number, epoch] = dlq.visibleOrder.front();
                const Message &msg = m_state.messages[number];
                if (msg.queue == dlq.index && msg.state == MessagePhase::Visible &&
                    msg.visibleEpoch == epoch) {
                    next = number;
                    break;
                }
                dlq.visibleOrder.pop_front();
            }
        }
        if (next == noMessage)
            break;
        const Message &msg = m_state.messages[next];
        QueueIndex destination = noQueue;
        if (!task.destinationArn.empty()) {
            destination = findQueueByArn(task.destinationArn);
        } else if (msg.previousQueue != noQueue) {
            destination =
                queue(msg.previousQueue).deleted
                    ? liveQueue(queue(msg.previousQueue).region, queue(msg.previousQueue).name)
                    : msg.previousQueue;
        }
        if (destination == noQueue) {
            // Only a message with no source queue (sent straight to the DLQ) has no known
            // source; a source or destination that was deleted is a queue that does not exist.
            finish(Failed, task.destinationArn.empty() && msg.previousQueue == noQueue
                               ? "CouldNotDetermineMessageSource"
                               : "AWS.SimpleQueueService.NonExistentQueue");
            failed = true;
            break;
        }
        // Redriven messages are new messages: new id, enqueue time and retention period.
        MessageToSend copy;
        copy.messageBody = m_state.bodies[next];
        copy.messageAttributes = messageAttributes(next);
        copy.messageSystemAttributes = messageSystemAttributes(next);
        if (msg.groupString != 0)
            copy.messageGroupId = m_state.log.string(msg.groupString);
        if (queue(destination).fifo)
            copy.messageDeduplicationId = messageId(next);
        const QueueIndex from = msg.queue;
        const SendMessageResult sent = enqueue(destination, copy, m_state.currentActor);
        removeMessage(next, MessagePhase::Redriven,
                      events::messageRedriven(from, next, sent.message, destination));
        ++task.moved;
        ++movedThisTick;
    }
    if (!failed) {
        const bool more = task.moved < task.toMove && dlq.visible > 0;
        if (more)
            m_state.scheduler.schedule(m_state.now + 1000, TimerKind::MoveTaskTick, task.id,
                                       task.generation);
        else
            finish(Completed);
    }
    m_state.currentActor = previousActor;
}

Outcome<ListMessageMoveTasksResult>
QueueEngine::listMessageMoveTasks(const ListMessageMoveTasksRequest &request, ActorId actor)
{
    CallScope<ListMessageMoveTasksResult> call(*this, Action::ListMessageMoveTasks, actor);
    auto fail = [&](ApiError error) {
        return call.fail(std::move(error));
    };
    if (request.sourceArn.empty())
        return fail(missingParameter("SourceArn"));
    if (!looksLikeArn(request.sourceArn))
        return fail(
            invalidParameter("You must use this format to specify the SourceArn: "
                             "arn:<partition>:<service>:<region>:<account-id>:<resource-id>"));
    const QueueIndex source = findQueueByArn(request.sourceArn);
    if (source == noQueue)
        return fail({ErrorCode::ResourceNotFoundException,
                     "The resource that you specified for the SourceArn parameter doesn't exist."});
    call.setQueue(source);
    if (request.maxResults && (*request.maxResults < 1 || *request.maxResults > 10))
        return fail(invalidParameterValue("MaxResults", std::to_string(*request.maxResults),
                                          "Must be between 1 and 10."));
    const std::size_t limit = static_cast<std::size_t>(request.maxResults.value_or(1));
    ListMessageMoveTasksResult result;
    for (auto it = m_state.moveTasks.rbegin();
         it != m_state.moveTasks.rend() && result.results.size() < limit; ++it) {
        if (it->source != source || it->id == 0)
            continue;
        MessageMoveTaskEntry entry;
        if (it->status == statusName(Running))
            entry.taskHandle = taskHandle(*it);
        entry.status = it->status;
        entry.sourceArn = it->sourceArn;
        entry.destinationArn = it->destinationArn;
        entry.maxNumberOfMessagesPerSecond = it->maxNumberOfMessagesPerSecond;
        entry.approximateNumberOfMessagesMoved = it->moved;
        entry.approximateNumberOfMessagesToMove = it->toMove;
        entry.failureReason = it->failureReason;
        entry.startedTimestamp = m_settings.timestampOriginMs + it->startedAt;
        result.results.push_back(std::move(entry));
    }
    const auto count = static_cast<std::int64_t>(result.results.size());
    return call.finish(std::move(result), count);
}

Outcome<CancelMessageMoveTaskResult>
QueueEngine::cancelMessageMoveTask(const CancelMessageMoveTaskRequest &request, ActorId actor)
{
    CallScope<CancelMessageMoveTaskResult> call(*this, Action::CancelMessageMoveTask, actor);
    auto fail = [&](ApiError error) {
        return call.fail(std::move(error));
    };
    if (request.taskHandle.empty())
        return fail(missingParameter("TaskHandle"));
    const ApiError invalidHandle = invalidParameter("Value for parameter TaskHandle is invalid.");
    const auto decoded = QByteArray::fromBase64Encoding(
        QByteArray::fromStdString(request.taskHandle), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return fail(invalidHandle);
    const QJsonObject handle = QJsonDocument::fromJson(*decoded).object();
    const std::string taskId = handle.value(QLatin1String("taskId")).toString().toStdString();
    const std::string sourceArn = handle.value(QLatin1String("sourceArn")).toString().toStdString();
    if (taskId.empty() || sourceArn.empty())
        return fail(invalidHandle);
    const QueueIndex source = findQueueByArn(sourceArn);
    if (source == noQueue)
        return fail({ErrorCode::ResourceNotFoundException,
                     "The resource that you specified for the SourceArn parameter doesn't exist."});
    call.setQueue(source);
    auto task =
        std::find_if(m_state.moveTasks.begin() + 1, m_state.moveTasks.end(),
                     [&](const MoveTask &t) { return t.taskId == taskId && t.source == source; });
    // Only a running task can be cancelled; AWS records nothing for a finished one, and this
    // engine answers as for an unknown task (as moto does).
    if (task == m_state.moveTasks.end() || task->status != statusName(Running))
        return fail({ErrorCode::ResourceNotFoundException, "Task does not exist."});
    task->status = statusName(Cancelling);
    logEvent(events::moveTaskStatus(source, task->id, Cancelling));
    return call.finish(CancelMessageMoveTaskResult{task->moved});
}

} // namespace inflight
