// SPDX-License-Identifier: GPL-3.0-or-later
// Writes the session fuzz target's seed corpus and its regression inputs: real session files,
// saved by saveSession as the window saves them, of a few lessons' scenarios with edits of every
// kind, notes, a selection and lesson progress, and the two sessions of issue 11 that crashed
// export --session (a one-character RedrivePolicy with a maxReceiveCount edit, a VisibilityTimeout
// of 2^63-1 with a heartbeat edit). Built by the normal build, never run by CTest:
//
//     build-ci/tests/fuzz_session_seeds tests/fuzz/corpus/session tests/fuzz/crashes/session

#include "session.h"
#include "sessionfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <cstdio>

using namespace inflight;

namespace {

QByteArray fileText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

Session scenarioSession(const QString &scenario, std::vector<SessionEdit> edits, int applied)
{
    Session s;
    s.source = Session::Source::Scenario;
    s.scenarioPath = QStringLiteral("/home/teacher/") + scenario;
    s.scenarioText = fileText(QStringLiteral(INFLIGHT_SCENARIOS "/") + scenario);
    s.edits = std::move(edits);
    s.editsApplied = applied;
    s.playheadMs = 45'000;
    s.playheadSequence = 21;
    s.viewFromMs = 30'000;
    s.viewToMs = 90'500;
    s.selection.kind = Selection::Kind::Message;
    s.selection.message = 1;
    s.annotations = {
        {Annotation::Anchor::Time, 30'000, 0, noMessage, QStringLiteral("The timeout ends here")},
        {Annotation::Anchor::Event, 45'000, 17, 1, QStringLiteral("First charge, £42")},
    };
    s.runDigest = QStringLiteral("3f2a");
    s.engineVersion = QStringLiteral("0.1.0");
    return s;
}

Session lessonSession()
{
    Session s;
    s.source = Session::Source::Lesson;
    s.lessonId = QStringLiteral("heartbeats");
    s.lessonVersion = 1;
    s.edits = {{WhatIf::HeartbeatInterval, 20}};
    s.editsApplied = 1;
    s.selection.kind = Selection::Kind::Worker;
    s.selection.worker = 2;
    s.lesson.position = 2;
    s.lesson.furthest = 3;
    s.lesson.answers = {{0, QStringLiteral("2"), false}, {0, QStringLiteral("3"), true}};
    s.lesson.hintsShown = 1;
    s.lesson.attempts = {{QStringLiteral("Heartbeat: 20 s"), true, QStringLiteral("charged once")}};
    return s;
}

/// A session whose scenario is given as text (the regression inputs).
Session textSession(const QByteArray &text, std::vector<SessionEdit> edits)
{
    Session s;
    s.scenarioText = text;
    s.editsApplied = static_cast<int>(edits.size());
    s.edits = std::move(edits);
    return s;
}

bool save(const Session &session, const QString &folder, const QString &name)
{
    const QString path = QDir(folder).filePath(name);
    QFile::remove(path);
    const QString problem = saveSession(session, path);
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(problem));
        return false;
    }
    std::printf("wrote %s\n", qPrintable(path));
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: %s CORPUS-FOLDER CRASHES-FOLDER\n", argv[0]);
        return 2;
    }
    const QString corpus = QString::fromLocal8Bit(argv[1]);
    const QString crashes = QString::fromLocal8Bit(argv[2]);
    QDir().mkpath(corpus);
    QDir().mkpath(crashes);
    bool ok = save(scenarioSession(QStringLiteral("double-charged-order.json"),
                                   {{WhatIf::VisibilityTimeout, 60},
                                    {WhatIf::HeartbeatInterval, 10},
                                    {WhatIf::Workers, 3},
                                    {WhatIf::DeletePolicy, 1}},
                                   3),
                   corpus, QStringLiteral("double-charged-order.inflight"));
    ok = save(scenarioSession(QStringLiteral("outage-dlq.json"),
                              {{WhatIf::MaxReceiveCount, 2},
                               {WhatIf::ProcessingTime, 4},
                               {WhatIf::WaitTime, 0},
                               {WhatIf::Idempotency, 1}},
                              4),
              corpus, QStringLiteral("outage-dlq.inflight")) &&
         ok;
    ok = save(scenarioSession(QStringLiteral("fifo-groups.json"), {}, 0), corpus,
              QStringLiteral("fifo-groups.inflight")) &&
         ok;
    ok = save(lessonSession(), corpus, QStringLiteral("lesson-heartbeats.inflight")) && ok;
    ok = save(textSession(R"({"name": "t",
 "queues": [{"name": "orders", "attributes": {"RedrivePolicy": "x"}}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders"}]})",
                          {{WhatIf::MaxReceiveCount, 3}}),
              crashes, QStringLiteral("regression-short-redrive-policy.inflight")) &&
         ok;
    ok = save(textSession(R"({"name": "t",
 "queues": [{"name": "orders", "attributes": {"VisibilityTimeout": "9223372036854775807"}}],
 "producers": [{"queue": "orders", "messages": [{"at": 0}]}],
 "workers": [{"queue": "orders", "heartbeat": {"every": 10, "extendTo": 30}}]})",
                          {{WhatIf::HeartbeatInterval, 5}}),
              crashes, QStringLiteral("regression-visibility-timeout-int64-max.inflight")) &&
         ok;
    return ok ? 0 : 1;
}
