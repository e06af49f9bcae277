// SPDX-License-Identifier: GPL-3.0-or-later
// The run's sentence table (engine/runtexts.h): the story's lines, the ledger's line for a key and
// the summary's rows in their exact English, one and many for the counted ones, and every
// template of the run's texts and the comparison's with the arguments its markers ask for.

#include "enginetest.h"
#include "runcomparison.h"
#include "runtexts.h"
#include "scenarioloader.h"
#include "scenariorun.h"
#include "sentence.h"
#include "sentencecheck.h"
#include "whatif.h"

#include <QDir>
#include <QTest>

#include <algorithm>
#include <set>

using namespace inflight;

namespace {

std::vector<std::string> filled(const std::vector<Sentence> &sentences)
{
    std::vector<std::string> lines;
    for (const Sentence &s : sentences)
        lines.push_back(fillSentence(s));
    return lines;
}

} // namespace

class TestRunTexts : public QObject {
    Q_OBJECT

private slots:
    void storyLines_data();
    void storyLines();
    void keyLines_data();
    void keyLines();
    void summaryRows_data();
    void summaryRows();
    void comparisonLines();
    void everyTemplateHasItsArguments();
};

void TestRunTexts::storyLines_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("line");
    QTest::newRow("a receive of the run's one message") << "double-charged-order"
                                                        << "t=0   worker-1 receives the message";
    QTest::newRow("an effect and its delete") << "double-charged-order"
                                              << "t=45  worker-1 charges the card and deletes";
    QTest::newRow("a heartbeat extends the loan") << "double-charge-toy-heartbeat"
                                                  << "t=20  worker-1 extends visibility to t=50";
    QTest::newRow("a receive of several messages, named")
        << "batch-of-ten"
        << "t=31  worker-2 receives 3 messages: m8 (ord_8), m9 (ord_9), m10 (ord_10)";
    QTest::newRow("a receive of many messages, counted") << "batch-of-ten"
                                                         << "t=1   worker-1 receives 10 messages";
    QTest::newRow("a crash after the effect")
        << "crash-before-delete"
        << "t=13  worker-1 crashes after charging the card, before deleting";
    QTest::newRow("a crash before the effect") << "crash-before-delete"
                                               << "t=28  worker-2 crashes before charging the card";
    QTest::newRow("a restart") << "crash-before-delete"
                               << "t=18  worker-1 restarts";
    QTest::newRow("a crash before the effect is recorded")
        << "effectively-once"
        << "t=8   worker-1 crashes after charging the card, before recording it as done";
    QTest::newRow("a failure while the service is down")
        << "retry-backoff"
        << "t=2   worker-1 fails on m1 (ord_1) (payments is down)";
    QTest::newRow("a message made visible again")
        << "retry-backoff"
        << "t=2   worker-1 makes m1 (ord_1) visible again";
    QTest::newRow("a move to the dead-letter queue")
        << "retry-backoff"
        << "t=10  orders moves m1 (ord_1) to orders-dlq after 4 receives";
    QTest::newRow("a processing error") << "poison-message"
                                        << "t=17  worker-2 fails on m4 (ord_4) (processing error)";
    QTest::newRow("a refused delete")
        << "fifo-groups"
        << "t=45  worker-1 charges the card for ord_1 and tries to delete: SQS refuses it "
           "(InvalidParameterValue, the receipt handle has expired)";
    QTest::newRow("a Lambda invoked with one message")
        << "lambda-at-scale"
        << "t=0   resize-1 invokes the function with 1 message";
    QTest::newRow("a Lambda invoked with many messages")
        << "lambda-batches"
        << "t=0   payer-1 invokes the function with 6 messages";
    QTest::newRow("a partial batch failure of one message")
        << "lambda-batches"
        << "t=3   invoicer-1 reports 1 failed message; only those return to the queue";
    QTest::newRow("a partial batch failure of many messages")
        << "lambda-batches"
        << "t=1.5 payer-1 reports 4 failed messages; only those return to the queue";
    QTest::newRow("a batch delete") << "lambda-batches"
                                    << "t=1.5 payer-1 deletes 2 messages in a batch";
    QTest::newRow("a failed batch")
        << "lambda-batches"
        << "t=123 mailer-1 fails the batch; all 6 messages return to the queue";
    QTest::newRow("a throttled function, retried")
        << "lambda-at-scale"
        << "t=0   resize-3 fails on m3 (img_3) (throttled: the function is at its reserved "
           "concurrency; retried at t=1)";
    QTest::newRow("a throttled function, its loan ending")
        << "lambda-at-scale"
        << "t=7   resize-5 fails on m5 (img_5) (throttled: the function is at its reserved "
           "concurrency; its loan ends at t=10)";
}

