// SPDX-License-Identifier: GPL-3.0-or-later
// The animated stage: it paints at every size, scale and theme without crashing or clipping to
// nothing; a click on a card selects its message and a click on a worker selects the worker; the
// picture at a time is the same whether the playhead came forwards or backwards; many messages
// and many workers fit with a "+N more"; notes show once the playhead reaches them, a message's
// under its card and the others in a callout that covers no card or worker; arrows' labels cover
// no text, card, note or other label. With INFLIGHT_STAGE_SHOTS=<dir> set, it also saves PNGs of
// the seed article's toy at the moments a teacher points at, to look at
// (INFLIGHT_STAGE_SHOT_RUNS, _TIMES and _SIZES choose other runs, moments and sizes).

#include "notetest.h"
#include "playback.h"
#include "run.h"
#include "scenarioloader.h"
#include "scenariorun.h"
#include "stageview.h"
#include "theme.h"

#include <QDir>
#include <QImage>
#include <QSet>
#include <QTest>
#include <QToolTip>

#include <memory>

using namespace inflight;

namespace {

ActorId actorNamed(const Run &run, const std::string &name)
{
    for (ActorId actor = 0; actor < run.log().actorCount(); ++actor) {
        if (run.log().actorName(actor) == name)
            return actor;
    }
    return engineActor;
}

/// How many distinct colours an image has: a blank or one-colour picture has one or two.
int colourCount(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 2) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); x += 2)
            colours.insert(line[x]);
    }
    return static_cast<int>(colours.size());
}

/// The fraction of pixels that differ from the top-left corner's colour (the background).
double inkFraction(const QImage &image)
{
    const QRgb background = image.pixel(0, 0);
    qint64 ink = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            ink += line[x] != background;
    }
    return static_cast<double>(ink) / (image.width() * image.height());
}

// Two workers, a dead-letter queue, a poison message, a crash and a heartbeat (from the format's
// documentation).
const char *const workersScenario = R"json({
  "name": "workers",
  "queues": [{"name": "orders", "visibilityTimeout": 30,
              "deadLetterQueue": {"name": "orders-dlq", "maxReceiveCount": 3}},
             {"name": "orders-dlq"}],
  "services": [{"name": "payments", "effect": "charges the card", "effectPast": "charged"}],
  "producers": [{"queue": "orders", "bursts": [{"at": 0, "count": 8}]}],
  "workers": [
    {"name": "worker", "count": 2, "queue": "orders",
     "batchSize": 4, "waitTime": 20, "visibilityTimeout": 30,
     "processing": {"uniform": {"min": 10, "max": 50}},
     "heartbeat": {"every": 20, "extendTo": 30, "cap": 3600},
     "idempotency": "conditionalWrite",
     "service": "payments",
     "crashes": [{"at": 12, "worker": "worker-2"},
                 {"point": "afterEffectBeforeDelete", "occurrence": 2}],
     "restartDelay": 5,
     "failingKeys": ["ord_5"]}
  ]
})json";

} // namespace

class TestStageView : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void paintsAtEverySizeScaleAndTheme_data();
    void paintsAtEverySizeScaleAndTheme();
    void clickingACardSelectsItsMessage();
    void clickingAWorkerSelectsIt();
    void clickingNothingClearsTheSelection();
    void theDoubleChargeIsOnStageAt45();
    void sameFrameForwardsAndBackwards();
    void manyMessagesAndWorkersFit();
    void threeQueuesFitAShortStage_data();
    void threeQueuesFitAShortStage();
    void aHighlightedQueueGetsItsRowFirst();
    void withoutARun();
    void aMessageNoteShowsUnderItsCardOnceReached_data();
    void aMessageNoteShowsUnderItsCardOnceReached();
    void timeAndEventNotesShowForHalfAMinute_data();
    void timeAndEventNotesShowForHalfAMinute();
    void theCalloutCoversNoCardOrWorker_data();
    void theCalloutCoversNoCardOrWorker();
    void clickingABadgeSelectsItsMessage();
    void aCompactCardSaysWhatWentWrong_data();
    void aCompactCardSaysWhatWentWrong();
    void arrowLabelsCoverNoTextOrEachOther_data();
    void arrowLabelsCoverNoTextOrEachOther();
    void arrowLabelsShowWhereThereIsRoom_data();
    void arrowLabelsShowWhereThereIsRoom();
    void saveShots();
};

void TestStageView::init()
{
    Theme::instance().setDark(false);
    Theme::instance().setScale(1.0);
    Theme::instance().setPresentation(false);
}

void TestStageView::cleanup()
{
    init();
}

