// FeedForward: FFN(x) = max(0, x W1 + b1) W2 + b2, applied to each position
// separately and identically (§3.3, Eq. 2). Other activations in place of
// max(0, .): SiLU x sigmoid(x) (Marian's "swish") and GELU (exact, erf form).
//
// Shape legend: B batch, T sequence length, D d_model, F d_ff.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "nn/config.h"
#include "nn/dropout.h"
#include "nn/linear.h"

#include <torch/nn/module.h>
#include <torch/nn/pimpl.h>

namespace studio::nn {

struct FeedForwardOptions {
    int64_t d_model = 512;
    int64_t d_ff = 2048;
    double dropout = 0.0;  // on the hidden activation (tensor2tensor's relu_dropout); the paper has none
    Activation activation = Activation::ReLU;  // §3.3
};

class FeedForwardImpl : public torch::nn::Module {
public:
    explicit FeedForwardImpl(const FeedForwardOptions& options);

    // Shape: x (B, T, D) -> (B, T, D), hidden (B, T, F)
    torch::Tensor forward(const torch::Tensor& x);
    // The hidden activation alone. Shape: any -> same.
    torch::Tensor activate(const torch::Tensor& pre_activation) const;

    FeedForwardOptions options;
    Linear w_1{nullptr}, w_2{nullptr};
    Dropout dropout{nullptr};
};
TORCH_MODULE(FeedForward);

}  // namespace studio::nn
