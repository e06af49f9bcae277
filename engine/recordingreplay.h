// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A run that real SQS clients made against a live endpoint (the window's, or `inflight serve
// --record`), kept as its recording: an `inflight script` of every request with its arrival time
// and client. The engine is deterministic, so replaying the recording gives the run the clients
// had, event for event: that is how the window shows a live run (replayed a few times a second
// as it grows) and how a session keeps one.

#include "run.h"

#include <QByteArray>
#include <QString>

#include <memory>

namespace inflight {

/// The name a recorded run's scenario has. A run is told for a recording by its origin
/// (Run::Origin::Recording), never by this name: a scenario of the user's may be named so too.
inline constexpr const char *recordedScenarioName = "live";

/// Replays a recording into a run, to where its last line puts the clock (a live endpoint's
/// snapshot ends with a line of the time it was taken, so that expiries that came due since the
/// last request show). Long polls still waiting stay waiting, as they were. The run's scenario
/// has no actors; its queues are the ones the clients created, with their settings as the engine
/// holds them (so that the views find dead-letter queues and visibility timeouts where they look
/// for them); its origin is Run::Origin::Recording. nullptr, with `error` set, when the text
/// is not a recording.
std::shared_ptr<const Run> replayRecording(const QByteArray &recording, QString *error);

/// A recording replayed as it grows: the lines it has not read yet go into one engine, kept
/// between calls, and each run it gives is a copy of that engine. A live refresh then costs the
/// new requests and a copy, not a replay of everything since the first request (tests/bench,
/// bench_live). The runs are the ones replayRecording() gives for the same bytes.
class RecordingReplay {
public:
    RecordingReplay();
    ~RecordingReplay();
    RecordingReplay(const RecordingReplay &) = delete;
    RecordingReplay &operator=(const RecordingReplay &) = delete;

    /// Reads what `recording` holds past what was read before (the whole of it the first time):
    /// its whole lines, and its last one too when `complete` (a recording that will not grow). A
    /// recording grows only at its end; one that is not the earlier one with more after it is
    /// refused, as is a text that is not a recording. False, with `error` set, when refused.
    bool follow(const QByteArray &recording, bool complete, QString *error);

    /// The run so far, its clock moved on to `atMs` when that is later (the time a live
    /// endpoint's snapshot is taken, so that expiries that came due since the last request show).
    std::shared_ptr<const Run> run(TimeMs atMs = 0);

private:
    struct Replayer;
    std::unique_ptr<Replayer> m_replayer;
};

} // namespace inflight
