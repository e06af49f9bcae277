// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Requests and results of the SQS-shaped API. Members follow AWS's request and response shapes
// (camelCase of the AWS member names). An absent optional member is "not provided"; an empty
// required string counts as missing, as it does for AWS.

#include "apierror.h"
#include "types.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace inflight {

struct MessageAttributeValue {
    /// "String", "Number" or "Binary", optionally with a custom suffix ("Number.int").
    std::string dataType;
    /// The value of a String or Number attribute.
    std::string stringValue;
    /// The raw bytes of a Binary attribute (the JSON layer decodes base64).
    std::string binaryValue;
};
using MessageAttributeMap = std::map<std::string, MessageAttributeValue>;
/// Queue attributes and tags: names to string values, as in the API.
using AttributeMap = std::map<std::string, std::string>;

using PollId = std::uint32_t;

/// The handle of one receive of one message: "m3.r2" is the 2nd receive of message 3.
struct ReceiptHandle {
    MessageNumber message = noMessage;
    std::uint32_t receive = 0;

    std::string toString() const;
    /// Parses "mN.rR" with N, R > 0; anything else is not a handle.
    static std::optional<ReceiptHandle> parse(const std::string &text);
    friend bool operator==(const ReceiptHandle &, const ReceiptHandle &) = default;
};

struct CreateQueueRequest {
    std::string queueName;
    AttributeMap attributes;
    AttributeMap tags;
};
struct QueueUrlResult {
    std::string queueUrl;
};

struct GetQueueUrlRequest {
    std::string queueName;
    std::string queueOwnerAwsAccountId;
};

struct ListQueuesRequest {
    std::string queueNamePrefix;
    std::optional<std::int64_t> maxResults;
    std::string nextToken;
};
struct QueueUrlListResult {
    std::vector<std::string> queueUrls;
    std::string nextToken;
};

struct DeleteQueueRequest {
    std::string queueUrl;
};

struct GetQueueAttributesRequest {
    std::string queueUrl;
    std::vector<std::string> attributeNames;
};
struct GetQueueAttributesResult {
    /// In AWS's (alphabetical) order.
    std::vector<std::pair<std::string, std::string>> attributes;
};

struct SetQueueAttributesRequest {
    std::string queueUrl;
    AttributeMap attributes;
};

struct PurgeQueueRequest {
    std::string queueUrl;
};

/// The members a message is sent with, shared by SendMessage and SendMessageBatch entries.
struct MessageToSend {
    std::optional<std::string> messageBody;
    std::optional<std::int64_t> delaySeconds;
    MessageAttributeMap messageAttributes;
    MessageAttributeMap messageSystemAttributes;
    std::optional<std::string> messageGroupId;
    std::optional<std::string> messageDeduplicationId;
};

struct SendMessageRequest : MessageToSend {
    std::string queueUrl;
};
struct SendMessageResult {
    MessageNumber message = noMessage;
    /// FIFO only; 0 on standard queues.
    std::uint64_t sequenceNumber = 0;
};

struct SendMessageBatchEntry : MessageToSend {
    std::string id;
};
struct SendMessageBatchRequest {
    std::string queueUrl;
    std::vector<SendMessageBatchEntry> entries;
};
struct BatchResultErrorEntry {
    std::string id;
    bool senderFault = true;
    std::string code;
    std::string message;
};
struct SendMessageBatchResultEntry {
    std::string id;
    MessageNumber message = noMessage;
    std::uint64_t sequenceNumber = 0;
};
struct SendMessageBatchResult {
    std::vector<SendMessageBatchResultEntry> successful;
    std::vector<BatchResultErrorEntry> failed;
};

struct ReceiveMessageRequest {
    std::string queueUrl;
    std::optional<std::int64_t> maxNumberOfMessages;
    std::optional<std::int64_t> waitTimeSeconds;
    std::optional<std::int64_t> visibilityTimeout;
    std::vector<std::string> messageSystemAttributeNames;
    /// Deprecated, still honoured: the union with messageSystemAttributeNames applies.
    std::vector<std::string> attributeNames;
    std::vector<std::string> messageAttributeNames;
    std::optional<std::string> receiveRequestAttemptId;
};
/// One message as a receive returned it. Everything that can change after the receive is captured
/// here; the rest (body, attributes, SentTimestamp) is read from the engine when rendering.
struct ReceivedMessage {
    MessageNumber message = noMessage;
    /// The receive number: the handle is m<message>.r<receipt>, and it equals
    /// ApproximateReceiveCount.
    std::uint32_t receipt = 0;
    QueueIndex queue = noQueue;
    std::uint64_t sequenceNumber = 0;
    TimeMs firstReceiveTime = 0;
    /// Set when received from a dead-letter queue: the queue it was moved from.
    QueueIndex deadLetterSource = noQueue;

