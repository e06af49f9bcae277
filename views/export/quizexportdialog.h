// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// File > Export practice quiz...: the topics, level, number of questions and of variants, the
// seed, and the two PDFs (the quiz and its answer key); then both are written by printQuiz
// (quizprint.h), the code `inflight practice --handout --answer-key` uses, with a progress
// dialog whose Cancel leaves no file.

#include "quizprint.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace inflight {

class QuizExportDialog : public QDialog {
    Q_OBJECT

public:
    explicit QuizExportDialog(QWidget *parent = nullptr);

    /// The questions as chosen: seed, count, topics (none ticked: every topic) and level.
    practice::PracticeOptions practiceOptions() const;
    int variants() const;
    /// The print options as chosen: the seed, the two paths (an empty path: not written).
    QuizPrintOptions printOptions() const;

    /// Asks for the choices, then writes the files with a progress dialog. Says why in a message
    /// box when the export fails; a cancelled export says nothing.
    static void exportQuiz(QWidget *parent);

    /// Writes what the dialog's choices say, with a progress dialog on `parent`; false with the
    /// reason in `error` (empty when cancelled).
    bool write(QWidget *parent, QString *error) const;

private:
    void updateButtons();
    QLineEdit *pathField(const QString &objectName, const QString &accessibleName,
                         const QString &browseName, const QString &suggested);

    QListWidget *m_topics = nullptr;
    QComboBox *m_level = nullptr;
    QSpinBox *m_count = nullptr;
    QSpinBox *m_variants = nullptr;
    QSpinBox *m_seed = nullptr;
    QComboBox *m_paper = nullptr;
    QLineEdit *m_handout = nullptr;
    QLineEdit *m_answerKey = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace inflight
