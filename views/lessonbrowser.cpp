// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonbrowser.h"

#include "common/format.h"
#include "common/sentencetext.h"
#include "lessonloader.h"
#include "lessonprogress.h"
#include "theme.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace inflight {

LessonBrowser::LessonBrowser(const LessonProgressStore &progressStore, const QString &directory,
                             QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Lessons"));
    setObjectName(QStringLiteral("lessonBrowser"));
    const Theme &theme = Theme::instance();
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Each lesson tells a story on a run, stops where it matters, asks "
                                "what happens next, and ends with a challenge to fix it."),
                             this);
    intro->setWordWrap(true);
    intro->setFont(theme.font(10));
    layout->addWidget(intro);

    const std::string dir =
        directory.isEmpty() ? defaultLessonDirectory() : directory.toStdString();
    // In the reader's language, lesson by lesson where there is a translation.
    const std::vector<LessonEntry> entries = listLessons(dir, uiLessonLanguage(dir));
    m_table = new QTableWidget(static_cast<int>(entries.size()), 5, this);
    m_table->setObjectName(QStringLiteral("lessonTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("#"), tr("Lesson"), tr("Minutes"), tr("Level"), tr("Progress")});
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setFont(theme.font(10.5));
    for (int row = 0; row < static_cast<int>(entries.size()); ++row) {
        const LessonEntry &entry = entries[static_cast<std::size_t>(row)];
        auto set = [&](int column, const QString &text) {
            auto *item = new QTableWidgetItem(text);
            item->setData(Qt::UserRole, QString::fromStdString(entry.path));
            m_table->setItem(row, column, item);
        };
        set(0, QLocale().toString(entry.number));
        set(1, entry.problem.empty()
                   ? QString::fromStdString(entry.title)
                   : tr("%1 (cannot be read: %2)")
                         .arg(QString::fromStdString(entry.id),
                              QString::fromStdString(entryProblem(entry, readerTranslator()))));
        set(2, QLocale().toString(entry.minutes));
        set(3, lessonLevelText(entry.level));
        const LessonProgress progress = progressStore.progress(entry.id);
        QString state;
        if (progress.solved)
            state = tr("✓ challenge solved");
        else if (progress.furthest >= 0 && progress.steps > 0)
            state = tr("step %1 of %2")
                        .arg(std::min(progress.furthest + 1, progress.steps))
                        .arg(progress.steps);
        else
            state = tr("not started");
        set(4, state);
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    if (!entries.empty())
        m_table->selectRow(0);
    connect(m_table, &QTableWidget::cellActivated, this, [this](int row, int) { choose(row); });
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int) { choose(row); });
    layout->addWidget(m_table, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] { choose(m_table->currentRow()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(theme.px(720), theme.px(520));
}

void LessonBrowser::choose(int row)
{
    if (row < 0 || !m_table->item(row, 0))
        return;
    m_chosen = m_table->item(row, 0)->data(Qt::UserRole).toString();
    accept();
}

} // namespace inflight
