// SPDX-License-Identifier: GPL-3.0-or-later
// The main window with the keyboard alone (issue 26), keys pressed where the focus is, as a user
// would: single-key shortcuts give way to the focused control, Tab visits only what is on screen
// in reading order, a key brings every panel to the front, the timeline shows its focus and takes
// keys, and every menu item has a mnemonic of its own.

#include "lessonplayer.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "session.h"
#include "stageview.h"
#include "theme.h"
#include "timelineview.h"
#include "transportbar.h"

#include <qcustomplot.h>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QListView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QTabBar>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <functional>

using namespace inflight;

namespace {

/// Presses `key` where the keyboard focus is (the window when nothing has it).
void press(QWidget *window, Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWidget *focus = QApplication::focusWidget();
    QTest::keyClick(focus ? focus : window, key, modifiers);
}

/// Inside the window's rectangle: Qt moves a dock that is behind another's tab off screen.
bool onScreen(const QWidget *widget, const QWidget *window)
{
    return QRect(widget->mapTo(window, QPoint(0, 0)), widget->size()).intersects(window->rect());
}

QString describe(const QWidget *widget)
{
    if (!widget)
        return QStringLiteral("(none)");
    QString path;
    for (const QWidget *w = widget; w && !w->isWindow(); w = w->parentWidget())
        path.prepend(QStringLiteral("/%1(%2)").arg(
            QString::fromLatin1(w->metaObject()->className()), w->objectName()));
    return path;
}

/// The keyboard focus's stops from the stage, Tab after Tab, until it is back on the stage
/// (empty when it never comes back).
QList<QWidget *> tabCycle(MainWindow &window)
{
    window.stage()->setFocus();
    if (QApplication::focusWidget() != window.stage())
        return {};
    QList<QWidget *> stops;
    for (int i = 0; i < 200; ++i) {
        press(&window, Qt::Key_Tab);
        QWidget *focus = QApplication::focusWidget();
        if (focus == window.stage())
            return stops;
        stops << focus;
    }
    return {};
}

QString describeAll(const QList<QWidget *> &stops)
{
    QStringList seen;
    for (const QWidget *stop : stops)
        seen << describe(stop);
    return seen.join(QLatin1Char('\n'));
}

/// The stops a student cannot see: hidden, outside the window, or in a dock whose tab is not the
/// one in front of its tab bar.
QStringList notOnScreen(const QList<QWidget *> &stops, const QMainWindow &window)
{
    QStringList unseen;
    for (QWidget *stop : stops) {
        bool seen = stop && stop->isVisibleTo(&window) && onScreen(stop, &window);
        QDockWidget *dock = nullptr;
        for (QWidget *w = stop; w && !dock; w = w->parentWidget())
            dock = qobject_cast<QDockWidget *>(w);
        if (seen && dock && !window.tabifiedDockWidgets(dock).isEmpty()) {
            // The tab bars of docks are the window's own children.
            bool inFront = false;
            for (const QTabBar *bar : window.findChildren<QTabBar *>(Qt::FindDirectChildrenOnly))
                inFront = inFront || (bar->isVisible() && bar->currentIndex() >= 0 &&
                                      bar->tabText(bar->currentIndex()) == dock->windowTitle());
            seen = inFront;
        }
        if (!seen)
            unseen << describe(stop);
    }
    return unseen;
}

/// The first step of the open lesson whose question is a choice.
int firstChoiceStep(const LessonSession &session)
{
    const Lesson &lesson = *session.lesson();
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        if (lesson.steps[i].question && lesson.steps[i].question->kind == Question::Kind::Choice)
            return static_cast<int>(i);
    }
    return -1;
}

/// A shown, active window with the first lesson open (its dock in front).
bool openFirstLesson(MainWindow &window)
{
    window.resize(1280, 800);
    window.show();
    if (!QTest::qWaitForWindowActive(&window))
        return false;
    return window.openLesson(installedLessonPath(QStringLiteral("lent-not-taken")));
}

} // namespace

class TestKeyboard : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void spacePressesTheFocusedButton();
    void arrowsMoveInTheFocusedControl_data();
    void arrowsMoveInTheFocusedControl();
    void tabVisitsWhatIsOnScreenInReadingOrder();
    void tabReachesThePanelBroughtToTheFront_data();
    void tabReachesThePanelBroughtToTheFront();
    void aKeyBringsEveryPanelToTheFront_data();
    void aKeyBringsEveryPanelToTheFront();
    void theTimelineShowsItsFocus_data();
    void theTimelineShowsItsFocus();
    void theFocusedTimelineTakesKeys();
    void everyMenuItemHasAMnemonicOfItsOwn();
    void theShortcutsListHasTheKeysNoMenuCarries();
};