void TestStageView::paintsAtEverySizeScaleAndTheme_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("scale");
    QTest::addColumn<bool>("dark");
    QTest::addColumn<bool>("presentation");
    QTest::newRow("smallest, light") << QSize(640, 360) << 1.0 << false << false;
    QTest::newRow("smallest, dark, scale 2") << QSize(640, 360) << 2.0 << true << false;
    QTest::newRow("720p, light") << QSize(1280, 720) << 1.0 << false << false;
    QTest::newRow("720p, dark, scale 2") << QSize(1280, 720) << 2.0 << true << false;
    QTest::newRow("1080p, light, presentation") << QSize(1920, 1080) << 1.0 << false << true;
    QTest::newRow("1080p, dark, scale 2") << QSize(1920, 1080) << 2.0 << true << false;
    QTest::newRow("tall and narrow") << QSize(500, 900) << 1.5 << false << false;
    QTest::newRow("tiny") << QSize(120, 80) << 1.0 << false << false;
}

void TestStageView::paintsAtEverySizeScaleAndTheme()
{
    QFETCH(QSize, size);
    QFETCH(double, scale);
    QFETCH(bool, dark);
    QFETCH(bool, presentation);
    Theme::instance().setDark(dark);
    Theme::instance().setScale(scale);
    Theme::instance().setPresentation(presentation);
    for (const auto &run : {runScenarioFile("double-charge-toy.json"),
                            runScenarioFile("double-charge-toy-heartbeat.json"),
                            runScenarioText(workersScenario), runScenarioText(crowdScenario)}) {
        QVERIFY(run);
        Playback playback;
        playback.setRun(run);
        StageView view(&playback);
        view.resize(size);
        for (TimeMs t = 0; t <= playback.endTime();
             t += std::max<TimeMs>(1, playback.endTime() / 23)) {
            playback.seek(t);
            const QImage image = view.grab().toImage();
            QCOMPARE(image.size(), size * view.devicePixelRatioF());
            if (size.width() >= 640)
                QVERIFY(colourCount(image) > 8);
        }
        // Every shown card lies inside the widget.
        playback.seek(secondsToMs(31));
        for (MessageNumber m = 1; m <= 60; ++m) {
            const QRectF r = view.cardRect(m);
            if (!r.isEmpty() && size.width() >= 640)
                QVERIFY2(QRectF(view.rect()).contains(r), qPrintable(QStringLiteral("m%1").arg(m)));
        }
    }
}

void TestStageView::clickingACardSelectsItsMessage()
{
    const auto run = runScenarioFile("double-charge-toy.json");
    QVERIFY(run);
    Playback playback;
    playback.setRun(run);
    StageView view(&playback);
    view.resize(1280, 720);
    // In flight at worker-1: the solid card there.
    playback.seek(secondsToMs(15));
    const QRectF atWorker = view.cardRect(1);
    QVERIFY(!atWorker.isEmpty());
    QVERIFY(view.workerRect(actorNamed(*run, "worker-1")).contains(atWorker.center()));
    QTest::mouseClick(&view, Qt::LeftButton, {}, atWorker.center().toPoint());
    QCOMPARE(playback.selection().kind, Selection::Kind::Message);
    QCOMPARE(playback.selection().message, MessageNumber{1});

    // After the lease ran out, worker-2 holds it.
    playback.clearSelection();
    playback.seek(secondsToMs(40));
    const QRectF atWorker2 = view.cardRect(1);
    QVERIFY(view.workerRect(actorNamed(*run, "worker-2")).contains(atWorker2.center()));
    QTest::mouseClick(&view, Qt::LeftButton, {}, atWorker2.center().toPoint());
    QCOMPARE(playback.selection().message, MessageNumber{1});

    // The ghost in the queue selects the message too.
    playback.clearSelection();
    const QRectF queue = view.queueRect("orders");
    QVERIFY(!queue.isEmpty());
    bool ghostSelects = false;
    for (double x = queue.left(); x < queue.right(); x += 8) {
        for (double y = queue.top(); y < queue.bottom(); y += 8) {
            const Selection s = view.selectionAt(QPointF(x, y));
            ghostSelects |= s.kind == Selection::Kind::Message && s.message == 1;
        }
    }
    QVERIFY(ghostSelects);

    // Gone at t=45: no card.
    playback.seek(secondsToMs(45));
    QVERIFY(view.cardRect(1).isEmpty());
}

void TestStageView::clickingAWorkerSelectsIt()
{
    const auto run = runScenarioFile("double-charge-toy.json");
    Playback playback;
    playback.setRun(run);
    StageView view(&playback);
    view.resize(960, 540);
    playback.seek(secondsToMs(50));
    const ActorId worker2 = actorNamed(*run, "worker-2");
    const QRectF box = view.workerRect(worker2);
    QVERIFY(!box.isEmpty());
    QTest::mouseClick(&view, Qt::LeftButton, {},
                      (box.bottomRight() - QPointF(box.width() / 6, 4)).toPoint());
    QCOMPARE(playback.selection().kind, Selection::Kind::Worker);
    QCOMPARE(playback.selection().worker, worker2);
    QVERIFY(!view.grab().isNull());
}

