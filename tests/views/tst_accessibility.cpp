// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader finds through Qt's accessibility interfaces (docs/accessibility.md): the
// stage and the timeline have a name, a description of the moment that changes with the
// playhead, and children (queues, cards, workers, services; lanes) named, described and placed
// where they are drawn; a step is announced once, playing is not announced frame by frame; the
// main window sends no events from hidden widgets and moves no focus to the event table while
// the playhead moves; every button has a name.

#include "common/format.h"
#include "mainwindow.h"
#include "playback.h"
#include "playbackannouncer.h"
#include "scenariorun.h"
#include "stageview.h"
#include "timelineview.h"
#include "transportbar.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QGuiApplication>
#include <QSettings>
#include <QTableView>
#include <QTest>

#include <qcustomplot.h>

#include <functional>
#include <set>
#include <vector>

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

/// The interface's descendants (itself excluded), depth first.
std::vector<QAccessibleInterface *> descendants(QAccessibleInterface *iface)
{
    std::vector<QAccessibleInterface *> all;
    for (int i = 0; i < iface->childCount(); ++i) {
        QAccessibleInterface *child = iface->child(i);
        if (!child)
            continue;
        all.push_back(child);
        const auto below = descendants(child);
        all.insert(all.end(), below.begin(), below.end());
    }
    return all;
}

QAccessibleInterface *findNamed(QAccessibleInterface *root, const QString &name)
{
    for (QAccessibleInterface *iface : descendants(root)) {
        if (iface->text(QAccessible::Name) == name)
            return iface;
    }
    return nullptr;
}

QRect globalRect(const QWidget *widget, const QRectF &local)
{
    const QRect r = local.toAlignedRect();
    return {widget->mapToGlobal(r.topLeft()), r.size()};
}

/// The accessibility events sent while it lives (QAccessible's update handler, which replaces
/// the platform's bridge for the test).
struct EventRecorder {
    struct Seen {
        QAccessible::Event type;
        QPointer<QObject> object;
        QString objectClass;
        bool objectVisible = false;
        QString name;
    };

    EventRecorder()
    {
        Q_ASSERT(!current);
        current = this;
        QAccessible::setActive(true);
        previous = QAccessible::installUpdateHandler([](QAccessibleEvent *event) {
            Seen seen{event->type(), event->object(), QString(), false, QString()};
            if (QObject *object = event->object()) {
                seen.objectClass = QString::fromLatin1(object->metaObject()->className());
                if (auto *widget = qobject_cast<QWidget *>(object))
                    seen.objectVisible = widget->isVisible();
                if (QAccessibleInterface *iface = event->accessibleInterface())
                    seen.name = iface->text(QAccessible::Name);
            }
            current->events.push_back(seen);
        });
    }
    ~EventRecorder()
    {
        QAccessible::installUpdateHandler(previous);
        current = nullptr;
    }

    int count(QAccessible::Event type, const QObject *object) const
    {
        int n = 0;
        for (const Seen &seen : events)
            n += seen.type == type && seen.object == object;
        return n;
    }

    std::vector<Seen> events;
    QAccessible::UpdateHandler previous = nullptr;
    static EventRecorder *current;
};

EventRecorder *EventRecorder::current = nullptr;

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void theStageHasANameADescriptionAndItsParts();
    void theStageDescriptionFollowsThePlayhead();
    void theTimelineHasANameADescriptionAndItsLanes();
    void theScrubBarIsASliderWithThePlayheadAsItsValue();
    void aStepIsAnnouncedOncePlayingIsNot();
    void hiddenWidgetsSendNoEventsAndTheEventTableTakesNoFocus();
    void everyButtonHasAName();
    void noShowingSurfaceIsANamelessEmptyBox();
};

void TestAccessibility::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("InflightTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_accessibility"));
    QSettings().clear();
}

