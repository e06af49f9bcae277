// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The animation export's words (its chapters, its problems, the GIF encoder's errors), in one
// translation context: these classes are not QObjects, and the command line and the window show
// the same sentences. A class rather than a free function, so that lupdate files
// `AnimationText::tr("…")` under the context it is looked up in.

#include <QCoreApplication>

namespace inflight {

struct AnimationText {
    Q_DECLARE_TR_FUNCTIONS(inflight::AnimationExport)
};

} // namespace inflight
