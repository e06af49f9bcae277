// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one place that gives the painted views their accessibility (docs/accessibility.md): a
// factory registered once with QAccessible that makes StageAccessible for a StageView and
// TimelineAccessible / TimelineLanesAccessible for a TimelineView and its plot, ScrubBarAccessible
// for the transport's scrub bar, and per view the
// parts' cache and the announcer that tells a screen reader when the playhead moved.

class QCustomPlot;

namespace inflight {

class Playback;
class ScrubBar;
class StageView;
class TimelineView;

/// Called by the views' constructors: registers the factory (once) and gives the view its parts
/// and its announcer.
void makeAccessible(StageView *stage, Playback *playback);
void makeAccessible(TimelineView *timeline, QCustomPlot *plot, Playback *playback);
void makeAccessible(ScrubBar *scrub, Playback *playback);

} // namespace inflight
