// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace inflight {

/// The SQS API actions the engine implements: the 23 of the SQS API. The values are stored in the
/// event log, so a new action goes at the end.
enum class Action : std::uint8_t {
    CreateQueue,
    GetQueueUrl,
    ListQueues,
    DeleteQueue,
    GetQueueAttributes,
    SetQueueAttributes,
    PurgeQueue,
    SendMessage,
    SendMessageBatch,
    ReceiveMessage,
    DeleteMessage,
    DeleteMessageBatch,
    ChangeMessageVisibility,
    ChangeMessageVisibilityBatch,
    ListDeadLetterSourceQueues,
    StartMessageMoveTask,
    ListMessageMoveTasks,
    CancelMessageMoveTask,
    TagQueue,
    UntagQueue,
    ListQueueTags,
    AddPermission,
    RemovePermission,
};
constexpr int actionCount = 23;

std::string_view actionName(Action action);
std::optional<Action> actionFromName(std::string_view name);

} // namespace inflight
