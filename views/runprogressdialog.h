// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's view of a long run: a progress dialog while a document simulates in the
// background, with a Cancel that keeps the run shown before.

#include "scenariodocument.h"

#include <QProgressDialog>

namespace inflight {

/// Shown while `document` runs a scenario in the background (ScenarioDocument::runStarted to
/// runEnded), modal to its parent window so that nothing else changes the document meanwhile.
/// It shows the virtual time reached against the run's expected end; Cancel stops the run, and
/// the parent window's status bar then says so: a cancel the user asked for is no problem to
/// report in a dialog (the window says more where it knows what was being done).
class RunProgressDialog : public QProgressDialog {
    Q_OBJECT

public:
    explicit RunProgressDialog(ScenarioDocument *document, QWidget *parent);

private:
    void started();
    void progressed(TimeMs reachedMs, TimeMs endMs);
    void ended(bool cancelled);

    ScenarioDocument *m_document;
};

} // namespace inflight
