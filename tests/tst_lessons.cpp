// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons: every lesson under lessons/ loads and checks cleanly against its run, every question's
// right answer agrees with the run, every challenge fails as written and passes with its
// reference solution, and every kind of mistake a lesson author can make is reported with its
// exact file:line:column.

#include "enginetest.h"
#include "lessonloader.h"
#include "prng.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QUrl>

#include <set>

using namespace inflight;
using namespace inflight::test;

namespace {

QString lessonDirectory()
{
    return QDir::cleanPath(QStringLiteral(INFLIGHT_TEST_SCRIPTS "/../../lessons"));
}

QString reportOf(std::initializer_list<const char *> lines)
{
    QString report;
    for (const char *line : lines)
        report += QString::fromUtf8(line) + u'\n';
    return report;
}

/// A small lesson that loads cleanly: one order, two workers, a 45-second job on a 30-second
/// loan, so the card is charged twice before t=100. Each mistake row edits it. Its source's URL
/// escapes its slashes, as JSON allows: moc does not read raw strings, and would take "//" for the
/// start of a comment.
const char *const baseLesson = R"json({
  "id": "t",
  "title": "T",
  "goal": "G",
  "minutes": 5,
  "level": "beginner",
  "version": 1,
  "lockSteps": true,
  "scenario": {"name": "t", "until": 100,
    "queues": [{"name": "orders"}],
    "producers": [{"queue": "orders", "messages": [{"at": 0, "key": "ord_1"}]}],
    "workers": [{"queue": "orders", "count": 2, "processing": 45}]},
  "steps": [
    {"id": "first", "at": 0, "highlight": ["m1", "worker-1", "effects", "ord_1", "orders", [0, 30]],
     "question": {"kind": "choice", "prompt": "P", "choices": [
       {"text": "A", "right": true, "explain": "EA"},
       {"text": "B", "explain": "EB"}]}},
    {"id": "second", "event": {"kind": "MessageReceived", "message": "m1", "actor": "worker-2"},
     "question": {"kind": "number", "prompt": "P", "answer": 2, "query": {"effectsOf": "ord_1"},
                  "explain": "E"}}
  ],
  "challenge": {"parameters": ["visibilityTimeout"],
    "success": [{"metric": "duplicateEffects", "equals": 0}],
    "hints": ["H1", "H2"],
    "solution": {"visibilityTimeout": 60}},
  "sources": [{"title": "S", "url": "https:\/\/docs.aws.amazon.com/s.html", "steps": ["second"]}]
}
)json";

const char *const baseNarration = R"md(# T

The introduction.

## first

One.

```
## not-a-section, inside a code fence
```

## second

Two.

## challenge

Fix it.
)md";

/// The base lesson with each (from, to) replacement applied once.
QByteArray edited(const char *base, const QList<QPair<QByteArray, QByteArray>> &edits)
{
    QByteArray text(base);
    for (const auto &[from, to] : edits) {
        const qsizetype at = text.indexOf(from);
        if (at < 0)
            qFatal("edit not found: %s", from.constData());
        text.replace(at, from.size(), to);
    }
    return text;
}

using Edits = QList<QPair<QByteArray, QByteArray>>;

LessonLoad loadEdited(const Edits &json, const Edits &narration = {},
                      const std::string &path = "01-t.json")
{
    return loadLessonText(edited(baseLesson, json).toStdString(),
                          edited(baseNarration, narration).toStdString(), path, "01-t.md");
}

/// Every lesson file in lessons/, loaded.
struct LoadedLesson {
    QString name;
    LessonLoad load;
};

const std::vector<LoadedLesson> &shippedLessons()
{
    static const std::vector<LoadedLesson> lessons = [] {
        std::vector<LoadedLesson> list;
        for (const LessonEntry &entry : listLessons(lessonDirectory().toStdString()))
            list.push_back({QString::fromStdString(entry.id), loadLessonFile(entry.path)});
        return list;
    }();
    return lessons;
}

void addLessonRows()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < shippedLessons().size(); ++i)
        QTest::newRow(qPrintable(shippedLessons()[i].name)) << int(i);
}

/// Markdown code blocks that follow a line naming `file` in the format documentation.
QString documentedBlock(const QString &doc, const QString &file)
{
    const qsizetype named = doc.indexOf(QStringLiteral("`") + file + QStringLiteral("`:"));
    if (named < 0)
        return {};
    const qsizetype open = doc.indexOf(QStringLiteral("```"), named);
    const qsizetype start = doc.indexOf(u'\n', open) + 1;
    // The narration example holds no fence of its own, so the next fence closes it.
    const qsizetype close = doc.indexOf(QStringLiteral("\n```"), start);
    return doc.mid(start, close - start + 1);
}

} // namespace

class TestLessons : public QObject {
    Q_OBJECT

private slots:
    void everyLessonLoads_data() { addLessonRows(); }
    void everyLessonLoads();
    void everyQuestionAgreesWithItsRun_data() { addLessonRows(); }
    void everyQuestionAgreesWithItsRun();
    void everyChallengeFailsThenPasses_data() { addLessonRows(); }
    void everyChallengeFailsThenPasses();
    void hintedFixesPassAndHalfFixesFail_data();
    void hintedFixesPassAndHalfFixesFail();
    void lessonsAreListedByNumber();
    void aLessonIsToldFromAScenario_data();
    void aLessonIsToldFromAScenario();
    void theListCommandFormat();
    void mistakes_data();
    void mistakes();
    void severalMistakesAreAllReported();
    void theBaseLessonLoadsIntoStructs();
    void answersAreChecked();
    void challengeReportReadsLineByLine();
    void aValueThatCannotBeSetIsReported();
    void stepsResolveOnAnEditedRun();
    void scenarioByPath();
    void unreadableFiles();
    void theDocumentedExampleLoads();
    void sourcesAreListedAsLinks();
    void everyPrefixLoadsWithoutCrashing();
    void randomMutationsLoadWithoutCrashing();
};

