// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's session: what it captures from the document, the playback, the lesson session and
// the timeline, and puts back on open; whether there are unsaved changes; and the autosave to a
// recovery copy, 30 seconds after a change, that the next start offers back after a crash.

#include "session.h"

#include <QLockFile>
#include <QObject>
#include <QTimer>

#include <memory>

namespace inflight {

class Comparison;
class Playback;
class ScenarioDocument;
class LessonSession;
class PracticeSession;

struct RecoveryCopy {
    QString path;
    /// The session file it was the unsaved state of; empty for a session never saved.
    QString origin;
    QString title;
    qint64 savedAtMs = 0;
};

class SessionController : public QObject {
    Q_OBJECT

public:
    SessionController(ScenarioDocument *document, Playback *playback, LessonSession *lesson,
                      QObject *parent = nullptr);
    ~SessionController() override;

    /// Everything the window shows that a session keeps.
    Session capture() const;
    /// Puts the window where the session was. Returns false with `error` when its scenario or
    /// lesson cannot be loaded (nothing changes then). `warning` says what differs from when it
    /// was saved: another engine's run (the digest), a newer lesson, an edit that no longer
    /// applies.
    bool apply(const Session &session, QString *error, QString *warning);

    /// The practice a session keeps (Lessons > Practice…); set once by the window.
    void setPractice(PracticeSession *practice);
    /// The comparison a session keeps (View > Compare with...); set once by the window.
    void setComparison(Comparison *comparison);
    /// Compares the run with the original (before its edits) or with a file's run, and keeps
    /// that in the session. On a problem returns false, sets `error` and changes nothing.
    bool compareWith(const SessionComparison &comparison, QString *error);

    /// The session file; empty for a session not saved yet.
    QString path() const { return m_path; }
    bool readOnly() const { return m_readOnly; }
    void setPath(const QString &path, bool readOnly);
    bool isModified() const;
    /// After a save or an open: nothing unsaved.
    void markClean();
    /// A change the undo history does not see (a note, a lesson answer).
    void markModified();

    /// The name a window title and a first Save As use ("lesson-prep", "Double-charged order").
    QString displayName() const;

    // Autosave.
    void setRecoveryFolder(const QString &folder);
    QString recoveryFolder() const { return m_recoveryFolder; }
    /// This window's recovery copy (it exists only while there are unsaved changes).
    QString recoveryPath() const;
    void setAutosaveIntervalMs(int ms);
    /// Writes the recovery copy now. Returns the error, empty on success.
    QString writeRecovery();
    /// The work is saved or thrown away: no copy to offer after a crash.
    void discardRecovery();
    /// Recovery copies left by an Inflight that did not close properly (their lock is free),
    /// newest first.
    static std::vector<RecoveryCopy> orphanedRecoveries(const QString &folder);
    /// Removes a recovery copy and what goes with it.
    static void removeRecovery(const QString &path);
    static QString defaultRecoveryFolder();

signals:
    void modifiedChanged(bool modified);
    void pathChanged(const QString &path);
    /// The recovery copy was written.
    void autosaved(const QString &path);

private:
    void changed();
    void updateModified();

    ScenarioDocument *m_document;
    Playback *m_playback;
    LessonSession *m_lesson;
    QString m_path;
    bool m_readOnly = false;
    /// Changes outside the undo history since the last save.
    bool m_dirty = false;
    bool m_modified = false;
    Comparison *m_comparison = nullptr;
    PracticeSession *m_practice = nullptr;
    /// What the active comparison is, for saving (unset: none, or a lesson step's own).
    std::optional<SessionComparison> m_compared;
    /// Applying a session: its own changes are not the user's.
    bool m_applying = false;
    QString m_recoveryFolder;
    std::unique_ptr<QLockFile> m_recoveryLock;
    QTimer m_autosave;
};

} // namespace inflight