void TestStageView::clickingNothingClearsTheSelection()
{
    Playback playback;
    playback.setRun(runScenarioFile("double-charge-toy.json"));
    StageView view(&playback);
    view.resize(960, 540);
    playback.selectMessage(1);
    QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(2, view.height() / 2));
    QCOMPARE(playback.selection().kind, Selection::Kind::None);
}

void TestStageView::theDoubleChargeIsOnStageAt45()
{
    Playback playback;
    playback.setRun(runScenarioFile("double-charge-toy.json"));
    StageView view(&playback);
    view.resize(1280, 720);
    playback.seek(secondsToMs(45));
    const QImage image = view.grab().toImage();
    QVERIFY(colourCount(image) > 50);
    QVERIFY(inkFraction(image) > 0.05);
}

void TestStageView::sameFrameForwardsAndBackwards()
{
    Playback playback;
    playback.setRun(runScenarioFile("double-charge-toy.json"));
    StageView view(&playback);
    view.resize(960, 540);
    for (const TimeMs t :
         {TimeMs{0}, TimeMs{30000}, TimeMs{30300}, TimeMs{45000}, TimeMs{46000}, TimeMs{75000}}) {
        playback.seek(0);
        view.grab();
        playback.seek(t);
        const QImage forwards = view.grab().toImage();
        playback.seek(playback.endTime());
        view.grab();
        playback.seek(t);
        const QImage backwards = view.grab().toImage();
        QVERIFY2(forwards == backwards, qPrintable(QStringLiteral("t=%1 ms").arg(t)));
    }
}

void TestStageView::threeQueuesFitAShortStage_data()
{
    QTest::addColumn<QSize>("size");
    // The stage beside the lesson at 1280x720, and roomier ones.
    QTest::newRow("720p beside a lesson") << QSize(830, 290);
    QTest::newRow("720p, no side panel") << QSize(1280, 330);
    QTest::newRow("1080p") << QSize(1400, 520);
}

void TestStageView::threeQueuesFitAShortStage()
{
    QFETCH(QSize, size);
    // Lesson 11: three queues with six messages each in flight at t=0.
    const auto run = runScenarioFile("lambda-batches.json");
    QVERIFY(run);
    Playback playback;
    playback.setRun(run);
    StageView view(&playback);
    view.resize(size);
    playback.seek(secondsToMs(1));
    std::vector<QRectF> queues;
    for (const char *name : {"invoices", "receipts", "payouts.fifo"}) {
        const QRectF r = view.queueRect(name);
        QVERIFY2(!r.isEmpty(), name);
        // Above the legend, and clear of the other queues.
        QVERIFY2(r.bottom() <= view.legendRect().top(), name);
        for (const QRectF &other : queues)
            QVERIFY2(!r.intersects(other), name);
        queues.push_back(r);
    }
    // Every card shown is inside its queue or at a worker, never over the legend.
    for (MessageNumber m = 1; m <= 18; ++m) {
        const QRectF card = view.cardRect(m);
        if (!card.isEmpty())
            QVERIFY(!card.intersects(view.legendRect()));
    }
}

void TestStageView::aHighlightedQueueGetsItsRowFirst()
{
    // Lesson 11 beside the lesson at 1280x720: the three queues cannot all have a row of cards,
    // and rows go out top first. A step that points at the last queue gets its cards shown.
    const auto run = runScenarioFile("lambda-batches.json");
    QVERIFY(run);
    Playback playback;
    playback.setRun(run);
    StageView view(&playback);
    view.resize(830, 290);
    playback.seek(secondsToMs(1));
    auto cardsIn = [&](const char *queue) {
        int cards = 0;
        const QRectF box = view.queueRect(queue);
        for (MessageNumber m = 1; m <= 18; ++m)
            cards += box.contains(view.cardRect(m)) && !view.cardRect(m).isEmpty() ? 1 : 0;
        return cards;
    };
    QCOMPARE(cardsIn("payouts.fifo"), 0);
    QVERIFY(cardsIn("invoices") > 0);
    Highlight queue;
    queue.kind = Highlight::Kind::Queue;
    queue.name = "payouts.fifo";
    playback.setHighlights({queue});
    QVERIFY(cardsIn("payouts.fifo") > 0);
    // Its cards are inside its box, and the boxes still clear of each other and of the legend.
    const QRectF payouts = view.queueRect("payouts.fifo");
    QVERIFY(payouts.bottom() <= view.legendRect().top());
    QVERIFY(!payouts.intersects(view.queueRect("invoices")));
    QVERIFY(!payouts.intersects(view.queueRect("receipts")));
}

