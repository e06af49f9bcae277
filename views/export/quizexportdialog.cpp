// SPDX-License-Identifier: GPL-3.0-or-later
#include "quizexportdialog.h"

#include "common/sentencetext.h"
#include "lessonprint.h"
#include "practicetexts.h"
#include "settingskeys.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>

namespace inflight {

QuizExportDialog::QuizExportDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Export a practice quiz"));
    auto *form = new QFormLayout(this);
    auto *about = new QLabel(tr("Practice questions as a quiz to print, one variant per student "
                                "(the same topics in the same order, other numbers), and its "
                                "answer key with a timeline for each answer. The same seed "
                                "gives the same files."),
                             this);
    about->setWordWrap(true);
    about->setMinimumWidth(420);
    form->addRow(about);

    m_topics = new QListWidget(this);
    m_topics->setObjectName(QStringLiteral("topics"));
    m_topics->setAccessibleName(tr("Topics"));
    m_topics->setAccessibleDescription(tr("The topics the questions are drawn from; none ticked: "
                                          "every topic."));
    for (const practice::TopicInfo &info : practice::topics()) {
        // The topic's name for people; its command-line id for the teacher who scripts the same
        // quiz.
        auto *item = new QListWidgetItem(translated(practice::topicName(info.topic)), m_topics);
        item->setToolTip(tr("On the command line: --topic %1").arg(QLatin1String(info.id)));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
        item->setData(Qt::UserRole, static_cast<int>(info.topic));
    }
    m_topics->setMaximumHeight(150);
    form->addRow(tr("&Topics"), m_topics);

    m_level = new QComboBox(this);
    m_level->setObjectName(QStringLiteral("level"));
    m_level->setAccessibleName(tr("Level"));
    m_level->addItem(tr("Mixed"), 0);
    for (int level = 1; level <= practice::maxLevel; ++level)
        m_level->addItem(tr("Level %L1").arg(level), level);
    form->addRow(tr("&Level"), m_level);

    m_count = new QSpinBox(this);
    m_count->setObjectName(QStringLiteral("count"));
    m_count->setAccessibleName(tr("Questions per student"));
    m_count->setRange(1, 50);
    m_count->setValue(10);
    form->addRow(tr("&Questions per student"), m_count);

    m_variants = new QSpinBox(this);
    m_variants->setObjectName(QStringLiteral("variants"));
    m_variants->setAccessibleName(tr("Variants"));
    m_variants->setRange(1, 100);
    m_variants->setValue(30);
    form->addRow(tr("&Variants (students)"), m_variants);

    m_seed = new QSpinBox(this);
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setAccessibleName(tr("Seed"));
    m_seed->setRange(0, 2147483647);
    m_seed->setValue(1);
    form->addRow(tr("S&eed"), m_seed);

    QSettings settings;
    m_paper = new QComboBox(this);
    m_paper->setObjectName(QStringLiteral("paper"));
    m_paper->setAccessibleName(tr("Paper"));
    m_paper->addItem(tr("A4"), QStringLiteral("a4"));
    m_paper->addItem(tr("Letter"), QStringLiteral("letter"));
    const QString localePaper = paperFor(QLocale::system()).id() == QPageSize::Letter
                                    ? QStringLiteral("letter")
                                    : QStringLiteral("a4");
    m_paper->setCurrentIndex(std::max(
        0, m_paper->findData(settings.value(settingskeys::handoutPaper, localePaper).toString())));
    form->addRow(tr("&Paper"), m_paper);

    const QString folder = settings.value(settingskeys::handoutFolder, QDir::homePath()).toString();
    m_handout =
        pathField(QStringLiteral("handout"), tr("Quiz file"), tr("Browse for the quiz file"),
                  QDir(folder).filePath(QStringLiteral("quiz.pdf")));
    form->addRow(tr("Q&uiz (PDF)"), m_handout->parentWidget());
    m_answerKey = pathField(QStringLiteral("answerKey"), tr("Answer key file"),
                            tr("Browse for the answer key file"),
                            QDir(folder).filePath(QStringLiteral("quiz-key.pdf")));
    form->addRow(tr("&Answer key (PDF)"), m_answerKey->parentWidget());

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    connect(m_handout, &QLineEdit::textChanged, this, &QuizExportDialog::updateButtons);
    connect(m_answerKey, &QLineEdit::textChanged, this, &QuizExportDialog::updateButtons);
    updateButtons();
}

