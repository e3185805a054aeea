// Eight float32 lanes for the hand-written CPU loops of a decoding step
// (nn/row_products.cpp, nn/one_query_attention.cpp): loading float32 or
// bfloat16 (widened) into AVX2 registers, summing the lanes, and whether the
// processor has AVX2 and FMA at all (each loop has a portable twin). The
// functions carry their own target attribute, so the files need no -mavx2
// and run on any x86-64 processor as long as they ask first.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <c10/util/BFloat16.h>

#include <immintrin.h>

#include <cstdlib>
#include <cstring>

namespace studio::nn::lanes {

inline float widen(float v) { return v; }
inline float widen(c10::BFloat16 v) { return float(v); }

// Whether the AVX2 loops may run: the processor has AVX2 and FMA, and
// ATTENTION_STUDIO_PORTABLE_LOOPS is not "1". The switch lets one machine test
// the portable twins through the whole program (tests/portability.sh, CI's
// second pass); it is read once, at the first call.
inline bool processor_has_avx2() {
    static const bool has = [] {
        const char* portable = std::getenv("ATTENTION_STUDIO_PORTABLE_LOOPS");
        if (portable && std::strcmp(portable, "1") == 0) return false;
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    }();
    return has;
}

__attribute__((target("avx2,fma"))) inline __m256 load8(const float* p) { return _mm256_loadu_ps(p); }

// Eight bfloat16 values widened to float32: a bfloat16 is the upper half of
// a float32, so the 16 bits move up and the lower half is zero.
__attribute__((target("avx2,fma"))) inline __m256 load8(const c10::BFloat16* p) {
    const __m128i halves = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    return _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(halves), 16));
}

// The sum of the eight lanes.
__attribute__((target("avx2,fma"))) inline float sum8(__m256 v) {
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    s = _mm_add_ss(s, _mm_movehdup_ps(s));
    return _mm_cvtss_f32(s);
}

}  // namespace studio::nn::lanes
