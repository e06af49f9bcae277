// SPDX-License-Identifier: GPL-3.0-or-later
#include "profile.h"

#include "eventlog.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>

namespace inflight {

namespace {
// z such that P(Z <= z) = 0.99 for a standard normal.
constexpr double z99 = 2.3263478740408408;
constexpr double z999 = 3.090232306167813;

double standardNormal(Prng &prng)
{
    // Box-Muller; one draw per call keeps the stream simple to reason about.
    double u1 = prng.uniform01();
    while (u1 <= 0.0)
        u1 = prng.uniform01();
    const double u2 = prng.uniform01();
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
}

TimeMs clampDraw(double ms, TimeMs minMs, TimeMs maxMs)
{
    TimeMs value = static_cast<TimeMs>(std::llround(std::max(0.0, ms)));
    value = std::max(value, minMs);
    if (maxMs > 0)
        value = std::min(value, maxMs);
    return value;
}
} // namespace

DurationProfile DurationProfile::fixed(TimeMs ms)
{
    DurationProfile p;
    p.kind = Kind::Fixed;
    p.fixedMs = ms;
    return p;
}

TimeMs DurationProfile::sample(TimeMs now, Prng &prng) const
{
    switch (kind) {
    case Kind::Fixed:
        return fixedMs;
    case Kind::Uniform:
        return minMs + static_cast<TimeMs>(
                           prng.uniformBelow(static_cast<std::uint64_t>(maxMs - minMs) + 1));
    case Kind::Normal:
        return clampDraw(static_cast<double>(meanMs) +
                             static_cast<double>(stddevMs) * standardNormal(prng),
                         minMs, maxMs);
    case Kind::LogNormal: {
        const double mu = std::log(static_cast<double>(std::max<TimeMs>(1, p50Ms)));
        const double sigma = (std::log(static_cast<double>(std::max<TimeMs>(1, p99Ms))) - mu) / z99;
        return clampDraw(std::exp(mu + sigma * standardNormal(prng)), minMs, maxMs);
    }
    case Kind::Piecewise:
        for (const Segment &segment : segments) {
            if (now >= segment.fromMs && now < segment.toMs)
                return segment.profile->sample(now, prng);
        }
        return otherwise ? otherwise->sample(now, prng) : 0;
    }
    return 0;
}

TimeMs DurationProfile::slowTailMs() const
{
    switch (kind) {
    case Kind::Fixed:
        return fixedMs;
    case Kind::Uniform:
        return maxMs;
    case Kind::Normal:
        return maxMs > 0 ? maxMs
                         : static_cast<TimeMs>(static_cast<double>(meanMs) +
                                               z999 * static_cast<double>(stddevMs));
    case Kind::LogNormal: {
        if (maxMs > 0)
            return maxMs;
        const double mu = std::log(static_cast<double>(std::max<TimeMs>(1, p50Ms)));
        const double sigma = (std::log(static_cast<double>(std::max<TimeMs>(1, p99Ms))) - mu) / z99;
        return static_cast<TimeMs>(std::exp(mu + z999 * sigma));
    }
    case Kind::Piecewise: {
        TimeMs slowest = otherwise ? otherwise->slowTailMs() : 0;
        for (const Segment &segment : segments)
            slowest = std::max(slowest, segment.profile->slowTailMs());
        return slowest;
    }
    }
    return 0;
}

Sentence DurationProfile::description() const
{
    const auto say = [](const char *source, std::vector<Sentence> args = {}) {
        return Sentence::say("Profile", source, std::move(args));
    };
    const auto s = [&](TimeMs ms) {
        return say(QT_TRANSLATE_NOOP("Profile", "%1 s"),
                   {Sentence::decimalNumber(formatSeconds(ms))});
    };
    switch (kind) {
    case Kind::Fixed:
        return s(fixedMs);
    case Kind::Uniform:
        return say(QT_TRANSLATE_NOOP("Profile", "uniform %1-%2"),
                   {Sentence::decimalNumber(formatSeconds(minMs)), s(maxMs)});
    case Kind::Normal:
        return say(QT_TRANSLATE_NOOP("Profile", "normal mean %1, sd %2"), {s(meanMs), s(stddevMs)});
    case Kind::LogNormal:
        return say(QT_TRANSLATE_NOOP("Profile", "lognormal p50 %1, p99 %2"), {s(p50Ms), s(p99Ms)});
    case Kind::Piecewise: {
        Sentence text = otherwise ? otherwise->description() : s(0);
        for (const Segment &segment : segments)
            text = say(QT_TRANSLATE_NOOP("Profile", "%1; %2 from t=%3 to t=%4"),
                       {text, segment.profile->description(),
                        Sentence::decimalNumber(formatSeconds(segment.fromMs)),
                        Sentence::decimalNumber(formatSeconds(segment.toMs))});
        return text;
    }
    }
    return {};
}

std::string DurationProfile::describe() const
{
    return fillSentence(description());
}

} // namespace inflight
