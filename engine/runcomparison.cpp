// SPDX-License-Identifier: GPL-3.0-or-later
#include "runcomparison.h"

#include "events.h"
#include "narration.h"

#include <QtGlobal>

#include <algorithm>
#include <cstdio>

namespace inflight {

namespace {

std::string_view actorOf(const Run &run, const Event &event)
{
    return event.actor == engineActor ? std::string_view() : run.log().actorName(event.actor);
}

std::string_view queueOf(const Run &run, const Event &event)
{
    return event.queue == noQueue ? std::string_view() : run.log().queueName(event.queue);
}

std::string figure(double value, bool dollars)
{
    char text[64];
    if (dollars)
        std::snprintf(text, sizeof text, "$%.6f", value);
    else
        std::snprintf(text, sizeof text, "%.0f", value);
    return text;
}

Sentence say(const char *source, std::vector<Sentence> args = {})
{
    return Sentence::say("RunComparison", source, std::move(args));
}

} // namespace

bool sameHappening(const Run &before, const Event &a, const Run &after, const Event &b)
{
    if (a.kind != b.kind || a.time != b.time || a.message != b.message || a.receipt != b.receipt ||
        !sameFlags(a, b))
        return false;
    // Interned ids are given in the order names first appear, which two runs may not share.
    if (actorOf(before, a) != actorOf(after, b) || queueOf(before, a) != queueOf(after, b))
        return false;
    if (carriesDeadline(a.kind))
        return true;
    // A sent message's group id is interned per log: compare the names.
    if (a.kind == EventKind::MessageSent)
        return visibleAt(a) == visibleAt(b) && (sentGroup(a) == 0) == (sentGroup(b) == 0) &&
               (sentGroup(a) == 0 ||
                before.log().string(sentGroup(a)) == after.log().string(sentGroup(b)));
    return sameAmounts(a, b);
}

namespace {

/// The events of `log` from `from` on that happen at `time`.
std::vector<std::uint64_t> eventsAt(const EventLog &log, std::uint64_t from, TimeMs time)
{
    std::vector<std::uint64_t> events;
    for (std::uint64_t i = from; i < log.size() && log[i].time == time; ++i)
        events.push_back(i);
    return events;
}

/// Of `mine`, the event the other run has no counterpart for at the same moment (each of
/// `theirs` answers for one of mine): the first part of the story (a major event), else the
/// first. Nothing when every one has its counterpart (the same events in another order).
std::optional<std::uint64_t> unmatched(const Run &run, const std::vector<std::uint64_t> &mine,
                                       const Run &other, const std::vector<std::uint64_t> &theirs)
{
    std::vector<bool> used(theirs.size(), false);
    std::optional<std::uint64_t> first;
    for (const std::uint64_t i : mine) {
        bool found = false;
        for (std::size_t j = 0; j < theirs.size() && !found; ++j) {
            if (!used[j] && sameHappening(run, run.log()[i], other, other.log()[theirs[j]]))
                used[j] = found = true;
        }
        if (found)
            continue;
        if (isMajorEvent(run.log()[i]))
            return i;
        if (!first)
            first = i;
    }
    return first;
}

} // namespace

std::optional<RunDivergence> firstDivergence(const Run &before, const Run &after)
{
    const EventLog &a = before.log();
    const EventLog &b = after.log();
    const std::uint64_t common = std::min(a.size(), b.size());
    std::uint64_t at = 0;
    while (at < common && sameHappening(before, a[at], after, b[at]))
        ++at;
    if (at == common && a.size() == b.size())
        return std::nullopt;
    RunDivergence divergence;
    divergence.sequence = at;
    if (at < a.size() && at < b.size())
        divergence.time = std::min(a[at].time, b[at].time);
    else
        divergence.time = at < a.size() ? a[at].time : b[at].time;
    const std::vector<std::uint64_t> ours = eventsAt(a, at, divergence.time);
    const std::vector<std::uint64_t> theirs = eventsAt(b, at, divergence.time);
    divergence.beforeSequence = unmatched(before, ours, after, theirs);
    divergence.afterSequence = unmatched(after, theirs, before, ours);
    // The same events in another order: name the two that stand at the same place.
    if (!divergence.beforeSequence && !divergence.afterSequence) {
        divergence.beforeSequence = at < a.size() ? std::optional(at) : std::nullopt;
        divergence.afterSequence = at < b.size() ? std::optional(at) : std::nullopt;
    }
    if (divergence.beforeSequence)
        divergence.before = describeEvent(before, *divergence.beforeSequence);
    if (divergence.afterSequence)
        divergence.after = describeEvent(after, *divergence.afterSequence);
    return divergence;
}

RunComparison compareRuns(const Run &before, const Run &after)
{
    RunComparison comparison;
    const RunMetrics &x = before.metrics;
    const RunMetrics &y = after.metrics;
    auto add = [&](const char *name, double a, double b, bool lowerIsBetter = true,
                   bool dollars = false) {
        comparison.metrics.push_back({name, a, b, lowerIsBetter, dollars, say(name)});
    };
    add(QT_TRANSLATE_NOOP("RunComparison", "keys effected more than once"),
        double(x.keysEffectedMoreThanOnce), double(y.keysEffectedMoreThanOnce));
    add(QT_TRANSLATE_NOOP("RunComparison", "duplicate effects"), double(x.duplicateEffects),
        double(y.duplicateEffects));
    add(QT_TRANSLATE_NOOP("RunComparison", "lost messages"), double(x.lost), double(y.lost));
    add(QT_TRANSLATE_NOOP("RunComparison", "dead-letter arrivals"), double(x.deadLetterArrivals),
        double(y.deadLetterArrivals));
    add(QT_TRANSLATE_NOOP("RunComparison", "keys effected"), double(x.keysEffected),
        double(y.keysEffected), false);
    add(QT_TRANSLATE_NOOP("RunComparison", "receives"), double(x.receives), double(y.receives));
    add(QT_TRANSLATE_NOOP("RunComparison", "billed requests"), double(x.billedRequests),
        double(y.billedRequests));
    add(QT_TRANSLATE_NOOP("RunComparison", "cost at list price"), x.costUsd, y.costUsd, true, true);
    comparison.divergence = firstDivergence(before, after);
    if (!comparison.divergence) {
        const EventLog &a = before.log();
        const EventLog &b = after.log();
        for (std::uint64_t at = 0; at < a.size() && !comparison.deadlinesDiffer; ++at)
            comparison.deadlinesDiffer = carriesDeadline(a[at].kind) && !sameAmounts(a[at], b[at]);
    }
    return comparison;
}

std::vector<Sentence> comparisonSentences(const RunComparison &comparison,
                                          const Sentence &beforeName, const Sentence &afterName)
{
    std::vector<Sentence> lines;
    Sentence changes;
    for (const MetricChange &m : comparison.metrics) {
        if (!m.changed())
            continue;
        const Sentence change =
            say(QT_TRANSLATE_NOOP("RunComparison", "%1 %2 -> %3"),
                {m.nameSentence, Sentence::decimalNumber(figure(m.before, m.dollars)),
                 Sentence::decimalNumber(figure(m.after, m.dollars))});
        changes = changes.empty()
                      ? change
                      : say(QT_TRANSLATE_NOOP("RunComparison", "%1; %2"), {changes, change});
    }
    lines.push_back(
        changes.empty()
            ? say(QT_TRANSLATE_NOOP("RunComparison", "The figures are the same in both runs."))
            : say(QT_TRANSLATE_NOOP("RunComparison", "From %1 to %2: %3."),
                  {beforeName, afterName, changes}));
    if (!comparison.divergence) {
        lines.push_back(
            comparison.deadlinesDiffer
                ? say(QT_TRANSLATE_NOOP("RunComparison",
                                        "Both runs do the same things at the same "
                                        "moments; only the loans' deadlines differ."))
                : say(QT_TRANSLATE_NOOP("RunComparison",
                                        "Both runs do the same things at the same moments.")));
        return lines;
    }
    const RunDivergence &d = *comparison.divergence;
    const Sentence when = Sentence::decimalNumber(formatSeconds(d.time));
    const Sentence before = Sentence::text(d.before);
    const Sentence after = Sentence::text(d.after);
    if (!d.before.empty() && !d.after.empty())
        lines.push_back(
            say(QT_TRANSLATE_NOOP("RunComparison", "They part at t=%1 s: in %2, %3; in %4, %5."),
                {when, beforeName, before, afterName, after}));
    else if (!d.before.empty())
        lines.push_back(
            say(QT_TRANSLATE_NOOP("RunComparison", "They part at t=%1 s: in %2, %3; %4 does not."),
                {when, beforeName, before, afterName}));
    else
        lines.push_back(
            say(QT_TRANSLATE_NOOP("RunComparison", "They part at t=%1 s: in %2, %3; %4 does not."),
                {when, afterName, after, beforeName}));
    return lines;
}

std::vector<std::string> describeComparison(const RunComparison &comparison,
                                            const std::string &beforeName,
                                            const std::string &afterName)
{
    std::vector<std::string> lines;
    for (const Sentence &line :
         comparisonSentences(comparison, Sentence::text(beforeName), Sentence::text(afterName)))
        lines.push_back(fillSentence(line));
    return lines;
}

} // namespace inflight
