// SPDX-License-Identifier: GPL-3.0-or-later
// Queue tags: TagQueue, UntagQueue, ListQueueTags, and the tags CreateQueue takes. The limits are
// AWS's (at most 50 tags per queue, keys of 1 to 128 characters, values of at most 256); the
// messages are those peers answer with (moto, validated against AWS), since AWS's snapshots do not
// record them.

#include "queueengine.h"

#include "queueengine_p.h"

namespace inflight {

namespace {

constexpr std::size_t maxTagsPerQueue = 50;
constexpr std::size_t maxTagKeyLength = 128;
constexpr std::size_t maxTagValueLength = 256;

/// Characters, not bytes: AWS counts a tag's length in Unicode characters.
std::size_t characterCount(const std::string &utf8)
{
    std::size_t count = 0;
    for (const unsigned char c : utf8)
        count += (c & 0xc0) != 0x80;
    return count;
}

ApiError tagKeyLengthError()
{
    return invalidParameter("Tag keys must be between 1 and 128 characters in length.");
}

} // namespace

std::optional<ApiError> QueueEngine::checkTags(const Queue &q, const AttributeMap &tags)
{
    std::size_t added = 0;
    for (const auto &[key, value] : tags) {
        if (key.empty() || characterCount(key) > maxTagKeyLength)
            return tagKeyLengthError();
        if (characterCount(value) > maxTagValueLength)
            return invalidParameter("Tag values may only be up to 256 characters in length.");
        added += q.tags.count(key) == 0;
    }
    if (q.tags.size() + added > maxTagsPerQueue)
        return invalidParameter("Too many tags added for queue " + q.name + ".");
    return std::nullopt;
}

Outcome<EmptyResult> QueueEngine::tagQueue(const TagQueueRequest &request, ActorId actor)
{
    CallScope<EmptyResult> call(*this, Action::TagQueue, actor);
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return call.fail(resolved.error());
    call.setQueue(resolved.result());
    Queue &q = queue(resolved.result());
    if (request.tags.empty())
        return call.fail(missingParameter("Tags"));
    // All or nothing: a request that fails changes no tag.
    if (auto error = checkTags(q, request.tags))
        return call.fail(*error);
    for (const auto &[key, value] : request.tags)
        q.tags[key] = value;
    return call.finish(EmptyResult{}, static_cast<std::int64_t>(request.tags.size()));
}

Outcome<EmptyResult> QueueEngine::untagQueue(const UntagQueueRequest &request, ActorId actor)
{
    CallScope<EmptyResult> call(*this, Action::UntagQueue, actor);
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return call.fail(resolved.error());
    call.setQueue(resolved.result());
    Queue &q = queue(resolved.result());
    if (request.tagKeys.empty())
        return call.fail(tagKeyLengthError());
    for (const std::string &key : request.tagKeys) {
        if (key.empty() || characterCount(key) > maxTagKeyLength)
            return call.fail(tagKeyLengthError());
    }
    for (const std::string &key : request.tagKeys)
        q.tags.erase(key);
    return call.finish(EmptyResult{}, static_cast<std::int64_t>(request.tagKeys.size()));
}

Outcome<ListQueueTagsResult> QueueEngine::listQueueTags(const ListQueueTagsRequest &request,
                                                        ActorId actor)
{
    CallScope<ListQueueTagsResult> call(*this, Action::ListQueueTags, actor);
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return call.fail(resolved.error());
    call.setQueue(resolved.result());
    const Queue &q = queue(resolved.result());
    return call.finish(ListQueueTagsResult{q.tags}, static_cast<std::int64_t>(q.tags.size()));
}

} // namespace inflight
