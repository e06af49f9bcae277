// SPDX-License-Identifier: GPL-3.0-or-later
// The inspector's facts without a widget: what each style looks like as rich text, sentences
// filled once (an argument holding "%2" stays as it is) with every name escaped, one table for
// all the facts; and the facts themselves for m1 and worker-1 of the double-charge toy with AWS's
// handles at t=30 and t=50, a question's curtain keeping the overlap unsaid.

#include "enginetest.h"
#include "inspectorfacts.h"
#include "runtimeline.h"
#include "scenarioloader.h"
#include "stageworkernote.h"
#include "theme.h"
#include "toytest.h"

using namespace inflight;

Q_DECLARE_METATYPE(inflight::FactText)

namespace {

/// The toy with the engine's default handles (a delete with a stale one deletes nothing, one of the
/// two outcomes AWS allows), to t=120.
const Run &awsToy()
{
    static const std::shared_ptr<const Run> run = toyRun(true, 120000);
    return *run;
}

QStringList labels(const Facts &facts)
{
    QStringList list;
    for (const Fact &fact : facts)
        list << fact.label;
    return list;
}

const Fact &factNamed(const Facts &facts, const QString &label)
{
    for (const Fact &fact : facts) {
        if (fact.label == label)
            return fact;
    }
    qFatal("no fact %s", qPrintable(label));
}

QStringList words(std::initializer_list<const char *> list)
{
    QStringList words;
    for (const char *word : list)
        words << QString::fromUtf8(word);
    return words;
}

QString muted()
{
    return Theme::instance().palette().mutedText.name();
}

} // namespace

class TestInspectorFacts : public QObject {
    Q_OBJECT

private slots:
    void eachStyleAsRichText_data();
    void eachStyleAsRichText();
    void sentencesAreFilledOnceAndEscaped_data();
    void sentencesAreFilledOnceAndEscaped();
    void factsMakeOneTable();
    void messageFactsAtFiftySeconds();
    void workerFactsAtThirtyAndFiftySeconds();
    void aQuestionsCurtainKeepsTheOverlapUnsaid();
    void aRetrysBackoffIsNotAHeartbeat_data();
    void aRetrysBackoffIsNotAHeartbeat();
};

void TestInspectorFacts::eachStyleAsRichText_data()
{
    QTest::addColumn<FactText>("piece");
    QTest::addColumn<QString>("html");

    QTest::newRow("plain text is escaped")
        << FactText(QStringLiteral("a <b> & \"c\"")) << "a &lt;b&gt; &amp; &quot;c&quot;";
    QTest::newRow("the word that matters is bold")
        << FactText::strong(QStringLiteral("in flight")) << "<b>in flight</b>";
    QTest::newRow("an aside takes the muted colour")
        << FactText::muted(QStringLiteral("none yet"))
        << QStringLiteral("<span style=\"color:%1;\">none yet</span>").arg(muted());
    QTest::newRow("a warning is a darker red, a little bold, on a light background")
        << FactText::warning(QStringLiteral("stale"))
        << "<span style=\"color:#b8334a; font-weight:600\">stale</span>";
    QTest::newRow("an identifier is typewriter text")
        << FactText::code(QStringLiteral("5fea7756-0ea4")) << "<tt>5fea7756-0ea4</tt>";
}

void TestInspectorFacts::eachStyleAsRichText()
{
    QFETCH(FactText, piece);
    QFETCH(QString, html);
    QCOMPARE(factTextHtml(piece), html);
}

void TestInspectorFacts::sentencesAreFilledOnceAndEscaped_data()
{
    QTest::addColumn<FactText>("sentence");
    QTest::addColumn<QString>("html");

    QTest::newRow("a warning word inside a sentence")
        << FactText::sentence(QStringLiteral("%1 since %2: a delete with it deletes nothing"),
                              {FactText::warning(QStringLiteral("stale")), QStringLiteral("t=30")})
        << "<span style=\"color:#b8334a; font-weight:600\">stale</span> since t=30: a delete with "
           "it deletes nothing";
    QTest::newRow("an argument holding a placeholder stays as it is")
        << FactText::sentence(QStringLiteral("%1 by %2"),
                              {QStringLiteral("ord_%2"), QStringLiteral("worker-1")})
        << "ord_%2 by worker-1";
    QTest::newRow("names are escaped, the sentence's own words too")
        << FactText::sentence(QStringLiteral("%1 — %2 & more"),
                              {QStringLiteral("<m1>"), FactText::strong(QStringLiteral("a&b"))})
        << "&lt;m1&gt; — <b>a&amp;b</b> &amp; more";
    QTest::newRow("a placeholder without an argument and a percent sign stay")
        << FactText::sentence(QStringLiteral("%1 is 100% %3"), {QStringLiteral("m1")})
        << "m1 is 100% %3";
    QTest::newRow("sentences nest, each piece in its style")
        << FactText::sentence(QStringLiteral("%1 — %2"),
                              {QStringLiteral("t=45 m1"),
                               FactText::sentence(QStringLiteral("%1 handle (the latest was %2)"),
                                                  {FactText::warning(QStringLiteral("stale")),
                                                   QStringLiteral("m1.r2")})})
        << "t=45 m1 — <span style=\"color:#b8334a; font-weight:600\">stale</span> handle (the "
           "latest was m1.r2)";
}