void TestAccessibility::theStageHasANameADescriptionAndItsParts()
{
    // One order, two workers, one service: at t=40 worker-2 holds m1 (lent until t=60) while
    // worker-1 is still charging the card with the first receive.
    const auto run = runScenarioFile("double-charge-toy.json");
    QVERIFY(run);
    Playback playback;
    playback.setRun(run);
    StageView stage(&playback);
    stage.resize(1280, 720);
    stage.show();
    QVERIFY(QTest::qWaitForWindowExposed(&stage));
    playback.seek(40000);

    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(&stage);
    QVERIFY(iface);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Stage"));
    QCOMPARE(iface->role(), QAccessible::Canvas);
    const QString description = iface->text(QAccessible::Description);
    QVERIFY2(description.contains(QLatin1String("t=40")), qPrintable(description));
    QVERIFY2(description.contains(QLatin1String("double processing")), qPrintable(description));
    QVERIFY2(description.contains(QLatin1String("lent to worker-2")), qPrintable(description));
    QVERIFY2(description.contains(QLatin1String("until t=60")), qPrintable(description));

    // The queue, the two workers and the service, in that order.
    QCOMPARE(iface->childCount(), 4);
    QStringList names;
    for (int i = 0; i < iface->childCount(); ++i)
        names << iface->child(i)->text(QAccessible::Name);
    QCOMPARE(names, (QStringList{QStringLiteral("Queue orders"), QStringLiteral("worker-1"),
                                 QStringLiteral("worker-2"), QStringLiteral("payments")}));
    for (int i = 0; i < iface->childCount(); ++i) {
        QAccessibleInterface *child = iface->child(i);
        QCOMPARE(iface->indexOfChild(child), i);
        QCOMPARE(child->parent(), iface);
        QVERIFY(!child->text(QAccessible::Description).isEmpty());
        QVERIFY(iface->rect().contains(child->rect()));
    }
    QAccessibleInterface *queue = iface->child(0);
    QCOMPARE(queue->rect(), globalRect(&stage, stage.queueRect("orders")));
    QVERIFY2(queue->text(QAccessible::Description).contains(QLatin1String("1 in flight")),
             qPrintable(queue->text(QAccessible::Description)));
    QAccessibleInterface *worker1 = iface->child(1);
    QAccessibleInterface *worker2 = iface->child(2);
    QCOMPARE(worker1->rect(), globalRect(&stage, stage.workerRect(actorNamed(*run, "worker-1"))));
    QCOMPARE(worker2->rect(), globalRect(&stage, stage.workerRect(actorNamed(*run, "worker-2"))));
    // worker-1's job overlaps worker-2's: the inspector's warning.
    QVERIFY2(worker1->text(QAccessible::Description).contains(QLatin1String("another worker")),
             qPrintable(worker1->text(QAccessible::Description)));

    // The card is drawn at worker-2, which holds it: it is worker-2's child, where it is drawn.
    QCOMPARE(worker2->childCount(), 1);
    QAccessibleInterface *card = worker2->child(0);
    QCOMPARE(card->text(QAccessible::Name), QStringLiteral("m1 (ord_7731)"));
    QCOMPARE(card->role(), QAccessible::ListItem);
    QCOMPARE(card->parent(), worker2);
    QCOMPARE(card->rect(), globalRect(&stage, stage.cardRect(1)));
    const QString cardText = card->text(QAccessible::Description);
    QVERIFY2(cardText.contains(QLatin1String("in flight")), qPrintable(cardText));
    QVERIFY2(cardText.contains(QLatin1String("worker-2")), qPrintable(cardText));
    QVERIFY2(cardText.contains(QLatin1String("Receive count: 2")), qPrintable(cardText));
    QCOMPARE(worker1->childCount(), 0);
    // Its place in the queue, drawn as a dashed outline, is the queue's child.
    QCOMPARE(queue->childCount(), 1);
    QCOMPARE(queue->child(0)->text(QAccessible::Name), QStringLiteral("m1 (ord_7731)"));
    QVERIFY(queue->rect().contains(queue->child(0)->rect()));
    // A point on the card finds it.
    QCOMPARE(iface->childAt(card->rect().center().x(), card->rect().center().y()), worker2);
    QCOMPARE(worker2->childAt(card->rect().center().x(), card->rect().center().y()), card);

    // Selecting the message marks its card selected.
    QVERIFY(!card->state().selected);
    playback.selectMessage(1);
    QVERIFY(card->state().selected);

    // The service lists its keys once charged: at t=80 the card was charged twice.
    QAccessibleInterface *service = iface->child(3);
    QCOMPARE(service->childCount(), 0);
    playback.seek(80000);
    QCOMPARE(service->childCount(), 1);
    QAccessibleInterface *key = service->child(0);
    QCOMPARE(key->text(QAccessible::Name), QStringLiteral("ord_7731"));
    QVERIFY2(key->text(QAccessible::Description).contains(QLatin1String("charged 2 times")),
             qPrintable(key->text(QAccessible::Description)));
    QVERIFY2(iface->text(QAccessible::Description).contains(QLatin1String("1 duplicate")),
             qPrintable(iface->text(QAccessible::Description)));
}

