// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `inflight export --lesson ID --handout FILE.pdf` and `--slides FILE.pdf`: a lesson on paper or
// on a projector (views/export/lessonprint.h) from the command line. --session FILE makes them
// from a session saved on a lesson, with the session's notes.

class QCommandLineParser;

namespace inflight {

/// Adds --handout, --slides, --no-answers and --paper to `inflight export`'s parser.
void describeLessonPrintOptions(QCommandLineParser &parser);

/// Whether the command asks for a handout or slides rather than a picture.
bool isLessonPrint(const QCommandLineParser &parser);

/// Checks the options, loads the lesson (and the session's notes), writes the PDF and says where
/// it went. Returns the command's exit code: 2 for options that do not go together, 1 when the
/// lesson, the session or the file fails.
int runLessonPrint(const QCommandLineParser &parser);

} // namespace inflight