void TestKeyboard::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("InflightTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_keyboard"));
    QSettings().clear();
}

void TestKeyboard::spacePressesTheFocusedButton()
{
    MainWindow window;
    QVERIFY(openFirstLesson(window));
    LessonPlayer *player = window.lessonPlayer();
    Playback *playback = window.playback();

    // "Next →" on the first step: Space moves on, the playback stays paused.
    player->session()->goTo(0);
    player->nextButton()->setFocus();
    QCOMPARE(QApplication::focusWidget(), player->nextButton());
    press(&window, Qt::Key_Space);
    QVERIFY(!playback->playing());
    QCOMPARE(player->session()->position(), 1);

    // A choice: Space picks it.
    const int step = firstChoiceStep(*player->session());
    QVERIFY(step >= 0);
    player->session()->goTo(step);
    auto *choice = window.findChild<QRadioButton *>(QStringLiteral("choice1"));
    QVERIFY(choice);
    // Shown by the layout on the next turn of the event loop.
    QTRY_VERIFY(choice->isVisible());
    choice->setFocus();
    QCOMPARE(QApplication::focusWidget(), choice);
    press(&window, Qt::Key_Space);
    QVERIFY(!playback->playing());
    QVERIFY(choice->isChecked());

    // Where no control wants it, Space still plays and pauses.
    window.timeline()->setFocus();
    press(&window, Qt::Key_Space);
    QVERIFY(playback->playing());
    press(&window, Qt::Key_Space);
    QVERIFY(!playback->playing());
}

void TestKeyboard::arrowsMoveInTheFocusedControl_data()
{
    QTest::addColumn<QString>("control");
    QTest::addColumn<int>("key");
    QTest::addColumn<bool>("steps");
    QTest::newRow("dock tab bar: Left switches the tab")
        << QStringLiteral("tabs") << static_cast<int>(Qt::Key_Left) << false;
    QTest::newRow("dock tab bar: Right switches the tab")
        << QStringLiteral("tabs from What if") << static_cast<int>(Qt::Key_Right) << false;
    QTest::newRow("speed combo box")
        << QStringLiteral("combo") << static_cast<int>(Qt::Key_Right) << false;
    QTest::newRow("lesson steps list: End")
        << QStringLiteral("steps") << static_cast<int>(Qt::Key_End) << false;
    QTest::newRow("a choice: Right stays in the question")
        << QStringLiteral("choice") << static_cast<int>(Qt::Key_Right) << false;
    QTest::newRow("timeline: Right steps an event")
        << QStringLiteral("timeline") << static_cast<int>(Qt::Key_Right) << true;
}

void TestKeyboard::arrowsMoveInTheFocusedControl()
{
    QFETCH(QString, control);
    QFETCH(int, key);
    QFETCH(bool, steps);
    MainWindow window;
    QVERIFY(openFirstLesson(window));
    LessonPlayer *player = window.lessonPlayer();
    if (control == QLatin1String("choice"))
        player->session()->goTo(firstChoiceStep(*player->session()));
    if (control == QLatin1String("tabs from What if"))
        window.findChild<QDockWidget *>(QStringLiteral("whatIfDock"))->raise();
    QTabBar *tabs = nullptr;
    for (QTabBar *bar : window.findChildren<QTabBar *>()) {
        for (int i = 0; i < bar->count(); ++i) {
            if (bar->tabText(i).contains(QLatin1String("Lesson")))
                tabs = bar;
        }
    }
    QVERIFY(tabs);
    const int tab = tabs->currentIndex();
    QWidget *target = nullptr;
    if (control.startsWith(QLatin1String("tabs")))
        target = tabs;
    else if (control == QLatin1String("combo"))
        target = window.transport()->findChild<QComboBox *>();
    else if (control == QLatin1String("steps"))
        target = player->findChild<QListView *>();
    else if (control == QLatin1String("choice"))
        target = window.findChild<QRadioButton *>(QStringLiteral("choice0"));
    else
        target = window.timeline();
    QVERIFY(target);
    QTRY_VERIFY(target->isVisible());
    target->setFocus();
    QVERIFY(target->hasFocus());
    const TimeMs before = window.playback()->time();
    press(&window, static_cast<Qt::Key>(key));
    QCOMPARE(window.playback()->time() != before, steps);
    if (control.startsWith(QLatin1String("tabs"))) {
        QVERIFY(tabs->currentIndex() != tab);
        // The tab now in front shows its panel; the lesson's is behind (off screen).
        QTRY_VERIFY(!onScreen(player, &window));
    }
    if (control == QLatin1String("choice"))
        QCOMPARE(QApplication::focusWidget(), target);
}

