// SPDX-License-Identifier: GPL-3.0-or-later
#include "suggest.h"

#include <algorithm>
#include <cctype>

namespace inflight {

namespace {
std::size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            const bool same = std::tolower(static_cast<unsigned char>(a[i - 1])) ==
                              std::tolower(static_cast<unsigned char>(b[j - 1]));
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (same ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}
} // namespace

std::string closestName(std::string_view word, const std::vector<std::string> &candidates)
{
    std::string best;
    std::size_t bestDistance = 0;
    for (const std::string &candidate : candidates) {
        const std::size_t d = editDistance(word, candidate);
        if (best.empty() || d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    // A plausible typo changes at most a third of the word (and at least allows one edit).
    const std::size_t allowed = std::max<std::size_t>(1, std::max(word.size(), best.size()) / 3);
    return bestDistance <= allowed ? best : std::string();
}

} // namespace inflight