void TestInspectorFacts::sentencesAreFilledOnceAndEscaped()
{
    QFETCH(FactText, sentence);
    QFETCH(QString, html);
    QCOMPARE(factTextHtml(sentence), html);
}

void TestInspectorFacts::factsMakeOneTable()
{
    QCOMPARE(factsHtml({}), QString());
    const Facts facts = {
        {QStringLiteral("Deletes"),
         {{FactText::warning(QStringLiteral("1 with a stale handle"))},
          {QStringLiteral("t=45 m1 with m1.r1")}}},
        {QStringLiteral("Crashes"), {{FactText::muted(QStringLiteral("none"))}}},
    };
    const QString row = QStringLiteral(
        "<tr><td valign=\"top\" style=\"padding-right:12px; color:%1; white-space:nowrap\">%2</td>"
        "<td valign=\"top\" width=\"100%\">%3</td></tr>");
    QCOMPARE(
        factsHtml(facts),
        QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">%1%2</table>")
            .arg(row.arg(muted(), QStringLiteral("Deletes"),
                         QStringLiteral("<span style=\"color:#b8334a; font-weight:600\">1 "
                                        "with a stale handle</span><br>t=45 m1 with m1.r1")),
                 row.arg(muted(), QStringLiteral("Crashes"),
                         QStringLiteral("<span style=\"color:%1;\">none</span>").arg(muted()))));
}

void TestInspectorFacts::messageFactsAtFiftySeconds()
{
    const Run &run = awsToy();
    const RunTimeline timeline(run);
    const Facts facts = messageFacts(run, timeline, 1, 50000);
    QCOMPARE(labels(facts),
             words({"State at t=50", "Visibility deadline", "Receive count", "Receipt handles",
                    "Side effects", "Business key", "MessageId", "Sent"}));

    // worker-2 holds m1 with its second handle; the word that matters is bold.
    const FactText &state = factNamed(facts, QStringLiteral("State at t=50")).lines.at(0).at(0);
    QCOMPARE(state.text, QStringLiteral("%1 in %2 since %3, lent to %4 with %5"));
    QCOMPARE(state.args.at(0).text, QStringLiteral("in flight"));
    QCOMPARE(state.args.at(0).style, FactText::Style::Strong);
    QCOMPARE(state.args.at(4).text, QStringLiteral("m1.r2"));

    // Two handles, two lines each: what a delete does with it, and where it was used.
    const Fact &handles = factNamed(facts, QStringLiteral("Receipt handles"));
    QCOMPARE(handles.lines.size(), std::size_t(4));
    QCOMPARE(handles.lines[0].at(0).text, QStringLiteral("m1.r1"));
    QCOMPARE(handles.lines[0].at(2).args.at(0).style, FactText::Style::Warning);
    QCOMPARE(handles.lines[1].at(0).style, FactText::Style::Muted);
    QCOMPARE(handles.lines[1].at(0).text,
             QStringLiteral("received by worker-1 at t=0 · delete by worker-1 at t=45: nothing "
                            "deleted"));
    QCOMPARE(handles.lines[2].at(0).text, QStringLiteral("m1.r2"));

    // The first charge at t=45 is no duplicate.
    const Fact &effects = factNamed(facts, QStringLiteral("Side effects"));
    QCOMPARE(effects.lines.size(), std::size_t(1));
    QCOMPARE(effects.lines[0].size(), std::size_t(1));
    QCOMPARE(effects.lines[0][0].text, QStringLiteral("t=45 by worker-1"));
    QCOMPARE(factNamed(facts, QStringLiteral("MessageId")).lines.at(0).at(0).style,
             FactText::Style::Code);

    // Nothing about a message the run does not have.
    QVERIFY(messageFacts(run, timeline, 99, 50000).empty());
}

