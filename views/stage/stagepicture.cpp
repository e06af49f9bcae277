// SPDX-License-Identifier: GPL-3.0-or-later
#include "stagepicture.h"

#include "stagearrowpainter.h"
#include "stagecardpainter.h"
#include "stageheaderpainter.h"
#include "stagehighlightpainter.h"
#include "stagelegendpainter.h"
#include "stagenotepainter.h"
#include "stageoverlappainter.h"
#include "stagepaintcontext.h"
#include "stagequeuepainter.h"
#include "stageservicepainter.h"
#include "stagewiringpainter.h"
#include "stageworkerpainter.h"

#include <QPainter>

#include <algorithm>

namespace inflight {

StageLayout::Input stageLayoutInput(const StageCast &cast, const Run *run,
                                    const RunTimeline *timeline, const StageMoment &moment)
{
    StageLayout::Input input;
    input.cast = &cast;
    input.size = moment.size;
    input.themeFactor = moment.themeFactor;
    input.font = moment.font;
    if (!timeline || !run)
        return input;
    input.run = run;
    input.timeline = timeline;
    // Marks and moves last long enough in wall time to be seen at any playback speed.
    input.flashMs =
        std::max<TimeMs>(stageFlashMs, static_cast<TimeMs>(moment.speed * stageFlashWallMs));
    const TimeMs travelMs =
        std::max<TimeMs>(stageTravelMs, static_cast<TimeMs>(moment.speed * stageTravelWallMs));
    // Paused, a card stands where it went (its trail shows where from); playing, it travels.
    input.animate = moment.playing;
    input.state = stageAt(*timeline, moment.time, input.flashMs, travelMs);
    input.highlights = moment.highlights;
    input.notes = moment.notes;
    return input;
}

void paintStage(QPainter &painter, const StageLayout &layout, const Run &run,
                const RunTimeline &timeline, const StageCast &cast, const Selection &selection,
                const Palette &palette, StageTitle title)
{
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(QRect(QPoint(0, 0), layout.size), palette.background);
    const StageCanvas canvas(painter, palette, layout.scale);
    const bool dark = palette.background.lightnessF() < 0.5;
    const StagePaintContext context{
        canvas, layout,    run,  timeline,
        cast,   selection, dark, dark ? palette.grid.lighter(150) : palette.grid.darker(115)};
    // Back to front. Cards on their way somewhere are painted after the boxes and arrows, above
    // what they cross; the notes cover the cards they are about, and a lesson's highlights
    // cover everything.
    std::vector<CardPaint> travelling;
    StageHeaderPainter(context, title == StageTitle::Shown).paint();
    StageWiringPainter(context).paint();
    StageQueuePainter(context).paint(travelling);
    StageWorkerPainter(context).paint(travelling);
    StageOverlapPainter(context).paint();
    StageServicePainter(context).paint();
    StageArrowPainter(context).paint();
    const StageCardPainter cards(canvas);
    for (const CardPaint &card : travelling)
        cards.paint(card);
    StageNotePainter(context).paint();
    StageLegendPainter(context).paint();
    StageHighlightPainter(context).paint();
}

} // namespace inflight
