// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A double processing placed on the timeline's lanes, for the tests of its captions and bands.

#include "timelinemodel.h"

namespace inflight {

inline OverlapHighlight testOverlap(MessageNumber message, int firstLane, int secondLane,
                                    TimeMs from, TimeMs to, int messageLane = -1)
{
    OverlapHighlight o;
    o.message = message;
    o.firstWorkerLane = firstLane;
    o.secondWorkerLane = secondLane;
    o.from = from;
    o.to = to;
    o.messageLane = messageLane;
    return o;
}

} // namespace inflight