void TestStageView::manyMessagesAndWorkersFit()
{
    const auto run = runScenarioText(crowdScenario);
    QVERIFY(run);
    Playback playback;
    playback.setRun(run);
    StageView view(&playback);
    view.resize(640, 360);
    playback.seek(secondsToMs(10));
    int shown = 0;
    for (MessageNumber m = 1; m <= 60; ++m) {
        const QRectF r = view.cardRect(m);
        if (r.isEmpty())
            continue;
        ++shown;
        QVERIFY(QRectF(view.rect()).contains(r));
    }
    // Some fit, not all: the rest are counted as "+N more".
    QVERIFY(shown > 0);
    QVERIFY(shown < 60);
    int workers = 0;
    for (int i = 1; i <= 24; ++i) {
        const QRectF r = view.workerRect(actorNamed(*run, "worker-" + std::to_string(i)));
        if (!r.isEmpty()) {
            ++workers;
            QVERIFY(QRectF(view.rect()).contains(r));
        }
    }
    QVERIFY(workers > 1);
    view.resize(1920, 1080);
    QVERIFY(!view.workerRect(actorNamed(*run, "worker-1")).isEmpty());
    QVERIFY(colourCount(view.grab().toImage()) > 8);
}

void TestStageView::withoutARun()
{
    Playback playback;
    StageView view(&playback);
    view.resize(640, 360);
    QVERIFY(!view.grab().isNull());
    QVERIFY(view.cardRect(1).isEmpty());
    QCOMPARE(view.selectionAt(QPointF(100, 100)).kind, Selection::Kind::None);
}

void TestStageView::aMessageNoteShowsUnderItsCardOnceReached_data()
{
    QTest::addColumn<int>("atMs");
    QTest::addColumn<bool>("shown");
    QTest::newRow("before the note's time") << 20000 << false;
    QTest::newRow("at the note's time") << 30000 << true;
    QTest::newRow("after it, the card at worker-2") << 40000 << true;
    QTest::newRow("after the message is deleted") << 75000 << false;
}

void TestStageView::aMessageNoteShowsUnderItsCardOnceReached()
{
    QFETCH(int, atMs);
    QFETCH(bool, shown);
    const auto run = runScenarioFile("double-charge-toy.json");
    QVERIFY(run);
    Playback playback;
    playback.setRun(run);
    StageView view(&playback);
    view.resize(1280, 720);
    playback.seek(atMs);
    const QImage without = view.grab().toImage();
    playback.addAnnotation(
        testNote(Annotation::Anchor::Message, 30000, 1, QStringLiteral("worker-2 has it now")));
    const std::vector<StageView::NoteMark> marks = view.noteMarks();
    QVERIFY(view.noteCalloutRect().isEmpty());
    const QImage with = view.grab().toImage();
    if (!shown) {
        QVERIFY(marks.empty());
        QCOMPARE(with, without);
        return;
    }
    QCOMPARE(marks.size(), std::size_t(1));
    QCOMPARE(marks.front().index, 0);
    QVERIFY(!marks.front().callout);
    // Under the card, hanging from its lower edge.
    const QRectF card = view.cardRect(1);
    const QRectF badge = marks.front().rect;
    QVERIFY(!card.isEmpty());
    QVERIFY2(badge.intersects(card) && badge.bottom() > card.bottom() &&
                 badge.left() >= card.left() && badge.right() <= card.right(),
             "a tab under the card");
    QVERIFY(QRectF(view.rect()).contains(badge));
    const QRect where = badge.toAlignedRect();
    QVERIFY2(purplish(with, where) > 15, "the pin and the outline are purple");
    QVERIFY2(purplish(without, where) < 3, "and were not there without the note");
}

void TestStageView::aCompactCardSaysWhatWentWrong_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("worker");
    QTest::addColumn<int>("atMs");
    QTest::addColumn<bool>("alarm");
    // Five Lambda pollers, a function reserved to two: resize-3's first batch is throttled at 0.
    QTest::newRow("throttled, just now") << "lambda-at-scale.json"
                                         << "resize-3" << 500 << true;
    QTest::newRow("throttled, long ago") << "lambda-at-scale.json"
                                         << "resize-3" << 20000 << false;
    // The in-flight quota reached: worker-2's short poll answered OverLimit at 0.
    QTest::newRow("receive refused") << "limits-that-bite.json"
                                     << "worker-2" << 500 << true;
    QTest::newRow("a worker that got its message") << "limits-that-bite.json"
                                                   << "worker-1" << 500 << false;
}

