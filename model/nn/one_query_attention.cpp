// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/one_query_attention.h"

#include "nn/avx2_lanes.h"

#include <ATen/ATen.h>
#include <ATen/core/grad_mode.h>
#include <c10/util/BFloat16.h>

#include <immintrin.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace studio::nn {
namespace {

using lanes::load8;
using lanes::processor_has_avx2;
using lanes::sum8;
using lanes::widen;

// sum_i a[i] * b[i] over n floats a and n elements b.
template <typename T>
float dot_portable(const float* a, const T* b, int64_t n) {
    float sum = 0.0f;
    for (int64_t i = 0; i < n; ++i) sum += a[i] * widen(b[i]);
    return sum;
}

// out[j] += w * b[j] for n elements b.
template <typename T>
void add_scaled_portable(float* out, float w, const T* b, int64_t n) {
    for (int64_t j = 0; j < n; ++j) out[j] += w * widen(b[j]);
}

template <typename T>
__attribute__((target("avx2,fma"))) float dot_avx2(const float* a, const T* b, int64_t n) {
    __m256 acc = _mm256_setzero_ps();
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) acc = _mm256_fmadd_ps(_mm256_loadu_ps(a + i), load8(b + i), acc);
    float sum = sum8(acc);
    for (; i < n; ++i) sum += a[i] * widen(b[i]);
    return sum;
}

template <typename T>
__attribute__((target("avx2,fma"))) void add_scaled_avx2(float* out, float w, const T* b, int64_t n) {
    const __m256 wv = _mm256_set1_ps(w);
    int64_t j = 0;
    for (; j + 8 <= n; j += 8) _mm256_storeu_ps(out + j, _mm256_fmadd_ps(wv, load8(b + j), _mm256_loadu_ps(out + j)));
    for (; j < n; ++j) out[j] += w * widen(b[j]);
}

// The strides of a (B, H, T, w) tensor, 0 along a size-1 batch or head
// dimension of a mask (broadcast).
struct Strides {
    int64_t b, h, t;
};

Strides strides_of(const at::Tensor& x) {
    return {x.size(0) == 1 ? 0 : x.stride(0), x.size(1) == 1 ? 0 : x.stride(1), x.stride(2)};
}

template <typename T>
void attend_all(const at::Tensor& q, const at::Tensor& k, const at::Tensor& v, const at::Tensor& mask, float scale,
                bool avx2, float* weights, float* context) {
    const int64_t batch = q.size(0), heads = q.size(1), keys = k.size(2), d_k = q.size(3), d_v = v.size(3);
    const T* qs = static_cast<const T*>(q.data_ptr());
    const T* ks = static_cast<const T*>(k.data_ptr());
    const T* vs = static_cast<const T*>(v.data_ptr());
    const bool* ms = mask.defined() ? mask.data_ptr<bool>() : nullptr;
    const Strides qst = strides_of(q), kst = strides_of(k), vst = strides_of(v);
    const Strides mst = mask.defined() ? Strides{mask.size(0) == 1 ? 0 : mask.stride(0),
                                                 mask.size(1) == 1 ? 0 : mask.stride(1), mask.stride(3)}
                                       : Strides{0, 0, 0};
    const float lowest = std::numeric_limits<float>::lowest();
    std::vector<float> query(static_cast<size_t>(d_k));
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t h = 0; h < heads; ++h) {
            const T* qh = qs + b * qst.b + h * qst.h;
            for (int64_t i = 0; i < d_k; ++i) query[size_t(i)] = widen(qh[i]);
            float* w = weights + (b * heads + h) * keys;  // (Tk)
            float top = lowest;
            for (int64_t t = 0; t < keys; ++t) {
                const T* kt = ks + b * kst.b + h * kst.h + t * kst.t;
                const bool hidden = ms && ms[b * mst.b + h * mst.h + t * mst.t];
                w[t] = hidden ? lowest : (avx2 ? dot_avx2(query.data(), kt, d_k) : dot_portable(query.data(), kt, d_k)) *
                                             scale;
                top = std::max(top, w[t]);
            }
            float total = 0.0f;
            for (int64_t t = 0; t < keys; ++t) total += (w[t] = std::exp(w[t] - top));
            for (int64_t t = 0; t < keys; ++t) w[t] /= total;
            float* out = context + (b * heads + h) * d_v;  // (d_v)
            std::fill(out, out + d_v, 0.0f);
            for (int64_t t = 0; t < keys; ++t) {
                const T* vt = vs + b * vst.b + h * vst.h + t * vst.t;
                if (avx2)
                    add_scaled_avx2(out, w[t], vt, d_v);
                else
                    add_scaled_portable(out, w[t], vt, d_v);
            }
        }
}