void TestLessons::everyLessonLoads()
{
    QFETCH(int, index);
    const LessonLoad &load = shippedLessons()[std::size_t(index)].load;
    QVERIFY2(load.ok(), load.report().c_str());
    const Lesson &lesson = *load.lesson;
    // What the issue asks of every shipped lesson: 5 to 12 steps, questions of at least two
    // kinds, highlights, narration, and a challenge.
    QVERIFY2(lesson.steps.size() >= 5 && lesson.steps.size() <= 12,
             qPrintable(QString::number(lesson.steps.size())));
    std::set<Question::Kind> kinds;
    int questions = 0;
    int highlighted = 0;
    for (const LessonStep &step : lesson.steps) {
        QVERIFY2(!step.narration.empty(), step.id.c_str());
        QVERIFY2(!step.title.empty(), step.id.c_str());
        highlighted += step.highlights.empty() ? 0 : 1;
        if (step.question) {
            kinds.insert(step.question->kind);
            ++questions;
        }
    }
    QVERIFY(kinds.size() >= 2);
    QVERIFY(questions >= 2);
    QVERIFY(std::size_t(highlighted) >= lesson.steps.size() / 2);
    QVERIFY(!lesson.introduction.empty());
    QVERIFY(!lesson.title.empty() && !lesson.goal.empty());
    QVERIFY(lesson.minutes > 0);
    QVERIFY(lesson.challenge.has_value());
    QVERIFY(!lesson.challenge->narration.empty());
    QVERIFY(!lesson.challenge->hints.empty() && lesson.challenge->hints.size() <= 3);
    // Every lesson names the AWS pages its facts come from, and its introduction links them.
    QVERIFY(!lesson.sources.empty());
    for (const LessonSource &source : lesson.sources) {
        const QUrl url(QString::fromStdString(source.url));
        const QString host = url.host();
        QVERIFY2(url.scheme() == QLatin1String("https") &&
                     (host == QLatin1String("aws.amazon.com") ||
                      host.endsWith(QLatin1String(".aws.amazon.com")) ||
                      host == QLatin1String("repost.aws") ||
                      host.endsWith(QLatin1String(".aws.dev"))),
                 source.url.c_str());
        QVERIFY2(lesson.introduction.find("](" + source.url + ")") != std::string::npos,
                 source.url.c_str());
    }
    // A lesson scenario is bounded, so that a student's what-if can never run for days.
    QVERIFY(lesson.scenario.untilMs > 0);
    // Every lesson's run is sound.
    INFLIGHT_VERIFY_INVARIANTS(load.run->log());
}

void TestLessons::everyQuestionAgreesWithItsRun()
{
    QFETCH(int, index);
    const LessonLoad &load = shippedLessons()[std::size_t(index)].load;
    QVERIFY2(load.ok(), load.report().c_str());
    for (const LessonStep &step : load.lesson->steps) {
        // The step sits where the loader put it, on the lesson's own run.
        const auto position = resolveStep(step, *load.run);
        QVERIFY(position);
        QCOMPARE(position->timeMs, step.timeMs);
        QVERIFY(step.timeMs <= load.run->endMs);
        if (!step.question)
            continue;
        const Question &q = *step.question;
        QVERIFY(!q.prompt.empty());
        if (q.kind == Question::Kind::Number) {
            const QueryResult value = evaluateQuery(*load.run, q.query);
            QVERIFY2(value.value, value.error.c_str());
            QCOMPARE(*value.value, q.answer);
            QVERIFY(checkNumber(q, *value.value).right);
            QVERIFY(!checkNumber(q, *value.value + 1).right);
            QVERIFY(!checkNumber(q, q.answer).explanation.empty());
            continue;
        }
        int right = 0;
        for (std::size_t i = 0; i < q.choices.size(); ++i) {
            const AnswerCheck check = checkChoice(q, i);
            QCOMPARE(check.right, q.choices[i].right);
            QVERIFY(!check.explanation.empty());
            right += check.right ? 1 : 0;
        }
        QCOMPARE(right, 1);
        QVERIFY(!checkChoice(q, q.choices.size()).right);
    }
}

void TestLessons::everyChallengeFailsThenPasses()
{
    QFETCH(int, index);
    const LessonLoad &load = shippedLessons()[std::size_t(index)].load;
    QVERIFY2(load.ok(), load.report().c_str());
    const Lesson &lesson = *load.lesson;
    const Challenge &challenge = *lesson.challenge;
    const ChallengeReport start = evaluateChallenge(challenge, *load.run);
    QVERIFY2(!start.passed, start.text().c_str());
    // Re-running the scenario with no change is the starting state again.
    QVERIFY(!tryChallenge(lesson, {}).passed);
    const ChallengeReport solved = tryChallenge(lesson, challenge.solution);
    QVERIFY2(solved.passed, solved.text().c_str());
    QCOMPARE(solved.conditions.size(), challenge.success.size());
    // The solution only uses parameters the student may change.
    for (const auto &[parameter, value] : challenge.solution) {
        QVERIFY(std::find(challenge.parameters.begin(), challenge.parameters.end(), parameter) !=
                challenge.parameters.end());
        QVERIFY(whatIfApplies(lesson.scenario, parameter));
    }
}

void TestLessons::hintedFixesPassAndHalfFixesFail_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("values");
    QTest::addColumn<bool>("passes");

    // Besides the reference solution: the other fixes the hints and narration point to must
    // pass, and the half-fixes they warn about must not.
    QTest::newRow("02: a heartbeat and the provider's key")
        << "double-charged-order"
        << "heartbeatInterval=10 idempotency=2" << true;
    QTest::newRow("02: a long loan alone") << "double-charged-order"
                                           << "visibilityTimeout=60" << false;
    QTest::newRow("02: the key alone") << "double-charged-order"
                                       << "idempotency=2" << false;
    QTest::newRow("08: a longer loan, fewer receives")
        << "outage-dlq"
        << "visibilityTimeout=60 maxReceiveCount=3" << true;
    QTest::newRow("08: three receives on the short loan")
        << "outage-dlq"
        << "visibilityTimeout=30 maxReceiveCount=3" << false;
    QTest::newRow("09: a heartbeat and the provider's key")
        << "fifo"
        << "heartbeatInterval=20 idempotency=2" << true;
    QTest::newRow("10: a 10 s wait") << "long-polling"
                                     << "waitTime=10" << true;
    QTest::newRow("10: a 5 s wait") << "long-polling"
                                    << "waitTime=5" << false;
    QTest::newRow("12: fifteen receives") << "delay-queues"
                                          << "maxReceiveCount=15" << true;
    QTest::newRow("12: a 40 s loan") << "delay-queues"
                                     << "visibilityTimeout=40" << false;
    QTest::newRow("15: heartbeat, key and a DLQ")
        << "interview"
        << "heartbeatInterval=10 idempotency=2 maxReceiveCount=3" << true;
    QTest::newRow("15: delete before processing")
        << "interview"
        << "deletePolicy=0 idempotency=2 maxReceiveCount=5" << false;
}

void TestLessons::hintedFixesPassAndHalfFixesFail()
{
    QFETCH(QString, lesson);
    QFETCH(QString, values);
    QFETCH(bool, passes);

    const LessonLoad *load = nullptr;
    for (const LoadedLesson &loaded : shippedLessons()) {
        if (loaded.name == lesson)
            load = &loaded.load;
    }
    QVERIFY2(load && load->ok(), qPrintable(lesson));
    std::vector<std::pair<WhatIf, double>> parameters;
    for (const QString &assignment : values.split(u' ')) {
        const QStringList parts = assignment.split(u'=');
        const auto parameter = whatIfFromName(parts[0].toStdString());
        QVERIFY2(parameter, qPrintable(parts[0]));
        QVERIFY(std::find(load->lesson->challenge->parameters.begin(),
                          load->lesson->challenge->parameters.end(),
                          *parameter) != load->lesson->challenge->parameters.end());
        parameters.emplace_back(*parameter, parts[1].toDouble());
    }
    const ChallengeReport report = tryChallenge(*load->lesson, parameters);
    QVERIFY2(report.passed == passes, report.text().c_str());
}

