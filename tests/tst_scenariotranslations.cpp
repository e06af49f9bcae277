// SPDX-License-Identifier: GPL-3.0-or-later
// Scenarios per language (lessons/scenarios/<lang>/NAME.json): a translation holds only the
// scenario's texts (title, description, each service's effect and effectPast) and is put over
// the English scenario, falling back to English per scenario and per text; the engine's sentences
// insert the translated effect into the translated template; a translation that names what the
// English scenario lacks, or holds anything but texts, is refused with its path and the reason.
// Every shipped translation passes the same check as `inflight lessons --check`.

#include "eventtexts.h"
#include "lessonloader.h"
#include "run.h"
#include "scenarioloader.h"
#include "scenariotranslation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace inflight;

namespace {

QString scenarios()
{
    return QStringLiteral(INFLIGHT_SCENARIOS);
}

bool write(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

Scenario englishScenario(const QString &path)
{
    const ScenarioLoad load = loadScenarioFile(path.toStdString());
    if (!load.ok())
        qFatal("%s", load.report().c_str());
    return *load.scenario;
}

std::string translate(const char *context, const char *source, int count)
{
    return QCoreApplication::translate(context, source, nullptr, count).toStdString();
}

/// The sentence of the run's first side effect, in the installed translation.
std::string firstEffectSentence(const Scenario &scenario)
{
    const Run run = simulate(scenario);
    for (std::uint64_t i = 0; i < run.log().size(); ++i) {
        if (run.log()[i].kind == EventKind::SideEffect)
            return fillSentence(eventSentence(run, i), Translator(translate));
    }
    return {};
}

/// A scenario with one service, and a folder for its translations, in a temporary directory.
struct ScenarioFolder {
    QTemporaryDir dir;
    QString english;

    ScenarioFolder()
    {
        QFile::copy(scenarios() + QStringLiteral("/double-charged-order.json"),
                    dir.filePath(QStringLiteral("order.json")));
        english = dir.filePath(QStringLiteral("order.json"));
    }
    QString translation(const char *language) const
    {
        return dir.filePath(QString::fromLatin1(language) + QStringLiteral("/order.json"));
    }
};

} // namespace

class TestScenarioTranslations : public QObject {
    Q_OBJECT

private slots:
    void aScenarioIsReadInGermanAndSpanish_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("descriptionStart");
        QTest::addColumn<QString>("effectSentence");
        QTest::newRow("de") << QStringLiteral("de")
                            << QStringLiteral("Die doppelt abgebuchte Bestellung")
                            << QStringLiteral("Ein Bestelldienst legt eine Bestellung")
                            << QStringLiteral("worker-1 belastet die Karte für ord_7731");
        QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("El pedido cobrado dos veces")
                            << QStringLiteral("Un servicio de pedidos pone un pedido")
                            << QStringLiteral("worker-1 cobra la tarjeta para ord_7731");
    }

    void aScenarioIsReadInGermanAndSpanish()
    {
        QFETCH(QString, language);
        QFETCH(QString, title);
        QFETCH(QString, descriptionStart);
        QFETCH(QString, effectSentence);
        const QString path = scenarios() + QStringLiteral("/double-charged-order.json");
        Scenario scenario = englishScenario(path);
        const Scenario english = scenario;
        const auto problems =
            translateScenarioFile(scenario, path.toStdString(), language.toStdString());
        QVERIFY2(problems.empty(), reportProblems(problems).c_str());
        QCOMPARE(QString::fromStdString(scenario.title), title);
        QVERIFY(QString::fromStdString(scenario.description).startsWith(descriptionStart));
        // Only the texts change: the run is the English scenario's.
        QCOMPARE(simulate(scenario).engine->digest(), simulate(english).engine->digest());

        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/inflight_%1.qm").arg(language)));
        QCoreApplication::installTranslator(&translator);
        const std::string sentence = firstEffectSentence(scenario);
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(QString::fromStdString(sentence), effectSentence);
    }

    void aTranslatedLessonShowsItsScenarioInItsLanguage()
    {
        const QString lessons = QStringLiteral(INFLIGHT_LESSONS_DIR);
        const LessonLoad german = loadLessonFile(
            (lessons + QStringLiteral("/de/02-double-charged-order.json")).toStdString());
        QVERIFY2(german.ok(), german.report().c_str());
        QCOMPARE(QString::fromStdString(german.lesson->scenario.title),
                 QStringLiteral("Doppelte Abbuchungen in der Stoßzeit"));
        QCOMPARE(QString::fromStdString(german.lesson->scenario.services.at(0).effectPast),
                 QStringLiteral("abgebucht"));
        const LessonLoad english = loadLessonFile(
            (lessons + QStringLiteral("/02-double-charged-order.json")).toStdString());
        QVERIFY2(english.ok(), english.report().c_str());
        QCOMPARE(QString::fromStdString(english.lesson->scenario.title),
                 QStringLiteral("Double charges in the busy period"));
    }

    void aMissingTranslationFallsBackToEnglish()
    {
        ScenarioFolder folder;
        Scenario scenario = englishScenario(folder.english);
        const Scenario english = scenario;
        // No translation at all: the English scenario.
        QVERIFY(translateScenarioFile(scenario, folder.english.toStdString(), "de").empty());
        QCOMPARE(scenario.title, english.title);
        QCOMPARE(uiScenarioLanguage(folder.english.toStdString()), std::string("en"));
        // A translation of the title alone: the other texts stay English.
        QVERIFY(write(folder.translation("de"), R"({"title": "Die Bestellung"})"));
        QVERIFY(translateScenarioFile(scenario, folder.english.toStdString(), "de").empty());
        QCOMPARE(scenario.title, std::string("Die Bestellung"));
        QCOMPARE(scenario.description, english.description);
        QCOMPARE(scenario.services.at(0).effect, english.services.at(0).effect);
        // English is never translated.
        Scenario again = english;
        QVERIFY(translateScenarioFile(again, folder.english.toStdString(), "en").empty());
        QCOMPARE(again.title, english.title);
    }

