// SPDX-License-Identifier: GPL-3.0-or-later
#include "annotation.h"

namespace inflight {

const char *annotationAnchorName(Annotation::Anchor anchor)
{
    switch (anchor) {
    case Annotation::Anchor::Time:
        return "time";
    case Annotation::Anchor::Event:
        return "event";
    case Annotation::Anchor::Message:
        return "message";
    }
    return "time";
}

bool annotationAnchorFromName(const QString &name, Annotation::Anchor *anchor)
{
    for (auto candidate :
         {Annotation::Anchor::Time, Annotation::Anchor::Event, Annotation::Anchor::Message}) {
        if (name == QLatin1String(annotationAnchorName(candidate))) {
            *anchor = candidate;
            return true;
        }
    }
    return false;
}

} // namespace inflight
