// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/dropout.h"

#include <ATen/Parallel.h>
#include <ATen/CPUGeneratorImpl.h>
#include <torch/torch.h>

#include <algorithm>
#include <mutex>

namespace studio::nn {
namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

// The mask bits of element i: the upper 16 bits of a 32-bit hash (two rounds
// of Wellons' "lowbias32", an avalanching integer mix) of i and the call's
// 64-bit seed. 32-bit arithmetic, so that the compiler can run the loops
// below on 8 or 16 elements at a time.
inline uint32_t lowbias32(uint32_t x) {
    x ^= x >> 16;
    x *= 0x7FEB352Du;
    x ^= x >> 15;
    x *= 0x846CA68Bu;
    x ^= x >> 16;
    return x;
}

struct MaskKey {
    uint32_t k1 = 0, k2 = 0;  // the seed's two halves
    uint32_t threshold = 0;   // drop when the 16 mask bits are below it
    float scale = 1.0f;       // 1 / P(keep)
};

inline float keep_factor(uint32_t i, const MaskKey& key) {
    const uint32_t bits = lowbias32(lowbias32(i ^ key.k1) + key.k2) >> 16;
    // Branch-free (a mispredicted branch per dropped element would cost more
    // than the multiplication); signed, as the bits are below 2^16.
    return static_cast<float>(static_cast<int32_t>(bits) >= static_cast<int32_t>(key.threshold)) * key.scale;
}

// One slice of the elements, compiled for AVX-512, AVX2 and plain x86-64 (the
// loader picks the clone this processor runs); all three give the same bits.
__attribute__((target_clones("avx512f", "avx2", "default")))
void mask_float(const float* in, float* out, int64_t begin, int64_t end, MaskKey key) {
    const uint32_t first = static_cast<uint32_t>(begin);
    const int64_t count = end - begin;
    in += begin;
    out += begin;
    for (int64_t k = 0; k < count; ++k) out[k] = in[k] * keep_factor(first + static_cast<uint32_t>(k), key);
}

// bfloat16 as its raw 16 bits (the upper half of a float32), rounded back to
// nearest-even as c10::BFloat16 does, NaN kept NaN. Widened to 32 bits a
// block at a time, as loops that mix 16- and 32-bit lanes do not vectorize.
__attribute__((target_clones("avx512f", "avx2", "default")))
void mask_bfloat16(const uint16_t* in, uint16_t* out, int64_t begin, int64_t end, MaskKey key) {
    constexpr int64_t kBlock = 512;
    uint32_t wide[kBlock];
    for (int64_t start = begin; start < end; start += kBlock) {
        const int64_t n = std::min(kBlock, end - start);
        for (int64_t j = 0; j < n; ++j) wide[j] = static_cast<uint32_t>(in[start + j]) << 16;
        const uint32_t first = static_cast<uint32_t>(start);
        for (int64_t j = 0; j < n; ++j) {
            const float value =
                __builtin_bit_cast(float, wide[j]) * keep_factor(first + static_cast<uint32_t>(j), key);
            const uint32_t bits = __builtin_bit_cast(uint32_t, value);
            const uint32_t rounded = (bits + 0x7FFFu + ((bits >> 16) & 1u)) >> 16;
            const uint32_t nan = 0u - static_cast<uint32_t>(static_cast<int32_t>(bits & 0x7FFFFFFFu) > 0x7F800000);
            wide[j] = (rounded & ~nan) | (0x7FC0u & nan);  // NaN stays a quiet NaN
        }
        for (int64_t j = 0; j < n; ++j) out[start + j] = static_cast<uint16_t>(wide[j]);
    }
}

// The generator of the innermost DropoutGeneratorScope on this thread; undefined: none.
thread_local at::Generator scoped_generator;

uint64_t draw_seed() {
    at::Generator generator = scoped_generator.defined() ? scoped_generator : at::detail::getDefaultCPUGenerator();
    std::lock_guard<std::mutex> lock(generator.mutex());
    return generator.get<at::CPUGeneratorImpl>()->random64();
}

struct CounterDropout : public torch::autograd::Function<CounterDropout> {
    static torch::Tensor forward(AutogradContext* ctx, const torch::Tensor& x, double p) {
        const uint64_t seed = draw_seed();
        ctx->saved_data["seed"] = static_cast<int64_t>(seed);
        ctx->saved_data["p"] = p;
        return apply_dropout_mask(x, p, seed);
    }

    static variable_list backward(AutogradContext* ctx, variable_list grad_outputs) {
        const auto seed = static_cast<uint64_t>(ctx->saved_data["seed"].toInt());
        const double p = ctx->saved_data["p"].toDouble();
        return {apply_dropout_mask(grad_outputs[0], p, seed), torch::Tensor()};
    }
};

}  // namespace

torch::Tensor apply_dropout_mask(const torch::Tensor& x, double p, uint64_t seed) {
    TORCH_CHECK(x.device().is_cpu(), "apply_dropout_mask: CPU tensors only, got ", x.device());
    TORCH_CHECK(p >= 0.0 && p < 1.0, "apply_dropout_mask: p = ", p, " is outside [0, 1)");
    TORCH_CHECK(x.numel() <= (int64_t{1} << 32), "apply_dropout_mask: ", x.numel(),
                " elements; at most 2^32 (the mask hashes 32-bit indices)");
    const auto in = x.contiguous();
    auto out = torch::empty_like(in);
    MaskKey key;
    key.k1 = static_cast<uint32_t>(seed);
    key.k2 = static_cast<uint32_t>(seed >> 32);
    key.threshold = static_cast<uint32_t>(std::min(65535.0, std::round(p * 65536.0)));
    key.scale = static_cast<float>(65536.0 / (65536.0 - key.threshold));
    const bool is_float = in.scalar_type() == torch::kFloat32;
    TORCH_CHECK(is_float || in.scalar_type() == torch::kBFloat16,
                "apply_dropout_mask: float32 or bfloat16 only, got ", in.scalar_type());
    const void* src = in.data_ptr();
    void* dst = out.data_ptr();
    at::parallel_for(0, in.numel(), 16384, [&](int64_t begin, int64_t end) {
        if (is_float)
            mask_float(static_cast<const float*>(src), static_cast<float*>(dst), begin, end, key);
        else
            mask_bfloat16(static_cast<const uint16_t*>(src), static_cast<uint16_t*>(dst), begin, end, key);
    });
    return out;
}

DropoutGeneratorScope::DropoutGeneratorScope(at::Generator generator) : previous_(scoped_generator) {
    TORCH_CHECK(generator.defined() && generator.device().is_cpu(), "DropoutGeneratorScope: a CPU generator is needed");
    scoped_generator = std::move(generator);
}

DropoutGeneratorScope::~DropoutGeneratorScope() { scoped_generator = std::move(previous_); }

DropoutImpl::DropoutImpl(const DropoutOptions& o) : options(o) {
    TORCH_CHECK(o.p >= 0.0 && o.p < 1.0, "Dropout: p = ", o.p, " is outside [0, 1)");
}

torch::Tensor DropoutImpl::forward(const torch::Tensor& x) {
    if (!is_training() || options.p == 0.0) return x;
    const bool counter_based = x.device().is_cpu() &&
                               (x.scalar_type() == torch::kFloat32 || x.scalar_type() == torch::kBFloat16);
    if (!counter_based) return torch::dropout(x, options.p, /*train=*/true);
    return CounterDropout::apply(x, options.p);
}

}  // namespace studio::nn
