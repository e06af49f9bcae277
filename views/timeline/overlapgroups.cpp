// SPDX-License-Identifier: GPL-3.0-or-later
#include "overlapgroups.h"

#include "timelinetext.h"

#include <algorithm>
#include <map>
#include <utility>

namespace inflight {

OverlapGrouping::OverlapGrouping(const LaneLayout &layout, TimeMs t0, TimeMs t1, TimeToX xOf,
                                 double mergeGap)
    : m_layout(layout), m_t0(t0), m_t1(t1), m_xOf(std::move(xOf)), m_gap(mergeGap)
{
}

template<typename OnScreen, typename Key>
std::vector<OverlapGroup> OverlapGrouping::group(const std::vector<OverlapHighlight> &overlaps,
                                                 OnScreen onScreen, Key key) const
{
    std::vector<OverlapGroup> groups;
    // Each group's messages, to count them once it is complete.
    std::vector<std::vector<MessageNumber>> messages;
    // The group still open on each key (a pair of lanes, or a lane): overlaps come in time order,
    // so only the latest group of a key can take the next one.
    std::map<std::pair<int, int>, std::size_t> open;
    for (const OverlapHighlight &overlap : overlaps) {
        if (overlap.to < m_t0 || overlap.from > m_t1 || !onScreen(overlap))
            continue;
        const std::pair<int, int> k = key(overlap);
        const auto it = open.find(k);
        if (it != open.end()) {
            OverlapGroup &g = groups[it->second];
            if (m_xOf(overlap.from) <= m_xOf(g.to) + m_gap) {
                g.to = std::max(g.to, overlap.to);
                ++g.count;
                if (overlap.message != g.message)
                    g.message = noMessage;
                messages[it->second].push_back(overlap.message);
                continue;
            }
        }
        OverlapGroup g;
        g.from = overlap.from;
        g.to = overlap.to;
        g.count = 1;
        g.message = overlap.message;
        g.first = &overlap;
        open[k] = groups.size();
        groups.push_back(g);
        messages.push_back({overlap.message});
    }
    for (std::size_t i = 0; i < groups.size(); ++i) {
        std::vector<MessageNumber> &m = messages[i];
        std::sort(m.begin(), m.end());
        groups[i].messageCount = static_cast<int>(std::unique(m.begin(), m.end()) - m.begin());
    }
    return groups;
}

std::vector<OverlapGroup>
OverlapGrouping::workerGroups(const std::vector<OverlapHighlight> &overlaps) const
{
    auto onScreen = [this](const OverlapHighlight &o) {
        return m_layout.isOnScreen(o.firstWorkerLane) || m_layout.isOnScreen(o.secondWorkerLane);
    };
    auto lanes = [](const OverlapHighlight &o) {
        return std::minmax(o.firstWorkerLane, o.secondWorkerLane);
    };
    std::vector<OverlapGroup> groups = group(overlaps, onScreen, lanes);
    for (OverlapGroup &g : groups) {
        std::tie(g.firstWorkerLane, g.secondWorkerLane) = lanes(*g.first);
        g.messageLane = g.message != noMessage ? g.first->messageLane : -1;
    }
    return groups;
}

std::vector<OverlapGroup>
OverlapGrouping::messageGroups(const std::vector<OverlapHighlight> &overlaps) const
{
    auto onScreen = [this](const OverlapHighlight &o) {
        return m_layout.isOnScreen(o.messageLane);
    };
    auto lane = [](const OverlapHighlight &o) {
        return std::make_pair(o.messageLane, 0);
    };
    std::vector<OverlapGroup> groups = group(overlaps, onScreen, lane);
    for (OverlapGroup &g : groups)
        g.messageLane = g.first->messageLane;
    return groups;
}

const OverlapGroup *OverlapGrouping::groupOf(const std::vector<OverlapGroup> &groups,
                                             const OverlapHighlight &overlap)
{
    const auto [low, high] = std::minmax(overlap.firstWorkerLane, overlap.secondWorkerLane);
    for (const OverlapGroup &g : groups) {
        const bool sameLanes = g.firstWorkerLane >= 0
                                   ? g.firstWorkerLane == low && g.secondWorkerLane == high
                                   : g.messageLane == overlap.messageLane;
        if (sameLanes && g.from <= overlap.from && overlap.from <= g.to)
            return &g;
    }
    return nullptr;
}

std::vector<QString> overlapCaptions(const OverlapGroup &group, const QString &span)
{
    if (!group.merged()) {
        const MessageNumber message = group.first ? group.first->message : group.message;
        return {TimelineText::tr("double processing %1")
                    .arg(QString::fromStdString(messageLabel(message)))};
    }
    // From the longest caption to the shortest; each one whole sentence for the translator.
    const int count = static_cast<int>(group.count);
    const bool oneMessage = group.message != noMessage;
    const QString message = QString::fromStdString(messageLabel(group.message));
    std::vector<QString> texts;
    if (!span.isEmpty())
        texts.push_back(
            oneMessage
                ? TimelineText::tr("%Ln double processing(s) of %1, %2", nullptr, count)
                      .arg(message, span)
                : TimelineText::tr("%Ln double processing(s) (%L1 messages), %2", nullptr, count)
                      .arg(group.messageCount)
                      .arg(span));
    texts.push_back(
        oneMessage ? TimelineText::tr("%Ln double processing(s) of %1", nullptr, count).arg(message)
                   : TimelineText::tr("%Ln double processing(s) (%L1 messages)", nullptr, count)
                         .arg(group.messageCount));
    texts.push_back(TimelineText::tr("%Ln double processing(s)", nullptr, count));
    return texts;
}

} // namespace inflight
