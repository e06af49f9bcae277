// SPDX-License-Identifier: GPL-3.0-or-later
// The what-if sentence table (engine/whatiftexts.h): each parameter's label, each value's phrase,
// each edit's phrase and a list of edits, and the reasons a value is refused, in their exact
// English as the command line fills them; and a translation sees whole phrases in the "WhatIf"
// context, with the count for its plural forms.

#include "enginetest.h"
#include "scenarioloader.h"
#include "scenariorun.h"
#include "whatif.h"
#include "whatiftexts.h"

#include <QTest>

using namespace inflight;

namespace {

QString filled(const Sentence &sentence)
{
    return QString::fromStdString(fillSentence(sentence));
}

/// A "translation" that brackets every template of the "WhatIf" context, and says the count it
/// was given: "<batch size %n messages>#10".
std::string bracketed(const char *context, const char *source, int count)
{
    if (std::string_view(context) != "WhatIf")
        return source;
    std::string text(1, '<');
    text.append(source).push_back('>');
    if (count >= 0)
        text.append(1, '#').append(std::to_string(count));
    return text;
}

} // namespace

class TestWhatIfTexts : public QObject {
    Q_OBJECT

private slots:
    void labels_data();
    void labels();
    void values_data();
    void values();
    void edits_data();
    void edits();
    void editLists_data();
    void editLists();
    void refusals_data();
    void refusals();
    void aTranslationSeesWholePhrases_data();
    void aTranslationSeesWholePhrases();
};

void TestWhatIfTexts::labels_data()
{
    QTest::addColumn<int>("parameter");
    QTest::addColumn<QString>("label");
    const QStringList labels = {
        "Visibility timeout",
        "Processing time",
        "Heartbeat every",
        "Workers",
        "Receive wait time",
        "maxReceiveCount",
        "Delete",
        "Idempotency",
        "Batch size",
        "Backoff on failure",
        "Delete with an old handle",
    };
    QCOMPARE(labels.size(), whatIfCount);
    for (int i = 0; i < whatIfCount; ++i) {
        const auto name = whatIfName(static_cast<WhatIf>(i));
        QTest::newRow(std::string(name).c_str()) << i << labels[i];
    }
}

void TestWhatIfTexts::labels()
{
    QFETCH(int, parameter);
    QFETCH(QString, label);
    const auto which = static_cast<WhatIf>(parameter);
    QCOMPARE(filled(whatIfLabelSentence(which)), label);
    // The English the lesson checks take is the same sentence filled as written.
    QCOMPARE(QString::fromStdString(whatIfLabel(which)), label);
}

void TestWhatIfTexts::values_data()
{
    QTest::addColumn<int>("parameter");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("phrase");
    QTest::newRow("a timeout") << int(WhatIf::VisibilityTimeout) << 60.0 << "60 s";
    QTest::newRow("a fraction of a second") << int(WhatIf::ProcessingTime) << 2.25 << "2.25 s";
    QTest::newRow("a wait") << int(WhatIf::WaitTime) << 20.0 << "20 s";
    QTest::newRow("a heartbeat") << int(WhatIf::HeartbeatInterval) << 20.0 << "every 20 s";
    QTest::newRow("no heartbeat") << int(WhatIf::HeartbeatInterval) << 0.0 << "no heartbeat";
    QTest::newRow("workers") << int(WhatIf::Workers) << 3.0 << "3";
    QTest::newRow("a dead-letter queue") << int(WhatIf::MaxReceiveCount) << 5.0 << "5";
    QTest::newRow("no dead-letter queue")
        << int(WhatIf::MaxReceiveCount) << 0.0 << "no dead-letter queue";
    QTest::newRow("delete after") << int(WhatIf::DeletePolicy) << 0.0 << "after the side effect";
    QTest::newRow("delete first") << int(WhatIf::DeletePolicy) << 1.0 << "before processing";
    QTest::newRow("delete in a batch")
        << int(WhatIf::DeletePolicy) << 2.0 << "in a batch after processing";
    QTest::newRow("no idempotency") << int(WhatIf::Idempotency) << 0.0 << "none";
    QTest::newRow("a done record")
        << int(WhatIf::Idempotency) << 1.0 << "a done record written after the effect";
    QTest::newRow("a provider key")
        << int(WhatIf::Idempotency) << 2.0 << "the provider's idempotency key";
    QTest::newRow("one message") << int(WhatIf::BatchSize) << 1.0 << "1 message";
    QTest::newRow("ten messages") << int(WhatIf::BatchSize) << 10.0 << "10 messages";
    QTest::newRow("retry at once") << int(WhatIf::RetryBackoff) << 0.0 << "retry at once";
    QTest::newRow("back off") << int(WhatIf::RetryBackoff) << 4.0 << "back off from 4 s, doubling";
    QTest::newRow("an old handle deletes nothing")
        << int(WhatIf::StaleHandleDelete) << 0.0 << "deletes nothing";
    QTest::newRow("an old handle deletes")
        << int(WhatIf::StaleHandleDelete) << 1.0 << "deletes the message";
}

