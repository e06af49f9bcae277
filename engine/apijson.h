// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The AWS JSON protocol face of the engine: request members in, response bodies out, with AWS's
// member names and shapes. Used by `inflight script` and by tests.

#include "action.h"
#include "api.h"
#include "queueengine.h"

#include <QJsonObject>

#include <optional>
#include <string>

namespace inflight {

/// A request member that is missing its type, misspelt or malformed: the call is not made.
struct MemberProblem {
    /// The member's name as written (for locating it on the line), or "".
    std::string member;
    std::string message;
};

/// The outcome of one call made from JSON.
struct JsonCall {
    std::optional<MemberProblem> problem;
    std::optional<ApiError> error;
    /// The response body as JSON text, when the call succeeded and is not waiting.
    std::string response;
    /// A long poll that found nothing and waits; its result comes from takeCompletedPolls().
    bool waiting = false;
    PollId poll = 0;
    /// Kept so that a waiting poll's result can be rendered as this request asked.
    ReceiveMessageRequest receiveRequest;
};

/// The member names (other than the script's own) each action accepts.
const std::vector<std::string> &requestMembers(Action action);

JsonCall callFromJson(QueueEngine &engine, Action action, const QJsonObject &request,
                      ActorId actor);

std::string renderReceiveMessageResult(const QueueEngine &engine,
                                       const ReceiveMessageRequest &request,
                                       const ReceiveMessageResult &result);

} // namespace inflight
