// SPDX-License-Identifier: GPL-3.0-or-later
#include "sentencetext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace inflight {

namespace {
std::string translate(const char *context, const char *source, int count)
{
    return QCoreApplication::translate(context, source, nullptr, count).toStdString();
}
} // namespace

QString translated(const Sentence &sentence)
{
    return QString::fromStdString(fillSentence(sentence, readerTranslator()));
}

Translator readerTranslator()
{
    return Translator(translate, QLocale().decimalPoint().toStdString());
}

QString translatedParts(const std::vector<Sentence> &parts)
{
    QStringList texts;
    texts.reserve(static_cast<qsizetype>(parts.size()));
    for (const Sentence &part : parts)
        texts << translated(part);
    return texts.join(QStringLiteral(" · "));
}

} // namespace inflight
