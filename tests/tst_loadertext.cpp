// SPDX-License-Identifier: GPL-3.0-or-later
// The loaders' sentence table (lessons/loadertexts.h) and the lessons' metric table: each family
// of problem a scenario or a lesson file can have says exactly its English sentence, built from
// a template and its arguments (the names from the file, the did-you-mean suggestion, the list of
// valid keys), so that the window can translate the template and leave the names alone; and every
// metric a lesson may name is read off a run through the one table.

#include "enginetest.h"
#include "lesson.h"
#include "lessonloader.h"
#include "loadertexts.h"
#include "scenarioloader.h"

#include <QByteArray>

#include <algorithm>
#include <set>

using namespace inflight;
using namespace inflight::test;

namespace {

/// A scenario that loads cleanly, on one line so that each row's column is easy to check: one
/// message, one worker.
const char *const baseScenario =
    R"json({"name": "t", "queues": [{"name": "orders"}], "producers": [{"queue": "orders", "messages": [{"at": 0}]}], "workers": [{"queue": "orders"}]})json";

/// A lesson that loads cleanly: one order, two workers, a 45-second job on a 30-second loan. Its
/// source's URL escapes its slashes, as JSON allows: moc would take "//" for a comment.
const char *const baseLesson =
    R"json({"id": "t", "title": "T", "goal": "G", "minutes": 5, "level": "beginner",
 "scenario": {"name": "t", "until": 100, "queues": [{"name": "orders"}],
   "producers": [{"queue": "orders", "messages": [{"at": 0, "key": "ord_1"}]}],
   "workers": [{"queue": "orders", "count": 2, "processing": 45}]},
 "steps": [
  {"id": "first", "at": 0, "highlight": ["m1", "worker-1"]},
  {"id": "second", "event": {"kind": "MessageReceived", "actor": "worker-2"},
   "question": {"kind": "number", "prompt": "P", "answer": 2, "query": {"effectsOf": "ord_1"},
                "explain": "E"}}],
 "challenge": {"parameters": ["visibilityTimeout"],
   "success": [{"metric": "duplicateEffects", "equals": 0}],
   "solution": {"visibilityTimeout": 60}},
 "sources": [{"title": "S", "url": "https:\/\/docs.aws.amazon.com/s.html"}]}
)json";

const char *const baseNarration =
    "# T\n\nIntro.\n\n## first\n\nOne.\n\n## second\n\nTwo.\n\n## challenge\n\nFix it.\n";

/// `base` with `from` replaced by `to` once (nothing replaced when `from` is empty).
std::string edited(const char *base, const QByteArray &from, const QByteArray &to)
{
    QByteArray text(base);
    if (!from.isEmpty()) {
        const qsizetype at = text.indexOf(from);
        if (at < 0)
            qFatal("edit not found: %s", from.constData());
        text.replace(at, from.size(), to);
    }
    return text.toStdString();
}

/// A translator that shows where a template went through it: each template in brackets, the
/// arguments from the file as they are.
std::string bracketed(const char *context, const char *source, int)
{
    return std::string(context) + "[" + source + "]";
}

/// Every problem's sentence is a template of the loaders' tables (or, under "PATH: ", holds one),
/// and fills to the problem's message.
template<typename Problem> void checkSentences(const std::vector<Problem> &problems)
{
    for (const Problem &p : problems) {
        QVERIFY(p.sentence.source != nullptr);
        QVERIFY(std::string(p.sentence.context) == "LoaderText");
        QCOMPARE(fillSentence(p.sentence), p.message);
    }
}

} // namespace

class TestLoaderText : public QObject {
    Q_OBJECT

private slots:
    void scenarioProblems_data();
    void scenarioProblems();
    void lessonProblems_data();
    void lessonProblems();
    void aReportTranslatesTemplatesNotNames();
    void aLessonListEntrySaysWhyItCannotBeRead();
    void everyMetricResolves();
    void anUnknownMetricDoesNot();
};

