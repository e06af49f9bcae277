// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons per language (lessons/<lang>/NN-id.json and .md): a lesson is listed and loaded from
// its translation where there is one and from the English lesson otherwise, a translation shares
// its English lesson's scenario files, the reader's language picks the folder, and a translation
// that is not the English lesson with its prose translated is refused with each mismatch at its
// place (tests/fixtures/lessons/bad/: one translation and its expected report per case). Every
// translation shipped in lessons/ passes the same check, and is compiled into the resources.

#include "lessonloader.h"
#include "lessontranslation.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace inflight;

namespace {

/// tests/fixtures/lessons: two English lessons on one scenario file, and a German translation of
/// the first.
QString fixtures()
{
    return QStringLiteral(INFLIGHT_FIXTURE_LESSONS);
}

QString fixture(const QString &name)
{
    return fixtures() + u'/' + name;
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

bool write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

std::vector<std::string> strings(std::initializer_list<const char *> list)
{
    return {list.begin(), list.end()};
}

} // namespace

class TestLessonTranslations : public QObject {
    Q_OBJECT

private slots:
    void aLessonIsListedFromItsTranslation()
    {
        const std::vector<LessonEntry> german = listLessons(fixtures().toStdString(), "de");
        QCOMPARE(german.size(), std::size_t(2));
        QCOMPARE(german[0].id, std::string("orders"));
        QCOMPARE(german[0].title, std::string("Eine Bestellung, zweimal belastet"));
        QCOMPARE(QString::fromStdString(german[0].path),
                 fixture(QStringLiteral("de/01-orders.json")));
        // No German 02: the English lesson, in its place.
        QCOMPARE(german[1].id, std::string("deleted"));
        QCOMPARE(german[1].title, std::string("A delete that deletes nothing"));
        QCOMPARE(QString::fromStdString(german[1].path),
                 fixture(QStringLiteral("02-deleted.json")));
        QVERIFY(german[0].problem.empty() && german[1].problem.empty());

        for (const std::string language : {"", "en", "es"}) {
            const std::vector<LessonEntry> english =
                listLessons(fixtures().toStdString(), language);
            QCOMPARE(english.size(), std::size_t(2));
            QCOMPARE(english[0].title, std::string("One order, charged twice"));
            QCOMPARE(QString::fromStdString(english[0].path),
                     fixture(QStringLiteral("01-orders.json")));
        }
    }

    void aTranslationLoadsWithItsEnglishLessonsScenario()
    {
        const LessonLoad load =
            loadLessonFile(fixture(QStringLiteral("de/01-orders.json")).toStdString());
        QVERIFY2(load.ok(), load.report().c_str());
        const Lesson &lesson = *load.lesson;
        QCOMPARE(lesson.title, std::string("Eine Bestellung, zweimal belastet"));
        // "scenarios/orders.json" is read beside the English lesson, not in de/.
        QCOMPARE(QString::fromStdString(lesson.scenarioPath),
                 fixture(QStringLiteral("scenarios/orders.json")));
        QCOMPARE(lesson.steps.size(), std::size_t(3));
        QCOMPARE(lesson.steps[1].title, std::string("Eine Leihe von 30 Sekunden"));
        QVERIFY(lesson.steps[1].narration.find("empfängt m1") != std::string::npos);
        QVERIFY(lesson.challenge.has_value());
        QCOMPARE(lesson.challenge->hints.front(), std::string("Der Job dauert 45 Sekunden."));
    }

    void theEnglishLessonOfATranslation_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("english");
        QTest::newRow("a translation") << fixture(QStringLiteral("de/01-orders.json"))
                                       << fixture(QStringLiteral("01-orders.json"));
        QTest::newRow("a lesson not translated yet")
            << fixture(QStringLiteral("de/02-deleted.json"))
            << fixture(QStringLiteral("02-deleted.json"));
        QTest::newRow("an English lesson")
            << fixture(QStringLiteral("01-orders.json")) << QString();
        QTest::newRow("a folder that is not a language")
            << fixture(QStringLiteral("bad/01-orders.json")) << QString();
        QTest::newRow("a translation of no lesson")
            << fixture(QStringLiteral("de/07-nothing.json")) << QString();
        QTest::newRow("a relative path") << QStringLiteral("01-t.json") << QString();
    }

