// SPDX-License-Identifier: GPL-3.0-or-later
#include "sentencecache.h"

#include "eventtexts.h"
#include "sentencetext.h"

namespace inflight {

SentenceCache::SentenceCache(int capacity) : m_sentences(capacity) {}

QString SentenceCache::sentence(const Run &run, std::uint64_t sequence)
{
    if (const QString *cached = m_sentences.object(sequence))
        return *cached;
    auto *text = new QString(translated(eventSentence(run, sequence)));
    const QString copy = *text;
    m_sentences.insert(sequence, text);
    return copy;
}

void SentenceCache::clear()
{
    m_sentences.clear();
}

} // namespace inflight
