// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's menus that are lists: the panels (View > Go to, Show or hide panels), the
// look (display scale, theme) and the language.

#include "mainwindow.h"

#include "keyboard.h"
#include "language.h"
#include "settingskeys.h"
#include "theme.h"
#include "timelineview.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QLocale>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QTranslator>

#include <tuple>

namespace inflight {

QAction *MainWindow::addMenuAction(QMenu *menu, const QString &text,
                                   const QList<QKeySequence> &keys)
{
    auto *action = new QAction(text, this);
    action->setShortcuts(keys);
    action->setShortcutContext(Qt::WindowShortcut);
    menu->addAction(action);
    addAction(action);
    if (!keys.isEmpty())
        m_shortcutActions.append(action);
    return action;
}

QList<QAction *> MainWindow::shortcutActions() const
{
    return m_shortcutActions;
}

void MainWindow::addPanelMenus(QMenu *view)
{
    // Every panel from the keyboard (docs/keyboard.md): Ctrl+digit shows it, brings its tab to
    // the front and puts the focus in it; Ctrl+0 goes back to the timeline.
    QMenu *goTo = view->addMenu(tr("&Go to"));
    connect(addMenuAction(goTo, tr("Go to the &timeline"), {QKeySequence(tr("Ctrl+0"))}),
            &QAction::triggered, m_timeline,
            [this] { m_timeline->setFocus(Qt::ShortcutFocusReason); });
    QMenu *shown = view->addMenu(tr("Show or &hide panels"));
    const QList<std::tuple<QDockWidget *, QString, QString, QString>> panels = {
        {m_whatIfDock, tr("Go to &What if"), tr("&What if"), tr("Ctrl+1")},
        {m_inspectorDock, tr("Go to &Inspector"), tr("&Inspector"), tr("Ctrl+2")},
        {m_eventsDock, tr("Go to &Events"), tr("&Events"), tr("Ctrl+3")},
        {m_notesDock, tr("Go to &Notes"), tr("&Notes"), tr("Ctrl+4")},
        {m_lessonDock, tr("Go to &Lesson"), tr("&Lesson"), tr("Ctrl+5")},
        {m_timeoutDock, tr("Go to Time&out explorer"), tr("&Timeout explorer"), tr("Ctrl+6")}};
    for (const auto &[dock, goText, toggleText, key] : panels) {
        connect(addMenuAction(goTo, goText, {QKeySequence(key)}), &QAction::triggered, dock,
                [dock = dock] { goToPanel(dock); });
        // Shown again from the menu, a panel also comes to the front.
        QAction *toggle = dock->toggleViewAction();
        toggle->setText(toggleText);
        connect(toggle, &QAction::triggered, dock, [dock = dock](bool on) {
            if (on)
                goToPanel(dock);
        });
        if (dock != m_lessonDock)
            shown->addAction(toggle);
    }
}

/// View > Display scale and Theme: how the window looks, kept as the user chose it.
void MainWindow::addLookMenus(QMenu *view)
{
    QMenu *scale = view->addMenu(tr("Display &scale"));
    m_scaleGroup = new QActionGroup(this);
    for (int percent : {100, 125, 150, 175, 200}) {
        // Numbered for the keyboard: the percentages share their digits.
        QAction *action =
            scale->addAction(QStringLiteral("&%1  ").arg(m_scaleGroup->actions().size() + 1) +
                             tr("%L1%").arg(percent));
        action->setCheckable(true);
        action->setData(percent);
        m_scaleGroup->addAction(action);
        connect(action, &QAction::triggered, this,
                [percent] { Theme::instance().setScale(percent / 100.0); });
    }
    QMenu *theme = view->addMenu(tr("&Theme"));
    m_themeGroup = new QActionGroup(this);
    const QList<std::pair<QString, QString>> themes = {
        {QStringLiteral("system"), tr("Follow the &system")},
        {QStringLiteral("light"), tr("&Light")},
        {QStringLiteral("dark"), tr("&Dark")},
        {QStringLiteral("contrast"), tr("&High contrast")}};
    for (const auto &[key, label] : themes) {
        QAction *action = theme->addAction(label);
        action->setCheckable(true);
        action->setData(key);
        m_themeGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, key] { setThemeChoice(key); });
    }
    addLanguageMenu(view);
}

/// View > Language: the system's or one Inflight has, each language named in itself. Kept in the
/// settings and applied at the next start: the windows are built with their words, and
/// rebuilding them all is not worth the risk to a running lesson.
void MainWindow::addLanguageMenu(QMenu *view)
{
    QMenu *menu = view->addMenu(tr("&Language"));
    auto *group = new QActionGroup(menu);
    const QString choice =
        QSettings().value(settingskeys::viewLanguage, QStringLiteral("system")).toString();
    QStringList keys = {QStringLiteral("system")};
    keys << interfaceLanguages();
    QString mnemonics = QStringLiteral("s");
    for (const QString &key : keys) {
        QAction *action = menu->addAction(key == QLatin1String("system")
                                              ? tr("Follow the &system")
                                              : withFreeMnemonic(languageName(key), &mnemonics));
        action->setCheckable(true);
        action->setChecked(key == choice);
        action->setData(key);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, key] { setLanguageChoice(key); });
    }
}

void MainWindow::setLanguageChoice(const QString &choice)
{
    QSettings().setValue(settingskeys::viewLanguage, choice);
    const QString language = chooseInterfaceLanguage(choice, QLocale::system().uiLanguages());
    // The note in the language chosen, which the reader may read better than the current one.
    static const char *const note = QT_TR_NOOP("The language changes when Inflight starts next.");
    QTranslator chosen;
    QString text;
    if (chosen.load(QStringLiteral(":/i18n/inflight_") + language))
        text = chosen.translate(metaObject()->className(), note);
    if (text.isEmpty())
        text = tr(note);
    statusBar()->showMessage(text);
}

} // namespace inflight
