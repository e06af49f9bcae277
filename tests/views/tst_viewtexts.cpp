// SPDX-License-Identifier: GPL-3.0-or-later
// The views' words come out of translatable functions, in the context the translation is looked
// up in, with counts as Qt plurals and numbers in the reader's format: times, phases and levels
// (common/format.h), the timeline's and the stage's captions, the summary's headline and figures,
// and the exports' problems. English plurals come from a test translator that does what the
// program's English catalogue does (tests/support/englishplurals.h); without it Qt writes
// "2 key(s)", which the last case pins so that nobody mistakes it for a finished text.

#include "animationplan.h"
#include "common/format.h"
#include "common/sentencetext.h"
#include "englishplurals.h"
#include "inspectorfacts.h"
#include "lesson.h"
#include "overlapgroups.h"
#include "playback.h"
#include "runtimeline.h"
#include "runtimeticker.h"
#include "scenariorun.h"
#include "stagecardpainter.h"
#include "stagestate.h"
#include "summarypanel.h"
#include "timelinemodel.h"
#include "toytest.h"

#include <QLabel>
#include <QLocale>
#include <QTest>
#include <QTranslator>

#include <algorithm>
#include <functional>

using namespace inflight;

namespace {

/// Answers every lookup with "context|source", so a test sees which context a text was asked
/// in and that it was asked at all.
class ContextTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        return QString::fromUtf8(context) + u'|' + QString::fromUtf8(source);
    }
};

/// One order that a worker is still processing when the run ends: effected by nobody yet, and
/// not lost either.
const char *const unfinishedOrders = R"json({
  "name": "unfinished",
  "until": 50,
  "queues": [{"name": "orders", "visibilityTimeout": 300}],
  "services": [{"name": "payments", "effect": "charges the card", "effectPast": "charged"}],
  "producers": [{"queue": "orders", "bursts": [{"at": 0, "count": %1}]}],
  "workers": [{"name": "worker", "count": 1, "queue": "orders", "processing": 100,
               "service": "payments"}]
})json";

std::shared_ptr<const Run> unfinishedRun(int orders)
{
    const QByteArray text = QString::fromLatin1(unfinishedOrders).arg(orders).toUtf8();
    return runScenarioText(text.constData());
}

} // namespace

class TestViewTexts : public QObject {
    Q_OBJECT

private slots:
    void cleanup();
    void timesAreWrittenInTheReadersNumberFormat_data();
    void timesAreWrittenInTheReadersNumberFormat();
    void phasesAndLevelsAreAskedInTheFormatContext_data();
    void phasesAndLevelsAreAskedInTheFormatContext();
    void phasesAndLevelsReadAsEnglishWithoutATranslation_data();
    void phasesAndLevelsReadAsEnglishWithoutATranslation();
    void overlapCaptionsCountWithPlurals_data();
    void overlapCaptionsCountWithPlurals();
    void aDeadLetterCardCountsItsReceives_data();
    void aDeadLetterCardCountsItsReceives();
    void theSummaryCountsKeysWithPlurals_data();
    void theSummaryCountsKeysWithPlurals();
    void aWorkersReceivesAreCounted_data();
    void aWorkersReceivesAreCounted();
    void timelineTextsAreAskedInTheTimelineContext();
    void exportProblemsWriteNumbersInTheReadersFormat_data();
    void exportProblemsWriteNumbersInTheReadersFormat();
    void withoutAnEnglishCatalogueQtShowsTheSourcePlural();
    void theEnginesSentencesWriteTimesInTheReadersFormat_data();
    void theEnginesSentencesWriteTimesInTheReadersFormat();
};

void TestViewTexts::cleanup()
{
    QLocale::setDefault(QLocale::c());
}

