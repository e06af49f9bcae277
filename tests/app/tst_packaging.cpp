// SPDX-License-Identifier: GPL-3.0-or-later
// `cmake --install` lays Inflight out as a Linux desktop expects: the program (which runs where it
// lands), a launcher that opens .inflight session files, the session file type, the icon and the
// AppStream description, all under the one application id.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestPackaging : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_prefix;

    QString installed(const QString &path) const { return m_prefix.filePath(path); }
    static QByteArray read(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_prefix.isValid());
        QProcess install;
        install.start(QStringLiteral(INFLIGHT_CMAKE),
                      {QStringLiteral("--install"), QStringLiteral(INFLIGHT_BUILD_DIR),
                       QStringLiteral("--prefix"), m_prefix.path()});
        QVERIFY(install.waitForFinished(120'000));
        QVERIFY2(install.exitCode() == 0, install.readAllStandardError().constData());
    }

    void everyFileIsInItsPlace_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("the program") << "bin/inflight";
        QTest::newRow("the launcher") << "share/applications/io.github.inflight.Inflight.desktop";
        QTest::newRow("the session file type")
            << "share/mime/packages/io.github.inflight.Inflight.xml";
        QTest::newRow("the icon")
            << "share/icons/hicolor/scalable/apps/io.github.inflight.Inflight.svg";
        QTest::newRow("the AppStream description")
            << "share/metainfo/io.github.inflight.Inflight.metainfo.xml";
    }

    void everyFileIsInItsPlace()
    {
        QFETCH(QString, path);
        QVERIFY2(QFileInfo(installed(path)).size() > 0, qPrintable(path));
    }

    void theLauncherOpensSessionFiles()
    {
        const QByteArray desktop = read(
            installed(QStringLiteral("share/applications/io.github.inflight.Inflight.desktop")));
        QVERIFY(desktop.startsWith("[Desktop Entry]\n"));
        QVERIFY(desktop.contains("\nExec=inflight %f\n"));
        QVERIFY(desktop.contains("\nIcon=io.github.inflight.Inflight\n"));
        QVERIFY(desktop.contains("\nMimeType=application/x-inflight-session;\n"));
        const QByteArray mime =
            read(installed(QStringLiteral("share/mime/packages/io.github.inflight.Inflight.xml")));
        QVERIFY(mime.contains("<mime-type type=\"application/x-inflight-session\">"));
        QVERIFY(mime.contains("<glob pattern=\"*.inflight\"/>"));
    }

    void theInstalledProgramRuns()
    {
        // Its lessons and scenarios are compiled in: it needs nothing from the source tree.
        QProcess program;
        program.setWorkingDirectory(m_prefix.path());
        program.start(installed(QStringLiteral("bin/inflight")), {QStringLiteral("lessons")});
        QVERIFY(program.waitForFinished(60'000));
        QCOMPARE(program.exitCode(), 0);
        const QByteArray out = program.readAllStandardOutput();
        QVERIFY2(out.startsWith("lent-not-taken\t"), out.constData());
        QCOMPARE(out.count('\n'), 20);
    }
};

QTEST_GUILESS_MAIN(TestPackaging)
#include "tst_packaging.moc"
