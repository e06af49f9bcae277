// SPDX-License-Identifier: GPL-3.0-or-later
#include "runprogressdialog.h"

#include "common/format.h"

#include <QMainWindow>
#include <QStatusBar>

namespace inflight {

namespace {
/// The bar's steps: a thousand, as often as the engine reports.
constexpr int steps = 1000;
} // namespace

RunProgressDialog::RunProgressDialog(ScenarioDocument *document, QWidget *parent)
    : QProgressDialog(parent), m_document(document)
{
    setObjectName(QStringLiteral("runProgress"));
    setWindowTitle(tr("Simulating"));
    setWindowModality(Qt::WindowModal);
    setRange(0, steps);
    // Shown only for a run that lasts: the document starts background runs for long ones only,
    // and a dialog that flashes for a moment is worse than none.
    setMinimumDuration(500);
    setAutoReset(false);
    setAutoClose(false);
    reset();
    connect(document, &ScenarioDocument::runStarted, this, &RunProgressDialog::started);
    connect(document, &ScenarioDocument::runProgress, this, &RunProgressDialog::progressed);
    connect(document, &ScenarioDocument::runEnded, this, &RunProgressDialog::ended);
    connect(this, &QProgressDialog::canceled, document, &ScenarioDocument::cancelRun);
}

void RunProgressDialog::started()
{
    setLabelText(tr("Simulating the run..."));
    // setValue starts the minimum-duration clock; the dialog appears once it has passed.
    setValue(0);
}

void RunProgressDialog::progressed(TimeMs reachedMs, TimeMs endMs)
{
    setLabelText(tr("Simulating the run: t = %1 s of %2 s.\nCancel keeps the run shown before.")
                     .arg(secondsText(reachedMs), secondsText(endMs)));
    setValue(endMs > 0 ? static_cast<int>(reachedMs * steps / endMs) : steps);
}

void RunProgressDialog::ended(bool cancelled)
{
    reset();
    if (auto *window = qobject_cast<QMainWindow *>(parentWidget()); window && cancelled)
        window->statusBar()->showMessage(
            tr("The run was cancelled; the previous run is still shown."), 10'000);
}

} // namespace inflight