void TestStageView::aCompactCardSaysWhatWentWrong()
{
    // A compact worker card has no last-event band: a throttled invocation or a refused receive
    // must still show on it (in the alarm colour), not read as "waiting" or "idle".
    QFETCH(QString, scenario);
    QFETCH(QString, worker);
    QFETCH(int, atMs);
    QFETCH(bool, alarm);
    const auto run = runScenarioFile(scenario.toLatin1().constData());
    QVERIFY(run);
    Playback playback;
    playback.setRun(run);
    StageView view(&playback);
    view.resize(1280, 720);
    playback.seek(atMs);
    ActorId actor = engineActor;
    for (const WorkerTrack &track : playback.timeline()->workers()) {
        if (QString::fromStdString(track.name) == worker)
            actor = track.actor;
    }
    QVERIFY(actor != engineActor);
    const QRect card = view.workerRect(actor).toAlignedRect();
    QVERIFY(!card.isEmpty());
    // The card's bottom line, where the detail ("polling for a batch") or the alarm goes.
    const QRect line(card.left(), card.bottom() - card.height() / 3, card.width(),
                     card.height() / 3);
    const QImage image = view.grab().toImage();
    const QColor stale = Theme::instance().palette().stale.darker(135);
    int red = 0;
    for (int y = line.top(); y <= line.bottom(); ++y) {
        for (int x = line.left(); x <= line.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            red += std::abs(c.red() - stale.red()) + std::abs(c.green() - stale.green()) +
                       std::abs(c.blue() - stale.blue()) <
                   60;
        }
    }
    if (alarm)
        QVERIFY2(red > 40, qPrintable(QStringLiteral("%1 alarm-coloured pixels").arg(red)));
    else
        QVERIFY2(red < 5, qPrintable(QStringLiteral("%1 alarm-coloured pixels").arg(red)));
}

void TestStageView::timeAndEventNotesShowForHalfAMinute_data()
{
    QTest::addColumn<int>("atMs");
    QTest::addColumn<QList<int>>("shown");
    QTest::newRow("before any note") << 5000 << QList<int>{};
    QTest::newRow("the first, at its time") << 10000 << QList<int>{0};
    QTest::newRow("both, within half a minute") << 35000 << QList<int>{0, 1};
    QTest::newRow("the first gone after half a minute") << 45000 << QList<int>{1};
    QTest::newRow("long after, the latest reached stays") << 75000 << QList<int>{1};
}

void TestStageView::timeAndEventNotesShowForHalfAMinute()
{
    QFETCH(int, atMs);
    QFETCH(QList<int>, shown);
    const auto run = runScenarioFile("double-charge-toy.json");
    QVERIFY(run);
    Playback playback;
    playback.setRun(run);
    // Made out of time order: the callout lists them by time.
    Annotation event =
        testNote(Annotation::Anchor::Event, 30000, 1, QStringLiteral("received again"));
    playback.setAnnotations(
        {testNote(Annotation::Anchor::Time, 10000, noMessage, QStringLiteral("the order is sent")),
         event});
    StageView view(&playback);
    view.resize(1280, 720);
    playback.seek(atMs);
    QList<int> indices;
    for (const StageView::NoteMark &mark : view.noteMarks()) {
        QVERIFY(mark.callout);
        QVERIFY(view.noteCalloutRect().contains(mark.rect));
        indices.append(mark.index);
    }
    QCOMPARE(indices, shown);
    QCOMPARE(view.noteCalloutRect().isEmpty(), shown.isEmpty());
}

void TestStageView::theCalloutCoversNoCardOrWorker_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("scale");
    QTest::addColumn<bool>("dark");
    QTest::newRow("the toy at 720p") << "toy" << QSize(1280, 720) << 1.0 << false;
    QTest::newRow("the toy at 720p, scale 2, dark") << "toy" << QSize(1280, 720) << 2.0 << true;
    QTest::newRow("the toy, smallest") << "toy" << QSize(640, 360) << 1.0 << false;
    QTest::newRow("two workers and a DLQ at 720p") << "workers" << QSize(1280, 720) << 1.0 << false;
    QTest::newRow("two workers and a DLQ, 1080p, scale 2")
        << "workers" << QSize(1920, 1080) << 2.0 << false;
    QTest::newRow("a crowd at 720p") << "crowd" << QSize(1280, 720) << 1.0 << false;
}

