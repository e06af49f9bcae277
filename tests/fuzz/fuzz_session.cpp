// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the session file reader (session/sessionfile, docs/sessions.md). The input is a session
// file's bytes, an SQLite database. It is written to a file and opened as `inflight export
// --session` and the window open one: loadSession (which checks the header, the application id,
// the integrity, the format and every row), then where the run starts (the session's scenario
// text, or its lesson), its what-if edits made again, and the edited scenario run when it stays
// small (fuzzbudget.h).

#include "fuzzbudget.h"
#include "run.h"
#include "session.h"
#include "sessionfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

namespace {

/// Qt SQL finds its SQLite driver through the application; one for the whole fuzzing process.
QCoreApplication &application()
{
    static int argc = 1;
    static char name[] = "fuzz_session";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    return app;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace inflight;
    (void)application();
    static const QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("fuzz.inflight"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return 0;
        file.write(reinterpret_cast<const char *>(data), static_cast<qint64>(size));
    }
    const SessionLoad load = loadSession(path);
    if (!load.ok())
        return 0;
    const Session &session = *load.session;
    QString problem;
    const std::optional<SessionSource> source = sessionSource(session, &problem);
    if (!source)
        return 0;
    const Scenario scenario =
        editedScenario(source->scenario, session.edits, session.editsApplied, &problem);
    if (const std::optional<Run> run = fuzz::runWithinBudget(scenario))
        (void)run->summary();
    return 0;
}