void TestAccessibility::theStageDescriptionFollowsThePlayhead()
{
    Playback playback;
    playback.setRun(runScenarioFile("double-charge-toy.json"));
    StageView stage(&playback);
    stage.resize(1280, 720);
    stage.show();
    QVERIFY(QTest::qWaitForWindowExposed(&stage));
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(&stage);
    playback.seek(10000);
    const QString at10 = iface->text(QAccessible::Description);
    // At t=10 worker-1 holds it.
    QAccessibleInterface *worker1 = findNamed(iface, QStringLiteral("worker-1"));
    QVERIFY(worker1);
    QCOMPARE(worker1->childCount(), 1);
    QAccessibleInterface *card = worker1->child(0);
    QCOMPARE(card->text(QAccessible::Name), QStringLiteral("m1 (ord_7731)"));
    QVERIFY(!at10.contains(QLatin1String("double processing")));

    playback.stepEvent(1);
    const QString stepped = iface->text(QAccessible::Description);
    QVERIFY(stepped != at10);
    QVERIFY2(stepped.contains(playback.currentEventText()), qPrintable(stepped));

    // The interface a screen reader holds follows its message: at t=40 the same card (the one
    // held) is at worker-2.
    playback.seek(40000);
    QVERIFY(card->isValid());
    QCOMPARE(card->parent()->text(QAccessible::Name), QStringLiteral("worker-2"));
    QCOMPARE(worker1->childCount(), 0);
    QVERIFY(iface->text(QAccessible::Description).contains(QLatin1String("double processing")));

    // Once deleted, the message is off the stage: its card is gone from the tree.
    playback.toEnd();
    QVERIFY(!findNamed(iface, QStringLiteral("m1 (ord_7731)")));
    QVERIFY(!card->isValid());
}

void TestAccessibility::theTimelineHasANameADescriptionAndItsLanes()
{
    Playback playback;
    playback.setRun(runScenarioFile("double-charge-toy.json"));
    TimelineView timeline(&playback);
    timeline.resize(1200, 500);
    timeline.show();
    QVERIFY(QTest::qWaitForWindowExposed(&timeline));
    playback.seek(40000);

    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(&timeline);
    QVERIFY(iface);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Timeline"));
    QCOMPARE(iface->role(), QAccessible::Chart);
    const QString at40 = iface->text(QAccessible::Description);
    QVERIFY2(at40.contains(QLatin1String("4 lanes")), qPrintable(at40));
    QVERIFY2(at40.contains(QLatin1String("double processing")), qPrintable(at40));

    QAccessibleInterface *lanes = QAccessible::queryAccessibleInterface(timeline.plot());
    QVERIFY(lanes);
    QCOMPARE(lanes->parent(), iface);
    QVERIFY(iface->indexOfChild(lanes) >= 0);
    QCOMPARE(lanes->role(), QAccessible::List);
    // One lane for m1, one per worker, one for the side effects: all on screen.
    QCOMPARE(timeline.laneCount(), 4);
    QCOMPARE(lanes->childCount(), 4);
    for (int lane = 0; lane < 4; ++lane) {
        QAccessibleInterface *child = lanes->child(lane);
        QCOMPARE(child->text(QAccessible::Name), timeline.laneLabel(lane));
        QCOMPARE(child->rect(), globalRect(timeline.plot(), timeline.laneRect(lane)));
        QVERIFY(!child->text(QAccessible::Description).isEmpty());
    }
    QCOMPARE(lanes->child(1)->text(QAccessible::Name), QStringLiteral("worker-1"));
    const QString m1 = lanes->child(0)->text(QAccessible::Description);
    QVERIFY2(m1.contains(QLatin1String("in flight")) && m1.contains(QLatin1String("worker-2")),
             qPrintable(m1));

    playback.seek(10000);
    QVERIFY(iface->text(QAccessible::Description) != at40);
    QVERIFY(lanes->child(0)->text(QAccessible::Description) != m1);
}