void TestLoaderText::scenarioProblems_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("report");

    const QByteArray worker = R"("workers": [{"queue": "orders"}])";
    QTest::newRow("an unknown key with did you mean")
        << worker << QByteArray(R"("workers": [{"queue": "orders", "batchsize": 5}])")
        << R"(s.json:1:140: workers[0].batchsize: unknown key (did you mean "batchSize"?))";
    QTest::newRow("an unknown key with the valid keys")
        << QByteArray(R"({"name": "t",)") << QByteArray(R"({"name": "t", "zzqqxx": 1,)")
        << "s.json:1:15: zzqqxx: unknown key (valid keys: name, title, description, seed, until, "
           "engine, queues, services, producers, workers, lambdas, operations)";
    QTest::newRow("the wrong type")
        << QByteArray(R"([{"name": "orders"}])")
        << QByteArray(R"([{"name": "orders", "fifo": "yes"}])")
        << "s.json:1:53: queues[0].fifo: must be true or false, not a string";
    QTest::newRow("a number out of range")
        << worker << QByteArray(R"("workers": [{"queue": "orders", "batchSize": 11}])")
        << "s.json:1:153: workers[0].batchSize: 11 is out of range (1 to 10)";
    QTest::newRow("seconds out of range")
        << worker << QByteArray(R"("workers": [{"queue": "orders", "processing": -1}])")
        << "s.json:1:154: workers[0].processing: -1 is out of range (0 to 1296000 seconds)";
    QTest::newRow("a fraction for a whole number")
        << worker << QByteArray(R"("workers": [{"queue": "orders", "count": 1.5}])")
        << "s.json:1:149: workers[0].count: 1.5 must be a whole number";
    QTest::newRow("a choice that is not one of the choices")
        << worker
        << QByteArray(R"("workers": [{"queue": "orders", "crashes": [{"point": "beforeEfect"}]}])")
        << R"(s.json:1:162: workers[0].crashes[0].point: "beforeEfect" is not one of "beforeEffect", "afterEffectBeforeRecord", "afterEffectBeforeDelete", "duringHeartbeat" (did you mean "beforeEffect"?))";
    QTest::newRow("an unknown queue")
        << QByteArray(R"("producers": [{"queue": "orders")")
        << QByteArray(R"("producers": [{"queue": "order")")
        << R"(s.json:1:71: producers[0].queue: no queue named "order" in "queues" (did you mean "orders"?))";
    QTest::newRow("an unknown worker")
        << worker
        << QByteArray(
               R"("workers": [{"queue": "orders", "count": 2, "crashes": [{"at": 5, "worker": "worker-3"}]}])")
        << R"(s.json:1:184: workers[0].crashes[0].worker: "worker-3" is not one of worker-1 to worker-2)";
    QTest::newRow("not JSON") << QByteArray(R"("queues": [{"name")") << QByteArray(R"("queues": [)")
                              << "s.json:1:26: not valid JSON: unexpected character ':' where a "
                                 "value was expected";
}

void TestLoaderText::scenarioProblems()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, report);
    const ScenarioLoad load = loadScenarioText(edited(baseScenario, from, to), "s.json");
    QCOMPARE(QString::fromStdString(load.report()), report + u'\n');
    checkSentences(load.problems);
}

void TestLoaderText::lessonProblems_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<bool>("inNarration");
    QTest::addColumn<QString>("report");

    QTest::newRow("an unknown event kind")
        << QByteArray(R"("MessageReceived")") << QByteArray(R"("MessageRecieved")") << false
        << R"(01-t.json:7:38: steps[1].event.kind: unknown event kind "MessageRecieved" (did you mean "MessageReceived"?))";
    QTest::newRow("a step past the end of the run")
        << QByteArray(R"("at": 0, "highlight")") << QByteArray(R"("at": 500, "highlight")") << false
        << "01-t.json:6:25: steps[0].at: t=500 is past the end of the run (t=100)";
    QTest::newRow("a highlight that names nothing")
        << QByteArray(R"("worker-1"])") << QByteArray(R"("worker-9"])") << false
        << R"(01-t.json:6:48: steps[0].highlight[1]: "worker-9" names nothing in the run (did you mean "worker-1"?): messages m1; workers worker-1, worker-2; keys ord_1; queues orders; lanes effects)";
    QTest::newRow("an answer the run disagrees with")
        << QByteArray(R"("answer": 2)") << QByteArray(R"("answer": 3)") << false
        << "01-t.json:8:60: steps[1].question.answer: 3 disagrees with the run: effects of ord_1 "
           "is 2";
    QTest::newRow("a pinned event the run does not have")
        << QByteArray(R"("actor": "worker-2")") << QByteArray(R"("actor": "worker-2", "nth": 3)")
        << false
        << "01-t.json:7:29: steps[1].event: the run has no 3rd MessageReceived by worker-2 "
           "(MessageReceived in the run: m1 by worker-1 at t=0, m1 by worker-2 at t=30, m1 by "
           "worker-1 at t=60, m1 by worker-2 at t=90)";
    QTest::newRow("a step id twice")
        << QByteArray(R"("id": "second")") << QByteArray(R"("id": "first")") << false
        << "01-t.json:7:10: steps[1].id: \"first\" is also the id of steps[0]\n"
           "01-t.md:9:1: section \"## second\" belongs to no step (the steps are first, "
           "challenge)";
    QTest::newRow("a narration section misspelt")
        << QByteArray("## second") << QByteArray("## secnd") << true
        << "01-t.json:7:3: steps[1]: no section \"## second\" in 01-t.md\n"
           "01-t.md:9:1: section \"## secnd\" belongs to no step (did you mean \"second\"?)";
    QTest::newRow("an unknown metric")
        << QByteArray(R"("duplicateEffects")") << QByteArray(R"("duplicateEffect")") << false
        << R"(01-t.json:11:27: challenge.success[0].metric: unknown metric "duplicateEffect" (did you mean "duplicateEffects"?))";
    QTest::newRow("a solution that does not pass")
        << QByteArray(R"("visibilityTimeout": 60)") << QByteArray(R"("visibilityTimeout": 31)")
        << false
        << "01-t.json:12:16: challenge.solution: the reference solution does not pass: "
           "duplicateEffects is 1 (wanted 0)";
}