void TestKeyboard::tabVisitsWhatIsOnScreenInReadingOrder()
{
    MainWindow window;
    QVERIFY(openFirstLesson(window));
    LessonPlayer *player = window.lessonPlayer();
    player->session()->goTo(firstChoiceStep(*player->session()));
    QTRY_VERIFY(window.findChild<QRadioButton *>(QStringLiteral("choice0"))->isVisible());
    const QList<QWidget *> stops = tabCycle(window);
    QVERIFY2(!stops.isEmpty(), "Tab never came back to the stage");
    const QString order = describeAll(stops);
    const QStringList hidden = notOnScreen(stops, window);
    QVERIFY2(hidden.isEmpty(), qPrintable(QStringLiteral("not on screen:\n%1\nall stops:\n%2")
                                              .arg(hidden.join(QLatin1Char('\n')), order)));
    const auto index = [&stops](const std::function<bool(QWidget *)> &is) {
        for (qsizetype i = 0; i < stops.size(); ++i) {
            if (is(stops[i]))
                return i;
        }
        return qsizetype(-1);
    };
    const qsizetype timeline =
        index([&](QWidget *w) { return w == window.timeline()->focusProxy(); });
    const qsizetype transport =
        index([&](QWidget *w) { return window.transport()->isAncestorOf(w); });
    const qsizetype lesson = index([&](QWidget *w) { return player->isAncestorOf(w); });
    const qsizetype choice =
        index([&](QWidget *w) { return w->objectName() == QLatin1String("choice0"); });
    const qsizetype answer =
        index([&](QWidget *w) { return w->objectName() == QLatin1String("answer"); });
    const qsizetype back =
        index([&](QWidget *w) { return w->objectName() == QLatin1String("lessonBack"); });
    // The stage first (where we started and came back to), then the timeline, the transport
    // below them, the panel in front.
    QVERIFY2(timeline == 0, qPrintable(order));
    QVERIFY2(transport > timeline, qPrintable(order));
    QVERIFY2(lesson > transport, qPrintable(order));
    // A question reads prompt, choices, then the Answer button; the panel ends with Back (Next
    // waits for the answer).
    QVERIFY2(choice > lesson && answer > choice, qPrintable(order));
    QVERIFY2(back > answer, qPrintable(order));
    // Nothing of the panels whose tabs are behind the lesson's.
    for (const char *behind : {"whatIfDock", "inspectorDock", "eventsDock", "notesDock"}) {
        auto *dock = window.findChild<QDockWidget *>(QLatin1String(behind));
        QVERIFY(dock);
        QVERIFY2(index([dock](QWidget *w) { return dock->isAncestorOf(w); }) < 0,
                 qPrintable(QStringLiteral("%1 visited:\n%2").arg(QLatin1String(behind), order)));
    }
}

void TestKeyboard::tabReachesThePanelBroughtToTheFront_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("dock");
    QTest::newRow("What if") << QStringLiteral("Ctrl+1") << QStringLiteral("whatIfDock");
    QTest::newRow("Inspector") << QStringLiteral("Ctrl+2") << QStringLiteral("inspectorDock");
    QTest::newRow("Events") << QStringLiteral("Ctrl+3") << QStringLiteral("eventsDock");
    QTest::newRow("Notes") << QStringLiteral("Ctrl+4") << QStringLiteral("notesDock");
}