void TestLessons::lessonsAreListedByNumber()
{
    const std::vector<LessonEntry> entries = listLessons(lessonDirectory().toStdString());
    QVERIFY(entries.size() >= 7);
    const char *const firstIds[] = {
        "lent-not-taken", "double-charged-order", "heartbeats",    "stale-receipt-handle",
        "delete-first",   "crash-before-delete",  "poison-message"};
    for (std::size_t i = 0; i < entries.size(); ++i) {
        QCOMPARE(entries[i].number, int(i) + 1);
        QVERIFY2(entries[i].problem.empty(), entries[i].problem.c_str());
        QVERIFY(!entries[i].title.empty());
        QVERIFY(entries[i].level == "beginner" || entries[i].level == "intermediate" ||
                entries[i].level == "advanced");
        if (i < std::size(firstIds))
            QCOMPARE(entries[i].id, std::string(firstIds[i]));
        // The file names the lesson's narration beside it.
        QVERIFY(QFile::exists(QString::fromStdString(entries[i].path)
                                  .replace(QStringLiteral(".json"), QStringLiteral(".md"))));
    }
    // Files that are not NN-id.json are not lessons (the scenarios folder, notes).
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto write = [&](const QString &name, const QByteArray &text) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
    };
    write(QStringLiteral("10-b.json"),
          R"json({"id": "b", "title": "B", "minutes": 3, "level": "advanced"})json");
    write(QStringLiteral("2-a.json"),
          R"json({"id": "a", "title": "A", "minutes": 7, "level": "beginner"})json");
    write(QStringLiteral("notes.json"), "{}");
    write(QStringLiteral("03-broken.json"), "{\"id\": ");
    const std::vector<LessonEntry> listed = listLessons(dir.path().toStdString());
    QCOMPARE(listed.size(), std::size_t(3));
    QCOMPARE(listed[0].id, std::string("a"));
    QCOMPARE(listed[0].minutes, 7);
    QCOMPARE(listed[1].id, std::string("broken"));
    QCOMPARE(listed[1].problem,
             std::string("1:8: not valid JSON: the file ends where a value was expected"));
    QCOMPARE(listed[2].number, 10);
    QCOMPARE(listed[2].level, std::string("advanced"));
}

void TestLessons::theListCommandFormat()
{
    std::vector<LessonEntry> entries(2);
    entries[0] = {1, "lent-not-taken", "Lent, not taken", 10, "beginner", "", ""};
    entries[1] = {12, "x", "Ünïcode title", 120, "advanced", "", ""};
    QCOMPARE(QString::fromStdString(formatLessonList(entries)),
             reportOf({"lent-not-taken\tLent, not taken\t10 min\tbeginner\tlesson 1",
                       "x\tÜnïcode title\t120 min\tadvanced\tlesson 12"}));
    entries[1].problem = "not a JSON object";
    QCOMPARE(QString::fromStdString(formatLessonList(entries)),
             reportOf({"lent-not-taken\tLent, not taken\t10 min\tbeginner\tlesson 1",
                       "x\t(not a JSON object)\tlesson 12"}));
}

