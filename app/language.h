// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The language of the interface: the system's (LANGUAGE, LANG: QLocale::system().uiLanguages())
// or the one chosen in View > Language, and the translators that put it on screen: Inflight's own
// (translations/inflight_<lang>.ts, embedded as :/i18n/inflight_<lang>.qm) and Qt's
// (qtbase_<lang>.qm, for the texts of Qt's own dialogs and buttons). English has a catalogue too:
// only its plural forms, so that "%n message(s)" reads "1 message" and "2 messages".

#include <QString>
#include <QStringList>

namespace inflight {

/// The languages the interface is shown in, English first: {"en", "de", "es"}.
QStringList interfaceLanguages();

/// The language to show for a View > Language `choice` ("system" or empty: the first of
/// `uiLanguages` that Inflight is translated into, "de-AT" taken as "de"; else that language
/// when Inflight has it), English when none fits.
QString chooseInterfaceLanguage(const QString &choice, const QStringList &uiLanguages);

/// The language's name in that language ("Deutsch"), as the menu lists it.
QString languageName(const QString &language);

/// Puts `language` on screen from now on: replaces the translators this function installed
/// before with Inflight's and Qt's for `language`, and makes `language` the default locale unless
/// the system's locale already speaks it (de_AT stays de_AT), so numbers, the lessons' language
/// (lessons/<lang>/) and the words agree. Returns false, changing nothing, for a language
/// Inflight is not translated into.
bool installInterfaceLanguage(const QString &language);

/// The language installInterfaceLanguage() put on screen last ("" before any).
QString installedInterfaceLanguage();

/// The language the desktop app starts in: the View > Language setting, else the system's.
QString startupInterfaceLanguage();

} // namespace inflight
