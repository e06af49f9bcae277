// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Help > Keyboard shortcuts: every action that has a key, with its keys and what it does, in the
// order the window's menus give them, then the keys that belong to no menu item (a question's
// choices by number).

#include <QDialog>
#include <QList>
#include <QString>

class QAction;

namespace inflight {

class ShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    /// A key that no menu item carries, said in words: "1 … 9", "pick that choice".
    struct KeyRow {
        QString keys;
        QString does;
    };

    explicit ShortcutsDialog(const QList<QAction *> &actions, const QList<KeyRow> &moreKeys = {},
                             QWidget *parent = nullptr);
};

} // namespace inflight
