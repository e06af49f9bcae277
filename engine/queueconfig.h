// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A scenario's queues, read once into typed values. A scenario gives a queue's settings as
// CreateQueue takes them, a map of attribute strings; the simulation, the what-if edits and the
// views all need the same few of them (FIFO or not, the visibility timeout, where a message goes
// after too many receives). They ask here instead of parsing the strings themselves, so that they
// cannot disagree with each other or with the engine's own validation.

#include "api.h"
#include "types.h"

#include <QJsonValue>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace inflight {

struct QueueSpec;
struct Scenario;

/// SQS's defaults for a queue created without the attribute, in seconds. The engine's queues
/// start from the same values.
constexpr std::int64_t defaultVisibilityTimeoutSeconds = 30;
constexpr std::int64_t defaultDelaySeconds = 0;
constexpr std::int64_t defaultRetentionSeconds = 4 * 24 * 3600;
constexpr std::int64_t defaultReceiveWaitTimeSeconds = 0;

/// Where a source queue sends a message that was received too often: its RedrivePolicy, read.
struct RedriveTarget {
    /// The dead-letter queue's name: the last part of the policy's deadLetterTargetArn.
    std::string deadLetterQueue;
    /// The receive after this many moves the message to the dead-letter queue instead (valid
    /// policies: 1 to 1000). 0 when the count does not read as CreateQueue reads it; CreateQueue
    /// then refuses the policy and the scenario does not run.
    std::int64_t maxReceiveCount = 0;
};

/// One queue's settings as the scenario gives them. Times are whole seconds, the unit of the SQS
/// attributes they come from (the engine converts them to milliseconds when it creates the
/// queue); a missing attribute reads as SQS's default.
struct QueueConfig {
    /// FifoQueue is "true". The attribute decides, as in CreateQueue; a FIFO queue's name must
    /// then end in ".fifo", and a name ending so without the attribute is refused.
    bool fifo = false;
    std::int64_t visibilityTimeoutSeconds = defaultVisibilityTimeoutSeconds;
    std::int64_t delaySeconds = defaultDelaySeconds;
    std::int64_t retentionSeconds = defaultRetentionSeconds;
    std::int64_t receiveWaitTimeSeconds = defaultReceiveWaitTimeSeconds;
    /// Present when the queue has a RedrivePolicy naming a dead-letter queue.
    std::optional<RedriveTarget> redrive;
};

/// Reads a queue's attributes. Numbers CreateQueue would refuse ("12x", "", out of range) read
/// as std::strtoll reads them (their leading digits, else 0): such a scenario never runs, and the
/// checks made before its queues are created (validateScenario) keep their wording.
QueueConfig queueConfig(const QueueSpec &queue);
/// The first queue of the scenario with that name, read; none when there is no such queue.
std::optional<QueueConfig> queueConfig(const Scenario &scenario, std::string_view queue);

/// The names of the queues some queue of the scenario names as its dead-letter queue, each once,
/// in the order of the scenario's queues.
std::vector<std::string> deadLetterQueues(const Scenario &scenario);

/// A RedrivePolicy's maxReceiveCount, read the way CreateQueue's validation reads it.
struct MaxReceiveCountReading {
    /// A JSON number without a fraction, or a string of digits (a minus sign may lead); none for
    /// anything else. The range (1 to 1000) is the caller's to check.
    std::optional<std::int64_t> count;
    /// The value as written, for an error message: 5, 2.5, "abc" shows as abc.
    std::string text;
};
MaxReceiveCountReading readMaxReceiveCount(const QJsonValue &value);

/// An integer attribute value as CreateQueue reads it: strict, an optional minus sign and up to
/// 18 digits ("", " 6", "+6" and "5.0" are not integers, as in AWS).
std::optional<std::int64_t> parseAttributeInteger(std::string_view text);

/// Whether `text` reads as an AWS region name: lower-case words and a number joined by hyphens
/// ("eu-west-1", "us-gov-west-1", "ap-southeast-2"), at most 32 characters.
bool isRegionName(std::string_view text);
/// The region a host name names the way SQS endpoints do ("sqs.eu-west-1.amazonaws.com",
/// "sqs.eu-west-1.localhost:9324"), or "" when it names none.
std::string regionOfHost(std::string_view host);

/// The ARN the engine gives a queue of this name: "arn:aws:sqs:us-east-1:000000000000:orders".
std::string queueArnOf(std::string_view queue, std::string_view region = defaultRegion);
/// A RedrivePolicy attribute value naming `deadLetterQueue` by its ARN, in the compact form the
/// lessons and the what-if edits write:
/// {"deadLetterTargetArn":"arn:aws:sqs:us-east-1:000000000000:orders-dlq","maxReceiveCount":5}
std::string redrivePolicyJson(std::string_view deadLetterQueue, std::int64_t maxReceiveCount);

} // namespace inflight