    ReceiptHandle receiptHandle() const { return {message, receipt}; }
};
struct ReceiveMessageResult {
    std::vector<ReceivedMessage> messages;
    /// True when the call found nothing and is now a waiting long poll: its result arrives later
    /// through QueueEngine::takeCompletedPolls().
    bool waiting = false;
    PollId poll = 0;
};

struct DeleteMessageRequest {
    std::string queueUrl;
    std::string receiptHandle;
};
struct DeleteMessageBatchEntry {
    std::string id;
    std::string receiptHandle;
};
struct DeleteMessageBatchRequest {
    std::string queueUrl;
    std::vector<DeleteMessageBatchEntry> entries;
};
/// Result of DeleteMessageBatch and ChangeMessageVisibilityBatch.
struct BatchIdsResult {
    std::vector<std::string> successful;
    std::vector<BatchResultErrorEntry> failed;
};

struct ChangeMessageVisibilityRequest {
    std::string queueUrl;
    std::string receiptHandle;
    std::optional<std::int64_t> visibilityTimeout;
};
struct ChangeMessageVisibilityBatchEntry {
    std::string id;
    std::string receiptHandle;
    std::optional<std::int64_t> visibilityTimeout;
};
struct ChangeMessageVisibilityBatchRequest {
    std::string queueUrl;
    std::vector<ChangeMessageVisibilityBatchEntry> entries;
};

struct ListDeadLetterSourceQueuesRequest {
    std::string queueUrl;
    std::optional<std::int64_t> maxResults;
    std::string nextToken;
};

struct StartMessageMoveTaskRequest {
    std::string sourceArn;
    std::string destinationArn;
    std::optional<std::int64_t> maxNumberOfMessagesPerSecond;
};
struct StartMessageMoveTaskResult {
    std::string taskHandle;
};

struct ListMessageMoveTasksRequest {
    std::string sourceArn;
    std::optional<std::int64_t> maxResults;
};
struct MessageMoveTaskEntry {
    /// Only for a task that is RUNNING.
    std::string taskHandle;
    std::string status;
    std::string sourceArn;
    std::string destinationArn;
    std::optional<std::int64_t> maxNumberOfMessagesPerSecond;
    std::int64_t approximateNumberOfMessagesMoved = 0;
    std::int64_t approximateNumberOfMessagesToMove = 0;
    std::string failureReason;
    /// Epoch milliseconds.
    std::int64_t startedTimestamp = 0;
};
struct ListMessageMoveTasksResult {
    std::vector<MessageMoveTaskEntry> results;
};

struct CancelMessageMoveTaskRequest {
    std::string taskHandle;
};
struct CancelMessageMoveTaskResult {
    std::int64_t approximateNumberOfMessagesMoved = 0;
};

struct TagQueueRequest {
    std::string queueUrl;
    AttributeMap tags;
};

struct UntagQueueRequest {
    std::string queueUrl;
    std::vector<std::string> tagKeys;
};

struct ListQueueTagsRequest {
    std::string queueUrl;
};
struct ListQueueTagsResult {
    AttributeMap tags;
};

/// Grants other AWS accounts actions on a queue: a statement labelled `label` in its Policy.
struct AddPermissionRequest {
    std::string queueUrl;
    std::string label;
    std::vector<std::string> awsAccountIds;
    /// Action names without the "SQS:" prefix ("SendMessage", or "*").
    std::vector<std::string> actions;
};

struct RemovePermissionRequest {
    std::string queueUrl;
    std::string label;
};

/// A long poll that has finished, in the order polls finished.
struct CompletedPoll {
    PollId poll = 0;
    TimeMs completedAt = 0;
    Outcome<ReceiveMessageResult> outcome;
};

} // namespace inflight
