// SPDX-License-Identifier: GPL-3.0-or-later
// The interface's language (app/language.h): chosen from the system's languages or View >
// Language, Inflight's and Qt's translators installed and replaced, English plural forms, the
// main window's menus in German with the language menu that stores the choice, and
// `inflight export` writing a handout in the language of LANGUAGE or of --lang.

#include "language.h"
#include "mainwindow.h"
#include "settingskeys.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace inflight;

namespace {

QString translated(const char *context, const char *source, int n = -1)
{
    return QCoreApplication::translate(context, source, nullptr, n);
}

/// The titles of a menu's actions, in order.
QStringList titles(const QList<QAction *> &actions)
{
    QStringList list;
    for (const QAction *action : actions) {
        if (!action->isSeparator())
            list << action->text();
    }
    return list;
}

QMenu *subMenu(const QList<QAction *> &actions, const QString &title)
{
    for (QAction *action : actions) {
        if (action->text() == title)
            return action->menu();
    }
    return nullptr;
}

} // namespace

class TestLanguage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void chooseInterfaceLanguage_data();
    void chooseInterfaceLanguage();
    void installsInflightsAndQtsTranslators();
    void englishHasItsPluralForms();
    void anUnknownLanguageChangesNothing();
    void theSettingChoosesTheStartupLanguage();
    void theMainWindowSpeaksGermanAndStoresTheChoice();
    void theCommandLineFollowsTheSystemOrLang_data();
    void theCommandLineFollowsTheSystemOrLang();

private:
    QTemporaryDir m_dir;
};

void TestLanguage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("InflightLanguageTests"));
    QSettings().clear();
    QVERIFY(m_dir.isValid());
}

void TestLanguage::cleanup()
{
    QVERIFY(installInterfaceLanguage(QStringLiteral("en")));
    QSettings().clear();
}

void TestLanguage::chooseInterfaceLanguage_data()
{
    QTest::addColumn<QString>("choice");
    QTest::addColumn<QStringList>("uiLanguages");
    QTest::addColumn<QString>("language");
    const QString system = QStringLiteral("system");
    QTest::newRow("LANG=de_DE") << system << QStringList{"de-DE", "de"} << "de";
    QTest::newRow("an empty setting is the system's") << QString() << QStringList{"es-MX"} << "es";
    QTest::newRow("LANGUAGE=fr:es: the first Inflight has")
        << system << QStringList{"fr-FR", "fr", "es"} << "es";
    QTest::newRow("de_AT is German") << system << QStringList{"de_AT"} << "de";
    QTest::newRow("English first stays English") << system << QStringList{"en-US", "de"} << "en";
    QTest::newRow("no language Inflight has: English") << system << QStringList{"fr-FR"} << "en";
    QTest::newRow("the C locale: English") << system << QStringList{"C"} << "en";
    QTest::newRow("a chosen language wins over the system's")
        << "de" << QStringList{"es-ES", "es"} << "de";
    QTest::newRow("English chosen on a German system") << "en" << QStringList{"de-DE"} << "en";
    QTest::newRow("a setting Inflight does not have: English")
        << "pt" << QStringList{"de-DE"} << "en";
}

void TestLanguage::chooseInterfaceLanguage()
{
    QFETCH(QString, choice);
    QFETCH(QStringList, uiLanguages);
    QFETCH(QString, language);
    QCOMPARE(inflight::chooseInterfaceLanguage(choice, uiLanguages), language);
}