void TestRunTexts::storyLines()
{
    QFETCH(QString, scenario);
    QFETCH(QString, line);
    const Run run = simulate(lessonScenario(scenario));
    QVERIFY(run.problems.empty());
    const std::vector<std::string> lines = filled(storySentences(run));
    QCOMPARE(lines, run.textTimeline());
    QVERIFY2(std::find(lines.begin(), lines.end(), line.toStdString()) != lines.end(),
             qPrintable(line));
}

void TestRunTexts::keyLines_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("line");
    QTest::newRow("a key effected twice")
        << "double-charged-order"
        << "ord_7731"
        << "ord_7731 charged twice (t=45 by worker-1, t=75 by worker-2)";
    QTest::newRow("a key effected once") << "batch-of-ten"
                                         << "ord_1"
                                         << "ord_1 charged once (t=5 by worker-1)";
    QTest::newRow("a key effected three times")
        << "stale-receipt-handle"
        << "ord_7731"
        << "ord_7731 charged 3 times (t=45 by worker-1, t=75 by worker-2, t=105 by worker-1)";
    QTest::newRow("a key never effected") << "interview-double-charge"
                                          << "ord_3"
                                          << "ord_3 never charged";
    QTest::newRow("a long list, its start and how many more")
        << "heartbeats"
        << "vid_1"
        << "vid_1 published 299 times (t=600 by worker-1, t=720 by worker-2, t=1200 by worker-1, "
           "t=1320 by worker-2, t=1800 by worker-1, t=1920 by worker-2, ... and 293 more, the last "
           "at t=90000)";
}

void TestRunTexts::keyLines()
{
    QFETCH(QString, scenario);
    QFETCH(QString, key);
    QFETCH(QString, line);
    const Run run = simulate(lessonScenario(scenario));
    const auto index = run.ledger.findKey(key.toStdString());
    QVERIFY(index);
    QCOMPARE(QString::fromStdString(fillSentence(keySentence(run, *index))), line);
    QCOMPARE(QString::fromStdString(run.describeKey(*index)), line);
}

void TestRunTexts::summaryRows_data()
{
    QTest::addColumn<int>("keysMoreThanOnce");
    QTest::addColumn<int>("keysEffected");
    QTest::addColumn<QStringList>("rows");
    const QString billed = QStringLiteral(
        "Billed requests: 40 (at list price $0.0000160; the first million requests a month are "
        "free)");
    QTest::newRow("one key effected more than once")
        << 1 << 3
        << QStringList{"Messages sent: 4",
                       "Keys effected: 3 of 4",
                       "Duplicate effects: 2 (1 key effected more than once)",
                       "Lost: 1 (never effected and in no queue)",
                       "Dead-letter arrivals: 0",
                       "Receives: 12 (5 empty)",
                       "API calls: 30",
                       billed,
                       "Send to first effect: p50 1 s, p90 2.5 s, p99 4 s, max 60 s"};
    QTest::newRow("many keys effected more than once, none at all")
        << 3 << 0
        << QStringList{"Messages sent: 4",
                       "Keys effected: 0 of 4",
                       "Duplicate effects: 2 (3 keys effected more than once)",
                       "Lost: 1 (never effected and in no queue)",
                       "Dead-letter arrivals: 0",
                       "Receives: 12 (5 empty)",
                       "API calls: 30",
                       billed};
}

