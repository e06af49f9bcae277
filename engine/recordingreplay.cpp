// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordingreplay.h"

#include "scriptrunner.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace inflight {

namespace {

/// The queues the clients created, with the settings the views read through queueConfig(), by
/// the names the log gives them ("orders (eu-west-1)" when there are several regions): a
/// RedrivePolicy's target is named so too, since the views find a dead-letter queue by the last
/// part of its ARN.
std::vector<QueueSpec> queuesOf(const QueueEngine &engine)
{
    std::vector<QueueSpec> queues;
    for (QueueIndex q = 1; q <= engine.queueCount(); ++q) {
        QueueSpec spec;
        spec.name = engine.log().queueName(q);
        for (const char *name : {"FifoQueue", "VisibilityTimeout", "RedrivePolicy"}) {
            if (const auto value = engine.queueAttribute(q, name))
                spec.attributes[name] = *value;
        }
        const auto policy = spec.attributes.find("RedrivePolicy");
        if (policy != spec.attributes.end() && spec.name != engine.queueName(q)) {
            QJsonObject object =
                QJsonDocument::fromJson(QByteArray::fromStdString(policy->second)).object();
            const std::string arn =
                object.value(QLatin1String("deadLetterTargetArn")).toString().toStdString();
            if (const QueueIndex target = engine.findQueueByArn(arn); target != noQueue) {
                object.insert(QStringLiteral("deadLetterTargetArn"),
                              QString::fromStdString(arn.substr(0, arn.rfind(':') + 1) +
                                                     engine.log().queueName(target)));
                policy->second = QJsonDocument(object).toJson(QJsonDocument::Compact).toStdString();
            }
        }
        queues.push_back(std::move(spec));
    }
    return queues;
}

} // namespace

struct RecordingReplay::Replayer {
    // The responses are what the clients got; the run is what the views need.
    ScriptRunner runner{[](const std::string &) {
    }};
    /// Bytes read so far (whole lines), the last line's number, and those bytes' start, kept to
    /// tell a recording that grew from one that was replaced.
    qsizetype read = 0;
    int lines = 0;
    QByteArray head;
};

RecordingReplay::RecordingReplay() : m_replayer(std::make_unique<Replayer>()) {}

RecordingReplay::~RecordingReplay() = default;

bool RecordingReplay::follow(const QByteArray &recording, bool complete, QString *error)
{
    Replayer &replay = *m_replayer;
    if (!recording.startsWith("{\"Engine\"")) {
        if (error)
            *error = QCoreApplication::translate(
                "RecordedRun", "it is not a recording of SQS clients: its first line is not the "
                               "engine's settings");
        return false;
    }
    // The first line (the engine's settings, with the seed) stands for the rest: a live endpoint
    // only ever appends.
    const qsizetype firstLineEnd = recording.indexOf('\n');
    const QByteArray head = recording.left(firstLineEnd < 0 ? recording.size() : firstLineEnd);
    if (replay.read > 0 && (recording.size() < replay.read || head != replay.head)) {
        if (error)
            *error = QCoreApplication::translate(
                "RecordedRun", "the recording is not the one replayed so far with more after it");
        return false;
    }
    replay.head = head;
    qsizetype from = replay.read;
    while (from < recording.size()) {
        qsizetype end = recording.indexOf('\n', from);
        if (end < 0) {
            if (!complete)
                break;
            end = recording.size();
        }
        ++replay.lines;
        if (end > from)
            replay.runner.feedLine(replay.lines, recording.sliced(from, end - from).toStdString());
        from = std::min(end + 1, recording.size());
        if (end == recording.size())
            break;
    }
    replay.read = from;
    return true;
}

std::shared_ptr<const Run> RecordingReplay::run(TimeMs atMs)
{
    auto run = std::make_shared<Run>();
    std::unique_ptr<QueueEngine> engine = m_replayer->runner.engine().copy();
    // As a snapshot's last line would: advanceTo() leaves an earlier time alone.
    engine->advanceTo(atMs);
    // Queues of several regions are told apart by their region in every view.
    engine->nameQueuesWithRegions();
    run->engine = std::move(engine);
    run->origin = Run::Origin::Recording;
    run->seed = run->engine->settings().seed;
    run->scenario.name = recordedScenarioName;
    run->scenario.title =
        QCoreApplication::translate("RecordedRun", "Live SQS clients").toStdString();
    run->scenario.engine = run->engine->settings();
    run->scenario.queues = queuesOf(*run->engine);
    run->endMs = run->engine->now();
    run->metrics = computeMetrics(*run);
    return run;
}

std::shared_ptr<const Run> replayRecording(const QByteArray &recording, QString *error)
{
    RecordingReplay replay;
    return replay.follow(recording, true, error) ? replay.run() : nullptr;
}

} // namespace inflight
