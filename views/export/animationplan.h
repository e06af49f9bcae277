// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// When each frame of an animated walkthrough is, and how long it is shown: a pure function of the
// time window, the speed and the frame rate, so that the frame count and the delays can be
// checked without drawing anything.

#include "types.h"

#include <QString>

#include <vector>

namespace inflight {

struct AnimationFrame {
    /// The virtual time the frame shows.
    TimeMs timeMs = 0;
    /// How long it is shown, in hundredths of a second (GIF's unit).
    int delayCs = 0;
};

class AnimationPlan {
public:
    /// GIF delays are whole hundredths of a second, and browsers show a delay under 2 as 10:
    /// 50 frames a second is the most a GIF plays as asked.
    static constexpr int maximumFps = 50;
    static constexpr double maximumSpeed = 1e6;
    /// An animation that long is a mistake (a week at 1x), not a slide.
    static constexpr int maximumFrames = 20000;
    /// The last frame stays this long before the animation starts again, so that a viewer sees
    /// how the story ends.
    static constexpr int holdCs = 150;
    /// The default speed: a power of two from 0.25x up, the slowest at which the window lasts at
    /// most 30 s of animation (from 15 s to 30 s, unless the window is short).
    static double speedFor(TimeMs spanMs);
    /// Empty when an animation of the window at `speed` and `fps` can be made; else why not.
    static QString check(TimeMs fromMs, TimeMs toMs, double speed, int fps);
    /// The frames from `fromMs` to `toMs` inclusive: one every speed x 1000 / fps virtual
    /// milliseconds, and the last at `toMs`. The delays add up to the animation's length (each
    /// 100 / fps hundredths, rounded so that they do not drift), the last held for holdCs at
    /// least. Call check() first.
    static std::vector<AnimationFrame> frames(TimeMs fromMs, TimeMs toMs, double speed, int fps);
};

} // namespace inflight