void TestRunTexts::summaryRows()
{
    QFETCH(int, keysMoreThanOnce);
    QFETCH(int, keysEffected);
    QFETCH(QStringList, rows);
    RunMetrics m;
    m.messagesSent = 4;
    m.keys = 4;
    m.keysEffected = static_cast<std::uint64_t>(keysEffected);
    m.duplicateEffects = 2;
    m.keysEffectedMoreThanOnce = static_cast<std::uint64_t>(keysMoreThanOnce);
    m.lost = 1;
    m.receives = 12;
    m.emptyReceives = 5;
    m.apiCalls = 30;
    m.billedRequests = 40;
    m.costUsd = 0.000016;
    m.sendToEffect = {1'000, 2'500, 4'000, 60'000};
    QStringList texts;
    for (const SummaryRow &row : inflight::summaryRows(m))
        texts << QString::fromStdString(fillSentence(row.label) + ": " + fillSentence(row.value));
    QCOMPARE(texts, rows);
}

void TestRunTexts::comparisonLines()
{
    const Scenario original = lessonScenario(QStringLiteral("double-charged-order"));
    Scenario fixed = original;
    QVERIFY(!setWhatIf(fixed, WhatIf::VisibilityTimeout, 60));
    const Run before = simulate(original);
    const RunComparison comparison = compareRuns(before, simulate(fixed));
    const std::vector<Sentence> sentences = comparisonSentences(
        comparison, Sentence::text("the original"), Sentence::text("the edited run"));
    for (const Sentence &sentence : sentences)
        QVERIFY2(sentenceMismatch(sentence).empty(), sentenceMismatch(sentence).c_str());
    const std::vector<std::string> lines = filled(sentences);
    QCOMPARE(lines, describeComparison(comparison, "the original", "the edited run"));
    QCOMPARE(
        QString::fromStdString(lines.at(0)),
        QStringLiteral("From the original to the edited run: keys effected more than once 1 -> 0; "
                       "duplicate effects 1 -> 0; receives 4 -> 1; billed requests 9 -> 13; "
                       "cost at list price $0.000004 -> $0.000005."));
    QCOMPARE(
        QString::fromStdString(lines.at(1)),
        QStringLiteral("They part at t=30 s: in the original, m1 (ord_7731)'s visibility timeout "
                       "runs out: it is visible again in orders, whoever still holds m1.r1; "
                       "the edited run does not."));
    QCOMPARE(filled(comparisonSentences(compareRuns(before, before), Sentence::text("A"),
                                        Sentence::text("B"))),
             (std::vector<std::string>{"The figures are the same in both runs.",
                                       "Both runs do the same things at the same moments."}));
}

void TestRunTexts::everyTemplateHasItsArguments()
{
    // Every lesson scenario: each story line, each key's line, the summary's rows and the
    // comparison with the run itself.
    const QDir dir(QStringLiteral(INFLIGHT_SCENARIOS));
    const QStringList files = dir.entryList({QStringLiteral("*.json")});
    QVERIFY(!files.isEmpty());
    for (const QString &file : files) {
        const Run run = simulate(lessonScenario(QFileInfo(file).completeBaseName()));
        std::vector<Sentence> all = storySentences(run);
        for (std::uint32_t k = 0; k < run.ledger.keyCount(); ++k)
            all.push_back(keySentence(run, k));
        for (const SummaryRow &row : inflight::summaryRows(run.metrics)) {
            all.push_back(row.label);
            all.push_back(row.value);
        }
        for (const Sentence &line :
             comparisonSentences(compareRuns(run, run), Sentence::text("A"), Sentence::text("B")))
            all.push_back(line);
        for (const Sentence &sentence : all) {
            const std::string why = sentenceMismatch(sentence);
            QVERIFY2(why.empty(),
                     qPrintable(file + QStringLiteral(": ") + QString::fromStdString(why)));
        }
    }
}

QTEST_GUILESS_MAIN(TestRunTexts)
#include "tst_runtexts.moc"
