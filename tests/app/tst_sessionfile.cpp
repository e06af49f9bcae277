// SPDX-License-Identifier: GPL-3.0-or-later
// Session files: what is saved comes back exactly; a bad, damaged, newer or read-only file is
// reported and never changed; a full disk loses nothing; a save killed at any moment leaves the
// old session or the new one; files of each earlier format open.

#include "session.h"
#include "sessionfile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <random>
#include <tuple>

#include <csignal>
#include <sys/types.h>
#include <unistd.h>

using namespace inflight;

namespace {

QByteArray scenarioText(int padding = 0)
{
    QFile file(QStringLiteral(INFLIGHT_SCENARIOS "/double-charged-order.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the scenario");
    QByteArray text = file.readAll();
    // A long scenario for the kill test, so that a save takes long enough to be interrupted.
    text += QByteArray(padding, ' ');
    return text;
}

Session scenarioSession()
{
    Session s;
    s.source = Session::Source::Scenario;
    s.scenarioPath = QStringLiteral("/home/teacher/double-charged-order.json");
    s.scenarioText = scenarioText();
    s.edits = {{WhatIf::VisibilityTimeout, 60},
               {WhatIf::HeartbeatInterval, 10},
               {WhatIf::VisibilityTimeout, 120}};
    s.editsApplied = 2;
    s.playheadMs = 45'000;
    s.playheadSequence = 21;
    s.viewFromMs = 30'000;
    s.viewToMs = 90'500.25;
    s.selection.kind = Selection::Kind::Message;
    s.selection.message = 1;
    s.annotations = {
        {Annotation::Anchor::Time, 30'000, 0, noMessage, QStringLiteral("The timeout ends here")},
        {Annotation::Anchor::Event, 45'000, 17, 1, QStringLiteral("First charge — £42, ✓")},
        {Annotation::Anchor::Message, 75'000, 0, 1, QStringLiteral("Second charge\non two lines")},
    };
    s.runDigest = QStringLiteral("3f2a");
    s.engineVersion = QStringLiteral("0.1.0");
    return s;
}

Session lessonSession()
{
    Session s;
    s.source = Session::Source::Lesson;
    s.lessonId = QStringLiteral("double-charged-order");
    s.lessonVersion = 3;
    s.edits = {{WhatIf::HeartbeatInterval, 20}};
    s.editsApplied = 1;
    s.playheadMs = 75'000;
    s.selection.kind = Selection::Kind::Worker;
    s.selection.worker = 2;
    s.lesson.position = 4;
    s.lesson.furthest = 5;
    s.lesson.answers = {{0, QStringLiteral("2"), false},
                        {0, QStringLiteral("3"), true},
                        {2, QStringLiteral("2"), true}};
    s.lesson.hintsShown = 2;
    s.lesson.solved = true;
    s.lesson.attempts = {
        {QStringLiteral("Heartbeat: off"), false, QStringLiteral("✗ charged once")},
        {QStringLiteral("Heartbeat: 20 s"), true, QStringLiteral("✓ charged once")}};
    s.runDigest = QStringLiteral("abcd");
    s.engineVersion = QStringLiteral("0.1.0");
    return s;
}

/// The size of the sessions the benchmark times: 200 edits, 500 notes.
Session largeSession(int padding)
{
    Session s = scenarioSession();
    s.scenarioText = scenarioText(padding);
    s.edits.clear();
    for (int i = 0; i < 200; ++i)
        s.edits.push_back({WhatIf::VisibilityTimeout, 30.0 + i});
    s.editsApplied = 150;
    s.annotations.clear();
    for (int i = 0; i < 500; ++i)
        s.annotations.push_back(
            {Annotation::Anchor::Time, i * 100, 0, noMessage, QStringLiteral("note %1").arg(i)});
    return s;
}

/// A session saved with the practice panel in use: a question answered, scores in three boxes.
Session practiceSession()
{
    Session s;
    s.scenarioText = scenarioText();
    s.playheadMs = 31'000;
    PracticeState p;
    // A seed above 2^63: kept bit for bit through SQLite's signed integers.
    p.seed = 0xF00DFACE12345678ULL;
    p.topics = {QStringLiteral("heartbeats"), QStringLiteral("fifo")};
    p.level = 2;
    p.questionTopic = QStringLiteral("fifo");
    p.questionLevel = 2;
    p.questionSeed = 0x8000000000000001ULL;
    p.answered = true;
    p.given = 2;
    p.clock = 5;
    p.streak = 2;
    p.bestStreak = 3;
    p.boxes = {{QStringLiteral("heartbeats"), 3, 2, 0, 3},
               {QStringLiteral("fifo"), 1, 1, 2, 4},
               {QStringLiteral("cost"), 2, 1, 0, 0}};
    s.practice = p;
    return s;
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

/// Runs SQL on a file behind the session code's back, as a damaged or foreign file would be made.
void runSql(const QString &path, const QStringList &statements)
{
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString &statement : statements)
            QVERIFY2(q.exec(statement), qPrintable(statement));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

QStringList leftovers(const QDir &dir)
{
    return dir.entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot)
        .filter(QStringLiteral(".saving-"));
}

} // namespace

class TestSessionFile : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void aLessonSessionReopensInTheReadersLanguage()
    {
        // A session keeps the lesson's id: the bundled lesson is found in the reader's language
        // (QLocale's default, which the language choice sets), English where there is none.
        const QString lessons = QStringLiteral(":/lessons/");
        for (const auto &[locale, file, title] :
             {std::tuple{QLocale(QLocale::German),
                         QStringLiteral("de/02-double-charged-order.json"),
                         QStringLiteral("Die doppelt abgebuchte Bestellung")},
              std::tuple{QLocale(QLocale::English), QStringLiteral("02-double-charged-order.json"),
                         QStringLiteral("The double-charged order")},
              std::tuple{QLocale(QLocale::French), QStringLiteral("02-double-charged-order.json"),
                         QStringLiteral("The double-charged order")}}) {
            QLocale::setDefault(locale);
            QString error;
            const std::optional<SessionSource> source = sessionSource(lessonSession(), &error);
            QVERIFY2(source, qPrintable(error));
            QCOMPARE(source->lessonPath, lessons + file);
            QCOMPARE(source->title, title);
        }
        QLocale::setDefault(QLocale::c());
    }

    void aSavedSessionOpensExactlyAsItWas_data()
    {
        QTest::addColumn<Session>("session");
        QTest::newRow("a scenario with edits to redo, a selection and notes") << scenarioSession();
        QTest::newRow("a lesson with answers, hints and attempts") << lessonSession();
        QTest::newRow("200 edits and 500 notes") << largeSession(0);
        QTest::newRow("practice: a question answered, topics picked, boxes") << practiceSession();
        QTest::newRow("practice: mixed, unanswered, no boxes yet") << [] {
            Session s;
            s.scenarioText = scenarioText();
            PracticeState p;
            p.seed = 1;
            p.questionTopic = QStringLiteral("cost");
            p.questionLevel = 1;
            p.questionSeed = 42;
            s.practice = p;
            return s;
        }();
        QTest::newRow("nothing but a scenario") << [] {
            Session s;
            s.scenarioText = scenarioText();
            return s;
        }();
    }

    void aSavedSessionOpensExactlyAsItWas()
    {
        QFETCH(Session, session);
        const QString file = path(QStringLiteral("round-trip.inflight"));
        QCOMPARE(saveSession(session, file), QString());
        const SessionLoad load = loadSession(file);
        QVERIFY2(load.ok(), qPrintable(load.error));
        QCOMPARE(load.formatVersion, sessionFormatVersion);
        QVERIFY(!load.migrated);
        QVERIFY(!load.readOnly);
        QVERIFY(*load.session == session);
        // One self-contained file: no write-ahead log or temporary file is left beside it.
        QVERIFY(!QFile::exists(file + QStringLiteral("-wal")));
        QVERIFY(leftovers(QDir(m_dir.path())).isEmpty());
    }

    void savingAgainReplacesTheSession()
    {
        const QString file = path(QStringLiteral("again.inflight"));
        QCOMPARE(saveSession(scenarioSession(), file), QString());
        QCOMPARE(saveSession(lessonSession(), file), QString());
        const SessionLoad load = loadSession(file);
        QVERIFY2(load.ok(), qPrintable(load.error));
        QVERIFY(*load.session == lessonSession());
    }

    void aFileThatCannotBeASessionIsReportedAndNotChanged_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("expected");
        QTest::newRow("an empty file") << "empty"
                                       << "is empty: it is not an Inflight session";
        QTest::newRow("a text file") << "text"
                                     << "is not an Inflight session (it is not an SQLite";
        QTest::newRow("cut short inside the header") << "header"
                                                     << "ends inside its header";
        QTest::newRow("cut in half") << "half"
                                     << "is damaged";
        QTest::newRow("pages overwritten with noise") << "noise"
                                                      << "is damaged";
        QTest::newRow("another program's SQLite database")
            << "foreign"
            << "is an SQLite database, but not an Inflight session";
        QTest::newRow("from a newer Inflight")
            << "newer"
            << "was saved by a newer Inflight (session format 99; this version reads "
               "formats 1 to 4). It was not changed";
        QTest::newRow("a format version of zero") << "zero"
                                                  << "its format version is 0";
        QTest::newRow("an edit of an unknown parameter")
            << "parameter"
            << "edit 2 names the unknown parameter \"colour\"";
        QTest::newRow("an unknown source") << "source"
                                           << "the session's source is \"s3\"";
        QTest::newRow("more edits applied than there are") << "applied"
                                                           << "7 of its 3 edits";
        QTest::newRow("a note pinned to nothing") << "anchor"
                                                  << "note 1 is pinned to \"wall\"";
        QTest::newRow("no session row") << "norow"
                                        << "it has no session row";
        // Finite, so they pass a check for numbers, but a thousand years past any run: the
        // export's axis would make millions of tick labels.
        QTest::newRow("a timeline window ending in 1e308 ms")
            << "farwindow"
            << "the timeline's window 0 to 1e+308 ms is not a window within 0 to 1296000000 ms";
        QTest::newRow("a timeline window starting before zero")
            << "negativewindow"
            << "the timeline's window -5 to 1000 ms is not a window";
        QTest::newRow("a playhead 1e16 ms in") << "farplayhead"
                                               << "the playhead is at 10000000000000000 ms";
    }

    void aFileThatCannotBeASessionIsReportedAndNotChanged()
    {
        QFETCH(QString, name);
        QFETCH(QString, expected);
        const QString file = path(name + QStringLiteral(".inflight"));
        QFile::remove(file);
        QCOMPARE(saveSession(scenarioSession(), file), QString());
        const QByteArray good = fileBytes(file);
        if (name == QLatin1String("empty")) {
            writeBytes(file, {});
        } else if (name == QLatin1String("text")) {
            writeBytes(file, "This is a shopping list, not a session.\n");
        } else if (name == QLatin1String("header")) {
            writeBytes(file, good.left(60));
        } else if (name == QLatin1String("half")) {
            writeBytes(file, good.left(good.size() / 2));
        } else if (name == QLatin1String("noise")) {
            QByteArray noisy = good;
            std::mt19937 random(7);
            // Every page after the first two: the schema survives, the data does not.
            for (qsizetype i = 8192; i < noisy.size(); ++i)
                noisy[i] = static_cast<char>(random() & 0xff);
            writeBytes(file, noisy);
        } else if (name == QLatin1String("foreign")) {
            QFile::remove(file);
            runSql(file, {QStringLiteral("CREATE TABLE contacts(name TEXT)"),
                          QStringLiteral("INSERT INTO contacts VALUES ('Ada')")});
        } else if (name == QLatin1String("newer")) {
            runSql(file, {QStringLiteral("UPDATE schema_version SET version = 99")});
        } else if (name == QLatin1String("zero")) {
            runSql(file, {QStringLiteral("UPDATE schema_version SET version = 0")});
        } else if (name == QLatin1String("parameter")) {
            runSql(file,
                   {QStringLiteral("UPDATE edit SET parameter = 'colour' WHERE position = 1")});
        } else if (name == QLatin1String("source")) {
            runSql(file, {QStringLiteral("UPDATE session SET source = 's3'")});
        } else if (name == QLatin1String("applied")) {
            runSql(file, {QStringLiteral("UPDATE session SET edits_applied = 7")});
        } else if (name == QLatin1String("anchor")) {
            runSql(file,
                   {QStringLiteral("UPDATE annotation SET anchor = 'wall' WHERE position = 0")});
        } else if (name == QLatin1String("norow")) {
            runSql(file, {QStringLiteral("DELETE FROM session")});
        } else if (name == QLatin1String("farwindow")) {
            runSql(file,
                   {QStringLiteral("UPDATE session SET view_from_ms = 0, view_to_ms = 1e308")});
        } else if (name == QLatin1String("negativewindow")) {
            runSql(file,
                   {QStringLiteral("UPDATE session SET view_from_ms = -5, view_to_ms = 1000")});
        } else if (name == QLatin1String("farplayhead")) {
            runSql(file, {QStringLiteral("UPDATE session SET playhead_ms = 10000000000000000")});
        }
        const QByteArray before = fileBytes(file);
        const SessionLoad load = loadSession(file);
        QVERIFY(!load.ok());
        QVERIFY2(load.error.contains(expected), qPrintable(load.error));
        QVERIFY2(load.error.contains(file), qPrintable(load.error));
        QCOMPARE(fileBytes(file), before);
        QVERIFY(!QFile::exists(file + QStringLiteral("-journal")));
        QVERIFY(!QFile::exists(file + QStringLiteral("-wal")));
    }

    void aMissingFileOrAFolderIsReported()
    {
        SessionLoad load = loadSession(path(QStringLiteral("nowhere.inflight")));
        QVERIFY(!load.ok());
        QVERIFY2(load.error.contains(QStringLiteral("does not exist")), qPrintable(load.error));
        load = loadSession(m_dir.path());
        QVERIFY(!load.ok());
        QVERIFY2(load.error.contains(QStringLiteral("is a folder")), qPrintable(load.error));
    }

    void aReadOnlyFileOpensAndIsNeverWritten()
    {
        const QString file = path(QStringLiteral("read-only.inflight"));
        QCOMPARE(saveSession(scenarioSession(), file), QString());
        QVERIFY(QFile::setPermissions(file, QFileDevice::ReadOwner | QFileDevice::ReadGroup));
        const QByteArray before = fileBytes(file);
        const SessionLoad load = loadSession(file);
        QVERIFY2(load.ok(), qPrintable(load.error));
        QVERIFY(load.readOnly);
        const QString error = saveSession(lessonSession(), file);
        QVERIFY2(error.contains(QStringLiteral("is read-only; nothing was written")),
                 qPrintable(error));
        QCOMPARE(fileBytes(file), before);
        QVERIFY(leftovers(QDir(m_dir.path())).isEmpty());
        QFile::setPermissions(file, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    }

    void aFullDiskLeavesTheOldSession()
    {
        const QString file = path(QStringLiteral("full.inflight"));
        QCOMPARE(saveSession(scenarioSession(), file), QString());
        const QByteArray before = fileBytes(file);
        SessionSaveOptions full;
        full.maxPageCount = 12;
        const QString error = saveSession(largeSession(200'000), file, full);
        QVERIFY2(error.contains(QStringLiteral("the disk is full")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("was not changed")), qPrintable(error));
        QCOMPARE(fileBytes(file), before);
        QVERIFY(leftovers(QDir(m_dir.path())).isEmpty());
    }

    void aFolderThatDoesNotExistIsReported()
    {
        const QString error =
            saveSession(scenarioSession(), path(QStringLiteral("no/such/a.inflight")));
        QVERIFY2(error.contains(QStringLiteral("does not exist")), qPrintable(error));
    }

    void savingOntoAFolderIsRefused()
    {
        QDir(m_dir.path()).mkpath(QStringLiteral("folder.inflight"));
        const QString error =
            saveSession(scenarioSession(), path(QStringLiteral("folder.inflight")));
        QVERIFY2(error.contains(QStringLiteral("is a folder")), qPrintable(error));
    }

    void savingThroughALinkReplacesTheFileItPointsTo()
    {
        const QString real = path(QStringLiteral("real.inflight"));
        const QString link = path(QStringLiteral("link.inflight"));
        QCOMPARE(saveSession(scenarioSession(), real), QString());
        QVERIFY(QFile::link(real, link));
        QCOMPARE(saveSession(lessonSession(), link), QString());
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(*loadSession(real).session == lessonSession());
    }

    void eachEarlierFormatOpens_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<int>("version");
        QTest::newRow("format 1 (before notes)") << "session-v1.inflight" << 1;
        QTest::newRow("format 2 (before comparisons)") << "session-v2.inflight" << 2;
        QTest::newRow("format 3 (before practice)") << "session-v3.inflight" << 3;
    }

    void eachEarlierFormatOpens()
    {
        QFETCH(QString, fixture);
        QFETCH(int, version);
        const QString original = QStringLiteral(INFLIGHT_FIXTURES "/") + fixture;
        // A copy: the test must also show that opening leaves the file alone.
        const QString file = path(fixture);
        QFile::remove(file);
        QVERIFY(QFile::copy(original, file));
        const QByteArray before = fileBytes(file);
        const SessionLoad load = loadSession(file);
        QVERIFY2(load.ok(), qPrintable(load.error));
        QCOMPARE(load.formatVersion, version);
        QVERIFY(load.migrated);
        QCOMPARE(fileBytes(file), before);
        // What the fixture holds (tests/app/fixtures/README.md).
        const Session &s = *load.session;
        QCOMPARE(s.source, Session::Source::Scenario);
        QVERIFY(s.scenarioText.contains("double-charged-order"));
        QCOMPARE(s.edits.size(), std::size_t(2));
        QCOMPARE(s.edits[0], (SessionEdit{WhatIf::VisibilityTimeout, 60}));
        QCOMPARE(s.edits[1], (SessionEdit{WhatIf::HeartbeatInterval, 10}));
        QCOMPARE(s.editsApplied, 1);
        QCOMPARE(s.playheadMs, TimeMs(45'000));
        QCOMPARE(s.selection.kind, Selection::Kind::Message);
        QCOMPARE(s.selection.message, MessageNumber(1));
        // Format 2 added notes; its fixture has one, pinned to a moment.
        QCOMPARE(s.annotations.size(), std::size_t(version >= 2 ? 1 : 0));
        if (version >= 2)
            QCOMPARE(s.annotations.front().text, QStringLiteral("The loan runs out here"));
        QVERIFY(!s.comparison);
        QVERIFY(!s.practice);
        // Saving writes the current format, which then opens without migrating.
        QCOMPARE(saveSession(s, file), QString());
        const SessionLoad again = loadSession(file);
        QVERIFY2(again.ok(), qPrintable(again.error));
        QCOMPARE(again.formatVersion, sessionFormatVersion);
        QVERIFY(!again.migrated);
        QVERIFY(*again.session == s);
    }

    void aSessionFromBeforePracticeOpens()
    {
        // Format 3 had no practice tables: made here from a saved session by taking them out,
        // which is all that format 4 added.
        const QString file = path(QStringLiteral("format-3.inflight"));
        QFile::remove(file);
        Session saved = scenarioSession();
        QCOMPARE(saveSession(saved, file), QString());
        runSql(file,
               {QStringLiteral("DROP TABLE practice"), QStringLiteral("DROP TABLE practice_topic"),
                QStringLiteral("UPDATE schema_version SET version = 3")});
        const SessionLoad load = loadSession(file);
        QVERIFY2(load.ok(), qPrintable(load.error));
        QCOMPARE(load.formatVersion, 3);
        QVERIFY(load.migrated);
        QVERIFY(!load.session->practice);
        QVERIFY(*load.session == saved);
        // Saved again, it gains practice and keeps it.
        Session withPractice = *load.session;
        withPractice.practice = practiceSession().practice;
        QCOMPARE(saveSession(withPractice, file), QString());
        const SessionLoad again = loadSession(file);
        QVERIFY2(again.ok(), qPrintable(again.error));
        QCOMPARE(again.formatVersion, sessionFormatVersion);
        QVERIFY(*again.session == withPractice);
    }

    void aPracticeRowOutOfRangeIsReported()
    {
        const QString file = path(QStringLiteral("bad-practice.inflight"));
        QFile::remove(file);
        QCOMPARE(saveSession(practiceSession(), file), QString());
        runSql(file, {QStringLiteral("UPDATE practice SET level = 9")});
        const SessionLoad load = loadSession(file);
        QVERIFY(!load.ok());
        QVERIFY2(load.error.contains(QStringLiteral("practice")), qPrintable(load.error));
    }

    /// The kill test: a child process saves two sessions in turn, over and over, into one file,
    /// and is killed (SIGKILL) at a random moment. Whatever moment: the file opens, and holds one
    /// of the two sessions.
    void aSaveKilledAtAnyMomentLeavesTheOldOrTheNewSession()
    {
        const QString file = path(QStringLiteral("killed.inflight"));
        QCOMPARE(saveSession(largeSession(100'000), file), QString());
        const Session first = largeSession(100'000);
        const Session second = [] {
            Session s = largeSession(150'000);
            s.playheadMs = 12'345;
            return s;
        }();
        std::mt19937 random(20261130);
        std::uniform_int_distribution<int> delayMs(0, 60);
        int sawFirst = 0;
        int sawSecond = 0;
        int leftBehind = 0;
        constexpr int kills = 40;
        for (int round = 0; round < kills; ++round) {
            QProcess child;
            child.start(QCoreApplication::applicationFilePath(),
                        {QStringLiteral("--save-forever"), file});
            QVERIFY(child.waitForStarted());
            QVERIFY(child.waitForReadyRead(10'000));
            QTest::qSleep(delayMs(random));
            ::kill(static_cast<pid_t>(child.processId()), SIGKILL);
            QVERIFY(child.waitForFinished(10'000));
            QCOMPARE(child.exitStatus(), QProcess::CrashExit);

            const SessionLoad load = loadSession(file);
            QVERIFY2(load.ok(),
                     qPrintable(QStringLiteral("round %1: %2").arg(round).arg(load.error)));
            const bool isFirst = *load.session == first;
            const bool isSecond = *load.session == second;
            QVERIFY2(isFirst || isSecond, qPrintable(QStringLiteral("round %1").arg(round)));
            sawFirst += isFirst ? 1 : 0;
            sawSecond += isSecond ? 1 : 0;
            // A kill in the middle of a save leaves its temporary file; it is never the session.
            for (const QString &name : leftovers(QDir(m_dir.path()))) {
                // Its -journal, -wal and -shm companions are part of the same interrupted save.
                if (name.back().isDigit())
                    ++leftBehind;
            }
            // The next save clears what dead processes left.
            QCOMPARE(saveSession(first, file), QString());
            QVERIFY2(leftovers(QDir(m_dir.path())).isEmpty(),
                     qPrintable(leftovers(QDir(m_dir.path())).join(QLatin1Char(' '))));
        }
        qInfo("%d kills: the first session %d times, the second %d times, %d interrupted saves",
              kills, sawFirst, sawSecond, leftBehind);
        // The kills did land in the middle of saves, or the test proves nothing.
        QVERIFY(leftBehind > 0);
    }
};

/// The child of the kill test: saves two sessions in turn until it is killed.
static int saveForever(const QString &file)
{
    const Session first = largeSession(100'000);
    Session second = largeSession(150'000);
    second.playheadMs = 12'345;
    QFile out;
    (void)out.open(stdout, QIODevice::WriteOnly);
    out.write("saving\n");
    out.flush();
    for (int i = 0;; ++i) {
        const QString error = saveSession(i % 2 == 0 ? second : first, file);
        if (!error.isEmpty()) {
            qWarning("%s", qPrintable(error));
            return 1;
        }
    }
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() == 3 && arguments[1] == QLatin1String("--save-forever"))
        return saveForever(arguments[2]);
    TestSessionFile test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_sessionfile.moc"
