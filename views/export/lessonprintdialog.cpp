// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonprintdialog.h"

#include "settingskeys.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>

namespace inflight {

LessonPrintDialog::LessonPrintDialog(LessonPrintOptions::Kind kind, const Lesson &lesson, int notes,
                                     QWidget *parent)
    : QDialog(parent), m_kind(kind)
{
    const bool handout = kind == LessonPrintOptions::Kind::Handout;
    setWindowTitle(handout ? tr("Export a handout") : tr("Export slides"));
    auto *form = new QFormLayout(this);
    auto *about = new QLabel(
        handout ? tr("<b>%1</b> as a PDF to print: each step's picture and narration, the "
                     "questions with room to answer, the challenge and its hints, and the "
                     "sources.")
                      .arg(QString::fromStdString(lesson.title).toHtmlEscaped())
                : tr("<b>%1</b> as 16:9 slides (PDF): a page per step with its picture and the "
                     "first sentence of its narration, a page per question for the room, and "
                     "the challenge.")
                      .arg(QString::fromStdString(lesson.title).toHtmlEscaped()),
        this);
    about->setWordWrap(true);
    about->setMinimumWidth(380);
    form->addRow(about);
    QSettings settings;
    if (handout) {
        m_paper = new QComboBox(this);
        m_paper->setObjectName(QStringLiteral("paper"));
        m_paper->addItem(tr("A4"), QStringLiteral("a4"));
        m_paper->addItem(tr("Letter"), QStringLiteral("letter"));
        const QString localePaper = paperFor(QLocale::system()).id() == QPageSize::Letter
                                        ? QStringLiteral("letter")
                                        : QStringLiteral("a4");
        m_paper->setCurrentIndex(
            m_paper->findData(settings.value(settingskeys::handoutPaper, localePaper).toString()));
        if (m_paper->currentIndex() < 0)
            m_paper->setCurrentIndex(0);
        form->addRow(tr("Paper"), m_paper);
        m_answers = new QCheckBox(tr("Answers and explanations on the last pages, for the "
                                     "teacher"),
                                  this);
        m_answers->setObjectName(QStringLiteral("answers"));
        m_answers->setChecked(settings.value(settingskeys::handoutAnswers, true).toBool());
        form->addRow(m_answers);
    }
    if (notes > 0) {
        m_notes = new QCheckBox(
            tr("The session's notes (%n), on the pictures and listed", "", notes), this);
        m_notes->setObjectName(QStringLiteral("notes"));
        m_notes->setChecked(true);
        form->addRow(m_notes);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

LessonPrintOptions LessonPrintDialog::options() const
{
    LessonPrintOptions options;
    options.kind = m_kind;
    if (m_paper)
        options.paper =
            paperFromName(m_paper->currentData().toString()).value_or(QPageSize(QPageSize::A4));
    options.answers = !m_answers || m_answers->isChecked();
    return options;
}

bool LessonPrintDialog::includeNotes() const
{
    return m_notes && m_notes->isChecked();
}

void LessonPrintDialog::exportLesson(QWidget *parent, LessonPrintOptions::Kind kind,
                                     const Lesson &lesson, const Annotations &notes)
{
    LessonPrintDialog dialog(kind, lesson, static_cast<int>(notes.size()), parent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    LessonPrintOptions options = dialog.options();
    if (dialog.includeNotes())
        options.notes = notes;
    const bool handout = kind == LessonPrintOptions::Kind::Handout;
    QSettings settings;
    if (handout) {
        settings.setValue(settingskeys::handoutPaper, options.paper.id() == QPageSize::Letter
                                                          ? QStringLiteral("letter")
                                                          : QStringLiteral("a4"));
        settings.setValue(settingskeys::handoutAnswers, options.answers);
    }
    const QString folder = settings.value(settingskeys::handoutFolder, QDir::homePath()).toString();
    const QString name = QString::fromStdString(lesson.id) +
                         (handout ? QStringLiteral("-handout.pdf") : QStringLiteral("-slides.pdf"));
    options.path =
        QFileDialog::getSaveFileName(parent, handout ? tr("Export a handout") : tr("Export slides"),
                                     QDir(folder).filePath(name), tr("PDF (*.pdf)"));
    if (options.path.isEmpty())
        return;
    if (!options.path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        options.path += QStringLiteral(".pdf");
    settings.setValue(settingskeys::handoutFolder, QFileInfo(options.path).absolutePath());

    const int steps = static_cast<int>(lesson.steps.size());
    QProgressDialog progress(tr("Drawing the steps…"), tr("Cancel"), 0, steps, parent);
    progress.setWindowTitle(dialog.windowTitle());
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    // The lesson's own run, which its steps were resolved against: what-if edits in the window
    // change the window's run, not the handout's.
    const auto run = std::make_shared<const Run>(simulate(lesson.scenario));
    QString error;
    bool cancelled = false;
    LessonPrintResult result;
    const bool written = printLesson(
        lesson, run, options, &result, &error, [&progress, &cancelled](int done, int total) {
            progress.setLabelText(tr("Drawing step %L1 of %L2…").arg(done).arg(total));
            progress.setValue(done);
            cancelled = progress.wasCanceled();
            return !cancelled;
        });
    progress.reset();
    if (!written && !cancelled)
        QMessageBox::warning(parent,
                             handout ? tr("The handout was not exported")
                                     : tr("The slides were not exported"),
                             error);
}

} // namespace inflight