void TestLoaderText::lessonProblems()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(bool, inNarration);
    QFETCH(QString, report);
    const LessonLoad load = loadLessonText(
        inNarration ? edited(baseLesson, {}, {}) : edited(baseLesson, from, to),
        inNarration ? edited(baseNarration, from, to) : edited(baseNarration, {}, {}), "01-t.json",
        "01-t.md");
    QCOMPARE(QString::fromStdString(load.report()), report + u'\n');
    checkSentences(load.problems);
}

void TestLoaderText::aReportTranslatesTemplatesNotNames()
{
    const ScenarioLoad load =
        loadScenarioText(edited(baseScenario, R"("producers": [{"queue": "orders")",
                                R"("producers": [{"queue": "order")"),
                         "s.json");
    // The position stays data; the JSON path and the names are arguments, not translated.
    QCOMPARE(
        QString::fromStdString(load.report(bracketed)),
        QStringLiteral(
            R"(s.json:1:71: LoaderText[producers[0].queue: LoaderText[no queue named "order" in "queues" (did you mean "orders"?)]])"
            "\n"));
    const LessonLoad lesson = loadLessonText(edited(baseLesson, R"("answer": 2)", R"("answer": 3)"),
                                             edited(baseNarration, {}, {}), "01-t.json", "01-t.md");
    QCOMPARE(QString::fromStdString(lesson.report(bracketed)),
             QStringLiteral("01-t.json:8:60: LoaderText[steps[1].question.answer: LoaderText[3 "
                            "disagrees with the run: LessonText[effects of ord_1] is 2]]\n"));
}

void TestLoaderText::aLessonListEntrySaysWhyItCannotBeRead()
{
    LessonEntry entry;
    entry.id = "broken";
    JsonParseError error;
    QVERIFY(!parseJsonWithPositions("{\"id\": ", error));
    entry.why = content::notValidJson(error.message);
    entry.line = error.line;
    entry.column = error.column;
    QCOMPARE(entryProblem(entry, nullptr),
             std::string("1:8: not valid JSON: the file ends where a value was expected"));
    QCOMPARE(entryProblem(entry, bracketed),
             std::string("1:8: LoaderText[not valid JSON: LoaderText[the file ends where a value "
                         "was expected]]"));
}

void TestLoaderText::everyMetricResolves()
{
    const LessonLoad load = loadLessonText(edited(baseLesson, {}, {}),
                                           edited(baseNarration, {}, {}), "01-t.json", "01-t.md");
    QVERIFY2(load.ok(), load.report().c_str());
    const Run &run = *load.run;
    const std::vector<std::string> &names = metricNames();
    QCOMPARE(names.size(), std::size_t(18));
    QCOMPARE(std::set<std::string>(names.begin(), names.end()).size(), names.size());
    for (const std::string &name : names) {
        RunQuery query;
        query.name = name;
        const QueryResult result = evaluateQuery(run, query);
        QVERIFY2(result.value.has_value(), name.c_str());
        QVERIFY2(result.error.empty(), name.c_str());
        QCOMPARE(metricValue(run, name), result.value);
    }
    // A few read straight off the run: one message, charged twice by the two workers.
    QCOMPARE(metricValue(run, "messagesSent"), std::optional<double>(1));
    QCOMPARE(metricValue(run, "effects"), std::optional<double>(2));
    QCOMPARE(metricValue(run, "duplicateEffects"), std::optional<double>(1));
    QCOMPARE(metricValue(run, "runEnd"), std::optional<double>(double(run.endMs) / 1000.0));
}

void TestLoaderText::anUnknownMetricDoesNot()
{
    const LessonLoad load = loadLessonText(edited(baseLesson, {}, {}),
                                           edited(baseNarration, {}, {}), "01-t.json", "01-t.md");
    QVERIFY2(load.ok(), load.report().c_str());
    QVERIFY(!metricValue(*load.run, "duplicateEffect"));
    QVERIFY(!metricValue(*load.run, ""));
    RunQuery query;
    query.name = "duplicateEffect";
    const QueryResult result = evaluateQuery(*load.run, query);
    QVERIFY(!result.value);
    QCOMPARE(result.error, std::string("no metric named \"duplicateEffect\""));
    QCOMPARE(fillSentence(result.reason), result.error);
}

QTEST_GUILESS_MAIN(TestLoaderText)
#include "tst_loadertext.moc"
