// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordedrun.h"

#include "scriptrunner.h"

#include <QCoreApplication>

namespace inflight {

namespace {

/// The queues the clients created, with the settings the views read through queueConfig().
std::vector<QueueSpec> queuesOf(const QueueEngine &engine)
{
    std::vector<QueueSpec> queues;
    for (QueueIndex q = 1; q <= engine.queueCount(); ++q) {
        QueueSpec spec;
        spec.name = engine.queueName(q);
        for (const char *name : {"FifoQueue", "VisibilityTimeout", "RedrivePolicy"}) {
            if (const auto value = engine.queueAttribute(q, name))
                spec.attributes[name] = *value;
        }
        queues.push_back(std::move(spec));
    }
    return queues;
}

} // namespace

std::shared_ptr<const Run> replayRecording(const QByteArray &recording, QString *error)
{
    if (!recording.startsWith("{\"Engine\"")) {
        if (error)
            *error = QCoreApplication::translate(
                "RecordedRun", "it is not a recording of SQS clients: its first line is not the "
                               "engine's settings");
        return nullptr;
    }
    // The responses are what the clients got; the run is what the views need.
    ScriptRunner runner([](const std::string &) {});
    int number = 0;
    for (const QByteArray &line : recording.split('\n')) {
        ++number;
        if (!line.isEmpty())
            runner.feedLine(number, line.toStdString());
    }

    auto run = std::make_shared<Run>();
    run->engine = runner.takeEngine();
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

bool isRecordedRun(const Run &run)
{
    return run.scenario.name == recordedScenarioName && run.scenario.workers.empty() &&
           run.scenario.producers.empty() && run.scenario.lambdas.empty();
}

} // namespace inflight
