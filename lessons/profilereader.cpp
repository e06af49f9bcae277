// SPDX-License-Identifier: GPL-3.0-or-later
#include "profilereader.h"

#include <cmath>
#include <memory>
#include <vector>

namespace inflight::content {

namespace {

std::optional<DurationProfile> readUniform(Problems &problems, ObjectReader &r)
{
    ObjectReader u(problems, *r.get("uniform"), r.where("uniform"), {"min", "max"});
    const auto lo = u.seconds("min", 0, maxSeconds);
    const auto hi = u.seconds("max", 0, maxSeconds);
    if (!lo || !hi) {
        if (u.isObject() && (!u.get("min") || !u.get("max")))
            problems.add(
                u.node(), u.path(),
                say(QT_TRANSLATE_NOOP("LoaderText", "needs \"min\" and \"max\" (seconds)")));
        return std::nullopt;
    }
    if (*lo > *hi) {
        problems.add(u.node(), u.path(),
                     say(QT_TRANSLATE_NOOP("LoaderText", "\"min\" must not be above \"max\"")));
        return std::nullopt;
    }
    DurationProfile p;
    p.kind = DurationProfile::Kind::Uniform;
    p.minMs = *lo;
    p.maxMs = *hi;
    return p;
}

std::optional<DurationProfile> readNormal(Problems &problems, ObjectReader &r)
{
    ObjectReader n(problems, *r.get("normal"), r.where("normal"), {"mean", "sd"});
    const auto mean = n.seconds("mean", 0, maxSeconds);
    const auto sd = n.seconds("sd", 0, maxSeconds);
    if (!mean || !sd) {
        if (n.isObject() && (!n.get("mean") || !n.get("sd")))
            problems.add(
                n.node(), n.path(),
                say(QT_TRANSLATE_NOOP("LoaderText", "needs \"mean\" and \"sd\" (seconds)")));
        return std::nullopt;
    }
    DurationProfile p;
    p.kind = DurationProfile::Kind::Normal;
    p.meanMs = *mean;
    p.stddevMs = *sd;
    return p;
}

std::optional<DurationProfile> readLogNormal(Problems &problems, ObjectReader &r)
{
    ObjectReader l(problems, *r.get("lognormal"), r.where("lognormal"), {"p50", "p99"});
    const auto p50 = l.seconds("p50", 0.001, maxSeconds);
    const auto p99 = l.seconds("p99", 0.001, maxSeconds);
    if (!p50 || !p99) {
        if (l.isObject() && (!l.get("p50") || !l.get("p99")))
            problems.add(
                l.node(), l.path(),
                say(QT_TRANSLATE_NOOP("LoaderText", "needs \"p50\" and \"p99\" (seconds)")));
        return std::nullopt;
    }
    if (*p50 > *p99) {
        problems.add(l.node(), l.path(),
                     say(QT_TRANSLATE_NOOP("LoaderText", "\"p50\" must not be above \"p99\"")));
        return std::nullopt;
    }
    DurationProfile p;
    p.kind = DurationProfile::Kind::LogNormal;
    p.p50Ms = *p50;
    p.p99Ms = *p99;
    return p;
}

/// One segment of a piecewise duration: its window and the duration inside it.
std::optional<DurationProfile::Segment> readSegment(Problems &problems, const JsonNode &node,
                                                    const std::string &path)
{
    ObjectReader s(problems, node, path, {"from", "to", "profile"});
    const auto from = s.seconds("from", 0, maxSeconds);
    const auto to = s.seconds("to", 0, maxSeconds);
    const JsonNode *inner = s.get("profile");
    if (!from || !to || !inner) {
        if (s.isObject())
            problems.add(
                node, path,
                say(QT_TRANSLATE_NOOP(
                    "LoaderText", "a segment needs \"from\", \"to\" (seconds) and \"profile\"")));
        return std::nullopt;
    }
    if (*from >= *to) {
        problems.add(node, path,
                     say(QT_TRANSLATE_NOOP("LoaderText", "\"from\" must be before \"to\"")));
        return std::nullopt;
    }
    auto profile = readProfile(problems, *inner, s.where("profile"));
    if (!profile)
        return std::nullopt;
    return DurationProfile::Segment{*from, *to,
                                    std::make_shared<DurationProfile>(std::move(*profile))};
}

std::optional<DurationProfile> readPiecewise(Problems &problems, ObjectReader &r)
{
    DurationProfile p;
    p.kind = DurationProfile::Kind::Piecewise;
    const std::vector<const JsonNode *> segments = r.list("piecewise");
    bool ok = true;
    for (std::size_t i = 0; i < segments.size(); ++i) {
        auto segment = readSegment(problems, *segments[i],
                                   r.where("piecewise") + "[" + std::to_string(i) + "]");
        if (segment)
            p.segments.push_back(std::move(*segment));
        else
            ok = false;
    }
    if (const JsonNode *otherwise = r.get("otherwise")) {
        auto profile = readProfile(problems, *otherwise, r.where("otherwise"));
        if (!profile)
            return std::nullopt;
        p.otherwise = std::make_shared<DurationProfile>(std::move(*profile));
    } else {
        problems.add(
            r.node(), r.path(),
            say(QT_TRANSLATE_NOOP(
                "LoaderText", "a piecewise duration needs \"otherwise\" (the usual duration)")));
        return std::nullopt;
    }
    if (!ok)
        return std::nullopt;
    return p;
}

} // namespace

/// A duration: a number of seconds, or an object with exactly one kind of distribution and an
/// optional clamp ("min", "max") for the unbounded ones.
std::optional<DurationProfile> readProfile(Problems &problems, const JsonNode &node,
                                           const std::string &path)
{
    if (node.type == JsonNode::Type::Number) {
        if (!(node.number >= 0 && node.number <= maxSeconds)) {
            problems.add(node, path, outOfRange(node.text, 0, maxSeconds, true));
            return std::nullopt;
        }
        return DurationProfile::fixed(static_cast<TimeMs>(std::llround(node.number * 1000.0)));
    }
    if (node.type != JsonNode::Type::Object) {
        problems.add(
            node, path,
            say(QT_TRANSLATE_NOOP("LoaderText", "must be a number of seconds or an object, not %1"),
                {node.typeName()}));
        return std::nullopt;
    }
    ObjectReader r(
        problems, node, path,
        {"fixed", "uniform", "normal", "lognormal", "piecewise", "otherwise", "min", "max"});
    if (!r.isObject())
        return std::nullopt;
    const std::vector<std::string> kinds = {"fixed", "uniform", "normal", "lognormal", "piecewise"};
    std::vector<std::string> given;
    for (const std::string &k : kinds) {
        if (r.get(k.c_str()))
            given.push_back(k);
    }
    if (given.size() != 1) {
        problems.add(
            node, path,
            say(QT_TRANSLATE_NOOP(
                "LoaderText", "a duration is a number of seconds or an object with exactly one of "
                              "\"fixed\", \"uniform\", \"normal\", \"lognormal\", \"piecewise\"")));
        return std::nullopt;
    }
    const std::string kind = given.front();
    const auto clampMin = r.seconds("min", 0, maxSeconds);
    const auto clampMax = r.seconds("max", 0, maxSeconds);
    if (clampMin && clampMax && *clampMin > *clampMax) {
        problems.add(node, path,
                     say(QT_TRANSLATE_NOOP("LoaderText", "\"min\" must not be above \"max\"")));
        return std::nullopt;
    }
    if (kind == "fixed") {
        const auto v = r.seconds("fixed", 0, maxSeconds);
        if (!v)
            return std::nullopt;
        return DurationProfile::fixed(*v);
    }
    if (kind == "uniform")
        return readUniform(problems, r);
    if (kind == "piecewise")
        return readPiecewise(problems, r);
    // The unbounded distributions take the clamp.
    auto p = kind == "normal" ? readNormal(problems, r) : readLogNormal(problems, r);
    if (p) {
        p->minMs = clampMin.value_or(0);
        p->maxMs = clampMax.value_or(0);
    }
    return p;
}

} // namespace inflight::content
