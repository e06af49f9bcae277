// SPDX-License-Identifier: GPL-3.0-or-later
#include "stageworkernote.h"

#include "apierror.h"
#include "common/format.h"
#include "events.h"
#include "run.h"
#include "stagetext.h"

#include <QStringList>

#include <algorithm>
#include <vector>

namespace inflight {

namespace {

using Tone = StageWorkerNote::Tone;

/// What one mark says, its tone, and how much it matters next to the others of its instant.
struct Said {
    QString text;
    Tone tone = Tone::Plain;
    int importance = 0;
};

/// The marks of the last instant with something worth saying, in log order.
std::vector<const WorkerMark *> lastSaid(const WorkerTrack &track, TimeMs now)
{
    const auto &marks = track.marks;
    auto it = std::upper_bound(marks.begin(), marks.end(), now,
                               [](TimeMs t, const WorkerMark &m) { return t < m.time; });
    std::vector<const WorkerMark *> said;
    while (it != marks.begin()) {
        --it;
        if (it->kind == WorkerMark::Kind::EmptyReceive)
            continue;
        if (!said.empty() && it->time != said.front()->time)
            break;
        said.insert(said.begin(), &*it);
    }
    return said;
}

/// Whether a delete used an older handle than the message's latest receive (and still deleted,
/// the engine's knob).
bool deletedWithOldHandle(const RunTimeline &timeline, const WorkerMark &mark)
{
    std::uint32_t latest = mark.receipt;
    if (const MessageTrack *t = timeline.track(mark.message)) {
        for (const PhaseSpan &span : t->spans) {
            if (span.sequence < mark.sequence && span.phase == MessagePhase::InFlight)
                latest = span.receipt;
        }
    }
    return latest > mark.receipt;
}

Said say(const Run &run, const RunTimeline &timeline, const WorkerMark &mark,
         const QString &effectPast)
{
    const QString label = qs(messageLabel(mark.message));
    const QString handle = handleText(mark.message, mark.receipt);
    const auto key = run.keyOf(mark.message);
    const QString keyText = key ? qs(run.ledger.key(*key)) : label;
    switch (mark.kind) {
    case WorkerMark::Kind::Heartbeat:
        return {StageText::tr("heartbeat: %1 hidden until %2")
                    .arg(label, stageTimeText(hiddenUntil(run.log()[mark.sequence]))),
                Tone::Heartbeat, 1};
    case WorkerMark::Kind::Backoff: {
        // The worker gave this try up and set when the message comes back: not a heartbeat.
        const TimeMs backMs = hiddenUntil(run.log()[mark.sequence]) - mark.time;
        return {backMs > 0
                    ? StageText::tr("backoff: %1 back in %2 s").arg(label, secondsText(backMs))
                    : StageText::tr("retry now: %1 visible again").arg(label),
                Tone::Plain, 1};
    }
    case WorkerMark::Kind::Delete:
        return {deletedWithOldHandle(timeline, mark)
                    ? StageText::tr("deleted %1 with the old handle %2").arg(label, handle)
                    : StageText::tr("deleted %1").arg(label),
                Tone::Good, 2};
    case WorkerMark::Kind::StaleDelete:
        return {StageText::tr("stale handle %1: nothing deleted").arg(handle), Tone::Bad, 5};
    case WorkerMark::Kind::DeleteGone:
        return {StageText::tr("%1 already gone: nothing deleted").arg(label), Tone::Bad, 4};
    case WorkerMark::Kind::DeleteFailed:
        return {callError(run.log()[mark.sequence]) == ErrorCode::InvalidParameterValue
                    ? StageText::tr("delete refused: handle %1 has expired").arg(handle)
                    : StageText::tr("delete of %1 refused").arg(label),
                Tone::Bad, 5};
    case WorkerMark::Kind::Effect:
        // "ord_7731 charged": the key and the service's own past tense.
        return {StageText::tr("%1 %2").arg(keyText, effectPast), Tone::Good, 3};
    case WorkerMark::Kind::DuplicateEffect:
        return {StageText::tr("%1 %2 AGAIN").arg(keyText, effectPast), Tone::Bad, 6};
    case WorkerMark::Kind::IdempotencySkip:
        return {StageText::tr("%1 already %2: skipped").arg(keyText, effectPast), Tone::Good, 3};
    case WorkerMark::Kind::JobFailed:
        return {StageText::tr("%1 failed, not deleted").arg(label), Tone::Bad, 5};
    case WorkerMark::Kind::Throttled:
        return {StageText::tr("%1 throttled: retrying").arg(label), Tone::Bad, 5};
    case WorkerMark::Kind::Crash:
        return {StageText::tr("crashed"), Tone::Bad, 7};
    case WorkerMark::Kind::Restart:
        return {StageText::tr("restarted"), Tone::Plain, 1};
    case WorkerMark::Kind::ReceiveRefused:
        return {StageText::tr("receive refused: %1")
                    .arg(QString::fromLatin1(codeName(callError(run.log()[mark.sequence])))),
                Tone::Bad, 4};
    case WorkerMark::Kind::Receive:
    case WorkerMark::Kind::EmptyReceive:
        break;
    }
    return {};
}

} // namespace

StageWorkerNote StageWorkerNote::at(const Run &run, const RunTimeline &timeline,
                                    const WorkerTrack &track, TimeMs now,
                                    const std::string &effectPast)
{
    StageWorkerNote note;
    const std::vector<const WorkerMark *> said = lastSaid(track, now);
    if (said.empty())
        return note;
    note.time = said.front()->time;
    QStringList parts;
    QStringList received;
    int rank = -1;
    for (const WorkerMark *mark : said) {
        if (mark->kind == WorkerMark::Kind::Receive)
            received << handleText(mark->message, mark->receipt);
        const Said s = say(run, timeline, *mark, qs(effectPast));
        if (!s.text.isEmpty())
            parts << s.text;
        if (s.importance > rank) {
            rank = s.importance;
            note.tone = s.tone;
            note.icon = mark->kind;
        }
    }
    // A batch reads as one receive.
    if (received.size() == 1)
        parts.prepend(StageText::tr("received %1").arg(received.front()));
    else if (!received.isEmpty())
        parts.prepend(
            StageText::tr("received %Ln message(s): %1", nullptr, static_cast<int>(received.size()))
                .arg(received.join(QStringLiteral(", "))));
    note.text =
        StageText::tr("%1: %2").arg(stageTimeText(note.time), parts.join(QStringLiteral("; ")));
    return note;
}

} // namespace inflight