void TestViewTexts::timesAreWrittenInTheReadersNumberFormat_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<TimeMs>("time");
    QTest::addColumn<QString>("seconds");
    QTest::addColumn<QString>("fixed");

    QTest::newRow("English: a decimal point") << "en_US" << TimeMs(1500) << "1.5"
                                              << "1.500";
    QTest::newRow("German: a decimal comma") << "de_DE" << TimeMs(1500) << "1,5"
                                             << "1,500";
    QTest::newRow("Spanish: a decimal comma") << "es_ES" << TimeMs(12500) << "12,5"
                                              << "12,500";
    QTest::newRow("German: whole seconds have no decimals") << "de_DE" << TimeMs(60000) << "60"
                                                            << "60,000";
    QTest::newRow("German: a millisecond") << "de_DE" << TimeMs(1) << "0,001"
                                           << "0,001";
    QTest::newRow("German: no thousands separator in a time")
        << "de_DE" << TimeMs(7200005) << "7200,005"
        << "7200,005";
    QTest::newRow("English: no thousands separator in a time")
        << "en_US" << TimeMs(31536000000LL) << "31536000"
        << "31536000.000";
    QTest::newRow("German: a negative time keeps its sign") << "de_DE" << TimeMs(-250) << "-0,25"
                                                            << "-0,250";
    QTest::newRow("C: as the engine writes it") << "C" << TimeMs(59500) << "59.5"
                                                << "59.500";
}

void TestViewTexts::timesAreWrittenInTheReadersNumberFormat()
{
    QFETCH(QString, locale);
    QFETCH(TimeMs, time);
    QFETCH(QString, seconds);
    QFETCH(QString, fixed);
    QLocale::setDefault(QLocale(locale));
    QCOMPARE(secondsText(time), seconds);
    QCOMPARE(fixedSecondsText(time), fixed);
}

void TestViewTexts::phasesAndLevelsAreAskedInTheFormatContext_data()
{
    QTest::addColumn<std::function<QString()>>("text");
    QTest::addColumn<QString>("asked");

    QTest::newRow("in flight") << std::function<QString()>([] {
        return phaseText(MessagePhase::InFlight);
    }) << "inflight::Format|in flight";
    QTest::newRow("delayed") << std::function<QString()>([] {
        return phaseText(MessagePhase::Delayed);
    }) << "inflight::Format|delayed";
    QTest::newRow("dropped") << std::function<QString()>([] {
        return phaseText(MessagePhase::Dropped);
    }) << "inflight::Format|dropped";
    QTest::newRow("a level") << std::function<QString()>([] {
        return lessonLevelText(LessonLevel::Intermediate);
    }) << "inflight::Format|intermediate";
    QTest::newRow("a level as a lesson file spells it")
        << std::function<QString()>([] { return lessonLevelText(std::string("advanced")); })
        << "inflight::Format|advanced";
    QTest::newRow("a level the loader does not know is shown as written")
        << std::function<QString()>([] { return lessonLevelText(std::string("expert")); })
        << "expert";
}

void TestViewTexts::phasesAndLevelsAreAskedInTheFormatContext()
{
    QFETCH(std::function<QString()>, text);
    QFETCH(QString, asked);
    ContextTranslator translator;
    QCoreApplication::installTranslator(&translator);
    const QString said = text();
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(said, asked);
}

void TestViewTexts::phasesAndLevelsReadAsEnglishWithoutATranslation_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("english");

    QTest::newRow("visible") << phaseText(MessagePhase::Visible) << "visible";
    QTest::newRow("in flight") << phaseText(MessagePhase::InFlight) << "in flight";
    QTest::newRow("deleted") << phaseText(MessagePhase::Deleted) << "deleted";
    QTest::newRow("expired") << phaseText(MessagePhase::Expired) << "expired";
    QTest::newRow("purged") << phaseText(MessagePhase::Purged) << "purged";
    QTest::newRow("redriven") << phaseText(MessagePhase::Redriven) << "redriven";
    QTest::newRow("beginner") << lessonLevelText(LessonLevel::Beginner) << "beginner";
    QTest::newRow("advanced") << lessonLevelText(LessonLevel::Advanced) << "advanced";
}

void TestViewTexts::phasesAndLevelsReadAsEnglishWithoutATranslation()
{
    QFETCH(QString, text);
    QFETCH(QString, english);
    QCOMPARE(text, english);
}