void TestKeyboard::tabReachesThePanelBroughtToTheFront()
{
    QFETCH(QString, key);
    QFETCH(QString, dock);
    MainWindow window;
    QVERIFY(openFirstLesson(window));
    auto *front = window.findChild<QDockWidget *>(dock);
    auto *lesson = window.findChild<QDockWidget *>(QStringLiteral("lessonDock"));
    QVERIFY(front && lesson);
    // The inspector has controls (the facts, the history) once something is selected.
    window.playback()->selectMessage(1);
    // Tab's stops before: the lesson's, not the other panel's.
    QList<QWidget *> stops = tabCycle(window);
    const auto visits = [&stops](const QDockWidget *d) {
        return std::any_of(stops.cbegin(), stops.cend(),
                           [d](const QWidget *w) { return d->isAncestorOf(w); });
    };
    QVERIFY2(visits(lesson) && !visits(front), qPrintable(describeAll(stops)));
    // The key brings the panel to the front: now Tab reaches its controls and no more the
    // lesson's, and every stop is on screen.
    const int width = lesson->width();
    window.timeline()->setFocus();
    const QKeySequence sequence(key);
    press(&window, static_cast<Qt::Key>(sequence[0].key()), sequence[0].keyboardModifiers());
    QTRY_VERIFY(onScreen(front->widget(), &window));
    // The panels behind keep their room: the tabs' area keeps its width.
    QCOMPARE(front->width(), width);
    stops = tabCycle(window);
    QVERIFY2(!stops.isEmpty(), "Tab never came back to the stage");
    QVERIFY2(visits(front) && !visits(lesson), qPrintable(describeAll(stops)));
    const QStringList hidden = notOnScreen(stops, window);
    QVERIFY2(hidden.isEmpty(), qPrintable(hidden.join(QLatin1Char('\n'))));
    // Back to the lesson's tab: its controls come back into the cycle.
    press(&window, Qt::Key_5, Qt::ControlModifier);
    QTRY_VERIFY(onScreen(lesson->widget(), &window));
    stops = tabCycle(window);
    QVERIFY2(visits(lesson) && !visits(front), qPrintable(describeAll(stops)));
}

void TestKeyboard::aKeyBringsEveryPanelToTheFront_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("dock");
    QTest::newRow("What if") << QStringLiteral("Ctrl+1") << QStringLiteral("whatIfDock");
    QTest::newRow("Inspector") << QStringLiteral("Ctrl+2") << QStringLiteral("inspectorDock");
    QTest::newRow("Events") << QStringLiteral("Ctrl+3") << QStringLiteral("eventsDock");
    QTest::newRow("Notes") << QStringLiteral("Ctrl+4") << QStringLiteral("notesDock");
    QTest::newRow("Lesson (from another tab)")
        << QStringLiteral("Ctrl+5") << QStringLiteral("lessonDock");
    QTest::newRow("Timeout explorer (hidden)")
        << QStringLiteral("Ctrl+6") << QStringLiteral("timeoutExplorerDock");
}

