// SPDX-License-Identifier: GPL-3.0-or-later
#include "queueengine.h"

#include "queueengine_p.h"

#include <QByteArray>
#include <QCryptographicHash>

#include <algorithm>
#include <cstdio>
#include <set>

namespace inflight {

namespace {

/// A live queue's key in queueByName: its region, a space (which no name has), its name, so that
/// a region's queues sort together, by name.
std::string queueKey(std::string_view region, std::string_view name)
{
    std::string key;
    key.reserve(region.size() + 1 + name.size());
    key.append(region).append(1, ' ').append(name);
    return key;
}

/// The region a queue URL names: in its host, as AWS's URLs have it
/// ("https://sqs.eu-west-1.amazonaws.com/000000000000/orders"), or after "/queue/" in its path,
/// as the engine writes it for an endpoint on an address
/// ("http://127.0.0.1:9324/queue/eu-west-1/000000000000/orders"); "" when it names none (a bare
/// name, a URL of the default region).
std::string regionOfUrl(std::string_view url)
{
    const std::size_t scheme = url.find("://");
    std::string_view path = url;
    if (scheme != std::string_view::npos) {
        const std::string_view rest = url.substr(scheme + 3);
        const std::size_t slash = rest.find('/');
        std::string inHost = regionOfHost(rest.substr(0, slash));
        if (!inHost.empty())
            return inHost;
        path = slash == std::string_view::npos ? std::string_view() : rest.substr(slash);
    }
    constexpr std::string_view marker = "/queue/";
    if (path.substr(0, marker.size()) != marker)
        return {};
    path.remove_prefix(marker.size());
    const std::string_view region = path.substr(0, path.find('/'));
    return region.size() < path.size() && isRegionName(region) ? std::string(region)
                                                               : std::string();
}

bool validQueueNameCharacters(std::string_view name)
{
    return std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               c == '-' || c == '_';
    });
}

