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

/// The name a recorded run's scenario has: views and sessions tell a recording by it.
inline constexpr const char *recordedScenarioName = "live";

/// Replays a recording into a run, to where its last line puts the clock (a live endpoint's
/// snapshot ends with a line of the time it was taken, so that expiries that came due since the
/// last request show). Long polls still waiting stay waiting, as they were. The run's scenario
/// has no actors; its queues are the ones the clients created, with their settings as the engine
/// holds them (so that the views find dead-letter queues and visibility timeouts where they look
/// for them). nullptr, with `error` set, when the text is not a recording.
std::shared_ptr<const Run> replayRecording(const QByteArray &recording, QString *error);

/// Whether a run is a replayed recording (it has no scenario to edit).
bool isRecordedRun(const Run &run);

} // namespace inflight