void TestStageView::theCalloutCoversNoCardOrWorker()
{
    QFETCH(QString, scenario);
    QFETCH(QSize, size);
    QFETCH(double, scale);
    QFETCH(bool, dark);
    Theme::instance().setDark(dark);
    Theme::instance().setScale(scale);
    const auto run = scenario == QLatin1String("toy") ? runScenarioFile("double-charge-toy.json")
                     : scenario == QLatin1String("workers") ? runScenarioText(workersScenario)
                                                            : runScenarioText(crowdScenario);
    QVERIFY(run);
    Playback playback;
    playback.setRun(run);
    playback.setAnnotations(
        {testNote(Annotation::Anchor::Time, 1000, noMessage,
                  QStringLiteral("Every message is in the queue now, and the workers start polling "
                                 "for them with long polls of twenty seconds")),
         testNote(Annotation::Anchor::Time, 12000, noMessage, QStringLiteral("a worker crashes"))});
    StageView view(&playback);
    view.resize(size);
    for (const TimeMs t : {1000, 12000, 20000, 40000}) {
        playback.seek(t);
        const QRectF callout = view.noteCalloutRect();
        QVERIFY2(!callout.isEmpty(), qPrintable(QStringLiteral("at %1 ms").arg(t)));
        QVERIFY(QRectF(view.rect()).contains(callout));
        QVERIFY2(!callout.intersects(view.legendRect()), "clear of the legend");
        for (const MessageTrack &track : playback.timeline()->messages()) {
            const QRectF card = view.cardRect(track.message);
            QVERIFY2(card.isEmpty() || !callout.intersects(card),
                     qPrintable(QStringLiteral("m%1 at %2 ms").arg(track.message).arg(t)));
        }
        for (const WorkerTrack &worker : playback.timeline()->workers()) {
            const QRectF box = view.workerRect(worker.actor);
            QVERIFY2(
                box.isEmpty() || !callout.intersects(box),
                qPrintable(
                    QStringLiteral("%1 at %2 ms").arg(QString::fromStdString(worker.name)).arg(t)));
        }
    }
}

void TestStageView::clickingABadgeSelectsItsMessage()
{
    const auto run = runScenarioFile("double-charge-toy.json");
    QVERIFY(run);
    Playback playback;
    playback.setRun(run);
    playback.addAnnotation(
        testNote(Annotation::Anchor::Message, 0, 1, QStringLiteral("the order")));
    StageView view(&playback);
    view.resize(1280, 720);
    playback.seek(5000);
    const auto marks = view.noteMarks();
    QCOMPARE(marks.size(), std::size_t(1));
    // The part of the badge below the card.
    const QRectF card = view.cardRect(1);
    const QPointF below(marks.front().rect.center().x(),
                        (card.bottom() + marks.front().rect.bottom()) / 2);
    QVERIFY(!card.contains(below));
    QTest::mouseClick(&view, Qt::LeftButton, {}, below.toPoint());
    QCOMPARE(playback.selection().kind, Selection::Kind::Message);
    QCOMPARE(playback.selection().message, MessageNumber(1));
}

void TestStageView::arrowLabelsCoverNoTextOrEachOther_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("scale");
    QTest::addColumn<bool>("playing");
    QTest::addColumn<bool>("highlighted");
    // The app's default scenario, lesson 2's busy period with four workers, the interview's
    // five, and moves to a dead-letter queue; at the stage sizes of the main window at 1280x720
    // (beside the side panel, and without it) and at 1920x1080, at display scales 1 and 2.
    const struct {
        const char *name;
        const char *file;
    } scenarios[] = {{"the double-charged order", "double-charged-order.json"},
                     {"the busy period", "busy-period-double-charge.json"},
                     {"the interview's five workers", "interview-double-charge.json"},
                     {"the outage that filled the DLQ", "outage-dlq.json"}};
    const struct {
        const char *name;
        QSize size;
        double scale;
    } sizes[] = {{"720p beside the side panel", QSize(835, 290), 1.0},
                 {"720p beside the side panel, scale 2", QSize(835, 290), 2.0},
                 {"720p without the side panel", QSize(1280, 330), 1.0},
                 {"the stage's own size", QSize(960, 540), 1.0},
                 {"1080p beside the side panel", QSize(1470, 480), 1.0},
                 {"1080p, scale 2", QSize(1920, 1080), 2.0},
                 {"1080p", QSize(1920, 1080), 1.0}};
    for (const auto &scenario : scenarios) {
        for (const auto &size : sizes)
            QTest::newRow(qPrintable(QStringLiteral("%1, %2").arg(QLatin1String(scenario.name),
                                                                  QLatin1String(size.name))))
                << QString::fromLatin1(scenario.file) << size.size << size.scale << false << false;
    }
    // Playing, cards travel and the arrows come with them.
    QTest::newRow("the double-charged order, 720p, playing")
        << QStringLiteral("double-charged-order.json") << QSize(835, 290) << 1.0 << true << false;
    QTest::newRow("the busy period, 1080p beside the side panel, playing")
        << QStringLiteral("busy-period-double-charge.json") << QSize(1470, 480) << 1.0 << true
        << false;
    // A lesson's step frames what it is about in yellow, around and outside the boxes.
    QTest::newRow("the busy period with a lesson's highlights, 720p beside the lesson")
        << QStringLiteral("busy-period-double-charge.json") << QSize(835, 290) << 1.0 << false
        << true;
    QTest::newRow("the busy period with a lesson's highlights, 1080p")
        << QStringLiteral("busy-period-double-charge.json") << QSize(1470, 480) << 1.0 << false
        << true;
    QTest::newRow("the double-charged order with a lesson's highlights, 720p")
        << QStringLiteral("double-charged-order.json") << QSize(835, 290) << 1.0 << false << true;
}