bool endsWith(std::string_view text, std::string_view suffix)
{
    return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

std::string encodeToken(const std::string &lastName)
{
    const QByteArray raw = QByteArray::fromStdString("after:" + lastName);
    return raw.toBase64().toStdString();
}

std::optional<std::string> decodeToken(const std::string &token)
{
    const auto decoded = QByteArray::fromBase64Encoding(QByteArray::fromStdString(token),
                                                        QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return std::nullopt;
    const std::string text = decoded.decoded.toStdString();
    if (text.rfind("after:", 0) != 0)
        return std::nullopt;
    return text.substr(6);
}

} // namespace

QueueEngine::QueueEngine(EngineSettings settings, EngineLimits limits)
    : m_settings(settings), m_limits(limits)
{
    m_state.prng = Prng(settings.seed);
    m_state.queues.emplace_back();   // index 0 is "no queue"
    m_state.messages.emplace_back(); // message 0 is "no message"
    m_state.bodies.emplace_back();
    m_state.extras.emplace_back();
    m_state.polls.emplace_back();
    m_state.moveTasks.emplace_back();
}

QueueEngine::~QueueEngine() = default;

QueueEngine::QueueSlot::QueueSlot(std::unique_ptr<Queue> queue) : m_queue(std::move(queue)) {}

QueueEngine::QueueSlot::QueueSlot(const QueueSlot &other)
    : m_queue(other.m_queue ? std::make_unique<Queue>(*other.m_queue) : nullptr)
{
}

QueueEngine::QueueSlot::~QueueSlot() = default;

std::unique_ptr<QueueEngine> QueueEngine::copy() const
{
    auto copied = std::make_unique<QueueEngine>(m_settings, m_limits);
    // Copied, then moved in: the event log copies but does not copy-assign.
    copied->m_state = State(m_state);
    return copied;
}

// --- Clock and timers ---------------------------------------------------------------------------

TimeMs QueueEngine::nextTimerTime() const
{
    return m_state.scheduler.nextTime();
}

void QueueEngine::advanceTo(TimeMs time)
{
    while (!m_state.scheduler.empty() && m_state.scheduler.nextTime() <= time) {
        const TimeMs at = m_state.scheduler.nextTime();
        m_state.now = std::max(m_state.now, at);
        m_state.currentActor = engineActor;
        m_state.currentCall = 0;
        while (!m_state.scheduler.empty() && m_state.scheduler.nextTime() == at)
            fire(m_state.scheduler.pop());
        serveWaitingPolls();
    }
    m_state.now = std::max(m_state.now, time);
}

void QueueEngine::fire(const Timer &timer)
{
    switch (timer.kind) {
    case TimerKind::DelayEnd: {
        Message &msg = message(timer.target);
        if (msg.timerGeneration != timer.generation || msg.state != MessagePhase::Delayed)
            return;
        Queue &q = queue(msg.queue);
        --q.delayed;
        logEvent(events::delayEnded(msg.queue, timer.target));
        makeVisible(timer.target);
        return;
    }
    case TimerKind::VisibilityDeadline: {
        Message &msg = message(timer.target);
        if (msg.timerGeneration != timer.generation || msg.state != MessagePhase::InFlight)
            return;
        Queue &q = queue(msg.queue);
        --q.inFlight;
        logEvent(events::visibilityExpired(msg.queue, timer.target, msg.receiveCount, false));
        makeVisible(timer.target);
        return;
    }
    case TimerKind::RetentionCheck: {
        Queue &q = queue(timer.target);
        if (q.deleted || q.retentionGeneration != timer.generation)
            return;
        q.retentionTimerAt = neverMs;
        checkRetention(timer.target);
        return;
    }
    case TimerKind::PollTimeout: {
        Poll &poll = m_state.polls[timer.target];
        if (!poll.waiting || poll.generation != timer.generation)
            return;
        Queue &q = queue(poll.queue);
        q.waitingPolls.erase(std::find(q.waitingPolls.begin(), q.waitingPolls.end(), timer.target));
        m_state.currentActor = poll.params.actor;
        m_state.currentCall = poll.params.call;
        logEvent(events::emptyReceive(poll.queue, m_state.now - poll.params.requestTime));
        m_state.currentActor = engineActor;
        m_state.currentCall = 0;
        completePoll(timer.target, ReceiveMessageResult{});
        return;
    }
    case TimerKind::MoveTaskTick:
        if (m_state.moveTasks[timer.target].generation == timer.generation)
            runMoveTask(timer.target);
        return;
    case TimerKind::ActorWake:
    case TimerKind::Heartbeat:
    case TimerKind::CrashFault:
    case TimerKind::Operation:
        return; // the simulation's timers; never scheduled here
    }
}

void QueueEngine::scheduleRetention(Queue &q)
{
    if (q.retentionHeap.empty())
        return;
    const TimeMs due = q.retentionHeap.front().first;
    if (due >= q.retentionTimerAt)
        return;
    q.retentionTimerAt = due;
    m_state.scheduler.schedule(due, TimerKind::RetentionCheck, q.index, ++q.retentionGeneration);
}

namespace {
bool expiresLater(const std::pair<TimeMs, MessageNumber> &x,
                  const std::pair<TimeMs, MessageNumber> &y)
{
    return x > y;
}
} // namespace

void QueueEngine::checkRetention(QueueIndex queueIndex)
{
    Queue &q = queue(queueIndex);
    auto &heap = q.retentionHeap;
    while (!heap.empty() && heap.front().first <= m_state.now) {
        std::pop_heap(heap.begin(), heap.end(), expiresLater);
        const MessageNumber number = heap.back().second;
        heap.pop_back();
        const Message &msg = m_state.messages[number];
        if (msg.queue != queueIndex || !phaseIsLive(msg.state))
            continue;
        removeMessage(number, MessagePhase::Expired, events::messageExpired(queueIndex, number));
    }
    scheduleRetention(q);
}

void QueueEngine::rebuildRetentionHeap(Queue &q)
{
    // Keep only live messages of this queue, with expiries under the current retention period.
    auto &heap = q.retentionHeap;
    std::size_t kept = 0;
    for (const auto &[expiry, number] : heap) {
        const Message &msg = m_state.messages[number];
        if (msg.queue == q.index && phaseIsLive(msg.state))
            heap[kept++] = {msg.enqueueTime + q.retentionMs, number};
    }
    heap.resize(kept);
    std::make_heap(heap.begin(), heap.end(), expiresLater);
    q.retentionTimerAt = neverMs;
    ++q.retentionGeneration;
    // A shorter retention period can make messages expire at once.
    if (!heap.empty() && heap.front().first <= m_state.now)
        checkRetention(q.index);
    else
        scheduleRetention(q);
}

// --- Calls and the log --------------------------------------------------------------------------

std::uint32_t QueueEngine::logEvent(Event event)
{
    event.time = m_state.now;
    event.actor = m_state.currentActor;
    event.call = m_state.currentCall;
    return m_state.log.append(event);
}

std::uint32_t QueueEngine::logActorEvent(ActorId actor, Event event)
{
    // An actor's own doing answers no API call.
    event.time = m_state.now;
    event.actor = actor;
    event.call = 0;
    return m_state.log.append(event);
}

std::uint32_t QueueEngine::beginCall(Action action, ActorId actor, QueueIndex queue)
{
    ++m_state.callDepth;
    m_state.currentActor = actor;
    m_state.currentCall = 0;
    const std::uint32_t call = logEvent(events::apiCall(action, queue));
    m_state.currentCall = call;
    return call;
}

void QueueEngine::endCall(std::uint32_t call, ErrorCode error, std::int64_t count,
                          bool longPollWaits)
{
    events::setCallOutcome(m_state.log.pendingCall(call), error, count, longPollWaits);
    if (--m_state.callDepth == 0) {
        serveWaitingPolls();
        m_state.currentActor = engineActor;
        m_state.currentCall = 0;
    }
}

// --- Queues -------------------------------------------------------------------------------------

std::string QueueEngine::queueUrl(QueueIndex index) const
{
    return urlOfQueue(queue(index).region, queue(index).name);
}

std::string QueueEngine::urlOfQueue(const std::string &region, const std::string &name) const
{
    if (region == defaultRegion)
        return m_settings.endpoint + "/" + accountId + "/" + name;
    // An endpoint on 127.0.0.1 has no host name to put the region in, as AWS's URLs do
    // (sqs.eu-west-1.amazonaws.com): it goes in the path, as LocalStack's "path" URLs have it.
    // A client that came by a host naming the region gets AWS's form (SqsEndpoint).
    return m_settings.endpoint + "/queue/" + region + "/" + accountId + "/" + name;
}

std::string QueueEngine::queueArn(QueueIndex index) const
{
    return queueArnOf(queue(index).name, queue(index).region);
}

const std::string &QueueEngine::queueName(QueueIndex index) const
{
    return queue(index).name;
}

const std::string &QueueEngine::queueRegion(QueueIndex index) const
{
    return queue(index).region;
}

void QueueEngine::setRegion(std::string_view region)
{
    if (region.empty())
        region = defaultRegion;
    if (region != m_state.region)
        m_state.region = region;
}

void QueueEngine::nameQueuesWithRegions()
{
    std::set<std::string_view> regions;
    for (QueueIndex index = 1; index <= queueCount(); ++index)
        regions.insert(queue(index).region);
    if (regions.size() < 2)
        return;
    for (QueueIndex index = 1; index <= queueCount(); ++index)
        m_state.log.setQueueName(index, queue(index).name + " (" + queue(index).region + ")");
}

QueueIndex QueueEngine::liveQueue(std::string_view region, std::string_view name) const
{
    const auto found = m_state.queueByName.find(queueKey(region, name));
    return found == m_state.queueByName.end() ? noQueue : found->second;
}

bool QueueEngine::queueIsFifo(QueueIndex index) const
{
    return queue(index).fifo;
}

QueueIndex QueueEngine::findQueue(std::string_view urlOrName) const
{
    if (!m_state.lastLookupText.empty() && urlOrName == m_state.lastLookupText &&
        m_state.region == m_state.lastLookupRegion)
        return m_state.lastLookupIndex;
    const std::string_view asGiven = urlOrName;
    const std::string region = regionOfUrl(urlOrName);
    // A URL is accepted by its last path segment, as SCRIPT.md allows.
    while (!urlOrName.empty() && urlOrName.back() == '/')
        urlOrName.remove_suffix(1);
    if (auto slash = urlOrName.rfind('/'); slash != std::string_view::npos)
        urlOrName.remove_prefix(slash + 1);
    const QueueIndex found =
        liveQueue(region.empty() ? std::string_view(m_state.region) : region, urlOrName);
    if (found == noQueue)
        return noQueue;
    m_state.lastLookupText = asGiven;
    m_state.lastLookupRegion = m_state.region;
    m_state.lastLookupIndex = found;
    return found;
}

QueueIndex QueueEngine::findQueueByArn(std::string_view arn) const
{
    // arn:aws:sqs:REGION:ACCOUNT:NAME, in any region.
    constexpr std::string_view head = "arn:aws:sqs:";
    if (arn.substr(0, head.size()) != head)
        return noQueue;
    arn.remove_prefix(head.size());
    const std::size_t colon = arn.find(':');
    if (colon == std::string_view::npos)
        return noQueue;
    const std::string_view region = arn.substr(0, colon);
    arn.remove_prefix(colon + 1);
    const std::string_view account = accountId;
    if (arn.size() <= account.size() || arn.substr(0, account.size()) != account ||
        arn[account.size()] != ':')
        return noQueue;
    return liveQueue(region, arn.substr(account.size() + 1));
}

Outcome<QueueIndex> QueueEngine::resolveQueue(const std::string &url) const
{
    if (url.empty())
        return missingParameter("QueueUrl");
    const QueueIndex index = findQueue(url);
    if (index == noQueue)
        return nonExistentQueue();
    return index;
}

QueueEngine::QueueCounts QueueEngine::queueCounts(QueueIndex index) const
{
    const Queue &q = queue(index);
    return {q.visible, q.inFlight, q.delayed};
}

Outcome<QueueUrlResult> QueueEngine::createQueue(const CreateQueueRequest &request, ActorId actor)
{
    CallScope<QueueUrlResult> call(*this, Action::CreateQueue, actor);
    auto fail = [&](ApiError error) {
        return call.fail(std::move(error));
    };
    const std::string &name = request.queueName;
    auto failName = [&](ApiError error) {
        error.parameter = "QueueName";
        return fail(std::move(error));
    };
    if (name.empty())
        return failName(missingParameter("QueueName"));

    bool fifo = false;
    if (auto attr = request.attributes.find("FifoQueue"); attr != request.attributes.end()) {
        const std::optional<bool> flag = readAttributeFlag(attr->second);
        if (flag == true)
            fifo = true;
        else if (flag == false)
            return fail({ErrorCode::InvalidAttributeName, "Unknown Attribute FifoQueue.", true,
                         "FifoQueue"});
        else
            return fail({ErrorCode::InvalidAttributeValue,
                         "Invalid value for the parameter FifoQueue.", true, "FifoQueue"});
    }
    const bool nameOk =
        name.size() <= 80 &&
        validQueueNameCharacters(fifo && endsWith(name, ".fifo")
                                     ? std::string_view(name).substr(0, name.size() - 5)
                                     : std::string_view(name));
    if (fifo && (!nameOk || !endsWith(name, ".fifo") || name.size() == 5))
        return failName(invalidParameter(
            "The name of a FIFO queue can only include alphanumeric characters, hyphens, or "
            "underscores, must end with .fifo suffix and be 1 to 80 in length"));
    if (!fifo && !nameOk)
        return failName(invalidParameter("Can only include alphanumeric characters, hyphens, or "
                                         "underscores. 1 to 80 in length"));

    if (const QueueIndex existing = findQueue(name); existing != noQueue) {
        // The same call again returns the same URL; a different value for any given attribute is
        // an error naming that attribute. The values are applied to a copy of the queue's
        // settings first: an invalid one is refused as on a new queue, and each is compared in
        // the form the queue keeps (a RedrivePolicy with spaces or maxReceiveCount "5", a flag
        // written True), as AWS compares; an attribute the queue lacks differs from a value.
        Queue copy = settingsOf(queue(existing));
        if (auto error = applyQueueAttributes(copy, request.attributes, true))
            return fail(*error);
        for (const auto &[attribute, value] : request.attributes) {
            if (currentAttributeValue(queue(existing), attribute) !=
                currentAttributeValue(copy, attribute))
                return fail({ErrorCode::QueueAlreadyExists,
                             "A queue already exists with the same name and a different value "
                             "for attribute " +
                                 attribute,
                             true, attribute});
        }
        call.setQueue(existing);
        return call.finish(QueueUrlResult{queueUrl(existing)});
    }
    if (auto deleted = m_state.recentlyDeleted.find(queueKey(m_state.region, name));
        deleted != m_state.recentlyDeleted.end() &&
        m_state.now - deleted->second < queueNameReuseMs)
        return fail({ErrorCode::QueueDeletedRecently,
                     "You must wait 60 seconds after deleting a queue before you can create "
                     "another with the same name."});

    auto q = std::make_unique<Queue>();
    q->index = static_cast<QueueIndex>(m_state.queues.size());
    q->name = name;
    q->region = m_state.region;
    q->fifo = fifo;
    q->createdAt = q->lastModifiedAt = m_state.now;
    if (auto error = applyQueueAttributes(*q, request.attributes, true))
        return fail(*error);
    q->deduplicatePerGroup = q->deduplicationScope == "messageGroup";
    if (auto error = checkTags(*q, request.tags))
        return fail(*error);
    q->tags = request.tags;
    const QueueIndex index = q->index;
    m_state.queues.emplace_back(std::move(q));
    m_state.queueByName[queueKey(m_state.region, name)] = index;
    m_state.log.setQueueName(index, name);
    call.setQueue(index);
    logEvent(events::queueCreated(index, fifo));
    return call.finish(QueueUrlResult{queueUrl(index)});
}

Outcome<QueueUrlResult> QueueEngine::getQueueUrl(const GetQueueUrlRequest &request, ActorId actor)
{
    CallScope<QueueUrlResult> call(*this, Action::GetQueueUrl, actor);
    if (request.queueName.empty())
        return call.fail(missingParameter("QueueName"));
    const QueueIndex found = liveQueue(m_state.region, request.queueName);
    if (found == noQueue)
        return call.fail(nonExistentQueue());
    call.setQueue(found);
    return call.finish(QueueUrlResult{queueUrl(found)});
}

Outcome<QueueUrlListResult> QueueEngine::listQueues(const ListQueuesRequest &request, ActorId actor)
{
    CallScope<QueueUrlListResult> call(*this, Action::ListQueues, actor);
    auto fail = [&](ApiError error) {
        return call.fail(std::move(error));
    };
    if (request.maxResults && (*request.maxResults < 1 || *request.maxResults > 1000))
        return fail(invalidParameter("Value for parameter MaxResults is invalid. Reason: "
                                     "MaxResults must be an integer between 1 and 1000."));
    std::string after;
    if (!request.nextToken.empty()) {
        if (!request.maxResults)
            return fail(invalidParameter(
                "MaxResults is a mandatory parameter when you provide a value for NextToken."));
        auto decoded = decodeToken(request.nextToken);
        if (!decoded || decoded->rfind(request.queueNamePrefix, 0) != 0)
            return fail(invalidParameter("Invalid NextToken value."));
        after = *decoded;
    }
    const std::size_t limit =
        request.maxResults ? static_cast<std::size_t>(*request.maxResults) : 1000;
    QueueUrlListResult result;
    // The region's queues, in name order.
    const std::string region = queueKey(m_state.region, "");
    const std::string from = region + request.queueNamePrefix;
    auto it = after.empty() ? m_state.queueByName.lower_bound(from)
                            : m_state.queueByName.upper_bound(region + after);
    std::string lastName;
    for (; it != m_state.queueByName.end() && it->first.rfind(from, 0) == 0; ++it) {
        if (result.queueUrls.size() == limit) {
            // Only a caller that asked for pages gets a token to the next one.
            if (request.maxResults)
                result.nextToken = encodeToken(lastName);
            break;
        }
        result.queueUrls.push_back(queueUrl(it->second));
        lastName = it->first.substr(region.size());
    }
    const auto count = static_cast<std::int64_t>(result.queueUrls.size());
    return call.finish(std::move(result), count);
}

Outcome<EmptyResult> QueueEngine::deleteQueue(const DeleteQueueRequest &request, ActorId actor)
{
    CallScope<EmptyResult> call(*this, Action::DeleteQueue, actor);
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return call.fail(resolved.error());
    const QueueIndex index = resolved.result();
    call.setQueue(index);
    Queue &q = queue(index);
    for (const auto &[expiry, number] : q.retentionHeap) {
        Message &msg = m_state.messages[number];
        if (msg.queue == index && phaseIsLive(msg.state)) {
            msg.state = MessagePhase::Dropped;
            ++msg.timerGeneration;
        }
    }
    q.retentionHeap.clear();
    q.visibleOrder.clear();
    q.visible = q.inFlight = q.delayed = 0;
    q.deleted = true;
    ++q.retentionGeneration;
    m_state.queueByName.erase(queueKey(q.region, q.name));
    m_state.lastLookupText.clear();
    m_state.recentlyDeleted[queueKey(q.region, q.name)] = m_state.now;
    logEvent(events::queueDeleted(index));
    cancelPollsOnQueue(index);
    return call.finish(EmptyResult{});
}

Outcome<EmptyResult> QueueEngine::purgeQueue(const PurgeQueueRequest &request, ActorId actor)
{
    CallScope<EmptyResult> call(*this, Action::PurgeQueue, actor);
    const auto resolved = resolveQueue(request.queueUrl);
    if (!resolved)
        return call.fail(resolved.error());
    const QueueIndex index = resolved.result();
    call.setQueue(index);
    Queue &q = queue(index);
    // Compared as "last > now - interval": "now - last" overflows while last is -neverMs (never
    // purged), which refused every first purge made after t=0.
    if (q.lastPurgeAt > m_state.now - purgeIntervalMs)
        return call.fail(
            ApiError{ErrorCode::PurgeQueueInProgress, "Only one PurgeQueue operation on " + q.name +
                                                          " is allowed every 60 seconds."});
    q.lastPurgeAt = m_state.now;
    // The real deletion takes up to 60 s; a deterministic engine purges at once (documented).
    std::vector<MessageNumber> live;
    for (const auto &[expiry, number] : q.retentionHeap) {
        const Message &msg = m_state.messages[number];
        if (msg.queue == index && phaseIsLive(msg.state))
            live.push_back(number);
    }
    std::sort(live.begin(), live.end());
    live.erase(std::unique(live.begin(), live.end()), live.end());
    for (MessageNumber number : live)
        removeMessage(number, MessagePhase::Purged, events::messagePurged(index, number));
    q.dedup.clear();
    q.dedupExpiry.clear();
    q.attempts.clear();
    rebuildRetentionHeap(q);
    logEvent(events::queuePurged(index, static_cast<std::int64_t>(live.size())));
    return call.finish(EmptyResult{}, static_cast<std::int64_t>(live.size()));
}

// --- Message accessors --------------------------------------------------------------------------

std::string QueueEngine::digest() const
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArray::fromStdString(m_state.log.digest()));
    auto add = [&](const std::string &text) {
        const auto size = static_cast<std::uint32_t>(text.size());
        const char length[4] = {
            static_cast<char>(size & 0xff), static_cast<char>((size >> 8) & 0xff),
            static_cast<char>((size >> 16) & 0xff), static_cast<char>((size >> 24) & 0xff)};
        hash.addData(QByteArrayView(length, 4));
        hash.addData(QByteArrayView(text.data(), static_cast<qsizetype>(text.size())));
    };
    for (MessageNumber n = 1; n < m_state.messages.size(); ++n) {
        add(m_state.bodies[n]);
        const MessageExtras &extras = m_state.extras[m_state.messages[n].extras];
        for (const auto *attributes : {&extras.attributes, &extras.systemAttributes}) {
            add(std::to_string(attributes->size()));
            for (const auto &[name, value] : *attributes) {
                add(name);
                add(value.dataType);
                add(value.stringValue);
                add(value.binaryValue);
            }
        }
        add(extras.deduplicationId);
    }
    return hash.result().toHex().toStdString();
}

