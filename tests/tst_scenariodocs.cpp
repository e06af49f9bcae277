// SPDX-License-Identifier: GPL-3.0-or-later
// Every example in docs/scenario-format.md is a complete scenario: it loads without a problem,
// runs, and its log keeps every invariant. A documented example that stopped working would be a
// lie to the reader.

#include "enginetest.h"
#include "run.h"
#include "scenarioloader.h"

#include <QFile>
#include <QRegularExpression>

using namespace inflight;

class TestScenarioDocs : public QObject {
    Q_OBJECT

private slots:
    void examplesLoadAndRun_data();
    void examplesLoadAndRun();
};

void TestScenarioDocs::examplesLoadAndRun_data()
{
    QTest::addColumn<QString>("json");
    QFile file(QStringLiteral(INFLIGHT_TEST_SCRIPTS "/../../docs/scenario-format.md"));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    const QString text = QString::fromUtf8(file.readAll());
    const QRegularExpression block(QStringLiteral("```json\\n(.*?)```"),
                                   QRegularExpression::DotMatchesEverythingOption);
    int count = 0;
    for (auto it = block.globalMatch(text); it.hasNext();) {
        const QString json = it.next().captured(1);
        const QRegularExpression name(QStringLiteral("\"name\": \"([^\"]+)\""));
        const QString title = name.match(json).captured(1);
        QTest::newRow(qPrintable(QStringLiteral("example \"%1\"").arg(title))) << json;
        ++count;
    }
    // One example per feature section: the count only grows.
    QVERIFY(count >= 9);
}

void TestScenarioDocs::examplesLoadAndRun()
{
    QFETCH(QString, json);
    const ScenarioLoad load = loadScenarioText(json.toStdString(), "docs/scenario-format.md");
    QVERIFY2(load.ok(), load.report().c_str());
    const Run run = simulate(*load.scenario);
    QVERIFY2(run.problems.empty(), run.summary().c_str());
    QVERIFY(run.metrics.messagesSent > 0);
    QVERIFY(run.metrics.receives > 0);
    INFLIGHT_VERIFY_INVARIANTS(run.log());
}

QTEST_GUILESS_MAIN(TestScenarioDocs)
#include "tst_scenariodocs.moc"
