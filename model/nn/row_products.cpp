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

// How far ahead of the rows being summed their weights are asked for. The
// processor's own prefetcher follows the C rows read side by side but keeps
// too few lines in flight: asking, for each cache line read, for the line
// 32 KB further on (it is in L2 by the time the loop gets there) took the 49
// products of a base-sized step (117 MB of float32) from 3.2-3.6 to 2.0-3.0
// ms and in bfloat16 from 2.1-2.4 to 1.4-1.6 ms on the AVX-512 EPYC of
// bench/RESULTS.md's session 19; 8 to 64 KB all did about as well there.
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

// acc[r][c] += the 8 products of input row r and weight row o + c at i.
template <typename W, int R, int C>
__attribute__((target("avx2,fma"))) inline void step_avx2(const float* x, const W* w, int64_t in, int64_t o, int64_t i,
                                                          __m256 (&acc)[R][C]) {
    __m256 wv[C];
    for (int c = 0; c < C; ++c) wv[c] = load8(w + (o + c) * in + i);
    for (int r = 0; r < R; ++r) {
        const __m256 xv = _mm256_loadu_ps(x + r * in + i);
        for (int c = 0; c < C; ++c) acc[r][c] = _mm256_fmadd_ps(wv[c], xv, acc[r][c]);
    }
}

// C weight rows at a time against all R input rows: R x C accumulators of
// eight lanes stay in registers (at most 8 of AVX2's 16), each weight is
// loaded once for all rows. R and C are template arguments so that the
// loops over them unroll.
template <typename W, int R, int C>
__attribute__((target("avx2,fma"))) void block_avx2(const float* x, const W* w, int64_t in, int64_t out_size,
                                                    int64_t o, float* out) {
    const int64_t in8 = in / 8 * 8;
    __m256 acc[R][C];
    for (int r = 0; r < R; ++r)
        for (int c = 0; c < C; ++c) acc[r][c] = _mm256_setzero_ps();
    // Whole cache lines first, each line's rows asked for ahead, then the
    // rest of the row in steps of 8 (no branch in the main loop).
    constexpr int64_t line = 64 / sizeof(W);  // elements in a 64-byte cache line
    int64_t i = 0;
    for (; i + line <= in8; i += line) {
        for (int c = 0; c < C; ++c) prefetch_ahead(w + (o + c) * in + i);
        for (int64_t k = i; k < i + line; k += 8) step_avx2<W, R, C>(x, w, in, o, k, acc);
    }
    for (; i < in8; i += 8) step_avx2<W, R, C>(x, w, in, o, i, acc);
    for (int r = 0; r < R; ++r)
        for (int c = 0; c < C; ++c) {
            float sum = sum8(acc[r][c]);
            for (int64_t i = in8; i < in; ++i) sum += x[r * in + i] * widen(w[(o + c) * in + i]);
            out[r * out_size + o + c] = sum;
        }
}

template <typename W, int R>
__attribute__((target("avx2,fma"))) void sums_avx2(const float* x, const W* w, int64_t in, int64_t out_size,
                                                   int64_t o0, int64_t o1, float* out) {
    constexpr int C = R == 1 ? 4 : 2;
    int64_t o = o0;
    for (; o + C <= o1; o += C) block_avx2<W, R, C>(x, w, in, out_size, o, out);
    for (; o < o1; ++o) block_avx2<W, R, 1>(x, w, in, out_size, o, out);
}

template <typename W>
void sums(const float* x, int64_t rows, const W* w, int64_t in, int64_t out_size, int64_t o0, int64_t o1,
          float* out, bool avx2) {
    if (!avx2) return sums_portable(x, rows, w, in, out_size, o0, o1, out);
    switch (rows) {
    case 1: return sums_avx2<W, 1>(x, w, in, out_size, o0, o1, out);
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
