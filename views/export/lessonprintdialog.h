// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Lessons > Export handout... and Export slides...: the paper and whether the answers go in (a
// handout), whether the session's notes are drawn; then the file, and a progress dialog whose
// Cancel stops the export and leaves no file. The pictures are drawn in the window's thread (the
// timeline is a widget), with the window's events processed between steps.

#include "annotation.h"
#include "lessonprint.h"

#include <QDialog>

class QCheckBox;
class QComboBox;

namespace inflight {

class LessonPrintDialog : public QDialog {
    Q_OBJECT

public:
    /// The choices for `kind` of `lesson`; `notes` is how many notes the session has (the
    /// choice to draw them appears only when there are some).
    LessonPrintDialog(LessonPrintOptions::Kind kind, const Lesson &lesson, int notes,
                      QWidget *parent = nullptr);

    /// The options as chosen (without a path; the notes themselves are the caller's).
    LessonPrintOptions options() const;
    bool includeNotes() const;

    /// Asks for the choices and the file, then writes it with a progress dialog. Says why in a
    /// message box when the export fails; a cancelled export says nothing.
    static void exportLesson(QWidget *parent, LessonPrintOptions::Kind kind, const Lesson &lesson,
                             const Annotations &notes);

private:
    LessonPrintOptions::Kind m_kind;
    QComboBox *m_paper = nullptr;
    QCheckBox *m_answers = nullptr;
    QCheckBox *m_notes = nullptr;
};

} // namespace inflight
