// SPDX-License-Identifier: GPL-3.0-or-later
#include "shortcutsdialog.h"

#include "theme.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace inflight {

ShortcutsDialog::ShortcutsDialog(const QList<QAction *> &actions, const QList<KeyRow> &moreKeys,
                                 QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard shortcuts"));
    auto *layout = new QVBoxLayout(this);
    auto *table = new QTableWidget(static_cast<int>(actions.size() + moreKeys.size()), 2, this);
    table->setObjectName(QStringLiteral("shortcutTable"));
    table->setHorizontalHeaderLabels({tr("Key"), tr("Does")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setFont(Theme::instance().font(11));
    int row = 0;
    for (QAction *action : actions) {
        QStringList keys;
        for (const QKeySequence &key : action->shortcuts()) {
            const QString text = key.toString(QKeySequence::NativeText);
            if (!keys.contains(text))
                keys << text;
        }
        table->setItem(row, 0, new QTableWidgetItem(keys.join(tr("  or  "))));
        table->setItem(row, 1,
                       new QTableWidgetItem(
                           action->text().remove(QLatin1Char('&')).remove(QStringLiteral("…"))));
        ++row;
    }
    for (const KeyRow &key : moreKeys) {
        table->setItem(row, 0, new QTableWidgetItem(key.keys));
        table->setItem(row, 1, new QTableWidgetItem(key.does));
        ++row;
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(table);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(Theme::instance().px(560), Theme::instance().px(620));
}

} // namespace inflight
