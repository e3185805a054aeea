// LayerNorm: layer normalisation over the last dimension (Ba et al. 2016),
// used around every sub-layer (§3.1), in one of two forms:
//   standard (PyTorch's nn.LayerNorm, our models):
//       weight * (x - mean) / sqrt(var + eps) + bias     var biased (÷ D)
//   std_eps (the from-scratch PyTorch tutorial's LayerNormalization, for
//   imported models):
//       weight * (x - mean) / (std + eps) + bias         std unbiased (÷ D-1)
// The two differ by more than rounding (eps on the std, Bessel's correction),
// so an imported model only reproduces its numbers with the second.
//
// Shape legend: B batch, T sequence length, D d_model.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <torch/nn/module.h>
#include <torch/nn/pimpl.h>

namespace studio::nn {

struct LayerNormOptions {
    int64_t d_model = 512;
    double eps = 1e-5;     // PyTorch's default; the tutorial uses 1e-6
    bool std_eps = false;  // false: standard; true: the tutorial's form above
};

class LayerNormImpl : public torch::nn::Module {
public:
    explicit LayerNormImpl(const LayerNormOptions& options);

    // Shape: x (B, T, D) -> (B, T, D)
    torch::Tensor forward(const torch::Tensor& x);

    LayerNormOptions options;
    torch::Tensor weight;  // (D), the tutorial's alpha; starts at 1
    torch::Tensor bias;    // (D); starts at 0
};
TORCH_MODULE(LayerNorm);

}  // namespace studio::nn
