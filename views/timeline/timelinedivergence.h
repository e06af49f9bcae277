// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenelayerable.h"

namespace inflight {

/// Where two compared runs first part (TimelineScene::setDivergence): a dashed rule across every
/// lane and a plate above them saying so. On the "overlay" layer, under the interactive playhead,
/// so that the playhead is never hidden by it.
class TimelineDivergence : public SceneLayerable {
public:
    explicit TimelineDivergence(TimelineScene *scene);

protected:
    void draw(QCPPainter *painter) override;
};

} // namespace inflight
