// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// File > Export animation...: what to animate (the stage, the timeline or both), the time window
// (the story's, unless changed), the speed, the frame rate and the size; then the file, and a
// progress dialog whose Cancel stops the export and leaves no file. The frames are drawn in the
// window's thread (the timeline is a widget, which only that thread may draw), and the window's
// events are processed between frames, so that it repaints and Cancel answers.

#include "animationexport.h"
#include "playback.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace inflight {

class AnimationExportDialog : public QDialog {
    Q_OBJECT

public:
    /// The options for an animation of `playback`'s run, its title `title`; a lesson's steps
    /// (`lesson`, may be null) caption the frames from each step's moment.
    AnimationExportDialog(const Playback &playback, const QString &title, const Lesson *lesson,
                          QWidget *parent = nullptr);

    /// The options as chosen (without a path).
    AnimationOptions options() const;

    /// Asks for the options and the file, then exports with a progress dialog. Says why in a
    /// message box when the export fails; a cancelled export says nothing.
    static void exportAnimation(QWidget *parent, const Playback &playback, const QString &title,
                                const Lesson *lesson);

private:
    std::shared_ptr<const Run> m_run;
    QString m_title;
    std::vector<AnimationChapter> m_chapters;
    Annotations m_annotations;
    QComboBox *m_view;
    QDoubleSpinBox *m_from;
    QDoubleSpinBox *m_to;
    QDoubleSpinBox *m_speed;
    QSpinBox *m_fps;
    QComboBox *m_size;
};

} // namespace inflight
