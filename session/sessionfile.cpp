// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QTemporaryDir>
#include <QVariant>

#include <atomic>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

namespace inflight {

namespace {

// SQLite's primary result codes that deserve their own sentence.
constexpr int sqliteCorrupt = 11;
constexpr int sqliteFull = 13;
constexpr int sqliteNotADatabase = 26;

/// The file's sentences are the "Session" context's, as in the rest of the session code;
/// declared so that lupdate files them under that context too.
struct SessionText {
    Q_DECLARE_TR_FUNCTIONS(Session)
};

QString nativePath(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

int primaryCode(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? (code & 0xff) : 0;
}

/// One Qt SQL connection of its own, closed and removed when it goes out of scope. Queries must
/// not outlive it.
class Connection {
public:
    Connection(const QString &file, bool readOnly)
    {
        static std::atomic<int> counter{0};
        m_name = QStringLiteral("inflight-session-%1").arg(counter.fetch_add(1));
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(file);
        if (readOnly)
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    }
    ~Connection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }

private:
    QString m_name;
};

/// Thrown inside a save or a load to leave with a sentence; caught at the function's boundary.
struct Failure {
    QString message;
    int sqliteCode = 0;
};

void exec(QSqlQuery &query)
{
    if (!query.exec())
        throw Failure{query.lastError().text(), primaryCode(query.lastError())};
}

void exec(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    if (!query.exec(sql))
        throw Failure{query.lastError().text(), primaryCode(query.lastError())};
}

QSqlQuery prepare(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    if (!query.prepare(sql))
        throw Failure{query.lastError().text(), primaryCode(query.lastError())};
    return query;
}

/// Runs each statement of a schema step (QSQLITE runs one statement per exec).
void execScript(const QSqlDatabase &db, const QString &script)
{
    for (const QString &statement : script.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        if (!statement.trimmed().isEmpty())
            exec(db, statement);
    }
}

const char *sourceName(Session::Source source)
{
    switch (source) {
    case Session::Source::Lesson:
        return "lesson";
    case Session::Source::Recording:
        return "recording";
    case Session::Source::Scenario:
        break;
    }
    return "scenario";
}

const char *selectionName(Selection::Kind kind)
{
    switch (kind) {
    case Selection::Kind::Message:
        return "message";
    case Selection::Kind::Worker:
        return "worker";
    case Selection::Kind::None:
        break;
    }
    return "none";
}

void syncFile(const QString &path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY);
    if (fd < 0)
        return;
    ::fsync(fd);
    ::close(fd);
}

void removeWithCompanions(const QString &file)
{
    for (const char *suffix : {"", "-journal", "-wal", "-shm"})
        QFile::remove(file + QLatin1String(suffix));
}

/// Whether the user means the file to be written: the write permission bits, not only access(),
/// which says yes to root for any file.
bool writableFile(const QFileInfo &info)
{
    if (!info.isWritable())
        return false;
    const QFileDevice::Permissions p = info.permissions();
    if (info.ownerId() == ::geteuid())
        return p.testFlag(QFileDevice::WriteOwner);
    return p & (QFileDevice::WriteOwner | QFileDevice::WriteGroup | QFileDevice::WriteOther);
}

void writePractice(QSqlDatabase &db, const PracticeState &p)
{
    {
        QSqlQuery q = prepare(
            db, QStringLiteral("INSERT INTO practice(id, seed, topics, level, question_topic, "
                               "question_level, question_seed, answered, given, clock, streak, "
                               "best_streak) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        // Seeds are 64-bit unsigned: kept as the signed integer of the same bits.
        q.addBindValue(static_cast<qint64>(p.seed));
        // Not NULL when none is picked (mixed).
        q.addBindValue(p.topics.isEmpty() ? QStringLiteral("") : p.topics.join(QLatin1Char(',')));
        q.addBindValue(p.level);
        q.addBindValue(p.questionTopic);
        q.addBindValue(p.questionLevel);
        q.addBindValue(static_cast<qint64>(p.questionSeed));
        q.addBindValue(p.answered ? 1 : 0);
        q.addBindValue(p.given);
        q.addBindValue(p.clock);
        q.addBindValue(p.streak);
        q.addBindValue(p.bestStreak);
        exec(q);
    }
    QSqlQuery q = prepare(db, QStringLiteral("INSERT INTO practice_topic(position, topic, box, "
                                             "right_count, wrong_count, last_answered) VALUES "
                                             "(?, ?, ?, ?, ?, ?)"));
    for (std::size_t i = 0; i < p.boxes.size(); ++i) {
        const PracticeTopicState &t = p.boxes[i];
        q.addBindValue(static_cast<qint64>(i));
        q.addBindValue(t.topic);
        q.addBindValue(t.box);
        q.addBindValue(t.right);
        q.addBindValue(t.wrong);
        q.addBindValue(t.lastAnswered);
        exec(q);
    }
}

void writeDatabase(const Session &s, const QString &file, const SessionSaveOptions &options)
{
    Connection connection(file, false);
    QSqlDatabase db = connection.db();
    if (!db.open())
        throw Failure{db.lastError().text(), primaryCode(db.lastError())};
    exec(db, QStringLiteral("PRAGMA application_id = %1").arg(sessionApplicationId));
    exec(db, QStringLiteral("PRAGMA journal_mode = WAL"));
    exec(db, QStringLiteral("PRAGMA synchronous = FULL"));
    if (options.maxPageCount > 0)
        exec(db, QStringLiteral("PRAGMA max_page_count = %1").arg(options.maxPageCount));
    if (!db.transaction())
        throw Failure{db.lastError().text(), primaryCode(db.lastError())};
    try {
        // A new file is built by the same steps that migrate an old one, so every migration runs
        // on every save.
        for (int version = 1; version <= sessionFormatVersion; ++version)
            execScript(db, sessionSchemaStep(version));
        {
            QSqlQuery q =
                prepare(db, QStringLiteral("INSERT INTO schema_version(version) VALUES (?)"));
            q.addBindValue(sessionFormatVersion);
            exec(q);
        }
        {
            QSqlQuery q = prepare(
                db, QStringLiteral(
                        "INSERT INTO session(id, source, scenario_path, scenario_text, lesson_id, "
                        "lesson_version, edits_applied, playhead_ms, view_from_ms, view_to_ms, "
                        "selection_kind, selection_message, selection_worker, run_digest, "
                        "engine_version, playhead_sequence) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                        "?, ?, ?, ?, ?, ?)"));
            q.addBindValue(QString::fromLatin1(sourceName(s.source)));
            q.addBindValue(s.scenarioPath);
            q.addBindValue(s.scenarioText);
            q.addBindValue(s.lessonId);
            q.addBindValue(s.lessonVersion);
            q.addBindValue(s.editsApplied);
            q.addBindValue(static_cast<qint64>(s.playheadMs));
            q.addBindValue(s.viewFromMs);
            q.addBindValue(s.viewToMs);
            q.addBindValue(QString::fromLatin1(selectionName(s.selection.kind)));
            q.addBindValue(static_cast<qint64>(s.selection.message));
            q.addBindValue(static_cast<qint64>(s.selection.worker));
            q.addBindValue(s.runDigest);
            q.addBindValue(s.engineVersion);
            q.addBindValue(static_cast<qint64>(s.playheadSequence));
            exec(q);
        }
        if (s.comparison) {
            const SessionComparison &c = *s.comparison;
            QSqlQuery q = prepare(db, QStringLiteral("INSERT INTO comparison(id, kind, name, "
                                                     "scenario_text, lesson_id, edits) VALUES "
                                                     "(1, ?, ?, ?, ?, ?)"));
            q.addBindValue(c.kind == SessionComparison::Kind::Original ? QStringLiteral("original")
                                                                       : QStringLiteral("file"));
            q.addBindValue(c.name);
            q.addBindValue(c.scenarioText);
            q.addBindValue(c.lessonId);
            QStringList edits;
            for (const SessionEdit &edit : c.edits)
                edits << QStringLiteral("%1=%2")
                             .arg(QString::fromLatin1(
                                 whatIfName(edit.parameter).data(),
                                 static_cast<qsizetype>(whatIfName(edit.parameter).size())))
                             .arg(edit.value, 0, 'g', 17);
            q.addBindValue(edits.join(QLatin1Char('\n')));
            exec(q);
        }
        {
            QSqlQuery q = prepare(
                db,
                QStringLiteral("INSERT INTO edit(position, parameter, value) VALUES (?, ?, ?)"));
            for (std::size_t i = 0; i < s.edits.size(); ++i) {
                q.addBindValue(static_cast<qint64>(i));
                q.addBindValue(QString::fromLatin1(
                    whatIfName(s.edits[i].parameter).data(),
                    static_cast<qsizetype>(whatIfName(s.edits[i].parameter).size())));
                q.addBindValue(s.edits[i].value);
                exec(q);
            }
        }
        {
            QSqlQuery q = prepare(db, QStringLiteral("INSERT INTO lesson_progress(id, position, "
                                                     "furthest, hints_shown, solved) VALUES (1, ?, "
                                                     "?, ?, ?)"));
            q.addBindValue(s.lesson.position);
            q.addBindValue(s.lesson.furthest);
            q.addBindValue(s.lesson.hintsShown);
            q.addBindValue(s.lesson.solved ? 1 : 0);
            exec(q);
        }
        {
            QSqlQuery q = prepare(db, QStringLiteral("INSERT INTO answer(position, step, answer, "
                                                     "is_right) VALUES (?, ?, ?, ?)"));
            for (std::size_t i = 0; i < s.lesson.answers.size(); ++i) {
                const LessonAnswer &a = s.lesson.answers[i];
                q.addBindValue(static_cast<qint64>(i));
                q.addBindValue(a.step);
                q.addBindValue(a.answer);
                q.addBindValue(a.right ? 1 : 0);
                exec(q);
            }
        }
        {
            QSqlQuery q = prepare(db, QStringLiteral("INSERT INTO challenge_attempt(position, "
                                                     "parameters, passed, report) VALUES (?, ?, "
                                                     "?, ?)"));
            for (std::size_t i = 0; i < s.lesson.attempts.size(); ++i) {
                const ChallengeAttempt &a = s.lesson.attempts[i];
                q.addBindValue(static_cast<qint64>(i));
                q.addBindValue(a.parameters);
                q.addBindValue(a.passed ? 1 : 0);
                q.addBindValue(a.report);
                exec(q);
            }
        }
        {
            QSqlQuery q = prepare(db, QStringLiteral("INSERT INTO annotation(position, anchor, "
                                                     "time_ms, sequence, message, text) VALUES "
                                                     "(?, ?, ?, ?, ?, ?)"));
            for (std::size_t i = 0; i < s.annotations.size(); ++i) {
                const Annotation &a = s.annotations[i];
                q.addBindValue(static_cast<qint64>(i));
                q.addBindValue(QString::fromLatin1(annotationAnchorName(a.anchor)));
                q.addBindValue(static_cast<qint64>(a.timeMs));
                q.addBindValue(static_cast<qint64>(a.sequence));
                q.addBindValue(static_cast<qint64>(a.message));
                q.addBindValue(a.text);
                exec(q);
            }
        }
        if (s.practice)
            writePractice(db, *s.practice);
        if (!db.commit())
            throw Failure{db.lastError().text(), primaryCode(db.lastError())};
    } catch (...) {
        db.rollback();
        throw;
    }
    // The file leaves as one self-contained file: the write-ahead log is folded in, and the
    // rollback journal mode is restored so that the session opens on read-only media (a WAL file
    // needs its -shm beside it), as when a teacher opens it from a USB stick.
    exec(db, QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    exec(db, QStringLiteral("PRAGMA journal_mode = DELETE"));
}

QString saveFailure(const QString &path, const Failure &failure)
{
    if (failure.sqliteCode == sqliteFull)
        return QCoreApplication::translate(
                   "Session", "%1 could not be saved: the disk is full. The file there was not "
                              "changed; free some space and save again.")
            .arg(nativePath(path));
    return QCoreApplication::translate("Session",
                                       "%1 could not be saved: %2. The file there was not changed.")
        .arg(nativePath(path), failure.message);
}

// Reading.

QString damaged(const QString &path, const QString &what)
{
    return QCoreApplication::translate("Session", "%1 is damaged: %2. The file was not changed.")
        .arg(nativePath(path), what);
}

void migrate(QSqlDatabase db, int from)
{
    if (!db.transaction())
        throw Failure{db.lastError().text(), primaryCode(db.lastError())};
    for (int version = from + 1; version <= sessionFormatVersion; ++version)
        execScript(db, sessionSchemaStep(version));
    exec(db, QStringLiteral("UPDATE schema_version SET version = %1").arg(sessionFormatVersion));
    if (!db.commit())
        throw Failure{db.lastError().text(), primaryCode(db.lastError())};
}

/// Damage found in one of the file's tables, named by table and row.
Failure badRow(const QString &path, const QString &what)
{
    return Failure{damaged(path, what), -1};
}

/// Runs a SELECT over one of the file's tables; when SQLite cannot read the table, says so with
/// `unreadable`, whose %1 is SQLite's reason.
QSqlQuery selectRows(const QSqlDatabase &db, const QString &path, const QString &sql,
                     const QString &unreadable)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(sql))
        throw badRow(path, unreadable.arg(q.lastError().databaseText()));
    return q;
}

/// The session table's one row: where the run comes from, the playhead, the timeline's window,
/// the selection and the digest of the run.
void readSessionRow(const QSqlDatabase &db, const QString &path, Session &s)
{
    QSqlQuery q = selectRows(
        db, path,
        QStringLiteral("SELECT source, scenario_path, scenario_text, lesson_id, lesson_version, "
                       "edits_applied, playhead_ms, view_from_ms, view_to_ms, selection_kind, "
                       "selection_message, selection_worker, run_digest, engine_version, "
                       "playhead_sequence FROM session"),
        SessionText::tr("its session table cannot be read (%1)"));
    if (!q.next())
        throw badRow(path, SessionText::tr("it has no session row"));
    const QString source = q.value(0).toString();
    if (source == QLatin1String("scenario"))
        s.source = Session::Source::Scenario;
    else if (source == QLatin1String("lesson"))
        s.source = Session::Source::Lesson;
    else if (source == QLatin1String("recording"))
        s.source = Session::Source::Recording;
    else
        throw badRow(path, SessionText::tr("the session's source is \"%1\", not scenario, lesson "
                                           "or recording")
                               .arg(source));
    s.scenarioPath = q.value(1).toString();
    s.scenarioText = q.value(2).toByteArray();
    s.lessonId = q.value(3).toString();
    s.lessonVersion = q.value(4).toInt();
    s.editsApplied = q.value(5).toInt();
    s.playheadMs = q.value(6).toLongLong();
    s.viewFromMs = q.value(7).toDouble();
    s.viewToMs = q.value(8).toDouble();
    const QString kind = q.value(9).toString();
    if (kind == QLatin1String("message"))
        s.selection.kind = Selection::Kind::Message;
    else if (kind == QLatin1String("worker"))
        s.selection.kind = Selection::Kind::Worker;
    else if (kind != QLatin1String("none"))
        throw badRow(path, SessionText::tr("the selection is \"%1\"").arg(kind));
    s.selection.message = static_cast<MessageNumber>(q.value(10).toLongLong());
    s.selection.worker = static_cast<ActorId>(q.value(11).toLongLong());
    s.runDigest = q.value(12).toString();
    s.engineVersion = q.value(13).toString();
    s.playheadSequence = q.value(14).toLongLong();
    if (s.playheadSequence < -1)
        throw badRow(path, SessionText::tr("the playhead is on event %1").arg(s.playheadSequence));
    if (s.source == Session::Source::Scenario && s.scenarioText.isEmpty())
        throw badRow(path, SessionText::tr("the session has no scenario"));
    if (s.source == Session::Source::Recording && s.scenarioText.isEmpty())
        throw badRow(path, SessionText::tr("the session has no recording"));
    if (s.source == Session::Source::Lesson && s.lessonId.isEmpty())
        throw badRow(path, SessionText::tr("the session names no lesson"));
    // Times are checked against the longest run as they enter, so that nothing later (the export's
    // axis, the playhead's arithmetic) meets a time of a thousand years.
    const double longestMs = longestTimeSeconds * 1000;
    if (s.playheadMs < 0 || double(s.playheadMs) > longestMs)
        throw badRow(path, SessionText::tr("the playhead is at %1 ms, not a time from 0 to %2 ms "
                                           "(15 days)")
                               .arg(s.playheadMs)
                               .arg(longestMs, 0, 'f', 0));
    if (!(s.viewFromMs >= 0 && s.viewFromMs <= s.viewToMs && s.viewToMs <= longestMs))
        throw badRow(path, SessionText::tr("the timeline's window %1 to %2 ms is not a window "
                                           "within 0 to %3 ms (15 days)")
                               .arg(s.viewFromMs)
                               .arg(s.viewToMs)
                               .arg(longestMs, 0, 'f', 0));
    if (q.next())
        throw badRow(path, SessionText::tr("it has more than one session row"));
}

/// The what-if edits in order; the session row said how many of them are applied.
void readEdits(const QSqlDatabase &db, const QString &path, Session &s)
{
    QSqlQuery q = selectRows(
        db, path, QStringLiteral("SELECT position, parameter, value FROM edit ORDER BY position"),
        SessionText::tr("its edit table cannot be read (%1)"));
    while (q.next()) {
        const QString name = q.value(1).toString();
        const auto parameter = whatIfFromName(name.toStdString());
        const double value = q.value(2).toDouble();
        if (!parameter)
            throw badRow(path, SessionText::tr("edit %1 names the unknown parameter \"%2\"")
                                   .arg(s.edits.size() + 1)
                                   .arg(name));
        if (!std::isfinite(value))
            throw badRow(path,
                         SessionText::tr("edit %1 has no numeric value").arg(s.edits.size() + 1));
        s.edits.push_back({*parameter, value});
    }
    if (s.editsApplied < 0 || s.editsApplied > static_cast<int>(s.edits.size()))
        throw badRow(path, SessionText::tr("%1 of its %2 edits are said to be applied")
                               .arg(s.editsApplied)
                               .arg(s.edits.size()));
}

/// Where the student is in the lesson: the step, the furthest step, the hints shown.
void readLessonProgress(const QSqlDatabase &db, const QString &path, Session &s)
{
    QSqlQuery q = selectRows(
        db, path,
        QStringLiteral("SELECT position, furthest, hints_shown, solved FROM lesson_progress"),
        SessionText::tr("its lesson progress cannot be read (%1)"));
    if (q.next()) {
        s.lesson.position = q.value(0).toInt();
        s.lesson.furthest = q.value(1).toInt();
        s.lesson.hintsShown = q.value(2).toInt();
        s.lesson.solved = q.value(3).toInt() != 0;
    }
    if (s.lesson.position < -1 || s.lesson.furthest < -1 || s.lesson.hintsShown < 0)
        throw badRow(path, SessionText::tr("its lesson progress has a negative step"));
}

/// The student's answers to the lesson's questions, in the order given.
void readAnswers(const QSqlDatabase &db, const QString &path, Session &s)
{
    QSqlQuery q = selectRows(
        db, path, QStringLiteral("SELECT step, answer, is_right FROM answer ORDER BY position"),
        SessionText::tr("its answers cannot be read (%1)"));
    while (q.next()) {
        LessonAnswer a{q.value(0).toInt(), q.value(1).toString(), q.value(2).toInt() != 0};
        if (a.step < 0)
            throw badRow(path, SessionText::tr("answer %1 is for step %2")
                                   .arg(s.lesson.answers.size() + 1)
                                   .arg(a.step));
        s.lesson.answers.push_back(std::move(a));
    }
}

/// The lesson challenge's attempts, in the order made.
void readChallengeAttempts(const QSqlDatabase &db, const QString &path, Session &s)
{
    QSqlQuery q = selectRows(
        db, path,
        QStringLiteral(
            "SELECT parameters, passed, report FROM challenge_attempt ORDER BY position"),
        SessionText::tr("its challenge attempts cannot be read (%1)"));
    while (q.next())
        s.lesson.attempts.push_back(
            {q.value(0).toString(), q.value(1).toInt() != 0, q.value(2).toString()});
}

/// The notes pinned to the run.
void readAnnotations(const QSqlDatabase &db, const QString &path, Session &s)
{
    QSqlQuery q = selectRows(db, path,
                             QStringLiteral("SELECT anchor, time_ms, sequence, message, text FROM "
                                            "annotation ORDER BY position"),
                             SessionText::tr("its notes cannot be read (%1)"));
    while (q.next()) {
        Annotation a;
        const QString anchor = q.value(0).toString();
        if (!annotationAnchorFromName(anchor, &a.anchor))
            throw badRow(path, SessionText::tr("note %1 is pinned to \"%2\"")
                                   .arg(s.annotations.size() + 1)
                                   .arg(anchor));
        a.timeMs = q.value(1).toLongLong();
        a.sequence = static_cast<std::uint64_t>(q.value(2).toLongLong());
        a.message = static_cast<MessageNumber>(q.value(3).toLongLong());
        a.text = q.value(4).toString();
        if (a.timeMs < 0)
            throw badRow(
                path,
                SessionText::tr("note %1 is at a negative time").arg(s.annotations.size() + 1));
        s.annotations.push_back(std::move(a));
    }
}

/// Reads every row, checking each value; a value out of its range is damage, named by table and
/// row.
/// The run the session is compared with, if any.
void readComparison(const QSqlDatabase &db, const QString &path, Session &s)
{
    QSqlQuery q = selectRows(
        db, path,
        QStringLiteral("SELECT kind, name, scenario_text, lesson_id, edits FROM comparison"),
        SessionText::tr("its comparison cannot be read (%1)"));
    if (!q.next())
        return;
    SessionComparison c;
    const QString kind = q.value(0).toString();
    if (kind == QLatin1String("original"))
        c.kind = SessionComparison::Kind::Original;
    else if (kind == QLatin1String("file"))
        c.kind = SessionComparison::Kind::File;
    else
        throw badRow(path,
                     SessionText::tr("its comparison is of the unknown kind \"%1\"").arg(kind));
    c.name = q.value(1).toString();
    c.scenarioText = q.value(2).toByteArray();
    c.lessonId = q.value(3).toString();
    const QStringList edits = q.value(4).toString().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &edit : edits) {
        const qsizetype equals = edit.indexOf(QLatin1Char('='));
        const auto parameter =
            whatIfFromName(edit.left(std::max<qsizetype>(equals, 0)).toStdString());
        bool ok = false;
        const double value = edit.mid(equals + 1).toDouble(&ok);
        if (!parameter || !ok || !std::isfinite(value))
            throw badRow(path, SessionText::tr("its comparison has the edit \"%1\", which is not "
                                               "parameter=number")
                                   .arg(edit));
        c.edits.push_back({*parameter, value});
    }
    if (c.kind == SessionComparison::Kind::File && c.scenarioText.isEmpty() && c.lessonId.isEmpty())
        throw badRow(path, SessionText::tr("its comparison names no scenario and no lesson"));
    s.comparison = c;
}

/// Practice, when the session was saved with the panel in use.
void readPractice(const QSqlDatabase &db, const QString &path, Session &s)
{
    QSqlQuery q =
        selectRows(db, path,
                   QStringLiteral("SELECT seed, topics, level, question_topic, question_level, "
                                  "question_seed, answered, given, clock, streak, best_streak "
                                  "FROM practice"),
                   SessionText::tr("its practice cannot be read (%1)"));
    if (!q.next())
        return;
    PracticeState p;
    p.seed = static_cast<quint64>(q.value(0).toLongLong());
    const QString topics = q.value(1).toString();
    if (!topics.isEmpty())
        p.topics = topics.split(QLatin1Char(','));
    p.level = q.value(2).toInt();
    p.questionTopic = q.value(3).toString();
    p.questionLevel = q.value(4).toInt();
    p.questionSeed = static_cast<quint64>(q.value(5).toLongLong());
    p.answered = q.value(6).toInt() != 0;
    p.given = q.value(7).toInt();
    p.clock = q.value(8).toInt();
    p.streak = q.value(9).toInt();
    p.bestStreak = q.value(10).toInt();
    if (p.level < 0 || p.level > 3 || p.questionLevel < 1 || p.questionLevel > 3 || p.clock < 0 ||
        p.streak < 0 || p.bestStreak < 0)
        throw badRow(path, SessionText::tr("its practice has a level or count out of range"));
    QSqlQuery t =
        selectRows(db, path,
                   QStringLiteral("SELECT topic, box, right_count, wrong_count, last_answered "
                                  "FROM practice_topic ORDER BY position"),
                   SessionText::tr("its practice scores cannot be read (%1)"));
    while (t.next()) {
        PracticeTopicState topic{t.value(0).toString(), t.value(1).toInt(), t.value(2).toInt(),
                                 t.value(3).toInt(), t.value(4).toInt()};
        if (topic.box < 1 || topic.right < 0 || topic.wrong < 0 || topic.lastAnswered < -1)
            throw badRow(
                path,
                SessionText::tr("its practice score for %1 is out of range").arg(topic.topic));
        p.boxes.push_back(std::move(topic));
    }
    s.practice = std::move(p);
}

Session readSession(const QSqlDatabase &db, const QString &path)
{
    Session s;
    readSessionRow(db, path, s);
    readEdits(db, path, s);
    readLessonProgress(db, path, s);
    readAnswers(db, path, s);
    readChallengeAttempts(db, path, s);
    readAnnotations(db, path, s);
    readComparison(db, path, s);
    readPractice(db, path, s);
    return s;
}

// Opening, step by step. Every step but the first throws a Failure whose message is the
// sentence the user reads.

/// The file's first bytes: there, readable, and the header of an SQLite database of full length.
/// Returns why not, or an empty string.
QString checkSessionHeader(const QString &path, const QFileInfo &info)
{
    if (!info.exists())
        return SessionText::tr("%1 does not exist.").arg(nativePath(path));
    if (info.isDir())
        return SessionText::tr("%1 is a folder, not a session file.").arg(nativePath(path));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return SessionText::tr("%1 cannot be read: %2.").arg(nativePath(path), file.errorString());
    const QByteArray header = file.read(100);
    file.close();
    if (header.isEmpty())
        return SessionText::tr("%1 is empty: it is not an Inflight session.").arg(nativePath(path));
    if (!header.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return SessionText::tr("%1 is not an Inflight session (it is not an SQLite database).")
            .arg(nativePath(path));
    if (header.size() < 100)
        return damaged(path,
                       SessionText::tr("it ends inside its header (%1 bytes)").arg(header.size()));
    return {};
}

/// The database is an Inflight session (its application id); returns its tables.
QStringList checkIsSession(const QSqlDatabase &db, const QString &path)
{
    int applicationId = 0;
    QStringList tables;
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next()) {
        const int code = primaryCode(q.lastError());
        throw Failure{code == sqliteNotADatabase || code == sqliteCorrupt
                          ? damaged(path, SessionText::tr("SQLite cannot read it (%1)")
                                              .arg(q.lastError().databaseText()))
                          : SessionText::tr("%1 cannot be opened: %2.")
                                .arg(nativePath(path), q.lastError().databaseText()),
                      -1};
    }
    applicationId = q.value(0).toInt();
    if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'")))
        throw Failure{damaged(path, SessionText::tr("its list of tables cannot be read (%1)")
                                        .arg(q.lastError().databaseText())),
                      -1};
    while (q.next())
        tables << q.value(0).toString();
    if (applicationId != sessionApplicationId)
        throw Failure{SessionText::tr("%1 is an SQLite database, but not an Inflight session.")
                          .arg(nativePath(path)),
                      -1};
    return tables;
}

/// SQLite's own check of every page and index.
void checkIntegrity(const QSqlDatabase &db, const QString &path)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA integrity_check")))
        throw Failure{damaged(path, q.lastError().databaseText()), -1};
    // One row per problem, a row may hold several lines, and a header line names the schema
    // ("*** in database main ***"): people get the count and the first.
    QStringList problems;
    while (q.next()) {
        for (const QString &line : q.value(0).toString().split(QLatin1Char('\n'))) {
            if (!line.trimmed().isEmpty() && !line.startsWith(QLatin1String("***")))
                problems << line.trimmed();
        }
    }
    if (problems != QStringList{QStringLiteral("ok")})
        throw Failure{
            damaged(path, problems.size() == 1
                              ? SessionText::tr("SQLite's integrity check found a problem (%1)")
                                    .arg(problems.first())
                              : SessionText::tr("SQLite's integrity check found %1 problems (the "
                                                "first: %2)")
                                    .arg(problems.size())
                                    .arg(problems.value(0))),
            -1};
}

/// The format version the file was saved in, from its schema_version table.
int readFormatVersion(const QSqlDatabase &db, const QString &path, const QStringList &tables)
{
    if (!tables.contains(QStringLiteral("schema_version")))
        throw Failure{damaged(path, SessionText::tr("it has no schema_version table")), -1};
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT version FROM schema_version")) || !q.next())
        throw Failure{damaged(path, SessionText::tr("its format version cannot be read")), -1};
    return q.value(0).toInt();
}

/// A format this version reads: not newer than its own, not below the first.
void checkFormatVersion(const QString &path, int version)
{
    if (version > sessionFormatVersion) {
        throw Failure{SessionText::tr(
                          "%1 was saved by a newer Inflight (session format %2; this version reads "
                          "formats 1 to %3). It was not changed; open it with a newer Inflight.")
                          .arg(nativePath(path))
                          .arg(version)
                          .arg(sessionFormatVersion),
                      -1};
    }
    if (version < 1)
        throw Failure{damaged(path, SessionText::tr("its format version is %1").arg(version)), -1};
}

/// An older format: migrates a private copy and reads that, so that the file itself stays as it
/// was until the user saves.
Session readMigratedCopy(const QString &path, int version)
{
    const QTemporaryDir copyFolder;
    const QString copy = copyFolder.filePath(QStringLiteral("migrating.inflight"));
    if (!copyFolder.isValid() || !QFile::copy(path, copy))
        throw Failure{
            SessionText::tr("%1 is in session format %2 and could not be copied to be brought up "
                            "to date.")
                .arg(nativePath(path))
                .arg(version),
            -1};
    QFile::setPermissions(copy, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    Connection connection(copy, false);
    QSqlDatabase db = connection.db();
    if (!db.open())
        throw Failure{db.lastError().text(), -1};
    try {
        migrate(db, version);
    } catch (const Failure &failure) {
        throw Failure{damaged(path, SessionText::tr("it cannot be brought up from format %1 (%2)")
                                        .arg(version)
                                        .arg(failure.message)),
                      -1};
    }
    return readSession(db, path);
}

} // namespace

QString sessionSchemaStep(int version)
{
    switch (version) {
    case 1:
        return QStringLiteral(
            "CREATE TABLE schema_version(version INTEGER NOT NULL);"
            "CREATE TABLE session(id INTEGER PRIMARY KEY CHECK (id = 1), source TEXT NOT NULL, "
            "scenario_path TEXT, scenario_text BLOB, lesson_id TEXT, lesson_version INTEGER, "
            "edits_applied INTEGER NOT NULL, playhead_ms INTEGER NOT NULL, view_from_ms REAL, "
            "view_to_ms REAL, selection_kind TEXT NOT NULL, selection_message INTEGER, "
            "selection_worker INTEGER, run_digest TEXT, engine_version TEXT);"
            "CREATE TABLE edit(position INTEGER PRIMARY KEY, parameter TEXT NOT NULL, "
            "value REAL NOT NULL);"
            "CREATE TABLE lesson_progress(id INTEGER PRIMARY KEY CHECK (id = 1), "
            "position INTEGER NOT NULL, furthest INTEGER NOT NULL, hints_shown INTEGER NOT NULL, "
            "solved INTEGER NOT NULL);"
            "CREATE TABLE answer(position INTEGER PRIMARY KEY, step INTEGER NOT NULL, "
            "answer TEXT NOT NULL, is_right INTEGER NOT NULL);"
            "CREATE TABLE challenge_attempt(position INTEGER PRIMARY KEY, parameters TEXT, "
            "passed INTEGER NOT NULL, report TEXT)");
    case 2:
        // Notes pinned to the run; the event the playhead is on among simultaneous ones.
        return QStringLiteral(
            "CREATE TABLE annotation(position INTEGER PRIMARY KEY, anchor TEXT NOT NULL, "
            "time_ms INTEGER NOT NULL, sequence INTEGER, message INTEGER, text TEXT NOT NULL);"
            "ALTER TABLE session ADD COLUMN playhead_sequence INTEGER NOT NULL DEFAULT -1");
    case 3:
        // The run the session is compared with: the original, or another file's scenario (its
        // text or lesson) with its edits as "name=value" lines.
        return QStringLiteral(
            "CREATE TABLE comparison(id INTEGER PRIMARY KEY CHECK (id = 1), kind TEXT NOT NULL, "
            "name TEXT, scenario_text BLOB, lesson_id TEXT, edits TEXT)");
    case 4:
        // Practice: the question on screen, the topics and level picked, the scheduler's clock
        // and streak; one row per topic with its Leitner box and score.
        return QStringLiteral(
            "CREATE TABLE practice(id INTEGER PRIMARY KEY CHECK (id = 1), seed INTEGER NOT NULL, "
            "topics TEXT NOT NULL, level INTEGER NOT NULL, question_topic TEXT NOT NULL, "
            "question_level INTEGER NOT NULL, question_seed INTEGER NOT NULL, "
            "answered INTEGER NOT NULL, given INTEGER NOT NULL, clock INTEGER NOT NULL, "
            "streak INTEGER NOT NULL, best_streak INTEGER NOT NULL);"
            "CREATE TABLE practice_topic(position INTEGER PRIMARY KEY, topic TEXT NOT NULL, "
            "box INTEGER NOT NULL, right_count INTEGER NOT NULL, wrong_count INTEGER NOT NULL, "
            "last_answered INTEGER NOT NULL)");
    default:
        return {};
    }
}

QString saveSession(const Session &session, const QString &path, const SessionSaveOptions &options)
{
    QFileInfo info(path);
    // Saving through a link replaces the file it points to, not the link.
    const QString target = info.isSymLink() ? QFileInfo(info.symLinkTarget()).absoluteFilePath()
                                            : info.absoluteFilePath();
    const QFileInfo targetInfo(target);
    const QFileInfo folder(targetInfo.absolutePath());
    if (targetInfo.isDir())
        return SessionText::tr("%1 is a folder; choose a file name to save the session as.")
            .arg(nativePath(path));
    if (!folder.isDir())
        return SessionText::tr("%1 could not be saved: the folder %2 does not exist.")
            .arg(nativePath(path), nativePath(folder.absoluteFilePath()));
    if (targetInfo.exists() && !writableFile(targetInfo))
        return SessionText::tr(
                   "%1 is read-only; nothing was written. Use Save As to save a copy elsewhere.")
            .arg(nativePath(path));
    if (!folder.isWritable())
        return SessionText::tr(
                   "%1 could not be saved: the folder %2 cannot be written. Use Save As to save "
                   "elsewhere.")
            .arg(nativePath(path), nativePath(folder.absoluteFilePath()));

    const QString prefix = QLatin1Char('.') + targetInfo.fileName() + QStringLiteral(".saving-");
    const QString temporary = folder.absoluteFilePath() + QLatin1Char('/') + prefix +
                              QString::number(QCoreApplication::applicationPid());
    removeWithCompanions(temporary);
    // A save killed half-way left its temporary file; once its process is gone, nobody will
    // finish it.
    for (const QString &name :
         QDir(folder.absoluteFilePath())
             .entryList({prefix + QLatin1Char('*')}, QDir::Files | QDir::Hidden)) {
        bool number = false;
        const qint64 pid = name.mid(prefix.size()).toLongLong(&number);
        if (number && pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
            removeWithCompanions(QDir(folder.absoluteFilePath()).filePath(name));
    }
    try {
        writeDatabase(session, temporary, options);
    } catch (const Failure &failure) {
        removeWithCompanions(temporary);
        return saveFailure(path, failure);
    }
    syncFile(temporary);
    if (targetInfo.exists())
        QFile::setPermissions(temporary, targetInfo.permissions());
    // rename() replaces the old file in one step: a reader, or the next start after a crash,
    // sees the old session or the new one, never half of either.
    if (std::rename(QFile::encodeName(temporary).constData(),
                    QFile::encodeName(target).constData()) != 0) {
        const QString reason = QString::fromLocal8Bit(std::strerror(errno));
        removeWithCompanions(temporary);
        return saveFailure(path, {reason, 0});
    }
    syncFile(folder.absoluteFilePath());
    return {};
}

SessionLoad loadSession(const QString &path)
{
    SessionLoad result;
    const QFileInfo info(path);
    result.error = checkSessionHeader(path, info);
    if (!result.error.isEmpty())
        return result;
    result.readOnly = !writableFile(info);
    try {
        Connection connection(path, true);
        QSqlDatabase db = connection.db();
        if (!db.open())
            throw Failure{SessionText::tr("%1 cannot be opened: %2.")
                              .arg(nativePath(path), db.lastError().text()),
                          -1};
        const QStringList tables = checkIsSession(db, path);
        checkIntegrity(db, path);
        result.formatVersion = readFormatVersion(db, path, tables);
        checkFormatVersion(path, result.formatVersion);
        if (result.formatVersion == sessionFormatVersion) {
            result.session = readSession(db, path);
            return result;
        }
    } catch (const Failure &failure) {
        result.error = failure.message;
        return result;
    }
    try {
        result.session = readMigratedCopy(path, result.formatVersion);
        result.migrated = true;
    } catch (const Failure &failure) {
        result.error = failure.message;
    }
    return result;
}

} // namespace inflight