void TestLanguage::installsInflightsAndQtsTranslators()
{
    QVERIFY(installInterfaceLanguage(QStringLiteral("de")));
    QCOMPARE(installedInterfaceLanguage(), QStringLiteral("de"));
    QCOMPARE(translated("inflight::MainWindow", "&View"), QStringLiteral("&Ansicht"));
    QCOMPARE(translated("inflight::MainWindow", "&Language"), QStringLiteral("&Sprache"));
    QCOMPARE(translated("LessonPrint", "%n steps", 1), QStringLiteral("1 Schritt"));
    QCOMPARE(translated("LessonPrint", "%n steps", 7), QStringLiteral("7 Schritte"));
    // Numbers and the lessons' folder follow the words.
    QCOMPARE(QLocale().language(), QLocale::German);
    QCOMPARE(QLocale().toString(1.5, 'f', 1), QStringLiteral("1,5"));

    // Switching replaces both translators: no German is left under Spanish.
    QVERIFY(installInterfaceLanguage(QStringLiteral("es")));
    QCOMPARE(translated("inflight::MainWindow", "&View"), QStringLiteral("&Ver"));
    QCOMPARE(translated("LessonPrint", "%n steps", 7), QStringLiteral("7 pasos"));
    QCOMPARE(QLocale().language(), QLocale::Spanish);
    QVERIFY(installInterfaceLanguage(QStringLiteral("de")));

    // Qt's own texts (its dialogs' buttons), from Debian's qt6-translations-l10n.
    const QString qtCatalogue =
        QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_de.qm");
    if (!QFile::exists(qtCatalogue))
        QSKIP(qPrintable(qtCatalogue + QStringLiteral(" is missing (qt6-translations-l10n)")));
    QCOMPARE(translated("QPlatformTheme", "Cancel"), QStringLiteral("Abbrechen"));
    QVERIFY(installInterfaceLanguage(QStringLiteral("en")));
    QCOMPARE(translated("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
}

void TestLanguage::englishHasItsPluralForms()
{
    // Without the English catalogue Qt only puts the number in: "1 steps".
    QVERIFY(installInterfaceLanguage(QStringLiteral("en")));
    QCOMPARE(translated("LessonPrint", "%n steps", 1), QStringLiteral("1 step"));
    QCOMPARE(translated("LessonPrint", "%n steps", 2), QStringLiteral("2 steps"));
    QCOMPARE(translated("inflight::SummaryPanel",
                        "%Ln key(s) lost: never effected, and in no queue any more", 1),
             QStringLiteral("1 key lost: never effected, and in no queue any more"));
    QCOMPARE(translated("inflight::MainWindow", "&View"), QStringLiteral("&View"));
}

void TestLanguage::anUnknownLanguageChangesNothing()
{
    QVERIFY(installInterfaceLanguage(QStringLiteral("de")));
    QVERIFY(!installInterfaceLanguage(QStringLiteral("fr")));
    QVERIFY(!installInterfaceLanguage(QString()));
    QCOMPARE(installedInterfaceLanguage(), QStringLiteral("de"));
    QCOMPARE(translated("inflight::MainWindow", "&View"), QStringLiteral("&Ansicht"));
}

void TestLanguage::theSettingChoosesTheStartupLanguage()
{
    QSettings().setValue(settingskeys::viewLanguage, QStringLiteral("es"));
    QCOMPARE(startupInterfaceLanguage(), QStringLiteral("es"));
    QSettings().setValue(settingskeys::viewLanguage, QStringLiteral("system"));
    QCOMPARE(startupInterfaceLanguage(),
             inflight::chooseInterfaceLanguage(QString(), QLocale::system().uiLanguages()));
}

void TestLanguage::theMainWindowSpeaksGermanAndStoresTheChoice()
{
    QVERIFY(installInterfaceLanguage(QStringLiteral("de")));
    MainWindow window;
    window.openDefaultScenario();
    const QList<QAction *> menus = window.menuBar()->actions();
    QVERIFY2(titles(menus).mid(0, 6) == (QStringList{"&Datei", "&Bearbeiten", "&Wiedergabe",
                                                     "&Ansicht", "&Lektionen", "&Hilfe"}),
             qPrintable(titles(menus).join(u',')));
    QMenu *view = subMenu(menus, QStringLiteral("&Ansicht"));
    QVERIFY(view);
    QMenu *language = subMenu(view->actions(), QStringLiteral("&Sprache"));
    QVERIFY(language);
    QCOMPARE(titles(language->actions()),
             (QStringList{"Dem &System folgen", "&English", "&Deutsch", "Es&pañol"}));
    // Nothing chosen yet: the system's language is checked.
    QCOMPARE(language->actions().at(0)->isChecked(), true);

    // Choosing Spanish stores it for the next start and says so in Spanish.
    language->actions().at(3)->trigger();
    QCOMPARE(QSettings().value(settingskeys::viewLanguage).toString(), QStringLiteral("es"));
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("El idioma cambiará la próxima vez que se inicie Inflight."));
    QCOMPARE(startupInterfaceLanguage(), QStringLiteral("es"));
    // The window itself keeps its words until then.
    QCOMPARE(view->title(), QStringLiteral("&Ansicht"));
}

void TestLanguage::theCommandLineFollowsTheSystemOrLang_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("steps");
    QTest::addColumn<QString>("title");
    // A number of the handout (the timeline's tick at 32.5 s), in the words' language: with
    // LANG=C.UTF-8, a German handout once wrote C's 32.5.
    QTest::addColumn<QString>("tick");
    QTest::newRow("LANGUAGE=de") << "de" << QStringList() << "7 Schritte"
                                 << "Geliehen, nicht genommen"
                                 << "32,5";
    QTest::newRow("LANGUAGE=es") << "es" << QStringList() << "7 pasos"
                                 << "Prestado, no retirado"
                                 << "32,5";
    QTest::newRow("LANGUAGE=fr: English") << "fr" << QStringList() << "7 steps"
                                          << "Lent, not taken"
                                          << "32.5";
    QTest::newRow("--lang es under LANGUAGE=de") << "de" << QStringList{"--lang", "es"} << "7 pasos"
                                                 << "Prestado, no retirado"
                                                 << "32,5";
    QTest::newRow("--lang en under LANGUAGE=de") << "de" << QStringList{"--lang", "en"} << "7 steps"
                                                 << "Lent, not taken"
                                                 << "32.5";
}

void TestLanguage::theCommandLineFollowsTheSystemOrLang()
{
    QFETCH(QString, language);
    QFETCH(QStringList, options);
    QFETCH(QString, steps);
    QFETCH(QString, title);
    QFETCH(QString, tick);
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        QFAIL("pdftotext (poppler-utils) is needed");
    const QString pdf = m_dir.filePath(
        QStringLiteral("handout-%1.pdf").arg(QTest::currentDataTag()).replace(u' ', u'_'));
    QProcess inflight;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("LC_ALL"));
    env.remove(QStringLiteral("LC_MESSAGES"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LANGUAGE"), language);
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    inflight.setProcessEnvironment(env);
    inflight.start(QStringLiteral(INFLIGHT_BINARY),
                   QStringList{"export", "--lesson", "1", "--handout", pdf} + options);
    QVERIFY(inflight.waitForFinished(120000));
    QVERIFY2(inflight.exitCode() == 0, inflight.readAllStandardError().constData());
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QVERIFY(text.waitForFinished(60000));
    const QString handout = QString::fromUtf8(text.readAllStandardOutput());
    QVERIFY2(handout.contains(steps), qPrintable(handout.left(300)));
    QVERIFY2(handout.contains(title), qPrintable(handout.left(300)));
    const QString otherTick =
        QString(tick).replace(u',', u'#').replace(u'.', u',').replace(u'#', u'.');
    QVERIFY2(handout.contains(tick) && !handout.contains(otherTick), qPrintable(handout));
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
