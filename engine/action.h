// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace inflight {

/// The SQS API actions the engine implements, in the order of SEMANTICS.md.
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
};
constexpr int actionCount = 18;

std::string_view actionName(Action action);
std::optional<Action> actionFromName(std::string_view name);

} // namespace inflight