MessageNumber QueueEngine::messageCount() const
{
    return static_cast<MessageNumber>(m_state.messages.size() - 1);
}

QueueEngine::Message &QueueEngine::message(MessageNumber number)
{
    return m_state.messages[number];
}

std::string uuidFromNumber(std::uint32_t number, std::uint32_t salt)
{
    // The products and sums stay in 32 bits (they wrap there), as the ids were first made.
    const std::uint64_t hi = mix64(number * 2 + salt);
    const std::uint64_t lo = mix64(number * 2 + 1 + salt);
    char text[40];
    std::snprintf(text, sizeof text, "%08x-%04x-4%03x-%04x-%012llx",
                  static_cast<unsigned>(hi >> 32), static_cast<unsigned>((hi >> 16) & 0xffff),
                  static_cast<unsigned>(hi & 0xfff),
                  static_cast<unsigned>(0x8000 | ((lo >> 48) & 0x3fff)),
                  static_cast<unsigned long long>(lo & 0xffffffffffffULL));
    return text;
}

std::string QueueEngine::messageId(MessageNumber number) const
{
    return uuidFromNumber(number, messageIdSalt);
}

const std::string &QueueEngine::messageBody(MessageNumber number) const
{
    return m_state.bodies[number];
}

const MessageAttributeMap &QueueEngine::messageAttributes(MessageNumber number) const
{
    return m_state.extras[m_state.messages[number].extras].attributes;
}

const MessageAttributeMap &QueueEngine::messageSystemAttributes(MessageNumber number) const
{
    return m_state.extras[m_state.messages[number].extras].systemAttributes;
}

std::string QueueEngine::messageGroupId(MessageNumber number) const
{
    return m_state.log.string(m_state.messages[number].groupString);
}

std::string QueueEngine::messageDeduplicationId(MessageNumber number) const
{
    return m_state.extras[m_state.messages[number].extras].deduplicationId;
}

TimeMs QueueEngine::messageSentTime(MessageNumber number) const
{
    return m_state.messages[number].sentTime;
}

std::uint32_t QueueEngine::messageReceiveCount(MessageNumber number) const
{
    return m_state.messages[number].receiveCount;
}

bool QueueEngine::messageIsLive(MessageNumber number) const
{
    return phaseIsLive(m_state.messages[number].state);
}

QueueIndex QueueEngine::messageQueue(MessageNumber number) const
{
    return m_state.messages[number].queue;
}

} // namespace inflight