    void theEnglishLessonOfATranslation()
    {
        QFETCH(QString, path);
        QFETCH(QString, english);
        QCOMPARE(QString::fromStdString(englishLessonPath(path.toStdString())), english);
    }

    void theShippedLanguagesAreTheFoldersWithLessons()
    {
        // scenarios/ and bad/ are not languages; "en" is the lessons themselves.
        QCOMPARE(lessonLanguages(fixtures().toStdString()), strings({"de", "en"}));
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("es")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("pt_BR")));
        QVERIFY(write(dir.filePath(QStringLiteral("pt_BR/01-x.json")), "{}"));
        QVERIFY(write(dir.filePath(QStringLiteral("es/notes.txt")), "not a lesson"));
        QCOMPARE(lessonLanguages(dir.path().toStdString()), strings({"en", "pt_BR"}));
    }

    void theReadersLanguageChoosesTheFolder_data()
    {
        QTest::addColumn<QStringList>("uiLanguages");
        QTest::addColumn<QString>("chosen");
        QTest::newRow("German, with its region")
            << QStringList{"de-DE", "de"} << QStringLiteral("de");
        QTest::newRow("Spanish of a region not shipped")
            << QStringList{"es-MX"} << QStringLiteral("es");
        QTest::newRow("the first shipped of several")
            << QStringList{"fr-FR", "fr", "es"} << QStringLiteral("es");
        QTest::newRow("English first") << QStringList{"en-US", "de"} << QStringLiteral("en");
        QTest::newRow("a region's own folder")
            << QStringList{"pt-BR", "pt"} << QStringLiteral("pt_BR");
        QTest::newRow("a region not shipped, its language neither")
            << QStringList{"pt-PT"} << QStringLiteral("en");
        QTest::newRow("nothing shipped") << QStringList{"fr", "it"} << QStringLiteral("en");
        QTest::newRow("the C locale") << QStringList{"C"} << QStringLiteral("en");
        QTest::newRow("no languages at all") << QStringList{} << QStringLiteral("en");
    }

    void theReadersLanguageChoosesTheFolder()
    {
        QFETCH(QStringList, uiLanguages);
        QFETCH(QString, chosen);
        QCOMPARE(QString::fromStdString(
                     chooseLessonLanguage(strings({"de", "en", "es", "pt_BR"}), uiLanguages)),
                 chosen);
    }

    void aFaithfulTranslationPasses()
    {
        const LessonLoad load =
            checkTranslation(fixture(QStringLiteral("de/01-orders.json")).toStdString());
        QCOMPARE(QString::fromStdString(load.report()), QString());
        QVERIFY(load.ok());
    }

    void aTranslationThatIsNotTheLessonIsRefused_data()
    {
        QTest::addColumn<QString>("translation");
        const QDir bad(fixture(QStringLiteral("bad")));
        const QStringList cases = bad.entryList({QStringLiteral("*.json"), QStringLiteral("*.md")},
                                                QDir::Files, QDir::Name);
        QVERIFY(cases.size() >= 4);
        for (const QString &name : cases)
            QTest::newRow(qPrintable(QFileInfo(name).completeBaseName().replace(u'-', u' ')))
                << bad.filePath(name);
    }

    void aTranslationThatIsNotTheLessonIsRefused()
    {
        // The English lesson and its scenario in a folder of their own, and beside them in de/
        // the faithful translation with one of its two files replaced by the case's.
        QFETCH(QString, translation);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("de")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("scenarios")));
        for (const QString &name :
             {QStringLiteral("01-orders.json"), QStringLiteral("01-orders.md"),
              QStringLiteral("scenarios/orders.json")})
            QVERIFY(write(dir.filePath(name), contents(fixture(name))));
        const bool narration = translation.endsWith(QLatin1String(".md"));
        QVERIFY(write(
            dir.filePath(QStringLiteral("de/01-orders.json")),
            contents(narration ? fixture(QStringLiteral("de/01-orders.json")) : translation)));
        QVERIFY(
            write(dir.filePath(QStringLiteral("de/01-orders.md")),
                  contents(narration ? translation : fixture(QStringLiteral("de/01-orders.md")))));

        const LessonLoad load =
            checkTranslation(dir.filePath(QStringLiteral("de/01-orders.json")).toStdString());
        QVERIFY(!load.ok());
        QVERIFY(!load.lesson.has_value());
        QString report = QString::fromStdString(load.report());
        report.replace(dir.path() + u'/', QString());
        const QString expectedPath =
            translation.left(translation.lastIndexOf(u'.')) + QStringLiteral(".expected");
        QCOMPARE(report, QString::fromUtf8(contents(expectedPath)));
    }

    void aTranslationOfNoLessonIsRefused()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("de")));
        const QString path = dir.filePath(QStringLiteral("de/01-orders.json"));
        QVERIFY(write(path, contents(fixture(QStringLiteral("de/01-orders.json")))));
        QVERIFY(write(dir.filePath(QStringLiteral("de/01-orders.md")),
                      contents(fixture(QStringLiteral("de/01-orders.md")))));
        const LessonLoad load = checkTranslation(path.toStdString());
        QVERIFY(!load.ok());
        QVERIFY2(load.report().find(path.toStdString() +
                                    ":0:0: translates no lesson: there is no 01-orders.json in "
                                    "the folder above") != std::string::npos,
                 load.report().c_str());
    }

    void translationFilesAreEveryJsonOfTheLanguage()
    {
        const std::vector<std::string> files = translationFiles(fixtures().toStdString(), "de");
        QCOMPARE(files.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(files.front()),
                 fixture(QStringLiteral("de/01-orders.json")));
        QVERIFY(translationFiles(fixtures().toStdString(), "es").empty());
    }

    void theSummarySaysWhatIsTranslated()
    {
        QCOMPARE(QString::fromStdString(translationCheckSummary("de", 3, 4, 16, 20)),
                 QStringLiteral("de: 3 of 4 translations load, check cleanly and match their "
                                "English lessons\n"
                                "de: 16 of 20 lessons have no translation and are shown in "
                                "English\n"));
        QCOMPARE(QString::fromStdString(translationCheckSummary("es", 20, 20, 0, 20)),
                 QStringLiteral("es: 20 of 20 translations load, check cleanly and match their "
                                "English lessons\n"));
    }

    void everyShippedTranslationPasses_data()
    {
        QTest::addColumn<QString>("path");
        const QDir lessons(QStringLiteral(INFLIGHT_LESSONS_DIR));
        int rows = 0;
        for (const std::string &language : lessonLanguages(lessons.path().toStdString())) {
            if (language == "en")
                continue;
            for (const std::string &file :
                 translationFiles(lessons.path().toStdString(), language)) {
                const QString path = QString::fromStdString(file);
                QTest::newRow(qPrintable(lessons.relativeFilePath(path))) << path;
                ++rows;
            }
        }
        // Until the translators' files land there is nothing here; the fixture's translation
        // (aFaithfulTranslationPasses) covers the passing check meanwhile.
        if (rows == 0)
            QTest::newRow("no translations shipped yet") << QString();
    }

    void everyShippedTranslationPasses()
    {
        QFETCH(QString, path);
        if (path.isEmpty())
            QSKIP("lessons/ has no translations yet");
        const LessonLoad load = checkTranslation(path.toStdString());
        QVERIFY2(load.ok(), load.report().c_str());
        // Compiled in: :/lessons/de/01-x.json for lessons/de/01-x.json, and its narration.
        const QDir lessons(QStringLiteral(INFLIGHT_LESSONS_DIR));
        const QString json = lessons.relativeFilePath(path);
        const QString narration = json.left(json.size() - 4) + QStringLiteral("md");
        for (const QString &file : {json, narration})
            QCOMPARE(contents(QStringLiteral(":/lessons/") + file),
                     contents(lessons.filePath(file)));
    }
};

QTEST_GUILESS_MAIN(TestLessonTranslations)
#include "tst_lessontranslations.moc"
