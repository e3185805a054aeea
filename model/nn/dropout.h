// Dropout (§5.4) with a counter-based random mask: what torch::nn::Dropout
// computes (zero each element with probability p, scale the kept ones by
// 1 / (1 - p)), made cheap on the CPU.
//
// Why not torch::nn::Dropout: on a CPU without MKL (Debian's LibTorch) its
// bernoulli_ draws one 64-bit number per element from the Mersenne Twister
// on a single thread, and keeps the mask as a float tensor: a fifth of a
// training step of the `small` preset went there (bench/RESULTS.md). Here one
// 64-bit seed is drawn from LibTorch's CPU generator per call (so
// torch::manual_seed and the generator state saved in checkpoints still fix
// every mask), and element i keeps its value when 16 bits of a hash of
// (i, seed) are at least round(p * 65536): p is kept to 1/65536, the mask
// costs no memory (backward computes it again from the seed), and the
// elements are split over LibTorch's threads with each element's bit
// depending on its index only, so the mask does not depend on the
// thread count. CUDA tensors and dtypes other than float32 and bfloat16 use
// torch::dropout.
//
// Shape legend: any shape; the mask is element-wise.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <ATen/core/Generator.h>
#include <torch/nn/module.h>
#include <torch/nn/pimpl.h>

namespace studio::nn {

struct DropoutOptions {
    double p = 0.1;  // probability of zeroing an element, in [0, 1)
};

class DropoutImpl : public torch::nn::Module {
public:
    explicit DropoutImpl(const DropoutOptions& options = {});
    explicit DropoutImpl(double p) : DropoutImpl(DropoutOptions{p}) {}

    // Shape: x (...) -> (...), the same shape and dtype. The identity when
    // not training or when p is 0.
    torch::Tensor forward(const torch::Tensor& x);

    DropoutOptions options;
};
TORCH_MODULE(Dropout);

// The mask for a given seed, applied: x * keep / (1 - p_kept), with
// p_kept = round(p * 65536) / 65536. Exposed for tests (forward and backward
// both use it). Shape: x (...) -> (...), contiguous float32 or bfloat16 on the CPU.
torch::Tensor apply_dropout_mask(const torch::Tensor& x, double p, uint64_t seed);

// Where the masks' seeds come from on the calling thread: LibTorch's default
// CPU generator, or, while a scope is alive, the scope's generator (a CPU
// generator). A trainer installs its own for its run, so that training or
// loading models on other threads never shifts its masks (a run is then
// fixed by its seed alone). Scopes nest; each restores the one before.
class DropoutGeneratorScope {
public:
    explicit DropoutGeneratorScope(at::Generator generator);
    ~DropoutGeneratorScope();
    DropoutGeneratorScope(const DropoutGeneratorScope&) = delete;
    DropoutGeneratorScope& operator=(const DropoutGeneratorScope&) = delete;

private:
    at::Generator previous_;
};

}  // namespace studio::nn
