// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/row_products.h"

#include "nn/avx2_lanes.h"

#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <ATen/core/grad_mode.h>
#include <c10/util/BFloat16.h>

#include <immintrin.h>

#include <algorithm>
#include <cstdint>

namespace studio::nn {
namespace {

using lanes::load8;
using lanes::processor_has_avx2;
using lanes::sum8;
using lanes::widen;

// Each thread's share is at least this many weight elements (128 KB of
// float32): a 256 x 256 projection stays on the calling thread, where waking
// a second one would cost more than the half it takes over.
constexpr int64_t kElementsPerThread = 1 << 15;

// How far ahead of the weight row being summed its weights are asked for,
// when several input rows share each weight (a beam): the loop then does
// more work per byte, and the processor's own prefetcher, following one
// sequential stream, keeps too few lines in flight. For one input row it is
// left to the prefetcher: asking ahead made that loop slower (session 24).
// Past the end of the weights the hint names lines nobody reads; a prefetch
// never faults.
constexpr int64_t kPrefetchBytes = 32 << 10;

// out[r * O + o] = sum_i x[r * I + i] * w[o * I + i] for o in [o0, o1).
// The portable loop: any processor, and the reference the tests hold the
// AVX2 loop to.
template <typename W>
void sums_portable(const float* x, int64_t rows, const W* w, int64_t in, int64_t out_size, int64_t o0, int64_t o1,
                   float* out) {
    for (int64_t o = o0; o < o1; ++o) {
        const W* wo = w + o * in;
        for (int64_t r = 0; r < rows; ++r) {
            const float* xr = x + r * in;
            float sum = 0.0f;
            for (int64_t i = 0; i < in; ++i) sum += xr[i] * widen(wo[i]);
            out[r * out_size + o] = sum;
        }
    }
}

// The address is formed as an integer: past the end of the weights it is no
// pointer into them.
inline void prefetch_ahead(const void* p) {
    _mm_prefetch(reinterpret_cast<const char*>(reinterpret_cast<uintptr_t>(p) + kPrefetchBytes), _MM_HINT_T0);
}

// One input row: the weight rows one after another, read as one sequential
// stream (the earlier loop read four rows side by side, four streams, and
// reached 21-24 GB/s where this reaches 26-36 on the AVX-512 EPYC of
// bench/RESULTS.md's session 24); four accumulators per row hide the FMA's
// latency.
template <typename W>
__attribute__((target("avx2,fma"))) void sums_one_row_avx2(const float* x, const W* w, int64_t in, int64_t o0,
                                                           int64_t o1, float* out) {
    const int64_t in32 = in / 32 * 32;
    for (int64_t o = o0; o < o1; ++o) {
        const W* wo = w + o * in;
        __m256 a0 = _mm256_setzero_ps(), a1 = _mm256_setzero_ps(), a2 = _mm256_setzero_ps(),
               a3 = _mm256_setzero_ps();
        int64_t i = 0;
        for (; i < in32; i += 32) {
            a0 = _mm256_fmadd_ps(load8(wo + i), _mm256_loadu_ps(x + i), a0);
            a1 = _mm256_fmadd_ps(load8(wo + i + 8), _mm256_loadu_ps(x + i + 8), a1);
            a2 = _mm256_fmadd_ps(load8(wo + i + 16), _mm256_loadu_ps(x + i + 16), a2);
            a3 = _mm256_fmadd_ps(load8(wo + i + 24), _mm256_loadu_ps(x + i + 24), a3);
        }
        for (; i + 8 <= in; i += 8) a0 = _mm256_fmadd_ps(load8(wo + i), _mm256_loadu_ps(x + i), a0);
        float sum = sum8(_mm256_add_ps(_mm256_add_ps(a0, a1), _mm256_add_ps(a2, a3)));
        for (; i < in; ++i) sum += x[i] * widen(wo[i]);
        out[o] = sum;
    }
}

// acc[r] += the 8 products of input row r and weight row `wo` at i.
template <typename W, int R>
__attribute__((target("avx2,fma"))) inline void step_avx2(const float* x, const W* wo, int64_t in, int64_t i,
                                                          __m256 (&acc)[R]) {
    const __m256 wv = load8(wo + i);
    for (int r = 0; r < R; ++r) acc[r] = _mm256_fmadd_ps(wv, _mm256_loadu_ps(x + r * in + i), acc[r]);
}

// R input rows (2 to 4): the weight rows one after another, each loaded once
// for all R rows; R accumulators of eight lanes stay in registers. R is a
// template argument so that the loops over it unroll.
template <typename W, int R>
__attribute__((target("avx2,fma"))) void sums_avx2(const float* x, const W* w, int64_t in, int64_t out_size,
                                                   int64_t o0, int64_t o1, float* out) {
    const int64_t in8 = in / 8 * 8;
    constexpr int64_t line = 64 / sizeof(W);  // elements in a 64-byte cache line
    for (int64_t o = o0; o < o1; ++o) {
        const W* wo = w + o * in;
        __m256 acc[R];
        for (int r = 0; r < R; ++r) acc[r] = _mm256_setzero_ps();
        // Whole cache lines first, each asked for ahead, then the rest of
        // the row in steps of 8 (no branch in the main loop).
        int64_t i = 0;
        for (; i + line <= in8; i += line) {
            prefetch_ahead(wo + i);
            for (int64_t k = i; k < i + line; k += 8) step_avx2<W, R>(x, wo, in, k, acc);
        }
        for (; i < in8; i += 8) step_avx2<W, R>(x, wo, in, i, acc);
        for (int r = 0; r < R; ++r) {
            float sum = sum8(acc[r]);
            for (int64_t k = in8; k < in; ++k) sum += x[r * in + k] * widen(wo[k]);
            out[r * out_size + o] = sum;
        }
    }
}

template <typename W>
void sums(const float* x, int64_t rows, const W* w, int64_t in, int64_t out_size, int64_t o0, int64_t o1,
          float* out, bool avx2) {
    if (!avx2) return sums_portable(x, rows, w, in, out_size, o0, o1, out);
    switch (rows) {
    case 1: return sums_one_row_avx2(x, w, in, o0, o1, out);
    case 2: return sums_avx2<W, 2>(x, w, in, out_size, o0, o1, out);
    case 3: return sums_avx2<W, 3>(x, w, in, out_size, o0, o1, out);
    default: return sums_avx2<W, 4>(x, w, in, out_size, o0, o1, out);
    }
}

}  // namespace

bool row_products_apply(const at::Tensor& x, const at::Tensor& weight, const at::Tensor& bias) {
    if (!x.device().is_cpu() || !weight.device().is_cpu() || weight.dim() != 2 || !weight.is_contiguous()) return false;
    const auto dtype = weight.scalar_type();
    if ((dtype != at::kFloat && dtype != at::kBFloat16) || x.scalar_type() != dtype) return false;
    if (x.dim() < 1 || x.size(-1) != weight.size(1) || x.size(-1) == 0) return false;
    const int64_t rows = x.numel() / x.size(-1);
    if (rows < 1 || rows > kMaxRowProductRows) return false;
    if (bias.defined() && (!bias.device().is_cpu() || bias.dim() != 1 || bias.size(0) != weight.size(0))) return false;
    const bool wants_grad = x.requires_grad() || weight.requires_grad() || (bias.defined() && bias.requires_grad());
    return !(at::GradMode::is_enabled() && wants_grad);
}

at::Tensor row_products(const at::Tensor& x, const at::Tensor& weight, const at::Tensor& bias, RowKernel kernel) {
    TORCH_CHECK(row_products_apply(x, weight, bias), "row_products: x ", x.sizes(), " ", x.scalar_type(),
                " and weight ", weight.sizes(), " ", weight.scalar_type(), " are not a few rows times one matrix");
    const int64_t in = weight.size(1);
    const int64_t out_size = weight.size(0);
    // Every call below that would change nothing is skipped: a base step
    // makes 49 of these products, and each no-op tensor call costs a
    // dispatch.
    at::Tensor rows = x.reshape({-1, in});  // (R, I)
    if (rows.scalar_type() != at::kFloat) rows = rows.to(at::kFloat);
    if (!rows.is_contiguous()) rows = rows.contiguous();
    const int64_t row_count = rows.size(0);
    at::Tensor out = at::empty({row_count, out_size}, rows.options());  // (R, O)
    at::Tensor bias_float = bias;
    if (bias.defined() && bias.scalar_type() != at::kFloat) bias_float = bias.to(at::kFloat);
    if (bias.defined() && !bias_float.is_contiguous()) bias_float = bias_float.contiguous();
    const float* xs = rows.data_ptr<float>();
    float* ys = out.data_ptr<float>();
    const float* bs = bias_float.defined() ? bias_float.data_ptr<float>() : nullptr;
    const bool avx2 = kernel == RowKernel::Auto && processor_has_avx2();
    const bool bf16 = weight.scalar_type() == at::kBFloat16;
    const void* ws = weight.data_ptr();
    const int64_t grain = std::max<int64_t>(8, kElementsPerThread / in);
    at::parallel_for(0, out_size, grain, [&](int64_t o0, int64_t o1) {
        if (bf16)
            sums(xs, row_count, static_cast<const c10::BFloat16*>(ws), in, out_size, o0, o1, ys, avx2);
        else
            sums(xs, row_count, static_cast<const float*>(ws), in, out_size, o0, o1, ys, avx2);
        if (bs)
            for (int64_t r = 0; r < row_count; ++r)
                for (int64_t o = o0; o < o1; ++o) ys[r * out_size + o] += bs[o];
    });
    auto sizes = x.sizes().vec();
    sizes.back() = out_size;
    if (x.scalar_type() != at::kFloat) out = out.to(x.scalar_type());
    return out.view(sizes);
}

const char* row_kernel_name() { return processor_has_avx2() ? "avx2" : "portable"; }

}  // namespace studio::nn