void TestWhatIfTexts::values()
{
    QFETCH(int, parameter);
    QFETCH(double, value);
    QFETCH(QString, phrase);
    QCOMPARE(filled(describeWhatIf(static_cast<WhatIf>(parameter), value)), phrase);
}

void TestWhatIfTexts::edits_data()
{
    QTest::addColumn<int>("parameter");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("phrase");
    QTest::newRow("a timeout") << int(WhatIf::VisibilityTimeout) << 60.0
                               << "visibility timeout 60 s";
    QTest::newRow("a processing time")
        << int(WhatIf::ProcessingTime) << 0.5 << "processing time 0.5 s";
    QTest::newRow("a wait") << int(WhatIf::WaitTime) << 0.0 << "receive wait time 0 s";
    QTest::newRow("a heartbeat") << int(WhatIf::HeartbeatInterval) << 20.0
                                 << "heartbeat every 20 s";
    QTest::newRow("no heartbeat") << int(WhatIf::HeartbeatInterval) << 0.0 << "no heartbeat";
    QTest::newRow("workers") << int(WhatIf::Workers) << 3.0 << "workers 3";
    QTest::newRow("a dead-letter queue")
        << int(WhatIf::MaxReceiveCount) << 5.0 << "maxReceiveCount 5";
    QTest::newRow("no dead-letter queue")
        << int(WhatIf::MaxReceiveCount) << 0.0 << "no dead-letter queue";
    QTest::newRow("delete after") << int(WhatIf::DeletePolicy) << 0.0
                                  << "delete after the side effect";
    QTest::newRow("delete first") << int(WhatIf::DeletePolicy) << 1.0 << "delete before processing";
    QTest::newRow("delete in a batch")
        << int(WhatIf::DeletePolicy) << 2.0 << "delete in a batch after processing";
    QTest::newRow("no idempotency") << int(WhatIf::Idempotency) << 0.0 << "no idempotency";
    QTest::newRow("a done record")
        << int(WhatIf::Idempotency) << 1.0 << "idempotency: a done record written after the effect";
    QTest::newRow("a provider key")
        << int(WhatIf::Idempotency) << 2.0 << "idempotency: the provider's idempotency key";
    QTest::newRow("one message") << int(WhatIf::BatchSize) << 1.0 << "batch size 1 message";
    QTest::newRow("ten messages") << int(WhatIf::BatchSize) << 10.0 << "batch size 10 messages";
    QTest::newRow("retry at once") << int(WhatIf::RetryBackoff) << 0.0 << "retry at once";
    QTest::newRow("back off") << int(WhatIf::RetryBackoff) << 2.0 << "back off from 2 s, doubling";
    QTest::newRow("an old handle deletes nothing")
        << int(WhatIf::StaleHandleDelete) << 0.0 << "a delete with an old handle deletes nothing";
    QTest::newRow("an old handle deletes") << int(WhatIf::StaleHandleDelete) << 1.0
                                           << "a delete with an old handle deletes the message";
}

void TestWhatIfTexts::edits()
{
    QFETCH(int, parameter);
    QFETCH(double, value);
    QFETCH(QString, phrase);
    QCOMPARE(filled(describeWhatIfEdit(static_cast<WhatIf>(parameter), value)), phrase);
}

using Edits = std::vector<std::pair<WhatIf, double>>;

void TestWhatIfTexts::editLists_data()
{
    QTest::addColumn<Edits>("edits");
    QTest::addColumn<QString>("phrase");
    QTest::newRow("none") << Edits{} << "";
    QTest::newRow("one") << Edits{{WhatIf::Workers, 2}} << "workers 2";
    QTest::newRow("three") << Edits{{WhatIf::VisibilityTimeout, 60},
                                    {WhatIf::HeartbeatInterval, 20},
                                    {WhatIf::BatchSize, 1}}
                           << "visibility timeout 60 s, heartbeat every 20 s, batch size 1 message";
}

void TestWhatIfTexts::editLists()
{
    QFETCH(Edits, edits);
    QFETCH(QString, phrase);
    QCOMPARE(filled(describeWhatIfEdits(edits)), phrase);
}

