// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariosweep.h"

#include "invariants.h"
#include "run.h"
#include "scenariogenerator.h"
#include "scenarioloader.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <exception>
#include <vector>

namespace inflight::test {

namespace {

/// Loads the text as the window and the command line do, and runs it; a refusal is a problem
/// of the sweep, since every generated scenario is meant to be valid.
SweepCheck loadAndRun(const std::string &text, std::optional<Run> &run)
{
    const ScenarioLoad load = loadScenarioText(text, "sweep.json");
    if (!load.ok())
        return {"refused", load.report()};
    run.emplace(simulate(*load.scenario));
    if (!run->problems.empty()) {
        std::string problems;
        for (const std::string &p : run->problems)
            problems += p + "\n";
        return {"refused", "the loader took it, the run did not: " + problems};
    }
    return {};
}

SweepCheck checkOrThrow(const std::string &text)
{
    std::optional<Run> first;
    if (SweepCheck check = loadAndRun(text, first); !check.ok())
        return check;
    std::string violations;
    for (const InvariantViolation &v : checkInvariants(first->log()))
        violations.append("#")
            .append(std::to_string(v.sequence))
            .append(": ")
            .append(v.message)
            .append("\n");
    if (!violations.empty())
        return {"invariant", violations};
    // A second load and run, from the text again: the loader and the engine both must be
    // deterministic.
    std::optional<Run> second;
    if (SweepCheck check = loadAndRun(text, second); !check.ok())
        return check;
    const std::string a = first->engine->digest();
    const std::string b = second->engine->digest();
    if (a != b)
        return {"nondeterminism", "first run " + a + " (" + std::to_string(first->log().size()) +
                                      " events), second run " + b + " (" +
                                      std::to_string(second->log().size()) + " events)"};
    return {};
}

// Shrinking: a path to any value in the scenario, and the scenario without it.

struct Step {
    QString key;
    qsizetype index = -1;
};
using Path = std::vector<Step>;

/// Every removable part, outermost first: list entries and object members at every depth.
void collectPaths(const QJsonValue &value, Path &prefix, std::vector<Path> &paths)
{
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            prefix.push_back({it.key(), -1});
            paths.push_back(prefix);
            collectPaths(it.value(), prefix, paths);
            prefix.pop_back();
        }
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            prefix.push_back({QString(), i});
            paths.push_back(prefix);
            collectPaths(array.at(i), prefix, paths);
            prefix.pop_back();
        }
    }
}

QJsonValue removeAt(const QJsonValue &value, const Path &path, std::size_t depth)
{
    const Step &step = path[depth];
    const bool last = depth + 1 == path.size();
    if (step.index < 0) {
        QJsonObject object = value.toObject();
        if (last)
            object.remove(step.key);
        else
            object[step.key] = removeAt(object.value(step.key), path, depth + 1);
        return object;
    }
    QJsonArray array = value.toArray();
    if (last)
        array.removeAt(step.index);
    else
        array[step.index] = removeAt(array.at(step.index), path, depth + 1);
    return array;
}

std::string indented(const QJsonObject &scenario)
{
    return QJsonDocument(scenario).toJson(QJsonDocument::Indented).toStdString();
}

} // namespace

SweepCheck checkScenarioText(const std::string &text)
{
    // An exception out of the loader or the engine is a finding like any other: the window
    // would die on it.
    try {
        return checkOrThrow(text);
    } catch (const std::exception &e) {
        return {"exception", e.what()};
    }
}

std::string SweepFinding::report() const
{
    return "seed " + std::to_string(seed) + ": " + check.kind + ": " + check.detail +
           "\nminimal scenario:\n" + minimalScenario;
}

QJsonObject shrinkScenario(QJsonObject scenario,
                           const std::function<bool(const QJsonObject &)> &stillFails)
{
    bool progress = true;
    while (progress) {
        progress = false;
        std::vector<Path> paths;
        Path prefix;
        collectPaths(scenario, prefix, paths);
        // Paths are in pre-order: after removing the part at i, every path before i still names
        // the same part, and the i-th of a fresh list is the part that came after the removed one.
        std::size_t i = 0;
        while (i < paths.size()) {
            const QJsonObject candidate = removeAt(scenario, paths[i], 0).toObject();
            if (!stillFails(candidate)) {
                ++i;
                continue;
            }
            scenario = candidate;
            progress = true;
            paths.clear();
            collectPaths(scenario, prefix, paths);
        }
    }
    return scenario;
}

std::optional<SweepFinding> sweepSeed(std::uint64_t seed)
{
    const QJsonObject scenario = ScenarioGenerator(seed).generate();
    const SweepCheck check =
        checkScenarioText(QJsonDocument(scenario).toJson(QJsonDocument::Compact).toStdString());
    if (check.ok())
        return std::nullopt;
    const auto failsTheSameWay = [&](const QJsonObject &candidate) {
        return checkScenarioText(QJsonDocument(candidate).toJson().toStdString()).kind ==
               check.kind;
    };
    return SweepFinding{seed, check, indented(shrinkScenario(scenario, failsTheSameWay))};
}

} // namespace inflight::test
