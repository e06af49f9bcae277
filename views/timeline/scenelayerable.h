// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "timelinescene.h"

#include <qcustomplot.h>

namespace inflight {

/// What the scene draws beside the lanes plottable (lane labels, notes, the overlay), each on a
/// layer of its own.
class SceneLayerable : public QCPLayerable {
public:
    SceneLayerable(TimelineScene *scene, const QString &layer)
        : QCPLayerable(scene->plot(), layer), m_scene(scene)
    {
    }

protected:
    // Off by default (QCPPainter shifts by half a pixel when it is on); shapes turn it on.
    void applyDefaultAntialiasingHint(QCPPainter *painter) const override
    {
        painter->setAntialiasing(false);
    }
    QRect clipRect() const override { return m_scene->plot()->viewport(); }

    TimelineScene *m_scene;
};

} // namespace inflight
