// SPDX-License-Identifier: GPL-3.0-or-later
// The `inflight` executable, run as a user runs it.

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestCommandLine : public QObject {
    Q_OBJECT

private:
    struct Result {
        int status = -1;
        QString out;
        QString err;
    };
    Result run(const QStringList &arguments, const QByteArray &input = {})
    {
        QProcess process;
        process.start(QStringLiteral(INFLIGHT_BINARY), arguments);
        process.write(input);
        process.closeWriteChannel();
        process.waitForFinished(60000);
        return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                QString::fromUtf8(process.readAllStandardError())};
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

    void unknownCommandFails()
    {
        const Result r = run({QStringLiteral("scirpt")});
        QCOMPARE(r.status, 2);
        QVERIFY(r.err.contains(QLatin1String("unknown command 'scirpt'")));
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
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