void TestKeyboard::aKeyBringsEveryPanelToTheFront()
{
    QFETCH(QString, key);
    QFETCH(QString, dock);
    MainWindow window;
    QVERIFY(openFirstLesson(window));
    // The lesson's tab in front, except when the lesson is the panel asked for.
    if (dock == QLatin1String("lessonDock"))
        window.findChild<QDockWidget *>(QStringLiteral("eventsDock"))->raise();
    window.timeline()->setFocus();
    const QKeySequence sequence(key);
    press(&window, static_cast<Qt::Key>(sequence[0].key()), sequence[0].keyboardModifiers());
    auto *panel = window.findChild<QDockWidget *>(dock);
    QVERIFY(panel);
    QVERIFY(panel->isVisible());
    QVERIFY(panel->widget()->isVisible());
    QVERIFY(onScreen(panel->widget(), &window));
    QVERIFY2(panel->isAncestorOf(QApplication::focusWidget()),
             qPrintable(describe(QApplication::focusWidget())));
    // And back to the timeline.
    press(&window, Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(QApplication::focusWidget(), window.timeline()->focusProxy());
}

void TestKeyboard::theTimelineShowsItsFocus_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

void TestKeyboard::theTimelineShowsItsFocus()
{
    QFETCH(bool, dark);
    MainWindow window;
    window.openDefaultScenario();
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    Theme::instance().setDark(dark);
    QWidget *plot = window.timeline()->focusProxy();
    window.stage()->setFocus();
    const QImage unfocused = plot->grab().toImage();
    window.timeline()->setFocus();
    QVERIFY(plot->hasFocus());
    const QImage focused = plot->grab().toImage();
    const QColor highlight = plot->palette().color(QPalette::Highlight);
    // The frame runs along every edge, in the highlight colour, where the unfocused plot is not.
    const int w = focused.width();
    const int h = focused.height();
    for (const QPoint &at : {QPoint(0, h / 2), QPoint(w - 1, h / 2), QPoint(w / 2, 0),
                             QPoint(w / 2, h - 1), QPoint(1, h / 3)}) {
        QCOMPARE(focused.pixelColor(at).rgb(), highlight.rgb());
        QVERIFY(unfocused.pixelColor(at).rgb() != highlight.rgb());
    }
    // The stage has the same frame.
    window.stage()->setFocus();
    const QImage stage = window.stage()->grab().toImage();
    QCOMPARE(stage.pixelColor(0, stage.height() / 2).rgb(),
             window.stage()->palette().color(QPalette::Highlight).rgb());
    Theme::instance().setDark(false);
}

void TestKeyboard::theFocusedTimelineTakesKeys()
{
    MainWindow window;
    window.openDefaultScenario();
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.timeline()->setFocus();
    Playback *playback = window.playback();
    const double span = window.timeline()->visibleTimeRange().size();
    press(&window, Qt::Key_Plus);
    QVERIFY(window.timeline()->visibleTimeRange().size() < span);
    press(&window, Qt::Key_Minus);
    QVERIFY(qFuzzyCompare(window.timeline()->visibleTimeRange().size(), span));
    playback->seek(1000);
    press(&window, Qt::Key_Right);
    QCOMPARE(playback->time(), 30000);
    press(&window, Qt::Key_End);
    QCOMPARE(playback->time(), playback->endTime());
    press(&window, Qt::Key_Home);
    QCOMPARE(playback->time(), 0);
    QVERIFY(!window.timeline()->focusProxy()->whatsThis().isEmpty());
}

namespace {

/// Checks one menu and its submenus; appends what is wrong to `problems`.
void checkMnemonics(QMenu *menu, const QString &path, QStringList *problems)
{
    // Dynamic menus (recent sessions) fill themselves when they open.
    emit menu->aboutToShow();
    QString letters;
    for (QAction *action : menu->actions()) {
        if (action->isSeparator() || action->text().isEmpty())
            continue;
        const QString text = action->text();
        QString mnemonics;
        for (qsizetype i = 0; i < text.size(); ++i) {
            if (text[i] != QLatin1Char('&') || i + 1 == text.size())
                continue;
            if (text[i + 1] != QLatin1Char('&'))
                mnemonics += text[i + 1].toLower();
            ++i;
        }
        const QString where = path + QStringLiteral(" > ") + text;
        if (mnemonics.size() != 1)
            problems->append(QStringLiteral("%1: %2 mnemonics").arg(where).arg(mnemonics.size()));
        else if (letters.contains(mnemonics))
            problems->append(QStringLiteral("%1: '%2' is taken").arg(where, mnemonics));
        letters += mnemonics;
        if (action->menu())
            checkMnemonics(action->menu(), where, problems);
    }
}

} // namespace

void TestKeyboard::everyMenuItemHasAMnemonicOfItsOwn()
{
    MainWindow window;
    window.openDefaultScenario();
    auto *bar = new QMenu;
    for (QAction *action : window.menuBar()->actions())
        bar->addAction(action);
    QStringList problems;
    checkMnemonics(bar, QStringLiteral("menu bar"), &problems);
    delete bar;
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    // Every menu of the window was walked (none hangs outside the menu bar).
    int menus = 0;
    for (QAction *action : window.menuBar()->actions())
        menus += action->menu() ? 1 : 0;
    QVERIFY(menus >= 6);
}

void TestKeyboard::theShortcutsListHasTheKeysNoMenuCarries()
{
    // Help > Keyboard shortcuts listed only menu items: a student reading it never learnt that
    // 1-9 pick a choice.
    MainWindow window;
    window.openDefaultScenario();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList rows;
    QTimer::singleShot(0, &window, [&rows] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("shortcutTable"));
        QVERIFY(table);
        for (int row = 0; row < table->rowCount(); ++row)
            rows << table->item(row, 0)->text() + QLatin1Char('\t') + table->item(row, 1)->text();
        dialog->reject();
    });
    press(&window, Qt::Key_Question);
    const QString all = rows.join(QLatin1Char('\n'));
    // Every menu item with a key, then the keys of the questions.
    QCOMPARE(rows.size(), window.shortcutActions().size() + 2);
    QVERIFY2(all.contains(QStringLiteral("Keyboard shortcuts")), qPrintable(all));
    QVERIFY2(rows.at(rows.size() - 2).startsWith(QStringLiteral("1 … 9\tPick the choice")),
             qPrintable(all));
    QVERIFY2(rows.last().startsWith(QStringLiteral("Enter\tPractice panel")), qPrintable(all));
}

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
