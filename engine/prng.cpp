// SPDX-License-Identifier: GPL-3.0-or-later
#include "prng.h"

namespace inflight {

std::uint64_t splitMix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::uint64_t mix64(std::uint64_t value)
{
    return splitMix64(value);
}

Prng::Prng(std::uint64_t seed) : m_seed(seed)
{
    std::uint64_t s = seed;
    for (auto &word : m_state)
        word = splitMix64(s);
}

static inline std::uint64_t rotl(std::uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

std::uint64_t Prng::nextU64()
{
    const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
    const std::uint64_t t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotl(m_state[3], 45);
    return result;
}

double Prng::uniform01()
{
    return static_cast<double>(nextU64() >> 11) * 0x1.0p-53;
}

std::uint64_t Prng::uniformBelow(std::uint64_t bound)
{
    // Reject the top partial range so every value is equally likely.
    const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % bound);
    std::uint64_t x;
    do {
        x = nextU64();
    } while (x >= limit);
    return x % bound;
}

bool Prng::bernoulli(double p)
{
    if (p <= 0.0)
        return false;
    if (p >= 1.0)
        return true;
    return uniform01() < p;
}

} // namespace inflight