QLineEdit *QuizExportDialog::pathField(const QString &objectName, const QString &accessibleName,
                                       const QString &browseName, const QString &suggested)
{
    auto *row = new QWidget(this);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *edit = new QLineEdit(suggested, row);
    edit->setObjectName(objectName);
    edit->setAccessibleName(accessibleName);
    auto *browse = new QPushButton(tr("Browse…"), row);
    browse->setAccessibleName(browseName);
    layout->addWidget(edit, 1);
    layout->addWidget(browse);
    connect(browse, &QPushButton::clicked, this, [this, edit, accessibleName] {
        const QString path =
            QFileDialog::getSaveFileName(this, accessibleName, edit->text(), tr("PDF (*.pdf)"));
        if (!path.isEmpty())
            edit->setText(path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)
                              ? path
                              : path + QStringLiteral(".pdf"));
    });
    return edit;
}

void QuizExportDialog::updateButtons()
{
    m_ok->setEnabled(!m_handout->text().trimmed().isEmpty() ||
                     !m_answerKey->text().trimmed().isEmpty());
}

practice::PracticeOptions QuizExportDialog::practiceOptions() const
{
    practice::PracticeOptions options;
    options.seed = static_cast<std::uint64_t>(m_seed->value());
    options.count = m_count->value();
    options.level = m_level->currentData().toInt();
    std::vector<practice::Topic> ticked;
    for (int i = 0; i < m_topics->count(); ++i) {
        if (m_topics->item(i)->checkState() == Qt::Checked)
            ticked.push_back(
                static_cast<practice::Topic>(m_topics->item(i)->data(Qt::UserRole).toInt()));
    }
    // Every topic ticked is the command line's default, which draws the same quiz.
    if (static_cast<int>(ticked.size()) < m_topics->count())
        options.topics = ticked;
    return options;
}

int QuizExportDialog::variants() const
{
    return m_variants->value();
}

QuizPrintOptions QuizExportDialog::printOptions() const
{
    QuizPrintOptions options;
    options.seed = static_cast<std::uint64_t>(m_seed->value());
    options.handoutPath = m_handout->text().trimmed();
    options.answerKeyPath = m_answerKey->text().trimmed();
    options.paper =
        paperFromName(m_paper->currentData().toString()).value_or(QPageSize(QPageSize::A4));
    return options;
}

bool QuizExportDialog::write(QWidget *parent, QString *error) const
{
    const QuizPrintOptions options = printOptions();
    if (!options.handoutPath.isEmpty() && options.handoutPath == options.answerKeyPath) {
        *error = tr("The quiz and its answer key would be the same file.");
        return false;
    }
    QProgressDialog progress(tr("Drawing the questions…"), tr("Cancel"), 0, 0, parent);
    progress.setWindowTitle(windowTitle());
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    const std::vector<QuizVariant> quiz = draftQuizVariants(practiceOptions(), variants());
    bool cancelled = false;
    const bool written =
        printQuiz(quiz, options, nullptr, error, [&progress, &cancelled](int done, int total) {
            progress.setMaximum(total);
            progress.setLabelText(tr("Writing variant pages %L1 of %L2…").arg(done).arg(total));
            progress.setValue(done);
            cancelled = progress.wasCanceled();
            return !cancelled;
        });
    progress.reset();
    if (cancelled)
        error->clear();
    return written;
}

void QuizExportDialog::exportQuiz(QWidget *parent)
{
    QuizExportDialog dialog(parent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QuizPrintOptions options = dialog.printOptions();
    QSettings settings;
    settings.setValue(settingskeys::handoutPaper, options.paper.id() == QPageSize::Letter
                                                      ? QStringLiteral("letter")
                                                      : QStringLiteral("a4"));
    const QString anyPath =
        options.handoutPath.isEmpty() ? options.answerKeyPath : options.handoutPath;
    settings.setValue(settingskeys::handoutFolder, QFileInfo(anyPath).absolutePath());
    QString error;
    if (!dialog.write(parent, &error) && !error.isEmpty())
        QMessageBox::warning(parent, tr("The quiz was not exported"), error);
}

} // namespace inflight
