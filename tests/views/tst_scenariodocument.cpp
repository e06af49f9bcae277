// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario document's runs (issue 11): a classroom scenario runs at once; a long one runs in
// the background with progress that never goes back and reaches the end; a cancelled run, of a
// load, an edit or an undo, leaves the document with the scenario, history and run it had.

#include "scenariodocument.h"
#include "scenarioloader.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace inflight;

class TestScenarioDocument : public QObject {
    Q_OBJECT

private slots:
    void aClassroomScenarioRunsAtOnce();
    void aLongRunReportsProgressUpToItsEnd();
    void aCancelledLoadKeepsThePreviousRun();
    void aCancelledEditKeepsThePreviousRun();
    void aCancelledUndoGoesBackToTheRunShown();
    void otherChangesWaitForTheRun();
    void aLoadWithEditsRunsOnceAndCancelsWhole();
    void aFileIsShownInTheReadersLanguage();
};

namespace {

Scenario load(const QByteArray &text)
{
    const ScenarioLoad load = loadScenarioText(text.toStdString(), "test.json");
    if (!load.ok())
        qFatal("%s", load.report().c_str());
    return *load.scenario;
}

Scenario small()
{
    return load(R"({"name": "small", "queues": [{"name": "orders"}],
        "producers": [{"queue": "orders", "bursts": [{"at": 0, "count": 3}]}],
        "workers": [{"queue": "orders", "processing": 1}]})");
}

/// 60,000 orders: above the document's line for a background run, and still quick.
Scenario longRun()
{
    return load(R"({"name": "long", "queues": [{"name": "orders"}],
        "producers": [{"queue": "orders", "rate": {"from": 0, "to": 3000, "perSecond": 20}}],
        "workers": [{"queue": "orders", "count": 30, "processing": 1}]})");
}

} // namespace

void TestScenarioDocument::aClassroomScenarioRunsAtOnce()
{
    ScenarioDocument document;
    QSignalSpy started(&document, &ScenarioDocument::runStarted);
    QSignalSpy changed(&document, &ScenarioDocument::runChanged);
    QVERIFY(!ScenarioDocument::runsInBackground(small()));
    QVERIFY(document.setScenario(small()));
    QCOMPARE(started.count(), 0);
    QCOMPARE(changed.count(), 1);
    QVERIFY(document.run());
    QVERIFY(!document.isRunning());
}

