// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The narration's sentences of recently shown events. A view asks for the same cells on every
// repaint, and a run can hold millions of events, so the models over the event log make a sentence
// when a row is painted and keep only the latest ones.

#include "run.h"

#include <QCache>
#include <QString>

#include <cstdint>

namespace inflight {

class SentenceCache {
public:
    /// Keeps the sentences of at most `capacity` events.
    explicit SentenceCache(int capacity);

    /// The sentence for the event `sequence` of `run`, made on the first request. The cache does
    /// not know the run: clear() it when the run changes.
    QString sentence(const Run &run, std::uint64_t sequence);
    void clear();

private:
    QCache<std::uint64_t, QString> m_sentences;
};

} // namespace inflight
