// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A lesson on paper and on a projector, as PDF. The handout: the title, goal and time; every step
// with its timeline picture and narration; every question with its choices and room to answer;
// the challenge and its hints; the sources; and, on the last pages, the answers for the teacher.
// The slides: one 16:9 page per step, the picture large and the narration's first sentence under
// it, a page for each question to ask the room, and the challenge. Both are real text (searchable,
// copyable) with vector pictures, and both draw a saved session's notes where they are pinned.

#include "annotation.h"
#include "lesson.h"
#include "run.h"

#include <QLocale>
#include <QPageSize>
#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace inflight {

struct LessonPrintOptions {
    enum class Kind : std::uint8_t { Handout, Slides };
    Kind kind = Kind::Handout;
    /// The PDF to write.
    QString path;
    /// Handout: the answers and explanations on the last pages, for the teacher.
    bool answers = true;
    /// Handout: the paper (A4, or Letter where the locale uses it: paperFor()).
    QPageSize paper = QPageSize(QPageSize::A4);
    /// A saved session's notes: drawn in the pictures where they are pinned, and listed with
    /// their times.
    Annotations notes;
};

struct LessonPrintResult {
    int pages = 0;
    /// The page (from 1) each step starts on.
    std::vector<int> stepPages;
    /// The page the answers start on; 0 when they were left out.
    int answersPage = 0;
};

/// Called after each step's picture is drawn, with the steps done and all of them; false stops
/// the export (nothing is written).
using LessonPrintProgress = std::function<bool(int done, int total)>;

/// Writes the lesson's handout or slides. `run` is the lesson's own run, which the steps were
/// resolved against. Needs a QApplication (the pictures are drawn by QCustomPlot, a widget) and
/// runs on its thread. On failure (the file cannot be written, a step's comparison cannot be made,
/// the progress callback stopped it) returns false with a sentence naming the path in `error`,
/// and leaves any file that was there as it was.
bool printLesson(const Lesson &lesson, const std::shared_ptr<const Run> &run,
                 const LessonPrintOptions &options, LessonPrintResult *result, QString *error,
                 const LessonPrintProgress &progress = {});

/// A4, or Letter where the locale measures in inches (the United States and a few others).
QPageSize paperFor(const QLocale &locale);
/// "a4", "letter" (any case); nothing for another word.
std::optional<QPageSize> paperFromName(const QString &name);

/// The plain text of a narration's first sentence (Markdown removed): a slide's caption.
QString firstSentence(const QString &markdown);

} // namespace inflight
