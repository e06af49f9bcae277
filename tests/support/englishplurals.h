// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// English plurals for tests that read the views' counted texts. The views write a count as one
// template with Qt's %n, "%Ln event(s)"; the program's English catalogue (inflight_en, made by
// lupdate -pluralonly) turns it into "1 event" and "2 events". Without a catalogue Qt only puts
// the number in: "2 event(s)". This translator does what that catalogue does for the "(s)"
// convention, so a test can check the sentence a reader sees without the built catalogue: for a
// source with %n and "(s)" it drops "(s)" for one and writes "s" for any other count. Any other
// text it leaves untranslated, as an English catalogue would. Header-only.

#include <QCoreApplication>
#include <QString>
#include <QTranslator>

namespace inflight::test {

class EnglishPlurals : public QTranslator {
public:
    EnglishPlurals() { QCoreApplication::installTranslator(this); }
    ~EnglishPlurals() override { QCoreApplication::removeTranslator(this); }
    EnglishPlurals(const EnglishPlurals &) = delete;
    EnglishPlurals &operator=(const EnglishPlurals &) = delete;

    bool isEmpty() const override { return false; }

    QString translate(const char *, const char *source, const char *, int n) const override
    {
        const QString text = QString::fromUtf8(source);
        const bool counted =
            text.contains(QLatin1String("%n")) || text.contains(QLatin1String("%Ln"));
        if (n < 0 || !counted || !text.contains(QLatin1String("(s)")))
            return {};
        QString resolved = text;
        return resolved.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
    }
};

} // namespace inflight::test
