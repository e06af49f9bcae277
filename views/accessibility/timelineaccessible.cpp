// SPDX-License-Identifier: GPL-3.0-or-later
#include "timelineaccessible.h"

#include "common/format.h"
#include "inspectorfacts.h"
#include "playback.h"
#include "playbackannouncer.h"
#include "timelineview.h"

#include <QStringList>

#include <qcustomplot.h>

#include <cmath>

namespace inflight {

namespace {

const TimelineView *timelineOf(const QObject *plot)
{
    return plot ? qobject_cast<const TimelineView *>(plot->parent()) : nullptr;
}

} // namespace

TimelineAccessible::TimelineAccessible(TimelineView *timeline)
    : QAccessibleWidget(timeline, QAccessible::Chart)
{
}

QString TimelineAccessible::text(QAccessible::Text t) const
{
    if (t == QAccessible::Name) {
        const QString set = widget()->accessibleName();
        return set.isEmpty() ? tr("Timeline") : set;
    }
    if (t == QAccessible::Description)
        return describe(*static_cast<const TimelineView *>(widget()));
    return QAccessibleWidget::text(t);
}

QString TimelineAccessible::describe(const TimelineView &timeline)
{
    const Playback *playback = PlaybackAnnouncer::playbackOf(&timeline);
    const TimelineModel &model = timeline.model();
    if (!playback || !playback->run() || model.empty())
        return tr("No run yet: open a scenario to see its messages and workers over time.");
    const TimeMs now = playback->time();
    QStringList sentences;
    sentences << tr("At %1: %2.").arg(timeText(now), playback->currentEventText());
    const QCPRange shown = timeline.visibleTimeRange();
    sentences << tr("Showing t=%1 to t=%2 s of a run that ends at t=%3 s.")
                     .arg(secondsText(std::llround(shown.lower * 1000)),
                          secondsText(std::llround(shown.upper * 1000)),
                          secondsText(model.endMs()));
    const int effects = model.effectsLane() >= 0 ? 1 : 0;
    const int workers = model.laneCount() - model.messageLaneCount() - effects;
    sentences << tr("%Ln lanes: %L1 for messages, %L2 for workers, %L3 for the side effects.",
                    nullptr, model.laneCount())
                     .arg(model.messageLaneCount())
                     .arg(workers)
                     .arg(effects);
    // The double processing at the playhead, as the hatched box across two worker lanes says.
    for (const OverlapHighlight &o : model.overlaps()) {
        if (o.from > now || now >= o.to)
            continue;
        sentences << tr("%1 and %2 both process %3 from %4 to %5: double processing.")
                         .arg(model.laneLabel(o.firstWorkerLane),
                              model.laneLabel(o.secondWorkerLane), qs(messageLabel(o.message)),
                              timeText(o.from), timeText(o.to));
    }
    return sentences.join(QLatin1Char(' '));
}

TimelineLanesAccessible::TimelineLanesAccessible(QCustomPlot *plot)
    : PartsAccessible(plot, QAccessible::List)
{
}

QString TimelineLanesAccessible::text(QAccessible::Text t) const
{
    const TimelineView *timeline = timelineOf(widget());
    if (t == QAccessible::Name) {
        const QString set = widget()->accessibleName();
        return set.isEmpty() ? tr("Lanes") : set;
    }
    if (t == QAccessible::Description && timeline) {
        return tr("%L1 of %Ln lanes on screen. F fits the whole run, W and S zoom, A and D pan, "
                  "Shift and the wheel scroll the lanes.",
                  nullptr, timeline->laneCount())
            .arg(childCount());
    }
    return PartsAccessible::text(t);
}

std::vector<AccessiblePart> TimelineLanesAccessible::partsOf(const TimelineView &timeline)
{
    const Playback *playback = PlaybackAnnouncer::playbackOf(&timeline);
    if (!playback)
        return {};
    const TimelineModel &model = timeline.model();
    const TimeMs now = playback->time();
    const Selection &selection = playback->selection();
    std::vector<AccessiblePart> parts;
    for (int lane = 0; lane < timeline.laneCount(); ++lane) {
        const QRect rect = timeline.laneRect(lane);
        // Lanes scrolled out of view are not drawn: a screen reader walks what is on screen,
        // and a run of 100,000 messages would otherwise be 100,000 children.
        if (rect.isEmpty())
            continue;
        const TimelineLane &l = model.lane(lane);
        bool selected = false;
        quint64 id = 0;
        if (l.kind == LaneKind::Message) {
            const MessageNumber message = model.messageTrack(lane).message;
            selected = selection.kind == Selection::Kind::Message && selection.message == message;
            id = (quint64(1) << 56) | message;
        } else if (l.kind == LaneKind::Worker && !model.isWorkerSummary(lane)) {
            const ActorId actor = model.workerTrack(lane).actor;
            selected = selection.kind == Selection::Kind::Worker && selection.worker == actor;
            id = (quint64(2) << 56) | actor;
        } else {
            id = (quint64(3) << 56) | static_cast<quint64>(lane);
        }
        parts.push_back({id, -1, QAccessible::ListItem, timeline.laneLabel(lane),
                         model.stateAt(lane, now), QRectF(rect), selected});
    }
    return parts;
}

} // namespace inflight