void TestInspectorFacts::workerFactsAtThirtyAndFiftySeconds()
{
    const Run &run = awsToy();
    const RunTimeline timeline(run);
    const ActorId worker1 = actorNamed(run, "worker-1");
    const QStringList all = words({"Current job", "Jobs done", "Receives", "Heartbeats sent",
                                   "Deletes", "Side effects", "Crashes"});

    // At t=30 worker-1 still works on m1, which worker-2 has just received too.
    Facts facts = workerFacts(run, timeline, worker1, 30000, false);
    QCOMPARE(labels(facts), words({"State at t=30"}) + all);
    const Fact &working = facts.front();
    QCOMPARE(working.lines.size(), std::size_t(2));
    QCOMPARE(working.lines[0].at(0).args.at(0).text, QStringLiteral("working"));
    QCOMPARE(working.lines[1].at(0).style, FactText::Style::Warning);
    QCOMPARE(factNamed(facts, QStringLiteral("Deletes")).lines.at(0).at(0).style,
             FactText::Style::Muted);

    // At t=50 it has charged the card and deleted with its stale handle: the count comes first.
    facts = workerFacts(run, timeline, worker1, 50000, false);
    QCOMPARE(labels(facts), words({"State at t=50"}) + all);
    const Fact &deletes = factNamed(facts, QStringLiteral("Deletes"));
    QCOMPARE(deletes.lines.size(), std::size_t(2));
    QCOMPARE(deletes.lines[0].at(0).text, QStringLiteral("1 with a stale handle"));
    QCOMPARE(deletes.lines[0].at(0).style, FactText::Style::Warning);
    QCOMPARE(factNamed(facts, QStringLiteral("Jobs done")).lines.at(0).at(0).text,
             QStringLiteral("1 finished (1 with the side effect)"));
    QCOMPARE(factNamed(facts, QStringLiteral("Side effects")).lines.at(0).at(0).text,
             QStringLiteral("1"));

    QVERIFY(workerFacts(run, timeline, engineActor, 50000, false).empty());
}

void TestInspectorFacts::aQuestionsCurtainKeepsTheOverlapUnsaid()
{
    const Run &run = awsToy();
    const RunTimeline timeline(run);
    const Facts facts = workerFacts(run, timeline, actorNamed(run, "worker-1"), 30000, true);
    QCOMPARE(facts.front().lines.size(), std::size_t(1));
    QVERIFY(!factsHtml(facts).contains(QLatin1String("another worker")));
}

void TestInspectorFacts::aRetrysBackoffIsNotAHeartbeat_data()
{
    QTest::addColumn<int>("backoffSeconds");
    QTest::addColumn<QString>("note");
    QTest::newRow("retrying at once (lesson 17's run)") << 0 << "retry now: m1 visible again";
    QTest::newRow("a backoff of 20 s") << 20 << "backoff: m1 back in 20 s";
}

void TestInspectorFacts::aRetrysBackoffIsNotAHeartbeat()
{
    // Lesson 17's workers never heartbeat: the ChangeMessageVisibility after each failed charge
    // spaces the retry. The stage's note and the inspector say so, and count no heartbeat.
    QFETCH(int, backoffSeconds);
    QFETCH(QString, note);
    const ScenarioLoad load =
        loadScenarioFile(std::string(INFLIGHT_SCENARIOS) + "/retry-backoff.json");
    QVERIFY2(load.ok(), load.report().c_str());
    Scenario scenario = *load.scenario;
    if (backoffSeconds > 0) {
        scenario.workers.front().onFailure.kind = RetryPolicy::Kind::Backoff;
        scenario.workers.front().onFailure.baseMs = TimeMs(backoffSeconds) * 1000;
    }
    const Run run = simulate(scenario);
    const RunTimeline timeline(run);
    const ActorId worker1 = actorNamed(run, "worker-1");
    const WorkerTrack *track = nullptr;
    for (const WorkerTrack &w : timeline.workers())
        track = w.actor == worker1 ? &w : track;
    QVERIFY(track);
    TimeMs firstBackoff = -1;
    for (const WorkerMark &mark : track->marks) {
        QVERIFY(mark.kind != WorkerMark::Kind::Heartbeat);
        if (firstBackoff < 0 && mark.kind == WorkerMark::Kind::Backoff)
            firstBackoff = mark.time;
    }
    QVERIFY(firstBackoff >= 0);
    const StageWorkerNote said =
        StageWorkerNote::at(run, timeline, *track, firstBackoff, "charged");
    QVERIFY2(said.text.endsWith(note), qPrintable(said.text));
    QVERIFY(!said.text.contains(QLatin1String("heartbeat")));

    const Facts facts = workerFacts(run, timeline, worker1, firstBackoff, false);
    QCOMPARE(factNamed(facts, QStringLiteral("Heartbeats sent")).lines.at(0).at(0).style,
             FactText::Style::Muted);
    QVERIFY(factNamed(facts, QStringLiteral("Retries spaced"))
                .lines.at(0)
                .at(0)
                .text.startsWith(QLatin1String("1 (ChangeMessageVisibility after a failure)")));
}

QTEST_MAIN(TestInspectorFacts)
#include "tst_inspectorfacts.moc"
