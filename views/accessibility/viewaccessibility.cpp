// SPDX-License-Identifier: GPL-3.0-or-later
#include "viewaccessibility.h"

#include "accessibleparts.h"
#include "playbackannouncer.h"
#include "scrubbaraccessible.h"
#include "stageaccessible.h"
#include "stageview.h"
#include "theme.h"
#include "timelineaccessible.h"
#include "timelineview.h"
#include "transportbar.h"

#include <QEvent>

#include <qcustomplot.h>

namespace inflight {

namespace {

QAccessibleInterface *viewInterface(const QString &, QObject *object)
{
    if (auto *stage = qobject_cast<StageView *>(object))
        return new StageAccessible(stage);
    if (auto *timeline = qobject_cast<TimelineView *>(object))
        return new TimelineAccessible(timeline);
    if (auto *scrub = qobject_cast<ScrubBar *>(object))
        return new ScrubBarAccessible(scrub);
    auto *plot = qobject_cast<QCustomPlot *>(object);
    if (plot && qobject_cast<TimelineView *>(plot->parent()))
        return new TimelineLanesAccessible(plot);
    return nullptr;
}

void installFactory()
{
    static const bool installed = [] {
        QAccessible::installFactory(viewInterface);
        return true;
    }();
    Q_UNUSED(installed);
}

/// Makes the parts again after anything that moves them on screen but is no playback change.
class PartsInvalidator : public QObject {
public:
    explicit PartsInvalidator(AccessibleParts *parts) : QObject(parts), m_parts(parts) {}

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Resize || event->type() == QEvent::Show)
            m_parts->invalidate();
        return QObject::eventFilter(watched, event);
    }

private:
    AccessibleParts *m_parts;
};

AccessibleParts *addParts(QWidget *widget, AccessibleParts::Build build)
{
    auto *parts = new AccessibleParts(widget, std::move(build));
    widget->installEventFilter(new PartsInvalidator(parts));
    QObject::connect(&Theme::instance(), &Theme::changed, parts, &AccessibleParts::invalidate);
    return parts;
}

} // namespace

void makeAccessible(StageView *stage, Playback *playback)
{
    installFactory();
    AccessibleParts *parts = addParts(stage, [stage] { return StageAccessible::partsOf(*stage); });
    new PlaybackAnnouncer(stage, playback, parts);
}

void makeAccessible(TimelineView *timeline, QCustomPlot *plot, Playback *playback)
{
    installFactory();
    AccessibleParts *parts =
        addParts(plot, [timeline] { return TimelineLanesAccessible::partsOf(*timeline); });
    // Zooms, pans and scrolls all end in a replot.
    QObject::connect(plot, &QCustomPlot::afterReplot, parts, &AccessibleParts::invalidate);
    new PlaybackAnnouncer(timeline, playback, parts);
}

void makeAccessible(ScrubBar *scrub, Playback *playback)
{
    installFactory();
    // Its value is told after a step or a pause, as the stage's description is.
    new PlaybackAnnouncer(scrub, playback);
}

} // namespace inflight