void TestWhatIfTexts::refusals_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<int>("parameter");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("reason");
    const QString lesson = "choosing-the-timeout";
    QTest::newRow("no worker, no batch size") << "no workers" << int(WhatIf::BatchSize) << 2.0
                                              << "Batch size does not apply to this scenario";
    QTest::newRow("too few workers")
        << lesson << int(WhatIf::Workers) << 0.0 << "Workers must be a whole number from 1 to 100";
    QTest::newRow("a fraction of a timeout")
        << lesson << int(WhatIf::VisibilityTimeout) << 12.5
        << "Visibility timeout must be a whole number from 0 to 43200";
    QTest::newRow("a long wait") << lesson << int(WhatIf::WaitTime) << 21.0
                                 << "Receive wait time must be a whole number from 0 to 20";
    QTest::newRow("a negative processing time")
        << lesson << int(WhatIf::ProcessingTime) << -1.0
        << "Processing time must be from 0 to 86400 seconds";
    QTest::newRow("a heartbeat past twelve hours")
        << lesson << int(WhatIf::HeartbeatInterval) << 43200.5
        << "Heartbeat interval must be from 0 to 43200 seconds";
    QTest::newRow("a provider key without a service")
        << "no service" << int(WhatIf::Idempotency) << 2.0
        << "A provider idempotency key needs a downstream service";
}

void TestWhatIfTexts::refusals()
{
    QFETCH(QString, scenario);
    QFETCH(int, parameter);
    QFETCH(double, value);
    QFETCH(QString, reason);
    Scenario s = lessonScenario("choosing-the-timeout");
    if (scenario == "no workers")
        s.workers.clear();
    else if (scenario == "no service")
        s.workers.front().service.clear();
    const auto which = static_cast<WhatIf>(parameter);
    const std::optional<Sentence> refusal = whatIfRefusal(s, which, value);
    QVERIFY(refusal);
    QCOMPARE(filled(*refusal), reason);
    // setWhatIf says the same and leaves the scenario as it was.
    const Scenario before = s;
    const std::optional<std::string> said = setWhatIf(s, which, value);
    QVERIFY(said);
    QCOMPARE(QString::fromStdString(*said), reason);
    QCOMPARE(whatIfApplies(s, which) ? whatIfValue(s, which) : 0.0,
             whatIfApplies(before, which) ? whatIfValue(before, which) : 0.0);
}

void TestWhatIfTexts::aTranslationSeesWholePhrases_data()
{
    QTest::addColumn<QString>("which");
    QTest::addColumn<QString>("translated");
    QTest::newRow("a label") << "label"
                             << "<Visibility timeout>";
    QTest::newRow("an edit with its number") << "timeout edit"
                                             << "<visibility timeout %1 s>";
    QTest::newRow("a count for the plural") << "batch edit"
                                            << "<batch size %n messages>#10";
    QTest::newRow("a list of edits") << "list"
                                     << "<%1, %2>";
    QTest::newRow("a refusal naming its label") << "refusal"
                                                << "<%1 must be a whole number from %2 to %3>";
}

void TestWhatIfTexts::aTranslationSeesWholePhrases()
{
    QFETCH(QString, which);
    QFETCH(QString, translated);
    // The template a translator is given, before the arguments are put in: the outermost
    // sentence's, with its %-markers; the arguments are translated on their own.
    Sentence sentence;
    QString filledText;
    if (which == "label") {
        sentence = whatIfLabelSentence(WhatIf::VisibilityTimeout);
        filledText = "<Visibility timeout>";
    } else if (which == "timeout edit") {
        sentence = describeWhatIfEdit(WhatIf::VisibilityTimeout, 60);
        filledText = "<visibility timeout 60 s>";
    } else if (which == "batch edit") {
        sentence = describeWhatIfEdit(WhatIf::BatchSize, 10);
        // Qt's translate puts the count in for %n; this translator leaves it.
        filledText = "<batch size %n messages>#10";
    } else if (which == "list") {
        sentence = describeWhatIfEdits({{WhatIf::Workers, 2}, {WhatIf::HeartbeatInterval, 0}});
        filledText = "<<workers 2>, <no heartbeat>>";
    } else {
        sentence = whatIfOutOfRange(WhatIf::Workers);
        filledText = "<<Workers> must be a whole number from 1 to 100>";
    }
    QCOMPARE(QString::fromStdString(sentence.context ? sentence.context : ""),
             QStringLiteral("WhatIf"));
    QCOMPARE(QString::fromStdString(bracketed(sentence.context, sentence.source, sentence.count)),
             translated);
    QCOMPARE(QString::fromStdString(fillSentence(sentence, bracketed)), filledText);
}

QTEST_GUILESS_MAIN(TestWhatIfTexts)
#include "tst_whatiftexts.moc"