void TestViewTexts::overlapCaptionsCountWithPlurals_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("messages");
    QTest::addColumn<QStringList>("captions");

    QTest::newRow("one overlap names its message")
        << "en_US" << 1 << 1 << QStringList{QStringLiteral("double processing m1")};
    QTest::newRow("two of one message")
        << "en_US" << 2 << 1
        << QStringList{QStringLiteral("2 double processings of m1, t=10–20 s"),
                       QStringLiteral("2 double processings of m1"),
                       QStringLiteral("2 double processings")};
    QTest::newRow("across messages, counted in English")
        << "en_US" << 1234 << 56
        << QStringList{QStringLiteral("1,234 double processings (56 messages), t=10–20 s"),
                       QStringLiteral("1,234 double processings (56 messages)"),
                       QStringLiteral("1,234 double processings")};
    QTest::newRow("across messages, counted in German")
        << "de_DE" << 1234 << 5678
        << QStringList{QStringLiteral("1.234 double processings (5.678 messages), t=10–20 s"),
                       QStringLiteral("1.234 double processings (5.678 messages)"),
                       QStringLiteral("1.234 double processings")};
}

void TestViewTexts::overlapCaptionsCountWithPlurals()
{
    QFETCH(QString, locale);
    QFETCH(int, count);
    QFETCH(int, messages);
    QFETCH(QStringList, captions);
    QLocale::setDefault(QLocale(locale));
    test::EnglishPlurals plurals;
    OverlapHighlight first;
    first.message = 1;
    OverlapGroup group;
    group.count = count;
    group.messageCount = messages;
    group.message = messages == 1 ? MessageNumber(1) : noMessage;
    group.first = &first;
    const std::vector<QString> texts = overlapCaptions(group, QStringLiteral("t=10–20 s"));
    QCOMPARE(QStringList(texts.begin(), texts.end()), captions);
}

void TestViewTexts::aDeadLetterCardCountsItsReceives_data()
{
    QTest::addColumn<std::uint32_t>("receives");
    QTest::addColumn<QString>("note");

    QTest::newRow("once") << 1u << "received 1 time";
    QTest::newRow("five times") << 5u << "received 5 times";
}

void TestViewTexts::aDeadLetterCardCountsItsReceives()
{
    QFETCH(std::uint32_t, receives);
    QFETCH(QString, note);
    test::EnglishPlurals plurals;
    const auto run = runScenarioFile("lent-not-taken.json");
    QVERIFY(run);
    const RunTimeline timeline(*run);
    StageCard card;
    card.message = 1;
    card.phase = MessagePhase::Visible;
    card.receiveCount = receives;
    QCOMPARE(StageCardPainter::queueText(card, 0, timeline, 5, true).note, note);
}

void TestViewTexts::theSummaryCountsKeysWithPlurals_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<int>("orders");
    QTest::addColumn<QString>("headline");
    QTest::addColumn<QStringList>("figures");

    QTest::newRow("one key") << "en_US" << 1 << "0 of 1 key effected so far"
                             << QStringList{QStringLiteral("<b>1</b> sent"),
                                            QStringLiteral("<b>0</b> of 1 key effected"),
                                            QStringLiteral("<b>0</b> duplicate effects")};
    QTest::newRow("two keys") << "en_US" << 2 << "0 of 2 keys effected so far"
                              << QStringList{QStringLiteral("<b>2</b> sent"),
                                             QStringLiteral("<b>0</b> of 2 keys effected")};
    QTest::newRow("German: grouped thousands")
        << "de_DE" << 1500 << "0 of 1.500 keys effected so far"
        << QStringList{QStringLiteral("<b>1.500</b> sent"),
                       QStringLiteral("<b>0</b> of 1.500 keys effected")};
}

void TestViewTexts::theSummaryCountsKeysWithPlurals()
{
    QFETCH(QString, locale);
    QFETCH(int, orders);
    QFETCH(QString, headline);
    QFETCH(QStringList, figures);
    QLocale::setDefault(QLocale(locale));
    test::EnglishPlurals plurals;
    const auto run = unfinishedRun(orders);
    QVERIFY(run);
    QCOMPARE(run->metrics.keysEffected, 0u);
    QCOMPARE(run->metrics.lost, 0u);
    Playback playback;
    SummaryPanel panel(&playback);
    playback.setRun(run);
    QCOMPARE(panel.headline()->text(), headline);
    for (const QString &figure : figures)
        QVERIFY2(panel.metrics()->text().contains(figure), qPrintable(panel.metrics()->text()));
}

