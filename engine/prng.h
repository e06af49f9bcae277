// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace inflight {

/// The one pseudo-random generator of a run (xoshiro256**, seeded through SplitMix64). It is
/// passed to whatever needs randomness; nothing in the engine uses a global generator. The
/// distributions are implemented here, not taken from <random>, whose distributions differ
/// between standard libraries and would break "same seed, same log" across builds.
class Prng {
public:
    explicit Prng(std::uint64_t seed = 1);

    std::uint64_t seed() const { return m_seed; }
    std::uint64_t nextU64();
    /// Uniform in [0, 1), 53 bits.
    double uniform01();
    /// Uniform in [0, bound); bound must be > 0. Unbiased (rejection sampling).
    std::uint64_t uniformBelow(std::uint64_t bound);
    /// True with probability p (p <= 0 never, p >= 1 always; neither draws a number).
    bool bernoulli(double p);

private:
    std::uint64_t m_seed;
    std::uint64_t m_state[4];
};

/// SplitMix64 step, also useful as a stateless mixing function.
std::uint64_t splitMix64(std::uint64_t &state);
std::uint64_t mix64(std::uint64_t value);

} // namespace inflight
