// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `inflight export`, step by step: where the run to draw comes from (a scenario file, a lesson or
// a saved session) and what it is compared with. Each step returns 0 to go on, else the command's
// exit code after saying why on standard error. The still pictures and the animations read their
// sources the same way.

#include "lesson.h"
#include "run.h"
#include "scenario.h"
#include "timelineexport.h"

#include <QString>

#include <cstdint>
#include <optional>

class QCommandLineParser;

namespace inflight {

/// What an export draws: the scenario to run, and for a saved session the digest of the run it
/// showed and the version that ran it, to warn when this version's run differs.
struct ExportSource {
    Scenario scenario;
    /// The file the scenario came from (a session, a lesson's scenario), named in a problem.
    QString file;
    QString sessionDigest;
    QString sessionVersion;
    /// --compare or --compare-edit: the scenario drawn above as "before" (the source's own);
    /// `scenario` is then the "after" (the other file, or the edited copy).
    std::optional<Scenario> before;
    QString beforeName;
    QString afterName;
};

/// "Lesson, step N: the step's title", the title of a picture of one lesson step.
QString stepTitle(const QString &lessonTitle, int step, const LessonStep &chosen);

/// The lesson with this id (see 'inflight lessons') or number, loaded and checked.
int readLesson(const QString &id, std::optional<Lesson> &lesson);

/// --lesson ID [--step N]: the lesson's own run, with the playhead and highlights of the chosen
/// step.
int readLessonSource(const QCommandLineParser &parser, TimelineExportOptions &options,
                     ExportSource &source);

/// --session FILE: the session as it was saved: its edits, its playhead and window, its notes,
/// and the highlights of the lesson step it was on.
int readSessionSource(const QCommandLineParser &parser, TimelineExportOptions &options,
                      ExportSource &source);

/// SCENARIO: a scenario file, run as it is.
int readScenarioSource(const QString &path, ExportSource &source);

/// --compare OTHER: the other scenario file is the "after"; --compare-edit KEY=VALUE (any number
/// of them): the source's scenario with those what-if edits is. Either way the source's own run
/// is the "before".
int readComparison(const QCommandLineParser &parser, ExportSource &source);

/// The source's run, before it is drawn: false (after saying why on standard error, naming the
/// file) when it has problems. A saved session whose run this version makes differently (same
/// seed, another digest) gets a warning.
bool checkExportRun(const ExportSource &source, const Run &run,
                    const std::optional<std::uint64_t> &seed);

} // namespace inflight