void TestAccessibility::theScrubBarIsASliderWithThePlayheadAsItsValue()
{
    Playback playback;
    playback.setRun(runScenarioFile("double-charge-toy.json"));
    TransportBar transport(&playback);
    transport.resize(1000, 120);
    transport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&transport));
    playback.seek(45000);

    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(transport.scrubBar());
    QVERIFY(iface);
    QCOMPARE(iface->role(), QAccessible::Slider);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Playhead"));
    const QString end = secondsText(playback.endTime());
    QCOMPARE(iface->text(QAccessible::Value), QStringLiteral("t = 45 s of %1 s").arg(end));
    QVERIFY2(iface->text(QAccessible::Description).startsWith(QStringLiteral("t = 45 s of ")),
             qPrintable(iface->text(QAccessible::Description)));
    QAccessibleValueInterface *value = iface->valueInterface();
    QVERIFY(value);
    QCOMPARE(value->currentValue().toDouble(), 45.0);
    QCOMPARE(value->minimumValue().toDouble(), 0.0);
    QCOMPARE(value->maximumValue().toDouble(), static_cast<double>(playback.endTime()) / 1000.0);
    // Assistive technology moves the playhead as a drag does.
    value->setCurrentValue(30.5);
    QCOMPARE(playback.time(), TimeMs(30500));
    QCOMPARE(iface->text(QAccessible::Value),
             QStringLiteral("t = %1 s of %2 s").arg(secondsText(30500), end));
}

/// Whether the platform's accessibility bridge is on; it connects to the accessibility bus
/// after the application starts, so xcb is given a few seconds.
bool bridgeActive()
{
    static const bool active =
        QAccessible::isActive() || (QGuiApplication::platformName() == QLatin1String("xcb") &&
                                    QTest::qWaitFor([] { return QAccessible::isActive(); }, 10000));
    return active;
}

/// Events reach QAccessible's update handler only while the platform's bridge is active: on
/// Linux, xcb with QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 and a session bus (the CTest entry
/// atspi_tst_accessibility runs this test so, tests/accessibility/). There the bridge is expected
/// (INFLIGHT_ACCESSIBILITY_BRIDGE): a bridge that does not come up fails, it does not skip.
#define SKIP_WITHOUT_BRIDGE()                                                                      \
    do {                                                                                           \
        if (!bridgeActive()) {                                                                     \
            if (qEnvironmentVariableIsSet("INFLIGHT_ACCESSIBILITY_BRIDGE"))                        \
                QFAIL("the accessibility bridge did not come up on the session bus");              \
            QSKIP("no active accessibility bridge on this platform (offscreen): see "              \
                  "atspi_tst_accessibility");                                                      \
        }                                                                                          \
    } while (false)

void TestAccessibility::aStepIsAnnouncedOncePlayingIsNot()
{
    EventRecorder recorder;
    SKIP_WITHOUT_BRIDGE();
    Playback playback;
    playback.setRun(runScenarioFile("double-charge-toy.json"));
    StageView stage(&playback);
    stage.resize(960, 540);
    stage.show();
    QVERIFY(QTest::qWaitForWindowExposed(&stage));
    QTest::qWait(PlaybackAnnouncer::minimumGapMs + 100);
    recorder.events.clear();

    // One step: told once, soon.
    playback.stepEvent(1);
    QTRY_COMPARE_WITH_TIMEOUT(recorder.count(QAccessible::DescriptionChanged, &stage), 1, 500);

    // Five quick steps: at most one a second, the last one told at the end.
    recorder.events.clear();
    for (int i = 0; i < 5; ++i)
        playback.stepEvent(1);
    QTest::qWait(PlaybackAnnouncer::minimumGapMs + 300);
    QCOMPARE(recorder.count(QAccessible::DescriptionChanged, &stage), 1);

    // Playing: nothing for 1.5 s of frames; the pause is told once.
    recorder.events.clear();
    playback.toStart();
    playback.play();
    QTest::qWait(1500);
    QVERIFY(playback.time() > 0);
    QCOMPARE(recorder.count(QAccessible::DescriptionChanged, &stage), 0);
    playback.pause();
    QTRY_COMPARE_WITH_TIMEOUT(recorder.count(QAccessible::DescriptionChanged, &stage), 1,
                              PlaybackAnnouncer::minimumGapMs + 500);

    // Hidden: nothing is told.
    recorder.events.clear();
    stage.hide();
    playback.stepEvent(1);
    QTest::qWait(PlaybackAnnouncer::minimumGapMs + 300);
    QCOMPARE(recorder.count(QAccessible::DescriptionChanged, &stage), 0);
}