void TestStageView::arrowLabelsCoverNoTextOrEachOther()
{
    QFETCH(QString, scenario);
    QFETCH(QSize, size);
    QFETCH(double, scale);
    QFETCH(bool, playing);
    QFETCH(bool, highlighted);
    Theme::instance().setScale(scale);
    const auto run = runScenarioFile(qPrintable(scenario));
    QVERIFY(run);
    Playback playback;
    playback.setRun(run);
    if (highlighted)
        // Lesson 2's first steps: the queue and the effects, then a message and its worker.
        playback.setHighlights({{Highlight::Kind::Queue, "orders"},
                                {Highlight::Kind::Lane, "effects"},
                                {Highlight::Kind::Message, "m1"},
                                {Highlight::Kind::Message, "m5"},
                                {Highlight::Kind::Worker, "worker-1"},
                                {Highlight::Kind::Worker, "worker-2"}});
    StageView view(&playback);
    view.resize(size);
    if (playing)
        playback.play();

    // Every instant something happens, and a moment later while its arrows fade.
    std::vector<TimeMs> times;
    for (std::uint64_t i = 0; i < run->log().size(); ++i) {
        const TimeMs t = run->log()[i].time;
        if (times.empty() || times.back() != t)
            times.push_back(t);
    }
    const std::size_t instants = times.size();
    for (std::size_t i = 0; i < instants; ++i)
        times.push_back(times[i] + 400);

    const QRectF widget(view.rect());
    int shown = 0;
    for (const TimeMs t : times) {
        playback.seek(t);
        const std::vector<StageView::ArrowLabel> labels = view.arrowLabels();
        const std::vector<QRectF> areas = view.labelKeepClearRects();
        QVERIFY(!areas.empty());
        // The text areas are the boxes' contents: every worker box's middle is text.
        for (const WorkerTrack &worker : playback.timeline()->workers()) {
            const QRectF box = view.workerRect(worker.actor);
            QVERIFY(box.isEmpty() || std::any_of(areas.begin(), areas.end(), [&](const QRectF &a) {
                        return a.contains(box.center());
                    }));
        }
        for (std::size_t i = 0; i < labels.size(); ++i) {
            const StageView::ArrowLabel &label = labels[i];
            const QString where = QStringLiteral("\"%1\" at t=%2 ms, (%3,%4 %5x%6)")
                                      .arg(label.text)
                                      .arg(t)
                                      .arg(label.rect.x())
                                      .arg(label.rect.y())
                                      .arg(label.rect.width())
                                      .arg(label.rect.height());
            QVERIFY2(!label.text.isEmpty() && !label.rect.isEmpty(), qPrintable(where));
            QVERIFY2(widget.contains(label.rect), qPrintable(where + QStringLiteral(" off stage")));
            for (const QRectF &area : areas) {
                QVERIFY2(!label.rect.intersects(area),
                         qPrintable(where +
                                    QStringLiteral(" covers text or a highlight at (%1,%2 %3x%4)")
                                        .arg(area.x())
                                        .arg(area.y())
                                        .arg(area.width())
                                        .arg(area.height())));
            }
            for (const MessageTrack &track : playback.timeline()->messages()) {
                const QRectF card = view.cardRect(track.message);
                QVERIFY2(card.isEmpty() || !label.rect.intersects(card),
                         qPrintable(where +
                                    QStringLiteral(" covers the card of m%1").arg(track.message)));
            }
            QVERIFY2(!label.rect.intersects(view.legendRect()), qPrintable(where));
            for (std::size_t j = i + 1; j < labels.size(); ++j)
                QVERIFY2(!label.rect.intersects(labels[j].rect),
                         qPrintable(where + QStringLiteral(" covers \"%1\"").arg(labels[j].text)));
        }
        shown += static_cast<int>(labels.size());
    }
    // Not by leaving every label out.
    QVERIFY(shown > 0);
}