void TestScenarioDocument::aLongRunReportsProgressUpToItsEnd()
{
    ScenarioDocument document;
    QVERIFY(ScenarioDocument::runsInBackground(longRun()));
    QSignalSpy started(&document, &ScenarioDocument::runStarted);
    QSignalSpy progress(&document, &ScenarioDocument::runProgress);
    QSignalSpy ended(&document, &ScenarioDocument::runEnded);
    bool runningInside = false;
    connect(&document, &ScenarioDocument::runStarted, this,
            [&] { runningInside = document.isRunning(); });
    QVERIFY(document.setScenario(longRun(), QStringLiteral("long.json")));
    QCOMPARE(started.count(), 1);
    QVERIFY(runningInside);
    QCOMPARE(ended.count(), 1);
    QCOMPARE(ended.first().first().toBool(), false);
    QVERIFY(progress.count() >= 1);
    TimeMs previous = 0;
    for (const QList<QVariant> &report : progress) {
        const TimeMs reached = report.at(0).value<TimeMs>();
        QVERIFY(reached >= previous);
        QCOMPARE(report.at(1).value<TimeMs>(), TimeMs(3'000'000));
        previous = reached;
    }
    QCOMPARE(previous, TimeMs(3'000'000));
    QVERIFY(document.run());
    QVERIFY(!document.run()->cancelled);
    QCOMPARE(document.run()->metrics.messagesSent, std::uint64_t(60'000));
    QCOMPARE(document.path(), QStringLiteral("long.json"));
    QVERIFY(!document.isRunning());
}

void TestScenarioDocument::aCancelledLoadKeepsThePreviousRun()
{
    ScenarioDocument document;
    QVERIFY(document.setScenario(small(), QStringLiteral("small.json")));
    QVERIFY(document.setWhatIf(WhatIf::Workers, 2).isEmpty());
    const std::shared_ptr<const Run> before = document.run();
    QSignalSpy changed(&document, &ScenarioDocument::runChanged);
    QSignalSpy ended(&document, &ScenarioDocument::runEnded);
    connect(&document, &ScenarioDocument::runStarted, &document, &ScenarioDocument::cancelRun);
    QVERIFY(!document.setScenario(longRun(), QStringLiteral("long.json")));
    QCOMPARE(ended.count(), 1);
    QCOMPARE(ended.first().first().toBool(), true);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(document.run(), before);
    QCOMPARE(document.scenario().name, std::string("small"));
    QCOMPARE(document.path(), QStringLiteral("small.json"));
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(document.editsApplied(), 1);
}

void TestScenarioDocument::aCancelledEditKeepsThePreviousRun()
{
    ScenarioDocument document;
    QVERIFY(document.setScenario(longRun()));
    const std::shared_ptr<const Run> before = document.run();
    const double workers = whatIfValue(document.scenario(), WhatIf::Workers);
    connect(&document, &ScenarioDocument::runStarted, &document, &ScenarioDocument::cancelRun);
    QSignalSpy changed(&document, &ScenarioDocument::runChanged);
    QVERIFY(!document.setWhatIf(WhatIf::Workers, workers + 5).isEmpty());
    QCOMPARE(changed.count(), 0);
    QCOMPARE(document.run(), before);
    QCOMPARE(whatIfValue(document.scenario(), WhatIf::Workers), workers);
    QCOMPARE(document.undoStack()->count(), 0);
}

void TestScenarioDocument::aCancelledUndoGoesBackToTheRunShown()
{
    ScenarioDocument document;
    QVERIFY(document.setScenario(longRun()));
    const double workers = whatIfValue(document.scenario(), WhatIf::Workers);
    QVERIFY(document.setWhatIf(WhatIf::Workers, workers + 5).isEmpty());
    const std::shared_ptr<const Run> edited = document.run();
    QCOMPARE(edited->scenario.workers[0].count, int(workers) + 5);
    connect(&document, &ScenarioDocument::runStarted, &document, &ScenarioDocument::cancelRun);
    document.undoStack()->undo();
    // The history goes back to the edit once the undo stack is done telling of the undo.
    QTRY_COMPARE(document.editsApplied(), 1);
    QCOMPARE(document.run(), edited);
    QCOMPARE(whatIfValue(document.scenario(), WhatIf::Workers), workers + 5);
}

void TestScenarioDocument::otherChangesWaitForTheRun()
{
    ScenarioDocument document;
    QVERIFY(document.setScenario(small()));
    QString editRefused;
    QString loadRefused;
    bool restoreRefused = false;
    connect(&document, &ScenarioDocument::runStarted, this, [&] {
        editRefused = document.setWhatIf(WhatIf::Workers, 7);
        document.loadText("{}", QStringLiteral("other.json"), &loadRefused);
        restoreRefused = !document.restoreEdits({}, 0).isEmpty();
    });
    QVERIFY(document.setScenario(longRun()));
    QVERIFY(editRefused.contains(u"still being simulated"));
    QVERIFY(loadRefused.contains(u"still being simulated"));
    QVERIFY(restoreRefused);
    QCOMPARE(document.scenario().name, std::string("long"));
    QCOMPARE(document.undoStack()->count(), 0);
}

void TestScenarioDocument::aLoadWithEditsRunsOnceAndCancelsWhole()
{
    // A saved session's text and edits: only the run shown (after its first two edits) is made.
    const QByteArray text = R"({"name": "long", "queues": [{"name": "orders"}],
        "producers": [{"queue": "orders", "rate": {"from": 0, "to": 3000, "perSecond": 20}}],
        "workers": [{"queue": "orders", "count": 30, "processing": 1}]})";
    const std::vector<WhatIfEdit> edits = {{WhatIf::Workers, 40},
                                           {WhatIf::VisibilityTimeout, 60},
                                           {WhatIf::Workers, 50},
                                           {WhatIf::BatchSize, 99}};
    ScenarioDocument document;
    QVERIFY(document.setScenario(small(), QStringLiteral("small.json")));
    const std::shared_ptr<const Run> before = document.run();
    QSignalSpy started(&document, &ScenarioDocument::runStarted);
    QSignalSpy changed(&document, &ScenarioDocument::runChanged);
    auto cancel =
        connect(&document, &ScenarioDocument::runStarted, &document, &ScenarioDocument::cancelRun);
    QString error;
    QString editProblem;
    QVERIFY(!document.loadText(text, QStringLiteral("long.json"), &error, edits, 2, &editProblem));
    QVERIFY(error.contains(u"cancelled"));
    QCOMPARE(started.count(), 1);
    // Cancelled: nothing of it is left, not even the scenario without its edits.
    QCOMPARE(changed.count(), 0);
    QCOMPARE(document.run(), before);
    QCOMPARE(document.scenario().name, std::string("small"));
    QCOMPARE(document.path(), QStringLiteral("small.json"));
    QCOMPARE(document.undoStack()->count(), 0);

    disconnect(cancel);
    QVERIFY(document.loadText(text, QStringLiteral("long.json"), &error, edits, 2, &editProblem));
    QCOMPARE(started.count(), 2);
    QCOMPARE(changed.count(), 1);
    // The fourth edit cannot be made (a batch is at most 10 messages): the three before stay.
    QVERIFY2(editProblem.contains(u"cannot be set to 99"), qPrintable(editProblem));
    QCOMPARE(document.undoStack()->count(), 3);
    QCOMPARE(document.editsApplied(), 2);
    QCOMPARE(document.run()->scenario.workers[0].count, 40);
    QCOMPARE(whatIfValue(document.scenario(), WhatIf::VisibilityTimeout), 60.0);
    QCOMPARE(document.originalScenario().workers[0].count, 30);
    QCOMPARE(document.sourceText(), text);
    // The history is the one saved: a redo makes the third edit, and runs it.
    document.undoStack()->redo();
    QCOMPARE(started.count(), 3);
    QCOMPARE(document.run()->scenario.workers[0].count, 50);
    // The original's run is made when it is first asked for.
    QCOMPARE(document.originalRun()->scenario.workers[0].count, 30);
    QCOMPARE(started.count(), 4);
}

