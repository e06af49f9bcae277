// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace inflight {

/// Every error the engine can answer with. The names are the codes the AWS SDKs report for SQS
/// (the query-compatible codes of SEMANTICS.md); codeName() gives the exact string.
enum class ErrorCode : std::uint8_t {
    None = 0,
    InvalidParameterValue,
    MissingParameter,
    ReceiptHandleIsInvalid,
    NonExistentQueue,
    QueueAlreadyExists,
    QueueDeletedRecently,
    InvalidAttributeName,
    InvalidAttributeValue,
    PurgeQueueInProgress,
    OverLimit,
    TooManyEntriesInBatchRequest,
    EmptyBatchRequest,
    InvalidBatchEntryId,
    BatchEntryIdsNotDistinct,
    BatchRequestTooLong,
    InvalidMessageContents,
    ResourceNotFoundException,
    UnsupportedOperation,
    // Script-level errors: not AWS's, they report a bad script line.
    InvalidScriptLine,
    InvalidAction,
    InvalidReference,
};

/// The code as the AWS SDKs report it, for example "AWS.SimpleQueueService.NonExistentQueue".
const char *codeName(ErrorCode code);
/// The code whose codeName() is `name` (a batch result entry's code); None when there is none.
ErrorCode codeNamed(std::string_view name);
/// The HTTP status AWS answers with (400 for most, 403 for OverLimit and PurgeQueueInProgress,
/// 404 for ResourceNotFoundException).
int httpStatus(ErrorCode code);

/// An error answer: the code plus AWS's message text.
struct ApiError {
    ErrorCode code = ErrorCode::None;
    std::string message;
    bool senderFault = true;
    /// The request parameter or queue attribute at fault ("QueueName", "VisibilityTimeout"), when
    /// one is: not on the wire, but lets a file's reader point at the value that caused it.
    std::string parameter = {};
};

/// The result of an API call: either the action's result or an error.
template<class Result> class Outcome {
public:
    Outcome(Result result) : m_value(std::move(result)) {}
    Outcome(ApiError error) : m_value(std::move(error)) {}

    bool ok() const { return std::holds_alternative<Result>(m_value); }
    explicit operator bool() const { return ok(); }
    const Result &result() const { return std::get<Result>(m_value); }
    Result &result() { return std::get<Result>(m_value); }
    const ApiError &error() const { return std::get<ApiError>(m_value); }
    ErrorCode code() const { return ok() ? ErrorCode::None : error().code; }

private:
    std::variant<Result, ApiError> m_value;
};

/// Result of an action whose response body is empty (DeleteMessage, SetQueueAttributes, ...).
struct EmptyResult {};

// Builders for the message texts that recur across actions.
ApiError invalidParameter(std::string message);
/// "Value <value> for parameter <parameter> is invalid. Reason: <reason>"
ApiError invalidParameterValue(const std::string &parameter, const std::string &value,
                               const std::string &reason);
/// "The request must contain the parameter <parameter>."
ApiError missingParameter(const std::string &parameter);
ApiError nonExistentQueue();
/// `The input receipt handle "<handle>" is not a valid receipt handle.`
ApiError receiptHandleIsInvalid(const std::string &handle);

} // namespace inflight
