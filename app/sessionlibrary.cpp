// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionlibrary.h"

#include "settingskeys.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include <algorithm>
#include <atomic>

namespace inflight {

namespace {

constexpr int libraryApplicationId = 0x49464C42; // "IFLB"

/// Format 2: practice. One row per topic answered (its Leitner box and score) and one for the
/// scheduler's clock and the streak.
QStringList practiceSchema()
{
    return {
        QStringLiteral("CREATE TABLE practice_topic(topic TEXT PRIMARY KEY, box INTEGER NOT NULL, "
                       "right_count INTEGER NOT NULL, wrong_count INTEGER NOT NULL, "
                       "last_answered INTEGER NOT NULL)"),
        QStringLiteral("CREATE TABLE practice_summary(id INTEGER PRIMARY KEY CHECK (id = 1), "
                       "clock INTEGER NOT NULL, streak INTEGER NOT NULL, "
                       "best_streak INTEGER NOT NULL)"),
    };
}

} // namespace

SessionLibrary::SessionLibrary(const QString &path) : m_path(path)
{
    static std::atomic<int> counter{0};
    m_connection = QStringLiteral("inflight-library-%1").arg(counter.fetch_add(1));
    if (!open(path)) {
        // Keep working for this run, in memory; the file stays as it is for the user to look at.
        {
            QSqlDatabase db = QSqlDatabase::database(m_connection, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_connection);
        open(QStringLiteral(":memory:"));
    }
}

SessionLibrary::~SessionLibrary()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QString SessionLibrary::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/library.sqlite");
}

bool SessionLibrary::open(const QString &file)
{
    const bool memory = file == QLatin1String(":memory:");
    const bool existed = !memory && QFileInfo::exists(file);
    if (!memory && !QDir().mkpath(QFileInfo(file).absolutePath())) {
        m_error = tr("the folder %1 cannot be created").arg(QFileInfo(file).absolutePath());
        return false;
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(file);
    // Two windows of Inflight may share the library: wait for each other briefly.
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=2000"));
    if (!db.open()) {
        m_error = db.lastError().text();
        return false;
    }
    QSqlQuery q(db);
    if (existed) {
        if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next()) {
            m_error = tr("%1 is not a library (%2)").arg(file, q.lastError().text());
            return false;
        }
        if (q.value(0).toInt() != libraryApplicationId) {
            m_error = tr("%1 is not Inflight's library").arg(file);
            return false;
        }
        if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next() ||
            q.value(0).toString() != QLatin1String("ok")) {
            m_error = tr("%1 is damaged").arg(file);
            return false;
        }
        if (!q.exec(QStringLiteral("SELECT version FROM schema_version")) || !q.next()) {
            m_error = tr("%1 has no format version").arg(file);
            return false;
        }
        const int version = q.value(0).toInt();
        if (version > formatVersion) {
            m_error = tr("%1 is from a newer Inflight (format %2)").arg(file).arg(version);
            return false;
        }
        if (version < formatVersion && !migrate(version)) {
            m_error = tr("%1 cannot be brought up to date (%2)").arg(file, m_error);
            return false;
        }
    }
    if (!memory)
        q.exec(QStringLiteral("PRAGMA journal_mode = WAL"));
    if (!existed) {
        QStringList schema = {
            QStringLiteral("PRAGMA application_id = %1").arg(libraryApplicationId),
            QStringLiteral("CREATE TABLE schema_version(version INTEGER NOT NULL)"),
            QStringLiteral("INSERT INTO schema_version VALUES (%1)").arg(formatVersion),
            QStringLiteral("CREATE TABLE recent_session(path TEXT PRIMARY KEY, title TEXT, "
                           "stamp INTEGER NOT NULL)"),
            QStringLiteral("CREATE TABLE lesson_progress(lesson_id TEXT PRIMARY KEY, furthest "
                           "INTEGER NOT NULL, steps INTEGER NOT NULL, solved INTEGER NOT NULL)"),
        };
        schema += practiceSchema();
        db.transaction();
        for (const QString &statement : schema) {
            if (!q.exec(statement)) {
                m_error = q.lastError().text();
                db.rollback();
                return false;
            }
        }
        db.commit();
        if (!memory)
            importSettingsProgress();
    }
    if (q.exec(QStringLiteral("SELECT MAX(stamp) FROM recent_session")) && q.next())
        m_lastStamp = q.value(0).toLongLong();
    return true;
}

bool SessionLibrary::migrate(int from)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    QStringList steps;
    if (from < 2)
        steps += practiceSchema();
    steps << QStringLiteral("UPDATE schema_version SET version = %1").arg(formatVersion);
    db.transaction();
    for (const QString &statement : steps) {
        if (!q.exec(statement)) {
            m_error = q.lastError().text();
            db.rollback();
            return false;
        }
    }
    return db.commit();
}