    void theReadersLanguagePicksATranslationThatExists()
    {
        ScenarioFolder folder;
        QVERIFY(write(folder.translation("de"), R"({"title": "Die Bestellung"})"));
        const QLocale before;
        QLocale::setDefault(QLocale(QStringLiteral("de_DE")));
        const std::string german = uiScenarioLanguage(folder.english.toStdString());
        QLocale::setDefault(QLocale(QStringLiteral("es_ES")));
        const std::string spanish = uiScenarioLanguage(folder.english.toStdString());
        QLocale::setDefault(before);
        QCOMPARE(german, std::string("de"));
        // No Spanish file beside this one: English.
        QCOMPARE(spanish, std::string("en"));
    }

    void aBadTranslationIsRefusedWithItsPlaceAndReason_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("report");
        QTest::newRow("not JSON") << QByteArray(R"({"title": )")
                                  << QStringLiteral("order.json:1:11: not valid JSON");
        QTest::newRow("structure")
            << QByteArray("{\"title\": \"x\",\n \"until\": 50}")
            << QStringLiteral("order.json:2:2: until is not a text: a scenario's "
                              "translation holds only its title, description and services "
                              "(names, queues and timings stay in the English file)");
        QTest::newRow("unknown service")
            << QByteArray(R"({"services": [{"name": "billing", "effect": "x"}]})")
            << QStringLiteral("order.json:1:24: services[0].name: no service named \"billing\" "
                              "in the English scenario (its services are payments)");
        QTest::newRow("a service's timing")
            << QByteArray(R"({"services": [{"name": "payments", "latency": 3}]})")
            << QStringLiteral("order.json:1:36: services[0].latency is not a text: a translated "
                              "service holds only its name, effect and effectPast");
        QTest::newRow("not a string") << QByteArray(R"({"description": 3})")
                                      << QStringLiteral("order.json:1:17: description: must be a "
                                                        "string, not a number");
        QTest::newRow("empty") << QByteArray(R"({"title": " "})")
                               << QStringLiteral("order.json:1:11: title: empty, where the English "
                                                 "scenario has a text");
    }

    void aBadTranslationIsRefusedWithItsPlaceAndReason()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, report);
        ScenarioFolder folder;
        QVERIFY(write(folder.translation("es"), json));
        Scenario scenario = englishScenario(folder.english);
        const Scenario english = scenario;
        const auto problems = translateScenarioFile(scenario, folder.english.toStdString(), "es");
        QVERIFY(!problems.empty());
        const QString said = QString::fromStdString(reportProblems(problems));
        QVERIFY2(said.startsWith(folder.translation("es").section(u'/', 0, -3) + u'/' +
                                 QStringLiteral("es/") + report),
                 qPrintable(said));
        // Nothing of it is used.
        QCOMPARE(scenario.title, english.title);
        // The check says the same of it.
        const QString checked = QString::fromStdString(
            reportProblems(checkScenarioTranslation(folder.translation("es").toStdString())));
        QCOMPARE(checked, said);
    }

    void aTranslationOfNoScenarioIsRefused()
    {
        ScenarioFolder folder;
        const QString stray = folder.dir.filePath(QStringLiteral("de/nothing.json"));
        QVERIFY(write(stray, R"({"title": "Nichts"})"));
        const QString said =
            QString::fromStdString(reportProblems(checkScenarioTranslation(stray.toStdString())));
        QVERIFY2(said.contains(QStringLiteral("translates no scenario: there is no nothing.json")),
                 qPrintable(said));
    }

    void everyShippedTranslationPasses_data()
    {
        QTest::addColumn<QString>("path");
        for (const char *language : {"de", "es"}) {
            const QDir folder(scenarios() + u'/' + QString::fromLatin1(language));
            const QStringList english =
                QDir(scenarios()).entryList({QStringLiteral("*.json")}, QDir::Files);
            // Every scenario is translated into both languages.
            QCOMPARE(folder.entryList({QStringLiteral("*.json")}, QDir::Files), english);
            for (const QString &file : english)
                QTest::newRow(qPrintable(QString::fromLatin1(language) + u'/' + file))
                    << folder.filePath(file);
        }
    }

    void everyShippedTranslationPasses()
    {
        QFETCH(QString, path);
        const auto problems = checkScenarioTranslation(path.toStdString());
        QVERIFY2(problems.empty(), reportProblems(problems).c_str());
        // Each of its texts differs from the English one: none was left untranslated.
        const QString englishPath =
            QFileInfo(path).dir().filePath(QStringLiteral("../") + QFileInfo(path).fileName());
        Scenario scenario = englishScenario(englishPath);
        const Scenario english = scenario;
        const std::string language = QFileInfo(path).dir().dirName().toStdString();
        QVERIFY(translateScenarioFile(scenario, englishPath.toStdString(), language).empty());
        QVERIFY(scenario.title != english.title);
        QVERIFY(scenario.description != english.description);
        for (std::size_t i = 0; i < english.services.size(); ++i) {
            QVERIFY(scenario.services[i].effect != english.services[i].effect);
            QVERIFY(scenario.services[i].effectPast != english.services[i].effectPast);
        }
    }
};

QTEST_GUILESS_MAIN(TestScenarioTranslations)
#include "tst_scenariotranslations.moc"
