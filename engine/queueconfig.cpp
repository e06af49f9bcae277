// SPDX-License-Identifier: GPL-3.0-or-later
#include "queueconfig.h"

#include "queueengine_p.h"
#include "scenario.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace inflight {

namespace {

/// A number attribute as the simulation has always read it, or `fallback` when it is absent.
std::int64_t secondsAttribute(const AttributeMap &attributes, const char *name,
                              std::int64_t fallback)
{
    const auto it = attributes.find(name);
    return it == attributes.end() ? fallback : std::strtoll(it->second.c_str(), nullptr, 10);
}

/// The policy's target and count; none when the policy does not name a target (it is then no
/// valid policy, and CreateQueue refuses it).
std::optional<RedriveTarget> redriveTarget(const std::string &policyText)
{
    const QJsonObject policy =
        QJsonDocument::fromJson(QByteArray::fromStdString(policyText)).object();
    const std::string arn =
        policy.value(QLatin1String("deadLetterTargetArn")).toString().toStdString();
    if (arn.empty())
        return std::nullopt;
    RedriveTarget target;
    // The queue's name is the ARN's last part (the whole text when it has no colon).
    target.deadLetterQueue = arn.substr(arn.rfind(':') + 1);
    target.maxReceiveCount =
        readMaxReceiveCount(policy.value(QLatin1String("maxReceiveCount"))).count.value_or(0);
    return target;
}

/// A JSON value as compact JSON text ("5", "2.5", "true").
std::string compactJson(const QJsonValue &value)
{
    const std::string text =
        QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).toStdString();
    return text.substr(1, text.size() - 2);
}

} // namespace

QueueConfig queueConfig(const QueueSpec &queue)
{
    const AttributeMap &attributes = queue.attributes;
    QueueConfig config;
    const auto fifo = attributes.find("FifoQueue");
    config.fifo = fifo != attributes.end() && fifo->second == "true";
    config.visibilityTimeoutSeconds =
        secondsAttribute(attributes, "VisibilityTimeout", defaultVisibilityTimeoutSeconds);
    config.delaySeconds = secondsAttribute(attributes, "DelaySeconds", defaultDelaySeconds);
    config.retentionSeconds =
        secondsAttribute(attributes, "MessageRetentionPeriod", defaultRetentionSeconds);
    config.receiveWaitTimeSeconds = secondsAttribute(attributes, "ReceiveMessageWaitTimeSeconds",
                                                     defaultReceiveWaitTimeSeconds);
    if (const auto policy = attributes.find("RedrivePolicy"); policy != attributes.end())
        config.redrive = redriveTarget(policy->second);
    return config;
}

std::optional<QueueConfig> queueConfig(const Scenario &scenario, std::string_view queue)
{
    const auto it = std::find_if(scenario.queues.begin(), scenario.queues.end(),
                                 [&](const QueueSpec &q) { return q.name == queue; });
    if (it == scenario.queues.end())
        return std::nullopt;
    return queueConfig(*it);
}

std::vector<std::string> deadLetterQueues(const Scenario &scenario)
{
    std::vector<std::string> names;
    for (const QueueSpec &queue : scenario.queues) {
        const auto redrive = queueConfig(queue).redrive;
        if (redrive &&
            std::find(names.begin(), names.end(), redrive->deadLetterQueue) == names.end())
            names.push_back(redrive->deadLetterQueue);
    }
    return names;
}

MaxReceiveCountReading readMaxReceiveCount(const QJsonValue &value)
{
    MaxReceiveCountReading reading;
    if (value.isDouble()) {
        const double d = value.toDouble();
        reading.text = compactJson(value);
        if (d == static_cast<double>(static_cast<std::int64_t>(d)))
            reading.count = static_cast<std::int64_t>(d);
    } else if (value.isString()) {
        reading.text = value.toString().toStdString();
        reading.count = parseAttributeInteger(reading.text);
    } else {
        reading.text = compactJson(value);
    }
    return reading;
}

std::optional<std::int64_t> parseAttributeInteger(std::string_view text)
{
    if (text.empty() || text.size() > 18)
        return std::nullopt;
    std::size_t i = text[0] == '-' ? 1 : 0;
    if (i == text.size())
        return std::nullopt;
    std::int64_t value = 0;
    for (; i < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9')
            return std::nullopt;
        value = value * 10 + (text[i] - '0');
    }
    return text[0] == '-' ? -value : value;
}

bool isRegionName(std::string_view text)
{
    // Words of lower-case letters, then a number: "eu-west-1", "us-gov-west-1".
    if (text.empty() || text.size() > 32)
        return false;
    int words = 0;
    bool number = false;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('-', start), text.size());
        const std::string_view part = text.substr(start, end - start);
        if (part.empty())
            return false;
        const bool letters =
            std::all_of(part.begin(), part.end(), [](char c) { return c >= 'a' && c <= 'z'; });
        const bool digits =
            std::all_of(part.begin(), part.end(), [](char c) { return c >= '0' && c <= '9'; });
        if (end == text.size())
            number = digits;
        else if (!letters)
            return false;
        else
            ++words;
        start = end + 1;
    }
    return number && words >= 2;
}

std::string regionOfHost(std::string_view host)
{
    if (host.empty() || host.front() == '[')
        return {};
    host = host.substr(0, host.find(':'));
    std::string lower(host);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    // "sqs.REGION.amazonaws.com" as AWS names its endpoints today, and "REGION.queue.amazonaws.com"
    // as it did.
    const std::size_t first = lower.find('.');
    if (first == std::string::npos)
        return {};
    const std::size_t second = lower.find('.', first + 1);
    if (second == std::string::npos)
        return {};
    const std::string_view label1 = std::string_view(lower).substr(0, first);
    const std::string_view label2 = std::string_view(lower).substr(first + 1, second - first - 1);
    if (label1 == "sqs" && isRegionName(label2))
        return std::string(label2);
    if (label2 == "queue" && isRegionName(label1))
        return std::string(label1);
    return {};
}

std::string queueArnOf(std::string_view queue, std::string_view region)
{
    std::string arn = "arn:aws:sqs:";
    arn.append(region).append(":").append(accountId).append(":").append(queue);
    return arn;
}

std::string redrivePolicyJson(std::string_view deadLetterQueue, std::int64_t maxReceiveCount)
{
    return "{\"deadLetterTargetArn\":\"" + queueArnOf(deadLetterQueue) +
           "\",\"maxReceiveCount\":" + std::to_string(maxReceiveCount) + "}";
}

} // namespace inflight
