// SPDX-License-Identifier: GPL-3.0-or-later
// The sentence table's filling (engine/sentence.h): positional arguments in one pass, phrases as
// arguments, %n, and a translator that may move the arguments; and the event table's entries
// (engine/eventtexts.h): one per kind, each with a sentence.

#include "enginetest.h"
#include "eventtexts.h"
#include "scenarioloader.h"
#include "sentence.h"

#include <QDir>
#include <QTest>

using namespace inflight;

namespace {
/// A "translation" that puts the arguments the other way round, as another language might.
std::string reversed(const char *, const char *source, int)
{
    return std::string_view(source) == "%1 receives %2" ? "%2 is received by %1" : source;
}
} // namespace

class TestSentence : public QObject {
    Q_OBJECT

private slots:
    void fill_data();
    void fill();
    void aTranslatorMovesTheArguments();
    void aReaderWritesDecimalsWithTheirPoint();
    void everyEventOfARunHasASentence();
};

void TestSentence::fill_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("expected");
    QTest::newRow("arguments in their places")
        << "%1 receives %2" << QStringList{"worker-1", "m1"} << -1 << "worker-1 receives m1";
    QTest::newRow("an argument used twice")
        << "%1, %2, %1" << QStringList{"a", "b"} << -1 << "a, b, a";
    QTest::newRow("an argument's own marker stays as it is")
        << "%1 and %2" << QStringList{"%2", "x"} << -1 << "%2 and x";
    QTest::newRow("a marker without an argument stays")
        << "%1 of %3" << QStringList{"one"} << -1 << "one of %3";
    QTest::newRow("the count") << "%n removed" << QStringList{} << 3 << "3 removed";
    QTest::newRow("no count: %n stays") << "%n removed" << QStringList{} << -1 << "%n removed";
    QTest::newRow("a percent sign") << "100% of %1" << QStringList{"m1"} << -1 << "100% of m1";
}

void TestSentence::fill()
{
    QFETCH(QString, source);
    QFETCH(QStringList, args);
    QFETCH(int, count);
    QFETCH(QString, expected);
    const QByteArray text = source.toUtf8();
    std::vector<Sentence> arguments;
    for (const QString &arg : args)
        arguments.push_back(Sentence::text(arg.toStdString()));
    Sentence sentence = Sentence::say("Test", text.constData(), arguments);
    sentence.count = count;
    QCOMPARE(QString::fromStdString(fillSentence(sentence)), expected);
}

void TestSentence::aTranslatorMovesTheArguments()
{
    const Sentence inner =
        Sentence::say("Test", "%1 receives %2", {Sentence::text("worker-1"), Sentence::text("m1")});
    const Sentence outer = Sentence::say("Test", "%1; it is hidden", {inner});
    QCOMPARE(fillSentence(outer), std::string("worker-1 receives m1; it is hidden"));
    QCOMPARE(fillSentence(outer, reversed),
             std::string("m1 is received by worker-1; it is hidden"));
}

void TestSentence::aReaderWritesDecimalsWithTheirPoint()
{
    // A time is a decimal; a receipt handle or a name with a dot in it is not.
    const Sentence sentence =
        Sentence::say("Test", "%1 is hidden until t=%2 (%3)",
                      {Sentence::text("m1.r2"), Sentence::decimalNumber("45.5"),
                       Sentence::decimalNumber("$0.000004")});
    QCOMPARE(fillSentence(sentence), std::string("m1.r2 is hidden until t=45.5 ($0.000004)"));
    QCOMPARE(fillSentence(sentence, Translator(reversed, ",")),
             std::string("m1.r2 is hidden until t=45,5 ($0,000004)"));
    QCOMPARE(fillSentence(sentence, Translator(reversed)),
             std::string("m1.r2 is hidden until t=45.5 ($0.000004)"));
}

void TestSentence::everyEventOfARunHasASentence()
{
    // Every lesson scenario: each event's sentence and details are filled, no marker left over.
    const QDir folder(QStringLiteral(INFLIGHT_TEST_SCRIPTS "/../../lessons/scenarios"));
    const QStringList files = folder.entryList({QStringLiteral("*.json")}, QDir::Files);
    QVERIFY(files.size() > 5);
    for (const QString &file : files) {
        const ScenarioLoad loaded = loadScenarioFile(folder.filePath(file).toStdString());
        QVERIFY2(loaded.ok(), loaded.report().c_str());
        const Run run = simulate(*loaded.scenario);
        for (std::uint64_t i = 0; i < run.log().size(); ++i) {
            const std::string text = fillSentence(eventSentence(run, i));
            QVERIFY2(!text.empty() && text.find('%') == std::string::npos, text.c_str());
            for (const Sentence &part : eventDetails(run, i, nullptr)) {
                const std::string detail = fillSentence(part);
                QVERIFY2(!detail.empty() && detail.find('%') == std::string::npos, detail.c_str());
            }
        }
    }
}

QTEST_GUILESS_MAIN(TestSentence)
#include "tst_sentence.moc"
