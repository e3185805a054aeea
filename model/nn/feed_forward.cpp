// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/feed_forward.h"

#include "nn/mixed_precision.h"

#include <torch/torch.h>

namespace studio::nn {

FeedForwardImpl::FeedForwardImpl(const FeedForwardOptions& o) : options(o) {
    w_1 = register_module("w_1", Linear(o.d_model, o.d_ff));
    w_2 = register_module("w_2", Linear(o.d_ff, o.d_model));
    dropout = register_module("dropout", Dropout(o.dropout));
}

torch::Tensor FeedForwardImpl::activate(const torch::Tensor& h) const {
    switch (options.activation) {
    case Activation::SiLU: return torch::silu(h);
    case Activation::GELU: return torch::gelu(h);
    case Activation::ReLU: break;
    }
    return torch::relu(h);
}

torch::Tensor FeedForwardImpl::forward(const torch::Tensor& x) {
    // In the compute dtype of nn/mixed_precision.h (bfloat16 under a guard).
    auto hidden = activate(mixed_linear(x, w_1->weight, w_1->bias));  // (B, T, F)
    return mixed_linear(dropout(hidden), w_2->weight, w_2->bias);        // (B, T, D)
}

}  // namespace studio::nn
