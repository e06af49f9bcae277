// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The lesson browser: every lesson with its length, level and how far the student got.

#include <QDialog>

class QTableWidget;

namespace inflight {

class LessonProgressStore;

class LessonBrowser : public QDialog {
    Q_OBJECT

public:
    /// Lists the lessons in `directory` (defaultLessonDirectory() when empty), each in the
    /// reader's language where it has a translation (uiLessonLanguage()), with the progress
    /// `progressStore` keeps for each.
    explicit LessonBrowser(const LessonProgressStore &progressStore, const QString &directory = {},
                           QWidget *parent = nullptr);

    /// The lesson file chosen, once accepted.
    QString chosenPath() const { return m_chosen; }
    QTableWidget *table() const { return m_table; }

private:
    void choose(int row);

    QTableWidget *m_table;
    QString m_chosen;
};

} // namespace inflight
