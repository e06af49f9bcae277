// SPDX-License-Identifier: GPL-3.0-or-later
#include "animationexportdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSpinBox>

#include <cmath>

namespace inflight {

namespace {

QDoubleSpinBox *secondsBox(double value, double maximum, QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setDecimals(1);
    box->setRange(0, maximum);
    box->setSuffix(QStringLiteral(" s"));
    box->setValue(value);
    return box;
}

} // namespace

AnimationExportDialog::AnimationExportDialog(const Playback &playback, const QString &title,
                                             const Lesson *lesson, QWidget *parent)
    : QDialog(parent), m_run(playback.sharedRun()), m_title(title),
      m_annotations(playback.annotations())
{
    setWindowTitle(tr("Export an animation"));
    if (lesson)
        m_chapters = lessonChapters(*lesson);
    // The defaults the command line has: the story's window, at the speed that plays it in
    // 15 to 30 seconds.
    const AnimationExport defaults(*m_run, AnimationOptions());
    const double endSeconds = static_cast<double>(playback.endTime()) / 1000.0;
    auto *form = new QFormLayout(this);
    m_view = new QComboBox(this);
    m_view->addItem(tr("The stage above the timeline"), static_cast<int>(AnimationView::Both));
    m_view->addItem(tr("The stage"), static_cast<int>(AnimationView::Stage));
    m_view->addItem(tr("The timeline"), static_cast<int>(AnimationView::Timeline));
    m_from = secondsBox(static_cast<double>(defaults.fromMs()) / 1000.0, endSeconds, this);
    m_to = secondsBox(static_cast<double>(defaults.toMs()) / 1000.0, endSeconds, this);
    m_speed = new QDoubleSpinBox(this);
    m_speed->setRange(0.05, AnimationPlan::maximumSpeed);
    m_speed->setDecimals(2);
    m_speed->setSuffix(QStringLiteral("×"));
    m_speed->setValue(defaults.speed());
    m_fps = new QSpinBox(this);
    m_fps->setRange(1, AnimationPlan::maximumFps);
    m_fps->setValue(10);
    m_fps->setSuffix(tr(" frames a second"));
    m_size = new QComboBox(this);
    for (const QSize size : {QSize(1280, 720), QSize(1920, 1080), QSize(800, 450), QSize(640, 360)})
        m_size->addItem(tr("%1 × %2").arg(size.width()).arg(size.height()), size);
    form->addRow(tr("Show"), m_view);
    form->addRow(tr("From"), m_from);
    form->addRow(tr("To"), m_to);
    form->addRow(tr("Speed"), m_speed);
    form->addRow(tr("Frame rate"), m_fps);
    form->addRow(tr("Size"), m_size);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

AnimationOptions AnimationExportDialog::options() const
{
    AnimationOptions options;
    options.view = static_cast<AnimationView>(m_view->currentData().toInt());
    options.fromMs = static_cast<TimeMs>(std::llround(m_from->value() * 1000));
    options.toMs = static_cast<TimeMs>(std::llround(m_to->value() * 1000));
    options.speed = m_speed->value();
    options.fps = m_fps->value();
    options.size = m_size->currentData().toSize();
    options.title = m_title;
    options.chapters = m_chapters;
    options.annotations = m_annotations;
    return options;
}

void AnimationExportDialog::exportAnimation(QWidget *parent, const Playback &playback,
                                            const QString &title, const Lesson *lesson)
{
    if (!playback.run())
        return;
    AnimationExportDialog dialog(playback, title, lesson, parent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    AnimationOptions options = dialog.options();
    options.path =
        QFileDialog::getSaveFileName(parent, tr("Export an animation"),
                                     QStringLiteral("walkthrough.gif"), tr("Animated GIF (*.gif)"));
    if (options.path.isEmpty())
        return;
    AnimationExport animation(*dialog.m_run, options);
    if (const QString problem = animation.problem(); !problem.isEmpty()) {
        QMessageBox::warning(parent, tr("The animation was not exported"), problem);
        return;
    }
    QProgressDialog progress(tr("Drawing the animation…"), tr("Cancel"), 0,
                             static_cast<int>(animation.frames().size()), parent);
    progress.setWindowTitle(tr("Export an animation"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    // A modal progress dialog processes the window's events as its value is set: between frames.
    QString error;
    bool cancelled = false;
    const bool written = animation.write(
        [&progress, &cancelled](int done, int total) {
            progress.setLabelText(tr("Drawing frame %L1 of %L2…").arg(done).arg(total));
            progress.setValue(done);
            cancelled = progress.wasCanceled();
            return !cancelled;
        },
        &error);
    progress.reset();
    if (!written && !cancelled)
        QMessageBox::warning(parent, tr("The animation was not exported"), error);
}

} // namespace inflight
