// SPDX-License-Identifier: GPL-3.0-or-later
#include "timelineexportdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QRadioButton>

namespace inflight {

TimelineExportDialog::TimelineExportDialog(const QString &title, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Export the timeline"));
    auto *form = new QFormLayout(this);
    m_title = new QLineEdit(title, this);
    m_caption = new QLineEdit(this);
    m_caption->setPlaceholderText(tr("A line under the picture, for a slide or a handout"));
    // The hint is read whole ("Eine Zeile unter dem Bild, für eine Folie oder ein Handout"),
    // not cut to "Eine Zeile unter dem ...".
    m_caption->setMinimumWidth(
        m_caption->fontMetrics().horizontalAdvance(m_caption->placeholderText()) + 16);
    auto *whole = new QRadioButton(tr("The whole run"), this);
    m_visible = new QRadioButton(tr("The visible range"), this);
    whole->setChecked(true);
    m_scale = new QComboBox(this);
    m_scale->addItem(tr("1× (1600 × 900)"), 1.0);
    m_scale->addItem(tr("2× (3200 × 1800)"), 2.0);
    m_scale->addItem(tr("3× (4800 × 2700)"), 3.0);
    form->addRow(tr("Title"), m_title);
    form->addRow(tr("Caption"), m_caption);
    form->addRow(tr("Range"), whole);
    form->addRow(QString(), m_visible);
    form->addRow(tr("PNG scale"), m_scale);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

TimelineExportOptions TimelineExportDialog::options(double visibleFromSeconds,
                                                    double visibleToSeconds) const
{
    TimelineExportOptions options;
    options.title = m_title->text();
    options.caption = m_caption->text();
    options.scale = m_scale->currentData().toDouble();
    if (m_visible->isChecked()) {
        options.fromSeconds = visibleFromSeconds;
        options.toSeconds = visibleToSeconds;
    }
    return options;
}

void TimelineExportDialog::exportTimeline(QWidget *parent, const Run &run, const QString &title,
                                          double visibleFromSeconds, double visibleToSeconds)
{
    TimelineExportDialog dialog(title, parent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString path = QFileDialog::getSaveFileName(
        parent, tr("Export the timeline"), QStringLiteral("timeline.png"),
        tr("PNG image (*.png);;SVG vector image (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    TimelineExportOptions options = dialog.options(visibleFromSeconds, visibleToSeconds);
    options.path = path;
    QString error;
    if (!inflight::exportTimeline(run, options, &error))
        QMessageBox::warning(parent, tr("The timeline was not exported"), error);
}

} // namespace inflight
