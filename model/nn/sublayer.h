// Sublayer: the residual connection and layer normalisation around each
// attention or feed-forward block (§3.1):
//   post-norm (the paper):  LayerNorm(x + Dropout(Sublayer(x)))
//   pre-norm (option):      x + Dropout(Sublayer(LayerNorm(x)))
//
// Shape legend: B batch, T sequence length, D d_model.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/layer_norm.h"
#include "nn/probe.h"

#include <torch/nn/module.h>
#include "nn/dropout.h"
#include <torch/nn/pimpl.h>

#include <functional>

namespace studio::nn {

struct SublayerOptions {
    int64_t d_model = 512;
    double dropout = 0.1;  // residual dropout, P_drop (§5.4)
    bool pre_norm = false;
    double layer_norm_eps = 1e-5;
    bool layer_norm_std_eps = false;  // nn/layer_norm.h
};

class SublayerImpl : public torch::nn::Module {
public:
    explicit SublayerImpl(const SublayerOptions& options);

    using Block = std::function<torch::Tensor(const torch::Tensor&)>;

    // Shape: x (B, T, D) -> (B, T, D); block maps (B, T, D) -> (B, T, D).
    // With a probe, the input and the output are kept.
    torch::Tensor forward(const torch::Tensor& x, const Block& block, SublayerProbe* probe = nullptr);

    SublayerOptions options;
    LayerNorm norm{nullptr};
    Dropout dropout{nullptr};
};
TORCH_MODULE(Sublayer);

}  // namespace studio::nn