bool is_query_shaped(const at::Tensor& x) { return x.dim() == 4 && x.size(2) == 1; }

}  // namespace

bool one_query_attention_apply(const at::Tensor& q, const at::Tensor& k, const at::Tensor& v,
                               const at::Tensor& mask) {
    if (!q.defined() || !k.defined() || !v.defined()) return false;
    if (!q.device().is_cpu() || !k.device().is_cpu() || !v.device().is_cpu()) return false;
    const auto dtype = q.scalar_type();
    if ((dtype != at::kFloat && dtype != at::kBFloat16) || k.scalar_type() != dtype || v.scalar_type() != dtype)
        return false;
    if (!is_query_shaped(q) || k.dim() != 4 || v.dim() != 4) return false;
    const int64_t batch = q.size(0), heads = q.size(1), keys = k.size(2);
    if (k.size(0) != batch || k.size(1) != heads || k.size(3) != q.size(3) || v.size(0) != batch ||
        v.size(1) != heads || v.size(2) != keys || keys == 0)
        return false;
    if (q.stride(3) != 1 || k.stride(3) != 1 || v.stride(3) != 1) return false;
    if (mask.defined()) {
        if (!mask.device().is_cpu() || mask.scalar_type() != at::kBool || !is_query_shaped(mask) ||
            mask.size(3) != keys)
            return false;
        if ((mask.size(0) != 1 && mask.size(0) != batch) || (mask.size(1) != 1 && mask.size(1) != heads)) return false;
    }
    const bool wants_grad = q.requires_grad() || k.requires_grad() || v.requires_grad();
    return !(at::GradMode::is_enabled() && wants_grad);
}

OneQueryAttention one_query_attention(const at::Tensor& q, const at::Tensor& k, const at::Tensor& v,
                                      const at::Tensor& mask, double scale, RowKernel kernel) {
    TORCH_CHECK(one_query_attention_apply(q, k, v, mask), "one_query_attention: q ", q.sizes(), ", k ", k.sizes(),
                ", v ", v.sizes(), ", mask ", mask.defined() ? mask.sizes() : at::IntArrayRef{},
                " are not one query per sentence and head of one CPU dtype");
    const int64_t batch = q.size(0), heads = q.size(1), keys = k.size(2), d_v = v.size(3);
    const auto options = q.options().dtype(at::kFloat);
    OneQueryAttention out;
    out.weights = at::empty({batch, heads, 1, keys}, options);  // (B, H, 1, Tk)
    at::Tensor context = at::empty({batch, heads, 1, d_v}, options);
    const bool avx2 = kernel == RowKernel::Auto && processor_has_avx2();
    if (q.scalar_type() == at::kBFloat16)
        attend_all<c10::BFloat16>(q, k, v, mask, float(scale), avx2, out.weights.data_ptr<float>(),
                                  context.data_ptr<float>());
    else
        attend_all<float>(q, k, v, mask, float(scale), avx2, out.weights.data_ptr<float>(),
                          context.data_ptr<float>());
    out.context = v.scalar_type() == at::kFloat ? context : context.to(v.scalar_type());  // (B, H, 1, d_v)
    return out;
}

}  // namespace studio::nn
