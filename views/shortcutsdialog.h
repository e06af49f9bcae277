// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Help > Keyboard shortcuts: every action that has a key, with its keys and what it does, in the
// order the window's menus give them.

#include <QDialog>
#include <QList>

class QAction;

namespace inflight {

class ShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    explicit ShortcutsDialog(const QList<QAction *> &actions, QWidget *parent = nullptr);
};

} // namespace inflight
