// SPDX-License-Identifier: GPL-3.0-or-later
#include "action.h"

#include <array>

namespace inflight {

namespace {
constexpr std::array<std::string_view, actionCount> names = {
    "CreateQueue",
    "GetQueueUrl",
    "ListQueues",
    "DeleteQueue",
    "GetQueueAttributes",
    "SetQueueAttributes",
    "PurgeQueue",
    "SendMessage",
    "SendMessageBatch",
    "ReceiveMessage",
    "DeleteMessage",
    "DeleteMessageBatch",
    "ChangeMessageVisibility",
    "ChangeMessageVisibilityBatch",
    "ListDeadLetterSourceQueues",
    "StartMessageMoveTask",
    "ListMessageMoveTasks",
    "CancelMessageMoveTask",
    "TagQueue",
    "UntagQueue",
    "ListQueueTags",
    "AddPermission",
    "RemovePermission",
};
} // namespace

std::string_view actionName(Action action)
{
    return names[static_cast<std::size_t>(action)];
}

std::optional<Action> actionFromName(std::string_view name)
{
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (names[i] == name)
            return static_cast<Action>(i);
    }
    return std::nullopt;
}

} // namespace inflight
