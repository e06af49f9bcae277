// SPDX-License-Identifier: GPL-3.0-or-later
#include "narration.h"

#include "eventtexts.h"

#include <algorithm>

namespace inflight {

bool isMajorEvent(const Event &e)
{
    // API-call bookkeeping is not part of the story.
    return e.kind != EventKind::ApiCall && e.kind != EventKind::QueueCreated &&
           e.kind != EventKind::EmptyReceive && e.kind != EventKind::MoveTaskStatus;
}

std::string describeEvent(const Run &run, std::uint64_t sequence)
{
    return fillSentence(eventSentence(run, sequence));
}

Narration::Narration(const Run &run) : m_run(&run)
{
    const EventLog &log = run.log();
    for (std::uint64_t i = 0; i < log.size(); ++i) {
        if (isMajorEvent(log[i]))
            m_major.push_back(i);
    }
}

std::size_t Narration::majorUpTo(TimeMs time) const
{
    const EventLog &log = m_run->log();
    return static_cast<std::size_t>(
        std::upper_bound(m_major.begin(), m_major.end(), time,
                         [&](TimeMs t, std::uint64_t sequence) { return t < log[sequence].time; }) -
        m_major.begin());
}

} // namespace inflight
