// SPDX-License-Identifier: GPL-3.0-or-later
#include "language.h"

#include "settingskeys.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace inflight {

namespace {

/// The translators installed on the application, replaced together when the language changes.
struct InstalledTranslators {
    std::unique_ptr<QTranslator> inflight;
    std::unique_ptr<QTranslator> qt;
    QString language;
};

InstalledTranslators &installed()
{
    static InstalledTranslators translators;
    return translators;
}

/// "de-AT", "de_AT" and "de" are all German.
QString languageOf(const QString &uiLanguage)
{
    return uiLanguage.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
}

/// The language the system's locale speaks, the C locale counting as English.
QString systemLocaleLanguage()
{
    const QLocale system = QLocale::system();
    if (system.language() == QLocale::C)
        return QStringLiteral("en");
    return languageOf(system.name());
}

/// The language the system writes its numbers in, the C locale counting as English. On Unix
/// QLocale::system() takes its name from LANGUAGE but its decimal point from LC_ALL, LC_NUMERIC
/// or LANG: under LANGUAGE=de with LANG=C.UTF-8 it is "de_DE" writing 1.5, so its name alone
/// would keep a German handout's numbers in C's.
QString systemNumbersLanguage()
{
#ifdef Q_OS_UNIX
    for (const char *variable : {"LC_ALL", "LC_NUMERIC", "LANG"}) {
        const QString value = qEnvironmentVariable(variable);
        if (value.isEmpty())
            continue;
        const QString name = value.section(QLatin1Char('.'), 0, 0).section(QLatin1Char('@'), 0, 0);
        if (name == QLatin1String("C") || name == QLatin1String("POSIX"))
            return QStringLiteral("en");
        return languageOf(name);
    }
#endif
    return systemLocaleLanguage();
}

} // namespace

QStringList interfaceLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("es")};
}

QString chooseInterfaceLanguage(const QString &choice, const QStringList &uiLanguages)
{
    const QStringList languages = interfaceLanguages();
    if (!choice.isEmpty() && choice != QLatin1String("system"))
        return languages.contains(choice) ? choice : QStringLiteral("en");
    for (const QString &uiLanguage : uiLanguages) {
        const QString language = languageOf(uiLanguage);
        if (languages.contains(language))
            return language;
    }
    return QStringLiteral("en");
}

QString languageName(const QString &language)
{
    if (language == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (language == QLatin1String("es"))
        return QStringLiteral("Español");
    return QStringLiteral("English");
}

bool installInterfaceLanguage(const QString &language)
{
    if (!interfaceLanguages().contains(language))
        return false;
    auto inflight = std::make_unique<QTranslator>();
    if (!inflight->load(QStringLiteral(":/i18n/inflight_") + language))
        return false;
    // Qt's own texts (the buttons of its dialogs, its context menus); English needs none. A
    // machine without Qt's translations (Debian's qt6-translations-l10n) shows those in English.
    std::unique_ptr<QTranslator> qt;
    if (language != QLatin1String("en")) {
        qt = std::make_unique<QTranslator>();
        if (!qt->load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            qt.reset();
    }
    InstalledTranslators &current = installed();
    if (current.inflight)
        QCoreApplication::removeTranslator(current.inflight.get());
    if (current.qt)
        QCoreApplication::removeTranslator(current.qt.get());
    current.inflight = std::move(inflight);
    current.qt = std::move(qt);
    current.language = language;
    QCoreApplication::installTranslator(current.inflight.get());
    if (current.qt)
        QCoreApplication::installTranslator(current.qt.get());

    // Numbers and the lessons' folder (QLocale().uiLanguages()) follow the words: a German window
    // on an English system writes 1,5 s and opens lessons/de/. The system's locale stays where it
    // speaks the language already (de_AT), and where English is only the fallback for a language
    // Inflight is not translated into (a French system keeps its numbers).
    const QString system = systemLocaleLanguage();
    const bool speaks = system == language && systemNumbersLanguage() == language;
    const bool otherLanguage =
        !speaks && (language != QLatin1String("en") || interfaceLanguages().contains(system));
    QLocale::setDefault(otherLanguage ? QLocale(language) : QLocale::system());
    return true;
}

QString installedInterfaceLanguage()
{
    return installed().language;
}

QString startupInterfaceLanguage()
{
    const QString choice =
        QSettings().value(settingskeys::viewLanguage, QStringLiteral("system")).toString();
    return chooseInterfaceLanguage(choice, QLocale::system().uiLanguages());
}

} // namespace inflight