void TestAccessibility::hiddenWidgetsSendNoEventsAndTheEventTableTakesNoFocus()
{
    MainWindow window;
    window.openDefaultScenario();
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *table = window.findChild<QTableView *>();
    QVERIFY(table);
    window.findChild<TimelineView *>()->plot()->setFocus();

    EventRecorder recorder;
    SKIP_WITHOUT_BRIDGE();
    // Steps and a second of playing, as in the review: no event from a hidden widget, and no
    // focus event for a table cell (the table does not have the focus).
    for (int i = 0; i < 4; ++i)
        window.playback()->stepEvent(1);
    window.playback()->play();
    QTest::qWait(1000);
    window.playback()->pause();
    QTest::qWait(PlaybackAnnouncer::minimumGapMs + 200);
    QVERIFY(!recorder.events.empty());
    for (const EventRecorder::Seen &seen : recorder.events) {
        if (seen.object && qobject_cast<QWidget *>(seen.object))
            QVERIFY2(seen.objectVisible,
                     qPrintable(QStringLiteral("event %1 from the hidden %2 '%3'")
                                    .arg(seen.type)
                                    .arg(seen.objectClass, seen.name)));
        QVERIFY2(!(seen.type == QAccessible::Focus && seen.object == table),
                 "a focus event for the event table, which does not have the focus");
    }
    // The table still follows the playhead, for the arrow keys.
    QVERIFY(table->currentIndex().isValid());
}

void TestAccessibility::everyButtonHasAName()
{
    MainWindow window;
    window.openDefaultScenario();
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    int buttons = 0;
    for (QAbstractButton *button : window.findChildren<QAbstractButton *>()) {
        if (!button->isVisible())
            continue;
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(button);
        QVERIFY(iface);
        ++buttons;
        QVERIFY2(!iface->text(QAccessible::Name).trimmed().isEmpty(),
                 qPrintable(QStringLiteral("a %1 named '%2' has no accessible name")
                                .arg(QString::fromLatin1(button->metaObject()->className()),
                                     button->objectName())));
    }
    QVERIFY(buttons >= 5);
}

/// The showing interfaces under `iface` that are only a box (a pane, a filler, a grip, no role):
/// no name and no children, so a screen reader finds nothing to say there. An object with no area
/// on screen is no surface (Qt's table corner button is 0x0 without a vertical header).
void collectEmptyBoxes(QAccessibleInterface *iface, const QString &path, QStringList &empty)
{
    const QAccessible::State state = iface->state();
    if (state.invisible || state.offscreen)
        return;
    const QString here =
        QStringLiteral("%1 > %2 %3 '%4'")
            .arg(path,
                 iface->object() ? QString::fromLatin1(iface->object()->metaObject()->className())
                                 : QStringLiteral("(part)"),
                 iface->object() ? iface->object()->objectName() : QString(),
                 iface->text(QAccessible::Name));
    static const std::set<QAccessible::Role> boxes{QAccessible::Pane, QAccessible::Grip,
                                                   QAccessible::NoRole, QAccessible::Client};
    if (boxes.count(iface->role()) && iface->childCount() == 0 &&
        iface->text(QAccessible::Name).trimmed().isEmpty() && !iface->rect().isEmpty())
        empty << here;
    for (int i = 0; i < iface->childCount(); ++i) {
        if (QAccessibleInterface *child = iface->child(i))
            collectEmptyBoxes(child, here, empty);
    }
}

void TestAccessibility::noShowingSurfaceIsANamelessEmptyBox()
{
    MainWindow window;
    window.openDefaultScenario();
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList empty;
    collectEmptyBoxes(QAccessible::queryAccessibleInterface(&window), QStringLiteral("window"),
                      empty);
    QVERIFY2(empty.isEmpty(), qPrintable(empty.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
