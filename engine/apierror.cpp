// SPDX-License-Identifier: GPL-3.0-or-later
#include "apierror.h"

namespace inflight {

const char *codeName(ErrorCode code)
{
    switch (code) {
    case ErrorCode::None:
        return "";
    case ErrorCode::InvalidParameterValue:
        return "InvalidParameterValue";
    case ErrorCode::MissingParameter:
        return "MissingParameter";
    case ErrorCode::ReceiptHandleIsInvalid:
        return "ReceiptHandleIsInvalid";
    case ErrorCode::NonExistentQueue:
        return "AWS.SimpleQueueService.NonExistentQueue";
    case ErrorCode::QueueAlreadyExists:
        return "QueueAlreadyExists";
    case ErrorCode::QueueDeletedRecently:
        return "AWS.SimpleQueueService.QueueDeletedRecently";
    case ErrorCode::InvalidAttributeName:
        return "InvalidAttributeName";
    case ErrorCode::InvalidAttributeValue:
        return "InvalidAttributeValue";
    case ErrorCode::PurgeQueueInProgress:
        return "AWS.SimpleQueueService.PurgeQueueInProgress";
    case ErrorCode::OverLimit:
        return "OverLimit";
    case ErrorCode::TooManyEntriesInBatchRequest:
        return "AWS.SimpleQueueService.TooManyEntriesInBatchRequest";
    case ErrorCode::EmptyBatchRequest:
        return "AWS.SimpleQueueService.EmptyBatchRequest";
    case ErrorCode::InvalidBatchEntryId:
        return "AWS.SimpleQueueService.InvalidBatchEntryId";
    case ErrorCode::BatchEntryIdsNotDistinct:
        return "AWS.SimpleQueueService.BatchEntryIdsNotDistinct";
    case ErrorCode::BatchRequestTooLong:
        return "AWS.SimpleQueueService.BatchRequestTooLong";
    case ErrorCode::InvalidMessageContents:
        return "InvalidMessageContents";
    case ErrorCode::ResourceNotFoundException:
        return "ResourceNotFoundException";
    case ErrorCode::UnsupportedOperation:
        return "AWS.SimpleQueueService.UnsupportedOperation";
    case ErrorCode::InvalidScriptLine:
        return "InvalidScriptLine";
    case ErrorCode::InvalidAction:
        return "InvalidAction";
    case ErrorCode::InvalidReference:
        return "InvalidReference";
    }
    return "";
}

ErrorCode codeNamed(std::string_view name)
{
    for (auto i = static_cast<int>(ErrorCode::InvalidParameterValue);
         i <= static_cast<int>(ErrorCode::InvalidReference); ++i) {
        if (name == codeName(static_cast<ErrorCode>(i)))
            return static_cast<ErrorCode>(i);
    }
    return ErrorCode::None;
}

int httpStatus(ErrorCode code)
{
    switch (code) {
    case ErrorCode::None:
        return 200;
    case ErrorCode::OverLimit:
    case ErrorCode::PurgeQueueInProgress:
        return 403;
    case ErrorCode::ResourceNotFoundException:
        return 404;
    default:
        return 400;
    }
}

ApiError invalidParameter(std::string message)
{
    return {ErrorCode::InvalidParameterValue, std::move(message)};
}

ApiError invalidParameterValue(const std::string &parameter, const std::string &value,
                               const std::string &reason)
{
    return {ErrorCode::InvalidParameterValue,
            "Value " + value + " for parameter " + parameter + " is invalid. Reason: " + reason};
}

ApiError missingParameter(const std::string &parameter)
{
    return {ErrorCode::MissingParameter,
            "The request must contain the parameter " + parameter + "."};
}

ApiError nonExistentQueue()
{
    return {ErrorCode::NonExistentQueue, "The specified queue does not exist."};
}

ApiError receiptHandleIsInvalid(const std::string &handle)
{
    return {ErrorCode::ReceiptHandleIsInvalid,
            "The input receipt handle \"" + handle + "\" is not a valid receipt handle."};
}

} // namespace inflight
