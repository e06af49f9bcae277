// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the handout and the slides share: the lesson's step pictures, its texts made ready for
// paper, and the type they are set in. Internal to lessonprint.cpp, lessonhandout.cpp and
// lessonslides.cpp.

#include "common/format.h"
#include "lessonprint.h"
#include "pageflow.h"
#include "theme.h"
#include "timelineexport.h"

#include <QCoreApplication>
#include <QFont>
#include <QRectF>
#include <QString>
#include <QStringList>

namespace inflight {

/// The handout's and the slides' words: tr() in the translation context "LessonPrint".
class LessonPrintText {
    Q_DECLARE_TR_FUNCTIONS(LessonPrint)
};

/// One step's picture: the timeline at the step's moment, with its highlights, its window and,
/// for a step that shows its fix, the fixed run below the lesson's.
struct StepPicture {
    TimelineExportOptions options;
    /// The run drawn (the lesson's, or the fixed one when compared).
    std::shared_ptr<const Run> run;
};

/// Everything printLesson() works from, prepared once.
struct LessonPrintJob {
    const Lesson &lesson;
    std::shared_ptr<const Run> run;
    const LessonPrintOptions &options;
    LessonPrintResult &result;
    const LessonPrintProgress &progress;
    Palette palette = Palette::light();
};

/// The picture of step `index` drawn `width` x `height` (logical pixels; the painter's transform
/// scales it); an empty `error` when it worked.
StepPicture stepPicture(const LessonPrintJob &job, std::size_t index, int width, int height,
                        QString *error);
/// Draws the picture scaled to fit `box` (centred), keeping its proportions.
bool drawStepPicture(QCPPainter &painter, const StepPicture &picture, const QRectF &box,
                     QString *error);

/// "Step 3: The card is charged again" (the step's title; "Step 3" when it has none).
QString stepHeading(const Lesson &lesson, std::size_t index);
/// "t = 43 s".
QString momentText(TimeMs timeMs);
/// The introduction without the Sources list the player appends to it (the handout has them
/// at the end, with their addresses).
QString introductionText(const Lesson &lesson);
/// "Beginner · about 15 minutes · 12 steps".
QString lessonFacts(const Lesson &lesson);
/// The choices lettered A, B, C...
QString choiceLetter(std::size_t index);
/// What the challenge lets the student change: "visibility timeout, heartbeat interval".
QString challengeParameters(const Challenge &challenge);
/// One line per success condition, for people.
QStringList challengeConditions(const Challenge &challenge);
/// The notes by time: "t = 12 s: the card is charged".
QStringList noteLines(const Annotations &notes);

/// A font of `points` size in the handout's family.
QFont printFont(double points, bool bold = false, bool italic = false);

/// The two documents.
bool writeHandout(LessonPrintJob &job, PageFlow &flow, QString *error);
bool writeSlides(LessonPrintJob &job, PageFlow &flow, QString *error);

} // namespace inflight