/// A file with a German translation beside it opens in German for a German reader: its texts, not
/// its source (what a session keeps); a bad translation is refused with its path and reason.
void TestScenarioDocument::aFileIsShownInTheReadersLanguage()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("small.json"));
    const QByteArray english = R"({"name": "small", "title": "Three orders",
        "queues": [{"name": "orders"}],
        "services": [{"name": "payments", "effect": "charges the card", "effectPast": "charged"}],
        "producers": [{"queue": "orders", "bursts": [{"at": 0, "count": 3}]}],
        "workers": [{"queue": "orders", "processing": 1, "service": "payments"}]})";
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("de")));
    QFile translation(dir.filePath(QStringLiteral("de/small.json")));
    QVERIFY(translation.open(QIODevice::WriteOnly));
    translation.write(R"({"title": "Drei Bestellungen",
        "services": [{"name": "payments", "effectPast": "abgebucht"}]})");
    translation.close();

    const QLocale before;
    QLocale::setDefault(QLocale(QStringLiteral("de_DE")));
    ScenarioDocument document;
    QString error;
    const bool loaded = document.loadText(english, path, &error);
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
    ScenarioDocument inEnglish;
    QVERIFY(inEnglish.loadText(english, path, &error));
    QLocale::setDefault(before);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(document.scenario().title, std::string("Drei Bestellungen"));
    QCOMPARE(document.scenario().services.at(0).effectPast, std::string("abgebucht"));
    QCOMPARE(document.scenario().services.at(0).effect, std::string("charges the card"));
    QCOMPARE(document.sourceText(), english);
    QCOMPARE(inEnglish.scenario().title, std::string("Three orders"));

    QVERIFY(translation.open(QIODevice::WriteOnly));
    translation.write(R"({"title": "Drei Bestellungen", "queues": []})");
    translation.close();
    QLocale::setDefault(QLocale(QStringLiteral("de_DE")));
    ScenarioDocument refused;
    const bool refusedLoad = refused.loadText(english, path, &error);
    QLocale::setDefault(before);
    QVERIFY(!refusedLoad);
    QVERIFY2(error.startsWith(dir.filePath(QStringLiteral("de/small.json")) +
                              QStringLiteral(":1:32: queues is not a text")),
             qPrintable(error));
}

QTEST_MAIN(TestScenarioDocument)
#include "tst_scenariodocument.moc"
