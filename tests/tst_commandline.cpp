// SPDX-License-Identifier: GPL-3.0-or-later
// The `inflight` executable, run as a user runs it.

#include "inflightprocess.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

class TestCommandLine : public QObject {
    Q_OBJECT

private:
    using Result = inflight::CommandResult;
    Result run(const QStringList &arguments, const QByteArray &input = {})
    {
        return inflight::runInflight(arguments, input);
    }

    /// The program as a reader of `language` runs it: $LANGUAGE set, as a desktop sets it.
    static Result runInLanguage(const QString &language, const QStringList &arguments)
    {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("LANGUAGE"), language);
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(INFLIGHT_BINARY), arguments);
        process.waitForFinished(120000);
        return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                QString::fromUtf8(process.readAllStandardError())};
    }

    /// `inflight lessons --dir` on tests/fixtures/lessons: two lessons, the first in German too.
    static QStringList lessonsIn(const QString &dir, const QStringList &options)
    {
        return QStringList{QStringLiteral("lessons"), QStringLiteral("--dir"), dir} + options;
    }

private slots:
    void versionPrintsTheVersion()
    {
        const Result r = run({QStringLiteral("--version")});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.startsWith(QLatin1String("inflight ")), qPrintable(r.out));
    }

    void helpPrintsUsage()
    {
        // With no arguments inflight opens the main window; --help prints the usage.
        const Result r = run({QStringLiteral("--help")});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains(QLatin1String("Usage: inflight")));
        QVERIFY(r.out.contains(QLatin1String("script FILE|-")));
    }

    void helpDescribesEveryOptionOfScript()
    {
        const Result r = run({QStringLiteral("help"), QStringLiteral("script")});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains(QLatin1String("Usage: inflight script")));
        QVERIFY(r.out.contains(QLatin1String("--digest")));
        QVERIFY(r.out.contains(QLatin1String("FILE")));
        const Result same = run({QStringLiteral("script"), QStringLiteral("--help")});
        QCOMPARE(same.out, r.out);
    }

    void serveRefusesABadLimit_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("said");
        const QString from = QStringLiteral("takes a whole number from ");
        QTest::newRow("no connections")
            << QStringList{QStringLiteral("--max-connections"), QStringLiteral("0")}
            << QStringLiteral("--max-connections ") + from;
        QTest::newRow("a word for connections")
            << QStringList{QStringLiteral("--max-connections"), QStringLiteral("many")}
            << QStringLiteral("--max-connections ") + from;
        QTest::newRow("a request smaller than a head")
            << QStringList{QStringLiteral("--max-request-bytes"), QStringLiteral("1000")}
            << QStringLiteral("--max-request-bytes ") + from;
        QTest::newRow("a negative idle time")
            << QStringList{QStringLiteral("--idle-timeout"), QStringLiteral("-5")}
            << QStringLiteral("--idle-timeout ") + from;
        QTest::newRow("a fraction of a second")
            << QStringList{QStringLiteral("--request-timeout"), QStringLiteral("0.5")}
            << QStringLiteral("--request-timeout ") + from;
        QTest::newRow("less buffer than one request")
            << QStringList{QStringLiteral("--max-request-bytes"), QStringLiteral("8388608"),
                           QStringLiteral("--max-buffered-bytes"), QStringLiteral("4194304")}
            << QStringLiteral("--max-buffered-bytes (");
    }

    void serveRefusesABadLimit()
    {
        // Refused before the port opens: no server starts, and the message names the option.
        QFETCH(QStringList, options);
        QFETCH(QString, said);
        const Result r = run(
            QStringList{QStringLiteral("serve"), QStringLiteral("--port"), QStringLiteral("0")} +
            options);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.startsWith(QStringLiteral("inflight serve: ") + said), qPrintable(r.err));
        QVERIFY2(r.err.contains(options.last()) || r.err.contains(QLatin1String("at least")),
                 qPrintable(r.err));
        QVERIFY(!r.out.contains(QLatin1String("serves SQS")));
    }

    void serveHelpListsTheLimits()
    {
        const Result r = run({QStringLiteral("help"), QStringLiteral("serve")});
        QCOMPARE(r.status, 0);
        for (const char *option : {"--max-connections <N>", "--max-request-bytes <BYTES>",
                                   "--max-buffered-bytes <BYTES>", "--request-timeout <SECONDS>",
                                   "--idle-timeout <SECONDS>"})
            QVERIFY2(r.out.contains(QLatin1String(option)), option);
    }

    void unknownCommandFails()
    {
        const Result r = run({QStringLiteral("scirpt")});
        QCOMPARE(r.status, 2);
        QVERIFY(r.err.contains(QLatin1String("unknown command 'scirpt'")));
    }

    void aMissingFileIsNamedAsOne()
    {
        // `inflight FILE` opens the window on a file that exists; one that does not is a file
        // the user mistyped, not a command.
        for (const QString &name :
             {QStringLiteral("no-such-lesson.json"), QStringLiteral("no/such/session.inflight")}) {
            const Result r = run({name});
            QCOMPARE(r.status, 2);
            QVERIFY2(r.err.contains(name + QStringLiteral(": no such file")), qPrintable(r.err));
            QVERIFY(!r.err.contains(QLatin1String("unknown command")));
        }
    }

    void scriptFromStandardInput()
    {
        const QByteArray script =
            "{\"Action\": \"CreateQueue\", \"QueueName\": \"q\"}\n"
            "{\"Action\": \"SendMessage\", \"QueueUrl\": \"q\", \"MessageBody\": \"hello\"}\n";
        const Result r = run({QStringLiteral("script"), QStringLiteral("-")}, script);
        QCOMPARE(r.status, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines[1].contains(QLatin1String("\"MD5OfMessageBody\": "
                                                "\"5d41402abc4b2a76b9719d911017c592\"")));
    }

    void scriptFromAFileWithDigest()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.jsonl"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"Action\": \"CreateQueue\", \"QueueName\": \"q\"}\n");
        file.close();
        const Result r = run({QStringLiteral("script"), path, QStringLiteral("--digest")});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.err.contains(QLatin1String("run digest: ")), qPrintable(r.err));
    }

    void unreadableScriptFailsWithThePath()
    {
        const Result r = run({QStringLiteral("script"), QStringLiteral("/nonexistent/x.jsonl")});
        QVERIFY(r.status != 0);
        QVERIFY2(r.err.contains(QLatin1String("/nonexistent/x.jsonl")), qPrintable(r.err));
    }

    void aLongRunShowsItsProgress_data()
    {
        QTest::addColumn<QString>("showAfterMs");
        QTest::addColumn<bool>("shown");
        // A classroom scenario ends long before the default second: no line at all.
        QTest::newRow("a quick run shows nothing") << QString() << false;
        // As a long run shows it: on standard error, which here is a pipe, one line per tenth.
        QTest::newRow("a long run (shown at once)") << QStringLiteral("0") << true;
    }

    void aLongRunShowsItsProgress()
    {
        QFETCH(QString, showAfterMs);
        QFETCH(bool, shown);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("steady.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"name": "steady", "until": 600, "queues": [{"name": "orders"}],
            "producers": [{"queue": "orders", "rate": {"from": 0, "to": 600, "perSecond": 2}}],
            "workers": [{"queue": "orders", "count": 3, "processing": 1}]})");
        file.close();
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("INFLIGHT_PROGRESS_AFTER_MS"));
        if (!showAfterMs.isEmpty())
            environment.insert(QStringLiteral("INFLIGHT_PROGRESS_AFTER_MS"), showAfterMs);
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(INFLIGHT_BINARY),
                      {QStringLiteral("run"), path, QStringLiteral("--summary")});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        const QStringList lines = QString::fromUtf8(process.readAllStandardError())
                                      .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(QString::fromUtf8(process.readAllStandardOutput()).contains(u"Messages sent"));
        if (!shown) {
            QVERIFY2(lines.isEmpty(), qPrintable(lines.join(u'\n')));
            return;
        }
        // "inflight run: simulating, t=1 s of 600 s (0%)", one line for each tenth of the run
        // (the first report past it), "... t=600 s of 600 s (100%)", then the time it took.
        QCOMPARE(lines.size(), 12);
        const QRegularExpression line(
            QStringLiteral("^inflight run: simulating, t=(\\d+) s of 600 s \\((\\d+)%\\)$"));
        int previousSeconds = 0;
        for (int i = 0; i <= 10; ++i) {
            const QRegularExpressionMatch match = line.match(lines[i]);
            QVERIFY2(match.hasMatch(), qPrintable(lines[i]));
            QCOMPARE(match.captured(2).toInt() / 10, i);
            QVERIFY(match.captured(1).toInt() >= previousSeconds);
            previousSeconds = match.captured(1).toInt();
        }
        QCOMPARE(lines[10], QStringLiteral("inflight run: simulating, t=600 s of 600 s (100%)"));
        QVERIFY2(lines.last().startsWith(u"inflight run: simulated in "), qPrintable(lines.last()));
    }

    void practiceGivesTheSameQuestionsForTheSameSeed()
    {
        const QStringList seven = {QStringLiteral("practice"), QStringLiteral("--seed"),
                                   QStringLiteral("7"),        QStringLiteral("--count"),
                                   QStringLiteral("30"),       QStringLiteral("--json")};
        const Result first = run(seven);
        QCOMPARE(first.status, 0);
        QVERIFY2(first.err.isEmpty(), qPrintable(first.err));
        const QStringList lines = first.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 30);
        QSet<QString> topics;
        for (const QString &line : lines) {
            const QJsonObject question = QJsonDocument::fromJson(line.toUtf8()).object();
            for (const char *key : {"topic", "prompt", "choices", "answer", "explanation",
                                    "scenario", "lesson", "source"})
                QVERIFY2(question.contains(QLatin1String(key)), key);
            QVERIFY(question.value(QStringLiteral("choices")).toArray().size() >= 3);
            topics.insert(question.value(QStringLiteral("topic")).toString());
        }
        QVERIFY2(topics.size() >= 10, qPrintable(QStringList(topics.values()).join(u',')));
        QCOMPARE(run(seven).out, first.out);
        QStringList eight = seven;
        eight[2] = QStringLiteral("8");
        const Result other = run(eight);
        QCOMPARE(other.status, 0);
        QVERIFY(other.out != first.out);
    }

    void practiceScenarioRunsWithRun()
    {
        const Result practice =
            run({QStringLiteral("practice"), QStringLiteral("--seed"), QStringLiteral("2"),
                 QStringLiteral("--count"), QStringLiteral("12"), QStringLiteral("--json")});
        QCOMPARE(practice.status, 0);
        const QTemporaryDir folder;
        int index = 0;
        for (const QString &line : practice.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const QJsonObject scenario = QJsonDocument::fromJson(line.toUtf8())
                                             .object()
                                             .value(QStringLiteral("scenario"))
                                             .toObject();
            const QString path = folder.filePath(QStringLiteral("q%1.json").arg(++index));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QJsonDocument(scenario).toJson());
            file.close();
            const Result ran = run({QStringLiteral("run"), path, QStringLiteral("--summary")});
            QVERIFY2(ran.status == 0, qPrintable(path + QLatin1Char(' ') + ran.err));
        }
        QCOMPARE(index, 12);
    }

    void practiceAnswersAreAskedFor()
    {
        const QStringList base = {
            QStringLiteral("practice"),    QStringLiteral("--seed"),  QStringLiteral("4"),
            QStringLiteral("--count"),     QStringLiteral("3"),       QStringLiteral("--topic"),
            QStringLiteral("dead-letter"), QStringLiteral("--topic"), QStringLiteral("fifo"),
            QStringLiteral("--level"),     QStringLiteral("2")};
        const Result quiz = run(base);
        QCOMPARE(quiz.status, 0);
        QCOMPARE(quiz.out.count(QStringLiteral("Question ")), 3);
        QVERIFY(!quiz.out.contains(QLatin1String("Answer: ")));
        for (const QString &heading :
             quiz.out.split(QLatin1Char('\n')).filter(QStringLiteral("Question ")))
            QVERIFY2(heading.contains(QLatin1String("(dead-letter, level 2)")) ||
                         heading.contains(QLatin1String("(fifo, level 2)")),
                     qPrintable(heading));
        const Result key = run(base + QStringList{QStringLiteral("--answers")});
        QCOMPARE(key.status, 0);
        QCOMPARE(key.out.count(QStringLiteral("Answer: ")), 3);
        QCOMPARE(key.out.count(QStringLiteral("Lesson: ")), 3);
        QVERIFY(key.out.contains(QLatin1String("Source: https://docs.aws.amazon.com/")));
        // The quiz is the key without its answers.
        const QString firstQuestion = quiz.out.section(QStringLiteral("\n\n"), 0, 0);
        QVERIFY(firstQuestion.count(QLatin1Char('\n')) >= 4);
        QVERIFY(key.out.startsWith(firstQuestion + QStringLiteral("\nAnswer: ")));
    }

    void practiceRefusesWhatItCannotTake_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown topic")
            << QStringList{QStringLiteral("--topic"), QStringLiteral("visibility")}
            << QStringLiteral("no topic 'visibility' (the topics are: visibility-timeout, ");
        QTest::newRow("level 4") << QStringList{QStringLiteral("--level"), QStringLiteral("4")}
                                 << QStringLiteral("--level takes a whole number from 1 to 3");
        QTest::newRow("no questions")
            << QStringList{QStringLiteral("--count"), QStringLiteral("0")}
            << QStringLiteral("--count takes a whole number from 1 to 1000");
        QTest::newRow("seed not a number")
            << QStringList{QStringLiteral("--seed"), QStringLiteral("seven")}
            << QStringLiteral("--seed takes a whole number");
        QTest::newRow("an argument")
            << QStringList{QStringLiteral("quiz.txt")} << QStringLiteral("takes no arguments");
    }

    void practiceRefusesWhatItCannotTake()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, error);
        const Result result = run(QStringList{QStringLiteral("practice")} + options);
        QCOMPARE(result.status, 2);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(result.err.contains(error), qPrintable(result.err));
    }

    void practiceQuizRefusesWhatItCannotTake_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("error");
        const QString pdf = QDir::temp().filePath(QStringLiteral("inflight-never-written.pdf"));
        const QStringList handout = {QStringLiteral("--handout"), pdf};
        QTest::newRow("no variants")
            << handout + QStringList{QStringLiteral("--variants"), QStringLiteral("0")}
            << QStringLiteral("--variants takes a whole number from 1 to 100, not '0'");
        QTest::newRow("too many variants")
            << handout + QStringList{QStringLiteral("--variants"), QStringLiteral("101")}
            << QStringLiteral("--variants takes a whole number from 1 to 100, not '101'");
        QTest::newRow("variants without a file")
            << QStringList{QStringLiteral("--variants"), QStringLiteral("30")}
            << QStringLiteral("--variants is for --handout or --answer-key");
        QTest::newRow("paper without a file")
            << QStringList{QStringLiteral("--paper"), QStringLiteral("a4")}
            << QStringLiteral("--paper is for --handout or --answer-key");
        QTest::newRow("json on paper") << handout + QStringList{QStringLiteral("--json")}
                                       << QStringLiteral("--json is for questions printed to the "
                                                         "terminal");
        QTest::newRow("answers on paper")
            << QStringList{QStringLiteral("--answer-key"), pdf, QStringLiteral("--answers")}
            << QStringLiteral("--answers is for questions printed to the terminal");
        QTest::newRow("a long quiz")
            << handout + QStringList{QStringLiteral("--count"), QStringLiteral("51")}
            << QStringLiteral("--count takes a whole number from 1 to 50 with --handout");
        QTest::newRow("paper size")
            << handout + QStringList{QStringLiteral("--paper"), QStringLiteral("a3")}
            << QStringLiteral("--paper takes a4 or letter, not 'a3'");
        QTest::newRow("language") << handout +
                                         QStringList{QStringLiteral("--lang"), QStringLiteral("xx")}
                                  << QStringLiteral("--lang xx: not a language of Inflight's");
        QTest::newRow("one file for both")
            << handout + QStringList{QStringLiteral("--answer-key"), pdf}
            << QStringLiteral("--handout and --answer-key name the same file");
        QTest::newRow("level on paper too")
            << handout + QStringList{QStringLiteral("--level"), QStringLiteral("0")}
            << QStringLiteral("--level takes a whole number from 1 to 3");
    }

    void practiceQuizRefusesWhatItCannotTake()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, error);
        const Result result = run(QStringList{QStringLiteral("practice")} + options);
        QCOMPARE(result.status, 2);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(result.err.contains(error), qPrintable(result.err));
        QVERIFY(
            !QFile::exists(QDir::temp().filePath(QStringLiteral("inflight-never-written.pdf"))));
    }

    void practiceQuizSaysWhyAFileCannotBeWritten()
    {
        const Result result =
            run({QStringLiteral("practice"), QStringLiteral("--count"), QStringLiteral("1"),
                 QStringLiteral("--handout"), QStringLiteral("/nonexistent-dir/quiz.pdf")});
        QCOMPARE(result.status, 1);
        QVERIFY2(
            result.err.startsWith(u"inflight practice: cannot write /nonexistent-dir/quiz.pdf"),
            qPrintable(result.err));
    }

    void lessonsAreListedInTheReadersLanguage()
    {
        const QString fixtures = QStringLiteral(INFLIGHT_FIXTURE_LESSONS);
        const QString german =
            QStringLiteral("orders\tEine Bestellung, zweimal belastet\t5 min\tbeginner\tlesson 1\n"
                           "deleted\tA delete that deletes nothing\t3 min\tbeginner\tlesson 2\n");
        const QString english =
            QStringLiteral("orders\tOne order, charged twice\t5 min\tbeginner\tlesson 1\n"
                           "deleted\tA delete that deletes nothing\t3 min\tbeginner\tlesson 2\n");
        const Result chosen =
            run(lessonsIn(fixtures, {QStringLiteral("--lang"), QStringLiteral("de")}));
        QCOMPARE(chosen.status, 0);
        QCOMPARE(chosen.out, german);
        // The system's language, when --lang does not say: German, then a language with no
        // lessons (English), and --lang over the system's.
        QCOMPARE(runInLanguage(QStringLiteral("de_DE:de"), lessonsIn(fixtures, {})).out, german);
        QCOMPARE(runInLanguage(QStringLiteral("fr"), lessonsIn(fixtures, {})).out, english);
        QCOMPARE(runInLanguage(QStringLiteral("de"), lessonsIn(fixtures, {QStringLiteral("--lang"),
                                                                          QStringLiteral("en")}))
                     .out,
                 english);

        const Result unknown =
            run(lessonsIn(fixtures, {QStringLiteral("--lang"), QStringLiteral("fr")}));
        QCOMPARE(unknown.status, 2);
        QVERIFY2(unknown.err.contains(QLatin1String("no lessons in 'fr'")),
                 qPrintable(unknown.err));
        QVERIFY2(unknown.err.contains(QLatin1String("the languages are: de, en")),
                 qPrintable(unknown.err));
    }

    void lessonsCheckChecksEveryTranslation()
    {
        const QString fixtures = QStringLiteral(INFLIGHT_FIXTURE_LESSONS);
        const Result all =
            runInLanguage(QStringLiteral("en"), lessonsIn(fixtures, {QStringLiteral("--check")}));
        QCOMPARE(all.status, 0);
        QCOMPARE(all.err, QStringLiteral("2 of 2 lessons load and check cleanly\n"
                                         "de: 1 of 1 translations load, check cleanly and match "
                                         "their English lessons\n"
                                         "de: 1 of 2 lessons have no translation and are shown "
                                         "in English\n"));
        // One language: its translations alone.
        const Result german = run(lessonsIn(
            fixtures, {QStringLiteral("--check"), QStringLiteral("--lang"), QStringLiteral("de")}));
        QCOMPARE(german.status, 0);
        QVERIFY2(german.err.startsWith(QLatin1String("de: 1 of 1 translations")),
                 qPrintable(german.err));
        const Result english = run(lessonsIn(
            fixtures, {QStringLiteral("--check"), QStringLiteral("--lang"), QStringLiteral("en")}));
        QCOMPARE(english.err, QStringLiteral("2 of 2 lessons load and check cleanly\n"));

        // A translation with another answer fails the check, at its place.
        QTemporaryDir dir;
        for (const QString &name :
             {QStringLiteral("01-orders.json"), QStringLiteral("01-orders.md"),
              QStringLiteral("02-deleted.json"), QStringLiteral("02-deleted.md"),
              QStringLiteral("scenarios/orders.json"), QStringLiteral("de/01-orders.md")}) {
            QVERIFY(QDir(dir.path()).mkpath(QFileInfo(name).path()));
            QVERIFY(QFile::copy(fixtures + u'/' + name, dir.filePath(name)));
        }
        QVERIFY(QFile::copy(fixtures + QStringLiteral("/bad/a-changed-answer.json"),
                            dir.filePath(QStringLiteral("de/01-orders.json"))));
        const Result bad = run(lessonsIn(dir.path(), {QStringLiteral("--check")}));
        QCOMPARE(bad.status, 1);
        QVERIFY2(bad.err.contains(dir.filePath(QStringLiteral("de/01-orders.json")) +
                                  QStringLiteral(":30:18: steps[2].question.answer is 2 in the "
                                                 "English lesson, not 3\n")),
                 qPrintable(bad.err));
        QVERIFY2(bad.err.contains(QLatin1String("de: 0 of 1 translations load")),
                 qPrintable(bad.err));
    }

    /// An export says what it wrote in the reader's language; the picture shows the scenario's
    /// translation (an SVG keeps its texts as text).
    void exportSpeaksTheReadersLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("said");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("effect");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("%1 geschrieben (640x360)\n")
                            << QStringLiteral("Die doppelt abgebuchte Bestellung")
                            << QStringLiteral("abgebucht ×2");
        QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("%1 escrito (640x360)\n")
                            << QStringLiteral("El pedido cobrado dos veces")
                            << QStringLiteral("cobrado ×2");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("wrote %1 (640x360)\n")
                            << QStringLiteral("The double-charged order")
                            << QStringLiteral("charged ×2");
    }

    void exportSpeaksTheReadersLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, said);
        QFETCH(QString, title);
        QFETCH(QString, effect);
        QTemporaryDir dir;
        const QString picture = dir.filePath(QStringLiteral("order.svg"));
        const Result result = runInLanguage(
            language, {QStringLiteral("export"),
                       QStringLiteral(INFLIGHT_SCENARIOS "/double-charged-order.json"),
                       QStringLiteral("--out"), picture, QStringLiteral("--width"),
                       QStringLiteral("640"), QStringLiteral("--height"), QStringLiteral("360")});
        QCOMPARE(result.status, 0);
        QCOMPARE(result.out, said.arg(picture));
        QFile file(picture);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(file.readAll());
        QVERIFY2(svg.contains(title), qPrintable(title));
        QVERIFY2(svg.contains(effect), qPrintable(effect));
    }

    void aHandoutSaysWhatItWroteInTheReadersLanguage()
    {
        QTemporaryDir dir;
        const QString handout = dir.filePath(QStringLiteral("lent.pdf"));
        const Result german = runInLanguage(
            QStringLiteral("de"), {QStringLiteral("export"), QStringLiteral("--lesson"),
                                   QStringLiteral("1"), QStringLiteral("--handout"), handout,
                                   QStringLiteral("--paper"), QStringLiteral("a4")});
        QCOMPARE(german.status, 0);
        static const QRegularExpression pattern(
            QStringLiteral("^(.*) geschrieben \\(Handout, A4, \\d+ Seiten, Antworten ab Seite "
                           "\\d+\\)\n$"));
        const QRegularExpressionMatch match = pattern.match(german.out);
        QVERIFY2(match.hasMatch(), qPrintable(german.out));
        QCOMPARE(match.captured(1), handout);
        // --lang over the system's language.
        const Result spanish = runInLanguage(
            QStringLiteral("de"),
            {QStringLiteral("export"), QStringLiteral("--lang"), QStringLiteral("es"),
             QStringLiteral("--lesson"), QStringLiteral("1"), QStringLiteral("--slides"), handout});
        QCOMPARE(spanish.status, 0);
        QVERIFY2(spanish.out.startsWith(handout + QStringLiteral(" escrito (diapositivas, ")),
                 qPrintable(spanish.out));
    }

    void aUsageMistakeIsSaidInTheReadersLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("said");
        QTest::newRow("de") << QStringLiteral("de")
                            << QStringLiteral("inflight export: Gib eine SZENARIO-Datei an (oder "
                                              "--lesson ID, oder --session DATEI)\nSiehe "
                                              "'inflight help export'.\n");
        QTest::newRow("es") << QStringLiteral("es")
                            << QStringLiteral("inflight export: indica un archivo de ESCENARIO (o "
                                              "--lesson ID, o --session ARCHIVO)\nPrueba "
                                              "'inflight help export'.\n");
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringLiteral("inflight export: give one SCENARIO file (or "
                                              "--lesson ID, or --session FILE)\nTry 'inflight "
                                              "help export'.\n");
    }

    void aUsageMistakeIsSaidInTheReadersLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, said);
        const Result result = runInLanguage(language, {QStringLiteral("export")});
        QCOMPARE(result.status, 2);
        QCOMPARE(result.err, said);
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
