// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The lessons' scenario files and runs of them and of scenario texts, for the tests and
// benchmarks that look at a whole run. Header-only: the including target defines
// INFLIGHT_SCENARIOS, the folder of the lessons' scenarios (inflight_test_support does).

#include "run.h"
#include "scenarioloader.h"

#include <QDir>
#include <QString>

#include <memory>

namespace inflight {

/// The scenario lessons/scenarios/NAME.json; a scenario that does not load stops the test with
/// the loader's report.
inline Scenario lessonScenario(const QString &name)
{
    const ScenarioLoad load = loadScenarioFile(
        QDir::cleanPath(QStringLiteral(INFLIGHT_SCENARIOS) + u'/' + name + QStringLiteral(".json"))
            .toStdString());
    if (!load.ok())
        qFatal("%s", load.report().c_str());
    return *load.scenario;
}

/// The run of a scenario file in lessons/scenarios, or nullptr when it does not load.
inline std::shared_ptr<const Run> runScenarioFile(const char *file)
{
    const ScenarioLoad load = loadScenarioFile(
        QDir::cleanPath(QStringLiteral(INFLIGHT_SCENARIOS) + u'/' + QLatin1String(file))
            .toStdString());
    if (!load.ok())
        return nullptr;
    return std::make_shared<const Run>(simulate(*load.scenario));
}

/// The run of a scenario given as JSON text, or nullptr when it does not load.
inline std::shared_ptr<const Run> runScenarioText(const char *text)
{
    const ScenarioLoad load = loadScenarioText(text, "test");
    if (!load.ok())
        return nullptr;
    return std::make_shared<const Run>(simulate(*load.scenario));
}

/// A crowd: sixty orders at once and twenty-four workers, more than any stage shows.
inline const char *const crowdScenario = R"json({
  "name": "crowd",
  "queues": [{"name": "orders", "visibilityTimeout": 30}],
  "services": [{"name": "payments", "effect": "charges the card", "effectPast": "charged"}],
  "producers": [{"queue": "orders", "bursts": [{"at": 0, "count": 60}]}],
  "workers": [{"name": "worker", "count": 24, "queue": "orders", "processing": 40,
               "service": "payments"}]
})json";

} // namespace inflight
