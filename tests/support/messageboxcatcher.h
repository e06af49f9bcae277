// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Closes every message box as soon as it shows and keeps what it said: a test reads what the user
// would have been told, and a box it did not expect fails it instead of waiting for a click that
// never comes. Header-only: the widget tests include it, the engine tests never do.

#include <QApplication>
#include <QMessageBox>
#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QWidget>

namespace inflight::test {

class MessageBoxCatcher : public QObject {
public:
    MessageBoxCatcher()
    {
        connect(&m_timer, &QTimer::timeout, this, [this] {
            for (QWidget *widget : QApplication::topLevelWidgets()) {
                auto *box = qobject_cast<QMessageBox *>(widget);
                if (box && box->isVisible()) {
                    m_texts << box->text() + QLatin1Char('\n') + box->informativeText();
                    box->done(QMessageBox::Ok);
                }
            }
        });
        m_timer.start(10);
    }
    /// Every box's text and informative text, a box a line pair.
    QString all() const { return m_texts.join(QLatin1Char('\n')); }
    int count() const { return static_cast<int>(m_texts.size()); }

private:
    QTimer m_timer;
    QStringList m_texts;
};

} // namespace inflight::test
