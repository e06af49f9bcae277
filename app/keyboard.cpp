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
#include <QTimer>
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

void hideContentsBehindTabs(QDockWidget *dock)
{
    // visibilityChanged also says when a tab goes behind another or comes to the front.
    QObject::connect(dock, &QDockWidget::visibilityChanged, dock, [dock](bool visible) {
        QWidget *contents = dock->widget();
        if (!contents)
            return;
        if (visible) {
            contents->show();
            return;
        }
        // Qt also says "not visible" for a moment while it lays the docks out again: look once
        // the layout has settled, and hide only a dock still off screen (where Qt puts the tabs
        // behind the one in front) or closed.
        QTimer::singleShot(0, contents, [dock, contents] {
            const QRect at = dock->geometry();
            if (!dock->isVisible() || at.right() < 0 || at.bottom() < 0)
                contents->hide();
        });
    });
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
