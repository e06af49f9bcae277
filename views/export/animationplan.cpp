// SPDX-License-Identifier: GPL-3.0-or-later
#include "animationplan.h"

#include "animationtext.h"
#include "common/format.h"

#include <algorithm>
#include <cmath>

namespace inflight {

namespace {

/// The longest a default-speed animation lasts, in seconds of wall time.
constexpr double longestDefaultSeconds = 30;

/// How many frames the window makes: one per step, and one more at its end when the steps do not
/// land on it.
std::int64_t frameCount(TimeMs fromMs, TimeMs toMs, double stepMs)
{
    const double steps = static_cast<double>(toMs - fromMs) / stepMs;
    const auto whole = static_cast<std::int64_t>(std::floor(steps + 1e-9));
    const bool landsOnEnd = std::abs(steps - static_cast<double>(whole)) < 1e-9;
    return whole + 1 + (landsOnEnd ? 0 : 1);
}

} // namespace

double AnimationPlan::speedFor(TimeMs spanMs)
{
    double speed = 0.25;
    while (static_cast<double>(spanMs) / 1000.0 / speed > longestDefaultSeconds &&
           speed < maximumSpeed / 2)
        speed *= 2;
    return speed;
}

QString AnimationPlan::check(TimeMs fromMs, TimeMs toMs, double speed, int fps)
{
    if (fps < 1 || fps > maximumFps)
        return AnimationText::tr("the frame rate must be from 1 to %1 frames a second, not %2")
            .arg(maximumFps)
            .arg(fps);
    if (!(speed > 0 && speed <= maximumSpeed))
        return AnimationText::tr("the speed must be more than 0 and at most %L1, not %L2")
            .arg(maximumSpeed, 0, 'f', 0)
            .arg(speed);
    if (fromMs < 0 || toMs <= fromMs)
        return AnimationText::tr("the time window is empty: from %1 s to %2 s")
            .arg(secondsText(fromMs), secondsText(toMs));
    const std::int64_t count = frameCount(fromMs, toMs, speed * 1000.0 / fps);
    if (count > maximumFrames)
        return AnimationText::tr("%L1 frames is too many (at most %L2): raise the speed or lower "
                                 "the frame rate")
            .arg(count)
            .arg(maximumFrames);
    return {};
}

std::vector<AnimationFrame> AnimationPlan::frames(TimeMs fromMs, TimeMs toMs, double speed, int fps)
{
    std::vector<AnimationFrame> frames;
    if (!check(fromMs, toMs, speed, fps).isEmpty())
        return frames;
    const double stepMs = speed * 1000.0 / fps;
    const std::int64_t count = frameCount(fromMs, toMs, stepMs);
    frames.reserve(static_cast<std::size_t>(count));
    // The delays are differences of rounded running totals: 30 fps alternates 3, 3 and 4
    // hundredths, and a minute of animation lasts a minute.
    auto elapsedCs = [fps](std::int64_t frame) {
        return static_cast<std::int64_t>(std::llround(static_cast<double>(frame) * 100.0 / fps));
    };
    for (std::int64_t i = 0; i < count; ++i) {
        const auto offset = static_cast<TimeMs>(std::llround(static_cast<double>(i) * stepMs));
        AnimationFrame frame;
        frame.timeMs = std::min(toMs, fromMs + offset);
        frame.delayCs =
            static_cast<int>(std::max<std::int64_t>(1, elapsedCs(i + 1) - elapsedCs(i)));
        frames.push_back(frame);
    }
    frames.back().delayCs = std::max(frames.back().delayCs, holdCs);
    return frames;
}

} // namespace inflight