practice::SchedulerState SessionLibrary::practiceState() const
{
    practice::SchedulerState state;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    if (q.exec(QStringLiteral("SELECT topic, box, right_count, wrong_count, last_answered FROM "
                              "practice_topic"))) {
        while (q.next()) {
            const auto topic = practice::topicFromId(q.value(0).toString().toStdString());
            if (!topic)
                continue; // a topic a later version added
            practice::TopicRecord &r = state.topics[static_cast<std::size_t>(*topic)];
            r.box = std::clamp(q.value(1).toInt(), 1, practice::boxCount);
            r.right = std::max(0, q.value(2).toInt());
            r.wrong = std::max(0, q.value(3).toInt());
            r.lastAnswered = std::max(-1, q.value(4).toInt());
        }
    }
    if (q.exec(QStringLiteral("SELECT clock, streak, best_streak FROM practice_summary")) &&
        q.next()) {
        state.answered = std::max(0, q.value(0).toInt());
        state.streak = std::max(0, q.value(1).toInt());
        state.bestStreak = std::max(0, q.value(2).toInt());
    }
    return state;
}

void SessionLibrary::recordPractice(const practice::SchedulerState &state)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    db.transaction();
    QSqlQuery q(db);
    // The state as it is now: rows of topics a later version added stay.
    for (const practice::TopicInfo &info : practice::topics()) {
        q.prepare(QStringLiteral("DELETE FROM practice_topic WHERE topic = ?"));
        q.addBindValue(QString::fromLatin1(info.id));
        q.exec();
    }
    q.prepare(QStringLiteral("INSERT INTO practice_topic(topic, box, right_count, wrong_count, "
                             "last_answered) VALUES (?, ?, ?, ?, ?)"));
    for (const practice::TopicInfo &info : practice::topics()) {
        const practice::TopicRecord &r = state.topics[static_cast<std::size_t>(info.topic)];
        if (r == practice::TopicRecord{})
            continue; // never answered: nothing to keep
        q.addBindValue(QString::fromLatin1(info.id));
        q.addBindValue(r.box);
        q.addBindValue(r.right);
        q.addBindValue(r.wrong);
        q.addBindValue(r.lastAnswered);
        q.exec();
    }
    q.prepare(QStringLiteral("INSERT INTO practice_summary(id, clock, streak, best_streak) VALUES "
                             "(1, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET clock = excluded.clock, "
                             "streak = excluded.streak, best_streak = excluded.best_streak"));
    q.addBindValue(state.answered);
    q.addBindValue(state.streak);
    q.addBindValue(state.bestStreak);
    q.exec();
    db.commit();
}

void SessionLibrary::importSettingsProgress()
{
    // Progress from before the library existed was kept in QSettings: bring it over once.
    QSettings settings;
    settings.beginGroup(settingskeys::lessonsGroup);
    for (const QString &id : settings.childGroups()) {
        LessonProgress progress;
        progress.furthest =
            settings.value(id + QLatin1Char('/') + settingskeys::lessonFurthest, -1).toInt();
        progress.steps =
            settings.value(id + QLatin1Char('/') + settingskeys::lessonSteps, 0).toInt();
        progress.solved =
            settings.value(id + QLatin1Char('/') + settingskeys::lessonSolved, false).toBool();
        record(id.toStdString(), progress);
    }
}

void SessionLibrary::noteSession(const QString &path, const QString &title)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    // A stamp that only grows: the wall clock orders the list, and a clock set back does not
    // reorder it.
    m_lastStamp = std::max(m_lastStamp + 1, QDateTime::currentMSecsSinceEpoch());
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO recent_session(path, title, stamp) VALUES (?, ?, ?) "
                             "ON CONFLICT(path) DO UPDATE SET title = excluded.title, "
                             "stamp = excluded.stamp"));
    q.addBindValue(QFileInfo(path).absoluteFilePath());
    q.addBindValue(title);
    q.addBindValue(m_lastStamp);
    q.exec();
    q.exec(QStringLiteral("DELETE FROM recent_session WHERE path NOT IN (SELECT path FROM "
                          "recent_session ORDER BY stamp DESC LIMIT %1)")
               .arg(recentLimit));
}

void SessionLibrary::forgetSession(const QString &path)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("DELETE FROM recent_session WHERE path = ?"));
    q.addBindValue(QFileInfo(path).absoluteFilePath());
    q.exec();
}

std::vector<RecentSession> SessionLibrary::recentSessions() const
{
    std::vector<RecentSession> result;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT path, title FROM recent_session ORDER BY stamp DESC "
                               "LIMIT %1")
                    .arg(recentLimit)))
        return result;
    while (q.next())
        result.push_back({q.value(0).toString(), q.value(1).toString()});
    return result;
}

LessonProgress SessionLibrary::progress(const std::string &id) const
{
    LessonProgress progress;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(
        QStringLiteral("SELECT furthest, steps, solved FROM lesson_progress WHERE lesson_id = ?"));
    q.addBindValue(QString::fromStdString(id));
    if (q.exec() && q.next()) {
        progress.furthest = q.value(0).toInt();
        progress.steps = q.value(1).toInt();
        progress.solved = q.value(2).toInt() != 0;
    }
    return progress;
}

void SessionLibrary::record(const std::string &id, const LessonProgress &progress)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral(
        "INSERT INTO lesson_progress(lesson_id, furthest, steps, solved) VALUES (?, ?, ?, ?) "
        "ON CONFLICT(lesson_id) DO UPDATE SET furthest = MAX(furthest, excluded.furthest), "
        "steps = excluded.steps, solved = MAX(solved, excluded.solved)"));
    q.addBindValue(QString::fromStdString(id));
    q.addBindValue(progress.furthest);
    q.addBindValue(progress.steps);
    q.addBindValue(progress.solved ? 1 : 0);
    q.exec();
}

} // namespace inflight