void TestViewTexts::aWorkersReceivesAreCounted_data()
{
    QTest::addColumn<QString>("worker");
    QTest::addColumn<TimeMs>("now");
    QTest::addColumn<QString>("received");
    QTest::addColumn<QString>("empty");

    // The toy with AWS's handles: worker-1 takes the order at t=0; worker-2's first long poll
    // waits 20 s for nothing, and it gets the order when it comes back at t=30; worker-1 gets it
    // again at t=60, when worker-2's delete with an old handle has deleted nothing.
    QTest::newRow("none yet, one empty receive")
        << "worker-2" << TimeMs(25000) << "0 messages received"
        << ", 1 empty receive";
    QTest::newRow("one message") << "worker-1" << TimeMs(30000) << "1 message received"
                                 << ", 0 empty receives";
    QTest::newRow("two messages") << "worker-1" << TimeMs(61000) << "2 messages received"
                                  << ", 0 empty receives";
}

void TestViewTexts::aWorkersReceivesAreCounted()
{
    QFETCH(QString, worker);
    QFETCH(TimeMs, now);
    QFETCH(QString, received);
    QFETCH(QString, empty);
    test::EnglishPlurals plurals;
    const auto run = toyRun(true);
    const RunTimeline timeline(*run);
    const Facts facts =
        workerFacts(*run, timeline, actorNamed(*run, worker.toStdString()), now, false);
    const auto receives = std::find_if(facts.begin(), facts.end(), [](const Fact &fact) {
        return fact.label == QLatin1String("Receives");
    });
    QVERIFY(receives != facts.end());
    QCOMPARE(receives->lines.at(0).at(0).text, received);
    QCOMPARE(receives->lines.at(0).at(1).text, empty);
}

void TestViewTexts::timelineTextsAreAskedInTheTimelineContext()
{
    ContextTranslator translator;
    QCoreApplication::installTranslator(&translator);
    const QString axis = RunTimeTicker::axisLabel(RunTimeTicker::Unit::Seconds);
    OverlapGroup group;
    group.count = 1;
    group.message = 3;
    const std::vector<QString> caption = overlapCaptions(group, QString());
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(axis, QStringLiteral("inflight::TimelineView|time (s)"));
    QCOMPARE(caption.front(), QStringLiteral("inflight::TimelineView|double processing m3"));
}

void TestViewTexts::exportProblemsWriteNumbersInTheReadersFormat_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("problem");

    QTest::newRow("English") << "en_US"
                             << "the time window is empty: from 1.5 s to 1 s";
    QTest::newRow("German") << "de_DE"
                            << "the time window is empty: from 1,5 s to 1 s";
}

void TestViewTexts::exportProblemsWriteNumbersInTheReadersFormat()
{
    QFETCH(QString, locale);
    QFETCH(QString, problem);
    QLocale::setDefault(QLocale(locale));
    QCOMPARE(AnimationPlan::check(1500, 1000, 1.0, 10), problem);
}

void TestViewTexts::withoutAnEnglishCatalogueQtShowsTheSourcePlural()
{
    // What the program would show if its English catalogue were missing: the source as written,
    // with only the number put in. The catalogue (or EnglishPlurals in a test) is what makes
    // "2 double processings" of it.
    OverlapGroup group;
    group.count = 2;
    group.messageCount = 1;
    group.message = 1;
    QCOMPARE(overlapCaptions(group, QString()).back(), QStringLiteral("2 double processing(s)"));
}

QTEST_MAIN(TestViewTexts)
void TestViewTexts::theEnginesSentencesWriteTimesInTheReadersFormat_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("expected");
    QTest::newRow("English") << "en_US"
                             << "m1.r1 · t=45.5 · 12.25";
    QTest::newRow("German") << "de_DE"
                            << "m1.r1 · t=45,5 · 12,25";
    QTest::newRow("Spanish") << "es_ES"
                             << "m1.r1 · t=45,5 · 12,25";
}

void TestViewTexts::theEnginesSentencesWriteTimesInTheReadersFormat()
{
    // The engine writes a time as the C locale does ("45.5"); the window writes it as the reader
    // does, and leaves a receipt handle's dot alone.
    QFETCH(QString, locale);
    QFETCH(QString, expected);
    QLocale::setDefault(QLocale(locale));
    const std::vector<Sentence> parts{Sentence::text("m1.r1"), Sentence::decimalNumber("t=45.5"),
                                      Sentence::decimalNumber("12.25")};
    QCOMPARE(translatedParts(parts), expected);
}

#include "tst_viewtexts.moc"
