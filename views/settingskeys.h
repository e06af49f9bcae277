// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every QSettings key the app and its views use, in one place: a key is spelled once, so a
// reader and a writer of the same setting cannot drift apart. Views and app/ both include it
// (it sits in views/, below app/).

#include <QLatin1String>
#include <QString>

namespace inflight::settingskeys {

// The main window: its geometry and docks, as the user left them.
inline constexpr QLatin1String windowGeometry("window/geometry");
inline constexpr QLatin1String windowState("window/state");
// The folder of the last session opened or saved.
inline constexpr QLatin1String sessionFolder("session/folder");
// Playback speed (× real time) and the frame step (ms).
inline constexpr QLatin1String playbackSpeed("playback/speed");
inline constexpr QLatin1String playbackFrameMs("playback/frameMs");
// Display scale (1.0 to 2.0) and theme ("system", "light", "dark").
inline constexpr QLatin1String viewScale("view/scale");
inline constexpr QLatin1String viewTheme("view/theme");
// The interface's language: "system" (LANGUAGE, LANG) or a language Inflight has ("en", "de",
// "es"), applied at the next start.
inline constexpr QLatin1String viewLanguage("view/language");
// The lesson handout and slides export: paper, answers printed, last folder.
inline constexpr QLatin1String handoutPaper("handout/paper");
inline constexpr QLatin1String handoutAnswers("handout/answers");
inline constexpr QLatin1String handoutFolder("handout/folder");
// File > Listen for SQS clients: the last port and address.
inline constexpr QLatin1String livePort("live/port");
inline constexpr QLatin1String liveAddress("live/address");
// Lesson progress kept without a library (tests, tools), one group per lesson id:
// lessons/<id>/furthest, lessons/<id>/steps, lessons/<id>/solved.
inline constexpr QLatin1String lessonsGroup("lessons");
inline constexpr QLatin1String lessonFurthest("furthest");
inline constexpr QLatin1String lessonSteps("steps");
inline constexpr QLatin1String lessonSolved("solved");

/// The full key of one lesson's progress value: lessonKey(id, lessonFurthest).
inline QString lessonKey(const QString &lessonId, QLatin1String what)
{
    return lessonsGroup + QLatin1Char('/') + lessonId + QLatin1Char('/') + what;
}

} // namespace inflight::settingskeys