void TestStageView::arrowLabelsShowWhereThereIsRoom_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("atMs");
    QTest::addColumn<QStringList>("expected");
    const QString order = QStringLiteral("double-charged-order.json");
    QTest::newRow("received at t=0, 720p")
        << order << QSize(835, 290) << 0 << QStringList{QStringLiteral("received m1.r1")};
    QTest::newRow("received at t=0, 1080p")
        << order << QSize(1470, 480) << 0 << QStringList{QStringLiteral("received m1.r1")};
    QTest::newRow("back and out again at t=30, 1080p")
        << order << QSize(1470, 480) << 30000
        << QStringList{QStringLiteral("lease expired"), QStringLiteral("received m1.r2")};
    QTest::newRow("moved to the dead-letter queue at t=80, 1080p")
        << QStringLiteral("outage-dlq.json") << QSize(1470, 480) << 80000
        << QStringList{QStringLiteral("moved to the DLQ")};
}

void TestStageView::arrowLabelsShowWhereThereIsRoom()
{
    QFETCH(QString, scenario);
    QFETCH(QSize, size);
    QFETCH(int, atMs);
    QFETCH(QStringList, expected);
    Playback playback;
    playback.setRun(runScenarioFile(qPrintable(scenario)));
    StageView view(&playback);
    view.resize(size);
    playback.seek(atMs);
    QStringList texts;
    for (const StageView::ArrowLabel &label : view.arrowLabels())
        texts << label.text;
    texts.sort();
    QCOMPARE(texts, expected);
}

void TestStageView::saveShots()
{
    const QString dir = qEnvironmentVariable("INFLIGHT_STAGE_SHOTS");
    if (dir.isEmpty())
        QSKIP("set INFLIGHT_STAGE_SHOTS to a directory to save pictures of the stage");
    QDir().mkpath(dir);
    struct Shot {
        const char *name;
        std::shared_ptr<const Run> run;
    };
    const std::vector<Shot> runs = {
        {"toy", runScenarioFile("double-charge-toy.json")},
        {"heartbeat", runScenarioFile("double-charge-toy-heartbeat.json")},
        {"workers", runScenarioText(workersScenario)},
        {"crowd", runScenarioText(crowdScenario)},
        {"order", runScenarioFile("double-charged-order.json")},
        {"busy", runScenarioFile("busy-period-double-charge.json")},
        {"interview", runScenarioFile("interview-double-charge.json")},
        {"outage", runScenarioFile("outage-dlq.json")}};
    const QStringList only =
        qEnvironmentVariable("INFLIGHT_STAGE_SHOT_RUNS", QStringLiteral("toy")).split(u',');
    const QStringList times =
        qEnvironmentVariable("INFLIGHT_STAGE_SHOT_TIMES", QStringLiteral("0,15,30,31,45,46,60,75"))
            .split(u',');
    for (const Shot &shot : runs) {
        if (!only.contains(QLatin1String(shot.name)))
            continue;
        QList<QSize> sizes;
        for (const QString &size :
             qEnvironmentVariable("INFLIGHT_STAGE_SHOT_SIZES",
                                  QStringLiteral("1280x720,1920x1080,640x360"))
                 .split(u',')) {
            sizes << QSize(size.section(u'x', 0, 0).toInt(), size.section(u'x', 1, 1).toInt());
        }
        for (const QSize size : sizes) {
            for (const double scale : {1.0, 2.0}) {
                for (const bool dark : {false, true}) {
                    Theme::instance().setDark(dark);
                    Theme::instance().setScale(scale);
                    Playback playback;
                    playback.setRun(shot.run);
                    if (qEnvironmentVariableIsSet("INFLIGHT_STAGE_SHOT_NOTES"))
                        playback.setAnnotations(
                            {testNote(Annotation::Anchor::Time, 20000, noMessage,
                                      QStringLiteral("Nothing has happened yet that a log would "
                                                     "show: worker-1 is still charging the card")),
                             testNote(Annotation::Anchor::Message, 30000, 1,
                                      QStringLiteral("Visible again: the lease ran out")),
                             testNote(Annotation::Anchor::Event, 45000, 1,
                                      QStringLiteral("worker-1 charges the card")),
                             testNote(Annotation::Anchor::Time, 46000, noMessage,
                                      QStringLiteral("Both workers did the job"))});
                    StageView view(&playback);
                    view.resize(size);
                    // Playing, cards travel instead of standing at their destination; the
                    // timer does not tick while nothing runs the event loop.
                    const bool playing = qEnvironmentVariableIsSet("INFLIGHT_STAGE_SHOT_PLAYING");
                    if (playing)
                        playback.play();
                    for (const QString &time : times) {
                        playback.seek(static_cast<TimeMs>(time.toDouble() * 1000));
                        view.grab().save(
                            QStringLiteral("%1/%2%8-%3x%4-s%5-%6-t%7.png")
                                .arg(dir, QLatin1String(shot.name))
                                .arg(size.width())
                                .arg(size.height())
                                .arg(scale)
                                .arg(dark ? "dark" : "light", time, playing ? "-playing" : ""));
                    }
                }
            }
        }
    }
}

QTEST_MAIN(TestStageView)
#include "tst_stageview.moc"
