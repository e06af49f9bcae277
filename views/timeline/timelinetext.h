// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The timeline's words, translated in the timeline view's context: the painters, the model and
// the export are not QObjects, but their texts belong to the view. A class rather than a free
// function, so that lupdate files `TimelineText::tr("…")` under the context it is looked up in.

#include <QCoreApplication>

namespace inflight {

struct TimelineText {
    Q_DECLARE_TR_FUNCTIONS(inflight::TimelineView)
};

} // namespace inflight
