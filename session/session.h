// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a saved session holds: where the run comes from (a scenario's text, or a lesson by id and
// version), the what-if edits in order, where the viewer was (playhead, zoom, selection), lesson
// progress, notes, and the digest of the run it showed. The run itself is recomputed on open.

#include "annotation.h"
#include "lessonstate.h"
#include "practicestate.h"
#include "scenario.h"
#include "selection.h"
#include "whatif.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace inflight {

using SessionEdit = WhatIfEdit;

/// The run a session is compared with, when it is (View > Compare with...).
struct SessionComparison {
    enum class Kind : std::uint8_t {
        /// The session's own scenario before its edits: recomputed, nothing else is kept.
        Original,
        /// Another scenario or session: what its run starts from, kept in the session.
        File,
    };
    Kind kind = Kind::Original;
    /// Kind::File: the file's name (for the headings), and its scenario's text or the lesson
    /// whose run it is, with the what-if edits applied to it.
    QString name;
    QByteArray scenarioText;
    QString lessonId;
    std::vector<SessionEdit> edits;

    friend bool operator==(const SessionComparison &, const SessionComparison &) = default;
};

struct Session {
    /// Recording: a live run of real SQS clients, kept as the recording of their requests (an
    /// `inflight script`, replayed on open: engine/recordingreplay.h), in scenarioText.
    enum class Source : std::uint8_t { Scenario, Lesson, Recording };
    Source source = Source::Scenario;
    /// Where the scenario was opened from (shown to people; the text below is what counts).
    QString scenarioPath;
    /// The scenario file's text: the session does not depend on the file still being there. For
    /// a recording, the recording's text.
    QByteArray scenarioText;
    /// A lesson session: the lesson's id and the version of it that was played.
    QString lessonId;
    int lessonVersion = 0;
    /// The undo history: every edit in order, and how many of them are applied (the rest can be
    /// redone).
    std::vector<SessionEdit> edits;
    int editsApplied = 0;
    TimeMs playheadMs = 0;
    /// The event the playhead was on when several happen at playheadMs (a charge and its delete
    /// in the same millisecond); -1 when it was between events.
    std::int64_t playheadSequence = -1;
    /// The timeline's visible window; both zero: fit the whole run.
    double viewFromMs = 0;
    double viewToMs = 0;
    Selection selection;
    LessonState lesson;
    Annotations annotations;
    /// QueueEngine::digest() of the run the session showed, and the version that ran it.
    QString runDigest;
    QString engineVersion;
    std::optional<SessionComparison> comparison;
    /// Practice (Lessons > Practice), when the panel was in use.
    std::optional<PracticeState> practice;

    friend bool operator==(const Session &, const Session &) = default;
};

/// Where a session's run starts: the scenario before any edit, and for a lesson session the
/// lesson file and the version installed now.
struct SessionSource {
    Scenario scenario;
    QString lessonPath;
    int lessonVersion = 0;
    QString title;
};

/// Finds what a session's run starts from: its scenario text, or its lesson by id among the
/// installed lessons. On a problem returns nothing and sets `error` (the scenario's
/// file:line:column problems, or the lesson that is not installed).
std::optional<SessionSource> sessionSource(const Session &session, QString *error);

/// The scenario with the first `applied` edits made. On an edit that cannot be made, sets
/// `error` and returns the scenario as far as it got.
Scenario editedScenario(Scenario scenario, const std::vector<SessionEdit> &edits, int applied,
                        QString *error);

/// The compared run's scenario: its text or lesson, with its edits made. On a problem returns
/// nothing and sets `error`.
std::optional<Scenario> comparedScenario(const SessionComparison &comparison, QString *error);

/// The lesson file for an id or number among the installed lessons, its translation in the
/// reader's language where there is one; empty when none.
QString installedLessonPath(const QString &idOrNumber);

} // namespace inflight
