// SPDX-License-Identifier: GPL-3.0-or-later
#include "keyboard.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QTabBar>
#include <QTextEdit>
#include <QTreeView>

namespace inflight {

namespace {

bool isHorizontal(int key)
{
    return key == Qt::Key_Left || key == Qt::Key_Right;
}

bool isLineEnd(int key)
{
    return key == Qt::Key_Home || key == Qt::Key_End;
}

} // namespace

FocusedControlKeys::FocusedControlKeys(QWidget *window) : QObject(window), m_window(window)
{
    qApp->installEventFilter(this);
}

bool FocusedControlKeys::claims(const QWidget *focus, const QKeyEvent &key)
{
    if (!focus)
        return false;
    const Qt::KeyboardModifiers modifiers = key.modifiers() & ~Qt::KeypadModifier;
    const bool bare = modifiers == Qt::NoModifier;
    // Shift with an arrow or Home/End extends a selection in text and lists.
    const bool shifted = modifiers == Qt::ShiftModifier;
    const int k = key.key();
    if (qobject_cast<const QAbstractButton *>(focus)) {
        // Arrows move between the radio buttons of a group (Qt's own keys for them).
        return bare && (k == Qt::Key_Space ||
                        (isHorizontal(k) && qobject_cast<const QRadioButton *>(focus)));
    }
    if (qobject_cast<const QTabBar *>(focus))
        return bare && isHorizontal(k);
    if (qobject_cast<const QAbstractSlider *>(focus))
        return bare && (isHorizontal(k) || isLineEnd(k));
    if (qobject_cast<const QComboBox *>(focus))
        return bare && (k == Qt::Key_Space || isHorizontal(k) || isLineEnd(k));
    // Lists and trees, not tables: a table's rows follow the playback (the events), and its
    // columns are nothing to move through, so there the keys go on stepping the playback.
    if (qobject_cast<const QAbstractSpinBox *>(focus) || qobject_cast<const QLineEdit *>(focus) ||
        qobject_cast<const QTextEdit *>(focus) || qobject_cast<const QPlainTextEdit *>(focus) ||
        qobject_cast<const QListView *>(focus) || qobject_cast<const QTreeView *>(focus))
        return (bare || shifted) && (isHorizontal(k) || isLineEnd(k));
    return false;
}

bool FocusedControlKeys::eventFilter(QObject *watched, QEvent *event)
{
    // Qt asks the focused widget first (ShortcutOverride) whether it wants a key that is also a
    // shortcut; the controls above do not say so for the keys they use, so answer for them.
    if (event->type() == QEvent::ShortcutOverride && watched == QApplication::focusWidget()) {
        auto *focus = static_cast<QWidget *>(watched);
        if ((focus == m_window || m_window->isAncestorOf(focus)) &&
            claims(focus, *static_cast<QKeyEvent *>(event))) {
            event->accept();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

namespace {

/// Follows one dock: its contents are shown while the dock is on its window and hidden while Qt
/// keeps it off the window's edges, which is where a dock tabbed behind another one lives (Qt
/// never hides it). Decided on the dock's own Move and Show events, which Qt sends as it places
/// the tabs (synchronously, also for a raise() or a restored layout), rather than on
/// visibilityChanged, which comes before the layout has moved the dock.
class BehindTabsWatcher : public QObject {
public:
    explicit BehindTabsWatcher(QDockWidget *dock) : QObject(dock), m_dock(dock)
    {
        // The tabs share one area, as wide as the widest panel needs (the Events table, 413 px).
        // Hidden, a panel keeps that room, or the area would change width with the tab in
        // front (the lesson's alone is 184 px).
        if (QWidget *contents = dock->widget()) {
            QSizePolicy policy = contents->sizePolicy();
            policy.setRetainSizeWhenHidden(true);
            contents->setSizePolicy(policy);
        }
        dock->installEventFilter(this);
        follow();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_dock && (event->type() == QEvent::Move || event->type() == QEvent::Show ||
                                  event->type() == QEvent::Resize))
            follow();
        return QObject::eventFilter(watched, event);
    }

private:
    void follow()
    {
        QWidget *contents = m_dock->widget();
        // A closed dock hides its contents anyway.
        if (!contents || !m_dock->isVisible())
            return;
        // A floating dock is a window of its own, always in front.
        const QWidget *window = m_dock->parentWidget();
        const bool behind =
            !m_dock->isWindow() && window && !m_dock->geometry().intersects(window->rect());
        if (contents->isHidden() != behind)
            contents->setVisible(!behind);
    }

    QDockWidget *m_dock;
};

} // namespace

void hideContentsBehindTabs(QDockWidget *dock)
{
    new BehindTabsWatcher(dock);
}

void goToPanel(QDockWidget *dock)
{
    dock->show();
    dock->raise();
    if (QWidget *contents = dock->widget())
        contents->show();
    // The first control Tab would reach in the dock.
    for (QWidget *w = dock->nextInFocusChain(); w && w != dock; w = w->nextInFocusChain()) {
        if (!dock->isAncestorOf(w))
            continue;
        if ((w->focusPolicy() & Qt::TabFocus) == Qt::TabFocus && w->isEnabled() &&
            w->isVisibleTo(dock)) {
            w->setFocus(Qt::ShortcutFocusReason);
            return;
        }
    }
    if (QWidget *contents = dock->widget())
        contents->setFocus(Qt::ShortcutFocusReason);
}

QString withFreeMnemonic(const QString &text, QString *used)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('&'), QLatin1String("&&"));
    for (qsizetype i = 0; i < escaped.size(); ++i) {
        const QChar c = escaped.at(i);
        if (c == QLatin1Char('&')) {
            ++i;
            continue;
        }
        if (!c.isLetterOrNumber() || used->contains(c.toLower()))
            continue;
        used->append(c.toLower());
        return escaped.left(i) + QLatin1Char('&') + escaped.mid(i);
    }
    return escaped;
}

} // namespace inflight
