// Small non-cryptographic hashes the engine keys things by: SplitMix64
// (Steele, Lea & Flood 2014) for seeds and weight digests, FNV-1a 64 for
// fingerprints of bytes (stored in checkpoints: their values must never
// change).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

namespace studio::engine {

// SplitMix64's finaliser: every bit of x reaches every bit of the result.
inline uint64_t mix64(uint64_t x) {
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

// One SplitMix64 output for the state x.
inline uint64_t splitmix64(uint64_t x) { return mix64(x + 0x9E3779B97F4A7C15ULL); }

// FNV-1a 64, fed byte by byte.
struct Fnv1a64 {
    uint64_t h = 1469598103934665603ULL;

    void add(unsigned char byte) { h = (h ^ byte) * 1099511628211ULL; }
    void add(const std::string& bytes) {
        for (unsigned char c : bytes) add(c);
    }
    // The hash as 16 lower-case hex digits.
    std::string hex() const {
        char buf[17];
        std::snprintf(buf, sizeof(buf), "%016llx", static_cast<unsigned long long>(h));
        return buf;
    }
};

}  // namespace studio::engine
