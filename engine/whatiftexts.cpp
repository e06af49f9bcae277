// SPDX-License-Identifier: GPL-3.0-or-later
#include "whatiftexts.h"

#include "eventlog.h"

#include <QtGlobal>

#include <array>
#include <cmath>
#include <string>

namespace inflight {

namespace {

constexpr const char *context = "WhatIf";

Sentence say(const char *source, std::vector<Sentence> args = {})
{
    return Sentence::say(context, source, std::move(args));
}

Sentence number(double value)
{
    return Sentence::text(std::to_string(static_cast<long long>(value)));
}

/// A value in seconds as the timeline writes it ("12.5"), rounded to the millisecond.
Sentence seconds(double value)
{
    return Sentence::decimalNumber(
        formatSeconds(static_cast<TimeMs>(std::llround(value * 1000.0))));
}

/// "2 messages": `one` for a value of one, `many` for any other; a translation gives %n its
/// plural forms.
Sentence messages(const char *one, const char *many, double value)
{
    Sentence s = say(value == 1 ? one : many);
    s.count = static_cast<int>(value);
    return s;
}

/// Which of a choice's phrases a value names (the delete policy, the idempotency).
template<std::size_t N> const char *chosen(const std::array<const char *, N> &phrases, double value)
{
    const int n = static_cast<int>(N);
    return phrases[static_cast<std::size_t>((static_cast<int>(value) % n + n) % n)];
}

constexpr std::array<const char *, whatIfCount> labels = {
    QT_TRANSLATE_NOOP("WhatIf", "Visibility timeout"),
    QT_TRANSLATE_NOOP("WhatIf", "Processing time"),
    QT_TRANSLATE_NOOP("WhatIf", "Heartbeat every"),
    QT_TRANSLATE_NOOP("WhatIf", "Workers"),
    QT_TRANSLATE_NOOP("WhatIf", "Receive wait time"),
    QT_TRANSLATE_NOOP("WhatIf", "maxReceiveCount"),
    QT_TRANSLATE_NOOP("WhatIf", "Delete"),
    QT_TRANSLATE_NOOP("WhatIf", "Idempotency"),
    QT_TRANSLATE_NOOP("WhatIf", "Batch size"),
    QT_TRANSLATE_NOOP("WhatIf", "Backoff on failure"),
    QT_TRANSLATE_NOOP("WhatIf", "Delete with an old handle"),
};

constexpr std::array<const char *, 3> deletePolicies = {
    QT_TRANSLATE_NOOP("WhatIf", "after the side effect"),
    QT_TRANSLATE_NOOP("WhatIf", "before processing"),
    QT_TRANSLATE_NOOP("WhatIf", "in a batch after processing"),
};
constexpr std::array<const char *, 3> deleteEdits = {
    QT_TRANSLATE_NOOP("WhatIf", "delete after the side effect"),
    QT_TRANSLATE_NOOP("WhatIf", "delete before processing"),
    QT_TRANSLATE_NOOP("WhatIf", "delete in a batch after processing"),
};
constexpr std::array<const char *, 3> idempotencies = {
    QT_TRANSLATE_NOOP("WhatIf", "none"),
    QT_TRANSLATE_NOOP("WhatIf", "a done record written after the effect"),
    QT_TRANSLATE_NOOP("WhatIf", "the provider's idempotency key"),
};
constexpr std::array<const char *, 3> idempotencyEdits = {
    // Only a value outside the range (3) comes here as "none"; 0 is "no idempotency".
    QT_TRANSLATE_NOOP("WhatIf", "idempotency: none"),
    QT_TRANSLATE_NOOP("WhatIf", "idempotency: a done record written after the effect"),
    QT_TRANSLATE_NOOP("WhatIf", "idempotency: the provider's idempotency key"),
};

} // namespace

Sentence whatIfLabelSentence(WhatIf parameter)
{
    const auto i = static_cast<std::size_t>(parameter);
    return i < labels.size() ? say(labels[i]) : Sentence{};
}

Sentence describeWhatIf(WhatIf parameter, double value)
{
    switch (parameter) {
    case WhatIf::VisibilityTimeout:
    case WhatIf::ProcessingTime:
    case WhatIf::WaitTime:
        return say(QT_TRANSLATE_NOOP("WhatIf", "%1 s"), {seconds(value)});
    case WhatIf::HeartbeatInterval:
        return value == 0 ? say(QT_TRANSLATE_NOOP("WhatIf", "no heartbeat"))
                          : say(QT_TRANSLATE_NOOP("WhatIf", "every %1 s"), {seconds(value)});
    case WhatIf::Workers:
        return number(value);
    case WhatIf::MaxReceiveCount:
        return value == 0 ? say(QT_TRANSLATE_NOOP("WhatIf", "no dead-letter queue"))
                          : number(value);
    case WhatIf::DeletePolicy:
        return say(chosen(deletePolicies, value));
    case WhatIf::Idempotency:
        return say(chosen(idempotencies, value));
    case WhatIf::BatchSize:
        return messages(QT_TRANSLATE_NOOP("WhatIf", "%n message"),
                        QT_TRANSLATE_NOOP("WhatIf", "%n messages"), value);
    case WhatIf::RetryBackoff:
        return value == 0 ? say(QT_TRANSLATE_NOOP("WhatIf", "retry at once"))
                          : say(QT_TRANSLATE_NOOP("WhatIf", "back off from %1 s, doubling"),
                                {seconds(value)});
    case WhatIf::StaleHandleDelete:
        return value == 0 ? say(QT_TRANSLATE_NOOP("WhatIf", "deletes nothing"))
                          : say(QT_TRANSLATE_NOOP("WhatIf", "deletes the message"));
    }
    return {};
}

Sentence describeWhatIfEdit(WhatIf parameter, double value)
{
    switch (parameter) {
    case WhatIf::VisibilityTimeout:
        return say(QT_TRANSLATE_NOOP("WhatIf", "visibility timeout %1 s"), {seconds(value)});
    case WhatIf::ProcessingTime:
        return say(QT_TRANSLATE_NOOP("WhatIf", "processing time %1 s"), {seconds(value)});
    case WhatIf::WaitTime:
        return say(QT_TRANSLATE_NOOP("WhatIf", "receive wait time %1 s"), {seconds(value)});
    case WhatIf::HeartbeatInterval:
        return value == 0
                   ? say(QT_TRANSLATE_NOOP("WhatIf", "no heartbeat"))
                   : say(QT_TRANSLATE_NOOP("WhatIf", "heartbeat every %1 s"), {seconds(value)});
    case WhatIf::Workers:
        return say(QT_TRANSLATE_NOOP("WhatIf", "workers %1"), {number(value)});
    case WhatIf::MaxReceiveCount:
        return value == 0 ? say(QT_TRANSLATE_NOOP("WhatIf", "no dead-letter queue"))
                          : say(QT_TRANSLATE_NOOP("WhatIf", "maxReceiveCount %1"), {number(value)});
    case WhatIf::DeletePolicy:
        return say(chosen(deleteEdits, value));
    case WhatIf::Idempotency:
        return value == 0 ? say(QT_TRANSLATE_NOOP("WhatIf", "no idempotency"))
                          : say(chosen(idempotencyEdits, value));
    case WhatIf::BatchSize:
        return messages(QT_TRANSLATE_NOOP("WhatIf", "batch size %n message"),
                        QT_TRANSLATE_NOOP("WhatIf", "batch size %n messages"), value);
    case WhatIf::RetryBackoff:
        return describeWhatIf(parameter, value);
    case WhatIf::StaleHandleDelete:
        return value == 0
                   ? say(QT_TRANSLATE_NOOP("WhatIf", "a delete with an old handle deletes nothing"))
                   : say(QT_TRANSLATE_NOOP("WhatIf",
                                           "a delete with an old handle deletes the message"));
    }
    return {};
}

Sentence describeWhatIfEdits(const std::vector<std::pair<WhatIf, double>> &edits)
{
    Sentence phrase;
    for (const auto &[parameter, value] : edits) {
        Sentence edit = describeWhatIfEdit(parameter, value);
        phrase = phrase.empty() ? std::move(edit)
                                : say(QT_TRANSLATE_NOOP("WhatIf", "%1, %2"),
                                      {std::move(phrase), std::move(edit)});
    }
    return phrase;
}

Sentence whatIfDoesNotApply(WhatIf parameter)
{
    return say(QT_TRANSLATE_NOOP("WhatIf", "%1 does not apply to this scenario"),
               {whatIfLabelSentence(parameter)});
}

Sentence whatIfOutOfRange(WhatIf parameter)
{
    const WhatIfRange allowed = whatIfRange(parameter);
    std::vector<Sentence> limits = {number(allowed.minimum), number(allowed.maximum)};
    switch (parameter) {
    case WhatIf::ProcessingTime:
        return say(QT_TRANSLATE_NOOP("WhatIf", "Processing time must be from %1 to %2 seconds"),
                   std::move(limits));
    case WhatIf::HeartbeatInterval:
        return say(QT_TRANSLATE_NOOP("WhatIf", "Heartbeat interval must be from %1 to %2 seconds"),
                   std::move(limits));
    default:
        break;
    }
    return say(QT_TRANSLATE_NOOP("WhatIf", "%1 must be a whole number from %2 to %3"),
               {whatIfLabelSentence(parameter), std::move(limits[0]), std::move(limits[1])});
}

Sentence whatIfNeedsDownstreamService()
{
    return say(
        QT_TRANSLATE_NOOP("WhatIf", "A provider idempotency key needs a downstream service"));
}

} // namespace inflight