void TestLessons::mistakes_data()
{
    QTest::addColumn<Edits>("json");
    QTest::addColumn<Edits>("narration");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("report");
    using E = Edits;
    const QString path = QStringLiteral("01-t.json");

    // Structure.
    QTest::newRow("not JSON")
        << E{{"\"minutes\": 5,", "\"minutes\": 5"}} << E{} << path
        << reportOf({R"r(01-t.json:6:3: not valid JSON: expected ',' or '}' after a member)r"});
    QTest::newRow("unknown key, with the closest one")
        << E{{"\"lockSteps\"", "\"lockStep\""}} << E{} << path
        << reportOf({R"r(01-t.json:8:3: lockStep: unknown key (did you mean "lockSteps"?))r"});
    QTest::newRow("unknown key in a step")
        << E{{"{\"id\": \"first\", \"at\": 0,", "{\"id\": \"first\", \"at\": 0, \"hilight\": [],"}}
        << E{} << path
        << reportOf(
               {R"r(01-t.json:14:30: steps[0].hilight: unknown key (did you mean "highlight"?))r"});
    QTest::newRow("a level that does not exist")
        << E{{"\"beginner\"", "\"beginer\""}} << E{} << path
        << reportOf(
               {R"r(01-t.json:6:12: level: "beginer" is not one of "beginner", "intermediate", "advanced" (did you mean "beginner"?))r"});
    QTest::newRow("minutes out of range")
        << E{{"\"minutes\": 5", "\"minutes\": 500"}} << E{} << path
        << reportOf({R"r(01-t.json:5:14: minutes: 500 is out of range (1 to 240))r"});
    QTest::newRow("the file name is not NN-id.json")
        << E{} << E{} << QStringLiteral("t.json")
        << reportOf(
               {R"r(t.json:1:1: a lesson file is named NN-id.json, its number and its id (for example 01-lent-not-taken.json), not t.json)r"});
    QTest::newRow("the id is not the file's")
        << E{{"\"id\": \"t\"", "\"id\": \"u\""}} << E{} << path
        << reportOf({R"r(01-t.json:2:9: id: "u" is not the id in the file name 01-t.json ("t"))r"});
    QTest::newRow("a step pinned both ways")
        << E{{"{\"id\": \"first\", \"at\": 0,",
              "{\"id\": \"first\", \"at\": 0, \"event\": {\"kind\": \"MessageSent\"},"}}
        << E{} << path
        << reportOf(
               {R"r(01-t.json:14:5: steps[0]: a step is pinned either to a time ("at", seconds) or to an "event", not both)r"});
    QTest::newRow("two steps with the same id")
        << E{{"{\"id\": \"second\"", "{\"id\": \"first\""}} << E{{"## second", "## other"}} << path
        << reportOf(
               {R"r(01-t.json:18:12: steps[1].id: "first" is also the id of steps[0])r",
                R"r(01-t.json:26:87: sources[0].steps[0]: unknown step "second" (one of first))r",
                R"r(01-t.md:13:1: section "## other" belongs to no step (the steps are first, challenge))r"});
    QTest::newRow("an event kind that does not exist")
        << E{{"\"MessageReceived\"", "\"MessageRecieved\""}} << E{} << path
        << reportOf(
               {R"r(01-t.json:18:40: steps[1].event.kind: unknown event kind "MessageRecieved" (did you mean "MessageReceived"?))r"});
    QTest::newRow("an action on an event that is not an API call")
        << E{{"\"actor\": \"worker-2\"}",
              "\"actor\": \"worker-2\", \"action\": \"DeleteMessage\"}"}}
        << E{} << path
        << reportOf(
               {R"r(01-t.json:18:107: steps[1].event.action: only an ApiCall event has an "action")r"});
    QTest::newRow("a highlight that is neither a name nor a span")
        << E{{"[0, 30]", "[30, 0]"}} << E{} << path
        << reportOf(
               {R"r(01-t.json:14:92: steps[0].highlight[5]: a time span is [from, to] in seconds, with from before to)r"});

    // Questions.
    QTest::newRow("a choice question with two right answers")
        << E{{"{\"text\": \"B\",", "{\"text\": \"B\", \"right\": true,"}} << E{} << path
        << reportOf(
               {R"r(01-t.json:15:63: steps[0].question.choices: 2 choices are marked right (choices[0], choices[1]); a question has exactly one right answer)r"});
    QTest::newRow("a choice question with no right answer")
        << E{{"\"right\": true, ", ""}} << E{} << path
        << reportOf(
               {R"r(01-t.json:15:63: steps[0].question.choices: no choice is marked right ("right": true); a question has exactly one right answer)r"});
    QTest::newRow("a choice without its explanation")
        << E{{", \"explain\": \"EB\"", ""}} << E{} << path
        << reportOf({R"r(01-t.json:17:8: steps[0].question.choices[1]: missing "explain")r"});
    QTest::newRow("a numeric answer that disagrees with its query")
        << E{{"\"answer\": 2", "\"answer\": 3"}} << E{} << path
        << reportOf(
               {R"r(01-t.json:19:62: steps[1].question.answer: 3 disagrees with the run: effects of ord_1 is 2)r"});
    QTest::newRow("a numeric question without a query")
        << E{{", \"query\": {\"effectsOf\": \"ord_1\"}", ""}} << E{} << path
        << reportOf(
               {R"r(01-t.json:19:18: steps[1].question: missing "query" (what computes the answer from the run, for example {"effectsOf": "ord_7731"}))r"});
    QTest::newRow("a query on a key the run does not have")
        << E{{"{\"effectsOf\": \"ord_1\"}", "{\"effectsOf\": \"ord_9\"}"}} << E{} << path
        << reportOf(
               {R"r(01-t.json:19:74: steps[1].question.query: no business key "ord_9" in the run)r"});
    QTest::newRow("a metric that does not exist")
        << E{{"{\"effectsOf\": \"ord_1\"}", "{\"metric\": \"duplicateEffect\"}"}} << E{} << path
        << reportOf(
               {R"r(01-t.json:19:85: steps[1].question.query.metric: unknown metric "duplicateEffect" (did you mean "duplicateEffects"?))r"});
    QTest::newRow("a deadline of an event that sets none")
        << E{{"{\"effectsOf\": \"ord_1\"}", "{\"deadlineOf\": {\"kind\": \"MessageSent\"}}"}} << E{}
        << path
        << reportOf(
               {R"r(01-t.json:19:89: steps[1].question.query.deadlineOf: a deadline is set by a MessageReceived, DuplicateDelivered or VisibilityChanged event, not MessageSent)r"});
    QTest::newRow("a question of a kind that does not exist")
        << E{{"\"kind\": \"choice\"", "\"kind\": \"quiz\""}} << E{} << path
        << reportOf(
               {R"r(01-t.json:15:27: steps[0].question.kind: "quiz" is not one of "choice", "number", "next")r"});

    // Against the run.
    QTest::newRow("a step pinned past the end of the run")
        << E{{"\"first\", \"at\": 0", "\"first\", \"at\": 500"}} << E{} << path
        << reportOf(
               {R"r(01-t.json:14:27: steps[0].at: t=500 is past the end of the run (t=100))r"});
    QTest::newRow("an event that does not happen")
        << E{{"\"actor\": \"worker-2\"}", "\"actor\": \"worker-3\"}"}} << E{} << path
        << reportOf(
               {R"r(01-t.json:18:31: steps[1].event: the run has no MessageReceived of m1 by worker-3 (MessageReceived of m1 in the run: by worker-1 at t=0, by worker-2 at t=30, by worker-1 at t=60, by worker-2 at t=90))r"});
    QTest::newRow("an event kind that never happens")
        << E{{"\"kind\": \"MessageReceived\", \"message\": \"m1\", \"actor\": \"worker-2\"",
              "\"kind\": \"MovedToDeadLetterQueue\""}}
        << E{} << path
        << reportOf(
               {R"r(01-t.json:18:31: steps[1].event: the run has no MovedToDeadLetterQueue at all)r"});
    QTest::newRow("the 5th of an event that happens 4 times")
        << E{{"\"actor\": \"worker-2\"}", "\"nth\": 5}"}} << E{} << path
        << reportOf(
               {R"r(01-t.json:18:31: steps[1].event: the run has no 5th MessageReceived of m1 (MessageReceived of m1 in the run: by worker-1 at t=0, by worker-2 at t=30, by worker-1 at t=60, by worker-2 at t=90))r"});
    QTest::newRow("steps out of time order")
        << E{{"\"first\", \"at\": 0", "\"first\", \"at\": 50"}} << E{} << path
        << reportOf(
               {R"r(01-t.json:18:5: steps[1]: at t=30, before steps[0] (t=50): steps go forward in time)r"});
    QTest::newRow("a highlight that names nothing in the run")
        << E{{"\"worker-1\", \"effects\"", "\"worker-9\", \"effects\""}} << E{} << path
        << reportOf(
               {R"r(01-t.json:14:50: steps[0].highlight[1]: "worker-9" names nothing in the run (did you mean "worker-1"?): messages m1; workers worker-1, worker-2; keys ord_1; queues orders; lanes effects)r"});
    QTest::newRow("a highlighted span past the end of the run")
        << E{{"[0, 30]", "[90, 130]"}} << E{} << path
        << reportOf(
               {R"r(01-t.json:14:92: steps[0].highlight[5]: the span ends at t=130, after the end of the run (t=100))r"});

    // The narration.
    QTest::newRow("a step without its narration section")
        << E{} << E{{"## second\n\nTwo.\n", ""}} << path
        << reportOf({R"r(01-t.json:18:5: steps[1]: no section "## second" in 01-t.md)r"});
    QTest::newRow("a section that belongs to no step")
        << E{} << E{{"## second", "## secnd"}} << path
        << reportOf(
               {R"r(01-t.json:18:5: steps[1]: no section "## second" in 01-t.md)r",
                R"r(01-t.md:13:1: section "## secnd" belongs to no step (did you mean "second"?))r"});
    QTest::newRow("a section twice")
        << E{} << E{{"## challenge", "## first\n\nAgain.\n\n## challenge"}} << path
        << reportOf({R"r(01-t.md:17:1: section "## first" appears twice (also on line 5))r"});
    QTest::newRow("an empty section")
        << E{} << E{{"Two.\n", ""}} << path
        << reportOf({R"r(01-t.md:13:1: section "## second" is empty)r"});
    QTest::newRow("a challenge without its section")
        << E{} << E{{"## challenge\n\nFix it.\n", ""}} << path
        << reportOf({R"r(01-t.json:22:16: challenge: no section "## challenge" in 01-t.md)r"});

    // The challenge.
    QTest::newRow("a challenge that already passes at the start")
        << E{{"\"equals\": 0}]", "\"atMost\": 1}]"}} << E{} << path
        << reportOf(
               {R"r(01-t.json:22:16: challenge: already passes in its starting state (every condition holds): there is nothing for the student to fix)r"});
    QTest::newRow("a reference solution that does not pass")
        << E{{"{\"visibilityTimeout\": 60}", "{\"visibilityTimeout\": 40}"}} << E{} << path
        << reportOf(
               {R"r(01-t.json:25:17: challenge.solution: the reference solution does not pass: duplicateEffects is 1 (wanted 0))r"});
    QTest::newRow("a parameter that is not a what-if")
        << E{{"[\"visibilityTimeout\"]", "[\"visibilityTimout\"]"}} << E{} << path
        << reportOf(
               {R"r(01-t.json:22:32: challenge.parameters[0]: unknown what-if parameter "visibilityTimout" (did you mean "visibilityTimeout"?))r"});
    QTest::newRow("a solution that changes what the student cannot")
        << E{{"{\"visibilityTimeout\": 60}", "{\"visibilityTimeout\": 60, \"workers\": 1}"}} << E{}
        << path
        << reportOf(
               {R"r(01-t.json:25:43: challenge.solution.workers: not one of the challenge's "parameters" (visibilityTimeout): the student could not make this change)r"});
    QTest::newRow("a solution value out of range")
        << E{{"{\"visibilityTimeout\": 60}", "{\"visibilityTimeout\": 50000}"}} << E{} << path
        << reportOf(
               {R"r(01-t.json:25:17: challenge.solution: visibilityTimeout: Visibility timeout must be a whole number from 0 to 43200)r"});
    // A step's comparison with a fix.
    QTest::newRow("a comparison with an unknown parameter")
        << E{{"\"explain\": \"E\"}}",
              "\"explain\": \"E\"}, \"compare\": {\"visibilityTimout\": 60}}"}}
        << E{} << path
        << reportOf(
               {R"r(01-t.json:20:48: steps[1].compare.visibilityTimout: unknown what-if parameter "visibilityTimout" (did you mean "visibilityTimeout"?))r"});
    QTest::newRow("a comparison out of range")
        << E{{"\"explain\": \"E\"}}",
              "\"explain\": \"E\"}, \"compare\": {\"visibilityTimeout\": 50000}}"}}
        << E{} << path
        << reportOf(
               {R"r(01-t.json:20:47: steps[1].compare: visibilityTimeout: Visibility timeout must be a whole number from 0 to 43200)r"});
    QTest::newRow("a comparison that changes nothing")
        << E{{"\"explain\": \"E\"}}",
              "\"explain\": \"E\"}, \"compare\": {\"visibilityTimeout\": 30}}"}}
        << E{} << path
        << reportOf(
               {R"r(01-t.json:20:47: steps[1].compare: the compared run does the same things at the same moments as the lesson's: there is nothing to compare)r"});
    QTest::newRow("four hints")
        << E{{"[\"H1\", \"H2\"]", "[\"H1\", \"H2\", \"H3\", \"H4\"]"}} << E{} << path
        << reportOf(
               {R"r(01-t.json:24:14: challenge.hints: 4 hints: a challenge has at most three)r"});
    QTest::newRow("a condition with two comparisons")
        << E{{"\"equals\": 0}]", "\"equals\": 0, \"atMost\": 1}]"}} << E{} << path
        << reportOf(
               {R"r(01-t.json:23:17: challenge.success[0]: takes only one of a comparison: "equals", "atMost", "atLeast" (a number) or "equalsMetric" (a metric's name))r"});
    QTest::newRow("a condition on a message the run does not have")
        << E{{"{\"metric\": \"duplicateEffects\", \"equals\": 0}",
              "{\"receivesOf\": \"m7\", \"equals\": 1}"}}
        << E{} << path
        << reportOf({R"r(01-t.json:23:17: challenge.success[0]: no message "m7" in the run)r"});

    // The sources.
    QTest::newRow("a lesson without sources")
        << E{{",\n  \"sources\": [{\"title\": \"S\", \"url\": "
              "\"https:\\/\\/docs.aws.amazon.com/s.html\", "
              "\"steps\": [\"second\"]}]",
              ""}}
        << E{} << path
        << reportOf(
               // Not a raw string: moc reads the apostrophe in one as the start of a character.
               {"01-t.json:1:1: missing \"sources\" (the AWS pages the lesson\'s facts come from, "
                "each {\"title\": ..., \"url\": \"https://docs.aws.amazon.com/...\"})"});
    QTest::newRow("an empty list of sources")
        << E{{"\"sources\": [{\"title\": \"S\", \"url\": "
              "\"https:\\/\\/docs.aws.amazon.com/s.html\", "
              "\"steps\": [\"second\"]}]",
              "\"sources\": []"}}
        << E{} << path
        << reportOf(
               {R"r(01-t.json:26:14: sources: must be a non-empty array of sources, each {"title": ..., "url": "https://..."}: a lesson names the pages its facts come from)r"});
    QTest::newRow("a source over plain http")
        << E{{"\"https:\\/\\/docs.aws.amazon.com/s.html\"",
              "\"http://docs.aws.amazon.com/s.html\""}}
        << E{} << path
        << reportOf(
               {R"r(01-t.json:26:37: sources[0].url: "http://docs.aws.amazon.com/s.html" is not an https URL: a source is the https address of the page its facts come from, for example https://docs.aws.amazon.com/...)r"});
    QTest::newRow("a source whose URL is not a URL")
        << E{{"\"https:\\/\\/docs.aws.amazon.com/s.html\"", "\"docs.aws.amazon.com/s.html\""}}
        << E{} << path
        << reportOf(
               {R"r(01-t.json:26:37: sources[0].url: "docs.aws.amazon.com/s.html" is not an https URL: a source is the https address of the page its facts come from, for example https://docs.aws.amazon.com/...)r"});
    QTest::newRow("a source without its URL")
        << E{{"\"url\": \"https:\\/\\/docs.aws.amazon.com/s.html\", ", ""}} << E{} << path
        << reportOf({R"r(01-t.json:26:15: sources[0]: missing "url")r"});
    QTest::newRow("a source with an empty title")
        << E{{"\"title\": \"S\"", "\"title\": \"\""}} << E{} << path
        << reportOf(
               {R"r(01-t.json:26:25: sources[0].title: is empty: it names the page for people)r"});
    QTest::newRow("a source that backs a step the lesson does not have")
        << E{{"\"steps\": [\"second\"]}]", "\"steps\": [\"secnd\"]}]"}} << E{} << path
        << reportOf(
               {R"r(01-t.json:26:87: sources[0].steps[0]: unknown step "secnd" (did you mean "second"?))r"});
    QTest::newRow("a source with an unknown key")
        << E{{"\"steps\": [\"second\"]}]", "\"step\": [\"second\"]}]"}} << E{} << path
        << reportOf({R"r(01-t.json:26:77: sources[0].step: unknown key (did you mean "steps"?))r"});

    // The scenario.
    QTest::newRow("a mistake in the inline scenario")
        << E{{"{\"name\": \"orders\"}", "{\"name\": \"orders\", \"visibilityTimout\": 30}"}} << E{}
        << path
        << reportOf(
               {R"r(01-t.json:10:35: scenario: queues[0].visibilityTimout: unknown key (did you mean "visibilityTimeout"?))r"});
    QTest::newRow("a scenario file that does not exist")
        << E{{"\"scenario\": {\"name\": \"t\", \"until\": 100,\n"
              "    \"queues\": [{\"name\": \"orders\"}],\n"
              "    \"producers\": [{\"queue\": \"orders\", \"messages\": [{\"at\": 0, \"key\": "
              "\"ord_1\"}]}],\n"
              "    \"workers\": [{\"queue\": \"orders\", \"count\": 2, \"processing\": 45}]},",
              "\"scenario\": \"scenarios/none.json\","}}
        << E{} << path
        << reportOf(
               {R"r(01-t.json:9:15: scenario: cannot read "scenarios/none.json": No such file or directory)r"});
}

void TestLessons::mistakes()
{
    QFETCH(Edits, json);
    QFETCH(Edits, narration);
    QFETCH(QString, path);
    QFETCH(QString, report);
    const LessonLoad load = loadEdited(json, narration, path.toStdString());
    QCOMPARE(QString::fromStdString(load.report()), report);
    QVERIFY(!load.ok());
    QVERIFY(!load.lesson);
}

void TestLessons::severalMistakesAreAllReported()
{
    // Structure, run and narration problems together, each file's in position order.
    const LessonLoad load =
        loadEdited({{"\"minutes\": 5", "\"minutes\": 0"},
                    {"\"worker-1\", \"effects\"", "\"worker-9\", \"effects\""},
                    {"\"answer\": 2", "\"answer\": 3"},
                    {"{\"visibilityTimeout\": 60}", "{\"visibilityTimeout\": 40}"}},
                   {{"## first", "## frist"}});
    QCOMPARE(
        QString::fromStdString(load.report()),
        reportOf(
            {R"r(01-t.json:5:14: minutes: 0 is out of range (1 to 240))r",
             R"r(01-t.json:14:5: steps[0]: no section "## first" in 01-t.md)r",
             R"r(01-t.json:14:50: steps[0].highlight[1]: "worker-9" names nothing in the run (did you mean "worker-1"?): messages m1; workers worker-1, worker-2; keys ord_1; queues orders; lanes effects)r",
             R"r(01-t.json:19:62: steps[1].question.answer: 3 disagrees with the run: effects of ord_1 is 2)r",
             R"r(01-t.json:25:17: challenge.solution: the reference solution does not pass: duplicateEffects is 1 (wanted 0))r",
             R"r(01-t.md:5:1: section "## frist" belongs to no step (the steps are first, second, challenge))r"}));
}

void TestLessons::theBaseLessonLoadsIntoStructs()
{
    const LessonLoad load = loadEdited({});
    QVERIFY2(load.ok(), load.report().c_str());
    const Lesson &lesson = *load.lesson;
    QCOMPARE(lesson.number, 1);
    QCOMPARE(lesson.id, std::string("t"));
    QCOMPARE(lesson.level, LessonLevel::Beginner);
    QCOMPARE(std::string(levelName(lesson.level)), std::string("beginner"));
    QVERIFY(lesson.lockSteps);
    // The introduction ends with the sources, each a link, with the number of the step it backs.
    QCOMPARE(lesson.introduction, std::string("The introduction.\n\n### Sources\n\n- "
                                              "[S](https://docs.aws.amazon.com/s.html) (step 2)"));
    QCOMPARE(lesson.sources.size(), std::size_t(1));
    QCOMPARE(lesson.sources[0].title, std::string("S"));
    QCOMPARE(lesson.sources[0].url, std::string("https://docs.aws.amazon.com/s.html"));
    QCOMPARE(lesson.sources[0].steps, std::vector<std::string>{"second"});
    QCOMPARE(lesson.sources[0].position.line, 26);
    QCOMPARE(lesson.steps.size(), std::size_t(2));
    // The code fence's "## " line is narration, not a section.
    QCOMPARE(lesson.steps[0].narration,
             std::string("One.\n\n```\n## not-a-section, inside a code fence\n```"));
    const std::vector<Highlight> &h = lesson.steps[0].highlights;
    QCOMPARE(h.size(), std::size_t(6));
    QCOMPARE(h[0].kind, Highlight::Kind::Message);
    QCOMPARE(h[1].kind, Highlight::Kind::Worker);
    QCOMPARE(h[2].kind, Highlight::Kind::Lane);
    QCOMPARE(h[3].kind, Highlight::Kind::Key);
    QCOMPARE(h[4].kind, Highlight::Kind::Queue);
    QCOMPARE(h[5].kind, Highlight::Kind::Span);
    QCOMPARE(h[5].fromMs, TimeMs(0));
    QCOMPARE(h[5].toMs, TimeMs(30000));
    // The event-pinned step sits at worker-2's receive.
    QCOMPARE(lesson.steps[1].timeMs, TimeMs(30000));
    const auto position = resolveStep(lesson.steps[1], *load.run);
    QVERIFY(position && position->sequence);
    QCOMPARE(std::string(eventKindName(load.run->log()[*position->sequence].kind)),
             std::string("MessageReceived"));
    QCOMPARE(lesson.challenge->narration, std::string("Fix it."));
    QCOMPARE(lesson.challenge->solution.size(), std::size_t(1));
    QCOMPARE(lesson.challenge->solution[0].first, WhatIf::VisibilityTimeout);
}

void TestLessons::answersAreChecked()
{
    const LessonLoad load = loadEdited({});
    QVERIFY(load.ok());
    const Question &choice = *load.lesson->steps[0].question;
    AnswerCheck check = checkChoice(choice, 0);
    QVERIFY(check.right);
    QCOMPARE(check.explanation, std::string("EA"));
    QCOMPARE(check.rightAnswer, std::string("A"));
    check = checkChoice(choice, 1);
    QVERIFY(!check.right);
    QCOMPARE(check.explanation, std::string("EB"));
    QCOMPARE(check.rightAnswer, std::string("A"));
    QVERIFY(!checkChoice(choice, 7).right);

    Question number = *load.lesson->steps[1].question;
    QVERIFY(checkNumber(number, 2).right);
    QVERIFY(!checkNumber(number, 3).right);
    QVERIFY(!checkNumber(number, std::nan("")).right);
    QCOMPARE(checkNumber(number, 3).rightAnswer, std::string("2"));
    number.unit = "times";
    number.tolerance = 0.5;
    QVERIFY(checkNumber(number, 2.5).right);
    QVERIFY(!checkNumber(number, 2.6).right);
    QCOMPARE(checkNumber(number, 9).rightAnswer, std::string("2 times"));

    // Queries on the run, each kind.
    const Run &run = *load.run;
    auto value = [&](RunQuery q) {
        return evaluateQuery(run, q).value.value_or(-1);
    };
    RunQuery q;
    q.kind = RunQuery::Kind::Metric;
    q.name = "duplicateEffects";
    QCOMPARE(value(q), 1.0);
    q.name = "staleDeletes";
    QCOMPARE(value(q), 2.0);
    q.name = "runEnd";
    QCOMPARE(value(q), 100.0);
    q.kind = RunQuery::Kind::ReceivesOf;
    q.name = "m1";
    QCOMPARE(value(q), 4.0);
    q.kind = RunQuery::Kind::Count;
    q.event.kind = EventKind::DeleteIgnored;
    QCOMPARE(value(q), 2.0);
    q.kind = RunQuery::Kind::TimeOf;
    q.event.kind = EventKind::VisibilityExpired;
    q.event.nth = 2;
    QCOMPARE(value(q), 60.0);
    q.kind = RunQuery::Kind::DeadlineOf;
    q.event.kind = EventKind::MessageReceived;
    q.event.actor = "worker-2";
    q.event.nth = 1;
    QCOMPARE(value(q), 60.0);
    q.event.nth = 3;
    QCOMPARE(evaluateQuery(run, q).error,
             std::string("the run has no 3rd MessageReceived by worker-2"));
    QCOMPARE(describeQuery(q), std::string("deadline set by 3rd MessageReceived by worker-2"));
}

void TestLessons::challengeReportReadsLineByLine()
{
    const LessonLoad load =
        loadEdited({{"\"success\": [{\"metric\": \"duplicateEffects\", \"equals\": 0}]",
                     "\"success\": [{\"label\": \"charged once\", \"effectsOf\": \"ord_1\", "
                     "\"equals\": 1}, {\"metric\": \"keysEffected\", \"equalsMetric\": \"keys\"}, "
                     "{\"metric\": \"receives\", \"atMost\": 1}, {\"metric\": \"sendToEffectMax\", "
                     "\"atLeast\": 45}]"}});
    QVERIFY2(load.ok(), load.report().c_str());
    const ChallengeReport start = evaluateChallenge(*load.lesson->challenge, *load.run);
    QVERIFY(!start.passed);
    QCOMPARE(QString::fromStdString(start.text()),
             reportOf({"[fail] charged once: effects of ord_1 is 2 (wanted 1)",
                       "[ok]   keysEffected is 1 (wanted keys, which is 1)",
                       "[fail] receives is 4 (wanted at most 1)",
                       "[ok]   sendToEffectMax is 45 (wanted at least 45)"}));
    QCOMPARE(start.conditions[2].actual.value_or(0), 4.0);
    QCOMPARE(start.conditions[2].index, std::size_t(2));
    const ChallengeReport solved = tryChallenge(*load.lesson, {{WhatIf::VisibilityTimeout, 60}});
    QVERIFY2(solved.passed, solved.text().c_str());
}

void TestLessons::aValueThatCannotBeSetIsReported()
{
    const LessonLoad load = loadEdited({});
    QVERIFY(load.ok());
    const ChallengeReport report = tryChallenge(*load.lesson, {{WhatIf::VisibilityTimeout, -1}});
    QVERIFY(!report.passed);
    QCOMPARE(QString::fromStdString(report.text()),
             reportOf({"[fail] the run cannot start: visibilityTimeout: Visibility timeout must be "
                       "a whole number from 0 to 43200"}));
}

void TestLessons::stepsResolveOnAnEditedRun()
{
    // After a what-if edit the player re-runs and re-resolves: an event that no longer happens
    // has no position; a step pinned to a time keeps its own.
    const LessonLoad load = loadEdited({});
    QVERIFY(load.ok());
    Scenario edited = load.lesson->scenario;
    QVERIFY(!applyParameters(edited, {{WhatIf::VisibilityTimeout, 60}}));
    const Run run = simulate(edited);
    QCOMPARE(resolveStep(load.lesson->steps[0], run)->timeMs, TimeMs(0));
    QVERIFY(!resolveStep(load.lesson->steps[1], run));
}

void TestLessons::scenarioByPath()
{
    // A scenario path is resolved from the lesson file's folder, and the lesson keeps it; a
    // mistake in that file is reported in that file.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QDir(dir.path()).mkdir(QStringLiteral("scenarios"));
    auto writeScenario = [&](const QByteArray &text) {
        QFile scenario(dir.filePath(QStringLiteral("scenarios/s.json")));
        QVERIFY(scenario.open(QIODevice::WriteOnly));
        scenario.write(text);
    };
    const QByteArray inlineScenario = "{\"name\": \"t\", \"until\": 100,\n"
                                      "    \"queues\": [{\"name\": \"orders\"}],\n"
                                      "    \"producers\": [{\"queue\": \"orders\", \"messages\": "
                                      "[{\"at\": 0, \"key\": \"ord_1\"}]}],\n"
                                      "    \"workers\": [{\"queue\": \"orders\", \"count\": 2, "
                                      "\"processing\": 45}]}";
    const std::string json =
        edited(baseLesson,
               {{"\"scenario\": " + inlineScenario, "\"scenario\": \"scenarios/s.json\""}})
            .toStdString();
    const std::string path = dir.filePath(QStringLiteral("01-t.json")).toStdString();
    writeScenario(inlineScenario);
    const LessonLoad load = loadLessonText(json, baseNarration, path, "01-t.md");
    QVERIFY2(load.ok(), load.report().c_str());
    QCOMPARE(load.lesson->scenarioPath,
             dir.filePath(QStringLiteral("scenarios/s.json")).toStdString());
    QCOMPARE(load.lesson->scenario.name, std::string("t"));

    writeScenario("{\"name\": \"s\",\n \"queues\": [{\"name\": \"orders\"}], \"colour\": 1}");
    const LessonLoad bad = loadLessonText(json, baseNarration, path, "01-t.md");
    QCOMPARE(
        QString::fromStdString(bad.report()),
        dir.filePath(QStringLiteral("scenarios/s.json")) +
            QStringLiteral(
                R"r(:2:34: colour: unknown key (valid keys: name, title, description, seed, until, engine, queues, services, producers, workers, lambdas, operations))r") +
            u'\n');
}

void TestLessons::unreadableFiles()
{
    const LessonLoad missing = loadLessonFile("/nonexistent/01-x.json");
    QCOMPARE(
        QString::fromStdString(missing.report()),
        reportOf({"/nonexistent/01-x.json:0:0: cannot read the file: No such file or directory"}));

    // Without its narration, one line says so (not one per step).
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile json(dir.filePath(QStringLiteral("01-t.json")));
    QVERIFY(json.open(QIODevice::WriteOnly));
    json.write(baseLesson);
    json.close();
    const LessonLoad noNarration = loadLessonFile(json.fileName().toStdString());
    QCOMPARE(QString::fromStdString(noNarration.report()),
             dir.filePath(QStringLiteral("01-t.md")) +
                 QStringLiteral(":0:0: cannot read the narration: No such file or directory\n"));
    QVERIFY(!noNarration.ok());

    QFile md(dir.filePath(QStringLiteral("01-t.md")));
    QVERIFY(md.open(QIODevice::WriteOnly));
    md.write(baseNarration);
    md.close();
    const LessonLoad both = loadLessonFile(json.fileName().toStdString());
    QVERIFY2(both.ok(), both.report().c_str());
    QCOMPARE(both.lesson->narrationPath, md.fileName().toStdString());
}

void TestLessons::theDocumentedExampleLoads()
{
    QFile doc(QStringLiteral(INFLIGHT_TEST_SCRIPTS "/../../docs/lesson-format.md"));
    QVERIFY(doc.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(doc.readAll());
    const QString json = documentedBlock(text, QStringLiteral("lessons/09-hello.json"));
    const QString md = documentedBlock(text, QStringLiteral("lessons/09-hello.md"));
    QVERIFY(!json.isEmpty() && !md.isEmpty());
    const LessonLoad load =
        loadLessonText(json.toStdString(), md.toStdString(), "09-hello.json", "09-hello.md");
    QVERIFY2(load.ok(), load.report().c_str());
    QCOMPARE(load.lesson->steps.size(), std::size_t(2));
    QCOMPARE(load.lesson->introduction.substr(0, load.lesson->introduction.find("\n\n")),
             std::string("Text before the first step's section is the lesson's introduction."));
    QCOMPARE(load.lesson->sources.size(), std::size_t(2));
    // The documented report format is what the Check button shows.
    const ChallengeReport start = evaluateChallenge(*load.lesson->challenge, *load.run);
    QCOMPARE(QString::fromStdString(start.text()),
             reportOf({"[fail] one receive: receives of m1 is 2 (wanted 1)"}));
}

void TestLessons::sourcesAreListedAsLinks()
{
    // Markdown in a title stays text, a parenthesis in a URL does not end the link, and the
    // steps a source backs are named by the numbers the player shows.
    std::vector<LessonStep> steps(3);
    steps[0].id = "a";
    steps[1].id = "b";
    steps[2].id = "c";
    std::vector<LessonSource> sources(2);
    sources[0] = {"[Lambda] *retries*", "https://docs.aws.amazon.com/x_(y).html", {"c", "a"}, {}};
    sources[1] = {"Whole lesson", "https://repost.aws/knowledge-center/z", {}, {}};
    QCOMPARE(
        QString::fromStdString(sourcesMarkdown(sources, steps)),
        QStringLiteral("### Sources\n\n"
                       "- [\\[Lambda\\] \\*retries\\*](https://docs.aws.amazon.com/x_%28y%29.html)"
                       " (steps 3, 1)\n"
                       "- [Whole lesson](https://repost.aws/knowledge-center/z)"));
    QVERIFY(sourcesMarkdown({}, steps).empty());
}

/// What every load must satisfy, whatever the input: a lesson exactly when there is no problem,
/// one report line per problem, and positions inside the files.
void checkLoadIsConsistent(const LessonLoad &load)
{
    QCOMPARE(load.ok(), load.problems.empty());
    QCOMPARE(load.lesson.has_value(), load.problems.empty());
    const QString report = QString::fromStdString(load.report());
    QVERIFY2(report.count(u'\n') == qsizetype(load.problems.size()), qPrintable(report));
    for (const LessonProblem &p : load.problems) {
        QVERIFY(!p.path.empty());
        QVERIFY(!p.message.empty());
        QVERIFY2(p.line >= 1 && p.column >= 1, qPrintable(report));
    }
}

void TestLessons::everyPrefixLoadsWithoutCrashing()
{
    const std::string json = baseLesson;
    for (std::size_t n = 0; n < json.size(); ++n) {
        const LessonLoad load =
            loadLessonText(json.substr(0, n), baseNarration, "01-t.json", "01-t.md");
        checkLoadIsConsistent(load);
        // Without its closing brace it is not JSON yet.
        QVERIFY(n > json.rfind('}') || !load.ok());
    }
    const std::string md = baseNarration;
    for (std::size_t n = 0; n < md.size(); ++n)
        checkLoadIsConsistent(loadLessonText(json, md.substr(0, n), "01-t.json", "01-t.md"));
}

void TestLessons::randomMutationsLoadWithoutCrashing()
{
    // Seeded mutations of the base lesson: a byte replaced (often by a JSON character), deleted
    // or inserted. Every result loads without crashing and reports consistently; the ones that
    // still load cleanly keep their promises (the challenge fails, then passes).
    const std::string interesting = "{}[]\",:0123456789.-e \ntruefalsnul\\#";
    Prng prng(20260102);
    int clean = 0;
    for (int round = 0; round < 1500; ++round) {
        std::string json = baseLesson;
        std::string md = baseNarration;
        std::string &text = prng.uniformBelow(4) == 0 ? md : json;
        const int edits = 1 + int(prng.uniformBelow(2));
        for (int e = 0; e < edits && !text.empty(); ++e) {
            const std::size_t at = prng.uniformBelow(text.size());
            const char c = interesting[prng.uniformBelow(interesting.size())];
            switch (prng.uniformBelow(3)) {
            case 0:
                text[at] = c;
                break;
            case 1:
                text.erase(at, 1);
                break;
            default:
                text.insert(at, 1, c);
                break;
            }
        }
        const LessonLoad load = loadLessonText(json, md, "01-t.json", "01-t.md");
        checkLoadIsConsistent(load);
        if (!load.ok())
            continue;
        ++clean;
        if (load.lesson->challenge) {
            QVERIFY(!evaluateChallenge(*load.lesson->challenge, *load.run).passed);
            QVERIFY(tryChallenge(*load.lesson, load.lesson->challenge->solution).passed);
        }
    }
    // Some mutations are harmless (a changed text, an added space): the test saw clean loads.
    QVERIFY(clean > 0);
}

void TestLessons::aLessonIsToldFromAScenario_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("lesson");
    QTest::newRow("a lesson") << QByteArray(R"({"goal": "g", "scenario": "s.json", "steps": []})")
                              << true;
    QTest::newRow("a scenario") << QByteArray(R"({"name": "n", "queues": [{"name": "q"}]})")
                                << false;
    QTest::newRow("steps inside, not at the top")
        << QByteArray(R"({"name": "n", "workers": [{"steps": 1}]})") << false;
    QTest::newRow("not JSON") << QByteArray("steps") << false;
    QTest::newRow("an array") << QByteArray(R"([{"steps": []}])") << false;
    QTest::newRow("empty") << QByteArray() << false;
}

void TestLessons::aLessonIsToldFromAScenario()
{
    // File > Open and a file given on the command line go by it: a lesson read as a scenario
    // was a wall of "unknown key" errors.
    QFETCH(QByteArray, json);
    QFETCH(bool, lesson);
    QCOMPARE(isLessonJson(json.toStdString()), lesson);
    for (const LessonEntry &entry : listLessons(defaultLessonDirectory())) {
        QFile file(QString::fromStdString(entry.path));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY2(isLessonJson(file.readAll().toStdString()), entry.path.c_str());
    }
}

QTEST_GUILESS_MAIN(TestLessons)
#include "tst_lessons.moc"
