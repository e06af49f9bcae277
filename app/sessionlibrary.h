// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The per-user library: the sessions opened recently and lesson progress across sessions, in an
// SQLite database in the user's application data folder. It is a convenience: when it cannot be
// opened (damaged, from a newer version, a read-only home) Inflight says so once, keeps it as it
// is, and works without it for this run.

#include "lessonprogress.h"
#include "practicescheduler.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace inflight {

struct RecentSession {
    QString path;
    /// The scenario's or lesson's title when it was saved or opened.
    QString title;
};

class SessionLibrary : public LessonProgressStore, public practice::PracticeStore {
    // Not a QObject; its sentences still need one context that lupdate and the run agree on.
    Q_DECLARE_TR_FUNCTIONS(inflight::SessionLibrary)

public:
    /// The format of the library database this build reads and writes.
    /// 2 added practice: each topic's Leitner box and score, and the streak.
    static constexpr int formatVersion = 2;
    /// How many recent sessions the File menu lists.
    static constexpr int recentLimit = 10;

    /// Opens (or creates) the library at `path`. On a problem the library works in memory and
    /// error() says why; the file is left as it is.
    explicit SessionLibrary(const QString &path);
    ~SessionLibrary() override;
    SessionLibrary(const SessionLibrary &) = delete;
    SessionLibrary &operator=(const SessionLibrary &) = delete;

    /// The default place: <AppDataLocation>/library.sqlite.
    static QString defaultPath();

    QString path() const { return m_path; }
    /// Why the file could not be used; empty when it is in use.
    QString error() const { return m_error; }

    /// A session was opened or saved: it goes to the top of the recent list.
    void noteSession(const QString &path, const QString &title);
    void forgetSession(const QString &path);
    /// Newest first, at most recentLimit.
    std::vector<RecentSession> recentSessions() const;

    LessonProgress progress(const std::string &id) const override;
    void record(const std::string &id, const LessonProgress &progress) override;

    /// The practice scheduler's state: each topic's box and score, the clock and the streak.
    practice::SchedulerState practiceState() const override;
    void recordPractice(const practice::SchedulerState &state) override;

private:
    bool open(const QString &file);
    /// Brings a library of an older format up to this one (tables added, none changed).
    bool migrate(int from);
    void importSettingsProgress();

    QString m_path;
    QString m_connection;
    QString m_error;
    /// Orders the recent list without reading the wall clock into anything but this order.
    qint64 m_lastStamp = 0;
};

} // namespace inflight
