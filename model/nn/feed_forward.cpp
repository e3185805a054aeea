// SPDX-License-Identifier: GPL-3.0-or-later
#include "nn/feed_forward.h"

namespace studio::nn {

FeedForwardImpl::FeedForwardImpl(const FeedForwardOptions& o) : options(o) {
    w_1 = register_module("w_1", torch::nn::Linear(o.d_model, o.d_ff));
    w_2 = register_module("w_2", torch::nn::Linear(o.d_ff, o.d_model));
    dropout = register_module("dropout", torch::nn::Dropout(o.dropout));
}

torch::Tensor FeedForwardImpl::forward(const torch::Tensor& x) {
    return w_2(dropout(torch::relu(w_1(x))));  // (B, T, F) -> (B, T, D)
}

}  // namespace studio::nn
